"""Try again, the hint ladder, stars and mastery (tutor.teach.attempts), the course map
(tutor.teach.course), lesson stages and play-this-position steps (tutor.teach.lessons)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from positions import take_or_draw_step
from pydantic import ValidationError
from test_lessons import GRADED, LESSONS, step_ids, wrong_answer

from tutor.engine import rulebook
from tutor.engine.cards import parse_cards
from tutor.engine.rules import Rules
from tutor.teach import lessons as L
from tutor.teach import quiz
from tutor.teach.attempts import (
    MASTERY,
    RUNGS,
    Attempt,
    answer_feedback,
    check,
    hint_ladder,
    mastered,
    quiz_check,
    quiz_hints,
    rule_line_of,
    rule_point,
)
from tutor.teach.course import continue_at, course_map
from tutor.teach.errors import problem_code
from tutor.teach.lesson_reasons import said
from tutor.words import quiz as wq
from tutor.words.engine import rule_line_sentence
from tutor.words.lessons import say

PAGAT = Rules.preset("pagat")


# --------------------------------------------------------------------------- attempts


def test_right_first_time_earns_three_stars() -> None:
    a = Attempt().checked(True)
    assert a.solved and a.stars == 3


def test_one_miss_then_right_earns_two_and_keeps_the_answer_hidden() -> None:
    a = Attempt().checked(False)
    assert a.can_retry and not a.revealed and a.stars == 0
    a = a.checked(True)
    assert a.stars == 2


def test_a_second_miss_shows_the_answer_and_leaves_one_star() -> None:
    a = Attempt().checked(False).checked(False)
    assert a.revealed and not a.can_retry
    assert a.checked(True).stars == 1


def test_hints_climb_the_ladder_and_the_last_rung_is_the_answer() -> None:
    a = Attempt().hinted()
    assert a.hints == 1 and a.checked(True).stars == 2
    a = a.hinted()
    assert a.checked(True).stars == 1 and not a.revealed
    a = a.hinted()
    assert a.hints == len(RUNGS) and a.revealed
    assert a.hinted().hints == len(RUNGS)


def test_show_answer_then_right_is_one_star_and_stars_never_change_once_solved() -> None:
    assert Attempt().shown().checked(True).stars == 1
    solved = Attempt().checked(True)
    assert solved.checked(False) == solved


def test_attempt_round_trips_through_a_dict() -> None:
    a = Attempt().checked(False).hinted()
    assert Attempt.from_dict(a.to_dict()) == a


@pytest.mark.parametrize(
    ("stars", "is_mastered"),
    [([3, 3, 3], True), ([3, 3, 2], True), ([3, 2, 2], False), ([3, 3, 0], False), ([], False)],
)
def test_mastery_threshold(stars: list[int], is_mastered: bool) -> None:
    assert MASTERY == 0.8
    assert mastered(stars) is is_mastered


# --------------------------------------------------------------------------- feedback


def _shown(answer: object) -> str:
    return str(answer)


@pytest.mark.parametrize(("lesson", "index", "step"), GRADED, ids=step_ids(GRADED))
def test_a_first_miss_never_carries_the_answer(lesson: L.Lesson, index: int, step: object) -> None:
    """For every graded step in every lesson: a wrong first answer gets a "try again"
    verdict holding only what is said about the learner's own choice."""
    wrong = wrong_answer(step)
    if isinstance(step, L.PickMeldStep):
        wrong = wrong.split()
    attempt, fb = check(step, wrong, PAGAT, Attempt())
    assert fb.verdict == "try-again"
    assert attempt.misses == 1 and attempt.can_retry
    assert fb.expected == "" and fb.reasons == () and fb.title == ""
    full = answer_feedback(step, PAGAT)
    expected = say(full.expected)
    if len(expected) > 2:  # a short answer ("Yes", "8") may appear by chance
        assert all(expected not in say(line) for line in fb.choice)
    # the second miss gives the full answer, with the engine's reasons
    attempt, fb = check(step, wrong, PAGAT, attempt)
    assert fb.verdict == "answer" and attempt.revealed
    assert fb.expected == full.expected and fb.reasons


def test_a_wrong_pick_says_what_is_wrong_with_it() -> None:
    step = next(s for les in LESSONS for s in les.steps if s.id == "find-one")
    _, fb = check(step, ["3h", "5h"], PAGAT, Attempt())
    assert fb.verdict == "try-again"
    (gap,) = fb.choice  # the gap the run needs
    assert gap.code == "run-gap" and gap["needs"] == parse_cards("4h")


def test_a_wrong_number_is_too_high_or_too_low() -> None:
    step = next(s for les in LESSONS for s in les.steps if s.id == "best-of-two")
    assert check(step, 20, PAGAT, Attempt())[1].direction == "high"
    assert check(step, 1, PAGAT, Attempt())[1].direction == "low"


def test_right_answer_praises_with_one_line_of_why() -> None:
    step = next(s for les in LESSONS for s in les.steps if s.id == "six-seven")
    attempt, fb = check(step, True, PAGAT, Attempt())
    assert fb.verdict == "right" and attempt.stars == 3
    assert fb.why and fb.why == L.grade(step, True, PAGAT).why[-1]
    assert fb.why.code == "short-run-with-seven"


# --------------------------------------------------------------------------- hints


@pytest.mark.parametrize(("lesson", "index", "step"), GRADED, ids=step_ids(GRADED))
def test_every_graded_step_has_a_ladder(lesson: L.Lesson, index: int, step: object) -> None:
    ladder = hint_ladder(step, PAGAT)
    assert tuple(h.rung for h in ladder) == RUNGS
    nudge, rule, answer = ladder
    full = answer_feedback(step, PAGAT)
    expected, nudged = say(full.expected), say(nudge.text)
    assert nudged and (len(expected) <= 2 or expected not in nudged)
    assert rulebook.is_point(rule.point)
    line = rule_line_of(rule_point(step), L.rules_for(step, PAGAT))
    assert rule.point in line.points and rule.text == line
    assert say(rule.text) == rule_line_sentence(line) and "§" not in say(rule.text)
    assert answer.answer == full.expected


def test_a_nudge_in_the_lesson_file_comes_first() -> None:
    step = next(s for les in LESSONS for s in les.steps if s.id == "take-or-draw")
    assert step.nudge and hint_ladder(step, PAGAT)[0].text == step.nudge


def test_the_rule_rung_follows_the_rules_in_force() -> None:
    step = next(s for les in LESSONS for s in les.steps if s.id == "ccw")
    assert rule_point(step) == "1.5"
    clockwise = Rules.from_spec({"preset": "pagat", "direction": "clockwise"})
    assert rule_line_of("1.5", clockwise).values == {"direction": "clockwise"}
    assert rule_line_of("1.5", PAGAT).values == {"direction": "counter-clockwise"}
    assert say(hint_ladder(step, clockwise)[1].text) == rule_line_sentence(
        rule_line_of("1.5", L.rules_for(step, clockwise))
    )
    # a step that pins its rules states them, whatever rules are in force
    assert hint_ladder(step, clockwise)[1].text == hint_ladder(step, PAGAT)[1].text


# --------------------------------------------------------------------------- positions


def test_take_the_discard_only_into_a_new_meld() -> None:
    take = take_or_draw_step()
    assert L.solve(take, PAGAT).value == L.TAKE
    (why,) = L.solve(take, PAGAT).why
    assert why.code == "reason-take-discard" and why["meld"] == parse_cards("4d 5d 6d")
    draw = take.model_copy(update={"discard": "6h", "answer": L.DRAW})
    assert L.solve(draw, PAGAT).value == L.DRAW
    assert L.grade(draw, L.TAKE, PAGAT).correct is False


def test_any_best_discard_is_right_and_a_worse_one_says_what_it_leaves() -> None:
    step = next(s for les in LESSONS for s in les.steps if s.id == "which-discard")
    assert L.grade(step, "Kc", PAGAT).correct and L.grade(step, "Ks", PAGAT).correct
    assert not L.grade(step, "2s", PAGAT).correct
    (two,) = parse_cards("2s")
    assert L.choice_reasons(step, "2s", PAGAT) == [
        said("choice-discard-leaves", "6.1", card=two, points=step.discard_points(two, PAGAT))
    ]


def test_position_steps_refuse_bad_content() -> None:
    with pytest.raises(ValidationError) as err:
        L.PositionStep(type="position", prompt="?", hand="2c 3c", ask="take-or-draw", answer="x")
    assert problem_code(err.value.errors()[0]) == "discard-needed"
    with pytest.raises(ValidationError) as err:
        L.PositionStep(
            type="position",
            prompt="?",
            hand="2c 3c",
            ask="take-or-draw",
            discard="2c",
            answer=L.DRAW,
        )
    assert problem_code(err.value.errors()[0]) == "discard-not-one-card"


# --------------------------------------------------------------------------- stages


def test_a_stage_longer_than_six_steps_is_refused() -> None:
    steps = [{"type": "text", "body": f"Step {i}"} for i in range(7)]
    data = {"id": "x", "title": "X", "summary": "x", "sections": ["§1"], "steps": steps}
    with pytest.raises(ValidationError) as err:
        L.Lesson.model_validate(data)
    cause = err.value.errors()[0]["ctx"]["error"]
    assert (cause.code, cause.values["size"], cause.values["limit"]) == ("stage-too-long", 7, 6)
    steps[4]["stage"] = "Second half"
    lesson = L.Lesson.model_validate(data)
    assert [(s.title, len(s.steps)) for s in lesson.stages] == [("X", 4), ("Second half", 3)]
    assert lesson.stage_of(5).number == 2


# --------------------------------------------------------------------------- course map


@dataclass
class Rec:
    stars: dict[str, int] = field(default_factory=dict)
    place: int | None = None
    visited_at: str = ""


def _all_stars(lesson: L.Lesson, n: int) -> dict[str, int]:
    return {lesson.step_name(i): n for i, _ in L.scored_steps(lesson)}


def test_a_new_learner_starts_at_the_first_lesson() -> None:
    entries = course_map(LESSONS, {})
    assert [e.status for e in entries] == ["not-started"] * len(LESSONS)
    assert [e.is_next for e in entries] == [True] + [False] * (len(LESSONS) - 1)
    assert continue_at(LESSONS, {}) == (LESSONS[0].id, 0)


def test_the_map_marks_done_mastered_in_progress_and_next() -> None:
    first, second, third = LESSONS[:3]
    records = {
        first.id: Rec(_all_stars(first, 3), len(first.steps) - 1, "2026-01-01T10:00"),
        second.id: Rec(_all_stars(second, 1), 2, "2026-01-01T11:00"),
        third.id: Rec({}, 4, "2026-01-01T12:00"),
    }
    entries = course_map(LESSONS, records)
    assert [e.status for e in entries[:4]] == ["mastered", "done", "in-progress", "not-started"]
    assert entries[2].is_next and sum(e.is_next for e in entries) == 1
    assert continue_at(LESSONS, records) == (third.id, 4)
    assert entries[0].stars == entries[0].max_stars


def test_once_the_last_visited_lesson_is_done_the_next_open_one_follows() -> None:
    first = LESSONS[0]
    records = {first.id: Rec(_all_stars(first, 2), 0, "2026-01-01T10:00")}
    assert continue_at(LESSONS, records) == (LESSONS[1].id, 0)
    everything = {les.id: Rec(_all_stars(les, 3), 0, "x") for les in LESSONS}
    assert continue_at(LESSONS, everything) is None


# --------------------------------------------------------------------------- quiz


def _quiz_wrong(q: quiz.Question) -> object:
    if q.answer_form == "choice":
        return next(c for c in q.choices if c != q.answer)
    if q.answer_form == "multi":
        return () if q.answer else q.choices[:1]
    if q.answer_form == "number":
        return int(q.answer) + 1
    return list(q.cards)  # keeping every card is never the best arrangement here


@pytest.mark.parametrize("kind", quiz.QUESTION_KINDS)
def test_a_first_quiz_miss_never_carries_the_answer(kind: str) -> None:
    for seed in range(15):
        q = quiz.generate(seed, PAGAT, kind=kind)
        wrong = _quiz_wrong(q)
        if quiz.grade(q, wrong).correct:
            continue
        attempt, fb = quiz_check(q, wrong, Attempt())
        assert fb.verdict == "try-again" and not fb.expected and not fb.reasons
        assert fb.choice  # something to go on: the engine's note, or the rule line
        if not quiz.grade(q, wrong).why and not quiz.grade(q, wrong).said:
            assert fb.choice[0] == q.explanation[0]
        told = wq.answer(q)
        if len(told) > 2:  # no line names the answer (a line naming every choice singles none out)
            every = [wq.choice_text(c) for c in q.choices] if q.answer_form == "choice" else []
            shown = [wq.line(line) for line in fb.choice]
            assert all(told not in s or every and all(c in s for c in every) for s in shown)
        attempt, fb = quiz_check(q, wrong, attempt)
        assert fb.verdict == "answer" and fb.expected == q.answer_said
        assert [h.rung for h in quiz_hints(q)] == list(RUNGS)
