"""The Lessons page (AppTest): one step at a time, Back/Next, checks graded by the engine
with its reasons, and progress that survives a visit to another page."""

from __future__ import annotations

from apptest import run, shown
from streamlit.testing.v1 import AppTest
from test_app_quick import scrolls_to

from tutor.app.citations import rule_url
from tutor.app.course_map import status_text
from tutor.engine.cards import parse_cards
from tutor.engine.endings import blast
from tutor.engine.rules import Rules
from tutor.engine.settlement import settle
from tutor.teach import lessons as L
from tutor.teach import quiz
from tutor.teach.attempts import MASTERY, hint_ladder
from tutor.words import t
from tutor.words.lessons import rules_label, say, say_all
from tutor.words.progress import number_note
from tutor.words.quiz import kind_title

PAGE = "tutor/app/pages/lessons.py"
LESSONS = {les.id: les for les in L.load_lessons()}
PAGAT = Rules.preset("pagat")


def _step_text(at: AppTest) -> str:
    return at.get("progress")[0].proto.text


def _label(lesson: L.Lesson, index: int) -> str:
    """The progress bar's text at step ``index``: the stage, and the step within it."""
    stage = lesson.stage_of(index)
    return (
        f"Stage {stage.number} of {len(lesson.stages)}: {stage.title} · "
        f"step {index - stage.steps[0] + 1} of {len(stage.steps)}"
    )


def _right(at: AppTest) -> list:
    return [m for m in at.success if m.icon == "✅"]


def _stage_end(at: AppTest) -> list:
    """ "End of stage" (or the lesson's end) on the page."""
    return [m for m in (*at.success, *at.info) if m.icon in ("🚩", "🏁", "🏆")]


def _retry(at: AppTest) -> list:
    return [m for m in at.warning if m.icon == "🔁"]


def _answer(at: AppTest) -> list:
    return [m for m in at.error if m.icon == "📖"]


def _check(at: AppTest, lesson: L.Lesson, index: int, widget: str, value: object) -> AppTest:
    getattr(at, widget)(key=_key(lesson, index)).set_value(value)
    at.button(key="lesson_check").click()
    return run(at)


def _go(at: AppTest, lesson_id: str, step_id: str) -> tuple[L.Lesson, int, object]:
    """Open a lesson with the picker and press Next until the step is on screen."""
    lesson = LESSONS[lesson_id]
    index = next(i for i, s in enumerate(lesson.steps) if s.id == step_id)
    at.selectbox(key="lesson_pick").set_value(lesson_id)
    run(at)
    for _ in range(index):
        at.button(key="lesson_next").click()
        run(at)
    assert _step_text(at) == _label(lesson, index)
    return lesson, index, lesson.steps[index]


def _key(lesson: L.Lesson, index: int) -> str:
    return f"lesson_answer_{lesson.id}_{lesson.step_name(index)}"


def test_page_renders_the_first_lesson(at: AppTest) -> None:
    first = next(iter(LESSONS.values()))
    assert at.title[0].value == "Lessons"
    assert at.selectbox(key="lesson_pick").value == first.id
    assert _step_text(at) == _label(first, 0)
    assert at.button(key="lesson_back").disabled
    assert not at.button(key="lesson_next").disabled


def test_next_advances_and_back_goes_back(at: AppTest) -> None:
    """Each move brings the step (not the title and picker above it) to the top of a
    phone's screen; a run without a move does not scroll."""
    first = next(iter(LESSONS.values()))
    assert scrolls_to(at) == []
    at.button(key="lesson_next").click()
    run(at)
    assert _step_text(at) == _label(first, 1)
    assert scrolls_to(at) == ["lesson_step"]
    at.button(key="lesson_next").click()
    run(at)
    assert _step_text(at) == _label(first, 2)
    at.button(key="lesson_back").click()
    run(at)
    assert _step_text(at) == _label(first, 1)
    assert scrolls_to(at) == ["lesson_step"]
    assert not at.button(key="lesson_back").disabled
    run(at)
    assert scrolls_to(at) == []


def test_right_answer_praises_with_one_line_of_why_and_three_stars(at: AppTest) -> None:
    lesson, index, step = _go(at, "blast", "sopang-14")
    verdict = blast(parse_cards(step.hand), PAGAT)
    _check(at, lesson, index, "radio", "yes" if verdict.allowed else "no")
    assert len(_right(at)) == 1 and not at.error and not _retry(at)
    said = shown(_right(at)[0].value)
    assert said.startswith("**Right first time!**")
    assert say(L.solve(step, PAGAT).heading) in said  # the verdict's title
    assert say(L.grade(step, verdict.allowed, PAGAT).why[-1]) in said  # the explainer's words
    assert "★★★" in said


def test_a_wrong_answer_never_shows_the_answer_on_the_first_try(at: AppTest) -> None:
    """A first miss says what is wrong with the learner's own pick and offers another try;
    the engine's answer (the meld, its reasons) appears nowhere on the page."""
    lesson, index, step = _go(at, "melds", "find-one")
    assert index == lesson.stage_of(index).steps[-1]  # the last step of a stage
    expected = L.solve(step, PAGAT)
    assert not _stage_end(at)  # "End of stage" waits for the step to be answered
    _check(at, lesson, index, "pills", ["3h", "5h"])
    assert len(_retry(at)) == 1 and not _answer(at) and not _right(at)
    assert not _stage_end(at)
    # the card this "run" lacks: about the learner's pick, as the explainer words it
    (gap,) = L.choice_reasons(step, ["3h", "5h"], PAGAT)
    assert gap.code == "run-gap" and say(gap) in shown(_retry(at)[0].value)
    page = " ".join(
        e.value
        for kind in ("markdown", "info", "warning", "error", "success", "caption")
        for e in getattr(at, kind)
    )
    assert say(expected.shown) not in page
    assert all(reason not in page for reason in say_all(expected.why))
    # the second miss shows the full answer
    _check(at, lesson, index, "pills", ["3h", "4c"])
    assert len(_answer(at)) == 1 and say(expected.shown) in _answer(at)[0].value
    assert _stage_end(at)  # answered (shown): the stage ends
    # and the learner finishes the step with that answer for one star
    _check(at, lesson, index, "pills", ["3h", "4h", "5h"])
    assert _right(at) and "★☆☆" in _right(at)[0].value


def test_a_yes_no_miss_gives_a_retry_then_the_answer(at: AppTest) -> None:
    lesson, index, step = _go(at, "melds", "two-queens")
    expected = L.solve(step, PAGAT)
    _check(at, lesson, index, "radio", "no" if expected.value else "yes")
    assert _retry(at) and not _answer(at)
    assert not any(r in _retry(at)[0].value for r in say_all(expected.why))
    assert number_note("look-again") in shown(_retry(at)[0].value)  # nothing else to say
    _check(at, lesson, index, "radio", "no" if expected.value else "yes")
    answer = shown(_answer(at)[0].value)
    assert expected.why[0].code == "set-too-short" and say(expected.why[0]) in answer


def test_retry_then_right_earns_two_stars(at: AppTest) -> None:
    lesson, index, step = _go(at, "payment", "s0-tie-collects")
    collected = settle(step.record).collected
    _check(at, lesson, index, "number_input", collected + 3)
    assert _retry(at) and number_note("too-high") in shown(_retry(at)[0].value)
    assert str(collected) not in _retry(at)[0].value
    _check(at, lesson, index, "number_input", collected)
    title = L.solve(step, PAGAT).heading  # the heading, as the explainer words it
    assert title is not None and title.code == "title-collects" and title["stakes"] == collected
    assert _right(at) and say(title) in shown(_right(at)[0].value)
    assert "★★☆" in _right(at)[0].value


def test_a_low_number_is_said_to_be_too_low(at: AppTest) -> None:
    lesson, index, step = _go(at, "payment", "s0-tie-collects")
    _check(at, lesson, index, "number_input", settle(step.record).collected - 1)
    assert _retry(at) and number_note("too-low") in shown(_retry(at)[0].value)


def test_pick_meld_with_card_pills(at: AppTest) -> None:
    lesson, index, step = _go(at, "turn", "use-the-discard")
    _check(at, lesson, index, "pills", ["5d", "5s", "5c"])
    left_out = L.grade(step, "5d 5s 5c", PAGAT).why[-1]
    assert left_out.code == "grade-discard-left-out"
    assert _retry(at) and say(left_out) in shown(_retry(at)[0].value)
    _check(at, lesson, index, "pills", ["8h", "9h", "10h"])
    assert _right(at)


def test_the_hint_ladder_steps_in_order(at: AppTest) -> None:
    lesson, index, step = _go(at, "knock", "twelve-points")
    ladder = hint_ladder(step, PAGAT)
    _check(at, lesson, index, "radio", "no" if L.solve(step, PAGAT).value else "yes")
    assert "take a hint" in shown(_retry(at)[0].value)  # a miss first: hints are offered
    icons = ["💡", "📘", "🎯"]
    for n in range(1, 4):
        at.button(key="lesson_hint").click()
        run(at)
        hints = [i for i in at.info if i.icon in icons]
        assert [h.icon for h in hints] == icons[:n]
        assert _md_free(say(ladder[n - 1].text)) in _md_free(hints[-1].value)
        if n == 2:  # the rule, linked into the Rule book
            assert f"]({rule_url(ladder[1].point)})" in hints[-1].value
    assert say(ladder[2].answer) in hints[-1].value
    assert at.button(key="lesson_hint").disabled and at.button(key="lesson_show").disabled
    assert _answer(at)  # the last rung shows the answer in full
    # the miss's feedback, still on screen, offers no hint now, nor Show answer (shown)
    said = shown(_retry(at)[0].value)
    assert "hint" not in said.lower() and "Show answer" not in said
    assert said.endswith("press **Check**: the answer is shown below.")


def _md_free(text: str) -> str:
    return text.replace("\\", "")


def test_show_answer_reveals_the_engines_answer(at: AppTest) -> None:
    lesson, index, step = _go(at, "knock", "undercut-winner")
    at.button(key="lesson_show").click()
    run(at)
    winner = settle(step.record).winner
    assert _answer(at) and f"**The answer: {winner}**" in _answer(at)[0].value


def test_step_with_its_own_rules_says_so(at: AppTest) -> None:
    _, _, step = _go(at, "blast", "fifteen-s1")
    said = t("lessons-rules-own", rules=rules_label(step.rules))
    assert step.rules == "s1-short" and said in [shown(i.value) for i in at.info]


def test_an_answered_pinned_step_says_what_the_learners_rules_would_answer(at: AppTest) -> None:
    """The Blast step pinned to the short summary (15 is a Sopang there): answered under the
    standard rules in force, the page says they answer it the other way."""
    lesson, index, step = _go(at, "blast", "fifteen-s1")
    mine = L.under_your_rules(step, Rules.preset("pagat"))
    assert mine is not None and mine.value is False
    said = t(
        "lessons-rules-yours-differ",
        rules=rules_label(Rules.preset("pagat").to_spec()),
        answer=say(mine.shown),
    )
    assert said not in [shown(i.value) for i in at.info]  # not before the step is answered
    at.button(key="lesson_show").click()
    run(at)
    assert said in [shown(i.value) for i in at.info]


def test_step_without_rules_names_the_rules_in_force(at: AppTest) -> None:
    at.selectbox(key="sidebar_preset").set_value("s2-casual")
    run(at)
    _go(at, "blast", "after-melding")  # no Blast after a meld, whatever the rules
    said = t("lessons-rules-in-force", rules=rules_label(Rules.preset("s2-casual").to_spec()))
    assert said in [shown(c.value) for c in at.caption]


def test_compare_step_shows_each_rule_set(at: AppTest) -> None:
    lesson, index, step = _go(at, "melds", "ace")
    columns = L.compare(step)
    text = shown(" ".join(m.value for m in [*at.markdown, *at.caption]))
    for column in columns:
        assert rules_label(column.rules) in text
        assert f"### {say(column.outcome.shown)}" in text
    assert "the short summary" in text  # the sources' positions, named for a reader


def test_progress_survives_another_page(at: AppTest) -> None:
    lesson, index, step = _go(at, "blast", "sopang-14")
    _check(at, lesson, index, "radio", "yes")
    assert _right(at)
    at.switch_page("tutor/app/pages/home.py")
    run(at)
    at.switch_page(PAGE)
    run(at)
    assert at.selectbox(key="lesson_pick").value == "blast"
    assert _step_text(at) == _label(lesson, index)
    assert _right(at)
    assert at.radio(key=_key(lesson, index)).value == "yes"
    number = list(LESSONS).index("blast") + 1
    circle = shown(at.button(key="course_dot_blast").label)  # the path's circle, read out
    assert circle.startswith(f"{number}. ") and status_text("in-progress") in circle
    # the picker's labels never change (the browser sends the label back as the choice)
    assert at.selectbox(key="lesson_pick").options[number - 1] == f"{number}. {lesson.title}"


def test_back_keeps_an_answered_step(at: AppTest) -> None:
    lesson, index, step = _go(at, "melds", "two-queens")
    at.radio(key=_key(lesson, index)).set_value("no")
    at.button(key="lesson_check").click()
    run(at)
    at.button(key="lesson_next").click()
    run(at)
    at.button(key="lesson_back").click()
    run(at)
    assert _right(at)


def test_last_step_leads_to_the_next_lesson(at: AppTest) -> None:
    ids = list(LESSONS)
    lesson = LESSONS[ids[0]]
    at.selectbox(key="lesson_pick").set_value(ids[0])
    run(at)
    for _ in range(len(lesson.steps) - 1):
        at.button(key="lesson_next").click()
        run(at)
    at.button(key="lesson_next").click()
    run(at)
    assert at.selectbox(key="lesson_pick").value == ids[1]
    assert _step_text(at) == _label(LESSONS[ids[1]], 0)


def test_the_last_step_links_to_quiz_questions_on_the_lesson(at: AppTest) -> None:
    lesson = LESSONS["knock"]
    _go(at, "knock", lesson.steps[-1].id)
    links = at.get("page_link")
    assert links, "the last step offers practice"
    labels = [link.proto.label for link in links]
    assert labels[0] == kind_title("knock")  # the narrowest rule point first
    assert all(label in {kind_title(k) for k in quiz.QUESTION_KINDS} for label in labels)
    assert all("quiz" in link.proto.page for link in links)
    # the lesson's end waits for its last check; answered with the answer shown (no star),
    # it says the lesson is not mastered, and what mastery takes
    assert not _stage_end(at)
    at.button(key="lesson_show").click()
    run(at)
    scored = len(L.scored_steps(lesson))
    (end,) = _stage_end(at)
    assert end.icon == "🏁" and end.value == t(
        "lessons-lesson-end-not-mastered",
        stars=0,
        most=3 * scored,
        todo=scored,
        mastery=round(MASTERY * 100),
    )
    assert end.value.startswith("**End of the lesson: not mastered yet.**")


def _last_step_links(at: AppTest, lesson_id: str) -> list[str]:
    lesson = LESSONS[lesson_id]
    at.selectbox(key="lesson_pick").set_value(lesson_id)
    run(at)
    for _ in range(len(lesson.steps) - 1):
        at.button(key="lesson_next").click()
        run(at)
    return [link.proto.label for link in at.get("page_link")]


def test_practice_links_point_only_to_what_has_been_taught(at: AppTest) -> None:
    """The values lesson (§2, §6.1) offers only card-value questions, no Blast or knock
    questions (they need rules taught later); payment questions need the doublings, so the
    doublings lesson offers them and the payment lesson does not."""
    assert _last_step_links(at, "values") == [kind_title("values")]
    labels = _last_step_links(at, "doublings")
    assert kind_title("payment") in labels
    assert kind_title("blast") not in labels
    assert kind_title("payment") not in _last_step_links(at, "payment")


def test_a_step_with_fixed_facts_keeps_its_answer_when_the_rules_change(at: AppTest) -> None:
    """The values lesson has just taught Jack 11, Queen 12, King 13: its counting step
    carries those rules, so picture cards worth 10 in force never make its answer wrong."""
    lesson, index, step = _go(at, "values", "plain-count")
    assert step.rules == "pagat" and L.solve(step, PAGAT).value == 51
    _check(at, lesson, index, "number_input", 51)
    assert _right(at) and not at.error
    at.session_state["rules_spec"] = {"preset": "pagat", "picture_cards_ten": True}
    run(at)
    assert t("lessons-rules-own", rules=rules_label("pagat")) in [shown(i.value) for i in at.info]
    at.button(key="lesson_check").click()
    run(at)
    assert _right(at) and not _retry(at)


def test_a_middle_step_has_no_practice_links(at: AppTest) -> None:
    at.button(key="lesson_next").click()
    run(at)
    assert not at.get("page_link")


def test_a_verdict_goes_when_the_picked_cards_change(at: AppTest) -> None:
    """A "try again" is about the cards checked: once the pick changes it is gone (it does
    not come back when the old pick is chosen again), and the next Check grades afresh."""
    lesson, index, step = _go(at, "melds", "find-one")
    _check(at, lesson, index, "pills", ["3h", "5h"])
    assert len(_retry(at)) == 1
    at.pills(key=_key(lesson, index)).set_value(["3h", "5h", "4h"])
    run(at)
    assert not _retry(at) and not _right(at) and not _answer(at)
    at.pills(key=_key(lesson, index)).set_value(["3h", "5h"])
    run(at)
    assert not _retry(at)
    _check(at, lesson, index, "pills", ["5h", "4h", "3h"])
    assert _right(at)
    # tapped in another order, the same cards keep the verdict
    at.pills(key=_key(lesson, index)).set_value(["3h", "4h", "5h"])
    run(at)
    assert _right(at)


def test_a_verdict_goes_when_a_yes_no_or_number_answer_changes(at: AppTest) -> None:
    lesson, index, step = _go(at, "melds", "two-queens")
    expected = L.solve(step, PAGAT)
    wrong, right = ("no", "yes") if expected.value else ("yes", "no")
    _check(at, lesson, index, "radio", wrong)
    assert _retry(at)
    at.radio(key=_key(lesson, index)).set_value(right)
    run(at)
    assert not _retry(at) and not _right(at)
    lesson, index, step = _go(at, "payment", "s0-tie-collects")
    collected = settle(step.record).collected
    _check(at, lesson, index, "number_input", collected)
    assert _right(at)
    at.number_input(key=_key(lesson, index)).set_value(collected + 1)
    run(at)
    assert not _right(at) and not _retry(at)


def test_choose_an_answer_first_goes_once_an_answer_is_chosen(at: AppTest) -> None:
    lesson, index, step = _go(at, "melds", "find-one")
    at.button(key="lesson_check").click()
    run(at)
    assert [w.icon for w in at.warning] == ["👆"]
    at.pills(key=_key(lesson, index)).set_value(["3h"])
    run(at)
    assert not at.warning


def test_knock_now_or_draw_on_the_lessons_page(at: AppTest) -> None:
    """The position shows the cards seen and the other hands' counts; a miss gives the
    undercut count of the learner's choice, never the answer; then the right choice."""
    lesson, index, step = _go(at, "knock", "knock-or-play-on")
    u = step.undercut(PAGAT)
    assert any("Cards in the other hands" in c.value for c in at.caption)
    _check(at, lesson, index, "radio", L.KNOCK)
    assert len(_retry(at)) == 1 and not _answer(at)
    (choice,) = L.choice_reasons(step, L.KNOCK, PAGAT)
    assert choice.code == "choice-knock-undercut" and (choice["hits"], choice["deals"]) == (
        u.hits,
        u.deals,
    )
    assert say(choice) in shown(_retry(at)[0].value)
    _check(at, lesson, index, "radio", L.PLAY_ON)
    assert _right(at) and "★★☆" in _right(at)[0].value


def test_which_discard_is_safe_on_the_lessons_page(at: AppTest) -> None:
    lesson, index, step = _go(at, "turn", "safe-discard")
    assert at.pills(key=_key(lesson, index)).options  # one card picked with the touch pills
    _check(at, lesson, index, "pills", "7d")
    assert len(_retry(at)) == 1 and not _answer(at) and "K♠" not in _retry(at)[0].value
    _check(at, lesson, index, "pills", "Ks")
    why = L.grade(step, "Ks", PAGAT).why[-1]
    assert (
        why.code == "reason-feeds-nothing" and _right(at) and say(why) in shown(_right(at)[0].value)
    )


def test_a_guests_solved_check_is_saved_for_guest_as_a_quiz_answer_is(db) -> None:
    """One rule on every page: nobody chosen, the first answer that counts makes the visitor
    the Guest learner, and the stars outlive a reload (a new session from the link)."""
    from apptest import open_page

    from tutor.store.progress import ProgressStore

    at = open_page(PAGE)
    lesson, index, step = _go(at, "blast", "sopang-14")
    verdict = blast(parse_cards(step.hand), PAGAT)
    _check(at, lesson, index, "radio", "yes" if verdict.allowed else "no")
    assert at.session_state["learner_name"] == "Guest"
    assert at.query_params["learner"] in ("Guest", ["Guest"])
    stored = ProgressStore(db).lesson_progress("Guest")
    assert stored[lesson.id].stars == {lesson.step_name(index): 3}
    again = open_page(PAGE, link={"learner": "Guest"})
    assert again.session_state["learner_name"] == "Guest"
    book = again.session_state["lesson_books"]["Guest"]
    assert book[lesson.id].stars == {lesson.step_name(index): 3}


def test_a_korean_who_plays_next_step_names_its_players_in_korean() -> None:
    """In Korean, the seats and the choices name the cast as the step's words do (아름,
    보람, ...), never by their English names (Ann, Bo, ...)."""
    from apptest import open_page

    from tutor.words import using
    from tutor.words.values import name_text

    lesson = LESSONS["table"]
    index = next(i for i, s in enumerate(lesson.steps) if s.id == "ccw")
    step = lesson.steps[index]
    at = open_page(PAGE, link={"lang": "ko"})
    for _ in range(index):
        run(at.button(key="lesson_next").click())
    with using("ko"):
        korean = [name_text(n) for n in step.seating]
    assert all(n not in korean for n in step.seating)  # the cast has Korean names
    assert at.radio(key=_key(lesson, index)).options == korean
    seats = next(shown(m.value) for m in at.markdown if " → " in m.value)
    assert all(n in seats for n in korean) and not any(n in seats for n in step.seating)
