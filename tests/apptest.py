"""The one set of AppTest helpers: start the app, open a page, run it without exceptions,
and read what the page shows (markdown escapes removed, as a browser would show them)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from streamlit.testing.v1 import AppTest

APP = str(Path(__file__).resolve().parent.parent / "streamlit_app.py")
TEXT_ELEMENTS = (
    "title", "header", "subheader", "markdown", "caption", "error", "warning", "info", "success",
)  # fmt: skip
"""The elements that render markdown, and so show user or engine text."""

_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")


def run(target: Any) -> AppTest:
    """Run the script once more (``target`` is the AppTest or a widget just changed) and
    assert that no exception was shown."""
    at = target.run()
    assert not at.exception, at.exception
    return at


def open_page(page: str, *, learner: str | None = None, **params: str) -> AppTest:
    """The app started (with ``learner`` chosen and ``params`` in the link, if given), then
    switched to ``page`` (switching first would be ignored)."""
    at = AppTest.from_file(APP, default_timeout=30)
    if learner:
        at.session_state["learner_name"] = learner
    run(at)
    for k, v in params.items():
        at.query_params[k] = v
    at.switch_page(page)
    return run(at)


def shown(markdown: str) -> str:
    """Markdown source as the reader sees it: backslash escapes and the invisible word
    joiners that keep web addresses from becoming links removed."""
    return _ESCAPE.sub(r"\1", markdown).replace("\u2060", "")


def texts(at: AppTest, *kinds: str) -> str:
    """Every text element on the page (or only ``kinds``), one a line, as shown."""
    parts = [str(el.value) for kind in kinds or TEXT_ELEMENTS for el in getattr(at, kind)]
    return shown("\n".join(parts))


def markdown_sources(at: AppTest) -> list[str]:
    """The raw markdown of every text element (escapes kept), for safety checks."""
    return [str(el.value) for kind in TEXT_ELEMENTS for el in getattr(at, kind)]


def create_learner(at: AppTest, name: str) -> AppTest:
    """Create a learner with the learner panel's "New learner" form; it becomes the choice."""
    run(at.text_input(key="learner_new_name").input(name))
    at = run(at.button(key="learner_create").click())
    assert at.selectbox(key="learner_pick").value == name
    return at


def choose_learner(at: AppTest, name: str) -> AppTest:
    return run(at.selectbox(key="learner_pick").select(name))
