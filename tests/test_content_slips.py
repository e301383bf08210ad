"""Content slips a learner would trip over: drawings that contradict the rule they teach."""

from __future__ import annotations

import pytest

from tutor.engine.cards import parse_cards
from tutor.engine.rules import Rules
from tutor.engine.settlement import settle
from tutor.teach import lessons as L
from tutor.teach.quiz import generate
from tutor.words import quiz as wq


def test_no_lesson_drawing_puts_one_card_in_two_melds() -> None:
    """A card sits in one meld only: a step that draws several melds never draws the same
    card twice (lesson 3 once showed the seven of clubs in two melds)."""
    for lesson in L.load_lessons():
        for i, step in enumerate(lesson.steps):
            groups = getattr(step, "groups", None) or []
            cards = [c for g in groups for c in parse_cards(g) if not c.is_joker]
            assert len(cards) == len(set(cards)), (lesson.id, i, groups)


@pytest.mark.parametrize("kind", ["payment", "perfect-feeder"])
def test_payment_explanations_count_only_the_losers(kind: str) -> None:
    """An explanation of who pays what lists the losers' counts, not the winner among them
    (it once read "Soo: 0 points" between the losers)."""
    rules = Rules.preset("pagat")
    for seed in range(60):
        q = generate(seed, rules, kind=kind)
        s = settle(q.record)
        losers = {p.name for p in s.players if p.name != s.winner}
        lines = wq.explain(q.explanation)
        counted = {line.split(":")[0] for line in lines if line.endswith(("point.", "points."))}
        assert s.winner not in counted, (seed, q.explanation)
        assert counted <= losers
