"""Engine benchmarks: best_arrangement and settle, with medians against the targets.

Run: .venv/bin/python bench/bench_engine.py

Compares the engine's exact search with a plain brute-force search (every partition of the
hand into melds checked one by one with check_meld) measured in the same run, and checks
that both find the same points. Hands come from a seeded generator, so runs are comparable.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from arrangement_brute import brute_force_points

from tutor import (
    FULL_DECK,
    Card,
    Rules,
    best_arrangement,
    format_cards,
    settle,
)

SEED = 20240601
PAGAT = Rules.preset("pagat")
JOKERS = PAGAT.model_copy(update={"jokers": 2})
JOKER = Card.joker()

TARGETS_MS = {
    "random 7": 0.1,
    "random 14": 3.0,
    "worst 14": 30.0,
    "jokers 14": 10.0,
    "settle 5": 0.3,
}


# The machine may be shared: each figure is measured in a few rounds and the least
# disturbed round (the lowest median) is reported.
ROUNDS = 5


def median_ms(fn: Callable[[], object], repeat: int, rounds: int = ROUNDS) -> float:
    """Median wall time of ``fn`` in milliseconds over ``repeat`` calls (best round)."""
    medians = []
    for _ in range(rounds):
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            fn()
            times.append(time.perf_counter() - start)
        medians.append(statistics.median(times))
    return min(medians) * 1000


def median_over(
    hands: Sequence[Sequence[Card]],
    fn: Callable[[Sequence[Card]], object],
    rounds: int = ROUNDS,
) -> float:
    """Median over the hands of one call each, in milliseconds (best round)."""
    medians = []
    for _ in range(rounds):
        times = []
        for hand in hands:
            start = time.perf_counter()
            fn(hand)
            times.append(time.perf_counter() - start)
        medians.append(statistics.median(times))
    return min(medians) * 1000


# -- hands ---------------------------------------------------------------------------------------


def random_hands(rng: random.Random, size: int, count: int, jokers: int = 0) -> list[list[Card]]:
    hands = []
    for _ in range(count):
        hand = rng.sample(FULL_DECK, size - jokers) + [JOKER] * jokers
        rng.shuffle(hand)
        hands.append(hand)
    return hands


def cards(ranks: Sequence[int], suits: str) -> list[Card]:
    return [Card(r, s) for s in suits for r in ranks]


def constructed_dense_hands() -> dict[str, list[Card]]:
    """14-card hands with many overlapping sets and runs."""
    return {
        "3-9 of hearts and spades": cards(range(3, 10), "hs"),
        "A-7 of hearts and spades": cards(range(1, 8), "hs"),
        "J-4 around the corner, two suits": cards([11, 12, 13, 1, 2, 3, 4], "hs"),
        "4-8 of three suits (-1)": cards(range(4, 9), "dhs")[:14],
        "5-8 of four suits (-2)": cards(range(5, 9), "cdhs")[:14],
        "4-7 of four suits (-2)": cards(range(4, 8), "cdhs")[:14],
        "2-6 of three suits (-1)": cards(range(2, 7), "cdh")[:14],
        "4 ranks x 3 suits + runs": cards([3, 4, 5, 6], "cdh") + [Card(7, "s"), Card(8, "s")],
        "3-9 hearts, 5-8 spades, 6-8 clubs": cards(range(3, 10), "h")
        + cards(range(5, 9), "s")
        + cards(range(6, 9), "c"),
        "9-K of three suits (-1)": cards(range(9, 14), "cds")[:14],
        "3-9 h, 3-9 s, no sevens": [c for c in cards(range(2, 11), "hs") if c.rank != 7][:14],
    }


def searched_dense_hands(rng: random.Random, count: int) -> list[list[Card]]:
    """Random 14-card hands drawn from small dense pools (few ranks, several suits)."""
    pools = [
        cards(range(3, 10), "cdhs"),
        cards(range(4, 9), "cdhs"),
        cards(range(5, 11), "cdhs"),
        cards(range(3, 11), "dhs"),
        cards([12, 13, 1, 2, 3, 4], "cdhs"),
    ]
    return [rng.sample(rng.choice(pools), 14) for _ in range(count)]


# -- settle --------------------------------------------------------------------------------------


def five_player_records() -> dict[str, dict]:
    def player(name: str, hand: str, melded: bool = True) -> dict:
        return {"name": name, "hand": hand, "melded": melded}

    knock = {
        "rules": "pagat",
        "ending": "knock",
        "knocker": "B",
        "players": [
            player("A", "2c 9d"),
            player("B", "Ac 2d"),
            player("C", "Kc Qd 9h"),
            player("D", "Kd Qh 9s"),
            player("E", "5h 6s 7c 8h 2s 4d Jc", melded=False),
        ],
    }
    stock = {
        "rules": "pagat",
        "ending": "stock",
        "players": [
            player("A", "2c 3c 4c 9d"),
            player("B", "Ac 2d"),
            player("C", "Kc Qd 9h 10h Jh"),
            player("D", "Kd Qh 9s"),
            player("E", "5h 6s 7c 8h 2s 4d Jc", melded=False),
        ],
    }
    return {"knock": knock, "end of stock, melding at the end": stock}


# -- report --------------------------------------------------------------------------------------


def verdict(ms: float, key: str) -> str:
    target = TARGETS_MS[key]
    return f"target < {target:g} ms: {'ok' if ms < target else 'MISSED'}"


def random_hand_line(size: int, hands: list[list[Card]], brute_sample: int, key: str) -> None:
    """The engine's median over all the hands, and against the brute force on the first
    ``brute_sample`` of them (both measured here, on the same hands)."""
    engine = median_over(hands, lambda h: best_arrangement(h, PAGAT))
    sample = hands[:brute_sample]
    engine_sample = median_over(sample, lambda h: best_arrangement(h, PAGAT))
    brute = median_over(sample, lambda h: brute_force_points(h, PAGAT), rounds=1)
    wrong = sum(best_arrangement(h, PAGAT).points != brute_force_points(h, PAGAT) for h in sample)
    print(
        f"best_arrangement {size} cards: median {engine:.3f} ms over {len(hands)} random hands "
        f"(brute force {brute:.2f} ms, {brute / engine_sample:.0f}x faster, on {len(sample)} of "
        f"them; {wrong} disagreements) — {verdict(engine, key)}"
    )


def main() -> int:
    rng = random.Random(SEED)
    print(f"Python {sys.version.split()[0]}, seed {SEED}, best of {ROUNDS} rounds")

    # Warm the caches (run patterns, parsed tokens) so the first hand is not charged.
    for hand in random_hands(random.Random(0), 14, 20):
        best_arrangement(hand, PAGAT)

    random_hand_line(7, random_hands(rng, 7, 2000), 300, "random 7")
    random_hand_line(14, random_hands(rng, 14, 1000), 20, "random 14")

    worst: list[tuple[float, str]] = []
    for name, hand in constructed_dense_hands().items():
        assert len(hand) == 14 and len(set(hand)) == 14, name
        worst.append((median_ms(lambda h=hand: best_arrangement(h, PAGAT), 5, 2), name))
    for hand in searched_dense_hands(rng, 300):
        worst.append(
            (median_ms(lambda h=hand: best_arrangement(h, PAGAT), 3, 1), format_cards(hand))
        )
    top = sorted(worst, reverse=True)[:3]
    # Re-measure the slowest few with more repeats before reporting the maximum.
    remeasured = []
    for _, name in top:
        hand = constructed_dense_hands().get(name)
        hand = hand if hand is not None else [Card.parse(t) for t in name.split()]
        remeasured.append((median_ms(lambda h=hand: best_arrangement(h, PAGAT), 25), name))
    slowest_ms, slowest = max(remeasured)
    print(
        f"best_arrangement worst 14-card hand: median {slowest_ms:.3f} ms ({slowest}; "
        f"max of {len(worst)} dense hands) — {verdict(slowest_ms, 'worst 14')}"
    )

    joker_hands = random_hands(rng, 14, 500, jokers=2)
    engine_j = median_over(joker_hands, lambda h: best_arrangement(h, JOKERS))
    print(
        f"best_arrangement 14 cards with two jokers: median {engine_j:.3f} ms over "
        f"{len(joker_hands)} random hands — {verdict(engine_j, 'jokers 14')}"
    )
    dense_j = [[*h[:12], JOKER, JOKER] for h in searched_dense_hands(rng, 50)]
    worst_j = max(median_ms(lambda h=h: best_arrangement(h, JOKERS), 3, 2) for h in dense_j)
    print(
        f"best_arrangement 14 cards with two jokers, slowest of {len(dense_j)} dense hands: "
        f"{worst_j:.3f} ms"
    )

    for label, rec in five_player_records().items():
        ms = median_ms(lambda r=rec: settle(r), 600)
        print(f"settle 5-player record ({label}): median {ms:.3f} ms — {verdict(ms, 'settle 5')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
