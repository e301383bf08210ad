"""Bot-versus-bot simulations of the practice table: how often each ending occurs under
each preset and switch set, with every move checked as in the property tests.

Run: .venv/bin/python bench/sim_play.py [--rounds 500]

Uses the configurations of ``tests/play_sim.py`` (every preset with 2–5 players, jokers,
claims, the 6–7 player drop-outs, a knock table with other switches). Blasts and four
sevens are rare in random deals (a seven-card hand totals 14 or less, or holds all four
sevens, about once in several thousand deals), so the script also scans deals for them.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from play_sim import CONFIGS, NAMES, ending_key, play_checked  # noqa: E402

from tutor import blast, four_sevens  # noqa: E402
from tutor.play import deal  # noqa: E402

ORDER = ("knock", "going-out", "perfect", "stock", "blast", "four-sevens")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=500, help="rounds per configuration")
    parser.add_argument("--scan", type=int, default=30000, help="deals scanned per preset")
    args = parser.parse_args()
    print(f"{'configuration':<12} {'rounds':>6} " + " ".join(f"{k:>11}" for k in ORDER)
          + f" {'claims':>7} {'drop-outs':>9} {'s':>6}")  # fmt: skip
    for label, (rules, players) in CONFIGS.items():
        t = time.perf_counter()
        counts: Counter[str] = Counter()
        for seed in range(args.rounds):
            n = players[seed % len(players)]
            mix = "mixed" if seed % 3 else "careful" if seed % 2 else "beginner"
            r, _ = play_checked(rules, n, seed, mix, check_every=True)
            counts[ending_key(r)] += 1
            counts["claims"] += sum(1 for e in r.log if e.kind == "claim-won")
            counts["drop-outs"] += sum(1 for e in r.log if e.kind in ("drop-out", "forced-out"))
        secs = time.perf_counter() - t
        print(f"{label:<12} {args.rounds:>6} " + " ".join(f"{counts[k]:>11}" for k in ORDER)
              + f" {counts['claims']:>7} {counts['drop-outs']:>9} {secs:>6.1f}")  # fmt: skip
    print()
    print("Deals scanned for the rare endings, each played out by beginner bots:")
    for label in ("pagat", "s1-short", "s2-casual"):
        rules, players = CONFIGS[label]
        counts = Counter()
        for seed in range(args.scan):
            n = players[seed % len(players)]
            r = deal(rules, NAMES[:n], seed)
            if not any(blast(h, rules).allowed or four_sevens(h, rules).allowed
                       for h in r.hands.values()):  # fmt: skip
                continue
            end, _ = play_checked(rules, n, seed, "beginner")
            counts[ending_key(end)] += 1
        print(f"  {label}: {args.scan} deals, {sum(counts.values())} with a Blast or four "
              f"sevens dealt; played out: {dict(counts)}")  # fmt: skip


if __name__ == "__main__":
    main()
