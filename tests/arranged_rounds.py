"""Practice-table rounds with arranged deals, for the settle property test and its bench run.

A round is dealt from a seed as usual, then the cards one player needs for an ending are
swapped into that player's hand (from the other hands or the stock, so every card is still
in play once). The players before them take ordinary turns: draw, meld what they like, lay
off, discard, never end the round. Then the arranged player ends it:

* in the **first lap** (the arranged player has not had a turn yet, so exactly the players
  before them have), or **later** (after one to three whole laps);
* with a Blast, Four sevens at the start of the turn, Four sevens straight after drawing
  the fourth seven from the stock, a knock, going out (a Perfect when it is one), or, for
  ``stock``, by nobody ending the round until the stock runs out; ``played`` is a round of
  random legal moves, any ending included.

:func:`play_arranged` returns the finished round and its settlement, and checks that the
round's record settles to zero with the round's own ending and winner.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from tutor import Rules, settle
from tutor.engine.cards import FULL_DECK, Card
from tutor.engine.settlement import Settlement
from tutor.play import deal
from tutor.play.round import Round

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")
SCENARIOS = (
    "blast",
    "four-sevens-start",
    "four-sevens-draw",
    "knock",
    "going-out",
    "stock",
    "played",
)
LAPS = ("first", "later")
_ENDS = {"blast", "knock", "four-sevens", "go-out"}

CONFIGS: dict[str, Rules] = {
    "pagat": Rules.preset("pagat"),
    "s1-short": Rules.preset("s1-short"),
    "s2-casual": Rules.preset("s2-casual"),
    "bga": Rules.preset("bga"),
    "no-discard": Rules.preset("pagat").with_changes(
        discard_to_go_out=False, perfect_needs_all_turns=False, knock_needs="none"
    ),
}


@dataclass(frozen=True)
class Played:
    """One arranged round, finished: what was asked and what happened."""

    config: str
    scenario: str
    lap: str
    seed: int
    round: Round
    settlement: Settlement
    mid_turn: bool
    """The round ended in the middle of a turn (four sevens after drawing, going out)."""

    @property
    def ending(self) -> str:
        o = self.round.outcome
        assert o is not None
        return "perfect" if o.ending == "going-out" and o.perfect else o.ending


def _swap_in(r: Round, who: str, wanted: list[Card]) -> Round | None:
    """``r`` with ``wanted`` in ``who``'s hand, each swapped with one of their other cards
    from wherever it lies (another hand or the stock); ``None`` if a wanted card is on the
    table or the discard pile, or the hand is too small."""
    hands = {n: list(h) for n, h in r.hand_of.items()}
    stock = list(r.stock)
    mine = hands[who]
    spare = [c for c in mine if c not in wanted]
    if len(mine) - len(spare) + len([c for c in wanted if c not in mine]) > len(mine):
        return None
    for card in wanted:
        if card in mine:
            continue
        give = spare.pop()
        mine[mine.index(give)] = card
        for n, h in hands.items():
            if n != who and card in h:
                h[h.index(card)] = give
                break
        else:
            if card not in stock:
                return None
            stock[stock.index(card)] = give
    return replace(r, hand_of={n: tuple(h) for n, h in hands.items()}, stock=tuple(stock))


def _hand_for(scenario: str, rng: random.Random, pool: list[Card]) -> list[Card] | None:
    """Seven cards from ``pool`` that open the scenario's ending at the start of a turn
    (``None`` when the pool lacks them)."""
    sevens = [c for c in pool if c.rank == 7]
    others = [c for c in pool if c.rank != 7]
    of = lambda rank: [c for c in pool if c.rank == rank]  # noqa: E731
    if scenario == "blast":  # Sopang: seven of the eight Aces and twos; Daepang: K×4, Q×3
        low = [c for c in pool if c.rank <= 2]
        if rng.random() < 0.5 and len(low) >= 7:
            return rng.sample(low, 7)
        if len(of(13)) == 4 and len(of(12)) >= 3:
            return of(13) + rng.sample(of(12), 3)
        return None
    if scenario == "four-sevens-start" and len(sevens) == 4:
        return sevens + rng.sample(others, 3)
    if scenario == "four-sevens-draw" and len(sevens) == 4:
        return rng.sample(sevens, 3) + rng.sample(others, 4)
    if scenario == "knock":  # a quartet (it counts nothing) and three Aces or twos
        quads = [r for r in range(8, 14) if len(of(r)) == 4]
        low = [c for c in pool if c.rank <= 2]
        if quads and len(low) >= 3:
            return of(rng.choice(quads)) + rng.sample(low, 3)
        return None
    if scenario == "going-out":  # a run of four and a set of three: any draw goes out
        runs = [
            [Card(r, s) for r in range(start, start + 4)]
            for s in "cdhs"
            for start in range(8, 11)
            if all(Card(r, s) in pool for r in range(start, start + 4))
        ]
        trios = [r for r in range(2, 6) if len(of(r)) >= 3]
        if runs and trios:
            return rng.choice(runs) + rng.sample(of(rng.choice(trios)), 3)
    return None


def _plain_move(
    r: Round, rng: random.Random, keep_hand: str | None, protect: bool = False
) -> object:
    """A move that ends nothing: pass a claim, draw or take the discard, meld (often),
    lay off, or discard. ``keep_hand`` never melds (the arranged player keeps seven);
    ``protect``: no seven is melded or discarded while another move is open."""
    legal = [a for a in r.legal_actions() if a.kind not in _ENDS]
    if protect:
        legal = [a for a in legal if not any(c.rank == 7 for c in a.cards)] or legal
    if r.phase == "claim":
        return next(a for a in legal if a.kind == "pass")
    if r.phase == "dropout":
        return rng.choice(legal)
    if r.phase == "draw":
        if r.to_move == keep_hand:
            return next(a for a in legal if a.kind == "draw-stock")
        return rng.choice(legal)
    if r.to_move != keep_hand:
        lays = [a for a in legal if a.kind in ("meld", "lay-off")]
        if lays and rng.random() < 0.7:
            return rng.choice(lays)
    return rng.choice([a for a in legal if a.kind == "discard"] or legal)


def _until_turn_of(
    r: Round, who: str, rng: random.Random, laps: int, protect: bool = False
) -> Round | None:
    """Plain moves until ``who`` is to draw, after ``laps`` earlier turns of theirs."""
    turns = 0
    for _ in range(2000):
        if r.over:
            return None
        if r.phase == "draw" and r.to_move == who:
            if turns == laps:
                return r
            turns += 1
        r = r.apply(_plain_move(r, rng, who, protect))
    return None


def settled_round(config: str, scenario: str, lap: str, seed: int, r: Round, mid: bool) -> Played:
    record = r.record()
    s = settle(record)
    o = r.outcome
    assert o is not None
    assert sum(s.net.values()) == 0, (config, scenario, lap, seed)
    assert s.ending == o.ending, (s.ending, o.ending)
    if o.winner is not None:
        assert s.winner == o.winner
    return Played(config, scenario, lap, seed, r, s, mid)


def play_arranged(config: str, scenario: str, lap: str, seed: int) -> Played | None:  # noqa: C901 - a branch a lap
    """One round of ``scenario`` in ``lap`` under configuration ``config``, settled and
    checked; ``None`` when the seed's deal cannot be arranged that way (the cards wanted
    went to the table first, say)."""
    rules = CONFIGS[config]
    rng = random.Random(f"arranged/{config}/{scenario}/{lap}/{seed}")
    n = 2 + seed % 4
    r = deal(rules, NAMES[:n], seed)
    if scenario in ("played", "stock"):
        for _ in range(3000):
            if r.over:
                break
            legal = r.legal_actions()
            move = rng.choice(legal) if scenario == "played" else _plain_move(r, rng, None)
            r = r.apply(move)
        assert r.over
        mid = r.outcome is not None and r.outcome.ending == "going-out"
        return settled_round(config, scenario, lap, seed, r, mid)
    order = list(r.order)
    who = order[rng.randrange(n)]
    laps = 0 if lap == "first" else 1 + seed % 3
    if lap == "later":
        r = _until_turn_of(r, who, rng, laps, protect=scenario.startswith("four-sevens"))
        if r is None:
            return None
    out = {*r.discard_pile, *(c for m in r.table_melds for c in m.cards)}
    hand = _hand_for(scenario, rng, [c for c in FULL_DECK if c not in out])
    if hand is None:
        return None
    fourth = next((c for c in FULL_DECK if c.rank == 7 and c not in hand), None)
    r = _swap_in(r, who, hand)
    if r is None:
        return None
    if scenario == "four-sevens-draw":
        if fourth is None or fourth not in r.stock:
            return None
        stock = [c for c in r.stock if c != fourth]
        r = replace(r, stock=(fourth, *stock))  # at the bottom until the draw
    if lap == "first":
        r = _until_turn_of(r, who, rng, 0)
        if r is None:
            return None
    kinds = {a.kind: a for a in r.legal_actions()}
    mid = False
    if scenario == "four-sevens-draw":
        r = replace(r, stock=(*r.stock[1:], r.stock[0]))  # the fourth seven on top now
        r = r.apply(next(a for a in r.legal_actions() if a.kind == "draw-stock"))
        kinds = {a.kind: a for a in r.legal_actions()}
        mid = True
    elif scenario == "going-out":
        r = r.apply(next(a for a in r.legal_actions() if a.kind == "draw-stock"))
        kinds = {a.kind: a for a in r.legal_actions()}
        mid = True
    want = {
        "blast": "blast",
        "four-sevens-start": "four-sevens",
        "four-sevens-draw": "four-sevens",
        "knock": "knock",
        "going-out": "go-out",
    }[scenario]
    if want not in kinds:
        return None  # not open here under these rules (a knock nobody may make yet, say)
    if want == "go-out":
        outs = [a for a in r.legal_actions() if a.kind == "go-out"]
        r = r.apply(max(outs, key=lambda a: (a.perfect, -len(a.cards))))
    else:
        r = r.apply(kinds[want])
    assert r.over
    return settled_round(config, scenario, lap, seed, r, mid)
