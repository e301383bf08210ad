"""Question kind 'undercut': rule 5.2: a knock and the hands shown; is the knocker undercut?"""

from __future__ import annotations

import random

from tutor.engine.rules import Rules
from tutor.teach.quiz.common import merged_tags, switch_tags
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.notes import prompt
from tutor.teach.quiz.question import UNDERCUT_CHOICES, Question, QuizKind, question
from tutor.teach.quiz.rounds import (
    count_lines,
    ending_facts,
    has_seven,
    knock_record,
    resettle,
    settled_round,
)


def _q_undercut(rng: random.Random, rules: Rules) -> Question:
    """rule 5.2: a knock and the hands shown; is the knocker undercut?"""
    want = rng.random() < 0.5
    record, s = settled_round(rng, rules, lambda: knock_record(rng, rules, want))

    def answer_for(r: Rules) -> str:
        return UNDERCUT_CHOICES[0] if resettle(record, r).undercut else UNDERCUT_CHOICES[1]

    answer = UNDERCUT_CHOICES[0] if s.undercut else UNDERCUT_CHOICES[1]
    fields = ["seven_in_hand"] if has_seven(record) else []
    switches = switch_tags(rules, fields, answer_for)
    knocker_pts = next(p.points for p in s.players if p.name == record.knocker)
    others = [p.points for p in s.players if p.name != record.knocker]
    close = min(abs(o - knocker_pts) for o in others) <= 1
    counts, said = count_lines(s)
    return question(
        "undercut",
        "§5.2",
        rules,
        line="§5.2u",
        difficulty=3 if close and s.undercut else 2,
        tags=merged_tags(["§5.2", "§6.1"], switches),
        prompt=prompt("undercut", "5.2", knocker=record.knocker),
        answer_form="choice",
        answer=answer,
        hint=quiz_hint("undercut", "5.2"),
        why=(*counts, *s.winner_why),
        said=said,
        record=record,
        facts=ending_facts(record, rules),
        choices=UNDERCUT_CHOICES,
        player=record.knocker,
    )


KIND = QuizKind(
    name="undercut",
    tags=("§5.2", "§6.1", "switch:seven_in_hand"),
    generate=_q_undercut,
)
