"""The stake's value and currency a new game or round starts with, the same on the game
ledger and the payout checker: won (₩1,000 a stake, the game's home) in Korean; in English
the currency of the browser's country when it names one (one unit a stake, 1,000 for won
and 100 for yen), else won."""

from __future__ import annotations

import streamlit as st

from tutor.app.lang import language
from tutor.words.money import currency_label, local_currency

STAKE_BY_CURRENCY = {"KRW": 1000.0, "JPY": 100.0}
"""A stake's usual value where one unit is very little."""
HOME = (1000.0, "₩")
"""Won, as played in Korea."""


def default_money() -> tuple[float, str]:
    """``(stake, currency label)`` for a new game or round in this visitor's session."""
    if language() == "ko":
        return HOME
    code = local_currency(_browser_locale())
    if code is None:
        return HOME
    return STAKE_BY_CURRENCY.get(code, 1.0), currency_label(code)  # "$", "£", "€", "CAD"


def _browser_locale() -> str | None:
    """The browser's language tag (``en-GB``), when the browser says."""
    try:
        return st.context.locale
    except Exception:  # no browser (AppTest) or an older Streamlit
        return None
