"""The payment rules said once (tutor.engine.payment), on cases worked by hand; settle() and
the play-outs' lean scorer ask the same functions (tests/test_settle*.py,
tests/test_play_net.py)."""

from tutor.engine.payment import (
    doubling_kinds,
    from_start,
    lowest,
    payer_of,
    pays_never_melded,
    penalty_net,
    position,
    tie_winner,
    undercutters,
)
from tutor.engine.rules import Rules

ORDER = ["Ann", "Bo", "Cy", "Di"]


def test_order_of_play_from_the_knockers_left_or_from_the_first_player():
    assert from_start(ORDER, "Cy", include_start=False) == ["Di", "Ann", "Bo", "Cy"]
    assert from_start(ORDER, "Ann", include_start=True) == ORDER


def test_a_tie_goes_to_the_first_in_play_or_to_fewest_cards():
    assert tie_winner(["Ann", "Di"], ORDER, "Cy", False) == "Di"
    assert tie_winner(["Ann", "Di"], ORDER, "Cy", False, {"Ann": 2, "Di": 5}) == "Ann"
    assert tie_winner(["Bo", "Di"], ORDER, "Ann", True, {"Bo": 3, "Di": 3}) == "Bo"


def test_undercut_by_anyone_counting_no_more_than_the_knocker():
    points = {"Ann": 9, "Bo": 12, "Cy": 9, "Di": 4}
    assert undercutters(points, ORDER, "Ann") == ["Cy", "Di"]
    assert lowest(["Cy", "Di"], points) == ["Di"]
    assert lowest(ORDER, {"Ann": 3, "Bo": 3, "Cy": 8, "Di": 5}) == ["Ann", "Bo"]


def test_tied_losers_pay_the_higher_position():
    assert [position(p, [5, 9, 9]) for p in (5, 9)] == [1, 3]


def test_doublings_and_who_pays():
    rules = Rules()
    assert doubling_kinds(rules, 2, True, True, False)[:2] == ("seven", "seven")
    assert "never-melded" in doubling_kinds(rules, 0, True, False, False)
    assert doubling_kinds(rules, 0, False, False, False) == ()
    assert pays_never_melded(had_turn=True, melded=False, spared=False)
    assert not pays_never_melded(had_turn=False, melded=False, spared=False)
    assert not pays_never_melded(had_turn=True, melded=False, spared=True)
    assert payer_of("Bo", feeder="Cy", knocker=None) == "Cy"
    assert payer_of("Bo", feeder=None, knocker="Ann") == "Ann"
    assert payer_of("Bo", feeder=None, knocker=None) == "Bo"
    assert penalty_net("Ann", "Ann", 4, 5) == -15
    assert penalty_net("Bo", "Ann", 4, 5) == 5
