"""Marking a learner's response against the engine's answer, whatever the kind: by the
question's answer form (a choice, several choices, a number), or by the kind's own ``mark``
(the cards kept in hand after the best arrangement)."""

from __future__ import annotations

import re
from typing import Any

from tutor.engine.reasons import Reason
from tutor.teach.quiz.notes import answer, feedback, told
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


def _choices_of(response: Any) -> tuple[Any, ...]:
    if response is None:
        return ()
    if isinstance(response, str):
        return tuple(p.strip() for p in re.split(r"[;,]", response) if p.strip())
    return tuple(r if isinstance(r, Reason) else str(r).strip() for r in response)


def _key(choice: Any) -> Any:
    """A choice as it is compared: a message by its code and values, a code, a name or a
    card's text regardless of case."""
    return choice if isinstance(choice, Reason) else str(choice).strip().casefold()


def _as_told(form: str, read: Any) -> Any:
    """The response as the feedback quotes it: a choice or choices as an ``answer-``
    message, a number, the cards; ``None`` when there was none."""
    if read is None or read == ():
        return None
    if form in ("choice", "multi"):
        return told(form, read)
    if form == "cards":  # the melds laid, in order
        return answer("laid", melds=tuple(read))
    return read


def grade(question: Question, response: Any) -> QuizGrade:
    """Mark ``response`` against the engine's answer to ``question``, by code.

    ``response`` is a choice (``choice``: a code, a name, a card's text or a choice
    message, as in ``question.choices``), choices (``multi``: any iterable, or codes split
    at commas), a number or number text (``number``), or melds (``cards``: text such as
    ``"9d 10d Jd; 4c 4h 4s"`` or a sequence of melds, in the order laid). An arrangement
    answer is right when the melds laid leave as few points as the best arrangement,
    whichever melds they are. Reading a
    label a learner typed is the words layer's job (:func:`tutor.words.quiz.read_choice`).
    """
    form = question.answer_form
    marked = Marked(False, None)
    if form == "choice":
        if isinstance(response, Reason):
            read: Any = response
        else:
            read = str(response or "").strip() or None
            match = [c for c in question.choices if read is not None and _key(c) == _key(read)]
            read = match[0] if match else read
        correct = read is not None and _key(read) == _key(question.answer)
    elif form == "multi":
        picked = _choices_of(response)
        by_key = {_key(c): c for c in question.choices}
        picked = tuple(by_key.get(_key(p), p) for p in picked)
        expected = question.answer if isinstance(question.answer, tuple) else ()
        correct = {_key(p) for p in picked} == {_key(e) for e in expected}
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
        said = feedback("right", point, praise=question.seed, answer=question.answer_said)
    else:
        said = feedback(
            "not-quite",
            point,
            form=form,
            response=_as_told(form, read),
            answer=question.answer_said,
            problem=marked.problem,
        )
    return QuizGrade(
        correct=correct,
        expected=question.answer_said,
        response=read,
        feedback=said,
        explanation=(*question.explanation[:1], *marked.notes, *question.explanation[1:]),
        rule=point_of_rule(question.rule),
        why=marked.why,
        problem=marked.problem,
        error_code=marked.error_code,
        said=marked.said,
    )
