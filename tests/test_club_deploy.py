"""The club's deployment under attack (deploy/club.py, deploy/nginx.conf.template; issue 39),
against the real pieces: nginx, two app replicas and PostgreSQL, started here. A 100 MB
upload is refused by nginx and takes no replica out; a body the app refuses unread takes
none out either; the security headers are on every answer and the nginx version on none; a
share link's token never reaches the access log; a replica killed with SIGKILL is started
again while ``GET /`` keeps answering; PostgreSQL stopped and started again: the app says
the database is unreachable, then works again."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from probes import get, put  # deploy/probes.py


def statuses(url: str, n: int = 24) -> list[int]:
    return [get(f"{url}/")[0] for _ in range(n)]


def test_a_100_mb_upload_is_refused_and_takes_no_replica_out(club) -> None:
    assert put(club.url, "/_stcore/upload_file/x/y", 100 * 1024 * 1024) in (413, None)
    assert statuses(club.url) == [200] * 24
    assert "client intended to send too large body" in (club.folder / "nginx/error.log").read_text()


def test_a_body_the_app_refuses_unread_takes_no_replica_out(club) -> None:
    """Under nginx's limit, over nothing the app accepts from an outsider: each replica
    refuses it (no session), and nginx may fail writing the rest; no replica is marked down."""
    for _ in range(4):
        put(club.url, "/_stcore/upload_file/x/y", 19 * 1024 * 1024)
    assert statuses(club.url) == [200] * 24


def test_every_answer_carries_the_security_headers(club) -> None:
    for path in ("/", "/_stcore/health", "/no-such-page", "/static/nothing.js"):
        _, headers, _ = get(f"{club.url}{path}")
        assert headers["X-Frame-Options"] == "DENY"
        assert headers["Content-Security-Policy"] == "frame-ancestors 'none'"
        assert headers["X-Content-Type-Options"] == "nosniff"
        assert headers["Referrer-Policy"] == "no-referrer"
        assert headers["Server"] == "nginx"  # no version
    status, _, body = get(f"{club.url}/%")  # an error page of nginx's own
    assert status == 400 and b"nginx/" not in body


def test_a_share_token_never_reaches_the_access_log(club) -> None:
    token = "Zq8xXq3m1c0-SECRET-TOKEN-8b4kQ2w"
    assert get(f"{club.url}/game?share={token}&x=1")[0] == 200
    log = logged(club.folder / "nginx/access.log", '"GET /game"')
    assert token not in log and "share=" not in log


def logged(path: Path, line: str, seconds: float = 20) -> str:
    """The log once it holds ``line``: nginx writes a request's line after its answer has
    gone, so the client can read the log before the line is there."""
    deadline = time.monotonic() + seconds
    while line not in (log := path.read_text()):
        assert time.monotonic() < deadline, f"{line} never reached {path}"
        time.sleep(0.05)
    return log


def test_a_replica_killed_with_sigkill_is_started_again_while_the_club_answers(club) -> None:
    stop = threading.Event()
    watcher = threading.Thread(target=club.supervise, args=(stop, 0.2), daemon=True)
    watcher.start()
    try:
        old = club.processes[0]
        club.kill_replica(0)
        answered = statuses(club.url, 24)  # while replica 0 is dead or starting
        assert answered == [200] * 24
        deadline = time.monotonic() + 90
        while club.processes[0] is old or not _healthy(club.replica_ports[0]):
            assert time.monotonic() < deadline, "replica 0 was not started again"
            time.sleep(0.2)
        assert club.processes[0].poll() is None and club.processes[1] is not old
        assert statuses(club.url, 24) == [200] * 24
    finally:
        stop.set()
        watcher.join()


def test_every_replica_seals_play_links_with_the_clubs_one_key(club) -> None:
    key = (club.folder / "link.key").read_text().strip()
    assert len(key) == 64 and club.link_key == key
    for proc in club.processes:
        env = Path(f"/proc/{proc.pid}/environ").read_bytes().split(b"\0")
        assert f"HOOLA_TUTOR_LINK_KEY={key}".encode() in env


def _healthy(port: int) -> bool:
    try:
        return get(f"http://127.0.0.1:{port}/_stcore/health", timeout=2)[0] == 200
    except OSError:
        return False


def test_a_replica_that_keeps_stopping_is_reported(tmp_path: Path) -> None:
    """A replica that cannot start is not restarted for ever: after MAX_RESTARTS in the
    window, club.py says which replica and where its log is."""
    import subprocess
    import sys

    from club import MAX_RESTARTS, Club

    club = Club(tmp_path)
    club.replica_ports = [1]
    club.processes = [subprocess.Popen([sys.executable, "-c", "raise SystemExit(3)"])]
    club.start_replica = lambda i: club.processes.__setitem__(  # type: ignore[method-assign]
        i, subprocess.Popen([sys.executable, "-c", "raise SystemExit(3)"])
    )
    club.processes[0].wait()
    for _ in range(MAX_RESTARTS):
        assert club.revive() == [0]
        club.processes[0].wait()
    with pytest.raises(RuntimeError, match=r"replica 0 stopped 5 times .*replica0\.log"):
        club.revive()
