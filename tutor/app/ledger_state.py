"""The game ledger's session: which game is open (in the link, ``?game=<id>``), the game as
the page last showed it (a change is checked against it), and the confirmation shown after
the next run. Shared by the ledger page and its sections."""

from __future__ import annotations

import streamlit as st

from tutor.app.fragments import fragment_run
from tutor.app.safe import show_message
from tutor.engine.ledger import Game
from tutor.store.ledger_store import Seen

ss = st.session_state
GAME_PARAM = "game"
OPEN_KEY = "game_id"
SHOWN_KEY = "game_shown"
SHOWN_BEFORE_KEY = "game_shown_before"
FLASH_KEY = "game_flash"
CONFIRM_KEY = "game_confirm_delete"
EDIT_LOADED_KEY = "game_edit_loaded"
SCROLL_KEY = "game_scroll_to_status"


def remember_shown(seen: Seen) -> Game:
    """Keep the game this run shows (with its version) and return it; the game the run
    before showed becomes :func:`shown_before`."""
    ss[SHOWN_BEFORE_KEY] = ss.get(SHOWN_KEY)
    ss[SHOWN_KEY] = seen
    return seen.game


def shown_before(game_id: str) -> Seen | None:
    """The game ``game_id`` as the page showed it before this run, which a change made now
    is checked against (the store refuses it, naming what changed, if another screen changed
    the game since). Never a game read in this run: that one already holds the other
    screen's change. A fragment's run reads none: the page still shows the last whole run's."""
    seen = ss.get(SHOWN_KEY if fragment_run() else SHOWN_BEFORE_KEY)
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
