"""Shared AppTest helpers: run the app without exceptions, and open one page of it."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

APP = str(Path(__file__).resolve().parent.parent / "streamlit_app.py")


def run(at: AppTest) -> AppTest:
    """Run the script once more and assert that no exception was shown."""
    at.run()
    assert not at.exception
    return at


def open_page(page: str) -> AppTest:
    """The app started, then switched to ``page`` (switching first would be ignored)."""
    at = run(AppTest.from_file(APP, default_timeout=30))
    at.switch_page(page)
    return run(at)
