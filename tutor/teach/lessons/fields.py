"""Field checks shared by the lesson models: cards, melds, rule sets and round records that
the engine must accept (a ``ValueError`` naming the problem otherwise)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import BeforeValidator

from tutor.engine.cards import parse_cards
from tutor.engine.melds import Meld
from tutor.engine.reasons import FrozenDict, freeze
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules
from tutor.teach.errors import LessonError

FrozenRecord = Annotated[FrozenDict[str, Any], BeforeValidator(freeze)]
"""A JSON object read-only all the way down (a round record, a rule spec)."""

RulesSpec = str | FrozenRecord
"""A preset name, or ``{"preset": name, <switch>: value, ...}`` (see :meth:`Rules.from_spec`),
read-only."""


def valid_cards(v: str) -> str:
    parse_cards(v)  # raises CardError (a ValueError) naming the bad token
    return v


def valid_melds(v: list[str]) -> list[str]:
    for meld in v:
        Meld.parse(meld)  # raises CardError (a ValueError) when the cards are no meld
    return v


def valid_spec(v: RulesSpec | None) -> RulesSpec | None:
    if v is not None:
        Rules.from_spec(v)  # RulesError is a ValueError
    return v


def valid_record(v: FrozenRecord) -> FrozenRecord:
    if "rules" in v:
        raise LessonError("record-rules")
    RoundRecord.load(v)
    return v


def player_names(record: Mapping[str, Any]) -> list[str]:
    return [p["name"] for p in record.get("players", [])]
