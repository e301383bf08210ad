"""Lesson benchmarks: the engine's answer to every lesson step (a compare step's columns, or
a graded step solved and the stored answer graded), under the pagat preset in force, with
the median and the slowest step against the target: a step answers in < 150 ms.

Run: .venv/bin/python bench/bench_lessons.py

This is the timing that tests/test_lessons.py used to assert; the test now checks only that
each step answers (timings live in bench/).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import tutor.engine.ledger  # noqa: F401  (imported up front so step timings exclude it)
from tutor.engine.rules import Rules
from tutor.teach import lessons as L

TARGET_MS = 150.0
# The machine may be shared: each step is timed in a few rounds and its least disturbed
# round (the lowest time) counts.
ROUNDS = 3


def answer(step: object, rules: Rules) -> None:
    """What a page does when a learner reaches the step."""
    if isinstance(step, L.CompareStep):
        L.compare(step)
    elif L.is_graded(step):
        L.solve(step, L.rules_for(step, rules))
        L.grade(step, step.answer, rules)


def step_ms(step: object, rules: Rules) -> float:
    times = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        answer(step, rules)
        times.append(time.perf_counter() - start)
    return min(times) * 1000


def main() -> int:
    rules = Rules.preset("pagat")
    rows = [
        (f"{les.id}:{les.step_name(i)}:{step.type}", step_ms(step, rules))
        for les in L.load_lessons()
        for i, step in enumerate(les.steps)
        if isinstance(step, L.CompareStep) or L.is_graded(step)
    ]
    times = [ms for _, ms in rows]
    slowest = sorted(rows, key=lambda r: -r[1])[:5]
    print(f"Python {sys.version.split()[0]}, {len(rows)} lesson steps, best of {ROUNDS} rounds")
    print(f"median {statistics.median(times):.3f} ms, slowest {slowest[0][1]:.3f} ms")
    for name, ms in slowest:
        print(f"  {name:<50} {ms:8.3f} ms")
    over = [name for name, ms in rows if ms >= TARGET_MS]
    print(f"target < {TARGET_MS:g} ms a step: {'ok' if not over else 'MISSED by ' + str(over)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
