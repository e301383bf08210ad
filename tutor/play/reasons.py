"""Reasons as data for the practice table: a code from a closed set, the numbers and cards
involved, and the rule-book point it rests on. Sentences are made in one place
(:mod:`tutor.play.words`), never here."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from tutor.engine.cards import Card
from tutor.engine.errors import HoolaError

ReasonCode = Literal[
    # why a move is not allowed now
    "round-over",
    "not-your-turn",
    "wrong-phase",
    "unknown-move",
    "not-in-hand",
    "not-a-meld",
    "discard-must-be-used",
    "needs-meld-first",
    "no-such-meld",
    "does-not-fit",
    "keep-a-card",
    "no-discard-to-go-out",
    "not-out",
    "no-blast",
    "no-knock",
    "no-four-sevens",
    "nothing-to-claim",
    "cannot-use-discard",
    "dealer-stays",
    "must-drop-out",
    "must-play",
    "stock-empty",
    "discard-declined",
    "not-perfect",
    "is-perfect",
    # the coach
    "ending-open",
    "ending-closed",
    "draw-wins",
    "seven-always-melds",
    "dead-card",
    "meld-chance",
    "perfect-chance",
    "undercut-risk",
    "best-arrangement",
    "hint-nudge",
    "hint-rule",
    "hint-move",
    "review-knock-risky",
    "review-missed-ending",
    "review-fed-meld",
    "review-kept-high",
    "review-took-stock",
    "review-missed-knock",
]


@dataclass(frozen=True, slots=True)
class Reason:
    """Why: a code, the numbers and cards that decide it, and the rule-book point."""

    code: ReasonCode
    rule: str = ""
    numbers: dict[str, float] = field(default_factory=dict)
    cards: tuple[Card, ...] = ()
    text: tuple[str, ...] = ()  # names (players, endings) the reason refers to

    def __hash__(self) -> int:
        return hash((self.code, self.rule, tuple(self.numbers.items()), self.cards, self.text))


class IllegalAction(HoolaError):
    """A move that the rules do not allow now. ``reason`` says why, as data."""

    def __init__(self, reason: Reason) -> None:
        from tutor.play.words import say

        self.reason = reason
        super().__init__(say(reason))
