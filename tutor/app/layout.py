"""What every page shares: the sidebar with the rules in force, the preset picker, and the
page chrome for phones (the sidebar closes after navigating; the chart library loads early)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import streamlit as st

from tutor.app.citations import cite
from tutor.app.fragments import fragment_run
from tutor.app.lang import language
from tutor.app.phone import NARROW
from tutor.app.safe import plain, show_message
from tutor.app.state import current_rules, preset_of, set_rules, spec_to_text, take_notice
from tutor.app.streamlit_words import help_labels, uploader_css
from tutor.app.widgets import CHOSEN_CSS
from tutor.engine import rulebook
from tutor.engine.rules import Rules
from tutor.words import has, t
from tutor.words.engine import preset_description, preset_name
from tutor.words.locale import LOCALES
from tutor.words.switch_values import switch_label, value_name


def preset_point(name: str) -> str | None:
    """The rule-book point describing the preset ``name`` (8.1 for pagat), if any."""
    return next((p.id for p in rulebook.points_in("8") if p.anchor == f"preset-{name}"), None)


def preset_title(name: str) -> str:
    """A preset's plain name in the visitor's language (catalog ``preset-<name>-title``;
    the preset's id until the catalog has one)."""
    msg_id = f"preset-{name}-title"
    return t(msg_id) if has(msg_id) else preset_name(name)


def preset_text(name: str) -> str:
    """A preset's description (Markdown, fixed text: catalog ``preset-<name>-text``) with a
    link to its rule-book point."""
    msg_id = f"preset-{name}-text"
    text = t(msg_id) if has(msg_id) else preset_description(name)
    ref = preset_point(name)
    return text + (f" ({cite(ref)})" if ref else "")


def preset_picker(key: str, *, radio: bool = False) -> Rules:
    """A preset picker bound to the rules in force: choosing a preset applies it on every
    page. Several pickers may be on screen; each shows the preset in force."""
    rules = current_rules()
    presets = Rules.presets()
    names = list(presets)
    st.session_state[key] = preset_of(rules)

    def apply() -> None:
        set_rules(Rules.preset(st.session_state[key]))

    # Labels written now, in the visitor's language: a format_func may be called later,
    # outside this session's run (AppTest does), where t() would not know the language.
    if radio:
        labels = {
            n: t("layout-preset-option", title=preset_title(n), text=preset_text(n)) for n in names
        }
        st.radio(t("layout-preset"), names, key=key, on_change=apply, format_func=labels.get)
    else:
        titles = {n: preset_title(n) for n in names}
        st.selectbox(
            t("layout-rules-in-force"),
            names,
            key=key,
            on_change=apply,
            format_func=titles.__getitem__,
            help=t("layout-rules-in-force-help"),
        )
    return current_rules()


def rules_sidebar() -> Rules:
    """The sidebar every page shows: the preset in force and any switch changed from it."""
    current_rules()  # reads the link first, which may leave a notice
    notice = take_notice()
    with st.sidebar:
        if notice:
            show_message(notice, kind="warning")
        rules = preset_picker("sidebar_preset")
        st.caption(preset_text(preset_of(rules)))
        changed = {k: v for k, v in rules.to_spec().items() if k != "preset"}
        if changed:
            items = [
                t("switch-setting", name=switch_label(k), value=value_name(k, getattr(rules, k)))
                for k in changed
            ]
            st.caption(t("layout-changed-here", changes=plain(t("lesson-sep-comma").join(items))))
    return rules


APP_CSS = (
    """<style>
/* Touch targets: everything a finger taps is at least 44 px (WCAG 2.5.5). */
.stButton button, .stDownloadButton button, [data-testid="stPopoverButton"],
[data-testid="stPageLink"] a, [data-testid="stExpander"] summary,
button[data-variant="pills"], button[data-variant="segmented_control"],
[data-testid="stSidebarNavLink"] { min-height: 44px; }
[data-testid="stExpandSidebarButton"], [data-testid="stSidebarCollapseButton"] button {
  min-width: 44px; min-height: 44px; }
[data-testid="stNumberInputContainer"], [data-baseweb="select"] > div,
[data-baseweb="input"] { min-height: 44px; }
[data-testid="stNumberInputStepDown"], [data-testid="stNumberInputStepUp"] {
  min-width: 44px; min-height: 44px; }
[data-testid="stRadio"] label, [data-testid="stCheckbox"] label {
  min-height: 44px; align-items: center; }
/* A help icon keeps its 16 px look; its tap area grows to 44 px around it. A button with
   help (Hint) sits in the same wrapper: it is left alone (pulled 14 px up and in, it stood
   above the buttons beside it with its label cut to "H…"). */
[data-testid="stTooltipHoverTarget"] > button:not([data-testid^="stBaseButton"]) {
  min-width: 44px; min-height: 44px;
  margin: -14px; display: inline-flex; align-items: center; justify-content: center; }
[data-testid="stTextInputRootElement"] input, [data-testid="stNumberInputField"],
[data-baseweb="select"] input { min-height: 42px; }
/* Sections are h2 under the page's h1 (heading order), at the size of a sub-heading. */
[data-testid="stMain"] h2 { font-size: 1.75rem; }
/* A heading scrolled to (a link's #anchor, which Streamlit scrolls to the top itself) stops
   a little below the fixed header, not flush with its edge. */
[data-testid="stMain"] :is(h1, h2, h3, h4)[id] { scroll-margin-top: 4.5rem; }
/* Heading anchors (16 px links shown on hover) are not offered: links are given in words. */
[data-testid="stHeaderActionElements"] { display: none; }
/* Captions readable on real content: 4.5:1 at least (Streamlit fades them to 3.9:1). */
[data-testid="stCaptionContainer"] { opacity: 0.8; }
/* Korean lines break between words, never inside one (카/드): keep-all; a word longer than
   the whole line may still wrap rather than overflow. Markdown (a table's cells too) sets its
   own word-break, so it is named again; in a table's cell a word never wraps, so a column is
   as wide as its longest word (the table scrolls sideways in its frame when it must). */
html:lang(ko) body, html:lang(ko) body * { word-break: keep-all; overflow-wrap: break-word; }
html:lang(ko) [data-testid="stMarkdownContainer"],
html:lang(ko) [data-testid="stMarkdownContainer"] * { word-break: keep-all; }
html:lang(ko) [data-testid="stTable"] :is(td, th),
html:lang(ko) [data-testid="stTable"] :is(td, th) * { overflow-wrap: normal; }
"""
    + CHOSEN_CSS
    + "</style>"
)
"""The app's own style sheet, drawn on every page: touch targets, readable captions and the
one chosen style of pills (:data:`tutor.app.widgets.CHOSEN_CSS`)."""

NARROW_PX = NARROW
"""Screens up to this width count as narrow (phones held upright)."""

_CHROME_JS = r"""<script>
(() => {
  /* page: %(page)s */
  const narrow = window.innerWidth <= %(narrow)d;
  const collapse = document.querySelector(
    '[data-testid="stSidebarCollapseButton"] button, button[aria-label="Collapse sidebar"]');
  const open = collapse && collapse.getAttribute("aria-expanded") !== "false";
  /* A page was chosen: give the screen back to it. Not on the first page of a visit (a
     narrow screen opens with the sidebar closed), so a sidebar opened meanwhile stays open. */
  const seen = window.__hoolaPage !== undefined;
  /* The rules were changed in the sidebar: close it too, so the page shows the result. */
  const rulesChanged = seen && window.__hoolaRules !== %(rules)s;
  if (narrow && seen && (window.__hoolaPage !== %(page)s || rulesChanged) && open)
    collapse.click();
  window.__hoolaPage = %(page)s;
  window.__hoolaRules = %(rules)s;
  document.documentElement.dataset.hoolaPage = %(page)s;  /* the page whose chrome has run */
  document.documentElement.lang = %(lang)s;  /* screen readers read Korean as Korean */
  /* Streamlit labels a help icon "Help for" and the label, in English: the catalog words. */
  window.__hoolaHelp = %(help)s;
  if (!window.__hoolaHelpObserver) {
    const relabel = () => {
      const words = window.__hoolaHelp;
      const icons = 'button[aria-label^="Help"], button[data-hoola-label]';
      for (const b of document.querySelectorAll(icons)) {
        const said = b.getAttribute("aria-label");
        const m = /^Help for (.*)$/s.exec(said);
        const label = m ? m[1] : said === "Help" ? "" : b.dataset.hoolaLabel;
        if (label === undefined) continue;
        b.dataset.hoolaLabel = label;
        const want = label ? words.help_for.split("\u0000").join(label) : words.help;
        if (want !== said) b.setAttribute("aria-label", want);
      }
    };
    window.__hoolaHelpObserver = new MutationObserver(relabel);
    window.__hoolaHelpObserver.observe(document.body, {subtree: true, childList: true});
    window.__hoolaRelabel = relabel;
  }
  window.__hoolaRelabel();
  const chunk = %(chunk)s;
  if (chunk && !window.__hoolaCharts) {
    window.__hoolaCharts = true;
    const index = [...document.scripts].map((s) => s.src)
      .find((src) => /\/static\/js\/index\.[^/]+\.js$/.test(src));
    const load = () => import(index.replace(/index\.[^/]+\.js$/, chunk)).catch(() => {});
    /* Only once the page is drawn (the run over and every widget's own script loaded:
       no placeholder left) and the browser is idle: parsing 4.7 MB of script held back
       the page's own widgets (the payout checker's first open). */
    const drawn = () => document.querySelector('[data-testid="stApp"]')
      ?.getAttribute('data-test-script-state') === 'notRunning'
      && !document.querySelector('[data-testid="stSkeleton"]');
    const idle = (fn) => (window.requestIdleCallback || setTimeout)(fn, {timeout: 2000});
    const wait = () => (drawn() ? idle(load) : setTimeout(wait, 200));
    if (index) wait();
  }
})();
</script>"""


CHART_PAGES = frozenset({"payout", "game", "play", "progress", "drill"})
"""The pages that draw Plotly charts (``tutor.app.plots.show_chart``): only they load its
bundle ahead. Running it holds a phone's page for seconds (measured 2.5 s here, a tap made
meanwhile waits), so a page without a chart does not; one that draws a chart anyway still
gets it, on demand."""


@cache
def plotly_chunk() -> str | None:
    """The file name of Streamlit's Plotly bundle (loaded on demand by the browser), or
    ``None`` when this Streamlit build has none by that name."""
    folder = Path(st.__file__).parent / "static" / "static" / "js"
    found = sorted(p.name for p in folder.glob("PlotlyChart.*.js"))
    return found[0] if found else None


def page_chrome(page_id: str) -> None:
    """Behaviour every page shares in the browser, drawn once per page in the sidebar:

    * on a narrow screen, choosing a page closes the sidebar (it covered most of a phone's
      screen after every navigation);
    * changing the rules in the sidebar closes it too on a narrow screen;
    * the app's style sheet (:data:`APP_CSS`): touch targets, contrast, the chosen style;
    * the page's ``lang`` attribute follows the visitor's language;
    * on a page with charts (:data:`CHART_PAGES`), the Plotly bundle (about 4.7 MB) starts
      loading once the page is drawn and the browser is idle (not before: it held back the
      page's first drawing), so the first chart of a session does not wait for it (1.9 s
      after the click otherwise).

    Only fixed text and JSON-encoded values go into the script, never user input."""
    js = _CHROME_JS % {
        "page": json.dumps(page_id),
        "rules": json.dumps(spec_to_text(current_rules().to_spec())),
        "narrow": NARROW_PX,
        "chunk": json.dumps(plotly_chunk() if page_id in CHART_PAGES else None),
        "lang": json.dumps(language() if language() in LOCALES else "en"),
        "help": json.dumps(help_labels()),
    }
    st.html(APP_CSS.replace("</style>", uploader_css() + "</style>"))
    with st.sidebar:
        st.html(js, unsafe_allow_javascript=True)


RUN_KEY = "hoola_runs"
"""Session state: how many runs of the app (or of a fragment) have finished drawing."""

_RUN_HTML = (
    "<style>[data-testid='stElementContainer']:has(.hoola-run){display:none}</style>"
    '<span class="hoola-run" data-hoola-run="%d" hidden></span>'
)


def mark_run() -> None:
    """Count this run and draw the count as the run's last element: a hidden
    ``[data-hoola-run]`` that takes no room. Once the browser shows a new count it has all
    the run drew before it (the browser tests wait for this, then for the run's end). The
    app calls it at the end of every run; a fragment calls :func:`mark_fragment_run`."""
    n = int(st.session_state.get(RUN_KEY, 0)) + 1
    st.session_state[RUN_KEY] = n
    st.html(_RUN_HTML % n)


def mark_fragment_run() -> None:
    """A fragment's :func:`mark_run`, at its own end: a run of the fragment alone is counted
    too. In a whole run the app's mark at the end counts it: a fragment's count drawn then
    showed a finished run while the page was still running, and an action whose run ends
    in ``st.rerun()`` (Restore, Save) looked done between its two runs, while the browser
    still showed the old result and the app, for a moment, no run going on."""
    if fragment_run():
        mark_run()
