"""Meld practice: is a group of cards a meld, and what is a hand's best arrangement?

Every verdict, reason and number on this page comes from the engine (``check_meld``,
``best_arrangement``, ``grade_melds``) under the rules in force.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import streamlit as st

from tutor.app.cards_view import show_groups, show_hand
from tutor.app.lang import localized
from tutor.app.meld_builder import meld_builder
from tutor.app.meld_builder import reset as reset_builder
from tutor.app.phone import scroll_into_view
from tutor.app.safe import plain
from tutor.app.state import current_rules
from tutor.app.widgets import card_picker, cards_input, clear_picker
from tutor.engine.arrangement import Arrangement, best_arrangement, grade_melds
from tutor.engine.cards import Card, format_cards
from tutor.engine.melds import Meld, check_meld
from tutor.engine.rules import Rules
from tutor.teach.deal import HAND_SIZES, deal_for_arrangement
from tutor.words import t
from tutor.words.engine import meld_headline, sentence, sentences

MODES = ("meld", "arrangement")  # shown as meld-practice-mode-<code>
BUILDER = "arr"  # the meld builder's key: its card pills are "arr_pick"
SEED_MAX = 999_999
ss = st.session_state


# -- mode 1: is it a meld? ----------------------------------------------------------------


def clear_meld() -> None:
    clear_picker("meld_picker")
    ss["meld_text"] = ""
    ss.pop("meld_checked", None)


def is_it_a_meld(rules: Rules) -> None:
    st.markdown(t("meld-practice-meld-intro"))
    typed = cards_input(
        t("meld-practice-type"), "meld_text", rules, placeholder=t("meld-practice-type-placeholder")
    )
    picked = card_picker("meld_picker", rules, label=t("meld-practice-pick"))
    use_text = bool(ss.get("meld_text", "").strip())
    if use_text:
        st.caption(t("meld-practice-using-typed"))
    with st.container(horizontal=True):
        check = st.button(t("meld-practice-check"), key="meld_check", type="primary")
        st.button(t("meld-practice-clear"), key="meld_clear", on_click=clear_meld)
    if check:
        cards = typed if use_text else picked
        if cards is None:
            ss.pop("meld_checked", None)
            st.error(t("meld-practice-fix-typed"), icon="⚠️")
        else:
            ss["meld_checked"] = tuple(cards)
    checked = ss.get("meld_checked")
    current = typed if use_text else picked
    if checked is not None and (current is None or tuple(current) != checked):
        ss.pop("meld_checked", None)  # the cards changed: the old verdict no longer applies
        checked = None
    if checked is not None:
        with st.container(key="meld_verdict"):
            show_verdict(checked, rules)
        if check:  # the answer to the tap, in the first screen
            scroll_into_view("meld_verdict")


def show_verdict(cards: Sequence[Card], rules: Rules) -> None:
    st.header(t("meld-practice-verdict"))
    verdict = check_meld(cards, rules)
    if cards:
        show_hand(list(cards), label=t("meld-practice-checked-label"))
    if verdict.valid and verdict.meld is not None:
        st.success(f"✅ {plain(meld_headline(verdict.kind))}")
        show_groups([verdict.meld.cards], label=t("meld-practice-laid-as-label"))
    else:
        st.error(f"❌ {plain(meld_headline(None))}")
    st.markdown("\n".join(f"- {plain(r)}" for r in sentences(verdict.why)))


# -- mode 2: best arrangement ---------------------------------------------------------------


def remember(widget_key: str, default: int) -> None:
    """Keep a widget's value across pages and modes (Streamlit drops the state of widgets
    that are not drawn): restore it before the widget is drawn."""
    ss[widget_key] = ss.setdefault(f"_{widget_key}", default)


def store(widget_key: str) -> None:
    ss[f"_{widget_key}"] = ss[widget_key]
    forget_answer()


def forget_answer() -> None:
    """A new hand: no meld laid, no verdict, no answer shown."""
    reset_builder(BUILDER)
    for k in ("_arr_shown", "_arr_graded"):
        ss.pop(k, None)


def deal_new() -> None:
    ss["_arr_seed"] = random.randrange(SEED_MAX + 1)
    forget_answer()


def best_arrangement_mode(rules: Rules) -> None:
    """Deal a hand of 7 cards (a turn's start) or 8 (after the draw, rule book 4.1) and ask
    for the melds to lay, one at a time as a player lays them; the cards left and their
    points are the result (rule book 3, 6.1)."""
    st.markdown(t("meld-practice-arrangement-asks"))
    remember("arr_size", HAND_SIZES[0])
    if ss["arr_size"] not in HAND_SIZES:  # a size kept from before hands were 7 or 8
        ss["arr_size"] = ss["_arr_size"] = HAND_SIZES[0]
    remember("arr_seed", random.randrange(SEED_MAX + 1))
    cols = st.columns([2, 2, 1], vertical_alignment="bottom")
    cols[0].segmented_control(
        t("meld-practice-hand-size"),
        HAND_SIZES,
        key="arr_size",
        required=True,
        format_func=localized(lambda n: t(f"meld-practice-hand-size-{n}")),
        on_change=store,
        args=("arr_size",),
    )
    cols[1].number_input(
        t("meld-practice-seed"),
        min_value=0,
        max_value=SEED_MAX,
        step=1,
        key="arr_seed",
        on_change=store,
        args=("arr_seed",),
    )
    cols[2].button(
        t("meld-practice-deal"),
        key="arr_deal",
        on_click=deal_new,
        help=t("meld-practice-deal-help"),
    )
    seed, size = int(ss["arr_seed"]), int(ss["arr_size"])
    hand = deal_for_arrangement(seed, size, rules)
    show_hand(hand, label=t("meld-practice-hand-label", seed=str(seed)))
    st.caption(t("meld-practice-as-text", cards=f"`{format_cards(hand)}`"))

    melds = meld_builder(hand, BUILDER)
    laid = tuple(tuple(m) for m in melds)
    with st.container(horizontal=True):
        checked = st.button(t("meld-practice-check-melds"), key="arr_check", type="primary")
        if checked:
            ss["_arr_graded"] = (seed, size, laid)
        shown = st.button(t("meld-practice-show-answer"), key="arr_answer")
        if shown:
            ss["_arr_shown"] = (seed, size)

    best = best_arrangement(hand, rules)
    # the verdict is about the melds checked: it goes once they change
    with st.container(key="arr_verdict"):
        if ss.get("_arr_graded") == (seed, size, laid):
            grade(hand, melds, rules)
        if ss.get("_arr_shown") == (seed, size):
            show_answer(best)
    if checked or shown:  # the answer to the tap, in the first screen
        scroll_into_view("arr_verdict")


def grade(hand: Sequence[Card], melds: Sequence[Sequence[Card]], rules: Rules) -> None:
    """Show the engine's grading of the melds laid (``grade_melds``): the cards left in
    hand and their points are the result."""
    st.header(t("meld-practice-your-choice"))
    choice = grade_melds(hand, melds, rules)
    if choice.melds is None:
        st.error(f"❌ {plain(sentence(choice.why))}")
        return
    if choice.melds:
        show_groups([m.cards for m in choice.melds], label=t("meld-practice-your-melds-label"))
    else:
        st.markdown(t("meld-practice-no-meld"))
    if choice.kept:
        show_hand(choice.kept, label=t("meld-practice-result-label"))
    if choice.count is not None:
        st.markdown("\n".join(f"- {plain(line)}" for line in sentences(choice.count.why)))
    if choice.best:
        st.success(f"✅ {plain(sentence(choice.why))}")
        show_equally_good(best_arrangement(hand, rules), choice.melds)
    else:
        st.warning(plain(sentence(choice.why)))


def show_equally_good(best: Arrangement, mine: Sequence[Meld] | None = None) -> None:
    """Every arrangement that leaves as few points as the best (rule book 3.5), the
    learner's own (``mine``) left out: the engine's best and its equally good ones."""
    found = (best.melds, *best.equally_good)
    if len(found) < 2:
        return
    same = {frozenset(m.cards) for m in mine or ()}
    others = [melds for melds in found if {frozenset(m.cards) for m in melds} != same]
    st.markdown(t("meld-practice-just-as-good", points=best.points))
    for melds in others:
        show_groups([m.cards for m in melds], label=t("meld-practice-or-lay-label"))


def show_answer(best: Arrangement) -> None:
    st.header(t("meld-practice-best"))
    if best.melds:
        show_groups([m.cards for m in best.melds], label=t("meld-practice-melds-label"))
    if best.deadwood:
        show_hand(best.deadwood, label=t("meld-practice-deadwood-label"))
    st.metric(t("meld-practice-points-left"), best.points)
    st.markdown("\n".join(f"- {plain(line)}" for line in sentences(best.why)))
    for other in best.equally_good:
        show_groups([m.cards for m in other], label=t("meld-practice-just-as-good-label"))


def render() -> None:
    st.title(t("meld-practice-title"))
    rules = current_rules()
    mode = st.segmented_control(
        t("meld-practice-mode"),
        MODES,
        key="meld_mode",
        default=MODES[0],
        required=True,
        format_func=localized(lambda code: t(f"meld-practice-mode-{code}")),
    )
    if mode == MODES[1]:
        best_arrangement_mode(rules)
    else:
        is_it_a_meld(rules)


render()
