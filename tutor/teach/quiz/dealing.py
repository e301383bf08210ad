"""Question kind 'deal': rules 1.1, 1.2 and 1.4: how many sit down, how big the stock is
after the deal, and who gets the first card. Jokers (rule 7.9) change the pack, the
six-or-seven variation (rule 7.6) the table, the direction of play (rule 1.5) who is dealt
first."""

from __future__ import annotations

import random
from typing import Any

from tutor.engine.cards import FULL_DECK
from tutor.engine.cast import cast_all
from tutor.engine.reasons import Reason
from tutor.engine.rules import Rules
from tutor.engine.table import play_order
from tutor.teach.quiz.common import merged_tags, player_counts
from tutor.teach.quiz.notes import fact, note, prompt
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import NAMES, YES_NO, AnswerForm, Question, QuizKind, question

DEALT = 7
"""Cards each player is dealt (rule 1.4)."""
MORE_NAMES = cast_all(("Dae", "Eun"))
"""Two more players, for the six-or-seven tables (rule 7.6)."""


def stock_after_deal(players: int, rules: Rules) -> int:
    """Cards left in the stock once ``players`` have seven each and one is turned up (1.4)."""
    return len(FULL_DECK) + rules.jokers - DEALT * players - 1


def _q_deal(rng: random.Random, rules: Rules) -> Question:
    """Rules 1.1, 1.2, 1.4: the table, the pack and the deal."""
    ask = rng.choice(("stock", "stock", "first-card", "first-card", "seats"))
    explain: list[Any] = []
    form: AnswerForm
    seating: tuple[str, ...] = ()
    choices: tuple[str, ...] = ()
    player: str | None = None
    counts = player_counts(rules)  # a knock-limit table may leave five without a limit
    if ask == "stock":
        players = rng.choice(counts)
        answer: int | str = stock_after_deal(players, rules)
        explain.append(
            note(
                "deal-count",
                "1.4",
                deck=len(FULL_DECK) + rules.jokers,
                jokers=rules.jokers,
                players=players,
                stock=answer,
            )
        )
        asked = prompt("deal-stock", players=players)
        tags = merged_tags(["§1.4", "§1.2"], ["§7.9"] if rules.jokers else [], ["switch:jokers"])
        rule, form, choices, seating, player = "§1.4", "number", (), (), None
    elif ask == "first-card":
        players = rng.choice(counts)
        seating = tuple(rng.sample(NAMES, players))
        dealer = rng.choice(seating)
        order = play_order(seating, dealer, rules.direction)
        answer = order[1]
        explain.append(
            note("first-card", "1.6", dealer=dealer, first=answer, direction=rules.direction)
        )
        asked = prompt("deal-first-card", dealer=dealer)
        tags = merged_tags(["§1.4", "§1.6"], ["switch:direction"] if players >= 3 else [])
        rule, form, choices, player = "§1.4", "choice", seating, dealer
    else:
        sizes = [
            n
            for n in (2, 3, 4, 5, 6, 6, 7, 7, 8)
            if n in counts or n > rules.max_players or (n > 5 and 5 in counts)
        ]
        players = rng.choice(sizes)
        most = rules.max_players
        answer = YES_NO[0] if 2 <= players <= most else YES_NO[1]
        explain.append(
            note("table-size", "1.1", players=players, most=most, six_seven=rules.six_seven_players)
        )
        asked = prompt("deal-seats", players=players)
        six = players in (6, 7)
        tags = merged_tags(["§1.1"], ["§7.6", "switch:six_seven_players"] if six else [])
        rule, form, choices, seating, player = "§1.1", "choice", YES_NO, (), None
    facts: tuple[Reason, ...] = (fact("seats", None, names=seating),) if seating else ()
    if seating:
        facts += (fact("direction", "1.5", direction=rules.direction),)
    return question(
        "deal",
        rule,
        rules,
        difficulty=1 if ask != "seats" or players <= 5 else 2,
        tags=tags,
        prompt=asked,
        answer_form=form,
        answer=answer,
        hint=quiz_hint("deal", "1", ask=ask),
        why=explain,
        said=tuple(explain),
        facts=facts,
        choices=choices,
        seating=seating,
        player=player,
        context=(("players", players),),
    )


KIND = QuizKind(
    name="deal",
    tags=(
        "§1.4",
        "§1.6",
        "§1.1",
        "§1.2",
        "§7.9",
        "§7.6",
        "switch:jokers",
        "switch:direction",
        "switch:six_seven_players",
    ),
    generate=_q_deal,
)
