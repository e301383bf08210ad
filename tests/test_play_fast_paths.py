"""The play-outs' fast paths give the engine's answers: a card laid off fits a table meld
exactly when the meld's mask with it is a meld's mask, and the knock a quick player within
the limit makes is one the table's judge allows."""

from __future__ import annotations

import random

import pytest

from tutor import Rules
from tutor.engine.cards import FULL_DECK
from tutor.engine.odds import fast_points
from tutor.engine.table import round_knock_limit
from tutor.play import actions as A
from tutor.play import cover, deal
from tutor.play.round import melds_in_hand
from tutor.play.search import _may_knock, fits, quick_move

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")


@pytest.mark.parametrize("ace", ["wrap", "high-or-low", "low"])
def test_a_card_fits_a_meld_exactly_when_the_masks_say_so(ace: str) -> None:
    rng = random.Random(ace)
    every = cover.every_meld(ace)
    checked = fitting = 0
    for _ in range(300):
        hand = tuple(sorted(rng.sample(FULL_DECK, 9), key=lambda c: (c.suit, c.rank)))
        for meld in melds_in_hand(hand, ace, 0)[:3] or [hand[:3]]:
            m = cover.mask_of(meld)
            for c in rng.sample(FULL_DECK, 12):
                if c in meld:
                    continue
                got = m in every and (m | cover.bit(c)) in every
                want = cover.mask_of(meld) in every and fits(meld, c, ace, 0)
                assert got == want, (meld, c)
                checked += 1
                fitting += got
    assert checked > 1000 and fitting > 20


@pytest.mark.parametrize("preset", Rules.presets())
def test_the_quick_knock_check_agrees_with_the_judge(preset: str) -> None:
    rules = Rules.preset(preset)
    asked = allowed = 0
    for seed in range(20):
        names = NAMES[: 2 + seed % 4]
        r = deal(rules, names, seed)
        limit = round_knock_limit(rules, len(names))
        while not r.over:
            p = r.to_move
            if r.phase == "draw" and fast_points(r.hand_of[p], rules) <= limit:
                ok = _may_knock(r, p)
                assert ok == (r.refusal(A.knock()) is None), (seed, r.hand_of[p])
                asked += 1
                allowed += ok
            r = r.advance(quick_move(r, names[0]))
    assert asked >= 20 and allowed >= 10, (asked, allowed)
