"""The review grades every decision of the learner against the expert, on positions worked
by hand: a knock that is certainly undercut, a missed Blast, the coach's own move; the marks'
thresholds; and the hint reading the same estimate as the risk table."""

from __future__ import annotations

import pytest
from positions import C
from positions import rest as _rest

from tutor import Rules
from tutor.app.review_view import review_lines
from tutor.play import actions as A
from tutor.play.coach import (
    CLEAR,
    COACH_SAMPLES,
    SERIOUS,
    SMALL,
    coach_line,
    discard_dangers,
    discardable,
    hint,
    mark_of,
    review,
)
from tutor.play.noise import band_z, gap_of
from tutor.play.round import position
from tutor.words import render

PAGAT = Rules.preset("pagat")


def _certain_undercut():
    # Ann holds 8 points and may knock (both have melded). Every card Ann has not seen is an
    # ace or a two: Bo's two cards total 4 or less, so a knock is undercut for certain.
    hands = {"Ann": "2c 3d 3h", "Bo": "Ac Ad"}
    stock = "As 2d 2h"
    pile = _rest("2c 3d 3h Ac Ad Kc Kd Kh Qc Qd Qh", stock)
    melds = [("Bo", "Kc Kd Kh"), ("Ann", "Qc Qd Qh")]
    return position(PAGAT, hands, pile, stock=stock, melds=melds, melded=["Ann", "Bo"])


def test_a_knock_that_is_certainly_undercut_is_a_serious_mistake() -> None:
    r = _certain_undercut()
    assert A.knock() in r.legal_actions()
    end = r.apply(A.knock())
    rv = review(end, "Ann", deals=8)
    (item,) = rv.items
    assert item.played == A.knock() and item.better != A.knock()
    assert item.mark == "serious" and item.mistake and not rv.all_same
    assert item.played_value < 0 < item.cost <= item.better_value - item.played_value
    assert item.reason.code == "review-knock-risky" and item.reason["p"] == 1.0
    assert "undercut" in render(item.reason)
    assert rv.average_loss == pytest.approx(item.cost)
    summary = rv.summary()
    assert summary["differ"] == 1 and summary["serious"] == 1


def _blast_open():
    # Ann's seven cards total 84: a major Blast (Daepang), a sure win; played on, the stock
    # goes on with Ann far from a knock or going out.
    hands = {"Ann": "Ks Kh Qs Qc Qd Jd Jh", "Bo": "9c 9d 9h Kc Kd Qh Js"}
    return position(PAGAT, hands, "5s", stock="2h 3h 4h 5h 6h 8h 9s Jc 7h")


def test_playing_the_coachs_move_is_graded_best_and_said_so() -> None:
    end = _blast_open().apply(A.blast())
    rv = review(end, "Ann", deals=4)
    (item,) = rv.items
    assert item.same and item.mark == "best" and rv.all_same and rv.average_loss == 0.0
    assert item.reason.code == "review-same"
    words = render(rv.summary())
    assert words == "The coach would have played all 1 decision the same way."


def test_a_missed_blast_is_graded_by_what_it_cost() -> None:
    r = _blast_open().apply(A.draw_stock())  # Ann plays on instead of stopping
    r = r.apply(A.discard(C("7h")[0]))
    while not r.over:  # Bo and Ann play on with the first legal move
        r = r.apply(r.legal_actions()[0])
    rv = review(r, "Ann", deals=6)
    first = rv.items[0]
    assert first.played == A.draw_stock() and first.better == A.blast()
    assert first.reason.code == "review-missed-ending" and first.mistake
    assert first.cost >= SMALL and len(rv.differing) >= 1
    assert all(i.same == (i.mark == "best") for i in rv.items)


@pytest.mark.parametrize(
    ("loss", "same", "mark"),
    [
        (0.0, True, "best"),
        (0.0, False, "good"),
        (SMALL - 0.01, False, "good"),
        (SMALL, False, "small"),
        (CLEAR, False, "clear"),
        (SERIOUS - 0.01, False, "clear"),
        (SERIOUS, False, "serious"),
    ],
)
def test_the_marks_follow_the_stated_thresholds(loss: float, same: bool, mark: str) -> None:
    assert mark_of(loss, same) == mark


def test_the_hint_quotes_the_risk_the_table_shows_for_its_card() -> None:
    hands = {"Ann": "Kh Qc 2d 5s 9c 4h 3s", "Bo": "Kc Kd 2c"}
    r = position(
        PAGAT, hands, _rest("Kh Qc 2d 5s 9c 4h 3s Kc Kd 2c Ks 10d"), stock="Ks 10d", melded=["Bo"]
    ).apply(A.draw_stock())
    h = hint(r, "Ann", 3, seed=4)
    assert h.move is not None and h.move.kind == "discard"
    table = discard_dangers(r.view("Ann"), discardable(r, "Ann"), COACH_SAMPLES, 4, perfect=True)
    assert h.reason["risk"] == table[h.move.cards[0]].p
    assert h.move != A.discard(C("Kh")[0])  # the card the table shows melding for Bo
    assert table[C("Kh")[0]].p == 1.0


# -- the coach's whole line and the noise band (issue 44) ----------------------------------


def _seven_to_lay(bo: str):
    # Ann (not melded) holds 7d 6h and draws 9d; Bo and Cy have melded. A seven melds alone,
    # so the coach's line for the turn lays 7d and then throws 6h, the card Ann threw
    # without laying it. With Bo down to one card (Kh, which fits his kings) the round may
    # end at once and Ann, holding 7d unlaid, pays double: the line's meld is worth it.
    hands = {"Ann": "7d 6h", "Bo": bo, "Cy": "9c 5h 4h"}
    stock = "2c 4s 5c 8d 9d"
    melds = [("Bo", "Kc Kd Ks"), ("Cy", "Qc Qd Qh"), ("Bo", "Ad 2d 3d")]
    pile = _rest(f"7d 6h {bo} 9c 5h 4h", stock, "Kc Kd Ks Qc Qd Qh Ad 2d 3d")
    r = position(PAGAT, hands, pile, stock=stock, melds=melds, melded=["Bo", "Cy"])
    return r.apply(A.draw_stock())


def test_a_discard_the_coach_throws_too_is_not_blamed_for_the_meld_it_lays_first() -> None:
    six, seven = C("6h 7d")
    r = _seven_to_lay("Kh")
    line = coach_line(r, "Ann")
    assert line == (A.meld((seven,)), A.discard(six))
    rv = review(r.apply(A.discard(six)), "Ann")
    (item,) = rv.items
    assert item.played == A.discard(six) and item.better == A.meld((seven,))
    assert item.line == line and item.stated and item.cost > 0
    assert item.reason.code == "review-held-meld"  # not "review-fed-meld" for 6h
    assert item.reason["laid"] == (seven,) and item.reason["card"] == six
    assert render(item.reason) == "You threw 6♥ as the coach would, but the coach first lays 7♦."
    text = review_lines(rv)
    assert "line\\: *Meld 7♦ → Discard 6♥*." in text  # the review shows the coach's line


def test_a_gap_within_the_noise_band_is_said_about_as_good() -> None:
    six = C("6h")[0]
    r = _seven_to_lay("Kh Qs")  # Bo holds two cards: no ending at once, the meld can wait
    rv = review(r.apply(A.discard(six)), "Ann")
    (item,) = rv.items
    assert not item.same and item.even and not item.stated
    assert item.cost == 0.0 and item.mark == "good" and not item.mistake
    assert abs(item.reason["gap"]) <= item.reason["half"] == pytest.approx(item.margin)
    assert item.reason["deals"] > 64  # a close call played out on more deals
    assert item.reason.code == "review-about-as-good" and "about as good" in render(item.reason)
    assert rv.differing == () and rv.even == (item,) and not rv.all_same
    summary = rv.summary()
    assert summary.code == "review-summary-close" and summary["differ"] == 0
    assert "1 otherwise but about as well" in render(summary)
    assert "about as good as the coach" in review_lines(rv)  # not advice: no line shown
    assert "line" not in review_lines(rv)


def test_the_noise_band_is_widened_for_the_choice_of_the_best() -> None:
    assert band_z(2) == pytest.approx(1.96, abs=0.01)
    assert band_z(3) > band_z(2) and band_z(4) > band_z(3)
    sure = gap_of([1.0, 1.2, 1.1, 1.0], [0.0, 0.1, 0.0, 0.1])
    assert sure.beyond and sure.low > 0 and sure.deals == 4
    # a mean gap of 0.25 whose band (1.96 standard errors of the paired differences) reaches 0
    loose = gap_of([1.0, -0.5, 1.0, -0.5], [0.0, 0.0, 0.0, 0.0])
    assert loose.mean == pytest.approx(0.25) and not loose.beyond and loose.low < 0
    assert not gap_of([1.0], [0.0]).beyond  # one deal: no noise measured, nothing stated
    with pytest.raises(ValueError):
        gap_of([1.0, 2.0], [0.0])
