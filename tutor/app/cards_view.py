"""Cards drawn as HTML/CSS: red and black suits, readable at phone width, with a text
alternative for screen readers. Every piece of text is escaped before it enters HTML."""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

import streamlit as st

from tutor.engine.cards import SUIT_SYMBOLS, Card
from tutor.words import t

CARD_CSS = """
<style>
.hc-hand{display:flex;flex-wrap:wrap;gap:6px;align-items:flex-end;margin:4px 0 8px 0}
.hc-card{display:inline-flex;flex-direction:column;justify-content:space-between;
  width:3.1em;height:4.3em;padding:.25em .3em;border:1px solid #9aa0a6;border-radius:.4em;
  background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.15);font:600 1.05rem/1.05 system-ui,sans-serif;
  color:#1f1f1f;box-sizing:border-box}
.hc-card .hc-suit{font-size:1.35em;align-self:flex-end;line-height:1}
.hc-red{color:#c62828}
.hc-joker{color:#6a1b9a;background:#faf5ff}
.hc-dim{opacity:.45}
.hc-hi{outline:3px solid #f9a825;outline-offset:1px}
.hc-label{font:500 .85rem system-ui,sans-serif;color:#555;margin-right:.4em;align-self:center;
  min-width:6.5em}
.hc-group{display:inline-flex;gap:4px;padding:4px;border:1px dashed #b0b7c3;border-radius:.5em;
  margin-right:6px}
.hc-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
@media (max-width:480px){.hc-card{font-size:.9rem;width:2.8em;height:3.9em}}
</style>
"""


def card_name(card: Card) -> str:
    """A spoken name for a card: '7 of hearts', 'ace of spades', 'joker' (하트 7)."""
    return t("cards-view-card-name", rank=card.rank, suit=card.suit)


def card_html(card: Card, *, dim: bool = False, highlight: bool = False) -> str:
    classes = ["hc-card"]
    if card.is_joker:
        classes.append("hc-joker")
        face = '<span>JK</span><span class="hc-suit">🃏</span>'
    else:
        if card.is_red:
            classes.append("hc-red")
        face = (
            f"<span>{html.escape(card.rank_text)}</span>"
            f'<span class="hc-suit">{SUIT_SYMBOLS[card.suit]}</span>'
        )
    if dim:
        classes.append("hc-dim")
    if highlight:
        classes.append("hc-hi")
    label = html.escape(card_name(card))
    cls = " ".join(classes)
    return f'<span class="{cls}" role="img" aria-label="{label}" title="{label}">{face}</span>'


def hand_html(cards: Sequence[Card], *, label: str | None = None, dim: Iterable[Card] = ()) -> str:
    dimmed = set(dim)
    names = ", ".join(card_name(c) for c in cards) or t("cards-view-no-cards")
    head = f'<span class="hc-label">{html.escape(label)}</span>' if label else ""
    body = "".join(card_html(c, dim=c in dimmed) for c in cards)
    alt = html.escape(f"{label + ': ' if label else ''}{names}")
    return f'<div class="hc-hand" role="group" aria-label="{alt}">{head}{body}</div>'


def groups_html(groups: Sequence[Sequence[Card]], *, label: str | None = None) -> str:
    """Several groups of cards (e.g. melds) side by side, each boxed."""
    head = f'<span class="hc-label">{html.escape(label)}</span>' if label else ""
    parts = []
    for g in groups:
        alt = html.escape(", ".join(card_name(c) for c in g))
        inner = "".join(card_html(c) for c in g)
        parts.append(f'<span class="hc-group" role="group" aria-label="{alt}">{inner}</span>')
    return f'<div class="hc-hand">{head}{"".join(parts)}</div>'


def show_hand(cards: Sequence[Card], *, label: str | None = None, dim: Iterable[Card] = ()) -> None:
    """Draw a hand of cards."""
    st.html(CARD_CSS + hand_html(cards, label=label, dim=dim))


def show_groups(groups: Sequence[Sequence[Card]], *, label: str | None = None) -> None:
    """Draw groups of cards, such as the melds of an arrangement."""
    st.html(CARD_CSS + groups_html(groups, label=label))
