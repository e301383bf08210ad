"""Lesson progress per learner: each graded step's stars, and the place reached in each lesson.

This module owns two tables in the progress database (schema step 4,
:func:`v4_lesson_progress`, registered with :data:`tutor.store.db.MIGRATIONS`):

* ``lesson_steps``: one row per learner, lesson and graded step done, with the stars earned
  (1-3), the misses and hints it took, and when. Doing a step again never lowers its stars:
  the best result is kept.
* ``lesson_places``: the step a learner last had open in each lesson, and when, so the
  course map can say "in progress" and "Continue where I left off" can go back there.

The methods live in :class:`LessonProgressMixin`, mixed into
:class:`tutor.store.progress.ProgressStore`: they reach the file through the store's public
:class:`~tutor.store.db.Database` (``db``), so every SQLite problem becomes
``StoreUnavailable``, and find learners through :mod:`tutor.store.learners`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Protocol

from tutor.engine.reasons import FrozenDict, freeze_fields
from tutor.store.db import MIGRATIONS, Conn, Database
from tutor.store.errors import ProgressError
from tutor.store.learners import clean_name, ensure_learner, shown
from tutor.store.schema import make_step

__all__ = ["LessonProgress", "LessonProgressMixin", "v4_lesson_progress"]

_ID = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
STEPS_MAX = 1_000
"""A lesson place beyond this step is refused (a lesson has at most 30 steps)."""


@MIGRATIONS.register(4)
def v4_lesson_progress(conn: Conn) -> None:
    """Schema 4: lesson steps done (with stars) and the place reached in each lesson."""
    make_step(conn, 4)


@dataclass(frozen=True)
class LessonProgress:
    """One learner's record in one lesson: stars per graded step done, the step last open
    (``None`` if never opened) and when it was last visited (ISO text, for ordering)."""

    lesson_id: str
    stars: FrozenDict[str, int] = field(default_factory=FrozenDict)
    place: int | None = None
    visited_at: str = ""

    def __post_init__(self) -> None:
        freeze_fields(self, "stars")


class _Store(Protocol):
    db: Database


def _check_id(value: object, what: str) -> str:
    if not isinstance(value, str) or not _ID.match(value):
        raise ProgressError("not-an-id", what=what, got=shown(value))
    return value


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


class LessonProgressMixin:
    """Lesson progress methods for the progress store (see the module docstring)."""

    def save_lesson_step(
        self: _Store, learner: str, lesson_id: str, step: str, stars: int, misses: int, hints: int
    ) -> None:
        """Record a graded step as done with ``stars`` (1-3); a better earlier result stays."""
        name = clean_name(learner)
        _check_id(lesson_id, "lesson-id")
        _check_id(step, "step-name")
        for value, what, top in (
            (stars, "stars", 3),
            (misses, "misses", 10**6),
            (hints, "hints", 3),
        ):
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= top:
                raise ProgressError("count-range", what=what, got=shown(value), limit=top)
        if stars < 1:
            raise ProgressError("no-stars", what="stars")
        with self.db.write() as conn:
            learner_id = ensure_learner(conn, name)
            conn.execute(
                "INSERT INTO lesson_steps (learner_id, lesson_id, step, stars, misses, hints,"
                " done_at) VALUES (:learner, :lesson, :step, :stars, :misses, :hints, :at)"
                " ON CONFLICT (learner_id, lesson_id, step) DO UPDATE SET"
                " stars = excluded.stars, misses = excluded.misses, hints = excluded.hints,"
                " done_at = excluded.done_at WHERE excluded.stars > lesson_steps.stars",
                {
                    "learner": learner_id,
                    "lesson": lesson_id,
                    "step": step,
                    "stars": stars,
                    "misses": misses,
                    "hints": hints,
                    "at": _now(),
                },
            )

    def save_lesson_place(self: _Store, learner: str, lesson_id: str, step_index: int) -> None:
        """Remember the step (0-based) the learner has open in a lesson."""
        name = clean_name(learner)
        _check_id(lesson_id, "lesson-id")
        if (
            isinstance(step_index, bool)
            or not isinstance(step_index, int)
            or not 0 <= step_index < STEPS_MAX
        ):
            raise ProgressError("step-index-range", what="step-index", got=shown(step_index))
        with self.db.write() as conn:
            learner_id = ensure_learner(conn, name)
            conn.execute(
                "INSERT INTO lesson_places (learner_id, lesson_id, step_index, visited_at)"
                " VALUES (:learner, :lesson, :index, :at)"
                " ON CONFLICT (learner_id, lesson_id) DO UPDATE SET"
                " step_index = excluded.step_index, visited_at = excluded.visited_at",
                {"learner": learner_id, "lesson": lesson_id, "index": step_index, "at": _now()},
            )

    def lesson_progress(self: _Store, learner: str) -> dict[str, LessonProgress]:
        """Every lesson the learner has opened or done steps in, by lesson id."""
        name = clean_name(learner)
        with self.db.read() as conn:
            steps = conn.execute(
                "SELECT s.lesson_id, s.step, s.stars FROM lesson_steps s"
                " JOIN learners l ON l.id = s.learner_id WHERE l.name = :name",
                {"name": name},
            ).fetchall()
            places = conn.execute(
                "SELECT p.lesson_id, p.step_index, p.visited_at FROM lesson_places p"
                " JOIN learners l ON l.id = p.learner_id WHERE l.name = :name",
                {"name": name},
            ).fetchall()
        stars: dict[str, dict[str, int]] = {}
        for lesson_id, step, n in steps:
            stars.setdefault(lesson_id, {})[step] = int(n)
        out = {lid: LessonProgress(lid, FrozenDict(s)) for lid, s in stars.items()}
        for lesson_id, index, at in places:
            got = FrozenDict(stars.get(lesson_id, {}))
            out[lesson_id] = LessonProgress(lesson_id, got, int(index), at)
        return out
