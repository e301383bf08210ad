"""The rule a question or a hint is about, as data: each rule key of the quiz (``"§5.2"``,
``"§5.2u"`` for the undercut) and of the lessons (``"1.5"``) names one of the engine's rule
lines (:mod:`tutor.engine.rule_lines`); the words layer words it."""

from __future__ import annotations

from tutor.engine.rule_lines import RuleLine, RuleLineCode, rule_line
from tutor.engine.rules import Rules

RULE_LINES: dict[str, RuleLineCode] = {
    "§3": "melds",
    "§6.1": "best-arrangement",
    "§5.1": "blast",
    "§5.2": "knock",
    "§5.2u": "knock-undercut",
    "§5.3": "going-out",
    "§5.4": "four-sevens",
    "§5.5": "end-of-stock",
    "§6.2": "payment",
    "§6.3": "doublings",
    "§6.4": "who-pays",
    "§1.3": "dealer",
    "§1.5": "direction",
    "§4.1": "draw",
    "§4.3": "lay-off",
    "§6.5": "hoola-doubles",
    "§7.1": "claim",
    "§7.2": "claim",
    "§7.9": "jokers",
    "§1.1": "deal",
    "§1.4": "deal",
    "§2.1": "card-values",
    "§2.4": "card-values",
    "§6.6": "money-balances",
    "§7.6": "six-seven",
    "§7.7": "knock-limits",
    "§7.11": "undercut-penalty",
    **{f"§8.{i}": "presets" for i in range(1, 5)},
    # rule points only lessons ask about
    "1.3": "dealer",
    "1.5": "direction",
    "2.1": "card-points",
    "4.1": "draw",
    "5": "endings",
    "6.5": "hoola-doubles",
    "7.6": "six-seven",
}
"""The rule line of each rule key (an unknown key raises ``KeyError``)."""


def line_for(key: str, rules: Rules) -> RuleLine:
    """The statement of the rule behind ``key`` under ``rules``, as data."""
    return rule_line(RULE_LINES[key], rules)


def point_of_rule(rule: str) -> str:
    return rule.removesuffix("u")
