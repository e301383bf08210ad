"""The payout checker's comparison: the same round settled under a second rule set, side by
side, with the switches that change the outcome named (the engine's
``switches_that_change``). A fragment: choosing the second rules redraws it alone."""

from __future__ import annotations

import streamlit as st

from tutor.app.compare import second_rules_picker, show_switch_differences, switch_change
from tutor.app.layout import mark_fragment_run
from tutor.app.payout_settlement import doublings_text
from tutor.app.round_model import checked_settlement
from tutor.app.safe import plain, show_error
from tutor.app.state import preset_of
from tutor.engine.errors import HoolaError
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.settlement import Settlement
from tutor.engine.switches import outcome, switches_that_change
from tutor.words import t
from tutor.words.engine import preset_name
from tutor.words.ledger import compared_winner, ledger_message, switch_effect


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


@st.fragment
def compare_section(record: RoundRecord, rules: Rules, mine: Settlement) -> None:
    st.subheader(t("payout-compare-header"))
    compare(record, rules, mine)
    mark_fragment_run()


def compare(record: RoundRecord, rules: Rules, mine: Settlement) -> None:
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
