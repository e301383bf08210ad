"""Guided lessons: the lesson models, the loader and the grading helpers.

A lesson is one YAML file under ``data/`` (``01_table.yaml``, ``02_values.yaml``, …),
loaded in the order of its numeric prefix. It names the rule-book sections it covers
(``"§5.2"``) and the switches it shows (``"switch:knock_limit"``), and holds a list of steps:

* ``text``: a few sentences in the project's own words, maybe with cards or melds drawn;
* graded steps, each a question the engine answers: ``pick_meld`` (pick the cards of one
  meld from a hand), the yes/no questions ``is_meld``, ``blast``, ``knock_ok``,
  ``four_sevens`` and ``going_out``, the numbers ``points``, ``payout`` and ``series``, and
  the name questions ``next_player`` (and ``payout`` asking for the winner);
* ``play``: a position played out at the practice table against computer players; the
  review of the learner's decisions there is its feedback and earns its stars;
* ``compare``: one hand or round under two or more rule sets, side by side, with what each
  source says about the switches that differ. Not graded.

A graded step stores an ``answer``. The learner is never graded against it:
:func:`grade` asks the engine under the rules the step uses (its own ``rules`` when it
names them, else the rules in force). The stored answer is what the tests hold against the
engine (:func:`answer_problems`), so a lesson cannot drift from the rules it teaches.

The package, one module a part: :mod:`.schema` (steps, stages, the lesson), :mod:`.probes`
(one module a question the engine answers), :mod:`.outcome` (the engine's answer and a
grade), :mod:`.fields` (field checks), :mod:`.loading`, :mod:`.grading`, :mod:`.compare`,
:mod:`.checks` and :mod:`.translation` (a lesson's words in another language, laid over the
English file: ``load_lessons(locale="ko")``). It is engine side: it never imports Streamlit.
"""

from tutor.engine.rules import switch_sources  # what each source says, as codes
from tutor.teach.lesson_reasons import GRADE_CODES, GradeCode, Said
from tutor.teach.lessons.checks import answer_problems, rule_variants
from tutor.teach.lessons.compare import Column, compare
from tutor.teach.lessons.fields import RulesSpec
from tutor.teach.lessons.grading import (
    choice_reasons,
    grade,
    graded_steps,
    is_graded,
    is_scored,
    rules_for,
    rules_key,
    scored_steps,
    solve,
    under_your_rules,
)
from tutor.teach.lessons.loading import LESSONS_DIR, lesson_locale, load_lesson, load_lessons
from tutor.teach.lessons.outcome import Answer, Grade, Outcome
from tutor.teach.lessons.play_step import PLAY_SEED_MAX, PLAY_TURNS_MAX, PlayStep
from tutor.teach.lessons.probes import (
    DRAW,
    KNOCK,
    KNOCK_RISK_MAX,
    PLAY_ON,
    TABLE_ASKS,
    TAKE,
    BlastProbe,
    Feed,
    FourSevensProbe,
    GoingOutProbe,
    KnockProbe,
    MeldProbe,
    NextPlayerProbe,
    PayoutProbe,
    PointsProbe,
    PositionProbe,
    Probe,
    SeriesProbe,
    Undercut,
    melds_with,
)
from tutor.teach.lessons.schema import (
    STAGE_MAX,
    BlastStep,
    CompareStep,
    FourSevensStep,
    GoingOutStep,
    GradedStep,
    IsMeldStep,
    KnockStep,
    Lesson,
    NextPlayerStep,
    PayoutStep,
    PickMeldStep,
    PointsStep,
    PositionStep,
    SeriesStep,
    Stage,
    Step,
    TextStep,
)

__all__ = [
    "DRAW",
    "GRADE_CODES",
    "KNOCK",
    "KNOCK_RISK_MAX",
    "LESSONS_DIR",
    "PLAY_ON",
    "PLAY_SEED_MAX",
    "PLAY_TURNS_MAX",
    "STAGE_MAX",
    "TABLE_ASKS",
    "TAKE",
    "Answer",
    "BlastProbe",
    "BlastStep",
    "Column",
    "CompareStep",
    "Feed",
    "FourSevensProbe",
    "FourSevensStep",
    "GoingOutProbe",
    "GoingOutStep",
    "Grade",
    "GradeCode",
    "GradedStep",
    "IsMeldStep",
    "KnockProbe",
    "KnockStep",
    "Lesson",
    "MeldProbe",
    "NextPlayerProbe",
    "NextPlayerStep",
    "Outcome",
    "PayoutProbe",
    "PayoutStep",
    "PickMeldStep",
    "PlayStep",
    "PointsProbe",
    "PointsStep",
    "PositionProbe",
    "PositionStep",
    "Probe",
    "RulesSpec",
    "Said",
    "SeriesProbe",
    "SeriesStep",
    "Stage",
    "Step",
    "TextStep",
    "Undercut",
    "answer_problems",
    "choice_reasons",
    "compare",
    "grade",
    "graded_steps",
    "is_graded",
    "is_scored",
    "lesson_locale",
    "load_lesson",
    "load_lessons",
    "melds_with",
    "rule_variants",
    "rules_for",
    "under_your_rules",
    "rules_key",
    "scored_steps",
    "solve",
    "switch_sources",
]
