"""A newcomer on a phone (390 px): starts on Home, follows the course map into the first
lesson, misses once, takes a hint, retries, earns stars, reloads, and finds the map
pointing at the next lesson. Screenshots of the retry, the hint and the map land in
tests/artifacts/."""

from __future__ import annotations

import re

import pytest

from tutor.engine.rules import Rules
from tutor.teach import lessons as L

pytestmark = pytest.mark.browser

WAIT = 20_000
FIRST = L.load_lessons()[0]


def _expect():  # noqa: ANN202
    from playwright.sync_api import expect

    return expect


def _answer(step_id: str) -> str:
    step = next(s for s in FIRST.steps if s.id == step_id)
    return str(L.solve(step, L.rules_for(step, Rules.preset("pagat"))).value)


def _settled(page) -> None:  # noqa: ANN001
    """Streamlit has finished its run: the running indicator is gone."""
    _expect()(page.get_by_test_id("stStatusWidget")).to_have_count(0, timeout=WAIT)


def _progress(page, text: str) -> None:  # noqa: ANN001
    _expect()(page.get_by_test_id("stProgress")).to_contain_text(text, timeout=WAIT)


def _choose(page, name: str) -> None:  # noqa: ANN001
    group = page.get_by_role("radiogroup", name="Your answer")
    radio = group.get_by_role("radio", name=name, exact=True)
    for _ in range(3):  # a rerun still finishing may redraw the group under the click
        group.get_by_text(name, exact=True).click()
        try:
            _expect()(radio).to_be_checked(timeout=5_000)
            break
        except AssertionError:
            continue
    _expect()(radio).to_be_checked(timeout=WAIT)
    _settled(page)


def _next(page, step: str) -> None:  # noqa: ANN001
    """Press Next and wait until the next step (``"step 2 of 4"``) is on screen."""
    button = page.locator(".st-key-lesson_next button")
    _expect()(button).to_have_count(1, timeout=WAIT)  # no stale copy left from the last run
    button.click()
    _progress(page, step)
    _settled(page)


def _press(page, name: str) -> None:  # noqa: ANN001
    button = page.get_by_role("button", name=name, exact=True)
    _expect()(button).to_have_count(1, timeout=WAIT)
    button.click()
    _settled(page)


def test_a_lesson_with_one_retry_on_a_phone(app_url, page, screenshot) -> None:  # noqa: ANN001
    expect = _expect()
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
