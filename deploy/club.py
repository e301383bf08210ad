"""A club's tutor on one machine: a private PostgreSQL, two (or more) app replicas and nginx in
front of them with sticky sessions. ``make club`` runs it until Ctrl-C; the browser test and
the load benchmark start it from Python (:class:`Club`).

    python deploy/club.py [--folder .club] [--port 8600] [--replicas 2] [--pg-port 55432]
                          [--fresh]

Everything lives in the folder (the database's files too, kept between runs unless
``--fresh``); the app listens on 127.0.0.1 only. On real servers run the same pieces
separately: deploy/README.md.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pgcluster import Cluster, free_port

ROOT = Path(__file__).resolve().parent.parent
RESTART_WINDOW = 60.0
MAX_RESTARTS = 5
TEMPLATE = Path(__file__).resolve().parent / "nginx.conf.template"


def _wait_ok(url: str, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            pass
        if time.monotonic() > deadline:
            raise RuntimeError(f"{url} did not answer within {timeout:.0f} s")
        time.sleep(0.2)


def nginx_config(prefix: Path, listen: str, replicas: list[int]) -> str:
    """The load balancer's configuration from the template, for replicas on 127.0.0.1."""
    servers = "\n".join(f"        server 127.0.0.1:{port} max_fails=0;" for port in replicas)
    user = "user root;" if os.geteuid() == 0 else ""  # workers may read the private folder
    return (
        TEMPLATE.read_text(encoding="utf-8")
        .replace("@USER@", user)
        .replace("@PREFIX@", str(prefix))
        .replace("@LISTEN@", listen)
        .replace("@SERVERS@", servers)
    )


@dataclass
class Club:
    """The pieces of a local club deployment; :meth:`up` starts them, :meth:`down` stops
    them. ``club=True`` runs the app with private profiles."""

    folder: Path
    port: int = 8600
    replicas: int = 2
    club: bool = True
    keep_data: bool = True
    pg_port: int | None = None
    database_url: str = ""
    replica_ports: list[int] = field(default_factory=list)
    processes: list[subprocess.Popen] = field(default_factory=list)
    restarts: dict[int, list[float]] = field(default_factory=dict)
    cluster: Cluster | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def up(self) -> Club:
        self.folder = Path(self.folder).absolute()
        self.folder.mkdir(parents=True, exist_ok=True)
        self.folder.chmod(0o755)  # the postgres user (as root) must reach its folder inside
        self.cluster = Cluster(self.folder / "postgres", self.pg_port or free_port())
        self.cluster.start()
        try:
            self.database_url = self.cluster.create("hoola")
        except Exception as exc:
            if "already exists" not in str(exc):
                raise
            self.database_url = self.cluster.url("hoola")
        # Make the schema once, before the replicas start.
        subprocess.run([sys.executable, "-c", "import sys; from tutor.store.progress import "
                        "ProgressStore; ProgressStore(sys.argv[1])", self.database_url],
                       check=True, cwd=ROOT)  # fmt: skip
        for _ in range(self.replicas):
            self.replica_ports.append(free_port())
        for i in range(self.replicas):
            self.start_replica(i)
        for port in self.replica_ports:
            _wait_ok(f"http://127.0.0.1:{port}/_stcore/health")
        self.start_balancer()
        _wait_ok(f"{self.url}/_stcore/health")
        return self

    def start_replica(self, i: int) -> subprocess.Popen:
        env = {**os.environ, "HOOLA_TUTOR_DB": self.database_url}
        if self.club:
            env["HOOLA_TUTOR_CLUB"] = "1"
        log = open(self.folder / f"replica{i}.log", "ab")  # noqa: SIM115 - the process keeps it
        proc = subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", str(ROOT / "streamlit_app.py"),
             "--server.headless", "true", "--server.address", "127.0.0.1",
             "--server.port", str(self.replica_ports[i]),
             "--browser.gatherUsageStats", "false"],
            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
        )  # fmt: skip
        if i < len(self.processes):
            self.processes[i] = proc
        else:
            self.processes.append(proc)
        return proc

    def revive(self) -> list[int]:
        """Start again every replica that has stopped (a crash, a kill), on its own port, and
        return their numbers; the others keep serving meanwhile (nginx sends a dead
        replica's requests to another). A replica that stops again within
        :data:`RESTART_WINDOW` seconds of :data:`MAX_RESTARTS` restarts is left stopped and
        reported (a replica that cannot start would otherwise be restarted for ever)."""
        revived = []
        now = time.monotonic()
        for i, proc in enumerate(self.processes):
            if proc.poll() is None:
                continue
            recent = [t for t in self.restarts.get(i, []) if now - t < RESTART_WINDOW]
            if len(recent) >= MAX_RESTARTS:
                raise RuntimeError(
                    f"replica {i} stopped {len(recent)} times in {RESTART_WINDOW:.0f} s: see "
                    f"{self.folder / f'replica{i}.log'}"
                )
            self.restarts[i] = [*recent, now]
            print(f"replica {i} stopped (exit code {proc.returncode}); starting it again",
                  file=sys.stderr, flush=True)  # fmt: skip
            self.start_replica(i)
            revived.append(i)
        return revived

    def supervise(self, stop: threading.Event, every: float = 0.5) -> None:
        """Revive stopped replicas every ``every`` seconds until ``stop`` is set (what
        ``make club`` does while it runs; a test runs it in a thread)."""
        while not stop.wait(every):
            self.revive()

    def kill_replica(self, i: int) -> None:
        """Kill replica ``i`` at once (SIGKILL: no goodbye, as in a crash)."""
        self.processes[i].kill()
        self.processes[i].wait(timeout=10)

    def start_balancer(self) -> None:
        prefix = self.folder / "nginx"
        prefix.mkdir(exist_ok=True)
        conf = prefix / "nginx.conf"
        conf.write_text(nginx_config(prefix, f"127.0.0.1:{self.port}", self.replica_ports))
        nginx = shutil.which("nginx") or "/usr/sbin/nginx"
        subprocess.run([nginx, "-p", str(prefix), "-c", str(conf), "-t", "-q"], check=True,
                       capture_output=True)  # fmt: skip
        subprocess.run([nginx, "-p", str(prefix), "-c", str(conf)], check=True)

    def down(self) -> None:
        prefix = self.folder / "nginx"
        pid = prefix / "nginx.pid"
        if pid.exists():
            with contextlib.suppress(OSError, ValueError):
                os.kill(int(pid.read_text().strip()), signal.SIGQUIT)
        for proc in self.processes:
            if proc.poll() is None:
                proc.terminate()
        for proc in self.processes:
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
        if self.cluster is not None:
            self.cluster.stop(remove=not self.keep_data)
        if not self.keep_data:
            shutil.rmtree(self.folder, ignore_errors=True)


def available() -> bool:
    """Whether nginx and PostgreSQL are installed."""
    return Cluster.available() and bool(shutil.which("nginx") or Path("/usr/sbin/nginx").exists())


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--folder", default=str(ROOT / ".club"))
    parser.add_argument("--port", type=int, default=8600)
    parser.add_argument("--replicas", type=int, default=2)
    parser.add_argument("--pg-port", type=int, default=55432, help="the database's port")
    parser.add_argument("--fresh", action="store_true", help="start from an empty database")
    args = parser.parse_args(argv)
    if not available():
        print("Needs nginx and PostgreSQL: apt-get install -y nginx postgresql", file=sys.stderr)
        return 1
    if args.fresh:
        shutil.rmtree(args.folder, ignore_errors=True)
    club = Club(Path(args.folder), args.port, args.replicas, pg_port=args.pg_port)
    # Ctrl-C, and a plain `kill` (systemd, a script), both stop every piece it started;
    # Ctrl-C works even when the shell started this in the background with SIGINT ignored.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        club.up()
        print(f"Hoola Tutor for a club: {club.url}  ({args.replicas} replicas, database "
              f"{club.database_url}); Ctrl-C stops it. Admin: HOOLA_TUTOR_DB="
              f"{club.database_url} hoola reset-pin NAME")  # fmt: skip
        # A replica that stops (a crash, a kill) is started again; the others and nginx keep
        # serving its learners meanwhile.
        club.supervise(threading.Event(), every=1.0)
        return 1
    except RuntimeError as exc:  # a replica that keeps stopping
        print(exc, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0
    finally:
        club.down()


if __name__ == "__main__":
    sys.exit(main())
