"""How a round can end, as verdicts with reasons and numbers (rule book 5).

Each function answers one question about one player's hand under the rules in force and
returns a :class:`Verdict`: whether the ending is open, its name, the numbers that decide
it, and its reasons as data (``tutor.words.engine`` words them). The settlement
(``tutor.engine.settlement``) reuses them to check a round record.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations
from typing import Literal, NamedTuple

from tutor.engine.arrangement import can_meld_all
from tutor.engine.cards import FULL_DECK, Card, as_cards, check_distinct
from tutor.engine.counting import blast_total, hand_points
from tutor.engine.errors import CardError, RulesError
from tutor.engine.inputs import quote
from tutor.engine.melds import Meld, candidate_melds, check_meld
from tutor.engine.reasons import FrozenDict, Reason, Value, VerdictKind, because
from tutor.engine.rules import Rules

Ending = Literal["blast", "knock", "going-out", "four-sevens", "stock"]
ENDINGS: tuple[Ending, ...] = ("blast", "knock", "going-out", "four-sevens", "stock")
WINNER_ENDINGS: tuple[Ending, ...] = ("blast", "going-out", "four-sevens")
"""The endings whose record names the winner; for a knock and the end of stock the
settlement finds the winner by counting (rule book 5)."""

PERFECT_KINDS: frozenset[str] = frozenset({"perfect", "perfect-possible"})
FAILED_CODES: frozenset[str] = frozenset(
    {
        "over-knock-limit",
        "melding-not-met",
        "cannot-go-out",
        "lay-off-needs-meld",
        "no-winning-draw",
    }
)
"""Reason codes that name a condition of the ending that is not met."""

LayOff = tuple[tuple[Card, ...], Meld]
"""Cards laid off from the hand, and the meld on the table they extend (rule book 4.3)."""
Reach = dict[int, tuple[tuple[int, int], ...]]
"""Groups of hand cards (bit masks) that can be laid off at once, each with one way: its
``(meld index, mask)`` pairs."""


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
    layoffs: tuple[LayOff, ...] = ()
    """Going out: the cards laid off onto melds already on the table, with each meld."""

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


def _hand(cards: Iterable[Card] | str, rules: Rules) -> tuple[Card, ...]:
    return as_cards(cards, rules)


def blast(cards: Iterable[Card] | str, rules: Rules, *, melded: bool = False) -> Verdict:
    """Sopang (minor Blast): at most ``rules.sopang_max``; Daepang (major Blast): at least
    ``rules.daepang_min``. Seven cards in hand, no meld laid yet, raw total with sevens at 7
    (rule book 5.1). With picture cards at 10 the Blast follows ``rules.picture_blast``."""
    hand = _hand(cards, rules)
    raw = blast_total(hand, rules)
    total, low, high = raw.total, rules.sopang_max, rules.daepang_min
    nums = FrozenDict(total=total, sopang_max=low, daepang_min=high)

    def verdict(kind: VerdictKind, code: str, **values: Value) -> Verdict:
        why = (*raw.why, because(code, "5.1", **values))
        return Verdict("blast", kind != "no-blast", kind, "5.1", why, nums)

    if not rules.blast_allowed():
        return verdict("no-blast", "blast-not-played")
    if melded:
        return verdict("no-blast", "blast-after-meld")
    if len(hand) != 7:
        return verdict("no-blast", "blast-hand-size", size=len(hand))
    kind = blast_kind(hand, total, rules)
    if kind == "sopang":
        return verdict("sopang", "sopang", total=total, sopang_max=low)
    if rules.picture_cards_ten:
        if kind == "daepang":
            return verdict("daepang", "daepang-pictures")
        return verdict("no-blast", "daepang-pictures-needed", total=total, sopang_max=low)
    if kind == "daepang":
        return verdict("daepang", "daepang", total=total, daepang_min=high)
    return verdict("no-blast", "blast-between", total=total, sopang_max=low, daepang_min=high)


def blast_kind(hand: Sequence[Card], total: int, rules: Rules) -> VerdictKind:
    """Which Blast seven cards with this raw ``total`` make (rule book 5.1): Sopang at most
    ``rules.sopang_max``; else Daepang at least ``rules.daepang_min``, or, with picture
    cards at 10, when every card but a joker is a picture; else none (``no-blast``). Asked
    by :func:`blast` and by the practice table's quick players."""
    if total <= rules.sopang_max:
        return "sopang"
    if rules.picture_cards_ten:
        return "daepang" if all(c.rank > 10 for c in hand if not c.is_joker) else "no-blast"
    return "daepang" if total >= rules.daepang_min else "no-blast"


def knock_melding_met(rules: Rules, *, knocker_melded: bool, others_melded: bool) -> bool:
    """Whether the melding condition of ``rules.knock_needs`` lets a player knock (rule
    book 5.2): another player has melded (``other-melded``), the knocker and another have
    (``knocker-and-other``), or nothing is needed (``none``)."""
    need = rules.knock_needs
    if need == "none":
        return True
    if need == "knocker-and-other":
        return bool(knocker_melded and others_melded)
    return bool(others_melded)


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
    ``rules.knock_needs`` (rule book 5.2)."""
    hand = _hand(cards, rules)
    count = hand_points(hand, rules)
    limit = rules.knock_limit_for(players)
    nums = FrozenDict(points=count.total, limit=limit)
    why = list(count.why)
    ok = count.total <= limit
    code = "within-knock-limit" if ok else "over-knock-limit"
    why.append(because(code, "5.2", points=count.total, limit=limit, players=players))
    need = rules.knock_needs
    met = knock_melding_met(rules, knocker_melded=knocker_melded, others_melded=others_melded)
    why.append(because("melding-met" if met else "melding-not-met", "5.2", needs=need))
    ok = ok and met
    if ok:
        why.append(because("knock-undercut-warning", "5.2"))
    return Verdict("knock", ok, "knock" if ok else "no-knock", "5.2", tuple(why), nums)


def four_sevens(cards: Iterable[Card] | str, rules: Rules) -> Verdict:
    """All four sevens in hand, none melded: the player may stop and win (rule book 5.4)."""
    hand = _hand(cards, rules)
    sevens = tuple(c for c in hand if c.rank == 7)
    nums = FrozenDict(sevens=len(sevens))
    if len(sevens) == 4:
        why = (because("four-sevens", "5.4", cards=sevens),)
        return Verdict("four-sevens", True, "four-sevens", "5.4", why, nums)
    why = (because("not-four-sevens", "5.4", sevens=len(sevens)),)
    return Verdict("four-sevens", False, "no-four-sevens", "5.4", why, nums)


TableInput = Iterable[Meld | Iterable[Card] | str] | str
"""The melds on the table: :class:`Meld` values, groups of cards, or text such as
``"3h 4h 5h, Qc Qd Qh"`` (melds separated by commas or semicolons)."""


def table_melds(table: TableInput, rules: Rules) -> tuple[Meld, ...]:
    """The melds lying on the table, each checked as a meld under ``rules`` (rule book 3):
    a group that is no meld raises :class:`CardError` (``not-a-meld``)."""
    items = [t for t in re.split(r"[,;]", table) if t.strip()] if isinstance(table, str) else table
    out: list[Meld] = []
    for item in items:
        if isinstance(item, Meld):
            out.append(item)
        elif isinstance(item, str):
            out.append(Meld.parse(item, rules))
        else:
            out.append(Meld.parse(" ".join(map(str, item)), rules))
    return tuple(out)


def _extends(meld: Meld, added: Sequence[Card], rules: Rules) -> bool:
    """Do ``added`` cards, laid off onto ``meld``, leave it a valid meld of the same kind
    (a run longer at either end, a set with more of its rank)? A lone seven grows into a
    set of sevens or a run through the seven (rule book 3.3). Jokers may stand for any
    card the meld still needs (rule book 4.3, 7.9)."""
    return _extends_cached(meld.cards, meld.kind, tuple(added), rules.ace, rules.jokers)


@lru_cache(maxsize=1 << 16)
def _extends_cached(
    cards: tuple[Card, ...], kind: str, added: tuple[Card, ...], ace: str, jokers: int
) -> bool:
    """:func:`_extends` for the only switches a meld depends on (rule book 3.4, 7.9)."""
    check = check_meld((*cards, *added), Rules(ace=ace, jokers=jokers))
    return check.valid and (check.kind == kind or kind == "seven")


def _may_join(card: Card, meld: Meld) -> bool:
    """Could ``card`` ever be laid off onto ``meld``: a joker, a card of the set's rank or
    of the run's suit."""
    if card.is_joker:
        return True
    real = [c for c in meld.cards if not c.is_joker]
    if meld.kind == "seven":  # another seven, or the 6 or 8 of its suit (rule 3.3)
        return card.rank == 7 or (card.suit == real[0].suit and card.rank in (6, 8))
    if meld.kind == "set":
        return card.rank == real[0].rank
    return card.suit == real[0].suit


def _reach(hand: Sequence[Card], table: Sequence[Meld], rules: Rules) -> Reach:
    """Every group of hand cards (a bitmask over ``hand``) that can be laid off onto the
    table's melds at once, with one way of doing it: ``(meld index, mask)`` pairs. The
    empty group (0) is always there."""
    reach: Reach = {0: ()}
    for i, meld in enumerate(table):
        idx = [k for k, c in enumerate(hand) if _may_join(c, meld)]
        room = (4 if meld.kind == "set" else 13) - len(meld.cards)  # a lone seven: 12
        fits: list[int] = []
        for size in range(1, min(room, len(idx)) + 1):
            for combo in combinations(idx, size):
                if _extends(meld, [hand[k] for k in combo], rules):
                    fits.append(sum(1 << k for k in combo))
        if not fits:
            continue
        for done, how in list(reach.items()):
            for mask in fits:
                if not done & mask and done | mask not in reach:
                    reach[done | mask] = (*how, (i, mask))
    return reach


class _Plan(NamedTuple):
    melds: tuple[Meld, ...]
    layoffs: tuple[LayOff, ...]
    discard: Card | None


def _plan(
    hand: tuple[Card, ...],
    rules: Rules,
    table: Sequence[Meld],
    melded_before: bool,
    reach: Reach | None = None,
) -> tuple[_Plan | None, tuple[Card, ...]]:
    """A way to go out: melds from the hand, lay-offs onto ``table`` and the discard (none
    when ``discard_to_go_out`` is off and every card goes down). Lay-offs are allowed only
    once the player has laid a meld from the hand, earlier or in this turn (rule book 4.3).
    When no way is found, the cards that could have been laid off had the player melded
    before (otherwise empty)."""
    full = (1 << len(hand)) - 1
    if reach is None:
        reach = _reach(hand, table, rules) if table else {0: ()}
    order = sorted(set(hand), key=lambda c: (-c.rank, c.suit))
    discards: list[int | None] = [hand.index(c) for c in order]
    if not rules.discard_to_go_out:
        discards.insert(0, None)
    found: dict[int, tuple[Meld, ...] | None] = {}
    blocked: tuple[Card, ...] = ()
    for lay in sorted(reach, key=lambda m: (m.bit_count(), m)):
        for d in discards:
            bit = 0 if d is None else 1 << d
            if lay & bit:
                continue
            rest = full ^ lay ^ bit
            if not rest:
                if not lay:
                    continue
                if not melded_before:  # nothing of the hand's own to meld first (4.3)
                    blocked = blocked or tuple(c for k, c in enumerate(hand) if lay >> k & 1)
                    continue
                melds: tuple[Meld, ...] | None = ()
            else:
                if rest not in found:
                    found[rest] = can_meld_all(
                        [c for k, c in enumerate(hand) if rest >> k & 1], rules
                    )
                melds = found[rest]
            if melds is None:
                continue
            layoffs = tuple(
                (tuple(c for k, c in enumerate(hand) if mask >> k & 1), table[i])
                for i, mask in reach[lay]
            )
            return _Plan(melds, layoffs, None if d is None else hand[d]), ()
    return None, blocked


def going_out(
    cards: Iterable[Card] | str,
    rules: Rules,
    *,
    melded_before: bool = False,
    others_had_turn: bool = True,
    table: TableInput = (),
) -> Verdict:
    """Can a player holding ``cards`` after drawing go out this turn? Meld every card but
    one and discard it, or (``discard_to_go_out`` off) meld every card. Cards may also be
    laid off onto the melds already on the ``table`` once the player has laid a meld from
    the hand, before or in this turn (rule book 4.3). Going out with no meld laid before,
    every card laid in melds of the hand's own (a lay-off never makes one: the sources'
    "melding all seven cards at once"), after every other player has had a turn when the
    rules ask it, is a Perfect (Hoola) (rule book 4, 5.3). A hand that can go out either
    way is shown the way that melds everything, as a plan without lay-offs is tried first."""
    hand = _hand(cards, rules)
    on_table = table_melds(table, rules)
    nums = FrozenDict(cards=len(hand))
    plan, blocked = _plan(hand, rules, on_table, melded_before)
    if plan is None:
        why = [because("cannot-go-out", "5.3", cards=hand, discard=rules.discard_to_go_out)]
        if blocked:
            why.append(because("lay-off-needs-meld", "4.3", cards=blocked))
        return Verdict("going-out", False, "cannot-go-out", "5.3", tuple(why), nums)
    laid = tuple(m.cards for m in plan.melds)
    offs = tuple((added, meld.cards) for added, meld in plan.layoffs)
    extra = {"layoffs": offs} if offs else {}
    reasons = [because("go-out-lay", "5.3", melds=laid, discard=plan.discard, **extra)]
    turns_ok = others_had_turn or not rules.perfect_needs_all_turns
    perfect = not melded_before and not plan.layoffs and turns_ok
    if perfect:
        reasons.append(because("perfect", "5.3"))
    elif not melded_before and plan.layoffs:
        reasons.append(because("not-perfect-layoff", "5.3"))
    elif not melded_before:
        reasons.append(because("not-perfect-turns", "5.3"))
    kind: VerdictKind = "perfect" if perfect else "going-out"
    return Verdict("going-out", True, kind, "5.3", tuple(reasons), nums, plan.melds, plan.layoffs)


def _related(card: Card, hand: Sequence[Card]) -> bool:
    """Could ``card`` share a meld with a card of ``hand``? A seven always could (it melds
    alone); otherwise only a card of the same rank, or of the same suit one rank away
    (Ace next to both 2 and King, whatever the ace rule)."""
    return card.rank == 7 or any(
        c.rank == card.rank or (c.suit == card.suit and (c.rank - card.rank) % 13 in (1, 12))
        for c in hand
    )


def winning_draws(
    cards: Iterable[Card] | str,
    rules: Rules,
    *,
    table: TableInput = (),
    melded_before: bool = False,
) -> tuple[Card, ...]:
    """The cards that, drawn at the start of this turn, would let the player go out, in
    deck order, counting lay-offs onto the melds on the ``table`` (rule book 4.3). Every
    draw is judged by :func:`going_out`, but (1) a draw that leaves two of the cards in no
    meld the hand can form and no lay-off cannot go out, and (2) every draw unrelated to
    the hand (see :func:`_related`) that extends no meld on the table is in no meld at all,
    so it can only be the discard: all such draws share one verdict, checked once. Cards on
    the table are not drawn."""
    hand = _hand(cards, rules)
    on_table = table_melds(table, rules)
    seen = {c for m in on_table for c in m.cards}

    def goes_out(drawn: tuple[Card, ...], reach: Reach | None = None) -> bool:
        return _plan(drawn, rules, on_table, melded_before, reach)[0] is not None

    deck = [c for c in FULL_DECK if c not in hand and c not in seen]
    if any(c.is_joker for c in hand):
        return tuple(c for c in deck if goes_out((*hand, c)))
    unrelated: bool | None = None
    out = []
    for card in deck:
        drawn = (*hand, card)
        if not _related(card, hand) and not any(_extends(m, (card,), rules) for m in on_table):
            if unrelated is None:
                unrelated = goes_out(drawn)
            ok = unrelated
        else:
            covered = 0
            for cand in candidate_melds(drawn, 0, rules):
                covered |= cand.mask
            reach: Reach = _reach(drawn, on_table, rules) if on_table else {0: ()}
            for mask in reach:
                covered |= mask
            ok = len(drawn) - covered.bit_count() <= 1 and goes_out(drawn, reach)
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
    table: TableInput = (),
) -> tuple[Verdict, ...]:
    """Every ending a player could choose now: Blast, knock, four sevens, then going out.

    At the start of a turn (``drawn`` false) the last verdict says whether some draw would
    let the hand go out. Just after drawing (``drawn`` true) it says whether the hand goes
    out now: a ninth card is never drawn. ``drawn=None`` reads a hand of 8 cards as just
    after drawing (rule book 4). Going out counts lay-offs onto the melds on the ``table``
    (rule book 4.3). The hand is checked under ``rules`` (no card twice, here or on the
    table, jokers only when in play, at most 7 cards at the start of a turn and 8 after
    drawing): a bad hand raises :class:`CardError`."""
    hand = _hand(cards, rules)
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 7:
        raise RulesError(
            "knock-table-missing", point="7.7", players=quote(players), counts=tuple(range(2, 8))
        )
    on_table = table_melds(table, rules)
    check_distinct((*hand, *(c for m in on_table for c in m.cards)), rules)
    if drawn is None:
        drawn = len(hand) == AFTER_DRAW_CARDS
    most = AFTER_DRAW_CARDS if drawn else START_OF_TURN_CARDS
    if len(hand) > most:
        raise CardError(
            "hand-too-big",
            point="4",
            size=len(hand),
            start=START_OF_TURN_CARDS,
            drawn=AFTER_DRAW_CARDS,
        )
    out = [
        blast(hand, rules, melded=melded),
        knock(hand, rules, players=players, knocker_melded=melded, others_melded=others_melded),
        four_sevens(hand, rules),
    ]
    if drawn:
        out.append(
            going_out(
                hand, rules, melded_before=melded, others_had_turn=others_had_turn, table=on_table
            )
        )
        return tuple(out)
    draws = winning_draws(hand, rules, table=on_table, melded_before=melded)
    if draws:
        # A Perfect lays every card in melds of the hand's own (5.3): some draw must go out
        # with no lay-off, as it would at an empty table.
        own = set(draws) if not on_table else set(winning_draws(hand, rules)) & set(draws)
        perfect = (
            not melded and bool(own) and (others_had_turn or not rules.perfect_needs_all_turns)
        )
        why: tuple[Reason, ...] = (
            because("winning-draws", "5.3", draws=len(draws), cards=draws),
            because("draw-perfect" if perfect else "draw-ordinary", "5.3"),
        )
        kind: VerdictKind = "perfect-possible" if perfect else "going-out-possible"
        out.append(Verdict("going-out", True, kind, "5.3", why, FrozenDict(draws=len(draws))))
    else:
        why = (because("no-winning-draw", "5.3"),)
        out.append(
            Verdict("going-out", False, "cannot-go-out-yet", "5.3", why, FrozenDict(draws=0))
        )
    return tuple(out)
