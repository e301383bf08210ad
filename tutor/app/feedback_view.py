"""Showing a verdict and the hints taken, the same way in lessons and in the quiz.

A right answer: short praise, the answer's title and one line of why. A first miss: "Not
yet — try again" with what the engine says about the learner's own choice, never the answer.
The full answer: the engine's answer with every reason. Hints: a nudge, the rule (linked
into the Rule book), the answer. A lesson's reasons are data, worded by the explainer
(:func:`tutor.words.lessons.say`), a number too high or low by
:func:`tutor.words.progress.number_note`; ``text`` makes a sentence safe Markdown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import streamlit as st

from tutor.app.citations import cite
from tutor.teach.attempts import Feedback, Hint
from tutor.words import t
from tutor.words.lessons import say
from tutor.words.progress import number_note

Text = Callable[[str], str]


def words(said: Any) -> str:
    """One thing a verdict says, in words: a lesson's reasons are data (worded by the
    explainer), the quiz's are sentences already."""
    return said if isinstance(said, str) else say(said)


def bullets(lines: Sequence[Any], text: Text) -> str:
    return "\n".join(f"- {text(words(line))}" for line in lines)


def show_hints(hints: Sequence[Hint], taken: int, text: Text) -> None:
    """The first ``taken`` rungs of the ladder, in order."""
    for n, hint in enumerate(hints[:taken], 1):
        where = {"n": n, "total": len(hints)}
        if hint.rung == "nudge":
            st.info(t("feedback-hint-nudge", **where, text=text(hint.text)), icon="💡")
        elif hint.rung == "rule":
            more = t("feedback-hint-read", cite=cite(hint.point)) if hint.point else ""
            st.info(t("feedback-hint-rule", **where, text=text(hint.text), more=more), icon="📘")
        else:
            answer = text(hint.answer or "")
            said = t("feedback-hint-answer", **where, answer=answer, text=text(hint.text))
            st.info(said, icon="🎯")


def show_right(fb: Feedback, text: Text, stars: int | None = None) -> None:
    said = t("feedback-right", stars=stars or 2, title=text(fb.title), why=text(words(fb.why)))
    if stars:
        said += "\n\n" + t("feedback-stars", stars="★" * stars + "☆" * (3 - stars))
    st.success(said, icon="✅")


def show_retry(fb: Feedback, text: Text) -> None:
    lines = [text(words(line)) for line in fb.choice]
    if fb.direction:
        lines.append(text(number_note("too-high" if fb.direction == "high" else "too-low")))
    what = "\n".join(f"- {line}" for line in lines) if lines else text(number_note("look-again"))
    parts = (t("feedback-not-yet"), what, t("feedback-change-answer"))
    st.warning("\n\n".join(parts), icon="🔁")


def show_answer(fb: Feedback, text: Text) -> None:
    head = t("feedback-answer", expected=text(fb.expected), title=text(fb.title))
    st.error(f"{head}\n\n{bullets(fb.reasons, text)}", icon="📖")
