"""What only a browser shows about the pages as a whole: every page fits a phone (nothing
scrolls sideways) in English and in Korean, with no accessibility violation (axe-core) from
the project's own markup; the language switch changes a page in place and the link keeps
it; a rule-book link scrolls to its point; the payout checker at a desk (its example, the
jump link, the step-through, the README's picture) keeps the dealer and the knocker when
players are renamed, and names typed as markdown or HTML stay text.

Rendering and flows are tested page by page with AppTest (tests/test_app_*.py); these
tests are the browser's part. The pages store nothing here, so the tests share one server
(each opens sessions of its own). Screenshots land in tests/artifacts/."""

from __future__ import annotations

import re

import pytest
from conftest import (
    DESK,
    PHONE,
    STREAMLIT_OWN,
    WAIT,
    as_typed,
    axe_violations,
    fits,
    in_view,
    key,
    no_exception,
    note,
    open_app,
    rerun,
    switch_language,
    tap,
    type_in,
    unfold,
    wait_for,
)
from korean_words import broken_without_keep_all, broken_words, streamlit_words_in_korean
from playwright.sync_api import expect

from tutor.engine import settle
from tutor.teach.examples import EXAMPLES
from tutor.words import t, using
from tutor.words.ledger import winner_line

pytestmark = pytest.mark.browser

PAGES = {
    "": "home",
    "lessons": "lessons",
    "rules_page": "rules_page",
    "rulebook?point=knock#knock": "rulebook",
    "meld_practice": "meld_practice",
    "endings": "endings",
    "play?play_seed=42&play_opp=2&play_level=beginner": "play",
    "quiz?q=12345&kind=meld": "quiz",
    "drill": "drill",
    "review": "review",
    "progress": "progress",
    "payout": "payout",
    "game": "game",
}
"""Every page, seeded where it deals or asks at random, and the name of its screenshots."""


def with_lang(path: str, lang: str) -> str:
    """``path`` (a page, its query and anchor) with ``lang=`` added to the query."""
    base, _, anchor = path.partition("#")
    sep = "&" if "?" in base else "?"
    return f"{base}{sep}lang={lang}" + (f"#{anchor}" if anchor else "")


KOREAN_AT_A_DESK = ("home", "play", "payout")
"""Pages also shot in Korean at 1280 px (the longest Korean labels on the widest layout)."""


def test_every_page_on_a_phone_in_both_languages(shared_app_url, page, screenshot) -> None:
    """Each page at 390 px: in English it fits, is shot and scanned by axe-core (0 violations
    from the project's own markup); switched to Korean in place (the sidebar's switch: one
    page load a page, not two) it says so to a screen reader (``<html lang="ko">``) and in
    its link (``lang=ko``), fits and is shot (the rule book's first 등록 carries its English
    name as a tooltip, tutor/app/terms.py) and breaks no Korean word across two lines
    (tests/browser/korean_words.py); three pages in Korean at a desk too, opened from a
    ``?lang=ko`` link."""
    found: dict[str, int] = {}
    ours: list[str] = []
    read: dict[str, int] = {}
    for path, name in PAGES.items():
        open_app(page, shared_app_url, path, PHONE)
        fits(page)
        if name == "rulebook":  # the link's point is scrolled to, below the fixed header
            in_view(page, "#knock")  # (before the shot: it grows the window, then scrolls up)
            at_top = "() => document.getElementById('knock').getBoundingClientRect().top < 160"
            wait_for(page, at_top)  # its text below it, in view too
            # Streamlit scrolls a heading named by the link's #anchor to the top, at a moment
            # of its own: the heading's scroll margin keeps it below the header then too
            page.evaluate("document.getElementById('knock').scrollIntoView(true)")
            in_view(page, "#knock")
        screenshot(page, f"{name}-390")
        if name == "rules_page":  # a citation is a link into the rule book, at its point
            link = page.locator("a[href$='rulebook?point=knock#knock']").first
            expect(link).to_be_visible(timeout=WAIT)
        for rule, nodes in axe_violations(page).items():
            found[rule] = found.get(rule, 0) + len(nodes)
            if rule not in STREAMLIT_OWN:
                ours += [f"{name}: {rule} at {n}" for n in nodes]
        if name == "endings":  # a hand typed (Enter) or dealt: its verdicts on screen
            explained_on_screen(page)
        for size in (PHONE, DESK) if name in KOREAN_AT_A_DESK else (PHONE,):
            in_korean(page, shared_app_url, path, size)
            expect(page.locator("html")).to_have_attribute("lang", "ko", timeout=WAIT)
            if name == "rulebook":  # a term's first use shows its English name on hover, once
                marked = page.locator('abbr[title="Meld (register)"]')
                expect(marked).to_have_count(1, timeout=WAIT)
                expect(marked).to_have_text("등록")
            fits(page, size["width"])
            screenshot(page, f"ko-{name}-{size['width']}")
            if size is PHONE:  # every Korean word on one line (keep-all, issue 41)
                words = broken_words(page)
                read[name] = words["words"]
                assert not words["broken"], (name, words["broken"])
                if name == "payout":  # and Streamlit's own words in Korean (issue 41)
                    said = streamlit_words_in_korean(page, screenshot)
                    note("Streamlit's words on payout in Korean", said)
        if name == "lessons":  # and the check is not blind: without keep-all words break
            blind = broken_without_keep_all(page)
            assert blind, "without keep-all some word should break: the check is blind"
    note("axe at 390 px (after)", {"by rule": found, "whose": STREAMLIT_OWN})
    note("Korean words read at 390 px, none broken", read)
    assert not ours, ours
    assert read["lessons"] > 40 and read["payout"] > 40  # the pages' text was read


def in_korean(page, url: str, path: str, size: dict) -> None:
    """The page in Korean: at a phone's width switched in place by the sidebar's switch (no
    new page load; the link says ``lang=ko`` then), at a desk opened from a ``?lang=ko``
    link (a desk's first screen, the sidebar open)."""
    if size is PHONE:
        switch_language(page, "ko")
        expect(page).to_have_url(re.compile("lang=ko"), timeout=WAIT)
    else:
        open_app(page, url, with_lang(path, "ko"), size)


def explained_on_screen(page) -> None:
    """The endings explainer at 390 px: after a hand typed (Enter) and after Deal, the
    hand's verdicts start on screen (below the fixed header), not a screen further down."""
    box = page.locator(key("end_text", "input"))
    box.evaluate("e => e.scrollIntoView({block: 'end'})")
    with rerun(page):
        box.fill("7c 7d 7h 2s 3s 4s 9d")
        box.press("Enter")
    in_view(page, key("end_result", "[data-testid='stHtml']"))
    deal = page.locator(key("end_source", "button")).nth(2)  # the third way: Deal
    deal.evaluate("e => e.scrollIntoView({block: 'end'})")
    with rerun(page):
        deal.click()
    again = page.locator(key("end_deal", "button")).filter(visible=True)
    again.evaluate("e => e.scrollIntoView({block: 'end'})")
    with rerun(page):
        again.click()
    in_view(page, key("end_result", "[data-testid='stHtml']"))


def test_the_switch_changes_the_language_in_place(shared_app_url, page) -> None:
    open_app(page, shared_app_url, "quiz?q=12345&kind=meld", DESK)
    expect(page.locator("html")).to_have_attribute("lang", "en", timeout=WAIT)
    with using("ko"):
        korean_nav = t("nav-quiz")
    with rerun(page):
        page.locator(key("lang_switch", "button")).filter(has_text="한국어").click()
    expect(page.locator("html")).to_have_attribute("lang", "ko", timeout=WAIT)
    expect(page.get_by_test_id("stSidebarNav").get_by_text(korean_nav)).to_be_visible(timeout=WAIT)
    expect(page).to_have_url(re.compile("lang=ko"), timeout=WAIT)


def test_the_payout_checker_at_a_desk(shared_app_url, page, screenshot, trap) -> None:
    open_app(page, shared_app_url, "payout", DESK)
    load_example(page)  # the first one, s0-tie
    tap(page, key("payout_settle", "button"))
    s = settle(EXAMPLES["s0-tie"].record)  # the page shows the engine's result, in its words
    expect(page.locator(key("payout_verdict", "h3"))).to_have_text(
        winner_line(s.winner, s.collected), timeout=WAIT
    )
    # the waterfall, the money flow and the net result: Plotly draws them after the run
    for chart in ("payout_waterfall", "payout_flow", "payout_net"):
        expect(page.locator(key(chart, ".js-plotly-plot .main-svg")).first).to_be_attached(
            timeout=WAIT
        )
    page.locator("a[href='#settlement']:not([aria-label])").click()  # not the heading's own
    in_view(page, "#settlement")
    tap(page, key("step_next", "button"))
    expect(page.locator(key("step_back", "button"))).to_be_enabled(timeout=WAIT)
    screenshot(page, "flow-payout-1280")
    # the README's picture (docs/screenshot-payout.png is a copy of it)
    page.set_viewport_size({"width": 1280, "height": 1500})
    verdict = page.locator(key("payout_verdict", "h3"))
    verdict.evaluate("e => e.scrollIntoView({block: 'start'})")
    expect(verdict).to_be_in_viewport(timeout=WAIT)
    page.screenshot(path=str(screenshot.folder / "readme-payout.png"))

    # Names typed as markdown and HTML show as typed in the winner's metric, the headline
    # and the losers' table, and the browser never fetches the address an image name
    # points to (a small server on this machine counts any request).
    page.set_viewport_size(DESK)
    address, asked = trap
    requested: list[str] = []
    page.on("request", lambda r: requested.append(r.url))  # (stays with the tab: harmless)
    names = [f"![i]({address}/x)", "[c](https://ex.org) **b**", "<img src=x> :red[r]",
             "$x^2$ _e_", "<b>h</b> `c` :material/home:"]  # fmt: skip
    for i, name in enumerate(names):
        type_in(page, key(f"payout_form_p{i}_name", "input"), name)
    tap(page, key("payout_settle", "button"))
    record = EXAMPLES["s0-tie"].record
    renamed = dict(zip([p["name"] for p in record["players"]], names, strict=True))
    s = settle(
        {**record, "players": [{**p, "name": renamed[p["name"]]} for p in record["players"]]}
    )
    metric = page.locator('[data-testid="stMetricValue"]').first
    expect(metric).to_have_text(as_typed(s.winner), timeout=WAIT)
    table = page.locator('[data-testid="stTable"]')
    for line in s.lines:
        expect(table.get_by_text(as_typed(line.name)).first).to_be_visible(timeout=WAIT)
    head = as_typed(s.winner).pattern.strip("^$")
    expect(page.locator(key("payout_verdict", "h3"))).to_have_text(re.compile(head))
    expect(
        page.locator(f'img[src^="{address}"], img[src="x"], a[href^="{address}"]')
    ).to_have_count(0)
    expect(page.locator('a[href*="ex.org"], .katex')).to_have_count(0)
    for part in ('[data-testid="stMetricValue"]', '[data-testid="stTable"]'):
        markup = ", ".join(f"{part} {tag}" for tag in ("strong", "em", "img", "a", "b", "code"))
        expect(page.locator(markup)).to_have_count(0)
    no_exception(page)
    screenshot(page, "flow-payout-hostile-names")
    assert asked == [] and not [u for u in requested if u.startswith(address)]

    # Renaming players keeps the dealer and the knocker: the browser sends a select box's
    # choice back as its label, so a box labelled with the old names would lose it.
    # Quick entry (on at first) asks the knocker with buttons: the full form has the boxes.
    page.set_viewport_size(DESK)
    open_app(page, shared_app_url, "payout")
    tap(page, key("payout_form_quick", "label"))
    expect(page.locator(key("payout_form_qending"))).to_have_count(0, timeout=WAIT)
    for i, name in enumerate(["Ann", "Bo", "Cy", "Di"]):
        type_in(page, key(f"payout_form_p{i}_name", "input"), name)
    choose(page, "payout_form_ending", t("ending-title", ending="knock"))
    choose(page, t("round-form-knocker"), "Bo")
    choose(page, t("round-form-dealer"), "Cy")
    for i, name in ((2, "Cyril"), (1, "Bob"), (0, "Annie")):
        type_in(page, key(f"payout_form_p{i}_name", "input"), name)
    for label, value in ((t("round-form-knocker"), "Bob"), (t("round-form-dealer"), "Cyril")):
        expect(select_box(page, label)).to_have_value(value, timeout=WAIT)
    no_exception(page)


def load_example(page) -> None:
    """Unfold "Load a round" (folded at first; unfolding it starts no run) and load the
    worked example it shows first."""
    button = page.locator(key("payout_load_example", "button"))
    unfold(page.get_by_test_id("stExpander").filter(has=button))
    with rerun(page):  # the example fills the form
        button.click()


def select_box(page, which: str):
    """The input of a select box: by its key, or by its label for the round form's player
    boxes, which have no key on purpose (tutor/app/round_form.py ``_name_box``)."""
    if which.startswith("payout_form_"):
        return page.locator(key(which, "input"))
    return page.get_by_test_id("stSelectbox").filter(has_text=which).locator("input")


def choose(page, which: str, option: str) -> None:
    """Pick ``option`` in a select box by typing it and tapping it, as a user can."""
    box = select_box(page, which)
    expect(box).to_have_count(1, timeout=WAIT)
    box.click()
    box.fill(option)
    with rerun(page):
        page.get_by_role("option", name=option, exact=True).click()
    expect(box).to_have_value(option, timeout=WAIT)
