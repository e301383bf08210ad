"""Hands dealt from a seed for the practice pages: one deck (rule book 1), plus the jokers
in play (§7.9). The same seed, size and rules always deal the same hand."""

from __future__ import annotations

import random

from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import Card, play_deck, sort_cards
from tutor.engine.rules import Rules

TRIES = 200
HAND_SIZES = (7, 8)
"""A Hoola hand: seven cards at the start of a turn, eight just after the draw (rule book
1.4, 4.1). Meld practice deals these."""


def deal(seed: int, size: int, rules: Rules) -> tuple[Card, ...]:
    """``size`` cards shuffled from one deck by ``seed``, sorted."""
    deck = play_deck(rules)
    return sort_cards(random.Random(seed).sample(deck, size))


def is_instructive(hand: tuple[Card, ...], rules: Rules) -> bool:
    """Worth arranging: the best arrangement lays a meld of three cards or more, and
    leaves something in hand (nothing to arrange teaches nothing; rule book 3, 6.1)."""
    arr = best_arrangement(hand, rules)
    return bool(arr.deadwood) and any(len(m.cards) >= 3 for m in arr.melds)


def deal_for_arrangement(seed: int, size: int, rules: Rules) -> tuple[Card, ...]:
    """A hand for best-arrangement practice: the first instructive hand the seed's shuffles
    give (almost always within a few tries), else the last one dealt."""
    rng = random.Random(seed)
    deck = play_deck(rules)
    hand: tuple[Card, ...] = ()
    for _ in range(TRIES):
        hand = sort_cards(rng.sample(deck, size))
        if is_instructive(hand, rules):
            break
    return hand
