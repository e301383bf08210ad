"""Puzzles (issue 45): simulated solvers (the beginner, careful and expert bots) answer 300
puzzles each from the whole pool and are rated as learners are; the issue asks that they
end in that order. The suite does the same on a sample of 30 (tests/test_puzzles.py).

    nice -n 10 python bench/tools/puzzle_solvers.py [--answers 300]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # the project's tutor, run from anywhere

from tutor.play.puzzles import pool  # noqa: E402
from tutor.play.puzzles.make import SOLVERS  # noqa: E402
from tutor.play.puzzles.solvers import rating_after, solves  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--answers", type=int, default=300)
    args = ap.parse_args()
    puzzles = sorted(pool(), key=lambda p: p.id)
    themes = sorted({p.theme for p in puzzles})
    for level in SOLVERS:
        t0 = time.process_time()
        got = solves(level, puzzles)
        skill = rating_after(puzzles, got, args.answers, seed=1)
        share = sum(got.values()) / len(got)
        print(f"{level:9} solves {share:.0%} of {len(puzzles)} puzzles; rating after "
              f"{args.answers} answers {skill.rating} ± {skill.deviation} "
              f"({time.process_time() - t0:.0f} s processor time)", flush=True)  # fmt: skip
        by_theme = []
        for theme in themes:
            mine = [got[p.id] for p in puzzles if p.theme == theme]
            by_theme.append(f"{theme} {sum(mine) / len(mine):.0%} of {len(mine)}")
        print("          " + ", ".join(by_theme), flush=True)


if __name__ == "__main__":
    main()
