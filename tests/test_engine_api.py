"""Rule helpers the app and the practice table take from the engine's public API (issue 11:
no page or layer reaches into the engine's private names)."""

from __future__ import annotations

import pytest

from tutor.engine import fewest_unmelded, split_jokers
from tutor.engine.cards import Card, parse_cards
from tutor.engine.errors import HoolaError
from tutor.engine.rules import Rules
from tutor.play.round import deal, max_opponents

PAGAT = Rules.preset("pagat")
JOKERS = PAGAT.with_changes(jokers=2)


def test_max_opponents_follows_the_table_size() -> None:
    """At most five at the table (rule 1.1), seven with the six-or-seven variant (7.6)."""
    assert max_opponents(PAGAT) == 4
    seven = PAGAT.with_changes(six_seven_players=True)
    assert max_opponents(seven) == 6
    for rules in (PAGAT, seven):
        names = ["Me", *(f"Bot{i}" for i in range(max_opponents(rules)))]
        assert len(deal(rules, names, seed=1).players) == len(names)
        with pytest.raises(HoolaError):
            deal(rules, [*names, "One too many"], seed=1)


@pytest.mark.parametrize(
    ("hand", "left"),
    [
        ("3h 4h 5h Kc", 1),  # the run melds, the King stays
        ("Kc Qd", 2),
        ("7h", 0),  # a seven melds alone (rule 3.3)
        ("3h 4h 5h 4c 4d", 2),  # the run or the set of 4s, not both (rule 3.5)
        ("", 0),
    ],
)
def test_fewest_unmelded_counts_the_cards_no_meld_takes(hand: str, left: int) -> None:
    assert fewest_unmelded(hand, PAGAT) == left


def test_a_joker_not_laid_counts_as_a_card_left() -> None:
    joker = Card.joker()
    assert fewest_unmelded([*parse_cards("Kc Kd"), joker], JOKERS) == 0  # K K + joker
    assert fewest_unmelded([*parse_cards("Kc"), joker], JOKERS) == 2  # no meld of two


def test_split_jokers_sorts_the_real_cards_by_suit_and_counts_the_jokers() -> None:
    naturals, jokers = split_jokers([*parse_cards("Kc 2h 2c"), Card.joker()], JOKERS)
    assert naturals == parse_cards("2c Kc 2h") and jokers == 1
