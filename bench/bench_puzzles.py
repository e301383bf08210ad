"""Puzzles (issue 45): the time to serve the next puzzle on the server (choose it near the
learner's rating, deal and replay its position, write its question, choices and reason),
medians and 95th percentiles over the pool, cold (first time a position is replayed) and
warm (cached). The issue asks for under 200 ms.

    python bench/bench_puzzles.py [--n 200]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the project's tutor, run from anywhere

from tutor.play.puzzles import pool, position  # noqa: E402
from tutor.play.puzzles.pick import next_puzzle  # noqa: E402
from tutor.play.puzzles.puzzle import replay_indices, replay_path  # noqa: E402
from tutor.play.puzzles.ratings import Skill  # noqa: E402
from tutor.words import render  # noqa: E402
from tutor.words.puzzles import choice_text, question  # noqa: E402


def serve(skill: Skill, theme: str | None, seed: int) -> float:
    t0 = time.perf_counter()
    p = next_puzzle(pool(), skill, theme, seed=seed)
    assert p is not None
    r = position(p)
    _ = (question(p), [choice_text(c) for c in p.choices], render(p.reason), r.view(r.to_move))
    return (time.perf_counter() - t0) * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=200)
    args = ap.parse_args()
    t0 = time.perf_counter()
    n = len(pool())
    print(f"pool: {n} puzzles read in {(time.perf_counter() - t0) * 1000:.0f} ms")
    rng = random.Random(1)
    themes = [None, *sorted({p.theme for p in pool()})]
    for label in ("cold", "warm"):
        times = []
        for _ in range(args.n):
            if label == "cold":  # every position replayed from its deal
                replay_indices.cache_clear()
                replay_path.cache_clear()
            skill = Skill(rng.uniform(18, 32))
            times.append(serve(skill, rng.choice(themes), rng.randrange(1 << 30)))
        times.sort()
        p95 = times[int(0.95 * (len(times) - 1))]
        med = statistics.median(times)
        print(
            f"next puzzle served ({label}, {len(times)}): median {med:.1f} ms, "
            f"p95 {p95:.1f} ms, max {times[-1]:.1f} ms"
        )


if __name__ == "__main__":
    main()
