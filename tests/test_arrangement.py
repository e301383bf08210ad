"""Counting a hand (rule book 2, 6.1) and a hand's best arrangement (§3)."""

from __future__ import annotations

from collections import Counter

import pytest

from tutor import (
    Card,
    Rules,
    best_arrangement,
    blast_total,
    can_meld_all,
    check_meld,
    hand_points,
    parse_cards,
)
from tutor.words.engine import sentences

PAGAT = Rules.preset("pagat")
S1 = Rules.preset("s1-short")


def points(text: str, rules: Rules = PAGAT) -> int:
    return hand_points(parse_cards(text, rules), rules).total


# -- the sources' counting examples ----------------------------------------------------------


def test_s0_quad_is_not_counted() -> None:
    # S0: "For example 2-4-5-9-9-9-9 counts as only 11 points, not 47."
    count = hand_points(parse_cards("2c 4d 5h 9c 9d 9h 9s"), PAGAT)
    assert count.total == 11
    assert count.quads == (9,)
    assert "quad-not-counted" in {r.code for r in count.why}
    assert int(count) == 11


def test_s2_quad_is_not_counted() -> None:
    # S2: "if you held a 4, 6, 2, 2, 2, and 2 your hand score would only be 10."
    assert points("4c 6d 2c 2d 2h 2s") == 10


def test_the_blast_total_counts_a_quad_in_full() -> None:
    # rule book 5.1 / 6.1: only the Blast test uses the raw total.
    assert blast_total(parse_cards("2c 4d 5h 9c 9d 9h 9s"), PAGAT).total == 47


# -- card values and the counting switches -----------------------------------------------------


def test_card_values() -> None:
    # rule book 2 (S0, S1, S2): Ace 1, 2-10 face value, J 11, Q 12, K 13.
    assert points("Ac") == 1
    assert points("10d") == 10
    assert points("Jc Qd Kh") == 36
    assert points("") == 0


def test_seven_in_hand_switch_changes_points() -> None:
    # S1: sevens "worth 14 points when they remain in a player's hand".
    assert points("7c 2d") == 9
    assert points("7c 2d", S1) == 16
    assert points("7c 2d", PAGAT.model_copy(update={"seven_in_hand": 14})) == 16
    # The Blast total keeps a seven at 7 either way (S1: "For this purpose Sevens count 7").
    assert blast_total(parse_cards("7c 2d"), S1).total == 9


def test_four_sevens_in_hand_are_a_quad() -> None:
    assert points("7c 7d 7h 7s 3c", S1) == 3


def test_picture_cards_ten() -> None:
    # rule book 7.3: picture cards count 10 each.
    rules = PAGAT.model_copy(update={"picture_cards_ten": True})
    assert points("Jc Qd Kh 5s", rules) == 35
    assert points("Jc Qd Kh 5s") == 41
    assert blast_total(parse_cards("Jc Qd Kh 5s"), rules).total == 35


@pytest.mark.parametrize(
    ("option", "one", "two"),
    [
        # rule book 7.9, hand 3 + 5 = 8 besides the jokers.
        pytest.param("double", 16, 32, id="0 and doubles (two x4)"),
        pytest.param("quintuple", 40, 200, id="0 and x5"),
        pytest.param("zero", 8, 8, id="0 no effect"),
        pytest.param("fourteen-triple", 14 + 24, 28 + 72, id="14 and triples (two 28 and x9)"),
        pytest.param("twenty", 28, 48, id="20"),
        pytest.param("thirty", 38, 68, id="30"),
    ],
)
def test_joker_in_hand_options(option: str, one: int, two: int) -> None:
    rules = PAGAT.model_copy(update={"jokers": 2, "joker_in_hand": option})
    assert points("3c 5d JK", rules) == one
    assert points("3c 5d JK JK", rules) == two
    count = hand_points(parse_cards("3c 5d JK", rules), rules)
    assert count.jokers == 1
    assert count.why[-1].code == "total" and count.why[-1]["total"] == one


# -- best arrangement --------------------------------------------------------------------------


def check_arrangement(text: str, rules: Rules) -> None:
    """The arrangement's melds are valid and disjoint, drawn from the hand, and its points
    are the count of its deadwood."""
    hand = parse_cards(text, rules)
    arr = best_arrangement(hand, rules)
    used: list[Card] = []
    for meld in arr.melds:
        assert check_meld(meld.cards, rules).valid, meld
        used.extend(meld.cards)
    assert Counter(used) + Counter(arr.deadwood) == Counter(hand)
    assert arr.points == hand_points(arr.deadwood, rules).total == arr.count.total


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("3h 4h 5h 4c 4d", 8),  # S0: the run or the set of fours, not both
        ("2c 4d 5h 9c 9d 9h 9s", 11),  # S0: the quad is melded or not counted: 11 either way
        ("7c 7d 7h 7s", 0),
        ("Ah 2h 3h Qc Qd Qh 7s", 0),
        ("Kh Ah 2h 5c", 5),
        ("6h 7h 8h 8c 8d", 0),  # 6-7 and 8-8-8
        ("2c 5d 9h Js", 27),
        ("", 0),
    ],
)
def test_best_arrangement_points(text: str, expected: int) -> None:
    arr = best_arrangement(text, PAGAT)
    assert arr.points == expected
    check_arrangement(text, PAGAT)


def test_best_arrangement_uses_the_seven_switch() -> None:
    # 5-6-7 of hearts or 6-7 + 5 in hand: with sevens melded the seven counts nothing.
    assert best_arrangement("5h 6h 7h 9c", S1).points == 9
    assert best_arrangement("7h 9c", S1).points == 9


def test_best_arrangement_melds_a_joker_that_would_double_the_hand() -> None:
    rules = PAGAT.model_copy(update={"jokers": 1})
    arr = best_arrangement("Qc Qd JK 2h 9s", rules)
    assert arr.points == 11
    assert any(c.is_joker for m in arr.melds for c in m.cards)
    check_arrangement("Qc Qd JK 2h 9s", rules)


def test_best_arrangement_with_a_joker_worth_points_in_hand() -> None:
    rules = PAGAT.model_copy(update={"jokers": 2, "joker_in_hand": "thirty"})
    arr = best_arrangement("JK JK 9c", rules)
    assert arr.points == 0  # 9 with two jokers is a run or a set
    check_arrangement("JK JK 9c", rules)


def test_best_arrangement_explains_itself() -> None:
    arr = best_arrangement("3h 4h 5h 4c 4d", PAGAT)
    codes = [r.code for r in arr.why]
    assert codes == [
        "lay-meld",
        "left-in-hand",
        "counted",
        "total",
        "fewest-points",
        "equally-good",
    ]
    lay, left, counted, total = arr.why[:4]
    assert lay["cards"] == arr.melds[0].cards and left["cards"] == arr.deadwood
    assert counted["values"] == (3, 5) and total["total"] == arr.points == 8
    assert len(sentences(arr.why)) == len(arr.why)  # each reason worded, in order
    none = best_arrangement("2c 5d", PAGAT)
    assert none.why[0].code == "no-meld"


def test_best_arrangement_is_deterministic() -> None:
    a = best_arrangement("3h 4h 5h 4c 4d 6h 4s", PAGAT)
    b = best_arrangement("4s 6h 4d 4c 5h 4h 3h", PAGAT)
    assert a.points == b.points == 0
    assert [str(m) for m in a.melds] == [str(m) for m in b.melds]


def test_can_meld_all() -> None:
    melds = can_meld_all("Ah 2h 3h Qc Qd Qh 7s", PAGAT)
    assert melds is not None
    assert Counter(c for m in melds for c in m.cards) == Counter(
        parse_cards("Ah 2h 3h Qc Qd Qh 7s")
    )
    assert can_meld_all("Ah 2h 3h Qc Qd 7s", PAGAT) is None
    assert can_meld_all("Kh Ah 2h", PAGAT.model_copy(update={"ace": "low"})) is None


def test_an_equally_good_arrangement_is_named_and_shown() -> None:
    """3-4-5 of hearts and two more fours: the run or the set of fours leaves 8 either way
    (rule 3.5), so the arrangement carries the other one as data, and says so."""
    rules = Rules.preset("pagat")
    arr = best_arrangement(parse_cards("3h 4h 5h 4c 4d"), rules)
    assert arr.points == 8
    (other,) = arr.equally_good
    assert {m.kind for m in other} | {m.kind for m in arr.melds} == {"run", "set"}
    left = [c for c in parse_cards("3h 4h 5h 4c 4d") if all(c not in m.cards for m in other)]
    assert hand_points(left, rules).total == 8  # the other way leaves as few points
    (same,) = [r for r in arr.why if r.code == "equally-good"]
    assert same["melds"] == tuple(m.cards for m in other) and same["points"] == 8
    single = best_arrangement(parse_cards("3h 4h 5h 9c Kd"), rules)
    assert single.equally_good == ()
    assert "equally-good" not in {r.code for r in single.why}
