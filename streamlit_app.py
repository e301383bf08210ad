"""Hoola Tutor: routes to the pages; each page lives in its own module under tutor/app/pages."""

import streamlit as st

from tutor.app.layout import mark_run, page_chrome, rules_sidebar
from tutor.app.state import sync_query_params

st.set_page_config(page_title="Hoola Tutor", page_icon="🃏", layout="wide")

PAGES = {
    "Learn": [
        st.Page("tutor/app/pages/home.py", title="Home", icon="🏠", default=True),
        st.Page("tutor/app/pages/lessons.py", title="Lessons", icon="📖"),
        st.Page("tutor/app/pages/rules_page.py", title="Rules & variants", icon="⚖️"),
        st.Page("tutor/app/pages/rulebook.py", title="Rule book", icon="📕", url_path="rulebook"),
    ],
    "Practise": [
        st.Page("tutor/app/pages/meld_practice.py", title="Meld practice", icon="🃏"),
        st.Page("tutor/app/pages/endings.py", title="Endings explainer", icon="🏁"),
        st.Page("tutor/app/pages/play.py", title="Play a round", icon="🎲"),
        st.Page("tutor/app/pages/quiz.py", title="Quiz", icon="❓"),
        st.Page("tutor/app/pages/drill.py", title="Drill", icon="⏱️"),
        st.Page("tutor/app/pages/review.py", title="Review", icon="🔁"),
        st.Page("tutor/app/pages/progress.py", title="Progress", icon="📈"),
    ],
    "Play for real": [
        st.Page("tutor/app/pages/payout.py", title="Payout checker", icon="💰"),
        st.Page("tutor/app/pages/game.py", title="Game ledger", icon="📒"),
    ],
}

# Every page listed: the payout checker and the ledger are what a table reaches for first,
# so none may hide behind a "View more" link.
page = st.navigation(PAGES, expanded=True)
rules_sidebar()
page_chrome(page.url_path)
page.run()
sync_query_params()
with st.sidebar:
    mark_run()  # last: the browser tests wait for it (tests/browser/conftest.py)
