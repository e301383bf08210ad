"""The explainer: English sentences from the engine's reasons, and nowhere else.

Every result of the engine carries :class:`~tutor.engine.reasons.Reason` values (a code, the
rule-book point, the numbers, cards and names involved). This module is the only one that
turns them into words: :func:`sentence` renders one reason, :func:`sentences` a sequence,
:func:`verdict_title` names what an ending's verdict found. A second language is a second
module with the same functions. No other code reads a sentence back: it tests the codes.

The layers above the engine have their sentences here too, one sibling module each
(:mod:`.lessons`, :mod:`.quiz`, :mod:`.play`): their reasons are plain data (a code, values,
a rule-book point), so rendering them needs nothing from those layers.
"""

from __future__ import annotations

import functools
import importlib
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from tutor.engine.cards import SUIT_NAMES, Card, format_cards
from tutor.engine.reasons import Reason
from tutor.words.catalog import has, text
from tutor.words.derived import arguments

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

_NUMBER_WORDS = ("", "", "", "three", "four")


def meld_headline(kind: str | None) -> str:
    """What a meld check found, in one line: ``"A meld: a run."`` for the kind of a valid
    meld, ``"Not a meld."`` for ``None``."""
    return f"A meld: a {kind}." if kind else "Not a meld."


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


MELD_KIND_NAMES: dict[str, str] = {"set": "set", "run": "run", "seven": "lone seven"}
"""Each kind of meld (rule book 3.1–3.3) named in a sentence: a seven laid alone is a lone
seven, a kind of its own."""


def meld_kind_name(kind: str) -> str:
    """The words for a meld's kind: ``"lone seven"`` for ``"seven"``."""
    return MELD_KIND_NAMES[kind]


def _meld_name(r: Reason) -> str:
    return meld_kind_name(str(r["kind"]))


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
        f"{cards(r['cards'])} is a lone seven: a seven may be laid alone, a meld of its own kind."
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


# -- arrangements (rule book 3, 6.1) ---------------------------------------------------------

_ARRANGEMENT: dict[str, Callable[[Reason], str]] = {
    "lay-meld": lambda r: f"Lay the {_meld_name(r)} {cards(r['cards'])}.",
    "no-meld": lambda r: "No meld can be laid from these cards.",
    "left-in-hand": lambda r: f"Left in hand: {cards(r['cards'])}.",
    "all-melded": lambda r: "Every card is melded: 0 points left.",
    "fewest-points": lambda r: "No other way of melding these cards leaves fewer points.",
    "equally-good": lambda r: (
        f"Just as good: lay {' and '.join(cards(m) for m in r['melds'])} instead; that leaves "
        f"{r['points']} point{_s(r['points'])} too."
    ),
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
    parts = []
    if r["melds"]:
        parts.append("lay " + " and ".join(cards(m) for m in r["melds"]))
    parts += [f"lay off {cards(added)} onto {cards(meld)}" for added, meld in r.get("layoffs", ())]
    discard = r["discard"]
    text = ", ".join(parts)
    return text[:1].upper() + text[1:] + (f", then discard {discard.pretty}." if discard else ".")


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
    "lay-off-needs-meld": lambda r: (
        f"{cards(r['cards'])} could be laid off onto the melds on the table, but only once "
        "a meld of your own has been laid from your hand, and this hand has none to lay."
    ),
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
    counts = "; ".join(
        f"{n} {p}" + (" (as entered)" if by_count else "") for n, p, by_count in r["counts"]
    )
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


VERDICT_NUMBERS: dict[str, str] = {
    "total": "hand total", "sopang_max": "Sopang up to", "daepang_min": "Daepang from",
    "points": "points in hand", "limit": "knock limit", "sevens": "sevens held",
    "cards": "cards in hand", "draws": "winning draws",
}  # fmt: skip
"""What each number of an ending's verdict (``Verdict.numbers``) is called."""


def verdict_number(key: str) -> str:
    """The name of a verdict's number: ``sopang_max`` is "Sopang up to"."""
    return VERDICT_NUMBERS.get(key, key.replace("_", " "))


def doubling_short(doubling: Any) -> str:
    """A doubling in a few words: ``seven 1/2``, ``never melded``, ``Perfect``, ``undercut``."""
    if doubling.kind == "seven":
        if doubling.why["of"] == 1:
            return "a seven held"
        return f"seven {doubling.why['seven']} of {doubling.why['of']}"
    return DOUBLING_SHORT[doubling.kind]


def _payment_title(step: Any) -> str:
    if step.payer is None:
        return f"{step.payee} collects {step.running}"
    return f"{step.payer} pays {step.payee}"


STEP_STAGES: dict[str, Callable[[Any], str]] = {
    "winner": lambda step: f"{step.payee} wins",
    "points": lambda step: "Points in hand",
    "position": lambda step: f"{step.loser}: {plural(step.running, 'stake')}",
    "doubling": lambda step: f"{step.loser}: ×{step.factor} → {step.running}",
    "total": lambda step: f"{step.loser} owes {step.running}",
    "penalty": _payment_title,
    "summary": _payment_title,
}
"""The title of a settlement step, for each stage."""


def step_title(step: Any) -> str:
    """The title of a settlement step (``Ann wins``, ``Bo: ×2 → 4``, ``Bo owes 4``)."""
    return agree(STEP_STAGES[step.stage](step))


AS_ENTERED: dict[str, str] = {
    "points": "the points in hand, as entered",
    "blast-total": "the hand's total for the Blast, as entered",
    "four-sevens": "the four sevens, as entered",
}
"""What a settlement took on trust from a count, for each kind (``Settlement.as_entered``)."""


def as_entered(item: Any) -> str:
    """One thing taken on trust: ``Kim: the four sevens, as entered``."""
    return f"{item.player}: {AS_ENTERED[item.code]}"


# -- errors (what the engine refuses, and why): the catalog's errors.ftl --------------------


def error_sentence(error: Any) -> str:
    """A coded error (:class:`~tutor.engine.errors.HoolaError` …) in the language in force:
    the catalog's message for its code and values (an error without a code is a sentence
    already)."""
    if error.code is None:
        return str(error)
    from tutor.words import write_error

    return write_error(error)


_RENDER: dict[str, Callable[[Reason], str]] = {
    **_MELD, **_ARRANGEMENT, **_ENDING, **_SETTLE
}  # fmt: skip


def showdown_sentence(name: str, reason: Reason) -> str:
    """A ``showdown-lays`` reason told of the player who laid the melds (rule book 5.5)."""
    return agree(f"{name} lays {', '.join(cards(m) for m in reason['melds'])} at the showdown.")


_SECOND_PERSON = {
    "wins": "win", "collects": "collect", "pays": "pay", "gets": "get", "owes": "owe",
    "holds": "hold", "has": "have", "is": "are", "was": "were", "lays": "lay",
    "knocks": "knock", "needs": "need", "receives": "receive", "takes": "take",
    "draws": "draw", "goes": "go", "loses": "lose", "keeps": "keep", "ends": "end",
}  # fmt: skip
_VERB = "|".join(_SECOND_PERSON)
_YOU = re.compile(rf"\bYou ({_VERB})\b(?: and ({_VERB})\b)?")


def agree(text: str) -> str:
    """English verbs agree with a player named "You" (the learner at the practice table):
    ``You wins`` becomes ``You win``. Every sentence naming players passes through here."""

    def base(m: re.Match[str]) -> str:
        then = f" and {_SECOND_PERSON[m.group(2)]}" if m.group(2) else ""
        return f"You {_SECOND_PERSON[m.group(1)]}{then}"

    return _YOU.sub(base, text)


def sentence(reason: Reason) -> str:
    """One reason in the language in force: the catalog's message ``<set>-<code>``."""
    msg_id = f"{reason.closed_set}-{reason.code}"
    if has(msg_id):
        return text(msg_id, point=reason.point, **arguments(msg_id, reason.values))
    return agree(_RENDER[reason.code](reason))


def sentences(reasons: Iterable[Reason]) -> tuple[str, ...]:
    """Each reason in plain English, in order."""
    return tuple(sentence(r) for r in reasons)


# -- one rule stated under the rules in force (tutor.engine.rule_lines) ---------------------


def _going_out_line(line: Any) -> str:
    how = (
        "meld every card but one and discard the last"
        if line["discard_to_go_out"]
        else "meld every card (a last discard is allowed but not needed)"
    )
    turns = ", once every other player has had a turn" if line["perfect_needs_all_turns"] else ""
    return (
        f"Going out (rule 5.3): in your turn, after drawing, {how}. Laying the whole hand in "
        f"one turn with no meld laid before is a Perfect (Hoola){turns}."
    )


def _end_of_stock_line(line: Any) -> str:
    how = (
        "everyone first lays what melds they can"
        if line["meld_at_stock_end"]
        else "nobody melds any more: hands count as they are"
    )
    return (
        f"End of stock (rule 5.5): when the stock runs out, {how}; the fewest points in hand "
        f"wins (sevens count {line['seven_in_hand']}, a quad scores nothing)."
    )


def _doublings_line(line: Any) -> str:
    sevens = (
        "each seven left in a loser's hand (all four count no points yet double four times), "
        if line["sevens_double"]
        else ""
    )
    undercut = ", and an undercut knock" if line["undercut_doubles"] else ""
    return (
        f"Doublings (rule 6.3): {sevens}a loser who had a turn but never melded, a Perfect"
        f"{undercut} each double a payment, all multiplied together."
    )


def _hoola_doubles_line(line: Any) -> str:
    if line["hoola_doubles"]:
        return (
            "Hoola doubles (rule 6.5): under these rules a Perfect doubles the stakes of the "
            "next round, a second Perfect in a row doubles them again, and any other win brings "
            "them back to single stakes."
        )
    return (
        "Hoola doubles (rule 6.5): these rules play without it, so every round is played "
        "at single stakes, whatever came before."
    )


_CLAIM_THEN = (
    " The claimer lays that new meld at once, may meld and lay off more, then discards; "
    "play goes on from the player after the claimer."
)


def _claim_line(line: Any) -> str:
    if line["claim"] == "battle":
        return (
            "Battle Hoola (rule 7.1): a player who can lay the card just discarded in a new meld "
            "with cards from hand may claim it out of turn by calling 'thank you'; the first "
            "hand on it takes it." + _CLAIM_THEN
        )
    if line["claim"] == "tame":
        return (
            "Tame Battle Hoola (rule 7.2): a player who can lay the card just discarded in a new "
            "meld with cards from hand may claim it out of turn; when several claim it, it goes "
            "to the one whose turn would come first after the discarder." + _CLAIM_THEN
        )
    return (
        "Claims (rule 7.1): these rules allow no claim out of turn. The card just discarded "
        "may be taken only by the next player, in their own turn, to lay it at once in a new "
        "meld (rule 4.1)."
    )


def _jokers_line(line: Any) -> str:
    from tutor.engine.rules import JOKER_IN_HAND_TEXT

    n = line["jokers"]
    return (
        f"Jokers (rule 7.9): with {n} joker{_s(n)} in the pack, a joker stands for any card in "
        "a meld, but a meld needs at least one real card; a joker left in hand "
        f"{JOKER_IN_HAND_TEXT[line['joker_in_hand']]}."
    )


def _card_points_line(line: Any) -> str:
    pictures = "10 each" if line["picture_cards_ten"] else "Jack 11, Queen 12, King 13"
    return (
        f"Points per card (rules 2.1 and 6.1): Ace 1, two to ten at face value, {pictures}; "
        f"a seven left in hand counts {line['seven_in_hand']}, and four cards of one rank in "
        "hand count nothing."
    )


RULE_LINES: dict[str, Callable[[Any], str]] = {
    "direction": lambda line: (
        f"Direction of play (rule 1.5): the dealer plays first; under these rules turns "
        f"then pass {line['direction']} round the table."
    ),
    "dealer": lambda line: "The dealer (rule 1.3): whoever won the last round deals the next one.",
    "card-points": _card_points_line,
    "melds": lambda line: (
        "Melds (rule 3): a set is three or four cards of one rank; a run is three or more "
        "cards of one suit in sequence. Sevens are special: a seven laid alone is a meld, a "
        "lone seven, and a run holding a seven needs only two cards (6-7 or 7-8)."
    ),
    "draw": lambda line: (
        "Draw (rule 4.1): take the top card of the stock, or the top discard, but the "
        "discard only to lay it at once in a new meld from your own hand, never to keep it "
        "or to lay it off."
    ),
    "lay-off": lambda line: (
        "Lay off (rule 4.3): you may add cards to melds on the table only once you have laid "
        "a new meld of your own from hand, this turn or earlier, and each meld must stay valid."
    ),
    "endings": lambda line: (
        "How a round ends (rule 5): a Blast, a knock, going out, four sevens or an empty stock."
    ),
    "blast": lambda line: (
        "Blast (rule 5.1): at the start of your own turn, before you have laid any meld, add "
        "up all seven cards at face value (sevens 7, a quad in full). At most "
        f"{line['sopang_max']} is a Sopang, at least {line['daepang_min']} a Daepang; either "
        "wins at once."
    ),
    "no-blast": lambda line: (
        "Blast (rule 5.1): with picture cards at 10, these rules play no Blast at all."
    ),
    "knock": lambda line: (
        "Knock (rule 5.2): at the start of your turn you may stop holding no more points than "
        "the knock limit, counted as a settlement counts them; under these rules "
        f"{KNOCK_NEEDS_TEXT[line['knock_needs']]}."
    ),
    "knock-undercut": lambda line: (
        "Knock (rule 5.2): the knocker wins only with strictly the fewest points. Anyone "
        "holding the same or fewer undercuts the knock, and the knocker loses."
    ),
    "going-out": _going_out_line,
    "four-sevens": lambda line: (
        "Four sevens (rule 5.4): a player holding all four sevens in hand, none melded, may "
        "stop and win."
    ),
    "end-of-stock": _end_of_stock_line,
    "best-arrangement": lambda line: (
        "Best arrangement (rules 3 and 6.1): lay the melds that leave the fewest points in "
        f"hand. What stays is counted: sevens count {line['seven_in_hand']}, four cards of "
        "one rank score nothing."
    ),
    "payment": lambda line: (
        "Payment (rules 6.2 to 6.4): losers are ranked by points, fewest first, and pay 1, 2, "
        "3 … stakes (tied losers pay the higher number); each doubling multiplies by 2. After "
        "an undercut knock the knocker pays every loser's payment; after a Perfect fed by "
        "a discard, the feeder does."
    ),
    "doublings": _doublings_line,
    "who-pays": lambda line: (
        "Who pays (rule 6.4): when a Perfect is completed with another player's discard, that "
        "player pays every loser's payment, their own included, and the other losers pay "
        "nothing."
    ),
    "hoola-doubles": _hoola_doubles_line,
    "six-seven": lambda line: (
        "Six or seven players (rule 7.6): a player forced to drop out is paid for each "
        "seven, three-card set and suited sequence in hand; one who chose to drop out gets "
        "nothing."
    ),
    "claim": _claim_line,
    "jokers": _jokers_line,
    "deal": lambda line: (
        "The deal (rules 1.1, 1.2 and 1.4): two to five play"
        + (", six or seven with one or two sitting out" if line["six_seven_players"] else "")
        + "; the pack is 52 cards"
        + (f" and {plural(line['jokers'], 'joker')}" if line["jokers"] else "")
        + "; each player gets seven cards, one at a time, one card is turned up to start the "
        "discards and the rest are the stock."
    ),
    "card-values": lambda line: (
        "Card values (rules 2.1, 2.2 and 2.4): Ace 1, two to ten at face value, "
        + (
            "Jack, Queen and King 10 each"
            if line["picture_cards_ten"]
            else "Jack 11, Queen 12, King 13"
        )
        + f"; a seven left in hand counts {line['seven_in_hand']}."
    ),
    "money-balances": lambda line: (
        "Money balances (rule 6.6): what the winner collects is exactly what the losers pay."
    ),
    "undercut-penalty": lambda line: (
        "The undercut penalty (rules 6.4 and 7.11): an undercut knocker hands each opponent "
        + (
            f"{plural(line['undercut_penalty'], 'stake')}"
            if line["undercut_penalty"]
            else "a fixed number of stakes agreed before play"
        )
        + ", and that is the only money that changes hands."
    ),
    "knock-limits": lambda line: (
        "Knock limits by table size (rules 5.2 and 7.7): "
        + (
            ", ".join(f"{v} for {k} players" for k, v in line["knock_limit"])
            if isinstance(line["knock_limit"], tuple)
            else f"{line['knock_limit']} points for every table size"
        )
        + "; a player may knock holding at most the limit for the number playing."
    ),
}
"""The words of each rule line (:mod:`tutor.engine.rule_lines`), by its code."""


def rule_line_sentence(line: Any) -> str:
    """A :class:`~tutor.engine.rule_lines.RuleLine` in plain English, named as the rule
    book names the rule ("Knock (rule 5.2): …")."""
    return RULE_LINES[line.code](line)


# -- the store's problems: the catalog's store.ftl ------------------------------------------

STORE_SETS = ("store-error", "progress-error", "store-unavailable")
"""The store's closed sets of problems: :data:`tutor.store.errors.StoreErrorCode`,
:data:`~tutor.store.errors.ProgressErrorCode`, :data:`tutor.store.db.StoreUnavailableCode`
(the three never share a code)."""


def store_error_sentence(code: str, values: Any) -> str:
    """One of the store's problems in the language in force, from its ``code`` and
    values."""
    for closed_set in STORE_SETS:
        msg_id = f"{closed_set}-{code}"
        if has(msg_id):
            return text(msg_id, point="", **arguments(msg_id, values))
    raise KeyError(code)


def renders(closed_set: str, code: str) -> bool:
    """Whether the explainer has words for ``code`` of the named closed set (a test checks
    every code of every set); a reason code of the engine's own sets otherwise. A code
    whose message is in the catalog (``<set>-<code>``) renders."""
    if has(f"{closed_set}-{code}", "en"):
        return True
    return code in _closed_sets().get(closed_set, _RENDER)


_AREAS = ("lessons", "quiz", "play", "ledger", "progress")
"""The sibling modules with the sentences of the layers above the engine; each names the
closed sets it renders in ``CLOSED_SETS``."""


@functools.cache
def _closed_sets() -> dict[str, Any]:
    """Every named closed set with its words, the siblings' included (imported on first use:
    they import this module)."""
    sets: dict[str, Any] = {
        "verdict": VERDICT_TITLES, "doubling": DOUBLING_SHORT,
        "compensation": COMPENSATION_ITEMS,
        "as-entered": AS_ENTERED, "step-stage": STEP_STAGES,
        "rule-line": RULE_LINES,
    }  # fmt: skip
    for area in _AREAS:
        sets.update(importlib.import_module(f"tutor.words.{area}").CLOSED_SETS)
    return sets
