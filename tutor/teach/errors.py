"""A lesson's problems as data: a code from the closed set :data:`LessonErrorCode` and the
values involved, as the engine's errors carry theirs (:mod:`tutor.engine.errors`).

A lesson file that cannot be read, a field that is not valid, a step whose stored answer
cannot be an answer: each raises a :class:`LessonError` (the one coded-error base,
:class:`~tutor.engine.errors.HoolaError`, a ``ValueError``) whose ``code`` says which and
whose ``values`` hold the details; its message, the catalog's ``lesson-error-<code>``,
names the file and field.
Code and tests that need to know *what* went wrong test the code, never the words.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal, get_args

from tutor.engine.errors import HoolaError

LessonErrorCode = Literal[
    # a lesson file and the lessons folder: file, detail, number, id, other, folder
    "file-unreadable", "file-not-yaml", "file-not-mapping", "file-invalid", "file-name",
    "number-twice", "id-twice", "no-lessons-folder",
    # a lesson: section, name, id, stage, size, limit
    "section-not-a-switch", "not-a-section", "step-id-twice", "stage-too-long", "not-a-switch",
    # a step's question: ask, current, round, card, unseen
    "record-rules", "seating-twice", "current-not-seated", "claimants-not-seated",
    "player-needed", "player-not-taken", "round-players", "discard-needed",
    "discard-not-one-card", "discard-not-taken", "hand-too-small", "table-not-taken",
    "others-needed", "others-range", "seen-twice", "others-over-unseen", "too-many-deals",
    # a position that cannot happen (tutor.teach.lesson_positions): who, size, laid, card
    "table-needed", "table-players", "table-not-seen", "position-card-twice",
    "hand-size-impossible", "melded-mismatch",
    # a step's stored answer: answer, ask, choices, card
    "answer-not-seated", "answer-not-a-player", "answer-not-a-number", "answer-kind",
    "answer-not-a-choice", "pick-outside-hand", "must-include-bad",
]  # fmt: skip
"""Every problem a lesson can have (a test makes each happen)."""

LESSON_ERROR_CODES: frozenset[str] = frozenset(get_args(LessonErrorCode))


class LessonError(HoolaError):
    """A lesson (or lesson file) that cannot be used: ``code`` from
    :data:`LessonErrorCode`, ``values`` the details; ``str()`` is the catalog's message
    ``lesson-error-<code>`` naming the problem (written by the words layer). Raised inside a
    model's validator it reaches the loader through pydantic, which keeps it
    (``ctx["error"]``)."""

    closed_set: ClassVar[str] = "lesson-error"
    closed_codes: ClassVar[frozenset[str]] = LESSON_ERROR_CODES

    def __init__(
        self, code: str, /, *, point: str = "", player: str | None = None, **values: Any
    ) -> None:
        if code not in LESSON_ERROR_CODES:
            raise TypeError(f"unknown lesson error code {code!r}")
        super().__init__(code, point=point, player=player, **values)
        self.code, self._text = code, None


def problem_code(err: Any) -> str:
    """The code of one of pydantic's errors (``err`` of ``ValidationError.errors()``): the
    lesson's or the engine's own code when one of their checks failed, else pydantic's error
    type (``missing``, ``extra_forbidden``, ``union_tag_invalid`` …)."""
    cause = (err.get("ctx") or {}).get("error")
    return str(getattr(cause, "code", None) or err.get("type", "value_error"))
