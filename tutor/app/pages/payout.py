"""Payout checker: settle one round and see why each player pays what they pay.

A round comes from the round form, an uploaded JSON record, or one of the sources' worked
examples. Every number on the page is the engine's (``tutor.engine.settlement.settle``): the
winner and why, each hand's count, each loser's position and doublings, who pays whom,
and the net result. The step-through walks :meth:`Settlement.steps` one at a time; the
comparison settles the same round under a second rule set. This page loads and takes the
round (the form a fragment); ``payout_settlement`` draws the settlement and
``payout_compare`` the comparison.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

import streamlit as st

from tutor.app.citations import cite, cite_all
from tutor.app.compare import field_label, format_value
from tutor.app.form_link import form_from_link, form_to_link
from tutor.app.fragments import fragment_run, rerun_page
from tutor.app.lang import localized
from tutor.app.layout import mark_fragment_run
from tutor.app.money_default import default_money
from tutor.app.payout_compare import compare_section
from tutor.app.payout_settlement import (
    STEP_KEY,
    Money,
    charts_section,
    downloads,
    hands_section,
    payments_section,
    rules_words,
    step_through,
    winner_section,
)
from tutor.app.phone import scroll_into_view, sticky_bottom
from tutor.app.round_form import round_form
from tutor.app.round_model import (
    checked_settlement,
    form_model,
    form_record,
    load_into_form,
    parse_record_file,
)
from tutor.app.safe import plain, show_error
from tutor.app.state import current_rules, preset_of, set_rules
from tutor.engine.counts import counts_to_recheck
from tutor.engine.errors import HoolaError
from tutor.engine.ledger import parse_stake
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules, switch_rule
from tutor.teach.examples import EXAMPLES
from tutor.words import listing, t
from tutor.words.engine import preset_name
from tutor.words.ledger import LedgerMessageCode, ledger_message

FORM = "payout_form"
RECORD_KEY = "payout_record"
MESSAGE_KEY = "payout_message"
TYPED_UNDER_KEY = "payout_typed_under"
"""The rules in force when Settle was last pressed: the rules the form's counts were typed
under (a count is kept as typed when the rules change: :func:`counts_note`)."""
UPLOAD_KEY = "payout_upload"
EXAMPLE_KEY = "payout_example"
STAKE_KEY = "payout_stake"
CURRENCY_KEY = "payout_currency"
SCROLL_KEY = "payout_scroll"
"""Settle was pressed: the verdict is brought into view in the run that draws it."""
FORM_CHANGED_KEY = "payout_form_changed"
"""Whether the page said the form no longer holds the round settled (:func:`notes`)."""
ss = st.session_state


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
    spec: str | Mapping[str, Any]
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
    elif form_changed(settled):
        st.info(t("payout-form-changed", button=settle_button()), icon="✏️")
    ss[FORM_CHANGED_KEY] = form_changed(settled)
    typed_under = Rules.from_spec(ss.get(TYPED_UNDER_KEY) or settled.rules)
    for note in counts_note(settled, typed_under, settled_rules):
        st.warning(note, icon="✏️")


def form_changed(settled: RoundRecord) -> bool:
    """The form no longer holds the round settled (incomplete, or another round)."""
    current = form_record(FORM)
    return current is None or canonical(current) != canonical(settled)


def untouched(model: dict[str, Any]) -> bool:
    """Nothing entered in the form yet."""
    n = int(model["count"])
    return model["ending"] is None and not any(
        str(model["name"][i]).strip() or str(model["hand"][i]).strip()
        or model["points"][i] is not None or model["melded"][i] is not None
        for i in range(n)
    )  # fmt: skip


@st.fragment
def form_section(rules: Rules) -> None:
    """The round form and Settle: a fragment, so a tap in the form reruns it alone. The
    whole page runs again when the settlement below changes: Settle pressed, or the form
    coming to hold, or no longer hold, the round settled (the note saying so)."""
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
        held = form_record(FORM)
        ss[RECORD_KEY] = held.to_json() if held else None
    if record is not None:
        ss[RECORD_KEY] = record.to_json()
        ss[TYPED_UNDER_KEY] = record.rules
        ss[STEP_KEY] = 0
        ss[SCROLL_KEY] = True
        ss.pop(MESSAGE_KEY, None)
    text = ss.get(RECORD_KEY)
    write_round_link(text)
    if record is not None:
        rerun_page()
    said = ss.get(FORM_CHANGED_KEY)  # the note above the verdict: said, or no longer true
    if text and fragment_run() and form_changed(RoundRecord.load(text)) != said:
        st.rerun(scope="app")
    mark_fragment_run()


def render() -> None:
    st.title(t("payout-title"))
    st.markdown(t("payout-intro", button=settle_button()))
    rules = current_rules()
    jump = st.empty()  # filled once there is a settlement below the form
    loaders()
    money = money_inputs()
    st.header(t("payout-round-header"))
    sticky_bottom("payout_settle")
    form_section(rules)
    text = ss.get(RECORD_KEY)
    scroll = bool(ss.pop(SCROLL_KEY, False))
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
    text = settled.to_json()
    charts_section(s, money, text)
    step_through(s, text)
    downloads(settled, s)
    compare_section(settled, settled_rules, s)


render()
