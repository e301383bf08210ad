"""The game ledger's own refusals (the closed set ``ledger-error``)."""

from __future__ import annotations

from typing import ClassVar, Literal, get_args

from tutor.engine.errors import ERROR_CODES, HoolaError

LedgerErrorCode = Literal[
    "nobody-to-draw", "label-too-long", "label-control", "game-id", "game-name-blank",
    "stake-not-positive", "stake-too-large", "stake-decimals", "first-dealer-not-player",
    "first-dealer-not-drawn", "inexact-money", "round-lists-twice", "round-extra-player",
    "round-missing-player", "in-round", "too-many-rounds", "nothing-to-undo", "no-such-round",
    "balances-not-zero", "too-many-to-settle", "not-an-amount", "seed-range", "no-such-player",
    "rename-same",
]  # fmt: skip
"""The ledger's own refusals (its closed set ``ledger-error``); a problem the engine found
in a round or a game keeps the engine's code (:meth:`HoolaError.like`)."""


class LedgerError(HoolaError):
    """A game, round or file that the ledger cannot take; nothing was changed."""

    closed_set: ClassVar[str] = "ledger-error"
    closed_codes: ClassVar[frozenset[str]] = frozenset(get_args(LedgerErrorCode))
    engine_codes: ClassVar[frozenset[str]] = ERROR_CODES
    """A game or round the engine refuses keeps the engine's code (``like``)."""


LEDGER_ERROR_CODES: frozenset[str] = LedgerError.closed_codes
"""The codes of :data:`LedgerErrorCode`."""
