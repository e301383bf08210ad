"""The ``blast`` probe: may this player stop with a Blast? (rule book 5.1)"""

from __future__ import annotations

from typing import Literal

from pydantic import field_validator

from tutor.engine.cards import Card, parse_cards
from tutor.engine.endings import blast
from tutor.engine.rules import Rules
from tutor.teach.lessons.fields import valid_cards
from tutor.teach.lessons.outcome import Frozen, Outcome, verdict_titled, yes_no


class BlastProbe(Frozen):
    """May this player stop with a Blast at the start of the turn? (rule book 5.1)"""

    type: Literal["blast"]
    hand: str
    melded: bool = False

    _hand = field_validator("hand")(lambda cls, v: valid_cards(v))

    def shown_cards(self) -> list[tuple[Card, ...]]:
        return [parse_cards(self.hand)]

    def evaluate(self, rules: Rules) -> Outcome:
        v = blast(parse_cards(self.hand, rules), rules, melded=self.melded)
        return Outcome(value=v.allowed, shown=yes_no(v.allowed), why=v.why, **verdict_titled(v))
