"""The cost of the file check a store runs on open (:func:`tutor.store.db.inspect_file`:
application id, schema version and ``PRAGMA integrity_check``, on a read-only connection),
against ``quick_check`` alone and the whole open, for databases of 1,000 answers up to
10,000 learners × 100 answers (1,000,000 answers, each learner with 4 Leitner boxes); and
the open of the same file damaged but readable (one page nothing uses), which reads every
table and index through before it opens the file read-only. Prints medians in
milliseconds.

Run: .venv/bin/python bench/bench_db_check.py
"""

from __future__ import annotations

import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.store.progress import ProgressStore
from tutor.store.sqlite_file import check_file

SIZES = ((1, 1_000), (1, 10_000), (1_000, 100), (10_000, 100))
"""(learners, answers each)."""


def median_ms(fn, runs: int = 9) -> float:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def pragma(path: Path, name: str) -> None:
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    conn.execute(f"PRAGMA {name}").fetchall()
    conn.close()


def fill(path: Path, learners: int, each: int) -> None:
    ProgressStore(path).close()
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    conn.executemany(
        "INSERT INTO learners (id, name, created_at) VALUES (?, ?, '2025-01-01T00:00:00+00:00')",
        [(i, f"Learner {i}") for i in range(1, learners + 1)],
    )
    conn.executemany(
        "INSERT INTO answers (learner_id, question_kind, rule_tags, seed, correct, time_taken,"
        " answered_at) VALUES (?, 'quiz', '[\"§3\", \"§5.2\"]', ?, 1, 1.5, ?)",
        (
            (i, j, f"2025-01-{1 + j % 28:02d}T10:{j % 60:02d}:00.000000+00:00")
            for i in range(1, learners + 1)
            for j in range(each)
        ),
    )
    conn.executemany(
        "INSERT INTO leitner (learner_id, rule_tag, box, due_at)"
        " VALUES (?, ?, 2, '2025-02-01T00:00:00+00:00')",
        ((i, tag) for i in range(1, learners + 1) for tag in ("§3", "§5.2", "§6", "§7")),
    )
    conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        for learners, each in SIZES:
            path = Path(folder) / f"db{learners}x{each}.db"
            fill(path, learners, each)
            size = path.stat().st_size // 1024
            runs = 3 if learners * each >= 1_000_000 else 9
            check = median_ms(lambda p=path: check_file(p), runs)
            quick = median_ms(lambda p=path: pragma(p, "quick_check"), runs)
            opened = median_ms(lambda p=path: ProgressStore(p).close(), runs)
            damaged = Path(folder) / f"damaged{learners}x{each}.db"
            damaged.write_bytes(path.read_bytes() + bytes(4096))  # one page nothing uses
            with damaged.open("r+b") as f:
                f.seek(28)
                f.write((damaged.stat().st_size // 4096).to_bytes(4, "big"))
            assert ProgressStore(damaged).read_only
            read_only = median_ms(lambda p=damaged: ProgressStore(p).close(), runs)
            print(
                f"{learners:>6} learners x {each:>6} answers ({size:>6} KiB): file check "
                f"(integrity_check) {check:8.1f} ms, quick_check {quick:7.1f} ms, whole open "
                f"{opened:8.1f} ms, damaged file opened read-only {read_only:8.1f} ms",
                flush=True,
            )


if __name__ == "__main__":
    main()
