"""Sign-ins with the real argon2 settings, on SQLite and on PostgreSQL (a private cluster,
deploy/pgcluster.py):

1. A refused sign-in tells nothing by its time: the median time of ``Profiles.sign_in`` for
   an unknown name and a wrong PIN, and (for scale) the right PIN. Attempts of the kinds are
   interleaved round by round (each from its own client, so no delay applies), so a change
   in the machine's load touches each kind alike.
2. A guessing burst: ``--threads`` attackers (each its own client, as a botnet would be)
   guess PINs at one profile without pause for ``--seconds``; meanwhile the owner signs in
   once a second from the computer they signed in from before (known), and a second owner
   from a computer never used (a new phone). Printed: tries per second answered, how many
   were checked (argon2), told to wait or busy, the most argon2 checks running at once,
   and each owner's sign-in times (median and worst) with how many got in.

    python bench/bench_club_sign_in.py [--rounds 30] [--threads 16] [--seconds 10]
"""

from __future__ import annotations

import argparse
import collections
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

from argon2 import PasswordHasher

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "deploy"))
from pgcluster import Cluster  # noqa: E402

from tutor.store import club  # noqa: E402
from tutor.store.club import Profiles  # noqa: E402

KINDS = ("unknown name", "wrong PIN", "right PIN")


def sign_in_ms(profiles: Profiles, rounds: int) -> dict[str, float]:
    """The median time of each kind of attempt, in ms (each from a new client)."""
    clients = iter(range(10**9))

    def attempt(kind: str) -> None:
        client = f"10.{next(clients) % 250}.{next(clients) % 250}.1"
        name, pin = {
            "unknown name": ("Nobody", "246813"),
            "wrong PIN": ("Ann", "000999"),
            "right PIN": ("Ann", "246813"),
        }[kind]
        profiles.sign_in(name, pin, client=client)

    for kind in KINDS:  # warm-up (the stand-in hash is made on first use)
        attempt(kind)
    times: dict[str, list[float]] = {kind: [] for kind in KINDS}
    for _ in range(rounds):
        for kind in KINDS:
            start = time.perf_counter()
            attempt(kind)
            times[kind].append((time.perf_counter() - start) * 1000)
            with profiles.db.write() as conn:  # untimed: no delay builds up on Ann's name
                conn.execute("DELETE FROM sign_in_tries")
    return {kind: statistics.median(t) for kind, t in times.items()}


class Watching(PasswordHasher):
    """The library's argon2 settings, noting how many checks run at once at most."""

    def __init__(self) -> None:
        super().__init__()
        self.running = self.most = 0
        self._guard = threading.Lock()

    def verify(self, hash: str | bytes, password: str | bytes) -> bool:
        with self._guard:
            self.running += 1
            self.most = max(self.most, self.running)
        try:
            return super().verify(hash, password)
        finally:
            with self._guard:
                self.running -= 1


def burst(profiles: Profiles, threads: int, seconds: float) -> str:
    """Attackers guess at Ann without pause while the owner signs in once a second."""
    watching = Watching()
    real, club.HASHER = club.HASHER, watching
    outcomes: collections.Counter[str] = collections.Counter()
    owners: dict[str, list[tuple[float, str]]] = {"192.168.1.20": [], "192.168.1.21": []}
    assert profiles.sign_in("Ann", "246813", client="192.168.1.20").ok  # the known computer
    stop = threading.Event()
    guard = threading.Lock()

    def attacker(i: int) -> None:
        n = 0
        while not stop.is_set():
            got = profiles.sign_in("Ann", f"{100000 + n * threads + i}", client=f"198.51.{i}.9")
            n += 1
            with guard:
                outcomes[got.code] += 1
            if got.code == "wait":  # a real attacker would sleep; here it asks again
                time.sleep(min(got.wait, 0.05))

    def the_owner(client: str) -> None:
        while not stop.wait(1.0):
            start = time.perf_counter()
            got = profiles.sign_in("Ann", "246813", client=client)
            owners[client].append((time.perf_counter() - start, got.code))

    workers = [threading.Thread(target=attacker, args=(i,)) for i in range(threads)]
    workers += [threading.Thread(target=the_owner, args=(c,)) for c in owners]
    started = time.perf_counter()
    try:
        for w in workers:
            w.start()
        time.sleep(seconds)
        stop.set()
        for w in workers:
            w.join()
    finally:
        club.HASHER = real
    took = time.perf_counter() - started
    total = sum(outcomes.values())
    checked = outcomes["wrong-pin"] + outcomes["signed-in"]
    said = []
    for client, label in zip(owners, ("known computer", "new computer"), strict=True):
        tries = owners[client]
        secs = [t for t, _ in tries] or [0.0]
        said.append(
            f"owner on a {label}: {sum(c == 'signed-in' for _, c in tries)} of {len(tries)} "
            f"got in (others: {sorted({c for _, c in tries} - {'signed-in'})}), median "
            f"{statistics.median(secs) * 1000:.0f} ms, worst {max(secs) * 1000:.0f} ms"
        )
    return (
        f"{threads} attackers for {took:.0f} s: {total / took:.1f} tries/s answered, "
        f"{checked / took:.1f}/s checked by argon2 ({checked} of {total}; wait "
        f"{outcomes['wait']}, busy {outcomes['busy']}), at most {watching.most} checks at "
        f"once; " + "; ".join(said)
    )


def report(where: str, target: str | Path, args: argparse.Namespace) -> None:
    profiles = Profiles(target)
    profiles.create("Ann", "246813")
    medians = sign_in_ms(profiles, args.rounds)
    shown = ", ".join(f"{kind} {ms:.0f} ms" for kind, ms in medians.items())
    refused = [medians[k] for k in KINDS[:2]]
    spread = max(refused) - min(refused)
    print(
        f"sign_in on {where} (median of {args.rounds}): {shown}; the refusals differ by "
        f"{spread:.1f} ms ({spread / min(refused) * 100:.0f}%)"
    )
    print(f"  guessing burst on {where}: {burst(profiles, args.threads, args.seconds)}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--threads", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        report("SQLite", Path(folder) / "hoola.db", args)
    if not Cluster.available():
        print("PostgreSQL is not installed: PostgreSQL skipped")
        return 0
    cluster = Cluster(tempfile.mkdtemp(prefix="hoola-bench-pg-"), durable=True)
    try:
        cluster.start()
        report("PostgreSQL", cluster.create("bench_sign_in"), args)
    finally:
        cluster.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
