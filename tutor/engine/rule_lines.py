"""The statement of one rule under the rules in force, as data: which rule, the rule-book
points it rests on and the settings of the switches it depends on.

A question or a hint names the rule it is about with one short statement ("Knock (rule
5.2): …"). :func:`rule_line` gives that statement as a :class:`RuleLine`: a ``code`` from
the closed set :data:`RuleLineCode`, the rule-book ``points`` and the ``values`` (the
switches' settings the wording depends on, such as ``knock_needs`` for the knock). The words
are made from it by :func:`tutor.words.engine.rule_line_sentence`, the only place they are
written.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal, get_args

from tutor.engine.reasons import FrozenDict
from tutor.engine.rules import PRESET_RULES, Rules

RuleLineCode = Literal[
    "direction",  # 1.5: direction
    "dealer",  # 1.3
    "card-points",  # 2.1, 6.1: picture_cards_ten, seven_in_hand
    "melds",  # 3
    "draw",  # 4.1
    "lay-off",  # 4.3
    "endings",  # 5
    "blast",  # 5.1: sopang_max, daepang_min
    "no-blast",  # 5.1, 7.3: picture cards at 10 and no Blast
    "knock",  # 5.2: knock_needs
    "knock-undercut",  # 5.2
    "going-out",  # 5.3: discard_to_go_out, perfect_needs_all_turns
    "four-sevens",  # 5.4
    "end-of-stock",  # 5.5: meld_at_stock_end, seven_in_hand
    "best-arrangement",  # 3, 6.1: seven_in_hand
    "payment",  # 6.2, 6.3, 6.4
    "doublings",  # 6.3: sevens_double, undercut_doubles
    "who-pays",  # 6.4
    "hoola-doubles",  # 6.5: hoola_doubles
    "six-seven",  # 7.6
    "claim",  # 7.1 (none: and 4.1), 7.2: claim
    "jokers",  # 7.9: jokers, joker_in_hand
    "deal",  # 1.1, 1.2, 1.4: jokers, six_seven_players
    "card-values",  # 2.1, 2.2, 2.4: picture_cards_ten, seven_in_hand
    "money-balances",  # 6.6
    "undercut-penalty",  # 6.4, 7.11: undercut_penalty
    "knock-limits",  # 5.2, 7.7: knock_limit
    "presets",  # 8.1-8.4
]
"""Every rule a one-line statement is made for."""

RULE_LINE_CODES: tuple[str, ...] = get_args(RuleLineCode)


@dataclass(frozen=True, slots=True)
class RuleLine:
    """One rule's statement as data: ``code`` (:data:`RuleLineCode`), the rule-book
    ``points`` it rests on (``("5.2",)``) and the switches' settings it names (read one as
    ``line["knock_needs"]``)."""

    code: str
    points: tuple[str, ...]
    values: FrozenDict[str, Any]

    def __getitem__(self, key: str) -> Any:
        return self.values[key]


def _values(*switches: str) -> Callable[[Rules], dict[str, Any]]:
    return lambda rules: {name: getattr(rules, name) for name in switches}


def _limits(rules: Rules) -> int | tuple[tuple[int, int], ...]:
    """The knock limit, a table of limits as ``(players, limit)`` pairs (rule 7.7)."""
    limit = rules.knock_limit
    return tuple(sorted(limit.items())) if isinstance(limit, Mapping) else limit


_LINES: dict[str, tuple[tuple[str, ...], Callable[[Rules], dict[str, Any]]]] = {
    "direction": (("1.5",), _values("direction")),
    "dealer": (("1.3",), _values()),
    "card-points": (("2.1", "6.1"), _values("picture_cards_ten", "seven_in_hand")),
    "melds": (("3",), _values()),
    "draw": (("4.1",), _values()),
    "lay-off": (("4.3",), _values()),
    "endings": (("5",), _values()),
    "blast": (("5.1",), _values("sopang_max", "daepang_min")),
    "no-blast": (("5.1", "7.3"), _values()),
    "knock": (("5.2",), _values("knock_needs")),
    "knock-undercut": (("5.2",), _values()),
    "going-out": (("5.3",), _values("discard_to_go_out", "perfect_needs_all_turns")),
    "four-sevens": (("5.4",), _values()),
    "end-of-stock": (("5.5",), _values("meld_at_stock_end", "seven_in_hand")),
    "best-arrangement": (("3", "6.1"), _values("seven_in_hand")),
    "payment": (("6.2", "6.3", "6.4"), _values()),
    "doublings": (("6.3",), _values("sevens_double", "undercut_doubles")),
    "who-pays": (("6.4",), _values()),
    "hoola-doubles": (("6.5",), _values("hoola_doubles")),
    "six-seven": (("7.6",), _values()),
    "jokers": (("7.9",), _values("jokers", "joker_in_hand")),
    "deal": (("1.1", "1.2", "1.4"), _values("jokers", "six_seven_players")),
    "card-values": (("2.1", "2.2", "2.4"), _values("picture_cards_ten", "seven_in_hand")),
    "money-balances": (("6.6",), _values()),
    "undercut-penalty": (("6.4", "7.11"), _values("undercut_penalty")),
    "knock-limits": (("5.2", "7.7"), lambda rules: {"knock_limit": _limits(rules)}),
    "presets": (tuple(PRESET_RULES.values()), _values()),
}

_CLAIM_POINTS = {"battle": ("7.1",), "tame": ("7.2",), "none": ("7.1", "4.1")}


def rule_line(code: str, rules: Rules) -> RuleLine:
    """The statement of the rule ``code`` under ``rules``. The Blast (rule 5.1) is stated
    as ``no-blast`` when the rules play none (picture cards at 10 and no picture Blast,
    rule 7.3); the claim rule rests on 7.1 (Battle Hoola, or no claims and the draw of 4.1)
    or 7.2 (Tame Battle Hoola). An unknown code raises ``KeyError``."""
    if code == "blast" and not rules.blast_allowed():
        code = "no-blast"
    if code == "claim":
        return RuleLine(code, _CLAIM_POINTS[rules.claim], FrozenDict(claim=rules.claim))
    points, values = _LINES[code]
    return RuleLine(code, points, FrozenDict(values(rules)))
