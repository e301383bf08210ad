"""Learner progress: answers, per-rule accuracy and Leitner review boxes, kept in SQLite.

One SQLite file holds every learner. Each operation opens its own connection (Streamlit runs
sessions in different threads), writes run in ``BEGIN IMMEDIATE`` transactions in WAL mode, and
the schema version lives in ``PRAGMA user_version``. Any trouble with the file (locked,
read-only, damaged, or from a newer version) raises :class:`StoreUnavailable`; the file is never
deleted, truncated or overwritten on a failure path.
"""

from __future__ import annotations

import json
import math
import os
import re
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Annotated, Literal

import platformdirs
from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
    field_validator,
)

from tutor.store.db import (
    StoreDamaged,
    StoreLocked,
    StoreReadOnly,
    StoreTooNew,
    StoreUnavailable,
    check_file,
    damaged_message,
)
from tutor.store.exports import read_envelope
from tutor.store.lesson_progress import LessonProgressMixin, v4_lesson_progress

__all__ = [
    "EXPORT_FORMAT",
    "EXPORT_VERSION",
    "LEITNER_INTERVALS",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "AnswerRow",
    "LeitnerRow",
    "ProgressExport",
    "ProgressStore",
    "StoreUnavailable",
    "default_db_path",
    "migrate",
    "open_store_safely",
    "parse_export",
]

ENV_VAR = "HOOLA_TUTOR_DB"
EXPORT_FORMAT = "hoola-tutor-progress"
EXPORT_VERSION = 1
NAME_MAX = 40
TAG_MAX = 64
KIND_MAX = 64
MAX_IMPORT_CHARS = 50_000_000
LEITNER_INTERVALS: dict[int, timedelta] = {
    1: timedelta(0),
    2: timedelta(days=1),
    3: timedelta(days=3),
    4: timedelta(days=7),
    5: timedelta(days=21),
}
"""Wait before a rule tag in each Leitner box is due again (box 1 is due at once)."""

_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


# --------------------------------------------------------------------------- helpers


def default_db_path() -> Path:
    """Return ``$HOOLA_TUTOR_DB`` if set, else ``<user data dir>/hoola-tutor/hoola.db``.

    The folder is created when a :class:`ProgressStore` opens the path.
    """
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_data_dir("hoola-tutor")) / "hoola.db"


def _iso(moment: datetime) -> str:
    """Format a datetime as ISO 8601 UTC with microseconds (naive means local time)."""
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def _parse(text: str) -> datetime:
    """Read a timestamp written by :func:`_iso`."""
    return datetime.fromisoformat(text).astimezone(UTC)


def _now(now: datetime | None) -> datetime:
    return datetime.now(UTC) if now is None else now.astimezone(UTC)


def _clean_name(name: object) -> str:
    """Strip a learner name and check it is 1-40 printable characters."""
    if not isinstance(name, str):
        raise ValueError(f"learner name must be text, not {type(name).__name__}")
    cleaned = name.strip()
    if not cleaned:
        raise ValueError("learner name is empty; type a name of 1 to 40 characters")
    if len(cleaned) > NAME_MAX:
        raise ValueError(
            f"learner name {cleaned[:NAME_MAX]!r}... is {len(cleaned)} characters long; "
            f"the limit is {NAME_MAX}"
        )
    if _CONTROL.search(cleaned):
        raise ValueError(f"learner name {cleaned!r} contains control characters")
    return cleaned


def _clean_text(value: object, what: str, limit: int) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{what} must be non-empty text, got {value!r}")
    cleaned = value.strip()
    if len(cleaned) > limit or _CONTROL.search(cleaned):
        raise ValueError(f"{what} {cleaned[:limit]!r} is too long or has control characters")
    return cleaned


def _as_stored(value: str, what: str) -> str:
    """``value`` if :meth:`ProgressStore.record_answer` would store it unchanged (no spaces
    around it, no control characters); a ValueError otherwise, so an import holds nothing
    the store itself would refuse."""
    if value != value.strip() or _CONTROL.search(value):
        raise ValueError(f"{what} {value[:TAG_MAX]!r} has spaces around it or control characters")
    return value


def _clean_tags(tags: object) -> list[str]:
    """Check a list of rule tags; drop repeats, keep first-seen order."""
    if isinstance(tags, str) or not isinstance(tags, list | tuple):
        raise ValueError(f"rule_tags must be a list of tags like ['§3', '§5.2'], got {tags!r}")
    seen: dict[str, None] = {}
    for tag in tags:
        seen.setdefault(_clean_text(tag, "rule tag", TAG_MAX), None)
    return list(seen)


def _tag_key(tag: str) -> tuple[object, ...]:
    """Sort key putting '§2' before '§10' and '§5.2' after '§5'."""
    return tuple(int(p) if p.isdigit() else p for p in re.split(r"(\d+)", tag))


def _next_box(box: int, correct: bool) -> int:
    """Leitner move: right answer goes up one box (max 5), wrong answer back to box 1."""
    return min(box + 1, 5) if correct else 1


# --------------------------------------------------------------------------- row models

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
            raise ValueError("rule_tags lists a tag twice")
        for tag in tags:
            _as_stored(tag, "rule tag")
        return tags

    @field_validator("question_kind")
    @classmethod
    def _clean_kind(cls, kind: str) -> str:
        return _as_stored(kind, "question kind")


class LeitnerRow(BaseModel):
    """A rule tag's Leitner box (1-5) and when it is next due."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rule_tag: _Tag
    box: int = Field(ge=1, le=5)
    due_at: AwareDatetime

    @field_validator("rule_tag")
    @classmethod
    def _clean_tag(cls, tag: str) -> str:
        return _as_stored(tag, "rule tag")


class ProgressExport(BaseModel):
    """The versioned JSON document written by ``export_json`` and read by ``import_json``."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["hoola-tutor-progress"]
    version: Literal[1]
    exported_at: AwareDatetime | None = None
    learner: Annotated[str, StringConstraints(min_length=1, max_length=200)]
    answers: list[AnswerRow]
    leitner: list[LeitnerRow]

    @field_validator("leitner")
    @classmethod
    def _unique_leitner(cls, rows: list[LeitnerRow]) -> list[LeitnerRow]:
        tags = [r.rule_tag for r in rows]
        if len(set(tags)) != len(tags):
            raise ValueError("leitner lists a rule tag twice")
        return rows


# --------------------------------------------------------------------------- migrations


def _v1_initial(conn: sqlite3.Connection) -> None:
    """Schema 1: learners and answers (no timing, no Leitner boxes)."""
    conn.execute(
        "CREATE TABLE learners ("
        " id INTEGER PRIMARY KEY,"
        " name TEXT NOT NULL UNIQUE,"
        " created_at TEXT NOT NULL)"
    )
    conn.execute(
        "CREATE TABLE answers ("
        " id INTEGER PRIMARY KEY,"
        " learner_id INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE,"
        " question_kind TEXT NOT NULL,"
        " rule_tags TEXT NOT NULL,"
        " seed INTEGER NOT NULL,"
        " correct INTEGER NOT NULL CHECK (correct IN (0, 1)),"
        " answered_at TEXT NOT NULL)"
    )
    conn.execute("CREATE INDEX answers_by_learner ON answers (learner_id, answered_at)")


def _v2_timing_and_leitner(conn: sqlite3.Connection) -> None:
    """Schema 2: add answers.time_taken and the leitner table, rebuilt from past answers."""
    conn.execute("ALTER TABLE answers ADD COLUMN time_taken REAL")
    conn.execute(
        "CREATE TABLE leitner ("
        " learner_id INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE,"
        " rule_tag TEXT NOT NULL,"
        " box INTEGER NOT NULL CHECK (box BETWEEN 1 AND 5),"
        " due_at TEXT NOT NULL,"
        " PRIMARY KEY (learner_id, rule_tag)) WITHOUT ROWID"
    )
    state: dict[tuple[int, str], tuple[int, str]] = {}
    rows = conn.execute(
        "SELECT learner_id, rule_tags, correct, answered_at FROM answers ORDER BY answered_at, id"
    )
    for learner_id, tags_json, correct, answered_at in rows:
        try:
            tags = json.loads(tags_json)
        except (TypeError, ValueError):
            continue
        for tag in tags if isinstance(tags, list) else []:
            if not isinstance(tag, str):
                continue
            box = _next_box(state.get((learner_id, tag), (1, ""))[0], bool(correct))
            try:
                at = _parse(answered_at)
            except (TypeError, ValueError):
                at = datetime.now(UTC)
            due = _iso(at + LEITNER_INTERVALS[box])
            state[(learner_id, tag)] = (box, due)
    conn.executemany(
        "INSERT INTO leitner (learner_id, rule_tag, box, due_at) VALUES (?, ?, ?, ?)",
        [(lid, tag, box, due) for (lid, tag), (box, due) in state.items()],
    )


def _v3_game_ledger(conn: sqlite3.Connection) -> None:
    """Schema 3: the game ledger (tutor.store.ledger_store): games, and each game's rounds kept as
    their RoundRecord JSON so that an edit recomputes everything."""
    conn.execute(
        "CREATE TABLE games ("
        " id TEXT PRIMARY KEY,"
        " name TEXT NOT NULL,"
        " game_json TEXT NOT NULL,"
        " created_at TEXT NOT NULL,"
        " updated_at TEXT NOT NULL) WITHOUT ROWID"
    )
    conn.execute(
        "CREATE TABLE rounds ("
        " game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
        " number INTEGER NOT NULL CHECK (number >= 1),"
        " record_json TEXT NOT NULL,"
        " PRIMARY KEY (game_id, number)) WITHOUT ROWID"
    )


MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [
    _v1_initial,
    _v2_timing_and_leitner,
    _v3_game_ledger,
    v4_lesson_progress,
]
"""Schema steps in order; step i (0-based) brings the database to ``user_version`` i+1.

To add tables (for example the game ledger), append a step function to this list here, in
this module, so every copy of the app knows every version. Never edit or reorder a released
step. Each step runs inside ``BEGIN IMMEDIATE`` ... ``COMMIT`` with ``user_version`` set, so a
failing step leaves the database as it was.
"""

SCHEMA_VERSION = len(MIGRATIONS)


def _newer_message(found: int, known: int) -> str:
    return (
        f"this database was written by a newer version of Hoola Tutor (schema {found}); "
        f"this version understands up to {known}; nothing was changed"
    )


def migrate(conn: sqlite3.Connection) -> int:
    """Bring the database up to the newest schema, one transaction per step; return the version.

    ``conn`` must be in autocommit mode (``isolation_level=None``). Raises
    :class:`StoreUnavailable` if the file comes from a newer schema.
    """
    known = len(MIGRATIONS)
    while True:
        conn.execute("BEGIN IMMEDIATE")
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > known:
                raise StoreTooNew(_newer_message(version, known))
            if version == known:
                conn.execute("COMMIT")
                return version
            MIGRATIONS[version](conn)
            conn.execute(f"PRAGMA user_version = {version + 1:d}")
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise


# --------------------------------------------------------------------------- errors


def _unavailable(exc: sqlite3.Error, path: Path) -> StoreUnavailable:
    """Turn an SQLite error into a StoreUnavailable with a message a learner can act on."""
    code = (getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF
    detail = str(exc)
    kind: type[StoreUnavailable] = StoreUnavailable
    if code in (5, 6) or "locked" in detail:  # SQLITE_BUSY, SQLITE_LOCKED
        kind = StoreLocked
        msg = (
            f"the progress database {path} is locked by another program or window and stayed "
            "busy too long; try again in a moment"
        )
    elif code == 8 or "readonly" in detail:  # SQLITE_READONLY
        kind = StoreReadOnly
        msg = (
            f"the progress database {path} is read-only (or its folder is); nothing can be saved "
            "there - check the file's permissions or set HOOLA_TUTOR_DB to another path"
        )
    elif code in (11, 26) or "not a database" in detail:  # SQLITE_CORRUPT, SQLITE_NOTADB
        kind = StoreDamaged
        msg = damaged_message(path, detail)
    elif code == 14:  # SQLITE_CANTOPEN
        msg = (
            f"cannot open the progress database {path} ({detail}); check that the folder "
            "exists and is writable, or set HOOLA_TUTOR_DB to another path"
        )
    elif code == 13:  # SQLITE_FULL
        msg = f"the disk holding the progress database {path} is full"
    else:
        msg = f"the progress database {path} could not be used ({detail})"
    return kind(msg)


def _connect(path: Path, timeout: float, mode: str, *, shared: bool = False) -> sqlite3.Connection:
    """Open one autocommit connection: busy timeout, foreign keys on, NORMAL sync.

    With WAL, ``synchronous=NORMAL`` keeps the file consistent through crashes and power loss;
    only the last answers before a power cut can be lost (never on a program crash).
    """
    uri = f"{path.absolute().as_uri()}?mode={mode}"
    conn = sqlite3.connect(
        uri, timeout=timeout, uri=True, isolation_level=None, check_same_thread=not shared
    )
    try:
        conn.execute(f"PRAGMA busy_timeout = {int(timeout * 1000):d}")
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA synchronous = NORMAL")
    except BaseException:
        conn.close()
        raise
    return conn


def _enable_wal(conn: sqlite3.Connection, timeout: float) -> None:
    """Switch the file to WAL (a lasting property of the file), retrying while it is busy.

    Changing the journal mode does not wait on the busy timeout, so two processes creating the
    same new file at once would otherwise fail at once with "database is locked".
    """
    deadline = time.monotonic() + timeout
    while True:
        try:
            conn.execute("PRAGMA journal_mode = WAL").fetchone()
            return
        except sqlite3.OperationalError as exc:
            busy = ((getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF) in (5, 6)
            if not busy or time.monotonic() >= deadline:
                raise
            time.sleep(0.005)


# --------------------------------------------------------------------------- the store


class ProgressStore(LessonProgressMixin):
    """Learner progress in one SQLite file; safe to share across threads and processes.

    Opening checks the file (refusing damaged, read-only or newer-schema files with
    :class:`StoreUnavailable`), switches it to WAL mode and runs pending migrations.
    """

    _open_mode = "rwc"  # SQLite URI mode; tests set "ro" to simulate a read-only file

    def __init__(self, path: Path | str | None = None, *, timeout: float = 5.0) -> None:
        self.path = Path(path).expanduser() if path is not None else default_db_path()
        self._timeout = timeout
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreUnavailable(
                f"cannot create the folder for the progress database {self.path} ({exc})"
            ) from exc
        check_file(self.path, timeout=timeout)  # before anything could write to it
        with self._connection() as conn:
            # Read the version before anything writes, so a newer or damaged file is untouched.
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > len(MIGRATIONS):
                raise StoreTooNew(
                    f"cannot use {self.path}: {_newer_message(version, len(MIGRATIONS))}"
                )
            _enable_wal(conn, self._timeout)
            try:
                version = migrate(conn)
            except StoreUnavailable as exc:
                raise type(exc)(f"cannot use {self.path}: {exc}") from exc
            # BEGIN IMMEDIATE succeeds on a read-only file, so probe with a real (undone) write.
            conn.execute("BEGIN IMMEDIATE")
            try:
                conn.execute(f"PRAGMA user_version = {version:d}")
            finally:
                conn.execute("ROLLBACK")
        # An idle connection kept open for the store's life: without it every per-operation
        # connection would be the last one and its close would checkpoint and delete the WAL
        # (about 2 ms a write). It holds no lock and is never used for queries.
        try:
            self._anchor: sqlite3.Connection | None = _connect(
                self.path, self._timeout, self._open_mode, shared=True
            )
            self._anchor.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.Error as exc:
            raise _unavailable(exc, self.path) from exc

    def close(self) -> None:
        """Release the store's idle connection (operations still work, just slower)."""
        anchor, self._anchor = getattr(self, "_anchor", None), None
        if anchor is not None:
            anchor.close()

    def __del__(self) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"ProgressStore({str(self.path)!r})"

    # ----------------------------------------------------------------- connections

    @contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        """Yield a fresh connection, closed afterwards; SQLite errors become StoreUnavailable."""
        try:
            conn = _connect(self.path, self._timeout, self._open_mode)
        except sqlite3.Error as exc:
            raise _unavailable(exc, self.path) from exc
        try:
            yield conn
        except sqlite3.Error as exc:
            raise _unavailable(exc, self.path) from exc
        finally:
            conn.close()

    @contextmanager
    def _transaction(self, begin: str) -> Iterator[sqlite3.Connection]:
        """Yield a connection inside one transaction, committed on success, else rolled back."""
        with self._connection() as conn:
            conn.execute(begin)
            try:
                yield conn
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    def _write(self) -> AbstractContextManager[sqlite3.Connection]:
        """One write transaction (``BEGIN IMMEDIATE``, so the busy timeout applies)."""
        return self._transaction("BEGIN IMMEDIATE")

    def _read(self) -> AbstractContextManager[sqlite3.Connection]:
        """One read transaction: a consistent snapshot across several queries."""
        return self._transaction("BEGIN")

    @staticmethod
    def _learner_id(conn: sqlite3.Connection, name: str) -> int | None:
        row = conn.execute("SELECT id FROM learners WHERE name = ?", (name,)).fetchone()
        return None if row is None else row[0]

    @staticmethod
    def _ensure_learner(conn: sqlite3.Connection, name: str) -> int:
        conn.execute(
            "INSERT INTO learners (name, created_at) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
            (name, _iso(datetime.now(UTC))),
        )
        return conn.execute("SELECT id FROM learners WHERE name = ?", (name,)).fetchone()[0]

    # ----------------------------------------------------------------- learners

    def learners(self) -> list[str]:
        """Names of all learners, alphabetically."""
        with self._read() as conn:
            rows = conn.execute("SELECT name FROM learners ORDER BY name COLLATE NOCASE, name")
            return [name for (name,) in rows]

    def add_learner(self, name: str) -> None:
        """Add a learner (name stripped, 1-40 characters); an existing name is left as it is."""
        cleaned = _clean_name(name)
        with self._write() as conn:
            self._ensure_learner(conn, cleaned)

    # ----------------------------------------------------------------- answers

    def record_answer(
        self,
        learner: str,
        question_kind: str,
        rule_tags: list[str],
        seed: int,
        correct: bool,
        time_taken: float,
        answered_at: datetime | None = None,
    ) -> None:
        """Save one answer and move its rule tags' Leitner boxes, in one transaction.

        The learner is added if new. ``answered_at`` defaults to now; naive means local time.
        """
        name = _clean_name(learner)
        kind = _clean_text(question_kind, "question_kind", KIND_MAX)
        tags = _clean_tags(rule_tags)
        if isinstance(seed, bool) or not isinstance(seed, int) or not -(2**63) <= seed < 2**63:
            raise ValueError(f"seed must be a 64-bit integer, got {seed!r}")
        if not isinstance(correct, bool):
            raise ValueError(f"correct must be True or False, got {correct!r}")
        if (
            isinstance(time_taken, bool)
            or not isinstance(time_taken, int | float)
            or not math.isfinite(time_taken)
            or time_taken < 0
        ):
            raise ValueError(f"time_taken must be a number of seconds >= 0, got {time_taken!r}")
        at = _now(answered_at)
        box_due: dict[str, tuple[int, str]] = {}
        with self._write() as conn:
            learner_id = self._ensure_learner(conn, name)
            conn.execute(
                "INSERT INTO answers (learner_id, question_kind, rule_tags, seed, correct,"
                " time_taken, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    learner_id,
                    kind,
                    json.dumps(tags, ensure_ascii=False),
                    seed,
                    int(correct),
                    float(time_taken),
                    _iso(at),
                ),
            )
            if not tags:
                return
            marks = ",".join("?" * len(tags))
            current = dict(
                conn.execute(
                    "SELECT rule_tag, box FROM leitner"
                    f" WHERE learner_id = ? AND rule_tag IN ({marks})",
                    (learner_id, *tags),
                ).fetchall()
            )
            for tag in tags:
                box = _next_box(current.get(tag, 1), correct)
                box_due[tag] = (box, _iso(at + LEITNER_INTERVALS[box]))
            conn.executemany(
                "INSERT INTO leitner (learner_id, rule_tag, box, due_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (learner_id, rule_tag)"
                " DO UPDATE SET box = excluded.box, due_at = excluded.due_at",
                [(learner_id, tag, box, due) for tag, (box, due) in box_due.items()],
            )

    def answers(self, learner: str) -> list[AnswerRow]:
        """All answers of a learner, oldest first (empty for an unknown learner)."""
        name = _clean_name(learner)
        with self._read() as conn:
            rows = conn.execute(
                "SELECT a.question_kind, a.rule_tags, a.seed, a.correct, a.time_taken,"
                " a.answered_at FROM answers a JOIN learners l ON l.id = a.learner_id"
                " WHERE l.name = ? ORDER BY a.answered_at, a.id",
                (name,),
            ).fetchall()
        return [
            AnswerRow(
                question_kind=kind,
                rule_tags=tuple(json.loads(tags)),
                seed=seed,
                correct=bool(correct),
                time_taken=time_taken,
                answered_at=_parse(at),
            )
            for kind, tags, seed, correct, time_taken, at in rows
        ]

    @staticmethod
    def _tag_counts(conn: sqlite3.Connection, name: str) -> dict[str, tuple[int, int]]:
        rows = conn.execute(
            "SELECT j.value, SUM(a.correct), COUNT(*)"
            " FROM answers a JOIN learners l ON l.id = a.learner_id, json_each(a.rule_tags) j"
            " WHERE l.name = ? GROUP BY j.value",
            (name,),
        )
        return {tag: (right, total) for tag, right, total in rows}

    def accuracy_by_rule(self, learner: str) -> dict[str, tuple[int, int]]:
        """Map each rule tag to (correct answers, total answers) for a learner."""
        name = _clean_name(learner)
        with self._read() as conn:
            counts = self._tag_counts(conn, name)
        return {tag: counts[tag] for tag in sorted(counts, key=_tag_key)}

    # ----------------------------------------------------------------- Leitner review

    def _leitner_rows(self, conn: sqlite3.Connection, name: str) -> list[tuple[str, int, str]]:
        return conn.execute(
            "SELECT t.rule_tag, t.box, t.due_at FROM leitner t"
            " JOIN learners l ON l.id = t.learner_id WHERE l.name = ?",
            (name,),
        ).fetchall()

    def leitner_boxes(self, learner: str) -> dict[str, int]:
        """Map each rule tag the learner has met to its Leitner box (1 = needs most work)."""
        name = _clean_name(learner)
        with self._read() as conn:
            rows = self._leitner_rows(conn, name)
        return {tag: box for tag, box, _ in sorted(rows, key=lambda r: _tag_key(r[0]))}

    def due_rule_tags(self, learner: str, now: datetime | None = None) -> list[str]:
        """Rule tags due for review at ``now``: lowest box, then most misses, then most overdue."""
        name = _clean_name(learner)
        moment = _iso(_now(now))
        with self._read() as conn:
            rows = self._leitner_rows(conn, name)
            counts = self._tag_counts(conn, name)
        due = [(tag, box, at) for tag, box, at in rows if at <= moment]

        def need(row: tuple[str, int, str]) -> tuple[object, ...]:
            tag, box, at = row
            right, total = counts.get(tag, (0, 0))
            return (box, -(total - right), at, _tag_key(tag))

        return [tag for tag, _, _ in sorted(due, key=need)]

    def review_weights(self, learner: str, now: datetime | None = None) -> dict[str, float]:
        """Sampling weights over the learner's rule tags, summing to 1; empty if none met.

        A tag's raw weight is ``2**(5 - box) * (1 + 3 * miss_rate) * (2 if due else 1)``, so
        low boxes, frequent misses and due tags are picked more often.
        """
        name = _clean_name(learner)
        moment = _iso(_now(now))
        with self._read() as conn:
            rows = self._leitner_rows(conn, name)
            counts = self._tag_counts(conn, name)
        raw: dict[str, float] = {}
        for tag, box, at in sorted(rows, key=lambda r: _tag_key(r[0])):
            right, total = counts.get(tag, (0, 0))
            miss_rate = (total - right) / total if total else 0.0
            raw[tag] = 2.0 ** (5 - box) * (1 + 3 * miss_rate) * (2.0 if at <= moment else 1.0)
        total_weight = math.fsum(raw.values())
        return {tag: w / total_weight for tag, w in raw.items()} if raw else {}

    # ----------------------------------------------------------------- export / import

    def export_json(self, learner: str) -> str:
        """A learner's answers and Leitner boxes as a versioned JSON document."""
        name = _clean_name(learner)
        with self._read() as conn:
            if self._learner_id(conn, name) is None:
                raise ValueError(f"there is no learner named {name!r} to export")
            rows = self._leitner_rows(conn, name)
        doc = ProgressExport(
            format=EXPORT_FORMAT,
            version=EXPORT_VERSION,
            exported_at=datetime.now(UTC),
            learner=name,
            answers=self.answers(name),
            leitner=[
                LeitnerRow(rule_tag=tag, box=box, due_at=_parse(at))
                for tag, box, at in sorted(rows, key=lambda r: _tag_key(r[0]))
            ],
        )
        return json.dumps(doc.model_dump(mode="json"), ensure_ascii=False, indent=2)

    def import_json(self, text: str, *, as_name: str | None = None, overwrite: bool = False) -> str:
        """Load a document from :meth:`export_json` in one transaction; return the learner name.

        Raises ValueError naming the problem for bad JSON, another format or version, wrong
        field types, or when the learner already has answers and ``overwrite`` is False.
        """
        doc = parse_export(text)
        name = _clean_name(doc.learner if as_name is None else as_name)
        with self._write() as conn:
            learner_id = self._learner_id(conn, name)
            if learner_id is not None:
                (held,) = conn.execute(
                    "SELECT COUNT(*) FROM answers WHERE learner_id = ?", (learner_id,)
                ).fetchone()
                (boxes,) = conn.execute(
                    "SELECT COUNT(*) FROM leitner WHERE learner_id = ?", (learner_id,)
                ).fetchone()
                if (held or boxes) and not overwrite:
                    raise ValueError(
                        f"learner {name!r} already has {held} recorded answers; nothing was "
                        "imported - import under another name, or pass overwrite=True to "
                        "replace them"
                    )
                conn.execute("DELETE FROM answers WHERE learner_id = ?", (learner_id,))
                conn.execute("DELETE FROM leitner WHERE learner_id = ?", (learner_id,))
            learner_id = self._ensure_learner(conn, name)
            conn.executemany(
                "INSERT INTO answers (learner_id, question_kind, rule_tags, seed, correct,"
                " time_taken, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        learner_id,
                        a.question_kind,
                        json.dumps(list(a.rule_tags), ensure_ascii=False),
                        a.seed,
                        int(a.correct),
                        a.time_taken,
                        _iso(a.answered_at),
                    )
                    for a in sorted(doc.answers, key=lambda a: a.answered_at)
                ],
            )
            conn.executemany(
                "INSERT INTO leitner (learner_id, rule_tag, box, due_at) VALUES (?, ?, ?, ?)",
                [(learner_id, r.rule_tag, r.box, _iso(r.due_at)) for r in doc.leitner],
            )
        return name


def parse_export(text: str) -> ProgressExport:
    """Validate an export document, raising ValueError with a message naming the problem."""
    if isinstance(text, bytes):
        text = text.decode("utf-8-sig", errors="replace")
    read_envelope(
        text, fmt=EXPORT_FORMAT, version=EXPORT_VERSION, what="progress",
        max_chars=MAX_IMPORT_CHARS,
    )  # fmt: skip
    try:
        return ProgressExport.model_validate_json(text, strict=True)
    except ValidationError as exc:
        problems = [
            "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in err["loc"]).lstrip(".")
            + f": {err['msg']}"
            for err in exc.errors()
        ]
        more = f" (and {len(problems) - 3} more)" if len(problems) > 3 else ""
        raise ValueError(f"invalid progress export: {'; '.join(problems[:3])}{more}") from None


def open_store_safely(
    path: Path | str | None = None,
) -> tuple[ProgressStore | None, str | None]:
    """Open the store, or return (None, reason) so the app can run without saving progress."""
    try:
        return ProgressStore(path), None
    except StoreUnavailable as exc:
        return None, str(exc)
