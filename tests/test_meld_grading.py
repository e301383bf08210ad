"""Meld practice and the arrangement quiz ask for the melds to lay (rule book 3, 3.5, 6.1):
on 1,000 dealt hands of 7 and 8 cards the engine's best melds are graded right, so is every
other equally good set of melds, and the cards left over, offered as the answer, are not."""

from __future__ import annotations

from tutor.engine.arrangement import best_arrangement, grade_melds
from tutor.engine.counting import hand_points
from tutor.engine.rules import PRESETS, Rules
from tutor.teach.deal import HAND_SIZES, deal_for_arrangement

PRESET_RULES = [Rules.preset(name) for name in PRESETS]


def test_best_melds_and_equally_good_ones_are_right_the_leftover_is_not() -> None:
    others = 0
    for seed in range(1000):
        rules = PRESET_RULES[seed % len(PRESET_RULES)]
        hand = deal_for_arrangement(seed, HAND_SIZES[seed % 2], rules)
        assert len(hand) == HAND_SIZES[seed % 2]
        best = best_arrangement(hand, rules)
        right = grade_melds(hand, [m.cards for m in best.melds], rules)
        assert right.best and right.kept == tuple(c for c in hand if c in best.deadwood), seed
        assert right.count is not None and right.count.total == best.points
        for melds in best.equally_good:
            others += 1
            other = grade_melds(hand, [m.cards for m in reversed(melds)], rules)
            assert other.best, (seed, melds)
        leftover = grade_melds(hand, [best.deadwood], rules)
        assert not leftover.best, seed  # the cards to keep are not melds to lay
        nothing = grade_melds(hand, [], rules)  # right only when no meld lowers the count
        assert nothing.best == (hand_points(hand, rules).total == best.points), seed
    assert others >= 50, others


def test_sizes_are_a_hoola_hand() -> None:
    assert HAND_SIZES == (7, 8)
