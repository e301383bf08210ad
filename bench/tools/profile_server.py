"""The app's server with every script run profiled (cProfile), for ``bench/bench_load.py
--profile FILE``: where a run's time goes, as the load client drives it.

    python bench/tools/profile_server.py STATS_FILE [streamlit run's arguments…]

Each run of the script (a whole page or a fragment) is profiled in its own thread and added
to one ``pstats.Stats``, from the moment a file ``STATS_FILE.start`` exists (the load client
makes it when its timed window opens: the pages' opening is left out). The sum is written
to ``STATS_FILE`` every few seconds and at the end (read it with ``python -m pstats``, or
``bench_load.py`` prints its top lines). Profiling slows a run about twofold, and on a
busy machine its clock times include waits for Python's lock: read its shares, not its
times.
"""

from __future__ import annotations

import atexit
import cProfile
import os
import pstats
import sys
import threading
import time

from streamlit.runtime.scriptrunner import script_runner
from streamlit.web.cli import main

OUT = sys.argv.pop(1)
LOCK = threading.Lock()
TOTAL: list[pstats.Stats] = []
DUMPED = [0.0]
_run = script_runner.ScriptRunner._run_script


def _profiled(self: script_runner.ScriptRunner, rerun_data: object) -> None:
    if not os.path.exists(OUT + ".start"):  # the warm-up (pages opening): not profiled
        _run(self, rerun_data)
        return
    prof = cProfile.Profile()
    prof.enable()
    try:
        _run(self, rerun_data)
    finally:
        prof.disable()
        with LOCK:
            if TOTAL:
                TOTAL[0].add(prof)
            else:
                TOTAL.append(pstats.Stats(prof))
            if time.monotonic() - DUMPED[0] > 2:  # written now and then, and at the end
                _dump()


def _dump() -> None:
    if TOTAL:
        TOTAL[0].dump_stats(OUT + ".part")
        os.replace(OUT + ".part", OUT)  # never a half-written file
        DUMPED[0] = time.monotonic()


script_runner.ScriptRunner._run_script = _profiled  # type: ignore[method-assign]
atexit.register(lambda: _dump() if LOCK.acquire(timeout=5) else None)

if __name__ == "__main__":
    sys.argv[0] = "streamlit"
    sys.exit(main())
