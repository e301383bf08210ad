"""Drive the real app in headless Chromium: every page at desktop and phone width, and the
main flows (a meld check, a payout)."""

from __future__ import annotations

import re

import pytest
from conftest import WAIT, idle
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from tutor.engine import settle
from tutor.engine.explain import meld_headline
from tutor.engine.explain.ledger import winner_line
from tutor.teach.examples import EXAMPLES

pytestmark = pytest.mark.browser

PAGES = {
    "": "Hoola Tutor",
    "lessons": "Lessons",
    "rules_page": "Rules",
    "rulebook": "Rule book",
    "meld_practice": "Meld practice",
    "endings": "Endings",
    "play": "Play a round",
    "quiz": "Quiz",
    "drill": "Drill",
    "review": "Review",
    "progress": "Progress",
    "payout": "Payout",
    "game": "Game",
}


"""Milliseconds an ``expect`` may wait (generous: the machine is shared)."""


def open_page(page, url: str, path: str, title: str) -> None:  # noqa: ANN001
    page.goto(f"{url}/{path}")
    expect(page.locator('[data-testid="stApp"]')).to_be_attached(timeout=WAIT)
    expect(page.get_by_role("heading", name=re.compile(title)).first).to_be_visible(timeout=WAIT)
    idle(page)


def assert_no_exception(page) -> None:  # noqa: ANN001
    expect(page.locator('[data-testid="stException"]')).to_have_count(0)


FITS = """w => document.documentElement.scrollWidth <= w
    && [...document.querySelectorAll(
        '[data-testid="stAppViewContainer"], [data-testid="stMain"]')]
       .every(e => e.scrollWidth <= e.clientWidth)"""
"""The page is no wider than ``w``: the document, and the sections Streamlit scrolls in
(content too wide widens those, not the document)."""
WIDER_THAN = """w => [...document.querySelectorAll('body *')]
    .filter(e => e.getBoundingClientRect().right > w + 0.5)
    .map(e => e.tagName.toLowerCase() + (e.dataset.testid ? `[${e.dataset.testid}]` : '')
              + ` (right edge ${Math.round(e.getBoundingClientRect().right)})`)
    .slice(0, 8)"""
"""The first elements that reach past ``w`` pixels, to name in a failure."""


def assert_no_horizontal_overflow(page, width: int) -> None:  # noqa: ANN001
    """Nothing makes the page wider than the window (issue 15), waited for (charts and tables
    lay out after the run ends)."""
    try:
        page.wait_for_function(FITS, arg=width, timeout=WAIT)
    except PlaywrightTimeout:
        wide = page.evaluate(
            "() => ({document: document.documentElement.scrollWidth, main: "
            "document.querySelector('[data-testid=\"stMain\"]')?.scrollWidth})"
        )
        pytest.fail(
            f"the page is wider than {width} px ({wide}): {page.evaluate(WIDER_THAN, width)}"
        )


@pytest.mark.parametrize("path", list(PAGES), ids=[p or "home" for p in PAGES])
@pytest.mark.parametrize("width", [1280, 390])
def test_every_page_renders(app_url, page, screenshot, path, width) -> None:  # noqa: ANN001
    page.set_viewport_size({"width": width, "height": 900 if width > 500 else 844})
    open_page(page, app_url, path, PAGES[path])
    assert_no_exception(page)
    if width == 390:
        assert_no_horizontal_overflow(page, width)
    screenshot(page, f"{path or 'home'}-{width}")


def test_meld_check_in_the_browser(app_url, page, screenshot) -> None:  # noqa: ANN001
    open_page(page, app_url, "meld_practice", PAGES["meld_practice"])

    def check(cards: str) -> None:
        box = page.get_by_label("Type cards")
        box.fill(cards)
        box.press("Enter")
        # Wait for what the typed cards bring (the note that the text box wins, and no old
        # verdict), not only for an idle app: a widget's rerun may not have started yet, and
        # the note it adds moves the Check button under the click (a lost click, 1 in 11
        # full runs, before this wait).
        expect(page.get_by_text("Using the typed cards")).to_be_visible(timeout=WAIT)
        for kind in (None, "run"):
            expect(page.get_by_text(meld_headline(kind))).to_have_count(0, timeout=WAIT)
        idle(page)
        page.get_by_role("button", name="Check", exact=True).click()
        idle(page)

    check("6h 8h")
    expect(page.get_by_text(meld_headline(None)).first).to_be_visible(timeout=WAIT)
    expect(page.get_by_text("7♥").first).to_be_visible(timeout=WAIT)
    check("6h 7h 8h")
    expect(page.get_by_text(meld_headline("run")).first).to_be_visible(timeout=WAIT)
    assert_no_exception(page)
    screenshot(page, "flow-meld-check")


def test_payout_of_the_s0_tie_example_in_the_browser(app_url, page, screenshot) -> None:  # noqa: ANN001
    open_page(page, app_url, "payout", PAGES["payout"])
    page.locator("summary", has_text="Load a round").click()  # folded: a round is mostly typed
    page.get_by_role("button", name="Load example").click()
    # the example fills the form and a note above it moves Settle: wait for both first
    first = page.get_by_role("textbox", name="Player 1 (seating order, clockwise)")
    expect(first).not_to_have_value("", timeout=WAIT)
    idle(page)
    page.get_by_role("button", name="Settle").click()
    idle(page)
    s = settle(EXAMPLES["s0-tie"].record)  # the page shows the engine's result, in its words
    winner = page.get_by_role("heading", name=winner_line(s.winner, s.collected))
    expect(winner).to_be_visible(timeout=WAIT)
    # the waterfall, the money flow and the net result: Plotly draws them after the page
    expect(page.locator(".js-plotly-plot .main-svg").nth(2)).to_be_attached(timeout=WAIT)
    page.get_by_role("link", name="Jump to the settlement").click()
    heading = page.get_by_role("heading", name="Settlement", exact=True)
    expect(heading).to_be_in_viewport(timeout=WAIT)
    page.get_by_role("button", name="Next ▶").click()
    idle(page)
    expect(page.get_by_text("Step 2 of")).to_be_visible(timeout=WAIT)
    assert_no_exception(page)
    screenshot(page, "flow-payout-1280")
    # the README's picture (docs/screenshot-payout.png is a copy of it)
    page.set_viewport_size({"width": 1280, "height": 1500})
    winner.evaluate("e => e.scrollIntoView({block: 'start'})")
    expect(winner).to_be_in_viewport(timeout=WAIT)
    page.screenshot(path=str(screenshot.folder / "readme-payout.png"))
    page.set_viewport_size({"width": 1280, "height": 900})
    page.set_viewport_size({"width": 390, "height": 844})
    idle(page)
    screenshot(page, "flow-payout-390")


def test_start_a_game_in_the_browser(app_url, page, screenshot) -> None:  # noqa: ANN001
    open_page(page, app_url, "game", PAGES["game"])
    page.get_by_role("textbox", name="Players in seating order").fill("Ann\nBo\nCy")
    page.get_by_label("Name of the game").click()  # leave the text area: its value is sent
    idle(page)
    page.get_by_role("button", name="Start the game").click()
    idle(page)
    expect(page.get_by_text("deals", exact=False).first).to_be_visible(timeout=WAIT)
    assert_no_exception(page)
    screenshot(page, "flow-game-started")


HINT_TAKEN = """() => {
  const b = document.querySelector('.st-key-quiz_hint button');
  return !!b && (b.innerText.includes('Next hint') || b.disabled);
}"""
"""The Hint button shows a hint was given: it reads "Next hint", or is off after the last."""


def test_quiz_hint_and_a_new_question_in_the_browser(app_url, page, screenshot) -> None:  # noqa: ANN001
    open_page(page, app_url, "quiz?q=12345&kind=meld", PAGES["quiz"])
    expect(page.get_by_text("seed 12345").first).to_be_visible(timeout=WAIT)
    page.get_by_role("button", name="Hint").click()
    page.wait_for_function(HINT_TAKEN, timeout=WAIT)  # the hint's run has come back
    idle(page)
    assert_no_exception(page)
    screenshot(page, "flow-quiz-hint")
    page.get_by_role("button", name="New question").click()
    idle(page)
    expect(page.get_by_text("seed 12345")).to_have_count(0, timeout=WAIT)
    assert_no_exception(page)


def test_a_lesson_stays_chosen_while_stepping_through_it(app_url, page) -> None:  # noqa: ANN001
    """The lesson picker keeps its choice as the learner moves on (its labels must not
    change, or the browser's choice no longer matches and the picker jumps back)."""
    open_page(page, app_url, "lessons", PAGES["lessons"])
    page.locator('[data-testid="stSelectbox"]').filter(has_text="Lesson").locator("input").click()
    page.get_by_role("option", name="Doublings and who pays").click()
    expect(page.get_by_role("heading", name="Doublings and who pays")).to_be_visible(timeout=WAIT)
    idle(page)
    for step in range(2, 6):
        page.get_by_role("button", name="Next →").click()
        expect(page.get_by_text(f"Step {step} of")).to_be_visible(timeout=WAIT)
        idle(page)
        heading = page.get_by_role("heading", name="Doublings and who pays")
        expect(heading).to_have_count(1, timeout=WAIT)
    assert_no_exception(page)


def choose(page, label: str, option: str) -> None:  # noqa: ANN001
    """Pick ``option`` in the select box labelled ``label`` by typing it, as a user can."""
    box = page.locator('[data-testid="stSelectbox"]').filter(has_text=label).locator("input")
    box.click()
    box.fill(option)
    # Tap the option the typing left in the list, as a user does once they see it: Enter
    # pressed before the list is filtered picks its first option (the dealer became the
    # first player in one loaded run).
    page.get_by_role("option", name=option, exact=True).click()
    expect(box).to_have_value(option, timeout=WAIT)
    idle(page)


def test_renaming_a_player_keeps_the_dealer_and_the_knocker(app_url, page) -> None:  # noqa: ANN001
    """The round form's select boxes are labelled with player names; renaming a player
    must not reset them (the browser sends a choice back as its label)."""
    open_page(page, app_url, "payout", PAGES["payout"])
    page.locator(".st-key-payout_form_quick label").click()  # the full form's select boxes
    expect(page.get_by_label("How the round ended")).to_be_visible(timeout=WAIT)
    idle(page)

    def name(i: int, text: str) -> None:
        box = page.get_by_role("textbox", name=f"Player {i} (seating order, clockwise)")
        box.fill(text)
        box.press("Enter")
        idle(page)

    for i, n in enumerate(["Ann", "Bo", "Cy", "Di"], 1):
        name(i, n)
    choose(page, "How the round ended", "Knock")
    choose(page, "Who knocked", "Bo")
    choose(page, "Dealer", "Cy")
    name(3, "Cyril")
    name(2, "Bob")
    name(1, "Annie")
    form = page.locator('[data-testid="stSelectbox"]')
    for label, value in (("Who knocked", "Bob"), ("Dealer", "Cyril")):
        box = form.filter(has_text=label).locator("input")
        # a renamed box is a new widget (keyed by the names): the old one goes once the
        # browser has the new page, so wait for one box, then read it
        expect(box).to_have_count(1, timeout=WAIT)
        expect(box).to_have_value(value, timeout=WAIT)
    assert_no_exception(page)


HOSTILE_NAMES = ["[c](https://example.org)", "![t](https://ex.org/t.png)", "<img src=x>"]


def test_names_from_users_never_become_links_or_images(app_url, page, screenshot) -> None:  # noqa: ANN001
    """A game and players named with markdown links, images and HTML show as typed text:
    no <a> and no <img> from them reaches the page (header, turn order, messages)."""
    open_page(page, app_url, "game", PAGES["game"])
    page.get_by_label("Name of the game").fill(
        "![g](https://example.org/g.png) www.ex.org a@ex.org"
    )
    page.get_by_role("textbox", name="Players in seating order").fill("\n".join(HOSTILE_NAMES))
    page.get_by_label("Name of the game").click()  # leave the text area: its value is sent
    idle(page)
    page.get_by_role("button", name="Start the game").click()
    idle(page)
    expect(page.get_by_text("Game started").first).to_be_visible(timeout=WAIT)
    header = page.get_by_role("heading", name=re.compile(r"^!\[g\]\(https:"))
    expect(header).to_be_visible(timeout=WAIT)
    expect(page.get_by_text(re.compile(r"\[c\]\(https:")).first).to_be_visible(timeout=WAIT)
    links = 'a[href*="ex.org"], a[href*="example.org"], a[href^="mailto:"]'
    expect(page.locator(links)).to_have_count(0)
    expect(page.locator('img[src*="ex.org"], img[src="x"]')).to_have_count(0)
    assert_no_exception(page)
    screenshot(page, "flow-hostile-names")
