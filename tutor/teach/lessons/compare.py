"""Compare steps: one probe under several rule sets, side by side (rule book 7)."""

from __future__ import annotations

from tutor.engine.errors import HoolaError
from tutor.engine.rules import Rules, switch_sources  # noqa: F401  (what each source says, as codes)
from tutor.teach.lessons.grading import rules_label, value_text
from tutor.teach.lessons.outcome import Frozen, Outcome, refused
from tutor.teach.lessons.schema import CompareStep


class Column(Frozen):
    """One rule set of a compare step: its label, its values of the switches shown, and the
    engine's outcome."""

    label: str
    values: dict[str, str]
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
        values = {name: value_text(getattr(rules, name)) for name in step.switches}
        out.append(Column(label=rules_label(spec), values=values, outcome=outcome))
    return out


"""What each source says about a switch, by the source's name for a reader."""
