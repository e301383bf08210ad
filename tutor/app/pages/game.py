"""Game ledger: settle a real game night round by round.

The games live in SQLite (``tutor.store.ledger_store``), so they survive a restart and a browser
reload; the open game's id is in the link (``?game=<id>``). Every number on the page comes
from ``tutor.engine.ledger`` (dealer rotation, multiplier, settlement, totals, who pays whom).
"""

from __future__ import annotations

import re
import secrets
from collections import Counter
from datetime import datetime

import streamlit as st

from tutor.app.citations import cite
from tutor.app.club import club_mode, games_for
from tutor.app.compare import field_label, format_value
from tutor.app.lang import localized
from tutor.app.learner import learner_panel, public, show_store_error
from tutor.app.ledger_charts import cumulative_alt, cumulative_figure
from tutor.app.ledger_view import csv_heading, ending_name, money_label, summary_rows
from tutor.app.phone import scroll_into_view, wide_or_stacked
from tutor.app.plots import show_chart
from tutor.app.round_form import clear_form, load_into_form, rename_in_form, round_form
from tutor.app.safe import plain, show_error, show_message
from tutor.app.state import current_rules, preset_of
from tutor.engine.errors import HoolaError
from tutor.engine.ledger import (
    Game,
    LedgerView,
    RoundView,
    check_seed,
    deciding_order,
    ledger,
    parse_stake,
    stakes_text,
)
from tutor.engine.records import NAME_MAX, RoundRecord
from tutor.engine.rules import Rules
from tutor.store.club import ClubLedger, shared_game
from tutor.store.db import db_target
from tutor.store.game_file import export_csv, export_json
from tutor.store.ledger_store import GameNotFound, GameSummary, LedgerStore, Seen
from tutor.store.progress import StoreUnavailable
from tutor.words import t
from tutor.words.engine import preset_name
from tutor.words.ledger import deal_line, dropout_line, ledger_message, stakes_line

ss = st.session_state
GAME_PARAM = "game"
SHARE_PARAM = "share"  # a read-only link to one game: ``?share=<token>`` (club mode)
OPEN_KEY = "game_id"
SHOWN_KEY = "game_shown"
SHOWN_BEFORE_KEY = "game_shown_before"
FLASH_KEY = "game_flash"
CONFIRM_KEY = "game_confirm_delete"
UNDO_CONFIRM_KEY = "game_confirm_undo"
"""(game id, rounds) while "Undo last round" waits for its confirmation."""
UNDONE_KEY = "game_undone"
"""(game id, rounds left, the removed round's JSON): shown with a Restore button."""
RESTORED_KEY = "game_restored"
UNDO_SCROLL_KEY = "game_undo_scroll"
EDIT_LOADED_KEY = "game_edit_loaded"
ADD_FORM = "game_round"
EDIT_FORM = "game_edit_form"
CLEAR_ADD_KEY = "game_round_clear"
JSON_KEY = "game_round_json"
SCROLL_KEY = "game_scroll_to_status"
SHARE_KEY = "game_share_token"
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


def remember_shown(seen: Seen) -> Game:
    """Keep the game this run shows (with its version) and return it; the game the run
    before showed becomes :func:`shown_before`."""
    ss[SHOWN_BEFORE_KEY] = ss.get(SHOWN_KEY)
    ss[SHOWN_KEY] = seen
    return seen.game


def shown_before(game_id: str) -> Seen | None:
    """The game ``game_id`` as the page showed it before this run, which a change made now
    is checked against (the store refuses it, naming what changed, if another screen changed
    the game since). Never the game read in this run: that one already holds the other
    screen's change."""
    seen = ss.get(SHOWN_BEFORE_KEY)
    return seen if isinstance(seen, Seen) and seen.game.id == game_id else None


def flash(message: str) -> None:
    ss[FLASH_KEY] = message


def show_flash() -> None:
    message = ss.pop(FLASH_KEY, None)
    if message:
        show_message(message, kind="success")


def open_game_id() -> str | None:
    game_id = st.query_params.get(GAME_PARAM) or ss.get(OPEN_KEY)
    return str(game_id) if game_id else None


def set_open_game(game_id: str | None) -> None:
    ss.pop(CONFIRM_KEY, None)
    ss.pop(EDIT_LOADED_KEY, None)
    if game_id:
        ss[OPEN_KEY] = game_id
        st.query_params[GAME_PARAM] = game_id
    else:
        ss.pop(OPEN_KEY, None)
        if GAME_PARAM in st.query_params:
            del st.query_params[GAME_PARAM]


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


def new_game_section(store: LedgerStore) -> None:
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
    ss.setdefault("game_new_stake", 1.0)
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
        value="",
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


def saved_games_section(store: LedgerStore) -> None:
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


def next_round_panel(view: LedgerView) -> None:
    game, rules = view.game, view.rules
    number = len(view.rounds) + 1
    st.header(t("game-round-header", number=number))
    dealer = view.next_dealer
    why = "first-dealer" if number == 1 else "won-last"
    order = [plain(n) for n in view.next_order]
    st.markdown(deal_line(f"**{plain(dealer)}**", why, number - 1, rules.direction, order))
    if len(game.players) > 5:
        deciders = [plain(n) for n in deciding_order(game, dealer)]
        st.markdown(dropout_line(len(game.players) - 5, deciders, cite("7.6")))
    m = view.next_multiplier
    why = "doubling-off" if not rules.hoola_doubles else "after-perfect" if m > 1 else "may-double"
    st.markdown(stakes_line(why, f"**×{m}**", cite("6.5")))


def save_new_round(store: LedgerStore, view: LedgerView, record: RoundRecord | str) -> None:
    """Add the round (the ledger sets its dealer and players), or show why not."""
    try:
        saved = store.add_round(view.game.id, record, expect=shown_before(view.game.id))
    except (HoolaError, ValueError) as e:
        show_error(e)
        return
    last = ledger(saved).rounds[-1]
    ss[CLEAR_ADD_KEY] = True
    ss[SCROLL_KEY] = True
    flash(ledger_message("round-saved", number=last.number, winner=last.winner))
    st.rerun()


def round_entry(store: LedgerStore, view: LedgerView) -> None:
    game = view.game
    with st.container(key="game_add_round"):
        st.caption(t("game-enter-round", number=len(view.rounds) + 1))
        if ss.pop(CLEAR_ADD_KEY, False):  # the last round was saved: start afresh
            clear_form(ADD_FORM)
            ss.pop(JSON_KEY, None)  # else "Add this round" would add it a second time
        record = round_form(
            ADD_FORM,
            view.rules,
            fixed_players=list(game.players),
            dealer=view.next_dealer,
            submit=t("game-save-round", number=len(view.rounds) + 1),
            submit_key="game_round_save",
            quick_default=True,
        )
        if record is not None:
            save_new_round(store, view, record)
        with st.expander(t("game-paste-expander")):
            text = st.text_area(
                t("game-paste-label"),
                key=JSON_KEY,
                placeholder=t("game-paste-placeholder"),
                help=t("game-paste-help"),
            )
            if st.button(
                t("game-paste-button"), key="game_round_json_add", disabled=not text.strip()
            ):
                save_new_round(store, view, text)


def rounds_table(view: LedgerView) -> None:
    st.header(t("game-rounds-header"))
    if not view.rounds:
        st.caption(t("game-no-rounds"))
        return
    rows = summary_rows(view)
    wide_or_stacked("game_rounds_table", "game_rounds_cards")
    with st.container(key="game_rounds_table"):
        st.dataframe(rows, hide_index=True)
    with st.container(key="game_rounds_cards"):
        for r, row in zip(view.rounds, rows, strict=True):
            round_card(r, row, len(row) - len(view.game.players))
    st.caption(t("game-rounds-caption", out=t("game-dropped-out-mark")))


def status_section(view: LedgerView) -> None:
    """The last round's confirmation, the running totals and who pays whom, above the next
    round's form; scrolled into view after a round is saved."""
    with st.container(key="game_status"):
        show_flash()
        if view.rounds:
            totals_section(view)
            payments_section(view)
    if ss.pop(SCROLL_KEY, False):
        scroll_into_view("game_status")


def round_card(r: RoundView, row: dict[str, object], fixed: int) -> None:
    """One round as a small card: the narrow screen's form of the rounds table."""
    items = list(row.items())
    results = " · ".join(f"{plain(str(name))} **{plain(str(v))}**" for name, v in items[fixed:])
    with st.container(border=True):
        st.markdown(
            t(
                "game-round-card",
                number=r.number,
                ending=plain(ending_name(r.ending, r.perfect)),
                multiplier=f"×{r.multiplier}",
                dealer=plain(r.dealer),
                winner=f"**{plain(r.winner)}**",
                results=results,
            )
        )


def totals_section(view: LedgerView) -> None:
    game = view.game
    st.header(t("game-totals-header"))
    player, stakes, money = (t(f"game-column-{c}") for c in ("player-heading", "stakes", "money"))
    rows = [
        {
            player: name,
            stakes: stakes_text(view.totals[name], sign=True),
            money: money_label(view.money[name], game.currency, sign=True),
        }
        for name in game.players
    ]
    with st.container(key="game_totals_table"):
        st.dataframe(rows, hide_index=True)
    stake = money_label(game.stake, game.currency)
    st.caption(t("game-totals-caption", stake=plain(stake)))


def chart_section(view: LedgerView) -> None:
    if view.rounds:
        money = st.toggle(t("game-chart-money"), key="game_chart_money")
        show_chart(cumulative_figure(view, money=money), key="game_chart", alt=cumulative_alt(view))


def payments_section(view: LedgerView) -> None:
    st.header(t("game-payments-header"))
    if not view.payments:
        st.caption(t("game-nobody-owes"))
        return
    lines = [
        "- "
        + ledger_message(
            "payment",
            payer=f"**{plain(p.payer)}**",
            payee=f"**{plain(p.payee)}**",
            amount=stakes_text(p.stakes),
            stakes=p.stakes,
            money=plain(money_label(p.money, view.game.currency)),
        )
        for p in view.payments
    ]
    st.markdown("\n".join(lines))
    st.caption(ledger_message("transfers", count=len(view.payments)))


def edit_section(store: LedgerStore, view: LedgerView) -> None:
    game = view.game
    with st.expander(t("game-edit-expander")):
        numbers = [r.number for r in view.rounds]
        number = st.selectbox(
            t("game-column-round"),
            numbers,
            key="game_edit_pick",
            format_func=localized(lambda n: t("game-round-header", number=n)),
        )
        if number is None:
            return
        current = view.rounds[number - 1]
        loaded = (game.id, number, current.record.model_dump_json())
        if ss.get(EDIT_LOADED_KEY) != loaded:
            load_into_form(EDIT_FORM, current.record)
            ss[EDIT_LOADED_KEY] = loaded
        st.caption(t("game-edit-caption", number=number, dealer=plain(current.dealer)))
        record = round_form(
            EDIT_FORM,
            view.rules,
            initial=current.record,
            fixed_players=list(game.players),
            dealer=current.dealer,
            submit=t("game-edit-save", number=number),
            submit_key="game_edit_save",
        )
        if record is None:
            return
        try:
            store.edit_round(game.id, number, record, expect=shown_before(game.id))
        except (HoolaError, ValueError) as e:
            show_error(e)
            return
        ss.pop(EDIT_LOADED_KEY, None)
        flash(ledger_message("round-changed", number=number))
        st.rerun()


def rename_section(store: LedgerStore, view: LedgerView) -> None:
    """Rename a player (a name mistyped at the start): the seating and every round take the
    new name; the totals stay the same."""
    game = view.game
    with st.expander(t("game-rename-expander")):
        old = st.selectbox(
            t("game-rename-who"), list(game.players), key="game_rename_who", format_func=str
        )
        new = st.text_input(t("game-rename-new"), key="game_rename_new", max_chars=NAME_MAX)
        if not st.button(t("game-rename-button"), key="game_rename_save", disabled=not new.strip()):
            return
        try:
            renamed = store.rename_player(game.id, old, new, expect=shown_before(game.id))
        except (HoolaError, ValueError) as e:
            show_error(e)
            return
        now = renamed.players[game.players.index(old)]
        rename_in_form(ADD_FORM, old, now)
        ss.pop(UNDONE_KEY, None)  # a round taken back names the old player: not put back
        ss.pop("game_rename_new", None)
        flash(ledger_message("player-renamed", old=old, new=now))
        st.rerun()


def actions_section(store: LedgerStore, view: LedgerView) -> None:
    game = view.game
    st.header(t("game-actions-header"))
    cols = st.columns(3)
    asking = ss.get(UNDO_CONFIRM_KEY) == (game.id, len(view.rounds))
    if cols[0].button(t("game-undo-button"), key="game_undo", disabled=not view.rounds or asking):
        ss[UNDO_CONFIRM_KEY] = (game.id, len(view.rounds))
        ss[UNDO_SCROLL_KEY] = True
        ss.pop(UNDONE_KEY, None)
        st.rerun()
    slug = re.sub(r"[^A-Za-z0-9]+", "-", game.name).strip("-").lower() or "game"
    cols[1].download_button(
        t("game-export-json"),
        export_json(game),
        file_name=f"{slug}.json",
        mime="application/json",
        key="game_export_json",
    )
    cols[2].download_button(
        t("game-export-csv"),
        export_csv(game, view, csv_heading),
        file_name=f"{slug}.csv",
        mime="text/csv",
        key="game_export_csv",
    )
    with st.container(key="game_undo_status"):
        undo_status(store, view)
    if isinstance(store, ClubLedger):
        share_section(store, game)

    if not ss.get(CONFIRM_KEY):
        if st.button(t("game-delete-button"), key="game_delete"):
            ss[CONFIRM_KEY] = game.id
            st.rerun()
        return
    name = f"**{plain(game.name)}**"
    st.warning(ledger_message("delete-game", name=name, rounds=len(view.rounds)))
    cols = st.columns(2)
    if cols[0].button(t("game-delete-confirm"), key="game_delete_confirm", type="primary"):
        store.delete_game(game.id)
        set_open_game(None)
        flash(ledger_message("game-deleted", name=game.name))
        st.rerun()
    if cols[1].button(t("game-delete-cancel"), key="game_delete_cancel"):
        ss.pop(CONFIRM_KEY, None)
        st.rerun()


def undo_status(store: LedgerStore, view: LedgerView) -> None:
    """Beside the Undo button: the question before the last round is removed, and after it
    the result with a way to put the round back (nothing is lost at one tap)."""
    game = view.game
    if ss.get(UNDO_CONFIRM_KEY) == (game.id, len(view.rounds)) and view.rounds:
        last = view.rounds[-1]
        st.warning(
            t(
                "game-undo-question",
                number=last.number,
                winner=f"**{plain(last.winner)}**",
                ending=plain(ending_name(last.ending, last.perfect)),
            )
        )
        cols = st.columns(2)
        if cols[0].button(
            t("game-undo-confirm", number=last.number), key="game_undo_confirm", type="primary"
        ):
            ss.pop(UNDO_CONFIRM_KEY, None)
            try:
                store.undo_last_round(game.id, expect=shown_before(game.id))
            except (HoolaError, ValueError) as e:
                show_error(e)
                return
            ss[UNDONE_KEY] = (game.id, len(view.rounds) - 1, last.record.to_json())
            ss[UNDO_SCROLL_KEY] = True
            st.rerun()
        if cols[1].button(t("game-undo-cancel"), key="game_undo_cancel"):
            ss.pop(UNDO_CONFIRM_KEY, None)
            st.rerun()
        scroll_once()
        return
    restored = ss.pop(RESTORED_KEY, None)
    if restored == (game.id, len(view.rounds)):
        show_message(t("game-undo-restored", number=len(view.rounds)), kind="success")
        scroll_once()
    undone = ss.get(UNDONE_KEY)
    if not undone or undone[:2] != (game.id, len(view.rounds)):
        return
    number = len(view.rounds) + 1
    cols = st.columns([3, 2], vertical_alignment="center")
    with cols[0]:
        show_message(ledger_message("round-removed", number=number), kind="success")
    if cols[1].button(t("game-undo-restore", number=number), key="game_undo_restore"):
        ss.pop(UNDONE_KEY, None)
        try:
            store.add_round(game.id, RoundRecord.load(undone[2]), expect=shown_before(game.id))
        except (HoolaError, ValueError) as e:
            show_error(e)
            return
        ss[RESTORED_KEY] = (game.id, number)
        ss[UNDO_SCROLL_KEY] = True
        st.rerun()
    scroll_once()


def scroll_once() -> None:
    """Bring the undo question or result into view once, after the tap that asked for it."""
    if ss.pop(UNDO_SCROLL_KEY, False):
        scroll_into_view("game_undo_status")


def share_section(store: ClubLedger, game: Game) -> None:
    """Club mode: a read-only link to this game, for the other players of the night."""
    with st.expander(t("game-share-expander")):
        if st.button(t("game-share-button"), key="game_share"):
            ss[SHARE_KEY] = {game.id: store.share(game.id)}
        token = ss.get(SHARE_KEY, {}).get(game.id)
        if token:
            base = str(st.context.url or "").split("?", 1)[0]
            st.code(f"{base}?{SHARE_PARAM}={token}", language=None)
            st.caption(t("game-share-caption"))
            if st.button(t("game-unshare-button"), key="game_unshare"):
                store.stop_sharing(game.id)
                ss.pop(SHARE_KEY, None)
                st.rerun()


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
        view = ledger(game)
    except HoolaError as e:
        show_error(ledger_message("game-broken", error=e))
        return
    status_section(view)
    rounds_table(view)
    chart_section(view)
    slug = re.sub(r"[^A-Za-z0-9]+", "-", game.name).strip("-").lower() or "game"
    st.download_button(
        t("game-export-csv"),
        export_csv(game, view, csv_heading),
        file_name=f"{slug}.csv",
        mime="text/csv",
        key="game_export_csv",
    )


def open_game_page(store: LedgerStore, game: Game) -> None:
    st.header(plain(game.name, one_line=True))
    if st.button(t("game-close-button"), key="game_close"):
        set_open_game(None)
        st.rerun()
    rules = game.rules_in_force()
    stake = money_label(game.stake, game.currency)
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
        view = ledger(game)
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


def actions_section_broken(store: LedgerStore, game: Game) -> None:
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
