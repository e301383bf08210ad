"""Question kind 'turn': what a player may do in a turn. May they take the top discard (only
to lay it at once in a new meld from their own hand, rule 4.1)? May they lay a card off on a
meld on the table (only once they have laid a new meld of their own from hand, this turn or
earlier, and only if the meld stays valid, rule 4.3)?"""

from __future__ import annotations

import random

from tutor.engine.cards import sort_cards
from tutor.engine.melds import check_meld
from tutor.engine.rules import Rules
from tutor.teach.lessons import melds_with
from tutor.teach.quiz.common import Deal
from tutor.teach.quiz.notes import fact, note, prompt
from tutor.teach.quiz.notes import group as card_group
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import ASKED, YES_NO, Question, QuizKind, question


def _q_turn(rng: random.Random, rules: Rules) -> Question:
    return _take(rng, rules) if rng.random() < 0.5 else _lay_off(rng, rules)


def _take(rng: random.Random, rules: Rules) -> Question:
    deal = Deal(rng)
    top = deal.random(1)[0]
    near = deal.free(lambda c: abs(c.rank - top.rank) <= 2 or c.rank == top.rank)
    hand = deal.take(rng.sample(near, rng.randint(1, 3)))
    hand = sort_cards(hand + deal.random(7 - len(hand)))
    melds = melds_with(top, hand, rules)
    answer = YES_NO[0] if melds else YES_NO[1]
    why = (
        note("take-makes-meld", "4.1", card=top, kind=melds[0].kind, meld=melds[0].cards)
        if melds
        else note("take-no-meld", "4.1", card=top, player=ASKED)
    )
    return question(
        "turn",
        "§4.1",
        rules,
        difficulty=2,
        tags=("§4.1",),
        prompt=prompt("take-discard", player=ASKED, card=top),
        answer_form="choice",
        answer=answer,
        hint=quiz_hint("take-discard", "4.1", player=ASKED, card=top),
        why=(why,),
        said=(why,),
        cards=hand,
        facts=(fact("not-drawn", None, player=ASKED),),
        choices=YES_NO,
        player=ASKED,
        groups=((card_group("discard-top"), (top,)),),
    )


def _lay_off(rng: random.Random, rules: Rules) -> Question:
    deal = Deal(rng)
    table = deal.meld()
    if rng.random() < 0.6:
        fits = [c for c in deal.free() if check_meld((*table, c), rules).valid]
        card = rng.choice(fits) if fits else deal.random(1)[0]
        deal.take([card])
    else:
        card = deal.random(1)[0]
    melded_before = rng.random() < 0.5
    melded_now = not melded_before and rng.random() < 0.5
    check = check_meld((*table, card), rules)
    may = (melded_before or melded_now) and check.valid
    answer = YES_NO[0] if may else YES_NO[1]
    said = (
        note("lay-off-open", "4.3", player=ASKED, open=melded_before or melded_now),
        note("lay-off-meld", "4.3", meld=table, card=card, valid=check.valid),
    )
    opened, meld = said
    return question(
        "turn",
        "§4.3",
        rules,
        difficulty=2 if may else 3,
        tags=("§4.3", "§3"),
        prompt=prompt("lay-off", player=ASKED, card=card),
        answer_form="choice",
        answer=answer,
        hint=quiz_hint("lay-off", "4.3", player=ASKED, card=card),
        why=(opened, (meld, *check.why)),
        said=said,
        cards=(card,),
        facts=(
            fact("melded-before", "4.3", player=ASKED, melded=melded_before),
            fact("melded-this-turn", "4.3", player=ASKED, melded=melded_now),
        ),
        choices=YES_NO,
        player=ASKED,
        groups=((card_group("on-table"), table),),
        context=(("melded_before", melded_before), ("melded_now", melded_now)),
    )


KIND = QuizKind(
    name="turn",
    tags=("§4.1", "§4.3", "§3"),
    generate=_q_turn,
)
