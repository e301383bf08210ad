"""The values of a round at the table: the melds on the table, the log's events, how the
round ended, the turn and the claim window in progress, and what one player may see
(:class:`PlayerView`). All immutable."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Literal, get_args

from tutor.engine.cards import Card, format_cards, play_deck
from tutor.engine.endings import Ending
from tutor.engine.reasons import FrozenDict, freeze_fields
from tutor.engine.rules import Rules
from tutor.engine.table import turn_order
from tutor.play.actions import Action

Phase = Literal["dropout", "draw", "play", "claim", "over"]
"""Where a round is: deciding who plays (six or seven), drawing, playing, claiming, over."""


@dataclass(frozen=True, slots=True)
class TableMeld:
    """A meld on the table: whose it is, its cards in meld order, and for each joker the
    card it stands for (``None`` for real cards)."""

    owner: str
    kind: str
    cards: tuple[Card, ...]
    stands_for: tuple[Card | None, ...]

    @property
    def pretty(self) -> str:
        return format_cards(self.cards, pretty=True)


EventKind = Literal[
    "deal", "draw-stock", "take-discard", "meld", "lay-off", "discard", "claim", "pass",
    "claim-won", "knock", "blast", "four-sevens", "go-out", "stock-end", "drop-out", "stay-in",
    "forced-out", "must-play", "dropouts-done",
]  # fmt: skip
"""Every kind of log event (the words layer writes each: catalog ids ``play-event-<kind>``)."""

EVENT_KINDS: frozenset[str] = frozenset(get_args(EventKind))


DropOut = Literal["chose", "forced"]
"""Why a player of six or seven sits a round out (rule book 7.6): by choice, or forced."""
Decision = DropOut | Literal["play"]
"""What a player of six or seven decided after the deal: out (either way), or to play."""


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened, for the log. ``hidden`` marks cards only ``player`` saw (a
    card drawn from the stock); ``detail`` holds names: the owner of the meld laid off on,
    the discarder of a claimed card, ``"perfect"`` for a going out that is a Perfect."""

    kind: EventKind
    player: str
    cards: tuple[Card, ...] = ()
    target: int = -1
    hidden: bool = False
    detail: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class RoundEnd:
    """How the round ended: the facts a round record needs."""

    ending: Ending
    winner: str | None = None
    knocker: str | None = None
    perfect: bool = False
    perfect_discard_by: str | None = None


@dataclass(frozen=True, slots=True)
class Turn:
    player: str
    melded_before: bool = False
    drew_stock: bool = False
    must_use: Card | None = None
    took_from: str | None = None  # who discarded the card taken (None: the face-up card)
    laid: bool = False
    laid_off: bool = False  # a card went onto a meld already on the table (no Perfect, 5.3)


@dataclass(frozen=True, slots=True)
class ClaimWindow:
    card: Card
    discarder: str
    next_player: str
    asked: tuple[str, ...]
    claimants: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PlayerView:
    """What one player may see: their own hand, how many cards the others hold, the table
    melds, the discard pile, the stock count, and the log with others' stock draws hidden."""

    name: str
    rules: Rules
    seating: tuple[str, ...]
    order: tuple[str, ...]
    dealer: str
    hand: tuple[Card, ...]
    counts: FrozenDict[str, int]
    table_melds: tuple[TableMeld, ...]
    discard_pile: tuple[Card, ...]
    stock_count: int
    to_move: str | None
    phase: Phase
    melded: frozenset[str]
    had_turn: frozenset[str]
    log: tuple[Event, ...]
    outcome: RoundEnd | None
    legal: tuple[Action, ...] = ()
    turn: Turn | None = None
    window: ClaimWindow | None = None
    discard_open: bool = True
    pile_from: tuple[str | None, ...] = ()
    dropped: tuple[tuple[str, Decision], ...] = ()

    def __post_init__(self) -> None:
        freeze_fields(self, "counts")

    @property
    def must_use(self) -> Card | None:
        """The discard taken this turn that must still go into a meld (rule book §4.1)."""
        return self.turn.must_use if self.turn is not None else None

    @property
    def unseen(self) -> tuple[Card, ...]:
        """Cards this player has not seen: in the stock or in other players' hands."""
        seen = Counter(self.hand)
        seen.update(self.discard_pile)
        for m in self.table_melds:
            seen.update(m.cards)
        out = []
        for c in play_deck(self.rules):
            if seen[c]:
                seen[c] -= 1
            else:
                out.append(c)
        return tuple(out)

    def next_after(self, name: str) -> str:
        """Who plays after ``name`` (rule book 1.5)."""
        return turn_order(self.order, name)[1]
