"""Quiz: one question at a time, made from a seed by the engine (``tutor.teach.quiz``) under the
rules in force and graded by it (rules 3, 5 and 6).

The seed is shown, and ``?q=<seed>&kind=<kind>`` in the link (next to ``?rules=``) opens
the same question again. Answers are saved for the chosen learner.
"""

from __future__ import annotations

import random

import streamlit as st

from tutor.app import lesson_book as book
from tutor.app.lang import localized
from tutor.app.layout import mark_fragment_run
from tutor.app.learner import learner_panel, selected_learner, store_quietly
from tutor.app.quiz_view import ask, link, read_quiz_link
from tutor.app.state import current_rules
from tutor.engine.rules import Rules
from tutor.store.progress import StoreUnavailable
from tutor.teach.practice import NEW_LEARNER_ANSWERS, starter_question
from tutor.teach.quiz import QUESTION_KINDS, SEED_SPACE, Question, generate
from tutor.words import t
from tutor.words.quiz import kind_title

ANY = "any"
FILTERS = (ANY, *QUESTION_KINDS)
ss = st.session_state


def new_question() -> None:
    """Button and filter callback: a fresh seed, of the kind the filter asks for. "Any
    kind" for a new learner means the kinds of the lessons done, easiest first."""
    choice = ss.get("quiz_filter", ANY)
    ss["_quiz_last"] = ss.get("_quiz_kind")  # the next starter question is on another rule
    ss["_quiz_seed"] = random.randrange(SEED_SPACE)
    ss["_quiz_kind"] = None if choice == ANY else choice
    ss["_quiz_start"] = choice == ANY and answered() < NEW_LEARNER_ANSWERS


def answered() -> int:
    """How many answers the chosen learner has saved (0 for nobody or no database)."""
    name, store = selected_learner(), store_quietly()
    if name is None or store is None:
        return 0
    try:
        return store.answer_count(name)
    except (StoreUnavailable, ValueError):
        return 0


def question(rules: Rules) -> Question:
    """The question on screen: from the link or the filter, or for a new learner who asked
    for any kind, a starter question (see :mod:`tutor.teach.practice`)."""
    seed = int(ss["_quiz_seed"])
    if ss.get("_quiz_start") and ss.get("_quiz_kind") is None:
        q = starter_question(seed, rules, book.taught_kinds(), answered(), ss.get("_quiz_last"))
        ss["_quiz_seed"], ss["_quiz_start"] = q.seed, False
        return q
    kind = ss.get("_quiz_kind")
    held = ss.get("_quiz_made")
    if held is not None and held[0] == (seed, kind, rules):
        return held[1]  # Check, a hint, an answer: the question drawn last, not made again
    return generate(seed, rules, kind=kind)


def read_link() -> None:
    """Adopt ``?q=<seed>&kind=<kind>`` when the link names a question not yet shown; a link
    with ``?kind=`` alone (as the lessons give) asks for a new question of that kind."""
    seed_text = st.query_params.get("q")
    kind = st.query_params.get("kind")
    if seed_text is None:
        if kind in QUESTION_KINDS and ss.get("_quiz_link") != (None, kind):
            ss["_quiz_link"] = (None, kind)
            ss["quiz_filter"] = kind
            new_question()
        return
    wanted = (seed_text, kind)
    if ss.get("_quiz_link") == wanted:
        return
    ss["_quiz_link"] = wanted
    seed, kind, problem = read_quiz_link(seed_text, kind)
    if problem == "seed-not-number":
        st.warning(t("quiz-link-not-number"))
    elif problem == "seed-out-of-range":
        st.warning(t("quiz-link-out-of-range"))
    elif problem == "kind-unknown":
        st.warning(t("quiz-link-kind-unknown"))
    if seed is None:
        return
    ss["_quiz_seed"], ss["_quiz_kind"] = seed, kind
    ss["quiz_filter"] = kind or ANY


def question_area(rules: Rules) -> None:
    """The question and all a quiz action changes: the kind filter, New question, the
    answer, Check, the hints, the verdict and the question's link."""
    cols = st.columns([3, 1], vertical_alignment="bottom")
    cols[0].selectbox(
        t("quiz-kind-filter"),
        FILTERS,
        key="quiz_filter",
        format_func=localized(lambda k: t("quiz-any-kind") if k == ANY else kind_title(k)),
        on_change=new_question,
    )
    cols[1].button(t("quiz-new-question"), key="quiz_new", on_click=new_question)
    q = question(rules)
    # The question is now known by its own kind: the link and the state name it, and the
    # next run reuses it (generate(q.seed, rules, kind=q.kind) gives it back).
    ss["_quiz_kind"] = q.kind
    ss["_quiz_made"] = ((q.seed, q.kind, rules), q)
    ss["_quiz_link"] = (str(q.seed), q.kind)
    st.query_params["q"] = str(q.seed)
    st.query_params["kind"] = q.kind
    with st.container(border=True, key="quiz_question"):
        ask(q, "quiz")
    st.caption(t("quiz-footer", seed=str(q.seed), link=link(q)))


@st.fragment
def question_fragment(rules: Rules) -> None:
    """:func:`question_area` as a fragment: Check, a hint or New question reruns it alone,
    not the page's shell, sidebar and learner panel, which a quiz action leaves as they
    are once a learner is chosen. Its runs alone are counted (:func:`mark_fragment_run`)."""
    question_area(rules)
    mark_fragment_run()


def render() -> None:
    st.title(t("quiz-title"))
    st.markdown(t("quiz-intro"))
    rules = current_rules()
    learner_panel()
    read_link()
    if "_quiz_seed" not in ss:
        new_question()
    if selected_learner() is None:
        # Nobody chosen: the first answer makes the Guest the learner, and the learner
        # panel above says so on the next action, so every action reruns the whole page.
        question_area(rules)
    else:
        question_fragment(rules)


render()
