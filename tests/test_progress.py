"""Tests for the learner-progress store (tutor/store/progress.py) and the database layer under it
(tutor/store/db.py): connections, migrations, errors."""

from __future__ import annotations

import json
import os
import pickle
import random
import re
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from tutor.store import db as database
from tutor.store.club import Profiles
from tutor.store.db import MIGRATIONS, Database
from tutor.store.errors import PROGRESS_ERROR_CODES, ProgressError
from tutor.store.progress import (
    LEITNER_INTERVALS,
    MESSAGE_MAX,
    AnswerRow,
    ProgressStore,
    StoreUnavailable,
    default_db_path,
    open_store_safely,
)
from tutor.words import using
from tutor.words.engine import renders, store_error_sentence

REPO = Path(__file__).resolve().parents[1]
SCHEMA_VERSION = MIGRATIONS.latest
T0 = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def store(target: Path | str) -> Iterator[ProgressStore]:
    """A store on an SQLite file and on a PostgreSQL database (conftest's ``target``)."""
    opened = ProgressStore(target)
    yield opened
    opened.close()


def snapshot(path: Path) -> tuple[int, list, list, list]:
    """Everything the store keeps, read with a plain connection."""
    conn = sqlite3.connect(path)
    try:
        return (
            conn.execute("PRAGMA user_version").fetchone()[0],
            conn.execute("SELECT id, name, created_at FROM learners ORDER BY id").fetchall(),
            conn.execute("SELECT * FROM answers ORDER BY id").fetchall(),
            conn.execute("SELECT * FROM leitner ORDER BY learner_id, rule_tag").fetchall(),
        )
    finally:
        conn.close()


def same_problem(reason: object, error: Exception) -> bool:
    """``reason`` (what :func:`open_store_safely` gives) is the problem ``error`` reports:
    the same type, code and values (so the same words)."""
    return (type(reason), reason.code, dict(reason.values)) == (  # type: ignore[attr-defined]
        type(error),
        error.code,
        dict(error.values),  # type: ignore[attr-defined]
    )


def run_python(code: str, *args: str, **kwargs) -> subprocess.Popen:
    """Start ``python -c code args`` with the repository importable."""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(code), *args],
        env=env,
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **kwargs,
    )


# --------------------------------------------------------------------------- paths


def test_default_path_comes_from_env_var(monkeypatch, tmp_path):
    target = tmp_path / "deep" / "folder" / "mine.db"
    monkeypatch.setenv("HOOLA_TUTOR_DB", str(target))
    assert default_db_path() == target
    store = ProgressStore()
    assert store.path == target
    assert target.exists()  # folder created, database made
    store.add_learner("Mina")
    assert ProgressStore().learners() == ["Mina"]


def test_default_path_without_env_var_uses_user_data_dir(monkeypatch, tmp_path):
    monkeypatch.delenv("HOOLA_TUTOR_DB", raising=False)
    monkeypatch.setattr(database.platformdirs, "user_data_dir", lambda app: str(tmp_path / app))
    assert default_db_path() == tmp_path / "hoola-tutor" / "hoola.db"


def test_path_with_unusual_characters(tmp_path):
    odd = tmp_path / "my folder #1 ?%20 학습" / "진도 file.db"
    store = ProgressStore(odd)
    store.add_learner("Mina")
    assert odd.exists() and ProgressStore(odd).learners() == ["Mina"]
    assert sorted(p.name for p in odd.parent.iterdir())[0] == "진도 file.db"


def test_database_is_wal_at_current_schema(store, db):
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    conn.close()
    assert {"learners", "answers", "leitner"} <= tables


# --------------------------------------------------------------------------- learners


def test_add_learner_strips_and_is_idempotent(store):
    store.add_learner("  Jisoo ")
    store.add_learner("Jisoo")
    store.add_learner("Alex")
    assert store.learners() == ["Alex", "Jisoo"]


@pytest.mark.parametrize("bad", ["", "   ", "x" * 41, "a\nb", None, 7])
def test_add_learner_rejects_bad_names(store, bad):
    with pytest.raises(ProgressError) as info:
        store.add_learner(bad)
    assert info.value.code in {"name-not-text", "name-empty", "name-too-long", "name-control"}
    assert store.learners() == []


def test_forty_character_name_is_accepted(store):
    store.add_learner("가" * 40)
    assert store.learners() == ["가" * 40]


# --------------------------------------------------------------------------- answers


def test_record_and_read_back(store):
    store.record_answer("Mina", "meld", ["§3", "§5.2"], 11, True, 4.25, T0)
    store.record_answer("Mina", "payout", ["§7"], 12, False, 9.5, T0 + timedelta(minutes=1))
    store.record_answer("Other", "meld", ["§3"], 13, False, 1.0, T0)
    rows = store.answers("Mina")
    assert rows == [
        AnswerRow(
            question_kind="meld",
            rule_tags=("§3", "§5.2"),
            seed=11,
            correct=True,
            time_taken=4.25,
            answered_at=T0,
        ),
        AnswerRow(
            question_kind="payout",
            rule_tags=("§7",),
            seed=12,
            correct=False,
            time_taken=9.5,
            answered_at=T0 + timedelta(minutes=1),
        ),
    ]
    assert store.learners() == ["Mina", "Other"]  # recording adds the learner
    assert store.answers("Nobody") == []


def test_answer_count_counts_one_learner_on_the_index(store):
    """The quiz asks how many answers a learner has on every New question: a ``COUNT``
    read from the learner's index, never the answers themselves."""
    for i in range(5):
        store.record_answer("Mina", "meld", ["§3"], i, i % 2 == 0, 1.0, T0)
    store.record_answer("Other", "meld", ["§3"], 9, True, 1.0, T0)
    assert store.answer_count("Mina") == len(store.answers("Mina")) == 5
    assert store.answer_count(" Other ") == 1
    assert store.answer_count("Nobody") == 0
    if isinstance(store.path, Path):  # SQLite's plan: the index alone, no table read
        conn = sqlite3.connect(store.path)
        plan = " ".join(
            str(row[-1])
            for row in conn.execute(
                "EXPLAIN QUERY PLAN SELECT COUNT(*) FROM answers a"
                " JOIN learners l ON l.id = a.learner_id WHERE l.name = 'Mina'"
            )
        )
        conn.close()
        assert "COVERING INDEX answers_by_learner" in plan, plan


def test_answered_at_defaults_to_now_in_utc(store):
    before = datetime.now(UTC)
    store.record_answer("Mina", "meld", ["§3"], 1, True, 1.0)
    (row,) = store.answers("Mina")
    assert before <= row.answered_at <= datetime.now(UTC)
    assert row.answered_at.utcoffset() == timedelta(0)


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("question_kind", "", "question_kind"),
        ("rule_tags", "§3", "rule_tags"),
        ("rule_tags", ["§3", ""], "rule-tag"),
        ("seed", 2**63, "seed"),
        ("seed", "7", "seed"),
        ("correct", 1, "correct"),
        ("time_taken", -1.0, "time_taken"),
        ("time_taken", float("nan"), "time_taken"),
    ],
)
def test_record_answer_rejects_bad_values(store, field, value, words):
    args = {
        "learner": "Mina",
        "question_kind": "meld",
        "rule_tags": ["§3"],
        "seed": 1,
        "correct": True,
        "time_taken": 1.0,
    }
    args[field] = value
    with pytest.raises(ProgressError) as info:
        store.record_answer(**args)
    assert info.value.values["what"] == words
    assert store.answers("Mina") == []


def test_accuracy_by_rule(store):
    marks = [(["§3", "§5.2"], True), (["§3"], False), (["§3"], True), (["§10"], False)]
    for seed, (tags, ok) in enumerate(marks):
        store.record_answer("Mina", "meld", tags, seed, ok, 2.0, T0 + timedelta(seconds=seed))
    acc = store.accuracy_by_rule("Mina")
    assert acc == {"§3": (2, 3), "§5.2": (1, 1), "§10": (0, 1)}
    assert list(acc) == ["§3", "§5.2", "§10"]  # natural order of rule points
    assert store.accuracy_by_rule("Nobody") == {}


def test_repeated_tag_in_one_answer_counts_once(store):
    store.record_answer("Mina", "meld", ["§3", "§3"], 1, True, 1.0, T0)
    assert store.accuracy_by_rule("Mina") == {"§3": (1, 1)}
    assert store.leitner_boxes("Mina") == {"§3": 2}


# --------------------------------------------------------------------------- Leitner


def _leitner_due(db: Path, tag: str) -> datetime:
    conn = sqlite3.connect(db)
    (text,) = conn.execute("SELECT due_at FROM leitner WHERE rule_tag = ?", (tag,)).fetchone()
    conn.close()
    return datetime.fromisoformat(text)


def test_leitner_boxes_move_up_to_five_and_back_to_one(store, db):
    at = T0
    for expected in (2, 3, 4, 5, 5):
        store.record_answer("Mina", "meld", ["§3"], 1, True, 1.0, at)
        assert store.leitner_boxes("Mina") == {"§3": expected}
        assert _leitner_due(db, "§3") == at + LEITNER_INTERVALS[expected]
        at += timedelta(days=30)
    store.record_answer("Mina", "meld", ["§3"], 1, False, 1.0, at)
    assert store.leitner_boxes("Mina") == {"§3": 1}
    assert _leitner_due(db, "§3") == at  # box 1 is due at once
    assert LEITNER_INTERVALS[2] == timedelta(days=1)
    assert LEITNER_INTERVALS[5] == timedelta(days=21)


def test_due_rule_tags_order(store):
    def answer(tag: str, ok: bool, at: datetime) -> None:
        store.record_answer("Mina", "meld", [tag], 0, ok, 1.0, at)

    answer("§1", True, T0)  # box 2 ...
    answer("§1", True, T0)  # ... box 3, due T0 + 3 days
    answer("§2", False, T0)  # box 1, 1 miss, due T0
    for minutes in (2, 1, 0):  # box 1, 3 misses, due T0
        answer("§3", False, T0 - timedelta(minutes=minutes))
    answer("§4", True, T0)  # box 2, due T0 + 1 day
    answer("§5", False, T0 - timedelta(hours=1))  # box 1, 1 miss, overdue longer than §2

    assert store.due_rule_tags("Mina", now=T0 - timedelta(days=1)) == []
    assert store.due_rule_tags("Mina", now=T0) == ["§3", "§5", "§2"]
    assert store.due_rule_tags("Mina", now=T0 + timedelta(days=2)) == ["§3", "§5", "§2", "§4"]
    assert store.due_rule_tags("Mina", now=T0 + timedelta(days=4)) == [
        "§3",
        "§5",
        "§2",
        "§4",
        "§1",
    ]
    assert store.due_rule_tags("Nobody") == []


def test_review_weights_favour_missed_tag(store):
    for seed in range(3):
        at = T0 + timedelta(minutes=seed)
        store.record_answer("Mina", "meld", ["§3"], seed, True, 1.0, at)
        store.record_answer("Mina", "meld", ["§5.2"], seed, seed != 2, 1.0, at)
    store.record_answer("Mina", "meld", ["§7"], 9, False, 1.0, T0)
    weights = store.review_weights("Mina", now=T0 + timedelta(hours=1))
    assert set(weights) == {"§3", "§5.2", "§7"}
    assert sum(weights.values()) == pytest.approx(1.0)
    assert weights["§7"] > weights["§3"]
    assert weights["§5.2"] > weights["§3"]
    assert store.review_weights("Nobody") == {}


# --------------------------------------------------------------------------- concurrency

WRITER = """
import sys
from tutor.store.progress import ProgressStore
store = ProgressStore(sys.argv[1])
base = int(sys.argv[2])
for i in range(int(sys.argv[3])):
    store.record_answer("Mina", "meld", ["§3", "§5.2"], base + i, i % 3 != 0, 0.5)
    if len(sys.argv) > 4:
        print(base + i, flush=True)
"""


def test_threads_sharing_one_store_lose_nothing(store):
    def work(base: int) -> None:
        for i in range(50):
            store.record_answer("Mina", "meld", ["§3"], base + i, True, 0.5)

    threads = [threading.Thread(target=work, args=(1000 * n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(store.answers("Mina")) == 200
    assert store.accuracy_by_rule("Mina") == {"§3": (200, 200)}


def test_two_processes_writing_at_once_lose_nothing(db):
    # Both start on a file that does not exist yet, so creation and migration race too.
    writers = [run_python(WRITER, str(db), str(base), "1000") for base in (0, 100_000)]
    for proc in writers:
        _, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err
    rows = ProgressStore(db).answers("Mina")
    assert len(rows) == 2000
    assert sorted(r.seed for r in rows) == [*range(1000), *range(100_000, 101_000)]
    assert ProgressStore(db).accuracy_by_rule("Mina")["§3"][1] == 2000


def test_writer_killed_mid_run_leaves_a_sound_database(db):
    ProgressStore(db)
    proc = run_python(WRITER, str(db), "0", "1000000", "report")
    reported = []
    try:
        while len(reported) < 150:
            line = proc.stdout.readline()
            assert line, proc.stderr.read()
            reported.append(int(line))
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stdout.close()
        proc.stderr.close()
    assert proc.returncode == -signal.SIGKILL

    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    seeds = {r.seed for r in ProgressStore(db).answers("Mina")}
    assert set(reported) <= seeds


# --------------------------------------------------------------------------- bad files


@pytest.mark.parametrize(
    "content",
    [
        random.Random(7).randbytes(8192),
        b"name,score\nMina,12\n" * 50,
        b"SQLite format 3\x00" + b"\xff" * 84 + b"garbage" * 100,
    ],
    ids=["random-bytes", "text", "broken-header"],
)
def test_corrupt_file_is_refused_and_left_untouched(db, content):
    db.write_bytes(content)
    with pytest.raises(StoreUnavailable) as info:
        ProgressStore(db)
    assert info.value.code == "damaged" and info.value.values["path"] == str(db)
    assert db.read_bytes() == content
    store, reason = open_store_safely(db)
    assert store is None
    assert same_problem(reason, info.value)
    assert db.read_bytes() == content


def test_store_unavailable_is_a_hoola_error():
    assert not issubclass(StoreUnavailable, ValueError)  # a locked file is not bad input


def test_newer_schema_is_refused_and_left_untouched(store, db):
    store.record_answer("Mina", "meld", ["§3"], 1, True, 1.0, T0)
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = db.read_bytes()
    with pytest.raises(StoreUnavailable) as info:
        ProgressStore(db)
    assert info.value.code == "too-new"
    assert dict(info.value.values) == {"found": 99, "known": SCHEMA_VERSION, "path": str(db)}
    assert db.read_bytes() == before
    _, reason = open_store_safely(db)
    assert same_problem(reason, info.value)


def test_read_only_database_is_reported(store, db, monkeypatch):
    # Tests may run as root, where chmod does not stop writes; open with SQLite's mode=ro.
    store.record_answer("Mina", "meld", ["§3"], 1, True, 1.0, T0)
    before = snapshot(db)
    monkeypatch.setattr(Database, "open_mode", "ro")
    with pytest.raises(StoreUnavailable) as opening:
        ProgressStore(db)
    store.close()  # its pooled connections hold the file open as it was; new ones see it now
    with pytest.raises(StoreUnavailable) as writing:
        store.record_answer("Mina", "meld", ["§3"], 2, True, 1.0, T0)
    assert opening.value.code == writing.value.code == "read-only"
    assert store.answers("Mina")[0].seed == 1  # reading still works
    store2, reason = open_store_safely(db)
    assert store2 is None and same_problem(reason, opening.value)
    monkeypatch.undo()
    assert snapshot(db) == before


def test_chmod_read_only_file_is_reported(store, db):
    store.record_answer("Mina", "meld", ["§3"], 1, True, 1.0, T0)
    store.close()  # a process that still holds the file open for writing may keep writing
    before = db.read_bytes()
    db.chmod(0o444)
    try:
        try:
            db.open("r+b").close()
        except PermissionError:
            pass
        else:
            pytest.skip(
                "running as root (with CAP_DAC_OVERRIDE): chmod 0o444 does not stop writes; "
                "test_read_only_database_is_reported covers the read-only path"
            )
        with pytest.raises(StoreUnavailable) as opening:
            ProgressStore(db)
        with pytest.raises(StoreUnavailable) as writing:
            store.record_answer("Mina", "meld", ["§3"], 2, True, 1.0, T0)
        assert opening.value.code == writing.value.code == "read-only"
        assert db.read_bytes() == before
    finally:
        db.chmod(0o644)


def test_locked_database_gives_clear_message(db):
    ProgressStore(db).add_learner("Mina")
    store = ProgressStore(db, timeout=0.1)
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        opened = ProgressStore(db, timeout=0.1)  # opening a current file takes no write lock
        assert opened.learners() == ["Mina"] and opened.read_only is None
        with pytest.raises(StoreUnavailable) as writing:
            store.record_answer("Mina", "meld", ["§3"], 1, True, 1.0, T0)
        assert writing.value.code == "locked"
        assert store.learners() == ["Mina"]  # readers are not blocked in WAL mode
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert ProgressStore(db).answers("Mina") == []


def test_opening_waits_while_another_process_creates_the_file(db):
    # Switching to WAL ignores the busy timeout, so the store must retry while the file is
    # briefly locked by another process that is creating it (rollback mode, write lock held).
    holder = sqlite3.connect(db, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN IMMEDIATE")
    releaser = threading.Timer(0.3, holder.execute, args=("ROLLBACK",))
    releaser.start()
    try:
        store = ProgressStore(db, timeout=5.0)
    finally:
        releaser.join()
        holder.close()
    store.add_learner("Mina")
    assert store.learners() == ["Mina"]


def test_folder_that_cannot_be_created(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(StoreUnavailable) as info:
        ProgressStore(blocker / "sub" / "hoola.db")
    assert info.value.code == "no-folder"
    store, reason = open_store_safely(blocker / "sub" / "hoola.db")
    assert store is None and same_problem(reason, info.value)
    assert blocker.read_text() == "not a folder"


# --------------------------------------------------------------------------- migrations

V1_DDL = """
CREATE TABLE learners (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,
                       created_at TEXT NOT NULL);
CREATE TABLE answers (id INTEGER PRIMARY KEY,
                      learner_id INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE,
                      question_kind TEXT NOT NULL, rule_tags TEXT NOT NULL,
                      seed INTEGER NOT NULL, correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
                      answered_at TEXT NOT NULL);
CREATE INDEX answers_by_learner ON answers (learner_id, answered_at);
PRAGMA user_version = 1;
"""


def make_v1_db(path: Path) -> list[tuple]:
    """Build a schema-1 database by hand; return the answer rows put in."""
    rows = [
        (1, 1, "meld", '["§3", "§5.2"]', 101, 1, "2025-01-01T10:00:00.000000+00:00"),
        (2, 1, "meld", '["§3"]', 102, 1, "2025-01-02T10:00:00.000000+00:00"),
        (3, 1, "payout", '["§7"]', 103, 0, "2025-01-03T10:00:00.000000+00:00"),
        (4, 2, "meld", '["§3"]', 201, 0, "2025-01-04T10:00:00.000000+00:00"),
    ]
    conn = sqlite3.connect(path)
    conn.executescript(V1_DDL)
    conn.executemany(
        "INSERT INTO learners VALUES (?, ?, ?)",
        [(1, "Mina", "2025-01-01T00:00:00+00:00"), (2, "Jun", "2025-01-01T00:00:00+00:00")],
    )
    conn.executemany("INSERT INTO answers VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
    conn.commit()
    conn.close()
    return rows


def test_migration_from_schema_1_keeps_every_row(db):
    v1_rows = make_v1_db(db)
    store = ProgressStore(db)
    version, learners, answers, _ = snapshot(db)
    assert version == SCHEMA_VERSION
    assert learners == [
        (1, "Mina", "2025-01-01T00:00:00+00:00"),
        (2, "Jun", "2025-01-01T00:00:00+00:00"),
    ]
    assert answers == [(*row, None) for row in v1_rows]  # time_taken unknown for old rows
    assert [r.seed for r in store.answers("Mina")] == [101, 102, 103]
    assert store.answers("Mina")[0].time_taken is None
    assert store.accuracy_by_rule("Mina") == {"§3": (2, 2), "§5.2": (1, 1), "§7": (0, 1)}
    # The Leitner table is rebuilt from the old answers.
    assert store.leitner_boxes("Mina") == {"§3": 3, "§5.2": 2, "§7": 1}
    assert store.leitner_boxes("Jun") == {"§3": 1}
    store.record_answer("Jun", "meld", ["§3"], 202, True, 3.0, T0)
    assert store.leitner_boxes("Jun") == {"§3": 2}
    ProgressStore(db)  # opening again is a no-op
    assert snapshot(db)[0] == SCHEMA_VERSION


def test_failed_migration_step_rolls_back(db, monkeypatch):
    make_v1_db(db)

    def broken_step(conn: sqlite3.Connection) -> None:
        conn.execute("CREATE TABLE ledger (id INTEGER PRIMARY KEY)")
        raise sqlite3.OperationalError("simulated failure in step 3")

    monkeypatch.setattr(database, "MIGRATIONS", MIGRATIONS.with_step(broken_step))
    with pytest.raises(StoreUnavailable) as info:
        ProgressStore(db)
    assert info.value.code == "unusable"
    assert info.value.values["detail"] == "simulated failure in step 3"
    version, _, answers, _ = snapshot(db)
    assert version == SCHEMA_VERSION  # the known steps committed, the broken one rolled back
    assert len(answers) == 4
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT name FROM sqlite_master WHERE name = 'ledger'").fetchall() == []
    conn.close()


def test_migration_list_can_be_extended(db, monkeypatch):
    def ledger_step(conn: sqlite3.Connection) -> None:
        conn.execute("CREATE TABLE ledger (id INTEGER PRIMARY KEY, note TEXT)")

    ProgressStore(db).add_learner("Mina")
    monkeypatch.setattr(database, "MIGRATIONS", MIGRATIONS.with_step(ledger_step))
    ProgressStore(db)
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1
    conn.execute("INSERT INTO ledger (note) VALUES ('ok')")
    conn.close()


# --------------------------------------------------------------------------- export / import


def fill(store: ProgressStore, name: str = "Mina") -> None:
    for seed in range(6):
        tags = ["§3", "§5.2"] if seed % 2 else ["§7"]
        at = T0 + timedelta(minutes=seed)
        store.record_answer(name, "meld", tags, seed, seed % 3 != 0, 1.5 + seed, at)


def test_export_then_import_under_new_name_is_identical(store):
    fill(store)
    text = store.export_json("Mina")
    doc = json.loads(text)
    assert doc["format"] == "hoola-tutor-progress" and doc["version"] == 1
    assert doc["learner"] == "Mina" and len(doc["answers"]) == 6
    assert store.import_json(text, as_name=" Mina copy ") == "Mina copy"
    assert store.answers("Mina copy") == store.answers("Mina")
    assert store.leitner_boxes("Mina copy") == store.leitner_boxes("Mina")
    assert store.due_rule_tags("Mina copy", T0) == store.due_rule_tags("Mina", T0)


def test_import_into_another_database(store, tmp_path):
    fill(store)
    other = ProgressStore(tmp_path / "other.db")
    assert other.import_json(store.export_json("Mina")) == "Mina"
    assert other.answers("Mina") == store.answers("Mina")


def test_import_never_overwrites_silently(store, db):
    fill(store)
    store.record_answer("Jun", "meld", ["§9"], 77, False, 2.0, T0)
    text = store.export_json("Mina")
    before = snapshot(db)
    with pytest.raises(ProgressError) as jun:
        store.import_json(text, as_name="Jun")
    with pytest.raises(ProgressError) as mina:
        store.import_json(text)
    assert (jun.value.code, dict(jun.value.values)) == (
        "learner-has-answers",
        {"name": "Jun", "held": 1},
    )
    assert (mina.value.code, dict(mina.value.values)) == (
        "learner-has-answers",
        {"name": "Mina", "held": 6},
    )
    assert snapshot(db) == before
    assert store.import_json(text, as_name="Jun", overwrite=True) == "Jun"
    assert store.answers("Jun") == store.answers("Mina")
    assert store.leitner_boxes("Jun") == store.leitner_boxes("Mina")  # §9 gone


def test_import_into_existing_learner_without_answers(store):
    fill(store)
    store.add_learner("Jun")
    store.import_json(store.export_json("Mina"), as_name="Jun")
    assert len(store.answers("Jun")) == 6


def _tampered(text: str, change) -> str:
    doc = json.loads(text)
    change(doc)
    return json.dumps(doc)


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda t: t[:-20], ("input-not-json", None)),
        (lambda t: "[1, 2]", ("not-an-export", None)),
        (lambda t: _tampered(t, lambda d: d.update(format="other")), ("not-an-export", None)),
        (lambda t: _tampered(t, lambda d: d.update(version=2)), ("export-version", None)),
        (
            lambda t: _tampered(t, lambda d: d["answers"][1].update(seed="12")),
            ("export-invalid", ("answers[1].seed", "int_type")),
        ),
        (
            lambda t: _tampered(t, lambda d: d["answers"][0].update(correct=1)),
            ("export-invalid", ("answers[0].correct", "bool_type")),
        ),
        (
            lambda t: _tampered(t, lambda d: d["answers"][0].update(rule_tags="§3")),
            ("export-invalid", ("answers[0].rule_tags", "tuple_type")),
        ),
        (
            lambda t: _tampered(t, lambda d: d["answers"][0].update(time_taken=-3)),
            ("export-invalid", ("answers[0].time_taken", "greater_than_equal")),
        ),
        (
            lambda t: _tampered(t, lambda d: d["leitner"][0].update(box=9)),
            ("export-invalid", ("leitner[0].box", "less_than_equal")),
        ),
        (
            lambda t: _tampered(t, lambda d: d["answers"][0].pop("answered_at")),
            ("export-invalid", ("answers[0].answered_at", "missing")),
        ),
        (
            lambda t: _tampered(t, lambda d: d["answers"][0].update(answered_at="yesterday")),
            ("export-invalid", ("answers[0].answered_at", "datetime_parsing")),
        ),
        (
            lambda t: _tampered(t, lambda d: d.update(extra=1)),
            ("export-invalid", ("extra", "extra_forbidden")),
        ),
        (
            lambda t: _tampered(t, lambda d: d.update(learner="")),
            ("export-invalid", ("learner", "string_too_short")),
        ),
    ],
)
def test_bad_import_is_refused_with_clear_message(store, db, make, words):
    fill(store)
    text = make(store.export_json("Mina"))
    before_rows, before_bytes = snapshot(db), db.read_bytes()
    code, problem = words
    with pytest.raises(ValueError) as info:
        store.import_json(text, as_name="Copy")
    assert info.value.code == code
    if problem is not None:  # where in the document, and pydantic's or the store's code
        assert info.value.values["problems"][0] == problem
    assert snapshot(db) == before_rows
    assert db.read_bytes() == before_bytes
    assert "Copy" not in store.learners()


def test_export_unknown_learner(store):
    with pytest.raises(ProgressError) as info:
        store.export_json("Ghost")
    assert (info.value.code, dict(info.value.values)) == ("no-such-learner", {"name": "Ghost"})


def _with(text: str, change) -> str:
    doc = json.loads(text)
    change(doc)
    return json.dumps(doc)


KEY = "k" * 1_000_000
"""A 1 MB unknown key."""


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda d: d.update({KEY: 1}), "['kkk"),
        (lambda d: d["answers"][0].update({KEY: 1}), "answers[0]['kkk"),
        (lambda d: d["leitner"][0].update({KEY: {KEY: [KEY]}}), "leitner[0]['kkk"),
        (lambda d: d["answers"][0].update(question_kind=KEY), "answers[0].question_kind"),
        (lambda d: d["answers"][0].update(rule_tags=[KEY, "§3"]), "answers[0].rule_tags[0]"),
        (lambda d: d["answers"][0].update(question_kind="\x1f" * 64), "answers[0].question_kind"),
        (lambda d: d["answers"][0].update({KEY + str(i): i for i in range(5)}), "(and 3 more)"),
        (lambda d: d.update(learner=KEY), "learner"),
    ],
    ids=["top", "in-an-answer", "nested", "long-kind", "long-tag", "control", "many", "learner"],
)
def test_an_import_with_huge_keys_or_values_gets_a_short_message(store, db, change, where):
    """However long the keys and values of a bad import, the message is under MESSAGE_MAX
    characters and names where the problem is."""
    fill(store)
    text = _with(store.export_json("Mina"), change)
    before = db.read_bytes()
    with pytest.raises(ValueError) as info:
        store.import_json(text, as_name="Copy")
    message = str(info.value)
    assert len(message) < MESSAGE_MAX, len(message)
    assert info.value.code == "export-invalid"
    (first, _), *_ = info.value.values["problems"]
    if where.startswith("(and "):
        assert info.value.values["more"] == int(where.split()[1])
    else:
        assert first.startswith(where)
    assert db.read_bytes() == before and "Copy" not in store.learners()


@pytest.mark.parametrize(
    ("field", "value", "word"),
    [
        ("question_kind", ["q"] * 200_000, "question_kind"),
        ("rule_tags", "§" * 1_000_000, "rule_tags"),
        ("rule_tags", ["t" * 1_000_000], "rule-tag"),
        ("seed", 10**5000, "seed"),
        ("time_taken", [1.5] * 100_000, "time_taken"),
        ("correct", "y" * 1_000_000, "correct"),
    ],
    ids=["kind-list", "tags-text", "long-tag", "huge-seed", "time-list", "correct-text"],
)
def test_record_answer_refuses_huge_values_with_a_short_message(store, field, value, word):
    args = {"question_kind": "meld", "rule_tags": ["§3"], "seed": 1, "correct": True}
    args |= {"time_taken": 1.0, field: value}
    with pytest.raises(ValueError) as info:
        store.record_answer("Mina", **args)
    assert len(str(info.value)) < MESSAGE_MAX
    assert info.value.code in (
        "text-empty",
        "text-too-long",
        "tags-not-list",
        "seed-range",
        "time-taken-range",
        "correct-not-bool",
    )
    assert info.value.values["what"] == word
    assert store.learners() == []


EDGE = datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=23, minutes=59)))
"""A moment with no date in UTC (before year 1)."""


def test_every_progress_error_code_is_produced(store):
    """Each code of the closed set ProgressErrorCode comes out of the store's checks."""
    args = {"question_kind": "meld", "rule_tags": ["§3"], "seed": 1, "correct": True,
            "time_taken": 1.0}  # fmt: skip
    fill(store)
    profiles = Profiles(store.db)
    good = json.loads(store.export_json("Mina"))

    def imported(change) -> object:
        doc = json.loads(json.dumps(good))
        change(doc)
        return lambda: store.import_json(json.dumps(doc), as_name="Copy")

    attempts = {
        "name-not-text": lambda: store.add_learner(7),
        "name-empty": lambda: store.add_learner("  "),
        "name-too-long": lambda: store.add_learner("x" * 41),
        "name-control": lambda: store.add_learner("a\x07b"),
        "text-empty": lambda: store.record_answer("Mina", **{**args, "question_kind": ""}),
        "text-too-long": lambda: store.record_answer("Mina", **{**args, "rule_tags": ["t" * 999]}),
        "text-not-stored": imported(lambda d: d["answers"][0].update(question_kind=" meld")),
        "tags-not-list": lambda: store.record_answer("Mina", **{**args, "rule_tags": "§3"}),
        "tag-twice": imported(lambda d: d["answers"][0].update(rule_tags=["§3", "§3"])),
        "leitner-tag-twice": imported(lambda d: d["leitner"].append(d["leitner"][0])),
        "seed-range": lambda: store.record_answer("Mina", **{**args, "seed": 2**64}),
        "correct-not-bool": lambda: store.record_answer("Mina", **{**args, "correct": 1}),
        "time-taken-range": lambda: store.record_answer("Mina", **{**args, "time_taken": -1}),
        "time-out-of-range": lambda: store.record_answer("Mina", **args, answered_at=EDGE),
        "no-such-learner": lambda: store.export_json("Ghost"),
        "learner-has-answers": lambda: store.import_json(store.export_json("Mina")),
        "export-invalid": imported(lambda d: d["answers"][0].update(seed="x")),
        "not-an-id": lambda: store.save_lesson_step("Mina", "Melds!", "x", 2, 0, 0),
        "count-range": lambda: store.save_lesson_step("Mina", "melds", "x", 4, 0, 0),
        "no-stars": lambda: store.save_lesson_step("Mina", "melds", "x", 0, 0, 0),
        "step-index-range": lambda: store.save_lesson_place("Mina", "melds", -1),
        "pin-not-text": lambda: profiles.create("Ann", 1234),
        "pin-length": lambda: profiles.create("Ann", "123"),
        "pin-common": lambda: profiles.create("Ann", "123456"),
        "name-taken": lambda: profiles.create("Mina", "246813"),
        "no-such-profile": lambda: profiles.reset_pin("Ghost", "246813"),
    }
    assert set(attempts) == PROGRESS_ERROR_CODES
    for code, attempt in attempts.items():
        with pytest.raises(ProgressError) as info:
            attempt()
        err = info.value
        found = err.code
        if code in ("text-not-stored", "tag-twice", "leitner-tag-twice"):
            assert found == "export-invalid"
            found = err.values["problems"][0][1]
        assert found == code, (code, str(err))
        assert renders("progress-error", code)
        assert str(err) == store_error_sentence(err.code, err.values)
        assert 0 < len(str(err)) < MESSAGE_MAX
        with using("ko"):  # and in Korean
            assert re.search("[가-힣]", str(err)), code
        again = pickle.loads(pickle.dumps(err))
        assert (again.code, dict(again.values), str(again)) == (
            err.code,
            dict(err.values),
            str(err),
        )
    with pytest.raises(TypeError):
        ProgressError("no-such-code")
