"""The one set of AppTest helpers: start the app, open a page, run it without exceptions,
and read what the page shows (markdown escapes removed, as a browser would show them).

Explanations are checked against the explainer, never by their wording: :func:`shows_error`
looks for an error's own sentence, :func:`shows_reasons` for the explainer's sentence of
each reason, :func:`shows_winner` for a settlement's winner and what they collect."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from streamlit.components.v2 import manifest_scanner
from streamlit.runtime.scriptrunner.script_cache import ScriptCache
from streamlit.testing.v1 import AppTest, app_test, local_script_runner

from tutor.engine.reasons import Reason
from tutor.engine.rules import Rules
from tutor.engine.settlement import Settlement
from tutor.words.engine import sentences
from tutor.words.ledger import stakes

APP = str(Path(__file__).resolve().parent.parent / "streamlit_app.py")
TEXT_ELEMENTS = (
    "title", "header", "subheader", "markdown", "caption", "error", "warning", "info", "success",
)  # fmt: skip
"""The elements that render markdown, and so show user or engine text."""

# Two costs a running app pays once and every new AppTest paid again, made once a process
# (neither the installed packages nor the app's scripts change while the suite runs):
# - on its first run an AppTest scans the metadata of every installed package for
#   Streamlit components;
# - each AppTest had a script cache of its own, so every run parsed, rewrote ("magic") and
#   compiled the page scripts again: about half of a short AppTest's time.
manifest_scanner.scan_component_manifests = functools.cache(
    manifest_scanner.scan_component_manifests
)
app_test.ScriptCache = local_script_runner.ScriptCache = functools.cache(ScriptCache)


def _wait_for_the_run(runner: local_script_runner.LocalScriptRunner, timeout: float = 3) -> None:
    """Wait for the run's thread to end, as Streamlit's wait does, without its poll: that
    asked every millisecond whether the run had ended, by reading every event the run had
    sent so far, and took the lock the run's own thread needs each time (2.5% of the
    tests' processor time outside the browser: bench/out/suite.txt). A run that outlasts
    ``timeout`` is stopped and reported, as Streamlit's wait does."""
    thread = runner._script_thread
    if thread is None:
        return
    thread.join(timeout)
    if thread.is_alive():
        runner.request_stop()
        runner.join()
        raise RuntimeError(f"AppTest script run timed out after {timeout}(s)")


local_script_runner.require_widgets_deltas = _wait_for_the_run

_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")


def run(target: Any) -> AppTest:
    """Run the script once more (``target`` is the AppTest or a widget just changed) and
    assert that no exception was shown."""
    at = target.run()
    assert not at.exception, at.exception
    return at


def session(*, learner: str | None = None, link: dict[str, str] | None = None) -> AppTest:
    """A new browser session, not yet run: ``learner`` chosen in the session and ``link``'s
    query parameters in the address from the first run on (as a shared link or a reload has
    them)."""
    at = AppTest.from_file(APP, default_timeout=30)
    if learner:
        at.session_state["learner_name"] = learner
    for k, v in (link or {}).items():
        at.query_params[k] = v
    return at


def start(*, learner: str | None = None, link: dict[str, str] | None = None) -> AppTest:
    """A new session (see :func:`session`) opened on Home."""
    return run(session(learner=learner, link=link))


def open_page(
    page: str, *, learner: str | None = None, link: dict[str, str] | None = None, **params: str
) -> AppTest:
    """A new session (see :func:`session`) opened at ``page`` from a link that holds ``link``
    and ``params``, as a visitor opens a shared link: the page's first run is the session's
    first (Home does not run before it)."""
    at = session(learner=learner, link={**(link or {}), **params})
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


def shows_error(at: AppTest, error: BaseException) -> bool:
    """Whether an error box on the page shows ``error`` in its own words (an engine or store
    error's ``str`` is the explainer's sentence for its code and values)."""
    return any(str(error) in shown(e.value) for e in at.error)


def shows_reasons(at: AppTest, reasons: Iterable[Reason], *kinds: str) -> None:
    """Assert that the page (or its ``kinds`` of element) shows the explainer's sentence for
    each of ``reasons``."""
    text = texts(at, *kinds)
    missing = [line for line in sentences(reasons) if line not in text]
    assert not missing, missing


def shows_winner(at: AppTest, s: Settlement) -> None:
    """Assert that the payout checker shows ``s``'s winner and what they collect: the
    heading names both, the metrics hold the values, and the "Why" list gives the
    explainer's sentence for each of the winner's reasons."""
    collects = stakes(s.collected)
    assert any(s.winner in shown(h.value) and collects in shown(h.value) for h in at.subheader)
    metrics = {m.label: m.value for m in at.metric}
    assert (metrics["Winner"], metrics["Collects"]) == (s.winner, collects)
    shows_reasons(at, s.winner_why, "markdown")


def markdown_sources(at: AppTest, *kinds: str) -> list[str]:
    """The raw markdown of every text element (or only ``kinds``), escapes kept: for safety
    checks, and for markup the page writes on purpose (bold, links within the page)."""
    return [str(el.value) for kind in kinds or TEXT_ELEMENTS for el in getattr(at, kind)]


def visible_text(at: AppTest) -> str:
    """Everything the page sends to the browser for its elements (text, labels, help,
    options, table cells), main area and sidebar, without the elements' internal ids."""
    parts: list[str] = []

    def walk(node: object) -> None:
        children = getattr(node, "children", None)
        if isinstance(children, dict):
            for child in children.values():
                walk(child)
            return
        proto = getattr(node, "proto", None)
        if proto is not None:
            lines = str(proto).splitlines()
            parts.append("\n".join(x for x in lines if not x.strip().startswith("id:")))

    walk(at.main)
    walk(at.sidebar)
    return "\n".join(parts)


def rules_in_force(at: AppTest) -> Rules:
    """The rules the session has in force (what every page reads)."""
    return Rules.from_spec(at.session_state["rules_spec"])


def create_learner(at: AppTest, name: str) -> AppTest:
    """Create a learner with the learner panel's "New learner" form; it becomes the choice."""
    run(at.text_input(key="learner_new_name").input(name))
    at = run(at.button(key="learner_create").click())
    assert at.selectbox(key="learner_pick").value == name
    return at


def choose_learner(at: AppTest, name: str) -> AppTest:
    return run(at.selectbox(key="learner_pick").select(name))


def scrolls_to(at: AppTest) -> list[str]:
    """The containers this run asked the browser to scroll into view."""
    found = []
    for h in at.get("html"):
        found += re.findall(r'data-scroll-to="([\w-]+)"', h.proto.body)
    return found


def listed_pages() -> list[str]:
    """Every page the routes list (tutor/app/routes.py), as a checkout's entry names it:
    ``tutor/app/pages/quiz.py`` …"""
    routes = Path(APP).parent / "tutor" / "app" / "routes.py"
    names = re.findall(r'st\.Page\(page\("(\w+)"\)', routes.read_text(encoding="utf-8"))
    return sorted(f"tutor/app/pages/{name}.py" for name in names)
