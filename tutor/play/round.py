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
from dataclasses import replace

from tutor.engine.cards import Card, play_deck
from tutor.engine.cast import tidy
from tutor.engine.reasons import FrozenDict
from tutor.engine.rules import Rules
from tutor.engine.table import play_order, round_knock_limit
from tutor.play import actions as A
from tutor.play.actions import Action
from tutor.play.hand_melds import fewest_open, meld_of, meld_with, melds_in_hand
from tutor.play.legality import refusal
from tutor.play.reasons import IllegalAction, PlayError
from tutor.play.round_state import Round
from tutor.play.round_values import (
    EVENT_KINDS,
    ClaimWindow,
    Decision,
    DropOut,
    Event,
    EventKind,
    Phase,
    PlayerView,
    RoundEnd,
    TableMeld,
    Turn,
)

__all__ = [
    "ClaimWindow",
    "Decision",
    "DropOut",
    "EVENT_KINDS",
    "Event",
    "EventKind",
    "IllegalAction",
    "Phase",
    "PlayerView",
    "Round",
    "RoundEnd",
    "TableMeld",
    "Turn",
    "deal",
    "fewest_open",
    "max_opponents",
    "meld_with",
    "melds_in_hand",
    "position",
    "rebuild",
    "refusal",
    "replay",
    "secret_seed",
]


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
        m = meld_of(cards(text), rules.ace, rules.jokers)
        if m is None:
            raise PlayError("not-a-meld-here", text=text)
        table.append(TableMeld(owner, m.kind, m.cards, m.stands_for))
    used: Counter[Card] = Counter()
    for h in hand_of.values():
        used.update(h)
    used.update(pile)
    for laid in table:
        used.update(laid.cards)
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
