"""Practice-table benchmarks: bot moves, the learner's click, and whole bot rounds.

Run: .venv/bin/python bench/bench_play.py [--rounds 1000]

Targets (issue 12): a beginner bot's move < 5 ms median, a careful bot's < 100 ms
including its risk sampling, a learner's click to the updated table < 200 ms server
time, and 1,000 bot-versus-bot rounds of 4 players in under 60 s on one core.

Bot moves are timed on fresh positions (nothing cached on the round) taken from seeded
rounds. The click is timed twice: the engine's part (the learner's move and the bots'
replies until the learner is to move again) and a whole AppTest run of the page after a
button click (the script run, an upper bound of the fragment's server time).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor import Rules
from tutor.play import Bot, deal, hand_melds, play_out

PAGAT = Rules.preset("pagat")
NAMES = ["Ann", "Bo", "Cy", "Di"]


def positions(level: str, rounds: int) -> list:
    """Fresh rounds (nothing computed on them yet) from seeded games of ``level`` bots."""
    out = []
    for seed in range(rounds):
        r = deal(PAGAT, NAMES, seed)
        bots = {n: Bot(level, seed) for n in NAMES}
        end = play_out(r, bots)
        r = deal(PAGAT, NAMES, seed)
        for a in end.moves:
            out.append(replace(r))  # a copy: nothing computed on it yet
            r = r.apply(a)
    return out


def cold() -> None:
    """Forget what the practice table remembers about hands (it would have seen these
    very positions while collecting them); per-card tables stay, as in real play."""
    for f in (hand_melds.melds_in_hand, hand_melds.fewest_open, hand_melds.meld_of):
        f.cache_clear()


def bot_moves(level: str, rounds: int) -> tuple[float, float, float, int]:
    """Median and 95th percentile of every move, and the median of real decisions (more
    than one legal move), in milliseconds."""
    states = positions(level, rounds)
    bot = Bot(level, 1)
    times, decisions = [], []
    for r in states:
        cold()
        t = time.perf_counter()
        bot.choose(r)
        ms = (time.perf_counter() - t) * 1000
        times.append(ms)
        if len(r.legal_actions()) > 1:
            decisions.append(ms)
    times.sort()
    return (
        statistics.median(times),
        times[int(len(times) * 0.95)],
        statistics.median(decisions),
        len(times),
    )


def engine_click(rounds: int) -> float:
    """The learner's move plus the bots' replies, as the page's button callback does."""
    times = []
    for seed in range(5000, 5000 + rounds):  # seeds not seen before in this run
        r = deal(PAGAT, NAMES, seed)
        bots = {n: Bot("beginner", seed) for n in NAMES}
        while not r.over:
            if r.to_move == "Ann":
                t = time.perf_counter()
                r = r.apply(bots["Ann"].choose(r))
                while not r.over and r.to_move != "Ann":
                    r = r.apply(bots[r.to_move].choose(r))
                times.append((time.perf_counter() - t) * 1000)
            else:
                r = r.apply(bots[r.to_move].choose(r))
    return statistics.median(times)


def page_click(clicks: int) -> tuple[float, float]:
    """AppTest: clicks on the page's move buttons (a new round when one ends). Returns the
    median server time of the click (the move with the bots' replies, then the table
    fragment drawn again, as the page measures them) and of the whole AppTest run."""
    from streamlit.testing.v1 import AppTest

    app = str(Path(__file__).resolve().parents[1] / "streamlit_app.py")
    at = AppTest.from_file(app, default_timeout=60).run()
    at.switch_page("tutor/app/pages/play.py").run()
    at.number_input(key="play_seed_in").set_value(42)
    at.button(key="play_deal").click().run()
    times: list[float] = []
    whole: list[float] = []
    while len(times) < clicks:
        if at.session_state["play_game"]["round"].over:
            at.button(key="play_again").click().run()
            continue
        keys = [b.key for b in at.button if b.key and b.key.startswith("play_do_")]
        if not keys:
            hand = at.pills(key="play_hand")
            hand.set_value([len(hand.options) - 1]).run()
            keys = [b.key for b in at.button if b.key and b.key.startswith("play_card_")]
        t = time.perf_counter()
        at.button(key=keys[0]).click().run()
        whole.append((time.perf_counter() - t) * 1000)
        assert not at.exception
        timing = at.session_state["play_timing"]
        times.append(timing["move"] + timing["table"])
    return statistics.median(times), statistics.median(whole)


def many_rounds(n: int, level: str) -> float:
    t = time.perf_counter()
    for seed in range(n):
        r = deal(PAGAT, NAMES, seed)
        play_out(r, {name: Bot(level, seed) for name in NAMES})
    return time.perf_counter() - t


def strength(rounds: int) -> tuple[int, int]:
    """Net stakes won by two careful bots against two beginners (seats alternate)."""
    from tutor import settle

    net = {"careful": 0, "beginner": 0}
    for seed in range(rounds):
        levels = {n: "careful" if (i + seed) % 2 == 0 else "beginner" for i, n in enumerate(NAMES)}
        bots = {n: Bot(levels[n], seed * 10 + i) for i, n in enumerate(NAMES)}
        s = settle(play_out(deal(PAGAT, NAMES, seed), bots).record())
        for n, v in s.net.items():
            net[levels[n]] += v
    return net["careful"], net["beginner"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=1000)
    parser.add_argument("--no-app", action="store_true", help="skip the AppTest click timing")
    args = parser.parse_args()
    for level, rounds, target in (("beginner", 40, 5), ("careful", 25, 100)):
        med, p95, dec, n = bot_moves(level, rounds)
        print(
            f"{level} bot move: median {med:.2f} ms (decisions only {dec:.2f} ms), 95th "
            f"{p95:.2f} ms over {n} positions (target < {target} ms median)"
        )
    print(
        f"learner click, engine part (move + bots' replies): median "
        f"{engine_click(30):.1f} ms (target < 200 ms)"
    )
    if not args.no_app:
        server, whole = page_click(25)
        print(
            f"learner click to updated table (move + bots + table fragment): median "
            f"{server:.0f} ms (target < 200 ms); whole AppTest run {whole:.0f} ms"
        )
    secs = many_rounds(args.rounds, "beginner")
    print(f"{args.rounds} beginner bot rounds of 4 players: {secs:.1f} s (target < 60 s)")
    secs = many_rounds(max(args.rounds // 10, 1), "careful")
    print(f"{max(args.rounds // 10, 1)} careful bot rounds of 4 players: {secs:.1f} s")
    careful, beginner = strength(200)
    print(
        f"200 rounds, two careful bots against two beginners: careful {careful:+d} stakes, "
        f"beginner {beginner:+d}"
    )


if __name__ == "__main__":
    main()
