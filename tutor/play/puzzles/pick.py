"""Which puzzle comes next: one near the learner's rating, of the theme they chose, not
answered lately; and the puzzle of the day (the same for everyone on a date)."""

from __future__ import annotations

import hashlib
import heapq
import random
from collections.abc import Collection, Mapping, Sequence
from datetime import date
from functools import cache

from tutor.play.puzzles.puzzle import Puzzle, pool
from tutor.play.puzzles.ratings import SCALE, Skill

NEAREST = 12
"""The next puzzle is drawn from this many puzzles nearest the learner's rating."""


def rating_of(p: Puzzle, rated: Mapping[str, Skill]) -> float:
    """A puzzle's rating now: as answers moved it, else its shipped rating."""
    got = rated.get(p.id)
    return got.mu * SCALE if got is not None else p.rating


def next_puzzle(
    puzzles: Sequence[Puzzle],
    learner: Skill,
    theme: str | None = None,
    seen: Collection[str] = (),
    rated: Mapping[str, Skill] | None = None,
    seed: int = 0,
) -> Puzzle | None:
    """A puzzle of ``theme`` (any when ``None``) drawn with ``seed`` from the
    :data:`NEAREST` nearest the learner's rating, those not in ``seen`` first; ``None``
    when there is none of that theme."""
    rated = rated or {}
    mine = _themed(puzzles, theme)
    fresh = [p for p in mine if p.id not in seen] or mine
    if not fresh:
        return None
    target = learner.mu * SCALE
    near = heapq.nsmallest(NEAREST, fresh, key=lambda p: (abs(rating_of(p, rated) - target), p.id))
    return random.Random(seed).choice(near)


def _themed(puzzles: Sequence[Puzzle], theme: str | None) -> Sequence[Puzzle]:
    """The puzzles of ``theme`` (all when ``None``); the pool's from its index."""
    if theme is None:
        return puzzles
    if puzzles is pool():
        return pool_by_theme().get(theme, ())
    return [p for p in puzzles if p.theme == theme]


@cache
def pool_by_theme() -> dict[str, tuple[Puzzle, ...]]:
    """The shipped puzzles by theme, read once."""
    out: dict[str, list[Puzzle]] = {}
    for p in pool():
        out.setdefault(p.theme, []).append(p)
    return {t: tuple(ps) for t, ps in out.items()}


def daily(puzzles: Sequence[Puzzle], day: date) -> Puzzle | None:
    """The puzzle of ``day``: the same for every learner that day."""
    if not puzzles:
        return None
    digest = hashlib.sha256(day.isoformat().encode()).digest()
    return puzzles[int.from_bytes(digest[:8], "big") % len(puzzles)]
