"""A learner's own mistakes as puzzles: every decision of a practice round that the
review marked a clear or serious mistake (:func:`tutor.play.coach.review`) at a position of
a puzzle theme becomes a puzzle of two choices, the coach's move and the one played, worth
what the review found them worth over its deals."""

from __future__ import annotations

from tutor.engine.reasons import FrozenDict
from tutor.engine.rules import Rules
from tutor.play.coach import Review
from tutor.play.puzzles.evaluate import Gap, Judgement
from tutor.play.puzzles.make import reason_for
from tutor.play.puzzles.puzzle import START_RATING, Puzzle, indices_of, puzzle_id
from tutor.play.puzzles.themes import theme_of
from tutor.play.round import Round, deal

MARKS = ("clear", "serious")
"""The review's marks that make a personal puzzle."""


def from_review(r: Round, learner: str, rv: Review, seed: int = 0) -> list[Puzzle]:
    """The personal puzzles of ``learner``'s finished round ``r`` graded by ``rv``."""
    spec = Rules.to_spec(r.rules)
    idx = indices_of(r)
    wanted = {i.move_index: i for i in rv.items if i.mark in MARKS}
    out = []
    state = r.start or deal(r.rules, r.seating, r.seed, r.dealer)
    for k, a in enumerate(r.moves):
        item = wanted.get(k)
        theme = theme_of(state) if item is not None else None
        if item is not None and theme is not None and state.to_move == learner:
            offered = [item.better, item.played]
            values = {item.better: item.better_value, item.played: item.played_value}
            # the review's margin is its noise band's half width already (tutor/play/noise.py)
            g = Gap(item.played, item.gap, item.gap - item.margin, item.gap + item.margin)
            deals = int(item.reason.values.get("deals", 0) or 0)
            j = Judgement(item.better, FrozenDict(values), (g,), deals)
            code, why = reason_for(state, theme, j, seed)
            moves = idx[:k]
            out.append(
                Puzzle(
                    id="m" + puzzle_id(spec, r.seating, r.seed, moves)[1:],
                    rules=FrozenDict(spec),
                    names=r.seating,
                    dealer=r.dealer,
                    seed=r.seed,
                    moves=moves,
                    theme=theme,
                    choices=tuple(str(x) for x in offered),
                    values=tuple(values[x] for x in offered),
                    best=0,
                    gain=g.mean,
                    low=g.low,
                    deals=deals,
                    eval_seed=seed,
                    reason_code=code,
                    reason_values=FrozenDict(why),
                    rating=START_RATING,
                    source="mine",
                    path=tuple(str(x) for x in r.moves[:k]),
                )  # fmt: skip
            )
        state = state.apply(a)
    return out
