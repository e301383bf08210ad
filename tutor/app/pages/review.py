"""Review: quiz questions on the rule points that are due for the chosen learner (Leitner
boxes in ``tutor.store.progress``), picked more often where the learner misses more.

A due rule point is turned into a question with ``tutor.teach.quiz.generate(..., tag=...)``;
rule points no quiz question tests (practised on other pages) are left to those pages.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime

import streamlit as st

from tutor.app import lesson_book as book
from tutor.app.learner import learner_panel, public, store_quietly
from tutor.app.quiz_view import ask, tag_label
from tutor.app.safe import show_message
from tutor.app.state import current_rules
from tutor.store.progress import ProgressExport, ProgressStore, StoreUnavailable
from tutor.teach.practice import review_question
from tutor.teach.quiz import SEED_SPACE, kinds_for_tag
from tutor.words import t
from tutor.words.quiz import next_review

ss = st.session_state


def next_question() -> None:
    ss["_review_seed"] = random.randrange(SEED_SPACE)


def pick_tag(due: list[str], weights: dict[str, float], seed: int) -> str:
    """A due rule point, drawn with the store's review weights (more misses, more often)."""
    rng = random.Random(f"review/{seed}")
    return rng.choices(due, weights=[weights.get(t, 0.0) or 1e-9 for t in due])[0]


def nothing_due(store: ProgressStore, learner: str, due: list[str]) -> None:
    """Say that nothing is due, and when the next review is."""
    rows = ProgressExport.model_validate_json(store.export_json(learner)).leitner
    if not rows:
        st.info(t("review-nothing-yet"), icon="📭")
        return
    st.success(t("review-nothing-due"), icon="✅")
    if due:
        tags = t("quiz-list-sep").join(tag_label(tag) for tag in due)
        st.markdown(t("review-due-elsewhere", tags=tags))
    now = datetime.now(UTC)
    later = [r for r in rows if r.due_at > now and kinds_for_tag(r.rule_tag)]
    if later:
        first = min(r.due_at for r in later)
        first_tags = sorted({r.rule_tag for r in later if r.due_at == first})
        st.markdown(
            next_review(
                hours=(first - now).total_seconds() / 3600,
                stamp=first.strftime("%Y-%m-%d %H:%M UTC"),
                tags=t("quiz-list-sep").join(tag_label(tag) for tag in first_tags),
            )
        )


def render() -> None:
    st.title(t("review-title"))
    st.markdown(t("review-intro"))
    rules = current_rules()
    learner = learner_panel()
    if learner is None:
        st.info(t("review-choose-learner"), icon="👤")
        return
    store = store_quietly()
    if store is None:
        return
    try:
        due_all = store.due_rule_tags(learner)
        weights = store.review_weights(learner)
    except StoreUnavailable as e:
        show_message(t("review-unavailable", why=public(e)), kind="warning")
        return
    due = [t for t in due_all if kinds_for_tag(t)]
    if "_review_seed" not in ss:
        next_question()
    seed = int(ss["_review_seed"])
    current = ss.get("_review_current")
    if current and current[:2] == (learner, seed):
        tag = current[2]  # the question stays on screen once answered, due or not
    elif due:
        tag = pick_tag(due, weights, seed)
        ss["_review_current"] = (learner, seed, tag)
    else:
        nothing_due(store, learner, due_all)
        return
    boxes = store.leitner_boxes(learner)
    right, total = store.accuracy_by_rule(learner).get(tag, (0, 0))
    st.markdown(
        t(
            "review-reviewing",
            tag=tag_label(tag),
            box=boxes.get(tag, 1),
            missed=total - right,
            total=total,
            due=len(due),
        )
    )
    q = review_question(seed, rules, tag, book.taught_kinds())
    with st.container(border=True, key="review_question"):
        result = ask(q, "review")
    if result is not None:
        st.button(t("review-next"), key="review_next", type="primary", on_click=next_question)
    else:
        st.button(t("review-skip"), key="review_skip", on_click=next_question)


render()
