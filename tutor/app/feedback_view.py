"""Showing a verdict and the hints taken, the same way in lessons and in the quiz.

A right answer: short praise, the answer's title and one line of why. A first miss: "Not
yet — try again" with what the engine says about the learner's own choice, never the answer.
The full answer: the engine's answer with every reason. Hints: a nudge, the rule (linked
into the Rule book), the answer. A lesson's reasons, headings and answers are data, written
by the words layer (:func:`tutor.words.quiz.line`, which also writes a quiz's answer,
settlement steps and lines of several reasons), a number too high or low by
:func:`tutor.words.progress.number_note`; ``text`` makes a sentence safe Markdown. Every
word of the page's own is the catalog's (``feedback-…``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import streamlit as st

from tutor.app.citations import cite
from tutor.app.safe import plain
from tutor.teach.attempts import Feedback, Hint
from tutor.words import t
from tutor.words.progress import number_note
from tutor.words.quiz import line

Text = Callable[[Any], str]
"""How a page writes one thing said (data or a sentence) as safe Markdown: :func:`written`,
or the quiz's, which also links the rules cited."""


def words(said: Any) -> str:
    """One thing a verdict says, in words: data (a reason, a rule line, a note, a quiz's
    answer, a settlement step, a line of several) written in the visitor's language; a
    sentence (a lesson's own nudge) as it is."""
    return line(said)


def written(said: Any) -> str:
    """One thing said, in words, escaped for Markdown."""
    return plain(words(said))


def bullets(lines: Sequence[Any], text: Text) -> str:
    return "\n".join(f"- {text(line)}" for line in lines)


def show_hints(hints: Sequence[Hint], taken: int, text: Text) -> None:
    """The first ``taken`` rungs of the ladder, in order."""
    for n, hint in enumerate(hints[:taken], 1):
        said = text(hint.text)
        if hint.rung == "nudge":
            st.info(t("feedback-hint-nudge", n=n, of=len(hints), hint=said), icon="💡")
        elif hint.rung == "rule":
            more = t("feedback-read-rule", link=cite(hint.point)) if hint.point else ""
            st.info(t("feedback-hint-rule", n=n, of=len(hints), hint=said) + more, icon="📘")
        else:
            answer = text(hint.answer or "")
            st.info(
                t("feedback-hint-answer", n=n, of=len(hints), answer=answer, hint=said),
                icon="🎯",
            )


def show_right(fb: Feedback, text: Text, stars: int | None = None) -> None:
    praise = t("feedback-praise", stars=stars or 2)
    tail = t("feedback-step-stars", stars=f"{'★' * stars}{'☆' * (3 - stars)}") if stars else ""
    title, why = text(fb.title), text(fb.why)
    st.success(t("feedback-right", praise=praise, title=title, why=why) + tail, icon="✅")


def show_retry(
    fb: Feedback, text: Text, *, hints_left: bool = True, answer_shown: bool = False
) -> None:
    """A miss: what is wrong with the answer; the way on is a hint while one is left, else
    Show answer (never "take a hint" with every hint taken); once the answer is shown
    (``answer_shown``: the hints taken after the miss reached it), where it is."""
    lines = [text(line) for line in fb.choice]
    if fb.direction:
        lines.append(text(number_note("too-high" if fb.direction == "high" else "too-low")))
    what = "\n".join(f"- {line}" for line in lines) if lines else text(number_note("look-again"))
    msg_id = "feedback-retry" if hints_left else "feedback-retry-no-hints"
    if answer_shown:
        msg_id = "feedback-retry-answer-shown"
    st.warning(t(msg_id, what=what), icon="🔁")


def show_answer(fb: Feedback, text: Text) -> None:
    answer, title = text(fb.expected), text(fb.title)
    st.error(
        t("feedback-answer", answer=answer, title=title) + "\n\n" + bullets(fb.reasons, text),
        icon="📖",
    )
