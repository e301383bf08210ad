"""The review against the expert: over seeded rounds where a beginner stands in for the
learner against careful players, how many decisions the expert would have played
otherwise, how many of those the review lists and marks, and whether "every move the same"
is said only when true.

Run: .venv/bin/python bench/tools/review_check.py [--rounds 50] [--players 3]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tutor import Rules
from tutor.play import deal, play_out
from tutor.play.bots import Bot
from tutor.play.coach import coach_bot, review

NAMES = ("Ann", "Bo", "Cy", "Di")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args()
    rules = Rules.preset("pagat")
    names = NAMES[: args.players]
    totals: Counter[str] = Counter()
    start = time.perf_counter()
    for seed in range(args.rounds):
        bots = {n: Bot("beginner" if n == "Ann" else "careful", seed * 10 + i)
                for i, n in enumerate(names)}  # fmt: skip
        end = play_out(deal(rules, names, seed, dealer=names[seed % len(names)]), bots)
        rv = review(end, "Ann", seed=seed)
        # the expert's own choices, asked again independently of the review
        coach, state, disagree = coach_bot(seed), end.start, 0
        for move in end.moves:
            if state.to_move == "Ann" and len(state.legal_actions()) > 1:
                disagree += coach.decide(state.view("Ann")) != move
            state = state.apply(move)
        totals["rounds"] += 1
        totals["decisions"] += rv.decisions
        totals["expert disagrees"] += disagree
        totals["review lists as different"] += len(rv.differing)
        totals["marked as a mistake"] += len(rv.mistakes)
        for mark in ("small", "clear", "serious"):
            totals[f"  {mark}"] += rv.count(mark)
        totals["rounds said 'all the same'"] += rv.all_same
        totals["... of which falsely"] += rv.all_same and disagree > 0
        totals["loss x1000"] += round(rv.average_loss * 1000)
    for k, v in totals.items():
        print(f"{k:<32} {v}")
    print(
        f"average expected loss per decision (mean over rounds): "
        f"{totals['loss x1000'] / 1000 / max(1, totals['rounds']):.3f} stakes"
    )
    print(f"{time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
