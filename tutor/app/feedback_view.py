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
from tutor.words.lessons import say
from tutor.words.progress import number_note

Text = Callable[[str], str]
PRAISE = {3: "Right first time!", 2: "Right!", 1: "Done."}


def words(said: Any) -> str:
    """One thing a verdict says, in words: a lesson's reasons are data (worded by the
    explainer), the quiz's are sentences already."""
    return said if isinstance(said, str) else say(said)


def bullets(lines: Sequence[Any], text: Text) -> str:
    return "\n".join(f"- {text(words(line))}" for line in lines)


def show_hints(hints: Sequence[Hint], taken: int, text: Text) -> None:
    """The first ``taken`` rungs of the ladder, in order."""
    for n, hint in enumerate(hints[:taken], 1):
        head = f"**Hint {n} of {len(hints)}"
        if hint.rung == "nudge":
            st.info(f"{head}.** {text(hint.text)}", icon="💡")
        elif hint.rung == "rule":
            more = f" Read {cite(hint.point)} in the Rule book." if hint.point else ""
            st.info(f"{head}: the rule.** {text(hint.text)}{more}", icon="📘")
        else:
            answer = text(hint.answer or "")
            st.info(f"{head}: the answer.** **{answer}** ({text(hint.text)})", icon="🎯")


def show_right(fb: Feedback, text: Text, stars: int | None = None) -> None:
    praise = PRAISE.get(stars or 2, "Right!")
    tail = f"\n\n{'★' * stars}{'☆' * (3 - stars)} for this step" if stars else ""
    st.success(f"**{praise}** {text(fb.title)}. {text(words(fb.why))}{tail}", icon="✅")


def show_retry(fb: Feedback, text: Text) -> None:
    lines = [text(words(line)) for line in fb.choice]
    if fb.direction:
        lines.append(text(number_note("too-high" if fb.direction == "high" else "too-low")))
    what = "\n".join(f"- {line}" for line in lines) if lines else text(number_note("look-again"))
    st.warning(
        f"**Not yet — try again.**\n\n{what}\n\nChange your answer and press **Check**, "
        "or take a hint.",
        icon="🔁",
    )


def show_answer(fb: Feedback, text: Text) -> None:
    st.error(
        f"**The answer: {text(fb.expected)}** — {text(fb.title)}.\n\n{bullets(fb.reasons, text)}",
        icon="📖",
    )
