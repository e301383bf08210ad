"""What the quiz says, as data: the facts a question states about its situation, the hint
that nudges towards the answer, the feedback on a graded answer, the quiz's own lines in an
explanation (notes, beside the engine's reasons), and the quiz's own errors.

Each is a code from a closed set (a ``Literal`` with its values in a frozenset), the
rule-book ``point`` it rests on (``"5.2"``, or ``None`` for a fact that rests on no rule,
such as who sits where) and the values involved (names, cards, numbers). Code that needs to
know *what* was said reads the code, the point and the values; the sentences are made only
by the explainer, :mod:`tutor.words.quiz` (:func:`~tutor.words.quiz.say`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Literal, get_args

from tutor.engine.reasons import FrozenDict

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
]
"""The first hint of each kind of question: where to look, never the answer."""

FeedbackCode = Literal[
    "right",  # praise (picks the word), answer
    "not-quite",  # form, response (None: no response), answer, problem
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
]
"""The quiz's own lines in a question's explanation (beside the engine's reasons)."""

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

FACT_CODES: frozenset[str] = frozenset(get_args(FactCode))
HINT_CODES: frozenset[str] = frozenset(get_args(HintCode))
FEEDBACK_CODES: frozenset[str] = frozenset(get_args(FeedbackCode))
QUIZ_ERROR_CODES: frozenset[str] = frozenset(get_args(QuizErrorCode))
NOTE_CODES: frozenset[str] = frozenset(get_args(NoteCode))

CLOSED_SETS: dict[str, frozenset[str]] = {
    "quiz-fact": FACT_CODES,
    "quiz-hint": HINT_CODES,
    "quiz-feedback": FEEDBACK_CODES,
    "quiz-note": NOTE_CODES,
    "quiz-error": QUIZ_ERROR_CODES,
}
"""The quiz's closed sets by name, as the explainer names them."""


@dataclass(frozen=True, slots=True)
class QuizNote:
    """One thing the quiz says: a ``code`` of the note's closed set, the rule-book ``point``
    it rests on, and the ``values`` involved (read one as ``note["card"]``). Immutable and
    hashable. Make one with :func:`fact`, :func:`hint`, :func:`feedback` or :func:`note`."""

    closed_set: ClassVar[str] = ""
    code: str
    point: str | None
    values: FrozenDict[str, Any]

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)

    def __repr__(self) -> str:
        vals = "".join(f", {k}={v!r}" for k, v in self.values.items())
        return f"{type(self).__name__}({self.code!r}, {self.point!r}{vals})"


class Fact(QuizNote):
    """A fact about the question's situation (set ``quiz-fact``)."""

    __slots__ = ()
    closed_set = "quiz-fact"


class Hint(QuizNote):
    """The question's first hint (set ``quiz-hint``): ``point`` is the rule it rests on."""

    __slots__ = ()
    closed_set = "quiz-hint"


class Feedback(QuizNote):
    """The verdict on a graded answer (set ``quiz-feedback``)."""

    __slots__ = ()
    closed_set = "quiz-feedback"


class Note(QuizNote):
    """One of the quiz's own lines in a question's explanation (set ``quiz-note``)."""

    __slots__ = ()
    closed_set = "quiz-note"


def _make(cls: type[QuizNote], code: str, point: str | None, values: dict[str, Any]) -> Any:
    if code not in CLOSED_SETS[cls.closed_set]:
        raise ValueError(f"unknown {cls.closed_set} code {code!r}")
    return cls(code, point, FrozenDict(values))


def fact(code: FactCode, point: str | None = None, /, **values: Any) -> Fact:
    """A :class:`Fact`; ``code`` must be one of :data:`FactCode`."""
    return _make(Fact, code, point, values)


def hint(code: HintCode, point: str, /, **values: Any) -> Hint:
    """A :class:`Hint`; ``code`` must be one of :data:`HintCode`."""
    return _make(Hint, code, point, values)


def feedback(code: FeedbackCode, point: str, /, **values: Any) -> Feedback:
    """A :class:`Feedback`; ``code`` must be one of :data:`FeedbackCode`."""
    return _make(Feedback, code, point, values)


def note(code: NoteCode, point: str | None = None, /, **values: Any) -> Note:
    """A :class:`Note`; ``code`` must be one of :data:`NoteCode`."""
    return _make(Note, code, point, values)
