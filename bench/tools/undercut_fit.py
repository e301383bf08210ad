"""The undercut chance's map by table size: collect positions, fit, check on held-out rounds.

Run: .venv/bin/python bench/tools/undercut_fit.py collect --log bench/out/undercut.jsonl
         [--players 2,3,4,5] [--first 2000000] [--rounds 40000] [--minutes 20] [--jobs 2]
     .venv/bin/python bench/tools/undercut_fit.py compare --log ... [--ridges 5,20,50,200]
     .venv/bin/python bench/tools/undercut_fit.py fit --log ... [--how shared] [--ridge 200]
         [--players 2,3,4] [--write]
     .venv/bin/python bench/tools/undercut_fit.py report --log ... (as fit)
     .venv/bin/python bench/tools/undercut_fit.py check --log fresh.jsonl

``collect`` plays the bot rounds of ``bench/tools/calibration.py`` (the seed fixes the preset
and the table size: only the seeds of the sizes asked for are played) and logs, for each
undercut position (a turn start where the player to move may knock), what the map may
read (:func:`~tutor.play.undercut_map.undercut_inputs`' inputs: the table size, the knocker's
count, the opponents' hand sizes, the discards made), the model's count before the map (the
share of its 200 deals with the coach's seed that undercut the knock, as
:func:`tutor.play.dangers.knock_risk` counts it) and
whether another hand counted as few points or fewer (rule book §5.2). A round's rows are
appended as it finishes, so a rerun resumes where the last one stopped (``--minutes``
bounds one run).

``fit`` fits the map per table size on the rounds whose seed is not held out (seed % 3 != 0)
and, with ``--write``, writes it to ``bench/out/undercut_map.json``: the record of the fit
whose weights, rounded, the product holds (``tutor.play.undercut_map.UNDERCUT_MAP`` and
``UNDERCUT_SHARED``; see ``bench/out/undercut_map.txt``).
``report`` prints the held-out rounds' tables per table size and pooled (``show`` of
``bench/tools/calibration.py``: deciles, ECE, deciles within ±5, intervals by round), the
counted chance against the product's map, with what a perfectly calibrated chance
would show on as many positions (:func:`noise_floor`); ``compare`` chooses how to fit on the
fit rounds alone. ``check`` reads a log of fresh rounds (none of them fitted on, played by
bots that read the product's map) whole: per table size, the count before the map against
the product's chance, each beside a perfectly calibrated chance on as many positions.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "tools"))

from calibration import PRESETS, positions, show, table  # noqa: E402

from tutor.engine.odds import fast_points  # noqa: E402
from tutor.play.model import UNDERCUT_NO_MELDS, OpponentModel, _undercut  # noqa: E402
from tutor.play.undercut_map import (  # noqa: E402
    UNDERCUT_EDGE,
    UNDERCUT_MAP,
    UNDERCUT_SHARED,
    table_inputs,
    undercut_inputs,
    undercut_shown,
)

SAMPLES = 200
"""The coach's deals for the undercut chance (``COACH_SAMPLES``)."""
MAP = ROOT / "bench" / "out" / "undercut_map.json"
"""Where ``fit --write`` writes the map and ``report`` reads it."""
NAMES = ("bias", "counted", "points", "one-card", "two-card", "three-four-card", "turn")
"""The map's inputs, in the order of its weights
(:func:`~tutor.play.undercut_map.undercut_inputs`)."""
HELD_OUT = 3
"""Rounds whose seed is a multiple of this are held out of the fit."""


def players_of(seed: int) -> int:
    """The table size ``bench/tools/calibration.py`` plays for ``seed``."""
    return 2 + (seed // len(PRESETS)) % 4


def rows_of(seed: int) -> list[dict]:
    """The logged rows of one round's undercut positions."""
    out = []
    for view, points, hit, n, preset, _, hands in positions(seed)["undercut"]:
        deals = OpponentModel(view).deals(SAMPLES, seed, unmelded=UNDERCUT_NO_MELDS, undercut=True)
        hits = sum(1 for d in deals if _undercut(d, points, view.rules))
        others = [o for o in view.order if o != view.name]
        low = [[fast_points(d.hands[o], view.rules) <= points for o in others] for d in deals]
        sizes, discards = table_inputs(view)
        out.append(
            {
                "seed": seed,
                "players": n,
                "preset": preset,
                "points": points,
                "sizes": sizes,
                "discards": discards,
                "p": hits / SAMPLES,
                "hit": hit,
                "held": [hands[o][0] for o in others],
                "each": [sum(row[i] for row in low) / SAMPLES for i in range(len(others))],
            }
        )
    return out


def read(path: Path) -> tuple[set[int], list[dict]]:
    seeds: set[int] = set()
    rows: list[dict] = []
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            got = json.loads(line)
            seeds.add(got["seed"])
            rows.extend(got["rows"])
    return seeds, rows


def collect(args: argparse.Namespace) -> None:
    done, _ = read(args.log)
    sizes = {int(s) for s in args.players.split(",")}
    todo = [
        s
        for s in range(args.first, args.first + args.rounds)
        if players_of(s) in sizes and s not in done
    ]
    stop = time.monotonic() + args.minutes * 60
    count = 0
    with multiprocessing.Pool(max(1, args.jobs)) as pool, args.log.open("a") as log:
        for seed, rows in zip(todo, pool.imap(rows_of, todo, chunksize=1), strict=False):
            log.write(json.dumps({"seed": seed, "rows": rows}) + "\n")
            log.flush()
            count += 1
            if time.monotonic() > stop:
                pool.terminate()
                break
    print(f"{count} rounds logged this run, {len(done) + count} in all")


def split(rows: list[dict]) -> tuple[list[dict], list[dict]]:
    fit = [r for r in rows if r["seed"] % HELD_OUT]
    held = [r for r in rows if not r["seed"] % HELD_OUT]
    return fit, held


PRIOR = (0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0)
"""The weights the fit is pulled towards: the identity (the counted chance shown as is)."""
RIDGE = 20.0
"""How strongly the fit is pulled towards :data:`PRIOR` (a penalty of RIDGE / 2 times the
squared distance, against the positions' log-likelihood): the product's map was fitted
with 20 (``compare`` on 20,000 rounds: the lowest ECE of the shared fits at every size)."""


def logistic_fit(
    x: list[tuple], y: list[int], prior: tuple = PRIOR, ridge: float | None = None
) -> list[float]:
    """The weights of a logistic regression of ``y`` on ``x`` (Newton's method), pulled
    towards ``prior`` by :data:`RIDGE`."""
    import numpy as np

    a = np.array(x, dtype=float)
    b = np.array(y, dtype=float)
    prior = np.array(prior)
    ridge = RIDGE if ridge is None else ridge
    w = prior.copy()
    for _ in range(50):
        p = 1 / (1 + np.exp(-(a @ w)))
        grad = a.T @ (b - p) - ridge * (w - prior)
        hess = (a * (p * (1 - p))[:, None]).T @ a + ridge * np.eye(len(w))
        step = np.linalg.solve(hess, grad)
        w += step
        if np.abs(step).max() < 1e-8:
            break
    return [float(v) for v in w]


def inside(r: dict) -> bool:
    """Whether the map reads this position (a count of 0 or 1 is shown as it is)."""
    return 0.0 < r["p"] < 1.0


SIZES = (2, 3, 4, 5)
SHARED = "shared"
"""How the map is fitted: ``platt`` (the bias and the counted chance's weight per table size,
the others 0), ``separate`` (every weight per table size, on that size's positions alone)
or ``shared`` (the bias and the counted chance's weight per table size,
the other weights shared by every size: how a one-card hand or a late turn moves the
chance is one habit of the model's deals, and four times the positions pin it down)."""


def fitted_by_size(
    rows: list[dict], how: str | None = None, ridge: float | None = None
) -> dict[int, list[float]]:
    """The map's weights fitted on ``rows``, per table size (:data:`SHARED`)."""
    how = how or SHARED
    use = [r for r in rows if inside(r)]
    if how == "platt":  # the bias and the counted chance's weight alone, per table size
        out = {}
        for n in sorted({r["players"] for r in use}):
            part = [r for r in use if r["players"] == n]
            w = logistic_fit([inputs(r)[:2] for r in part], [r["hit"] for r in part],
                             PRIOR[:2], ridge)  # fmt: skip
            out[n] = [*w, *[0.0] * (len(PRIOR) - 2)]
        return out
    if how == "separate":
        out = {}
        for n in sorted({r["players"] for r in use}):
            part = [r for r in use if r["players"] == n]
            out[n] = logistic_fit([inputs(r) for r in part], [r["hit"] for r in part], PRIOR, ridge)
        return out
    k = len(SIZES)

    def wide(r: dict) -> tuple:
        x = inputs(r)
        i = SIZES.index(r["players"])
        return (*(x[0] * (j == i) for j in range(k)), *(x[1] * (j == i) for j in range(k)),
                *x[2:])  # fmt: skip

    prior = (*[PRIOR[0]] * k, *[PRIOR[1]] * k, *PRIOR[2:])
    w = logistic_fit([wide(r) for r in use], [r["hit"] for r in use], prior, ridge)
    sizes = sorted({r["players"] for r in use})
    return {n: [w[SIZES.index(n)], w[k + SIZES.index(n)], *w[2 * k :]] for n in sizes}


def log_loss(rows: list[dict], value) -> float:
    """The mean log loss of the chances ``value(r)`` (kept off 0 and 1 by
    :data:`~tutor.play.undercut_map.UNDERCUT_EDGE`)."""
    e = UNDERCUT_EDGE
    total = 0.0
    for r in rows:
        q = min(1 - e, max(e, value(r)))
        total -= math.log(q if r["hit"] else 1 - q)
    return total / len(rows)


def mapped(r: dict, ws: list[float]) -> float:
    """The map with weights ``ws`` applied to a logged position, as the product applies
    its own (:func:`tutor.play.undercut_map.undercut_shown`)."""
    return undercut_shown(r["p"], r["points"], r["sizes"], r["discards"], ws)


def inputs(r: dict) -> tuple:
    return undercut_inputs(r["p"], r["points"], r["sizes"], r["discards"])


def fit(args: argparse.Namespace) -> None:
    """Fit the map on the rounds not held out; ``--write``: ship it (the table sizes of
    ``--players`` only: a size left out shows the counted chance)."""
    _, rows = read(args.log)
    train, _ = split(rows)
    sizes = {int(n) for n in args.players.split(",")}
    how, ridge = args.how or SHARED, RIDGE if args.ridge is None else args.ridge
    fitted = {str(n): ws for n, ws in fitted_by_size(train, how, ridge).items() if n in sizes}
    for n, ws in fitted.items():
        part = [r for r in train if r["players"] == int(n)]
        ends = sum(1 for r in part if not inside(r))
        names = ", ".join(f"{k} {v:+.3f}" for k, v in zip(NAMES, ws, strict=True))
        print(f"{n} players: {len(part)} positions ({ends} counted 0 or 1, shown as is): {names}")
    if args.write:
        data = {
            "about": (
                f"bench/tools/undercut_fit.py fit --how {how} --ridge {ridge:g} --players "
                f"{args.players}: {len(train)} positions of the rounds "
                f"{min(r['seed'] for r in train)}-{max(r['seed'] for r in train)} "
                f"whose seed is not a multiple of {HELD_OUT}"
            ),
            "features": list(NAMES),
            "players": fitted,
        }
        MAP.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"written: {MAP}")


def noise_floor(chances: list[float], runs: int = 200, seed: int = 1) -> tuple[float, float, float]:
    """What a perfectly calibrated chance would show on positions predicted ``chances``: each
    position's outcome drawn with its own chance, ``runs`` times: the median ECE, its 90th
    percentile, and the share of runs meeting both targets (ECE <= 3 points, at least 8
    deciles within ±5). Below a few thousand positions a table size's ECE and deciles
    measure mostly the sampling, not the model."""
    rng = random.Random(seed)
    eces, passed = [], 0
    for _ in range(runs):
        bins, ece = table([(p, int(rng.random() < p)) for p in chances])
        ok = sum(1 for b in bins if abs(b[3] - b[2]) <= 0.05)
        eces.append(ece)
        passed += ece <= 0.03 and ok >= 8
    eces.sort()
    return eces[runs // 2], eces[int(runs * 0.9)], passed / runs


def by_hand(rows: list[dict]) -> None:
    """Each opponent's hand on its own (the rows logged with the model's share per hand)."""
    hands: dict[tuple[int, str], list[float]] = {}
    for r in rows:
        for size, share, held in zip(r["sizes"], r.get("each", ()), r["held"], strict=False):
            label = {1: "1 card", 2: "2 cards"}.get(size, "3-4 cards" if size < 5 else "5+")
            cell = hands.setdefault((r["players"], label), [0, 0.0, 0])
            cell[0] += 1
            cell[1] += share
            cell[2] += held <= r["points"]
    print("\neach opponent's hand (every round): the model's share of deals at most the")
    print("knocker's count against how often the real hand was, by table size and hand size")
    for (n, label), (count, pred, obs) in sorted(hands.items()):
        print(
            f"  {n} players, {label:>9}: n {count:>5}, model {pred / count * 100:5.1f}%, "
            f"real {obs / count * 100:5.1f}%, gap {(obs - pred) / count * 100:+5.1f}"
        )


def report(args: argparse.Namespace) -> None:
    _, rows = read(args.log)
    _, held = split(rows)
    seeds = sorted({r["seed"] for r in held})
    print(
        f"held-out rounds (seed a multiple of {HELD_OUT}): {len(seeds)} rounds "
        f"({seeds[0]}-{seeds[-1]}), {len(held)} undercut positions"
    )
    weights = {n: [*ab, *UNDERCUT_SHARED] for n, ab in UNDERCUT_MAP.items()}
    shipped = {
        id(r): mapped(r, weights[r["players"]]) if r["players"] in weights else r["p"] for r in held
    }

    def mapped_of(r: dict) -> float:
        return shipped[id(r)]

    for n in [*sorted({r["players"] for r in held}), None]:
        part = [r for r in held if n is None or r["players"] == n]
        what = "every table size" if n is None else f"{n} players"
        for label, value in (("counted", lambda r: r["p"]), ("the product's map", mapped_of)):
            rs = [(value(r), r["hit"], r["players"], r["preset"], r["seed"]) for r in part]
            show("undercut", f"{what}, {label}", rs)
    # every round held out in turn: each third of the rounds (by seed % 3) read through
    # a map fitted the same way on the other two thirds (the shipped map's table sizes)
    crossed = {}
    sizes = {int(n) for n in args.players.split(",")}
    for k in range(HELD_OUT):
        ws = fitted_by_size([r for r in rows if r["seed"] % HELD_OUT != k], args.how, args.ridge)
        for r in rows:
            if r["seed"] % HELD_OUT == k:
                n = r["players"]
                crossed[id(r)] = mapped(r, ws[n]) if n in sizes else r["p"]
    for n in sorted({r["players"] for r in rows}):
        part = [r for r in rows if r["players"] == n]
        rs = [(crossed[id(r)], r["hit"], n, r["preset"], r["seed"]) for r in part]
        show("undercut", f"{n} players, map fitted on the other thirds (every third)", rs)
    by_hand(rows)
    print(
        "\nsummary: table size, positions, ECE in points and deciles within ±5, the counted"
        " chance and the map"
    )
    sets = (("held-out third, the product's map", held, mapped_of), ("every third, crossed", rows,
            lambda r: crossed[id(r)]))  # fmt: skip
    for title, data, value_of in sets:
        print(f"  {title}:")
        summary(data, value_of, "map", "    ")


def summary(rows: list[dict], value_of, label: str, indent: str) -> None:
    """One line a table size: the count before the map and ``value_of``'s chance (ECE,
    deciles within ±5), beside a perfectly calibrated chance on as many positions."""
    for n in sorted({r["players"] for r in rows}):
        part = [r for r in rows if r["players"] == n]
        line = [f"{n} players: n {len(part)}"]
        for name, value in (("counted", lambda r: r["p"]), (label, value_of)):
            bins, ece = table([(value(r), r["hit"]) for r in part])
            ok = sum(1 for b in bins if abs(b[3] - b[2]) <= 0.05)
            line.append(f"{name} ECE {ece * 100:.1f}, {ok} of {len(bins)} deciles")
        mid, top, share = noise_floor([value_of(r) for r in part])
        line.append(
            f"a perfectly calibrated chance here: ECE {mid * 100:.1f} (90% below "
            f"{top * 100:.1f}), both targets met in {share:.0%} of draws"
        )
        print(indent + "; ".join(line))


def check(args: argparse.Namespace) -> None:
    """Every position of a fresh log, the count against the product's chance."""
    _, rows = read(args.log)
    seeds = sorted({r["seed"] for r in rows})
    print(f"fresh rounds: {len(seeds)} ({seeds[0]}-{seeds[-1]}), {len(rows)} undercut positions")

    def product(r: dict) -> float:
        return undercut_shown(r["p"], r["points"], r["sizes"], r["discards"])

    for n in [*sorted({r["players"] for r in rows}), None]:
        part = [r for r in rows if n is None or r["players"] == n]
        what = "every table size" if n is None else f"{n} players"
        rs = [(product(r), r["hit"], r["players"], r["preset"], r["seed"]) for r in part]
        show("undercut", f"{what}, the product's chance", rs)
    by_hand(rows)
    print("\nsummary: ECE in points and deciles within ±5, before the map and the product's")
    summary(rows, product, "product", "  ")


FOLDS = 3


def fold(r: dict) -> int:
    """The fold of a fit round in :func:`compare`."""
    return (r["seed"] // HELD_OUT) % FOLDS


def compare(args: argparse.Namespace) -> None:
    """How to fit (:data:`SHARED`, :data:`RIDGE`), chosen on the fit rounds alone: each way
    fitted with every third of them (:func:`fold`) left out in turn, its log loss and ECE
    on the third left out, per table size and in all, against the counted chance."""
    _, every = read(args.log)
    rows, _ = split(every)  # the held-out third stays out of the choice too
    ways_ = [(h, g) for h in ("platt", "separate", "shared") for g in args.ridges.split(",")]
    crossed: dict[str, dict[int, float]] = {f"{h} {g}": {} for h, g in ways_}
    for (how, ridge), out in zip(ways_, crossed.values(), strict=True):
        for k in range(FOLDS):
            part = [r for r in rows if fold(r) != k]
            ws = fitted_by_size(part, how, float(ridge))
            for r in rows:
                if fold(r) == k:
                    out[id(r)] = mapped(r, ws[r["players"]])
    ways = {"counted": lambda r: r["p"]}
    ways |= {how: (lambda r, o=out: o[id(r)]) for how, out in crossed.items()}
    for n in sorted({r["players"] for r in rows}):
        part = [r for r in rows if r["players"] == n]
        mid, top, _ = noise_floor([r["p"] for r in part])
        line = [f"{n} players, n {len(part)} (a calibrated chance: ECE {mid * 100:.1f}, 90% "
                f"below {top * 100:.1f})"]  # fmt: skip
        for how, value in ways.items():
            bins, ece = table([(value(r), r["hit"]) for r in part])
            ok = sum(1 for b in bins if abs(b[3] - b[2]) <= 0.05)
            line.append(
                f"{how}: log loss {log_loss(part, value):.4f}, ECE {ece * 100:.1f}, "
                f"{ok}/{len(bins)}"
            )
        print("; ".join(line))
    print("every table size: " + "; ".join(
        f"{how} log loss {log_loss(rows, value):.4f}" for how, value in ways.items()))  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("what", choices=("collect", "fit", "report", "compare", "check"))
    parser.add_argument("--log", type=Path, required=True)
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument("--first", type=int, default=2000000)
    parser.add_argument("--rounds", type=int, default=40000)
    parser.add_argument("--minutes", type=float, default=20.0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--write", action="store_true", help="fit: write bench/out's map")
    parser.add_argument("--how", default=None, help="fit: platt, separate or shared")
    parser.add_argument("--ridge", type=float, default=None, help="fit: the pull to identity")
    parser.add_argument("--ridges", default="5,20,50,200", help="compare: ridges to try")
    args = parser.parse_args()
    what = {"collect": collect, "fit": fit, "report": report, "compare": compare, "check": check}
    what[args.what](args)


if __name__ == "__main__":
    main()
