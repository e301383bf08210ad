"""A lesson's position played out (rule book 4, 5): the round set up at a ``play`` step's
position, when the short play is over, and the stars its review earns.

The round starts at the learner's turn with the step's hands, discard pile and melds; the
other hands given as a count are dealt from the rest of the pack, and the stock shuffled,
by the step's ``seed`` (:func:`lesson_round`), so the same step always deals the same
round. The short play is over when the learner has ended ``turns`` turns or the round is
over (:func:`played_out`). Its review (:func:`~tutor.play.coach.review`) is the step's
feedback; the stars follow its worst mark (:func:`stars_for`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from tutor.engine.cards import FULL_DECK, Card, parse_cards
from tutor.engine.rules import Rules
from tutor.play.coach import Review
from tutor.play.round import Round, position
from tutor.teach.attempts import MAX_STARS, Attempt
from tutor.teach.lessons import PlayStep

__all__ = ["lesson_round", "played_out", "stars_for", "step_attempt", "turns_done"]

_ENDS_TURN = ("discard", "knock", "go-out", "blast", "four-sevens", "drop-out")
"""The learner's moves that end their turn (or the round)."""


def _seating(names: Sequence[str], rules: Rules) -> list[str]:
    """The seating that plays ``names`` in order (the learner first, then the next player,
    and so on) in the rules' direction of play (rule book 1)."""
    first, *rest = names
    return [first, *rest] if rules.direction == "clockwise" else [first, *reversed(rest)]


def lesson_round(step: PlayStep, rules: Rules, names: Sequence[str]) -> Round:
    """The round at the step's position under ``rules``: ``names`` are the learner and the
    other players in the order of play from the next player (as many as the step has);
    the learner is to move, at the start of their turn. Hands given as a count are dealt
    from the unseen cards shuffled by the step's ``seed``; the rest is the stock."""
    if len(names) != step.players:
        raise ValueError(f"{step.players} names needed, {len(names)} given")
    known = [parse_cards(step.hand, rules), *(parse_cards(h, rules) if isinstance(h, str)
             else () for h in step.others)]  # fmt: skip
    pile = parse_cards(step.discard, rules)
    laid = [[m for m in step.melds_of(i)] for i in range(step.players)]
    left = Counter(FULL_DECK + (Card.joker(),) * rules.jokers)
    left.subtract([c for h in known for c in h])
    left.subtract(pile)
    left.subtract(c for melds in laid for m in melds for c in m)
    rest = sorted(left.elements(), key=lambda c: (c.is_joker, c))
    random.Random(step.seed).shuffle(rest)
    hands: dict[str, tuple[Card, ...]] = {}
    for name, given, h in zip(names, [step.hand, *step.others], known, strict=True):
        if isinstance(given, int):
            h, rest = tuple(rest[:given]), rest[given:]
        hands[name] = tuple(h)
    seating = _seating(names, rules)
    melds = [(names[i], " ".join(map(str, m))) for i in range(step.players) for m in laid[i]]
    return position(
        rules,
        {n: hands[n] for n in seating},
        pile,
        melds=melds,
        to_move=names[0],
        melded=[names[i] for i in range(step.players) if laid[i]],
        stock=tuple(rest),
        seed=step.seed,
    )


def turns_done(r: Round, learner: str) -> int:
    """How many of ``learner``'s turns have ended since the position was set up."""
    return sum(
        1
        for i, a in enumerate(r.moves)
        if i < len(r.movers) and r.movers[i] == learner and a.kind in _ENDS_TURN
    )


def played_out(r: Round, step: PlayStep, learner: str) -> bool:
    """Whether the short play is over: the round is, or the learner's ``turns`` are."""
    return r.over or turns_done(r, learner) >= step.turns


_MISSES = {"best": 0, "good": 0, "small": 1, "clear": 2, "serious": 2}
"""Each mark counted as misses: a small mistake costs a star, a clear or serious one two."""


def stars_for(rv: Review) -> int:
    """The stars a short play earns: 3 when every decision was the coach's or close to it,
    2 with a small mistake at worst, 1 with a clear or serious one."""
    return step_attempt(rv).stars


def step_attempt(rv: Review) -> Attempt:
    """The play as a solved attempt, its worst mark counted as misses (the lesson's stars:
    :class:`~tutor.teach.attempts.Attempt`)."""
    worst = max((_MISSES[i.mark] for i in rv.items), default=0)
    return Attempt(misses=min(worst, MAX_STARS - 1), solved=True)
