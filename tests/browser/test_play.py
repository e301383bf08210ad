"""Play a round in the real app at phone width (390 px), the browser's part: deal from a
link, climb the coach's hint ladder, then a turn played by tapping (draw, tap a card,
discard), each tap a run of the table's fragment alone. A whole round played to its
settlement and review is an AppTest (tests/test_app_play.py), and the bots and the coach
are model tests. Screenshots of the table and the hint land in tests/artifacts/."""

from __future__ import annotations

import pytest
from conftest import PHONE, WAIT, fits, key, no_exception, open_app, rerun, tap
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_a_turn_played_by_tapping_at_phone_width(app_url, page, screenshot) -> None:
    open_app(page, app_url, "play?play_seed=42&play_opp=2&play_level=beginner", PHONE)
    expect(page.locator(key("play_table"))).to_be_visible(timeout=WAIT)
    replay = page.locator(key("play_table*", "a[href*='play_seed=42']")).or_(
        page.locator("a[href*='/play?'][href*='play_seed=42']")
    )
    expect(replay.first).to_be_attached(timeout=WAIT)
    fits(page)
    screenshot(page, "play-table-390")

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

    # a turn by taps: draw from the stock, tap a card, discard it
    tap(page, key("play_do_draw-stock_*", "button"))
    hand = page.locator(key("play_hand", "button"))
    expect(hand).to_have_count(8, timeout=WAIT)
    labels = hand.all_inner_texts()
    tap(page, key("play_hand", "button") + f" >> nth={len(labels) - 1}")
    # the hand and the move it makes fit one phone screen together
    move = page.locator(key("play_card_*", "button")).first
    top, bottom = page.locator(key("play_hand")).bounding_box(), move.bounding_box()
    assert top and bottom and bottom["y"] + bottom["height"] - top["y"] <= PHONE["height"]
    tap(page, key("play_card_*", "button") + " >> nth=0")
    expect(page.locator(key("play_card_*", "button"))).to_have_count(0)
    no_exception(page)
    fits(page)


def test_the_hand_and_the_moves_stay_in_view_after_every_move(app_url, page) -> None:
    """At 390×844 the hand and the moves open now are on screen together after every move,
    wherever the page was scrolled when the move was made (the coach's panel read at the
    foot of the page): the draw, the tap of a card, its discard, the next draw."""
    open_app(page, app_url, "play?play_seed=42&play_opp=2&play_level=beginner", PHONE)
    hand, moves = page.locator(key("play_hand_box")), page.locator(key("play_do_*", "button"))

    def in_view(buttons) -> None:
        expect(hand).to_be_in_viewport(timeout=WAIT)
        expect(buttons.first).to_be_in_viewport(timeout=WAIT)

    def away(selector: str) -> None:
        """Make the move of ``selector`` from the foot of the page (the coach's panel in
        view, the table above it off screen)."""
        page.mouse.wheel(0, 4000)
        with rerun(page):
            page.locator(selector).filter(visible=True).first.dispatch_event("click")

    in_view(moves)
    # a turn by taps: draw, tap a card, discard it
    away(key("play_do_draw-stock_*", "button"))
    in_view(page.locator(key("play_hand", "button")))
    cards = page.locator(key("play_hand", "button"))
    tap(page, key("play_hand", "button") + f" >> nth={cards.count() - 1}")
    in_view(page.locator(key("play_card_*", "button")))
    away(key("play_card_*", "button") + " >> nth=-1")  # the discard comes last
    in_view(moves)
    # and the next turn's draw, the computer players' turns in between
    away(key("play_do_draw-stock_*", "button"))
    in_view(page.locator(key("play_hand", "button")))
    no_exception(page)
