"""The worked examples settle as their sources say: each figure asserted here is the one the
source gives (the detailed rules page), and every number is computed by the engine."""

from __future__ import annotations

import json

import pytest

from tutor.engine import rulebook
from tutor.engine.endings import blast
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.settlement import Settlement, settle
from tutor.teach.examples import EXAMPLES, Example
from tutor.words import t


def settled(name: str) -> Settlement:
    return settle(EXAMPLES[name].record)


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_every_example_settles_and_money_is_conserved(name: str) -> None:
    ex = EXAMPLES[name]
    assert isinstance(ex, Example)
    assert t("payout-example-title", example=name) and t("payout-example-says", example=name)
    assert t("payout-example-source", example=name).startswith("the detailed rules page")
    assert all(rulebook.is_point(r) for r in ex.rules.split(", "))
    s = settle(ex.load())
    assert sum(s.net.values()) == 0
    assert s.collected == sum(t.stakes for t in s.transfers + s.penalty if t.payee == s.winner)
    for line in s.lines:
        assert line.total == line.base * line.multiplier
    # the record survives its JSON form
    assert settle(RoundRecord.load(ex.load().to_json())) == s
    json.dumps(ex.record)


def test_s0_tie_example() -> None:
    # S0: "A: 11, B: 3, C: 34, D: 34, E: 11 ... both C and D pay 4 stakes and both A and E
    # pay 2 stakes, so that the winner B collects 12 stakes".
    s = settled("s0-tie")
    assert {p.name: p.points for p in s.players} == {"A": 11, "B": 3, "C": 34, "D": 34, "E": 11}
    assert s.winner == "B"
    assert {line.name: line.total for line in s.lines} == {"A": 2, "E": 2, "C": 4, "D": 4}
    assert all(not line.doublings for line in s.lines)
    assert s.collected == 12


def test_s0_tie_example_needs_no_melding_at_the_end() -> None:
    # The hands count as they are only without melding at the end of stock; melded players
    # hold at most 6 cards.
    ex = EXAMPLES["s0-tie"]
    assert Rules.from_spec(ex.record["rules"]).meld_at_stock_end is False
    assert all(p.melded and len(p.hand.split()) <= 6 for p in ex.load().players)


def test_s0_three_doublings_make_24() -> None:
    # S0: a Perfect, you never melded, a seven in hand, two losers with fewer points:
    # "you are subject to three doubles and must pay 24 stakes (8×3)".
    s = settled("s0-24")
    assert s.perfect and len(s.players) == 4
    line = s.line_for("You")
    assert line.position == 3 and line.base == 3
    assert [d.factor for d in line.doublings] == [2, 2, 2]
    assert line.multiplier == 8
    assert line.total == 24
    assert sum(other.points < line.points for other in s.lines if other.name != "You") == 2
    assert s.players[[p.name for p in s.players].index("You")].sevens == 1


def test_undercut_knock() -> None:
    # S0: an undercut knocker loses; the payments double and the knocker pays them all.
    s = settled("undercut-knock")
    assert s.undercut and s.winner == "Bo"
    assert all(line.payer == "Ann" for line in s.lines)
    assert all(any(d.kind == "undercut" for d in line.doublings) for line in s.lines)
    assert s.net["Ann"] == -s.collected
    assert all(s.net[n] == 0 for n in ("Cy", "Dee"))
    assert s.collected == sum(line.total for line in s.lines)


def test_sopang_example() -> None:
    # S0: a Blast with 14 or fewer points is a Sopang (minor blast).
    ex = EXAMPLES["sopang"]
    rules = Rules.from_spec(ex.record["rules"])
    hand = next(p.hand for p in ex.load().players if p.name == "Bo")
    verdict = blast(hand, rules)
    assert verdict.allowed and verdict.kind == "sopang"
    assert verdict.numbers["total"] < 15
    s = settled("sopang")
    assert s.winner == "Bo"
    assert s.collected == sum(line.total for line in s.lines)


def test_four_sevens_and_the_s0_quad() -> None:
    # S0: four sevens in hand win; "2-4-5-9-9-9-9 counts as only 11 points, not 47".
    s = settled("four-sevens")
    assert s.winner == "Cy" and s.ending == "four-sevens"
    bo = next(p for p in s.players if p.name == "Bo")
    assert bo.points == 11


def test_perfect_fed_by_a_discard() -> None:
    # S0: the discarder who fed a Perfect pays all the losers' losses; the others pay nothing.
    s = settled("perfect-fed")
    assert s.perfect and s.winner == "Ann"
    assert all(line.payer == "Bo" for line in s.lines)
    assert all(any(d.kind == "perfect" for d in line.doublings) for line in s.lines)
    assert s.net["Cy"] == 0
    assert s.net["Bo"] == -s.collected
