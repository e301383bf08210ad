"""The "meld or not?" drill engine: reproducible groups, graded by check_meld (rule book 3),
and the summary of a drill's answers."""

from __future__ import annotations

import statistics

import pytest

from tutor.engine.cards import check_distinct
from tutor.engine.melds import check_meld
from tutor.engine.rules import Rules
from tutor.teach.drill import (
    MAX_LENGTH,
    MISS_BUILDERS,
    SEED_MAX,
    VALID_BUILDERS,
    DrillAnswer,
    answer_seed,
    drill_item,
    drill_items,
    item_from_answer_seed,
    summarize,
)
from tutor.teach.quiz import QuizError

ACES = ("wrap", "high-or-low", "low")
RULE_SETS = [
    Rules.from_spec({"preset": preset, "ace": ace, "jokers": jokers})
    for preset in Rules.presets()
    for ace in ACES
    for jokers in (0, 2)
]


def show(items) -> list[str]:
    return [" ".join(str(c) for c in item.cards) for item in items]


# --------------------------------------------------------------------------- the stream


def test_same_seed_and_rules_give_the_same_groups():
    rules = Rules()
    assert show(drill_items(123, 20, rules)) == show(drill_items(123, 20, rules))
    assert show(drill_items(123, 20, rules)) != show(drill_items(124, 20, rules))


def test_a_group_does_not_depend_on_the_drill_length():
    rules = Rules.from_spec({"preset": "pagat", "ace": "low"})
    assert show(drill_items(9, 20, rules))[:10] == show(drill_items(9, 10, rules))
    assert show([drill_item(9, 13, rules)]) == show(drill_items(9, 20, rules)[13:14])


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: f"{r.to_spec()}")
def test_grading_is_check_meld_under_the_rules_in_force(rules):
    for seed in range(40):
        for item in drill_items(seed, 20, rules):
            again = check_meld(item.cards, rules)
            assert item.valid == again.valid
            assert item.check.kind == again.kind
            assert item.check.why == again.why
            assert item.reason == again.why[0]
            check_distinct([c for c in item.cards if not c.is_joker])
            assert sum(c.is_joker for c in item.cards) <= rules.jokers


@pytest.mark.parametrize("count", [10, 20, 7])
def test_about_half_the_groups_are_melds(count):
    rules = Rules()
    for seed in range(60):
        melds = sum(item.valid for item in drill_items(seed, count, rules))
        assert abs(melds - count / 2) <= 0.5


def test_the_generator_aims_right_so_the_engine_agrees_with_the_family():
    for rules in RULE_SETS[::3]:
        for seed in range(30):
            for item in drill_items(seed, 20, rules):
                assert item.valid == (item.pattern in VALID_BUILDERS), item


def test_every_kind_of_near_miss_and_meld_turns_up():
    seen_valid: set[str] = set()
    seen_miss: set[str] = set()
    for ace in ("high-or-low", "low"):
        rules = Rules.from_spec({"preset": "pagat", "ace": ace, "jokers": 1})
        for seed in range(80):
            for item in drill_items(seed, 20, rules):
                (seen_valid if item.valid else seen_miss).add(item.pattern)
    assert seen_valid == set(VALID_BUILDERS)
    assert seen_miss == set(MISS_BUILDERS)


def _is_king_ace_two(item) -> bool:
    real = [c for c in item.cards if not c.is_joker]
    return (
        len(item.cards) == 3
        and {c.rank for c in real} == {13, 1, 2}
        and len({c.suit for c in real}) == 1
    )


def test_king_ace_two_follows_the_ace_switch():
    found = {ace: [] for ace in ACES}
    for ace in ACES:
        rules = Rules.from_spec({"preset": "pagat", "ace": ace})
        for seed in range(150):
            found[ace] += [i for i in drill_items(seed, 20, rules) if _is_king_ace_two(i)]
    assert found["wrap"] and all(i.valid for i in found["wrap"])
    assert found["high-or-low"] and not any(i.valid for i in found["high-or-low"])
    assert found["low"] and not any(i.valid for i in found["low"])
    assert all("§7.5" in i.tags for ace in ACES for i in found[ace])


def test_tags_name_the_rule_points():
    rules = Rules.from_spec({"preset": "pagat", "jokers": 2})
    items = [i for seed in range(40) for i in drill_items(seed, 20, rules)]
    assert all(i.tags[0] == "§3" for i in items)
    for i in items:
        assert ("§7.9" in i.tags) == any(c.is_joker for c in i.cards)
    assert any(i.pattern == "joker" and i.valid for i in items)


def test_answer_seed_names_the_group():
    rules = Rules.from_spec({"preset": "s1-short"})
    item = drill_items(4321, 20, rules)[17]
    code = answer_seed(4321, 17)
    assert show([item_from_answer_seed(code, rules)]) == show([item])


@pytest.mark.parametrize(
    ("seed", "count", "code"),
    [
        (1, 0, "drill-length"),
        (1, MAX_LENGTH + 1, "drill-length"),
        (1, True, "drill-length"),
        (-1, 5, "drill-seed"),
        ("7", 5, "drill-seed"),
        (1.5, 3, "drill-seed"),
    ],
)
def test_bad_seed_or_length_is_refused(seed, count, code):
    with pytest.raises(ValueError) as refused:  # a QuizError is a ValueError
        drill_items(seed, count, Rules())
    assert isinstance(refused.value, QuizError) and refused.value.code == code
    if code == "drill-length":
        assert refused.value.values == {"value": count, "most": MAX_LENGTH}
    else:
        assert refused.value.values == {"value": seed, "most": SEED_MAX}


def test_a_group_number_out_of_range_is_refused():
    with pytest.raises(QuizError) as refused:
        drill_item(1, MAX_LENGTH, Rules())
    assert refused.value.code == "drill-group"
    assert refused.value.values == {"value": MAX_LENGTH, "most": MAX_LENGTH - 1}


# --------------------------------------------------------------------------- the summary


def test_summary_counts_right_answers_and_takes_the_median_time():
    answers = [
        DrillAnswer(said_meld=True, valid=True, seconds=1.0),
        DrillAnswer(said_meld=False, valid=True, seconds=4.0),
        DrillAnswer(said_meld=False, valid=False, seconds=2.5),
        DrillAnswer(said_meld=True, valid=False, seconds=0.5),
        DrillAnswer(said_meld=False, valid=False, seconds=3.0),
    ]
    result = summarize(answers)
    assert result.answered == 5
    assert result.right == 3
    assert result.accuracy == pytest.approx(0.6)
    assert result.median_seconds == pytest.approx(2.5)
    assert (result.fastest, result.slowest) == (0.5, 4.0)


def test_summary_median_of_an_even_count_is_the_middle_average():
    times = [3.0, 1.0, 2.0, 10.0]
    answers = [DrillAnswer(True, True, t) for t in times]
    result = summarize(answers)
    assert result.median_seconds == pytest.approx(statistics.median(times)) == 2.5
    assert result.accuracy == 1.0


def test_summary_of_nothing():
    result = summarize([])
    assert (result.answered, result.right, result.accuracy) == (0, 0, 0.0)
    assert result.median_seconds is None
