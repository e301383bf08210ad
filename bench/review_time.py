"""The review's time per round: median and 95th percentile over seeded rounds.

Run: .venv/bin/python bench/review_time.py [--first 3000] [--rounds 12] [--players 3]

As ``bench/tools/review_recheck.py``: a beginner stands in for the learner (Ann) against
careful players (pagat rules); each finished round is reviewed (``tutor.play.coach.review``)
with its own seed, one at a time in this process. The machine is shared, so beside the wall
time (with the load average) it prints the processor time the review took: what it would
take on an idle core. It also prints how many decisions were graded, stated as different
and called about as good.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor import Rules
from tutor.play import deal, play_out
from tutor.play.bots import Bot
from tutor.play.coach import review

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--first", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args()
    rules = Rules.preset("pagat")
    names = NAMES[: args.players]
    wall, cpu = [], []
    decisions = stated = even = 0
    for seed in range(args.first, args.first + args.rounds):
        bots = {n: Bot("beginner" if n == "Ann" else "careful", seed * 10 + i)
                for i, n in enumerate(names)}  # fmt: skip
        end = play_out(deal(rules, names, seed, dealer=names[seed % args.players]), bots)
        t, c = time.perf_counter(), time.process_time()
        rv = review(end, "Ann", seed=seed)
        wall.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
        decisions += rv.decisions
        stated += len(rv.differing)
        even += len(rv.even)
    print(
        f"review, {args.players} players, {args.rounds} rounds (seeds {args.first}-"
        f"{args.first + args.rounds - 1}): {decisions} decisions, {stated} stated, "
        f"{even} about as good; load average {os.getloadavg()[0]:.1f}"
    )
    for label, times in (("wall", wall), ("cpu", cpu)):
        times.sort()
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        print(
            f"  {label}: median {statistics.median(times):.2f} s a round, p95 {p95:.2f} s, "
            f"mean {statistics.fmean(times):.2f} s"
        )


if __name__ == "__main__":
    main()
