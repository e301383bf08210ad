"""Simulated solvers: a bot of the table answers puzzles one after another and is rated as
a learner is (:mod:`.ratings`), the puzzles' ratings moving too. A check that the ratings
sort players by strength (the issue: beginner, careful and expert, in that order)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tutor.play.bots import Level
from tutor.play.puzzles.make import solver_answer
from tutor.play.puzzles.puzzle import Puzzle, position
from tutor.play.puzzles.ratings import Skill, puzzle_start, update


def solves(
    level: Level, puzzles: Sequence[Puzzle], seed: int = 7, deals: int | None = None
) -> dict[str, bool]:
    """Whether a bot of ``level`` finds each puzzle's best move, by puzzle id (the expert
    searching ``deals`` deals, the table's number when ``None``)."""
    return {
        p.id: solver_answer(position(p), p.actions, level, seed, deals) == p.best_action
        for p in puzzles
    }


def rating_after(
    puzzles: Sequence[Puzzle], solved: dict[str, bool], answers: int = 300, seed: int = 0
) -> Skill:
    """A solver's rating after ``answers`` answers: every puzzle once in turn, then drawn at
    random with ``seed``; ``solved`` says which it gets right."""
    skill = Skill()
    rated = {p.id: puzzle_start(p.rating) for p in puzzles}
    rng = random.Random(seed)
    for k in range(answers):
        p = puzzles[k] if k < len(puzzles) else puzzles[rng.randrange(len(puzzles))]
        skill, rated[p.id] = update(skill, rated[p.id], solved[p.id])
    return skill
