"""Where the database lives is never shown to a visitor: with ``HOOLA_TUTOR_DB`` pointing at
a damaged file (or at a folder that cannot hold one), every page still renders and nothing
on it (text, labels, messages) names the file, its folder or its path; the messages go
through :func:`tutor.app.learner.public`."""

from __future__ import annotations

from pathlib import Path

import pytest
from apptest import listed_pages, open_page, run, shown
from google.protobuf.json_format import MessageToDict
from streamlit.testing.v1 import AppTest

from tutor.app.learner import public
from tutor.store.db import StoreDamaged
from tutor.store.ledger_store import LedgerStore
from tutor.store.progress import ProgressStore
from tutor.words.engine import store_error_sentence

PAGES = listed_pages()


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def everything(at: AppTest) -> str:
    """Every string the app sent for the page (texts, labels, help, options, messages), as
    a reader sees it (markdown escapes removed)."""
    out: list[str] = []

    def walk(node) -> None:
        proto = getattr(node, "proto", None)
        if proto is not None and hasattr(proto, "DESCRIPTOR"):
            out.extend(_strings(MessageToDict(proto)))
        children = getattr(node, "children", None)
        if isinstance(children, dict):
            for child in children.values():
                walk(child)

    walk(at._tree)
    return shown("\n".join(out))


def _secrets(db: Path) -> list[str]:
    """What must not be shown: the path, its folder, the file's name."""
    return [str(db), str(db.parent), db.name]


@pytest.fixture
def junk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    db = tmp_path / "hidden-folder" / "private-junk.db"
    db.parent.mkdir()
    db.write_bytes(b"this is a shopping list, not a database\n" * 50)
    monkeypatch.setenv("HOOLA_TUTOR_DB", str(db))
    return db


def test_public_takes_every_path_out(junk: Path) -> None:
    with pytest.raises(StoreDamaged) as info:
        ProgressStore(junk)
    reason = info.value
    assert (reason.code, reason.values["path"]) == ("damaged", str(junk))  # the store names it
    said = public(reason)
    assert not any(s in said for s in _secrets(junk))  # ...the visitor's words do not
    assert said == store_error_sentence("damaged", {**reason.values, "path": "file"})
    other = public("cannot open /var/lib/elsewhere/x.sqlite or C:\\Users\\me\\h.db")
    assert "/var/lib" not in other and "Users" not in other and "h.db" not in other


@pytest.mark.parametrize("page", PAGES)
def test_no_page_shows_the_database_path(junk: Path, page: str) -> None:
    before = junk.read_bytes()
    at = open_page(page)
    shown = everything(at)
    assert shown.strip()
    for secret in _secrets(junk):
        assert secret not in shown, f"{page} shows {secret!r}"
    assert junk.read_bytes() == before  # untouched


def test_the_ledger_says_why_without_the_path(junk: Path) -> None:
    """The Game ledger still explains that saved games are unavailable, and why."""
    with pytest.raises(StoreDamaged) as info:
        LedgerStore(junk)
    at = open_page("tutor/app/pages/game.py")
    assert at.error and public(info.value) in everything(at)


def test_a_folder_in_place_of_the_file(tmp_path: Path, monkeypatch) -> None:
    db = tmp_path / "a-folder-not-a-file.db"
    db.mkdir()
    monkeypatch.setenv("HOOLA_TUTOR_DB", str(db))
    for page in ("tutor/app/pages/game.py", "tutor/app/pages/progress.py"):
        shown = everything(run(open_page(page)))
        assert str(db) not in shown and db.name not in shown and str(tmp_path) not in shown
