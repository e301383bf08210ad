"""Results shared through caches cannot change (issue 22): the rules in force, round records,
read-only mappings and a lesson's outcome and grade."""

from __future__ import annotations

import importlib
import pickle
import pkgutil
import types
import typing

import pytest
from pydantic import BaseModel

import tutor
from tutor.engine.ledger import Game
from tutor.engine.reasons import FrozenDict, because
from tutor.engine.records import RoundRecord
from tutor.engine.rules import PRESETS, Rules
from tutor.play.round import deal
from tutor.teach.examples import EXAMPLES
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


# -- every frozen class, found by introspection (issue 43) --------------------------------

_WRITABLE = (dict, list, set, bytearray)


def _writable(hint: object) -> bool:
    """A type a frozen value may not hold: a dict, list or set (inside a union too)."""
    if hint in _WRITABLE or typing.get_origin(hint) in _WRITABLE:
        return True
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return any(_writable(arg) for arg in typing.get_args(hint))
    return False


def _frozen_classes() -> list[type]:
    """Every frozen dataclass and frozen pydantic model defined under tutor/ below the app."""
    found: list[type] = []
    for info in pkgutil.walk_packages(tutor.__path__, "tutor."):
        if info.name.startswith(("tutor.app", "tutor.cli", "tutor.__main__")):
            continue
        module = importlib.import_module(info.name)
        for obj in vars(module).values():
            if not isinstance(obj, type) or obj.__module__ != module.__name__:
                continue
            params = getattr(obj, "__dataclass_params__", None)
            model = issubclass(obj, BaseModel) and obj.model_config.get("frozen")
            if (params is not None and params.frozen) or model:
                found.append(obj)
    return found


def test_no_frozen_class_holds_a_field_that_can_be_written() -> None:
    classes = _frozen_classes()
    assert len(classes) > 40, "the search found too few frozen classes to mean anything"
    writable = [
        f"{cls.__module__}.{cls.__qualname__}.{name}: {hint}"
        for cls in classes
        for name, hint in typing.get_type_hints(cls).items()
        if not name.startswith("_")
        and typing.get_origin(hint) is not typing.ClassVar
        and _writable(hint)
    ]
    assert not writable, writable


def test_the_fields_that_were_dicts_refuse_writes() -> None:
    game = Game(
        name="Friday", players=("A", "B"), rules={"preset": "pagat"}, stake=1, first_dealer="A"
    )
    with pytest.raises(TypeError):
        game.rules["preset"] = "bga"  # type: ignore[index]
    rnd = deal(Rules.preset("pagat"), ("A", "B"), 1)
    with pytest.raises(TypeError):
        rnd.hand_of["A"] = ()  # type: ignore[index]
    assert hash(rnd) == hash(rnd)
    with pytest.raises(TypeError):
        PRESETS["mine"] = Rules.preset("pagat")  # type: ignore[index]
    with pytest.raises(TypeError):
        EXAMPLES["s0-tie"].facts["ending"] = "knock"  # type: ignore[index]
    copy = EXAMPLES["s0-tie"].record
    copy["ending"] = "knock"  # a copy: the example is unchanged
    assert EXAMPLES["s0-tie"].facts["ending"] != "knock"
