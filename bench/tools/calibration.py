"""Calibration of the coach's odds: predicted undercut and feed chances against what the
hidden hands held, over positions from bot-versus-bot rounds (every preset, 2–5 players).

Run: .venv/bin/python bench/tools/calibration.py [--positions 2000] [--feed-positions N]
     [--jobs 2] [--strength 1.0] [--screen 0.2] [--screen-rounds 16000]
     [--first-seed 100000] [--save rows.pickle] [--load rows.pickle]

Rounds are seeded from ``--first-seed`` on: a change fitted on one range of rounds is
checked on another (``bench/tools/calibration_map.py``). The positions of one round share its
hands, so they are not independent draws: beside each decile's Wilson interval (every
position one draw) the tables print the rounds it comes from and an interval counting each
round as one draw ("by round"), the honest width when a decile bunches in few rounds.

* an **undercut position** is a turn start where the player to move may knock: the
  prediction is the chance another hand counts as few points or fewer (rule book §5.2),
  what happened is whether one did;
* a **feed position** is a discard a player makes (sevens, which always meld, left out):
  the prediction is the chance a player who may take it (the next player, or everyone
  under Battle and Tame Battle Hoola) can lay a new meld with it; what happened is whether
  one could, by the engine's rule.

"before" is the coach as it was (random deals of the unseen cards; feed risk for the next
player only, weighed by their passes); "after" is the opponent model. For each, a table
by decile of prediction (mean predicted, observed rate and its 95% interval) and the
expected calibration error (ECE: the positions' weighted mean gap). Feed chances from 30%
up are rare (a player seldom throws a card that likely feeds), so ``--screen`` oversamples
them: every feed position of the rounds played is screened over the first deals of its
own estimate and those the screen puts at the threshold or more are counted in full; their
table is read by decile (a selection by prediction has no meaningful ECE). The reliability
plot is written to ``bench/out/calibration.html`` and drawn in the terminal; the tables
are saved beside it in ``bench/out/calibration.txt``.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import io
import itertools
import math
import multiprocessing
import pickle
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tutor import Rules  # noqa: E402
from tutor.engine.odds import NextHands, fast_points, undercut_chance, wilson  # noqa: E402
from tutor.play import model as model_module  # noqa: E402
from tutor.play.bots import Bot  # noqa: E402
from tutor.play.coach import discard_dangers, knock_risk, passed_over  # noqa: E402
from tutor.play.model import OpponentModel  # noqa: E402
from tutor.play.round import deal, meld_with  # noqa: E402

PRESETS = ("pagat", "s1-short", "s2-casual", "bga")
NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")
SAMPLES = 200
TOLERANCE = 0.05
"""The gap a decile may show between its mean prediction and what happened."""


def before_feed(view, card) -> float:
    """The old coach: the next player only, random hands less what their passes rule out."""
    nxt = view.next_after(view.name)
    k = view.counts[nxt]
    passes = [(ev.card, k - ev.draws) for ev in passed_over(view, nxt)]
    return NextHands(view.unseen, k, view.rules, passes, SAMPLES, 0).feed(card).p


def before_undercut(view) -> float:
    counts = [view.counts[n] for n in view.order if n != view.name]
    points = fast_points(view.hand, view.rules)
    return undercut_chance(points, view.unseen, counts, view.rules, SAMPLES, 0).p


SCREEN = 50
"""Deals a feed position's screen counts: the first of the deals its full estimate counts."""


def positions(seed: int) -> dict[str, list[tuple]]:
    """The undercut and feed positions of one bot-versus-bot round (``seed`` fixes the
    preset, the table size, the deal and the bots), with what happened and nothing
    estimated yet: undercut (view, points, happened, players, preset, seed, hands), where
    ``hands`` maps each opponent to (the count their hand held, their bot's level), and feed
    (view, card, happened, players, preset, seed)."""
    preset = PRESETS[seed % len(PRESETS)]
    rules = Rules.preset(preset)
    n = 2 + (seed // len(PRESETS)) % 4
    names = NAMES[:n]
    r = deal(rules, names, seed, dealer=names[seed % n])
    bots = {m: Bot(("beginner", "careful")[(seed + i) % 2], seed * 7 + i)
            for i, m in enumerate(names)}  # fmt: skip
    out: dict[str, list[tuple]] = {"undercut": [], "feed": []}
    while not r.over:
        me = r.to_move
        view = r.view(me)
        action = bots[me].choose(view)
        if view.phase == "draw" and any(a.kind == "knock" for a in view.legal):
            pts = fast_points(view.hand, rules)
            hands = {
                o: (fast_points(r.hand_of[o], rules), bots[o].level) for o in r.order if o != me
            }
            hit = any(count <= pts for count, _ in hands.values())
            out["undercut"].append((view, pts, int(hit), n, preset, seed, hands))
        if action.kind == "discard" and action.cards[0].rank != 7:
            card = action.cards[0]
            who = [r.next_after(me)] if rules.claim == "none" else [o for o in r.order if o != me]
            hit = any(meld_with(card, r.hand_of[o], rules, r.keep) for o in who)
            out["feed"].append((view, card, int(hit), n, preset, seed))
        r = r.apply(action)
    return out


def undercut_row(row: tuple) -> tuple:
    """(before, after, happened, players, preset, seed) of an undercut position."""
    view, _, hit, n, preset, seed, _ = row
    return (before_undercut(view), knock_risk(view, SAMPLES, seed)[0].p, hit, n, preset, seed)


def feed_row(row: tuple) -> tuple:
    """(before, after, happened, players, preset, seed) of a feed position."""
    view, card, hit, n, preset, seed = row
    after = discard_dangers(view, [card], SAMPLES, seed)[card].p
    return (before_feed(view, card), after, hit, n, preset, seed)


def feed_screened(row: tuple, low: float) -> tuple | None:
    """A feed position's row for the oversampled table, or None when the first
    :data:`SCREEN` of its deals put it below ``low``. The screen counts the first deals of
    the full estimate's own list (the same seed): given the full count, which of its deals
    come first is a matter of chance, so the screen picks positions without tilting what
    happened against what the full count predicts."""
    view, card, hit, n, preset, seed = row
    if OpponentModel(view).feeds([card], SCREEN, seed)[card].p < low:
        return None
    after = discard_dangers(view, [card], SAMPLES, seed)[card].p
    return (after, hit, n, preset, seed)


def collect(
    target: int,
    feed_target: int,
    jobs: int = 1,
    screen: float = 0.0,
    first: int = 0,
    screen_rounds: int = 0,
) -> dict:
    """The positions of rounds seeded ``first``, ``first`` + 1, … until there are ``target``
    undercut positions and ``feed_target`` feed positions (and, with ``screen_rounds``, at
    least that many rounds): every undercut position of those rounds
    and their first ``feed_target`` feed positions (in seed order: the same for any number
    of ``jobs``), estimated before and after. With ``screen`` > 0 every feed position of
    those rounds is also screened, and the ones the screen puts at ``screen`` or more get
    the full estimate (``"screened"``): many more positions where the feed chance is high,
    a selection by prediction (so read by decile, never for an ECE)."""
    found: dict[str, list[tuple]] = {"undercut": [], "feed": []}
    rounds = 0
    with multiprocessing.Pool(max(1, jobs)) as pool:
        for got in pool.imap(positions, itertools.count(first), chunksize=2):
            rounds += 1
            for k, rows in got.items():
                found[k].extend(rows)
            enough = len(found["undercut"]) >= target and len(found["feed"]) >= feed_target
            if enough and rounds >= screen_rounds:
                pool.terminate()
                break
    with multiprocessing.Pool(max(1, jobs)) as pool:
        out = {
            "undercut": pool.map(undercut_row, found["undercut"], chunksize=8),
            "feed": pool.map(feed_row, found["feed"][:feed_target], chunksize=8),
        }
        if screen > 0:
            rows = pool.map(
                functools.partial(feed_screened, low=screen), found["feed"], chunksize=16
            )
            out["screened"] = [r for r in rows if r is not None]
    out["rounds"] = rounds  # type: ignore[assignment]
    out["first"] = first  # type: ignore[assignment]
    out["screened from"] = len(found["feed"])  # type: ignore[assignment]
    return out


def table(rows: list[tuple[float, int]]) -> tuple[list[tuple], float]:
    """Deciles of prediction: (bin, n, mean predicted, observed, low, high); and the ECE."""
    bins: list[list[tuple[float, int]]] = [[] for _ in range(10)]
    for p, hit in rows:
        bins[min(9, int(p * 10))].append((p, hit))
    out, ece = [], 0.0
    for i, b in enumerate(bins):
        if not b:
            continue
        pred = sum(p for p, _ in b) / len(b)
        hits = sum(h for _, h in b)
        obs = hits / len(b)
        low, high = wilson(hits, len(b))
        out.append((i, len(b), pred, obs, low, high))
        ece += len(b) / len(rows) * abs(pred - obs)
    return out, ece


def by_round(rows: list[tuple]) -> dict[int, tuple[int, float, float]]:
    """For each decile of ``rows`` (predicted, happened, …, seed): the rounds its positions
    come from and a 95% interval of its observed rate that counts each round as one draw
    (a ratio estimate with the rounds as clusters). One round gives many positions that
    share hands, so they are not independent: the Wilson interval, which counts every
    position as one, is too narrow when a decile's positions bunch in few rounds."""
    bins: dict[int, dict[int, list[int]]] = {}
    for row in rows:
        i = min(9, int(row[0] * 10))
        cell = bins.setdefault(i, {}).setdefault(row[-1], [0, 0])
        cell[0] += row[1]
        cell[1] += 1
    out = {}
    for i, rounds in bins.items():
        hits = sum(h for h, _ in rounds.values())
        total = sum(m for _, m in rounds.values())
        p = hits / total
        c = len(rounds)
        if c < 2:
            out[i] = (c, 0.0, 1.0)
            continue
        var = c / (c - 1) * sum((h - p * m) ** 2 for h, m in rounds.values()) / total**2
        half = 1.96 * math.sqrt(var)
        out[i] = (c, max(0.0, p - half), min(1.0, p + half))
    return out


def show(kind: str, label: str, rows: list[tuple], ece: bool = True) -> tuple[list[tuple], float]:
    """Print one model's table for ``rows`` (predicted, happened, players, preset, seed) and its
    breakdown by table size and by preset (a miss in one points at the rule it models
    wrongly); ``ece``: whether the rows are a sample of positions whose ECE means something
    (not a selection by prediction)."""
    bins, error = table([(row[0], row[1]) for row in rows])
    inside = sum(1 for _, _, pred, obs, _, _ in bins if abs(obs - pred) <= TOLERANCE)
    shown = f"ECE {error * 100:.1f} points, " if ece else ""
    print(
        f"\n{kind} — {label}: {len(rows)} positions, {shown}"
        f"{inside} of {len(bins)} deciles within ±{TOLERANCE * 100:.0f}"
    )
    print(
        f"{'decile':>9} {'n':>5} {'predicted':>9} {'observed':>8} {'95% interval':>14} "
        f"{'gap':>6} {'±5':>3} {'rounds':>6} {'by round':>13}  plot (| predicted, * observed)"
    )
    clustered = by_round(rows)
    for i, n, pred, obs, low, high in bins:
        line = [" "] * 41
        line[round(pred * 40)] = "|"
        line[round(obs * 40)] = "*"
        ok = "yes" if abs(obs - pred) <= TOLERANCE else "no"
        count, clo, chi = clustered.get(i, (0, obs, obs))
        print(
            f"{i * 10:>3}–{i * 10 + 10:>3}% {n:>5} {pred * 100:>8.1f}% {obs * 100:>7.1f}% "
            f"{low * 100:>6.1f}–{high * 100:>5.1f}% {(obs - pred) * 100:>+6.1f} {ok:>3} "
            f"{count:>6} {clo * 100:>5.1f}–{chi * 100:>5.1f}%  {''.join(line)}"
        )
    for what, at in (("players", 2), ("preset", 3)):
        parts = []
        for value in sorted({row[at] for row in rows}):
            part = [row for row in rows if row[at] == value]
            _, e = table([(row[0], row[1]) for row in part])
            pred = sum(row[0] for row in part) / len(part)
            obs = sum(row[1] for row in part) / len(part)
            parts.append(
                f"{value}: n {len(part)}, mean {pred * 100:.1f}% → {obs * 100:.1f}%"
                + (f", ECE {e * 100:.1f}" if ece else "")
            )
        print(f"  by {what} — " + "; ".join(parts))
        if not ece:  # a selection by prediction: each group's deciles, to find a miss
            for value in sorted({row[at] for row in rows}):
                part = [(row[0], row[1]) for row in rows if row[at] == value]
                cells = [
                    f"{i * 10}–{i * 10 + 10}% n {n} {pred * 100:.1f}→{obs * 100:.1f} "
                    f"[{low * 100:.1f}–{high * 100:.1f}]"
                    for i, n, pred, obs, low, high in table(part)[0]
                ]
                print(f"    {what} {value}: " + "; ".join(cells))
    return bins, error


def plot(results: dict) -> Path:
    """The reliability diagram as an HTML page (Altair, which the app already uses)."""
    import altair as alt
    import pandas as pd

    rows = []
    for (kind, label), (bins, _) in results.items():
        for _, n, pred, obs, low, high in bins:
            rows.append(
                {
                    "kind": kind,
                    "model": label,
                    "predicted": pred,
                    "observed": obs,
                    "low": low,
                    "high": high,
                    "n": n,
                }
            )
    df = pd.DataFrame(rows)
    diag = (
        alt.Chart(pd.DataFrame({"x": [0, 1]})).mark_line(strokeDash=[4, 4]).encode(x="x:Q", y="x:Q")
    )
    panels = []
    for kind in ("undercut", "feed"):
        part = df[df["kind"] == kind]
        base = alt.Chart(part).encode(x=alt.X("predicted:Q", scale=alt.Scale(domain=[0, 1])))
        dots = base.mark_circle().encode(
            y=alt.Y("observed:Q", scale=alt.Scale(domain=[0, 1])), color="model:N", size="n:Q"
        )
        bars = base.mark_rule().encode(y="low:Q", y2="high:Q", color="model:N")
        panels.append((diag + bars + dots).properties(title=kind, width=300, height=300))
    chart = alt.hconcat(*panels)
    out = ROOT / "bench" / "out" / "calibration.html"
    out.parent.mkdir(exist_ok=True)
    chart.save(str(out))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=100, help="undercut positions")
    parser.add_argument("--feed-positions", type=int, default=None, help="(--positions)")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the rounds")
    parser.add_argument("--strength", type=float, default=None, help="override KEEP_LOW")
    parser.add_argument(
        "--screen", type=float, default=0.0, help="oversample feed positions from this chance"
    )
    parser.add_argument(
        "--screen-rounds", type=int, default=0, help="play at least this many rounds to screen"
    )
    parser.add_argument("--save", type=Path, default=None, help="pickle the rows here")
    parser.add_argument("--load", type=Path, default=None, help="print rows saved before")
    parser.add_argument(
        "--first-seed", type=int, default=0, help="first round's seed (a new range)"
    )
    args = parser.parse_args()
    if args.strength is not None:
        model_module.KEEP_LOW = args.strength
    t = time.perf_counter()
    feed = args.positions if args.feed_positions is None else args.feed_positions
    if args.load is not None:
        data = pickle.loads(args.load.read_bytes())
    else:
        data = collect(
            args.positions, feed, args.jobs, args.screen, args.first_seed, args.screen_rounds
        )
    if args.save is not None:
        args.save.write_bytes(pickle.dumps(data))
    saved = io.StringIO()
    with contextlib.redirect_stdout(saved):
        print(
            f"{data['rounds']} rounds (seeds {data.get('first', 0)}–"
            f"{data.get('first', 0) + data['rounds'] - 1})"
            + (f", collected in {time.perf_counter() - t:.0f} s" if args.load is None else "")
            + " "
            + f"(keep-low {model_module.KEEP_LOW} a discard, at most {model_module.KEEP_LOW_MAX} "
            f"extra cards; near-meld weight {model_module.LINKED}, in feed deals "
            f"{model_module.FEED_LINKED})"
        )
        results = {}
        for kind in ("undercut", "feed"):
            for j, label in ((0, "before"), (1, "after")):
                rows = [(r[j], *r[2:]) for r in data[kind]]
                results[(kind, label)] = show(kind, label, rows)
        if "screened" in data:
            label = (
                f"after, oversampled (every one of the {data['screened from']} feed positions "
                f"of the {data['rounds']} rounds screened over its first {SCREEN} deals, "
                f"those at {args.screen:.0%} or more counted in full; the deciles from "
                f"{math.ceil(args.screen * 10) * 10 + 10}%)"
            )
            floor = math.ceil(args.screen * 10) / 10 + 0.1  # deciles the screen takes whole
            rows = [r for r in data["screened"] if r[0] >= floor]
            results[("feed", "after, oversampled")] = show("feed", label, rows, ece=False)
    text = saved.getvalue()
    print(text, end="")
    out = plot(results)
    out.with_suffix(".txt").write_text(text, encoding="utf-8")
    print(f"\nplot: {out}; tables: {out.with_suffix('.txt')}")


if __name__ == "__main__":
    main()
