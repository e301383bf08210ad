"""Private profiles for a tutor shared by a club: a PIN (or password) per profile, kept only as
an argon2 hash, a limit on wrong tries, games owned by the profile that made them, and
read-only share links with an unguessable token.

This module owns schema step 5 (:func:`v5_private_profiles`): the ``profile_secrets`` table
(one row per protected learner: the hash, the wrong tries in a row and until when the profile
is locked) and two columns of ``games``: ``owner_id`` (the learner who made it; ``NULL`` for
games saved before, which only the single-user tutor shows) and ``share_token``.

* :class:`Profiles` creates a protected profile, checks a PIN (:class:`SignIn`, a value with
  its outcome code), and lets a club admin set a new PIN (``hoola club reset-pin``).
  Argon2 is slow on purpose (tens of milliseconds): it runs outside any write transaction,
  so a sign-in never holds up other learners' answers.
* :class:`ClubLedger` is the game ledger as one profile sees it: its own games only, for
  reading and changing; any other game id is "no such game", whether it exists or not, so
  a guessed id tells nothing. :meth:`ClubLedger.share` makes a game's token, and
  :func:`shared_game` opens a game read-only by that token alone.
"""

from __future__ import annotations

import secrets
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from tutor.engine.ledger import Game
from tutor.store.db import MIGRATIONS, Store
from tutor.store.errors import ProgressError
from tutor.store.learners import clean_name, ensure_learner, find_learner, shown
from tutor.store.ledger_store import GameNotFound, GameSummary, LedgerStore, RecordLike

__all__ = [
    "LOCK_MINUTES",
    "MAX_TRIES",
    "PIN_MAX",
    "PIN_MIN",
    "ClubLedger",
    "Profiles",
    "SignIn",
    "shared_game",
    "v5_private_profiles",
]

PIN_MIN = 4
PIN_MAX = 128
MAX_TRIES = 5
"""Wrong PINs in a row that lock a profile."""
LOCK_MINUTES = 15
"""How long a locked profile refuses every PIN, the right one too (an admin reset unlocks)."""
TOKEN_BYTES = 24
"""A share token's randomness: 192 bits, 32 URL-safe characters."""

_HASHER = PasswordHasher()
"""argon2id with the library's defaults (RFC 9106's low-memory profile)."""

SignInCode = Literal["signed-in", "wrong-pin", "locked", "no-profile"]
"""How a sign-in went: ``wrong-pin`` with ``tries_left``; ``locked`` with ``until``."""


@MIGRATIONS.register(5)
def v5_private_profiles(conn: sqlite3.Connection) -> None:
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
                " WHERE l.name = ?",
                (name,),
            ).fetchone()
        return row is not None

    def create(self, learner: str, pin: str) -> str:
        """Make a new protected profile; an existing name is refused (``name-taken``),
        so nobody can take over a profile by "creating" it again. Returns the name."""
        name = clean_name(learner)
        digest = _HASHER.hash(clean_pin(pin))
        with self.db.write() as conn:
            if find_learner(conn, name) is not None:
                raise ProgressError("name-taken", name=name)
            learner_id = ensure_learner(conn, name)
            conn.execute(
                "INSERT INTO profile_secrets (learner_id, pin_hash, changed_at) VALUES (?, ?, ?)",
                (learner_id, digest, _now(None).isoformat()),
            )
        return name

    def sign_in(self, learner: str, pin: str, now: datetime | None = None) -> SignIn:
        """Check ``pin`` for ``learner``: a right PIN clears the wrong tries; a wrong one
        counts, and the :data:`MAX_TRIES`-th in a row locks the profile for
        :data:`LOCK_MINUTES` minutes, during which every PIN is refused."""
        name = clean_name(learner)
        moment = _now(now)
        with self.db.read() as conn:
            row = conn.execute(
                "SELECT l.id, s.pin_hash, s.failures, s.locked_until FROM learners l"
                " JOIN profile_secrets s ON s.learner_id = l.id WHERE l.name = ?",
                (name,),
            ).fetchone()
        if row is None:
            return SignIn("no-profile", name)
        learner_id, digest, _, locked_until = row
        if locked_until and locked_until > moment.isoformat():
            return SignIn("locked", name, 0, locked_until)
        try:
            right = isinstance(pin, str) and _HASHER.verify(digest, pin)
        except (VerificationError, InvalidHashError):
            right = False
        with self.db.write() as conn:
            if right:
                conn.execute(
                    "UPDATE profile_secrets SET failures = 0, locked_until = NULL"
                    " WHERE learner_id = ?",
                    (learner_id,),
                )
                if _HASHER.check_needs_rehash(digest):
                    conn.execute("UPDATE profile_secrets SET pin_hash = ? WHERE learner_id = ?",
                                 (_HASHER.hash(pin), learner_id))  # fmt: skip
                return SignIn("signed-in", name)
            (failures,) = conn.execute(
                "UPDATE profile_secrets SET failures = CASE WHEN locked_until IS NULL"
                " THEN failures + 1 ELSE 1 END, locked_until = NULL WHERE learner_id = ?"
                " RETURNING failures",
                (learner_id,),
            ).fetchone()
            if failures >= MAX_TRIES:
                until = (moment + timedelta(minutes=LOCK_MINUTES)).isoformat()
                conn.execute(
                    "UPDATE profile_secrets SET locked_until = ?, failures = 0"
                    " WHERE learner_id = ?",
                    (until, learner_id),
                )
                return SignIn("locked", name, 0, until)
        return SignIn("wrong-pin", name, MAX_TRIES - failures)

    def reset_pin(self, learner: str, pin: str) -> None:
        """A club admin's reset: a new PIN, the wrong tries and any lock cleared. Protects an
        unprotected profile too; an unknown learner is ``no-such-learner``."""
        name = clean_name(learner)
        digest = _HASHER.hash(clean_pin(pin))
        with self.db.write() as conn:
            learner_id = find_learner(conn, name)
            if learner_id is None:
                raise ProgressError("no-such-profile", name=name)
            conn.execute(
                "INSERT INTO profile_secrets (learner_id, pin_hash, changed_at) VALUES (?, ?, ?)"
                " ON CONFLICT (learner_id) DO UPDATE SET pin_hash = excluded.pin_hash,"
                " failures = 0, locked_until = NULL, changed_at = excluded.changed_at",
                (learner_id, digest, _now(None).isoformat()),
            )


# --------------------------------------------------------------------------- games


class ClubLedger:
    """The game ledger as the profile ``owner`` sees it: the same calls as
    :class:`~tutor.store.ledger_store.LedgerStore`, limited to the games ``owner`` made.
    Another profile's game (or an unowned one) is :class:`GameNotFound`."""

    def __init__(self, store: LedgerStore, owner: str) -> None:
        self.store = store
        self.owner = clean_name(owner)
        self.path = store.path

    @property
    def read_only(self) -> Any:
        return self.store.read_only

    def _owner_id(self, conn: Any) -> int:
        return ensure_learner(conn, self.owner)

    def _mine(self, game_id: object) -> None:
        with self.store.db.read() as conn:
            row = conn.execute(
                "SELECT 1 FROM games g JOIN learners l ON l.id = g.owner_id"
                " WHERE g.id = ? AND l.name = ?",
                (str(game_id), self.owner),
            ).fetchone()
        if row is None:
            raise GameNotFound("no-such-game", game_id=game_id)

    def _claim(self, game: Game) -> Game:
        with self.store.db.write() as conn:
            conn.execute("UPDATE games SET owner_id = ? WHERE id = ? AND owner_id IS NULL",
                         (self._owner_id(conn), game.id))  # fmt: skip
        return game

    def list_games(self) -> list[GameSummary]:
        with self.store.db.read() as conn:
            mine = {
                gid
                for (gid,) in conn.execute(
                    "SELECT g.id FROM games g JOIN learners l ON l.id = g.owner_id"
                    " WHERE l.name = ?",
                    (self.owner,),
                )
            }
        return [g for g in self.store.list_games() if g.id in mine]

    def create_game(self, game: Game) -> Game:
        return self._claim(self.store.create_game(game))

    def import_json(self, text: str | bytes, *, as_copy: bool = False) -> Game:
        return self._claim(self.store.import_json(text, as_copy=as_copy))

    def has_game(self, game_id: str) -> bool:
        try:
            self._mine(game_id)
        except GameNotFound:
            return False
        return True

    def load_game(self, game_id: str) -> Game:
        self._mine(game_id)
        return self.store.load_game(game_id)

    def delete_game(self, game_id: str) -> bool:
        self._mine(game_id)
        return self.store.delete_game(game_id)

    def add_round(self, game_id: str, record: RecordLike, **kw: Any) -> Game:
        self._mine(game_id)
        return self.store.add_round(game_id, record, **kw)

    def edit_round(self, game_id: str, number: int, record: RecordLike, **kw: Any) -> Game:
        self._mine(game_id)
        return self.store.edit_round(game_id, number, record, **kw)

    def replace_rounds(self, game_id: str, records: Sequence[RecordLike]) -> Game:
        self._mine(game_id)
        return self.store.replace_rounds(game_id, records)

    def undo_last_round(self, game_id: str, **kw: Any) -> Game:
        self._mine(game_id)
        return self.store.undo_last_round(game_id, **kw)

    def export_json(self, game_id: str) -> str:
        self._mine(game_id)
        return self.store.export_json(game_id)

    def export_csv(self, game_id: str) -> str:
        self._mine(game_id)
        return self.store.export_csv(game_id)

    def share(self, game_id: str) -> str:
        """The game's share token, made on first use (192 random bits): whoever has it can
        see the game, never change it."""
        self._mine(game_id)
        with self.store.db.write() as conn:
            (token,) = conn.execute(
                "SELECT share_token FROM games WHERE id = ?", (game_id,)
            ).fetchone()
            if not token:
                token = secrets.token_urlsafe(TOKEN_BYTES)
                conn.execute("UPDATE games SET share_token = ? WHERE id = ?", (token, game_id))
        return str(token)

    def stop_sharing(self, game_id: str) -> None:
        """Forget the game's token: links given out stop working."""
        self._mine(game_id)
        with self.store.db.write() as conn:
            conn.execute("UPDATE games SET share_token = NULL WHERE id = ?", (game_id,))


def shared_game(store: LedgerStore, token: object) -> Game:
    """The game shared under ``token`` (read-only: a value, no store call can change it);
    :class:`GameNotFound` for any other token."""
    if not isinstance(token, str) or not 20 <= len(token) <= 64:
        raise GameNotFound("no-such-game", game_id="(shared link)")
    with store.db.read() as conn:
        row = conn.execute("SELECT id FROM games WHERE share_token = ?", (token,)).fetchone()
    if row is None:
        raise GameNotFound("no-such-game", game_id="(shared link)")
    return store.load_game(row[0])
