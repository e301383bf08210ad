"""The moves of a round of Hoola, as small immutable values (rule book §4, §5, §7).

Each action is what the player to move does now; the round knows who that is. Cards in a
meld are kept in the order the tutor shows a hand (``sort_cards``), so two ways of writing
the same meld are the same action. ``str(action)`` gives a short canonical text that
:func:`parse_action` reads back, so a game can be stored as a list of texts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from tutor.engine.cards import Card, format_cards, parse_cards, sort_cards
from tutor.play.reasons import PlayError

ActionKind = Literal[
    "stay-in",
    "drop-out",
    "blast",
    "knock",
    "four-sevens",
    "draw-stock",
    "take-discard",
    "meld",
    "lay-off",
    "discard",
    "go-out",
    "claim",
    "pass",
]
"""Every kind of move (the words layer labels each: catalog ids ``play-action-<kind>``)."""

ACTION_KINDS: frozenset[str] = frozenset(get_args(ActionKind))


@dataclass(frozen=True, slots=True)
class Action:
    """One move. ``cards`` is the meld laid, the card laid off or discarded; ``target`` the
    index of the table meld a card is laid off onto; ``melds`` and ``cards`` of a ``go-out``
    are the melds laid and the final discard (none when the rules let a player go out
    without one); ``perfect`` marks a going out that is a Perfect (Hoola)."""

    kind: ActionKind
    cards: tuple[Card, ...] = ()
    target: int = -1
    melds: tuple[tuple[Card, ...], ...] = ()
    perfect: bool = False

    def __repr__(self) -> str:
        return f"parse_action({str(self)!r})"

    def __str__(self) -> str:
        if self.kind == "meld":
            return f"meld {format_cards(self.cards)}"
        if self.kind == "lay-off":
            return f"lay-off {format_cards(self.cards)} {self.target}"
        if self.kind == "discard":
            return f"discard {format_cards(self.cards)}"
        if self.kind == "go-out":
            parts = " | ".join(format_cards(m) for m in self.melds)
            tail = f" / {format_cards(self.cards)}" if self.cards else ""
            return f"{'perfect' if self.perfect else 'go-out'} {parts}{tail}"
        return self.kind


def _meld_cards(cards: tuple[Card, ...] | list[Card]) -> tuple[Card, ...]:
    return sort_cards(cards)


def stay_in() -> Action:
    return Action("stay-in")


def drop_out() -> Action:
    return Action("drop-out")


def blast() -> Action:
    return Action("blast")


def knock() -> Action:
    return Action("knock")


def four_sevens() -> Action:
    return Action("four-sevens")


def draw_stock() -> Action:
    return Action("draw-stock")


def take_discard() -> Action:
    return Action("take-discard")


def claim() -> Action:
    return Action("claim")


def pass_claim() -> Action:
    return Action("pass")


def meld(cards: tuple[Card, ...] | list[Card]) -> Action:
    return Action("meld", _meld_cards(cards))


def lay_off(card: Card, target: int) -> Action:
    return Action("lay-off", (card,), target)


def discard(card: Card) -> Action:
    return Action("discard", (card,))


def go_out(melds: list[tuple[Card, ...]], last: Card | None, perfect: bool) -> Action:
    ordered = tuple(sorted((_meld_cards(m) for m in melds), key=lambda m: (m[0].suit, m)))
    return Action("go-out", (last,) if last else (), -1, ordered, perfect)


_SIMPLE = {
    f(): f
    for f in (
        stay_in,
        drop_out,
        blast,
        knock,
        four_sevens,
        draw_stock,
        take_discard,
        claim,
        pass_claim,
    )
}


def parse_action(text: str) -> Action:
    """An action from its text form, e.g. ``"meld 7h 8h"``, ``"lay-off 9c 2"``, ``"knock"``.
    Raises :class:`~tutor.engine.errors.HoolaError` (a ``ValueError``) naming the problem."""
    if not isinstance(text, str) or not text.strip() or len(text) > 300:
        raise PlayError("not-a-move", text=text)
    word, _, rest = text.strip().partition(" ")
    for action in _SIMPLE:
        if action.kind == word and not rest:
            return action
    if word == "meld":
        cards = parse_cards(rest)
        if not cards:
            raise PlayError("meld-needs-cards", text=text)
        return meld(cards)
    if word == "discard":
        (card,) = _one_card(rest, text)
        return discard(card)
    if word == "lay-off":
        card_text, _, target = rest.rpartition(" ")
        (card,) = _one_card(card_text, text)
        if not target.isdigit() or len(target) > 3:
            raise PlayError("lay-off-form", text=text)
        return lay_off(card, int(target))
    if word in ("go-out", "perfect"):
        melds_text, _, last = rest.partition(" / ")
        melds = [parse_cards(part) for part in melds_text.split(" | ") if part.strip()]
        thrown = _one_card(last, text)[0] if last.strip() else None
        return go_out(melds, thrown, word == "perfect")
    raise PlayError("not-a-move", text=text)


def _one_card(text: str, whole: str) -> tuple[Card]:
    cards = parse_cards(text)
    if len(cards) != 1:
        raise PlayError("one-card", text=whole)
    return (cards[0],)
