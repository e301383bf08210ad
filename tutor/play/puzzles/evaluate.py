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
from dataclasses import dataclass

from tutor.engine.reasons import FrozenDict, freeze_fields
from tutor.play.actions import Action
from tutor.play.model import OpponentModel
from tutor.play.round import PlayerView, rebuild
from tutor.play.search import roll_out

PUZZLE_DEALS = 256
"""Deals behind a puzzle: twice the most the table's expert plays a move out on before a
close call (``tutor.play.bots.DEALS``: 128 heads up, 64 at a bigger table)."""
THRESHOLD = 0.1
"""The stakes by which the best choice must beat every other, its 95% interval's lower end
above this (the review's smallest mistake, ``tutor.play.coach.SMALL``)."""
Z95 = 1.96
SCREEN_DEALS = 24
"""Deals after which a position whose best gap cannot plausibly clear :data:`THRESHOLD` is
dropped (its upper bound, mean plus :data:`SCREEN_Z` standard errors, below it)."""
SCREEN_Z = 2.5


def outcomes(
    view: PlayerView, moves: list[Action], deals: int, seed: int, start: int = 0
) -> dict[Action, list[float]]:
    """Each move's stakes for ``view.name`` on deals ``start`` .. ``deals - 1`` of the hidden
    cards drawn with ``seed`` (the same deals, in the same order, for every move)."""
    model = OpponentModel(view)
    rng = random.Random(seed)
    totals: dict[Action, list[float]] = {a: [] for a in moves}
    for i in range(deals):
        d = model.deal(rng, unmelded=True)
        if i < start:
            continue
        base = rebuild(view, d.hands, d.stock, seed=seed * 7919 + i)
        for a in moves:
            totals[a].append(roll_out(base.apply(a), view.name))
    return totals


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


def weigh(
    view: PlayerView, moves: list[Action], seed: int, deals: int = PUZZLE_DEALS
) -> Judgement | None:
    """:func:`judge` on ``deals`` deals, or ``None`` when the first :data:`SCREEN_DEALS`
    already show no choice can clear :data:`THRESHOLD` over the runner-up (the remaining
    deals are the same ones a full run would draw, so a kept position's numbers do not
    depend on the screen)."""
    first = outcomes(view, moves, min(SCREEN_DEALS, deals), seed)
    if deals > SCREEN_DEALS:
        j = judge(first)
        g = j.second
        if g.mean + SCREEN_Z * (g.high - g.mean) / Z95 < THRESHOLD:
            return None
        rest = outcomes(view, moves, deals, seed, start=SCREEN_DEALS)
        first = {a: first[a] + rest[a] for a in moves}
    return judge(first)
