"""The round state machine, one move at a time: each move's legal and illegal cases, with
the reason code an illegal move is refused with (positions worked by hand)."""

from __future__ import annotations

from collections import Counter

import pytest

from tutor import Rules, parse_cards, settle
from tutor.engine.cards import play_deck
from tutor.play import Action, IllegalAction, deal, parse_action, replay
from tutor.play import actions as A
from tutor.play.round import position

PAGAT = Rules.preset("pagat")


def C(text: str):
    return parse_cards(text)


def kinds(r) -> list[str]:
    return [a.kind for a in r.legal_actions()]


def refused(r, action: Action | str) -> str:
    if isinstance(action, str):
        action = parse_action(action)
    with pytest.raises(IllegalAction) as err:
        r.apply(action)
    assert isinstance(err.value, ValueError)
    assert str(err.value)  # the explainer names why
    return err.value.reason.code


# -- the deal ------------------------------------------------------------------------------
def test_deal_gives_seven_each_one_face_up_and_the_dealer_moves_first() -> None:
    r = deal(PAGAT, ["Ann", "Bo", "Cy"], seed=5)
    assert all(len(h) == 7 for h in r.hands.values())
    assert len(r.discard_pile) == 1 and r.stock_count == 52 - 21 - 1
    assert r.to_move == "Ann" and r.phase == "draw"
    assert r.order == ("Ann", "Cy", "Bo")  # counter-clockwise by default
    assert deal(PAGAT.with_changes(direction="clockwise"), ["Ann", "Bo", "Cy"], 5).order == (
        "Ann",
        "Bo",
        "Cy",
    )
    assert r.all_cards() == Counter(play_deck(PAGAT))


def test_the_same_seed_deals_the_same_round() -> None:
    a = deal(PAGAT, ["Ann", "Bo"], 11)
    b = deal(PAGAT, ["Ann", "Bo"], 11)
    assert a.hands == b.hands and a.stock == b.stock
    assert deal(PAGAT, ["Ann", "Bo"], 12).hands != a.hands


def test_jokers_are_dealt_when_the_rules_use_them() -> None:
    r = deal(PAGAT.with_changes(jokers=2), ["Ann", "Bo"], 3)
    assert sum(r.all_cards()[c] for c in r.all_cards() if c.is_joker) == 2
    assert sum(r.all_cards().values()) == 54


@pytest.mark.parametrize(
    ("names", "rules", "code", "values"),
    [
        (["Ann"], PAGAT, "too-few-players", {"count": 1}),
        (["A", "B", "C", "D", "E", "F"], PAGAT, "too-many-players", {"count": 6, "limit": 5}),
        (["Ann", "ann"], PAGAT, "name-twice", {"name": "Ann"}),
        (["Ann", ""], PAGAT, "bad-name", {"name": ""}),
        (
            ["A", "B", "C", "D", "E"],
            PAGAT.with_changes(knock_limit={2: 7, 3: 10, 4: 15}),
            "knock-table-missing",
            {"players": 5},
        ),
    ],
)
def test_a_bad_table_is_refused_with_a_clear_error(names, rules, code, values) -> None:
    with pytest.raises(ValueError) as info:
        deal(rules, names, 1)
    assert info.value.code == code
    assert {k: info.value.values[k] for k in values} == values


# -- the start of a turn --------------------------------------------------------------------
def test_blast_is_offered_only_to_a_seven_card_hand_within_the_limits() -> None:
    r = position(PAGAT, {"Ann": "Ac Ad Ah As 2c 3d 5c", "Bo": "9c 9d 9h Kc Kd Qh Js"}, "5s")
    assert "blast" in kinds(r)
    done = r.apply(A.blast())
    assert done.over and done.outcome.ending == "blast" and done.outcome.winner == "Ann"
    assert settle(done.record()).winner == "Ann"
    r2 = position(PAGAT, {"Ann": "Ac Ad Ah As 2c 4d 5c", "Bo": "9c 9d 9h Kc Kd Qh Js"}, "5s")
    assert "blast" not in kinds(r2)  # 15 is over the Sopang limit of 14
    assert refused(r2, "blast") == "no-blast"
    assert "blast" in kinds(
        position(
            PAGAT.with_changes(sopang_max=15),
            {"Ann": "Ac Ad Ah As 2c 4d 5c", "Bo": "9c 9d 9h Kc Kd Qh Js"},
            "5s",
        )
    )
    melded = position(PAGAT, {"Ann": "Ac Ad Ah As 2c 3d 5c", "Bo": "9c"}, "5s", melded=["Ann"])
    assert "blast" not in kinds(melded)


def test_knock_needs_the_limit_and_the_melding_condition() -> None:
    hands = {"Ann": "Ac 2d 3h", "Bo": "9c 9d Kh Qh", "Cy": "Jc Jd"}
    r = position(PAGAT, hands, "5s", melded=["Ann", "Bo", "Cy"])
    assert "knock" in kinds(r)
    end = r.apply(A.knock())
    assert end.outcome.ending == "knock" and end.outcome.knocker == "Ann"
    s = settle(end.record())
    assert s.winner == "Ann" and sum(s.net.values()) == 0
    # nobody else melded: S0 refuses
    assert refused(position(PAGAT, hands, "5s", melded=["Ann"]), "knock") == "no-knock"
    # over the limit
    big = {"Ann": "Kc 2d", "Bo": "9c", "Cy": "Jc"}
    assert refused(position(PAGAT, big, "5s", melded=["Bo"]), "knock") == "no-knock"
    # s1: no melding condition
    assert "knock" in kinds(position(Rules.preset("s1-short"), hands, "5s"))
    # s2: the knocker must have melded too
    s2 = Rules.preset("s2-casual")
    assert "knock" not in kinds(position(s2, hands, "5s", melded=["Bo"]))
    assert "knock" in kinds(position(s2, hands, "5s", melded=["Ann", "Bo"]))


def test_four_sevens_at_the_start_and_at_once_after_drawing_the_fourth() -> None:
    r = position(PAGAT, {"Ann": "7c 7d 7h 7s 2c 9d Kd", "Bo": "9c 9h 9s Kc Kh Qh Js"}, "5s")
    assert "four-sevens" in kinds(r)
    assert settle(r.apply(A.four_sevens()).record()).winner == "Ann"
    drew = position(
        PAGAT, {"Ann": "7c 7d 7h 2c 3d 9d Kd", "Bo": "9c 9h 9s Kc Kh Qh Js"}, "5s", stock="2s 7s"
    )
    assert refused(drew, "four-sevens") == "no-four-sevens"
    after = drew.apply(A.draw_stock())
    assert "four-sevens" in kinds(after)
    s = settle(after.apply(A.four_sevens()).record())
    assert s.winner == "Ann" and s.ending == "four-sevens"


def test_draw_from_the_stock_takes_its_top_card_and_hides_it_from_the_others() -> None:
    r = position(
        PAGAT, {"Ann": "2c 3d 5h 9c Jd Qs Kh", "Bo": "4c 4d 6h 8c 10d Js Ks"}, "5s", stock="Ac Ad"
    )
    after = r.apply(A.draw_stock())
    assert C("Ad")[0] in after.hands["Ann"] and after.stock_count == 1
    assert after.view("Ann").log[-1].cards == C("Ad")
    assert after.view("Bo").log[-1].cards == ()
    assert after.phase == "play"


def test_the_discard_is_taken_only_to_meld_it_at_once() -> None:
    r = position(PAGAT, {"Ann": "9c 9d 3h 4c Jd Qs Kh", "Bo": "4d 5d 6h 8c 10d Js Ks"}, "9h")
    assert "take-discard" in kinds(r)
    took = r.apply(A.take_discard())
    assert kinds(took) == ["meld"]  # only melds with 9h
    assert refused(took, "discard Kh") == "discard-must-be-used"
    assert refused(took, "meld 2c 3c 4c") == "not-in-hand"
    laid = took.apply(A.meld(C("9c 9d 9h")))
    assert "discard" in kinds(laid)
    no_use = position(PAGAT, {"Ann": "2c 3d 5h 9c Jd Qs Kh", "Bo": "9d"}, "8s")
    assert "take-discard" not in kinds(no_use)
    assert refused(no_use, "take-discard") == "cannot-use-discard"


def test_a_single_seven_is_always_worth_taking() -> None:
    r = position(PAGAT, {"Ann": "2c 3d 5h 9c Jd Qs Kh", "Bo": "9d 9h"}, "7s")
    assert "take-discard" in kinds(r)
    assert r.apply(A.take_discard()).legal_actions() == [A.meld(C("7s"))]


# -- melding, laying off, discarding ---------------------------------------------------------
def _drawn(hands: dict[str, str], **kw):
    r = position(PAGAT, hands, "10c", stock=kw.pop("stock", "Qd"), **kw)
    return r.apply(A.draw_stock())


def test_a_meld_goes_on_the_table_and_must_be_valid() -> None:
    r = _drawn({"Ann": "3c 4c 5c 9d 9h 2s Jh", "Bo": "6c 8d"})
    assert A.meld(C("3c 4c 5c")) in r.legal_actions()
    after = r.apply(parse_action("meld 5c 4c 3c"))  # any order names the same meld
    assert after.table_melds[0].owner == "Ann" and after.table_melds[0].kind == "run"
    assert "Ann" in after.melded
    assert refused(r, "meld 9d 9h") == "not-a-meld"
    assert refused(r, "meld 6c 7c 8c") == "not-in-hand"


def test_laying_off_needs_a_meld_of_ones_own_first() -> None:
    table = [("Bo", "9c 9d 9h")]
    r = _drawn({"Ann": "9s 2d 4h 6c Jd Qs Kh", "Bo": "6d 8d"}, melds=table, melded=["Bo"])
    assert refused(r, "lay-off 9s 0") == "needs-meld-first"
    mine = _drawn({"Ann": "9s 2d 4h 6c Jd Qs Kh", "Bo": "6d 8d"}, melds=table, melded=["Bo", "Ann"])
    assert A.lay_off(C("9s")[0], 0) in mine.legal_actions()
    after = mine.apply(A.lay_off(C("9s")[0], 0))
    assert len(after.table_melds[0].cards) == 4 and after.table_melds[0].owner == "Bo"
    assert refused(mine, "lay-off 2d 0") == "does-not-fit"
    assert refused(mine, "lay-off 9s 4") == "no-such-meld"


def test_a_discard_ends_the_turn_and_play_passes_on() -> None:
    r = _drawn(
        {"Ann": "2c 3d 5h 9c Jd Qs Kh", "Bo": "4c 4d 6h 8c 10d Js Ks", "Cy": "Ac"}, stock="Ah Qd"
    )
    after = r.apply(A.discard(C("Kh")[0]))
    assert after.discard_pile[-1] == C("Kh")[0]
    assert after.to_move == r.next_after("Ann") and after.phase == "draw"
    assert refused(r, "discard 7c") == "not-in-hand"
    assert refused(r, "knock") == "wrong-phase"


def test_with_a_discard_needed_a_meld_may_not_empty_the_hand() -> None:
    r = _drawn({"Ann": "3c 4c 5c", "Bo": "6d 8d"}, stock="6c", melded=["Ann"])
    assert A.meld(C("3c 4c 5c 6c")) not in r.legal_actions()
    assert refused(r, "meld 3c 4c 5c 6c") == "keep-a-card"
    s1 = Rules.preset("s1-short")
    r1 = position(s1, {"Ann": "3c 4c 5c", "Bo": "6d 8d"}, "Ks", stock="6c", melded=["Ann"])
    r1 = r1.apply(A.draw_stock())
    end = r1.apply(A.meld(C("3c 4c 5c 6c")))
    assert end.over and end.outcome.ending == "going-out" and not end.outcome.perfect


# -- going out and the Perfect -----------------------------------------------------------------
def test_going_out_lays_everything_but_one_and_discards_it() -> None:
    r = _drawn({"Ann": "3c 4c 5c Kd", "Bo": "6d 8d 2h"}, stock="6c", melded=["Ann", "Bo"])
    outs = [a for a in r.legal_actions() if a.kind == "go-out"]
    assert outs and not any(a.perfect for a in outs)
    end = r.apply(outs[0])
    assert end.outcome.ending == "going-out" and end.outcome.winner == "Ann"
    s = settle(end.record())
    assert s.winner == "Ann" and not s.perfect


def test_a_perfect_with_another_players_discard_makes_that_player_pay() -> None:
    hands = {"Ann": "3c 4c 5c 9d 9h 9s Kd", "Bo": "2d 2h 5h 8c 10d Js Ks", "Cy": "Jc"}
    r = position(PAGAT, hands, "6c", melded=["Cy"])
    took = r.apply(A.take_discard())
    outs = [a for a in took.legal_actions() if a.kind == "go-out"]
    assert outs and all(a.perfect for a in outs)
    assert refused(took, str(outs[0]).replace("perfect", "go-out")) == "is-perfect"
    # the face-up card was discarded by nobody; pass the discard through Bo instead
    start = position(
        PAGAT, {"Bo": "2d 2h 5h 8c 10d Js 6c", "Ann": "3c 4c 5c 9d 9h 9s Kd"}, "Qh", stock="Ad Qd"
    )
    r = start.apply(A.draw_stock()).apply(A.discard(C("6c")[0]))
    assert r.to_move == "Ann"
    took = r.apply(A.take_discard())
    out = next(a for a in took.legal_actions() if a.kind == "go-out")
    end = took.apply(out)
    assert end.outcome.perfect and end.outcome.perfect_discard_by == "Bo"
    s = settle(end.record())
    assert s.perfect and all(t.payer == "Bo" for t in s.transfers)


def test_no_perfect_before_everyone_has_had_a_turn() -> None:
    hands = {"Ann": "3c 4c 5c 9d 9h 9s Kd", "Bo": "2d 2h 5h 8c 10d Js Ks"}
    r = position(PAGAT, hands, "Qh", stock="6c", had_turn=[]).apply(A.draw_stock())
    out = next(a for a in r.legal_actions() if a.kind == "go-out")
    assert not out.perfect
    loose = position(
        PAGAT.with_changes(perfect_needs_all_turns=False), hands, "Qh", stock="6c", had_turn=[]
    ).apply(A.draw_stock())
    assert next(a for a in loose.legal_actions() if a.kind == "go-out").perfect


# -- the end of the stock ----------------------------------------------------------------------
def test_the_round_ends_when_a_discard_leaves_the_stock_empty() -> None:
    r = position(
        PAGAT, {"Ann": "2c 3d 5h 9c Jd Qs Kh", "Bo": "4c 4d 6h 8c 10d Js Ks"}, "5s", stock="Ad"
    )
    end = r.apply(A.draw_stock()).apply(A.discard(C("Kh")[0]))
    assert end.over and end.outcome.ending == "stock"
    s = settle(end.record())
    assert sum(s.net.values()) == 0 and s.ending == "stock"


def test_at_the_end_of_the_stock_the_showdown_lays_the_melds_in_hand() -> None:
    # pagat melds at the end of the stock (rule book §5.5): Bo's 9c 9d 9h are laid and
    # not counted, so Bo (22) beats Ann (43); under s1-short hands count as they are and
    # Ann wins against Bo's 49.
    hands = {"Ann": "2c 3d 5h 9s Jd Qs Kh", "Bo": "9c 9d 9h 2h 4c 6s 10d"}
    s1 = Rules.preset("s1-short")
    for rules, bo_points, laid, winner in ((PAGAT, 22, True, "Bo"), (s1, 49, False, "Ann")):
        r = position(rules, hands, "5s", stock="Ad")
        end = r.apply(A.draw_stock()).apply(A.discard(C("Kh")[0]))
        assert end.over and end.outcome.ending == "stock" and end.stock_count == 0
        record = end.record()
        assert record.ending == "stock"
        s = settle(record)  # the record settles unchanged
        bo = next(p for p in s.players if p.name == "Bo")
        assert bo.points == bo_points and bool(bo.melds) is laid
        if laid:
            assert any("9" in m for m in bo.melds)
        assert sum(s.net.values()) == 0 and s.winner == winner


# -- going out without a final discard -----------------------------------------------------------
def test_going_out_without_a_discard_where_the_rules_allow_it() -> None:
    # s1-short: a player may go out by melding every card (rule book §4.5); pagat refuses
    # the same move, naming the final discard it needs.
    hands = {"Ann": "3c 4c 5c 9d 9h 9s", "Bo": "2d 5h 8c Js Kd Qh 10d"}
    s1 = position(Rules.preset("s1-short"), hands, "Ks", stock="Ad 6c").apply(A.draw_stock())
    bare = [a for a in s1.legal_actions() if a.kind == "go-out" and not a.cards]
    assert bare == [A.go_out([C("3c 4c 5c 6c"), C("9d 9h 9s")], None, bare[0].perfect)]
    end = s1.apply(bare[0])
    assert end.over and end.outcome.ending == "going-out" and end.outcome.winner == "Ann"
    assert end.hands["Ann"] == () and end.discard_pile[-1] == C("Ks")[0]
    assert settle(end.record()).winner == "Ann"
    pagat = position(PAGAT, hands, "Ks", stock="Ad 6c").apply(A.draw_stock())
    assert not [a for a in pagat.legal_actions() if a.kind == "go-out" and not a.cards]
    assert [a for a in pagat.legal_actions() if a.kind == "go-out"]  # with a discard: yes
    assert refused(pagat, bare[0]) == "no-discard-to-go-out"


# -- claims (Battle and Tame Battle Hoola) -------------------------------------------------------
def _claim_table(rule: str):
    rules = PAGAT.with_changes(claim=rule, direction="clockwise")
    hands = {
        "Ann": "2c 3d 5h 9c Jd Qs Kh",
        "Bo": "4c 4d 6h 8c 10d Jh Kc",
        "Cy": "Qc Qd 2h 3h 5d 8s Ah",
        "Di": "Qh 4s Js 10s 2s 3s 6s",
    }
    r = position(rules, hands, "5s", stock="Ad As")
    return r.apply(A.draw_stock()).apply(A.discard(C("Qs")[0]))


def test_tame_claim_goes_to_the_first_claimant_in_turn_order() -> None:
    r = _claim_table("tame")
    # everyone is asked, in turn order: Bo cannot use Qs, so may only pass
    assert r.phase == "claim" and r.to_move == "Bo" and kinds(r) == ["pass"]
    assert r.window.asked == ("Bo", "Cy", "Di")
    assert refused(r, A.claim()) == "cannot-use-discard"  # the same judge as the list
    r = r.apply(A.pass_claim())
    assert r.phase == "claim" and r.to_move == "Cy"
    assert kinds(r) == ["claim", "pass"]
    won = r.apply(A.claim())
    assert won.to_move == "Cy" and won.phase == "play"
    assert kinds(won) == ["meld"]
    after = won.apply(A.meld(C("Qc Qd Qs"))).apply(A.discard(C("Ah")[0]))
    assert after.to_move == "Di"  # play goes on after the claimer; Bo loses the turn
    assert settle_ok(after)


def test_battle_claim_asks_everyone_then_the_seed_picks_the_slapper() -> None:
    r = _claim_table("battle").apply(A.pass_claim())  # Bo
    r = r.apply(A.claim())  # Cy
    assert r.phase == "claim" and r.to_move == "Di"
    r = r.apply(A.claim())
    assert r.phase == "play" and r.to_move in ("Cy", "Di")
    assert r.log[-2].kind == "claim-won"


def test_when_everyone_passes_the_next_player_cannot_take_the_discard() -> None:
    r = _claim_table("tame").apply(A.pass_claim()).apply(A.pass_claim()).apply(A.pass_claim())
    assert r.to_move == "Bo" and r.phase == "draw"
    assert "take-discard" not in kinds(r)


def settle_ok(r) -> bool:
    from tutor.play import Bot, play_out

    end = play_out(r, {n: Bot("beginner") for n in r.seating})
    return sum(settle(end.record()).net.values()) == 0


# -- six or seven players --------------------------------------------------------------------------
def test_six_players_one_drops_out_and_the_rest_must_play() -> None:
    rules = PAGAT.with_changes(six_seven_players=True)
    r = deal(rules, ["A", "B", "C", "D", "E", "F"], 4)
    assert r.phase == "dropout" and r.to_move == r.order[1]
    assert kinds(r) == ["stay-in", "drop-out"]
    r = r.apply(A.drop_out())
    assert r.phase == "draw" and r.to_move == "A"  # the rest had to play
    assert len(r.order) == 5 and r.stock_count == 52 - 42 - 1 + 7
    assert r.all_cards() == Counter(play_deck(rules))
    rec = settle_ok(r)
    assert rec


def test_seven_players_four_choose_to_play_and_the_rest_are_forced_out() -> None:
    rules = PAGAT.with_changes(six_seven_players=True)
    r = deal(rules, ["A", "B", "C", "D", "E", "F", "G"], 9)
    for _ in range(4):
        r = r.apply(A.stay_in())
    assert r.phase == "draw"
    forced = [e.player for e in r.log if e.kind == "forced-out"]
    assert len(forced) == 2
    from tutor.play import Bot, play_out

    end = play_out(r, {n: Bot("beginner") for n in r.seating})
    rec = end.record()
    assert [p.dropped_out for p in rec.players].count("forced") == 2
    settle(rec)


# -- text forms and the record --------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "knock",
        "draw-stock",
        "meld 7h 8h",
        "lay-off 9c 2",
        "discard 10s",
        "go-out 3c 4c 5c | 9d 9h 9s / Kd",
        "perfect 3c 4c 5c 6c | 9d 9h 9s",
        "claim",
        "pass",
    ],
)
def test_every_move_text_parses_back(text: str) -> None:
    a = parse_action(text)
    assert parse_action(str(a)) == a


@pytest.mark.parametrize("text", ["", "fly", "meld", "discard 7h 8h", "lay-off 9c x", "discard zz"])
def test_a_bad_move_text_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_action(text)


def test_replay_rebuilds_a_round_from_its_moves() -> None:
    from tutor.play import Bot, play_out

    r = deal(PAGAT, ["Ann", "Bo", "Cy"], 21)
    end = play_out(r, {n: Bot("careful", 1) for n in r.seating})
    again = replay(PAGAT, ["Ann", "Bo", "Cy"], 21, [str(m) for m in end.moves])
    assert again.record() == end.record()


def test_a_round_not_over_has_no_record_and_a_finished_one_takes_no_moves() -> None:
    r = deal(PAGAT, ["Ann", "Bo"], 1)
    with pytest.raises(IllegalAction):
        r.record()
    end = r.apply(A.draw_stock())
    while not end.over:
        end = end.apply(end.legal_actions()[-1] if end.phase == "draw" else end.legal_actions()[-1])
    assert refused(end, "knock") == "round-over"
    assert end.legal_actions() == []


# -- a table of refused moves, with the reason code each is refused with --------------------------
START = {"Ann": "9c 9d 3h 4c Jd Qs Kh", "Bo": "4d 5d 6h 8c 10d Js Ks"}


@pytest.mark.parametrize(
    ("when", "move", "code"),
    [
        ("start", "claim", "wrong-phase"),
        ("start", "stay-in", "wrong-phase"),
        ("start", "discard Kh", "wrong-phase"),
        ("start", "meld 9c 9d 9h", "wrong-phase"),
        ("start", "four-sevens", "no-four-sevens"),
        ("start", "knock", "no-knock"),
        ("drawn", "draw-stock", "wrong-phase"),
        ("drawn", "meld 9c 9d", "not-a-meld"),
        ("drawn", "lay-off Kh 0", "needs-meld-first"),
        ("drawn", "go-out 9c 9d 9h / Kh", "not-in-hand"),
        ("took", "lay-off Kh 0", "discard-must-be-used"),
        ("took", "meld 3h 4h 5h", "not-in-hand"),
    ],
)  # fmt: skip
def test_refused_moves_name_their_reason(when: str, move: str, code: str) -> None:
    r = position(PAGAT, START, "9h", stock="2s")
    if when == "drawn":
        r = r.apply(A.draw_stock())
    elif when == "took":
        r = r.apply(A.take_discard())
    assert refused(r, move) == code


def test_a_players_view_shows_only_what_they_may_see() -> None:
    r = deal(PAGAT, ["Ann", "Bo", "Cy"], 13)
    v = r.view("Bo")
    assert v.hand == r.hands["Bo"] and v.counts == {n: 7 for n in r.order}
    assert not hasattr(v, "hand_of") and set(v.unseen).isdisjoint(v.hand)
    assert len(v.unseen) == 52 - 7 - 1
    after = r.apply(A.draw_stock())
    assert after.view("Ann").log[-1].cards and not after.view("Cy").log[-1].cards
    with pytest.raises(ValueError) as info:
        r.view("Zed")
    assert (info.value.code, info.value.values["name"]) == ("not-at-table", "Zed")
