"""A Perfect (Hoola) is going out "by melding all seven cards at once" (rule book 5.3): a
lay-off onto a meld already on the table never makes one, in any preset (every source that
describes the Perfect says "melding"). Checked through the engine's verdicts, the start of a
turn's outlook, the practice table's moves and the ending quiz."""

from __future__ import annotations

import pytest

from tutor.engine.cards import parse_cards
from tutor.engine.endings import endings_open, going_out
from tutor.engine.rules import PRESETS, Rules
from tutor.play import actions as A
from tutor.play.round import position
from tutor.teach import quiz

PRESET_RULES = [Rules.preset(name) for name in PRESETS]
TABLE = "9d 10d Jd"
THROUGH_LAY_OFF = "Qd 2c 3c 4c 5h 5s 5d 9s"  # 2-3-4♣, 5-5-5 melded, Q♦ laid off, 9♠ thrown


@pytest.mark.parametrize("rules", PRESET_RULES, ids=list(PRESETS))
def test_a_lay_off_is_an_ordinary_going_out(rules: Rules) -> None:
    v = going_out(THROUGH_LAY_OFF, rules, table=TABLE)
    assert v.allowed and v.kind == "going-out" and not v.perfect
    assert v.layoffs and "not-perfect-layoff" in v.codes and "perfect" not in v.codes
    # the same hand melding everything itself is a Perfect
    own = going_out("Qd Kd Ad 2c 3c 4c 7h 9s", rules.with_changes(ace="wrap"), table=TABLE)
    assert own.kind == "perfect" and not own.layoffs


@pytest.mark.parametrize("rules", PRESET_RULES, ids=list(PRESETS))
def test_a_draw_that_goes_out_only_by_a_lay_off_is_no_perfect_in_prospect(rules: Rules) -> None:
    hand = "2c 3c 4c 5h 5s Qd Kh"  # a five melds the fives, Q♦ goes on 9-10-J♦, K♥ thrown
    out = endings_open(hand, rules, table=TABLE, others_melded=True, drawn=False)[-1]
    assert out.allowed and out.kind == "going-out-possible"
    assert "draw-ordinary" in out.codes
    bare = endings_open(hand, rules, others_melded=True, drawn=False)[-1]
    assert not bare.allowed  # without the table's meld no draw goes out
    # a drawn seven melds alone, so K♥ can be thrown with no lay-off: still a Perfect ahead
    melding = endings_open("2c 3c 4c 5h 5s 5d Kh", rules, table=TABLE, drawn=False)[-1]
    assert melding.kind == "perfect-possible"


@pytest.mark.parametrize("rules", PRESET_RULES, ids=list(PRESETS))
def test_the_practice_table_calls_a_going_out_with_a_lay_off_ordinary(rules: Rules) -> None:
    hands = {
        "Ann": parse_cards(THROUGH_LAY_OFF)[:7],
        "Bo": "Kh Kc Ks 2h 3h 8s 8c",
        "Cy": "6h 6c 6s Jh Jc Js Qh",
    }
    r = position(rules, hands, "10h", melds=[("Bo", TABLE)], melded=["Bo"], stock="9s")
    r = r.apply(A.draw_stock())
    r = r.apply(A.meld(parse_cards("2c 3c 4c"))).apply(A.meld(parse_cards("5h 5s 5d")))
    lay = next(a for a in r.legal_actions() if a.kind == "lay-off")
    r = r.apply(lay)
    assert r.turn is not None and r.turn.laid_off
    assert not any(a.perfect for a in r.legal_actions() if a.kind == "go-out")
    done = r.apply(A.discard(parse_cards("9s")[0]))
    assert done.over and done.outcome is not None
    assert done.outcome.ending == "going-out" and not done.outcome.perfect


def test_the_ending_quiz_never_calls_a_lay_off_a_perfect() -> None:
    """The audit's case (seed 100000, pagat: A♦ laid off onto J♦Q♦K♦) and its neighbours:
    a Perfect in the answer always has a draw that goes out with no lay-off."""
    perfect = quiz.ENDING_CHOICES[4]
    for rules in PRESET_RULES:
        for seed in range(100000, 100060):
            q = quiz.generate(seed, rules, kind="ending")
            if perfect not in q.answer:
                continue
            ctx = dict(q.context)
            bare = endings_open(
                q.cards,
                rules,
                players=int(ctx["players"]),
                melded=bool(ctx["melded"]),
                others_melded=bool(ctx["others_melded"]),
                others_had_turn=bool(ctx["others_had_turn"]),
            )[-1]
            assert bare.kind == "perfect-possible", seed
