"""Strength of the bot levels: each pairing's result in stakes a round, with a 95% interval,
and the expert's time per move.

Run: .venv/bin/python bench/strength.py [--rounds 2000] [--pairs careful:beginner,...]
     [--players 2] [--preset pagat] [--jobs 1] [--seconds 0] [--progress 50]

Each deal is played twice with the seats swapped (so luck of the cards cancels), the
dealer moving round the table from deal to deal. At two players the first level's result
is its net stakes a round; at four the two levels sit alternately and the result is the
first level's mean net per player a round. The interval is the mean ± 1.96 standard
errors over the deal pairs. Every move of an ``expert`` is timed (median, 95th percentile),
in wall-clock time (what the player waits, with the machine's load average) and in the
processor time the move took (what it would take on an idle core). The expert searches
under its time budget (``Bot.seconds``): on a loaded machine it plays out fewer deals and
often falls back to its plain move, so compare levels with ``--seconds 0`` (the move
budget alone: the same search whatever the load) and read the time from
``bench/expert_time.py``. Why the expert wins what it wins: ``bench/expert_diag.py``.

The yardstick ``greedy`` ends whenever it can, takes any usable discard, lays the biggest
meld and throws the highest card.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor import Rules, settle
from tutor.play import deal
from tutor.play.bots import Bot

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")
PAIRS = (
    "careful:beginner",
    "careful:greedy",
    "beginner:greedy",
    "expert:careful",
    "expert:beginner",
    "expert:greedy",
)


def play_pair(args: tuple) -> tuple[float, list[tuple[float, float]]]:
    """One deal played twice, seats swapped: level ``a``'s mean net per seat per round,
    and the expert's move times (wall, processor). ``args``: the two levels, the players,
    the seed, the preset, and optionally the expert's time budget (0: none)."""
    a, b, players, seed, preset, *budget = args
    seconds = {"seconds": budget[0] or None} if budget and budget[0] is not None else {}
    rules = Rules.preset(preset)
    names = NAMES[:players]
    times: list[tuple[float, float]] = []
    total = 0.0
    for swap in (0, 1):
        levels = {n: (a, b)[(i + swap) % 2] for i, n in enumerate(names)}
        bots = {n: Bot(levels[n], seed * 10 + i, **seconds) for i, n in enumerate(names)}
        r = deal(rules, names, seed, dealer=names[seed % players])
        while not r.over:
            me = r.to_move
            view = r.view(me)
            t, c = time.perf_counter(), time.process_time()
            move = bots[me].choose(view)
            if bots[me].level == "expert" and len(view.legal) > 1:
                times.append((time.perf_counter() - t, time.process_time() - c))
            r = r.apply(move)
        net = settle(r.record()).net
        mine = [net[n] for n in names if levels[n] == a]
        total += sum(mine) / len(mine)
    return total / 2, times


def run(
    pair: str,
    rounds: int,
    players: int,
    preset: str,
    jobs: int,
    seconds: float | None = None,
    progress: int = 0,
) -> dict:
    a, b = pair.split(":")
    tasks = [(a, b, players, seed, preset, seconds) for seed in range(rounds // 2)]
    start = time.perf_counter()
    results = []
    with ProcessPoolExecutor(jobs) if jobs > 1 else _Serial() as pool:
        for got in pool.map(play_pair, tasks, chunksize=4):
            results.append(got)
            if progress and len(results) % progress == 0:
                _line(_summary(pair, players, results, start), partial=True)
    return _summary(pair, players, results, start)


class _Serial:
    """A stand-in for the process pool: the deals played one after another here."""

    def __enter__(self) -> _Serial:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def map(self, fn, items, chunksize: int = 1):
        return map(fn, items)


def _summary(pair: str, players: int, results: list, start: float) -> dict:
    values = [v for v, _ in results]
    times = sorted(t for _, ts in results for t in ts)
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return {
        "pair": pair,
        "players": players,
        "rounds": 2 * len(values),
        "mean": mean,
        "low": mean - half,
        "high": mean + half,
        "seconds": time.perf_counter() - start,
        "times": times,
    }


def _line(res: dict, partial: bool = False) -> None:
    print(
        f"{res['pair']:<18} {res['players']:>7} {res['rounds']:>6} {res['mean']:>+12.2f} "
        f"[{res['low']:>+6.2f}, {res['high']:>+6.2f}] {res['seconds']:>6.0f}"
        + (" (so far)" if partial else ""),
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=40, help="rounds per pairing (even)")
    parser.add_argument("--pairs", default=",".join(PAIRS[:3]))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--preset", default="pagat")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--seconds",
        type=float,
        default=None,
        help="the expert's time budget a move (0: none, the move budget only)",
    )
    parser.add_argument(
        "--progress", type=int, default=0, help="print the figures so far every N deal pairs"
    )
    args = parser.parse_args()
    print(
        f"{'pairing':<18} {'players':>7} {'rounds':>6} {'stakes/round':>12} "
        f"{'95% interval':>18} {'s':>6}"
    )
    all_times: list[tuple[float, float]] = []
    for pair in args.pairs.split(","):
        res = run(
            pair, args.rounds, args.players, args.preset, args.jobs, args.seconds, args.progress
        )
        all_times += res["times"]
        _line(res)
    for i, label in enumerate(("wall", "cpu") if all_times else ()):
        times = sorted(t[i] for t in all_times)
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(
            f"expert move time ({label}) over {len(times)} decisions: median "
            f"{statistics.median(times) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, "
            f"max {times[-1] * 1000:.0f} ms; load average {os.getloadavg()[0]:.1f}"
        )


if __name__ == "__main__":
    main()
