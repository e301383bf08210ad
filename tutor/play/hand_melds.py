"""The melds of a hand at the table, cached on the two switches that decide a meld (rule
book §3, 3.4, 7.9): the engine's check and search, asked the same questions many times a
play-out."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from tutor.engine.arrangement import fewest_unmelded, split_jokers
from tutor.engine.cards import Card, sort_cards
from tutor.engine.melds import Meld, build_meld, candidate_melds, check_meld
from tutor.engine.rules import Rules


@lru_cache(maxsize=4)
def _meld_rules(ace: str, jokers: int) -> Rules:
    return Rules(ace=ace, jokers=jokers)


@lru_cache(maxsize=65536)
def meld_of(cards: tuple[Card, ...], ace: str, jokers: int) -> Meld | None:
    """The meld ``cards`` make under the two switches that decide a meld, or ``None``: the
    engine's check (rule book §3), cached; the table has no meld rule of its own."""
    result = check_meld(cards, _meld_rules(ace, jokers))
    return result.meld if result.valid else None


@lru_cache(maxsize=16384)
def melds_in_hand(hand: tuple[Card, ...], ace: str, jokers: int) -> tuple[tuple[Card, ...], ...]:
    """Every meld that can be laid from ``hand`` (sorted), each as sorted cards."""
    rules = _meld_rules(ace, jokers)
    naturals, njokers = split_jokers(hand, rules)
    out = set()
    for cand in candidate_melds(naturals, njokers, rules):
        out.add(sort_cards(build_meld(cand, naturals).cards))
    return tuple(sorted(out, key=lambda m: (-len(m), [(c.suit, c.rank) for c in m])))


@lru_cache(maxsize=16384)
def fewest_open(hand: tuple[Card, ...], ace: str, jokers: int) -> int:
    """Fewest cards of ``hand`` left over when laying melds (jokers count too)."""
    return fewest_unmelded(hand, _meld_rules(ace, jokers))


def meld_with(
    card: Card, hand: Sequence[Card], rules: Rules, keep: int = 0
) -> list[tuple[Card, ...]]:
    """New melds laid from ``hand`` plus ``card`` that use ``card`` and leave at least
    ``keep`` cards in hand (rule book §4: a discard is taken only to meld it at once)."""
    full = sort_cards((*hand, card))
    size = len(full)
    return [
        m
        for m in melds_in_hand(full, rules.ace, rules.jokers)
        if card in m and size - len(m) >= keep
    ]
