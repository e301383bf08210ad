"""Small positions for the practice-table tests: cards from text, and the rest of the deck."""

from __future__ import annotations

from tutor.engine.cards import FULL_DECK, format_cards, parse_cards
from tutor.teach import lessons as L


def C(text: str):
    return parse_cards(text)


def rest(*used: str) -> str:
    """Every card not named in ``used``: to put on the discard pile, out of play."""
    taken = {c for text in used for c in C(text)}
    return format_cards(c for c in FULL_DECK if c not in taken)


def take_or_draw_step() -> L.PositionStep:
    """A not-yet-melded hand offered 6d, which makes a new run 4d-5d-6d: take it."""
    return L.PositionStep(
        type="position",
        prompt="?",
        hand="4d 5d 9c 9s Jh Kc 2s",
        ask="take-or-draw",
        discard="6d",
        answer=L.TAKE,
        melded=False,
    )
