"""The cost of the file check a store runs on open (``PRAGMA quick_check``, read-only),
against ``integrity_check`` and the whole open, for databases of 1,000 to 100,000 answers;
and the open of the same file damaged but readable (one page nothing uses), which reads
every table and index through before it opens the file read-only. Prints medians in
milliseconds."""

from __future__ import annotations

import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from tutor.store.db import check_file
from tutor.store.learners import ensure_learner
from tutor.store.progress import ProgressStore


def median_ms(fn, runs: int = 15) -> float:
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


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        for answers in (1_000, 10_000, 100_000):
            path = Path(folder) / f"db{answers}.db"
            store = ProgressStore(path)
            with store.db.write() as conn:
                learner = ensure_learner(conn, "Ann")
                conn.executemany(
                    "INSERT INTO answers (learner_id, question_kind, rule_tags, seed, correct,"
                    " time_taken, answered_at) VALUES (?, 'quiz', '[\"§3\"]', ?, 1, 1.0,"
                    " '2025-01-01T00:00:00+00:00')",
                    [(learner, i) for i in range(answers)],
                )
            store.close()
            conn = sqlite3.connect(path)
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            conn.close()
            size = path.stat().st_size // 1024
            quick = median_ms(lambda p=path: check_file(p))
            full = median_ms(lambda p=path: pragma(p, "integrity_check"))
            opened = median_ms(lambda p=path: ProgressStore(p).close(), runs=7)
            damaged = Path(folder) / f"damaged{answers}.db"
            damaged.write_bytes(path.read_bytes() + bytes(4096))  # one page nothing uses
            with damaged.open("r+b") as f:
                f.seek(28)
                f.write((damaged.stat().st_size // 4096).to_bytes(4, "big"))
            assert ProgressStore(damaged).read_only
            read_only = median_ms(lambda p=damaged: ProgressStore(p).close(), runs=7)
            print(
                f"{answers:>7} answers ({size:>5} KiB): quick_check {quick:6.2f} ms, "
                f"integrity_check {full:6.2f} ms, whole open {opened:6.2f} ms, "
                f"damaged file opened read-only {read_only:6.2f} ms"
            )


if __name__ == "__main__":
    main()
