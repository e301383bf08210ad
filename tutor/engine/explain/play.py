"""Sentences for the practice table: why a move is not allowed, the coach's advice, the
review and the log, each rendered from its code, numbers and cards."""

from __future__ import annotations

from collections.abc import Callable, Mapping

CLOSED_SETS: dict[str, Mapping[str, Callable[..., str]]] = {}
"""Each closed set of codes this module renders, by name, with a renderer per code."""
