"""At the table, round 2 (issue 23), on a phone (390×844): the learner kept across pages and
reloads; one knocked round on the payout checker (quick entry by default, "had melded" asked
and its doubling shown before Settle, the verdict in view, counted in taps and keys); a round
whose "had melded" follows the cards with no tap; answers in the first screen (meld verdict,
quiz question, lesson Next, Home's start button); one chosen style for cards; the ledger's CSV
with a byte-order mark; axe-core on every page with 0 violations from the project's markup.

Screenshots in tests/artifacts/round2-*.png; counts in tests/artifacts/round2.json. Waits are
Playwright's own (``expect``, ``wait_for_function``), never fixed sleeps.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import ARTIFACTS, WAIT, idle
from playwright.sync_api import expect
from test_phone_journeys import SIDEBAR_CLOSED, navigate
from test_quick_entry import IN_VIEW, NO_SIDEWAYS, PHONE, Thumb, enter_round, start_game
from test_quick_entry import expect as until

from tutor.engine.explain.ledger import melded_note
from tutor.engine.explain.progress import learner_message

pytestmark = pytest.mark.browser

AXE = Path(__file__).resolve().parents[1] / "axe" / "axe.min.js"
PAGES = ("", "lessons", "rules_page", "rulebook", "meld_practice", "endings", "play", "quiz",
         "drill", "review", "progress", "payout", "game")  # fmt: skip
STREAMLIT_OWN = {
    "list": "the sidebar's page list (Streamlit's navigation markup)",
    "listitem": "the sidebar's page list (Streamlit's navigation markup)",
    "scrollable-region-focusable": "st.table's scrolling wrapper (Streamlit's markup)",
    "presentation-role-conflict": "st.file_uploader's drop zone (Streamlit's markup)",
}
"""Violations in markup Streamlit draws, not the project: reported, not failed."""


def shoot(page, name: str, *, wide: bool = False) -> None:
    """A screenshot once the app is idle with nothing scrolling sideways (and, with
    ``wide``, the same at 1280 px)."""
    idle(page)
    until(page, NO_SIDEWAYS)
    assert page.locator('[data-testid="stException"]').count() == 0
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"round2-{name}-390.png"))
    if wide:
        page.set_viewport_size({"width": 1280, "height": 900})
        idle(page)
        page.screenshot(path=str(ARTIFACTS / f"round2-{name}-1280.png"), full_page=True)
        page.set_viewport_size(PHONE)
        idle(page)


def note(name: str, data: object) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / "round2.json"
    found = json.loads(path.read_text()) if path.exists() else {}
    found[name] = data
    path.write_text(json.dumps(found, indent=2))


def open_page(page, url: str, path: str, heading: str) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{url}/{path}")
    expect(page.get_by_role("heading", name=re.compile(heading)).first).to_be_visible(timeout=WAIT)
    idle(page)


def in_view(page, selector: str) -> None:
    """The element is wholly on screen, below Streamlit's header."""
    until(page, IN_VIEW, selector)


def test_the_learner_is_kept_across_pages_and_reloads(app_url, page) -> None:
    # a first answer with nobody chosen (a seeded question): saved for Guest
    open_page(page, app_url, "quiz?q=7&kind=payment", "Quiz")
    box = page.locator(".st-key-quiz_question")
    check = box.get_by_role("button", name="Check", exact=True)
    expect(check).to_be_visible(timeout=WAIT)  # the answer widgets are drawn with it
    radios = box.locator('[data-testid="stRadio"] [role="radiogroup"] label')
    if radios.count():
        radios.first.click(timeout=WAIT)
        expect(box.locator('[data-testid="stRadio"] input').first).to_be_checked(timeout=WAIT)
    number = box.locator('[data-testid="stNumberInput"] input')
    if number.count():
        box.locator('[data-testid="stNumberInputStepUp"]').click(timeout=WAIT)
        expect(number).not_to_have_value("", timeout=WAIT)
    idle(page)
    check.click(timeout=WAIT)
    expect(page).to_have_url(re.compile("learner=Guest"), timeout=WAIT)
    idle(page)
    # then a learner of one's own
    page.get_by_role("button", name="New learner").click(timeout=WAIT)
    page.get_by_label("Name (1 to 40 characters)").fill("Sora")
    page.get_by_role("button", name="Create", exact=True).click(timeout=WAIT)
    expect(page.get_by_text(learner_message("hello", name="Sora"))).to_be_visible(timeout=WAIT)
    expect(page).to_have_url(re.compile("learner=Sora"), timeout=WAIT)
    idle(page)
    # the quiz's learner panel is folded now: the question is in the first screen
    expect(
        page.locator('[data-testid="stExpander"] summary', has_text="Learner: Sora")
    ).to_be_visible()
    # Lessons from the sidebar, then a tap: still Mina (the browser once sent the Guest back)
    navigate(page, "Lessons", "Lessons")
    page.locator(".st-key-lesson_next button").click(timeout=WAIT)
    expect(page.get_by_text("step 2 of", exact=False).first).to_be_visible(timeout=WAIT)
    idle(page)
    expect(page).to_have_url(re.compile("learner=Sora"), timeout=WAIT)
    expect(page.locator("summary", has_text="Learner: Sora")).to_be_visible()
    shoot(page, "learner-lessons")
    page.reload()
    expect(page.locator("summary", has_text="Learner: Sora")).to_be_visible(timeout=WAIT)
    expect(page).to_have_url(re.compile("learner=Sora"))


def test_one_knocked_round_on_the_payout_checker(app_url, page) -> None:
    """Quick entry is on, "Load a round" folded; "had melded" is asked (Settle waits for
    it) and a never-melded loser's doubling shows beside them before Settle; the verdict,
    naming the rules and the money, is on screen after Settle; a rules change settles
    again. Taps and keys (names not counted) go to round2.json."""
    open_page(page, app_url, "payout", "Payout checker")
    expect(page.locator(".st-key-payout_form_qending")).to_be_visible()  # quick entry
    expect(page.locator("details", has_text="Load a round")).not_to_have_attribute("open", "")
    names = Thumb(page)
    for i, name in enumerate(["Ann", "Bo", "Cy", "Di"]):
        names.type(f".st-key-payout_form_p{i}_name input", name)
    idle(page)
    shoot(page, "payout-form", wide=True)
    thumb = Thumb(page)
    thumb.tap(".st-key-payout_form_qending button", "Knock")
    thumb.tap(".st-key-payout_form_qknocker button", "Di")
    for i, points in enumerate(("20", "12", "30", "5")):
        thumb.type(f".st-key-payout_form_p{i}_points input", points)
    settle = page.locator(".st-key-payout_settle button").last
    expect(settle).to_be_in_viewport(ratio=1)  # in reach at the screen's bottom
    expect(settle).to_be_disabled()  # "had melded" is still to be said
    for i, said in enumerate(("Melded", "Never melded", "Melded", "Melded")):
        thumb.tap(f".st-key-payout_form_p{i}_melded button", said)
        idle(page)
    never = page.locator(".st-key-payout_form_p1").get_by_text(melded_note("never"))
    expect(never).to_be_visible(timeout=WAIT)
    doubled = page.locator(".st-key-payout_form_p1").get_by_text("As entered: Bo pays")
    expect(doubled).to_contain_text("never melded")  # beside Bo, before Settle
    shoot(page, "payout-entered")
    expect(settle).to_be_enabled(timeout=WAIT)
    thumb.tap(".st-key-payout_settle button")
    verdict = page.locator(".st-key-payout_verdict")
    expect(verdict.locator("h3")).to_have_text(re.compile("Di wins"), timeout=WAIT)
    in_view(page, ".st-key-payout_verdict h3")
    expect(verdict).to_contain_text("Settled under pagat")
    expect(verdict).to_contain_text("₩")  # the money, in won
    note("payout knocked round (after)", {"taps": thumb.taps, "keys": thumb.keys,
                                          "log": thumb.log})  # fmt: skip
    shoot(page, "payout-settled", wide=True)
    # the rules changed in the sidebar: it closes, and the same round is settled again
    page.locator('[data-testid="stExpandSidebarButton"]').click(timeout=WAIT)
    rules = page.locator('[data-testid="stSidebar"]').get_by_role("combobox", name="Rules in force")
    expect(rules).to_be_visible(timeout=WAIT)
    idle(page)
    rules.click()
    page.keyboard.type("s1-short")  # the box filters its options as one types
    page.keyboard.press("Enter")
    changed = page.get_by_text("Rules changed to s1-short", exact=False)
    expect(changed).to_be_visible(timeout=WAIT)
    until(page, SIDEBAR_CLOSED)
    expect(verdict).to_contain_text("Settled under s1-short")
    shoot(page, "payout-rules-changed")


def test_had_melded_follows_the_cards_with_no_tap(app_url, page) -> None:
    open_page(page, app_url, "payout", "Payout checker")
    page.locator(".st-key-payout_form_quick label").click(timeout=WAIT)  # enter the cards
    hand = page.locator(".st-key-payout_form_p0_hand input")
    expect(hand).to_be_visible(timeout=WAIT)
    idle(page)
    page.locator(".st-key-payout_form_count [data-testid='stNumberInputStepDown']").click()
    expect(page.locator(".st-key-payout_form_p3")).to_have_count(0, timeout=WAIT)
    idle(page)
    page.locator(".st-key-payout_form_count [data-testid='stNumberInputStepDown']").click()
    expect(page.locator(".st-key-payout_form_p2")).to_have_count(0, timeout=WAIT)
    idle(page)
    for i, (name, cards) in enumerate([("Ann", "2c 3d"), ("Bo", "Kh Qd 9s 5c 4c 3h 4d")]):
        page.locator(f".st-key-payout_form_p{i}_name input").fill(name)
        page.locator(f".st-key-payout_form_p{i}_name input").press("Enter")
        idle(page)
        page.locator(f".st-key-payout_form_p{i}_hand input").fill(cards)
        page.locator(f".st-key-payout_form_p{i}_hand input").press("Enter")
        idle(page)
    said = melded_note("from-cards", melded=False, cards=7)
    expect(page.locator(".st-key-payout_form_p1").get_by_text(said)).to_be_visible(timeout=WAIT)
    page.get_by_label("How the round ended").click()  # the ending, asked above the players
    page.get_by_role("option", name="End of stock").click(timeout=WAIT)
    settle = page.locator(".st-key-payout_settle button").last
    expect(settle).to_be_enabled(timeout=WAIT)
    settle.click()
    verdict = page.locator(".st-key-payout_verdict")
    expect(verdict.locator("h3")).to_have_text(re.compile("Ann wins"), timeout=WAIT)
    # Bo holds seven cards, so never melded: 1 stake doubled, with no tap on "had melded"
    expect(verdict).to_contain_text("Bo pays 2 stakes")
    in_view(page, ".st-key-payout_verdict h3")


def test_answers_appear_in_the_first_screen(app_url, page) -> None:
    open_page(page, app_url, "", "Hoola Tutor")
    in_view(page, ".st-key-map_continue button")
    shoot(page, "home", wide=True)
    # a lesson's Next on every step of the first lesson
    page.locator(".st-key-map_continue button").click()
    expect(page.get_by_role("heading", name="Lessons").first).to_be_visible(timeout=WAIT)
    for step in (2, 3, 4):
        idle(page)
        in_view(page, ".st-key-lesson_next button")
        page.locator(".st-key-lesson_next button").click()
        expect(page.get_by_text(f"step {step} of", exact=False).first).to_be_visible(timeout=WAIT)
    idle(page)
    in_view(page, ".st-key-lesson_next button")
    shoot(page, "lesson-step", wide=True)
    # the meld verdict after Check
    open_page(page, app_url, "meld_practice", "Meld practice")
    pills = page.locator(".st-key-cardpick_meld_picker_h button[data-variant='pills']")
    chosen = page.locator(".st-key-cardpick_meld_picker_h button[aria-pressed='true']")
    for n, card in enumerate(("4♥", "5♥", "6♥"), 1):
        pills.filter(has_text=re.compile(rf"^\W*{card}$")).click(timeout=WAIT)
        expect(chosen).to_have_count(n, timeout=WAIT)
        idle(page)
    page.get_by_role("button", name="Check", exact=True).click()
    expect(page.locator(".st-key-meld_verdict h2")).to_be_visible(timeout=WAIT)
    in_view(page, ".st-key-meld_verdict h2")
    in_view(page, ".st-key-meld_verdict [data-testid='stAlert']")
    shoot(page, "meld-verdict", wide=True)


def test_one_chosen_style_for_cards(app_url, page) -> None:
    def background(locator) -> str:
        return locator.evaluate("b => getComputedStyle(b).backgroundColor")

    open_page(page, app_url, "meld_practice", "Meld practice")
    pill = page.locator(".st-key-cardpick_meld_picker_s button[data-variant='pills']").first
    pill.click()
    expect(pill).to_have_attribute("aria-pressed", "true", timeout=WAIT)
    meld = background(pill)
    open_page(page, app_url, "play?play_seed=42&play_opp=2&play_level=beginner", "Play a round")
    fresh = ":not([data-stale='true'])"
    draw = page.locator(f"[class*='st-key-play_do_draw-stock']{fresh} button")
    hand = page.locator(f"[class*='st-key-cardpick_play_hand']{fresh} button[data-variant='pills']")
    expect(draw.or_(hand).first).to_be_visible(timeout=WAIT)
    if draw.count():
        draw.first.click()
    expect(hand.first).to_be_visible(timeout=WAIT)
    idle(page)
    hand.first.click()
    expect(hand.first).to_have_attribute("aria-pressed", "true", timeout=WAIT)
    idle(page)
    assert background(hand.first) == meld == "rgb(13, 71, 161)"  # dark blue, with a tick
    shoot(page, "play-chosen")


def test_the_ledger_csv_starts_with_a_byte_order_mark(app_url, page) -> None:
    open_page(page, app_url, "game", "Game ledger")
    thumb = Thumb(page)
    start_game(thumb)
    enter_round(thumb, "game_round", "game_round_save")
    expect(page.get_by_text("Round 1 saved", exact=False).first).to_be_visible(timeout=WAIT)
    idle(page)
    with page.expect_download(timeout=WAIT) as info:
        page.locator(".st-key-game_export_csv button").click()
    data = Path(info.value.path()).read_bytes()
    assert data.startswith(b"\xef\xbb\xbf"), data[:10]  # spreadsheet programs read Hangul
    money = page.locator('[data-testid="stDataFrame"]').first
    expect(money).to_be_visible()
    shoot(page, "ledger", wide=True)


def test_axe_finds_nothing_in_the_projects_markup(app_url, page) -> None:
    script = AXE.read_text()
    found: dict[str, int] = {}
    ours: list[str] = []
    for path in PAGES:
        page.set_viewport_size(PHONE)
        page.goto(f"{app_url}/{path}")
        expect(page.locator('[data-testid="stMain"] h1').first).to_be_visible(timeout=WAIT)
        idle(page)
        page.add_script_tag(content=script)
        violations = page.evaluate(
            """async () => (await axe.run(document, {runOnly: ['wcag2a', 'wcag2aa', 'wcag21a',
              'wcag21aa', 'best-practice']})).violations.map(v => ({id: v.id,
              nodes: v.nodes.map(n => n.target.join(' '))}))"""
        )
        for v in violations:
            found[v["id"]] = found.get(v["id"], 0) + len(v["nodes"])
            if v["id"] not in STREAMLIT_OWN:
                ours += [f"{path or 'home'}: {v['id']} at {t}" for t in v["nodes"]]
    note("axe at 390 px (after)", {"by rule": found, "whose": STREAMLIT_OWN})
    assert not ours, ours
