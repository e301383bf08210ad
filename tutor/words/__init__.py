"""The words layer: every sentence a person reads, and nothing else.

The layers below (engine, teach, play, store) hold codes and values only: a result's
reasons, an error's code, a quiz answer's code. This layer writes them in the visitor's
language from the catalogs (:mod:`tutor.words.catalog`, Project Fluent files under
``locales/``). Only the app and the command line import it.

- :func:`render` writes one message value (a :class:`~tutor.engine.reasons.Reason`, the one
  message shape: code, rule-book point, values); :func:`render_all` a sequence.
- :func:`t` writes page copy and any other message by id (``t("page-home-title")``).
- :func:`write_error` writes a coded error; loading this package registers it, so that
  ``str(err)`` of any layer's error is the catalog's sentence.
- :mod:`tutor.words.locale` says which language is in force (per visitor);
  :mod:`tutor.words.numbers` formats numbers, money and lists by CLDR rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tutor.engine import errors as _errors
from tutor.words import locale
from tutor.words.catalog import WordsError, has, text
from tutor.words.derived import arguments
from tutor.words.locale import current, using
from tutor.words.numbers import listing, money, number


def message_id(closed_set: str, code: str) -> str:
    """The catalog id of a code of a closed set: ``meld`` + ``run-gap`` → ``meld-run-gap``."""
    return f"{closed_set}-{code}"


def t(msg_id: str, /, **values: Any) -> str:
    """The message ``msg_id`` in the language in force, with ``values`` as arguments."""
    return text(msg_id, **values)


def render(message: Any) -> str:
    """One message value in the language in force: the catalog's message
    ``<closed set>-<code>`` with the value's arguments and its rule-book ``point``."""
    closed_set = getattr(message, "closed_set", None)
    if closed_set:
        msg_id = message_id(closed_set, message.code)
        if has(msg_id):
            return text(msg_id, point=message.point, **arguments(msg_id, message.values))
    from tutor.words.lessons import say  # messages not yet in a catalog

    return say(message)


def authored(content: str) -> str:
    """Text written for one language outside the catalogs (the rule book, a
    lesson's body): already in the visitor's language, so shown as it is; in the pseudo
    language marked as a message is, since it, too, is a translator's work."""
    if current() == locale.PSEUDO:
        from tutor.words.catalog import CLOSE, OPEN

        return f"{OPEN}{content}{CLOSE}"
    return content


def render_all(messages: Iterable[Any]) -> tuple[str, ...]:
    """Each message in order."""
    return tuple(render(m) for m in messages)


def write_error(error: Any) -> str:
    """A coded error of any layer (:class:`tutor.engine.errors.Coded`): the catalog's
    message ``<error set>-<code>`` (an error class names its set in ``closed_set``; an
    engine code it carries is the engine's, ``error``) with the error's values, its
    ``player`` and rule-book ``point``."""
    msg_id = message_id(error.error_set, error.code)
    values = arguments(msg_id, error.values)
    values.setdefault("player", error.player)
    return text(msg_id, point=error.point, **values)


_errors.set_writer(write_error)

__all__ = [
    "authored",
    "WordsError",
    "current",
    "listing",
    "message_id",
    "money",
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
