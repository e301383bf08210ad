"""Question kind 'stock-winner': rule 5.5: the stock ran out; who has the fewest points and wins?"""

from __future__ import annotations

import random

from tutor.engine.reasons import Reason
from tutor.engine.rules import Rules
from tutor.teach.quiz.common import merged_tags, switch_tags
from tutor.teach.quiz.notes import fact, prompt
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import Question, QuizKind, question
from tutor.teach.quiz.rounds import (
    count_lines,
    ending_facts,
    has_seven,
    resettle,
    settled_round,
    stock_record,
)


def tie_fact(rules: Rules) -> Reason:
    """The tie rule in force (rule 5.6), for a question where a tie decides."""
    return fact("tie-rule", "5.6", tie=rules.tie)


def _q_stock_winner(rng: random.Random, rules: Rules) -> Question:
    """rule 5.5: the stock ran out; who has the fewest points and wins?"""
    record, s = settled_round(rng, rules, lambda: stock_record(rng, rules))
    names = tuple(p.name for p in record.players)
    fields = ["meld_at_stock_end", "tie"] + (["seven_in_hand"] if has_seven(record) else [])
    switches = switch_tags(rules, fields, lambda r: resettle(record, r).winner)
    low = min(p.points for p in s.players)
    tie = sum(p.points == low for p in s.players) > 1
    difficulty = 3 if tie else 2 if rules.meld_at_stock_end else 1
    counts, said = count_lines(s)
    return question(
        "stock-winner",
        "§5.5",
        rules,
        difficulty=difficulty,
        tags=merged_tags(["§5.5", "§6.1"], switches),
        prompt=prompt("stock-winner", "5.5", meld=rules.meld_at_stock_end),
        answer_form="choice",
        answer=s.winner,
        hint=quiz_hint("stock-winner", "5.5"),
        why=(*counts, *s.winner_why),
        said=said,
        record=record,
        facts=(*ending_facts(record, rules), *([tie_fact(rules)] if tie else [])),
        choices=names,
    )


KIND = QuizKind(
    name="stock-winner",
    tags=("§5.5", "§6.1", "switch:meld_at_stock_end", "switch:tie", "switch:seven_in_hand"),
    generate=_q_stock_winner,
)
