"""The rules in force: every switch of the rule book as one frozen pydantic model, and the
presets.

Where the sources disagree (the rule book names each such point a *switch*), :class:`Rules`
carries a field. Each field records the rule-book point it belongs to (:func:`switch_rule`)
and what each source says (:func:`switch_sources`, keyed by :data:`rulebook.SOURCES`), so the
tutor can show the disagreement side by side. Presets are data (rule 8):
:meth:`Rules.preset` returns a complete value.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from tutor.engine import rulebook
from tutor.engine.errors import RulesError
from tutor.engine.inputs import check_depth, not_valid, quote

Direction = Literal["counter-clockwise", "clockwise"]
AceRule = Literal["wrap", "high-or-low", "low"]
KnockNeeds = Literal["other-melded", "knocker-and-other", "none"]
Claim = Literal["none", "battle", "tame"]
JokerInHand = Literal["double", "quintuple", "zero", "fourteen-triple", "twenty", "thirty"]
PictureBlast = Literal["none", "all-pictures"]
TieRule = Literal["turn-order", "fewest-cards"]

KNOCK_LIMIT_TABLES: dict[str, int | dict[int, int]] = {
    "10 for everyone (all sources)": 10,
    "7 / 10 / 15 for 2 / 3 / 4 players (a variation)": {2: 7, 3: 10, 4: 15},
    "5 / 15 / 21 for 2 / 3 / 4 players (a variation)": {2: 5, 3: 15, 4: 21},
    "5 / 10 / 15 / 21 for 2 / 3 / 4 / 5 players (a variation)": {2: 5, 3: 10, 4: 15, 5: 21},
    "5 for everyone (a variation)": 5,
    "4 for everyone (a variation)": 4,
}
"""The knock limits the sources name (rules 5.2 and 7.7), by a label a learner can read."""

JOKER_IN_HAND_TEXT: dict[str, str] = {
    "double": "counts 0 and doubles the rest of the hand (two jokers: ×4), the recommended option",
    "quintuple": "counts 0 and multiplies the rest of the hand by 5 (as in Seven Bridge)",
    "zero": "counts 0 and changes nothing else",
    "fourteen-triple": "counts 14 and triples the rest of the hand (two: 28 and ×9)",
    "twenty": "counts 20",
    "thirty": "counts 30",
}
"""What a joker left in hand is worth under each option of rule 7.9."""


def _f(default: Any, description: str, sources: dict[str, str], rule: str) -> Any:
    """A switch: its default, what it does, what each source says, its rule-book point."""
    return Field(
        default,
        description=description,
        json_schema_extra={"sources": sources, "rule": rule},
    )


def switch_rule(name: str) -> str:
    """The rule-book point a switch belongs to (``"5.2"`` for ``knock_limit``)."""
    extra = Rules.model_fields[name].json_schema_extra
    return str(extra["rule"]) if isinstance(extra, dict) else ""


def switch_sources(name: str) -> dict[str, str]:
    """What each source says about a switch, keyed by source key (``"detailed"``, ...)."""
    extra = Rules.model_fields[name].json_schema_extra
    sources = extra.get("sources", {}) if isinstance(extra, dict) else {}
    return {str(k): str(v) for k, v in dict(sources).items()}


def switch_sources_named(name: str) -> dict[str, str]:
    """What each source says about a switch, keyed by the source's name for a reader
    (``"the detailed rules page"``), in the rule book's order of sources."""
    said = switch_sources(name)
    return {s.name: said[s.key] for s in rulebook.SOURCES if s.key in said}


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
    __init__.__pydantic_base_init__ = True  # type: ignore[attr-defined]

    @classmethod
    def model_validate(cls, obj: Any, **kwargs: Any) -> Rules:  # type: ignore[override]
        try:
            return super().model_validate(obj, **kwargs)
        except ValidationError as e:
            raise not_valid(RulesError, e, "rules") from None

    @classmethod
    def model_validate_json(cls, json_data: Any, **kwargs: Any) -> Rules:  # type: ignore[override]
        try:
            return super().model_validate_json(json_data, **kwargs)
        except ValidationError as e:
            raise not_valid(RulesError, e, "rules") from None

    @classmethod
    def model_validate_strings(cls, obj: Any, **kwargs: Any) -> Rules:  # type: ignore[override]
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
        "Direction of play. The dealer plays first, then play passes this way round the table.",
        {
            "detailed": "counter-clockwise (clockwise as a variation)",
            "casual": "clockwise",
        },
        "1.5",
    )
    ace: AceRule = _f(
        "wrap",
        "How an Ace fits in a run: 'wrap' allows A-2-3, Q-K-A and K-A-2; 'high-or-low' allows "
        "A-2-3 and Q-K-A but not K-A-2; 'low' allows only A-2-3.",
        {
            "detailed": "wrap (high-or-low and always-low as variations)",
            "short": "wrap: K-A-2 is valid",
            "casual": "high or low; silent on wrapping",
            "online": "wrap: K-A-2 is valid",
        },
        "3.4",
    )
    seven_in_hand: Literal[7, 14] = _f(
        7,
        "Points a seven left in hand counts at the end (for the knock, the end of stock and "
        "payment). For the Blast test a seven always counts 7.",
        {
            "detailed": "7 (face value)",
            "short": "14",
            "casual": "7 (face value)",
            "online": "14 at a knock; silent on other endings",
        },
        "2.2",
    )
    sevens_double: bool = _f(
        True,
        "Each seven left in a loser's hand doubles that loser's payment.",
        {"detailed": "yes", "short": "no payment rules given", "casual": "yes"},
        "2.3",
    )
    sopang_max: Literal[14, 15] = _f(
        14,
        "Highest raw hand total that still makes a minor Blast (Sopang).",
        {
            "detailed": "less than 15 (14 or fewer)",
            "short": "15 or less",
            "casual": "less than 15",
            "online": "15 or less",
        },
        "5.1",
    )
    daepang_min: int = _f(
        83,
        "Lowest raw hand total that makes a major Blast (Daepang).",
        {
            "detailed": "83 or more",
            "short": "83 or more",
            "casual": "more than 82",
            "online": "83 or more",
        },
        "5.1",
    )
    knock_limit: int | dict[int, int] = _f(
        10,
        "Most points a player may hold to knock: one number for every table size, or a table "
        "by number of players. A table without the current player count cannot be used.",
        {
            "detailed": "10 (tables by number of players as variations)",
            "short": "10",
            "casual": "10",
            "online": "10",
        },
        "5.2",
    )
    knock_needs: KnockNeeds = _f(
        "other-melded",
        "Who must have melded before a knock: at least one other player ('other-melded'), the "
        "knocker and at least one other ('knocker-and-other'), or nobody ('none').",
        {
            "detailed": "at least one other player",
            "short": "no condition",
            "casual": "the knocker and at least one other",
        },
        "5.2",
    )
    discard_to_go_out: bool = _f(
        True,
        "Going out needs a final discard: meld all cards but one, then discard it. When off, a "
        "player may also go out by melding or laying off every card.",
        {
            "detailed": "discard needed (going out without one as a variation)",
            "short": "no discard needed",
            "casual": "discard needed",
        },
        "4.5",
    )
    meld_at_stock_end: bool = _f(
        True,
        "When the stock runs out, every player lays what melds they can before counting.",
        {
            "detailed": "yes: everyone shows, melds and counts",
            "short": "no: the last drawer finishes the turn, then hands count as they are",
            "casual": "silent",
        },
        "5.5",
    )
    stock_melds_spare_doubling: bool = _f(
        False,
        "Melds laid at the end-of-stock showdown count as melding, sparing a player the "
        "'never melded' doubling. The sources do not say; off reads the doubling as being "
        "about melding during play.",
        {"detailed": "silent", "short": "silent", "casual": "silent"},
        "5.5",
    )
    claim: Claim = _f(
        "none",
        "Claiming another player's discard out of turn to meld it: not allowed ('none'), first "
        "to slap ('battle'), or the claimant whose turn comes first ('tame').",
        {
            "detailed": "not allowed (Battle and Tame Battle Hoola as variations)",
            "casual": "the 'thank you' claim is standard, first to slap",
        },
        "7.1",
    )
    undercut_doubles: bool = _f(
        True,
        "An undercut knock doubles every payment.",
        {"detailed": "yes", "casual": "silent"},
        "6.3",
    )
    undercut_penalty: int | None = _f(
        None,
        "When set, an undercut knocker pays this many stakes to each opponent and nothing else "
        "is paid, instead of paying every loser's payment.",
        {"detailed": "a variation, e.g. 5 stakes"},
        "6.4",
    )
    hoola_doubles: bool = _f(
        False,
        "After a Perfect the next round is played for double stakes; each further Perfect "
        "doubles again, and any other win returns to the base stake.",
        {"detailed": "a variation"},
        "6.5",
    )
    jokers: int = _f(
        0,
        "Jokers in the deck (0, 1 or 2). A joker is wild in a meld.",
        {"detailed": "optional (a variation)", "short": "none", "casual": "none"},
        "7.9",
    )
    joker_in_hand: JokerInHand = _f(
        "double",
        "What a joker left in hand counts: "
        + "; ".join(f"'{k}' {v}" for k, v in JOKER_IN_HAND_TEXT.items())
        + ".",
        {"detailed": "by agreement, six options; doubling recommended"},
        "7.9",
    )
    picture_cards_ten: bool = _f(
        False,
        "Jack, Queen and King count 10 each instead of 11, 12 and 13.",
        {"detailed": "a variation"},
        "7.3",
    )
    picture_blast: PictureBlast = _f(
        "none",
        "With picture cards at 10: no Blast at all ('none'), or a major Blast needs seven "
        "Jacks, Queens and Kings while the minor Blast stays ('all-pictures').",
        {"detailed": "either, by agreement (a variation)"},
        "7.3",
    )
    perfect_needs_all_turns: bool = _f(
        True,
        "A Perfect counts only once every other player has had at least one turn.",
        {"detailed": "yes", "casual": "not mentioned"},
        "5.3",
    )
    tie: TieRule = _f(
        "turn-order",
        "Who wins a tie for the fewest points (end of stock, or two players undercutting a "
        "knock): 'turn-order' gives it to the tied player whose turn comes first, counting "
        "from the knocker (or the dealer at the end of stock) in the direction of play; "
        "'fewest-cards' to the tied player holding fewer cards, then by turn order.",
        {"detailed": "silent", "short": "silent", "casual": "silent"},
        "5.6",
    )
    six_seven_players: bool = _f(
        False,
        "Six or seven at the table: after the deal one or two players drop out so that five "
        "play; players forced out are paid for what they held.",
        {"detailed": "a variation"},
        "7.6",
    )
    dropout_compensation: float = _f(
        0.25,
        "With six or seven players: stakes a player forced to drop out receives, for each "
        "seven, three-card set or suited sequence held, from each of the four non-dealer "
        "players who chose to play.",
        {"detailed": "suggested: ¼ stake from each of four players (1 stake in all per item)"},
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
    def _knock_limit(cls, v: int | dict[int, int]) -> int | dict[int, int]:
        limits = v.values() if isinstance(v, dict) else [v]
        if isinstance(v, dict):
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
    def presets(cls) -> dict[str, str]:
        """Preset names with a one-line description of each."""
        return dict(PRESET_DESCRIPTIONS)

    @classmethod
    def from_spec(cls, spec: str | dict[str, Any] | Rules | None) -> Rules:
        """Rules from a preset name, ``{"preset": name, <field>: <value>, ...}``, a
        :class:`Rules`, or ``None`` (the default preset). Bad values raise :class:`RulesError`."""
        if spec is None:
            return cls.preset(DEFAULT_PRESET)
        if isinstance(spec, Rules):
            return spec
        if isinstance(spec, str):
            return cls.preset(spec)
        if not isinstance(spec, dict):
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
        check_depth(changes, "the rule changes", limit=4)
        unknown = [k for k in changes if k not in type(self).model_fields]
        if unknown:
            raise RulesError("no-such-rule", name=quote(unknown[0]))
        if "knock_limit" in changes and isinstance(changes["knock_limit"], dict):
            changes["knock_limit"] = _int_keys(changes["knock_limit"])
        return type(self).model_validate({**self.model_dump(), **changes})

    def model_copy(self, *, update: dict[str, Any] | None = None, deep: bool = False) -> Rules:
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


def _int_keys(table: dict[Any, int]) -> dict[int, int]:
    try:
        return {int(k): v for k, v in table.items()}
    except (TypeError, ValueError, OverflowError):
        raise RulesError("knock-table-keys", point="7.7", value=quote(table)) from None


def _build(changes: dict[str, Any]) -> Rules:
    return Rules(**changes)


DEFAULT_PRESET = "pagat"

PRESETS: dict[str, Rules] = {
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

PRESET_DESCRIPTIONS: dict[str, str] = {
    "pagat": "The standard game of the detailed rules page: the default.",
    "s1-short": "The standard game with what the short summary states: sevens count 14 in "
    "hand, Sopang at 15 or less, knock with no melding condition, going out without a "
    "discard, no melding at the end.",
    "s2-casual": "The standard game with what the casual rules page states: clockwise play, "
    "the knocker and another player must have melded, the 'thank you' claim (Battle Hoola) on.",
    "bga": "The largest online Hoola table: Sopang at 15 or less, Daepang at 83 or more, a "
    "seven left in hand counts 14 at every ending, the knocker loses a tie; the rest as pagat.",
}
PRESET_RULES: dict[str, str] = {name: f"8.{i}" for i, name in enumerate(PRESETS, start=1)}
"""The rule-book point that describes each preset."""
