"""Hoola Tutor: routes to the pages; each page lives in its own module under tutor/app/pages."""

import streamlit as st

from tutor.app.lang import language, language_switch, sync_language_param
from tutor.app.layout import mark_run, page_chrome, rules_sidebar
from tutor.app.state import sync_query_params
from tutor.app.terms import new_page
from tutor.words import t

language()  # first: every word below is written in it
st.set_page_config(page_title=t("nav-app-title"), page_icon="🃏", layout="wide")

PAGES = {
    t("nav-group-learn"): [
        st.Page("tutor/app/pages/home.py", title=t("nav-home"), icon="🏠", default=True),
        st.Page("tutor/app/pages/lessons.py", title=t("nav-lessons"), icon="📖"),
        st.Page("tutor/app/pages/rules_page.py", title=t("nav-rules"), icon="⚖️"),
        st.Page(
            "tutor/app/pages/rulebook.py", title=t("nav-rulebook"), icon="📕", url_path="rulebook"
        ),
    ],
    t("nav-group-practise"): [
        st.Page("tutor/app/pages/meld_practice.py", title=t("nav-meld-practice"), icon="🃏"),
        st.Page("tutor/app/pages/endings.py", title=t("nav-endings"), icon="🏁"),
        st.Page("tutor/app/pages/play.py", title=t("nav-play"), icon="🎲"),
        st.Page("tutor/app/pages/quiz.py", title=t("nav-quiz"), icon="❓"),
        st.Page("tutor/app/pages/puzzles.py", title=t("nav-puzzles"), icon="🧩"),
        st.Page("tutor/app/pages/drill.py", title=t("nav-drill"), icon="⏱️"),
        st.Page("tutor/app/pages/review.py", title=t("nav-review"), icon="🔁"),
        st.Page("tutor/app/pages/progress.py", title=t("nav-progress"), icon="📈"),
    ],
    t("nav-group-real"): [
        st.Page("tutor/app/pages/payout.py", title=t("nav-payout"), icon="💰"),
        st.Page("tutor/app/pages/game.py", title=t("nav-game"), icon="📒"),
    ],
}

# Every page listed: the payout checker and the ledger are what a table reaches for first,
# so none may hide behind a "View more" link.
page = st.navigation(PAGES, expanded=True)
with st.sidebar:
    language_switch()
rules_sidebar()
page_chrome(page.url_path)
new_page()  # each glossary term's first use on the page shows its English name
page.run()
sync_query_params()
sync_language_param()
with st.sidebar:
    mark_run()  # last: the browser tests wait for it (tests/browser/conftest.py)
