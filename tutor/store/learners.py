"""Learners: the one place that checks a learner's name and finds or adds a learner's row
(and shows a refused value in a message, for every store's checks).

The ``learners`` table is made by the progress store's schema step 1
(:mod:`tutor.store.progress`); every store that keeps something per learner (answers and
Leitner boxes, lesson progress) keys its rows by the learner's id and goes through the
functions here, inside its own transaction.
"""

from __future__ import annotations

import re
import sqlite3
from datetime import UTC, datetime

from tutor.engine.inputs import Quoted, quote
from tutor.store.errors import ProgressError

__all__ = ["CONTROL", "NAME_MAX", "clean_name", "ensure_learner", "find_learner", "shown"]

NAME_MAX = 40
CONTROL = re.compile(r"[\x00-\x1f\x7f\ud800-\udfff]")
"""Control characters and lone surrogates (not UTF-8), refused in every name, tag and
kind a store keeps."""


def clean_name(name: object) -> str:
    """Strip a learner name and check it is 1-40 printable characters (ValueError if not)."""
    if not isinstance(name, str):
        raise ProgressError("name-not-text", got=type(name).__name__)
    cleaned = name.strip()
    if not cleaned:
        raise ProgressError("name-empty", limit=NAME_MAX)
    if len(cleaned) > NAME_MAX:
        raise ProgressError(
            "name-too-long", name=cleaned[:NAME_MAX], size=len(cleaned), limit=NAME_MAX
        )
    if CONTROL.search(cleaned):
        shown = cleaned.encode("utf-8", "backslashreplace").decode()  # a lone surrogate too
        raise ProgressError("name-control", name=shown)
    return cleaned


def find_learner(conn: sqlite3.Connection, name: str) -> int | None:
    """The id of the learner called ``name`` (already cleaned), or ``None``."""
    row = conn.execute("SELECT id FROM learners WHERE name = ?", (name,)).fetchone()
    return None if row is None else row[0]


def ensure_learner(conn: sqlite3.Connection, name: str) -> int:
    """The id of the learner called ``name`` (already cleaned), added if new; call it inside
    a write transaction."""
    conn.execute(
        "INSERT INTO learners (name, created_at) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
        (name, datetime.now(UTC).isoformat(timespec="microseconds")),
    )
    return conn.execute("SELECT id FROM learners WHERE name = ?", (name,)).fetchone()[0]


def shown(value: object) -> Quoted:
    """A refused value for a message, cut short (:func:`tutor.engine.inputs.quote`); a huge
    whole number in hexadecimal, since Python will not even write it out in decimal."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return quote(hex(value))
    return quote(value)
