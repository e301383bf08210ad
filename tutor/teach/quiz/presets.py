"""Question kind 'presets': rule book 8.1–8.4. A preset is a complete choice of every
switch; the question names a preset and one switch on which the presets differ, and asks
which setting that preset plays. The answer is the preset's own value (``Rules.preset``),
the choices every value some preset plays, and the explanation states the rule under the
preset. Asked under any rules in force: the question's rules are the preset's."""

from __future__ import annotations

import random

from tutor.engine import rulebook
from tutor.engine.rules import PRESETS, Rules
from tutor.teach.quiz.notes import choice, note, prompt, told
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import Question, QuizKind
from tutor.teach.quiz.rule_lines import line_for

SWITCH_LINES = {
    "direction": "§1.5",
    "seven_in_hand": "§2.1",
    "sopang_max": "§5.1",
    "knock_needs": "§5.2",
    "discard_to_go_out": "§5.3",
    "meld_at_stock_end": "§5.5",
    "claim": "§7.1",
}
"""The switches asked, each with the rule line that states its setting."""


def preset_point(name: str) -> str:
    """The rule-book point of the preset ``name`` (``"§8.2"`` for ``s1-short``)."""
    (point,) = [p.id for p in rulebook.points_in("8", "en") if p.title == name]
    return f"§{point}"


def _q_presets(rng: random.Random, rules: Rules) -> Question:
    """Rule book 8: which setting of a switch a preset plays."""
    name = rng.choice(sorted(PRESETS))
    table = Rules.preset(name)
    asked = [f for f in SWITCH_LINES if len({getattr(Rules.preset(p), f) for p in PRESETS}) > 1]
    field = rng.choice(asked)
    values = sorted({getattr(Rules.preset(p), field) for p in PRESETS}, key=str)
    choices = tuple(choice("switch-value", "", switch=field, value=v) for v in values)
    answer = choice("switch-value", "", switch=field, value=getattr(table, field))
    point = preset_point(name)
    said = (note("preset-plays", point[1:], preset=name, switch=field, value=answer["value"]),)
    return Question(
        kind="presets",
        rules=table,
        difficulty=2,
        tags=(point,),
        rule=point,
        prompt=prompt("preset-switch", preset=name, switch=field),
        answer_form="choice",
        answer=answer,
        answer_said=told("choice", answer),
        hint=quiz_hint("presets", point[1:], preset=name),
        rule_line=line_for(SWITCH_LINES[field], table),
        explanation=(line_for(SWITCH_LINES[field], table), *said),
        said=said,
        choices=choices,
    )


KIND = QuizKind(
    name="presets",
    tags=tuple(preset_point(p) for p in sorted(PRESETS)),
    generate=_q_presets,
)
