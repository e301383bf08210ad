"""The tutor's routes: the page list, the shell around every page, then the page itself.

Both entry scripts run it: ``streamlit_app.py`` in a checkout and ``tutor/app/main.py`` in an
installed package (``hoola serve``). A page's path is written relative to the entry script's
folder, as Streamlit reads it, so the same pages are found from either."""

from __future__ import annotations

import streamlit as st

from tutor.app.lang import language, language_switch, sync_language_param, when_language_changes
from tutor.app.layout import mark_run, page_chrome, rules_sidebar
from tutor.app.learner import remember_language
from tutor.app.page_paths import page_file, set_entry
from tutor.app.state import sync_query_params
from tutor.app.terms import new_page
from tutor.words import t


def run_app(entry: str) -> None:
    """Route and run one page; ``entry`` is the running entry script's ``__file__``."""
    set_entry(entry)
    when_language_changes(remember_language)  # a switched language follows the learner
    page = page_file
    language()  # first: every word below is written in it
    st.set_page_config(page_title=t("nav-app-title"), page_icon="🃏", layout="wide")

    pages = {
        t("nav-group-learn"): [
            st.Page(page("home"), title=t("nav-home"), icon="🏠", default=True),
            st.Page(page("lessons"), title=t("nav-lessons"), icon="📖"),
            st.Page(page("rules_page"), title=t("nav-rules"), icon="⚖️"),
            st.Page(page("rulebook"), title=t("nav-rulebook"), icon="📕", url_path="rulebook"),
        ],
        t("nav-group-practise"): [
            st.Page(page("meld_practice"), title=t("nav-meld-practice"), icon="🃏"),
            st.Page(page("endings"), title=t("nav-endings"), icon="🏁"),
            st.Page(page("play"), title=t("nav-play"), icon="🎲"),
            st.Page(page("quiz"), title=t("nav-quiz"), icon="❓"),
            st.Page(page("puzzles"), title=t("nav-puzzles"), icon="🧩"),
            st.Page(page("drill"), title=t("nav-drill"), icon="⏱️"),
            st.Page(page("review"), title=t("nav-review"), icon="🔁"),
            st.Page(page("progress"), title=t("nav-progress"), icon="📈"),
        ],
        t("nav-group-real"): [
            st.Page(page("payout"), title=t("nav-payout"), icon="💰"),
            st.Page(page("game"), title=t("nav-game"), icon="📒"),
        ],
    }

    # Every page listed: the payout checker and the ledger are what a table reaches for first,
    # so none may hide behind a "View more" link.
    shown = st.navigation(pages, expanded=True)
    with st.sidebar:
        language_switch()
    rules_sidebar()
    page_chrome(shown.url_path)
    new_page()  # each glossary term's first use on the page shows its English name
    shown.run()
    sync_query_params()
    sync_language_param()
    with st.sidebar:
        mark_run()  # last: the browser tests wait for it (tests/browser/conftest.py)
