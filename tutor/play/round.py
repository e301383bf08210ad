"""One round of Hoola as a state machine (rule book §1, §4, §5, §7).

:func:`deal` shuffles a seeded deck, deals seven cards each, turns one card face up and
gives the dealer the first turn. A :class:`Round` is immutable: ``legal_actions()`` lists
what the player to move may do now, ``apply(action)`` returns the next round (an illegal
move raises :class:`IllegalAction` with its reason as data), ``view(name)`` is what one
player may see, and ``record()`` is the finished round as a :class:`RoundRecord` that
``settle()`` takes unchanged.

Phases: ``dropout`` (six or seven at the table: players decide in turn), ``draw`` (the start
of a turn: Blast, Knock or Four sevens, else draw from the stock or take the discard),
``play`` (meld, lay off, go out, discard), ``claim`` (with Battle or Tame Battle Hoola, the
other players may claim a discard out of turn) and ``over``.

How the engine reads the points the sources leave open:

* the round ends at the stock when a discard leaves the stock empty: the player who drew
  the last card finishes the turn, then hands are shown (with the showdown in
  ``settle()`` when the rules meld at the end);
* a claim window opens after every discard, for the players who could lay a new meld with
  it, asked in turn order from the next player. Under Tame Battle Hoola the first claimant
  in that order gets the card; under Battle Hoola every eligible player answers and the
  card goes to one claimant drawn by the round's seed (who slaps first). The next player's
  claim is their ordinary turn taking the discard; once they pass they cannot take it;
* Four sevens may be shown at the start of a turn, or at once after drawing the fourth
  seven from the stock, before laying anything.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from typing import Literal, get_args

from tutor.engine.arrangement import can_meld_all, fewest_unmelded, split_jokers
from tutor.engine.cards import Card, format_cards, play_deck, sort_cards
from tutor.engine.cast import tidy
from tutor.engine.endings import Ending, four_sevens
from tutor.engine.endings import blast as blast_verdict
from tutor.engine.endings import knock as knock_verdict
from tutor.engine.melds import build_meld, candidate_melds, check_meld
from tutor.engine.reasons import FrozenDict, freeze_fields
from tutor.engine.records import PlayerRecord, RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.table import dropout_turn, play_order, round_knock_limit, turn_order
from tutor.play import actions as A
from tutor.play.actions import Action
from tutor.play.reasons import IllegalAction, PlayError, Reason, because

Phase = Literal["dropout", "draw", "play", "claim", "over"]
_PHASE_OF: dict[str, Phase] = {
    "stay-in": "dropout", "drop-out": "dropout", "claim": "claim", "pass": "claim",
    "blast": "draw", "knock": "draw", "four-sevens": "draw", "draw-stock": "draw",
    "take-discard": "draw", "meld": "play", "lay-off": "play", "discard": "play",
    "go-out": "play",
}  # fmt: skip


# -- meld helpers, cached on the two switches that decide a meld ----------------------------
@lru_cache(maxsize=4)
def _meld_rules(ace: str, jokers: int) -> Rules:
    return Rules(ace=ace, jokers=jokers)


@lru_cache(maxsize=65536)
def _check(cards: tuple[Card, ...], ace: str, jokers: int):  # -> Meld | None
    """The meld ``cards`` make under the two switches that decide a meld, or ``None``: the
    engine's check (rule book §3), cached; the table has no meld rule of its own."""
    result = check_meld(cards, _meld_rules(ace, jokers))
    return result.meld if result.valid else None


@lru_cache(maxsize=16384)
def melds_in_hand(hand: tuple[Card, ...], ace: str, jokers: int) -> tuple[tuple[Card, ...], ...]:
    """Every meld that can be laid from ``hand`` (sorted), each as sorted cards."""
    rules = _meld_rules(ace, jokers)
    naturals, njokers = split_jokers(hand, rules)
    out = set()
    for cand in candidate_melds(naturals, njokers, rules):
        out.add(sort_cards(build_meld(cand, naturals).cards))
    return tuple(sorted(out, key=lambda m: (-len(m), [(c.suit, c.rank) for c in m])))


@lru_cache(maxsize=16384)
def fewest_open(hand: tuple[Card, ...], ace: str, jokers: int) -> int:
    """Fewest cards of ``hand`` left over when laying melds (jokers count too)."""
    return fewest_unmelded(hand, _meld_rules(ace, jokers))


def meld_with(
    card: Card, hand: Sequence[Card], rules: Rules, keep: int = 0
) -> list[tuple[Card, ...]]:
    """New melds laid from ``hand`` plus ``card`` that use ``card`` and leave at least
    ``keep`` cards in hand (rule book §4: a discard is taken only to meld it at once)."""
    full = sort_cards((*hand, card))
    size = len(full)
    return [
        m
        for m in melds_in_hand(full, rules.ace, rules.jokers)
        if card in m and size - len(m) >= keep
    ]


# -- values --------------------------------------------------------------------------------
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


# -- the round -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Round:
    """One round in progress or finished. Build one with :func:`deal`."""

    rules: Rules
    seating: tuple[str, ...]
    dealer: str
    seed: int
    order: tuple[str, ...]
    hand_of: FrozenDict[str, tuple[Card, ...]]
    stock: tuple[Card, ...]
    discard_pile: tuple[Card, ...]
    table_melds: tuple[TableMeld, ...]
    phase: Phase
    to_move: str | None
    pile_from: tuple[str | None, ...] = (None,)
    melded: frozenset[str] = frozenset()
    had_turn: frozenset[str] = frozenset()
    dropped: tuple[tuple[str, Decision], ...] = ()
    dropout_hands: FrozenDict[str, tuple[Card, ...]] = field(default_factory=FrozenDict)
    turn: Turn | None = None
    window: ClaimWindow | None = None
    discard_open: bool = True
    outcome: RoundEnd | None = None
    log: tuple[Event, ...] = ()
    moves: tuple[Action, ...] = ()
    movers: tuple[str, ...] = ()
    start: Round | None = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        freeze_fields(self, "hand_of", "dropout_hands")

    # -- what anyone can read ------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase == "over"

    @property
    def hands(self) -> dict[str, tuple[Card, ...]]:
        """Each playing player's cards (players who dropped out hold none)."""
        return {n: self.hand_of[n] for n in self.order}

    @property
    def stock_count(self) -> int:
        return len(self.stock)

    @property
    def players(self) -> tuple[str, ...]:
        """The players in the round, in the order of play from the dealer."""
        return self.order

    @property
    def keep(self) -> int:
        """Cards a player must keep in hand while melding: one for the final discard, or
        none when the rules let a player go out without one (rule book §4)."""
        return 1 if self.rules.discard_to_go_out else 0

    def next_after(self, name: str) -> str:
        """Who plays after ``name`` (rule book 1.5)."""
        return turn_order(self.order, name)[1]

    def view(self, name: str) -> PlayerView:
        """What ``name`` may see now (rule book §4): own hand, others' card counts, the
        melds, the discard pile and the stock count."""
        if name not in self.seating:
            raise PlayError("not-at-table", name=name)
        log = tuple(
            e if not e.hidden or e.player == name else replace(e, cards=()) for e in self.log
        )
        return PlayerView(
            name=name,
            rules=self.rules,
            seating=self.seating,
            order=self.order,
            dealer=self.dealer,
            hand=self.hand_of.get(name, ()),
            counts=FrozenDict({n: len(self.hand_of[n]) for n in self.order}),
            table_melds=self.table_melds,
            discard_pile=self.discard_pile,
            stock_count=len(self.stock),
            to_move=self.to_move,
            phase=self.phase,
            melded=self.melded,
            had_turn=self.had_turn,
            log=log,
            outcome=self.outcome,
            legal=self._legal if name == self.to_move else (),
            turn=self.turn,
            window=self.window,
            discard_open=self.discard_open,
            pile_from=self.pile_from,
            dropped=self.dropped,
        )

    def hidden(self, name: str) -> tuple[str, ...]:
        """The players whose hands ``name`` cannot see (every other player in the round)."""
        return tuple(n for n in self.order if n != name)

    def all_cards(self) -> Counter[Card]:
        """Every card in play, wherever it is: hands, stock, discard pile, table melds."""
        where: Counter[Card] = Counter()
        for n in self.order:
            where.update(self.hand_of[n])
        where.update(self.stock)
        where.update(self.discard_pile)
        for m in self.table_melds:
            where.update(m.cards)
        return where

    # -- legal actions -------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every move the player to move may make now, in a stable order: the moves worth
        asking about, each kept when :meth:`refusal` finds nothing against it."""
        return list(self._legal)

    @cached_property
    def _legal(self) -> tuple[Action, ...]:
        return tuple(a for a in self._candidates() if self.refusal(a) is None)

    def _candidates(self) -> list[Action]:
        """The moves worth judging now, in the order they are shown (the judging is
        :meth:`refusal`'s)."""
        if self.phase == "over":
            return []
        if self.phase == "dropout":
            return [A.stay_in(), A.drop_out()]
        if self.phase == "claim":
            return [A.claim(), A.pass_claim()]
        p = self.to_move
        assert p is not None
        if self.phase == "draw":
            return [A.blast(), A.knock(), A.four_sevens(), A.draw_stock(), A.take_discard()]
        hand = self.hand_of[p]
        rules = self.rules
        out = [A.four_sevens(), *self._go_out_candidates(p, hand)]
        out += [
            A.Action("meld", m) for m in melds_in_hand(sort_cards(hand), rules.ace, rules.jokers)
        ]
        if p in self.melded and self.turn is not None and self.turn.must_use is None:
            for i, tm in enumerate(self.table_melds):  # only the cards that fit each meld
                out += [
                    A.lay_off(c, i)
                    for c in dict.fromkeys(hand)
                    if _check((*tm.cards, c), rules.ace, rules.jokers) is not None
                ]
        out += [A.discard(c) for c in dict.fromkeys(sort_cards(hand))]
        return out

    def _perfect_now(self, p: str) -> bool:
        """Going out now is a Perfect: no meld laid before this turn and no card laid off
        in it (all seven cards melded at once, rule book 5.3), every other player having
        had a turn when the rules ask it."""
        turn = self.turn
        assert turn is not None
        if turn.melded_before or turn.laid_off:
            return False
        if not self.rules.perfect_needs_all_turns:
            return True
        return all(n in self.had_turn for n in self.order if n != p)

    def go_outs(self) -> list[Action]:
        """The legal ways for the player to move to go out now (rule book 5.3), in the
        order of :meth:`legal_actions`, without judging every other move (the play-outs'
        quick players ask it on each turn)."""
        p = self.to_move
        assert p is not None
        return [a for a in self._go_out_candidates(p, self.hand_of[p]) if self.refusal(a) is None]

    def _go_out_candidates(self, p: str, hand: tuple[Card, ...]) -> list[Action]:
        rules = self.rules
        if fewest_open(sort_cards(hand), rules.ace, rules.jokers) > 1:
            return []
        perfect = self._perfect_now(p)
        out = []
        if not rules.discard_to_go_out:
            melds = can_meld_all(hand, rules)
            if melds is not None:
                out.append(A.go_out([m.cards for m in melds], None, perfect))
        for c in dict.fromkeys(sort_cards(hand)):
            rest = list(hand)
            rest.remove(c)
            melds = can_meld_all(rest, rules) if rest else None
            if melds is not None:
                out.append(A.go_out([m.cards for m in melds], c, perfect))
        return out

    # -- the one judge of a move ---------------------------------------------------------
    def refusal(self, a: Action) -> Reason | None:
        """Why ``a`` may not be played now (rule book §3–§5, §7), or ``None`` when it may.
        The one judge of every move: :meth:`legal_actions` lists the moves it lets through
        and :meth:`apply` raises with the reason it gives."""
        if self.phase == "over":
            return because("round-over", "5")
        p = self.to_move or ""
        want = _PHASE_OF.get(a.kind)
        if a.kind == "four-sevens" and self.phase == "play":
            want = "play"
        if want != self.phase:
            return because("wrong-phase", "4", mover=p, phase=self.phase, move=a.kind)
        hand = self.hand_of.get(p, ())
        if self.phase == "dropout" or a.kind in ("pass", "draw-stock"):
            return None
        if a.kind == "claim":
            w = self.window
            assert w is not None
            if meld_with(w.card, hand, self.rules, self.keep):
                return None
            return because("cannot-use-discard", "7.1", card=w.card)
        if self.phase == "draw":
            return self._start_refusal(a, p, hand)
        return self._play_refusal(a, p, hand)

    def _start_refusal(self, a: Action, p: str, hand: tuple[Card, ...]) -> Reason | None:
        if a.kind == "blast":
            v = blast_verdict(hand, self.rules, melded=p in self.melded)
            if v.allowed and len(hand) == 7 and p not in self.melded:
                return None
            return because("no-blast", "5.1", **v.numbers)
        if a.kind == "knock":
            others = any(n in self.melded for n in self.order if n != p)
            v = knock_verdict(
                hand,
                self.rules,
                players=len(self.order),
                knocker_melded=p in self.melded,
                others_melded=others,
            )
            if v.allowed:
                return None
            return because("no-knock", "5.2", **v.numbers, needs=self.rules.knock_needs)
        if a.kind == "four-sevens":
            v = four_sevens(hand, self.rules)
            return None if v.allowed else because("no-four-sevens", "5.4", **v.numbers)
        # take-discard
        if not self.discard_pile:
            return because("nothing-to-claim", "4.1")
        if not self.discard_open:
            return because("discard-declined", "7.1", card=self.discard_pile[-1])
        if not meld_with(self.discard_pile[-1], hand, self.rules, self.keep):
            return because("cannot-use-discard", "4.1", card=self.discard_pile[-1])
        return None

    def _play_refusal(self, a: Action, p: str, hand: tuple[Card, ...]) -> Reason | None:
        """Why a move of the play phase is refused (rule book 4.1–4.5, 5.3, 5.4): first
        what every move needs (cards named in hand, the taken discard used), then the
        move's own rule."""
        turn = self.turn
        assert turn is not None
        if a.kind == "four-sevens":
            return self._four_sevens_refusal(a, p, hand, turn)
        single = a.kind in ("lay-off", "discard") or (a.kind == "go-out" and a.cards)
        if (single and len(a.cards) != 1) or (a.kind == "meld" and not a.cards):
            return because("unknown-move", "4", move=str(a))
        used = (*a.cards, *(c for m in a.melds for c in m))
        if len(set(used)) == len(used):  # the usual case: no card named twice
            missing = tuple(c for c in used if c not in hand)
        else:
            missing = tuple((Counter(used) - Counter(hand)).elements())
        if missing:
            return because("not-in-hand", "4", cards=missing)
        if turn.must_use is not None and a.kind in ("lay-off", "discard"):
            return because("discard-must-be-used", "4.1", card=turn.must_use)
        if a.kind == "meld":
            return self._meld_refusal(a, hand, turn)
        if a.kind == "lay-off":
            return self._lay_off_refusal(a, p, hand)
        if a.kind == "discard":
            return None
        return self._go_out_refusal(a, p, hand, used, turn)

    def _four_sevens_refusal(
        self, a: Action, p: str, hand: tuple[Card, ...], turn: Turn
    ) -> Reason | None:
        """Four sevens are shown right after drawing from the stock (rule book 5.4)."""
        v = four_sevens(hand, self.rules)
        if not v.allowed:
            return because("no-four-sevens", "5.4", **v.numbers)
        if turn.drew_stock and not turn.laid and turn.must_use is None:
            return None
        return because("wrong-phase", "5.4", mover=p, phase=self.phase, move=a.kind)

    def _meld_refusal(self, a: Action, hand: tuple[Card, ...], turn: Turn) -> Reason | None:
        """A meld is a valid group, uses a taken discard, and keeps a card to discard
        when the rules want one (rule book 3, 4.1, 4.5)."""
        if _check(a.cards, self.rules.ace, self.rules.jokers) is None:
            return because("not-a-meld", "3", cards=a.cards)
        if turn.must_use is not None and turn.must_use not in a.cards:
            return because("discard-must-be-used", "4.1", card=turn.must_use)
        if len(hand) - len(a.cards) < self.keep:
            return because("keep-a-card", "4.5", left=len(hand) - len(a.cards))
        return None

    def _lay_off_refusal(self, a: Action, p: str, hand: tuple[Card, ...]) -> Reason | None:
        """Only a player who has melded lays off, onto a meld on the table the card fits
        (rule book 4.3), keeping a card to discard (4.5)."""
        if p not in self.melded:
            return because("needs-meld-first", "4.3")
        if not 0 <= a.target < len(self.table_melds):
            return because("no-such-meld", "4.3", target=a.target)
        tm = self.table_melds[a.target]
        if _check((*tm.cards, a.cards[0]), self.rules.ace, self.rules.jokers) is None:
            return because("does-not-fit", "4.3", card=a.cards[0], meld=tm.cards)
        if len(hand) - 1 < self.keep:
            return because("keep-a-card", "4.5", left=len(hand) - 1)
        return None

    def _go_out_refusal(
        self, a: Action, p: str, hand: tuple[Card, ...], used: tuple[Card, ...], turn: Turn
    ) -> Reason | None:
        """Going out lays every card in valid melds, with the last discarded when the
        rules want it, and says whether it is a Perfect (rule book 5.3)."""
        rules = self.rules
        if not a.cards and rules.discard_to_go_out:
            return because("no-discard-to-go-out", "4.5")
        for m in a.melds:
            if _check(m, rules.ace, rules.jokers) is None:
                return because("not-a-meld", "3", cards=m)
        if len(used) != len(hand):  # every card named is in hand: the same cards if as many
            return because("not-out", "5.3", left=len(hand) - len(used))
        if turn.must_use is not None and turn.must_use in a.cards:
            return because("discard-must-be-used", "4.1", card=turn.must_use)
        if a.perfect != self._perfect_now(p):
            return because("is-perfect" if self._perfect_now(p) else "not-perfect", "5.3")
        return None

    # -- applying a move -----------------------------------------------------------------
    def _with(self, **changes: object) -> Round:
        """A copy of this round with ``changes``: ``dataclasses.replace`` without running
        ``__init__`` again (a play-out makes tens of thousands a move); the legal moves
        cached for this round are not carried over."""
        fields = self.__dict__.copy()
        fields.pop("_legal", None)
        fields.update(changes)
        new = object.__new__(Round)
        object.__setattr__(new, "__dict__", fields)
        return new

    def apply(self, action: Action) -> Round:
        """The round after ``action`` by the player to move. Raises :class:`IllegalAction`
        (a ``ValueError``) naming why when the rules do not allow it now."""
        if not isinstance(action, Action):
            raise IllegalAction(because("unknown-move", "4"))
        why = self.refusal(action)
        if why is not None:
            raise IllegalAction(why)
        nxt = self._do(action)
        return nxt._with(moves=(*self.moves, action), movers=(*self.movers, self.to_move or ""))

    def advance(self, action: Action) -> Round:
        """The round after a move already known to be legal (one of :meth:`legal_actions`, or
        built by a play-out that tests prove legal), without judging it again; the move is
        not added to :attr:`moves`. Play-outs use it where judging every move would cost
        more than the move; everything else uses :meth:`apply`."""
        return self._do(action)

    def _do(self, a: Action) -> Round:
        """The round after a legal move ``a``: one method a kind of move."""
        k = a.kind
        if k in ("stay-in", "drop-out"):
            return self._decide(k)
        if k in ("claim", "pass"):
            return self._answer_claim(k == "claim")
        p = self.to_move
        assert p is not None
        if k in ("blast", "knock", "four-sevens"):
            return self._ending(k, p)
        if k == "draw-stock":
            return self._draw_stock(p)
        if k == "take-discard":
            return self._take_top(p, self.turn.took_from if self.turn else None)
        if k == "meld":
            return self._lay(p, a.cards)
        if k == "lay-off":
            return self._lay_off(p, a.cards[0], a.target)
        if k == "discard":
            return self._discard(p, a.cards[0])
        if k == "go-out":
            return self._go_out(p, a)
        raise IllegalAction(because("unknown-move", "4"))  # pragma: no cover

    def _ending(self, k: str, p: str) -> Round:
        """A Blast, a knock or four sevens ends the round at once (rule book 5.1, 5.2, 5.4)."""
        if k == "blast":
            return self._end(RoundEnd("blast", winner=p), Event("blast", p, self.hand_of[p]))
        if k == "knock":
            return self._end(RoundEnd("knock", knocker=p), Event("knock", p, self.hand_of[p]))
        sevens = tuple(c for c in self.hand_of[p] if c.rank == 7)
        return self._end(RoundEnd("four-sevens", winner=p), Event("four-sevens", p, sevens))

    def _draw_stock(self, p: str) -> Round:
        """The top card of the stock goes to the player's hand, unseen by the others
        (rule book 4.1)."""
        card = self.stock[-1]
        turn = Turn(p, melded_before=p in self.melded, drew_stock=True)
        return self._with(
            stock=self.stock[:-1],
            hand_of=self._with_hand(p, (*self.hand_of[p], card)),
            phase="play",
            turn=turn,
            had_turn=self.had_turn | {p},
            log=(*self.log, Event("draw-stock", p, (card,), hidden=True)),
        )

    def _go_out(self, p: str, a: Action) -> Round:
        """Going out: the melds laid in turn, then the last discard if any (rule book 5.3)."""
        r = self
        for m in a.melds:
            r = r._lay(p, m, finishing=True)
        if a.cards:
            return r._discard(p, a.cards[0])
        return r._finish_out(p)

    def _with_hand(self, p: str, cards: Sequence[Card]) -> dict[str, tuple[Card, ...]]:
        return {**self.hand_of, p: tuple(cards)}

    def _end(self, outcome: RoundEnd, event: Event) -> Round:
        return self._with(
            phase="over", to_move=None, outcome=outcome, window=None, log=(*self.log, event)
        )

    def _take_top(self, p: str, took_from: str | None) -> Round:
        card = self.discard_pile[-1]
        turn = Turn(p, melded_before=p in self.melded, must_use=card, took_from=took_from)
        return self._with(
            discard_pile=self.discard_pile[:-1],
            pile_from=self.pile_from[:-1],
            hand_of=self._with_hand(p, (*self.hand_of[p], card)),
            phase="play",
            turn=turn,
            to_move=p,
            window=None,
            had_turn=self.had_turn | {p},
            log=(*self.log, Event("take-discard", p, (card,))),
        )

    def _lay(self, p: str, cards: tuple[Card, ...], finishing: bool = False) -> Round:
        hand = list(self.hand_of[p])
        for c in cards:
            hand.remove(c)
        meld = _check(tuple(cards), self.rules.ace, self.rules.jokers)
        assert meld is not None
        tm = TableMeld(p, meld.kind, meld.cards, meld.stands_for)
        turn = self.turn
        assert turn is not None
        must = None if turn.must_use in cards else turn.must_use
        r = self._with(
            hand_of=self._with_hand(p, hand),
            table_melds=(*self.table_melds, tm),
            melded=self.melded | {p},
            turn=replace(turn, laid=True, must_use=must),
            log=(*self.log, Event("meld", p, meld.cards)),
        )
        if not hand and not finishing:
            return r._finish_out(p)
        return r

    def _lay_off(self, p: str, card: Card, target: int) -> Round:
        hand = list(self.hand_of[p])
        hand.remove(card)
        old = self.table_melds[target]
        meld = _check((*old.cards, card), self.rules.ace, self.rules.jokers)
        assert meld is not None and self.turn is not None
        melds = list(self.table_melds)
        melds[target] = TableMeld(old.owner, meld.kind, meld.cards, meld.stands_for)
        r = self._with(
            hand_of=self._with_hand(p, hand),
            table_melds=tuple(melds),
            turn=replace(self.turn, laid=True, laid_off=True),
            log=(*self.log, Event("lay-off", p, (card,), target, detail=(old.owner,))),
        )
        if not hand:
            return r._finish_out(p)
        return r

    def _finish_out(self, p: str) -> Round:
        turn = self.turn
        assert turn is not None
        perfect = self._perfect_now(p)
        by = turn.took_from if perfect else None
        outcome = RoundEnd("going-out", winner=p, perfect=perfect, perfect_discard_by=by)
        return self._end(outcome, Event("go-out", p, detail=("perfect",) if perfect else ()))

    def _discard(self, p: str, card: Card) -> Round:
        hand = list(self.hand_of[p])
        hand.remove(card)
        r = self._with(
            hand_of=self._with_hand(p, hand),
            discard_pile=(*self.discard_pile, card),
            pile_from=(*self.pile_from, p),
            log=(*self.log, Event("discard", p, (card,))),
        )
        if not hand:
            return r._finish_out(p)
        if not r.stock:
            return r._end(RoundEnd("stock"), Event("stock-end", p))
        nxt = r.next_after(p)
        if r.rules.claim != "none":
            # Every other player is asked, whether or not they can use the card, so being
            # asked (and a pass in the log) tells nobody what a hand holds (§7.1).
            asked = tuple(n for n in turn_order(r.order, nxt) if n != p)
            window = ClaimWindow(card, p, nxt, asked)
            return r._with(phase="claim", to_move=asked[0], window=window)
        return r._start_turn(nxt, discard_open=True)

    def _start_turn(self, p: str, discard_open: bool) -> Round:
        return self._with(
            phase="draw",
            to_move=p,
            window=None,
            discard_open=discard_open,
            turn=Turn(p, melded_before=p in self.melded, took_from=self._top_from()),
        )

    def _top_from(self) -> str | None:
        """Who discarded the top card of the pile (``None`` for the face-up card)."""
        return self.pile_from[-1] if self.pile_from else None

    def _answer_claim(self, claims: bool) -> Round:
        w = self.window
        p = self.to_move
        assert w is not None and p is not None
        event = Event("claim" if claims else "pass", p, (w.card,))
        claimants = (*w.claimants, p) if claims else w.claimants
        rest = w.asked[1:]
        r = self._with(log=(*self.log, event))
        if claims and self.rules.claim == "tame":
            rest = ()  # the first claimant in turn order gets it
        if rest:
            return r._with(to_move=rest[0], window=replace(w, asked=rest, claimants=claimants))
        if not claimants:
            return r._start_turn(w.next_player, discard_open=False)
        if len(claimants) == 1:
            winner = claimants[0]
        else:
            rng = random.Random(f"{self.seed}:claim:{len(self.log)}")
            winner = rng.choice(claimants)
        r = r._with(log=(*r.log, Event("claim-won", winner, (w.card,), detail=(w.discarder,))))
        # Play goes on after the claimer; the players in between lose their turn (§7.1).
        taken = r._take_top(winner, w.discarder)
        return taken

    # -- 6 or 7 players ------------------------------------------------------------------
    def _decide(self, kind: Literal["stay-in", "drop-out"]) -> Round:
        p = self.to_move
        assert p is not None
        status: Decision = "chose" if kind == "drop-out" else "play"
        r = self._with(dropped=(*self.dropped, (p, status)), log=(*self.log, Event(kind, p)))
        return r._next_decider()

    def _next_decider(self) -> Round:
        n = len(self.seating)
        deciders = play_order(self.seating, self.dealer, self.rules.direction)[1:]
        decided = dict(self.dropped)
        r = self
        for name in deciders:
            if name in decided:
                continue
            chose_play = sum(1 for s in decided.values() if s == "play")
            out = sum(1 for s in decided.values() if s != "play")
            turn = dropout_turn(chose_play, out, n)
            if turn == "out":
                decided[name] = "forced"
                r = r._with(
                    dropped=(*r.dropped, (name, "forced")),
                    log=(*r.log, Event("forced-out", name)),
                )
            elif turn == "play":
                decided[name] = "play"
                r = r._with(
                    dropped=(*r.dropped, (name, "play")), log=(*r.log, Event("must-play", name))
                )
            else:
                return r._with(to_move=name)
        return r._after_dropouts()

    def _after_dropouts(self) -> Round:
        out = {n for n, s in self.dropped if s != "play"}
        playing = [n for n in self.seating if n not in out]
        stock = list(self.stock)
        kept = {n: self.hand_of[n] for n in out}
        for n in self.seating:
            if n in out:
                stock.extend(self.hand_of[n])
        random.Random(f"{self.seed}:dropout").shuffle(stock)
        order = tuple(play_order(playing, self.dealer, self.rules.direction))
        hands = {n: (() if n in out else h) for n, h in self.hand_of.items()}
        r = self._with(
            order=order,
            stock=tuple(stock),
            hand_of=hands,
            dropout_hands=kept,
            log=(*self.log, Event("dropouts-done", self.dealer)),
        )
        return r._start_turn(self.dealer, discard_open=True)

    # -- the record ----------------------------------------------------------------------
    def record(self) -> RoundRecord:
        """The finished round as a round record, for ``settle()`` (rule book §6)."""
        if not self.over or self.outcome is None:
            why = because(
                "wrong-phase", "5", mover=self.to_move or "", phase=self.phase, move="record"
            )
            raise IllegalAction(why)
        o = self.outcome
        dropped: dict[str, DropOut] = {n: s for n, s in self.dropped if s != "play"}
        players = []
        for n in self.seating:
            if n in dropped:
                hand = format_cards(self.dropout_hands[n])
                players.append(
                    PlayerRecord(
                        name=n, hand=hand, melded=False, had_turn=False, dropped_out=dropped[n]
                    )
                )
                continue
            melded = n in self.melded
            if o.ending == "going-out" and n == o.winner and self.turn is not None:
                melded = self.turn.melded_before
            players.append(
                PlayerRecord(
                    name=n,
                    hand=format_cards(self.hand_of[n]),
                    melded=melded,
                    had_turn=n in self.had_turn,
                )
            )
        return RoundRecord(
            rules=FrozenDict(self.rules.to_spec()),
            ending=o.ending,
            players=tuple(players),
            dealer=self.dealer,
            winner=o.winner,
            knocker=o.knocker,
            perfect=o.perfect,
            perfect_discard_by=o.perfect_discard_by,
        )


def max_opponents(rules: Rules) -> int:
    """The most other players a learner can face in a round: a table seats at most five
    (rule 1.1), seven with the six-or-seven-player variant (rule 7.6)."""
    return rules.max_players - 1


def secret_seed(seed: int, secret: int) -> int:
    """The seed a round is shuffled by when it has a ``secret``: 63 bits of the SHA-256 of
    the table's seed and the secret, so one without the other tells nothing of the deal."""
    digest = hashlib.sha256(f"{seed}:{secret}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def deal(
    rules: Rules,
    names: Sequence[str],
    seed: int,
    dealer: str | None = None,
    secret: int | None = None,
) -> Round:
    """A new round: ``names`` in seating order (clockwise), the dealer (the first name
    unless given) to play first, seven cards each from a deck shuffled by ``seed``, one
    card face up on the discard pile and the rest in the stock (rule book §1). With a
    round's ``secret`` the round's seed is :func:`secret_seed` of both: the table's seed
    alone then rebuilds nothing."""
    names = tuple(tidy(n) for n in names)  # a cast name stays one (tutor.engine.cast)
    if len(names) < 2:
        raise PlayError("too-few-players", count=len(names))
    if len(names) > rules.max_players:
        raise PlayError(
            "too-many-players",
            count=len(names),
            limit=rules.max_players,
            six_seven=rules.six_seven_players,
        )
    folded = [n.casefold() for n in names]
    for n in names:
        if not n or len(n) > 30:
            raise PlayError("bad-name", name=n)
        if folded.count(n.casefold()) > 1:
            raise PlayError("name-twice", name=n)
    dealer = names[0] if dealer is None else dealer
    if dealer not in names:
        raise PlayError("dealer-not-player", dealer=dealer)
    dealer = names[names.index(dealer)]  # the seat's own name (a cast name as one)
    round_knock_limit(rules, len(names))  # refuses a table with no value for this count
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        raise PlayError("bad-seed", seed=seed)
    if secret is not None:
        seed = secret_seed(seed, secret)
    deck = list(play_deck(rules))
    random.Random(seed).shuffle(deck)
    order = play_order(names, dealer, rules.direction)
    receive = order[1:] + order[:1]  # dealt one at a time, from the player after the dealer
    hands: dict[str, list[Card]] = {n: [] for n in names}
    for i in range(7 * len(names)):
        hands[receive[i % len(names)]].append(deck.pop())
    face_up = deck.pop()
    r = Round(
        rules=rules,
        seating=names,
        dealer=dealer,
        seed=seed,
        order=tuple(order),
        hand_of=FrozenDict({n: tuple(h) for n, h in hands.items()}),
        stock=tuple(deck),
        discard_pile=(face_up,),
        table_melds=(),
        phase="draw",
        to_move=dealer,
        log=(Event("deal", dealer, (face_up,)),),
    )
    r = (
        replace(r, phase="dropout")._next_decider()
        if len(names) > 5
        else r._start_turn(dealer, True)
    )
    return replace(r, start=r)


def replay(
    rules: Rules,
    names: Sequence[str],
    seed: int,
    moves: Sequence[Action | str],
    dealer: str | None = None,
) -> Round:
    """The round after playing ``moves`` (actions or their text forms) from the deal."""
    r = deal(rules, names, seed, dealer)
    for m in moves:
        r = r.apply(A.parse_action(m) if isinstance(m, str) else m)
    return r


def position(
    rules: Rules,
    hands: dict[str, str | Sequence[Card]],
    discard: str | Sequence[Card] = "",
    *,
    melds: Sequence[tuple[str, str]] = (),
    to_move: str | None = None,
    melded: Sequence[str] = (),
    had_turn: Sequence[str] | None = None,
    stock: str | Sequence[Card] | None = None,
    seed: int = 0,
) -> Round:
    """A round set up at the start of ``to_move``'s turn (the first name unless given), for
    lessons, puzzles and tests: ``hands`` by player in seating order, the discard pile
    (bottom first), ``melds`` on the table as ``(owner, cards)``, who has melded and who
    has had a turn (everyone, ``to_move`` included, unless given). The stock is the rest of the
    deck shuffled by ``seed``, or the cards given (top last)."""
    from tutor.engine.cards import parse_cards

    def cards(x: str | Sequence[Card]) -> tuple[Card, ...]:
        return parse_cards(x, rules) if isinstance(x, str) else tuple(x)

    names = tuple(hands)
    first = to_move or names[0]
    hand_of = {n: cards(h) for n, h in hands.items()}
    pile = cards(discard)
    table = []
    for owner, text in melds:
        m = _check(cards(text), rules.ace, rules.jokers)
        if m is None:
            raise PlayError("not-a-meld-here", text=text)
        table.append(TableMeld(owner, m.kind, m.cards, m.stands_for))
    used: Counter[Card] = Counter()
    for h in hand_of.values():
        used.update(h)
    used.update(pile)
    for m in table:
        used.update(m.cards)
    rest = []
    left = Counter(play_deck(rules))
    left.subtract(used)
    if any(v < 0 for v in left.values()):
        raise PlayError("card-twice")
    if stock is None:
        rest = sorted(left.elements(), key=lambda c: (c.suit, c.rank))
        random.Random(seed).shuffle(rest)
    else:
        rest = list(cards(stock))
    others = [n for n in names if n != first]
    r = Round(
        rules=rules,
        seating=names,
        dealer=names[0],
        seed=seed,
        order=tuple(play_order(names, names[0], rules.direction)),
        hand_of=FrozenDict(hand_of),
        stock=tuple(rest),
        discard_pile=pile,
        pile_from=(None,) * len(pile),
        table_melds=tuple(table),
        phase="draw",
        to_move=first,
        melded=frozenset(melded),
        # By default a position in a later lap: everyone, ``to_move`` too, has had a turn
        # (the engine refuses a round where others played before the first turn came round).
        had_turn=frozenset([*others, first, *melded] if had_turn is None else had_turn),
        log=(Event("deal", names[0], pile[-1:]),),
    )
    r = r._start_turn(first, discard_open=True)
    return replace(r, start=r)


def rebuild(
    view: PlayerView, hands: Mapping[str, Sequence[Card]], stock: Sequence[Card], seed: int = 0
) -> Round:
    """A round that ``view.name`` cannot tell from the real one: the view with the hidden
    cards filled in (``hands`` for the other players, ``stock`` top last). The bots' search
    plays such rounds out; ``seed`` stands in for the shuffle nobody has seen."""
    hand_of = {n: tuple(view.hand if n == view.name else hands.get(n, ())) for n in view.seating}
    for n in view.order:
        if n != view.name and len(hand_of[n]) != view.counts[n]:
            raise PlayError("bad-fill", name=n)
    return Round(
        rules=view.rules,
        seating=view.seating,
        dealer=view.dealer,
        seed=seed,
        order=view.order,
        hand_of=FrozenDict(hand_of),
        stock=tuple(stock),
        discard_pile=view.discard_pile,
        table_melds=view.table_melds,
        phase=view.phase,
        to_move=view.to_move,
        pile_from=view.pile_from,
        melded=view.melded,
        had_turn=view.had_turn,
        dropped=view.dropped,
        turn=view.turn,
        window=view.window,
        discard_open=view.discard_open,
        outcome=view.outcome,
        log=view.log,
    )
