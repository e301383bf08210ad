"""Which rule switches change how a round settles (rule book 8: presets differ by switches).

:func:`outcome` is what a settlement decides (the winner, who pays what for whom, the net
result); :func:`settle_under` settles a round under other rules; :func:`switches_that_change`
finds, among the switches two rule sets set differently, each one that changes the outcome
when it alone is changed, or that makes the round impossible to settle. It answers the same
for any answer computed from the rules (the quiz tags each question with the switches that
change its answer).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tutor.engine.errors import HoolaError
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.settlement import Settlement, settle

Decided = tuple[Any, ...]
"""What a settlement decides, as one comparable value (:func:`outcome`)."""


def outcome(s: Settlement) -> Decided:
    """What a settlement decides: the winner, each loser's total and payer, the penalty
    payments, the net result and the compensation."""
    return (
        s.winner,
        tuple((line.name, line.total, line.payer) for line in s.lines),
        tuple((t.payer, t.payee, t.stakes) for t in s.penalty),
        tuple(s.net.items()),
        tuple(s.compensation_net.items()),
    )


def settle_under(record: RoundRecord, rules: Rules) -> Settlement:
    """The round settled under ``rules`` instead of its own."""
    return settle(record.model_copy(update={"rules": rules.to_spec()}))


@dataclass(frozen=True, slots=True)
class SwitchEffect:
    """One switch that, changed alone from the first rules to the second, changes the
    outcome: ``value`` is its setting in the second rules. When the round cannot be settled
    with it, ``code`` is the engine's error code and ``problem`` the error itself (its
    values); ``error`` is that error in words."""

    switch: str
    value: Any
    code: str | None = None
    problem: HoolaError | None = field(default=None, compare=False, repr=False)

    @property
    def error(self) -> str | None:
        """The problem in words (the explainer's sentence), or ``None``."""
        return None if self.problem is None else str(self.problem)


def switches_that_change(
    subject: RoundRecord | Callable[[Rules], Any],
    rules_a: Rules,
    rules_b: Rules,
    *,
    settle_with: Callable[[RoundRecord, Rules], Settlement] = settle_under,
) -> tuple[SwitchEffect, ...]:
    """Each switch set differently in ``rules_a`` and ``rules_b`` that, changed alone in
    ``rules_a``, changes the answer or makes it impossible to give, in the rules' field
    order.

    ``subject`` is a round (the answer is its :func:`outcome`, settled with
    ``settle_with``, which may be a cached :func:`settle_under`) or any function of the
    rules (a question's answer: a verdict, a count, a winner). Raises :class:`HoolaError` if
    there is no answer under ``rules_a``."""
    if isinstance(subject, RoundRecord):
        record = subject

        def settled(rules: Rules) -> Any:
            return outcome(settle_with(record, rules))

        answer: Callable[[Rules], Any] = settled
    else:
        answer = subject
    base = answer(rules_a)
    out = []
    for name in rules_a.differences(rules_b):
        value = getattr(rules_b, name)
        try:
            single = rules_a.with_changes(**{name: value})
            changed = answer(single) != base
        except HoolaError as e:
            out.append(SwitchEffect(name, value, e.code, e))
            continue
        if changed:
            out.append(SwitchEffect(name, value))
    return tuple(out)
