"""Checking a hand entered by count instead of by cards (rule book 6.1 points in hand,
2.2 a seven left in hand, 7.9 jokers, 5.2 the knock limit, 5.3 going out, 5.5 end of stock).

At a real table players count their own hands and say the numbers: points (the settlement
count), how many sevens and jokers they still hold. The settlement uses these exactly as the
count of the cards. This module checks what the numbers alone can show to be impossible;
what they cannot prove (a Blast's raw total, four sevens in one hand) is taken as entered,
and the settlement records it with an :data:`AsEnteredCode`.
"""

from __future__ import annotations

from tutor.engine.counting import joker_factor, rank_points
from tutor.engine.errors import RecordError
from tutor.engine.reasons import AsEnteredCode
from tutor.engine.records import PlayerRecord, RoundRecord, check_count_range
from tutor.engine.rules import Rules

__all__ = [
    "COUNT_SWITCHES",
    "AsEnteredCode",
    "check_counts",
    "check_entry",
    "counts_to_recheck",
    "max_points",
    "min_points",
]


def max_points(held: int, sevens: int, jokers: int, rules: Rules) -> int:
    """The most a hand of ``held`` cards with this many sevens and jokers can count: the
    highest other cards, at most three of a rank (four would be a quad, which scores nothing)."""
    values = rank_points(rules)
    naturals = max(0, held - jokers)
    rest = values[7] * sevens if sevens < 4 else 0
    others = sorted((values[r] for r in range(1, 14) if r != 7 for _ in range(3)), reverse=True)
    rest += sum(others[: max(0, naturals - sevens)])
    return rest * joker_factor(rules, jokers) + values[0] * jokers


def min_points(sevens: int, jokers: int, rules: Rules) -> int:
    """The least a hand with this many sevens and jokers can count: the sevens themselves
    (four sevens are a quad and score nothing) and each joker's fixed value."""
    values = rank_points(rules)
    return (values[7] * sevens if sevens < 4 else 0) + values[0] * jokers


def check_entry(
    name: str, points: int | None, sevens: int | None, jokers: int | None, rules: Rules
) -> None:
    """The numbers of one player's count as typed, before the round is complete: each in
    its range (:func:`~tutor.engine.records.check_count_range`) and no more jokers than
    the rules use (rule 7.9). ``points`` not typed yet is not checked."""
    check_count_range(name, 0 if points is None else points, sevens, jokers)
    _jokers_in_play(name, jokers or 0, rules)


def _jokers_in_play(name: str, jokers: int, rules: Rules) -> None:
    if jokers and not rules.jokers:
        raise RecordError("count-jokers-off", point="7.9", player=name, name=name, jokers=jokers)
    if jokers > rules.jokers:
        raise RecordError(
            "count-jokers-over",
            point="7.9",
            player=name,
            name=name,
            jokers=jokers,
            allowed=rules.jokers,
        )


def check_counts(p: PlayerRecord, rules: Rules, *, held: int, stock_showdown: bool) -> None:
    """Refuse counts no hand could give. ``held`` is the most cards this player can hold
    (7, 6 after melding, 8 for a four-sevens winner who drew the fourth);
    ``stock_showdown`` is true when every player lays their melds before counting. (Sevens
    and jokers never outnumber the cards held: at most four sevens and two jokers, and a hand
    holds at least six.)"""
    assert p.points is not None
    name, points = p.name, p.points
    sevens, jokers = p.sevens or 0, p.jokers or 0
    _jokers_in_play(name, jokers, rules)
    if stock_showdown and sevens:
        raise RecordError(
            "count-sevens-at-showdown", point="5.5", player=name, name=name, sevens=sevens
        )
    low = min_points(sevens, jokers, rules)
    if points < low:
        raise RecordError(
            "count-below-least",
            point="6.1",
            player=name,
            name=name,
            points=points,
            sevens=sevens,
            jokers=jokers,
            least=low,
        )
    high = max_points(held, sevens, jokers, rules)
    if points > high:
        raise RecordError(
            "count-above-most",
            point="6.1",
            player=name,
            name=name,
            points=points,
            held=held,
            sevens=sevens,
            most=high,
        )


COUNT_SWITCHES = ("seven_in_hand", "picture_cards_ten", "joker_in_hand", "meld_at_stock_end")
"""The switches that change what a hand counts (rule book 2.2 a seven left in hand, 2 picture
cards, 7.9 jokers, 5.5 melds laid at the end of the stock)."""


def counts_to_recheck(
    record: RoundRecord, old: Rules, new: Rules
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """A round entered by count under ``old`` and settled again under ``new``: for each
    counting switch the two set differently, the players whose typed count it may change
    (a count is a number, so it cannot be recounted: only the players can say). A seven
    counts only for a player holding one to three (four sevens are a quad, rule 6.1);
    a joker's value only for one holding a joker; picture cards for anyone; melds laid at
    the end of the stock only when the stock ran out."""
    counted = [p for p in record.players if p.by_count and not p.dropped_out]
    out = []
    for switch in COUNT_SWITCHES:
        if getattr(old, switch) == getattr(new, switch):
            continue
        if switch == "seven_in_hand":
            who = [p.name for p in counted if 0 < (p.sevens or 0) < 4]
        elif switch == "joker_in_hand":
            who = [p.name for p in counted if p.jokers]
        elif switch == "meld_at_stock_end":
            who = [p.name for p in counted if record.ending == "stock"]
        else:
            who = [p.name for p in counted]
        who = [n for n in who if n != record.winner]  # the winner's count is not asked
        if who:
            out.append((switch, tuple(who)))
    return tuple(out)
