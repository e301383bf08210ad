"""Marking a learner's response against the engine's answer, whatever the kind: by the
question's answer form (a choice, several choices, a number), or by the kind's own ``mark``
(the cards kept in hand after the best arrangement)."""

from __future__ import annotations

import re
from typing import Any

from tutor.teach.quiz.notes import feedback
from tutor.teach.quiz.question import Marked, Question, QuizError, QuizGrade
from tutor.teach.quiz.registry import KINDS
from tutor.teach.quiz.rule_lines import point_of_rule


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
    marked = Marked(False, None)
    if form == "choice":
        text = str(response or "").strip()
        correct = text.casefold() == str(question.answer).casefold()
        read: Any = text or None
    elif form == "multi":
        picked = _choices_of(response)
        expected = set(question.answer) if isinstance(question.answer, tuple) else set()
        correct = {p.casefold() for p in picked} == {e.casefold() for e in expected}
        read = picked or None
    elif form == "number":
        read = _number(response)
        correct = read is not None and read == float(str(question.answer))
    else:
        mark = KINDS[question.kind].mark
        if mark is None:
            raise QuizError("cannot-mark", kind=question.kind, form=form)
        marked = mark(question, response)
        correct, read = marked.correct, marked.response
    point = point_of_rule(question.rule).removeprefix("§")
    if correct:
        said = feedback("right", point, praise=question.seed, answer=question.answer_text)
    else:
        said = feedback(
            "not-quite",
            point,
            form=form,
            response=read,
            answer=question.answer_text,
            problem=marked.problem,
        )
    return QuizGrade(
        correct=correct,
        expected_text=question.answer_text,
        response=read,
        feedback=said,
        explanation=(*question.explanation[:1], *marked.notes, *question.explanation[1:]),
        rule=point_of_rule(question.rule),
        why=marked.why,
        problem=marked.problem,
        error_code=marked.error_code,
        said=marked.said,
    )
