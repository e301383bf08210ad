"""Where the pages are, as Streamlit names them: a page's file relative to the folder of the
entry script that runs (``streamlit_app.py`` in a checkout: ``tutor/app/pages/quiz.py``;
``tutor/app/main.py`` in an installed package: ``pages/quiz.py``). Links and page switches
name a page with :func:`page_file`, so they work from either entry."""

from __future__ import annotations

import os
from pathlib import Path

PAGES_DIR = Path(__file__).resolve().parent / "pages"

_where = "tutor/app/pages"
"""The pages' folder relative to the running entry script's (set by :func:`set_entry`)."""


def set_entry(entry: str) -> None:
    """Name the running entry script (its ``__file__``); every run sets it first."""
    global _where
    _where = Path(os.path.relpath(PAGES_DIR, Path(entry).resolve().parent)).as_posix()


def page_file(name: str) -> str:
    """The page ``name`` (``"quiz"``) as Streamlit finds it from the running entry script."""
    return f"{_where}/{name}.py"
