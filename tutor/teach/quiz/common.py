"""Helpers the question kinds share: dealing cards without repeats, card groups worth a
given total, and the switch tags of a question (the switches whose other setting would
change its answer, found by the engine's ``switches_that_change``)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from typing import Any

from tutor.engine import rulebook
from tutor.engine.cards import FULL_DECK, SUITS, Card
from tutor.engine.errors import HoolaError
from tutor.engine.rules import Rules, switch_rule
from tutor.engine.switches import switches_that_change


def _pick_worth(
    rng: random.Random, pool: Sequence[Card], k: int, total: int, value: Callable[[Card], int]
) -> tuple[Card, ...] | None:
    """``k`` distinct cards from ``pool`` whose values add up to ``total``, or ``None``."""
    if k <= 0:
        return () if total == 0 else None
    vals = [value(c) for c in pool]
    if len(vals) < k:
        return None
    lo_v, hi_v = min(vals), max(vals)
    for _ in range(30):
        chosen: list[Card] = []
        taken: set[int] = set()
        left = total
        for i in range(k):
            slots = k - i - 1
            lo, hi = left - slots * hi_v, left - slots * lo_v
            cands = [j for j, v in enumerate(vals) if lo <= v <= hi and j not in taken]
            if not cands:
                break
            j = rng.choice(cands)
            taken.add(j)
            chosen.append(pool[j])
            left -= vals[j]
        else:
            if left == 0:
                return tuple(chosen)
    return None


class Deal:
    """Cards dealt from one deck for one question: no card twice."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.used: set[Card] = set()

    def free(self, keep: Callable[[Card], bool] | None = None) -> list[Card]:
        return [c for c in FULL_DECK if c not in self.used and (keep is None or keep(c))]

    def take(self, cards: Iterable[Card]) -> tuple[Card, ...]:
        out = tuple(cards)
        self.used.update(out)
        return out

    def random(self, k: int, keep: Callable[[Card], bool] | None = None) -> tuple[Card, ...]:
        pool = self.free(keep)
        return self.take(self.rng.sample(pool, min(k, len(pool))))

    def worth(
        self,
        k: int,
        total: int,
        value: Callable[[Card], int],
        keep: Callable[[Card], bool] | None = None,
    ) -> tuple[Card, ...] | None:
        found = _pick_worth(self.rng, self.free(keep), k, total, value)
        return None if found is None else self.take(found)

    def meld(self) -> tuple[Card, ...]:
        """Three cards that make a run or a set (not sevens), from what is left."""
        for _ in range(30):
            if self.rng.random() < 0.55:
                suit = self.rng.choice(SUITS)
                start = self.rng.randint(1, 11)
                cards = [Card(r, suit) for r in range(start, start + 3)]
            else:
                rank = self.rng.choice([r for r in range(1, 14) if r != 7])
                cards = [Card(rank, s) for s in self.rng.sample(SUITS, 3)]
            if not any(c in self.used or c.rank == 7 for c in cards):
                return self.take(cards)
        return self.random(3)


def _flipped(rules: Rules, field: str) -> list[Rules]:
    """The rules with ``field`` set to each other value a learner is likely to meet."""
    now = getattr(rules, field)
    options: dict[str, list[Any]] = {
        "ace": ["wrap", "high-or-low", "low"],
        "seven_in_hand": [7, 14],
        "sopang_max": [14, 15],
        "daepang_min": [83, 81],
        "knock_needs": ["other-melded", "knocker-and-other", "none"],
        "knock_limit": [10, {2: 7, 3: 10, 4: 15}],
        "meld_at_stock_end": [True, False],
        "tie": ["turn-order", "fewest-cards"],
        "sevens_double": [True, False],
        "undercut_doubles": [True, False],
        "stock_melds_spare_doubling": [True, False],
        "perfect_needs_all_turns": [True, False],
        "discard_to_go_out": [True, False],
        "direction": ["counter-clockwise", "clockwise"],
        "hoola_doubles": [True, False],
        "claim": ["none", "battle", "tame"],
        "joker_in_hand": ["double", "quintuple", "zero", "fourteen-triple", "twenty", "thirty"],
    }
    out = []
    for value in options[field]:
        if value != now:
            try:
                out.append(rules.with_changes(**{field: value}))
            except HoolaError:
                continue
    return out


def switch_tags(rules: Rules, fields: Iterable[str], answer: Callable[[Rules], Any]) -> list[str]:
    """``switch:<field>`` for each field whose other settings change the answer (the
    engine's :func:`~tutor.engine.switches.switches_that_change`, for each setting a learner
    is likely to meet). A question the engine refuses under the other setting, or leaves
    without an answer (the player asked about is no loser there), is no change."""
    base = answer(rules)

    def answer_or_base(r: Rules) -> Any:
        if r is rules:
            return base
        try:
            return answer(r)
        except KeyError:
            return base

    tags = []
    for field in fields:
        for other in _flipped(rules, field):
            effects = switches_that_change(answer_or_base, rules, other)
            if any(e.switch == field and e.problem is None for e in effects):
                tags.append(f"switch:{field}")
                break
    return tags


_SEE = re.compile(r"^See \{rule (\d+\.\d+)\}\.$")


@cache
def see_also() -> dict[str, str]:
    """Rule-book points that only send the reader to another (7.4 "See {rule 4.5}."), by
    the point they send to: ``{"4.5": "7.4", ...}``."""
    out = {}
    for p in rulebook.points("en"):
        m = _SEE.match(p.body)
        if m and not p.is_section:
            out[m.group(1)] = p.id
    return out


def implied_tags(tags: Iterable[str]) -> tuple[str, ...]:
    """``tags`` and the rule points they imply: a question whose answer a switch changes
    (``switch:ace``) tests the point of that switch (3.4) and the variation that only sends
    to that point (7.5 "See {rule 3.4}")."""
    seen: dict[str, None] = {}
    for tag in tags:
        seen.setdefault(tag, None)
        if tag.startswith("switch:"):
            point = switch_rule(tag.removeprefix("switch:"))
            seen.setdefault(f"§{point}", None)
            if point in see_also():
                seen.setdefault(f"§{see_also()[point]}", None)
    return tuple(seen)


def merged_tags(*groups: Iterable[str]) -> tuple[str, ...]:
    """The tags of every group, once each, with the points they imply
    (:func:`implied_tags`)."""
    return implied_tags(tag for group in groups for tag in group)


def player_counts(rules: Rules) -> list[int]:
    """Table sizes (2–5) for which the rules state a knock limit."""
    out = []
    for n in range(2, 6):
        try:
            rules.knock_limit_for(n)
        except HoolaError:
            continue
        out.append(n)
    return out or [2]
