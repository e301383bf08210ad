"""The play-outs' fast paths give the engine's answers: a card laid off fits a table meld
exactly when the meld's mask with it is a meld's mask, a discard can be taken exactly when
it makes a meld, a Blast and a knock are allowed exactly when the engine's verdict and the
table's judge allow them, a discard completes a Perfect exactly when the engine's
arrangement says so, and the deal shuffles as ``random.shuffle`` does."""

from __future__ import annotations

import random

import pytest

from tutor import Rules
from tutor.engine.cards import FULL_DECK, sort_cards
from tutor.engine.endings import blast
from tutor.engine.odds import fast_points
from tutor.engine.table import round_knock_limit
from tutor.play import actions as A
from tutor.play import cover, deal
from tutor.play.coach import completes_perfect
from tutor.play.model import shuffle
from tutor.play.round import fewest_open, meld_with, melds_in_hand
from tutor.play.search import can_meld, fits, may_blast, may_knock, quick_move

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
                ok = may_knock(r, p)
                assert ok == (r.refusal(A.knock()) is None), (seed, r.hand_of[p])
                asked += 1
                allowed += ok
            r = r.advance(quick_move(r, names[0]))
    assert asked >= 20 and allowed >= 10, (asked, allowed)


@pytest.mark.parametrize("preset", Rules.presets())
def test_the_quick_blast_check_agrees_with_the_engine(preset: str) -> None:
    rng = random.Random(preset)
    found = 0
    for pictures, blasts in ((False, "none"), (True, "none"), (True, "all-pictures")):
        rules = Rules.preset(preset).with_changes(picture_cards_ten=pictures, picture_blast=blasts)
        for i in range(300):
            ranks = (1, 2, 3, 4) if i % 3 == 0 else (9, 10, 11, 12, 13) if i % 3 == 1 else None
            pool = [c for c in FULL_DECK if ranks is None or c.rank in ranks]
            pool += rng.sample(FULL_DECK, 4 if i % 2 else 0)
            hand = tuple(rng.sample(list(dict.fromkeys(pool)), 7))
            allowed = blast(hand, rules).allowed
            assert may_blast(hand, rules) == allowed, (hand, rules.picture_cards_ten)
            found += allowed
    assert found >= 5, found


@pytest.mark.parametrize("ace", ["wrap", "high-or-low", "low"])
def test_a_card_makes_a_meld_exactly_when_the_engine_finds_one(ace: str) -> None:
    rng = random.Random(f"meld:{ace}")
    rules = Rules(ace=ace)
    made = 0
    for i in range(600):
        hand = rng.sample(FULL_DECK, rng.randint(1, 9))
        card = rng.choice([c for c in FULL_DECK if c not in hand])
        keep = i % 2
        got = can_meld(card, hand, rules, keep)
        assert got == bool(meld_with(card, hand, rules, keep)), (hand, card, keep)
        made += got
    assert made > 50, made


def test_the_deal_shuffles_as_random_shuffle_does() -> None:
    for seed in range(200):
        mine, theirs = random.Random(seed), random.Random(seed)
        cards = list(FULL_DECK[: 1 + seed % 52])
        expected = list(cards)
        shuffle(cards, mine)
        theirs.shuffle(expected)
        assert cards == expected
        assert mine.random() == theirs.random()  # the same bits used


@pytest.mark.parametrize("discard", [True, False])
def test_a_perfect_by_masks_is_the_engines_perfect(discard: bool) -> None:
    rng = random.Random(f"perfect:{discard}")
    rules = Rules(discard_to_go_out=discard)
    found = 0
    for i in range(400):
        base = [c for c in FULL_DECK if c.suit in "hs" and 3 <= c.rank <= 9]
        held = tuple(rng.sample(base if i % 2 else list(FULL_DECK), rng.randint(5, 8)))
        card = rng.choice([c for c in base if c not in held])
        full = sort_cards((*held, card))
        want = fewest_open(full, rules.ace, 0) == 0 and not discard
        want = want or any(
            fewest_open(full[:j] + full[j + 1 :], rules.ace, 0) == 0
            for j, c in enumerate(full)
            if c != card
        )
        assert completes_perfect(held, card, rules) == want, (held, card)
        found += want
    assert found >= 10, found
