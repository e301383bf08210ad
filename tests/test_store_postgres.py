"""The stores on a PostgreSQL server (tutor/store/postgres.py): what only a server has (a
password in the URL, a server that is down or only reads, connections cut, several
processes writing at once, a database that is not ours). The stores' own behaviour runs on
both SQLite and PostgreSQL in their test files (conftest's ``target``)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import psycopg
import pytest

from tutor.store.db import (
    MIGRATIONS,
    Database,
    StoreDamaged,
    StoreTooNew,
    StoreUnavailable,
    db_target,
)
from tutor.store.ledger_store import LedgerStore
from tutor.store.postgres import is_postgres_url
from tutor.store.progress import ProgressStore, open_store_safely

ROOT = Path(__file__).resolve().parents[1]


def _schema(url: str) -> str:
    return url.rsplit("%3D", 1)[1]


def test_one_database_layer_serves_both_backends(tmp_path: Path, pg_url: str) -> None:
    """A file and a server open as the same Database on a SQLAlchemy engine, and the same
    statement with named parameters (and a literal ``%``) runs on both."""
    for target, dialect in ((tmp_path / "hoola.db", "sqlite"), (pg_url, "postgresql")):
        db = Database(target)
        assert db.dialect == dialect and db.engine.dialect.name == dialect
        with db.write() as conn:
            conn.execute(
                "INSERT INTO learners (name, created_at) VALUES (:name, :at)",
                {"name": "50% Mina", "at": "2026-01-01"},
            )
        with db.read() as conn:
            found = conn.execute(
                "SELECT name FROM learners WHERE name LIKE '50%' AND created_at = :at",
                {"at": "2026-01-01"},
            ).fetchall()
        assert [tuple(r) for r in found] == [("50% Mina",)]
        db.close()


def test_a_url_is_a_server_and_anything_else_a_file(monkeypatch: pytest.MonkeyPatch) -> None:
    assert is_postgres_url("postgresql://u@h/db") and is_postgres_url(" postgres://h/db")
    assert not is_postgres_url("/home/me/postgresql.db") and not is_postgres_url(None)
    monkeypatch.setenv("HOOLA_TUTOR_DB", "postgresql://club@db.example/hoola")
    assert db_target() == "postgresql://club@db.example/hoola"
    monkeypatch.setenv("HOOLA_TUTOR_DB", "~/hoola.db")
    assert db_target() == Path("~/hoola.db").expanduser()


def test_an_unreachable_server_is_named_without_its_password() -> None:
    store, reason = open_store_safely("postgresql://club:s3cret@127.0.0.1:9/hoola")
    assert store is None and reason is not None
    assert reason.code == "server-unreachable"
    assert "s3cret" not in str(reason) and "127.0.0.1:9/hoola" in str(reason)
    assert "cannot reach the progress database server" in str(reason)


def test_a_server_that_only_reads_opens_read_only(pg_url: str) -> None:
    writer = ProgressStore(pg_url)
    writer.record_answer("Mina", "meld", ["§3"], 1, True, 1.0)
    exported = writer.export_json("Mina")
    writer.close()
    reader = ProgressStore(pg_url + "%20-cdefault_transaction_read_only%3Don")
    assert reader.read_only is not None and reader.read_only.code == "server-read-only"
    assert reader.learners() == ["Mina"] and reader.export_json("Mina")[:60] == exported[:60]
    with pytest.raises(StoreUnavailable) as info:
        reader.record_answer("Mina", "meld", ["§3"], 2, True, 1.0)
    assert info.value.code == "server-read-only"
    assert len(ProgressStore(pg_url).answers("Mina")) == 1


def test_a_database_of_another_program_is_refused_untouched(pg_cluster, pg_url: str) -> None:
    schema = _schema(pg_url)
    pg_cluster.sql(f"CREATE TABLE {schema}.learners (who TEXT)")
    with pytest.raises(StoreDamaged) as info:
        ProgressStore(pg_url)
    assert "hoola_meta" in str(info.value)
    with psycopg.connect(pg_cluster.url()) as conn:
        tables = conn.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = %s",
            (schema,),
        ).fetchall()
    assert tables == [("learners",)]


def test_a_newer_schema_is_refused(pg_cluster, pg_url: str) -> None:
    ProgressStore(pg_url).close()
    pg_cluster.sql(
        f"UPDATE {_schema(pg_url)}.hoola_meta SET value = '99' WHERE key = 'schema_version'"
    )
    with pytest.raises(StoreTooNew) as info:
        ProgressStore(pg_url)
    assert info.value.values["found"] == 99 and info.value.values["known"] == MIGRATIONS.latest


def test_connections_cut_by_the_server_are_made_again(pg_cluster, pg_url: str) -> None:
    """A server restart (here: every app connection ended) costs no answer: the pool checks
    a connection before lending it."""
    store = ProgressStore(pg_url)
    store.record_answer("Mina", "meld", ["§3"], 1, True, 1.0)
    pg_cluster.sql(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
        " WHERE application_name = 'hoola-tutor' AND pid <> pg_backend_pid()"
    )
    store.record_answer("Mina", "meld", ["§3"], 2, False, 1.0)
    assert [a.seed for a in store.answers("Mina")] == [1, 2]


def test_a_failed_write_leaves_nothing_behind(pg_url: str) -> None:
    store = LedgerStore(pg_url)
    with pytest.raises(ZeroDivisionError), store.db.write() as conn:
        conn.execute(
            "INSERT INTO games (id, name, game_json, created_at, updated_at)"
            " VALUES ('g', 'n', '{}', 'x', 'x')"
        )
        raise ZeroDivisionError
    assert store.list_games() == []


def test_progress_moves_between_a_file_and_a_server(tmp_path: Path, pg_url: str) -> None:
    on_file = ProgressStore(tmp_path / "hoola.db")
    for seed in range(5):
        on_file.record_answer("Mina", "meld", ["§3", "§5"], seed, seed % 2 == 0, 1.5)
    server = ProgressStore(pg_url)
    assert server.import_json(on_file.export_json("Mina")) == "Mina"
    assert server.answers("Mina") == on_file.answers("Mina")
    assert server.leitner_boxes("Mina") == on_file.leitner_boxes("Mina")
    back = json.loads(server.export_json("Mina"))
    assert back["answers"] == json.loads(on_file.export_json("Mina"))["answers"]


WRITER = textwrap.dedent(
    """
    import sys
    from tutor.store.progress import ProgressStore
    url, who, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    store = ProgressStore(url)
    for seed in range(count):
        # every writer answers for the shared learner and for its own one
        store.record_answer("Shared", "meld", ["§3", "§5"], seed, seed % 3 != 0, 0.5)
        store.record_answer(who, "meld", ["§3"], seed, True, 0.5)
    """
)


def test_four_processes_writing_at_once_lose_no_answer(pg_url: str) -> None:
    """4 processes × 250 answers into one PostgreSQL database at once (bench/bench_club_db.py
    runs the full 4 × 1,000): every answer is there, and the shared learner's Leitner boxes
    are those of its answers replayed in order (no update lost between writers)."""
    count = 125  # two answers each: 250 a process
    procs = [
        subprocess.Popen([sys.executable, "-c", WRITER, pg_url, f"W{i}", str(count)], cwd=ROOT)
        for i in range(4)
    ]
    assert [p.wait(timeout=120) for p in procs] == [0, 0, 0, 0]
    store = ProgressStore(pg_url)
    shared = store.answers("Shared")
    assert len(shared) == 4 * count
    assert sorted(a.seed for a in shared) == sorted(list(range(count)) * 4)
    for i in range(4):
        assert [a.seed for a in store.answers(f"W{i}")] == list(range(count))
        assert store.leitner_boxes(f"W{i}") == {"§3": 5}
    box = 1
    for answer in shared:  # replayed in the order they were saved
        box = min(box + 1, 5) if answer.correct else 1
    assert store.leitner_boxes("Shared")["§3"] == box


def test_replicas_starting_together_migrate_once(pg_url: str) -> None:
    code = "import sys; from tutor.store.progress import ProgressStore; ProgressStore(sys.argv[1])"
    procs = [subprocess.Popen([sys.executable, "-c", code, pg_url], cwd=ROOT) for _ in range(4)]
    assert [p.wait(timeout=60) for p in procs] == [0, 0, 0, 0]
    db = Database(pg_url)
    with db.read() as conn:
        meta = dict(conn.execute("SELECT key, value FROM hoola_meta").fetchall())
    assert meta == {"application": "hoola-tutor", "schema_version": str(MIGRATIONS.latest)}
