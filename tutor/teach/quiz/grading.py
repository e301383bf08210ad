"""Marking a learner's response against the engine's answer, whatever the kind: by the
question's answer form (a choice, several choices, a number), or by the kind's own ``mark``
(the cards kept in hand after the best arrangement)."""

from __future__ import annotations

import re
from typing import Any

from tutor.teach.quiz.question import Marked, Question, QuizGrade
from tutor.teach.quiz.registry import KINDS
from tutor.teach.quiz.rule_lines import _rule_tag

_PRAISE = ("Right.", "Correct.", "Well done.", "Exactly.")


def _number(response: Any) -> float | None:
    if isinstance(response, bool):
        return None
    if isinstance(response, int | float):
        return float(response)
    if isinstance(response, str):
        try:
            return float(response.strip())
        except ValueError:
            return None
    return None


def _choices_of(response: Any) -> tuple[str, ...]:
    if response is None:
        return ()
    if isinstance(response, str):
        return tuple(p.strip() for p in re.split(r"[;,]", response) if p.strip())
    return tuple(str(r).strip() for r in response)


def grade(question: Question, response: Any) -> QuizGrade:
    """Mark ``response`` against the engine's answer to ``question``.

    ``response`` is a choice label (``choice``), labels (``multi``: any iterable, or text
    split at commas), a number or number text (``number``), or cards (``cards``: text such
    as ``"7h 2c"`` or an iterable of cards). An arrangement answer is right when the cards
    kept leave as few points as the best arrangement, whichever melds are laid.
    """
    form = question.answer_form
    marked = Marked(False, "")
    if form == "choice":
        text = str(response or "").strip()
        correct = text.casefold() == str(question.answer).casefold()
        shown = text or "no answer"
    elif form == "multi":
        picked = _choices_of(response)
        expected = set(question.answer) if isinstance(question.answer, tuple) else set()
        correct = {p.casefold() for p in picked} == {e.casefold() for e in expected}
        shown = ", ".join(picked) if picked else "none"
    elif form == "number":
        value = _number(response)
        correct = value is not None and value == float(str(question.answer))
        shown = "no number" if value is None else f"{value:g}"
    else:
        mark = KINDS[question.kind].mark
        if mark is None:
            raise ValueError(f"question kind {question.kind!r} cannot mark a {form!r} answer")
        marked = mark(question, response)
        correct, shown = marked.correct, marked.shown
    if correct:
        feedback = f"{_PRAISE[question.seed % len(_PRAISE)]} {question.answer_text}."
    else:
        feedback = f"Not quite: you answered {shown}; the answer is {question.answer_text}."
    return QuizGrade(
        correct=correct,
        expected_text=question.answer_text,
        response_text=shown,
        feedback=feedback,
        explanation=(*question.explanation[:1], *marked.notes, *question.explanation[1:]),
        rule=_rule_tag(question.rule),
        why=marked.why,
        problem=marked.problem,
        error_code=marked.error_code,
    )
