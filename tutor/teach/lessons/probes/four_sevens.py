"""The ``four_sevens`` probe: may this player stop with four sevens? (rule book 5.4)"""

from __future__ import annotations

from typing import Literal

from pydantic import field_validator

from tutor.engine.cards import Card, parse_cards
from tutor.engine.endings import four_sevens
from tutor.engine.rules import Rules
from tutor.teach.lessons.fields import valid_cards
from tutor.teach.lessons.outcome import Frozen, Outcome, verdict_titled, yes_no


class FourSevensProbe(Frozen):
    """May this player stop with four sevens? (rule book 5.4)"""

    type: Literal["four_sevens"]
    hand: str

    _hand = field_validator("hand")(lambda cls, v: valid_cards(v))

    def shown_cards(self) -> list[tuple[Card, ...]]:
        return [parse_cards(self.hand)]

    def evaluate(self, rules: Rules) -> Outcome:
        v = four_sevens(parse_cards(self.hand, rules), rules)
        return Outcome(value=v.allowed, shown=yes_no(v.allowed), why=v.why, **verdict_titled(v))
