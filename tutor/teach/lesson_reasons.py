"""A lesson's own reasons as data: engine :class:`~tutor.engine.reasons.Reason` values of
the closed set ``lesson`` (registered here), as the engine's are.

What a lesson says beyond the engine's reasons (who plays next and why, what a discard
feeds, what the learner's own choice leaves, what is wrong with a step's stored answer, an
answer's heading and how it is shown, a hint's first rung) is a :class:`Reason` made with
:func:`said`: a code of :data:`LESSON_CODES`, the rule-book ``point`` it rests on and the
values involved (numbers, cards, names). Each code starts with what it is: ``reason-``,
``choice-``, ``problem-``, ``grade-``, ``title-``, ``shown-``, ``nudge-``. The words are
the catalog's (``lesson-<code>``, written by :mod:`tutor.words`); code and tests that need to
know *why* test the code and the values.
"""

from __future__ import annotations

from typing import Any, Literal, get_args

from tutor.engine.reasons import Reason, because, register

ReasonCode = Literal[
    "reason-seated",  # seating: the players clockwise
    "reason-play-goes",  # direction, order
    "reason-claim-refused",  # claimants: a claim out of turn these rules do not allow
    "reason-claim-first-slap",  # claimants, taker (Battle Hoola)
    "reason-claim-turn-order",  # claimants, taker, current (Tame Battle Hoola)
    "reason-showdown",  # name, reason (the engine's showdown-lays reason)
    "reason-settle-step",  # step (a settlement step)
    "reason-series-round",  # number, winner, perfect, multiplier
    "reason-next-dealer",  # name
    "reason-next-multiplier",  # multiplier
    "reason-series-pays",  # number, player, base, multiplier, stakes
    "reason-no-knock-open",  # no knock now: draw and play on
    "reason-undercut-count",  # others, hits, deals, points, chance
    "reason-knock-now",  # limit: the chance is at most the limit
    "reason-knock-risky",  # limit: the chance is over it
    "reason-feeds-nothing",  # card
    "reason-feeds-always",  # card (a seven)
    "reason-feeds",  # card, hits, hands, chance, melds
    "reason-discard-fewest",  # cards, points
    "reason-take-discard",  # card, kind, meld
    "reason-draw-stock",  # card
]
"""What a lesson's answer rests on beyond the engine's reasons (rule book 1, 4, 5, 6)."""

ChoiceCode = Literal[
    "choice-discard-leaves",  # card, points
    "choice-card-not-in-hand",  # card
    "choice-seat-just-played",  # current
    "choice-seat-other-direction",  # name, current, direction
    "choice-seat-not-next",  # name, current
    "choice-knock-undercut",  # points, hits, deals, chance
    "choice-knock-passed-up",  # points, hits, deals, chance
]
"""What the engine says about a learner's own (wrong) choice, without the answer."""

ProblemCode = Literal[
    "problem-stored-not-a-meld",  # rules (a spec), answer, why (the engine's first reason)
    "problem-stored-leaves-out",  # answer, card
    "problem-engine-refuses",  # rules, why (the refusal)
    "problem-stored-discard-differs",  # rules, answer, engine
    "problem-stored-answer-differs",  # rules, answer, engine
    "problem-switch-same",  # switch
    "problem-same-outcome",  # the compared rule sets all give one outcome
]
"""What is wrong with a step's stored content, checked by the engine."""

GradeCode = Literal[
    "refused",  # the engine refuses the question under these rules: error (its code), …
    "no-meld",  # no meld can be laid from the hand under these rules
    "owes-nothing",  # player, winner: asked what a player owes who pays no loser line
    "not-cards",  # the pick names no cards: error (the engine's code), …
    "not-in-hand",  # the pick holds cards outside the hand: cards
    "discard-used",  # the card taken from the discard pile is in the new meld: card
    "discard-left-out",  # … is not, so the pick is wrong (rule 4.1): card
]
"""What a lesson says about an answer beyond the engine's reasons (a ``Grade``'s ``code``;
its reason's code is ``grade-<code>``; a test makes each happen)."""

TitleCode = Literal[
    "title-meld",  # kind: "A set", "A lone seven"
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
    "title-verdict",  # kind: the engine's verdict on an ending (its title)
]
"""The heading of a lesson's answer (an outcome's or a grade's ``heading``)."""

ShownCode = Literal[
    "shown-none",  # no answer: the engine refuses the question
    "shown-no-meld",  # no meld can be laid
    "shown-refused",  # the answer a hint shows when the engine refuses the question
    "shown-yes",  # a yes/no question's answer
    "shown-no",
    "shown-value",  # value: a number or a player's name
    "shown-cards",  # cards
    "shown-choice",  # choice: one of the position choices (take, draw, knock, play-on)
]
"""The engine's answer as a lesson shows it."""

NudgeCode = Literal[
    "nudge-must-use",  # card: the meld must use the discard taken
    "nudge-any-meld",  # no meld to point at: look for one rank or one suit in a row
    "nudge-rank",  # rank (its number, 1 Ace … 13 King): look at the cards of this rank
    "nudge-suit",  # suit (its letter): look at the cards of this suit
    "nudge-is-meld",  # cards, sevens
    "nudge-blast",  # count, melded
    "nudge-knock",  # players
    "nudge-four-sevens",  # count the sevens
    "nudge-perfect",  # could every card go down this turn?
    "nudge-going-out",  # split the hand into melds
    "nudge-best-melds",  # card: one card of the first best meld
    "nudge-any-meld-first",  # no meld in the hand: look for one, then count
    "nudge-add-up",  # count
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

REASON_CODES: frozenset[str] = frozenset(get_args(ReasonCode))
CHOICE_CODES: frozenset[str] = frozenset(get_args(ChoiceCode))
PROBLEM_CODES: frozenset[str] = frozenset(get_args(ProblemCode))
GRADE_CODES: frozenset[str] = frozenset(get_args(GradeCode))
TITLE_CODES: frozenset[str] = frozenset(get_args(TitleCode))
SHOWN_CODES: frozenset[str] = frozenset(get_args(ShownCode))
NUDGE_CODES: frozenset[str] = frozenset(get_args(NudgeCode))

CLOSED_SET = "lesson"
"""The registered closed set of every lesson reason (catalog ids ``lesson-<code>``)."""

LESSON_CODES: frozenset[str] = (
    REASON_CODES
    | CHOICE_CODES
    | PROBLEM_CODES
    | frozenset(f"grade-{c}" for c in GRADE_CODES)
    | TITLE_CODES
    | SHOWN_CODES
    | NUDGE_CODES
)
"""Every code of the set ``lesson``."""

register(CLOSED_SET, LESSON_CODES)

Said = Reason
"""One thing a lesson's result says: an engine reason or a lesson's own (one shape)."""

CHOICES = ("take", "draw", "knock", "play-on")
"""The answers of the choice positions as codes (labels are the catalog's)."""


def said(code: str, point: str, /, **values: Any) -> Reason:
    """A lesson :class:`Reason`; ``code`` must be one of :data:`LESSON_CODES`."""
    if code not in LESSON_CODES:
        raise ValueError(f"unknown lesson reason code {code!r}")
    return because(code, point, **values)
