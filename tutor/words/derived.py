"""Arguments a message needs that are worked out from its values, by message id: a join
of numbers, a count, the first card of a kind. Never words: anything a person reads is
chosen in the catalog. Each area's module adds its entries here when it loads."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

Values = Mapping[str, Any]

ARGS: dict[str, Callable[[Values], dict[str, Any]]] = {}
"""For a message id, the extra arguments made from the message's values."""


def _sum(v: Values) -> dict[str, Any]:
    return {"sum": " + ".join(map(str, v["values"]))}


ARGS.update({"count-counted": _sum, "count-blast-total": _sum})


def arguments(msg_id: str, values: Values) -> dict[str, Any]:
    """The values a message is formatted with: its own, and the derived ones."""
    extra = ARGS.get(msg_id)
    return {**values, **extra(values)} if extra else dict(values)
