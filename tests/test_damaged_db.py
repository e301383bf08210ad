"""Damaged databases: each kind of damage is found when the store opens, the file keeps
every byte (sha256 before and after), the error is a storage error (not ``ValueError``),
and the app's pages still render, working without saving."""

from __future__ import annotations

import hashlib
import os
import random
import sqlite3
from pathlib import Path

import pytest
from apptest import open_page, texts

from tutor.store.db import StoreDamaged, StoreTooNew, StoreUnavailable
from tutor.store.ledger_store import LedgerStore
from tutor.store.progress import ProgressStore


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def filled(path: Path) -> Path:
    store = ProgressStore(path)
    for i in range(400):
        store.record_answer(f"L{i % 7}", "quiz", [f"§{i % 9}", "§3"], i, i % 3 == 0, 1.5)
    store.close()
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


def damage(kind: str, path: Path) -> None:
    if kind == "middle-pages":
        overwrite_middle(path, 7)
    elif kind == "truncated":
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 2 + 100])
    elif kind == "not-sqlite":
        path.write_bytes(b"this is a shopping list, not a database\n" * 50)
    elif kind == "newer-schema":
        conn = sqlite3.connect(path)
        conn.execute("PRAGMA user_version = 99")
        conn.close()


CASES = ["middle-pages", "truncated", "not-sqlite", "newer-schema"]


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


def test_random_damage_in_the_middle_is_always_caught(tmp_path: Path) -> None:
    """Forty files with random bytes written over their middle pages: every one that
    SQLite's own integrity_check calls damaged is refused, and none is changed."""
    source = filled(tmp_path / "source.db")
    caught = 0
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
        try:
            ProgressStore(path).close()
            assert not broken, f"seed {seed}: a damaged file was opened for writing"
        except StoreDamaged:
            caught += 1
        assert sha(path) == before or not broken
        if broken:
            assert sha(path) == before
    assert caught > 0


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write to read-only files")
def test_a_read_only_file_is_left_alone(db: Path) -> None:
    filled(db)
    db.chmod(0o444)
    before = sha(db)
    with pytest.raises(StoreUnavailable):
        ProgressStore(db).record_answer("Ann", "quiz", ["§3"], 1, True, 1.0)
    assert sha(db) == before
