"""Saved games: the game ledger kept in SQLite, in the same file as learner progress.

This store owns the ``games`` and ``rounds`` tables (schema step 3, :func:`v3_game_ledger`,
registered with :data:`tutor.store.db.MIGRATIONS`); each round is stored as its
:class:`~tutor.engine.records.RoundRecord` JSON, so an edit recomputes everything. Every
change is one write transaction of the :class:`~tutor.store.db.Database` that reads the
game, applies the ledger operation (which checks every round with the engine) and writes
the result; a refused change rolls back and leaves the file as it was. Any trouble with the
file (locked, read-only, damaged, newer schema) raises
:class:`~tutor.store.db.StoreUnavailable`; the file is never deleted or overwritten, and a
damaged file that still reads is opened read-only (:attr:`LedgerStore.read_only`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from pydantic import ValidationError

from tutor.engine import ledger
from tutor.engine.inputs import quote
from tutor.engine.ledger import Game
from tutor.engine.records import RoundRecord
from tutor.store import game_file
from tutor.store.db import MIGRATIONS, Conn, Store, StoreUnavailable
from tutor.store.errors import GameStoreError
from tutor.store.schema import make_step

__all__ = ["GameNotFound", "GameSummary", "LedgerStore", "Seen", "StoreUnavailable", "changes"]

RecordLike = RoundRecord | Mapping[str, Any] | str
AlsoWrite = Callable[[Any, Game], None]
"""More to write in a new game's transaction: called with the connection and the game."""


class GameNotFound(GameStoreError):
    """No saved game has this id (it may have been deleted in another window): code
    ``no-such-game``."""


@dataclass(frozen=True)
class GameSummary:
    """One line of the list of saved games."""

    id: str
    name: str
    players: tuple[str, ...]
    rounds: int
    created_at: str
    updated_at: str


GAME_ID_MAX = 64
"""Longest game id looked up (the ids the ledger makes are 32 characters)."""


def _an_id(game_id: object) -> bool:
    """Whether ``game_id`` could name a saved game: text of at most :data:`GAME_ID_MAX`
    characters that can be written as UTF-8 (a lone surrogate cannot)."""
    if not isinstance(game_id, str) or len(game_id) > GAME_ID_MAX:
        return False
    try:
        game_id.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


@MIGRATIONS.register(3)
def v3_game_ledger(conn: Conn) -> None:
    """Schema 3: the game ledger: games, and each game's rounds kept as their RoundRecord
    JSON so that an edit recomputes everything."""
    make_step(conn, 3)


@MIGRATIONS.register(9)
def v9_game_versions(conn: Conn) -> None:
    """Schema 9: a version per saved game, one more on every change (optimistic
    concurrency: :class:`Seen`)."""
    make_step(conn, 9)


@dataclass(frozen=True)
class Seen:
    """A saved game as a page showed it: its ``version`` (one more on every change) and the
    ``game`` itself. A change made with ``expect=seen`` is refused (``game-changed``, naming
    what changed: :func:`changes`) when the game's version has moved on since, so two
    phones editing one game never overwrite each other."""

    version: int
    game: Game


def changes(before: Game, now: Game) -> dict[str, Any]:
    """What changed from ``before`` to ``now``, as the values of ``game-changed``: rounds
    ``added`` and ``removed`` (counts), the numbers of the rounds ``edited``, the players
    ``renamed`` (old and new name pairs); all empty when it was saved again unchanged."""
    common = min(len(before.rounds), len(now.rounds))
    return {
        "added": max(0, len(now.rounds) - len(before.rounds)),
        "removed": max(0, len(before.rounds) - len(now.rounds)),
        "edited": tuple(i + 1 for i in range(common) if before.rounds[i] != now.rounds[i]),
        "renamed": tuple(
            (old, new) for old, new in zip(before.players, now.players, strict=False) if old != new
        ),
    }


class LedgerStore(Store):
    """Saved games in the progress database (``HOOLA_TUTOR_DB`` or the default path).

    Opening checks the file and runs pending migrations (:class:`~tutor.store.db.Database`);
    each operation then opens its own connection, so the store can be shared by
    Streamlit's session threads and by several processes.
    """

    def __repr__(self) -> str:
        return f"LedgerStore({str(self.path)!r})"

    # ----------------------------------------------------------------- rows <-> games

    def _read_game(self, conn: Conn, game_id: str) -> Game:
        if not _an_id(game_id):
            raise GameNotFound("no-such-game", game_id=quote(game_id))
        row = conn.execute("SELECT game_json FROM games WHERE id = :id", {"id": game_id}).fetchone()
        if row is None:
            raise GameNotFound("no-such-game", game_id=game_id)
        rows = conn.execute(
            "SELECT number, record_json FROM rounds WHERE game_id = :id ORDER BY number",
            {"id": game_id},
        ).fetchall()
        numbers = [n for n, _ in rows]
        if numbers != list(range(1, len(rows) + 1)):
            raise StoreUnavailable(
                "game-damaged", game_id=game_id, path=str(self.path), numbers=tuple(numbers)
            )
        try:
            data = json.loads(row[0])
            records = tuple(RoundRecord.model_validate_json(text) for _, text in rows)
            return Game.model_validate({**data, "rounds": records})
        except (ValueError, TypeError, ValidationError) as e:
            raise StoreUnavailable(
                "game-damaged", game_id=game_id, path=str(self.path), detail=str(e)[:200]
            ) from None

    @staticmethod
    def _write_game(conn: Conn, game: Game, old: Game | None) -> None:
        now = _now()
        if old is None:
            conn.execute(
                "INSERT INTO games (id, name, game_json, created_at, updated_at)"
                " VALUES (:id, :name, :json, :created, :now)",
                {
                    "id": game.id,
                    "name": game.name,
                    "json": game.model_dump_json(exclude={"rounds"}),
                    "created": game.created_at.isoformat(),
                    "now": now,
                },
            )
            previous: tuple[RoundRecord, ...] = ()
        else:
            conn.execute(
                "UPDATE games SET name = :name, game_json = :json, updated_at = :now"
                " WHERE id = :id",
                {
                    "name": game.name,
                    "json": game.model_dump_json(exclude={"rounds"}),
                    "now": now,
                    "id": game.id,
                },
            )
            previous = old.rounds
        conn.execute(
            "DELETE FROM rounds WHERE game_id = :id AND number > :count",
            {"id": game.id, "count": len(game.rounds)},
        )
        conn.executemany(
            "INSERT INTO rounds (game_id, number, record_json) VALUES (:id, :number, :json)"
            " ON CONFLICT (game_id, number) DO UPDATE SET record_json = excluded.record_json",
            [
                {"id": game.id, "number": i, "json": rec.model_dump_json(exclude_defaults=True)}
                for i, rec in enumerate(game.rounds, start=1)
                if i > len(previous) or previous[i - 1] != rec
            ],
        )

    def _version(self, conn: Conn, game_id: str) -> int:
        row = conn.execute("SELECT version FROM games WHERE id = :id", {"id": game_id}).fetchone()
        return 0 if row is None else int(row[0])

    def _change(
        self,
        game_id: str,
        change: Callable[[Game], Game],
        expect: Seen | None = None,
    ) -> Game:
        """Read, change and write one game in one write transaction, one version on. With
        ``expect`` (the game as the page showed it), refuse when the game has changed since,
        naming what changed; nothing is written then."""
        with self.db.write() as conn:
            old = self._read_game(conn, game_id)
            if expect is not None and self._version(conn, game_id) != expect.version:
                raise GameStoreError("game-changed", **changes(expect.game, old))
            new = change(old)
            self._write_game(conn, new, old)
            conn.execute("UPDATE games SET version = version + 1 WHERE id = :id", {"id": game_id})
            return new

    # ----------------------------------------------------------------- games

    def list_games(self) -> list[GameSummary]:
        """Every saved game, the most recently changed first."""
        with self.db.read() as conn:
            rows = conn.execute(
                "SELECT g.id, g.name, g.game_json, g.created_at, g.updated_at,"
                " (SELECT COUNT(*) FROM rounds r WHERE r.game_id = g.id)"
                " FROM games g ORDER BY g.updated_at DESC, g.id"
            ).fetchall()
        out = []
        for game_id, name, text, created, updated, count in rows:
            try:
                players = tuple(str(p) for p in json.loads(text).get("players", ()))
            except (ValueError, AttributeError, TypeError):
                players = ()
            out.append(GameSummary(game_id, name, players, count, created, updated))
        return out

    def create_game(self, game: Game, *, also: AlsoWrite | None = None) -> Game:
        """Save a new game (its rounds, if any, are checked first). ``also(conn, game)``
        writes more in the same transaction (a club game's owner): if it fails, no game."""
        game = ledger.replace_rounds(game, game.rounds) if game.rounds else game
        with self.db.write() as conn:
            if conn.execute("SELECT 1 FROM games WHERE id = :id", {"id": game.id}).fetchone():
                raise GameStoreError("game-id-saved", game_id=game.id)
            self._write_game(conn, game, None)
            if also is not None:
                also(conn, game)
        return game

    def load_game(self, game_id: str) -> Game:
        """The saved game with this id; :class:`GameNotFound` if there is none."""
        with self.db.read() as conn:
            return self._read_game(conn, game_id)

    def load_seen(self, game_id: str) -> Seen:
        """The saved game with its version, read together: what a page shows and later
        passes back as ``expect``."""
        with self.db.read() as conn:
            return Seen(self._version(conn, game_id), self._read_game(conn, game_id))

    def has_game(self, game_id: str) -> bool:
        if not _an_id(game_id):
            return False
        with self.db.read() as conn:
            found = conn.execute("SELECT 1 FROM games WHERE id = :id", {"id": game_id})
            return found.fetchone() is not None

    def delete_game(self, game_id: str) -> bool:
        """Delete a game and its rounds; False if it was not there."""
        if not _an_id(game_id):
            return False
        with self.db.write() as conn:
            conn.execute("DELETE FROM rounds WHERE game_id = :id", {"id": game_id})
            return conn.execute("DELETE FROM games WHERE id = :id", {"id": game_id}).rowcount > 0

    # ----------------------------------------------------------------- rounds

    def add_round(self, game_id: str, record: RecordLike, *, expect: Seen | None = None) -> Game:
        """Add a round (checked by the engine, with the dealer from the rotation). With
        ``expect``, refuse if the game changed since the page showed it."""
        return self._change(game_id, lambda g: ledger.add_round(g, record), expect)

    def edit_round(
        self, game_id: str, number: int, record: RecordLike, *, expect: Seen | None = None
    ) -> Game:
        """Replace round ``number`` (1 = the first); everything after it is recomputed."""
        return self._change(game_id, lambda g: ledger.edit_round(g, number, record), expect)

    def replace_rounds(self, game_id: str, records: Sequence[RecordLike]) -> Game:
        """Replace every round at once."""
        return self._change(game_id, lambda g: ledger.replace_rounds(g, records))

    def rename_player(
        self, game_id: str, old: str, new: str, *, expect: Seen | None = None
    ) -> Game:
        """The game with a player renamed in its seating and every round
        (:func:`~tutor.engine.ledger.rename_player`), saved in one transaction."""
        return self._change(game_id, lambda g: ledger.rename_player(g, old, new), expect)

    def undo_last_round(self, game_id: str, *, expect: Seen | None = None) -> Game:
        """Remove the last round."""
        return self._change(game_id, ledger.undo_last_round, expect)

    # ----------------------------------------------------------------- files

    def export_json(self, game_id: str) -> str:
        """The saved game as a versioned JSON file (:func:`tutor.store.game_file.export_json`)."""
        return game_file.export_json(self.load_game(game_id))

    def export_csv(self, game_id: str) -> str:
        """One row per player per round (:func:`tutor.store.game_file.export_csv`)."""
        return game_file.export_csv(self.load_game(game_id))

    def import_json(
        self,
        text: str | bytes,
        *,
        as_copy: bool = False,
        also: AlsoWrite | None = None,
        mine: Callable[[Conn, str], bool] | None = None,
    ) -> Game:
        """Save a game from an exported file, checked through first. A game whose id is
        already saved is refused unless ``as_copy``, which saves it under a new id; when
        ``mine`` says the saved game is not the importer's, the refusal does not name it
        (``game-saved-elsewhere``). ``also`` as for :meth:`create_game`."""
        game = game_file.import_json(text)
        if as_copy:
            game = game.model_copy(update={"id": ledger.new_game_id()})
        with self.db.write() as conn:
            row = conn.execute("SELECT name FROM games WHERE id = :id", {"id": game.id}).fetchone()
            if row is not None:
                if mine is not None and not mine(conn, game.id):
                    raise GameStoreError("game-saved-elsewhere")
                raise GameStoreError("game-saved", name=row[0])
            self._write_game(conn, game, None)
            if also is not None:
                also(conn, game)
        return game
