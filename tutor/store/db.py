"""The database layer: one SQLite file, its connections, its schema migrations, the file check
on open and the storage error types. The stores (:mod:`tutor.store.progress`,
:mod:`tutor.store.ledger_store`, :mod:`tutor.store.lesson_progress`) each own their tables
and register those tables' migration steps here; they reach the file only through a
:class:`Database`.

* **Connections.** Each operation opens its own autocommit connection (Streamlit runs
  sessions in different threads): busy timeout, foreign keys on, WAL with
  ``synchronous=NORMAL``. :meth:`Database.read` is one ``BEGIN`` transaction (a consistent
  snapshot), :meth:`Database.write` one ``BEGIN IMMEDIATE`` transaction (so the busy timeout
  applies); both commit on success and roll back on any error.
* **Migrations.** The schema version lives in ``PRAGMA user_version``. :data:`MIGRATIONS`
  maps each version to the step that reaches it, registered by the module that owns the
  tables; every step runs in its own ``BEGIN IMMEDIATE`` transaction with the new version,
  so a failing step leaves the file as it was. Never edit or renumber a released step.
* **Errors.** Storage failures are not bad input, so they are not ``ValueError``s: a locked,
  read-only, damaged or newer file raises a :class:`StoreUnavailable` subclass, and the app
  keeps working without saving. No failure path deletes, truncates or overwrites the file.
* **The file check.** Before anything writes to an existing file, :func:`inspect_file`
  reads it on a read-only connection: SQLite's header, the project's ``application_id``
  (:data:`APPLICATION_ID`, set on every file the project creates), the schema version and
  ``PRAGMA integrity_check``, which also finds an index missing a row (``quick_check``
  does not). Measured in ``bench/bench_db_check.py`` (medians on the shared machine):
  13 ms for 10,000 answers, 76 ms for 100,000, 0.85 s for 10,000 learners × 100 answers
  (129 MB; ``quick_check`` 0.29 s there); it runs once per process, since the app caches
  its stores. Only a healthy Hoola Tutor file is ever switched to WAL or
  migrated; one that needs neither is opened without taking the write lock.
* **Another program's SQLite file** (no Hoola Tutor application id) is refused with
  :class:`StoreDamaged` (``not-hoola``) and never migrated; a file of an earlier release
  (application id 0) is recognised by its schema, which must be exactly what this
  release's steps make at its version.
* **A damaged file** that still reads (every table and index can be scanned through) is
  opened read-only (``mode=ro`` and ``query_only``): what it holds can be seen and exported,
  and every write raises :class:`StoreDamaged` before a connection is even opened, so the
  file keeps every byte. A damaged file that does not read is refused with
  :class:`StoreDamaged`.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, ClassVar, Literal, get_args

import platformdirs

from tutor.engine.errors import Coded
from tutor.engine.reasons import Reason, because, register

__all__ = [
    "ENV_VAR",
    "MIGRATIONS",
    "Database",
    "Migration",
    "Migrations",
    "APPLICATION_ID",
    "STORE_UNAVAILABLE_CODES",
    "SchemaError",
    "StoreDamaged",
    "StoreLocked",
    "StoreReadOnly",
    "StoreTooNew",
    "StoreUnavailable",
    "StoreUnavailableCode",
    "check_file",
    "db_target",
    "default_db_path",
    "inspect_file",
    "open_database",
]

ENV_VAR = "HOOLA_TUTOR_DB"
APPLICATION_ID = int.from_bytes(b"Hool", "big")
"""``PRAGMA application_id`` of every file the project makes (bytes 68-71 of its header)."""


# --------------------------------------------------------------------------- errors


StoreUnavailableCode = Literal[
    "locked",  # busy too long: path, detail
    "read-only",  # the file or its folder cannot be written: path, detail
    "damaged",  # damaged or not SQLite at all: path, detail
    "not-hoola",  # another program's SQLite file: path, found (its application id)
    "opened-read-only",  # a damaged file opened read-only refuses a write: path, detail
    "game-damaged",  # one saved game does not read: game_id, path, and detail (why not)
    # or numbers (its rounds' numbers, when they do not run 1, 2, 3, ...)
    "too-new",  # written by a newer version: found, known (and path when opening)
    "cannot-open",  # path, detail
    "no-folder",  # the folder cannot be made: path, detail
    "disk-full",  # path, detail
    "unusable",  # any other SQLite failure: path, detail
    "server-unreachable",  # a PostgreSQL server that does not answer or refuses: path, detail
    "server-read-only",  # a PostgreSQL server that only reads (a standby): path, detail
]
"""Why the database cannot be used (a test makes each happen; the explainer words each)."""

STORE_UNAVAILABLE_CODES: frozenset[str] = frozenset(get_args(StoreUnavailableCode))

SchemaErrorCode = Literal["schema-step-missing", "schema-step-twice"]
"""A programming error in the registered schema steps: version (and owners)."""


class StoreUnavailable(Coded, Exception):
    """The base of every storage failure (not a ``ValueError``: the input was fine, the
    storage is not): ``StoreUnavailable(code, **values)`` with a ``code`` of
    :data:`StoreUnavailableCode` (each subclass has its own by default) and the ``values``
    involved (``path``, SQLite's ``detail`` …). The same message as a
    :class:`~tutor.engine.errors.HoolaError` (:class:`~tutor.engine.errors.Coded`):
    ``str()`` is the words layer's message ``store-unavailable-<code>``, never cut."""

    closed_set: ClassVar[str] = "store-unavailable"
    closed_codes: ClassVar[frozenset[str]] = STORE_UNAVAILABLE_CODES
    default_code: ClassVar[str | None] = "unusable"
    message_max: ClassVar[int | None] = None


class StoreLocked(StoreUnavailable):
    """Another program or window held the file busy too long."""

    default_code: ClassVar[str | None] = "locked"


class StoreReadOnly(StoreUnavailable):
    """The file or its folder cannot be written."""

    default_code: ClassVar[str | None] = "read-only"


DAMAGE_CODES = ("integrity-problems", "meta-missing", "other-program", "no-schema-version")
"""What the store found wrong with a database (a :class:`Reason` of the closed set
``store-damage``, worded by the catalog): problems its integrity check listed, tables without
the store's own metadata, metadata naming another program, no schema version."""
register("store-damage", DAMAGE_CODES)


def damage(code: str, **values: Any) -> Reason:
    """What is wrong with a database, as data: ``damage("meta-missing")``."""
    return because(code, "", **values)


class StoreDamaged(StoreUnavailable):
    """The file is damaged or is not a Hoola Tutor database; it is never written to.
    ``detail`` is the database's own word on the damage, or the store's finding
    (:func:`damage`)."""

    default_code: ClassVar[str | None] = "damaged"

    @property
    def detail(self) -> Any:
        return self.values.get("detail", "")


class StoreTooNew(StoreUnavailable):
    """The file was written by a newer version of Hoola Tutor."""

    default_code: ClassVar[str | None] = "too-new"


class SchemaError(RuntimeError):
    """The schema steps are registered wrongly (a programming error): ``code`` of
    :data:`SchemaErrorCode` and ``values``."""

    def __init__(self, message: str, code: SchemaErrorCode, **values: Any) -> None:
        super().__init__(message)
        self.code = code
        self.values: MappingProxyType[str, Any] = MappingProxyType(values)


def _code(exc: BaseException) -> int:
    """SQLite's primary result code of an error (0 if unknown)."""
    return (getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF


def unavailable(exc: sqlite3.Error, path: Path) -> StoreUnavailable:
    """Turn an SQLite error into a StoreUnavailable with a message a learner can act on."""
    code = _code(exc)
    detail = str(exc)
    if code in (5, 6) or "locked" in detail:  # SQLITE_BUSY, SQLITE_LOCKED
        return StoreLocked(path=str(path), detail=detail)
    if code == 8 or "readonly" in detail:  # SQLITE_READONLY
        return StoreReadOnly(path=str(path), detail=detail)
    if code in (11, 26) or "not a database" in detail:  # SQLITE_CORRUPT, SQLITE_NOTADB
        return StoreDamaged(path=str(path), detail=detail)
    name = {14: "cannot-open", 13: "disk-full"}.get(code, "unusable")  # CANTOPEN, FULL
    return StoreUnavailable(name, path=str(path), detail=detail)


# --------------------------------------------------------------------------- the file


def default_db_path() -> Path:
    """Return ``$HOOLA_TUTOR_DB`` if set, else ``<user data dir>/hoola-tutor/hoola.db``.

    The folder is created when a :class:`Database` opens the path.
    """
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_data_dir("hoola-tutor")) / "hoola.db"


def db_target(path: Path | str | None = None) -> Path | str:
    """Where the database is: a ``postgresql://`` URL as given (``path`` or
    ``$HOOLA_TUTOR_DB``), else the SQLite file's path (:func:`default_db_path`)."""
    from tutor.store.postgres import is_postgres_url

    if path is None:
        env = os.environ.get(ENV_VAR, "").strip()
        return env if is_postgres_url(env) else default_db_path()
    if is_postgres_url(path):
        return str(path).strip()
    return Path(path).expanduser()


def open_database(path: Path | str | None = None, *, timeout: float = 5.0) -> Any:
    """The :class:`Database` of a file, or the
    :class:`~tutor.store.postgres.PostgresDatabase` of a ``postgresql://`` URL."""
    target = db_target(path)
    if isinstance(target, str):
        from tutor.store.postgres import PostgresDatabase

        return PostgresDatabase(target, timeout=timeout)
    return Database(target, timeout=timeout)


def _read_only_uri(path: Path) -> str:
    return f"{path.absolute().as_uri()}?mode=ro"


@dataclass(frozen=True)
class FileState:
    """What :func:`inspect_file` found, without writing: whether the file holds a database
    yet, its schema version, whether it is the project's (``application_id``) and in WAL
    mode, and the damage ``integrity_check`` found (``None`` for a healthy file)."""

    exists: bool = False
    version: int = 0
    ours: bool = False
    wal: bool = False
    damage: StoreDamaged | None = None


def inspect_file(
    path: Path, migrations: Migrations | None = None, *, timeout: float = 5.0
) -> FileState:
    """Look at the file at ``path`` on a read-only connection, writing nothing (no journal
    switch, no migration, no lock beyond a read).

    A missing or empty file is new. Raises :class:`StoreDamaged` for a file that is not
    SQLite or does not read (``damaged``) and for another program's SQLite file
    (``not-hoola``), :class:`StoreTooNew` for a newer schema; the damage
    ``PRAGMA integrity_check`` finds is returned in :attr:`FileState.damage`."""
    migrations = migrations if migrations is not None else MIGRATIONS
    try:
        if not path.exists() or path.stat().st_size == 0:
            return FileState()
    except OSError as exc:
        raise StoreUnavailable("cannot-open", path=str(path), detail=str(exc)) from None
    try:
        conn = sqlite3.connect(_read_only_uri(path), uri=True, timeout=timeout)
    except sqlite3.Error as exc:
        raise unavailable(exc, path) from None
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        wal = conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        if app_id != APPLICATION_ID and not (
            app_id == 0
            and 0 < version <= migrations.latest
            and _schema(conn) == migrations.schema(version)
        ):
            raise StoreDamaged("not-hoola", path=str(path), found=app_id)
        if version > migrations.latest:
            raise StoreTooNew(found=version, known=migrations.latest, path=str(path))
        rows = conn.execute(f"PRAGMA integrity_check({INTEGRITY_MAX:d})").fetchall()
    except sqlite3.DatabaseError as exc:
        if _code(exc) in (5, 6):  # busy or locked: not damage
            raise unavailable(exc, path) from None
        raise StoreDamaged(path=str(path), detail=str(exc)) from None
    finally:
        conn.close()
    problems = [str(r[0]) for r in rows if r and r[0] != "ok"]
    damaged = None
    if problems:
        found = damage(
            "integrity-problems",
            count=len(problems),
            more=len(problems) >= INTEGRITY_MAX,
            first=problems[0][:80],
        )
        damaged = StoreDamaged(path=str(path), detail=found)
    return FileState(
        exists=True, version=version, ours=app_id == APPLICATION_ID, wal=wal, damage=damaged
    )


INTEGRITY_MAX = 20
"""Problems ``integrity_check`` lists at most (the first is shown; the check stops there)."""


def check_file(path: Path, *, timeout: float = 5.0) -> None:
    """Raise :class:`StoreDamaged` if an existing file at ``path`` is damaged or not a Hoola
    Tutor database (:func:`inspect_file`); nothing is written."""
    damage = inspect_file(path, timeout=timeout).damage
    if damage is not None:
        raise damage


def _schema(conn: sqlite3.Connection) -> frozenset[tuple[str, tuple[str, ...]]]:
    """Every table of a database with its columns' names, in order (indexes and
    constraints left out: files made by hand in earlier releases differ there)."""
    tables = conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    ).fetchall()
    return frozenset(
        (
            str(name),
            tuple(str(c[1]) for c in conn.execute("SELECT * FROM pragma_table_info(?)", (name,))),
        )
        for (name,) in tables
    )


def _writable(path: Path) -> bool:
    """Whether the file and its folder (WAL keeps two files beside it) can be written, asked
    of the system: no SQLite lock is taken."""
    if path.exists() and not os.access(path, os.W_OK):
        return False
    if os.access(path.parent, os.W_OK):
        return True
    beside = [Path(f"{path}{extra}") for extra in ("-wal", "-shm")]
    return all(p.exists() and os.access(p, os.W_OK) for p in beside)


def _connect(path: Path, timeout: float, mode: str, *, shared: bool = False) -> sqlite3.Connection:
    """Open one autocommit connection: busy timeout, foreign keys on, NORMAL sync; a
    read-only one (``mode="ro"``) also refuses every write itself (``query_only``).

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
        if mode == "ro":
            conn.execute("PRAGMA query_only = ON")
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
            if _code(exc) not in (5, 6) or time.monotonic() >= deadline:
                raise
            time.sleep(0.005)


def _reads_through(conn: sqlite3.Connection) -> None:
    """Read every row of every table and every page of every index; a damaged page that a
    store would hit raises ``sqlite3.DatabaseError`` here instead."""
    objects = conn.execute(
        "SELECT type, name, tbl_name FROM sqlite_master WHERE type IN ('table', 'index')"
    ).fetchall()
    for kind, name, table in objects:
        quoted = '"' + str(name).replace('"', '""') + '"'
        if kind == "table":
            for _ in conn.execute(f"SELECT * FROM {quoted}"):
                pass
        else:
            on = '"' + str(table).replace('"', '""') + '"'
            conn.execute(f"SELECT count(*) FROM {on} INDEXED BY {quoted}").fetchone()


# --------------------------------------------------------------------------- migrations

Step = Callable[[sqlite3.Connection], None]


@dataclass(frozen=True)
class Migration:
    """One schema step: running ``step`` on a database at ``version - 1`` brings it to
    ``version``. ``owner`` is the module that owns the tables it makes."""

    version: int
    owner: str
    step: Step


class Migrations:
    """The schema steps, registered by the modules that own the tables (one version each).

    The versions must run 1, 2, 3, … without a gap; :meth:`ordered` checks that when a
    database opens, so a step that was never registered cannot be skipped silently.
    """

    def __init__(self, steps: tuple[Migration, ...] = ()) -> None:
        self._steps: dict[int, Migration] = {m.version: m for m in steps}

    def register(self, version: int) -> Callable[[Step], Step]:
        """Decorator: ``step`` brings the database to ``version``."""

        def add(step: Step) -> Step:
            owner = f"{step.__module__}.{step.__qualname__}"
            known = self._steps.get(version)
            if known is not None and known.owner != owner:
                raise SchemaError(
                    f"schema step {version} is both {known.owner} and {owner}",
                    "schema-step-twice",
                    version=version,
                    owners=(known.owner, owner),
                )
            self._steps[version] = Migration(version, owner, step)
            return step

        return add

    def with_step(self, step: Step) -> Migrations:
        """A copy with ``step`` appended as the next version (for trying a new step)."""
        copy = Migrations(tuple(self._steps.values()))
        copy.register(self.latest + 1)(step)
        return copy

    def up_to(self, version: int) -> Migrations:
        """A copy holding only the steps up to ``version`` (what an older release knew)."""
        return Migrations(tuple(m for m in self._steps.values() if m.version <= version))

    @property
    def latest(self) -> int:
        """The newest schema version."""
        return max(self._steps, default=0)

    def ordered(self) -> tuple[Migration, ...]:
        """Every step in version order; ``RuntimeError`` if a version has no step."""
        missing = sorted(set(range(1, self.latest + 1)) - set(self._steps))
        if missing:
            raise SchemaError(
                f"schema step {missing[0]} is not registered: import tutor.store, which "
                "imports every store and so registers every step",
                "schema-step-missing",
                version=missing[0],
            )
        return tuple(self._steps[v] for v in range(1, self.latest + 1))

    def schema(self, version: int) -> frozenset[tuple[str, tuple[str, ...]]]:
        """The tables (with their columns) that the steps up to ``version`` make: a file of
        an earlier release, which had no application id, must hold exactly these."""
        key = tuple((m.version, m.owner) for m in self.ordered()[:version])
        made = _SCHEMAS.get(key)
        if made is None:
            conn = sqlite3.connect(":memory:", isolation_level=None)
            try:
                for m in self.ordered()[:version]:
                    m.step(conn)
                made = _SCHEMAS[key] = _schema(conn)
            finally:
                conn.close()
        return made

    def migrate(self, conn: sqlite3.Connection, path: Path | None = None) -> int:
        """Bring the database up to :attr:`latest`, one transaction per step, and mark it as
        the project's (``application_id``); return the version. ``conn`` must be in
        autocommit mode (``isolation_level=None``). Raises :class:`StoreTooNew` if the file
        comes from a newer schema, and :class:`StoreDamaged` (``not-hoola``) for another
        program's file, which is left as it was."""
        steps = self.ordered()
        known = len(steps)
        where = {"path": str(path)} if path is not None else {}
        while True:
            conn.execute("BEGIN IMMEDIATE")
            try:
                app_id = conn.execute("PRAGMA application_id").fetchone()[0]
                version = conn.execute("PRAGMA user_version").fetchone()[0]
                empty = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] == 0
                if app_id != APPLICATION_ID and not (app_id == 0 and (version or empty)):
                    raise StoreDamaged("not-hoola", found=app_id, **where)
                if version > known:
                    raise StoreTooNew(found=version, known=known)
                if app_id != APPLICATION_ID:
                    conn.execute(f"PRAGMA application_id = {APPLICATION_ID:d}")
                if version == known:
                    conn.execute("COMMIT")
                    return version
                steps[version].step(conn)
                conn.execute(f"PRAGMA user_version = {version + 1:d}")
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise


_SCHEMAS: dict[tuple[tuple[int, str], ...], frozenset[tuple[str, tuple[str, ...]]]] = {}
"""The schema each list of steps makes, worked out once per process."""

MIGRATIONS = Migrations()
"""Every store's schema steps; each store module registers its own with
``@MIGRATIONS.register(version)``, and ``tutor.store`` imports them all."""


# --------------------------------------------------------------------------- the database


class Database:
    """The progress database file: safe to share across threads and processes.

    Opening inspects the file first, writing nothing (:func:`inspect_file`); it refuses
    another program's, a newer-schema or a read-only file with a :class:`StoreUnavailable`,
    and only then, if the file is new or out of date, runs pending migrations, marks it
    with :data:`APPLICATION_ID` and switches it to WAL. A file that needs none of this is
    opened without the write lock. A damaged file that still reads is opened read-only
    (:attr:`read_only` is the error a write raises); one that does not read is refused.
    """

    dialect = "sqlite"

    open_mode = "rwc"
    """SQLite URI mode for writable opens; tests set ``"ro"`` to act out a read-only file."""

    def __init__(
        self,
        path: Path | str | None = None,
        *,
        timeout: float = 5.0,
        migrations: Migrations | None = None,
    ) -> None:
        self.path = Path(path).expanduser() if path is not None else default_db_path()
        self.timeout = timeout
        self.read_only: StoreDamaged | None = None
        """Why the file is open read-only (a damaged file): the ``opened-read-only`` error
        every write raises; ``None`` when writes work."""
        self._anchor: sqlite3.Connection | None = None
        self._migrations = migrations if migrations is not None else MIGRATIONS
        self._migrations.ordered()  # a missing step is found before the file is touched
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreUnavailable("no-folder", path=str(self.path), detail=str(exc)) from exc
        try:
            state = inspect_file(self.path, self._migrations, timeout=timeout)  # writes nothing
        except StoreDamaged as damaged:
            if damaged.code != "damaged":
                raise
            state = FileState(exists=True, damage=damaged)
        if state.damage is not None:
            self._open_damaged(state.damage)
            return
        if self.open_mode == "ro" or not _writable(self.path):
            raise StoreReadOnly(path=str(self.path), detail="read-only")
        if not (state.ours and state.wal and state.version == self._migrations.latest):
            self._prepare()  # the only open that takes the write lock
        # An idle connection kept open for the database's life: without it every operation's
        # connection would be the last one and its close would checkpoint and delete the WAL
        # (about 2 ms a write). It holds no lock and is never used for queries.
        try:
            self._anchor = _connect(self.path, self.timeout, self.open_mode, shared=True)
            self._anchor.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.Error as exc:
            raise unavailable(exc, self.path) from exc

    def _prepare(self) -> None:
        """Make a new file, or bring a healthy one of the project's up to date: migrate and
        mark it (one transaction a step), then switch it to WAL."""
        with self.connection() as conn:
            try:
                self._migrations.migrate(conn, self.path)
            except StoreTooNew as exc:  # the file changed since it was inspected
                raise StoreTooNew(**{**exc.values, "path": str(self.path)}) from exc
            _enable_wal(conn, self.timeout)

    def _open_damaged(self, damaged: StoreDamaged) -> None:
        """Open a damaged file read-only if it is at this version's schema and every table and
        index reads through; else raise ``damaged`` (the file is refused, as it always was)."""
        try:
            conn = _connect(self.path, self.timeout, "ro")
        except sqlite3.Error:
            raise damaged from None
        try:
            if conn.execute("PRAGMA user_version").fetchone()[0] != self._migrations.latest:
                raise damaged
            _reads_through(conn)
        except sqlite3.Error:
            raise damaged from None
        finally:
            conn.close()
        self.read_only = StoreDamaged(
            "opened-read-only", path=str(self.path), detail=damaged.detail or "integrity_check"
        )

    def close(self) -> None:
        """Release the idle connection (operations still work, just slower)."""
        anchor, self._anchor = getattr(self, "_anchor", None), None
        if anchor is not None:
            anchor.close()

    def __del__(self) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Database({str(self.path)!r}{', read-only' if self.read_only else ''})"

    @property
    def version(self) -> int:
        """The schema version this code brings every file to."""
        return self._migrations.latest

    # ----------------------------------------------------------------- connections

    @contextmanager
    def connection(self) -> Iterator[sqlite3.Connection]:
        """A fresh autocommit connection, closed afterwards; SQLite errors become
        :class:`StoreUnavailable`. Read-only (``query_only``) when :attr:`read_only`."""
        mode = "ro" if self.read_only else self.open_mode
        try:
            conn = _connect(self.path, self.timeout, mode)
        except sqlite3.Error as exc:
            raise unavailable(exc, self.path) from exc
        try:
            yield conn
        except sqlite3.Error as exc:
            raise unavailable(exc, self.path) from exc
        finally:
            conn.close()

    @contextmanager
    def _transaction(self, begin: str) -> Iterator[sqlite3.Connection]:
        with self.connection() as conn:
            conn.execute(begin)
            try:
                yield conn
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    def read(self) -> AbstractContextManager[sqlite3.Connection]:
        """One read transaction (``BEGIN``): a consistent snapshot across several queries,
        committed when the block ends."""
        return self._transaction("BEGIN")

    def write(self) -> AbstractContextManager[sqlite3.Connection]:
        """One write transaction (``BEGIN IMMEDIATE``, so the busy timeout applies), committed
        when the block ends and rolled back if it raises. :class:`StoreDamaged` at once, before
        any connection is opened, when the file is open read-only."""
        if self.read_only:
            raise StoreDamaged("opened-read-only", **self.read_only.values)
        return self._transaction("BEGIN IMMEDIATE")


class Store:
    """What every store shares: its :class:`Database` (opened from a path, or given), the
    reason it is read-only if it is, and closing. Each store owns its own tables."""

    def __init__(self, path: Path | str | Database | None = None, *, timeout: float = 5.0) -> None:
        """``path``: a file, a ``postgresql://`` URL, an open database, or ``None`` for
        ``$HOOLA_TUTOR_DB`` (:func:`open_database`)."""
        opened = hasattr(path, "read") and hasattr(path, "write")
        self.db = path if opened else open_database(path, timeout=timeout)
        self.path = self.db.path

    @property
    def read_only(self) -> StoreDamaged | None:
        """Why the file is open read-only (it is damaged): the ``opened-read-only`` error a
        write raises, whose ``str()`` is the explainer's sentence; ``None`` when saving works."""
        return self.db.read_only

    def close(self) -> None:
        """Release the database's idle connection (operations still work, just slower)."""
        self.db.close()
