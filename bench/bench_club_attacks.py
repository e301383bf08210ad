"""The club under the attacks of issue 39, with figures (plain medians and counts):

1. Hostile input at each limit: the time to refuse a JSON text of MAX_JSON_CHARS holding
   runs of 3,999 digits and one of 4,301 (the issue's text: 2.6 s at 1 MB, 14-24 s at 5 MB
   before), through ``load_json``, a game import and a progress import, and the longest
   stall of a 10 ms ticker thread meanwhile; the same for a text one character over the
   size limit, one value over the count limit, nesting one level too deep and a 1 MB name.
   ``--before`` also times the old search (``[0-9]{4000,}`` with ``findall``) on 1 MB.
2. Requests answered during the attacks, through nginx and two replicas (deploy/club.py):
   24 ``GET /`` after a 100 MB PUT to ``/_stcore/upload_file/x/y``, after four 19 MB PUTs
   the app refuses, and while a replica killed with SIGKILL is started again (with the
   seconds until it serves again). ``--before`` runs the same on the previous nginx
   settings (``client_max_body_size 200m``, ``max_fails=1 fail_timeout=10s``).

    python bench/bench_club_attacks.py [--before] [--skip-club]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "deploy"))

import club as club_module  # noqa: E402 - deploy/club.py
from pgcluster import free_port  # noqa: E402
from probes import get, hostile_digits, put, ticked  # noqa: E402 - deploy/probes.py

from tutor.engine.inputs import MAX_DEPTH, MAX_ITEMS, MAX_JSON_CHARS, load_json  # noqa: E402
from tutor.store import game_file  # noqa: E402
from tutor.store.learners import clean_name  # noqa: E402
from tutor.store.progress import ProgressStore  # noqa: E402

OLD_TEMPLATE_COMMIT = "0778602"
"""The commit before issue 39's nginx settings (for ``--before``)."""


def hostile_inputs(before: bool, repeat: int = 3) -> None:
    store = ProgressStore(Path(tempfile.mkdtemp(prefix="hoola-bench-")) / "hoola.db")
    five = hostile_digits(MAX_JSON_CHARS - 100)
    plain = "[" + ",".join(["1" * 20] * (len(five) // 21)) + "]"  # as long, short numbers
    cases: list[tuple[str, Callable[[], object]]] = [
        ("(the machine: nothing, 0.3 s asleep)", lambda: time.sleep(0.3)),
        ("(5 MB of 20-digit numbers, json.loads)", lambda: json.loads(plain)),
        ("1 MB digits, load_json", lambda: load_json(hostile_digits(1_000_000), "game")),
        ("5 MB digits, load_json", lambda: load_json(five, "game")),
        ("5 MB digits, game import", lambda: game_file.import_json(five)),
        ("5 MB digits, progress import", lambda: store.import_json(five)),
        ("over MAX_JSON_CHARS by 1", lambda: load_json(" " * (MAX_JSON_CHARS + 1), "game")),
        ("MAX_ITEMS + 1 values", lambda: load_json("[" + "0," * MAX_ITEMS + "0]", "game")),
        ("MAX_DEPTH + 1 levels", lambda: load_json("[" * (MAX_DEPTH + 1) + "]" * 33, "game")),
        ("1 MB pasted name", lambda: clean_name("\u200b" * 1_000_000)),
    ]
    if before:
        old = re.compile(r"[0-9]{4000,}")
        one = hostile_digits(1_000_000)
        cases.append(("BEFORE: [0-9]{4000,} findall, 1 MB", lambda: old.findall(one)))
    for label, work in cases:
        runs = [ticked(work)[:2] for _ in range(repeat)]
        took = statistics.median(t for t, _ in runs)
        stall = max(s for _, s in runs)
        print(f"  {label:38s} took {took * 1000:7.1f} ms (median of {repeat}); "
              f"ticker's longest gap {stall * 1000:6.1f} ms")  # fmt: skip
    sizes = {"5 MB text": len(five), "MAX_JSON_CHARS": MAX_JSON_CHARS}
    print(f"  ({json.dumps(sizes)})")


# -- the club ----------------------------------------------------------------------------------


def answered(url: str, n: int = 24, spread: float = 12.0) -> str:
    """``n`` GET / over ``spread`` seconds (the issue's 24 in 12 s): how many were 200."""
    codes = []
    for _ in range(n):
        codes.append(get(f"{url}/")[0])
        time.sleep(spread / n)
    return f"{codes.count(200)} of {n} answered 200 (others: {sorted(set(codes) - {200})})"


def club_attacks(before: bool) -> None:
    import subprocess

    if before:
        old = subprocess.run(
            ["git", "show", f"{OLD_TEMPLATE_COMMIT}:deploy/nginx.conf.template"],
            cwd=ROOT, capture_output=True, text=True, check=True,
        ).stdout  # fmt: skip
        folder = Path(tempfile.mkdtemp(prefix="hoola-old-nginx-"))
        (folder / "nginx.conf.template").write_text(old)
        club_module.TEMPLATE = folder / "nginx.conf.template"
        plain = club_module.nginx_config

        def old_config(prefix: Path, listen: str, replicas: list[int]) -> str:
            return plain(prefix, listen, replicas).replace(
                "max_fails=0;", "max_fails=1 fail_timeout=10s;"
            )

        club_module.nginx_config = old_config
    club = club_module.Club(
        Path(tempfile.mkdtemp(prefix="hoola-bench-club-")), port=free_port(), keep_data=False
    )
    label = "previous nginx settings" if before else "this commit's settings"
    try:
        club.up()
        print(f"  ({label})")
        status = put(club.url, "/_stcore/upload_file/x/y", 100 * 1024 * 1024)
        print(f"  100 MB PUT answered {status}; then {answered(club.url)}")
        for _ in range(4):
            put(club.url, "/_stcore/upload_file/x/y", 19 * 1024 * 1024)
        print(f"  four 19 MB PUTs; then {answered(club.url)}")
        stop = threading.Event()
        watcher = threading.Thread(target=club.supervise, args=(stop, 0.2), daemon=True)
        watcher.start()
        old = club.processes[0]
        killed = time.perf_counter()
        club.kill_replica(0)
        during = answered(club.url, 24, 6.0)
        while (
            club.processes[0] is old
            or get(f"http://127.0.0.1:{club.replica_ports[0]}/_stcore/health")[0] != 200
        ):
            time.sleep(0.2)
        back = time.perf_counter() - killed
        stop.set()
        watcher.join()
        print(f"  replica 0 killed with SIGKILL: {during}; serving again after {back:.1f} s")
    finally:
        club.down()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--before", action="store_true", help="also measure the old code")
    parser.add_argument("--skip-club", action="store_true")
    args = parser.parse_args()
    print("Hostile input at each limit:")
    hostile_inputs(args.before)
    if args.skip_club:
        return 0
    if not club_module.available():
        print("nginx or PostgreSQL is not installed: the club's attacks skipped")
        return 0
    print("Requests answered during the attacks (nginx, two replicas, PostgreSQL):")
    club_attacks(before=False)
    if args.before:
        club_attacks(before=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
