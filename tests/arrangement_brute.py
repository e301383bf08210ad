"""Brute-force references for the best arrangement (rule book 3.1–3.5): every group of cards
that ``check_meld`` accepts, one by one, and every partition of a hand into such melds and
deadwood, counted with ``hand_points``. Plain enumeration, another way than the engine's
search: used by tests/test_properties.py and timed against it by bench/bench_engine.py."""

from __future__ import annotations

from functools import cache
from itertools import combinations

from tutor.engine.cards import Card
from tutor.engine.counting import hand_points
from tutor.engine.melds import check_meld
from tutor.engine.rules import Rules


def valid_melds(hand: tuple[Card, ...], rules: Rules) -> list[frozenset[int]]:
    """Every set of the hand's places whose cards ``check_meld`` accepts as a meld."""
    n = len(hand)
    return [
        frozenset(combo)
        for k in range(1, n + 1)
        for combo in combinations(range(n), k)
        if check_meld([hand[i] for i in combo], rules).valid
    ]


def brute_force_points(hand: tuple[Card, ...], rules: Rules) -> int:
    """The fewest points any partition of ``hand`` into valid melds (checked one by one
    with check_meld) and deadwood leaves, counted with hand_points. Plain enumeration."""
    n = len(hand)
    melds = valid_melds(hand, rules)

    @cache
    def deadwoods(open_cards: frozenset[int]) -> frozenset[frozenset[int]]:
        """Every set of cards that can be left over from ``open_cards``."""
        if not open_cards:
            return frozenset({frozenset()})
        first = min(open_cards)
        out = {d | {first} for d in deadwoods(open_cards - {first})}
        for meld in melds:
            if first in meld and meld <= open_cards:
                out |= deadwoods(open_cards - meld)
        return frozenset(out)

    return min(
        hand_points([hand[i] for i in dead], rules).total for dead in deadwoods(frozenset(range(n)))
    )


def brute_force_meld_all(hand: tuple[Card, ...], rules: Rules) -> bool:
    n = len(hand)
    melds = valid_melds(hand, rules)

    @cache
    def covers(open_cards: frozenset[int]) -> bool:
        if not open_cards:
            return True
        first = min(open_cards)
        return any(covers(open_cards - m) for m in melds if first in m and m <= open_cards)

    return covers(frozenset(range(n)))
