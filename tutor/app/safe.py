"""The one way user or engine text reaches the page.

Streamlit renders markdown in ``st.markdown``, captions, headers, messages and widget labels,
so a name typed as ``[c](https://example.org)`` would become a live link and
``![t](https://example.org/t.png)`` would make the browser fetch an image. Every piece of
text that a user typed, a file held or the engine wrote goes through :func:`plain` before it
is put into markdown, and every message goes through :func:`show_error` or
:func:`show_message`. Text put into HTML uses :func:`html_text` instead.
"""

from __future__ import annotations

import html
import re
from typing import Literal

import streamlit as st

__all__ = ["MESSAGE_MAX", "html_text", "plain", "show_error", "show_message"]

_PUNCTUATION = re.compile(r"([!-/:-@\[-`{-~])")
"""Every ASCII punctuation mark: CommonMark lets a backslash escape each of them, so the
escaped text can start no link, image, emphasis, code, heading, list, table, HTML tag,
entity, maths (``$``), Streamlit colour or icon (``:red[…]``, ``:material/…:``)."""

_BARE_LINK = re.compile(r"(?i)(?<=:)(?=//)|(?<=www)(?=\.)|(?<=\w@)(?=\w)")
"""Where GitHub-flavoured markdown would turn plain text into a link (``https://``,
``www.``, ``name@host``): it finds them after escapes are resolved, so a backslash cannot
stop it. An invisible word joiner (U+2060) is put there instead."""
WORD_JOINER = "\u2060"

_LINE_BREAKS = re.compile(r"[\r\n\u2028\u2029\x0b\x0c\x85]+")

MESSAGE_MAX = 300
"""Characters of one message shown to the user; longer ones are cut with an ellipsis."""

Kind = Literal["error", "warning", "info", "success"]
_ICONS: dict[str, str] = {"error": "⚠️", "warning": "⚠️", "info": "ℹ️", "success": "✅"}


def plain(text: object, *, one_line: bool = False) -> str:
    """``text`` with every markdown character escaped, so it shows exactly as written.

    With ``one_line``, line breaks become spaces (for headers, labels and bold runs).
    """
    s = str(text)
    if one_line:
        s = _LINE_BREAKS.sub(" ", s)
    return _PUNCTUATION.sub(r"\\\1", _BARE_LINK.sub(WORD_JOINER, s))


def html_text(text: object) -> str:
    """``text`` escaped for HTML built by hand (``st.html``): ``<``, ``>``, ``&`` and quotes."""
    return html.escape(str(text), quote=True)


def _short(text: object) -> str:
    s = str(text)
    return s if len(s) <= MESSAGE_MAX else s[: MESSAGE_MAX - 1] + "…"


def show_message(text: object, *, kind: Kind = "info", icon: str | None = None) -> None:
    """A message box whose whole text is shown literally (no markdown), at most
    :data:`MESSAGE_MAX` characters."""
    box = {"error": st.error, "warning": st.warning, "info": st.info, "success": st.success}[kind]
    box(plain(_short(text)), icon=icon or _ICONS[kind])


def show_error(error: object, *, before: str = "") -> None:
    """An error message (often quoting what the user typed), shown as plain text; ``before``
    is a plain sentence put in front, e.g. ``"Nothing was imported: "``."""
    show_message(f"{before}{error}", kind="error")
