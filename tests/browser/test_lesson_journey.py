"""A newcomer's lessons on a phone (390×844), the browser's part. A learner made on Home, the
course map's button into lesson 1, then every step of lessons 1 and 4 (issue 23): after
each action what it asks for is in the first screen and not under anything (after every
Next the step's text at the top, and Next; after Check or Show answer the verdict, scrolled
to the top, and Next too). The
two lessons hold every layout the course's steps use (text, a comparison table, the seating,
a series of rounds, card pills picking several and one, radio choices, yes/no questions and
numbers); each layout is answered once. On the way: a miss, a hint and a retry tapped on
the radio buttons, a reload that keeps the learner and the place, the lesson picker keeping
its choice while stepping on, and card pills that are touch-sized and show their chosen
state. Stars, hints and grading are AppTest and model tests (tests/test_app_lessons.py,
tests/test_app_course.py, tests/test_attempts.py).
Screenshots land in tests/artifacts/ (lesson-steps-*: the first screen after each answer)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from conftest import (
    CHOSEN,
    PHONE,
    PILL,
    WAIT,
    key,
    no_exception,
    open_app,
    reload,
    rerun,
    tap,
    touch_sized,
    wait_for,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from tutor.engine.rules import Rules
from tutor.teach import lessons as L
from tutor.words import t

pytestmark = pytest.mark.browser

LESSONS = L.load_lessons()
FIRST = LESSONS[0]
TURN = next(les for les in LESSONS if les.id == "turn")
RETRY = "[data-testid='stAlertContentWarning']"
HINT = "[data-testid='stAlertContentInfo']"
RIGHT = "[data-testid='stAlertContentSuccess']"
ANSWER = "[data-testid='stAlertContentError']"
VERDICT = "[data-testid='stAlert']"


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


def until(page, script: str, selector: str, otherwise: str) -> None:
    """Wait until ``script`` holds of ``selector``; else fail, saying where it is."""
    try:
        wait_for(page, script, selector)
    except PlaywrightTimeout:
        pytest.fail(f"{selector} is {otherwise}: {page.evaluate(WHERE, selector)}")


def reachable(page, selector: str) -> None:
    expect(page.locator(selector).first).to_be_in_viewport(timeout=WAIT)
    until(page, REACHABLE, selector, "out of reach")


def next_in_reach(page) -> None:
    reachable(page, key("lesson_next", "button"))


STEP_ON_TOP = """sel => { const el = document.querySelector(sel); if (!el) return false;
  const r = el.getBoundingClientRect();
  const header = document.querySelector('[data-testid="stHeader"]');
  const top = header ? header.getBoundingClientRect().bottom : 0;
  return r.top >= top - 1 && r.top <= innerHeight / 2; }"""
"""The step (its place in the stage, then its text) starts in the upper half of the screen,
below the fixed header: read at once after Next, with no scrolling past the title."""


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
    until(page, SHOWN, selector, "half hidden")


def verdict_in_reach(page) -> None:
    """The verdict (or the answer shown) in the first screen, and Next with it."""
    shown(page, key("lesson_verdict", "[data-testid='stAlert']"))
    next_in_reach(page)


def where(lesson: L.Lesson, index: int) -> str:
    """The progress bar's text at step ``index``: the stage, and the step within it."""
    stage = lesson.stage_of(index)
    return t(
        "lessons-progress",
        stage=stage.number,
        stages=len(lesson.stages),
        title=stage.title,
        step=index - stage.steps[0] + 1,
        steps=len(stage.steps),
    )


def at_step(page, lesson: L.Lesson, index: int) -> None:
    bar = page.get_by_test_id("stProgress").filter(has_text=where(lesson, index))
    expect(bar.first).to_be_visible(timeout=WAIT)


def pick_lesson(page, lesson: L.Lesson) -> None:
    number = LESSONS.index(lesson) + 1
    page.locator(key("lesson_pick", "input")).click()
    with rerun(page):
        page.get_by_role("option", name=f"{number}. {lesson.title}").click()
    at_step(page, lesson, 0)


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


def walk(
    page,
    lesson: L.Lesson,
    checks: set[int],
    done: set,
    folder,
    own: dict[int, Callable[[], None]] | None = None,
) -> list[str]:
    """Every step from the first, Next in reach on each. On a graded step of a layout not
    met before (its kind and question; ``done`` collects them): an answer and Check (steps
    in ``checks``) or Show answer, and the verdict in reach; the screen shot into
    ``folder``. A step in ``own`` is answered by its own function instead (which checks
    what its answers show). Returns the step kinds met."""
    kinds = []
    own = own or {}
    for index, step in enumerate(lesson.steps):
        at_step(page, lesson, index)
        if index:  # came by Next
            until(page, STEP_ON_TOP, key("lesson_step"), "not at the top of the screen")
        next_in_reach(page)
        kinds.append(type(step).__name__)
        layout = (type(step).__name__, getattr(step, "ask", None))
        if index in own or (L.is_graded(step) and layout not in done):
            done.add(layout)
            if index in own:
                own[index]()
            else:
                if index in checks:
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


def test_lessons_on_a_phone(app_url, page, screenshot) -> None:
    open_app(page, app_url, "", PHONE)
    # a learner, so that the place and the stars outlive the session
    tap(page, key("learner_popover", "button"))  # opening it runs the app
    page.locator(key("learner_new_name", "input")).fill("Mina")
    tap(page, key("learner_create", "button"))
    expect(page).to_have_url(re.compile("learner=Mina"), timeout=WAIT)
    tap(page, key("map_continue", "button"))  # the course map's way into lesson 1
    ccw = next(i for i, s in enumerate(FIRST.steps) if s.id == "ccw")

    def miss_hint_retry() -> None:
        """A miss says what to look at, and not the answer; a hint shows in the first
        screen; the retry is right, and the miss and the hint leave one star of three."""
        right = answer(FIRST, "ccw")
        wrong = next(n for n in FIRST.steps[ccw].choices() if n != right)
        choose(page, FIRST, "ccw", wrong)
        tap(page, key("lesson_check", "button"))
        expect(page.locator(RETRY)).to_be_visible(timeout=WAIT)
        expect(page.locator(ANSWER)).to_have_count(0)
        verdict_in_reach(page)  # the page scrolls the verdict into view
        screenshot(page, "lesson-retry-390")
        notes = page.locator(HINT).count()  # the step's own notes
        tap(page, key("lesson_hint", "button"))
        expect(page.locator(HINT)).to_have_count(notes + 1, timeout=WAIT)  # and the first hint
        shown(page, key("lesson_hints", VERDICT))
        next_in_reach(page)
        screenshot(page, "lesson-hint-390")
        choose(page, FIRST, "ccw", right)
        tap(page, key("lesson_check", "button"))
        expect(page.locator(RIGHT)).to_contain_text("★☆☆", timeout=WAIT)
        verdict_in_reach(page)

    done: set = set()
    met = walk(page, FIRST, set(), done, screenshot.folder, {ccw: miss_hint_retry})
    screenshot(page, "lesson-steps-table-end-390")

    # a reload keeps the learner and the place in the lesson
    reload(page)
    expect(page).to_have_url(re.compile("learner=Mina"))
    at_step(page, FIRST, len(FIRST.steps) - 1)

    pills = page.locator(key("cardpick_lesson_answer_turn_*", PILL))

    def meld_pills() -> None:
        """Touch-sized pills, several chosen and shown so; a wrong meld checked; another
        card tapped and the retry is gone."""
        touch_sized(pills)
        for card in ("5♦", "5♠", "5♣"):
            pick(page, pills, card)
        assert sorted(chosen(pills)) == sorted(("5♦", "5♠", "5♣"))
        tap(page, key("lesson_check", "button"))
        expect(page.locator(RETRY)).to_be_visible(timeout=WAIT)
        verdict_in_reach(page)
        pills.first.scroll_into_view_if_needed()
        screenshot(page, "lesson-pills-retry-390")
        pick(page, pills, "5♣")
        expect(page.locator(RETRY)).to_have_count(0)

    def discard_pills() -> None:
        """One pill at a time, touch-sized too; then the answer shown."""
        touch_sized(pills)
        first, second = (pills.nth(i).inner_text() for i in (0, 1))
        pick(page, pills, first)
        pick(page, pills, second)
        assert chosen(pills) == [second]
        pills.first.scroll_into_view_if_needed()
        screenshot(page, "lesson-discard-pills-390")
        tap(page, key("lesson_show", "button"))
        verdict_in_reach(page)

    # the lesson picker keeps its choice while stepping on (its labels never change)
    pick_lesson(page, TURN)
    meld = next(i for i, s in enumerate(TURN.steps) if isinstance(s, L.PickMeldStep))
    discard = next(
        i for i, s in enumerate(TURN.steps) if isinstance(s, L.PositionStep) and s.ask == "discard"
    )
    # checked with an answer: the first radio choice, a number
    checks = {
        next(i for i, s in enumerate(TURN.steps) if isinstance(s, kind))
        for kind in (L.PositionStep, L.PayoutStep)
    }
    own = {meld: meld_pills, discard: discard_pills}
    met += walk(page, TURN, checks, done, screenshot.folder, own)
    expect(page.locator(key("lesson_pick", "input"))).to_have_value(
        f"{LESSONS.index(TURN) + 1}. {TURN.title}"
    )
    screenshot(page, "lesson-steps-turn-end-390")
    assert {"TextStep", "CompareStep", "NextPlayerStep", "SeriesStep", "PickMeldStep",
            "PositionStep", "IsMeldStep", "GoingOutStep", "PayoutStep"} <= set(met)  # fmt: skip
