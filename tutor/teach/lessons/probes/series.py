"""The ``series`` probe: several rounds worked out by the game ledger (rule book 1.3, 6.5)."""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from pydantic import Field, field_validator, model_validator

from tutor.engine.cast import Name
from tutor.engine.errors import HoolaError
from tutor.engine.rules import Rules
from tutor.teach.errors import LessonError
from tutor.teach.lesson_reasons import said
from tutor.teach.lessons.fields import FrozenRecord, player_names, valid_record
from tutor.teach.lessons.outcome import Answer, Frozen, Outcome, refused, shown_value, titled


class SeriesProbe(Frozen):
    """Several rounds in a row, worked out by the game ledger: who deals the round after
    them (``next_dealer``, rule book 1), its stake multiplier (``next_multiplier``, §6.5),
    or what ``player`` pays in the last round, in stakes, multiplier included (``pays``)."""

    type: Literal["series"]
    rounds: tuple[FrozenRecord, ...] = Field(min_length=1, max_length=6)
    ask: Literal["next_dealer", "next_multiplier", "pays"]
    player: Name | None = None

    @field_validator("rounds")
    @classmethod
    def _rounds(cls, v: tuple[FrozenRecord, ...]) -> tuple[FrozenRecord, ...]:
        names = None
        for i, r in enumerate(v):
            valid_record(r)
            if names is None:
                names = player_names(r)
            elif player_names(r) != names:
                raise LessonError("round-players", round=i + 1)
        return v

    @model_validator(mode="after")
    def _player(self) -> SeriesProbe:
        if self.ask == "pays" and self.player not in player_names(self.rounds[0]):
            raise LessonError("player-needed", ask="pays")
        return self

    def choices(self) -> list[str] | None:
        return player_names(self.rounds[0]) if self.ask == "next_dealer" else None

    def evaluate(self, rules: Rules) -> Outcome:
        from tutor.engine.ledger import Game, ledger, replace_rounds  # the ledger builds on settle

        first = self.rounds[0]
        names = player_names(first)
        try:
            game = Game.new(
                players=names,
                rules=rules,
                name="Lesson",
                first_dealer=first.get("dealer") or names[0],
            )
            view = ledger(replace_rounds(game, self.rounds))
        except HoolaError as e:
            return refused(e)
        seat = {str(n): n for n in names}  # the ledger's names back as the lesson's (the cast)
        reasons = [
            said(
                "reason-series-round",
                "6.5",
                number=r.number,
                winner=seat.get(r.winner, r.winner),
                perfect=r.perfect,
                multiplier=r.multiplier,
            )
            for r in view.rounds
        ]
        value: Answer
        if self.ask == "next_dealer":
            value = seat.get(view.next_dealer, view.next_dealer)
            reasons.append(said("reason-next-dealer", "1.3", name=value))
            title = titled("title-deals-next", name=value)
        elif self.ask == "next_multiplier":
            value = int(view.next_multiplier)
            reasons.append(said("reason-next-multiplier", "6.5", multiplier=value))
            title = titled("title-next-multiplier", multiplier=value)
        else:
            last = view.rounds[-1]
            p = self.player or ""
            value = int(max(-last.stakes[p], Fraction(0)))
            reasons.append(
                said(
                    "reason-series-pays",
                    "6.2",
                    number=last.number,
                    player=p,
                    base=last.base[p],
                    multiplier=last.multiplier,
                    stakes=last.stakes[p],
                )
            )
            title = titled("title-pays", player=p, stakes=value)
        return Outcome(value=value, shown=shown_value(value), why=tuple(reasons), **title)
