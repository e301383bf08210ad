"""What the engine answers to a lesson's question (:class:`Outcome`) and how a learner's
answer is graded (:class:`Grade`): values with their reasons, heading and shown answer as
data (lesson :class:`~tutor.engine.reasons.Reason` values), written by the words layer."""

from __future__ import annotations

from typing import Any, get_args

from pydantic import BaseModel, ConfigDict

from tutor.engine.cards import Card
from tutor.engine.reasons import FrozenDict
from tutor.teach.lesson_reasons import GradeCode, Said, TitleCode, said


class Frozen(BaseModel):
    """A lesson model: immutable, and no field it does not name."""

    model_config = ConfigDict(frozen=True, extra="forbid")


Answer = bool | int | float | str
"""A stored or engine answer: yes/no, a number, a name, cards as text or a choice code."""


_GRADE_POINTS: dict[str, str] = {
    "refused": "", "no-meld": "3", "owes-nothing": "6.4", "not-cards": "2",
    "not-in-hand": "3", "discard-used": "4.1", "discard-left-out": "4.1",
}  # fmt: skip
"""The rule-book point of each :data:`GradeCode` (none for the engine's refusal)."""


_GRADE_OF: dict[str, GradeCode] = {f"grade-{c}": c for c in get_args(GradeCode)}
"""A grade code by the code of its reason (``grade-not-cards`` → ``not-cards``)."""


def grade_reason(code: GradeCode, values: dict[str, Any]) -> Said:
    """The reason of a :data:`GradeCode` (code ``grade-<code>``)."""
    return said(f"grade-{code}", _GRADE_POINTS[code], **values)


class Outcome(Frozen):
    """The engine's answer to one question under one rule set, as data. ``why``: what it
    rests on (the engine's reasons and the lesson's own); ``heading``: its title;
    ``shown``: the answer as a lesson shows it. ``value`` is ``None`` when the engine
    refuses the question under these rules; ``error`` then holds the reason why, ``code``
    (``refused``, ``no-meld`` or ``owes-nothing``) and ``values`` (``error``: the engine's
    code) say it as data. ``more``: every settlement step of a payout, where ``why`` holds
    only those about the player asked about."""

    value: Answer | None
    shown: Said
    heading: Said
    why: tuple[Said, ...]
    more: tuple[Said, ...] = ()
    error: Said | None = None
    code: GradeCode | None = None
    values: FrozenDict[str, Any] = FrozenDict()


class Grade(Frozen):
    """A learner's answer graded by the engine: right or wrong, the engine's answer
    (``expected``, and ``shown`` as a lesson shows it), the heading and the engine's reasons
    (given whether the learner was right or not). ``code`` and ``values``: what the lesson
    itself says about the answer (:data:`GradeCode`), ``None`` when the engine's reasons say
    it all."""

    correct: bool
    expected: Answer | None
    shown: Said
    heading: Said
    why: tuple[Said, ...]
    code: GradeCode | None = None
    values: FrozenDict[str, Any] = FrozenDict()


def titled(code: TitleCode, **values: Any) -> dict[str, Any]:
    """An answer's ``heading`` as data, to pass to :class:`Outcome` or :class:`Grade`."""
    return {"heading": said(code, "", **values)}


def verdict_titled(verdict: Any) -> dict[str, Any]:
    """The heading of an ending's verdict: its kind (the words layer names it)."""
    return {"heading": said("title-verdict", verdict.point, kind=verdict.kind)}


def shown_code(code: str, **values: Any) -> Said:
    """An answer as shown: ``shown-none``, ``shown-no-meld``, ``shown-refused`` …"""
    return said(code, "", **values)


def yes_no(value: bool) -> Said:
    return shown_code("shown-yes" if value else "shown-no")


def shown_value(value: Answer) -> Said:
    """A number or a name as the answer."""
    return shown_code("shown-value", value=value)


def shown_cards(cards: tuple[Card, ...]) -> Said:
    return shown_code("shown-cards", cards=tuple(cards))


def shown_choice(choice: str, **values: Any) -> Said:
    """One of the position choices (:data:`~tutor.teach.lesson_reasons.CHOICES`)."""
    return shown_code("shown-choice", choice=choice, **values)


def error_values(error: Exception) -> dict[str, Any]:
    """An engine error as values: its ``code`` as ``error``, and its own values."""
    values = dict(getattr(error, "values", {}) or {})
    return {**values, "error": getattr(error, "code", None)}


def refused(error: Exception) -> Outcome:
    """The engine's refusal (``error``, kept as ``cause`` in the reason)."""
    return refusal(grade_reason("refused", {"cause": error}), error_values(error))


def refusal(reason: Said, values: dict[str, Any]) -> Outcome:
    """No answer under these rules, for ``reason`` (its grade code is the outcome's
    ``code``)."""
    return Outcome(
        value=None,
        shown=shown_code("shown-none"),
        **titled("title-refused"),
        why=(reason,),
        error=reason,
        code=_GRADE_OF[reason.code],
        values=FrozenDict(values),
    )
