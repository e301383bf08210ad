"""A quiz question and a graded answer: the values every question kind builds and every
page shows (one kind per module beside this one)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from tutor.engine.cards import Card, parse_cards
from tutor.engine.cast import cast_all
from tutor.engine.reasons import Reason
from tutor.engine.records import RoundRecord
from tutor.engine.rule_lines import RuleLine
from tutor.engine.rules import Rules
from tutor.teach.quiz.notes import QuizError as QuizError  # the quiz's error, with its codes
from tutor.teach.quiz.notes import told
from tutor.teach.quiz.rule_lines import line_for

AnswerForm = Literal["cards", "number", "choice", "multi"]
ANSWER_FORMS: tuple[AnswerForm, ...] = ("cards", "number", "choice", "multi")
Choice = str | Reason
"""A choice: a code of :data:`~tutor.teach.quiz.notes.CHOICE_CODES`, a player's name, a
card's text, or a ``choice-`` message carrying values (a payment)."""
Answer = Choice | int | tuple[Choice, ...] | tuple[tuple[str, ...], ...]
"""A question's answer: a choice, a number, several choices, or melds (each its cards' text)."""
ResponseProblem = Literal["not-cards", "not-in-hand"]
"""Why a response cannot be marked as an answer: text that names no cards, or cards that
are not in the hand shown."""

MELD_CHOICES: tuple[str, ...] = ("set", "run", "seven", "not-meld")
"""The answers to "which kind of meld?": each kind of rule book 3 (a seven laid alone is a
kind of its own, rule 3.3), or none."""
MELD_KIND_CHOICES: dict[str, str] = {"set": "set", "run": "run", "seven": "seven"}
BLAST_CHOICES: tuple[str, ...] = ("sopang", "daepang", "no-blast")
YES_NO: tuple[str, ...] = ("yes", "no")
UNDERCUT_CHOICES: tuple[str, ...] = ("undercut", "knock-wins")
DOUBLING_CHOICES: tuple[str, ...] = (
    "doubling-seven",
    "doubling-never-melded",
    "doubling-perfect",
    "doubling-undercut",
)
NAMES: tuple[str, ...] = cast_all(("Min", "Jae", "Soo", "Hana", "Tae"))
"""The quiz's players: names of the cast (:mod:`tutor.engine.cast`)."""
ASKED = NAMES[0]
"""The player a question about one hand is about."""
SEED_SPACE = 1_000_000
"""Seeds :func:`generate` derives for itself (when searching for a tag) lie below this."""
TAG_ATTEMPTS = 40


@dataclass(frozen=True)
class Question:
    """One quiz question. Everything a page needs to ask it and to explain its answer, as
    codes and values only (a cached question shows in every visitor's language).

    ``prompt`` is the question asked (a ``prompt-`` message). ``cards`` is the hand or group
    shown; ``record`` the round shown (players in seating order, clockwise), with ``facts``
    about the situation (``fact-`` messages: a code, values and the rule-book point);
    ``context`` holds the same situation as values (``("players", 4)``, ``("melded",
    True)``) and ``player`` names the player asked about. ``answer`` is the engine's answer:
    a choice (a code of :data:`~tutor.teach.quiz.notes.CHOICE_CODES`, a name, a card's text,
    or a ``choice-`` message), a number, card texts (``cards``) or a tuple of choices
    (``multi``); ``answer_form`` says which, and ``answer_said`` is the answer as it is told
    (an ``answer-`` message). ``hint`` is the first hint (``hint.point`` is the rule-book
    point it rests on). ``explanation`` is what explains the answer, in order: the rule
    (:attr:`rule_line`), the engine's reasons and settlement steps, the quiz's own notes (a
    tuple of several is one line). ``generate(q.seed, q.rules, kind=q.kind)`` gives the
    question back.
    """

    kind: str
    rules: Rules
    difficulty: int
    tags: tuple[str, ...]
    rule: str
    prompt: Reason
    answer_form: AnswerForm
    answer: Answer
    answer_said: Reason
    hint: Reason
    explanation: tuple[Any, ...]
    cards: tuple[Card, ...] = ()
    record: RoundRecord | None = None
    facts: tuple[Reason, ...] = ()
    choices: tuple[Choice, ...] = ()
    player: str | None = None
    context: tuple[tuple[str, int | bool], ...] = ()
    seed: int = 0
    groups: tuple[tuple[Reason, tuple[Card, ...]], ...] = ()
    """Cards shown with a label beside the hand: ``(group("discard-top"), (8♠,))``."""
    rounds: tuple[RoundRecord, ...] = ()
    """The rounds played so far, in order, for questions about a series of rounds (seats
    clockwise as in ``seating``)."""
    seating: tuple[str, ...] = ()
    """The players in their seats, clockwise, for questions about the table."""
    rule_line: RuleLine | None = None
    """The rule the question is about, as data: the first line of ``explanation``."""
    said: tuple[Reason, ...] = ()
    """The quiz's own notes among the lines of ``explanation``, in order (``note-winner-deals``
    with the names)."""

    @property
    def hands(self) -> tuple[tuple[str, tuple[Card, ...]], ...]:
        """Each player's hand in a round record, in seating order."""
        if self.record is None:
            return ()
        return tuple((p.name, parse_cards(p.hand)) for p in self.record.players)


def question(
    kind: str,
    rule: str,
    rules: Rules,
    *,
    answer_form: AnswerForm,
    answer: Answer,
    hint: Reason,
    why: Sequence[Any] = (),
    answer_said: Reason | None = None,
    line: str | None = None,
    **fields: Any,
) -> Question:
    """A question of ``kind`` on the rule-book point ``rule`` (``"§5.2"``), the point
    written once: the rule's statement under ``rules`` is the question's
    :attr:`~Question.rule_line` and the first line of its explanation, ``why`` the lines
    after it (``line`` names the statement when a variation of the point has its own,
    ``"§5.2u"``). The answer is told as its form tells one (:func:`~.notes.told`) unless
    ``answer_said`` says it otherwise. ``fields``: the question's other fields."""
    rule_line = line_for(line or rule, rules)
    return Question(
        kind=kind,
        rules=rules,
        rule=rule,
        answer_form=answer_form,
        answer=answer,
        answer_said=told(answer_form, answer) if answer_said is None else answer_said,
        hint=hint,
        rule_line=rule_line,
        explanation=(rule_line, *why),
        **fields,
    )


@dataclass(frozen=True)
class QuizGrade:
    """A response marked by the engine: right or not, the engine's answer as it is told
    (``expected``, an ``answer-`` message), the response as read (``None`` when there was
    none: a choice, choices, a number or cards), a short praise or correction as data
    (``feedback``: ``feedback-right`` or ``feedback-not-quite``), and the full explanation
    as data (first line the rule)."""

    correct: bool
    expected: Reason
    response: Any
    feedback: Reason
    explanation: tuple[Any, ...]
    rule: str
    why: tuple[Reason, ...] = ()
    """The engine's reasons about the response itself, as data (``choice-not-best`` with
    its points): the notes of ``explanation`` after its first line are their words."""
    problem: ResponseProblem | None = None
    """Set when the response cannot be used as an answer at all."""
    error_code: str | None = None
    """The engine's error code for a response that names no cards (``no-such-card``)."""
    said: tuple[Reason, ...] = ()
    """The quiz's own notes about the response, as data (``not-in-hand`` with the cards):
    their words are notes of ``explanation`` too."""


@dataclass(frozen=True)
class Marked:
    """A response marked by a kind's own ``mark``: right or not, the response as read (the
    cards; ``None`` when it names no cards), the notes about it as data (the engine's
    reasons, the quiz's notes, the engine's error), a problem code, the engine's error
    code."""

    correct: bool
    response: Any
    notes: tuple[Any, ...] = ()
    why: tuple[Reason, ...] = ()
    problem: ResponseProblem | None = None
    error_code: str | None = None
    said: tuple[Reason, ...] = ()


@dataclass(frozen=True)
class QuizKind:
    """One kind of question: its name (the ``kind`` of its questions; the catalog titles it
    ``quiz-kind-<name>``), every tag its questions may carry, the builder that makes a
    question from a seeded random source under the rules in force, and ``mark`` when the
    kind marks a response its own way (otherwise :func:`~tutor.teach.quiz.grading.grade`
    marks it by answer form). ``mark`` returns a :class:`Marked`: whether the response is
    right, the response as read, and what is wrong with it, as data."""

    name: str
    tags: tuple[str, ...]
    generate: Callable[[random.Random, Rules], Question]
    mark: Callable[[Question, Any], Marked] | None = None
    needs: tuple[str, ...] = ()
    """Rule points a learner needs before this kind besides its tags' (a presets question
    names switches of several rules): :func:`tutor.teach.practice.needed_points`."""
