"""The store's problems as data: a code from the closed set :data:`StoreErrorCode` and the
values involved, as the engine's errors carry theirs (:mod:`tutor.engine.errors`).

A file that is not a Hoola Tutor export, a version this one cannot read, a game file whose
checksum does not match, a game already saved: each raises an error whose ``code`` says
which and whose ``values`` hold the details; every one is a
:class:`~tutor.engine.errors.HoolaError`, written by the words layer (catalog ids
``store-error-<code>``, ``progress-error-<code>``). Problems the engine finds in what the
file holds (text that is not JSON, a round that is not valid) keep the engine's own codes.
"""

from __future__ import annotations

from typing import ClassVar, Literal, get_args

from tutor.engine.errors import ERROR_CODES, HoolaError
from tutor.engine.ledger import LedgerError

StoreErrorCode = Literal[
    "not-an-export",  # what ("game", "progress"), fmt: the format expected
    "export-version",  # what, found (quoted), version: the version this one reads
    "no-game",  # a game file without its "game" object
    "no-checksum",
    "checksum-mismatch",  # changed or damaged after export
    "rounds-not-list",
    "game-saved",  # name: a game with the same id is saved already (import)
    "game-id-saved",  # game_id: (create)
    "game-changed",  # added, removed, edited, renamed: changed on another screen meanwhile
    "no-such-game",  # game_id
    "no-shared-game",  # a shared link that names no game (club mode)
    "game-saved-elsewhere",  # an imported game's id is another profile's game (club mode)
]
"""Every problem of the store's own (a test makes each happen and checks its words)."""

STORE_ERROR_CODES: frozenset[str] = frozenset(get_args(StoreErrorCode))


class GameStoreError(LedgerError):
    """A saved game or game file refused by the store: ``code`` from
    :data:`StoreErrorCode` (or the ledger's or the engine's code of the problem inside),
    ``values`` the details. A :class:`LedgerError`."""

    closed_set: ClassVar[str] = "store-error"
    closed_codes: ClassVar[frozenset[str]] = STORE_ERROR_CODES
    engine_codes: ClassVar[frozenset[str]] = ERROR_CODES | LedgerError.closed_codes


class ExportError(HoolaError):
    """A progress file that cannot be read as one: the engine's code for text that is no
    JSON (``input-not-json`` …), or ``not-an-export`` / ``export-version``."""

    closed_set: ClassVar[str] = "store-error"
    closed_codes: ClassVar[frozenset[str]] = STORE_ERROR_CODES
    engine_codes: ClassVar[frozenset[str]] = ERROR_CODES


ProgressErrorCode = Literal[
    "name-not-text",  # a learner name: got (the type's name)
    "name-empty",  # limit
    "name-too-long",  # name (cut to the limit), size, limit
    "name-control",  # name
    "text-empty",  # what, got: a question kind or rule tag that is not non-empty text
    "text-too-long",  # what, got, limit: too long or with control characters
    "text-not-stored",  # what, got: spaces around it or control characters (an import)
    "tags-not-list",  # what, got
    "tag-twice",  # an answer's rule_tags
    "leitner-tag-twice",  # an import's Leitner boxes
    "seed-range",  # what, got (each value quoted and cut short, as shown)
    "correct-not-bool",  # what, got
    "time-taken-range",  # what, got
    "time-out-of-range",  # what, got: a moment that is not a date in UTC (year 1 to 9999)
    "no-such-learner",  # name
    "learner-has-answers",  # name, held: an import would overwrite them
    "export-invalid",  # problems ((where, type), ...), causes (each an engine error), more
    # lesson progress (lesson_progress.py): what, got, limit
    "not-an-id",  # a lesson id or step name
    "count-range",  # stars, misses or hints out of range
    "no-stars",  # a step done earns at least 1 star
    "step-index-range",
    # private profiles (club.py)
    "pin-not-text",  # got: the type's name
    "pin-length",  # size, low, high
    "pin-common",  # one of the commonest PINs, a repeated character or a run of digits
    "name-taken",  # name: a protected profile cannot be made over an existing learner
    "no-such-profile",  # name: a PIN reset for a learner who does not exist
]
"""Every problem of the progress store's input (a test makes each happen)."""

PROGRESS_ERROR_CODES: frozenset[str] = frozenset(get_args(ProgressErrorCode))


class ProgressError(HoolaError):
    """Input the progress store refuses: ``ProgressError(code, **values)`` with a ``code``
    of :data:`ProgressErrorCode` and the ``values`` involved; ``str()`` is the words
    layer's message ``progress-error-<code>``."""

    closed_set: ClassVar[str] = "progress-error"
    closed_codes: ClassVar[frozenset[str]] = PROGRESS_ERROR_CODES
    engine_codes: ClassVar[frozenset[str]] = frozenset()
