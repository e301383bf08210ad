"""The payout checker on a phone (390×844), three rounds on one server (the checker stores nothing;
each round opens a session of its own): one knocked round (issue 23: quick entry by default,
"had melded" asked and its doubling shown before Settle, the verdict in view, counted in taps
and keys, a rules change settling again); a round whose "had melded" follows the cards with no
tap; a going-out round entered by taps (issue 15: count-it-for-me, one card a loser at 390 px,
the charts drawn with no toolbar). The learner kept across pages and reloads, Home's start
button and the meld verdict in the first screen, the ledger's CSV, the one chosen style and
axe-core on every page are checked in test_phone_journeys.py, test_play.py and test_pages.py; a
lesson's Next on every step in test_lesson_journey.py.

Screenshots in tests/artifacts/round2-*.png and phone-payout-*.png; counts in
tests/artifacts/round2.json and quick-entry.json."""

from __future__ import annotations

import re

import pytest
from artifact import merge_json
from conftest import (
    DESK,
    NO_TOOLBAR,
    PHONE,
    PILL,
    SIDEBAR_CLOSED,
    WAIT,
    Thumb,
    fits,
    idle,
    in_view,
    key,
    no_exception,
    note,
    open_app,
    point_at,
    rerun,
    seen,
    shot,
    tap,
    type_in,
    unfold,
    wait_for,
)
from playwright.sync_api import expect
from test_phone_journeys import MELDED

from tutor.engine.endings import ENDINGS
from tutor.words import t
from tutor.words.engine import preset_name
from tutor.words.ledger import hand_count, ledger_message, melded_note, winner_line

pytestmark = pytest.mark.browser


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


def collected(page) -> float:
    """What the winner collects, in stakes, as the verdict's metric shows it."""
    metrics = page.locator(key("payout_metrics", "[data-testid='stMetricValue']"))
    expect(metrics.nth(1)).to_have_text(re.compile(r"\d"), timeout=WAIT)
    return float(re.search(r"[\d.]+", metrics.nth(1).text_content() or "")[0])


def test_one_knocked_round_on_the_payout_checker(shared_app_url, page, screenshot) -> None:
    """Quick entry is on, "Load a round" folded; "had melded" is asked (Settle waits for
    it) and a never-melded loser's doubling shows beside them before Settle; the verdict,
    naming the rules and the money, is on screen after Settle; a rules change settles
    again. Taps and keys (names not counted) go to round2.json."""
    open_app(page, shared_app_url, "payout", PHONE)
    expect(page.locator(key("payout_form_qending"))).to_be_visible(timeout=WAIT)  # quick entry
    folded = page.locator("details", has_text=t("payout-load-expander"))
    expect(folded).not_to_have_attribute("open", "")
    names = Thumb(page)
    for i, name in enumerate(["Ann", "Bo", "Cy", "Di"]):
        names.type(key(f"payout_form_p{i}_name", "input"), name)
    shoot(page, screenshot, "payout-form", wide=True)
    thumb = Thumb(page)
    thumb.tap(key("payout_form_qending", "button"), t("ending-title", ending="knock"))
    thumb.tap(key("payout_form_qknocker", "button"), "Di")
    for i, points in enumerate(("20", "12", "30", "5")):
        thumb.type(key(f"payout_form_p{i}_points", "input"), points)
    settle = page.locator(key("payout_settle", "button")).last
    expect(settle).to_be_in_viewport(ratio=1, timeout=WAIT)  # in reach at the screen's bottom
    expect(settle).to_be_disabled()  # "had melded" is still to be said
    for i, melded in enumerate((True, False, True, True)):
        said = t("round-form-melded-option", melded=str(melded).lower())
        thumb.tap(key(f"payout_form_p{i}_melded", "button"), said)
    never = page.locator(key("payout_form_p1")).get_by_text(melded_note("never"))
    expect(never).to_be_visible(timeout=WAIT)
    type_in(page, key("payout_form_p2_sevens", "input"), "1")  # Cy's 30 holds a seven
    start = melded_note("doubles", name="Bo", total=0, why="").split(" 0")[0]  # "… Bo pays"
    doubled = page.locator(key("payout_form_p1")).get_by_text(start)
    expect(doubled).to_contain_text(t("doubling-never-melded"))  # beside Bo, before Settle
    shoot(page, screenshot, "payout-entered")
    expect(settle).to_be_enabled(timeout=WAIT)
    thumb.tap(key("payout_settle", "button"))
    verdict = page.locator(key("payout_verdict"))
    in_view(page, key("payout_verdict", "h3"))
    expect(verdict.locator("h3")).to_have_text(winner_line("Di", collected(page)))
    expect(verdict).to_contain_text(ledger_message("settled-under", rules=preset_name("pagat")))
    expect(verdict).to_contain_text("$")  # the money, in the browser's country's (en-US)
    note("payout knocked round (after)", {"taps": thumb.taps, "keys": thumb.keys, "log": thumb.log})
    assert (thumb.taps, thumb.keys) == (11, 11)  # the README's count (tests/test_readme.py)
    shoot(page, screenshot, "payout-settled", wide=True)
    # the rules changed in the sidebar: it closes, and the same round is settled again
    page.get_by_test_id("stExpandSidebarButton").click(timeout=WAIT)
    sidebar = page.get_by_test_id("stSidebar")
    rules = sidebar.get_by_role("combobox", name=t("layout-rules-in-force"))
    expect(rules).to_be_visible(timeout=WAIT)
    rules.click()
    page.keyboard.type(preset_name("s1-short"))  # the box filters its options as one types
    with rerun(page):
        page.keyboard.press("Enter")
    changed = page.get_by_text(ledger_message("rules-changed", rules=preset_name("s1-short")))
    expect(changed).to_be_visible(timeout=WAIT)
    wait_for(page, SIDEBAR_CLOSED)
    # both notes, "settled again" and the typed counts kept (to check), on screen
    news = page.locator(key("payout_news", "[data-testid='stAlert']"))
    expect(news).to_have_count(2, timeout=WAIT)
    for i in range(2):
        seen(page, news.nth(i), f"payout note {i + 1}")
    again = ledger_message("settled-under", rules=preset_name("s1-short"))
    expect(verdict).to_contain_text(again, timeout=WAIT)
    shoot(page, screenshot, "payout-rules-changed")


def test_had_melded_follows_the_cards_with_no_tap(shared_app_url, page) -> None:
    open_app(page, shared_app_url, "payout", PHONE)
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
        page.get_by_role("option", name=t("ending-title", ending="stock")).click(timeout=WAIT)
    settle = page.locator(key("payout_settle", "button")).last
    expect(settle).to_be_enabled(timeout=WAIT)
    tap(page, key("payout_settle", "button"))
    verdict = page.locator(key("payout_verdict"))
    # Bo holds seven cards, so never melded: 1 stake doubled, with no tap on "had melded"
    expect(verdict.locator("h3")).to_have_text(winner_line("Ann", 2), timeout=WAIT)
    in_view(page, key("payout_verdict", "h3"))


def test_one_real_rounds_payout(shared_app_url, page, screenshot) -> None:
    open_app(page, shared_app_url, "payout", PHONE)
    form = "payout_form"
    thumb = Thumb(page)  # quick entry is on at first: no tap to switch it on
    # count it for me: three cards tapped in the picker fill the hand box and its count
    tap(page, key(f"{form}_p0_bycards", "label"))
    hand = page.locator(key(f"{form}_p0_hand", "input"))
    unfold(page.locator(key(f"{form}_p0")).get_by_test_id("stExpander").first, runs=True)
    for card, code in (("K♠", "Ks"), ("Q♠", "Qs"), ("3♠", "3s")):
        with rerun(page):
            page.locator(key(f"{form}_p0_pick_s", "button"), has_text=card).first.click()
        expect(hand).to_have_value(re.compile(code), timeout=WAIT)
    expect(page.get_by_text(hand_count(3, 28))).to_be_visible(timeout=WAIT)  # 13 + 12 + 3
    assert hand.input_value().split() == ["3s", "Qs", "Ks"]
    shot(page, screenshot, "payout-1-count-it-for-me")
    tap(page, key(f"{form}_p0_bycards", "label"))

    for i, name in enumerate(["Ann", "Bo", "Cy", "Di"]):
        thumb.type(key(f"{form}_p{i}_name", "input"), name)
    shot(page, screenshot, "payout-2-entered")
    # Ann went out; the others counted 12, 30 with a seven, and 5, and had melded (asked of
    # each loser entered by count: Settle waits for the answers)
    thumb.tap(key(f"{form}_qending", PILL), nth=list(ENDINGS).index("going-out"))
    thumb.tap(key(f"{form}_qwinner", PILL), "Ann")
    expect(page.locator(key(f"{form}_p0_points"))).to_have_count(0, timeout=WAIT)
    for i, points in ((1, "12"), (2, "30"), (3, "5")):
        thumb.type(key(f"{form}_p{i}_points", "input"), points)
        thumb.tap(key(f"{form}_p{i}_melded", PILL), MELDED)
        pressed = page.locator(key(f"{form}_p{i}_melded", "button[aria-checked='true']"))
        expect(pressed).to_have_text(MELDED, timeout=WAIT)
    thumb.tap(key(f"{form}_p2_sevens", "[data-testid='stNumberInputStepUp']"))
    expect(page.locator(key("payout_settle", "button"))).to_be_enabled(timeout=WAIT)
    thumb.tap(key("payout_settle", "button"))
    in_view(page, key("payout_verdict", "h3"))
    verdict = page.locator(key("payout_verdict", "h3"))
    expect(verdict).to_have_text(winner_line("Ann", collected(page)))
    # at 390 px the loser table gives way to one card a loser
    expect(page.locator(key("payout_table"))).to_be_hidden()
    for loser in ("Bo", "Cy", "Di"):
        expect(page.locator(key("payout_cards"))).to_contain_text(loser)
    shot(page, screenshot, "payout-3-settled")
    merge_json("quick-entry.json", "payout journey", {"taps": thumb.taps, "keystrokes": thumb.keys})
    # the charts: drawn, with the amounts on the money flow, and no toolbar
    flow = page.locator(key("payout_flow", ".js-plotly-plot"))
    expect(flow.locator(".node-label")).to_have_count(4, timeout=WAIT)
    flow.scroll_into_view_if_needed()
    point_at(page, flow)
    wait_for(page, NO_TOOLBAR)
    shot(page, screenshot, "payout-4-charts")
