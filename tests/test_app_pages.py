"""Every page renders in a new session without an exception, under its own heading, and ends
its run with the run marker the browser tests wait for (tutor.app.layout.mark_run): the
rendering check of each page, in AppTest. What only a browser shows (layout at phone width,
taps, charts drawn) is in tests/browser/."""

from __future__ import annotations

from pathlib import Path

import pytest
from apptest import listed_pages, open_page
from test_import_circles import TUTOR, import_graph

from tutor.app.layout import CHART_PAGES, RUN_KEY

ROOT = Path(__file__).resolve().parents[1]
PAGES = listed_pages()


def test_every_page_file_is_listed() -> None:
    folder = ROOT / "tutor/app/pages"
    files = sorted(f"tutor/app/pages/{p.name}" for p in folder.glob("*.py") if p.stem != "__init__")
    assert files == PAGES


@pytest.mark.parametrize("page", PAGES, ids=[Path(p).stem for p in PAGES])
def test_every_page_renders_and_counts_its_run(db: Path, page: str) -> None:
    at = open_page(page, **({"play_seed": "42"} if page.endswith("play.py") else {}))
    assert at.title or at.header, page
    runs = at.session_state[RUN_KEY]
    assert runs >= 1  # the session's first run, on the page (a fragment counts its own)
    markers = [h.proto.body for h in at.sidebar.get("html") if "data-hoola-run" in h.proto.body]
    assert markers and f'data-hoola-run="{runs}"' in markers[-1]
    at.run()  # a run of the page (and of any fragment on it) counts on
    assert at.session_state[RUN_KEY] > runs


def test_the_pages_that_load_plotly_ahead_are_the_pages_that_draw_charts() -> None:
    """A page loads the Plotly bundle ahead (layout.CHART_PAGES) exactly when it reaches the
    one chart drawer, tutor.app.plots, through the app's imports: a page with a chart does
    not wait for it, and a page without one is not held while it runs."""
    app = TUTOR / "app"
    graph = import_graph(TUTOR)

    def reaches(start: str) -> bool:
        seen, todo = set(), [start]
        while todo:
            name = todo.pop()
            if name == "tutor.app.plots":
                return True
            if name not in seen:
                seen.add(name)
                todo += graph.get(name, ())
        return False

    pages = {p.stem for p in (app / "pages").glob("*.py") if p.stem != "__init__"}
    drawing = {page for page in pages if reaches(f"tutor.app.pages.{page}")}
    assert drawing == set(CHART_PAGES), (drawing, CHART_PAGES)


def test_the_helpers_wait_for_a_run_and_stop_one_that_outlasts_its_timeout() -> None:
    """tests/apptest.py's wait for a run (in place of Streamlit's poll): a run is read only
    once it ended, and one longer than its timeout is stopped and reported."""
    from streamlit.testing.v1 import AppTest

    script = "import time\nimport streamlit as st\nst.write('a')\ntime.sleep(0.3)\nst.write('b')"
    at = AppTest.from_string(script, default_timeout=10).run()
    assert [m.value for m in at.markdown] == ["a", "b"]
    with pytest.raises(RuntimeError, match=r"timed out after 0\.05\(s\)"):
        AppTest.from_string(script, default_timeout=0.05).run()
