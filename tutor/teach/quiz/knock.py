"""Question kind 'knock': §5.2: may this player knock now? Hands sit near the knock limit; the
melding condition and the count (sevens, quads) decide the close calls."""

from __future__ import annotations

import random
from collections.abc import Callable

from tutor.engine.cards import SUITS, Card, sort_cards
from tutor.engine.counting import card_points
from tutor.engine.endings import (
    knock,
)
from tutor.engine.rules import Rules
from tutor.teach.quiz.common import Deal, merged_tags, player_counts, switch_tags
from tutor.teach.quiz.notes import fact, prompt
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import ASKED, YES_NO, Question, QuizKind, question


def _other_rank(rank: int) -> Callable[[Card], bool]:
    """Whether a card is of a rank other than ``rank``."""
    return lambda c: c.rank != rank


def _q_knock(rng: random.Random, rules: Rules) -> Question:
    """§5.2: may this player knock now? Hands sit near the knock limit; the melding
    condition and the count (sevens, quads) decide the close calls."""
    value = lambda c: card_points(c, rules)  # noqa: E731
    players = rng.choice(player_counts(rules))
    limit = rules.knock_limit_for(players)
    knocker_melded = rng.random() < 0.7
    others_melded = rng.random() < 0.75
    hand: tuple[Card, ...] | None = None
    while hand is None:
        deal = Deal(rng)
        target = max(1, rng.randint(limit - 2, limit + 2))
        if knocker_melded:
            size = rng.choice((1, 2, 2, 3, 3, 4))
            if rng.random() < 0.3:
                seven = deal.take([Card(7, rng.choice(SUITS))])
                rest = deal.worth(size - 1, target - value(seven[0]), value, lambda c: c.rank != 7)
                hand = None if rest is None else (*seven, *rest)
            else:
                hand = deal.worth(size, target, value)
        else:
            quad_rank = rng.choice([r for r in range(1, 14) if r != 7])
            quad = deal.take(Card(quad_rank, s) for s in SUITS)
            rest = deal.worth(3, max(3, target), value, _other_rank(quad_rank))
            hand = None if rest is None else (*quad, *rest)
    hand = sort_cards(hand)

    def answer_for(r: Rules) -> str:
        v = knock(
            hand, r, players=players, knocker_melded=knocker_melded, others_melded=others_melded
        )
        return YES_NO[0] if v.allowed else YES_NO[1]

    verdict = knock(
        hand, rules, players=players, knocker_melded=knocker_melded, others_melded=others_melded
    )
    answer = YES_NO[0] if verdict.allowed else YES_NO[1]
    sevens = any(c.rank == 7 for c in hand)
    held_quad = not knocker_melded
    fields = ["knock_needs", "knock_limit"] + (["seven_in_hand"] if sevens else [])
    switches = switch_tags(rules, fields, answer_for)
    tags = merged_tags(
        ["§5.2"],
        ["§6.1"] if held_quad else [],
        ["§2"] if "switch:seven_in_hand" in switches else [],
        switches,
    )
    points = verdict.numbers["points"]
    difficulty = 3 if abs(points - limit) <= 1 or held_quad or sevens else 2
    facts = (
        fact("players-at-table", None, players=players),
        fact("melded-this-round", None, player=ASKED, melded=knocker_melded, cards=None),
        fact("others-melded", None, melded=others_melded),
    )
    return question(
        "knock",
        "§5.2",
        rules,
        difficulty=difficulty,
        tags=tags,
        prompt=prompt("knock", player=ASKED),
        answer_form="choice",
        answer=answer,
        hint=quiz_hint("knock", "5.2", player=ASKED),
        why=verdict.why,
        cards=hand,
        facts=facts,
        choices=YES_NO,
        player=ASKED,
        context=(
            ("players", players),
            ("knocker_melded", knocker_melded),
            ("others_melded", others_melded),
        ),
    )


KIND = QuizKind(
    name="knock",
    tags=("§5.2", "§6.1", "§2", "switch:seven_in_hand", "switch:knock_needs", "switch:knock_limit"),
    generate=_q_knock,
)
