"""Sentences for the lessons: the reasons a lesson step gives about a learner's choice, and
the problems a lesson's own check finds, each rendered from its code and values."""

from __future__ import annotations

from collections.abc import Callable, Mapping

CLOSED_SETS: dict[str, Mapping[str, Callable[..., str]]] = {}
"""Each closed set of codes this module renders, by name, with a renderer per code."""
