"""The review of a round as the practice table and a lesson's played position show it: every
decision of the learner graded against the coach's (``tutor.play.review``), one line each,
with its mark, cost, the coach's move and why."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from tutor.app.citations import cite
from tutor.app.safe import plain
from tutor.play import Review
from tutor.play.coach import CLEAR, SERIOUS, SMALL
from tutor.words import render as say
from tutor.words import t
from tutor.words.play import MARK_ICONS, action_text, mark_label


def review_lines(rv: Review, mine: Sequence[int]) -> str:
    """The review as Markdown, one line a decision, numbered among the learner's moves
    (``mine``: the indices of the round's moves that were the learner's)."""
    lines = []
    for item in rv.items:
        number = mine.index(item.move_index) + 1 if item.move_index in mine else 0
        icon, label = MARK_ICONS[item.mark], plain(mark_label(item.mark))
        played = plain(action_text(item.played))
        why = plain(say(item.reason))
        if item.same:
            lines.append(f"- {icon} {number}. *{played}* — {label}. {why}")
            continue
        better = plain(action_text(item.better))
        cost = f" {plain(t('play-page-review-cost', cost=item.cost))}" if item.mistake else ""
        lines.append(
            f"- {icon} {number}. *{played}* — **{label}**{cost}. "
            f"{plain(t('play-page-review-coach'))} *{better}*. {why} ({cite(item.reason.point)})"
        )
    return "\n".join(lines)


def show_review(rv: Review, mine: Sequence[int]) -> None:
    """The review on the page: the coach's agreement, the summary, the marks' thresholds
    and a line for each decision."""
    if rv.all_same and rv.decisions:
        st.success(plain(t("play-page-coach-agrees")), icon="👏")
    st.markdown(plain(say(rv.summary())))
    st.caption(plain(t("play-page-review-marks", small=SMALL, clear=CLEAR, serious=SERIOUS)))
    st.markdown(review_lines(rv, mine))
