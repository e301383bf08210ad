"""Counting points in hand (rule book 2, 6.1) and the raw Blast total (§5.1).

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

from tutor.engine.cards import Card
from tutor.engine.reasons import Reason, because
from tutor.engine.rules import Rules

_JOKER_FIXED = {"double": 0, "quintuple": 0, "zero": 0, "fourteen-triple": 14, "twenty": 20,
                "thirty": 30}  # fmt: skip
_JOKER_FACTOR = {"double": 2, "quintuple": 5, "fourteen-triple": 3}


def card_points(card: Card, rules: Rules) -> int:
    """Points one card counts when left in hand (before any joker multiplier)."""
    return rank_points(rules)[card.rank]


def rank_points(rules: Rules) -> tuple[int, ...]:
    """What a card of each rank counts left in hand (rule book 2, 6.1), indexed by rank:
    0 is a joker's fixed value. Built once for the switches that decide it."""
    return _rank_points(rules.seven_in_hand, rules.picture_cards_ten, rules.joker_in_hand)


@lru_cache(maxsize=32)
def _rank_points(seven: int, pictures_ten: bool, joker: str) -> tuple[int, ...]:
    ranks = [10 if pictures_ten and r > 10 else r for r in range(14)]
    ranks[0], ranks[7] = _JOKER_FIXED[joker], seven
    return tuple(ranks)


def joker_factor(rules: Rules, jokers: int) -> int:
    """How much jokers left in hand multiply the rest of the hand (1 when they do not)."""
    return int(_JOKER_FACTOR.get(rules.joker_in_hand, 1) ** jokers)


@dataclass(frozen=True, slots=True)
class PointCount:
    """The settlement count of a hand, with the reasoning a learner can follow: ``why`` as
    data, ``lines`` as sentences (rendered by the explainer)."""

    total: int
    counted: tuple[tuple[Card, int], ...]
    quads: tuple[int, ...]
    jokers: int
    factor: int
    rest: int = 0
    seven_points: int = 7
    pictures_ten: bool = False
    joker_rule: str = "double"

    def __int__(self) -> int:
        return self.total

    @property
    def why(self) -> tuple[Reason, ...]:
        out: list[Reason] = []
        if not self.counted and not self.quads and not self.jokers:
            out.append(because("no-cards-left", "6.1"))
        if self.counted:
            cards = tuple(c for c, _ in self.counted)
            values = tuple(v for _, v in self.counted)
            out.append(because("counted", "6.1", cards=cards, values=values, total=self.rest))
        out.extend(because("quad-not-counted", "6.1", rank=rank) for rank in self.quads)
        ranks = {c.rank for c, _ in self.counted}
        if self.seven_points == 14 and 7 in ranks:
            out.append(because("seven-counts-14", "2.2"))
        if self.pictures_ten and any(r > 10 for r in ranks):
            out.append(because("pictures-count-10", "2.4"))
        if self.jokers:
            if self.joker_rule in _JOKER_FACTOR:
                out.append(
                    because(
                        "jokers-multiply",
                        "7.9",
                        jokers=self.jokers,
                        rest=self.rest,
                        factor=self.factor,
                        fixed=_JOKER_FIXED[self.joker_rule] * self.jokers,
                        total=self.total,
                    )
                )
            else:
                out.append(
                    because(
                        "jokers-fixed",
                        "7.9",
                        jokers=self.jokers,
                        each=_JOKER_FIXED[self.joker_rule],
                    )
                )
        out.append(because("total", "6.1", total=self.total))
        return tuple(out)


def hand_points(cards: tuple[Card, ...] | list[Card], rules: Rules) -> PointCount:
    """Settlement count of the cards left in hand (rule book 6.1).

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
    return PointCount(
        total,
        counted,
        quads,
        jokers,
        factor,
        rest,
        rules.seven_in_hand,
        rules.picture_cards_ten,
        rules.joker_in_hand,
    )


@dataclass(frozen=True, slots=True)
class BlastTotal:
    """The raw hand total used by the Blast test (rule book 5.1), with its sum as data
    (``why``: reasons; the words layer writes them, :func:`tutor.words.render_all`)."""

    total: int
    cards: tuple[Card, ...] = ()
    values: tuple[int, ...] = ()

    @property
    def why(self) -> tuple[Reason, ...]:
        out = [
            because("blast-total", "5.1", cards=self.cards, values=self.values, total=self.total),
            because("blast-counts-all", "5.1"),
        ]
        if any(c.is_joker for c in self.cards):
            out.append(because("blast-joker-fixed", "5.1"))
        return tuple(out)


def blast_value(card: Card, rules: Rules) -> int:
    """A card's value in the Blast test: face value, sevens always 7 (rule book 2, 5.1)."""
    if card.is_joker:
        return _JOKER_FIXED[rules.joker_in_hand]
    if rules.picture_cards_ten and card.rank > 10:
        return 10
    return card.rank


def blast_total(cards: tuple[Card, ...] | list[Card], rules: Rules) -> BlastTotal:
    """Raw total of a hand for the Blast: every card counted, sevens at 7, quads in full."""
    values = tuple(blast_value(c, rules) for c in cards)
    return BlastTotal(sum(values), tuple(cards), values)
