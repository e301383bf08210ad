"""Values written as text inside a message: cards as the tutor shows them (``7♥ 8♥``),
nested messages in the language in force, sequences of either joined by the locale."""

from __future__ import annotations

from typing import Any

from tutor.engine.cards import Card, format_cards
from tutor.engine.cast import Cast
from tutor.engine.inputs import Quoted
from tutor.words.catalog import text
from tutor.words.messages import render, write_error


def as_text(value: Any) -> str:
    """``value`` as it reads inside a sentence."""
    if isinstance(value, Cast):
        return cast_name(value)
    if isinstance(value, Card):
        return value.pretty
    if isinstance(value, Quoted):
        return quoted(value)
    if isinstance(value, tuple | list) and value and all(isinstance(c, Card) for c in value):
        return format_cards(value, pretty=True)
    if isinstance(value, BaseException) and hasattr(value, "error_set"):  # a coded error
        return write_error(value)
    if _is_message(value):
        return render(value)
    return str(value)


def cast_name(name: Cast) -> str:
    """A name of the tutor's cast in the language in force (``cast-<code>``: Min, 민지)."""
    return text(f"cast-{name.code}")


def name_text(name: str) -> str:
    """A player's name as shown: a name of the cast in the language in force, any other
    name (one a person typed) exactly as it is."""
    return cast_name(name) if isinstance(name, Cast) else str(name)


def _is_message(value: Any) -> bool:
    return hasattr(value, "code") and hasattr(value, "point") and hasattr(value, "values")


def quoted(value: Quoted) -> str:
    """A piece of input as a message quotes it: its ``repr`` as it is, or what it is (a
    dict of 5, a deeply nested list, a number of about 5,000 digits) in the language in
    force (``quoted-<kind>``)."""
    if value.kind == "text":
        return value.text
    return text(f"quoted-{value.kind}", type=value.type, size=value.size)
