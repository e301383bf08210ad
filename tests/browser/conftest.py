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
import time
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
    with log.open("w") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", str(ROOT / "streamlit_app.py"),
             "--server.headless", "true", "--server.port", str(port),
             "--browser.gatherUsageStats", "false"],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
        )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"{url}/_stcore/health", timeout=1) as r:
                    if r.read().decode().strip() == "ok":
                        break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"the app did not start: {log.read_text()[-2000:]}")
            time.sleep(0.2)
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


@pytest.fixture
def screenshot():  # noqa: ANN201
    """Save a full-page screenshot under tests/artifacts/ (git-ignored)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)

    def take(pg, name: str) -> Path:  # noqa: ANN001
        """Streamlit scrolls inside its main section, so a full-page screenshot would show
        one window's worth: grow the window to the content's height, shoot, restore."""
        path = ARTIFACTS / f"{name}.png"
        size = pg.viewport_size
        tall = pg.evaluate(
            "() => Math.max(...['[data-testid=\"stMain\"]', '[data-testid=\"stAppViewContainer\"]']"
            ".map(s => document.querySelector(s)).filter(Boolean).map(e => e.scrollHeight))"
        )
        if size and tall > size["height"]:
            pg.set_viewport_size({"width": size["width"], "height": min(int(tall) + 40, 9000)})
            pg.wait_for_timeout(400)
        pg.screenshot(path=str(path), full_page=True)
        if size:
            pg.set_viewport_size(size)
        return path

    take.folder = ARTIFACTS
    return take
