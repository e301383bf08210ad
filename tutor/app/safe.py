"""Showing text that may hold user input: Streamlit renders markdown in messages, so a typed
token such as ``[x](http://…)`` would become a link. :func:`plain` escapes markdown."""

from __future__ import annotations

import re

import streamlit as st

_MARKDOWN = re.compile(r"([\\`*_{}\[\]()<>#+\-.!|~$:])")


def plain(text: object) -> str:
    """``text`` with every markdown character escaped, so it shows exactly as written."""
    return _MARKDOWN.sub(r"\\\1", str(text))


def show_error(error: object) -> None:
    """An error message (often quoting what the user typed), shown as plain text."""
    st.error(plain(error), icon="⚠️")
