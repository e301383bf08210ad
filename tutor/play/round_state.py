"""A round at the table as an immutable state (rule book §1, §4, §5, §7): what anyone can
read, the legal moves (judged by :mod:`tutor.play.legality`), a move applied, the six-
or-seven decisions, and the finished round as a record. :mod:`tutor.play.round` deals
one and holds the public names."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Literal

from tutor.engine.arrangement import can_meld_all
from tutor.engine.cards import Card, format_cards, sort_cards
from tutor.engine.reasons import FrozenDict, freeze_fields
from tutor.engine.records import PlayerRecord, RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.table import dropout_turn, play_order, turn_order
from tutor.play import actions as A
from tutor.play.actions import Action
from tutor.play.hand_melds import fewest_open, meld_of, melds_in_hand
from tutor.play.legality import refusal
from tutor.play.reasons import IllegalAction, PlayError, Reason, because
from tutor.play.round_values import (
    ClaimWindow,
    Decision,
    DropOut,
    Event,
    Phase,
    PlayerView,
    RoundEnd,
    TableMeld,
    Turn,
)


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
                    if meld_of((*tm.cards, c), rules.ace, rules.jokers) is not None
                ]
        out += [A.discard(c) for c in dict.fromkeys(sort_cards(hand))]
        return out

    def perfect_now(self, p: str) -> bool:
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
        perfect = self.perfect_now(p)
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
        """Why ``a`` may not be played now, or ``None`` when it may
        (:func:`tutor.play.legality.refusal`, the one judge of every move)."""
        return refusal(self, a)

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
        meld = meld_of(tuple(cards), self.rules.ace, self.rules.jokers)
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
        meld = meld_of((*old.cards, card), self.rules.ace, self.rules.jokers)
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
        perfect = self.perfect_now(p)
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
