"""Sentences for the payout checker and the game ledger: the winner line, the round and
game messages, the charts' titles and the rules comparison, from codes and values."""

from __future__ import annotations

from collections.abc import Callable, Mapping

CLOSED_SETS: dict[str, Mapping[str, Callable[..., str]]] = {}
"""Each closed set of codes this module renders, by name, with a renderer per code."""
