"""Drill: "meld or not?" at speed (rule 3).

The groups come from ``tutor.teach.drill`` (a seed gives the same groups again) and every verdict
and reason from ``check_meld`` under the rules in force when the drill started. Each answer
is timed from the moment the group is drawn to the click (``time.monotonic``, kept in the
session) and saved for the chosen learner.
"""

from __future__ import annotations

import random
import time
from typing import Any

import streamlit as st

from tutor.app.cards_view import show_hand
from tutor.app.citations import cite
from tutor.app.learner import learner_panel, save_answer
from tutor.app.plots import show_chart
from tutor.app.progress_charts import answer_times_figure
from tutor.app.safe import plain
from tutor.app.state import current_rules, preset_of
from tutor.engine.rules import Rules
from tutor.teach.drill import (
    DRILL_KIND,
    DRILL_LENGTHS,
    SEED_MAX,
    DrillAnswer,
    DrillItem,
    answer_seed,
    drill_feedback,
    drill_items,
    summarize,
)
from tutor.words import t
from tutor.words.quiz import line, say

ss = st.session_state
RUN_KEY = "drill_run"
SEED_KEY = "drill_seed"
LENGTH_KEY = "drill_length"


def new_seed() -> None:
    ss[SEED_KEY] = random.randrange(SEED_MAX + 1)


def start_drill() -> None:
    """Button callback: build the groups now, so a change of rules mid-drill changes nothing."""
    rules = current_rules()
    seed = int(ss.get(SEED_KEY) or 0)
    length = int(ss.get(LENGTH_KEY) or DRILL_LENGTHS[0])
    ss[RUN_KEY] = {
        "seed": seed,
        "rules": rules.to_spec(),
        "items": drill_items(seed, length, rules),
        "answers": [],
        "shown_at": None,
        "phase": "question",
        "unsaved": None,
    }


def answer(said_meld: bool) -> None:
    """Button callback: time and grade the answer to the group on screen."""
    run: dict[str, Any] = ss[RUN_KEY]
    if run["phase"] != "question":
        return
    item: DrillItem = run["items"][len(run["answers"])]
    shown = run["shown_at"]
    seconds = max(0.0, time.monotonic() - shown) if shown is not None else 0.0
    reply = DrillAnswer(said_meld=said_meld, valid=item.valid, seconds=seconds)
    run["answers"].append(reply)
    run["phase"] = "feedback"
    run["shown_at"] = None
    run["unsaved"] = (item, reply)


def next_group() -> None:
    run: dict[str, Any] = ss[RUN_KEY]
    done = len(run["answers"]) >= len(run["items"])
    run["phase"] = "summary" if done else "question"


def stop_drill() -> None:
    ss.pop(RUN_KEY, None)
    new_seed()


def setup() -> None:
    rules = current_rules()
    st.markdown(t("drill-intro", point=cite("3")))
    ss.setdefault(SEED_KEY, random.randrange(SEED_MAX + 1))
    ss.setdefault(LENGTH_KEY, DRILL_LENGTHS[0])
    cols = st.columns([2, 2, 1], vertical_alignment="bottom")
    cols[0].segmented_control(t("drill-groups"), DRILL_LENGTHS, key=LENGTH_KEY)
    cols[1].number_input(
        t("drill-seed"),
        min_value=0,
        max_value=SEED_MAX,
        step=1,
        key=SEED_KEY,
        help=t("drill-seed-help"),
    )
    cols[2].button(t("drill-new-seed"), key="drill_new_seed", on_click=new_seed)
    st.caption(t("drill-rules-in-force", preset=preset_of(rules), ace=rules.ace))
    st.button(t("drill-start"), key="drill_start", type="primary", on_click=start_drill)


def question(run: dict[str, Any]) -> None:
    items: list[DrillItem] = run["items"]
    index = len(run["answers"])
    item = items[index]
    st.progress(index / len(items), text=t("drill-progress", n=index + 1, of=len(items)))
    show_hand(list(item.cards), label=t("drill-is-meld"))
    if run["shown_at"] is None:
        run["shown_at"] = time.monotonic()
    with st.container(horizontal=True):
        st.button(t("drill-meld"), key="drill_meld", type="primary", on_click=answer, args=(True,))
        st.button(t("drill-not-meld"), key="drill_not", on_click=answer, args=(False,))


def feedback(run: dict[str, Any]) -> None:
    items: list[DrillItem] = run["items"]
    index = len(run["answers"]) - 1
    item = items[index]
    reply: DrillAnswer = run["answers"][-1]
    st.progress((index + 1) / len(items), text=t("drill-progress", n=index + 1, of=len(items)))
    show_hand(list(item.cards), label=t("drill-you-judged"))
    verdict = say(drill_feedback(item, reply))
    if reply.correct:
        st.success(verdict, icon="✅")
    else:
        st.error(verdict, icon="❌")
    st.markdown("\n".join(f"- {plain(line(r))}" for r in item.check.why))
    last = index + 1 >= len(items)
    st.button(
        t("drill-see-results") if last else t("drill-next-group"),
        key="drill_next",
        type="primary",
        on_click=next_group,
    )


def summary(run: dict[str, Any]) -> None:
    answers: list[DrillAnswer] = run["answers"]
    items: list[DrillItem] = run["items"]
    result = summarize(answers)
    st.header(t("drill-results"))
    cols = st.columns(3)
    cols[0].metric(t("drill-score"), f"{result.right} / {result.answered}")
    cols[1].metric(t("drill-accuracy"), f"{result.accuracy:.0%}")
    median = result.median_seconds
    cols[2].metric(t("drill-median"), "—" if median is None else t("drill-seconds", seconds=median))
    show_chart(
        answer_times_figure([a.seconds for a in answers], [a.correct for a in answers], median),
        key="drill_times_chart",
    )
    missed = [
        (i, it) for i, (it, a) in enumerate(zip(items, answers, strict=False)) if not a.correct
    ]
    if missed:
        st.markdown(f"**{t('drill-look-again')}**")
        for i, it in missed:
            show_hand(list(it.cards), label=f"{i + 1}.")
            st.caption(plain(line(it.reason)))
    else:
        st.success(t("drill-all-right"), icon="🎉")
    st.caption(t("drill-seed-caption", seed=str(run["seed"])))
    st.button(t("drill-new-drill"), key="drill_restart", type="primary", on_click=stop_drill)


def save_pending(run: dict[str, Any]) -> None:
    """Record the last answer once, in the page body so that any note shows in place."""
    pending = run.get("unsaved")
    run["unsaved"] = None
    if pending is None:
        return  # without a learner the answer is saved for Guest, as in the quiz
    item, reply = pending
    save_answer(
        DRILL_KIND,
        list(item.tags),
        answer_seed(run["seed"], item.index),
        reply.correct,
        reply.seconds,
    )


st.title(t("drill-title"))
learner_panel()
run = ss.get(RUN_KEY)
if run is None:
    setup()
else:
    rules = Rules.from_spec(run["rules"])
    save_pending(run)
    st.caption(
        t(
            "drill-run-caption",
            seed=str(run["seed"]),
            preset=preset_of(rules),
            ace=rules.ace,
            changed=rules != current_rules(),
        )
    )
    {"question": question, "feedback": feedback, "summary": summary}[run["phase"]](run)
    if run["phase"] != "summary":
        st.button(t("drill-stop"), key="drill_stop", on_click=stop_drill)
