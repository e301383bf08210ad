"""A round form's entries in the page's link (``?round=…``), so a reload or a shared link
keeps the round being entered (the payout checker keeps nothing else across a reload).

The link holds the form's own fields, base64 (URL-safe) of compact JSON. A link read back is
checked field by field (type, range, length) before anything is filled: a bad or edited link
fills nothing and says so, never a traceback."""

from __future__ import annotations

import base64
import binascii
import json
from typing import Any

from tutor.app.round_model import (
    MAX_ROWS,
    NOBODY,
    OUT_OPTIONS,
    blank_model,
    form_model,
    form_quick,
    put_form_model,
)
from tutor.engine.endings import ENDINGS

LINK_CHARS = 6_000
"""The longest ``?round=`` text read (seven players' hands fit in about a third of it)."""
TEXT_CHARS = 400
"""The longest name or hand text read from a link."""
ROW_FIELDS = ("name", "hand", "bycards", "points", "sevens", "jokers", "melded", "turn", "out")


def form_to_link(key: str, *, settled: bool) -> str | None:
    """The form ``key``'s entries as link text (``None`` before the form is drawn);
    ``settled``: the round was settled as it stands (the verdict comes back too)."""
    model = form_model(key)
    if model is None:
        return None
    n = int(model["count"])
    data: dict[str, Any] = {f: list(model[f][:n]) for f in ROW_FIELDS}
    for f in ("count", "ending", "winner", "knocker", "perfect", "fed", "dealer"):
        data[f] = model[f]
    data["quick"] = form_quick(key)
    data["settled"] = settled
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def form_from_link(key: str, text: object) -> bool | None:
    """Fill the form ``key`` from link text. Returns ``None`` when the text cannot be read
    as a round form (nothing filled), else whether the round had been settled."""
    data = _read(text)
    if data is None:
        return None
    model = blank_model()
    n = data["count"]
    for f in ROW_FIELDS:
        model[f][:n] = data[f]
    for f in ("count", "ending", "winner", "knocker", "perfect", "fed", "dealer"):
        model[f] = data[f]
    put_form_model(key, model, quick=data["quick"])
    return data["settled"]


def _read(text: object) -> dict[str, Any] | None:
    """The link's fields when every one is of its kind and in range, else ``None``."""
    if not isinstance(text, str) or not 0 < len(text) <= LINK_CHARS:
        return None
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        data = json.loads(raw.decode())
    except (binascii.Error, ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    n = data.get("count")
    if type(n) is not int or not 2 <= n <= MAX_ROWS:
        return None
    rows = [data.get(f) for f in ROW_FIELDS]
    if not all(isinstance(r, list) and len(r) == n for r in rows):
        return None
    checks = {
        "name": _text,
        "hand": _text,
        "bycards": _flag,
        "points": lambda v: v is None or _count(v),
        "sevens": _count,
        "jokers": _count,
        "melded": lambda v: v is None or _flag(v),
        "turn": _flag,
        "out": lambda v: v in OUT_OPTIONS,
    }
    if not all(checks[f](v) for f in ROW_FIELDS for v in data[f]):
        return None
    seat = lambda v: v is None or (type(v) is int and 0 <= v < n)  # noqa: E731
    ok = (
        (data.get("ending") is None or data.get("ending") in ENDINGS)
        and seat(data.get("winner"))
        and seat(data.get("knocker"))
        and (data.get("fed") == NOBODY or seat(data.get("fed")))
        and type(data.get("dealer")) is int
        and 0 <= data["dealer"] < n
        and all(_flag(data.get(f)) for f in ("perfect", "quick", "settled"))
    )
    return data if ok else None


def _text(v: object) -> bool:
    return isinstance(v, str) and len(v) <= TEXT_CHARS


def _flag(v: object) -> bool:
    return type(v) is bool


def _count(v: object) -> bool:
    return type(v) is int and -1_000 <= v <= 10_000
