"""What a throw or a knock risks, read from one player's position (rule book 4.1, 5.2, 5.3):
the chance a discard feeds a player who may take it, the chance it completes their Perfect,
and the chance a knock is undercut, each counted over the opponent model's deals
(:mod:`tutor.play.model`) with an interval. The coach shows them and the bots play by them
(both import this module; neither imports the other for it)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutor.engine.cards import Card, sort_cards
from tutor.engine.odds import Estimate, fast_points, partner_groups
from tutor.engine.rules import Rules
from tutor.play import cover
from tutor.play.model import OpponentModel
from tutor.play.reasons import Reason, because
from tutor.play.round import PlayerView, fewest_open

__all__ = [
    "Danger",
    "completes_perfect",
    "discard_danger",
    "discard_dangers",
    "knock_risk",
]


# -- estimates -----------------------------------------------------------------------------
def knock_risk(view: PlayerView, samples: int = 200, seed: int = 0) -> tuple[Estimate, Reason]:
    """The undercut chance of a knock now, for this player, with its reason: counted over
    deals of the unseen cards that fit what the opponents did (:class:`OpponentModel`),
    then read through the table size's map of how often such counts came true
    (:mod:`tutor.play.undercut_map`), its interval spanning both the sampling and the
    model's doubt."""
    points = fast_points(view.hand, view.rules)
    est = OpponentModel(view).undercut(points, samples, seed)
    nums = {"points": points, "p": est.p, "low": est.low, "high": est.high, "samples": samples}
    return est, because("undercut-risk", "5.2", **nums)


# -- discard danger ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Danger:
    """What throwing ``card`` risks: the chance a player who may take it (``player``: their
    names) can lay a new meld with it, and the chance it completes a Perfect for one of
    them, with the reason."""

    card: Card
    player: str
    p: float
    reason: Reason
    perfect: float = 0.0


def completes_perfect(held: Sequence[Card], card: Card, rules: Rules) -> bool:
    """Whether a player who has not melded, holding ``held``, goes out in one turn by taking
    ``card`` (rule book §5.3): every card laid in melds, the taken card among them, with
    one card left to discard (or none, when the rules let a player go out without one)."""
    if cover.usable(rules):
        return _completes_perfect_masks(held, card, rules)
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


def _completes_perfect_masks(held: Sequence[Card], card: Card, rules: Rules) -> bool:
    """:func:`completes_perfect` with bit masks (no jokers: one card of each)."""
    fewest = cover.fewest_for(rules.ace)
    taken = cover.bit(card)
    full = cover.mask_of(held) | taken
    left = fewest(full)
    if left > 1:
        return False
    if not rules.discard_to_go_out and left == 0:
        return True
    rest = full ^ taken  # the taken card is laid, never thrown
    while rest:
        low = rest & -rest
        rest ^= low
        if fewest(full ^ low) == 0:
            return True
    return False


def discard_dangers(
    view: PlayerView,
    cards: Sequence[Card],
    samples: int = 200,
    seed: int = 0,
    perfect: bool = False,
) -> dict[Card, Danger]:
    """For each card the player might throw, the chance that a player who may take it lays
    a new meld with it (rule book §4.1: a discard is taken only to meld it at once; §7.1:
    with Battle or Tame Battle Hoola anyone may claim it), counted over the opponent
    model's deals (:class:`OpponentModel`: the unseen cards as the opponents' discards,
    passes and melds leave them). A seven always melds alone; a card whose partners are
    all seen never melds. With ``perfect``, also the chance it completes a Perfect (§5.3)
    for a player who has not melded, once every other player has had a turn when the
    rules ask for that."""
    rules = view.rules
    model = OpponentModel(view)
    who = model.claimants
    unseen = set(view.unseen)
    groups = {card: partner_groups(card, rules) for card in dict.fromkeys(cards)}
    live = {card: [g for g in gs if all(c in unseen for c in g)] for card, gs in groups.items()}
    seven: tuple[frozenset[Card], ...] = (frozenset(),)  # a seven's groups: it melds alone
    counted = [card for card, gs in groups.items() if gs != seven and live[card]]
    feeds = model.feeds(counted, samples, seed)  # a seven's and a dead card's chance is exact
    deals = model.deals(samples, seed) if perfect else []
    can_perfect = [
        n
        for n in who
        if n not in view.melded
        and (
            not rules.perfect_needs_all_turns
            or all(m in view.had_turn for m in view.order if m != n)
        )
    ]
    out: dict[Card, Danger] = {}
    for card in groups:
        pp = 0.0
        if perfect and can_perfect and live[card]:
            wins = sum(
                1
                for d in deals
                if any(completes_perfect(d.hands[n], card, rules) for n in can_perfect)
            )
            pp = wins / len(deals)
        if groups[card] == seven:
            code, point, p, low, high = "seven-always-melds", "3.3", 1.0, 1.0, 1.0
        elif not live[card]:
            code, point, p, low, high = "dead-card", "3", 0.0, 0.0, 0.0
        else:
            est = feeds[card]
            code, point, p, low, high = "meld-chance", "4.1", est.p, est.low, est.high
        nums = {"p": p, "low": low, "high": high, "samples": samples}
        if perfect:
            nums["perfect"] = pp
        why = because(code, point, card=card, players=tuple(who), **nums)
        out[card] = Danger(card, ", ".join(who), p, why, pp)
    return out


def discard_danger(view: PlayerView, card: Card, samples: int = 200, seed: int = 0) -> Danger:
    """:func:`discard_dangers` for one card, with the Perfect chance."""
    return discard_dangers(view, [card], samples, seed, perfect=True)[card]
