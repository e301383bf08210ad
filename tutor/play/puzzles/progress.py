"""A learner's puzzles through the progress store (:mod:`tutor.store.puzzles`): an answer
graded and both ratings moved with :func:`.ratings.update` in the store's one transaction,
the learner's rating and the puzzles' as answers have moved them, personal puzzles kept
and read back as puzzles."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from tutor.play.puzzles.puzzle import Puzzle, from_json
from tutor.play.puzzles.ratings import Skill, puzzle_start, update
from tutor.store.errors import ProgressError
from tutor.store.learners import shown
from tutor.store.puzzles import HINTS_MAX, Rating

SHOWN = HINTS_MAX
"""The hint step that shows the answer: an answer after it counts as a miss."""


class PuzzleStore(Protocol):  # the progress store's puzzle methods
    def record_puzzle(self, *args, **kwargs) -> tuple[Rating, Rating, Rating, Rating]: ...
    def puzzle_skill(self, learner: str) -> Rating: ...
    def puzzle_ratings(self) -> dict[str, Rating]: ...
    def save_personal(self, learner: str, bodies: list[str]) -> int: ...
    def personal_puzzles(self, learner: str) -> list[str]: ...


@dataclass(frozen=True, slots=True)
class Answer:
    """One answer's result: solved or not, and both ratings before and after."""

    puzzle_id: str
    solved: bool
    before: Skill
    after: Skill
    puzzle_before: Skill
    puzzle_after: Skill

    @property
    def change(self) -> int:
        """The learner's shown rating change (points)."""
        return self.after.rating - self.before.rating


def solved(p: Puzzle, choice: int, hints: int) -> bool:
    """Solved: the best move chosen before the answer was shown."""
    return choice == p.best and hints < SHOWN


def _rate(learner: Rating, puzzle: Rating, won: bool) -> tuple[Rating, Rating]:
    a, b = update(Skill(*learner), Skill(*puzzle), won)
    return (a.mu, a.sigma), (b.mu, b.sigma)


def answer(store: PuzzleStore, learner: str, p: Puzzle, choice: int, hints: int = 0) -> Answer:
    """Grade and save one answer; ``ValueError`` (the store's) for a choice or hint count
    out of range."""
    if isinstance(choice, bool) or not isinstance(choice, int) or not 0 <= choice < len(p.choices):
        raise ProgressError("not-an-id", what="choice", got=shown(choice))
    start = puzzle_start(p.rating)
    got = store.record_puzzle(
        learner, p.id, p.theme, choice, solved(p, choice, hints), hints,
        (start.mu, start.sigma), _rate, shared=p.source == "pool",
    )  # fmt: skip
    before, after, p_before, p_after = (Skill(*x) for x in got)
    return Answer(p.id, solved(p, choice, hints), before, after, p_before, p_after)


def skill(store: PuzzleStore, learner: str) -> Skill:
    return Skill(*store.puzzle_skill(learner))


def ratings(store: PuzzleStore) -> dict[str, Skill]:
    return {k: Skill(*v) for k, v in store.puzzle_ratings().items()}


def keep(store: PuzzleStore, learner: str, puzzles: list[Puzzle]) -> int:
    """Keep a learner's own puzzles; how many were new."""
    return store.save_personal(learner, [p.to_json() for p in puzzles])


def personal(store: PuzzleStore, learner: str) -> list[Puzzle]:
    """The learner's own puzzles."""
    return [from_json(b) for b in store.personal_puzzles(learner)]
