"""The computer players' behaviour per level, on positions worked by hand: the beginner
throws its highest loose card and knocks whenever it may; the careful player keeps a card
from the next player when it can and knocks only when the undercut risk is low."""

from __future__ import annotations

import pytest
from positions import C
from positions import rest as _rest

from tutor import Rules
from tutor.play import Bot
from tutor.play import actions as A
from tutor.play.round import position

PAGAT = Rules.preset("pagat")


def _feeding_position():
    # Ann draws 10d; the only unseen cards are Kc Kd Ks 2c, three of which Bo holds: any
    # three hold two kings, which meld with Kh and leave a card to discard, so Kh (13) feeds
    # Bo for certain, while Qc (12) is dead: every meld it could make needs a card on the
    # pile (Qd, Qh, Qs, Jc or Ac).
    hands = {"Ann": "Kh Qc 2d 5s 9c 4h 3s", "Bo": "Kc Kd 2c"}
    cards = ("Kh Qc 2d 5s 9c 4h 3s", "Kc Kd 2c", "Ks 10d")
    r = position(PAGAT, hands, _rest(*cards), stock="Ks 10d", melded=["Bo"])
    return r.apply(A.draw_stock())


def test_the_beginner_throws_its_highest_loose_card_even_if_it_feeds() -> None:
    r = _feeding_position()
    assert r.phase == "play" and not [a for a in r.legal_actions() if a.kind == "meld"]
    assert Bot("beginner").choose(r) == A.discard(C("Kh")[0])


def test_the_careful_player_keeps_a_card_the_next_player_would_meld() -> None:
    r = _feeding_position()
    assert Bot("careful").choose(r) == A.discard(C("Qc")[0])


def test_the_careful_player_throws_its_highest_card_when_none_feeds() -> None:
    hands = {"Ann": "Kh Qc 2d 5s 9c 4h 3s", "Bo": "Ac 2h"}
    cards = ("Kh Qc 2d 5s 9c 4h 3s", "Ac 2h", "As 10d")
    r = position(PAGAT, hands, _rest(*cards), stock="As 10d", melded=["Bo"])
    r = r.apply(A.draw_stock())
    assert Bot("careful").choose(r) == A.discard(C("Kh")[0])


@pytest.mark.parametrize(
    ("unseen", "careful_knocks"),
    [
        # Bo holds two of these three: every pair totals 3 or less, under Ann's 6 points.
        ("Ah 2c As", False),
        # every pair totals 24 or more: a knock with 6 points cannot be undercut.
        ("Kc Kd Qs", True),
    ],
)
def test_the_beginner_knocks_whenever_it_may_the_careful_player_only_when_safe(
    unseen: str, careful_knocks: bool
) -> None:
    bo, stock = " ".join(unseen.split()[:2]), unseen.split()[2]
    hands = {"Ann": "Ac 2d 3h", "Bo": bo}
    r = position(PAGAT, hands, _rest("Ac 2d 3h", unseen), stock=stock, melded=["Bo"])
    assert A.knock() in r.legal_actions()
    assert Bot("beginner").choose(r) == A.knock()
    assert (Bot("careful").choose(r) == A.knock()) is careful_knocks


def test_no_bot_knocks_when_the_rules_do_not_allow_it() -> None:
    hands = {"Ann": "Ac 2d 3h", "Bo": "Kc Kd"}
    r = position(PAGAT, hands, _rest("Ac 2d 3h Kc Kd Qs"), stock="Qs")  # nobody has melded
    assert A.knock() not in r.legal_actions()
    for level in ("beginner", "careful"):
        assert Bot(level).choose(r) in r.legal_actions()
        assert Bot(level).choose(r) != A.knock()


def test_a_bot_takes_a_discard_it_can_meld_and_lays_the_meld() -> None:
    hands = {"Ann": "9c 9d 2h 4s Jd Qs Kh", "Bo": "3c 5d 6h 8c 10d Js Ks"}
    r = position(PAGAT, hands, "9h", stock="2s Ad")
    for level in ("beginner", "careful"):
        bot = Bot(level)
        assert bot.choose(r) == A.take_discard()
        took = r.apply(A.take_discard())
        assert bot.choose(took) == A.meld(C("9c 9d 9h"))


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError) as info:
        Bot("grandmaster")  # type: ignore[arg-type]
    assert (info.value.code, info.value.values["level"]) == ("no-bot-level", "grandmaster")


def test_the_careful_bot_keeps_its_own_rules_of_thumb_and_the_expert_its_style() -> None:
    # Careful is the yardstick: its knobs stay the careful ones whatever the expert's are.
    from tutor.play.bots import CAREFUL, EXPERT, Style

    assert Bot("careful").rules_of_thumb() == CAREFUL
    assert Bot("careful", knock_risk_max=0.2).rules_of_thumb().knock_max(3) == 0.2
    assert Bot("expert").rules_of_thumb() == EXPERT
    by_players = Style(knock=(0.3, 0.2, 0.1))
    assert [by_players.knock_max(n) for n in (2, 3, 4, 5)] == [0.3, 0.2, 0.1, 0.1]
    # Weighing the doubling: where every opponent would pay double a knock wins twice as
    # much, so the threshold (2 - 1 + 3t) / 6 is higher; with none doubled it is t.
    doubled = Style(knock=(0.12,), doubled=True)
    assert doubled.knock_max(2, 0.0) == 0.12
    assert doubled.knock_max(2, 1.0) == pytest.approx((1 + 0.36) / 6)


def test_the_expert_keeps_a_card_with_a_partner_longer_heads_up_than_at_four() -> None:
    # Ann draws 4s; nothing she may throw feeds anyone (every partner of Kh, Qh, 5d and 4s
    # is on the pile). Kh and Qh are partners: the careful bot throws the highest card, Kh;
    # the expert keeps a card with a partner 10 points longer heads up (13 - 10 < 5: it
    # throws 5d) and 6 at four players (13 - 6 > 5: Kh), as measured (bots.EXPERT).
    for others, expert_throws in (
        ({"Bo": "2c 9s"}, "5d"),
        ({"Bo": "2c 9s", "Cy": "3c 10s", "Di": "8c Js"}, "Kh"),
    ):
        hands = {"Ann": "Kh Qh 5d", **others}
        cards = (*hands.values(), "Ac 4s")
        r = position(PAGAT, hands, _rest(*cards), stock="Ac 4s", melded=list(hands))
        r = r.apply(A.draw_stock())
        assert Bot("careful").choose(r) == A.discard(C("Kh")[0]), others
        assert Bot("expert", deals=0).choose(r) == A.discard(C(expert_throws)[0]), others
