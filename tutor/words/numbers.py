"""Numbers and lists written by the locale's conventions (CLDR data through Babel): ``1,000``,
"A, B and C" / "A, B 및 C" (money: :mod:`tutor.words.money`). No hand-written plural or list
helpers: catalogs choose plural forms with Fluent selectors."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from babel.lists import format_list
from babel.numbers import format_decimal

from tutor.engine.cast import Cast
from tutor.words.locale import babel_locale, current
from tutor.words.values import name_text

ListStyle = Literal[
    "standard", "standard-short", "or", "or-short", "unit", "unit-short", "unit-narrow"
]
"""The ways CLDR lists items (``or`` for alternatives)."""


def number(value: float, locale: str | None = None) -> str:
    """A number as the locale writes it, without a trailing ``.0``: ``1,234.5``."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return format_decimal(value, locale=babel_locale(locale))


def listing(items: Iterable[str], style: ListStyle = "standard", locale: str | None = None) -> str:
    """Items joined as the locale lists them (``style="or"`` for alternatives); names of
    the cast in the language in force. Korean lists with commas alone (보람, 채원, 다은),
    as a sentence says it: CLDR's "및" is for documents."""
    shown = [name_text(i) if isinstance(i, Cast) else i for i in items]
    if style == "standard" and (locale or current()) == "ko":
        return ", ".join(shown)
    return format_list(shown, style=style, locale=babel_locale(locale))
