"""The rows a learner's progress is made of and the export document that carries them
(``hoola-tutor-progress``, version 1): each row checked as the store would store it, the
document read with every problem named (:func:`parse_export`)."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Annotated, Any, Final, Literal

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
    field_validator,
)

from tutor.engine.inputs import CONTROL, field_problem, quote
from tutor.store.errors import ExportError, ProgressError
from tutor.store.exports import read_envelope
from tutor.store.learners import (
    shown,
)
from tutor.store.puzzles import PuzzleExport

EXPORT_FORMAT: Final = "hoola-tutor-progress"
EXPORT_VERSION: Final = 1
TAG_MAX = 64
KIND_MAX = 64
MAX_IMPORT_CHARS = 10_000_000
"""Largest progress file read (its values are counted too: at most MAX_ITEMS, about 10,000
answers)."""
MESSAGE_MAX = 300
"""Every message about a bad import or a bad value is shorter than this."""

_LATEST = datetime(9999, 12, 1, tzinfo=UTC)


def in_utc(now: datetime | None, what: str = "answered_at") -> datetime:
    """``now`` in UTC (the present if ``None``); a moment that has no UTC date (year 1 at
    +23:59, say) raises :class:`ProgressError` ``time-out-of-range``."""
    if now is None:
        return datetime.now(UTC)
    if not isinstance(now, datetime):
        raise ProgressError("time-out-of-range", what=what, got=shown(now))
    try:
        at = now.astimezone(UTC)
    except (OverflowError, ValueError):
        at = None
    if at is None or at >= _LATEST:  # the latest leaves room for the longest Leitner wait
        raise ProgressError("time-out-of-range", what=what, got=quote(now.isoformat()))
    return at


def _as_stored(value: str, what: str) -> str:
    """``value`` if :meth:`ProgressStore.record_answer` would store it unchanged (no spaces
    around it, no control characters); a ValueError otherwise, so an import holds nothing
    the store itself would refuse."""
    if value != value.strip() or CONTROL.search(value):
        raise ProgressError("text-not-stored", what=what, got=quote(value))
    return value


_Tag = Annotated[str, StringConstraints(min_length=1, max_length=TAG_MAX)]
_Kind = Annotated[str, StringConstraints(min_length=1, max_length=KIND_MAX)]


class AnswerRow(BaseModel):
    """One recorded answer. ``time_taken`` is None for answers migrated from schema 1."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    question_kind: _Kind
    rule_tags: tuple[_Tag, ...]
    seed: int = Field(ge=-(2**63), le=2**63 - 1)
    correct: bool
    time_taken: float | None = Field(ge=0, allow_inf_nan=False)
    answered_at: AwareDatetime

    @field_validator("rule_tags")
    @classmethod
    def _unique_tags(cls, tags: tuple[str, ...]) -> tuple[str, ...]:
        if len(set(tags)) != len(tags):
            raise ProgressError("tag-twice")
        for tag in tags:
            _as_stored(tag, "rule-tag")
        return tags

    @field_validator("question_kind")
    @classmethod
    def _clean_kind(cls, kind: str) -> str:
        return _as_stored(kind, "question-kind")

    @field_validator("answered_at")
    @classmethod
    def _in_utc(cls, at: datetime) -> datetime:
        return in_utc(at, "answered_at")


class LeitnerRow(BaseModel):
    """A rule tag's Leitner box (1-5) and when it is next due."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rule_tag: _Tag
    box: int = Field(ge=1, le=5)
    due_at: AwareDatetime

    @field_validator("rule_tag")
    @classmethod
    def _clean_tag(cls, tag: str) -> str:
        return _as_stored(tag, "rule-tag")

    @field_validator("due_at")
    @classmethod
    def _in_utc(cls, at: datetime) -> datetime:
        return in_utc(at, "due_at")


class ProgressExport(BaseModel):
    """The versioned JSON document written by ``export_json`` and read by ``import_json``."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["hoola-tutor-progress"]
    version: Literal[1]
    exported_at: AwareDatetime | None = None
    learner: Annotated[str, StringConstraints(min_length=1, max_length=200)]
    answers: list[AnswerRow]
    leitner: list[LeitnerRow]
    puzzles: PuzzleExport | None = None

    @field_validator("exported_at")
    @classmethod
    def _in_utc(cls, at: datetime | None) -> datetime | None:
        return None if at is None else in_utc(at, "exported_at")

    @field_validator("leitner")
    @classmethod
    def _unique_leitner(cls, rows: list[LeitnerRow]) -> list[LeitnerRow]:
        tags = [r.rule_tag for r in rows]
        if len(set(tags)) != len(tags):
            raise ProgressError("leitner-tag-twice")
        return rows


_FIELD = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,23}")


def _where(loc: tuple[Any, ...]) -> str:
    """Pydantic's error location as ``answers[3].rule_tags``; a key that is not a short
    field name (say a 1 MB unknown key) is quoted and cut short."""
    parts = []
    for p in loc:
        if isinstance(p, int):
            parts.append(f"[{p}]")
        elif isinstance(p, str) and _FIELD.fullmatch(p):
            parts.append(f".{p}")
        else:
            parts.append(f"[{quote(str(p), 24).text}]")  # a string's repr, cut short
    where = "".join(parts).lstrip(".")  # "": the document itself
    return where if len(where) <= 80 else where[:79] + "…"


def _type(err: Any) -> str:
    """The code of one of pydantic's errors: the store's own code for a check of ours, else
    pydantic's error type (``missing``, ``extra_forbidden``, ``string_too_long`` …)."""
    cause = (err.get("ctx") or {}).get("error")
    return str(getattr(cause, "code", None) or err.get("type", "value_error"))


def parse_export(text: str) -> ProgressExport:
    """Validate an export document, raising a ValueError whose code and values name the
    problem (its message is under :data:`MESSAGE_MAX` characters however long the keys and
    values in it are)."""
    if isinstance(text, bytes):
        text = text.decode("utf-8-sig", errors="replace")
    read_envelope(
        text,
        fmt=EXPORT_FORMAT,
        version=EXPORT_VERSION,
        what="progress",
        max_chars=MAX_IMPORT_CHARS,
        error=ExportError,
    )
    try:
        return ProgressExport.model_validate_json(text, strict=True)
    except ValidationError as exc:
        errors = exc.errors()
        raise ProgressError(
            "export-invalid",
            problems=tuple((_where(tuple(e.get("loc", ()))), _type(e)) for e in errors[:2]),
            causes=tuple(field_problem(e, "progress") for e in errors[:2]),
            more=max(len(errors) - 2, 0),
        ) from None
