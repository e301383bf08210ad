"""Which quiz questions fit a learner's place in the course.

* :func:`lesson_kinds` — the kinds of question a lesson's practice links offer: only what
  has been taught. A kind belongs to the lesson that completes the rule points it needs:
  the core points it tests (a payment question needs the doublings, so it waits for the
  doublings lesson) and, for a kind about an optional rule (its first tag a §7 point: the
  claims of rule 7.1, the jokers of rule 7.9), that rule too.
* :func:`starter_kinds` — for a new learner, the kinds of the lessons done, in course order
  (the first lesson's kinds before any lesson is done).
* :func:`starter_question` — a question of those kinds, easiest first: the first answers get
  questions of difficulty 1, then up to 2, then any; and not on the rule of the question
  just asked when another kind allows it.
* :func:`review_question` — a question on a due rule point, of a kind the learner has been
  taught when one tests it.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence

from tutor.engine.rules import Rules
from tutor.teach.lessons import Lesson
from tutor.teach.quiz import (
    KIND_TAGS,
    KINDS,
    QUESTION_KINDS,
    Question,
    QuizError,
    generate,
    kinds_for_tag,
)

NEW_LEARNER_ANSWERS = 12
"""A learner with fewer saved answers than this counts as new."""
EASY_ANSWERS = (4, 8)
"""Up to the first of these answers, difficulty 1 only; up to the second, at most 2."""
_TRIES = 120
"""Draws before the easiest one found stands in. Some kinds are rarely easy (one meld
question in four, one card-values question in eight, is of difficulty 1): after a table
question the three kinds left give a difficulty-1 question in about one draw in six, so 40
draws missed twice in 3,000 such questions, and 120 miss about once in twenty billion."""


def teaches(sections: Collection[str], tag: str) -> bool:
    """A lesson listing ``sections`` teaches ``tag``: it lists the point itself, or a
    broader point (``§6`` for ``§6.1``) without listing any narrower one under it (a lesson
    listing ``§5`` and ``§5.1`` introduces the endings and teaches only the Blast)."""
    if tag in sections:
        return True
    for s in sections:
        inside = s.startswith("§") and tag.startswith(s + ".")
        if inside and not any(o.startswith(s + ".") for o in sections):
            return True
    return False


def _core(tag: str) -> bool:
    """A point of the core rules (§1–§6), as opposed to variants (§7) and switches."""
    return tag.startswith("§") and not tag.startswith("§7")


def needed_points(kind: str) -> list[str]:
    """The rule points a learner needs before questions of ``kind``: its core points
    (§1–§6, §8) and, when the kind is about an optional rule (its first tag a §7 point), that
    point as well. Other §7 tags (a meld question about jokers now and then) are not needed.
    A kind may need more points than it tags (its ``needs``: a presets question names the
    switches of several rules)."""
    tags = KIND_TAGS[kind]
    core = [t for t in tags if _core(t)]
    if tags and tags[0].startswith("§7"):
        core = [tags[0], *core]
    return core + [t for t in KINDS[kind].needs if t not in core]


def lesson_kinds(lessons: Sequence[Lesson], lesson_id: str) -> list[str]:
    """The kinds of question on what lesson ``lesson_id`` taught, in the registry's order:
    the kinds whose needed rule points (:func:`needed_points`) are all taught once this
    lesson is done, and were not all taught before it (those belong to an earlier lesson)."""
    ids = [lesson.id for lesson in lessons]
    here = ids.index(lesson_id)

    def known(upto: int, tag: str) -> bool:
        return any(teaches(lesson.sections, tag) for lesson in lessons[:upto])

    out = []
    for kind in QUESTION_KINDS:
        core = needed_points(kind)
        if core and all(known(here + 1, t) for t in core) and not all(known(here, t) for t in core):
            out.append(kind)
    return out


def starter_kinds(lessons: Sequence[Lesson], done: Collection[str]) -> list[str]:
    """The kinds a new learner starts with: those of the lessons done, in course order;
    before any lesson is done, those of the first lesson that has any."""
    kinds: list[str] = []
    for lesson in lessons:
        if lesson.id in done:
            kinds += [k for k in lesson_kinds(lessons, lesson.id) if k not in kinds]
    if kinds:
        return kinds
    for lesson in lessons:
        first = lesson_kinds(lessons, lesson.id)
        if first:
            return first
    return list(QUESTION_KINDS)


def level_for(answered: int) -> int:
    """The highest difficulty (1–3) for a learner's next question after ``answered``."""
    return 1 + sum(answered >= n for n in EASY_ANSWERS)


def rules_of(kind: str) -> set[str]:
    """The numbered rules (``§1``, ``§2``…) a kind of question is about: its core points'."""
    return {t.split(".")[0] for t in KIND_TAGS[kind] if _core(t)}


def after(kinds: Sequence[str], last: str | None) -> list[str]:
    """``kinds`` for the question after one of kind ``last``: those on other rules when
    there are any, else those of another kind, else all (a run of questions varies)."""
    if last not in KIND_TAGS:
        return list(kinds)
    other_rules = [k for k in kinds if not rules_of(k) & rules_of(last)]
    return other_rules or [k for k in kinds if k != last] or list(kinds)


def starter_question(
    seed: int, rules: Rules, kinds: Sequence[str], answered: int, last: str | None = None
) -> Question:
    """A question of one of ``kinds`` no harder than :func:`level_for` allows (the easiest
    found in a few tries when none is), on another rule than the question of kind ``last``
    just asked when :func:`after` finds one. The same inputs give the same question, and
    ``generate(q.seed, rules, kind=q.kind)`` gives it back."""
    if not kinds:
        raise QuizError("no-kinds")
    kinds = after(kinds, last)
    rng = random.Random(f"hoola-start/{seed}")
    level = level_for(answered)
    best: Question | None = None
    current = seed
    for _ in range(_TRIES):
        q = generate(current, rules, kind=kinds[rng.randrange(len(kinds))])
        if q.difficulty <= level:
            return q
        if best is None or q.difficulty < best.difficulty:
            best = q
        current = rng.randrange(2**62)
    assert best is not None
    return best


def review_question(seed: int, rules: Rules, tag: str, taught: Collection[str]) -> Question:
    """A question testing the due point ``tag``, of a kind in ``taught`` when one tests it
    (a learner due on the direction of play, rule 1.5, is not asked about claims under the
    optional rule 7.2 before that lesson), else of any kind that tests it. The same inputs
    give the same question."""
    known = [k for k in kinds_for_tag(tag) if k in taught]
    if not known:
        return generate(seed, rules, tag=tag)
    kind = known[random.Random(f"hoola-review/{tag}/{seed}").randrange(len(known))]
    return generate(seed, rules, kind=kind, tag=tag)
