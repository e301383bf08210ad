"""Sentences for the lessons: the reasons a lesson's answer rests on, what a lesson says
about a learner's choice, the problems a lesson's own check finds and the problems of a
lesson file, each rendered from its code and values.

A lesson's results hold the engine's reasons and the lesson's own side by side
(``tutor.teach.lesson_reasons.LessonReason``: a code, the rule-book point, the values);
:func:`say` words either. :func:`lesson_error_sentence` words a ``LessonError``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Literal, get_args

from tutor.engine.reasons import Reason
from tutor.words.catalog import text
from tutor.words.engine import (
    cards,
    error_sentence,
    meld_kind_name,
    plural,
    sentence,
    showdown_sentence,
    step_title,
)

__all__ = [
    "CLOSED_SETS",
    "RULES_NOTE_CODES",
    "lesson_error_sentence",
    "rules_note",
    "say",
    "say_all",
]


def _pct(x: float) -> str:
    return f"{x:.0%}"


def _counts(others: Iterable[int]) -> str:
    """The other hands' sizes: ``3 cards, 5 cards each, in turn order``."""
    counts = [f"{n} card{'s' if n != 1 else ''}" for n in others]
    return ", ".join(counts) + (" each, in turn order" if len(counts) > 1 else "")


def _meld_name(kind: str, meld: tuple[Any, ...]) -> str:
    """A meld by its kind: a seven laid alone is a lone seven (rule 3.3)."""
    return meld_kind_name(kind)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


# -- what a lesson's answer rests on (closed set "lesson-reason") ---------------------------


def _slapped(v: Any) -> str:
    return f"{' then '.join(v['claimants'])} claimed the discard, in that order"


def _settle_step(v: Any) -> str:
    """One settlement step: the engine's words, with the running payment after a doubling
    and the total collected at the end."""
    step = v["step"]
    said, title = " ".join(sentence(r) for r in step.why), step_title(step)
    if step.stage == "doubling":
        return f"{said} ({title})"
    if step.stage == "summary" and step.payer is None:
        return f"{title}. {said}"
    return said


def _feeds(v: Any) -> str:
    melds = v["melds"]
    shown = " or ".join(cards(m) for m in melds[:2])
    more = f" (and {len(melds) - 2} more)" if len(melds) > 2 else ""
    return (
        f"{v['card'].pretty} feeds the next player in {v['hits']:,} of the {v['hands']:,} hands "
        f"they may hold ({_pct(v['chance'])}): it makes the new meld {shown}{more} with unseen "
        "cards."
    )


def _discard_fewest(v: Any) -> str:
    shown = cards(v["cards"])
    which = shown if len(v["cards"]) == 1 else f"any of {shown}"
    return (
        f"Throwing {which} leaves {v['points']} points after the best melds; every other "
        "discard leaves more."
    )


REASONS: dict[str, Callable[[Any], str]] = {
    "seated": lambda v: f"Seated clockwise: {', '.join(v['seating'])}.",
    "play-goes": lambda v: (
        f"Play goes {v['direction']}: {' → '.join(v['order'])}, then {v['order'][0]} again."
    ),
    "claim-refused": lambda v: f"{_slapped(v)}, but these rules allow no claim out of turn.",
    "claim-first-slap": lambda v: (
        f"{_slapped(v)}: the first to slap, {v['taker']}, takes it (Battle Hoola)."
    ),
    "claim-turn-order": lambda v: (
        f"{_slapped(v)}: {v['taker']}'s turn comes first after {v['current']}, so "
        f"{v['taker']} takes it (Tame Battle Hoola)."
    ),
    "showdown": lambda v: showdown_sentence(v["name"], v["reason"]),
    "settle-step": _settle_step,
    "series-round": lambda v: (
        f"Round {v['number']}: {v['winner']} wins"
        + (" with a Perfect" if v["perfect"] else "")
        + f", played at ×{v['multiplier']}."
    ),
    "next-dealer": lambda v: f"The winner of the last round, {v['name']}, deals the next one.",
    "next-multiplier": lambda v: f"The next round is played at ×{v['multiplier']}.",
    "series-pays": lambda v: (
        f"In round {v['number']} {v['player']}'s result is {v['base']} stakes × "
        f"{v['multiplier']} = {v['stakes']}."
    ),
    "no-knock-open": lambda v: "No knock is open now: draw and play on.",
    "undercut-count": lambda v: (
        f"Dealing the unseen cards into the other hands ({_counts(v['others'])}) every way "
        f"there is: in {v['hits']:,} of {v['deals']:,} deals someone holds {v['points']} "
        f"points or fewer, an undercut chance of {_pct(v['chance'])}."
    ),
    "knock-now": lambda v: f"At most {_pct(v['limit'])}: knock now, before the others improve.",
    "knock-risky": lambda v: (
        f"Over {_pct(v['limit'])}: a knock now is likely undercut; draw and play on."
    ),
    "feeds-nothing": lambda v: (
        f"{v['card'].pretty} cannot feed the next player: every card it melds with is seen, "
        "so it makes no new meld with cards they may hold."
    ),
    "feeds-always": lambda v: (
        f"{v['card'].pretty} feeds the next player in every hand they may hold: a seven is a "
        "meld on its own (rule 3.3), so they can always take it."
    ),
    "feeds": _feeds,
    "discard-fewest": _discard_fewest,
    "take-discard": lambda v: (
        f"{v['card'].pretty} goes at once into the new {_meld_name(v['kind'], v['meld'])} "
        f"{cards(v['meld'])}, laid from hand this turn, as a taken discard must."
    ),
    "draw-stock": lambda v: (
        f"{v['card'].pretty} makes no new meld with the cards in hand, and a discard may be "
        "taken only to be laid at once in a new meld: draw from the stock."
    ),
}
"""The words of each reason a lesson's answer rests on, by code."""

# -- what a lesson says about an answer (closed set "lesson-grade") --------------------------

GRADES: dict[str, Callable[[Any], str]] = {
    "refused": lambda v: _capital(error_sentence(v["cause"])),
    "no-meld": lambda v: "No meld can be laid from this hand under these rules.",
    "owes-nothing": lambda v: (
        f"{v['player']} owes nothing: {v['winner']} wins and no loser line is paid"
    ),
    "not-cards": lambda v: error_sentence(v["cause"]),
    "not-in-hand": lambda v: f"{cards(v['cards'])}: not in this hand.",
    "discard-used": lambda v: f"{v['card'].pretty} goes straight into a new meld, as it must.",
    "discard-left-out": lambda v: (
        f"{v['card'].pretty} came from the discard pile, so it must go into the new meld "
        "laid at once: this pick leaves it out."
    ),
}
"""The words of each of a lesson's grade codes (``refused`` and ``not-cards`` in the engine
error's own words)."""

# -- the learner's own choice (closed set "lesson-choice") -----------------------------------

CHOICES: dict[str, Callable[[Any], str]] = {
    "discard-leaves": lambda v: (
        f"Throwing {v['card'].pretty} leaves {v['points']} points in hand after the best melds."
    ),
    "card-not-in-hand": lambda v: f"{v['card'].pretty} is not in this hand.",
    "seat-just-played": lambda v: (
        f"{v['current']} has just played; the turn moves on to a neighbour."
    ),
    "seat-other-direction": lambda v: (
        f"{v['name']} plays right after {v['current']} only when play goes {v['direction']}."
    ),
    "seat-not-next": lambda v: f"{v['name']} does not sit next to {v['current']}.",
    "knock-undercut": lambda v: (
        f"A knock now with {v['points']} points is undercut in {v['hits']:,} of "
        f"{v['deals']:,} deals of the unseen cards ({_pct(v['chance'])})."
    ),
    "knock-passed-up": lambda v: (
        f"Drawing passes up a knock with {v['points']} points that is undercut in only "
        f"{v['hits']:,} of {v['deals']:,} deals of the unseen cards ({_pct(v['chance'])})."
    ),
}
"""The words of each thing said about a learner's own (wrong) choice, by code."""

# -- a step's stored content (closed set "lesson-problem") -----------------------------------

PROBLEMS: dict[str, Callable[[Any], str]] = {
    "stored-not-a-meld": lambda v: (
        f"under {v['rules']} the stored meld {v['answer']!r} is not a meld: {sentence(v['why'])}"
    ),
    "stored-leaves-out": lambda v: f"the stored meld {v['answer']!r} leaves out {v['card']}",
    "engine-refuses": lambda v: (
        f"under {v['rules']} the engine refuses the question: {say(v['why'])}"
    ),
    "stored-discard-differs": lambda v: (
        f"under {v['rules']} the stored discard is {v['answer']!r}, the engine says {v['engine']!r}"
    ),
    "stored-answer-differs": lambda v: (
        f"under {v['rules']} the stored answer is {v['answer']!r}, the engine says {v['engine']!r}"
    ),
    "switch-same": lambda v: f"switch {v['switch']!r} is the same in every rule set compared",
    "same-outcome": lambda v: "the engine gives the same outcome under every rule set compared",
}
"""The words of each problem a lesson's own check finds in a step, by code."""

# -- the heading of a lesson's answer (closed set "lesson-title") ---------------------------


def _discard_title(v: Any) -> str:
    return f"Discard {' or '.join(c.pretty for c in v['cards'])}"


TITLES: dict[str, Callable[[Any], str]] = {
    "title-meld": lambda v: f"A {_meld_name(v['meld'].kind, v['meld'].cards)}",
    "title-not-a-meld": lambda v: "Not a meld",
    "title-other-meld": lambda v: "A meld, but not the one this turn needs",
    "title-not-cards": lambda v: "Not cards",
    "title-not-in-hand": lambda v: "Not in this hand",
    "title-refused": lambda v: "The engine refuses this under these rules",
    "title-no-meld": lambda v: "No meld",
    "title-one-meld": lambda v: "One meld in this hand",
    "title-points-left": lambda v: f"{v['points']} points left after the best melds",
    "title-points-in-hand": lambda v: f"{v['points']} points in hand",
    "title-plays-next": lambda v: f"{v['name']} plays next",
    "title-wins": lambda v: f"{v['player']} wins",
    "title-collects": lambda v: f"{v['player']} collects {plural(v['stakes'])}",
    "title-pays": lambda v: f"{v['player']} pays {plural(v['stakes'])}",
    "title-payment": lambda v: f"{v['player']}'s payment is {plural(v['stakes'])}",
    "title-compensation": lambda v: f"{v['player']} receives {plural(v['stakes'])} in compensation",
    "title-deals-next": lambda v: f"{v['name']} deals next",
    "title-next-multiplier": lambda v: f"The next round is played at ×{v['multiplier']}",
    "title-knock-now": lambda v: "Knock now",
    "title-play-on": lambda v: "Draw and play on",
    "title-discard": _discard_title,
    "title-take": lambda v: f"Take the {v['card'].pretty}",
    "title-draw": lambda v: "Draw from the stock",
    "shown-none": lambda v: "no answer",
    "shown-no-meld": lambda v: "no meld",
    "shown-refused": lambda v: "no answer under these rules",
}
"""The heading of a lesson's answer, and the answer shown when there is none, by code."""

# -- a hint's first rung (closed set "lesson-nudge") -----------------------------------------


def _is_meld_nudge(v: Any) -> str:
    sevens = v["sevens"]
    extra = (
        f" There {'is a seven' if sevens == 1 else f'are {sevens} sevens'} here." if sevens else ""
    )
    return (
        f"Look at the ranks and the suits of {' '.join(c.pretty for c in v['cards'])}: one "
        f"rank, or one suit in an unbroken row? Then count the cards.{extra}"
    )


NUDGES: dict[str, Callable[[Any], str]] = {
    "nudge-must-use": lambda v: (
        f"The meld has to use the {v['card'].pretty} you took: which cards go with it?"
    ),
    "nudge-any-meld": lambda v: "Look for cards of one rank, or of one suit in a row.",
    "nudge-rank": lambda v: f"Look at the {text('card-ranks', rank=v['rank'])} in this hand.",
    "nudge-suit": lambda v: f"Look at the {text('card-suit', suit=v['suit'])} in this hand.",
    "nudge-is-meld": _is_meld_nudge,
    "nudge-blast": lambda v: (
        f"Add up all {v['count']} cards at face value."
        + (" Has this player laid a meld yet?" if v["melded"] else "")
    ),
    "nudge-knock": lambda v: (
        "Count the points in hand the way a settlement counts them, then check who has "
        f"melded at this {v['players']}-player table."
    ),
    "nudge-four-sevens": lambda v: "Count the sevens in this hand.",
    "nudge-perfect": lambda v: (
        "Could every card go down this turn? And had this player melded before?"
    ),
    "nudge-going-out": lambda v: (
        "Try to split this hand into melds: which card would be left to discard?"
    ),
    "nudge-best-melds": lambda v: (
        f"Find the melds first: one of them uses the {v['card'].pretty}. Then count the rest."
    ),
    "nudge-any-meld-first": lambda v: "Look for any meld first; then count what stays in hand.",
    "nudge-add-up": lambda v: (
        f"Add up the {v['count']} cards one by one; mind the picture cards and any sevens."
    ),
    "nudge-next-player": lambda v: (
        f"Start at {v['current']}. Which way does play go round the table under these rules?"
    ),
    "nudge-take-or-draw": lambda v: (
        f"Could the {v['card'].pretty} go into a new meld with cards you hold right now?"
    ),
    "nudge-knock-or-draw": lambda v: (
        "First: may you knock at all? Then think of the other hands: how few cards do they "
        "hold, and how likely is one of them to count as little as yours?"
    ),
    "nudge-safe-discard": lambda v: (
        "For each card you might throw, look at the cards already seen: which cards would it "
        "meld with, and could the next player still hold them?"
    ),
    "nudge-discard": lambda v: (
        "For each card you might throw, what would stay in hand after the best melds?"
    ),
    "nudge-next-dealer": lambda v: "Who won the last round?",
    "nudge-next-multiplier": lambda v: "Look for a Perfect among these rounds.",
    "nudge-series-pays": lambda v: (
        "Rank the losers of the last round by points, then apply its multiplier."
    ),
    "nudge-winner": lambda v: (
        f"The round ended by {v['ending']}: count each hand the settlement way."
    ),
    "nudge-compensation": lambda v: (
        f"Look for sevens, sets of three and suited sequences in {v['player']}'s hand."
    ),
    "nudge-collects": lambda v: "Work out each loser's payment, then add them up.",
    "nudge-pays": lambda v: (
        f"Where does {v['player']} rank among the losers, and which doublings apply to them?"
    ),
    "nudge-refused": lambda v: f"No hint under these rules: {v['cause']}",
}
"""The words of each nudge, a hint's first rung, by code."""

# -- a lesson file's problems (closed set "lesson-error") ------------------------------------

_FIELD_WORDS = {"missing": "this field is required", "extra_forbidden": "is not a field here"}


def _file_invalid(v: Any) -> str:
    parts = [
        f"{where or 'lesson'}: {_FIELD_WORDS.get(code, text)}" for where, code, text in v["details"]
    ]
    return f"{v['file']}: " + "; ".join(parts)


def _answer_kind(v: Any) -> str:
    what = "a player's name" if v["ask"] == "next_dealer" else "a number"
    return f"ask {v['ask']!r} needs {what} as answer"


ERRORS: dict[str, Callable[[Any], str]] = {
    "file-unreadable": lambda v: f"{v['file']}: cannot be read: {v['detail']}",
    "file-not-yaml": lambda v: f"{v['file']}: not valid YAML: {v['detail']}",
    "file-not-mapping": lambda v: (
        f"{v['file']}: a lesson file holds a mapping (id, title, summary, …)"
    ),
    "file-invalid": _file_invalid,
    "file-name": lambda v: f"{v['file']}: a lesson file name starts with a number, e.g. 01_x.yaml",
    "number-twice": lambda v: (
        f"{v['file']}: another lesson file also starts with number {v['number']}"
    ),
    "id-twice": lambda v: f"{v['file']}: id: {v['id']!r} is also the id of {v['other']}",
    "no-lessons-folder": lambda v: f"{v['folder']}: no lessons folder here",
    "section-not-a-switch": lambda v: f"{v['section']!r} names no switch of the Rules model",
    "not-a-section": lambda v: (
        f"{v['section']!r} is not a section: write '§5' or '§5.2', 'switch:<name>', or one of "
        + ", ".join(v["tags"])
    ),
    "step-id-twice": lambda v: f"step id {v['id']!r} is used twice",
    "stage-too-long": lambda v: (
        f"stage {v['stage']!r} has {v['size']} steps; a stage holds at most {v['limit']}: "
        "start a new stage with 'stage: <title>' on a later step"
    ),
    "not-a-switch": lambda v: f"{v['name']!r} is not a switch of the Rules model",
    "record-rules": lambda v: "a lesson record takes its rules from the step: leave 'rules' out",
    "seating-twice": lambda v: "seating lists a player twice",
    "current-not-seated": lambda v: f"current {v['current']!r} is not in the seating",
    "claimants-not-seated": lambda v: "claimants must be other players in the seating",
    "player-needed": lambda v: f"ask {v['ask']!r} needs 'player', one of the players",
    "player-not-taken": lambda v: f"ask {v['ask']!r} takes no 'player'",
    "round-players": lambda v: f"round {v['round']} lists other players than round 1",
    "discard-needed": lambda v: f"ask {v['ask']!r} needs 'discard', the top card of the pile",
    "discard-not-one-card": lambda v: "discard must be one card that is not in the hand",
    "discard-not-taken": lambda v: f"ask {v['ask']!r} takes no 'discard' card",
    "hand-too-small": lambda v: f"ask {v['ask']!r} needs a hand of at least two cards",
    "table-not-taken": lambda v: f"ask {v['ask']!r} takes no 'seen' or 'others'",
    "others-needed": lambda v: (
        f"ask {v['ask']!r} needs 'others': the cards each other player holds"
    ),
    "others-range": lambda v: "each other player holds 1 to 8 cards",
    "seen-twice": lambda v: f"{v['card']} is both in the hand and seen, or seen twice",
    "others-over-unseen": lambda v: (
        f"the other players hold more cards than the {v['unseen']} unseen"
    ),
    "too-many-deals": lambda v: (
        f"too many ways to deal the {v['unseen']} unseen cards to count them all: show more "
        "cards as seen, or give the other players fewer cards"
    ),
    "table-needed": lambda v: (
        f"ask {v['ask']!r} needs 'table': your melds on the table, then each other player's "
        "in the order of 'others' (write \"\" for none)"
    ),
    "table-players": lambda v: (
        f"'table' lists {v['given']} players' melds but the position has {v['players']}"
    ),
    "table-not-seen": lambda v: f"{v['card']} lies on the table but is not among 'seen'",
    "position-card-twice": lambda v: f"{v['card']} is in two places at once",
    "hand-size-impossible": lambda v: _hand_size(v),
    "melded-mismatch": lambda v: (
        f"{'you have' if v['who'] == 'you' else 'the other players have'} {v['laid']} "
        f"card{'' if v['laid'] == 1 else 's'} on the table, so '"
        f"{'melded' if v['who'] == 'you' else 'others_melded'}' must be "
        f"{'true' if v['laid'] else 'false'}"
    ),
    "answer-not-seated": lambda v: f"answer {v['answer']!r} is not in the seating",
    "answer-not-a-player": lambda v: (
        f"ask {v['ask']!r} needs the name of one of the players as answer"
    ),
    "answer-not-a-number": lambda v: f"ask {v['ask']!r} needs a number of stakes as answer",
    "answer-kind": _answer_kind,
    "answer-not-a-choice": lambda v: f"answer must be {' or '.join(map(repr, v['choices']))}",
    "pick-outside-hand": lambda v: f"answer card {v['card']} is not in the hand",
    "must-include-bad": lambda v: "must_include must be one card of the hand",
}
"""The words of each problem a lesson or lesson file can have, by its code."""


# -- which rules a step is checked under (closed set "lesson-rules-note") -----------------

RulesNote = Literal["own-rules", "rules-in-force"]
"""A step carries its own rules (``rules``, their label), or uses the rules in force."""

RULES_NOTES: dict[str, Callable[[Any], str]] = {
    "own-rules": lambda v: f"This step uses the {v['rules']} rules, whatever rules are in force.",
    "rules-in-force": lambda v: f"This step uses the rules in force: {v['rules']}.",
}
"""The words of the note on which rules a lesson step is checked under, by code."""

RULES_NOTE_CODES: frozenset[str] = frozenset(get_args(RulesNote))


def rules_note(code: RulesNote, rules: str) -> str:
    """Which rules a step is checked under: ``rules`` is the label of its own rules
    (``own-rules``) or of the rules in force (``rules-in-force``)."""
    return RULES_NOTES[code]({"rules": rules})


CLOSED_SETS: dict[str, Mapping[str, Callable[..., str]]] = {
    "lesson-rules-note": RULES_NOTES,
    "lesson-reason": REASONS,
    "lesson-grade": GRADES,
    "lesson-choice": CHOICES,
    "lesson-problem": PROBLEMS,
    "lesson-error": ERRORS,
    "lesson-title": TITLES,
    "lesson-nudge": NUDGES,
}
"""Each closed set of codes this module renders, by name, with a renderer per code."""

_SAID: dict[str, Callable[[Any], str]] = {
    **REASONS, **GRADES, **CHOICES, **PROBLEMS, **TITLES, **NUDGES
}  # fmt: skip


def say(reason: Any) -> str:
    """One thing a lesson says, in plain English: an engine
    :class:`~tutor.engine.reasons.Reason` in the engine's words, a lesson's own reason (a
    code of ``lesson-reason``, ``lesson-grade``, ``lesson-choice``, ``lesson-problem``,
    ``lesson-title`` or ``lesson-nudge``) from its code and values."""
    if isinstance(reason, Reason):
        return sentence(reason)
    return _SAID[reason.code](reason)


def say_all(reasons: Iterable[Any]) -> tuple[str, ...]:
    """Each thing said, in order (:func:`say`)."""
    return tuple(say(r) for r in reasons)


def _hand_size(v: Mapping[str, Any]) -> str:
    """A hand size no deal can give (seven dealt, less the cards its owner laid)."""
    who = "your hand" if v["who"] == "you" else f"other player {v['who']}"
    if v["laid"] is None:
        held = "no meld of yours" if not v["melded"] else "your melds"
        return (
            f"{who} holds {v['size']} cards, which cannot be with {held} on the table: a hand "
            f"starts with 7 cards and loses only those its owner lays (at most {v['expected']} "
            "here)"
        )
    return (
        f"{who} holds {v['size']} cards, but with {v['laid']} of that player's cards on the "
        f"table it must hold {v['expected']}: 7 dealt, less the cards laid"
    )


def lesson_error_sentence(code: str, values: Mapping[str, Any]) -> str:
    """A lesson's problem (``code`` of ``tutor.teach.errors.LessonErrorCode``) in plain
    English, naming the file and field."""
    return ERRORS[code](values)
