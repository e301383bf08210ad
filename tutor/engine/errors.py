"""Errors raised by the engine.

Every error derives from :class:`HoolaError`, itself a :class:`ValueError`, so a caller
can catch one type for any bad input. Messages are plain sentences that quote the input.
"""


class HoolaError(ValueError):
    """Base class: the input cannot be used as given."""


class CardError(HoolaError):
    """A card or hand written in a way that names no card, or a card given twice."""


class RulesError(HoolaError):
    """A rule set that is not valid, or that leaves a needed value unset."""


class RecordError(HoolaError):
    """A round record that is inconsistent with itself or with the rules in force.
    ``player`` names the player the problem is about, when it is about one (a form shows
    the message next to that player)."""

    def __init__(self, message: str, *, player: str | None = None) -> None:
        super().__init__(message)
        self.player = player
