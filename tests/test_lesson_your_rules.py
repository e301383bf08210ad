"""A lesson step pinned to its own rules says, once answered, whether the learner's own
rules give another answer and which (issue 38): ``under_your_rules`` answers the step under
the rules in force and reports it only when it differs, or when those rules refuse it."""

from __future__ import annotations

from tutor.engine.rules import Rules
from tutor.teach.lessons import graded_steps, load_lessons, solve, under_your_rules

LESSONS = {lesson.id: lesson for lesson in load_lessons()}


def step(lesson: str, name: str):
    return next(s for _, s in graded_steps(LESSONS[lesson]) if getattr(s, "id", None) == name)


def test_another_answer_under_the_learners_rules_is_told() -> None:
    fourteen = step("values", "seven-fourteen")  # pinned to the short summary: sevens 14
    assert solve(fourteen, Rules.preset("s1-short")).value == 29
    other = under_your_rules(fourteen, Rules.preset("pagat"))
    assert other is not None and other.value == 22  # 7 + 2 + 13 with sevens at 7
    assert under_your_rules(fourteen, Rules.preset("bga")) is None  # bga counts 14 too


def test_a_question_the_learners_rules_refuse_is_told() -> None:
    jokers = step("options", "two-jokers")  # two jokers in the hand
    other = under_your_rules(jokers, Rules.preset("pagat"))
    assert other is not None and other.value is None and other.error is not None


def test_steps_without_their_own_rules_say_nothing() -> None:
    for lesson in LESSONS.values():
        for _, s in graded_steps(lesson):
            if s.rules is None:
                assert under_your_rules(s, Rules.preset("s1-short")) is None
