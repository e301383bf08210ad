"""Private profiles for a tutor shared by a club: a PIN (or password) per profile, kept only as
an argon2 hash, a limit on wrong tries that holds under parallel guesses, and sign-ins a
browser keeps for a while.

This module owns schema steps 5 and 6. Step 5 (:func:`v5_private_profiles`): the
``profile_secrets`` table (one row per protected learner: the hash, the wrong tries in a row
and until when the profile is locked) and two columns of ``games``, ``owner_id`` and
``share_token`` (used by :mod:`tutor.store.club_games`). Step 6 (:func:`v6_club_sessions`):
``club_sessions``, the remembered sign-ins, each kept only as the SHA-256 of its token.

* :class:`Profiles` creates a protected profile, checks a PIN (:class:`SignIn`, a value with
  its outcome code), and lets a club admin set a new PIN (``hoola club reset-pin``).
* **The try limit holds under parallel guesses.** A try is counted *before* its PIN is
  checked, in one write transaction (one ``UPDATE … RETURNING``, under the write lock on
  PostgreSQL, ``BEGIN IMMEDIATE`` on SQLite); the try that reaches :data:`MAX_TRIES` sets the
  lock at once, so however many guesses arrive together, at most :data:`MAX_TRIES` are
  checked before the lock. A right PIN then clears the count (and the lock it may have set).
* **A refusal tells nothing about the name.** An unknown name, a wrong PIN and a locked
  profile each cost one write transaction and one argon2 check (of a stand-in hash when
  there is no real one to check), so they take about as long (bench/bench_club_sign_in.py);
  the app shows the same sentence for all three.
* Argon2 is slow on purpose (tens of milliseconds): it runs outside any write transaction,
  so a sign-in never holds up other learners' answers.
* **Remembered sign-ins** (:meth:`Profiles.open_session`): an unguessable token (192 random
  bits) for the browser, stored only as its SHA-256, valid :data:`SESSION_HOURS` hours;
  signing out ends it, and an admin's PIN reset ends every one of the profile's.

Games' owners and share links: :mod:`tutor.store.club_games` (re-exported here).
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Literal

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from tutor.store.club_games import TOKEN_BYTES, ClubLedger, shared_game
from tutor.store.db import MIGRATIONS, Conn, Store
from tutor.store.errors import ProgressError
from tutor.store.learners import clean_name, ensure_learner, find_learner, shown

__all__ = [
    "LOCK_MINUTES",
    "MAX_TRIES",
    "PIN_MAX",
    "PIN_MIN",
    "SESSION_HOURS",
    "ClubLedger",
    "Profiles",
    "SignIn",
    "shared_game",
    "v5_private_profiles",
    "v6_club_sessions",
]

PIN_MIN = 4
PIN_MAX = 128
MAX_TRIES = 5
"""Wrong PINs in a row that lock a profile."""
LOCK_MINUTES = 15
"""How long a locked profile refuses every PIN, the right one too (an admin reset unlocks)."""
SESSION_HOURS = 12
"""How long a browser stays signed in (a club evening) unless its learner signs out."""

HASHER = PasswordHasher()
"""The PIN hasher: argon2id with the library's defaults (RFC 9106's low-memory profile).
Tests that hash many PINs set a cheaper one here (the hash stays argon2id)."""

SignInCode = Literal["signed-in", "wrong-pin", "locked", "no-profile"]
"""How a sign-in went: ``wrong-pin`` with ``tries_left``; ``locked`` with ``until``."""


@MIGRATIONS.register(5)
def v5_private_profiles(conn: Conn) -> None:
    """Schema 5: PIN hashes and wrong tries per profile; games' owners and share tokens."""
    conn.execute(
        "CREATE TABLE profile_secrets ("
        " learner_id INTEGER NOT NULL PRIMARY KEY REFERENCES learners(id) ON DELETE CASCADE,"
        " pin_hash TEXT NOT NULL,"
        " failures INTEGER NOT NULL DEFAULT 0 CHECK (failures >= 0),"
        " locked_until TEXT,"
        " changed_at TEXT NOT NULL)"
    )
    conn.execute(
        "ALTER TABLE games ADD COLUMN owner_id INTEGER REFERENCES learners(id) ON DELETE SET NULL"
    )
    conn.execute("ALTER TABLE games ADD COLUMN share_token TEXT")
    conn.execute("CREATE UNIQUE INDEX games_by_share_token ON games (share_token)")
    conn.execute("CREATE INDEX games_by_owner ON games (owner_id)")


@MIGRATIONS.register(6)
def v6_club_sessions(conn: Conn) -> None:
    """Schema 6: remembered sign-ins, by the SHA-256 of their token, with an end time."""
    conn.execute(
        "CREATE TABLE club_sessions ("
        " token_hash TEXT NOT NULL PRIMARY KEY,"
        " learner_id INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE,"
        " created_at TEXT NOT NULL,"
        " expires_at TEXT NOT NULL) WITHOUT ROWID"
    )
    conn.execute("CREATE INDEX club_sessions_by_learner ON club_sessions (learner_id)")


@dataclass(frozen=True)
class SignIn:
    """The outcome of a PIN check: ``code`` of :data:`SignInCode`, the learner's ``name``,
    the ``tries_left`` before a lock, and ``until`` (ISO time) when locked."""

    code: SignInCode
    name: str
    tries_left: int = MAX_TRIES
    until: str = ""

    @property
    def ok(self) -> bool:
        return self.code == "signed-in"


def _now(now: datetime | None) -> datetime:
    return datetime.now(UTC) if now is None else now.astimezone(UTC)


def _stamp(moment: datetime) -> str:
    """A moment as the text kept in the database: ISO, UTC, to the second (text order is
    time order)."""
    return moment.astimezone(UTC).isoformat(timespec="seconds")


def _token_hash(token: str) -> str:
    """What is kept of a sign-in token: its SHA-256 (the token is random, so a plain hash
    suffices; a stolen database holds no usable token)."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


_STAND_IN: list[tuple[PasswordHasher, str]] = []
"""The stand-in hash (of a random secret nobody knows) checked when there is no real hash to
check, made once per hasher (tests swap in a cheaper one)."""


def _secret(pin: str) -> bytes:
    """A PIN's bytes for argon2: UTF-8, a lone surrogate (text read from a byte stream that was
    not UTF-8) kept as its own bytes rather than refused with a traceback."""
    return pin.encode("utf-8", "surrogatepass")


def _pin_matches(digest: str | None, pin: object) -> bool:
    """One argon2 check of ``pin``: against ``digest``, or against the stand-in hash when
    ``digest`` is ``None`` (unknown name, locked profile), so that every refusal costs the
    same and its time tells nothing. The stand-in never matches."""
    if not _STAND_IN or _STAND_IN[0][0] is not HASHER:
        _STAND_IN[:] = [(HASHER, HASHER.hash(secrets.token_urlsafe(TOKEN_BYTES)))]
    text = _secret(pin if isinstance(pin, str) else "")
    try:
        right = HASHER.verify(digest or _STAND_IN[0][1], text)
    except (VerificationError, InvalidHashError):
        right = False
    return right and digest is not None


def clean_pin(pin: object) -> str:
    """A PIN or password: text of 4 to 128 characters (kept as typed, spaces included)."""
    if not isinstance(pin, str):
        raise ProgressError("pin-not-text", got=shown(type(pin).__name__))
    if not PIN_MIN <= len(pin) <= PIN_MAX:
        raise ProgressError("pin-length", size=len(pin), low=PIN_MIN, high=PIN_MAX)
    return pin


class Profiles(Store):
    """Protected profiles in the progress database (a file or a server)."""

    def has_pin(self, learner: str) -> bool:
        name = clean_name(learner)
        with self.db.read() as conn:
            row = conn.execute(
                "SELECT 1 FROM profile_secrets s JOIN learners l ON l.id = s.learner_id"
                " WHERE l.name = :name",
                {"name": name},
            ).fetchone()
        return row is not None

    def create(self, learner: str, pin: str) -> str:
        """Make a new protected profile; an existing name is refused (``name-taken``),
        so nobody can take over a profile by "creating" it again. Returns the name."""
        name = clean_name(learner)
        digest = HASHER.hash(_secret(clean_pin(pin)))
        with self.db.write() as conn:
            if find_learner(conn, name) is not None:
                raise ProgressError("name-taken", name=name)
            learner_id = ensure_learner(conn, name)
            conn.execute(
                "INSERT INTO profile_secrets (learner_id, pin_hash, changed_at)"
                " VALUES (:learner, :hash, :at)",
                {"learner": learner_id, "hash": digest, "at": _stamp(_now(None))},
            )
        return name

    def sign_in(self, learner: str, pin: str, now: datetime | None = None) -> SignIn:
        """Check ``pin`` for ``learner``. The try is counted first (:data:`MAX_TRIES` in a
        row lock the profile for :data:`LOCK_MINUTES` minutes, during which every PIN is
        refused unchecked); a right PIN then clears the count. Unknown names, wrong PINs and
        locked profiles take the same steps (see the module's notes)."""
        name = clean_name(learner)
        moment = _now(now)
        now_text = _stamp(moment)
        until = _stamp(moment + timedelta(minutes=LOCK_MINUTES))
        with self.db.write() as conn:
            # An expired lock starts the count again at this try.
            row = conn.execute(
                "UPDATE profile_secrets SET"
                " failures = CASE WHEN locked_until IS NULL THEN failures + 1 ELSE 1 END,"
                " locked_until = CASE WHEN (CASE WHEN locked_until IS NULL THEN failures + 1"
                " ELSE 1 END) >= :tries THEN :until ELSE NULL END"
                " WHERE learner_id = (SELECT id FROM learners WHERE name = :name)"
                " AND (locked_until IS NULL OR locked_until <= :now)"
                " RETURNING learner_id, pin_hash, failures, locked_until",
                {"tries": MAX_TRIES, "until": until, "name": name, "now": now_text},
            ).fetchone()
            locked = None
            if row is None:
                locked = conn.execute(
                    "SELECT s.locked_until FROM profile_secrets s JOIN learners l"
                    " ON l.id = s.learner_id WHERE l.name = :name",
                    {"name": name},
                ).fetchone()
        if row is None:
            _pin_matches(None, pin)
            if locked is None:
                return SignIn("no-profile", name)
            return SignIn("locked", name, 0, locked[0])
        learner_id, digest, failures, locked_until = row
        if not _pin_matches(digest, pin):
            if locked_until:
                return SignIn("locked", name, 0, locked_until)
            return SignIn("wrong-pin", name, MAX_TRIES - failures)
        with self.db.write() as conn:
            conn.execute(
                "UPDATE profile_secrets SET failures = 0, locked_until = NULL"
                " WHERE learner_id = :learner",
                {"learner": learner_id},
            )
            if HASHER.check_needs_rehash(digest):
                conn.execute(
                    "UPDATE profile_secrets SET pin_hash = :hash WHERE learner_id = :learner",
                    {"hash": HASHER.hash(_secret(pin)), "learner": learner_id},
                )
        return SignIn("signed-in", name)

    def reset_pin(self, learner: str, pin: str) -> None:
        """A club admin's reset: a new PIN, the wrong tries and any lock cleared, and every
        browser signed in to the profile signed out. Protects an unprotected profile too; an
        unknown learner is ``no-such-profile``."""
        name = clean_name(learner)
        digest = HASHER.hash(_secret(clean_pin(pin)))
        with self.db.write() as conn:
            learner_id = find_learner(conn, name)
            if learner_id is None:
                raise ProgressError("no-such-profile", name=name)
            conn.execute(
                "INSERT INTO profile_secrets (learner_id, pin_hash, changed_at)"
                " VALUES (:learner, :hash, :at)"
                " ON CONFLICT (learner_id) DO UPDATE SET pin_hash = excluded.pin_hash,"
                " failures = 0, locked_until = NULL, changed_at = excluded.changed_at",
                {"learner": learner_id, "hash": digest, "at": _stamp(_now(None))},
            )
            conn.execute(
                "DELETE FROM club_sessions WHERE learner_id = :learner", {"learner": learner_id}
            )

    # ----------------------------------------------------------------- remembered sign-ins

    def open_session(self, learner: str, now: datetime | None = None) -> str:
        """A new sign-in token for ``learner`` (call it only after a right PIN or a new
        profile): 192 random bits, valid :data:`SESSION_HOURS` hours; only its hash is
        kept. Ended sign-ins are swept away at the same time."""
        name = clean_name(learner)
        moment = _now(now)
        token = secrets.token_urlsafe(TOKEN_BYTES)
        with self.db.write() as conn:
            learner_id = find_learner(conn, name)
            if learner_id is None:
                raise ProgressError("no-such-profile", name=name)
            conn.execute(
                "DELETE FROM club_sessions WHERE expires_at <= :now", {"now": _stamp(moment)}
            )
            conn.execute(
                "INSERT INTO club_sessions (token_hash, learner_id, created_at, expires_at)"
                " VALUES (:hash, :learner, :now, :until)",
                {
                    "hash": _token_hash(token),
                    "learner": learner_id,
                    "now": _stamp(moment),
                    "until": _stamp(moment + timedelta(hours=SESSION_HOURS)),
                },
            )
        return token

    def session_learner(self, token: object, now: datetime | None = None) -> str | None:
        """The protected learner whose unexpired sign-in ``token`` is, or ``None`` (any other
        text, an ended or expired sign-in)."""
        if not isinstance(token, str) or not 20 <= len(token) <= 64:
            return None
        with self.db.read() as conn:
            row = conn.execute(
                "SELECT l.name FROM club_sessions c JOIN learners l ON l.id = c.learner_id"
                " JOIN profile_secrets s ON s.learner_id = l.id"
                " WHERE c.token_hash = :hash AND c.expires_at > :now",
                {"hash": _token_hash(token), "now": _stamp(_now(now))},
            ).fetchone()
        return None if row is None else str(row[0])

    def close_session(self, token: object) -> None:
        """End the sign-in ``token`` (signing out): the token opens nothing any more."""
        if isinstance(token, str) and 20 <= len(token) <= 64:
            with self.db.write() as conn:
                conn.execute(
                    "DELETE FROM club_sessions WHERE token_hash = :hash",
                    {"hash": _token_hash(token)},
                )
