"""Lay melds from a hand one at a time, as a player lays them (등록): pick the cards of a
meld, lay it, pick the next; take back the last one laid. The melds laid, in order, and the
cards still in hand are shown; the page grades them with the engine (rule book 3, 6.1)."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from tutor.app.cards_view import show_groups, show_hand
from tutor.app.widgets import card_pills, pill_text
from tutor.engine.cards import Card
from tutor.words import t

ss = st.session_state


def laid_of(key: str) -> list[tuple[int, ...]]:
    """The melds laid so far in builder ``key``, as positions in the hand, in order."""
    return list(ss.get(f"_{key}_laid", []))


def reset(key: str) -> None:
    """A new hand: nothing laid, nothing picked (the picker written empty, not only
    forgotten: a forgotten choice is kept by the browser and sent back). Called from a
    button's callback, before the picker is drawn."""
    ss[f"_{key}_laid"] = []
    ss[f"{key}_pick"] = []


def _lay(key: str) -> None:
    picked = tuple(sorted(ss.get(f"{key}_pick") or []))
    if picked:
        ss[f"_{key}_laid"] = [*laid_of(key), picked]
    ss[f"{key}_pick"] = []


def _take_back(key: str) -> None:
    ss[f"_{key}_laid"] = laid_of(key)[:-1]


def meld_builder(hand: Sequence[Card], key: str) -> list[tuple[Card, ...]]:
    """Draw the builder for ``hand`` and return the melds laid, in the order laid (each a
    tuple of cards). The cards of a meld laid are no longer offered."""
    laid = laid_of(key)
    used = {i for m in laid for i in m}
    free = [i for i in range(len(hand)) if i not in used]
    if any(i not in free for i in ss.get(f"{key}_pick") or []):
        ss[f"{key}_pick"] = []
    card_pills(
        t("meld-builder-pick"), free, f"{key}_pick", format_func=lambda i: pill_text(hand[i])
    )
    with st.container(horizontal=True):
        st.button(t("meld-builder-lay"), key=f"{key}_lay", on_click=_lay, args=(key,))
        st.button(
            t("meld-builder-take-back"),
            key=f"{key}_back",
            on_click=_take_back,
            args=(key,),
            disabled=not laid,
        )
    melds = [tuple(hand[i] for i in m) for m in laid]
    if melds:
        show_groups(melds, label=t("meld-builder-laid-label"))
    else:
        st.caption(t("meld-builder-none-yet"))
    show_hand([hand[i] for i in free], label=t("meld-builder-left-label"))
    return melds
