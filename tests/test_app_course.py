"""Stars and the course map across sessions (AppTest): a learner's stars are saved in the
progress database and read back by a new session; the map on Home shows the next lesson,
and "Continue where I left off" opens it."""

from __future__ import annotations

from apptest import open_page, run, start
from streamlit.testing.v1 import AppTest

from tutor.store.progress import ProgressStore, default_db_path
from tutor.teach import lessons as L

PAGE = "tutor/app/pages/lessons.py"
HOME = "tutor/app/pages/home.py"
LESSONS = L.load_lessons()


def _map(at: AppTest) -> str:
    return next(h.proto.body for h in at.get("html") if "course-" in h.proto.body)


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
    assert f"<span class='in-progress next' title='{number}. " in _map(again)

    other = open_page(PAGE, link={"learner": "Bo"})  # another learner sees none of it
    assert "<span class='in-progress" not in _map(other)


def test_the_home_map_shows_the_next_lesson_and_continue_opens_it() -> None:
    store = ProgressStore(default_db_path())
    first, second = LESSONS[0], LESSONS[1]
    for i, _ in L.graded_steps(first):
        store.save_lesson_step("Cy", first.id, first.step_name(i), 3, 0, 0)
    store.save_lesson_place("Cy", first.id, len(first.steps) - 1)
    at = start(link={"learner": "Cy"})
    assert at.title[0].value.startswith("Hoola Tutor")
    home = _map(at)
    assert "course-map" in home
    rows = home.split("<li ")[1:]
    assert rows[0].startswith("class='mastered'") and "★ " in rows[0]
    assert rows[1].startswith("class='not-started next'")
    assert f"2. {second.title}" in rows[1] and "next: not started" in rows[1]
    button = at.button(key="map_continue")
    assert second.title in button.label
    button.click()
    run(at)
    assert at.title[0].value == "Lessons"
    assert at.selectbox(key="lesson_pick").value == second.id


def test_a_newcomer_is_pointed_at_the_first_lesson() -> None:
    at = start()
    rows = _map(at).split("<li ")[1:]
    assert rows[0].startswith("class='not-started next'")
    assert at.button(key="map_continue").label == f"Start with lesson 1: {LESSONS[0].title}"
