"""The store's problems as data: a code from the closed set :data:`StoreErrorCode` and the
values involved, as the engine's errors carry theirs (:mod:`tutor.engine.errors`).

A file that is not a Hoola Tutor export, a version this one cannot read, a game file whose
checksum does not match, a game already saved: each raises an error whose ``code`` says
which and whose ``values`` hold the details; its message is the explainer's sentence
(:func:`tutor.words.engine.store_error_sentence`). Problems the engine finds in what the
file holds (text that is not JSON, a round that is not valid) keep the engine's own codes.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Literal, get_args

from tutor.engine.errors import MESSAGE_MAX, HoolaError
from tutor.engine.ledger import LedgerError
from tutor.words.engine import store_error_sentence

StoreErrorCode = Literal[
    "not-an-export",  # what ("game", "progress"), fmt: the format expected
    "export-version",  # what, found (quoted), version: the version this one reads
    "no-game",  # a game file without its "game" object
    "no-checksum",
    "checksum-mismatch",  # changed or damaged after export
    "rounds-not-list",
    "game-saved",  # name: a game with the same id is saved already (import)
    "game-id-saved",  # game_id: (create)
    "game-changed",  # rounds, expected: changed in another window meanwhile
    "no-such-game",  # game_id
]
"""Every problem of the store's own (a test makes each happen and checks its words)."""

STORE_ERROR_CODES: frozenset[str] = frozenset(get_args(StoreErrorCode))


def _store_init(
    self: HoolaError, code: str, /, *, point: str = "", player: str | None = None, **values: Any
) -> None:
    """An error of the store's own (``code`` of :data:`StoreErrorCode`) or the engine's."""
    if code not in STORE_ERROR_CODES:  # an engine code, or a sentence
        HoolaError.__init__(self, code, point=point, player=player, **values)
        return
    text = store_error_sentence(code, values)
    HoolaError.__init__(self, text, point=point, player=player, **values)
    self.code = code


class GameStoreError(LedgerError):
    """A saved game or game file refused by the store: ``code`` from
    :data:`StoreErrorCode` (or the engine's code of the problem inside), ``values`` the
    details, ``str()`` the explainer's sentence. A :class:`LedgerError`."""

    __init__ = _store_init


class ExportError(HoolaError):
    """A progress file that cannot be read as one: the engine's code for text that is no
    JSON (``input-not-json`` …), or ``not-an-export`` / ``export-version``."""

    __init__ = _store_init


def store_error(error: type[Exception], code: StoreErrorCode, **values: Any) -> Exception:
    """The problem ``code`` as an ``error``: a :class:`GameStoreError` (or another
    :class:`HoolaError` type) carries the code and values; any other exception type gets
    the sentence, with ``code`` and ``values`` set on it."""
    if issubclass(error, GameStoreError | ExportError):
        return error(code, **values)
    err = error(store_error_sentence(code, values))
    err.code = code  # type: ignore[attr-defined]
    if not isinstance(err, HoolaError):
        err.values = values  # type: ignore[attr-defined]
    return err


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
    "export-invalid",  # problems ((where, type), ...), words (pydantic's), more: the fields
    # lesson progress (lesson_progress.py): what, got, limit
    "not-an-id",  # a lesson id or step name
    "count-range",  # stars, misses or hints out of range
    "no-stars",  # a step done earns at least 1 star
    "step-index-range",
    # private profiles (club.py)
    "pin-not-text",  # got: the type's name
    "pin-length",  # size, low, high
    "name-taken",  # name: a protected profile cannot be made over an existing learner
    "no-such-profile",  # name: a PIN reset for a learner who does not exist
]
"""Every problem of the progress store's input (a test makes each happen)."""

PROGRESS_ERROR_CODES: frozenset[str] = frozenset(get_args(ProgressErrorCode))


class ProgressError(ValueError):
    """Input the progress store refuses: ``ProgressError(code, **values)`` with a ``code``
    of :data:`ProgressErrorCode` and the ``values`` involved; ``str()`` is the explainer's
    sentence (:func:`tutor.words.engine.store_error_sentence`), under
    :data:`~tutor.engine.errors.MESSAGE_MAX` characters however long the input it quotes."""

    def __init__(self, code: ProgressErrorCode, /, **values: Any) -> None:
        if code not in PROGRESS_ERROR_CODES:
            raise TypeError(f"unknown progress error code {code!r}")
        super().__init__(code)
        self.code = code
        self.values: MappingProxyType[str, Any] = MappingProxyType(values)

    def __str__(self) -> str:
        text = store_error_sentence(self.code, self.values)
        return text if len(text) < MESSAGE_MAX else text[: MESSAGE_MAX - 2] + "…"

    def __reduce__(self) -> Any:
        return (_progress_error, (self.code, dict(self.values)))


def _progress_error(code: ProgressErrorCode, values: dict[str, Any]) -> ProgressError:
    return ProgressError(code, **values)
