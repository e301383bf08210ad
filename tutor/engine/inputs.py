"""Reading untrusted input within bounds: every public entry point (cards, rules, round
records, export files, the ``?rules=`` link, the command line) goes through these checks
before parsing, so any text, size, nesting or number gives an :class:`InputError` (a
``ValueError``) with a short message, never ``RecursionError``, ``OverflowError`` or a
message millions of characters long.

Limits: :data:`MAX_JSON_CHARS` characters of JSON text, :data:`MAX_DEPTH` levels of nesting,
:data:`MAX_DIGITS` digits in a number, messages of at most :data:`MESSAGE_MAX` characters.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from tutor.engine.errors import MESSAGE_MAX, InputError

__all__ = [
    "MAX_DEPTH",
    "MAX_DIGITS",
    "MAX_JSON_CHARS",
    "MESSAGE_MAX",
    "check_depth",
    "load_json",
    "quote",
    "to_text",
]

MAX_JSON_CHARS = 5_000_000
"""Largest JSON text read (a game of hundreds of rounds is well under 1 MB)."""
MAX_DEPTH = 32
"""Deepest nesting of lists and objects (a round record needs 4)."""
MAX_DIGITS = 30
"""Longest number, in digits (stakes and points need far fewer)."""
QUOTE_MAX = 40

_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_BRACKETS = re.compile(r"[\[\]{}]")


def quote(value: object, limit: int = QUOTE_MAX) -> str:
    """``repr`` of a piece of input, cut to ``limit`` characters with an ellipsis."""
    if isinstance(value, str) and len(value) > limit:
        return repr(value[:limit]) + "…"
    if isinstance(value, dict | list | tuple | set):
        text = f"a {type(value).__name__} of {len(value)}" if len(value) > 3 else None
        if text:
            return text
        try:
            check_depth(value, "the value", limit=3)
        except InputError:
            return f"a deeply nested {type(value).__name__}"
    text = repr(value)
    return text if len(text) <= limit + 2 else text[: limit + 1] + "…"


def to_text(data: str | bytes, what: str, *, max_chars: int = MAX_JSON_CHARS) -> str:
    """Text from ``str`` or UTF-8 bytes (a byte-order mark is dropped), at most
    ``max_chars`` long."""
    if isinstance(data, bytes | bytearray):
        if len(data) > 4 * max_chars:
            raise InputError(
                f"{what} is too large ({len(data):,} bytes; the limit is {max_chars:,})"
            )
        try:
            data = bytes(data).decode("utf-8-sig")
        except UnicodeDecodeError:
            raise InputError(f"{what} is not UTF-8 text (is it a binary or UTF-16 file?)") from None
    if not isinstance(data, str):
        raise InputError(f"{what} must be text, not {type(data).__name__}")
    data = data.removeprefix("\ufeff")
    if len(data) > max_chars:
        raise InputError(
            f"{what} is too large ({len(data):,} characters; the limit is {max_chars:,})"
        )
    return data


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise InputError(f"a number has {len(text)} digits; the limit is {MAX_DIGITS}")
    return int(text)


def _float(text: str) -> float:
    if len(text) > MAX_DIGITS + 10:
        raise InputError(f"a number is {len(text)} characters long; the limit is {MAX_DIGITS}")
    return float(text)


def _constant(name: str) -> Any:
    raise InputError(f"{name} is not a number JSON allows")


def _depth_of_text(text: str) -> int:
    depth = deepest = 0
    for m in _BRACKETS.finditer(_STRINGS.sub('""', text)):
        if m.group() in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        else:
            depth -= 1
    return deepest


def load_json(data: str | bytes, what: str, *, max_chars: int = MAX_JSON_CHARS) -> Any:
    """Parse JSON text (or UTF-8 bytes) within the limits; :class:`InputError` naming the
    problem otherwise."""
    text = to_text(data, what, max_chars=max_chars)
    if _depth_of_text(text) > MAX_DEPTH:
        raise InputError(f"{what} is nested more than {MAX_DEPTH} levels deep")
    try:
        return json.loads(
            text, parse_int=_int, parse_float=_float, parse_constant=_constant
        )  # fmt: skip
    except json.JSONDecodeError as e:
        raise InputError(
            f"{what} is not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})"
        ) from None
    except RecursionError:  # pragma: no cover - the depth check comes first
        raise InputError(f"{what} is nested too deep") from None


def check_depth(value: object, what: str, *, limit: int = MAX_DEPTH) -> None:
    """Refuse Python data (dicts, lists, tuples) nested more than ``limit`` levels, and
    numbers longer than :data:`MAX_DIGITS` digits or not finite, before it is validated."""
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list | tuple | set | frozenset):
            if depth >= limit:
                raise InputError(f"{what} is nested more than {limit} levels deep")
            children = [*item.keys(), *item.values()] if isinstance(item, dict) else list(item)
            stack.extend((c, depth + 1) for c in children)
        elif isinstance(item, bool):
            continue
        elif isinstance(item, int):
            if item.bit_length() > MAX_DIGITS * 4:
                raise InputError(f"{what} holds a number longer than {MAX_DIGITS} digits")
        elif isinstance(item, float) and not math.isfinite(item):
            raise InputError(f"{what} holds a number that is not finite ({item!r})")
