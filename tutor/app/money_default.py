"""The stake's value and currency a new game or round starts with, the same on the game
ledger and the payout checker: won (₩1,000 a stake, the game's home) in Korean; in English
the currency of the browser's country when it names one (one unit a stake, 1,000 for won
and 100 for yen), else won."""

from __future__ import annotations

import streamlit as st
from babel.core import Locale, UnknownLocaleError
from babel.numbers import get_currency_symbol, get_territory_currencies

from tutor.app.lang import language
from tutor.engine import currency_code

STAKE_BY_CURRENCY = {"KRW": 1000.0, "JPY": 100.0}
"""A stake's usual value where one unit is very little."""
HOME = (1000.0, "₩")
"""Won, as played in Korea."""


def default_money() -> tuple[float, str]:
    """``(stake, currency label)`` for a new game or round in this visitor's session."""
    if language() == "ko":
        return HOME
    code = _territory_currency(_browser_locale())
    if code is None:
        return HOME
    symbol = get_currency_symbol(code, locale="en")  # "$", "£", "€" (as players type them)
    label = symbol if currency_code(symbol) == code else code  # else the code: "CAD"
    return STAKE_BY_CURRENCY.get(code, 1.0), label


def _browser_locale() -> str | None:
    """The browser's language tag (``en-GB``), when the browser says."""
    try:
        return st.context.locale
    except Exception:  # no browser (AppTest) or an older Streamlit
        return None


def _territory_currency(tag: object) -> str | None:
    """The currency in use in the country a browser locale names (``en-GB`` → GBP)."""
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
