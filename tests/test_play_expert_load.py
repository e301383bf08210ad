"""The expert at the table has no clock (``tutor.play.bots.BUDGETS``): its search stops on a
budget of play-out moves, so the same view and seed give the same move whether the
machine is idle or busy, and a replay link replays exactly."""

from __future__ import annotations

import multiprocessing
import os

import pytest
from test_play_view_only import positions

from tutor.play import Bot


def _burn(stop) -> None:  # a busy loop until told to stop
    x = 0
    while not stop.is_set():
        x = (x * 31 + 7) % 1_000_003


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


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the burner forks processes")
def test_the_experts_moves_are_the_same_with_a_cpu_burner_running() -> None:
    idle = _searched_moves()
    assert len(idle) == 3
    ctx = multiprocessing.get_context("fork")
    stop = ctx.Event()
    burners = [ctx.Process(target=_burn, args=(stop,), daemon=True) for _ in range(3)]
    for p in burners:
        p.start()
    try:
        loaded = _searched_moves()
    finally:
        stop.set()
        for p in burners:
            p.join(5)
    assert loaded == idle
