"""The quiz never shows a round that cannot happen: every round it builds is one the engine
accepts as played (who had a turn, who fed a Perfect, hands and decks), for every kind of
question, over many seeds and every preset."""

from __future__ import annotations

import os
import random

import pytest
from budget import sweep

from tutor.engine.rules import PRESETS, Rules
from tutor.engine.settlement import settle
from tutor.teach import quiz
from tutor.teach.quiz.rounds import perfect_record, possible_feeders

SEEDS = int(os.environ.get("HOOLA_QUIZ_SEEDS", sweep(150)))
"""Seeds per kind: 150 in the "ci" profile, 1,500 in "nightly" (tests/budget.py). The issue's
bar is 5,000 (``HOOLA_QUIZ_SEEDS=5000``, about 20 minutes on two busy cores)."""

VARIANTS = [Rules.preset(name) for name in PRESETS] + [
    Rules.preset("pagat").with_changes(direction="clockwise"),
    Rules.preset("pagat").with_changes(claim="tame"),
]


def possible(q: quiz.Question) -> None:
    """Assert that what the question shows can happen."""
    shown = list(q.cards) + [c for _, hand in q.hands for c in hand]
    real = [c for c in shown if not c.is_joker]
    assert len(real) == len(set(real)), f"a card is shown twice: {q.seed} {q.kind}"
    if q.record is not None:
        settle(q.record)  # raises RecordError for a round that cannot have been played
        rec = q.record
        if rec.perfect_discard_by is not None:
            seating = [p.name for p in rec.players]
            dealer = rec.dealer or seating[0]
            rules = rec.rules_in_force()
            assert rec.perfect_discard_by in possible_feeders(seating, dealer, rec.winner, rules)


@pytest.mark.parametrize("kind", quiz.QUESTION_KINDS)
def test_no_impossible_round_in_any_kind(kind: str) -> None:
    for seed in range(SEEDS):
        rules = VARIANTS[seed % len(VARIANTS)]
        possible(quiz.generate(seed, rules, kind=kind))


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.to_spec()["preset"])
def test_perfect_feeders_are_the_player_before_unless_claims(rules: Rules) -> None:
    for seed in range(200):
        rec = perfect_record(random.Random(seed), rules, True)
        seating = [p["name"] for p in rec["players"]]
        feeders = possible_feeders(seating, rec["dealer"], rec["winner"], rules)
        assert rec["perfect_discard_by"] in feeders
        if rules.claim == "none":
            assert len(feeders) == 1
        else:
            assert len(feeders) == len(seating) - 1


def test_whose_payments_is_not_always_every_loser() -> None:
    answers = set()
    for seed in range(300):
        q = quiz.generate(seed, Rules.preset("pagat"), kind="perfect-feeder")
        if q.answer_form != "multi":
            continue
        losers = set(q.choices)
        answers.add("all" if set(q.answer) == losers else "some")
        assert q.hint.code == "hint-perfect-feeder" and q.hint.point == "6.4"
        assert q.hint.values == {}  # the nudge names nobody, so never the answer
    assert answers == {"all", "some"}


def test_four_sevens_in_a_losers_hand_are_quizzed() -> None:
    """Rules 6.1 and 6.3: a loser holding all four sevens counts no points for them and is
    doubled four times; payment questions sometimes show such a loser."""
    found = []
    for seed in range(400):
        q = quiz.generate(seed, Rules.preset("pagat"), kind="payment")
        s = settle(q.record)
        for line in s.lines:
            held = next(p.hand for p in q.record.players if p.name == line.name)
            if held.count("7") == 4 and len(held.split()) == 4:
                found.append((seed, line))
    assert found
    for _, line in found:
        assert line.points == 0
        assert sum(d.kind == "seven" for d in line.doublings) == 4
