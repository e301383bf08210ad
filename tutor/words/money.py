"""Money and stakes as people read them: the only place amounts become text. The engine
computes them exactly (``Decimal`` money, ``Fraction`` stakes: :mod:`tutor.engine.stakes`);
this module writes them by the currency's and the language's conventions (CLDR data through
Babel): ``₩1,000`` and ``€2.50`` in English, ``1,000원`` in Korean (the catalog's
``money-won``: Korean writes won after the amount, which CLDR does not), ``1,234.50 chips``
for a label that names no currency. A fraction a quarter stake makes is never rounded away
(``₩12.5``)."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from fractions import Fraction
from types import MappingProxyType

from babel.core import Locale, UnknownLocaleError
from babel.numbers import (
    format_currency,
    format_decimal,
    get_currency_precision,
    get_currency_symbol,
    get_territory_currencies,
    is_currency,
)

from tutor.engine.stakes import stakes_money
from tutor.words.catalog import text
from tutor.words.locale import babel_locale, current, using

__all__ = [
    "CURRENCY",
    "CURRENCY_CODES",
    "currency_code",
    "currency_label",
    "local_currency",
    "money_text",
    "sheet_money",
    "stakes_text",
]

CURRENCY = "KRW"
"""The game's home currency: won."""

CURRENCY_CODES: Mapping[str, str] = MappingProxyType(
    {
        "₩": "KRW", "won": "KRW", "원": "KRW", "¥": "JPY", "yen": "JPY", "円": "JPY",
        "€": "EUR", "euro": "EUR", "euros": "EUR", "$": "USD", "£": "GBP",
    }
)  # fmt: skip
"""Currency labels players type, by the ISO 4217 code they stand for (any other label that
is itself a code, such as ``EUR`` or ``krw``, is read as that code)."""


def currency_code(currency: str) -> str | None:
    """The ISO code a typed currency label stands for (``"₩"`` → ``"KRW"``), or ``None``
    for a label that names no currency (e.g. ``"chips"``) or none at all."""
    label = currency.strip()
    code = CURRENCY_CODES.get(label.casefold(), label.upper())
    return code if code and is_currency(code) else None


def currency_label(code: str) -> str:
    """The label players type for the currency ``code``: its symbol where it stands for
    that currency alone (``$``, ``£``, ``€``), else the code itself (``CAD``)."""
    symbol = get_currency_symbol(code, locale="en")
    return symbol if currency_code(symbol) == code else code


def local_currency(tag: object) -> str | None:
    """The currency in use in the country a browser's language tag names (``en-GB`` →
    ``GBP``), or ``None`` (no country, a tag CLDR does not know, not a tag)."""
    if not isinstance(tag, str) or len(tag) > 35:
        return None
    try:
        territory = Locale.parse(tag.replace("-", "_")).territory
    except (UnknownLocaleError, ValueError, TypeError):
        return None
    if not territory:
        return None
    found = get_territory_currencies(territory, tender=True)
    return found[0] if found else None


def money_text(
    amount: Decimal | float,
    currency: str = CURRENCY,
    *,
    sign: bool = False,
    locale: str | None = None,
) -> str:
    """``amount`` of ``currency`` (a code or a label players type: ``"₩"``, ``"EUR"``,
    ``"chips"``) in the language ``locale`` (else the one in force): ``₩1,000`` /
    ``1,000원``, ``€2.50``, ``-€0.025``, ``1,234.50 chips`` and a whole amount of a label
    bare (``200 chips``); ``+`` before a gain with ``sign``."""
    loc = locale or current()
    value = Decimal(str(amount)) if isinstance(amount, float) else Decimal(amount)
    code = currency_code(currency)
    if code == "KRW":
        written = _won(value, loc)
    elif code is not None:
        written = format_currency(value, code, locale=babel_locale(loc), decimal_quantization=False)
    else:
        pattern = "#,##0" if value == value.to_integral_value() else "#,##0.00####"
        written = format_decimal(value, format=pattern, locale=babel_locale(loc))
        written = f"{written} {currency.strip()}".strip()
    return f"+{written}" if sign and value > 0 else written


def _won(value: Decimal, locale: str) -> str:
    """Won: the digits by CLDR (won have no minor unit, but a quarter stake's fraction is
    kept), the currency where the language puts it (``money-won``)."""
    digits = format_decimal(abs(value), locale=babel_locale(locale), decimal_quantization=False)
    with using(locale):
        written = text("money-won", amount=digits)
    return f"-{written}" if value < 0 else written


def stakes_text(value: Fraction | int, *, sign: bool = False) -> str:
    """Stakes as a short decimal: ``2``, ``0.25``, ``-1.5`` (``+2`` with ``sign``)."""
    written = f"{stakes_money(value, Decimal(1)):f}"
    return f"+{written}" if sign and value > 0 else written


def sheet_money(value: Decimal, currency: str = "") -> str:
    """Money for a spreadsheet cell, no thousands separator: as many decimals as the
    currency has (won and yen whole: ``-2000``; two for a label that names no currency),
    more only for a fraction that would otherwise be lost (a quarter stake of ₩10 is
    ``2.5``)."""
    code = currency_code(currency)
    minor = get_currency_precision(code) if code else 2
    exponent = value.normalize().as_tuple().exponent if value else 0
    places = max(minor, -exponent) if isinstance(exponent, int) else minor
    return f"{value:.{places}f}"
