"""A fresh clone's `make test` and first `make run`, timed (issue 42: measured alone).

Usage: .venv/bin/python bench/tools/fresh_clone.py [--runs 3] [--what test|run|both]
       [--keep]

Each run clones the repository's HEAD into a new temporary folder (no .venv, no caches of
its own; uv's and pip's download caches are the machine's) and there:

- ``test``: ``REQUIRE_BROWSER=1 REQUIRE_POSTGRES=1 make test``, the wall time of the whole
  command (the new environment from the lock, ruff, mypy beside the suite, the suite) and the
  suite's own time and result from pytest's last line;
- ``run``: ``make run`` on a free port, the wall time from the command to the Home page's
  title drawn in headless Chromium (the system's), then the server is stopped.

The clone is deleted afterwards unless ``--keep`` (the test log stays in the temporary
folder). Run it on a quiet machine: the figures
are what the closing note gives.

Before each run it times a fixed loop of plain Python (``probe``: the best of three, in
seconds): this virtual machine's speed drifts by several per cent from hour to hour, and
the probe tells a slower machine from a slower tree.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SUMMARY = re.compile(r"^=*\s*(.*\b(?:passed|failed)\b.*) in ([\d.]+)s", re.M)


def probe() -> float:
    """The best of three timings of 20,000,000 additions of squares: the machine's speed."""

    def once() -> float:
        start, total = time.perf_counter(), 0
        for i in range(20_000_000):
            total += i * i
        return time.perf_counter() - start

    return min(once() for _ in range(3))


def clone() -> Path:
    where = Path(tempfile.mkdtemp(prefix="hoola-fresh-")) / "repo"
    subprocess.run(["git", "clone", "-q", str(ROOT), str(where)], check=True)
    return where


def time_test(repo: Path) -> str:
    env = dict(os.environ, REQUIRE_BROWSER="1", REQUIRE_POSTGRES="1")
    start = time.perf_counter()
    done = subprocess.run(["make", "test"], cwd=repo, env=env, capture_output=True, text=True)
    wall = time.perf_counter() - start
    log = Path(tempfile.gettempdir()) / f"hoola-fresh-{repo.parent.name}.log"
    log.write_text(done.stdout + done.stderr)
    found = SUMMARY.findall(done.stdout)
    result, suite = found[-1] if found else ("no pytest summary", "nan")
    return (
        f"make test wall {wall:7.1f} s   suite {float(suite):7.1f} s   exit {done.returncode}"
        f"   {result.strip()}   (log {log})"
    )


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def time_run(repo: Path) -> str:
    from playwright.sync_api import sync_playwright

    port = _free_port()
    env = dict(os.environ, STREAMLIT_SERVER_PORT=str(port), STREAMLIT_SERVER_HEADLESS="true")
    start = time.perf_counter()
    server = subprocess.Popen(
        ["make", "run", "ADDRESS=127.0.0.1"],
        cwd=repo,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            page = browser.new_page()
            while True:
                try:
                    page.goto(f"http://127.0.0.1:{port}/", timeout=5_000)
                    break
                except Exception:  # not listening yet: the install is still going on
                    if server.poll() is not None:
                        return f"make run exited with {server.returncode}"
                    time.sleep(0.5)  # a poll of a server being installed, not a test wait
            page.locator("h1").first.wait_for(timeout=300_000)
            wall = time.perf_counter() - start
            browser.close()
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
    return f"make run to Home drawn {wall:7.1f} s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--what", choices=("test", "run", "both"), default="test")
    parser.add_argument("--keep", action="store_true")
    args = parser.parse_args()
    head = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
    ).stdout.strip()
    print(f"fresh clones of {head}, {os.cpu_count()} cores", flush=True)
    for n in range(1, args.runs + 1):
        for what in ("run", "test") if args.what == "both" else (args.what,):
            speed = probe()
            repo = clone()
            try:
                line = time_run(repo) if what == "run" else time_test(repo)
                load = os.getloadavg()[0]
                print(
                    f"run {n} {what}: probe {speed:.3f} s   {line}   load after {load:.1f}",
                    flush=True,
                )
            finally:
                if not args.keep:
                    shutil.rmtree(repo.parent, ignore_errors=True)


if __name__ == "__main__":
    main()
