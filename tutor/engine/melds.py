"""Melds: sets, runs and the lone seven (rule book 3), checked with reasons.

* A **set** is 3 or 4 cards of one rank. Sevens are special: two or more sevens make a set,
  and one seven alone is a meld of its own kind, a **lone seven** (kind ``"seven"``).
* A **run** is 3 or more cards of one suit in consecutive rank, no rank twice, at most 13.
  A run containing a seven needs only two cards: 6-7 or 7-8 of one suit.
* How an Ace fits a run is a switch (``rules.ace``): ``wrap`` allows A-2-3, Q-K-A and K-A-2;
  ``high-or-low`` forbids K-A-2; ``low`` allows only A-2-3.
* A joker (when in play) stands in for any card; a meld needs at least one real card.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from operator import attrgetter
from typing import Literal, NamedTuple

from tutor.engine.cards import SUITS, Card, as_cards, format_cards
from tutor.engine.errors import CardError
from tutor.engine.inputs import quote
from tutor.engine.reasons import Reason, Value, because
from tutor.engine.rules import AceRule, Rules

MeldKind = Literal["set", "run", "seven"]
MELD_KINDS: tuple[MeldKind, ...] = ("set", "run", "seven")
"""The kinds of meld (rule book 3.1–3.3): a set, a run, and a seven laid alone."""

_JOKER = Card.joker()
_SUIT = attrgetter("suit")


@dataclass(frozen=True, slots=True)
class Meld:
    """A valid meld. ``cards`` are in meld order; ``stands_for`` gives, for each joker in
    ``cards`` (same positions), the card it stands in for, and ``None`` for real cards."""

    kind: MeldKind
    cards: tuple[Card, ...]
    stands_for: tuple[Card | None, ...] = ()

    def __str__(self) -> str:
        return format_cards(self.cards)

    @property
    def pretty(self) -> str:
        return format_cards(self.cards, pretty=True)

    @classmethod
    def parse(cls, text: str, rules: Rules | None = None) -> Meld:
        """A meld from text such as ``"Qc Qd Qh"``; raises ``CardError`` if it is no meld."""
        check = check_meld(text, rules or Rules())
        if not check.valid or check.meld is None:
            raise CardError("not-a-meld", point="3", text=quote(text), why=check.why[0])
        return check.meld


@dataclass(frozen=True, slots=True)
class MeldCheck:
    """The verdict on a group of cards: valid or not, which kind, and why (``why``: reasons
    as data, the deciding one first; the words layer writes them, :func:`tutor.words.render`)."""

    cards: tuple[Card, ...]
    valid: bool
    kind: MeldKind | None
    why: tuple[Reason, ...]
    meld: Meld | None = None

    @property
    def code(self) -> str:
        """The code of the deciding reason (the first)."""
        return self.why[0].code


_P = "3"  # the rule book's section on melds; the points below name the rule itself
_POINT = {
    "jokers-not-in-play": "7.9", "too-many-jokers": "7.9", "joker-only": "7.9",
    "joker-stands-for": "7.9",
    "set-too-long": "3.1", "set": "3.1", "set-too-short": "3.1", "single-not-seven": "3.3",
    "single-seven": "3.3", "sevens-set": "3.3", "short-run-with-seven": "3.3",
    "run": "3.2", "run-too-long": "3.2", "run-gap": "3.2", "run-gap-jokers": "3.2",
    "run-too-short": "3.2", "ace-low-only": "3.4", "no-round-the-corner": "3.4",
}  # fmt: skip


def _why(code: str, **values: Value) -> Reason:
    return because(code, _POINT.get(code, _P), **values)


def check_meld(cards: str | Iterable[Card], rules: Rules) -> MeldCheck:
    """Decide whether ``cards`` form one meld under ``rules``, and say why (as data).

    >>> check_meld("6h 8h", Rules()).why[0].code
    'run-gap'
    """
    group = as_cards(cards, rules, jokers_by_rules=False)

    def no(code: str, **values: Value) -> MeldCheck:
        return MeldCheck(group, False, None, (_why(code, **values),))

    if not group:
        return no("no-cards")
    naturals = [c for c in group if not c.is_joker]
    jokers = len(group) - len(naturals)
    if jokers > rules.jokers:
        if rules.jokers == 0:
            return no("jokers-not-in-play")
        return no("too-many-jokers", allowed=rules.jokers, chosen=jokers)
    if not naturals:
        return no("joker-only")
    ranks = {c.rank for c in naturals}
    suits = {c.suit for c in naturals}
    if len(ranks) == 1:
        verdict = _check_set(group, naturals, jokers, rules)
        if verdict.valid or len(naturals) > 1 or jokers == 0:
            if not verdict.valid and len(suits) == 1 and jokers:
                run = _check_run(group, naturals, jokers, rules)
                if run.valid:
                    return run
            return verdict
        run = _check_run(group, naturals, jokers, rules)
        return run if run.valid else verdict
    if len(suits) == 1:
        return _check_run(group, naturals, jokers, rules)
    a, b = _first_mismatch(naturals)
    return no("mixed", cards=group, a=a, b=b)


def _first_mismatch(naturals: list[Card]) -> tuple[Card, Card]:
    first = naturals[0]
    for other in naturals[1:]:
        if other.rank != first.rank and other.suit != first.suit:
            return first, other
    other = next(c for c in naturals[1:] if c.suit != first.suit)
    third = next((c for c in naturals[1:] if c.rank != first.rank), other)
    return (
        (other, third)
        if other.rank != third.rank and other.suit != third.suit
        else (
            first,
            other,
        )
    )


def _joker_note(stands_for: tuple[Card | None, ...]) -> tuple[Reason, ...]:
    subs = tuple(c for c in stands_for if c is not None)
    if not subs:
        return ()
    return (_why("joker-stands-for", cards=subs),)


def set_sizes(rank: int) -> range:
    """How many cards of ``rank`` make a set: three or four, one a suit (rule book 3.1);
    sevens one to four, a seven alone being a lone seven (3.3)."""
    return range(1, 5) if rank == 7 else range(3, 5)


_SET_SIZES = tuple(set_sizes(rank) for rank in range(14))
""":func:`set_sizes` by rank, for the candidate search's hot loop."""


def _check_set(
    group: tuple[Card, ...], naturals: list[Card], jokers: int, rules: Rules
) -> MeldCheck:
    rank = naturals[0].rank
    size = len(group)
    sizes = _SET_SIZES[rank]
    if size >= sizes.stop:
        why = _why("set-too-long", cards=group, size=size)
        return MeldCheck(group, False, None, (why,))
    missing = [Card(rank, s) for s in "cdhs" if Card(rank, s) not in naturals][:jokers]
    stands = tuple(missing.pop(0) if c.is_joker else None for c in group)
    if rank == 7:
        kind: MeldKind = "seven" if size == 1 else "set"
        code = "single-seven" if size == 1 else "sevens-set"
        meld = Meld(kind, group, stands)
        return MeldCheck(group, True, kind, (_why(code, cards=group), *_joker_note(stands)), meld)
    if size == 1:
        return MeldCheck(group, False, None, (_why("single-not-seven", cards=group),))
    if size < sizes.start:
        why = _why("set-too-short", cards=group, size=size, rank=rank)
        return MeldCheck(group, False, None, (why,))
    why = _why("set", cards=group, size=size, rank=rank)
    return MeldCheck(group, True, "set", (why, *_joker_note(stands)), Meld("set", group, stands))


@lru_cache(maxsize=8)
def run_windows(ace: AceRule) -> tuple[tuple[int, ...], ...]:
    """Every rank sequence a run may follow under the ace rule, each set of ranks once,
    shortest first. Ranks are 1–13 (the Ace is 1 whether played low or high)."""
    seen: set[frozenset[int]] = set()
    out: list[tuple[int, ...]] = []
    for length in range(2, 14):
        if ace == "wrap":
            starts = [(s, [((s - 1 + i) % 13) + 1 for i in range(length)]) for s in range(1, 14)]
        else:
            top = 14 if ace == "high-or-low" else 13
            starts = [
                (s, [((s + i - 1) % 13) + 1 for i in range(length)])
                for s in range(1, top - length + 2)
            ]
        for _, ranks in starts:
            key = frozenset(ranks)
            if key in seen or (length == 2 and 7 not in ranks):
                continue
            seen.add(key)
            out.append(tuple(ranks))
    return tuple(out)


def _check_run(
    group: tuple[Card, ...], naturals: list[Card], jokers: int, rules: Rules
) -> MeldCheck:
    suit = naturals[0].suit
    size = len(group)
    ranks = {c.rank for c in naturals}
    by_rank = {c.rank: c for c in naturals}
    for window in run_windows(rules.ace):
        if len(window) == size and ranks <= set(window):
            missing = [r for r in window if r not in ranks]
            order = tuple(by_rank.get(r, Card.joker()) for r in window)
            stands = tuple(Card(r, suit) if r not in ranks else None for r in window)
            if size == 2:
                why = _why("short-run-with-seven", cards=order)
            else:
                why = _why("run", cards=order, size=size, suit=suit)
            notes = _joker_note(stands) if missing else ()
            return MeldCheck(group, True, "run", (why, *notes), Meld("run", order, stands))
    return MeldCheck(group, False, None, (_run_failure(group, naturals, jokers, size, rules),))


def _run_failure(
    group: tuple[Card, ...], naturals: list[Card], jokers: int, size: int, rules: Rules
) -> Reason:
    if size > 13:
        return _why("run-too-long", cards=group, size=size)
    has_ace = any(c.rank == 1 for c in naturals)
    # Would the run work if the Ace could go high, or around the corner?
    if has_ace and rules.ace != "wrap":
        for ace in ("high-or-low", "wrap"):
            if ace == rules.ace:
                continue
            if any(
                len(w) == size and {c.rank for c in naturals} <= set(w) for w in run_windows(ace)
            ):
                code = "ace-low-only" if rules.ace == "low" else "no-round-the-corner"
                return _why(code, cards=group)
    gaps = _fewest_gaps(naturals, rules.ace)
    if gaps:
        a, b, need = gaps[0]
        missing = sum(len(n) for _, _, n in gaps)
        if jokers and missing > jokers:
            return _why("run-gap-jokers", a=a, b=b, needs=tuple(need), missing=missing)
        more = tuple(c for *_, n in gaps[1:] for c in n)
        return _why("run-gap", a=a, b=b, needs=tuple(need), also=more)
    if size == 2:
        return _why("run-too-short", cards=group)
    if size == 1:
        return _why("single-not-seven", cards=group)
    # One suit, no gap, at most 13 cards: some window of this size always fits.
    raise AssertionError(f"no reason found for the run {group}")


def _fewest_gaps(naturals: list[Card], ace: AceRule) -> list[tuple[Card, Card, list[Card]]]:
    """The gaps between the cards, read the way that leaves the fewest missing cards."""
    suit = naturals[0].suit
    ranks = sorted(c.rank for c in naturals)
    readings = [ranks]
    if 1 in ranks and ace != "low":
        readings.append(sorted(r if r != 1 else 14 for r in ranks))
    if ace == "wrap":
        readings += [ranks[i:] + [r + 13 for r in ranks[:i]] for i in range(1, len(ranks))]
    best: list[tuple[Card, Card, list[Card]]] | None = None
    for reading in readings:
        gaps = []
        for a, b in zip(reading, reading[1:], strict=False):
            if b - a > 1:
                need = [Card((r - 1) % 13 + 1, suit) for r in range(a + 1, b)]
                gaps.append((Card((a - 1) % 13 + 1, suit), Card((b - 1) % 13 + 1, suit), need))
        if best is None or sum(len(n) for *_, n in gaps) < sum(len(n) for *_, n in best):
            best = gaps
    return best or []


@lru_cache(maxsize=8)
def _runs_by_start(ace: AceRule) -> dict[int, tuple[tuple[int, ...], frozenset[int]]]:
    """For each first rank, the longest run pattern from it and the lengths allowed."""
    grouped: dict[int, list[tuple[int, ...]]] = {}
    for window in run_windows(ace):
        grouped.setdefault(window[0], []).append(window)
    return {
        first: (max(ws, key=len), frozenset(len(w) for w in ws))
        for first, ws in sorted(grouped.items())
    }


class Candidate(NamedTuple):
    """A meld that could be laid from a hand: which cards (a bitmask over the hand's real
    cards), how many jokers it needs, and the rank pattern it follows."""

    mask: int
    jokers: int
    kind: MeldKind
    ranks: tuple[int, ...]
    suit: str


_Candidates = dict[tuple[int, int], Candidate]
"""Candidates by (card mask, jokers): each pair once."""


def candidate_melds(naturals: tuple[Card, ...], jokers: int, rules: Rules) -> list[Candidate]:
    """Every meld that the real cards ``naturals`` plus up to ``jokers`` jokers can form,
    each (cards, jokers) pair once: sets and lone sevens (rule book 3.1, 3.3), then runs
    (3.2). Used by the arrangement search, so it is a hot loop: a helper a kind, each
    called once a hand (or a suit), never once a card."""
    out: _Candidates = {}
    by_rank: dict[int, list[int]] = {}
    by_suit: dict[str, dict[int, int]] = {}
    for i, c in enumerate(naturals):
        by_rank.setdefault(c.rank, []).append(i)
        by_suit.setdefault(c.suit, {})[c.rank] = i
    _add_sets(out, by_rank, jokers)
    starts = _runs_by_start(rules.ace)
    for suit, ranks in by_suit.items():
        if len(ranks) + jokers >= 2:
            _add_runs(out, suit, ranks, jokers, starts)
    return list(out.values())


def _add_sets(out: _Candidates, by_rank: dict[int, list[int]], jokers: int) -> None:
    """Into ``out``, every set and lone seven from the cards of each rank (``by_rank``: rank
    to card indexes) plus up to ``jokers`` jokers: 3 or 4 cards, a seven from one (rule
    book 3.1, 3.3)."""
    for rank, idxs in by_rank.items():
        low, top = _SET_SIZES[rank].start, _SET_SIZES[rank].stop - 1
        if len(idxs) + jokers < low:
            continue
        for k in range(1, len(idxs) + 1):
            for combo in combinations(idxs, k):
                mask = 0
                for i in combo:
                    mask |= 1 << i
                for j in range(jokers + 1):
                    if low <= k + j <= top:
                        kind: MeldKind = "seven" if k + j == 1 else "set"
                        out[mask, j] = Candidate(mask, j, kind, (rank,) * (k + j), "")


def _add_runs(
    out: _Candidates,
    suit: str,
    ranks: dict[int, int],
    jokers: int,
    starts: dict[int, tuple[tuple[int, ...], frozenset[int]]],
) -> None:
    """Into ``out``, every run of ``suit`` that the held ``ranks`` (rank to card index)
    fill with at most ``jokers`` gaps, from each start's longest pattern (rule book 3.2)."""
    # without jokers a run starts at a card held
    for first in starts if jokers else sorted(ranks):
        if first not in starts:
            continue
        longest, lengths = starts[first]
        present: list[int] = []
        mask = 0
        for pos, rank in enumerate(longest, 1):
            idx = ranks.get(rank)
            if idx is not None:
                present.append(idx)
                mask |= 1 << idx
            gap = pos - len(present)
            if gap > jokers:
                break
            if pos not in lengths or not present:
                continue
            if jokers:
                _add_joker_runs(out, suit, longest[:pos], mask, present, gap, jokers)
            else:
                out[mask, 0] = Candidate(mask, 0, "run", longest[:pos], suit)


def _add_joker_runs(
    out: _Candidates,
    suit: str,
    window: tuple[int, ...],
    mask: int,
    present: list[int],
    gap: int,
    jokers: int,
) -> None:
    """Into ``out``, the run ``window`` from the cards ``mask`` with jokers in its ``gap``
    places, and again with spare jokers standing in for some held cards (one card stays)."""
    for drop in range(min(jokers - gap, len(present) - 1) + 1):
        for removed in combinations(present, drop):
            m = mask
            for i in removed:
                m ^= 1 << i
            if (m, gap + drop) not in out:
                out[m, gap + drop] = Candidate(m, gap + drop, "run", window, suit)


def build_meld(candidate: Candidate, naturals: tuple[Card, ...]) -> Meld:
    """The :class:`Meld` a candidate describes, with jokers placed and named."""
    used = [naturals[i] for i in range(len(naturals)) if candidate.mask >> i & 1]
    if candidate.kind == "run":
        by_rank = {c.rank: c for c in used}
        cards = tuple(by_rank.get(r, _JOKER) for r in candidate.ranks)
        placed: tuple[Card | None, ...] = tuple(
            None if r in by_rank else Card(r, candidate.suit) for r in candidate.ranks
        )
        return Meld("run", cards, placed)
    cards = tuple(sorted(used, key=_SUIT)) + (_JOKER,) * candidate.jokers
    stands: tuple[Card | None, ...] = (None,) * len(used)
    if candidate.jokers:  # each joker stands in for a suit not held, in suit order
        held = {c.suit for c in used}
        free = [Card(used[0].rank, s) for s in SUITS if s not in held]
        stands += tuple(free[: candidate.jokers])
    return Meld(candidate.kind, cards, stands)
