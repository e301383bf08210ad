"""Every page renders in a new session without an exception, under its own heading, and ends
its run with the run marker the browser tests wait for (tutor.app.layout.mark_run): the
rendering check of each page, in AppTest. What only a browser shows (layout at phone width,
taps, charts drawn) is in tests/browser/."""

from __future__ import annotations

import ast
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
    # one count per whole run, drawn once at its end: a fragment's own count is drawn only
    # in a run of the fragment alone (in a whole run it showed the run done while it went on)
    assert at.session_state[RUN_KEY] == 1
    markers = [h.proto.body for h in at.get("html") if "data-hoola-run" in h.proto.body]
    assert len(markers) == 1 and 'data-hoola-run="1"' in markers[0]
    assert markers[0] in [h.proto.body for h in at.sidebar.get("html")]
    at.run()
    assert at.session_state[RUN_KEY] == 2


def test_every_fragment_counts_its_runs_alone_last() -> None:
    """Each ``st.fragment`` of the app ends with ``mark_fragment_run()``: a run of the
    fragment alone is counted, so the browser tests' wait for a run ends (and a fragment
    without it left them waiting for a run that had long finished)."""
    found = []
    for path in sorted((TUTOR / "app").rglob("*.py")):
        for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(fn, ast.FunctionDef) and any(
                ast.unparse(d) == "st.fragment" for d in fn.decorator_list
            ):
                last = fn.body[-1]
                called = isinstance(last, ast.Expr) and ast.unparse(last.value)
                found.append((path.name, fn.name, called))
    assert len(found) >= 10
    assert [f for f in found if f[2] != "mark_fragment_run()"] == []


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
