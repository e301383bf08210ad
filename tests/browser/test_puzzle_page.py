"""The Puzzles page on a phone (390×844) and a desktop, in English and Korean (issue 45):
the hint ladder, a right answer and a wrong one, each verdict in view after the tap, as a
person taps (the choice scrolled to the foot of the screen). A visitor with no learner
stores nothing, so the tests share one server (each in a session of its own). Screenshots:
tests/artifacts/puzzles-*.png."""

from __future__ import annotations

import pytest
from conftest import PHONE, WAIT, fits, key, no_exception, open_app, rerun, seen
from playwright.sync_api import expect

from tutor.play.puzzles import pool

pytestmark = pytest.mark.browser


def _tap_at_foot(page, selector: str) -> None:
    button = page.locator(selector).filter(visible=True).first
    expect(button).to_be_visible(timeout=WAIT)
    button.evaluate("e => e.scrollIntoView({block: 'end'})")
    with rerun(page):
        button.click(timeout=WAIT)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_puzzles_on_a_phone_right_and_wrong_with_hints(
    shared_app_url, page, screenshot, lang
) -> None:
    p = pool()[0]
    open_app(page, shared_app_url, f"puzzles?puzzle={p.id}&lang={lang}", PHONE)
    fits(page)
    for _ in range(3):
        _tap_at_foot(page, key("puzzle_hint", "button"))
    expect(page.locator(key("puzzle_hint_box", "[data-testid='stAlert']"))).to_have_count(3)
    _tap_at_foot(page, key(f"puzzle_choice_{p.best}", "button"))
    seen(page, page.locator(key("puzzle_result")).first, "puzzle result")
    no_exception(page)
    fits(page)
    screenshot(page, f"puzzles-phone-{lang}-right")
    # the same puzzle again, answered wrong without hints
    open_app(page, shared_app_url, f"puzzles?puzzle={p.id}&lang={lang}", PHONE)
    _tap_at_foot(page, key(f"puzzle_choice_{(p.best + 1) % len(p.choices)}", "button"))
    seen(page, page.locator(key("puzzle_result")).first, "puzzle result")
    expect(page.locator(key("puzzle_result", "[data-testid='stAlertContentError']"))).to_have_count(
        1
    )
    screenshot(page, f"puzzles-phone-{lang}-wrong")


def test_puzzles_on_a_desktop(shared_app_url, page, screenshot) -> None:
    p = pool()[0]
    open_app(page, shared_app_url, f"puzzles?puzzle={p.id}", {"width": 1280, "height": 900})
    _tap_at_foot(page, key(f"puzzle_choice_{p.best}", "button"))
    seen(page, page.locator(key("puzzle_result")).first, "puzzle result")
    screenshot(page, "puzzles-desktop-en-right")
