"""Reasons as data for the practice table, on the engine's one message shape
(:class:`tutor.engine.reasons.Reason`: a code, the rule-book point, frozen values): why a
move is refused (the closed set ``play``) and what the coach and the review say (``coach``),
both registered with the engine's reason registry; and the table's input problems
(:class:`PlayError`, closed set ``play-error``). The words layer writes each code in the
visitor's language (catalog ids ``play-<code>``, ``coach-<code>``, ``play-error-<code>``)."""

from __future__ import annotations

from typing import Any, ClassVar, Literal, get_args

from tutor.engine.errors import HoolaError
from tutor.engine.reasons import Reason, because, register

RefusalCode = Literal[
    "round-over",  # nothing
    "wrong-phase",  # mover, phase, move: the move's kind
    "unknown-move",  # move: its text form, when it is an action
    "not-in-hand",  # cards
    "not-a-meld",  # cards
    "discard-must-be-used",  # card
    "needs-meld-first",
    "no-such-meld",  # target: the meld's index as given
    "does-not-fit",  # card, meld: its cards
    "keep-a-card",  # left
    "no-discard-to-go-out",
    "not-out",  # left
    "no-blast",  # total, sopang_max, daepang_min
    "no-knock",  # points, limit, needs: the knock_needs switch
    "no-four-sevens",  # sevens
    "nothing-to-claim",
    "cannot-use-discard",  # card
    "discard-declined",  # card
    "not-perfect",
    "is-perfect",
]
"""Why a move is not allowed now (rule book 3-5, 7)."""

CoachCode = Literal[
    "seven-always-melds",  # card, players, p, low, high, samples (perfect)
    "dead-card",  # card, players, p, low, high, samples (perfect)
    "meld-chance",  # card, players, p, low, high, samples (perfect)
    "undercut-risk",  # points, p, low, high, samples
    "best-arrangement",  # points
    "hint-nudge",  # open (an ending is open), step (draw, claim, play), card, short, left
    "hint-rule",  # move: the kind of the coach's move ("wait"), sopang_max, daepang_min
    "hint-move",  # move: the coach's move as text (None: wait), risk (a discard's)
    "review-knock-risky",  # p, samples
    "review-missed-ending",  # ending: blast, four-sevens or go-out
    "review-fed-meld",  # card, safer (a card or None), players, p, better_p
    "review-kept-high",  # card, kept, points
    "review-took-stock",  # card
    "review-missed-knock",  # p, points
    "review-expected",  # deals, played, better
    "review-same",  # value
    "review-held-meld",  # laid (the cards the coach lays first), card (the discard both throw)
    "review-about-as-good",  # gap, half (the noise band's half width), deals
    "review-summary",  # decisions, differ, loss and a count per mark
    "review-summary-close",  # the same, and even: the decisions about as good as the coach's
]
"""What the coach and the review say (rule book 4-6). A review's specific reason also
carries ``played``, ``better`` and ``deals`` (the expected stakes of both moves)."""

ReasonCode = RefusalCode | CoachCode

REFUSAL_CODES: frozenset[str] = frozenset(get_args(RefusalCode))
COACH_CODES: frozenset[str] = frozenset(get_args(CoachCode))
REASON_CODES: frozenset[str] = REFUSAL_CODES | COACH_CODES
"""Every reason the practice table gives (a test makes each happen and renders it)."""

register("play", tuple(sorted(REFUSAL_CODES)))
register("coach", tuple(sorted(COACH_CODES)))

__all__ = [
    "COACH_CODES",
    "CodedError",
    "PLAY_ERROR_CODES",
    "REASON_CODES",
    "REFUSAL_CODES",
    "IllegalAction",
    "PlayError",
    "Reason",
    "because",
]


class CodedError(HoolaError):
    """An error with a code of its class's own closed set (``closed_set``, ``closed_codes``):
    the table's, the practice page's link. A code outside the set is a ``TypeError``."""

    closed_codes: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, code: str, /, **values: Any) -> None:
        if code not in type(self).closed_codes:
            raise TypeError(f"unknown {type(self).closed_set} code {code!r}")
        super().__init__(code, **values)
        self.code, self._text = code, None


class IllegalAction(CodedError):
    """A move that the rules do not allow now. ``reason`` says why, as data (a ``play``
    reason); the error's message is that reason's."""

    closed_set: ClassVar[str] = "play"
    closed_codes: ClassVar[frozenset[str]] = REFUSAL_CODES

    def __init__(self, reason: Reason) -> None:
        super().__init__(reason.code, point=reason.point, **reason.values)
        self.reason = reason

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


class PlayError(CodedError):
    """Input the practice table refuses (a :class:`HoolaError`): ``PlayError(code,
    **values)`` with ``code`` from :data:`PlayErrorCode` and ``values`` the details."""

    closed_set: ClassVar[str] = "play-error"
    closed_codes: ClassVar[frozenset[str]] = PLAY_ERROR_CODES

    def __init__(self, code: PlayErrorCode, /, **values: Any) -> None:
        super().__init__(code, **values)

    def __reduce__(self) -> Any:
        return (_play_error, (self.code, dict(self.values)))


def _play_error(code: PlayErrorCode, values: dict[str, Any]) -> PlayError:
    return PlayError(code, **values)
