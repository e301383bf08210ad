"""A shipped puzzle weighed again (issue 45's test): its choices played out on ``times``
its deals, drawn with a seed it was never weighed on, must keep the same best choice with
the gap's 95% interval above :data:`~.evaluate.THRESHOLD` (rule book §6: stakes). The
sample re-checked is the same whichever order the pool is in and moves little as it
grows: the puzzles whose salted hash of their id is smallest (a uniform draw)."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable

from tutor.play.puzzles.evaluate import Judgement, judge, outcomes
from tutor.play.puzzles.puzzle import Puzzle, position

FRESH = 999_983
"""Added to a puzzle's own evaluation seed: deals it was never weighed on."""
TIMES = 4
"""The issue's four times the deals."""
SALT = "recheck-45"


def sample(puzzles: Iterable[Puzzle], n: int) -> list[Puzzle]:
    """``n`` puzzles drawn uniformly: the smallest by a salted hash of the id (a puzzle
    added to the pool joins the sample only when its hash is among the ``n`` smallest)."""
    return sorted(puzzles, key=_key)[:n]


def _key(p: Puzzle) -> str:
    return hashlib.sha256(f"{SALT}:{p.id}".encode()).hexdigest()


def reweigh(p: Puzzle, times: int = TIMES) -> Judgement:
    """``p``'s choices judged on ``times`` its deals drawn with a fresh seed."""
    r = position(p)
    view = r.view(r.to_move or "")
    return judge(outcomes(view, list(p.actions), times * p.deals, p.eval_seed + FRESH))


def holds(p: Puzzle, j: Judgement) -> bool:
    """Whether the re-weighing ``j`` keeps ``p``'s best choice, beyond the threshold."""
    return j.best == p.best_action and j.clear
