"""Why the expert wins what it wins: its deviations from the careful bot, by kind, and
what each deviation is worth against careful players.

Run: .venv/bin/python bench/tools/expert_diag.py [--rounds 40] [--players 2] [--checks 8]
     [--seconds 0.5]

The expert plays careful bots (seats alternate). At each of the expert's decisions the
careful bot's move in the same view is asked too; where they differ, both moves are
played on from the true position ``--checks`` times (the stock reshuffled, the same
shuffles for both moves: paired), every seat played by careful bots, and the difference
in the expert's stakes is its gain. Printed per decision kind (knock or play on, take or
draw, lay or hold melds, which discard): the decisions, the deviations, their mean gain
with a 95% interval, and how often the search was cut short by the clock.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tutor import Rules, settle
from tutor.play import bots as B
from tutor.play import deal
from tutor.play.bots import Bot
from tutor.play.round import Round

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")
_DEALS: list[int] = []
_outcomes = Bot.outcomes


def _counted(self, view, moves, started=None):
    got = _outcomes(self, view, moves, started)
    _DEALS.append(len(next(iter(got.values()))))
    return got


Bot.outcomes = _counted  # type: ignore[method-assign]


def kind_of(moves) -> str:
    kinds = {a.kind for a in moves}
    if "knock" in kinds:
        return "knock"
    if kinds & {"take-discard", "draw-stock"}:
        return "take"
    if "meld" in kinds:
        return "meld"
    return "discard"


def finish(r: Round, seed: int) -> dict[str, int]:
    bots = {n: Bot("careful", seed * 7 + i) for i, n in enumerate(r.seating)}
    while not r.over:
        r = r.apply(bots[r.to_move].choose(r.view(r.to_move)))
    return settle(r.record()).net


def _with_stock(r: Round, stock) -> Round:
    import dataclasses

    return dataclasses.replace(r, stock=tuple(stock))


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--rounds", type=int, default=40)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--checks", type=int, default=8)
    p.add_argument("--seconds", type=float, default=None)
    p.add_argument("--preset", default="pagat")
    p.add_argument("--start", type=int, default=0)
    p.add_argument("--verbose", action="store_true")
    a = p.parse_args()
    rules = Rules.preset(a.preset)
    names = NAMES[: a.players]
    stats: dict[str, dict] = defaultdict(lambda: {"n": 0, "dev": 0, "gains": [], "cut": 0})
    results = []
    for seed in range(a.start, a.start + a.rounds):
        swap = seed % 2
        levels = {n: ("expert", "careful")[(i + swap) % 2] for i, n in enumerate(names)}
        kw = {} if a.seconds is None else {"seconds": a.seconds or None}
        bots = {n: Bot(levels[n], seed * 10 + i, **kw) for i, n in enumerate(names)}
        r = deal(rules, names, seed, dealer=names[seed % a.players])
        while not r.over:
            me = r.to_move
            view = r.view(me)
            bot = bots[me]
            if bot.level != "expert" or len(view.legal) < 2:
                r = r.apply(bot.choose(view))
                continue
            moves = bot.candidates(view)
            before = len(_DEALS)
            move = bot.decide(view)
            if len(moves) < 2:
                r = r.apply(move)
                continue
            k = kind_of(moves)
            s = stats[k]
            s["n"] += 1
            if len(_DEALS) > before and _DEALS[-1] < B.MIN_DEALS:
                s["cut"] += 1
            plain = Bot("careful", bot.seed).choose(view)
            if plain != move and a.checks:
                s["dev"] += 1
                rng = random.Random(seed * 1000 + len(r.log))
                diffs = []
                for j in range(a.checks):
                    base = _with_stock(r, rng.sample(r.stock, len(r.stock)))
                    diffs.append(finish(base.apply(move), j)[me] - finish(base.apply(plain), j)[me])
                s["gains"].append(statistics.fmean(diffs))
                if a.verbose:
                    print(k, move, plain, diffs, flush=True)
            r = r.apply(move)
        net = settle(r.record()).net
        mine = [net[n] for n in names if levels[n] == "expert"]
        results.append(sum(mine) / len(mine))
    m = statistics.fmean(results)
    h = 1.96 * statistics.stdev(results) / math.sqrt(len(results))
    n = len(results)
    print(f"expert:careful {a.players}p, {n} rounds: {m:+.2f} [{m - h:+.2f}, {m + h:+.2f}]")
    print(
        f"deals per search: median {statistics.median(_DEALS)}, share under {B.MIN_DEALS}: "
        f"{sum(1 for d in _DEALS if d < B.MIN_DEALS) / len(_DEALS):.0%}"
    )
    head = ("kind", "decisions", "cut", "deviations", "gain/dev", "95%", "sum")
    print("{:<8} {:>9} {:>4} {:>10} {:>9} {:>16} {:>7}".format(*head))
    for k, s in sorted(stats.items()):
        g = s["gains"]
        mean = statistics.fmean(g) if g else 0.0
        half = 1.96 * statistics.stdev(g) / math.sqrt(len(g)) if len(g) > 1 else 0.0
        print(
            f"{k:<8} {s['n']:>9} {s['cut']:>4} {s['dev']:>10} {mean:>+9.2f} "
            f"[{mean - half:+.2f}, {mean + half:+.2f}] {sum(g):>+7.1f}"
        )


if __name__ == "__main__":
    main()
