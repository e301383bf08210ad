"""Cards and hands: parsing, canonical text and the point value of a card (rule book 1, 2).

A card is written rank then suit: ``7h``, ``10s``, ``Qd``, ``Ah``. Ranks are ``A 2-10 J Q K``
(``T`` also means ten); suits are ``c d h s`` or the symbols ``♣ ♦ ♥ ♠``. A joker is ``JK``.
``str(card)`` gives the canonical form and always parses back to the same card.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import islice
from typing import Protocol

from tutor.engine.errors import CardError
from tutor.engine.inputs import quote


class Rules(Protocol):
    """What this module reads of the rules in force: how many jokers are in play (rule book
    1.2). :class:`tutor.engine.rules.Rules` is one; cards need not import the rules (the
    rules are written in cards)."""

    @property
    def jokers(self) -> int: ...


SUITS = ("c", "d", "h", "s")
SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}
JOKER_TEXT = "JK"
_TEXT_BY_RANK = {0: JOKER_TEXT, **{n: RANK_TEXT.get(n, str(n)) for n in range(1, 14)}}
MAX_JOKERS = 2

_SUIT_ALIASES = {
    "c": "c", "♣": "c", "♧": "c",
    "d": "d", "♦": "d", "♢": "d",
    "h": "h", "♥": "h", "♡": "h",
    "s": "s", "♠": "s", "♤": "s",
}  # fmt: skip
_RANK_ALIASES = {"a": 1, "t": 10, "j": 11, "q": 12, "k": 13}
_RANK_ALIASES.update({str(n): n for n in range(2, 11)})
_JOKER_ALIASES = {"jk", "joker", "🃏", "*", "조커"}
_KOREAN_SUITS = {
    "스페이드": "s",
    "하트": "h",
    "다이아몬드": "d",
    "다이아": "d",
    "클로버": "c",
    "클럽": "c",
}
"""Suits as Korean players name them: a card may be written ``스페이드7``, ``7스페이드`` or
``하트K`` (rule book 1.1)."""
_KOREAN_CARD = re.compile(
    r"^(?:(?P<before>스페이드|하트|다이아몬드|다이아|클로버|클럽)(?P<rank1>[0-9AaTtJjQqKk]{1,2})"
    r"|(?P<rank2>[0-9AaTtJjQqKk]{1,2})(?P<after>스페이드|하트|다이아몬드|다이아|클로버|클럽))$"
)
_TOKEN_SPLIT = re.compile(r"[\s,;]+")
_VARIATION_SELECTOR = "\ufe0f"


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card. ``rank`` is 1 (Ace) to 13 (King), or 0 for a joker; ``suit`` is one of
    ``c d h s``, or ``""`` for a joker."""

    rank: int
    suit: str
    _hash: int = field(init=False, repr=False, compare=False)
    """``hash((rank, suit))``, the hash a dataclass gives, worked out once: cards are hashed
    and compared millions of times a move in the bots' sets (half the time so)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.rank, self.suit)))
        if self.rank == 0 and self.suit == "":
            return
        if not (1 <= self.rank <= 13) or self.suit not in SUITS:
            raise CardError("no-such-card", point="1.2", rank=self.rank, suit=self.suit)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if type(other) is not Card:
            return NotImplemented
        return self is other or (self.rank == other.rank and self.suit == other.suit)

    @classmethod
    def joker(cls) -> Card:
        return cls(0, "")

    @classmethod
    def parse(cls, token: str) -> Card:
        """Parse one card such as ``7h``, ``10♠``, ``qd`` or ``JK``; a :class:`CardError`
        for anything else, text or not."""
        if not isinstance(token, str):
            raise CardError("card-not-text", point="1.2", value=quote(token))
        if len(token) > MAX_HAND_CHARS:
            raise CardError("cards-too-long", size=len(token), limit=MAX_HAND_CHARS)
        return _parse_token(token)

    @property
    def is_joker(self) -> bool:
        return self.rank == 0

    @property
    def is_seven(self) -> bool:
        return self.rank == 7

    @property
    def rank_text(self) -> str:
        return _TEXT_BY_RANK[self.rank]

    @property
    def pretty(self) -> str:
        """The card with a suit symbol, e.g. ``7♥``; a joker is ``🃏``."""
        return "🃏" if self.rank == 0 else _TEXT_BY_RANK[self.rank] + SUIT_SYMBOLS[self.suit]

    @property
    def is_red(self) -> bool:
        return self.suit in ("d", "h")

    @property
    def face_value(self) -> int:
        """Ace 1, 2–10 face value, Jack 11, Queen 12, King 13 (rule book 2); a joker 0."""
        return self.rank

    def __str__(self) -> str:
        return _TEXT_BY_RANK[self.rank] + self.suit  # a joker's suit is ""

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


_JOKER = Card(0, "")

FULL_DECK: tuple[Card, ...] = tuple(Card(r, s) for s in SUITS for r in range(1, 14))
"""The 52 cards of one deck, clubs to spades, Ace to King."""


def play_deck(rules: Rules) -> tuple[Card, ...]:
    """The cards a round is dealt from: one pack (rule book 1.2) and the jokers the rules
    put in play (7.9), in :data:`FULL_DECK` order with the jokers last."""
    return FULL_DECK + (_JOKER,) * rules.jokers


MAX_HAND_CHARS = 10_000
"""Longest card text read (a whole deck written out is under 300 characters)."""
MAX_HAND_CARDS = 200


def _token_text(item: object) -> str:
    if not isinstance(item, str):
        raise CardError("card-not-text", point="1.2", value=quote(item))
    return item


@lru_cache(maxsize=2048)  # cards are immutable; a bad token raises and is not cached
def _parse_token(token: str) -> Card:
    raw = token.strip().replace(_VARIATION_SELECTOR, "")
    low = raw.lower()
    if low in _JOKER_ALIASES:
        return Card.joker()
    korean = _KOREAN_CARD.match(low)
    if korean:
        low = (korean["rank1"] or korean["rank2"]) + _KOREAN_SUITS[
            korean["before"] or korean["after"]
        ]
    if len(low) < 2:
        raise CardError("card-too-short", point="1.2", token=quote(token))
    suit = _SUIT_ALIASES.get(low[-1])
    if suit is None:
        raise CardError("not-a-suit", point="1.2", token=quote(token), suit=quote(raw[-1]))
    rank = _RANK_ALIASES.get(low[:-1])
    if rank is None:
        raise CardError("not-a-rank", point="1.2", token=quote(token), rank=quote(raw[:-1]))
    return Card(rank, suit)


_BARE_RANK = re.compile(r"^(?:10|[2-9AaTtJjQqKk])$")


def _glue_suit_names(tokens: list[str]) -> list[str]:
    """A Korean suit name written apart from its rank is one card: ``하트 7`` (the name first,
    as it is said) and ``7 하트`` read as ``하트7`` (rule book 1.1)."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token in _KOREAN_SUITS:
            if out and _BARE_RANK.match(out[-1]):  # 7 하트: a rank left waiting
                out[-1] = out[-1] + token
                i += 1
                continue
            if i + 1 < len(tokens) and _BARE_RANK.match(tokens[i + 1]):  # 하트 7
                out.append(token + tokens[i + 1])
                i += 2
                continue
        out.append(token)
        i += 1
    return out


def parse_cards(text: str | Iterable[Card | str], rules: Rules | None = None) -> tuple[Card, ...]:
    """Parse a hand such as ``"7h 10s Qd"``, ``"7♥,T♠"`` or ``"하트7 스페이드10"`` into cards,
    in the order given.

    Raises :class:`CardError` (a ``ValueError``) naming the bad token, or a card given twice:
    there is one deck, so only jokers may repeat, and only as many as the rules put in play
    (``rules.jokers``; without rules, up to two).
    """
    if rules is not None and not hasattr(rules, "jokers"):
        raise CardError("rules-not-rules", value=quote(rules))
    if isinstance(text, str):
        if len(text) > MAX_HAND_CHARS:
            raise CardError("cards-too-long", size=len(text), limit=MAX_HAND_CHARS)
        tokens = _glue_suit_names([t for t in _TOKEN_SPLIT.split(text.strip()) if t])
        cards = [_parse_token(t) for t in tokens]
    elif isinstance(text, list | tuple | set | frozenset):
        if len(text) > MAX_HAND_CARDS:
            raise CardError("too-many-cards", count=len(text), limit=MAX_HAND_CARDS)
        cards = [c if isinstance(c, Card) else _parse_token(_token_text(c)) for c in text]
    else:
        raise CardError("cards-not-text", value=quote(text))
    check_distinct(cards, rules)
    return tuple(cards)


def as_cards(
    cards: str | Iterable[Card | str], rules: Rules, *, jokers_by_rules: bool = True
) -> tuple[Card, ...]:
    """The cards a rule check is given: text is read with :func:`parse_cards` (jokers
    counted against ``rules`` unless ``jokers_by_rules`` is false: the check itself then
    says why they do not fit); a collection of :class:`Card` is taken as it is (at most
    :data:`MAX_HAND_CARDS`, never walked further); anything else, and ``rules`` that are not
    rules, raise :class:`CardError`."""
    if not hasattr(rules, "jokers"):
        raise CardError("rules-not-rules", value=quote(rules))
    read_by = rules if jokers_by_rules else None
    if isinstance(cards, str):
        return parse_cards(cards, read_by)
    if not isinstance(cards, Iterable) or isinstance(cards, bytes | bytearray | dict):
        raise CardError("cards-not-text", value=quote(cards))
    items = tuple(islice(iter(cards), MAX_HAND_CARDS + 1))
    if len(items) > MAX_HAND_CARDS:
        raise CardError("too-many-cards", count=len(items), limit=MAX_HAND_CARDS)
    given = tuple(c for c in items if isinstance(c, Card))
    if len(given) == len(items):
        return given
    return parse_cards(list(items), read_by)


def check_distinct(cards: Iterable[Card], rules: Rules | None = None) -> None:
    """Raise :class:`CardError` if a card appears twice, or more jokers than are in play."""
    cards = list(cards)
    distinct = set(cards)
    if len(distinct) == len(cards) and _JOKER not in distinct:
        return
    counts = Counter(cards)
    allowed = MAX_JOKERS if rules is None else rules.jokers
    for card, n in counts.items():
        if card.is_joker:
            if n > allowed:
                raise CardError(
                    "jokers-off" if allowed == 0 else "jokers-over",
                    point="7.9",
                    count=n,
                    allowed=allowed,
                )
        elif n > 1:
            raise CardError("card-twice", point="1.2", card=card, times=n)


def format_cards(cards: Iterable[Card], pretty: bool = False) -> str:
    """Cards as text separated by spaces: canonical (``7h 10s``) or pretty (``7♥ 10♠``)."""
    return " ".join([c.pretty for c in cards] if pretty else map(str, cards))


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards sorted by suit then rank, jokers last: the order the tutor shows a hand in."""
    return tuple(sorted(cards, key=lambda c: (c.is_joker, c.suit, c.rank)))
