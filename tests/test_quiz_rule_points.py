"""The quiz kinds for rule points that had none (rule book 1.1, 1.2, 1.4, 2.4, 6.6, 7.6,
7.7, 7.11): every stored answer agrees with a brute-force answer (tests/quiz_brute.py: a
real deal at the practice table, the values table, the engine's settlement), the round
shown can happen (its record settles), and every kind asks all it should.

Seeds per kind: 5,000 for the fast kinds (deal, values, knock-table); 1,000 for the three
whose checks deal or settle a round each (six-seven, balance, undercut-penalty), whose
5,000 run in ``bench/tools/quiz_rule_points.py``. The presets take turns."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

import pytest
from quiz_brute import KINDS, brute_answer

from tutor.engine.rules import PRESETS, Rules
from tutor.teach import quiz

PRESET_RULES = [Rules.preset(name) for name in PRESETS]
SEEDS = {
    "deal": 5000,
    "values": 5000,
    "knock-table": 5000,
    "six-seven": 1000,
    "balance": 1000,
    "undercut-penalty": 1000,
}


def questions(kind: str, seeds: int):
    for seed in range(seeds):
        yield quiz.generate(seed, PRESET_RULES[seed % len(PRESET_RULES)], kind=kind)


@pytest.mark.parametrize("kind", KINDS)
def test_every_answer_is_the_brute_force_answer(kind: str) -> None:
    asked: Counter[str] = Counter()
    for q in questions(kind, SEEDS[kind]):
        assert q.answer == brute_answer(q), (kind, q.seed, q.prompt)
        assert q.kind == kind and q.rule in q.tags
        asked[f"{q.answer_form}:{q.answer if q.answer_form == 'choice' else ''}"] += 1
    if kind == "deal":
        assert {"number:", "choice:yes", "choice:no"} <= set(asked)
    if kind in ("six-seven", "knock-table"):
        assert len(asked) >= 3, asked  # every choice and the number question come up


def test_pinned_kinds_are_asked_under_their_own_switch() -> None:
    pagat = Rules.preset("pagat")
    for seed in range(40):
        assert quiz.generate(seed, pagat, kind="six-seven").rules.six_seven_players
        assert quiz.generate(seed, pagat, kind="undercut-penalty").rules.undercut_penalty
        table = quiz.generate(seed, pagat, kind="knock-table").rules.knock_limit
        assert isinstance(table, Mapping)
    pictures = [quiz.generate(s, pagat, kind="values").rules.picture_cards_ten for s in range(40)]
    assert 5 < sum(pictures) < 35  # half at a table that counts picture cards 10


def test_the_registry_holds_the_new_kinds() -> None:
    for kind in KINDS:
        assert kind in quiz.QUESTION_KINDS
    for tag in ("§1.1", "§1.2", "§1.4", "§2.4", "§6.6", "§7.6", "§7.7", "§7.11"):
        assert quiz.kinds_for_tag(tag), tag


@pytest.mark.parametrize(
    "table", [{2: 5, 3: 15, 4: 21}, {2: 3, 3: 8, 4: 12, 5: 20}, {2: 9, 3: 9, 4: 9, 5: 9}]
)
def test_the_knock_table_quiz_shows_exactly_the_table_in_force(table: dict[int, int]) -> None:
    """Rules 5.2, 7.7: a table with its own knock limits is asked under that table, never
    under one of the detailed page's (the rules hold it as a read-only mapping)."""
    for preset in PRESET_RULES:
        rules = preset.with_changes(knock_limit=table)
        for seed in range(30):
            q = quiz.generate(seed, rules, kind="knock-table")
            assert dict(q.rules.knock_limit) == table, seed
            (shown,) = [f for f in q.facts if f.code == "fact-knock-table"]
            assert dict(shown["limits"]) == table
            players = dict(q.context)["players"]
            if q.answer_form == "number":
                assert q.answer == table[players]
