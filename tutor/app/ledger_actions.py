"""The game ledger's actions on a whole game: rename a player, undo the last round (asked
first, and put back at one tap), export it, share it (club mode) and delete it (asked first).

Renaming is a fragment: choosing the player and typing the new name rerun the folder alone;
the whole page runs again once the name is changed."""

from __future__ import annotations

import re

import streamlit as st

from tutor.app.layout import mark_fragment_run
from tutor.app.ledger_rounds import ADD_FORM
from tutor.app.ledger_state import (
    CONFIRM_KEY,
    SCROLL_KEY,
    flash,
    set_open_game,
    shown_before,
)
from tutor.app.ledger_view import csv_heading, csv_value, ending_name
from tutor.app.phone import scroll_into_view
from tutor.app.round_model import rename_in_form
from tutor.app.safe import plain, show_error, show_message
from tutor.engine.errors import HoolaError
from tutor.engine.ledger import Game, LedgerView
from tutor.engine.records import NAME_MAX, RoundRecord
from tutor.store.club import ClubLedger
from tutor.store.club_games import Games
from tutor.store.game_file import export_csv, export_json
from tutor.words import t
from tutor.words.ledger import ledger_message
from tutor.words.money import sheet_money

ss = st.session_state
SHARE_PARAM = "share"  # a read-only link to one game: ``?share=<token>`` (club mode)
UNDO_CONFIRM_KEY = "game_confirm_undo"
"""(game id, rounds) while "Undo last round" waits for its confirmation."""
UNDONE_KEY = "game_undone"
"""(game id, rounds left, the removed round's JSON): shown with a Restore button."""
RESTORED_KEY = "game_restored"
UNDO_SCROLL_KEY = "game_undo_scroll"
RENAMED_KEY = "game_renamed"
SHARE_KEY = "game_share_token"


def file_slug(game: Game) -> str:
    """The game's name as a file name: ``friday-night``."""
    return re.sub(r"[^A-Za-z0-9]+", "-", game.name).strip("-").lower() or "game"


@st.fragment
def rename_section(store: Games, view: LedgerView) -> None:
    """Rename a player (a name mistyped at the start): the seating and every round take the
    new name; the totals stay the same. A fragment: the choices in the folder rerun it alone."""
    if ss.pop(RENAMED_KEY, False):  # written empty before the box is drawn: a box only
        ss["game_rename_new"] = ""  # forgotten kept the old name in the browser
    with st.expander(t("game-rename-expander"), key="game_rename_folder", on_change="rerun"):
        rename_form(store, view)
    mark_fragment_run()


def rename_form(store: Games, view: LedgerView) -> None:
    game = view.game
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
    ss[RENAMED_KEY] = True
    ss[SCROLL_KEY] = True  # the confirmation, above, brought on screen
    flash(ledger_message("player-renamed", old=old, new=now))
    st.rerun()


def actions_section(store: Games, view: LedgerView) -> None:
    game = view.game
    st.header(t("game-actions-header"))
    cols = st.columns(3)
    asking = ss.get(UNDO_CONFIRM_KEY) == (game.id, len(view.rounds))
    if cols[0].button(t("game-undo-button"), key="game_undo", disabled=not view.rounds or asking):
        ss[UNDO_CONFIRM_KEY] = (game.id, len(view.rounds))
        ss[UNDO_SCROLL_KEY] = True
        ss.pop(UNDONE_KEY, None)
        st.rerun()
    slug = file_slug(game)
    cols[1].download_button(
        t("game-export-json"),
        export_json(game),
        file_name=f"{slug}.json",
        mime="application/json",
        key="game_export_json",
    )
    cols[2].download_button(
        t("game-export-csv"),
        export_csv(game, view, csv_heading, csv_value, sheet_money),
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
    confirm, cancel = st.columns(2)
    if confirm.button(t("game-delete-confirm"), key="game_delete_confirm", type="primary"):
        store.delete_game(game.id)
        set_open_game(None)
        flash(ledger_message("game-deleted", name=game.name))
        st.rerun()
    if cancel.button(t("game-delete-cancel"), key="game_delete_cancel"):
        ss.pop(CONFIRM_KEY, None)
        st.rerun()


def undo_status(store: Games, view: LedgerView) -> None:
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
    note, restore = st.columns([3, 2], vertical_alignment="center")
    with note:
        show_message(ledger_message("round-removed", number=number), kind="success")
    if restore.button(t("game-undo-restore", number=number), key="game_undo_restore"):
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
