"""Charts for the Progress and Drill pages: plain functions from the progress store's
numbers (or a drill's answers) to Plotly figures, tested without Streamlit.

* :func:`accuracy_figure` — share of right answers per rule point (rule-book points).
* :func:`answers_over_time_figure` — right and wrong answers per day.
* :func:`leitner_figure` — how many rule points sit in each Leitner box (1 = review most).
* :func:`answer_times_figure` — a drill's answer time per group, with the median.

Rule tags and question kinds may come from an imported file, so they enter figures
HTML-escaped and reach hover text through ``customdata``, never inside a template.
"""

from __future__ import annotations

import html
import unicodedata
from collections import Counter
from collections.abc import Mapping, Sequence
from datetime import date, datetime

import plotly.graph_objects as go

from tutor.engine import rulebook
from tutor.store.progress import AnswerRow
from tutor.words import t
from tutor.words.locale import current
from tutor.words.switch_values import switch_label

TITLE_CHARS = 34
"""The most characters of a chart title on one line: a phone's chart, 350 px wide, fits
about this many Latin letters (a longer title was cut at the edge: Plotly does not wrap).
A Hangul syllable (any wide character) is as wide as two."""


def _width(text: str) -> int:
    """How many Latin letters ``text`` is as wide as: a wide character (한) counts two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def chart_title(text: str) -> str:
    """A chart's title broken between words into lines that fit a phone's chart (escaped:
    Plotly reads a few tags in titles)."""
    lines: list[str] = []
    for word in text.split():
        if lines and _width(f"{lines[-1]} {word}") <= TITLE_CHARS:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return "<br>".join(html.escape(line, quote=False) for line in lines or [text])


RIGHT = "#2e7d32"
WRONG = "#c62828"
MIDDLE = "#f9a825"
BOX_COLOURS = ("#c62828", "#ef6c00", "#f9a825", "#7cb342", "#2e7d32")
BOXES = (1, 2, 3, 4, 5)
_MARGIN = {"l": 40, "r": 10, "t": 50, "b": 40}


def esc(text: str) -> str:
    return html.escape(text, quote=False)


SWITCH = "switch:"
"""How a question's tag names a rule switch (``switch:jokers``) rather than a rule point."""


def point_label(tag: str) -> str:
    """A rule tag as a short axis label in the language in force: "5.2 Knock" (the rule
    book's title of the point), a switch by its label ("Jokers in the deck"); a tag of
    neither as it is."""
    if tag.startswith(SWITCH):
        return switch_label(tag.removeprefix(SWITCH))
    if not rulebook.is_point(tag):
        return tag
    p = rulebook.point(tag, locale=current())
    return f"{p.id} {p.title}"


def accuracy_colour(share: float) -> str:
    """Green from 80 % right, amber from 50 %, red below."""
    return RIGHT if share >= 0.8 else MIDDLE if share >= 0.5 else WRONG


def accuracy_figure(accuracy: Mapping[str, tuple[int, int]]) -> go.Figure:
    """One bar per rule tag: percent of right answers, labelled 'right/total', in the
    order given (``ProgressStore.accuracy_by_rule`` sorts 2 before 10). A point with no
    right answer has no bar to draw: a red mark on the axis carries its '0/n' instead, so a
    point due for review never looks like an empty slot."""
    tags = [tag for tag, (_, total) in accuracy.items() if total > 0]
    right = [accuracy[tag][0] for tag in tags]
    total = [accuracy[tag][1] for tag in tags]
    shares = [r / n for r, n in zip(right, total, strict=True)]
    x = [esc(point_label(tag)) for tag in tags]
    hover = (
        t(
            "charts-accuracy-hover",
            x="%{x}",
            y="%{y}",
            right="%{customdata[0]}",
            total="%{customdata[1]}",
        )
        + "<extra></extra>"
    )
    fig = go.Figure(
        go.Bar(
            x=x,
            y=[round(100 * s, 1) for s in shares],
            text=[f"{r}/{n}" for r, n in zip(right, total, strict=True)],
            textposition="auto",
            customdata=[[r, n] for r, n in zip(right, total, strict=True)],
            marker_color=[accuracy_colour(s) for s in shares],
            hovertemplate=hover,
            name=t("charts-accuracy-trace"),
        )
    )
    missed = [i for i, r in enumerate(right) if r == 0]
    if missed:
        fig.add_trace(
            go.Scatter(
                x=[x[i] for i in missed],
                y=[0] * len(missed),
                mode="markers+text",
                marker={"symbol": "x-thin", "size": 14, "color": WRONG, "line": {"width": 3}},
                text=[f"0/{total[i]}" for i in missed],
                textposition="top center",
                textfont={"color": WRONG},
                customdata=[[0, total[i]] for i in missed],
                hovertemplate=hover,
                name=t("charts-accuracy-none-right"),
                cliponaxis=False,
            )
        )
    fig.update_layout(
        title=chart_title(t("charts-accuracy-title")),
        xaxis_title=t("charts-accuracy-x"),
        yaxis_title=t("charts-accuracy-y"),
        margin=_MARGIN,
        height=340,
        showlegend=False,
    )
    fig.update_xaxes(type="category", categoryorder="array", categoryarray=x)
    fig.update_yaxes(range=[0, 105])
    return fig


def daily_counts(answers: Sequence[AnswerRow]) -> list[tuple[date, int, int]]:
    """(day, right, wrong) for each day with answers, oldest first, in local time."""
    return quarter_days([(a.answered_at, int(a.correct), 1) for a in answers])


def quarter_days(quarters: Sequence[tuple[datetime, int, int]]) -> list[tuple[date, int, int]]:
    """(day, right, wrong) for each day, oldest first, in local time, from (moment, right,
    answers) counts such as ``ProgressStore.answer_quarters`` gives."""
    right: Counter[date] = Counter()
    total: Counter[date] = Counter()
    for moment, r, n in quarters:
        day = moment.astimezone().date()
        right[day] += r
        total[day] += n
    return [(d, right[d], total[d] - right[d]) for d in sorted(total)]


def answers_over_time_figure(days: Sequence[tuple[date, int, int]]) -> go.Figure:
    """Stacked bars of right and wrong answers per day: ``days`` as :func:`daily_counts` or
    :func:`quarter_days` give them."""
    x = [d.isoformat() for d, _, _ in days]
    fig = go.Figure()
    for kind, colour, values in (
        ("right", RIGHT, [r for _, r, _ in days]),
        ("wrong", WRONG, [w for _, _, w in days]),
    ):
        name = t("charts-answer-kind", kind=kind)
        fig.add_trace(
            go.Bar(
                x=x,
                y=values,
                name=name,
                marker_color=colour,
                hovertemplate=t("charts-day-hover", x="%{x}", y="%{y}", kind=kind)
                + "<extra></extra>",
            )
        )
    fig.update_layout(
        title=chart_title(t("charts-days-title")),
        barmode="stack",
        xaxis_title=t("charts-days-x"),
        yaxis_title=t("charts-days-y"),
        legend_title_text="",
        margin=_MARGIN,
        height=320,
    )
    fig.update_xaxes(type="category")
    return fig


def leitner_counts(boxes: Mapping[str, int]) -> list[int]:
    """How many rule tags sit in each box 1 to 5."""
    counts = Counter(boxes.values())
    return [counts.get(b, 0) for b in BOXES]


def leitner_figure(boxes: Mapping[str, int]) -> go.Figure:
    """Rule tags per Leitner box; hovering a bar lists its tags. A right answer moves a tag
    up one box, a wrong one back to box 1."""
    members = {b: [esc(point_label(tag)) for tag, box in boxes.items() if box == b] for b in BOXES}
    fig = go.Figure(
        go.Bar(
            x=[t("charts-box", box=b) for b in BOXES],
            y=leitner_counts(boxes),
            text=[str(len(members[b])) for b in BOXES],
            textposition="auto",
            customdata=[", ".join(members[b]) or t("charts-box-empty") for b in BOXES],
            marker_color=list(BOX_COLOURS),
            hovertemplate="%{x}: %{customdata}<extra></extra>",
            name=t("charts-leitner-trace"),
        )
    )
    fig.update_layout(
        title=chart_title(t("charts-leitner-title")),
        xaxis_title=t("charts-leitner-x"),
        yaxis_title=t("charts-leitner-y"),
        margin=_MARGIN,
        height=300,
    )
    fig.update_xaxes(type="category")
    fig.update_yaxes(rangemode="tozero", dtick=1)
    return fig


def answer_times_figure(
    seconds: Sequence[float], correct: Sequence[bool], median: float | None = None
) -> go.Figure:
    """A drill's answer times: one bar per group, green if right, red if wrong, with a
    dotted line at the median."""
    if len(seconds) != len(correct):
        raise ValueError("answer_times_figure needs one right/wrong mark per time")
    numbers = list(range(1, len(seconds) + 1))
    fig = go.Figure(
        go.Bar(
            x=numbers,
            y=[round(s, 2) for s in seconds],
            marker_color=[RIGHT if c else WRONG for c in correct],
            customdata=[t("charts-answer-kind", kind="right" if c else "wrong") for c in correct],
            hovertemplate=t("charts-time-hover", x="%{x}", y="%{y}", kind="%{customdata}")
            + "<extra></extra>",
            name=t("charts-time-trace"),
        )
    )
    if median is not None:
        fig.add_hline(
            y=median,
            line_dash="dot",
            line_color="#555",
            annotation_text=t("charts-median", seconds=f"{median:.1f}"),
            annotation_position="top left",
        )
    fig.update_layout(
        title=chart_title(t("charts-time-title")),
        xaxis_title=t("charts-time-x"),
        yaxis_title=t("charts-time-y"),
        margin=_MARGIN,
        height=300,
        showlegend=False,
    )
    fig.update_xaxes(dtick=1 if len(numbers) <= 20 else None)
    return fig
