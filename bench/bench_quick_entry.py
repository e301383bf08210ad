"""Quick round entry at the table: a four-player round entered in quick mode on the Game
ledger at phone width (390×844), from the first tap to "Round N saved" on screen.

Run: .venv/bin/python bench/bench_quick_entry.py   (needs the system Chromium)

One warm server; each round opens a new game, then scripts the taps a player makes (the
same as tests/browser/test_phone_journeys.py: ending, winner, three counts typed, three
"had melded" toggles, one seven, Save): 10 taps and 8 key presses. The clock covers the
scripted taps and the app's answers, not a human's thinking. Target: under 30 s.
"""

from __future__ import annotations

import os
import shutil
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from tutor.words.ledger import ledger_message

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # the browser tests' own helpers import from there
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "bench"))

from bench_first_load import ARGS, free_port, open_home, start_server  # noqa: E402
from conftest import PHONE, key, open_app, rerun  # noqa: E402
from test_phone_journeys import Thumb, enter_round  # noqa: E402

ROUNDS = 5
TARGET_S = 30.0


def main() -> None:
    env = dict(os.environ, HOOLA_TUTOR_DB=str(Path(tempfile.mkdtemp()) / "bench.db"))
    port = free_port()
    server = start_server(port, env)
    url = f"http://127.0.0.1:{port}"
    try:
        times, touches = [], 0
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=ARGS)
            open_home(browser, url)  # waits until the server answers
            for _ in range(ROUNDS):
                page = browser.new_page()
                open_app(page, url, "game", PHONE)
                thumb = Thumb(page)
                thumb.tap(key("game_new_players", "textarea"), runs=False)
                page.keyboard.type("Ann\nBo\nCy\nDi")
                with rerun(page):  # the text area sends its text when it loses the focus
                    page.locator(key("game_new_players", "textarea")).blur()
                thumb.tap(key("game_create", "button"))
                taps, keys = thumb.taps, thumb.keys
                began = time.perf_counter()
                enter_round(thumb, "game_round", "game_round_save")
                saved = ledger_message("round-saved", number=1, winner="Ann")
                page.get_by_text(saved).wait_for(timeout=30_000)
                times.append(time.perf_counter() - began)
                touches = (thumb.taps - taps, thumb.keys - keys)
                page.close()
            browser.close()
        median = statistics.median(times)
        print(
            f"quick entry, 4 players, {touches[0]} taps + {touches[1]} keys: "
            f"median {median:.1f} s over {ROUNDS} (target < {TARGET_S:.0f} s) "
            f"{'OK' if median < TARGET_S else 'SLOW'}"
        )
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
