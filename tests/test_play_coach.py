"""The coach on small positions worked by hand: discard danger for the next player, the
undercut chance of a knock (sampled, and within its interval of the exact count), the
escalating hint and the post-round review."""

from __future__ import annotations

import pytest
from positions import C
from positions import rest as _rest

from tutor import Rules, parse_cards
from tutor.play import Bot, deal, discard_danger, hint, play_out, review
from tutor.play import actions as A
from tutor.play.coach import (
    PassedOver,
    coach_bot,
    completes_perfect,
    decided,
    discard_dangers,
    discardable,
    endings_now,
    fast_points,
    knock_risk,
    passed_over,
    undercut_chance,
    undercut_exact,
    wilson,
)
from tutor.play.round import position
from tutor.words import render, using

PAGAT = Rules.preset("pagat")


# -- undercut chance ---------------------------------------------------------------------------
def test_undercut_exact_on_a_position_counted_by_hand() -> None:
    # One opponent holds one of Ac 2d Kh Qs: a knock with 2 points is undercut by Ac or 2d.
    est = undercut_exact(2, C("Ac 2d Kh Qs"), [1], PAGAT)
    assert (est.hits, est.samples, est.p) == (2, 4, 0.5)
    # Two opponents with one card each from Ac Kh Qs: someone holds Ac in 4 of the 6 deals.
    est = undercut_exact(1, C("Ac Kh Qs"), [1, 1], PAGAT)
    assert (est.hits, est.samples) == (4, 6)


def test_the_sampled_undercut_chance_lies_within_its_interval_of_the_exact_one() -> None:
    unseen = C("Ac 2d 3h 5s 8c 9d Jh Ks 4c")
    exact = undercut_exact(9, unseen, [2, 2], PAGAT)
    sampled = undercut_chance(9, unseen, [2, 2], PAGAT, samples=3000, seed=4)
    assert sampled.samples == 3000 and sampled.low < sampled.p < sampled.high
    assert sampled.low <= exact.p <= sampled.high
    assert 0 < exact.p < 1


def test_wilson_interval_brackets_the_rate() -> None:
    low, high = wilson(30, 100)
    assert low < 0.3 < high and high - low < 0.2
    assert wilson(0, 0) == (0.0, 1.0)


def test_knock_risk_reads_the_players_view() -> None:
    hands = {"Ann": "Ac 2d", "Bo": "Kc Kd Qh", "Cy": "Jc Qd"}
    r = position(PAGAT, hands, _rest("Ac 2d Kc Kd Qh Jc Qd"), stock="", melded=["Ann", "Bo", "Cy"])
    est, reason = knock_risk(r.view("Ann"), samples=50)
    assert est.p == 0.0 and reason.code == "undercut-risk" and reason["points"] == 3


# -- discard danger ----------------------------------------------------------------------------
def test_a_seven_always_feeds_the_next_player() -> None:
    r = position(PAGAT, {"Ann": "7c 2d 5h 9c Jd Qs Kh", "Bo": "4c 4d 6h 8c 10d Js Ks"}, "3s")
    d = discard_danger(r.view("Ann"), C("7c")[0])
    assert d.p == 1.0 and d.reason.code == "seven-always-melds" and d.player == "Bo"
    assert d.reason["low"] == d.reason["high"] == 1.0  # exact: the table shows no range


def test_a_card_whose_partners_are_all_seen_is_safe() -> None:
    # Kd needs two of Kc Kh Ks, or Qd with Jd or Ad, or Ad with 2d: Ann holds Kc Kh and
    # Qd, Ad lie on the discard pile.
    r = position(PAGAT, {"Ann": "Kd Kc Kh 2c 5h 9c 3s", "Bo": "4c 4d 6h 8c 10d Js Ks"}, "Qd Ad")
    d = discard_danger(r.view("Ann"), C("Kd")[0])
    assert d.p == 0.0 and d.reason.code == "dead-card"


def test_the_meld_chance_matches_the_count_on_a_small_position() -> None:
    # Unseen by Ann: Bo's two cards and the stock, five cards in all. Bo melds Kd only
    # holding both Qd and Jd: 1 of the 10 possible hands (these rules need no card kept
    # for a final discard, so Bo may lay all three).
    s1 = Rules.preset("s1-short")
    hands = {"Ann": "Kd 2c", "Bo": "Qd Jd"}
    r = position(s1, hands, _rest("Kd 2c Qd Jd 3h 4s 9c"), stock="3h 4s 9c", melded=["Ann", "Bo"])
    d = discard_danger(r.view("Ann"), C("Kd")[0], samples=4000, seed=2)
    low, high = wilson(round(d.p * 4000), 4000)
    assert d.reason.code == "meld-chance" and low <= 0.1 <= high
    assert d.reason["low"] <= d.p <= d.reason["high"]
    assert discard_danger(r.view("Ann"), C("2c")[0]).p == 0.0
    # Under rules that need a final discard, Bo cannot lay both cards with Kd: no danger.
    pagat = position(
        PAGAT, hands, _rest("Kd 2c Qd Jd 3h 4s 9c"), stock="3h 4s 9c", melded=["Ann", "Bo"]
    )
    assert discard_danger(pagat.view("Ann"), C("Kd")[0], samples=400).p == 0.0


def test_the_perfect_chance_is_zero_once_the_next_player_has_melded() -> None:
    hands = {"Ann": "Kd 2c", "Bo": "Qd Jd"}
    r = position(
        PAGAT, hands, _rest("Kd 2c Qd Jd 3h 4s 9c"), stock="3h 4s 9c", melded=["Ann", "Bo"]
    )
    assert discard_danger(r.view("Ann"), C("Kd")[0]).perfect == 0.0


def test_the_perfect_chance_of_a_discard_counted_by_hand() -> None:
    # Unseen by Ann: 5c 5d Ks 9c; Bo, who has not melded, holds three of them (4 hands).
    # 5h melds for Bo with 5c 5d (2 of the 4 hands), and then Bo lays 5c 5d 5h and
    # discards the last card: a Perfect each time.
    hands = {"Ann": "5h Kd 2s Jc", "Bo": "5c 5d Ks"}
    r = position(PAGAT, hands, _rest("5h Kd 2s Jc 5c 5d Ks 9c Qd"), stock="9c Qd")
    r = r.apply(A.draw_stock())
    d = discard_danger(r.view("Ann"), C("5h")[0], samples=2000)
    assert d.reason.code == "meld-chance" and d.reason["samples"] == 2000
    assert d.p == pytest.approx(0.5, abs=0.05) and d.perfect == pytest.approx(d.p)
    # Once Bo has melded, the same discard still melds but is no Perfect.
    melded = position(
        PAGAT, hands, _rest("5h Kd 2s Jc 5c 5d Ks 9c Qd"), stock="9c Qd", melded=["Bo"]
    ).apply(A.draw_stock())
    d = discard_danger(melded.view("Ann"), C("5h")[0], samples=2000)
    assert d.p == pytest.approx(0.5, abs=0.05) and d.perfect == 0.0


def test_a_perfect_needs_every_card_laid_with_the_taken_one_in_a_meld() -> None:
    s1 = Rules.preset("s1-short")
    assert completes_perfect(C("5c 5d Ks"), C("5h")[0], PAGAT)  # 5c 5d 5h, throw Ks
    assert completes_perfect(C("5c 5d 5s"), C("5h")[0], PAGAT)  # lay three, throw one
    assert not completes_perfect(C("5c 5d"), C("5h")[0], PAGAT)  # no card left to throw
    assert completes_perfect(C("5c 5d"), C("5h")[0], s1)  # ... and none is needed
    assert not completes_perfect(C("9c 9d 9s Kh"), C("5h")[0], PAGAT)  # 5h is not melded


def _passed_8h(extra: str = ""):
    """Ann throws 8h; Bo draws from the stock instead of taking it (so Bo held no two of
    8d 8s then), throws Qd; Ann draws again. Unseen by Ann: 8d 8s 9s 3c 5h (and ``extra``,
    left at the bottom of the stock), three of them in Bo's hand, two of which Bo already
    held when 8h was passed over."""
    hands = {"Ann": "8h 8c 2d 4s Js Kd", "Bo": "Qd 9s 3c"}
    stock = f"{extra} 5h 8s Jd 8d Qs"
    pile = _rest("8h 8c 2d 4s Js Kd Qd 9s 3c", stock)
    r = position(PAGAT, hands, pile, stock=stock)
    r = r.apply(A.draw_stock()).apply(A.discard(C("8h")[0]))
    r = r.apply(A.draw_stock()).apply(A.discard(C("Qd")[0]))
    return r.apply(A.draw_stock())


def test_what_the_next_player_passed_over_is_read_from_the_log() -> None:
    r = _passed_8h()
    assert passed_over(r.view("Ann"), "Bo") == (PassedOver(C("8h")[0], 1),)
    # Ann drew twice with a card on the pile she could have taken: the first top card
    # (two draws ago) and Bo's Qd (one draw ago).
    first, second = passed_over(r.view("Bo"), "Ann")
    assert first.draws == 2 and second == PassedOver(C("Qd")[0], 1)


def test_a_pass_when_asked_to_claim_is_read_as_passing_the_discard_over() -> None:
    rules = PAGAT.with_changes(claim="tame", direction="clockwise")
    hands = {"Ann": "8h 8c 2d 4s Js Kd", "Bo": "Qd 9s 3c", "Cy": "Qc Qh 2h"}
    stock = "5h 8s Jd 8d Qs"
    r = position(rules, hands, _rest("8h 8c 2d 4s Js Kd Qd 9s 3c Qc Qh 2h", stock), stock=stock)
    r = r.apply(A.draw_stock()).apply(A.discard(C("8h")[0]))
    # Everyone is asked, whether they can use 8h or not: nobody can, so both pass.
    assert r.phase == "claim" and r.to_move == "Bo" and r.window.asked == ("Bo", "Cy")
    r = r.apply(A.pass_claim()).apply(A.pass_claim())
    assert r.phase == "draw" and r.to_move == "Bo"
    assert passed_over(r.view("Ann"), "Bo") == (PassedOver(C("8h")[0], 0),)
    assert passed_over(r.view("Ann"), "Cy") == (PassedOver(C("8h")[0], 0),)
    r = r.apply(A.draw_stock()).apply(A.discard(C("Qd")[0]))
    assert r.phase == "claim" and r.to_move == "Cy"  # Cy can meld Qd, and so could anyone
    assert passed_over(r.view("Ann"), "Bo") == (PassedOver(C("8h")[0], 1),)


def test_the_discard_warning_uses_what_the_next_player_passed_over(monkeypatch) -> None:
    # With the keep-low habit off, the passes alone weigh the hands. 8c melds for Bo only
    # with 8d 8s. Of Bo's 10 possible hands, 3 hold both. Each of those is possible only if
    # Bo drew one of the two eights after passing 8h over: the two cards kept since are one
    # of three pairs, and two of the three are not 8d 8s, so each such hand weighs 2/3.
    # The chance is 3 * 2/3 / (3 * 2/3 + 7) = 2/9, not 3/10.
    from tutor.play import model

    monkeypatch.setattr(model, "KEEP_LOW", 0.0)
    r = _passed_8h()
    d = discard_dangers(r.view("Ann"), [C("8c")[0]], samples=4000, perfect=True)[C("8c")[0]]
    assert d.reason.code == "meld-chance"
    assert d.p == pytest.approx(2 / 9, abs=0.025) and d.reason.cards == (C("8c")[0],)
    assert d.perfect == pytest.approx(d.p)  # Bo lays 8c 8d 8s and throws the third card
    # The same cards with no history: every hand counts alike.
    hands = {"Ann": "8c 2d 4s Js Kd Qs Jd", "Bo": "9s 3c 8d"}
    fresh = position(PAGAT, hands, _rest("8c 2d 4s Js Kd Qs Jd 9s 3c 8d 5h 8s"), stock="5h 8s")
    assert discard_danger(fresh.view("Ann"), C("8c")[0], 4000).p == pytest.approx(0.3, abs=0.025)


def test_the_model_without_its_habit_agrees_with_the_exact_count(monkeypatch) -> None:
    # 20 more unseen cards (7h among them: a partner of the 8h Bo passed over): 2,300
    # hands of three, every one counted by the engine, against 2,000 deals of the model
    # with the same evidence and the keep-low habit off.
    from tutor.engine.odds import NextHands
    from tutor.play import model

    monkeypatch.setattr(model, "KEEP_LOW", 0.0)
    r = _passed_8h("2c 4c 5c 6c 10c Jc Qc Kc Ac 2h 3h 4h 6h 7h 9h 10h Jh Qh Kh Ah")
    card = C("8c")[0]
    view = r.view("Ann")
    exact = NextHands(view.unseen, 3, PAGAT, [(C("8h")[0], 2)], samples=3000).feed(card)
    assert exact.exact and exact.hands == 2300
    sampled = discard_dangers(view, [card], samples=2000, seed=6)[card]
    low, high = wilson(round(sampled.p * 2000), 2000, z=3.29)
    assert low <= exact.p <= high and 0 < exact.p < 0.3


def test_the_habit_of_keeping_low_cards_raises_the_undercut_chance() -> None:
    # Bo has thrown three cards: the model deals Bo's hand as the low cards kept, so a knock
    # is undercut more often than over random hands of the same unseen cards.
    from tutor.play.model import OpponentModel

    r = deal(PAGAT, ["Ann", "Bo"], 3)
    end = play_out(r, {"Ann": Bot("careful", 1), "Bo": Bot("careful", 2)})
    moves = end.moves
    view = None
    for i in range(len(moves), 0, -1):  # the last position where Bo had thrown 3 cards
        state = replay_from(r, moves[:i])
        if (
            state.to_move == "Ann"
            and sum(1 for e in state.log if e.kind == "discard" and e.player == "Bo") >= 3
            and state.phase == "draw"
        ):
            view = state.view("Ann")
            break
    assert view is not None
    habit = OpponentModel(view).undercut(12, 600, 1)
    random_deal = OpponentModel(view, strength=0.0).undercut(12, 600, 1)
    assert habit.p > random_deal.p
    assert habit.low <= habit.p <= habit.high


def replay_from(r, moves):
    for m in moves:
        r = r.apply(m)
    return r


def test_every_card_the_learner_may_throw_is_covered() -> None:
    hands = {"Ann": "9c 9d 2h 4s Jd Qs Kh", "Bo": "3c 5d 6h 8c 10d Js Ks"}
    took = position(PAGAT, hands, "9h", stock="2s Ad").apply(A.take_discard())
    assert C("9h")[0] not in discardable(took, "Ann")  # the taken card goes into a meld
    assert len(discardable(took, "Ann")) == 7
    laid = took.apply(A.meld(C("9c 9d 9h")))
    cards = discardable(laid, "Ann")
    assert set(cards) == {a.cards[0] for a in laid.legal_actions() if a.kind == "discard"}
    dangers = discard_dangers(laid.view("Ann"), cards, perfect=True)
    assert set(dangers) == set(cards) and all(d.player == "Bo" for d in dangers.values())


# -- endings, hints, review ----------------------------------------------------------------------
def test_endings_now_gives_the_engines_verdicts() -> None:
    r = position(PAGAT, {"Ann": "Ac Ad Ah As 2c 3d 5c", "Bo": "9c 9d 9h Kc Kd Qh Js"}, "5s")
    verdicts = {v.ending: v for v in endings_now(r.view("Ann"))}
    assert verdicts["blast"].allowed and not verdicts["four-sevens"].allowed


def test_hints_escalate_from_a_nudge_to_the_rule_to_the_move() -> None:
    r = position(PAGAT, {"Ann": "Ac Ad Ah As 2c 3d 5c", "Bo": "9c 9d 9h Kc Kd Qh Js"}, "5s")
    h1, h2, h3 = (hint(r, "Ann", level) for level in (1, 2, 3))
    assert h1.reason.code == "hint-nudge" and h1.reason["open"] is True
    assert h2.reason.code == "hint-rule" and h2.reason.point == "5.1"
    assert h3.reason.code == "hint-move" and h3.move == A.blast()
    assert hint(r, "Ann", 9).level == 3
    assert hint(r, "Bo", 3).move is None  # not Bo's turn


def test_a_position_asked_about_again_is_searched_once(monkeypatch) -> None:
    """The coach has no clock, so one view gives one move: the third hint reads the second
    hint's search, and a coach with other settings (a review's fewer deals) searches anew."""
    asked: list[tuple[Bot, object]] = []
    search = Bot.decide
    monkeypatch.setattr(
        Bot, "decide", lambda bot, view: asked.append((bot, view)) or search(bot, view)
    )
    decided.cache_clear()
    r = position(PAGAT, {"Ann": "9c 9d 9h Kc Kd Qh Js 4s", "Bo": "Ac 5d 8h"}, "2s")
    h2, h3 = hint(r, "Ann", 2, seed=7), hint(r, "Ann", 3, seed=7)
    assert len(asked) == 1 and asked[0] == (coach_bot(7), r.view("Ann"))
    assert h2.reason["move"] == h3.move.kind and h3.move == search(coach_bot(7), r.view("Ann"))
    fewer = Bot("expert", 7, samples=coach_bot(7).samples, estimate_seed=7, deals=3)
    assert decided(fewer, r.view("Ann")) in r.view("Ann").legal and len(asked) == 2


def test_the_first_hint_points_at_the_decision_being_asked() -> None:
    """At the draw the nudge names the face-up card (never whether to take it); after the
    draw it asks for melds first, then the safest throw; an opponent down to two cards is
    named as a danger."""
    hands = {"Ann": "7c 2d 5h 9c Jd Qs Kh", "Bo": "4c 4d 6h 8c 10d Js Ks"}
    r = position(PAGAT, hands, "3s 7s")
    draw = hint(r, "Ann", 1).reason
    said = (draw.code, draw["step"], draw["card"], draw["short"])
    assert said == ("hint-nudge", "draw", C("7s")[0], None)
    assert draw.point == "4.1"
    play = hint(r.apply(A.draw_stock()), "Ann", 1).reason
    assert (play["step"], play["card"], play.point) == ("play", None, "4.4")
    seats = {"Ann": hands["Ann"], "Bo": "5d 6d", "Cy": "9d 9s Kc Jc 4s 6c 2h"}
    short = position(
        PAGAT, seats, "3s", melds=[("Bo", "Ac Ad Ah"), ("Bo", "8h 9h 10h")], melded=["Bo"]
    )
    said = hint(short, "Ann", 1).reason
    assert (said["short"], said["left"]) == ("Bo", 2)
    for lang in ("en", "ko"):
        with using(lang):
            assert "Bo" in render(said) and render(draw) != render(play)


def test_the_review_flags_a_missed_blast_and_a_fed_seven() -> None:
    # Ann's seven cards total 84, a major Blast (Daepang): a sure win against a long shot.
    # Bo has melded and holds three low cards: playing on, Bo may go out or knock first.
    r = position(
        PAGAT,
        {"Ann": "Ks Kh Qs Qc Qd Jd Jh", "Bo": "9c Ac 3c"},
        "5s",
        melds=[("Bo", "2c 2d 2s")],
        melded=["Bo"],
        stock="2h 3h 4h 5h 6h 8h 9s Jc 7h",
    )
    r = r.apply(A.draw_stock())  # Ann plays on instead of stopping with a Blast
    r = r.apply(A.meld(C("Qc Qd Qs")))  # graded too (holding them keeps Bo from knocking)
    r = r.apply(A.discard(C("7h")[0]))  # a seven: Bo can always take it and lay it alone
    rv = review(r, "Ann", deals=12)
    missed, laid, fed = rv.items  # every decision is graded, the coach's own move too
    assert missed.reason.code == "review-missed-ending" and missed.mistake
    assert missed.better == A.blast() and missed.played == A.draw_stock()
    assert laid.played == A.meld(C("Qc Qd Qs")) and laid.same == (laid.mark == "best")
    assert fed.move_index == 2 and fed.played == A.discard(C("7h")[0])
    assert fed.better == A.meld(C("7h"))  # the coach lays the seven alone instead
    assert fed.reason.code == "review-fed-meld"
    assert fed.reason["p"] == 1.0 and fed.reason["players"] == ("Bo",)
    assert fed.reason.cards[0] == C("7h")[0]


def test_the_review_of_a_whole_round_grades_every_decision() -> None:
    r = deal(PAGAT, ["Ann", "Bo", "Cy"], 8)
    end = play_out(r, {"Ann": Bot("beginner"), "Bo": Bot("careful"), "Cy": Bot("careful")})
    rv = review(end, "Ann", deals=3)
    state = end.start
    decisions = []
    for i, move in enumerate(end.moves):
        if state.to_move == "Ann" and len(state.legal_actions()) > 1:
            decisions.append(i)
        state = state.apply(move)
    assert [item.move_index for item in rv.items] == decisions
    for item in rv.items:
        assert end.moves[item.move_index] == item.played
        assert item.same == (item.played == item.better) == (item.mark == "best")
        assert item.reason.code.startswith("review-") and item.cost >= 0
    assert rv.all_same == (not rv.differing and not rv.even)
    assert all(i.stated == (i.cost > 0) for i in rv.items)


@pytest.mark.parametrize("cards", ["2c 3d 4h", "7c 7d", "Kc Kd Kh Ks 2c"])
def test_fast_points_agrees_with_the_engines_count(cards: str) -> None:
    from tutor import hand_points

    for rules in (PAGAT, Rules.preset("s1-short"), PAGAT.with_changes(jokers=2)):
        hand = C(cards)
        assert fast_points(hand, rules) == hand_points(hand, rules).total
    jokers = PAGAT.with_changes(jokers=2, joker_in_hand="fourteen-triple")
    hand = parse_cards("2c JK 5d", jokers)
    assert fast_points(hand, jokers) == hand_points(hand, jokers).total


def test_every_rule_the_practice_table_cites_is_a_point_of_the_rule_book() -> None:
    import re
    from pathlib import Path

    from tutor.engine import rulebook

    root = Path(__file__).resolve().parents[1] / "tutor" / "play"
    cited = set()
    for path in root.glob("*.py"):
        text = path.read_text()
        cited |= set(re.findall(r'because\([^,()]+, "(\d+(?:\.\d+)?)"', text))  # a reason's point
        cited |= set(re.findall(r'": "(\d+\.\d+)"', text))  # the points of a table of moves
    assert cited >= {"4.1", "5.2", "7.6", "6.1"}
    for ref in cited:
        assert rulebook.is_point(ref), ref
