"""Charts for the game ledger: plain functions from a :class:`~tutor.engine.ledger.LedgerView` to
Plotly figures, tested without Streamlit.

Player names are user text: they enter figures HTML-escaped (Plotly reads a few tags in
labels), and hover templates refer to them through ``%{fullData.name}`` so that a name
is never read as a template.
"""

from __future__ import annotations

import html

import plotly.graph_objects as go

from tutor.engine.ledger import LedgerView, stakes_text


def cumulative_figure(view: LedgerView, *, money: bool = False) -> go.Figure:
    """Each player's running result after every round (0 = before the first), in stakes,
    or in money with ``money=True``. Every round's values sum to zero."""
    game = view.game
    rounds = list(range(len(view.rounds) + 1))
    unit = html.escape(game.currency) if money and game.currency else ("" if money else "stakes")
    fig = go.Figure()
    for name in game.players:
        if money:
            ys = [0.0, *(float(r.running_money[name]) for r in view.rounds)]
            labels = ["0", *(f"{r.running_money[name]:f}" for r in view.rounds)]
        else:
            ys = [0.0, *(float(r.running_stakes[name]) for r in view.rounds)]
            labels = ["0", *(stakes_text(r.running_stakes[name]) for r in view.rounds)]
        fig.add_trace(
            go.Scatter(
                x=rounds,
                y=ys,
                customdata=labels,
                mode="lines+markers",
                name=html.escape(name),
                hovertemplate=f"%{{fullData.name}}<br>after round %{{x}}: %{{customdata}} {unit}"
                "<extra></extra>",
            )
        )
    fig.add_hline(y=0, line_dash="dot", line_color="#888")
    fig.update_layout(
        title="Running totals" + (f" ({unit})" if unit else ""),
        xaxis_title="Round",
        yaxis_title=("Money" + (f" ({unit})" if unit else "")) if money else "Stakes",
        hovermode="x unified",
        legend_title_text="Player",
        margin={"l": 40, "r": 10, "t": 50, "b": 40},
        height=360,
    )
    fig.update_xaxes(dtick=1 if len(rounds) <= 20 else None, rangemode="tozero")
    return fig
