"""Question kind 'knock-table': rules 5.2 and 7.7: at a table that plays knock limits by
table size (asked under one of the detailed page's tables, as a pinned lesson step is),
what is the limit for this many players, or may Min knock with this hand?"""

from __future__ import annotations

import random
from collections.abc import Mapping

from tutor.engine.cards import sort_cards
from tutor.engine.counting import card_points
from tutor.engine.endings import knock
from tutor.engine.rules import KNOCK_LIMIT_TABLES, Rules
from tutor.teach.quiz.common import Deal, merged_tags
from tutor.teach.quiz.notes import fact, note, prompt
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import ASKED, YES_NO, Question, QuizKind, question

TABLES: tuple[dict[int, int], ...] = tuple(
    t for t in KNOCK_LIMIT_TABLES.values() if isinstance(t, dict)
)
"""The detailed page's knock-limit tables by number of players (rule 7.7)."""


def _q_knock_table(rng: random.Random, rules: Rules) -> Question:
    """Rules 5.2, 7.7: the knock limit for the number playing, and a knock near it, under
    the table in force when the rules have one (a ``FrozenDict``, any ``Mapping``), else
    under one of the detailed page's tables."""
    in_force = rules.knock_limit
    table = dict(in_force) if isinstance(in_force, Mapping) else rng.choice(TABLES)
    rules = rules.with_changes(knock_limit=table, knock_needs="other-melded")
    players = rng.choice(sorted(table))
    limit = table[players]
    facts = (
        fact("knock-table", "7.7", limits=tuple(sorted(table.items()))),
        fact("players-at-table", None, players=players),
    )
    if rng.random() < 0.4:
        return question(
            "knock-table",
            "§7.7",
            rules,
            difficulty=1,
            tags=merged_tags(["§7.7", "§5.2", "switch:knock_limit"]),
            prompt=prompt("knock-table-limit", players=players),
            answer_form="number",
            answer=limit,
            hint=quiz_hint("knock-table", "7.7", players=players),
            facts=facts,
            context=(("players", players),),
        )
    value = lambda c: card_points(c, rules)  # noqa: E731
    hand = None
    while hand is None:
        deal = Deal(rng)
        target = max(1, limit + rng.choice((-2, -1, 0, 0, 1, 2, 3)))
        hand = deal.worth(rng.choice((1, 2, 2, 3)), target, value, lambda c: c.rank != 7)
    hand = sort_cards(hand)
    v = knock(hand, rules, players=players, knocker_melded=True, others_melded=True)
    answer = YES_NO[0] if v.allowed else YES_NO[1]
    said = (note("knock-limit-at", "7.7", players=players, limit=limit,
                 points=v.numbers["points"], allowed=v.allowed),)  # fmt: skip
    return question(
        "knock-table",
        "§7.7",
        rules,
        difficulty=2 if abs(v.numbers["points"] - limit) > 1 else 3,
        tags=merged_tags(["§7.7", "§5.2", "§6.1", "switch:knock_limit"]),
        prompt=prompt("knock-table-may", player=ASKED, players=players),
        answer_form="choice",
        answer=answer,
        hint=quiz_hint("knock-table", "7.7", players=players),
        why=(*v.why, *said),
        said=said,
        cards=hand,
        facts=(
            *facts,
            fact("melded-this-round", None, player=ASKED, melded=True, cards=None),
            fact("others-melded", None, melded=True),
        ),
        choices=YES_NO,
        player=ASKED,
        context=(("players", players), ("knocker_melded", True), ("others_melded", True)),
    )


KIND = QuizKind(
    name="knock-table",
    tags=("§7.7", "§5.2", "§6.1", "switch:knock_limit"),
    generate=_q_knock_table,
)
