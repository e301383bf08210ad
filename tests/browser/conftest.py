"""Browser fixtures and helpers: the real app served by `streamlit run` (a server and a
database for each test, or one shared where no test can see another's data: each fixture's
docstring says why), driven by the system Chromium (one browser context and one tab a test
process, its cookies cleared for each test: each page load is a new session).

How a test waits: every action that makes the app run goes through :func:`rerun` (or
:func:`tap`, :func:`type_in`), which waits for the app's run count to pass the count before
the action, then for the app to be idle; a page opens with :func:`open_app`. Elements are
found by the key the app gives them (:func:`key`), never by their English words. Waits are
Playwright's own, never fixed sleeps.

Browser tests skip with a loud reason when Chromium is missing, unless REQUIRE_BROWSER is
set, in which case they fail. Playwright drives the system browser (never a downloaded one).
"""

from __future__ import annotations

import http.server
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "artifacts"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # V8's optimizing compilers: Maglev only, and only for a function called 6,000 times (400
    # by default), no TurboFan. Every page load starts the app's scripts in a new context,
    # and the renderer compiled the same hot functions again each time on its worker
    # threads: a Chrome trace of the pages walk put 7.3 s in Maglev's and 2.9 s in
    # TurboFan's background jobs, a fifth of the renderer's time. The browser files on
    # three processes, interleaved: 257.6 and 261.4 s of the machine's busy time with the
    # defaults, 241.5 and 236.4 s with these (bench/out/suite.txt, session 14). What a
    # page's scripts do is the same at every tier.
    "--js-flags=--max-opt=2 --invocation-count-for-maglev=6000",
]


def chromium_path() -> str:
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if path:
        return path
    reason = "Chromium is not installed (apt-get install -y chromium): browser tests cannot run"
    if os.environ.get("REQUIRE_BROWSER"):
        pytest.fail(f"REQUIRE_BROWSER is set but {reason}")
    pytest.skip(f"SKIPPED LOUDLY: {reason}")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(folder: Path, **variables: str) -> Iterator[str]:
    """Start the app on a free port with its own database in ``folder`` (and the environment
    ``variables`` besides); stop it by its PID."""
    port = _free_port()
    env = dict(os.environ, HOOLA_TUTOR_DB=str(folder / "hoola.db"), **variables)
    log = folder / "streamlit.log"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "streamlit",
            "run",
            str(ROOT / "streamlit_app.py"),
            "--server.headless",
            "true",
            "--server.port",
            str(port),
            "--server.address",
            "127.0.0.1",
            "--browser.gatherUsageStats",
            "false",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    ready = threading.Event()

    def copy_log() -> None:
        """Keep the app's output in the log file; note when it says it is serving."""
        with log.open("w") as out:
            for line in proc.stdout:  # type: ignore[union-attr]
                out.write(line)
                out.flush()
                if "URL:" in line:
                    ready.set()
        ready.set()  # the app exited: stop waiting

    threading.Thread(target=copy_log, daemon=True).start()
    url = f"http://127.0.0.1:{port}"
    try:
        ready.wait(timeout=60)
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=10) as r:
                healthy = r.read().decode().strip() == "ok"
        except OSError:
            healthy = False
        if not healthy:
            pytest.fail(f"the app did not start: {log.read_text()[-2000:]}")
        yield url
    finally:
        proc.kill()  # a test server keeps nothing worth a graceful stop (1-3 s)
        proc.wait(timeout=10)


@pytest.fixture
def app_url(tmp_path: Path) -> Iterator[str]:
    """The app served for this test alone, with a database of its own: nothing one test
    stores (a learner, a game, stars) is seen by another, alone or in the suite."""
    chromium_path()
    yield from serve(tmp_path)


class _BrowserRun:
    """What the test process keeps open while it runs browser tests: Chromium (its one
    browser context and its one tab) and the server of the tests that store nothing. Each
    starts for the first test that needs it, and both stop once the next test is not a
    browser test (:func:`pytest_runtest_teardown`): left open, an idle Chromium kept 2.5-6.5%
    of a core busy for the rest of the run (more on a page whose server had stopped) and an
    idle server 1.3% (bench/out/suite.txt, session 12). A browser test that comes later
    starts them again.

    - One context: its cache keeps a server's scripts and styles between tests, as a
      returning visitor's browser does (a page load in a new context took about a second
      more: bench/out/suite.txt).
    - One tab: a page load in a tab already open took half the processor time of one in a
      new tab (bench/out/suite.txt, session 7)."""

    def __init__(self) -> None:
        self._driver: Any = None
        self._browser: Any = None
        self._tab: Any = None
        self._server: Iterator[str] | None = None
        self._url = ""

    def tab(self) -> Any:
        if self._tab is None:
            executable = chromium_path()
            from playwright.sync_api import sync_playwright

            self._driver = sync_playwright().start()
            self._browser = self._driver.chromium.launch(
                executable_path=executable, args=CHROMIUM_ARGS
            )
            self._tab = self._browser.new_context(viewport=DESK).new_page()
        return self._tab

    def shared_url(self, folder: Callable[[], Path]) -> str:
        if self._server is None:
            self._server = serve(folder())
            self._url = next(self._server)
        return self._url

    def close(self) -> None:
        if self._driver is not None:
            self._browser.close()
            self._driver.stop()
        if self._server is not None:
            self._server.close()  # serve()'s own ``finally`` stops the app
        self._driver = self._browser = self._tab = self._server = None


_OPEN = _BrowserRun()


@pytest.fixture
def page() -> Any:
    """The tab in a desktop window, with no cookie (the only state the app keeps in the
    browser: Streamlit's XSRF cookie and a club's sign-in), so a test starts as a new
    visitor whose browser has the app's files cached. Each page load is a session of its
    own (:func:`open_app`): what a test left in the tab is gone once it opens the app."""
    tab = _OPEN.tab()
    tab.context.clear_cookies()
    tab.set_viewport_size(DESK)
    return tab


@pytest.fixture
def shared_app_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The app served once for the test process's files whose tests store nothing (the
    payout checker and the puzzles of a visitor with no learner keep no state beyond the
    browser's session, and each test's page loads open new ones): a server start
    saved a file, and no test can see another's data. A test that stores anything takes
    :func:`app_url`, or a file's own shared server whose docstring says why its tests cannot
    see each other's data. It stops with Chromium (:class:`_BrowserRun`)."""
    chromium_path()
    return _OPEN.shared_url(lambda: tmp_path_factory.mktemp("app"))


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> None:
    """After a browser test, Chromium and the shared server stop unless the next test is a
    browser test too (the test process runs the browser files first: ``tests/budget.py``,
    LONGEST_FIRST)."""
    if nextitem is None or nextitem.get_closest_marker("browser") is None:
        _OPEN.close()


def pytest_sessionfinish() -> None:
    """A run stopped midway (Ctrl-C, ``-x``) stops them too: no server outlives the run."""
    _OPEN.close()


WAIT = 45_000
"""Every browser wait's limit, in ms: generous, so a loaded machine does not fail a test."""
POLL = 50
"""How often, in ms, a wait for the page asks it again. (Playwright's default asks on every
frame the page draws, which keeps the page drawing while the test waits: processor time
taken from the app and the other test processes, the more the busier the machine.)"""


def wait_for(page, script: str, arg: object = None) -> None:
    """Wait until the JavaScript function ``script`` (of ``arg``) returns a true value on the
    page, asking every :data:`POLL` ms, for at most :data:`WAIT`."""
    page.wait_for_function(script, arg=arg, timeout=WAIT, polling=POLL)


PHONE = {"width": 390, "height": 844}
"""A phone held upright."""
DESK = {"width": 1280, "height": 900}
"""A desktop window."""

RUNS = """() => Math.max(0, ...[...document.querySelectorAll('[data-hoola-run]')]
  .map(e => Number(e.dataset.hoolaRun)))"""
"""How many runs the page has finished drawing: the app draws the count as the last element
of every whole run (``tutor.app.layout.mark_run``), and a fragment at the end of a run of
itself alone (``mark_fragment_run``): the count passes only once an action's run is over."""

DRAWN = """() => document.querySelector('[data-testid="stApp"]')
  ?.getAttribute('data-test-script-state') === 'notRunning'
  && !document.querySelector('[data-testid="stSkeleton"]')
  && !document.documentElement.dataset.hoolaScrolling
  && !document.getAnimations().some(a => a.playState === 'running'
    && a.effect?.getComputedTiming().endTime !== Infinity)"""
"""No run is going on, every widget is drawn (a widget whose code the browser is still
loading shows as a grey skeleton for a moment after the run has ended), the page is not
scrolling a result into view (``tutor.app.phone.scroll_into_view``: a tap made while the
page moves lands on whatever comes under it), and nothing is moving (a folder opens in an
animation of about 0.4 s, clipped while it grows: a card tapped in it meanwhile was scrolled
to inside the folder, which then scrolled back, and the tap landed beside the card)."""


def runs(page) -> int:
    """The run count the page shows now (0 before the first run has finished)."""
    return int(page.evaluate(RUNS))


def idle(page) -> None:
    """Wait until no run is going on and every widget is drawn (:data:`DRAWN`). Alone it
    proves nothing after an action (until the server answers, the state still reads "not
    running"): use :func:`rerun` or :func:`tap` for actions."""
    wait_for(page, DRAWN)


@contextmanager
def rerun(page) -> Iterator[None]:
    """Wait, after the actions in the ``with`` block, for the run they start: until the
    run count passes the count before them, then until the app is idle. So the next action
    never lands while a run is redrawing the page (input made then is lost)::

        with rerun(page):
            page.locator(key("check", "button")).click()
    """
    before = runs(page)
    yield
    try:
        wait_for(page, f"n => ({RUNS})() > n", before)
    except PlaywrightTimeout:
        raise AssertionError(f"no run followed the action: {shown_now(page, before)}") from None
    idle(page)


SHOWN_NOW = """() => ({
  script: document.querySelector('[data-testid="stApp"]')?.getAttribute('data-test-script-state'),
  connection: document.querySelector('[data-testid="stStatusWidget"]')?.innerText ?? '',
  exceptions: [...document.querySelectorAll('[data-testid="stException"]')]
    .map(e => e.innerText.slice(0, 600)),
  scrolling: document.documentElement.dataset.hoolaScrolling ?? null,
  url: location.href,
})"""
"""What a failed wait reports of the page besides its run count: its script state, the
connection's status, any exception's text, whether it is scrolling a result into view."""


def shown_now(page, before: int) -> str:
    """The page's state for a failure message (:data:`SHOWN_NOW`), with the run count the
    wait started from, and a screenshot of the window in tests/artifacts/."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / "failed-wait.png"
    page.screenshot(path=str(path))
    state = page.evaluate(SHOWN_NOW)
    return f"runs {runs(page)} (before the action: {before}), {state}; window: {path}"


def tap(page, selector: str) -> None:
    """Click the first visible element ``selector`` finds (a button with help holds a
    second one), and wait for the run it starts."""
    target = page.locator(selector).filter(visible=True).first
    expect(target).to_be_visible(timeout=WAIT)
    with rerun(page):
        target.click(timeout=WAIT)


def unfold(expander, *, runs: bool = False) -> None:
    """Open a folder (the locator of an ``st.expander``) and wait until it stands still: its
    content grows in an animation (:data:`DRAWN`). A folder that builds its content only
    while open (``on_change="rerun"``: the payout form's card picker) starts a run when
    opened: ``runs=True`` waits for that run too, so a tap in the folder never lands on a
    picker the run is still drawing."""
    details = expander.locator("details").first
    with rerun(expander.page) if runs else nullcontext():
        details.locator("summary").first.click()
    expect(details).to_have_attribute("open", "", timeout=WAIT)
    idle(expander.page)


def type_in(page, selector: str, text: str) -> None:
    """Replace the text of the box ``selector`` finds, press Enter, wait for the run."""
    box = page.locator(selector)
    expect(box).to_have_count(1, timeout=WAIT)
    with rerun(page):
        box.fill(text)
        box.press("Enter")


@dataclass
class Thumb:
    """A user's thumb on the phone: every tap and every key press is counted (and logged),
    and each waits for the run it starts (a tap into a text box starts none)."""

    page: object
    taps: int = 0
    keys: int = 0
    log: list[str] = field(default_factory=list)

    def tap(self, selector: str, text: str | None = None, *, nth: int = 0, runs: bool = True):
        """Tap the ``nth`` visible element ``selector`` finds (whose whole text is ``text``,
        when given)."""
        target = self.page.locator(selector)
        if text is not None:
            target = target.filter(has_text=re.compile(rf"^\s*{re.escape(text)}\s*$"))
        target = target.filter(visible=True).nth(nth)
        expect(target).to_be_visible(timeout=WAIT)
        self.taps += 1
        self.log.append(f"tap {selector} {text or ''}".strip())
        if not runs:
            target.click(timeout=WAIT)
            return
        with rerun(self.page):
            target.click(timeout=WAIT)

    def type(self, selector: str, text: str) -> None:
        """Tap a box, type into it and press Enter (the phone keyboard's Go)."""
        self.tap(selector, runs=False)
        with rerun(self.page):
            self.page.keyboard.type(text)
            self.page.keyboard.press("Enter")
        self.keys += len(text) + 1
        self.log.append(f"type {text!r}")


def open_app(page, url: str, path: str = "", size: dict | None = None) -> None:
    """Open ``url/path`` (a page and its query, ``"quiz?q=7"``) in a window of ``size``
    (:data:`PHONE`, or a desktop window) and wait until its first run is drawn."""
    if size:
        page.set_viewport_size(size)
    target = f"{url}/{path}"
    if "#" in target and page.url.partition("#")[0] == target.partition("#")[0]:
        page.goto("about:blank")  # else only the anchor would change: no page load
    page.goto(target)
    _first_run_drawn(page)
    no_exception(page)


def reload(page) -> None:
    """Reload the page, as a person does, and wait until its first run is drawn."""
    page.reload()
    _first_run_drawn(page)


def _first_run_drawn(page) -> None:
    wait_for(page, f"() => ({RUNS})() > 0")
    idle(page)


def switch_language(page, lang: str) -> None:
    """The sidebar's language switch (folded away on a phone: a React click reaches it):
    the page redrawn in place in ``lang``, said to a screen reader too."""
    name = {"en": "English", "ko": "한국어"}[lang]
    with rerun(page):
        page.locator(key("lang_switch", "button")).filter(has_text=name).dispatch_event("click")
    expect(page.locator("html")).to_have_attribute("lang", lang, timeout=WAIT)


def key(name: str, inner: str = "") -> str:
    """The selector of the element the app gave ``key=name`` (drawn in the last run, not a
    stale copy of an earlier one), and of ``inner`` within it: ``key("check", "button")``.
    A name ending in ``*`` matches every key that starts with it."""
    match = f"[class*='st-key-{name[:-1]}']" if name.endswith("*") else f".st-key-{name}"
    return f"{match}:not([data-stale='true'])" + (f" {inner}" if inner else "")


def no_exception(page) -> None:
    """No error box from an exception on the page."""
    expect(page.get_by_test_id("stException")).to_have_count(0)


FITS = """w => document.documentElement.scrollWidth <= w
    && [...document.querySelectorAll(
        '[data-testid="stAppViewContainer"], [data-testid="stMain"]')]
       .every(e => e.scrollWidth <= e.clientWidth)"""
"""The page is no wider than ``w``: the document, and the sections Streamlit scrolls in
(content too wide widens those, not the document)."""
WIDER_THAN = """w => [...document.querySelectorAll('body *')]
    .filter(e => e.getBoundingClientRect().right > w + 0.5)
    .map(e => e.tagName.toLowerCase() + (e.dataset.testid ? `[${e.dataset.testid}]` : '')
              + ` (right edge ${Math.round(e.getBoundingClientRect().right)})`)
    .slice(0, 8)"""
"""The first elements that reach past ``w`` pixels, to name in a failure."""


def fits(page, width: int = PHONE["width"]) -> None:
    """Nothing makes the page wider than ``width`` (waited for: charts and tables lay out
    after the run ends); a failure names the elements that reach past it."""
    try:
        wait_for(page, FITS, width)
    except PlaywrightTimeout:
        pytest.fail(f"the page is wider than {width} px: {page.evaluate(WIDER_THAN, width)}")


PILL = "button[data-variant='pills']"
"""A card pill (or any ``st.pills`` option)."""
CHOSEN = "rgb(13, 71, 161)"
"""The one chosen-card colour, the picker's dark blue (tutor/app/widgets.py PICKER_CSS)."""
SIDEBAR_CLOSED = """() => { const s = document.querySelector('[data-testid="stSidebar"]');
  return !s || s.getBoundingClientRect().right <= 0; }"""
NO_TOOLBAR = """() => [...document.querySelectorAll('.modebar-container')]
  .every(e => e.getBoundingClientRect().height === 0 || getComputedStyle(e).display === 'none')"""


def touch_sized(pills) -> None:
    """Every pill is at least 44 × 44 px: a fingertip, not a mouse pointer."""
    expect(pills.first).to_be_visible(timeout=WAIT)
    boxes = [pills.nth(i).bounding_box() for i in range(pills.count())]
    assert boxes and all(b["width"] >= 44 and b["height"] >= 44 for b in boxes), boxes


def point_at(page, chart) -> None:
    """Put the pointer on a chart, where Plotly would show its toolbar (a static chart on a
    phone takes no pointer events, so Playwright's hover would wait for it in vain)."""
    box = chart.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def shot(page, screenshot, name: str) -> None:
    """A screenshot of a phone journey's step (``phone-<name>.png``): the app idle, no
    error, nothing scrolling sideways."""
    idle(page)
    fits(page)
    no_exception(page)
    page.screenshot(path=str(screenshot.folder / f"phone-{name}.png"))


IN_VIEW = """sel => { const el = document.querySelector(sel); if (!el) return false;
  const r = el.getBoundingClientRect();
  const header = document.querySelector('[data-testid="stHeader"]');
  const top = header ? header.getBoundingClientRect().bottom : 0;
  return r.height > 0 && r.top >= top - 1 && r.bottom <= window.innerHeight; }"""


def in_view(page, selector: str) -> None:
    """Wait until the element is wholly on screen, below Streamlit's fixed header."""
    wait_for(page, IN_VIEW, selector)


BOX = """e => { const r = e.getBoundingClientRect();
  return r.width || r.height ? {x: r.x, y: r.y, width: r.width, height: r.height} : null; }"""


def seen(page, locator, what: str) -> None:
    """An action's result lies in the viewport once the app is idle: its top on screen and
    its first 120 px (or all of it) above the screen's foot. Measured in one step in the
    page (a redraw between finding the element and measuring it, as Playwright's
    ``bounding_box`` allows, would measure nothing)."""
    expect(locator).to_be_visible(timeout=WAIT)
    idle(page)
    box = locator.evaluate(BOX)
    height = page.viewport_size["height"]
    assert box is not None, f"{what}: not drawn"
    assert box["y"] >= 0 and box["y"] + min(box["height"], 120) <= height, (what, box, height)


def settled(pg) -> None:
    """Wait until the browser has laid out and painted twice (no fixed sleep)."""
    pg.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


@pytest.fixture
def screenshot():
    """Save a full-page screenshot under tests/artifacts/ (git-ignored)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)

    def take(pg, name: str) -> Path:
        """Streamlit scrolls inside its main section, so a full-page screenshot would show
        one window's worth: grow the window to the content's height, shoot, restore."""
        path = ARTIFACTS / f"{name}.png"
        idle(pg)
        size = pg.viewport_size
        tall = pg.evaluate(
            "() => Math.max(...['[data-testid=\"stMain\"]', '[data-testid=\"stAppViewContainer\"]']"
            ".map(s => document.querySelector(s)).filter(Boolean).map(e => e.scrollHeight))"
        )
        if size and tall > size["height"]:
            pg.set_viewport_size({"width": size["width"], "height": min(int(tall) + 40, 9000)})
            settled(pg)
        pg.screenshot(path=str(path), full_page=True)
        if size:
            pg.set_viewport_size(size)
        return path

    take.folder = ARTIFACTS
    return take


AXE = ROOT / "tests" / "axe" / "axe.min.js"
"""axe-core, pinned in the repository (the accessibility checker the scans inject)."""
AXE_RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
STREAMLIT_OWN = {
    "list": "the sidebar's page list (Streamlit's navigation markup)",
    "listitem": "the sidebar's page list (Streamlit's navigation markup)",
    "scrollable-region-focusable": "st.table's scrolling wrapper (Streamlit's markup)",
    "presentation-role-conflict": "st.file_uploader's drop zone (Streamlit's markup)",
}
"""Violations in markup Streamlit draws, not the project: reported, not failed."""


def axe_violations(page) -> dict[str, list[str]]:
    """axe-core's violations on the page as it stands: each rule's id and the nodes it
    found (their selectors)."""
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(content=AXE.read_text())
    found = page.evaluate(
        """async rules => (await axe.run(document, {runOnly: rules})).violations
             .map(v => [v.id, v.nodes.map(n => n.target.join(' '))])""",
        AXE_RULES,
    )
    return dict(found)


def note(name: str, data: object, file: str = "round2.json") -> None:
    """Record a measured figure under ``name`` in ``tests/artifacts/<file>``."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / file
    found = json.loads(path.read_text()) if path.exists() else {}
    found[name] = data
    path.write_text(json.dumps(found, indent=2))


def as_typed(name: str) -> re.Pattern[str]:
    """The name exactly as typed; the invisible word joiners that keep an address from
    turning into a link may sit between its characters."""
    return re.compile("^" + r"\u2060?".join(map(re.escape, name)) + "$")


@pytest.fixture
def trap() -> Iterator[tuple[str, list[str]]]:
    """An address on this machine and the paths the browser asked it for."""
    asked: list[str] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            asked.append(self.path)
            self.send_response(204)
            self.end_headers()

        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", asked
    finally:
        server.shutdown()
        server.server_close()
