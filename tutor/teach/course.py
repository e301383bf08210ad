"""The course map: where a learner stands in each lesson, and where to continue.

Each lesson is **mastered** (every graded step done, with at least
:data:`tutor.teach.attempts.MASTERY` of its stars), **done** (every graded step done), **in
progress** (opened, or some step done) or **not started**. The lesson to continue is the one
last visited that is not done yet, at the step left open; else the first lesson in course
order that is not done; ``None`` once every lesson is done.

Progress comes in as plain records (the store's ``LessonProgress`` fits, and so does what a
session keeps for a guest): this module never touches the database.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from tutor.teach.attempts import MAX_STARS, mastered
from tutor.teach.lessons import Lesson, scored_steps

__all__ = ["MapEntry", "Record", "Status", "continue_at", "course_map"]

Status = Literal["mastered", "done", "in-progress", "not-started"]


class Record(Protocol):
    """What the map needs to know of one lesson: stars per graded step done, the step last
    open (``None`` if never), and when it was visited (ISO text; only the order matters)."""

    @property
    def stars(self) -> Mapping[str, int]: ...
    @property
    def place(self) -> int | None: ...
    @property
    def visited_at(self) -> str: ...


@dataclass(frozen=True)
class MapEntry:
    """One lesson on the map."""

    number: int
    lesson_id: str
    title: str
    status: Status
    stars: int
    max_stars: int
    graded_done: int
    graded: int
    is_next: bool = False


def _stars(lesson: Lesson, record: Record | None) -> list[int]:
    got = record.stars if record is not None else {}
    return [int(got.get(lesson.step_name(i), 0)) for i, _ in scored_steps(lesson)]


def _status(lesson: Lesson, record: Record | None) -> Status:
    stars = _stars(lesson, record)
    if stars and mastered(stars):
        return "mastered"
    if stars and all(stars):
        return "done"
    if not stars and record is not None and record.place == len(lesson.steps) - 1:
        return "done"  # a lesson with nothing to grade is done once read to the end
    if record is not None and (any(stars) or record.place is not None):
        return "in-progress"
    return "not-started"


def continue_at(lessons: Sequence[Lesson], records: Mapping[str, Record]) -> tuple[str, int] | None:
    """The lesson id and step index (0-based) to continue at, or ``None`` when all are done."""
    open_ones = [
        les for les in lessons if _status(les, records.get(les.id)) not in ("done", "mastered")
    ]
    if not open_ones:
        return None
    visited = [les for les in open_ones if (r := records.get(les.id)) is not None and r.visited_at]
    if visited:
        last = max(visited, key=lambda les: records[les.id].visited_at)
        place = records[last.id].place or 0
        return last.id, min(place, len(last.steps) - 1)
    first = open_ones[0]
    record = records.get(first.id)
    return first.id, min(record.place or 0, len(first.steps) - 1) if record else 0


def course_map(lessons: Sequence[Lesson], records: Mapping[str, Record]) -> list[MapEntry]:
    """Every lesson in course order with its status and stars; the lesson to continue is
    marked ``is_next``."""
    target = continue_at(lessons, records)
    out = []
    for n, lesson in enumerate(lessons, 1):
        record = records.get(lesson.id)
        stars = _stars(lesson, record)
        out.append(
            MapEntry(
                number=n,
                lesson_id=lesson.id,
                title=lesson.title,
                status=_status(lesson, record),
                stars=sum(stars),
                max_stars=MAX_STARS * len(stars),
                graded_done=sum(1 for s in stars if s),
                graded=len(stars),
                is_next=target is not None and target[0] == lesson.id,
            )
        )
    return out
