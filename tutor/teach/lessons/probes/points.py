"""The ``points`` probe: points in hand, as is or after the best melds (rule book 2, 6.1)."""

from __future__ import annotations

from typing import Literal

from pydantic import field_validator

from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import Card, parse_cards
from tutor.engine.counting import hand_points
from tutor.engine.rules import Rules
from tutor.teach.lessons.fields import valid_cards
from tutor.teach.lessons.outcome import Frozen, Outcome, shown_value, titled


class PointsProbe(Frozen):
    """Points in hand: the hand as it is (``count: as-is``), or left after the best
    arrangement of melds (``count: best``) (rule book 2, 6.1)."""

    type: Literal["points"]
    hand: str
    count: Literal["as-is", "best"] = "as-is"

    _hand = field_validator("hand")(lambda cls, v: valid_cards(v))

    def shown_cards(self) -> list[tuple[Card, ...]]:
        return [parse_cards(self.hand)]

    def evaluate(self, rules: Rules) -> Outcome:
        cards = parse_cards(self.hand, rules)
        if self.count == "best":
            arr = best_arrangement(cards, rules)
            return Outcome(
                value=arr.points,
                shown=shown_value(arr.points),
                **titled("title-points-left", points=arr.points),
                why=arr.why,
            )
        count = hand_points(cards, rules)
        return Outcome(
            value=count.total,
            shown=shown_value(count.total),
            **titled("title-points-in-hand", points=count.total),
            why=count.why,
        )
