"""What only an SQLite file has, for :class:`tutor.store.db.Database`: the check of the file
before anything writes to it, its connections' settings, WAL, the schema version in
``PRAGMA user_version``, the read-only opening of a damaged file, and SQLite's error codes.

* **The file check** (:func:`inspect_file`) reads the file on a raw read-only ``sqlite3``
  connection (``mode=ro``), before any engine or pool exists: header, application id,
  schema version, ``PRAGMA integrity_check``. It is a look at the file itself, once per
  open, so it uses the driver directly: nothing SQLAlchemy adds (pooling, transactions,
  events) applies to it, and a pool must not hold the file open before it is known to be
  healthy. The same goes for :func:`table_columns` (an old file's tables) and for reading a
  damaged file through (:func:`reads_through`) before it is opened read-only.
* **Everything else** goes through the engine of :class:`SqliteFile`: its connections are
  made by :func:`connect` (SQLAlchemy's ``creator``) and its transactions begun by
  :func:`begin` (SQLAlchemy's ``begin`` event), as SQLAlchemy's pysqlite notes advise for
  full control of ``BEGIN``.
"""

from __future__ import annotations

import functools
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from sqlalchemy import create_engine, event
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.pool import QueuePool

from tutor.store import db as database
from tutor.store.db import (
    APPLICATION_ID,
    Conn,
    Database,
    Migrations,
    StoreDamaged,
    StoreLocked,
    StoreReadOnly,
    StoreTooNew,
    StoreUnavailable,
    damage,
    register_backend,
)

__all__ = [
    "FileState",
    "SqliteFile",
    "begin",
    "check_file",
    "connect",
    "inspect_file",
    "reads_through",
    "table_columns",
    "unavailable",
]


# --------------------------------------------------------------------------- errors


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
    migrations = migrations if migrations is not None else database.MIGRATIONS
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
            and table_columns(conn) == migrations.schema(version)
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


def table_columns(conn: sqlite3.Connection) -> frozenset[tuple[str, tuple[str, ...]]]:
    """Every table of a database with its columns' names, in order (indexes and
    constraints left out: files made by hand in earlier releases differ there)."""
    tables = conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    ).fetchall()
    return frozenset(
        (
            str(name),
            tuple(
                str(c[1]) for c in conn.execute("SELECT * FROM pragma_table_info(:t)", {"t": name})
            ),
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


def connect(path: Path, timeout: float, mode: str, *, shared: bool = False) -> sqlite3.Connection:
    """Open one connection with the driver's own transaction handling off (the engine's
    ``begin`` event says ``BEGIN`` or ``BEGIN IMMEDIATE``): busy timeout, foreign keys on,
    NORMAL sync; a read-only one (``mode="ro"``) also refuses every write itself
    (``query_only``). ``shared``: usable from the pool's other threads, one at a time.

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


def reads_through(conn: sqlite3.Connection) -> None:
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


# --------------------------------------------------------------------------- the backend


def begin(conn: Connection) -> None:
    """SQLAlchemy's ``begin`` on an SQLite file (the driver's own transaction handling is off):
    ``BEGIN IMMEDIATE`` for a write, so the busy timeout applies and the write lock is taken
    before anything is read; ``BEGIN`` (a snapshot) for a read."""
    write = conn.get_execution_options().get("hoola_write", False)
    conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")


def _file_connection(path: Path, timeout: float, read_only: bool) -> sqlite3.Connection:
    """A new pooled connection to the file: read-only for a damaged file, else in
    :attr:`Database.open_mode` as it is when the connection is made."""
    return connect(path, timeout, "ro" if read_only else Database.open_mode, shared=True)


class SqliteFile:
    """What only an SQLite file has: its inspection before anything writes (the file itself,
    on a raw read-only connection), WAL, the version in ``PRAGMA user_version``, and
    SQLite's error codes. The engine's connections are made by :func:`connect`."""

    dialect = "sqlite"
    errors = (SQLAlchemyError, sqlite3.Error)
    """What a failure on the file raises: SQLAlchemy's errors, and the driver's own from a
    schema step run on the driver's connection."""

    def __init__(self, path: Path, timeout: float, mode: str) -> None:
        self.path = path
        self.where = str(path)
        self.timeout = timeout
        self.mode = mode
        self.engine = self._engine(mode)

    def _engine(self, mode: str) -> Engine:
        engine = create_engine(
            "sqlite+pysqlite://",
            # not a closure over self: the engine would then keep itself alive
            creator=functools.partial(_file_connection, self.path, self.timeout, mode == "ro"),
            poolclass=QueuePool,
            pool_size=4,
            max_overflow=8,
            pool_timeout=self.timeout,
        )
        event.listen(engine, "begin", begin)
        return engine

    def unavailable(self, exc: BaseException) -> StoreUnavailable:
        orig = getattr(exc, "orig", None) or exc
        if isinstance(orig, sqlite3.Error):
            return unavailable(orig, self.path)
        return StoreUnavailable("unusable", path=self.where, detail=str(orig)[:200])

    def started(self, conn: Conn, kind: str) -> None:
        """Nothing to add: :func:`begin` began the transaction as it should."""

    def open(self, db: Database) -> None:
        """Inspect the file (writing nothing); refuse another program's, a newer or a
        read-only one; open a damaged one read-only; else migrate and switch to WAL if needed."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreUnavailable("no-folder", path=self.where, detail=str(exc)) from exc
        try:
            state = inspect_file(self.path, db.migrations, timeout=self.timeout)
        except StoreDamaged as damaged:
            if damaged.code != "damaged":
                raise
            state = FileState(exists=True, damage=damaged)
        if state.damage is not None:
            self._open_damaged(db, state.damage)
            return
        if self.mode == "ro" or not _writable(self.path):
            raise StoreReadOnly(path=self.where, detail="read-only")
        if not (state.ours and state.wal and state.version == db.migrations.latest):
            self._migrate(db)  # the only open that takes the write lock
            self._enable_wal(db)

    def _migrate(self, db: Database) -> None:
        """Bring the file up to date, one ``BEGIN IMMEDIATE`` transaction a step with its new
        ``user_version`` (a new, empty file every step in one: ``Migrations.run_next``), and
        mark it as the project's (``application_id``). Another program's file
        (``not-hoola``) and a newer one are left as they were."""
        known = db.migrations.latest
        while True:
            with db.transaction("write") as conn:
                app_id = conn.execute("PRAGMA application_id").scalar_one()
                version = conn.execute("PRAGMA user_version").scalar_one()
                empty = conn.execute("SELECT count(*) FROM sqlite_master").scalar_one() == 0
                if app_id != APPLICATION_ID and not (app_id == 0 and (version or empty)):
                    raise StoreDamaged("not-hoola", found=app_id, path=self.where)
                if version > known:
                    raise StoreTooNew(found=version, known=known, path=self.where)
                if app_id != APPLICATION_ID:
                    conn.execute(f"PRAGMA application_id = {APPLICATION_ID:d}")
                if version == known:
                    return
                reached = db.migrations.run_next(conn, version, new=empty)
                conn.execute(f"PRAGMA user_version = {reached:d}")

    def _enable_wal(self, db: Database) -> None:
        """Switch the file to WAL (a lasting property of the file) outside any transaction,
        on the driver's connection itself (SQLAlchemy would begin one)."""
        try:
            with self.engine.connect() as conn:
                # SQLAlchemy types the driver's connection loosely: here it is sqlite3's.
                raw = cast(sqlite3.Connection, conn.connection.driver_connection)
                _enable_wal(raw, self.timeout)
        except (SQLAlchemyError, sqlite3.Error) as exc:
            raise self.unavailable(exc) from None

    def _open_damaged(self, db: Database, damaged: StoreDamaged) -> None:
        """Open a damaged file read-only if it is at this version's schema and every table and
        index reads through; else raise ``damaged`` (the file is refused, as it always was)."""
        try:
            conn = connect(self.path, self.timeout, "ro")
        except sqlite3.Error:
            raise damaged from None
        try:
            if conn.execute("PRAGMA user_version").fetchone()[0] != db.migrations.latest:
                raise damaged
            reads_through(conn)
        except sqlite3.Error:
            raise damaged from None
        finally:
            conn.close()
        self.engine.dispose()
        self.mode = "ro"
        self.engine = self._engine("ro")
        db.read_only = StoreDamaged(
            "opened-read-only", path=self.where, detail=damaged.detail or "integrity_check"
        )

    def refused(self, read_only: StoreUnavailable) -> StoreUnavailable:
        return StoreDamaged("opened-read-only", **read_only.values)


register_backend("sqlite", open=SqliteFile, table_columns=table_columns)
