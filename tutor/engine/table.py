"""The table: seating, turn order, the next dealer, and the 6–7 player drop-out
(rule book 1, 7.6).

Players are listed in **seating order, clockwise** round the table. The dealer plays first;
play then goes the way ``rules.direction`` says, so the same seating gives a different turn
order under the two directions.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Literal

from tutor.engine.cards import Card
from tutor.engine.melds import candidate_melds
from tutor.engine.reasons import CompensationItem
from tutor.engine.rules import Direction, Rules


def play_order(seating: Sequence[str], first: str, direction: Direction) -> list[str]:
    """Everyone in the order they play, starting with ``first`` (rule book 1).

    >>> play_order(["Ann", "Bo", "Cy"], "Bo", "clockwise")
    ['Bo', 'Cy', 'Ann']
    >>> play_order(["Ann", "Bo", "Cy"], "Bo", "counter-clockwise")
    ['Bo', 'Ann', 'Cy']
    """
    names = list(seating)
    i = names.index(first)
    clockwise = names[i:] + names[:i]
    if direction == "clockwise":
        return clockwise
    return [clockwise[0], *reversed(clockwise[1:])]


def turn_order(order: Sequence[str], first: str) -> list[str]:
    """Everyone in the order they play from ``first``, ``order`` being the players already
    in the order of play (:func:`play_order`'s list): the same rotation whatever the
    direction, so a direction is never applied twice (rule book 1.5, 7.2).

    >>> turn_order(play_order(["Ann", "Bo", "Cy", "Di"], "Ann", "counter-clockwise"), "Di")
    ['Di', 'Cy', 'Bo', 'Ann']
    """
    names = list(order)
    i = names.index(first)
    return names[i:] + names[:i]


def next_player(seating: Sequence[str], current: str, direction: Direction) -> str:
    """Who plays after ``current``."""
    return play_order(seating, current, direction)[1]


def perfect_feeders(order: Sequence[str], winner: str, rules: Rules) -> list[str]:
    """Who can have discarded the card that completed ``winner``'s Perfect (rule book 6.4),
    ``order`` being the players in the order they play (:func:`play_order`): without a claim
    rule (7.1) only the player just before the winner, whose discard the winner drew; with
    one, any other player."""
    if rules.claim != "none":
        return [name for name in order if name != winner]
    return [order[list(order).index(winner) - 1]]


PLAYING_AT_MOST = 5
"""Players in a round: at a six- or seven-player table the others sit it out (rule 7.6)."""

DropoutTurn = Literal["out", "play", "choose"]


def round_knock_limit(rules: Rules, seated: int) -> int:
    """The knock limit of a round dealt to ``seated`` players (rule book 5.2): at a six- or
    seven-player table five play the round (7.6), so the limit for five applies. Raises the
    rules' error for a count they give no limit for."""
    return rules.knock_limit_for(min(seated, PLAYING_AT_MOST))


def dropout_turn(playing: int, sat_out: int, seated: int) -> DropoutTurn:
    """What the next player to decide does at a table of ``seated`` (six or seven, rule
    7.6), the players after the dealer deciding in turn, ``playing`` of them so far chose to
    play and ``sat_out`` to sit out: sit out (``"out"``) once four play beside the dealer,
    play (``"play"``) once enough sat out, else choose."""
    if playing == PLAYING_AT_MOST - 1:
        return "out"
    if sat_out == seated - PLAYING_AT_MOST:
        return "play"
    return "choose"


def compensation_units(
    hand: Sequence[Card], rules: Rules
) -> tuple[int, tuple[tuple[CompensationItem, tuple[Card, ...]], ...]]:
    """What a player forced to drop out is paid for (rule book 7.6): each seven, three-card
    set and suited sequence in hand, counted the way that finds the most, no card twice.
    Returns the count and each item as data: its kind (``seven``, ``set`` or ``sequence``)
    and its cards."""
    naturals = tuple(c for c in hand if not c.is_joker)
    sevens = [i for i, c in enumerate(naturals) if c.rank == 7]
    Item = tuple[CompensationItem, tuple[Card, ...]]
    groups: list[tuple[int, Item]] = [(1 << i, ("seven", (naturals[i],))) for i in sevens]
    for cand in candidate_melds(naturals, 0, rules):
        size = cand.mask.bit_count()
        if size >= 3 and (cand.kind == "run" or cand.ranks[0] != 7):
            cards = tuple(naturals[i] for i in range(len(naturals)) if cand.mask >> i & 1)
            groups.append((cand.mask, ("set" if cand.kind == "set" else "sequence", cards)))
    by_low: dict[int, list[tuple[int, Item]]] = {}
    for mask, item in groups:
        by_low.setdefault((mask & -mask).bit_length() - 1, []).append((mask, item))

    @cache
    def most(open_cards: int) -> tuple[Item, ...]:
        if not open_cards:
            return ()
        low = (open_cards & -open_cards).bit_length() - 1
        best = most(open_cards ^ (1 << low))
        for mask, item in by_low.get(low, []):
            if mask & open_cards == mask:
                found = (item, *most(open_cards ^ mask))
                if len(found) > len(best):
                    best = found
        return best

    items = most((1 << len(naturals)) - 1)
    return len(items), items


def claim_taker(
    seating: Sequence[str], discarder: str, claimants: Sequence[str], rules: Rules
) -> str | None:
    """Who takes a discard that ``claimants`` (listed in the order they slapped it) claim
    out of turn: nobody without a claim rule; under Battle Hoola the first to slap (rule
    7.1); under Tame Battle Hoola the claimant whose turn comes first after the discarder
    (rule 7.2). The taker plays a turn, and play goes on from the player after them.

    >>> r = Rules().with_changes(direction="clockwise", claim="tame")
    >>> claim_taker(["Ann", "Bo", "Cy", "Di"], "Ann", ["Di", "Cy"], r)
    'Cy'
    """
    asked = [c for c in claimants if c != discarder]
    if rules.claim == "none" or not asked:
        return None
    if rules.claim == "battle":
        return asked[0]
    order = play_order(seating, discarder, rules.direction)
    return min(asked, key=order.index)
