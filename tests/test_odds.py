"""The engine's odds (tutor/engine/odds.py) on small positions worked by hand: the count of
a hand, the undercut chance of a knock (every deal counted, and sampled within its interval
of the count), a card's partner groups, and what a discard may feed the next player, with
and without what their passes showed."""

from __future__ import annotations

import math

import pytest

from tutor import Card, Rules, parse_cards
from tutor.engine.odds import (
    NextHands,
    fast_points,
    partner_groups,
    undercut_chance,
    undercut_exact,
    wilson,
)

PAGAT = Rules.preset("pagat")  # Ace wraps, no jokers, a seven in hand counts 7
JOKER = PAGAT.with_changes(jokers=1)  # a joker in hand doubles the count (joker_in_hand: double)


def C(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def groups(card: str, rules: Rules) -> set[str]:
    return {" ".join(str(c) for c in sorted(g)) for g in partner_groups(C(card)[0], rules)}


# -- the count of a hand -----------------------------------------------------------------------
def test_the_count_leaves_out_a_quad_and_doubles_for_a_joker() -> None:
    assert fast_points(C("Kc Kd Kh Ks 7c 2d"), PAGAT) == 9  # four kings not counted: 7 + 2
    assert fast_points(C("3c 4d"), PAGAT) == 7
    assert fast_points((*C("3c 4d"), Card.joker()), JOKER) == 14  # 7, doubled; the joker 0
    assert fast_points((), PAGAT) == 0


# -- undercuts ---------------------------------------------------------------------------------
def test_the_undercut_counted_over_every_deal_by_hand() -> None:
    # One other player holds two of 2c 3d Kh Qs (6 hands): a knock with 5 points is
    # undercut only by 2c 3d (5 points).
    est = undercut_exact(5, C("2c 3d Kh Qs"), [2], PAGAT)
    assert (est.hits, est.samples, est.exact) == (1, 6, True)
    assert est.p == est.low == est.high == pytest.approx(1 / 6)
    # Two players with one card each from Ac 9d Kh (6 deals): one of them holds Ac, 1
    # point, in 4 deals; with 9 points 9d undercuts too, so every deal.
    assert (undercut_exact(1, C("Ac 9d Kh"), [1, 1], PAGAT).hits, 6) == (4, 6)
    assert undercut_exact(9, C("Ac 9d Kh"), [1, 1], PAGAT).p == 1.0
    # With no other hand nobody undercuts.
    assert undercut_exact(3, C("Ac 9d"), [], PAGAT).hits == 0


def test_the_sampled_undercut_lies_within_its_interval_of_the_count() -> None:
    unseen = C("Ac 2d 3h 4s 6c 8d 9h 10s Jc Qd")
    exact = undercut_exact(8, unseen, [2, 2], PAGAT)
    assert exact.samples == math.comb(10, 2) * math.comb(8, 2) and 0 < exact.p < 1
    sampled = undercut_chance(8, unseen, [2, 2], PAGAT, samples=2000, seed=3)
    assert not sampled.exact and sampled.samples == 2000
    assert sampled.low < sampled.p < sampled.high
    assert sampled.low <= exact.p <= sampled.high
    assert undercut_chance(8, unseen, [2, 2], PAGAT, 2000, seed=3) == sampled  # the seed fixes it


def test_more_cards_to_deal_than_are_unseen_is_refused() -> None:
    with pytest.raises(ValueError) as info:
        undercut_chance(5, C("Ac 2d"), [3], PAGAT)
    assert (info.value.code, info.value["need"], info.value["unseen"]) == ("too-few-unseen", 3, 2)


def test_wilson_brackets_the_rate_and_narrows_with_more_samples() -> None:
    low, high = wilson(20, 100)
    assert low < 0.2 < high
    low2, high2 = wilson(200, 1000)
    assert high2 - low2 < high - low
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(0, 50)[0] == 0.0 and wilson(50, 50)[1] == 1.0


# -- partners ----------------------------------------------------------------------------------
def test_the_partner_groups_of_a_king_under_each_ace_rule() -> None:
    sets = {"Kc Kh", "Kc Ks", "Kh Ks"}
    assert groups("Kd", PAGAT) == sets | {"Jd Qd", "Ad Qd", "Ad 2d"}  # Q-K-A and K-A-2 wrap
    assert groups("Kd", PAGAT.with_changes(ace="high-or-low")) == sets | {"Jd Qd", "Ad Qd"}
    assert groups("Kd", PAGAT.with_changes(ace="low")) == sets | {"Jd Qd"}


def test_a_seven_melds_alone_and_a_six_needs_only_the_seven() -> None:
    assert partner_groups(C("7h")[0], PAGAT) == (frozenset(),)
    # 6-7 of one suit is a run (rule 3.3), so 5s 7s or 7s 8s are never the smallest.
    assert groups("6s", PAGAT) == {"7s", "4s 5s", "6c 6d", "6c 6h", "6d 6h"}


def test_with_a_joker_a_group_may_hold_one_joker() -> None:
    got = groups("Kd", JOKER)
    assert groups("Kd", PAGAT) < got
    with_joker = {g for g in got if "JK" in g}
    assert with_joker == {f"JK {c}" for c in ("Ad", "2d", "Jd", "Qd", "Kc", "Kh", "Ks")}
    assert "JK" in groups("6s", JOKER)  # 6s with a joker standing for 7s


# -- what a discard feeds the next player ------------------------------------------------------
def test_the_feed_counted_over_every_hand_by_hand() -> None:
    # Unseen: Qd Jd 3h 4s 9c, the next player holds two (10 hands). Kd melds only with
    # both Qd and Jd (its other partners are seen): 1 hand. 2c's partners are all seen.
    hands = NextHands(C("Qd Jd 3h 4s 9c"), 2, PAGAT)
    kd = hands.feed(C("Kd")[0])
    assert (kd.code, kd.point, kd.hits, kd.total, kd.hands, kd.exact) == (
        "meld-chance",
        "4.1",
        1.0,
        10.0,
        10,
        True,
    )
    assert kd.p == pytest.approx(0.1) and kd.groups == (frozenset(C("Jd Qd")),)
    assert [sorted(hands.cards_of(h)) for h, _ in kd.held] == [sorted(C("Qd Jd"))]
    dead = hands.feed(C("2c")[0])
    assert (dead.code, dead.point, dead.p, dead.hands) == ("dead-card", "3", 0.0, 0)
    seven = hands.feed(C("7h")[0])
    assert (seven.code, seven.point, seven.p, seven.hands) == ("seven-always-melds", "3.3", 1.0, 0)
    counted = hands.feed(C("7h")[0], count_sevens=True)
    assert (counted.p, counted.hits, counted.hands) == (1.0, 10.0, 10)
    assert hands.count == 10


def test_a_pass_rules_out_the_hands_that_held_the_partners() -> None:
    # Unseen: Qd Jd 3h 4s; the next player holds two (6 hands) and passed Kd over.
    unseen = C("Qd Jd 3h 4s")
    kd, ten = C("Kd")[0], C("10d")[0]
    # Both cards kept since the pass: they did not hold Qd Jd, so Kd cannot feed them.
    kept = NextHands(unseen, 2, PAGAT, passes=[(kd, 2)])
    f = kept.feed(kd)
    assert (f.hits, f.total, f.p, f.passed) == (0.0, 5.0, 0.0, (kd,))
    assert kept.feed(ten).p == 0.0  # 10d's live partners are the same Jd Qd
    # One card drawn since: Qd Jd may be held if one of them came after the pass. Each
    # one-card part of that hand holds no pair, so the hand keeps its full weight.
    drew = NextHands(unseen, 2, PAGAT, passes=[(kd, 1)])
    assert drew.feed(kd).p == pytest.approx(1 / 6)
    # A pass of a card with no live partners, or with nothing kept since, tells nothing.
    assert NextHands(unseen, 2, PAGAT, passes=[(C("2c")[0], 2), (kd, 0)]).passes == []


def test_a_pass_no_hand_fits_is_dropped() -> None:
    # The only hand is Qd Jd, which melds with the Kd they passed: a player may pass a card
    # they could meld, so the pass is not used.
    hands = NextHands(C("Qd Jd"), 2, PAGAT, passes=[(C("Kd")[0], 2)])
    f = hands.feed(C("Kd")[0])
    assert (f.p, f.passed, f.hands) == (1.0, (), 1)


def test_a_joker_among_the_unseen_makes_new_partners() -> None:
    # Unseen: Qd, a joker, 3h; the next player holds two (3 hands). Kd melds with Qd and
    # the joker: 1 hand. Without the joker in the rules the joker groups never count.
    unseen = (*C("Qd 3h"), Card.joker())
    f = NextHands(unseen, 2, JOKER).feed(C("Kd")[0])
    assert (f.hits, f.hands, f.code) == (1.0, 3, "meld-chance")
    assert f.groups == (frozenset((C("Qd")[0], Card.joker())),)
    assert NextHands(C("Qd 3h 4s"), 2, PAGAT).feed(C("Kd")[0]).code == "dead-card"


def test_sampled_hands_lie_within_their_interval_of_every_hand_counted() -> None:
    # Kd's live partners among these: Kc Kh, Jd Qd, Ad Qd, Ad 2d. Three-card hands holding
    # one of the four pairs: 4 x 10, less the two hands holding two (Jd Qd Ad, Ad Qd 2d).
    unseen = C("Qd Jd Ad 2d Kc Kh 3h 4s 9c 5h 6c 8s")
    kd = C("Kd")[0]
    every = NextHands(unseen, 3, PAGAT, samples=math.comb(12, 3)).feed(kd)
    assert (every.exact, every.hits, every.hands) == (True, 38.0, 220)
    sampled = NextHands(unseen, 3, PAGAT, samples=200, seed=2).feed(kd)
    assert not sampled.exact and sampled.hands == 200
    low, high = wilson(round(sampled.hits), sampled.hands)
    assert low <= every.p <= high


def test_every_feed_code_rests_on_a_point_of_the_rule_book() -> None:
    from typing import get_args

    from tutor.engine import rulebook
    from tutor.engine.odds import FeedCode

    hands = NextHands(C("Qd Jd 3h"), 2, PAGAT)
    found = {f.code: f.point for f in map(hands.feed, C("Kd 2c 7h"))}
    assert set(found) == set(get_args(FeedCode))
    assert all(rulebook.is_point(p) for p in found.values())
