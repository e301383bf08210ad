"""The words layer: every sentence a person reads, and nothing else.

The layers below (engine, teach, play, store) hold codes and values only: a result's
reasons, an error's code, a quiz answer's code. This layer writes them in the visitor's
language from the catalogs (:mod:`tutor.words.catalog`, Project Fluent files under
``locales/``). Only the app and the command line import it.

- :func:`render` writes one message value (a :class:`~tutor.engine.reasons.Reason`, the one
  message shape: code, rule-book point, values); :func:`render_all` a sequence
  (:mod:`tutor.words.messages`).
- :func:`t` writes page copy and any other message by id (``t("page-home-title")``).
- :func:`write_error` writes a coded error; loading this package registers it, so that
  ``str(err)`` of any layer's error is the catalog's sentence.
- :mod:`tutor.words.locale` says which language is in force (per visitor);
  :mod:`tutor.words.numbers` formats numbers and lists by CLDR rules,
  :mod:`tutor.words.money` money and stakes.
"""

from __future__ import annotations

from typing import Any

from tutor.engine import errors as _errors
from tutor.words import catalog as _catalog
from tutor.words import locale
from tutor.words.catalog import CLOSE, OPEN, WordsError, has, text
from tutor.words.locale import current, using
from tutor.words.messages import message_id, render, render_all, write_error
from tutor.words.money import money_text
from tutor.words.numbers import listing, number
from tutor.words.values import as_text


def t(msg_id: str, /, **values: Any) -> str:
    """The message ``msg_id`` in the language in force, with ``values`` as arguments."""
    return text(msg_id, **values)


def authored(content: str) -> str:
    """Text written for one language outside the catalogs (the rule book, a
    lesson's body): already in the visitor's language, so shown as it is; in the pseudo
    language marked as a message is, since it, too, is a translator's work."""
    if current() == locale.PSEUDO:
        return f"{OPEN}{content}{CLOSE}"
    return content


_catalog.write_values_with(as_text)
_errors.set_writer(write_error)

__all__ = [
    "authored",
    "WordsError",
    "current",
    "has",
    "listing",
    "message_id",
    "money_text",
    "number",
    "render",
    "render_all",
    "t",
    "text",
    "using",
    "write_error",
]

# The area modules register the arguments their messages derive (tutor.words.derived).
from tutor.words import engine, errors, ledger, lessons, play, progress, quiz  # noqa: E402, F401
