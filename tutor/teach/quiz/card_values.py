"""Question kind 'values': rules 2.1, 2.2 and 2.4: what do the cards left in a hand count?
Picture cards are asked under their switch: half the questions are set at a table that
counts Jacks, Queens and Kings 10 (the variation of rules 2.4 and 7.3), as a pinned lesson
step is; sevens left in hand count as rule 2.2 says."""

from __future__ import annotations

import random

from tutor.engine.cards import FULL_DECK, sort_cards
from tutor.engine.counting import hand_points
from tutor.engine.rules import Rules
from tutor.teach.quiz.common import merged_tags
from tutor.teach.quiz.notes import answer, fact, prompt
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import ASKED, Question, QuizKind, question


def _q_values(rng: random.Random, rules: Rules) -> Question:
    """Rules 2.1, 2.2, 2.4: the points of a few cards left in hand (no four of a kind)."""
    if not rules.picture_cards_ten and rng.random() < 0.5:
        rules = rules.with_changes(picture_cards_ten=True)
    while True:
        size = rng.randint(2, 5)
        pool = [c for c in FULL_DECK if c.rank >= 11] if rng.random() < 0.6 else list(FULL_DECK)
        pictures = rng.sample(pool, rng.randint(1, min(3, size)))
        rest = rng.sample([c for c in FULL_DECK if c not in pictures], size - len(pictures))
        hand = sort_cards((*pictures, *rest))
        ranks = [c.rank for c in hand]
        if all(ranks.count(r) < 4 for r in ranks):
            break
    counted = hand_points(hand, rules)
    has_pictures = any(c.rank >= 11 for c in hand)
    sevens = any(c.rank == 7 for c in hand)
    # A picture card counts 10 or its rank, a seven 7 or 14: either switch changes the total.
    switches = (["switch:picture_cards_ten"] if has_pictures else []) + (
        ["switch:seven_in_hand"] if sevens else []
    )
    rule = "§2.4" if has_pictures else "§2.1"
    tags = merged_tags(
        [rule, "§2.1", "§2", "§6.1"],
        ["§2.2"] if sevens else [],
        ["§7.3"] if rules.picture_cards_ten else [],
        switches,
    )
    facts = (fact("picture-cards-ten", "7.3"),) if rules.picture_cards_ten else ()
    return question(
        "values",
        rule,
        rules,
        difficulty=1 + has_pictures + sevens,
        tags=tags,
        prompt=prompt("card-values", player=ASKED),
        answer_form="number",
        answer=counted.total,
        answer_said=answer("number", number=counted.total),
        hint=quiz_hint("card-values", "2", pictures=rules.picture_cards_ten),
        why=counted.why,
        cards=hand,
        facts=facts,
        player=ASKED,
    )


KIND = QuizKind(
    name="values",
    tags=(
        "§2.4",
        "§2.1",
        "§2",
        "§6.1",
        "§2.2",
        "§7.3",
        "switch:picture_cards_ten",
        "switch:seven_in_hand",
    ),
    generate=_q_values,
)
