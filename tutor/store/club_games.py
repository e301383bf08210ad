"""Games on a tutor shared by a club: each game belongs to the profile that made it, and can
be shared read-only by a link with an unguessable token.

* :class:`ClubLedger` is the game ledger as one profile sees it: its own games only, for
  reading and changing; any other game id is "no such game", whether it exists or not, so
  a guessed id tells nothing. A new or imported game is saved with its owner in one write
  transaction: no game is ever left without an owner. :meth:`ClubLedger.share` makes a
  game's token, and :func:`shared_game` opens a game read-only by that token alone.

The ``owner_id`` and ``share_token`` columns are schema step 5 (:mod:`tutor.store.club`).
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import Any

from tutor.engine.ledger import Game
from tutor.store.learners import clean_name, ensure_learner
from tutor.store.ledger_store import GameNotFound, GameSummary, LedgerStore, RecordLike

__all__ = ["TOKEN_BYTES", "ClubLedger", "Games", "shared_game"]

TOKEN_BYTES = 24
"""A share token's randomness: 192 bits, 32 URL-safe characters."""


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

    def _own(self, conn: Any, game: Game) -> None:
        """Make ``owner`` the new game's owner, inside the transaction that saves it."""
        conn.execute(
            "UPDATE games SET owner_id = :owner WHERE id = :id",
            {"owner": ensure_learner(conn, self.owner), "id": game.id},
        )

    def _owns(self, conn: Any, game_id: object) -> bool:
        """Whether ``owner`` owns the game ``game_id`` (inside the caller's transaction)."""
        row = conn.execute(
            "SELECT 1 FROM games g JOIN learners l ON l.id = g.owner_id"
            " WHERE g.id = :id AND l.name = :owner",
            {"id": str(game_id), "owner": self.owner},
        ).fetchone()
        return row is not None

    def _mine(self, game_id: object) -> None:
        with self.store.db.read() as conn:
            owned = self._owns(conn, game_id)
        if not owned:
            raise GameNotFound("no-such-game", game_id=game_id)

    def list_games(self) -> list[GameSummary]:
        with self.store.db.read() as conn:
            mine = {
                gid
                for (gid,) in conn.execute(
                    "SELECT g.id FROM games g JOIN learners l ON l.id = g.owner_id"
                    " WHERE l.name = :owner",
                    {"owner": self.owner},
                )
            }
        return [g for g in self.store.list_games() if g.id in mine]

    def create_game(self, game: Game) -> Game:
        """Save a new game owned by ``owner``: the game and its owner in one transaction."""
        return self.store.create_game(game, also=self._own)

    def import_json(self, text: str | bytes, *, as_copy: bool = False) -> Game:
        """Import a game file as ``owner``'s game (one transaction, as :meth:`create_game`).
        A file whose game id is another profile's game is refused without naming that game
        (``game-saved-elsewhere``)."""
        return self.store.import_json(text, as_copy=as_copy, also=self._own, mine=self._owns)

    def has_game(self, game_id: str) -> bool:
        try:
            self._mine(game_id)
        except GameNotFound:
            return False
        return True

    def load_game(self, game_id: str) -> Game:
        self._mine(game_id)
        return self.store.load_game(game_id)

    def load_seen(self, game_id: str) -> Any:
        self._mine(game_id)
        return self.store.load_seen(game_id)

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

    def rename_player(self, game_id: str, old: str, new: str, **kw: Any) -> Game:
        self._mine(game_id)
        return self.store.rename_player(game_id, old, new, **kw)

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
                "SELECT share_token FROM games WHERE id = :id", {"id": game_id}
            ).one()
            if not token:
                token = secrets.token_urlsafe(TOKEN_BYTES)
                conn.execute(
                    "UPDATE games SET share_token = :token WHERE id = :id",
                    {"token": token, "id": game_id},
                )
        return str(token)

    def stop_sharing(self, game_id: str) -> None:
        """Forget the game's token: links given out stop working."""
        self._mine(game_id)
        with self.store.db.write() as conn:
            conn.execute("UPDATE games SET share_token = NULL WHERE id = :id", {"id": game_id})


def shared_game(store: LedgerStore, token: object) -> Game:
    """The game shared under ``token`` (read-only: a value, no store call can change it);
    :class:`GameNotFound` for any other token."""
    if not isinstance(token, str) or not 20 <= len(token) <= 64:
        raise GameNotFound("no-shared-game")
    with store.db.read() as conn:
        row = conn.execute(
            "SELECT id FROM games WHERE share_token = :token", {"token": token}
        ).fetchone()
    if row is None:
        raise GameNotFound("no-shared-game")
    return store.load_game(row[0])


Games = LedgerStore | ClubLedger
"""The game ledger a page works on: the whole file's (a single learner's tutor) or one
profile's games (a club's tutor)."""
