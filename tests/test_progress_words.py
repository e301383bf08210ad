"""The words of the learner's own pages come from the explainer
(tutor.words.progress): every code of progress-message, learner-message and
number-feedback is produced by a page here or in test_app_progress / test_app_quiz /
test_app_lessons (named below), and each has words. The pages are compared with the
explainer's rendering of the same values, never with a phrase of their own."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from apptest import choose_learner, open_page, run, shown
from test_app_progress import fill, upload
from test_app_quiz import QUIZ, answer, question_on

from tutor.app.learner import public
from tutor.store.progress import NAME_MAX, ProgressStore, StoreUnavailable
from tutor.words import catalog
from tutor.words.engine import renders
from tutor.words.progress import (
    LEARNER_MESSAGE_CODES,
    NUMBER_NOTE_CODES,
    PROGRESS_MESSAGE_CODES,
    learner_message,
    number_note,
    progress_message,
)

PROGRESS = "tutor/app/pages/progress.py"

PRODUCED_ELSEWHERE = {
    "progress-message": {
        # tests/test_app_progress.py
        "no-answers-yet", "file-holds", "imported", "name-exists", "name-taken-too",
        "cannot-import", "store-off", "choose-learner",
    },
    "learner-message": {
        "hello", "no-password", "not-saving",  # tests/test_app_progress.py
        "who-practises", "saved-for-guest", "guest-toast",  # tests/test_app_quiz.py
        "club-who", "club-note", "signed-in", "signed-in-as", "signed-out",
        "sign-in-no-match", "pins-differ", "sign-in-to-save",  # tests/test_app_club.py
        "sign-in-wait", "sign-in-busy", "session-ended", "database-down",
    },
    "number-feedback": {"too-high", "too-low", "look-again"},  # tests/test_app_lessons.py
}  # fmt: skip
"""Codes whose page test lives with the page's other tests."""

PRODUCED_HERE = {
    "progress-message": {"name-unusable", "nothing-imported", "store-stopped"},
    "learner-message": {"saved-for", "profiles-off", "not-saved-store", "not-saved"},
    "number-feedback": set(),
}


def says(elements: Any, sentence: str) -> bool:
    """Whether one of ``elements`` shows ``sentence`` (the explainer's words) whole."""
    return any(sentence in shown(el.value) for el in elements)


def test_every_code_has_words_and_a_test_that_makes_it() -> None:
    codes = {
        "progress-message": PROGRESS_MESSAGE_CODES,
        "learner-message": LEARNER_MESSAGE_CODES,
        "number-feedback": NUMBER_NOTE_CODES,
    }
    for name, closed in codes.items():
        for loc in ("en", "ko"):  # every code in the catalog of each language
            assert {f"{name}-{c}" for c in closed} <= catalog.ids(loc), (name, loc)
        assert PRODUCED_ELSEWHERE[name] | PRODUCED_HERE[name] == closed, name
        assert not PRODUCED_ELSEWHERE[name] & PRODUCED_HERE[name]
        assert all(renders(name, code) for code in closed)


def test_a_few_sentences_read_as_before() -> None:
    """The words are the ones the pages used to write themselves."""
    assert progress_message("imported", name="Ann", replaced=True) == (
        "Imported the progress file as Ann, replacing what was there."
    )
    assert learner_message("saved-for", name="Bo") == "Answers are saved for Bo."
    assert number_note("too-high") == "Your number is too high."


def test_choosing_a_learner_says_where_answers_go(db: Path) -> None:
    fill(db, "Bo")
    at = open_page(PROGRESS)
    choose_learner(at, "Bo")
    assert says(at.success, learner_message("saved-for", name="Bo"))


def test_a_name_the_store_cannot_take_is_refused_before_and_at_import(db: Path) -> None:
    store = fill(db)
    doc = json.loads(store.export_json("Ann"))
    doc["learner"] = "L" * (NAME_MAX + 5)  # too long to be a learner here
    at = open_page(PROGRESS)
    upload(at, json.dumps(doc).encode())
    assert says(at.warning, progress_message("name-unusable"))
    # a name with a control character gets past the box but not the store
    at.text_input(key="progress_import_as").input("A\u0007B").run()
    at.button(key="progress_import_rename").click().run()
    assert not at.exception
    assert len(at.error) == 1
    assert shown(at.error[0].value).startswith(progress_message("nothing-imported"))
    assert ProgressStore(db).learners() == ["Ann"]


def test_a_store_that_stops_working_is_said_so(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fill(db)

    error = StoreUnavailable("locked", path=str(db), detail="database is locked")

    def broken(self: ProgressStore, name: str) -> Any:
        raise error

    at = open_page(PROGRESS)
    choose_learner(at, "Ann")
    monkeypatch.setattr(ProgressStore, "answers", broken)
    run(at)
    assert says(at.warning, progress_message("store-stopped", detail=public(error)))


def test_a_damaged_file_turns_profiles_off_and_answers_are_not_saved(db: Path) -> None:
    db.write_bytes(bytes(range(256)) * 8)
    at = open_page(QUIZ, q="4", kind="meld")
    assert says(at.caption, learner_message("profiles-off"))
    q = question_on(at)
    answer(at, q, q.answer)
    assert says(at.caption, learner_message("not-saved-store"))


def test_an_answer_the_store_refuses_is_not_saved_and_says_why(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    error = StoreUnavailable("locked", path=str(db), detail="database is locked")

    def refuse(self: ProgressStore, *args: Any, **kwargs: Any) -> None:
        raise error

    at = open_page(QUIZ, q="4", kind="meld")
    monkeypatch.setattr(ProgressStore, "record_answer", refuse)
    q = question_on(at)
    answer(at, q, q.answer)
    assert says(at.caption, learner_message("not-saved", reason=public(error)))
