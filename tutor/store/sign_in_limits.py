"""Limits on guessing PINs that an attacker cannot turn against a profile's owner (schema
step 8: the table ``sign_in_tries``).

**The model.** An attacker on the club's network knows the learners' names and sends sign-ins
from one computer (one address) or a few. What they must not get: many guesses at one
profile, one guess at many profiles, the replicas' time (argon2 is slow on purpose), or a way
to keep the owner out. So a wrong try is counted under three keys, each with its own free
tries and a delay that then doubles with every further wrong try, up to a cap:

=================  ==========  ===============  ==========================================
key                free tries  delay cap        stops
=================  ==========  ===============  ==========================================
client and name    3           15 minutes       one computer guessing one profile's PIN
client             10          15 minutes       one computer trying a PIN on every profile
name               10          30 seconds       many computers guessing one profile's PIN
=================  ==========  ===============  ==========================================

A try made while one of its keys still has to wait is refused *unchecked and uncounted*
(``wait``, with the seconds left), before it asks for an argon2 turn, so it costs no argon2
check and no lengthening of the delay. There is no lock: the owner, on their own computer,
meets none of the attacker's client delays and at most the name's, :data:`NAME_CAP`
seconds after an attacker's wrong try, however many there were. A computer the owner has
signed in from before (within :data:`KNOWN_DAYS` days) is *known* for that name: it meets
no name delay at all and has an argon2 turn of its own (:func:`argon2_turn`), so a crowd of
guessing computers can neither hold the owner's sign-in behind the name's delay nor behind
the argon2 queue. A right PIN clears the name's keys (not the client's: signing in to one's
own profile does not buy more guesses at others'). A key left alone for :data:`WINDOW`
seconds starts again from nothing. Keys are kept as SHA-256 digests: the table holds
neither addresses nor names. The delays do not depend on whether the name exists, so a
``wait`` tells nothing about it either.

Guessing by many computers at once is slowed to one try per :data:`NAME_CAP` seconds a
profile: with six-character PINs and the commonest ones refused
(:func:`tutor.store.club.clean_pin`), about 10^6 PINs at 2,880 tries a day take years.

**The replica's time.** At most :data:`ARGON2_AT_ONCE` argon2 checks (and one more for a
known computer) run at once in one process (each takes 64 MiB and about a third of a
second of a core); a sign-in that cannot get a turn within :data:`ARGON2_WAIT` seconds is
refused as ``busy``, unchecked and uncounted, so a burst of guesses queues behind the cap
instead of stalling every learner's page.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta

from tutor.store.db import MIGRATIONS, Conn
from tutor.store.schema import make_step

__all__ = [
    "ARGON2_AT_ONCE",
    "ARGON2_WAIT",
    "LIMITS",
    "NAME_CAP",
    "WINDOW",
    "Limit",
    "KNOWN_DAYS",
    "argon2_turn",
    "clear",
    "count_try",
    "keys_for",
    "known",
    "remember",
    "seconds_to_wait",
    "v8_sign_in_tries",
]


@dataclass(frozen=True)
class Limit:
    """One key's rule: ``free`` wrong tries without a delay, then a delay of 1 s doubling
    with each further wrong try, at most ``cap`` seconds."""

    kind: str
    free: int
    cap: float

    def delay(self, failures: int) -> float:
        """Seconds the next try waits after ``failures`` wrong tries in a row."""
        if failures < self.free:
            return 0.0
        return min(self.cap, 2.0 ** min(failures - self.free, 30))


NAME_CAP = 30.0
LIMITS = (
    Limit("client-name", free=3, cap=15 * 60.0),
    Limit("client", free=10, cap=15 * 60.0),
    Limit("name", free=10, cap=NAME_CAP),
)
"""The three keys a try is counted under (the module's table)."""
WINDOW = 3600.0
"""Seconds after its last wrong try that a key starts again from nothing."""
KNOWN_DAYS = 30
"""How long a computer stays known for a name after a right PIN from it."""
ARGON2_AT_ONCE = 2
ARGON2_WAIT = 10.0

_TURNS = threading.BoundedSemaphore(ARGON2_AT_ONCE)
_KNOWN_TURN = threading.BoundedSemaphore(1)


@MIGRATIONS.register(8)
def v8_sign_in_tries(conn: Conn) -> None:
    """Schema 8: wrong sign-in tries by key (the SHA-256 of a client, a name, or both)."""
    make_step(conn, 8)


def _digest(*parts: str) -> str:
    return hashlib.sha256("\x00".join(parts).encode("utf-8", "surrogatepass")).hexdigest()


def keys_for(client: str, name: str) -> dict[str, str]:
    """The keys of a try by ``client`` (an address; ``""`` when unknown) at ``name``
    (already cleaned), by kind; ``known`` marks a right PIN from that client."""
    return {
        "client-name": _digest("client-name", client, name),
        "client": _digest("client", client),
        "name": _digest("name", name),
        "known": _digest("known", client, name),
    }


def known(conn: Conn, keys: dict[str, str], now: datetime) -> bool:
    """Whether the client signed in to the name with a right PIN within :data:`KNOWN_DAYS`
    days (an unknown client, ``""``, is never known)."""
    row = conn.execute(
        "SELECT last_at FROM sign_in_tries WHERE key = :key", {"key": keys["known"]}
    ).fetchone()
    if row is None:
        return False
    return now - datetime.fromisoformat(row[0]) < timedelta(days=KNOWN_DAYS)


def remember(conn: Conn, keys: dict[str, str], now: datetime) -> None:
    """Note a right PIN from the client (:func:`known`)."""
    conn.execute(
        "INSERT INTO sign_in_tries (key, failures, last_at) VALUES (:key, 0, :now)"
        " ON CONFLICT (key) DO UPDATE SET last_at = excluded.last_at",
        {"key": keys["known"], "now": _stamp(now)},
    )


def _stamp(moment: datetime) -> str:
    return moment.isoformat(timespec="microseconds")


def _rows(conn: Conn, keys: dict[str, str]) -> dict[str, tuple[int, datetime]]:
    found = {}
    for kind in ("client-name", "client", "name"):
        key = keys[kind]
        row = conn.execute(
            "SELECT failures, last_at FROM sign_in_tries WHERE key = :key", {"key": key}
        ).fetchone()
        if row is not None:
            found[kind] = (int(row[0]), datetime.fromisoformat(row[1]))
    return found


def seconds_to_wait(
    conn: Conn, keys: dict[str, str], now: datetime, *, known: bool = False
) -> float:
    """How long a try with ``keys`` must still wait (0: it may be checked now); a known
    client meets no name delay."""
    rows = _rows(conn, keys)
    wait = 0.0
    for limit in LIMITS:
        if limit.kind not in rows or (known and limit.kind == "name"):
            continue
        failures, last = rows[limit.kind]
        since = (now - last).total_seconds()
        if since >= WINDOW:
            continue
        wait = max(wait, limit.delay(failures) - since)
    return wait


def count_try(conn: Conn, keys: dict[str, str], now: datetime) -> None:
    """Count a try as wrong under every key, *before* its PIN is checked (in the caller's
    write transaction), so parallel guesses meet the delay; a right PIN then clears the
    name's keys (:func:`clear`)."""
    fresh = _stamp(now - timedelta(seconds=WINDOW))
    for kind in ("client-name", "client", "name"):
        key = keys[kind]
        conn.execute(
            "INSERT INTO sign_in_tries (key, failures, last_at) VALUES (:key, 1, :now)"
            " ON CONFLICT (key) DO UPDATE SET last_at = excluded.last_at,"
            " failures = CASE WHEN sign_in_tries.last_at <= :fresh THEN 1"
            " ELSE sign_in_tries.failures + 1 END",
            {"key": key, "now": _stamp(now), "fresh": fresh},
        )


def clear(conn: Conn, keys: dict[str, str], kinds: tuple[str, ...]) -> None:
    """Forget the wrong tries of ``kinds`` (after a right PIN; a PIN reset)."""
    for kind in kinds:
        conn.execute("DELETE FROM sign_in_tries WHERE key = :key", {"key": keys[kind]})


@contextmanager
def argon2_turn(wait: float | None = None, *, known: bool = False) -> Iterator[bool]:
    """One of the process's :data:`ARGON2_AT_ONCE` argon2 turns (a known client's own turn
    when ``known``): yields ``True`` once one is held (released after the block), ``False``
    when none came within ``wait`` s (:data:`ARGON2_WAIT` by default)."""
    turns = _KNOWN_TURN if known else _TURNS
    got = turns.acquire(timeout=ARGON2_WAIT if wait is None else wait)
    try:
        yield got
    finally:
        if got:
            turns.release()
