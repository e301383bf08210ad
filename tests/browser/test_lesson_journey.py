"""A newcomer on a phone (390 px): starts on Home, follows the course map into the first
lesson, misses once, takes a hint, retries, earns stars, reloads, and finds the map
pointing at the next lesson. Screenshots of the retry, the hint and the map land in
tests/artifacts/."""

from __future__ import annotations

import re

import pytest
from conftest import WAIT, idle
from playwright.sync_api import expect

from tutor.engine.rules import Rules
from tutor.teach import lessons as L

pytestmark = pytest.mark.browser

FIRST = L.load_lessons()[0]


def _answer(step_id: str) -> str:
    step = next(s for s in FIRST.steps if s.id == step_id)
    return str(L.solve(step, L.rules_for(step, Rules.preset("pagat"))).value)


def _progress(page, text: str) -> None:  # noqa: ANN001
    expect(page.get_by_test_id("stProgress")).to_contain_text(text, timeout=WAIT)


def _choose(page, name: str) -> None:  # noqa: ANN001
    group = page.get_by_role("radiogroup", name="Your answer")
    radio = group.get_by_role("radio", name=name, exact=True)
    for _ in range(3):  # a rerun still finishing may redraw the group under the click
        group.get_by_text(name, exact=True).click()
        try:
            expect(radio).to_be_checked(timeout=5_000)
            break
        except AssertionError:
            continue
    expect(radio).to_be_checked(timeout=WAIT)
    idle(page)


def _next(page, step: str) -> None:  # noqa: ANN001
    """Press Next and wait until the next step (``"step 2 of 4"``) is on screen."""
    button = page.locator(".st-key-lesson_next button")
    expect(button).to_have_count(1, timeout=WAIT)  # no stale copy left from the last run
    button.click()
    _progress(page, step)
    idle(page)


def _press(page, name: str) -> None:  # noqa: ANN001
    button = page.get_by_role("button", name=name, exact=True)
    expect(button).to_have_count(1, timeout=WAIT)
    button.click()
    idle(page)


def test_a_lesson_with_one_retry_on_a_phone(app_url, page, screenshot) -> None:  # noqa: ANN001
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(app_url)
    expect(page.get_by_role("heading", name=re.compile("Your course"))).to_be_visible(timeout=WAIT)

    # a learner, so that the stars outlive the session
    page.get_by_role("button", name="New learner").first.click()
    page.get_by_label("Name (1 to 40 characters)").fill("Mina")
    page.get_by_role("button", name="Create").click()
    expect(page).to_have_url(re.compile("learner=Mina"), timeout=WAIT)
    start = page.get_by_role("button", name=re.compile("Start with lesson 1"))
    expect(start).to_be_visible(timeout=WAIT)
    start.click()

    expect(page.get_by_role("heading", name="Lessons")).to_be_visible(timeout=WAIT)
    _progress(page, "Stage 1 of 2")
    _next(page, "step 2 of 4")
    _next(page, "step 3 of 4")
    _next(page, "step 4 of 4")
    _next(page, "Stage 2 of 2: Whose turn? · step 1 of 4")

    # a miss: the page says what to look at, and no answer
    right = _answer("ccw")
    wrong = next(n for n in ("Bo", "Cy", "Di") if n != right)
    _choose(page, wrong)
    _press(page, "Check")
    retry = page.get_by_text("Not yet — try again.")
    expect(retry).to_be_visible(timeout=WAIT)
    expect(page.get_by_text("The answer:")).to_have_count(0)
    retry.scroll_into_view_if_needed()
    screenshot(page, "lesson-retry-390")

    # the first hint, a nudge
    _press(page, "Hint")
    hint = page.get_by_text(re.compile("Hint 1 of 3"))
    expect(hint).to_be_visible(timeout=WAIT)
    hint.scroll_into_view_if_needed()
    screenshot(page, "lesson-hint-390")

    # the retry is right: two stars lost to the miss and the hint leave one
    _choose(page, right)
    _press(page, "Check")
    expect(page.get_by_text("★☆☆ for this step")).to_be_visible(timeout=WAIT)

    # the remaining checks right first time
    _next(page, "step 2 of 4")
    _choose(page, _answer("cw"))
    _press(page, "Check")
    expect(page.get_by_text("★★★ for this step")).to_be_visible(timeout=WAIT)
    _next(page, "step 3 of 4")
    _next(page, "step 4 of 4")
    _choose(page, _answer("next-dealer"))
    _press(page, "Check")
    expect(page.get_by_text("★★★ for this step")).to_be_visible(timeout=WAIT)
    expect(page.get_by_text(re.compile("7 of 9 stars"))).to_be_visible(timeout=WAIT)

    # a reload keeps the learner and the stars: lesson 1 is done, so Lessons opens lesson 2
    page.reload()
    expect(page.get_by_role("heading", name="Lessons")).to_be_visible(timeout=WAIT)
    expect(page.get_by_text("Learner: Mina")).to_be_visible(timeout=WAIT)
    second = L.load_lessons()[1]
    expect(page.get_by_role("heading", name=second.title)).to_be_visible(timeout=WAIT)
    _progress(page, "Stage 1 of")
    page.goto(f"{app_url}/?learner=Mina")
    course = page.get_by_test_id("stHtml").filter(has_text="next: not started")
    expect(course).to_contain_text("2. ", timeout=WAIT)
    expect(course).to_contain_text("★ 7/9")
    expect(page.get_by_role("button", name=re.compile("Continue where I left off"))).to_be_visible()
    course.scroll_into_view_if_needed()
    screenshot(page, "lesson-map-390")


TURN = next(les for les in L.load_lessons() if les.id == "turn")
PILLS = "button[data-variant='pills']"
CHOSEN = "rgb(13, 71, 161)"  # the picker's dark blue (tutor/app/widgets.py PICKER_CSS)


def _where(lesson: L.Lesson, index: int) -> str:
    """The progress bar's text at step ``index``: the stage, and the step within it."""
    stage = lesson.stage_of(index)
    return (
        f"Stage {stage.number} of {len(lesson.stages)}: {stage.title} · "
        f"step {index - stage.steps[0] + 1} of {len(stage.steps)}"
    )


def _touch_sized(pills) -> None:  # noqa: ANN001
    """Every pill is at least 44 × 44 px: a fingertip, not a mouse pointer."""
    expect(pills.first).to_be_visible(timeout=WAIT)
    boxes = [pills.nth(i).bounding_box() for i in range(pills.count())]
    assert boxes and all(b["width"] >= 44 and b["height"] >= 44 for b in boxes), boxes


def _state(pill) -> str | None:  # noqa: ANN001
    """``"true"`` when a pill is chosen: pressed among many, or checked as the one choice."""
    attr = "aria-checked" if pill.get_attribute("role") == "radio" else "aria-pressed"
    return pill.get_attribute(attr)


def _tap(page, pills, text: str) -> None:  # noqa: ANN001
    pill = pills.filter(has_text=re.compile(rf"^{re.escape(text)}$"))
    expect(pill).to_have_count(1, timeout=WAIT)
    attr = "aria-checked" if pill.get_attribute("role") == "radio" else "aria-pressed"
    chosen = _state(pill) == "true"
    pill.click()
    expect(pill).to_have_attribute(attr, "false" if chosen else "true", timeout=WAIT)
    idle(page)


def _chosen(pills) -> list[str]:  # noqa: ANN001
    """The pills shown as chosen: dark blue and ticked (and only those)."""
    out = []
    for i in range(pills.count()):
        pill = pills.nth(i)
        colour = pill.evaluate("e => getComputedStyle(e).backgroundColor")
        tick = pill.locator("p").evaluate("e => getComputedStyle(e, '::before').content")
        if _state(pill) == "true":
            assert (colour, tick) == (CHOSEN, '"✓ "')
            out.append(pill.inner_text())
        else:
            assert colour != CHOSEN and tick != '"✓ "'
    return out


def test_lesson_and_quiz_pills_are_touch_sized(app_url, page, screenshot) -> None:  # noqa: ANN001
    """At 390 px the lesson's pick-a-meld and discard pills and the quiz's choose-every-one
    pills are at least 44 px with the card picker's dark-blue chosen state; a lesson's
    "try again" goes as soon as the pick changes."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{app_url}/lessons")
    expect(page.get_by_role("heading", name="Lessons")).to_be_visible(timeout=WAIT)
    idle(page)
    number = next(n for n, les in enumerate(L.load_lessons(), 1) if les.id == "turn")
    page.locator(".st-key-lesson_pick input").click()
    page.get_by_role("option", name=f"{number}. {TURN.title}").click()
    _progress(page, _where(TURN, 0))
    idle(page)
    meld = next(i for i, s in enumerate(TURN.steps) if isinstance(s, L.PickMeldStep))
    for i in range(1, meld + 1):
        _next(page, _where(TURN, i))

    # pick a meld: a wrong pick, a retry, then another card and the retry is gone
    pills = page.locator(f"[class*='st-key-cardpick_lesson_answer_turn_'] {PILLS}")
    _touch_sized(pills)
    for card in ("5♦", "5♠", "5♣"):
        _tap(page, pills, card)
    assert sorted(_chosen(pills)) == sorted(("5♦", "5♠", "5♣"))
    _press(page, "Check")
    retry = page.get_by_text("Not yet — try again.")
    expect(retry).to_be_visible(timeout=WAIT)
    pills.first.scroll_into_view_if_needed()
    screenshot(page, "lesson-pills-retry-390")
    _tap(page, pills, "5♣")
    expect(retry).to_have_count(0, timeout=WAIT)
    screenshot(page, "lesson-pills-changed-390")

    # the discard: one pill at a time, touch-sized too
    discard = next(
        i for i, s in enumerate(TURN.steps) if isinstance(s, L.PositionStep) and s.ask == "discard"
    )
    for i in range(meld + 1, discard + 1):
        _next(page, _where(TURN, i))
    pills = page.locator(f"[class*='st-key-cardpick_lesson_answer_turn_'] {PILLS}")
    _touch_sized(pills)
    first, second = (pills.nth(i).inner_text() for i in (0, 1))
    _tap(page, pills, first)
    _tap(page, pills, second)
    assert _chosen(pills) == [second]
    pills.first.scroll_into_view_if_needed()
    screenshot(page, "lesson-discard-pills-390")

    # the quiz's "choose every one that applies"
    page.goto(f"{app_url}/quiz?kind=doublings")
    expect(page.get_by_role("heading", name="Quiz")).to_be_visible(timeout=WAIT)
    pills = page.locator(f".st-key-cardpick_quiz_multi {PILLS}")
    _touch_sized(pills)
    label = pills.first.inner_text()
    _tap(page, pills, label)
    assert _chosen(pills) == [label]
    pills.first.scroll_into_view_if_needed()
    screenshot(page, "quiz-multi-pills-390")
