"""The phone journeys of issue 15 at 390×844, the browser's part of each: a beginner finding
their way (the sidebar, a first quiz answer, a learner of their own, kept across pages and
a reload), a round's payout
entered by taps, a game night in the ledger, meld practice.

Each asserts what made the phone hard work: the sidebar closes after choosing a page; no
page scrolls sideways; after Settle the verdict's heading is on screen, after Save round the
confirmation and the totals are; charts have no Plotly toolbar; card pills are at least
44 px and a chosen card looks chosen; a first quiz answer is saved (for the Guest profile);
a new learner is confirmed with the popover closed; user text never becomes a link or an
image. The flows behind them (grading, settling, the ledger's sums) are AppTest and model
tests. Screenshots: tests/artifacts/phone-*.png; taps and keystrokes counted in
tests/artifacts/quick-entry.json (the time: bench/bench_quick_entry.py)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from artifact import merge_json
from conftest import (
    PHONE,
    WAIT,
    fits,
    idle,
    in_view,
    key,
    no_exception,
    open_app,
    rerun,
    tap,
    type_in,
)
from playwright.sync_api import expect

from tutor.engine.endings import ENDINGS
from tutor.words.engine import meld_headline
from tutor.words.ledger import hand_count, ledger_message, winner_line
from tutor.words.progress import learner_message

pytestmark = pytest.mark.browser

SIDEBAR_CLOSED = """() => { const s = document.querySelector('[data-testid="stSidebar"]');
  return !s || s.getBoundingClientRect().right <= 0; }"""
NO_TOOLBAR = """() => [...document.querySelectorAll('.modebar-container')]
  .every(e => e.getBoundingClientRect().height === 0 || getComputedStyle(e).display === 'none')"""
PILL = "button[data-variant='pills']"
PRESSED = "button[aria-pressed='true']"
CHOSEN = "rgb(13, 71, 161)"  # the picker's dark blue (tutor/app/widgets.py PICKER_CSS)


def shot(page, screenshot, name: str) -> None:
    """A screenshot of the step: the app idle, no error, nothing scrolling sideways."""
    idle(page)
    fits(page)
    no_exception(page)
    page.screenshot(path=str(screenshot.folder / f"phone-{name}.png"))


def navigate(page, path: str) -> None:
    """Open the sidebar, choose the page at ``path``: it shows and the sidebar closes."""
    page.get_by_test_id("stExpandSidebarButton").click(timeout=WAIT)
    nav = page.get_by_test_id("stSidebarNav")
    expect(nav.locator("a").first).to_be_visible(timeout=WAIT)
    with rerun(page):
        nav.locator(f"a[href$='/{path}']").click(timeout=WAIT)
    page.wait_for_function(SIDEBAR_CLOSED, timeout=WAIT)


def point_at(page, chart) -> None:
    """Put the pointer on a chart, where Plotly would show its toolbar (a static chart on a
    phone takes no pointer events, so Playwright's hover would wait for it in vain)."""
    box = chart.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def touch_sized(pills) -> None:
    """Every pill is at least 44 × 44 px: a fingertip, not a mouse pointer."""
    expect(pills.first).to_be_visible(timeout=WAIT)
    boxes = [pills.nth(i).bounding_box() for i in range(pills.count())]
    assert boxes and all(b["width"] >= 44 and b["height"] >= 44 for b in boxes), boxes


@dataclass
class Thumb:
    """A user's thumb on the phone: every tap and every key press is counted, and each
    waits for the run it starts (a tap into a text box starts none)."""

    page: object
    taps: int = 0
    keys: int = 0

    def tap(self, selector: str, nth: int = 0, *, runs: bool = True) -> None:
        target = self.page.locator(selector).nth(nth)
        expect(target).to_be_visible(timeout=WAIT)
        self.taps += 1
        if not runs:
            target.click(timeout=WAIT)
            return
        with rerun(self.page):
            target.click(timeout=WAIT)

    def pick(self, selector: str, text: str) -> None:
        """Tap the button of ``selector`` whose text is ``text`` (a player's name)."""
        buttons = self.page.locator(selector)
        exact = re.compile(rf"^\s*{re.escape(text)}\s*$")
        index = next(i for i, t in enumerate(buttons.all_inner_texts()) if exact.match(t))
        self.tap(selector, index)

    def type(self, selector: str, text: str) -> None:
        """Tap a box, type into it and press Enter (the phone keyboard's Go)."""
        self.tap(selector, runs=False)
        with rerun(self.page):
            self.page.keyboard.type(text)
            self.page.keyboard.press("Enter")
        self.keys += len(text) + 1


def enter_round(thumb: Thumb, form: str, save: str) -> None:
    """The four-player round: the first player (Ann) went out; the second 12 points, the
    third 30 with a seven, the fourth 5; all melded. Ten taps and eight keystrokes."""
    thumb.tap(key(f"{form}_qending", PILL), list(ENDINGS).index("going-out"))
    thumb.pick(key(f"{form}_qwinner", PILL), "Ann")
    expect(thumb.page.locator(key(f"{form}_p0_points"))).to_have_count(0, timeout=WAIT)
    for i, points in ((1, "12"), (2, "30"), (3, "5")):
        thumb.type(key(f"{form}_p{i}_points", "input"), points)
        thumb.tap(key(f"{form}_p{i}_melded", "label"))
    thumb.tap(key(f"{form}_p2_sevens", "[data-testid='stNumberInputStepUp']"))
    expect(thumb.page.locator(key(save, "button"))).to_be_enabled(timeout=WAIT)
    thumb.tap(key(save, "button"))


def test_a_beginner_finds_their_way(app_url, page, screenshot) -> None:
    open_app(page, app_url, "", PHONE)
    page.wait_for_function(SIDEBAR_CLOSED, timeout=WAIT)  # a phone opens with it closed
    in_view(page, key("map_continue", "button"))  # the way into lesson 1, in the first screen
    shot(page, screenshot, "beginner-1-home")
    navigate(page, "lessons")
    tap(page, key("lesson_next", "button"))
    shot(page, screenshot, "beginner-2-lesson-step")

    # a first quiz answer (a seeded question) is saved for the Guest profile
    open_app(page, app_url, "quiz?q=12345&kind=meld")
    expect(page.locator("body")).not_to_contain_text(".db")  # no file path, ever
    question = key("quiz_question")
    with rerun(page):
        page.locator(f"{question} [role='radiogroup'] label").first.click()
    tap(page, key("quiz_check", "button"))
    note = learner_message("saved-for-guest", guest="Guest").replace("**", "")
    expect(page.get_by_text(note.removeprefix("✅ "))).to_be_visible(timeout=WAIT)
    expect(page).to_have_url(re.compile("learner=Guest"), timeout=WAIT)
    shot(page, screenshot, "beginner-3-first-answer")

    # a learner of one's own: confirmed, and the popover closes
    tap(page, key("learner_popover", "button"))  # opening it runs the app
    name_box = page.locator(key("learner_new_name", "input"))
    name_box.fill("Mina")
    expect(name_box).to_have_value("Mina", timeout=WAIT)
    tap(page, key("learner_create", "button"))  # the tap sends the typed name with it
    expect(page.get_by_text(learner_message("hello", name="Mina"))).to_be_visible(timeout=WAIT)
    expect(name_box).to_be_hidden(timeout=WAIT)
    expect(page).to_have_url(re.compile("learner=Mina"), timeout=WAIT)
    shot(page, screenshot, "beginner-4-learner")
    # the learner is kept: Lessons from the sidebar, then a tap (the browser once sent the
    # Guest back), then a reload
    navigate(page, "lessons")
    tap(page, key("lesson_next", "button"))
    expect(page).to_have_url(re.compile("learner=Mina"), timeout=WAIT)
    panel = page.locator('[data-testid="stExpander"] summary', has_text="Mina")
    expect(panel.first).to_be_visible(timeout=WAIT)
    page.reload()
    page.wait_for_function(SIDEBAR_CLOSED, timeout=WAIT)
    expect(panel.first).to_be_visible(timeout=WAIT)
    expect(page).to_have_url(re.compile("learner=Mina"))

    # the quiz's "choose every one that applies": touch-sized, chosen in dark blue
    open_app(page, app_url, "quiz?q=4&kind=doublings")
    pills = page.locator(key("cardpick_quiz_multi", PILL))
    touch_sized(pills)
    with rerun(page):
        pills.first.click()
    expect(pills.first).to_have_attribute("aria-pressed", "true", timeout=WAIT)
    colour = pills.first.evaluate("e => getComputedStyle(e).backgroundColor")
    assert colour == CHOSEN, colour
    shot(page, screenshot, "beginner-5-quiz-pills")


def test_one_real_rounds_payout(app_url, page, screenshot) -> None:
    open_app(page, app_url, "payout", PHONE)
    form = "payout_form"
    thumb = Thumb(page)  # quick entry is on at first: no tap to switch it on
    # count it for me: three cards tapped in the picker fill the hand box and its count
    tap(page, key(f"{form}_p0_bycards", "label"))
    hand = page.locator(key(f"{form}_p0_hand", "input"))
    page.locator(key(f"{form}_p0", "details summary")).first.click()
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
    thumb.tap(key(f"{form}_qending", PILL), list(ENDINGS).index("going-out"))
    thumb.pick(key(f"{form}_qwinner", PILL), "Ann")
    expect(page.locator(key(f"{form}_p0_points"))).to_have_count(0, timeout=WAIT)
    for i, points in ((1, "12"), (2, "30"), (3, "5")):
        thumb.type(key(f"{form}_p{i}_points", "input"), points)
        thumb.pick(key(f"{form}_p{i}_melded", PILL), "Melded")
        pressed = page.locator(key(f"{form}_p{i}_melded", "button[aria-checked='true']"))
        expect(pressed).to_have_text(re.compile(r"^\s*Melded\s*$"), timeout=WAIT)
    thumb.tap(key(f"{form}_p2_sevens", "[data-testid='stNumberInputStepUp']"))
    expect(page.locator(key("payout_settle", "button"))).to_be_enabled(timeout=WAIT)
    thumb.tap(key("payout_settle", "button"))
    in_view(page, key("payout_verdict", "h3"))
    metrics = page.locator(key("payout_metrics", "[data-testid='stMetricValue']"))
    stakes = float(re.search(r"[\d.]+", metrics.nth(1).text_content() or "")[0])  # collects
    expect(page.locator(key("payout_verdict", "h3"))).to_have_text(winner_line("Ann", stakes))
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
    page.wait_for_function(NO_TOOLBAR, timeout=WAIT)
    shot(page, screenshot, "payout-4-charts")


HOSTILE = ["Ann", "[c](https://example.org)", "![t](https://ex.org/t.png)", "<img src=x>"]
GAME_NAME = "![g](https://example.org/g.png) www.ex.org a@ex.org"


def test_a_game_night_in_the_ledger(app_url, page, screenshot) -> None:
    """Players named with markdown links, images and HTML show as typed text: no <a> and no
    <img> from them reaches the page; two rounds in quick mode, each in ten taps and eight
    keystrokes, confirmed on screen; the CSV export starts with a byte-order mark; the saved
    games list fits the phone."""
    open_app(page, app_url, "game", PHONE)
    type_in(page, key("game_new_name", "input"), GAME_NAME)
    thumb = Thumb(page)
    thumb.tap(key("game_new_players", "textarea"), runs=False)
    page.keyboard.type("\n".join(HOSTILE))
    with rerun(page):  # the text area sends its text when it loses the focus
        page.locator(key("game_new_players", "textarea")).blur()
    thumb.tap(key("game_create", "button"))
    expect(page.locator(key("game_round_qending"))).to_be_visible(timeout=WAIT)
    shot(page, screenshot, "ledger-1-first-round")
    links = 'a[href*="ex.org"], a[href*="example.org"], a[href^="mailto:"]'
    expect(page.locator(links)).to_have_count(0)
    expect(page.locator('img[src*="ex.org"], img[src="x"]')).to_have_count(0)
    # shown as typed (a word joiner after "https:" and "www" keeps them from linking)
    header = page.get_by_role("heading", name=re.compile(r"^!\[g\]\(https:"))
    expect(header).to_be_visible(timeout=WAIT)
    expect(page.get_by_text(re.compile(r"\[c\]\(https:")).first).to_be_visible(timeout=WAIT)

    # "had melded" is asked of each loser entered by count in the first round, and each
    # answer is carried to the next: ten taps the first time, seven the second
    form = "game_round"
    chosen = "button[aria-checked='true']"  # one answer: the pills are radio buttons
    for n, taps in ((1, 10), (2, 7)):
        thumb.taps = thumb.keys = 0
        thumb.tap(key(f"{form}_qending", PILL), list(ENDINGS).index("going-out"))
        thumb.pick(key(f"{form}_qwinner", PILL), "Ann")
        expect(page.locator(key(f"{form}_p0_points"))).to_have_count(0, timeout=WAIT)
        for i, points in ((1, "12"), (2, "30"), (3, "5")):
            thumb.type(key(f"{form}_p{i}_points", "input"), points)
            melded = key(f"{form}_p{i}_melded", PILL)
            if n == 1:
                expect(page.locator(key(f"{form}_p{i}_melded", chosen))).to_have_count(0)
                thumb.pick(melded, "Melded")
            pressed = page.locator(key(f"{form}_p{i}_melded", chosen))
            expect(pressed).to_have_text(re.compile(r"^\s*Melded\s*$"), timeout=WAIT)
        thumb.tap(key(f"{form}_p2_sevens", "[data-testid='stNumberInputStepUp']"))
        expect(page.locator(key("game_round_save", "button"))).to_be_enabled(timeout=WAIT)
        thumb.tap(key("game_round_save", "button"))
        saved = ledger_message("round-saved", number=n, winner="Ann")
        expect(page.get_by_text(saved).first).to_be_visible(timeout=WAIT)
        in_view(page, key("game_status", "[data-testid^='stAlert']"))
        in_view(page, key("game_status", "[data-testid='stDataFrame']"))
        assert (thumb.taps, thumb.keys) == (taps, 8)
        shot(page, screenshot, f"ledger-{n + 1}-round-{n}-saved")
    merge_json("quick-entry.json", "ledger round, 4 players", {"taps": 10, "keystrokes": 8})
    expect(page.locator(links)).to_have_count(0)
    expect(page.locator('img[src*="ex.org"], img[src="x"]')).to_have_count(0)
    charts = page.locator(".js-plotly-plot")
    expect(charts.first).to_be_visible(timeout=WAIT)
    charts.first.scroll_into_view_if_needed()
    point_at(page, charts.first)
    page.wait_for_function(NO_TOOLBAR, timeout=WAIT)
    shot(page, screenshot, "ledger-4-after-two-rounds")
    # the game as CSV starts with a byte-order mark, so spreadsheet programs read Hangul
    with page.expect_download(timeout=WAIT) as info, rerun(page):  # the button runs the app
        page.locator(key("game_export_csv", "button")).first.click()
    data = Path(info.value.path()).read_bytes()
    assert data.startswith(b"\xef\xbb\xbf"), data[:10]

    # the saved games: date, players and rounds on each line, nothing cut at 390 px
    tap(page, key("game_close", "button"))
    line = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d UTC · .* · 2 rounds")
    expect(page.locator(key("game_saved_*")).first).to_have_text(line, timeout=WAIT)
    shot(page, screenshot, "ledger-5-saved-games")


def test_meld_practice(app_url, page, screenshot) -> None:
    open_app(page, app_url, "meld_practice", PHONE)
    hearts = page.locator(key("cardpick_meld_picker_h", PILL))
    expect(hearts).to_have_count(13, timeout=WAIT)
    touch_sized(hearts)
    chosen = page.locator(key("cardpick_meld_picker_h", PRESSED))
    for n, card in enumerate(("4♥", "5♥", "6♥"), 1):
        with rerun(page):
            hearts.filter(has_text=re.compile(rf"^\W*{card}$")).click()
        expect(chosen).to_have_count(n, timeout=WAIT)
    # chosen means dark with a tick, not a faint tint that looks like a red suit
    colour = chosen.first.evaluate("b => getComputedStyle(b).backgroundColor")
    assert colour == CHOSEN, colour
    tap(page, key("meld_check", "button"))
    expect(page.get_by_text(meld_headline("run")).first).to_be_visible(timeout=WAIT)
    in_view(page, key("meld_verdict", "h2"))  # the verdict in the first screen after Check
    in_view(page, key("meld_verdict", "[data-testid='stAlert']"))
    shot(page, screenshot, "meld-1-verdict")
    # another selection: the old verdict goes until Check is pressed again
    with rerun(page):
        hearts.filter(has_text=re.compile(r"^\W*6♥$")).click()
    expect(chosen).to_have_count(2)
    expect(page.get_by_text(meld_headline("run"))).to_have_count(0)
    shot(page, screenshot, "meld-2-changed")

    # best arrangement, on a seeded hand: two cards kept, then a new deal keeps none
    with rerun(page):
        page.locator(key("meld_mode", "button")).nth(1).click()
    seed = page.locator(key("arr_seed", "input"))
    with rerun(page):
        seed.fill("7")
        seed.press("Enter")
    keep = page.locator(key("cardpick_arr_keep", PILL))
    kept = page.locator(key("cardpick_arr_keep", PRESSED))
    for n in (1, 2):
        with rerun(page):
            keep.nth(n - 1).click()
        expect(kept).to_have_count(n)
    touch_sized(keep)
    shot(page, screenshot, "meld-3-arrangement-chosen")
    tap(page, key("arr_deal", "button"))
    expect(kept).to_have_count(0)
    expect(page.locator(key("arr_check", "button"))).to_be_enabled()
    shot(page, screenshot, "meld-4-new-deal")
