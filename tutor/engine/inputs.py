"""Reading untrusted input within bounds: every public entry point (cards, rules, round
records, export files, the ``?rules=`` link, the command line) goes through these checks
before parsing, so any text, size, nesting or number gives an :class:`InputError` (a
``ValueError``) with a short message, never ``RecursionError``, ``OverflowError`` or a
message millions of characters long.

Every check is linear in its input and runs before the work it guards, on the error paths
too (no regular expression runs over unbounded text): the count of
values in a JSON text is bounded by counting its commas and brackets (a C-speed
``str.count``) before it is parsed, nesting is bounded by the parser's own recursion and
then by :func:`check_depth`, which walks at most ``max_items`` values and refuses a
collection longer than that before it looks inside.

Limits: :data:`MAX_JSON_CHARS` characters of JSON text, :data:`MAX_ITEMS` values,
:data:`MAX_DEPTH` levels of nesting, :data:`MAX_DIGITS` digits in a number, messages of at
most :data:`MESSAGE_MAX` characters.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from tutor.engine.errors import MESSAGE_MAX, HoolaError, InputError

if TYPE_CHECKING:
    from pydantic import ValidationError

__all__ = [
    "CONTROL",
    "MAX_DEPTH",
    "MAX_DIGITS",
    "MAX_ITEMS",
    "MAX_JSON_CHARS",
    "MESSAGE_MAX",
    "Quoted",
    "check_depth",
    "load_json",
    "not_valid",
    "quote",
    "to_text",
]

MAX_JSON_CHARS = 5_000_000
"""Largest JSON text read (a game of hundreds of rounds is well under 1 MB)."""
MAX_ITEMS = 100_000
"""Most values (and keys) in one document: a game of 500 rounds of 7 players holds about
25,000. Each entry point may set a lower limit of its own."""
MAX_DEPTH = 32
"""Deepest nesting of lists and objects (a round record needs 4)."""
MAX_DIGITS = 30
"""Longest number, in digits (stakes and points need far fewer)."""
QUOTE_MAX = 40
CONTROL = re.compile(r"[\x00-\x1f\x7f\ud800-\udfff]")
"""Control characters and lone surrogates (not UTF-8), refused in every name and label a
person types: a game's, a learner's, a tag or kind a store keeps."""


@dataclass(frozen=True)
class Quoted:
    """A piece of input as a message shows it (:func:`quote`), as data: ``kind`` ``"text"``
    is its ``repr``, cut short (``text``); ``"collection"`` a list or dict too long to show
    (its ``type`` and ``size``); ``"nested"`` one nested too deep to show (its ``type``);
    ``"number"`` a whole number too long to show (``size``: about how many digits). The
    words layer writes each kind in the language in force (catalog ids ``quoted-<kind>``)."""

    kind: Literal["text", "collection", "nested", "number"]
    text: str = ""
    type: str = ""
    size: int = 0


def quote(value: object, limit: int = QUOTE_MAX) -> Quoted:
    """A piece of input for a message: its ``repr`` cut to ``limit`` characters with an
    ellipsis, or, for a long or deep collection and a huge number, what it is."""
    if isinstance(value, str) and len(value) > limit:
        return Quoted("text", repr(value[:limit]) + "…")
    if isinstance(value, dict | list | tuple | set):
        kind = type(value).__name__
        if len(value) > 3:
            return Quoted("collection", type=kind, size=len(value))
        try:
            check_depth(value, "quoted", limit=3)  # only the depth is asked: caught below
        except InputError:
            return Quoted("nested", type=kind)
    if isinstance(value, int) and value.bit_length() > 4 * limit:
        return Quoted("number", size=_digits(value))
    text = repr(value)
    return Quoted("text", text if len(text) <= limit + 2 else text[: limit + 1] + "…")


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
    if not _utf8(data):  # a lone surrogate: text no file or database can hold
        raise InputError("input-not-utf8", what=what)
    return data


def _utf8(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _constant(name: str) -> Any:
    raise InputError("input-number-not-allowed", name=name)


def _digits(n: int) -> int:
    """Digits of an integer, without writing out a huge one."""
    bits = abs(n).bit_length()
    return len(str(abs(n))) if bits < 10_000 else int(bits * math.log10(2)) + 1


def _whole(digits: str) -> int:
    """The parser's whole numbers, refused past :data:`MAX_DIGITS` digits as they are read:
    the parser hands over each number's own text, so the check costs its length (no search
    over the document, no conversion of thousands of digits)."""
    size = len(digits) - digits.startswith("-")
    if size > MAX_DIGITS:
        raise InputError("input-number-too-long", what="number", digits=size, limit=MAX_DIGITS)
    return int(digits)


def load_json(
    data: str | bytes, what: str, *, max_chars: int = MAX_JSON_CHARS, max_items: int = MAX_ITEMS
) -> Any:
    """Parse JSON text (or UTF-8 bytes) within the limits; :class:`InputError` naming the
    problem otherwise. Linear in the text: the values are counted before parsing."""
    text = to_text(data, what, max_chars=max_chars)
    count = text.count(",") + text.count("[") + text.count("{")  # an upper bound, at C speed
    if count > max_items:
        raise InputError("input-too-many", what=what, count=count, limit=max_items)
    try:
        value = json.loads(text, parse_constant=_constant, parse_int=_whole)
    except json.JSONDecodeError as e:
        raise InputError(
            "input-not-json", what=what, line=e.lineno, column=e.colno, detail=e.msg
        ) from None
    except InputError:  # NaN, Infinity, a whole number too long
        raise
    except RecursionError:  # the parser's own depth limit (about a thousand levels)
        raise InputError("input-too-deep", what=what, limit=MAX_DEPTH) from None
    check_depth(value, what, max_items=max_items)
    if ("\\ud" in text or "\\uD" in text) and not _utf8(json.dumps(value, ensure_ascii=False)):
        raise InputError("input-not-utf8", what=what)  # "\ud800" written as an escape
    return value


def check_depth(
    value: object, what: str, *, limit: int = MAX_DEPTH, max_items: int = MAX_ITEMS
) -> None:
    """Refuse Python data (dicts, lists, tuples) nested more than ``limit`` levels or
    holding more than ``max_items`` values, and numbers longer than :data:`MAX_DIGITS`
    digits or not finite, before it is validated. A collection too long is refused before
    anything inside it is looked at, so the walk costs at most ``max_items`` steps."""
    level, depth, seen = [value], 0, 0
    while level:  # one level of nesting at a time
        below: list[object] = []
        for item in level:
            kind = type(item)
            if kind is str or kind is bool or item is None:
                continue
            if isinstance(item, dict | list | tuple | set | frozenset):
                if depth >= limit:
                    raise InputError("input-too-deep", what=what, limit=limit)
                seen += len(item)  # a dict counts its entries, as the text counts its commas
                if seen > max_items:
                    raise InputError("input-too-many", what=what, count=seen, limit=max_items)
                if isinstance(item, dict):
                    below.extend(item.keys())
                    below.extend(item.values())
                else:
                    below.extend(item)
            elif isinstance(item, int) and not isinstance(item, bool):
                if item.bit_length() > 99 and _digits(item) > MAX_DIGITS:  # 10**30: 100 bits
                    raise InputError(
                        "input-number-too-long",
                        what="number",
                        digits=_digits(item),
                        limit=MAX_DIGITS,
                    )
            elif isinstance(item, float) and not math.isfinite(item):
                raise InputError("input-not-finite", what=what, value=repr(item))
        level, depth = below, depth + 1


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
