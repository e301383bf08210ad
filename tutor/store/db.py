"""The database layer: one :class:`Database` on a SQLAlchemy Core engine for an SQLite file
or a PostgreSQL server (``HOOLA_TUTOR_DB``: a path, or a ``postgresql://`` URL), its schema
migrations, the file check on open and the storage error types. The stores
(:mod:`tutor.store.progress`, :mod:`tutor.store.ledger_store`,
:mod:`tutor.store.lesson_progress`, :mod:`tutor.store.club`) each own their tables, register
those tables' migration steps here, and reach the database only through a :class:`Database`;
the same store code runs on both.

* **One layer, two backends.** Every operation borrows a pooled connection for one
  transaction (:meth:`Database.read`, :meth:`Database.write`) and runs SQL text with named
  parameters (``:name``) through :class:`Conn`, so the statements are the same on both; the
  one query the two write differently (a JSON list read as rows) is chosen by
  :attr:`Conn.dialect`. What only a file has is :class:`tutor.store.sqlite_file.SqliteFile`;
  what only a server has is :class:`tutor.store.postgres.Server`.
* **SQLite connections** are made by :func:`tutor.store.sqlite_file.connect` (SQLAlchemy's
  ``creator``): busy timeout, foreign keys on, WAL with ``synchronous=NORMAL``, the driver's
  own transaction handling off. The engine's ``begin`` event then says ``BEGIN IMMEDIATE``
  for a write (so the busy timeout applies and the write lock is taken before anything is
  read) and ``BEGIN`` for a read (a consistent snapshot), as SQLAlchemy's pysqlite notes
  advise; both commit on success and roll back on any error. The pool keeps a few
  connections open, which also keeps the WAL from being checkpointed away after every write.
* **One schema.** The tables are described once, as one SQLAlchemy ``MetaData``
  (:mod:`tutor.store.schema`); each schema step's ``CREATE`` and ``ALTER`` statements are
  compiled from it for the database at hand (:meth:`Conn.run`), so the file's and the
  server's tables are the same tables, with each backend's own column types.
* **Migrations.** :data:`MIGRATIONS` maps each version to the step that reaches it,
  registered by the module that owns the tables; each step runs in its own write transaction
  together with its new version (``PRAGMA user_version`` in a file, ``hoola_meta`` on a
  server), so a failing step leaves the database as it was. Never edit or renumber a
  released step. Alembic is not used: its version table and scripts would be a second
  registry beside the steps, could not read the version every released file keeps in
  ``PRAGMA user_version`` (nor the file check below), and would add a dependency for what is
  here a short loop of numbered steps, each run in one transaction on either backend.
* **Errors.** Storage failures are not bad input, so they are not ``ValueError``s: a locked,
  read-only, damaged or newer database raises a :class:`StoreUnavailable` subclass, and the
  app keeps working without saving. No failure path deletes, truncates or overwrites a file.
* **The file check.** Before anything writes to an existing file,
  :func:`tutor.store.sqlite_file.inspect_file` reads it on a raw read-only ``sqlite3``
  connection (``mode=ro``): SQLite's header, the project's ``application_id``
  (:data:`APPLICATION_ID`, set on every file the project creates), the schema version and
  ``PRAGMA integrity_check``, which also finds an index missing a row (``quick_check`` does
  not). It is a check of the file itself, before any engine or pool exists, so it uses the
  driver directly: nothing SQLAlchemy adds (pooling, transactions, events) applies to
  reading a file's header once. Measured in ``bench/bench_db_check.py`` (medians on the
  shared machine): 13 ms for 10,000 answers, 76 ms for 100,000, 0.85 s for 10,000 learners ×
  100 answers (129 MB; ``quick_check`` 0.29 s there); it runs once per process, since the
  app caches its stores. Only a healthy Hoola Tutor file is ever switched to WAL or
  migrated; one that needs neither is opened without taking the write lock.
* **Another program's SQLite file** (no Hoola Tutor application id) is refused with
  :class:`StoreDamaged` (``not-hoola``) and never migrated; a file of an earlier release
  (application id 0) is recognised by its schema, which must be exactly what this release's
  steps make at its version.
* **A damaged file** that still reads (every table and index can be scanned through) is
  opened read-only (an engine whose connections are ``mode=ro`` and ``query_only``): what it
  holds can be seen and exported, and every write raises :class:`StoreDamaged` before a
  connection is even borrowed, so the file keeps every byte. A damaged file that does not
  read is refused with :class:`StoreDamaged`.
"""

from __future__ import annotations

import functools
import os
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, ClassVar, Literal, Protocol, get_args

import platformdirs
from sqlalchemy import create_engine, text
from sqlalchemy.engine import Connection, CursorResult, Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.pool import StaticPool
from sqlalchemy.schema import ExecutableDDLElement
from sqlalchemy.sql.elements import TextClause

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
    "Conn",
    "db_target",
    "default_db_path",
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
    "bad-url",  # an address that is not a PostgreSQL URL SQLAlchemy reads: scheme, problem
    "extra-missing",  # a club's part not installed (tutor/store/extras.py): package, purpose
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


# --------------------------------------------------------------------------- where


def default_db_path() -> Path:
    """Return ``$HOOLA_TUTOR_DB`` if set, else ``<user data dir>/hoola-tutor/hoola.db``.

    The folder is created when a :class:`Database` opens the path.
    """
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_data_dir("hoola-tutor")) / "hoola.db"


class Backend(Protocol):
    """What the database asks of its backend (a file, :class:`tutor.store.sqlite_file.
    SqliteFile`; a server, :class:`tutor.store.postgres.Server`)."""

    path: Path | str
    dialect: str
    engine: Engine
    errors: tuple[type[BaseException], ...]

    def open(self, db: Database) -> None: ...
    def started(self, conn: Conn, kind: str) -> None: ...
    def unavailable(self, exc: BaseException) -> StoreUnavailable: ...
    def refused(self, why: StoreUnavailable) -> StoreUnavailable: ...


_BACKENDS: dict[str, Mapping[str, Any]] = {}


def register_backend(dialect: str, **hooks: Any) -> None:
    """A storage backend's module names its hooks here as it is imported (``tutor.store``
    imports both), so the database layer uses its backends without importing them (they
    import it): ``"sqlite"`` gives ``open`` (the file's class) and ``table_columns``;
    ``"postgresql"`` gives ``open`` (the server's class) and ``is_url``."""
    _BACKENDS[dialect] = MappingProxyType(hooks)


def _hook(dialect: str, name: str) -> Any:
    try:
        return _BACKENDS[dialect][name]
    except KeyError:  # a programming slip: the package was not imported
        raise RuntimeError(f"no storage backend {dialect!r}: import tutor.store") from None


def db_target(path: Path | str | None = None) -> Path | str:
    """Where the database is: a ``postgresql://`` URL as given (``path`` or
    ``$HOOLA_TUTOR_DB``), else the SQLite file's path (:func:`default_db_path`)."""
    is_postgres_url = _hook("postgresql", "is_url")
    if path is None:
        env = os.environ.get(ENV_VAR, "").strip()
        return env if is_postgres_url(env) else default_db_path()
    if is_postgres_url(path):
        return str(path).strip()
    return Path(path).expanduser()


def open_database(path: Path | str | None = None, *, timeout: float = 5.0) -> Database:
    """The :class:`Database` of a file or of a ``postgresql://`` URL (:func:`db_target`)."""
    return Database(path, timeout=timeout)


# --------------------------------------------------------------------------- migrations

Step = Callable[["Conn"], None]


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

    def run_next(self, conn: Conn, version: int, *, new: bool) -> int:
        """Run, in the transaction of ``conn``, what one migration transaction takes from
        ``version`` and return the version reached: every step for a new, empty database (the
        whole schema or nothing, in one commit), else the next step alone (a database with
        data keeps each step it finished)."""
        steps = self.ordered()[version : None if new else version + 1]
        for m in steps:
            m.step(conn)
        return version + len(steps)

    def schema(self, version: int) -> frozenset[tuple[str, tuple[str, ...]]]:
        """The tables (with their columns) that the steps up to ``version`` make: a file of
        an earlier release, which had no application id, must hold exactly these."""
        key = tuple((m.version, m.owner) for m in self.ordered()[:version])
        made = _SCHEMAS.get(key)
        if made is None:
            table_columns = _hook("sqlite", "table_columns")
            engine = create_engine("sqlite://", poolclass=StaticPool)
            try:
                with engine.connect() as conn:
                    for m in self.ordered()[:version]:
                        m.step(Conn(conn))
                    made = _SCHEMAS[key] = table_columns(conn.connection.driver_connection)
                    conn.rollback()
            finally:
                engine.dispose()
        return made


_SCHEMAS: dict[tuple[tuple[int, str], ...], frozenset[tuple[str, tuple[str, ...]]]] = {}
"""The schema each list of steps makes, worked out once per process."""

MIGRATIONS = Migrations()
"""Every store's schema steps; each store module registers its own with
``@MIGRATIONS.register(version)``, and ``tutor.store`` imports them all."""


# --------------------------------------------------------------------------- one connection


class Conn:
    """One connection inside one transaction, as every store and schema step sees it on
    either backend: :meth:`execute` takes SQL text with named parameters (``:name``) and
    returns SQLAlchemy's result (``fetchone``, ``fetchall``, ``scalar``, ``rowcount``,
    iteration over tuple-like rows)."""

    __slots__ = ("_conn", "dialect")

    def __init__(self, conn: Connection) -> None:
        self._conn = conn
        self.dialect: str = conn.dialect.name
        """``"sqlite"`` or ``"postgresql"``: for the rare query the two write differently."""

    def execute(
        self, sql: str, params: Mapping[str, Any] | None = None
    ) -> CursorResult[*tuple[Any, ...]]:
        """Run one statement with named parameters."""
        return self._conn.execute(_statement(sql), params or {})

    def executemany(self, sql: str, rows: Iterable[Mapping[str, Any]]) -> None:
        """Run one statement once per row of named parameters (nothing for no rows)."""
        batch = list(rows)
        if batch:
            self._conn.execute(_statement(sql), batch)

    def run(self, ddl: ExecutableDDLElement) -> None:
        """Run one schema statement (a ``CREATE``, an ``ALTER``), compiled for this
        database from the tables' one description (:mod:`tutor.store.schema`)."""
        self._conn.execute(ddl)


@functools.lru_cache(maxsize=256)
def _statement(sql: str) -> TextClause:
    """The statement for ``sql``, made once."""
    return text(sql)


# --------------------------------------------------------------------------- the database


class Database:
    """The progress database, an SQLite file or a PostgreSQL server, on one SQLAlchemy Core
    engine: safe to share across threads and processes.

    ``Database(path)`` opens a file (:class:`SqliteFile`), ``Database("postgresql://…")``
    a server (:class:`tutor.store.postgres.Server`); ``None`` is ``$HOOLA_TUTOR_DB`` or the
    default file. Opening checks the database is the project's and not newer, runs pending
    migrations (one transaction a step), and opens a damaged file or a server that only reads
    read-only (:attr:`read_only` is the error every write raises). Every operation borrows a
    pooled connection for one transaction (:meth:`read`, :meth:`write`), committed when its
    block ends and rolled back on any error; failures are :class:`StoreUnavailable`.
    """

    open_mode = "rwc"
    """SQLite URI mode for writable opens; tests set ``"ro"`` to act out a read-only file."""

    def __init__(
        self,
        path: Path | str | None = None,
        *,
        timeout: float = 5.0,
        migrations: Migrations | None = None,
        pool_size: int = 4,
    ) -> None:
        target = db_target(path)
        self.timeout = timeout
        self.read_only: StoreUnavailable | None = None
        """Why the database is open read-only (a damaged file: ``opened-read-only``; a
        server that only reads: ``server-read-only``): the error every write raises;
        ``None`` when writes work."""
        self.migrations = migrations if migrations is not None else MIGRATIONS
        self.migrations.ordered()  # a missing step is found before the database is touched
        self._writers = threading.RLock()
        """Taken by a write transaction of this process for as long as it runs, so that the
        app's sessions (threads) queue here and each starts the moment the one before
        commits, instead of polling the database's lock: SQLite's busy handler sleeps 1, 2,
        5 … 100 ms between tries, and many sessions writing at once waited on it."""
        self.backend: Backend
        if isinstance(target, str):
            self.backend = _hook("postgresql", "open")(target, timeout, pool_size)
        else:
            self.backend = _hook("sqlite", "open")(target, timeout, self.open_mode)
        self.path: Path | str = self.backend.path
        """Where the database is: the file, or the server's URL without its password."""
        self.dialect = self.backend.dialect
        try:
            self.backend.open(self)
        except BaseException:
            self.backend.engine.dispose()
            raise

    def close(self) -> None:
        """Close the pooled connections (operations still work: the pool opens new ones)."""
        backend = getattr(self, "backend", None)
        if backend is not None:
            backend.engine.dispose()

    def __del__(self) -> None:
        # A database let go of closes its file at once (another program may move it).
        with suppress(Exception):
            self.close()

    def __repr__(self) -> str:
        return f"Database({str(self.path)!r}{', read-only' if self.read_only else ''})"

    @property
    def engine(self) -> Engine:
        return self.backend.engine

    @property
    def version(self) -> int:
        """The schema version this code brings every database to."""
        return self.migrations.latest

    @contextmanager
    def transaction(self, kind: Literal["read", "write", "plain"]) -> Iterator[Conn]:
        """One transaction on a pooled connection: ``write`` takes the write lock first
        (SQLite's ``BEGIN IMMEDIATE``, the server's advisory lock), ``read`` is a consistent
        snapshot, ``plain`` neither (for the checks on opening). Committed when the block
        ends, rolled back if it raises; database failures become :class:`StoreUnavailable`."""
        if kind == "write":
            if not self._writers.acquire(timeout=self.timeout):
                raise StoreLocked(path=str(self.path), detail="database is locked")
            try:
                with self._transaction(kind) as conn:
                    yield conn
            finally:
                self._writers.release()
            return
        with self._transaction(kind) as conn:
            yield conn

    @contextmanager
    def _transaction(self, kind: Literal["read", "write", "plain"]) -> Iterator[Conn]:
        backend = self.backend
        try:
            raw = backend.engine.connect()
        except SQLAlchemyError as exc:
            raise backend.unavailable(exc) from None
        try:
            if kind == "write" and backend.dialect == "sqlite":
                raw = raw.execution_options(hoola_write=True)  # sqlite_file.begin
            with raw.begin():
                conn = Conn(raw)
                backend.started(conn, kind)
                yield conn
        except backend.errors as exc:
            raise backend.unavailable(exc) from None
        finally:
            with suppress(*backend.errors):
                raw.close()

    def read(self) -> AbstractContextManager[Conn]:
        """One read transaction: a consistent snapshot across several queries."""
        return self.transaction("read")

    def write(self) -> AbstractContextManager[Conn]:
        """One write transaction holding the write lock, committed when the block ends and
        rolled back if it raises. When the database is open read-only the error is raised
        at once, before any connection is borrowed."""
        if self.read_only is not None:
            raise self.backend.refused(self.read_only)
        return self.transaction("write")


class Store:
    """What every store shares: its :class:`Database` (opened from a path, or given), the
    reason it is read-only if it is, and closing. Each store owns its own tables."""

    def __init__(self, path: Path | str | Database | None = None, *, timeout: float = 5.0) -> None:
        """``path``: a file, a ``postgresql://`` URL, an open database, or ``None`` for
        ``$HOOLA_TUTOR_DB`` (:func:`open_database`)."""
        if path is None or isinstance(path, Path | str):
            self.db = Database(path, timeout=timeout)
        else:
            self.db = path
        self.path = self.db.path

    @property
    def read_only(self) -> StoreUnavailable | None:
        """Why the file is open read-only (it is damaged): the ``opened-read-only`` error a
        write raises, whose ``str()`` is the explainer's sentence; ``None`` when saving works."""
        return self.db.read_only

    def close(self) -> None:
        """Close the database's pooled connections (operations still work: new ones open)."""
        self.db.close()
