"""Answers a learner may give a quiz question, for the tests that answer every kind: the
AppTest of the four ways (tests/test_app_quiz.py) and the browser walk that checks each
result on screen (tests/browser/test_in_view.py)."""

from __future__ import annotations

from typing import Any

from tutor.teach.quiz import Question


def wrong_answer(q: Question) -> Any:
    """A wrong answer to ``q``, or ``None`` when there is none to give (melds to lay when
    none can be laid)."""
    if q.answer_form == "choice":
        return next(c for c in q.choices if c != q.answer)
    if q.answer_form == "number":
        return int(q.answer) + 1
    if q.answer_form == "cards":
        return tuple(q.answer)[:-1] if q.answer else None
    wrong = [c for c in q.choices if c not in q.answer]
    return wrong[:1] or list(q.answer)[:-1]
