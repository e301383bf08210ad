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
from typing import TYPE_CHECKING, Any, TypeVar

from tutor.engine.errors import MESSAGE_MAX, HoolaError, InputError

if TYPE_CHECKING:
    from pydantic import ValidationError

__all__ = [
    "MAX_DEPTH",
    "MAX_DIGITS",
    "MAX_JSON_CHARS",
    "MESSAGE_MAX",
    "check_depth",
    "load_json",
    "not_valid",
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
                "input-too-large", what=what, size=len(data), unit="bytes", limit=max_chars
            )
        try:
            data = bytes(data).decode("utf-8-sig")
        except UnicodeDecodeError:
            raise InputError("input-not-utf8", what=what) from None
    if not isinstance(data, str):
        raise InputError("input-not-text", what=what, kind=type(data).__name__)
    data = data.removeprefix("\ufeff")
    if len(data) > max_chars:
        raise InputError(
            "input-too-large", what=what, size=len(data), unit="characters", limit=max_chars
        )
    return data


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise InputError(
            "input-number-too-long", what="a number", digits=len(text), limit=MAX_DIGITS
        )
    return int(text)


def _float(text: str) -> float:
    if len(text) > MAX_DIGITS + 10:
        raise InputError(
            "input-number-too-long", what="a number", digits=len(text), limit=MAX_DIGITS
        )
    return float(text)


def _constant(name: str) -> Any:
    raise InputError("input-number-not-allowed", name=name)


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
        raise InputError("input-too-deep", what=what, limit=MAX_DEPTH)
    try:
        return json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as e:
        raise InputError(
            "input-not-json", what=what, line=e.lineno, column=e.colno, detail=e.msg
        ) from None
    except RecursionError:  # pragma: no cover - the depth check comes first
        raise InputError("input-too-deep", what=what, limit=MAX_DEPTH) from None


def check_depth(value: object, what: str, *, limit: int = MAX_DEPTH) -> None:
    """Refuse Python data (dicts, lists, tuples) nested more than ``limit`` levels, and
    numbers longer than :data:`MAX_DIGITS` digits or not finite, before it is validated."""
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list | tuple | set | frozenset):
            if depth >= limit:
                raise InputError("input-too-deep", what=what, limit=limit)
            children = [*item.keys(), *item.values()] if isinstance(item, dict) else list(item)
            stack.extend((c, depth + 1) for c in children)
        elif isinstance(item, bool):
            continue
        elif isinstance(item, int):
            if item.bit_length() > MAX_DIGITS * 4:
                raise InputError("input-number-too-long", what=what, limit=MAX_DIGITS)
        elif isinstance(item, float) and not math.isfinite(item):
            raise InputError("input-not-finite", what=what, value=repr(item))


# -- pydantic's checks as engine errors ------------------------------------------------------

_FIELD_CODES: dict[str, str] = {
    "missing": "field-missing",
    "extra_forbidden": "field-unknown",
    "string_too_long": "field-too-long",
    "too_long": "field-too-long",
    "string_too_short": "field-too-short",
    "too_short": "field-too-short",
    "int_type": "field-not-whole-number",
    "int_parsing": "field-not-whole-number",
    "int_from_float": "field-not-whole-number",
    "float_type": "field-not-number",
    "float_parsing": "field-not-number",
    "decimal_type": "field-not-number",
    "decimal_parsing": "field-not-number",
    "bool_type": "field-not-true-false",
    "bool_parsing": "field-not-true-false",
    "string_type": "field-not-text",
    "list_type": "field-not-list",
    "tuple_type": "field-not-list",
    "dict_type": "field-not-object",
    "model_type": "field-not-object",
    "model_attributes_type": "field-not-object",
    "literal_error": "field-not-one-of",
    "enum": "field-not-one-of",
    "greater_than": "field-out-of-range",
    "greater_than_equal": "field-out-of-range",
    "less_than": "field-out-of-range",
    "less_than_equal": "field-out-of-range",
    "frozen_instance": "field-read-only",
    "frozen_field": "field-read-only",
}
"""Pydantic's error types and the engine's code for each (any other: ``field-invalid``)."""

_BOUNDS = ("max_length", "min_length", "expected", "gt", "ge", "lt", "le")

E = TypeVar("E", bound=HoolaError)


def field_problem(err: Any, what: str) -> HoolaError:
    """One of pydantic's errors (an item of ``ValidationError.errors()``) as an engine
    error: the one a validator raised, or a ``field-…`` code with the bound that failed."""
    ctx = err.get("ctx") or {}
    raised = ctx.get("error")
    if isinstance(raised, HoolaError):
        return raised
    code = _FIELD_CODES.get(err["type"], "field-invalid")
    values: dict[str, Any] = {k: _plain(ctx[k]) for k in _BOUNDS if k in ctx}
    if code == "field-unknown":
        values["what"] = what
    if code == "field-invalid":
        values["detail"] = str(err.get("msg", ""))[:120].removeprefix("Value error, ")
    return HoolaError(code, **values)


def not_valid(
    cls: type[E], error: ValidationError, what: str, *, player: str | None = None, most: int = 4
) -> E:
    """Pydantic's errors about ``what`` (``"record"``, ``"game"``, ``"rules"``) as one
    ``not-valid`` error of type ``cls``: ``problems`` holds (field, error) pairs for the
    first ``most`` problems, ``more`` how many were left out; ``cause`` is the first."""
    errors = error.errors()
    problems = tuple((_where(err["loc"]), field_problem(err, what)) for err in errors[:most])
    cause = problems[0][1] if problems else None
    return cls(
        "not-valid",
        player=player,
        what=what,
        problems=problems,
        more=max(0, len(errors) - most),
        cause=cause,
    )


def _where(loc: tuple[Any, ...]) -> str:
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in loc).lstrip(".")


def _plain(v: Any) -> Any:
    return v if isinstance(v, int | float | str) else quote(v)
