"""Charts for the game ledger: plain functions from a :class:`~tutor.engine.ledger.LedgerView` to
Plotly figures, tested without Streamlit. Titles, axes and hover texts come from the catalog
in the visitor's language.

Player names are user text: they enter figures HTML-escaped (Plotly reads a few tags in
labels), and hover templates refer to them through ``%{fullData.name}`` so that a name
is never read as a template.
"""

from __future__ import annotations

import html

import plotly.graph_objects as go

from tutor.engine.ledger import LedgerView, stakes_text
from tutor.words import t


def cumulative_figure(view: LedgerView, *, money: bool = False) -> go.Figure:
    """Each player's running result after every round (0 = before the first), in stakes,
    or in money with ``money=True``. Every round's values sum to zero."""
    game = view.game
    rounds = list(range(len(view.rounds) + 1))
    currency = html.escape(game.currency)
    unit = currency if money else t("game-chart-unit-stakes")
    fig = go.Figure()
    for name in game.players:
        if money:
            ys = [0.0, *(float(r.running_money[name]) for r in view.rounds)]
            labels = ["0", *(f"{r.running_money[name]:f}" for r in view.rounds)]
        else:
            ys = [0.0, *(float(r.running_stakes[name]) for r in view.rounds)]
            labels = ["0", *(stakes_text(r.running_stakes[name]) for r in view.rounds)]
        # Plotly's placeholders go in as the message's values
        after = t("game-chart-hover", round="%{x}", value="%{customdata}", unit=unit or "none")
        fig.add_trace(
            go.Scatter(
                x=rounds,
                y=ys,
                customdata=labels,
                mode="lines+markers",
                name=html.escape(name),
                hovertemplate=f"%{{fullData.name}}<br>{after}<extra></extra>",
            )
        )
    fig.add_hline(y=0, line_dash="dot", line_color="#888")
    fig.update_layout(
        title=t("game-chart-title", unit=unit or "none"),
        xaxis_title=t("game-chart-x"),
        yaxis_title=t("game-chart-y", money="true" if money else "false", unit=unit or "none"),
        hovermode="x unified",
        legend_title_text=t("game-chart-legend"),
        margin={"l": 40, "r": 10, "t": 50, "b": 40},
        height=360,
    )
    fig.update_xaxes(dtick=1 if len(rounds) <= 20 else None, rangemode="tozero")
    return fig


def cumulative_alt(view: LedgerView) -> str:
    """The running totals in one sentence (the chart's text for screen readers): each
    player's total in stakes after the last round."""
    totals = ", ".join(f"{n} {stakes_text(view.totals[n], sign=True)}" for n in view.game.players)
    return t("game-chart-alt", rounds=len(view.rounds), totals=totals)
