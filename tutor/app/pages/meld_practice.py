"""Meld practice: is a group of cards a meld, and what is a hand's best arrangement?

Every verdict, reason and number on this page comes from the engine (``check_meld``,
``best_arrangement``, ``grade_choice``) under the rules in force.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import streamlit as st

from tutor.app.cards_view import show_groups, show_hand
from tutor.app.phone import scroll_into_view
from tutor.app.safe import plain
from tutor.app.state import current_rules
from tutor.app.widgets import card_picker, card_pills, cards_input, clear_picker, pill_text
from tutor.engine.arrangement import Arrangement, best_arrangement, grade_choice
from tutor.engine.cards import Card, format_cards
from tutor.engine.melds import Meld, check_meld
from tutor.engine.rules import Rules
from tutor.teach.deal import deal_for_arrangement
from tutor.words.engine import meld_headline, sentence
from tutor.words.ledger import ledger_message

MODES = ("Is it a meld?", "Best arrangement")
SEED_MAX = 999_999
ss = st.session_state


# -- mode 1: is it a meld? ----------------------------------------------------------------


def clear_meld() -> None:
    clear_picker("meld_picker")
    ss["meld_text"] = ""
    ss.pop("meld_checked", None)


def is_it_a_meld(rules: Rules) -> None:
    st.markdown(
        "Type some cards or pick them below, then press **Check**: the tutor says whether "
        "they form one meld under the rules in force, and why."
    )
    typed = cards_input("Type cards", "meld_text", rules, placeholder="e.g. 6h 7h 8h, or Qc Qd Qh")
    picked = card_picker("meld_picker", rules, label="…or pick cards")
    use_text = bool(ss.get("meld_text", "").strip())
    if use_text:
        st.caption(
            "Using the typed cards: the text box wins while it is not empty. "
            "Empty it to use the picked cards."
        )
    with st.container(horizontal=True):
        check = st.button("Check", key="meld_check", type="primary")
        st.button("Clear", key="meld_clear", on_click=clear_meld)
    if check:
        cards = typed if use_text else picked
        if cards is None:
            ss.pop("meld_checked", None)
            st.error("Fix the typed cards first (see the message under the box).", icon="⚠️")
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
    st.header("Verdict")
    verdict = check_meld(cards, rules)
    if cards:
        show_hand(list(cards), label="Checked:")
    if verdict.valid and verdict.meld is not None:
        st.success(f"✅ {plain(meld_headline(verdict.kind))}")
        show_groups([verdict.meld.cards], label="Laid as:")
    else:
        st.error(f"❌ {plain(meld_headline(None))}")
    st.markdown("\n".join(f"- {plain(r)}" for r in verdict.reasons))


# -- mode 2: best arrangement ---------------------------------------------------------------


def remember(widget_key: str, default: int) -> None:
    """Keep a widget's value across pages and modes (Streamlit drops the state of widgets
    that are not drawn): restore it before the widget is drawn."""
    ss[widget_key] = ss.setdefault(f"_{widget_key}", default)


def store(widget_key: str) -> None:
    ss[f"_{widget_key}"] = ss[widget_key]
    forget_answer()


def forget_answer() -> None:
    """A new hand: no card chosen, no verdict, no answer shown."""
    ss["arr_keep"] = []
    for k in ("_arr_shown", "_arr_graded"):
        ss.pop(k, None)


def deal_new() -> None:
    ss["_arr_seed"] = random.randrange(SEED_MAX + 1)
    forget_answer()


def best_arrangement_mode(rules: Rules) -> None:
    st.markdown(
        "Arrange a dealt hand so that the cards left in hand count as few points as "
        "possible. Choose the cards you would **leave in hand**: every other card must go "
        "into melds. Then check your choice, or show the answer."
    )
    remember("arr_size", 7)
    remember("arr_seed", random.randrange(SEED_MAX + 1))
    cols = st.columns([2, 2, 1], vertical_alignment="bottom")
    cols[0].slider("Cards in the hand", 7, 14, key="arr_size", on_change=store, args=("arr_size",))
    cols[1].number_input(
        "Seed (the same seed deals the same hand)",
        min_value=0,
        max_value=SEED_MAX,
        step=1,
        key="arr_seed",
        on_change=store,
        args=("arr_seed",),
    )
    cols[2].button("Deal", key="arr_deal", on_click=deal_new, help="Deal a new random hand.")
    seed, size = int(ss["arr_seed"]), int(ss["arr_size"])
    hand = deal_for_arrangement(seed, size, rules)
    show_hand(hand, label=f"Hand #{seed}:")
    st.caption(f"As text: `{format_cards(hand)}`")

    picks = card_pills(
        "Cards you would leave in hand (not melded)",
        range(len(hand)),
        "arr_keep",
        format_func=lambda i: pill_text(hand[i]),
    )
    keep_idx = set(picks)
    with st.container(horizontal=True):
        checked = st.button("Check my choice", key="arr_check", type="primary")
        if checked:
            ss["_arr_graded"] = (seed, size, frozenset(keep_idx))
        shown = st.button("Show answer", key="arr_answer")
        if shown:
            ss["_arr_shown"] = (seed, size)

    best = best_arrangement(hand, rules)
    # the verdict is about the choice checked: it goes once the choice changes
    with st.container(key="arr_verdict"):
        if ss.get("_arr_graded") == (seed, size, frozenset(keep_idx)):
            grade(hand, keep_idx, rules)
        if ss.get("_arr_shown") == (seed, size):
            show_answer(best)
    if checked or shown:  # the answer to the tap, in the first screen
        scroll_into_view("arr_verdict")


def grade(hand: Sequence[Card], keep_idx: set[int], rules: Rules) -> None:
    """Show the engine's grading of the learner's choice (``grade_choice``)."""
    st.header("Your choice")
    choice = grade_choice(hand, keep_idx, rules)
    if choice.melds is None:
        st.error(f"❌ {plain(sentence(choice.why))}")
        if choice.stuck is not None and choice.stuck.melds:
            show_groups([m.cards for m in choice.stuck.melds], label="At best you could lay:")
        return
    if choice.melds:
        show_groups([m.cards for m in choice.melds], label="Your melds:")
    else:
        st.markdown("You lay no meld.")
    if choice.kept:
        show_hand(choice.kept, label="Left in hand:")
    if choice.count is not None:
        st.markdown("\n".join(f"- {plain(line)}" for line in choice.count.lines))
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
    st.markdown(ledger_message("just-as-good", points=best.points))
    for melds in others:
        show_groups([m.cards for m in melds], label="Or lay:")


def show_answer(best: Arrangement) -> None:
    st.header("Best arrangement")
    if best.melds:
        show_groups([m.cards for m in best.melds], label="Melds:")
    if best.deadwood:
        show_hand(best.deadwood, label="Deadwood:")
    st.metric("Points left in hand", best.points)
    st.markdown("\n".join(f"- {plain(line)}" for line in best.explanation))
    for other in best.equally_good:
        show_groups([m.cards for m in other], label="Just as good:")


def render() -> None:
    st.title("Meld practice")
    rules = current_rules()
    mode = st.segmented_control("Practice", MODES, key="meld_mode", default=MODES[0], required=True)
    if mode == MODES[1]:
        best_arrangement_mode(rules)
    else:
        is_it_a_meld(rules)


render()
