"""The ``is_meld`` probe: do these cards form one meld? (rule book 3)"""

from __future__ import annotations

from typing import Literal

from pydantic import field_validator

from tutor.engine.cards import Card, parse_cards
from tutor.engine.melds import check_meld
from tutor.engine.rules import Rules
from tutor.teach.lessons.fields import valid_cards
from tutor.teach.lessons.outcome import Frozen, Outcome, titled, yes_no


class MeldProbe(Frozen):
    """Do these cards form one meld? (rule book 3)"""

    type: Literal["is_meld"]
    cards: str

    _cards = field_validator("cards")(lambda cls, v: valid_cards(v))

    def shown_cards(self) -> list[tuple[Card, ...]]:
        return [parse_cards(self.cards)]

    def evaluate(self, rules: Rules) -> Outcome:
        check = check_meld(parse_cards(self.cards), rules)
        title = (
            titled("title-meld", kind=check.meld.kind)
            if check.valid and check.meld
            else titled("title-not-a-meld")
        )
        return Outcome(value=check.valid, shown=yes_no(check.valid), why=check.why, **title)
