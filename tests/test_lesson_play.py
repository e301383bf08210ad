"""A lesson's ``play`` step (model level): it loads in English and Korean, a position that
cannot happen is refused by code, the round set up equals the lesson's position (dealt the
same way every time), the short play ends after the learner's turns, and its review is the
step's feedback, with stars from its worst mark."""

from __future__ import annotations

from collections import Counter

import pytest
import yaml
from pydantic import ValidationError

from tutor.engine.cards import FULL_DECK, parse_cards
from tutor.engine.rules import Rules
from tutor.play import LEVELS, Action, Bot, review
from tutor.play.coach import MARKS, Review, ReviewItem, because
from tutor.play.lesson_play import lesson_round, played_out, stars_for, turns_done
from tutor.teach import lessons as L
from tutor.teach.errors import LessonError, problem_code
from tutor.teach.lesson_positions import table_melds
from tutor.teach.lessons.play_step import PlayLevel

EN = {les.id: les for les in L.load_lessons()}
KO = {les.id: les for les in L.load_lessons(locale="ko")}
PLAYS = [(les.id, i) for les in EN.values() for i, s in enumerate(les.steps)
         if isinstance(s, L.PlayStep)]  # fmt: skip
NAMES = ("You", "Bo", "Cy", "Di", "Ed")


def _step(lesson_id: str, index: int) -> L.PlayStep:
    step = EN[lesson_id].steps[index]
    assert isinstance(step, L.PlayStep)
    return step


def _round(step: L.PlayStep, rules: Rules | None = None):
    rules = rules or L.rules_for(step, Rules())  # type: ignore[arg-type]
    return lesson_round(step, rules, NAMES[: step.players])


def _play(**fields) -> L.PlayStep:
    base = {"type": "play", "prompt": "Play it.", "hand": "2c 3d 4s 9h Jd Qd Kc",
            "others": [7], "discard": "5h"}  # fmt: skip
    return L.PlayStep.model_validate({**base, **fields})


def test_two_lessons_hold_a_play_step_and_the_korean_lessons_line_up() -> None:
    assert {lesson for lesson, _ in PLAYS} >= {"turn", "knock"}
    for lesson_id, i in PLAYS:
        en, ko = EN[lesson_id].steps[i], KO[lesson_id].steps[i]
        assert isinstance(ko, L.PlayStep) and ko.id == en.id
        assert ko.model_dump(exclude={"title", "prompt", "explain"}) == en.model_dump(
            exclude={"title", "prompt", "explain"}
        )
        assert ko.prompt != en.prompt and ko.title != en.title
        assert L.is_scored(en) and not L.is_graded(en)
        assert (i, en) in L.scored_steps(EN[lesson_id])


def test_the_step_levels_are_the_tables_levels() -> None:
    assert set(PlayLevel.__args__) == set(LEVELS)


@pytest.mark.parametrize(
    ("fields", "code"),
    [
        ({"others": ["5h 6h 7h 8h 9h 10h Jh"]}, "position-card-twice"),
        ({"hand": "2c 3d 4s"}, "hand-size-impossible"),
        ({"others": [6]}, "hand-size-impossible"),
        ({"others": [9]}, "others-range"),
        ({"table": ["", "", "Kh Ks Kd"]}, "table-players"),
        ({"table": ["Qc Qh Qs"], "hand": "2c 3d 4s Qs"}, "position-card-twice"),
    ],
)
def test_a_position_that_cannot_happen_is_refused_by_code(fields: dict, code: str) -> None:
    with pytest.raises(ValidationError) as err:
        _play(**fields)
    assert [problem_code(e) for e in err.value.errors()] == [code]


@pytest.mark.parametrize("fields", [{"seed": -1}, {"turns": 4}, {"level": "greedy"},
                                    {"others": []}, {"others": [7] * 5}])  # fmt: skip
def test_fields_out_of_bounds_are_refused(fields: dict) -> None:
    with pytest.raises(ValueError):
        _play(**fields)


@pytest.mark.parametrize(("lesson_id", "index"), PLAYS)
def test_the_round_set_up_is_the_lessons_position(lesson_id: str, index: int) -> None:
    step = _step(lesson_id, index)
    rules = L.rules_for(step, Rules())  # type: ignore[arg-type]
    r = _round(step, rules)
    names = NAMES[: step.players]
    assert r.to_move == "You" and r.phase == "draw"
    assert r.order == names  # the learner first, then the others in the order of play
    assert Counter(r.hand_of["You"]) == Counter(parse_cards(step.hand))
    assert r.discard_pile == parse_cards(step.discard)
    for name, given in zip(names[1:], step.others, strict=True):
        want = given if isinstance(given, int) else len(parse_cards(given))
        assert len(r.hand_of[name]) == want
        if isinstance(given, str):
            assert Counter(r.hand_of[name]) == Counter(parse_cards(given))
    for seat, name in enumerate(names):
        laid = sorted(tuple(sorted(m.cards)) for m in r.table_melds if m.owner == name)
        assert laid == sorted(tuple(sorted(m)) for m in step.melds_of(seat))
        assert (name in r.melded) == bool(step.melds_of(seat))
    every = [*r.stock, *r.discard_pile, *(c for h in r.hand_of.values() for c in h),
             *(c for m in r.table_melds for c in m.cards)]  # fmt: skip
    assert Counter(every) == Counter(FULL_DECK)  # every card once
    again = _round(step, rules)
    assert again.hand_of == r.hand_of and again.stock == r.stock  # seeded: the same deal


def test_counter_clockwise_play_seats_the_others_in_the_order_of_play() -> None:
    step = _play(others=[7, 7, "5h 6h 7h 8h 10s Js Qs"], discard="Ah")
    rules = Rules.preset("pagat").model_copy(update={"direction": "counter-clockwise"})
    r = lesson_round(step, rules, NAMES[:4])
    assert r.order == NAMES[:4]
    assert Counter(r.hand_of["Di"]) == Counter(parse_cards("5h 6h 7h 8h 10s Js Qs"))


def test_the_melds_on_the_table_belong_to_their_players() -> None:
    step = _step("knock", next(i for lid, i in PLAYS if lid == "knock"))
    r = _round(step)
    owners = {m.owner: m.cards for m in r.table_melds}
    assert set(owners) == {"You", "Bo"}
    assert sorted(owners["Bo"]) == sorted(table_melds("Qc Qd Qh Qs")[0].cards)


def test_a_short_play_ends_after_the_learners_turn_and_its_review_grades_it() -> None:
    lesson_id, index = next(p for p in PLAYS if p[0] == "turn")
    step = _step(lesson_id, index)
    r = _round(step)
    bots = {n: Bot(step.level, step.seed * 10 + i) for i, n in enumerate(r.seating) if n != "You"}
    taken = Action("take-discard")
    assert taken in r.legal_actions()  # the 6♥ makes a new meld with 4♥ 5♥
    r = r.apply(taken)
    (meld,) = [a for a in r.legal_actions() if a.kind == "meld"]
    r = r.apply(meld)
    assert not played_out(r, step, "You") and turns_done(r, "You") == 0
    r = r.apply(Action("discard", parse_cards("Kc")))
    while not r.over and r.to_move != "You":
        r = r.apply(bots[r.to_move].choose(r))
    assert turns_done(r, "You") == 1 and played_out(r, step, "You")
    rv = review(r, "You", seed=step.seed, deals=8)
    # the decisions with a choice: take or draw, then which card to throw (the meld was forced)
    assert [i.played for i in rv.items] == [taken, Action("discard", parse_cards("Kc"))]
    assert stars_for(rv) in (1, 2, 3)


def test_a_knock_ends_the_play_at_once_and_is_reviewed() -> None:
    lesson_id, index = next(p for p in PLAYS if p[0] == "knock")
    step = _step(lesson_id, index)
    r = _round(step).apply(Action("knock"))
    assert r.over and played_out(r, step, "You")
    rv = review(r, "You", seed=step.seed, deals=8)
    (item,) = rv.items
    assert item.played == Action("knock")


def _review(*marks: str) -> Review:
    reason = because(
        "review-summary", "6", decisions=0, differ=0, loss=0.0, **{m: 0 for m in MARKS}
    )
    move = Action("draw-stock")
    return Review(
        tuple(
            ReviewItem(i, move, move, 0.0, 0.0, m, reason)  # type: ignore[arg-type]
            for i, m in enumerate(marks)
        )
    )


@pytest.mark.parametrize(
    ("marks", "stars"),
    [((), 3), (("best", "good"), 3), (("best", "small"), 2), (("small", "clear"), 1),
     (("serious",), 1)],
)  # fmt: skip
def test_the_stars_follow_the_worst_mark(marks: tuple[str, ...], stars: int) -> None:
    assert stars_for(_review(*marks)) == stars


def test_the_korean_overlay_may_not_change_the_position() -> None:
    from tutor.teach.lessons.translation import overlay

    english = yaml.safe_load((L.LESSONS_DIR / "06_knock.yaml").read_text(encoding="utf-8"))
    korean = yaml.safe_load((L.LESSONS_DIR / "ko" / "06_knock.yaml").read_text(encoding="utf-8"))
    i = next(n for n, s in enumerate(english["steps"]) if s.get("type") == "play")
    korean["steps"][i]["seed"] = 1
    with pytest.raises(LessonError) as err:
        overlay(english, korean, "ko/06_knock.yaml")
    assert err.value.code == "file-invalid"
