"""How a round can end, as verdicts with reasons and numbers (RULES.md §5).

Each function answers one question about one player's hand under the rules in force and
returns a :class:`Verdict`: whether the ending is open, its name, the numbers that decide
it, and its reasons as data (``tutor.engine.explain`` words them). The settlement
(``tutor.engine.settlement``) reuses them to check a round record.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from tutor.engine.arrangement import can_meld_all
from tutor.engine.cards import FULL_DECK, Card, check_distinct, parse_cards
from tutor.engine.counting import blast_total, hand_points
from tutor.engine.errors import CardError
from tutor.engine.explain import ENDING_TITLES, KNOCK_NEEDS_TEXT  # noqa: F401  (re-exported)
from tutor.engine.melds import Meld, candidate_melds
from tutor.engine.reasons import FrozenDict, Reason, VerdictKind, because
from tutor.engine.rules import Rules

Ending = Literal["blast", "knock", "going-out", "four-sevens", "stock"]
ENDINGS: tuple[Ending, ...] = ("blast", "knock", "going-out", "four-sevens", "stock")
WINNER_ENDINGS: tuple[Ending, ...] = ("blast", "going-out", "four-sevens")
"""The endings whose record names the winner; for a knock and the end of stock the
settlement finds the winner by counting (rule book 5)."""

PERFECT_KINDS: frozenset[str] = frozenset({"perfect", "perfect-possible"})
FAILED_CODES: frozenset[str] = frozenset({"over-knock-limit", "melding-not-met"})
"""Reason codes that name a condition of the ending that is not met."""


@dataclass(frozen=True)
class Verdict:
    """Whether one ending is open to a player: ``kind`` (what was found), the reasons as
    data (``why``), the numbers that decide it and the rule-book ``point``. ``title`` and
    ``reasons`` are the explainer's words for them."""

    ending: Ending
    allowed: bool
    kind: VerdictKind
    point: str
    why: tuple[Reason, ...]
    numbers: FrozenDict[str, int] = field(default_factory=FrozenDict)
    melds: tuple[Meld, ...] = ()

    @property
    def perfect(self) -> bool:
        """Going out (now, or with the right draw) would be a Perfect (Hoola)."""
        return self.kind in PERFECT_KINDS

    @property
    def failed(self) -> tuple[Reason, ...]:
        """The conditions of the ending that are not met."""
        return tuple(r for r in self.why if r.code in FAILED_CODES)

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(r.code for r in self.why)

    @property
    def rule(self) -> str:
        return f"§{self.point}"

    @property
    def title(self) -> str:
        from tutor.engine.explain import verdict_title

        return verdict_title(self.kind)

    @property
    def reasons(self) -> tuple[str, ...]:
        from tutor.engine.explain import sentences

        return sentences(self.why)


def _hand(cards: Iterable[Card] | str, rules: Rules) -> tuple[Card, ...]:
    return parse_cards(cards, rules) if isinstance(cards, str) else tuple(cards)


def blast(cards: Iterable[Card] | str, rules: Rules, *, melded: bool = False) -> Verdict:
    """Sopang (minor Blast): at most ``rules.sopang_max``; Daepang (major Blast): at least
    ``rules.daepang_min``. Seven cards in hand, no meld laid yet, raw total with sevens at 7
    (RULES.md §5.1). With picture cards at 10 the Blast follows ``rules.picture_blast``."""
    hand = _hand(cards, rules)
    raw = blast_total(hand, rules)
    total, low, high = raw.total, rules.sopang_max, rules.daepang_min
    nums = FrozenDict(total=total, sopang_max=low, daepang_min=high)

    def verdict(kind: VerdictKind, code: str, **values: object) -> Verdict:
        why = (*raw.why, because(code, "5.1", **values))
        return Verdict("blast", kind != "no-blast", kind, "5.1", why, nums)

    if not rules.blast_allowed():
        return verdict("no-blast", "blast-not-played")
    if melded:
        return verdict("no-blast", "blast-after-meld")
    if len(hand) != 7:
        return verdict("no-blast", "blast-hand-size", size=len(hand))
    if total <= low:
        return verdict("sopang", "sopang", total=total, sopang_max=low)
    if rules.picture_cards_ten:
        if all(c.rank > 10 for c in hand if not c.is_joker):
            return verdict("daepang", "daepang-pictures")
        return verdict("no-blast", "daepang-pictures-needed", total=total, sopang_max=low)
    if total >= high:
        return verdict("daepang", "daepang", total=total, daepang_min=high)
    return verdict("no-blast", "blast-between", total=total, sopang_max=low, daepang_min=high)


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
    nums = FrozenDict(points=count.total, limit=limit)
    why = list(count.why)
    ok = count.total <= limit
    code = "within-knock-limit" if ok else "over-knock-limit"
    why.append(because(code, "5.2", points=count.total, limit=limit, players=players))
    need = rules.knock_needs
    met = {
        "other-melded": others_melded,
        "knocker-and-other": knocker_melded and others_melded,
        "none": True,
    }[need]
    why.append(because("melding-met" if met else "melding-not-met", "5.2", needs=need))
    ok = ok and met
    if ok:
        why.append(because("knock-undercut-warning", "5.2"))
    return Verdict("knock", ok, "knock" if ok else "no-knock", "5.2", tuple(why), nums)


def four_sevens(cards: Iterable[Card] | str, rules: Rules) -> Verdict:
    """All four sevens in hand, none melded: the player may stop and win (RULES.md §5.4)."""
    hand = _hand(cards, rules)
    sevens = tuple(c for c in hand if c.rank == 7)
    nums = FrozenDict(sevens=len(sevens))
    if len(sevens) == 4:
        why = (because("four-sevens", "5.4", cards=sevens),)
        return Verdict("four-sevens", True, "four-sevens", "5.4", why, nums)
    why = (because("not-four-sevens", "5.4", sevens=len(sevens)),)
    return Verdict("four-sevens", False, "no-four-sevens", "5.4", why, nums)


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
    nums = FrozenDict(cards=len(hand))
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
        why = (because("cannot-go-out", "5.3", cards=hand, discard=rules.discard_to_go_out),)
        return Verdict("going-out", False, "cannot-go-out", "5.3", why, nums)
    laid = tuple(m.cards for m in melds)
    reasons = [because("go-out-lay", "5.3", melds=laid, discard=discard)]
    perfect = not melded_before and (others_had_turn or not rules.perfect_needs_all_turns)
    if perfect:
        reasons.append(because("perfect", "5.3"))
    elif not melded_before:
        reasons.append(because("not-perfect-turns", "5.3"))
    kind: VerdictKind = "perfect" if perfect else "going-out"
    return Verdict("going-out", True, kind, "5.3", tuple(reasons), nums, melds)


def _related(card: Card, hand: Sequence[Card]) -> bool:
    """Could ``card`` share a meld with a card of ``hand``? A seven always could (it melds
    alone); otherwise only a card of the same rank, or of the same suit one rank away
    (Ace next to both 2 and King, whatever the ace rule)."""
    return card.rank == 7 or any(
        c.rank == card.rank or (c.suit == card.suit and (c.rank - card.rank) % 13 in (1, 12))
        for c in hand
    )


def winning_draws(cards: Iterable[Card] | str, rules: Rules) -> tuple[Card, ...]:
    """The cards that, drawn at the start of this turn, would let the player go out, in
    deck order. Every draw is judged by :func:`going_out`, but (1) a draw that leaves two
    of the cards in no meld the hand can form cannot go out, and (2) every draw unrelated
    to the hand (see :func:`_related`) is in no meld at all, so it can only be the discard:
    all such draws share one verdict, checked once."""
    hand = _hand(cards, rules)
    if any(c.is_joker for c in hand):
        return tuple(c for c in FULL_DECK if c not in hand and going_out((*hand, c), rules).allowed)
    unrelated: bool | None = None
    out = []
    for card in FULL_DECK:
        if card in hand:
            continue
        drawn = (*hand, card)
        if not _related(card, hand):
            if unrelated is None:
                unrelated = going_out(drawn, rules).allowed
            ok = unrelated
        else:
            covered = 0
            for cand in candidate_melds(drawn, 0, rules):
                covered |= cand.mask
            ok = len(drawn) - covered.bit_count() <= 1 and going_out(drawn, rules).allowed
        if ok:
            out.append(card)
    return tuple(out)


NEXT_DRAW_KINDS: frozenset[str] = frozenset(
    {"going-out-possible", "perfect-possible", "cannot-go-out-yet"}
)
"""Verdict kinds about going out with the next draw (the others are about going out now)."""

START_OF_TURN_CARDS = 7
AFTER_DRAW_CARDS = 8


def endings_open(
    cards: Iterable[Card] | str,
    rules: Rules,
    *,
    players: int = 4,
    melded: bool = False,
    others_melded: bool = False,
    others_had_turn: bool = True,
    drawn: bool | None = None,
) -> tuple[Verdict, ...]:
    """Every ending a player could choose now: Blast, knock, four sevens, then going out.

    At the start of a turn (``drawn`` false) the last verdict says whether some draw would
    let the hand go out. Just after drawing (``drawn`` true) it says whether the hand goes
    out now: a ninth card is never drawn. ``drawn=None`` reads a hand of 8 cards as just
    after drawing (rule book 4). The hand is checked under ``rules`` (no card twice, jokers
    only when in play, at most 7 cards at the start of a turn and 8 after drawing): a bad
    hand raises :class:`CardError`."""
    hand = _hand(cards, rules)
    check_distinct(hand, rules)
    if drawn is None:
        drawn = len(hand) == AFTER_DRAW_CARDS
    most = AFTER_DRAW_CARDS if drawn else START_OF_TURN_CARDS
    if len(hand) > most:
        raise CardError("hand-too-big", point="4", size=len(hand), start=START_OF_TURN_CARDS,
                        drawn=AFTER_DRAW_CARDS)  # fmt: skip
    out = [
        blast(hand, rules, melded=melded),
        knock(hand, rules, players=players, knocker_melded=melded, others_melded=others_melded),
        four_sevens(hand, rules),
    ]
    if drawn:
        out.append(going_out(hand, rules, melded_before=melded, others_had_turn=others_had_turn))
        return tuple(out)
    draws = winning_draws(hand, rules)
    if draws:
        perfect = not melded and (others_had_turn or not rules.perfect_needs_all_turns)
        why = (
            because("winning-draws", "5.3", draws=len(draws), cards=draws),
            because("draw-perfect" if perfect else "draw-ordinary", "5.3"),
        )
        kind: VerdictKind = "perfect-possible" if perfect else "going-out-possible"
        out.append(Verdict("going-out", True, kind, "5.3", why, FrozenDict(draws=len(draws))))
    else:
        why = (because("no-winning-draw", "5.3"),)
        out.append(Verdict("going-out", False, "cannot-go-out-yet", "5.3", why,
                           FrozenDict(draws=0)))  # fmt: skip
    return tuple(out)
