"""Question kind 'claims': taking a discard out of turn (rules 7.1 and 7.2).

Under Battle Hoola (rule 7.1) a player who can lay the card just discarded in a new meld
with cards from hand may claim it out of turn; the first hand on it takes it. Under Tame
Battle Hoola (rule 7.2) several claimants give it to the one whose turn would come first
after the discarder. The claimer lays that new meld at once, may meld and lay off more,
discards, and play goes on from the player after the claimer. Three questions: who takes a
discard two or three players claim (the engine's ``claim_taker``), may this player claim it
(a new meld with the card from hand, rule 4.1), and who plays after the claimer.

Claims are a table rule no preset but ``s2-casual`` plays. Under rules without one, most
questions are set at a table that agreed to play one (the question's rules are the rules
in force with the claim switch set, and the facts say so), the rest ask whether a player
may claim at a table that allows no claims (never). Under Battle Hoola a quarter are set
at a table that agreed the tame claim instead, so rule 7.2 is asked under every preset.
"""

from __future__ import annotations

import random

from tutor.engine.cards import sort_cards
from tutor.engine.reasons import Reason
from tutor.engine.rules import Rules
from tutor.engine.table import claim_taker, next_player, play_order
from tutor.teach.lessons import melds_with
from tutor.teach.quiz.common import Deal, merged_tags, switch_tags
from tutor.teach.quiz.notes import fact, note, prompt
from tutor.teach.quiz.notes import group as card_group
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import NAMES, YES_NO, Question, QuizKind, question

_FORMS = ("taker", "may-claim", "after")
_POINT = {"none": "§7.1", "battle": "§7.1", "tame": "§7.2"}


def _table_facts(rules: Rules, names: tuple[str, ...]) -> list[Reason]:
    facts = [fact("seats", None, names=names), fact("direction", None, direction=rules.direction)]
    point = _POINT[rules.claim].removeprefix("§")
    if rules.claim == "none":
        facts.append(fact("no-claims", point))
    else:
        facts.append(fact("claim-rule", point, claim=rules.claim))
    return facts


def _q_claims(rng: random.Random, rules: Rules) -> Question:
    """A claims question; every draw is made whatever the rules, so the question's own
    rules give the same question back."""
    agreed = rng.random() < 0.8
    which = rng.choice(("battle", "tame"))
    form = rng.choice(_FORMS)
    names = tuple(rng.sample(NAMES, rng.choice((3, 4, 4, 5))))
    tame_instead = rng.random() < 0.25
    if agreed and rules.claim == "none":
        rules = rules.with_changes(claim=which)
    elif rules.claim == "battle" and tame_instead:  # a table agreeing the tame claim (7.2)
        rules = rules.with_changes(claim="tame")
    if rules.claim == "none":
        form = "may-claim"
    if form == "taker":
        return _taker(rng, rules, names)
    if form == "after":
        return _after(rng, rules, names)
    return _may_claim(rng, rules, names)


def _taker(rng: random.Random, rules: Rules, names: tuple[str, ...]) -> Question:
    discarder = rng.choice(names)
    others = [n for n in names if n != discarder]
    claimants = rng.sample(others, 3 if len(others) >= 4 and rng.random() < 0.3 else 2)
    card = Deal(rng).random(1)[0]
    taker = claim_taker(names, discarder, claimants, rules)
    assert taker is not None  # the question is asked only under a claim rule
    order = play_order(names, discarder, rules.direction)

    def answer_for(r: Rules) -> str | None:
        return claim_taker(names, discarder, claimants, r)

    point = _POINT[rules.claim][1:]
    if rules.claim == "battle":
        why = note("first-hand-takes", point, first=claimants[0], taker=taker, card=card)
    else:
        why = note(
            "first-turn-takes",
            point,
            direction=rules.direction,
            discarder=discarder,
            order=order,
            taker=taker,
            card=card,
        )
    said = (
        note("claimed-in-order", point, claimants=tuple(claimants), card=card),
        why,
        note(
            "claimer-plays-on", point, taker=taker, next=next_player(names, taker, rules.direction)
        ),
    )
    return question(
        "claims",
        _POINT[rules.claim],
        rules,
        difficulty=1 if rules.claim == "battle" else (3 if len(claimants) == 3 else 2),
        tags=merged_tags(
            [_POINT[rules.claim]],
            ["§1.5"] if rules.claim == "tame" else [],
            switch_tags(rules, ["claim", "direction"], answer_for),
        ),
        prompt=prompt("claim-taker", card=card),
        answer_form="choice",
        answer=taker,
        hint=quiz_hint("claim-taker", _POINT[rules.claim][1:], discarder=discarder),
        why=said,
        said=said,
        facts=(
            *_table_facts(rules, names),
            fact("just-discarded", None, discarder=discarder, card=card),
            fact("claimants", _POINT[rules.claim][1:], claimants=tuple(claimants)),
        ),
        choices=tuple(others),
        player=discarder,
        seating=names,
        groups=((card_group("just-discarded"), (card,)),),
        context=tuple((f"slap:{name}", i) for i, name in enumerate(claimants, 1)),
    )


def _may_claim(rng: random.Random, rules: Rules, names: tuple[str, ...]) -> Question:
    discarder = rng.choice(names)
    nxt = next_player(names, discarder, rules.direction)
    asked = rng.choice([n for n in names if n not in (discarder, nxt)])
    deal = Deal(rng)
    card = deal.random(1)[0]
    near = deal.free(
        lambda c: c.suit == card.suit and abs(c.rank - card.rank) <= 2 or c.rank == card.rank
    )
    hand = deal.take(rng.sample(near, rng.randint(1, 3)))
    hand = sort_cards(hand + deal.random(rng.randint(4, 6) - len(hand)))
    melds = melds_with(card, hand, rules)
    may = rules.claim != "none" and bool(melds)
    answer = YES_NO[0] if may else YES_NO[1]

    def answer_for(r: Rules) -> str:
        return YES_NO[0] if r.claim != "none" and melds_with(card, hand, r) else YES_NO[1]

    point = _POINT[rules.claim][1:]
    if rules.claim == "none":
        why = note("no-claim-allowed", point, player=asked, card=card, next=nxt)
    elif melds:
        meld = melds[0]
        why = note(
            "claim-makes-meld", point, card=card, kind=meld.kind, meld=meld.cards, player=asked
        )
    else:
        why = note("claim-no-meld", point, card=card, player=asked)
    return question(
        "claims",
        _POINT[rules.claim],
        rules,
        difficulty=2,
        tags=merged_tags([_POINT[rules.claim], "§4.1"], switch_tags(rules, ["claim"], answer_for)),
        prompt=prompt("may-claim", player=asked, card=card),
        answer_form="choice",
        answer=answer,
        hint=quiz_hint("may-claim", _POINT[rules.claim][1:], player=asked, card=card),
        why=(why,),
        said=(why,),
        cards=hand,
        facts=(
            *_table_facts(rules, names),
            fact("discarded-next", None, discarder=discarder, card=card, next=nxt),
        ),
        choices=YES_NO,
        player=asked,
        seating=names,
        groups=((card_group("just-discarded"), (card,)),),
    )


def _after(rng: random.Random, rules: Rules, names: tuple[str, ...]) -> Question:
    discarder = rng.choice(names)
    skipped = next_player(names, discarder, rules.direction)
    claimer = rng.choice([n for n in names if n not in (discarder, skipped)])
    card = Deal(rng).random(1)[0]
    answer = next_player(names, claimer, rules.direction)
    order = play_order(names, claimer, rules.direction)

    def answer_for(r: Rules) -> str:
        return next_player(names, claimer, r.direction)

    point = _POINT[rules.claim][1:]
    said = (
        note("turn-skipped", point, claimer=claimer, card=card, skipped=skipped),
        note(
            "play-order", "1.5", direction=rules.direction, start=claimer, order=order, dealer=False
        ),
        note("plays-next", point, player=answer),
    )

    return question(
        "claims",
        _POINT[rules.claim],
        rules,
        difficulty=2,
        tags=merged_tags(
            [_POINT[rules.claim], "§1.5"], switch_tags(rules, ["direction"], answer_for)
        ),
        prompt=prompt("after-claim", claimer=claimer),
        answer_form="choice",
        answer=answer,
        hint=quiz_hint("after-claim", _POINT[rules.claim][1:], skipped=skipped, claimer=claimer),
        why=said,
        said=said,
        facts=(
            *_table_facts(rules, names),
            fact("discarded-was-next", None, discarder=discarder, card=card, skipped=skipped),
            fact("claimed-alone", _POINT[rules.claim][1:], claimer=claimer, card=card),
        ),
        choices=tuple(n for n in names if n != claimer),
        player=claimer,
        seating=names,
        groups=((card_group("claimed"), (card,)),),
    )


KIND = QuizKind(
    name="claims",
    tags=("§7.1", "§7.2", "§4.1", "§1.5", "switch:claim", "switch:direction"),
    generate=_q_claims,
)
