"""Home: what Hoola is, where to start, and the rules in force."""

import streamlit as st

from tutor.app import lesson_book as book
from tutor.app.cards_view import show_groups
from tutor.app.course_map import continue_button, show_map
from tutor.app.layout import preset_picker
from tutor.app.learner import learner_panel, learner_param
from tutor.app.page_paths import page_file
from tutor.app.puzzle_keep import daily_link
from tutor.app.safe import show_error
from tutor.app.terms import show_with_terms
from tutor.engine.cards import parse_cards
from tutor.words import t


def _course(lessons: list | tuple) -> None:
    """The course map: every lesson with its stars (the way back in is at the top)."""
    st.header(t("home-course"))
    learner_panel()
    show_map(lessons, switch=True, button=False)


def render() -> None:
    st.title(t("home-title"))
    show_with_terms(t("home-intro"))
    try:
        lessons = book.load()
    except ValueError as e:
        show_error(e, before=t("home-lessons-unloaded"))
        lessons = ()
    if lessons:  # the way in (or back in), in the first screen
        continue_button(lessons, switch=True)
    daily_link()
    show_groups(
        [
            parse_cards("Qc Qd Qh"),
            parse_cards("10s Js Qs Ks"),
            parse_cards("7h"),
            parse_cards("6d 7d"),
        ],
        label=t("home-melds"),
    )
    if lessons:
        _course(lessons)
    st.header(t("home-where"))
    cols = st.columns(3)
    with cols[0]:
        st.markdown(t("home-new"))
        st.page_link(
            page_file("lessons"),
            label=t("home-open-lessons"),
            icon="📖",
            query_params=learner_param(),
        )
    with cols[1]:
        st.markdown(t("home-basics"))
        st.page_link(
            page_file("meld_practice"),
            label=t("nav-meld-practice"),
            icon="🃏",
            query_params=learner_param(),
        )
        st.page_link(
            page_file("quiz"),
            label=t("nav-quiz"),
            icon="❓",
            query_params=learner_param(),
        )
        st.page_link(
            page_file("play"),
            label=t("home-play"),
            icon="🎲",
            query_params=learner_param(),
        )
    with cols[2]:
        st.markdown(t("home-played"))
        st.page_link(
            page_file("payout"),
            label=t("nav-payout"),
            icon="💰",
            query_params=learner_param(),
        )
        st.page_link(
            page_file("game"),
            label=t("nav-game"),
            icon="📒",
            query_params=learner_param(),
        )

    st.header(t("layout-rules-in-force"))
    preset_picker("home_preset", radio=True)
    st.caption(t("home-rules-note"))
    st.page_link(
        page_file("rules_page"),
        label=t("home-every-rule"),
        icon="⚖️",
        query_params=learner_param(),
    )


render()
