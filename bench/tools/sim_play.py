"""Bot-versus-bot simulations of the practice table: how often each ending occurs under
each preset and switch set, with every move checked as in the property tests.

Run: .venv/bin/python bench/tools/sim_play.py [--rounds 500] [--scan 30000]
     .venv/bin/python bench/tools/sim_play.py --stock-seeds  (the seeds tests/test_play_sim.py pins)

Uses the configurations of ``tests/play_sim.py`` (every preset with 2–5 players, jokers,
claims, the 6–7 player drop-outs, a knock table with other switches). Blasts and four
sevens are rare in random deals (a seven-card hand totals 14 or less, or holds all four
sevens, about once in several thousand deals), so the script also scans deals for them
under every preset; and for a configuration whose rounds never ran out of stock it plays
rounds at the largest table until one does (as the property tests do).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from play_sim import (  # noqa: E402
    CONFIGS,
    ENDING_KEYS,
    NAMES,
    PRESETS,
    ending_key,
    play_checked,
    scan_for_stock,
    simulate,
)

from tutor import blast, four_sevens  # noqa: E402
from tutor.play import deal  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=500, help="rounds per configuration")
    parser.add_argument("--scan", type=int, default=30000, help="deals scanned per preset")
    parser.add_argument(
        "--stock-seeds",
        action="store_true",
        help="print the first seed of each configuration whose round runs "
        "out of stock (tests/test_play_sim.py STOCK_SEEDS) and stop",
    )
    args = parser.parse_args()
    if args.stock_seeds:
        for label in CONFIGS:
            print(f"{label!r}: {scan_for_stock(label)},")
        return
    print(
        f"{'configuration':<12} {'rounds':>6} "
        + " ".join(f"{k:>11}" for k in ENDING_KEYS)
        + f" {'claims':>7} {'drop-outs':>9} {'s':>6}"
    )
    no_stock = []
    for label in CONFIGS:
        t = time.perf_counter()
        counts = simulate(label, args.rounds)
        secs = time.perf_counter() - t
        print(
            f"{label:<12} {args.rounds:>6} "
            + " ".join(f"{counts[k]:>11}" for k in ENDING_KEYS)
            + f" {counts['claims']:>7} {counts['drop-outs']:>9} {secs:>6.1f}"
        )
        if not counts["stock"]:
            no_stock.append(label)
    if no_stock:
        print()
        print(
            "Configurations whose rounds never ran out of stock, played by careful bots at "
            "the largest table until one did:"
        )
        for label in no_stock:
            found = scan_for_stock(label)
            print(
                f"  {label}: "
                + (f"seed {found[0]} with {found[1]} players" if found else "none in 2000 rounds")
            )
    print()
    print("Deals scanned for the rare endings, each played out by beginner bots:")
    for label in PRESETS:
        rules, players = CONFIGS[label]
        counts = Counter()
        for seed in range(args.scan):
            n = players[seed % len(players)]
            r = deal(rules, NAMES[:n], seed)
            if not any(
                blast(h, rules).allowed or four_sevens(h, rules).allowed for h in r.hands.values()
            ):
                continue
            end, _ = play_checked(rules, n, seed, "beginner")
            counts[ending_key(end)] += 1
        print(
            f"  {label}: {args.scan} deals, {sum(counts.values())} with a Blast or four "
            f"sevens dealt; played out: {dict(counts)}"
        )


if __name__ == "__main__":
    main()
