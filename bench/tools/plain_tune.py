"""Tune the expert's plain rules: a style of plain play (no search) against the careful bot.

Run: .venv/bin/python bench/tools/plain_tune.py --variant "knock=0.2/0.12,feed=25" [--rounds 4000]
     [--players 2] [--preset pagat] [--jobs 1] [--progress 200] [--base careful]
     [--against ""] [--variants "feed=10;feed=45;take=3"]

The variant is the expert's :class:`~tutor.play.bots.Style` with the named knobs changed
(``knock``: undercut chances by players 2/3/4/5, ``feed``, ``perfect``, ``dropout``,
``linked`` by players too, ``doubled`` (0/1); and ``take``, a bench-only rule for the discard:
take it only when that lowers the hand's count, after throwing the highest loose card, by at least
``take`` points more than drawing would if the drawn card did not help (no product knob:
the product always takes a usable discard); an empty variant is the expert's own style),
played by an expert without a
search (``deals=0``: its plain rules, holding melds included) against ``--base`` bots.
Deals are played twice with the seats swapped and the dealer moving round the table, as
``bench/tools/strength.py`` plays them; the result is the variant's mean net stakes per seat a
round with a 95% interval over the deal pairs (with ``--against``: its gain over another
variant, both played on each deal, so the deal's luck cancels). A plain player moves at
the careful bot's speed, so thousands of rounds take minutes. ``--variants`` (with
``--against``) weighs several variants, separated by ``;``, against the same other
variant on the same deals, the other played once a deal.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from strength import NAMES, _line, _Serial, _summary, knob_value

from tutor import Rules, settle
from tutor.engine.arrangement import best_arrangement
from tutor.engine.counting import rank_points
from tutor.play import bots as _bots
from tutor.play import deal
from tutor.play.bots import EXPERT, Bot, Style

_MEMO: dict = {}
_PLAIN = {"dangers": _bots.discard_dangers, "risk": _bots.knock_risk}


def _dangers(view, cards, samples=200, seed=0, perfect=False):
    key = ("d", view.name, view.log, view.hand, tuple(cards), samples, seed, perfect)
    if key not in _MEMO:
        _MEMO[key] = _PLAIN["dangers"](view, cards, samples, seed, perfect=perfect)
    return _MEMO[key]


def _risk(view, samples=200, seed=0):
    key = ("r", view.name, view.log, view.hand, samples, seed)
    if key not in _MEMO:
        _MEMO[key] = _PLAIN["risk"](view, samples, seed)
    return _MEMO[key]


def memo(on: bool) -> None:
    """Reuse the risk estimates of a view already seen on this deal (the variants play the
    same deal alike until their first different move: the same views, the same seeds, the
    same estimates), so each variant costs little more than its own different moves."""
    _bots.discard_dangers = _dangers if on else _PLAIN["dangers"]
    _bots.knock_risk = _risk if on else _PLAIN["risk"]


@dataclasses.dataclass(frozen=True)
class Variant:
    """A style, and the bench-only discard rule (``take``: None is the product's)."""

    style: Style
    take: float | None = None


def style_of(text: str) -> Variant:
    """The expert's style with the knobs of ``text`` (``name=value,...``) changed."""
    changes: dict = {}
    take = None
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, value = part.split("=")
        if name == "take":
            take = float(value)
        else:
            changes[name] = knob_value(name, value)
    return Variant(dataclasses.replace(EXPERT, **changes), take)


def _after_throw(hand, rules) -> int:
    """The hand's count once its highest loose card is thrown."""
    best = best_arrangement(hand, rules)
    pts = rank_points(rules)
    loose = [pts[c.rank] for c in best.deadwood if not c.is_joker]
    return best.points - max(loose, default=0)


@dataclasses.dataclass(frozen=True)
class TuneBot(Bot):
    """The plain expert with the bench-only rule for the discard (``take``)."""

    take: float | None = None

    def _start(self, view, kinds):
        choice = super()._start(view, kinds)
        if self.take is None or choice.kind != "take-discard" or "draw-stock" not in kinds:
            return choice
        rules = view.rules
        now = _after_throw(view.hand, rules)
        taken = _after_throw((*view.hand, view.discard_pile[-1]), rules)
        return choice if now - taken >= self.take else kinds["draw-stock"]


def play_pair(args: tuple) -> tuple[float, list]:
    """One deal played twice, seats swapped: the variant's mean net per seat a round (less
    the other style's on the same deal, with ``--against``)."""
    style, base, players, seed, preset, *other = args
    _MEMO.clear()
    mine = _pair(style, base, players, seed, preset)
    if other and other[0] is not None:
        return mine[0] - _pair(other[0], base, players, seed, preset)[0], []
    return mine


def play_many(args: tuple) -> list[float]:
    """One deal pair: each variant's gain over the other (played once)."""
    variants, other, base, players, seed, preset = args
    _MEMO.clear()  # the views of one deal only
    ref = _pair(other, base, players, seed, preset)[0]
    return [_pair(v, base, players, seed, preset)[0] - ref for v in variants]


def _pair(variant: Variant, base: str, players: int, seed: int, preset: str) -> tuple[float, list]:
    rules = Rules.preset(preset)
    names = NAMES[:players]
    total = 0.0
    for swap in (0, 1):
        mine = {n for i, n in enumerate(names) if (i + swap) % 2 == 0}
        bots = {
            n: TuneBot("expert", seed * 10 + i, deals=0, style=variant.style, take=variant.take)
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
    parser.add_argument("--variants", default=None, help="several variants: a;b;c")
    parser.add_argument("--no-memo", action="store_true", help="estimate every view afresh")
    args = parser.parse_args()
    memo(not args.no_memo)
    if args.variants is not None:
        return _many(args)
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


def _many(args) -> None:
    """Several variants, each paired with ``--against`` on the same deals."""
    texts = args.variants.split(";")
    variants = [style_of(t) for t in texts]
    other = style_of(args.against or "")
    seeds = range(args.first, args.first + args.rounds // 2)
    tasks = [(variants, other, args.base, args.players, s, args.preset) for s in seeds]
    start = time.perf_counter()
    rows: list[list[float]] = []

    def show(partial: bool) -> None:
        for i, text in enumerate(texts):
            diffs = [r[i] for r in rows]
            mean = statistics.fmean(diffs)
            half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0
            label = f"{text or 'expert'} - {args.against or 'expert'}"
            print(
                f"{label:<32} {args.players:>3} {2 * len(diffs):>6} {mean:>+8.3f} "
                f"[{mean - half:>+7.3f}, {mean + half:>+7.3f}] {time.perf_counter() - start:>6.0f}"
                f" seeds {args.first}-{args.first + len(diffs) - 1}"
                + (" (so far)" if partial else ""),
                flush=True,
            )

    with ProcessPoolExecutor(args.jobs) if args.jobs > 1 else _Serial() as pool:
        for got in pool.map(play_many, tasks, chunksize=4):
            rows.append(got)
            if args.progress and len(rows) % args.progress == 0:
                show(True)
    show(False)


if __name__ == "__main__":
    main()
