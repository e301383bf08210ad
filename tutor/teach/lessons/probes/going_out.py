"""The ``going_out`` probe: can the player go out this turn, with a Perfect? (rule book 4, 5.3)"""

from __future__ import annotations

from typing import Literal

from pydantic import field_validator

from tutor.engine.cards import Card, parse_cards
from tutor.engine.endings import going_out
from tutor.engine.errors import HoolaError
from tutor.engine.rules import Rules
from tutor.teach.lessons.fields import valid_cards, valid_melds
from tutor.teach.lessons.outcome import Frozen, Outcome, refused, verdict_titled, yes_no


class GoingOutProbe(Frozen):
    """Holding ``hand`` after the draw, can the player go out this turn (``ask: out``), and
    would it be a Perfect (``ask: perfect``)? (rule book 4, 5.3)"""

    type: Literal["going_out"]
    hand: str
    melded_before: bool = False
    others_had_turn: bool = True
    ask: Literal["out", "perfect"] = "out"
    table: tuple[str, ...] = ()
    """Melds already on the table, which cards may be laid off onto once the player has
    melded from the hand (rule book 4.3)."""

    _hand = field_validator("hand")(lambda cls, v: valid_cards(v))
    _table = field_validator("table")(lambda cls, v: valid_melds(v))

    def shown_cards(self) -> list[tuple[Card, ...]]:
        return [parse_cards(self.hand)]

    def evaluate(self, rules: Rules) -> Outcome:
        try:
            v = going_out(
                parse_cards(self.hand, rules),
                rules,
                melded_before=self.melded_before,
                others_had_turn=self.others_had_turn,
                table=self.table,
            )
        except HoolaError as e:
            return refused(e)
        value = v.allowed if self.ask == "out" else v.allowed and v.perfect
        return Outcome(value=value, shown=yes_no(value), why=v.why, **verdict_titled(v))
