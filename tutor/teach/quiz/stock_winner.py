"""Question kind 'stock-winner': rule 5.5: the stock ran out; who has the fewest points and wins?"""

from __future__ import annotations

import random

from tutor.engine.rules import Rules
from tutor.teach.quiz.common import _switch_tags, _tags
from tutor.teach.quiz.question import Question, QuizKind
from tutor.teach.quiz.rounds import (
    _count_lines,
    _ending_facts,
    _has_seven,
    _resettle,
    _settled,
    _stock_record,
)
from tutor.teach.quiz.rule_lines import _rule_line, line_for


def tie_fact(rules: Rules) -> str:
    """The tie rule in force, in words (rule 5.6), for a question where a tie decides."""
    how = {
        "turn-order": "goes to the tied player whose turn comes first, counting from the "
        "dealer in the direction of play",
        "fewest-cards": "goes to the tied player holding fewer cards, then to the one whose "
        "turn comes first from the dealer",
    }[rules.tie]
    return f"Ties for the fewest points: under these rules a tie {how} (rule 5.6)."


def _q_stock_winner(rng: random.Random, rules: Rules) -> Question:
    """rule 5.5: the stock ran out; who has the fewest points and wins?"""
    record, s = _settled(rng, rules, lambda: _stock_record(rng, rules))
    names = tuple(p.name for p in record.players)
    fields = ["meld_at_stock_end", "tie"] + (["seven_in_hand"] if _has_seven(record) else [])
    switches = _switch_tags(rules, fields, lambda r: _resettle(record, r).winner)
    low = min(p.points for p in s.players)
    tie = sum(p.points == low for p in s.players) > 1
    difficulty = 3 if tie else 2 if rules.meld_at_stock_end else 1
    how = (
        "Each player first lays the best melds their hand allows"
        if rules.meld_at_stock_end
        else "Nobody melds any more"
    )
    return Question(
        kind="stock-winner",
        rules=rules,
        difficulty=difficulty,
        tags=_tags(["§5.5", "§6.1"], switches),
        rule="§5.5",
        prompt=f"The stock has run out. {how} under these rules. Who wins the round?",
        answer_form="choice",
        answer=s.winner,
        answer_text=s.winner,
        hint=(
            "Think of rule 5.5: decide whether hands are melded before counting under the rules "
            "in force, count each hand (rule 6.1), and know how a tie for the fewest is settled."
        ),
        rule_line=line_for("§5.5", rules),
        explanation=(_rule_line("§5.5", rules), *_count_lines(s), *s.winner_reasons),
        record=record,
        facts=(*_ending_facts(record, rules), *([tie_fact(rules)] if tie else [])),
        choices=names,
    )


KIND = QuizKind(
    name="stock-winner",
    title="Who wins at the end of the stock?",
    tags=("§5.5", "§6.1", "switch:meld_at_stock_end", "switch:tie", "switch:seven_in_hand"),
    generate=_q_stock_winner,
)
