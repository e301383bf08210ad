"""What the quiz says, as data: a question's prompt, the facts it states about its
situation, the hint that nudges towards the answer, the labels of shown card groups and of
composite choices, the answer as it is told, the feedback on a graded answer, the quiz's
own lines in an explanation (notes, beside the engine's reasons), and the quiz's errors.

Each is the engine's one message shape, :class:`~tutor.engine.reasons.Reason`: a code of
the closed set ``quiz`` (registered here; each code starts with what it is: ``kind-``
(a kind's title), ``prompt-``,
``fact-``, ``hint-``, ``group-``, ``choice-``, ``answer-``, ``feedback-``, ``note-``), the
rule-book ``point`` it rests on (``"5.2"``, or ``""`` for a fact that rests on no rule, such
as who sits where) and the values involved (names, cards, numbers). Code that needs to know
*what* was said reads the code, the point and the values; the sentences are written only by
the words layer, from the catalog's message ``quiz-<code>``.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal, get_args

from tutor.engine.errors import HoolaError
from tutor.engine.reasons import Reason, because, register

FactCode = Literal[
    "seats",  # names: the players clockwise
    "seated-dealt",  # names, dealer, direction: seats, dealer and direction in one line
    "direction",  # direction
    "dealt-first",  # dealer
    "series-round",  # number, dealer, winner, perfect
    "no-claims",  # 7.1: the table plays no claims
    "claim-rule",  # claim ("battle" or "tame"), on point 7.1 or 7.2
    "just-discarded",  # discarder, card
    "claimants",  # claimants, in the order their hands landed
    "discarded-next",  # discarder, card, next: the player whose turn is next
    "discarded-was-next",  # discarder, card, skipped
    "claimed-alone",  # claimer, card
    "not-drawn",  # player
    "melded-before",  # player, melded: laid a meld from hand on an earlier turn or not
    "melded-this-turn",  # player, melded
    "melded-this-round",  # player, melded, cards (held, or None)
    "players-at-table",  # players
    "others-melded",  # melded
    "others-had-turn",  # player, had_turn
    "stock-ran-out",  # 5.5: meld (melds may still be laid from the hands shown)
    "knocked",  # 5.2: knocker
    "blast-stop",  # 5.1: winner, first (at the very first turn)
    "perfect-out",  # 5.3: winner, feeder (None: the last card came from the stock)
    "went-out",  # 5.3: winner
    "player-state",  # name, melded, had_turn
    "hoola-doubles",  # 6.5: played
    "tie-rule",  # 5.6: tie
    "jokers-in-play",  # 7.9: jokers
    "joker-in-hand",  # 7.9: counts (the joker_in_hand switch)
    "picture-cards-ten",  # 7.3: the table counts Jacks, Queens and Kings 10
    "penalty-agreed",  # 7.11: penalty (stakes to each opponent)
    "knock-table",  # 7.7: limits (players -> limit)
    "six-seven-table",  # 7.6: players, dealer, direction, compensation
    "decided-so-far",  # 7.6: decisions ((name, "play" or "out"), in turn)
    "table-plays",  # the switch's point: switch, value (one setting of a table, rule 8)
]
"""Facts about a question's situation (the round, the table, who has melded)."""

HintCode = Literal[
    "meld",  # 3: aces (an Ace is in the group)
    "blast",  # 5.1: allowed, sopang_max, daepang_min
    "knock",  # 5.2 (also 6.1)
    "ending",  # 5 (5.1-5.4): all_turns (a Perfect needs every other player's turn)
    "undercut",  # 5.2 (also 6.1)
    "stock-winner",  # 5.5 (also 6.1)
    "doublings",  # 6.3: name
    "payment",  # 6.2 (to 6.4): name
    "perfect-feeder",  # 6.4 (also 6.3)
    "hoola-doubles",  # 6.5
    "arrangement",  # 6.1 (also 3)
    "next-player",  # 1.5: current, direction
    "next-dealer",  # 1.3
    "take-discard",  # 4.1: player, card
    "lay-off",  # 4.3: player, card
    "claim-taker",  # 7.1 or 7.2: discarder
    "may-claim",  # 7.1: player, card
    "after-claim",  # 7.1 (also 1.5): skipped, claimer
    "joker-stands-for",  # 7.9: cards (the real cards)
    "joker-meld",  # 7.9: cards (the real cards), jokers
    "joker-points",  # 7.9: real (how many real cards), jokers
    "deal",  # 1: ask ("stock", "first-card" or "seats")
    "card-values",  # 2: pictures (picture cards count 10 here)
    "money-balance",  # 6.6
    "six-seven",  # 7.6: ask ("decide" or "paid")
    "undercut-penalty",  # 7.11
    "knock-table",  # 7.7: players
    "presets",  # 8: ask ("which", "differ" or "decides")
]
"""The first hint of each kind of question: where to look, never the answer."""

FeedbackCode = Literal[
    "right",  # praise (picks the word), answer (an ``answer-`` message)
    "not-quite",  # form, response (an ``answer-`` message, or None), answer, problem
    "not-in-hand",  # cards: the cards of a response that are not in the hand shown
    "drill-verdict",  # 3: correct, valid (the group is a meld), seconds
]
"""The verdict on a graded answer, and what is wrong with a response."""

NoteCode = Literal[
    "ace-rule",  # 3: ace (the ace switch)
    "blast-seven",  # 2: seven (what a seven counts at the end)
    "blast-quad",  # 6.1
    "claimed-in-order",  # claimants, card
    "first-hand-takes",  # 7.1: first, taker, card
    "first-turn-takes",  # 7.2: direction, discarder, order, taker, card
    "claimer-plays-on",  # taker, next
    "no-claim-allowed",  # 7.1: player, card, next
    "claim-makes-meld",  # card, kind, meld, player
    "claim-no-meld",  # card, player
    "turn-skipped",  # claimer, card, skipped
    "play-order",  # direction, start, order, dealer (the start dealt)
    "plays-next",  # player
    "comes-after",  # current, next
    "seats",  # names
    "winner-deals",  # 1.3: winner, dealer
    "take-makes-meld",  # 4.1: card, kind, meld
    "take-no-meld",  # 4.1: card, player
    "lay-off-open",  # 4.3: player, open
    "lay-off-meld",  # 4.3: meld, card, valid (the engine's reasons follow)
    "no-doubling",  # 6.3: name
    "sevens-no-double",  # 6.3
    "sevens-went-down",  # 6.3: name, sevens
    "no-seven-left",  # 6.3: name
    "never-had-turn",  # 6.3: name
    "melded-in-play",  # 6.3: name
    "showdown-melds-count",  # 6.3: name
    "not-perfect",  # 6.3
    "undercut-no-double",  # 6.3
    "no-undercut",  # 6.3
    "round-multiplier",  # 6.5: number, multiplier
    "next-multiplier",  # 6.5: multiplier
    "ending-verdict",  # ending, allowed, verdict (a verdict kind), on the ending's point
    "no-going-out",  # 5.3: player
    "needs-last-discard",  # 4.5: card
    "going-out-open",  # 5.3: verdict, draws (the cards that would do it)
    "melded-not-perfect",  # 5.3: player
    "hand-count",  # 6.1: name, points, melds (laid at the showdown; the engine's notes follow)
    "deal-count",  # 1.4: deck, jokers, players, stock
    "first-card",  # 1.4: dealer, first, direction
    "table-size",  # 1.1: players, most, six_seven
    "balance",  # 6.6: winner, collected, paid ((name, stakes) for each loser)
    "penalty-total",  # 7.11: knocker, penalty, opponents, total
    "knock-limit-at",  # 7.7: players, limit, points, allowed
    "dropout-turn",  # 7.6: name, verdict ("play", "out", "choose"), playing, out, most_out
    "compensation-items",  # 7.6: name, items, each, total
    "preset-ruled-out",  # 8.x: preset, switch, value (its own setting, not the one stated)
    "preset-fits",  # 8.x: preset
    "presets-differ-on",  # the switch's point: first, second, switch, value_first, value_second
    "presets-same-otherwise",  # 8: first, second
    "preset-decides",  # the switch's point: first, second, switch, value_first, value_second
    "switches-change-nothing",  # 8: switches (set differently, but alone change nothing)
]
"""The quiz's own lines in a question's explanation (beside the engine's reasons)."""

PromptCode = Literal[
    "meld-one",  # a single card: does it meld by itself?
    "meld-group",  # size
    "blast",  # player
    "knock",  # player
    "ending",  # player
    "undercut",  # knocker
    "stock-winner",  # meld (hands are melded before counting)
    "doublings",  # name
    "payment",  # name
    "feeder-who",  # winner, payer, feeder (None: the last card came from the stock)
    "feeder-stakes",  # winner, payer, feeder
    "next-multiplier",
    "arrangement-points",
    "arrangement-melds",  # cards: the hand's size
    "next-player",  # current
    "next-dealer",
    "take-discard",  # player, card
    "lay-off",  # player, card
    "claim-taker",  # card
    "may-claim",  # player, card
    "after-claim",  # claimer
    "joker-stands-for",
    "joker-meld",
    "joker-points",  # player
    "deal-stock",  # players
    "deal-first-card",  # dealer
    "deal-seats",  # players
    "card-values",  # player
    "money-balance",  # winner
    "six-seven-decide",  # name
    "six-seven-paid",  # name
    "undercut-penalty-total",  # knocker
    "undercut-penalty-receive",  # knocker, asked
    "knock-table-limit",  # players
    "knock-table-may",  # player, players
    "preset-which",  # (the settings are facts)
    "presets-differ",  # first, second
    "preset-decides",  # situation, player, first, second, answer_first, answer_second
]
"""The question each kind asks (some kinds ask one of several)."""

GroupCode = Literal[
    "discard-top",  # the top of the discard pile
    "on-table",  # the meld on the table
    "just-discarded",
    "claimed",
    "the-meld",
    "the-group",
    "meld-of",  # name: a player's meld on the table
]
"""The labels of the card groups shown beside a hand."""

ChoiceCode = Literal[
    "pays",  # payer, stakes, winner: one payment as a choice
    "preset",  # 8.x: preset
    "switch",  # the switch's point: switch
]
"""Choices that carry values (the plain choices are codes, see ``CHOICE_CODES``)."""

AnswerCode = Literal[
    "choice",  # choice: the one choice (a code, a name, a card, or a ``choice-`` message)
    "choices",  # choices: every choice that applies (none: empty)
    "number",  # number
    "stakes",  # stakes: a number of stakes
    "melds",  # melds (in the order laid), cards, points: the cards left and their points
    "laid",  # melds: the melds a learner laid, as the feedback quotes them
]
"""The engine's answer as it is told (``right`` and ``not-quite`` quote it)."""

KindCode = Literal[
    "table", "deal", "values", "meld", "turn", "claims", "arrangement", "blast", "knock",
    "knock-table", "ending", "undercut", "undercut-penalty", "stock-winner", "doublings",
    "payment", "balance", "perfect-feeder", "hoola-doubles", "six-seven", "jokers",
    "presets",
]  # fmt: skip
"""Every kind of question, by name (a title each: ``quiz-kind-<name>``)."""

QuizErrorCode = Literal[
    "no-such-kind",  # kind, kinds
    "tag-not-tested",  # tag, kind (None: no kind at all)
    "cannot-mark",  # kind, form
    "no-kinds",  # a starter question asked of no kind
    "drill-seed",  # value, most
    "drill-group",  # value, most
    "drill-length",  # value, most
]
"""Why the quiz or the drill cannot make or mark a question."""

CHOICE_CODES: tuple[str, ...] = (
    # which kind of meld (rule 3)
    "set", "run", "seven", "not-meld",
    # which Blast (rule 5.1)
    "sopang", "daepang", "no-blast",
    "yes", "no",
    # is the knock undercut (rule 5.2)
    "undercut", "knock-wins",
    # which doublings apply (rule 6.3): the engine's doubling kinds
    "doubling-seven", "doubling-never-melded", "doubling-perfect", "doubling-undercut",
    # which endings are open (rule 5)
    "ending-blast", "ending-knock", "ending-four-sevens", "ending-going-out", "ending-perfect",
    # six or seven at the table (rule 7.6)
    "must-play", "must-sit-out", "may-choose",
)  # fmt: skip
"""The plain choices of every kind: codes, worded by the catalog (``quiz-choice-<code>``).
A choice that is not one of these is shown as it is: a player's name or a card."""

FACT_CODES: frozenset[str] = frozenset(get_args(FactCode))
HINT_CODES: frozenset[str] = frozenset(get_args(HintCode))
FEEDBACK_CODES: frozenset[str] = frozenset(get_args(FeedbackCode))
NOTE_CODES: frozenset[str] = frozenset(get_args(NoteCode))
PROMPT_CODES: frozenset[str] = frozenset(get_args(PromptCode))
GROUP_CODES: frozenset[str] = frozenset(get_args(GroupCode))
ANSWER_CODES: frozenset[str] = frozenset(get_args(AnswerCode))
QUIZ_ERROR_CODES: frozenset[str] = frozenset(get_args(QuizErrorCode))

KIND_CODES: frozenset[str] = frozenset(get_args(KindCode))

PARTS: dict[str, frozenset[str]] = {
    "kind": KIND_CODES,
    "prompt": PROMPT_CODES,
    "fact": FACT_CODES,
    "hint": HINT_CODES,
    "group": GROUP_CODES,
    "choice": frozenset(get_args(ChoiceCode)),
    "answer": ANSWER_CODES,
    "feedback": FEEDBACK_CODES,
    "note": NOTE_CODES,
}
"""The parts of the set ``quiz``: a code is ``<part>-<name>`` (``fact-seats``)."""

CLOSED_SET = "quiz"
QUIZ_CODES: frozenset[str] = frozenset(
    f"{part}-{name}" for part, names in PARTS.items() for name in names
)
"""Every code of the set ``quiz``."""

register(CLOSED_SET, QUIZ_CODES)


def part_of(said: Reason) -> str:
    """What a message of the quiz is: ``"fact"``, ``"hint"``, ``"note"`` …"""
    return said.code.split("-", 1)[0]


def name_of(said: Reason) -> str:
    """A quiz message's code without its part: ``fact-seats`` → ``seats``."""
    return said.code.split("-", 1)[1]


def _make(part: str, code: str, point: str | None, values: dict[str, Any]) -> Reason:
    if code not in PARTS[part]:
        raise ValueError(f"unknown quiz {part} code {code!r}")
    return because(f"{part}-{code}", point or "", **values)


def kind_title(kind: str) -> Reason:
    """The title of a kind of question, as a message (``kind-meld``)."""
    return _make("kind", kind, "", {})


def prompt(code: PromptCode, point: str = "", /, **values: Any) -> Reason:
    """The question a kind asks; ``code`` one of :data:`PromptCode`."""
    return _make("prompt", code, point, values)


def fact(code: FactCode, point: str | None = None, /, **values: Any) -> Reason:
    """A fact about the question's situation; ``code`` one of :data:`FactCode`."""
    return _make("fact", code, point, values)


def hint(code: HintCode, point: str, /, **values: Any) -> Reason:
    """A question's first hint; ``point`` is the rule it rests on."""
    return _make("hint", code, point, values)


def group(code: GroupCode, /, **values: Any) -> Reason:
    """The label of a card group shown beside the hand."""
    return _make("group", code, "", values)


def choice(code: ChoiceCode, point: str = "", /, **values: Any) -> Reason:
    """A choice that carries values (a payment)."""
    return _make("choice", code, point, values)


def answer(code: AnswerCode, point: str = "", /, **values: Any) -> Reason:
    """The engine's answer as it is told."""
    return _make("answer", code, point, values)


def feedback(code: FeedbackCode, point: str, /, **values: Any) -> Reason:
    """The verdict on a graded answer; ``code`` one of :data:`FeedbackCode`."""
    return _make("feedback", code, point, values)


def note(code: NoteCode, point: str | None = None, /, **values: Any) -> Reason:
    """One of the quiz's own lines in an explanation; ``code`` one of :data:`NoteCode`."""
    return _make("note", code, point, values)


class QuizError(HoolaError):
    """A question that cannot be made or marked: ``code`` (one of :data:`QuizErrorCode`)
    says why (an unknown kind; a tag no kind, or not the kind asked for, tests; an answer
    form the kind cannot mark; a drill seed or length out of range), ``values`` what was
    asked. Its words are the catalog's ``quiz-error-<code>``."""

    closed_set: ClassVar[str] = "quiz-error"
    closed_codes: ClassVar[frozenset[str]] = QUIZ_ERROR_CODES


def told(form: str, value: Any, point: str = "") -> Reason:
    """The answer ``value`` of a question of answer form ``form`` as it is told: one choice,
    every choice that applies, or a number (cards are told by their kind, see
    :func:`answer`)."""
    if form == "choice":
        return answer("choice", point, choice=value)
    if form == "multi":
        return answer("choices", point, choices=tuple(value))
    return answer("number", point, number=value)
