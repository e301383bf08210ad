"""Opening a store: a file is inspected before anything is written (tutor/store/db.py).
Every file the project makes carries its application id; a file of an earlier release is
recognised by its schema and marked; a current file opens without the write lock, so a
window opens while others write; a file whose migration fails keeps every byte."""

from __future__ import annotations

import hashlib
import sqlite3
import threading
from pathlib import Path

import pytest
from test_store_db import from_dump

from tutor.engine.ledger import Game
from tutor.store import db as database
from tutor.store.db import APPLICATION_ID, MIGRATIONS, Database, StoreUnavailable
from tutor.store.ledger_store import LedgerStore
from tutor.store.progress import ProgressStore


def pragma(path: Path, name: str) -> object:
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        return conn.execute(f"PRAGMA {name}").fetchone()[0]
    finally:
        conn.close()


def test_every_file_made_carries_the_application_id(tmp_path: Path) -> None:
    for store in (ProgressStore, LedgerStore, Database):
        path = tmp_path / f"{store.__name__}.db"
        store(path).close()
        assert pragma(path, "application_id") == APPLICATION_ID
        assert pragma(path, "user_version") == MIGRATIONS.latest
        assert pragma(path, "journal_mode") == "wal"
    assert APPLICATION_ID.to_bytes(4, "big") == b"Hool"


def test_a_file_of_an_earlier_release_is_recognised_and_marked(db: Path) -> None:
    from_dump(db)  # schema 4, made before files were marked
    assert pragma(db, "application_id") == 0
    assert ProgressStore(db).learners()
    assert pragma(db, "application_id") == APPLICATION_ID


def test_opening_a_current_file_takes_no_write_lock(db: Path) -> None:
    """Another window holds the write lock: a store still opens at once, reads, and only a
    write waits (and is refused as locked when the wait runs out)."""
    games = LedgerStore(db)
    game = games.create_game(Game.new(players=["Ann", "Bo", "Cy"], first_dealer="Ann"))
    writer = sqlite3.connect(db, isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")
    writer.execute("UPDATE games SET name = 'renamed'")
    try:
        opened = LedgerStore(db, timeout=0.2)
        assert opened.read_only is None
        assert opened.load_game(game.id).name == game.name  # the last committed state
        assert ProgressStore(db, timeout=0.2).learners() == []
        with pytest.raises(StoreUnavailable) as info:
            opened.delete_game(game.id)
        assert info.value.code == "locked"
    finally:
        writer.execute("ROLLBACK")
        writer.close()


def test_opens_while_eight_writers_write(db: Path) -> None:
    """Eight threads add rounds to one game while another opens the store again and again:
    every open succeeds (none waits for the write lock) and no round is lost."""
    store = LedgerStore(db)
    game = store.create_game(Game.new(players=["Ann", "Bo"], first_dealer="Ann"))
    record = {"ending": "stock", "players": [
        {"name": "Ann", "hand": "Ac", "melded": True},
        {"name": "Bo", "hand": "2c 3c", "melded": True}]}  # fmt: skip
    errors: list[BaseException] = []

    def write() -> None:
        try:
            for _ in range(3):
                LedgerStore(db, timeout=10).add_round(game.id, record)
        except BaseException as e:
            errors.append(e)

    threads = [threading.Thread(target=write) for _ in range(8)]
    for t in threads:
        t.start()
    opened = 0
    while any(t.is_alive() for t in threads):
        LedgerStore(db, timeout=0.05).list_games()
        opened += 1
    for t in threads:
        t.join()
    assert errors == [] and opened > 0
    assert len(store.load_game(game.id).rounds) == 24


def test_a_file_whose_migration_fails_keeps_every_byte(db: Path, monkeypatch) -> None:
    from_dump(db)
    before = hashlib.sha256(db.read_bytes()).hexdigest()

    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("CREATE TABLE extra (id INTEGER PRIMARY KEY)")
        raise sqlite3.OperationalError("simulated failure")

    # the dump is at schema 4: the broken step is the one pending step (later real steps
    # would commit before it, each in its own transaction)
    monkeypatch.setattr(database, "MIGRATIONS", MIGRATIONS.up_to(4).with_step(broken))
    with pytest.raises(StoreUnavailable):
        ProgressStore(db)
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before
    assert pragma(db, "journal_mode") != "wal" or not Path(f"{db}-wal").exists()
