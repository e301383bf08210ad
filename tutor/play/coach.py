"""The coach: engine functions that read one player's position (rule book §3–§6).

Everything here sees only what that player may see (:class:`PlayerView`). Results carry
their reasons as data (:class:`Reason`); :mod:`tutor.play.words` makes the sentences.

* :func:`endings_now` — which endings are open to the player now, with the engine's verdicts;
* :func:`discard_dangers` — for every card the player might throw, whether it lets the
  next player lay a new meld or go out with a Perfect (a seven always melds; a card whose
  partners are all seen never does; otherwise a chance over the hands the next player may
  hold: the unseen cards, less what their passes over earlier discards rule out);
* :func:`undercut_chance` — the chance that a knock is undercut, by sampling the unseen
  cards into the other hands, with a 95% Wilson interval; :func:`undercut_exact` counts
  every deal of a small position;
* :func:`hint` — three steps: a nudge, the rule, the move; :func:`review` — after the round,
  each of the learner's moves where the coach would have played otherwise, and what it cost.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from tutor.engine.arrangement import Arrangement, best_arrangement
from tutor.engine.cards import FULL_DECK, Card, sort_cards
from tutor.engine.counting import joker_factor, rank_points
from tutor.engine.endings import Verdict, endings_open
from tutor.engine.rules import Rules
from tutor.play.actions import Action
from tutor.play.reasons import Reason
from tutor.play.round import PlayerView, Round, _fewest_open, _new_melds, is_meld


# -- counting fast -------------------------------------------------------------------------
def fast_points(cards: Sequence[Card], rules: Rules) -> int:
    """The settlement count of cards left in hand (rule book §6.1), without the sentences:
    quads not counted, sevens and jokers as the rules say."""
    pts = rank_points(rules)
    ranks = [c.rank for c in cards]
    jokers = ranks.count(0)
    total = 0
    for r in ranks:
        if r and ranks.count(r) < 4:
            total += pts[r]
    if jokers:
        total = total * joker_factor(rules, jokers) + pts[0] * jokers
    return total


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


def arrangement(view: PlayerView) -> Arrangement:
    """The best arrangement of the player's hand: the melds leaving the fewest points."""
    return best_arrangement(view.hand, view.rules)


# -- estimates -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Estimate:
    """A chance estimated from ``samples`` random deals, with a 95% Wilson interval; or
    exact (``samples`` is the number of deals counted and the interval is the value)."""

    p: float
    low: float
    high: float
    samples: int
    hits: int
    exact: bool = False


def wilson(hits: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval for ``hits`` out of ``n``."""
    if n == 0:
        return 0.0, 1.0
    p = hits / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def _estimate(hits: int, n: int) -> Estimate:
    low, high = wilson(hits, n)
    return Estimate(hits / n if n else 0.0, low, high, n, hits)


def undercut_chance(
    points: int,
    unseen: Sequence[Card],
    counts: Sequence[int],
    rules: Rules,
    samples: int = 200,
    seed: int = 0,
) -> Estimate:
    """The chance that a knock with ``points`` is undercut (rule book §5.2): deal the
    ``unseen`` cards at random into hands of ``counts`` cards and see whether any holds
    ``points`` or fewer (hands are counted as they are: nobody melds after a knock)."""
    rng = random.Random(seed)
    pool = list(unseen)
    need = sum(counts)
    if need > len(pool):
        raise ValueError(f"{need} cards to deal but only {len(pool)} unseen")
    hits = 0
    for _ in range(samples):
        dealt = rng.sample(pool, need)
        i = 0
        for k in counts:
            if fast_points(dealt[i : i + k], rules) <= points:
                hits += 1
                break
            i += k
    return _estimate(hits, samples)


def undercut_exact(
    points: int, unseen: Sequence[Card], counts: Sequence[int], rules: Rules
) -> Estimate:
    """The same chance counted over every deal: only for positions small enough."""
    pool = tuple(unseen)
    total = hits = 0

    def deal(rest: tuple[Card, ...], left: Sequence[int]) -> tuple[int, int]:
        if not left:
            return 1, 0
        t = h = 0
        for hand in combinations(range(len(rest)), left[0]):
            cards = [rest[i] for i in hand]
            remain = tuple(c for i, c in enumerate(rest) if i not in hand)
            sub_t, sub_h = deal(remain, left[1:])
            t += sub_t
            h += sub_t if fast_points(cards, rules) <= points else sub_h
        return t, h

    total, hits = deal(pool, list(counts))
    p = hits / total if total else 0.0
    return Estimate(p, p, p, total, hits, exact=True)


def knock_risk(view: PlayerView, samples: int = 200, seed: int = 0) -> tuple[Estimate, Reason]:
    """The undercut chance of a knock now, for this player, with its reason."""
    me = view.name
    points = fast_points(view.hand, view.rules)
    counts = [view.counts[n] for n in view.order if n != me]
    est = undercut_chance(points, view.unseen, counts, view.rules, samples, seed)
    nums = {"points": points, "p": est.p, "low": est.low, "high": est.high, "samples": samples}
    return est, Reason("undercut-risk", "§5.2", nums)


# -- discard danger ------------------------------------------------------------------------
@lru_cache(maxsize=8192)
def _partners(card: Card, ace: str, jokers: int) -> tuple[frozenset[Card], ...]:
    """The smallest groups of other cards that make a new meld with ``card``."""
    if card.rank == 7:
        return (frozenset(),)
    joker = Card.joker()
    pool = [c for c in FULL_DECK if c != card and (c.rank == card.rank or c.suit == card.suit)]
    if jokers:
        pool.append(joker)
    out = set()
    for a, b in combinations(pool, 2):
        if is_meld((card, a, b), ace, jokers):
            out.add(frozenset((a, b)))
    for a in pool:  # the two-card runs with a seven
        if is_meld((card, a), ace, jokers):
            out.add(frozenset((a,)))
    return tuple(g for g in out if not any(h < g for h in out))


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


_Groups = tuple[tuple[int, bool], ...]  # partner groups: (mask of real cards, needs a joker)


def _holds(hand: int, groups: _Groups, jokers: int) -> bool:
    return any(hand & m == m and (not j or hand & jokers) for m, j in groups)


def _free_share(spots: Sequence[int], groups: _Groups, keep: int, jokers: int) -> float:
    """The share of ``keep``-card parts of the hand (spots into the unseen cards) holding
    no partner group: the chance the cards kept since the pass did not meld with it."""
    full = sum(1 << s for s in spots)
    if keep <= 0 or not _holds(full, groups, jokers):
        return 1.0
    parts = [sum(1 << s for s in part) for part in combinations(spots, min(keep, len(spots)))]
    return sum(1 for m in parts if not _holds(m, groups, jokers)) / len(parts)


def _next_hands(
    unseen: Sequence[Card],
    k: int,
    evidence: list[tuple[_Groups, int]],
    jokers: int,
    samples: int,
    seed: int,
) -> tuple[list[int], list[float], bool, bool]:
    """The hands the next player may hold: ``k`` of the ``unseen`` cards as bitmasks, each
    with its weight given the passes (``evidence``: partner groups and the cards kept
    since). Every hand is counted when there are at most ``samples`` of them (exact), else
    ``samples`` random hands are drawn, each kept only if a random part of the size kept
    since each pass holds no partners of the card passed. Returns the hands, the weights,
    whether they are exact, and whether the evidence was used (it is dropped when no hand
    fits it: a player may pass a card they could meld)."""
    n = len(unseen)
    k = min(k, n)
    if math.comb(n, k) <= samples:
        hands, weights = [], []
        for spots in combinations(range(n), k):
            w = 1.0
            for groups, keep in evidence:
                w *= _free_share(spots, groups, keep, jokers)
            hands.append(sum(1 << s for s in spots))
            weights.append(w)
        if evidence and not any(weights):
            return hands, [1.0] * len(hands), True, False
        return hands, weights, True, True
    rng = random.Random(seed)
    hands = []
    for _ in range(samples * (4 if evidence else 1)):
        spots = rng.sample(range(n), k)
        if all(
            keep <= 0 or not _holds(sum(1 << s for s in rng.sample(spots, min(keep, k))), g, jokers)
            for g, keep in evidence
        ):
            hands.append(sum(1 << s for s in spots))
            if len(hands) == samples:
                break
    if not hands:
        return _next_hands(unseen, k, [], jokers, samples, seed)[:3] + (False,)
    return hands, [1.0] * len(hands), False, bool(evidence)


def _live_groups(card: Card, where: dict[Card, int], jokers: int, rules: Rules) -> _Groups:
    """``card``'s partner groups whose real cards are all unseen (the others cannot be in
    the next player's hand), as masks over the unseen cards."""
    live = []
    for g in _partners(card, rules.ace, rules.jokers):
        needs_joker = any(c.is_joker for c in g)
        if all(c in where for c in g if not c.is_joker) and (jokers or not needs_joker):
            live.append((sum(where[c] for c in g if not c.is_joker), needs_joker))
    return tuple(live)


def completes_perfect(held: Sequence[Card], card: Card, rules: Rules) -> bool:
    """Whether a player who has not melded, holding ``held``, goes out in one turn by taking
    ``card`` (rule book §5.3): every card laid in melds, the taken card among them, with
    one card left to discard (or none, when the rules let a player go out without one)."""
    full = sort_cards((*held, card))
    if _fewest_open(full, rules.ace, rules.jokers) > 1:
        return False
    if not rules.discard_to_go_out and _fewest_open(full, rules.ace, rules.jokers) == 0:
        return True
    for i, c in enumerate(full):
        if c == card or (i and full[i - 1] == c):
            continue
        if _fewest_open(full[:i] + full[i + 1 :], rules.ace, rules.jokers) == 0:
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
    unseen = view.unseen
    where = {c: 1 << i for i, c in enumerate(unseen) if not c.is_joker}
    jokers = sum(1 << i for i, c in enumerate(unseen) if c.is_joker)
    k = view.counts.get(nxt, 0)
    passes = [
        (ev, _live_groups(ev.card, where, jokers, rules), k - ev.draws)
        for ev in passed_over(view, nxt)
    ]
    passes = [(ev, g, keep) for ev, g, keep in passes if g and keep > 0]
    can_perfect = nxt not in view.melded and (
        not rules.perfect_needs_all_turns or all(n in view.had_turn for n in view.order if n != nxt)
    )
    drawn: tuple[list[int], list[float], bool, bool] | None = None
    out: dict[Card, Danger] = {}
    for card in dict.fromkeys(cards):
        seven = _partners(card, rules.ace, rules.jokers) == (frozenset(),)
        if seven and not (perfect and can_perfect):
            reason = Reason("seven-always-melds", "§3.3", {"p": 1.0}, (card,), (nxt,))
            out[card] = Danger(card, nxt, 1.0, reason)
            continue
        live = () if seven else _live_groups(card, where, jokers, rules)
        if not seven and not live:
            reason = Reason("dead-card", "§3", {"p": 0.0}, (card,), (nxt,))
            out[card] = Danger(card, nxt, 0.0, reason)
            continue
        if drawn is None:
            evidence = [(g, keep) for _, g, keep in passes]
            drawn = _next_hands(unseen, k, evidence, jokers, samples, seed)
        hands, weights, exact, used = drawn
        total = sum(weights)
        hits = [(h, w) for h, w in zip(hands, weights, strict=True)
                if w and (seven or _holds(h, live, jokers))]  # fmt: skip
        p = 1.0 if seven else sum(w for _, w in hits) / total
        seen_passes = () if seven or not used else tuple(ev.card for ev, _, _ in passes)
        nums = {"p": p, "samples": len(hands), "exact": float(exact), "passed": len(seen_passes)}
        pp = 0.0
        if perfect and can_perfect:
            wins = 0.0
            for h, w in hits:
                held = [c for i, c in enumerate(unseen) if h >> i & 1]
                if completes_perfect(held, card, rules):
                    wins += w
            pp = wins / total
            nums["perfect"] = pp
        code = "seven-always-melds" if seven else "meld-chance"
        reason = Reason(code, "§3.3" if seven else "§4.1", nums, (card, *seen_passes), (nxt,))
        out[card] = Danger(card, nxt, p, reason, pp)
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
    return Hint(3, Reason("hint-move", _RULE_OF.get(move.kind, "§4"), text=(str(move),)), move)


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
        title = {"blast": "Blast", "four-sevens": "Four sevens", "go-out": "Going out"}[better.kind]
        return ReviewItem(
            i, played, better, Reason("review-missed-ending", "§5", {}, (), (title,)), 1.0
        )
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
    return _new_melds(sort_cards(hand), rules.ace, rules.jokers)
