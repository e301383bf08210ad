"""The course map on Home and at the top of Lessons: every lesson as a stop on a path, marked
mastered, done, in progress or not started, with its stars; the lesson to continue stands
out, and one button goes back to where the learner left off."""

from __future__ import annotations

import html
from collections.abc import Sequence

import streamlit as st

from tutor.app.lesson_book import go_to, lesson_map, next_place
from tutor.app.page_paths import page_file
from tutor.teach import lessons as L
from tutor.teach.attempts import MASTERY
from tutor.teach.course import MapEntry
from tutor.words import t

CONTINUE_KEY = "map_continue"

_MARK = {"mastered": "★", "done": "✓", "in-progress": "◐", "not-started": ""}

_CSS = """
<style>
.hmap{list-style:none;margin:0;padding:0;font:15px/1.3 system-ui,sans-serif}
.hmap li{display:flex;align-items:center;gap:.6rem;padding:.3rem .2rem;position:relative}
.hmap li+li::before{content:"";position:absolute;left:1.05rem;top:-.55rem;height:.9rem;
  border-left:3px solid #c9ced6}
.hmap .dot{flex:0 0 2rem;height:2rem;border-radius:50%;display:flex;align-items:center;
  justify-content:center;font-weight:700;border:3px solid #c9ced6;background:#fff;color:#555}
.hmap .mastered .dot{background:#1a7f37;border-color:#1a7f37;color:#fff}
.hmap .done .dot{background:#5cb85c;border-color:#5cb85c;color:#fff}
.hmap .in-progress .dot{background:#fff4d6;border-color:#e0a100;color:#7a5600}
.hmap .next{background:#eaf2ff;border-radius:.6rem}
.hmap .next .dot{box-shadow:0 0 0 3px #1f6feb55;border-color:#1f6feb}
.hmap .name{flex:1;min-width:0}
.hmap .state{display:block;font-size:12.5px;color:#57606a}
.hmap .stars{white-space:nowrap;color:#b08800;font-size:14px}
.hpath{display:flex;flex-wrap:wrap;gap:.35rem;font:600 14px system-ui,sans-serif;margin:0 0 .2rem}
.hpath span{width:2.1rem;height:2.1rem;border-radius:50%;display:flex;align-items:center;
  justify-content:center;border:3px solid #c9ced6;background:#fff;color:#555}
.hpath .mastered{background:#1a7f37;border-color:#1a7f37;color:#fff}
.hpath .done{background:#5cb85c;border-color:#5cb85c;color:#fff}
.hpath .in-progress{background:#fff4d6;border-color:#e0a100;color:#7a5600}
.hpath .next{box-shadow:0 0 0 3px #1f6feb88;border-color:#1f6feb}
</style>
"""


def status_text(status: str) -> str:
    """A lesson's status in words (``course-status``)."""
    return t("course-status", status=status)


def _stars_text(e: MapEntry) -> str:
    if not e.graded or e.status == "not-started":
        return ""
    return t("course-stars", stars=e.stars, most=e.max_stars)


def map_html(entries: Sequence[MapEntry], *, compact: bool = False) -> str:
    """The map as HTML: a numbered path (``compact``) or a list with titles and stars."""
    if compact:
        dots = "".join(
            f"<span class='{e.status}{' next' if e.is_next else ''}' "
            f"title='{html.escape(_dot_title(e), quote=True)}'"
            f">{e.number}</span>"
            for e in entries
        )
        return _CSS + f"<div class='hpath' data-testid='course-path'>{dots}</div>"
    rows = []
    for e in entries:
        state = status_text(e.status)
        if e.status == "in-progress" and e.graded:
            state += t("course-checks-done", done=e.graded_done, graded=e.graded)
        if e.is_next:
            state = t("course-next", state=state)
        rows.append(
            f"<li class='{e.status}{' next' if e.is_next else ''}'>"
            f"<span class='dot'>{_MARK[e.status] or e.number}</span>"
            f"<span class='name'>{e.number}. {html.escape(e.title)}"
            f"<span class='state'>{html.escape(state)}</span></span>"
            f"<span class='stars'>{html.escape(_stars_text(e))}</span></li>"
        )
    return _CSS + f"<ol class='hmap' data-testid='course-map'>{''.join(rows)}</ol>"


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


def show_map(
    lessons: Sequence[L.Lesson],
    *,
    compact: bool = False,
    switch: bool = False,
    showing: str | None = None,
    button: bool = True,
) -> None:
    """The course map and the Continue button (none while ``showing`` that lesson, nor
    without ``button``: a page that shows it elsewhere)."""
    entries = lesson_map(lessons)
    st.html(map_html(entries, compact=compact))
    if not compact:
        st.caption(t("course-stars-help", mastery=round(MASTERY * 100)))
    if button:
        continue_button(lessons, switch=switch, showing=showing)
