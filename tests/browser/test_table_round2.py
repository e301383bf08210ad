"""At the table, round 2 (issue 23), on a phone (390×844): the learner kept across pages and
reloads; one knocked round on the payout checker (quick entry by default, "had melded" asked
and its doubling shown before Settle, the verdict in view, counted in taps and keys); a round
whose "had melded" follows the cards with no tap; answers in the first screen (meld verdict,
quiz question, lesson Next, Home's start button); one chosen style for cards; the ledger's CSV
with a byte-order mark. (axe-core on every page: tests/browser/test_pages.py.)

Screenshots in tests/artifacts/round2-*.png; counts in tests/artifacts/round2.json. Waits are
Playwright's own (``expect``) or conftest's (``rerun``, ``tap``, ``type_in``, ``open_app``,
``in_view``, ``fits``), never fixed sleeps.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

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
from test_phone_journeys import SIDEBAR_CLOSED, navigate

from tutor.words.engine import preset_name
from tutor.words.ledger import melded_note
from tutor.words.progress import learner_message

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


def start_game(thumb: Thumb) -> None:
    page = thumb.page
    thumb.tap(key("game_new_players", "textarea"), runs=False)
    page.keyboard.type("Ann\nBo\nCy\nDi")
    thumb.keys += len("Ann\nBo\nCy\nDi")
    with rerun(page):  # the text area sends its text when it loses the focus
        page.locator(key("game_new_players", "textarea")).blur()
    thumb.tap(key("game_create", "button"))
    expect(page.locator(key("game_round_qending"))).to_be_visible(timeout=WAIT)


def enter_round(thumb: Thumb, form: str, save: str) -> None:
    """The four-player round: Ann went out; Bo 12, Cy 30 with a seven, Di 5; all melded."""
    page = thumb.page
    thumb.tap(key(f"{form}_qending", "button"), "Going out")
    thumb.tap(key(f"{form}_qwinner", "button"), "Ann")
    expect(page.locator(key(f"{form}_p0_points"))).to_have_count(0, timeout=WAIT)
    for i, points in ((1, "12"), (2, "30"), (3, "5")):
        thumb.type(key(f"{form}_p{i}_points", "input"), points)
        said = page.locator(key(f"{form}_p{i}_melded", "button[aria-pressed='true']"))
        if not said.filter(has_text=exactly("Melded")).count():
            thumb.tap(key(f"{form}_p{i}_melded", "button"), "Melded")  # asked, never assumed
    thumb.tap(key(f"{form}_p2_sevens", "[data-testid='stNumberInputStepUp']"))
    expect(page.locator(key(save, "button")).first).to_be_enabled(timeout=WAIT)
    thumb.tap(key(save, "button"))


def test_the_learner_is_kept_across_pages_and_reloads(app_url, page, screenshot) -> None:
    # a first answer with nobody chosen (a seeded question): saved for Guest
    open_app(page, app_url, "quiz?q=7&kind=payment", PHONE)
    box = page.locator(key("quiz_question"))
    expect(page.locator(key("quiz_check", "button")).first).to_be_visible(timeout=WAIT)
    radios = box.locator('[data-testid="stRadio"] [role="radiogroup"] label')
    if radios.count():
        with rerun(page):
            radios.first.click(timeout=WAIT)
        expect(box.locator('[data-testid="stRadio"] input').first).to_be_checked(timeout=WAIT)
    number = box.locator('[data-testid="stNumberInput"] input')
    if number.count():
        with rerun(page):
            box.locator('[data-testid="stNumberInputStepUp"]').click(timeout=WAIT)
        expect(number).not_to_have_value("", timeout=WAIT)
    tap(page, key("quiz_check", "button"))
    expect(page).to_have_url(re.compile("learner=Guest"), timeout=WAIT)
    # then a learner of one's own
    tap(page, key("learner_popover", "button"))  # opening it runs the app
    name_box = page.locator(key("learner_new_name", "input"))
    name_box.fill("Sora")
    expect(name_box).to_have_value("Sora", timeout=WAIT)
    tap(page, key("learner_create", "button"))  # the tap sends the typed name with it
    expect(page.get_by_text(learner_message("hello", name="Sora"))).to_be_visible(timeout=WAIT)
    expect(page).to_have_url(re.compile("learner=Sora"), timeout=WAIT)
    # the quiz's learner panel is folded now: the question is in the first screen
    expect(
        page.locator('[data-testid="stExpander"] summary', has_text="Learner: Sora")
    ).to_be_visible()
    # Lessons from the sidebar, then a tap: still Sora (the browser once sent the Guest back)
    navigate(page, "lessons")
    tap(page, key("lesson_next", "button"))
    expect(page.get_by_text("step 2 of", exact=False).first).to_be_visible(timeout=WAIT)
    expect(page).to_have_url(re.compile("learner=Sora"), timeout=WAIT)
    expect(page.locator("summary", has_text="Learner: Sora")).to_be_visible()
    shoot(page, screenshot, "learner-lessons")
    page.reload()
    page.wait_for_function(SIDEBAR_CLOSED, timeout=WAIT)
    expect(page.locator("summary", has_text="Learner: Sora")).to_be_visible(timeout=WAIT)
    expect(page).to_have_url(re.compile("learner=Sora"))


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
    note("payout knocked round (after)", {"taps": thumb.taps, "keys": thumb.keys,
                                          "log": thumb.log})  # fmt: skip
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


def test_answers_appear_in_the_first_screen(app_url, page, screenshot) -> None:
    open_app(page, app_url, "", PHONE)
    in_view(page, key("map_continue", "button"))
    shoot(page, screenshot, "home", wide=True)
    # a lesson's Next on every step of the first lesson
    tap(page, key("map_continue", "button"))
    expect(page.get_by_role("heading", name="Lessons").first).to_be_visible(timeout=WAIT)
    for step in (2, 3, 4):
        in_view(page, key("lesson_next", "button"))
        tap(page, key("lesson_next", "button"))
        expect(page.get_by_text(f"step {step} of", exact=False).first).to_be_visible(timeout=WAIT)
    in_view(page, key("lesson_next", "button"))
    shoot(page, screenshot, "lesson-step", wide=True)
    # the meld verdict after Check
    open_app(page, app_url, "meld_practice", PHONE)
    pills = page.locator(key("cardpick_meld_picker_h", PILL))
    chosen = page.locator(key("cardpick_meld_picker_h", "button[aria-pressed='true']"))
    for n, card in enumerate(("4♥", "5♥", "6♥"), 1):
        with rerun(page):
            pills.filter(has_text=re.compile(rf"^\W*{card}$")).click(timeout=WAIT)
        expect(chosen).to_have_count(n, timeout=WAIT)
    tap(page, key("meld_check", "button"))
    expect(page.locator(key("meld_verdict", "h2"))).to_be_visible(timeout=WAIT)
    in_view(page, key("meld_verdict", "h2"))
    in_view(page, key("meld_verdict", "[data-testid='stAlert']"))
    shoot(page, screenshot, "meld-verdict", wide=True)


def test_one_chosen_style_for_cards(app_url, page, screenshot) -> None:
    def background(locator) -> str:
        return locator.evaluate("b => getComputedStyle(b).backgroundColor")

    open_app(page, app_url, "meld_practice", PHONE)
    pill = page.locator(key("cardpick_meld_picker_s", PILL)).first
    with rerun(page):
        pill.click()
    expect(pill).to_have_attribute("aria-pressed", "true", timeout=WAIT)
    meld = background(pill)
    open_app(page, app_url, "play?play_seed=42&play_opp=2&play_level=beginner", PHONE)
    draw = page.locator(key("play_do_draw-stock*", "button"))
    hand = page.locator(key("cardpick_play_hand*", PILL))
    expect(draw.or_(hand).first).to_be_visible(timeout=WAIT)
    if draw.count():
        tap(page, key("play_do_draw-stock*", "button"))
    expect(hand.first).to_be_visible(timeout=WAIT)
    with rerun(page):
        hand.first.click()
    expect(hand.first).to_have_attribute("aria-pressed", "true", timeout=WAIT)
    assert background(hand.first) == meld == "rgb(13, 71, 161)"  # dark blue, with a tick
    shoot(page, screenshot, "play-chosen")


def test_the_ledger_csv_starts_with_a_byte_order_mark(app_url, page, screenshot) -> None:
    open_app(page, app_url, "game", PHONE)
    thumb = Thumb(page)
    start_game(thumb)
    enter_round(thumb, "game_round", "game_round_save")
    expect(page.get_by_text("Round 1 saved", exact=False).first).to_be_visible(timeout=WAIT)
    with page.expect_download(timeout=WAIT) as info, rerun(page):  # the button runs the app
        page.locator(key("game_export_csv", "button")).first.click()
    data = Path(info.value.path()).read_bytes()
    assert data.startswith(b"\xef\xbb\xbf"), data[:10]  # spreadsheet programs read Hangul
    money = page.locator('[data-testid="stDataFrame"]').first
    expect(money).to_be_visible()
    shoot(page, screenshot, "ledger", wide=True)
