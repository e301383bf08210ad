"""Property tests of the practice table: seeded bot-versus-bot rounds under every preset and
the other switches (jokers, 2–5 players, the 6–7 player drop-outs, claims, knock tables):
every move is one of ``legal_actions()``, the deck is conserved after every move, every
round ends, its record settles, and the result is zero-sum. Every ending occurs: a knock,
a going out and the end of the stock under every configuration, a Blast and Four sevens
under every preset (from deals scanned for them: random deals rarely hold one).

``PLAY_SIM_ROUNDS`` sets the rounds per configuration (default 30 in the "ci" profile, 15
in "dev", 300 in "nightly": tests/budget.py; 270 rounds in "ci", plus the pinned deals). The
careful bot's risk estimates make a round cost about 0.1 s of CPU, so the "ci" count is what
keeps this file to a few seconds a configuration; the referee's thousands of rounds are
``bench/tools/sim_play.py``'s job.
The counts per ending and configuration are written to ``tests/artifacts/play_endings.json``;
``bench/tools/sim_play.py`` plays thousands and prints them as a table."""

from __future__ import annotations

import os

import pytest
from artifact import merge_json
from budget import examples
from play_sim import (
    CONFIGS,
    ENDING_KEYS,
    NAMES,
    PRESETS,
    ending_key,
    play_checked,
    simulate,
)

from tutor import ENDINGS, Rules, blast, four_sevens
from tutor.play import Bot, deal, play_out

ROUNDS = int(os.environ.get("PLAY_SIM_ROUNDS", examples(30)))


def report(label: str, **data: object) -> None:
    """Merge ``data`` into the configuration's entry of the endings report."""
    merge_json("play_endings.json", label, data)


def test_every_preset_is_simulated() -> None:
    from tutor.engine.rules import PRESETS as RULE_PRESETS

    assert set(PRESETS) == set(RULE_PRESETS)
    for name in PRESETS:
        assert CONFIGS[name][0] == Rules.preset(name)


@pytest.mark.parametrize("label", list(CONFIGS))
def test_bot_rounds_are_legal_conserve_the_deck_and_settle_to_zero(label: str) -> None:
    rules, _ = CONFIGS[label]
    counts = simulate(label, ROUNDS)  # asserts legality, the deck and zero sums move by move
    report(label, rounds=ROUNDS, **{k: counts[k] for k in (*ENDING_KEYS, "claims", "drop-outs")})
    if ROUNDS >= 30:  # enough rounds for the common endings to show up
        assert counts["knock"] and counts["going-out"] + counts["perfect"], counts
    if rules.claim != "none":
        assert counts["claims"], "no discard was ever claimed"
    if rules.six_seven_players:
        assert counts["drop-outs"]


# The first seed (and table size) whose round, played by careful bots at the largest table,
# runs out of stock: whether a round gets there depends on the bots' play, so the seeds are
# found by playing (bench/tools/sim_play.py --stock-seeds prints them; found again when the
# bots change).
STOCK_SEEDS = {
    "pagat": (0, 5), "s1-short": (0, 5), "s2-casual": (0, 5), "bga": (0, 5),
    "jokers": (6, 5), "joker-14x3": (7, 4), "tame": (9, 5), "six-seven": (5, 7),
    "table-knock": (0, 5),
}  # fmt: skip


def test_every_configuration_has_a_stock_seed() -> None:
    assert set(STOCK_SEEDS) == set(CONFIGS)


@pytest.mark.parametrize("label", list(CONFIGS))
def test_the_stock_runs_out_under_every_configuration(label: str) -> None:
    seed, n = STOCK_SEEDS[label]
    rules, _ = CONFIGS[label]
    end, s = play_checked(rules, n, seed, "careful")  # every move checked
    assert end.outcome.ending == "stock" and end.stock_count == 0
    assert s.ending == "stock" and sum(s.net.values()) == 0
    report(label, stock_seed=seed, stock_players=n)


# Seeds whose deal gives some player a Blast or all four sevens, found by scanning deals
# (bench/tools/sim_play.py); the test checks the deal and then lets beginner bots play it out.
BLAST_SEEDS = {
    "pagat": [3499, 17308, 26654],
    "s1-short": [1110, 3499, 12292],
    "s2-casual": [3499, 17308, 26654],
    "bga": [1110, 3499, 12292],
}
SEVENS_SEEDS = [183, 851, 7604]


@pytest.mark.parametrize("preset", PRESETS)
def test_every_ending_occurs_blast_and_four_sevens_from_scanned_deals(preset: str) -> None:
    rules, players = CONFIGS[preset]
    seen: dict[str, int] = {"blast": 0, "four-sevens": 0}
    for seed, want in [(s, "blast") for s in BLAST_SEEDS[preset]] + [
        (s, "four-sevens") for s in SEVENS_SEEDS
    ]:
        n = players[seed % len(players)]
        r = deal(rules, NAMES[:n], seed)
        test = blast if want == "blast" else four_sevens
        assert any(test(h, rules).allowed for h in r.hands.values()), (seed, want)
        end, s = play_checked(rules, n, seed, "beginner")
        seen[want] += ending_key(end) == want
        assert sum(s.net.values()) == 0
    report(preset, forced_blast=seen["blast"], forced_four_sevens=seen["four-sevens"])
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
