"""A message value in words: the one message shape (a code of a closed set, the rule-book
point, the values) written from the catalog, and a coded error of any layer.

:func:`render` writes a :class:`~tutor.engine.reasons.Reason` or any value of that shape
(``closed_set``, ``code``, ``point``, ``values``) as the catalog's message
``<closed set>-<code>``; a rule line (:class:`~tutor.engine.rule_lines.RuleLine`) as its
``rule-line-<code>``; a lesson's own words (a ``str``, already in the learner's language) as
they are. :func:`write_error` writes a coded error (:class:`tutor.engine.errors.Coded`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tutor.engine.rule_lines import RuleLine
from tutor.words.catalog import text
from tutor.words.derived import arguments

__all__ = ["message_id", "render", "render_all", "write_error"]


def message_id(closed_set: str, code: str) -> str:
    """The catalog id of a code of a closed set: ``meld`` + ``run-gap`` → ``meld-run-gap``."""
    return f"{closed_set}-{code}"


def render(message: Any) -> str:
    """One message value in the language in force: the catalog's message
    ``<closed set>-<code>`` with the value's arguments and its rule-book ``point`` (English
    where the language in force lacks it); a rule line's statement; a lesson's own words
    as they are."""
    if isinstance(message, str):
        return message
    if isinstance(message, RuleLine):
        msg_id = message_id("rule-line", message.code)
        return text(msg_id, **arguments(msg_id, message.values))
    msg_id = message_id(message.closed_set, message.code)
    return text(msg_id, point=message.point, **arguments(msg_id, message.values))


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
