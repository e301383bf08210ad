"""Why a puzzle's best choice is best, as data (closed set ``puzzle``; the words layer
writes each code as ``puzzle-<code>``). Every reason carries the best move and the
runner-up (``best``, ``other``: their text forms), what the best gains over it on average
(``gain``, stakes) with its interval's lower end (``low``) and the deals behind it."""

from __future__ import annotations

from typing import Literal, get_args

from tutor.engine.reasons import register

PuzzleCode = Literal[
    "take-melds",  # card: the face-up card taken to meld it at once (4.1)
    "draw-not-take",  # card: taking it costs more than it lays (4.1)
    "knock-now",  # points, p: the hand's count and the undercut chance (5.2)
    "play-on",  # points, p: a knock now is undercut too often (5.2)
    "throw-safer",  # card, other, p, other_p: chances each feeds a taker (4.1, 4.4)
    "throw-higher",  # card, other, points, other_points: points shed (6.1)
    "throw-keeps-melds",  # card, other: the other card breaks a meld in the making (4.4)
    "throw-worth",  # card, other: the play-outs alone tell them apart (6)
    "hold-melds",  # points: loose points still too many to knock; nobody may knock (5.2)
    "lay-melds",  # points: laying now takes the points off the hand (6.1)
    "claim-it",  # card (7.1)
    "pass-claim",  # card (7.1)
    "lay-off-card",  # card (4.3)
    "keep-card",  # card: kept back for a meld of one's own (4.3)
    "go-out-now",  # perfect (5.3)
    "play-on-not-out",  # perfect: waiting is worth more (5.3)
]
PUZZLE_CODES: frozenset[str] = frozenset(get_args(PuzzleCode))
register("puzzle", tuple(sorted(PUZZLE_CODES)))

CARD_VALUES = frozenset({"card", "other"})
"""The values of a puzzle reason that are cards (kept as their text form in the pool)."""
