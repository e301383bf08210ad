"""Reasons as data for the practice table: a code from a closed set, the numbers and cards
involved, and the rule-book point it rests on. Sentences are made in one place
(:mod:`tutor.play.words`), never here."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal, get_args

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


PlayErrorCode = Literal[
    "not-a-move",  # text: a move's text form names no move
    "meld-needs-cards",  # text
    "lay-off-form",  # text: a lay-off names a card and the meld's number
    "one-card",  # text: where exactly one card is needed
    "no-bot-level",  # level, levels
    "no-move",  # the round is over
    "round-too-long",  # limit: bots did not finish the round
    "not-at-table",  # name
    "too-few-players",  # count
    "too-many-players",  # count, limit
    "bad-name",  # name: not 1 to 30 characters
    "name-twice",  # name
    "dealer-not-player",  # dealer
    "bad-seed",  # seed
    "not-a-meld-here",  # text: a position's table meld
    "card-twice",  # a position uses a card twice
]
"""Every problem with the practice table's input (a test makes each happen)."""

PLAY_ERROR_CODES: frozenset[str] = frozenset(get_args(PlayErrorCode))


class PlayError(HoolaError):
    """Input the practice table refuses (a :class:`HoolaError`): ``code`` from
    :data:`PlayErrorCode`, ``values`` the details, ``str()`` the message naming it."""

    def __init__(self, message: str, code: PlayErrorCode, **values: Any) -> None:
        if code not in PLAY_ERROR_CODES:
            raise TypeError(f"unknown play error code {code!r}")
        super().__init__(message)
        self.code = code
        self.values = MappingProxyType(values)

    def __reduce__(self) -> Any:
        return (_play_error, (str(self), self.code, dict(self.values)))


def _play_error(message: str, code: PlayErrorCode, values: dict[str, Any]) -> PlayError:
    return PlayError(message, code, **values)
