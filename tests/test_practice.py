"""Which questions fit a learner's place in the course (tutor.teach.practice)."""

from __future__ import annotations

import pytest

from tutor.engine.rules import Rules
from tutor.teach import practice as P
from tutor.teach.lessons import load_lessons
from tutor.teach.quiz import KIND_TAGS, QUESTION_KINDS, QuizError, generate, kinds_for_tag

LESSONS = load_lessons()
PAGAT = Rules.preset("pagat")


def test_a_lesson_links_only_to_kinds_whose_core_points_are_taught_by_then() -> None:
    for i, lesson in enumerate(LESSONS):
        sections_so_far = [lesson.sections for lesson in LESSONS[: i + 1]]
        for kind in P.lesson_kinds(LESSONS, lesson.id):
            for tag in KIND_TAGS[kind]:
                if tag.startswith("§") and not tag.startswith("§7"):
                    assert any(P.teaches(s, tag) for s in sections_so_far), (lesson.id, kind, tag)


def test_a_kind_about_an_optional_rule_waits_for_the_lesson_that_teaches_it() -> None:
    """Claims (rules 7.1, 7.2) are taught with the turn; jokers (rule 7.9) with the options.
    A meld question, which sometimes shows a joker, still belongs to the melds lesson."""
    where = {k: lesson.id for lesson in LESSONS for k in P.lesson_kinds(LESSONS, lesson.id)}
    assert where["claims"] == "turn" and where["jokers"] == "options"
    assert where["meld"] == "melds"
    assert P.needed_points("jokers")[0] == "§7.9" and "§7.9" not in P.needed_points("meld")
    for i, lesson in enumerate(LESSONS):
        for kind in P.lesson_kinds(LESSONS, lesson.id):
            for tag in P.needed_points(kind):
                assert any(P.teaches(x.sections, tag) for x in LESSONS[: i + 1]), (kind, tag)


def test_starter_kinds_add_claims_after_the_turn_and_jokers_last() -> None:
    done = ["table", "values", "melds", "turn"]
    kinds = P.starter_kinds(LESSONS, done)
    assert kinds.index("claims") == kinds.index("turn") + 1 and "jokers" not in kinds
    every = P.starter_kinds(LESSONS, [lesson.id for lesson in LESSONS])
    assert every[-1] == "jokers" and set(every) == set(QUESTION_KINDS)


def test_each_kind_belongs_to_one_lesson() -> None:
    linked = [k for lesson in LESSONS for k in P.lesson_kinds(LESSONS, lesson.id)]
    assert len(linked) == len(set(linked))
    assert set(linked) <= set(QUESTION_KINDS)


def test_a_broad_point_next_to_narrower_ones_is_only_an_introduction() -> None:
    assert P.teaches(["§6"], "§6.1")
    assert not P.teaches(["§5", "§5.1"], "§5.2")
    assert P.teaches(["§5", "§5.1"], "§5.1")


def test_starter_kinds_follow_the_lessons_done() -> None:
    assert P.starter_kinds(LESSONS, []) == P.starter_kinds(LESSONS, ["table"])
    done = ["table", "values", "melds", "turn", "blast", "knock"]
    kinds = P.starter_kinds(LESSONS, done)
    assert kinds[:4] == ["table", "deal", "values", "meld"] and "knock" in kinds
    assert "turn" in kinds and "hoola-doubles" not in kinds
    assert "payment" not in kinds


@pytest.mark.parametrize("seed", range(30))
def test_starter_questions_are_easy_first_and_can_be_rebuilt(seed: int) -> None:
    kinds = ["meld", "arrangement", "blast"]
    q = P.starter_question(seed, PAGAT, kinds, answered=0)
    assert q.kind in kinds and q.difficulty == 1
    assert generate(q.seed, PAGAT, kind=q.kind) == q
    assert P.starter_question(seed, PAGAT, kinds, answered=0) == q
    assert P.starter_question(seed, PAGAT, kinds, answered=6).difficulty <= 2


@pytest.mark.parametrize("seed", [3119, 5029, 8232])
def test_a_starter_question_is_easy_where_the_first_draws_are_hard(seed: int) -> None:
    """After a table question the kinds left (card values, melds, arrangements) are rarely of
    difficulty 1; for these seeds the first 40 draws were all harder, and a new learner got a
    difficulty-2 meld question. The search goes on until it finds an easy one."""
    kinds = ["table", "deal", "values", "meld", "arrangement"]
    q = P.starter_question(seed, PAGAT, kinds, answered=0, last="table")
    assert q.kind in ("values", "meld", "arrangement") and q.difficulty == 1
    assert generate(q.seed, PAGAT, kind=q.kind) == q


def test_a_starter_question_needs_a_kind() -> None:
    with pytest.raises(QuizError) as refused:
        P.starter_question(1, PAGAT, [], answered=0)
    assert refused.value.code == "no-kinds" and refused.value.values == {}


def test_levels_rise_with_answers() -> None:
    assert [P.level_for(n) for n in (0, 3, 4, 7, 8, 50)] == [1, 1, 2, 2, 3, 3]


def test_a_run_of_starter_questions_varies_the_rule() -> None:
    """After lessons 1 and 2 (the table, the deal, card values) each question is on another
    rule than the one before it; after lesson 1 alone (two kinds, both rule 1) on another
    kind. The question is still easiest first, and the same inputs give it back."""
    two = P.starter_kinds(LESSONS, ["table", "values"])
    assert set(two) == {"table", "deal", "values"}
    last = None
    for seed in range(12):
        q = P.starter_question(seed, PAGAT, two, seed, last)
        assert q.difficulty <= P.level_for(seed)
        if last is not None:
            assert not P.rules_of(q.kind) & P.rules_of(last), (last, q.kind)
        assert P.starter_question(seed, PAGAT, two, seed, last) == q
        last = q.kind
    one = P.starter_kinds(LESSONS, ["table"])
    kinds = [None]
    for seed in range(6):
        kinds.append(P.starter_question(seed, PAGAT, one, 0, kinds[-1]).kind)
    assert all(a != b for a, b in zip(kinds[1:], kinds[2:], strict=False)), kinds
    assert P.after(["table"], "table") == ["table"]  # one kind: it comes again


def test_a_review_asks_through_what_has_been_taught() -> None:
    """The direction of play (rule 1.5) is tested by the table and deal questions (who is
    dealt first depends on it) and by the claims of optional rule 7.2: after lessons 1 and
    2 a review of it asks a table or deal question, never a claim; a point no taught kind
    tests is asked by any kind that tests it."""
    taught = P.starter_kinds(LESSONS, ["table", "values"])
    assert set(kinds_for_tag("§1.5")) == {"table", "deal", "claims"}
    for seed in range(10):
        q = P.review_question(seed, PAGAT, "§1.5", taught)
        assert q.kind in ("table", "deal") and "§1.5" in q.tags
        assert P.review_question(seed, PAGAT, "§1.5", taught) == q
    kinds = {P.review_question(seed, PAGAT, "§1.5", QUESTION_KINDS).kind for seed in range(10)}
    assert "claims" in kinds  # without the preference, claims come up
    q = P.review_question(3, PAGAT, "§5.2", taught)
    assert q.kind in kinds_for_tag("§5.2")
