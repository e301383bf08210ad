"""Question kind 'presets' (rule book 8.1–8.4): which preset a table plays, which switches
two presets set differently, and which switch decides a case two presets settle differently.
Every answer is checked here against the presets' own settings and the engine's answers,
and the kind waits for the lessons that teach the switches it names."""

from __future__ import annotations

import pytest

from tutor.engine.cards import parse_cards
from tutor.engine.rules import PRESET_RULES, PRESETS, Rules, switch_rule
from tutor.teach import practice
from tutor.teach.lessons import load_lessons
from tutor.teach.quiz import generate, grade
from tutor.teach.quiz.notes import choice, note
from tutor.teach.quiz.preset_cases import answer_for
from tutor.words import quiz as wq
from tutor.words import using

PAGAT = Rules.preset("pagat")
QUESTIONS = [generate(seed, PAGAT, kind="presets") for seed in range(90)]
"""Asked under the default rules: a presets question does not depend on the rules in force."""


def asked(code: str) -> list:
    return [q for q in QUESTIONS if q.prompt.code == f"prompt-{code}"]


def test_each_of_the_three_questions_is_asked_and_tags_the_presets_it_names() -> None:
    assert {q.prompt.code for q in QUESTIONS} == {
        "prompt-preset-which",
        "prompt-presets-differ",
        "prompt-preset-decides",
    }
    assert {q.prompt["situation"] for q in asked("preset-decides")} == {"knock", "blast", "points"}
    for q in QUESTIONS:
        named = {q.answer["preset"]} if q.prompt.code == "prompt-preset-which" else {
            q.prompt["first"], q.prompt["second"]}  # fmt: skip
        assert set(q.tags) == {f"§{PRESET_RULES[p]}" for p in named}
        assert generate(q.seed, Rules.preset("s2-casual"), kind="presets").answer == q.answer


def test_the_settings_stated_leave_one_preset_and_rule_out_each_other_by_a_setting() -> None:
    for q in asked("preset-which"):
        stated = {f["switch"]: f["value"] for f in q.facts}
        fits = [n for n, r in PRESETS.items() if all(getattr(r, s) == v for s, v in stated.items())]
        assert [q.answer] == [choice("preset", PRESET_RULES[n], preset=n) for n in fits]
        (name,) = fits
        out = {n["preset"]: n for n in q.said if n.code == "note-preset-ruled-out"}
        assert set(out) == set(PRESETS) - {name}
        for other, said in out.items():
            assert said["switch"] in stated and said["value"] == getattr(
                PRESETS[other], said["switch"]
            )
            assert said["value"] != stated[said["switch"]]
        assert q.said[-1] == note("preset-fits", PRESET_RULES[name], preset=name)
        assert q.choices == tuple(choice("preset", PRESET_RULES[n], preset=n) for n in PRESETS)
        assert len(q.facts) <= 4  # a few settings, never the whole list


def test_the_switches_set_differently_are_the_answer_with_both_settings_explained() -> None:
    for q in asked("presets-differ"):
        a, b = PRESETS[q.prompt["first"]], PRESETS[q.prompt["second"]]
        differ = [c["switch"] for c in q.answer]
        assert differ == [f for f in Rules.model_fields if getattr(a, f) != getattr(b, f)]
        for field, said in zip(differ, q.said, strict=False):
            assert (said["switch"], said["value_first"], said["value_second"]) == (
                field, getattr(a, field), getattr(b, field))  # fmt: skip
            assert said.point == switch_rule(field)
        assert grade(q, q.answer).correct and not grade(q, q.answer[:-1]).correct


def test_the_switch_that_decides_a_case_is_the_one_that_alone_changes_the_answer() -> None:
    for q in asked("preset-decides"):
        a, b = PRESETS[q.prompt["first"]], PRESETS[q.prompt["second"]]
        case = answer_for(q.prompt["situation"], q.cards, dict(q.context))
        assert (case(a), case(b)) == (q.prompt["answer_first"], q.prompt["answer_second"])
        assert case(a) != case(b)
        for option in q.choices:
            alone = a.with_changes(**{option["switch"]: getattr(b, option["switch"])})
            decides = case(alone) != case(a)
            assert decides == (option == q.answer), (q.seed, option)
            assert grade(q, option).correct == decides


def test_a_seven_left_in_hand_is_the_switch_between_standard_and_the_online_table() -> None:
    """The points case worked by hand: 7♥ J♠ counts 7 + 11 = 18 in the standard game and
    14 + 11 = 25 at the online table (rule 2.2); Sopang's limit, also set differently,
    changes no count."""
    case = answer_for("points", parse_cards("7h Js"), {})
    assert (case(PRESETS["pagat"]), case(PRESETS["bga"])) == (18, 25)
    assert case(PRESETS["pagat"].with_changes(sopang_max=15)) == 18


def test_presets_are_asked_once_the_switches_they_name_are_taught() -> None:
    """Lesson 1 introduces the presets (rule 8), but their switches come later: the kind
    belongs to the lesson that completes them (the stock's, 5.5), not to lesson 1."""
    lessons = load_lessons()
    assert {"§1.5", "§2.2", "§4.5", "§5.1", "§5.2", "§5.5", "§7.1"} <= set(
        practice.needed_points("presets")
    )
    where = [
        lesson.id for lesson in lessons if "presets" in practice.lesson_kinds(lessons, lesson.id)
    ]
    assert where == ["stock"]
    assert "presets" not in practice.starter_kinds(lessons, ["table"])


SAID = {
    "en": "Not Short summary: its “A seven left in hand counts” setting is “14” (rule 8.2).",
    "ko": "요약 규칙 프리셋은 아니에요. 그 프리셋에서는 손에 남은 7의 점수: 14 (규칙 8.2).",
}


@pytest.mark.parametrize("lang", list(SAID))
def test_a_ruled_out_preset_reads_in_each_language(lang: str) -> None:
    said = note("preset-ruled-out", "8.2", preset="s1-short", switch="seven_in_hand", value=14)
    with using(lang):
        assert wq.say(said) == SAID[lang]
