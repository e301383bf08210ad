"""How a round can end, as verdicts with reasons and numbers (RULES.md §5).

Each function answers one question about one player's hand under the rules in force and
returns a :class:`Verdict`: whether the ending is open, its name, the numbers that decide
it, and sentences a learner can read. The settlement (``tutor.engine.settlement``) reuses them to
check a round record.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Literal

from tutor.engine.arrangement import can_meld_all
from tutor.engine.cards import FULL_DECK, Card, format_cards, parse_cards
from tutor.engine.counting import blast_total, hand_points
from tutor.engine.melds import Meld
from tutor.engine.rules import Rules

Ending = Literal["blast", "knock", "going-out", "four-sevens", "stock"]
ENDINGS: tuple[Ending, ...] = ("blast", "knock", "going-out", "four-sevens", "stock")
ENDING_TITLES: dict[str, str] = {
    "blast": "Blast",
    "knock": "Knock",
    "going-out": "Going out",
    "four-sevens": "Four sevens",
    "stock": "End of stock",
}


@dataclass(frozen=True)
class Verdict:
    """Whether one ending is open to a player, with the rule that decides and why."""

    ending: Ending
    allowed: bool
    title: str
    rule: str
    reasons: tuple[str, ...]
    numbers: dict[str, int] = field(default_factory=dict)
    melds: tuple[Meld, ...] = ()


def _hand(cards: Iterable[Card] | str, rules: Rules) -> tuple[Card, ...]:
    return parse_cards(cards, rules) if isinstance(cards, str) else tuple(cards)


def blast(cards: Iterable[Card] | str, rules: Rules, *, melded: bool = False) -> Verdict:
    """Sopang (minor Blast): at most ``rules.sopang_max``; Daepang (major Blast): at least
    ``rules.daepang_min``. Seven cards in hand, no meld laid yet, raw total with sevens at 7
    (RULES.md §5.1). With picture cards at 10 the Blast follows ``rules.picture_blast``."""
    hand = _hand(cards, rules)
    rule = "§5.1"
    raw = blast_total(hand, rules)
    nums = {"total": raw.total, "sopang_max": rules.sopang_max, "daepang_min": rules.daepang_min}

    def verdict(ok: bool, title: str, *why: str) -> Verdict:
        return Verdict("blast", ok, title, rule, (*raw.lines, *why), nums)

    if not rules.blast_allowed():
        return verdict(False, "No Blast", "With picture cards at 10, these rules play no Blast.")
    if melded:
        return verdict(False, "No Blast", "A Blast needs a player who has not melded yet.")
    if len(hand) != 7:
        return verdict(False, "No Blast", f"A Blast needs seven cards in hand, not {len(hand)}.")
    if raw.total <= rules.sopang_max:
        return verdict(
            True,
            "Sopang (minor Blast)",
            f"{raw.total} is at most {rules.sopang_max}: a Sopang. The player may stop and win.",
        )
    if rules.picture_cards_ten:
        if all(c.rank > 10 for c in hand if not c.is_joker):
            return verdict(
                True,
                "Daepang (major Blast)",
                "All seven cards are Jacks, Queens and Kings: a Daepang under these rules.",
            )
        return verdict(
            False,
            "No Blast",
            f"{raw.total} is more than {rules.sopang_max}, and with picture cards at 10 a "
            "Daepang needs seven Jacks, Queens and Kings.",
        )
    if raw.total >= rules.daepang_min:
        return verdict(
            True,
            "Daepang (major Blast)",
            f"{raw.total} is at least {rules.daepang_min}: a Daepang. The player may stop and win.",
        )
    return verdict(
        False,
        "No Blast",
        f"{raw.total} is above {rules.sopang_max} and below {rules.daepang_min}: neither a "
        "Sopang nor a Daepang.",
    )


KNOCK_NEEDS_TEXT = {
    "other-melded": "at least one other player must have melded",
    "knocker-and-other": "the knocker and at least one other player must have melded",
    "none": "nobody needs to have melded",
}


def knock(
    cards: Iterable[Card] | str,
    rules: Rules,
    *,
    players: int,
    knocker_melded: bool,
    others_melded: bool,
) -> Verdict:
    """May this player knock at the start of their turn? Points in hand (settlement count)
    at most the knock limit for this many players, and the melding condition of
    ``rules.knock_needs`` (RULES.md §5.2)."""
    hand = _hand(cards, rules)
    count = hand_points(hand, rules)
    limit = rules.knock_limit_for(players)
    nums = {"points": count.total, "limit": limit}
    reasons = list(count.lines)
    ok = True
    if count.total <= limit:
        reasons.append(f"{count.total} is within the knock limit of {limit} for {players} players.")
    else:
        ok = False
        reasons.append(f"{count.total} is over the knock limit of {limit} for {players} players.")
    need = rules.knock_needs
    met = {
        "other-melded": others_melded,
        "knocker-and-other": knocker_melded and others_melded,
        "none": True,
    }[need]
    if met:
        reasons.append(f"Melding condition met: {KNOCK_NEEDS_TEXT[need]}.")
    else:
        ok = False
        reasons.append(f"Melding condition not met: {KNOCK_NEEDS_TEXT[need]}.")
    if ok:
        reasons.append(
            "The knocker wins only with strictly the fewest points: anyone with the same or "
            "fewer undercuts the knock."
        )
    return Verdict("knock", ok, "Knock" if ok else "No knock", "§5.2", tuple(reasons), nums)


def four_sevens(cards: Iterable[Card] | str, rules: Rules) -> Verdict:
    """All four sevens in hand, none melded: the player may stop and win (RULES.md §5.4)."""
    hand = _hand(cards, rules)
    sevens = [c for c in hand if c.rank == 7]
    nums = {"sevens": len(sevens)}
    if len(sevens) == 4:
        why = (f"{format_cards(sevens, pretty=True)}: all four sevens in hand, the big luck.",)
        return Verdict("four-sevens", True, "Four sevens", "§5.4", why, nums)
    why = (f"{len(sevens)} seven{'s' if len(sevens) != 1 else ''} in hand: all four are needed.",)
    return Verdict("four-sevens", False, "No four sevens", "§5.4", why, nums)


def going_out(
    cards: Iterable[Card] | str,
    rules: Rules,
    *,
    melded_before: bool = False,
    others_had_turn: bool = True,
) -> Verdict:
    """Can a player holding ``cards`` after drawing go out this turn? Meld every card but
    one and discard it, or (``discard_to_go_out`` off) meld every card. Going out with no
    meld laid before, after every other player has had a turn when the rules ask it, is a
    Perfect (Hoola) (RULES.md §4, §5.3)."""
    hand = _hand(cards, rules)
    nums = {"cards": len(hand)}
    melds: tuple[Meld, ...] | None = None
    discard: Card | None = None
    if not rules.discard_to_go_out:
        melds = can_meld_all(hand, rules)
    if melds is None:
        for card in sorted(set(hand), key=lambda c: (-c.rank, c.suit)):
            rest = list(hand)
            rest.remove(card)
            if rest and (found := can_meld_all(rest, rules)) is not None:
                melds, discard = found, card
                break
    if melds is None:
        how = "all but one of" if rules.discard_to_go_out else "all, or all but one, of"
        why = (f"No arrangement melds {how} {format_cards(hand, pretty=True)}.",)
        return Verdict("going-out", False, "Cannot go out", "§5.3", why, nums)
    laid = " and ".join(m.pretty for m in melds)
    reasons = [f"Lay {laid}" + (f", then discard {discard.pretty}." if discard else ".")]
    perfect = not melded_before and (others_had_turn or not rules.perfect_needs_all_turns)
    if perfect:
        reasons.append(
            "No meld was laid before and the whole hand goes down in this one turn: a Perfect "
            "(Hoola), which doubles every payment."
        )
        title = "Perfect (Hoola)"
    else:
        title = "Going out"
        if not melded_before:
            reasons.append(
                "Not a Perfect: these rules count one only after every other player has had a turn."
            )
    return Verdict("going-out", True, title, "§5.3", tuple(reasons), nums, melds)


def winning_draws(cards: Iterable[Card] | str, rules: Rules) -> tuple[Card, ...]:
    """The cards that, drawn at the start of this turn, would let the player go out."""
    hand = _hand(cards, rules)
    unseen = [c for c in FULL_DECK if c not in hand]
    return tuple(c for c in unseen if going_out((*hand, c), rules).allowed)


def endings_open(
    cards: Iterable[Card] | str,
    rules: Rules,
    *,
    players: int = 4,
    melded: bool = False,
    others_melded: bool = False,
    others_had_turn: bool = True,
) -> tuple[Verdict, ...]:
    """Every ending a player could choose now, at the start of their turn, before drawing;
    plus whether some draw would let them go out. The explainer shows all of them."""
    hand = _hand(cards, rules)
    out = [
        blast(hand, rules, melded=melded),
        knock(hand, rules, players=players, knocker_melded=melded, others_melded=others_melded),
        four_sevens(hand, rules),
    ]
    draws = winning_draws(hand, rules)
    if draws:
        perfect = not melded and (others_had_turn or not rules.perfect_needs_all_turns)
        shown = " ".join(c.pretty for c in draws[:12]) + (" …" if len(draws) > 12 else "")
        title = "Perfect (Hoola) possible" if perfect else "Going out possible"
        why = (
            (
                f"Drawing {draws[0].pretty} would let this hand go out this turn."
                if len(draws) == 1
                else f"Drawing any one of these {len(draws)} cards would let this hand go "
                f"out this turn: {shown}."
            ),
            "Going out with no meld laid before is a Perfect (Hoola)."
            if perfect
            else "This would be an ordinary going out.",
        )
        out.append(Verdict("going-out", True, title, "§5.3", why, {"draws": len(draws)}))
    else:
        why = ("No single draw lets this hand go out this turn.",)
        out.append(Verdict("going-out", False, "Cannot go out yet", "§5.3", why, {"draws": 0}))
    return tuple(out)
