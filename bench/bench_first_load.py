"""First load: from starting the app (as `make run` does) to the Home page drawn in a browser.

Run: .venv/bin/python bench/bench_first_load.py   (needs the system Chromium)

Each round starts `streamlit run streamlit_app.py` afresh on a free port, opens the Home page
in headless Chromium and stops the clock when the page's title heading is visible. Also
prints the time for a second visit with the server already warm. Target: under 3 s.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
ROUNDS = 5
TARGET_S = 3.0
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]  # fmt: skip


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def open_home(browser, url: str) -> None:  # noqa: ANN001
    page = browser.new_page()
    deadline = time.monotonic() + 30
    while True:  # the server may not listen yet: retry until it answers
        try:
            page.goto(url, timeout=2_000)
            break
        except Exception:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)
    page.get_by_role("heading", name="Hoola Tutor").first.wait_for(timeout=30_000)
    page.close()


def main() -> None:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        sys.exit("Chromium is not installed (apt-get install -y chromium)")
    env = dict(os.environ, HOOLA_TUTOR_DB=str(Path(tempfile.mkdtemp()) / "bench.db"))
    cold, warm = [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=ARGS)
        for _ in range(ROUNDS):
            port = free_port()
            start = time.perf_counter()
            proc = subprocess.Popen(
                [sys.executable, "-m", "streamlit", "run", "streamlit_app.py",
                 "--server.headless", "true", "--server.port", str(port)],
                cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            )  # fmt: skip
            try:
                open_home(browser, f"http://127.0.0.1:{port}/")
                cold.append(time.perf_counter() - start)
                start = time.perf_counter()
                open_home(browser, f"http://127.0.0.1:{port}/")
                warm.append(time.perf_counter() - start)
            finally:
                proc.send_signal(signal.SIGTERM)
                proc.wait(timeout=10)
        browser.close()
    cold_s, warm_s = statistics.median(cold), statistics.median(warm)
    ok = "ok" if cold_s < TARGET_S else "MISSED"
    print(f"first load from a cold start: median {cold_s:.2f} s over {ROUNDS} starts "
          f"(max {max(cold):.2f} s) — target < {TARGET_S:g} s: {ok}")  # fmt: skip
    print(f"Home page again, server warm: median {warm_s:.2f} s")
    sys.exit(0 if cold_s < TARGET_S else 1)


if __name__ == "__main__":
    main()
