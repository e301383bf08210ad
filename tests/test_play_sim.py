"""Property tests of the practice table: seeded bot-versus-bot rounds under every preset and
the other switches (jokers, 2–5 players, the 6–7 player drop-outs, claims, knock tables):
every move is one of ``legal_actions()``, the deck is conserved after every move, every
round ends, its record settles, and the result is zero-sum. Every ending occurs.

``PLAY_SIM_ROUNDS`` sets the rounds per configuration (default 100: 800 rounds, plus the
scanned deals); ``bench/sim_play.py`` plays thousands and prints the ending counts."""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path

import pytest
from play_sim import CONFIGS, NAMES, ending_key, play_checked

from tutor import ENDINGS, Rules, blast, four_sevens
from tutor.play import Bot, deal, play_out

ROUNDS = int(os.environ.get("PLAY_SIM_ROUNDS", "100"))
COUNTS: dict[str, Counter[str]] = {}


@pytest.mark.parametrize("label", list(CONFIGS))
def test_bot_rounds_are_legal_conserve_the_deck_and_settle_to_zero(label: str) -> None:
    rules, players = CONFIGS[label]
    counts: Counter[str] = Counter()
    for seed in range(ROUNDS):
        n = players[seed % len(players)]
        mix = "mixed" if seed % 3 else "careful" if seed % 2 else "beginner"
        r, s = play_checked(rules, n, seed, mix)
        counts[ending_key(r)] += 1
        counts["claims"] += sum(1 for e in r.log if e.kind == "claim-won")
        counts["drop-outs"] += sum(1 for e in r.log if e.kind in ("drop-out", "forced-out"))
        if r.outcome.ending == "going-out" and r.outcome.perfect:
            assert s.perfect
    COUNTS[label] = counts
    if ROUNDS >= 50:  # enough rounds for the common endings to show up
        assert counts["knock"] and counts["going-out"] + counts["perfect"], counts
    if rules.claim != "none":
        assert counts["claims"], "no discard was ever claimed"
    if rules.six_seven_players:
        assert counts["drop-outs"]
    out = Path(__file__).parent / "artifacts"
    out.mkdir(exist_ok=True)
    report = out / "play_endings.json"
    old = json.loads(report.read_text()) if report.exists() else {}
    old[label] = {"rounds": ROUNDS, **counts}
    report.write_text(json.dumps(old, indent=1, sort_keys=True))


# Seeds whose deal gives some player a Blast or all four sevens, found by scanning deals;
# the test checks the deal and then lets the bots play it out.
BLAST_SEEDS = {
    "pagat": [3499, 17308, 26654],
    "s1-short": [1110, 3499, 12292],
    "s2-casual": [3499, 17308, 26654],
}
SEVENS_SEEDS = [183, 851, 7604]


@pytest.mark.parametrize("preset", list(BLAST_SEEDS))
def test_every_ending_occurs_blast_and_four_sevens_from_scanned_deals(preset: str) -> None:
    rules, players = CONFIGS[preset]
    seen = Counter()
    for seed, want in [(s, "blast") for s in BLAST_SEEDS[preset]] + [
        (s, "four-sevens") for s in SEVENS_SEEDS
    ]:
        n = players[seed % len(players)]
        r = deal(rules, NAMES[:n], seed)
        test = blast if want == "blast" else four_sevens
        assert any(test(h, rules).allowed for h in r.hands.values())
        end, s = play_checked(rules, n, seed, "beginner")
        seen[ending_key(end)] += 1
        assert sum(s.net.values()) == 0
    assert seen["blast"] >= 2 and seen["four-sevens"] >= 2, seen


def test_bots_are_deterministic_for_a_seed() -> None:
    rules = Rules.preset("s2-casual")
    names = ["Ann", "Bo", "Cy", "Di"]

    def play(seed: int):
        r = deal(rules, names, 77)
        return play_out(r, {n: Bot("careful", seed) for n in names}).moves

    assert play(3) == play(3)


def test_all_five_endings_are_named() -> None:
    assert set(ENDINGS) == {"blast", "knock", "going-out", "four-sevens", "stock"}
