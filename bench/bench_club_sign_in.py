"""A refused sign-in tells nothing by its time: the median time of ``Profiles.sign_in`` for an
unknown name, a wrong PIN, a locked profile and (for scale) the right PIN, with the real
argon2 settings, on SQLite and on PostgreSQL (a private cluster, deploy/pgcluster.py).
Also: how many PIN checks 20 wrong guesses sent at once get (the limit is MAX_TRIES).

Attempts of the four kinds are interleaved round by round, so a change in the machine's load
touches each kind alike.

    python bench/bench_club_sign_in.py [--rounds 30]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from argon2 import PasswordHasher

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "deploy"))
from pgcluster import Cluster  # noqa: E402

from tutor.store import club  # noqa: E402
from tutor.store.club import MAX_TRIES, Profiles  # noqa: E402

KINDS = ("unknown name", "wrong PIN", "locked profile", "right PIN")


def _unlock(profiles: Profiles, name: str) -> None:
    """Clear a profile's wrong tries (untimed: so the wrong-PIN attempts never lock it)."""
    with profiles.db.write() as conn:
        conn.execute(
            "UPDATE profile_secrets SET failures = 0, locked_until = NULL WHERE learner_id ="
            " (SELECT id FROM learners WHERE name = ?)",
            (name,),
        )


def sign_in_ms(target: str | Path, rounds: int) -> dict[str, float]:
    """The median time of each kind of attempt, in ms."""
    profiles = Profiles(target)
    profiles.create("Ann", "2468")
    profiles.create("Bo", "1357")
    for _ in range(MAX_TRIES):
        profiles.sign_in("Bo", "0000")  # Bo stays locked for the whole run
    attempts = {
        "unknown name": lambda: profiles.sign_in("Nobody", "2468"),
        "wrong PIN": lambda: profiles.sign_in("Ann", "0000"),
        "locked profile": lambda: profiles.sign_in("Bo", "1357"),
        "right PIN": lambda: profiles.sign_in("Ann", "2468"),
    }
    for attempt in attempts.values():  # warm-up (the stand-in hash is made on first use)
        attempt()
    times: dict[str, list[float]] = {kind: [] for kind in KINDS}
    for _ in range(rounds):
        for kind in KINDS:
            _unlock(profiles, "Ann")
            start = time.perf_counter()
            attempts[kind]()
            times[kind].append((time.perf_counter() - start) * 1000)
    return {kind: statistics.median(t) for kind, t in times.items()}


def parallel_checks(target: str | Path, guesses: int = 20) -> int:
    """Real-hash checks that ``guesses`` wrong PINs sent at once got."""
    profiles = Profiles(target)
    profiles.create("Cy", "2468")
    with profiles.db.read() as conn:
        (real,) = conn.execute(
            "SELECT pin_hash FROM profile_secrets s JOIN learners l ON l.id = s.learner_id"
            " WHERE l.name = 'Cy'"
        ).fetchone()
    checked: list[str] = []

    class Counting(PasswordHasher):
        def verify(self, hash: str | bytes, password: str | bytes) -> bool:
            checked.append(str(hash))
            return super().verify(hash, password)

    real_hasher, club.HASHER = club.HASHER, Counting()
    start = threading.Barrier(guesses)

    def guess(i: int) -> None:
        start.wait()
        profiles.sign_in("Cy", f"{9000 + i}")

    try:
        with ThreadPoolExecutor(guesses) as pool:
            list(pool.map(guess, range(guesses)))
    finally:
        club.HASHER = real_hasher
    return checked.count(real)


def report(where: str, target: str | Path, rounds: int) -> None:
    medians = sign_in_ms(target, rounds)
    shown = ", ".join(f"{kind} {ms:.1f} ms" for kind, ms in medians.items())
    refused = [medians[k] for k in KINDS[:3]]
    spread = max(refused) - min(refused)
    print(
        f"sign_in on {where} (median of {rounds}): {shown}; the refusals differ by "
        f"{spread:.1f} ms ({spread / min(refused) * 100:.0f}%)"
    )
    print(
        f"  20 wrong guesses at once on {where}: {parallel_checks(target)} PIN checks "
        f"(limit {MAX_TRIES})"
    )


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=30)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        report("SQLite", Path(folder) / "hoola.db", args.rounds)
    if not Cluster.available():
        print("PostgreSQL is not installed: PostgreSQL skipped")
        return 0
    cluster = Cluster(tempfile.mkdtemp(prefix="hoola-bench-pg-"), durable=True)
    try:
        cluster.start()
        report("PostgreSQL", cluster.create("bench_sign_in"), args.rounds)
    finally:
        cluster.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
