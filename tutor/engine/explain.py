"""The explainer: English sentences from the engine's reasons, and nowhere else.

Every result of the engine carries :class:`~tutor.engine.reasons.Reason` values (a code, the
rule-book point, the numbers, cards and names involved). This module is the only one that
turns them into words: :func:`sentence` renders one reason, :func:`sentences` a sequence,
:func:`verdict_title` names what an ending's verdict found. A second language is a second
module with the same functions. No other code reads a sentence back: it tests the codes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from tutor.engine.cards import SUIT_NAMES, Card, format_cards
from tutor.engine.reasons import Reason

ENDING_TITLES: dict[str, str] = {
    "blast": "Blast",
    "knock": "Knock",
    "going-out": "Going out",
    "four-sevens": "Four sevens",
    "stock": "End of stock",
}
"""Each ending's name."""

VERDICT_TITLES: dict[str, str] = {
    "sopang": "Sopang (minor Blast)",
    "daepang": "Daepang (major Blast)",
    "no-blast": "No Blast",
    "knock": "Knock",
    "no-knock": "No knock",
    "four-sevens": "Four sevens",
    "no-four-sevens": "No four sevens",
    "going-out": "Going out",
    "perfect": "Perfect (Hoola)",
    "cannot-go-out": "Cannot go out",
    "going-out-possible": "Going out possible",
    "perfect-possible": "Perfect (Hoola) possible",
    "cannot-go-out-yet": "Cannot go out yet",
}
"""The title of each verdict kind."""

KNOCK_NEEDS_TEXT: dict[str, str] = {
    "other-melded": "at least one other player must have melded",
    "knocker-and-other": "the knocker and at least one other player must have melded",
    "none": "nobody needs to have melded",
}
"""The melding condition of a knock, for each value of the ``knock_needs`` switch."""

DOUBLING_LABELS: dict[str, str] = {
    "seven": "A seven left in hand",
    "never-melded": "Never melded",
    "perfect": "A Perfect (Hoola)",
    "undercut": "The knocker was undercut",
}
"""A short name for each kind of doubling."""

_NUMBER_WORDS = ("", "", "", "three", "four")


def verdict_title(kind: str) -> str:
    """The title of a verdict kind (``"perfect"`` → ``"Perfect (Hoola)"``)."""
    return VERDICT_TITLES[kind]


def cards(value: Iterable[Card]) -> str:
    """Cards as the tutor shows them: ``7♥ 8♥``."""
    return format_cards(value, pretty=True)


def _s(n: int, word: str = "s") -> str:
    return word if n != 1 else ""


# -- melds (rule book 3) ---------------------------------------------------------------------


def _mixed(r: Reason) -> str:
    """Two pairs that really differ: one in rank, one in suit (never a pair of one rank
    offered as the rank mismatch)."""
    real = [c for c in r["cards"] if not c.is_joker]
    first = real[0]
    a = next((c for c in real[1:] if c.rank != first.rank), r["a"])
    b = next((c for c in real[1:] if c.suit != first.suit), r["b"])
    return (
        f"{cards(r['cards'])} is neither a set nor a run: a set needs one rank, but "
        f"{first.pretty} and {a.pretty} differ in rank; a run needs one suit, but "
        f"{first.pretty} is {SUIT_NAMES[first.suit]} and {b.pretty} is {SUIT_NAMES[b.suit]}."
    )


def _meld_name(r: Reason) -> str:
    """A seven laid alone is a meld of one seven (rule 3.3); other melds by their kind."""
    return "meld of one seven" if len(r["cards"]) == 1 else str(r["kind"])


def _set_too_short(r: Reason) -> str:
    size, name = r["size"], Card(r["rank"], "s").rank_name
    return (
        f"{cards(r['cards'])} is only {size} card{_s(size)}: a set needs three or four "
        f"{name}s (only sevens meld in twos or alone)."
    )


def _run_gap(r: Reason) -> str:
    also = f", and also {' '.join(c.pretty for c in r['also'])}" if r["also"] else ""
    return (
        f"{r['a'].pretty} and {r['b'].pretty} are not consecutive: the run needs "
        f"{cards(r['needs'])}{also}."
    )


_MELD: dict[str, Callable[[Reason], str]] = {
    "no-cards": lambda r: "No cards chosen: a meld needs at least one card.",
    "jokers-not-in-play": lambda r: "Jokers are not in play under these rules.",
    "too-many-jokers": lambda r: (
        f"Only {r['allowed']} joker(s) are in play, but {r['chosen']} were chosen."
    ),
    "joker-only": lambda r: (
        "A joker only stands in for a card: a meld needs at least one real card."
    ),
    "mixed": _mixed,
    "set-too-long": lambda r: f"{cards(r['cards'])} is {r['size']} cards: a set has at most four.",
    "single-seven": lambda r: (
        f"{cards(r['cards'])} is a meld of one seven: a seven may be laid alone, as a set of one."
    ),
    "sevens-set": lambda r: f"{cards(r['cards'])}: two or more sevens make a set.",
    "single-not-seven": lambda r: (
        f"{cards(r['cards'])} alone is not a meld: only a seven makes a meld of one card."
    ),
    "set-too-short": _set_too_short,
    "set": lambda r: (
        f"{cards(r['cards'])}: {_NUMBER_WORDS[r['size']]} "
        f"{Card(r['rank'], 's').rank_name}s make a set."
    ),
    "short-run-with-seven": lambda r: (
        f"{cards(r['cards'])}: a run with a seven needs only two cards."
    ),
    "run": lambda r: (
        f"{cards(r['cards'])}: {r['size']} {SUIT_NAMES[r['suit']]} in sequence make a run."
    ),
    "joker-stands-for": lambda r: (
        f"The joker stands in for {', '.join(c.pretty for c in r['cards'])}."
    ),
    "run-too-long": lambda r: (
        f"{cards(r['cards'])} is {r['size']} cards: a run has at most 13 (each rank once)."
    ),
    "ace-low-only": lambda r: (
        f"{cards(r['cards'])} needs the Ace high or around the corner, but under these rules "
        "the Ace counts only low (A-2-3)."
    ),
    "no-round-the-corner": lambda r: (
        f"{cards(r['cards'])} goes around the corner (K-A-2), which these rules do not allow: "
        "the Ace may be high or low, not both."
    ),
    "run-gap": _run_gap,
    "run-gap-jokers": lambda r: (
        f"{r['a'].pretty} and {r['b'].pretty} are not consecutive: the run needs "
        f"{cards(r['needs'])}, and there are not enough jokers to fill {r['missing']} gaps."
    ),
    "run-too-short": lambda r: (
        f"{cards(r['cards'])} is only two cards: a run needs three, unless it holds a seven "
        "(6-7 or 7-8 of one suit)."
    ),
}


# -- counting (rule book 2, 6.1, 5.1) --------------------------------------------------------


def _jokers_multiply(r: Reason) -> str:
    n = r["jokers"]
    what = "a joker" if n == 1 else f"{n} jokers"
    extra = f" + {r['fixed']}" if r["fixed"] else ""
    return f"With {what} left in hand: {r['rest']} × {r['factor']}{extra} = {r['total']}."


def _jokers_fixed(r: Reason) -> str:
    n = r["jokers"]
    what = "A joker" if n == 1 else f"{n} jokers"
    verb = "counts" if n == 1 else "count"
    return f"{what} left in hand {verb} {r['each']} each, with no other effect."


def _sum(r: Reason) -> str:
    return f"{cards(r['cards'])}: {' + '.join(map(str, r['values']))} = {r['total']}."


_COUNT: dict[str, Callable[[Reason], str]] = {
    "no-cards-left": lambda r: "No cards left in hand: 0 points.",
    "counted": _sum,
    "quad-not-counted": lambda r: (
        f"Four {Card(r['rank'], 's').rank_name}s in hand are not counted (a quad scores nothing)."
    ),
    "seven-counts-14": lambda r: "Each seven left in hand counts 14 under these rules.",
    "pictures-count-10": lambda r: "Jacks, Queens and Kings count 10 each under these rules.",
    "jokers-multiply": _jokers_multiply,
    "jokers-fixed": _jokers_fixed,
    "total": lambda r: f"Points in hand: {r['total']}.",
    "blast-total": _sum,
    "blast-counts-all": lambda r: (
        "For the Blast every card counts, sevens at 7 and a quad in full."
    ),
    "blast-joker-fixed": lambda r: (
        "A joker counts its fixed value in this total, with no multiplier."
    ),
}

# -- arrangements (rule book 3, 6.1) ---------------------------------------------------------

_ARRANGEMENT: dict[str, Callable[[Reason], str]] = {
    "lay-meld": lambda r: f"Lay the {_meld_name(r)} {cards(r['cards'])}.",
    "no-meld": lambda r: "No meld can be laid from these cards.",
    "left-in-hand": lambda r: f"Left in hand: {cards(r['cards'])}.",
    "all-melded": lambda r: "Every card is melded: 0 points left.",
    "fewest-points": lambda r: "No other way of melding these cards leaves fewer points.",
    "choice-best": lambda r: f"{r['points']} points left: no arrangement leaves fewer. Well done.",
    "choice-not-best": lambda r: (
        f"{r['points']} points left in hand: a valid arrangement, but another one leaves fewer "
        "points. Try again, or show the answer."
    ),
    "choice-cannot-meld": lambda r: (
        "The cards you would meld cannot all be laid as melds: the best the engine finds for "
        f"them still leaves {cards(r['cards'])} over."
    ),
}

# -- endings (rule book 5) -------------------------------------------------------------------


def _go_out_lay(r: Reason) -> str:
    laid = " and ".join(cards(m) for m in r["melds"])
    discard = r["discard"]
    return f"Lay {laid}" + (f", then discard {discard.pretty}." if discard else ".")


def _winning_draws(r: Reason) -> str:
    drawn: Sequence[Card] = r["cards"]
    shown = " ".join(c.pretty for c in drawn[:12]) + (" …" if len(drawn) > 12 else "")
    if r["draws"] == 1:
        return f"Drawing {drawn[0].pretty} would let this hand go out this turn."
    return (
        f"Drawing any one of these {r['draws']} cards would let this hand go out this turn: "
        f"{shown}."
    )


_ENDING: dict[str, Callable[[Reason], str]] = {
    "blast-not-played": lambda r: "With picture cards at 10, these rules play no Blast.",
    "blast-after-meld": lambda r: "A Blast needs a player who has not melded yet.",
    "blast-hand-size": lambda r: f"A Blast needs seven cards in hand, not {r['size']}.",
    "sopang": lambda r: (
        f"{r['total']} is at most {r['sopang_max']}: a Sopang. The player may stop and win."
    ),
    "daepang-pictures": lambda r: (
        "All seven cards are Jacks, Queens and Kings: a Daepang under these rules."
    ),
    "daepang-pictures-needed": lambda r: (
        f"{r['total']} is more than {r['sopang_max']}, and with picture cards at 10 a Daepang "
        "needs seven Jacks, Queens and Kings."
    ),
    "daepang": lambda r: (
        f"{r['total']} is at least {r['daepang_min']}: a Daepang. The player may stop and win."
    ),
    "blast-between": lambda r: (
        f"{r['total']} is above {r['sopang_max']} and below {r['daepang_min']}: neither a "
        "Sopang nor a Daepang."
    ),
    "within-knock-limit": lambda r: (
        f"{r['points']} is within the knock limit of {r['limit']} for {r['players']} players."
    ),
    "over-knock-limit": lambda r: (
        f"{r['points']} is over the knock limit of {r['limit']} for {r['players']} players."
    ),
    "melding-met": lambda r: f"Melding condition met: {KNOCK_NEEDS_TEXT[r['needs']]}.",
    "melding-not-met": lambda r: f"Melding condition not met: {KNOCK_NEEDS_TEXT[r['needs']]}.",
    "knock-undercut-warning": lambda r: (
        "The knocker wins only with strictly the fewest points: anyone with the same or fewer "
        "undercuts the knock."
    ),
    "four-sevens": lambda r: f"{cards(r['cards'])}: all four sevens in hand, the big luck.",
    "not-four-sevens": lambda r: (
        f"{r['sevens']} seven{_s(r['sevens'])} in hand: all four are needed."
    ),
    "cannot-go-out": lambda r: (
        f"No arrangement melds {'all but one' if r['discard'] else 'all, or all but one,'} "
        f"of {cards(r['cards'])}."
    ),
    "go-out-lay": _go_out_lay,
    "perfect": lambda r: (
        "No meld was laid before and the whole hand goes down in this one turn: a Perfect "
        "(Hoola), which doubles every payment."
    ),
    "not-perfect-turns": lambda r: (
        "Not a Perfect: these rules count one only after every other player has had a turn."
    ),
    "winning-draws": _winning_draws,
    "draw-perfect": lambda r: "Going out with no meld laid before is a Perfect (Hoola).",
    "draw-ordinary": lambda r: "This would be an ordinary going out.",
    "no-winning-draw": lambda r: "No single draw lets this hand go out this turn.",
}

# -- settlement (rule book 5, 6, 7.6) --------------------------------------------------------


def plural(n: float, word: str = "stake") -> str:
    """``n`` and the word, singular for exactly one: '1 stake', '2 stakes', '0.5 stakes'."""
    number = str(n) if isinstance(n, int) else f"{n:g}"
    return f"{number} {word}{_s(n)}"


def _as_entered(r: Reason) -> str:
    what = f"{r['points']} points"
    if r["sevens"]:
        what += f", {plural(r['sevens'], 'seven')}"
    if r["jokers"]:
        what += f", {plural(r['jokers'], 'joker')}"
    return f"As entered: {what}."


def _undercut_by(r: Reason) -> str:
    under = r["under"]
    names = ", ".join(f"{n} ({p})" for n, p in under)
    verb = "has" if len(under) == 1 else "have"
    return f"Undercut: {names} {verb} the same or fewer points, so {r['knocker']} loses."


def _tie(r: Reason) -> str:
    if r.code == "tie-fewest-cards":
        rule = "the tied player holding fewer cards"
    else:
        start = "the dealer" if r["from_dealer"] else "the knocker"
        rule = f"the tied player whose turn comes first counting from {start}"
    tied = " and ".join(r["names"])
    return f"{tied} tie with {r['points']}: the tie rule in force gives it to {rule}."


def _points_counted(r: Reason) -> str:
    counts = "; ".join(f"{n} {p}" + (" (as entered)" if by_count else "")
                       for n, p, by_count in r["counts"])  # fmt: skip
    return f"Points counted: {counts}."


def _position(r: Reason) -> str:
    name, pos = r["name"], r["position"]
    if r.code == "position-tied":
        return (
            f"{name} has {r['points']} points, tied with {', '.join(r['tied'])}; tied losers "
            f"all pay the higher position, {pos}, so {plural(pos, 'stake')}."
        )
    fewer = r["fewer"]
    return (
        f"{name} has {r['points']} points; "
        + (
            "no other loser has fewer"
            if fewer == 0
            else f"{plural(fewer, 'loser')} {'has' if fewer == 1 else 'have'} fewer"
        )
        + f", so {name} is number {pos} and pays {plural(pos, 'stake')}."
    )


COMPENSATION_ITEMS: dict[str, str] = {
    "seven": "the seven",
    "set": "the set",
    "sequence": "the sequence",
}
"""How each kind of item a player forced out is paid for is named."""


def compensation_item(kind: str, held: Sequence[Card]) -> str:
    """One item a player forced out is paid for: "the seven 7♥", "the set 9♣ 9♦ 9♥"."""
    return f"{COMPENSATION_ITEMS[kind]} {cards(held)}"


def _compensation(r: Reason) -> str:
    items = "; ".join(compensation_item(kind, held) for kind, held in r["items"])
    return (
        f"{r['name']} was forced to drop out holding {r['units']} item{_s(r['units'])} "
        f"({items}): {r['payer']} pays {r['units']} × {r['each']:g} stake."
    )


_SETTLE: dict[str, Callable[[Reason], str]] = {
    "as-entered-count": _as_entered,
    "showdown-lays": lambda r: f"Lays {', '.join(cards(m) for m in r['melds'])} at the showdown.",
    "won-blast": lambda r: f"{r['winner']} stopped with a {VERDICT_TITLES[r['kind']]}.",
    "won-blast-as-entered": lambda r: (
        f"{r['winner']} stopped with a Blast (as entered: the hand's total is not checked "
        "without the cards)."
    ),
    "won-four-sevens": lambda r: f"{r['winner']} stopped holding four sevens.",
    "won-four-sevens-as-entered": lambda r: (
        f"{r['winner']} stopped holding four sevens (as entered)."
    ),
    "went-out": lambda r: (
        f"{r['winner']} went out: every card melded"
        + (", the last one discarded." if r["discard"] else ".")
    ),
    "perfect-won": lambda r: (
        "All seven cards went down in one turn with no meld laid before: a Perfect (Hoola), "
        "so every payment doubles."
    ),
    "perfect-fed": lambda r: (
        f"The Perfect was completed with {r['feeder']}'s discard, so {r['feeder']} pays every "
        "loser's payment."
    ),
    "knocked": lambda r: f"{r['knocker']} knocked with {r['points']} points (limit {r['limit']}).",
    "knock-wins": lambda r: f"Every other player has more than {r['points']}: the knock wins.",
    "undercut-by": _undercut_by,
    "tie-fewest-cards": _tie,
    "tie-turn-order": _tie,
    "fewest-wins": lambda r: f"{r['winner']} has the fewest points and wins.",
    "stock-ran-out": lambda r: (
        "The stock ran out. "
        + (
            "Everyone lays what melds they can and counts the rest."
            if r["meld"]
            else "Nobody melds further: every hand counts as it is."
        )
    ),
    "stock-fewest-wins": lambda r: f"{r['winner']} has the fewest points, {r['points']}, and wins.",
    "points-counted": _points_counted,
    "position": _position,
    "position-tied": _position,
    "doubling-seven": lambda r: (
        f"A seven left in {r['name']}'s hand doubles the payment (seven {r['seven']} of {r['of']})."
    ),
    "doubling-never-melded": lambda r: (
        f"{r['name']} had a turn but never laid a meld: the payment doubles."
    ),
    "doubling-perfect": lambda r: (
        f"{r['winner']} won with a Perfect (Hoola): every payment doubles."
    ),
    "doubling-undercut": lambda r: (
        f"{r['knocker']} knocked and was undercut: every payment doubles."
    ),
    "pays": lambda r: f"{r['name']} pays {r['total']} to {r['winner']}.",
    "feeder-pays": lambda r: (
        f"{r['payer']} fed the Perfect with a discard, so {r['payer']} pays {r['name']}'s "
        f"{r['total']} to {r['winner']}."
    ),
    "knocker-pays": lambda r: (
        f"{r['payer']} was undercut, so {r['payer']} pays {r['name']}'s {r['total']} to "
        f"{r['winner']}."
    ),
    "undercut-penalty": lambda r: (
        f"{r['knocker']} was undercut: under the undercut-penalty rule {r['knocker']} pays "
        f"{r['payee']} {r['stakes']} stakes, as every opponent gets; nothing else is paid."
    ),
    "forced-out-compensation": _compensation,
    "net-result": lambda r: (
        "Net result in stakes: "
        + ", ".join(f"{n} {v:+d}" for n, v in r["net"])
        + ". What is paid equals what is collected."
    ),
}

DOUBLING_SHORT: dict[str, str] = {
    "seven": "seven",
    "never-melded": "never melded",
    "perfect": "Perfect",
    "undercut": "undercut",
}
"""A label of a word or two for each kind of doubling (charts)."""


def doubling_short(doubling: Any) -> str:
    """A doubling in a few words: ``seven 1/2``, ``never melded``, ``Perfect``, ``undercut``."""
    if doubling.kind == "seven":
        return f"seven {doubling.why['seven']}/{doubling.why['of']}"
    return DOUBLING_SHORT[doubling.kind]


def step_title(step: Any) -> str:
    """The title of a settlement step (``Ann wins``, ``Bo: ×2 → 4``, ``Bo owes 4``)."""
    stage = step.stage
    if stage == "winner":
        return f"{step.payee} wins"
    if stage == "points":
        return "Points in hand"
    if stage == "position":
        return f"{step.loser}: {plural(step.running, 'stake')}"
    if stage == "doubling":
        return f"{step.loser}: ×{step.factor} → {step.running}"
    if stage == "total":
        return f"{step.loser} owes {step.running}"
    if step.payer is None:
        return f"{step.payee} collects {step.running}"
    return f"{step.payer} pays {step.payee}"


_RENDER: dict[str, Callable[[Reason], str]] = {
    **_MELD, **_COUNT, **_ARRANGEMENT, **_ENDING, **_SETTLE
}  # fmt: skip


def sentence(reason: Reason) -> str:
    """One reason in plain English."""
    return _RENDER[reason.code](reason)


def sentences(reasons: Iterable[Reason]) -> tuple[str, ...]:
    """Each reason in plain English, in order."""
    return tuple(_RENDER[r.code](r) for r in reasons)


def renders(closed_set: str, code: str) -> bool:
    """Whether the explainer has words for ``code`` of the named closed set (a test checks
    every code of every set)."""
    kinds = {"verdict": VERDICT_TITLES, "doubling": DOUBLING_SHORT,
             "compensation": COMPENSATION_ITEMS}  # fmt: skip
    return code in kinds.get(closed_set, _RENDER)
