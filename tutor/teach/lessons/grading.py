"""Grading: the engine's answer to a graded step (:func:`solve`) and a learner's answer
graded against it (:func:`grade`), under the rules the step uses. The stored answer plays
no part."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeGuard

from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import Card, format_cards, parse_cards
from tutor.engine.errors import HoolaError
from tutor.engine.melds import check_meld
from tutor.engine.reasons import FrozenDict
from tutor.engine.rules import Rules
from tutor.engine.table import play_order
from tutor.teach.lesson_reasons import GradeCode, Said, said
from tutor.teach.lessons.fields import RulesSpec
from tutor.teach.lessons.outcome import (
    Answer,
    Grade,
    Outcome,
    error_values,
    grade_reason,
    refused,
    shown_cards,
    shown_code,
    titled,
)
from tutor.teach.lessons.probes import KNOCK, PLAY_ON
from tutor.teach.lessons.schema import (
    BlastStep,
    CompareStep,
    FourSevensStep,
    GoingOutStep,
    GradedStep,
    IsMeldStep,
    KnockStep,
    Lesson,
    NextPlayerStep,
    PickMeldStep,
    PlayStep,
    PositionStep,
    TextStep,
)


def is_graded(step: Any) -> TypeGuard[GradedStep]:
    """A question the engine answers (text, compare and play steps are not)."""
    return not isinstance(step, TextStep | CompareStep | PlayStep)


def is_scored(step: Any) -> TypeGuard[GradedStep | PlayStep]:
    """A step that earns stars: a graded question, or a position played out."""
    return is_graded(step) or isinstance(step, PlayStep)


def scored_steps(lesson: Lesson) -> list[tuple[int, GradedStep | PlayStep]]:
    """The steps of a lesson that earn stars, with their 0-based positions."""
    return [(i, s) for i, s in enumerate(lesson.steps) if is_scored(s)]


def graded_steps(lesson: Lesson) -> list[tuple[int, GradedStep]]:
    """The graded steps of a lesson with their 0-based positions."""
    return [(i, s) for i, s in enumerate(lesson.steps) if is_graded(s)]


def rules_for(step: GradedStep, in_force: Rules) -> Rules:
    """The rules a graded step uses: its own (or its lesson's) when it names them, else the
    rules in force."""
    return Rules.from_spec(step.rules) if step.rules is not None else in_force


def rules_key(spec: RulesSpec) -> tuple[tuple[str, Any], ...]:
    """A rule set as written, as a value a reason can hold: the preset first, then each
    switch set another way, as ``(name, value)`` pairs (a knock-limit table as a read-only
    mapping). The words layer writes it as ``pagat, ace = low``."""
    if isinstance(spec, str):
        return (("preset", spec),)
    base = str(spec.get("preset", "pagat"))
    rest = tuple(
        (k, FrozenDict(v) if isinstance(v, dict) else v) for k, v in spec.items() if k != "preset"
    )
    return (("preset", base), *rest)


def _pick_expected(
    step: PickMeldStep, rules: Rules
) -> tuple[tuple[Card, ...] | None, tuple[Said, ...]]:
    """The meld to show when asked: the stored one if it is a meld under these rules, else
    the first one the engine finds in the hand."""
    need = parse_cards(step.must_include) if step.must_include else ()
    stored = parse_cards(step.answer)
    check = check_meld(stored, rules)
    if check.valid and all(c in stored for c in need):
        return stored, check.why
    for meld in best_arrangement(step.hand_cards(), rules).melds:
        if all(c in meld.cards for c in need):
            return meld.cards, check_meld(meld.cards, rules).why
    return None, (grade_reason("no-meld", {}),)


def solve(step: GradedStep, rules: Rules) -> Outcome:
    """The engine's answer to a graded step under ``rules`` (use :func:`rules_for` first).
    A question the engine refuses under these rules gives an outcome with ``error`` set."""
    try:
        if isinstance(step, PickMeldStep):
            cards, reasons = _pick_expected(step, rules)
            if cards is None:
                return Outcome(
                    value=None,
                    shown=shown_code("shown-no-meld"),
                    **titled("title-no-meld"),
                    why=reasons,
                    error=reasons[0],
                    code="no-meld",
                )
            text = format_cards(cards)
            return Outcome(
                value=text,
                shown=shown_cards(cards),
                **titled("title-one-meld"),
                why=reasons,
            )
        return step.evaluate(rules)
    except HoolaError as e:
        return refused(e)


def under_your_rules(step: GradedStep, in_force: Rules) -> Outcome | None:
    """A step pinned to its own rules, answered under the learner's rules in force: the
    outcome when it differs from the step's (another answer, or a question those rules
    refuse), else ``None`` (the same answer, or a step that uses the rules in force)."""
    if step.rules is None:
        return None
    pinned = solve(step, rules_for(step, in_force))
    yours = solve(step, in_force)
    if pinned.value is None or yours.value is None:
        return None if pinned.value is None and yours.value is None else yours
    return None if same_answer(yours.value, pinned.value) else yours


def same_answer(answer: Answer, expected: Answer | None) -> bool:
    if expected is None:
        return False
    if isinstance(expected, bool):
        return isinstance(answer, bool) and answer is expected
    if isinstance(expected, str):
        return isinstance(answer, str) and answer.strip().casefold() == expected.casefold()
    if isinstance(answer, bool) or not isinstance(answer, int | float):
        return False
    return float(answer) == float(expected)


def _learner_value(step: GradedStep, answer: Any) -> Any:
    if isinstance(answer, str) and isinstance(
        step, IsMeldStep | BlastStep | KnockStep | FourSevensStep | GoingOutStep
    ):
        low = answer.strip().casefold()
        if low in ("yes", "y", "true"):
            return True
        if low in ("no", "n", "false"):
            return False
    return answer


def grade(step: GradedStep, learner_answer: Any, rules: Rules) -> Grade:
    """Grade a learner's answer with the engine, under the rules the step uses (its own, or
    ``rules``, the rules in force). The stored ``answer`` plays no part. The reasons are the
    engine's: meld checks, verdict reasons or settlement steps."""
    used = rules_for(step, rules)
    if isinstance(step, PickMeldStep):
        return _grade_pick(step, learner_answer, used)
    out = solve(step, used)
    if out.error is not None:
        return Grade(
            correct=False,
            expected=None,
            shown=out.shown,
            heading=out.heading,
            why=out.why,
            code=out.code,
            values=out.values,
        )
    if isinstance(step, PositionStep) and step.ask in ("discard", "safe-discard"):
        correct = one_of(learner_answer, str(out.value))
    else:
        correct = same_answer(_learner_value(step, learner_answer), out.value)
    return Grade(
        correct=correct,
        expected=out.value,
        shown=out.shown,
        heading=out.heading,
        why=out.why,
    )


def one_of(answer: Any, cards: str) -> bool:
    """Whether ``answer`` names one card among ``cards`` (any of several right discards)."""
    try:
        picked = parse_cards(str(answer))
    except HoolaError:
        return False
    return len(picked) == 1 and picked[0] in parse_cards(cards)


def choice_reasons(step: GradedStep, learner_answer: Any, rules: Rules) -> list[Said]:
    """What the engine says about the learner's own (wrong) choice, without the right answer,
    as data (:data:`~tutor.teach.lesson_reasons.ChoiceCode`, or the engine's and the lesson's
    reasons): why the picked cards are no meld, or how many points a discard leaves. Empty
    when the engine can say nothing about the choice that would not give the answer away (a
    yes or no question, a name)."""
    used = rules_for(step, rules)
    if isinstance(step, PickMeldStep):
        return list(_grade_pick(step, learner_answer, used).why)
    if isinstance(step, NextPlayerStep) and learner_answer in step.seating:
        return [_seat_reason(step, str(learner_answer))]
    if isinstance(step, PositionStep) and step.ask == "discard":
        try:
            (card,) = parse_cards(str(learner_answer))
            left = step.discard_points(card, used)
        except (HoolaError, ValueError):
            return []
        return [said("choice-discard-leaves", "6.1", card=card, points=left)]
    if isinstance(step, PositionStep) and step.ask == "safe-discard":
        try:
            (card,) = parse_cards(str(learner_answer))
        except (HoolaError, ValueError):
            return []
        if card not in parse_cards(step.hand):
            return [said("choice-card-not-in-hand", "4.4", card=card)]
        return [step.feed_line(step.feed(card, used))]
    if isinstance(step, PositionStep) and step.ask == "knock-or-draw":
        return _knock_choice(step, learner_answer, used)
    return []


def _knock_choice(step: PositionStep, answer: Any, rules: Rules) -> list[Said]:
    """What the engine and the count say about the learner's choice: the knock verdict when
    no knock is open, else the undercut chance that choice runs or passes up."""
    verdict = step.knock_verdict(rules)
    if answer == KNOCK and not verdict.allowed:
        return list(verdict.why[:1])
    if answer not in (KNOCK, PLAY_ON) or not verdict.allowed:
        return []
    u = step.undercut(rules)
    code = "choice-knock-undercut" if answer == KNOCK else "choice-knock-passed-up"
    return [said(code, "5.2", points=u.points, hits=u.hits, deals=u.deals, chance=u.chance)]


def _seat_reason(step: NextPlayerStep, name: str) -> Said:
    """Where the seat of ``name`` lies from the current player (rule book 1)."""
    current = step.current
    if name == current:
        return said("choice-seat-just-played", "1.5", current=current)
    for direction in ("clockwise", "counter-clockwise"):
        if play_order(step.seating, current, direction)[1] == name:
            return said(
                "choice-seat-other-direction",
                "1.5",
                name=name,
                current=current,
                direction=direction,
            )
    return said("choice-seat-not-next", "1.5", name=name, current=current)


def _grade_pick(step: PickMeldStep, answer: Any, rules: Rules) -> Grade:
    expected = solve(step, rules)
    exp_value = expected.value if expected.error is None else None

    def result(
        correct: bool,
        title: dict[str, Any],
        reasons: Iterable[Said],
        code: GradeCode | None = None,
        values: dict[str, Any] | None = None,
    ) -> Grade:
        return Grade(
            correct=correct,
            expected=exp_value,
            shown=expected.shown,
            **title,
            why=tuple(reasons),
            code=code,
            values=FrozenDict(values or {}),
        )

    try:
        if answer is None:
            picked: tuple[Card, ...] = ()
        elif isinstance(answer, str):
            picked = parse_cards(answer)
        else:
            picked = parse_cards([str(c) for c in answer])
    except HoolaError as e:
        reason = grade_reason("not-cards", {"cause": e})
        return result(False, titled("title-not-cards"), [reason], "not-cards", error_values(e))
    hand = step.hand_cards()
    outside = [c for c in picked if c not in hand]
    if outside:
        not_held = {"cards": tuple(outside)}
        return result(
            False,
            titled("title-not-in-hand"),
            [grade_reason("not-in-hand", not_held)],
            "not-in-hand",
            not_held,
        )
    check = check_meld(picked, rules)
    reasons: list[Said] = list(check.why)
    correct = check.valid
    code: GradeCode | None = None
    values: dict[str, Any] = {}
    if step.must_include:
        need = parse_cards(step.must_include)[0]
        values = {"card": need}
        if need in picked:
            if correct:
                code = "discard-used"
                reasons.append(grade_reason(code, values))
        else:
            correct = False
            code = "discard-left-out"
            reasons.append(grade_reason(code, values))
    title = (
        titled("title-meld", kind=check.meld.kind)
        if correct and check.meld
        else titled("title-not-a-meld")
        if not check.valid
        else titled("title-other-meld")
    )
    return result(correct, title, reasons, code, values if code else None)
