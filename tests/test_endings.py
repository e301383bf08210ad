"""How a round can end (rule book 5): the verdicts, and the switches that change them."""

from __future__ import annotations

import pytest

from tutor import (
    ENDINGS,
    Card,
    Rules,
    blast,
    endings_open,
    four_sevens,
    going_out,
    knock,
    parse_cards,
    winning_draws,
)
from tutor.engine.rulebook import is_point

PAGAT = Rules.preset("pagat")
S1 = Rules.preset("s1-short")
S2 = Rules.preset("s2-casual")


# -- the Blast (§5.1) ----------------------------------------------------------------------


def test_a_15_point_blast_is_invalid_under_pagat_and_valid_under_s1() -> None:
    # S0/S2: "less than 15"; S1: "15 points or less".
    hand = "Ac 2c 3d 2h 4s Ad 2d"  # 1+2+3+2+4+1+2 = 15
    assert not blast(hand, PAGAT).allowed
    verdict = blast(hand, S1)
    assert verdict.allowed
    assert verdict.kind == "sopang"
    assert verdict.numbers["total"] == 15


def test_14_points_is_a_sopang_everywhere() -> None:
    hand = "Ac 2c 3d 2h 3s Ad 2d"  # 14
    assert blast(hand, PAGAT).allowed
    assert blast(hand, S1).allowed


def test_sevens_count_7_for_the_blast_even_when_they_count_14_in_hand() -> None:
    # S1: "For this purpose Sevens count 7 points."
    hand = "7c Ac 2d Ah As 2h Ad"  # 7+1+2+1+1+2+1 = 15
    assert blast(hand, S1).allowed
    assert not blast(hand, PAGAT).allowed  # 15 is not less than 15


def test_a_quad_counts_in_full_for_the_blast() -> None:
    verdict = blast("Kc Kd Kh Ks Qc Qd 7h", PAGAT)  # 52 + 24 + 7 = 83
    assert verdict.allowed and verdict.kind == "daepang"
    assert not blast("Kc Kd Kh Ks Qc Qd 6h", PAGAT).allowed  # 82


def test_daepang_min_switch() -> None:
    rules = PAGAT.model_copy(update={"daepang_min": 81})
    assert blast("Kc Kd Kh Ks Qc Qd 6h", rules).allowed


def test_a_blast_needs_seven_cards_and_no_meld() -> None:
    assert not blast("Ac 2c 3d", PAGAT).allowed
    assert not blast("Ac 2c 3d 2h 3s Ad 2d", PAGAT, melded=True).allowed


@pytest.mark.parametrize(
    ("hand", "none", "all_pictures", "standard"),
    [
        pytest.param("Jc Qd Kh Js Qh Kc Jd", False, True, True, id="seven pictures"),
        pytest.param("Ac 2c 3c Ad 2d 3d Ah", False, True, True, id="13 points"),
        pytest.param("Kc Kd Kh Ks Qc Qd 10h", False, False, True, id="86 points, a ten"),
    ],
)
def test_picture_cards_ten_with_picture_blast(
    hand: str, none: bool, all_pictures: bool, standard: bool
) -> None:
    # rule book 7.3: picture cards 10; then no Blast, or a major Blast needs only J/Q/K.
    tens = PAGAT.model_copy(update={"picture_cards_ten": True, "picture_blast": "none"})
    pictures = tens.model_copy(update={"picture_blast": "all-pictures"})
    assert blast(hand, tens).allowed is none
    assert blast(hand, pictures).allowed is all_pictures
    assert blast(hand, PAGAT).allowed is standard


# -- the knock (§5.2) ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("needs", "knocker_melded", "others_melded", "allowed"),
    [
        ("other-melded", False, True, True),
        ("other-melded", True, True, True),
        ("other-melded", True, False, False),
        ("other-melded", False, False, False),
        ("knocker-and-other", True, True, True),
        ("knocker-and-other", False, True, False),
        ("knocker-and-other", True, False, False),
        ("none", False, False, True),
        ("none", True, False, True),
    ],
)
def test_knock_needs_variants(
    needs: str, knocker_melded: bool, others_melded: bool, allowed: bool
) -> None:
    rules = PAGAT.model_copy(update={"knock_needs": needs})
    verdict = knock(
        "Ac 2d 3h", rules, players=3, knocker_melded=knocker_melded, others_melded=others_melded
    )
    assert verdict.allowed is allowed
    assert ("melding-not-met" in verdict.codes) is not allowed


def test_knock_needs_per_preset() -> None:
    # S0: another player melded; S1: no condition; S2: the knocker and another.
    args = {"players": 3, "knocker_melded": False, "others_melded": True}
    assert knock("Ac 2d", PAGAT, **args).allowed
    assert knock("Ac 2d", S1, **args).allowed
    assert not knock("Ac 2d", S2, **args).allowed
    args = {"players": 3, "knocker_melded": False, "others_melded": False}
    assert knock("Ac 2d", S1, **args).allowed
    assert not knock("Ac 2d", PAGAT, **args).allowed


def test_knock_limit_uses_the_settlement_count() -> None:
    args = {"players": 4, "knocker_melded": True, "others_melded": True}
    assert knock("10c", PAGAT, **args).allowed
    verdict = knock("10c Ac", PAGAT, **args)
    assert not verdict.allowed
    (over,) = verdict.failed
    assert over.code == "over-knock-limit" and over["limit"] == 10 and over["points"] == 11
    # A quad is not counted (§6.1: the same count decides the knock limit).
    assert knock("9c 9d 9h 9s 2c", PAGAT, **args).allowed
    # S1: sevens count 14 at the knock.
    assert knock("7c 2d", PAGAT, **args).allowed
    assert not knock("7c 2d", S1, **args).allowed


def test_knock_limit_table_by_player_count() -> None:
    rules = PAGAT.model_copy(update={"knock_limit": {2: 7, 3: 10, 4: 15}})
    args = {"knocker_melded": True, "others_melded": True}
    assert not knock("8c", rules, players=2, **args).allowed
    assert knock("8c", rules, players=3, **args).allowed
    assert knock("Kc 2d", rules, players=4, **args).allowed
    with pytest.raises(ValueError) as info:
        knock("8c", rules, players=5, **args)
    assert info.value.code == "knock-table-missing" and info.value["players"] == 5
    assert info.value["counts"] == (2, 3, 4)


# -- four sevens (§5.4) ----------------------------------------------------------------------


def test_four_sevens() -> None:
    assert four_sevens("7c 7d 7h 7s Kd", PAGAT).allowed
    verdict = four_sevens("7c 7d 7h Kd", PAGAT)
    assert not verdict.allowed
    assert verdict.numbers["sevens"] == 3


# -- going out and the Perfect (§4, §5.3) ---------------------------------------------------


def test_discard_to_go_out_switch_with_three_fours() -> None:
    # rule book 7.4: "a player holding for example two 4's could pick up a third 4, meld the set
    # of 4's and go out without discarding."
    hand = "4c 4d 4h"
    assert not going_out(hand, PAGAT, melded_before=True).allowed
    verdict = going_out(hand, S1, melded_before=True)
    assert verdict.allowed
    assert [str(m) for m in verdict.melds] == ["4c 4d 4h"]
    assert verdict.why[0].code == "go-out-lay" and verdict.why[0]["discard"] is None


def test_going_out_by_melding_all_eight_cards() -> None:
    hand = parse_cards("2c 2d 2h 5s 6s 7s 8s 9s")
    with_discard = going_out(hand, PAGAT)
    assert with_discard.allowed
    assert sum(len(m.cards) for m in with_discard.melds) == 7
    assert with_discard.why[0]["discard"] == Card.parse("9s")
    without = going_out(hand, S1)
    assert without.allowed
    assert sum(len(m.cards) for m in without.melds) == 8
    assert without.why[0]["discard"] is None


def test_cannot_go_out() -> None:
    verdict = going_out("2c 2d 2h 5s 6s 8s 9s 10s", PAGAT)
    assert not verdict.allowed
    assert verdict.melds == ()


def test_perfect_and_perfect_needs_all_turns() -> None:
    hand = "Ah 2h 3h Qc Qd Qh 7s 9c"
    assert going_out(hand, PAGAT).kind == "perfect"
    assert going_out(hand, PAGAT, melded_before=True).kind == "going-out"
    early = going_out(hand, PAGAT, others_had_turn=False)
    assert early.allowed and early.kind == "going-out"
    assert early.kind == "going-out" and "not-perfect-turns" in early.codes
    relaxed = PAGAT.model_copy(update={"perfect_needs_all_turns": False})
    assert going_out(hand, relaxed, others_had_turn=False).kind == "perfect"


def test_winning_draws() -> None:
    assert winning_draws("4c 4d 9s", PAGAT) == (Card(4, "h"), Card(4, "s"))
    assert winning_draws("4c 4d", PAGAT) == ()
    assert winning_draws("4c 4d", S1) == (Card(4, "h"), Card(4, "s"))


def test_endings_open_lists_every_ending_with_reasons() -> None:
    verdicts = endings_open("Ac 2c 3d 2h 3s Ad 2d", PAGAT, players=4)
    assert [v.ending for v in verdicts] == ["blast", "knock", "four-sevens", "going-out"]
    assert verdicts[0].allowed  # 14: Sopang
    assert not verdicts[1].allowed  # 14 points, over the limit
    assert all(v.why and is_point(v.point) for v in verdicts)
    assert set(ENDINGS) == {"blast", "knock", "going-out", "four-sevens", "stock"}


def test_endings_open_reports_a_possible_perfect() -> None:
    verdicts = endings_open("Ah 2h 3h Qc Qd Qh 9c", PAGAT)
    out = verdicts[-1]
    assert out.allowed and out.kind == "perfect-possible"
    assert out.numbers["draws"] > 0
    melded = endings_open("Ah 2h 3h Qc Qd Qh 9c", PAGAT, melded=True)[-1]
    assert melded.kind == "going-out-possible"


def test_one_winning_draw_is_named_not_counted_as_any_of_one() -> None:
    """Hand found by search: only the 8♣ lets it go out (7♦ 7♣ 7♠ 7♥ make a set; 6-7-8)."""
    verdicts = endings_open("7d 7c 7s 7h Kh 6d 9c", PAGAT, players=3)
    out = next(v for v in verdicts if v.ending == "going-out")
    assert out.numbers["draws"] == 1
    (draws,) = [r for r in out.why if r.code == "winning-draws"]
    assert draws["draws"] == 1 and draws["cards"] == (Card(8, "c"),)  # worded in test_reasons


def test_cannot_go_out_names_the_hand() -> None:
    v = going_out("2c 5d 9h Js Qd Kc 4s Ah", PAGAT)
    assert not v.allowed
    (why,) = v.why
    assert why.code == "cannot-go-out" and why["discard"]  # worded in test_reasons
    assert why["cards"] == parse_cards("2c 5d 9h Js Qd Kc 4s Ah")


def test_winning_draws_skip_no_draw_that_goes_out() -> None:
    """The engine lists the winning draws without trying every card on every hand; the
    list must be what trying every card gives, whatever the hand size and meld rules."""
    import random

    from tutor import FULL_DECK

    rng = random.Random(7)
    jokers = PAGAT.with_changes(jokers=1)
    rule_sets = [PAGAT, S1, S2, PAGAT.with_changes(ace="low"), jokers,
                 PAGAT.with_changes(ace="high-or-low")]  # fmt: skip
    for i in range(120):
        rules = rule_sets[i % len(rule_sets)]
        deck = [*FULL_DECK, Card.joker()] if rules.jokers else list(FULL_DECK)
        hand = tuple(rng.sample(deck, rng.randint(1, 7)))
        every = tuple(
            c for c in FULL_DECK if c not in hand and going_out((*hand, c), rules).allowed
        )
        assert winning_draws(hand, rules) == every, hand


# -- going out with lay-offs onto the table's melds (rule book 4.3, 5.3) ----------------------


def test_a_lay_off_lets_a_player_who_has_melded_go_out() -> None:
    """Holding 8♠ K♦ after drawing, with 5♠ 6♠ 7♠ on the table: the 8♠ extends the run,
    the K♦ is the discard."""
    alone = going_out("8s Kd", PAGAT, melded_before=True)
    assert not alone.allowed and alone.failed[0].code == "cannot-go-out"
    v = going_out("8s Kd", PAGAT, melded_before=True, table=["5s 6s 7s"])
    assert v.allowed and v.kind == "going-out" and v.failed == ()
    ((added, onto),) = v.layoffs
    assert added == (Card(8, "s"),) and str(onto) == "5s 6s 7s"
    (lay,) = [r for r in v.why if r.code == "go-out-lay"]
    assert lay["melds"] == () and lay["discard"] == Card(13, "d")
    assert lay["layoffs"] == (((Card(8, "s"),), onto.cards),)


def test_no_lay_off_before_a_meld_from_the_hand() -> None:
    """Rule 4.3: the same hand without a meld of one's own: the 8♠ may not be laid off, and
    the verdict names that condition as the one not met."""
    v = going_out("8s Kd", PAGAT, melded_before=False, table=["5s 6s 7s"])
    assert not v.allowed and v.kind == "cannot-go-out"
    assert [r.code for r in v.failed] == ["cannot-go-out", "lay-off-needs-meld"]
    assert v.failed[1]["cards"] == (Card(8, "s"),) and v.failed[1].point == "4.3"


def test_a_meld_laid_this_turn_opens_lay_offs_but_makes_no_perfect() -> None:
    """2♣ 2♦ 2♥ go down from the hand, then 8♠ 9♠ extend the run on the table, K♦ is
    discarded: every card goes down in this one turn with no meld before, but a Perfect is
    melding all seven cards at once (rule 5.3), and two of them were laid off."""
    v = going_out("8s 9s Kd 2c 2d 2h", PAGAT, table="5s 6s 7s")
    assert v.allowed and v.kind == "going-out" and "not-perfect-layoff" in v.codes
    assert [str(m) for m in v.melds] == ["2c 2d 2h"]
    assert [(tuple(map(str, a)), str(m)) for a, m in v.layoffs] == [(("8s", "9s"), "5s 6s 7s")]


def test_lay_offs_extend_either_end_of_a_run_and_complete_a_set() -> None:
    table = "5s 6s 7s; Qc Qd Qh"
    low = going_out("4s Kd", PAGAT, melded_before=True, table=table)
    assert low.allowed and low.layoffs[0][0] == (Card(4, "s"),)
    queen = going_out("Qs Kd", PAGAT, melded_before=True, table=table)
    assert queen.allowed and str(queen.layoffs[0][1]) == "Qc Qd Qh"
    # Not of the set's rank, not next to the run, and a set of four is full.
    assert not going_out("9s Kd", PAGAT, melded_before=True, table=table).allowed
    assert not going_out("Kc Kd", PAGAT, melded_before=True, table="Qc Qd Qh Qs").allowed
    # A lone seven takes another seven (a set) or the 6 or 8 of its suit (a run), rule 3.3.
    assert going_out("6s Kd", PAGAT, melded_before=True, table="7s").allowed
    assert going_out("8s Kd", PAGAT, melded_before=True, table="7s").allowed
    assert going_out("7c Kd", PAGAT, melded_before=True, table="7s").allowed
    assert not going_out("6h Kd", PAGAT, melded_before=True, table="7s").allowed
    assert not going_out("9s Kd", PAGAT, melded_before=True, table="7s").allowed


def test_jokers_lay_off_and_stand_in_on_the_table() -> None:
    """Rule 7.9: a joker may be laid off where it stands for a card the meld can take, and a
    run on the table with a joker is extended past it."""
    jokers = PAGAT.with_changes(jokers=1)
    v = going_out("JK Kd", jokers, melded_before=True, table="5s 6s 7s")
    assert v.allowed and v.layoffs[0][0] == (Card.joker(),)
    past = going_out("6h Kd", jokers, melded_before=True, table="3h JK 5h")
    assert past.allowed and past.layoffs[0][0] == (Card(6, "h"),)
    assert not going_out("JK Kd", jokers, melded_before=True, table="Qc Qd Qh Qs").allowed


def test_winning_draws_count_lay_offs() -> None:
    """8♠ K♦ at the start of a turn with 5♠ 6♠ 7♠ and Q♣ Q♦ Q♥ on the table: a melded player
    goes out by drawing 4♠ or 9♠ (the run takes both), Q♠ (the set), or a seven (a meld of one
    seven, then the 8♠ laid off); without a meld of one's own only the sevens do."""
    table = "5s 6s 7s; Qc Qd Qh"
    melded = winning_draws("8s Kd", PAGAT, table=table, melded_before=True)
    sevens = (Card(7, "c"), Card(7, "d"), Card(7, "h"))
    assert set(melded) == {*sevens, Card(4, "s"), Card(9, "s"), Card(12, "s")}
    assert winning_draws("8s Kd", PAGAT, table=table) == sevens
    assert winning_draws("8s Kd", PAGAT) == (Card(7, "s"),)  # 7♠ 8♠, with no table
    verdict = endings_open("8s Kd", PAGAT, melded=True, table=table)[-1]
    assert verdict.allowed and verdict.numbers["draws"] == 6
    assert endings_open("8s Kd", PAGAT, melded=True)[-1].numbers["draws"] == 1


def test_winning_draws_with_a_table_are_what_trying_every_card_gives() -> None:
    import random

    from tutor import FULL_DECK
    from tutor.engine.endings import table_melds

    table = "4h 5h 6h; 9c 9d 9s; Jc Qc Kc; 7d"
    on_table = {c for m in table_melds(table, PAGAT) for c in m.cards}
    rng = random.Random(11)
    free = [c for c in FULL_DECK if c not in on_table]
    for _ in range(40):
        hand = rng.sample(free, rng.randint(1, 7))
        for melded in (True, False):
            tried = tuple(
                c
                for c in free
                if c not in hand
                and going_out((*hand, c), PAGAT, melded_before=melded, table=table).allowed
            )
            assert winning_draws(hand, PAGAT, table=table, melded_before=melded) == tried


def test_the_table_is_checked() -> None:
    from tutor.engine.errors import CardError

    with pytest.raises(CardError) as bad:
        going_out("8s Kd", PAGAT, table="5s 6s 9s")
    assert bad.value.code == "not-a-meld"
    with pytest.raises(CardError) as twice:
        endings_open("8s Kd", PAGAT, table="6s 7s 8s")
    assert twice.value.code == "card-twice"
