"""Numbers, money and lists written by the locale's conventions (CLDR data through Babel):
``1,000`` and ``₩1,000`` in English, ``1,000원`` in Korean, "A, B and C" / "A, B 및 C".
No hand-written plural or list helpers: catalogs choose plural forms with Fluent selectors."""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal
from typing import Literal

from babel.lists import format_list
from babel.numbers import format_currency, format_decimal

from tutor.engine.cast import Cast
from tutor.words.locale import babel_locale, current
from tutor.words.values import name_text

CURRENCY = "KRW"

ListStyle = Literal[
    "standard", "standard-short", "or", "or-short", "unit", "unit-short", "unit-narrow"
]
"""The ways CLDR lists items (``or`` for alternatives)."""


def number(value: float, locale: str | None = None) -> str:
    """A number as the locale writes it, without a trailing ``.0``: ``1,234.5``."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return format_decimal(value, locale=babel_locale(locale))


def money(amount: float | Decimal, currency: str = CURRENCY, locale: str | None = None) -> str:
    """An amount of money: ``₩1,000`` in English, ``1,000원`` in Korean (won have no
    decimals; other currencies keep theirs)."""
    loc = locale or current()
    if currency == "KRW":
        whole = round(amount)
        if loc == "ko":
            return f"{format_decimal(whole, locale='ko_KR')}원"
        return format_currency(whole, "KRW", locale=babel_locale(loc))
    return format_currency(amount, currency, locale=babel_locale(loc))


def listing(items: Iterable[str], style: ListStyle = "standard", locale: str | None = None) -> str:
    """Items joined as the locale lists them (``style="or"`` for alternatives); names of
    the cast in the language in force. Korean lists with commas alone (보람, 채원, 다은),
    as a sentence says it: CLDR's "및" is for documents."""
    shown = [name_text(i) if isinstance(i, Cast) else i for i in items]
    if style == "standard" and (locale or current()) == "ko":
        return ", ".join(shown)
    return format_list(shown, style=style, locale=babel_locale(locale))
