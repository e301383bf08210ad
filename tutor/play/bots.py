"""Computer players: ``Bot(level, seed).choose(round)`` returns one of the legal moves.

A bot sees only its own view of the round (its hand, the others' card counts, the table,
the discard pile, the log) and is deterministic for a given seed.

* ``beginner`` ends the round whenever it can (Blast, Four sevens, going out, a knock
  within the limit), takes a discard it can meld, lays its best melds, lays off what fits
  and throws its highest loose card;
* ``careful`` remembers every card seen (discards and melds) and what the next player
  passed over, knocks only when the sampled chance of being undercut is low, and throws
  the highest loose card that does not hand the next player a meld or a Perfect when a
  safer one exists (each loose card weighed: its points less 25 times the chance it
  melds for them and 60 times the chance of their Perfect).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import sort_cards
from tutor.engine.counting import rank_points
from tutor.engine.odds import fast_points
from tutor.play.actions import Action
from tutor.play.coach import discard_dangers, knock_risk
from tutor.play.reasons import PlayError
from tutor.play.round import PlayerView, Round

Level = Literal["beginner", "careful"]
LEVELS: tuple[Level, ...] = ("beginner", "careful")
_ENDS = ("four-sevens", "blast")


@dataclass(frozen=True)
class Bot:
    """A computer player of the given level; the seed fixes its sampling."""

    level: Level = "beginner"
    seed: int = 0
    knock_risk_max: float = 0.25
    samples: int = 120

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise PlayError("no-bot-level", level=self.level, levels=tuple(LEVELS))

    def choose(self, r: Round) -> Action:
        """The bot's move for the player to move in ``r``."""
        legal = r.legal_actions()
        if not legal:
            raise PlayError("no-move")
        if len(legal) == 1:
            return legal[0]
        me = r.to_move
        assert me is not None
        view = r.view(me)
        kinds = {a.kind: a for a in legal}
        if r.phase == "dropout":
            return self._dropout(view, kinds)
        if r.phase == "claim":
            return kinds["claim"]
        for k in _ENDS:
            if k in kinds:
                return kinds[k]
        outs = [a for a in legal if a.kind == "go-out"]
        if outs:
            return max(outs, key=lambda a: (a.perfect, -len(a.cards)))
        if r.phase == "draw":
            return self._start(r, view, kinds)
        return self._play(r, view, legal)

    # -- decisions -----------------------------------------------------------------------
    def _seed(self, r: Round) -> int:
        return hash((self.seed, len(r.log))) & 0xFFFFFFFF

    def _dropout(self, view: PlayerView, kinds: dict[str, Action]) -> Action:
        if self.level == "careful":
            points = best_arrangement(view.hand, view.rules).points
            return kinds["drop-out"] if points > 35 else kinds["stay-in"]
        return kinds["stay-in"]

    def _start(self, r: Round, view: PlayerView, kinds: dict[str, Action]) -> Action:
        if "knock" in kinds:
            if self.level == "beginner":
                return kinds["knock"]
            est, _ = knock_risk(view, self.samples, self._seed(r))
            if est.p <= self.knock_risk_max:
                return kinds["knock"]
        if "take-discard" in kinds:
            return kinds["take-discard"]
        return kinds["draw-stock"]

    def _play(self, r: Round, view: PlayerView, legal: list[Action]) -> Action:
        rules = view.rules
        hand = view.hand
        best = best_arrangement(hand, rules)
        planned = {sort_cards(m.cards) for m in best.melds}
        melds = [a for a in legal if a.kind == "meld"]
        if melds:
            chosen = [a for a in melds if a.cards in planned]
            if chosen:
                return chosen[0]
            must = r.turn.must_use if r.turn else None
            if must is not None:  # the taken discard must go down now: the meld leaving least
                return min(melds, key=lambda a: (_left(hand, a, rules), -len(a.cards)))
        layoffs = [a for a in legal if a.kind == "lay-off"]
        if layoffs:
            loose = set(best.deadwood)
            fitting = [a for a in layoffs if a.cards[0] in loose]
            if fitting:
                return fitting[0]
        discards = [a for a in legal if a.kind == "discard"]
        if melds and not discards:
            return melds[0]
        return self._discard(r, view, discards, best.deadwood)

    def _discard(self, r: Round, view: PlayerView, discards: list[Action], deadwood) -> Action:
        pts = rank_points(view.rules)
        loose = [a for a in discards if a.cards[0] in set(deadwood)] or discards

        def value(a: Action) -> tuple[int, int, str]:
            c = a.cards[0]
            return (pts[c.rank] if not c.is_joker else -1, c.rank, c.suit)

        ranked = sorted(loose, key=value, reverse=True)
        if self.level == "beginner":
            return ranked[0]
        dangers = discard_dangers(
            view, [a.cards[0] for a in ranked], self.samples // 2, self._seed(r), perfect=True
        )

        def score(a: Action) -> float:
            d = dangers[a.cards[0]]
            return pts[a.cards[0].rank] - 25 * d.p - 60 * d.perfect

        return max(ranked, key=score)


def _left(hand, a: Action, rules) -> int:
    rest = list(hand)
    for c in a.cards:
        rest.remove(c)
    return fast_points(rest, rules)


def play_out(r: Round, bots: dict[str, Bot], limit: int = 2000) -> Round:
    """Let ``bots`` (one per player) play ``r`` to the end."""
    for _ in range(limit):
        if r.over:
            return r
        r = r.apply(bots[r.to_move].choose(r))  # type: ignore[index]
    raise PlayError("round-too-long", limit=limit)  # pragma: no cover


def random_bot_move(r: Round, rng: random.Random) -> Action:
    """A uniformly random legal move: for testing that every move is handled."""
    return rng.choice(r.legal_actions())
