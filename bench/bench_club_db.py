"""Storage for a club: ``record_answer`` on PostgreSQL (target: under 5 ms median) next to
SQLite, and 4 processes × 1,000 answers written at once into PostgreSQL (none may be lost).

The server is a private cluster started here (deploy/pgcluster.py) with its durable default
settings (fsync and synchronous commit on), on this machine's loopback address.

    python bench/bench_club_db.py [--answers 500] [--procs 4] [--per-proc 1000]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "deploy"))
from pgcluster import Cluster  # noqa: E402

from tutor.store.postgres import DURABLE_VAR  # noqa: E402
from tutor.store.progress import ProgressStore  # noqa: E402

WRITER = textwrap.dedent(
    """
    import sys, time
    from tutor.store.progress import ProgressStore
    url, who, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    store = ProgressStore(url)
    start = time.perf_counter()
    for seed in range(count):
        store.record_answer(who, "meld", ["§3", "§5"], seed, seed % 3 != 0, 0.5)
    print(time.perf_counter() - start)
    """
)


def record_answer_ms(target: str | Path, answers: int) -> tuple[float, float, float]:
    """Median and 90th percentile of one ``record_answer``, in ms, after a warm-up, and the
    app process's own CPU time an answer (the storage layer's cost, which the machine's other
    load moves far less than the wall-clock figures)."""
    store = ProgressStore(target)
    for i in range(20):
        store.record_answer("Warm", "meld", ["§3"], i, True, 1.0)
    times = []
    cpu = time.process_time()
    for i in range(answers):
        t = time.perf_counter()
        store.record_answer("Mina", "meld", ["§3", "§5.2"], i, i % 2 == 0, 1.0)
        times.append((time.perf_counter() - t) * 1000)
    cpu = (time.process_time() - cpu) * 1000 / answers
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.9)], cpu


def concurrent(url: str, procs: int, per_proc: int) -> None:
    start = time.perf_counter()
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, url, f"P{i}", str(per_proc)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )  # fmt: skip
        for i in range(procs)
    ]
    own = [float(p.communicate()[0].strip() or "nan") for p in runs]
    wall = time.perf_counter() - start
    store = ProgressStore(url)
    counts = [len(store.answers(f"P{i}")) for i in range(procs)]
    lost = procs * per_proc - sum(counts)
    rate = procs * per_proc / max(own)
    print(
        f"{procs} processes x {per_proc} answers: {sum(counts)} saved, {lost} lost; writing "
        f"took {max(own):.1f} s ({rate:.0f} answers/s), {wall:.1f} s with start-up"
    )


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--answers", type=int, default=500)
    parser.add_argument("--procs", type=int, default=4)
    parser.add_argument("--per-proc", type=int, default=1000)
    args = parser.parse_args()
    if not Cluster.available():
        print("PostgreSQL is not installed: skipped")
        return 0
    cluster = Cluster(tempfile.mkdtemp(prefix="hoola-bench-pg-"), durable=True)
    try:
        cluster.start()
        url = cluster.create("bench")
        with tempfile.TemporaryDirectory() as folder:
            med, p90, cpu = record_answer_ms(Path(folder) / "hoola.db", args.answers)
            print(
                f"record_answer on SQLite (WAL, NORMAL sync): median {med:.2f} ms, "
                f"p90 {p90:.2f} ms, app CPU {cpu:.3f} ms"
            )
        med, p90, cpu = record_answer_ms(url, args.answers)
        print(
            f"record_answer on PostgreSQL (the default: commits do not wait for the disk): "
            f"median {med:.2f} ms, p90 {p90:.2f} ms, app CPU {cpu:.3f} ms"
        )
        os.environ[DURABLE_VAR] = "1"
        med, p90, cpu = record_answer_ms(cluster.create("bench_durable"), args.answers)
        print(
            f"record_answer on PostgreSQL (HOOLA_TUTOR_DB_DURABLE=1, every commit on disk): "
            f"median {med:.2f} ms, p90 {p90:.2f} ms, app CPU {cpu:.3f} ms"
        )
        del os.environ[DURABLE_VAR]
        concurrent(cluster.create("bench_concurrent"), args.procs, args.per_proc)
    finally:
        cluster.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
