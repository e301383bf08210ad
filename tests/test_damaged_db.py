"""Damaged databases: each kind of damage is found when the store opens, the file keeps
every byte (sha256 before and after), the error is a storage error (not ``ValueError``),
and the app's pages still render, working without saving. A damaged file whose tables and
indexes still read is opened read-only: what it holds can be seen and exported, every write
raises ``StoreDamaged``; one that does not read is refused."""

from __future__ import annotations

import hashlib
import json
import os
import random
import sqlite3
import struct
from pathlib import Path

import pytest
from apptest import open_page, texts
from test_ledger import play, random_game

from tutor.app.learner import public
from tutor.app.safe import MESSAGE_MAX
from tutor.engine.ledger import Game, ledger
from tutor.store.db import Database, StoreDamaged, StoreTooNew, StoreUnavailable
from tutor.store.game_file import export_json, import_json
from tutor.store.ledger_store import LedgerStore
from tutor.store.progress import ProgressStore, open_store_safely
from tutor.words.engine import renders, store_error_sentence


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def filled(path: Path) -> Path:
    store = ProgressStore(path)
    for i in range(400):
        store.record_answer(f"L{i % 7}", "quiz", [f"§{i % 9}", "§3"], i, i % 3 == 0, 1.5)
    store.save_lesson_step("L1", "melds", "two-queens", 3, 0, 0)
    store.close()
    games = LedgerStore(path)
    games.create_game(play(random_game(random.Random(3), players=3), random.Random(4), 3))
    games.close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    for extra in ("-wal", "-shm"):
        Path(f"{path}{extra}").unlink(missing_ok=True)
    return path


def overwrite_middle(path: Path, seed: int) -> None:
    data = bytearray(path.read_bytes())
    rng = random.Random(seed)
    page = 4096
    for _ in range(3):
        start = rng.randrange(page, len(data) - page)
        data[start : start + 512] = rng.randbytes(512)
    path.write_bytes(bytes(data))


def _unreadable(path: Path) -> bool:
    """SQLite itself cannot read every row of every table of the file."""
    try:
        conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
        try:
            tables = [
                r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
            ]
            for table in tables:
                conn.execute(f'SELECT * FROM "{table}"').fetchall()
        finally:
            conn.close()
    except sqlite3.DatabaseError:
        return True
    return False


def overwrite_unreadably(path: Path) -> None:
    """Random bytes over middle pages, from the first seed whose damage SQLite cannot read
    (found on a copy: which seed that is depends on the schema's layout)."""
    original = path.read_bytes()
    for seed in range(200):
        path.write_bytes(original)
        overwrite_middle(path, seed)
        if _unreadable(path):
            return
    raise AssertionError("no seed in 200 damaged the file unreadably")


def damage(kind: str, path: Path) -> None:
    if kind == "middle-pages":
        overwrite_unreadably(path)
    elif kind == "truncated":
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 2 + 100])
    elif kind == "not-sqlite":
        path.write_bytes(b"this is a shopping list, not a database\n" * 50)
    elif kind == "newer-schema":
        conn = sqlite3.connect(path)
        conn.execute("PRAGMA user_version = 99")
        conn.close()
    elif kind == "page-never-used":  # one more page than any table, index or freelist holds
        data = bytearray(path.read_bytes()) + bytes(4096)
        data[28:32] = struct.pack(">I", len(data) // 4096)
        path.write_bytes(bytes(data))
    elif kind == "freelist-count":  # the header counts free pages the file does not have
        data = bytearray(path.read_bytes())
        data[36:40] = struct.pack(">I", 3)
        path.write_bytes(bytes(data))


CASES = ["middle-pages", "truncated", "not-sqlite", "newer-schema"]
READABLE = ["page-never-used", "freelist-count"]
"""Damage SQLite's quick_check finds while every table and index still reads."""


@pytest.mark.parametrize("kind", CASES)
def test_a_damaged_file_is_refused_and_left_byte_for_byte(db: Path, kind: str) -> None:
    damage(kind, filled(db))
    before = sha(db)
    with pytest.raises(StoreUnavailable) as info:
        ProgressStore(db)
    assert isinstance(info.value, StoreTooNew if kind == "newer-schema" else StoreDamaged)
    assert not isinstance(info.value, ValueError)
    with pytest.raises(StoreUnavailable):
        LedgerStore(db)
    assert sha(db) == before
    for page in ("progress", "game", "quiz", "payout"):
        at = open_page(f"tutor/app/pages/{page}.py")
        assert "Traceback" not in texts(at)
    assert sha(db) == before
    assert not Path(f"{db}-wal").exists() or Path(f"{db}-wal").stat().st_size == 0


def try_every_write(progress: ProgressStore, games: LedgerStore, game: Game) -> list[str]:
    """Every kind of write the stores offer, each expected to raise ``StoreDamaged``;
    returns the ones that did not."""
    export = export_json(game)
    writes = {
        "add_learner": lambda: progress.add_learner("Newcomer"),
        "record_answer": lambda: progress.record_answer("L1", "quiz", ["§3"], 1, True, 1.0),
        "save_lesson_step": lambda: progress.save_lesson_step("L1", "melds", "runs", 2, 0, 0),
        "save_lesson_place": lambda: progress.save_lesson_place("L1", "melds", 2),
        "import progress": lambda: progress.import_json(progress.export_json("L1"), as_name="C"),
        "create_game": lambda: games.create_game(random_game(random.Random(9), players=2)),
        "replace_rounds": lambda: games.replace_rounds(game.id, game.rounds[:1]),
        "undo_last_round": lambda: games.undo_last_round(game.id),
        "delete_game": lambda: games.delete_game(game.id),
        "import game": lambda: games.import_json(export, as_copy=True),
    }
    missed = []
    for name, write in writes.items():
        try:
            write()
        except StoreDamaged:
            continue
        missed.append(name)
    return missed


@pytest.mark.parametrize("kind", READABLE)
def test_a_damaged_file_that_still_reads_opens_read_only(db: Path, kind: str) -> None:
    filled(db)
    healthy, healthy_games = ProgressStore(db), LedgerStore(db)
    names = healthy.learners()
    answers = {n: healthy.answers(n) for n in names}
    lessons = healthy.lesson_progress("L1")
    exported = json.loads(healthy.export_json("L1"))
    (summary,) = healthy_games.list_games()
    game = healthy_games.load_game(summary.id)
    healthy.close()
    healthy_games.close()
    del healthy, healthy_games
    damage(kind, db)
    before = sha(db)

    progress = ProgressStore(db)
    reason = progress.read_only
    assert isinstance(reason, StoreDamaged) and reason.code == "opened-read-only"
    assert reason.values["path"] == str(db) and reason.values["detail"]
    assert renders("store-unavailable", reason.code)
    assert progress.learners() == names and len(names) == 7
    assert {n: progress.answers(n) for n in names} == answers
    assert progress.lesson_progress("L1") == lessons
    assert progress.accuracy_by_rule("L1")["§3"][1] == len(answers["L1"])
    again = json.loads(progress.export_json("L1"))
    assert {**again, "exported_at": None} == {**exported, "exported_at": None}
    games = LedgerStore(db)
    assert (games.read_only.code, dict(games.read_only.values)) == (
        reason.code,
        dict(reason.values),
    )
    assert [g.id for g in games.list_games()] == [game.id]
    assert games.load_game(game.id) == game
    assert import_json(games.export_json(game.id)) == game
    assert ledger(games.load_game(game.id)).totals == ledger(game).totals
    assert try_every_write(progress, games, game) == []
    store, reason = open_store_safely(db)
    assert store is not None and reason is store.read_only
    assert sha(db) == before

    said = public(store_error_sentence(reason.code, reason.values))  # no path for visitors
    at = open_page("tutor/app/pages/progress.py", learner="L1")
    assert said in texts(at, "warning")
    assert "Traceback" not in texts(at)
    at = open_page("tutor/app/pages/game.py")  # a message box: cut to MESSAGE_MAX
    assert f"Saved games cannot be changed: {said}"[: MESSAGE_MAX - 1] in texts(at, "warning")
    assert "Traceback" not in texts(at)
    for page in ("quiz", "payout"):
        assert "Traceback" not in texts(open_page(f"tutor/app/pages/{page}.py"))
    assert sha(db) == before
    assert not Path(f"{db}-wal").exists() or Path(f"{db}-wal").stat().st_size == 0


def test_random_damage_in_the_middle_is_always_caught(tmp_path: Path) -> None:
    """Forty files with random bytes written over their middle pages: every one that
    SQLite's own integrity_check calls damaged is either refused or opened read-only (when
    every table and index still reads), no write goes through, and none is changed."""
    source = filled(tmp_path / "source.db")
    game_id = LedgerStore(source).list_games()[0].id
    game = LedgerStore(source).load_game(game_id)
    refused = read_only = 0
    for seed in range(40):
        path = tmp_path / f"d{seed}.db"
        path.write_bytes(source.read_bytes())
        overwrite_middle(path, seed)
        before = sha(path)
        conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
        try:
            broken = conn.execute("PRAGMA integrity_check").fetchone()[0] != "ok"
        except sqlite3.DatabaseError:
            broken = True
        conn.close()
        if not broken:
            continue  # the bytes landed where nothing reads them
        try:
            progress = ProgressStore(path)
        except StoreDamaged:
            refused += 1
        else:
            read_only += 1
            assert progress.read_only, f"seed {seed}: a damaged file was opened for writing"
            missed = try_every_write(progress, LedgerStore(path), game)
            assert missed == [], f"seed {seed}: {missed} went through"
        assert sha(path) == before, f"seed {seed}"
    assert refused > 0 and read_only > 0


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write to read-only files")
def test_a_read_only_file_is_left_alone(db: Path) -> None:
    filled(db)
    db.chmod(0o444)
    before = sha(db)
    with pytest.raises(StoreUnavailable):
        ProgressStore(db).record_answer("Ann", "quiz", ["§3"], 1, True, 1.0)
    assert sha(db) == before


# --------------------------------------------------------------------------- round 2


def index_missing_a_row(path: Path) -> Path:
    """A filled file with one byte changed in an index leaf: the index's copy of an answer's
    time no longer matches the row, so ``integrity_check`` finds "row … missing from index"
    while ``quick_check`` (which does not compare indexes with tables) passes."""
    filled(path)
    conn = sqlite3.connect(path)
    leaf = conn.execute(
        "SELECT pageno FROM dbstat WHERE name = 'answers_by_learner' AND pagetype = 'leaf'"
        " ORDER BY pageno LIMIT 1"
    ).fetchone()[0]
    size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    data = bytearray(path.read_bytes())
    page = (leaf - 1) * size
    (cell,) = struct.unpack(">H", data[page + 8 : page + 10])  # the first cell of the leaf
    payload = data[page + cell]  # a one-byte varint: the cell is short
    data[page + cell + payload] ^= 0x40  # the last byte: the answer time's last digit
    path.write_bytes(bytes(data))
    return path


def pragma(path: Path, name: str) -> str:
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        return str(conn.execute(f"PRAGMA {name}").fetchone()[0])
    finally:
        conn.close()


def test_an_index_missing_a_row_is_found_and_never_written(db: Path) -> None:
    index_missing_a_row(db)
    before = sha(db)
    assert pragma(db, "quick_check") == "ok"  # what the store used to rely on
    assert "missing from index answers_by_learner" in pragma(db, "integrity_check")
    progress, games = ProgressStore(db), LedgerStore(db)
    found = progress.read_only.values["detail"] if progress.read_only else None
    assert found is not None and found.code == "integrity-problems"  # the store's finding, as data
    assert "missing from index" in found["first"] and found["count"] >= 1
    assert "missing from index" in str(progress.read_only)
    (summary,) = games.list_games()
    assert try_every_write(progress, games, games.load_game(summary.id)) == []
    assert sha(db) == before
    assert not Path(f"{db}-wal").exists() or Path(f"{db}-wal").stat().st_size == 0


def foreign(kind: str, path: Path) -> Path:
    """Another program's SQLite file, in rollback-journal mode as most are."""
    conn = sqlite3.connect(path)
    if kind == "notes-app":  # tables of its own, no application id, version 0
        conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
        conn.execute("INSERT INTO notes (body) VALUES ('buy milk')")
    elif kind == "empty-sqlite":  # a database with nothing in it yet
        conn.execute("PRAGMA user_version = 0")
        conn.execute("VACUUM")
    elif kind == "other-application-id":  # Hoola's very tables, another program's mark
        conn.close()
        Database(path).close()
        conn = sqlite3.connect(path)
        conn.execute("PRAGMA journal_mode = DELETE")
        conn.execute("PRAGMA application_id = 1234")
    elif kind == "version-without-tables":  # a schema version but not Hoola's tables
        conn.execute("CREATE TABLE learners (id INTEGER PRIMARY KEY)")
        conn.execute("PRAGMA user_version = 2")
    conn.commit()
    conn.close()
    return path


FOREIGN = ["notes-app", "empty-sqlite", "other-application-id", "version-without-tables"]


@pytest.mark.parametrize("kind", FOREIGN)
def test_another_programs_sqlite_file_is_refused_and_never_migrated(db: Path, kind: str) -> None:
    foreign(kind, db)
    before, mode = sha(db), pragma(db, "journal_mode")
    for store in (ProgressStore, LedgerStore):
        with pytest.raises(StoreDamaged) as info:
            store(db)
        assert info.value.code == "not-hoola" and info.value.values["path"] == str(db)
        assert not isinstance(info.value, ValueError)
    assert "another program" in str(info.value)
    assert sha(db) == before and pragma(db, "journal_mode") == mode == "delete"
    assert not Path(f"{db}-wal").exists()
    store, reason = open_store_safely(db)
    assert store is None and reason.code == "not-hoola"
    assert "Traceback" not in texts(open_page("tutor/app/pages/progress.py"))
    assert sha(db) == before


def test_a_refused_file_is_not_switched_to_wal_first(db: Path) -> None:
    """A file of the project's own in rollback-journal mode that is refused (a newer schema)
    keeps its journal mode and every byte."""
    Database(db).close()
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = sha(db)
    with pytest.raises(StoreTooNew):
        ProgressStore(db)
    assert sha(db) == before and pragma(db, "journal_mode") == "delete"
