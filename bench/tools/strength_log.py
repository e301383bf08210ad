"""One strength pairing in chunks that can stop and resume: each deal pair's result is
appended to a log as it finishes, a rerun skips the seeds the log holds.

Run: .venv/bin/python bench/tools/strength_log.py --log bench/out/expert4.jsonl
     [--pair expert:careful] [--players 4] [--preset pagat] [--rounds 2000]
     [--first 8100000] [--minutes 30] [--jobs 1] [--report]

Each deal is played twice with the seats swapped, as in ``bench/tools/strength.py`` (its
``play_pair``: the same figure, the first level's mean net per seat a round); the figure is
the mean over the deal pairs with a 95% interval (± 1.96 standard errors, a deal pair one
draw). ``--minutes`` stops taking new deals after that long (the ones under way finish
and are logged); ``--report`` prints the log's figure and plays nothing.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from strength import play_pair


def logged(path: Path, pair: str, players: int, preset: str) -> dict[int, dict]:
    """The deal pairs of ``path`` played with these settings, by seed."""
    out: dict[int, dict] = {}
    if not path.exists():
        return out
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if (row["pair"], row["players"], row["preset"]) == (pair, players, preset):
            out[row["seed"]] = row
    return out


def figure(rows: list[dict]) -> str:
    """The mean a round with its 95% interval, and the expert's processor time per move."""
    values = [r["value"] for r in rows]
    if not values:
        return "no deal pairs logged"
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    cpu = sorted(t for r in rows for t in r["cpu"])
    seeds = sorted(r["seed"] for r in rows)
    text = (
        f"{2 * len(values)} rounds ({len(values)} deal pairs, seeds {seeds[0]}-{seeds[-1]}): "
        f"{mean:+.3f} [{mean - half:+.3f}, {mean + half:+.3f}] stakes a round"
    )
    if cpu:
        p95 = cpu[min(len(cpu) - 1, int(0.95 * len(cpu)))]
        text += (
            f"; expert processor time a move over {len(cpu)} moves: median "
            f"{statistics.median(cpu) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms"
        )
    return text


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--log", type=Path, required=True)
    parser.add_argument("--pair", default="expert:careful")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--preset", default="pagat")
    parser.add_argument("--rounds", type=int, default=2000, help="rounds in all (even)")
    parser.add_argument("--first", type=int, default=8100000, help="the first deal's seed")
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--report", action="store_true", help="print the log's figure only")
    args = parser.parse_args()
    a, b = args.pair.split(":")
    done = logged(args.log, args.pair, args.players, args.preset)
    if args.report:
        print(f"{args.pair}, {args.players} players, {args.preset}: {figure(list(done.values()))}")
        return
    todo = [s for s in range(args.first, args.first + args.rounds // 2) if s not in done]
    stop = time.monotonic() + args.minutes * 60
    args.log.parent.mkdir(parents=True, exist_ok=True)
    with ProcessPoolExecutor(max(1, args.jobs)) as pool, args.log.open("a") as log:
        running = {}
        queue = iter(todo)
        while True:
            while len(running) < max(1, args.jobs) and time.monotonic() < stop:
                seed = next(queue, None)
                if seed is None:
                    break
                task = (a, b, args.players, seed, args.preset)
                running[pool.submit(play_pair, task)] = seed
            if not running:
                break
            finished, _ = wait(running, return_when=FIRST_COMPLETED)
            for fut in finished:
                seed = running.pop(fut)
                value, times = fut.result()
                row = {
                    "pair": args.pair,
                    "players": args.players,
                    "preset": args.preset,
                    "seed": seed,
                    "value": value,
                    "cpu": [round(c, 4) for _, c in times],
                }
                log.write(json.dumps(row) + "\n")
                log.flush()
                done[seed] = row
    print(f"{args.pair}, {args.players} players, {args.preset}: {figure(list(done.values()))}")


if __name__ == "__main__":
    main()
