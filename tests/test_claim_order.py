"""Claims are asked in turn order (rule book 1.5, 7.1, 7.2): after a discard the claim
window asks the other players in the order their turns come, under both directions, every
claim switch and 2 to 5 players, and the round's turns follow the same order. The expected
order is a plain rotation of the seating written out here (clockwise: the seating as it
stands; counter-clockwise: the seating reversed), not the engine's helper."""

from __future__ import annotations

import pytest

from tutor.engine.cards import parse_cards
from tutor.engine.rules import Rules
from tutor.play import actions as A
from tutor.play import deal
from tutor.play.round import position

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")
PAGAT = Rules.preset("pagat")


def expected_turns(seating: tuple[str, ...], first: str, direction: str) -> list[str]:
    ring = list(seating) if direction == "clockwise" else list(reversed(seating))
    i = ring.index(first)
    return ring[i:] + ring[:i]


@pytest.mark.parametrize("direction", ["clockwise", "counter-clockwise"])
@pytest.mark.parametrize("claim", ["none", "battle", "tame"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_claims_and_turns_follow_the_turn_order(direction: str, claim: str, players: int) -> None:
    rules = PAGAT.with_changes(direction=direction, claim=claim)
    seating = NAMES[:players]
    for seed in range(3):
        r = deal(rules, seating, seed=seed)
        turns = expected_turns(seating, "Ann", direction)
        assert list(r.order) == turns
        seen = []
        for _ in range(players * 2):  # two rounds of turns: draw, throw the first card
            assert r.phase == "draw"
            p = r.to_move
            seen.append(p)
            r = r.apply(A.draw_stock())
            r = r.apply(A.discard(r.hand_of[p][0]))
            if claim == "none":
                assert r.phase == "draw" and r.window is None
                continue
            assert r.phase == "claim" and r.window is not None
            after = expected_turns(seating, p, direction)[1:]
            assert list(r.window.asked) == after, (seed, p)
            asked = []
            while r.phase == "claim":
                asked.append(r.to_move)
                r = r.apply(A.pass_claim())
            assert asked == after
        assert seen == (turns * 2)[: players * 2]


@pytest.mark.parametrize("players", [4, 5])
def test_tame_claim_goes_to_the_claimant_whose_turn_comes_first_counter_clockwise(
    players: int,
) -> None:
    """The audit's table: Ann throws 5♥, counter-clockwise the turns run Di, Cy, Bo (with
    Ed: Ed, Di, Cy, Bo), and both Bo and Cy can meld the 5♥: Cy's turn comes first."""
    rules = PAGAT.with_changes(claim="tame", direction="counter-clockwise")
    hands = {
        "Ann": "5h 2c 9c Jd Qs Kh 3d",
        "Bo": "3h 4h 8c 10d Jh Kc 2d",  # 3-4-5♥ with the 5♥
        "Cy": "5s 5d 2h 4d 8s Ah 9d",  # 5-5-5 with it
        "Di": "Qh 4s Js 10s 2s 3s 6s",
        "Ed": "Qc Qd 3c 4c 8d 9h 10h",
    }
    hands = dict(list(hands.items())[:players])
    r = position(rules, hands, "7c", stock="Ac As")
    r = r.apply(A.draw_stock()).apply(A.discard(parse_cards("5h")[0]))
    order = expected_turns(tuple(hands), "Ann", "counter-clockwise")[1:]
    assert list(r.window.asked) == order
    while r.phase == "claim":
        may = {a.kind for a in r.legal_actions()}
        r = r.apply(A.claim() if "claim" in may else A.pass_claim())
    assert r.phase == "play" and r.to_move == "Cy"  # Cy before Bo in turn order
