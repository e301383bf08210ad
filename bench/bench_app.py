"""App benchmarks: server time of page actions, measured with Streamlit's AppTest.

Run: .venv/bin/python bench/bench_app.py

Each figure is the median wall time of one script run (the work the server does to answer
an action), over repeated runs in one process after a warm-up. Targets from the issues:
the payout checker with 5 players and all its charts < 300 ms, a lesson step < 150 ms;
every other action well under a second.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HOOLA_TUTOR_DB", str(Path(tempfile.mkdtemp()) / "bench.db"))

from streamlit.testing.v1 import AppTest  # noqa: E402

APP = str(ROOT / "streamlit_app.py")
REPEAT = 15


def page(path: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60).run()
    at.switch_page(path).run()
    assert not at.exception, at.exception
    return at


def median_ms(action: Callable[[], None], repeat: int = REPEAT) -> float:
    action()  # warm-up: imports, caches
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        action()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def payout_settle() -> float:
    at = page("tutor/app/pages/payout.py")
    at.selectbox(key="payout_example").set_value("s0-tie").run()  # 5 players
    at.button(key="payout_load_example").click().run()

    def settle() -> None:
        at.button(key="payout_settle").click().run()
        assert not at.exception and len(at.get("plotly_chart")) >= 3

    return median_ms(settle)


def payout_step() -> float:
    at = page("tutor/app/pages/payout.py")
    at.selectbox(key="payout_example").set_value("s0-24").run()
    at.button(key="payout_load_example").click().run()
    at.button(key="payout_settle").click().run()

    def step() -> None:
        at.session_state["payout_step"] = 0
        at.button(key="step_next").click().run()

    return median_ms(step)


def lesson_step() -> float:
    at = page("tutor/app/pages/lessons.py")

    def step() -> None:
        nxt = at.button(key="lesson_next")
        if nxt.disabled:
            at.button(key="lesson_back").click().run()
        else:
            nxt.click().run()
        assert not at.exception

    return median_ms(step)


def meld_check() -> float:
    at = page("tutor/app/pages/meld_practice.py")
    at.text_input(key="meld_text").input("6h 7h 8h 9h").run()
    return median_ms(lambda: at.button(key="meld_check").click().run())


def page_render(path: str) -> Callable[[], float]:
    def measure() -> float:
        at = page(path)
        return median_ms(lambda: at.run())

    return measure


CASES: dict[str, tuple[Callable[[], float], float]] = {
    "payout checker: settle 5 players, all charts": (payout_settle, 300),
    "payout checker: step-through Next": (payout_step, 300),
    "lessons: next step": (lesson_step, 150),
    "meld practice: check a meld": (meld_check, 300),
}
for name in ("home", "rules_page", "endings", "quiz", "drill", "review", "progress", "game"):
    CASES[f"{name}: rerun"] = (page_render(f"tutor/app/pages/{name}.py"), 1000)


def main() -> None:
    print(f"Python {sys.version.split()[0]}, AppTest, median of {REPEAT} runs after a warm-up")
    missed = 0
    for name, (measure, target) in CASES.items():
        ms = measure()
        ok = ms < target
        missed += not ok
        print(f"{name}: median {ms:.1f} ms — target < {target} ms: {'ok' if ok else 'MISSED'}")
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
