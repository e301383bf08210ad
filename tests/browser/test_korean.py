"""The tutor in Korean in a real browser: the switch in the sidebar changes the language of
the page in place and the link keeps it. Every page in Korean on a phone (and three at a
desk) is opened by tests/browser/test_pages.py, which shoots them as ``ko-<page>-390``."""

from __future__ import annotations

import re

import pytest
from conftest import DESK, WAIT, key, open_app, rerun
from playwright.sync_api import expect

from tutor.words import t, using

pytestmark = pytest.mark.browser


def test_the_switch_changes_the_language_in_place(app_url, page) -> None:
    open_app(page, app_url, "quiz?q=12345&kind=meld", DESK)
    expect(page.locator("html")).to_have_attribute("lang", "en", timeout=WAIT)
    with using("ko"):
        korean_nav = t("nav-quiz")
    with rerun(page):
        page.locator(key("lang_switch", "button")).filter(has_text="한국어").click()
    expect(page.locator("html")).to_have_attribute("lang", "ko", timeout=WAIT)
    expect(page.get_by_test_id("stSidebarNav").get_by_text(korean_nav)).to_be_visible(timeout=WAIT)
    expect(page).to_have_url(re.compile("lang=ko"), timeout=WAIT)
