"""Errors as data: the one coded-error base of every layer.

Every refusal of bad input, in any layer, is a :class:`HoolaError` (a :class:`ValueError`,
so a caller can catch one type for any bad input); storage that cannot be used is a
:class:`tutor.store.db.StoreUnavailable`, which is *not* a ``ValueError`` (the input was
fine). Both carry the same message: :class:`Coded`.

A coded error holds a ``code`` from its class's closed set, the rule-book ``point`` it
rests on (``""`` for a problem of form, such as text that is not JSON), the ``player`` it is
about (a form shows the message next to that player) and the ``values`` involved (player
names, numbers, cards, the :class:`~tutor.engine.reasons.Reason` that failed, or the error
it wraps as ``cause``), read-only. Code that needs to know *what* went wrong tests
``err.code`` (or ``err.codes``, the chain through ``cause``) and the values, never the words.

``str(err)`` is written by the words layer (it registers its writer with
:func:`set_writer` when it loads): the catalog's message ``<closed set>-<code>`` in the
language in force. This layer holds no sentence.

A layer's own error class (the store's, a lesson's, the quiz's …) is a subclass naming
its closed set and its codes::

    class LessonError(HoolaError):
        closed_set: ClassVar[str] = "lesson-error"      # catalog ids lesson-error-<code>
        closed_codes: ClassVar[frozenset[str]] = LESSON_ERROR_CODES

    raise LessonError("file-unreadable", file=name, detail=why)

Such a class may also carry an engine code (a card error met in a lesson file): that
error is written with the engine's message ``error-<code>`` (:attr:`Coded.error_set`). A
code in neither set is a :class:`TypeError` (a programming slip: ``RecordError("hand-too-bigg")``
never becomes a message). Pickling keeps the class, code, point, player and values (the app's
caches copy errors).
"""

from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType
from typing import Any, ClassVar, Literal, get_args

MESSAGE_MAX = 300
"""Error messages are shorter than this: a message quoting a huge input is cut."""

ErrorCode = Literal[
    # reading input (inputs.py): what, size, limit, digits, line, column, detail
    "input-too-large", "input-not-utf8", "input-not-text", "input-number-too-long",
    "input-number-not-allowed", "input-too-deep", "input-not-json", "input-not-finite",
    "input-too-many",
    # cards (cards.py, endings.py, melds.py): token, rank, suit, card, times, count, limit
    "no-such-card", "card-not-text", "card-too-short", "not-a-suit", "not-a-rank",
    "rules-not-rules", "cards-too-long", "too-many-cards", "cards-not-text", "jokers-off",
    "jokers-over", "card-twice", "hand-too-big", "not-a-meld",
    # fields of a record, a game, the rules (pydantic's checks): field, limit, expected
    "not-valid", "field-missing", "field-unknown", "field-too-long", "field-too-short",
    "field-not-whole-number", "field-not-number", "field-not-true-false", "field-not-text",
    "field-not-list", "field-not-object", "field-not-one-of", "field-out-of-range",
    "field-read-only", "field-invalid",
    # the rules (rules.py)
    "daepang-range", "knock-table-empty", "knock-table-count", "knock-limit-range",
    "penalty-range", "jokers-range", "compensation-range", "knock-table-missing",
    "no-such-preset", "rules-not-object", "no-such-rule", "knock-table-keys",
    # one player's entry (records.py, counts.py): name, points, sevens, jokers, held, ...
    "name-blank", "name-too-long", "counts-without-points", "hand-and-points", "points-range",
    "sevens-range",
    "jokers-range-entered", "record-not-object", "record-wrong-kind",
    "count-jokers-off", "count-jokers-over", "count-sevens-at-showdown",
    "count-below-least", "count-above-most",
    # the table and the round (settlement.py)
    "in-rules", "in-hand", "across-hands", "too-few-players", "too-many-players",
    "name-twice", "dealer-not-player", "forced-out-by-count", "went-out-with-points",
    "four-sevens-count", "card-in-two-hands", "too-many-in-all", "dropout-not-variant",
    "dropouts-count", "dropout-five-or-fewer", "dealer-dropped", "forced-out-early",
    "chose-out-late", "went-out-with-cards", "held-too-many", "melded-without-turn",
    "unmelded-hand-size", "melded-hand-size", "role-not-player", "role-dropped-out",
    "winner-missing", "winner-given", "knocker-missing", "knocker-not-knock",
    "perfect-not-going-out", "feeder-not-perfect", "feeder-is-winner", "feeder-no-turn",
    "feeder-not-before", "turn-order-gap", "second-turn-early", "turn-not-reached",
    "blast-melded", "no-blast-rules", "not-a-blast", "four-sevens-missing", "perfect-melded",
    "perfect-turns-waiting", "could-not-knock", "tie-needs-cards",
    # the ledger of a game night (ledger.py)
    "nobody-to-draw", "label-too-long", "label-control", "game-id", "game-name-blank",
    "stake-not-positive", "stake-too-large", "stake-decimals", "first-dealer-not-player",
    "first-dealer-not-drawn", "inexact-money", "round-lists-twice", "round-extra-player",
    "round-missing-player", "in-round", "too-many-rounds", "nothing-to-undo", "no-such-round",
    "balances-not-zero", "too-many-to-settle", "not-an-amount",
    # citations of the rule book (rulebook.py)
    "rulebook-heading", "no-such-point", "no-such-source",
    # the chance of an undercut (odds.py): need, unseen
    "too-few-unseen",
]  # fmt: skip
"""Every problem the engine reports (the explainer words each; a test makes each happen)."""

ERROR_CODES: frozenset[str] = frozenset(get_args(ErrorCode))


_writer: Callable[[Any], str] | None = None


def set_writer(writer: Callable[[Any], str] | None) -> None:
    """Register how a coded error (:class:`Coded`: a :class:`HoolaError`, a
    :class:`~tutor.store.db.StoreUnavailable`) is written; the words layer does, when it
    loads. Without one, ``str(err)`` is the code and values."""
    global _writer
    _writer = writer


class Coded(Exception):
    """The message an error carries: ``code`` of the class's closed set, ``point``,
    ``player``, read-only ``values``; ``str()`` by the registered writer; pickles.

    The base of the two error bases (:class:`HoolaError`, ``StoreUnavailable``), before
    the exception type they also are: ``class HoolaError(Coded, ValueError)``. A subclass names its
    catalog prefix in ``closed_set`` and its codes in ``closed_codes``; ``default_code`` is the
    code when none is given (``StoreLocked()``)."""

    closed_set: ClassVar[str] = "error"
    """The catalog's prefix for this class's codes (``error-card-twice``)."""
    closed_codes: ClassVar[frozenset[str]] = frozenset()
    """The codes of this class's closed set."""
    engine_codes: ClassVar[frozenset[str]] = frozenset()
    """Codes of the engine's set (``error``) this class may carry as well."""
    default_code: ClassVar[str | None] = None
    message_max: ClassVar[int | None] = MESSAGE_MAX
    """``str()`` is cut to fewer characters than this (``None``: never cut)."""

    code: str
    point: str
    player: str | None
    values: MappingProxyType[str, Any]

    def __init__(
        self,
        code: str | None = None,
        /,
        *,
        point: str = "",
        player: str | None = None,
        **values: Any,
    ) -> None:
        code = type(self).default_code if code is None else code
        if code is None:
            raise TypeError(f"{type(self).__name__} needs a code")
        super().__init__(code)
        if code not in type(self).closed_codes and code not in type(self).engine_codes:
            raise TypeError(f"unknown {type(self).closed_set} code {code!r}")
        self.code = code
        self.point, self.player = point, player
        self.values = MappingProxyType(values)

    @property
    def error_set(self) -> str:
        """The closed set of this error's code: the class's own, else the nearest base
        class's whose set holds it (a store error carrying a ledger code), else the
        engine's (``"error"``)."""
        for cls in type(self).__mro__:
            own: str = getattr(cls, "closed_set", "error")
            if self.code in getattr(cls, "closed_codes", ()) and own != "error":
                return own
        return "error"

    @property
    def cause(self) -> Any:
        """The error this one wraps (``in-hand``, ``in-round`` …), if any."""
        cause = self.values.get("cause")
        return cause if isinstance(cause, Coded) else None

    @property
    def codes(self) -> tuple[str, ...]:
        """This error's code, then each wrapped error's: ``("in-hand", "card-twice")``."""
        out: list[str] = []
        err: Any = self
        while err is not None:
            out.append(err.code)
            err = err.cause
        return tuple(out)

    @property
    def root(self) -> Any:
        """The innermost error of the chain (the problem itself)."""
        err = self
        while err.cause is not None:
            err = err.cause
        return err

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def __str__(self) -> str:
        if _writer is not None:
            text = _writer(self)
        else:  # the words layer is not loaded: the code and values, never a traceback
            vals = ", ".join(f"{k}={v}" for k, v in self.values.items())
            text = f"{self.code}: {vals}" if vals else str(self.code)
        most = type(self).message_max
        return text if most is None or len(text) < most else text[: most - 2] + "…"

    def __repr__(self) -> str:
        vals = "".join(f", {k}={v!r}" for k, v in self.values.items())
        return f"{type(self).__name__}({self.code!r}{vals})"

    def __eq__(self, other: object) -> bool:
        """Two errors are equal when they say the same: class, code, point,
        player and values (an error read back from a pickle equals the one pickled)."""
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, Coded)
        mine = (self.code, self.point, self.player, dict(self.values))
        theirs = (other.code, other.point, other.player, dict(other.values))
        return mine == theirs

    def __hash__(self) -> int:
        return hash((type(self), self.code))

    def __reduce__(self) -> Any:
        return (
            _rebuild,
            (type(self), self.code, self.point, self.player, dict(self.values)),
        )


def _rebuild(
    cls: type[Coded], code: str, point: str, player: str | None, values: dict[str, Any]
) -> Coded:
    return cls(code, point=point, player=player, **values)


class HoolaError(Coded, ValueError):
    """Base class of every layer's refusal: the input cannot be used as given.

    ``HoolaError(code, point=..., player=..., **values)`` with a ``code`` of
    :data:`ErrorCode` (the engine's), or of the subclass's own closed set (see the
    module's docstring); ``str(err)`` is the words layer's sentence, at most
    :data:`MESSAGE_MAX` characters however long the input it quotes."""

    closed_set: ClassVar[str] = "error"
    closed_codes: ClassVar[frozenset[str]] = ERROR_CODES
    engine_codes: ClassVar[frozenset[str]] = ERROR_CODES

    @classmethod
    def like(cls, error: HoolaError) -> HoolaError:
        """The same problem as ``error``, as this type (a card error met in a record is a
        record error)."""
        return cls(error.code, point=error.point, player=error.player, **error.values)


class CardError(HoolaError):
    """A card or hand written in a way that names no card, or a card given twice."""


class RulesError(HoolaError):
    """A rule set that is not valid, or that leaves a needed value unset."""


class RecordError(HoolaError):
    """A round record that is inconsistent with itself or with the rules in force."""


class InputError(HoolaError):
    """Input that cannot be read at all: too large, nested too deep, a number too long, not
    text, or not JSON."""
