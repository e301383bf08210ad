"""Question kind 'jokers': jokers in play (rule 7.9).

One or two jokers join the pack and stand for any card in a meld (a meld needs at least one
real card); a joker left in hand counts as the table agreed (the ``joker_in_hand`` switch).
Three questions: which card a joker stands for in a meld (the engine's ``stands_for``), is a
group with jokers a meld (``check_meld``), and how many points a hand holding jokers counts
(``hand_points``).

No preset plays with jokers. Under rules without them the question is set at a table that
added one or two (the question's rules are the rules in force with ``jokers`` set, and the
facts say so), with the rules in force for everything else, a joker in hand included.
"""

from __future__ import annotations

import random

from tutor.engine.cards import SUITS, Card, sort_cards
from tutor.engine.counting import hand_points
from tutor.engine.melds import check_meld
from tutor.engine.reasons import Reason
from tutor.engine.rules import Rules
from tutor.teach.quiz.common import Deal, merged_tags, switch_tags
from tutor.teach.quiz.notes import fact, prompt
from tutor.teach.quiz.notes import group as card_group
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import ASKED, YES_NO, Question, QuizKind, question

_FORMS = ("stands-for", "is-meld", "points")
_PLAIN = tuple(r for r in range(1, 14) if r != 7)
_JOKER = Card.joker()


def _facts(rules: Rules) -> tuple[Reason, ...]:
    return (
        fact("jokers-in-play", "7.9", jokers=rules.jokers),
        fact("joker-in-hand", "7.9", counts=rules.joker_in_hand),
    )


def _q_jokers(rng: random.Random, rules: Rules) -> Question:
    """A jokers question; every draw is made whatever the rules, so the question's own
    rules give the same question back."""
    count = rng.choice((1, 2))
    form = rng.choice(_FORMS)
    if rules.jokers == 0:
        rules = rules.with_changes(jokers=count)
    if form == "stands-for":
        return _stands_for(rng, rules)
    if form == "is-meld":
        return _is_meld(rng, rules)
    return _points(rng, rules)


def _gap_meld(rng: random.Random) -> tuple[tuple[Card, ...], Card]:
    """Real cards of a meld with one card missing that only one card can fill: a set of
    three with the fourth suit missing, or a run with a gap inside (no sevens, no Ace
    high, so the Ace rule changes nothing)."""
    if rng.random() < 0.4:
        rank = rng.choice(_PLAIN)
        missing = rng.choice(SUITS)
        return tuple(Card(rank, s) for s in SUITS if s != missing), Card(rank, missing)
    suit = rng.choice(SUITS)
    while True:
        length = rng.choice((3, 3, 4, 5))
        start = rng.randint(1, 14 - length)
        ranks = list(range(start, start + length))
        if 7 not in ranks:
            break
    gap = rng.choice(ranks[1:-1])
    return tuple(Card(r, suit) for r in ranks if r != gap), Card(gap, suit)


def _stands_for(rng: random.Random, rules: Rules) -> Question:
    real, _ = _gap_meld(rng)
    group = sort_cards((*real, _JOKER))
    check = check_meld(group, rules)
    assert check.valid and check.meld is not None
    (stands,) = [c for c in check.meld.stands_for if c is not None]
    if len({c.rank for c in real}) == 1:
        ranks = [stands.rank + d for d in (-2, -1, 1, 2)]
        near = [Card(r, stands.suit) for r in ranks if 1 <= r <= 13]
    else:
        near = [Card(stands.rank, s) for s in SUITS if s != stands.suit]
        ranks = sorted(c.rank for c in real)
        near += [Card(r, stands.suit) for r in (ranks[0] - 1, ranks[-1] + 1) if 1 <= r <= 13]
    near = [c for c in near if c != stands and c not in real]
    choices = sort_cards((stands, *rng.sample(near, min(3, len(near)))))
    return question(
        "jokers",
        "§7.9",
        rules,
        difficulty=1 if check.kind == "set" else 2,
        tags=("§7.9", "§3"),
        prompt=prompt("joker-stands-for"),
        answer_form="choice",
        answer=stands.pretty,
        hint=quiz_hint("joker-stands-for", "7.9", cards=tuple(real)),
        why=check.why,
        facts=_facts(rules),
        choices=tuple(c.pretty for c in choices),
        groups=((card_group("the-meld"), group),),
        context=(("jokers", 1),),
    )


def _is_meld(rng: random.Random, rules: Rules) -> Question:
    jokers = rng.randint(1, rules.jokers)
    pattern = rng.choice(("gap", "gap", "end", "short", "wide", "mixed", "five"))
    deal = Deal(rng)
    suit = rng.choice(SUITS)
    if pattern == "gap":
        real, _ = _gap_meld(rng)
    elif pattern == "end":  # a run or set of two real cards, the joker at one end
        rank = rng.choice([r for r in range(2, 12) if 7 not in (r, r + 1)])
        real = (
            (Card(rank, suit), Card(rank + 1, suit))
            if rng.random() < 0.5
            else tuple(Card(rank, s) for s in rng.sample(SUITS, 2))
        )
    elif pattern == "short":  # one real card: with one joker too few cards
        real = (Card(rng.choice([r for r in _PLAIN if abs(r - 7) > 1]), suit),)
    elif pattern == "wide":  # a run gap wider than the jokers fill
        start = rng.randint(1, 13 - jokers - 2)
        real = (Card(start, suit), Card(start + jokers + 2, suit))
    elif pattern == "mixed":  # neither one rank nor one suit
        a, b = deal.random(2, lambda c: c.rank != 7)
        while a.rank == b.rank or a.suit == b.suit:
            (b,) = deal.random(1, lambda c: c.rank != 7)
        real = (a, b)
    else:  # four of a rank and a joker: five cards
        real = tuple(Card(rng.choice(_PLAIN), s) for s in SUITS)
    group = sort_cards((*real, *[_JOKER] * jokers))
    check = check_meld(group, rules)
    answer = YES_NO[0] if check.valid else YES_NO[1]
    return question(
        "jokers",
        "§7.9",
        rules,
        difficulty=1 if pattern == "gap" else 2,
        tags=("§7.9", "§3"),
        prompt=prompt("joker-meld"),
        answer_form="choice",
        answer=answer,
        hint=quiz_hint("joker-meld", "7.9", cards=tuple(real), jokers=jokers),
        why=check.why,
        facts=_facts(rules),
        choices=YES_NO,
        groups=((card_group("the-group"), group),),
        context=(("jokers", jokers),),
    )


def _points(rng: random.Random, rules: Rules) -> Question:
    jokers = rng.randint(1, rules.jokers)
    deal = Deal(rng)
    hand = sort_cards((*deal.random(rng.randint(1, 4)), *[_JOKER] * jokers))
    count = hand_points(hand, rules)
    answer = count.total
    return question(
        "jokers",
        "§7.9",
        rules,
        difficulty=2 if rules.joker_in_hand in ("twenty", "thirty", "zero") else 3,
        tags=merged_tags(
            ["§7.9", "§6.1"],
            switch_tags(
                rules, ["joker_in_hand", "seven_in_hand"], lambda r: hand_points(hand, r).total
            ),
        ),
        prompt=prompt("joker-points", player=ASKED),
        answer_form="number",
        answer=answer,
        hint=quiz_hint("joker-points", "7.9", real=len(hand) - jokers, jokers=jokers),
        why=count.why,
        cards=hand,
        facts=_facts(rules),
        player=ASKED,
        context=(("jokers", jokers),),
    )


KIND = QuizKind(
    name="jokers",
    tags=("§7.9", "§3", "§6.1", "switch:joker_in_hand", "switch:seven_in_hand"),
    generate=_q_jokers,
)
