"""The undercut chance's map by table size: collect positions, fit, check on held-out rounds.

Run: .venv/bin/python bench/tools/undercut_fit.py collect --log bench/out/undercut.jsonl
         [--players 2,3,4,5] [--first 2000000] [--rounds 40000] [--minutes 20] [--jobs 2]
     .venv/bin/python bench/tools/undercut_fit.py fit --log ... [--write]
     .venv/bin/python bench/tools/undercut_fit.py report --log ...

``collect`` plays the bot rounds of ``bench/tools/calibration.py`` (the seed fixes the preset
and the table size: only the seeds of the sizes asked for are played) and logs, for each
undercut position (a turn start where the player to move may knock), what the map may
read (:func:`tutor.play.undercut_map.features`' inputs: the table size, the knocker's
count, the opponents' hand sizes, the discards made), the model's counted chance (its 200
deals with the coach's seed, :func:`tutor.play.dangers.knock_risk` before the map) and
whether another hand counted as few points or fewer (rule book §5.2). A round's rows are
appended as it finishes, so a rerun resumes where the last one stopped (``--minutes``
bounds one run).

``fit`` fits the map per table size on the rounds whose seed is not held out (seed % 3 != 0)
and, with ``--write``, writes it to the package (``tutor/play/undercut_map.json``).
``report`` prints the held-out rounds' tables per table size and pooled (``show`` of
``bench/tools/calibration.py``: deciles, ECE, deciles within ±5, intervals by round), the
counted chance against the shipped map's. Every figure printed for the issue is from the
held-out rounds: the fit never saw them.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "tools"))

from calibration import PRESETS, positions, show, table  # noqa: E402

from tutor.engine.odds import fast_points  # noqa: E402
from tutor.play import undercut_map  # noqa: E402
from tutor.play.model import UNDERCUT_NO_MELDS, OpponentModel, _undercut  # noqa: E402

SAMPLES = 200
"""The coach's deals for the undercut chance (``COACH_SAMPLES``)."""
HELD_OUT = 3
"""Rounds whose seed is a multiple of this are held out of the fit."""


def players_of(seed: int) -> int:
    """The table size ``bench/tools/calibration.py`` plays for ``seed``."""
    return 2 + (seed // len(PRESETS)) % 4


def rows_of(seed: int) -> list[dict]:
    """The logged rows of one round's undercut positions."""
    out = []
    for view, points, hit, n, preset, _, hands in positions(seed)["undercut"]:
        deals = OpponentModel(view).deals(SAMPLES, seed, unmelded=UNDERCUT_NO_MELDS)
        hits = sum(1 for d in deals if _undercut(d, points, view.rules))
        others = [o for o in view.order if o != view.name]
        low = [[fast_points(d.hands[o], view.rules) <= points for o in others] for d in deals]
        out.append(
            {
                "seed": seed,
                "players": n,
                "preset": preset,
                "points": points,
                "sizes": [view.counts[o] for o in others],
                "discards": sum(1 for e in view.log if e.kind == "discard"),
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
RIDGE = 2.0
"""How strongly the fit is pulled towards :data:`PRIOR` (a penalty of RIDGE / 2 times the
squared distance, against the positions' log-likelihood)."""


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
    return undercut_map.ENDS[0] < r["p"] < undercut_map.ENDS[1]


SIZES = (2, 3, 4, 5)
SHARED = "shared"
"""How the map is fitted: ``separate`` (every weight per table size, on that size's
positions alone) or ``shared`` (the bias and the counted chance's weight per table size,
the other weights shared by every size: how a one-card hand or a late turn moves the
chance is one habit of the model's deals, and four times the positions pin it down)."""


def fitted_by_size(
    rows: list[dict], how: str | None = None, ridge: float | None = None
) -> dict[int, list[float]]:
    """The map's weights fitted on ``rows``, per table size (:data:`SHARED`)."""
    how = how or SHARED
    use = [r for r in rows if inside(r)]
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
    :data:`tutor.play.undercut_map.EDGE`)."""
    e = undercut_map.EDGE
    total = 0.0
    for r in rows:
        q = min(1 - e, max(e, value(r)))
        total -= math.log(q if r["hit"] else 1 - q)
    return total / len(rows)


def mapped(r: dict, ws: list[float]) -> float:
    """The map with weights ``ws`` applied to a logged position (as the product applies
    the shipped map: :func:`tutor.play.undercut_map.calibrated`)."""
    if not inside(r):
        return r["p"]
    z = sum(w * x for w, x in zip(ws, inputs(r), strict=True))
    return 1 / (1 + math.exp(-z))


def inputs(r: dict) -> tuple:
    return undercut_map.features(r["p"], r["points"], r["sizes"], r["discards"])


def fit(args: argparse.Namespace) -> None:
    _, rows = read(args.log)
    train, _ = split(rows)
    fitted = {}
    for n in sorted({r["players"] for r in train}):
        part = [r for r in train if r["players"] == n and inside(r)]
        x = [inputs(r) for r in part]
        y = [r["hit"] for r in part]
        fitted[str(n)] = logistic_fit(x, y)
        print(
            f"{n} players: {len(part)} positions, "
            + ", ".join(
                f"{k} {v:+.3f}" for k, v in zip(undercut_map.NAMES, fitted[str(n)], strict=True)
            )
        )
    if args.write:
        data = {
            "about": (
                f"bench/tools/undercut_fit.py fit: {len(train)} positions of the rounds "
                f"{min(r['seed'] for r in train)}-{max(r['seed'] for r in train)} "
                f"whose seed is not a multiple of {HELD_OUT}"
            ),
            "features": list(undercut_map.NAMES),
            "players": fitted,
        }
        path = ROOT / "tutor" / "play" / undercut_map.MAP_FILE
        path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"written: {path}")


def report(args: argparse.Namespace) -> None:
    _, rows = read(args.log)
    _, held = split(rows)
    seeds = sorted({r["seed"] for r in held})
    print(
        f"held-out rounds (seed a multiple of {HELD_OUT}): {len(seeds)} rounds "
        f"({seeds[0]}-{seeds[-1]}), {len(held)} undercut positions"
    )
    shipped = {
        id(r): undercut_map.calibrated(r["p"], r["players"], r["points"], r["sizes"], r["discards"])
        for r in held
    }

    def mapped_of(r: dict) -> float:
        return shipped[id(r)]

    for n in [*sorted({r["players"] for r in held}), None]:
        part = [r for r in held if n is None or r["players"] == n]
        what = "every table size" if n is None else f"{n} players"
        for label, value in (("counted", lambda r: r["p"]), ("shipped map", mapped_of)):
            rs = [(value(r), r["hit"], r["players"], r["preset"], r["seed"]) for r in part]
            show("undercut", f"{what}, {label}", rs)
    # every round held out in turn: each third of the rounds (by seed % 3) read through
    # a map fitted on the other two thirds
    crossed = {}
    for k in range(HELD_OUT):
        ws = fitted_by_size([r for r in rows if r["seed"] % HELD_OUT != k])
        for r in rows:
            if r["seed"] % HELD_OUT == k:
                crossed[id(r)] = mapped(r, ws[r["players"]])
    for n in sorted({r["players"] for r in rows}):
        part = [r for r in rows if r["players"] == n]
        rs = [(crossed[id(r)], r["hit"], n, r["preset"], r["seed"]) for r in part]
        show("undercut", f"{n} players, map fitted on the other thirds (every third)", rs)
    print(
        "\nsummary: table size, positions, ECE in points and deciles within ±5, the counted"
        " chance and the map"
    )
    sets = (("held-out third, shipped map", held, mapped_of), ("every third, crossed", rows,
            lambda r: crossed[id(r)]))  # fmt: skip
    for title, data, value_of in sets:
        print(f"  {title}:")
        for n in sorted({r["players"] for r in data}):
            part = [r for r in data if r["players"] == n]
            line = [f"{n} players: n {len(part)}"]
            for label, value in (("counted", lambda r: r["p"]), ("map", value_of)):
                bins, ece = table([(value(r), r["hit"]) for r in part])
                ok = sum(1 for b in bins if abs(b[3] - b[2]) <= 0.05)
                line.append(f"{label} ECE {ece * 100:.1f}, {ok} of {len(bins)} deciles")
            print("    " + "; ".join(line))


def compare(args: argparse.Namespace) -> None:
    """Each way of fitting (:data:`SHARED`) with every third of the rounds held out in turn:
    log loss and ECE per table size, against the counted chance."""
    _, rows = read(args.log)
    ways_ = [(h, g) for h in ("separate", "shared") for g in args.ridges.split(",")]
    crossed: dict[str, dict[int, float]] = {f"{h} {g}": {} for h, g in ways_}
    for (how, ridge), out in zip(ways_, crossed.values(), strict=True):
        for k in range(HELD_OUT):
            part = [r for r in rows if r["seed"] % HELD_OUT != k]
            ws = fitted_by_size(part, how, float(ridge))
            for r in rows:
                if r["seed"] % HELD_OUT == k:
                    out[id(r)] = mapped(r, ws[r["players"]])
    ways = {"counted": lambda r: r["p"]}
    ways |= {how: (lambda r, o=out: o[id(r)]) for how, out in crossed.items()}
    for n in sorted({r["players"] for r in rows}):
        part = [r for r in rows if r["players"] == n]
        line = [f"{n} players, n {len(part)}"]
        for how, value in ways.items():
            bins, ece = table([(value(r), r["hit"]) for r in part])
            ok = sum(1 for b in bins if abs(b[3] - b[2]) <= 0.05)
            line.append(
                f"{how}: log loss {log_loss(part, value):.4f}, ECE {ece * 100:.1f}, "
                f"{ok}/{len(bins)}"
            )
        print("; ".join(line))


SAMPLE_FIELDS = ("seed", "players", "points", "sizes", "discards", "p", "hit")


def sample(args: argparse.Namespace) -> None:
    """The test's fixed sample: the first ``--per-size`` held-out positions of each table
    size (by seed), written to ``--out``."""
    _, rows = read(args.log)
    _, held = split(rows)
    held.sort(key=lambda r: r["seed"])
    out = []
    for n in SIZES:
        out += [r for r in held if r["players"] == n][: args.per_size]
    text = "".join(json.dumps({k: r[k] for k in SAMPLE_FIELDS}) + "\n" for r in out)
    args.out.write_text(text, encoding="utf-8")
    print(f"{len(out)} held-out positions written to {args.out}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("what", choices=("collect", "fit", "report", "compare", "sample"))
    parser.add_argument("--log", type=Path, required=True)
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument("--first", type=int, default=2000000)
    parser.add_argument("--rounds", type=int, default=40000)
    parser.add_argument("--minutes", type=float, default=20.0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--write", action="store_true", help="fit: write the package's map")
    parser.add_argument(
        "--out", type=Path, default=ROOT / "tests" / "data" / "undercut_sample.jsonl"
    )
    parser.add_argument("--ridges", default="2,10,40", help="compare: ridges to try")
    parser.add_argument("--per-size", type=int, default=100, help="sample: positions a size")
    args = parser.parse_args()
    what = {"collect": collect, "fit": fit, "report": report, "compare": compare, "sample": sample}
    what[args.what](args)


if __name__ == "__main__":
    main()
