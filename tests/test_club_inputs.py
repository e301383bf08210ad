"""The club's hostile inputs (issue 39): a number past Python's 4,300-digit limit refused in
time linear in the text (no regular expression over it), database addresses read by
SQLAlchemy's ``make_url`` (every PostgreSQL driver form accepted, anything else refused with
a clear message, never the password), names normalised before they are compared or shown,
and an imported game carrying another profile's game id refused without naming it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from probes import hostile_digits, ticked  # deploy/probes.py
from test_ledger import random_game

from tutor.engine.errors import InputError
from tutor.engine.inputs import MAX_DIGITS, MAX_JSON_CHARS, load_json
from tutor.store import game_file
from tutor.store.club import ClubLedger, Profiles
from tutor.store.db import StoreUnavailable, db_target
from tutor.store.errors import GameStoreError, ProgressError
from tutor.store.learners import clean_name
from tutor.store.ledger_store import LedgerStore
from tutor.store.postgres import is_postgres_url, parse_url
from tutor.store.progress import ProgressStore, open_store_safely

# -- numbers past Python's digit limit ---------------------------------------------------------


def test_a_number_past_the_digit_limit_is_refused_with_its_length() -> None:
    for sign in ("", "-"):
        with pytest.raises(InputError) as info:
            load_json(f'{{"a": [1, {sign}{"7" * 4_301}]}}', "game")
        assert info.value.code == "input-number-too-long"
        assert info.value.values["digits"] == 4_301 and info.value.values["limit"] == MAX_DIGITS
    with pytest.raises(InputError) as info:
        load_json('{"a": ' + "7" * (MAX_DIGITS + 1) + "}", "game")
    assert info.value.values["digits"] == MAX_DIGITS + 1
    assert load_json('{"a": -' + "7" * MAX_DIGITS + "}", "game") == {"a": -int("7" * MAX_DIGITS)}


@pytest.mark.parametrize("entry", ["load_json", "game import", "progress import"])
def test_a_5_mb_hostile_file_is_refused_in_linear_time(entry: str, tmp_path: Path) -> None:
    """The text the issue timed (14-24 s for a 5 MB game import): refused as fast as the
    parser reads a plain text of the same size (a ratio, so a busy machine does not fail
    it; bench/bench_club_attacks.py has the times), with no stall of the other threads."""
    text = hostile_digits(MAX_JSON_CHARS - 100)
    assert 4_990_000 < len(text) <= MAX_JSON_CHARS
    plain = "[" + ",".join(["1" * 20] * (len(text) // 21)) + "]"  # as long, short numbers
    store = ProgressStore(tmp_path / "hoola.db")
    work = {
        "load_json": lambda t: load_json(t, "game"),
        "game import": game_file.import_json,
        "progress import": store.import_json,
    }[entry]
    base, _, _ = ticked(lambda: json.loads(plain))
    took, stall, raised = ticked(lambda: work(text))
    assert isinstance(raised, ValueError) and raised.code == "input-number-too-long", raised
    assert took < 4 * base + 0.3, (took, base)
    assert stall < 4 * base + 0.3, (stall, base)


# -- database addresses ------------------------------------------------------------------------

ACCEPTED = [
    "postgresql://u:PW@h/db",
    "postgres://u:PW@h/db",
    "postgresql+psycopg://u:PW@h:5432/db",
    "postgresql+psycopg2://u:PW@h/db",
    "postgresql+pg8000://u:PW@h/db",
    "postgresql+asyncpg://u:PW@h/db",
    "POSTGRESQL+PSYCOPG2://u:PW@h/db",
    " postgresql://u:PW@[::1]:5/db?sslmode=require ",
]


@pytest.mark.parametrize("url", ACCEPTED)
def test_every_sqlalchemy_postgresql_form_is_a_server(url: str) -> None:
    assert is_postgres_url(url)
    parsed = parse_url(url)
    assert parsed.get_backend_name() == "postgresql" and parsed.password == "PW"
    assert parsed.database == "db"


REFUSED = [
    ("postgresql+foo://u:PW@h/db", "driver", "SQLAlchemy knows no PostgreSQL driver"),
    ("postgresql://u:PW@h:abc/db", "port", "the port after the host is not a number"),
    ("postgresql:/u:PW@h/db", "form", "SQLAlchemy cannot read it"),
    ("mysql://u:PW@h/db", "not-postgres", "a PostgreSQL server"),
    ("sqlite:///tmp/PW.db", "not-postgres", "or in a file given by its path"),
    ("postgresq://u:PW@h/db", "not-postgres", "a PostgreSQL server"),
]


@pytest.mark.parametrize(("url", "problem", "words"), REFUSED)
def test_an_address_the_tutor_cannot_use_is_refused_clearly(
    url: str, problem: str, words: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOOLA_TUTOR_DB", url)
    for attempt in (lambda: db_target(), lambda: parse_url(url), lambda: ProgressStore(url)):
        with pytest.raises(StoreUnavailable) as info:
            attempt()
        assert (info.value.code, info.value.values["problem"]) == ("bad-url", problem)
        said = str(info.value)
        assert said.startswith("HOOLA_TUTOR_DB is written as an address") and words in said
        assert "PW" not in said and "Traceback" not in said
    store, reason = open_store_safely(None)
    assert store is None and reason.code == "bad-url" and "PW" not in str(reason)
    assert list(tmp_path.iterdir()) == []  # no folder named after the address (its password)


def test_a_file_path_is_still_a_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for path in ("notes:1.db", "C:\\hoola\\hoola.db", "./postgresql.db", "~/postgresql/x.db"):
        assert not is_postgres_url(path)
        monkeypatch.setenv("HOOLA_TUTOR_DB", path)
        assert isinstance(db_target(), Path)


def test_the_app_says_an_unusable_address_without_its_password(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from apptest import open_page

    monkeypatch.setenv("HOOLA_TUTOR_DB", "postgresql+foo://club:PW@db.example/hoola")
    at = open_page("tutor/app/pages/progress.py")
    said = " ".join(w.value for w in at.warning)
    assert "SQLAlchemy knows no PostgreSQL driver" in said and "PW" not in said
    assert not at.exception


# -- names -------------------------------------------------------------------------------------

SAME = ["Ann\u200b", "\u200dAnn", "Ａｎｎ", "\u202eAnn", "Ann\u2066", "\ufeffAnn", " Ann "]


def test_names_that_look_the_same_are_the_same_person(target) -> None:
    store = ProgressStore(target)
    store.add_learner("Ann")
    for name in SAME:
        store.add_learner(name)
        store.record_answer(name, "meld", ["§3"], 1, True, 1.0)
    assert store.learners() == ["Ann"]
    assert len(store.answers("Ann")) == len(SAME)
    # Hangul written as jamo is the same name as its syllables.
    store.add_learner("\u1112\u1161\u11ab")
    assert "한" in store.learners()


def test_a_club_profile_cannot_be_made_twice_with_invisible_characters(target, fast_argon2) -> None:
    profiles = Profiles(target)
    profiles.create("Ann", "246813")
    for name in SAME:
        with pytest.raises(ProgressError) as info:
            profiles.create(name, "975310")
        assert info.value.code == "name-taken" and info.value.values["name"] == "Ann"
    assert profiles.sign_in("Ａｎｎ\u200b", "246813").ok
    assert profiles.create("\u202eZoe\u202c", "975310") == "Zoe"


def test_a_name_of_only_invisible_characters_is_empty() -> None:
    with pytest.raises(ProgressError) as info:
        clean_name("\u200b\u202e\u2066 ")
    assert info.value.code == "name-empty"


# -- an imported game's foreign id ---------------------------------------------------------------


def test_an_imported_game_of_another_profile_is_not_named(target) -> None:
    import random

    store = LedgerStore(target)
    ann, bo = ClubLedger(store, "Ann"), ClubLedger(store, "Bo")
    game = ann.create_game(
        random_game(random.Random(5)).model_copy(update={"name": "Ann's secret night"})
    )
    text = store.export_json(game.id)
    with pytest.raises(GameStoreError) as info:
        bo.import_json(text)
    assert info.value.code == "game-saved-elsewhere"
    said = str(info.value)
    assert "secret" not in said and game.id not in said and "import it as a copy" in said
    assert bo.list_games() == []
    copy = bo.import_json(text, as_copy=True)
    assert copy.id != game.id and [g.id for g in bo.list_games()] == [copy.id]
    with pytest.raises(GameStoreError) as own:  # the owner's own game is named, as before
        ann.import_json(text)
    assert own.value.code == "game-saved"
