"""Input widgets shared by pages: the card picker and card text boxes, with errors shown
next to the input rather than raised."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal, TypeVar, overload

import streamlit as st

from tutor.app.safe import show_error
from tutor.engine.cards import FULL_DECK, SUITS, Card, parse_cards
from tutor.engine.errors import HoolaError
from tutor.engine.rules import Rules
from tutor.words import t

T = TypeVar("T")

PICK_BOX = "cardpick_"
"""Containers whose key starts with this hold touch pills, styled by :data:`PICKER_CSS`."""

CHOSEN = '[aria-pressed="true"],[aria-checked="true"]'

CHOSEN_CSS = f"""
button:is([data-variant="pills"],[data-variant="segmented_control"]):is({CHOSEN}){{
  background:#0d47a1!important;border:2px solid #0d47a1!important;color:#fff!important;
  box-shadow:0 0 0 2px #90caf9}}
button:is([data-variant="pills"],[data-variant="segmented_control"]):is({CHOSEN})
  :is(p,span,.stMarkdownColoredText){{color:#fff!important}}
button:is([data-variant="pills"],[data-variant="segmented_control"]):is({CHOSEN}) p::before{{
  content:"✓ "}}
button[data-variant="pills"]:disabled{{opacity:1!important}}
button[data-variant="pills"]:disabled :is(p,span){{color:#5f6368!important}}
button[data-variant="pills"]:disabled .stMarkdownColoredText{{color:#b71c1c!important}}
[data-testid="stButtonGroup"]:has(button:disabled) [data-testid="stWidgetLabel"] p{{
  color:rgb(47,45,43)!important}}
"""
"""The one chosen style of every pill and segmented button in the app (cards at the
practice table and in meld practice, endings, players, answers): white on dark blue with
a tick, which cannot be mistaken for a red suit (a pill chosen among many is
``aria-pressed``, the one choice of a single-choice group ``aria-checked``). A pill that
cannot be tapped yet (the practice table's hand before the draw) stays readable: grey and
dark red at full opacity, and its label in the page's text colour, not Streamlit's faded
text (which fails the contrast check). Part of the
app's style sheet (:data:`tutor.app.layout.APP_CSS`) and of :data:`PICKER_CSS`."""

PICKER_CSS = f"""<style>
[class*="st-key-{PICK_BOX}"] button[data-variant="pills"]{{min-height:44px;min-width:44px;
  padding:0 .55rem;font-size:1.05rem;font-weight:600;justify-content:center}}
{CHOSEN_CSS}
</style>"""
"""Card pills a finger can hit (at least 44 × 44 px), chosen as :data:`CHOSEN_CSS` shows."""


def pill_text(card: Card) -> str:
    """A card's label on a picker pill: red suits in red (Streamlit's colour markdown)."""
    return f":red[{card.pretty}]" if card.is_red else card.pretty


def touch_pills(
    label: str,
    options: Sequence[T],
    key: str,
    *,
    format_func: Callable[[T], str] = str,
    selection_mode: Literal["single", "multi"] = "multi",
    css: bool = True,
    **kwargs: Any,
) -> Any:
    """Pills a finger can hit (at least 44 × 44 px) whose chosen state cannot be missed
    (:data:`PICKER_CSS`), for cards or any short choices; returns what ``st.pills`` returns
    (a list for ``"multi"``, one option or ``None`` for ``"single"``). ``css=False``: the
    caller has drawn :data:`PICKER_CSS` in this run already, once for several groups (each
    element drawn is server work on every tap). ``kwargs`` go to ``st.pills``."""
    if css:
        st.html(PICKER_CSS)
    with st.container(key=f"{PICK_BOX}{key}"):
        return st.pills(
            label,
            options=list(options),
            format_func=format_func,
            selection_mode=selection_mode,
            key=key,
            **kwargs,
        )


@overload
def card_pills(
    label: str,
    options: Sequence[Card],
    key: str,
    *,
    format_func: Callable[[Card], str] = ...,
    **kwargs: Any,
) -> list[Card]: ...


@overload
def card_pills(
    label: str, options: Sequence[T], key: str, *, format_func: Callable[[T], str], **kwargs: Any
) -> list[T]: ...


def card_pills(
    label: str,
    options: Sequence[Any],
    key: str,
    *,
    format_func: Callable[[Any], str] = pill_text,
    **kwargs: Any,
) -> list[Any]:
    """Touch-sized pills for choosing some of ``options`` (cards, or positions in a hand
    with a ``format_func``); returns the chosen ones. ``kwargs`` go to ``st.pills``."""
    return list(touch_pills(label, options, key, format_func=format_func, **kwargs) or [])


def card_picker(
    key: str,
    rules: Rules,
    *,
    label: str | None = None,
    on_change: Callable[..., None] | None = None,
    args: tuple[Any, ...] = (),
) -> tuple[Card, ...]:
    """A grid of the 52 cards (one row per suit, plus jokers when in play), multi-select.
    ``on_change(*args)`` runs when a card is tapped."""
    st.caption(label or t("widgets-pick-cards"))
    chosen: list[Card] = []
    for suit in SUITS:
        cards = [c for c in FULL_DECK if c.suit == suit]
        picked = card_pills(
            t("widgets-suit-row", suit=suit),
            cards,
            f"{key}_{suit}",
            label_visibility="collapsed",
            on_change=on_change,
            args=args,
        )
        chosen.extend(picked)
    if rules.jokers:
        n = st.segmented_control(
            t("widgets-jokers"),
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
    held = {c for suit in SUITS for c in st.session_state.get(f"{key}_{suit}") or []}
    chosen = [c for c in FULL_DECK if c in held]  # in deck order, whatever the order tapped
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
    placeholder: str | None = None,
    help: str | None = None,
    on_change: Callable[..., None] | None = None,
    args: tuple[Any, ...] = (),
) -> tuple[Card, ...] | None:
    """A text box for cards. Returns the cards, or ``None`` after showing the error next to
    the box when the text names no card, a card twice, or a joker not in play."""
    text = st.text_input(
        label,
        key=key,
        placeholder=placeholder or t("widgets-cards-placeholder"),
        help=help,
        on_change=on_change,
        args=args,
    )
    if not text.strip():
        return ()
    try:
        return parse_cards(text, rules)
    except HoolaError as e:
        show_error(e)
        return None
