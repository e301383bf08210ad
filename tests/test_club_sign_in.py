"""Sign-in limits an attacker cannot turn against a profile's owner (tutor/store/
sign_in_limits.py, issue 39), on an SQLite file and on PostgreSQL: free tries then doubling
delays per client and name, per client and per name; a try that must wait is neither checked
nor counted; the owner on another computer gets in after any number of an attacker's
wrong tries; one computer trying a PIN on many names is slowed; guesses sent together are
counted before they are checked; at most ARGON2_AT_ONCE argon2 checks run at once."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta

import pytest
from argon2 import PasswordHasher

from tutor.store import club, sign_in_limits
from tutor.store.club import Profiles
from tutor.store.sign_in_limits import ARGON2_AT_ONCE, LIMITS, NAME_CAP, WINDOW, Limit

T0 = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)
ATTACKER, OWNER = "203.0.113.9", "192.168.1.20"
LIMIT = {limit.kind: limit for limit in LIMITS}


class CountingHasher(PasswordHasher):
    """Cheap argon2 that notes every check, and how many ran at once at most."""

    def __init__(self, pause: float = 0.0) -> None:
        super().__init__(time_cost=1, memory_cost=64, parallelism=1)
        self.checked = 0
        self.running = 0
        self.most = 0
        self.pause = pause
        self._guard = threading.Lock()

    def verify(self, hash: str | bytes, password: str | bytes) -> bool:
        with self._guard:
            self.checked += 1
            self.running += 1
            self.most = max(self.most, self.running)
        try:
            time.sleep(self.pause)
            return super().verify(hash, password)
        finally:
            with self._guard:
                self.running -= 1


@pytest.fixture
def hasher(monkeypatch: pytest.MonkeyPatch) -> CountingHasher:
    counting = CountingHasher()
    monkeypatch.setattr(club, "HASHER", counting)
    return counting


@pytest.fixture
def profiles(target, hasher) -> Profiles:
    made = Profiles(target)
    made.create("Ann", "246813")
    return made


def at(seconds: float) -> datetime:
    return T0 + timedelta(seconds=seconds)


def test_a_limit_gives_free_tries_then_doubling_delays_up_to_its_cap() -> None:
    rule = Limit("x", free=3, cap=10.0)
    assert [rule.delay(n) for n in range(9)] == [0, 0, 0, 1, 2, 4, 8, 10, 10]
    assert rule.delay(10_000) == 10.0


def test_wrong_tries_from_one_client_wait_longer_each_time(profiles, hasher) -> None:
    free = LIMIT["client-name"].free
    for _ in range(free):
        assert profiles.sign_in("Ann", "000111", now=T0, client=ATTACKER).code == "wrong-pin"
    # The next try waits 1 s; made sooner it is refused unchecked and uncounted.
    hasher.checked = 0
    early = profiles.sign_in("Ann", "000112", now=at(0.5), client=ATTACKER)
    assert (early.code, early.wait) == ("wait", 1) and hasher.checked == 0
    moment, waits = 1.0, []
    for _ in range(5):
        assert profiles.sign_in("Ann", "000113", now=at(moment), client=ATTACKER).code == (
            "wrong-pin"
        )
        got = profiles.sign_in("Ann", "000114", now=at(moment), client=ATTACKER)
        waits.append(got.wait)
        moment += got.wait
    assert waits == [2, 4, 8, 16, 32]
    assert hasher.checked == 5  # the refused early tries cost no argon2 check
    # Even the right PIN waits its turn from that client; in time it works.
    assert profiles.sign_in("Ann", "246813", now=at(moment - 1), client=ATTACKER).code == "wait"
    assert profiles.sign_in("Ann", "246813", now=at(moment), client=ATTACKER).ok


@pytest.mark.parametrize("attempts", [5, 40])
def test_the_owner_signs_in_after_an_attackers_wrong_tries(profiles, attempts: int) -> None:
    """The attacker guesses as fast as the delays let them; the owner, on their own
    computer, gets in at once after a few wrong tries, and within NAME_CAP seconds of the
    attacker's last try after many (the name's delay), never locked out."""
    moment = 0.0
    for _ in range(attempts):
        got = profiles.sign_in("Ann", "999000", now=at(moment), client=ATTACKER)
        if got.code == "wait":
            moment += got.wait
            got = profiles.sign_in("Ann", "999000", now=at(moment), client=ATTACKER)
        assert got.code == "wrong-pin"
    owner = profiles.sign_in("Ann", "246813", now=at(moment), client=OWNER)
    if attempts <= LIMIT["name"].free:
        assert owner.ok
    else:
        assert owner.code == "wait" and owner.wait <= NAME_CAP
        assert profiles.sign_in("Ann", "246813", now=at(moment + owner.wait), client=OWNER).ok
    # The owner's success clears the name's count: the next wrong try elsewhere is free.
    assert profiles.sign_in("Ann", "999001", now=at(moment + 60), client="10.1.1.1").code == (
        "wrong-pin"
    )


def test_one_client_trying_a_pin_on_every_name_is_slowed(target, hasher) -> None:
    """The issue's attack: `1234` once against each of 30 names. With six-character PINs the
    commonest refused, and the client's own delay after 10 names, a burst opens nothing and
    the 30 names take hours, not seconds."""
    profiles = Profiles(target)
    for i in range(30):
        profiles.create(f"L{i}", f"pin-of-{i:02d}")
    opened, moment, refused_unchecked = 0, 0.0, 0
    for i in range(30):
        got = profiles.sign_in(f"L{i}", "123456", now=at(moment), client=ATTACKER)
        if got.code == "wait":
            refused_unchecked += 1
            moment += got.wait
            got = profiles.sign_in(f"L{i}", "123456", now=at(moment), client=ATTACKER)
        opened += got.ok
    assert opened == 0
    assert refused_unchecked == 30 - LIMIT["client"].free
    assert moment >= 2 * 60 * 60  # 1 + 2 + ... capped at 15 minutes a try
    # Another client is not slowed by it.
    assert profiles.sign_in("L3", "pin-of-03", now=at(moment), client=OWNER).ok


def test_guesses_sent_together_are_counted_before_they_are_checked(profiles, hasher) -> None:
    """Guesses from one client, each from its own thread (as Streamlit's sessions do): each
    try is counted in the write transaction before its PIN is checked, so only the free
    tries are checked and the rest are told to wait."""
    guesses = 15
    start = threading.Barrier(guesses)

    def guess(i: int):
        start.wait()
        return profiles.sign_in("Ann", f"{100000 + i}", now=T0, client=ATTACKER)

    with ThreadPoolExecutor(guesses) as pool:
        codes = [r.code for r in pool.map(guess, range(guesses))]
    free = LIMIT["client-name"].free
    assert codes.count("wrong-pin") == free and codes.count("wait") == guesses - free
    assert hasher.checked == free


def test_a_key_starts_again_after_a_quiet_window(profiles) -> None:
    for _ in range(LIMIT["client-name"].free):
        profiles.sign_in("Ann", "000111", now=T0, client=ATTACKER)
    assert profiles.sign_in("Ann", "000111", now=at(0.1), client=ATTACKER).code == "wait"
    later = at(WINDOW + 1)
    for _ in range(LIMIT["client-name"].free):
        assert profiles.sign_in("Ann", "000111", now=later, client=ATTACKER).code == "wrong-pin"


def test_the_tries_table_holds_no_address_and_no_name(profiles) -> None:
    profiles.sign_in("Ann", "000111", now=T0, client=ATTACKER)
    with profiles.db.read() as conn:
        rows = [tuple(map(str, r)) for r in conn.execute("SELECT * FROM sign_in_tries")]
    assert len(rows) == 3
    assert not any(ATTACKER in cell or "Ann" in cell for row in rows for cell in row)


def test_at_most_a_few_argon2_checks_run_at_once(target, monkeypatch) -> None:
    """Eight sign-ins at once, each to its own profile from its own client: at most
    ARGON2_AT_ONCE checks run together, every one is checked; one that gets no turn in time
    is refused as busy, unchecked."""
    slow = CountingHasher(pause=0.05)
    monkeypatch.setattr(club, "HASHER", slow)
    profiles = Profiles(target)
    for i in range(8):
        profiles.create(f"L{i}", "246813")
    slow.checked = 0
    start = threading.Barrier(8)

    def guess(i: int):
        start.wait()
        return profiles.sign_in(f"L{i}", "246813" if i < 2 else "975310", client=f"10.0.0.{i}")

    with ThreadPoolExecutor(8) as pool:
        results = list(pool.map(guess, range(8)))
    assert 1 <= slow.most <= ARGON2_AT_ONCE and slow.checked == 8
    assert [r.ok for r in results] == [True, True] + [False] * 6
    monkeypatch.setattr(sign_in_limits, "ARGON2_WAIT", 0.0)
    with sign_in_limits.argon2_turn(), sign_in_limits.argon2_turn():  # every turn taken
        with sign_in_limits.argon2_turn(0.0) as turn:
            assert not turn
        slow.checked = 0
        monkeypatch.setattr(
            sign_in_limits,
            "argon2_turn",
            lambda wait=None, known=False, turn=sign_in_limits.argon2_turn: turn(0.0),
        )
        assert profiles.sign_in("L0", "246813", client=OWNER).code == "busy"
        assert slow.checked == 0


def test_a_computer_the_owner_signed_in_from_meets_no_name_delay(profiles) -> None:
    """Many computers guessing keep the name's delay running; the owner's own computer,
    known from an earlier right PIN, is not held behind it (nor behind the argon2 queue:
    it has its own turn)."""
    assert profiles.sign_in("Ann", "246813", now=T0, client=OWNER).ok
    moment = 60.0
    for i in range(30):  # thirty computers, each its own guess
        profiles.sign_in("Ann", f"{200000 + i}", now=at(moment), client=f"198.51.100.{i}")
    stranger = profiles.sign_in("Ann", "246813", now=at(moment), client="192.168.1.77")
    assert stranger.code == "wait"
    assert profiles.sign_in("Ann", "246813", now=at(moment), client=OWNER).ok
    taken = (sign_in_limits.argon2_turn(), sign_in_limits.argon2_turn())  # every general turn
    own_turn = sign_in_limits.argon2_turn(0.0, known=True)
    with taken[0], taken[1], sign_in_limits.argon2_turn(0.0) as general, own_turn as own:
        assert not general and own
