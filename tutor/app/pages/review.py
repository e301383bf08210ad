"""Review: quiz questions on the rule points that are due for the chosen learner (Leitner
boxes in ``tutor.store.progress``), picked more often where the learner misses more.

A due rule point is turned into a question with ``tutor.teach.quiz.generate(..., tag=...)``;
rule points no quiz question tests (practised on other pages) are left to those pages.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime

import streamlit as st

from tutor.app.learner import learner_panel, public, store_quietly
from tutor.app.quiz_view import ask, tag_label
from tutor.app.safe import show_message
from tutor.app.state import current_rules
from tutor.store.progress import ProgressExport, ProgressStore, StoreUnavailable
from tutor.teach.quiz import SEED_SPACE, generate, kinds_for_tag
from tutor.words.quiz import review_message

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
        st.info(review_message("nothing-yet"), icon="📭")
        return
    st.success(review_message("nothing-due"), icon="✅")
    if due:
        st.markdown(review_message("due-elsewhere", tags=", ".join(tag_label(t) for t in due)))
    now = datetime.now(UTC)
    later = [r for r in rows if r.due_at > now and kinds_for_tag(r.rule_tag)]
    if later:
        first = min(r.due_at for r in later)
        tags = sorted({r.rule_tag for r in later if r.due_at == first})
        st.markdown(
            review_message(
                "next-review",
                hours=(first - now).total_seconds() / 3600,
                stamp=first.strftime("%Y-%m-%d %H:%M UTC"),
                tags=", ".join(tag_label(t) for t in tags),
            )
        )


def render() -> None:
    st.title("Review")
    st.markdown(
        "Questions on the rule points due for review, chosen more often where you miss "
        "more. A right answer moves a rule point to a later review; a wrong one brings it "
        "back at once."
    )
    rules = current_rules()
    learner = learner_panel()
    if learner is None:
        st.info("Choose or create a learner above: review follows a learner's answers.", icon="👤")
        return
    store = store_quietly()
    if store is None:
        return
    try:
        due_all = store.due_rule_tags(learner)
        weights = store.review_weights(learner)
    except StoreUnavailable as e:
        show_message(f"Review is not available right now: {public(e)}.", kind="warning")
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
        f"Reviewing **{tag_label(tag)}** · box {boxes.get(tag, 1)} of 5 · "
        f"{total - right} missed of {total} · {len(due)} rule point"
        f"{'s' if len(due) != 1 else ''} due"
    )
    q = generate(seed, rules, tag=tag)
    with st.container(border=True, key="review_question"):
        result = ask(q, "review")
    if result is not None:
        st.button("Next question", key="review_next", type="primary", on_click=next_question)
    else:
        st.button("Skip", key="review_skip", on_click=next_question)


render()
