"""Hostile input at every entry point: for each, every input of :data:`HOSTILE` (wrong
types, surrogates, huge numbers, nested ids, the slow shapes: unterminated strings of
``\\"`` pairs, 10^6 keys, 200k players, a Decimal exponent of a million) and the outcome by
exception type, with the worst time. The target: under 0.2 s for any input within an entry
point's size limit, and only the project's own errors.

Run: .venv/bin/python bench/bench_hostile.py   (exits 1 if an outcome or a time misses)
"""

from __future__ import annotations

import collections
import contextlib
import io
import json
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.app.round_model import parse_record_file
from tutor.app.state import spec_from_text
from tutor.cli import main as cli_main
from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import Card, parse_cards
from tutor.engine.endings import endings_open
from tutor.engine.inputs import quote
from tutor.engine.ledger import Game, parse_stake
from tutor.engine.melds import check_meld
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.settlement import settle
from tutor.store import game_file
from tutor.store.db import StoreUnavailable
from tutor.store.ledger_store import LedgerStore
from tutor.store.progress import ProgressStore, parse_export
from tutor.teach.examples import EXAMPLES
from tutor.words.values import quoted

TARGET_S = 0.2
PAGAT = Rules.preset("pagat")
RECORD = EXAMPLES["s0-tie"].record
MB = 1_000_000


def own(exc: BaseException) -> bool:
    """The project's own errors: coded ValueErrors of tutor's modules, and storage errors."""
    return isinstance(exc, StoreUnavailable) or (
        isinstance(exc, ValueError) and type(exc).__module__.startswith("tutor.")
    )


def deep(n: int) -> list:
    top: list = []
    for _ in range(n):
        top = [top]
    return top


def hostile() -> list[tuple[str, object]]:
    """(label, value): the same list goes to every entry point."""
    quote_pairs = '"' + '\\"' * 32_000
    return [
        ("None", None),
        ("int", 7),
        ("float nan", float("nan")),
        ("list", ["7h"]),
        ("dict", {"a": 1}),
        ("bytes", b"7h 8h"),
        ("empty", ""),
        ("spaces", "   "),
        ("surrogate", "\ud800"),
        ("surrogate name", "A\udfffB"),
        ("nul", "a\x00b"),
        ("rtl/zero width", "\u202e\u200b7h"),
        ("10**400 int", 10**400),
        ("4301 digits", "9" * 4_301),
        ("1E+999999", "1E+999999"),
        ("-1E+999999", "-1e999999"),
        ("nested id", deep(5_000)),
        ("deep text", "[" * 100_000),
        ('64 KB of \\" pairs', quote_pairs),
        ('5 MB of \\" pairs', '"' + '\\"' * 2_500_000),
        ("5 MB of [", "[" * 5 * MB),
        ("5 MB of [],", "[" + "[]," * 1_600_000 + "[]]"),
        ("5 MB dict", "{" + ",".join(f'"{i}":0' for i in range(500_000)) + "}"),
        ("1 MB spaces", " " * MB),
        ("1 MB cards", "7h " * 330_000),
        ("10^6 keys", {str(i): 0 for i in range(1_000_000)}),
        (
            "200k players",
            {**RECORD, "players": [{"name": f"P{i}", "hand": "7h"} for i in range(200_000)]},
        ),
        (
            "200k players text",
            json.dumps(
                {**RECORD, "players": [{"name": f"P{i}", "hand": "7h"} for i in range(200_000)]}
            ),
        ),
    ]


def main() -> int:
    tmp = Path(tempfile.mkdtemp())
    progress = ProgressStore(tmp / "p.db")
    games = LedgerStore(tmp / "p.db")
    game = games.create_game(Game.new(players=["Ann", "Bo", "Cy"], first_dealer="Ann"))
    progress.record_answer("Ann", "quiz", ["§3"], 1, True, 1.0)

    def cli(*argv: object) -> int:
        """The command line as a shell runs it: every argument is text."""
        out, err = io.StringIO(), io.StringIO()
        args = [a if isinstance(a, str) else quoted(quote(a)) for a in argv]
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli_main(args)
        if code not in (0, 1, 2) or err.getvalue().count("\n") > 1 or len(err.getvalue()) > 300:
            raise AssertionError(f"cli exit {code}: {err.getvalue()[:200]!r}")
        return code

    def as_file(value: object) -> str:
        path = tmp / "in.json"
        if isinstance(value, bytes):
            data = value
        elif isinstance(value, str):
            data = value.encode("utf-8", "replace")
        else:
            data = quoted(quote(value)).encode()

        path.write_bytes(data)
        return str(path)

    entry: dict[str, Callable[[object], object]] = {
        "settle": settle,
        "RoundRecord.load": RoundRecord.load,
        "payout upload": lambda v: parse_record_file(v.encode("utf-8", "replace")
                                                     if isinstance(v, str) else v),
        "rules link": lambda v: Rules.from_spec(spec_from_text(v)),
        "Rules.from_spec": Rules.from_spec,
        "game import": game_file.import_json,
        "LedgerStore.import_json": lambda v: games.import_json(v, as_copy=True),
        "progress import": lambda v: progress.import_json(v, as_name="Imp", overwrite=True),
        "parse_export": parse_export,
        "Card.parse": Card.parse,
        "parse_cards": parse_cards,
        "check_meld": lambda v: check_meld(v, PAGAT),
        "best_arrangement": lambda v: best_arrangement(v, PAGAT),
        "endings_open": lambda v: endings_open(v, PAGAT, players=4),
        "check_meld (rules)": lambda v: check_meld("7h 8h 9h", v),
        "endings_open (players)": lambda v: endings_open("7h 8h", PAGAT, players=v),
        "parse_stake": parse_stake,
        "Game.load": Game.load,
        "load_game": games.load_game,
        "add_learner": progress.add_learner,
        "record_answer (name)": lambda v: progress.record_answer(v, "quiz", ["§3"], 1, True, 1.0),
        "record_answer (time)": lambda v: progress.record_answer("Ann", "quiz", ["§3"], 1, True, v),
        "record_answer (tags)": lambda v: progress.record_answer("Ann", "quiz", v, 1, True, 1.0),
        "add_round": lambda v: games.add_round(game.id, v),
        "cli settle": lambda v: cli("settle", as_file(v)),
        "cli meld": lambda v: cli("meld", v),
        "cli quiz --seed": lambda v: cli("quiz", "--seed", v, "--answer", "x"),
        "cli endings --players": lambda v: cli("endings", "7h 8h", "--players", v),
    }  # fmt: skip
    failed = False
    print(f"{'entry point':26} {'inputs':>6} {'worst s':>8}  outcomes")
    for name, call in entry.items():
        outcomes: collections.Counter[str] = collections.Counter()
        worst, worst_label = 0.0, ""
        for label, value in hostile():
            start = time.perf_counter()
            try:
                call(value)
                outcome = "returned"
            except BaseException as exc:
                outcome = type(exc).__name__
                if not own(exc):
                    outcome += "!"
                    failed = True
                    if outcome not in outcomes:
                        print(f"  {name}: {label}: {outcome} {str(exc)[:100]}", flush=True)
            took = time.perf_counter() - start
            if took > worst:
                worst, worst_label = took, label
            outcomes[outcome] += 1
        slow = worst > TARGET_S
        failed |= slow
        said = ", ".join(f"{k} {v}" for k, v in outcomes.most_common())
        print(
            f"{name:26} {sum(outcomes.values()):>6} {worst:>8.3f}{'!' if slow else ' '} "
            f"{said} (slowest: {worst_label})",
            flush=True,
        )
    failed |= largest_valid(tmp)
    return 1 if failed else 0


def largest_valid(tmp: Path) -> bool:
    """The largest valid input each file entry point takes (a game of 500 rounds of 5
    players, a progress file just under the value limit): medians of 3 runs."""
    from datetime import UTC, datetime, timedelta

    from tutor.engine.inputs import MAX_ITEMS
    from tutor.engine.ledger import MAX_ROUNDS, replace_rounds

    rules = {"preset": "pagat"}
    names = [f"Player {i}" for i in range(5)]
    game = Game.new(players=names, first_dealer=names[0], rules=rules)
    hands = ["Ac", "2c 3c", "Kh", "4d 5d", "Qs"]
    record = {
        "ending": "stock",
        "players": [
            {"name": n, "hand": h, "melded": True} for n, h in zip(names, hands, strict=True)
        ],
    }
    game = replace_rounds(game, [record] * MAX_ROUNDS)
    game_text = game_file.export_json(game)
    store = ProgressStore(tmp / "big.db")
    answers = MAX_ITEMS // 10  # an answer counts 9: its commas, braces and brackets
    start = datetime(2025, 1, 1, tzinfo=UTC)
    progress_text = json.dumps(
        {
            "format": "hoola-tutor-progress",
            "version": 1,
            "learner": "Big",
            "answers": [
                {
                    "question_kind": "quiz",
                    "rule_tags": ["§3", "§5.2"],
                    "seed": i,
                    "correct": i % 2 == 0,
                    "time_taken": 1.5,
                    "answered_at": (start + timedelta(minutes=i)).isoformat(),
                }
                for i in range(answers)
            ],
            "leitner": [{"rule_tag": "§3", "box": 2, "due_at": start.isoformat()}],
        }
    )
    cases = {
        f"game import, {MAX_ROUNDS} rounds of 5 ({len(game_text) // 1000} KB)": lambda: (
            game_file.import_json(game_text)),
        f"progress import, {answers:,} answers ({len(progress_text) // 1000} KB)": lambda: (
            store.import_json(progress_text, overwrite=True)),
        "settle, 5 players": lambda: settle(record | {"rules": rules}),
    }  # fmt: skip
    slow = False
    print("\nlargest valid input                                 median s")
    for label, call in cases.items():
        times = []
        for _ in range(3):
            t0 = time.perf_counter()
            call()
            times.append(time.perf_counter() - t0)
        took = sorted(times)[1]
        slow |= took > TARGET_S
        print(f"{label:52} {took:8.3f}{'!' if took > TARGET_S else ''}", flush=True)
    return slow


if __name__ == "__main__":
    sys.exit(main())
