"""The review's stated disagreements asked again with a second seed, in chunks that can stop
and resume: each round's counts are appended to a log as it finishes, a rerun skips the
seeds the log holds.

Run: .venv/bin/python bench/tools/review_recheck.py --log bench/out/review_recheck.jsonl
     [--players 3] [--first 1000] [--rounds 400] [--minutes 30] [--jobs 1] [--report]
     [--before bench/out/review_recheck_before.jsonl]

As ``bench/tools/review_check.py``: a beginner stands in for the learner (Ann) against
careful players (pagat rules), and the round is reviewed with its own seed. At every
decision the review states as a disagreement (the coach's move better beyond the noise of
its deals) the expert is asked again with a second seed (another set of deals): the
disagreement is *kept* when that move is not the learner's either (the issue asks >= 95%),
and the second move is also compared with the review's own; and both moves are played out
on the second seed's deals (the expert's own search, fresh deals): is the review's move still
the better one on average? A disagreement not kept is
logged with the moves, the gap, the cost (the band's low end) and the band's half width.
The figure is the share kept with its Wilson 95% interval and one counting each round as one
draw (a round's decisions share a deal). With ``--before`` the rounds played are an earlier
log's seeds, in order, and the report sets the two logs side by side on the rounds both
hold (how many disagreements each stated, and kept). Each row logs the review's own
processor time too (``review_cpu``).
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

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tutor import Rules
from tutor.engine.odds import wilson
from tutor.play import deal, play_out
from tutor.play.bots import Bot
from tutor.play.coach import coach_bot, review

NAMES = ("Ann", "Bo", "Cy", "Di")
SECOND = 7_000_003
"""What the second seed adds to the round's seed (as ``bench/tools/review_check.py``)."""


def one_round(args: tuple[int, int]) -> dict:
    """The review of one seeded round and its stated disagreements asked again."""
    seed, players = args
    rules = Rules.preset("pagat")
    names = NAMES[:players]
    bots = {n: Bot("beginner" if n == "Ann" else "careful", seed * 10 + i)
            for i, n in enumerate(names)}  # fmt: skip
    t = time.process_time()
    end = play_out(deal(rules, names, seed, dealer=names[seed % players]), bots)
    r0 = time.process_time()
    rv = review(end, "Ann", seed=seed)
    review_cpu = time.process_time() - r0
    second = coach_bot(seed + SECOND)
    stated = {i.move_index: i for i in rv.differing}
    kept = same = confirmed = 0
    lost = []
    state = end.start
    for k, move in enumerate(end.moves):
        if k in stated:
            view = state.view("Ann")
            again = second.decide(view)
            kept += again != move
            same += again == stated[k].better
            outs = second.outcomes(view, [stated[k].better, move])
            confirmed += statistics.fmean(outs[stated[k].better]) > statistics.fmean(outs[move])
            if again == move:
                item = stated[k]
                lost.append([k, str(move), str(item.better), item.gap, item.cost, item.margin])
        state = state.apply(move)
    return {
        "seed": seed,
        "players": players,
        "decisions": rv.decisions,
        "stated": len(stated),
        "even": len(rv.even),
        "kept": kept,
        "same": same,
        "confirmed": confirmed,
        "cpu": round(time.process_time() - t, 1),
        "review_cpu": round(review_cpu, 2),
        "lost": lost,
    }


def logged(path: Path, players: int) -> dict[int, dict]:
    out: dict[int, dict] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row["players"] == players:
                out[row["seed"]] = row
    return out


def figure(rows: list[dict]) -> str:
    """The share kept with its Wilson interval and its interval by round."""
    n = sum(r["stated"] for r in rows)
    kept = sum(r["kept"] for r in rows)
    same = sum(r["same"] for r in rows)
    if not n:
        return f"{len(rows)} rounds, no stated disagreement yet"
    low, high = wilson(kept, n)
    p = kept / n
    c = sum(1 for r in rows if r["stated"])
    var = c / max(1, c - 1) * sum((r["kept"] - p * r["stated"]) ** 2 for r in rows) / n**2
    half = 1.96 * math.sqrt(var)
    seeds = sorted(r["seed"] for r in rows)
    checked = [r for r in rows if "confirmed" in r]
    if checked:
        m = sum(r["stated"] for r in checked)
        ok = sum(r["confirmed"] for r in checked)
        lo, hi = wilson(ok, m) if m else (0.0, 1.0)
        confirm = (
            f"; played out on the second seed's deals, the review's move still brings more in "
            f"{ok} of {m} ({ok / max(1, m):.1%}, Wilson 95% {lo:.1%}-{hi:.1%})"
        )
    else:
        confirm = ""
    return (
        f"{len(rows)} rounds (seeds {seeds[0]}-{seeds[-1]}), "
        f"{sum(r['decisions'] for r in rows)} decisions, "
        f"{n} stated, {sum(r['even'] for r in rows)} about as good; "
        f"second seed keeps {kept} of {n} = {p:.1%} (Wilson 95% {low:.1%}-{high:.1%}; "
        f"by round {max(0.0, p - half):.1%}-{min(1.0, p + half):.1%}, {c} rounds); "
        f"the same move as the review's {same} of {n} ({same / n:.1%}); "
        f"{sum(r['cpu'] for r in rows) / len(rows):.0f} s processor time a round"
        + _review_time(rows)
        + confirm
    )


def compared(before: dict[int, dict], after: dict[int, dict]) -> str:
    """The two logs on the rounds both hold: stated, about as good, kept, review time."""
    both = sorted(set(before) & set(after))

    def counts(rows: dict[int, dict]) -> str:
        got = [rows[s] for s in both]
        n = sum(r["stated"] for r in got)
        kept = sum(r["kept"] for r in got)
        share = f"{kept / n:.1%}" if n else "-"
        return (
            f"{n} stated, {sum(r['even'] for r in got)} about as good, "
            f"second seed keeps {kept} ({share})"
        )

    return (
        f"on the {len(both)} rounds both logs hold: before {counts(before)}; after {counts(after)}"
    )


def _review_time(rows: list[dict]) -> str:
    """The review's own processor time a round (median, mean), where the log has it."""
    times = [r["review_cpu"] for r in rows if "review_cpu" in r]
    if not times:
        return ""
    return (
        f" (the review alone: median {statistics.median(times):.2f} s, "
        f"mean {statistics.fmean(times):.2f} s)"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--log", type=Path, required=True)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--first", type=int, default=1000, help="the first round's seed")
    parser.add_argument("--rounds", type=int, default=400)
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--report", action="store_true", help="print the log's figure only")
    parser.add_argument(
        "--before", type=Path, help="an earlier log: play its rounds' seeds, compare the counts"
    )
    args = parser.parse_args()
    done = logged(args.log, args.players)
    if not args.report:
        seeds = range(args.first, args.first + args.rounds)
        if args.before is not None:
            seeds = sorted(logged(args.before, args.players))
        todo = iter(s for s in seeds if s not in done)
        stop = time.monotonic() + args.minutes * 60
        args.log.parent.mkdir(parents=True, exist_ok=True)
        with ProcessPoolExecutor(max(1, args.jobs)) as pool, args.log.open("a") as log:
            running: dict = {}
            while True:
                while len(running) < max(1, args.jobs) and time.monotonic() < stop:
                    seed = next(todo, None)
                    if seed is None:
                        break
                    running[pool.submit(one_round, (seed, args.players))] = seed
                if not running:
                    break
                finished, _ = wait(running, return_when=FIRST_COMPLETED)
                for fut in finished:
                    running.pop(fut)
                    row = fut.result()
                    log.write(json.dumps(row) + "\n")
                    log.flush()
                    done[row["seed"]] = row
    print(f"review re-check, {args.players} players: {figure(list(done.values()))}")
    if args.before is not None:
        print(compared(logged(args.before, args.players), done))
    lost = [(r["seed"], *x) for r in done.values() for x in r.get("lost", ())]
    if lost:
        print("stated disagreements the second seed did not keep (seed, decision, played ->")
        print("the review's move, the gap, the cost = the band's low end, the band's half width):")
    for seed, k, played, better, gap, cost, half in sorted(lost):
        print(
            f"  {seed} #{k}: {played} -> {better}, gap {gap:.3f}, cost {cost:.3f}, half {half:.3f}"
        )


if __name__ == "__main__":
    main()
