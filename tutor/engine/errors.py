"""Errors raised by the engine.

Every error derives from :class:`HoolaError`, itself a :class:`ValueError`, so a caller
can catch one type for any bad input. Messages are plain sentences that quote the input.
"""

MESSAGE_MAX = 300
"""Error messages are shorter than this: a message quoting a huge input is cut."""


class HoolaError(ValueError):
    """Base class: the input cannot be used as given. Its message is at most
    :data:`MESSAGE_MAX` characters, however long the input it quotes."""

    def __str__(self) -> str:
        text = super().__str__()
        return text if len(text) < MESSAGE_MAX else text[: MESSAGE_MAX - 2] + "…"


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


class InputError(HoolaError):
    """Input that cannot be read at all: too large, nested too deep, a number too long, not
    text, or not JSON."""
