"""A learner's lesson progress on the pages: kept in the session, saved to the database.

The session holds one book per learner (``""`` for a guest who has chosen no learner): for
each lesson the step open, the stars of each graded step done, this session's attempts
(misses, hints, answer shown) and the last verdicts. For a chosen learner the book is read
from the progress database once per session, and every step done and every move is written
back at once, so a reload or a restart of the app loses nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import streamlit as st

from tutor.app.club import club_mode
from tutor.app.learner import become_guest, public, selected_learner, store_quietly
from tutor.app.state import LEARNER_PARAM
from tutor.store.progress import StoreUnavailable
from tutor.teach import lessons as L
from tutor.teach.attempts import Attempt
from tutor.teach.course import MapEntry, continue_at, course_map
from tutor.teach.practice import starter_kinds
from tutor.words import t
from tutor.words.lessons import content_locale, marked

__all__ = [
    "LessonState",
    "book",
    "go_to",
    "lesson_map",
    "learner",
    "load",
    "next_place",
    "save_place",
    "save_stars",
    "state",
    "taught_kinds",
]

BOOKS_KEY = "lesson_books"
CURRENT_KEY = "lessons_current"
PICK_KEY = "lesson_pick"
_NOTE_KEY = "lesson_book_note"

ss = st.session_state


@dataclass
class LessonState:
    """One lesson in a learner's book (mutable: it lives in the session)."""

    place: int | None = None
    visited_at: str = ""
    stars: dict[str, int] = field(default_factory=dict)
    attempts: dict[str, dict[str, Any]] = field(default_factory=dict)
    verdicts: dict[str, dict[str, Any]] = field(default_factory=dict)

    @property
    def step(self) -> int:
        return self.place or 0

    def attempt(self, name: str) -> Attempt:
        return Attempt.from_dict(self.attempts.get(name, {}))


@st.cache_resource(show_spinner=False, max_entries=6)
def _load_cached(version: tuple[object, ...], lang: str) -> tuple[L.Lesson, ...]:
    return tuple(L.load_lessons(locale=lang))


def load() -> tuple[L.Lesson, ...]:
    """The lessons in the visitor's language, read once per language (the cache is keyed by
    it, so no visitor sees another's); read again when a lesson file changes or the lesson
    models are reloaded (Streamlit reloads edited modules, and old objects would no longer
    be instances of the new classes). Raises ``ValueError`` naming a broken lesson file.
    The lessons line up step for step in every language (same ids, steps and answers), so a
    learner who switches language keeps their place and answers."""
    lang = L.lesson_locale(content_locale())
    folders = (L.LESSONS_DIR, L.LESSONS_DIR / lang) if lang != "en" else (L.LESSONS_DIR,)
    files = tuple((p.name, p.stat().st_mtime_ns) for d in folders for p in sorted(d.glob("*.y*ml")))
    return tuple(marked(_load_cached((id(L.Lesson), files), lang)))


def learner() -> str:
    """The chosen learner; on a fresh load the one named in the link (``?learner=``), except
    in club mode, where only a sign-in chooses the learner."""
    if club_mode():
        return selected_learner() or ""
    return selected_learner() or str(st.query_params.get(LEARNER_PARAM) or "")


def book() -> dict[str, LessonState]:
    """The chosen learner's book (read from the database the first time in a session)."""
    books: dict[str, dict[str, LessonState]] = ss.setdefault(BOOKS_KEY, {})
    who = learner()
    if who not in books:
        books[who] = {}
        store = store_quietly() if who else None
        if store is not None:
            try:
                stored = store.lesson_progress(who)
            except (StoreUnavailable, ValueError) as e:
                ss[_NOTE_KEY] = ("lessons-progress-not-read", public(e))
                stored = {}
            for lesson_id, rec in stored.items():
                books[who][lesson_id] = LessonState(
                    place=rec.place, visited_at=rec.visited_at, stars=dict(rec.stars)
                )
    return books[who]


def state(lesson_id: str) -> LessonState:
    return book().setdefault(lesson_id, LessonState())


def take_note() -> str | None:
    """A one-time note about the database (e.g. progress could not be saved), in the
    visitor's language (kept as a message id and the error's words until shown)."""
    note = ss.pop(_NOTE_KEY, None)
    if note is None:
        return None
    msg_id, error = note
    return t(msg_id, error=error)


def _write(action: str, *args: Any) -> None:
    who = learner()
    store = store_quietly() if who else None
    if store is None:
        return
    try:
        getattr(store, action)(who, *args)
    except (StoreUnavailable, ValueError) as e:
        ss[_NOTE_KEY] = ("lessons-progress-not-saved", public(e))


def save_place(lesson_id: str, index: int) -> None:
    """Open step ``index`` of a lesson and remember it (in the session and the database)."""
    les = state(lesson_id)
    les.place = index
    les.visited_at = datetime.now(UTC).isoformat(timespec="microseconds")
    _write("save_lesson_place", lesson_id, index)


def _guest_if_nobody() -> None:
    """Nobody chosen: the visitor becomes the Guest learner (the quiz's rule), and this
    session's lessons join Guest's book, to be saved from now on. In club mode nobody
    becomes Guest: only a sign-in chooses the learner."""
    if learner() or club_mode():
        return
    mine = ss.setdefault(BOOKS_KEY, {}).pop("", {})
    become_guest()
    theirs = book()
    for lesson_id, les in mine.items():
        old = theirs.get(lesson_id)
        if old is not None:
            for name, stars in old.stars.items():
                les.stars[name] = max(stars, les.stars.get(name, 0))
        theirs[lesson_id] = les
        if les.place is not None:
            _write("save_lesson_place", lesson_id, les.place)
        for name, stars in les.stars.items():
            a = les.attempt(name)
            _write("save_lesson_step", lesson_id, name, stars, a.misses, a.hints)


def save_stars(lesson_id: str, step: str, attempt: Attempt) -> None:
    """A graded step solved: keep its best stars and write them to the database (for the
    Guest profile when nobody has been chosen, as a quiz answer is)."""
    _guest_if_nobody()
    les = state(lesson_id)
    les.attempts[step] = attempt.to_dict()
    if attempt.stars > les.stars.get(step, 0):
        les.stars[step] = attempt.stars
    _write("save_lesson_step", lesson_id, step, attempt.stars, attempt.misses, attempt.hints)


def lesson_map(lessons: Sequence[L.Lesson]) -> list[MapEntry]:
    return course_map(lessons, book())


def taught_kinds() -> list[str]:
    """The kinds of quiz question on what the learner has been taught: those of the lessons
    done (every graded step solved, or read to the end); the first lesson's before any."""
    lessons = load()
    done = [e.lesson_id for e in lesson_map(lessons) if e.status in ("done", "mastered")]
    return starter_kinds(lessons, done)


def next_place(lessons: Sequence[L.Lesson]) -> tuple[str, int] | None:
    return continue_at(lessons, book())


def go_to(lesson_id: str, index: int) -> None:
    """Make ``lesson_id`` the lesson on screen, at step ``index`` (a button callback)."""
    ss[CURRENT_KEY] = lesson_id
    ss[PICK_KEY] = lesson_id
    save_place(lesson_id, index)
