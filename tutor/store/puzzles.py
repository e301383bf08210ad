"""Puzzle progress per learner (schema step 8, :func:`v8_puzzles`): each learner's puzzle
rating, every answer with the rating before and after, each puzzle's own rating (shared by
every learner: answers move it), and a learner's own mistakes kept as personal puzzles.

The methods live in :class:`PuzzleProgressMixin`, mixed into
:class:`tutor.store.progress.ProgressStore`, and reach the database only through its
:class:`~tutor.store.db.Database`; :func:`export_rows` and :func:`import_rows` carry a
learner's puzzle rows in the progress export. The rating arithmetic is the play layer's
(:mod:`tutor.play.puzzles.ratings`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Protocol

from pydantic import BaseModel, ConfigDict, Field

from tutor.play.puzzles.puzzle import Puzzle, from_json
from tutor.play.puzzles.ratings import Skill, puzzle_start, update
from tutor.play.puzzles.themes import THEMES
from tutor.store.db import MIGRATIONS, Conn, Database
from tutor.store.errors import ProgressError
from tutor.store.learners import clean_name, ensure_learner, find_learner, shown

__all__ = ["Answer", "PuzzleExport", "PuzzleProgressMixin", "v8_puzzles"]

HINTS_MAX = 3
"""The hint ladder's steps: a nudge, the rule, the answer (an answer shown counts as a miss)."""
PERSONAL_MAX = 200
"""A learner keeps at most this many personal puzzles (the newest)."""


@MIGRATIONS.register(8)
def v8_puzzles(conn: Conn) -> None:
    """Schema 8: learners' puzzle ratings and answers, puzzles' ratings, personal puzzles."""
    conn.execute(
        "CREATE TABLE puzzle_skills ("
        " learner_id INTEGER PRIMARY KEY REFERENCES learners(id) ON DELETE CASCADE,"
        " mu REAL NOT NULL, sigma REAL NOT NULL CHECK (sigma > 0))"
    )
    conn.execute(
        "CREATE TABLE puzzle_answers ("
        " learner_id INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE,"
        " answered_at TEXT NOT NULL,"
        " puzzle_id TEXT NOT NULL,"
        " theme TEXT NOT NULL,"
        " choice INTEGER NOT NULL CHECK (choice >= 0),"
        " solved INTEGER NOT NULL CHECK (solved IN (0, 1)),"
        " hints INTEGER NOT NULL CHECK (hints BETWEEN 0 AND 3),"
        " rating_before REAL NOT NULL, rating_after REAL NOT NULL,"
        " PRIMARY KEY (learner_id, answered_at, puzzle_id))"
    )
    conn.execute(
        "CREATE TABLE puzzle_ratings ("
        " puzzle_id TEXT PRIMARY KEY, mu REAL NOT NULL, sigma REAL NOT NULL CHECK (sigma > 0),"
        " answers INTEGER NOT NULL CHECK (answers >= 0))"
    )
    conn.execute(
        "CREATE TABLE personal_puzzles ("
        " learner_id INTEGER NOT NULL REFERENCES learners(id) ON DELETE CASCADE,"
        " puzzle_id TEXT NOT NULL,"
        " body TEXT NOT NULL,"
        " made_at TEXT NOT NULL,"
        " PRIMARY KEY (learner_id, puzzle_id))"
    )


@dataclass(frozen=True, slots=True)
class Answer:
    """One answer's result: solved or not, and both ratings before and after."""

    puzzle_id: str
    solved: bool
    before: Skill
    after: Skill
    puzzle_before: Skill
    puzzle_after: Skill

    @property
    def change(self) -> int:
        """The learner's shown rating change (points)."""
        return self.after.rating - self.before.rating


class AnswerRow(BaseModel):
    """One stored answer, as the export carries it."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    answered_at: datetime
    puzzle_id: str = Field(min_length=1, max_length=40)
    theme: str = Field(min_length=1, max_length=20)
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


class _Store(Protocol):
    db: Database


def _iso(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def _skill(conn: Conn, learner_id: int | None) -> Skill:
    if learner_id is None:
        return Skill()
    row = conn.execute(
        "SELECT mu, sigma FROM puzzle_skills WHERE learner_id = :l", {"l": learner_id}
    ).fetchone()
    return Skill() if row is None else Skill(float(row[0]), float(row[1]))


def _puzzle_skill(conn: Conn, puzzle: Puzzle) -> Skill:
    row = conn.execute(
        "SELECT mu, sigma FROM puzzle_ratings WHERE puzzle_id = :p", {"p": puzzle.id}
    ).fetchone()
    return puzzle_start(puzzle.rating) if row is None else Skill(float(row[0]), float(row[1]))


class PuzzleProgressMixin:
    """Puzzle methods of the progress store."""

    def puzzle_skill(self: _Store, learner: str) -> Skill:
        """The learner's puzzle rating (a new learner's when they have none)."""
        name = clean_name(learner)
        with self.db.read() as conn:
            return _skill(conn, find_learner(conn, name))

    def puzzle_ratings(self: _Store) -> dict[str, Skill]:
        """Every puzzle's rating as answers have moved it (puzzles never answered are
        missing: they stand at their shipped rating)."""
        with self.db.read() as conn:
            rows = conn.execute("SELECT puzzle_id, mu, sigma FROM puzzle_ratings").fetchall()
        return {p: Skill(float(mu), float(s)) for p, mu, s in rows}

    def record_puzzle(
        self: _Store,
        learner: str,
        puzzle: Puzzle,
        choice: int,
        hints: int = 0,
        now: datetime | None = None,
    ) -> Answer:
        """Save one answer and move both ratings, in one transaction: solved when
        ``choice`` is the puzzle's best and the answer was not shown (``hints`` < 3)."""
        name = clean_name(learner)
        if isinstance(choice, bool) or not isinstance(choice, int):
            raise ProgressError("not-an-id", what="choice", got=shown(choice))
        if not 0 <= choice < len(puzzle.choices):
            raise ProgressError("not-an-id", what="choice", got=shown(choice))
        if isinstance(hints, bool) or not isinstance(hints, int) or not 0 <= hints <= HINTS_MAX:
            raise ProgressError("not-an-id", what="hints", got=shown(hints))
        solved = choice == puzzle.best and hints < HINTS_MAX
        at = _iso(now or datetime.now(UTC))
        with self.db.write() as conn:
            learner_id = ensure_learner(conn, name)
            before, p_before = _skill(conn, learner_id), _puzzle_skill(conn, puzzle)
            after, p_after = update(before, p_before, solved)
            conn.execute(
                "INSERT INTO puzzle_skills (learner_id, mu, sigma) VALUES (:l, :mu, :s)"
                " ON CONFLICT (learner_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma",
                {"l": learner_id, "mu": after.mu, "s": after.sigma},
            )
            if puzzle.source == "pool":  # a personal puzzle rates its learner only
                conn.execute(
                    "INSERT INTO puzzle_ratings (puzzle_id, mu, sigma, answers)"
                    " VALUES (:p, :mu, :s, 1) ON CONFLICT (puzzle_id) DO UPDATE SET"
                    " mu = excluded.mu, sigma = excluded.sigma,"
                    " answers = puzzle_ratings.answers + 1",
                    {"p": puzzle.id, "mu": p_after.mu, "s": p_after.sigma},
                )
            conn.execute(
                "INSERT INTO puzzle_answers (learner_id, answered_at, puzzle_id, theme, choice,"
                " solved, hints, rating_before, rating_after) VALUES (:l, :at, :p, :theme,"
                " :choice, :solved, :hints, :before, :after) ON CONFLICT DO NOTHING",
                {"l": learner_id, "at": at, "p": puzzle.id, "theme": puzzle.theme,
                 "choice": choice, "solved": int(solved), "hints": hints,
                 "before": before.mu, "after": after.mu},
            )  # fmt: skip
        return Answer(puzzle.id, solved, before, after, p_before, p_after)

    def puzzle_answers(self: _Store, learner: str) -> list[AnswerRow]:
        """The learner's answers, oldest first."""
        name = clean_name(learner)
        with self.db.read() as conn:
            return _answers(conn, find_learner(conn, name))

    def save_personal(self: _Store, learner: str, puzzles: list[Puzzle]) -> int:
        """Keep ``puzzles`` (the learner's own mistakes) for later; returns how many were
        new. The newest :data:`PERSONAL_MAX` are kept."""
        name = clean_name(learner)
        at = _iso(datetime.now(UTC))
        with self.db.write() as conn:
            learner_id = ensure_learner(conn, name)
            new = 0
            for p in puzzles:
                got = conn.execute(
                    "INSERT INTO personal_puzzles (learner_id, puzzle_id, body, made_at)"
                    " VALUES (:l, :p, :body, :at) ON CONFLICT DO NOTHING",
                    {"l": learner_id, "p": p.id, "body": p.to_json(), "at": at},
                )
                new += got.rowcount or 0
            _trim(conn, learner_id)
        return new

    def personal_puzzles(self: _Store, learner: str) -> list[Puzzle]:
        """The learner's personal puzzles, oldest first."""
        name = clean_name(learner)
        with self.db.read() as conn:
            return [from_json(b) for b in _personal(conn, find_learner(conn, name))]


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
    return PuzzleExport(mu=skill.mu, sigma=skill.sigma, answers=answers, personal=personal)


def import_rows(conn: Conn, learner_id: int, doc: PuzzleExport | None) -> None:
    """Replace the learner's puzzle progress with the export's (within the import's
    transaction); each personal puzzle is checked as a puzzle first."""
    for table in ("puzzle_skills", "puzzle_answers", "personal_puzzles"):
        conn.execute(f"DELETE FROM {table} WHERE learner_id = :l", {"l": learner_id})
    if doc is None:
        return
    for a in doc.answers:
        if a.theme not in THEMES:
            raise ProgressError("not-an-id", what="theme", got=shown(a.theme))
    personal = [from_json(b) for b in doc.personal]
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
        [{"l": learner_id, "p": p.id, "body": p.to_json(), "at": _iso(datetime.now(UTC))}
         for p in personal],
    )  # fmt: skip
