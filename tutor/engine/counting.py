"""Counting points in hand (RULES.md §2, §6.1) and the raw Blast total (§5.1).

Two different counts exist:

* the **settlement count** (:func:`hand_points`), used for payment, the knock limit, the
  knock comparison and the end of stock: four cards of one rank are not counted, a seven
  counts ``rules.seven_in_hand``, and a joker counts as ``rules.joker_in_hand`` says;
* the **raw total** (:func:`blast_total`), used only for the Blast test: every card at face
  value, sevens 7, a quad counted in full.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tutor.engine.cards import Card, format_cards
from tutor.engine.rules import Rules

_JOKER_FIXED = {"double": 0, "quintuple": 0, "zero": 0, "fourteen-triple": 14, "twenty": 20,
                "thirty": 30}  # fmt: skip
_JOKER_FACTOR = {"double": 2, "quintuple": 5, "fourteen-triple": 3}


def card_points(card: Card, rules: Rules) -> int:
    """Points one card counts when left in hand (before any joker multiplier)."""
    return rank_points(rules)[card.rank]


def rank_points(rules: Rules) -> tuple[int, ...]:
    """What a card of each rank counts left in hand (RULES.md §2, §6.1), indexed by rank:
    0 is a joker's fixed value. Built once for the switches that decide it."""
    return _rank_points(rules.seven_in_hand, rules.picture_cards_ten, rules.joker_in_hand)


@lru_cache(maxsize=32)
def _rank_points(seven: int, pictures_ten: bool, joker: str) -> tuple[int, ...]:
    ranks = [10 if pictures_ten and r > 10 else r for r in range(14)]
    ranks[0], ranks[7] = _JOKER_FIXED[joker], seven
    return tuple(ranks)


def joker_factor(rules: Rules, jokers: int) -> int:
    """How much jokers left in hand multiply the rest of the hand (1 when they do not)."""
    return _JOKER_FACTOR.get(rules.joker_in_hand, 1) ** jokers


@dataclass(frozen=True, slots=True)
class PointCount:
    """The settlement count of a hand, with the reasoning a learner can follow."""

    total: int
    counted: tuple[tuple[Card, int], ...]
    quads: tuple[int, ...]
    jokers: int
    factor: int
    lines: tuple[str, ...]

    def __int__(self) -> int:
        return self.total


def hand_points(cards: tuple[Card, ...] | list[Card], rules: Rules) -> PointCount:
    """Settlement count of the cards left in hand (RULES.md §6.1).

    >>> from tutor.engine.cards import parse_cards
    >>> hand_points(parse_cards("2c 4d 5h 9c 9d 9h 9s"), Rules.preset("pagat")).total
    11
    """
    points = rank_points(rules)
    naturals = [c for c in cards if c.rank]  # a joker's rank is 0
    jokers = len(cards) - len(naturals)
    quads: tuple[int, ...] = ()
    if len(naturals) >= 4:
        ranks = [c.rank for c in naturals]
        quads = tuple(sorted({r for r in ranks if ranks.count(r) == 4}))
        naturals = [c for c in naturals if c.rank not in quads]
    counted = tuple([(c, points[c.rank]) for c in naturals])
    rest = sum([v for _, v in counted])
    factor = joker_factor(rules, jokers) if jokers else 1
    total = rest * factor + points[0] * jokers
    lines: list[str] = []
    if not cards:
        lines.append("No cards left in hand: 0 points.")
    if counted:
        parts = " + ".join([str(v) for _, v in counted])
        lines.append(f"{format_cards(naturals, pretty=True)}: {parts} = {rest}.")
    for rank in quads:
        name = Card(rank, "s").rank_name
        lines.append(f"Four {name}s in hand are not counted (a quad scores nothing).")
    if rules.seven_in_hand == 14 and 7 in {c.rank for c in naturals}:
        lines.append("Each seven left in hand counts 14 under these rules.")
    if rules.picture_cards_ten and any(c.rank > 10 for c in naturals):
        lines.append("Jacks, Queens and Kings count 10 each under these rules.")
    if jokers:
        lines.append(_joker_line(rules, jokers, rest, total))
    lines.append(f"Points in hand: {total}.")
    return PointCount(total, counted, quads, jokers, factor, tuple(lines))


def _joker_line(rules: Rules, jokers: int, rest: int, total: int) -> str:
    what = "a joker" if jokers == 1 else f"{jokers} jokers"
    option = rules.joker_in_hand
    if option in _JOKER_FACTOR:
        fixed = _JOKER_FIXED[option] * jokers
        factor = joker_factor(rules, jokers)
        extra = f" + {fixed}" if fixed else ""
        return f"With {what} left in hand: {rest} × {factor}{extra} = {total}."
    return (
        f"{what.capitalize()} left in hand count{'s' if jokers == 1 else ''} "
        f"{_JOKER_FIXED[option]} each, with no other effect."
    )


@dataclass(frozen=True, slots=True)
class BlastTotal:
    """The raw hand total used by the Blast test, with its sum written out."""

    total: int
    lines: tuple[str, ...]


def blast_value(card: Card, rules: Rules) -> int:
    """A card's value in the Blast test: face value, sevens always 7 (RULES.md §2, §5.1)."""
    if card.is_joker:
        return _JOKER_FIXED[rules.joker_in_hand]
    if rules.picture_cards_ten and card.rank > 10:
        return 10
    return card.rank


def blast_total(cards: tuple[Card, ...] | list[Card], rules: Rules) -> BlastTotal:
    """Raw total of a hand for the Blast: every card counted, sevens at 7, quads in full."""
    values = [blast_value(c, rules) for c in cards]
    total = sum(values)
    line = f"{format_cards(cards, pretty=True)}: {' + '.join(map(str, values))} = {total}."
    lines = [line, "For the Blast every card counts, sevens at 7 and a quad in full."]
    if any(c.is_joker for c in cards):
        lines.append("A joker counts its fixed value in this total, with no multiplier.")
    return BlastTotal(total, tuple(lines))
