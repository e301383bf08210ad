"""Learners: the one place that checks a learner's name and finds or adds a learner's row
(and shows a refused value in a message, for every store's checks).

The ``learners`` table is made by the progress store's schema step 1
(:mod:`tutor.store.progress`); every store that keeps something per learner (answers and
Leitner boxes, lesson progress) keys its rows by the learner's id and goes through the
functions here, inside its own transaction.
"""

from __future__ import annotations

import unicodedata
from datetime import UTC, datetime

from tutor.engine.inputs import CONTROL, Quoted, quote
from tutor.store.db import Conn
from tutor.store.errors import ProgressError

__all__ = ["NAME_MAX", "clean_name", "ensure_learner", "find_learner", "shown"]

NAME_MAX = 40


def _visible(text: str) -> str:
    """A name as people read it: NFKC (a fullwidth ``Ａｎｎ`` is ``Ann``, a decomposed ``한``
    is one syllable) and without format characters (Unicode ``Cf``: zero-width spaces and
    joiners, bidi embeddings, overrides and isolates, the byte-order mark), which change
    what a name looks like or compares as while showing nothing of their own. So ``Ann``,
    ``Ann\u200b`` and ``Ａｎｎ`` are one person, and no unclosed ``\u202e`` turns the text
    shown after a name around."""
    text = unicodedata.normalize("NFKC", text)
    if text.isascii():
        return text
    return "".join(c for c in text if unicodedata.category(c) != "Cf")


def clean_name(name: object) -> str:
    """A learner name as it is kept, compared and shown: normalised (:func:`_visible`),
    stripped, and checked to be 1-40 printable characters (ValueError if not)."""
    if not isinstance(name, str):
        raise ProgressError("name-not-text", got=type(name).__name__)
    if len(name) > 4 * NAME_MAX + 1000:  # no normalising of a pasted book: refused as it is
        raise ProgressError("name-too-long", name=name[:NAME_MAX], size=len(name), limit=NAME_MAX)
    cleaned = _visible(name).strip()
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


def find_learner(conn: Conn, name: str) -> int | None:
    """The id of the learner called ``name`` (already cleaned), or ``None``."""
    row = conn.execute("SELECT id FROM learners WHERE name = :name", {"name": name}).fetchone()
    return None if row is None else row[0]


def ensure_learner(conn: Conn, name: str) -> int:
    """The id of the learner called ``name`` (already cleaned), added if new; call it inside
    a write transaction, whose write lock keeps another writer from adding the same name
    between the look and the insert (one round trip for a known learner, every answer)."""
    found = find_learner(conn, name)
    if found is not None:
        return found
    return conn.execute(
        "INSERT INTO learners (name, created_at) VALUES (:name, :at) RETURNING id",
        {"name": name, "at": datetime.now(UTC).isoformat(timespec="microseconds")},
    ).scalar_one()


def shown(value: object) -> Quoted:
    """A refused value for a message, cut short (:func:`tutor.engine.inputs.quote`); a huge
    whole number in hexadecimal, since Python will not even write it out in decimal."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return quote(hex(value))
    return quote(value)
