"""Results shared through caches cannot change (issue 22): the rules in force, round records,
read-only mappings and a lesson's outcome and grade."""

from __future__ import annotations

import pickle

import pytest

from tutor.engine.reasons import FrozenDict, because
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules
from tutor.teach.lessons.outcome import Grade, Outcome, shown_code

TABLE = Rules.preset("pagat").with_changes(knock_limit={2: 5, 3: 10, 4: 15})


def test_rules_are_hashable_and_their_knock_table_cannot_change() -> None:
    assert hash(TABLE) == hash(Rules.preset("pagat").with_changes(knock_limit={4: 15, 3: 10, 2: 5}))
    assert len({TABLE, Rules.preset("pagat"), TABLE}) == 2
    with pytest.raises(TypeError):
        TABLE.knock_limit[4] = 91  # type: ignore[index]
    with pytest.raises(TypeError):
        dict.__setitem__(TABLE.knock_limit, 4, 91)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        TABLE.jokers = 2  # a frozen model refuses assignment
    assert TABLE.knock_limit_for(4) == 15
    assert Rules.model_validate_json(TABLE.model_dump_json()) == TABLE
    assert TABLE.to_spec() == {"preset": "pagat", "knock_limit": {2: 5, 3: 10, 4: 15}}


def test_a_frozen_dict_cannot_be_written_by_any_way_in() -> None:
    d = FrozenDict(a=1)
    for change in (
        lambda: d.__setitem__("b", 2),
        lambda: dict.__setitem__(d, "b", 2),  # type: ignore[arg-type]
        lambda: dict.update(d, b=2),  # type: ignore[arg-type]
        lambda: setattr(d, "_items", {}),
        lambda: d.__delitem__("a"),
    ):
        with pytest.raises((TypeError, AttributeError)):
            change()
    assert d == {"a": 1} and d == {"a": 1} and dict(d) == {"a": 1}
    assert pickle.loads(pickle.dumps(d)) == d and hash(d) == hash(FrozenDict(a=1))
    assert because("total", "6.1", total=3).values == {"total": 3}


def test_a_round_records_players_and_rules_cannot_change() -> None:
    rec = RoundRecord.load(
        {
            "rules": {"preset": "pagat", "knock_limit": {"2": 5, "3": 10}},
            "ending": "stock",
            "players": [{"name": "A", "hand": "2c"}, {"name": "B", "hand": "3c"}],
        }
    )
    with pytest.raises(AttributeError):
        rec.players.append(rec.players[0])  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        rec.rules["jokers"] = 2  # type: ignore[index]
    with pytest.raises(TypeError):
        rec.rules["knock_limit"]["4"] = 91  # type: ignore[index]
    assert RoundRecord.load(rec.model_dump_json()) == rec
    assert Rules.from_spec(rec.rules).knock_limit == {2: 5, 3: 10}


def test_an_outcome_and_a_grade_hold_read_only_values() -> None:
    heading = shown_code("shown-none")
    out = Outcome(value=True, shown=heading, heading=heading, why=(), values={"error": "x"})
    grade = Grade(
        correct=False, expected=1, shown=heading, heading=heading, why=(), values={"a": 1}
    )
    for held in (out.values, grade.values):
        with pytest.raises(TypeError):
            held["b"] = 2  # type: ignore[index]
    with pytest.raises(ValueError):
        out.value = False  # type: ignore[misc]
