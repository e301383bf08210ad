"""A lesson step played out at the practice table (rule book 4, 5): a position the learner
plays against computer players instead of answering a question about it.

The step holds the whole position, as a table could hold it at the start of the learner's
turn: the learner's ``hand``, each other player's hand in the order of play from the next
player (``others``: the cards, or how many cards, dealt from the rest by ``seed``), the
discard pile (bottom first) and the melds on the table (``table``: the learner's first,
then each other player's, melds parted by commas). Seven cards are dealt to each player
(rule 1.4), so a hand holds seven less its owner's cards on the table; every card is in
one place only. ``seed`` shuffles the stock and seeds the computer players, so the play is
the same every time; ``level`` is theirs. The short play ends when the learner has
finished ``turns`` turns, or with the round. The practice table (``tutor.play``) sets the
round up and grades the learner's decisions; this module only describes the position.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import Field, field_validator, model_validator

from tutor.engine.cards import Card, parse_cards
from tutor.teach.errors import LessonError
from tutor.teach.lesson_positions import DEALT, table_melds
from tutor.teach.lessons.fields import RulesSpec, valid_cards, valid_spec
from tutor.teach.lessons.outcome import Frozen

PlayLevel = Literal["beginner", "careful", "expert"]
"""The computer players' level (the practice table's levels)."""
PlayAsk = Literal["take-or-draw", "knock-or-draw", "discard", "safe-discard"]
"""The decision the position is about (the position questions' kinds)."""
PLAY_SEED_MAX = 999_999
PLAY_TURNS_MAX = 3


class PlayStep(Frozen):
    """A position to play out at the practice table; its feedback is the review of the
    learner's decisions there (``tutor.play.lesson_play``)."""

    type: Literal["play"]
    id: str | None = Field(None, pattern=r"^[a-z0-9][a-z0-9_-]*$", max_length=40)
    title: str | None = Field(None, max_length=80)
    stage: str | None = Field(None, min_length=1, max_length=60)
    prompt: str = Field(min_length=1)
    explain: str | None = None
    rules: RulesSpec | None = None
    hand: str
    others: tuple[str | int, ...] = Field(min_length=1, max_length=4)
    discard: str = Field(min_length=1)
    table: tuple[str, ...] | None = None
    ask: PlayAsk | None = None
    turns: int = Field(1, ge=1, le=PLAY_TURNS_MAX)
    seed: int = Field(0, ge=0, le=PLAY_SEED_MAX)
    level: PlayLevel = "careful"

    _rules = field_validator("rules")(lambda cls, v: valid_spec(v))
    _cards = field_validator("hand", "discard")(lambda cls, v: valid_cards(v))

    @field_validator("others")
    @classmethod
    def _others(cls, v: tuple[str | int, ...]) -> tuple[str | int, ...]:
        for hand in v:
            if isinstance(hand, int) and not 1 <= hand <= DEALT:
                raise LessonError("others-range")
            if isinstance(hand, str):
                valid_cards(hand)
        return v

    @model_validator(mode="after")
    def _position(self) -> PlayStep:
        """Every hand holds seven cards less its owner's on the table; no card twice."""
        table = list(self.table or [""])
        if len(table) > 1 + len(self.others):
            raise LessonError("table-players", given=len(table), players=1 + len(self.others))
        table += [""] * (1 + len(self.others) - len(table))
        laid = [tuple(c for m in table_melds(t) for c in m.cards) for t in table]
        hands = [self.hand, *self.others]
        every = [c for h in hands if isinstance(h, str) for c in parse_cards(h)]
        every += [*parse_cards(self.discard), *(c for cards in laid for c in cards)]
        twice = next((c for c in every if c != Card.joker() and every.count(c) > 1), None)
        if twice is not None:
            raise LessonError("position-card-twice", card=twice)
        for i, (hand, cards) in enumerate(zip(hands, laid, strict=True)):
            size = hand if isinstance(hand, int) else len(parse_cards(hand))
            if size != DEALT - len(cards):
                raise LessonError(
                    "hand-size-impossible",
                    who="you" if i == 0 else i,
                    size=size,
                    laid=len(cards),
                    melded=bool(cards),
                    expected=DEALT - len(cards),
                )
        return self

    @property
    def players(self) -> int:
        return 1 + len(self.others)

    def melds_of(self, seat: int) -> list[tuple[Card, ...]]:
        """The melds on the table of the player at ``seat`` (0: the learner, then the
        others in the order of play)."""
        table: Sequence[str] = self.table or []
        text = table[seat] if seat < len(table) else ""
        return [m.cards for m in table_melds(text)]

    def shown_cards(self) -> list[tuple[Card, ...]]:
        return [parse_cards(self.hand)]
