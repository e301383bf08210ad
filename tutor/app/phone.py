"""Phone-first helpers for the pages used at the table: scroll a result into view after the
button that made it, stacked per-player cards in place of a wide table on narrow screens,
and big touch targets for quick entry."""

from __future__ import annotations

import html
import json
import re
from itertools import count

import streamlit as st

NARROW = 640
"""Screens at most this wide (px) get stacked cards instead of wide tables."""

_nonce = count()


def scroll_into_view(key: str, *, narrow_only: bool = False, top: bool = False) -> None:
    """Bring the container with this ``key`` on screen at once, with the least motion: left
    where it is when it is wholly on screen already, else its foot put just above the
    screen's foot (so what is above it, the hand just answered, stays in sight), or, when
    it is taller than the screen (or with ``top``), its head put under the fixed header. A
    bar kept at the screen's foot (:func:`sticky_bottom`) counts as the foot. Call it in
    the run in which the action that made the result happened. ``narrow_only``: on phones
    only (a wide screen shows the container already).

    The jump is instant (no motion to wait for); while the page is still being drawn it is
    corrected for at most :data:`SCROLL_MS`, and stops at once when the reader scrolls or
    taps (a page that moves under a finger loses the tap)."""
    _scroll(f".st-key-{key}:not([data-stale='true'])", key, narrow_only=narrow_only, top=top)


def scroll_to_top() -> None:
    """Show the page from its top at once (a new game: its table starts there)."""
    _scroll("[data-testid='stMain'] h1", "top", narrow_only=False, top=True)


def _scroll(selector: str, name: str, *, narrow_only: bool, top: bool) -> None:
    values = {
        "TARGET": json.dumps(selector),
        "NARROW_ONLY": json.dumps(narrow_only),
        "NARROW": str(NARROW),
        "TOP": json.dumps(top),
        "MS": str(SCROLL_MS),
        "WAIT_MS": str(SCROLL_WAIT_MS),
    }
    script = re.sub(r"\$([A-Z_]+)", lambda m: values[m[1]], _SCROLL_JS)
    # A new nonce each call makes the element new, so the browser runs the script again.
    mark = f'<span data-scroll-to="{html.escape(name)}" data-scroll-nonce="{next(_nonce)}"></span>'
    hide = "<style>.stElementContainer:has([data-scroll-to]) { display: none; }</style>"
    st.html(mark + hide + script, unsafe_allow_javascript=True, width="content")


SCROLL_MS = 300
"""How long a scroll into view may correct itself once its element is drawn."""
SCROLL_WAIT_MS = 10000
"""How long it waits for its element to be drawn at all (no motion meanwhile; a tap, a key
or the wheel stops the wait): a busy server sends a long page's later parts seconds late."""

_SCROLL_JS = r"""<script>
(function () {
  const root = document.documentElement;
  if ($NARROW_ONLY && window.innerWidth > $NARROW) return;
  const started = performance.now();
  let stopped = false;
  const listening = new AbortController();  // the listeners go with the scroll they stop
  const stop = () => {
    stopped = true;
    listening.abort();
    delete root.dataset.hoolaScrolling;
  };
  for (const kind of ["wheel", "touchstart", "pointerdown", "keydown"])
    window.addEventListener(kind, stop, {capture: true, signal: listening.signal});
  root.dataset.hoolaScrolling = "1";
  /* The screen's top is below Streamlit's fixed header; its foot above a bar kept there. */
  function edges() {
    const header = document.querySelector('[data-testid="stHeader"]');
    const top = (header ? header.getBoundingClientRect().bottom : 0) + 8;
    let foot = window.innerHeight;
    for (let e = document.elementFromPoint(window.innerWidth / 2, foot - 2); e;
         e = e.parentElement) {
      const pos = getComputedStyle(e).position;
      if (pos === "sticky" || pos === "fixed") {
        foot = Math.min(foot, e.getBoundingClientRect().top);
        break;
      }
    }
    return [top, foot - 8];
  }
  let found = null;  // when the element was first drawn: the correction runs from then
  function go() {
    if (stopped) return;
    const now = performance.now();
    const el = document.querySelector($TARGET);
    if (el && el.getBoundingClientRect().height > 0) {
      if (found === null) found = now;
      const [top, foot] = edges();
      const r = el.getBoundingClientRect();
      const head = $TOP || r.height > foot - top;
      const off = head ? Math.abs(r.top - top) > 2 : r.top < top - 2 || r.bottom > foot + 2;
      if (off) {
        el.style.scrollMarginTop = top + "px";
        el.style.scrollMarginBottom = (window.innerHeight - foot) + "px";
        el.scrollIntoView({block: head || r.top < top ? "start" : "end", behavior: "instant"});
      }
    }
    /* Wait for the element while the page is drawn (a busy server sends it late), then
       correct the instant jump for at most $MS ms while what is above it settles. */
    if (found === null ? now - started < $WAIT_MS : now - found < $MS) requestAnimationFrame(go);
    else stop();
  }
  go();
})();
</script>"""


def wide_or_stacked(wide_key: str, stacked_key: str) -> None:
    """Show the container ``wide_key`` on wide screens and ``stacked_key`` on narrow ones
    (both are drawn; a media query picks one)."""
    st.html(
        f"""<style>
.st-key-{stacked_key} {{ display: none !important; }}
@media (max-width: {NARROW}px) {{
  .st-key-{wide_key} {{ display: none !important; }}
  .st-key-{stacked_key} {{ display: flex !important; }}
}}
</style>"""
    )


def wide_only(key: str) -> None:
    """Hide the container ``key`` on narrow screens (it repeats what is said above it), and
    its wrapper, which would leave a gap."""
    box = f'.st-key-{key}, [data-testid="stLayoutWrapper"]:has(> .st-key-{key})'
    st.html(
        f"<style>@media (max-width: {NARROW}px) {{ {box} {{ display: none !important; }} }}</style>"
    )


def big_buttons(key: str) -> None:
    """Touch-sized buttons (at least 44 px high) in the container ``key``."""
    st.html(
        f"""<style>
.st-key-{key} button {{ min-height: 44px; min-width: 44px; font-size: 1rem; }}
</style>"""
    )


def side_by_side(prefix: str) -> None:
    """Keep the columns inside containers whose key starts with ``prefix`` side by side on
    narrow screens too (Streamlit stacks them below 640 px): small steppers and toggles
    fit, and a player's block stays short."""
    st.html(side_by_side_css(prefix))


def side_by_side_css(prefix: str) -> str:
    """:func:`side_by_side`'s style sheet, for a page that draws it with others at once."""
    sel = f'[class*="st-key-{prefix}"] [data-testid="stHorizontalBlock"]'
    return f"""<style>
@media (max-width: {NARROW}px) {{
  {sel} {{ flex-wrap: nowrap !important; gap: 0.5rem !important; }}
  {sel} > [data-testid="stColumn"] {{ min-width: 0 !important; width: auto !important;
    flex: 1 1 0 !important; }}
}}
</style>"""


def sticky_bottom(key: str) -> None:
    """Keep the element ``key`` (e.g. a form's submit button, or a container of buttons) at
    the bottom edge of a narrow screen while the page above it is scrolled, so it is always
    in reach. A container sits in a wrapper of its own size: the wrapper is made sticky."""
    box = f'.st-key-{key}, [data-testid="stLayoutWrapper"]:has(> .st-key-{key})'
    st.html(
        f"""<style>
@media (max-width: {NARROW}px) {{
  {box} {{ position: sticky; bottom: 0; z-index: 5; padding: 0.5rem 0;
    align-self: stretch; width: 100% !important;
    background: #fff; box-shadow: 0 -6px 8px -6px rgba(0,0,0,.25); }}
  .st-key-{key} button {{ width: 100% !important; min-height: 48px; }}
  [data-testid="stLayoutWrapper"] > .st-key-{key} {{ position: static; box-shadow: none;
    padding: 0; }}  /* the wrapper is the bar: one edge, not two */
}}
@media (max-width: {NARROW}px) and (prefers-color-scheme: dark) {{
  {box} {{ background: #0e1117; }}
}}
</style>"""
    )
