"""Question kind 'balance': rule 6.6: the money balances. A settled round is shown with what
the winner collects and what every loser but one pays; how much does that one pay? The
answer is the winner's takings less the others' payments, and the engine's settlement of
the round shows it."""

from __future__ import annotations

import random

from tutor.engine.rules import Rules
from tutor.teach.quiz.common import merged_tags
from tutor.teach.quiz.notes import answer as quiz_answer
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.notes import note, prompt
from tutor.teach.quiz.question import Question, QuizKind, question
from tutor.teach.quiz.rounds import ending_facts, round_with_lines


def paid_by(settlement, name: str) -> int:
    """What ``name`` pays in all in a settled round (the transfers they make)."""
    return int(sum(t.stakes for t in settlement.transfers if t.payer == name))


def _q_balance(rng: random.Random, rules: Rules) -> Question:
    """Rule 6.6: the winner collects exactly what the losers pay."""
    while True:
        record, s = round_with_lines(rng, rules)
        payers = sorted({t.payer for t in s.transfers})
        if len(payers) >= 2 and not s.penalty:
            break
    asked = rng.choice(payers)
    paid = tuple((name, paid_by(s, name)) for name in payers)
    collected = sum(stakes for _, stakes in paid)
    answer = paid_by(s, asked)
    said = (note("balance", "6.6", winner=s.winner, collected=collected, paid=paid),)
    return question(
        "balance",
        "§6.6",
        rules,
        difficulty=2 if len(payers) > 2 else 1,
        tags=merged_tags(["§6.6", "§6.2"]),
        prompt=prompt(
            "money-balance",
            winner=s.winner,
            collected=collected,
            paid=tuple(p for p in paid if p[0] != asked),
            asked=asked,
        ),
        answer_form="number",
        answer=answer,
        answer_said=quiz_answer("number", number=answer),
        hint=quiz_hint("money-balance", "6.6"),
        why=said,
        said=said,
        record=record,
        facts=ending_facts(record, rules),
        player=asked,
    )


KIND = QuizKind(
    name="balance",
    tags=("§6.6", "§6.2"),
    generate=_q_balance,
)
