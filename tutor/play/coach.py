"""The coach: engine functions that read one player's position (rule book §3–§6).

Everything here sees only what that player may see (:class:`PlayerView`). Results carry
their reasons as data (:class:`Reason`, closed set ``coach``); the words layer writes
them. The counting over the unseen cards is the engine's (:mod:`tutor.engine.odds`), shared with the
lessons' table positions; this module reads the table for it (the unseen cards, the hand
counts, the discards passed over).

* :func:`endings_now` — which endings are open to the player now, with the engine's verdicts;
* :func:`discard_dangers` — for every card the player might throw, whether it lets a
  player who may take it lay a new meld or go out with a Perfect (a seven always melds; a
  card whose partners are all seen never does; otherwise a chance over the opponent
  model's deals, :mod:`tutor.play.model`);
* :func:`knock_risk` — the chance that a knock is undercut, over the same model's deals,
  with an interval spanning sampling and the model's doubt;
* :func:`hint` — three steps: a nudge, the rule, the move (the expert's, reading the same
  estimates as the table); :func:`review` — after the round, every decision of the learner
  graded against the expert's by expected stakes (:class:`Review`).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal

from tutor.engine.arrangement import Arrangement, best_arrangement
from tutor.engine.cards import Card, sort_cards
from tutor.engine.counting import rank_points
from tutor.engine.endings import Verdict, endings_open
from tutor.engine.odds import (  # the counting itself; re-exported for the table's callers
    Estimate,
    fast_points,
    undercut_chance,
    undercut_exact,
    wilson,
)
from tutor.engine.reasons import Value
from tutor.engine.rules import Rules
from tutor.play.actions import Action
from tutor.play.bots import Bot
from tutor.play.dangers import (  # the estimates; re-exported for the table's callers
    Danger,
    completes_perfect,
    discard_danger,
    discard_dangers,
    knock_risk,
)
from tutor.play.model import PassedOver, passed_over
from tutor.play.noise import Gap, Own, gap_of
from tutor.play.reasons import Reason, because
from tutor.play.round import PlayerView, Round, melds_in_hand

__all__ = [
    "Danger",
    "Estimate",
    "COACH_SAMPLES",
    "TableHint",
    "MARKS",
    "PassedOver",
    "Review",
    "ReviewItem",
    "arrangement",
    "coach_bot",
    "coach_line",
    "completes_perfect",
    "decided",
    "discard_danger",
    "discard_dangers",
    "discardable",
    "endings_now",
    "fast_points",
    "hint",
    "judge_gap",
    "knock_risk",
    "mark_of",
    "new_melds",
    "passed_over",
    "review",
    "undercut_chance",
    "undercut_exact",
    "wilson",
]


# -- endings and arrangement ---------------------------------------------------------------
def endings_now(view: PlayerView) -> tuple[Verdict, ...]:
    """The endings open to ``view.name`` at the start of a turn, as the engine's verdicts
    (Blast, Knock, Four sevens, and which draws would let the hand go out)."""
    me = view.name
    others = [n for n in view.order if n != me]
    return endings_open(
        view.hand,
        view.rules,
        players=len(view.order),
        melded=me in view.melded,
        others_melded=any(n in view.melded for n in others),
        others_had_turn=all(n in view.had_turn for n in others),
    )


def arrangement(view: PlayerView) -> tuple[Arrangement, Reason]:
    """The best arrangement of the player's hand (the melds leaving the fewest points),
    with its reason: the points it leaves (rule book §6.1)."""
    best = best_arrangement(view.hand, view.rules)
    return best, because("best-arrangement", "6.1", points=best.points)


def discardable(r: Round, name: str) -> tuple[Card, ...]:
    """The cards ``name`` may throw this turn, once melding is done: every card in hand but
    a discard just taken, which must go into a meld first (rule book §4.1)."""
    must = r.turn.must_use if r.turn is not None and r.turn.player == name else None
    return tuple(c for c in dict.fromkeys(sort_cards(r.hand_of.get(name, ()))) if c != must)


# -- hints and the review ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TableHint:
    """One step of the hint ladder: ``level`` 1 nudges, 2 gives the rule, 3 the move."""

    level: int
    reason: Reason
    move: Action | None = None


COACH_SAMPLES = 200
"""Deals behind every number the coach shows: the risk table, the knock risk, the hint."""


def coach_bot(seed: int) -> Bot:
    """The coach's player: the expert, its estimates drawn with the table's samples and
    seed, so a hint and the table beside it read one estimate and never disagree. Like the
    table's expert it has no clock: a hint and a review's grades depend on the learner's
    view and ``seed`` alone, however busy the machine (its move budget bounds the work)."""
    return Bot("expert", seed, samples=COACH_SAMPLES, estimate_seed=seed)


@lru_cache(maxsize=64)
def decided(coach: Bot, view: PlayerView) -> Action:
    """``coach``'s move in ``view``, remembered. The coach has no clock, so one view always
    gives one move: the second and third hints of a position, and the review's grade of a
    decision the learner asked about, read a single search."""
    return coach.decide(view)


def hint(r: Round, name: str, level: int, seed: int = 0) -> TableHint:
    """The coach's hint for ``name`` at ``level`` (1, 2 or 3; higher is clamped), read from
    ``name``'s view only. The move is the expert's (:func:`coach_bot`); for a discard the
    reason carries the risk the table shows for that card."""
    level = max(1, min(3, level))
    view = r.view(name)
    legal = list(view.legal)
    special = [a for a in legal if a.kind in ("blast", "four-sevens", "go-out", "knock")]
    if level == 1:  # the nudge needs no search
        return TableHint(1, _nudge(view, bool(special)))
    move = decided(coach_bot(seed), view) if legal else None
    if level == 2:
        kind = move.kind if move else "wait"
        rule = _RULE_OF.get(kind, "4")
        nums = {"sopang_max": view.rules.sopang_max, "daepang_min": view.rules.daepang_min}
        return TableHint(2, because("hint-rule", rule, move=kind, **nums))
    if move is None:
        return TableHint(3, because("hint-move", "4", move=None, risk=None))
    risk = None
    if move.kind == "discard":
        d = discard_dangers(view, move.cards, COACH_SAMPLES, seed, perfect=True)[move.cards[0]]
        risk = d.p
    why = because("hint-move", _RULE_OF.get(move.kind, "4"), move=str(move), risk=risk)
    return TableHint(3, why, move)


SHORT_HAND = 2
"""An opponent holding this many cards or fewer may end the round on their next turn: the
first hint says so."""


def _nudge(view: PlayerView, open_: bool) -> Reason:
    """The first hint: what to look at for the decision being asked, without the answer.
    ``step``: ``draw`` (the face-up discard, rule book §4.1), ``claim`` (the card just
    discarded, §7.1) or ``play`` (melds first, then the safest throw, §4.4); ``short``: the
    opponent with the fewest cards when they hold :data:`SHORT_HAND` or fewer (§5)."""
    kinds = {a.kind for a in view.legal}
    card = view.discard_pile[-1] if view.discard_pile else None
    if kinds & {"draw-stock", "take-discard"}:
        step, point = "draw", "4.1"
    elif kinds & {"claim", "pass"}:
        step, point = "claim", "7.1"
    else:
        step, point, card = "play", "4.4", None
    out = dict(view.dropped)
    others = {n: c for n, c in view.counts.items() if n != view.name and n not in out}
    short = min(others, key=lambda n: (others[n], view.seating.index(n)), default=None)
    if short is not None and others[short] > SHORT_HAND:
        short = None
    left = others[short] if short else 0
    return because(
        "hint-nudge", "5" if open_ else point, open=open_, step=step, card=card, short=short,
        left=left,
    )  # fmt: skip


_RULE_OF = {
    "blast": "5.1", "knock": "5.2", "four-sevens": "5.4", "go-out": "5.3",
    "take-discard": "4.1", "meld": "4.2", "lay-off": "4.3", "discard": "4.4",
    "draw-stock": "4.1", "claim": "7.1", "pass": "7.1", "stay-in": "7.6", "drop-out": "7.6",
}  # fmt: skip


# -- the review ----------------------------------------------------------------------------
Mark = Literal["best", "good", "small", "clear", "serious"]
"""How a decision is graded: the coach's own move (``best``), another move within
:data:`SMALL` stakes of it (``good``), or a mistake by its expected cost: ``small`` from
:data:`SMALL`, ``clear`` from :data:`CLEAR`, ``serious`` from :data:`SERIOUS` stakes."""
MARKS: tuple[Mark, ...] = ("best", "good", "small", "clear", "serious")
SMALL = 0.1
CLEAR = 0.4
SERIOUS = 1.0


def mark_of(loss: float, same: bool) -> Mark:
    """The mark of a decision that loses ``loss`` expected stakes against the coach's."""
    if same:
        return "best"
    if loss >= SERIOUS:
        return "serious"
    if loss >= CLEAR:
        return "clear"
    return "small" if loss >= SMALL else "good"


@dataclass(frozen=True, slots=True)
class ReviewItem:
    """One graded decision of the learner: the move played and the coach's, the stakes
    each is expected to bring (the same search over the same deals), the loss, its mark
    and why (a reason as data)."""

    move_index: int
    played: Action
    better: Action
    played_value: float
    better_value: float
    mark: Mark
    reason: Reason
    cost: float = 0.0
    margin: float = 0.0
    """``cost``: the stakes lost against the coach's move, counted cautiously: the low end
    of the gap's noise band (:func:`tutor.play.noise.gap_of`; ``margin`` is its half
    width), 0 when the band reaches 0 or below (the two moves about as good)."""
    line: tuple[Action, ...] = ()
    """The coach's whole line for the turn from this decision (:func:`coach_line`): its
    move, then its melds, lay-offs and discard; empty when it plays as the learner did."""

    @property
    def same(self) -> bool:
        return self.played == self.better

    @property
    def gap(self) -> float:
        """The stakes the coach's move brings over the learner's, on average over the deals
        (``cost`` is the low end of its noise band)."""
        return self.better_value - self.played_value

    @property
    def stated(self) -> bool:
        """Whether the review states a disagreement: the coach's move is better beyond the
        noise of the deals it played and of the coach's own choice (``cost`` above 0)."""
        return not self.same and self.cost > 0

    @property
    def even(self) -> bool:
        """The coach would play otherwise, but the gap lies within the noise: about as good."""
        return not self.same and not self.stated

    @property
    def mistake(self) -> bool:
        return self.mark in ("small", "clear", "serious")


@dataclass(frozen=True, slots=True)
class Review:
    """Every decision of the learner's round graded (chess-site style)."""

    items: tuple[ReviewItem, ...]

    @property
    def decisions(self) -> int:
        return len(self.items)

    @property
    def differing(self) -> tuple[ReviewItem, ...]:
        """The decisions where the coach would have played otherwise, beyond the noise of
        its deals and of its own choice (a disagreement the review states, :func:`judge_gap`)."""
        return tuple(i for i in self.items if i.stated)

    @property
    def even(self) -> tuple[ReviewItem, ...]:
        """The decisions the coach would have played otherwise, about as well."""
        return tuple(i for i in self.items if i.even)

    @property
    def mistakes(self) -> tuple[ReviewItem, ...]:
        """The decisions marked as a mistake (small, clear or serious)."""
        return tuple(i for i in self.items if i.mistake)

    @property
    def all_same(self) -> bool:
        """Whether the coach would have played every decision the same way."""
        return all(i.same for i in self.items)

    @property
    def average_loss(self) -> float:
        """Expected stakes lost per decision against the coach's moves."""
        return sum(i.cost for i in self.items) / len(self.items) if self.items else 0.0

    def count(self, mark: Mark) -> int:
        return sum(1 for i in self.items if i.mark == mark)

    def summary(self) -> Reason:
        """The round in one reason: decisions, how many differ beyond the noise (``differ``)
        and within it (``even``, code ``review-summary-close`` when there are any), the
        marks, the loss."""
        nums: dict[str, Value] = {"decisions": self.decisions, "differ": len(self.differing),
                "loss": self.average_loss, **{m: self.count(m) for m in MARKS}}  # fmt: skip
        if self.even:
            return because("review-summary-close", "6", even=len(self.even), **nums)
        return because("review-summary", "6", **nums)


REVIEW_MORE = 4
"""How many times its first deals the review plays a close call out on before it judges: a
differing decision whose band straddles 0 but could clear it with more deals
(:meth:`tutor.play.noise.Gap.may_clear`) is dealt on, on fresh deals, to this many times
the first ones (deals and move budget), and judged on all of them."""
REVIEW_SEEDS = (5_000_011, 6_000_007)
"""What the review adds to its seed for the deals of its first and second look: deals
other than the ones the coach chose its move on (a move picked as the best of its deals
looks better on them than it is), derived from the seed and the position alone."""
LINE_MAX = 16
"""The most moves a line of one turn holds (a turn lays a few melds and throws once)."""


def coach_line(r: Round, name: str, coach: Bot | None = None, seed: int = 0) -> tuple[Action, ...]:
    """The coach's whole line for ``name``'s turn from ``r`` (``name`` to move): its move,
    then, while the turn goes on in the play phase, its next ones, each read from
    ``name``'s view alone: melds, lay-offs, then the discard (rule book §4.2–§4.4). A draw
    from the stock ends the line: the card drawn is not seen yet. ``coach``: the player
    asked (:func:`coach_bot` with ``seed`` unless given)."""
    coach = coach or coach_bot(seed)
    line: list[Action] = []
    while len(line) < LINE_MAX and r.to_move == name:
        move = coach.decide(r.view(name))  # a line leaves the game played: not remembered
        line.append(move)
        r = r.apply(move)
        if not _turn_goes_on(move, r, name):
            break
    return tuple(line)


def _turn_goes_on(move: Action, after: Round, name: str) -> bool:
    """Whether ``name``'s turn goes on after ``move`` with nothing hidden drawn."""
    return (
        move.kind != "draw-stock"
        and not after.over
        and after.to_move == name
        and after.phase == "play"
    )


def review(r: Round, learner: str, seed: int = 0, deals: int | None = None) -> Review:
    """Replay the finished round and grade each of ``learner``'s decisions (every one with
    more than one legal move) against the coach's (:func:`coach_bot`, from ``learner``'s
    view only): the expected stakes of both moves over the same fresh deals, the gap's noise
    band (:func:`judge_gap`: widened for the coach's choice among its candidates, for a
    second look and for the coach's own choice), a close call played out on
    :data:`REVIEW_MORE` times the deals before it is judged, the cautious loss,
    its mark (:func:`mark_of`), the coach's whole line for the turn (:func:`coach_line`)
    and why, read from the line: a discard the coach throws too is not blamed for the meld
    it lays first."""
    from tutor.play.round import deal

    coach = coach_bot(seed)
    if deals is not None:
        coach = replace(coach, deals=deals)
    state = r.start or deal(r.rules, r.seating, r.seed, r.dealer)
    out: list[ReviewItem] = []
    for i, played in enumerate(r.moves):
        if state.to_move == learner and len(state.legal_actions()) > 1:
            out.append(_grade(state, learner, played, i, coach, seed))
        state = state.apply(played)
    return Review(tuple(out))


def _grade(
    state: Round, learner: str, played: Action, index: int, coach: Bot, seed: int
) -> ReviewItem:
    """One decision graded (:func:`review`): a disagreement is stated only when the gap,
    played out on fresh deals, lies beyond its noise (:func:`judge_gap`)."""
    view = state.view(learner)
    better = decided(coach, view)
    if better == played:
        outs = coach.outcomes(view, [better])
        value = statistics.fmean(outs[better])
        return ReviewItem(index, played, better, value, value, "best", _agree({better: value}))
    line: tuple[Action, ...] = (better,)
    after = state.apply(better)
    if _turn_goes_on(better, after, learner):
        line += coach_line(after, learner, coach)
    gap, outs = judge_gap(view, better, played, coach)
    values = {a: statistics.fmean(v) for a, v in outs.items()}
    if gap.beyond:
        loss = gap.low
        reason = _why(view, played, line, values, seed, gap.deals)
    else:
        loss = 0.0
        reason = because("review-about-as-good", "6", gap=gap.mean, half=gap.half,
                         deals=float(gap.deals))  # fmt: skip
    half = gap.half if math.isfinite(gap.half) else 0.0
    return ReviewItem(
        index,
        played,
        better,
        values[played],
        values[better],
        mark_of(loss, False),
        reason,
        loss,
        half,
        line,
    )


def judge_gap(
    view: PlayerView, better: Action, played: Action, coach: Bot
) -> tuple[Gap, dict[Action, list[float]]]:
    """The gap of the coach's move ``better`` over ``played`` in ``view``, and both moves'
    results: played out on fresh deals (:data:`REVIEW_SEEDS`, as many as the coach's own
    search plays), its band widened for the coach's choice among its candidates, for a
    second look and, when the coach weighs ``played`` too, for its own choice on the deals
    of one search (:class:`Own`: the margin another move must win by is added when
    ``played`` is its plain move, taken off when ``better`` is). A close
    call (:meth:`Gap.may_clear`) is dealt on to :data:`REVIEW_MORE` times the first deals
    before it is judged."""
    candidates = coach.candidates(view)
    choices = len(set(candidates) | {better, played})
    margin = coach.margin_for(view)
    moves = [better, played]
    first = replace(coach, seed=coach.seed + REVIEW_SEEDS[0])
    outs = first.outcomes(view, moves)
    own = None  # a move the coach does not weigh: its choice does not rest on deals
    if played in candidates:  # the plain move is chosen unless another beats it by the margin
        own = Own(len(outs[better]), margin if played == candidates[0] else -margin)
    gap = gap_of(outs[better], outs[played], choices, 2, own)
    if not gap.beyond and gap.may_clear(REVIEW_MORE):
        more = replace(
            coach,
            seed=coach.seed + REVIEW_SEEDS[1],
            deals=(REVIEW_MORE - 1) * len(outs[better]),
            budget=(REVIEW_MORE - 1) * coach.budget_for(view),
        )
        extra = more.outcomes(view, moves)
        outs = {a: outs[a] + extra[a] for a in moves}
        gap = gap_of(outs[better], outs[played], choices, 2, own)
    return gap, outs


def _agree(values: dict[Action, float]) -> Reason:
    (v,) = values.values()
    return because("review-same", "4", value=v)


def _why(
    view: PlayerView,
    played: Action,
    line: tuple[Action, ...],
    values: dict[Action, float],
    seed: int,
    deals: int,
) -> Reason:
    """Why the coach's line is better: a specific reason where one applies, else the
    expected stakes of both (played out on ``deals`` deals)."""
    better = line[0]
    nums = {"played": values[played], "better": values[better], "deals": float(deals)}
    specific = _judge(view, played, line, seed)
    if specific is not None:
        return because(specific.code, specific.point, **specific.values, **nums)
    return because("review-expected", "6", **nums)


def _judge(view: PlayerView, played: Action, line: tuple[Action, ...], seed: int) -> Reason | None:
    """The specific reason, read from the coach's whole line for the turn (``line``): the
    decision that differs is named, not the first move of the line."""
    rules = view.rules
    better = line[0]
    if better.kind in ("blast", "four-sevens", "go-out"):
        return because("review-missed-ending", "5", ending=better.kind)
    if played.kind == "knock":
        est, _ = knock_risk(view, COACH_SAMPLES, seed)
        return because("review-knock-risky", "5.2", p=est.p, samples=est.samples)
    if better.kind == "knock":
        est, _ = knock_risk(view, COACH_SAMPLES, seed)
        return because("review-missed-knock", "5.2", p=est.p, points=fast_points(view.hand, rules))
    if played.kind == "draw-stock" and better.kind == "take-discard":
        return because("review-took-stock", "4.1", card=view.discard_pile[-1])
    if played.kind == "discard" and better.kind in ("meld", "lay-off", "discard"):
        mine = played.cards[0]
        end = line[-1]
        theirs = end.cards[0] if end.kind == "discard" else None
        laid = tuple(c for a in line if a.kind in ("meld", "lay-off") for c in a.cards)
        if theirs == mine and laid:  # the same throw: what differs is what the coach lays
            return because("review-held-meld", "4.2", laid=laid, card=mine)
        cards = [mine] + ([theirs] if theirs and theirs != mine else [])
        d = discard_dangers(view, cards, COACH_SAMPLES, seed)
        better_p = d[theirs].p if theirs else 0.0
        if d[mine].p - better_p >= 0.1 or (theirs is None and mine in laid):
            players = d[mine].reason.values["players"]
            return because(
                "review-fed-meld",
                "4.1",
                card=mine,
                safer=theirs,
                players=players,
                p=d[mine].p,
                better_p=better_p,
            )
        pts = rank_points(rules)
        if theirs is not None and pts[theirs.rank] - pts[mine.rank] >= 3:
            points = pts[theirs.rank] - pts[mine.rank]
            return because("review-kept-high", "6.1", card=mine, kept=theirs, points=points)
    return None


def new_melds(hand: Sequence[Card], rules: Rules) -> tuple[tuple[Card, ...], ...]:
    """Every new meld that can be laid from ``hand``."""
    return melds_in_hand(sort_cards(hand), rules.ace, rules.jokers)
