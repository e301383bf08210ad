"""Where high feed chances go wrong: each claimant's share of the model's deals against the
hand they really held, at the feed positions the model puts high (rule book §4.1, §7.1).

Run: .venv/bin/python bench/tools/feed_claimants.py --first-seed 700000 --rounds 6000
     --save feed.pickle   (then --load feed.pickle to read them again without replaying)
     [--knee 0.4 --slope 0.72: a correction above a knee, read on the same positions]

Rounds are played as in ``bench/tools/calibration.py`` (the same seeds give the same rounds).
Every feed position whose first :data:`calibration.SCREEN` deals put it at ``--screen`` or
more is kept with the claimants' real hands. For each one the model's deals (the coach's
own estimate: 200 deals, the round's seed) are counted per claimant: the share where that
claimant can lay a meld with the card (by a set, by a run) against whether they could.
The comparison is grouped by the evidence the model reads about the claimant (passes,
discards made, discards taken, melded or not, seat after the thrower, hand size, the card's
rank, the stock left) and by the claimant's bot, so a miss tied to one kind of evidence
stands out from one spread over all. With ``--knee``/``--slope`` the positions' deciles are
also printed with the chance mapped to knee + slope × (p − knee) above the knee and the
log loss of both: a map fitted on one range of seeds is checked here on another.
"""

from __future__ import annotations

import argparse
import collections
import math
import pickle
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "tools"))

import calibration  # noqa: E402

from tutor import Rules  # noqa: E402
from tutor.play import model as M  # noqa: E402
from tutor.play.bots import Bot  # noqa: E402
from tutor.play.coach import passed_over  # noqa: E402
from tutor.play.model import OpponentModel, _groups, _melds_with  # noqa: E402
from tutor.play.round import deal, meld_with  # noqa: E402

SAMPLES = 200


def level(seed: int, name: str) -> str:
    """The bot ``name`` plays in round ``seed`` (as ``calibration.positions`` seats them)."""
    return ("beginner", "careful")[(seed + calibration.NAMES.index(name)) % 2]


def screened(seed: int, low: float) -> list[dict]:
    """The feed positions of round ``seed`` the screen puts at ``low`` or more, with the
    claimants' real hands."""
    preset = calibration.PRESETS[seed % len(calibration.PRESETS)]
    rules = Rules.preset(preset)
    n = 2 + (seed // len(calibration.PRESETS)) % 4
    names = calibration.NAMES[:n]
    r = deal(rules, names, seed, dealer=names[seed % n])
    bots = {m: Bot(level(seed, m), seed * 7 + i) for i, m in enumerate(names)}
    out = []
    while not r.over:
        view = r.view(r.to_move)
        action = bots[r.to_move].choose(view)
        if action.kind == "discard" and action.cards[0].rank != 7:
            card = action.cards[0]
            if OpponentModel(view).feeds([card], calibration.SCREEN, seed)[card].p >= low:
                who = OpponentModel(view).claimants
                out.append(
                    {
                        "view": view,
                        "card": card,
                        "seed": seed,
                        "preset": preset,
                        "players": n,
                        "hands": {o: tuple(r.hand_of[o]) for o in who},
                        "hits": {
                            o: bool(meld_with(card, r.hand_of[o], rules, r.keep)) for o in who
                        },
                    }
                )
        r = r.apply(action)
    return out


def claimants(row: dict) -> tuple[float, list[dict]]:
    """The position's feed chance (the coach's count) and, per claimant, the share of the
    deals where they meld the card (any, by a set, by a run), what they really could, and
    the evidence the model reads about them."""
    view, card, seed = row["view"], row["card"], row["seed"]
    model = OpponentModel(view)
    deals = model.deals(SAMPLES, seed, unmelded=True, linked=M.FEED_LINKED, feed=True)
    keep = 1 if view.rules.discard_to_go_out else 0
    groups = _groups(card, view.rules)
    sets = tuple(g for g in groups if all(c.is_joker or c.rank == card.rank for c in g))
    runs = tuple(g for g in groups if g not in sets)
    chance = sum(
        1 for d in deals if any(_melds_with(d.hands[o], groups, keep) for o in model.claimants)
    ) / len(deals)
    at = view.order.index(view.name)
    out = []
    for o in model.claimants:
        real = row["hands"][o]

        def share(gs, o=o) -> float:
            return sum(1 for d in deals if _melds_with(d.hands[o], gs, keep)) / len(deals)

        acts = collections.Counter(e.kind for e in view.log if e.player == o)
        out.append(
            {
                "model": share(groups),
                "model set": share(sets),
                "model run": share(runs),
                "real": int(row["hits"][o]),
                "real set": int(_melds_with(real, sets, keep)),
                "real run": int(_melds_with(real, runs, keep)),
                "seat after the thrower": (view.order.index(o) - at) % len(view.order),
                "melded": o in view.melded,
                "hand size": min(view.counts[o], 9),
                "discards made": min(acts["discard"], 6),
                "discards taken": min(acts["take-discard"] + acts["claim-won"], 2),
                "passes": min(len(passed_over(view, o)), 5),
                "card rank": card.rank,
                "stock left": view.stock_count // 5 * 5,
                "bot": level(seed, o),
                "preset": row["preset"],
                "players": row["players"],
            }
        )
    return chance, out


def mapped(p: float, knee: float, slope: float) -> float:
    return p if p <= knee else knee + slope * (p - knee)


def log_loss(rows: list[tuple[float, int]]) -> float:
    eps = 1e-3
    return -sum(
        h * math.log(min(max(p, eps), 1 - eps)) + (1 - h) * math.log(1 - min(max(p, eps), 1 - eps))
        for p, h in rows
    )


def deciles(rows: list[tuple[float, int]], low: float) -> str:
    bins: dict[int, list[tuple[float, int]]] = collections.defaultdict(list)
    for p, h in rows:
        if p >= low:
            bins[min(9, int(p * 10))].append((p, h))
    cells = []
    for i in sorted(bins):
        b = bins[i]
        pred = sum(p for p, _ in b) / len(b)
        obs = sum(h for _, h in b) / len(b)
        cells.append(f"{i * 10}–{i * 10 + 10}% n {len(b)} {pred * 100:.1f}→{obs * 100:.1f}")
    return "; ".join(cells)


def report(found: list[tuple[float, list[dict]]], high: float) -> None:
    """Per claimant: the model's share against the real rate, by each piece of evidence."""
    for label, part in (
        (f"positions at {high:.0%} or more", [c for p, cs in found if p >= high for c in cs]),
        ("every screened position", [c for _, cs in found for c in cs]),
    ):
        print(f"\nclaimants of {label}: {len(part)} (model → real; set, run)")
        keys = ["all"] + [k for k in part[0] if not k.startswith(("model", "real"))]
        for key in keys:
            groups: dict = collections.defaultdict(list)
            for c in part:
                groups["" if key == "all" else c[key]].append(c)
            cells = []
            for value in sorted(groups, key=str):
                g = groups[value]

                def mean(k, g=g) -> float:
                    return 100 * sum(c[k] for c in g) / len(g)

                cells.append(
                    f"{value} n {len(g)} {mean('model'):.1f}→{mean('real'):.1f} "
                    f"({mean('model set'):.1f}→{mean('real set'):.1f}, "
                    f"{mean('model run'):.1f}→{mean('real run'):.1f})"
                )
            print(f"  {key}: " + "; ".join(cells))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--first-seed", type=int, default=700000)
    parser.add_argument("--rounds", type=int, default=500)
    parser.add_argument("--screen", type=float, default=0.3)
    parser.add_argument("--high", type=float, default=0.4, help="the positions to read")
    parser.add_argument("--save", type=Path, default=None)
    parser.add_argument("--load", type=Path, default=None)
    parser.add_argument("--knee", type=float, default=None)
    parser.add_argument("--slope", type=float, default=1.0)
    args = parser.parse_args()
    if args.load is not None:
        data = pickle.loads(args.load.read_bytes())
    else:
        rows = [
            r
            for s in range(args.first_seed, args.first_seed + args.rounds)
            for r in screened(s, args.screen)
        ]
        data = {"first": args.first_seed, "rounds": args.rounds, "screen": args.screen}
        data["found"] = [claimants(r) for r in rows]
    if args.save is not None:
        args.save.write_bytes(pickle.dumps(data))
    found = data["found"]
    first, rounds = data["first"], data["rounds"]
    print(f"{rounds} rounds (seeds {first}–{first + rounds - 1}): {len(found)} feed positions")
    whole = [(p, max(c["real"] for c in cs)) for p, cs in found]
    print("positions by decile (predicted → observed): " + deciles(whole, data["screen"]))
    if args.knee is not None:
        moved = [(mapped(p, args.knee, args.slope), h) for p, h in whole]
        print(
            f"mapped above {args.knee:.2f} by {args.slope:.2f}: " + deciles(moved, data["screen"])
        )
        kept = [(p, h) for p, h in whole if p >= data["screen"]]
        moved = [(mapped(p, args.knee, args.slope), h) for p, h in kept]
        print(f"log loss {log_loss(kept):.1f} as counted, {log_loss(moved):.1f} mapped")
    report(found, args.high)


if __name__ == "__main__":
    main()
