"""Endings explainer: which ways of ending the round are open to a hand, and why.

The verdicts come from the engine (``endings_open``) under the rules in
force; the page can show the same hand under a second rule set side by side.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import streamlit as st

from tutor.app.cards_view import show_groups, show_hand
from tutor.app.citations import cite_all
from tutor.app.compare import second_rules_picker, show_switch_differences
from tutor.app.lang import localized
from tutor.app.phone import scroll_into_view
from tutor.app.safe import plain, show_error
from tutor.app.state import current_rules, preset_of
from tutor.app.widgets import card_picker, cards_input
from tutor.engine.cards import SUITS, Card, format_cards, sort_cards
from tutor.engine.endings import (
    NEXT_DRAW_KINDS,
    Verdict,
    endings_open,
    table_melds,
)
from tutor.engine.errors import HoolaError
from tutor.engine.rules import Rules
from tutor.teach.deal import deal
from tutor.words import t
from tutor.words.engine import (
    ending_title,
    preset_name,
    sentences,
    verdict_number,
    verdict_title,
)

SOURCES = ("type", "pick", "deal")  # how the hand is given; shown as endings-source-<code>
SEED_MAX = 999_999
ss = st.session_state


# -- the hand ---------------------------------------------------------------------------------


def restore(*keys: str) -> None:
    """Give widgets back the values they had when last drawn (Streamlit drops the state of
    widgets that are not drawn, e.g. while another input is chosen)."""
    for key in keys:
        if key not in ss and f"_{key}" in ss:
            ss[key] = ss[f"_{key}"]


def keep(*keys: str) -> None:
    for key in keys:
        if key in ss:
            ss[f"_{key}"] = ss[key]


def new_seed() -> None:
    ss["end_seed"] = ss["_end_seed"] = random.randrange(SEED_MAX + 1)
    ss[SCROLL_KEY] = True  # the hand dealt and its verdicts, on screen


def typed() -> None:
    """A hand typed (Enter): its verdicts on screen, as a dealt hand's are."""
    ss[SCROLL_KEY] = True


SCROLL_KEY = "_end_scroll"


def dealt_hand(rules: Rules) -> tuple[Card, ...]:
    ss.setdefault("_end_seed", random.randrange(SEED_MAX + 1))
    ss.setdefault("_end_deal_size", 7)
    restore("end_seed", "end_deal_size")
    cols = st.columns([2, 2, 1], vertical_alignment="bottom")
    cols[0].segmented_control(
        t("endings-deal-size"),
        [7, 8],
        key="end_deal_size",
        required=True,
        format_func=localized(lambda n: t("endings-deal-size-option", cards=n)),
    )
    cols[1].number_input(
        t("endings-seed"),
        min_value=0,
        max_value=SEED_MAX,
        step=1,
        key="end_seed",
    )
    cols[2].button(
        t("endings-deal"), key="end_deal", on_click=new_seed, help=t("endings-deal-help")
    )
    keep("end_seed", "end_deal_size")
    seed, size = int(ss["end_seed"]), int(ss["end_deal_size"])
    hand = deal(seed, size, rules)
    st.caption(t("endings-dealt-hand", seed=str(seed), cards=f"`{format_cards(hand)}`"))
    return hand


def choose_hand(rules: Rules) -> tuple[Card, ...] | None:
    """The hand from the chosen input; ``None`` after an input error has been shown."""
    source = st.segmented_control(
        t("endings-source"),
        SOURCES,
        key="end_source",
        default=SOURCES[0],
        required=True,
        format_func=localized(lambda code: t(f"endings-source-{code}")),
    )
    if source == "deal":
        return dealt_hand(rules)
    if source == "pick":
        picker_keys = [f"end_picker_{s}" for s in SUITS]
        restore(*picker_keys)
        picked = card_picker("end_picker", rules, label=t("endings-pick-label"))
        keep(*picker_keys)
        return sort_cards(picked)
    restore("end_text")
    hand = cards_input(
        t("endings-type-label"),
        "end_text",
        rules,
        placeholder=t("endings-type-placeholder"),
        on_change=typed,
    )
    keep("end_text")
    return hand


# -- verdicts ---------------------------------------------------------------------------------


@st.cache_data(max_entries=512, show_spinner=False)
def verdicts_for(
    hand_text: str,
    rules_json: str,
    players: int,
    melded: bool,
    others_melded: bool,
    others_had_turn: bool,
    _rules: Rules,
    table: str = "",
) -> tuple[Verdict, ...]:
    """The engine's verdicts (a hand of 8 cards is read as just after drawing), going out
    counting lay-offs onto the ``table`` melds. Cached on the hand and the rules' JSON."""
    return endings_open(
        hand_text,
        _rules,
        players=players,
        melded=melded,
        others_melded=others_melded,
        others_had_turn=others_had_turn,
        table=table,
    )


def compute(hand: Sequence[Card], rules: Rules, situation: dict) -> tuple[Verdict, ...]:
    return verdicts_for(format_cards(hand), rules.model_dump_json(), _rules=rules, **situation)


def verdict_key(v: Verdict) -> tuple[bool, str]:
    return (v.allowed, v.kind)


def label_for(v: Verdict, index: int) -> str:
    """Verdicts are listed in a fixed order; going out comes last: with the next draw
    (the engine counts the winning draws) or, for 8 cards, now (after drawing)."""
    if v.ending == "going-out" and v.kind not in NEXT_DRAW_KINDS:
        return t("endings-going-out-now")
    if v.ending == "going-out":
        return t("endings-going-out-next-draw")
    return ending_title(v.ending)


def verdict_card(v: Verdict, index: int, *, key: str, changed: bool = False) -> None:
    with st.container(border=True, key=key):
        mark = "✅" if v.allowed else "❌"
        flag = "  ⚡ **" + t("endings-differs") + "**" if changed else ""
        label = label_for(v, index)
        # the title names the ending already, except when going out: now or with the next draw
        which = f" · {label}" if v.ending == "going-out" else ""
        title = plain(verdict_title(v.kind))
        st.markdown(f"{mark} **{title}**{which} · {cite_all(v.rule)}{flag}")
        if v.numbers:
            st.caption(
                " · ".join(
                    t("endings-number", name=verdict_number(k), value=n)
                    for k, n in v.numbers.items()
                )
            )
        st.markdown("\n".join(f"- {plain(r)}" for r in sentences(v.why)))
        if v.melds:
            show_groups([m.cards for m in v.melds], label=t("endings-melds-label"))
        if v.layoffs:
            show_groups([added for added, _ in v.layoffs], label=t("endings-laid-off-label"))


def show_verdicts(verdicts: Sequence[Verdict], prefix: str, changed: Sequence[int] = ()) -> None:
    for i, v in enumerate(verdicts):
        verdict_card(v, i, key=f"{prefix}_{i}", changed=i in changed)


def situation_inputs() -> dict:
    st.markdown("**" + t("endings-situation") + "**")
    cols = st.columns(2)
    melded = cols[0].toggle(t("endings-you-melded"), key="end_melded")
    others = cols[0].toggle(t("endings-other-melded"), key="end_others_melded")
    turns = cols[1].toggle(t("endings-others-had-turn"), key="end_others_turn", value=True)
    players = cols[1].number_input(
        t("endings-players"), min_value=2, max_value=5, value=4, step=1, key="end_players"
    )
    return {
        "players": int(players),
        "melded": melded,
        "others_melded": others,
        "others_had_turn": turns,
    }


def table_input(rules: Rules) -> str | None:
    """The melds on the table, typed (melds separated by commas), checked by the engine:
    their text in canonical form, or ``None`` after an error has been shown. Going out may
    lay cards off onto them once the player has melded from the hand (rule 4.3)."""
    restore("end_table")
    text = st.text_input(
        t("endings-table"),
        key="end_table",
        placeholder=t("endings-table-placeholder"),
        help=t("endings-table-help"),
    )
    keep("end_table")
    if not text.strip():
        return ""
    try:
        melds = table_melds(text, rules)
    except HoolaError as e:
        show_error(e, before=t("endings-table-error"))
        return None
    show_groups([m.cards for m in melds], label=t("endings-on-table-label"))
    return ", ".join(format_cards(m.cards) for m in melds)


def render() -> None:
    st.title(t("endings-title"))
    st.markdown(t("endings-intro"))
    rules = current_rules()
    hand = choose_hand(rules)
    situation = situation_inputs()
    table = table_input(rules)
    if hand is None or table is None or not hand:
        ss.pop(SCROLL_KEY, None)  # the error is beside the box typed in: nothing to scroll to
    if hand is None or table is None:
        return
    situation["table"] = table
    if not hand:
        st.info(t("endings-ask-hand"), icon="👆")
        return
    with st.container(key="end_result"):
        show_hand(hand, label=t("endings-hand-label"))
        try:
            mine = compute(hand, rules, situation)
        except HoolaError as e:
            show_error(e, before=t("endings-error-in-force"))
            return
        if ss.pop(SCROLL_KEY, False):  # Deal or Enter: the hand's first verdict in view too
            scroll_into_view("end_result", top=True)
    second = second_rules_picker("end_cmp", label=t("endings-compare"), base=rules)
    if second is None:
        show_verdicts(mine, "end_verdict")
        return

    try:
        theirs = compute(hand, second, situation)
    except HoolaError as e:
        show_error(e, before=t("endings-error-second"))
        show_verdicts(mine, "end_verdict")
        return
    changed = [
        i
        for i, (a, b) in enumerate(zip(mine, theirs, strict=True))
        if verdict_key(a) != verdict_key(b)
    ]
    show_switch_differences(rules, second, bool(changed), what=t("endings-what-changes"))
    if changed:
        each = (
            f"**{label_for(mine[i], i)}**: "
            f"{verdict_title(mine[i].kind)} → {verdict_title(theirs[i].kind)}"
            for i in changed
        )
        st.markdown(t("endings-verdicts-change", changes="; ".join(each)))
    left, right = st.columns(2)
    with left:
        st.markdown(t("endings-rules-in-force", preset=preset_name(preset_of(rules))))
        show_verdicts(mine, "end_verdict", changed)
    with right:
        st.markdown(t("endings-second-rules", preset=preset_name(preset_of(second))))
        show_verdicts(theirs, "end_cmp_verdict", changed)


render()
