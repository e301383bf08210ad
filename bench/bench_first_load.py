"""First load: from starting the app (as `make run` does) to the Home page drawn in a browser.

Run: .venv/bin/python bench/bench_first_load.py   (needs the system Chromium)

Each round starts `streamlit run streamlit_app.py` afresh on a free port, opens the Home page
in headless Chromium and stops the clock when the page's title heading is visible. Also
prints the time for a second visit with the server already warm. Target: under 3 s.

Then, with one server kept warm, the charts: a fresh browser context (empty cache, as a
new visitor) opens the Payout checker, loads a worked example and presses **Settle**; the
clock runs from the click to the first Plotly chart drawn (target: 0.8 s). A later chart in
the same session (choosing another loser's payment redraws the waterfall) has a target
of 0.4 s.
"""

from __future__ import annotations

import os
import re
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
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "5"))
TARGET_S = 3.0
FIRST_CHART_S = 0.8
LATER_CHART_S = 0.4
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]  # fmt: skip


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def open_home(browser, url: str) -> None:
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


def start_server(port: int, env: dict[str, str], root: Path = ROOT) -> subprocess.Popen:
    """The app of the checkout at ``root`` (this one by default) served on ``port``."""
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "streamlit",
            "run",
            "streamlit_app.py",
            "--server.headless",
            "true",
            "--server.port",
            str(port),
        ],
        cwd=root,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def chart_times(browser, url: str) -> tuple[float, float, float]:
    """One new visitor: (click on Settle → first chart, the verdict's heading drawn → first
    chart, click on a loser → chart redrawn). The middle figure is the chart's own wait
    (the Plotly bundle and the drawing), without the server's work on the round."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(f"{url}/payout")
    page.get_by_text("Load a round").first.click(timeout=30_000)  # folded at first
    page.get_by_role("button", name="Load example").wait_for(timeout=30_000)
    page.get_by_role("button", name="Load example").click()
    page.get_by_text("Loaded the example").first.wait_for(timeout=30_000)
    start = time.perf_counter()
    page.get_by_role("button", name="Settle").click()
    page.get_by_role("heading", name=re.compile("wins")).first.wait_for(timeout=60_000)
    heading = time.perf_counter()
    page.locator(".js-plotly-plot .main-svg").first.wait_for(timeout=60_000)
    first = time.perf_counter() - start
    own = time.perf_counter() - heading
    group = page.locator(".st-key-payout_loser")  # whose payment the waterfall shows
    option = group.locator("button").filter(has_text="E")  # another loser's
    option.wait_for(timeout=30_000)
    start = time.perf_counter()
    option.click()
    page.locator(".js-plotly-plot .gtitle", has_text="E:").first.wait_for(timeout=30_000)
    later = time.perf_counter() - start
    context.close()
    return first, own, later


def charts(browser, env: dict[str, str]) -> bool:
    port = free_port()
    proc = start_server(port, env)
    url = f"http://127.0.0.1:{port}"
    try:
        open_home(browser, url)  # the server is warm from here on
        chart_times(browser, url)  # and has run the payout page once
        runs = [chart_times(browser, url) for _ in range(ROUNDS)]
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=10)
    first = statistics.median(r[0] for r in runs)
    own = statistics.median(r[1] for r in runs)
    later = statistics.median(r[2] for r in runs)
    ok_first, ok_later = first <= FIRST_CHART_S, later <= LATER_CHART_S
    print(
        f"first chart after Settle (new visitor, warm server): median {first:.2f} s over "
        f"{ROUNDS} visitors (max {max(r[0] for r in runs):.2f} s) — target ≤ "
        f"{FIRST_CHART_S:g} s: {'ok' if ok_first else 'MISSED'}"
    )
    print(f"  of which the chart's own wait (verdict drawn → first chart): median {own:.2f} s")
    print(
        f"a later chart in the same session: median {later:.2f} s — target ≤ "
        f"{LATER_CHART_S:g} s: {'ok' if ok_later else 'MISSED'}"
    )
    return ok_first and ok_later


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
            proc = start_server(port, env)
            try:
                open_home(browser, f"http://127.0.0.1:{port}/")
                cold.append(time.perf_counter() - start)
                start = time.perf_counter()
                open_home(browser, f"http://127.0.0.1:{port}/")
                warm.append(time.perf_counter() - start)
            finally:
                proc.send_signal(signal.SIGTERM)
                proc.wait(timeout=10)
        cold_s, warm_s = statistics.median(cold), statistics.median(warm)
        ok = "ok" if cold_s < TARGET_S else "MISSED"
        print(
            f"first load from a cold start: median {cold_s:.2f} s over {ROUNDS} starts "
            f"(max {max(cold):.2f} s) — target < {TARGET_S:g} s: {ok}"
        )
        print(f"Home page again, server warm: median {warm_s:.2f} s", flush=True)
        charts_ok = charts(browser, env)
        browser.close()
    print(f"(load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    sys.exit(0 if cold_s < TARGET_S and charts_ok else 1)


if __name__ == "__main__":
    main()
