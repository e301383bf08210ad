"""Arranged and played practice rounds, every one settled: the big run of
``tests/test_every_round_settles.py``.

Run: .venv/bin/python bench/tools/settle_rounds.py [--seeds 200]

For every configuration of ``tests/arranged_rounds.py``, every scenario (Blast, Four sevens
at the start of a turn and straight after drawing, knock, going out, end of stock, random
play) and both laps, ``--seeds`` rounds are dealt, arranged, finished and settled. Prints
the rounds played, the endings reached per scenario and lap, and the median time a round.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from arranged_rounds import CONFIGS, LAPS, SCENARIOS, play_arranged  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=200, help="seeds per scenario and lap")
    args = parser.parse_args()
    times: list[float] = []
    total = 0
    for config in CONFIGS:
        seen: Counter[str] = Counter()
        for scenario in SCENARIOS:
            for lap in LAPS:
                for seed in range(args.seeds):
                    t = time.perf_counter()
                    played = play_arranged(config, scenario, lap, seed)
                    times.append(time.perf_counter() - t)
                    total += 1
                    if played is not None:
                        seen[f"{scenario}/{lap}->{played.ending}"] += 1
        print(f"{config}: " + ", ".join(f"{k} {v}" for k, v in sorted(seen.items())))
    print(f"{total} rounds dealt and settled; median {statistics.median(times) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
