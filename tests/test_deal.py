"""Hands dealt from a seed for the practice pages (tutor.teach.deal)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import parse_cards
from tutor.engine.rules import Rules
from tutor.teach.deal import deal, deal_for_arrangement, is_instructive

PRESETS = list(Rules.presets())


@given(st.integers(0, 10**9), st.integers(7, 14), st.sampled_from(PRESETS), st.integers(0, 2))
def test_same_seed_same_hand_from_one_deck(seed: int, size: int, preset: str, jokers: int):
    rules = Rules.preset(preset).model_copy(update={"jokers": jokers})
    for dealer in (deal, deal_for_arrangement):
        hand = dealer(seed, size, rules)
        assert hand == dealer(seed, size, rules)
        assert len(hand) == size
        real = [c for c in hand if not c.is_joker]
        assert len(set(real)) == len(real)
        assert len(hand) - len(real) <= jokers


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("size", [7, 10, 14])
def test_arrangement_hands_have_a_meld_to_find_and_points_left(preset: str, size: int):
    rules = Rules.preset(preset)
    for seed in range(150):
        hand = deal_for_arrangement(seed, size, rules)
        best = best_arrangement(hand, rules)
        assert best.deadwood, (seed, hand)
        assert any(len(m.cards) >= 3 for m in best.melds), (seed, hand)


def test_is_instructive_refuses_hands_with_nothing_to_arrange():
    rules = Rules.preset("pagat")
    assert not is_instructive((), rules)
    assert not is_instructive(parse_cards("2c 4d 6h 8s 10c Qd Kh"), rules)  # no meld at all
    assert not is_instructive(parse_cards("7c 2d 4h 9s Jc Kd 3h"), rules)  # only a lone seven
    assert not is_instructive(parse_cards("3c 4c 5c 9d 9h 9s 7h"), rules)  # everything melds
    assert is_instructive(parse_cards("3c 4c 5c 9d Jh Ks 2h"), rules)
