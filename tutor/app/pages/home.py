"""Home: what Hoola is, where to start, and the rules in force."""

import streamlit as st

from tutor.app import lesson_book as book
from tutor.app.cards_view import show_groups
from tutor.app.course_map import continue_button, show_map
from tutor.app.layout import preset_picker
from tutor.app.learner import learner_panel, learner_param
from tutor.app.safe import show_error
from tutor.engine.cards import parse_cards


def _course(lessons: list | tuple) -> None:
    """The course map: every lesson with its stars (the way back in is at the top)."""
    st.header("Your course")
    learner_panel()
    show_map(lessons, switch=True, button=False)


def render() -> None:
    st.title("Hoola Tutor 훌라")
    st.markdown(
        "**Hoola** is a Korean rummy game for two to five players. Each player holds seven "
        "cards and tries to lay them down in sets and runs, where sevens are special: one "
        "seven alone is already a meld. A round ends with a Blast, a Knock, going out, four "
        "sevens or an empty stock, and the losers pay the winner in stakes that double for "
        "sevens, for never melding, and for a Perfect."
    )
    try:
        lessons = book.load()
    except ValueError as e:
        show_error(e, before="The lessons could not be loaded: ")
        lessons = ()
    if lessons:  # the way in (or back in), in the first screen
        continue_button(lessons, switch=True)
    show_groups(
        [
            parse_cards("Qc Qd Qh"),
            parse_cards("10s Js Qs Ks"),
            parse_cards("7h"),
            parse_cards("6d 7d"),
        ],
        label="Melds:",
    )
    if lessons:
        _course(lessons)
    st.header("Where to start")
    cols = st.columns(3)
    with cols[0]:
        st.markdown("**New to Hoola?** Work through the lessons, one rule at a time.")
        st.page_link(
            "tutor/app/pages/lessons.py",
            label="Open the lessons",
            icon="📖",
            query_params=learner_param(),
        )
    with cols[1]:
        st.markdown("**Know the basics?** Practise spotting melds and endings.")
        st.page_link(
            "tutor/app/pages/meld_practice.py",
            label="Meld practice",
            icon="🃏",
            query_params=learner_param(),
        )
        st.page_link(
            "tutor/app/pages/quiz.py", label="Quiz", icon="❓", query_params=learner_param()
        )
        st.page_link(
            "tutor/app/pages/play.py",
            label="Play a round with a coach",
            icon="🎲",
            query_params=learner_param(),
        )
    with cols[2]:
        st.markdown("**Just played a round?** Check who owes whom.")
        st.page_link(
            "tutor/app/pages/payout.py",
            label="Payout checker",
            icon="💰",
            query_params=learner_param(),
        )
        st.page_link(
            "tutor/app/pages/game.py", label="Game ledger", icon="📒", query_params=learner_param()
        )

    st.header("Rules in force")
    preset_picker("home_preset", radio=True)
    st.caption(
        "Tables play Hoola differently, and the written sources disagree on some points. "
        "The preset chosen here applies on every page and is kept in the page's link, so a "
        "shared link opens with the same rules. Change single switches on the Rules page."
    )
    st.page_link(
        "tutor/app/pages/rules_page.py",
        label="See every rule and switch",
        icon="⚖️",
        query_params=learner_param(),
    )


render()
