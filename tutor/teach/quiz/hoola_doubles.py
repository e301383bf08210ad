"""Question kind 'hoola-doubles': the stakes of the next round after a run of rounds. With
Hoola doubles (rule 6.5) each Perfect doubles the stakes of the round after it, a second
Perfect in a row doubles them again, and any other win brings them back to single stakes."""

from __future__ import annotations

import random

from tutor.engine.rules import Rules
from tutor.teach.quiz.common import merged_tags
from tutor.teach.quiz.notes import fact, note, prompt
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import NAMES, Question, QuizKind, question
from tutor.teach.quiz.rounds import series_facts, series_rounds


def _q_hoola_doubles(rng: random.Random, rules: Rules) -> Question:
    """No preset plays Hoola doubles, so most questions are set at a table that agreed to
    play it: the question's rules are the rules in force with the switch on (and
    ``generate(q.seed, q.rules)`` still gives the same question back)."""
    agreed = rng.random() < 0.75  # drawn every time, so the rest is the same either way
    if agreed and not rules.hoola_doubles:
        rules = Rules.from_spec({**rules.to_spec(), "hoola_doubles": True})
    names = tuple(rng.sample(NAMES, rng.choice((3, 4, 5))))
    rounds, view = series_rounds(rng, rules, names, rng.randint(1, 4), perfect=0.55)
    answer = int(view.next_multiplier)
    said = (
        *(
            note("round-multiplier", "6.5", number=r.number, multiplier=r.multiplier)
            for r in view.rounds
        ),
        note("next-multiplier", "6.5", multiplier=answer),
    )
    streak = sum(1 for _ in _trailing_perfects(rounds))
    return question(
        "hoola-doubles",
        "§6.5",
        rules,
        difficulty=1 if streak <= 1 else 2,
        tags=merged_tags(["§6.5"], ["switch:hoola_doubles"] if streak else []),
        prompt=prompt("next-multiplier"),
        answer_form="number",
        answer=answer,
        hint=quiz_hint("hoola-doubles", "6.5"),
        why=said,
        said=said,
        facts=(
            *series_facts(rounds),
            fact("hoola-doubles", "6.5", played=rules.hoola_doubles),
        ),
        seating=names,
        rounds=rounds,
    )


def _trailing_perfects(rounds):
    for r in reversed(rounds):
        if not r.perfect:
            return
        yield r


KIND = QuizKind(
    name="hoola-doubles",
    tags=("§6.5", "switch:hoola_doubles"),
    generate=_q_hoola_doubles,
)
