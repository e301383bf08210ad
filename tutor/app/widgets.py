"""Input widgets shared by pages: the card picker and card text boxes, with errors shown
next to the input rather than raised."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

from tutor.app.safe import show_error
from tutor.engine.cards import FULL_DECK, SUIT_NAMES, SUITS, Card, parse_cards
from tutor.engine.errors import HoolaError
from tutor.engine.rules import Rules


def pill_text(card: Card) -> str:
    """A card's label on a picker pill: red suits in red (Streamlit's colour markdown)."""
    return f":red[{card.pretty}]" if card.is_red else card.pretty


def card_picker(
    key: str,
    rules: Rules,
    *,
    label: str = "Pick cards",
    on_change: Callable[..., None] | None = None,
    args: tuple[Any, ...] = (),
) -> tuple[Card, ...]:
    """A grid of the 52 cards (one row per suit, plus jokers when in play), multi-select.
    ``on_change(*args)`` runs when a card is tapped."""
    st.caption(label)
    chosen: list[Card] = []
    for suit in SUITS:
        cards = [c for c in FULL_DECK if c.suit == suit]
        picked = st.pills(
            SUIT_NAMES[suit].capitalize(),
            options=cards,
            format_func=pill_text,
            selection_mode="multi",
            key=f"{key}_{suit}",
            label_visibility="collapsed",
            on_change=on_change,
            args=args,
        )
        chosen.extend(picked or [])
    if rules.jokers:
        n = st.segmented_control(
            "Jokers",
            options=list(range(rules.jokers + 1)),
            format_func=lambda n: f"{n} 🃏",
            default=0,
            key=f"{key}_jokers",
            on_change=on_change,
            args=args,
        )
        chosen.extend([Card.joker()] * int(n or 0))
    return tuple(chosen)


def picked_cards(key: str, rules: Rules) -> tuple[Card, ...]:
    """The cards a picker holds now (for a callback, before the picker is drawn again)."""
    chosen = [c for suit in SUITS for c in st.session_state.get(f"{key}_{suit}") or []]
    if rules.jokers:
        chosen += [Card.joker()] * int(st.session_state.get(f"{key}_jokers") or 0)
    return tuple(chosen)


def set_picker(key: str, cards: tuple[Card, ...], rules: Rules) -> None:
    """Select exactly ``cards`` in a picker (call from a callback or before it is drawn)."""
    for suit in SUITS:
        st.session_state[f"{key}_{suit}"] = [c for c in FULL_DECK if c.suit == suit and c in cards]
    if rules.jokers:
        st.session_state[f"{key}_jokers"] = min(sum(c.is_joker for c in cards), rules.jokers)


def clear_picker(key: str) -> None:
    """Unselect every card of a picker (call before the picker is drawn)."""
    for suit in SUITS:
        st.session_state[f"{key}_{suit}"] = []
    st.session_state.pop(f"{key}_jokers", None)


def cards_input(
    label: str,
    key: str,
    rules: Rules,
    *,
    placeholder: str = "e.g. 7h 8h 9h",
    help: str | None = None,
    on_change: Callable[..., None] | None = None,
    args: tuple[Any, ...] = (),
) -> tuple[Card, ...] | None:
    """A text box for cards. Returns the cards, or ``None`` after showing the error next to
    the box when the text names no card, a card twice, or a joker not in play."""
    text = st.text_input(
        label, key=key, placeholder=placeholder, help=help, on_change=on_change, args=args
    )
    if not text.strip():
        return ()
    try:
        return parse_cards(text, rules)
    except HoolaError as e:
        show_error(e)
        return None
