"""A lesson's "Play this position" in the real app at phone width (390 px), the browser's
part: the table opened at the lesson's position by its link, the move made, the coach's
review in the first screen, and back on the lesson the review as the step's feedback. The
round set up, the stars and the links' errors are model and AppTest tests
(tests/test_lesson_play.py, tests/test_app_lesson_play.py). Screenshots land in
tests/artifacts/."""

from __future__ import annotations

import pytest
from conftest import PHONE, WAIT, fits, key, no_exception, open_app, tap
from playwright.sync_api import expect

from tutor.teach import lessons as L

pytestmark = pytest.mark.browser

KNOCK = next(les for les in L.load_lessons() if les.id == "knock")
STEP = next(i for i, s in enumerate(KNOCK.steps) if isinstance(s, L.PlayStep))


def test_a_lesson_position_is_played_and_its_review_comes_back(app_url, page, screenshot) -> None:
    open_app(page, app_url, f"play?play_lesson=knock&play_step={STEP + 1}", PHONE)
    expect(page.locator(key("play_hand_box"))).to_be_in_viewport(timeout=WAIT)
    screenshot(page, "lesson-play-table-390")
    tap(page, key("play_do_knock_*", "button"))
    result = page.locator(key("play_lesson_result"))
    expect(result).to_be_in_viewport(timeout=WAIT)
    fits(page)
    screenshot(page, "lesson-play-review-390")
    tap(page, key("play_lesson_back", "button"))
    feedback = page.locator(key("lesson_verdict", "[data-testid='stAlertContentSuccess']"))
    expect(feedback.first).to_be_visible(timeout=WAIT)
    expect(page.locator(key("lesson_verdict", "li")).first).to_be_visible()
    fits(page)
    no_exception(page)
    screenshot(page, "lesson-play-feedback-390")
