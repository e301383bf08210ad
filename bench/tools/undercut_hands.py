"""Where the undercut chance misses: each opponent's hand on its own, by its size.

Run: .venv/bin/python bench/tools/undercut_hands.py [--rounds 6000] [--first-seed 1300000]
     [--jobs 2] [--variants base,partners-kept,no-seven-kept,swap-one]
     [--save rows.pickle] [--load rows.pickle]

The undercut chance is the chance that *some* opponent's hand counts as few points as the
knocker's or fewer (rule book §5.2). Its deciles can look right while the model of each
hand is wrong in two directions that cancel: with more opponents the chance gathers more
hands, so a table size where one error outweighs the other shows a miss the pooled table
hides. This script plays the rounds of ``bench/tools/calibration.py`` (the same seeds give the
same positions), and for every undercut position and every opponent compares the share
of the model's deals where that hand counts at most the knocker's points with whether the
real hand did: by the opponent's hand size and the table size, and by the bot who held it.
Then the pooled table of ``bench/tools/calibration.py`` for the same positions.

``--variants`` counts the same positions with changed deals, to try a cause before
changing the model (each is the product's model with one thing different):

* ``partners-kept``: a hand keeps a card for its partner only while the partner is kept
  too (the product counts partners among every card the habit offers, the ones given
  back included: a one-card hand gets a card whose pair went back);
* ``no-seven-kept``: as ``partners-kept``, and a seven is not kept for itself (it is a meld
  alone, which a player who has had a turn lays at once: the deal then swaps it out);
* ``swap-one``: a card swapped out of a dealt meld comes back as one random unseen card,
  not the lowest of as many as the keep-low habit offers;
* ``no-seven-swap-one``: both.
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

from calibration import positions, show  # noqa: E402

from tutor.engine.odds import fast_points  # noqa: E402
from tutor.play import cover  # noqa: E402
from tutor.play import model as model_module  # noqa: E402

SAMPLES = 200
"""Deals a position is counted over: the coach's own count (``knock_risk``)."""
PRODUCT_KEEP = model_module.OpponentModel._keep
PRODUCT_UNMELDED = model_module.OpponentModel._unmelded


def keep_with_partners(sevens: bool):
    """A ``_keep`` that keeps a card for a partner only while the partner is kept too (and,
    without ``sevens``, never a seven for itself)."""

    def keep(self, cards, k, weight):
        held = set(cards)
        mates = {c: cover.partners(c, self.rules.ace, self.rules.jokers) for c in cards}
        linked = {
            c
            for c in cards
            if c.is_joker
            or (sevens and c.rank == 7)
            or (c.rank != 7 and not held.isdisjoint(mates[c]))
        }
        while True:
            ranked = sorted(cards, key=lambda c: self.points[c] - (weight if c in linked else 0))
            kept = set(ranked[:k])
            alone = {
                c
                for c in kept & linked
                if not c.is_joker and c.rank != 7 and kept.isdisjoint(mates[c])
            }
            if not alone:
                return tuple(ranked[:k])
            linked -= alone

    return keep


def swap_one(self, n, hand, pool, rng, extra=None):
    """The product's swap of a dealt meld's card, with one random card offered."""
    return PRODUCT_UNMELDED(self, n, hand, pool, rng, 0)


VARIANTS = {
    "base": {},
    "partners-kept": {"_keep": keep_with_partners(sevens=True)},
    "no-seven-kept": {"_keep": keep_with_partners(sevens=False)},
    "swap-one": {"_unmelded": swap_one},
    "no-seven-swap-one": {"_keep": keep_with_partners(sevens=False), "_unmelded": swap_one},
}


def use(variant: str) -> None:
    """Deal as ``variant`` does from now on (in this process)."""
    changes = VARIANTS[variant]
    model_module.OpponentModel._keep = changes.get("_keep", PRODUCT_KEEP)
    model_module.OpponentModel._unmelded = changes.get("_unmelded", PRODUCT_UNMELDED)


def undercut_positions(seed: int) -> list[tuple]:
    return positions(seed)["undercut"]


def counted(job: tuple[str, tuple]) -> tuple[float, dict[str, float]]:
    """A position's undercut chance and, for each opponent, the share of the deals where
    their hand counts at most the knocker's points."""
    variant, (view, points, _hit, _players, _preset, seed, _hands) = job
    use(variant)
    m = model_module.OpponentModel(view)
    deals = m.deals(SAMPLES, seed, unmelded=model_module.UNDERCUT_NO_MELDS)
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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--first-seed", type=int, default=1300000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--variants", default="base", help=",".join(VARIANTS))
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
            seeds = range(args.first_seed, args.first_seed + args.rounds)
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
