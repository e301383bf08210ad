"""A quiz question and a graded answer: the values every question kind builds and every
page shows (one kind per module beside this one)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Literal

from tutor.engine.cards import Card, parse_cards
from tutor.engine.reasons import Reason
from tutor.engine.records import RoundRecord
from tutor.engine.rule_lines import RuleLine
from tutor.engine.rules import Rules
from tutor.teach.quiz.notes import Fact, Feedback, Hint, Note, QuizErrorCode
from tutor.words.quiz import quiz_error_sentence

AnswerForm = Literal["cards", "number", "choice", "multi"]
ANSWER_FORMS: tuple[AnswerForm, ...] = ("cards", "number", "choice", "multi")
Answer = str | int | tuple[str, ...]
ResponseProblem = Literal["not-cards", "not-in-hand"]
"""Why a response cannot be marked as an answer: text that names no cards, or cards that
are not in the hand shown."""

SECTION_TITLES: dict[str, str] = {
    "§2": "Card values",
    "§3": "Melds",
    "§5.1": "Blast",
    "§5.2": "Knock",
    "§5.3": "Going out and the Perfect",
    "§5.4": "Four sevens",
    "§5.5": "End of stock",
    "§6.1": "Points in hand",
    "§6.2": "Base stakes by rank",
    "§6.3": "Doublings",
    "§6.4": "Who pays",
    "§7.9": "Jokers",
}

MELD_CHOICES: tuple[str, ...] = ("A set", "A run", "A lone seven", "Not a meld")
"""The answers to "which kind of meld?": each kind of rule book 3 (a seven laid alone is a
kind of its own, rule 3.3), or none."""
MELD_KIND_CHOICES: dict[str, str] = {"set": "A set", "run": "A run", "seven": "A lone seven"}
BLAST_CHOICES: tuple[str, ...] = ("Sopang (minor Blast)", "Daepang (major Blast)", "No Blast")
YES_NO: tuple[str, ...] = ("Yes", "No")
UNDERCUT_CHOICES: tuple[str, ...] = ("Yes, the knock is undercut", "No, the knock wins")
DOUBLING_CHOICES: tuple[str, ...] = (
    "A seven left in hand",
    "Had a turn but never melded",
    "The winner made a Perfect",
    "The knocker was undercut",
)
NAMES: tuple[str, ...] = ("Min", "Jae", "Soo", "Hana", "Tae")
SEED_SPACE = 1_000_000
"""Seeds :func:`generate` derives for itself (when searching for a tag) lie below this."""
TAG_ATTEMPTS = 40


class QuizError(ValueError):
    """A question that cannot be made or marked: ``code`` (one of :data:`QuizErrorCode`)
    says why (an unknown kind; a tag no kind, or not the kind asked for, tests; an answer
    form the kind cannot mark; a drill seed or length out of range), ``values`` what was
    asked. The message is the explainer's."""

    def __init__(self, code: QuizErrorCode, **values: Any) -> None:
        super().__init__(quiz_error_sentence(code, values))
        self.code = code
        self.values: MappingProxyType[str, Any] = MappingProxyType(values)

    def __reduce__(self) -> Any:  # pickles by its code and values, not its sentence
        return (_quiz_error, (self.code, dict(self.values)))


def _quiz_error(code: QuizErrorCode, values: dict[str, Any]) -> QuizError:
    return QuizError(code, **values)


@dataclass(frozen=True)
class Question:
    """One quiz question. Everything a page needs to ask it and to explain its answer.

    ``cards`` is the hand or group shown; ``record`` the round shown (players in seating
    order, clockwise), with ``facts`` about the situation (each a :class:`Fact`: a code,
    values and the rule-book point, worded by the explainer); ``context`` holds the
    same situation as values (``("players", 4)``, ``("melded", True)``) and ``player``
    names the player asked about. ``answer`` is the engine's answer: a choice label, a
    number, card texts (``cards``) or a tuple of labels (``multi``); ``answer_form`` says
    which. ``hint`` is the first hint (a :class:`Hint`: ``hint.point`` is the rule-book point
    it rests on). ``generate(q.seed, q.rules, kind=q.kind)`` gives the question back.
    """

    kind: str
    rules: Rules
    difficulty: int
    tags: tuple[str, ...]
    rule: str
    prompt: str
    answer_form: AnswerForm
    answer: Answer
    answer_text: str
    hint: Hint
    explanation: tuple[str, ...]
    cards: tuple[Card, ...] = ()
    record: RoundRecord | None = None
    facts: tuple[Fact, ...] = ()
    choices: tuple[str, ...] = ()
    player: str | None = None
    context: tuple[tuple[str, int | bool], ...] = ()
    seed: int = 0
    groups: tuple[tuple[str, tuple[Card, ...]], ...] = ()
    """Cards shown by name beside the hand: ``("Top of the discard pile", (8♠,))``."""
    rounds: tuple[RoundRecord, ...] = ()
    """The rounds played so far, in order, for questions about a series of rounds (seats
    clockwise as in ``seating``)."""
    seating: tuple[str, ...] = ()
    """The players in their seats, clockwise, for questions about the table."""
    rule_line: RuleLine | None = None
    """The rule the question is about, as data: the explainer's words for it are the
    first line of ``explanation``."""
    said: tuple[Note, ...] = ()
    """The quiz's own lines of ``explanation`` as data, in order (``winner-deals`` with the
    names): the explainer's words for them are among its lines, beside the rule's statement
    and the engine's reasons."""

    @property
    def title(self) -> str:
        from tutor.teach.quiz.registry import KIND_TITLES

        return KIND_TITLES[self.kind]

    @property
    def hands(self) -> tuple[tuple[str, tuple[Card, ...]], ...]:
        """Each player's hand in a round record, in seating order."""
        if self.record is None:
            return ()
        return tuple((p.name, parse_cards(p.hand)) for p in self.record.players)


@dataclass(frozen=True)
class QuizGrade:
    """A response marked by the engine: right or not, the engine's answer, the response as
    read (``None`` when there was none: a choice label, labels, a number or cards), a short
    praise or correction as data (``feedback``: ``right`` or ``not-quite``, worded by the
    explainer), and the full explanation (first line names the rule)."""

    correct: bool
    expected_text: str
    response: Any
    feedback: Feedback
    explanation: tuple[str, ...]
    rule: str
    why: tuple[Reason, ...] = ()
    """The engine's reasons about the response itself, as data (``choice-not-best`` with
    its points): the notes of ``explanation`` after its first line are their words."""
    problem: ResponseProblem | None = None
    """Set when the response cannot be used as an answer at all."""
    error_code: str | None = None
    """The engine's error code for a response that names no cards (``no-such-card``)."""
    said: tuple[Feedback, ...] = ()
    """The quiz's own notes about the response, as data (``not-in-hand`` with the cards):
    their words are notes of ``explanation`` too."""


@dataclass(frozen=True)
class Marked:
    """A response marked by a kind's own ``mark``: right or not, the response as read (the
    cards; ``None`` when it names no cards), the notes in words, and the same as data (the
    engine's reasons, a problem code, the engine's error code)."""

    correct: bool
    response: Any
    notes: tuple[str, ...] = ()
    why: tuple[Reason, ...] = ()
    problem: ResponseProblem | None = None
    error_code: str | None = None
    said: tuple[Feedback, ...] = ()


@dataclass(frozen=True)
class QuizKind:
    """One kind of question: its name (the ``kind`` of its questions), its title, every tag
    its questions may carry, the builder that makes a question from a seeded random source
    under the rules in force, and ``mark`` when the kind marks a response its own way
    (otherwise :func:`~tutor.teach.quiz.grading.grade` marks it by answer form). ``mark``
    returns a :class:`Marked`: whether the response is right, the response as read, and
    what is wrong with it, in words and as data."""

    name: str
    title: str
    tags: tuple[str, ...]
    generate: Callable[[random.Random, Rules], Question]
    mark: Callable[[Question, Any], Marked] | None = None
