"""Puzzle progress per learner (schema step 10, :func:`v10_puzzles`): each learner's puzzle
rating, every answer with the rating before and after, each puzzle's own rating (shared by
every learner: answers move it), and a learner's own mistakes kept as personal puzzles.

The methods live in :class:`PuzzleProgressMixin`, mixed into
:class:`tutor.store.progress.ProgressStore`, and reach the database only through its
:class:`~tutor.store.db.Database`; :func:`export_rows` and :func:`import_rows` carry a
learner's puzzle rows in the progress export. The store holds numbers and text only: a
rating is a ``(mu, sigma)`` pair moved by the function the caller passes (the play layer's
:func:`tutor.play.puzzles.ratings.update`, through :mod:`tutor.play.puzzles.progress`), a
personal puzzle is the text of one pool line.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Protocol

from pydantic import BaseModel, ConfigDict, Field, field_validator

from tutor.store.db import MIGRATIONS, Conn, Database
from tutor.store.errors import ProgressError
from tutor.store.learners import clean_name, ensure_learner, find_learner, shown
from tutor.store.schema import make_step

__all__ = ["PuzzleExport", "PuzzleProgressMixin", "Rating", "v10_puzzles"]

Rating = tuple[float, float]
"""A rating as the store keeps it: ``(mu, sigma)``."""
NEW = (25.0, 25.0 / 3.0)
"""A learner with no answers (OpenSkill's defaults)."""
Rate = Callable[[Rating, Rating, bool], tuple[Rating, Rating]]
"""Both ratings after one answer, from both before and whether it was solved."""
_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")
BODY_MAX = 20_000

HINTS_MAX = 3
"""The hint ladder's steps: a nudge, the rule, the answer (an answer shown counts as a miss)."""
PERSONAL_MAX = 200
"""A learner keeps at most this many personal puzzles (the newest)."""


@MIGRATIONS.register(10)
def v10_puzzles(conn: Conn) -> None:
    """Schema 10: learners' puzzle ratings and answers, puzzles' ratings, personal puzzles."""
    make_step(conn, 10)


class AnswerRow(BaseModel):
    """One stored answer, as the export carries it."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    answered_at: datetime
    puzzle_id: str = Field(pattern=_ID.pattern)
    theme: str = Field(pattern=_ID.pattern)
    choice: int = Field(ge=0, le=50)
    solved: bool
    hints: int = Field(ge=0, le=HINTS_MAX)
    before: float
    after: float


class PuzzleExport(BaseModel):
    """A learner's puzzle progress in the progress export: rating, answers, personal
    puzzles (each one line of the pool's format)."""

    model_config = ConfigDict(extra="forbid")
    mu: float = Field(ge=-1000, le=1000)
    sigma: float = Field(gt=0, le=1000)
    answers: list[AnswerRow] = Field(default_factory=list, max_length=100_000)
    personal: list[str] = Field(default_factory=list, max_length=PERSONAL_MAX)

    @field_validator("personal")
    @classmethod
    def _bodies(cls, bodies: list[str]) -> list[str]:
        for body in bodies:
            _body_id(body)
        return bodies


class _Store(Protocol):
    db: Database


def _iso(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def _body_id(body: object) -> str:
    """The id of a personal puzzle's text (a JSON object with an ``id``); ``ProgressError``
    when it is not one."""
    if not isinstance(body, str) or len(body) > BODY_MAX:
        raise ProgressError("not-an-id", what="puzzle", got=shown(body))
    try:
        got = json.loads(body)
    except (ValueError, RecursionError):
        got = None
    pid = got.get("id") if isinstance(got, dict) else None
    if not isinstance(pid, str) or not _ID.match(pid):
        raise ProgressError("not-an-id", what="puzzle", got=shown(body))
    return pid


def _check_id(value: object, what: str) -> str:
    if not isinstance(value, str) or not _ID.match(value):
        raise ProgressError("not-an-id", what=what, got=shown(value))
    return value


def _skill(conn: Conn, learner_id: int | None) -> Rating:
    if learner_id is None:
        return NEW
    row = conn.execute(
        "SELECT mu, sigma FROM puzzle_skills WHERE learner_id = :l", {"l": learner_id}
    ).fetchone()
    return NEW if row is None else (float(row[0]), float(row[1]))


def _puzzle_skill(conn: Conn, puzzle_id: str, start: Rating) -> Rating:
    row = conn.execute(
        "SELECT mu, sigma FROM puzzle_ratings WHERE puzzle_id = :p", {"p": puzzle_id}
    ).fetchone()
    return start if row is None else (float(row[0]), float(row[1]))


class PuzzleProgressMixin:
    """Puzzle methods of the progress store."""

    def puzzle_skill(self: _Store, learner: str) -> Rating:
        """The learner's puzzle rating (a new learner's when they have none)."""
        name = clean_name(learner)
        with self.db.read() as conn:
            return _skill(conn, find_learner(conn, name))

    def puzzle_ratings(self: _Store) -> dict[str, Rating]:
        """Every puzzle's rating as answers have moved it (puzzles never answered are
        missing: they stand at their shipped rating)."""
        with self.db.read() as conn:
            rows = conn.execute("SELECT puzzle_id, mu, sigma FROM puzzle_ratings").fetchall()
        return {p: (float(mu), float(s)) for p, mu, s in rows}

    def record_puzzle(
        self: _Store,
        learner: str,
        puzzle_id: str,
        theme: str,
        choice: int,
        solved: bool,
        hints: int,
        start: Rating,
        rate: Rate,
        shared: bool = True,
        now: datetime | None = None,
    ) -> tuple[Rating, Rating, Rating, Rating]:
        """Save one answer and move both ratings with ``rate``, in one transaction: the
        learner's, and (when ``shared``: a pool puzzle) the puzzle's, which starts at
        ``start``. Returns the learner's rating before and after, then the puzzle's."""
        name = clean_name(learner)
        _check_id(puzzle_id, "puzzle")
        _check_id(theme, "theme")
        if isinstance(choice, bool) or not isinstance(choice, int) or not 0 <= choice <= 50:
            raise ProgressError("not-an-id", what="choice", got=shown(choice))
        if isinstance(hints, bool) or not isinstance(hints, int) or not 0 <= hints <= HINTS_MAX:
            raise ProgressError("not-an-id", what="hints", got=shown(hints))
        at = _iso(now or datetime.now(UTC))
        with self.db.write() as conn:
            learner_id = ensure_learner(conn, name)
            before, p_before = _skill(conn, learner_id), _puzzle_skill(conn, puzzle_id, start)
            after, p_after = rate(before, p_before, bool(solved))
            conn.execute(
                "INSERT INTO puzzle_skills (learner_id, mu, sigma) VALUES (:l, :mu, :s)"
                " ON CONFLICT (learner_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma",
                {"l": learner_id, "mu": after[0], "s": after[1]},
            )
            if shared:  # a personal puzzle rates its learner only
                conn.execute(
                    "INSERT INTO puzzle_ratings (puzzle_id, mu, sigma, answers)"
                    " VALUES (:p, :mu, :s, 1) ON CONFLICT (puzzle_id) DO UPDATE SET"
                    " mu = excluded.mu, sigma = excluded.sigma,"
                    " answers = puzzle_ratings.answers + 1",
                    {"p": puzzle_id, "mu": p_after[0], "s": p_after[1]},
                )
            conn.execute(
                "INSERT INTO puzzle_answers (learner_id, answered_at, puzzle_id, theme, choice,"
                " solved, hints, rating_before, rating_after) VALUES (:l, :at, :p, :theme,"
                " :choice, :solved, :hints, :before, :after) ON CONFLICT DO NOTHING",
                {"l": learner_id, "at": at, "p": puzzle_id, "theme": theme,
                 "choice": choice, "solved": int(bool(solved)), "hints": hints,
                 "before": before[0], "after": after[0]},
            )  # fmt: skip
        return before, after, p_before, p_after

    def puzzle_answers(self: _Store, learner: str) -> list[AnswerRow]:
        """The learner's answers, oldest first."""
        name = clean_name(learner)
        with self.db.read() as conn:
            return _answers(conn, find_learner(conn, name))

    def save_personal(self: _Store, learner: str, bodies: Sequence[str]) -> int:
        """Keep personal puzzles (the learner's own mistakes, each the text of one pool
        line) for later; returns how many were new. The newest :data:`PERSONAL_MAX` are
        kept."""
        name = clean_name(learner)
        ids = [_body_id(b) for b in bodies]
        at = _iso(datetime.now(UTC))
        with self.db.write() as conn:
            learner_id = ensure_learner(conn, name)
            new = 0
            for pid, body in zip(ids, bodies, strict=True):
                got = conn.execute(
                    "INSERT INTO personal_puzzles (learner_id, puzzle_id, body, made_at)"
                    " VALUES (:l, :p, :body, :at) ON CONFLICT DO NOTHING",
                    {"l": learner_id, "p": pid, "body": body, "at": at},
                )
                new += got.rowcount or 0
            _trim(conn, learner_id)
        return new

    def personal_puzzles(self: _Store, learner: str) -> list[str]:
        """The learner's personal puzzles (their texts), oldest first."""
        name = clean_name(learner)
        with self.db.read() as conn:
            return _personal(conn, find_learner(conn, name))


def _trim(conn: Conn, learner_id: int) -> None:
    conn.execute(
        "DELETE FROM personal_puzzles WHERE learner_id = :l AND puzzle_id NOT IN ("
        " SELECT puzzle_id FROM personal_puzzles WHERE learner_id = :l"
        " ORDER BY made_at DESC, puzzle_id LIMIT :n)",
        {"l": learner_id, "n": PERSONAL_MAX},
    )


def _answers(conn: Conn, learner_id: int | None) -> list[AnswerRow]:
    if learner_id is None:
        return []
    rows = conn.execute(
        "SELECT answered_at, puzzle_id, theme, choice, solved, hints, rating_before,"
        " rating_after"
        " FROM puzzle_answers WHERE learner_id = :l ORDER BY answered_at, puzzle_id",
        {"l": learner_id},
    ).fetchall()
    return [
        AnswerRow(answered_at=datetime.fromisoformat(a), puzzle_id=p, theme=t, choice=c,
                  solved=bool(s), hints=h, before=b, after=f)
        for a, p, t, c, s, h, b, f in rows
    ]  # fmt: skip


def _personal(conn: Conn, learner_id: int | None) -> list[str]:
    if learner_id is None:
        return []
    rows = conn.execute(
        "SELECT body FROM personal_puzzles WHERE learner_id = :l ORDER BY made_at, puzzle_id",
        {"l": learner_id},
    ).fetchall()
    return [b for (b,) in rows]


def export_rows(conn: Conn, learner_id: int) -> PuzzleExport | None:
    """The learner's puzzle progress for the export (``None`` when there is none)."""
    answers, personal = _answers(conn, learner_id), _personal(conn, learner_id)
    skill = _skill(conn, learner_id)
    if not answers and not personal:
        return None
    return PuzzleExport(mu=skill[0], sigma=skill[1], answers=answers, personal=personal)


def import_rows(conn: Conn, learner_id: int, doc: PuzzleExport | None) -> None:
    """Replace the learner's puzzle progress with the export's (within the import's
    transaction); each personal puzzle is checked as a puzzle first."""
    for table in ("puzzle_skills", "puzzle_answers", "personal_puzzles"):
        conn.execute(f"DELETE FROM {table} WHERE learner_id = :l", {"l": learner_id})
    if doc is None:
        return
    conn.execute(
        "INSERT INTO puzzle_skills (learner_id, mu, sigma) VALUES (:l, :mu, :s)",
        {"l": learner_id, "mu": doc.mu, "s": doc.sigma},
    )
    conn.executemany(
        "INSERT INTO puzzle_answers (learner_id, answered_at, puzzle_id, theme, choice, solved,"
        " hints, rating_before, rating_after) VALUES (:l, :at, :p, :theme, :choice, :solved,"
        " :hints, :before, :after) ON CONFLICT DO NOTHING",
        [{"l": learner_id, "at": _iso(a.answered_at), "p": a.puzzle_id, "theme": a.theme,
          "choice": a.choice, "solved": int(a.solved), "hints": a.hints, "before": a.before,
          "after": a.after} for a in doc.answers],
    )  # fmt: skip
    conn.executemany(
        "INSERT INTO personal_puzzles (learner_id, puzzle_id, body, made_at)"
        " VALUES (:l, :p, :body, :at) ON CONFLICT DO NOTHING",
        [{"l": learner_id, "p": _body_id(b), "body": b, "at": _iso(datetime.now(UTC))}
         for b in doc.personal],
    )  # fmt: skip
