"""Checks of a lesson's stored content against the engine: a stored answer that drifts
from the rules it teaches is a problem, as data (:func:`answer_problems`)."""

from __future__ import annotations

from functools import cache
from typing import Any, get_args

from tutor.engine.cards import parse_cards
from tutor.engine.errors import HoolaError
from tutor.engine.melds import check_meld
from tutor.engine.reasons import FrozenDict
from tutor.engine.rules import KNOCK_LIMIT_TABLES, PRESETS, Rules
from tutor.teach.lesson_reasons import Said, said
from tutor.teach.lessons.compare import compare
from tutor.teach.lessons.grading import one_of, rules_key, same_answer, solve
from tutor.teach.lessons.play_step import PlayStep
from tutor.teach.lessons.schema import CompareStep, GradedStep, PickMeldStep, PositionStep, TextStep


def _stored_matches(step: GradedStep, rules: Rules) -> Said | None:
    """A problem with the stored answer under ``rules``, or ``None`` if it agrees."""
    key = rules_key(FrozenDict(rules.to_spec()))
    if isinstance(step, PickMeldStep):
        picked = parse_cards(step.answer)
        check = check_meld(picked, rules)
        if not check.valid:
            return said(
                "problem-stored-not-a-meld",
                check.why[0].point,
                rules=key,
                answer=step.answer,
                why=check.why[0],
            )
        if step.must_include and parse_cards(step.must_include)[0] not in picked:
            return said(
                "problem-stored-leaves-out",
                "4.1",
                answer=step.answer,
                card=parse_cards(step.must_include)[0],
            )
        return None
    out = solve(step, rules)
    if out.error is not None:
        return said("problem-engine-refuses", out.why[0].point, rules=key, why=out.why[0])
    if isinstance(step, PositionStep) and step.ask in ("discard", "safe-discard"):
        if not one_of(step.answer, str(out.value)):
            return said(
                "problem-stored-discard-differs",
                "",
                rules=key,
                answer=step.answer,
                engine=out.value,
            )
        return None
    if not same_answer(step.answer, out.value):
        return said(
            "problem-stored-answer-differs", "", rules=key, answer=step.answer, engine=out.value
        )
    return None


def answer_problems(step: Any) -> list[Said]:
    """What is wrong with a step's stored content, checked by the engine (empty if nothing),
    as data: a code of :data:`~tutor.teach.lesson_reasons.ProblemCode` each, with the rule
    set (``rules``, :func:`~tutor.teach.lessons.grading.rules_key`) and the answers
    involved.

    * A graded step that names its rules: the stored answer must equal the engine's answer
      under them.
    * A graded step that names none uses the rules in force, which the learner may set to
      any preset: its stored answer must hold under every preset. (A step whose answer
      depends on a switch must name its rules.)
    * A compare step: each switch it names must really differ between its rule sets, and the
      engine's outcome must differ between at least two of them.
    * A play step stores no answer (the practice table's review grades it; its position is
      checked when the lesson loads): nothing to check here.
    """
    if isinstance(step, TextStep | PlayStep):
        return []
    if isinstance(step, CompareStep):
        return _compare_problems(step)
    candidates = [Rules.from_spec(step.rules)] if step.rules is not None else list(rule_variants())
    problems = []
    for rules in candidates:
        problem = _stored_matches(step, rules)
        if problem:
            problems.append(problem)
    return problems


_OTHER_VALUES: dict[str, tuple[Any, ...]] = {
    "daepang_min": (80, 83),
    "knock_limit": tuple(KNOCK_LIMIT_TABLES.values()),
    "undercut_penalty": (None, 5),
    "jokers": (0, 1, 2),
    "dropout_compensation": (0.25, 0.5),
}
"""Values tried for the switches that are numbers (the others try every option)."""


@cache
def rule_variants() -> tuple[Rules, ...]:
    """Every preset, and every preset with any one switch set another way: the rule sets a
    learner can reach from a preset with one change. A step without rules of its own must
    give the same answer under all of them."""
    out: dict[str, Rules] = {}
    for name in PRESETS:
        base = Rules.preset(name)
        out[base.model_dump_json()] = base
        for field, info in Rules.model_fields.items():
            options = _OTHER_VALUES.get(field)
            if options is None:
                options = (True, False) if info.annotation is bool else get_args(info.annotation)
            for value in options:
                if value == getattr(base, field):
                    continue
                try:
                    changed = base.with_changes(**{field: value})
                except HoolaError:
                    continue
                out.setdefault(changed.model_dump_json(), changed)
    return tuple(out.values())


def _compare_problems(step: CompareStep) -> list[Said]:
    problems = []
    sets = [Rules.from_spec(s) for s in step.rules]
    for name in step.switches:
        if len({repr(getattr(r, name)) for r in sets}) < 2:
            problems.append(said("problem-switch-same", "7", switch=name))
    columns = compare(step)
    shown = {(c.outcome.value, c.outcome.error) for c in columns}
    if len(shown) < 2:
        problems.append(said("problem-same-outcome", "7"))
    return problems
