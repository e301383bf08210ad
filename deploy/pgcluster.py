"""A private PostgreSQL cluster in a folder, from the distribution's packages: for the tests,
the benchmarks and ``make club``. Never touches the system's own cluster.

    python deploy/pgcluster.py start FOLDER [--port 55432]   # prints the database URL
    python deploy/pgcluster.py stop FOLDER

``initdb`` refuses to run as root, so as root the cluster is made and run by the ``postgres``
user (the folder is handed to it); as any other user, by that user. The server listens on
127.0.0.1 only and trusts local logins (a test or a local trial: a club's real server keeps
passwords, see deploy/README.md).
"""

from __future__ import annotations

import argparse
import glob
import os
import pwd
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

__all__ = ["Cluster", "find_binary", "free_port"]


def find_binary(name: str) -> str | None:
    """``initdb``, ``pg_ctl`` … on PATH or in Debian's ``/usr/lib/postgresql/<n>/bin``."""
    found = shutil.which(name)
    if found:
        return found
    versions = sorted(
        glob.glob(f"/usr/lib/postgresql/*/bin/{name}"),
        key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0,
    )
    return versions[-1] if versions else None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Cluster:
    """A cluster in ``folder`` on ``port``: :meth:`start`, :meth:`url`, :meth:`create`,
    :meth:`stop`. ``durable=False`` (tests) turns fsync off for speed."""

    def __init__(self, folder: Path | str, port: int | None = None, *, durable: bool = True):
        self.folder = Path(folder).absolute()
        self.data = self.folder / "data"
        self.port = port or free_port()
        self.durable = durable
        self._as_postgres = os.geteuid() == 0

    @staticmethod
    def available() -> bool:
        """Whether the server's programs are installed (and, as root, the postgres user)."""
        if not (find_binary("initdb") and find_binary("pg_ctl")):
            return False
        if os.geteuid() == 0:
            try:
                pwd.getpwnam("postgres")
            except KeyError:
                return False
        return True

    def _run(self, *args: str) -> subprocess.CompletedProcess[str]:
        cmd = list(args)
        if self._as_postgres:
            cmd = ["runuser", "-u", "postgres", "--", *cmd]
        return subprocess.run(cmd, capture_output=True, text=True, check=False, timeout=120)

    def _check(self, result: subprocess.CompletedProcess[str], what: str) -> None:
        if result.returncode != 0:
            raise RuntimeError(f"{what} failed: {(result.stderr or result.stdout).strip()[:500]}")

    def start(self) -> str:
        """Make the cluster if new and start it; return the URL of its ``postgres`` database."""
        self.folder.mkdir(parents=True, exist_ok=True)
        if self._as_postgres:
            user = pwd.getpwnam("postgres")
            os.chown(self.folder, user.pw_uid, user.pw_gid)
            self.folder.chmod(0o700)
        if not (self.data / "PG_VERSION").exists():
            self._check(
                self._run(
                    find_binary("initdb") or "initdb", "-D", str(self.data), "-U", "postgres",
                    "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync",
                ),
                "initdb",
            )  # fmt: skip
        options = (
            f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 "
            "-c max_connections=200 -c shared_buffers=64MB"
        )
        if not self.durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        self._check(
            self._run(
                find_binary("pg_ctl") or "pg_ctl", "-D", str(self.data), "-l",
                str(self.folder / "server.log"), "-o", options, "-w", "-t", "60", "start",
            ),
            "pg_ctl start",
        )  # fmt: skip
        return self.url()

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def create(self, database: str) -> str:
        """Create an empty database (from ``template0``); return its URL."""
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{database}" TEMPLATE template0')
        return self.url(database)

    def sql(self, statement: str, database: str = "postgres") -> None:
        """Run one statement as the superuser (tests: make a server read-only, end sessions)."""
        import psycopg

        with psycopg.connect(self.url(database), autocommit=True) as conn:
            conn.execute(statement)

    def stop(self, *, remove: bool = True) -> None:
        """Stop the server (fast shutdown); remove the folder unless ``remove`` is False."""
        if (self.data / "postmaster.pid").exists():
            self._run(find_binary("pg_ctl") or "pg_ctl", "-D", str(self.data), "-m", "fast",
                      "-w", "stop")  # fmt: skip
        if remove:
            shutil.rmtree(self.folder, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("action", choices=["start", "stop"])
    parser.add_argument("folder")
    parser.add_argument("--port", type=int, default=55432)
    parser.add_argument("--database", default="hoola")
    parser.add_argument("--remove", action="store_true", help="stop: delete the data as well")
    args = parser.parse_args(argv)
    cluster = Cluster(args.folder, args.port)
    if args.action == "stop":
        cluster.stop(remove=args.remove)
        return 0
    if not Cluster.available():
        print("PostgreSQL is not installed: apt-get install -y postgresql", file=sys.stderr)
        return 1
    cluster.start()
    for _ in range(50):
        try:
            print(cluster.create(args.database))
            break
        except Exception as exc:
            if "already exists" in str(exc):
                print(cluster.url(args.database))
                break
            time.sleep(0.1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
