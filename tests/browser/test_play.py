"""Play a round in the real app at phone width (390 px), the browser's part: deal from a
link, climb the coach's hint ladder, then a turn played by tapping (draw, tap a card,
discard), each tap a run of the table's fragment alone; after every move the hand and the
moves are on screen together, wherever the page was scrolled, and a chosen card has the one
chosen style (dark blue, as in meld practice). Before the draw the hand's pills are shown
disabled and stay readable; after "Play again" at the end of a round the page is back at
its top, the new hand in view. A whole round played to its
settlement and review is an AppTest (tests/test_app_play.py), and the bots and the coach
are model tests. Screenshots of the table and the hint land in tests/artifacts/."""

from __future__ import annotations

from urllib.parse import urlencode

import pytest
from conftest import CHOSEN, PHONE, WAIT, fits, key, no_exception, open_app, rerun, tap
from playwright.sync_api import expect

from tutor.app.play_link import advance, link_params, new_setup
from tutor.engine.rules import Rules
from tutor.play import Bot

pytestmark = pytest.mark.browser

FOOT = """() => { for (const s of ['[data-testid="stMain"]', '[data-testid="stAppViewContainer"]'])
  { const e = document.querySelector(s); if (e) e.scrollTop = e.scrollHeight; }
  window.scrollTo(0, document.body.scrollHeight); }"""
"""Scroll every scrolling section of the page to its foot."""


def test_a_turn_played_by_tapping_at_phone_width(app_url, page, screenshot) -> None:
    open_app(page, app_url, "play?play_seed=42&play_opp=2&play_level=beginner", PHONE)
    expect(page.locator(key("play_table"))).to_be_visible(timeout=WAIT)
    replay = page.locator(key("play_table*", "a[href*='play_seed=42']")).or_(
        page.locator("a[href*='/play?'][href*='play_seed=42']")
    )
    expect(replay.first).to_be_attached(timeout=WAIT)
    fits(page)
    screenshot(page, "play-table-390")

    # A turn by taps, each move made from the foot of the page (the coach's panel in view,
    # the table above it off screen): draw, tap a card, discard it, and the next draw. After
    # each, the hand and the moves open now are on screen together.
    hand, moves = page.locator(key("play_hand_box")), page.locator(key("play_do_*", "button"))

    def in_view(buttons) -> None:
        expect(hand).to_be_in_viewport(timeout=WAIT)
        expect(buttons.first).to_be_in_viewport(timeout=WAIT)

    def away(selector: str) -> None:
        """Scroll to the foot of the page (synchronously, and seen to land: a wheel event's
        scroll could land after the app's own), then make the move of ``selector``."""
        page.evaluate(FOOT)
        expect(hand).not_to_be_in_viewport(timeout=WAIT)
        with rerun(page):
            page.locator(selector).filter(visible=True).first.dispatch_event("click")

    in_view(moves)  # as dealt, before any scrolling
    # before the draw the hand cannot be tapped: shown so, and still readable
    waiting = page.locator(key("play_hand", "button"))
    expect(waiting).to_have_count(7, timeout=WAIT)
    for i in range(7):
        expect(waiting.nth(i)).to_be_disabled()
    assert min(contrast(waiting.nth(i)) for i in range(7)) >= 4.5

    box = page.locator(key("play_hint_box"))
    seen: list[str] = []
    for _ in range(3):  # each rung of the ladder says more than the last
        tap(page, key("play_hint", "button"))
        expect(box).to_be_visible(timeout=WAIT)
        text = box.inner_text()
        assert text not in seen
        seen.append(text)
    expect(page.locator(key("play_hint", "button")).first).to_be_disabled()
    expect(page.locator(key("play_hint_do"))).to_be_visible(timeout=WAIT)
    screenshot(page, "play-hint-390")

    away(key("play_do_draw-stock_*", "button"))
    cards = page.locator(key("play_hand", "button"))
    expect(cards).to_have_count(8, timeout=WAIT)
    in_view(cards)
    tap(page, key("play_hand", "button") + f" >> nth={cards.count() - 1}")
    chosen = cards.nth(cards.count() - 1)
    expect(chosen).to_have_attribute("aria-pressed", "true", timeout=WAIT)
    colour = chosen.evaluate("b => getComputedStyle(b).backgroundColor")
    assert colour == CHOSEN, colour  # the one chosen style: dark blue, with a tick
    in_view(page.locator(key("play_card_*", "button")))
    # the hand and the move it makes fit one phone screen together
    move = page.locator(key("play_card_*", "button")).first
    top, bottom = page.locator(key("play_hand")).bounding_box(), move.bounding_box()
    assert top and bottom and bottom["y"] + bottom["height"] - top["y"] <= PHONE["height"]
    screenshot(page, "play-chosen-390")
    away(key("play_card_*", "button") + " >> nth=-1")  # the discard comes last
    expect(page.locator(key("play_card_*", "button"))).to_have_count(0, timeout=WAIT)
    in_view(moves)
    away(key("play_do_draw-stock_*", "button"))
    in_view(page.locator(key("play_hand", "button")))
    no_exception(page)
    fits(page)

    # a round over: "Play again", tapped at the foot of the screen, deals a new round shown
    # from the page's top (the title and the new hand on screen)
    open_app(page, app_url, finished_round_path(), PHONE)
    again = page.locator(key("play_again", "button"))
    again.evaluate("e => e.scrollIntoView({block: 'end'})")
    expect(hand).not_to_be_in_viewport(timeout=WAIT)
    with rerun(page):
        again.click()
    expect(page.locator(key("play_result"))).to_have_count(0, timeout=WAIT)
    expect(page.locator("[data-testid='stMain'] h1")).to_be_in_viewport(timeout=WAIT)
    expect(hand).to_be_in_viewport(timeout=WAIT)
    screenshot(page, "play-again-390")


def finished_round_path() -> str:
    """The page and link of a heads-up round (seed 3) played to its end, a beginner bot in
    the learner's seat: a finished round's link carries its secret, so any server replays
    it."""
    setup, r = new_setup(Rules.preset("pagat"), 1, "beginner", 3)
    me = Bot("beginner", 1)
    while not r.over:
        action = me.choose(r)
        setup["moves"].append(r.legal_actions().index(action))
        r = advance(r.apply(action), setup)
    params = {k: v for k, v in link_params(setup).items() if k != "play_round"}
    return "play?" + urlencode(params)


CONTRAST = """e => { const lum = c => { const [r, g, b] = c.match(/\\d+/g).slice(0, 3).map(v => {
    v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const text = e.querySelector('.stMarkdownColoredText') || e.querySelector('p') || e;
  const style = getComputedStyle(e);
  let back = style.backgroundColor;
  if (back === 'rgba(0, 0, 0, 0)') back = 'rgb(255, 255, 255)';
  const [a, b] = [lum(getComputedStyle(text).color), lum(back)].sort((x, y) => y - x);
  return style.opacity === '1' ? (a + 0.05) / (b + 0.05) : 0; }"""
"""The contrast of an element's text on its background (WCAG's ratio; 0 when the element
is faded by its opacity)."""


def contrast(element) -> float:
    return float(element.evaluate(CONTRAST))
