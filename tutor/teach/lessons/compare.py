"""Compare steps: one probe under several rule sets, side by side (rule book 7)."""

from __future__ import annotations

from typing import Any

from tutor.engine.errors import HoolaError
from tutor.engine.reasons import FrozenDict
from tutor.engine.rules import Rules
from tutor.teach.lessons.grading import rules_key
from tutor.teach.lessons.outcome import Frozen, Outcome, refused
from tutor.teach.lessons.schema import CompareStep


class Column(Frozen):
    """One rule set of a compare step: the rule set as written (``rules``, see
    :func:`~tutor.teach.lessons.grading.rules_key`), its values of the switches shown, and
    the engine's outcome."""

    rules: tuple[tuple[str, Any], ...]
    values: FrozenDict[str, Any]
    outcome: Outcome


def compare(step: CompareStep) -> list[Column]:
    """The compare step's probe under each of its rule sets."""
    out = []
    for spec in step.rules:
        rules = Rules.from_spec(spec)
        try:
            outcome = step.show.evaluate(rules)
        except HoolaError as e:
            outcome = refused(e)
        values = {name: getattr(rules, name) for name in step.switches}
        out.append(Column(rules=rules_key(spec), values=FrozenDict(values), outcome=outcome))
    return out
