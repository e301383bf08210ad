"""At the table, round 2 (issue 23), on a phone (390×844): one knocked round on the payout
checker (quick entry by default, "had melded" asked and its doubling shown before Settle, the
verdict in view, counted in taps and keys); a round whose "had melded" follows the cards with
no tap. The learner kept across pages and reloads, Home's start button and the meld verdict
in the first screen, the ledger's CSV, the one chosen style and axe-core on every page are
checked in test_phone_journeys.py, test_play.py and test_pages.py; a lesson's Next on every
step in test_lesson_journey.py.

Screenshots in tests/artifacts/round2-*.png; counts in tests/artifacts/round2.json."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest
from conftest import (
    DESK,
    PHONE,
    WAIT,
    fits,
    idle,
    in_view,
    key,
    no_exception,
    note,
    open_app,
    rerun,
    tap,
    type_in,
)
from playwright.sync_api import expect
from test_phone_journeys import SIDEBAR_CLOSED

from tutor.words.engine import preset_name
from tutor.words.ledger import melded_note

pytestmark = pytest.mark.browser

PILL = "button[data-variant='pills']"


def shoot(page, screenshot, name: str, *, wide: bool = False) -> None:
    """A screenshot once the app is idle with nothing scrolling sideways (and, with
    ``wide``, a full-page one at 1280 px)."""
    idle(page)
    fits(page)
    no_exception(page)
    page.screenshot(path=str(screenshot.folder / f"round2-{name}-390.png"))
    if wide:
        page.set_viewport_size(DESK)
        idle(page)
        screenshot(page, f"round2-{name}-1280")
        page.set_viewport_size(PHONE)
        idle(page)


def exactly(text: str) -> re.Pattern[str]:
    return re.compile(rf"^\s*{re.escape(text)}\s*$")


@dataclass
class Thumb:
    """A user's thumb on the phone: every tap and every key press is counted, and each
    waits for the run it starts (a tap into a text box starts none)."""

    page: object
    taps: int = 0
    keys: int = 0
    log: list[str] = field(default_factory=list)

    def tap(self, selector: str, text: str | None = None, *, runs: bool = True) -> None:
        target = self.page.locator(selector)
        if text is not None:
            target = target.filter(has_text=exactly(text))
        target = target.filter(visible=True).first
        expect(target).to_be_visible(timeout=WAIT)
        self.taps += 1
        self.log.append(f"tap {selector} {text or ''}".strip())
        if not runs:
            target.click(timeout=WAIT)
            return
        with rerun(self.page):
            target.click(timeout=WAIT)

    def type(self, selector: str, text: str) -> None:
        """Tap a box, type into it and press Enter (the phone keyboard's Go)."""
        self.tap(selector, runs=False)
        with rerun(self.page):
            self.page.keyboard.type(text)
            self.page.keyboard.press("Enter")
        self.keys += len(text) + 1
        self.log.append(f"type {text!r}")


def test_one_knocked_round_on_the_payout_checker(app_url, page, screenshot) -> None:
    """Quick entry is on, "Load a round" folded; "had melded" is asked (Settle waits for
    it) and a never-melded loser's doubling shows beside them before Settle; the verdict,
    naming the rules and the money, is on screen after Settle; a rules change settles
    again. Taps and keys (names not counted) go to round2.json."""
    open_app(page, app_url, "payout", PHONE)
    expect(page.locator(key("payout_form_qending"))).to_be_visible(timeout=WAIT)  # quick entry
    expect(page.locator("details", has_text="Load a round")).not_to_have_attribute("open", "")
    names = Thumb(page)
    for i, name in enumerate(["Ann", "Bo", "Cy", "Di"]):
        names.type(key(f"payout_form_p{i}_name", "input"), name)
    shoot(page, screenshot, "payout-form", wide=True)
    thumb = Thumb(page)
    thumb.tap(key("payout_form_qending", "button"), "Knock")
    thumb.tap(key("payout_form_qknocker", "button"), "Di")
    for i, points in enumerate(("20", "12", "30", "5")):
        thumb.type(key(f"payout_form_p{i}_points", "input"), points)
    settle = page.locator(key("payout_settle", "button")).last
    expect(settle).to_be_in_viewport(ratio=1, timeout=WAIT)  # in reach at the screen's bottom
    expect(settle).to_be_disabled()  # "had melded" is still to be said
    for i, said in enumerate(("Melded", "Never melded", "Melded", "Melded")):
        thumb.tap(key(f"payout_form_p{i}_melded", "button"), said)
    never = page.locator(key("payout_form_p1")).get_by_text(melded_note("never"))
    expect(never).to_be_visible(timeout=WAIT)
    doubled = page.locator(key("payout_form_p1")).get_by_text("As entered: Bo pays")
    expect(doubled).to_contain_text("never melded")  # beside Bo, before Settle
    shoot(page, screenshot, "payout-entered")
    expect(settle).to_be_enabled(timeout=WAIT)
    thumb.tap(key("payout_settle", "button"))
    verdict = page.locator(key("payout_verdict"))
    expect(verdict.locator("h3")).to_have_text(re.compile("Di wins"), timeout=WAIT)
    in_view(page, key("payout_verdict", "h3"))
    expect(verdict).to_contain_text(f"Settled under {preset_name('pagat')}")
    expect(verdict).to_contain_text("₩")  # the money, in won
    note("payout knocked round (after)", {"taps": thumb.taps, "keys": thumb.keys, "log": thumb.log})
    shoot(page, screenshot, "payout-settled", wide=True)
    # the rules changed in the sidebar: it closes, and the same round is settled again
    page.get_by_test_id("stExpandSidebarButton").click(timeout=WAIT)
    rules = page.get_by_test_id("stSidebar").get_by_role("combobox", name="Rules in force")
    expect(rules).to_be_visible(timeout=WAIT)
    rules.click()
    page.keyboard.type(preset_name("s1-short"))  # the box filters its options as one types
    with rerun(page):
        page.keyboard.press("Enter")
    changed = page.get_by_text(f"Rules changed to {preset_name('s1-short')}", exact=False)
    expect(changed).to_be_visible(timeout=WAIT)
    page.wait_for_function(SIDEBAR_CLOSED, timeout=WAIT)
    expect(verdict).to_contain_text(f"Settled under {preset_name('s1-short')}", timeout=WAIT)
    shoot(page, screenshot, "payout-rules-changed")


def test_had_melded_follows_the_cards_with_no_tap(app_url, page) -> None:
    open_app(page, app_url, "payout", PHONE)
    tap(page, key("payout_form_quick", "label"))  # enter the cards
    expect(page.locator(key("payout_form_p0_hand", "input"))).to_be_visible(timeout=WAIT)
    down = key("payout_form_count", "[data-testid='stNumberInputStepDown']")
    tap(page, down)
    expect(page.locator(key("payout_form_p3"))).to_have_count(0, timeout=WAIT)
    tap(page, down)
    expect(page.locator(key("payout_form_p2"))).to_have_count(0, timeout=WAIT)
    for i, (name, cards) in enumerate([("Ann", "2c 3d"), ("Bo", "Kh Qd 9s 5c 4c 3h 4d")]):
        type_in(page, key(f"payout_form_p{i}_name", "input"), name)
        type_in(page, key(f"payout_form_p{i}_hand", "input"), cards)
    said = melded_note("from-cards", melded=False, cards=7)
    expect(page.locator(key("payout_form_p1")).get_by_text(said)).to_be_visible(timeout=WAIT)
    ending = page.locator(key("payout_form_ending", "input"))  # asked above the players
    expect(ending).to_have_count(1, timeout=WAIT)
    ending.click()
    with rerun(page):
        page.get_by_role("option", name="End of stock").click(timeout=WAIT)
    settle = page.locator(key("payout_settle", "button")).last
    expect(settle).to_be_enabled(timeout=WAIT)
    tap(page, key("payout_settle", "button"))
    verdict = page.locator(key("payout_verdict"))
    expect(verdict.locator("h3")).to_have_text(re.compile("Ann wins"), timeout=WAIT)
    # Bo holds seven cards, so never melded: 1 stake doubled, with no tap on "had melded"
    expect(verdict).to_contain_text("Bo pays 2 stakes")
    in_view(page, key("payout_verdict", "h3"))
