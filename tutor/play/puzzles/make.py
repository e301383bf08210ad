"""Turning a position into a puzzle: its theme, its choices weighed beyond the noise
(:func:`~tutor.play.puzzles.evaluate.weigh`), the reason the best is best, and a starting
rating from which of the table's bots find it (rule book §4-§7)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from tutor.engine.arrangement import best_arrangement
from tutor.engine.counting import rank_points
from tutor.engine.odds import fast_points
from tutor.engine.reasons import FrozenDict
from tutor.engine.rules import Rules
from tutor.play.actions import Action
from tutor.play.bots import Bot, Level
from tutor.play.coach import COACH_SAMPLES, discard_dangers, knock_risk
from tutor.play.cover import partners
from tutor.play.puzzles.evaluate import PUZZLE_DEALS, Judgement, weigh
from tutor.play.puzzles.puzzle import Puzzle, path_of, puzzle_id, replay_indices
from tutor.play.puzzles.themes import Theme, choices, theme_of
from tutor.play.round import Round

SOLVERS: tuple[Level, ...] = ("beginner", "careful", "expert")
"""The table's bots, weakest first: a puzzle starts at :data:`BASE_RATING` plus
:data:`STEP` for each of them that misses it."""
BASE_RATING = 1200.0
STEP = 200.0
RATING_DEALS = 32
"""The expert's deals when a puzzle's starting rating is worked out (a quarter of the
table's: the rating is a first guess that answers soon correct)."""
SAFER = 0.1
"""A discard is called the safer one when it feeds a taker this much less often."""
HIGHER = 3
"""A discard is called the higher one when it sheds this many points more."""


def solver_answer(
    r: Round, offered: Sequence[Action], level: Level, seed: int = 0, deals: int | None = None
) -> Action:
    """What a bot of ``level`` answers, choosing among the moves a puzzle offers (the
    expert searching ``deals`` deals, the table's number when ``None``)."""
    view = replace(r.view(r.to_move or ""), legal=tuple(offered))
    bot = Bot(level, seed, deals=deals, estimate_seed=seed)
    return bot.decide(view)


def make_puzzle(
    rules_spec: dict[str, Any],
    names: Sequence[str],
    seed: int,
    dealer: str,
    moves: Sequence[int],
    eval_seed: int,
    deals: int = PUZZLE_DEALS,
    source: str = "pool",
) -> Puzzle | None:
    """The puzzle at the position reached by ``moves``, or ``None`` when it is no puzzle:
    no theme, or no choice beats every other by :data:`~evaluate.THRESHOLD` stakes with
    95% confidence on ``deals`` deals drawn with ``eval_seed``."""
    rules = Rules.from_spec(rules_spec)
    r = replay_indices(rules, tuple(names), seed, dealer, tuple(moves))
    theme = theme_of(r)
    if theme is None:
        return None
    offered = choices(r, theme)
    if len(offered) < 2:
        return None
    view = r.view(r.to_move or "")
    j = weigh(view, offered, eval_seed, deals)
    if j is None or not j.clear:
        return None
    code, values = reason_for(r, theme, j, eval_seed)
    misses = sum(solver_answer(r, offered, lv, eval_seed, RATING_DEALS) != j.best for lv in SOLVERS)
    return Puzzle(
        id=puzzle_id(rules_spec, names, seed, moves),
        rules=FrozenDict(rules_spec),
        names=tuple(names),
        dealer=dealer,
        seed=seed,
        moves=tuple(moves),
        theme=theme,
        choices=tuple(str(a) for a in offered),
        values=tuple(j.values[a] for a in offered),
        best=offered.index(j.best),
        gain=j.second.mean,
        low=j.second.low,
        deals=j.deals,
        eval_seed=eval_seed,
        reason_code=code,
        reason_values=FrozenDict(values),
        rating=BASE_RATING + STEP * misses,
        source=source,
        path=path_of(r),
    )


def reason_for(r: Round, theme: Theme, j: Judgement, seed: int) -> tuple[str, dict[str, Any]]:
    """Why ``j.best`` is best at ``r`` (a code of the closed set ``puzzle`` and its values,
    cards as text)."""
    best, other = j.best, j.second.other
    common = {"best": str(best), "second": str(other), "gain": round(j.second.mean, 3),
              "low": round(j.second.low, 3), "deals": j.deals}  # fmt: skip
    view = r.view(r.to_move or "")
    rules = view.rules
    if theme == "take-or-draw":
        card = str(view.discard_pile[-1])
        return ("take-melds" if best.kind == "take-discard" else "draw-not-take"), {
            **common, "card": card}  # fmt: skip
    if theme == "knock":
        est, _ = knock_risk(view, COACH_SAMPLES, seed)
        nums = {"points": fast_points(view.hand, rules), "p": round(est.p, 3)}
        return ("knock-now" if best.kind == "knock" else "play-on"), {**common, **nums}
    if theme == "claim":
        card = str(view.window.card) if view.window else ""
        return ("claim-it" if best.kind == "claim" else "pass-claim"), {**common, "card": card}
    if theme == "go-out":
        out = best if best.kind == "go-out" else other
        code = "go-out-now" if best.kind == "go-out" else "play-on-not-out"
        return code, {**common, "perfect": out.perfect}
    if theme == "lay-off":
        laid = best if best.kind == "lay-off" else other
        code = "lay-off-card" if best.kind == "lay-off" else "keep-card"
        return code, {**common, "card": str(laid.cards[0])}
    if theme == "hold-melds":
        left = best_arrangement(view.hand, rules).deadwood
        code = "hold-melds" if best.kind == "discard" else "lay-melds"
        return code, {**common, "points": fast_points(left, rules)}
    return _discard_reason(view, best, other, seed, common)


def _discard_reason(view, best: Action, other: Action, seed: int, common: dict) -> tuple:
    mine, theirs = best.cards[0], other.cards[0]
    d = discard_dangers(view, [mine, theirs], COACH_SAMPLES, seed)
    pts = rank_points(view.rules)
    values = {**common, "card": str(mine), "other": str(theirs),
              "p": round(d[mine].p, 3), "other_p": round(d[theirs].p, 3),
              "points": pts[mine.rank], "other_points": pts[theirs.rank]}  # fmt: skip
    if d[theirs].p - d[mine].p >= SAFER:
        return "throw-safer", values
    if pts[mine.rank] - pts[theirs.rank] >= HIGHER:
        return "throw-higher", values
    rules, hand = view.rules, set(view.hand)
    loose = set(best_arrangement(view.hand, rules).deadwood)
    if theirs not in loose or not hand.isdisjoint(partners(theirs, rules.ace, rules.jokers)):
        return "throw-keeps-melds", values
    return "throw-worth", values
