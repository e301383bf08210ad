"""Cases two presets settle differently (rule book 8), for the presets question "which switch
decides?": a hand and its situation, and the answer the engine gives under any rules. Three
situations, each on switches the presets set differently (:data:`SITUATION_SWITCHES`):

* ``knock``: may the player knock now (rule 5.2: the melding condition, and the count with a
  seven in hand, rule 2.2)?
* ``blast``: which Blast, if any, do the seven cards make before any meld (rule 5.1)?
* ``points``: what do the cards left in hand count at the end of the round (rules 2.2, 6.1)?
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tutor.engine.cards import SUITS, Card, sort_cards
from tutor.engine.counting import card_points, hand_points
from tutor.engine.endings import blast, knock
from tutor.engine.rules import Rules
from tutor.teach.quiz.common import Deal

SITUATION_SWITCHES: dict[str, tuple[str, ...]] = {
    "knock": ("knock_needs", "seven_in_hand"),
    "blast": ("sopang_max",),
    "points": ("seven_in_hand",),
}
"""The switches (among those the presets set differently) each situation's answer may
turn on."""


@dataclass(frozen=True)
class Case:
    """A hand in a situation: ``context`` its values (``("players", 4)``), ``answer`` the
    engine's answer under any rules (``"yes"``/``"no"``, a Blast kind, a number)."""

    situation: str
    cards: tuple[Card, ...]
    context: tuple[tuple[str, int | bool], ...]
    answer: Callable[[Rules], Any]


def answer_for(
    situation: str, cards: tuple[Card, ...], context: dict[str, Any]
) -> Callable[[Rules], Any]:
    """The engine's answer to ``situation`` for ``cards`` under rules given later."""
    if situation == "knock":
        return lambda r: "yes" if knock(
            cards, r, players=int(context["players"]),
            knocker_melded=bool(context["knocker_melded"]),
            others_melded=bool(context["others_melded"]),
        ).allowed else "no"  # fmt: skip
    if situation == "blast":
        return lambda r: blast(cards, r, melded=False).kind
    return lambda r: hand_points(cards, r).total


def _knock_case(rng: random.Random, rules: Rules) -> Case:
    """Near the knock limit of 10 (every preset's): one to three cards after melding, some
    with a seven, or seven cards with a quad before any meld."""
    value = lambda c: card_points(c, rules)  # noqa: E731
    knocker_melded = rng.random() < 0.6
    context = {
        "players": rng.choice((2, 3, 4, 5)),
        "knocker_melded": knocker_melded,
        "others_melded": rng.random() < 0.6,
    }
    hand = None
    while hand is None:
        deal = Deal(rng)
        target = rng.randint(5, 12)
        if knocker_melded:
            seven = deal.take([Card(7, rng.choice(SUITS))]) if rng.random() < 0.5 else ()
            rest = deal.worth(rng.choice((1, 2)), max(1, target - 7 * len(seven)), value,
                              lambda c: c.rank != 7)  # fmt: skip
            hand = None if rest is None else (*seven, *rest)
        else:
            rank = rng.choice([r for r in range(1, 14) if r != 7])
            quad = deal.take(Card(rank, s) for s in SUITS)  # the rank's four: none left
            rest = deal.worth(3, max(3, target), value, lambda c: c.rank != 7)
            hand = None if rest is None else (*quad, *rest)
    cards = sort_cards(hand)
    return Case("knock", cards, tuple(context.items()), answer_for("knock", cards, context))


def _blast_case(rng: random.Random, rules: Rules) -> Case:
    """Seven cards worth 13 to 16 at face value (sevens 7), before any meld."""
    hand = None
    while hand is None:
        hand = Deal(rng).worth(7, rng.randint(13, 16), lambda c: c.rank)
    cards = sort_cards(hand)
    return Case("blast", cards, (), answer_for("blast", cards, {}))


def _points_case(rng: random.Random, rules: Rules) -> Case:
    """Two to four cards left in hand at the end, with a seven or two and no card that
    would make a run with one (6 or 8 of its suit)."""
    deal = Deal(rng)
    sevens = deal.take(Card(7, s) for s in rng.sample(SUITS, rng.choice((1, 1, 2))))
    suits = {c.suit for c in sevens}
    rest = deal.random(rng.randint(1, 2), lambda c: c.rank != 7 and not (
        c.rank in (6, 8) and c.suit in suits))  # fmt: skip
    cards = sort_cards((*sevens, *rest))
    return Case("points", cards, (), answer_for("points", cards, {}))


BUILDERS: dict[str, Callable[[random.Random, Rules], Case]] = {
    "knock": _knock_case,
    "blast": _blast_case,
    "points": _points_case,
}
