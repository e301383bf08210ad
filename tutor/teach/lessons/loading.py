"""Loading lessons: one YAML file a lesson under ``data/``, in the order of the number its
name starts with; a :class:`~tutor.teach.errors.LessonError` naming the file and field when
one cannot be used.

Lessons in another language (``load_lessons(locale="ko")``) come from a folder named after
the language beside the English files (``data/ko/``), one file per English lesson under
the same name. The design is a **text overlay**, not a mirror: a translation holds only the
words (titles, bodies, prompts, nudges, notes), lined up with the English steps by type and
id, and is merged onto the English lesson (:mod:`.translation`). Every hand, position,
record, rule set and stored answer is thus written once, in the English file, and a
translation cannot change what a step asks or what its answer is: it is refused if its
lesson id, step count, step types or ids differ, or if it holds any field that is not words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from tutor.engine.cast import cast_data
from tutor.engine.errors import HoolaError
from tutor.engine.reasons import FrozenDict
from tutor.teach.errors import LessonError, problem_code
from tutor.teach.lessons.schema import Lesson
from tutor.teach.lessons.translation import overlay

LESSONS_DIR = Path(str(resources.files(__package__) / "data"))
"""The lessons shipped with the package (``tutor/teach/lessons/data/``, package data, found
with :mod:`importlib.resources`; an installed package is a folder on disk)."""

_FILE = re.compile(r"^(\d+)_[\w-]+\.ya?ml$")
_LANG = re.compile(r"^[a-z]{2,3}$")


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


_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""YAML's safe loader, libyaml's C one where PyYAML was built with it (ten times faster)."""


def _read(path: Path, name: str) -> Any:
    try:
        return yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER)
    except (OSError, UnicodeDecodeError) as e:
        raise LessonError("file-unreadable", file=name, detail=str(e)) from None
    except yaml.YAMLError as e:
        raise LessonError("file-not-yaml", file=name, detail=str(e)) from None


def load_lesson(path: Path, translation: Path | None = None) -> Lesson:
    """One lesson from its YAML file, in English, or with the words of ``translation`` (a
    file of ``lessons/<language>/``, see :mod:`.translation`) laid over it; a
    ``ValueError`` naming the file and field if not."""
    name = path.name
    data = _read(path, name)
    if not isinstance(data, dict):
        raise LessonError(
            "file-not-mapping",
            file=name,
        )
    data = cast_data(data)  # the lesson's players are names of the cast
    if translation is not None:
        name = f"{translation.parent.name}/{translation.name}"
        data = overlay(data, _read(translation, name), name)
    try:
        return Lesson.model_validate(data)
    except ValidationError as e:
        errors = e.errors()[:3]
        problems = tuple((_where(err["loc"]), problem_code(err)) for err in errors)
        details = tuple((*p, _detail(err)) for p, err in zip(problems, errors, strict=True))
        raise LessonError("file-invalid", file=name, problems=problems, details=details) from None


_OWN_WORDS = ("missing", "extra_forbidden")
"""pydantic's problems the catalog words itself."""


def _detail(err: Any) -> Any:
    """What one of pydantic's problems says, as data: the lesson's or the engine's own error
    (a coded error), no values for a problem the catalog words (:data:`_OWN_WORDS`), else
    pydantic's own message (a library's text, shown as it is)."""
    cause = (err.get("ctx") or {}).get("error")
    if isinstance(cause, HoolaError):
        return cause
    if err.get("type") in _OWN_WORDS:
        return FrozenDict()
    return str(err["msg"]).removeprefix("Value error, ")


def lesson_locale(locale: str | None, folder: Path | str | None = None) -> str:
    """The language the lessons are read in for ``locale`` (``"ko"``, ``"ko-KR"``,
    ``"ko_KR"`` → ``"ko"``): English (``"en"``) for ``None``, for English and for a
    language with no folder of its own under ``folder``."""
    lang = (locale or "en").replace("_", "-").split("-")[0].lower()
    root = Path(folder) if folder is not None else LESSONS_DIR
    return lang if lang != "en" and _LANG.match(lang) and (root / lang).is_dir() else "en"


def load_lessons(folder: Path | str | None = None, locale: str | None = None) -> list[Lesson]:
    """Every lesson in ``folder`` (default: the package's :data:`LESSONS_DIR`), ordered by the
    number the file name starts with (``01_table.yaml``), in ``locale``'s language
    (:func:`lesson_locale`; English by default). Raises ``ValueError`` naming the file (and
    field) for a badly named file, bad content, a lesson id used twice, or a translation
    missing, left over or not matching its English lesson."""
    root = Path(folder) if folder is not None else LESSONS_DIR
    lang = lesson_locale(locale, root)
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
    words = _translations(root / lang, [p for _, p in numbered]) if lang != "en" else {}
    lessons = [load_lesson(p, words.get(p.name)) for _, p in sorted(numbered)]
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


def _translations(folder: Path, english: list[Path]) -> dict[str, Path]:
    """The translation of each English lesson file, by file name: one for each, and no
    file that translates none."""
    names = {p.name for p in english}
    for path in sorted(folder.iterdir()):
        if path.suffix in (".yaml", ".yml") and path.name not in names:
            where = f"{folder.name}/{path.name}"
            detail = FrozenDict(what="no-english-file")
            raise LessonError(
                "file-invalid",
                file=where,
                problems=(("", "translation-differs"),),
                details=(("", "translation-differs", detail),),
            )
    return {p.name: folder / p.name for p in english}
