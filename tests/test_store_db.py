"""The database layer (tutor/store/db.py): one Database owns the file's connections,
transactions and migrations; each store registers its own tables' steps; a file made by the
code before this layer existed opens with every row kept."""

from __future__ import annotations

import ast
import json
import pickle
import re
import sqlite3
import sys
from pathlib import Path

import pytest

from tutor.engine.ledger import ledger
from tutor.store import db as database
from tutor.store.db import (
    MIGRATIONS,
    STORE_UNAVAILABLE_CODES,
    Database,
    Migrations,
    SchemaError,
    StoreDamaged,
    StoreTooNew,
    StoreUnavailable,
)
from tutor.store.errors import PROGRESS_ERROR_CODES, STORE_ERROR_CODES
from tutor.store.ledger_store import LedgerStore
from tutor.store.progress import ProgressStore
from tutor.store.sqlite_file import unavailable
from tutor.words import using
from tutor.words.engine import renders, store_error_sentence

DATA = Path(__file__).resolve().parent / "data" / "store"
STORE = Path(__file__).resolve().parent.parent / "tutor" / "store"


def from_dump(path: Path) -> Path:
    """The schema-4 database dumped by the code before the database layer moved."""
    conn = sqlite3.connect(path)
    conn.executescript((DATA / "hoola_schema4.sql").read_text(encoding="utf-8"))
    conn.close()
    return path


# --------------------------------------------------------------------------- an older file


def test_a_file_made_before_the_database_layer_opens_with_every_row(db: Path) -> None:
    expected = json.loads((DATA / "hoola_schema4_expected.json").read_text(encoding="utf-8"))
    from_dump(db)
    conn = sqlite3.connect(db)
    rows_before = {
        t: conn.execute(f"SELECT * FROM {t} ORDER BY 1, 2").fetchall()
        for t in ("learners", "answers", "leitner", "games", "rounds")
    }
    conn.close()

    progress, games = ProgressStore(db), LedgerStore(db)
    assert progress.read_only is None and games.read_only is None
    assert progress.learners() == expected["learners"]
    for name, doc in expected["progress"].items():
        now = json.loads(progress.export_json(name))
        assert {**now, "exported_at": None} == {**doc, "exported_at": None}, name
    for name, lessons in expected["lessons"].items():
        now = {k: [v.stars, v.place] for k, v in progress.lesson_progress(name).items()}
        assert now == lessons, name
    assert sorted(g.id for g in games.list_games()) == sorted(expected["games"])
    for game_id, doc in expected["games"].items():
        now = json.loads(games.export_json(game_id))
        assert {**now, "exported_at": None} == {**doc, "exported_at": None}, game_id
        totals = ledger(games.load_game(game_id)).totals
        assert {p: str(v) for p, v in totals.items()} == expected["totals"][game_id]

    # Still writable, and the old rows are all there after a write to each store.
    progress.record_answer("Mina", "meld", ["§3"], 77, True, 1.0)
    game_id = sorted(expected["games"])[0]
    games.undo_last_round(game_id)
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == MIGRATIONS.latest
    assert (
        conn.execute("SELECT id, name, created_at FROM learners ORDER BY 1, 2").fetchall()
        == rows_before["learners"]
    )
    answers = conn.execute("SELECT * FROM answers ORDER BY 1, 2").fetchall()
    assert answers[:-1] == rows_before["answers"] and answers[-1][4] == 77
    conn.close()


# --------------------------------------------------------------------------- migrations


def test_each_store_registers_its_own_tables_steps() -> None:
    owners = {m.version: m.owner.rsplit(".", 1)[0] for m in MIGRATIONS.ordered()}
    assert owners == {
        1: "tutor.store.progress",
        2: "tutor.store.progress",
        3: "tutor.store.ledger_store",
        4: "tutor.store.lesson_progress",
        5: "tutor.store.club",
        6: "tutor.store.club",
        7: "tutor.store.progress",
        8: "tutor.store.sign_in_limits",
        9: "tutor.store.ledger_store",
        10: "tutor.store.puzzles",
    }
    assert MIGRATIONS.latest == 10


def test_a_missing_or_doubled_step_is_a_programming_error(tmp_path: Path) -> None:
    gap = MIGRATIONS.up_to(2)
    gap.register(4)(lambda conn: None)
    with pytest.raises(SchemaError) as info:
        Database(tmp_path / "gap.db", migrations=gap)
    assert (info.value.code, info.value.values["version"]) == ("schema-step-missing", 3)
    assert not (tmp_path / "gap.db").exists() or (tmp_path / "gap.db").stat().st_size == 0

    def other(conn: sqlite3.Connection) -> None:
        conn.execute("CREATE TABLE other (id INTEGER)")

    doubled = Migrations(MIGRATIONS.ordered())
    with pytest.raises(SchemaError) as info:
        doubled.register(3)(other)
    assert (info.value.code, info.value.values["version"]) == ("schema-step-twice", 3)


def test_a_database_with_its_own_steps(tmp_path: Path) -> None:
    """A Database runs the steps it is given, one transaction each, and a failing step
    leaves the file at the last step that worked."""
    steps = Migrations()
    steps.register(1)(lambda conn: conn.execute("CREATE TABLE notes (id INTEGER, text TEXT)"))

    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("CREATE TABLE half (id INTEGER)")
        raise sqlite3.OperationalError("simulated failure in step 2")

    path = tmp_path / "own.db"
    first = Database(path, migrations=steps)
    with first.write() as conn:
        conn.execute("INSERT INTO notes VALUES (1, 'kept')")
    with pytest.raises(StoreUnavailable) as info:
        Database(path, migrations=steps.with_step(broken))
    assert info.value.code == "unusable"
    assert info.value.values["detail"] == "simulated failure in step 2"
    with first.read() as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
        assert conn.execute("SELECT text FROM notes").fetchall() == [("kept",)]
        assert conn.execute("SELECT name FROM sqlite_master WHERE name = 'half'").fetchall() == []


def test_a_new_file_takes_every_step_at_once_or_none(tmp_path: Path) -> None:
    """A new, empty file runs all its steps in one transaction: a step that fails leaves it
    empty at version 0, not half made (a file with data still goes a step at a time,
    above)."""
    steps = Migrations()
    steps.register(1)(lambda conn: conn.execute("CREATE TABLE notes (id INTEGER, text TEXT)"))

    def broken(conn: sqlite3.Connection) -> None:
        raise sqlite3.OperationalError("simulated failure in step 2")

    path = tmp_path / "new.db"
    with pytest.raises(StoreUnavailable) as info:
        Database(path, migrations=steps.with_step(broken))
    assert info.value.values["detail"] == "simulated failure in step 2"
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 0
    assert conn.execute("SELECT name FROM sqlite_master").fetchall() == []
    conn.close()
    assert Database(path, migrations=steps).version == 1  # the same file, its steps fixed


def test_a_write_transaction_rolls_back_on_error(tmp_path: Path) -> None:
    steps = Migrations()
    steps.register(1)(lambda conn: conn.execute("CREATE TABLE notes (id INTEGER)"))
    db = Database(tmp_path / "t.db", migrations=steps)

    class Refused(Exception):
        pass

    with pytest.raises(Refused), db.write() as conn:
        conn.execute("INSERT INTO notes VALUES (1)")
        raise Refused
    with db.read() as conn:
        assert conn.execute("SELECT count(*) FROM notes").fetchone()[0] == 0


def test_a_read_only_database_refuses_writes_even_through_a_raw_connection(db: Path) -> None:
    ProgressStore(db).add_learner("Ann")
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    data = bytearray(db.read_bytes()) + bytes(4096)  # a page nothing uses: quick_check fails
    data[28:32] = (len(data) // 4096).to_bytes(4, "big")
    db.write_bytes(bytes(data))
    opened = Database(db)
    assert opened.read_only is not None
    with pytest.raises(StoreDamaged) as info:
        opened.write()
    assert info.value.code == "opened-read-only" and info.value.values["path"] == str(db)
    with pytest.raises(StoreUnavailable), opened.transaction("write") as raw:  # query_only
        raw.execute("INSERT INTO learners (name, created_at) VALUES ('X', 'now')")
    with opened.read() as raw:
        assert raw.execute("SELECT name FROM learners").fetchall() == [("Ann",)]
    assert db.read_bytes() == bytes(data)


def test_the_default_registry_is_read_when_a_database_opens(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(database, "MIGRATIONS", MIGRATIONS.up_to(2))
    Database(db).close()
    monkeypatch.undo()
    assert Database(db).version == MIGRATIONS.latest
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == MIGRATIONS.latest
    conn.close()


# --------------------------------------------------------------------------- boundaries


def _private_uses(path: Path) -> list[str]:
    """``x._name`` on anything but ``self``/``cls``/``type(self)``, and imports of ``_names``
    from another module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_"):
            if node.attr.startswith("__"):
                continue
            if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                continue
            found.append(f"{path.name}:{node.lineno}: .{node.attr}")
        if isinstance(node, ast.ImportFrom):
            found += [
                f"{path.name}:{node.lineno}: import {a.name}"
                for a in node.names
                if a.name.startswith("_")
            ]
    return found


def test_no_store_module_reaches_into_anothers_private_parts() -> None:
    uses = [u for path in sorted(STORE.glob("*.py")) for u in _private_uses(path)]
    assert uses == []


def test_every_store_unavailable_code_is_produced(tmp_path: Path) -> None:
    """Each code of StoreUnavailableCode: SQLite's result codes through ``unavailable``, and
    the opens refused here; ``opened-read-only`` (a write to a damaged file opened read-only)
    and ``game-damaged`` (test_ledger_store) have tests of their own, as have the PostgreSQL
    server's ``server-unreachable`` and ``server-read-only`` (test_store_postgres), and an
    address that is not a PostgreSQL URL, ``bad-url`` (test_club_inputs)."""
    produced = set()
    sqlite_codes = [(5, "locked"), (8, "read-only"), (11, "damaged"), (14, "cannot-open"),
                    (13, "disk-full"), (1, "unusable")]  # fmt: skip
    for sqlite_code, expected in sqlite_codes:
        exc = sqlite3.OperationalError("failure")
        exc.sqlite_errorcode = sqlite_code  # type: ignore[attr-defined]
        err = unavailable(exc, tmp_path / "x.db")
        assert (err.code, err.values["path"]) == (expected, str(tmp_path / "x.db"))
        produced.add(err.code)
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"not sqlite" * 100)
    newer = tmp_path / "newer.db"
    Database(newer).close()
    conn = sqlite3.connect(newer)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    foreign = tmp_path / "foreign.db"
    sqlite3.connect(foreign).execute("CREATE TABLE notes (body TEXT)").connection.close()
    for path, expected in [
        (blocker / "sub" / "x.db", "no-folder"),
        (junk, "damaged"),
        (newer, "too-new"),
        (foreign, "not-hoola"),
    ]:
        with pytest.raises(StoreUnavailable) as info:
            Database(path)
        assert info.value.code == expected
        with using("ko"):  # and in Korean
            assert re.search("[가-힣]", str(info.value)), expected
        produced.add(expected)
    elsewhere = {
        "opened-read-only",
        "game-damaged",
        "server-unreachable",
        "server-read-only",
        "bad-url",
        "extra-missing",
    }
    assert produced | elsewhere == STORE_UNAVAILABLE_CODES
    for code in STORE_UNAVAILABLE_CODES:
        assert renders("store-unavailable", code), code


@pytest.mark.parametrize("purpose", ["pins", "postgresql"])
def test_a_clubs_part_not_installed_is_named_not_a_traceback(monkeypatch, purpose) -> None:
    """Without the ``club`` extra (argon2-cffi, psycopg) the tutor serves one person on
    SQLite; a PIN or a PostgreSQL address then names the missing package in both languages
    (a module set to ``None`` in ``sys.modules`` is one that cannot be imported)."""
    from tutor.store import club, postgres

    monkeypatch.setitem(sys.modules, "argon2" if purpose == "pins" else "psycopg", None)
    monkeypatch.setattr(club, "HASHER", None)
    with pytest.raises(StoreUnavailable) as info:
        if purpose == "pins":
            club.hasher()
        else:
            postgres.Server("postgresql://u:p@db.example/hoola", 1.0, 1)
    err = info.value
    package = "argon2-cffi" if purpose == "pins" else "psycopg"
    assert (err.code, err.values) == ("extra-missing", {"package": package, "purpose": purpose})
    assert package in str(err) and "hoola-tutor[club]" in str(err)
    with using("ko"):
        assert re.search("[가-힣]", str(err)) and package in str(err)


def test_a_store_error_is_its_code_and_values_in_the_explainers_words(tmp_path: Path) -> None:
    """``str()`` of a storage error is the explainer's sentence for its code and values,
    and the error pickles (code, values and words kept)."""
    exc = sqlite3.OperationalError("database is locked")
    exc.sqlite_errorcode = 5  # type: ignore[attr-defined]
    errors = [unavailable(exc, tmp_path / "x.db"), StoreTooNew(found=9, known=4),
              StoreTooNew(found=9, known=4, path="p.db"),
              StoreDamaged("opened-read-only", path="p.db", detail="1 problem")]  # fmt: skip
    for err in errors:
        assert str(err) == store_error_sentence(err.code, err.values)
        again = pickle.loads(pickle.dumps(err))
        assert (type(again), again.code, dict(again.values), str(again)) == (
            type(err),
            err.code,
            dict(err.values),
            str(err),
        )
    assert errors[1].code == errors[2].code == "too-new" and str(errors[1]) != str(errors[2])
    with pytest.raises(TypeError):
        StoreUnavailable("no-such-code")


def test_the_stores_closed_sets_share_no_code() -> None:
    """The explainer finds a store problem's words by its code alone."""
    sets = [STORE_ERROR_CODES, PROGRESS_ERROR_CODES, STORE_UNAVAILABLE_CODES]
    assert sum(map(len, sets)) == len(set().union(*sets))


def test_the_stores_reach_the_database_only_through_the_one_layer() -> None:
    """Only sqlite_file.py imports the sqlite3 driver (the file's own checks and settings),
    and every statement the stores run has named parameters (``:name``), the same text on
    both backends."""
    for path in sorted(STORE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imports = {
            alias.name
            for node in ast.walk(tree)
            if isinstance(node, ast.Import | ast.ImportFrom)
            for alias in node.names
        } | {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        assert ("sqlite3" in imports) == (path.name == "sqlite_file.py"), path.name
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("execute", "executemany")
                and node.args
            ):
                texts = [
                    c.value
                    for c in ast.walk(node.args[0])
                    if isinstance(c, ast.Constant) and isinstance(c.value, str)
                ]
                assert not any("?" in t for t in texts), f"{path.name}:{node.lineno}"


def test_a_write_waits_for_the_write_lock_while_reads_go_on(target: Path | str) -> None:
    """A write transaction takes the write lock before it reads anything (SQLite's
    ``BEGIN IMMEDIATE``, the server's advisory lock): a second writer waits, then gives up
    with ``locked`` after its timeout; a reader meanwhile sees the last commit."""
    store = ProgressStore(target)
    store.add_learner("Ann")
    other = Database(target, timeout=0.2)
    with store.db.write() as conn:
        conn.execute("UPDATE learners SET language = 'ko' WHERE name = 'Ann'")
        with other.read() as seen:
            assert seen.execute("SELECT language FROM learners").fetchall() == [(None,)]
        with pytest.raises(StoreUnavailable) as info, other.write():
            pass
    assert info.value.code == "locked"
    with other.write() as conn:
        conn.execute("UPDATE learners SET language = 'en' WHERE name = 'Ann'")
    assert store.learner_language("Ann") == "en"
    other.close()
    store.close()
