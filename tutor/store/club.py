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
* **Guessing is slowed, nobody is locked out.** Wrong tries are counted per client, per name
  and per client and name, each with a few free tries and then a delay that doubles; the
  argon2 checks of a process are capped (:mod:`tutor.store.sign_in_limits`, schema step 8,
  has the model). A try is counted *before* its PIN is checked, in one write transaction
  (under the write lock on PostgreSQL, ``BEGIN IMMEDIATE`` on SQLite), so guesses sent
  together meet the delay too. (Step 5's ``failures`` and ``locked_until`` columns, the
  earlier hard lock, are no longer used.)
* **A refusal tells nothing about the name.** An unknown name and a wrong PIN each cost one
  write transaction and one argon2 check (of a stand-in hash when there is no real one to
  check), so they take about as long (bench/bench_club_sign_in.py); the app shows the same
  sentence for both. The delays are the same whether the name exists or not.
* **PINs**: 6 to 128 characters, not one of the commonest (:func:`clean_pin`).
* Argon2 is slow on purpose (tens of milliseconds): it runs outside any write transaction,
  so a sign-in never holds up other learners' answers.
* **Remembered sign-ins** (:meth:`Profiles.open_session`): an unguessable token (192 random
  bits) for the browser, stored only as its SHA-256, valid :data:`SESSION_HOURS` hours;
  signing out ends it, and an admin's PIN reset ends every one of the profile's.

Games' owners and share links: :mod:`tutor.store.club_games` (re-exported here).
"""

from __future__ import annotations

import hashlib
import math
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Literal

from tutor.store import sign_in_limits as limits
from tutor.store.club_games import TOKEN_BYTES, ClubLedger, shared_game
from tutor.store.db import MIGRATIONS, Conn, Store
from tutor.store.errors import ProgressError
from tutor.store.extras import need
from tutor.store.learners import clean_name, ensure_learner, find_learner, shown
from tutor.store.schema import make_step

if TYPE_CHECKING:
    from argon2 import PasswordHasher

__all__ = [
    "COMMON_PINS",
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

PIN_MIN = 6
"""Shortest new PIN: a million six-digit PINs against one try per 30 s a profile."""
PIN_MAX = 128
_COMMON = """
    123456 654321 123123 121212 112233 123321 111222 147258 258369 159753 951753 147852
    123654 741852 852456 456789 987654 000000 111111 222222 333333 444444 555555 666666
    777777 888888 999999 1234567 12345678 123456789 1234567890 0123456789 7654321 87654321
    696969 131313 101010 112358 142857 202020 520520 520131 5201314 212121 232323 246810
    100200 110110 123789 789456 456123 147369 963852 159357 357159 246800 135790 098765
    password passw0rd password1 qwerty qwertz azerty qwerty123 abc123 abcdef abcabc
    iloveyou letmein welcome monkey dragon football baseball sunshine princess 1q2w3e
    1q2w3e4r qazwsx zaq12wsx asdfgh zxcvbn secret hoola hoola1 hoolahoola
"""
COMMON_PINS = frozenset(_COMMON.split())
"""The commonest PINs and passwords (lists of leaked PINs and passwords: sequences, repeats,
keyboard rows, dates people pick), refused as new PINs together with any PIN of one
repeated character or a run of consecutive digits (:func:`clean_pin`)."""
SESSION_HOURS = 12
"""How long a browser stays signed in (a club evening) unless its learner signs out."""

HASHER: PasswordHasher | None = None
"""The PIN hasher: argon2id with the library's defaults (RFC 9106's low-memory profile),
made on first use (:func:`hasher`: argon2 comes with the ``club`` extra). Tests that hash
many PINs set a cheaper one here (the hash stays argon2id)."""


def hasher() -> PasswordHasher:
    """:data:`HASHER`, made the first time a PIN is hashed or checked; without the ``club``
    extra, ``StoreUnavailable("extra-missing")`` names argon2-cffi (:mod:`tutor.store.extras`)."""
    global HASHER
    if HASHER is None:
        HASHER = need("pins").PasswordHasher()
    return HASHER


SignInCode = Literal["signed-in", "wrong-pin", "no-profile", "wait", "busy"]
"""How a sign-in went: ``wait`` (too many wrong tries: ``wait`` seconds until the next one
is checked) and ``busy`` (no argon2 turn) were not checked nor counted."""


@MIGRATIONS.register(5)
def v5_private_profiles(conn: Conn) -> None:
    """Schema 5: PIN hashes and wrong tries per profile; games' owners and share tokens."""
    make_step(conn, 5)


@MIGRATIONS.register(6)
def v6_club_sessions(conn: Conn) -> None:
    """Schema 6: remembered sign-ins, by the SHA-256 of their token, with an end time."""
    make_step(conn, 6)


@dataclass(frozen=True)
class SignIn:
    """The outcome of a PIN check: ``code`` of :data:`SignInCode`, the learner's ``name``,
    and for ``wait`` the whole seconds until the next try is checked."""

    code: SignInCode
    name: str
    wait: int = 0

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
    ``digest`` is ``None`` (an unknown name, a learner without a PIN), so that every
    refusal costs the same and its time tells nothing. The stand-in never matches."""
    h = hasher()
    if not _STAND_IN or _STAND_IN[0][0] is not h:
        _STAND_IN[:] = [(h, h.hash(secrets.token_urlsafe(TOKEN_BYTES)))]
    text = _secret(pin if isinstance(pin, str) else "")
    failures = need("pins").exceptions
    try:
        right: bool = h.verify(digest or _STAND_IN[0][1], text)
    except (failures.VerificationError, failures.InvalidHashError):
        right = False
    return right and digest is not None


def _guessable(pin: str) -> bool:
    """One of :data:`COMMON_PINS` (in any case), one character repeated, or a run of
    consecutive digits up or down (``345678``, ``876543``)."""
    folded = pin.strip().casefold()
    if folded in COMMON_PINS or len(set(folded)) == 1:
        return True
    if folded.isdigit() and folded.isascii():
        steps = {(int(b) - int(a)) % 10 for a, b in zip(folded, folded[1:], strict=False)}
        return steps in ({1}, {9})
    return False


def clean_pin(pin: object) -> str:
    """A new PIN or password: text of 6 to 128 characters (kept as typed, spaces included),
    not one of the commonest (:func:`_guessable`: ``pin-common``)."""
    if not isinstance(pin, str):
        raise ProgressError("pin-not-text", got=shown(type(pin).__name__))
    if not PIN_MIN <= len(pin) <= PIN_MAX:
        raise ProgressError("pin-length", size=len(pin), low=PIN_MIN, high=PIN_MAX)
    if _guessable(pin):
        raise ProgressError("pin-common")
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
        digest = hasher().hash(_secret(clean_pin(pin)))
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

    def sign_in(
        self, learner: str, pin: str, now: datetime | None = None, *, client: str = ""
    ) -> SignIn:
        """Check ``pin`` for ``learner``, tried from ``client`` (the browser's address;
        ``""`` when unknown). A try that must still wait is refused unchecked and uncounted
        (``wait``); so is one that gets no argon2 turn (``busy``). Otherwise the try is
        counted as wrong first, then checked; a right PIN clears the name's count
        (:mod:`tutor.store.sign_in_limits` has the model). Unknown names and wrong PINs take
        the same steps (see the module's notes)."""
        name = clean_name(learner)
        moment = _now(now)
        keys = limits.keys_for(str(client)[:200], name)
        with self.db.read() as conn:  # a try that must wait takes no argon2 turn
            known = limits.known(conn, keys, moment)
            wait = limits.seconds_to_wait(conn, keys, moment, known=known)
        if wait > 0:
            return SignIn("wait", name, wait=math.ceil(wait))
        with limits.argon2_turn(known=known) as turn:
            if not turn:
                return SignIn("busy", name)
            with self.db.write() as conn:  # checked again under the write lock, and counted
                wait = limits.seconds_to_wait(conn, keys, moment, known=known)
                if wait > 0:
                    return SignIn("wait", name, wait=math.ceil(wait))
                limits.count_try(conn, keys, moment)
                row = conn.execute(
                    "SELECT s.learner_id, s.pin_hash FROM profile_secrets s"
                    " JOIN learners l ON l.id = s.learner_id WHERE l.name = :name",
                    {"name": name},
                ).fetchone()
            if row is None:
                _pin_matches(None, pin)
                return SignIn("no-profile", name)
            learner_id, digest = row
            if not _pin_matches(digest, pin):
                return SignIn("wrong-pin", name)
        with self.db.write() as conn:
            limits.clear(conn, keys, ("client-name", "name"))
            limits.remember(conn, keys, moment)
            if hasher().check_needs_rehash(digest):
                conn.execute(
                    "UPDATE profile_secrets SET pin_hash = :hash WHERE learner_id = :learner",
                    {"hash": hasher().hash(_secret(pin)), "learner": learner_id},
                )
        return SignIn("signed-in", name)

    def reset_pin(self, learner: str, pin: str) -> None:
        """A club admin's reset: a new PIN, the wrong tries and any lock cleared, and every
        browser signed in to the profile signed out. Protects an unprotected profile too; an
        unknown learner is ``no-such-profile``."""
        name = clean_name(learner)
        digest = hasher().hash(_secret(clean_pin(pin)))
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
            keys = limits.keys_for("", name)
            limits.clear(conn, keys, ("name",))

    def sign_out_everywhere(self, learner: str) -> int:
        """A club admin's sign-out: every remembered sign-in of ``learner`` ends (each open
        tab is signed out at its next action); returns how many there were. An unknown
        learner is ``no-such-profile``."""
        name = clean_name(learner)
        with self.db.write() as conn:
            learner_id = find_learner(conn, name)
            if learner_id is None:
                raise ProgressError("no-such-profile", name=name)
            return conn.execute(
                "DELETE FROM club_sessions WHERE learner_id = :learner", {"learner": learner_id}
            ).rowcount

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
