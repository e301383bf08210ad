"""Sentences for the quiz and the drills: facts, hints and feedback, each rendered from its
code, values and rule-book point, and the quiz's own errors.

A note of the quiz (:mod:`tutor.teach.quiz.notes`) is plain data: ``closed_set``, ``code``,
``point`` and ``values`` (read as ``note["card"]``). :func:`say` words one; rendering needs
nothing from the quiz itself. A rule-book point is written "rule 5.2", which the pages link
into the Rule book.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Literal, get_args

from tutor.engine.cards import Card
from tutor.words.engine import (
    ENDING_TITLES,
    JOKER_IN_HAND_TEXT,
    meld_kind_name,
    plural,
    verdict_title,
)
from tutor.words.engine import cards as _cards

__all__ = [
    "CLOSED_SETS",
    "PRAISE",
    "REVIEW_MESSAGE_CODES",
    "quiz_error_sentence",
    "response_text",
    "review_message",
    "say",
    "say_all",
]

Render = Callable[[Any], str]


def _card(c: Card) -> str:
    return c.pretty


# -- facts -----------------------------------------------------------------------------------

_CLAIM_NAMES = {"battle": "Battle Hoola", "tame": "Tame Battle Hoola"}

_TIE_HOW = {
    "turn-order": "goes to the tied player whose turn comes first, counting from the dealer "
    "in the direction of play",
    "fewest-cards": "goes to the tied player holding fewer cards, then to the one whose turn "
    "comes first from the dealer",
}


def _seats(n: Any) -> str:
    names = n["names"]
    return f"Seats, going clockwise: {' → '.join(names)} → back to {names[0]}."


def _series_round(n: Any) -> str:
    how = " with a Perfect (all seven cards at once)." if n["perfect"] else "."
    return f"Round {n['number']}: {n['dealer']} dealt; {n['winner']} won by going out{how}"


def _melded_this_round(n: Any) -> str:
    p = n["player"]
    if not n["melded"]:
        return f"{p} has not laid any meld yet this round."
    if n.get("cards") is None:
        return f"{p} has already laid a meld this round."
    return f"{p} has laid a meld this round and holds {plural(n['cards'], 'card')}."


def _blast_stop(n: Any) -> str:
    if n["first"]:
        return (
            f"{n['winner']} stopped with a Blast at the very first turn, before anyone else "
            "had played."
        )
    return f"{n['winner']} stopped with a Blast."


def _perfect_out(n: Any) -> str:
    fed = (
        f", the last card being {n['feeder']}'s discard"
        if n.get("feeder")
        else ", with a card drawn from the stock"
    )
    return f"{n['winner']} went out with a Perfect: all seven cards laid in one turn{fed}."


def _player_state(n: Any) -> str:
    state = "melded during play" if n["melded"] else "never melded"
    turn = "" if n["had_turn"] else ", never had a turn"
    return f"{n['name']}: {state}{turn}."


def _knock_table(n: Any) -> str:
    shown = ", ".join(f"{limit} for {players} players" for players, limit in n["limits"])
    return f"This table plays knock limits by table size (rule 7.7): {shown}."


def _decided(n: Any) -> str:
    said = [f"{name} {'plays' if how == 'play' else 'sits out'}" for name, how in n["decisions"]]
    return "Decided so far, in turn: " + (", ".join(said) if said else "nobody yet") + "."


FACTS: dict[str, Render] = {
    "picture-cards-ten": lambda n: (
        "At this table Jacks, Queens and Kings count 10 each (the variation of rule 7.3)."
    ),
    "penalty-agreed": lambda n: (
        f"This table plays the undercut penalty (rule 7.11): an undercut knocker pays each "
        f"opponent {plural(n['penalty'], 'stake')}, and no other money changes hands."
    ),
    "knock-table": _knock_table,
    "six-seven-table": lambda n: (
        f"{n['players']} sit at the table, so some must sit out (rule 7.6). {n['dealer']} "
        f"dealt; the others decide in turn, {n['direction']} from the dealer. A player made "
        f"to sit out is paid {n['compensation']:g} stake from each of the four players beside "
        "the dealer who play, for each item."
    ),
    "decided-so-far": _decided,
    "seats": _seats,
    "seated-dealt": lambda n: (
        f"Seated clockwise: {', '.join(n['names'])}. {n['dealer']} dealt; play goes "
        f"{n['direction']}."
    ),
    "direction": lambda n: f"Play goes {n['direction']} under these rules.",
    "dealt-first": lambda n: f"{n['dealer']} dealt this round and played first.",
    "series-round": _series_round,
    "no-claims": lambda n: (
        f"This table allows no claims out of turn (rule {n.point} is not played)."
    ),
    "claim-rule": lambda n: f"This table plays {_CLAIM_NAMES[n['claim']]} (rule {n.point}).",
    "just-discarded": lambda n: f"{n['discarder']} has just discarded the {_card(n['card'])}.",
    "claimants": lambda n: (
        f"{', then '.join(n['claimants'])} each call 'thank you' and can meld it; their hands "
        "land in that order."
    ),
    "discarded-next": lambda n: (
        f"{n['discarder']} has just discarded the {_card(n['card'])}; {n['next']} plays next."
    ),
    "discarded-was-next": lambda n: (
        f"{n['discarder']} discarded the {_card(n['card'])}; {n['skipped']} was to play next."
    ),
    "claimed-alone": lambda n: (
        f"{n['claimer']} claimed the {_card(n['card'])} out of turn, and nobody else did."
    ),
    "not-drawn": lambda n: f"{n['player']} has not drawn yet this turn.",
    "melded-before": lambda n: (
        f"{n['player']} laid a meld from hand on an earlier turn."
        if n["melded"]
        else f"{n['player']} had laid no meld before this turn."
    ),
    "melded-this-turn": lambda n: (
        f"This turn {n['player']} has laid {'a' if n['melded'] else 'no'} new meld from hand."
    ),
    "melded-this-round": _melded_this_round,
    "players-at-table": lambda n: f"{n['players']} players at the table.",
    "others-melded": lambda n: (
        "At least one other player has laid a meld."
        if n["melded"]
        else "No other player has laid a meld yet."
    ),
    "others-had-turn": lambda n: (
        "Every other player has had a turn."
        if n["had_turn"]
        else f"This is {n['player']}'s first turn: not every other player has had a turn yet."
    ),
    "stock-ran-out": lambda n: (
        "The stock ran out. The cards shown are what each player held at that moment"
        + (" (each may still lay melds from them)." if n["meld"] else ".")
    ),
    "knocked": lambda n: f"{n['knocker']} knocked at the start of their turn.",
    "blast-stop": _blast_stop,
    "perfect-out": _perfect_out,
    "went-out": lambda n: f"{n['winner']} went out, having melded earlier.",
    "player-state": _player_state,
    "hoola-doubles": lambda n: (
        f"This table plays Hoola doubles (rule {n.point})."
        if n["played"]
        else "This table does not play Hoola doubles."
    ),
    "tie-rule": lambda n: (
        f"Ties for the fewest points: under these rules a tie {_TIE_HOW[n['tie']]} "
        f"(rule {n.point})."
    ),
    "jokers-in-play": lambda n: (
        f"This table plays with {plural(n['jokers'], 'joker')} (rule {n.point})."
    ),
    "joker-in-hand": lambda n: f"A joker left in hand {JOKER_IN_HAND_TEXT[n['counts']]}.",
}
"""A sentence for each fact code (set ``quiz-fact``)."""


# -- hints -----------------------------------------------------------------------------------


def _meld_hint(n: Any) -> str:
    text = (
        f"Think of rule {n.point}: do the cards share one rank, or one suit in an unbroken "
        "sequence? Count the cards, and remember what sevens may do."
    )
    if n["aces"]:
        text += " Check how the Ace may sit in a run under the rules in force."
    return text


def _blast_hint(n: Any) -> str:
    text = f"Think of rule {n.point}: add up the cards the way the Blast test counts them"
    if n["allowed"]:
        return text + (
            f" and compare the total with the limits in force (Sopang at most "
            f"{n['sopang_max']}, Daepang at least {n['daepang_min']}). Has {n['player']} "
            "melded?"
        )
    return text + ", and ask whether these rules play a Blast at all."


def _ending_hint(n: Any) -> str:
    text = (
        f"Think of rule {n.point}: test each ending in turn. The Blast total (rule 5.1) counts "
        "only before any meld; the knock (rule 5.2) counts points as a settlement does, against "
        "the limit, and asks who has melded; four sevens (rule 5.4) needs every seven; going "
        "out (rule 5.3) asks whether one card drawn would let the whole hand go down, and a "
        "Perfect also needs no meld laid before"
    )
    return text + (", after every other player has had a turn." if n["all_turns"] else ".")


def _each_joker(n: Any) -> str:
    return "each joker" if n["jokers"] > 1 else "the joker"


_DEAL_HINTS = {
    "stock": "count the pack under these rules, then what the deal takes out of it",
    "first-card": "the dealer deals one card at a time, starting with the player whose turn "
    "comes after the dealer's",
    "seats": "how many may sit down, and what the variation for a bigger table allows",
}


HINTS: dict[str, Render] = {
    "deal": lambda n: f"Think of rule {n.point}: {_DEAL_HINTS[n['ask']]}.",
    "card-values": lambda n: (
        f"Think of rule {n.point}: give each card its value"
        + (", with picture cards at 10 at this table" if n["pictures"] else "")
        + ", and mind what a seven left in hand counts."
    ),
    "money-balance": lambda n: (
        f"Think of rule {n.point}: whatever the winner collects, the losers pay between them."
    ),
    "six-seven": lambda n: (
        f"Think of rule {n.point}: "
        + (
            "count who has already chosen to play and who sits out, and how many must sit out."
            if n["ask"] == "decide"
            else "find each seven, set of three and suited run in the hand, no card twice."
        )
    ),
    "undercut-penalty": lambda n: (
        f"Think of rule {n.point}: with the penalty agreed, what does the undercut knocker "
        "hand each opponent?"
    ),
    "knock-table": lambda n: (
        f"Think of rule {n.point}: find the limit for {n['players']} players in this table's "
        "list, then count the hand as a settlement does (rule 6.1)."
    ),
    "meld": _meld_hint,
    "blast": _blast_hint,
    "knock": lambda n: (
        f"Think of rule {n.point}: count {n['player']}'s points the way a settlement counts "
        "them (rule 6.1), compare with the knock limit for this many players, and check who "
        "must have melded under the rules in force."
    ),
    "ending": _ending_hint,
    "undercut": lambda n: (
        f"Think of rule {n.point}: count every hand as it stands (rule 6.1) and compare each "
        "with the knocker's count. What happens on a tie?"
    ),
    "stock-winner": lambda n: (
        f"Think of rule {n.point}: decide whether hands are melded before counting under the "
        "rules in force, count each hand (rule 6.1), and know how a tie for the fewest is "
        "settled."
    ),
    "doublings": lambda n: (
        f"Think of rule {n.point}: look at what {n['name']} still holds once the round is "
        f"counted, whether {n['name']} melded or even had a turn, and how the round ended."
    ),
    "payment": lambda n: (
        f"Think of rules {n.point} to 6.4: find the winner, rank the losers by points to get "
        f"{n['name']}'s base stakes, multiply by each doubling, then ask who pays after this "
        "ending."
    ),
    "perfect-feeder": lambda n: (
        f"Think of rule {n.point}: after a Perfect, who pays whom depends on where its last "
        "card came from. Every payment is doubled by the Perfect (rule 6.3)."
    ),
    "hoola-doubles": lambda n: (
        f"Think of rule {n.point}: which of the last rounds were Perfects, and did they come "
        "one after another? Does this table play Hoola doubles?"
    ),
    "arrangement": lambda n: (
        f"Think of rules 3 and {n.point}: list the melds hiding in the hand, remember a card "
        "can go in only one meld, and compare what each choice leaves in hand."
    ),
    "next-player": lambda n: (
        f"Find {n['current']}'s seat, then go one seat {n['direction']}: rule {n.point} says "
        "which way the turn travels under these rules."
    ),
    "next-dealer": lambda n: (
        f"The first dealer is drawn by chance; after that, rule {n.point} says who deals."
    ),
    "take-discard": lambda n: (
        f"Think of rule {n.point}: which cards in {n['player']}'s hand would form a new meld "
        f"with the {_card(n['card'])}?"
    ),
    "lay-off": lambda n: (
        f"Think of rule {n.point}: has {n['player']} laid a meld of their own from hand yet, "
        f"and does the meld stay a meld with the {_card(n['card'])}?"
    ),
    "claim-taker": lambda n: (
        f"Think of rule {n.point}: two things differ between the claimants, whose hand landed "
        f"first and whose turn comes first after {n['discarder']}. Which one does this "
        "table's claim rule look at?"
    ),
    "may-claim": lambda n: (
        f"Think of rule {n.point}: does this table allow claims at all? If so, which cards in "
        f"{n['player']}'s hand would make a new meld with the {_card(n['card'])}?"
    ),
    "after-claim": lambda n: (
        f"Think of rule {n.point}: after a claim, does the turn go back to {n['skipped']}, or "
        f"on from {n['claimer']}'s seat? And which way does play go here (rule 1.5)?"
    ),
    "joker-stands-for": lambda n: (
        f"Think of rule {n.point}: is {_cards(n['cards'])} part of a set or of a run? Which "
        "one card is missing from it?"
    ),
    "joker-meld": lambda n: (
        f"Think of rule {n.point}: let {_each_joker(n)} be any card you like. Can "
        f"{_cards(n['cards'])} then make a set or a run?"
    ),
    "joker-points": lambda n: (
        f"Count the {plural(n['real'], 'real card')} first, then see what {_each_joker(n)} adds "
        f"or multiplies under this table's version of rule {n.point}."
    ),
}
"""A sentence for each hint code (set ``quiz-hint``)."""


# -- feedback --------------------------------------------------------------------------------

PRAISE = ("Right.", "Correct.", "Well done.", "Exactly.")
"""The words of praise, picked by a right answer's ``praise`` value."""

_NOTHING = {"choice": "no answer", "multi": "none", "number": "no number", "cards": "no cards"}


def response_text(form: str, response: Any, problem: str | None = None) -> str:
    """A learner's response as the feedback quotes it: the choice, the choices, the number
    or the cards, or what stood in for it when there was none."""
    if problem == "not-cards":
        return "not cards"
    if response is None or response == ():
        return _NOTHING[form]
    if isinstance(response, float | int):
        return f"{response:g}"
    if isinstance(response, tuple):
        if all(isinstance(c, Card) for c in response):
            return _cards(response)
        return ", ".join(response)
    return str(response)


def _answered(n: Mapping[str, Any]) -> str:
    """What the learner gave, as a clause: "you answered A run", "you gave no answer"."""
    if n.get("problem") == "not-cards":
        return "what you gave names no cards"
    if n["response"] is None and n["form"] in ("choice", "number"):
        return "you gave no answer"
    return f"you answered {response_text(n['form'], n['response'], n.get('problem'))}"


FEEDBACK: dict[str, Render] = {
    "right": lambda n: f"{PRAISE[n['praise'] % len(PRAISE)]} {n['answer']}.",
    "not-quite": lambda n: f"Not quite: {_answered(n)}; the answer is {n['answer']}.",
    "not-in-hand": lambda n: f"{_cards(n['cards'])}: not in this hand.",
    "drill-verdict": lambda n: (
        f"{'Right' if n['correct'] else 'Wrong'}: it is {'a meld' if n['valid'] else 'not a meld'}"
        f" ({n['seconds']:.1f} s)."
    ),
}
"""A sentence for each feedback code (set ``quiz-feedback``)."""


# -- notes (the quiz's own lines in an explanation) ------------------------------------------

_ACE_RULES = {
    "wrap": "the Ace may be low (A-2-3), high (Q-K-A) or around the corner (K-A-2)",
    "high-or-low": "the Ace may be low (A-2-3) or high (Q-K-A), but not around the corner",
    "low": "the Ace is always low (A-2-3 only)",
}


def _order(names: Iterable[str]) -> str:
    return " → ".join(names)


def _first_turn_takes(n: Any) -> str:
    return (
        f"Counting {n['direction']} from {n['discarder']}: {_order(n['order'])}. Of the "
        f"claimants {n['taker']}'s turn comes first, so {n['taker']} takes the "
        f"{_card(n['card'])}."
    )


def _play_order(n: Any) -> str:
    start = f"{n['start']}, the dealer" if n["dealer"] else n["start"]
    return f"Play goes {n['direction']} from {start}: {_order(n['order'])}."


def _lay_off_open(n: Any) -> str:
    if n["open"]:
        return f"{n['player']} has laid a new meld from hand, so laying off is open."
    return f"{n['player']} has laid no meld from hand yet, this turn or before: no laying off."


def _sevens_went_down(n: Any) -> str:
    sevens = "sevens" if n["sevens"] > 1 else "seven"
    return (
        f"{n['name']}'s {sevens} went down in a meld at the showdown, so no seven is left in "
        "hand to double the payment."
    )


def _ending_verdict(n: Any) -> str:
    mark = "open" if n["allowed"] else "not open"
    title = ENDING_TITLES[n["ending"]]
    return f"{title} (rule {n.point}), {mark}: {verdict_title(n['verdict'])}."


def _going_out_open(n: Any) -> str:
    draws = n["draws"]
    head = f"{ENDING_TITLES['going-out']} (rule {n.point}), open: {verdict_title(n['verdict'])}. "
    if len(draws) == 1:
        return head + f"Drawing {_card(draws[0])} would do it:"
    shown = _cards(draws[:12]) + (" …" if len(draws) > 12 else "")
    return head + (
        f"Drawing any one of {len(draws)} cards would do it: {shown}. "
        f"With {_card(draws[0])}, for one:"
    )


def _hand_count(n: Any) -> str:
    laid = f" (lays {', '.join(n['melds'])} at the showdown)" if n["melds"] else ""
    return f"{n['name']}: {plural(n['points'], 'point')}{laid}."


def _balance(n: Any) -> str:
    paid = ", ".join(f"{name} {plural(stakes, 'stake')}" for name, stakes in n["paid"])
    return (
        f"The losers pay {paid}: {plural(n['collected'], 'stake')} in all, exactly what "
        f"{n['winner']} collects."
    )


_DROPOUT = {
    "play": "must play: enough players have sat out already",
    "out": "must sit out: four players besides the dealer have chosen to play",
    "choose": "may choose to play or to sit out",
}


NOTES: dict[str, Render] = {
    "deal-count": lambda n: (
        f"The pack holds {n['deck']} cards"
        + (f" ({plural(n['jokers'], 'joker')} included)" if n["jokers"] else "")
        + f"; {n['players']} players get seven each ({7 * n['players']}) and one card is turned "
        f"up, so {n['stock']} are left in the stock."
    ),
    "first-card": lambda n: (
        f"Play goes {n['direction']} and the dealer, {n['dealer']}, deals one card at a time, "
        f"starting with the next player: {n['first']}."
    ),
    "table-size": lambda n: (
        f"{n['players']} players: "
        + (
            "two to five may play"
            if not n["six_seven"]
            else "two to five play; six or seven may sit down, and one or two sit out each round"
        )
        + f", so at most {n['most']} can sit down under these rules."
    ),
    "balance": _balance,
    "penalty-total": lambda n: (
        f"{n['knocker']} hands "
        + (f"each of the {n['opponents']} opponents" if n["opponents"] > 1 else "the opponent")
        + f" {plural(n['penalty'], 'stake')}: {plural(n['total'], 'stake')} in all."
    ),
    "knock-limit-at": lambda n: (
        f"At {n['players']} players the limit is {n['limit']}; the hand counts {n['points']}, "
        + ("within it." if n["allowed"] else "over it.")
    ),
    "dropout-turn": lambda n: (
        f"Of the players after the dealer, {n['playing']} chose to play and {n['out']} sat "
        f"out, and {n['most_out']} must sit out this round: {n['name']} {_DROPOUT[n['verdict']]}."
    ),
    "compensation-items": lambda n: (
        f"{n['name']}'s hand holds {plural(n['items'], 'item')} to be paid for (each seven, set "
        f"of three and suited run, no card twice), at {plural(n['each'])} each: "
        f"{plural(n['total'])} in all."
    ),
    "ace-rule": lambda n: f"Under the rules in force {_ACE_RULES[n['ace']]}.",
    "blast-seven": lambda n: (
        f"Sevens count {n['seven']} when hands are counted at the end, but never in the Blast "
        f"test: there a seven is 7 (rule {n.point})."
    ),
    "blast-quad": lambda n: (
        f"A quad counts in full here, though it would score nothing in a settlement (rule "
        f"{n.point})."
    ),
    "claimed-in-order": lambda n: (
        f"{', then '.join(n['claimants'])} claimed the {_card(n['card'])}, in that order."
    ),
    "first-hand-takes": lambda n: (
        f"{n['first']}'s hand landed first, so {n['taker']} takes the {_card(n['card'])}."
    ),
    "first-turn-takes": _first_turn_takes,
    "claimer-plays-on": lambda n: (
        f"{n['taker']} lays it at once in a new meld, may meld and lay off more, discards, and "
        f"play goes on from {n['next']}."
    ),
    "no-claim-allowed": lambda n: (
        f"Whatever {n['player']} holds, no claim is allowed here: the {_card(n['card'])} can "
        f"only be taken by {n['next']}, whose turn is next."
    ),
    "claim-makes-meld": lambda n: (
        f"{_card(n['card'])} makes the new {meld_kind_name(n['kind'])} {_cards(n['meld'])} with "
        f"cards from {n['player']}'s hand, so {n['player']} may claim it and must lay that meld "
        "at once."
    ),
    "claim-no-meld": lambda n: (
        f"{_card(n['card'])} makes no new meld with any cards in {n['player']}'s hand, so "
        f"{n['player']} may not claim it."
    ),
    "turn-skipped": lambda n: (
        f"{n['claimer']} claimed the {_card(n['card'])} and played a whole turn with it; "
        f"{n['skipped']}'s turn is skipped."
    ),
    "play-order": _play_order,
    "plays-next": lambda n: f"So {n['player']} plays next.",
    "comes-after": lambda n: f"So after {n['current']} comes {n['next']}.",
    "seats": lambda n: f"The seats, clockwise: {_order(n['names'])} → back to {n['names'][0]}.",
    "winner-deals": lambda n: (
        f"The last round was won by {n['winner']}, so {n['dealer']} deals next."
    ),
    "take-makes-meld": lambda n: (
        f"{_card(n['card'])} goes into the new {meld_kind_name(n['kind'])} {_cards(n['meld'])} "
        "with cards from the hand, laid at once: taking it is allowed."
    ),
    "take-no-meld": lambda n: (
        f"{_card(n['card'])} makes no new meld with any cards in this hand: {n['player']} must "
        "draw from the stock instead."
    ),
    "lay-off-open": _lay_off_open,
    "lay-off-meld": lambda n: (
        f"{_cards(n['meld'])} with {_card(n['card'])}: "
        + ("still a valid meld." if n["valid"] else "no longer a meld.")
    ),
    "no-doubling": lambda n: f"No doubling applies to {n['name']}.",
    "sevens-no-double": lambda n: "Sevens in hand do not double payments under these rules.",
    "sevens-went-down": _sevens_went_down,
    "no-seven-left": lambda n: f"No seven is left in {n['name']}'s hand.",
    "never-had-turn": lambda n: f"{n['name']} never had a turn, so not melding costs nothing.",
    "melded-in-play": lambda n: f"{n['name']} laid a meld during play.",
    "showdown-melds-count": lambda n: (
        f"{n['name']}'s melds at the showdown count as melding under these rules."
    ),
    "not-perfect": lambda n: "The round was not won with a Perfect.",
    "undercut-no-double": lambda n: "An undercut knock does not double payments under these rules.",
    "no-undercut": lambda n: "No knock was undercut.",
    "round-multiplier": lambda n: f"Round {n['number']} was played at ×{n['multiplier']}.",
    "next-multiplier": lambda n: f"The next round is played at ×{n['multiplier']}.",
    "ending-verdict": _ending_verdict,
    "no-going-out": lambda n: (
        f"Going out (rule {n.point}), not open: no card {n['player']} could draw lets the whole "
        "hand go down this turn."
    ),
    "needs-last-discard": lambda n: (
        f"Drawing {_card(n['card'])} would let every card go into melds, but these rules ask "
        f"for a last discard (rule {n.point}), and what is left after any discard does not "
        "meld."
    ),
    "going-out-open": _going_out_open,
    "melded-not-perfect": lambda n: (
        f"{n['player']} has laid a meld before, so this would not be a Perfect."
    ),
    "hand-count": _hand_count,
}
"""A sentence for each note code (set ``quiz-note``)."""


# -- errors ----------------------------------------------------------------------------------

ERRORS: dict[str, Render] = {
    "no-such-kind": lambda v: (
        f"there is no question kind {v['kind']!r}: choose one of {tuple(v['kinds'])}"
    ),
    "tag-not-tested": lambda v: (
        f"no question kind {v['kind']!r} tests {v['tag']!r}"
        if v.get("kind")
        else f"no question kind tests {v['tag']!r}"
    ),
    "cannot-mark": lambda v: f"question kind {v['kind']!r} cannot mark a {v['form']!r} answer",
    "no-kinds": lambda v: "a starter question needs at least one kind of question",
    "drill-seed": lambda v: (
        f"the drill seed must be a whole number from 0 to {v['most']}, not {v['value']!r}"
    ),
    "drill-group": lambda v: f"a drill group number runs from 0 to {v['most']}, not {v['value']!r}",
    "drill-length": lambda v: f"a drill has 1 to {v['most']} groups, not {v['value']!r}",
}
"""A message for each of the quiz's error codes (set ``quiz-error``), from its values."""


# -- the Review page -------------------------------------------------------------------------

ReviewMessage = Literal["nothing-yet", "nothing-due", "due-elsewhere", "next-review"]
"""What the Review page says when no question is asked: nothing answered yet; nothing due;
rule points due that no quiz question tests (``tags``); when the next review is (``hours``
from now, ``stamp`` the moment, ``tags`` the rule points then due)."""


def _next_review(v: Mapping[str, Any]) -> str:
    hours = v["hours"]
    if hours < 1:
        wait = f"{max(1, round(hours * 60))} minutes"
    elif hours < 48:
        wait = f"about {round(hours)} hours"
    else:
        wait = f"about {round(hours / 24)} days"
    return f"Next review in {wait} ({v['stamp']}): {v['tags']}."


REVIEW_MESSAGES: dict[str, Render] = {
    "nothing-yet": lambda v: (
        "Nothing to review yet: answer a few questions on the Quiz page first. The rule "
        "points you miss come back here."
    ),
    "nothing-due": lambda v: "Nothing is due for review right now. Well done.",
    "due-elsewhere": lambda v: (
        f"Due, but practised on other pages (no quiz question tests them): {v['tags']}."
    ),
    "next-review": _next_review,
}
"""The words of each Review page message (set ``review-message``), from its values."""

REVIEW_MESSAGE_CODES: frozenset[str] = frozenset(get_args(ReviewMessage))


def review_message(code: ReviewMessage, **values: Any) -> str:
    """A Review page message (``code`` of :data:`ReviewMessage`) from its values."""
    return REVIEW_MESSAGES[code](values)


CLOSED_SETS: dict[str, Mapping[str, Callable[..., str]]] = {
    "quiz-fact": FACTS,
    "quiz-hint": HINTS,
    "quiz-feedback": FEEDBACK,
    "quiz-note": NOTES,
    "quiz-error": ERRORS,
    "review-message": REVIEW_MESSAGES,
}
"""Each closed set of codes this module renders, by name, with a renderer per code."""


def say(note: Any) -> str:
    """The sentence for one note of the quiz (a fact, a hint, feedback, a note)."""
    return CLOSED_SETS[note.closed_set][note.code](note)


def say_all(notes: Iterable[Any]) -> tuple[str, ...]:
    """The sentences for several notes, in order."""
    return tuple(say(n) for n in notes)


def quiz_error_sentence(code: str, values: Mapping[str, Any]) -> str:
    """The message of a quiz error from its code and values."""
    return ERRORS[code](values)
