"""Puzzles: one decision of a real round at a time, near the learner's rating, of the
theme they choose (or their own mistakes); the position as the practice table shows it,
the hint ladder, the verdict with the reason and what each move is worth, the rating
change, and the next puzzle."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pandas as pd
import streamlit as st

from tutor.app.cards_view import CARD_CSS, hand_html
from tutor.app.citations import cite
from tutor.app.layout import preset_title
from tutor.app.learner import learner_panel, public, store_quietly
from tutor.app.phone import scroll_into_view
from tutor.app.puzzle_keep import DAILY_PARAM
from tutor.app.safe import plain, show_message
from tutor.app.table_view import TABLE_CSS, piles_html, seats_html
from tutor.engine.cards import sort_cards
from tutor.play.puzzles import progress as mine
from tutor.play.puzzles.pick import daily, next_puzzle
from tutor.play.puzzles.puzzle import Puzzle, pool, position
from tutor.play.puzzles.ratings import Skill, puzzle_start, update
from tutor.play.puzzles.themes import RULE_OF, THEMES
from tutor.store.progress import ProgressStore, StoreUnavailable
from tutor.words import render, t
from tutor.words.puzzles import (
    choice_text,
    hint_text,
    question,
    theme_label,
    verdict_text,
    worth_text,
)

ss = st.session_state
CURRENT = "puzzle_current"  # the puzzle on screen (its line)
THEME = "puzzle_theme"
HINT = "puzzle_hint_level"
ANSWER = "puzzle_answer"  # (puzzle id, choice, rating before, after, solved)
SEEN = "puzzle_seen"
GUEST_SKILL = "puzzle_guest_skill"  # a visitor without a learner keeps a rating this visit
MINE = "mine"
PUZZLE_PARAM = "puzzle"  # a link to one puzzle of the pool


def _theme() -> str | None:
    choice = ss.get(THEME)
    return choice if choice in (*THEMES, MINE) else None


def _store_and_learner() -> tuple[ProgressStore | None, str | None]:
    learner = learner_panel(fold=True)
    return (store_quietly() if learner else None), learner


def _skill(store: ProgressStore | None, learner: str | None) -> Skill:
    if store is not None and learner is not None:
        try:
            return mine.skill(store, learner)
        except StoreUnavailable:
            pass
    return ss.get(GUEST_SKILL, Skill())


def _choose(store: ProgressStore | None, learner: str | None) -> Puzzle | None:
    """The next puzzle for this learner and theme."""
    theme = _theme()
    seen = set(ss.get(SEEN, ()))
    rated = {}
    puzzles: list[Puzzle] | tuple[Puzzle, ...] = pool()
    if store is not None and learner is not None:
        try:
            rated = mine.ratings(store)
            seen |= {a.puzzle_id for a in store.puzzle_answers(learner)}
            if theme == MINE:
                puzzles = mine.personal(store, learner)
        except StoreUnavailable:
            pass
    elif theme == MINE:
        puzzles = []
    wanted = None if theme == MINE else theme
    return next_puzzle(
        puzzles, _skill(store, learner), wanted, seen, rated, random.randrange(1 << 30)
    )


def _linked(pid: object) -> Puzzle | None:
    """The pool's puzzle a link names (``?puzzle=<id>``), or ``None``."""
    if not isinstance(pid, str) or len(pid) > 16:
        return None
    return next((p for p in pool() if p.id == pid), None)


def _new(p: Puzzle | None) -> None:
    ss[CURRENT] = p.to_json() if p is not None else None
    ss[HINT] = 0
    ss.pop(ANSWER, None)


def _next(store: ProgressStore | None, learner: str | None) -> None:
    _new(_choose(store, learner))


def _current() -> Puzzle | None:
    from tutor.play.puzzles.puzzle import from_json

    line = ss.get(CURRENT)
    return from_json(line) if line else None


def _answer(p: Puzzle, choice: int, store: ProgressStore | None, learner: str | None) -> None:
    """Button callback: grade the answer and move the ratings (saved for a learner)."""
    hints = int(ss.get(HINT, 0))
    ss.setdefault(SEEN, []).append(p.id)
    if store is not None and learner is not None:
        try:
            a = mine.answer(store, learner, p, choice, hints)
            ss[ANSWER] = (p.id, choice, a.before.rating, a.after.rating, a.solved, None)
            return
        except StoreUnavailable as e:
            why = public(e)
        except ValueError as e:
            why = str(e)
    else:
        why = None
    solved = mine.solved(p, choice, hints)
    before = ss.get(GUEST_SKILL, Skill())
    after, _ = update(before, puzzle_start(p.rating), solved)
    ss[GUEST_SKILL] = after
    ss[ANSWER] = (p.id, choice, before.rating, after.rating, solved, why)


def _position(p: Puzzle) -> None:
    r = position(p)
    me = r.to_move or ""
    preset = str(p.rules.get("preset", ""))
    st.caption(plain(t("puzzle-page-rules", preset=preset_title(preset))))
    st.html(seats_html(r, me) + CARD_CSS + TABLE_CSS + piles_html(r))
    st.html(CARD_CSS + hand_html(sort_cards(r.hand_of[me]), label=t("puzzle-page-your-turn")))


def _choices(p: Puzzle, store, learner) -> None:
    answered = ss.get(ANSWER)
    done = answered is not None and answered[0] == p.id
    st.markdown(f"**{plain(question(p))}**")
    with st.container(key="puzzle_choices"):
        for i, move in enumerate(p.choices):
            st.button(
                choice_text(move),
                key=f"puzzle_choice_{i}",
                on_click=_answer,
                args=(p, i, store, learner),
                disabled=done,
                width="stretch",
            )


def _hints(p: Puzzle) -> None:
    level = int(ss.get(HINT, 0))
    answered = ss.get(ANSWER)
    if answered is None or answered[0] != p.id:
        st.button(
            t("puzzle-hint-button", level=level),
            key="puzzle_hint",
            on_click=lambda: ss.update({HINT: min(3, int(ss.get(HINT, 0)) + 1)}),
            disabled=level >= 3,
        )
    if level:
        with st.container(key="puzzle_hint_box"):
            for step in range(1, level + 1):
                where = f" ({cite(RULE_OF[p.theme])})" if step == 2 else ""
                st.info(plain(hint_text(p, step)) + where, icon="💡")


def _verdict(p: Puzzle) -> None:
    answered = ss.get(ANSWER)
    if answered is None or answered[0] != p.id:
        return
    _, choice, before, after, solved, why = answered

    def mine(i: int, move: str) -> str:
        """The learner's own move named so (the buttons above are all greyed now)."""
        return t("puzzle-your-move", move=move) if i == choice else move

    with st.container(key="puzzle_result"):
        right = choice == p.best
        box = st.success if right else st.error
        box(plain(verdict_text(p, choice)), icon="✅" if right else "❌")
        if right and not solved:
            st.caption(plain(t("puzzle-shown-answer")))
        st.markdown(plain(render(p.reason)) + f" ({cite(p.reason.point)})")
        change = f"{after - before:+d}"
        st.markdown(f"**{plain(t('puzzle-rating', rating=after, change=change))}**")
        if why:
            show_message(t("puzzle-page-unsaved", why=why), kind="warning")
        rows = [
            {t("puzzle-col-choice"): ("★ " if i == p.best else "") + mine(i, choice_text(m)),
             t("puzzle-col-worth"): worth_text(v)}
            for i, (m, v) in enumerate(zip(p.choices, p.values, strict=True))
        ]  # fmt: skip
        st.table(pd.DataFrame(rows).set_index(t("puzzle-col-choice")))
        st.caption(plain(t("puzzle-worth-note", deals=p.deals)))
    scroll_into_view("puzzle_result")


def render_page() -> None:
    st.title(t("puzzle-page-title"))
    st.caption(t("puzzle-page-intro"))
    store, learner = _store_and_learner()
    options = [None, *THEMES, MINE]
    st.selectbox(
        t("puzzle-page-theme"),
        options,
        format_func=theme_label,
        key=THEME,
        on_change=lambda: _new(None),
    )
    linked = _linked(st.query_params.get(PUZZLE_PARAM))
    if linked is not None:
        del st.query_params[PUZZLE_PARAM]
        _new(linked)
    if st.query_params.get(DAILY_PARAM) == "1":
        del st.query_params[DAILY_PARAM]
        _new(daily(pool(), datetime.now(UTC).date()))
        st.markdown(f"**{plain(t('puzzle-page-daily'))}**")
    if ss.get(CURRENT) is None:
        _next(store, learner)
    p = _current()
    if p is None:
        st.info(t("puzzle-page-mine-none" if _theme() == MINE else "puzzle-page-none"))
        return
    skill = _skill(store, learner)
    st.caption(plain(t("puzzle-rating-now", rating=skill.rating, deviation=skill.deviation)))
    _position(p)
    _hints(p)
    _choices(p, store, learner)
    _verdict(p)
    st.button(
        t("puzzle-page-next"),
        key="puzzle_next",
        on_click=_next,
        args=(store, learner),
        type="primary",
    )


render_page()
