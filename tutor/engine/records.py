"""A round record: the facts of one finished round, as a player would write them down.

The rules are kept apart from the facts (STYLE.md): ``rules`` names a preset, or a preset
plus the switches changed. Players are listed in seating order, clockwise; ``hand`` is the
cards still held when the round ended (text such as ``"7h 10s Qd"``), or, instead of the
cards, the counts the player read off their own hand: ``points`` (the settlement count),
``sevens`` (sevens still held) and ``jokers`` (jokers still held, when the rules use them);
``melded`` says
whether the player had laid a meld from hand before the round ended; ``had_turn`` whether
they had played a turn. JSON example::

    {"rules": "pagat", "ending": "stock",
     "players": [{"name": "Ann", "hand": "2c 4d", "melded": true},
                 {"name": "Bo", "points": 12, "sevens": 1, "melded": true}, ...]}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from tutor.engine.cast import Cast, Name
from tutor.engine.endings import Ending
from tutor.engine.errors import InputError, RecordError
from tutor.engine.inputs import check_depth, load_json, not_valid, quote
from tutor.engine.reasons import FrozenDict, freeze, thaw
from tutor.engine.rules import Rules

NAME_MAX = 30
"""The longest player name a round (and a game) takes."""

MAX_POINTS = 9_999
"""Above any hand under any rules: the most is about 1,600 (two jokers that each multiply
the rest by five, on five picture cards)."""


def check_player_name(name: str) -> str:
    """A player's name with its spaces tidied (rule book 1.1: every player is named);
    a blank name or one over :data:`NAME_MAX` characters is refused, never cut. A name
    of the cast stays one (:mod:`tutor.engine.cast`)."""
    if isinstance(name, Cast):
        return name
    v = " ".join(name.split())
    if not v:
        raise RecordError("name-blank", point="1.1")
    if len(v) > NAME_MAX:
        raise RecordError(
            "name-too-long", point="1.1", player=v, name=quote(v, 80), length=len(v),
            limit=NAME_MAX,
        )  # fmt: skip
    return v


def check_count_range(name: str, points: int, sevens: int | None, jokers: int | None) -> None:
    """Refuse a count outside what any hand holds (rule book 6.1 points, 2.2 sevens, 7.9
    jokers): points from 0 to :data:`MAX_POINTS`, sevens and jokers from 0 to 4. The round
    form calls it as each number is typed, so what is shown is what is checked."""
    if not 0 <= points <= MAX_POINTS:
        raise RecordError(
            "points-range", point="6.1", player=name, name=name, points=points, most=MAX_POINTS
        )
    if sevens is not None and not 0 <= sevens <= 4:
        raise RecordError("sevens-range", point="2.2", player=name, name=name, sevens=sevens)
    if jokers is not None and not 0 <= jokers <= 4:
        raise RecordError(
            "jokers-range-entered", point="7.9", player=name, name=name, jokers=jokers
        )


class PlayerRecord(BaseModel):
    """One player at the end of a round."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: Name = Field(min_length=1)
    """At most :data:`NAME_MAX` characters once spaces are tidied (refused, never cut)."""
    hand: str = Field("", max_length=200)
    """Cards still in hand, as text (``"7h 10s Qd"``)."""
    points: int | None = None
    """Instead of the hand: the points in it (rule 6.1)."""
    sevens: int | None = None
    """With ``points``: sevens still in hand (rule 2.2)."""
    jokers: int | None = None
    """With ``points``: jokers still in hand (rule 7.9)."""
    melded: bool = False
    """Had laid a meld from hand before the round ended (rule 6.3)."""
    had_turn: bool = True
    """Had played at least one turn."""
    dropped_out: Literal["chose", "forced"] | None = None
    """With six or seven players: dropped out after the deal, by choice or forced (rule 7.6).
    What a person reads about each field is the words layer's (the round form's help,
    ``round-form-<field>-help``); the model holds no sentence."""

    @field_validator("name")
    @classmethod
    def _strip(cls, v: str) -> str:
        return check_player_name(v)

    @model_validator(mode="after")
    def _cards_or_counts(self) -> PlayerRecord:
        if self.points is None:
            if self.sevens is not None or self.jokers is not None:
                raise RecordError("counts-without-points", point="6.1", name=self.name)
            return self
        if self.hand.strip():
            raise RecordError("hand-and-points", point="6.1", name=self.name)
        check_count_range(self.name, self.points, self.sevens, self.jokers)
        return self

    @property
    def by_count(self) -> bool:
        """Entered by count (points, sevens, jokers) rather than by cards."""
        return self.points is not None


class RoundRecord(BaseModel):
    """How one round ended. ``winner`` is given for a Blast, going out and four sevens;
    ``knocker`` for a knock; for a knock and the end of stock the engine finds the winner."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rules: str | FrozenDict[str, Any] = "pagat"
    ending: Ending
    players: tuple[PlayerRecord, ...]
    dealer: Name | None = None
    winner: Name | None = None
    knocker: Name | None = None
    perfect: bool = False
    perfect_discard_by: Name | None = None

    @field_validator("rules", mode="before")
    @classmethod
    def _frozen_rules(cls, v: Any) -> Any:
        """A rule spec read-only all the way down (a knock-limit table included)."""
        return freeze(v) if isinstance(v, Mapping) else v

    @classmethod
    def load(cls, data: RoundRecord | Mapping[str, Any] | str | bytes) -> RoundRecord:
        """A record from a model, a mapping or JSON text; a clear :class:`RecordError` if
        not."""
        if isinstance(data, RoundRecord):
            return data
        if isinstance(data, FrozenDict):  # a read-only record (a worked example's)
            data = thaw(data)
        if isinstance(data, BaseModel) and type(data).__name__ == cls.__name__:
            # A record made before this module was reloaded (the app reloads edited
            # modules while it runs): the same fields, another class object.
            data = data.model_dump_json()
        if isinstance(data, str | bytes | bytearray):
            try:
                data = load_json(data, "record")
            except InputError as e:
                raise RecordError.like(e) from None
        if not isinstance(data, dict):
            raise RecordError("record-not-object")
        try:
            check_depth(data, "record")
        except InputError as e:
            raise RecordError.like(e) from None
        try:
            return cls.model_validate(data)
        except ValidationError as e:
            raise not_valid(RecordError, e, "record", player=_player_named(e, data)) from None
        except (TypeError, OverflowError, ValueError) as e:  # e.g. a Decimal of a million digits
            raise RecordError("record-wrong-kind", detail=str(e)[:80]) from None

    def rules_in_force(self) -> Rules:
        return Rules.from_spec(self.rules)

    def to_json(self) -> str:
        return self.model_dump_json(indent=2, exclude_defaults=True)


def _player_named(error: ValidationError, data: dict[str, Any]) -> str | None:
    """The name of the player the first problem is about, if it is about one."""
    loc = error.errors()[0]["loc"]
    players = data.get("players")
    if len(loc) < 2 or loc[0] != "players" or not isinstance(loc[1], int):
        return None
    entry = players[loc[1]] if isinstance(players, list) else None
    name = entry.get("name") if isinstance(entry, dict) else None
    return " ".join(name.split()) if isinstance(name, str) else None


HAND_AT_REST = 7
"""Cards held between turns by a player who has laid nothing (rule 1: seven dealt, and each
turn draws one and discards one)."""


def implied_melded(
    cards_held: int | None, *, ending: str | None = None, won: bool = False
) -> bool | None:
    """Whether a player had melded, as the round itself shows it; ``None`` when it does not.

    The winner who went out had (rule 5.3); a Blast's winner had not (rule 5.1). Otherwise
    the cards still held tell: cards leave a hand only in melds and lay-offs, and laying off
    needs a meld of one's own first (rule 4.3), so fewer than seven cards means melded and
    seven or more means never melded (rule 6.3). A count without cards says nothing."""
    if won and ending == "going-out":
        return True
    if won and ending == "blast":
        return False
    if cards_held is None:
        return None
    return cards_held < HAND_AT_REST
