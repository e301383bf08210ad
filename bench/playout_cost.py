"""What one play-out move costs, and how long play-outs last (the expert's search budget
counts moves: :attr:`~tutor.play.bots.Bot.budget`).

Run: .venv/bin/python bench/playout_cost.py [--rounds 6] [--players 2,4] [--deals 10]

The positions are every decision with more than one legal move in seeded rounds of careful
players; each is played out ``--deals`` times on deals of the hidden cards from the
opponent model, as the expert's search plays its candidates
(:func:`~tutor.play.search.roll_out_counted`). Printed per table size: the play-outs, the
moves a play-out takes (median), the processor time per move in microseconds, and how the
play-outs end.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor import Rules
from tutor.play import deal
from tutor.play.bots import Bot
from tutor.play.model import OpponentModel
from tutor.play.round import rebuild
from tutor.play.search import quick_move

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--rounds", type=int, default=6)
    p.add_argument("--players", default="2,4")
    p.add_argument("--deals", type=int, default=10)
    p.add_argument("--preset", default="pagat")
    a = p.parse_args()
    rules = Rules.preset(a.preset)
    for players in (int(x) for x in a.players.split(",")):
        names = NAMES[:players]
        starts = []
        for seed in range(a.rounds):
            r = deal(rules, names, 900 + seed, dealer=names[seed % players])
            bots = {n: Bot("careful", seed * 10 + i) for i, n in enumerate(names)}
            while not r.over:
                v = r.view(r.to_move)
                if len(v.legal) > 1 and v.phase in ("draw", "play"):
                    model, rng = OpponentModel(v), random.Random(len(starts))
                    for i in range(a.deals):
                        d = model.deal(rng, unmelded=True)
                        starts.append((rebuild(v, d.hands, d.stock, seed=i), v.name))
                r = r.apply(bots[r.to_move].choose(v))
        lengths, ends = [], Counter()
        cpu = time.process_time()
        for r, me in starts:
            steps = 0
            while not r.over and steps < 400:
                r = r.advance(quick_move(r, me))
                steps += 1
            lengths.append(steps)
            o = r.outcome
            ends[(o.ending + (" perfect" if o.perfect else "")) if o else "unfinished"] += 1
        cpu = time.process_time() - cpu
        print(
            f"{players} players: {len(starts)} play-outs, median {statistics.median(lengths)} "
            f"moves, {cpu / sum(lengths) * 1e6:.0f} µs a move; ends: "
            + ", ".join(f"{k} {v / len(starts):.0%}" for k, v in ends.most_common()),
            flush=True,
        )


if __name__ == "__main__":
    main()
