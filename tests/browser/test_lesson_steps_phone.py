"""Every step of a lesson on a phone (390×844, issue 23): after each action the answer it asks
for is in the first screen and not under anything. Next after every Next; after Check or
Show answer, the verdict (scrolled to the top) and Next too. Two lessons walked step by step
hold every layout the course's steps use: text, a comparison table, the seating, a series of
rounds, picking cards (pills, several and one), choices (radio buttons), yes/no questions and
numbers; each layout is answered once. Screenshots of the first screen after each answer in
tests/artifacts/lesson-steps-*.png."""

from __future__ import annotations

import re

import pytest
from conftest import PHONE, WAIT, key, no_exception, open_app, rerun, tap
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from tutor.teach import lessons as L

pytestmark = pytest.mark.browser

LESSONS = L.load_lessons()
PILL = "button[data-variant='pills']"
REACHABLE = """sel => { const el = document.querySelector(sel); if (!el) return false;
  const r = el.getBoundingClientRect(); if (!r.height || !r.width) return false;
  const header = document.querySelector('[data-testid="stHeader"]');
  const top = header ? header.getBoundingClientRect().bottom : 0;
  const x = r.left + r.width / 2, y = Math.max(r.top, top) + Math.min(r.height, 40) / 2;
  if (r.top < top - 1 || y > innerHeight) return false;
  const hit = document.elementFromPoint(x, y); return !!hit && el.contains(hit); }"""
"""The element's top is on screen below the fixed header, and a tap on it reaches it (no
sticky bar or other element lies over it)."""


WHERE = """sel => { const el = document.querySelector(sel); if (!el) return 'not drawn';
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + 10);
  return `top ${Math.round(r.top)}, bottom ${Math.round(r.bottom)} of ${innerHeight}; ` +
    `on top: ${hit ? hit.tagName + '.' + [...hit.classList].join('.') : 'nothing'}`; }"""


def reachable(page, selector: str) -> None:
    expect(page.locator(selector).first).to_be_in_viewport(timeout=WAIT)
    try:
        page.wait_for_function(REACHABLE, arg=selector, timeout=WAIT)
    except PlaywrightTimeout:
        pytest.fail(f"{selector} is out of reach: {page.evaluate(WHERE, selector)}")


def next_in_reach(page) -> None:
    reachable(page, key("lesson_next", "button"))


SHOWN = """sel => { const el = document.querySelector(sel); if (!el) return false;
  const r = el.getBoundingClientRect();
  const nav = document.querySelector('.st-key-lesson_nav');
  const edge = nav ? nav.getBoundingClientRect().top : innerHeight;
  return r.bottom <= edge + 1 || r.top <= innerHeight * 0.4; }"""
"""The element is read without scrolling: whole above the sticky Back/Next bar, or (when
taller than what is left) starting in the top part of the screen."""


def shown(page, selector: str) -> None:
    """In reach, and whole above the sticky bar or at the top of the screen."""
    reachable(page, selector)
    try:
        page.wait_for_function(SHOWN, arg=selector, timeout=WAIT)
    except PlaywrightTimeout:
        pytest.fail(f"{selector} is half hidden: {page.evaluate(WHERE, selector)}")


def verdict_in_reach(page) -> None:
    """The verdict (or the answer shown) in the first screen, and Next with it."""
    shown(page, key("lesson_verdict", "[data-testid='stAlert']"))
    next_in_reach(page)


def pick_lesson(page, lesson: L.Lesson) -> None:
    number = LESSONS.index(lesson) + 1
    page.locator(key("lesson_pick", "input")).click()
    with rerun(page):
        page.get_by_role("option", name=f"{number}. {lesson.title}").click()
    at_step(page, lesson, 0)


def at_step(page, lesson: L.Lesson, index: int) -> None:
    stage = lesson.stage_of(index)
    text = f"step {index - stage.steps[0] + 1} of {len(stage.steps)}"
    bar = page.get_by_test_id("stProgress").filter(has_text=re.compile(re.escape(stage.title)))
    expect(bar.filter(has_text=text).first).to_be_visible(timeout=WAIT)


def give_an_answer(page, lesson: L.Lesson, index: int) -> None:
    """Any answer of the step's kind: the first card pill, the first choice, or a number."""
    box = key(f"lesson_answer_{lesson.id}_{lesson.step_name(index)}")
    pills = page.locator(key(f"cardpick_lesson_answer_{lesson.id}_*", PILL))
    if pills.count():
        with rerun(page):
            pills.first.click()
    elif page.locator(f"{box} [role='radiogroup']").count():
        with rerun(page):
            page.locator(f"{box} [role='radiogroup'] label").first.click()
    else:
        number = page.locator(f"{box} input")
        with rerun(page):
            number.fill("1")
            number.press("Enter")


def walk(page, lesson: L.Lesson, checks: set[int], done: set, folder) -> list[str]:
    """Every step from the first, Next in reach on each. On a graded step of a layout not
    met before (its kind and question; ``done`` collects them): an answer and Check (steps
    in ``checks``) or Show answer, and the verdict in reach; the screen shot into
    ``folder``. Returns the step kinds met."""
    kinds = []
    for index, step in enumerate(lesson.steps):
        at_step(page, lesson, index)
        next_in_reach(page)
        kinds.append(type(step).__name__)
        layout = (type(step).__name__, getattr(step, "ask", None))
        if L.is_graded(step) and layout not in done:
            done.add(layout)
            if index in checks:
                if index == min(checks):  # a hint first: it shows in the first screen too
                    tap(page, key("lesson_hint", "button"))
                    shown(page, key("lesson_hints", "[data-testid='stAlert']"))
                    next_in_reach(page)
                give_an_answer(page, lesson, index)
                tap(page, key("lesson_check", "button"))
            else:
                tap(page, key("lesson_show", "button"))
            verdict_in_reach(page)
            no_exception(page)
            # what the learner sees: the first screen after the action
            name = f"lesson-steps-{lesson.id}-{lesson.step_name(index)}-390.png"
            page.screenshot(path=str(folder / name))
        if index < len(lesson.steps) - 1:
            tap(page, key("lesson_next", "button"))
    return kinds


def test_next_and_the_verdict_are_in_reach_on_every_step(app_url, page, screenshot) -> None:
    turn = next(les for les in LESSONS if les.id == "turn")
    table = LESSONS[0]
    # checked with an answer: the card pills, the first radio choice, a number
    first = {
        kind: next(i for i, s in enumerate(turn.steps) if isinstance(s, kind))
        for kind in (L.PickMeldStep, L.PositionStep, L.PayoutStep)
    }
    open_app(page, app_url, "lessons", PHONE)  # a newcomer starts at lesson 1
    done: set = set()
    met = walk(page, table, set(), done, screenshot.folder)
    screenshot(page, "lesson-steps-table-end-390")
    pick_lesson(page, turn)
    met += walk(page, turn, set(first.values()), done, screenshot.folder)
    screenshot(page, "lesson-steps-turn-end-390")
    assert {"TextStep", "CompareStep", "NextPlayerStep", "SeriesStep", "PickMeldStep",
            "PositionStep", "IsMeldStep", "GoingOutStep", "PayoutStep"} <= set(met)  # fmt: skip
