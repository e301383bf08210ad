"""Play a round in the real app at phone width (390 px): deal from a link, ask the coach
for every step of a hint, then play by tapping (draw, tap a card, discard) until the round
ends (the hand and its moves on one screen each time), and check the settlement and the
graded review. Screenshots of the table, the hint and the
review land in tests/artifacts/."""

from __future__ import annotations

import re

import pytest
from conftest import WAIT
from playwright.sync_api import expect

from tutor.engine import ENDINGS
from tutor.engine.explain.play import outcome_title

pytestmark = pytest.mark.browser

FRESH = ":not([data-stale='true'])"  # Streamlit marks elements of the last run as stale


def live(key: str, inner: str = "") -> str:
    """A selector for the element with this key (or key prefix), drawn in this run."""
    return f"[class*='st-key-{key}']{FRESH}" + (f" {inner}" if inner else "")


def test_a_round_played_by_tapping_at_phone_width(app_url, page, screenshot) -> None:  # noqa: ANN001
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{app_url}/play?play_seed=42&play_opp=2&play_level=beginner")
    expect(page.get_by_role("heading", name="Play a round")).to_be_visible(timeout=WAIT)
    table = page.locator(live("play_table"))
    expect(table).to_be_visible(timeout=WAIT)
    expect(table).to_contain_text("Stock")
    expect(table).to_contain_text("Play goes")  # the seats in order, the direction drawn
    assert page.locator('[data-testid="stException"]').count() == 0
    replay = page.get_by_role("link", name="Replay this deal and your moves")
    expect(replay).to_be_visible(timeout=WAIT)
    href = replay.get_attribute("href") or ""
    assert "/play?" in href and "play_seed=42" in href
    screenshot(page, "play-table-390")

    hint = page.locator(live("play_hint", "button")).first
    box = page.locator(live("play_hint_box"))
    hint.click()
    expect(box).to_be_visible(timeout=WAIT)
    first = box.inner_text()
    hint.click()
    expect(box).not_to_have_text(first, timeout=WAIT)
    second = box.inner_text()
    hint.click()
    expect(box).not_to_have_text(second, timeout=WAIT)
    expect(page.locator(live("play_hint_do"))).to_be_visible(timeout=WAIT)
    screenshot(page, "play-hint-390")

    result = page.locator(live("play_result"))
    draw = page.locator(live("play_do_draw-stock", "button"))
    ends = ("go-out", "blast", "four-sevens", "pass", "stay-in")
    ending = page.locator(", ".join(live(f"play_do_{k}", "button") for k in ends))
    hand = page.locator(live("play_hand"))
    anything = result.or_(draw).or_(ending).or_(hand).first
    for _ in range(60):
        expect(anything).to_be_visible(timeout=WAIT)
        if result.count():
            break
        if ending.count():
            ending.first.click()
            continue
        if draw.count():
            draw.first.click()
            expect(hand).to_be_visible(timeout=WAIT)
        # tap the highest card that is not a seven and throw it
        pills = hand.locator("button")
        expect(pills.first).to_be_visible(timeout=WAIT)
        labels = pills.all_inner_texts()
        pick = max(i for i, t in enumerate(labels) if not t.strip().startswith("7"))
        pills.nth(pick).click()
        throw = page.locator(live("play_card_", "button"), has_text=re.compile("^Discard"))
        expect(throw.first).to_be_visible(timeout=WAIT)
        # the hand and the move it makes fit one phone screen together
        top, bottom = hand.bounding_box(), throw.first.bounding_box()
        assert top and bottom and bottom["y"] + bottom["height"] - top["y"] <= 844
        throw.first.click()
        expect(throw).to_have_count(0, timeout=WAIT)
    expect(result).to_be_visible(timeout=WAIT)
    # the round's end, in the explainer's words: how it ended (whatever the deal brought)
    titles = {outcome_title(e, p) for e in ENDINGS for p in (False, e == "going-out")}
    expect(result).to_contain_text(re.compile("|".join(map(re.escape, sorted(titles)))))
    review = page.locator(live("play_review"))
    expect(review).to_contain_text("Review")
    page.get_by_role("button", name="Grade my decisions").click()  # every decision graded
    expect(review).to_contain_text(re.compile(r"decisions?"), timeout=3 * WAIT)
    expect(review).to_contain_text("Marks by the stakes", timeout=WAIT)
    expect(page.get_by_role("button", name="Play again")).to_be_visible()
    assert page.locator('[data-testid="stException"]').count() == 0
    review.scroll_into_view_if_needed()
    screenshot(page, "play-review-390")
