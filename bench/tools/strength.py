"""Strength of the bot levels: each pairing's result in stakes a round, with a 95% interval,
and the expert's time per move.

Run: .venv/bin/python bench/tools/strength.py [--rounds 2000] [--pairs careful:beginner,...]
     [--players 2] [--preset pagat] [--jobs 1] [--seconds 0] [--progress 50] [--first 0]
     [--variants "linked=6;margin=0.5" [--against ""] [--base careful]]

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
``bench/expert_time.py``. Why the expert wins what it wins: ``bench/tools/expert_diag.py``.

``--first`` is the first deal's seed (the default seeds from 0 are the final figures'; tune on
others, e.g. ``--first 100000``). ``--variants`` weighs experts against each other on the same
deals: each variant (``;`` between them) and the ``--against`` expert play every deal against
``--base`` bots, and the figure is the variant's gain over the other in stakes a seat a round
with its 95% interval over the deal pairs (the luck of the deal cancels), after the
``--against`` expert's own standing against ``--base``. A variant names
what differs from the product's expert, ``name=value`` separated by ``,``: the knobs of
its :class:`~tutor.play.bots.Style` (``knock`` as 0.2/0.12 by players 2/3/4/5, ``feed``,
``perfect``, ``dropout``, ``linked`` by players as ``knock``, ``doubled``), the
:class:`~tutor.play.bots.Bot` fields ``margin``, ``deals``, ``budget``, ``hold`` (0/1),
``close`` (the product's ``CLOSE_BUDGET`` replaced), and ``try=a+b``: decisions not in the
product yet (:class:`TrialBot`). The variants play each deal alike until their first
different move, so a search already done on a view of the deal is reused.

The yardstick ``greedy`` ends whenever it can, takes any usable discard, lays the biggest
meld and throws the highest card.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tutor import Rules, settle
from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import sort_cards
from tutor.play import bots, deal, search
from tutor.play.bots import EXPERT, Bot, Style
from tutor.play.cover import partners

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
        bots = {n: bot_of(levels[n], seed * 10 + i, seconds) for i, n in enumerate(names)}
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


TRIALS = frozenset(
    {"discards3", "knock4", "hold1", "hold3", "perf1", "perf3"}
    | {"arrange", "layoff", "melded", "starts"}
)
"""Decisions a :class:`TrialBot` may try (``try=...``)."""


def _settings(trial: frozenset[str], close: float | None = None) -> dict:
    """The module settings a trial changes while its bot decides: (module, name) -> value
    (``close``: the product's ``CLOSE_BUDGET``)."""
    out: dict = {}
    if close is not None:
        out[(bots, "CLOSE_BUDGET")] = close
    for t, value in (("hold1", 1), ("hold3", 3)):
        if t in trial:
            out[(search, "HOLD_STOCK")] = value
            out[(bots, "HOLD_STOCK")] = value
    for t, value in (("perf1", 1), ("perf3", 3)):
        if t in trial:
            out[(search, "HOLD_FOR_PERFECT")] = value
    return out


@dataclasses.dataclass(frozen=True)
class TrialBot(Bot):
    """The expert with decisions not in the product yet, to weigh them first: ``discards3``
    searches a third discard; ``knock4`` lets the search weigh the knock at any table size
    (the product leaves it to the careful rule). Heads-up play-out and hold settings, set
    while the bot decides (:func:`_settings`): ``hold1``/``hold3`` ``HOLD_STOCK`` 1/3 (the plain
    rule and the play-out), ``perf1``/``perf3`` ``HOLD_FOR_PERFECT`` 1/3 (the play-out).
    Candidates: ``arrange`` searches another meld that leaves the same count (the one whose
    loose cards keep the most partners) beside the plain meld; ``layoff`` weighs keeping a
    card that fits a meld (the best other discard) against laying it off; ``melded`` weighs
    drawing against taking the discard once melded (the plain rule takes it); ``starts``
    weighs taking the discard against drawing whenever the plain rule does not knock (the
    product searches it only while it has not melded and may not knock). ``close``: the
    product's :data:`~tutor.play.bots.CLOSE_BUDGET` replaced (more deals for a close choice
    only)."""

    trial: frozenset[str] = frozenset()
    close: float | None = None

    def decide(self, view):
        changes = _settings(self.trial, self.close)
        saved = {k: getattr(*k) for k in changes}
        for (module, name), value in changes.items():
            setattr(module, name, value)
        try:
            return super().decide(view)
        finally:
            for (module, name), value in saved.items():
                setattr(module, name, value)

    def candidates(self, view):
        out = super().candidates(view)
        legal = list(view.legal)
        play = view.phase == "play" and view.must_use is None and len(out) >= 1
        if "arrange" in self.trial and play and out[0].kind == "meld":
            alt = _other_arrangement(view, legal, out[0])
            if alt is not None:
                out = list(dict.fromkeys([*out, alt]))
        if "layoff" in self.trial and play and out[0].kind == "lay-off":
            card = out[0].cards[0]
            discards = [a for a in legal if a.kind == "discard" and a.cards[0] != card]
            if discards:
                deadwood = best_arrangement(view.hand, view.rules).deadwood
                keep = self._ranked_discards(view, discards, deadwood)[0]
                out = [out[0], keep]
        if "melded" in self.trial and view.phase == "draw" and view.name in view.melded:
            kinds = {a.kind: a for a in legal}
            if "knock" not in kinds and "take-discard" in kinds and "draw-stock" in kinds:
                out = list(dict.fromkeys([*out, kinds["take-discard"], kinds["draw-stock"]]))
        if "starts" in self.trial and view.phase == "draw" and out[0].kind != "knock":
            kinds = {a.kind: a for a in legal}
            if "take-discard" in kinds and "draw-stock" in kinds:
                out = list(dict.fromkeys([*out, kinds["take-discard"], kinds["draw-stock"]]))
        if "knock4" in self.trial and view.phase == "draw":
            kinds = {a.kind: a for a in legal}
            if "knock" in kinds:
                other = kinds.get("take-discard", kinds.get("draw-stock"))
                out = list(dict.fromkeys([*out, kinds["knock"], other]))
        discards = len(out) == 2 and all(a.kind == "discard" for a in out)
        if "discards3" in self.trial and view.phase == "play" and discards:
            _, ranked = self._play_ranked(view, legal)
            out = list(dict.fromkeys([*out, *ranked[:3]]))
        return out


def _other_arrangement(view, legal, first):
    """Another meld than ``first`` (the plain plan's) that leaves the same count in hand
    after the best arrangement of the rest: the one whose loose cards keep the most
    partners in hand, else None."""
    rules, hand = view.rules, view.hand
    best = best_arrangement(hand, rules)
    planned = {sort_cards(m.cards) for m in best.melds}
    found = []
    for a in legal:
        if a.kind != "meld" or a.cards in planned or a.cards == first.cards:
            continue
        rest = list(hand)
        for c in a.cards:
            rest.remove(c)
        after = best_arrangement(tuple(rest), rules)
        if after.points != best.points:
            continue
        have = set(rest)
        linked = sum(
            1 for c in after.deadwood if not have.isdisjoint(partners(c, rules.ace, rules.jokers))
        )
        found.append((linked, len(a.cards), a))
    if not found:
        return None
    return max(found, key=lambda t: (t[0], t[1]))[2]


STYLE_KNOBS = frozenset(f.name for f in dataclasses.fields(Style))
"""The knobs of a :class:`~tutor.play.bots.Style` a variant may change."""


def knob_value(name: str, value: str) -> object:
    """A style knob's value from its text: ``knock`` and ``linked`` by players
    (``0.2/0.12``), ``dropout`` a count, ``doubled`` 0 or 1, the others numbers."""
    if name in ("knock", "linked"):
        return tuple(float(v) for v in value.split("/"))
    if name == "dropout":
        return int(value)
    if name == "doubled":
        return bool(int(value))
    return float(value)


def bot_of(spec: str, seed: int, seconds: dict) -> Bot:
    """The bot a level or an expert variant (``{knobs}``, see the module's docstring) names."""
    if not spec.startswith("{"):
        return Bot(spec, seed, **seconds)  # type: ignore[arg-type]
    changes: dict = {}
    fields: dict = {}
    trial: frozenset[str] = frozenset()
    for part in filter(None, (p.strip() for p in spec.strip("{}").split(","))):
        name, value = part.split("=")
        if name in ("margin", "close"):
            fields[name] = float(value)
        elif name in ("deals", "budget"):
            fields[name] = int(value)
        elif name == "hold":
            fields[name] = bool(int(value))
        elif name == "try":
            trial = frozenset(value.split("+"))
            if not trial <= TRIALS:
                raise SystemExit(f"unknown trial {sorted(trial - TRIALS)}: {sorted(TRIALS)}")
        elif name in STYLE_KNOBS:
            changes[name] = knob_value(name, value)
        else:
            raise SystemExit(f"unknown knob {name!r} in {spec!r}")
    style = dataclasses.replace(EXPERT, **changes)
    return TrialBot("expert", seed, style=style, trial=trial, **fields, **seconds)


_MEMO: dict = {}
_OUTCOMES = Bot.outcomes


def _outcomes(self: Bot, view, moves, started=None):
    """:meth:`Bot.outcomes`, reused for a view of this deal already searched with the same
    moves by an expert with the same search (without a clock the result is the view's)."""
    if self.seconds is not None:
        return _OUTCOMES(self, view, moves, started)
    key = (self.seed, self.deals, self.budget, self.margin, getattr(self, "close", None))
    key += (view.name, view.log, view.hand)
    key += (view.phase, view.stock_count, tuple(moves), getattr(self, "trial", None))
    if key not in _MEMO:
        _MEMO[key] = _OUTCOMES(self, view, moves, started)
    return {a: list(v) for a, v in _MEMO[key].items()}


def paired(args: tuple) -> list[float]:
    """One deal pair: the ``against`` expert's result against ``base`` bots, then each
    variant's less it, reusing the searches and estimates of views already seen on the deal."""
    variants, against, base, players, seed, preset = args
    _MEMO.clear()
    plain_tune.memo(True)
    plain_tune._MEMO.clear()
    Bot.outcomes = _outcomes  # type: ignore[method-assign]
    try:
        ref = play_pair((against, base, players, seed, preset, 0))[0]
        return [ref] + [play_pair((v, base, players, seed, preset, 0))[0] - ref for v in variants]
    finally:
        Bot.outcomes = _OUTCOMES  # type: ignore[method-assign]
        plain_tune.memo(False)


def run_paired(
    variants: list[str],
    against: str,
    base: str,
    rounds: int,
    players: int,
    preset: str,
    jobs: int,
    first: int,
    progress: int,
) -> None:
    """Print the ``against`` expert's standing against ``base`` and each variant's paired
    gain over it, with their 95% intervals."""
    specs = ["{" + v + "}" for v in variants]
    seeds = range(first, first + rounds // 2)
    tasks = [(specs, "{" + against + "}", base, players, s, preset) for s in seeds]
    start = time.perf_counter()
    rows: list[list[float]] = []
    labels = [f"{against or 'expert'}:{base}"]
    labels += [f"{v or 'expert'} - {against or 'expert'}" for v in variants]

    def show(partial: bool) -> None:
        for i, label in enumerate(labels):
            diffs = [r[i] for r in rows]
            mean = statistics.fmean(diffs)
            half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0
            print(
                f"{label:<34} {players:>3} {2 * len(diffs):>6} {mean:>+8.3f} "
                f"[{mean - half:>+7.3f}, {mean + half:>+7.3f}] {time.perf_counter() - start:>6.0f}"
                f" seeds {first}-{first + len(diffs) - 1}" + (" (so far)" if partial else ""),
                flush=True,
            )

    with ProcessPoolExecutor(jobs) if jobs > 1 else _Serial() as pool:
        for got in pool.map(paired, tasks, chunksize=1):
            rows.append(got)
            if progress and len(rows) % progress == 0:
                show(True)
    show(False)


def run(
    pair: str,
    rounds: int,
    players: int,
    preset: str,
    jobs: int,
    seconds: float | None = None,
    progress: int = 0,
    first: int = 0,
) -> dict:
    a, b = pair.split(":")
    tasks = [(a, b, players, seed, preset, seconds) for seed in range(first, first + rounds // 2)]
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
    parser.add_argument("--first", type=int, default=0, help="the first deal's seed")
    parser.add_argument("--variants", default=None, help="expert variants: a;b (see above)")
    parser.add_argument("--against", default="", help="the expert the variants are paired with")
    parser.add_argument("--base", default="careful", help="the variants' opponents")
    args = parser.parse_args()
    if args.variants is not None:
        print(f"{'variant - other':<34} {'pl':>3} {'rounds':>6} {'gain':>8} {'95% interval':>18}")
        return run_paired(
            args.variants.split(";"),
            args.against,
            args.base,
            args.rounds,
            args.players,
            args.preset,
            args.jobs,
            args.first,
            args.progress,
        )
    print(
        f"{'pairing':<18} {'players':>7} {'rounds':>6} {'stakes/round':>12} "
        f"{'95% interval':>18} {'s':>6}"
    )
    all_times: list[tuple[float, float]] = []
    for pair in args.pairs.split(","):
        res = run(
            pair,
            args.rounds,
            args.players,
            args.preset,
            args.jobs,
            args.seconds,
            args.progress,
            args.first,
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


import plain_tune  # noqa: E402  (it imports this module's loop helpers)

if __name__ == "__main__":
    main()
