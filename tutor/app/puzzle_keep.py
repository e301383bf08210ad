"""Puzzles in the app outside their page: a learner's mistakes from a graded practice round
kept as personal puzzles (the practice table calls :func:`keep_mistakes` when it grades a
round), and the puzzle of the day on Home (:func:`daily_link`)."""

from __future__ import annotations

from datetime import UTC, datetime

import streamlit as st

from tutor.app.learner import learner_param, public, selected_learner, store_quietly
from tutor.app.page_paths import page_file
from tutor.app.safe import plain
from tutor.play import Review, Round
from tutor.play.puzzles.personal import from_review
from tutor.play.puzzles.pick import daily
from tutor.play.puzzles.progress import keep
from tutor.play.puzzles.puzzle import pool
from tutor.store.progress import StoreUnavailable
from tutor.words import t
from tutor.words.puzzles import theme_label

KEPT = "puzzle_kept_note"
DAILY_PARAM = "daily"


def keep_mistakes(r: Round, seat: str, rv: Review) -> None:
    """Save the clear and serious mistakes of ``seat`` in the graded round ``r`` as the
    chosen learner's personal puzzles; the page then says how many were kept."""
    learner = selected_learner()
    store = store_quietly() if learner else None
    if store is None or learner is None:
        return
    puzzles = from_review(r, seat, rv, seed=r.seed)
    if not puzzles:
        return
    try:
        keep(store, learner, puzzles)
    except StoreUnavailable as e:
        st.session_state[KEPT] = ("puzzle-page-unsaved", {"why": public(e)})
        return
    st.session_state[KEPT] = ("puzzle-page-saved", {"count": len(puzzles)})


def kept_note() -> None:
    """Say how many mistakes of the last graded round were kept as puzzles."""
    note = st.session_state.get(KEPT)
    if note:
        msg_id, values = note
        st.caption(plain(t(msg_id, **values)))


def daily_link() -> None:
    """Home's puzzle of the day: its theme and a link that opens it."""
    p = daily(pool(), datetime.now(UTC).date())
    if p is None:
        return
    with st.container(border=True, key="home_daily_puzzle"):
        st.markdown(f"**{plain(t('puzzle-home-daily', theme=theme_label(p.theme)))}**")
        st.page_link(
            page_file("puzzles"),
            label=t("puzzle-home-open"),
            icon="🧩",
            query_params={**learner_param(), DAILY_PARAM: "1"},
        )
