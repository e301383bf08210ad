"""Names typed as markdown and HTML on the payout checker, in the real browser: the winner's
metric, the headline and the losers' table show them as typed, and the browser never fetches
the address an image name points to (a small server on this machine counts any request)."""

from __future__ import annotations

import http.server
import re
import threading
from collections.abc import Iterator

import pytest
from conftest import DESK, WAIT, key, no_exception, open_app, rerun, tap, type_in
from playwright.sync_api import expect

from tutor.engine import settle
from tutor.teach.examples import EXAMPLES

pytestmark = pytest.mark.browser


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


def test_markdown_and_html_names_stay_text_on_the_payout_checker(
    app_url, page, trap, screenshot
) -> None:
    address, asked = trap
    names = [f"![i]({address}/x)", "[c](https://ex.org) **b**", "<img src=x> :red[r]",
             "$x^2$ _e_", "<b>h</b> `c` :material/home:"]  # fmt: skip
    requested: list[str] = []
    page.on("request", lambda r: requested.append(r.url))
    open_app(page, app_url, "payout", DESK)
    button = page.locator(key("payout_load_example", "button"))
    # "Load a round" is folded at first; unfolding it starts no run
    page.get_by_test_id("stExpander").filter(has=button).locator("summary").click()
    expect(button).to_be_visible(timeout=WAIT)
    with rerun(page):  # the example (s0-tie, the first) fills the form
        button.click()
    for i, name in enumerate(names):
        type_in(page, key(f"payout_form_p{i}_name", "input"), name)
    tap(page, key("payout_settle", "button"))
    record = EXAMPLES["s0-tie"].record
    renamed = dict(zip([p["name"] for p in record["players"]], names, strict=True))
    s = settle(
        {**record, "players": [{**p, "name": renamed[p["name"]]} for p in record["players"]]}
    )
    metric = page.locator('[data-testid="stMetricValue"]').first
    expect(metric).to_have_text(as_typed(s.winner), timeout=WAIT)
    table = page.locator('[data-testid="stTable"]')
    for line in s.lines:
        expect(table.get_by_text(as_typed(line.name)).first).to_be_visible(timeout=WAIT)
    head = as_typed(s.winner).pattern.strip("^$")
    expect(page.locator(".st-key-payout_verdict h3")).to_have_text(re.compile(head))
    expect(
        page.locator(f'img[src^="{address}"], img[src="x"], a[href^="{address}"]')
    ).to_have_count(0)
    expect(page.locator('a[href*="ex.org"], .katex')).to_have_count(0)
    for part in ('[data-testid="stMetricValue"]', '[data-testid="stTable"]'):
        markup = ", ".join(f"{part} {tag}" for tag in ("strong", "em", "img", "a", "b", "code"))
        expect(page.locator(markup)).to_have_count(0)
    no_exception(page)
    screenshot(page, "flow-payout-hostile-names")
    assert asked == [] and not [u for u in requested if u.startswith(address)]
