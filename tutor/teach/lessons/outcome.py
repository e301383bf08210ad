"""What the engine answers to a lesson's question (:class:`Outcome`) and how a learner's
answer is graded (:class:`Grade`): values with their reasons as data, worded by the explainer
(:mod:`tutor.words.lessons`)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from tutor.engine.reasons import FrozenDict
from tutor.teach.lesson_reasons import GradeCode, LessonReason, Said, TitleCode, said
from tutor.words.engine import verdict_title
from tutor.words.lessons import say, say_all


class Frozen(BaseModel):
    """A lesson model: immutable, and no field it does not name."""

    model_config = ConfigDict(frozen=True, extra="forbid")


Answer = bool | int | float | str
"""A stored or engine answer: yes/no, a number, a name or cards as text."""


_GRADE_POINTS: dict[str, str] = {
    "refused": "", "no-meld": "3", "owes-nothing": "6.4", "not-cards": "2",
    "not-in-hand": "3", "discard-used": "4.1", "discard-left-out": "4.1",
}  # fmt: skip
"""The rule-book point of each :data:`GradeCode` (none for the engine's refusal)."""


def grade_reason(code: GradeCode, values: dict[str, Any]) -> LessonReason:
    return said(code, _GRADE_POINTS[code], **values)


class Outcome(Frozen):
    """The engine's answer to one question under one rule set. ``why``: what it rests on,
    as data (the engine's reasons and the lesson's own, :data:`Said`); ``reasons``: the same
    in words. ``value`` is ``None`` when the engine refuses the question under these rules;
    ``error`` then says why, ``code`` (``refused``, ``no-meld`` or ``owes-nothing``) and
    ``values`` (``error``: the engine's code) say it as data. ``more``: every settlement
    step of a payout, where ``why`` holds only those about the player asked about.
    ``heading``: the ``title`` as data (a ``lesson-title`` reason, worded by the explainer),
    ``None`` when the title is the engine's own verdict title."""

    value: Answer | None
    shown: str
    title: str
    why: tuple[Said, ...]
    heading: LessonReason | None = None
    more: tuple[Said, ...] = ()
    error: str | None = None
    code: GradeCode | None = None
    values: FrozenDict[str, Any] = FrozenDict()

    @property
    def reasons(self) -> list[str]:
        """The reasons in words (:func:`tutor.words.lessons.say`)."""
        return list(say_all(self.why))

    @property
    def details(self) -> list[str]:
        """Every settlement step in words (a payout's, else none)."""
        return list(say_all(self.more))


class Grade(Frozen):
    """A learner's answer graded by the engine: right or wrong, the engine's answer, and the
    engine's reasons (given whether the learner was right or not). ``code`` and ``values``:
    what the lesson itself says about the answer (:data:`GradeCode`), ``None`` when the
    engine's reasons say it all."""

    correct: bool
    expected: Answer | None
    expected_text: str
    title: str
    why: tuple[Said, ...]
    heading: LessonReason | None = None
    code: GradeCode | None = None
    values: FrozenDict[str, Any] = FrozenDict()

    @property
    def reasons(self) -> list[str]:
        """The reasons in words (:func:`tutor.words.lessons.say`)."""
        return list(say_all(self.why))


def titled(code: TitleCode, **values: Any) -> dict[str, Any]:
    """An answer's ``title`` in the explainer's words and its ``heading`` (the same as
    data), to pass to :class:`Outcome` or :class:`Grade`."""
    heading = said(code, "", **values)
    return {"title": say(heading), "heading": heading}


def shown_text(code: TitleCode) -> str:
    """The answer shown when there is none (``shown-none``, ``shown-no-meld``)."""
    return say(said(code, ""))


def yes_no(value: bool) -> str:
    return "Yes" if value else "No"


def error_values(error: Exception) -> dict[str, Any]:
    """An engine error as values: its ``code`` as ``error``, and its own values."""
    values = dict(getattr(error, "values", {}) or {})
    return {**values, "error": getattr(error, "code", None)}


def refused(error: Exception) -> Outcome:
    """The engine's refusal (``error``, kept as ``cause`` in the reason)."""
    return refusal(grade_reason("refused", {"cause": error}), error_values(error))


def refusal(reason: LessonReason, values: dict[str, Any]) -> Outcome:
    """No answer under these rules, for ``reason`` (its code is the outcome's ``code``)."""
    return Outcome(
        value=None,
        shown=shown_text("shown-none"),
        **titled("title-refused"),
        why=(reason,),
        error=say(reason),
        code=reason.code,  # type: ignore[arg-type]
        values=values,
    )


def verdict_titled(kind: str) -> dict[str, Any]:
    """An answer's ``title`` when it is the engine's verdict title (``heading`` ``None``)."""
    return {"title": verdict_title(kind)}
