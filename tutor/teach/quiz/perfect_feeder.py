"""Question kind 'perfect-feeder': §6.4: a Perfect completed with someone's discard: whose
payments does the feeder cover, or how many stakes does the feeder hand over in all?"""

from __future__ import annotations

import random

from tutor.engine.rules import Rules
from tutor.teach.quiz.common import _plural, _tags
from tutor.teach.quiz.question import Answer, AnswerForm, Question, QuizKind
from tutor.teach.quiz.rounds import (
    _count_lines,
    _ending_facts,
    _loser_steps,
    _perfect_record,
    _settled,
)
from tutor.teach.quiz.rule_lines import _rule_line


def _q_perfect_feeder(rng: random.Random, rules: Rules) -> Question:
    """§6.4: a Perfect completed with someone's discard: whose payments does the feeder
    cover, or how many stakes does the feeder hand over in all?"""
    record, s = _settled(rng, rules, lambda: _perfect_record(rng, rules, True))
    feeder = record.perfect_discard_by or ""
    covered = tuple(line.name for line in s.lines if line.payer == feeder)
    losers = tuple(line.name for line in s.lines)
    form: AnswerForm = "multi" if rng.random() < 0.5 else "number"
    rule_line = _rule_line("§6.4", rules)
    steps = _loser_steps(s, set(losers))
    if form == "multi":
        answer: Answer = tuple(n for n in losers if n in covered)
        answer_text = ", ".join(answer)
        prompt = (
            f"{record.winner} made a Perfect with {feeder}'s discard. Whose payments does "
            f"{feeder} hand over to {record.winner}? Choose every one."
        )
        tags = _tags(["§6.4", "§5.3"])
        choices = losers
        difficulty = 1
    else:
        total = int(sum(t.stakes for t in s.transfers if t.payer == feeder))
        answer = total
        answer_text = _plural(total, "stake")
        prompt = (
            f"{record.winner} made a Perfect with {feeder}'s discard. How many stakes does "
            f"{feeder} hand over to {record.winner} in all?"
        )
        tags = _tags(["§6.4", "§5.3", "§6.2", "§6.3"])
        choices = ()
        difficulty = 3
    return Question(
        kind="perfect-feeder",
        rules=rules,
        difficulty=difficulty,
        tags=tags,
        rule="§6.4",
        prompt=prompt,
        answer_form=form,
        answer=answer,
        answer_text=answer_text,
        hint=(
            "Think of rule 6.4: after a Perfect, does each loser pay for themselves, or does one "
            "player pay for everyone? Every payment is doubled by the Perfect (rule 6.3)."
        ),
        explanation=(rule_line, *s.winner_reasons, *_count_lines(s, losers_only=True), *steps),
        record=record,
        facts=_ending_facts(record, rules),
        choices=choices,
        player=feeder,
    )


KIND = QuizKind(
    name="perfect-feeder",
    title="Feeding a Perfect",
    tags=("§6.4", "§5.3", "§6.2", "§6.3"),
    generate=_q_perfect_feeder,
)
