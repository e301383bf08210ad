"""The ``knock_ok`` probe: may this player knock? (rule book 5.2)"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from tutor.engine.cards import Card, parse_cards
from tutor.engine.endings import knock
from tutor.engine.rules import Rules
from tutor.teach.lessons.fields import valid_cards
from tutor.teach.lessons.outcome import Frozen, Outcome, verdict_titled, yes_no


class KnockProbe(Frozen):
    """May this player knock at the start of the turn? (rule book 5.2)"""

    type: Literal["knock_ok"]
    hand: str
    players: int = Field(4, ge=2, le=7)
    melded: bool = False
    others_melded: bool = True

    _hand = field_validator("hand")(lambda cls, v: valid_cards(v))

    def shown_cards(self) -> list[tuple[Card, ...]]:
        return [parse_cards(self.hand)]

    def evaluate(self, rules: Rules) -> Outcome:
        v = knock(
            parse_cards(self.hand, rules),
            rules,
            players=self.players,
            knocker_melded=self.melded,
            others_melded=self.others_melded,
        )
        return Outcome(value=v.allowed, shown=yes_no(v.allowed), why=v.why, **verdict_titled(v))
