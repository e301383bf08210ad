"""Question kind 'six-seven': rule 7.6: six or seven at the table, asked at a table that
plays the variation (as a pinned lesson step is). Either: the players after the dealer
decide in turn whether to play; must the next one play, must they sit out, or may they
choose? Or: a player made to sit out is paid for each seven, set of three and suited run in
the hand given up; how many stakes?"""

from __future__ import annotations

import random
from typing import Any

from tutor.engine.cards import sort_cards
from tutor.engine.cast import cast_all
from tutor.engine.reasons import Reason
from tutor.engine.rules import Rules
from tutor.engine.table import PLAYING_AT_MOST as PLAYING
from tutor.engine.table import compensation_units, dropout_turn, play_order
from tutor.teach.quiz.common import Deal, merged_tags, player_counts
from tutor.teach.quiz.notes import fact, note, prompt
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import NAMES, Question, QuizKind, question

SEATS = (*NAMES, *cast_all(("Dae", "Eun")))
DECIDE_CHOICES: tuple[str, ...] = ("must-play", "must-sit-out", "may-choose")


def dropout_verdict(decided: list[str], seated: int) -> str:
    """Whether the next player must play (``"play"``), must sit out (``"out"``) or may
    choose (``"choose"``), given the choices made so far (``"play"`` or ``"out"``) by the
    players after the dealer: the engine's :func:`dropout_turn` (rule 7.6)."""
    playing = decided.count("play")
    return dropout_turn(playing, len(decided) - playing, seated)


def _decide(rng: random.Random, rules: Rules) -> tuple[dict[str, Any], list[Reason]]:
    seated = rng.choice((6, 7))
    seating = tuple(rng.sample(SEATS, seated))
    dealer = rng.choice(seating)
    deciders = play_order(seating, dealer, rules.direction)[1:]
    decided: list[tuple[str, str]] = []
    for i, name in enumerate(deciders):
        verdict = dropout_verdict([d for _, d in decided], seated)
        last = i == len(deciders) - 1
        if last or rng.random() < (0.55 if verdict != "choose" else 0.2):
            break
        decided.append((name, verdict if verdict != "choose" else rng.choice(("play", "out"))))
    answer = DECIDE_CHOICES[("play", "out", "choose").index(verdict)]
    plays = sum(1 for _, d in decided if d == "play")
    said = [note("dropout-turn", "7.6", name=name, verdict=verdict, playing=plays,
                 out=len(decided) - plays, most_out=seated - PLAYING)]  # fmt: skip
    facts = (
        fact("seats", None, names=seating),
        fact(
            "six-seven-table",
            "7.6",
            players=seated,
            dealer=dealer,
            direction=rules.direction,
            compensation=rules.dropout_compensation,
        ),
        fact("decided-so-far", "7.6", decisions=tuple(decided)),
    )
    q = dict(
        prompt=prompt("six-seven-decide", "7.6", name=name),
        answer_form="choice",
        answer=answer,
        choices=DECIDE_CHOICES,
        seating=seating,
        player=name,
        facts=facts,
        difficulty=2 if verdict != "choose" else 1,
        context=(("seated", seated),),
    )
    return q, said


def _paid(rng: random.Random, rules: Rules) -> tuple[dict[str, Any], list[Reason]]:
    deal = Deal(rng)
    parts = rng.choice((("meld", "seven"), ("meld", "meld"), ("seven", "seven"), ("meld",), ()))
    hand: tuple = ()
    for part in parts:
        hand += deal.meld() if part == "meld" else deal.random(1, lambda c: c.rank == 7)
    hand = sort_cards(hand + deal.random(7 - len(hand)))
    units, _ = compensation_units(hand, rules)
    each = rules.dropout_compensation * (PLAYING - 1)
    total = units * each
    answer = int(total) if float(total).is_integer() else round(total, 2)
    name = rng.choice(NAMES)
    said = [note("compensation-items", "7.12", name=name, items=units, each=each, total=total)]
    q = dict(
        prompt=prompt("six-seven-paid", "7.6", name=name),
        answer_form="number",
        answer=answer,
        cards=hand,
        player=name,
        difficulty=2 if units else 1,
        context=(("seated", 6),),
    )
    return q, said


def _q_six_seven(rng: random.Random, rules: Rules) -> Question:
    """Rule 7.6: deciding in turn who plays, and the payment for a hand given up."""
    rules = rules.with_changes(six_seven_players=True)
    if 5 not in player_counts(rules):  # five play in the end: they need a knock limit (7.7)
        rules = rules.with_changes(knock_limit=10)
    ask = rng.choice(("decide", "decide", "paid"))
    fields, said = (_decide if ask == "decide" else _paid)(rng, rules)
    tags = merged_tags(
        ["§7.6", "switch:six_seven_players"],
        ["§7.12", "switch:dropout_compensation"] if ask == "paid" else [],
    )
    return question(
        "six-seven",
        "§7.6",
        rules,
        tags=tags,
        hint=quiz_hint("six-seven", "7.6", ask=ask),
        why=said,
        said=tuple(said),
        **fields,
    )


KIND = QuizKind(
    name="six-seven",
    tags=("§7.6", "§7.12", "switch:six_seven_players", "switch:dropout_compensation"),
    generate=_q_six_seven,
)
