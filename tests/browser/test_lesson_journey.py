"""A newcomer's lessons on a phone (390 px), the browser's part: a learner made on Home, the
course map's button into the first lesson, a miss, a hint and a retry tapped on the radio
buttons, the verdict scrolled into view after each check, a reload that keeps the learner
and the place; then the lesson picker keeps its choice while stepping through another
lesson, whose card pills are touch-sized and show their chosen state. Stars, hints and
grading are AppTest and model tests (tests/test_app_lessons.py, tests/test_app_course.py,
tests/test_attempts.py).
Screenshots land in tests/artifacts/."""

from __future__ import annotations

import re

import pytest
from conftest import PHONE, WAIT, idle, in_view, key, no_exception, open_app, rerun, tap
from playwright.sync_api import expect

from tutor.engine.rules import Rules
from tutor.teach import lessons as L

pytestmark = pytest.mark.browser

LESSONS = L.load_lessons()
FIRST = LESSONS[0]
TURN = next(les for les in LESSONS if les.id == "turn")
PILL = "button[data-variant='pills']"
CHOSEN = "rgb(13, 71, 161)"  # the picker's dark blue (tutor/app/widgets.py PICKER_CSS)
RETRY = "[data-testid='stAlertContentWarning']"
HINT = "[data-testid='stAlertContentInfo']"
RIGHT = "[data-testid='stAlertContentSuccess']"
ANSWER = "[data-testid='stAlertContentError']"


def where(lesson: L.Lesson, index: int) -> str:
    """The progress bar's text at step ``index``: the stage, and the step within it."""
    stage = lesson.stage_of(index)
    return (
        f"Stage {stage.number} of {len(lesson.stages)}: {stage.title} · "
        f"step {index - stage.steps[0] + 1} of {len(stage.steps)}"
    )


def at_step(page, lesson: L.Lesson, index: int) -> None:
    bar = page.get_by_test_id("stProgress").filter(has_text=where(lesson, index))
    expect(bar.first).to_be_visible(timeout=WAIT)


def walk(page, lesson: L.Lesson, start: int, stop: int) -> None:
    """Press Next from step ``start`` to step ``stop``, each step on screen in turn."""
    for i in range(start + 1, stop + 1):
        tap(page, key("lesson_next", "button"))
        at_step(page, lesson, i)


def answer(lesson: L.Lesson, step_id: str) -> str:
    step = next(s for s in lesson.steps if s.id == step_id)
    return str(L.solve(step, L.rules_for(step, Rules.preset("pagat"))).value)


def choose(page, lesson: L.Lesson, step_id: str, name: str) -> None:
    """Tap the radio button ``name`` (a player) of the step's answer."""
    group = page.locator(key(f"lesson_answer_{lesson.id}_{step_id}", "[role='radiogroup']"))
    with rerun(page):
        group.locator("label").filter(has_text=re.compile(rf"^{re.escape(name)}$")).click()
    expect(group.get_by_role("radio", name=name, exact=True)).to_be_checked()


def pick(page, pills, text: str) -> None:
    pill = pills.filter(has_text=re.compile(rf"^{re.escape(text)}$"))
    with rerun(page):
        pill.click()


def chosen(pills) -> list[str]:
    """The pills shown as chosen: dark blue and ticked (and only those)."""
    out = []
    for i in range(pills.count()):
        pill = pills.nth(i)
        colour = pill.evaluate("e => getComputedStyle(e).backgroundColor")
        tick = pill.locator("p").evaluate("e => getComputedStyle(e, '::before').content")
        state = "aria-checked" if pill.get_attribute("role") == "radio" else "aria-pressed"
        if pill.get_attribute(state) == "true":
            assert (colour, tick) == (CHOSEN, '"✓ "')
            out.append(pill.inner_text())
        else:
            assert colour != CHOSEN and tick != '"✓ "'
    return out


def touch_sized(pills) -> None:
    expect(pills.first).to_be_visible(timeout=WAIT)
    boxes = [pills.nth(i).bounding_box() for i in range(pills.count())]
    assert boxes and all(b["width"] >= 44 and b["height"] >= 44 for b in boxes), boxes


def test_lessons_on_a_phone(app_url, page, screenshot) -> None:
    open_app(page, app_url, "", PHONE)
    # a learner, so that the place and the stars outlive the session
    tap(page, key("learner_popover", "button"))  # opening it runs the app
    page.locator(key("learner_new_name", "input")).fill("Mina")
    tap(page, key("learner_create", "button"))
    expect(page).to_have_url(re.compile("learner=Mina"), timeout=WAIT)
    tap(page, key("map_continue", "button"))  # the course map's way into lesson 1
    at_step(page, FIRST, 0)

    # a miss: the page says what to look at, and not the answer
    ccw = next(i for i, s in enumerate(FIRST.steps) if s.id == "ccw")
    walk(page, FIRST, 0, ccw)
    right = answer(FIRST, "ccw")
    wrong = next(n for n in FIRST.steps[ccw].choices() if n != right)
    choose(page, FIRST, "ccw", wrong)
    tap(page, key("lesson_check", "button"))
    expect(page.locator(RETRY)).to_be_visible(timeout=WAIT)
    expect(page.locator(ANSWER)).to_have_count(0)
    in_view(page, key("lesson_verdict", RETRY))  # the page scrolls the verdict into view
    screenshot(page, "lesson-retry-390")
    notes = page.locator(HINT).count()  # the step's own notes
    tap(page, key("lesson_hint", "button"))
    expect(page.locator(HINT)).to_have_count(notes + 1, timeout=WAIT)  # and the first hint
    page.locator(HINT).last.scroll_into_view_if_needed()
    screenshot(page, "lesson-hint-390")
    # the retry is right: two stars lost to the miss and the hint leave one
    choose(page, FIRST, "ccw", right)
    tap(page, key("lesson_check", "button"))
    expect(page.locator(RIGHT)).to_contain_text("★☆☆", timeout=WAIT)
    in_view(page, key("lesson_verdict", RIGHT))

    # a reload keeps the learner and the place in the lesson
    page.reload()
    page.wait_for_function("() => document.querySelector('[data-hoola-run]')", timeout=WAIT)
    idle(page)
    expect(page).to_have_url(re.compile("learner=Mina"))
    at_step(page, FIRST, ccw)

    # the lesson picker keeps its choice while stepping on (its labels never change)
    number = LESSONS.index(TURN) + 1
    picker = page.locator(key("lesson_pick", "input"))
    picker.click()
    with rerun(page):
        page.get_by_role("option", name=f"{number}. {TURN.title}").click()
    meld = next(i for i, s in enumerate(TURN.steps) if isinstance(s, L.PickMeldStep))
    at_step(page, TURN, 0)
    walk(page, TURN, 0, meld)
    expect(picker).to_have_value(f"{number}. {TURN.title}")

    # pick a meld: a wrong pick, a retry, then another card and the retry is gone
    pills = page.locator(key("cardpick_lesson_answer_turn_*", PILL))
    touch_sized(pills)
    for card in ("5♦", "5♠", "5♣"):
        pick(page, pills, card)
    assert sorted(chosen(pills)) == sorted(("5♦", "5♠", "5♣"))
    tap(page, key("lesson_check", "button"))
    expect(page.locator(RETRY)).to_be_visible(timeout=WAIT)
    pills.first.scroll_into_view_if_needed()
    screenshot(page, "lesson-pills-retry-390")
    pick(page, pills, "5♣")
    expect(page.locator(RETRY)).to_have_count(0)

    # the discard: one pill at a time, touch-sized too
    discard = next(
        i for i, s in enumerate(TURN.steps) if isinstance(s, L.PositionStep) and s.ask == "discard"
    )
    walk(page, TURN, meld, discard)
    touch_sized(pills)
    first, second = (pills.nth(i).inner_text() for i in (0, 1))
    pick(page, pills, first)
    pick(page, pills, second)
    assert chosen(pills) == [second]
    no_exception(page)
    pills.first.scroll_into_view_if_needed()
    screenshot(page, "lesson-discard-pills-390")
