"""Saved games in SQLite (tutor.store.ledger_store): one transaction per change, refused changes
leave the file as it was, files survive a restart, and trouble raises StoreUnavailable."""

from __future__ import annotations

import json
import pickle
import random
import re
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from test_ledger import play, random_game, stock_round

from tutor.engine.inputs import quote
from tutor.engine.ledger import Game, LedgerError, ledger
from tutor.store import db as database
from tutor.store.club_games import shared_game
from tutor.store.db import MIGRATIONS, Database
from tutor.store.errors import STORE_ERROR_CODES, GameStoreError
from tutor.store.game_file import checksum, export_json
from tutor.store.ledger_store import GameNotFound, LedgerStore, Seen
from tutor.store.progress import ProgressStore, StoreUnavailable, parse_export
from tutor.words import using
from tutor.words.engine import renders, store_error_sentence

ROOT = Path(__file__).resolve().parent.parent
SCHEMA_VERSION = MIGRATIONS.latest


@pytest.fixture
def store(target) -> LedgerStore:
    """A store on an SQLite file and on a PostgreSQL database (conftest's ``target``)."""
    return LedgerStore()


def snapshot(db: Path) -> tuple:
    conn = sqlite3.connect(db)
    try:
        return (
            conn.execute("SELECT * FROM games ORDER BY id").fetchall(),
            conn.execute("SELECT * FROM rounds ORDER BY game_id, number").fetchall(),
        )
    finally:
        conn.close()


def three_player_game(**kw) -> Game:
    return Game.new(
        players=["Ann", "Bo", "Cy"],
        first_dealer="Ann",
        stake="0.5",
        currency="EUR",
        name="Friday",
        **kw,
    )


def test_the_store_uses_the_progress_database(store, db):
    assert store.path == db
    assert db.exists()
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    conn.close()
    assert {"games", "rounds", "learners", "answers"} <= tables


def test_create_list_load_round_trip(store):
    game = store.create_game(three_player_game())
    (summary,) = store.list_games()
    assert (summary.id, summary.name, summary.players, summary.rounds) == (
        game.id,
        "Friday",
        ("Ann", "Bo", "Cy"),
        0,
    )
    assert store.load_game(game.id) == game
    with pytest.raises(LedgerError) as info:
        store.create_game(game)
    assert info.value.code == "game-id-saved" and info.value["game_id"] == game.id
    with pytest.raises(GameNotFound) as missing:
        store.load_game("0123456789ab")
    assert missing.value.code == "no-such-game" and missing.value["game_id"] == "0123456789ab"


def test_rounds_add_edit_undo_and_everything_is_recomputed(store):
    game = store.create_game(three_player_game())
    store.add_round(game.id, stock_round(game, "Bo"))
    store.add_round(game.id, stock_round(game, "Cy"), expect=store.load_seen(game.id))
    saved = store.add_round(game.id, stock_round(game, "Ann"))
    assert store.load_game(game.id) == saved
    assert [r.dealer for r in ledger(saved).rounds] == ["Ann", "Bo", "Cy"]
    assert store.list_games()[0].rounds == 3

    edited = store.edit_round(game.id, 1, stock_round(game, "Cy"))
    assert [r.dealer for r in ledger(edited).rounds] == ["Ann", "Cy", "Cy"]
    assert store.load_game(game.id) == edited

    undone = store.undo_last_round(game.id, expect=store.load_seen(game.id))
    assert undone.rounds == edited.rounds[:2]
    assert store.load_game(game.id) == undone

    replaced = store.replace_rounds(game.id, [stock_round(game, "Bo")])
    assert len(store.load_game(game.id).rounds) == 1 == len(replaced.rounds)


def test_a_player_renamed_in_the_store_is_renamed_in_every_saved_round(store):
    game = store.create_game(three_player_game())
    store.add_round(game.id, stock_round(game, "Bo"))
    before = store.add_round(game.id, stock_round(game, "Cy"))
    seen = store.load_seen(game.id)
    renamed = store.rename_player(game.id, "Bo", "Bob", expect=seen)
    assert store.load_game(game.id) == renamed
    assert renamed.players == ("Ann", "Bob", "Cy")
    assert [r.winner for r in ledger(renamed).rounds] == ["Bob", "Cy"]
    assert ledger(renamed).totals["Bob"] == ledger(before).totals["Bo"]
    for bad, code in (("ann", "not-valid"), ("Bob", "rename-same")):
        with pytest.raises(LedgerError) as info:
            store.rename_player(game.id, "Bob", bad)
        assert info.value.code == code
    with pytest.raises(LedgerError) as changed:
        store.rename_player(game.id, "Bob", "Bo", expect=seen)
    assert changed.value.code == "game-changed"
    assert changed.value["renamed"] == (("Bo", "Bob"),)
    assert store.load_game(game.id) == renamed  # nothing written by a refused rename


def test_a_refused_change_leaves_the_file_as_it_was(store, db):
    game = store.create_game(three_player_game())
    store.add_round(game.id, stock_round(game, "Bo"))
    before = snapshot(db)
    bad = stock_round(game, "Cy")
    bad["players"][0].update(hand="2d 3d", melded=False)
    with pytest.raises(LedgerError) as info:
        store.add_round(game.id, bad)
    assert info.value.codes == ("in-round", "unmelded-hand-size") and info.value["number"] == 2
    with pytest.raises(LedgerError) as info:
        store.edit_round(game.id, 1, bad)
    assert info.value.codes == ("in-round", "unmelded-hand-size") and info.value["number"] == 1
    assert info.value.root["name"] == "Ann"
    empty = Seen(1, game)
    with pytest.raises(LedgerError) as changed:
        store.add_round(game.id, stock_round(game, "Cy"), expect=empty)
    assert changed.value.code == "game-changed"
    assert (changed.value["added"], changed.value["edited"]) == (1, ())
    with pytest.raises(LedgerError) as info:
        store.edit_round(game.id, 5, stock_round(game, "Cy"))
    assert info.value.code == "no-such-round" and info.value["number"] == 5
    assert snapshot(db) == before


def test_delete_game_removes_its_rounds(store, db):
    keep = store.create_game(three_player_game())
    gone = store.create_game(three_player_game())
    store.add_round(gone.id, stock_round(gone, "Bo"))
    assert store.delete_game(gone.id) is True
    assert store.delete_game(gone.id) is False
    assert [g.id for g in store.list_games()] == [keep.id]
    assert all(row[0] == keep.id for row in snapshot(db)[1])
    with pytest.raises(GameNotFound):
        store.add_round(gone.id, stock_round(gone, "Bo"))


def test_json_export_import_gives_an_identical_game(store, tmp_path):
    rng = random.Random(4)
    game = store.create_game(play(random_game(rng, 6), rng, 4))
    text = store.export_json(game.id)
    other = LedgerStore(tmp_path / "other.db")
    assert other.import_json(text) == game
    assert other.load_game(game.id) == game
    with pytest.raises(LedgerError) as info:
        other.import_json(text)
    assert info.value.code == "game-saved" and info.value["name"] == game.name
    copy = other.import_json(text, as_copy=True)
    assert copy.id != game.id and copy.rounds == game.rounds
    assert len(other.list_games()) == 2
    rows = store.export_csv(game.id).split("\n\n")[0].splitlines()
    assert len(rows) == 1 + 4 * 6


def test_an_invalid_or_tampered_file_changes_nothing(store, db):
    game = store.create_game(three_player_game())
    store.add_round(game.id, stock_round(game, "Bo"))
    text = store.export_json(game.id)
    store.delete_game(game.id)
    store.create_game(three_player_game())
    before = snapshot(db)
    doc = json.loads(text)
    doc["game"]["rounds"][0]["players"][1]["hand"] = "Kc"
    for bad, code in [
        (json.dumps(doc), "checksum-mismatch"),
        (text[:-20], "input-not-json"),
        ('{"format": "hoola-tutor-game", "version": 2}', "export-version"),
    ]:
        with pytest.raises(LedgerError) as info:
            store.import_json(bad)
        assert info.value.code == code
    assert snapshot(db) == before


def test_a_game_written_by_one_process_is_read_whole_by_another(db):
    rng = random.Random(12)
    game = play(random_game(rng, 5, hoola_doubles=True), rng, 6)
    script = textwrap.dedent(
        """
        import sys
        from tutor.store.game_file import import_json
        from tutor.store.ledger_store import LedgerStore
        game = import_json(sys.stdin.read())
        LedgerStore().create_game(game)
        print(game.id)
        """
    )
    writer = subprocess.run(
        [sys.executable, "-c", script],
        input=export_json(game),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=True,
    )
    assert writer.stdout.strip() == game.id
    reader = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from tutor.store.ledger_store import LedgerStore; "
            "print(LedgerStore().load_game(sys.argv[1]).model_dump_json())",
            game.id,
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=True,
    )
    assert Game.model_validate_json(reader.stdout) == game
    assert LedgerStore().load_game(game.id) == game
    assert ledger(LedgerStore().load_game(game.id)).totals == ledger(game).totals


def test_a_newer_schema_is_refused_and_left_untouched(store, db):
    store.create_game(three_player_game())
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = db.read_bytes()
    with pytest.raises(StoreUnavailable) as info:
        LedgerStore(db)
    assert info.value.code == "too-new" and info.value.values["found"] == 99
    assert db.read_bytes() == before


def test_a_file_that_is_not_a_database_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "junk.db"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StoreUnavailable) as info:
        LedgerStore(path)
    assert info.value.code == "damaged" and info.value.values["path"] == str(path)
    assert path.read_bytes() == b"this is not sqlite" * 100


def test_a_read_only_file_is_refused(store, db, monkeypatch):
    store.create_game(three_player_game())
    monkeypatch.setattr(Database, "open_mode", "ro")
    with pytest.raises(StoreUnavailable) as info:
        LedgerStore(db)
    assert info.value.code == "read-only"


def test_a_locked_database_raises_store_unavailable_and_changes_nothing(db):
    store = LedgerStore(db, timeout=0.2)
    game = store.create_game(three_player_game())
    before = snapshot(db)
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(StoreUnavailable) as info:
            store.add_round(game.id, stock_round(game, "Bo"))
        assert info.value.code == "locked"
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert snapshot(db) == before
    assert len(store.add_round(game.id, stock_round(game, "Bo")).rounds) == 1


def test_a_damaged_game_row_is_reported_and_others_still_list(store, db):
    good = store.create_game(three_player_game())
    bad = store.create_game(three_player_game())
    conn = sqlite3.connect(db)
    conn.execute("UPDATE games SET game_json = '{broken' WHERE id = ?", (bad.id,))
    conn.commit()
    conn.close()
    assert {g.id for g in store.list_games()} == {good.id, bad.id}
    with pytest.raises(StoreUnavailable) as info:
        store.load_game(bad.id)
    assert info.value.code == "game-damaged" and info.value.values["game_id"] == bad.id
    assert info.value.values["detail"] and "numbers" not in info.value.values
    assert store.load_game(good.id) == good


def test_a_game_whose_rounds_skip_a_number_is_reported(store, db):
    game = store.create_game(three_player_game())
    for winner in ("Bo", "Cy"):
        game = store.add_round(game.id, stock_round(game, winner))
    conn = sqlite3.connect(db)
    conn.execute("UPDATE rounds SET number = 5 WHERE game_id = ? AND number = 2", (game.id,))
    conn.commit()
    conn.close()
    with pytest.raises(StoreUnavailable) as info:
        store.load_game(game.id)
    err = info.value
    assert (err.code, dict(err.values)) == (
        "game-damaged",
        {"game_id": game.id, "path": str(db), "numbers": (1, 5)},
    )
    assert str(err) == store_error_sentence("game-damaged", err.values)


def test_migration_from_a_progress_only_database_keeps_learners(db, monkeypatch):
    monkeypatch.setattr(database, "MIGRATIONS", MIGRATIONS.up_to(2))
    ProgressStore(db).add_learner("Mina")
    monkeypatch.undo()
    monkeypatch.setenv("HOOLA_TUTOR_DB", str(db))
    store = LedgerStore()
    assert ProgressStore(db).learners() == ["Mina"]
    assert store.list_games() == []
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()


def test_every_store_problem_has_its_code_words_and_values(store):
    """Each code of the store's closed set is produced here and worded by the explainer;
    the error pickles with its code, values and words (issue 11: errors as data)."""
    game = store.create_game(three_player_game())
    store.add_round(game.id, stock_round(game, "Bo"))
    text = store.export_json(game.id)
    doc = json.loads(text)
    resealed = {**doc, "game": {**doc["game"], "rounds": {}}}
    resealed["checksum"] = checksum(resealed["game"])
    calls = {
        "not-an-export": lambda: store.import_json("[]"),
        "export-version": lambda: store.import_json(json.dumps({**doc, "version": True})),
        "no-game": lambda: store.import_json(json.dumps({**doc, "game": 3})),
        "no-checksum": lambda: store.import_json(json.dumps({**doc, "checksum": None})),
        "checksum-mismatch": lambda: store.import_json(json.dumps({**doc, "checksum": "sha256:0"})),
        "rounds-not-list": lambda: store.import_json(json.dumps(resealed)),
        "game-saved": lambda: store.import_json(text),
        "game-id-saved": lambda: store.create_game(game),
        "game-changed": lambda: store.add_round(
            game.id, stock_round(game, "Cy"), expect=Seen(1, game)
        ),
        "no-such-game": lambda: store.load_game("0" * 12),
        "no-shared-game": lambda: shared_game(store, "no-such-token-" * 2),
        "game-saved-elsewhere": lambda: store.import_json(text, mine=lambda conn, gid: False),
    }
    assert set(calls) == STORE_ERROR_CODES
    for code, call in calls.items():
        with pytest.raises(GameStoreError) as info:
            call()
        err = info.value
        assert err.code == code and isinstance(err, LedgerError)
        assert renders("store-error", code) and str(err) == store_error_sentence(code, err.values)
        with using("ko"):  # and in Korean
            assert re.search("[가-힣]", str(err)), code
        again = pickle.loads(pickle.dumps(err))
        assert (type(again), again.code, dict(again.values), str(again)) == (
            type(err),
            err.code,
            dict(err.values),
            str(err),
        )
    with pytest.raises(GameStoreError) as info:
        store.import_json(json.dumps({**doc, "version": True}))
    assert dict(info.value.values) == {"what": "game", "found": quote(True), "version": 1}


def test_a_progress_file_of_another_kind_is_refused_with_the_code():
    """The progress import shares the export envelope: its ValueError carries the code."""
    with pytest.raises(ValueError) as info:
        parse_export('{"format": "hoola-tutor-game", "version": 1}')
    assert info.value.code == "not-an-export" and info.value.values["what"] == "progress"
