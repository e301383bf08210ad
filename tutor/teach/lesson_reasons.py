"""A lesson's own reasons as data, as the engine's are (:mod:`tutor.engine.reasons`).

What a lesson says beyond the engine's reasons (who plays next and why, what a discard feeds,
what the learner's own choice leaves, what is wrong with a step's stored answer) is a
:class:`LessonReason`: a ``code`` from one of the closed sets below, the rule-book ``point``
it rests on and the values involved (numbers, cards, names). The words are made in one
place, :mod:`tutor.words.lessons` (:func:`~tutor.words.lessons.say`);
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

TitleCode = Literal[
    "title-meld",  # meld (its cards): "A set", "A lone seven"
    "title-not-a-meld",  # the cards are no meld
    "title-other-meld",  # a meld, but not the one this turn needs (rule 4.1)
    "title-not-cards",  # the pick names no cards
    "title-not-in-hand",  # the pick holds cards outside the hand
    "title-refused",  # the engine refuses the question under these rules
    "title-no-meld",  # no meld can be laid from the hand
    "title-one-meld",  # the answer is one meld of the hand
    "title-points-left",  # points: left after the best melds
    "title-points-in-hand",  # points: in hand as it is
    "title-plays-next",  # name
    "title-wins",  # player
    "title-collects",  # player, stakes
    "title-pays",  # player, stakes
    "title-payment",  # player, stakes: a player's payment whoever pays it
    "title-compensation",  # player, stakes: what a player forced to drop out receives
    "title-deals-next",  # name
    "title-next-multiplier",  # multiplier
    "title-knock-now",  # knock now
    "title-play-on",  # draw and play on
    "title-discard",  # cards: any of them is the answer
    "title-take",  # card: take the discard
    "title-draw",  # draw from the stock
    "shown-none",  # the answer shown when the engine refuses the question
    "shown-no-meld",  # the answer shown when no meld can be laid
    "shown-refused",  # the answer a hint shows when the engine refuses the question
]
"""The heading of a lesson's answer (an outcome's or a grade's ``title``) and the answer
shown when there is none, beyond the engine's own verdict titles."""

NudgeCode = Literal[
    "nudge-must-use",  # card: the meld must use the discard taken
    "nudge-any-meld",  # no meld to point at: look for one rank or one suit in a row
    "nudge-rank",  # rank (its number): look at the cards of this rank
    "nudge-suit",  # suit (its letter): look at the cards of this suit
    "nudge-is-meld",  # cards, sevens
    "nudge-blast",  # cards (how many), melded
    "nudge-knock",  # players
    "nudge-four-sevens",  # count the sevens
    "nudge-perfect",  # could every card go down this turn?
    "nudge-going-out",  # split the hand into melds
    "nudge-best-melds",  # card: one card of the first best meld
    "nudge-any-meld-first",  # no meld in the hand: look for one, then count
    "nudge-add-up",  # cards (how many)
    "nudge-next-player",  # current
    "nudge-take-or-draw",  # card: the top of the discard pile
    "nudge-knock-or-draw",  # may you knock, and how likely is an undercut?
    "nudge-safe-discard",  # which cards could the next player still meld with?
    "nudge-discard",  # what stays in hand after each discard?
    "nudge-next-dealer",  # who won the last round?
    "nudge-next-multiplier",  # look for a Perfect
    "nudge-series-pays",  # rank the losers, then the multiplier
    "nudge-winner",  # ending
    "nudge-compensation",  # player
    "nudge-collects",  # each loser's payment, added up
    "nudge-pays",  # player: rank among the losers and doublings
    "nudge-refused",  # cause: the engine refuses the step under these rules, no hint
]
"""A hint's first rung made from a step's own cards (:func:`tutor.teach.attempts.nudge`):
where to look, never what to answer."""

TITLE_CODES: frozenset[str] = frozenset(get_args(TitleCode))
NUDGE_CODES: frozenset[str] = frozenset(get_args(NudgeCode))

LESSON_CODES: frozenset[str] = (
    REASON_CODES | CHOICE_CODES | PROBLEM_CODES | GRADE_CODES | TITLE_CODES | NUDGE_CODES
)
"""Every lesson reason code (the six sets share no code, so a code names its set)."""


class LessonReason(NamedTuple):
    """One lesson reason: a ``code`` of :data:`ReasonCode`, :data:`ChoiceCode`,
    :data:`ProblemCode`, :data:`GradeCode`, :data:`TitleCode` or :data:`NudgeCode`, the
    rule-book ``point``
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
