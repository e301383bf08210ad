"""The rules in force: presets (rule book 8), switches, validation, knock-limit tables."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from tutor import (
    KNOCK_LIMIT_TABLES,
    PRESETS,
    Rules,
    RulesError,
    blast,
    check_meld,
    going_out,
    hand_points,
    knock,
    parse_cards,
    play_order,
    settle,
)
from tutor.engine import rulebook
from tutor.engine.errors import HoolaError
from tutor.engine.inputs import quote
from tutor.engine.rules import PRESET_RULES, switch_rule, switch_sources
from tutor.words.engine import preset_description, preset_name, switch_description

PAGAT = Rules.preset("pagat")
S1 = Rules.preset("s1-short")
S2 = Rules.preset("s2-casual")


# -- presets -----------------------------------------------------------------------------


def test_presets_lists_the_named_presets() -> None:
    listed = Rules.presets()
    assert {"pagat", "s1-short", "s2-casual", "bga"} <= set(listed)
    assert set(listed) == set(PRESETS)
    for name in listed:
        assert preset_description(name).strip() and preset_name(name).strip(), name
        assert isinstance(Rules.preset(name), Rules)


def test_pagat_is_the_default_and_s0s_standard_game() -> None:
    # rule book 8: pagat = S0 defaults, the default preset.
    assert Rules() == PAGAT
    assert Rules.from_spec(None) == PAGAT
    assert PAGAT.direction == "counter-clockwise"  # §1, S0
    assert PAGAT.ace == "wrap"  # §3, S0
    assert PAGAT.seven_in_hand == 7  # §2, S0
    assert PAGAT.sevens_double is True  # §2, §6.3
    assert PAGAT.sopang_max == 14  # §5.1, S0 "less than 15"
    assert PAGAT.daepang_min == 83  # §5.1
    assert PAGAT.knock_limit == 10  # §5.2
    assert PAGAT.knock_needs == "other-melded"  # §5.2, S0
    assert PAGAT.discard_to_go_out is True  # §4, S0
    assert PAGAT.meld_at_stock_end is True  # §5.5, S0
    assert PAGAT.stock_melds_spare_doubling is False  # §5.5 default "not"
    assert PAGAT.claim == "none"  # §7.1 optional in S0
    assert PAGAT.undercut_doubles is True  # §6.3, S0
    assert PAGAT.undercut_penalty is None  # §6.4 is a variation
    assert PAGAT.hoola_doubles is False  # §6.5 is a variation
    assert PAGAT.jokers == 0  # §7.9 optional
    assert PAGAT.picture_cards_ten is False  # §7.3 is a variation
    assert PAGAT.perfect_needs_all_turns is True  # §5.3, S0
    assert PAGAT.six_seven_players is False  # §7.6 is a variation


def test_s1_short_sets_every_switch_s1_states_and_nothing_else() -> None:
    # rule book 8: sevens 14 in hand, Sopang at 15 or less, no melding condition on the
    # knock, going out without a discard, no melding at the end of stock.
    assert S1.seven_in_hand == 14
    assert S1.sopang_max == 15
    assert S1.knock_needs == "none"
    assert S1.discard_to_go_out is False
    assert S1.meld_at_stock_end is False
    assert sorted(PAGAT.differences(S1)) == sorted(
        ["seven_in_hand", "sopang_max", "knock_needs", "discard_to_go_out", "meld_at_stock_end"]
    )
    # S0's payments and doublings otherwise (rule book 2: presets keep S0's doubling).
    assert S1.sevens_double is True
    assert S1.undercut_doubles is True
    assert S1.ace == "wrap"  # S1: "A run can wrap"


def test_s2_casual_sets_every_switch_s2_states_and_nothing_else() -> None:
    # rule book 8: clockwise, knocker and another player must have melded, Battle Hoola on.
    assert S2.direction == "clockwise"
    assert S2.knock_needs == "knocker-and-other"
    assert S2.claim == "battle"
    assert sorted(PAGAT.differences(S2)) == ["claim", "direction", "knock_needs"]


def test_unknown_preset_is_refused_by_name() -> None:
    with pytest.raises(ValueError) as info:
        Rules.preset("casual")
    assert info.value.code == "no-such-preset" and info.value["name"] == quote("casual")
    assert info.value["presets"] == ("pagat", "s1-short", "s2-casual", "bga")
    with pytest.raises(RulesError) as info:
        Rules.from_spec({"preset": "nope"})
    assert info.value.code == "no-such-preset" and info.value["name"] == quote("nope")


def test_preset_name_that_is_not_text_is_refused_cleanly() -> None:
    with pytest.raises(RulesError) as info:
        Rules.from_spec({"preset": ["pagat"]})
    assert info.value.code == "no-such-preset"


# -- changing switches -------------------------------------------------------------------


def test_model_copy_update_changes_one_switch_and_keeps_the_original() -> None:
    low = PAGAT.model_copy(update={"ace": "low"})
    assert low.ace == "low"
    assert PAGAT.ace == "wrap"
    assert PAGAT.differences(low) == ["ace"]
    assert PAGAT.model_copy() == PAGAT


def test_rules_are_frozen() -> None:
    with pytest.raises(ValueError):
        PAGAT.ace = "low"  # type: ignore[misc]


def test_the_same_change_gives_the_same_rules_and_a_refused_one_is_refused_again() -> None:
    """with_changes keeps what it made (rules are frozen): the same change to the same rules
    is the same rules object; a change refused is refused every time (nothing kept); a
    value that cannot be kept (a list) is validated as any other."""
    assert PAGAT.with_changes(jokers=1) is PAGAT.with_changes(jokers=1)
    assert PAGAT.with_changes(jokers=1, ace="low") is PAGAT.with_changes(ace="low", jokers=1)
    assert PAGAT.with_changes(jokers=1) == Rules(**{**PAGAT.model_dump(), "jokers": 1})
    for _ in range(2):
        with pytest.raises(RulesError):
            PAGAT.with_changes(jokers=3)
    with pytest.raises(RulesError):
        PAGAT.with_changes(jokers=[1])
    assert PAGAT.with_changes(knock_limit={"2": 5}).knock_limit == {2: 5}


@pytest.mark.parametrize(
    ("update", "field", "code"),
    [
        ({"ace": "sideways"}, "ace", "field-not-one-of"),
        ({"direction": "up"}, "direction", "field-not-one-of"),
        ({"seven_in_hand": 10}, "seven_in_hand", "field-not-one-of"),
        ({"sopang_max": 16}, "sopang_max", "field-not-one-of"),
        ({"daepang_min": 100}, "daepang_min", "daepang-range"),
        ({"jokers": 3}, "jokers", "jokers-range"),
        ({"undercut_penalty": 0}, "undercut_penalty", "penalty-range"),
        ({"knock_limit": {6: 5}}, "knock_limit", "knock-table-count"),
        ({"knock_limit": {}}, "knock_limit", "knock-table-empty"),
        ({"knock_limit": -1}, "knock_limit", "knock-limit-range"),
        ({"knock_limit": {"two": 5}}, None, "knock-table-keys"),
        ({"dropout_compensation": 0.3}, "dropout_compensation", "compensation-range"),
        ({"tie": "coin-flip"}, "tie", "field-not-one-of"),
        ({"joker_in_hand": "eleven"}, "joker_in_hand", "field-not-one-of"),
        ({"favourite_colour": "red"}, None, "no-such-rule"),
    ],
)
def test_invalid_values_raise_a_clear_error(update: dict, field: str | None, code: str) -> None:
    with pytest.raises(RulesError) as info:
        PAGAT.model_copy(update=update)
    err = info.value
    assert isinstance(err, ValueError) and len(str(err)) < 300
    if field is None:
        assert err.code == code
        return
    assert err.code == "not-valid" and err["what"] == "rules"
    problems = {where.split(".")[0]: problem.code for where, problem in err["problems"]}
    assert problems[field] == code


def test_from_spec_and_to_spec_round_trip() -> None:
    spec = {"preset": "s1-short", "ace": "low", "knock_limit": {"2": 7, "3": 10, "4": 15}}
    rules = Rules.from_spec(spec)
    assert rules.ace == "low" and rules.seven_in_hand == 14
    assert rules.knock_limit == {2: 7, 3: 10, 4: 15}
    assert Rules.from_spec(rules.to_spec()) == rules
    # The spec survives JSON (a knock-limit table's keys become text).
    assert Rules.from_spec(json.loads(json.dumps(rules.to_spec()))) == rules
    for name, preset in PRESETS.items():
        assert preset.to_spec() == {"preset": name}
        assert Rules.from_spec(name) == preset


def test_every_switch_is_documented_with_its_sources() -> None:
    known = {s.key for s in rulebook.SOURCES}
    for name, field in Rules.model_fields.items():
        assert field.description is None, name  # what it does is the words layer's
        assert switch_description(name).strip(), name
        said = switch_sources(name)
        assert said, name
        assert set(said) <= known, name  # sources named by the rule book's keys
        point = rulebook.point(switch_rule(name))  # the switch's home in the rule book
        assert not point.is_section, name


def test_bga_preset_follows_the_online_table() -> None:
    bga = Rules.preset("bga")
    assert (bga.sopang_max, bga.daepang_min, bga.seven_in_hand) == (15, 83, 14)
    assert sorted(PAGAT.differences(bga)) == ["seven_in_hand", "sopang_max"]
    assert "bga" in Rules.presets()
    assert PRESET_RULES["bga"] == "8.4"
    assert rulebook.point(PRESET_RULES["bga"]).title == "bga"


# -- knock limits (rule book 5.2, rule book 7.7) -----------------------------------------------


def test_knock_limit_tables_are_the_ones_s0_names() -> None:
    tables = list(KNOCK_LIMIT_TABLES.values())
    assert 10 in tables and 5 in tables and 4 in tables
    assert {2: 7, 3: 10, 4: 15} in tables
    assert {2: 5, 3: 15, 4: 21} in tables
    assert {2: 5, 3: 10, 4: 15, 5: 21} in tables


@pytest.mark.parametrize(
    "table",
    [t for t in KNOCK_LIMIT_TABLES.values() if isinstance(t, dict) and 5 not in t],
    ids=str,
)
def test_a_table_without_five_players_refuses_to_guess(table: dict[int, int]) -> None:
    rules = PAGAT.model_copy(update={"knock_limit": table})
    for players, limit in table.items():
        assert rules.knock_limit_for(players) == limit
    with pytest.raises(RulesError) as info:
        rules.knock_limit_for(5)
    assert info.value.code == "knock-table-missing" and info.value["players"] == 5
    assert info.value["counts"] == tuple(sorted(table))
    with pytest.raises(ValueError) as info:
        knock("Ac 2d", rules, players=5, knocker_melded=True, others_melded=True)
    assert info.value.code == "knock-table-missing" and info.value["players"] == 5


def test_the_five_player_table_and_flat_limits() -> None:
    rules = PAGAT.model_copy(update={"knock_limit": {2: 5, 3: 10, 4: 15, 5: 21}})
    assert [rules.knock_limit_for(n) for n in (2, 3, 4, 5)] == [5, 10, 15, 21]
    flat = PAGAT.model_copy(update={"knock_limit": 4})
    assert [flat.knock_limit_for(n) for n in (2, 3, 4, 5)] == [4, 4, 4, 4]


def test_max_players_and_blast_allowed() -> None:
    assert PAGAT.max_players == 5
    assert PAGAT.model_copy(update={"six_seven_players": True}).max_players == 7
    assert PAGAT.blast_allowed()
    assert not PAGAT.model_copy(update={"picture_cards_ten": True}).blast_allowed()
    both = {"picture_cards_ten": True, "picture_blast": "all-pictures"}
    assert PAGAT.model_copy(update=both).blast_allowed()


# -- each switch changes exactly the verdicts it should -------------------------------------


def _player(name: str, hand: str, melded: bool = True, **extra: Any) -> dict[str, Any]:
    return {"name": name, "hand": hand, "melded": melded, **extra}


def _outcome(fn: Callable[[], Any]) -> Any:
    try:
        return fn()
    except HoolaError as e:
        return ("refused", e.code)


PROBES: dict[str, Callable[[Rules], Any]] = {
    "blast at 15": lambda r: blast("Ac 2c 3d 2h 4s Ad 2d", r).allowed,
    "blast at 13": lambda r: blast("Ac 2c 3c Ad 2d 3d Ah", r).allowed,
    "blast at 82": lambda r: blast("Kc Kd Kh Ks Qc Qd 6h", r).allowed,
    "blast of seven pictures": lambda r: blast("Jc Qd Kh Js Qh Kc Jd", r).allowed,
    "K-A-2": lambda r: check_meld("Kh Ah 2h", r).valid,
    "Q-K-A": lambda r: check_meld("Qh Kh Ah", r).valid,
    "joker in a set": lambda r: check_meld("Qc JK Qh", r).valid,
    "points of 7c 2d": lambda r: hand_points(parse_cards("7c 2d"), r).total,
    "points of Kc 2d": lambda r: hand_points(parse_cards("Kc 2d"), r).total,
    "knock, only others melded": lambda r: (
        knock("Ac 2d", r, players=3, knocker_melded=False, others_melded=True).allowed
    ),
    "knock, nobody melded": lambda r: (
        knock("Ac 2d", r, players=3, knocker_melded=False, others_melded=False).allowed
    ),
    "knock with 8, two players": lambda r: (
        knock("8c", r, players=2, knocker_melded=True, others_melded=True).allowed
    ),
    "go out with three fours": lambda r: going_out("4c 4d 4h", r, melded_before=True).allowed,
    "early Perfect": lambda r: going_out("Ah 2h 3h Qc Qd Qh 7s 9c", r, others_had_turn=False).kind,
    "turn order": lambda r: play_order(["A", "B", "C"], "A", r.direction),
    "stock winner": lambda r: _outcome(
        lambda: (
            settle(
                {
                    "rules": r.to_spec(),
                    "ending": "stock",
                    "players": [_player("Ann", "2c 3c 4c Kd"), _player("Bo", "9h 5d")],
                }
            ).winner
        )
    ),
    "stock, never melded": lambda r: _outcome(
        lambda: (
            settle(
                {
                    "rules": r.to_spec(),
                    "ending": "stock",
                    "players": [_player("Ann", "2c"), _player("Bo", "9h 9d 9s Kd Qc Jh 2s", False)],
                }
            ).net
        )
    ),
    "stock tie": lambda r: _outcome(
        lambda: (
            settle(
                {
                    "rules": r.to_spec(),
                    "ending": "stock",
                    "players": [_player("A", "Kc Qd"), _player("B", "5h"), _player("C", "2c 3d")],
                }
            ).winner
        )
    ),
    "undercut": lambda r: _outcome(
        lambda: (
            settle(
                {
                    "rules": r.to_spec(),
                    "ending": "knock",
                    "knocker": "K",
                    "players": [_player("K", "2c 3d"), _player("T", "5h"), _player("X", "9c Kd")],
                }
            ).net
        )
    ),
    "sevens in a loser's hand": lambda r: _outcome(
        lambda: (
            settle(
                {
                    "rules": r.to_spec(),
                    "ending": "knock",
                    "knocker": "W",
                    "players": [_player("W", "Ac"), _player("X", "7c 7d 2h")],
                }
            ).net
        )
    ),
    "melded without a turn": lambda r: _outcome(
        lambda: (
            settle(
                {
                    "rules": r.to_spec(),
                    "ending": "stock",
                    "players": [_player("A", "2c", had_turn=False), _player("B", "4d")],
                }
            ).winner
        )
    ),
    "six at the table": lambda r: _outcome(
        lambda: (
            settle(
                {
                    "rules": r.to_spec(),
                    "ending": "stock",
                    "players": [
                        _player("D", "2c"),
                        _player("P1", "3c 4c 5d 6h 8s 9s 10d", False, dropped_out="forced"),
                        *[_player(f"P{i}", f"{i}h") for i in range(2, 6)],
                    ],
                }
            ).winner
        )
    ),
}


def _verdicts(rules: Rules) -> dict[str, Any]:
    return {name: probe(rules) for name, probe in PROBES.items()}


PAGAT_VERDICTS = _verdicts(PAGAT)


@pytest.mark.parametrize(
    ("update", "changed"),
    [
        ({"sopang_max": 15}, {"blast at 15"}),
        ({"daepang_min": 81}, {"blast at 82"}),
        ({"ace": "high-or-low"}, {"K-A-2"}),
        ({"ace": "low"}, {"K-A-2", "Q-K-A"}),
        ({"seven_in_hand": 14}, {"points of 7c 2d"}),
        ({"sevens_double": False}, {"sevens in a loser's hand"}),
        ({"knock_needs": "none"}, {"knock, nobody melded"}),
        ({"knock_needs": "knocker-and-other"}, {"knock, only others melded"}),
        ({"knock_limit": {2: 7, 3: 10, 4: 15}}, {"knock with 8, two players"}),
        ({"discard_to_go_out": False}, {"go out with three fours"}),
        ({"perfect_needs_all_turns": False}, {"early Perfect"}),
        ({"meld_at_stock_end": False}, {"stock winner"}),
        ({"stock_melds_spare_doubling": True}, {"stock, never melded"}),
        ({"undercut_penalty": 5}, {"undercut"}),
        ({"undercut_doubles": False}, {"undercut"}),
        ({"tie": "fewest-cards"}, {"stock tie"}),
        ({"direction": "clockwise"}, {"turn order", "stock tie"}),
        ({"claim": "battle"}, {"melded without a turn"}),
        ({"jokers": 1}, {"joker in a set"}),
        ({"joker_in_hand": "thirty"}, set()),  # no jokers in play: nothing changes
        ({"hoola_doubles": True}, set()),  # it changes the next round's stake only
        (
            {"picture_cards_ten": True},
            {"points of Kc 2d", "blast of seven pictures", "blast at 13"},
        ),
        ({"picture_cards_ten": True, "picture_blast": "all-pictures"}, {"points of Kc 2d"}),
        ({"six_seven_players": True}, {"six at the table"}),
    ],
    ids=lambda v: ",".join(f"{k}={v[k]}" for k in v) if isinstance(v, dict) else None,
)
def test_each_switch_changes_exactly_the_verdicts_it_should(
    update: dict[str, Any], changed: set[str]
) -> None:
    after = _verdicts(PAGAT.model_copy(update=update))
    differ = {name for name in PROBES if after[name] != PAGAT_VERDICTS[name]}
    assert differ == changed


def test_the_probes_settle_under_pagat() -> None:
    refused = {
        name: v[1]
        for name, v in PAGAT_VERDICTS.items()
        if isinstance(v, tuple) and v[:1] == ("refused",)
    }
    assert refused == {
        "melded without a turn": "melded-without-turn",
        "six at the table": "too-many-players",
    }
