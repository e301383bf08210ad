"""Payout checker, first open: server time (cold and warm) and time to a usable page.

Run: .venv/bin/python bench/bench_payout_open.py   (needs the system Chromium)

* Server time, cold: a fresh Python process runs the payout page (Streamlit's AppTest, no
  browser) as its first run, as a server does for the first visitor who opens ``/payout``:
  the app's shell and the page, with every import and cache they need paid once. Warm: the
  same page run again in that process. Also the payout page opened after another page (the
  shell's imports paid already). Each is given as wall time and as processor time (process
  time, which a loaded machine does not inflate). Target: ≤ 1.0 s cold.
* Usable in a browser: a fresh server, then a fresh browser context (empty cache) opens
  ``/payout`` directly; the clock runs from the navigation to the **Settle** button drawn
  with no script run going on. Cold: the server's first visitor; warm: a second visitor.
  The server's processor time for each visit is read from ``/proc``.
  Target: ≤ 2 s cold on an idle machine.
* What costs the time: the import of each heavy module the page pulls in, measured in a
  fresh process, is printed too.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_first_load import free_port, start_server  # the same server start

ROOT = Path(os.environ.get("BENCH_ROOT") or Path(__file__).resolve().parents[1])
"""The app measured (``BENCH_ROOT`` measures another checkout, e.g. before a change)."""
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "3"))
SERVER_TARGET_S = 1.0
BROWSER_TARGET_S = 2.0
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]  # fmt: skip
DRAWN = """() => document.querySelector('[data-testid="stApp"]')
  ?.getAttribute('data-test-script-state') === 'notRunning'
  && !document.querySelector('[data-testid="stSkeleton"]')"""
"""The page is usable: the run is over and no widget waits for its script (a placeholder)."""
WATCH = (
    "new MutationObserver((_, seen) => {\n"
    "  if (document.querySelector('.st-key-payout_settle button') && (" + DRAWN + ")()) {\n"
    "    window.__usableAt = performance.now(); seen.disconnect(); }\n"
    "}).observe(document, {subtree: true, childList: true, attributes: true});"
)
"""In the page from its start: the moment it first became usable (``__usableAt``), to count
what was fetched before it."""

_SERVER = r"""
import json, sys, time
from streamlit.testing.v1 import AppTest
PAYOUT = "tutor/app/pages/payout.py"
def clock(run):
    t, c = time.perf_counter(), time.process_time()
    run()
    return [time.perf_counter() - t, time.process_time() - c]
app = AppTest.from_file(sys.argv[1], default_timeout=120)
if sys.argv[2] == "first":  # the first visitor opens /payout, then the page runs again
    times = [clock(lambda: app.switch_page(PAYOUT).run()), clock(app.run)]
else:  # Home first (the shell's imports paid), then the payout page
    app.run()
    times = [clock(lambda: app.switch_page(PAYOUT).run())]
assert not app.exception, app.exception
print(json.dumps(times))
"""

_IMPORTS = r"""
import json, time, importlib
out = {}
for name in ["streamlit", "pandas", "plotly.graph_objects", "babel.numbers",
             "tutor.app.round_form", "tutor.app.charts", "tutor.app.compare",
             "tutor.teach.examples", "tutor.app.pages"]:
    t = time.perf_counter(); importlib.import_module(name); out[name] = time.perf_counter() - t
print(json.dumps(out))
"""


def server_times(env: dict[str, str]) -> list[list[float]]:
    """[wall, processor] seconds of the cold first run and the warm run in a fresh process,
    and of the payout page opened after Home in another."""

    def run(mode: str) -> list[list[float]]:
        script = [sys.executable, "-c", _SERVER, str(ROOT / "streamlit_app.py"), mode]
        out = subprocess.run(script, cwd=ROOT, env=env, capture_output=True, text=True, check=True)
        return json.loads(out.stdout.strip().splitlines()[-1])

    return run("first") + run("after-home")


def cpu_seconds(pid: int) -> float:
    """The processor time a process has used so far (user and system, from /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def open_payout(browser, url: str) -> float:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.add_init_script(WATCH)
    deadline = time.monotonic() + 30
    start = time.perf_counter()
    while True:  # the server may not listen yet: retry until it answers
        try:
            page.goto(f"{url}/payout", timeout=5_000)
            break
        except Exception:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)
            start = time.perf_counter()
    page.get_by_role("button", name="Settle").wait_for(timeout=60_000)
    page.wait_for_function(DRAWN, timeout=60_000)
    took = time.perf_counter() - start
    LOADED.append(page.evaluate(_LOADED))
    context.close()
    return took


LOADED: list[dict] = []
_LOADED = """() => { const r = performance.getEntriesByType('resource')
    .filter(e => e.startTime <= (window.__usableAt ?? Infinity));
  return {kb: Math.round(r.reduce((a, e) => a + (e.encodedBodySize || 0), 0) / 1024),
          plotly: r.some(e => /PlotlyChart/.test(e.name))}; }"""
"""What the browser had started to fetch when the page became usable (the Plotly bundle,
4.6 MB, was fetched and parsed before the payout checker's first drawing until it waited
for it; the app loads it once the page is usable and the browser idle, which may begin
while the clock stops: only requests started before the page was usable count)."""


def wait_healthy(url: str) -> None:
    import urllib.request

    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as r:
                if r.read().decode().strip() == "ok":
                    return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError("the app did not start")


def main() -> None:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        sys.exit("Chromium is not installed (apt-get install -y chromium)")
    from playwright.sync_api import sync_playwright

    env = dict(os.environ, HOOLA_TUTOR_DB=str(Path(tempfile.mkdtemp()) / "bench.db"))
    imports = json.loads(
        subprocess.run(
            [sys.executable, "-c", _IMPORTS],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    )
    print(
        "imports in a fresh process (s): " + ", ".join(f"{k} {v:.2f}" for k, v in imports.items())
    )
    server = [server_times(env) for _ in range(ROUNDS)]

    def median(i: int, j: int) -> float:
        return statistics.median(s[i][j] for s in server)

    s_cold, s_warm = median(0, 0), median(1, 0)
    print(
        f"payout page, server time (first visitor: the shell and the page): cold median "
        f"{s_cold:.2f} s ({median(0, 1):.2f} s processor), warm {s_warm:.2f} s "
        f"({median(1, 1):.2f} s processor) (target cold ≤ {SERVER_TARGET_S:g} s: "
        f"{'ok' if s_cold <= SERVER_TARGET_S else 'MISSED'})"
    )
    print(f"payout page opened after Home: {median(2, 0):.2f} s ({median(2, 1):.2f} s processor)")
    sys.stdout.flush()
    cold, warm, cold_cpu, warm_cpu = [], [], [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=ARGS)
        for _ in range(ROUNDS):
            port = free_port()
            proc = start_server(port, env, ROOT)
            try:
                url = f"http://127.0.0.1:{port}"
                wait_healthy(url)
                for times, cpus in ((cold, cold_cpu), (warm, warm_cpu)):
                    before = cpu_seconds(proc.pid)
                    times.append(open_payout(browser, url))
                    cpus.append(cpu_seconds(proc.pid) - before)
            finally:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(timeout=10)
                except subprocess.TimeoutExpired:  # a loaded machine: stop it outright
                    proc.kill()
                    proc.wait(timeout=10)
        browser.close()
    b_cold, b_warm = statistics.median(cold), statistics.median(warm)
    ok_s = s_cold <= SERVER_TARGET_S
    ok_b = b_cold <= BROWSER_TARGET_S
    print(
        f"payout page usable in a new browser: first visitor median {b_cold:.2f} s "
        f"(max {max(cold):.2f}), next visitor {b_warm:.2f} s over {ROUNDS} servers "
        f"(target ≤ {BROWSER_TARGET_S:g} s: {'ok' if ok_b else 'MISSED'}); the server's "
        f"processor time: first visit {statistics.median(cold_cpu):.2f} s, next "
        f"{statistics.median(warm_cpu):.2f} s"
    )
    plotly = sum(x["plotly"] for x in LOADED)
    print(
        f"fetched before usable: median {statistics.median(x['kb'] for x in LOADED):.0f} KB; "
        f"the Plotly bundle in {plotly} of {len(LOADED)} opens"
    )
    print(f"(load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    sys.exit(0 if ok_s and ok_b else 1)


if __name__ == "__main__":
    main()
