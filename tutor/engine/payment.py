"""Who wins a counted round and who pays how much, as plain functions of the counts (rule
book 5.2, 5.5, 5.6, 6.2–6.4, 7.11).

Each rule is said here once: :func:`~tutor.engine.settlement.settle` asks these functions
and adds the reasons a learner reads, and the practice table's play-outs ask them for a
player's net stakes alone (``tutor/play/net.py``), thousands of times a move.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tutor.engine.reasons import DoublingKind
from tutor.engine.rules import Rules


def from_start(order: Sequence[str], start: str, include_start: bool) -> list[str]:
    """The players in the order of play from ``start`` (rule book 5.6): from the knocker's
    left after a knock (``include_start`` false, the knocker last), from the first player
    after the dealer when the stock ran out."""
    i = order.index(start)
    turn = [*order[i:], *order[:i]]
    return turn if include_start else [*turn[1:], *turn[:1]]


def tie_winner(
    tied: Sequence[str],
    order: Sequence[str],
    start: str,
    include_start: bool,
    cards_left: Mapping[str, int] | None = None,
) -> str:
    """The winner among players tied on the fewest points (rule book 5.6): the first in the
    order of play from ``start``, or, when the rules break ties by cards
    (``cards_left``: each tied player's cards in hand), the one holding fewest, the order of
    play deciding between equals."""
    turn = from_start(order, start, include_start)
    ranked = sorted(tied, key=turn.index)
    if cards_left is not None:
        ranked.sort(key=lambda n: cards_left[n])
    return ranked[0]


def undercutters(points: Mapping[str, int], order: Sequence[str], knocker: str) -> list[str]:
    """The players who count no more than the knocker, in the order of play (rule book 5.2:
    any of them undercuts the knock)."""
    mine = points[knocker]
    return [n for n in order if n != knocker and points[n] <= mine]


def lowest(names: Sequence[str], points: Mapping[str, int]) -> list[str]:
    """The players of ``names`` on the fewest points (rule book 5.2, 5.5)."""
    low = min(points[n] for n in names)
    return [n for n in names if points[n] == low]


def position(mine: int, loser_points: Sequence[int]) -> int:
    """A loser's position, its base payment (rule book 6.2): how many losers count as many
    points or fewer, itself included, so tied losers pay the higher position."""
    return sum(1 for v in loser_points if v <= mine)


def doubling_kinds(
    rules: Rules,
    sevens: int,
    never_melded: bool,
    perfect: bool,
    undercut: bool,
) -> tuple[DoublingKind, ...]:
    """The ×2s on one loser's payment, in the order a learner reads them (rule book 6.3):
    one per seven left in hand when sevens double, one when it had a turn and never melded
    (:func:`pays_never_melded`), one for a Perfect, one for an undercut knock when the rules
    double it."""
    kinds: list[DoublingKind] = ["seven"] * sevens if rules.sevens_double else []
    if never_melded:
        kinds.append("never-melded")
    if perfect:
        kinds.append("perfect")
    if undercut and rules.undercut_doubles:
        kinds.append("undercut")
    return tuple(kinds)


def pays_never_melded(had_turn: bool, melded: bool, spared: bool) -> bool:
    """Whether a loser's payment doubles for never melding (rule book 6.3): it had a turn
    and laid no meld, unless the showdown at the end of the stock spared it (5.5)."""
    return had_turn and not melded and not spared


def showdown_spares(rules: Rules, laid_any: bool) -> bool:
    """Whether laying melds at the showdown spares a player the never-melded doubling
    (rule book 5.5): when it laid any and the rules say so."""
    return laid_any and rules.stock_melds_spare_doubling


def payer_of(name: str, feeder: str | None, knocker: str | None) -> str:
    """Who pays a loser's line (rule book 6.4): the player whose discard fed a Perfect, the
    undercut knocker, or else the loser itself."""
    return feeder or knocker or name


def penalty_net(me: str, knocker: str, players: int, stakes: int) -> int:
    """A player's net under the flat undercut penalty (rule book 7.11): the undercut knocker
    pays ``stakes`` to every other player instead of the usual lines."""
    return -stakes * (players - 1) if me == knocker else stakes
