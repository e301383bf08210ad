"""Issue 40's walk: after every action a page offers, its result (verdict, confirmation,
error, note) lies on screen, at 390×844 and 1280×900, in English and Korean.

Every tap is made as a person makes it (TESTING.md's last section): the button is scrolled
only until it shows at the foot of the screen, tapped, the run waited for; then the result's
bounding box is asserted inside the viewport (:func:`seen`), not only present. The cases
share one server (each stores only what no other reads: a game of its own, Guest answers
to seeded questions) and each runs in one window size and language, the pairs spread over
the cases so that each page is walked in both sizes and both languages. Screenshots:
tests/artifacts/inview-*.png."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import (
    DESK,
    PHONE,
    PILL,
    WAIT,
    Thumb,
    idle,
    key,
    no_exception,
    note,
    open_app,
    rerun,
    serve,
)
from playwright.sync_api import expect

from tutor.engine.rules import Rules
from tutor.teach.quiz import generate
from tutor.words import t, using
from tutor.words.ledger import ledger_message

pytestmark = pytest.mark.browser

ALERT = "[data-testid='stAlert']"
CHOSEN_ONE = "button[aria-checked='true']"  # a single-choice pill chosen


@pytest.fixture(scope="module")
def walk_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One server for the walk: each case stores only what no other case reads."""
    from conftest import chromium_path

    chromium_path()
    yield from serve(tmp_path_factory.mktemp("walk"))


def size_name(size: dict) -> str:
    return str(size["width"])


def with_lang(path: str, lang: str) -> str:
    return f"{path}{'&' if '?' in path else '?'}lang={lang}"


def press(page, selector: str, *, nth: int = 0) -> None:
    """Tap as a person does: scroll only until the element shows at the screen's foot,
    tap, wait for the run (a tap on an element already in view does not scroll)."""
    target = page.locator(selector).filter(visible=True).nth(nth)
    expect(target).to_be_visible(timeout=WAIT)
    target.evaluate(
        """e => { const r = e.getBoundingClientRect();
          if (r.top < 60 || r.bottom > innerHeight) e.scrollIntoView({block: 'end'}); }"""
    )
    with rerun(page):
        target.click(timeout=WAIT)


def seen(page, locator, what: str) -> None:
    """The result's box lies in the viewport: its top on screen and its first 120 px (or
    all of it) above the screen's foot."""
    expect(locator).to_be_visible(timeout=WAIT)
    idle(page)
    box = locator.bounding_box()
    height = page.viewport_size["height"]
    assert box is not None, what
    assert box["y"] >= 0 and box["y"] + min(box["height"], 120) <= height, (what, box, height)


def shoot(page, name: str) -> None:
    """The screen as the person sees it now (tests/artifacts/inview-<name>.png)."""
    folder = Path(__file__).resolve().parents[1] / "artifacts"
    folder.mkdir(parents=True, exist_ok=True)
    no_exception(page)
    page.screenshot(path=str(folder / f"inview-{name}.png"))


# -- the quiz: each answer form, right, wrong, with a hint and with Show answer ----------------

QUIZ = [
    ("meld", 7, PHONE, "en"),  # one of four choices
    ("values", 7, PHONE, "ko"),  # a number
    ("doublings", 7, DESK, "en"),  # every one that applies
    ("knock", 7, DESK, "ko"),
]


def give(page, q, response) -> None:
    """Answer ``q`` in its widget (a choice by its place, a number typed, pills tapped)."""
    if q.answer_form == "choice":
        radios = page.locator(key("quiz_choice", "[role='radiogroup'] label"))
        press(page, key("quiz_choice", "[role='radiogroup'] label"), nth=q.choices.index(response))
        expect(radios.nth(q.choices.index(response)).locator("input")).to_be_checked()
    elif q.answer_form == "number":
        box = page.locator(key("quiz_number", "input"))
        box.evaluate("e => e.scrollIntoView({block: 'end'})")
        with rerun(page):
            box.fill(str(response))
            box.press("Enter")
    else:
        pills = key("quiz_multi", PILL)
        pressed = page.locator(key("quiz_multi", "button[aria-pressed='true']"))
        for _ in range(pressed.count()):  # start from none chosen
            press(page, key("quiz_multi", "button[aria-pressed='true']"))
        for c in response:
            press(page, pills, nth=q.choices.index(c))


def wrong_answer(q):
    if q.answer_form == "choice":
        return next(c for c in q.choices if c != q.answer)
    if q.answer_form == "number":
        return int(q.answer) + 1
    wrong = [c for c in q.choices if c not in q.answer]
    return wrong[:1] or list(q.answer)[:-1]


@pytest.mark.parametrize(("kind", "seed", "size", "lang"), QUIZ, ids=lambda v: str(v))
def test_quiz_verdicts_hints_and_answers_are_on_screen(walk_url, page, kind, seed, size, lang):
    q = generate(seed, Rules.preset("pagat"), kind=kind)
    name = f"quiz-{kind}-{size_name(size)}-{lang}"
    open_app(page, walk_url, with_lang(f"quiz?q={seed}&kind={kind}", lang), size)
    verdict = page.locator(key("quiz_verdict", ALERT)).last
    give(page, q, wrong_answer(q))
    press(page, key("quiz_check", "button"))
    seen(page, verdict, "try again")
    shoot(page, f"{name}-1-wrong")
    press(page, key("quiz_hint", "button"))
    seen(page, page.locator(key("quiz_hints", ALERT)).last, "the hint")
    press(page, key("quiz_show", "button"))
    seen(page, verdict, "the answer shown")
    shoot(page, f"{name}-2-answer")
    give(page, q, q.answer)
    press(page, key("quiz_check", "button"))
    with using(lang):
        praise = t("feedback-praise", stars=2).replace("*", "")
    seen(page, verdict, "right")
    expect(verdict).to_contain_text(praise)
    shoot(page, f"{name}-3-right")
    if q.answer_form == "number":  # the next number question opens with an empty box
        for _ in range(6):
            press(page, key("quiz_new", "button"))
            if page.locator(key("quiz_number", "input")).count():
                break
        box = page.locator(key("quiz_number", "input"))
        if box.count():
            expect(box).to_have_value("")


# -- the ledger: save, edit, undo, restore, rename -------------------------------------------

LEDGER = [(PHONE, "en"), (DESK, "ko")]


def knock_counts(page, thumb: Thumb, form: str, lang: str, counts: tuple[str, ...]) -> None:
    """A knocked round by Di in quick entry: the counts typed, "had melded" tapped."""
    with using(lang):
        knock = t("ending-title", ending="knock")
        melded = t("round-form-melded-option", melded="true")
    thumb.tap(key(f"{form}_qending", PILL), knock)
    thumb.tap(key(f"{form}_qknocker", PILL), nth=3)
    for i, points in enumerate(counts):
        thumb.type(key(f"{form}_p{i}_points", "input"), points)
        thumb.tap(key(f"{form}_p{i}_melded", PILL), melded)


@pytest.mark.parametrize(("size", "lang"), LEDGER, ids=lambda v: str(v))
def test_ledger_confirmations_are_on_screen(walk_url, page, size, lang):
    name = f"ledger-{size_name(size)}-{lang}"
    open_app(page, walk_url, with_lang("game", lang), size)
    box = page.locator(key("game_new_players", "textarea"))
    box.fill("Ann\nBo\nCy\nDi")
    with rerun(page):
        box.blur()
    press(page, key("game_create", "button"))
    with using(lang):
        said = {
            "saved": ledger_message("round-saved", number=1, winner="Di"),
            "changed": ledger_message("round-changed", number=1),
            "renamed": ledger_message("player-renamed", old="Bo", new="Sora"),
            "missing": t("round-form-missing", what="melded", name="Ann", number=0),
        }
    status = page.locator(key("game_status", ALERT)).first
    thumb = Thumb(page)
    knock_counts(page, thumb, "game_round", lang, ("20", "12", "30", "5"))
    press(page, key("game_round_save", "button"))
    seen(page, status, "round saved")
    expect(status).to_contain_text(said["saved"].replace("**", ""))
    shoot(page, f"{name}-1-saved")
    # round 2 asks "had melded" again: nothing chosen, and "Still to fill in" lists it
    expect(page.locator(key("game_round_p0_melded", CHOSEN_ONE))).to_have_count(0)
    expect(page.locator(key("game_add_round"))).to_contain_text(said["missing"])
    # edit round 1 (picked already: the folder staying open on a pick is AppTest's), the
    # change confirmed on screen
    with using(lang):
        folder = page.locator("[data-testid='stExpander']", has_text=t("game-edit-expander"))
    summary = folder.locator("summary").first
    summary.evaluate("e => e.scrollIntoView({block: 'end'})")
    with rerun(page):  # the folder keeps its state: opening it runs the app
        summary.click()
    expect(folder.get_by_role("combobox").first).to_be_visible(timeout=WAIT)  # round 1
    points = page.locator(key("game_edit_form_p1_points", "input"))
    expect(points).to_be_visible(timeout=WAIT)
    width = points.bounding_box()["width"]
    assert width >= 48, f"the points box is {width} px wide"
    with rerun(page):
        points.fill("14")
        points.press("Enter")
    press(page, key("game_edit_save", "button"))
    seen(page, status, "round changed")
    expect(status).to_contain_text(said["changed"].replace("**", ""))
    shoot(page, f"{name}-2-edited")
    # undo asks, then removes; restore puts the round back: each answer on screen
    press(page, key("game_undo", "button"))
    seen(page, page.locator(key("game_undo_status", ALERT)).first, "undo question")
    press(page, key("game_undo_confirm", "button"))
    seen(page, page.locator(key("game_undo_status", ALERT)).first, "round removed")
    shoot(page, f"{name}-3-undone")
    press(page, key("game_undo_restore", "button"))
    seen(page, page.locator(key("game_undo_status", ALERT)).first, "round restored")
    # rename: confirmed on screen, the box emptied
    with using(lang):
        folder = page.locator("[data-testid='stExpander']", has_text=t("game-rename-expander"))
    summary = folder.locator("summary").first
    summary.evaluate("e => e.scrollIntoView({block: 'end'})")
    with rerun(page):  # the folder keeps its state: opening it runs the app
        summary.click()
    who = folder.get_by_role("combobox").first
    expect(who).to_be_visible(timeout=WAIT)
    who.click()
    page.keyboard.type("Bo")  # the box filters its options as one types
    with rerun(page):
        page.keyboard.press("Enter")
    new = page.locator(key("game_rename_new", "input"))
    with rerun(page):
        new.fill("Sora")
        new.press("Enter")
    press(page, key("game_rename_save", "button"))
    seen(page, status, "player renamed")
    expect(status).to_contain_text(said["renamed"].replace("**", ""))
    expect(new).to_have_value("")
    shoot(page, f"{name}-4-renamed")


# -- the payout checker: no names, few taps, kept across a reload -------------------------------

PAYOUT = [(PHONE, "en"), (DESK, "ko")]


@pytest.mark.parametrize(("size", "lang"), PAYOUT, ids=lambda v: str(v))
def test_payout_round_without_names_in_few_taps_survives_a_reload(walk_url, page, size, lang):
    name = f"payout-{size_name(size)}-{lang}"
    open_app(page, walk_url, with_lang("payout", lang), size)
    thumb = Thumb(page)
    # no names: the seats are A, B, C, D, on the knocker buttons too
    knock_counts(page, thumb, "payout_form", lang, ("20", "12", "30", "5"))
    expect(page.locator(key("payout_form_qknocker", CHOSEN_ONE))).to_have_text("D")
    press(page, key("payout_settle", "button"))
    thumb.taps += 1
    verdict = page.locator(key("payout_verdict", "h3"))
    seen(page, verdict, "the verdict")
    assert thumb.taps <= 12 and thumb.keys <= 11, thumb.log
    note(f"payout knocked round, no names ({name})", {"taps": thumb.taps, "keys": thumb.keys})
    shoot(page, f"{name}-1-settled")
    heading = verdict.text_content()
    assert "D" in (heading or "")
    # a name typed shows on the knocker button at once (not one name behind)
    names = page.locator(key("payout_form_p3_name", "input"))
    with rerun(page):
        names.fill("Hyun")
        names.press("Enter")
    expect(page.locator(key("payout_form_qknocker", CHOSEN_ONE))).to_have_text("Hyun")
    expect(page).to_have_url(re.compile(r"round="), timeout=WAIT)
    # a reload keeps the round as entered (in the link)
    page.reload()
    page.wait_for_function("() => document.querySelector('[data-hoola-run]')", timeout=WAIT)
    idle(page)
    for i, points in enumerate(("20", "12", "30", "5")):
        expect(page.locator(key(f"payout_form_p{i}_points", "input"))).to_have_value(points)
    expect(page.locator(key("payout_form_p3_name", "input"))).to_have_value("Hyun")
    expect(page.locator(key("payout_form_qknocker", CHOSEN_ONE))).to_have_text("Hyun")
    shoot(page, f"{name}-2-reloaded")


# -- lessons and meld practice: the verdict after Check ---------------------------------------


@pytest.mark.parametrize(("size", "lang"), [(PHONE, "ko"), (DESK, "en")], ids=lambda v: str(v))
def test_meld_practice_verdict_is_on_screen(walk_url, page, size, lang):
    open_app(page, walk_url, with_lang("meld_practice", lang), size)
    hearts = key("cardpick_meld_picker_h", PILL)
    for n in (3, 4, 5):
        press(page, hearts, nth=n)
    press(page, key("meld_check", "button"))
    seen(page, page.locator(key("meld_verdict", ALERT)).first, "the meld verdict")
    shoot(page, f"meld-{size_name(size)}-{lang}")


@pytest.mark.parametrize(("size", "lang"), [(PHONE, "en"), (DESK, "ko")], ids=lambda v: str(v))
def test_a_lesson_check_keeps_the_verdict_on_screen(walk_url, page, size, lang):
    open_app(page, walk_url, with_lang("lessons", lang), size)
    for _ in range(8):  # the first step that asks for an answer
        if page.locator(key("lesson_check", "button")).count():
            break
        press(page, key("lesson_next", "button"))
    press(page, key("lesson_check", "button"))
    seen(page, page.locator(key("lesson_verdict", ALERT)).first, "the lesson verdict")
    shoot(page, f"lesson-{size_name(size)}-{lang}")
