"""Quick play-outs for the expert's search (rule book §4, §5, §6).

The expert weighs a move by playing the round out on deals of the cards it cannot see
(:class:`~tutor.play.model.OpponentModel`). A play-out needs a player for every seat that
is quick and plays like a person: :func:`quick_move` builds one legal move straight from
the hand (no list of every legal move), using only what that player could know — its own
hand, the table and the top of the pile — never the cards dealt to the others, so the
sampled opponents do not play as if they saw through the cards:

* it ends the round when it can (Blast, Four sevens, going out, a Perfect first);
* it knocks when its count is at most a share of the knock limit that grows with the
  fewest cards an opponent holds (:data:`KNOCK_SHARES`), as the careful bot does;
* it takes a discard it can meld and claims one under Battle Hoola;
* it lays the melds of its best arrangement, except that the searching player, while it has
  not melded, holds them back as the expert does: for a Perfect when it is one card from
  laying everything (§5.3), and heads up while that stops the other knocking (§5.2) and
  its loose cards keep it from a knock of its own;
* it lays off loose cards, and throws the loose card with the most points, a card with a
  partner in hand kept no longer (:data:`KEEP_LINKED`), as the careful bot throws.

:func:`roll_out` plays a filled-in round to the end and returns one player's stakes.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Protocol, TypeVar

from tutor.engine.cards import Card, sort_cards
from tutor.engine.counting import blast_value, rank_points
from tutor.engine.endings import blast_kind, knock_melding_met
from tutor.engine.melds import check_meld
from tutor.engine.odds import fast_points
from tutor.engine.rules import Rules
from tutor.engine.table import round_knock_limit
from tutor.play import actions as A
from tutor.play import cover
from tutor.play.actions import Action
from tutor.play.cover import partners
from tutor.play.net import net_of
from tutor.play.round import Round, fewest_open, meld_with, melds_in_hand

KNOCK_SHARES = (-1.0, 0.1, 0.45, 0.8, 0.9, 1.0)
"""A play-out player knocks with at most this share of the knock limit in hand, by the
fewest cards an opponent holds (1, 2, ... 6 or more): an opponent down to one or two cards
likely counts low, so the careful bot hardly knocks then and knocks up to the limit
against full hands (its choices at 521 turn starts of careful rounds where it could knock,
2 and 4 players: the shares agree with 90% of them, a flat 0.6 with 51%)."""
KEEP_LINKED = 0
"""Points a loose card with a partner in hand is worth less as a discard (it is kept): none,
as the careful bot throws (the highest loose card agrees with 84% of its discards, keeping
partners 6 points longer with 71%)."""
HOLD_STOCK = 2
"""The expert lays its melds once the stock holds this many cards a player or fewer."""
HOLD_PLAYERS = 2
"""The most players at which the expert holds its melds back so that nobody may knock: heads
up holding gains (``bench/tools/plain_tune.py``, the plain expert against careful bots, 2
players: +0.10 stakes a round [+0.04, +0.15] over 1,200 rounds), at four players it loses
(-1.11 [-1.45, -0.77] over 600: with more players the round often ends by another's hand
while its melds are held, and a player who laid none pays double, §6.3). With the search
on top (it still weighs holding them) the two are alike at four players: +0.12 [-0.02,
+0.26] with 2, +0.11 [-0.03, +0.26] holding at every table size, the same 600 rounds of
``bench/tools/strength.py``."""
HOLD_FOR_PERFECT = 2
"""A player who has not melded holds its melds back while at most this many cards of its
hand lie outside melds (one card to throw and one to find)."""


@lru_cache(maxsize=4)
def _switches(ace: str, jokers: int) -> Rules:
    """Rules with the two switches that decide a meld (rule book §3)."""
    return Rules(ace=ace, jokers=jokers)


@lru_cache(maxsize=65536)
def fits(cards: tuple[Card, ...], card: Card, ace: str, jokers: int) -> bool:
    """Whether ``card`` laid off on the table meld ``cards`` leaves a meld (rule book §4.3)."""
    return check_meld((*cards, card), _switches(ace, jokers)).valid


def quick_move(r: Round, holder: str | None = None) -> Action:
    """A legal move for the player to move in a filled-in round, by the rules of thumb
    above; :meth:`Round.apply` still judges it. Only ``holder`` (the searching player)
    holds melds back for a Perfect: the others lay theirs at once, as people do."""
    p = r.to_move
    assert p is not None
    rules = r.rules
    hand = r.hand_of[p]
    if r.phase == "dropout":
        return A.stay_in()
    if r.phase == "claim":
        w = r.window
        assert w is not None
        return A.claim() if can_meld(w.card, hand, rules, r.keep) else A.pass_claim()
    sevens = sum(1 for c in hand if c.rank == 7)
    if sevens == 4 and r.refusal(A.four_sevens()) is None:
        return A.four_sevens()
    if r.phase == "draw":
        return _start(r, p, hand, p == holder)
    return _play(r, p, hand, p == holder)


def _start(r: Round, p: str, hand: tuple[Card, ...], holds: bool) -> Action:
    rules = r.rules
    if len(hand) == 7 and p not in r.melded and may_blast(hand, rules):
        return A.blast()
    limit = round_knock_limit(rules, len(r.order))
    fewest = min(len(r.hand_of[n]) for n in r.order if n != p)
    share = KNOCK_SHARES[min(fewest, len(KNOCK_SHARES)) - 1]
    if fast_points(hand, rules) <= share * limit and may_knock(r, p):
        return A.knock()
    top = r.discard_pile[-1] if r.discard_pile else None
    if top is not None and r.discard_open and can_meld(top, hand, rules, r.keep):
        if not holds or p in r.melded or open_count(hand, rules) > HOLD_FOR_PERFECT + 1:
            return A.take_discard()
        if open_count((*hand, top), rules) <= 1:  # out at once with it: a Perfect
            return A.take_discard()
    return A.draw_stock()


def may_blast(hand: tuple[Card, ...], rules: Rules) -> bool:
    """Whether seven cards in the hand of a player who has laid no meld make a Blast: the
    engine's verdict (``endings.blast(...).allowed``, rule book 5.1) without its reasons."""
    if not rules.blast_allowed():
        return False
    return blast_kind(hand, sum(blast_value(c, rules) for c in hand), rules) != "no-blast"


def may_knock(r: Round, p: str) -> bool:
    """``r.refusal(knock()) is None`` for a hand already within the knock limit (the
    limit is the same, rule book 5.2): only the melding condition is left to ask."""
    others = any(n in r.melded for n in r.order if n != p)
    return knock_melding_met(r.rules, knocker_melded=p in r.melded, others_melded=others)


def _play(r: Round, p: str, hand: tuple[Card, ...], holds: bool) -> Action:
    if cover.usable(r.rules):
        return _play_with(_MaskHand(hand, r.rules.ace), r, p, hand, holds)
    return _play_with(_CardHand(hand, r.rules), r, p, hand, holds)


Piece = TypeVar("Piece")


class _Hand(Protocol[Piece]):
    """A hand's meld questions, a piece of the hand (a card, a meld) being a ``Piece``."""

    @property
    def empty(self) -> Piece: ...
    def open_without(self, piece: Piece) -> int: ...
    def melds(self) -> Sequence[Piece]: ...
    def piece(self, card: Card) -> Piece: ...
    def size(self, piece: Piece) -> int: ...
    def cards(self, meld: Piece) -> tuple[Card, ...]: ...
    def holds(self, meld: Piece, card: Card) -> bool: ...


def _play_with(h: _Hand[Piece], r: Round, p: str, hand: tuple[Card, ...], holds: bool) -> Action:
    now = h.open_without(h.empty)
    if now <= 1:
        out = _go_out(r)
        if out is not None:
            return out
    turn = r.turn
    assert turn is not None
    most = len(hand) - r.keep  # the most cards a meld may take

    def melds() -> list[Piece]:
        return [m for m in h.melds() if h.size(m) <= most]

    if turn.must_use is not None:
        mine = [m for m in melds() if h.holds(m, turn.must_use)]
        return A.meld(h.cards(min(mine, key=lambda m: (h.open_without(m), -h.size(m)))))
    loose = [c for c in dict.fromkeys(hand) if h.open_without(h.piece(c)) < now]
    holding = holds and p not in r.melded and not turn.laid
    if holding and now > HOLD_FOR_PERFECT:
        holding = _blocks(r, loose)
    if not holding:
        for m in melds():
            if h.open_without(m) == now:  # a meld of a best arrangement
                return A.meld(h.cards(m))
    return _lay_off_or_throw(r, p, hand, loose)


class _MaskHand:
    """A hand's meld questions for the quick player, on bit masks (no jokers): a piece of
    the hand (a card, a meld) is a mask, and each question one lookup
    (``tests/test_play_fast_paths.py`` holds the answers to the engine's)."""

    __slots__ = ("ace", "fewest", "full")
    empty = 0

    def __init__(self, hand: tuple[Card, ...], ace: str) -> None:
        self.full, self.ace, self.fewest = cover.mask_of(hand), ace, cover.fewest_for(ace)

    def open_without(self, piece: int) -> int:
        return self.fewest(self.full ^ piece)

    def melds(self) -> tuple[int, ...]:
        return cover.melds_in(self.full, self.ace)

    piece = staticmethod(cover.bit)
    size = staticmethod(int.bit_count)
    cards = staticmethod(cover.cards_of)

    @staticmethod
    def holds(meld: int, card: Card) -> bool:
        return bool(meld & cover.bit(card))


class _CardHand:
    """The same questions through the engine's arrangement (jokers in play): a piece is a
    tuple of cards."""

    __slots__ = ("hand", "rules")
    empty: tuple[Card, ...] = ()

    def __init__(self, hand: tuple[Card, ...], rules: Rules) -> None:
        self.hand, self.rules = hand, rules

    def open_without(self, piece: tuple[Card, ...]) -> int:
        return open_count(_less(self.hand, piece), self.rules)

    def melds(self) -> list[tuple[Card, ...]]:
        return melds_of(self.hand, self.rules)

    @staticmethod
    def piece(card: Card) -> tuple[Card, ...]:
        return (card,)

    size = staticmethod(len)

    @staticmethod
    def cards(meld: tuple[Card, ...]) -> tuple[Card, ...]:
        return meld

    @staticmethod
    def holds(meld: tuple[Card, ...], card: Card) -> bool:
        return card in meld


def _go_out(r: Round) -> Action | None:
    """The quick player's way out when it has one: a Perfect first, then the most cards
    laid (:meth:`Round.go_outs`)."""
    outs = r.go_outs()
    return max(outs, key=lambda a: (a.perfect, -len(a.cards))) if outs else None


def _lay_off_or_throw(r: Round, p: str, hand: tuple[Card, ...], loose: list[Card]) -> Action:
    rules = r.rules
    if p in r.melded and len(hand) - 1 >= r.keep:
        ace, jokers = rules.ace, rules.jokers
        if cover.usable(rules):  # the meld with the card is one of every meld's masks
            every = cover.every_meld(ace)
            masks = [cover.mask_of(tm.cards) for tm in r.table_melds]
            for c in loose:
                b = cover.bit(c)
                for i, m in enumerate(masks):
                    if m | b in every:
                        return A.lay_off(c, i)
            return A.discard(throw(hand, loose, rules))
        for c in loose:
            for i, tm in enumerate(r.table_melds):
                if fits(tm.cards, c, ace, jokers):
                    return A.lay_off(c, i)
    return A.discard(throw(hand, loose, rules))


def melds_block(
    rules, stock: int, players: int, total: int, loose: list[int], throwing: bool
) -> bool:
    """Whether a player who has laid no meld keeps its melds in hand (rule book §5.2: while
    it has laid none, an opponent may not knock when the rules ask for another player's
    meld): at a table of at most :data:`HOLD_PLAYERS` players, while the stock holds more
    than :data:`HOLD_STOCK` cards a player, and its loose cards (``total`` points; ``loose``:
    their points but jokers'), less the highest when it throws one this turn, count more
    than the knock limit. The expert's rule
    (``Bot._holds``) and its seat in the play-outs (:func:`_blocks`) both ask it."""
    if rules.knock_needs == "none" or players > HOLD_PLAYERS or stock <= HOLD_STOCK * players:
        return False
    left = total - (max(loose, default=0) if throwing else 0)
    return left > round_knock_limit(rules, players)


def _blocks(r: Round, loose: list[Card]) -> bool:
    """:func:`melds_block` for the searching player's seat in a play-out, its loose cards
    found without an arrangement (it throws one this turn)."""
    pts = rank_points(r.rules)
    counts = [pts[c.rank] for c in loose if not c.is_joker]
    return melds_block(r.rules, len(r.stock), len(r.order), sum(counts), counts, True)


def throw(hand: tuple[Card, ...], loose: list[Card], rules) -> Card:
    """The play-out player's discard: a loose card (one whose loss keeps the best
    arrangement), the most points first, a card with a partner in hand kept longer."""
    ace, jokers = rules.ace, rules.jokers
    pts = rank_points(rules)
    have = set(hand)

    def worth(c: Card) -> float:
        if c.is_joker or c.rank == 7:
            return -100.0
        linked = not have.isdisjoint(partners(c, ace, jokers))
        return pts[c.rank] - (KEEP_LINKED if linked else 0)

    return max(loose or list(dict.fromkeys(hand)), key=worth)


# -- the meld questions: bit masks without jokers, the engine with them ---------------------
def open_count(cards, rules) -> int:
    """Cards of ``cards`` left outside melds in their best arrangement."""
    if cover.usable(rules):
        return cover.fewest(cover.mask_of(cards), rules.ace)
    return fewest_open(sort_cards(cards), rules.ace, rules.jokers)


def melds_of(cards, rules) -> list[tuple[Card, ...]]:
    """Every meld that can be laid from ``cards``, longest first."""
    if cover.usable(rules):
        return [cover.cards_of(m) for m in cover.melds_in(cover.mask_of(cards), rules.ace)]
    return list(melds_in_hand(sort_cards(cards), rules.ace, rules.jokers))


def can_meld(card: Card, hand, rules, keep: int) -> bool:
    """Whether ``card`` makes a new meld with ``hand`` leaving ``keep`` cards (§4.1)."""
    if cover.usable(rules):
        return cover.makes_meld(
            cover.bit(card), cover.mask_of(hand), rules.ace, len(hand) + 1 - keep
        )
    return bool(meld_with(card, hand, rules, keep))


def _less(held: tuple[Card, ...], cards: tuple[Card, ...]) -> tuple[Card, ...]:
    rest = list(held)
    for c in cards:
        rest.remove(c)
    return tuple(rest)


def roll_out(r: Round, me: str, limit: int = 400) -> float:
    """``me``'s net stakes when every player of a filled-in round plays :func:`quick_move`
    to the end (0 if it has not ended after ``limit`` moves)."""
    return roll_out_counted(r, me, limit)[0]


def roll_out_counted(r: Round, me: str, limit: int = 400) -> tuple[float, int]:
    """:func:`roll_out`, and how many moves it took (the search's measure of work)."""
    for step in range(limit):
        if r.over:
            return float(net_of(r, me)), step  # settle()'s net (tests/test_play_net.py)
        r = r.advance(quick_move(r, me))  # built legal (tests/test_play_search.py)
    return 0.0, limit  # pragma: no cover
