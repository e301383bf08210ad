"""Benchmark the progress store: median time to record an answer and to list due rule tags.

Run with ``python bench/bench_progress.py``. Target: record_answer median under 5 ms.
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.store.progress import ProgressStore

ANSWERS = 300
QUERIES = 100
TARGET_MS = 5.0
TAGS = ["§1", "§2", "§3", "§4", "§5.1", "§5.2", "§6", "§7", "§8", "§9"]


def median_ms(samples: list[float]) -> float:
    """Median of durations in seconds, as milliseconds."""
    return statistics.median(samples) * 1000


def main() -> int:
    """Time record_answer and due_rule_tags on a fresh WAL database; 1 if over target."""
    rng = random.Random(1)
    start = datetime(2025, 1, 1, tzinfo=UTC)
    with tempfile.TemporaryDirectory() as folder:
        store = ProgressStore(Path(folder) / "bench.db")
        store.add_learner("Bench")
        record: list[float] = []
        for i in range(ANSWERS):
            tags = rng.sample(TAGS, rng.randint(1, 3))
            at = start + timedelta(minutes=i)
            t0 = time.perf_counter()
            store.record_answer("Bench", "meld", tags, i, rng.random() < 0.7, 3.0, at)
            record.append(time.perf_counter() - t0)
        due: list[float] = []
        now = start + timedelta(days=2)
        for _ in range(QUERIES):
            t0 = time.perf_counter()
            store.due_rule_tags("Bench", now=now)
            due.append(time.perf_counter() - t0)

    record_ms = median_ms(record)
    print(
        f"record_answer median: {record_ms:.2f} ms over {ANSWERS} answers (target < {TARGET_MS} ms)"
    )
    print(f"record_answer p95: {sorted(record)[int(0.95 * ANSWERS)] * 1000:.2f} ms")
    print(f"due_rule_tags median: {median_ms(due):.2f} ms over {QUERIES} calls")
    return 0 if record_ms < TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
