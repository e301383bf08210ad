"""A decision weighed beyond the noise (rule book §6: stakes are what a move is worth).

:func:`outcomes` plays each choice out on the same deals of the cards the player to move
cannot see (the opponent model's, :class:`~tutor.play.model.OpponentModel`), by the quick
players of the expert's search (:func:`~tutor.play.search.roll_out`): an explicit number of
deals and an explicit seed, no clock and no move budget, so the same call gives the same
numbers on any machine. :func:`judge` reads them: the best choice by its mean stakes and,
for every other choice, the paired gap with its 95% interval.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from tutor.engine.reasons import FrozenDict, freeze_fields
from tutor.play.actions import Action
from tutor.play.model import OpponentModel
from tutor.play.round import PlayerView, Round, rebuild
from tutor.play.search import roll_out

PUZZLE_DEALS = 256
"""Deals behind a puzzle: twice the most the table's expert plays a move out on before a
close call (``tutor.play.bots.DEALS``: 128 heads up, 64 at a bigger table)."""
THRESHOLD = 0.1
"""The stakes by which the best choice must beat every other, its 95% interval's lower end
above this (the review's smallest mistake, ``tutor.play.coach.SMALL``)."""
Z95 = 1.96
SCREEN = (16, 48, 128)
"""Deals after which a position is dropped when even an optimistic reading of its closest
gap (:data:`SCREEN_Z` standard errors above its mean) would not clear :data:`THRESHOLD` once
the full :data:`PUZZLE_DEALS` narrow its interval (:func:`hopeless`). The screen only
drops: a kept position is judged on every deal, as if there were no screen."""
SCREEN_Z = 1.0


def outcomes(
    view: PlayerView, moves: list[Action], deals: int, seed: int, start: int = 0
) -> dict[Action, list[float]]:
    """Each move's stakes for ``view.name`` on deals ``start`` .. ``deals - 1`` of the hidden
    cards drawn with ``seed`` (the same deals, in the same order, for every move)."""
    totals: dict[Action, list[float]] = {a: [] for a in moves}
    for i, base in enumerate(_filled(view, seed, deals)):
        if i >= start:
            for a in moves:
                totals[a].append(roll_out(base.apply(a), view.name))
    return totals


def _filled(view: PlayerView, seed: int, deals: int) -> Iterator[Round]:
    """The rounds of deals 0 .. ``deals - 1``: ``view`` with the hidden cards drawn with
    ``seed`` (each deal's shuffle seeded by its number)."""
    model = OpponentModel(view)
    rng = random.Random(seed)
    for i in range(deals):
        d = model.deal(rng, unmelded=True)
        yield rebuild(view, d.hands, d.stock, seed=seed * 7919 + i)


@dataclass(frozen=True, slots=True)
class Gap:
    """What the best choice gains over ``other`` on the same deals: the mean paired
    difference and its 95% interval."""

    other: Action
    mean: float
    low: float
    high: float


@dataclass(frozen=True, slots=True)
class Judgement:
    """The best choice, each choice's mean stakes, and the best one's gap to every other
    (closest first); ``clear`` when every gap's interval lies above :data:`THRESHOLD`."""

    best: Action
    values: FrozenDict[Action, float]
    gaps: tuple[Gap, ...]
    deals: int

    def __post_init__(self) -> None:
        freeze_fields(self, "values")

    @property
    def clear(self) -> bool:
        return all(g.low > THRESHOLD for g in self.gaps)

    @property
    def second(self) -> Gap:
        return self.gaps[0]


def gap(mine: list[float], other: list[float], other_move: Action) -> Gap:
    """The paired gap of ``mine`` over ``other`` with its normal 95% interval."""
    diffs = [a - b for a, b in zip(mine, other, strict=True)]
    mean = statistics.fmean(diffs)
    se = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.inf
    return Gap(other_move, mean, mean - Z95 * se, mean + Z95 * se)


def judge(outs: dict[Action, list[float]]) -> Judgement:
    """The best move of ``outs`` (highest mean, the first listed on a tie) and its gaps."""
    values = {a: statistics.fmean(v) for a, v in outs.items()}
    best = max(values, key=lambda a: values[a])
    gaps = sorted((gap(outs[best], outs[a], a) for a in outs if a != best), key=lambda g: g.low)
    return Judgement(best, FrozenDict(values), tuple(gaps), len(outs[best]))


def hopeless(g: Gap, n: int, deals: int = PUZZLE_DEALS) -> bool:
    """Whether a gap read on ``n`` deals cannot plausibly pass on ``deals``: its mean plus
    :data:`SCREEN_Z` standard errors, less the half-width its 95% interval will have on
    ``deals`` deals (the same spread), is below :data:`THRESHOLD`."""
    se = (g.high - g.mean) / Z95
    final = Z95 * se * math.sqrt(n / deals)
    return g.mean + SCREEN_Z * se - final < THRESHOLD


def weigh(
    view: PlayerView,
    moves: list[Action],
    seed: int,
    deals: int = PUZZLE_DEALS,
    screen: Sequence[int] = SCREEN,
) -> Judgement | None:
    """:func:`judge` on ``deals`` deals, or ``None`` when after one of the ``screen``
    stages a gap of the best so far to another choice is :func:`hopeless`. The deals are
    drawn once, in order, so a kept position's numbers are those of :func:`outcomes` on all
    ``deals`` deals: the screen saves the play-outs of positions that would fail, never
    passes one."""
    totals: dict[Action, list[float]] = {a: [] for a in moves}
    stages = sorted({n for n in screen if 1 < n < deals})
    for i, base in enumerate(_filled(view, seed, deals)):
        for a in moves:
            totals[a].append(roll_out(base.apply(a), view.name))
        if stages and i + 1 == stages[0]:
            stages.pop(0)
            if any(hopeless(g, i + 1, deals) for g in judge(totals).gaps):
                return None
    return judge(totals)
