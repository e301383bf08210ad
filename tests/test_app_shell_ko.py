"""The app's shell in Korean (issue 24): the sidebar, the Home and Progress pages, the
learner box and a storage failure read in Korean with ``?lang=ko``; what each shows is the
catalog's Korean message, compared by id, never by a phrase of this test's own."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from apptest import TEXT_ELEMENTS, open_page, run, shown, texts
from test_app_progress import fill
from test_words_pseudo import ALLOWED_WORDS, WIDGETS, WORD, unwrap, widget_texts

from tutor.store.db import StoreDamaged
from tutor.store.errors import ProgressError
from tutor.store.progress import ProgressStore
from tutor.words import t, using

PROGRESS = "tutor/app/pages/progress.py"
HOME = "tutor/app/pages/home.py"


def korean(msg_id: str, **values: object) -> str:
    with using("ko"):
        return t(msg_id, **values)


def test_the_home_page_and_the_sidebar_read_in_korean() -> None:
    at = open_page(HOME, link={"lang": "ko"})
    assert at.title[0].value == korean("home-title")
    headers = [h.value for h in at.header]
    assert korean("home-where") in headers and korean("layout-rules-in-force") in headers
    assert at.sidebar.selectbox[0].label == korean("layout-rules-in-force")


def test_the_progress_page_and_the_learner_box_read_in_korean(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOOLA_TUTOR_DB", str(tmp_path / "p.db"))
    at = open_page(PROGRESS, link={"lang": "ko"})
    assert at.title[0].value == korean("nav-progress")
    assert at.selectbox(key="learner_pick").label == korean("learner-box")
    assert korean("progress-message-choose-learner") in texts(at, "info")
    assert korean("progress-import") in [h.value for h in at.header]


def test_a_damaged_database_is_reported_in_korean_without_its_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "p.db"
    db.write_bytes(b"not a database at all" * 100)
    monkeypatch.setenv("HOOLA_TUTOR_DB", str(db))
    at = open_page(PROGRESS, link={"lang": "ko"})
    warned = texts(at, "warning")
    before_reason = korean("learner-message-not-saving", reason="@").split("@")[0]
    assert before_reason in warned and str(db) not in warned
    reason = StoreDamaged(path=str(db), detail="@")
    with using("ko"):  # the sentence with the path left out ("진도 데이터베이스 파일이 …")
        said = str(reason).replace(f" {db}", "").split("@")[0]
    assert said in warned


def test_the_language_follows_the_learner_to_a_new_session(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOOLA_TUTOR_DB", str(tmp_path / "p.db"))
    store = ProgressStore(tmp_path / "p.db")
    store.add_learner("Mina")
    store.add_learner("Bo")
    at = open_page(PROGRESS, learner="Mina")
    at = run(at.button_group(key="lang_switch").set_value("ko"))  # Mina switches to Korean
    assert at.title[0].value == korean("nav-progress")
    assert store.learner_language("Mina") == "ko" and store.learner_language("Bo") is None
    later = open_page(PROGRESS)  # another browser, in English, until Mina is chosen
    assert later.title[0].value == "Progress"
    later = run(later.selectbox(key="learner_pick").set_value("Mina"))
    assert later.title[0].value == korean("nav-progress")
    assert later.query_params["lang"] in ("ko", ["ko"])  # in the link too


def test_a_learners_language_is_kept_as_a_short_tag(tmp_path: Path) -> None:
    store = ProgressStore(tmp_path / "p.db")
    store.set_learner_language("Ann", "ko")  # a new learner is added
    assert store.learners() == ["Ann"] and store.learner_language("Ann") == "ko"
    assert store.learner_language("Nobody") is None
    with pytest.raises(ProgressError) as info:
        store.set_learner_language("Ann", "ko'; DROP TABLE learners")
    assert (info.value.code, info.value.values["what"]) == ("not-an-id", "language")
    with using("ko"):
        assert "언어" in str(info.value)


_LINK = re.compile(r"\[[^\]]*\]\([^)]*\)")
"""A citation of the rule book (the citations' own area)."""


def _main_texts(at: Any) -> list[str]:
    parts = [shown(str(el.value)) for kind in TEXT_ELEMENTS for el in getattr(at.main, kind)]
    for kind in WIDGETS:
        for el in getattr(at.main, kind, ()):
            parts += [shown(p) for p in widget_texts(el)]
    return parts


def _outside(parts: list[str], names: set[str]) -> list[str]:
    bad = []
    for part in parts:
        words = WORD.findall(unwrap(_LINK.sub(" ", part)))
        if [w for w in words if w not in names | ALLOWED_WORDS]:
            bad.append(part[:100])
    return bad


def test_the_progress_pages_own_words_all_come_from_the_catalog(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Progress page's main area (the learner box, the numbers, the charts, export and
    import) in the pseudo language: no word outside a catalog message (the sidebar's
    presets and the rule book's citations are other areas')."""
    monkeypatch.setenv("HOOLA_TUTOR_DB", str(tmp_path / "p.db"))
    fill(tmp_path / "p.db", "Mina")
    at = open_page(PROGRESS, learner="Mina", link={"lang": "pseudo"})
    assert at.metric and at.get("plotly_chart") and at.header
    assert not _outside(_main_texts(at), {"Mina"})
    for fig in (json.loads(el.proto.spec) for el in at.get("plotly_chart")):
        layout = fig["layout"]
        titles = [layout["title"]["text"], layout["xaxis"]["title"]["text"]]
        titles += [layout["yaxis"]["title"]["text"]]
        assert all(t.startswith("⟦") for t in titles), titles
    at = open_page(PROGRESS, link={"lang": "pseudo"})  # nobody chosen yet
    assert not _outside(_main_texts(at), {"Mina"})  # a name on the learner list


def test_the_progress_page_in_korean_keeps_no_english_of_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOOLA_TUTOR_DB", str(tmp_path / "p.db"))
    fill(tmp_path / "p.db", "Mina")
    at = open_page(PROGRESS, learner="Mina", link={"lang": "ko"})
    latin = re.compile(r"[A-Za-z]{2,}")
    kept = {"Mina", "JSON", "Hoola", "Tutor", "PIN"}  # a name, a format, names, the club's PIN
    kept |= {"HULA", "HOO", "Hola"}  # the other games lesson 12 tells apart, by their names
    left = [
        (part[:60], words)
        for part in _main_texts(at)
        if (words := [w for w in latin.findall(_LINK.sub(" ", part)) if w not in kept])
    ]
    assert not left, left


def test_outside_a_script_run_the_words_are_english_and_no_session_is_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The app's language resolver (tutor.app.lang) serves a script run's session; a thread
    outside any run (a test, a background job) has no session: it gets the default at once,
    without asking Streamlit for a session state (which only warns that there is none)."""
    import threading

    from tutor.app import lang
    from tutor.words import locale

    asked: list[str] = []

    class NoSession:
        @property
        def session_state(self) -> dict[str, str]:
            asked.append("session_state")
            return {}

    monkeypatch.setattr(lang, "st", NoSession())
    resolver = locale.set_resolver(None)  # the app's, registered when lang was imported
    locale.set_resolver(resolver)
    assert resolver is not None
    seen: list[str | None] = []
    worker = threading.Thread(target=lambda: seen.extend([resolver(), t("nav-home")]))
    worker.start()
    worker.join()
    assert seen == [None, "Home"] and asked == []
    with using("ko"):
        assert t("nav-home") == korean("nav-home") != "Home"
