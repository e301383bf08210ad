"""The rules in force: every switch of the rule book as one frozen pydantic model, and the
presets.

Where the sources disagree (the rule book names each such point a *switch*), :class:`Rules`
carries a field. Each field records the rule-book point it belongs to (:func:`switch_rule`)
and what each source says (:func:`switch_sources`, keyed by :data:`rulebook.SOURCES`), so the
tutor can show the disagreement side by side. Presets are data (rule 8):
:meth:`Rules.preset` returns a complete value.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, JsonValue, ValidationError, field_validator

from tutor.engine.errors import RulesError
from tutor.engine.inputs import check_depth, not_valid, quote
from tutor.engine.reasons import FrozenDict

Direction = Literal["counter-clockwise", "clockwise"]
AceRule = Literal["wrap", "high-or-low", "low"]
KnockNeeds = Literal["other-melded", "knocker-and-other", "none"]
Claim = Literal["none", "battle", "tame"]
JokerInHand = Literal["double", "quintuple", "zero", "fourteen-triple", "twenty", "thirty"]
PictureBlast = Literal["none", "all-pictures"]
TieRule = Literal["turn-order", "fewest-cards"]

KNOCK_LIMIT_TABLES: dict[str, int | dict[int, int]] = {
    "ten": 10,
    "table-7-10-15": {2: 7, 3: 10, 4: 15},
    "table-5-15-21": {2: 5, 3: 15, 4: 21},
    "table-5-10-15-21": {2: 5, 3: 10, 4: 15, 5: 21},
    "five": 5,
    "four": 4,
}
"""The knock limits the sources name (rules 5.2 and 7.7), by a code (the words layer names
each: ``rules-knock-table``; 10 for everyone is what all sources say, the rest variations)."""


def _f(default: Any, sources: dict[str, JsonValue], rule: str) -> Any:
    """A switch: its default, what each source says as a code (the same code for the same
    saying; ``silent`` when a source does not settle the point; the words layer writes each
    as ``rules-source-<code>``) and its rule-book point (what the switch does is the words
    layer's message ``rules-switch-<name>``)."""
    return Field(default, json_schema_extra={"sources": sources, "rule": rule})


def switch_rule(name: str) -> str:
    """The rule-book point a switch belongs to (``"5.2"`` for ``knock_limit``)."""
    extra = Rules.model_fields[name].json_schema_extra
    return str(extra["rule"]) if isinstance(extra, dict) else ""


SILENT = "silent"
"""The code of a source that does not settle a switch."""


def switch_sources(name: str) -> dict[str, str]:
    """What each source says about a switch as a code, keyed by source key (``"detailed"``,
    ...): two sources with the same code say the same; :data:`SILENT` says nothing."""
    extra = Rules.model_fields[name].json_schema_extra
    sources = extra.get("sources") if isinstance(extra, dict) else None
    return {str(k): str(v) for k, v in sources.items()} if isinstance(sources, dict) else {}


class Rules(BaseModel):
    """A complete rule set. Frozen: change it with ``model_copy(update={...})``, which
    validates the new values too."""

    model_config = ConfigDict(frozen=True, extra="forbid", validate_assignment=True)

    # Every way in gives a RulesError (short, naming each field), never pydantic's
    # ValidationError: ``Rules(...)``, ``model_validate``, ``model_validate_json``.
    def __init__(self, **data: Any) -> None:
        try:
            super().__init__(**data)
        except ValidationError as e:
            raise not_valid(RulesError, e, "rules") from None

    # pydantic validates without calling this __init__ (as for its own): no cost to settle.
    # (A function's own attribute: set with setattr, as typeshed's FunctionType declares none.)
    setattr(__init__, "__pydantic_base_init__", True)  # noqa: B010

    @classmethod
    def model_validate(cls, obj: Any, **kwargs: Any) -> Rules:
        try:
            return super().model_validate(obj, **kwargs)
        except ValidationError as e:
            raise not_valid(RulesError, e, "rules") from None

    @classmethod
    def model_validate_json(cls, json_data: Any, **kwargs: Any) -> Rules:
        try:
            return super().model_validate_json(json_data, **kwargs)
        except ValidationError as e:
            raise not_valid(RulesError, e, "rules") from None

    @classmethod
    def model_validate_strings(cls, obj: Any, **kwargs: Any) -> Rules:
        try:
            return super().model_validate_strings(obj, **kwargs)
        except ValidationError as e:
            raise not_valid(RulesError, e, "rules") from None

    def __setattr__(self, name: str, value: Any) -> None:
        try:
            super().__setattr__(name, value)
        except ValidationError as e:
            raise not_valid(RulesError, e, "rules") from None

    direction: Direction = _f(
        "counter-clockwise",
        {"detailed": "direction-detailed", "casual": "direction-casual"},
        "1.5",
    )
    ace: AceRule = _f(
        "wrap",
        {
            "detailed": "ace-detailed",
            "short": "ace-short",
            "casual": "ace-casual",
            "online": "ace-short",
        },
        "3.4",
    )
    seven_in_hand: Literal[7, 14] = _f(
        7,
        {
            "detailed": "seven-in-hand-detailed",
            "short": "seven-in-hand-short",
            "casual": "seven-in-hand-detailed",
            "online": "seven-in-hand-online",
        },
        "2.2",
    )
    sevens_double: bool = _f(
        True,
        {"detailed": "yes", "short": "sevens-double-short", "casual": "yes"},
        "2.3",
    )
    sopang_max: Literal[14, 15] = _f(
        14,
        {
            "detailed": "sopang-max-detailed",
            "short": "sopang-max-short",
            "casual": "sopang-max-casual",
            "online": "sopang-max-short",
        },
        "5.1",
    )
    daepang_min: int = _f(
        83,
        {
            "detailed": "daepang-min-detailed",
            "short": "daepang-min-detailed",
            "casual": "daepang-min-casual",
            "online": "daepang-min-detailed",
        },
        "5.1",
    )
    knock_limit: int | FrozenDict[int, int] = _f(
        10,
        {
            "detailed": "knock-limit-detailed",
            "short": "knock-limit-short",
            "casual": "knock-limit-short",
            "online": "knock-limit-short",
        },
        "5.2",
    )
    knock_needs: KnockNeeds = _f(
        "other-melded",
        {
            "detailed": "knock-needs-detailed",
            "short": "knock-needs-short",
            "casual": "knock-needs-casual",
        },
        "5.2",
    )
    discard_to_go_out: bool = _f(
        True,
        {
            "detailed": "discard-to-go-out-detailed",
            "short": "discard-to-go-out-short",
            "casual": "discard-to-go-out-casual",
        },
        "4.5",
    )
    meld_at_stock_end: bool = _f(
        True,
        {
            "detailed": "meld-at-stock-end-detailed",
            "short": "meld-at-stock-end-short",
            "casual": "silent",
        },
        "5.5",
    )
    stock_melds_spare_doubling: bool = _f(
        False,
        {"detailed": "silent", "short": "silent", "casual": "silent"},
        "5.5",
    )
    claim: Claim = _f(
        "none",
        {"detailed": "claim-detailed", "casual": "claim-casual"},
        "7.1",
    )
    undercut_doubles: bool = _f(
        True,
        {"detailed": "yes", "casual": "silent"},
        "6.3",
    )
    undercut_penalty: int | None = _f(
        None,
        {"detailed": "undercut-penalty-detailed"},
        "6.4",
    )
    hoola_doubles: bool = _f(
        False,
        {"detailed": "variation"},
        "6.5",
    )
    jokers: int = _f(
        0,
        {"detailed": "jokers-detailed", "short": "none", "casual": "none"},
        "7.9",
    )
    joker_in_hand: JokerInHand = _f(
        "double",
        {"detailed": "joker-in-hand-detailed"},
        "7.9",
    )
    picture_cards_ten: bool = _f(
        False,
        {"detailed": "variation"},
        "7.3",
    )
    picture_blast: PictureBlast = _f(
        "none",
        {"detailed": "picture-blast-detailed"},
        "7.3",
    )
    perfect_needs_all_turns: bool = _f(
        True,
        {"detailed": "yes", "casual": "not-mentioned"},
        "5.3",
    )
    tie: TieRule = _f(
        "turn-order",
        {"detailed": "silent", "short": "silent", "casual": "silent"},
        "5.6",
    )
    six_seven_players: bool = _f(
        False,
        {"detailed": "variation"},
        "7.6",
    )
    dropout_compensation: float = _f(
        0.25,
        {"detailed": "dropout-compensation-detailed"},
        "7.6",
    )

    @field_validator("daepang_min")
    @classmethod
    def _daepang_range(cls, v: int) -> int:
        if not 50 <= v <= 91:
            raise RulesError("daepang-range", point="5.1", value=v)
        return v

    @field_validator("knock_limit")
    @classmethod
    def _knock_limit(cls, v: int | FrozenDict[int, int]) -> int | FrozenDict[int, int]:
        limits = v.values() if isinstance(v, Mapping) else [v]
        if isinstance(v, Mapping):
            if not v:
                raise RulesError("knock-table-empty", point="7.7")
            bad = [n for n in v if not 2 <= n <= 5]
            if bad:
                raise RulesError("knock-table-count", point="7.7", players=bad[0])
        if any(not 0 <= x <= 91 for x in limits):
            raise RulesError("knock-limit-range", point="5.2")
        return v

    @field_validator("undercut_penalty")
    @classmethod
    def _penalty(cls, v: int | None) -> int | None:
        if v is not None and not 1 <= v <= 100:
            raise RulesError("penalty-range", point="7.11", value=v)
        return v

    @field_validator("jokers")
    @classmethod
    def _jokers(cls, v: int) -> int:
        if not 0 <= v <= 2:
            raise RulesError("jokers-range", point="7.9", value=v)
        return v

    @field_validator("dropout_compensation")
    @classmethod
    def _compensation(cls, v: float) -> float:
        if not 0 <= v <= 10 or (v * 4) != int(v * 4):
            raise RulesError("compensation-range", point="7.6", value=v)
        return v

    # -- derived values ---------------------------------------------------------------
    @property
    def max_players(self) -> int:
        """Most players at the table: 5, or 7 with the 6–7 player variant (rule 1.1)."""
        return 7 if self.six_seven_players else 5

    def knock_limit_for(self, players: int) -> int:
        """The knock limit for this many players; a table without that count is refused."""
        if isinstance(self.knock_limit, int):
            return self.knock_limit
        if players not in self.knock_limit:
            raise RulesError(
                "knock-table-missing",
                point="7.7",
                players=players,
                counts=tuple(sorted(self.knock_limit)),
            )
        return self.knock_limit[players]

    def blast_allowed(self) -> bool:
        """Whether any Blast exists under these rules (rules 5.1, 7.3)."""
        return not (self.picture_cards_ten and self.picture_blast == "none")

    # -- presets ----------------------------------------------------------------------
    @classmethod
    def preset(cls, name: str) -> Rules:
        """A named preset of rule 8: ``pagat`` (default), ``s1-short``, ``s2-casual``, ``bga``."""
        try:
            return PRESETS[name]
        except (KeyError, TypeError):  # TypeError: a name that is not text (e.g. a list)
            raise RulesError(
                "no-such-preset", point="8", name=quote(name), presets=tuple(PRESETS)
            ) from None

    @classmethod
    def presets(cls) -> tuple[str, ...]:
        """The preset names, in the rule book's order (rule 8; the words layer names and
        describes each)."""
        return tuple(PRESETS)

    @classmethod
    def from_spec(cls, spec: str | Mapping[str, Any] | Rules | None) -> Rules:
        """Rules from a preset name, ``{"preset": name, <field>: <value>, ...}``, a
        :class:`Rules`, or ``None`` (the default preset). Bad values raise :class:`RulesError`."""
        if spec is None:
            return cls.preset(DEFAULT_PRESET)
        if isinstance(spec, Rules):
            return spec
        if isinstance(spec, str):
            return cls.preset(spec)
        if not isinstance(spec, Mapping):
            raise RulesError("rules-not-object", point="8", value=quote(spec))
        check_depth(spec, "rules", limit=4)
        spec = dict(spec)
        base = cls.preset(spec.pop("preset", DEFAULT_PRESET))
        unknown = [k for k in spec if not isinstance(k, str) or k not in cls.model_fields]
        if unknown:
            raise RulesError("no-such-rule", name=quote(unknown[0]))
        return base.with_changes(**spec)

    def with_changes(self, **changes: Any) -> Rules:
        """A copy with some switches changed, validated; unknown names are refused."""
        check_depth(changes, "rule-changes", limit=4)
        unknown = [k for k in changes if k not in type(self).model_fields]
        if unknown:
            raise RulesError("no-such-rule", name=quote(unknown[0]))
        if "knock_limit" in changes and isinstance(changes["knock_limit"], Mapping):
            changes["knock_limit"] = _int_keys(changes["knock_limit"])
        items = tuple(sorted(changes.items()))
        try:
            return _changed(self, items)
        except TypeError:  # a value that cannot be a key (a list): validated, not kept
            return _changed.__wrapped__(self, items)

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Rules:
        """Like pydantic's ``model_copy``, but the updated values are validated."""
        if update:
            return self.with_changes(**update)
        return super().model_copy(deep=deep)

    def differences(self, other: Rules) -> list[str]:
        """Names of the switches set differently in ``other``, in field order."""
        return [n for n in type(self).model_fields if getattr(self, n) != getattr(other, n)]

    def to_spec(self) -> dict[str, Any]:
        """The shortest ``{"preset": ..., changes}`` that gives back these rules."""
        best: dict[str, Any] | None = None
        mine = self.model_dump()
        for name, preset in PRESETS.items():
            theirs = preset.__dict__  # the field values, as differences() compares them
            diff = {k: v for k, v in mine.items() if theirs[k] != v}
            if best is None or len(diff) < len(best) - 1:
                best = {"preset": name, **diff}
        assert best is not None
        return best


def _int_keys(table: Mapping[Any, int]) -> dict[int, int]:
    try:
        return {int(k): v for k, v in table.items()}
    except (TypeError, ValueError, OverflowError):
        raise RulesError("knock-table-keys", point="7.7", value=quote(table)) from None


@lru_cache(maxsize=4096)
def _changed(rules: Rules, changes: tuple[tuple[str, Any], ...]) -> Rules:
    """:meth:`Rules.with_changes`, kept: rules are frozen, so the same changes to the same
    rules give equal rules, and a quiz question tries a switch's other value on every
    question it makes (9 us a validation; a refused change raises and is not kept)."""
    return type(rules).model_validate({**rules.model_dump(), **dict(changes)})


def _build(changes: dict[str, Any]) -> Rules:
    return Rules(**changes)


DEFAULT_PRESET = "pagat"

PRESETS: Mapping[str, Rules] = MappingProxyType(
    {
        "pagat": _build({}),
        "s1-short": _build(
            {
                "seven_in_hand": 14,
                "sopang_max": 15,
                "knock_needs": "none",
                "discard_to_go_out": False,
                "meld_at_stock_end": False,
            }
        ),
        "s2-casual": _build(
            {"direction": "clockwise", "knock_needs": "knocker-and-other", "claim": "battle"}
        ),
        # The online table (rule 8.4): its help page states 14 for a seven at a knock only; the
        # preset applies 14 at every ending. The knocker loses a tie, as in pagat.
        "bga": _build({"sopang_max": 15, "daepang_min": 83, "seven_in_hand": 14}),
    }
)
"""The presets by name, read-only (a module table no caller can change for everyone)."""

PRESET_RULES: Mapping[str, str] = MappingProxyType(
    {name: f"8.{i}" for i, name in enumerate(PRESETS, start=1)}
)
"""The rule-book point that describes each preset."""
