"""Question kind 'arrangement': §3, §6.1: the best arrangement of a hand of seven cards (a
turn's start) or eight (after the draw), as the points left or as the melds to lay, in the
order a player lays them (등록); the cards left and their points are the result."""

from __future__ import annotations

import random
import re
from typing import Any

from tutor.engine.arrangement import best_arrangement, grade_melds
from tutor.engine.cards import SUITS, Card, parse_cards, sort_cards
from tutor.engine.errors import HoolaError
from tutor.engine.rules import Rules
from tutor.teach.deal import HAND_SIZES
from tutor.teach.quiz.common import Deal, merged_tags, switch_tags
from tutor.teach.quiz.notes import answer as quiz_answer
from tutor.teach.quiz.notes import feedback, prompt, told
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import Answer, AnswerForm, Marked, Question, QuizKind, question


def _arrangement_hand(rng: random.Random) -> tuple[tuple[Card, ...], bool]:
    """A hand of 7 or 8 cards (before or after the draw, rule book 4.1) with melds planted
    in it; ``True`` if two readings compete."""
    deal = Deal(rng)
    plan = rng.choice(("overlap", "overlap", "run", "set", "seven", "two", "two"))
    overlap = plan == "overlap"
    if plan == "overlap":
        # rule 3: 3-4-5 of one suit and two more 4s: the run or the set, not both.
        suit = rng.choice(SUITS)
        mid = rng.choice([r for r in range(2, 13) if r not in (6, 7, 8)])
        cards = [Card(mid - 1, suit), Card(mid, suit), Card(mid + 1, suit)]
        cards += [Card(mid, s) for s in rng.sample([s for s in SUITS if s != suit], 2)]
        deal.take(cards)
    elif plan == "run":
        suit = rng.choice(SUITS)
        start = rng.randint(1, 10)
        deal.take(Card(r, suit) for r in range(start, start + rng.choice((3, 4))))
    elif plan == "set":
        deal.meld()
    elif plan == "seven":
        suit = rng.choice(SUITS)
        deal.take([Card(7, suit), Card(rng.choice((6, 8)), suit)])
    else:
        deal.meld()
        deal.meld()
    deal.random(rng.choice(HAND_SIZES) - len(deal.used))
    hand = list(deal.used)
    rng.shuffle(hand)
    return sort_cards(hand), overlap


def _q_arrangement(rng: random.Random, rules: Rules) -> Question:
    """rule 3, rule 6.1: the best arrangement of a hand of 7 or 8 cards, as the points left
    or as the melds to lay (any set of melds leaving as few points is right)."""
    hand, overlap = _arrangement_hand(rng)
    form: AnswerForm = "cards" if rng.random() < 0.5 else "number"
    arr = best_arrangement(hand, rules)

    def answer_for(r: Rules) -> Answer:
        a = best_arrangement(hand, r)
        if form == "number":
            return a.points
        return tuple(tuple(str(c) for c in m.cards) for m in a.melds)

    answer = answer_for(rules)
    # A seven always melds alone, so the seven_in_hand switch never changes this answer.
    sevens = any(c.rank == 7 for c in hand)
    aces = any(c.rank == 1 for c in hand)
    switches = switch_tags(rules, ["ace"] if aces else [], answer_for)
    tags = merged_tags(["§3", "§6.1"] + (["§3.5"] if overlap else []), switches)
    difficulty = 1 + (len(arr.melds) >= 2) + (overlap or sevens)
    if form == "number":
        asked = prompt("arrangement-points", cards=len(hand))
        told_as = told("number", arr.points)
    else:
        asked = prompt("arrangement-melds", cards=len(hand))
        told_as = quiz_answer(
            "melds",
            melds=tuple(m.cards for m in arr.melds),
            cards=sort_cards(arr.deadwood),
            points=arr.points,
        )
    hint = quiz_hint("arrangement", "6.1")
    return question(
        "arrangement",
        "§6.1",
        rules,
        difficulty=min(3, difficulty),
        tags=tags,
        prompt=asked,
        answer_form=form,
        answer=answer,
        answer_said=told_as,
        hint=hint,
        why=arr.why,
        cards=hand,
    )


def melds_of(response: Any) -> tuple[tuple[Card, ...], ...]:
    """The melds in a response, in the order laid: text with melds separated by ``;``,
    ``,`` or ``|`` (``"9d 10d Jd; 4c 4h 4s"``), or a sequence of melds, each text or cards
    (a sequence of cards alone is one meld). Raises the engine's ``CardError`` for text
    that names no card."""
    if response is None:
        return ()
    if isinstance(response, str):
        parts = [p for p in re.split(r"[;,|]", response) if p.strip()]
        return tuple(parse_cards(p) for p in parts)
    items = list(response)
    if items and all(isinstance(c, Card) for c in items):
        return (tuple(items),)
    return tuple(
        parse_cards(m) if isinstance(m, str) else parse_cards([str(c) for c in m]) for m in items
    )


def _grade_melds(question: Question, response: Any) -> Marked:
    """An arrangement answer: the melds to lay, each a meld of cards from the hand, no
    card twice, leaving as few points as the best the engine finds (the engine's
    ``grade_melds``, rules 3, 3.5 and 6.1). The cards left alone are not an answer: a hand's
    leftover is no meld."""
    try:
        melds = melds_of(response)
    except HoolaError as e:
        return Marked(False, None, (e,), problem="not-cards", error_code=e.code)
    laid = [c for m in melds for c in m]
    outside = tuple(dict.fromkeys(c for c in laid if c not in question.cards))
    if outside:
        note = feedback("not-in-hand", "6.1", cards=outside)
        return Marked(False, melds, (note,), problem="not-in-hand", said=(note,))
    choice = grade_melds(question.cards, melds, question.rules)
    notes = () if choice.best else (choice.why,)
    return Marked(choice.best, melds, notes, why=(choice.why,))


KIND = QuizKind(
    name="arrangement",
    tags=("§3", "§6.1", "§3.5", "switch:ace"),
    generate=_q_arrangement,
    mark=_grade_melds,
)
