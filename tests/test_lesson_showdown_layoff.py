"""Lesson feedback that shows what the engine decided: the melds laid at an end-of-stock
showdown (rule book 5.5) in the stock lesson, and the lay-off condition (rule 4.3) as a
graded step of the turn lesson, graded by the engine."""

from __future__ import annotations

from tutor.engine.rules import Rules
from tutor.engine.settlement import settle
from tutor.teach import lessons as L
from tutor.words.engine import showdown_sentence
from tutor.words.lessons import rules_label, say_all


def step(lesson_id: str, step_id: str):
    lesson = next(les for les in L.load_lessons() if les.id == lesson_id)
    return next(s for s in lesson.steps if s.id == step_id)


def showdown_lines(record: dict, rules: Rules) -> list[str]:
    s = settle({**record, "rules": rules.to_spec()})
    return [
        showdown_sentence(p.name, r) for p in s.players for r in p.why if r.code == "showdown-lays"
    ]


def test_the_showdown_melders_feedback_shows_the_melds_laid() -> None:
    melder = step("stock", "showdown-melder")
    rules = L.rules_for(melder, Rules())
    laid = showdown_lines(melder.record, rules)
    assert laid  # Di lays J-Q-K of hearts and the three fives
    for answer in (melder.answer, 99):  # right or wrong, the feedback shows them
        graded = L.grade(melder, answer, rules)
        assert all(line in say_all(graded.why) for line in laid)


def test_the_meld_or_not_comparison_shows_the_showdown_only_where_melds_are_laid() -> None:
    columns = L.compare(step("stock", "meld-or-not"))
    seen = {}
    for col in columns:  # each column's rule set is a code: preset, then switches changed
        preset, *changed = col.rules
        assert preset[0] == "preset" and not changed
        laid = showdown_lines(step("stock", "meld-or-not").show.record, Rules.preset(preset[1]))
        assert all(line in say_all(col.outcome.why) for line in laid)
        seen[col.rules] = bool(laid)
    # melding at the end: on, then off
    assert seen == {(("preset", "pagat"),): True, (("preset", "s1-short"),): False}
    # the label is for display only
    assert [rules_label(col.rules) for col in columns] == ["Standard", "Short summary"]


def test_the_lay_off_condition_is_a_graded_step() -> None:
    """Rule 4.3: the turn lesson asks whether a player who has not melded from the hand may
    lay off; the engine grades it, and the answer turns on that condition alone."""
    from tutor.engine.endings import going_out

    too_soon = step("turn", "lay-off-too-soon")
    assert L.is_graded(too_soon) and too_soon.table and not too_soon.melded_before
    for preset in Rules.presets():
        rules = L.rules_for(too_soon, Rules.preset(preset))
        verdict = going_out(too_soon.hand, rules, table=too_soon.table)
        assert not verdict.allowed
        assert "lay-off-needs-meld" in [r.code for r in verdict.failed]
        melded = going_out(too_soon.hand, rules, melded_before=True, table=too_soon.table)
        assert melded.allowed and melded.layoffs  # once melded, the same lay-off goes out
        assert L.grade(too_soon, False, rules).correct
        assert not L.grade(too_soon, True, rules).correct
    lesson = next(les for les in L.load_lessons() if les.id == "turn")
    assert all(len(stage.steps) <= L.STAGE_MAX for stage in lesson.stages)
