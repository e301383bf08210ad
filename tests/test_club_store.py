"""Private profiles (tutor/store/club.py, club_games.py), on an SQLite file and on PostgreSQL:
PINs kept only as argon2 hashes, the limit on wrong tries (under parallel guesses too), a
refusal that tells nothing about the name, an admin's reset, remembered sign-ins, games only
their owner sees or changes (saved with their owner in one transaction), and read-only share
links."""

from __future__ import annotations

import hashlib
import random
import threading
from datetime import UTC, datetime, timedelta

import pytest
from argon2 import PasswordHasher
from test_ledger import play, random_game

from tutor.store import club, club_games
from tutor.store.club import (
    SESSION_HOURS,
    ClubLedger,
    Profiles,
    shared_game,
)
from tutor.store.errors import ProgressError
from tutor.store.ledger_store import GameNotFound, LedgerStore
from tutor.store.progress import ProgressStore

T0 = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def _fast(request: pytest.FixtureRequest) -> None:
    """Cheap argon2 except in the test that checks the real hash."""
    if request.node.name.split("[")[0] != "test_a_pin_is_kept_only_as_an_argon2_hash":
        request.getfixturevalue("fast_argon2")


@pytest.fixture
def profiles(target) -> Profiles:
    return Profiles(target)


class CountingHasher(PasswordHasher):
    """The tests' cheap argon2, noting every hash it checks a PIN against."""

    def __init__(self) -> None:
        super().__init__(time_cost=1, memory_cost=64, parallelism=1)
        self.checked: list[str] = []
        self._guard = threading.Lock()

    def verify(self, hash: str | bytes, password: str | bytes) -> bool:
        with self._guard:
            self.checked.append(str(hash))
        return super().verify(hash, password)


@pytest.fixture
def hasher(monkeypatch: pytest.MonkeyPatch) -> CountingHasher:
    counting = CountingHasher()
    monkeypatch.setattr(club, "HASHER", counting)
    return counting


def _pin_hash(profiles: Profiles, name: str) -> str:
    with profiles.db.read() as conn:
        return conn.execute(
            "SELECT s.pin_hash FROM profile_secrets s JOIN learners l ON l.id = s.learner_id"
            " WHERE l.name = :name",
            {"name": name},
        ).fetchone()[0]


def test_a_pin_is_kept_only_as_an_argon2_hash(profiles: Profiles) -> None:
    profiles.create("Ann", "246813")
    with profiles.db.read() as conn:
        (digest,) = conn.execute("SELECT pin_hash FROM profile_secrets").fetchone()
    assert digest.startswith("$argon2id$v=19$m=65536,t=3,p=4$") and "246813" not in digest
    assert profiles.has_pin("Ann") and not profiles.has_pin("Bo")
    assert profiles.sign_in("Ann", "246813").ok
    assert ProgressStore(profiles.db).learners() == ["Ann"]


def test_nobody_takes_over_a_profile_by_creating_it_again(profiles: Profiles) -> None:
    profiles.create("Ann", "246813")
    ProgressStore(profiles.db).add_learner("Old")
    for name in ("Ann", " Ann ", "Old"):
        with pytest.raises(ProgressError) as info:
            profiles.create(name, "909192")
        assert info.value.code == "name-taken"
    assert profiles.sign_in("Ann", "909192").code == "wrong-pin"
    assert profiles.sign_in("Ghost", "909192").code == "no-profile"
    assert profiles.sign_in("Old", "909192").code == "no-profile"


def test_an_admin_reset_sets_a_new_pin_and_clears_the_delay(profiles: Profiles) -> None:
    profiles.create("Ann", "246813")
    for i in range(12):  # from twelve computers: the name's own delay
        profiles.sign_in("Ann", "135792", now=T0, client=f"10.0.0.{i}")
    assert profiles.sign_in("Ann", "246813", now=T0, client="10.0.1.7").code == "wait"
    profiles.reset_pin("Ann", "new pass phrase")
    assert profiles.sign_in("Ann", "246813", now=T0, client="10.0.1.7").code == "wrong-pin"
    assert profiles.sign_in("Ann", "new pass phrase", now=T0, client="10.0.1.7").ok
    ProgressStore(profiles.db).add_learner("Old")
    profiles.reset_pin("Old", "first pin")  # an old, unprotected profile gets its first PIN
    assert profiles.sign_in("Old", "first pin").ok


def test_an_unknown_name_costs_the_same_argon2_check_as_a_wrong_pin(profiles, hasher) -> None:
    profiles.create("Ann", "246813")
    ProgressStore(profiles.db).add_learner("Old")  # a learner without a PIN: no profile
    stand_ins = set()
    for name in ("Ghost", "Old", "Ann"):
        hasher.checked.clear()
        got = profiles.sign_in(name, "135792", now=T0)
        assert not got.ok and len(hasher.checked) == 1, (name, hasher.checked)
        if name != "Ann":
            stand_ins.add(hasher.checked[0])
    assert got.code == "wrong-pin" and hasher.checked == [_pin_hash(profiles, "Ann")]
    # The unknown names were checked against one stand-in hash of the same kind, which no
    # PIN opens.
    (stand_in,) = stand_ins
    assert stand_in.split("$")[1:4] == hasher.hash("x").split("$")[1:4]
    assert profiles.sign_in("Ghost", "", now=T0).code == "no-profile"


def test_a_remembered_sign_in_lasts_until_sign_out_expiry_or_a_reset(profiles) -> None:
    profiles.create("Ann", "246813")
    profiles.create("Bo", "135792")
    token = profiles.open_session("Ann", now=T0)
    assert len(token) >= 32 and token != profiles.open_session("Ann", now=T0)
    with profiles.db.read() as conn:
        kept = [h for (h,) in conn.execute("SELECT token_hash FROM club_sessions")]
    assert hashlib.sha256(token.encode()).hexdigest() in kept and token not in kept
    assert profiles.session_learner(token, now=T0 + timedelta(hours=1)) == "Ann"
    end = T0 + timedelta(hours=SESSION_HOURS)
    assert profiles.session_learner(token, now=end - timedelta(seconds=1)) == "Ann"
    assert profiles.session_learner(token, now=end) is None  # expired
    for wrong in (token[:-1] + ("A" if token[-1] != "A" else "B"), "", None, 12, "x" * 500):
        assert profiles.session_learner(wrong, now=T0) is None
    profiles.close_session(token)  # signing out ends it at once
    assert profiles.session_learner(token, now=T0) is None
    anns, bos = profiles.open_session("Ann", now=T0), profiles.open_session("Bo", now=T0)
    profiles.reset_pin("Ann", "new pin")  # a reset signs every browser of Ann's out
    assert profiles.session_learner(anns, now=T0) is None
    assert profiles.session_learner(bos, now=T0) == "Bo"
    with pytest.raises(ProgressError) as info:
        profiles.open_session("Ghost")
    assert info.value.code == "no-such-profile"
    # Ended sign-ins are swept away when a new one is made.
    profiles.open_session("Bo", now=T0 + timedelta(days=2))
    with profiles.db.read() as conn:
        assert conn.execute("SELECT COUNT(*) FROM club_sessions").fetchone()[0] == 1


def test_any_text_is_a_pin_and_any_value_a_wrong_one(profiles: Profiles) -> None:
    """A PIN is checked as typed, spaces, Hangul and a lone surrogate (text decoded from
    bytes that were not UTF-8) included; a value that is not text is a wrong PIN."""
    typed = (("Ann", " 훌라 hoola ", "훌라 hoola"), ("Bo", "pins\udcff\udcfe", "pins"))
    for name, pin, near in typed:
        profiles.create(name, pin)
        assert profiles.sign_in(name, pin).ok
        assert profiles.sign_in(name, near).code == "wrong-pin"
    profiles.create("Cy", "246813")
    for i, wrong in enumerate((None, 246813, b"246813", "246813\ud800")):
        got = profiles.sign_in("Cy", wrong, client=f"10.0.0.{i}")  # type: ignore[arg-type]
        assert got.code == "wrong-pin"


@pytest.mark.parametrize(
    "pin",
    ["", "123", "12345", "x" * 129, None, 1234, "123456", "000000", "aaaaaaa", "345678",
     "987654", "890123", "Password", " qwerty ", "1q2w3e4r"],
)  # fmt: skip
def test_a_pin_of_the_wrong_shape_or_a_common_one_is_refused(profiles: Profiles, pin) -> None:
    with pytest.raises(ProgressError) as info:
        profiles.create("Ann", pin)
    assert info.value.code in ("pin-length", "pin-not-text", "pin-common")
    assert "PIN" in str(info.value) and ProgressStore(profiles.db).learners() == []


def _game(seed: int):
    rng = random.Random(seed)
    return play(random_game(rng, players=3), rng, 2)


def test_a_game_belongs_to_the_profile_that_made_it(target) -> None:
    store = LedgerStore(target)
    ann, bo = ClubLedger(store, "Ann"), ClubLedger(store, "Bo")
    game = ann.create_game(_game(1))
    other = bo.create_game(_game(2))
    assert [g.id for g in ann.list_games()] == [game.id]
    assert [g.id for g in bo.list_games()] == [other.id]
    assert ann.load_game(game.id) == game and ann.has_game(game.id) and not bo.has_game(game.id)
    refused = [
        lambda: bo.load_game(game.id),
        lambda: bo.delete_game(game.id),
        lambda: bo.undo_last_round(game.id),
        lambda: bo.replace_rounds(game.id, []),
        lambda: bo.rename_player(game.id, game.players[0], "Zoe"),
        lambda: bo.export_json(game.id),
        lambda: bo.export_csv(game.id),
        lambda: bo.share(game.id),
        lambda: bo.stop_sharing(game.id),
        lambda: bo.load_game("no-such-id"),
    ]
    for attempt in refused:
        with pytest.raises(GameNotFound) as info:
            attempt()
        assert info.value.code == "no-such-game"
    assert store.load_game(game.id) == game  # untouched
    assert ann.rename_player(game.id, game.players[0], "Zoe").players[0] == "Zoe"
    game = store.load_game(game.id)
    imported = bo.import_json(store.export_json(game.id), as_copy=True)
    assert {g.id for g in bo.list_games()} == {other.id, imported.id}
    assert ann.delete_game(game.id) and ann.list_games() == []


@pytest.mark.parametrize("how", ["create", "import"])
def test_a_game_is_never_saved_without_its_owner(target, monkeypatch, how: str) -> None:
    """The owner is written in the game's own transaction: when that step fails, the game
    is not saved either."""
    store = LedgerStore(target)
    game = _game(7)
    text = store.export_json(store.create_game(game).id)
    store.delete_game(game.id)

    def broken(conn, name):
        raise RuntimeError("the owner could not be written")

    monkeypatch.setattr(club_games, "ensure_learner", broken)
    ann = ClubLedger(store, "Ann")
    with pytest.raises(RuntimeError):
        ann.create_game(game) if how == "create" else ann.import_json(text)
    assert store.list_games() == [] and not store.has_game(game.id)
    monkeypatch.undo()
    saved = ann.create_game(game) if how == "create" else ann.import_json(text)
    assert [g.id for g in ann.list_games()] == [saved.id]


def test_a_share_link_shows_a_game_and_nothing_else(target) -> None:
    store = LedgerStore(target)
    ann = ClubLedger(store, "Ann")
    game = ann.create_game(_game(3))
    secret = ann.create_game(_game(4))
    token = ann.share(game.id)
    assert len(token) >= 32 and ann.share(game.id) == token
    assert shared_game(store, token) == game
    for wrong in (token[:-1] + ("A" if token[-1] != "A" else "B"), "", None, game.id, "x" * 500):
        with pytest.raises(GameNotFound):
            shared_game(store, wrong)
    assert ClubLedger(store, "Bo").list_games() == []
    assert ann.share(secret.id) != token
    ann.stop_sharing(game.id)
    with pytest.raises(GameNotFound):
        shared_game(store, token)
    assert ann.share(game.id) != token  # a new link, the old one stays dead


def test_an_admin_resets_a_pin_from_the_command_line(target, monkeypatch, capsys) -> None:
    import io

    from tutor import cli

    Profiles(target).create("Ann", "246813")
    monkeypatch.setattr("sys.stdin", io.StringIO("fresh pin\n"))
    assert cli.main(["reset-pin", "Ann", "--db", str(target)]) == 0
    assert "New PIN set for Ann" in capsys.readouterr().out
    assert Profiles(target).sign_in("Ann", "fresh pin").ok
    monkeypatch.setattr("sys.stdin", io.StringIO("1234\n"))
    assert cli.main(["reset-pin", "Ann", "--db", str(target)]) == 2
    assert "6 to 128 characters" in capsys.readouterr().err
