"""The review of a round as the practice table and a lesson's played position show it: every
decision of the learner graded against the coach's (``tutor.play.review``), one line each,
with its mark, cost, the coach's move and why."""

from __future__ import annotations

import streamlit as st

from tutor.app.citations import cite
from tutor.app.safe import plain
from tutor.play import Review
from tutor.play.coach import CLEAR, SERIOUS, SMALL
from tutor.words import render as say
from tutor.words import t
from tutor.words.play import MARK_ICONS, action_text, mark_label


def review_lines(rv: Review) -> str:
    """The review as Markdown, one line a decision, numbered as the summary counts them
    (a forced move is no decision). A move the coach would have changed but whose gap lies
    within the noise of its deals says "about as good" before the coach's move; a stated
    disagreement gives its cautious cost and the average gap it was counted from, and the
    coach's whole line for the turn when it holds more than one move."""
    lines = []
    for number, item in enumerate(rv.items, 1):
        icon, label = MARK_ICONS[item.mark], plain(mark_label(item.mark))
        played = plain(action_text(item.played))
        why = plain(say(item.reason))
        if item.same:
            lines.append(f"- {icon} {number}. *{played}* — {label}. {why}")
            continue
        better = plain(action_text(item.better))
        if item.stated:
            cost = plain(t("play-page-review-cost", cost=item.cost, gap=item.gap))
            coach = f"**{label}** {cost}. {plain(t('play-page-review-coach'))}"
        else:
            coach = f"**{label}**: {plain(t('play-page-review-close'))}"
        line = ""
        if item.stated and len(item.line) > 1:
            moves = " → ".join(plain(action_text(a)) for a in item.line)
            line = f" {plain(t('play-page-review-line'))} *{moves}*."
        lines.append(
            f"- {icon} {number}. *{played}* — {coach} *{better}*.{line} {why} "
            f"({cite(item.reason.point)})"
        )
    return "\n".join(lines)


def show_review(rv: Review) -> None:
    """The review on the page: the coach's agreement, the summary, the marks' thresholds
    and a line for each decision."""
    if rv.all_same and rv.decisions:
        st.success(plain(t("play-page-coach-agrees")), icon="👏")
    st.markdown(plain(say(rv.summary())))
    st.caption(plain(t("play-page-review-marks", small=SMALL, clear=CLEAR, serious=SERIOUS)))
    st.markdown(review_lines(rv))
