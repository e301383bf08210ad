"""The game ledger's rounds as they are entered: who deals the next round and at what
multiplier, the next round's form (or its record pasted as JSON), and a saved round edited.

Each form is a fragment: a tap in it reruns the form alone, and the whole page runs again
only once a round is saved (the totals, the table and the chart change then). The edit
form is built only while its folder is open."""

from __future__ import annotations

import streamlit as st

from tutor.app.citations import cite
from tutor.app.lang import localized
from tutor.app.layout import mark_fragment_run
from tutor.app.ledger_state import EDIT_LOADED_KEY, SCROLL_KEY, flash, shown_before
from tutor.app.round_form import round_form
from tutor.app.round_model import clear_form, load_into_form
from tutor.app.safe import plain, show_error
from tutor.engine.errors import HoolaError
from tutor.engine.ledger import LedgerView, deciding_order, ledger
from tutor.engine.records import RoundRecord
from tutor.store.club_games import Games
from tutor.words import t
from tutor.words.ledger import (
    DealWhy,
    StakesNote,
    deal_line,
    dropout_line,
    ledger_message,
    stakes_line,
)

ss = st.session_state
ADD_FORM = "game_round"
EDIT_FORM = "game_edit_form"
CLEAR_ADD_KEY = "game_round_clear"
JSON_KEY = "game_round_json"


def next_round_panel(view: LedgerView) -> None:
    game, rules = view.game, view.rules
    number = len(view.rounds) + 1
    st.header(t("game-round-header", number=number))
    dealer = view.next_dealer
    deal_why: DealWhy = "first-dealer" if number == 1 else "won-last"
    order = [plain(n) for n in view.next_order]
    st.markdown(deal_line(f"**{plain(dealer)}**", deal_why, number - 1, rules.direction, order))
    if len(game.players) > 5:
        deciders = [plain(n) for n in deciding_order(game, dealer)]
        st.markdown(dropout_line(len(game.players) - 5, deciders, cite("7.6")))
    m = view.next_multiplier
    note: StakesNote = (
        "doubling-off" if not rules.hoola_doubles else "after-perfect" if m > 1 else "may-double"
    )
    st.markdown(stakes_line(note, f"**×{m}**", cite("6.5")))


def save_new_round(store: Games, view: LedgerView, record: RoundRecord | str) -> None:
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


@st.fragment
def round_entry(store: Games, view: LedgerView) -> None:
    """The next round's form: a fragment, so a tap in it reruns the form alone."""
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
    mark_fragment_run()


@st.fragment
def edit_section(store: Games, view: LedgerView) -> None:
    """A saved round changed: its form, filled from the round, is built only while the
    folder is open (a fragment: picking a round or typing in it reruns the folder alone)."""
    # A folder that keeps its state (open) across runs: an untracked one closed when a round
    # was picked, or a count typed, in it.
    with st.expander(t("game-edit-expander"), key="game_edit_folder", on_change="rerun") as folder:
        if folder.open:
            edit_form(store, view)
    mark_fragment_run()


def edit_form(store: Games, view: LedgerView) -> None:
    game = view.game
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
    ss[SCROLL_KEY] = True  # the confirmation, above, brought on screen
    flash(ledger_message("round-changed", number=number))
    st.rerun()
