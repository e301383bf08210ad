"""The play-outs' lean scorer pays every player what the engine's settlement pays them:
:func:`~tutor.play.net.net_of` against ``settle(r.record()).net`` over seeded rounds of
every preset and of random switches (ties, undercut penalty and doubling, sevens, the
showdown, jokers, six or seven players), played by quick players and by random legal moves
so that every ending turns up."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from budget import sweep

from tutor import Rules, settle
from tutor.play import deal
from tutor.play.actions import Action
from tutor.play.bots import Bot, random_bot_move
from tutor.play.net import net_of
from tutor.play.round import Round
from tutor.play.search import quick_move

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus")
SWITCHES = {
    "tie": ("turn-order", "fewest-cards"),
    "undercut_penalty": (None, None, 3),
    "undercut_doubles": (True, False),
    "sevens_double": (True, False),
    "seven_in_hand": (7, 14),
    "meld_at_stock_end": (True, False),
    "stock_melds_spare_doubling": (True, False),
    "knock_needs": ("other-melded", "knocker-and-other", "none"),
    "discard_to_go_out": (True, False),
    "perfect_needs_all_turns": (True, False),
    "jokers": (0, 0, 1, 2),
    "joker_in_hand": ("double", "quintuple", "zero", "twenty"),
    "claim": ("none", "battle", "tame"),
    "picture_cards_ten": (False, True),
}


def _rules(rng: random.Random) -> Rules:
    base = Rules.preset(rng.choice(Rules.presets()))
    changes = {k: rng.choice(v) for k, v in SWITCHES.items() if rng.random() < 0.5}
    return base.with_changes(**changes)


def _move(r: Round, rng: random.Random, kind: int, holder: str) -> Action:
    """A quick player's move (kind 0), a random legal move (1), or a beginner's (2: it
    knocks whenever allowed, so its knocks are often undercut)."""
    if kind == 1:
        return random_bot_move(r, rng)
    if kind == 2:
        return Bot("beginner").choose(r)
    return quick_move(r, holder)


@pytest.mark.parametrize("part", range(4))
def test_the_lean_scorer_pays_what_settle_pays(part: int) -> None:
    rng = random.Random(f"net:{part}")
    endings: Counter[str] = Counter()
    undercuts = 0
    for seed in range(sweep(45)):  # 45 rounds a part in "ci", 450 in "nightly"
        rules = _rules(rng)
        players = rng.choice((2, 2, 3, 4, 5))
        if seed % 15 == 0:
            rules, players = rules.with_changes(six_seven_players=True), rng.choice((6, 7))
        names = NAMES[:players]
        r = deal(rules, names, part * 1000 + seed, dealer=rng.choice(names))
        holder = rng.choice(names)
        while not r.over:
            r = r.apply(_move(r, rng, seed % 3, holder))
        o = r.outcome
        assert o is not None
        endings[o.ending + (" perfect" if o.perfect else "")] += 1
        s = settle(r.record())
        undercuts += s.undercut
        net = s.net
        assert {n: net_of(r, n) for n in r.order} == {n: net[n] for n in r.order}, (part, seed)
    assert len(endings) >= 3, endings  # the rounds end in several ways
    assert undercuts, part
