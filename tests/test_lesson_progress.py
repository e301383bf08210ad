"""Lesson progress in the progress database (tutor.store.lesson_progress): stars per step,
the best result kept, the place in each lesson, read back by a new store on the same file."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tutor.store.db import MIGRATIONS, Database
from tutor.store.errors import ProgressError
from tutor.store.progress import ProgressStore

SCHEMA_VERSION = MIGRATIONS.latest


@pytest.fixture
def path(target: Path | str) -> Path | str:
    """An SQLite file and a PostgreSQL database (conftest's ``target``)."""
    return target


def test_stars_and_place_survive_a_new_store_on_the_same_file(path: Path) -> None:
    store = ProgressStore(path)
    store.save_lesson_step("Ann", "melds", "two-queens", 2, 1, 0)
    store.save_lesson_place("Ann", "melds", 4)
    store.close()
    again = ProgressStore(path)
    got = again.lesson_progress("Ann")
    assert got["melds"].stars == {"two-queens": 2}
    assert got["melds"].place == 4 and got["melds"].visited_at
    assert again.lesson_progress("Bo") == {}


def test_the_best_stars_are_kept(path: Path) -> None:
    store = ProgressStore(path)
    store.save_lesson_step("Ann", "melds", "find-one", 2, 1, 0)
    store.save_lesson_step("Ann", "melds", "find-one", 1, 2, 1)
    assert store.lesson_progress("Ann")["melds"].stars == {"find-one": 2}
    store.save_lesson_step("Ann", "melds", "find-one", 3, 0, 0)
    assert store.lesson_progress("Ann")["melds"].stars == {"find-one": 3}


def test_learners_are_kept_apart(path: Path) -> None:
    store = ProgressStore(path)
    store.save_lesson_step("Ann", "knock", "nine-points", 3, 0, 0)
    store.save_lesson_place("Bo", "table", 2)
    assert set(store.lesson_progress("Ann")) == {"knock"}
    assert store.lesson_progress("Bo")["table"].stars == {}


@pytest.mark.parametrize(
    ("args", "problem"),
    [
        (("Ann", "melds", "x", 0, 0, 0), ("no-stars", "stars")),
        (("Ann", "melds", "x", 4, 0, 0), ("count-range", "stars")),
        (("Ann", "melds", "x", 2, -1, 0), ("count-range", "misses")),
        (("Ann", "Melds!", "x", 2, 0, 0), ("not-an-id", "lesson-id")),
        (("Ann", "melds", "x y", 2, 0, 0), ("not-an-id", "step-name")),
        (("", "melds", "x", 2, 0, 0), ("name-empty", None)),
    ],
)
def test_bad_input_is_refused_with_a_clear_message(
    path: Path, args: tuple, problem: tuple[str, str | None]
) -> None:
    store = ProgressStore(path)
    with pytest.raises(ProgressError) as info:
        store.save_lesson_step(*args)
    assert (info.value.code, info.value.values.get("what")) == problem
    with pytest.raises(ProgressError) as info:
        store.save_lesson_place("Ann", "melds", -1)
    assert info.value.code == "step-index-range"


def test_an_older_database_gains_the_lesson_tables(tmp_path: Path) -> None:
    path = tmp_path / "hoola.db"
    Database(path, migrations=MIGRATIONS.up_to(1)).close()  # a file at schema 1
    conn = sqlite3.connect(path)
    conn.execute("INSERT INTO learners (name, created_at) VALUES ('Ann', '2026-01-01T00:00')")
    conn.commit()
    conn.close()
    store = ProgressStore(path)
    assert store.learners() == ["Ann"]
    store.save_lesson_step("Ann", "melds", "two-queens", 3, 0, 0)
    assert store.lesson_progress("Ann")["melds"].stars == {"two-queens": 3}
    with sqlite3.connect(path) as check:
        assert check.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
