"""The undercut chance as shown (tutor/play/undercut_map.py): the model's count of deals
read through a map per table size (rule book §5.2), fitted and checked in
bench/tools/undercut_fit.py."""

from __future__ import annotations

import pytest
from positions import both_melded_heads_up

from tutor.play.dangers import knock_risk
from tutor.play.model import OpponentModel
from tutor.play.undercut_map import UNDERCUT_MAP, undercut_inputs, undercut_shown
from tutor.words import render, using

STEPS = [i / 200 for i in range(201)]


@pytest.mark.parametrize("players", sorted(UNDERCUT_MAP))
def test_the_map_keeps_the_order_of_counts_and_leaves_none_and_all_as_they_are(players) -> None:
    # a higher count is always shown higher, so an interval mapped end by end stays one
    sizes = [2] * (players - 1)
    shown = [undercut_shown(p, 8, sizes, 6) for p in STEPS]
    assert shown[0] == 0.0 and shown[-1] == 1.0
    assert all(a < b for a, b in zip(shown, shown[1:], strict=False))
    assert all(0.0 < s < 1.0 for s in shown[1:-1])


def test_a_one_card_opponent_heads_up_raises_the_chance_a_four_card_one_lowers_it() -> None:
    # the deals give one-card hands too many points (real ones are low more often), and
    # three- and four-card hands too few: the map moves the count the other way
    one = undercut_shown(0.5, 6, [1], 10)
    four = undercut_shown(0.5, 6, [4], 10)
    assert one > 0.55 and four < one
    assert undercut_inputs(0.5, 6, [1], 10)[3] == 1.0  # one opponent holds one card


def test_a_table_size_without_weights_shows_the_count() -> None:
    assert 6 not in UNDERCUT_MAP
    assert undercut_shown(0.37, 8, [3] * 5, 12) == 0.37


def test_the_models_chance_is_its_count_through_the_map() -> None:
    view = both_melded_heads_up()
    est = OpponentModel(view).undercut(16, 300, 5)
    counted = est.hits / est.samples
    assert 0 < counted < 1
    discards = sum(1 for e in view.log if e.kind == "discard")
    assert est.p == undercut_shown(counted, 16, [view.counts["Bo"]], discards) != counted
    assert est.low <= est.p <= est.high


def test_the_coach_says_the_count_was_corrected() -> None:
    """The coach's sentence gives the chance as shown (the count through the map), the deals
    it was counted over, and says it was corrected, in both languages: it never passes the
    corrected chance off as the share of the deals."""
    view = both_melded_heads_up()
    est, reason = knock_risk(view, samples=200, seed=5)
    assert reason["p"] == est.p and reason["samples"] == 200
    shown = f"{round(100 * est.p)}%"
    with using("en"):
        said = render(reason)
    assert shown in said and "200 deals" in said and "corrected" in said, said
    with using("ko"):
        said = render(reason)
    assert shown in said and "200가지" in said and "보정" in said, said
