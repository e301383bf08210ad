"""A rule switch's value as a reader sees it (rule book 1–8): a named value by its plain
name (``switch-value-<switch>``: ``high-or-low`` → "high or low (no K-A-2)"), yes/no for
an on/off switch, "off" for an unset one, a number by the locale, a knock-limit table by
its name or as limits per table size. One function for every page that shows a value."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, get_args, get_origin

from tutor.engine.rules import KNOCK_LIMIT_TABLES, Rules
from tutor.words.catalog import has, text
from tutor.words.numbers import number


def message(switch: str) -> str:
    """The id naming the values of ``switch``: ``switch-value-knock-needs`` for ``knock_needs``."""
    return f"switch-value-{switch.replace('_', '-')}"


def named_values(switch: str) -> tuple[Any, ...]:
    """The values a switch takes from a closed set (its ``Literal`` codes, or on/off), else ()."""
    annotation = Rules.model_fields[switch].annotation
    if annotation is bool:
        return (True, False)
    if get_origin(annotation) is Literal:
        return get_args(annotation)
    return ()


def knock_table(value: Mapping[int, int]) -> str:
    """A knock-limit table: its name when the sources give it, else each limit per size."""
    for code, table in KNOCK_LIMIT_TABLES.items():
        if table == value:
            return text("rules-knock-table", table=code)
    each = (text("compare-limit-for", limit=v, players=n) for n, v in sorted(value.items()))
    return " / ".join(each)


def value_name(switch: str, value: Any) -> str:
    """``value`` of the rule switch ``switch`` in the language in force."""
    if isinstance(value, bool) or value is None:
        return text("compare-value", value="none" if value is None else value)
    if isinstance(value, Mapping):
        return knock_table(value)
    if isinstance(value, str):
        return text(message(switch), value=value)
    return number(value)


def switch_label(switch: str) -> str:
    """A switch's short label (``compare-field-<switch>``); a name that is no switch, as it is."""
    msg_id = f"compare-field-{switch.replace('_', '-')}"
    return text(msg_id) if has(msg_id) else switch
