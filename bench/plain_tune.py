"""Tune the expert's plain rules: a style of plain play (no search) against the careful bot.

Run: .venv/bin/python bench/plain_tune.py --variant "knock=0.2/0.12,feed=25" [--rounds 4000]
     [--players 2] [--preset pagat] [--jobs 1] [--progress 200] [--base careful]

The variant is the expert's :class:`~tutor.play.bots.Style` with the named knobs changed
(``knock``: undercut chances by players 2/3/4/5, ``feed``, ``perfect``, ``dropout``,
``linked``; an empty variant is the expert's own style), played by an expert without a
search (``deals=0``: its plain rules, holding melds included) against ``--base`` bots.
Deals are played twice with the seats swapped and the dealer moving round the table, as
``bench/strength.py`` plays them; the result is the variant's mean net stakes per seat a
round with a 95% interval over the deal pairs (with ``--against``: its gain over another
variant, both played on each deal, so the deal's luck cancels). A plain player moves at
the careful bot's speed, so thousands of rounds take minutes.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from strength import NAMES, _line, _Serial, _summary

from tutor import Rules, settle
from tutor.play import deal
from tutor.play.bots import EXPERT, Bot, Style


def style_of(text: str) -> Style:
    """The expert's style with the knobs of ``text`` (``name=value,...``) changed."""
    changes: dict = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, value = part.split("=")
        if name == "knock":
            changes[name] = tuple(float(v) for v in value.split("/"))
        elif name == "dropout":
            changes[name] = int(value)
        else:
            changes[name] = float(value)
    return dataclasses.replace(EXPERT, **changes)


def play_pair(args: tuple) -> tuple[float, list]:
    """One deal played twice, seats swapped: the variant's mean net per seat a round (less
    the other style's on the same deal, with ``--against``)."""
    style, base, players, seed, preset, *other = args
    mine = _pair(style, base, players, seed, preset)
    if other and other[0] is not None:
        return mine[0] - _pair(other[0], base, players, seed, preset)[0], []
    return mine


def _pair(style: Style, base: str, players: int, seed: int, preset: str) -> tuple[float, list]:
    rules = Rules.preset(preset)
    names = NAMES[:players]
    total = 0.0
    for swap in (0, 1):
        mine = {n for i, n in enumerate(names) if (i + swap) % 2 == 0}
        bots = {
            n: Bot("expert", seed * 10 + i, deals=0, style=style)
            if n in mine
            else Bot(base, seed * 10 + i)
            for i, n in enumerate(names)
        }
        r = deal(rules, names, seed, dealer=names[seed % players])
        while not r.over:
            me = r.to_move
            r = r.apply(bots[me].choose(r.view(me)))
        net = settle(r.record()).net
        total += sum(net[n] for n in mine) / len(mine)
    return total / 2, []


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--variant", default="", help="knobs changed, e.g. knock=0.2/0.12")
    parser.add_argument("--rounds", type=int, default=4000, help="rounds (even)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--preset", default="pagat")
    parser.add_argument("--base", default="careful")
    parser.add_argument(
        "--against", default=None, help="another variant: the difference on the same deals"
    )
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="the first deal's seed")
    parser.add_argument("--progress", type=int, default=0, help="figures every N deal pairs")
    args = parser.parse_args()
    style = style_of(args.variant)
    other = None if args.against is None else style_of(args.against)
    label = f"{args.variant or 'expert'}:{args.base}"
    if other is not None:
        label = f"{args.variant or 'expert'} - {args.against or 'expert'}"
    print(style)
    seeds = range(args.first, args.first + args.rounds // 2)
    tasks = [(style, args.base, args.players, s, args.preset, other) for s in seeds]
    start = time.perf_counter()
    results: list = []
    with ProcessPoolExecutor(args.jobs) if args.jobs > 1 else _Serial() as pool:
        for got in pool.map(play_pair, tasks, chunksize=8):
            results.append(got)
            if args.progress and len(results) % args.progress == 0:
                _line(_summary(label, args.players, results, start), partial=True)
    _line(_summary(label, args.players, results, start))


if __name__ == "__main__":
    main()
