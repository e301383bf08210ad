"""Question kind 'undercut-penalty': rules 6.4 and 7.11: at a table that plays the undercut
penalty (asked under that switch, as a pinned lesson step is), an undercut knocker hands
each opponent the agreed stakes and no other money changes hands. How much does the
knocker pay in all, or one opponent receive?"""

from __future__ import annotations

import random

from tutor.engine.rules import Rules
from tutor.teach.quiz.common import merged_tags
from tutor.teach.quiz.notes import fact, note, prompt
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import Question, QuizKind, question
from tutor.teach.quiz.rounds import count_lines, ending_facts, knock_record, settled_round


def _q_undercut_penalty(rng: random.Random, rules: Rules) -> Question:
    """Rules 6.4, 7.11: the undercut penalty, in place of every other payment."""
    if rules.undercut_penalty is None:
        rules = rules.with_changes(undercut_penalty=rng.randint(2, 6))
    penalty = rules.undercut_penalty or 0
    while True:
        record, s = settled_round(rng, rules, lambda: knock_record(rng, rules, True))
        if s.undercut:
            break
    knocker = record.knocker or ""
    opponents = [p.name for p in record.players if p.name != knocker]
    total = penalty * len(opponents)
    ask_total = rng.random() < 0.6
    asked = knocker if ask_total else rng.choice(opponents)
    answer = total if ask_total else penalty
    counts, _ = count_lines(s)
    said = (note("penalty-total", "7.11", knocker=knocker, penalty=penalty,
                 opponents=len(opponents), total=total),)  # fmt: skip
    asked_about = (
        prompt("undercut-penalty-total", "7.11", knocker=knocker)
        if ask_total
        else prompt("undercut-penalty-receive", "7.11", knocker=knocker, asked=asked)
    )
    return question(
        "undercut-penalty",
        "§7.11",
        rules,
        difficulty=1 if ask_total else 2,
        tags=merged_tags(["§7.11", "§6.4", "§5.2", "switch:undercut_penalty"]),
        prompt=asked_about,
        answer_form="number",
        answer=answer,
        hint=quiz_hint("undercut-penalty", "7.11"),
        why=(*counts, *s.winner_why, *said),
        said=said,
        record=record,
        facts=(*ending_facts(record, rules), fact("penalty-agreed", "7.11", penalty=penalty)),
        player=asked,
    )


KIND = QuizKind(
    name="undercut-penalty",
    tags=("§7.11", "§6.4", "§5.2", "switch:undercut_penalty"),
    generate=_q_undercut_penalty,
)
