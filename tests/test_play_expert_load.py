"""The expert at the table has no clock (``tutor.play.bots.BUDGETS``): its search stops on a
budget of play-out moves, so the same view and seed give the same move whether the
machine is idle or busy, and a replay link replays exactly.

A busy machine is a clock that runs fast against the work done: the moves are the same when
every clock of :mod:`time` jumps ten seconds at each reading, and no module of the table
reads a clock at all (so no deadline can be hidden in an import of its own)."""

from __future__ import annotations

import ast
import time
from pathlib import Path

import pytest
from test_play_view_only import positions

import tutor.play
from tutor.play import Bot

CLOCKS = ("time", "monotonic", "perf_counter", "process_time", "thread_time")


def _searched_moves() -> list:
    """The table's expert (its product settings) on the first positions where its search
    leaves its plain move: a search cut short by a clock would fall back to the plain one."""
    expert = Bot("expert", 9)
    moves = []
    for r in positions(40):
        view = r.view(r.to_move)
        if len(expert.candidates(view)) > 1:
            move = expert.decide(view)
            if move != expert.plain(view):
                moves.append((len(r.moves), move))
        if len(moves) == 3:
            break
    return moves


def test_the_experts_moves_are_the_same_when_every_clock_races(monkeypatch) -> None:
    idle = _searched_moves()
    assert len(idle) == 3
    readings = []

    def racing(name: str):
        real = getattr(time, name)

        def read() -> float:
            readings.append(name)
            return real() + 10.0 * len(readings)

        return read

    def in_ns(read):
        return lambda: int(read() * 1e9)

    for name in CLOCKS:
        monkeypatch.setattr(time, name, racing(name))
        monkeypatch.setattr(time, f"{name}_ns", in_ns(racing(name)))
    assert _searched_moves() == idle


@pytest.mark.parametrize("module", sorted(Path(tutor.play.__file__).parent.rglob("*.py")))
def test_no_module_of_the_table_reads_a_clock(module: Path) -> None:
    tree = ast.parse(module.read_text(encoding="utf-8"))
    imported = {
        alias.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in (
            node.names if isinstance(node, ast.Import) else [ast.alias(node.module or "")]
        )
    }
    assert "time" not in imported, module.name  # (a date, as the daily puzzle's, is no clock)
