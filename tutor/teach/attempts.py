"""Try again, hints that escalate, and stars: how one graded question is worked through.

The tutor never shows the answer to a first miss. A wrong answer first gets what the engine
says about *the learner's own choice* (the cards picked are no meld, and why; a number is too
high or too low; what a discard would leave), and another try. The full answer and the
engine's reasons come after a second miss, on "Show answer", or on the last hint.

Hints climb a ladder of three rungs (:func:`hint_ladder`): a **nudge** that points at the
cards or the question without the answer (the step's own ``nudge`` in the lesson file, else
one made from its cards and the engine's answer); the **rule** it rests on, as the rule book
states it under the rules in force, with the rule book's point; and the **answer**.

Stars (:meth:`Attempt.stars`): 3 for a right first answer with no hint, 2 with one miss or
one hint, 1 with more help, or when the answer was shown first. A lesson is **mastered** when
every graded step is done and the stars come to at least :data:`MASTERY` of the most it can
earn (see :func:`mastered`).

This module is engine side: it never imports Streamlit. State is an immutable
:class:`Attempt`; each learner action returns a new one.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Literal

from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import Card, parse_cards
from tutor.engine.errors import HoolaError
from tutor.engine.rule_lines import RuleLine
from tutor.engine.rules import Rules
from tutor.teach import lessons as L
from tutor.teach.lesson_reasons import Said, said
from tutor.teach.quiz import Question
from tutor.teach.quiz import grade as quiz_grade
from tutor.teach.quiz.notes import kind_title
from tutor.teach.quiz.rule_lines import line_for

__all__ = [
    "MASTERY",
    "MAX_STARS",
    "Attempt",
    "Feedback",
    "Hint",
    "check",
    "hint_ladder",
    "mastered",
    "quiz_answer",
    "quiz_check",
    "quiz_hints",
    "book_point",
    "rule_line_of",
    "rule_point",
]

MAX_STARS = 3
MASTERY = 0.8
"""A lesson is mastered with every graded step done and at least 80% of its stars."""

Rung = Literal["nudge", "rule", "answer"]
RUNGS: tuple[Rung, ...] = ("nudge", "rule", "answer")
Verdict = Literal["right", "try-again", "answer"]


# --------------------------------------------------------------------------- state


@dataclass(frozen=True)
class Attempt:
    """One learner's work on one graded step: misses, hints taken (0-3, the third being the
    answer), whether the answer was shown, whether it is solved."""

    misses: int = 0
    hints: int = 0
    revealed: bool = False
    solved: bool = False

    def checked(self, correct: bool) -> Attempt:
        """After a graded answer: solved when right; a second miss shows the answer."""
        if self.solved:
            return self
        if correct:
            return replace(self, solved=True)
        misses = self.misses + 1
        return replace(self, misses=misses, revealed=self.revealed or misses >= 2)

    def hinted(self) -> Attempt:
        """After "Hint": the next rung; the last rung is the answer."""
        hints = min(self.hints + 1, len(RUNGS))
        return replace(self, hints=hints, revealed=self.revealed or hints == len(RUNGS))

    def shown(self) -> Attempt:
        """After "Show answer"."""
        return replace(self, revealed=True)

    @property
    def stars(self) -> int:
        """3/2/1 once solved (0 before): 3 with no miss and no hint, one less for each miss
        or hint, at least 1; just 1 when the answer was shown before it was solved."""
        if not self.solved:
            return 0
        if self.revealed:
            return 1
        return max(1, MAX_STARS - self.misses - self.hints)

    @property
    def can_retry(self) -> bool:
        """Another try is open: not solved, answer not shown yet."""
        return not self.solved and not self.revealed

    def to_dict(self) -> dict[str, Any]:
        return {
            "misses": self.misses,
            "hints": self.hints,
            "revealed": self.revealed,
            "solved": self.solved,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Attempt:
        return cls(
            misses=int(data.get("misses", 0)),
            hints=int(data.get("hints", 0)),
            revealed=bool(data.get("revealed", False)),
            solved=bool(data.get("solved", False)),
        )


def mastered(stars: list[int]) -> bool:
    """A lesson's stars, one entry per graded step (0 = not done): mastered when every step
    is done and the total is at least :data:`MASTERY` of the most possible."""
    if not stars or not all(stars):
        return False
    return sum(stars) >= MASTERY * MAX_STARS * len(stars)


# --------------------------------------------------------------------------- feedback


@dataclass(frozen=True)
class Feedback:
    """The verdict on one answer, holding only what may be shown at this point.

    ``right``: ``title`` and ``why`` (the last of the engine's reasons). ``try-again``: what
    the engine says about the learner's own choice (``choice``) and, for a number, whether
    it is too ``high`` or too ``low``; never the answer. ``answer``: the engine's answer
    (``expected``), its ``title`` and all its ``reasons``.

    A lesson's ``title``, ``why``, ``choice``, ``expected`` and ``reasons`` are data
    (:data:`~tutor.teach.lessons.Said`: the engine's reasons and the lesson's own), written
    by the words layer; the quiz's may still be its sentences (``str``).
    """

    verdict: Verdict
    title: Any = ""
    why: L.Said | str = ""
    choice: tuple[L.Said | str, ...] = ()
    direction: Literal["high", "low"] | None = None
    expected: Any = ""
    reasons: tuple[L.Said | str, ...] = ()


def check(
    step: L.GradedStep, answer: Any, rules: Rules, attempt: Attempt
) -> tuple[Attempt, Feedback]:
    """Grade ``answer`` with the engine under the step's rules (``rules`` = the rules in
    force) and move the attempt on. Returns the new attempt and what to tell the learner."""
    grade = L.grade(step, answer, rules)
    after = attempt.checked(grade.correct)
    if grade.correct:
        return after, Feedback(
            verdict="right",
            title=grade.heading,
            why=grade.why[-1] if grade.why else "",
        )
    if not after.revealed:
        return after, Feedback(
            verdict="try-again",
            choice=tuple(L.choice_reasons(step, answer, rules)),
            direction=_direction(answer, grade.expected),
        )
    return after, answer_feedback(step, rules)


def answer_feedback(step: L.GradedStep, rules: Rules) -> Feedback:
    """The full answer: the engine's answer under the step's rules, with all its reasons."""
    out = L.solve(step, L.rules_for(step, rules))
    return Feedback(
        verdict="answer",
        title=out.heading,
        expected=out.shown,
        reasons=out.why,
    )


def _direction(answer: Any, expected: Any) -> Literal["high", "low"] | None:
    numbers = (int, float)
    if answer is None or expected is None:
        return None
    if isinstance(answer, bool) or isinstance(expected, bool):
        return None
    if isinstance(answer, numbers) and isinstance(expected, numbers) and answer != expected:
        return "high" if answer > expected else "low"
    return None


# --------------------------------------------------------------------------- hints


@dataclass(frozen=True)
class Hint:
    """One rung of the hint ladder, as data: ``text`` is a message (a lesson's nudge, the
    answer's heading), the rule as a :class:`~tutor.engine.rule_lines.RuleLine`, or a
    lesson's own words (the step's ``nudge``); the words layer writes it. ``point`` is the
    rule book's point the rule rung rests on (``"5.2"``); ``answer`` is set on the last
    rung only."""

    rung: Rung
    text: Any
    point: str | None = None
    answer: Any = None


def rule_point(step: L.GradedStep) -> str:
    """The rule a graded step rests on: a key of the quiz's rule lines (``"§5.2"``,
    ``"§5.2u"`` for the undercut) or a rule-book point only lessons ask about (``"1.5"``)."""
    if isinstance(step, L.PickMeldStep | L.IsMeldStep):
        return "§3"
    if isinstance(step, L.BlastStep):
        return "§5.1"
    if isinstance(step, L.KnockStep):
        return "§5.2"
    if isinstance(step, L.GoingOutStep):
        return "§5.3"
    if isinstance(step, L.FourSevensStep):
        return "§5.4"
    if isinstance(step, L.PointsStep):
        return "§6.1" if step.count == "best" else "2.1"
    if isinstance(step, L.NextPlayerStep):
        return "1.5"
    if isinstance(step, L.PositionStep):
        return {"take-or-draw": "4.1", "safe-discard": "4.1", "knock-or-draw": "§5.2u"}.get(
            step.ask, "§6.1"
        )
    if isinstance(step, L.SeriesStep):
        return {"next_dealer": "1.3", "next_multiplier": "6.5", "pays": "§6.2"}[step.ask]
    if step.ask == "compensation":
        return "7.6"
    if step.ask == "winner":
        return {
            "knock": "§5.2u",
            "stock": "§5.5",
            "blast": "§5.1",
            "going-out": "§5.3",
            "four-sevens": "§5.4",
        }.get(str(step.record.get("ending")), "5")
    return "§6.2"


def book_point(key: str) -> str:
    """The rule-book point behind a rule key: ``"§5.2u"`` → ``"5.2"``."""
    return key.removeprefix("§").removesuffix("u")


def rule_line_of(key: str, rules: Rules) -> RuleLine:
    """The rule behind ``key`` (a key of :func:`rule_point`) under ``rules``, as data: its
    code, rule-book points and the switches' settings it names."""
    return line_for(key, rules)


def hint_ladder(step: L.GradedStep, rules: Rules) -> list[Hint]:
    """The three hints for a graded step, in order: nudge, rule, answer."""
    used = L.rules_for(step, rules)
    point = rule_point(step)
    out = L.solve(step, used)
    answer = out.shown if out.error is None else said("shown-refused", "")
    return [
        Hint("nudge", step.nudge or nudge(step, used)),
        Hint("rule", rule_line_of(point, used), point=book_point(point)),
        Hint("answer", out.heading if out.error is None else out.error, answer=answer),
    ]


def _cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def nudge(step: L.GradedStep, rules: Rules) -> Said:
    """A first hint made from the step's own cards and the engine's answer: where to look,
    never what to answer. As data (a ``nudge-`` code of the set ``lesson`` and its
    values)."""
    if isinstance(step, L.PickMeldStep):
        return _pick_nudge(step, rules)
    if isinstance(step, L.IsMeldStep):
        cards = _cards(step.cards)
        return said("nudge-is-meld", "3", cards=cards, sevens=sum(c.is_seven for c in cards))
    if isinstance(step, L.BlastStep):
        return said("nudge-blast", "5.1", count=len(_cards(step.hand)), melded=step.melded)
    if isinstance(step, L.KnockStep):
        return said("nudge-knock", "5.2", players=step.players)
    if isinstance(step, L.FourSevensStep):
        return said("nudge-four-sevens", "5.4")
    if isinstance(step, L.GoingOutStep):
        if step.ask == "perfect":
            return said("nudge-perfect", "5.3")
        return said("nudge-going-out", "5.3")
    if isinstance(step, L.PointsStep):
        return _points_nudge(step, rules)
    if isinstance(step, L.NextPlayerStep):
        return said("nudge-next-player", "1.5", current=step.current)
    if isinstance(step, L.PositionStep):
        return _position_nudge(step)
    if isinstance(step, L.SeriesStep):
        return {
            "next_dealer": said("nudge-next-dealer", "1.3"),
            "next_multiplier": said("nudge-next-multiplier", "6.5"),
            "pays": said("nudge-series-pays", "6.2"),
        }[step.ask]
    return _payout_nudge(step)


def _points_nudge(step: L.PointsStep, rules: Rules) -> Said:
    if step.count == "best":
        arr = best_arrangement(_cards(step.hand), rules)
        if arr.melds:
            return said("nudge-best-melds", "6.1", card=arr.melds[0].cards[0])
        return said("nudge-any-meld-first", "6.1")
    return said("nudge-add-up", "2.1", count=len(_cards(step.hand)))


def _position_nudge(step: L.PositionStep) -> Said:
    if step.ask == "take-or-draw":
        return said("nudge-take-or-draw", "4.1", card=step.top())
    if step.ask == "knock-or-draw":
        return said("nudge-knock-or-draw", "5.2")
    if step.ask == "safe-discard":
        return said("nudge-safe-discard", "4.1")
    return said("nudge-discard", "6.1")


def _pick_nudge(step: L.PickMeldStep, rules: Rules) -> Said:
    out = L.solve(step, rules)
    if step.must_include:
        return said("nudge-must-use", "4.1", card=_cards(step.must_include)[0])
    if out.error is not None or not isinstance(out.value, str):
        return said("nudge-any-meld", "3")
    meld = _cards(out.value)
    if len({c.rank for c in meld}) == 1:
        return said("nudge-rank", "3", rank=meld[0].rank)
    return said("nudge-suit", "3", suit=meld[0].suit)


def _payout_nudge(step: L.PayoutStep) -> Said:
    if step.ask == "winner":
        return said("nudge-winner", "5", ending=step.record.get("ending"))
    if step.ask == "compensation":
        return said("nudge-compensation", "7.6", player=step.player)
    if step.ask == "collects":
        return said("nudge-collects", "6.2")
    return said("nudge-pays", "6.2", player=step.player)


def safe_hint_ladder(step: L.GradedStep, rules: Rules) -> list[Hint]:
    """:func:`hint_ladder`, or a ladder saying the engine refuses the step under these rules."""
    try:
        return hint_ladder(step, rules)
    except (HoolaError, KeyError) as e:
        text = said("nudge-refused", "", cause=e)
        return [Hint("nudge", text), Hint("rule", text), Hint("answer", text, answer="")]


# --------------------------------------------------------------------------- quiz questions


def quiz_check(question: Question, response: Any, attempt: Attempt) -> tuple[Attempt, Feedback]:
    """Mark a quiz response the same way as a lesson step: praise with one line of why when
    right; on a first miss what the engine says about the response itself (cards that
    cannot all meld, a number too high or low), else the rule the answer rests on, never
    the answer; the full answer after a second miss."""
    g = quiz_grade(question, response)
    after = attempt.checked(g.correct)
    if g.correct:
        why = question.explanation[-1] if question.explanation else ""
        return after, Feedback(verdict="right", title=question.answer_said, why=why)
    if not after.revealed:
        notes = tuple(line for line in g.explanation if line not in question.explanation)
        if not notes and question.explanation:
            # Nothing to say about this response itself: the rule the answer rests on (the
            # first line of the explanation, as the rule hint shows it), never the answer.
            notes = (question.explanation[0],)
        direction = None
        if question.answer_form == "number":
            direction = _direction(_as_number(response), question.answer)
        return after, Feedback(verdict="try-again", choice=notes, direction=direction)
    return after, quiz_answer(question)


def quiz_answer(question: Question) -> Feedback:
    """The full answer to a quiz question, with the rule and every reason."""
    return Feedback(
        verdict="answer",
        title=kind_title(question.kind),
        expected=question.answer_said,
        reasons=tuple(question.explanation),
    )


def quiz_hints(question: Question) -> list[Hint]:
    """The quiz question's ladder: its own hint (a nudge at the cards and the numbers), the
    rule it rests on (the first line of its explanation), then the answer."""
    return [
        Hint("nudge", question.hint),
        Hint("rule", question.explanation[0], point=book_point(question.rule)),
        Hint("answer", kind_title(question.kind), answer=question.answer_said),
    ]


def _as_number(response: Any) -> float | None:
    if isinstance(response, bool):
        return None
    try:
        return float(response)
    except (TypeError, ValueError):
        return None
