"""The Quiz and Review pages (AppTest): questions made by the engine, graded with praise or
the explanation, the hint, the seed link, answers saved for the learner, and review of the
rule points a learner missed."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from apptest import create_learner, open_page, run, shown, texts
from quiz_answers import wrong_answer
from streamlit.testing.v1 import AppTest

from tutor.app.quiz_view import engine_text, tag_label
from tutor.engine.arrangement import best_arrangement
from tutor.engine.rules import Rules
from tutor.store.progress import ProgressExport, ProgressStore
from tutor.teach import practice, quiz
from tutor.teach.attempts import quiz_hints
from tutor.teach.lessons import graded_steps, load_lessons
from tutor.words import quiz as wq
from tutor.words import t
from tutor.words.progress import learner_message, number_note

QUIZ = "tutor/app/pages/quiz.py"
REVIEW = "tutor/app/pages/review.py"
PAGAT = Rules.preset("pagat")


WHO = learner_message("who-practises", guest="Guest")
"""The learner box's question while nobody is chosen, as the explainer words it."""


def question_on(at: AppTest) -> quiz.Question:
    """The question on the Quiz page, rebuilt from its seed and kind."""
    return quiz.generate(at.session_state["_quiz_seed"], PAGAT, kind=at.session_state["_quiz_kind"])


def seed_with(kind: str, form: str) -> int:
    return next(s for s in range(200) if quiz.generate(s, PAGAT, kind=kind).answer_form == form)


def answer(at: AppTest, q: quiz.Question, response: object, prefix: str = "quiz") -> AppTest:
    """Give ``response`` in the widget for the question's answer form, then press Check."""
    if q.answer_form == "choice":
        at.radio(key=f"{prefix}_choice").set_value(response)
    elif q.answer_form == "multi":
        at.pills(key=f"{prefix}_multi").set_value(list(response))  # type: ignore[arg-type]
    elif q.answer_form == "number":
        at.number_input(key=f"{prefix}_number").set_value(response)
    else:  # the melds to lay, one at a time with the meld builder
        for meld in response:  # type: ignore[attr-defined]
            at.pills(key=f"{prefix}_cards_pick").set_value([q.cards.index(c) for c in meld])
            run(at)
            at.button(key=f"{prefix}_cards_lay").click()
            run(at)
    run(at)
    at.button(key=f"{prefix}_check").click()
    return run(at)


# --------------------------------------------------------------------------- quiz


def test_quiz_renders_a_question(db: Path) -> None:
    at = open_page(QUIZ)
    assert at.title[0].value == "Quiz"
    q = question_on(at)
    assert wq.prompt(q) in texts(at)
    assert f"seed {q.seed}" in texts(at)
    assert at.query_params["q"] == [str(q.seed)] or at.query_params["q"] == str(q.seed)


def test_right_answer_is_praised(db: Path) -> None:
    at = open_page(QUIZ)
    at.selectbox(key="quiz_filter").select("meld")
    run(at)
    q = question_on(at)
    assert q.kind == "meld"
    answer(at, q, q.answer)
    assert at.success and wq.answer(q) in shown(at.success[0].value)
    assert not at.error


def test_wrong_answer_shows_the_answer_and_the_explanation(db: Path) -> None:
    at = open_page(QUIZ, q="77", kind="blast")
    q = question_on(at)
    assert (q.seed, q.kind) == (77, "blast")
    wrong = next(c for c in q.choices if c != q.answer)
    answer(at, q, wrong)  # a first miss: try again, and no answer on the page
    assert at.warning and "try again" in at.warning[0].value and not at.error  # chrome
    assert at.session_state["_quiz_result"][3].verdict == "try-again"
    assert all(wq.answer(q) not in shown(w.value) for w in at.warning)
    # not a bare "look again": the rule the answer rests on, its point linked
    assert shown(engine_text(q.explanation[0])) in shown(at.warning[0].value)
    assert number_note("look-again") not in shown(at.warning[0].value)
    at.button(key="quiz_check").click()  # the second miss shows the answer
    run(at)
    assert at.error and "The answer:" in at.error[0].value  # chrome
    assert at.session_state["_quiz_result"][3].verdict == "answer"
    assert wq.answer(q) in shown(at.error[0].value)
    body = texts(at)
    assert "[Blast (rule 5.1)](rulebook?point=blast#blast)" in body  # the rule, as a link
    assert "§" not in body
    for line in q.explanation:  # the rule and every reason, "rule 5.1" linked
        assert shown(engine_text(line)) in body
    assert "rule [5.1](rulebook?point=blast#blast)" in body  # cited by the catalog, linked


def test_quiz_hints_climb_from_a_nudge_to_the_rule_to_the_answer(db: Path) -> None:
    at = open_page(QUIZ, q="5", kind="knock")
    q = question_on(at)
    icons = ["💡", "📘", "🎯"]
    for n in range(1, 4):
        at.button(key="quiz_hint").click()
        run(at)
        assert [i.icon for i in at.info if i.icon in icons] == icons[:n]
    hints = [i.value for i in at.info if i.icon in icons]
    assert "[Knock (rule 5.2)](rulebook?point=knock#knock)" in hints[1]
    assert wq.answer(q) in hints[2]
    assert at.button(key="quiz_hint").disabled
    assert at.error and "The answer:" in at.error[0].value


def test_show_answer_leaves_no_hint_to_take(db: Path) -> None:
    """Once the answer is shown there is nothing left to hint: Hint is greyed out, as Show
    answer is, while it was open before the tap."""
    at = open_page(QUIZ, q="5", kind="knock")
    assert not at.button(key="quiz_hint").disabled
    at.button(key="quiz_show").click()
    run(at)
    assert at.error and "The answer:" in at.error[0].value  # chrome
    assert at.button(key="quiz_show").disabled
    assert at.button(key="quiz_hint").disabled


@pytest.mark.parametrize("kind", quiz.QUESTION_KINDS)
def test_every_kind_answered_wrong_with_a_hint_right_and_shown(db: Path, kind: str) -> None:
    """Every kind of question taken the four ways a learner takes it (the browser walk,
    tests/browser/test_in_view.py, takes each kind one of them and checks its result on
    screen): a miss says try again and keeps the answer back, a hint shows its first rung,
    the right answer is praised, and Show answer on a new question shows the answer."""
    at = open_page(QUIZ, q="11", kind=kind)
    q = question_on(at)
    miss = wrong_answer(q)
    if miss is not None:  # melds to lay when none can be laid: no miss to give
        answer(at, q, miss)
        assert at.session_state["_quiz_result"][3].verdict == "try-again", kind
        assert at.warning and not at.error, kind
    run(at.button(key="quiz_hint").click())
    first = quiz_hints(q)[0]
    assert at.session_state["_quiz_attempt"].hints == 1
    assert shown(engine_text(first.text)) in shown(at.info[0].value), kind
    answer(at, q, q.answer)
    assert at.session_state["_quiz_result"][3].verdict == "right", kind
    assert at.success and wq.answer(q) in shown(at.success[0].value), kind
    at = open_page(QUIZ, q="12", kind=kind)
    q = question_on(at)
    run(at.button(key="quiz_show").click())
    assert at.error and wq.answer(q) in shown(at.error[0].value), kind
    assert at.button(key="quiz_hint").disabled  # nothing left to hint


def test_hint_names_the_rule(db: Path) -> None:
    at = open_page(QUIZ, q="5", kind="knock")
    q = question_on(at)
    assert not at.info
    at.button(key="quiz_hint").click()
    run(at)
    assert at.info
    assert (q.hint.code, q.hint.point) == ("hint-knock", "5.2")
    assert engine_text(q.hint) in at.info[0].value  # the explainer's words
    assert "[5.2](rulebook?point=knock#knock)" in at.info[0].value  # linked to the rule book


def test_the_seed_link_reopens_the_same_question(db: Path) -> None:
    first = open_page(QUIZ)
    q = question_on(first)
    again = open_page(QUIZ, q=str(q.seed), kind=q.kind)
    assert question_on(again) == q
    assert wq.prompt(q) in texts(again)
    # The link shown on the page carries the seed, the kind and the rules.
    link = next(c.value for c in again.caption if "link to this question" in c.value)
    assert f"q={q.seed}" in link and f"kind={q.kind}" in link and "rules=pagat" in link


@pytest.mark.parametrize(
    ("params", "warning"),
    [
        ({"q": "abc"}, "not a number"),
        ({"q": str(2**63)}, "out of range"),
        ({"q": "-1"}, "out of range"),
        ({"q": "12", "kind": "bogus"}, "unknown"),
    ],
)
def test_a_bad_link_gets_a_clear_message_and_a_question(db: Path, params, warning) -> None:
    at = open_page(QUIZ, **params)
    assert any(warning in shown(w.value) for w in at.warning)
    q = question_on(at)
    assert wq.prompt(q) in texts(at)


def test_a_link_with_a_kind_alone_opens_a_question_of_that_kind(db: Path) -> None:
    at = open_page(QUIZ, kind="undercut")
    assert question_on(at).kind == "undercut"
    assert at.selectbox(key="quiz_filter").value == "undercut"
    assert wq.prompt(question_on(at)) in texts(at)


def test_new_question_and_filter(db: Path) -> None:
    at = open_page(QUIZ, q="3", kind="meld")
    at.selectbox(key="quiz_filter").select("payment")
    run(at)
    assert question_on(at).kind == "payment"
    before = at.session_state["_quiz_seed"]
    at.button(key="quiz_new").click()
    run(at)
    assert question_on(at).kind == "payment"
    assert at.session_state["_quiz_seed"] != before


def test_number_answers(db: Path) -> None:
    seed = seed_with("arrangement", "number")
    at = open_page(QUIZ, q=str(seed), kind="arrangement")
    q = question_on(at)
    answer(at, q, int(q.answer) + 2)
    assert at.warning and not at.error
    verdict = at.session_state["_quiz_result"][3]
    assert (verdict.verdict, verdict.direction) == ("try-again", "high")
    at.number_input(key="quiz_number").set_value(int(q.answer))
    run(at)
    at.button(key="quiz_check").click()
    run(at)
    assert at.success


def test_cards_answers(db: Path) -> None:
    seed = seed_with("arrangement", "cards")
    at = open_page(QUIZ, q=str(seed), kind="arrangement")
    q = question_on(at)
    best = best_arrangement(q.cards, PAGAT)
    answer(at, q, [m.cards for m in reversed(best.melds)])  # in any order
    assert at.success, texts(at)
    assert "Your melds, in the order laid:" in " ".join(h.proto.body for h in at.get("html"))
    at.button(key="quiz_cards_back").click()  # take one back: not the best any more
    run(at)
    at.button(key="quiz_check").click()
    run(at)
    assert at.warning and not at.success


def test_multi_answers(db: Path) -> None:
    seed = next(s for s in range(200) if quiz.generate(s, PAGAT, kind="doublings").answer)
    at = open_page(QUIZ, q=str(seed), kind="doublings")
    q = question_on(at)
    answer(at, q, q.answer)
    assert at.success
    at.pills(key="quiz_multi").set_value([])
    run(at)
    at.button(key="quiz_check").click()
    run(at)
    assert at.warning and at.session_state["_quiz_result"][3].verdict == "try-again"


def test_answers_are_saved_for_the_learner(db: Path) -> None:
    ProgressStore(db).add_learner("Ann")
    at = open_page(QUIZ, learner="Ann", q="9", kind="meld")
    q = question_on(at)
    answer(at, q, q.answer)
    at.button(key="quiz_check").click()  # checking again saves nothing more
    run(at)
    rows = ProgressStore(db).answers("Ann")
    assert len(rows) == 1
    row = rows[0]
    assert (row.question_kind, row.seed, row.correct) == ("meld", 9, True)
    assert row.rule_tags == q.tags
    assert row.time_taken is not None and row.time_taken >= 0


def test_a_first_answer_without_a_learner_is_saved_for_a_guest(db: Path) -> None:
    """A first answer is never lost: with nobody chosen it is saved for the Guest profile,
    which becomes the learner, and the page says so."""
    at = open_page(QUIZ, q="4", kind="meld")
    assert any(WHO in shown(m.value) for m in at.markdown)
    q = question_on(at)
    answer(at, q, q.answer)
    assert any(
        learner_message("saved-for-guest", guest="Guest") in shown(c.value) for c in at.caption
    )
    assert not at.toast  # the note under the answer says it: no toast over the question
    assert not any(learner_message("not-saved-store") in shown(c.value) for c in at.caption)
    rows = ProgressStore(db).answers("Guest")
    assert [(r.question_kind, r.seed) for r in rows] == [("meld", 4)]
    at.button(key="quiz_new").click()
    run(at)
    assert at.selectbox(key="learner_pick").value == "Guest"
    assert not any(WHO in shown(m.value) for m in at.markdown)


def test_creating_a_learner_confirms_and_closes_the_popover(db: Path) -> None:
    at = open_page(QUIZ, q="4", kind="meld")
    at.text_input(key="learner_new_name").input("Mina")
    at.button(key="learner_create").click()
    run(at)
    assert at.selectbox(key="learner_pick").value == "Mina"
    assert at.session_state["learner_popover"] is False
    assert any(learner_message("hello", name="Mina") in shown(s.value) for s in at.success)


def test_creating_a_learner_keeps_the_question_being_answered(db: Path) -> None:
    """The question on screen stays when a learner is made mid-question: a new visitor's
    starter question ("Any kind"), and one asked after a Guest answer and New question."""
    at = open_page(QUIZ)
    before = (at.session_state["_quiz_seed"], at.session_state["_quiz_kind"])
    at = create_learner(at, "Mina")
    assert (at.session_state["_quiz_seed"], at.session_state["_quiz_kind"]) == before
    assert at.query_params["q"] == str(before[0])
    at = open_page(QUIZ)
    answer(at, question_on(at), question_on(at).answer)  # saved for the Guest
    at = run(at.button(key="quiz_new").click())
    before = question_on(at)
    assert wq.prompt(before) in texts(at)
    at = create_learner(at, "Bo")
    assert question_on(at) == before and wq.prompt(before) in texts(at)


def test_the_database_path_is_never_shown(db: Path) -> None:
    at = open_page(QUIZ, q="4", kind="meld")
    shown_text = texts(at) + " ".join(w.value for w in at.warning)
    assert str(db) not in shown_text and str(db.parent) not in shown_text


def test_a_new_learner_starts_with_the_kinds_of_the_lessons_done_easiest_first(
    db: Path,
) -> None:
    """Three lessons done (table, values, melds): "Any kind" asks about the table and the
    deal, card values, melds and arrangements, and the first questions are of difficulty 1."""
    store = ProgressStore(db)
    for lesson in load_lessons():
        if lesson.id in ("table", "values", "melds"):
            store.save_lesson_place("Ann", lesson.id, len(lesson.steps) - 1)
            for i, _ in graded_steps(lesson):
                store.save_lesson_step("Ann", lesson.id, lesson.step_name(i), 3, 0, 0)
    at = open_page(QUIZ, learner="Ann")
    for _ in range(4):
        q = question_on(at)
        assert q.kind in ("table", "deal", "values", "meld", "arrangement"), q.kind
        assert q.difficulty == 1, (q.kind, q.difficulty)
        at.button(key="quiz_new").click()
        run(at)


# --------------------------------------------------------------------------- review


def test_review_needs_a_learner(db: Path) -> None:
    at = open_page(REVIEW)
    assert at.title[0].value == "Review"
    assert any("learner" in shown(i.value) for i in at.info)


def test_review_serves_a_missed_rule_point(db: Path) -> None:
    store = ProgressStore(db)
    store.record_answer("Ann", "knock", ["§5.2"], 5, False, 4.0)
    store.record_answer("Ann", "meld", ["§3"], 6, True, 2.0)
    at = open_page(REVIEW, learner="Ann")
    assert "Reviewing **[Knock (rule 5.2)](rulebook?point=knock#knock)**" in texts(at)
    tag = at.session_state["_review_current"][2]
    assert tag == "§5.2"
    q = quiz.generate(at.session_state["_review_seed"], PAGAT, tag=tag)
    assert q.kind in quiz.kinds_for_tag("§5.2")
    assert wq.prompt(q) in texts(at)
    # Several kinds test §5.2, with different answer forms (a choice, or a multi-choice).
    answer(at, q, q.answer, prefix="review")
    assert at.success
    rows = store.answers("Ann")
    assert rows[-1].correct and rows[-1].seed == q.seed and "§5.2" in rows[-1].rule_tags
    # Answered right, the rule point leaves box 1; nothing else is due now.
    assert store.leitner_boxes("Ann")["§5.2"] == 2
    at.button(key="review_next").click()
    run(at)
    assert [shown(s.value) for s in at.success] == [t("review-nothing-due")]


def test_review_after_the_first_lessons_asks_what_they_taught(db: Path) -> None:
    """Lessons 1 and 2 done, the direction of play (rule 1.5) missed: the review asks a
    table or deal question on it, not a claim under optional rule 7.2 (which tests it too)."""
    store = ProgressStore(db)
    for lesson in load_lessons():
        if lesson.id in ("table", "values"):
            store.save_lesson_place("Ann", lesson.id, len(lesson.steps) - 1)
            for i, _ in graded_steps(lesson):
                store.save_lesson_step("Ann", lesson.id, lesson.step_name(i), 3, 0, 0)
    store.record_answer("Ann", "table", ["§1.5"], 5, False, 4.0)
    at = open_page(REVIEW, learner="Ann")
    for _ in range(3):
        assert at.session_state["_review_current"][2] == "§1.5"
        q = practice.review_question(
            at.session_state["_review_seed"], PAGAT, "§1.5", ["table", "deal", "values"]
        )
        assert q.kind in ("table", "deal") and wq.prompt(q) in texts(at)
        at = run(at.button(key="review_skip").click())


def test_review_with_nothing_due_says_when_the_next_review_is(db: Path) -> None:
    store = ProgressStore(db)
    store.record_answer("Bo", "blast", ["§5.1"], 1, True, 2.0)
    at = open_page(REVIEW, learner="Bo")
    assert [shown(s.value) for s in at.success] == [t("review-nothing-due")]
    (row,) = ProgressExport.model_validate_json(store.export_json("Bo")).leitner
    said = wq.next_review(
        hours=(row.due_at - datetime.now(UTC)).total_seconds() / 3600,
        stamp=row.due_at.strftime("%Y-%m-%d %H:%M UTC"),
        tags="[Blast (rule 5.1)](rulebook?point=blast#blast)",
    )
    assert said in texts(at, "markdown")


def test_review_names_rule_points_due_on_other_pages(db: Path) -> None:
    """A missed rule point no quiz question tests is due, but left to the pages that
    practise it: the Review page names it and asks nothing."""
    tag = "switch:picture_blast"  # every rule point has questions; this switch has none
    assert not quiz.kinds_for_tag(tag)
    ProgressStore(db).record_answer("Ed", "arrangement", [tag], 1, False, 2.0)
    at = open_page(REVIEW, learner="Ed")
    assert [shown(s.value) for s in at.success] == [t("review-nothing-due")]
    said = t("review-due-elsewhere", tags=tag_label(tag))
    assert said in texts(at, "markdown")


def test_review_of_a_new_learner(db: Path) -> None:
    ProgressStore(db).add_learner("Cy")
    at = open_page(REVIEW, learner="Cy")
    assert [shown(i.value) for i in at.info] == [t("review-nothing-yet")]


def test_review_picks_the_most_missed_more_often(db: Path) -> None:
    store = ProgressStore(db)
    past = datetime.now(UTC) - timedelta(days=1)
    for i in range(6):
        store.record_answer("Di", "blast", ["§5.1"], i, False, 1.0, answered_at=past)
    store.record_answer("Di", "meld", ["§3"], 1, False, 1.0, answered_at=past)
    store.record_answer("Di", "meld", ["§3"], 2, True, 1.0, answered_at=past)
    store.record_answer("Di", "meld", ["§3"], 3, False, 1.0, answered_at=past)
    at = open_page(REVIEW, learner="Di")
    picks = []
    for seed in range(30):
        at.session_state["_review_seed"] = seed
        run(at)
        picks.append(at.session_state["_review_current"][2])
    assert set(picks) == {"§5.1", "§3"}
    assert picks.count("§5.1") > picks.count("§3")


def test_an_ending_question_on_the_quiz_page(db: Path) -> None:
    seed = next(s for s in range(200) if len(quiz.generate(s, PAGAT, kind="ending").answer) >= 2)
    at = open_page(QUIZ, q=str(seed), kind="ending")
    q = question_on(at)
    assert q.kind == "ending" and q.answer_form == "multi"
    body = texts(at)
    assert wq.kind_title("ending") in [s.value for s in at.header]
    assert [f.code for f in q.facts] == [
        "fact-players-at-table",
        "fact-melded-this-round",
        "fact-others-melded",
        "fact-others-had-turn",
    ]
    assert wq.prompt(q) in body and all(shown(engine_text(f)) in body for f in q.facts)
    assert list(at.pills(key="quiz_multi").options) == [wq.choice_text(c) for c in q.choices]
    answer(at, q, q.answer[:1])  # one ending missing: try again
    assert at.warning and not at.error
    at.button(key="quiz_check").click()  # missed again: the answer
    run(at)
    assert at.error and wq.answer(q) in shown(at.error[0].value)
    assert shown(engine_text(q.explanation[0])) in texts(at)
    at.pills(key="quiz_multi").set_value(list(q.answer))
    run(at)
    at.button(key="quiz_check").click()
    run(at)
    assert at.success


def test_review_of_four_sevens_asks_an_ending_question(db: Path) -> None:
    ProgressStore(db).record_answer("Eve", "ending", ["§5.4"], 3, False, 4.0)
    at = open_page(REVIEW, learner="Eve")
    assert at.session_state["_review_current"][2] == "§5.4"
    q = quiz.generate(at.session_state["_review_seed"], PAGAT, tag="§5.4")
    assert q.kind == "ending" and wq.prompt(q) in texts(at)
    answer(at, q, q.answer, prefix="review")
    assert at.success


def test_the_question_link_keeps_the_learner(db: Path) -> None:
    """Every link the app draws keeps the learner chosen (a link opens a new session)."""
    from apptest import create_learner

    at = open_page("tutor/app/pages/quiz.py")
    assert "learner=" not in texts(at, "caption")  # nobody chosen: no name in the link
    at = create_learner(at, "Mina")
    assert "learner=Mina" in texts(at, "caption")
    again = open_page("tutor/app/pages/quiz.py", link={"learner": "Mina"})
    assert again.session_state["learner_name"] == "Mina"
