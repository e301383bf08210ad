"""The Lessons page (AppTest): one step at a time, Back/Next, checks graded by the engine
with its reasons, and progress that survives a visit to another page."""

from __future__ import annotations

import pytest
from apptest import open_page, run, shown
from streamlit.testing.v1 import AppTest

from tutor.engine.cards import parse_cards
from tutor.engine.endings import blast
from tutor.engine.rules import Rules
from tutor.engine.settlement import settle
from tutor.teach import lessons as L
from tutor.teach import quiz

PAGE = "tutor/app/pages/lessons.py"
LESSONS = {les.id: les for les in L.load_lessons()}
PAGAT = Rules.preset("pagat")


@pytest.fixture
def at() -> AppTest:
    return open_page(PAGE)


def _step_text(at: AppTest) -> str:
    return at.get("progress")[0].proto.text


def _go(at: AppTest, lesson_id: str, step_id: str) -> tuple[L.Lesson, int, object]:
    """Open a lesson with the picker and press Next until the step is on screen."""
    lesson = LESSONS[lesson_id]
    index = next(i for i, s in enumerate(lesson.steps) if s.id == step_id)
    at.selectbox(key="lesson_pick").set_value(lesson_id)
    run(at)
    for _ in range(index):
        at.button(key="lesson_next").click()
        run(at)
    assert _step_text(at) == f"Step {index + 1} of {len(lesson.steps)}"
    return lesson, index, lesson.steps[index]


def _key(lesson: L.Lesson, index: int) -> str:
    return f"lesson_answer_{lesson.id}_{lesson.step_name(index)}"


def test_page_renders_the_first_lesson(at: AppTest) -> None:
    first = next(iter(LESSONS.values()))
    assert at.title[0].value == "Lessons"
    assert at.selectbox(key="lesson_pick").value == first.id
    assert _step_text(at) == f"Step 1 of {len(first.steps)}"
    assert at.button(key="lesson_back").disabled
    assert not at.button(key="lesson_next").disabled


def test_next_advances_and_back_goes_back(at: AppTest) -> None:
    size = len(next(iter(LESSONS.values())).steps)
    at.button(key="lesson_next").click()
    run(at)
    assert _step_text(at) == f"Step 2 of {size}"
    at.button(key="lesson_next").click()
    run(at)
    assert _step_text(at) == f"Step 3 of {size}"
    at.button(key="lesson_back").click()
    run(at)
    assert _step_text(at) == f"Step 2 of {size}"
    assert not at.button(key="lesson_back").disabled


def test_right_answer_shows_a_tick_and_the_engines_reasons(at: AppTest) -> None:
    lesson, index, step = _go(at, "blast", "sopang-14")
    verdict = blast(parse_cards(step.hand), PAGAT)
    at.radio(key=_key(lesson, index)).set_value("Yes" if verdict.allowed else "No")
    at.button(key="lesson_check").click()
    run(at)
    assert len(at.success) == 1 and not at.error
    assert at.success[0].icon == "✅"
    said = shown(at.success[0].value)
    assert said.startswith("Right")
    assert verdict.title in said
    assert verdict.reasons[-1].split(":")[0] in said


def test_wrong_answer_shows_a_cross_and_the_engines_reason(at: AppTest) -> None:
    lesson, index, step = _go(at, "melds", "two-queens")
    expected = L.solve(step, PAGAT)
    at.radio(key=_key(lesson, index)).set_value("No" if expected.value else "Yes")
    at.button(key="lesson_check").click()
    run(at)
    assert len(at.error) == 1 and not at.success
    assert at.error[0].icon == "❌"
    shown = at.error[0].value
    assert shown.startswith("Not quite")
    # The engine's reason, as the check_meld verdict words it (markdown-escaped on screen).
    assert "only 2 cards" in expected.reasons[0] and "only 2 cards" in shown


def test_number_answer_for_a_payout(at: AppTest) -> None:
    lesson, index, step = _go(at, "payment", "s0-tie-collects")
    collected = settle(step.record).collected
    at.number_input(key=_key(lesson, index)).set_value(collected - 1)
    at.button(key="lesson_check").click()
    run(at)
    assert at.error and at.error[0].icon == "❌"
    at.number_input(key=_key(lesson, index)).set_value(collected)
    at.button(key="lesson_check").click()
    run(at)
    assert at.success and at.success[0].icon == "✅"
    assert f"collects {collected}" in at.success[0].value


def test_pick_meld_with_card_pills(at: AppTest) -> None:
    lesson, index, step = _go(at, "turn", "use-the-discard")
    key = _key(lesson, index)
    at.pills(key=key).set_value(["5d", "5s", "5c"])
    at.button(key="lesson_check").click()
    run(at)
    assert at.error and "discard pile" in at.error[0].value
    at.pills(key=key).set_value(["8h", "9h", "10h"])
    at.button(key="lesson_check").click()
    run(at)
    assert at.success and at.success[0].icon == "✅"


def test_show_answer_reveals_the_engines_answer(at: AppTest) -> None:
    lesson, index, step = _go(at, "knock", "undercut-winner")
    at.button(key="lesson_show").click()
    run(at)
    winner = settle(step.record).winner
    assert any(f"**{winner}**" in shown(i.value) for i in at.info)


def test_step_with_its_own_rules_says_so(at: AppTest) -> None:
    _go(at, "blast", "fifteen-s1")
    assert any("uses the s1-short rules" in shown(i.value) for i in at.info)


def test_step_without_rules_names_the_rules_in_force(at: AppTest) -> None:
    at.selectbox(key="sidebar_preset").set_value("s2-casual")
    run(at)
    _go(at, "blast", "sopang-14")
    assert any("rules in force: s2-casual" in shown(c.value) for c in at.caption)


def test_compare_step_shows_each_rule_set(at: AppTest) -> None:
    lesson, index, step = _go(at, "melds", "ace")
    columns = L.compare(step)
    text = shown(
        " ".join(m.value for m in at.markdown) + " " + " ".join(c.value for c in at.caption)
    )
    for column in columns:
        assert column.label in text
        assert f"### {column.outcome.shown}" in text
    assert "S1" in text  # the sources' positions


def test_progress_survives_another_page(at: AppTest) -> None:
    lesson, index, step = _go(at, "blast", "sopang-14")
    at.radio(key=_key(lesson, index)).set_value("Yes")
    at.button(key="lesson_check").click()
    run(at)
    assert at.success
    at.switch_page("tutor/app/pages/home.py")
    run(at)
    at.switch_page(PAGE)
    run(at)
    assert at.selectbox(key="lesson_pick").value == "blast"
    assert _step_text(at) == f"Step {index + 1} of {len(lesson.steps)}"
    assert at.success and at.success[0].icon == "✅"
    assert at.radio(key=_key(lesson, index)).value == "Yes"
    graded = len(L.graded_steps(lesson))
    number = list(LESSONS).index("blast") + 1
    assert any(f"{number} ◐ 1/{graded}" in shown(c.value) for c in at.caption)
    # the picker's labels never change (the browser sends the label back as the choice)
    assert at.selectbox(key="lesson_pick").options[number - 1] == f"{number}. {lesson.title}"


def test_back_keeps_an_answered_step(at: AppTest) -> None:
    lesson, index, step = _go(at, "melds", "two-queens")
    at.radio(key=_key(lesson, index)).set_value("No")
    at.button(key="lesson_check").click()
    run(at)
    at.button(key="lesson_next").click()
    run(at)
    at.button(key="lesson_back").click()
    run(at)
    assert at.success and at.success[0].icon == "✅"


def test_last_step_leads_to_the_next_lesson(at: AppTest) -> None:
    ids = list(LESSONS)
    lesson = LESSONS[ids[0]]
    at.selectbox(key="lesson_pick").set_value(ids[0])
    run(at)
    for _ in range(len(lesson.steps) - 1):
        at.button(key="lesson_next").click()
        run(at)
    at.button(key="lesson_next").click()
    run(at)
    assert at.selectbox(key="lesson_pick").value == ids[1]
    assert _step_text(at) == f"Step 1 of {len(LESSONS[ids[1]].steps)}"


def test_the_last_step_links_to_quiz_questions_on_the_lesson(at: AppTest) -> None:
    lesson = LESSONS["knock"]
    _go(at, "knock", lesson.steps[-1].id)
    links = at.get("page_link")
    assert links, "the last step offers practice"
    labels = [link.proto.label for link in links]
    assert labels[0] == quiz.KIND_TITLES["knock"]  # the narrowest rule point first
    assert all(label in quiz.KIND_TITLES.values() for label in labels)
    assert all("quiz" in link.proto.page for link in links)


def test_the_payment_lesson_links_to_payment_questions(at: AppTest) -> None:
    """The payment lesson also lists §6.1 (points in hand), which many kinds of question
    touch: its own kind ("who pays what") must come first, not Blast or knock questions."""
    lesson = LESSONS["payment"]
    at.selectbox(key="lesson_pick").set_value("payment")
    run(at)
    for _ in range(len(lesson.steps) - 1):
        at.button(key="lesson_next").click()
        run(at)
    labels = [link.proto.label for link in at.get("page_link")]
    assert labels[0] == quiz.KIND_TITLES["payment"]
    assert quiz.KIND_TITLES["blast"] not in labels


def test_a_verdict_is_not_kept_once_the_rules_change(at: AppTest) -> None:
    """A check graded under one set of rules must not still say "Right" after the rules in
    force change the answer (picture cards worth 10: the hand counts 45, not 51)."""
    lesson, index, step = _go(at, "values", "plain-count")
    assert L.solve(step, PAGAT).value == 51
    at.number_input(key=_key(lesson, index)).set_value(51)
    at.button(key="lesson_check").click()
    run(at)
    assert at.success and not at.error
    at.session_state["rules_spec"] = {"preset": "pagat", "picture_cards_ten": True}
    run(at)
    assert not at.success, "a verdict graded under the old rules is still shown"
    assert any("rules in force changed" in shown(i.value) for i in at.info)
    at.button(key="lesson_check").click()
    run(at)
    assert at.error and "45" in at.error[0].value


def test_a_middle_step_has_no_practice_links(at: AppTest) -> None:
    at.button(key="lesson_next").click()
    run(at)
    assert not at.get("page_link")
