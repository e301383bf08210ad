"""The quiz kinds for the deal, card values, money balances, six or seven players, the
undercut penalty and knock-limit tables, each checked against its brute-force answer at
5,000 seeds (the suite runs fewer for the slower kinds): prints the seeds, the answers
checked and the median time per question.

Run: .venv/bin/python bench/tools/quiz_rule_points.py [--seeds 5000]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from quiz_brute import KINDS, brute_answer  # noqa: E402

from tutor.engine.rules import PRESETS, Rules  # noqa: E402
from tutor.teach import quiz  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=5000)
    args = parser.parse_args()
    rules = [Rules.preset(name) for name in PRESETS]
    for kind in KINDS:
        times, wrong = [], 0
        for seed in range(args.seeds):
            t = time.perf_counter()
            q = quiz.generate(seed, rules[seed % len(rules)], kind=kind)
            times.append(time.perf_counter() - t)
            wrong += q.answer != brute_answer(q)
        print(
            f"{kind:<17} {args.seeds} seeds, {wrong} wrong, "
            f"median {statistics.median(times) * 1000:.2f} ms a question"
        )


if __name__ == "__main__":
    main()
