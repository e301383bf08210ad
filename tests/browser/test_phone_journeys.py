"""The four phone journeys of issue 15 at 390×844: a beginner's first lessons and quiz, one
real round's payout, a game night in the ledger, meld practice.

Each journey asserts what made the phone hard work: the sidebar is closed after choosing a
page; no page scrolls sideways; after Settle the verdict's heading is on screen, after Save
round the confirmation and the totals are; charts have no Plotly toolbar; card pills are at
least 44 px; a chosen card looks chosen; a verdict goes when its cards change; Deal clears
the chosen cards; a first quiz answer is saved (for the Guest profile) and a new learner is
confirmed with the popover closed. Every step's screenshot is in tests/artifacts/phone-*.png.
Waits are Playwright's own (``expect`` and ``wait_for_function``), never fixed sleeps.
"""

from __future__ import annotations

import re
from urllib.parse import urlparse

import pytest
from playwright.sync_api import expect
from test_quick_entry import ENABLED, IDLE, IN_VIEW, NO_SIDEWAYS, PHONE, WAIT, Thumb, enter_round
from test_quick_entry import expect as until

from tutor.engine.explain import meld_headline
from tutor.engine.explain.progress import learner_message

pytestmark = pytest.mark.browser

SIDEBAR_CLOSED = """() => { const s = document.querySelector('[data-testid="stSidebar"]');
  return !s || s.getBoundingClientRect().right <= 0; }"""
CHROME_RAN = "path => document.documentElement.dataset.hoolaPage === path"
NO_TOOLBAR = """() => [...document.querySelectorAll('.modebar-container')]
  .every(e => e.getBoundingClientRect().height === 0 || getComputedStyle(e).display === 'none')"""


def shot(page, screenshot, name: str) -> None:  # noqa: ANN001
    """A screenshot of the step, once the app is idle and nothing scrolls sideways."""
    until(page, IDLE)
    until(page, NO_SIDEWAYS)
    assert page.locator('[data-testid="stException"]').count() == 0
    page.screenshot(path=str(screenshot.folder / f"phone-{name}.png"))


def navigate(page, title: str, heading: str) -> None:  # noqa: ANN001
    """Open the sidebar, choose a page: the page shows and the sidebar closes by itself."""
    page.locator('[data-testid="stExpandSidebarButton"]').click(timeout=WAIT)
    link = page.locator('[data-testid="stSidebarNav"] a', has_text=title)
    more = page.locator('[data-testid="stSidebarNavViewButton"]')
    expect(page.locator('[data-testid="stSidebarNav"] a').first).to_be_visible(timeout=WAIT)
    if more.count():  # a long list would show its first pages only: every page is listed
        more.click(timeout=WAIT)
    path = urlparse(link.get_attribute("href") or "").path.strip("/")
    link.click(timeout=WAIT)
    expect(page.get_by_role("heading", name=re.compile(heading)).first).to_be_visible(timeout=WAIT)
    until(page, CHROME_RAN, path)
    until(page, SIDEBAR_CLOSED)


def point_at(page, chart) -> None:  # noqa: ANN001
    """Put the pointer on a chart, where Plotly would show its toolbar (a static chart on a
    phone takes no pointer events, so Playwright's hover would wait for it in vain)."""
    box = chart.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def home(page, url: str) -> None:  # noqa: ANN001
    page.set_viewport_size(PHONE)
    page.goto(url)
    expect(page.get_by_role("heading", name=re.compile("Hoola Tutor")).first).to_be_visible(
        timeout=WAIT
    )
    until(page, CHROME_RAN, "")  # the page's own script has run: it will not move the sidebar
    until(page, SIDEBAR_CLOSED)  # a narrow screen opens with the sidebar closed
    until(page, IDLE)


def test_a_beginners_first_lessons_and_quiz(app_url, page, screenshot) -> None:  # noqa: ANN001
    home(page, app_url)
    shot(page, screenshot, "beginner-1-home")
    navigate(page, "Lessons", "Lessons")
    shot(page, screenshot, "beginner-2-lessons")
    for step in (2, 3):
        page.get_by_role("button", name=re.compile(r"^Next")).first.click(timeout=WAIT)
        expect(page.get_by_text(f"Step {step} of").first).to_be_visible(timeout=WAIT)
        until(page, IDLE)
    shot(page, screenshot, "beginner-3-lesson-step")

    navigate(page, "Quiz", "Quiz")
    expect(page.get_by_text("Who is practising?")).to_be_visible(timeout=WAIT)
    expect(page.locator("body")).not_to_contain_text(".db")  # no file path, ever
    shot(page, screenshot, "beginner-4-quiz")
    # the first answer counts: nobody chosen, it is saved for the Guest profile
    box = page.locator(".st-key-quiz_question")
    check = box.get_by_role("button", name="Check", exact=True)
    expect(check).to_be_visible(timeout=WAIT)  # the answer widgets are drawn with it
    radios = box.locator('[data-testid="stRadio"] [role="radiogroup"] label')
    if radios.count():
        radios.first.click(timeout=WAIT)
        expect(box.locator('[data-testid="stRadio"] input').first).to_be_checked(timeout=WAIT)
        until(page, IDLE)
    number = box.locator('[data-testid="stNumberInput"] input')
    if number.count():
        box.locator('[data-testid="stNumberInputStepUp"]').click(timeout=WAIT)  # a tap
        expect(number).not_to_have_value("", timeout=WAIT)
        until(page, IDLE)
    check.click(timeout=WAIT)
    # the explainer's note, as the page shows its markdown (bold marks gone)
    note = learner_message("saved-for-guest", guest="Guest").replace("**", "")
    saved = page.get_by_text(note.removeprefix("✅ "))
    expect(saved).to_be_visible(timeout=WAIT)
    for code in ("not-saved-store", "not-saved"):  # neither note about an answer not saved
        refusal = learner_message(code, reason="").split(":")[0]
        expect(page.get_by_text(refusal)).to_have_count(0)
    until(page, IDLE)  # the answer's run is over: it cannot redraw the popover under typing
    shot(page, screenshot, "beginner-5-first-answer")

    # a learner of one's own: confirmed, and the popover closes
    page.get_by_role("button", name="New learner").click(timeout=WAIT)
    name_box = page.get_by_label("Name (1 to 40 characters)")
    name_box.fill("Mina")
    expect(name_box).to_have_value("Mina", timeout=WAIT)
    # tap Create straight away, as a user does: the tap sends the typed name with it (with an
    # Enter first, which asks for a run of its own, the box stayed open once in 9 full runs)
    page.get_by_role("button", name="Create", exact=True).click(timeout=WAIT)
    expect(page.get_by_text(learner_message("hello", name="Mina"))).to_be_visible(timeout=WAIT)
    expect(name_box).to_be_hidden(timeout=WAIT)
    shot(page, screenshot, "beginner-6-learner")


def test_one_real_rounds_payout(app_url, page, screenshot) -> None:  # noqa: ANN001
    home(page, app_url)
    navigate(page, "Payout checker", "Payout checker")
    shot(page, screenshot, "payout-1-form")
    thumb = Thumb(page)
    page.locator(".st-key-payout_form_qending").wait_for(timeout=WAIT)  # quick entry: the default
    for i, name in enumerate(["Ann", "Bo", "Cy", "Di"]):
        thumb.type(f".st-key-payout_form_p{i}_name input", name)
    shot(page, screenshot, "payout-2-entered")
    enter_round(thumb, "payout_form", "payout_settle")
    until(page, IN_VIEW, ".st-key-payout_verdict h3")
    shot(page, screenshot, "payout-3-settled")
    # the charts: drawn, with the amounts on the money flow, and no toolbar
    expect(page.locator(".js-plotly-plot .main-svg").first).to_be_visible(timeout=WAIT)
    flow = page.locator(".js-plotly-plot", has=page.locator(".sankey"))
    expect(flow.locator(".node-label", has_text="Ann gets")).to_have_count(1, timeout=WAIT)
    expect(flow.locator(".node-label", has_text="pays")).to_have_count(3)
    flow.scroll_into_view_if_needed()
    point_at(page, flow)
    until(page, NO_TOOLBAR)
    shot(page, screenshot, "payout-4-charts")


def test_a_game_night_in_the_ledger(app_url, page, screenshot) -> None:  # noqa: ANN001
    home(page, app_url)
    navigate(page, "Game ledger", "Game ledger")
    shot(page, screenshot, "ledger-1-start")
    thumb = Thumb(page)
    thumb.tap(".st-key-game_new_players textarea")
    page.keyboard.type("Ann\nBo\nCy\nDi")
    thumb.tap(".st-key-game_create button")
    page.locator(".st-key-game_round_qending").wait_for(timeout=WAIT)
    shot(page, screenshot, "ledger-2-first-round")
    for n in (1, 2):
        enter_round(thumb, "game_round", "game_round_save")
        expect(page.get_by_text(f"Round {n} saved", exact=False).first).to_be_visible(timeout=WAIT)
        until(page, IN_VIEW, ".st-key-game_status [data-testid^='stAlert']")
        until(page, IN_VIEW, ".st-key-game_status [data-testid='stDataFrame']")
        shot(page, screenshot, f"ledger-{n + 2}-round-{n}-saved")
        expect(page.get_by_role("heading", name=f"Round {n + 1}")).to_be_visible(timeout=WAIT)
    charts = page.locator(".js-plotly-plot")
    if charts.count():
        charts.first.scroll_into_view_if_needed()
        point_at(page, charts.first)
        until(page, NO_TOOLBAR)
    shot(page, screenshot, "ledger-5-after-two-rounds")


PILLS = ".st-key-cardpick_meld_picker_h button[data-variant='pills']"
PRESSED = "button[aria-pressed='true']"


def test_meld_practice(app_url, page, screenshot) -> None:  # noqa: ANN001
    home(page, app_url)
    navigate(page, "Meld practice", "Meld practice")
    hearts = page.locator(PILLS)
    expect(hearts).to_have_count(13, timeout=WAIT)
    for i in range(13):  # touch targets a finger can hit
        box = hearts.nth(i).bounding_box()
        assert box and box["width"] >= 44 and box["height"] >= 44, box
    shot(page, screenshot, "meld-1-picker")
    chosen = page.locator(f".st-key-cardpick_meld_picker_h {PRESSED}")
    for n, card in enumerate(("4♥", "5♥", "6♥"), 1):
        hearts.filter(has_text=re.compile(rf"^\W*{card}$")).click(timeout=WAIT)
        expect(chosen).to_have_count(n, timeout=WAIT)  # this tap has come back, then idle
        until(page, IDLE)
    # chosen means dark with a tick, not a faint tint that looks like a red suit
    colour = chosen.first.evaluate("b => getComputedStyle(b).backgroundColor")
    r, g, b = (int(x) for x in re.findall(r"\d+", colour)[:3])
    assert r < 80 and g < 120 and b > 100, colour
    page.get_by_role("button", name="Check", exact=True).click(timeout=WAIT)
    expect(page.get_by_text(meld_headline("run")).first).to_be_visible(timeout=WAIT)
    shot(page, screenshot, "meld-2-verdict")
    # another selection: the old verdict goes until Check is pressed again
    hearts.filter(has_text=re.compile(r"^\W*6♥$")).click(timeout=WAIT)
    expect(chosen).to_have_count(2, timeout=WAIT)
    expect(page.get_by_text(meld_headline("run"))).to_have_count(0, timeout=WAIT)
    shot(page, screenshot, "meld-3-changed")
    page.get_by_role("button", name="Check", exact=True).click(timeout=WAIT)
    expect(page.get_by_text(meld_headline(None)).first).to_be_visible(timeout=WAIT)

    # best arrangement: a new deal starts with nothing chosen
    page.locator(".st-key-meld_mode button", has_text="Best arrangement").click(timeout=WAIT)
    keep = page.locator(".st-key-cardpick_arr_keep button[data-variant='pills']")
    expect(keep.first).to_be_visible(timeout=WAIT)
    # the mode's run draws its last buttons after the pills: tap only once it is over
    expect(page.locator(".st-key-arr_answer button")).to_be_visible(timeout=WAIT)
    until(page, IDLE)
    keep.nth(0).click(timeout=WAIT)
    expect(page.locator(f".st-key-cardpick_arr_keep {PRESSED}")).to_have_count(1, timeout=WAIT)
    until(page, IDLE)
    keep.nth(1).click(timeout=WAIT)
    expect(page.locator(f".st-key-cardpick_arr_keep {PRESSED}")).to_have_count(2, timeout=WAIT)
    shot(page, screenshot, "meld-4-arrangement-chosen")
    page.get_by_role("button", name="Deal", exact=True).click(timeout=WAIT)
    expect(page.locator(f".st-key-cardpick_arr_keep {PRESSED}")).to_have_count(0, timeout=WAIT)
    until(page, ENABLED, ".st-key-arr_check button")
    shot(page, screenshot, "meld-5-new-deal")
