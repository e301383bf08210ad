"""What an attacker sends a club's tutor, and how a stall is seen: shared by the tests of the
deployment (tests/test_club_deploy.py, tests/test_club_inputs.py) and its benchmark
(bench/bench_club_attacks.py), so the figures and the checks come from the same requests.

- :func:`get`: one request without a cookie (a new visitor; nginx places it by request id).
- :func:`put`: a PUT of any size, streamed, as an outsider with no session.
- :func:`hostile_digits`: a JSON text built to make a digit search go quadratic.
- :func:`ticked`: run some work while a thread ticks every 10 ms; the longest gap between
  two ticks is how long the interpreter stalled (what other visitors would wait)."""

from __future__ import annotations

import socket
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable


def get(url: str, timeout: float = 30) -> tuple[int, dict[str, str], bytes]:
    """One request without a cookie: its status (0 when nothing answered), headers, body."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as r:
            return r.status, dict(r.headers), r.read()
    except urllib.error.HTTPError as e:
        return e.code, dict(e.headers), e.read()
    except OSError:
        return 0, {}, b""


def put(url: str, path: str, size: int) -> int | None:
    """A PUT of ``size`` bytes with no session (an outsider's): the status the server answered
    with, or ``None`` when it closed the connection without one."""
    host, port = url.removeprefix("http://").split(":")
    chunk = b"x" * (1 << 20)
    with socket.create_connection((host, int(port)), timeout=30) as s:
        s.sendall(
            f"PUT {path} HTTP/1.1\r\nHost: {host}\r\nContent-Length: {size}\r\n"
            "Content-Type: application/octet-stream\r\nConnection: close\r\n\r\n".encode()
        )
        sent = 0
        try:
            while sent < size:
                part = chunk[: min(len(chunk), size - sent)]
                s.sendall(part)
                sent += len(part)
        except OSError:  # the server answered and closed before the whole body
            pass
        try:
            head = s.recv(4096).decode("latin-1")
        except OSError:
            return None
    return int(head.split()[1]) if head.startswith("HTTP/") else None


def hostile_digits(size: int) -> str:
    """Runs of 3,999 digits (each one short of what an old search looked for, so it scanned
    every run from every start) and one run of 4,301 at the end: ``size`` characters."""
    run = "1" * 3_999
    body = ",".join([run] * (size // 4_000 - 2))
    return f'{{"game": [{body}, {"9" * 4_301}]}}'


def ticked(work: Callable[[], object]) -> tuple[float, float, BaseException | None]:
    """Run ``work`` while a thread ticks every 10 ms: its time, the longest gap between two
    ticks (a stall of the interpreter), both in seconds, and what it raised."""
    gaps: list[float] = []
    stop = threading.Event()

    def tick() -> None:
        last = time.perf_counter()
        while not stop.wait(0.01):
            now = time.perf_counter()
            gaps.append(now - last)
            last = now

    ticker = threading.Thread(target=tick)
    ticker.start()
    time.sleep(0.05)
    started = time.perf_counter()
    raised = None
    try:
        work()
    except Exception as e:  # returned to the caller
        raised = e
    took = time.perf_counter() - started
    stop.set()
    ticker.join()
    return took, max(gaps, default=0.0), raised
