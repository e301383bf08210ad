"""Charts for the game ledger: plain functions from a :class:`~tutor.engine.ledger.LedgerView` to
Plotly figures, tested without Streamlit. Titles, axes and hover texts come from the catalog
in the visitor's language.

Player names are user text: they enter figures HTML-escaped (Plotly reads a few tags in
labels), and hover templates refer to them through ``%{fullData.name}`` so that a name
is never read as a template.
"""

from __future__ import annotations

import html
from typing import Any

import plotly.graph_objects as go

from tutor.engine.ledger import LedgerView
from tutor.words import t
from tutor.words.money import stakes_text


def cumulative_figure(view: LedgerView, *, money: bool = False) -> go.Figure:
    """Each player's running result after every round (0 = before the first), in stakes,
    or in money with ``money=True``. Every round's values sum to zero.

    Built from plain values and handed to Plotly unchecked (``_validate=False``): its
    checks took some 30 times as long as the figure itself; the tests read the figure."""
    game = view.game
    rounds = list(range(len(view.rounds) + 1))
    currency = html.escape(game.currency)
    unit = currency if money else t("game-chart-unit-stakes")
    # Plotly's placeholders go in as the message's values
    after = t("game-chart-hover", round="%{x}", value="%{customdata}", unit=unit or "none")
    traces = []
    for name in game.players:
        if money:
            ys = [0.0, *(float(r.running_money[name]) for r in view.rounds)]
            labels = ["0", *(f"{r.running_money[name]:f}" for r in view.rounds)]
        else:
            ys = [0.0, *(float(r.running_stakes[name]) for r in view.rounds)]
            labels = ["0", *(stakes_text(r.running_stakes[name]) for r in view.rounds)]
        traces.append(
            {
                "type": "scatter",
                "x": rounds,
                "y": ys,
                "customdata": labels,
                "mode": "lines+markers",
                "name": html.escape(name),
                "hovertemplate": f"%{{fullData.name}}<br>{after}<extra></extra>",
            }
        )
    y_title = t("game-chart-y", money="true" if money else "false", unit=unit or "none")
    layout: dict[str, Any] = {
        "title": {"text": t("game-chart-title", unit=unit or "none")},
        "xaxis": {"title": {"text": t("game-chart-x")}, "rangemode": "tozero"},
        "yaxis": {"title": {"text": y_title}},
        "hovermode": "x unified",
        "legend": {"title": {"text": t("game-chart-legend")}},
        "margin": {"l": 40, "r": 10, "t": 50, "b": 40},
        "height": 360,
        "shapes": [  # the zero line across the plot (Plotly's add_hline)
            {
                "type": "line",
                "xref": "x domain",
                "x0": 0,
                "x1": 1,
                "yref": "y",
                "y0": 0,
                "y1": 0,
                "line": {"dash": "dot", "color": "#888"},
            }
        ],
    }
    if len(rounds) <= 20:
        layout["xaxis"]["dtick"] = 1
    return go.Figure(data=traces, layout=layout, _validate=False)


def cumulative_alt(view: LedgerView) -> str:
    """The running totals in one sentence (the chart's text for screen readers): each
    player's total in stakes after the last round."""
    totals = ", ".join(f"{n} {stakes_text(view.totals[n], sign=True)}" for n in view.game.players)
    return t("game-chart-alt", rounds=len(view.rounds), totals=totals)
