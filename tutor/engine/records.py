"""A round record: the facts of one finished round, as a player would write them down.

The rules are kept apart from the facts (STYLE.md): ``rules`` names a preset, or a preset
plus the switches changed. Players are listed in seating order, clockwise; ``hand`` is the
cards still held when the round ended (text such as ``"7h 10s Qd"``); ``melded`` says
whether the player had laid a meld from hand before the round ended; ``had_turn`` whether
they had played a turn. JSON example::

    {"rules": "pagat", "ending": "stock",
     "players": [{"name": "Ann", "hand": "2c 4d", "melded": true}, ...]}
"""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from tutor.engine.endings import Ending
from tutor.engine.errors import RecordError
from tutor.engine.rules import Rules


class PlayerRecord(BaseModel):
    """One player at the end of a round."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=30, description="The player's name.")
    hand: str = Field("", max_length=200, description="Cards still in hand, e.g. '7h 10s Qd'.")
    melded: bool = Field(False, description="Had laid a meld from hand before the round ended.")
    had_turn: bool = Field(True, description="Had played at least one turn.")
    dropped_out: Literal["chose", "forced"] | None = Field(
        None, description="With 6–7 players: dropped out after the deal, by choice or forced."
    )

    @field_validator("name")
    @classmethod
    def _strip(cls, v: str) -> str:
        v = " ".join(v.split())
        if not v:
            raise ValueError("a player's name cannot be blank")
        return v


class RoundRecord(BaseModel):
    """How one round ended. ``winner`` is given for a Blast, going out and four sevens;
    ``knocker`` for a knock; for a knock and the end of stock the engine finds the winner."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rules: str | dict[str, Any] = "pagat"
    ending: Ending
    players: list[PlayerRecord]
    dealer: str | None = None
    winner: str | None = None
    knocker: str | None = None
    perfect: bool = False
    perfect_discard_by: str | None = None

    @classmethod
    def load(cls, data: RoundRecord | dict[str, Any] | str | bytes) -> RoundRecord:
        """A record from a model, a dict or JSON text; a clear :class:`RecordError` if not."""
        if isinstance(data, RoundRecord):
            return data
        if isinstance(data, str | bytes):
            try:
                data = json.loads(data)
            except (json.JSONDecodeError, UnicodeDecodeError) as e:
                raise RecordError(f"the record is not valid JSON: {e}") from None
        if not isinstance(data, dict):
            raise RecordError("a round record must be a JSON object with 'ending' and 'players'")
        try:
            return cls.model_validate(data)
        except ValidationError as e:
            raise RecordError(describe_validation(e)) from None

    def rules_in_force(self) -> Rules:
        return Rules.from_spec(self.rules)

    def to_json(self) -> str:
        return self.model_dump_json(indent=2, exclude_defaults=True)


def describe_validation(error: ValidationError) -> str:
    """Pydantic's errors as one plain sentence per problem, naming the field."""
    parts = []
    for err in error.errors()[:5]:
        loc = err["loc"]
        where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in loc).lstrip(".")
        msg = err["msg"].removeprefix("Value error, ")
        if err["type"] == "missing":
            msg = "this field is required"
        elif err["type"] == "extra_forbidden":
            msg = "is not a field of a round record"
        parts.append(f"{where or 'record'}: {msg}")
    return "the record is not valid: " + "; ".join(parts)
