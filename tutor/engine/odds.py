"""Odds from what one player has seen: the deals of the cards they have not seen, counted.

The ``unseen`` cards are the pack less the player's hand and the cards face up (the discard
pile, the melds on the table); the other players' hands are dealt from them. Pure counting,
no table: the practice table's coach and the lessons' table positions both read from here.

* :func:`fast_points` — the settlement count of a hand (rule book 6.1), without sentences;
* :func:`undercut_exact`, :func:`undercut_chance` — the chance that a knock is undercut
  (5.2: another hand counts as few points as the knocker's, or fewer), over every deal of
  the unseen cards into the other hands, or over random deals with a 95% Wilson interval;
* :func:`partner_groups` — the smallest groups of other cards that make a new meld with a
  card (3: sets, runs, a seven alone);
* :class:`NextHands` — the hands the next player may hold, less what their passes over
  earlier discards rule out (4.1: a discard is taken only to lay a new meld with it at
  once), and :meth:`NextHands.feed`: in how many of them a discard makes a new meld.

Results carry their reasons as data: codes from :data:`FeedCode`, rule-book points and
numbers; the words are made by the layers above.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import combinations
from typing import Literal

from tutor.engine.cards import FULL_DECK, Card
from tutor.engine.counting import joker_factor, rank_points
from tutor.engine.errors import HoolaError
from tutor.engine.melds import candidate_melds
from tutor.engine.rules import Rules

__all__ = [
    "Estimate",
    "Feed",
    "FeedCode",
    "NextHands",
    "fast_points",
    "partner_groups",
    "undercut_exact",
    "undercut_chance",
    "wilson",
]


# -- the count of a hand ---------------------------------------------------------------------
def fast_points(cards: Sequence[Card], rules: Rules) -> int:
    """The settlement count of cards left in hand (rule book 6.1), without the sentences:
    quads not counted, sevens and jokers as the rules say."""
    pts = rank_points(rules)
    ranks = [c.rank for c in cards]
    jokers = ranks.count(0)
    total = 0
    for r in ranks:
        if r and ranks.count(r) < 4:
            total += pts[r]
    if jokers:
        total = total * joker_factor(rules, jokers) + pts[0] * jokers
    return total


# -- estimates -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Estimate:
    """A chance estimated from ``samples`` random deals, with a 95% Wilson interval; or
    exact (``samples`` is the number of deals counted and the interval is the value)."""

    p: float
    low: float
    high: float
    samples: int
    hits: int
    exact: bool = False


def wilson(hits: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval for ``hits`` out of ``n`` (hits may be weighed)."""
    if n == 0:
        return 0.0, 1.0
    p = hits / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


# -- undercuts -------------------------------------------------------------------------------
def undercut_chance(
    points: int,
    unseen: Sequence[Card],
    counts: Sequence[int],
    rules: Rules,
    samples: int = 200,
    seed: int = 0,
) -> Estimate:
    """The chance that a knock with ``points`` is undercut (rule book 5.2): deal the
    ``unseen`` cards at random into hands of ``counts`` cards and see whether any holds
    ``points`` or fewer (hands are counted as they are: nobody melds after a knock)."""
    rng = random.Random(seed)
    pool = list(unseen)
    need = sum(counts)
    if need > len(pool):
        raise HoolaError("too-few-unseen", point="5.2", need=need, unseen=len(pool))
    hits = 0
    for _ in range(samples):
        dealt = rng.sample(pool, need)
        i = 0
        for k in counts:
            if fast_points(dealt[i : i + k], rules) <= points:
                hits += 1
                break
            i += k
    low, high = wilson(hits, samples)
    return Estimate(hits / samples if samples else 0.0, low, high, samples, hits)


def undercut_exact(
    points: int, unseen: Sequence[Card], counts: Sequence[int], rules: Rules
) -> Estimate:
    """The same chance counted over every deal of the unseen cards into hands of
    ``counts`` cards (rule book 5.2): only for positions small enough."""

    def deal(rest: tuple[Card, ...], left: Sequence[int]) -> tuple[int, int]:
        """(deals, deals with an undercut) of ``rest`` into hands of ``left`` cards."""
        if not left:
            return 1, 0
        total = hits = 0
        for picked in combinations(range(len(rest)), left[0]):
            sub_total, sub_hits = 1, 0
            if len(left) > 1:
                remain = tuple(c for i, c in enumerate(rest) if i not in picked)
                sub_total, sub_hits = deal(remain, left[1:])
            total += sub_total
            low = fast_points([rest[i] for i in picked], rules) <= points
            hits += sub_total if low else sub_hits
        return total, hits

    total, hits = deal(tuple(unseen), list(counts))
    p = hits / total if total else 0.0
    return Estimate(p, p, p, total, hits, exact=True)


# -- partners --------------------------------------------------------------------------------
def partner_groups(card: Card, rules: Rules) -> tuple[frozenset[Card], ...]:
    """The smallest groups of other cards that make a new meld with ``card`` (rule book 3:
    a set, a run, two cards with a seven; a seven alone is a meld, so its one group is
    empty). With jokers in play a group may hold one joker (7.9). Sorted: fewest cards
    first, then by the cards."""
    return _partners(card, rules.ace, rules.jokers)


@lru_cache(maxsize=8192)
def _partners(card: Card, ace: str, jokers: int) -> tuple[frozenset[Card], ...]:
    if card.rank == 7:
        return (frozenset(),)
    rules = _meld_rules(ace, jokers)
    near = (c for c in FULL_DECK if c != card and (c.rank == card.rank or c.suit == card.suit))
    naturals = (card, *near)
    found = set()
    for cand in candidate_melds(naturals, min(jokers, 1), rules):
        if cand.mask & 1:  # the melds with ``card``
            group = {c for i, c in enumerate(naturals) if i and cand.mask >> i & 1}
            found.add(frozenset(group | ({Card.joker()} if cand.jokers else set())))
    least = [g for g in found if not any(h < g for h in found)]
    return tuple(sorted(least, key=lambda g: (len(g), sorted(g))))


@lru_cache(maxsize=8)
def _meld_rules(ace: str, jokers: int) -> Rules:
    return Rules(ace=ace, jokers=jokers)


# -- the next player's hands -----------------------------------------------------------------
Groups = tuple[tuple[int, bool], ...]
"""Partner groups as bit masks over the unseen cards: (mask of real cards, needs a joker)."""

FeedCode = Literal["seven-always-melds", "dead-card", "meld-chance"]
"""Why a discard may feed the next player: a seven melds alone (rule book 3.3); every card
it melds with is seen (3); else the share of the hands they may hold with partners (4.1)."""

_POINT: dict[str, str] = {"seven-always-melds": "3.3", "dead-card": "3", "meld-chance": "4.1"}


@dataclass(frozen=True, slots=True)
class Feed:
    """What throwing ``card`` may give the next player (rule book 4.1: a discard is taken
    only to lay it at once in a new meld). ``code`` says why (:data:`FeedCode`), ``point``
    the rule; ``p`` is the chance, ``hits`` the weight of the hands with partners out of
    ``total`` (counts, when no pass weighs the hands), over ``hands`` hands counted
    (``exact``) or drawn. ``groups``: the partner groups whose cards are all unseen;
    ``held``: the hands with partners, as (bit mask, weight); ``passed``: the passed-over
    cards that weighed the hands."""

    card: Card
    code: FeedCode
    point: str
    p: float
    hits: float = 0.0
    total: float = 0.0
    hands: int = 0
    exact: bool = True
    groups: tuple[frozenset[Card], ...] = ()
    held: tuple[tuple[int, float], ...] = ()
    passed: tuple[Card, ...] = ()


class NextHands:
    """The hands the next player may hold: ``k`` of the ``unseen`` cards, each hand a bit
    mask over them. ``passes`` are (card, cards kept since) for each discard they passed
    over: then they held no partners of it (rule book 4.1), but the cards drawn since may
    be new partners, so a hand is weighed by the share of its parts of the size kept since
    that hold no partners. Every hand is counted when there are at most ``samples`` of them
    (exact), else ``samples`` random hands are drawn, each kept only if a random part of
    each size kept holds no partners. When no hand fits the passes they are dropped: a
    player may pass a card they could meld."""

    def __init__(
        self,
        unseen: Sequence[Card],
        k: int,
        rules: Rules,
        passes: Sequence[tuple[Card, int]] = (),
        samples: int = 200,
        seed: int = 0,
    ) -> None:
        self.cards = tuple(unseen)
        self.k = k
        self.rules = rules
        self.samples = samples
        self.seed = seed
        self.where = {c: 1 << i for i, c in enumerate(self.cards) if not c.is_joker}
        self.jokers = sum(1 << i for i, c in enumerate(self.cards) if c.is_joker)
        live = [(card, self.live(card), keep) for card, keep in passes]
        self.passes = [(card, g, keep) for card, g, keep in live if g and keep > 0]

    def live(self, card: Card) -> Groups:
        """``card``'s partner groups whose real cards are all unseen (the others cannot be
        in the next player's hand), as masks over the unseen cards."""
        return tuple(m for _, m in self._live(card))

    def _live(self, card: Card) -> list[tuple[frozenset[Card], tuple[int, bool]]]:
        """The live partner groups, each as cards and as (mask, needs a joker)."""
        out = []
        for g in partner_groups(card, self.rules):
            needs_joker = any(c.is_joker for c in g)
            if all(c in self.where for c in g if not c.is_joker) and (
                self.jokers or not needs_joker
            ):
                out.append((g, (sum(self.where[c] for c in g if not c.is_joker), needs_joker)))
        return out

    def cards_of(self, hand: int) -> list[Card]:
        """The cards of a hand given as a bit mask."""
        return [c for i, c in enumerate(self.cards) if hand >> i & 1]

    @property
    def count(self) -> int:
        """How many hands are counted or drawn."""
        return len(self.drawn[0])

    @cached_property
    def drawn(self) -> tuple[list[int], list[float], bool, bool]:
        """The hands, their weights, whether they are every hand, whether the passes
        weighed them."""
        evidence = [(g, keep) for _, g, keep in self.passes]
        return _next_hands(len(self.cards), self.k, evidence, self.jokers, self.samples, self.seed)

    def feed(self, card: Card, *, count_sevens: bool = False) -> Feed:
        """What throwing ``card`` may give the next player: the share of the hands holding
        a partner group (rule book 4.1). A card whose partners are all seen never melds (3)
        and a seven always does (3.3): no hands are counted for those, but for a seven with
        ``count_sevens`` (every hand then holds a meld with it)."""
        found = self._live(card)
        live_cards = tuple(g for g, _ in found)
        live = tuple(m for _, m in found)  # a seven's one group is empty: every hand holds it
        seven = live_cards == (frozenset(),)
        code: FeedCode = "seven-always-melds" if seven else "meld-chance" if live else "dead-card"
        if code == "dead-card" or (seven and not count_sevens):
            return Feed(card, code, _POINT[code], 1.0 if seven else 0.0, groups=live_cards)
        hands, weights, exact, used = self.drawn
        total = sum(weights)
        held = tuple(
            (h, w)
            for h, w in zip(hands, weights, strict=True)
            if w and _holds(h, live, self.jokers)
        )
        hits = sum(w for _, w in held)
        p = 1.0 if seven else hits / total if total else 0.0
        passed = () if seven or not used else tuple(c for c, _, _ in self.passes)
        return Feed(
            card, code, _POINT[code], p, hits, total, len(hands), exact, live_cards, held, passed
        )


def _holds(hand: int, groups: Groups, jokers: int) -> bool:
    return any(hand & m == m and (not j or hand & jokers) for m, j in groups)


def _free_share(spots: Sequence[int], groups: Groups, keep: int, jokers: int) -> float:
    """The share of ``keep``-card parts of the hand (spots into the unseen cards) holding
    no partner group: the chance the cards kept since the pass did not meld with it."""
    full = sum(1 << s for s in spots)
    if keep <= 0 or not _holds(full, groups, jokers):
        return 1.0
    parts = [sum(1 << s for s in part) for part in combinations(spots, min(keep, len(spots)))]
    return sum(1 for m in parts if not _holds(m, groups, jokers)) / len(parts)


def _next_hands(
    n: int,
    k: int,
    evidence: list[tuple[Groups, int]],
    jokers: int,
    samples: int,
    seed: int,
) -> tuple[list[int], list[float], bool, bool]:
    """``k`` of ``n`` unseen cards as bit masks, weighed by ``evidence`` (see
    :class:`NextHands`)."""
    k = min(k, n)
    if math.comb(n, k) <= samples:
        hands, weights = [], []
        for spots in combinations(range(n), k):
            w = 1.0
            for groups, keep in evidence:
                w *= _free_share(spots, groups, keep, jokers)
            hands.append(sum(1 << s for s in spots))
            weights.append(w)
        if evidence and not any(weights):
            return hands, [1.0] * len(hands), True, False
        return hands, weights, True, True
    rng = random.Random(seed)
    hands = []
    for _ in range(samples * (4 if evidence else 1)):
        picked = rng.sample(range(n), k)
        if all(
            keep <= 0
            or not _holds(sum(1 << s for s in rng.sample(picked, min(keep, k))), g, jokers)
            for g, keep in evidence
        ):
            hands.append(sum(1 << s for s in picked))
            if len(hands) == samples:
                break
    if not hands:
        return _next_hands(n, k, [], jokers, samples, seed)[:3] + (False,)
    return hands, [1.0] * len(hands), False, bool(evidence)
