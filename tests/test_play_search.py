"""The expert's play-outs: the bit-mask meld answers agree with the engine's, every quick
move is legal by the table's one judge, play-outs end and settle, and the expert's choice
is legal and depends only on its view."""

from __future__ import annotations

import random

import pytest

from tutor import Rules, settle
from tutor.engine.cards import FULL_DECK, Card, sort_cards
from tutor.play import Bot, cover, deal
from tutor.play import actions as A
from tutor.play.bots import EXPERT, MIN_DEALS
from tutor.play.round import fewest_open, meld_with, melds_in_hand, position
from tutor.play.search import can_meld, quick_move, roll_out

PRESETS = ("pagat", "s1-short", "s2-casual", "bga")
NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")


def _dense_hand(rng: random.Random) -> tuple[Card, ...]:
    # Cards from three neighbouring ranks-and-suits blocks, so sets and runs abound.
    suits = rng.sample("cdhs", 2)
    lo = rng.randint(1, 9)
    pool = [Card(r, s) for s in suits for r in range(lo, lo + 5)]
    pool += [Card(rng.choice((1, 12, 13)), s) for s in "cdhs"]
    pool = list(dict.fromkeys(pool))
    return sort_cards(rng.sample(pool, rng.randint(1, min(9, len(pool)))))


@pytest.mark.parametrize("ace", ["wrap", "high-or-low", "low"])
def test_the_bit_masks_agree_with_the_engine_on_every_hand(ace: str) -> None:
    rng = random.Random(ace)
    for i in range(400):
        hand = _dense_hand(rng) if i % 2 else sort_cards(rng.sample(FULL_DECK, rng.randint(1, 9)))
        m = cover.mask_of(hand)
        assert cover.cards_of(m) == hand
        assert cover.fewest(m, ace) == fewest_open(hand, ace, 0), hand
        mine = {cover.cards_of(x) for x in cover.melds_in(m, ace)}
        assert mine == set(melds_in_hand(hand, ace, 0)), hand
        card = rng.choice(FULL_DECK)
        if card not in hand:
            rules = Rules(ace=ace)
            for keep in (0, 1):
                assert can_meld(card, hand, rules, keep) == bool(meld_with(card, hand, rules, keep))


@pytest.mark.parametrize("preset", [*PRESETS, "jokers"])
def test_every_quick_move_is_legal_and_every_play_out_settles(preset: str) -> None:
    rules = Rules.preset("pagat").with_changes(jokers=2) if preset == "jokers" else None
    rules = rules or Rules.preset(preset)
    moves = 0
    for seed in range(8):
        n = 2 + seed % 4
        r = deal(rules, NAMES[:n], seed)
        while not r.over:
            a = quick_move(r)
            assert r.refusal(a) is None, (seed, a)
            r = r.apply(a)
            moves += 1
        net = settle(r.record()).net
        assert sum(net.values()) == 0
    assert moves > 100


def test_a_play_out_gives_the_settled_stakes_of_the_player_asked() -> None:
    rules = Rules.preset("pagat")
    r = deal(rules, NAMES[:3], 11)
    for me in NAMES[:3]:
        end = r
        while not end.over:
            end = end.apply(quick_move(end, me))
        assert roll_out(r, me) == float(settle(end.record()).net[me])


def test_a_play_out_player_knocks_by_how_few_cards_the_others_hold() -> None:
    # As the careful bot does: 5 points against a full hand is a knock (the limit is 10),
    # against a player down to one or two cards (likely counting low) it is not.
    rules = Rules.preset("pagat")
    for other, knocks in (("2c 5d 9h Jc Qs Kd Kh", True), ("9h Kd", False), ("Kd", False)):
        r = position(rules, {"Ann": "As 4d", "Bo": other}, "Qc", melded=["Ann", "Bo"])
        assert r.refusal(A.knock()) is None
        assert (quick_move(r) == A.knock()) is knocks, other
    full = "2c 5d 9h Jc Qs Kd Kh"
    r = position(rules, {"Ann": "As 4d Jd", "Bo": full}, "Qc", melded=["Ann", "Bo"])
    assert quick_move(r) == A.draw_stock()  # 15 points: over the limit's share


def test_a_play_out_player_lays_its_melds_at_once_and_throws_its_highest_loose_card() -> None:
    # Not the searching player: it lays the meld of its best arrangement as soon as it holds
    # one (the careful bot does; holding every meld to the end made 9% of heads-up
    # play-outs Perfects), then throws the highest loose card even when it has a partner
    # in hand (as careful).
    rules = Rules.preset("pagat")
    r = position(rules, {"Ann": "5h 5d 5c Kd Qd 2s", "Bo": "2c 5s 9h Jc Qs Kc Kh"}, "3c",
                 stock="4h 9c", melded=["Bo"])  # fmt: skip
    r = r.apply(quick_move(r))  # draws 9c: the 3c melds with nothing
    assert quick_move(r) == A.parse_action("meld 5c 5d 5h")
    r = r.apply(quick_move(r))
    assert quick_move(r) == A.parse_action("discard Kd")


def test_the_searching_player_holds_its_melds_while_they_stop_a_knock_as_the_expert_does() -> None:
    # Ann has not melded, so Bo may not knock (pagat: another player must have melded);
    # her loose cards, less the one she throws, count over the limit: she holds, as the
    # expert's plain rule does, while another player lays at once.
    rules = Rules.preset("pagat")
    hands = {"Ann": "5h 5d 5c Kd Qs 9h", "Bo": "2c 5s 9d Jc Qh Kc Kh"}
    r = position(rules, hands, "3c", stock="Ah 2h 3d 4d 6c 8c 10c 10d 4h 9c")
    r = r.apply(quick_move(r, "Ann"))
    assert quick_move(r) == A.parse_action("meld 5c 5d 5h")
    assert quick_move(r, "Ann") == A.parse_action("discard Kd")
    low = position(
        rules, {**hands, "Ann": "5h 5d 5c Kd 2s 3h"}, "3c", stock="2h 3d 4d 6c 8c 10c 10d 4h 9c Ac"
    )
    low = low.apply(quick_move(low, "Ann"))  # loose 2 + 3 + A after the K: a knock is near
    assert quick_move(low, "Ann") == A.parse_action("meld 5c 5d 5h")


def test_at_four_players_the_searching_player_lays_its_melds_at_once() -> None:
    # The same hand as above at a table of four: holding melds back lost there
    # (search.HOLD_PLAYERS), so Ann lays them as everyone does.
    rules = Rules.preset("pagat")
    hands = {
        "Ann": "5h 5d 5c Kd Qs 9h",
        "Bo": "2c 5s 9d Jc Qh Kc Kh",
        "Cy": "2d 3s 4s 6s 8s Js Jd",
        "Di": "6d 7d 8d Jh Qc Qd As",
    }
    r = position(rules, hands, "3c", stock="Ah 2h 3d 4d 6c 8c 10c 10d 4h 9c 6h 8h 10h 10s")
    r = r.apply(quick_move(r, "Ann"))
    assert quick_move(r, "Ann") == A.parse_action("meld 5c 5d 5h")


def test_the_experts_choices_are_legal_and_read_only_its_view() -> None:
    from test_play_view_only import positions, shuffle_hidden

    bot = Bot("expert", 5, deals=3, samples=20)
    for i, r in enumerate(positions(60)[:24]):
        view = r.view(r.to_move)
        move = bot.decide(view)
        assert move in view.legal
        assert bot.choose(shuffle_hidden(r, r.to_move, i + 100)) == move


def test_the_expert_leaves_the_careful_rule_only_for_a_move_that_beats_it_beyond_the_noise() -> (
    None
):
    # The plain move comes first among the candidates (at a turn start the careful rule's
    # with the expert's knobs, and whether to knock is that rule's alone); with a margin no
    # search can clear, the
    # expert plays the plain move, and with no margin whichever the same deals favour.
    rules = Rules.preset("pagat")
    sure = Bot("expert", 3, deals=6, samples=20, margin=1e9)
    bare = Bot("expert", 3, deals=6, samples=20, margin=0.0)
    careful = Bot("careful", 3, samples=20)
    rule = Bot("careful", 3, samples=20, style=EXPERT)  # the careful rule, the expert's knobs
    views = []
    for seed in range(6):
        r = deal(rules, NAMES[:2], seed)
        while not r.over:
            views.append(r.view(r.to_move))
            r = r.apply(careful.choose(views[-1]))
    searched = left = knocks = 0
    for view in views:
        moves = sure.candidates(view)
        if view.phase == "draw":
            assert moves[0] == rule.decide(view)
        if any(a.kind == "knock" for a in view.legal):
            knocks += 1
            assert moves == [rule.decide(view)]
        if len(moves) < 2:
            continue
        searched += 1
        assert moves[0] == sure.plain(view)
        assert sure.decide(view) == moves[0]
        _, values = bare.search(view)
        best = max(moves, key=lambda a: values[a])
        if values[best] > values[moves[0]]:
            assert bare.decide(view) != moves[0]
            left += 1
    assert searched >= 5 and left >= 1 and knocks >= 3


def test_at_four_players_the_expert_leaves_the_plain_discard_on_a_smaller_gain() -> None:
    # MARGINS: at four players another move need beat the plain one by half a standard
    # error, heads up by one. Seed 0 of a careful round at four players, move 15: the
    # search prefers 8♠ to the plain K♠ by less than one standard error, more than half.
    rules = Rules.preset("pagat")
    careful = Bot("careful", 3, samples=20)
    r = deal(rules, NAMES[:4], 0)
    for _ in range(15):
        r = r.apply(careful.choose(r))
    view = r.view(r.to_move)
    expert = Bot("expert", 3, deals=8, samples=20)
    strict = Bot("expert", 3, deals=8, samples=20, margin=1.0)
    assert expert.candidates(view)[0] == A.discard(Card(13, "s"))  # the plain move
    assert expert.margin_for(view) == 0.5
    assert expert.decide(view) == A.discard(Card(8, "s"))
    assert strict.decide(view) == A.discard(Card(13, "s"))
    two = deal(rules, NAMES[:2], 0)
    assert expert.margin_for(two.view(two.to_move)) == 1.0


def test_heads_up_the_expert_searches_twice_the_deals_and_moves_of_four_players() -> None:
    # DEALS, BUDGETS: heads up the search plays out up to 128 deals or 4,000 moves, at four
    # players 64 or 2,000; the larger search begins with the same deals, in the same order.
    from test_play_view_only import positions

    rules = Rules.preset("pagat")
    expert = Bot("expert", 4, samples=20)
    small = Bot("expert", 4, samples=20, deals=64, budget=2000)
    four = deal(rules, NAMES[:4], 0)
    assert (expert.deals_for(four.view(four.to_move)), expert.budget_for(four.view("Ann"))) == (
        64,
        2000,
    )
    for r in positions(60):
        view = r.view(r.to_move)
        moves = expert.candidates(view)
        if len(view.order) != 2 or len(moves) < 2:
            continue
        assert (expert.deals_for(view), expert.budget_for(view)) == (128, 4000)
        big, few = expert.outcomes(view, moves), small.outcomes(view, moves)
        n = len(few[moves[0]])
        assert len(big[moves[0]]) > n >= MIN_DEALS
        assert all(big[a][:n] == few[a] for a in moves)  # the same deals, in order
        return
    raise AssertionError("no heads-up position with a choice to search")
