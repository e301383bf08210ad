"""The quiz kinds on the table and deal, the turn and Hoola doubles: over 1,000 seeds (the
presets in turn) every answer is recomputed by the engine from what the question shows."""

from __future__ import annotations

from itertools import combinations

import pytest

from tutor.engine.ledger import Game, ledger, replace_rounds
from tutor.engine.melds import check_meld
from tutor.engine.rules import PRESETS, Rules
from tutor.engine.settlement import settle
from tutor.engine.table import next_player
from tutor.teach import quiz

SEEDS = range(1000)
PRESET_RULES = [Rules.preset(name) for name in PRESETS]


def _questions(kind: str):  # noqa: ANN202
    for seed in SEEDS:
        yield quiz.generate(seed, PRESET_RULES[seed % len(PRESET_RULES)], kind=kind)


def _ledger(q: quiz.Question):  # noqa: ANN202
    game = Game.new(players=list(q.seating), rules=q.rules, name="Check", first_dealer=q.seating[0])
    return ledger(replace_rounds(game, list(q.rounds)))


def test_table_answers_are_the_engines() -> None:
    asked = {"next player": 0, "next dealer": 0}
    for q in _questions("table"):
        assert q.answer in q.choices == q.seating
        if q.rounds:
            asked["next dealer"] += 1
            assert q.answer == q.rounds[-1].winner == _ledger(q).next_dealer
        else:
            asked["next player"] += 1
            assert q.answer == next_player(q.seating, q.player, q.rules.direction)
            assert any(q.rules.direction in fact for fact in q.facts)
    assert min(asked.values()) > 300


def _can_take(top, hand, rules: Rules) -> bool:  # noqa: ANN001
    """Brute force: some cards of the hand make a new meld with the discard."""
    return any(
        check_meld((*group, top), rules).valid
        for k in range(0, 4)
        for group in combinations(hand, k)
    )


def test_turn_answers_are_the_engines() -> None:
    seen = {("take", "Yes"): 0, ("take", "No"): 0, ("lay off", "Yes"): 0, ("lay off", "No"): 0}
    for q in _questions("turn"):
        ((label, group),) = q.groups
        if label == "Top of the discard pile":
            right = _can_take(group[0], q.cards, q.rules)
            seen[("take", q.answer)] += 1
        else:
            context = dict(q.context)
            melded = context["melded_before"] or context["melded_now"]
            right = melded and check_meld((*group, *q.cards), q.rules).valid
            seen[("lay off", q.answer)] += 1
        assert q.answer == ("Yes" if right else "No"), (q.seed, q.prompt, q.facts)
    assert min(seen.values()) > 50, seen


def test_hoola_doubles_answers_are_the_engines() -> None:
    answers = set()
    for q in _questions("hoola-doubles"):
        view = _ledger(q)
        assert q.answer == view.next_multiplier
        streak = 0
        for r in reversed(q.rounds):
            if not r.perfect:
                break
            streak += 1
        assert q.answer == (2**streak if q.rules.hoola_doubles else 1)
        assert any("Hoola doubles" in fact for fact in q.facts)
        answers.add(q.answer)
    assert {1, 2, 4} <= answers


@pytest.mark.parametrize("kind", ["table", "turn", "hoola-doubles"])
def test_a_question_comes_back_from_its_seed_and_rules(kind: str) -> None:
    for seed in range(30):
        q = quiz.generate(seed, PRESET_RULES[0], kind=kind)
        assert quiz.generate(q.seed, q.rules, kind=kind) == q
        assert quiz.grade(q, q.answer).correct


def test_tie_questions_state_the_tie_rule() -> None:
    ties = 0
    for seed in range(300):
        rules = PRESET_RULES[seed % len(PRESET_RULES)]
        q = quiz.generate(seed, rules, kind="stock-winner")
        s = settle(q.record)
        low = min(p.points for p in s.players)
        if sum(p.points == low for p in s.players) > 1:
            ties += 1
            assert any("Ties for the fewest points" in f and "rule 5.6" in f for f in q.facts)
    assert ties > 5
