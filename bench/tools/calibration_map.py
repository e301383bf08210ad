"""Does a calibration map of the coach's odds help? Fit a monotone map of predicted to
observed chances on the positions of one range of bot rounds, apply it to the positions
of a disjoint range and compare the two ranges' tables with and without it.

Run: .venv/bin/python bench/tools/calibration_map.py FIT.pickle CHECK.pickle, each saved by
``bench/tools/calibration.py --screen 0.2 --save`` on a different ``--first-seed`` (the tables
of the last run: ``bench/out/calibration_map.txt``).

A map is fitted for the undercut chance and, for the feed chance, one per claim regime
(only the next player may take a discard; anyone may claim it: Battle Hoola): the
deciles of the fit range (feed: its natural positions with its oversampled ones, which
are a fair sample of the positions at their prediction), each decile's observed rate
where the prediction lies outside that rate's interval counted by round (a decile whose
data do not ask for a change keeps its prediction: the identity), made monotone by pooling
adjacent violators, read between deciles by straight lines (0 and 1 fixed). The check
range's tables are printed with the raw and the mapped chances: the map helps only if it
shrinks the check range's gaps.
"""

from __future__ import annotations

import pickle
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from calibration import by_round, show, table

BATTLE = {"s2-casual"}
"""The presets where anyone may claim a discard (rule book §7.1)."""


def regimes(data: dict) -> dict[str, tuple[list[tuple], list[tuple]]]:
    """(natural rows, oversampled rows) of each regime: (predicted, happened, players,
    preset, seed)."""
    under = [(r[1], *r[2:]) for r in data["undercut"]]
    feed = [(r[1], *r[2:]) for r in data["feed"]]
    screened = [r for r in data.get("screened", []) if r[0] >= 0.3]
    out = {"undercut": (under, [])}
    for name, inside in (("feed, next player only", False), ("feed, anyone claims", True)):
        out[name] = (
            [r for r in feed if (r[3] in BATTLE) == inside],
            [r for r in screened if (r[3] in BATTLE) == inside],
        )
    return out


def fit(rows: list[tuple]) -> list[tuple[float, float]]:
    """The map's knots (predicted, calibrated) from ``rows``: see the module docstring."""
    bins, _ = table([(r[0], r[1]) for r in rows])
    rounds = by_round(rows)
    knots = []
    for i, n, pred, obs, _, _ in bins:
        _, low, high = rounds[i]
        knots.append([pred, obs if not low <= pred <= high else pred, n])
    merged: list[list[float]] = []  # pool adjacent violators
    for x, y, n in knots:
        merged.append([x * n, y * n, n])
        while len(merged) > 1 and merged[-2][1] / merged[-2][2] > merged[-1][1] / merged[-1][2]:
            b = merged.pop()
            a = merged[-1]
            a[0], a[1], a[2] = a[0] + b[0], a[1] + b[1], a[2] + b[2]
    return [(0.0, 0.0), *((x / n, y / n) for x, y, n in merged), (1.0, 1.0)]


def apply(knots: list[tuple[float, float]], p: float) -> float:
    for (x0, y0), (x1, y1) in zip(knots, knots[1:], strict=False):
        if x0 <= p <= x1:
            return y0 if x1 == x0 else y0 + (y1 - y0) * (p - x0) / (x1 - x0)
    return p


def main() -> None:
    fit_data = pickle.loads(Path(sys.argv[1]).read_bytes())
    check = pickle.loads(Path(sys.argv[2]).read_bytes())
    print(
        f"fit: {fit_data['rounds']} rounds from seed {fit_data.get('first', 0)}; "
        f"check: {check['rounds']} rounds from seed {check.get('first', 0)}"
    )
    fitted, checked = regimes(fit_data), regimes(check)
    for name, (natural, over) in fitted.items():
        knots = fit(natural + over)
        shown = ", ".join(f"{x * 100:.1f}→{y * 100:.1f}" for x, y in knots[1:-1])
        print(f"\n=== {name}: map knots (predicted→calibrated) {shown}")
        nat, ovr = checked[name]
        for label, rows in (("check, raw", nat), ("check, mapped", nat)):
            if label.endswith("mapped"):
                rows = [(apply(knots, r[0]), *r[1:]) for r in rows]
            show(name, label, rows)
        if ovr:
            for label in ("check oversampled, raw", "check oversampled, mapped"):
                rows = ovr
                if label.endswith("mapped"):
                    rows = [(apply(knots, r[0]), *r[1:]) for r in ovr]
                    rows = [r for r in rows if r[0] >= 0.3]
                show(name, label, rows, ece=False)


if __name__ == "__main__":
    main()
