"""Learner progress: answers, per-rule accuracy and Leitner review boxes, kept in SQLite.

This store owns the ``learners``, ``answers`` and ``leitner`` tables (schema steps 1 and 2,
registered with :data:`tutor.store.db.MIGRATIONS`) and, through
:class:`~tutor.store.lesson_progress.LessonProgressMixin`, offers the lesson store's methods
on the same object. The file, its connections, migrations and errors belong to
:class:`tutor.store.db.Database`: any trouble with the file (locked, read-only, damaged, or
from a newer version) raises :class:`StoreUnavailable`, and a damaged file that still reads
is opened read-only (:attr:`ProgressStore.read_only`).
"""

from __future__ import annotations

import functools
import json
import math
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

from tutor.engine.inputs import CONTROL, quote
from tutor.store.db import (
    MIGRATIONS,
    Conn,
    Store,
    StoreDamaged,
    StoreLocked,
    StoreReadOnly,
    StoreTooNew,
    StoreUnavailable,
    default_db_path,
)
from tutor.store.errors import ProgressError
from tutor.store.learners import (
    NAME_MAX,
    clean_name,
    ensure_learner,
    find_learner,
    shown,
)
from tutor.store.lesson_progress import LessonProgressMixin
from tutor.store.progress_rows import (
    EXPORT_FORMAT,
    EXPORT_VERSION,
    KIND_MAX,
    MAX_IMPORT_CHARS,
    MESSAGE_MAX,
    TAG_MAX,
    AnswerRow,
    LeitnerRow,
    ProgressExport,
    in_utc,
    parse_export,
)
from tutor.store.puzzles import PuzzleProgressMixin, export_rows, import_rows
from tutor.store.schema import make_step

__all__ = [
    "EXPORT_FORMAT",
    "EXPORT_VERSION",
    "LEITNER_INTERVALS",
    "MAX_IMPORT_CHARS",
    "MESSAGE_MAX",
    "NAME_MAX",
    "AnswerRow",
    "LeitnerRow",
    "ProgressExport",
    "ProgressStore",
    "StoreDamaged",
    "StoreLocked",
    "StoreReadOnly",
    "StoreTooNew",
    "StoreUnavailable",
    "default_db_path",
    "open_store_safely",
    "parse_export",
]

LEITNER_INTERVALS: dict[int, timedelta] = {
    1: timedelta(0),
    2: timedelta(days=1),
    3: timedelta(days=3),
    4: timedelta(days=7),
    5: timedelta(days=21),
}
"""Wait before a rule tag in each Leitner box is due again (box 1 is due at once)."""


# --------------------------------------------------------------------------- helpers


def _iso(moment: datetime) -> str:
    """Format a datetime as ISO 8601 UTC with microseconds (naive means local time)."""
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def _parse(text: str) -> datetime:
    """Read a timestamp written by :func:`_iso`."""
    return datetime.fromisoformat(text).astimezone(UTC)


def _clean_text(value: object, what: str, limit: int) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ProgressError("text-empty", what=what, got=shown(value))
    cleaned = value.strip()
    if len(cleaned) > limit or CONTROL.search(cleaned):
        raise ProgressError("text-too-long", what=what, got=quote(cleaned), limit=limit)
    return cleaned


def _clean_tags(tags: object) -> list[str]:
    """Check a list of rule tags; drop repeats, keep first-seen order."""
    if isinstance(tags, str) or not isinstance(tags, list | tuple):
        raise ProgressError("tags-not-list", what="rule_tags", got=shown(tags))
    seen: dict[str, None] = {}
    for tag in tags:
        seen.setdefault(_clean_text(tag, "rule-tag", TAG_MAX), None)
    return list(seen)


def _tag_key(tag: str) -> tuple[object, ...]:
    """Sort key putting '§2' before '§10' and '§5.2' after '§5'."""
    return tuple(int(p) if p.isdigit() else p for p in re.split(r"(\d+)", tag))


def _next_box(box: int, correct: bool) -> int:
    """Leitner move: right answer goes up one box (max 5), wrong answer back to box 1."""
    return min(box + 1, 5) if correct else 1


# --------------------------------------------------------------------------- migrations


@MIGRATIONS.register(1)
def v1_initial(conn: Conn) -> None:
    """Schema 1: learners and answers (no timing, no Leitner boxes)."""
    make_step(conn, 1)


@MIGRATIONS.register(2)
def v2_timing_and_leitner(conn: Conn) -> None:
    """Schema 2: add answers.time_taken and the leitner table, rebuilt from past answers."""
    make_step(conn, 2)
    state: dict[tuple[int, str], tuple[int, str]] = {}
    rows = conn.execute(
        "SELECT learner_id, rule_tags, correct, answered_at FROM answers ORDER BY answered_at, id"
    )
    for learner_id, tags_json, correct, answered_at in rows:
        try:
            tags = json.loads(tags_json)
        except (TypeError, ValueError):
            continue
        for tag in tags if isinstance(tags, list) else []:
            if not isinstance(tag, str):
                continue
            box = _next_box(state.get((learner_id, tag), (1, ""))[0], bool(correct))
            try:
                at = _parse(answered_at)
            except (TypeError, ValueError):
                at = datetime.now(UTC)
            due = _iso(at + LEITNER_INTERVALS[box])
            state[(learner_id, tag)] = (box, due)
    conn.executemany(
        "INSERT INTO leitner (learner_id, rule_tag, box, due_at)"
        " VALUES (:learner, :tag, :box, :due)",
        [
            {"learner": lid, "tag": tag, "box": box, "due": due}
            for (lid, tag), (box, due) in state.items()
        ],
    )


# --------------------------------------------------------------------------- the store


@MIGRATIONS.register(7)
def v7_learner_language(conn: Conn) -> None:
    """Schema 7: a learner's chosen language (``ko``, ``en``; empty until chosen), so that
    the language follows the learner to another browser."""
    make_step(conn, 7)


_TAG_COUNTS = {
    "sqlite": "SELECT j.value, SUM(a.correct), COUNT(*)"
    " FROM answers a JOIN learners l ON l.id = a.learner_id, json_each(a.rule_tags) j"
    " WHERE l.name = :name GROUP BY j.value",
    "postgresql": "SELECT j.value, SUM(a.correct), COUNT(*)"
    " FROM answers a JOIN learners l ON l.id = a.learner_id,"
    " jsonb_array_elements_text(a.rule_tags::jsonb) AS j(value)"
    " WHERE l.name = :name GROUP BY j.value",
}
"""Each rule tag's right answers and answers for one learner: the one query the two
databases write differently (the JSON list of an answer's tags, read as rows)."""

LANGUAGE = re.compile(r"[a-z]{2,8}")
"""A language as the store keeps it: a short lower-case tag (``ko``); which languages the
tutor speaks is the words layer's business, not the store's."""


class ProgressStore(Store, LessonProgressMixin, PuzzleProgressMixin):
    """Learner progress in the progress database; safe to share across threads and processes.

    Opening checks the file, switches it to WAL and runs pending migrations
    (:class:`~tutor.store.db.Database`); a damaged file that still reads opens read-only.
    """

    def __repr__(self) -> str:
        return f"ProgressStore({str(self.path)!r})"

    # ----------------------------------------------------------------- learners

    def learners(self) -> list[str]:
        """Names of all learners, alphabetically."""
        with self.db.read() as conn:
            rows = conn.execute("SELECT name FROM learners ORDER BY lower(name), name")
            return [name for (name,) in rows]

    def add_learner(self, name: str) -> None:
        """Add a learner (name stripped, 1-40 characters); an existing name is left as it is."""
        cleaned = clean_name(name)
        with self.db.write() as conn:
            ensure_learner(conn, cleaned)

    def learner_language(self, name: str) -> str | None:
        """The language the learner chose last (``None``: not chosen, or no such learner)."""
        cleaned = clean_name(name)
        with self.db.read() as conn:
            row = conn.execute(
                "SELECT language FROM learners WHERE name = :name", {"name": cleaned}
            ).fetchone()
        return row[0] if row and row[0] else None

    def set_learner_language(self, name: str, language: str) -> None:
        """Keep ``language`` (a short tag such as ``ko``) as the learner's own; the learner
        is added if new."""
        cleaned = clean_name(name)
        if not isinstance(language, str) or not LANGUAGE.fullmatch(language):
            raise ProgressError("not-an-id", what="language", got=shown(language))
        with self.db.write() as conn:
            learner_id = ensure_learner(conn, cleaned)
            conn.execute(
                "UPDATE learners SET language = :language WHERE id = :id",
                {"language": language, "id": learner_id},
            )

    # ----------------------------------------------------------------- answers

    def record_answer(
        self,
        learner: str,
        question_kind: str,
        rule_tags: list[str],
        seed: int,
        correct: bool,
        time_taken: float,
        answered_at: datetime | None = None,
    ) -> None:
        """Save one answer and move its rule tags' Leitner boxes, in one transaction.

        The learner is added if new. ``answered_at`` defaults to now; naive means local time.
        """
        name = clean_name(learner)
        kind = _clean_text(question_kind, "question_kind", KIND_MAX)
        tags = _clean_tags(rule_tags)
        if isinstance(seed, bool) or not isinstance(seed, int) or not -(2**63) <= seed < 2**63:
            raise ProgressError("seed-range", what="seed", got=shown(seed))
        if not isinstance(correct, bool):
            raise ProgressError("correct-not-bool", what="correct", got=shown(correct))
        if (
            isinstance(time_taken, bool)
            or not isinstance(time_taken, int | float)
            or not -1 < time_taken < 10**9  # seconds; also keeps a huge int from float()
            or not math.isfinite(time_taken)
            or time_taken < 0
        ):
            raise ProgressError("time-taken-range", what="time_taken", got=shown(time_taken))
        given = None if answered_at is None else in_utc(answered_at)
        box_due: dict[str, tuple[int, str]] = {}
        with self.db.write() as conn:
            # "Now" is read under the write lock: answers saved at once by several
            # processes keep their time order the order their boxes moved in.
            at = given or in_utc(None)
            learner_id = ensure_learner(conn, name)
            conn.execute(
                "INSERT INTO answers (learner_id, question_kind, rule_tags, seed, correct,"
                " time_taken, answered_at)"
                " VALUES (:learner, :kind, :tags, :seed, :correct, :time, :at)",
                {
                    "learner": learner_id,
                    "kind": kind,
                    "tags": json.dumps(tags, ensure_ascii=False),
                    "seed": seed,
                    "correct": int(correct),
                    "time": float(time_taken),
                    "at": _iso(at),
                },
            )
            if not tags:
                return
            marks = ", ".join(f":t{i}" for i in range(len(tags)))
            current = {
                tag: box
                for tag, box in conn.execute(
                    "SELECT rule_tag, box FROM leitner"
                    f" WHERE learner_id = :learner AND rule_tag IN ({marks})",
                    {"learner": learner_id, **{f"t{i}": tag for i, tag in enumerate(tags)}},
                )
            }
            for tag in tags:
                box = _next_box(current.get(tag, 1), correct)
                box_due[tag] = (box, _iso(at + LEITNER_INTERVALS[box]))
            conn.executemany(
                "INSERT INTO leitner (learner_id, rule_tag, box, due_at)"
                " VALUES (:learner, :tag, :box, :due)"
                " ON CONFLICT (learner_id, rule_tag)"
                " DO UPDATE SET box = excluded.box, due_at = excluded.due_at",
                [
                    {"learner": learner_id, "tag": tag, "box": box, "due": due}
                    for tag, (box, due) in box_due.items()
                ],
            )

    def answers(self, learner: str) -> list[AnswerRow]:
        """All answers of a learner, oldest first (empty for an unknown learner)."""
        name = clean_name(learner)
        with self.db.read() as conn:
            rows = conn.execute(
                "SELECT a.question_kind, a.rule_tags, a.seed, a.correct, a.time_taken,"
                " a.answered_at FROM answers a JOIN learners l ON l.id = a.learner_id"
                " WHERE l.name = :name ORDER BY a.answered_at, a.id",
                {"name": name},
            ).fetchall()
        return [
            AnswerRow(
                question_kind=kind,
                rule_tags=tuple(json.loads(tags)),
                seed=seed,
                correct=bool(correct),
                time_taken=time_taken,
                answered_at=_parse(at),
            )
            for kind, tags, seed, correct, time_taken, at in rows
        ]

    def answer_count(self, learner: str) -> int:
        """How many answers a learner has saved (0 for an unknown learner): one ``COUNT`` on
        the learner's index, so an action costs the same after 10 answers or 10,000."""
        name = clean_name(learner)
        with self.db.read() as conn:
            return int(
                conn.execute(
                    "SELECT COUNT(*) FROM answers a JOIN learners l ON l.id = a.learner_id"
                    " WHERE l.name = :name",
                    {"name": name},
                ).scalar_one()
            )

    def answer_quarters(self, learner: str) -> list[tuple[datetime, int, int]]:
        """(the start of a UTC quarter-hour, right answers, answers) for each quarter-hour in
        which a learner answered, oldest first: one grouped query on the learner's index,
        never every answer read, so a progress page costs the same after 10 answers or
        10,000 spread over as many sittings. A quarter-hour lies within one day in every
        time zone (their offsets are whole quarter-hours), so the days are counted from it
        in any. Empty for an unknown learner."""
        name = clean_name(learner)
        with self.db.read() as conn:
            rows = conn.execute(
                "SELECT substr(a.answered_at, 1, 13), CAST(substr(a.answered_at, 15, 2) AS"
                " INTEGER) / 15, SUM(a.correct), COUNT(*) FROM answers a JOIN learners l"
                " ON l.id = a.learner_id WHERE l.name = :name GROUP BY 1, 2 ORDER BY 1, 2",
                {"name": name},
            ).fetchall()
        return [
            (datetime.fromisoformat(f"{hour}:{15 * int(q):02d}+00:00"), int(right), int(total))
            for hour, q, right, total in rows
        ]

    @staticmethod
    def _tag_counts(conn: Conn, name: str) -> dict[str, tuple[int, int]]:
        rows = conn.execute(_TAG_COUNTS[conn.dialect], {"name": name})
        return {tag: (int(right), int(total)) for tag, right, total in rows}

    def accuracy_by_rule(self, learner: str) -> dict[str, tuple[int, int]]:
        """Map each rule tag to (correct answers, total answers) for a learner."""
        name = clean_name(learner)
        with self.db.read() as conn:
            counts = self._tag_counts(conn, name)
        return {tag: counts[tag] for tag in sorted(counts, key=_tag_key)}

    # ----------------------------------------------------------------- Leitner review

    def _leitner_rows(self, conn: Conn, name: str) -> list[tuple[str, int, str]]:
        rows = conn.execute(
            "SELECT t.rule_tag, t.box, t.due_at FROM leitner t"
            " JOIN learners l ON l.id = t.learner_id WHERE l.name = :name",
            {"name": name},
        )
        return [(tag, box, due) for tag, box, due in rows]

    def leitner_boxes(self, learner: str) -> dict[str, int]:
        """Map each rule tag the learner has met to its Leitner box (1 = needs most work)."""
        name = clean_name(learner)
        with self.db.read() as conn:
            rows = self._leitner_rows(conn, name)
        return {tag: box for tag, box, _ in sorted(rows, key=lambda r: _tag_key(r[0]))}

    def due_rule_tags(self, learner: str, now: datetime | None = None) -> list[str]:
        """Rule tags due for review at ``now``: lowest box, then most misses, then most overdue."""
        name = clean_name(learner)
        moment = _iso(in_utc(now))
        with self.db.read() as conn:
            rows = self._leitner_rows(conn, name)
            counts = self._tag_counts(conn, name)
        due = [(tag, box, at) for tag, box, at in rows if at <= moment]

        def need(row: tuple[str, int, str]) -> tuple[object, ...]:
            tag, box, at = row
            right, total = counts.get(tag, (0, 0))
            return (box, -(total - right), at, _tag_key(tag))

        return [tag for tag, _, _ in sorted(due, key=need)]

    def review_weights(self, learner: str, now: datetime | None = None) -> dict[str, float]:
        """Sampling weights over the learner's rule tags, summing to 1; empty if none met.

        A tag's raw weight is ``2**(5 - box) * (1 + 3 * miss_rate) * (2 if due else 1)``, so
        low boxes, frequent misses and due tags are picked more often.
        """
        name = clean_name(learner)
        moment = _iso(in_utc(now))
        with self.db.read() as conn:
            rows = self._leitner_rows(conn, name)
            counts = self._tag_counts(conn, name)
        raw: dict[str, float] = {}
        for tag, box, at in sorted(rows, key=lambda r: _tag_key(r[0])):
            right, total = counts.get(tag, (0, 0))
            miss_rate = (total - right) / total if total else 0.0
            raw[tag] = 2.0 ** (5 - box) * (1 + 3 * miss_rate) * (2.0 if at <= moment else 1.0)
        total_weight = math.fsum(raw.values())
        return {tag: w / total_weight for tag, w in raw.items()} if raw else {}

    # ----------------------------------------------------------------- export / import

    def export_json(self, learner: str) -> str:
        """A learner's answers and Leitner boxes as a versioned JSON document."""
        name = clean_name(learner)
        with self.db.read() as conn:
            learner_id = find_learner(conn, name)
            if learner_id is None:
                raise ProgressError("no-such-learner", name=name)
            rows = self._leitner_rows(conn, name)
            puzzles = export_rows(conn, learner_id)
        doc = ProgressExport(
            format=EXPORT_FORMAT,
            version=EXPORT_VERSION,
            exported_at=datetime.now(UTC),
            learner=name,
            answers=self.answers(name),
            leitner=[
                LeitnerRow(rule_tag=tag, box=box, due_at=_parse(at))
                for tag, box, at in sorted(rows, key=lambda r: _tag_key(r[0]))
            ],
            puzzles=puzzles,
        )
        dumped = doc.model_dump(mode="json")
        if puzzles is None:  # an export without puzzles reads as before
            del dumped["puzzles"]
        return json.dumps(dumped, ensure_ascii=False, indent=2)

    def import_json(self, text: str, *, as_name: str | None = None, overwrite: bool = False) -> str:
        """Load a document from :meth:`export_json` in one transaction; return the learner name.

        Raises ValueError naming the problem for bad JSON, another format or version, wrong
        field types, or when the learner already has answers and ``overwrite`` is False.
        """
        doc = parse_export(text)
        name = clean_name(doc.learner if as_name is None else as_name)
        with self.db.write() as conn:
            learner_id = find_learner(conn, name)
            if learner_id is not None:
                who = {"learner": learner_id}
                held = conn.execute(
                    "SELECT COUNT(*) FROM answers WHERE learner_id = :learner", who
                ).scalar_one()
                boxes = conn.execute(
                    "SELECT COUNT(*) FROM leitner WHERE learner_id = :learner", who
                ).scalar_one()
                if (held or boxes) and not overwrite:
                    raise ProgressError("learner-has-answers", name=name, held=held)
                conn.execute("DELETE FROM answers WHERE learner_id = :learner", who)
                conn.execute("DELETE FROM leitner WHERE learner_id = :learner", who)
            learner_id = ensure_learner(conn, name)
            tags_json = functools.cache(lambda tags: json.dumps(list(tags), ensure_ascii=False))
            conn.executemany(
                "INSERT INTO answers (learner_id, question_kind, rule_tags, seed, correct,"
                " time_taken, answered_at)"
                " VALUES (:learner, :kind, :tags, :seed, :correct, :time, :at)",
                [
                    {
                        "learner": learner_id,
                        "kind": a.question_kind,
                        "tags": tags_json(a.rule_tags),
                        "seed": a.seed,
                        "correct": int(a.correct),
                        "time": a.time_taken,
                        "at": _iso(a.answered_at),
                    }
                    for a in sorted(doc.answers, key=lambda a: a.answered_at)
                ],
            )
            conn.executemany(
                "INSERT INTO leitner (learner_id, rule_tag, box, due_at)"
                " VALUES (:learner, :tag, :box, :due)",
                [
                    {"learner": learner_id, "tag": r.rule_tag, "box": r.box, "due": _iso(r.due_at)}
                    for r in doc.leitner
                ],
            )
            import_rows(conn, learner_id, doc.puzzles)
        return name


def open_store_safely(
    path: Path | str | None = None,
) -> tuple[ProgressStore | None, StoreUnavailable | None]:
    """Open the store so the app can run without saving progress when the file is in
    trouble: ``(store, None)`` when saving works, ``(store, reason)`` when a damaged file
    was opened read-only, ``(None, reason)`` when the file cannot be used at all. The
    reason is the error (its ``code`` and ``values``; ``str()`` the explainer's words)."""
    try:
        store = ProgressStore(path)
    except StoreUnavailable as exc:
        return None, exc
    return store, store.read_only
