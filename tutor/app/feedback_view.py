"""Showing a verdict and the hints taken, the same way in lessons and in the quiz.

A right answer: short praise, the answer's title and one line of why. A first miss: "Not
yet — try again" with what the engine says about the learner's own choice, never the answer.
The full answer: the engine's answer with every reason. Hints: a nudge, the rule (linked
into the Rule book), the answer. What a verdict says is data (reasons, the rule's line, a
quiz's answer), written in the visitor's language by the words layer
(:func:`tutor.words.quiz.line`), a number too high or low by
:func:`tutor.words.progress.number_note`; ``text`` makes a sentence safe Markdown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import streamlit as st

from tutor.app.citations import cite
from tutor.teach.attempts import Feedback, Hint
from tutor.words import t
from tutor.words.progress import number_note
from tutor.words.quiz import line

Text = Callable[[str], str]


def words(said: Any) -> str:
    """One thing a verdict says, in words (a sentence already given stays as it is)."""
    return line(said)


def bullets(lines: Sequence[Any], text: Text) -> str:
    return "\n".join(f"- {text(words(line))}" for line in lines)


def show_hints(hints: Sequence[Hint], taken: int, text: Text) -> None:
    """The first ``taken`` rungs of the ladder, in order."""
    for n, hint in enumerate(hints[:taken], 1):
        said = text(words(hint.text))
        if hint.rung == "nudge":
            head = t("check-hint-nudge", n=n, of=len(hints))
            st.info(f"**{head}** {said}", icon="💡")
        elif hint.rung == "rule":
            head = t("check-hint-rule", n=n, of=len(hints))
            more = f" {t('check-read-point', point=cite(hint.point))}" if hint.point else ""
            st.info(f"**{head}** {said}{more}", icon="📘")
        else:
            head = t("check-hint-answer", n=n, of=len(hints))
            answer = text(words(hint.answer or ""))
            st.info(f"**{head}** **{answer}** ({said})", icon="🎯")


def show_right(fb: Feedback, text: Text, stars: int | None = None) -> None:
    praise = t("check-praise", stars=stars or 2)
    tail = f"\n\n{t('check-stars', stars='★' * stars + '☆' * (3 - stars))}" if stars else ""
    title = text(words(fb.title))
    st.success(f"**{praise}** {title}. {text(words(fb.why))}{tail}", icon="✅")


def show_retry(fb: Feedback, text: Text) -> None:
    lines = [text(words(line)) for line in fb.choice]
    if fb.direction:
        lines.append(text(number_note("too-high" if fb.direction == "high" else "too-low")))
    what = "\n".join(f"- {line}" for line in lines) if lines else text(number_note("look-again"))
    st.warning(
        f"**{t('check-not-yet')}**\n\n{what}\n\n{t('check-change-answer')}",
        icon="🔁",
    )


def show_answer(fb: Feedback, text: Text) -> None:
    head = t("check-the-answer", answer=text(words(fb.expected)))
    st.error(
        f"**{head}** — {text(words(fb.title))}.\n\n{bullets(fb.reasons, text)}",
        icon="📖",
    )
