"""Progress: a learner's accuracy per rule point, answers over time and Leitner boxes, with
export and import of a profile as JSON.

Every number comes from ``tutor.store.progress.ProgressStore`` (the same SQLite file as the game
ledger). An import is validated in full before anything is written, and never replaces a
learner's answers unless the learner ticks a confirmation first.
"""

from __future__ import annotations

import re

import streamlit as st

from tutor.app import lesson_book as book
from tutor.app.club import club_mode
from tutor.app.course_map import show_map
from tutor.app.learner import (
    LEARNER_KEY,
    PICK_KEY,
    learner_panel,
    public,
    selected_learner,
    store_quietly,
)
from tutor.app.plots import show_chart
from tutor.app.progress_charts import (
    accuracy_figure,
    answers_over_time_figure,
    leitner_figure,
    quarter_days,
)
from tutor.app.quiz_view import tag_label
from tutor.app.safe import plain, show_error, show_message
from tutor.engine import HoolaError
from tutor.engine.inputs import to_text
from tutor.store.progress import NAME_MAX, ProgressStore, StoreUnavailable, parse_export
from tutor.words import t
from tutor.words.progress import progress_message

ss = st.session_state
UPLOAD_NONCE = "progress_upload_nonce"
FLASH_KEY = "progress_flash"
IMPORT_ERROR_KEY = "progress_import_error"
RENAME_KEY = "progress_import_as"
CONFIRM_KEY = "progress_import_confirm"


def file_slug(name: str) -> str:
    """A file-name-safe form of a learner name (letters, digits, '-', '_')."""
    slug = re.sub(r"[^A-Za-z0-9_-]+", "-", name).strip("-")
    return slug or "learner"


def overview(store: ProgressStore, name: str) -> None:
    quarters = store.answer_quarters(name)  # counted by the database, no answer read
    answers = sum(n for _, _, n in quarters)
    if not answers:
        st.info(progress_message("no-answers-yet", name=plain(name)), icon="🌱")
        return
    accuracy = store.accuracy_by_rule(name)
    boxes = store.leitner_boxes(name)
    due = store.due_rule_tags(name)
    right = sum(r for _, r, _ in quarters)
    cols = st.columns(4)
    cols[0].metric(t("progress-answers"), answers)
    cols[1].metric(t("progress-right"), t("progress-share", share=right / answers))
    cols[2].metric(t("progress-points-met"), len(accuracy))
    cols[3].metric(t("progress-due"), len(due))
    show_chart(accuracy_figure(accuracy), key="progress_accuracy_chart")
    if accuracy:
        st.caption(t("progress-in-rulebook", tags=", ".join(tag_label(tag) for tag in accuracy)))
    left, right_col = st.columns(2)
    with left:
        show_chart(answers_over_time_figure(quarter_days(quarters)), key="progress_time_chart")
    with right_col:
        show_chart(leitner_figure(boxes), key="progress_leitner_chart")
    if due:
        st.caption(t("progress-due-now", tags=", ".join(tag_label(tag) for tag in due)))


def lessons_section() -> None:
    """The lessons with their stars and status (the course map, as on Home)."""
    try:
        lessons = book.load()
    except ValueError as e:
        show_error(e, before=t("home-lessons-unloaded"))
        return
    st.header(t("home-course"))
    show_map(lessons, switch=True, button=False)


def export_section(store: ProgressStore, name: str) -> None:
    st.header(t("progress-export"))
    st.caption(t("progress-export-note"))
    st.download_button(
        t("progress-download"),
        data=store.export_json(name),
        file_name=f"hoola-progress-{file_slug(name)}.json",
        mime="application/json",
        key="progress_export",
        on_click="ignore",
    )


def _reset_upload() -> None:
    ss[UPLOAD_NONCE] = ss.get(UPLOAD_NONCE, 0) + 1
    ss.pop(RENAME_KEY, None)
    ss.pop(CONFIRM_KEY, None)


def _do_import(store: ProgressStore, text: str, as_name: str, overwrite: bool) -> None:
    """Button callback: import, choose the learner, and clear the uploader."""
    try:
        name = store.import_json(text, as_name=as_name, overwrite=overwrite)
    except (ValueError, StoreUnavailable) as e:
        ss[IMPORT_ERROR_KEY] = public(e)
        return
    ss[LEARNER_KEY] = name
    ss[PICK_KEY] = name
    ss[FLASH_KEY] = progress_message("imported", name=name, replaced=overwrite)
    _reset_upload()


def import_section(store: ProgressStore) -> None:
    st.header(t("progress-import"))
    nonce = ss.get(UPLOAD_NONCE, 0)
    upload = st.file_uploader(
        t("progress-upload"),
        type=["json"],
        key=f"progress_upload_{nonce}",
    )
    error = ss.pop(IMPORT_ERROR_KEY, None)
    if error:
        show_error(error, before=progress_message("nothing-imported"))
    if upload is None:
        return
    try:
        text = to_text(upload.getvalue(), upload.name)
    except HoolaError as e:  # not UTF-8 (the error names the file) or too large
        before = (
            ""
            if e.code == "input-not-utf8"
            else progress_message("cannot-import", file=upload.name)
        )
        show_error(e, before=before)
        return
    try:
        doc = parse_export(text)
    except ValueError as e:
        show_error(e, before=progress_message("cannot-import", file=upload.name))
        return
    name = doc.learner.strip()
    st.markdown(
        progress_message(
            "file-holds", answers=len(doc.answers), boxes=len(doc.leitner), name=plain(name)
        )
    )
    if club_mode():
        _import_into_own(store, text)
        return
    names = store.learners()
    usable = 0 < len(name) <= NAME_MAX
    if usable and name not in names:
        st.button(
            t("progress-import-as", name=plain(name)),
            key="progress_import_go",
            type="primary",
            on_click=_do_import,
            args=(store, text, name, False),
        )
        return
    if name in names:
        st.warning(progress_message("name-exists", name=plain(name)), icon="⚠️")
    else:
        st.warning(progress_message("name-unusable"), icon="⚠️")
    ss.setdefault(
        RENAME_KEY, _free_name(name[:NAME_MAX].strip() or t("progress-imported-name"), names)
    )
    other = st.text_input(t("progress-import-under"), key=RENAME_KEY, max_chars=NAME_MAX)
    clash = other.strip() in names
    if clash:
        st.caption(progress_message("name-taken-too", name=plain(other.strip())))
    st.button(
        t("progress-import-under-this"),
        key="progress_import_rename",
        disabled=clash or not other.strip(),
        on_click=_do_import,
        args=(store, text, other, False),
    )
    if name in names:
        sure = st.checkbox(
            t("progress-confirm-replace", name=plain(name)),
            key=CONFIRM_KEY,
        )
        st.button(
            t("progress-replace", name=plain(name)),
            key="progress_import_overwrite",
            disabled=not sure,
            on_click=_do_import,
            args=(store, text, name, True),
        )


def _import_into_own(store: ProgressStore, text: str) -> None:
    """Club mode: a file is imported into the signed-in learner's own profile only."""
    who = selected_learner()
    if who is None:
        return
    held = bool(store.answer_count(who) or store.leitner_boxes(who))
    if held:
        sure = st.checkbox(
            t("progress-confirm-replace-own", name=plain(who)),
            key=CONFIRM_KEY,
        )
    st.button(
        t("progress-import-own", name=plain(who)),
        key="progress_import_own",
        type="primary",
        disabled=held and not sure,
        on_click=_do_import,
        args=(store, text, who, held),
    )


def _free_name(base: str, taken: list[str]) -> str:
    """``base`` with ' (2)', ' (3)'… added until the name is free (within 40 characters)."""
    n = 2
    candidate = base
    while candidate in taken:
        tail = f" ({n})"
        candidate = base[: NAME_MAX - len(tail)].rstrip() + tail
        n += 1
    return candidate


st.title(t("nav-progress"))
learner = learner_panel()
flash = ss.pop(FLASH_KEY, None)
if flash:
    show_message(flash, kind="success")
store = store_quietly()
if store is None:
    st.info(progress_message("store-off"))
else:
    try:
        if learner is None:
            st.info(progress_message("choose-learner"))
        else:
            overview(store, learner)
            lessons_section()
            export_section(store, learner)
        if learner is not None or not club_mode():
            import_section(store)
    except StoreUnavailable as e:
        show_message(progress_message("store-stopped", detail=public(e)), kind="warning")
