"""Game ledger: settle a real game night round by round.

The games live in SQLite (``tutor.store.ledger_store``), so they survive a restart and a browser
reload; the open game's id is in the link (``?game=<id>``). Every number on the page comes
from ``tutor.engine.ledger`` (dealer rotation, multiplier, settlement, totals, who pays whom).
This page starts and opens games; an open game's parts are drawn by ``ledger_tables`` (its
results), ``ledger_rounds`` (the round forms, fragments) and ``ledger_actions`` (rename,
undo, export, share, delete).
"""

from __future__ import annotations

import secrets
from collections import Counter
from datetime import datetime

import streamlit as st

from tutor.app.citations import cite
from tutor.app.club import club_mode, games_for
from tutor.app.compare import field_label, format_value
from tutor.app.lang import localized
from tutor.app.learner import learner_panel, public, show_store_error
from tutor.app.ledger_actions import (
    SHARE_PARAM,
    UNDO_CONFIRM_KEY,
    actions_section,
    file_slug,
    rename_section,
)
from tutor.app.ledger_rounds import edit_section, next_round_panel, round_entry
from tutor.app.ledger_state import (
    OPEN_KEY,
    flash,
    open_game_id,
    remember_shown,
    set_open_game,
    show_flash,
    shown_before,
)
from tutor.app.ledger_tables import chart_section, game_view, rounds_table, status_section
from tutor.app.ledger_view import csv_heading, csv_value
from tutor.app.money_default import default_money
from tutor.app.safe import plain, show_error, show_message
from tutor.app.state import current_rules, preset_of
from tutor.engine.errors import HoolaError
from tutor.engine.ledger import Game, check_seed, parse_stake
from tutor.engine.rules import Rules
from tutor.store.club import shared_game
from tutor.store.club_games import Games
from tutor.store.db import db_target
from tutor.store.game_file import export_csv, export_json
from tutor.store.ledger_store import GameNotFound, GameSummary, LedgerStore
from tutor.store.progress import StoreUnavailable
from tutor.words import t
from tutor.words.engine import preset_name
from tutor.words.ledger import ledger_message
from tutor.words.money import money_text, sheet_money

ss = st.session_state
SEED_MAX = 999_999


@st.cache_resource(show_spinner=False)
def _open_store(path: str) -> LedgerStore:
    return LedgerStore(path)


def get_store() -> LedgerStore | None:
    """The ledger store, or ``None`` after showing why the database cannot be used."""
    try:
        store = _open_store(str(db_target()))
    except StoreUnavailable as e:
        show_store_error(e, before=ledger_message("games-unavailable"))
        return None
    if store.read_only:  # a damaged file: the games can be looked at and exported
        show_message(t("game-read-only", reason=public(store.read_only)), kind="warning")
    return store


def rules_text(rules: Rules) -> str:
    """The rules as markdown: the preset in bold, then each changed switch (escaped)."""
    spec = rules.to_spec()
    changed = [
        f"{field_label(k)}: {format_value(k, getattr(rules, k))}" for k in spec if k != "preset"
    ]
    preset = f"**{plain(preset_name(preset_of(rules)))}**"
    return t("game-rules-text", preset=preset, changed=plain("; ".join(changed)) or "none")


# --------------------------------------------------------------------------- start a game


def parse_players(text: str) -> list[str]:
    """One name a line, as the box says: a comma or a semicolon is part of a name
    ("Kim, Jr."), never a split; blank lines are skipped and spaces tidied. A name is
    never cut: one over the limit is refused by the game with its length named."""
    return [" ".join(line.split()) for line in text.splitlines() if line.strip()]


def new_game_section(store: Games) -> None:
    st.header(t("game-start-header"))
    rules = current_rules()
    st.text_input(
        t("game-name-label"),
        key="game_new_name",
        value=t("game-default-name", date=f"{datetime.now():%Y-%m-%d}"),
    )
    text = st.text_area(
        t("game-players-label"),
        key="game_new_players",
        placeholder=t("game-players-placeholder"),
        help=t("game-players-help"),
    )
    players = parse_players(text)
    st.markdown(t("game-rules-line", rules=rules_text(rules)))
    st.caption(t("game-rules-caption"))
    doubles = st.toggle(
        field_label("hoola_doubles") + f" ({cite('6.5')})",
        value=rules.hoola_doubles,
        key="game_new_hoola_doubles",
    )
    ss.setdefault("game_new_six_seven", rules.six_seven_players)
    if len(players) > 5:  # a keyed toggle ignores a changed default: switch it on here
        ss["game_new_six_seven"] = True
    six_seven = st.toggle(
        field_label("six_seven_players") + f" ({cite('7.6')})",
        key="game_new_six_seven",
        help=t("game-six-seven-help"),
    )
    cols = st.columns(2)
    stake_default, currency_default = default_money()  # as on the payout checker
    ss.setdefault("game_new_stake", stake_default)
    ss.setdefault("game_new_currency", currency_default)
    stake_value = cols[0].number_input(  # no bounds: the engine checks what is shown
        t("game-stake-label"),
        step=1.0,
        format="%g",
        key="game_new_stake",
    )
    stake = None
    try:
        stake = parse_stake(f"{stake_value:g}" if stake_value is not None else "")
    except HoolaError as e:
        with cols[0]:
            show_error(e)
    currency = cols[1].text_input(
        t("game-currency-label"),
        key="game_new_currency",
        placeholder=t("game-currency-placeholder"),
    )
    mode = st.radio(
        t("game-first-dealer-label"),
        ["draw", "choose"],
        key="game_new_dealer_mode",
        horizontal=True,
        format_func=localized(lambda m: t("game-dealer-mode", mode=m)),
    )
    first_dealer = None
    seed = None
    seed_ok = True
    if mode == "choose":
        if players:
            first_dealer = st.selectbox(
                t("game-who-deals-first"),
                players,
                key="game_new_dealer",
                format_func=lambda n: plain(n, one_line=True),
            )
        else:
            st.caption(t("game-type-players-first"))
    else:
        ss.setdefault("game_new_seed", secrets.randbelow(SEED_MAX + 1))
        typed = st.number_input(t("game-seed-label"), step=1, key="game_new_seed")
        try:  # no bounds on the box: a bounded box would keep its old value unseen
            seed = check_seed(int(typed if typed is not None else -1))
        except HoolaError as e:
            show_error(e)
            seed_ok = False
    if st.button(t("game-start-button"), key="game_create", type="primary", disabled=not seed_ok):
        if stake is None:
            st.error(ledger_message("stake-missing"), icon="⚠️")
            return
        try:
            spec = rules.with_changes(hoola_doubles=doubles, six_seven_players=six_seven)
            game = Game.new(
                players=players,
                stake=stake,
                currency=currency,
                rules=spec,
                first_dealer=first_dealer,
                seed=seed,
                name=ss.get("game_new_name") or None,
            )
            store.create_game(game)
        except (HoolaError, ValueError) as e:
            show_error(e, before=t("game-not-started"))
            return
        set_open_game(game.id)
        flash(ledger_message("game-started", dealer=game.first_dealer, seed=game.dealer_seed))
        st.rerun()


def game_labels(games: list[GameSummary]) -> dict[str, str]:
    """One line per saved game, never the same twice: the date it was started, the
    players and the rounds; a line shared by several games gets the game's id."""
    labels = {
        g.id: t(
            "game-saved-line", started=started(g), players=", ".join(g.players), rounds=g.rounds
        )
        for g in games
    }
    counts = Counter(f"{g.name} {labels[g.id]}" for g in games)
    return {
        g.id: t("game-saved-line-id", line=labels[g.id], id=g.id)
        if counts[f"{g.name} {labels[g.id]}"] > 1
        else labels[g.id]
        for g in games
    }


def started(g: GameSummary) -> str:
    """When the game was started: date and time in UTC, as stored."""
    try:
        return datetime.fromisoformat(g.created_at).strftime("%Y-%m-%d %H:%M UTC")
    except ValueError:
        return g.created_at[:16]


def saved_games_section(store: Games) -> None:
    st.header(t("game-saved-header"))
    games = store.list_games()
    if not games:
        st.caption(t("game-no-saved"))
    else:
        labels = game_labels(games)
        for g in games:
            with st.container(border=True, key=f"game_saved_{g.id}"):
                cols = st.columns([4, 1], vertical_alignment="center")
                cols[0].markdown(f"**{plain(g.name)}**  \n{plain(labels[g.id])}")
                if cols[1].button(t("game-open-button"), key=f"game_open_{g.id}"):
                    set_open_game(g.id)
                    st.rerun()
    with st.expander(t("game-import-expander")):
        upload = st.file_uploader(t("game-import-file"), type=["json"], key="game_import_file")
        as_copy = st.checkbox(t("game-import-copy"), key="game_import_copy")
        if (
            st.button(t("game-import-button"), key="game_import", disabled=upload is None)
            and upload
        ):
            try:
                game = store.import_json(upload.getvalue(), as_copy=as_copy)
            except (HoolaError, ValueError) as e:
                show_error(e, before=t("game-nothing-imported"))
            else:
                set_open_game(game.id)
                flash(ledger_message("game-imported", name=game.name, rounds=len(game.rounds)))
                st.rerun()


# --------------------------------------------------------------------------- the open game


def shared_game_page(store: LedgerStore, token: str) -> None:
    """A game opened by its share link: seen, exported, never changed."""
    try:
        game = shared_game(store, token)
    except GameNotFound:
        st.warning(t("game-share-not-found"))
        return
    st.header(plain(game.name, one_line=True))
    st.caption(t("game-shared-caption"))
    try:
        view = game_view(game)
    except HoolaError as e:
        show_error(ledger_message("game-broken", error=e))
        return
    status_section(view)
    rounds_table(view)
    chart_section(view)
    st.download_button(
        t("game-export-csv"),
        export_csv(game, view, csv_heading, csv_value, sheet_money),
        file_name=f"{file_slug(game)}.csv",
        mime="text/csv",
        key="game_export_csv",
    )


def open_game_page(store: Games, game: Game) -> None:
    st.header(plain(game.name, one_line=True))
    if st.button(t("game-close-button"), key="game_close"):
        set_open_game(None)
        st.rerun()
    rules = game.rules_in_force()
    stake = money_text(game.stake, game.currency)
    seats = " → ".join(plain(p) for p in game.players)
    st.markdown(
        t(
            "game-facts",
            seats=seats,
            rules=rules_text(rules),
            stake=plain(stake),
            dealer=plain(game.first_dealer),
            seed=game.dealer_seed,
        )
    )
    if rules.differences(current_rules()):
        st.caption(t("game-keeps-rules"))
    try:
        view = game_view(game)
    except HoolaError as e:
        show_flash()
        show_error(ledger_message("game-broken", error=e))
        actions_section_broken(store, game)
        return
    status_section(view)
    next_round_panel(view)
    round_entry(store, view)
    rounds_table(view)
    chart_section(view)
    if view.rounds:
        edit_section(store, view)
    rename_section(store, view)
    actions_section(store, view)


def actions_section_broken(store: Games, game: Game) -> None:
    """Undo (asked first, as on a working game) and export still work for a game that the
    engine no longer accepts."""
    asking = ss.get(UNDO_CONFIRM_KEY) == (game.id, len(game.rounds))
    if st.button(t("game-undo-button"), key="game_undo", disabled=not game.rounds or asking):
        ss[UNDO_CONFIRM_KEY] = (game.id, len(game.rounds))
        st.rerun()
    if asking:
        st.warning(t("game-undo-question-broken", number=len(game.rounds)))
        cols = st.columns(2)
        if cols[0].button(
            t("game-undo-confirm", number=len(game.rounds)),
            key="game_undo_confirm",
            type="primary",
        ):
            ss.pop(UNDO_CONFIRM_KEY, None)
            store.undo_last_round(game.id, expect=shown_before(game.id))
            flash(ledger_message("round-removed", number=len(game.rounds)))
            st.rerun()
        if cols[1].button(t("game-undo-cancel"), key="game_undo_cancel"):
            ss.pop(UNDO_CONFIRM_KEY, None)
            st.rerun()
    st.download_button(
        t("game-export-json"),
        export_json(game),
        file_name="game.json",
        mime="application/json",
        key="game_export_json",
    )


def render() -> None:
    st.title(t("game-title"))
    st.markdown(t("game-intro"))
    full = get_store()
    if full is None:
        return
    token = st.query_params.get(SHARE_PARAM)
    if token:
        try:
            shared_game_page(full, str(token))
        except StoreUnavailable as e:
            show_store_error(e, before=ledger_message("games-unavailable"))
        return
    if club_mode():
        learner_panel()
    store = games_for(full)
    if store is None:
        st.info(t("game-sign-in"))
        return
    try:
        game_id = open_game_id()
        if game_id:
            try:
                game = remember_shown(store.load_seen(game_id))
            except GameNotFound:
                set_open_game(None)
                st.warning(t("game-link-not-found"))
            else:
                ss[OPEN_KEY] = game_id
                open_game_page(store, game)
                return
        show_flash()
        new_game_section(store)
        saved_games_section(store)
    except StoreUnavailable as e:
        show_store_error(e, before=ledger_message("games-unavailable"))


render()
