"""Small positions for the practice-table tests: cards from text, and the rest of the deck."""

from __future__ import annotations

from tutor.engine.cards import FULL_DECK, format_cards, parse_cards


def C(text: str):
    return parse_cards(text)


def rest(*used: str) -> str:
    """Every card not named in ``used``: to put on the discard pile, out of play."""
    taken = {c for text in used for c in C(text)}
    return format_cards(c for c in FULL_DECK if c not in taken)
