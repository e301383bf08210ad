"""The database layer's shared parts: storage error types and the file check on open.

Storage failures are not bad input, so they are not ``ValueError``s: a locked, read-only,
damaged or newer file raises a :class:`StoreUnavailable` subclass, and the app keeps working
without saving. A file is checked before anything writes to it: ``PRAGMA quick_check`` on a
read-only connection. Measured in ``bench/bench_db_check.py`` (medians on the shared
machine): 1.3 ms for 1,000 answers, 14 ms for 10,000 (1 MB), 180 ms for 100,000 (9 MB),
about a third of ``integrity_check``; it runs once per process, since the app caches its
stores. A damaged file is left byte for byte as it was.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

__all__ = [
    "StoreDamaged",
    "StoreLocked",
    "StoreReadOnly",
    "StoreTooNew",
    "StoreUnavailable",
    "check_file",
]


class StoreUnavailable(Exception):  # noqa: N818 - the name the stores have always used
    """The database cannot be used; the message says why in plain words."""


class StoreLocked(StoreUnavailable):
    """Another program or window held the file busy too long."""


class StoreReadOnly(StoreUnavailable):
    """The file or its folder cannot be written."""


class StoreDamaged(StoreUnavailable):
    """The file is damaged or is not a Hoola Tutor database; it is never written to."""


class StoreTooNew(StoreUnavailable):
    """The file was written by a newer version of Hoola Tutor."""


def damaged_message(path: Path, detail: str) -> str:
    return (
        f"the progress database {path} is damaged or is not a Hoola Tutor database "
        f"({detail}); it was left untouched - move it aside to start a fresh one"
    )


def check_file(path: Path, *, timeout: float = 5.0) -> None:
    """Raise :class:`StoreDamaged` if an existing file at ``path`` fails SQLite's
    ``quick_check`` (or is not SQLite at all). Opens the file read-only, so nothing is
    written; a missing or empty file passes (a new database is made there)."""
    try:
        if not path.exists() or path.stat().st_size == 0:
            return
    except OSError:
        return  # the open that follows reports it
    try:
        conn = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True, timeout=timeout)
    except sqlite3.Error:
        return  # cannot even open it read-only: the open that follows reports why
    try:
        rows = conn.execute("PRAGMA quick_check").fetchall()
    except sqlite3.DatabaseError as exc:
        code = (getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF
        if code in (5, 6):  # busy or locked: not damage
            return
        raise StoreDamaged(damaged_message(path, str(exc))) from None
    finally:
        conn.close()
    problems = [r[0] for r in rows if r and r[0] != "ok"]
    if problems:
        detail = f"{len(problems)} problem{'s' if len(problems) > 1 else ''}: {problems[0][:80]}"
        raise StoreDamaged(damaged_message(path, detail))
