"""Quiz benchmarks: generating a question of each kind, and grading it, with medians against
the targets.

Run: .venv/bin/python bench/bench_quiz.py

Seeds run from a fixed start, so runs are comparable. Each question is graded twice: with
the stored answer and with a wrong one.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor import Rules
from tutor.teach.quiz import QUESTION_KINDS, Question, generate, grade

SEED = 20240601
COUNT = 300
TARGETS_MS = {"generate": 5.0, "grade": 1.0, "tag": 50.0}
PRESETS = ("pagat", "s1-short", "s2-casual")
# The machine may be shared: each figure is measured in a few rounds and the least
# disturbed round (the lowest median) is reported.
ROUNDS = 3


def median_ms(calls: list[Callable[[], object]], rounds: int = ROUNDS) -> float:
    """Median wall time of one call, in milliseconds (best round)."""
    medians = []
    for _ in range(rounds):
        times = []
        for fn in calls:
            start = time.perf_counter()
            fn()
            times.append(time.perf_counter() - start)
        medians.append(statistics.median(times))
    return min(medians) * 1000


def wrong(q: Question) -> object:
    if q.answer_form == "choice":
        return next(c for c in q.choices if c != q.answer)
    if q.answer_form == "number":
        return int(q.answer) + 1  # type: ignore[arg-type]
    if q.answer_form == "multi":
        return []
    return [str(c) for c in q.cards]


def verdict(ms: float, key: str) -> str:
    target = TARGETS_MS[key]
    return f"target < {target:g} ms: {'ok' if ms < target else 'MISSED'}"


def main() -> int:
    print(f"Python {sys.version.split()[0]}, {COUNT} seeds from {SEED}, best of {ROUNDS} rounds")
    for preset in PRESETS:
        rules = Rules.preset(preset)
        print(f"\nrules: {preset}")
        for kind in QUESTION_KINDS:
            seeds = range(SEED, SEED + COUNT)
            gen = median_ms([lambda s=s, k=kind, r=rules: generate(s, r, kind=k) for s in seeds])
            questions = [generate(s, rules, kind=kind) for s in seeds]
            marks = [lambda q=q: grade(q, q.answer) for q in questions]
            marks += [lambda q=q: grade(q, wrong(q)) for q in questions]
            mark = median_ms(marks)
            print(
                f"  {kind:<15} generate median {gen:6.3f} ms ({verdict(gen, 'generate')}); "
                f"grade median {mark:6.3f} ms ({verdict(mark, 'grade')})"
            )
    rules = Rules.preset("pagat")
    tags = ("§5.2", "§5.4", "§6.3", "switch:ace", "switch:tie", "switch:meld_at_stock_end")
    for tag in tags:
        ms = median_ms([lambda s=s, t=tag: generate(s, rules, tag=t) for s in range(100)], 1)
        print(f"generate with tag {tag!r} (pagat): median {ms:.3f} ms — {verdict(ms, 'tag')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
