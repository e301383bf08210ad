"""Computer players: ``Bot(level, seed).choose(view)`` returns one of the legal moves.

A bot reads only one player's view (:meth:`Round.view`): its own hand, the others' card
counts, the table, the discard pile, the public log. Handed a whole round, it takes the
mover's view at once and reads nothing else. It is deterministic for a given seed.

* ``beginner`` (초보) ends the round whenever it can (Blast, Four sevens, going out, a knock
  within the limit), takes a discard it can meld, lays its best melds, lays off what fits
  and throws its highest loose card;
* ``careful`` (중수) knocks only when the opponent model (:mod:`tutor.play.model`) puts the
  undercut chance low, and throws the loose card that weighs its points against the chance
  it feeds a player who may take it (every claimant under Battle Hoola) or their Perfect;
* ``expert`` (고수) plays by its own rules of thumb (:data:`EXPERT`) where the choice is
  plain, heads up keeps its melds in hand while that stops the other knocking and it is
  not yet near a knock itself (§5.2), and
  searches where the choice is not (take the discard or draw, lay the melds or hold them,
  which discard; whether to knock stays the careful rule's): each candidate is played out
  (:mod:`tutor.play.search`) on deals of the hidden cards drawn from the opponent model
  (heads up twice as many as at a bigger table: :data:`DEALS`),
  the same deals for every candidate; a move other than the plain one (the careful rule,
  a knock included) only when it beats the plain one on those deals beyond the noise
  (``bench/tools/expert_diag.py``: the moves chosen on a bare better mean lost on average);
* ``greedy`` is a yardstick for the benchmarks, not a level offered to learners: it ends
  whenever it can, takes any usable discard, lays the biggest meld and throws the highest
  card.
"""

from __future__ import annotations

import math
import random
import statistics
from dataclasses import dataclass, replace
from typing import Literal

from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import sort_cards
from tutor.engine.counting import rank_points
from tutor.engine.odds import fast_points
from tutor.engine.payment import pays_never_melded
from tutor.play.actions import Action, ActionKind
from tutor.play.cover import partners
from tutor.play.dangers import discard_dangers, knock_risk
from tutor.play.model import OpponentModel
from tutor.play.reasons import PlayError
from tutor.play.round import PlayerView, Round, rebuild
from tutor.play.search import HOLD_STOCK, melds_block, roll_out_counted

Level = Literal["beginner", "careful", "expert", "greedy"]
LEVELS: tuple[Level, ...] = ("beginner", "careful", "expert")
"""The levels a learner may play against, weakest first."""
ALL_LEVELS: tuple[Level, ...] = (*LEVELS, "greedy")
_ENDS = ("four-sevens", "blast")
DEALS = (128, 64)
"""How many deals of the hidden cards the expert plays each candidate out on at most, by
the number of players (2, 3, ...; the last repeats), unless :attr:`Bot.deals` says: heads
up twice the search (with :data:`BUDGETS`) gains +0.033 [-0.001, +0.068] stakes a round
over 1,200 rounds on the screening deals and +0.036 [+0.005, +0.068] over 1,600 others
(pooled about +0.035 [+0.011, +0.058]; ``bench/tools/strength.py --players 2
--variants "deals=128,budget=4000"``, bench/out/strength_tune.txt (6)-(7)); at four
players it gained nothing (-0.03 [-0.19, +0.14] over 600 rounds), so it stays 64 there
(measured with the heads-up ``linked`` at 6, before it became 10). Heads-up moves are
cheap: processor time a move median 39 -> 68 ms, p95 107 -> 147 ms
(``bench/expert_time.py``)."""
BUDGETS = (4000, 2000)
"""The play-out moves after which the expert stops dealing, by the number of players (as
:data:`DEALS`), unless :attr:`Bot.budget` says. The search's only bound: no clock, so the
same view and seed give the same move on an idle or a loaded machine and a replay link
replays exactly (rule book §4; ``tests/test_play_expert_load.py``). Sized from the measured
cost: at most :data:`CLOSE_BUDGET` times this many moves a decision keeps the processor
time a move at p95 under 1 s on one of the two cores (``bench/expert_time.py``,
bench/out/strength.txt)."""
MIN_DEALS = 10
"""The fewest deals the expert plays each candidate out on, whatever they cost in moves."""
CLOSE_BUDGET = 2.0
"""How many times its deals and move budget (:attr:`Bot.deals`, :attr:`Bot.budget`) the
expert spends on a close choice: once either is spent it deals on while another move's
gain over the plain one lies within a standard error of the margin it must clear."""
MARGINS = (1.0, 0.5)
"""The standard errors of the paired difference by which another move must beat the plain
one on the search's deals, by the number of players (2, 3, ...; the last repeats):
heads up a smaller margin gained nothing (0.5: -0.03 [-0.10, +0.03], 0: +0.00 [-0.08,
+0.08] over 500 rounds), at four players 0.5 gains +0.15 [+0.05, +0.25] over 900 rounds
(``bench/tools/strength.py --variants``, seeds from 100000, bench/out/strength_tune.txt):
there the discards the search prefers gain most (``bench/tools/expert_diag.py``)."""


@dataclass(frozen=True)
class Style:
    """The knobs of a level's plain rules (``bench/tools/plain_tune.py`` plays a style against
    the careful bot): the undercut chance up to which it knocks, by the number of players
    (2, 3, 4, 5; the last repeats); the points a discard is worth less per unit of the
    chance it feeds a claimant (``feed``) or completes their Perfect (``perfect``); and the
    count above which it drops out when the rules offer it; and the points a loose card
    with a partner in hand is worth less as a discard (``linked``, by the number of players
    as ``knock``: it is kept longer).
    With ``doubled`` the knock weighs what it wins against what an undercut costs (rule
    book §6.3: an opponent who had a turn and laid no meld pays double, an undercut doubles
    every loser and the knocker pays it all, §6.4): the threshold is the careful one where
    no opponent is doubled and grows with the share of opponents who are."""

    knock: tuple[float, ...] = (0.12,)
    feed: float = 25.0
    perfect: float = 60.0
    dropout: int = 35
    linked: tuple[float, ...] = (0.0,)
    doubled: bool = False

    def knock_max(self, players: int, doubled: float = 0.0) -> float:
        """The undercut chance up to which a player at a table of ``players`` knocks;
        ``doubled``: the share of its opponents who would pay double (with :attr:`doubled`).
        A knock that stands wins W (each loser's payment), an undercut loses 2W, and
        playing on is worth some c: knock while (1 - p) W - 2 p W >= c. The threshold t
        fixes c = 1 - 3t where no opponent is doubled (W = 1); with W = 1 + doubled the
        threshold is (W - 1 + 3t) / 3W."""
        t = by_players(self.knock, players)
        if not self.doubled or doubled <= 0:
            return t
        w = 1.0 + doubled
        return (w - 1.0 + 3.0 * t) / (3.0 * w)


def by_players(values: tuple[float, ...], players: int) -> float:
    """A knob's value at a table of ``players``: ``values`` are by 2, 3, 4, 5 players, the
    last repeating."""
    return values[min(max(players - 2, 0), len(values) - 1)]


CAREFUL = Style()
"""The careful bot's plain rules (the yardstick: not tuned against itself)."""
EXPERT = Style(knock=(0.20, 0.12), linked=(10.0, 6.0))
"""The expert's own plain rules, its first candidate (``bench/tools/plain_tune.py``: the plain
expert, no search, paired with the careful knobs on the same deals against careful bots,
bench/out/plain_tune.txt): loose cards with a partner in hand 6 points less likely thrown
(``linked``), at four players +0.11 [+0.06, +0.16] over 6,150 rounds and +0.03 [-0.04,
+0.09] over 3,050 others (pooled about +0.08), heads up +0.01 (harmless); heads up 10
points with the search on top (``bench/tools/strength.py --variants linked=10``,
bench/out/strength_tune.txt (5), (6)): +0.055 [+0.016, +0.094] over 1,600 fresh rounds,
+0.048 and +0.029 over 800 each before, pooled +0.046 [+0.020, +0.072]; a knock up to an
undercut chance of 0.20 heads up, +0.02 [+0.01, +0.03] over 4,800 rounds (at four players
0.20 was no better than 0.12, 0.06 and 0.25 worse). The feed and Perfect weights, the
doubling-aware knock and the drop-out count gained nothing (kept as careful's; heads up
with the search, feed 10: +0.038 [+0.006, +0.070] screened, +0.026 [-0.003, +0.055]
confirmed, not beyond the noise). With the search on top: bench/out/strength_tune.txt."""


@dataclass(frozen=True)
class Bot:
    """A computer player of the given level; the seed fixes its sampling. ``deals`` is how
    many deals of the hidden cards the expert plays each candidate out on at most (0: no
    search; None: :data:`DEALS` by the table's size), ``budget`` the play-out moves after
    which it stops dealing (None: :data:`BUDGETS`; both up to :data:`CLOSE_BUDGET` times
    more for a close choice), ``margin`` the
    standard errors another move must win by (None: :data:`MARGINS` by the table's size),
    ``hold`` whether it keeps melds back. With
    ``estimate_seed`` its risk estimates are drawn as the coach's table draws them
    (``samples`` deals, that seed), so the coach's hint reads the table's numbers."""

    level: Level = "beginner"
    seed: int = 0
    knock_risk_max: float = 0.12
    samples: int = 120
    deals: int | None = None
    budget: int | None = None
    margin: float | None = None
    hold: bool = True
    estimate_seed: int | None = None
    style: Style | None = None

    def __post_init__(self) -> None:
        if self.level not in ALL_LEVELS:
            raise PlayError("no-bot-level", level=self.level, levels=tuple(LEVELS))

    def choose(self, seen: Round | PlayerView) -> Action:
        """The bot's move for the player to move: given their view, or a round (whose
        mover's view is taken at once: nothing else of the round is read)."""
        if isinstance(seen, Round):
            if seen.to_move is None:
                raise PlayError("no-move")
            seen = seen.view(seen.to_move)
        return self.decide(seen)

    def decide(self, view: PlayerView) -> Action:
        """The bot's move in ``view`` (the view of the player to move)."""
        legal = list(view.legal)
        if not legal:
            raise PlayError("no-move")
        if len(legal) == 1:
            return legal[0]
        if self.level == "expert" and self.deals_for(view) > 0:
            best, _ = self.search(view)
            return best
        return self.plain(view)

    # -- the plain moves -----------------------------------------------------------------
    def plain(self, view: PlayerView) -> Action:
        """The move without a search: the level's rules of thumb."""
        legal = list(view.legal)
        kinds = {a.kind: a for a in legal}
        if view.phase == "dropout":
            return self._dropout(view, kinds)
        if view.phase == "claim":
            w = view.window
            if "claim" in kinds and w is not None and self._holds(view, (*view.hand, w.card)):
                return kinds["pass"]  # a claimed card must be laid in a meld at once
            return kinds.get("claim", kinds["pass"])
        for k in _ENDS:
            if k in kinds:
                return kinds[k]
        outs = [a for a in legal if a.kind == "go-out"]
        if outs:
            return max(outs, key=lambda a: (a.perfect, -len(a.cards)))
        if view.phase == "draw":
            return self._start(view, kinds)
        if self.level == "greedy":
            return _greedy_play(view, legal)
        return self._play(view, legal)

    def rules_of_thumb(self) -> Style:
        """The knobs of this bot's plain rules: its own :attr:`style`, else its level's
        (careful's knock threshold read from :attr:`knock_risk_max`)."""
        if self.style is not None:
            return self.style
        if self.level == "expert":
            return EXPERT
        return replace(CAREFUL, knock=(self.knock_risk_max,))

    def _seed(self, view: PlayerView) -> int:
        return hash((self.seed, len(view.log))) & 0xFFFFFFFF

    def _estimate(self, view: PlayerView) -> tuple[int, int]:
        """(samples, seed) of the risk estimates: the coach's table's, or the bot's own."""
        if self.estimate_seed is not None:
            return self.samples, self.estimate_seed
        return self.samples // 2, self._seed(view)

    def _dropout(self, view: PlayerView, kinds: dict[ActionKind, Action]) -> Action:
        if self.level in ("careful", "expert"):
            points = best_arrangement(view.hand, view.rules).points
            return kinds["drop-out"] if points > self.rules_of_thumb().dropout else kinds["stay-in"]
        return kinds["stay-in"]

    def _start(self, view: PlayerView, kinds: dict[ActionKind, Action]) -> Action:
        if "knock" in kinds:
            if self.level in ("beginner", "greedy"):
                return kinds["knock"]
            seed = self._seed(view) if self.estimate_seed is None else self.estimate_seed
            est, _ = knock_risk(view, self.samples, seed)
            style = self.rules_of_thumb()
            if est.p <= style.knock_max(len(view.order), _doubled(view) if style.doubled else 0):
                return kinds["knock"]
        if "take-discard" in kinds:  # even while holding melds: drawing instead lost
            return kinds["take-discard"]  # (bench/tools/expert_diag.py); the search weighs it
        return kinds["draw-stock"]

    def _holds(self, view: PlayerView, hand) -> bool:
        """Whether the expert keeps its melds in hand (rule book §5.2: while it has laid
        none, an opponent may not knock when the rules ask for another player's meld):
        until laying them and throwing its highest loose card would leave at most the knock
        limit, so it may knock itself next turn (or go out at once: a Perfect, §5.3), and
        while the stock holds more than :data:`HOLD_STOCK` cards a player."""
        rules = view.rules
        if not self.hold or self.level != "expert" or view.name in view.melded:
            return False
        if rules.knock_needs == "none":
            return False
        if view.turn is not None and view.turn.player == view.name and view.turn.laid:
            return False
        if view.stock_count <= HOLD_STOCK * len(view.order):
            return False
        best = best_arrangement(hand, rules)
        pts = rank_points(rules)
        loose = [pts[c.rank] for c in best.deadwood if not c.is_joker]
        throwing = len(hand) > 7 or view.phase != "draw"  # a card still to throw this turn
        total = fast_points(best.deadwood, rules)
        return melds_block(rules, view.stock_count, len(view.order), total, loose, throwing)

    def _play(self, view: PlayerView, legal: list[Action]) -> Action:
        return self._play_ranked(view, legal)[0]

    def _play_ranked(self, view: PlayerView, legal: list[Action]) -> tuple[Action, list[Action]]:
        """The plain move in the play phase, and the discards ranked when they were."""
        rules = view.rules
        hand = view.hand
        best = best_arrangement(hand, rules)
        planned = {sort_cards(m.cards) for m in best.melds}
        melds = [a for a in legal if a.kind == "meld"]
        if melds and view.must_use is None and self._holds(view, hand):
            melds = []
        if melds:
            chosen = [a for a in melds if a.cards in planned]
            if chosen:
                return chosen[0], []
            if view.must_use is not None:  # the taken discard must go down now
                return min(melds, key=lambda a: (_left(hand, a, rules), -len(a.cards))), []
        layoffs = [a for a in legal if a.kind == "lay-off"]
        if layoffs:
            loose = set(best.deadwood)
            fitting = [a for a in layoffs if a.cards[0] in loose]
            if fitting:
                return fitting[0], []
        discards = [a for a in legal if a.kind == "discard"]
        if melds and not discards:
            return melds[0], []
        ranked = self._ranked_discards(view, discards, best.deadwood)
        return ranked[0], ranked

    def _ranked_discards(self, view: PlayerView, discards: list[Action], deadwood) -> list[Action]:
        """The discards best first: the highest loose card (beginner), or weighed against
        the chance it feeds a claimant or their Perfect (careful, expert)."""
        pts = rank_points(view.rules)
        loose = [a for a in discards if a.cards[0] in set(deadwood)] or discards

        def value(a: Action) -> tuple[int, int, str]:
            c = a.cards[0]
            return (pts[c.rank] if not c.is_joker else -1, c.rank, c.suit)

        ranked = sorted(loose, key=value, reverse=True)
        if self.level == "beginner":
            return ranked
        samples, seed = self._estimate(view)
        dangers = discard_dangers(view, [a.cards[0] for a in ranked], samples, seed, perfect=True)

        style = self.rules_of_thumb()
        rules, have = view.rules, set(view.hand)
        linked = by_players(style.linked, len(view.order))

        def score(a: Action) -> float:
            d = dangers[a.cards[0]]
            c = a.cards[0]
            keep = (
                linked
                if linked and not have.isdisjoint(partners(c, rules.ace, rules.jokers))
                else 0
            )
            return pts[c.rank] - style.feed * d.p - style.perfect * d.perfect - keep

        return sorted(ranked, key=score, reverse=True)

    # -- the expert's search -------------------------------------------------------------
    def candidates(self, view: PlayerView) -> list[Action]:
        """The moves worth a search in ``view``: the plain move first, then the real
        alternatives (at most two in all): take the discard or draw while it has not
        melded; lay the melds or hold them back (for a Perfect, or so that nobody may
        knock: §5.2); the next best discard. Whether to knock is the careful rule's alone:
        the knocks the search chose against it lost (``bench/tools/expert_diag.py``: -0.25
        stakes a deviation heads-up over 6, -21 on the one at four players, where an
        undercut knock pays every player; with the knock searched beside the careful rule's
        choice at four players: -0.00 [-0.07, +0.07] over 900 rounds, bench/tools/strength.py
        ``try=knock4``)."""
        legal = list(view.legal)
        kinds = {a.kind for a in legal}
        if view.phase not in ("draw", "play") or kinds & {"blast", "four-sevens", "go-out"}:
            return [self.plain(view)]
        if view.phase == "draw":
            starts = [a for a in legal if a.kind in ("take-discard", "draw-stock")]
            by_kind = {a.kind: a for a in legal}
            out = [self._start(view, by_kind)]  # the careful rule first: knock when safe
            if "knock" not in kinds and view.name not in view.melded:
                out += starts  # a knock is the careful rule's alone (see the docstring)
            return list(dict.fromkeys(out))
        first, ranked = self._play_ranked(view, legal)
        if view.must_use is not None or first.kind not in ("meld", "discard"):
            return [first]
        if first.kind == "meld":
            if view.name in view.melded:
                return [first]
            best = best_arrangement(view.hand, view.rules)
            discards = [a for a in legal if a.kind == "discard"]
            ranked = self._ranked_discards(view, discards, best.deadwood)
            return [first, ranked[0]]  # holding the melds back
        if view.name not in view.melded and any(a.kind == "meld" for a in legal):
            planned = {sort_cards(m.cards) for m in best_arrangement(view.hand, view.rules).melds}
            lay = [a for a in legal if a.kind == "meld" and a.cards in planned]
            return [first, *lay[:1]]  # held back by the plain rule: laying them weighed too
        return ranked[:2]

    def outcomes(self, view: PlayerView, moves: list[Action]) -> dict[Action, list[float]]:
        """Each move's result in stakes for ``view.name`` on deals of the hidden cards from
        the opponent model (the same deals, in the same order, for every move), played out
        by quick players (:func:`~tutor.play.search.roll_out`): :attr:`deals` deals, or
        fewer once the play-outs have taken :attr:`budget` moves (at least
        :data:`MIN_DEALS`), so a move's work stays bounded and the choice depends on the
        view alone; a close choice (:func:`_close`) deals on to :data:`CLOSE_BUDGET` times
        both. No clock: the result depends on the view and the seed alone."""
        model = OpponentModel(view)
        margin = self.margin_for(view)
        deals, budget = self.deals_for(view), self.budget_for(view)
        rng = random.Random(self._seed(view))
        totals: dict[Action, list[float]] = {a: [] for a in moves}
        spent = 0
        for i in range(round(CLOSE_BUDGET * deals)):
            if i >= min(MIN_DEALS, deals) and (spent >= budget or i >= deals):
                more = spent < CLOSE_BUDGET * budget and _close(totals, moves, margin)
                if not more:
                    break
            d = model.deal(rng, unmelded=True)
            start = rebuild(view, d.hands, d.stock, seed=self.seed + i)
            got: list[float] = []
            for a in moves:
                value, steps = roll_out_counted(start.apply(a), view.name)
                got.append(value)
                spent += steps
            for a, value in zip(moves, got, strict=True):
                totals[a].append(value)
        return totals

    def evaluate(self, view: PlayerView, moves: list[Action]) -> dict[Action, float]:
        """Each move's average result in stakes for ``view.name`` (:meth:`outcomes`)."""
        return {a: sum(v) / len(v) for a, v in self.outcomes(view, moves).items()}

    def search(self, view: PlayerView) -> tuple[Action, dict[Action, float]]:
        """The expert's move and the value of each candidate it weighed: the plain move (the
        careful rule, to knock when the undercut chance is low included) unless another
        beats it on the same deals by more than :meth:`margin_for` standard errors."""
        moves = self.candidates(view)
        if len(moves) == 1:
            return moves[0], {}
        outs = self.outcomes(view, moves)
        values = {a: statistics.fmean(v) for a, v in outs.items()}
        best, margin = moves[0], self.margin_for(view)
        for a in moves[1:]:  # another move only when it beats the plain one beyond the noise
            if _gain(outs[a], outs[moves[0]], margin) > _gain(outs[best], outs[moves[0]], margin):
                best = a
        return best, values

    def deals_for(self, view: PlayerView) -> int:
        """The most deals the search plays out in ``view``: :attr:`deals`, else
        :data:`DEALS` by the number of players."""
        return int(_own_or_by_players(self.deals, DEALS, view))

    def budget_for(self, view: PlayerView) -> int:
        """The play-out moves after which the search stops dealing in ``view``:
        :attr:`budget`, else :data:`BUDGETS` by the number of players."""
        return int(_own_or_by_players(self.budget, BUDGETS, view))

    def margin_for(self, view: PlayerView) -> float:
        """The standard errors another move must win by in ``view``: :attr:`margin`, else
        :data:`MARGINS` by the number of players."""
        return _own_or_by_players(self.margin, MARGINS, view)


def _own_or_by_players(own: float | None, values: tuple[float, ...], view: PlayerView) -> float:
    """A bot's own setting when it has one, else the product's value for the table's size."""
    return own if own is not None else by_players(values, len(view.order))


def _close(totals: dict[Action, list[float]], moves: list[Action], margin: float) -> bool:
    """Whether more deals may change the choice: some move's paired gain over the first
    (the plain move) lies within one standard error of the ``margin`` it must clear."""
    base = totals[moves[0]]
    for a in moves[1:]:
        diffs = [x - y for x, y in zip(totals[a], base, strict=True)]
        if len(diffs) < 2 or not any(diffs):
            continue
        se = statistics.stdev(diffs) / math.sqrt(len(diffs))
        if abs(statistics.fmean(diffs) - margin * se) < se:
            return True
    return False


def _gain(mine: list[float], base: list[float], margin: float = 1.0) -> float:
    """What a move gains over another on the same deals, less ``margin`` standard errors
    of the paired differences (0 when it gains nothing sure)."""
    diffs = [a - b for a, b in zip(mine, base, strict=True)]
    if len(diffs) < 2 or not any(diffs):
        return 0.0
    se = statistics.stdev(diffs) / math.sqrt(len(diffs))
    return max(0.0, statistics.fmean(diffs) - margin * se)


def _greedy_play(view: PlayerView, legal: list[Action]) -> Action:
    """The yardstick's move: the biggest meld, any lay-off, else the highest card."""
    melds = [a for a in legal if a.kind == "meld"]
    if melds:
        return max(melds, key=lambda a: len(a.cards))
    layoffs = [a for a in legal if a.kind == "lay-off"]
    if layoffs:
        return layoffs[0]
    pts = rank_points(view.rules)
    discards = [a for a in legal if a.kind == "discard"]
    return max(
        discards,
        key=lambda a: (
            pts[a.cards[0].rank] if not a.cards[0].is_joker else -1,
            a.cards[0].rank,
            a.cards[0].suit,
        ),
    )


def _doubled(view: PlayerView) -> float:
    """The share of ``view.name``'s opponents who would pay double for laying no meld after
    having had a turn (rule book §6.3)."""
    others = [n for n in view.order if n != view.name]
    bare = [
        n for n in others if pays_never_melded(n in view.had_turn, n in view.melded, spared=False)
    ]
    return len(bare) / len(others) if others else 0.0


def _left(hand, a: Action, rules) -> int:
    rest = list(hand)
    for c in a.cards:
        rest.remove(c)
    return fast_points(rest, rules)


def play_out(r: Round, bots: dict[str, Bot], limit: int = 2000) -> Round:
    """Let ``bots`` (one per player) play ``r`` to the end, each seeing only its view."""
    for _ in range(limit):
        if r.over:
            return r
        mover = r.to_move
        assert mover is not None  # a round not over has a player to move
        r = r.apply(bots[mover].choose(r.view(mover)))
    raise PlayError("round-too-long", limit=limit)  # pragma: no cover


def random_bot_move(r: Round, rng: random.Random) -> Action:
    """A uniformly random legal move: for testing that every move is handled."""
    return rng.choice(r.legal_actions())
