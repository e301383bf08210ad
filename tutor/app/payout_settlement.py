"""The payout checker's settlement, as drawn under the form: the verdict, each hand's count,
who pays what and why, the charts, the step-through and the downloads. Every number is the
engine's (:class:`~tutor.engine.settlement.Settlement`); this module only draws it.

The charts are built once per settlement (kept by the settled round's JSON, the money, the
loser chosen or the step shown, and the visitor's language), and the charts and the
step-through are fragments: choosing a loser or a step redraws them alone."""

from __future__ import annotations

from decimal import Decimal
from typing import Any, cast

import plotly.graph_objects as go
import streamlit as st

from tutor.app.cards_view import CARD_CSS, groups_html, hand_html
from tutor.app.charts import money_flow, net_chart, step_bar, waterfall
from tutor.app.citations import cite_all
from tutor.app.compare import field_label
from tutor.app.lang import language
from tutor.app.layout import mark_fragment_run
from tutor.app.phone import scroll_into_view, wide_only, wide_or_stacked
from tutor.app.plots import show_chart, still
from tutor.app.safe import plain
from tutor.app.state import preset_of
from tutor.engine.cards import parse_cards
from tutor.engine.ledger import stakes_money
from tutor.engine.reasons import Reason
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.settlement import Settlement
from tutor.words import listing, t
from tutor.words import render as say
from tutor.words.engine import doubling_short, preset_name, step_title
from tutor.words.ledger import (
    HandLabelCode,
    flow_summary,
    hand_label,
    ledger_message,
    net_summary,
    payment_summary,
    stakes,
    winner_line,
)
from tutor.words.money import money_text

STEP_KEY = "payout_step"
LOSER_KEY = "payout_loser"
# The columns of the losers' table (codes; each heading is ``payout-column``'s).
LOSER_COLUMNS = ("loser", "points", "position", "base", "doublings", "total", "paid-by")
ss = st.session_state


class Money:
    """The value of one stake and its currency, as entered above the form (rule 6.6)."""

    def __init__(self, stake: Decimal | None, currency: str) -> None:
        self.stake, self.currency = stake, currency

    def text(self, stakes: float) -> str:
        """``stakes`` in money: ``₩4,000`` (Babel's conventions for the currency)."""
        assert self.stake is not None
        return money_text(stakes_money(stakes, self.stake), self.currency)

    def signed(self, stakes: float) -> str:
        """A net result in money, with its sign: ``+₩6,000``."""
        assert self.stake is not None
        return money_text(stakes_money(stakes, self.stake), self.currency, sign=True)


NO_MONEY = Money(None, "")
"""Charts in stakes."""


def cited(reason: Reason) -> str:
    """A reason in words (escaped) followed by its rule-book point as a link into the Rule
    book, e.g. "… (Doublings (rule 6.3))"."""
    link = cite_all(reason.point)
    return plain(say(reason)) + (f" ({link})" if link else "")


def cited_list(reasons: Any) -> str:
    return "\n".join(f"- {cited(r)}" for r in reasons)


def rules_words(rules: Rules) -> str:
    """The rules in force in a few words: the preset (bold) and any switch changed."""
    changed = [field_label(k) for k in rules.to_spec() if k != "preset"]
    preset = f"**{plain(preset_name(preset_of(rules)))}**"
    return t("payout-rules-words", preset=preset, changed=plain(listing(changed)) or "none")


@st.cache_resource(show_spinner=False, max_entries=128)
def _figure(
    kind: str, text: str, part: object, worth: tuple[str, str] | None, lang: str,
    _s: Settlement, _money: Money,
) -> go.Figure:  # fmt: skip
    """A chart of the settlement ``_s`` (settled from the round ``text``): ``kind`` is
    ``waterfall`` (``part``: the loser), ``step`` (``part``: the loser and the bar lit),
    ``flow`` (``part``: the loser lit) or ``net``; ``worth`` the stake and currency when
    the charts are in money."""
    if kind == "waterfall":
        fig = waterfall(_s.line_for(str(part)), money=_money.text if worth else None)
    elif kind == "step":
        loser, bar = cast("tuple[str, int | None]", part)
        fig = waterfall(_s.line_for(loser), highlight_bar=bar)
    elif kind == "flow":
        fig = money_flow(_s, highlight_loser=cast("str | None", part))
    else:
        fig = net_chart(_s, money=_money.signed if worth else None)
    return still(fig)


def figure(kind: str, text: str, s: Settlement, money: Money, part: object = None) -> go.Figure:
    """The chart ``kind`` of ``s``, built once per settlement and what it shows."""
    worth = (str(money.stake), money.currency) if money.stake else None
    return _figure(kind, text, part, worth, language(), s, money)


def winner_section(s: Settlement, scroll: bool, rules: Rules, money: Money) -> None:
    with st.container(key="payout_verdict"):
        st.subheader(winner_line(plain(s.winner, one_line=True), s.collected))
        worth = ""
        if money.stake:
            worth = t(
                "payout-worth",
                stake=plain(money.text(1)),
                winner=plain(s.winner),
                money=f"**{plain(money.text(s.collected))}**",
            )
        st.markdown(ledger_message("settled-under", rules=rules_words(rules)) + worth)
        if s.lines:
            st.markdown(
                "  \n".join(
                    t(
                        "payout-loser-pays",
                        name=plain(line.name),
                        stakes=line.total,
                        money=plain(money.text(line.total)) if money.stake else "none",
                        payer=plain(line.payer) if line.payer != line.name else "none",
                    )
                    for line in s.lines
                )
            )
    if scroll:
        scroll_into_view("payout_verdict")
    wide_only("payout_metrics")  # on a phone the heading says it all
    with st.container(key="payout_metrics"):
        cols = st.columns(3)
        cols[0].metric(t("payout-metric-winner"), plain(s.winner, one_line=True))  # markdown
        cols[1].metric(t("payout-metric-collects"), stakes(s.collected))
        cols[2].metric(t("payout-metric-losers"), len(s.lines) or len(s.penalty))
    st.markdown(t("payout-why", perfect=s.perfect, undercut=s.undercut))
    st.markdown(cited_list(s.winner_why))


def hands_section(s: Settlement, rules: Rules) -> None:
    st.markdown(t("payout-points-header"))
    parts = [CARD_CSS]
    for p in s.players:
        cards = parse_cards(p.hand, rules)
        melded = [parse_cards(m, rules) for m in p.melds]
        code: HandLabelCode
        if p.by_count:
            code = "winner" if p.name == s.winner else "as-entered"
        else:
            code = "counted" if cards else "no-cards"
        label = hand_label(code, p.name, p.points, p.sevens)  # escaped by hand_html
        parts.append(hand_html(cards, label=label, dim=[c for m in melded for c in m]))
        if melded:
            parts.append(groups_html(melded, label=t("payout-laid-at-end")))
    st.html("".join(parts))
    if any(p.melds for p in s.players):
        st.caption(t("payout-faded-caption"))
    with st.expander(t("payout-how-counted")):
        for p in s.players:
            st.markdown(f"**{plain(p.name)}**: " + " ".join(plain(say(r)) for r in p.why))


def doublings_text(line: Any) -> str:
    if not line.doublings:
        return t("payout-no-doublings")
    return ", ".join(f"×{d.factor} {doubling_short(d)}" for d in line.doublings)


def payments_section(s: Settlement) -> None:
    st.markdown(t("payout-losers-header"))
    if s.lines:
        head = {c: t("payout-column", column=c) for c in LOSER_COLUMNS}
        rows = [
            {
                head["loser"]: plain(line.name, one_line=True),
                head["points"]: line.points,
                head["position"]: line.position,
                head["base"]: line.base,
                head["doublings"]: doublings_text(line),
                head["total"]: line.total,
                head["paid-by"]: plain(line.payer, one_line=True),
            }
            for line in s.lines
        ]
        import pandas as pd  # here, not at the top: a first open without a round needs none

        wide_or_stacked("payout_table", "payout_cards")
        with st.container(key="payout_table"):
            # a table (not a grid) wraps at phone width; its cells render markdown: names escaped
            st.table(pd.DataFrame(rows).set_index(head["loser"]))
        with st.container(key="payout_cards"):
            for line in s.lines:
                loser_card(line)
        with st.expander(t("payout-why-each")):
            for line in s.lines:
                reasons = [line.position_why, *(d.why for d in line.doublings),
                           line.payer_why]  # fmt: skip
                why = cited_list(reasons)
                st.markdown(f"**{plain(line.name, one_line=True)}**\n{why}")
    for tr in s.penalty:
        st.markdown(f"- {cited(tr.why)}")
    if s.compensation:
        st.markdown(t("payout-compensation-header"))
        st.markdown(cited_list(tr.why for tr in s.compensation))


def loser_card(line: Any) -> None:
    """One loser's line as a small card: the narrow screen's form of the table."""
    with st.container(border=True):
        st.markdown(
            t(
                "payout-loser-card",
                name=f"**{plain(line.name)}**",
                stakes=line.total,
                payer=f"**{plain(line.payer)}**" if line.payer != line.name else "none",
                points=line.points,
                position=line.position,
                base=line.base,
                doublings=plain(doublings_text(line)),
            )
        )


@st.fragment
def charts_section(s: Settlement, money: Money, text: str) -> None:
    """The chosen loser's waterfall, the money flow and the net result.
    A fragment: choosing another loser redraws these charts, not the whole page."""
    chosen = None
    if s.lines:
        names = [line.name for line in s.lines]
        if ss.get(LOSER_KEY) not in names:
            ss[LOSER_KEY] = names[0]
        if len(names) > 1:
            st.segmented_control(
                t("payout-payment-of"),
                names,
                key=LOSER_KEY,
                required=True,
                format_func=lambda n: plain(n, one_line=True),
                help=t("payout-payment-of-help"),
            )
        chosen = ss[LOSER_KEY]
        line = s.line_for(chosen)
        chart = figure("waterfall", text, s, money, chosen)  # in money once it is set
        show_chart(chart, key="payout_waterfall", alt=waterfall_alt(line))
    every = [*s.transfers, *s.penalty, *s.compensation]
    flow = [(tr.payer, tr.payee, tr.stakes) for tr in every]
    flow_fig = figure("flow", text, s, money, chosen)
    show_chart(flow_fig, key="payout_flow", alt=flow_summary(flow))
    show_chart(figure("net", text, s, money), key="payout_net", alt=net_summary(s.net))
    net = ", ".join(f"{plain(n)} **{v:+d}**" for n, v in s.net.items())
    st.markdown(t("payout-net", results=net))
    mark_fragment_run()  # a run of the charts alone is counted too


def waterfall_alt(line: Any) -> str:
    return payment_summary(line.name, line.base, [d.factor for d in line.doublings], line.total)


def _move(delta: int, last: int) -> None:
    ss[STEP_KEY] = min(max(int(ss.get(STEP_KEY, 0)) + delta, 0), last)


@st.fragment
def step_through(s: Settlement, text: str) -> None:
    """One settlement step at a time, with Back and Next (a fragment: a step redraws the
    step-through alone)."""
    st.subheader(t("payout-steps-header"))
    steps = s.steps()
    last = len(steps) - 1
    i = min(max(int(ss.get(STEP_KEY, 0)), 0), last)
    ss[STEP_KEY] = i
    step = steps[i]
    with st.container(border=True, key="payout_step_box"):
        st.caption(t("payout-step-of", step=i + 1, steps=len(steps)))
        st.markdown(f"**{plain(step_title(step))}**")
        st.markdown(" ".join(cited(r) for r in step.why))
        cols = st.columns(2)
        cols[0].button(
            t("payout-step-back"),
            key="step_back",
            on_click=_move,
            args=(-1, last),
            disabled=i == 0,
            width="stretch",
        )
        cols[1].button(
            t("payout-step-next"),
            key="step_next",
            on_click=_move,
            args=(1, last),
            disabled=i == last,
            width="stretch",
        )
        if step.loser is not None:
            line = s.line_for(step.loser)
            fig = figure("step", text, s, NO_MONEY, (line.name, step_bar(step, line)))
            show_chart(fig, key="payout_step_chart", alt=waterfall_alt(line))
    mark_fragment_run()


def downloads(record: RoundRecord, s: Settlement) -> None:
    cols = st.columns(2)
    cols[0].download_button(
        t("payout-download-round"),
        record.to_json(),
        file_name="hoola-round.json",
        mime="application/json",
        key="payout_dl_record",
    )
    cols[1].download_button(
        t("payout-download-settlement"),
        s.to_json(),
        file_name="hoola-settlement.json",
        mime="application/json",
        key="payout_dl_settlement",
    )
