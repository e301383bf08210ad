"""How surely a claimant the feed deals give a card's partners can meld it: the feed chance
counted with each such claimant at a share ``s`` of one (a deal with ``h`` of them counts
1 − (1 − s)^h; :data:`tutor.play.model.FEED_SHARE`), for several shares, on the same
positions and deals.

Run: .venv/bin/python bench/tools/feed_share.py [--rounds 8000] [--natural 400]
     [--first-seed 930000] [--shares 1,0.95,0.9,0.85,0.8] [--jobs 2] [--deals 200]

The positions are those of ``bench/tools/calibration.py`` (bot-versus-bot rounds, every preset,
2–5 players): every feed position of the first ``--natural`` rounds as they come, and every
feed position of ``--rounds`` rounds that the first 50 deals put at 20% or more (the
screen counts each claimant in full, so a lower share never finds a position the screen
missed above 30%). For each share it prints the log loss over both sets (lower is better;
the same positions for every share, so the comparison is paired), the natural ECE and the
deciles. With ``--deals`` above 200 the deciles of the 200-deal count also show what the
later deals read for the same positions: the part of a gap that is the count's own noise.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "tools"))

from calibration import SCREEN, positions  # noqa: E402

from tutor.engine.odds import wilson  # noqa: E402
from tutor.play.model import OpponentModel, _weighed  # noqa: E402

FIRST = 200
"""The deals of the product's estimate (``coach.COACH_SAMPLES``)."""
Counted = list[tuple[bool, int]]


def takers(args: tuple[int, bool, int]) -> list[tuple[str, Counted, Counted, int]]:
    """(set, the product's count, the later deals' count, what happened) of a round's
    positions: each count is :meth:`OpponentModel.takers` per deal."""
    seed, natural, deals = args
    out = []
    for view, card, hit, _n, _preset, s in positions(seed)["feed"]:
        m = OpponentModel(view)
        screen = m.takers(card, SCREEN, s)
        raw = sum(1 for sure, h in screen if sure or h) / SCREEN
        kinds = (["natural"] if natural else []) + (["screened"] if raw >= 0.2 else [])
        if not kinds:
            continue
        counted = m.takers(card, FIRST, s)
        later = m.takers(card, deals, s)[FIRST:] if deals > FIRST else []
        out += [(k, counted, later, hit) for k in kinds]
    return out


def chance(counts: Counted, share: float) -> float:
    """The feed chance as the model counts it (``model.feeds``) at ``share``."""
    return _weighed(counts, share) / len(counts)


def deciles(rows: list[tuple[float, int, float]], floor: float = 0.0) -> tuple[float, list[str]]:
    bins: dict[int, list[tuple[float, int, float]]] = {}
    for row in rows:
        if row[0] >= floor:
            bins.setdefault(min(9, int(row[0] * 10)), []).append(row)
    total = sum(len(b) for b in bins.values()) or 1
    ece, lines = 0.0, []
    for b in sorted(bins):
        xs = bins[b]
        n = len(xs)
        p = sum(x[0] for x in xs) / n
        hits = sum(x[1] for x in xs)
        later = sum(x[2] for x in xs) / n
        low, high = wilson(hits, n)
        ece += n / total * abs(hits / n - p)
        lines.append(
            f"  {b * 10:3d}–{b * 10 + 10}%  n {n:5d}  predicted {100 * p:5.1f}  "
            f"later deals {100 * later:5.1f}  observed {100 * hits / n:5.1f} "
            f"[{100 * low:4.1f}–{100 * high:4.1f}]  gap {100 * (hits / n - p):+5.1f}"
        )
    return ece, lines


def log_loss(rows: list[tuple[float, int, float]]) -> float:
    eps = 1e-3
    return sum(
        -(h * math.log(max(eps, p)) + (1 - h) * math.log(max(eps, 1 - p))) for p, h, _ in rows
    ) / max(1, len(rows))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--natural", type=int, default=40)
    parser.add_argument("--first-seed", type=int, default=930000)
    parser.add_argument("--shares", default="1,0.95,0.9,0.85,0.8")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--deals", type=int, default=FIRST)
    args = parser.parse_args()
    first, deals = args.first_seed, max(FIRST, args.deals)
    work = [(s, s < first + args.natural, deals) for s in range(first, first + args.rounds)]
    with multiprocessing.Pool(args.jobs) as pool:
        found = [r for rs in pool.imap(takers, work, chunksize=20) for r in rs]
    print(
        f"{args.rounds} rounds from seed {first}: "
        f"{sum(k == 'natural' for k, *_ in found)} natural positions (the first "
        f"{args.natural} rounds), {sum(k == 'screened' for k, *_ in found)} screened at 20% "
        f"or more over {SCREEN} deals; chances over the first {FIRST} deals"
    )
    for share in (float(s) for s in args.shares.split(",")):
        rows = {"natural": [], "screened": []}
        for kind, counts, later, hit in found:
            rest = chance(later, share) if later else math.nan
            rows[kind].append((chance(counts, share), hit, rest))
        ece, lines = deciles(rows["natural"])
        print(
            f"share {share}: log loss natural {log_loss(rows['natural']):.5f}, screened "
            f"{log_loss(rows['screened']):.5f}; natural ECE {100 * ece:.2f} points"
        )
        print("\n".join(lines))
        print("  screened, from 30%:")
        print("\n".join(deciles(rows["screened"], 0.3)[1]))


if __name__ == "__main__":
    main()
