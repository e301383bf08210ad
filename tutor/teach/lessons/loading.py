"""Loading lessons: one YAML file a lesson under ``lessons/``, in the order of the number its
name starts with; a :class:`~tutor.teach.errors.LessonError` naming the file and field when
one cannot be used."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from tutor.teach.errors import LessonError, problem_code
from tutor.teach.lessons.schema import Lesson

LESSONS_DIR = Path(__file__).resolve().parents[3] / "lessons"
"""The project's lessons folder (``lessons/`` at the repository root)."""

_FILE = re.compile(r"^(\d+)_[\w-]+\.ya?ml$")


def _where(loc: Sequence[Any]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part in _STEP_TYPES and out.endswith("]"):
            out += f" ({part})"
        else:
            out += f".{part}"
    return out.lstrip(".")


_STEP_TYPES = {
    "text",
    "compare",
    "pick_meld",
    "is_meld",
    "blast",
    "knock_ok",
    "four_sevens",
    "going_out",
    "points",
    "next_player",
    "payout",
    "series",
    "position",
}


def load_lesson(path: Path) -> Lesson:
    """One lesson from its YAML file; a ``ValueError`` naming the file and field if not."""
    name = path.name
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as e:
        raise LessonError("file-unreadable", file=name, detail=str(e)) from None
    except yaml.YAMLError as e:
        raise LessonError("file-not-yaml", file=name, detail=str(e)) from None
    if not isinstance(data, dict):
        raise LessonError(
            "file-not-mapping",
            file=name,
        )
    try:
        return Lesson.model_validate(data)
    except ValidationError as e:
        errors = e.errors()[:3]
        problems = tuple((_where(err["loc"]), problem_code(err)) for err in errors)
        # pydantic's own words for a problem of its own, the lesson's or the engine's error
        details = tuple(
            (*p, err["msg"].removeprefix("Value error, "))
            for p, err in zip(problems, errors, strict=True)
        )
        raise LessonError("file-invalid", file=name, problems=problems, details=details) from None


def load_lessons(folder: Path | str | None = None) -> list[Lesson]:
    """Every lesson in ``folder`` (default: the project's ``lessons/``), ordered by the
    number the file name starts with (``01_table.yaml``). Raises ``ValueError`` naming the
    file (and field) for a badly named file, bad content or a lesson id used twice."""
    root = Path(folder) if folder is not None else LESSONS_DIR
    if not root.is_dir():
        raise LessonError("no-lessons-folder", folder=str(root))
    numbered: list[tuple[int, Path]] = []
    for path in sorted(root.iterdir()):
        if path.suffix not in (".yaml", ".yml"):
            continue
        m = _FILE.match(path.name)
        if not m:
            raise LessonError(
                "file-name",
                file=path.name,
            )
        numbered.append((int(m.group(1)), path))
    numbers = [n for n, _ in numbered]
    for n, path in numbered:
        if numbers.count(n) > 1:
            raise LessonError(
                "number-twice",
                file=path.name,
                number=n,
            )
    lessons = [load_lesson(p) for _, p in sorted(numbered)]
    seen: dict[str, str] = {}
    for (_, path), lesson in zip(sorted(numbered), lessons, strict=True):
        if lesson.id in seen:
            raise LessonError(
                "id-twice",
                file=path.name,
                id=lesson.id,
                other=seen[lesson.id],
            )
        seen[lesson.id] = path.name
    return lessons
