"""The Rule book in the real app: a link to a rule point opens the book at that point, and a
citation elsewhere in the app is such a link."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.test_pages import WAIT, open_page

pytestmark = pytest.mark.browser


def test_a_link_opens_the_rule_book_at_its_point(app_url, page, screenshot) -> None:  # noqa: ANN001
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{app_url}/rulebook?point=knock#knock")
    heading = page.get_by_role("heading", name=re.compile(r"^5\.2 Knock"))
    expect(heading).to_be_in_viewport(timeout=WAIT)
    screenshot(page, "rulebook-knock-390")


def test_a_citation_on_another_page_links_into_the_rule_book(app_url, page) -> None:  # noqa: ANN001
    open_page(page, app_url, "rules_page", "Rules")
    link = page.get_by_role("link", name="Knock (rule 5.2)").first
    expect(link).to_be_visible(timeout=WAIT)
    assert (link.get_attribute("href") or "").endswith("rulebook?point=knock#knock")
