"""A lesson in another language: a text overlay on the English lesson file.

A translation (``data/ko/05_blast.yaml`` beside ``data/05_blast.yaml``) holds only the
words a learner reads: the lesson's ``title`` and ``summary``, and for each step, in the
English file's order, its ``title``, ``stage``, ``body``, ``prompt``, ``explain``, ``nudge``
and ``note``. Each step repeats the English step's ``type`` and ``id`` (when it has one) so a
reader and the check can line the two files up. Hands, positions, records, rule sets and
stored answers are written once, in the English file: the translation is merged onto it
(:func:`overlay`) and the merged lesson is validated and graded exactly as the English one.

The overlay is refused (a ``file-invalid`` :class:`~tutor.teach.errors.LessonError` naming
the translation file and each field) when its lesson id, step count, a step's type or id
differ from the English lesson's, when it lacks a text the English step has or adds one the
English step lacks, and when it holds any other field (an answer, a hand, rules): a field
that is not words has no place in a translation. The problem codes are pydantic's
``missing``, ``extra_forbidden`` and ``string_type``, and ``translation-differs`` for a
type, id or step that does not match the English lesson.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.engine.reasons import FrozenDict
from tutor.teach.errors import LessonError

LESSON_TEXTS = ("title", "summary")
"""The lesson's own fields a translation gives."""
STEP_TEXTS = ("title", "stage", "body", "prompt", "explain", "nudge", "note")
"""The step fields a translation gives: everything a learner reads, nothing graded."""
STEP_KEYS = ("type", "id")
"""Repeated from the English step, to line the two files up."""

Problem = tuple[str, str, FrozenDict[str, Any]]
"""Where (``steps[3].prompt``), the problem code, and its values (for
``translation-differs``: ``what`` it is, ``got`` and ``want`` or the step counts)."""

_NONE: FrozenDict[str, Any] = FrozenDict()


def overlay(english: Mapping[str, Any], translated: Any, file: str) -> dict[str, Any]:
    """The English lesson's data (as read from its YAML file) with the translation's words
    in place of its own. Raises :class:`LessonError` (``file-invalid``, naming ``file`` and
    up to three fields) when the translation does not match the English lesson."""
    if not isinstance(translated, Mapping):
        raise LessonError("file-not-mapping", file=file)
    problems = _lesson_problems(english, translated)
    if problems:
        shown = tuple(problems[:3])
        raise LessonError(
            "file-invalid",
            file=file,
            problems=tuple((where, code) for where, code, _ in shown),
            details=shown,
        )
    steps = [
        {**en, **{k: v for k, v in ko.items() if k in STEP_TEXTS}}
        for en, ko in zip(english["steps"], translated["steps"], strict=True)
    ]
    texts = {k: v for k, v in translated.items() if k in LESSON_TEXTS}
    return {**english, **texts, "steps": steps}


def _lesson_problems(english: Mapping[str, Any], ko: Mapping[str, Any]) -> list[Problem]:
    problems = _fields("", english, ko, LESSON_TEXTS, ("id", "steps"))
    if ko.get("id") != english.get("id"):
        problems.append(_differs("id", ko.get("id"), english.get("id")))
    en_steps, ko_steps = english.get("steps") or [], ko.get("steps")
    if not isinstance(ko_steps, list):
        problems.append(("steps", "missing", _NONE))
        return problems
    for i, (en, step) in enumerate(zip(en_steps, ko_steps, strict=False)):
        where = f"steps[{i}]"
        if not isinstance(step, Mapping):
            problems.append((where, "translation-differs", FrozenDict(what="not-a-step")))
            continue
        for key in STEP_KEYS:
            if step.get(key) != en.get(key):
                problems.append(_differs(f"{where}.{key}", step.get(key), en.get(key)))
        problems += _fields(where, en, step, STEP_TEXTS, STEP_KEYS)
    if len(ko_steps) != len(en_steps):
        n = min(len(ko_steps), len(en_steps))
        problems.append(
            (
                f"steps[{n}]",
                "translation-differs",
                FrozenDict(what="steps", given=len(ko_steps), english=len(en_steps)),
            )
        )
    return problems


def _fields(
    where: str,
    english: Mapping[str, Any],
    ko: Mapping[str, Any],
    texts: tuple[str, ...],
    keys: tuple[str, ...],
) -> list[Problem]:
    """Each text the English part has is given as text; nothing else is given."""
    out: list[Problem] = []
    at = f"{where}." if where else ""
    for name in ko:
        if name not in keys and (name not in texts or name not in english):
            out.append((f"{at}{name}", "extra_forbidden", _NONE))
    for name in texts:
        if name in english and english[name] is not None:
            value = ko.get(name)
            if value is None:
                out.append((f"{at}{name}", "missing", _NONE))
            elif not isinstance(value, str) or not value.strip():
                out.append((f"{at}{name}", "string_type", _NONE))
    return out


def _differs(where: str, got: Any, want: Any) -> Problem:
    return (where, "translation-differs", FrozenDict(what="value", got=repr(got), want=repr(want)))
