"""Where the undercut chance misses: each opponent's hand on its own, by its size, and the
chance by table size.

Run: .venv/bin/python bench/tools/undercut_hands.py [--rounds 6000] [--first-seed 1300000]
     [--players 2,3,4,5] [--jobs 2] [--variants product,melds-whole]
     [--save rows.pickle] [--load rows.pickle]

The undercut chance is the chance that *some* opponent's hand counts as few points as the
knocker's or fewer (rule book §5.2). Its deciles can look right while the model of each
hand is wrong in two directions that cancel: with more opponents the chance gathers more
hands, so a table size where one error outweighs the other shows a miss the pooled table
hides. This script plays the rounds of ``bench/tools/calibration.py`` (the same seeds give the
same positions; ``--players`` plays only the seeds of those table sizes), and for every
undercut position and every opponent compares the share of the model's deals where that
hand counts at most the knocker's points with whether the real hand did: by the
opponent's hand size and the table size, and by the bot who held it. Then the table of
``bench/tools/calibration.py`` for the same positions, pooled and for each table size,
each beside what a perfectly calibrated chance shows on as many positions (the noise
floor: ``undercut_fit.noise_floor``).

``--variants`` counts the same positions with changed deals (each is the product's model
with one thing different):

* ``product``: the model as it stands;
* ``melds-whole``: without :data:`~tutor.play.model.UNDERCUT_WHOLE_MELDS` (the count
  before it: a hand that is one whole meld, a lone seven most often, dealt as it is).
"""

from __future__ import annotations

import argparse
import multiprocessing
import pickle
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "tools"))

from calibration import positions, show, table  # noqa: E402
from undercut_fit import noise_floor, players_of  # noqa: E402

from tutor.engine.odds import fast_points  # noqa: E402
from tutor.play import model as model_module  # noqa: E402

SAMPLES = 200
"""Deals a position is counted over: the coach's own count (``knock_risk``)."""
VARIANTS = {"product": {}, "melds-whole": {"UNDERCUT_WHOLE_MELDS": False}}
"""The model's constants each variant sets (the rest as the product has them)."""
PRODUCT = {name: getattr(model_module, name) for name in ("UNDERCUT_WHOLE_MELDS",)}


def use(variant: str) -> None:
    """Deal as ``variant`` does from now on (in this process)."""
    for name, value in PRODUCT.items():
        setattr(model_module, name, VARIANTS[variant].get(name, value))


def undercut_positions(seed: int) -> list[tuple]:
    return positions(seed)["undercut"]


def counted(job: tuple[str, tuple]) -> tuple[float, dict[str, float]]:
    """A position's undercut chance and, for each opponent, the share of the deals where
    their hand counts at most the knocker's points."""
    variant, (view, points, _hit, _players, _preset, seed, _hands) = job
    use(variant)
    m = model_module.OpponentModel(view)
    deals = m.deals(SAMPLES, seed, unmelded=model_module.UNDERCUT_NO_MELDS, undercut=True)
    rules = view.rules
    low = [{o: fast_points(h, rules) <= points for o, h in d.hands.items()} for d in deals]
    chance = sum(1 for row in low if any(row.values())) / SAMPLES
    return chance, {o: sum(row[o] for row in low) / SAMPLES for o in m.others}


def report(variant: str, rows: list[tuple], results: list[tuple]) -> None:
    cells: dict[tuple, list[float]] = defaultdict(lambda: [0, 0.0, 0])
    for (view, points, _hit, players, _p, _s, hands), (_, each) in zip(rows, results, strict=True):
        for o, p in each.items():
            count, level = hands[o]
            size = min(view.counts[o], 5)
            low = int(count <= points)
            for key in (("players", players, size), ("all", size), ("bot", level, size)):
                cell = cells[key]
                cell[0] += 1
                cell[1] += p
                cell[2] += low
    print(f"\n{variant}: each opponent's hand, the share of deals at most the knocker's count")
    print(f"  {'hands of':>24} {'n':>6} {'predicted':>9} {'observed':>8} {'gap':>6}")
    for key in sorted(cells, key=lambda k: (k[0] != "all", str(k))):
        n, pred, obs = cells[key]
        what = {"all": "any table", "players": f"{key[1]} players", "bot": f"{key[1]} bot"}
        size = {1: "1 card", 5: "5+ cards"}.get(key[-1], f"{key[-1]} cards")
        label = f"{what[key[0]]}, {size}"
        print(
            f"  {label:>24} {n:>6} {pred / n * 100:>8.1f}% {obs / n * 100:>7.1f}% "
            f"{(obs - pred) / n * 100:>+6.1f}"
        )
    pooled = [
        (chance, hit, players, preset, seed)
        for (_, _, hit, players, preset, seed, _), (chance, _) in zip(rows, results, strict=True)
    ]
    show("undercut", variant, pooled)
    print(f"\n{variant} by table size, beside a perfectly calibrated chance on the same positions")
    for n in sorted({row[2] for row in pooled}):
        part = [row for row in pooled if row[2] == n]
        bins, ece = table([(row[0], row[1]) for row in part])
        inside = sum(1 for b in bins if abs(b[3] - b[2]) <= 0.05)
        mid, top, share = noise_floor([row[0] for row in part])
        print(
            f"  {n} players: n {len(part)}, ECE {ece * 100:.1f}, {inside} of {len(bins)} deciles "
            f"within ±5; a calibrated chance: ECE {mid * 100:.1f} (90% below {top * 100:.1f}), "
            f"both targets met in {share:.0%} of draws"
        )
    for n in sorted({row[2] for row in pooled}):
        show("undercut", f"{variant}, {n} players", [row for row in pooled if row[2] == n])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--first-seed", type=int, default=1300000)
    parser.add_argument("--players", default="2,3,4,5", help="the table sizes to play")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--variants", default="product", help=",".join(VARIANTS))
    parser.add_argument("--save", type=Path, default=None, help="pickle the positions here")
    parser.add_argument("--load", type=Path, default=None, help="positions saved before")
    args = parser.parse_args()
    variants = args.variants.split(",")
    unknown = [v for v in variants if v not in VARIANTS]
    if unknown:
        parser.error(f"unknown variant {', '.join(unknown)}; known: {', '.join(VARIANTS)}")
    with multiprocessing.Pool(max(1, args.jobs)) as pool:
        if args.load:
            rows = pickle.loads(args.load.read_bytes())
        else:
            sizes = {int(n) for n in args.players.split(",")}
            seeds = [
                s
                for s in range(args.first_seed, args.first_seed + args.rounds)
                if players_of(s) in sizes
            ]
            rows = [r for got in pool.imap(undercut_positions, seeds, chunksize=4) for r in got]
            if args.save:
                args.save.write_bytes(pickle.dumps(rows))
        print(f"{len(rows)} undercut positions")
        for variant in variants:
            results = pool.map(counted, [(variant, r) for r in rows], chunksize=16)
            report(variant, rows, results)
            sys.stdout.flush()


if __name__ == "__main__":
    main()
