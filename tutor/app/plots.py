"""Showing Plotly charts: one way for every page.

Charts here carry few numbers, each printed on the chart, so zooming adds nothing: every
chart is drawn with fixed axes and no drag mode (a finger drag on a phone scrolls the page
instead of zooming). On narrow screens (phones) the chart is static: the Plotly toolbar is
hidden (it covered the chart's title) and the chart ignores touches, which go to the page.
"""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go
import streamlit as st

from tutor.app.layout import NARROW_PX

CONFIG: dict[str, Any] = {
    "displaylogo": False,
    "scrollZoom": False,
    "doubleClick": False,
    "showTips": False,
    "modeBarButtonsToRemove": [
        "zoom2d", "pan2d", "select2d", "lasso2d", "zoomIn2d", "zoomOut2d",
        "autoScale2d", "resetScale2d",
    ],
}  # fmt: skip
"""Plotly's options: no zoom of any kind; the toolbar keeps only the picture download."""

STILL_CSS = (
    f"<style>@media (max-width:{NARROW_PX}px){{"
    '[data-testid="stPlotlyChart"] .modebar-container{display:none!important}'
    '[data-testid="stPlotlyChart"] .js-plotly-plot,'
    '[data-testid="stPlotlyChart"] .js-plotly-plot *{pointer-events:none!important}'
    "}</style>"
)


def still(fig: go.Figure) -> go.Figure:
    """``fig`` with fixed axes and no drag mode (it is changed in place and returned)."""
    fig.update_layout(dragmode=False)
    fig.update_xaxes(fixedrange=True)
    fig.update_yaxes(fixedrange=True)
    return fig


def show_chart(fig: go.Figure, *, key: str, alt: str | None = None) -> None:
    """Draw ``fig`` full width, without zoom, and static on narrow screens. A figure made
    still already (one kept between runs, maybe drawn by another session at once) is
    not changed again."""
    st.html(STILL_CSS)
    if fig.layout.dragmode is not False:
        still(fig)
    st.plotly_chart(fig, key=key, config=CONFIG, width="stretch", alt=alt or None)
