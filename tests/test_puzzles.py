"""Puzzles (issue 45): the shipped pool is legal, reachable and themed; a sample keeps its
best move with fresh deals; the ratings move as the model says and sort the bots; the store
keeps ratings, answers and personal puzzles, and exports them with progress."""

from __future__ import annotations

import functools
import json
import math
import random
import statistics
from dataclasses import replace
from datetime import date

import pytest
from hypothesis import settings

from tutor.engine.rules import Rules
from tutor.play import Bot, deal, parse_action, play_out, review
from tutor.play.bots import DEALS
from tutor.play.puzzles import THEMES, pool, position, theme_of
from tutor.play.puzzles.evaluate import (
    PUZZLE_DEALS,
    THRESHOLD,
    Gap,
    hopeless,
    judge,
    outcomes,
    weigh,
)
from tutor.play.puzzles.make import RATING_DEALS, SOLVERS, make_puzzle
from tutor.play.puzzles.personal import from_review
from tutor.play.puzzles.pick import daily, next_puzzle
from tutor.play.puzzles.progress import answer, keep, personal, ratings, skill
from tutor.play.puzzles.puzzle import from_json, indices_of
from tutor.play.puzzles.ratings import Skill, expected, update
from tutor.play.puzzles.recheck import TIMES, holds, reweigh, sample
from tutor.play.puzzles.solvers import rating_after, solves
from tutor.store.errors import ProgressError
from tutor.store.progress import ProgressStore

ME = "You"
KINDS = {
    "take-or-draw": {"take-discard", "draw-stock"},
    "knock": {"knock", "take-discard", "draw-stock"},
    "discard": {"discard"},
    "hold-melds": {"meld", "discard"},
    "claim": {"claim", "pass"},
    "lay-off": {"lay-off", "discard"},
    "go-out": {"go-out", "discard", "meld", "lay-off"},
}


REPLAYED = 12
"""Puzzles of each theme the suite replays (bench/tools/puzzle_recheck.py --replay: all)."""


def replay_sample() -> list:
    """A deterministic sample of the pool: :data:`REPLAYED` puzzles of each theme."""
    rng = random.Random(45)
    out = []
    for theme in THEMES:
        mine = sorted((p for p in pool() if p.theme == theme), key=lambda p: p.id)
        out += rng.sample(mine, min(REPLAYED, len(mine)))
    return out


def test_every_shipped_puzzle_is_weighed_beyond_the_noise() -> None:
    puzzles = pool()
    assert puzzles and len({p.id for p in puzzles}) == len(puzzles)
    assert DEALS[0] < PUZZLE_DEALS  # more deals than the table's expert plays out
    for p in puzzles:
        assert len(set(p.choices)) == len(p.choices) >= 2, p.id
        assert {a.kind for a in p.actions} <= KINDS[p.theme], p.id
        assert p.values[p.best] == max(p.values), p.id
        assert p.low > THRESHOLD and p.deals == PUZZLE_DEALS, p.id
        assert len(p.path) == len(p.moves) and p.source == "pool", p.id
        assert p.reason.closed_set == "puzzle"


@pytest.mark.parametrize("p", replay_sample(), ids=lambda p: f"{p.theme}-{p.id}")
def test_a_shipped_puzzle_is_legal_reachable_and_themed(p) -> None:
    """Dealt and replayed with the engine (every move judged legal), its path and its
    indices the same moves, its theme the decision there, its choices legal."""
    r = position(p)
    assert r.to_move == ME and r.start is not None
    assert indices_of(r) == p.moves
    assert theme_of(r) == p.theme
    legal = r.legal_actions()
    assert all(a in legal for a in p.actions)


def test_the_pool_covers_every_theme() -> None:
    assert {p.theme for p in pool()} == set(THEMES)


RECHECKED = 100 if settings.get_current_profile_name() == "nightly" else 1
"""How many of the sample of 100 the suite re-weighs: all in "nightly" (about 4 minutes of
one core), the first in "ci" (``bench/tools/puzzle_recheck.py`` re-checks all 100 and
keeps its figures in bench/out/puzzle_recheck.txt)."""


def test_a_sampled_puzzle_keeps_its_best_move_on_four_times_the_deals() -> None:
    """The issue's re-check: puzzles of the sample of 100, weighed on four times their
    deals with a fresh seed, keep their best move with the gap's interval above the
    threshold, at least 95 in 100 (:data:`RECHECKED` of them in this profile)."""
    chosen = sample(pool(), 100)[:RECHECKED]
    kept = 0
    for p in chosen:
        j = reweigh(p)
        assert j.deals == TIMES * p.deals == 4 * PUZZLE_DEALS
        kept += holds(p, j)
    assert kept >= math.ceil(0.95 * len(chosen)), (kept, len(chosen))


def test_the_recheck_sample_is_uniform_and_moves_little_as_the_pool_grows() -> None:
    """The sample is the same whatever the pool's order, and a puzzle added to the pool
    can only take a place in it (the rest stay)."""
    puzzles = sorted(pool(), key=lambda p: p.id)
    first = sample(puzzles, 100)
    assert len({p.id for p in first}) == 100 and sample(reversed(puzzles), 100) == first
    older, newer = puzzles[: len(puzzles) // 2], puzzles[len(puzzles) // 2 :]
    assert set(first) <= set(sample(older, 100)) | set(newer)
    assert len({p.theme for p in first}) == len(THEMES)


def test_the_best_move_must_beat_every_other_beyond_the_threshold() -> None:
    """The paired gap's 95% interval (mean +- 1.96 standard errors) must lie above
    THRESHOLD against every other choice, the closest first."""
    a, b, c = (parse_action(x) for x in ("knock", "draw-stock", "take-discard"))
    base = [float(i % 3) for i in range(100)]
    j = judge({a: [x + 1.0 for x in base], b: base, c: [x + 0.5 for x in base]})
    assert j.best == a and j.clear and j.second.other == c
    assert j.second.mean == pytest.approx(0.5) and j.second.low == pytest.approx(0.5)
    noisy = [x + (0.6 if i % 2 else -0.4) for i, x in enumerate(base)]  # mean gain 0.1
    j = judge({a: noisy, b: base})
    sd = statistics.stdev([n - x for n, x in zip(noisy, base, strict=True)])
    assert j.best == a and not j.clear
    assert j.second.low == pytest.approx(0.1 - 1.96 * sd / 10)


def test_the_screen_drops_only_what_cannot_pass_and_keeps_the_full_numbers() -> None:
    """A gap whose optimistic reading (mean + a standard error) less the interval's
    half-width on all the deals stays under the threshold is dropped; a kept position is
    judged on every deal, the same numbers as without the screen."""
    take, draw = parse_action("take-discard"), parse_action("draw-stock")
    # 16 deals, spread 1.0: se 0.25; on 256 deals the half-width is 1.96 * 1/16 = 0.1225
    assert hopeless(Gap(draw, -0.1, -0.59, 0.39), 16)  # -0.1 + 0.25 - 0.1225 < 0.1
    assert not hopeless(Gap(draw, 0.0, -0.49, 0.49), 16)  # 0 + 0.25 - 0.1225 > 0.1
    assert hopeless(Gap(draw, 0.05, 0.05, 0.05), 16)  # no spread: the mean is all there is
    assert not hopeless(Gap(take, 0.3, 0.3, 0.3), 16)
    p = max(pool(), key=lambda q: (q.low, q.id))  # a gap far beyond the threshold
    view = position(p).view(ME)
    moves = list(p.actions)
    kept = weigh(view, moves, 5, deals=32, screen=(16,))
    assert kept == judge(outcomes(view, moves, 32, seed=5)) and kept.clear


def test_a_position_of_no_theme_is_no_puzzle() -> None:
    """A discard just taken must be melded: no question of a theme, so no puzzle."""
    take = parse_action("take-discard")
    pagat = Rules.preset("pagat")
    seed = next(s for s in range(200) if take in deal(pagat, (ME, "Bo"), s).legal_actions())
    r = deal(Rules.preset("pagat"), (ME, "Bo"), seed).apply(take)
    assert r.turn.must_use is not None and theme_of(r) is None
    assert make_puzzle({"preset": "pagat"}, (ME, "Bo"), seed, ME, indices_of(r), 1, 32) is None


def test_a_pool_line_is_read_back_and_a_bad_one_is_refused() -> None:
    p = pool()[0]
    assert from_json(p.to_json()) == p
    for bad in ("{}", "[1]", "not json", json.dumps({**json.loads(p.to_json()), "theme": "x"})):
        with pytest.raises(ValueError, match="not a puzzle"):
            from_json(bad)


# -- ratings ----------------------------------------------------------------------------------
def test_the_rating_update_on_a_known_example() -> None:
    """OpenSkill's Bradley-Terry update worked by hand: a new learner (mu 25, sigma 25/3)
    solves a puzzle of mu 28, sigma 3 (beta 25/6, tau 25/300, gamma sigma/c)."""
    learner, puzzle = Skill(25, 25 / 3), Skill(28, 3)
    won, lost = update(learner, puzzle, True)
    beta, tau = 25 / 6, 25 / 300
    s1, s2 = math.hypot(25 / 3, tau), math.hypot(3, tau)
    c = math.sqrt(2 * beta**2 + s1**2 + s2**2)
    p = 1 / (1 + math.exp((28 - 25) / c))
    assert won.mu == pytest.approx(25 + s1**2 / c * (1 - p), abs=1e-9)
    assert won.sigma == pytest.approx(s1 * math.sqrt(1 - s1 / c * s1**2 / c**2 * p * (1 - p)))
    assert lost.mu < 28 and 0 < expected(learner, puzzle) < 0.5 < expected(puzzle, learner)
    missed, _ = update(learner, puzzle, False)
    assert missed.mu < 25 < won.mu and Skill().rating == 1500


@functools.cache
def _solver_ratings() -> list[int]:
    """The bots' ratings after 300 answers each over the replayed sample, the same number
    of puzzles of every theme, the expert searching as many deals as when the puzzles'
    starting ratings were set (bench/tools/puzzle_solvers.py: the whole pool, the table's
    deals)."""
    puzzles = sorted(replay_sample(), key=lambda p: p.id)
    return [
        rating_after(puzzles, solves(lv, puzzles, deals=RATING_DEALS), 300, seed=1).rating
        for lv in SOLVERS
    ]


def test_the_solvers_end_rated_in_order_of_strength() -> None:
    """Beginner, careful and expert, weakest first. On the first 69 puzzles, most of them
    knocks that rewarded the knock, the beginner (who knocks whenever it may) came out
    above the careful bot; on a pool of every theme alike it solves fewer."""
    ratings = _solver_ratings()
    assert ratings[0] < ratings[1] < ratings[2], ratings


def test_the_next_puzzle_is_near_the_rating_of_the_theme_and_fresh() -> None:
    puzzles = pool()
    low = Skill(mu=min(p.rating for p in puzzles) / 60)
    for theme in {p.theme for p in puzzles}:
        got = next_puzzle(puzzles, low, theme, seed=3)
        assert got is not None and got.theme == theme
        mine = sorted(abs(p.rating - low.rating) for p in puzzles if p.theme == theme)
        assert abs(got.rating - low.rating) <= mine[min(len(mine), 12) - 1]
    first = next_puzzle(puzzles, Skill(), None, seed=1)
    again = next_puzzle(puzzles, Skill(), None, seen={first.id}, seed=1)
    assert again is not None and again.id != first.id
    assert next_puzzle(puzzles, Skill(), "no-such-theme") is None
    assert daily(puzzles, date(2026, 12, 2)) == daily(puzzles, date(2026, 12, 2))


# -- the store --------------------------------------------------------------------------------
def test_the_store_keeps_ratings_answers_and_exports_them(target, tmp_path) -> None:
    """On SQLite and PostgreSQL alike; the export is read back into a fresh file."""
    store = ProgressStore(target)
    p = pool()[0]
    right = answer(store, "Ann", p, p.best, hints=1)
    assert right.solved and right.change > 0 and right.after == skill(store, "Ann")
    wrong = answer(store, "Ann", p, (p.best + 1) % len(p.choices))
    assert not wrong.solved and wrong.change < 0
    shown = answer(store, "Ann", p, p.best, hints=3)  # the answer was shown: a miss
    assert not shown.solved and shown.change < 0
    assert ratings(store)[p.id] == shown.puzzle_after
    assert [a.solved for a in store.puzzle_answers("Ann")] == [True, False, False]
    for bad in ({"choice": 99}, {"choice": 0, "hints": 4}):
        with pytest.raises(ProgressError):
            answer(store, "Ann", p, **bad)
    with pytest.raises(ProgressError):
        store.save_personal("Ann", ["{not a puzzle"])
    own = replace(p, id="m-test", source="mine")
    assert keep(store, "Ann", [own]) == 1 and keep(store, "Ann", [own]) == 0
    assert personal(store, "Ann") == [own]
    before = ratings(store)
    answer(store, "Ann", own, own.best)  # a personal puzzle rates its learner only
    assert ratings(store) == before
    doc = store.export_json("Ann")
    other = ProgressStore(tmp_path / "q.db")
    other.import_json(doc)
    assert skill(other, "Ann") == skill(store, "Ann")
    assert other.puzzle_answers("Ann") == store.puzzle_answers("Ann")
    assert personal(other, "Ann") == [own]
    store.add_learner("Bo")
    store.record_answer("Bo", "meld", ["3"], 1, True, 1.0)
    assert "puzzles" not in json.loads(store.export_json("Bo"))  # as before puzzles


def test_a_learners_serious_mistakes_become_personal_puzzles() -> None:
    for seed in range(40, 60):
        r = deal(Rules.preset("pagat"), (ME, "Bo"), seed)
        r = play_out(r, {ME: Bot("beginner", 1), "Bo": Bot("careful", 2)})
        rv = review(r, ME, seed=seed, deals=16)
        made = from_review(r, ME, rv, seed=seed)
        if made:
            break
    assert made, "no clear or serious mistake in 20 beginner rounds"
    marked = [i for i in rv.items if i.mark in ("clear", "serious")]
    for p in made:
        pos = position(p)
        assert pos.to_move == ME and theme_of(pos) == p.theme and p.source == "mine"
        assert p.best_action in pos.legal_actions() and p.best == 0
        assert indices_of(pos) == p.moves
        item = next(i for i in marked if i.move_index == len(p.moves))
        assert (p.best_action, p.actions[1]) == (item.better, item.played)
        # the gap's low end is the review's cautious cost: its margin is the band's half
        # width already (tutor/play/noise.py), not a standard error to widen again
        assert p.gain == pytest.approx(item.gap) and p.low == pytest.approx(item.cost)
