"""Lesson positions that can happen at a real table (rule book 1.4, 4, 4.3).

Every player is dealt seven cards (rule 1.4). A turn draws one card and discards one, so
between turns a hand changes size only by what its owner puts on the table: melds laid
from hand and cards laid off (rule 4.2, 4.3). At the start of a turn a hand therefore holds
seven cards less those its owner has on the table, and one more just after the draw.
A player who has laid nothing has not melded; a player with cards on the table has (laying
off needs a meld of one's own first, rule 4.3).

:func:`check_position` applies this to a lesson's position step when the lesson loads: the
``table`` it describes (your melds first, then each other player's in the order of
``others``), the hand, the other players' card counts and the ``melded`` flags must fit,
and every card must be in one place only. A position without ``table`` is checked as far
as the ``melded`` flag allows. A position that cannot happen raises :class:`LessonError`.
"""

from __future__ import annotations

import re
from typing import Any

from tutor.engine.cards import Card, parse_cards
from tutor.engine.melds import Meld
from tutor.teach.errors import LessonError

DEALT = 7
"""Cards dealt to each player (rule 1.4)."""
AFTER_DRAW_ASKS = ("discard", "safe-discard")
"""Positions asked after the draw: the player to move holds one card more."""
SEEN_ASKS = ("knock-or-draw", "safe-discard")
"""Positions whose ``seen`` cards hold the table: they must say whose melds are whose."""


def table_melds(text: str) -> tuple[Meld, ...]:
    """One player's melds on the table, written as cards with melds parted by commas or
    semicolons (``"Kc Kd Kh, 3s 4s 5s"``; empty for none). A group that is no meld raises
    the engine's ``CardError``."""
    return tuple(Meld.parse(part) for part in re.split(r"[,;]", text) if part.strip())


def _laid(table: list[str]) -> list[tuple[Card, ...]]:
    return [tuple(c for m in table_melds(t) for c in m.cards) for t in table]


def check_position(step: Any) -> Any:
    """``step`` (a lesson's position step) unchanged when it can happen; else raises
    :class:`LessonError`: ``table-needed``, ``table-players``, ``table-not-seen``,
    ``position-card-twice``, ``hand-size-impossible`` or ``melded-mismatch``."""
    hand = parse_cards(step.hand)
    drawn = 1 if step.ask in AFTER_DRAW_ASKS else 0
    if step.table is None:
        _check_without_table(step, len(hand), drawn)
        return step
    others: list[int] = list(step.others or [])
    _check_players(step, step.table, others)
    laid = _laid(step.table)
    _check_each_card_once(step, hand, laid)
    _check_hand_sizes([len(hand) - drawn, *others], laid, drawn)
    _check_melded(step, laid)
    return step


def _check_without_table(step: Any, size: int, drawn: int) -> None:
    """A position without ``table``: only an ask that needs no table, with a hand size the
    ``melded`` flag allows (rule 1.4, 4.2)."""
    if step.ask in SEEN_ASKS:
        raise LessonError("table-needed", ask=step.ask)
    most = DEALT - 1 + drawn if step.melded else DEALT + drawn
    least = 1 if step.melded else DEALT + drawn
    if not least <= size <= most:
        raise LessonError(
            "hand-size-impossible",
            who="you",
            size=size,
            laid=None,
            melded=step.melded,
            expected=most,
        )


def _check_players(step: Any, table: list[str], others: list[int]) -> None:
    """``table`` names every player's melds when the ask shows the table, else yours only."""
    players = 1 + len(others) if step.ask in SEEN_ASKS else 1
    if len(table) != players:
        raise LessonError("table-players", given=len(table), players=players)


def _check_each_card_once(step: Any, hand: tuple[Card, ...], laid: list[tuple[Card, ...]]) -> None:
    """Every card in one place only (hand, discard, table); a table the ask shows is among
    the ``seen`` cards."""
    on_table = [c for cards in laid for c in cards]
    extra = parse_cards(step.discard) if step.discard else ()
    every = [*hand, *extra, *on_table]
    twice = next((c for c in every if every.count(c) > 1), None)
    if twice is not None:
        raise LessonError("position-card-twice", card=twice)
    if step.ask in SEEN_ASKS:
        seen = parse_cards(step.seen or "")
        missing = [c for c in on_table if c not in seen]
        if missing:
            raise LessonError("table-not-seen", card=missing[0])


def _check_hand_sizes(sizes: list[int], laid: list[tuple[Card, ...]], drawn: int) -> None:
    """Each player holds seven cards less those on the table before the draw (``sizes``:
    yours first, less the card just drawn; rule 1.4, 4.3)."""
    for i, (size, cards) in enumerate(zip(sizes, laid, strict=False)):
        mine = drawn if i == 0 else 0
        if size != DEALT - len(cards):
            raise LessonError(
                "hand-size-impossible",
                who="you" if i == 0 else i,
                size=size + mine,
                laid=len(cards),
                melded=bool(cards),
                expected=DEALT - len(cards) + mine,
            )


def _check_melded(step: Any, laid: list[tuple[Card, ...]]) -> None:
    """The ``melded`` flags say what the table shows: cards laid means melded (rule 4.3)."""
    if bool(laid[0]) != step.melded:
        raise LessonError("melded-mismatch", who="you", melded=step.melded, laid=len(laid[0]))
    if step.ask in SEEN_ASKS and any(laid[1:]) != step.others_melded:
        raise LessonError(
            "melded-mismatch",
            who="others",
            melded=step.others_melded,
            laid=sum(len(c) for c in laid[1:]),
        )
