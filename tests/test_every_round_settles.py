"""Every finished practice round settles (rule book 1.5, 5.1–5.5): the engine's check of a
round record and the practice table agree on when each ending can happen.

Rounds are dealt from seeds, then arranged (``tests/arranged_rounds.py``) so that one player
can end the round with a Blast, Four sevens at the start of a turn, Four sevens straight
after drawing the fourth seven, a knock or going out (a Perfect when it is one), in the
first lap of turns or later; besides those, rounds played to the end of the stock and rounds
of random legal moves. Each finished round's record is settled and must come out zero-sum
with the round's own ending and winner.

Size: ``SEEDS`` seeds for each configuration, scenario and lap, tied to the Hypothesis
profile (60 examples: 10 seeds, so 5 configurations × 7 scenarios × 2 laps × 10 = 700
rounds, a few seconds). ``bench/tools/settle_rounds.py`` plays the same with thousands.
"""

from __future__ import annotations

from collections import Counter

import pytest
from arranged_rounds import CONFIGS, LAPS, SCENARIOS, play_arranged
from hypothesis import settings

from tutor import RecordError, Rules, settle
from tutor.play import Bot, deal

SEEDS = max(1, settings.default.max_examples // 6)


def play_config(config: str, seeds: int) -> Counter[tuple[str, str, str]]:
    """Every scenario and lap for ``seeds`` seeds: how often each ending came, by scenario
    and lap (``played`` counts every round that was played, arranged or not)."""
    seen: Counter[tuple[str, str, str]] = Counter()
    for scenario in SCENARIOS:
        for lap in LAPS:
            for seed in range(seeds):
                played = play_arranged(config, scenario, lap, seed)  # settles and checks it
                seen["played", "", ""] += 1
                if played is not None:
                    seen[scenario, lap, played.ending] += 1
    return seen


@pytest.mark.parametrize("config", list(CONFIGS))
def test_every_arranged_and_played_round_settles(config: str) -> None:
    seen = play_config(config, SEEDS)
    assert seen["played", "", ""] == len(SCENARIOS) * len(LAPS) * SEEDS
    rules = CONFIGS[config]
    for lap in LAPS:
        assert seen["blast", lap, "blast"], (lap, seen)
        assert seen["four-sevens-start", lap, "four-sevens"], (lap, seen)
        assert seen["four-sevens-draw", lap, "four-sevens"], (lap, seen)
        assert seen["going-out", lap, "perfect"] + seen["going-out", lap, "going-out"]
        if rules.knock_needs != "knocker-and-other":  # the arranged knocker never melds
            assert seen["knock", lap, "knock"], (lap, seen)
    assert seen["stock", "later", "stock"] + seen["stock", "first", "stock"]
    assert seen["going-out", "first", "perfect"]


def test_the_reported_round_four_sevens_after_drawing_in_the_first_lap_settles() -> None:
    # The round of the report: the dealer draws the fourth seven on the first turn and
    # shows Four sevens at once; the players after the dealer have not had a turn.
    r = deal(Rules.preset("pagat"), ["You", "A", "B", "C"], 665)
    bot = Bot("beginner", 1)
    while not any(a.kind == "four-sevens" for a in r.legal_actions()):
        r = r.apply(bot.choose(r))
    assert r.phase == "play" and r.to_move == r.dealer == "You"
    r = r.apply(next(a for a in r.legal_actions() if a.kind == "four-sevens"))
    rec = r.record()
    assert [p.had_turn for p in rec.players] == [True, False, False, False]
    s = settle(rec)
    assert s.winner == "You" and s.ending == "four-sevens" and sum(s.net.values()) == 0


def _four_sevens(had_turn: list[bool], hand_sizes: tuple[int, ...] = (8, 7, 7, 7)) -> dict:
    hands = ["7c 7d 7h 7s 2c 3d 9h Kc", "Ac 2d 4h 5s 9c Jd Qh", "3c 4d 6h 8s 10c Jh Qs",
             "Ad 3h 4s 5c 6d 8h Ks"]  # fmt: skip
    return {
        "rules": "pagat",
        "ending": "four-sevens",
        "winner": "Ann",
        "players": [
            {"name": n, "hand": " ".join(h.split()[:size]), "melded": False, "had_turn": t}
            for n, h, size, t in zip(
                ("Ann", "Bo", "Cy", "Di"), hands, hand_sizes, had_turn, strict=True
            )
        ],
    }


def test_four_sevens_mid_turn_needs_the_winner_to_be_the_last_who_had_a_turn() -> None:
    assert settle(_four_sevens([True, False, False, False])).winner == "Ann"  # drew the 4th
    assert settle(_four_sevens([False, False, False, False], (7, 7, 7, 7))).winner == "Ann"
    assert settle(_four_sevens([True, True, True, True])).winner == "Ann"  # a later lap
    # Play goes Ann, Di, Cy, Bo (counter-clockwise): Di played after Ann, but Cy never did.
    with pytest.raises(RecordError) as info:
        settle(_four_sevens([True, False, False, True]))
    assert info.value.code == "second-turn-early"
