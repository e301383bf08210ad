"""Browser fixtures: the real app served by `streamlit run`, driven by the system Chromium.

Browser tests skip with a loud reason when Chromium is missing, unless REQUIRE_BROWSER is
set, in which case they fail. Playwright drives the system browser (never a downloaded one).
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "artifacts"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _chromium() -> str:
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if path:
        return path
    reason = "Chromium is not installed (apt-get install -y chromium): browser tests cannot run"
    if os.environ.get("REQUIRE_BROWSER"):
        pytest.fail(f"REQUIRE_BROWSER is set but {reason}")
    pytest.skip(f"SKIPPED LOUDLY: {reason}")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def app_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Start the app on a free port with its own database; stop it by its PID."""
    _chromium()
    port = _free_port()
    env = dict(os.environ, HOOLA_TUTOR_DB=str(tmp_path_factory.mktemp("db") / "hoola.db"))
    log = tmp_path_factory.mktemp("log") / "streamlit.log"
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", str(ROOT / "streamlit_app.py"),
         "--server.headless", "true", "--server.port", str(port), "--server.address", "127.0.0.1",
         "--browser.gatherUsageStats", "false"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    ready = threading.Event()

    def copy_log() -> None:
        """Keep the app's output in the log file; note when it says it is serving."""
        with log.open("w") as out:
            for line in proc.stdout:  # type: ignore[union-attr]
                out.write(line)
                out.flush()
                if "URL:" in line:
                    ready.set()
        ready.set()  # the app exited: stop waiting

    threading.Thread(target=copy_log, daemon=True).start()
    url = f"http://127.0.0.1:{port}"
    try:
        ready.wait(timeout=60)
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=10) as r:
                healthy = r.read().decode().strip() == "ok"
        except OSError:
            healthy = False
        if not healthy:
            pytest.fail(f"the app did not start: {log.read_text()[-2000:]}")
        yield url
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    executable = _chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser):  # noqa: ANN001, ANN201 - playwright types
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    pg = context.new_page()
    yield pg
    context.close()


WAIT = 45_000
"""Every browser wait's limit, in ms: generous, so a loaded machine does not fail a test."""

DRAWN = """() => document.querySelector('[data-testid="stApp"]')
  ?.getAttribute('data-test-script-state') === 'notRunning'
  && !document.querySelector('[data-testid="stSkeleton"]')"""
"""No script run is going on and every widget is drawn: a widget whose code the browser
is still loading shows as a grey skeleton for a moment after the run has ended."""


def idle(page) -> None:  # noqa: ANN001
    """Wait until no run is going on and every widget is drawn (:data:`DRAWN`). After an
    action, first wait for something the action brings: until the server answers, the
    state still reads "notRunning"."""
    page.wait_for_function(DRAWN, timeout=WAIT)


def settled(pg) -> None:  # noqa: ANN001
    """Wait until the browser has laid out and painted twice (no fixed sleep)."""
    pg.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


@pytest.fixture
def screenshot():  # noqa: ANN201
    """Save a full-page screenshot under tests/artifacts/ (git-ignored)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)

    def take(pg, name: str) -> Path:  # noqa: ANN001
        """Streamlit scrolls inside its main section, so a full-page screenshot would show
        one window's worth: grow the window to the content's height, shoot, restore."""
        path = ARTIFACTS / f"{name}.png"
        idle(pg)
        size = pg.viewport_size
        tall = pg.evaluate(
            "() => Math.max(...['[data-testid=\"stMain\"]', '[data-testid=\"stAppViewContainer\"]']"
            ".map(s => document.querySelector(s)).filter(Boolean).map(e => e.scrollHeight))"
        )
        if size and tall > size["height"]:
            pg.set_viewport_size({"width": size["width"], "height": min(int(tall) + 40, 9000)})
            settled(pg)
        pg.screenshot(path=str(path), full_page=True)
        if size:
            pg.set_viewport_size(size)
        return path

    take.folder = ARTIFACTS
    return take
