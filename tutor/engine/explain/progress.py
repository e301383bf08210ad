"""Sentences for the learner's own pages: the progress page's messages, the learner box and
the number feedback, from codes and values."""

from __future__ import annotations

from collections.abc import Callable, Mapping

CLOSED_SETS: dict[str, Mapping[str, Callable[..., str]]] = {}
"""Each closed set of codes this module renders, by name, with a renderer per code."""
