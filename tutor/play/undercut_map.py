"""How the undercut count is shown: a map from the share of the opponent model's deals
that undercut a knock (rule book §5.2; :meth:`tutor.play.model.OpponentModel.undercut`) to
the chance the coach states and the careful player reads, fitted per table size on bot
rounds and checked on fresh ones."""

from __future__ import annotations

import math
from collections.abc import Sequence

from tutor.play.round_values import PlayerView

UNDERCUT_MAP: dict[int, tuple[float, ...]] = {
    2: (-0.392, 1.215),
    3: (-0.678, 0.955),
    4: (-0.610, 0.784),
    5: (-0.502, 0.781),
}
"""How the undercut count is shown, per table size: the counted share ``p`` of the deals
(strictly between 0 and 1; a count of none or all is shown as it is) becomes
σ(a + b·logit p + :data:`UNDERCUT_SHARED` · the position's other inputs), ``(a, b)`` the
table size's. The deals miss in two directions, more at small tables: one-card hands are
dealt too many points (a real one counts at most the knocker's points 82% of the time
against 75% dealt, 87% against 73% heads up) and three- and four-card hands too few
(``bench/out/undercut_sizes.txt``), so heads up the chances from 40% up read 8 to 18 points
low. A logistic map on those inputs (``bench/tools/undercut_fit.py fit --how shared
--ridge 20``), fitted on 30,696 positions of 26,667 bot rounds (seeds 5100000-5119999 and
5300000-5319999 not a multiple of 3; the second 20,000 played by bots that read a first
map), brought heads up from ECE 3.2 and 6 of 10 deciles within ±5 to 0.6 and 10 of 10 (each
third of the rounds read through a map fitted on the other two), every table size within
ECE 1.1 and 10 of 10; checked on 20,000 fresh rounds: ``bench/out/undercut_map.txt``."""
UNDERCUT_SHARED = (0.722, 0.751, 0.179, -0.189, 0.143)
"""The map's weights every table size shares (:data:`UNDERCUT_MAP`), for: the knocker's
count in tens, the opponents holding one card, two cards, three or four cards, and the
discards made a player in tens. A one-card opponent raises the chance most: the deals give
such hands too many points."""
UNDERCUT_EDGE = 0.005
"""How close to 0 or 1 a counted chance is read by the map (the log-odds of 0 is not a
number)."""


def table_inputs(view: PlayerView) -> tuple[list[int], int]:
    """What the map reads of the table from ``view``: the opponents' hand sizes, in the
    order of play, and the discards made so far by everyone."""
    sizes = [view.counts[n] for n in view.order if n != view.name]
    return sizes, sum(1 for e in view.log if e.kind == "discard")


def undercut_inputs(
    p: float, points: int, sizes: Sequence[int], discards: int
) -> tuple[float, ...]:
    """What :data:`UNDERCUT_MAP` reads of a knock with ``points`` when the opponents hold
    ``sizes`` cards and ``discards`` discards have been made: 1, the counted chance ``p`` as
    log-odds, then the inputs :data:`UNDERCUT_SHARED` weighs."""
    q = min(1 - UNDERCUT_EDGE, max(UNDERCUT_EDGE, p))
    return (
        1.0,
        math.log(q / (1 - q)),
        points / 10,
        float(sum(1 for s in sizes if s == 1)),
        float(sum(1 for s in sizes if s == 2)),
        float(sum(1 for s in sizes if s in (3, 4))),
        discards / (len(sizes) + 1) / 10,
    )


def undercut_shown(
    p: float,
    points: int,
    sizes: Sequence[int],
    discards: int,
    weights: Sequence[float] | None = None,
) -> float:
    """The undercut chance shown for a counted share ``p`` when the opponents hold ``sizes``
    cards (the table size is theirs and the knocker's: :data:`UNDERCUT_MAP`; a count of
    none or all of the deals, or a table size the map has no weights for, as it is);
    ``weights``: the map's seven weights in place of the product's (the fitting tool)."""
    if weights is None:
        own = UNDERCUT_MAP.get(len(sizes) + 1)
        weights = None if own is None else (*own, *UNDERCUT_SHARED)
    if weights is None or not 0.0 < p < 1.0:
        return p
    z = sum(
        w * x for w, x in zip(weights, undercut_inputs(p, points, sizes, discards), strict=True)
    )
    return 1 / (1 + math.exp(-z))
