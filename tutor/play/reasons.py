"""Reasons as data for the practice table: a code from a closed set, the numbers and cards
involved, and the rule-book point it rests on; the table's input problems likewise, as a code
and values. Sentences are made only by the explainer (:mod:`tutor.words.play`), which
renders each code of :data:`ReasonCode` and :data:`PlayErrorCode` from these values."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal, get_args

from tutor.engine.cards import Card
from tutor.engine.errors import HoolaError
from tutor.words.play import play_error_sentence, reason_sentence

ReasonCode = Literal[
    # why a move is not allowed now
    "round-over",
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
    "discard-declined",
    "not-perfect",
    "is-perfect",
    # the coach
    "seven-always-melds",
    "dead-card",
    "meld-chance",
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
    "review-expected",
    "review-same",
    "review-summary",
]
"""Every reason the practice table gives (a test makes each happen, and the explainer words
each)."""

REASON_CODES: frozenset[str] = frozenset(get_args(ReasonCode))


@dataclass(frozen=True, slots=True)
class Reason:
    """Why: a code, the numbers and cards that decide it, and the rule-book point.
    ``text`` holds the names the reason refers to (players, a phase, a move's kind);
    ``melds`` the melds of a going out the coach suggests."""

    code: ReasonCode
    rule: str = ""
    numbers: dict[str, float] = field(default_factory=dict)
    cards: tuple[Card, ...] = ()
    text: tuple[str, ...] = ()
    melds: tuple[tuple[Card, ...], ...] = ()

    def __hash__(self) -> int:
        return hash(
            (self.code, self.rule, tuple(self.numbers.items()), self.cards, self.text, self.melds)
        )


class IllegalAction(HoolaError):
    """A move that the rules do not allow now. ``reason`` says why, as data."""

    def __init__(self, reason: Reason) -> None:
        self.reason = reason
        r = reason
        super().__init__(reason_sentence(r.code, r.numbers, r.cards, r.text, r.melds))

    def __reduce__(self) -> Any:
        return (IllegalAction, (self.reason,))


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
    "too-many-players",  # count, limit, six_seven: whether the 6-7 player variant is on
    "bad-name",  # name: not 1 to 30 characters
    "name-twice",  # name
    "dealer-not-player",  # dealer
    "bad-seed",  # seed
    "not-a-meld-here",  # text: a position's table meld
    "card-twice",  # a position uses a card twice
    "bad-fill",  # name: hidden cards filled in that do not match a player's card count
]
"""Every problem with the practice table's input (a test makes each happen)."""

PLAY_ERROR_CODES: frozenset[str] = frozenset(get_args(PlayErrorCode))


class PlayError(HoolaError):
    """Input the practice table refuses (a :class:`HoolaError`): ``PlayError(code,
    **values)`` with ``code`` from :data:`PlayErrorCode` and ``values`` the details;
    ``str()`` is the explainer's sentence naming them."""

    def __init__(self, code: PlayErrorCode, /, **values: Any) -> None:
        if code not in PLAY_ERROR_CODES:
            raise TypeError(f"unknown play error code {code!r}")
        super().__init__(play_error_sentence(code, values), **values)
        self.code = code
        self.values = MappingProxyType(values)

    def __reduce__(self) -> Any:
        return (_play_error, (self.code, dict(self.values)))


def _play_error(code: PlayErrorCode, values: dict[str, Any]) -> PlayError:
    return PlayError(code, **values)
