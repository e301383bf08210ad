"""Worked examples from the sources, as round records the engine can settle.

Each :class:`Example` carries a round record (the facts of one round) and the rule-book
points it illustrates; its title, the source it comes from and what that source says the
outcome is are words, in the catalog (``payout-example-title`` and its siblings, selected
by the example's id). The payout checker offers them; ``tests/test_examples.py`` settles
each one and checks the engine against the source's figures.

Where a source gives only points (the tie example) or only the doublings (the 24-stake
example), the hands here are made up to give exactly those points and doublings.

>>> from tutor.engine.settlement import settle
>>> settle(EXAMPLES["s0-tie"].record).collected
12
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tutor.engine.cast import cast_data
from tutor.engine.reasons import FrozenDict, freeze, thaw
from tutor.engine.records import RoundRecord


@dataclass(frozen=True)
class Example:
    """One worked example: ``facts``, its round record read-only (see
    :mod:`tutor.engine.records`); ``record`` gives a plain dict copy to change or write as
    JSON (the example itself never changes)."""

    rules: str
    """The rule-book points it illustrates (``"5.2, 6.3"``)."""
    facts: FrozenDict[str, Any]

    def __post_init__(self) -> None:
        object.__setattr__(self, "facts", freeze(self.facts))

    @property
    def record(self) -> dict[str, Any]:
        """The round record as a plain dict, a fresh copy each time."""
        return thaw(self.facts)

    def load(self) -> RoundRecord:
        """The example as a :class:`RoundRecord`, its players names of the cast."""
        return RoundRecord.load(cast_data(self.record))


def _p(name: str, hand: str, *, melded: bool, had_turn: bool = True) -> dict[str, Any]:
    return {"name": name, "hand": hand, "melded": melded, "had_turn": had_turn}


EXAMPLES: dict[str, Example] = {
    "s0-tie": Example(
        rules="6.2",
        facts=freeze(
            {
                # The source gives only the points. Here the stock ran out with no melding at
                # the end, everyone had melded (no 'never melded' doubling) and no seven is
                # left.
                "rules": {"preset": "pagat", "meld_at_stock_end": False},
                "ending": "stock",
                "players": [
                    _p("A", "2c 9d", melded=True),
                    _p("B", "Ac 2d", melded=True),
                    _p("C", "10c Jd Kh", melded=True),
                    _p("D", "10d Jh Ks", melded=True),
                    _p("E", "3h 8s", melded=True),
                ],
            }
        ),
    ),
    "s0-24": Example(
        rules="6.3",
        facts=freeze(
            {
                "rules": "pagat",
                "ending": "going-out",
                "winner": "Min",
                "perfect": True,
                "players": [
                    _p("Min", "", melded=False),
                    _p("You", "7c Kd Qh Js 9c 5d 2h", melded=False),
                    _p("Jae", "3c 4d", melded=True),
                    _p("Soo", "9h Ks", melded=True),
                ],
            }
        ),
    ),
    "undercut-knock": Example(
        rules="5.2, 6.3, 6.4",
        facts=freeze(
            {
                "rules": "pagat",
                "ending": "knock",
                "knocker": "Ann",
                "players": [
                    _p("Ann", "2c 3d 4h", melded=True),
                    _p("Bo", "Ac 5s", melded=True),
                    _p("Cy", "Kc Qd", melded=True),
                    _p("Dee", "8c 9d 10h Js Qh Kd 6c", melded=False),
                ],
            }
        ),
    ),
    "sopang": Example(
        rules="5.1",
        facts=freeze(
            {
                "rules": "pagat",
                "ending": "blast",
                "winner": "Bo",
                "players": [
                    _p("Ann", "5c 7d Kh", melded=True),
                    _p("Bo", "Ac 2d 3h Ah 2s 3c As", melded=False),
                    _p("Cy", "4c 4d 9h 10s Jc Qd 8h", melded=False),
                ],
            }
        ),
    ),
    "four-sevens": Example(
        rules="5.4, 6.1",
        facts=freeze(
            {
                "rules": "pagat",
                "ending": "four-sevens",
                "winner": "Cy",
                "players": [
                    _p("Ann", "Kc Qd", melded=True),
                    _p("Bo", "2c 4d 5h 9s 9c 9d 9h", melded=False),
                    _p("Cy", "7c 7d 7h 7s Jh Qh Kh", melded=False),
                ],
            }
        ),
    ),
    "perfect-fed": Example(
        rules="5.3, 6.3, 6.4",
        facts=freeze(
            {
                "rules": "pagat",
                "ending": "going-out",
                "winner": "Ann",
                "perfect": True,
                "perfect_discard_by": "Bo",
                "players": [
                    _p("Ann", "", melded=False),
                    _p("Bo", "6s Jh", melded=True),
                    _p("Cy", "7s 8c 10c Qc Kc 2s 3s", melded=False),
                ],
            }
        ),
    ),
}
"""The worked examples by a short id, in the order the payout checker lists them."""
