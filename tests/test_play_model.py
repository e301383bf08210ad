"""The opponent model reads not knocking (rule book §5.2): an opponent who began a turn
when the melding condition let them knock, and drew instead, is dealt a hand that counts
more than the knock limit less what they have thrown and laid since."""

from __future__ import annotations

import pytest
from positions import C, both_melded_heads_up, rest

from tutor import Rules
from tutor.engine.odds import fast_points
from tutor.play import actions as A
from tutor.play import model
from tutor.play.model import OpponentModel, knock_floor
from tutor.play.puzzles.make import make_puzzle
from tutor.play.puzzles.puzzle import replay_indices
from tutor.play.round import position

PAGAT = Rules.preset("pagat")


def _bo_drew(melded: list[str]):
    # Bo begins a turn, draws the 2d and throws the Kd (13 points).
    hands = {"Ann": "Qc Qd Qh 3s 4d 9c", "Bo": "Kd 5c 6d 8h Js 2s 3h"}
    melds = [("Ann", "Kc Kh Ks")] if "Ann" in melded else []
    r = position(PAGAT, hands, "10s", melds=melds, melded=melded, to_move="Bo", stock="4h 2d")
    return r.apply(A.draw_stock()).apply(A.discard(C("Kd")[0]))


def test_an_opponent_who_could_have_knocked_and_drew_holds_more_than_the_limit_less_throws(
    monkeypatch,
) -> None:
    r = _bo_drew(["Ann"])
    view = r.view("Ann")
    assert knock_floor(view, "Bo") == 10 - 13
    monkeypatch.setattr(model, "NOT_KNOCKED", 1.0)
    hands = [d.hands["Bo"] for d in OpponentModel(view).deals(200, 1)]
    assert all(fast_points(h, PAGAT) > -3 for h in hands)


def test_a_knock_not_allowed_by_the_melding_condition_says_nothing() -> None:
    view = _bo_drew([]).view("Ann")  # nobody else had melded: Bo could not have knocked
    assert knock_floor(view, "Bo") is None
    assert knock_floor(view, "Ann") is None


def test_the_floor_binds_the_deals_when_the_throws_were_low(monkeypatch) -> None:
    # Bo throws the 2d just drawn: the floor stays at 10 - 2, and with the habit certain no
    # deal gives Bo eight points or fewer; with it off some do.
    hands = {"Ann": "Qc Qd Qh 3s 4d 9c", "Bo": "Ad 5c 6d 8h Js 2s 3h"}
    r = position(
        PAGAT,
        hands,
        "10s",
        melds=[("Ann", "Kc Kh Ks")],
        melded=["Ann"],
        to_move="Bo",
        stock="4h 2d",
    )
    view = r.apply(A.draw_stock()).apply(A.discard(C("2d")[0])).view("Ann")
    assert knock_floor(view, "Bo") == 8
    monkeypatch.setattr(model, "NO_MELDS", 0)  # the floor alone
    monkeypatch.setattr(model, "NOT_KNOCKED", 1.0)
    low = [d for d in OpponentModel(view).deals(300, 2) if fast_points(d.hands["Bo"], PAGAT) <= 8]
    monkeypatch.setattr(model, "NOT_KNOCKED", 0.0)
    free = [d for d in OpponentModel(view).deals(300, 2) if fast_points(d.hands["Bo"], PAGAT) <= 8]
    assert len(low) < len(free) and len(free) > 0


def test_an_opponent_who_has_had_a_turn_is_dealt_no_meld_they_could_have_laid() -> None:
    from tutor.play import cover

    view = _bo_drew(["Ann"]).view("Ann")
    m = OpponentModel(view)

    def with_meld(deals) -> int:
        hands = [d.hands["Bo"] for d in deals]
        melds = [cover.melds_in(cover.mask_of(h), "wrap") for h in hands]
        return sum(
            1
            for h, ms in zip(hands, melds, strict=True)
            if any(len(h) - x.bit_count() >= 1 for x in ms)
        )

    assert with_meld(m.deals(200, 3, unmelded=True)) <= 4
    assert with_meld(m.deals(200, 3)) >= 40


def test_feed_deals_keep_the_lowest_cards_without_favouring_near_melds(monkeypatch) -> None:
    # Bo has thrown a card, so Bo's hand is kept from more cards than it holds: for the
    # undercut count near melds go first (LINKED), for feed chances only the points count
    # (FEED_LINKED 0: bench/tools/calibration.py), so the feed deals hold fewer pairs and the
    # feed chances come out lower than with near melds kept first.
    from collections import Counter

    view = _bo_drew(["Ann"]).view("Ann")
    m = OpponentModel(view)
    assert m.extra["Bo"] >= 1 and model.FEED_LINKED == 0 < model.LINKED

    def pairs(deals) -> int:
        ranks = [Counter(c.rank for c in d.hands["Bo"]) for d in deals]
        return sum(1 for r in ranks if max(r.values()) >= 2)

    plain = m.deals(300, 4, unmelded=True, linked=0)
    assert pairs(plain) < pairs(m.deals(300, 4, unmelded=True, linked=model.LINKED))
    low = m.feeds(view.hand, 300, 4)
    assert m.deals(300, 4, unmelded=True) is not plain  # the undercut weight by default
    monkeypatch.setattr(model, "FEED_LINKED", model.LINKED)
    high = OpponentModel(view).feeds(view.hand, 300, 4)
    assert sum(e.p for e in low.values()) < sum(e.p for e in high.values())


def test_the_undercut_count_deals_a_melded_opponent_no_meld_they_could_have_laid() -> None:
    # Bo has melded and taken a turn, so Bo would have laid any meld held: the undercut
    # count (UNDERCUT_NO_MELDS: bench/tools/calibration.py) reads deals where Bo holds none, and
    # its hits are those deals (UNDERCUT_WHOLE_MELDS too) where a hand counts 16 or fewer.
    from tutor.play import cover

    view = both_melded_heads_up()
    assert model.UNDERCUT_NO_MELDS
    m = OpponentModel(view)
    est = m.undercut(16, 300, 5)
    deals = m.deals(300, 5, unmelded=True, undercut=True)
    bo = [d.hands["Bo"] for d in deals]
    assert not any(cover.melds_in(cover.mask_of(h), "wrap") for h in bo)
    assert est.hits == sum(1 for h in bo if fast_points(h, PAGAT) <= 16) > 0
    assert est.hits != sum(1 for d in m.deals(300, 5) if fast_points(d.hands["Bo"], PAGAT) <= 16)


def test_feed_chances_read_deals_with_a_milder_keep_low_habit() -> None:
    # After Bo has thrown a few cards the feed deals keep the lowest of fewer extra cards
    # (FEED_KEEP_LOW, FEED_SPARE: bench/tools/calibration.py), so Bo's dealt hands count more
    # there than in deals with the full habit, and the feed chances are counted over them.
    from tutor.play.bots import Bot
    from tutor.play.round import deal, meld_with

    r = deal(PAGAT, ["Ann", "Bo"], 11, dealer="Ann")
    bots = {n: Bot("beginner", i) for i, n in enumerate(("Ann", "Bo"))}
    while sum(1 for e in r.log if e.kind == "discard" and e.player == "Bo") < 4 or (
        r.to_move != "Ann" or r.view("Ann").phase != "draw"
    ):
        r = r.apply(bots[r.to_move].choose(r.view(r.to_move)))
    view = r.view("Ann")
    m = OpponentModel(view)
    assert 0 < m.feed_extra["Bo"] < m.extra["Bo"]
    full = m.deals(300, 6, unmelded=True, linked=0)
    mild = m.deals(300, 6, unmelded=True, linked=0, feed=True)

    def mean(deals) -> float:
        return sum(fast_points(d.hands["Bo"], PAGAT) for d in deals) / len(deals)

    assert mean(mild) > mean(full)
    card = view.hand[0]
    hits = sum(1 for d in mild if meld_with(card, d.hands["Bo"], PAGAT, 1))
    est = m.feeds([card], 300, 6)[card]
    # heads up the one claimant who could meld it counts as FEED_SHARE of a certain one
    assert hits > 0 and est.p == pytest.approx(model.FEED_SHARE * hits / 300)
    assert est.low < est.p < hits / 300 <= est.high  # the interval spans the share's doubt


def test_feed_chances_count_every_claimant_who_could_meld_under_battle_hoola() -> None:
    # Under Battle Hoola anyone may claim. A claimant whose hand the keep-low habit shaped
    # (they have thrown a card) counts FEED_SHARE of a certain one in a deal where they
    # could meld the card; one who has thrown nothing, or could in every deal, counts in
    # full: a deal counts 1 with a sure claimant, else 1 - (1 - FEED_SHARE)^h.
    from tutor.play.bots import Bot
    from tutor.play.round import deal, meld_with

    rules = Rules.preset("s2-casual")
    names = ["Ann", "Bo", "Cy", "Di", "Ed"]
    r = deal(rules, names, 3, dealer="Ann")
    bots = {n: Bot("beginner", i) for i, n in enumerate(names)}
    while len(r.log) < 12 or r.to_move != "Ann" or r.view("Ann").phase != "draw":
        r = r.apply(bots[r.to_move].choose(r.view(r.to_move)))
    view = r.view("Ann")
    m = OpponentModel(view)
    assert m.claimants == ("Bo", "Cy", "Di", "Ed")
    assert any(m.feed_extra[n] for n in m.claimants)  # some hands shaped by the habit
    deals = m.deals(200, 4, unmelded=True, linked=0, feed=True)
    share = model.FEED_SHARE
    shaped_counted = False
    for card in view.hand:
        rows = [[n for n in m.claimants if meld_with(card, d.hands[n], rules, r.keep)]
                for d in deals]  # fmt: skip
        sure = {n for n in m.claimants if not m.feed_extra[n] or all(n in row for row in rows)}
        want = sum(1.0 if set(row) & sure else 1 - (1 - share) ** len(row) for row in rows if row)
        est = m.feeds([card], 200, 4)[card]
        assert est.p == pytest.approx(want / 200)
        assert est.p <= sum(1 for row in rows if row) / 200 <= est.high
        shaped_counted |= any(len(set(row) - sure) for row in rows)
    assert shaped_counted  # some deal counted a shaped claimant at the share


def test_a_feed_every_deal_gives_counts_in_full() -> None:
    # Bo has thrown cards (a shaped hand) but holds two of Kc Kd Ks in every way the
    # unseen cards may lie: Kh feeds Bo surely, and the chance reads 100%, not 90%.
    hands = {"Ann": "Kh Qc 2d 5s 9c 4h 3s", "Bo": "Jd Kc Kd 2c"}
    pile = rest("Kh Qc 2d 5s 9c 4h 3s Jd Kc Kd 2c Ks 6h 10d")
    r = position(PAGAT, hands, pile, to_move="Bo", stock="Ks 6h 10d")
    r = r.apply(A.draw_stock()).apply(A.discard(C("Jd")[0]))
    r = r.apply(A.draw_stock()).apply(A.discard(C("9c")[0]))
    view = r.view("Ann")
    m = OpponentModel(view)
    assert m.feed_extra["Bo"] > 0
    unseen_kings = sum(1 for c in view.unseen if c.rank == 13)
    assert unseen_kings >= len(view.unseen) - view.counts["Bo"] + 2
    assert m.feeds([C("Kh")[0]], 200, 1)[C("Kh")[0]].p == 1.0


def test_a_claimant_is_dealt_cards_that_meld_the_claimed_card() -> None:
    """Under Battle Hoola a player asked after a claim sees it (§7.1): every deal gives the
    claimant a partner group of the card, even when another hand dealt first would have
    taken the last one, and the search's play-outs of the claim no longer fail (a round
    from self-play: Bo throws Q♠, Cy claims it, You are asked)."""
    names, seed = ("Bo", "Cy", "You", "Di", "Ed"), 4504000053
    r = replay_indices(Rules.preset("s2-casual"), names, seed, "Bo", (0, 7, 0))
    assert (r.phase, r.to_move, r.log[-1].kind, r.log[-1].player) == ("claim", "You", "claim", "Cy")
    view = r.view("You")
    assert set(model.claims_pending(view)) == {"Cy"}
    groups = model.claims_pending(view)["Cy"]
    for d in OpponentModel(view).deals(300, 3, unmelded=True):
        assert any(g <= set(d.hands["Cy"]) for g in groups)
    make_puzzle({"preset": "s2-casual"}, names, seed, "Bo", (0, 7, 0), eval_seed=17)


def _bo_down_to_one_card():
    """Heads up under pagat, beginner bots: Bo holds one card (the A♣) after six discards,
    and Ann is about to start a turn with a knock open to her."""
    from tutor.play.bots import Bot
    from tutor.play.round import deal

    r = deal(PAGAT, ["Ann", "Bo"], 60, dealer="Ann")
    bots = {n: Bot("beginner", i) for i, n in enumerate(("Ann", "Bo"))}
    while not (r.to_move == "Ann" and r.phase == "draw" and len(r.hand_of["Bo"]) == 1):
        r = r.apply(bots[r.to_move].choose(r.view(r.to_move)))
    return r


def test_the_undercut_count_deals_no_hand_a_player_could_have_gone_out_with(monkeypatch) -> None:
    # A player who has had a turn does not end it holding one whole meld: they would have
    # laid it and thrown the card they threw, going out (§5.3). Under pagat the last card
    # must be thrown (§4.5), so the deals' no-meld rule left a lone seven in a one-card hand,
    # and sevens are kept first: without UNDERCUT_WHOLE_MELDS about a third of Bo's dealt
    # one-card hands were sevens and the chance Bo undercuts a knock with 3 read low.
    r = _bo_down_to_one_card()
    view = r.view("Ann")
    assert r.hand_of["Bo"] == tuple(C("Ac"))
    assert sum(1 for e in view.log if e.kind == "discard" and e.player == "Bo") == 6
    assert model.UNDERCUT_WHOLE_MELDS

    def one_card(m: OpponentModel) -> list:
        return [d.hands["Bo"][0] for d in m.deals(300, 1, unmelded=True, undercut=True)]

    m = OpponentModel(view)
    dealt = one_card(m)
    assert not any(c.rank == 7 for c in dealt)
    assert sum(1 for c in dealt if fast_points((c,), PAGAT) <= 3) >= 210
    with_rule = m.undercut(3, 300, 1).p
    monkeypatch.setattr(model, "UNDERCUT_WHOLE_MELDS", False)
    m = OpponentModel(view)
    before = one_card(m)
    assert sum(1 for c in before if c.rank == 7) >= 60
    assert sum(1 for c in before if fast_points((c,), PAGAT) <= 3) <= 180
    assert m.undercut(3, 300, 1).p < with_rule - 0.2


@pytest.mark.parametrize("label", ["pagat", "jokers", "joker-14x3", "tame", "s1-short"])
def test_who_takes_a_discard_is_who_holds_one_of_its_partner_groups(label: str) -> None:
    """The feed count (``takers``) reads each deal's hands once for every card asked about:
    in every deal, the claimants it counts are exactly those whose hand holds one of the
    card's partner groups (its real cards, as many jokers, and a card to keep when going out
    needs a discard) and who may take it."""
    from play_sim import CONFIGS, NAMES

    from tutor.engine.odds import partner_groups
    from tutor.play import Bot, deal

    rules, sizes = CONFIGS[label]
    keep = 1 if rules.discard_to_go_out else 0
    compared = counted = 0
    for seed, size in enumerate(sizes):
        r = deal(rules, NAMES[:size], seed)
        bots = {n: Bot("beginner", i) for i, n in enumerate(NAMES[:size])}
        for step in range(24):
            if r.over:
                break
            if step % 6 == 5:
                view = r.view(r.to_move)
                m = OpponentModel(view)
                deals = m.deals(60, seed, unmelded=True, linked=model.FEED_LINKED, feed=True)
                for card in dict.fromkeys(view.hand):
                    groups = partner_groups(card, rules)
                    rows = [
                        [
                            n
                            for n in m.claimants
                            if any(
                                sum(c.is_joker for c in g) <= sum(c.is_joker for c in d.hands[n])
                                and all(c in d.hands[n] for c in g if not c.is_joker)
                                and len(d.hands[n]) - len(g) >= keep
                                for g in groups
                            )
                        ]
                        for d in deals
                    ]
                    sure = {n for n in m.claimants if not m.feed_extra[n]} | {
                        n for n in m.claimants if all(n in row for row in rows)
                    }
                    want = [
                        (any(n in sure for n in row), sum(n not in sure for n in row))
                        for row in rows
                    ]
                    assert m.takers(card, 60, seed) == want, (label, seed, step, card)
                    compared += 1
                    counted += sum(1 for row in rows if row)
            r = r.apply(bots[r.to_move].choose(r))
    assert compared > 20 and counted > 0, (compared, counted)
