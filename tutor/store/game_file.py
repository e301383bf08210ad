"""Game files: a saved game as a checksummed JSON export (read back with every round settled
again by the engine) and as a CSV sheet, one row per player per round.

Reading and writing files is storage, not a rule: the engine's :mod:`tutor.engine.ledger`
computes the game, this module packs it for a file.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
from collections.abc import Callable
from datetime import UTC, datetime
from decimal import Decimal
from fractions import Fraction
from typing import Any

from pydantic import ValidationError

from tutor.engine.errors import RecordError
from tutor.engine.inputs import not_valid
from tutor.engine.ledger import (
    Game,
    LedgerError,
    LedgerView,
    ledger,
    replace_rounds,
    stakes_money,
)
from tutor.engine.records import RoundRecord
from tutor.store.errors import GameStoreError
from tutor.store.exports import read_envelope

__all__ = [
    "CSV_HEADERS",
    "EXPORT_FORMAT",
    "EXPORT_VERSION",
    "export_csv",
    "export_json",
    "import_json",
]

EXPORT_FORMAT = "hoola-tutor-game"
EXPORT_VERSION = 1
MAX_IMPORT_CHARS = 5_000_000
CSV_HEADERS = (
    "game", "round", "dealer", "ending", "winner", "perfect", "multiplier", "player",
    "entered", "points", "stakes", "money", "running_stakes", "running_money", "currency",
)  # fmt: skip
"""The CSV columns: one row per player per round. ``entered`` is ``cards`` or ``count``
(the player gave the points instead of the cards), empty for a player who dropped out."""
TRANSFER_HEADERS = ("transfer", "payer", "payee", "stakes", "money", "currency")
"""After the rounds and an empty line: the fewest transfers that settle the game."""


def checksum(data: Any) -> str:
    """The checksum an export carries for its ``game`` data (``sha256:`` and the digest of
    the data's canonical JSON): an import whose data no longer matches it is refused."""
    canonical = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "sha256:" + hashlib.sha256(canonical.encode()).hexdigest()


def _game_data(game: Game) -> dict[str, Any]:
    data = game.model_dump(mode="json")
    data["rounds"] = [r.model_dump(mode="json", exclude_defaults=True) for r in game.rounds]
    return data


def export_json(game: Game) -> str:
    """The game as a versioned JSON document, with a checksum of its contents so that a
    file changed after export is refused on import."""
    data = _game_data(game)
    doc = {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "exported_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "checksum": checksum(data),
        "game": data,
    }
    return json.dumps(doc, ensure_ascii=False, indent=2)


def import_json(text: str | bytes) -> Game:
    """A game from :func:`export_json`, checked through and through: the format and
    version, the checksum, every field, and every round settled again by the engine.
    Anything wrong raises a :class:`LedgerError` saying what, with its code: the store's
    (``not-an-export``, ``export-version``, ``no-game``, ``no-checksum``,
    ``checksum-mismatch``, ``rounds-not-list``) or the engine's (``input-not-json``, a game
    ``not-valid``, ``in-round`` with the round's problem as its cause)."""
    doc = read_envelope(
        text,
        fmt=EXPORT_FORMAT,
        version=EXPORT_VERSION,
        what="game",
        max_chars=MAX_IMPORT_CHARS,
        error=GameStoreError,
    )
    data = doc.get("game")
    if not isinstance(data, dict):
        raise GameStoreError("no-game")
    given = doc.get("checksum")
    if not isinstance(given, str) or not given.startswith("sha256:"):
        raise GameStoreError("no-checksum")
    if checksum(data) != given:
        raise GameStoreError("checksum-mismatch")
    rounds = data.get("rounds", [])
    if not isinstance(rounds, list):
        raise GameStoreError("rounds-not-list")
    try:
        game = Game.model_validate({**data, "rounds": ()})
    except ValidationError as e:
        raise not_valid(LedgerError, e, "game") from None
    records = []
    for i, raw in enumerate(rounds, start=1):
        if not isinstance(raw, dict):
            raise LedgerError("in-round", number=i, cause=RecordError("record-not-object"))
        try:
            records.append(RoundRecord.model_validate(raw))
        except ValidationError as e:
            cause = not_valid(RecordError, e, "record")
            raise LedgerError("in-round", number=i, cause=cause) from None
    return replace_rounds(game, records)


def _exact(value: Decimal, _currency: str = "") -> str:
    """An amount exactly, as a plain decimal (``-2000``, ``2.5``): a money cell when no
    currency's conventions are given (:func:`export_csv`)."""
    return f"{value.normalize():f}" if value else "0"


def _stakes(value: Fraction) -> str:
    """Stakes as a plain decimal (``2``, ``0.25``, ``-1.5``)."""
    return _exact(stakes_money(value, Decimal(1)))


BOM = "\ufeff"
"""The byte-order mark a CSV export starts with: spreadsheet programs (Excel) then read it
as UTF-8, so Hangul and other names are not garbled."""


def _cell(text: str) -> str:
    """Text for a spreadsheet cell, never read as a formula."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def export_csv(
    game: Game,
    view: LedgerView | None = None,
    heading: Callable[[str], str] | None = None,
    value: Callable[[str, str], str] | None = None,
    money: Callable[[Decimal, str], str] = _exact,
) -> str:
    """One row per player per round (:data:`CSV_HEADERS`), numbers as plain decimals; the
    text starts with a byte-order mark (:data:`BOM`). ``heading`` writes each column's
    heading from its code and ``value`` each coded cell (the ending, ``perfect``'s
    ``yes``/``no``, ``entered``'s ``cards``/``count``) from its column and code (the app
    passes the visitor's language); by default the codes themselves are written. ``money``
    writes each amount from the amount and the game's currency (the app passes the words
    layer's :func:`tutor.words.money.sheet_money`: as many decimals as the currency has);
    by default the amount exactly."""
    view = view or ledger(game)
    head = heading or str
    said = value or (lambda _column, code: code)
    buf = io.StringIO()
    out = csv.writer(buf, lineterminator="\n")
    out.writerow([head(h) for h in CSV_HEADERS])
    for r in view.rounds:
        entered = {
            p.name: said("entered", "count" if p.by_count else "cards")
            for p in r.record.players
            if p.dropped_out is None
        }
        points = {p.name: p.points for p in r.settlement.players}
        for name in game.players:
            out.writerow(
                [
                    _cell(game.name),
                    r.number,
                    _cell(r.dealer),
                    said("ending", r.ending),
                    _cell(r.winner),
                    said("perfect", "yes" if r.perfect else "no"),
                    r.multiplier,
                    _cell(name),
                    entered.get(name, ""),
                    points.get(name, ""),
                    _stakes(r.stakes[name]),
                    money(r.money[name], game.currency),
                    _stakes(r.running_stakes[name]),
                    money(r.running_money[name], game.currency),
                    _cell(game.currency),
                ]
            )
    out.writerow([])
    out.writerow([head(h) for h in TRANSFER_HEADERS])
    for i, p in enumerate(view.payments, start=1):
        out.writerow(
            [
                i,
                _cell(p.payer),
                _cell(p.payee),
                _stakes(p.stakes),
                money(p.money, game.currency),
                _cell(game.currency),
            ]
        )
    return BOM + buf.getvalue()
