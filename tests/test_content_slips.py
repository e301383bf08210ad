"""Content slips a learner would trip over: drawings that contradict the rule they teach."""

from __future__ import annotations

from tutor.engine.cards import parse_cards
from tutor.teach import lessons as L


def test_no_lesson_drawing_puts_one_card_in_two_melds() -> None:
    """A card sits in one meld only: a step that draws several melds never draws the same
    card twice (lesson 3 once showed the seven of clubs in two melds)."""
    for lesson in L.load_lessons():
        for i, step in enumerate(lesson.steps):
            groups = getattr(step, "groups", None) or []
            cards = [c for g in groups for c in parse_cards(g) if not c.is_joker]
            assert len(cards) == len(set(cards)), (lesson.id, i, groups)
