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
from contextlib import contextmanager
from pathlib import Path

import pytest
from conftest import (
    DESK,
    PHONE,
    PILL,
    RUNS,
    WAIT,
    Thumb,
    idle,
    key,
    no_exception,
    note,
    open_app,
    reload,
    rerun,
    runs,
    seen,
    serve,
    switch_language,
)
from playwright.sync_api import expect
from quiz_answers import wrong_answer

from tutor.engine.cards import Card
from tutor.engine.rules import Rules
from tutor.teach.quiz import QUESTION_KINDS, generate
from tutor.words import t, using
from tutor.words.ledger import ledger_message
from tutor.words.quiz import kind_title

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


WATCH_COUNT = (
    """([selector, before]) => { window.hoolaCounted = null;
  const watch = new MutationObserver(() => {
    if ((RUNS)() <= before) return;
    watch.disconnect();
    window.hoolaCounted = [...document.querySelectorAll(selector)].map(e => e.innerText).join(' ');
  });
  watch.observe(document.body, {subtree: true, childList: true, attributes: true}); }"""
).replace("RUNS", RUNS)


@contextmanager
def read_when_counted(page, selector: str) -> Iterator[list[str]]:
    """What ``selector``'s elements read the moment the run count first passes the count
    before the ``with`` block (in the list given, once the block is over). The count is
    the sign that an action's run is over: by then its result must be drawn."""
    read: list[str] = []
    page.evaluate(WATCH_COUNT, [selector, runs(page)])
    yield read
    read.append(page.evaluate("() => window.hoolaCounted"))


def shoot(page, name: str) -> None:
    """The screen as the person sees it now (tests/artifacts/inview-<name>.png)."""
    folder = Path(__file__).resolve().parents[1] / "artifacts"
    folder.mkdir(parents=True, exist_ok=True)
    no_exception(page)
    page.screenshot(path=str(folder / f"inview-{name}.png"))


# -- the quiz: every kind answered, right or wrong, with a hint or Show answer ---------------

PAGAT = Rules.preset("pagat")
SUCCESS, RETRY, ANSWER = (
    f"[data-testid='stAlertContent{k}']" for k in ("Success", "Warning", "Error")
)


def give(page, q, response) -> None:
    """Answer ``q`` in its widget (a choice by its place, a number typed, pills tapped, the
    melds laid card by card in the meld builder)."""
    if q.answer_form == "choice":
        labels = key("quiz_choice", "[role='radiogroup'] label")
        chosen = page.locator(labels).nth(q.choices.index(response)).locator("input")
        if not chosen.is_checked():  # a tap on the choice already made starts no run
            press(page, labels, nth=q.choices.index(response))
        expect(chosen).to_be_checked()
    elif q.answer_form == "number":
        box = page.locator(key("quiz_number", "input"))
        box.evaluate("e => e.scrollIntoView({block: 'end'})")
        with rerun(page):
            box.fill(str(response))
            box.press("Enter")
    elif q.answer_form == "cards":
        pills = page.locator(key("cardpick_quiz_cards_pick", PILL))
        for meld in response:
            for code in meld:
                place = index_of(pills, Card.parse(code).pretty)
                press(page, key("cardpick_quiz_cards_pick", PILL), nth=place)
            press(page, key("quiz_cards_lay", "button"))
    else:
        pills = key("quiz_multi", PILL)
        pressed = page.locator(key("quiz_multi", "button[aria-pressed='true']"))
        for _ in range(pressed.count()):  # start from none chosen
            press(page, key("quiz_multi", "button[aria-pressed='true']"))
        for c in response:
            press(page, pills, nth=q.choices.index(c))


def index_of(pills, text: str) -> int:
    """The place among ``pills`` of the one whose text is ``text``."""
    expect(pills.first).to_be_visible(timeout=WAIT)
    return [t.strip() for t in pills.all_inner_texts()].index(text)


def pick_kind(page, kind: str, lang: str):
    """Choose ``kind`` in the quiz's kind box (typed and tapped, as a user can): a new
    question of that kind, read back from the link (its seed) as the page asks it."""
    with using(lang):
        title = kind_title(kind)
    box = page.locator(key("quiz_filter", "input"))
    box.evaluate("e => e.scrollIntoView({block: 'end'})")
    idle(page)  # the page stands still (a new window size lays it out again): the list
    box.click()  # opens where there is room, and stays open while the option is tapped
    expect(page.get_by_role("listbox")).to_be_visible(timeout=WAIT)
    box.fill(title)
    with rerun(page):
        page.get_by_role("option", name=title, exact=True).click()
    expect(page).to_have_url(re.compile(rf"kind={re.escape(kind)}(&|$)"), timeout=WAIT)
    return generate(int(re.search(r"[?&]q=(\d+)", page.url)[1]), PAGAT, kind=kind)


WAYS = ("wrong", "hint-right", "right", "wrong-show")
"""How the walk answers its kinds in turn: a miss; a hint, then right; right; a miss, then
Show answer. Four kinds in a row in one language, the next four in the other; the first
half of the kinds in a phone's window, the second half at a desk: every way in both
languages at both sizes (the window changes size once, not at every kind)."""


def test_every_quiz_kind_answered_with_its_result_on_screen(walk_url, page) -> None:
    """One page walks every kind of question: chosen in the kind box, answered in its
    widget (a number's box empty when its question opens), and after each action (Check,
    Hint, Show answer) its result's box lies in the viewport. Screenshots: the first of
    each way at each size."""
    kinds = list(QUESTION_KINDS)
    open_app(page, walk_url, f"quiz?q=7&kind={kinds[0]}&lang=en", PHONE)
    verdict = page.locator(key("quiz_verdict", ALERT)).last
    lang, shots = "en", set()
    for i, kind in enumerate(kinds):
        way, want = WAYS[i % 4], ("en", "ko")[i // 4 % 2]
        size = (PHONE, DESK)[2 * i >= len(kinds)]
        if want != lang:
            switch_language(page, want)
            lang = want
        if size != page.viewport_size:
            page.set_viewport_size(size)
            idle(page)
        q = generate(7, PAGAT, kind=kind) if i == 0 else pick_kind(page, kind, lang)
        if q.answer_form == "number":  # a new number question opens with an empty box
            expect(page.locator(key("quiz_number", "input"))).to_have_value("")
        miss = wrong_answer(q)
        # pills with none to tap say nothing: a miss instead; no miss to lay: right instead
        wrong = miss is not None and ("wrong" in way or (q.answer_form == "multi" and not q.answer))
        if way == "hint-right":
            press(page, key("quiz_hint", "button"))
            seen(page, page.locator(key("quiz_hints", ALERT)).last, f"{kind}: the hint")
        give(page, q, miss if wrong else q.answer)
        press(page, key("quiz_check", "button"))
        result = RETRY if wrong else SUCCESS
        seen(page, page.locator(key("quiz_verdict", result)).last, f"{kind}: {way} ({lang})")
        if way == "wrong-show" and wrong:
            press(page, key("quiz_show", "button"))
            seen(page, page.locator(key("quiz_verdict", ANSWER)).last, f"{kind}: the answer")
            # nothing left to hint once the answer shows
            expect(page.locator(key("quiz_hint", "button"))).to_be_disabled(timeout=WAIT)
        expect(verdict).to_be_visible()
        if (way, size_name(size)) not in shots:
            shots.add((way, size_name(size)))
            shoot(page, f"quiz-{kind}-{size_name(size)}-{lang}-{way}")


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
            "restored": t("game-undo-restored", number=1),
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
    # a run that ends in st.rerun() (Restore) is counted once both runs are over: the
    # count never passed while the page still showed "removed" (the next tap landed in the
    # second run, and the rename folder it opened was drawn closed again)
    with read_when_counted(page, key("game_undo_status", ALERT)) as read:
        press(page, key("game_undo_restore", "button"))
    assert said["restored"] in (read[0] or ""), read
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
    reload(page)
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


LEVEL = """([one, two]) => {
  const shown = k => [...document.querySelectorAll(`.st-key-${k}:not([data-stale='true']) button`)]
    .find(e => e.getBoundingClientRect().width > 0);
  const a = shown(one), b = shown(two);
  const cut = [b, ...b.querySelectorAll('*')]
    .some(e => e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1);
  return {dy: Math.round(Math.abs(b.getBoundingClientRect().top - a.getBoundingClientRect().top)),
          cut}; }"""
"""How far the second button of a row stands above or below the first, and whether its
label is cut short."""


@pytest.mark.parametrize(("size", "lang"), [(PHONE, "en"), (DESK, "ko")], ids=lambda v: str(v))
def test_a_lesson_check_keeps_the_verdict_on_screen(walk_url, page, size, lang):
    open_app(page, walk_url, with_lang("lessons", lang), size)
    for _ in range(8):  # the first step that asks for an answer
        if page.locator(key("lesson_check", "button")).count():
            break
        press(page, key("lesson_next", "button"))
    # Hint (a button with help) stands level with Check, its label whole
    assert page.evaluate(LEVEL, ["lesson_check", "lesson_hint"]) == {"dy": 0, "cut": False}
    press(page, key("lesson_check", "button"))
    seen(page, page.locator(key("lesson_verdict", ALERT)).first, "the lesson verdict")
    shoot(page, f"lesson-{size_name(size)}-{lang}")
