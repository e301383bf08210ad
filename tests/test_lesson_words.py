"""Every lesson step in the visitor's language: what the Lessons page writes for each step
(its heading, the answer shown, the lesson's own reasons, the first hint, the choices, which
rules it uses) reads in Korean without English (names, cards and preset keys aside); the
page writes nothing outside the catalogs (the pseudo language); and a learner who switches
language in the middle of a lesson keeps their place and answers."""

from __future__ import annotations

import re
from typing import Any, get_args

import pytest
from apptest import APP, run, shown
from korean_text import english_words
from streamlit.testing.v1 import AppTest
from test_lessons_ko import KO, LATIN_ALLOWED
from test_words_pseudo import ALLOWED_WORDS, WORD, unwrap, visible

from tutor.app import lesson_book as book
from tutor.app.compare import field_sources
from tutor.engine.cast import NAMES as CAST_NAMES
from tutor.engine.rules import Rules
from tutor.teach import lessons as L
from tutor.teach.attempts import hint_ladder, nudge
from tutor.words import render, t, using
from tutor.words.derived import ARGS
from tutor.words.engine import switch_description
from tutor.words.lessons import rules_label, say, switch_value

CAST = frozenset(CAST_NAMES)
"""The cast: in the pseudo language its names are catalog words (``cast-<code>``)."""

PAGAT = Rules.preset("pagat")
PAGE = "tutor/app/pages/lessons.py"


SWITCHES = set(Rules.model_fields) | {
    str(option) for info in Rules.model_fields.values() for option in get_args(info.annotation)
}
SWITCHES |= {part for word in SWITCHES for part in re.split(r"[-_]", word)}
"""The rules' switch names and options: keys, as a rule set is written (``pagat, jokers =
1``, ``claim = tame``, ``ace = high-or-low``)."""
NESTED = {"title-verdict", "reason-settle-step", "reason-showdown", "grade-refused"}
"""Lesson messages that quote the engine's words (its verdict titles, settlement steps,
refusals): the engine's catalogs are converted apart from the lessons', so only the
lesson's own words are checked here."""


def _english(text: str) -> set[str]:
    """The Latin words of ``text`` that are neither names, cards, preset keys nor switch
    names."""
    return set(english_words(text, LATIN_ALLOWED | SWITCHES))


def _own(message: Any) -> str:
    """A lesson message in the language in force, without the engine's words it quotes."""
    text = render(message)
    if message.code in NESTED:
        quoted = ARGS[f"lesson-{message.code}"](message.values).values()
        for value in sorted(map(str, quoted), key=len, reverse=True):
            text = text.replace(value, " ")
    return text


def _step_words(step: Any, rules: Rules) -> list[str]:
    """What the page writes for a graded step, in the language in force, beyond the lesson
    file's own texts and the engine's reasons (the engine's catalogs are not this one)."""
    out = L.solve(step, rules)
    said = [out.heading, out.shown, *(r for r in (*out.why, *out.more) if r.closed_set == "lesson")]
    words = [_own(m) for m in said]
    if not step.nudge:
        words.append(render(nudge(step, rules)))
    if isinstance(step, L.PositionStep) and step.ask in ("take-or-draw", "knock-or-draw"):
        card = step.top() if step.ask == "take-or-draw" else None
        words += [t("lessons-choice", choice=c, card=card) for c in step.choices()]
    if step.rules is not None:
        words.append(t("lessons-rules-own", rules=rules_label(step.rules)))
    return words


@pytest.mark.parametrize("lesson", KO, ids=[les.id for les in KO])
def test_every_lesson_step_reads_in_korean(lesson: L.Lesson) -> None:
    with using("ko"):
        for _, step in L.graded_steps(lesson):
            for text in _step_words(step, L.rules_for(step, PAGAT)):
                assert text and not _english(text), (step.id, text)
        for step in lesson.steps:
            if isinstance(step, L.CompareStep):
                for column in L.compare(step):
                    # switch names and their options are the rules' own keys, as in a file
                    keys = {str(x) for pair in column.rules for x in pair}
                    keys |= {*step.switches, *map(str, column.values.values())}
                    values = [switch_value(v) for v in column.values.values()]
                    text = " ".join([rules_label(column.rules), *values])
                    stray = {w for w in _english(text) if not any(w in k for k in keys)}
                    assert not stray, (step.id, text)


def test_a_rule_set_is_written_in_the_language_in_force() -> None:
    spec = {"preset": "pagat", "sopang_max": 15, "ace": "low", "melded_end": False}
    assert rules_label(spec) == (
        "Standard, Sopang (minor Blast) up to: 15, Ace in runs: low only (A-2-3), melded_end: off"
    )
    table = {"preset": "bga", "knock_limit": {2: 7, 3: 10, 4: 15}}
    assert rules_label(table) == "Online table, Knock limit: 7/10/15 for 2/3/4 players"
    with using("ko"):
        assert rules_label(spec) == "표준, 소빵 상한: 15, 런에서 A: 낮게만 (A-2-3), melded_end: 끔"
        assert rules_label(table) == "온라인 테이블, 스톱 한도: 2/3/4인일 때 7/10/15"


# --------------------------------------------------------------------------- the page


def _at_step(lang: str, lesson_id: str, step_id: str | None) -> tuple[AppTest, L.Lesson, int]:
    """The Lessons page open at one step (``None``: the first), in ``lang`` (as a link with
    ``?lang=`` opens it)."""
    lesson = next(les for les in L.load_lessons() if les.id == lesson_id)
    index = next((i for i, s in enumerate(lesson.steps) if s.id == step_id), 0)
    at = AppTest.from_file(APP, default_timeout=30)
    at.query_params["lang"] = lang
    at.session_state[book.BOOKS_KEY] = {"": {lesson_id: book.LessonState(place=index)}}
    at.session_state[book.CURRENT_KEY] = lesson_id
    run(at)
    at.switch_page(PAGE)
    return run(at), lesson, index


def _key(lesson: L.Lesson, index: int) -> str:
    return f"lesson_answer_{lesson.id}_{lesson.step_name(index)}"


STEPS = [
    ("melds", "find-one", "pills", ["3h", "5h"]),
    ("blast", "sopang-14", "radio", "no"),
    ("turn", "take-or-draw", "radio", L.TAKE),
    ("knock", "knock-now", "radio", L.PLAY_ON),
    ("payment", "s0-tie-collects", "number_input", 1),
    ("table", "ccw", "radio", "Ann"),
    ("melds", "ace", None, None),
]
"""A step of each kind the page shows (a pick, yes/no, a choice, a number, a name, a
comparison), with a wrong answer to check twice."""


def _engine_texts(step: Any, wrong: Any) -> list[str]:
    """What the engine says on a step (its reasons, the rule a hint states, a switch's
    description and its sources), in its own words: the engine's catalogs are converted
    apart from the lessons'."""
    with using("en"):
        if isinstance(step, L.CompareStep):
            said = [r for c in L.compare(step) for r in c.outcome.why]
            texts = [render(r) for r in said if r.closed_set != "lesson"]
            for name in step.switches:
                said_by = field_sources(name)
                texts += [switch_description(name), *said_by.values(), *said_by]
            return texts
        out = L.solve(step, L.rules_for(step, PAGAT))
        said = [*out.why, *out.more, *L.choice_reasons(step, wrong, PAGAT)]
        engine = [render(r) for r in said if r.closed_set != "lesson"]
        rule = hint_ladder(step, PAGAT)[1].text
        return [*engine, say(rule), *(say(r) for r in getattr(rule, "why", ()))]


def outside_catalog(at: AppTest, engine: list[str] = ()) -> list[str]:
    """The visible texts with a word outside the catalogs (names and the engine's words
    aside)."""
    bad = []
    for part in visible(at):
        rest = unwrap(part)
        for text in sorted(engine, key=len, reverse=True):
            rest = rest.replace(text, " ")
        if [
            w
            for w in WORD.findall(rest)
            if w not in ALLOWED_WORDS | LATIN_ALLOWED | SWITCHES | CAST
        ]:
            bad.append(part[:120])
    return bad


def test_the_lessons_page_writes_only_catalog_words() -> None:
    """In the pseudo language every word the page writes for a step, its verdicts, hints
    and answer is a catalog message (or the lesson file's, wrapped alike); what is left is
    the learner and rules panels of other pages' areas, the same on every step."""
    at, _, _ = _at_step("pseudo", "table", None)
    panels = set(outside_catalog(at))
    with using("pseudo"):  # AppTest writes a choice as the page's words to find it
        _walk(panels)


def _walk(panels: set[str]) -> None:
    for lesson_id, step_id, widget, wrong in STEPS:
        at, lesson, index = _at_step("pseudo", lesson_id, step_id)
        engine = _engine_texts(lesson.steps[index], wrong)
        assert set(outside_catalog(at, engine)) <= panels, (step_id, outside_catalog(at, engine))
        if widget is None:
            continue
        at.button(key="lesson_hint").click()
        run(at)
        at.button(key="lesson_hint").click()
        run(at)
        step = lesson.steps[index]
        choices = step.choices() if hasattr(step, "choices") else None
        if choices:  # the step's own choice: a name of the cast shows as one
            wrong = next(c for c in choices if c == wrong)
        for _ in range(2):  # a miss, then the answer
            getattr(at, widget)(key=_key(lesson, index)).set_value(wrong)
            at.button(key="lesson_check").click()
            run(at)
            left = set(outside_catalog(at, engine)) - panels
            assert not left, (step_id, left)


def test_switching_language_mid_lesson_keeps_the_place_and_the_answers() -> None:
    """A learner answers a step in English, then switches to Korean: the same lesson, step,
    answer and verdict, now in Korean; and back."""
    at, lesson, index = _at_step("en", "turn", "take-or-draw")
    key = _key(lesson, index)
    at.radio(key=key).set_value(L.DRAW)  # the top card makes no meld: draw
    at.button(key="lesson_check").click()
    run(at)
    english = [shown(m.value) for m in at.success if m.icon == "✅"]
    assert english and "Right first time!" in english[0]
    assert at.radio(key=key).options[0].startswith("Take the ")

    at.segmented_control(key="lang_switch").set_value("ko")
    run(at)
    with using("ko"):  # AppTest writes a choice as the page's words to find it
        _in_korean(at, lesson, key)
    at.segmented_control(key="lang_switch").set_value("en")
    with using("ko"):
        run(at)
    assert at.title[0].value == "Lessons"
    assert at.radio(key=key).value == L.DRAW
    assert [shown(m.value) for m in at.success if m.icon == "✅"] == english


def _in_korean(at: AppTest, lesson: L.Lesson, key: str) -> None:
    assert at.title[0].value == "레슨"
    assert at.selectbox(key=book.PICK_KEY).value == "turn"
    assert at.radio(key=key).value == L.DRAW
    assert at.radio(key=key).options == ["8♠ 가져오기", "덱에서 가져오기"]
    korean = [shown(m.value) for m in at.success if m.icon == "✅"]
    assert korean and "한 번에 맞혔어요!" in korean[0]
    ko_lesson = next(les for les in KO if les.id == "turn")
    assert any(ko_lesson.title in o for o in at.selectbox(key=book.PICK_KEY).options)
