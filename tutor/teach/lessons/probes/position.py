"""The ``position`` probe: a decision at the table, graded by the engine (rule book 4, 5.2, 6.1)."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any, Literal

from pydantic import ConfigDict, field_validator, model_validator

from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import FULL_DECK, Card, format_cards, parse_cards
from tutor.engine.counting import hand_points
from tutor.engine.endings import knock
from tutor.engine.melds import Meld, build_meld, candidate_melds, check_meld
from tutor.engine.odds import NextHands, undercut_exact
from tutor.engine.rules import Rules
from tutor.teach.errors import LessonError
from tutor.teach.lesson_positions import check_position
from tutor.teach.lesson_reasons import CHOICES, Said, said
from tutor.teach.lessons.fields import valid_cards
from tutor.teach.lessons.outcome import Answer, Frozen, Outcome, shown_cards, shown_choice, titled

PositionAsk = Literal["take-or-draw", "discard", "knock-or-draw", "safe-discard"]
TABLE_ASKS = ("knock-or-draw", "safe-discard")
"""The positions read the way the practice table's coach reads them: from what this player
has seen (their hand, the cards face up) and how many cards each other player holds."""

KNOCK_RISK_MAX = 0.12
"""Knock when the chance of being undercut is at most this (the careful computer player's
limit at the practice table)."""
POSITION_DEALS_MAX = 60_000
"""A table position is counted over every deal of the unseen cards: at most this many."""


class Undercut(Frozen):
    """A knock's risk counted over every deal of the unseen cards into the other hands
    (rule 5.2: anyone holding as few points as the knocker, or fewer, undercuts)."""

    points: int
    hits: int
    deals: int

    @property
    def chance(self) -> float:
        return self.hits / self.deals if self.deals else 0.0


class Feed(Frozen):
    """What throwing ``card`` may give the next player (rule 4.1: a discard is taken only to
    lay it at once in a new meld): the new melds it makes with cards this player has not
    seen, and in how many of the hands the next player may hold (``hits`` of ``hands``)
    such a meld can be laid."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    card: Card
    melds: tuple[Meld, ...]
    hits: int
    hands: int

    @property
    def chance(self) -> float:
        return self.hits / self.hands if self.hands else 0.0


class PositionProbe(Frozen):
    """A position at the table, for the learner to decide and the engine to grade.

    * ``ask: take-or-draw``: at the start of the turn the top discard is ``discard``. It
      may be taken only to go at once into a new meld laid from hand (rule book 4.1), so
      the answer is to take it exactly when it makes a new meld with cards in hand. The
      answer is a code, ``take`` or ``draw`` (the catalog words the choice).
    * ``ask: discard``: holding ``hand`` after the draw, which card to throw away? The
      right discards are those that leave the fewest points once the rest is laid in the
      best melds (rule book 4.4, 6.1).

    Two positions are read as the practice table's coach reads them, from what this player
    has seen: ``seen`` (the discard pile and the melds on the table) and ``others`` (how many
    cards each other player holds, in turn order from the next player). The unseen cards are
    the pack less the hand and ``seen``; every deal of them is counted.

    * ``ask: knock-or-draw``: at the start of the turn, knock now or draw and play on? Knock
      when the engine allows it (rule 5.2) and the undercut chance (:meth:`undercut`) is at
      most :data:`KNOCK_RISK_MAX`. The answer is a code, ``knock`` or ``play-on``.
    * ``ask: safe-discard``: holding ``hand`` after the draw, which discard is safe? The
      right discards feed the next player in the fewest of the hands they may hold (none,
      when some card has no unseen partners: :meth:`feed`).
    """

    type: Literal["position"]
    hand: str
    ask: PositionAsk
    discard: str | None = None
    seen: str | None = None
    others: tuple[int, ...] | None = None
    melded: bool = True
    others_melded: bool = True
    table: tuple[str, ...] | None = None

    _hand = field_validator("hand")(lambda cls, v: valid_cards(v))
    _seen = field_validator("seen")(lambda cls, v: None if v is None else valid_cards(v))

    @model_validator(mode="after")
    def _position(self) -> PositionProbe:
        hand = parse_cards(self.hand)
        if self.ask == "take-or-draw":
            if self.discard is None:
                raise LessonError("discard-needed", ask=self.ask)
            top = parse_cards(self.discard)
            if len(top) != 1 or top[0] in hand:
                raise LessonError("discard-not-one-card")
        elif self.discard is not None:
            raise LessonError("discard-not-taken", ask=self.ask)
        elif len(hand) < 2 and self.ask != "knock-or-draw":
            raise LessonError("hand-too-small", ask=self.ask)
        if self.ask in TABLE_ASKS:
            self._check_table(hand)
        elif self.seen is not None or self.others is not None:
            raise LessonError("table-not-taken", ask=self.ask)
        return self

    def _check_table(self, hand: tuple[Card, ...]) -> None:
        """A position read from the table: the other hands' sizes, and the seen cards, fit
        the pack, and the deals to count stay within :data:`POSITION_DEALS_MAX`."""
        if self.others is None or not 1 <= len(self.others) <= 4:
            raise LessonError("others-needed", ask=self.ask)
        if any(n < 1 or n > 8 for n in self.others):
            raise LessonError("others-range")
        seen = parse_cards(self.seen or "")
        twice = [c for c in seen if c in hand or seen.count(c) > 1]
        if twice:
            raise LessonError("seen-twice", card=twice[0])
        unseen = len(FULL_DECK) - len(hand) - len(seen)
        if sum(self.others) > unseen:
            raise LessonError("others-over-unseen", unseen=unseen)
        if self._deals(unseen) > POSITION_DEALS_MAX:
            raise LessonError("too-many-deals", unseen=unseen)

    _possible = model_validator(mode="after")(check_position)

    def _deals(self, unseen: int) -> int:
        if self.ask == "safe-discard":
            return math.comb(unseen, (self.others or [0])[0])
        total, left = 1, unseen
        for k in self.others or []:
            total *= math.comb(left, k)
            left -= k
        return total

    def unseen(self, rules: Rules) -> tuple[Card, ...]:
        """The cards this player has not seen: in the stock or in the other hands."""
        known = [*parse_cards(self.hand, rules), *parse_cards(self.seen or "", rules)]
        jokers = rules.jokers - sum(c.is_joker for c in known)
        return tuple(c for c in FULL_DECK if c not in known) + (Card.joker(),) * max(jokers, 0)

    def undercut(self, rules: Rules) -> Undercut:
        """The knock's undercut chance counted over every deal of the unseen cards into the
        other hands: the share of deals in which some hand counts as few points as the
        knocker, or fewer (hands counted as they are, rule 5.2)."""
        points = hand_points(parse_cards(self.hand, rules), rules).total
        count = undercut_exact(points, self.unseen(rules), self.others or [], rules)
        return Undercut(points=points, hits=count.hits, deals=count.samples)

    def feed(self, card: Card, rules: Rules, hands: NextHands | None = None) -> Feed:
        """What throwing ``card`` may give the next player: the new melds it makes with
        unseen cards, and in how many of the hands the next player may hold (every choice
        of their cards among the unseen) the other cards of such a meld are all held.
        ``hands``: the next player's hands when already counted (:meth:`next_hands`)."""
        hands = hands or self.next_hands(rules)
        f = hands.feed(card, count_sevens=True)
        melds = sorted((_meld_of(card, g, rules) for g in f.groups), key=_sets_first)
        return Feed(card=card, melds=tuple(melds), hits=round(f.hits), hands=hands.count)

    def next_hands(self, rules: Rules) -> NextHands:
        """Every hand the next player may hold: their cards among the unseen, all counted."""
        pool = self.unseen(rules)
        k = min((self.others or [0])[0], len(pool))
        return NextHands(pool, k, rules, samples=math.comb(len(pool), k))

    def shown_cards(self) -> list[tuple[Card, ...]]:
        return [parse_cards(self.hand)]

    def top(self) -> Card:
        return parse_cards(self.discard or "")[0]

    def choices(self) -> list[str]:
        if self.ask == "take-or-draw":
            return [TAKE, DRAW]
        if self.ask == "knock-or-draw":
            return [KNOCK, PLAY_ON]
        return [str(c) for c in parse_cards(self.hand)]

    def knock_verdict(self, rules: Rules) -> Any:
        """The engine's verdict on a knock now (rule 5.2)."""
        return knock(
            parse_cards(self.hand, rules),
            rules,
            players=len(self.others or []) + 1,
            knocker_melded=self.melded,
            others_melded=self.others_melded,
        )

    def knock_reasons(self, rules: Rules) -> tuple[Answer, list[Said]]:
        """Knock now or play on, and why: the engine's knock verdict, then the undercut
        chance counted over every deal (rule 5.2)."""
        verdict = self.knock_verdict(rules)
        if not verdict.allowed:
            return PLAY_ON, [*verdict.why, said("reason-no-knock-open", "5.2")]
        u = self.undercut(rules)
        line = said(
            "reason-undercut-count",
            "5.2",
            others=tuple(self.others or ()),
            hits=u.hits,
            deals=u.deals,
            points=u.points,
            chance=u.chance,
        )
        if u.chance <= KNOCK_RISK_MAX:
            return KNOCK, [
                *verdict.why,
                line,
                said("reason-knock-now", "5.2", limit=KNOCK_RISK_MAX),
            ]
        return PLAY_ON, [
            *verdict.why,
            line,
            said("reason-knock-risky", "5.2", limit=KNOCK_RISK_MAX),
        ]

    def feed_line(self, f: Feed) -> Said:
        """Which discard feeds what: one reason on one card (rule 4.1)."""
        if not f.melds:
            return said("reason-feeds-nothing", "4.1", card=f.card)
        if any(len(m.cards) == 1 for m in f.melds):
            return said("reason-feeds-always", "3.3", card=f.card)
        return said(
            "reason-feeds",
            "4.1",
            card=f.card,
            hits=f.hits,
            hands=f.hands,
            chance=f.chance,
            melds=tuple(m.cards for m in f.melds),
        )

    def discard_points(self, card: Card, rules: Rules) -> int:
        """Points left in hand after throwing ``card`` and laying the best melds."""
        rest = list(parse_cards(self.hand, rules))
        rest.remove(card)
        return best_arrangement(rest, rules).points

    def evaluate(self, rules: Rules) -> Outcome:
        hand = parse_cards(self.hand, rules)
        if self.ask == "knock-or-draw":
            value, reasons = self.knock_reasons(rules)
            title = titled("title-knock-now" if value == KNOCK else "title-play-on")
            return Outcome(value=value, shown=shown_choice(str(value)), why=tuple(reasons), **title)
        if self.ask == "safe-discard":
            hands = self.next_hands(rules)
            feeds = [self.feed(c, rules, hands) for c in dict.fromkeys(hand)]
            least = min(f.hits for f in feeds)
            safe = [f.card for f in feeds if f.hits == least]
            return Outcome(
                value=format_cards(safe),
                shown=shown_cards(tuple(safe)),
                **titled("title-discard", cards=tuple(safe)),
                why=tuple(self.feed_line(f) for f in sorted(feeds, key=lambda f: -f.hits)),
            )
        if self.ask == "discard":
            left = {c: self.discard_points(c, rules) for c in hand}
            fewest = min(left.values())
            best = [c for c in hand if left[c] == fewest]
            rest = list(hand)
            rest.remove(best[0])
            arr = best_arrangement(rest, rules)
            return Outcome(
                value=format_cards(best),
                shown=shown_cards(tuple(best)),
                **titled("title-discard", cards=tuple(best)),
                why=(
                    said("reason-discard-fewest", "6.1", cards=tuple(best), points=fewest),
                    *arr.why,
                ),
            )
        top = self.top()
        melds = [
            m for m in best_arrangement((*hand, top), rules).melds if top in m.cards
        ] or melds_with(top, hand, rules)
        if melds:
            return Outcome(
                value=TAKE,
                shown=shown_choice(TAKE),
                **titled("title-take", card=top),
                why=(
                    said(
                        "reason-take-discard",
                        "4.1",
                        card=top,
                        kind=melds[0].kind,
                        meld=melds[0].cards,
                    ),
                ),
            )
        return Outcome(
            value=DRAW,
            shown=shown_choice(DRAW),
            why=(said("reason-draw-stock", "4.1", card=top),),
            **titled("title-draw"),
        )


TAKE, DRAW, KNOCK, PLAY_ON = CHOICES
"""The answers of the choice positions, as codes: ``take``, ``draw``, ``knock`` and
``play-on`` (the catalog words them)."""


def _meld_of(card: Card, partners: Iterable[Card], rules: Rules) -> Meld:
    """The new meld ``card`` makes with ``partners`` (a group the engine found)."""
    meld = check_meld(sorted((card, *partners), key=lambda c: (c.is_joker, c)), rules).meld
    assert meld is not None, "a partner group makes a meld"
    return meld


def _sets_first(meld: Meld) -> tuple[bool, list[Card]]:
    return meld.kind == "run", sorted(meld.cards)


def melds_with(card: Card, hand: Sequence[Card], rules: Rules) -> list[Meld]:
    """Every new meld ``card`` can make with cards from ``hand`` (jokers aside)."""
    naturals = tuple(c for c in (*hand, card) if not c.is_joker)
    i = naturals.index(card)
    return [build_meld(c, naturals) for c in candidate_melds(naturals, 0, rules) if c.mask >> i & 1]
