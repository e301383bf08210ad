"""The Progress page and the learner panel (AppTest): profiles, charts from the store's
numbers, export and import (never overwriting without a confirmation), a damaged file."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from apptest import choose_learner, open_page, shown, shows_error
from streamlit.testing.v1 import AppTest

from tutor.app.progress_charts import chart_title
from tutor.engine.errors import InputError
from tutor.store.learners import clean_name
from tutor.store.progress import ProgressStore, parse_export
from tutor.words import t
from tutor.words.progress import learner_message, progress_message

PAGE = "tutor/app/pages/progress.py"
LEITNER = chart_title(t("charts-leitner-title"))
START = datetime(2025, 5, 2, 9, 0, tzinfo=UTC)


def fill(db: Path, name: str = "Ann") -> ProgressStore:
    store = ProgressStore(db)
    history = [(["§3"], True), (["§3", "§7.5"], False), (["§5.2"], True), (["§5.2"], True)]
    for i, (tags, ok) in enumerate(history):
        store.record_answer(name, "quiz", tags, i, ok, 2.0, answered_at=START + timedelta(hours=i))
    return store


def charts(at: AppTest) -> dict[str, dict]:
    figs = [json.loads(el.proto.spec) for el in at.get("plotly_chart")]
    return {f["layout"]["title"]["text"]: f for f in figs}


def says(elements: object, sentence: str) -> bool:
    """Whether one of ``elements`` (e.g. ``at.info``) shows ``sentence``, the explainer's
    words for a message, whole (as shown: escapes removed)."""
    return any(sentence in shown(el.value) for el in elements)  # type: ignore[attr-defined]


def upload(at: AppTest, content: bytes, filename: str = "progress.json") -> None:
    at.file_uploader[0].set_value((filename, content, "application/json")).run()
    assert not at.exception


def test_page_renders_and_explains_what_to_do(db):
    at = open_page(PAGE)
    assert at.title[0].value == "Progress"
    assert says(at.info[:1], progress_message("choose-learner"))
    assert says(at.caption, learner_message("no-password"))
    # visitors never see where the file lives
    assert not any(db.name.replace(".", "\\.") in shown(c.value) for c in at.caption)
    assert not any(str(db.parent) in shown(c.value) for c in at.caption)


def test_create_a_learner_shows_the_empty_state(db):
    at = open_page(PAGE)
    at.text_input(key="learner_new_name").input("  Bo  ").run()
    at.button(key="learner_create").click().run()
    assert not at.exception
    assert at.selectbox(key="learner_pick").value == "Bo"
    assert says(at.info[:1], progress_message("no-answers-yet", name="Bo"))
    assert says(at.success, learner_message("hello", name="Bo"))
    assert not at.get("plotly_chart")
    assert ProgressStore(db).learners() == ["Bo"]


def popover_errors(at: AppTest) -> list[str]:
    """The error boxes inside the "New learner" popover, as shown."""
    found: list[str] = []

    def walk(node: object, inside: bool) -> None:
        inside = inside or getattr(node, "type", None) == "popover"
        if inside and getattr(node, "type", None) == "error":
            found.append(shown(node.value))  # type: ignore[attr-defined]
        for child in (getattr(node, "children", None) or {}).values():
            walk(child, inside)

    walk(at.main, False)
    return found


def test_a_bad_learner_name_is_explained(db):
    """A blank name: the error stands in the popover, under Create, which stays open."""
    at = open_page(PAGE)
    at.text_input(key="learner_new_name").input("   ").run()
    at.button(key="learner_create").click().run()
    assert not at.exception
    with pytest.raises(ValueError) as empty:
        clean_name("   ")
    assert empty.value.code == "name-empty"
    assert shows_error(at, empty.value)
    assert popover_errors(at) == [str(empty.value)]
    assert at.session_state["learner_popover"] is True
    assert ProgressStore(db).learners() == []


def test_a_long_name_is_kept_and_its_length_named(db):
    """A name pasted past the limit is kept whole in the box (never cut, never emptied)
    and the popover says at once how long it is and what the limit is; Create keeps it."""
    name = "Annnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn"  # 52 characters
    at = open_page(PAGE)
    at.text_input(key="learner_new_name").input(name).run()
    with pytest.raises(ValueError) as long:
        clean_name(name)
    assert long.value.code == "name-too-long" and dict(long.value.values)["size"] == 52
    assert popover_errors(at) == [str(long.value)]
    assert "52" in str(long.value) and "40" in str(long.value)
    at.button(key="learner_create").click().run()
    assert not at.exception
    assert at.text_input(key="learner_new_name").value == name
    assert popover_errors(at) == [str(long.value)]  # once, not twice
    assert ProgressStore(db).learners() == []
    at.text_input(key="learner_new_name").input(name[:40]).run()
    assert popover_errors(at) == []
    at.button(key="learner_create").click().run()
    assert at.selectbox(key="learner_pick").value == name[:40]


def test_charts_show_the_stores_numbers(db):
    store = fill(db)
    at = open_page(PAGE)
    choose_learner(at, "Ann")
    figs = charts(at)
    assert set(figs) == {
        "Accuracy per rule point",
        "Answers per day",
        LEITNER,
    }
    accuracy = store.accuracy_by_rule("Ann")
    bar = figs["Accuracy per rule point"]["data"][0]
    assert list(accuracy) == ["§3", "§5.2", "§7.5"]
    assert bar["x"] == ["3 Melds", "5.2 Knock", "7.5 Ace restrictions"]  # as the Rule book says
    assert bar["text"] == [f"{r}/{n}" for r, n in accuracy.values()] == ["1/2", "2/2", "0/1"]
    missed = figs["Accuracy per rule point"]["data"][1]  # 0 of 1 right: a mark, not a gap
    assert (missed["x"], missed["text"]) == (["7.5 Ace restrictions"], ["0/1"])
    assert figs[LEITNER]["data"][0]["x"][0] == "Box 1"
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Answers"] == "4"
    assert metrics["Right"] == "75%"
    assert metrics["Rule points met"] == "3"
    assert at.download_button(key="progress_export").proto.label == "Download progress (JSON)"


def test_learner_choice_is_kept_across_pages(db):
    fill(db)
    at = open_page(PAGE)
    choose_learner(at, "Ann")
    at.switch_page("tutor/app/pages/drill.py").run()
    assert at.selectbox(key="learner_pick").value == "Ann"
    at.switch_page(PAGE).run()
    assert at.selectbox(key="learner_pick").value == "Ann"
    assert charts(at)


def test_export_then_import_under_a_new_name(db):
    store = fill(db)
    at = open_page(PAGE)
    choose_learner(at, "Ann")
    exported = store.export_json("Ann")
    upload(at, exported.encode())
    assert says(at.warning[:1], progress_message("name-exists", name="Ann"))
    assert says(at.markdown, progress_message("file-holds", answers=4, boxes=3, name="Ann"))
    assert at.text_input(key="progress_import_as").value == "Ann (2)"
    assert at.button(key="progress_import_overwrite").disabled
    at.text_input(key="progress_import_as").input("Ann copy").run()
    at.button(key="progress_import_rename").click().run()
    assert not at.exception
    assert says(at.success[:1], progress_message("imported", name="Ann copy", replaced=False))
    assert at.selectbox(key="learner_pick").value == "Ann copy"
    assert store.answers("Ann copy") == store.answers("Ann")
    assert store.leitner_boxes("Ann copy") == store.leitner_boxes("Ann")
    assert not at.file_uploader[0].value  # the uploader is cleared after an import


def test_overwrite_needs_an_explicit_confirmation(db):
    store = fill(db)
    other = ProgressStore(db.with_name("other.db"))
    other.record_answer("Ann", "drill-meld", ["§3"], 1, False, 1.0)
    text = other.export_json("Ann")
    at = open_page(PAGE)
    upload(at, text.encode())
    assert at.button(key="progress_import_overwrite").disabled
    assert len(store.answers("Ann")) == 4  # nothing changed yet
    at.checkbox(key="progress_import_confirm").check().run()
    assert not at.button(key="progress_import_overwrite").disabled
    at.button(key="progress_import_overwrite").click().run()
    assert not at.exception
    assert says(at.success[:1], progress_message("imported", name="Ann", replaced=True))
    assert [a.question_kind for a in store.answers("Ann")] == ["drill-meld"]


def test_import_of_a_new_name_and_a_taken_rename(db):
    store = fill(db)
    fill(db, "Bo")
    doc = json.loads(store.export_json("Ann"))
    at = open_page(PAGE)
    upload(at, json.dumps(doc).encode())
    at.text_input(key="progress_import_as").input("Bo").run()
    assert at.button(key="progress_import_rename").disabled
    assert says(at.caption, progress_message("name-taken-too", name="Bo"))
    doc["learner"] = "Cy"
    at.file_uploader[0].set_value(("cy.json", json.dumps(doc).encode(), "application/json"))
    at.run()
    at.button(key="progress_import_go").click().run()
    assert not at.exception
    assert len(store.answers("Cy")) == 4


@pytest.mark.parametrize(
    ("content", "code"),
    [
        (b"{not json", "input-not-json"),
        (b'{"format": "something-else"}', "not-an-export"),
        (b'{"format": "hoola-tutor-progress", "version": 9}', "export-version"),
        (
            b'{"format": "hoola-tutor-progress", "version": 1, "learner": "X",'
            b' "answers": [{"question_kind": "quiz"}], "leitner": []}',
            "export-invalid",
        ),
        (b"\xff\xfe\x00garbage", "input-not-utf8"),  # the page says so before parsing
    ],
)
def test_bad_files_are_named_and_nothing_is_imported(db, content, code):
    fill(db)
    at = open_page(PAGE)
    upload(at, content, "bad.json")
    assert len(at.error) == 1 and "bad" in at.error[0].value  # the file, by its name
    if code == "input-not-utf8":  # the engine's error for it, in its own words
        assert shows_error(at, InputError(code, what="bad.json"))
    else:  # the store's own problem, in the explainer's words, after the file's name
        with pytest.raises(ValueError) as problem:
            parse_export(content.decode())
        assert problem.value.code == code
        assert shows_error(at, problem.value)
        assert says(at.error, progress_message("cannot-import", file="bad.json"))
    assert ProgressStore(db).learners() == ["Ann"]


def test_a_damaged_database_warns_and_the_page_still_works(db):
    garbage = bytes(range(256)) * 8
    db.write_bytes(garbage)
    at = open_page(PAGE)
    assert at.title[0].value == "Progress"
    before, after = learner_message("not-saving", reason="\x00").split("\x00")
    warned = [shown(w.value) for w in at.warning]
    assert any(w.startswith(before) and w.endswith(after) for w in warned), warned
    assert says(at.info, progress_message("store-off"))
    at.switch_page("tutor/app/pages/drill.py").run()
    assert not at.exception
    assert db.read_bytes() == garbage


def test_the_chosen_learner_is_kept_in_the_link_and_a_reload_comes_back_to_them(db):
    fill(db, "Mina")
    at = open_page(PAGE)
    choose_learner(at, "Mina")
    at.run()  # the next run writes the link
    assert at.query_params["learner"] in ("Mina", ["Mina"])
    # a reload: a new session opened with the same link, first on a page without the panel
    again = open_page(PAGE, link={"learner": "Mina"})
    assert again.selectbox(key="learner_pick").value == "Mina"
    assert charts(again)


def test_a_link_naming_a_learner_not_on_this_computer_is_ignored(db):
    fill(db, "Mina")
    at = open_page(PAGE, link={"learner": "Ghost"})
    assert at.selectbox(key="learner_pick").value is None
    assert "learner" not in at.query_params
    assert ProgressStore(db).learners() == ["Mina"]
