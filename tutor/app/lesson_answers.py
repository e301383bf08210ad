"""A graded lesson step's answer: its widget (yes or no, a choice, cards tapped, a number),
the value read back from it as a code, and whether an answer is the one already checked.
Used by :mod:`tutor.app.pages.lessons`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

import streamlit as st

from tutor.app.widgets import pill_text, touch_pills
from tutor.engine.cards import Card, parse_cards
from tutor.teach import lessons as L
from tutor.words import t
from tutor.words.values import name_text

ss = st.session_state


YES_NO = L.IsMeldStep | L.BlastStep | L.KnockStep | L.FourSevensStep | L.GoingOutStep
YES_NO_CHOICES = ["yes", "no"]  # a yes/no question's options, as codes (shown as words)


def _card_pills(
    label: str, cards: Sequence[Card], key: str, mode: Literal["single", "multi"]
) -> None:
    """The hand as pills to tap (one card or several), each kept as its code."""
    touch_pills(
        label,
        [str(c) for c in cards],
        key,
        format_func=lambda c: pill_text(Card.parse(c)),
        selection_mode=mode,
    )


def answer_widget(step: L.GradedStep, key: str) -> None:
    """The widget for this kind of question; its value is read back by :func:`answer_value`."""
    index = 0 if key in ss else None  # 0 is the default: a fresh question has no answer
    if isinstance(step, L.PickMeldStep):
        _card_pills(t("lessons-pick-meld"), step.hand_cards(), key, "multi")
        return
    if isinstance(step, L.PositionStep) and step.ask in ("discard", "safe-discard"):
        _card_pills(t("lessons-your-discard"), parse_cards(step.hand), key, "single")
        return
    if isinstance(step, YES_NO):
        st.radio(
            t("lessons-your-answer"),
            YES_NO_CHOICES,
            key=key,
            horizontal=True,
            format_func=lambda c: t(f"lessons-{c}"),
            index=index,
        )
        return
    choices = step.choices() if hasattr(step, "choices") else None
    if choices:
        # a player (a name of the cast) in the language in force; any other choice as it is
        label = (
            (lambda c: position_choice(step, c)) if isinstance(step, L.PositionStep) else name_text
        )
        st.radio(
            t("lessons-your-answer"),
            choices,
            key=key,
            horizontal=True,
            format_func=label,
            index=index,
        )
        return
    quarter = isinstance(step, L.PayoutStep) and step.ask == "compensation"
    # A whole stake is asked as an int (the widget keeps the type of its bounds); "min" is the
    # default value, None a fresh question's empty box.
    least: float = 0.0 if quarter else 0
    step_by: float = 0.25 if quarter else 1
    value: Literal["min"] | None = "min" if key in ss else None
    st.number_input(t("lessons-your-answer"), min_value=least, step=step_by, key=key, value=value)


def position_choice(step: L.PositionStep, choice: str) -> str:
    """A position's choice in words; taking the discard names the card: "Take the 8♠"."""
    card = step.top() if choice == L.TAKE else None
    return t("lessons-choice", choice=choice, card=card)


def answer_value(step: L.GradedStep, raw: Any) -> Any:
    """The learner's answer as the grader takes it (a code, never a label), or ``None``
    when nothing is chosen."""
    if raw is None or raw == []:
        return None
    if isinstance(step, YES_NO):
        return raw == "yes"
    return raw


def same_answer(checked: Any, now: Any) -> bool:
    """Whether the answer on screen is the one a verdict was given for (cards picked count
    as the same set, whatever the order they were tapped in; no pick is no answer)."""
    checked, now = (None if v == [] else v for v in (checked, now))
    if isinstance(checked, list | tuple) and isinstance(now, list | tuple):
        return sorted(map(str, checked)) == sorted(map(str, now))
    return checked == now
