"""One player's net stakes in a finished round, without the full settlement (rule book §5,
§6): the expert's play-outs end thousands of times a move and need only the searching
player's number, not the checks, reasons and steps :func:`~tutor.engine.settlement.settle`
builds for a learner. The same rules, read the same way: ``tests/test_play_net.py`` proves
:func:`net_of` equal to ``settle(r.record()).net`` over many seeded rounds of every preset.
"""

from __future__ import annotations

from tutor.engine.arrangement import best_arrangement
from tutor.engine.odds import fast_points
from tutor.engine.payment import (
    doubling_kinds,
    lowest,
    payer_of,
    pays_never_melded,
    penalty_net,
    position,
    showdown_spares,
    tie_winner,
    undercutters,
)
from tutor.play.round import Round


def net_of(r: Round, me: str) -> int:
    """``me``'s net stakes in the finished round ``r`` (a legal round, as the table plays:
    nothing is checked), as :func:`~tutor.engine.settlement.settle` pays them: the same
    payment rules (:mod:`tutor.engine.payment`), without the reasons."""
    o = r.outcome
    assert o is not None
    rules, order = r.rules, r.order
    points, sevens, spared = _counts(r)
    winner, undercut = _winner(r, points)
    if undercut and rules.undercut_penalty is not None:
        assert o.knocker is not None
        return penalty_net(me, o.knocker, len(order), int(rules.undercut_penalty))
    perfect = o.ending == "going-out" and o.perfect
    feeder = o.perfect_discard_by if perfect else None
    knocker = o.knocker if undercut else None
    losers = [n for n in order if n != winner]
    loser_points = [points[n] for n in losers]
    net = 0
    for name in losers:
        never = pays_never_melded(name in r.had_turn, name in r.melded, name in spared)
        kinds = doubling_kinds(rules, sevens[name], never, perfect, undercut)
        total = position(points[name], loser_points) << len(kinds)
        if payer_of(name, feeder, knocker) == me:
            net -= total
        if winner == me:
            net += total
    return net


def _counts(r: Round) -> tuple[dict[str, int], dict[str, int], set[str]]:
    """Each player's points and sevens left in hand, and who is spared the never-melded
    doubling: at the end of the stock with the showdown, counted after laying the best
    melds (rule book 5.5, 6.1)."""
    rules, hands = r.rules, r.hand_of
    points: dict[str, int] = {}
    sevens: dict[str, int] = {}
    spared: set[str] = set()
    assert r.outcome is not None
    showdown = r.outcome.ending == "stock" and rules.meld_at_stock_end
    for n in r.order:
        left = hands[n]
        if showdown:
            arr = best_arrangement(left, rules)
            left = arr.deadwood
            if showdown_spares(rules, bool(arr.melds)):
                spared.add(n)
        points[n] = fast_points(left, rules)
        sevens[n] = [c.rank for c in left].count(7)
    return points, sevens, spared


def _winner(r: Round, points: dict[str, int]) -> tuple[str, bool]:
    """The winner, and whether a knock was undercut (rule book 5.2, 5.5, 5.6)."""
    o, order = r.outcome, r.order
    assert o is not None
    cards = {n: len(r.hand_of[n]) for n in order} if r.rules.tie == "fewest-cards" else None
    if o.ending == "knock":
        k = o.knocker
        assert k is not None
        under = undercutters(points, order, k)
        if not under:
            return k, False
        return tie_winner(lowest(under, points), order, k, False, cards), True
    if o.ending == "stock":
        return tie_winner(lowest(order, points), order, order[0], True, cards), False
    assert o.winner is not None
    return o.winner, False
