"""The game ledger's results: the last round's confirmation, the running totals, who pays
whom, the rounds table (cards on a phone) and the running-totals chart.

The game is worked out (:func:`~tutor.engine.ledger.ledger`) and its chart built once per
change of the game, not on every run: both are kept by the game's saved form (a round
added, edited or removed, a player renamed is a new game text), the chart also by its unit
and the visitor's language."""

from __future__ import annotations

import plotly.graph_objects as go
import streamlit as st

from tutor.app.lang import language
from tutor.app.layout import mark_fragment_run
from tutor.app.ledger_charts import cumulative_alt, cumulative_figure
from tutor.app.ledger_state import SCROLL_KEY, show_flash
from tutor.app.ledger_view import ending_name, summary_rows
from tutor.app.phone import scroll_into_view, wide_or_stacked
from tutor.app.plots import show_chart, still
from tutor.app.safe import plain
from tutor.engine.ledger import Game, LedgerView, RoundView, ledger
from tutor.words import t
from tutor.words.ledger import ledger_message
from tutor.words.money import money_text, stakes_text

ss = st.session_state


@st.cache_resource(show_spinner=False, max_entries=64)
def _worked_out(text: str, _game: Game) -> LedgerView:
    return ledger(_game)


def game_view(game: Game) -> LedgerView:
    """``ledger(game)``, worked out once per state of the game (kept by its JSON text).
    Raises like ``ledger`` (a refused game is worked out again when shown again)."""
    return _worked_out(game.model_dump_json(), game)


@st.cache_resource(show_spinner=False, max_entries=64)
def _chart(text: str, money: bool, lang: str, _view: LedgerView) -> go.Figure:
    return still(cumulative_figure(_view, money=money))


def status_section(view: LedgerView) -> None:
    """The last round's confirmation, the running totals and who pays whom, above the next
    round's form; scrolled into view after a round is saved."""
    with st.container(key="game_status"):
        show_flash()
        if view.rounds:
            totals_section(view)
            payments_section(view)
    if ss.pop(SCROLL_KEY, False):
        scroll_into_view("game_status")


def rounds_table(view: LedgerView) -> None:
    st.header(t("game-rounds-header"))
    if not view.rounds:
        st.caption(t("game-no-rounds"))
        return
    rows = summary_rows(view)
    wide_or_stacked("game_rounds_table", "game_rounds_cards")
    with st.container(key="game_rounds_table"):
        st.dataframe(rows, hide_index=True)
    with st.container(key="game_rounds_cards"):
        for r, row in zip(view.rounds, rows, strict=True):
            round_card(r, row, len(row) - len(view.game.players))
    st.caption(t("game-rounds-caption", out=t("game-dropped-out-mark")))


def round_card(r: RoundView, row: dict[str, object], fixed: int) -> None:
    """One round as a small card: the narrow screen's form of the rounds table."""
    items = list(row.items())
    results = " · ".join(f"{plain(str(name))} **{plain(str(v))}**" for name, v in items[fixed:])
    with st.container(border=True):
        st.markdown(
            t(
                "game-round-card",
                number=r.number,
                ending=plain(ending_name(r.ending, r.perfect)),
                multiplier=f"×{r.multiplier}",
                dealer=plain(r.dealer),
                winner=f"**{plain(r.winner)}**",
                results=results,
            )
        )


def totals_section(view: LedgerView) -> None:
    game = view.game
    st.header(t("game-totals-header"))
    player, stakes, money = (t(f"game-column-{c}") for c in ("player-heading", "stakes", "money"))
    rows = [
        {
            player: name,
            stakes: stakes_text(view.totals[name], sign=True),
            money: money_text(view.money[name], game.currency, sign=True),
        }
        for name in game.players
    ]
    with st.container(key="game_totals_table"):
        st.dataframe(rows, hide_index=True)
    stake = money_text(game.stake, game.currency)
    st.caption(t("game-totals-caption", stake=plain(stake)))


@st.fragment
def chart_section(view: LedgerView) -> None:
    """The running totals as a chart, in stakes or money (a toggle: a fragment, so the
    switch redraws the chart alone)."""
    if view.rounds:
        money = st.toggle(t("game-chart-money"), key="game_chart_money")
        fig = _chart(view.game.model_dump_json(), money, language(), view)
        show_chart(fig, key="game_chart", alt=cumulative_alt(view))
    mark_fragment_run()


def payments_section(view: LedgerView) -> None:
    st.header(t("game-payments-header"))
    if not view.payments:
        st.caption(t("game-nobody-owes"))
        return
    lines = [
        "- "
        + ledger_message(
            "payment",
            payer=f"**{plain(p.payer)}**",
            payee=f"**{plain(p.payee)}**",
            amount=stakes_text(p.stakes),
            stakes=p.stakes,
            money=plain(money_text(p.money, view.game.currency)),
        )
        for p in view.payments
    ]
    st.markdown("\n".join(lines))
    st.caption(ledger_message("transfers", count=len(view.payments)))
