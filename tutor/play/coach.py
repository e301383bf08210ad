"""The coach: engine functions that read one player's position (rule book §3–§6).

Everything here sees only what that player may see (:class:`PlayerView`). Results carry
their reasons as data (:class:`Reason`); the explainer (:mod:`tutor.engine.explain.play`)
makes the sentences. The
counting over the unseen cards is the engine's (:mod:`tutor.engine.odds`), shared with the
lessons' table positions; this module reads the table for it (the unseen cards, the hand
counts, the discards passed over).

* :func:`endings_now` — which endings are open to the player now, with the engine's verdicts;
* :func:`discard_dangers` — for every card the player might throw, whether it lets the
  next player lay a new meld or go out with a Perfect (a seven always melds; a card whose
  partners are all seen never does; otherwise a chance over the hands the next player may
  hold: the unseen cards, less what their passes over earlier discards rule out);
* :func:`knock_risk` — the chance that a knock is undercut, by sampling the unseen cards
  into the other hands, with a 95% Wilson interval;
* :func:`hint` — three steps: a nudge, the rule, the move; :func:`review` — after the round,
  each of the learner's moves where the coach would have played otherwise, and what it cost.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutor.engine.arrangement import Arrangement, best_arrangement
from tutor.engine.cards import Card, sort_cards
from tutor.engine.counting import rank_points
from tutor.engine.endings import Verdict, endings_open
from tutor.engine.odds import (  # the counting itself; re-exported for the table's callers
    Estimate,
    NextHands,
    fast_points,
    undercut_chance,
    undercut_exact,
    wilson,
)
from tutor.engine.rules import Rules
from tutor.play.actions import Action
from tutor.play.reasons import Reason
from tutor.play.round import PlayerView, Round, fewest_open, melds_in_hand

__all__ = [
    "Danger",
    "Estimate",
    "Hint",
    "PassedOver",
    "ReviewItem",
    "arrangement",
    "completes_perfect",
    "discard_danger",
    "discard_dangers",
    "discardable",
    "endings_now",
    "fast_points",
    "hint",
    "knock_risk",
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
    return best, Reason("best-arrangement", "§6.1", {"points": best.points})


# -- estimates -----------------------------------------------------------------------------
def knock_risk(view: PlayerView, samples: int = 200, seed: int = 0) -> tuple[Estimate, Reason]:
    """The undercut chance of a knock now, for this player, with its reason."""
    me = view.name
    points = fast_points(view.hand, view.rules)
    counts = [view.counts[n] for n in view.order if n != me]
    est = undercut_chance(points, view.unseen, counts, view.rules, samples, seed)
    nums = {"points": points, "p": est.p, "low": est.low, "high": est.high, "samples": samples}
    return est, Reason("undercut-risk", "§5.2", nums)


# -- discard danger ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PassedOver:
    """What a player showed they do not hold (rule book §4.1: a discard is taken only to
    lay a new meld with it at once): they could have taken ``card`` and did not, so they
    held no cards that meld with it then. ``draws`` is how many cards they have drawn from
    the stock since (counting the draw that passed it over): those may be new partners."""

    card: Card
    draws: int


def passed_over(view: PlayerView, who: str) -> tuple[PassedOver, ...]:
    """The discards ``who`` passed over, read from the public log: the top of the pile when
    ``who`` drew from the stock while it could be taken, and, with claims (§7.1), each
    other player's discard that ``who`` was not asked to claim (only players who can meld
    it are asked). A seven or a joker says nothing: either may be passed by choice."""
    claims = view.rules.claim != "none"
    log = view.log
    pile: list[Card] = []
    open_top = True
    found: list[tuple[Card, int]] = []
    for i, e in enumerate(log):
        if e.kind == "deal":
            pile, open_top = list(e.cards), True
        elif e.kind == "take-discard" and pile:
            pile.pop()
        elif e.kind == "discard":
            pile.append(e.cards[0])
            open_top = not claims  # with claims the next player claims it or it is closed
            if claims and e.player != who and _not_asked(log, i, who, view.phase):
                found.append((e.cards[0], i))
        elif e.kind == "draw-stock" and e.player == who and open_top and pile:
            found.append((pile[-1], i))
    draws = [i for i, e in enumerate(log) if e.kind == "draw-stock" and e.player == who]
    return tuple(
        PassedOver(c, sum(1 for d in draws if d >= i))
        for c, i in found
        if c.rank != 7 and not c.is_joker
    )


def _not_asked(log: Sequence, i: int, who: str, phase: str) -> bool:
    """Whether the discard at ``log[i]`` was offered for claims without asking ``who``."""
    j = i + 1
    if j < len(log) and log[j].kind in ("stock-end", "go-out"):
        return False  # the round ended with the discard: nobody was asked
    while j < len(log) and log[j].kind in ("claim", "pass", "claim-won"):
        if log[j].player == who and log[j].kind != "claim-won":
            return False
        j += 1
    return not (j == len(log) and phase == "claim")  # still asking: not known yet


@dataclass(frozen=True, slots=True)
class Danger:
    """What throwing ``card`` risks: the chance the next player can lay a new meld with it
    (and so take it), and the chance it completes a Perfect for them, with the reason."""

    card: Card
    player: str
    p: float
    reason: Reason
    perfect: float = 0.0


def completes_perfect(held: Sequence[Card], card: Card, rules: Rules) -> bool:
    """Whether a player who has not melded, holding ``held``, goes out in one turn by taking
    ``card`` (rule book §5.3): every card laid in melds, the taken card among them, with
    one card left to discard (or none, when the rules let a player go out without one)."""
    full = sort_cards((*held, card))
    if fewest_open(full, rules.ace, rules.jokers) > 1:
        return False
    if not rules.discard_to_go_out and fewest_open(full, rules.ace, rules.jokers) == 0:
        return True
    for i, c in enumerate(full):
        if c == card or (i and full[i - 1] == c):
            continue
        if fewest_open(full[:i] + full[i + 1 :], rules.ace, rules.jokers) == 0:
            return True
    return False


def discard_dangers(
    view: PlayerView,
    cards: Sequence[Card],
    samples: int = 200,
    seed: int = 0,
    perfect: bool = False,
) -> dict[Card, Danger]:
    """For each card the player might throw, whether it lets the next player lay a new meld
    with it (rule book §4.1: a discard is taken only to meld it at once), judged from what
    that player may hold: cards this player has not seen, less what the next player showed
    they do not hold (:func:`passed_over`; the cards they took and the melds they laid are
    on the table, so seen). A seven always melds alone; a card whose partners are all seen
    never melds; otherwise the chance is counted over every hand the next player may hold,
    or estimated on ``samples`` random hands when there are more (the same hands for every
    card). With ``perfect``, also the chance it gives a player who has not melded a Perfect
    (§5.3), once every other player has had a turn when the rules ask for that."""
    nxt = view.next_after(view.name)
    rules = view.rules
    k = view.counts.get(nxt, 0)
    passes = [(ev.card, k - ev.draws) for ev in passed_over(view, nxt)]
    hands = NextHands(view.unseen, k, rules, passes, samples, seed)
    can_perfect = nxt not in view.melded and (
        not rules.perfect_needs_all_turns or all(n in view.had_turn for n in view.order if n != nxt)
    )
    out: dict[Card, Danger] = {}
    for card in dict.fromkeys(cards):
        f = hands.feed(card, count_sevens=perfect and can_perfect)
        if not f.hands:  # a seven or a dead card: no hands counted
            reason = Reason(f.code, "§" + f.point, {"p": f.p}, (card,), (nxt,))
            out[card] = Danger(card, nxt, f.p, reason)
            continue
        nums = {"p": f.p, "samples": f.hands, "exact": float(f.exact), "passed": len(f.passed)}
        pp = 0.0
        if perfect and can_perfect:
            wins = sum(w for h, w in f.held if completes_perfect(hands.cards_of(h), card, rules))
            pp = wins / f.total
            nums["perfect"] = pp
        reason = Reason(f.code, "§" + f.point, nums, (card, *f.passed), (nxt,))
        out[card] = Danger(card, nxt, f.p, reason, pp)
    return out


def discard_danger(view: PlayerView, card: Card, samples: int = 200, seed: int = 0) -> Danger:
    """:func:`discard_dangers` for one card, with the Perfect chance."""
    return discard_dangers(view, [card], samples, seed, perfect=True)[card]


def discardable(r: Round, name: str) -> tuple[Card, ...]:
    """The cards ``name`` may throw this turn, once melding is done: every card in hand but
    a discard just taken, which must go into a meld first (rule book §4.1)."""
    must = r.turn.must_use if r.turn is not None and r.turn.player == name else None
    return tuple(c for c in dict.fromkeys(sort_cards(r.hand_of.get(name, ()))) if c != must)


# -- hints and the review ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Hint:
    """One step of the hint ladder: ``level`` 1 nudges, 2 gives the rule, 3 the move."""

    level: int
    reason: Reason
    move: Action | None = None


def hint(r: Round, name: str, level: int, seed: int = 0) -> Hint:
    """The coach's hint for ``name`` at ``level`` (1, 2 or 3; higher is clamped)."""
    from tutor.play.bots import Bot

    level = max(1, min(3, level))
    view = r.view(name)
    legal = r.legal_actions() if r.to_move == name else []
    move = Bot("careful", seed).choose(r) if legal else None
    special = [a for a in legal if a.kind in ("blast", "four-sevens", "go-out", "knock")]
    if level == 1:
        return Hint(1, Reason("hint-nudge", "§5", {"open": 1.0 if special else 0.0}))
    if level == 2:
        kind = move.kind if move else "wait"
        nums = {"sopang_max": view.rules.sopang_max, "daepang_min": view.rules.daepang_min}
        return Hint(2, Reason("hint-rule", _RULE_OF.get(kind, "§4"), nums, text=(kind,)))
    if move is None:
        return Hint(3, Reason("hint-move", "§4"))
    nums = {"target": move.target, "perfect": float(move.perfect)}
    why = Reason("hint-move", _RULE_OF.get(move.kind, "§4"), nums, move.cards, (move.kind,),
                 move.melds)  # fmt: skip
    return Hint(3, why, move)


_RULE_OF = {
    "blast": "§5.1", "knock": "§5.2", "four-sevens": "§5.4", "go-out": "§5.3",
    "take-discard": "§4.1", "meld": "§4.2", "lay-off": "§4.3", "discard": "§4.4",
    "draw-stock": "§4.1", "claim": "§7.1", "pass": "§7.1", "stay-in": "§7.6", "drop-out": "§7.6",
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class ReviewItem:
    """One learner move the coach would have played differently."""

    move_index: int
    played: Action
    better: Action
    reason: Reason
    cost: float  # points or chance lost, as the reason's numbers say


def review(r: Round, learner: str, seed: int = 0) -> tuple[ReviewItem, ...]:
    """Replay the finished round and list each of ``learner``'s decisions where the coach
    (the careful player) would have played otherwise, with why and what it cost."""
    from tutor.play.bots import Bot
    from tutor.play.round import deal

    coach = Bot("careful", seed)
    state = r.start or deal(r.rules, r.seating, r.seed, r.dealer)
    out: list[ReviewItem] = []
    for i, played in enumerate(r.moves):
        if state.to_move == learner and len(state.legal_actions()) > 1:
            better = coach.choose(state)
            if better != played:
                item = _judge(state, learner, i, played, better, seed)
                if item is not None:
                    out.append(item)
        state = state.apply(played)
    return tuple(out)


def _judge(
    state: Round, me: str, i: int, played: Action, better: Action, seed: int
) -> ReviewItem | None:
    view = state.view(me)
    rules = view.rules
    if better.kind in ("blast", "four-sevens", "go-out"):
        why = Reason("review-missed-ending", "§5", {}, (), (better.kind,))
        return ReviewItem(i, played, better, why, 1.0)
    if played.kind == "knock":
        est, _ = knock_risk(view, 200, seed)
        nums = {"p": est.p, "samples": est.samples}
        return ReviewItem(i, played, better, Reason("review-knock-risky", "§5.2", nums), est.p)
    if better.kind == "knock":
        est, _ = knock_risk(view, 200, seed)
        nums = {"p": est.p, "points": fast_points(view.hand, rules)}
        return ReviewItem(i, played, better, Reason("review-missed-knock", "§5.2", nums), 1 - est.p)
    if played.kind == "draw-stock" and better.kind == "take-discard":
        top = view.discard_pile[-1]
        return ReviewItem(i, played, better, Reason("review-took-stock", "§4.1", {}, (top,)), 0.0)
    if played.kind == "discard" and better.kind in ("meld", "lay-off"):
        mine = played.cards[0]
        if mine in better.cards:  # the coach would have laid the card that was thrown
            d_mine = discard_danger(view, mine, 100, seed)
            if d_mine.p >= 0.25:
                nums = {"p": d_mine.p, "better_p": 0.0}
                reason = Reason("review-fed-meld", "§4.1", nums, (mine,), (d_mine.player,))
                return ReviewItem(i, played, better, reason, d_mine.p)
        return None
    if played.kind == "discard" and better.kind == "discard":
        mine, theirs = played.cards[0], better.cards[0]
        d_mine = discard_danger(view, mine, 100, seed)
        d_better = discard_danger(view, theirs, 100, seed)
        if d_mine.p - d_better.p >= 0.25:
            nums = {"p": d_mine.p, "better_p": d_better.p}
            reason = Reason("review-fed-meld", "§4.1", nums, (mine, theirs), (d_mine.player,))
            return ReviewItem(i, played, better, reason, d_mine.p - d_better.p)
        pts = rank_points(rules)
        if pts[theirs.rank] - pts[mine.rank] >= 3 and d_better.p <= d_mine.p + 0.05:
            nums = {"points": pts[theirs.rank] - pts[mine.rank]}
            reason = Reason("review-kept-high", "§6.1", nums, (mine, theirs))
            return ReviewItem(i, played, better, reason, nums["points"])
    return None


def new_melds(hand: Sequence[Card], rules: Rules) -> tuple[tuple[Card, ...], ...]:
    """Every new meld that can be laid from ``hand``."""
    return melds_in_hand(sort_cards(hand), rules.ace, rules.jokers)
