"""A hand's best arrangement: the melds that leave the fewest points (rule book 3, 6.1).

The search is exact. It lists every meld the hand can form (:func:`candidate_melds`), then
walks the hand card by card: the lowest card still open is either left in hand or laid in
one of the melds that contain it. Results are memoised on (cards still open, jokers still
to place), so each sub-hand is solved once. Jokers are placed exactly: the search is run
once for each number of jokers laid, since jokers left in hand may multiply the rest.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from operator import attrgetter

from tutor.engine.cards import Card, as_cards
from tutor.engine.counting import PointCount, hand_points, rank_points
from tutor.engine.melds import Candidate, Meld, build_meld, candidate_melds, check_meld
from tutor.engine.reasons import Reason, because
from tutor.engine.rules import Rules

_INF = float("inf")
_SUIT_RANK = attrgetter("suit", "rank")
_ONE_EACH = (1,) * 14  # can_meld_all counts the cards left open
_ALTERNATIVES = 3  # equally good arrangements named at most


def _bigger_first(c: Candidate) -> tuple[int, int, int]:
    return -c.mask.bit_count(), c.jokers, c.mask


@dataclass(frozen=True)
class Arrangement:
    """Melds laid from a hand and the deadwood left, with its settlement count."""

    melds: tuple[Meld, ...]
    deadwood: tuple[Card, ...]
    points: int
    rules: Rules = field(repr=False, compare=False)
    hand: tuple[Card, ...] = field(default=(), repr=False, compare=False)
    """The cards arranged (for :attr:`equally_good`); empty when not kept."""

    @cached_property
    def equally_good(self) -> tuple[tuple[Meld, ...], ...]:
        """Other sets of melds that leave exactly as few points (at most three), so a
        learner who found one of them is told it is just as good (rule book 3.5: one card,
        one meld, so the choice can matter or not). Hands with jokers are not searched."""
        if not self.hand or any(c.is_joker for c in self.hand):
            return ()
        naturals = self.hand
        cands = candidate_melds(naturals, 0, self.rules)
        mine = {frozenset(m.cards) for m in self.melds}
        found: list[tuple[Meld, ...]] = []

        def walk(start: int, used: int, chosen: list[Candidate]) -> None:
            if len(found) >= _ALTERNATIVES:
                return
            if chosen:
                left = [c for i, c in enumerate(naturals) if not used >> i & 1]
                if hand_points(left, self.rules).total == self.points:
                    melds = tuple(build_meld(c, naturals) for c in chosen)
                    if {frozenset(m.cards) for m in melds} != mine:
                        found.append(melds)
            for k in range(start, len(cands)):
                if not cands[k].mask & used:
                    walk(k + 1, used | cands[k].mask, [*chosen, cands[k]])

        walk(0, 0, [])
        return tuple(found)

    @cached_property
    def count(self) -> PointCount:
        """The settlement count of the deadwood, written out."""
        return hand_points(self.deadwood, self.rules)

    @property
    def why(self) -> tuple[Reason, ...]:
        """The arrangement as reasons: each meld laid, what is left and how it counts."""
        out: list[Reason] = [
            because("lay-meld", "3", kind=m.kind, cards=m.cards) for m in self.melds
        ]
        if not out:
            out.append(because("no-meld", "3"))
        if self.deadwood:
            out.append(because("left-in-hand", "6.1", cards=self.deadwood))
            out.extend(self.count.why)
        else:
            out.append(because("all-melded", "6.1"))
        out.append(because("fewest-points", "6.1"))
        out.extend(
            because("equally-good", "3.5", melds=tuple(m.cards for m in other), points=self.points)
            for other in self.equally_good
        )
        return tuple(out)


class _Search:
    """Memoised minimum-cost cover of a hand's real cards by melds, with exact joker use."""

    def __init__(
        self, naturals: tuple[Card, ...], jokers: int, rules: Rules, cost: Sequence[int]
    ) -> None:
        """``cost`` is what a card left open costs, indexed by its rank."""
        self.naturals = naturals
        self.cost = [cost[c.rank] for c in naturals]
        self.by_low: list[list[Candidate]] = [[] for _ in naturals]
        # bigger melds first: ties keep the fuller arrangement
        for cand in sorted(candidate_melds(naturals, jokers, rules), key=_bigger_first):
            low = (cand.mask & -cand.mask).bit_length() - 1
            self.by_low[low].append(cand)
        self.memo: dict[tuple[int, int], tuple[float, Candidate | None]] = {}

    def best(self, mask: int, jokers: int) -> float:
        """Least deadwood cost of the open cards ``mask`` with exactly ``jokers`` to lay."""
        if not mask:
            return 0 if jokers == 0 else _INF
        key = (mask, jokers)
        hit = self.memo.get(key)
        if hit is not None:
            return hit[0]
        low = (mask & -mask).bit_length() - 1
        choice: Candidate | None = None
        value = _INF
        for cand in self.by_low[low]:
            if cand.jokers <= jokers and cand.mask & mask == cand.mask:
                v = self.best(mask ^ cand.mask, jokers - cand.jokers)
                if v < value:
                    value, choice = v, cand
                    if v == 0:
                        break
        if value > 0:
            v = self.cost[low] + self.best(mask ^ (1 << low), jokers)
            if v < value:
                value, choice = v, None
        self.memo[key] = (value, choice)
        return value

    def melds(self, mask: int, jokers: int) -> tuple[list[Candidate], list[Card]]:
        chosen: list[Candidate] = []
        left: list[Card] = []
        while mask:
            self.best(mask, jokers)
            _, cand = self.memo[(mask, jokers)]
            low = (mask & -mask).bit_length() - 1
            if cand is None:
                left.append(self.naturals[low])
                mask ^= 1 << low
            else:
                chosen.append(cand)
                mask ^= cand.mask
                jokers -= cand.jokers
        return chosen, left


def split_jokers(cards: Iterable[Card] | str, rules: Rules) -> tuple[tuple[Card, ...], int]:
    """A hand as its real cards, sorted by suit then rank, and the number of jokers in it
    (jokers stand for any card of a meld, rule 7.9). Text is read under ``rules``."""
    hand = as_cards(cards, rules)
    # sort_cards's order; the jokers (rank 0) are left out
    naturals = tuple(sorted([c for c in hand if c.rank], key=_SUIT_RANK))
    return naturals, len(hand) - len(naturals)


def best_arrangement(cards: Iterable[Card] | str, rules: Rules) -> Arrangement:
    """The arrangement of ``cards`` that leaves the fewest points in hand (settlement count:
    quads not counted, sevens per ``rules.seven_in_hand``, jokers per ``rules.joker_in_hand``).
    Deterministic: among equal arrangements it keeps the one with the biggest melds first.

    >>> best_arrangement("3h 4h 5h 4c 4d", Rules()).points
    8
    """
    naturals, jokers = split_jokers(cards, rules)
    search = _Search(naturals, jokers, rules, rank_points(rules))
    full = (1 << len(naturals)) - 1
    if not jokers:
        chosen, left = search.melds(full, 0)
        melds = tuple(build_meld(c, naturals) for c in chosen)
        return Arrangement(melds, tuple(left), int(search.best(full, 0)), rules, naturals)
    best: tuple[float, int] | None = None
    for laid in range(jokers, -1, -1):
        cost = search.best(full, laid)
        if cost == _INF:
            continue
        # Jokers left in hand may multiply or add: count the real hand to compare.
        chosen, left = search.melds(full, laid)
        points = hand_points(tuple(left) + (Card.joker(),) * (jokers - laid), rules).total
        if best is None or points < best[0]:
            best = (points, laid)
    assert best is not None
    laid = best[1]
    chosen, left = search.melds(full, laid)
    deadwood = tuple(left) + (Card.joker(),) * (jokers - laid)
    melds = tuple(build_meld(c, naturals) for c in chosen)
    return Arrangement(melds, deadwood, int(best[0]), rules)


def fewest_unmelded(cards: Iterable[Card] | str, rules: Rules) -> int:
    """The fewest of ``cards`` that stay out of melds however the melds are laid (rule 3: a
    card goes into one meld at most); a joker not laid counts as one card left."""
    naturals, jokers = split_jokers(cards, rules)
    search = _Search(naturals, jokers, rules, _ONE_EACH)
    full = (1 << len(naturals)) - 1
    return int(min(search.best(full, j) + (jokers - j) for j in range(jokers + 1)))


def can_meld_all(cards: Iterable[Card] | str, rules: Rules) -> tuple[Meld, ...] | None:
    """Melds that use every one of ``cards`` (jokers included), or ``None`` if none exist."""
    return _meld_all(*split_jokers(cards, rules), rules)


@lru_cache(maxsize=1 << 16)
def _meld_all(naturals: tuple[Card, ...], jokers: int, rules: Rules) -> tuple[Meld, ...] | None:
    """:func:`can_meld_all` of a hand in its sorted form, remembered: the endings ask it of
    the same part of a hand once for every card that could be drawn."""
    search = _Search(naturals, jokers, rules, _ONE_EACH)
    full = (1 << len(naturals)) - 1
    if search.best(full, jokers) != 0:
        return None
    chosen, _ = search.melds(full, jokers)
    return tuple(build_meld(c, naturals) for c in chosen)


@dataclass(frozen=True)
class ArrangementChoice:
    """A learner's arrangement graded: the cards kept in hand, the melds the rest make
    (``None`` when the rest cannot all be melded, with ``stuck`` the best the rest allow),
    the kept cards' count and the best count possible. ``why`` holds the verdict's reason:
    ``choice-best``, ``choice-not-best`` or ``choice-cannot-meld``."""

    kept: tuple[Card, ...]
    melds: tuple[Meld, ...] | None
    stuck: Arrangement | None
    count: PointCount | None
    best_points: int
    why: Reason

    @property
    def code(self) -> str:
        return self.why.code

    @property
    def best(self) -> bool:
        """The choice leaves as few points as any arrangement can."""
        return self.why.code == "choice-best"


def grade_choice(hand: Sequence[Card], keep: Iterable[int], rules: Rules) -> ArrangementChoice:
    """Grade a learner's arrangement of ``hand`` that leaves the cards at positions ``keep``
    in hand: every other card must go into melds (rule book 3), and the kept cards count
    their settlement points (6.1), compared with the best arrangement."""
    kept_idx = set(keep)
    kept = tuple(c for i, c in enumerate(hand) if i in kept_idx)
    rest = tuple(c for i, c in enumerate(hand) if i not in kept_idx)
    best = best_arrangement(tuple(hand), rules).points
    melds = can_meld_all(rest, rules) if rest else ()
    if melds is None:
        stuck = best_arrangement(rest, rules)
        why = because("choice-cannot-meld", "3", cards=stuck.deadwood)
        return ArrangementChoice(kept, None, stuck, None, best, why)
    count = hand_points(kept, rules)
    code = "choice-best" if count.total == best else "choice-not-best"
    why = because(code, "6.1", points=count.total, best=best)
    return ArrangementChoice(kept, melds, None, count, best, why)


def grade_melds(
    hand: Sequence[Card], melds: Iterable[Iterable[Card] | str], rules: Rules
) -> ArrangementChoice:
    """Grade the melds a learner would lay from ``hand``, in the order laid: each group
    must be one meld (rule book 3) of cards from the hand, no card in two (3.5); the cards
    left over count their settlement points (6.1), compared with the best arrangement. Any
    set of melds leaving as few points as the best is right, whichever melds they are."""
    hand = tuple(hand)
    groups = [as_cards(g, rules) for g in melds]
    best = best_arrangement(hand, rules).points
    laid = [c for g in groups for c in g]
    outside = tuple(dict.fromkeys(c for c in laid if c not in hand))
    if outside:
        why = because("choice-not-in-hand", "3", cards=outside)
        return ArrangementChoice((), None, None, None, best, why)
    twice = tuple(dict.fromkeys(c for c in laid if laid.count(c) > 1))
    if twice:
        why = because("choice-card-twice", "3.5", cards=twice)
        return ArrangementChoice((), None, None, None, best, why)
    checked = []
    for g in groups:
        verdict = check_meld(g, rules)
        if not verdict.valid or verdict.meld is None:
            why = because("choice-not-a-meld", "3", cards=g)
            return ArrangementChoice((), None, None, None, best, why)
        checked.append(verdict.meld)
    kept = tuple(c for c in hand if c not in laid)
    count = hand_points(kept, rules)
    code = "choice-best" if count.total == best else "choice-not-best"
    why = because(code, "6.1", points=count.total, best=best)
    return ArrangementChoice(kept, tuple(checked), None, count, best, why)
