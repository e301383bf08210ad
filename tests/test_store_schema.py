"""The database's tables are described once, as one SQLAlchemy MetaData
(tutor/store/schema.py), and every schema step's DDL is compiled from it for the database at
hand: a new SQLite file and a new PostgreSQL database read back the same tables, columns,
keys, checks and indexes, each those of the MetaData; a database of an earlier step is
brought to the same schema; and a new file has the schema the hand-written steps of earlier
releases made, so the files they made open as they are."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import UniqueConstraint, create_engine, inspect
from sqlalchemy.dialects import postgresql
from sqlalchemy.engine import Connection, Dialect
from sqlalchemy.schema import Column, DefaultClause, Table
from test_store_db import from_dump

from tutor.store.db import MIGRATIONS, Database
from tutor.store.schema import METADATA, SERVER_METADATA, step_ddl

DATA = Path(__file__).resolve().parent / "data" / "store"


def _sqlite_extras(conn: Connection, table: str) -> dict[str, Any]:
    """What the inspector does not read back from an SQLite file: each foreign key's
    ``ON DELETE`` (from ``PRAGMA foreign_key_list``) and whether the table is stored
    ``WITHOUT ROWID`` (``PRAGMA table_list``)."""
    rows = conn.exec_driver_sql(f"PRAGMA foreign_key_list('{table}')").fetchall()
    on_delete = {(r[3],): (None if r[6] == "NO ACTION" else r[6]) for r in rows}
    listed = conn.exec_driver_sql(f"PRAGMA table_list('{table}')").fetchone()
    return {"on_delete": on_delete, "without_rowid": bool(listed[4])}


def read_back(conn: Connection) -> dict[str, dict[str, Any]]:
    """Every table of the database as SQLAlchemy's inspector reads it back: columns (name,
    type as the dialect writes it, whether null is allowed — a key column never is —, the
    default, an identity), key, foreign keys with their ``ON DELETE``, unique constraints,
    indexes, checks (SQLite: their text; PostgreSQL: their names, as the server rewrites the
    text: ``correct = ANY (ARRAY[0, 1])``) and SQLite's ``WITHOUT ROWID``."""
    seen = inspect(conn)
    dialect = conn.dialect
    shape = {}
    for name in seen.get_table_names():
        key = seen.get_pk_constraint(name)["constrained_columns"]
        extras = _sqlite_extras(conn, name) if dialect.name == "sqlite" else None
        keys = []
        for fk in seen.get_foreign_keys(name):
            column = tuple(fk["constrained_columns"])
            action = extras["on_delete"][column] if extras else fk["options"].get("ondelete")
            keys.append((column, fk["referred_table"], tuple(fk["referred_columns"]), action))
        checks = seen.get_check_constraints(name)
        shape[name] = {
            "columns": [
                (
                    c["name"],
                    c["type"].compile(dialect=dialect),
                    bool(c["nullable"]) and c["name"] not in key,
                    c["default"],
                    "identity" in c,
                )
                for c in seen.get_columns(name)
            ],
            "key": key,
            "foreign_keys": sorted(keys),
            "unique": sorted(tuple(u["column_names"]) for u in seen.get_unique_constraints(name)),
            "indexes": sorted(
                (i["name"], tuple(i["column_names"]), bool(i["unique"]))
                for i in seen.get_indexes(name)
                if not i.get("duplicates_constraint")  # the index of a unique constraint
            ),
            "checks": sorted(
                c["sqltext"] if dialect.name == "sqlite" else c["name"] for c in checks
            ),
            "without_rowid": extras["without_rowid"] if extras else None,
        }
    return shape


def _default(column: Column[Any]) -> str | None:
    """A column's default as the database reads it back (an identity is no default)."""
    default = column.server_default
    return str(default.arg) if isinstance(default, DefaultClause) else None


def described(dialect: Dialect) -> dict[str, dict[str, Any]]:
    """The tables as the MetaData describes them, in :func:`read_back`'s terms for
    ``dialect`` (the server also holds its bookkeeping, ``hoola_meta``)."""
    tables: list[Table] = list(METADATA.tables.values())
    if dialect.name == "postgresql":
        tables += SERVER_METADATA.tables.values()
    shape = {}
    for t in tables:
        checks = [(c, k) for c in t.columns for k in c.constraints]
        shape[t.name] = {
            "columns": [
                (
                    c.name,
                    c.type.compile(dialect=dialect),
                    bool(c.nullable) and not c.primary_key,
                    _default(c),
                    c.identity is not None and dialect.name == "postgresql",
                )
                for c in t.columns
            ],
            "key": [c.name for c in t.primary_key.columns],
            "foreign_keys": sorted(
                (
                    tuple(fk.column_keys),
                    fk.referred_table.name,
                    tuple(e.column.name for e in fk.elements),
                    fk.ondelete,
                )
                for fk in t.foreign_key_constraints
            ),
            "unique": sorted(
                tuple(c.name for c in u.columns)
                for u in t.constraints
                if isinstance(u, UniqueConstraint)
            ),
            "indexes": sorted(
                (str(i.name), tuple(c.name for c in i.columns), bool(i.unique)) for i in t.indexes
            ),
            "checks": sorted(
                str(getattr(k, "sqltext", ""))
                if dialect.name == "sqlite"
                else f"{t.name}_{c.name}_check"  # the server's name for a column's check
                for c, k in checks
            ),
            "without_rowid": (
                not t.dialect_options["sqlite"]["with_rowid"] if dialect.name == "sqlite" else None
            ),
        }
    return shape


def _shape_of(target: Path | str) -> dict[str, dict[str, Any]]:
    database = Database(target)
    try:
        with database.engine.connect() as conn:
            shape = read_back(conn)
            assert shape == described(conn.dialect)
            return shape
    finally:
        database.close()


def _names(shape: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """What both backends must hold alike: the tables, their columns' names in order,
    whether each may be null, the keys, the foreign keys, unique constraints, indexes."""
    return {
        table: (
            [(c[0], c[2]) for c in t["columns"]],
            t["key"],
            t["foreign_keys"],
            t["unique"],
            t["indexes"],
            len(t["checks"]),
        )
        for table, t in shape.items()
        if table in METADATA.tables
    }


def test_a_new_file_and_a_new_server_database_hold_the_tables_of_the_one_metadata(
    db: Path, pg_url: str
) -> None:
    file, server = _shape_of(db), _shape_of(pg_url)
    assert set(file) == set(METADATA.tables) and set(server) == {*METADATA.tables, "hoola_meta"}
    assert _names(file) == _names(server)
    # Each backend's own types, from the same columns.
    assert file["answers"]["columns"][0] == ("id", "INTEGER", False, None, False)
    assert server["answers"]["columns"][0] == ("id", "BIGINT", False, None, True)
    assert server["puzzle_skills"]["columns"][1][1] == "DOUBLE PRECISION"
    assert file["leitner"]["without_rowid"] and not file["answers"]["without_rowid"]


def test_a_server_database_of_an_earlier_step_is_brought_to_the_same_tables(pg_url: str) -> None:
    Database(pg_url, migrations=MIGRATIONS.up_to(4)).close()  # a club's database at step 4
    assert _shape_of(pg_url)["games"]["indexes"] == [
        ("games_by_owner", ("owner_id",), False),
        ("games_by_share_token", ("share_token",), True),
    ]


def _made_by_hand(path: Path, statements: list[list[Any]]) -> dict[str, dict[str, Any]]:
    """The schema a file had when the steps' DDL was written by hand (``sqlite_master`` of a
    new file of that release), read back."""
    conn = sqlite3.connect(path)
    for _kind, _name, _table, sql in statements:
        if sql:  # SQLite's own indexes (a key's, a unique column's) have none
            conn.execute(sql)
    conn.close()
    engine = create_engine(f"sqlite:///{path}")
    try:
        with engine.connect() as c:
            return read_back(c)
    finally:
        engine.dispose()


@pytest.mark.parametrize(
    ("data", "key", "version"),
    [
        ("hoola_schema4_expected.json", "fresh_schema", 4),
        ("hoola_schema10_fresh.json", "schema", 10),
    ],
)
def test_a_new_file_has_the_schema_the_hand_written_steps_made(
    tmp_path: Path, data: str, key: str, version: int
) -> None:
    """Steps 1-4 (a release before the database layer) and 1-10 (the release before the one
    MetaData) make the same tables, columns, types, keys, checks and indexes as they did."""
    before = _made_by_hand(tmp_path / "before.db", json.loads((DATA / data).read_text())[key])
    Database(tmp_path / "now.db", migrations=MIGRATIONS.up_to(version)).close()
    engine = create_engine(f"sqlite:///{tmp_path / 'now.db'}")
    try:
        with engine.connect() as c:
            assert read_back(c) == before
    finally:
        engine.dispose()


def test_a_file_of_an_earlier_release_is_brought_to_the_tables_of_a_new_one(
    tmp_path: Path,
) -> None:
    Database(from_dump(tmp_path / "old.db")).close()  # schema 4, from before the layer
    with Database(tmp_path / "new.db").engine.connect() as c:
        new = read_back(c)
    engine = create_engine(f"sqlite:///{tmp_path / 'old.db'}")
    try:
        with engine.connect() as c:
            assert read_back(c) == new
    finally:
        engine.dispose()


def test_a_later_column_is_added_with_the_servers_types_and_its_foreign_key() -> None:
    made = [str(d.compile(dialect=postgresql.dialect())).strip() for d in step_ddl(5)]
    assert "ALTER TABLE games ADD COLUMN owner_id BIGINT REFERENCES learners (id)" in made[1]
    assert made[1].endswith("ON DELETE SET NULL") and "share_token TEXT" in made[2]
    assert made[0].startswith("CREATE TABLE profile_secrets") and len(made) == 5
    assert [str(d.compile(dialect=postgresql.dialect())) for d in step_ddl(9)] == [
        "ALTER TABLE games ADD COLUMN version BIGINT DEFAULT 1 NOT NULL"
    ]
