"""The database's tables, written once as one SQLAlchemy :data:`METADATA` (tables, columns,
keys, checks, indexes) from which both backends' DDL is compiled: an SQLite file's and a
PostgreSQL server's. No DDL text is written by hand or translated between the two.

Every table, column and index carries the schema step that made it (``info={"since": n}``;
a column without one came with its table). Step ``n`` (:func:`make_step`, run by the step
registered with :data:`tutor.store.db.MIGRATIONS` by the store that owns the tables) makes
what came at ``n``: its new tables with the columns they had then, the columns it added to
older tables (``ALTER TABLE … ADD COLUMN``), its indexes. So a database of any earlier
version is brought up to date step by step, exactly as before, and a new one is made by
the same steps. Released steps never change: a column is only ever added, at a new step,
at the end of its table (the columns are listed here in the order a database holds them).

The column types say what each backend stores: :data:`WHOLE` is SQLite's ``INTEGER`` (64
bits; a single-column integer key is the rowid itself) and PostgreSQL's ``BIGINT``;
:data:`REAL` is SQLite's ``REAL`` and PostgreSQL's ``DOUBLE PRECISION``; a learner's or an
answer's id is an identity column on the server. ``WITHOUT ROWID`` (``sqlite_with_rowid``)
is SQLite's way of storing a table by its key; the server has no such thing.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import REAL as SQL_REAL
from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    Column,
    ForeignKey,
    Identity,
    Index,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    Table,
    Text,
    text,
)
from sqlalchemy.dialects.postgresql import DOUBLE_PRECISION
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.schema import CreateColumn, CreateIndex, CreateTable, ExecutableDDLElement
from sqlalchemy.sql.compiler import DDLCompiler
from sqlalchemy.types import TypeEngine

from tutor.store.db import Conn

__all__ = [
    "METADATA",
    "REAL",
    "SERVER_METADATA",
    "WHOLE",
    "AddColumn",
    "CreateTableAt",
    "hoola_meta",
    "make_step",
    "since",
    "step_ddl",
]

METADATA = MetaData()
"""Every table of the database, at the newest schema step."""

WHOLE = Integer().with_variant(BigInteger(), "postgresql")
"""A whole number: ``INTEGER`` in SQLite (64 bits), ``BIGINT`` on the server."""
REAL: TypeEngine[float] = SQL_REAL().with_variant(DOUBLE_PRECISION(), "postgresql")
"""A real number: ``REAL`` in SQLite (a double), ``DOUBLE PRECISION`` on the server."""


def since(step: int) -> dict[str, Any]:
    """The ``info`` of a table, column or index made by schema step ``step``."""
    return {"since": step}


def _step_of(item: Table | Column[Any] | Index) -> int:
    """The step that made a table, index or column (a column without one: its table's)."""
    step = item.info.get("since")
    if step is None and isinstance(item, Column):
        return _step_of(item.table)
    if not isinstance(step, int):
        raise TypeError(f"{item!r} names no schema step (info={{'since': n}})")
    return step


def _learner(**kw: Any) -> Column[Any]:
    """The learner a row belongs to: gone with the learner."""
    return Column(
        "learner_id", WHOLE, ForeignKey("learners.id", ondelete="CASCADE"), nullable=False, **kw
    )


def _text(name: str, **kw: Any) -> Column[Any]:
    return Column(name, Text, nullable=False, **kw)


def _whole(name: str, check: str | None = None, **kw: Any) -> Column[Any]:
    """A whole number that is never null, with its check (``box BETWEEN 1 AND 5``)."""
    checks = (CheckConstraint(check),) if check else ()
    return Column(name, WHOLE, *checks, nullable=False, **kw)


def _real(name: str, check: str | None = None) -> Column[Any]:
    checks = (CheckConstraint(check),) if check else ()
    return Column(name, REAL, *checks, nullable=False)


# -- step 1: learners and answers (tutor.store.progress); step 2: timing and Leitner boxes;
# -- step 7: a learner's language

learners = Table(
    "learners",
    METADATA,
    Column("id", WHOLE, Identity(), primary_key=True),
    _text("name", unique=True),
    _text("created_at"),
    Column("language", Text, info=since(7)),
    info=since(1),
)

answers = Table(
    "answers",
    METADATA,
    Column("id", WHOLE, Identity(), primary_key=True),
    _learner(),
    _text("question_kind"),
    _text("rule_tags"),
    _whole("seed"),
    _whole("correct", "correct IN (0, 1)"),
    _text("answered_at"),
    Column("time_taken", REAL, info=since(2)),
    Index("answers_by_learner", "learner_id", "answered_at", info=since(1)),
    info=since(1),
)

leitner = Table(
    "leitner",
    METADATA,
    _learner(),
    _text("rule_tag"),
    _whole("box", "box BETWEEN 1 AND 5"),
    _text("due_at"),
    PrimaryKeyConstraint("learner_id", "rule_tag"),
    info=since(2),
    sqlite_with_rowid=False,
)

# -- step 3: the game ledger (tutor.store.ledger_store); step 5: games' owners and share
# -- tokens (tutor.store.club); step 9: a version per game

games = Table(
    "games",
    METADATA,
    Column("id", Text, primary_key=True),
    _text("name"),
    _text("game_json"),
    _text("created_at"),
    _text("updated_at"),
    Column("owner_id", WHOLE, ForeignKey("learners.id", ondelete="SET NULL"), info=since(5)),
    Column("share_token", Text, info=since(5)),
    _whole("version", server_default=text("1"), info=since(9)),
    Index("games_by_share_token", "share_token", unique=True, info=since(5)),
    Index("games_by_owner", "owner_id", info=since(5)),
    info=since(3),
    sqlite_with_rowid=False,
)

rounds = Table(
    "rounds",
    METADATA,
    Column("game_id", Text, ForeignKey("games.id", ondelete="CASCADE"), nullable=False),
    _whole("number", "number >= 1"),
    _text("record_json"),
    PrimaryKeyConstraint("game_id", "number"),
    info=since(3),
    sqlite_with_rowid=False,
)

# -- step 4: lesson progress (tutor.store.lesson_progress)

lesson_steps = Table(
    "lesson_steps",
    METADATA,
    _learner(),
    _text("lesson_id"),
    _text("step"),
    _whole("stars", "stars BETWEEN 1 AND 3"),
    _whole("misses", "misses >= 0"),
    _whole("hints", "hints BETWEEN 0 AND 3"),
    _text("done_at"),
    PrimaryKeyConstraint("learner_id", "lesson_id", "step"),
    info=since(4),
    sqlite_with_rowid=False,
)

lesson_places = Table(
    "lesson_places",
    METADATA,
    _learner(),
    _text("lesson_id"),
    _whole("step_index", "step_index >= 0"),
    _text("visited_at"),
    PrimaryKeyConstraint("learner_id", "lesson_id"),
    info=since(4),
    sqlite_with_rowid=False,
)

# -- step 5: private profiles; step 6: remembered sign-ins (tutor.store.club); step 8: wrong
# -- sign-in tries (tutor.store.sign_in_limits)

profile_secrets = Table(
    "profile_secrets",
    METADATA,
    _learner(primary_key=True, autoincrement=False),
    _text("pin_hash"),
    _whole("failures", "failures >= 0", server_default=text("0")),
    Column("locked_until", Text),
    _text("changed_at"),
    info=since(5),
)

club_sessions = Table(
    "club_sessions",
    METADATA,
    _text("token_hash", primary_key=True),
    _learner(),
    _text("created_at"),
    _text("expires_at"),
    Index("club_sessions_by_learner", "learner_id", info=since(6)),
    info=since(6),
    sqlite_with_rowid=False,
)

sign_in_tries = Table(
    "sign_in_tries",
    METADATA,
    _text("key", primary_key=True),
    _whole("failures", "failures >= 0"),
    _text("last_at"),
    info=since(8),
    sqlite_with_rowid=False,
)

# -- step 10: puzzle ratings, answers and personal puzzles (tutor.store.puzzles)

puzzle_skills = Table(
    "puzzle_skills",
    METADATA,
    _learner(primary_key=True, autoincrement=False),
    _real("mu"),
    _real("sigma", "sigma > 0"),
    info=since(10),
)

puzzle_answers = Table(
    "puzzle_answers",
    METADATA,
    _learner(),
    _text("answered_at"),
    _text("puzzle_id"),
    _text("theme"),
    _whole("choice", "choice >= 0"),
    _whole("solved", "solved IN (0, 1)"),
    _whole("hints", "hints BETWEEN 0 AND 3"),
    _real("rating_before"),
    _real("rating_after"),
    PrimaryKeyConstraint("learner_id", "answered_at", "puzzle_id"),
    info=since(10),
)

puzzle_ratings = Table(
    "puzzle_ratings",
    METADATA,
    _text("puzzle_id", primary_key=True),
    _real("mu"),
    _real("sigma", "sigma > 0"),
    _whole("answers", "answers >= 0"),
    info=since(10),
)

personal_puzzles = Table(
    "personal_puzzles",
    METADATA,
    _learner(),
    _text("puzzle_id"),
    _text("body"),
    _text("made_at"),
    PrimaryKeyConstraint("learner_id", "puzzle_id"),
    info=since(10),
)


# -- the server's own bookkeeping (tutor.store.postgres), not a schema step: the program's
# -- name and the schema version, which a file keeps in its header instead

SERVER_METADATA = MetaData()
"""What only a server holds: :data:`hoola_meta`."""

hoola_meta = Table(
    "hoola_meta",
    SERVER_METADATA,
    Column("key", Text, primary_key=True),
    _text("value"),
)


# --------------------------------------------------------------------------- the steps' DDL


class CreateTableAt(CreateTable):
    """``CREATE TABLE`` for ``table`` as schema step ``step`` made it: the columns (and
    foreign keys) it had then, none added by a later step."""

    def __init__(self, table: Table, step: int) -> None:
        keys = [
            fk
            for fk in table.foreign_key_constraints
            if all(_step_of(c) <= step for c in fk.columns)
        ]
        super().__init__(table, include_foreign_key_constraints=keys)
        self.columns = [c for c in self.columns if _step_of(c.element) <= step]


class AddColumn(ExecutableDDLElement):
    """``ALTER TABLE … ADD COLUMN`` for a column a later step added to its table, with its
    type, default, checks and foreign key as the dialect writes them."""

    inherit_cache = False

    def __init__(self, column: Column[Any]) -> None:
        self.column = column


@compiles(AddColumn)
def _add_column(element: AddColumn, compiler: DDLCompiler, **kw: Any) -> str:
    column = element.column
    preparer = compiler.preparer
    spec = compiler.process(CreateColumn(column), **kw)
    for fk in column.foreign_keys:
        target = fk.column
        spec += f" REFERENCES {preparer.format_table(target.table)} ({preparer.quote(target.name)})"
        if fk.constraint is not None:  # always, once the column is in its table
            spec += compiler.define_constraint_cascades(fk.constraint)
    return f"ALTER TABLE {preparer.format_table(column.table)} ADD COLUMN {spec}"


def step_ddl(step: int) -> list[ExecutableDDLElement]:
    """What schema step ``step`` runs, in order: its new tables (in the order their foreign
    keys need), the columns it added to older tables, its indexes."""
    tables = METADATA.sorted_tables
    made: list[ExecutableDDLElement] = [
        CreateTableAt(t, step) for t in tables if _step_of(t) == step
    ]
    for table in tables:
        if _step_of(table) < step:
            made += [AddColumn(c) for c in table.columns if _step_of(c) == step]
    for table in tables:
        indexes = sorted(table.indexes, key=lambda i: str(i.name))
        made += [CreateIndex(i) for i in indexes if _step_of(i) == step]
    return made


def make_step(conn: Conn, step: int) -> None:
    """Run schema step ``step``'s DDL (:func:`step_ddl`), compiled for the connection's
    database."""
    for ddl in step_ddl(step):
        conn.run(ddl)
