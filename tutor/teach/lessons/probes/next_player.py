"""The ``next_player`` probe: who plays next, claims included (rule book 1.5, 7)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from tutor.engine.cast import Name
from tutor.engine.rules import Rules
from tutor.engine.table import claim_taker, play_order
from tutor.teach.errors import LessonError
from tutor.teach.lesson_reasons import said
from tutor.teach.lessons.outcome import Frozen, Outcome, shown_value, titled


class NextPlayerProbe(Frozen):
    """Players seated clockwise: who plays after ``current``? (rule book 1)"""

    type: Literal["next_player"]
    seating: tuple[Name, ...] = Field(min_length=2, max_length=7)
    current: Name
    claimants: tuple[Name, ...] = ()
    """Players who claim ``current``'s discard out of turn, in the order they slapped it
    (rules 7.1, 7.2); empty when nobody does."""

    @model_validator(mode="after")
    def _seat(self) -> NextPlayerProbe:
        if len(set(self.seating)) != len(self.seating):
            raise LessonError("seating-twice")
        if self.current not in self.seating:
            raise LessonError(
                "current-not-seated",
                current=self.current,
            )
        if any(c not in self.seating or c == self.current for c in self.claimants):
            raise LessonError("claimants-not-seated")
        return self

    def choices(self) -> list[str]:
        return list(self.seating)

    def evaluate(self, rules: Rules) -> Outcome:
        order = play_order(self.seating, self.current, rules.direction)
        taker = claim_taker(self.seating, self.current, self.claimants, rules)
        seated = said("reason-seated", "1.5", seating=tuple(self.seating))
        if self.claimants:
            claimants = tuple(self.claimants)
            if taker is None:
                why = said("reason-claim-refused", "7.1", claimants=claimants)
            elif rules.claim == "battle":
                why = said("reason-claim-first-slap", "7.1", claimants=claimants, taker=taker)
            else:
                why = said(
                    "reason-claim-turn-order",
                    "7.2",
                    claimants=claimants,
                    taker=taker,
                    current=self.current,
                )
            name = taker or order[1]
            return Outcome(
                value=name,
                shown=shown_value(name),
                why=(seated, why),
                **titled("title-plays-next", name=name),
            )
        goes = said("reason-play-goes", "1.5", direction=rules.direction, order=tuple(order))
        return Outcome(
            value=order[1],
            shown=shown_value(order[1]),
            why=(seated, goes),
            **titled("title-plays-next", name=order[1]),
        )
