"""The bots and the coach read only a player's view, and the table has one judge of a move.

* shuffling the cards a player cannot see (the other hands and the stock) leaves every
  bot's choice, the coach's odds and its hint unchanged;
* every move ``legal_actions`` lists passes :meth:`Round.refusal`, and every other move
  worth asking about is refused with a reason (the same judge, on seeded rounds);
* a round rebuilt from a view with the hidden cards filled in plays on like the real one.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import lru_cache

import pytest

from tutor import Rules, settle
from tutor.play import Bot, deal, hint
from tutor.play import actions as A
from tutor.play.coach import discard_dangers, discardable, knock_risk
from tutor.play.round import Round, rebuild

PRESETS = ("pagat", "s1-short", "s2-casual", "bga")
NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")


def shuffle_hidden(r: Round, name: str, seed: int) -> Round:
    """``r`` with the cards ``name`` cannot see dealt again at random: the same counts."""
    others = [n for n in r.order if n != name]
    pool = [c for n in others for c in r.hand_of[n]] + list(r.stock)
    random.Random(seed).shuffle(pool)
    hands = dict(r.hand_of)
    for n in others:
        k = len(r.hand_of[n])
        hands[n], pool = tuple(pool[:k]), pool[k:]
    return replace(r, hand_of=hands, stock=tuple(pool))


@lru_cache(maxsize=4)
def positions(count: int) -> tuple[Round, ...]:
    """Seeded decision points from beginner bots' rounds under every preset, 2 to 5 players."""
    out: list[Round] = []
    seed = 0
    while len(out) < count:
        rules = Rules.preset(PRESETS[seed % 4])
        n = 2 + seed % 4
        r = deal(rules, NAMES[:n], seed)
        bots = {m: Bot("beginner", i) for i, m in enumerate(NAMES[:n])}
        step = 0
        while not r.over:
            if len(r.legal_actions()) > 1 and step % 7 == seed % 7:
                out.append(r)
            r = r.apply(bots[r.to_move].choose(r))
            step += 1
        seed += 1
    return tuple(out[:count])


@pytest.mark.parametrize("level", ["beginner", "careful", "greedy"])
def test_a_bots_choice_does_not_change_when_the_hidden_cards_are_shuffled(level: str) -> None:
    for i, r in enumerate(positions(60)[: 20 if level == "careful" else 60]):
        bot = Bot(level, i, samples=40)
        shuffled = shuffle_hidden(r, r.to_move, i)
        assert shuffled.hand_of != r.hand_of or shuffled.stock != r.stock or r.stock_count < 2
        assert bot.choose(shuffled) == bot.choose(r)


def test_the_experts_search_does_not_change_when_the_hidden_cards_are_shuffled() -> None:
    bot = Bot("expert", 3, deals=2)
    searched = 0
    for i, r in enumerate(positions(60)):
        view = r.view(r.to_move)
        if len(bot.candidates(view)) < 2:
            continue
        searched += 1
        shuffled = shuffle_hidden(r, r.to_move, i)
        assert bot.search(shuffled.view(r.to_move)) == bot.search(view)
        if searched == 4:
            break
    assert searched == 4


def test_the_coachs_odds_and_hint_do_not_change_when_the_hidden_cards_are_shuffled() -> None:
    for i, r in enumerate(positions(60)[:20]):
        me = r.to_move
        shuffled = shuffle_hidden(r, me, i + 100)
        assert hint(shuffled, me, 3, seed=i) == hint(r, me, 3, seed=i)
        view, other = r.view(me), shuffled.view(me)
        if r.phase == "play":
            cards = discardable(r, me)
            assert discard_dangers(other, cards, 60, i) == discard_dangers(view, cards, 60, i)
        if any(a.kind == "knock" for a in r.legal_actions()):
            assert knock_risk(other, 60, i) == knock_risk(view, 60, i)


def test_legal_moves_and_refusals_come_from_one_judge() -> None:
    refused = 0
    for r in positions(60):
        legal = set(r.legal_actions())
        layoffs = [A.lay_off(c, i) for i in range(len(r.table_melds)) for c in r.hand_of[r.to_move]]
        for a in [*r._candidates(), *layoffs]:
            why = r.refusal(a)
            assert (why is None) == (a in legal), (a, why)
            if why is not None:
                refused += 1
                with pytest.raises(ValueError) as err:
                    r.apply(a)
                assert err.value.reason == why
    assert refused > 50


def test_a_round_rebuilt_from_a_view_plays_on_like_the_real_one() -> None:
    for i, r in enumerate(positions(60)[:20]):
        me = r.to_move
        view = r.view(me)
        hidden = {n: r.hand_of[n] for n in r.order if n != me}
        copy = rebuild(view, hidden, r.stock, seed=r.seed)
        assert copy.legal_actions() == r.legal_actions()
        assert copy.view(me) == view
        bots = {n: Bot("beginner", i) for n in r.order}
        a, b = copy, r
        while not a.over:
            move = bots[a.to_move].choose(a)
            a, b = a.apply(move), b.apply(move)
        assert b.over and settle(a.record()).net == settle(b.record()).net
