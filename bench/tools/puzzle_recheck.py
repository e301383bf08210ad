"""Puzzles (issue 45): re-check a sample of the shipped pool with four times the deals and
fresh seeds: does each keep its best move with the gap's 95% interval above the threshold?
The issue asks for at least 95 of 100. The suite re-checks one (tests/test_puzzles.py).
With --replay: every puzzle of the pool replayed and checked as the suite checks a sample.

    nice -n 10 python bench/tools/puzzle_recheck.py [--n 100] [--out bench/out/puzzle_recheck.txt]
    python bench/tools/puzzle_recheck.py --replay
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # the project's tutor, run from anywhere

from tutor.play.puzzles import from_json, pool, position, theme_of  # noqa: E402
from tutor.play.puzzles.evaluate import THRESHOLD, judge, outcomes  # noqa: E402
from tutor.play.puzzles.puzzle import indices_of  # noqa: E402

ME = "You"

FRESH = 999_983
"""Added to a puzzle's own evaluation seed: deals it was never weighed on."""


def replay(puzzles) -> None:
    """Every puzzle dealt and replayed by its path and by its indices (the same moves), its
    theme the decision there and its choices legal: the suite's check, on the whole pool."""
    t0 = time.process_time()
    bad = []
    for p in puzzles:
        r = position(p)
        ok = r.to_move == ME and indices_of(r) == p.moves and theme_of(r) == p.theme
        if not (ok and all(a in r.legal_actions() for a in p.actions)):
            bad.append(p.id)
    print(f"replayed {len(puzzles)} puzzles in {time.process_time() - t0:.1f} s processor "
          f"time: {len(puzzles) - len(bad)} legal, reachable and themed; failed {bad}")  # fmt: skip
    if bad:
        sys.exit(1)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=100)
    ap.add_argument("--times", type=int, default=4)
    ap.add_argument("--out", default="")
    ap.add_argument("--pool", default="", help="a pool file other than the shipped one")
    ap.add_argument("--skip", default="", help="a file of earlier output: its ids are skipped")
    ap.add_argument("--replay", action="store_true", help="replay every puzzle, no re-check")
    args = ap.parse_args()
    if args.pool:
        with open(args.pool) as f:
            every = [from_json(x) for x in f if x.strip()]
    else:
        every = list(pool())
    if args.replay:
        return replay(every)
    done = set()
    if args.skip and os.path.exists(args.skip):
        with open(args.skip) as f:
            done = {x.split()[1] for x in f if x[:3].strip().isdigit()}
    puzzles = sorted((p for p in every if p.id not in done), key=lambda p: p.id)
    sample = random.Random(100).sample(puzzles, min(args.n, len(puzzles)))
    kept = 0
    lines = []
    t0 = time.process_time()
    for i, p in enumerate(sample, 1):
        r = position(p)
        outs = outcomes(
            r.view(r.to_move), list(p.actions), args.times * p.deals, p.eval_seed + FRESH
        )
        j = judge(outs)
        ok = j.best == p.best_action and j.clear
        kept += ok
        g = j.second
        best = "kept" if j.best == p.best_action else "LOST"
        line = (
            f"{i:3} {p.id} {p.theme:13} best {best} gap {g.mean:+.3f} low {g.low:+.3f}"
            f" (was {p.gain:+.3f} low {p.low:+.3f}) {'ok' if ok else 'FAIL'}"
        )
        print(line, flush=True)
        lines.append(line)
    cpu = time.process_time() - t0
    summary = (
        f"kept {kept} of {len(sample)} with {args.times}x the deals and fresh seeds "
        f"(threshold {THRESHOLD}); processor time {cpu:.0f} s"
    )
    print(summary)
    if args.out:
        with open(args.out, "w") as f:
            f.write("\n".join([*lines, summary]) + "\n")


if __name__ == "__main__":
    main()
