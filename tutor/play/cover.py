"""Melds as bit masks, for the expert's play-outs (rule book §3).

A play-out asks the same few questions thousands of times a move: how many cards of a hand
lie outside its best melds, which melds belong to a best arrangement, can this card make a
new meld. With one deck and no jokers every card is one bit of a 52-bit mask and every
possible meld is a mask built once from the engine's own run windows
(:func:`~tutor.engine.melds.run_windows`) and sets; the answers are then a few integer
operations, cached by hand. With jokers in play :func:`usable` says no and callers ask the
engine instead.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from tutor.engine.cards import SUITS, Card
from tutor.engine.melds import run_windows, set_sizes
from tutor.engine.odds import partner_groups
from tutor.engine.rules import Rules

_SUIT = {s: i for i, s in enumerate(SUITS)}
_CARD = [Card(r, s) for s in SUITS for r in range(1, 14)]
_MEMO_MAX = 500_000


def bit(card: Card) -> int:
    """The card's bit (a real card only)."""
    return 1 << (_SUIT[card.suit] * 13 + card.rank - 1)


def mask_of(cards) -> int:
    m = 0
    for c in cards:
        m |= bit(c)
    return m


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of ``mask``, by suit then rank (the order :func:`sort_cards` gives)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(_CARD[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def usable(rules: Rules, cards=()) -> bool:
    """Whether masks can stand for these cards: no jokers in the deck."""
    return rules.jokers == 0


@lru_cache(maxsize=4)
def _by_bit(ace: str) -> tuple[tuple[int, ...], ...]:
    """For each card, every meld (mask) that holds it: sets of three or four of a rank, a
    seven alone or with other sevens, and runs in every window the ace rule allows."""
    melds: set[int] = set()
    for rank in range(1, 14):
        bits = [1 << (s * 13 + rank - 1) for s in range(4)]
        for k in set_sizes(rank):
            for combo in _combos(bits, k):
                melds.add(sum(combo))
    for window in run_windows(ace):
        for s in range(4):
            melds.add(sum(1 << (s * 13 + r - 1) for r in window))
    by: list[list[int]] = [[] for _ in range(52)]
    for m in melds:
        for b in range(52):
            if m >> b & 1:
                by[b].append(m)
    return tuple(tuple(sorted(x, key=lambda m: -m.bit_count())) for x in by)


@lru_cache(maxsize=4)
def _by_low(ace: str) -> tuple[tuple[int, ...], ...]:
    """:func:`_by_bit` keeping, for each card, only the melds it is the lowest card of (in
    the same order): the melds of a hand that hold its lowest card are among these."""
    return tuple(tuple(m for m in ms if m & -m == 1 << b) for b, ms in enumerate(_by_bit(ace)))


def _combos(items: list[int], k: int) -> list[tuple[int, ...]]:
    from itertools import combinations

    return list(combinations(items, k))


_FEWEST: dict[str, Callable[[int], int]] = {}


def fewest(mask: int, ace: str) -> int:
    """The fewest cards of the hand ``mask`` left outside melds (its best arrangement)."""
    return fewest_for(ace)(mask)


def fewest_for(ace: str) -> Callable[[int], int]:
    """:func:`fewest` for one ace rule, as a function of the mask alone (a play-out asks it
    many times a move), its answers remembered."""
    got = _FEWEST.get(ace)
    if got is None:
        got = _FEWEST[ace] = _fewest_of(_by_low(ace))
    return got


def _fewest_of(by: tuple[tuple[int, ...], ...]) -> Callable[[int], int]:
    memo = {0: 0}

    def fewest(mask: int) -> int:
        got = memo.get(mask)
        if got is not None:
            return got
        if len(memo) > _MEMO_MAX:
            memo.clear()
            memo[0] = 0
        low = mask & -mask
        best = 1 + fewest(mask ^ low)
        for m in by[low.bit_length() - 1]:
            if m & mask == m:
                v = fewest(mask ^ m)
                if v < best:
                    best = v
                    if not best:
                        break
        memo[mask] = best
        return best

    return fewest


_MELDS_MEMO: dict[str, dict[int, tuple[int, ...]]] = {}


def melds_in(mask: int, ace: str) -> tuple[int, ...]:
    """Every meld that can be laid from the hand ``mask``, longest first (remembered: a
    play-out asks again for the hands it has seen)."""
    memo = _MELDS_MEMO.setdefault(ace, {})
    got = memo.get(mask)
    if got is not None:
        return got
    if len(memo) > _MEMO_MAX:
        memo.clear()
    by = _by_low(ace)  # each meld once, under its lowest card: first met there anyway
    out: list[int] = []
    rest = mask
    while rest:
        low = rest & -rest
        rest ^= low
        for m in by[low.bit_length() - 1]:
            if m & mask == m:
                out.append(m)
    found = memo[mask] = tuple(sorted(out, key=lambda m: -m.bit_count()))
    return found


@lru_cache(maxsize=4)
def every_meld(ace: str) -> frozenset[int]:
    """Every meld there is under the ace rule, as masks: cards make a meld when their
    mask is one of these (a card laid off fits when the meld's mask with it is)."""
    return frozenset(m for ms in _by_bit(ace) for m in ms)


def melds_with(card_bit: int, mask: int, ace: str) -> list[int]:
    """The new melds of the hand ``mask`` plus a card that use the card."""
    full = mask | card_bit
    return [m for m in _by_bit(ace)[card_bit.bit_length() - 1] if m & full == m]


def makes_meld(card_bit: int, mask: int, ace: str, most: int) -> bool:
    """Whether the hand ``mask`` plus a card makes a new meld with the card of at most
    ``most`` cards (:func:`melds_with`, without the list)."""
    full = mask | card_bit
    for m in _by_bit(ace)[card_bit.bit_length() - 1]:
        if m & full == m and m.bit_count() <= most:
            return True
    return False


@lru_cache(maxsize=4096)
def partners(card: Card, ace: str, jokers: int) -> frozenset[Card]:
    """The cards that make a meld with ``card`` (one partner of each of its groups), jokers
    aside (rule book §3): the quick players keep them, the opponent model's deals and the
    expert's discards weigh them."""
    groups = partner_groups(card, Rules(ace=ace, jokers=jokers))
    return frozenset(c for g in groups for c in g if not c.is_joker)
