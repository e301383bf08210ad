"""The expert's choices and search values on fixed positions, to prove a speed-up changes
no result: record them before a change, compare after.

Run: .venv/bin/python bench/tools/search_identity.py record /tmp/before.json [--per 12]
     .venv/bin/python bench/tools/search_identity.py compare /tmp/before.json

The positions are decisions with more than one legal move in seeded rounds of careful
players, every preset (``--presets``; ``jokers``: pagat with two jokers), 2 to 5 players
(``--per`` positions a table, spread over the round). At each the fixed-search expert
(no clock) gives its move and every candidate's value, and each legal move is played out
on three deals of the hidden cards from the opponent model
(:func:`~tutor.play.search.roll_out_counted`: the stakes and the moves the play-out
took). ``compare`` prints the first differences and exits 1 when any is found.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tutor import Rules
from tutor.play import deal
from tutor.play.bots import Bot
from tutor.play.model import OpponentModel
from tutor.play.round import rebuild
from tutor.play.search import roll_out_counted

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")


def _rules(preset: str) -> Rules:
    if preset == "jokers":  # two jokers: the play-outs ask the engine, not the bit masks
        return Rules.preset("pagat").with_changes(jokers=2)
    return Rules.preset(preset)


def positions(preset: str, players: int, per: int) -> list:
    rules = _rules(preset)
    names = NAMES[:players]
    out = []
    seed = 0
    while len(out) < per:
        r = deal(rules, names, 700 + seed, dealer=names[seed % players])
        bots = {n: Bot("careful", seed * 10 + i) for i, n in enumerate(names)}
        k = 0
        while not r.over:
            v = r.view(r.to_move)
            if len(v.legal) > 1 and v.phase in ("draw", "play"):
                if k % 3 == seed % 3 and len(out) < per:
                    out.append(v)
                k += 1
            r = r.apply(bots[r.to_move].choose(v))
        seed += 1
    return out


def results(per: int, presets: list[str]) -> dict[str, list]:
    got: dict[str, list] = {}
    expert = Bot("expert", 1, seconds=None)
    for preset in presets:
        for players in (2, 3, 4, 5):
            rows = []
            for j, v in enumerate(positions(preset, players, per)):
                best, values = expert.search(v)
                plays = []
                model, rng = OpponentModel(v), random.Random(j)
                for i in range(3):
                    d = model.deal(rng, unmelded=True)
                    start = rebuild(v, d.hands, d.stock, seed=i)
                    for a in v.legal:
                        plays.append([str(a), *roll_out_counted(start.apply(a), v.name)])
                rows.append(
                    {
                        "move": str(best),
                        "values": [[str(a), repr(x)] for a, x in values.items()],
                        "plays": plays,
                    }
                )
            got[f"{preset} {players}p"] = rows
            print(f"{preset} {players}p: {len(rows)} positions", file=sys.stderr, flush=True)
    return got


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("mode", choices=("record", "compare"))
    p.add_argument("path")
    p.add_argument("--per", type=int, default=12)
    p.add_argument("--presets", default=",".join(Rules.presets()), help="and 'jokers'")
    a = p.parse_args()
    presets = a.presets.split(",")
    t = time.process_time()
    if a.mode == "record":
        got = results(a.per, presets)
        Path(a.path).write_text(json.dumps(got))
        print(f"recorded {sum(len(v) for v in got.values())} positions", end="")
    else:
        want = json.loads(Path(a.path).read_text())
        per = len(next(iter(want.values())))
        presets = list(dict.fromkeys(k.split()[0] for k in want))
        got = json.loads(json.dumps(results(per, presets)))
        bad = 0
        for key, rows in want.items():
            for i, (x, y) in enumerate(zip(rows, got[key], strict=True)):
                if x != y:
                    bad += 1
                    if bad <= 5:
                        print(f"{key} #{i}: before {x}\n  after {y}")
        n = sum(len(v) for v in want.values())
        print(f"{n - bad} of {n} positions identical", end="")
        if bad:
            print(f" ({time.process_time() - t:.1f} s cpu)")
            sys.exit(1)
    print(f" ({time.process_time() - t:.1f} s cpu)")


if __name__ == "__main__":
    main()
