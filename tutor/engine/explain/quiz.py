"""Sentences for the quiz and the drills: facts, hints and feedback, each rendered from its
code, values and rule-book point."""

from __future__ import annotations

from collections.abc import Callable, Mapping

CLOSED_SETS: dict[str, Mapping[str, Callable[..., str]]] = {}
"""Each closed set of codes this module renders, by name, with a renderer per code."""
