"""Ratings for learners and puzzles: each answer is a game between the learner and the
puzzle, won by the learner when they choose the best move, rated with OpenSkill's
Bradley-Terry model (``openskill``: a Glicko-like Bayesian rating, a mean ``mu`` and an
uncertainty ``sigma`` that shrinks as answers come in). A rating is shown on the familiar
puzzle scale: :data:`SCALE` points a unit of ``mu``, so a new learner stands at 1500."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from openskill.models import BradleyTerryFull

SCALE = 60.0
"""Shown rating points per unit of ``mu`` (OpenSkill's default 25 shows as 1500)."""
START_MU = 25.0
START_SIGMA = 25.0 / 3.0
PUZZLE_SIGMA = 3.0
"""A shipped puzzle's starting uncertainty: its starting rating comes from which of the
table's bots find it (:mod:`.make`), so it is surer than a new learner's."""
SIGMA_MIN = 0.8
"""Neither side's uncertainty falls below this, so a rating keeps answering new results."""


@dataclass(frozen=True, slots=True)
class Skill:
    """A rating: OpenSkill's ``mu`` and ``sigma``."""

    mu: float = START_MU
    sigma: float = START_SIGMA

    @property
    def rating(self) -> int:
        """The rating as shown (1500 for a new learner)."""
        return round(self.mu * SCALE)

    @property
    def deviation(self) -> int:
        """The rating's uncertainty as shown, in rating points."""
        return round(self.sigma * SCALE)


def puzzle_start(rating: float) -> Skill:
    """A puzzle's starting skill from its shipped rating."""
    return Skill(rating / SCALE, PUZZLE_SIGMA)


@cache
def _model() -> BradleyTerryFull:
    return BradleyTerryFull()


def expected(learner: Skill, puzzle: Skill) -> float:
    """The chance the learner solves the puzzle, by the model."""
    m = _model()
    a, b = m.rating(mu=learner.mu, sigma=learner.sigma), m.rating(mu=puzzle.mu, sigma=puzzle.sigma)
    return float(m.predict_win([[a], [b]])[0])


def update(learner: Skill, puzzle: Skill, solved: bool) -> tuple[Skill, Skill]:
    """Both ratings after one answer: the learner wins when ``solved``."""
    m = _model()
    a, b = m.rating(mu=learner.mu, sigma=learner.sigma), m.rating(mu=puzzle.mu, sigma=puzzle.sigma)
    [[a2], [b2]] = m.rate([[a], [b]], ranks=[0, 1] if solved else [1, 0])
    return (
        Skill(a2.mu, max(SIGMA_MIN, a2.sigma)),
        Skill(b2.mu, max(SIGMA_MIN, b2.sigma)),
    )
