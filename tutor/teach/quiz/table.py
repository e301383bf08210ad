"""Question kind 'table': the table and the deal. Who plays next (the dealer starts, then
turns pass in the direction in force, rule 1.5), or who deals the next round (the winner of
the last one, rule 1.3)."""

from __future__ import annotations

import random

from tutor.engine.rules import Rules
from tutor.engine.table import play_order
from tutor.teach.quiz.common import merged_tags, switch_tags
from tutor.teach.quiz.notes import fact, note, prompt
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import NAMES, Question, QuizKind, question
from tutor.teach.quiz.rounds import series_facts, series_rounds


def _q_table(rng: random.Random, rules: Rules) -> Question:
    n = rng.choice((3, 4, 4, 5))
    names = tuple(rng.sample(NAMES, n))
    if rng.random() < 0.5:
        return _next_player(rng, rules, names)
    return _next_dealer(rng, rules, names)


def _next_player(rng: random.Random, rules: Rules, names: tuple[str, ...]) -> Question:
    dealer = rng.choice(names)
    turns = rng.randint(1, len(names))  # how many turns have been played this round
    order = play_order(names, dealer, rules.direction)
    current = order[(turns - 1) % len(names)]
    answer = order[turns % len(names)]

    def answer_for(r: Rules) -> str:
        o = play_order(names, dealer, r.direction)
        return o[turns % len(names)]

    said = (
        note("seats", None, names=names),
        note(
            "play-order", "1.5", direction=rules.direction, start=dealer, order=order, dealer=True
        ),
        note("comes-after", "1.5", current=current, next=answer),
    )

    return question(
        "table",
        "§1.5",
        rules,
        difficulty=1 if rules.direction == "clockwise" else 2,
        tags=merged_tags(["§1.5"], switch_tags(rules, ["direction"], answer_for)),
        prompt=prompt("next-player", "1.5", current=current),
        answer_form="choice",
        answer=answer,
        hint=quiz_hint("next-player", "1.5", current=current, direction=rules.direction),
        why=said,
        said=said,
        facts=(
            fact("seats", None, names=names),
            fact("dealt-first", None, dealer=dealer),
            fact("direction", "1.5", direction=rules.direction),
        ),
        choices=names,
        player=current,
        seating=names,
        context=(("turns", turns),),
    )


def _next_dealer(rng: random.Random, rules: Rules, names: tuple[str, ...]) -> Question:
    rounds, view = series_rounds(rng, rules, names, rng.randint(1, 3), perfect=0.2)
    answer = next(n for n in names if n == view.next_dealer)  # the seat's name (the cast)
    said = (note("winner-deals", "1.3", winner=rounds[-1].winner, dealer=answer),)
    return question(
        "table",
        "§1.3",
        rules,
        difficulty=1,
        tags=("§1.3",),
        prompt=prompt("next-dealer", "1.3"),
        answer_form="choice",
        answer=answer,
        hint=quiz_hint("next-dealer", "1.3"),
        why=said,
        said=said,
        facts=(fact("seats", None, names=names), *series_facts(rounds)),
        choices=names,
        seating=names,
        rounds=rounds,
    )


KIND = QuizKind(
    name="table",
    tags=("§1.3", "§1.5", "switch:direction"),
    generate=_q_table,
)
