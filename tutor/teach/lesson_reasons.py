"""A lesson's own reasons as data, as the engine's are (:mod:`tutor.engine.reasons`).

What a lesson says beyond the engine's reasons (who plays next and why, what a discard feeds,
what the learner's own choice leaves, what is wrong with a step's stored answer) is a
:class:`LessonReason`: a ``code`` from one of the closed sets below, the rule-book ``point``
it rests on and the values involved (numbers, cards, names). The words are made in one
place, :mod:`tutor.engine.explain.lessons` (:func:`~tutor.engine.explain.lessons.say`);
code and tests that need to know *why* test the code and the values.

A lesson's results hold engine :class:`~tutor.engine.reasons.Reason` values and
:class:`LessonReason` values side by side (:data:`Said`); the explainer words both.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, NamedTuple, get_args

from pydantic import PlainValidator

from tutor.engine.reasons import FrozenDict, Reason

ReasonCode = Literal[
    "seated",  # seating: the players clockwise
    "play-goes",  # direction, order
    "claim-refused",  # claimants: a claim out of turn these rules do not allow
    "claim-first-slap",  # claimants, taker (Battle Hoola)
    "claim-turn-order",  # claimants, taker, current (Tame Battle Hoola)
    "showdown",  # name, reason (the engine's showdown-lays reason)
    "settle-step",  # step (a settlement step, worded by the engine's explainer)
    "series-round",  # number, winner, perfect, multiplier
    "next-dealer",  # name
    "next-multiplier",  # multiplier
    "series-pays",  # number, player, base, multiplier, stakes
    "no-knock-open",  # no knock now: draw and play on
    "undercut-count",  # others, hits, deals, points, chance
    "knock-now",  # limit: the chance is at most the limit
    "knock-risky",  # limit: the chance is over it
    "feeds-nothing",  # card
    "feeds-always",  # card (a seven)
    "feeds",  # card, hits, hands, chance, melds
    "discard-fewest",  # cards, points
    "take-discard",  # card, kind, meld
    "draw-stock",  # card
]
"""What a lesson's answer rests on beyond the engine's reasons (rule book 1, 4, 5, 6)."""

ChoiceCode = Literal[
    "discard-leaves",  # card, points
    "card-not-in-hand",  # card
    "seat-just-played",  # current
    "seat-other-direction",  # name, current, direction
    "seat-not-next",  # name, current
    "knock-undercut",  # points, hits, deals, chance
    "knock-passed-up",  # points, hits, deals, chance
]
"""What the engine says about a learner's own (wrong) choice, without the answer."""

ProblemCode = Literal[
    "stored-not-a-meld",  # rules (label), answer, why (the engine's first reason)
    "stored-leaves-out",  # answer, card
    "engine-refuses",  # rules, error (the engine's error)
    "stored-discard-differs",  # rules, answer, engine
    "stored-answer-differs",  # rules, answer, engine
    "switch-same",  # switch
    "same-outcome",  # the compared rule sets all give one outcome
]
"""What is wrong with a step's stored content, checked by the engine."""

REASON_CODES: frozenset[str] = frozenset(get_args(ReasonCode))
CHOICE_CODES: frozenset[str] = frozenset(get_args(ChoiceCode))
PROBLEM_CODES: frozenset[str] = frozenset(get_args(ProblemCode))

GradeCode = Literal[
    "refused",  # the engine refuses the question under these rules: error (its code), …
    "no-meld",  # no meld can be laid from the hand under these rules
    "owes-nothing",  # player, winner: asked what a player owes who pays no loser line
    "not-cards",  # the pick names no cards: error (the engine's code), …
    "not-in-hand",  # the pick holds cards outside the hand: cards
    "discard-used",  # the card taken from the discard pile is in the new meld: card
    "discard-left-out",  # … is not, so the pick is wrong (rule 4.1): card
]
"""What a lesson says about an answer beyond the engine's reasons (a :class:`Grade`'s
``code``; a test makes each happen)."""

GRADE_CODES: frozenset[str] = frozenset(get_args(GradeCode))

LESSON_CODES: frozenset[str] = REASON_CODES | CHOICE_CODES | PROBLEM_CODES | GRADE_CODES
"""Every lesson reason code (the four sets share no code, so a code names its set)."""


class LessonReason(NamedTuple):
    """One lesson reason: a ``code`` of :data:`ReasonCode`, :data:`ChoiceCode`,
    :data:`ProblemCode` or :data:`GradeCode`, the rule-book ``point``
    and the ``values`` (read one as ``reason["card"]``). Immutable, hashable, pickles."""

    code: str
    point: str
    values: FrozenDict[str, Any]

    def __getitem__(self, key: Any) -> Any:  # type: ignore[override]
        if isinstance(key, str):
            return self.values[key]
        return tuple.__getitem__(self, key)

    def get(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)

    def __repr__(self) -> str:
        vals = "".join(f", {k}={v!r}" for k, v in self.values.items())
        return f"said({self.code!r}, {self.point!r}{vals})"

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        from pydantic_core import core_schema

        return core_schema.is_instance_schema(cls)


def _said(value: Any) -> Reason | LessonReason:
    if isinstance(value, Reason | LessonReason):
        return value
    raise ValueError("an engine Reason or a LessonReason")


Said = Annotated[Reason | LessonReason, PlainValidator(_said)]
"""One thing a lesson's result says: an engine reason or a lesson's own."""


def said(code: str, point: str, /, **values: Any) -> LessonReason:
    """A :class:`LessonReason`; ``code`` must belong to one of the lesson's closed sets."""
    if code not in LESSON_CODES:
        raise ValueError(f"unknown lesson reason code {code!r}")
    return LessonReason(code, point, FrozenDict(values))
