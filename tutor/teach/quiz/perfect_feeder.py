"""Question kind 'perfect-feeder' (rule 6.4): after a Perfect, whose payments does a player
hand over, or how many stakes in all? The discarder who fed it covers every loser."""

from __future__ import annotations

import random

from tutor.engine.rules import Rules
from tutor.teach.quiz.common import merged_tags
from tutor.teach.quiz.notes import answer as quiz_answer
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.notes import prompt, told
from tutor.teach.quiz.question import Answer, AnswerForm, Question, QuizKind, question
from tutor.teach.quiz.rounds import (
    count_lines,
    ending_facts,
    loser_steps,
    perfect_record,
    settled_round,
)


def _q_perfect_feeder(rng: random.Random, rules: Rules) -> Question:
    """rule 6.4: after a Perfect, whose payments does one player hand over, or how many
    stakes in all? Most Perfects here are completed with a discard (the discarder covers
    every loser); some with a card from the stock, where each loser covers only their own."""
    fed = rng.random() < 0.65
    record, s = settled_round(rng, rules, lambda: perfect_record(rng, rules, fed))
    losers = tuple(line.name for line in s.lines)
    payer = record.perfect_discard_by or rng.choice(losers)
    covered = tuple(line.name for line in s.lines if line.payer == payer)
    form: AnswerForm = "multi" if rng.random() < 0.5 else "number"
    steps = loser_steps(s, set(losers))
    if form == "multi":
        answer: Answer = tuple(n for n in losers if n in covered)
        told_as = told("multi", answer)
        asked = prompt(
            "feeder-who", winner=record.winner, payer=payer, feeder=record.perfect_discard_by
        )
        tags = merged_tags(["§6.4", "§5.3"])
        choices = losers
        difficulty = 1
    else:
        total = int(sum(t.stakes for t in s.transfers if t.payer == payer))
        answer = total
        told_as = quiz_answer("stakes", stakes=total)
        asked = prompt(
            "feeder-stakes", winner=record.winner, payer=payer, feeder=record.perfect_discard_by
        )
        tags = merged_tags(["§6.4", "§5.3", "§6.2", "§6.3"])
        choices = ()
        difficulty = 3
    counts, said = count_lines(s, losers_only=True)
    return question(
        "perfect-feeder",
        "§6.4",
        rules,
        difficulty=difficulty,
        tags=tags,
        prompt=asked,
        answer_form=form,
        answer=answer,
        answer_said=told_as,
        hint=quiz_hint("perfect-feeder", "6.4"),
        why=(*s.winner_why, *counts, *steps),
        said=said,
        record=record,
        facts=ending_facts(record, rules),
        choices=choices,
        player=payer,
    )


KIND = QuizKind(
    name="perfect-feeder",
    tags=("§6.4", "§5.3", "§6.2", "§6.3"),
    generate=_q_perfect_feeder,
)
