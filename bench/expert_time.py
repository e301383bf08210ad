"""The expert's time per move on fixed positions: median and 95th percentile, by table size.

Run: .venv/bin/python bench/expert_time.py [--rounds 4] [--players 2,4] [--preset pagat]

The positions are every decision with more than one legal move in seeded rounds of careful
players; the expert (the coach's player too) decides each from the mover's view, one at a
time in this process. The machine is shared: the load average is printed beside the times.
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
from tutor.play import deal
from tutor.play.bots import Bot

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")


def views(rules: Rules, players: int, rounds: int) -> list:
    out = []
    for seed in range(rounds):
        names = NAMES[:players]
        r = deal(rules, names, 900 + seed, dealer=names[seed % players])
        bots = {n: Bot("careful", seed * 10 + i) for i, n in enumerate(names)}
        while not r.over:
            v = r.view(r.to_move)
            if len(v.legal) > 1:
                out.append(v)
            r = r.apply(bots[r.to_move].choose(v))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--players", default="2,4")
    parser.add_argument("--preset", default="pagat")
    args = parser.parse_args()
    rules = Rules.preset(args.preset)
    expert = Bot("expert", 1)
    for players in (int(p) for p in args.players.split(",")):
        times, searched = [], []
        for v in views(rules, players, args.rounds):
            t = time.perf_counter()
            expert.decide(v)
            dt = time.perf_counter() - t
            times.append(dt)
            if len(expert.candidates(v)) > 1:
                searched.append(dt)
        times.sort()
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(f"{players} players: {len(times)} moves ({len(searched)} searched), median "
              f"{statistics.median(times) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, max "
              f"{times[-1] * 1000:.0f} ms; load average {os.getloadavg()[0]:.1f}",
              flush=True)  # fmt: skip


if __name__ == "__main__":
    main()
