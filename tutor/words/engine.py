"""The engine's reasons and titles in the language in force, from the catalogs.

Every result of the engine carries :class:`~tutor.engine.reasons.Reason` values (a code, the
rule-book point, the numbers, cards and names involved). Their messages are in the catalog
files ``melds.ftl``, ``arrangement.ftl``, ``count.ftl``, ``endings.ftl``, ``settlement.ftl``
and ``rule-lines.ftl`` (id ``<closed set>-<code>``): :func:`sentence` renders one reason,
:func:`sentences` a sequence, :func:`verdict_title` names what an ending's verdict found,
:func:`rule_line_sentence` states one rule under the rules in force. The arguments a message
derives from a reason's values (a list of melds, the first card of a kind) are registered in
:data:`tutor.words.derived.ARGS` below: numbers, cards and names only, never words.
"""

from __future__ import annotations

import functools
import importlib
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

from tutor.engine.cards import Card, format_cards
from tutor.engine.reasons import Reason
from tutor.words import derived
from tutor.words.catalog import has, text
from tutor.words.derived import arguments
from tutor.words.numbers import listing


class Titles(Mapping[str, str]):
    """Read-only words for each code of a closed set, written when read (so in the language
    in force): ``ENDING_TITLES["knock"]`` is the catalog's ``ending-title`` for ``knock``."""

    def __init__(self, codes: Iterable[str], write: Callable[[str], str]) -> None:
        self._codes = tuple(codes)
        self._write = write

    def __getitem__(self, code: str) -> str:
        if code not in self._codes:
            raise KeyError(code)
        return self._write(code)

    def __iter__(self) -> Iterator[str]:
        return iter(self._codes)

    def __len__(self) -> int:
        return len(self._codes)


def ending_title(ending: str) -> str:
    """An ending's name (rule book 5): ``"going-out"`` → ``"Going out"``."""
    return text("ending-title", ending=ending)


def knock_needs_text(needs: str) -> str:
    """The melding condition of a knock for a value of the ``knock_needs`` switch (5.2)."""
    return text("knock-needs", needs=needs)


def joker_in_hand_text(option: str) -> str:
    """What a joker left in hand is worth under an option of rule 7.9."""
    return text("rules-joker-in-hand", option=option)


ENDING_TITLES: Mapping[str, str] = Titles(
    ("blast", "knock", "going-out", "four-sevens", "stock"), ending_title
)
"""Each ending's name."""

KNOCK_NEEDS_TEXT: Mapping[str, str] = Titles(
    ("other-melded", "knocker-and-other", "none"), knock_needs_text
)
"""The melding condition of a knock, for each value of the ``knock_needs`` switch."""

JOKER_IN_HAND_TEXT: Mapping[str, str] = Titles(
    ("double", "quintuple", "zero", "fourteen-triple", "twenty", "thirty"), joker_in_hand_text
)
"""What a joker left in hand is worth under each option of rule 7.9."""


def meld_headline(kind: str | None) -> str:
    """What a meld check found, in one line: ``"A meld: a run."`` for the kind of a valid
    meld, ``"Not a meld."`` for ``None``."""
    return text("meld-headline", kind=kind)


def meld_kind_name(kind: str) -> str:
    """The words for a meld's kind: ``"lone seven"`` for ``"seven"`` (rule book 3)."""
    return text("meld-kind", kind=kind)


def verdict_title(kind: str) -> str:
    """The title of a verdict kind (``"perfect"`` → ``"Perfect (Hoola)"``)."""
    return text(f"verdict-{kind}")


def verdict_number(key: str) -> str:
    """The name of a verdict's number: ``sopang_max`` is "Sopang up to"."""
    return text(f"verdict-number-{key}")


def cards(value: Iterable[Card]) -> str:
    """Cards as the tutor shows them: ``7♥ 8♥``."""
    return format_cards(value, pretty=True)


def doubling_short(doubling: Any) -> str:
    """A doubling in a few words: ``seven 1/2``, ``never melded``, ``Perfect``, ``undercut``."""
    return text(f"doubling-{doubling.kind}", **doubling.why.values)


def compensation_item(kind: str, held: Sequence[Card]) -> str:
    """One item a player forced out is paid for: "the seven 7♥", "the set 9♣ 9♦ 9♥"."""
    return text(f"compensation-{kind}", cards=tuple(held))


def step_title(step: Any) -> str:
    """The title of a settlement step (``Ann wins``, ``Bo: ×2 → 4``, ``Bo owes 4``)."""
    return text(
        f"step-stage-{step.stage}",
        payee=step.payee,
        payer=step.payer,
        loser=step.loser,
        running=step.running,
        factor=step.factor,
    )


def as_entered(item: Any) -> str:
    """One thing taken on trust: ``Kim: the four sevens, as entered``."""
    return text(f"as-entered-{item.code}", player=item.player)


def showdown_sentence(name: str, reason: Reason) -> str:
    """A ``showdown-lays`` reason told of the player who laid the melds (rule book 5.5)."""
    return text("settle-showdown-lays-by", name=name, melds=_comma_melds(reason["melds"]))


def rule_line_sentence(line: Any) -> str:
    """A :class:`~tutor.engine.rule_lines.RuleLine` in words, named as the rule book names
    the rule ("Knock (rule 5.2): …")."""
    msg_id = f"rule-line-{line.code}"
    return text(msg_id, **arguments(msg_id, line.values))


def sentence(reason: Reason) -> str:
    """One reason in the language in force: the catalog's message ``<set>-<code>``."""
    msg_id = f"{reason.closed_set}-{reason.code}"
    return text(msg_id, point=reason.point, **arguments(msg_id, reason.values))


def sentences(reasons: Iterable[Reason]) -> tuple[str, ...]:
    """Each reason in the language in force, in order."""
    return tuple(sentence(r) for r in reasons)


# -- the arguments the messages derive (numbers, cards and names; never words) -------------

V = Mapping[str, Any]


def _comma_melds(melds: Iterable[Iterable[Card]]) -> str:
    return ", ".join(cards(m) for m in melds)


def _listed_melds(melds: Iterable[Iterable[Card]]) -> str:
    return listing([cards(m) for m in melds])


def _mixed(v: V) -> dict[str, Any]:
    """Two pairs that really differ: one in rank, one in suit (never a pair of one rank
    offered as the rank mismatch)."""
    real = [c for c in v["cards"] if not c.is_joker]
    first = real[0]
    a = next((c for c in real[1:] if c.rank != first.rank), v["a"])
    b = next((c for c in real[1:] if c.suit != first.suit), v["b"])
    return {"first": first, "a": a, "b": b, "first_suit": first.suit, "b_suit": b.suit}


def _go_out_parts(v: V) -> dict[str, Any]:
    parts = []
    if v["melds"]:
        parts.append(text("ending-part-lay", first=True, melds=_listed_melds(v["melds"])))
    for added, meld in v.get("layoffs", ()):
        parts.append(
            text("ending-part-lay-off", first=not parts, added=tuple(added), meld=tuple(meld))
        )
    return {"parts": ", ".join(parts)}


def _winning_draws(v: V) -> dict[str, Any]:
    drawn: Sequence[Card] = v["cards"]
    shown = cards(drawn[:12]) + (" …" if len(drawn) > 12 else "")
    return {"first": drawn[0] if drawn else "", "shown": shown}


def _compensation(v: V) -> dict[str, Any]:
    return {"items": "; ".join(compensation_item(k, held) for k, held in v["items"])}


def _points_counted(v: V) -> dict[str, Any]:
    entries = (
        text("settle-counted-entry", name=n, points=p, by_count=by) for n, p, by in v["counts"]
    )
    return {"counts": "; ".join(entries)}


def _knock_limits(v: V) -> dict[str, Any]:
    limit = v["knock_limit"]
    if not isinstance(limit, tuple):
        return {"table": None, "limit": limit}
    entries = (text("rule-line-knock-limit-entry", players=k, limit=x) for k, x in limit)
    return {"table": ", ".join(entries), "limit": 0}


derived.ARGS.update(
    {
        "meld-mixed": _mixed,
        "meld-run-gap": lambda v: {"also_count": len(v["also"]), "also": cards(v["also"])},
        "meld-joker-stands-for": lambda v: {"stands": ", ".join(c.pretty for c in v["cards"])},
        "arrangement-equally-good": lambda v: {"melds": _listed_melds(v["melds"])},
        "ending-go-out-lay": _go_out_parts,
        "ending-winning-draws": _winning_draws,
        "settle-showdown-lays": lambda v: {"melds": _comma_melds(v["melds"])},
        "settle-undercut-by": lambda v: {
            "under": ", ".join(f"{n} ({p})" for n, p in v["under"]),
            "under_count": len(v["under"]),
            "first_under": v["under"][0][0] if v["under"] else "",
        },
        "settle-tie-fewest-cards": lambda v: {"names": listing(v["names"])},
        "settle-tie-turn-order": lambda v: {"names": listing(v["names"])},
        "settle-points-counted": _points_counted,
        "settle-position-tied": lambda v: {"tied": ", ".join(v["tied"])},
        "settle-forced-out-compensation": _compensation,
        "settle-net-result": lambda v: {"net": ", ".join(f"{n} {x:+d}" for n, x in v["net"])},
        "rule-line-knock": lambda v: {"needs": v["knock_needs"]},
        "rule-line-jokers": lambda v: {"option": v["joker_in_hand"]},
        "rule-line-knock-limits": _knock_limits,
    }
)


# -- kept for the areas not converted yet (their helpers remove the last calls) ------------


def _s(n: float, word: str = "s") -> str:
    return word if n != 1 else ""


def plural(n: float, word: str = "stake") -> str:
    """``n`` and the word, singular for exactly one: '1 stake', '2 stakes', '0.5 stakes'.
    English only: new messages choose plural forms in the catalog."""
    number = str(n) if isinstance(n, int) else f"{n:g}"
    return f"{number} {word}{_s(n)}"


# -- errors (what the engine refuses, and why) ------------------------------------------------

ROLES: dict[str, str] = {"winner": "winner", "knocker": "knocker", "discarder": "discarder"}
"""How each role a record names is named in an error."""


def _players(n: int, most: int, variant: bool) -> str:
    extra = "" if variant else " (7 with the six-or-seven-player variant)"
    return f"{n} players listed: Hoola is for at most {most}{extra}"


def _count_low(e: Any) -> str:
    jokers = f" and {plural(e['jokers'], 'joker')}" if e["jokers"] else ""
    return (
        f"{e['name']}: {e['points']} points entered, but a hand with "
        f"{plural(e['sevens'], 'seven')}{jokers} counts at least {e['least']}"
    )


NOT_VALID: dict[str, str] = {
    "record": "the record is",
    "game": "the game is",
    "rules": "the rules are",
}
"""What a ``not-valid`` error is about, as the subject of its sentence."""


def _not_valid(e: Any) -> str:
    parts = [f"{where or e['what']}: {error_sentence(problem)}" for where, problem in e["problems"]]
    more = f" (and {e['more']} more)" if e["more"] else ""
    return f"{NOT_VALID[e['what']]} not valid: " + "; ".join(parts) + more


def _bound(e: Any) -> str:
    ops = (("ge", "at least"), ("gt", "more than"), ("le", "at most"), ("lt", "less than"))
    return " and ".join(f"{words} {e[k]}" for k, words in ops if k in e.values) or "in range"


def _way(e: Any) -> str:
    return f"with {e['direction']} play from the dealer {e['dealer']} and no claims out of turn"


_ERROR: dict[str, Callable[[Any], str]] = {
    "input-too-large": lambda e: (
        f"{e['what']} is too large ({e['size']:,} {e['unit']}; the limit is {e['limit']:,})"
        if "size" in e.values
        else f"{e['what']} is larger than {e['limit']:,} {e['unit']}"
    ),
    "input-not-utf8": lambda e: f"{e['what']} is not UTF-8 text (is it a binary or UTF-16 file?)",
    "input-not-text": lambda e: f"{e['what']} must be text, not {e['kind']}",
    "input-number-too-long": lambda e: (
        f"{e['what']} has {e['digits']} digits; the limit is {e['limit']}"
        if "digits" in e.values
        else f"{e['what']} holds a number longer than {e['limit']} digits"
    ),
    "input-number-not-allowed": lambda e: f"{e['name']} is not a number JSON allows",
    "input-too-deep": lambda e: f"{e['what']} is nested more than {e['limit']} levels deep",
    "input-too-many": lambda e: (
        f"{e['what']} holds too many values (about {e['count']:,}; the limit is {e['limit']:,})"
    ),
    "input-not-json": lambda e: (
        f"{e['what']} is not valid JSON (line {e['line']}, column {e['column']}: {e['detail']})"
    ),
    "input-not-finite": lambda e: f"{e['what']} holds a number that is not finite ({e['value']})",
    "no-such-card": lambda e: f"there is no card with rank {e['rank']!r} and suit {e['suit']!r}",
    "card-not-text": lambda e: f"{e['value']} is not a card: give cards as text such as '7h'",
    "card-too-short": lambda e: (
        f"{e['token']} is not a card: write a rank and a suit, such as 7h or 10♠"
    ),
    "not-a-suit": lambda e: (
        f"{e['token']} is not a card: {e['suit']} is not a suit (use c, d, h, s or ♣ ♦ ♥ ♠)"
    ),
    "not-a-rank": lambda e: (
        f"{e['token']} is not a card: {e['rank']} is not a rank (use A, 2–10, J, Q or K)"
    ),
    "rules-not-rules": lambda e: f"the rules must be a Rules object, not {e['value']}",
    "cards-too-long": lambda e: (
        f"the cards are {e['size']:,} characters long; the limit is {e['limit']:,}"
    ),
    "too-many-cards": lambda e: f"{e['count']:,} cards given; the limit is {e['limit']}",
    "cards-not-text": lambda e: f"cards must be text such as '7h 8h 9h', not {e['value']}",
    "jokers-off": lambda e: (
        "jokers are not in play under these rules (set 'jokers' to 1 or 2 to use them)"
    ),
    "jokers-over": lambda e: (
        f"{e['count']} jokers given, but only {e['allowed']} "
        f"{'is' if e['allowed'] == 1 else 'are'} in play"
    ),
    "card-twice": lambda e: (
        f"{e['card']} appears {e['times']} times, but there is only one {e['card']} in the deck"
    ),
    "hand-too-big": lambda e: (
        f"this hand has {e['size']} cards: a player holds at most {e['start']} at the start of "
        f"a turn, {e['drawn']} just after drawing"
    ),
    "not-a-meld": lambda e: f"{e['text']} is not a meld: {sentence(e['why'])}",
    "not-valid": _not_valid,
    "field-missing": lambda e: "this field is required",
    "field-unknown": lambda e: f"is not a field of a {e['what']}",
    "field-too-long": lambda e: f"is longer than {e['max_length']}",
    "field-too-short": lambda e: f"is shorter than {e['min_length']}",
    "field-not-whole-number": lambda e: "must be a whole number",
    "field-not-number": lambda e: "must be a number",
    "field-not-true-false": lambda e: "must be true or false",
    "field-not-text": lambda e: "must be text",
    "field-not-list": lambda e: "must be a list",
    "field-not-object": lambda e: "must be an object",
    "field-not-one-of": lambda e: f"must be one of {e['expected']}",
    "field-out-of-range": lambda e: f"must be {_bound(e)}",
    "field-read-only": lambda e: "cannot be changed: make a changed copy instead",
    "field-invalid": lambda e: f"is not valid ({e['detail']})",
    "daepang-range": lambda e: (
        f"daepang_min {e['value']} is out of range: a Daepang needs 50 to 91 (a seven-card "
        "hand totals 7 to 91)"
    ),
    "knock-table-empty": lambda e: "a knock-limit table needs at least one player count",
    "knock-table-count": lambda e: f"knock-limit table has player count {e['players']}: use 2 to 5",
    "knock-limit-range": lambda e: "a knock limit must be between 0 and 91 points",
    "penalty-range": lambda e: f"undercut_penalty {e['value']} must be 1 to 100 stakes, or unset",
    "jokers-range": lambda e: f"jokers must be 0, 1 or 2, not {e['value']}",
    "compensation-range": lambda e: (
        f"dropout_compensation {e['value']} must be 0 to 10 stakes in quarter stakes (e.g. 0.25)"
    ),
    "knock-table-missing": lambda e: (
        f"the knock-limit table gives no value for {e['players']} players (only for "
        f"{', '.join(map(str, e['counts']))}): the rules in force must state one"
    ),
    "no-such-preset": lambda e: (
        f"there is no preset named {e['name']}: choose one of {', '.join(e['presets'])}"
    ),
    "rules-not-object": lambda e: f"rules must be a preset name or an object, not {e['value']}",
    "no-such-rule": lambda e: f"there is no rule named {e['name']}",
    "knock-table-keys": lambda e: f"knock-limit table keys must be player counts, not {e['value']}",
    "name-blank": lambda e: "a player's name cannot be blank",
    "counts-without-points": lambda e: (
        f"{e['name']}: 'sevens' and 'jokers' go with 'points', which is missing"
    ),
    "hand-and-points": lambda e: (
        f"{e['name']}: give either the hand or the points counted in it, not both"
    ),
    "points-range": lambda e: (
        f"{e['name']}: {e['points']} points entered; points in hand are a whole number from 0 "
        f"to {e['most']}"
    ),
    "sevens-range": lambda e: (
        f"{e['name']}: {e['sevens']} sevens entered; a hand holds from 0 to 4 sevens"
    ),
    "jokers-range-entered": lambda e: (
        f"{e['name']}: {e['jokers']} jokers entered; a hand holds from 0 to 4 jokers"
    ),
    "record-not-object": lambda e: (
        "a round record must be a JSON object with 'ending' and 'players'"
    ),
    "record-wrong-kind": lambda e: f"the record holds a value of the wrong kind ({e['detail']})",
    "count-jokers-off": lambda e: (
        f"{e['name']}: {plural(e['jokers'], 'joker')} entered, but these rules play without jokers"
    ),
    "count-jokers-over": lambda e: (
        f"{e['name']}: {plural(e['jokers'], 'joker')} entered, but only {e['allowed']} are in play"
    ),
    "count-sevens-at-showdown": lambda e: (
        f"{e['name']}: {plural(e['sevens'], 'seven')} entered, but at the end of the stock "
        "every player lays what melds they can, and a seven alone is a meld: enter the points "
        "and sevens left after laying them (0 sevens)"
    ),
    "count-below-least": _count_low,
    "count-above-most": lambda e: (
        f"{e['name']}: {e['points']} points entered, but a hand of {e['held']} cards with "
        f"{plural(e['sevens'], 'seven')} counts at most {e['most']} under these rules"
    ),
    "in-rules": lambda e: f"rules: {error_sentence(e['cause'])}",
    "in-hand": lambda e: f"{e['name']}'s hand: {error_sentence(e['cause'])}",
    "across-hands": lambda e: f"across all hands: {error_sentence(e['cause'])}",
    "too-few-players": lambda e: f"a round needs at least {e['least']} players, not {e['players']}",
    "too-many-players": lambda e: _players(e["players"], e["most"], e["variant"]),
    "name-twice": lambda e: f"the name {e['name']} is used twice: every player needs their own",
    "dealer-not-player": lambda e: f"the dealer {e['name']} is not one of the players",
    "forced-out-by-count": lambda e: (
        f"{e['name']} was forced out and is paid for the sevens, sets and runs in hand: give "
        f"{e['name']}'s cards, not a count"
    ),
    "went-out-with-points": lambda e: (
        f"{e['name']} went out, so holds no cards, but {e['points']} points were entered"
        + (f" with {plural(e['sevens'], 'seven')}" if e["sevens"] else "")
    ),
    "four-sevens-count": lambda e: (
        f"{e['name']} won with four sevens, but {e['sevens']} sevens were entered for "
        f"{e['name']}'s hand"
    ),
    "card-in-two-hands": lambda e: (
        f"{e['card'].pretty} is in both {e['first']}'s and {e['second']}'s hands"
    ),
    "too-many-in-all": lambda e: (
        f"across all hands: {e['total']} {e['what']}s "
        f"({', '.join(f'{n} {v}' for n, v in e['held'])}), but only {e['most']} are in play"
    ),
    "dropout-not-variant": lambda e: (
        f"{e['name']} is marked as dropped out, but only the six-or-seven-player variant has "
        "players drop out"
    ),
    "dropouts-count": lambda e: (
        f"with {e['players']} at the table exactly {e['needed']} must drop out so that five "
        f"play, but {e['dropped']} did"
    ),
    "dropout-five-or-fewer": lambda e: "with five or fewer at the table nobody drops out",
    "dealer-dropped": lambda e: f"the dealer {e['name']} may not drop out",
    "forced-out-early": lambda e: (
        f"{e['name']} is marked as forced out, but fewer than four players before them had "
        "chosen to play, so they could still choose"
    ),
    "chose-out-late": lambda e: (
        f"{e['name']} is marked as choosing to drop out, but four players had already chosen "
        "to play, so they were forced out"
    ),
    "went-out-with-cards": lambda e: (
        f"{e['name']} went out, so holds no cards, but the record gives {e['name']} "
        f"{format_cards(e['cards'])}"
    ),
    "held-too-many": lambda e: (
        f"{e['name']} holds {e['size']} cards: at the end of a round a hand has at most {e['most']}"
    ),
    "melded-without-turn": lambda e: f"{e['name']} never had a turn, so cannot have melded",
    "unmelded-hand-size": lambda e: (
        f"{e['name']} never melded, so holds 7 cards at the end of the round, not {e['size']} "
        "(mark the player as having melded, or give all 7 cards)"
    ),
    "melded-hand-size": lambda e: f"{e['name']} melded, so cannot still hold {e['size']} cards",
    "role-not-player": lambda e: f"the {ROLES[e['role']]} {e['name']} is not one of the players",
    "role-dropped-out": lambda e: (
        f"the {ROLES[e['role']]} {e['name']} dropped out and did not play this round"
    ),
    "winner-missing": lambda e: f"a {ENDING_TITLES[e['ending']]} record must name the winner",
    "winner-given": lambda e: (
        f"for a {ENDING_TITLES[e['ending']]} the engine finds the winner: leave 'winner' out"
        + (" and name the knocker" if e["ending"] == "knock" else "")
    ),
    "knocker-missing": lambda e: "a knock record must name the knocker",
    "knocker-not-knock": lambda e: (
        f"'knocker' belongs to a knock, but this round ended by {ENDING_TITLES[e['ending']]}"
    ),
    "perfect-not-going-out": lambda e: (
        f"a Perfect is a way of going out, but this round ended by {ENDING_TITLES[e['ending']]}"
    ),
    "feeder-not-perfect": lambda e: (
        "'perfect_discard_by' is given, but the round was not a Perfect"
    ),
    "feeder-is-winner": lambda e: (
        "the Perfect was completed with another player's discard, so the discarder cannot be "
        "the winner"
    ),
    "feeder-no-turn": lambda e: f"{e['name']} never had a turn, so discarded nothing",
    "feeder-not-before": lambda e: (
        f"{e['feeder']} cannot have discarded the card that completed {e['winner']}'s Perfect: "
        f"with {e['direction']} play and no claims out of turn, only {e['before']}, who plays "
        f"just before {e['winner']}, can have thrown it"
    ),
    "turn-order-gap": lambda e: (
        f"{e['late']} had a turn but {e['missing']} did not, though {e['missing']} plays first "
        f"({_way(e)})"
    ),
    "second-turn-early": lambda e: (
        f"{e['missing']} never had a turn, but {e['current']} had had one already: everyone "
        f"plays once before {e['current']}'s second turn"
    ),
    "turn-not-reached": lambda e: (
        f"{e['missing']} never had a turn, but plays before {e['current']} ({_way(e)}): the "
        f"round cannot have reached {e['current']}'s turn without it"
    ),
    "blast-melded": lambda e: f"{e['name']} had melded, so could not stop with a Blast",
    "no-blast-rules": lambda e: "these rules play no Blast",
    "not-a-blast": lambda e: (
        f"{e['name']}'s hand is not a Blast under these rules: {sentence(e['why'])}"
    ),
    "four-sevens-missing": lambda e: (
        f"{e['name']} does not hold all four sevens in hand ({sentence(e['why'])}), so cannot "
        "win with four sevens"
    ),
    "perfect-melded": lambda e: (
        f"a Perfect needs a winner who had laid no meld before the last turn, but {e['name']} "
        "is marked as having melded"
    ),
    "perfect-turns-waiting": lambda e: (
        "a Perfect counts only after every other player has had a turn, but "
        f"{', '.join(e['waiting'])} had not"
    ),
    "could-not-knock": lambda e: f"{e['name']} could not knock: {sentence(e['why'])}",
    "tie-needs-cards": lambda e: (
        f"{' and '.join(e['names'])} tie, and the tie rule in force gives it to the player "
        f"holding fewer cards: give {', '.join(e['counted'])}'s cards, not a count"
    ),
    "rulebook-heading": lambda e: f"rulebook.md: heading {e['line']!r} has no number or anchor",
    "no-such-point": lambda e: f"the rule book has no point {e['ref']}",
    "no-such-source": lambda e: f"the rule book names no source {e['key']}",
    "too-few-unseen": lambda e: f"{e['need']} cards to deal but only {e['unseen']} unseen",
}


def error_sentence(error: Any) -> str:
    """An engine error (a :class:`~tutor.engine.errors.HoolaError`) in plain English: its
    code and values worded (an error without a code is a sentence already)."""
    if error.code is None:
        return str(error)
    if error.code not in _ERROR:  # a code worded in a catalog (the ledger's)
        from tutor.words import write_error

        return write_error(error)
    return agree(_ERROR[error.code](error))


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
    ``You wins`` becomes ``You win``. Only for sentences not in a catalog yet: a catalog
    message selects on the name instead."""

    def base(m: re.Match[str]) -> str:
        then = f" and {_SECOND_PERSON[m.group(2)]}" if m.group(2) else ""
        return f"You {_SECOND_PERSON[m.group(1)]}{then}"

    return _YOU.sub(base, text)


# -- the store's problems (tutor.store.errors) ----------------------------------------------

STORE_ERRORS: dict[str, Callable[[Any], str]] = {
    "not-an-export": lambda v: (
        f'this is not a Hoola Tutor {v["what"]} export (expected "format": "{v["fmt"]}")'
    ),
    "export-version": lambda v: (
        f"unsupported {v['what']} export version {v['found']}: this version of Hoola Tutor "
        f"reads version {v['version']}"
    ),
    "no-game": lambda v: 'the file has no "game" object',
    "no-checksum": lambda v: 'the file has no "checksum", so it cannot be checked',
    "checksum-mismatch": lambda v: (
        "the file's contents do not match its checksum: it was changed or damaged after export"
    ),
    "rounds-not-list": lambda v: '"game.rounds" must be a list of round records',
    "game-saved": lambda v: (
        f"this game is already saved (as {v['name']!r}); nothing was imported - import it as "
        "a copy, or delete the saved one first"
    ),
    "game-id-saved": lambda v: (
        f"a game with id {v['game_id']!r} is already saved; nothing was changed"
    ),
    "game-changed": lambda v: (
        f"the game changed in another window (it now has {v['rounds']} rounds, not "
        f"{v['expected']}); nothing was changed - look again and retry"
    ),
    "no-such-game": lambda v: f"there is no saved game with id {v['game_id']!r}",
}
"""The words of each of the store's problems, by its code."""


def _export_problems(v: Any) -> str:
    problems = zip(v["problems"], v["words"], strict=True)
    parts = [f"{where}: {words}" for (where, _), words in problems]
    more = f" (and {v['more']} more)" if v["more"] else ""
    return f"invalid progress export: {'; '.join(parts)}{more}"


PROGRESS_ERRORS: dict[str, Callable[[Any], str]] = {
    "name-not-text": lambda v: f"learner name must be text, not {v['got']}",
    "name-empty": lambda v: f"learner name is empty; type a name of 1 to {v['limit']} characters",
    "name-too-long": lambda v: (
        f"learner name {v['name']!r}... is {v['size']} characters long; the limit is {v['limit']}"
    ),
    "name-control": lambda v: f"learner name {v['name']!r} contains control characters",
    "text-empty": lambda v: f"{v['what']} must be non-empty text, got {v['got']}",
    "text-too-long": lambda v: f"{v['what']} {v['got']} is too long or has control characters",
    "text-not-stored": lambda v: (
        f"{v['what']} {v['got']} has spaces around it or control characters"
    ),
    "tags-not-list": lambda v: (
        f"{v['what']} must be a list of tags like ['§3', '§5.2'], got {v['got']}"
    ),
    "tag-twice": lambda v: "rule_tags lists a tag twice",
    "leitner-tag-twice": lambda v: "leitner lists a rule tag twice",
    "seed-range": lambda v: f"{v['what']} must be a 64-bit integer, got {v['got']}",
    "correct-not-bool": lambda v: f"{v['what']} must be True or False, got {v['got']}",
    "time-taken-range": lambda v: f"{v['what']} must be a number of seconds >= 0, got {v['got']}",
    "time-out-of-range": lambda v: (
        f"{v['what']} must be a moment from year 1 to 9999 in UTC, got {v['got']}"
    ),
    "no-such-learner": lambda v: f"there is no learner named {v['name']!r} to export",
    "learner-has-answers": lambda v: (
        f"learner {v['name']!r} already has {v['held']} recorded answers; nothing was "
        "imported - import under another name, or pass overwrite=True to replace them"
    ),
    "export-invalid": _export_problems,
    "pin-not-text": lambda v: f"a PIN must be text, not {v['got']}",
    "pin-length": lambda v: (
        f"a PIN or password needs {v['low']} to {v['high']} characters; this one has {v['size']}"
    ),
    "name-taken": lambda v: (
        f"there is already a profile called {v['name']!r}; choose another name, or sign in "
        "with that profile's PIN"
    ),
    "no-such-profile": lambda v: f"there is no learner named {v['name']!r}",
    "not-an-id": lambda v: (
        f"{v['what']} must be a short id of lowercase letters, digits, - or _, got {v['got']}"
    ),
    "count-range": lambda v: (
        f"{v['what']} must be a whole number from 0 to {v['limit']}, got {v['got']}"
    ),
    "no-stars": lambda v: "a step done earns at least 1 star",
    "step-index-range": lambda v: f"{v['what']} must be a whole number from 0, got {v['got']}",
}
"""The words of each problem the progress store finds in its input
(:data:`tutor.store.errors.ProgressErrorCode`), by its code."""


def _newer(v: Any) -> str:
    where = f"cannot use {v['path']}: " if "path" in v else ""
    return (
        f"{where}this database was written by a newer version of Hoola Tutor (schema "
        f"{v['found']}); this version understands up to {v['known']}; nothing was changed"
    )


def _game_damaged(v: Any) -> str:
    detail = v.get("detail") or "the rounds are not numbered 1, 2, 3, …"
    return (
        f"the saved game {v['game_id']!r} in {v['path']} is damaged ({detail}); it was left "
        "untouched"
    )


STORE_UNAVAILABLE: dict[str, Callable[[Any], str]] = {
    "locked": lambda v: (
        f"the progress database {v['path']} is locked by another program or window and "
        "stayed busy too long; try again in a moment"
    ),
    "read-only": lambda v: (
        f"the progress database {v['path']} is read-only (or its folder is); nothing can be "
        "saved there - check the file's permissions or set HOOLA_TUTOR_DB to another path"
    ),
    "damaged": lambda v: (
        f"the progress database {v['path']} is damaged or is not a Hoola Tutor database "
        f"({v['detail']}); it was left untouched - move it aside to start a fresh one"
    ),
    "not-hoola": lambda v: (
        f"{v['path']} is another program's SQLite database, not a Hoola Tutor one; it was "
        "left untouched - set HOOLA_TUTOR_DB to another path"
    ),
    "opened-read-only": lambda v: (
        f"the progress database {v['path']} is damaged ({v['detail']}); it was opened "
        "read-only: what it holds can still be seen and exported, nothing new is saved and "
        "the file is left untouched - move it aside to start a fresh one"
    ),
    "game-damaged": _game_damaged,
    "too-new": _newer,
    "cannot-open": lambda v: (
        f"cannot open the progress database {v['path']} ({v['detail']}); check that the "
        "folder exists and is writable, or set HOOLA_TUTOR_DB to another path"
    ),
    "no-folder": lambda v: (
        f"cannot create the folder for the progress database {v['path']} ({v['detail']})"
    ),
    "disk-full": lambda v: f"the disk holding the progress database {v['path']} is full",
    "unusable": lambda v: f"the progress database {v['path']} could not be used ({v['detail']})",
    "server-unreachable": lambda v: (
        f"cannot reach the progress database server {v['path']} ({v['detail']}); check that "
        "it is running and that HOOLA_TUTOR_DB names it with the right user and password"
    ),
    "server-read-only": lambda v: (
        f"the progress database server {v['path']} accepts reads only ({v['detail']}): what "
        "it holds can still be seen and exported, nothing new is saved"
    ),
}
"""The words of each reason the database cannot be used
(:data:`tutor.store.db.StoreUnavailableCode`), by its code."""

_STORE_TABLES = (STORE_ERRORS, PROGRESS_ERRORS, STORE_UNAVAILABLE)


def store_error_sentence(code: str, values: Any) -> str:
    """One of the store's problems in plain English: ``code`` of
    :data:`tutor.store.errors.StoreErrorCode`, :data:`~tutor.store.errors.ProgressErrorCode`
    or :data:`tutor.store.db.StoreUnavailableCode` (the three never share a code), and its
    values."""
    for table in _STORE_TABLES:
        if code in table:
            return table[code](values)
    raise KeyError(code)


def renders(closed_set: str, code: str) -> bool:
    """Whether the words layer has words for ``code`` of the named closed set (a test checks
    every code of every set): an English catalog message ``<set>-<code>``, else a sibling's
    table."""
    if has(f"{closed_set}-{code}", "en"):
        return True
    if closed_set == "error" and any(has(f"{name}-{code}", "en") for name in _error_sets()):
        return True  # an engine code that an error class of its own set writes
    return code in _closed_sets().get(closed_set, ())


def _error_sets() -> set[str]:
    """The closed sets the engine's coded errors name (``ledger-error`` …)."""
    from tutor.engine.errors import HoolaError

    found, todo = set(), [HoolaError]
    while todo:
        cls = todo.pop()
        todo += cls.__subclasses__()
        found.add(getattr(cls, "closed_set", "error"))
    return found


_AREAS = ("lessons", "quiz", "play", "ledger", "progress")
"""The sibling modules with the sentences of the layers above the engine; each names the
closed sets it renders in ``CLOSED_SETS``."""


@functools.cache
def _closed_sets() -> dict[str, Any]:
    """Every named closed set still worded in Python, the siblings' included (imported on
    first use: they import this module)."""
    sets: dict[str, Any] = {
        "error": _ERROR, "store-error": STORE_ERRORS,
        "progress-error": PROGRESS_ERRORS, "store-unavailable": STORE_UNAVAILABLE,
    }  # fmt: skip
    for area in _AREAS:
        sets.update(importlib.import_module(f"tutor.words.{area}").CLOSED_SETS)
    return sets


def switch_description(name: str) -> str:
    """What a rule switch does (``knock_limit`` → "Most points a player may hold …")."""
    return text(f"rules-switch-{name.replace('_', '-')}")


def preset_name(preset: str) -> str:
    """A preset's plain name in the language in force ("Standard" for ``pagat``)."""
    return text("rules-preset-name", preset=preset)


def preset_description(preset: str) -> str:
    """A preset's one-line description (rule book 8)."""
    return text(f"rules-preset-{preset}")
