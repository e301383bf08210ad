"""Brute-force answers for the quiz kinds on the deal, card values, money balances, six or
seven players, the undercut penalty and knock-limit tables (rule book 1.1–1.4, 2, 6.6,
7.6, 7.7, 7.11): each worked out another way than the kind's own, mostly by dealing or
settling a real round with the engine. Used by tests/test_quiz_rule_points.py and
bench/tools/quiz_rule_points.py."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from tutor.engine.cards import Card, play_deck
from tutor.engine.melds import check_meld
from tutor.engine.settlement import settle
from tutor.play import deal
from tutor.play.reasons import PlayError
from tutor.teach import quiz

KINDS = ("deal", "values", "balance", "six-seven", "undercut-penalty", "knock-table")
FILLER = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal")


def _deal_answer(q: quiz.Question) -> Any:
    rules, players = q.rules, dict(q.context)["players"]
    if q.answer_form == "number":  # the stock after a real deal
        return deal(rules, FILLER[:players], 1).stock_count
    if q.choices == ("yes", "no"):  # can they all be dealt in?
        try:
            deal(rules, FILLER[:players], 1)
        except PlayError:
            return "no"
        return "yes"
    # who holds the first card off the shuffled deck after a real deal
    seed = 12345
    shuffled = list(play_deck(rules))
    random.Random(seed).shuffle(shuffled)
    dealt = deal(rules, q.seating, seed, dealer=q.player)
    return next(n for n, h in dealt.hand_of.items() if shuffled[-1] in h)


def _value(card: Card, rules: Any) -> int:
    if card.rank == 7:
        return rules.seven_in_hand
    if card.rank >= 11:
        return 10 if rules.picture_cards_ten else card.rank
    return card.rank


def _items(hand: tuple[Card, ...], rules: Any) -> int:
    """Most disjoint items paid for (rule 7.6): single sevens, sets of three or four, suited
    runs of three or more, found by trying every group of cards."""
    groups = [frozenset([i]) for i, c in enumerate(hand) if c.rank == 7]
    for size in range(3, len(hand) + 1):
        for idx in combinations(range(len(hand)), size):
            check = check_meld([hand[i] for i in idx], rules)
            if check.valid and not all(hand[i].rank == 7 for i in idx):
                groups.append(frozenset(idx))

    def best(used: frozenset, start: int) -> int:
        top = 0
        for k in range(start, len(groups)):
            if not groups[k] & used:
                top = max(top, 1 + best(used | groups[k], k + 1))
        return top

    return best(frozenset(), 0)


def _six_seven_answer(q: quiz.Question) -> Any:
    rules = q.rules
    if q.answer_form == "number":
        total = _items(q.cards, rules) * rules.dropout_compensation * 4
        return int(total) if float(total).is_integer() else round(total, 2)
    facts = {f.code.removeprefix("fact-"): f for f in q.facts}
    dealer = facts["six-seven-table"]["dealer"]
    r = deal(rules, q.seating, 7, dealer=dealer)  # the practice table's drop-out phase
    for name, how in facts["decided-so-far"]["decisions"]:
        if r.phase == "dropout" and r.to_move == name:
            kind = "stay-in" if how == "play" else "drop-out"
            r = r.apply(next(a for a in r.legal_actions() if a.kind == kind))
        else:
            assert dict(r.dropped)[name] == ("play" if how == "play" else "forced")
    if r.phase == "dropout" and r.to_move == q.player:
        return "may-choose"
    return "must-play" if dict(r.dropped)[q.player] == "play" else "must-sit-out"


def brute_answer(q: quiz.Question) -> Any:
    """The answer to ``q``, worked out by brute force."""
    rules = q.rules
    if q.kind == "deal":
        return _deal_answer(q)
    if q.kind == "values":
        ranks = [c.rank for c in q.cards]
        assert all(ranks.count(r) < 4 for r in ranks)  # no four of a kind to ignore
        return sum(_value(c, rules) for c in q.cards)
    if q.kind == "six-seven":
        return _six_seven_answer(q)
    if q.kind == "knock-table":
        limit = dict(rules.knock_limit)[dict(q.context)["players"]]
        if q.answer_form == "number":
            return limit
        assert len(q.cards) <= 6  # Min has melded
        return "yes" if sum(_value(c, rules) for c in q.cards) <= limit else "no"
    assert q.record is not None
    s = settle(q.record)
    if q.kind == "balance":
        paid = {t.payer: 0.0 for t in s.transfers}
        for t in s.transfers:
            paid[t.payer] += t.stakes
        assert sum(paid.values()) == sum(t.stakes for t in s.transfers if t.payee == s.winner)
        return int(paid[q.player])
    assert q.kind == "undercut-penalty" and s.undercut and not s.transfers
    given = [t for t in s.penalty if t.payer == q.record.knocker]
    if q.player == q.record.knocker:
        return int(sum(t.stakes for t in given))
    return int(sum(t.stakes for t in given if t.payee == q.player))
