"""Stars and the course map across sessions (AppTest): a learner's stars are saved in the
progress database and read back by a new session; the map on Home shows the next lesson,
"Continue where I left off" opens it, and every lesson on the map (Home's list, the circles
at the top of Lessons) is a button that opens that lesson."""

from __future__ import annotations

from apptest import open_page, run, shown, start
from streamlit.testing.v1 import AppTest

from tutor.store.progress import ProgressStore, default_db_path
from tutor.teach import lessons as L

PAGE = "tutor/app/pages/lessons.py"
HOME = "tutor/app/pages/home.py"
LESSONS = L.load_lessons()


def _row(at: AppTest, lesson_id: str) -> str:
    """A lesson's row on Home's map, in words (its title, status, stars)."""
    return shown(at.button(key=f"course_open_{lesson_id}").label)


def _dot(at: AppTest, lesson_id: str) -> str:
    """A lesson's circle at the top of Lessons, in words (read out and in its tooltip)."""
    return shown(at.button(key=f"course_dot_{lesson_id}").label)


def _right(at: AppTest) -> list:
    return [m for m in at.success if m.icon == "✅"]


def test_stars_are_stored_and_read_back_in_a_new_session() -> None:
    ProgressStore(default_db_path()).add_learner("Ann")
    melds = next(les for les in LESSONS if les.id == "melds")
    index = next(i for i, s in enumerate(melds.steps) if s.id == "six-seven")
    at = open_page(PAGE, link={"learner": "Ann"})
    at.selectbox(key="lesson_pick").set_value("melds")
    run(at)
    for _ in range(index):
        at.button(key="lesson_next").click()
        run(at)
    at.radio(key="lesson_answer_melds_six-seven").set_value("no")  # a miss first
    at.button(key="lesson_check").click()
    run(at)
    at.radio(key="lesson_answer_melds_six-seven").set_value("yes")
    at.button(key="lesson_check").click()
    run(at)
    assert _right(at) and "★★☆" in _right(at)[0].value

    stored = ProgressStore(default_db_path()).lesson_progress("Ann")
    assert stored["melds"].stars == {"six-seven": 2}
    assert stored["melds"].place == index

    again = open_page(PAGE, link={"learner": "Ann"})  # a reload: a new session, the same learner
    assert again.selectbox(key="lesson_pick").value == "melds"  # continues where it was
    progress = again.get("progress")[0].proto.text
    stage = melds.stage_of(index)
    assert progress.startswith(f"Stage {stage.number} of {len(melds.stages)}")
    assert any("Done before: ★★☆" in c.value for c in again.caption)
    number = [les.id for les in LESSONS].index("melds") + 1
    assert f"{number}. {melds.title}: in progress" in _dot(again, "melds")

    other = open_page(PAGE, link={"learner": "Bo"})  # another learner sees none of it
    assert _dot(other, "melds").endswith(": not started")


def test_the_home_map_shows_the_next_lesson_and_continue_opens_it() -> None:
    store = ProgressStore(default_db_path())
    first, second = LESSONS[0], LESSONS[1]
    for i, _ in L.graded_steps(first):
        store.save_lesson_step("Cy", first.id, first.step_name(i), 3, 0, 0)
    store.save_lesson_place("Cy", first.id, len(first.steps) - 1)
    at = start(link={"learner": "Cy"})
    assert at.title[0].value.startswith("Hoola Tutor")
    assert "mastered" in _row(at, first.id) and "★ " in _row(at, first.id)
    assert f"2. {second.title}" in _row(at, second.id)
    assert "next: not started" in _row(at, second.id)
    button = at.button(key="map_continue")
    assert second.title in button.label
    button.click()
    run(at)
    assert at.title[0].value == "Lessons"
    assert at.selectbox(key="lesson_pick").value == second.id


def test_a_newcomer_is_pointed_at_the_first_lesson() -> None:
    at = start()
    assert "next: not started" in _row(at, LESSONS[0].id)
    assert at.button(key="map_continue").label == f"Start with lesson 1: {LESSONS[0].title}"


def test_a_lesson_on_the_map_opens_when_tapped() -> None:
    """Home's row opens its lesson on the Lessons page; a circle there opens another, at the
    step the learner left it on."""
    knock = next(les for les in LESSONS if les.id == "knock")
    at = start()
    at.button(key="course_open_knock").click()
    run(at)
    assert at.title[0].value == "Lessons"
    assert at.selectbox(key="lesson_pick").value == "knock"
    assert at.header[0].value == knock.title
    at.button(key="lesson_next").click()  # step 2 of the knock
    run(at)
    at.button(key="course_dot_melds").click()
    run(at)
    assert at.selectbox(key="lesson_pick").value == "melds"
    assert "1 of" in at.get("progress")[0].proto.text.split("step ")[1]
    at.button(key="course_dot_knock").click()  # back where it was left
    run(at)
    assert at.selectbox(key="lesson_pick").value == "knock"
    assert "step 2 of" in at.get("progress")[0].proto.text
