"""Payout checker: settle one round and see why each player pays what they pay.

A round comes from the round form, an uploaded JSON record, or one of the sources' worked
examples. Every number on the page is the engine's (``tutor.engine.settlement.settle``): the
winner and why, each hand's count, each loser's position and doublings, who pays whom,
and the net result. The step-through walks :meth:`Settlement.steps` one at a time; the
comparison settles the same round under a second rule set.
"""

from __future__ import annotations

from decimal import Decimal
from functools import cache
from typing import Any

import streamlit as st

from tutor.app.cards_view import CARD_CSS, groups_html, hand_html
from tutor.app.charts import money_flow, net_chart, step_bar, waterfall
from tutor.app.citations import cite, cite_all
from tutor.app.compare import (
    field_label,
    format_value,
    second_rules_picker,
    show_switch_differences,
    switch_change,
)
from tutor.app.form_link import form_from_link, form_to_link
from tutor.app.lang import localized
from tutor.app.layout import mark_run
from tutor.app.ledger_view import money_label
from tutor.app.money_default import default_money
from tutor.app.phone import scroll_into_view, sticky_bottom, wide_only, wide_or_stacked
from tutor.app.plots import show_chart
from tutor.app.round_form import (
    checked_settlement,
    form_model,
    form_record,
    load_into_form,
    parse_record_file,
    round_form,
)
from tutor.app.safe import plain, show_error
from tutor.app.state import current_rules, preset_of, set_rules
from tutor.engine.cards import parse_cards
from tutor.engine.counts import counts_to_recheck
from tutor.engine.errors import HoolaError
from tutor.engine.ledger import parse_stake, stakes_money
from tutor.engine.reasons import Reason
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules, switch_rule
from tutor.engine.settlement import Settlement
from tutor.engine.switches import outcome, switches_that_change
from tutor.teach.examples import EXAMPLES
from tutor.words import listing, t
from tutor.words import render as say
from tutor.words.engine import doubling_short, preset_name, step_title
from tutor.words.ledger import (
    LedgerMessageCode,
    compared_winner,
    flow_summary,
    hand_label,
    ledger_message,
    net_summary,
    payment_summary,
    stakes,
    switch_effect,
    winner_line,
)

FORM = "payout_form"
RECORD_KEY = "payout_record"
STEP_KEY = "payout_step"
MESSAGE_KEY = "payout_message"
TYPED_UNDER_KEY = "payout_typed_under"
"""The rules in force when Settle was last pressed: the rules the form's counts were typed
under (a count is kept as typed when the rules change: :func:`counts_note`)."""
UPLOAD_KEY = "payout_upload"
EXAMPLE_KEY = "payout_example"
LOSER_KEY = "payout_loser"
STAKE_KEY = "payout_stake"
CURRENCY_KEY = "payout_currency"
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
        return money_label(stakes_money(stakes, self.stake), self.currency)

    def signed(self, stakes: float) -> str:
        """A net result in money, with its sign: ``+₩6,000``."""
        assert self.stake is not None
        return money_label(stakes_money(stakes, self.stake), self.currency, sign=True)


def money_inputs() -> Money:
    """One stake's value and the currency (as in the game ledger), folded under a label
    that shows them."""
    stake_default, currency_default = default_money()  # as in the game ledger
    ss.setdefault(STAKE_KEY, stake_default)
    ss.setdefault(CURRENCY_KEY, currency_default)
    stake, error = None, None
    try:
        stake = parse_stake(f"{ss[STAKE_KEY]:g}" if ss[STAKE_KEY] is not None else "")
    except HoolaError as e:
        error = e
    money = Money(stake, str(ss.get(CURRENCY_KEY) or ""))
    label = t("payout-money-label", stake=money.text(1) if stake else "none")
    with st.expander(label):
        cols = st.columns(2)
        cols[0].number_input(
            t("game-stake-label"),
            step=100.0 if stake_default >= 100 else 1.0,
            format="%g",
            key=STAKE_KEY,
        )
        cols[1].text_input(
            t("game-currency-label"),
            key=CURRENCY_KEY,
            max_chars=12,
            placeholder=t("payout-currency-placeholder"),
        )
        if error is not None:
            show_error(error)
    return money


# -- reasons, each with its rule ----------------------------------------------------------------


def cited(reason: Reason) -> str:
    """A reason in words (escaped) followed by its rule-book point as a link into the Rule
    book, e.g. "… (Doublings (rule 6.3))"."""
    link = cite_all(reason.point)
    return plain(say(reason)) + (f" ({link})" if link else "")


def cited_list(reasons: Any) -> str:
    return "\n".join(f"- {cited(r)}" for r in reasons)


# -- loading a round --------------------------------------------------------------------------


def _say(kind: str, text: str) -> None:
    ss[MESSAGE_KEY] = (kind, text)


def _load(rec: RoundRecord, code: LedgerMessageCode, **source: str) -> None:
    """Put ``rec`` in the form; its rules become the rules in force. ``code`` and ``source``:
    the message saying where it came from (``example-loaded`` or ``record-loaded``)."""
    load_into_form(FORM, rec)
    rules = rec.rules_in_force()
    note: dict[str, Any] = {}
    if rules != current_rules():
        set_rules(rules)
        changed = [plain(field_label(k)) for k in rules.to_spec() if k != "preset"]
        note = {"preset": f"**{preset_name(preset_of(rules))}**", "changed": changed}
    ss.pop(RECORD_KEY, None)
    ss.pop(TYPED_UNDER_KEY, None)
    _say("success", ledger_message(code, **source, **note, button=settle_button()))


def settle_button() -> str:
    """The Settle button's label in bold, as messages name it."""
    return f"**{t('payout-settle-button')}**"


def on_upload() -> None:
    upload = ss.get(UPLOAD_KEY)
    if upload is None:
        return
    try:
        rec = parse_record_file(upload.getvalue())
    except HoolaError as e:
        _say("error", ledger_message("record-refused", file=upload.name, error=e))
        return
    _load(rec, "record-loaded", file=plain(upload.name))


def on_example() -> None:
    ex = EXAMPLES[ss[EXAMPLE_KEY]]
    _load(ex.load(), "example-loaded", title=example_title(ss[EXAMPLE_KEY]))


def example_title(key: str) -> str:
    """A worked example's title in the visitor's language."""
    return t("payout-example-title", example=key)


def loaders() -> None:
    """Loading a worked example or a saved record: folded, as a round is mostly entered
    at the table."""
    with st.expander(t("payout-load-expander"), expanded=False):
        ids = list(EXAMPLES)
        if ss.get(EXAMPLE_KEY) not in ids:
            ss[EXAMPLE_KEY] = ids[0]
        st.selectbox(
            t("payout-example-label"),
            ids,
            key=EXAMPLE_KEY,
            format_func=localized(example_title),
        )
        st.button(t("payout-load-example"), key="payout_load_example", on_click=on_example)
        st.file_uploader(
            t("payout-upload-label"),
            type=["json"],
            key=UPLOAD_KEY,
            on_change=on_upload,
            help=t("payout-upload-help"),
        )
    message = ss.get(MESSAGE_KEY)  # outside the expander, so it shows even when closed
    if message:
        kind, text = message
        if kind == "error":
            show_error(text)  # quotes the file's name and content: shown literally
        else:
            st.success(text, icon="✅")  # names inside were escaped with plain()


# -- the settlement ---------------------------------------------------------------------------


def canonical(rec: RoundRecord) -> str:
    """The record with its rules written out and the dealer named, for comparing."""
    try:
        spec = Rules.from_spec(rec.rules).to_spec()
    except HoolaError:
        spec = rec.rules
    first = rec.players[0].name if rec.players else None
    update = {"rules": spec, "dealer": rec.dealer or first}
    return rec.model_copy(update=update).model_dump_json()


@cache
def _examples_by_record() -> dict[str, str]:
    """Each worked example's canonical record, worked out once per process."""
    return {canonical(ex.load()): k for k, ex in EXAMPLES.items()}


def example_for(rec: RoundRecord) -> str | None:
    return _examples_by_record().get(canonical(rec))


def rules_words(rules: Rules) -> str:
    """The rules in force in a few words: the preset (bold) and any switch changed."""
    changed = [field_label(k) for k in rules.to_spec() if k != "preset"]
    preset = f"**{plain(preset_name(preset_of(rules)))}**"
    return t("payout-rules-words", preset=preset, changed=plain(listing(changed)) or "none")


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
def charts_section(s: Settlement, money: Money) -> None:
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
        worth = money.text if money.stake else None  # the charts in money once it is set
        chart = waterfall(line, money=worth)
        show_chart(chart, key="payout_waterfall", alt=waterfall_alt(line))
    every = [*s.transfers, *s.penalty, *s.compensation]
    flow = [(tr.payer, tr.payee, tr.stakes) for tr in every]
    show_chart(money_flow(s, highlight_loser=chosen), key="payout_flow", alt=flow_summary(flow))
    net_fig = net_chart(s, money=money.signed if money.stake else None)
    show_chart(net_fig, key="payout_net", alt=net_summary(s.net))
    net = ", ".join(f"{plain(n)} **{v:+d}**" for n, v in s.net.items())
    st.markdown(t("payout-net", results=net))
    mark_run()  # a run of the charts alone is counted too


def waterfall_alt(line: Any) -> str:
    return payment_summary(line.name, line.base, [d.factor for d in line.doublings], line.total)


def _move(delta: int, last: int) -> None:
    ss[STEP_KEY] = min(max(int(ss.get(STEP_KEY, 0)) + delta, 0), last)


def step_through(s: Settlement) -> None:
    """One settlement step at a time, with Back and Next."""
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
            fig = waterfall(line, highlight_bar=step_bar(step, line))
            show_chart(fig, key="payout_step_chart", alt=waterfall_alt(line))


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


# -- comparing rules --------------------------------------------------------------------------


def settle_under(record: RoundRecord, rules: Rules) -> Settlement:
    return checked_settlement(record.model_copy(update={"rules": rules.to_spec()}))


def side(s: Settlement, title: str, other: Settlement | None) -> None:
    st.markdown(f"**{title}**")
    st.markdown(compared_winner(plain(s.winner), s.collected, mark=lambda t: f"**{t}**"))
    theirs = {line.name: line.total for line in other.lines} if other else {}
    rows = []
    for line in s.lines:
        mark = " ⚡" if other is not None and theirs.get(line.name) != line.total else ""
        how = plain(doublings_text(line)) if line.doublings else "none"
        payer = plain(line.payer) if line.payer != line.name else "none"
        said = t(
            "payout-side-line",
            name=plain(line.name),
            stakes=line.total,
            base=line.base,
            how=how,
            payer=payer,
        )
        rows.append(f"- {said}{mark}")
    for p in s.penalty:
        said = t("payout-side-penalty", payer=plain(p.payer), payee=plain(p.payee), stakes=p.stakes)
        rows.append(f"- {said}")
    st.markdown("\n".join(rows) or ledger_message("nothing-paid"))
    st.caption(
        t("payout-side-net", results=", ".join(f"{plain(n)} {v:+d}" for n, v in s.net.items()))
    )


def compare_section(record: RoundRecord, rules: Rules, mine: Settlement) -> None:
    st.subheader(t("payout-compare-header"))
    second = second_rules_picker("payout_cmp", label=t("payout-compare-toggle"), base=rules)
    if second is None:
        return
    try:
        theirs = settle_under(record, second)
    except HoolaError as e:
        show_error(e, before=t("payout-compare-unsettled"))
        show_switch_differences(rules, second, True, what=t("payout-compare-what-settles"))
        attribute(record, rules, second)
        return
    changed = outcome(mine) != outcome(theirs)
    show_switch_differences(rules, second, changed, what=t("payout-compare-what"))
    if changed:
        attribute(record, rules, second)
    left, right = st.columns(2)
    with left:
        side(mine, t("payout-compare-mine", preset=preset_name(preset_of(rules))), theirs)
    with right:
        side(theirs, t("payout-compare-theirs", preset=preset_name(preset_of(second))), mine)


def attribute(record: RoundRecord, rules: Rules, second: Rules) -> None:
    """Which differing switch, changed alone, changes the settlement (the engine's
    ``switches_that_change``)."""
    alone: list[str] = []
    for effect in switches_that_change(record, rules, second, settle_with=settle_under):
        name = switch_change(effect.switch, rules, second)
        if effect.error is not None:
            alone.append("- " + switch_effect("unsettled", name, plain(effect.error)))
        else:
            alone.append("- " + switch_effect("alone", name))
    if alone:
        st.markdown("\n".join(alone))
    else:
        st.caption(switch_effect("together"))


# -- the page ---------------------------------------------------------------------------------


def facts(rec: RoundRecord) -> str:
    """The record without its rules: what happened at the table."""
    return canonical(rec.model_copy(update={"rules": "pagat"}))


def counts_note(record: RoundRecord, typed_under: Rules, rules: Rules) -> list[str]:
    """Beside a verdict settled again under changed rules: for each counting switch that
    changed, the players whose typed count it may change. A count is kept exactly as typed
    (only the player can recount a hand); the note says which to check and why."""
    return [
        t(
            "payout-counts-kept",
            switch=f"**{plain(field_label(switch))}**",
            old=plain(format_value(switch, getattr(typed_under, switch))),
            new=plain(format_value(switch, getattr(rules, switch))),
            rule=cite(switch_rule(switch)),
            players=listing([f"**{plain(name)}**" for name in who]),
            count=len(who),
            button=settle_button(),
        )
        for switch, who in counts_to_recheck(record, typed_under, rules)
    ]


def resettle(settled: RoundRecord, rules: Rules) -> tuple[RoundRecord, str | None]:
    """After the rules in force changed: the same round under the new rules (settled again
    at once), with the note saying so; the old record and a note when the form no longer
    holds that round or it cannot be settled under the new rules."""
    if settled.rules_in_force() == rules:
        return settled, None
    now = form_record(FORM)
    if now is not None and facts(now) == facts(settled) and now.rules_in_force() == rules:
        ss[RECORD_KEY] = now.to_json()
        return now, ledger_message("rules-changed", rules=rules_words(rules))
    return settled, None


ROUND_PARAM = "round"
LINK_READ_KEY = "payout_link_read"


def read_round_link() -> bool:
    """Once a session, fill the form from ``?round=`` (a reload keeps the round being
    entered); a link that cannot be read fills nothing and says so. Returns whether the
    round in the link had been settled."""
    if ss.get(LINK_READ_KEY):
        return False
    ss[LINK_READ_KEY] = True
    text = st.query_params.get(ROUND_PARAM)
    if text is None:
        return False
    settled = form_from_link(FORM, text)
    if settled is None:
        st.warning(t("payout-round-link-unread"), icon="⚠️")
        return False
    return settled


def write_round_link(settled_text: str | None) -> None:
    """The form's entries in the link, whenever they change (``settled``: the round as it
    stands is the one settled, so the verdict comes back after a reload)."""
    model = form_model(FORM)
    if ROUND_PARAM not in st.query_params and (model is None or untouched(model)):
        return  # nothing entered yet: the link stays short
    now = form_record(FORM)
    settled = bool(settled_text) and now is not None and now.to_json() == settled_text
    text = form_to_link(FORM, settled=settled)
    if text is not None and st.query_params.get(ROUND_PARAM) != text:
        st.query_params[ROUND_PARAM] = text


def notes(settled: RoundRecord, settled_rules: Rules, rules: Rules, changed: str | None) -> None:
    """Above the verdict: the round settled again under new rules, or not yet, or changed in
    the form since; and each count kept as typed that a new counting rule may change."""
    if changed:
        st.info(changed, icon="⚖️")
    elif settled_rules != rules:
        st.info(
            ledger_message(
                "rules-changed-unsettled",
                rules=rules_words(rules),
                old=rules_words(settled_rules),
                button=settle_button(),
            ),
            icon="⚖️",
        )
    else:
        current = form_record(FORM)
        if current is None or canonical(current) != canonical(settled):
            st.info(t("payout-form-changed", button=settle_button()), icon="✏️")
    typed_under = Rules.from_spec(ss.get(TYPED_UNDER_KEY) or settled.rules)
    for note in counts_note(settled, typed_under, settled_rules):
        st.warning(note, icon="✏️")


def untouched(model: dict[str, Any]) -> bool:
    """Nothing entered in the form yet."""
    n = int(model["count"])
    return model["ending"] is None and not any(
        str(model["name"][i]).strip() or str(model["hand"][i]).strip()
        or model["points"][i] is not None or model["melded"][i] is not None
        for i in range(n)
    )  # fmt: skip


def render() -> None:
    st.title(t("payout-title"))
    st.markdown(t("payout-intro", button=settle_button()))
    rules = current_rules()
    jump = st.empty()  # filled once there is a settlement below the form
    loaders()
    money = money_inputs()
    st.header(t("payout-round-header"))
    sticky_bottom("payout_settle")
    settled_in_link = read_round_link()
    record = round_form(
        FORM,
        rules,
        submit=t("payout-settle-button"),
        submit_key="payout_settle",
        quick_default=True,
        seats=True,
    )
    if settled_in_link and ss.get(RECORD_KEY) is None:
        ss[RECORD_KEY] = form_record(FORM).to_json() if form_record(FORM) else None
    scroll = record is not None
    if record is not None:
        ss[RECORD_KEY] = record.to_json()
        ss[TYPED_UNDER_KEY] = record.rules
        ss[STEP_KEY] = 0
        ss.pop(MESSAGE_KEY, None)
    text = ss.get(RECORD_KEY)
    write_round_link(text)
    if not text:
        return
    settled, changed = resettle(RoundRecord.load(text), rules)
    try:
        s = checked_settlement(settled)
    except HoolaError as e:  # e.g. the rules in force changed on another page
        show_error(e, before=t("payout-no-longer-settles"))
        return
    st.divider()
    jump.markdown(f"[{t('payout-jump')}](#settlement)")
    st.header(t("payout-settlement-header"), anchor="settlement")
    settled_rules = settled.rules_in_force()
    with st.container(key="payout_news"):  # notes on what changed, read before the verdict
        notes(settled, settled_rules, rules, changed)
    if changed:  # the rules changed: the notes first on screen, the verdict under them
        scroll_into_view("payout_news", top=True)
    ex = example_for(settled)
    if ex is not None:
        said = t(
            "payout-example-info",
            title=example_title(ex),
            rules=cite_all(EXAMPLES[ex].rules),
            source=t("payout-example-source", example=ex),
            says=t("payout-example-says", example=ex),
        )
        st.info(said, icon="📖")
    winner_section(s, scroll and not changed, settled_rules, money)
    hands_section(s, settled_rules)
    payments_section(s)
    charts_section(s, money)
    step_through(s)
    downloads(settled, s)
    compare_section(settled, settled_rules, s)


render()
