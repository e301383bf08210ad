"""What only a PostgreSQL server has, for a club that runs several app replicas against one
database: ``HOOLA_TUTOR_DB=postgresql://user:password@host/dbname``.

:class:`tutor.store.db.Database` opens a server through :class:`Server`, on the same
SQLAlchemy Core layer as a file, so every store runs unchanged on it:

* **Connections** come from an engine on the psycopg driver with a small pool (checked
  before use, so a restarted server is reconnected to). Each operation borrows one
  connection for one transaction, committed when the block ends and rolled back on any error.
* **One writer at a time, as in SQLite.** A write transaction first takes a transaction-level
  advisory lock (released by its commit or rollback), waiting at most the store's timeout:
  every read-modify-write (an answer's Leitner boxes, a game's rounds) sees the writes before
  it, as under SQLite's ``BEGIN IMMEDIATE``, and no answer is lost under concurrent writers.
  A read is a ``REPEATABLE READ, READ ONLY`` snapshot.
* **The same SQL.** The stores' statements (named parameters, ``ON CONFLICT`` upserts,
  ``RETURNING``) run as they are; the schema steps registered with
  :data:`tutor.store.db.MIGRATIONS` are the migrations here too, their DDL compiled for the
  server from the tables' one description (:mod:`tutor.store.schema`: ``BIGINT``,
  identity keys, ``DOUBLE PRECISION``).
* **Migrations** keep the version in the table ``hoola_meta`` (with the application's name, so
  a database of another program is refused before anything is written). PostgreSQL's DDL is
  transactional, so each step and its new version commit together, as in SQLite; the steps
  run under the same advisory lock, so replicas starting together migrate once (why not
  Alembic: :mod:`tutor.store.db`).
* **Commits** do not wait for the disk (``synchronous_commit=off``), the promise the SQLite
  store makes in WAL mode: an app crash loses nothing, a power cut at the server may lose
  the last fraction of a second; ``HOOLA_TUTOR_DB_DURABLE=1`` waits for the disk.
* **Errors.** An unreachable server, a refused login, a lock held too long, a read-only server
  or a full disk raise :class:`~tutor.store.db.StoreUnavailable` with the server's reason; a
  server that only reads (a standby) is opened read-only: what it holds can be seen and
  exported, every write is refused before a connection is borrowed. The URL shown in any
  message never holds the password.
"""

from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING, Any

from sqlalchemy import create_engine, event, make_url
from sqlalchemy.engine import URL, Engine
from sqlalchemy.exc import ArgumentError, DBAPIError, SQLAlchemyError
from sqlalchemy.schema import CreateTable

from tutor.store.db import (
    Conn,
    StoreDamaged,
    StoreLocked,
    StoreReadOnly,
    StoreTooNew,
    StoreUnavailable,
    damage,
    register_backend,
)
from tutor.store.extras import need
from tutor.store.schema import hoola_meta

if TYPE_CHECKING:
    from tutor.store.db import Database

__all__ = [
    "APPLICATION",
    "PG_DRIVERS",
    "Server",
    "is_postgres_url",
    "parse_url",
    "shown_url",
    "url_like",
]

APPLICATION = "hoola-tutor"
"""The name kept in ``hoola_meta``: a database holding our tables without it is not ours."""
WRITE_LOCK = 0x486F6F6C61
"""The advisory lock key every write transaction and migration holds ("Hoola")."""
DURABLE_VAR = "HOOLA_TUTOR_DB_DURABLE"
"""Set, every commit waits until the server has its answer on disk (slower, see above)."""
PG_DRIVERS = frozenset(
    {"", "psycopg", "psycopg2", "psycopg2cffi", "psycopg_async", "pg8000", "asyncpg"}
)
"""The driver names SQLAlchemy knows for PostgreSQL (``postgresql+<driver>://``); any of them
is accepted and the tutor connects with psycopg whichever is named."""
_BACKENDS = ("postgresql", "postgres")
_URL_LIKE = re.compile(r"[A-Za-z][A-Za-z0-9+.-]+:/")
"""A scheme, a colon and a slash at the start: an address, never a file path (``C:\\`` has a
one-letter scheme and a backslash). Matched at the start of the setting only."""


def shown_url(url: str | URL) -> str:
    """The database URL as messages show it: without its password."""
    parsed = make_url(url) if isinstance(url, str) else url
    return parsed.set(drivername="postgresql").render_as_string(hide_password=True)


def url_like(target: object) -> bool:
    """Whether ``target`` is written as an address (``scheme:/…``) rather than a file path."""
    return isinstance(target, str) and _URL_LIKE.match(target.strip()) is not None


def parse_url(target: str) -> URL:
    """A PostgreSQL database URL read by SQLAlchemy's ``make_url``, in any of SQLAlchemy's
    PostgreSQL driver forms (:data:`PG_DRIVERS`; ``postgres://`` too). Any other address is
    refused with :class:`StoreUnavailable` ``bad-url`` naming its scheme and the problem
    (``not-postgres``, ``driver``, ``port``, ``form``), never its password."""
    text = target.strip()
    scheme = text.split(":", 1)[0][:40]
    backend, _, driver = scheme.lower().partition("+")
    if backend not in _BACKENDS:
        raise StoreUnavailable("bad-url", scheme=scheme, problem="not-postgres")
    if driver not in PG_DRIVERS:
        raise StoreUnavailable("bad-url", scheme=scheme, problem="driver")
    try:
        parsed = make_url("postgresql" + text[len(backend) :])
    except (ArgumentError, ValueError) as exc:  # ValueError: a port that is not a number
        problem = "form" if isinstance(exc, ArgumentError) else "port"
        raise StoreUnavailable("bad-url", scheme=scheme, problem=problem) from None
    return parsed


def is_postgres_url(target: object) -> bool:
    """Whether ``target`` names a PostgreSQL database rather than a file (an address of
    another kind is refused: :func:`parse_url`)."""
    if not url_like(target):
        return False
    parse_url(str(target))
    return True


# --------------------------------------------------------------------------- errors


def _detail(exc: BaseException) -> str:
    """The server's own first line about a failure (psycopg's), without any password."""
    orig = getattr(exc, "orig", None) or exc
    text = str(orig).strip().splitlines()
    return (text[0] if text else type(orig).__name__)[:200]


def unavailable(exc: BaseException, where: str) -> StoreUnavailable:
    """A psycopg or SQLAlchemy failure as a :class:`StoreUnavailable` naming the reason."""
    state = getattr(getattr(exc, "orig", None), "sqlstate", None) or ""
    detail = _detail(exc)
    if state in ("55P03", "40P01", "57014"):  # lock not available, deadlock, timeout
        return StoreLocked(path=where, detail=detail)
    if state in ("25006", "42501"):  # read-only transaction, permission denied
        return StoreReadOnly(path=where, detail=detail)
    if state.startswith("53"):  # disk full, out of memory or connections
        return StoreUnavailable(
            "disk-full" if state == "53100" else "unusable", path=where, detail=detail
        )
    if (
        state.startswith(("08", "57P", "28", "3D"))
        or (isinstance(exc, DBAPIError) and exc.connection_invalidated)
        or not state
    ):
        return StoreUnavailable("server-unreachable", path=where, detail=detail)
    return StoreUnavailable("unusable", path=where, detail=detail)


# --------------------------------------------------------------------------- the server


def _commit_like_sqlite(dbapi_conn: Any, _record: Any) -> None:
    """Each new connection commits without waiting for the disk, as the SQLite store does in
    WAL mode with ``synchronous=NORMAL``: a crash of the app loses nothing, a crash of the
    server's machine may lose the last fraction of a second of answers, and the database is
    never left damaged. Measured in bench/bench_club_db.py: about 1 ms an answer instead of
    8 ms on the shared machine. ``HOOLA_TUTOR_DB_DURABLE=1`` waits for the disk instead."""
    with dbapi_conn.cursor() as cur:
        cur.execute("SET synchronous_commit = off")
    dbapi_conn.commit()


class Server:
    """What only a PostgreSQL server has, for :class:`tutor.store.db.Database`: the engine
    on psycopg with a small pool checked before use, the write lock (an advisory lock per
    transaction), read snapshots (``REPEATABLE READ, READ ONLY``), the version in
    ``hoola_meta``, a server that only reads, and the server's error states."""

    dialect = "postgresql"
    errors = (SQLAlchemyError,)

    def __init__(self, url: str | URL, timeout: float, pool_size: int) -> None:
        parsed = parse_url(url) if isinstance(url, str) else url
        need("postgresql")  # the driver comes with the club extra: say so, not a traceback
        parsed = parsed.set(drivername="postgresql+psycopg")
        self.url = parsed
        self.path = self.where = shown_url(parsed)
        self.timeout = timeout
        self.engine: Engine = create_engine(
            parsed,
            pool_size=pool_size,
            max_overflow=8,
            pool_pre_ping=True,
            pool_timeout=timeout,
            connect_args={
                "connect_timeout": max(1, round(timeout)),
                "application_name": APPLICATION,
            },
        )
        if not os.environ.get(DURABLE_VAR):
            event.listen(self.engine, "connect", _commit_like_sqlite)

    def unavailable(self, exc: BaseException) -> StoreUnavailable:
        return unavailable(exc, self.where)

    def refused(self, read_only: StoreUnavailable) -> StoreUnavailable:
        return StoreUnavailable(read_only.code, **read_only.values)

    def started(self, conn: Conn, kind: str) -> None:
        """A write takes the write lock, waiting at most the timeout (one round trip: the
        lock's timeout is set in the same statement); a read is a read-only snapshot."""
        if kind == "write":
            conn.execute(
                "SELECT set_config('lock_timeout', :wait, true), pg_advisory_xact_lock(:key)",
                {"wait": f"{int(self.timeout * 1000):d}ms", "key": WRITE_LOCK},
            )
        elif kind == "read":
            conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")

    def open(self, db: Database) -> None:
        """Check the database is ours and migrate it; a server that only reads is opened
        read-only if it is at this version's schema."""
        known = db.migrations.latest
        with db.transaction("plain") as conn:
            only_reads = conn.execute("SHOW transaction_read_only").scalar_one() == "on"
            if only_reads:
                if self._check_ours(conn, known) != known:
                    raise StoreReadOnly(path=self.path, detail="transaction_read_only = on")
                db.read_only = StoreUnavailable(
                    "server-read-only", path=self.path, detail="transaction_read_only = on"
                )
                return
        while True:
            # Each step commits with its version, under the write lock (a failing step leaves
            # the database as it was); the version is read again under the lock every time,
            # since another replica may have run the step in between. A new, empty database
            # takes every step in one transaction (``Migrations.run_next``).
            with db.transaction("write") as conn:
                version = self._check_ours(conn, known)
                new = version is None
                if version is None:
                    conn.run(CreateTable(hoola_meta))
                    conn.executemany(
                        "INSERT INTO hoola_meta (key, value) VALUES (:key, :value)",
                        [
                            {"key": "application", "value": APPLICATION},
                            {"key": "schema_version", "value": "0"},
                        ],
                    )
                    version = 0
                if version >= known:
                    return
                reached = db.migrations.run_next(conn, version, new=new)
                conn.execute(
                    "UPDATE hoola_meta SET value = :version WHERE key = 'schema_version'",
                    {"version": str(reached)},
                )

    def _check_ours(self, conn: Conn, known: int) -> int | None:
        """The schema version if the database is ours (``None`` if it is empty); refuse a
        database whose tables belong to another program, and a newer one."""
        tables = {
            name
            for (name,) in conn.execute(
                "SELECT table_name FROM information_schema.tables WHERE table_schema ="
                " current_schema()"
            )
        }
        if "hoola_meta" not in tables:
            if tables & {"learners", "answers", "games", "rounds"}:
                raise StoreDamaged(path=self.path, detail=damage("meta-missing"))
            return None
        meta = {key: value for key, value in conn.execute("SELECT key, value FROM hoola_meta")}
        if meta.get("application") != APPLICATION:
            raise StoreDamaged(path=self.path, detail=damage("other-program"))
        try:
            version = int(meta.get("schema_version", ""))
        except ValueError:
            raise StoreDamaged(path=self.path, detail=damage("no-schema-version")) from None
        if version > known:
            raise StoreTooNew(found=version, known=known, path=self.path)
        return version


register_backend("postgresql", open=Server, is_url=is_postgres_url)
