"""Question kind 'blast': §5.1: may this player stop with a Blast? Hands sit close to the
Sopang and Daepang limits; a player who has melded never may."""

from __future__ import annotations

import random

from tutor.engine.cards import SUITS, Card, sort_cards
from tutor.engine.counting import blast_value
from tutor.engine.endings import (
    blast,
)
from tutor.engine.rules import Rules
from tutor.teach.quiz.common import Deal, merged_tags, switch_tags
from tutor.teach.quiz.notes import fact, note, prompt
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import ASKED, BLAST_CHOICES, Question, QuizKind, question


def blast_hand(rng: random.Random, rules: Rules, variant: str) -> tuple[Card, ...] | None:
    deal = Deal(rng)
    value = lambda c: blast_value(c, rules)  # noqa: E731
    no_seven = lambda c: c.rank != 7  # noqa: E731
    if variant == "low":
        total = rng.randint(max(10, rules.sopang_max - 2), rules.sopang_max + 2)
        if total >= 15 and rng.random() < 0.3:
            seven = deal.take([Card(7, rng.choice(SUITS))])
            rest = deal.worth(6, total - 7, value, no_seven)
            return None if rest is None else (*seven, *rest)
        return deal.worth(7, total, value, no_seven)
    if variant == "high":
        if rules.picture_cards_ten:
            pictures = deal.random(rng.choice((6, 7)), lambda c: c.rank > 10)
            return (*pictures, *deal.random(7 - len(pictures), lambda c: 8 <= c.rank <= 10))
        total = min(88, rng.randint(rules.daepang_min - 3, rules.daepang_min + 2))
        return deal.worth(7, total, value)
    if variant == "melded":
        return deal.worth(5, rng.randint(5, rules.sopang_max), value, no_seven)
    return deal.random(7)


def _q_blast(rng: random.Random, rules: Rules) -> Question:
    """§5.1: may this player stop with a Blast? Hands sit close to the Sopang and Daepang
    limits; a player who has melded never may."""
    hand = None
    while hand is None:
        variant = rng.choices(("low", "high", "melded", "middle"), weights=(5, 4, 1, 1))[0]
        hand = blast_hand(rng, rules, variant)
    hand = sort_cards(hand)
    melded = variant == "melded"
    verdict = blast(hand, rules, melded=melded)
    total = verdict.numbers["total"]
    sevens = any(c.rank == 7 for c in hand)
    quad = any(sum(c.rank == r for c in hand) == 4 for r in {c.rank for c in hand})
    switches = switch_tags(
        rules, ["sopang_max", "daepang_min"], lambda r: blast(hand, r, melded=melded).kind
    )
    tags = merged_tags(["§5.1"], ["§2"] if sevens else [], ["§6.1"] if quad else [], switches)
    near = min(abs(total - rules.sopang_max), abs(total - rules.daepang_min)) <= 1
    difficulty = 1 if variant in ("melded", "middle") else 3 if (near or sevens or quad) else 2
    situation = fact("melded-this-round", None, player=ASKED, melded=melded, cards=None)
    extra = []
    if sevens and rules.seven_in_hand != 7:
        extra.append(note("blast-seven", "2", seven=rules.seven_in_hand))
    if quad:
        extra.append(note("blast-quad", "6.1"))
    hint = quiz_hint(
        "blast",
        "5.1",
        allowed=rules.blast_allowed(),
        sopang_max=rules.sopang_max,
        daepang_min=rules.daepang_min,
        player=ASKED,
    )
    return question(
        "blast",
        "§5.1",
        rules,
        difficulty=difficulty,
        tags=tags,
        prompt=prompt("blast", player=ASKED),
        answer_form="choice",
        answer=verdict.kind,
        hint=hint,
        why=(*verdict.why, *extra),
        said=tuple(extra),
        cards=hand,
        facts=(situation,),
        choices=BLAST_CHOICES,
        player=ASKED,
        context=(("melded", melded),),
    )


KIND = QuizKind(
    name="blast",
    tags=("§5.1", "§2", "§6.1", "switch:sopang_max", "switch:daepang_min"),
    generate=_q_blast,
)
