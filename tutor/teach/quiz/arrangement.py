"""Question kind 'arrangement': §3, §6.1: the best arrangement of a seven-card hand, as points
or as the cards left."""

from __future__ import annotations

import random
from typing import Any

from tutor.engine.arrangement import best_arrangement, grade_choice
from tutor.engine.cards import SUITS, Card, parse_cards, sort_cards
from tutor.engine.errors import HoolaError
from tutor.engine.rules import Rules
from tutor.teach.quiz.common import Deal, merged_tags, switch_tags
from tutor.teach.quiz.notes import answer as quiz_answer
from tutor.teach.quiz.notes import feedback, prompt, told
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import Answer, AnswerForm, Marked, Question, QuizKind
from tutor.teach.quiz.rule_lines import line_for


def _arrangement_hand(rng: random.Random) -> tuple[tuple[Card, ...], bool]:
    """A seven-card hand with melds planted in it; ``True`` if two readings compete."""
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
    deal.random(7 - len(deal.used))
    hand = list(deal.used)
    rng.shuffle(hand)
    return sort_cards(hand), overlap


def _q_arrangement(rng: random.Random, rules: Rules) -> Question:
    """rule 3, rule 6.1: the best arrangement of a seven-card hand, as points or as the cards "
    "left."""
    hand, overlap = _arrangement_hand(rng)
    form: AnswerForm = "cards" if rng.random() < 0.5 else "number"
    arr = best_arrangement(hand, rules)

    def answer_for(r: Rules) -> Answer:
        a = best_arrangement(hand, r)
        if form == "number":
            return a.points
        return tuple(str(c) for c in sort_cards(a.deadwood))

    answer = answer_for(rules)
    # A seven always melds alone, so the seven_in_hand switch never changes this answer.
    sevens = any(c.rank == 7 for c in hand)
    aces = any(c.rank == 1 for c in hand)
    switches = switch_tags(rules, ["ace"] if aces else [], answer_for)
    tags = merged_tags(["§3", "§6.1"], switches)
    difficulty = 1 + (len(arr.melds) >= 2) + (overlap or sevens)
    if form == "number":
        asked = prompt("arrangement-points")
        told_as = told("number", arr.points)
    else:
        asked = prompt("arrangement-cards")
        told_as = (
            quiz_answer("cards", cards=sort_cards(arr.deadwood), points=arr.points)
            if arr.deadwood
            else quiz_answer("no-cards")
        )
    hint = quiz_hint("arrangement", "6.1")
    return Question(
        kind="arrangement",
        rules=rules,
        difficulty=min(3, difficulty),
        tags=tags,
        rule="§6.1",
        prompt=asked,
        answer_form=form,
        answer=answer,
        answer_said=told_as,
        hint=hint,
        rule_line=line_for("§6.1", rules),
        explanation=(line_for("§6.1", rules), *arr.why),
        cards=hand,
    )


def _cards_of(response: Any) -> tuple[Card, ...]:
    if response is None:
        return ()
    if isinstance(response, str):
        return parse_cards(response)
    return parse_cards([c if isinstance(c, Card) else str(c) for c in response])


def _grade_cards(question: Question, response: Any) -> Marked:
    """An arrangement answer: the cards kept in hand must leave a hand whose rest melds in
    full, and count no more than the best the engine finds (the engine's ``grade_choice``,
    rules 3 and 6.1)."""
    try:
        kept = _cards_of(response)
    except HoolaError as e:
        return Marked(False, None, (e,), problem="not-cards", error_code=e.code)
    outside = tuple(c for c in kept if c not in question.cards)
    if outside:
        note = feedback("not-in-hand", "6.1", cards=outside)
        return Marked(False, kept, (note,), problem="not-in-hand", said=(note,))
    keep = [i for i, c in enumerate(question.cards) if c in kept]
    choice = grade_choice(question.cards, keep, question.rules)
    notes = () if choice.best else (choice.why,)
    return Marked(choice.best, kept, notes, why=(choice.why,))


KIND = QuizKind(
    name="arrangement",
    tags=("§3", "§6.1", "switch:ace"),
    generate=_q_arrangement,
    mark=_grade_cards,
)
