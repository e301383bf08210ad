"""One player's net stakes in a finished round, without the full settlement (rule book §5,
§6): the expert's play-outs end thousands of times a move and need only the searching
player's number, not the checks, reasons and steps :func:`~tutor.engine.settlement.settle`
builds for a learner. The same rules, read the same way: ``tests/test_play_net.py`` proves
:func:`net_of` equal to ``settle(r.record()).net`` over many seeded rounds of every preset.
"""

from __future__ import annotations

from tutor.engine.arrangement import best_arrangement
from tutor.engine.odds import fast_points
from tutor.play.round import Round


def net_of(r: Round, me: str) -> int:
    """``me``'s net stakes in the finished round ``r`` (a legal round, as the table plays:
    nothing is checked), as :func:`~tutor.engine.settlement.settle` pays them."""
    o = r.outcome
    assert o is not None
    rules, order = r.rules, r.order
    points, sevens, spared = _counts(r)
    winner, undercut = _winner(r, points)
    if undercut and rules.undercut_penalty is not None:  # the knocker pays everyone (§7.11)
        stakes = int(rules.undercut_penalty)
        return -stakes * (len(order) - 1) if me == o.knocker else stakes
    perfect = o.ending == "going-out" and o.perfect
    extra = int(perfect) + int(undercut and rules.undercut_doubles)  # doublings for all (§6.3)
    payer = o.perfect_discard_by if perfect else o.knocker if undercut else None
    losers = [n for n in order if n != winner]
    net = 0
    for name in losers:
        mine = points[name]
        position = sum(1 for n in losers if points[n] <= mine)  # §6.2
        doublings = extra + (sevens[name] if rules.sevens_double else 0)
        if name in r.had_turn and name not in r.melded and name not in spared:
            doublings += 1
        total = position << doublings
        if (payer or name) == me:
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
            if arr.melds and rules.stock_melds_spare_doubling:
                spared.add(n)
        points[n] = fast_points(left, rules)
        sevens[n] = [c.rank for c in left].count(7)
    return points, sevens, spared


def _winner(r: Round, points: dict[str, int]) -> tuple[str, bool]:
    """The winner, and whether a knock was undercut (rule book 5.2, 5.5, 5.6)."""
    o, order = r.outcome, r.order
    assert o is not None
    if o.ending == "knock":
        k = o.knocker
        assert k is not None
        under = [n for n in order if n != k and points[n] <= points[k]]
        if not under:
            return k, False
        low = min(points[n] for n in under)
        tied = [n for n in under if points[n] == low]
        return (tied[0] if len(tied) == 1 else _tie_break(r, tied, k, False)), True
    if o.ending == "stock":
        low = min(points.values())
        tied = [n for n in order if points[n] == low]
        return (tied[0] if len(tied) == 1 else _tie_break(r, tied, order[0], True)), False
    assert o.winner is not None
    return o.winner, False


def _tie_break(r: Round, tied: list[str], start: str, include_start: bool) -> str:
    """The winner among players tied on the fewest points (rule book 5.6)."""
    order = list(r.order)
    i = order.index(start)
    turn = order[i:] + order[:i]
    if not include_start:
        turn = turn[1:] + turn[:1]
    ranked = sorted(tied, key=turn.index)
    if r.rules.tie == "fewest-cards":
        ranked.sort(key=lambda n: len(r.hand_of[n]))
    return ranked[0]
