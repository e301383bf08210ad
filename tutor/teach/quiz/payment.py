"""Question kind 'payment': §6.2–§6.4: how many stakes is this loser's payment, and who pays it
to whom?"""

from __future__ import annotations

import random
from typing import Any

from tutor.engine.reasons import Reason
from tutor.engine.rules import Rules
from tutor.teach.quiz.common import merged_tags, switch_tags
from tutor.teach.quiz.notes import choice, prompt
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import Question, QuizKind, question
from tutor.teach.quiz.rounds import (
    count_lines,
    ending_facts,
    ending_tag,
    loser_steps,
    pick_loser,
    resettle,
    round_switches,
    round_with_lines,
)


def _payment_text(payer: str, total: int, winner: str) -> Reason:
    """One payment as a choice: ``payer`` pays ``total`` stakes to ``winner``."""
    return choice("pays", "6.4", payer=payer, stakes=total, winner=winner)


def _q_payment(rng: random.Random, rules: Rules) -> Question:
    """rules 6.2 to 6.4: how many stakes is this loser's payment, and who pays it to whom?"""
    record, s = round_with_lines(rng, rules)
    line = pick_loser(rng, s)
    name, winner = line.name, s.winner
    answer = _payment_text(line.payer, line.total, winner)

    def answer_for(r: Rules) -> Any:
        other = resettle(record, r)
        if not other.lines or other.winner != winner:
            return ("wins", other.winner)
        ln = other.line_for(name)
        return _payment_text(ln.payer, ln.total, other.winner)

    switches = switch_tags(rules, round_switches(record, s, name), answer_for)
    tags = merged_tags(
        ["§6.2", "§6.3"],
        ["§6.4"] if line.payer != name else [],
        [ending_tag(record)],
        switches,
    )
    distractors = [
        _payment_text(line.payer, line.base, winner),
        _payment_text(line.payer, line.total * 2, winner),
        _payment_text(line.payer, max(1, line.total // 2), winner),
        _payment_text(line.payer, line.total + line.multiplier, winner),
        _payment_text(line.payer, line.total - line.multiplier, winner),
    ]
    if line.payer != name:
        distractors.insert(0, _payment_text(name, line.total, winner))
    elif record.knocker and record.knocker not in (name, winner):
        distractors.insert(0, _payment_text(record.knocker, line.total, winner))
    elif record.perfect_discard_by and record.perfect_discard_by != name:
        distractors.insert(0, _payment_text(record.perfect_discard_by, line.total, winner))
    options = [answer]
    for d in distractors:
        if d not in options and len(options) < 4 and d["stakes"] != 0:
            options.append(d)
    rng.shuffle(options)
    difficulty = 1 + (len(line.doublings) >= 2) + (line.payer != name)
    counts, said = count_lines(s, losers_only=True)
    return question(
        "payment",
        "§6.2",
        rules,
        difficulty=min(3, difficulty),
        tags=tags,
        prompt=prompt("payment", name=name),
        answer_form="choice",
        answer=answer,
        hint=quiz_hint("payment", "6.2", name=name),
        why=(*s.winner_why[:1], *counts, *loser_steps(s, {name})),
        said=said,
        record=record,
        facts=ending_facts(record, rules),
        choices=tuple(options),
        player=name,
    )


KIND = QuizKind(
    name="payment",
    tags=(
        "§6.2",
        "§6.3",
        "§6.4",
        "§5.1",
        "§5.2",
        "§5.3",
        "§5.5",
        "switch:sevens_double",
        "switch:undercut_doubles",
        "switch:seven_in_hand",
        "switch:meld_at_stock_end",
        "switch:stock_melds_spare_doubling",
    ),
    generate=_q_payment,
)
