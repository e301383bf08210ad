"""Charts for the payout checker: plain functions from the engine's settlement to Plotly
figures, tested without Streamlit.

* :func:`waterfall` — one loser's payment built up from the base stakes through each
  doubling to the total.
* :func:`money_flow` — who pays whom (a Sankey diagram from payers to payees).
* :func:`net_chart` — each player's net result.

Player names are user text: they enter figures HTML-escaped (Plotly reads a few tags in
labels), and hover templates take them from data, never as part of a template.
"""

from __future__ import annotations

import html
from collections.abc import Callable

import plotly.graph_objects as go

from tutor.engine.settlement import LoserLine, Settlement, Step
from tutor.words import render, t
from tutor.words.engine import doubling_short
from tutor.words.ledger import (
    FlowLinkCode,
    flow_link,
    flow_node,
    flow_title,
    ledger_message,
    payment_title,
    stakes,
)

UP = "#c62828"
"""A doubling: the loser pays more."""
BASE = "#546e7a"
TOTAL = "#37474f"
HIGHLIGHT = "#f9a825"
GAIN = "#2e7d32"
LOSS = "#c62828"
EVEN = "#9e9e9e"
FADED = "rgba(120,120,120,0.25)"
INK = "#1f1f1f"
"""Text laid over a chart's bands (the Sankey's labels): the theme's pale grey read at
about 2:1 on the grey and amber links."""

_MARGIN = {"l": 40, "r": 10, "t": 50, "b": 40}


def esc(text: str) -> str:
    return html.escape(text, quote=False)


def waterfall_labels(line: LoserLine) -> list[str]:
    """The bars' labels: base, each doubling ('×2 seven 1/1'), total (unique per line)."""
    labels = [t("chart-bar-base", position=line.position)]
    for i, d in enumerate(line.doublings):
        labels.append(f"{i + 1}. ×{d.factor} {doubling_short(d)}")
    labels.append(t("chart-bar-total"))
    return labels


def step_bar(step: Step, line: LoserLine) -> int | None:
    """The waterfall bar a settlement step is about: 0 the base, ``i + 1`` doubling ``i``,
    the last bar the total; ``None`` when the step is not about this loser."""
    if step.loser != line.name:
        return None
    if step.stage == "position":
        return 0
    if step.stage == "doubling" and step.doubling is not None:
        return step.doubling + 1
    if step.stage == "total":
        return len(line.doublings) + 1
    return None


def waterfall(
    line: LoserLine,
    highlight: int | None = None,
    *,
    highlight_bar: int | None = None,
    money: Callable[[float], str] | None = None,
) -> go.Figure:
    """One loser's payment: the base stakes (by position), then each doubling as a
    relative step of ``running × factor − running``, then the total as a 'total' bar.

    ``highlight`` is a doubling's index (as in :attr:`Step.doubling`); ``highlight_bar``
    a bar's index (0 the base, the last the total). The highlighted bar is outlined and
    marked "now" (waterfall bars share one colour per kind, so a shape does the marking).
    ``money`` (stakes to money, when a stake's value is set): the total's label says the
    money too."""
    labels = waterfall_labels(line)
    measure = ["absolute"]
    ys = [line.base]
    texts = [str(line.base)]
    hovers = [render(line.position_why)]
    running = line.base
    for d in line.doublings:
        after = running * d.factor
        measure.append("relative")
        ys.append(after - running)
        texts.append(f"{running} → {after}")
        hovers.append(render(d.why))
        running = after
    measure.append("total")
    ys.append(line.total)
    texts.append(f"{line.total} = {esc(money(line.total))}" if money else str(line.total))
    hovers.append(render(line.payer_why))
    fig = go.Figure(
        go.Waterfall(
            x=labels,
            y=ys,
            measure=measure,
            text=texts,
            textposition="outside",
            customdata=[esc(h) for h in hovers],
            hovertemplate="%{x}<br>%{customdata}<extra></extra>",
            connector={"line": {"color": "#9e9e9e", "dash": "dot"}},
            increasing={"marker": {"color": UP}},
            decreasing={"marker": {"color": GAIN}},
            totals={"marker": {"color": TOTAL}},
            showlegend=False,
        )
    )
    bar = highlight_bar
    if bar is None and highlight is not None:
        bar = highlight + 1
    if bar is not None and 0 <= bar < len(labels):
        tops = [line.base]
        for y in ys[1:-1]:
            tops.append(tops[-1] + y)
        tops.append(line.total)
        before = tops[bar - 1] if measure[bar] == "relative" else 0
        after = tops[bar]
        fig.add_shape(
            type="rect",
            xref="x",
            yref="y",
            x0=bar - 0.48,
            x1=bar + 0.48,
            y0=before,
            y1=after,
            line={"color": HIGHLIGHT, "width": 4},
            fillcolor="rgba(249,168,37,0.25)",
            layer="above",
        )
        fig.add_annotation(
            x=labels[bar],
            y=after,
            text=t("chart-now"),
            showarrow=True,
            arrowhead=2,
            ay=-36,
            font={"color": "#6d4c00"},
        )
    name = esc(line.name)
    fig.update_layout(
        title=payment_title(name, line.base, line.multiplier, line.total),
        yaxis_title=t("chart-axis-stakes"),
        margin=_MARGIN,
        height=340,
        uniformtext={"minsize": 10, "mode": "hide"},
    )
    fig.update_yaxes(rangemode="tozero")
    fig.update_layout(meta={"highlight_bar": bar})
    return fig


def money_flow(settlement: Settlement, highlight_loser: str | None = None) -> go.Figure:
    """Who pays whom: a Sankey diagram from payers (left) to payees (right), one link per
    payment (a payer who pays for several losers has one link for each), plus the
    undercut penalty and the drop-out compensation when there are any. Each node's label
    carries its amount ("Ann pays 4", "Bo gets 12"). With ``highlight_loser``, the link
    carrying that loser's payment stands out."""
    s = settlement
    links: list[tuple[str, str, float, str, str | None]] = []
    for line in s.lines:
        code: FlowLinkCode = "paid-for" if line.payer != line.name else "payment"
        why = flow_link(code, line.payer, s.winner, line.total, line.name)
        links.append((line.payer, s.winner, float(line.total), why, line.name))
    for tr in s.penalty:
        why = flow_link("penalty", tr.payer, tr.payee, tr.stakes)
        links.append((tr.payer, tr.payee, float(tr.stakes), why, None))
    for tr in s.compensation:
        why = flow_link("compensation", tr.payer, tr.payee, tr.stakes)
        links.append((tr.payer, tr.payee, float(tr.stakes), why, None))
    payers = list(dict.fromkeys(link[0] for link in links))
    payees = list(dict.fromkeys(link[1] for link in links))
    paid = {n: sum(link[2] for link in links if link[0] == n) for n in payers}
    got = {n: sum(link[2] for link in links if link[1] == n) for n in payees}
    # the amounts are in the labels: a phone shows no hover text
    labels = [flow_node("pays", esc(n), paid[n], short=True) for n in payers] + [
        flow_node("gets", esc(n), got[n], short=True) for n in payees
    ]
    colours = [LOSS] * len(payers) + [GAIN] * len(payees)

    def link_colour(loser: str | None) -> str:
        if highlight_loser is None:
            return "rgba(198,40,40,0.35)" if loser else "rgba(84,110,122,0.35)"
        return "rgba(249,168,37,0.85)" if loser == highlight_loser else FADED

    fig = go.Figure(
        go.Sankey(
            arrangement="fixed",
            textfont={"color": INK},
            node={
                "label": labels,
                # each node: [name, what the pointer shows] ("Ann pays 1 stake")
                "customdata": [[esc(n), flow_node("pays", esc(n), paid[n])] for n in payers]
                + [[esc(n), flow_node("gets", esc(n), got[n])] for n in payees],
                "color": colours,
                "pad": 18,
                "thickness": 16,
                "hovertemplate": "%{customdata[1]}<extra></extra>",
            },
            link={
                "source": [payers.index(link[0]) for link in links],
                "target": [len(payers) + payees.index(link[1]) for link in links],
                "value": [link[2] for link in links],
                "label": [esc(link[3]) for link in links],
                "color": [link_colour(link[4]) for link in links],
                "customdata": [esc(link[4] or "") for link in links],
                "hovertemplate": "%{label}<extra></extra>",
            },
        )
    )
    title = flow_title(esc(s.winner), s.collected)
    if not links:
        fig.add_annotation(text=ledger_message("nothing-paid"), showarrow=False, x=0.5, y=0.5)
    fig.update_layout(title=title, margin=_MARGIN, height=320 + 20 * max(0, len(links) - 4))
    return fig


def signed(value: float) -> str:
    """A net result with its sign and the word in the right number: '+1 stake',
    '-2 stakes', '0 stakes', '+0.25 stakes'."""
    sign = "+" if value > 0 else "-" if value < 0 else ""
    return sign + stakes(abs(value))


def net_chart(settlement: Settlement, money: Callable[[float], str] | None = None) -> go.Figure:
    """Each player's net result in stakes (positive green, negative red), in seating order.
    Compensation for players forced out (quarter stakes) is a second series when there is
    any. Each series sums to zero. ``money`` (a signed amount in stakes to money, when a
    stake's value is set): each bar is labelled in money and its hover says both."""
    s = settlement
    names = list(s.net)
    values = [s.net[n] for n in names]
    fig = go.Figure(
        go.Bar(
            x=[esc(n) for n in names],
            y=values,
            name=t("chart-series-round"),
            marker_color=[GAIN if v > 0 else LOSS if v < 0 else EVEN for v in values],
            text=[esc(money(v)) if money else f"{v:+d}" for v in values],
            textposition="outside",
            customdata=[
                f"{esc(n)}: {signed(v)}" + (f" = {esc(money(v))}" if money else "")
                for n, v in zip(names, values, strict=True)
            ],
            hovertemplate="%{customdata}<extra></extra>",
        )
    )
    if s.compensation:
        comp_names = list(s.compensation_net)
        comp = [s.compensation_net[n] for n in comp_names]
        fig.add_trace(
            go.Bar(
                x=[esc(n) for n in comp_names],
                y=comp,
                name=t("chart-series-compensation"),
                marker_color="#6a1b9a",
                text=[f"{v:+g}" for v in comp],
                textposition="outside",
                customdata=[
                    t("chart-compensation-hover", name=esc(n), signed=signed(v))
                    for n, v in zip(comp_names, comp, strict=True)
                ],
                hovertemplate="%{customdata}<extra></extra>",
            )
        )
        fig.update_layout(barmode="group", showlegend=True)
    else:
        fig.update_layout(showlegend=False)
    fig.add_hline(y=0, line_color="#888")
    fig.update_layout(
        title=t("chart-net-title"),
        yaxis_title=t("chart-axis-stakes"),
        margin=_MARGIN,
        height=320,
    )
    return fig
