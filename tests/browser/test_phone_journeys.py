"""The phone journeys of issue 15 at 390×844, the browser's part of each: a beginner finding
their way (the sidebar, a first quiz answer, a learner of their own, kept across pages and
a reload), a game night in the ledger, meld practice (a round's payout entered by taps is
in test_table_round2.py, with the payout checker's other phone rounds).

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
from pathlib import Path

import pytest
from artifact import merge_json
from conftest import (
    CHOSEN,
    DESK,
    NO_TOOLBAR,
    PHONE,
    PILL,
    SIDEBAR_CLOSED,
    WAIT,
    Thumb,
    in_view,
    key,
    open_app,
    point_at,
    rerun,
    serve,
    shot,
    tap,
    touch_sized,
    type_in,
    wait_for,
)
from playwright.sync_api import expect

from tutor.engine.endings import ENDINGS
from tutor.teach.lessons import load_lessons
from tutor.words import t
from tutor.words.engine import meld_headline
from tutor.words.ledger import ledger_message
from tutor.words.progress import learner_message

pytestmark = pytest.mark.browser

LESSONS = load_lessons()
MELDED = t("round-form-melded-option", melded="true")
PRESSED = "button[aria-pressed='true']"


@pytest.fixture(scope="module")
def journey_url(tmp_path_factory: pytest.TempPathFactory):
    """One server for the file's journeys, each in a browser context of its own: each stores
    only what no other reads (the beginner: the Guest's first answer and the learner Mina;
    the game night: a game of its own; meld practice: nothing), so none sees another's
    data, in any order."""
    from conftest import chromium_path

    chromium_path()
    yield from serve(tmp_path_factory.mktemp("journeys"))


def navigate(page, path: str) -> None:
    """Open the sidebar, choose the page at ``path``: it shows and the sidebar closes."""
    page.get_by_test_id("stExpandSidebarButton").click(timeout=WAIT)
    nav = page.get_by_test_id("stSidebarNav")
    expect(nav.locator("a").first).to_be_visible(timeout=WAIT)
    with rerun(page):
        nav.locator(f"a[href$='/{path}']").click(timeout=WAIT)
    wait_for(page, SIDEBAR_CLOSED)


def lesson_open(page, lesson_id: str) -> None:
    """The Lessons page shows the lesson ``lesson_id`` (its title under the picker, its
    circle ringed on the course path)."""
    title = next(les.title for les in LESSONS if les.id == lesson_id)
    expect(page.get_by_role("heading", name=title, exact=True)).to_be_visible(timeout=WAIT)
    ringed = page.locator(key(f"course_dot_{lesson_id}", "button")).filter(visible=True)
    expect(ringed).to_have_css("outline-style", "solid")


def test_a_beginner_finds_their_way(journey_url, page, screenshot) -> None:
    open_app(page, journey_url, "", PHONE)
    wait_for(page, SIDEBAR_CLOSED)  # a phone opens with it closed
    in_view(page, key("map_continue", "button"))  # the way into lesson 1, in the first screen
    shot(page, screenshot, "beginner-1-home")
    # the course map opens its lessons: a row on Home, a circle on Lessons, and by keyboard
    tap(page, key("course_open_turn", "button"))
    lesson_open(page, "turn")
    tap(page, key("lesson_next", "button"))
    shot(page, screenshot, "beginner-2-lesson-step")
    tap(page, key("course_dot_table", "button"))
    lesson_open(page, "table")
    for size in (DESK, PHONE):  # the journey goes on at the phone's width
        page.set_viewport_size(size)
        circle = page.locator(key("course_dot_table", "button")).filter(visible=True)
        circle.focus()
        page.keyboard.press("Tab")  # the next lesson's circle
        following = page.locator(key("course_dot_values", "button")).filter(visible=True)
        expect(following).to_be_focused()
        with rerun(page):
            page.keyboard.press("Enter")
        lesson_open(page, "values")
        with rerun(page):
            page.keyboard.press("Shift+Tab")
            page.keyboard.press("Enter")
        lesson_open(page, "table")

    # a first quiz answer (a seeded question) is saved for the Guest profile
    open_app(page, journey_url, "quiz?q=12345&kind=meld")
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
    wait_for(page, SIDEBAR_CLOSED)
    expect(panel.first).to_be_visible(timeout=WAIT)
    expect(page).to_have_url(re.compile("learner=Mina"))

    # the quiz's "choose every one that applies": touch-sized, chosen in dark blue
    open_app(page, journey_url, "quiz?q=4&kind=doublings")
    pills = page.locator(key("cardpick_quiz_multi", PILL))
    touch_sized(pills)
    with rerun(page):
        pills.first.click()
    expect(pills.first).to_have_attribute("aria-pressed", "true", timeout=WAIT)
    colour = pills.first.evaluate("e => getComputedStyle(e).backgroundColor")
    assert colour == CHOSEN, colour
    shot(page, screenshot, "beginner-5-quiz-pills")


HOSTILE = ["Ann", "[c](https://example.org)", "![t](https://ex.org/t.png)", "<img src=x>"]
GAME_NAME = "![g](https://example.org/g.png) www.ex.org a@ex.org"


def test_a_game_night_in_the_ledger(journey_url, page, screenshot) -> None:
    """Players named with markdown links, images and HTML show as typed text: no <a> and no
    <img> from them reaches the page; two rounds in quick mode, each in ten taps and eight
    keystrokes, confirmed on screen; the CSV export starts with a byte-order mark; the saved
    games list fits the phone."""
    open_app(page, journey_url, "game", PHONE)
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

    # "had melded" is asked of each loser entered by count, every round (an answer carried
    # from the last round changed money unseen): ten taps each round
    form = "game_round"
    chosen = "button[aria-checked='true']"  # one answer: the pills are radio buttons
    for n, taps in ((1, 10), (2, 10)):
        thumb.taps = thumb.keys = 0
        thumb.tap(key(f"{form}_qending", PILL), nth=list(ENDINGS).index("going-out"))
        thumb.tap(key(f"{form}_qwinner", PILL), "Ann")
        expect(page.locator(key(f"{form}_p0_points"))).to_have_count(0, timeout=WAIT)
        for i, points in ((1, "12"), (2, "30"), (3, "5")):
            thumb.type(key(f"{form}_p{i}_points", "input"), points)
            melded = key(f"{form}_p{i}_melded", PILL)
            expect(page.locator(key(f"{form}_p{i}_melded", chosen))).to_have_count(0)
            thumb.tap(melded, MELDED)
            pressed = page.locator(key(f"{form}_p{i}_melded", chosen))
            expect(pressed).to_have_text(MELDED, timeout=WAIT)
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
    wait_for(page, NO_TOOLBAR)
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


def test_meld_practice(journey_url, page, screenshot) -> None:
    open_app(page, journey_url, "meld_practice", PHONE)
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
    keep = page.locator(key("cardpick_arr_pick", PILL))
    kept = page.locator(key("cardpick_arr_pick", PRESSED))
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
