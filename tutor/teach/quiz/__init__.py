"""Quiz questions made from a seed, answered by the engine and graded by it (rules 2–6).

One module per kind of question, each ending in a :class:`QuizKind` (its name, tags
and the builder ``generate(rng, rules) -> Question``); :mod:`.registry` holds them all and
:func:`generate` builds the question for ``(seed, rules, kind, tag)``: the same inputs
always give the same question. Every stored answer is computed by the engine (``check_meld``,
``best_arrangement``, ``blast``, ``knock``, ``settle``) under the rules in force, and so are
the explanations. What the quiz itself says (a question's prompt, facts and hint, the labels
of its card groups, its answer, the notes of its explanation, a grade's feedback, its
errors) is data from :mod:`.notes` (a code, values and the rule-book point), and choices
are codes: only the words layer (:mod:`tutor.words.quiz`) writes them, in the visitor's
language. :func:`grade` marks a learner's response against the engine's answer by code and
says why, naming the rule.

Questions aim to teach: near-miss melds, hands on either side of the Blast and knock limits,
ties, sevens that go down at the showdown. A question carries the rule points it tests
(``"§5.1"``) and ``"switch:<field>"`` for each switch whose other setting would change its
answer, so a learner can be sent back to the rule points they miss.

The package is teaching, not interface: it never imports Streamlit.
"""

from tutor.teach.quiz.doublings import doubling_choice
from tutor.teach.quiz.ending import ENDING_CHOICES
from tutor.teach.quiz.grading import grade
from tutor.teach.quiz.notes import CHOICE_CODES
from tutor.teach.quiz.question import (
    ANSWER_FORMS,
    BLAST_CHOICES,
    DOUBLING_CHOICES,
    MELD_CHOICES,
    SEED_SPACE,
    Question,
    QuizError,
    QuizGrade,
    QuizKind,
)
from tutor.teach.quiz.registry import (
    KIND_TAGS,
    KINDS,
    QUESTION_KINDS,
    generate,
    kinds_for_tag,
)

__all__ = [
    "ANSWER_FORMS",
    "BLAST_CHOICES",
    "CHOICE_CODES",
    "DOUBLING_CHOICES",
    "ENDING_CHOICES",
    "KINDS",
    "KIND_TAGS",
    "MELD_CHOICES",
    "QUESTION_KINDS",
    "SEED_SPACE",
    "Question",
    "QuizError",
    "QuizGrade",
    "QuizKind",
    "doubling_choice",
    "generate",
    "grade",
    "kinds_for_tag",
]
