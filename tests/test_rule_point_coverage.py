"""Every point of the rule book can be practised (issue: review and "practise this point"
links work for every point): for each numbered point, under every preset, the quiz makes a
question carrying the point's tag, and fails when it cannot."""

from __future__ import annotations

import pytest

from tutor.engine import rulebook
from tutor.engine.rules import PRESETS, Rules
from tutor.teach import quiz

POINTS = [f"§{p.id}" for p in rulebook.points() if not p.is_section]


def test_the_rule_book_has_48_points() -> None:
    assert len(POINTS) == 48  # the 46 points, 1.6 (deal order) and 7.12 (items counted)


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("tag", POINTS)
def test_a_question_carries_every_point(tag: str, preset: str) -> None:
    rules = Rules.preset(preset)
    assert quiz.kinds_for_tag(tag), tag
    q = quiz.generate(1, rules, tag=tag)
    assert tag in q.tags, (tag, preset, q.kind)
    assert quiz.generate(q.seed, rules, kind=q.kind) == q  # the link asks it again
