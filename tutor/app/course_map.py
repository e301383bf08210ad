"""The course map on Home and at the top of Lessons: every lesson as a stop on a path, marked
mastered, done, in progress or not started, with its stars; the lesson to continue stands
out, and one button goes back to where the learner left off. Every stop is a button: a tap
(or Enter) opens its lesson at the step the learner left it on."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from tutor.app.lesson_book import go_to, lesson_map, next_place, state
from tutor.app.page_paths import page_file
from tutor.app.safe import plain
from tutor.teach import lessons as L
from tutor.teach.attempts import MASTERY
from tutor.teach.course import MapEntry
from tutor.words import t

CONTINUE_KEY = "map_continue"

_MARK = {"mastered": "★", "done": "✓", "in-progress": "◐", "not-started": ""}

OPEN_KEY = "course_open_"
"""A lesson's row on the course map (Home, Progress) has the key ``course_open_<lesson id>``."""
DOT_KEY = "course_dot_"
"""A lesson's circle on the path at the top of Lessons: ``course_dot_<lesson id>``."""
PATH_KEY = "course_path"
MAP_KEY = "course_map"

_LOOK = {
    "mastered": "background:#1a7f37;border-color:#1a7f37;color:#fff",
    "done": "background:#e6f4ea;border-color:#2e7d32;color:#1a5e2a",
    "in-progress": "background:#fff4d6;border-color:#e0a100;color:#7a5600",
    "not-started": "background:#fff;border-color:#c9ced6;color:#555",
}
"""A lesson's circle by its status: the same colours on the map and on the path."""
_NEXT = "box-shadow:0 0 0 3px #1f6feb88;border-color:#1f6feb"

_CSS = f"""
.st-key-{MAP_KEY} {{gap:.15rem}}
.st-key-{MAP_KEY} button{{justify-content:flex-start;text-align:left;border:0;
  background:transparent;padding:.3rem .4rem;min-height:44px;gap:.6rem;border-radius:.6rem}}
.st-key-{MAP_KEY} button:hover{{background:#f3f6fa}}
.st-key-{MAP_KEY} button::before{{flex:0 0 2rem;height:2rem;border-radius:50%;display:flex;
  align-items:center;justify-content:center;font-weight:700;border:3px solid;
  box-sizing:border-box}}
.st-key-{MAP_KEY} button > div{{flex:1 1 auto;justify-content:flex-start;min-width:0}}
.st-key-{MAP_KEY} button p{{text-align:left;margin:0;white-space:normal;font-size:12.5px;
  color:#57606a}}
.st-key-{MAP_KEY} button strong{{display:block;font-size:15px;color:#31333f}}
.st-key-{PATH_KEY}{{padding:6px;gap:.5rem}}
.st-key-{PATH_KEY} > div{{flex:0 0 44px;width:44px!important}}
.st-key-{PATH_KEY} button{{position:relative;width:44px;height:44px;min-height:44px;
  min-width:44px;padding:0;border-radius:50%;border:3px solid;font-weight:600}}
.st-key-{PATH_KEY} button::before{{position:absolute;inset:0;display:flex;align-items:center;
  justify-content:center}}
.st-key-{PATH_KEY} button [data-testid="stMarkdownContainer"]{{position:absolute;width:1px;
  height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}}
"""
"""The map's rows are buttons drawn as a list (a circle before each title, the state on a
line below it); the path's buttons are circles showing the lesson's number, their words
(number, title, state) read out and shown in a tooltip, not drawn."""


def status_text(status: str) -> str:
    """A lesson's status in words (``course-status``)."""
    return t("course-status", status=status)


def _stars_text(e: MapEntry) -> str:
    if not e.graded or e.status == "not-started":
        return ""
    return t("course-stars", stars=e.stars, most=e.max_stars)


def _state(e: MapEntry) -> str:
    """What a row says under its title: the status, the checks done, next, the stars."""
    state = status_text(e.status)
    if e.status == "in-progress" and e.graded:
        state += t("course-checks-done", done=e.graded_done, graded=e.graded)
    if e.is_next:
        state = t("course-next", state=state)
    stars = _stars_text(e)
    return t("course-row-stars", state=state, stars=stars) if stars else state


def _style(entries: Sequence[MapEntry], showing: str | None = None) -> str:
    """Each lesson's circle in its status's colours: a row's shows its mark (★ ✓ ◐) or its
    number, a path's its number, both hidden from a screen reader (the words say them). The
    path's circle of the lesson ``showing`` is ringed."""
    ring = "outline:3px solid #24292f!important;outline-offset:2px"
    rules = [f".st-key-{DOT_KEY}{showing} button{{{ring}}}"] if showing else []
    for e in entries:
        look = _LOOK[e.status] + (";" + _NEXT if e.is_next else "")
        mark = _MARK[e.status] or str(e.number)
        row = f".st-key-{OPEN_KEY}{e.lesson_id} button"
        rules.append(f'{row}::before{{content:"{mark}" / "";{look}}}')
        if e.is_next:
            rules.append(f"{row}{{background:#eaf2ff}}")
        dot = f".st-key-{DOT_KEY}{e.lesson_id} button"
        rules.append(f'{dot}{{{look}}}{dot}::before{{content:"{e.number}" / ""}}')
    return "<style>" + _CSS + "\n".join(rules) + "</style>"


def _row_label(e: MapEntry) -> str:
    """A row's words: the number and title in bold, then its state (drawn on a line of its
    own, :data:`_CSS`)."""
    title = plain(t("lessons-pick-option", number=e.number, title=e.title), one_line=True)
    return f"**{title}** {plain(_state(e), one_line=True)}"


def _dot_label(e: MapEntry) -> str:
    """A circle's words, read out and in its tooltip; its number is drawn (:func:`_style`)."""
    return plain(_dot_title(e), one_line=True)


def _dot_title(e: MapEntry) -> str:
    return t("course-dot", number=e.number, title=e.title, status=status_text(e.status))


def _continue_label(lessons: Sequence[L.Lesson], target: tuple[str, int]) -> str:
    by_id = {les.id: (n, les) for n, les in enumerate(lessons, 1)}
    n, lesson = by_id[target[0]]
    stage = lesson.stage_of(target[1])
    if target[1] == 0 and all(e.status == "not-started" for e in lesson_map(lessons)):
        return t("course-start", number=n, title=lesson.title)
    return t("course-continue", number=n, title=lesson.title, stage=stage.number)


def continue_button(
    lessons: Sequence[L.Lesson], *, switch: bool, showing: str | None = None
) -> None:
    """One button back to where the learner left off (``switch``: open the Lessons page).
    No button while that lesson is the one on screen (``showing``)."""
    target = next_place(lessons)
    if target is None:
        st.success(t("course-all-done"), icon="🏆")
        return
    if target[0] == showing:
        return
    label = _continue_label(lessons, target)
    if switch:
        if st.button(label, key=CONTINUE_KEY, type="primary", width="stretch"):
            go_to(*target)
            st.switch_page(page_file("lessons"))
    else:
        st.button(
            label, key=CONTINUE_KEY, type="primary", on_click=go_to, args=target, width="stretch"
        )


def open_lesson(lesson_id: str) -> None:
    """Open a lesson at the step the learner left it on (a button's callback)."""
    go_to(lesson_id, state(lesson_id).step)


def _lesson_buttons(entries: Sequence[MapEntry], *, compact: bool, switch: bool,
                    showing: str | None) -> None:  # fmt: skip
    """One button a lesson, which opens it (``switch``: on the Lessons page)."""
    st.html(_style(entries, showing))
    with st.container(key=PATH_KEY if compact else MAP_KEY, horizontal=compact, gap="small"):
        for e in entries:
            key = (DOT_KEY if compact else OPEN_KEY) + e.lesson_id
            label = _dot_label(e) if compact else _row_label(e)
            look: dict = {"help": _dot_title(e)} if compact else {"width": "stretch"}
            if not switch:
                st.button(label, key=key, on_click=open_lesson, args=(e.lesson_id,), **look)
            elif st.button(label, key=key, **look):
                open_lesson(e.lesson_id)
                st.switch_page(page_file("lessons"))


def show_map(
    lessons: Sequence[L.Lesson],
    *,
    compact: bool = False,
    switch: bool = False,
    showing: str | None = None,
    button: bool = True,
) -> None:
    """The course map (``compact``: a path of numbered circles), each lesson a button that
    opens it (``switch``: on the Lessons page), and the Continue button (none while
    ``showing`` that lesson, nor without ``button``: a page that shows it elsewhere)."""
    entries = lesson_map(lessons)
    _lesson_buttons(entries, compact=compact, switch=switch, showing=showing)
    if not compact:
        st.caption(t("course-stars-help", mastery=round(MASTERY * 100)))
    if button:
        continue_button(lessons, switch=switch, showing=showing)
