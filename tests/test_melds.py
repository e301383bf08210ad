"""Melds: sets, runs, the special sevens, the ace switch and jokers (rule book 3, 7.9)."""

from __future__ import annotations

import pytest

from tutor import Card, Meld, Rules, best_arrangement, check_meld, parse_cards
from tutor.engine.inputs import quote
from tutor.words.engine import sentences

PAGAT = Rules.preset("pagat")
WRAP, HIGH_OR_LOW, LOW = (
    PAGAT.model_copy(update={"ace": a}) for a in ("wrap", "high-or-low", "low")
)
ONE_JOKER = PAGAT.model_copy(update={"jokers": 1})
TWO_JOKERS = PAGAT.model_copy(update={"jokers": 2})


# -- the sources' worked examples ----------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "kind"),
    [
        pytest.param("Ah 2h 3h", "run", id="S0 A-2-3"),
        pytest.param("Qc Qd Qh", "set", id="S0 Q-Q-Q"),
        pytest.param("10s Js Qs Ks", "run", id="S0 10-J-Q-K"),
        pytest.param("7d", "seven", id="S0 7"),
        pytest.param("6c 7c", "run", id="S0 6-7"),
        pytest.param("7s 8s", "run", id="S0 7-8"),
        pytest.param("7h 7c", "set", id="S0 7-7"),
        pytest.param("Kh Ah 2h", "run", id="S0/S1 K-A-2 wraps"),
        pytest.param("Qh Kh Ah", "run", id="S0 Q-K-A"),
        pytest.param("2c 2d 2h", "set", id="S1 2-2-2"),
        pytest.param("2s 3s 4s", "run", id="S1 2-3-4 of spades"),
    ],
)
def test_valid_melds_from_the_sources(cards: str, kind: str) -> None:
    check = check_meld(cards, PAGAT)
    assert check.valid, sentences(check.why)
    assert check.kind == kind
    assert check.meld is not None and check.meld.kind == kind
    assert sorted(check.meld.cards) == sorted(parse_cards(cards))
    assert sentences(check.why)


def test_s1_k_a_2_is_valid_under_the_s1_preset() -> None:
    # S1: "A run can 'wrap', meaning that K-A-2 is valid."
    assert check_meld("Ks As 2s", Rules.preset("s1-short")).valid


def test_s0_3_4_5_plus_two_fours_is_a_run_or_a_set_not_both() -> None:
    # S0: "If you have 3-4-5-4-4 you can form either a sequence meld 3-4-5 or a set of
    # fours, but not both." The best arrangement therefore leaves 8 points.
    assert not check_meld("3h 4h 5h 4c 4d", PAGAT).valid
    assert check_meld("3h 4h 5h", PAGAT).valid
    assert check_meld("4c 4d 4h", PAGAT).valid
    arr = best_arrangement("3h 4h 5h 4c 4d", PAGAT)
    assert arr.points == 8
    assert len(arr.melds) == 1
    assert len(arr.melds[0].cards) == 3
    assert len(arr.deadwood) == 2


def test_s2_two_sevens_make_a_set_and_a_seven_run_needs_two_cards() -> None:
    # S2: "When played as a set only two 7s are needed, and if making a sequence and using
    # a 7 only 2 cards of the same suit in consecutive order are needed."
    assert check_meld("7c 7s", PAGAT).kind == "set"
    assert check_meld("7c 7d 7h 7s", PAGAT).kind == "set"
    assert check_meld("6d 7d", PAGAT).kind == "run"
    assert check_meld("5d 6d 7d", PAGAT).kind == "run"


# -- invalid groups, with the reason ---------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "code", "needs"),
    [
        ("5c", "single-not-seven", None),
        ("Qc Qd", "set-too-short", None),
        ("2h 3h", "run-too-short", None),
        ("6h 8h", "run-gap", "7h"),
        ("6h 7d", "mixed", None),
        ("3h 4c 5h", "mixed", None),
        ("6c 8c 9c", "run-gap", "7c"),
        ("Ah 2h 4h", "run-gap", "3h"),
        ("", "no-cards", None),
    ],
)
def test_invalid_groups_say_why(cards: str, code: str, needs: str | None) -> None:
    check = check_meld(cards, PAGAT)
    assert not check.valid
    assert check.kind is None and check.meld is None
    assert check.code == code
    if needs:
        assert check.why[0]["needs"] == parse_cards(needs)


def test_a_set_has_at_most_four_cards() -> None:
    check = check_meld("5c 5d 5h 5s JK", ONE_JOKER)
    assert not check.valid
    assert check.code == "set-too-long" and check.why[0]["size"] == 5
    # Three real cards and two jokers: five cards, not a set either.
    check = check_meld("5c 5d 5h JK JK", TWO_JOKERS)
    assert not check.valid


def test_a_run_may_hold_all_thirteen_ranks() -> None:
    cards = [Card(r, "d") for r in range(1, 14)]
    assert check_meld(cards, PAGAT).valid
    assert check_meld(cards, LOW).valid


def test_check_meld_accepts_cards_as_well_as_text() -> None:
    assert check_meld(parse_cards("9c 10c Jc"), PAGAT).valid


def test_a_bad_card_in_text_raises_value_error() -> None:
    with pytest.raises(ValueError) as info:
        check_meld("9x 10c Jc", PAGAT)
    assert info.value.code == "not-a-suit" and info.value["token"] == quote("9x")


def test_meld_parse() -> None:
    meld = Meld.parse("Qc Qd Qh")
    assert meld.kind == "set" and str(meld) == "Qc Qd Qh"
    assert meld.pretty == "Q♣ Q♦ Q♥"
    with pytest.raises(ValueError) as info:
        Meld.parse("Qc Qd")
    assert info.value.code == "not-a-meld" and info.value["why"].code == "set-too-short"


def test_run_cards_come_back_in_order() -> None:
    check = check_meld("2h Kh Ah", PAGAT)
    assert str(check.meld) == "Kh Ah 2h"


# -- the ace switch (rule book 3, rule book 7.5) ------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "wrap", "high_or_low", "low"),
    [
        pytest.param("Ah 2h 3h", True, True, True, id="A-2-3"),
        pytest.param("Qh Kh Ah", True, True, False, id="Q-K-A"),
        pytest.param("Kh Ah 2h", True, False, False, id="K-A-2"),
        pytest.param("Jh Qh Kh Ah 2h", True, False, False, id="J-Q-K-A-2"),
        pytest.param("10h Jh Qh Kh Ah", True, True, False, id="10-J-Q-K-A"),
        pytest.param("Jh Qh Kh", True, True, True, id="J-Q-K"),
    ],
)
def test_ace_switch_changes_exactly_the_runs_it_should(
    cards: str, wrap: bool, high_or_low: bool, low: bool
) -> None:
    assert check_meld(cards, WRAP).valid is wrap
    assert check_meld(cards, HIGH_OR_LOW).valid is high_or_low
    assert check_meld(cards, LOW).valid is low


def test_ace_switch_reasons() -> None:
    assert check_meld("Qh Kh Ah", LOW).code == "ace-low-only"
    assert check_meld("Kh Ah 2h", HIGH_OR_LOW).code == "no-round-the-corner"
    assert sentences(check_meld("Qh Kh Ah", LOW).why) == (  # one rendered sentence
        "Q♥ K♥ A♥ needs the Ace high or around the corner, but under these rules the Ace "
        "counts only low (A-2-3).",
    )


def test_ace_switch_in_best_arrangement() -> None:
    hand = "Kh Ah 2h 9c"
    assert best_arrangement(hand, WRAP).points == 9
    assert best_arrangement(hand, HIGH_OR_LOW).points == 9 + 13 + 1 + 2


# -- jokers (rule book 7.9) ------------------------------------------------------------------


def test_a_joker_completes_a_set_and_a_run() -> None:
    check = check_meld("Qc JK Qh", ONE_JOKER)
    assert check.valid and check.kind == "set"
    assert check.meld is not None
    stands = [c for c in check.meld.stands_for if c is not None]
    assert len(stands) == 1 and stands[0].rank == 12
    check = check_meld("5h JK 7h", ONE_JOKER)
    assert check.valid and check.kind == "run"
    assert check.meld is not None
    assert Card(6, "h") in check.meld.stands_for
    assert check.why[1].code == "joker-stands-for" and check.why[1]["cards"] == (Card(6, "h"),)


def test_jokers_not_in_play_do_not_meld() -> None:
    check = check_meld("Qc JK Qh", PAGAT)
    assert not check.valid
    assert check.code == "jokers-not-in-play"
    check = check_meld("Qc JK JK", ONE_JOKER)
    assert not check.valid and check.code == "too-many-jokers"
    assert check.why[0].numbers == {"allowed": 1, "chosen": 2}


def test_jokers_alone_are_no_meld() -> None:
    check = check_meld("JK JK", TWO_JOKERS)
    assert not check.valid
    assert check.code == "joker-only"


def test_two_jokers_fill_a_run() -> None:
    assert check_meld("3s JK JK 6s", TWO_JOKERS).valid
    assert check_meld("3s JK 6s", ONE_JOKER).valid is False
    assert check_meld("9d JK JK", TWO_JOKERS).valid


def test_a_lone_seven_is_a_kind_of_its_own_everywhere() -> None:
    """Rule 3.3: a seven laid alone is a lone seven, neither a set nor a run."""
    check = check_meld(parse_cards("7h"), PAGAT)
    assert check.valid and check.kind == "seven" and check.meld.kind == "seven"
    assert check.code == "single-seven" and check.why[0]["cards"] == (Card(7, "h"),)
    assert sentences(check.why) == (  # rendered
        "7♥ is a lone seven: a seven may be laid alone, a meld of its own kind.",
    )
    assert check_meld(parse_cards("7h 7c"), PAGAT).kind == "set"
    assert check_meld(parse_cards("6h 7h"), PAGAT).kind == "run"
    arr = best_arrangement(parse_cards("7h 2c 9d Kc 4s 5h 6d"), PAGAT)
    lay = arr.why[0]
    assert lay.code == "lay-meld" and lay["kind"] == "seven" and lay["cards"] == (Card(7, "h"),)
    assert sentences(arr.why)[0] == "Lay the lone seven 7♥."  # rendered
    assert all(m.kind == "seven" for m in arr.melds if len(m.cards) == 1)


def test_neither_set_nor_run_compares_cards_that_really_differ() -> None:
    check = check_meld(parse_cards("4c 4d 5c"), PAGAT)
    assert check.code == "mixed"
    # The rendered sentence pairs 4♣ with 5♣ for the rank (not 4♦, of the same rank) and
    # 4♣ with 4♦ for the suit (not 5♣, of the same suit).
    assert sentences(check.why) == (
        "4♣ 4♦ 5♣ is neither a set nor a run: a set needs one rank, but 4♣ and 5♣ differ in "
        "rank; a run needs one suit, but 4♣ is clubs and 4♦ is diamonds.",
    )
