"""The game ledger and the payout checker as the visitor reads them: the table of rounds
with its headings, the CSV export's headings.

Every number comes from :mod:`tutor.engine.ledger`; the words come from the catalog, money
and stakes from :mod:`tutor.words.money`.
"""

from __future__ import annotations

from typing import Any

from tutor.engine.ledger import LedgerView
from tutor.words import t
from tutor.words.money import stakes_text

ROUND_COLUMNS = ("round", "dealer", "winner", "ending", "multiplier")
"""The rounds table's fixed columns (codes; each heading is ``game-column-<code>``)."""


def ending_name(ending: str, perfect: bool = False) -> str:
    """A round's ending as the ledger names it ("Going out (Perfect)")."""
    return t("ledger-ending", ending=ending, perfect=perfect)


def summary_rows(view: LedgerView) -> list[dict[str, Any]]:
    """The table of rounds, one dict a round: number, dealer, winner, ending, multiplier,
    then each player's result in stakes (a mark for a player who dropped out). The keys
    are the headings the visitor reads; a player named like a heading gets a marked
    column of their own."""
    fixed = [t(f"game-column-{c}") for c in ROUND_COLUMNS]
    taken = {f.casefold() for f in fixed}
    columns = {
        n: n if n.casefold() not in taken else t("game-column-player", name=n)
        for n in view.game.players
    }
    out_mark = t("game-dropped-out-mark")
    rows = []
    for r in view.rounds:
        values = (r.number, r.dealer, r.winner, ending_name(r.ending, r.perfect),
                  f"×{r.multiplier}")  # fmt: skip
        row: dict[str, Any] = dict(zip(fixed, values, strict=True))
        for name, column in columns.items():
            mark = f" {out_mark}" if name in r.dropped_out else ""
            row[column] = stakes_text(r.stakes[name], sign=True) + mark
        rows.append(row)
    return rows


def csv_value(column: str, code: str) -> str:
    """A coded cell of a CSV export in the visitor's language: an ending's name, ``yes`` or
    ``no``, ``cards`` or ``count`` (catalog ``game-csv-value``)."""
    return t("game-csv-value", column=column, code=code)


def csv_heading(column: str) -> str:
    """A CSV export's column heading in the visitor's language (``column`` is the
    export's column code, :data:`tutor.store.game_file.CSV_HEADERS`)."""
    return t("game-csv-column", column=column)
