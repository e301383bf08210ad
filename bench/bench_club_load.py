"""Concurrent learners in headless browsers through the club deployment (nginx with sticky
sessions, two app replicas, one PostgreSQL: deploy/club.py), stepped up.

Each learner signs in (not timed) and then answers quiz questions: a page action is a click
(Check, or New question) until the page has redrawn. Printed per step: the median and 90th
percentile of a page action, the errors (an action not drawn within 60 s, or an exception
on the page), and how the learners were spread over the replicas. The browsers run on the
same machine as the servers, so they take part of its two cores: the figures are a floor.

    python bench/bench_club_load.py [--steps 5,10,20] [--actions 6]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "deploy"))
from club import Club, available  # noqa: E402
from pgcluster import free_port  # noqa: E402

from tutor.store.club import Profiles  # noqa: E402

DRAWN = """() => document.querySelector('[data-testid="stApp"]')
  ?.getAttribute('data-test-script-state') === 'notRunning'
  && !document.querySelector('[data-testid="stSkeleton"]')"""
LIMIT = 60_000
PIN = "246813"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-background-networking", "--disable-renderer-backgrounding"]  # fmt: skip


async def learner(browser, url: str, name: str, actions: int, out: list, errors: list) -> None:
    context = await browser.new_context(viewport={"width": 1100, "height": 800})
    page = await context.new_page()
    try:
        await page.goto(f"{url}/quiz?q=9&kind=meld", timeout=LIMIT)
        await page.get_by_label("Your name").fill(name, timeout=LIMIT)
        await page.get_by_label("PIN or password", exact=True).fill(PIN)
        await page.get_by_role("button", name="Sign in").click()
        await page.get_by_text(f"Signed in as {name}").wait_for(timeout=LIMIT)
        await page.wait_for_function(DRAWN, timeout=LIMIT)
        for i in range(actions):
            alerts = page.locator('[data-testid="stAlert"]')
            if i % 2 == 0:  # answer and check
                await page.get_by_text("A set", exact=True).click(timeout=LIMIT)
                await page.wait_for_function(DRAWN, timeout=LIMIT)
                start = time.perf_counter()
                await page.get_by_role("button", name="Check").click()
                await alerts.first.wait_for(timeout=LIMIT)
            else:  # the next question
                start = time.perf_counter()
                await page.get_by_role("button", name="New question").click()
                await alerts.first.wait_for(state="detached", timeout=LIMIT)
            await page.wait_for_function(DRAWN, timeout=LIMIT)
            out.append((time.perf_counter() - start) * 1000)
            if await page.locator('[data-testid="stException"]').count():
                errors.append(f"{name}: exception on the page")
    except Exception as exc:
        errors.append(f"{name}: {type(exc).__name__}: {str(exc).splitlines()[0][:100]}")
    finally:
        await context.close()


def learners_per_replica(log: Path, ports: list[int]) -> list[int]:
    """How many learners' WebSockets each replica took (nginx's access log: the replica and
    the affinity key of each ``/_stcore/stream`` request)."""
    keys: dict[int, set[str]] = {p: set() for p in ports}
    for line in log.read_text().splitlines():
        if "/_stcore/stream" not in line or "replica=" not in line:
            continue
        replica = line.split("replica=", 1)[1].split()[0].split(",")[-1].strip()
        key = line.rsplit("key=", 1)[1].strip()
        port = int(replica.rsplit(":", 1)[1]) if ":" in replica else 0
        if port in keys:
            keys[port].add(key)
    return [len(keys[p]) for p in ports]


def cpu_seconds(pids: list[int]) -> float:
    """User and system CPU time used so far by these processes (Linux /proc)."""
    total = 0
    for pid in pids:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / os.sysconf("SC_CLK_TCK")


async def step(
    url: str, ports: list[int], names: list[str], actions: int, log: Path, pids: list[int]
) -> None:
    from playwright.async_api import async_playwright

    times: list[float] = []
    errors: list[str] = []
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=shutil.which("chromium"), args=ARGS)
        start = time.perf_counter()
        cpu = cpu_seconds(pids)
        tasks = [learner(browser, url, n, actions, times, errors) for n in names]
        await asyncio.gather(*tasks)
        wall = time.perf_counter() - start
        cpu = cpu_seconds(pids) - cpu
        await browser.close()
    spread_seen = learners_per_replica(log, ports)
    log.write_text("")  # nginx appends to the emptied file: the next step counts afresh
    med = statistics.median(times) if times else float("nan")
    p90 = sorted(times)[int(len(times) * 0.9)] if times else float("nan")
    print(
        f"{len(names):3d} learners: {len(times):4d} actions, median {med:6.0f} ms, "
        f"p90 {p90:6.0f} ms, errors {len(errors)}, wall {wall:5.0f} s, "
        f"learners per replica {spread_seen}; replica CPU {cpu:.1f} s in all, "
        f"{cpu / max(len(times), 1) * 1000:.0f} ms a timed action (sign-ins included)",
        flush=True,
    )
    for e in errors[:3]:
        print("    ", e)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", default="5,10,20")
    parser.add_argument("--actions", type=int, default=6)
    args = parser.parse_args()
    if not available() or not shutil.which("chromium"):
        print("needs nginx, PostgreSQL and chromium: skipped")
        return 0
    steps = [int(s) for s in args.steps.split(",")]
    club = Club(Path(tempfile.mkdtemp(prefix="hoola-load-")), port=free_port(), keep_data=False)
    try:
        club.up()
        profiles = Profiles(club.database_url)
        for i in range(max(steps)):
            profiles.create(f"L{i}", PIN)
        print(f"club at {club.url}: 2 replicas, PostgreSQL; {args.actions} timed actions a learner")
        for n in steps:
            asyncio.run(
                step(
                    club.url,
                    club.replica_ports,
                    [f"L{i}" for i in range(n)],
                    args.actions,
                    club.folder / "nginx" / "access.log",
                    [p.pid for p in club.processes],
                )
            )
    finally:
        club.down()
    return 0


if __name__ == "__main__":
    sys.exit(main())
