"""Reasons as data: what the engine decided and why, without a word of English.

Every result the engine returns carries :class:`Reason` values (made with :func:`because`).
A reason is a ``code`` from one of the closed sets below, the rule-book ``point`` it rests
on (an id such as ``"5.2"``) and the values involved (numbers, cards, player names) in a
read-only mapping. Sentences are made from reasons in one place, :mod:`tutor.words.engine`;
code that needs to know *why* tests the code and the values, never the wording.

:class:`FrozenDict` is the read-only mapping that results shared through caches use.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any, Literal, NamedTuple, NoReturn, TypeVar, get_args, overload

from tutor.engine.cards import Card
from tutor.engine.errors import ErrorCode

K = TypeVar("K")
V = TypeVar("V")


class FrozenDict(Mapping[K, V]):
    """A read-only, hashable mapping: ``d["x"] = 1`` raises ``TypeError``, and no other way
    in changes it either (it is not a ``dict``, so ``dict.__setitem__(d, k, v)`` is refused
    too). Equal to a ``dict`` with the same items; it pickles, so the app's caches may copy
    it, and reads from and writes to JSON as a plain object."""

    __slots__ = ("_items", "_hash")
    _items: dict[K, V]
    _hash: int | None

    @overload
    def __init__(self) -> None: ...
    @overload
    def __init__(self: FrozenDict[str, V], **kwargs: V) -> None: ...
    @overload
    def __init__(self, items: Mapping[K, V] | Iterable[tuple[K, V]], /) -> None: ...
    def __init__(self, *args: Any, **kwargs: Any) -> None:  # as dict() is called
        object.__setattr__(self, "_items", dict(*args, **kwargs))
        object.__setattr__(self, "_hash", None)

    def __getitem__(self, key: K) -> V:
        return self._items[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __eq__(self, other: object) -> bool:
        if isinstance(other, FrozenDict):
            return self._items == other._items
        if isinstance(other, Mapping):
            return self._items == dict(other.items())
        return NotImplemented

    def __hash__(self) -> int:
        memo = self._hash
        if memo is None:
            memo = hash(frozenset(self._items.items()))
            object.__setattr__(self, "_hash", memo)
        return memo

    def __setattr__(self, name: str, value: Any) -> NoReturn:
        raise TypeError(f"{type(self).__name__} is read-only")

    def __delattr__(self, name: str) -> NoReturn:
        raise TypeError(f"{type(self).__name__} is read-only")

    def __or__(self, other: Mapping[K, V]) -> FrozenDict[K, V]:
        return FrozenDict({**self._items, **other})

    def __repr__(self) -> str:
        return f"FrozenDict({self._items!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (dict(self._items),))

    def __copy__(self) -> FrozenDict[K, V]:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> FrozenDict[K, V]:
        return self

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        from pydantic_core import core_schema

        args = get_args(source)
        inner = handler.generate_schema(dict.__class_getitem__(args) if args else dict)
        return core_schema.no_info_after_validator_function(
            cls,
            inner,
            serialization=core_schema.plain_serializer_function_ser_schema(
                thaw, return_schema=inner
            ),
        )


def freeze_fields(obj: object, *names: str) -> None:
    """Make the named mapping fields of a frozen dataclass read-only (:class:`FrozenDict`),
    from its ``__post_init__``: a frozen value whose dict could still be written is not."""
    for name in names:
        value = getattr(obj, name)
        if not isinstance(value, FrozenDict):
            object.__setattr__(obj, name, FrozenDict(value))


def thaw(value: Any) -> Any:
    """A plain ``dict`` (and plain dicts inside) from a :class:`FrozenDict`, for JSON."""
    if isinstance(value, FrozenDict):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


def freeze(value: Any) -> Any:
    """``value`` read-only all the way down: mappings as :class:`FrozenDict`, lists as
    tuples (what a JSON object or array becomes inside an immutable result)."""
    if isinstance(value, Mapping):
        return FrozenDict({k: freeze(v) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return tuple(freeze(v) for v in value)
    return value


# -- the closed sets of codes ----------------------------------------------------------------

MeldCode = Literal[
    "no-cards",  # nothing chosen
    "jokers-not-in-play",
    "too-many-jokers",  # chosen, allowed
    "joker-only",  # a meld needs a real card
    "mixed",  # neither one rank nor one suit: cards a, b differ in both
    "set-too-long",  # size
    "single-seven",  # valid: a seven alone
    "sevens-set",  # valid: two or more sevens
    "single-not-seven",
    "set-too-short",  # size, rank
    "set",  # valid: size, rank
    "short-run-with-seven",  # valid: 6-7 or 7-8
    "run",  # valid: size, suit
    "joker-stands-for",  # note on a valid meld: the cards the jokers stand for
    "run-too-long",  # size
    "ace-low-only",  # the run needs the Ace high or around the corner
    "no-round-the-corner",  # K-A-2 is not allowed
    "run-gap",  # a, b not consecutive: needs cards (and also more)
    "run-gap-jokers",  # the gaps need more jokers than are chosen
    "run-too-short",  # two cards without a seven
]
"""Why a group of cards is, or is not, a meld (rule book 3)."""

CountCode = Literal[
    "no-cards-left",
    "counted",  # the cards counted, their values and sum
    "quad-not-counted",  # rank
    "seven-counts-14",
    "pictures-count-10",
    "jokers-multiply",  # jokers, rest, factor, fixed, total
    "jokers-fixed",  # jokers, each
    "total",  # total
    "blast-total",  # cards and values summed
    "blast-counts-all",
    "blast-joker-fixed",
]
"""How the points in a hand are counted (rule book 2, 6.1, 5.1)."""

ArrangementCode = Literal[
    "lay-meld",  # kind, cards
    "no-meld",
    "left-in-hand",  # cards
    "all-melded",
    "fewest-points",
    "equally-good",  # melds: another arrangement leaving as few points, points
    "choice-best",  # a learner's choice: points, best
    "choice-not-best",  # points, best
    "choice-cannot-meld",  # the cards the rest leaves over
    "choice-not-a-meld",  # cards: a group the learner laid is no meld (rule 3)
    "choice-card-twice",  # cards: a card laid in two melds (rule 3.5)
    "choice-not-in-hand",  # cards: laid cards the hand does not hold
]
"""How a hand is best arranged, and how a learner's arrangement compares (rule book 3, 6.1)."""

EndingCode = Literal[
    "blast-not-played",  # picture cards at 10 and no Blast
    "blast-after-meld",
    "blast-hand-size",  # size
    "sopang",  # total, sopang_max
    "daepang-pictures",
    "daepang-pictures-needed",  # total, sopang_max
    "daepang",  # total, daepang_min
    "blast-between",  # total, sopang_max, daepang_min
    "within-knock-limit",  # points, limit, players
    "over-knock-limit",  # points, limit, players
    "melding-met",  # needs
    "melding-not-met",  # needs
    "knock-undercut-warning",
    "four-sevens",  # cards
    "not-four-sevens",  # sevens
    "cannot-go-out",  # cards, discard
    "go-out-lay",  # melds, discard, layoffs: (cards laid off, meld on the table) pairs
    "lay-off-needs-meld",  # cards that could be laid off once the player has melded
    "perfect",
    "not-perfect-turns",
    "not-perfect-layoff",
    "winning-draws",  # draws, cards
    "draw-perfect",
    "draw-ordinary",
    "no-winning-draw",
]
"""Whether an ending is open, and why (rule book 5)."""

VerdictKind = Literal[
    "sopang",
    "daepang",
    "no-blast",
    "knock",
    "no-knock",
    "four-sevens",
    "no-four-sevens",
    "going-out",
    "perfect",
    "cannot-go-out",
    "going-out-possible",
    "perfect-possible",
    "cannot-go-out-yet",
]
"""What an ending's verdict found (the explainer gives each its title)."""

SettleCode = Literal[
    "as-entered-count",  # points, sevens, jokers: a hand given by count
    "showdown-lays",  # melds laid at the end of the stock
    "won-blast",  # winner, kind (the verdict kind)
    "won-blast-as-entered",  # winner
    "won-four-sevens",  # winner
    "won-four-sevens-as-entered",  # winner
    "went-out",  # winner, discard
    "perfect-won",
    "perfect-fed",  # feeder
    "knocked",  # knocker, points, limit
    "knock-wins",  # points
    "undercut-by",  # knocker, under: (name, points) pairs
    "tie-fewest-cards",  # names, points
    "tie-turn-order",  # names, points, from_dealer
    "fewest-wins",  # winner
    "stock-ran-out",  # meld (melding at the end)
    "stock-fewest-wins",  # winner, points
    "points-counted",  # counts: (name, points, by_count) triples
    "position",  # name, points, fewer, position
    "position-tied",  # name, points, tied, position
    "doubling-seven",  # name, seven, of
    "doubling-never-melded",  # name
    "doubling-perfect",  # winner
    "doubling-undercut",  # knocker
    "pays",  # payer, name, total, winner
    "feeder-pays",  # payer (the feeder), name, total, winner
    "knocker-pays",  # payer (the knocker), name, total, winner
    "undercut-penalty",  # knocker, stakes
    "forced-out-compensation",  # name, units, items: (kind, cards) pairs, payer, each
    "net-result",  # net: (name, stakes) pairs
]
"""How a round is settled (rule book 5, 6, 7.6)."""

DoublingKind = Literal["seven", "never-melded", "perfect", "undercut"]
"""Why a loser's payment doubles (rule book 6.3): a :class:`Doubling`'s ``kind``."""

CompensationItem = Literal["seven", "set", "sequence"]
"""What a player forced to drop out is paid for (rule book 7.6)."""

AsEnteredCode = Literal["points", "blast-total", "four-sevens"]
"""What a settlement took on trust: a player's points (always, for a count), the raw total
that made a Blast, the four sevens that won the round (rule book 6.1)."""

StepStage = Literal["winner", "points", "position", "doubling", "total", "penalty", "summary"]
"""The stages of a settlement as a learner walks through it (rule book 6)."""

Code = MeldCode | CountCode | ArrangementCode | EndingCode | SettleCode

CLOSED_SETS: dict[str, tuple[str, ...]] = {
    "meld": get_args(MeldCode),
    "count": get_args(CountCode),
    "arrangement": get_args(ArrangementCode),
    "ending": get_args(EndingCode),
    "settle": get_args(SettleCode),
    "verdict": get_args(VerdictKind),
    "doubling": get_args(DoublingKind),
    "compensation": get_args(CompensationItem),
    "as-entered": get_args(AsEnteredCode),
    "step-stage": get_args(StepStage),
    "error": get_args(ErrorCode),
}
"""Every closed set of codes by name (a test checks each code is produced and rendered)."""

ALL_CODES: frozenset[str] = frozenset(
    get_args(MeldCode)
    + get_args(CountCode)
    + get_args(ArrangementCode)
    + get_args(EndingCode)
    + get_args(SettleCode)
)
"""Every reason code (the other closed sets name kinds, stages and errors, not reasons)."""

KIND_SETS = ("verdict", "doubling", "compensation", "as-entered", "step-stage", "error")
"""The closed sets of :data:`CLOSED_SETS` that are not reasons: a code of one of them may
share its name with a reason code."""

Value = int | float | str | bool | Card | tuple[Any, ...] | None


class Reason(NamedTuple):
    """One reason: a ``code`` from a closed set, the rule-book ``point`` it rests on, and
    the ``values`` involved (read one as ``reason["total"]``). Immutable and hashable.
    Make one with :func:`because`."""

    code: str
    point: str
    values: FrozenDict[str, Any]

    def __getitem__(self, key: Any) -> Any:
        if isinstance(key, str):
            return self.values[key]
        return tuple.__getitem__(self, key)

    def get(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)

    @property
    def numbers(self) -> dict[str, int | float]:
        """The numeric values (booleans left out)."""
        return {
            k: v
            for k, v in self.values.items()
            if isinstance(v, int | float) and not isinstance(v, bool)
        }

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card involved, in the order the values give them."""
        out: list[Card] = []
        for v in self.values.values():
            if isinstance(v, Card):
                out.append(v)
            elif isinstance(v, tuple):
                out.extend(c for c in _flat(v) if isinstance(c, Card))
        return tuple(out)

    @property
    def closed_set(self) -> str:
        """The closed set the code belongs to (``"meld"``, ``"settle"``, a layer's own)."""
        return _SET_OF[self.code]

    def __repr__(self) -> str:
        vals = "".join(f", {k}={v!r}" for k, v in self.values.items())
        return f"because({self.code!r}, {self.point!r}{vals})"

    # JSON: {"code": ..., "point": ..., "values": {...}} with cards as {"card": "7h"}
    def to_data(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "point": self.point,
            "values": {k: _encode(v) for k, v in self.values.items()},
        }

    @classmethod
    def from_data(cls, data: Any) -> Reason:
        if isinstance(data, Reason):
            return data
        values = {k: _decode(v) for k, v in data.get("values", {}).items()}
        return because(data["code"], data["point"], **values)

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        from pydantic_core import core_schema

        return core_schema.no_info_plain_validator_function(
            cls.from_data,
            serialization=core_schema.plain_serializer_function_ser_schema(cls.to_data),
        )


_SET_OF: dict[str, str] = {}
"""The closed set each registered reason code belongs to (a code names one reason)."""


def register(closed_set: str, codes: tuple[str, ...] | frozenset[str]) -> None:
    """Make ``codes`` reason codes of the set ``closed_set``: a layer above the engine
    registers its own sets so that its reasons are :class:`Reason` values too (one message
    shape). The words layer finds a reason's message as ``<set>-<code>``. A code may belong
    to one set only."""
    for code in codes:
        other = _SET_OF.setdefault(code, closed_set)
        if other != closed_set:
            raise ValueError(f"reason code {code!r} is in both {other!r} and {closed_set!r}")


for _name in ("meld", "count", "arrangement", "ending", "settle"):
    register(_name, CLOSED_SETS[_name])


def set_of(code: str) -> str:
    """The closed set of a registered reason code."""
    return _SET_OF[code]


def because(code: str, point: str, /, **values: Value) -> Reason:
    """A :class:`Reason`; ``code`` must belong to a registered closed set."""
    if code not in _SET_OF:
        raise ValueError(f"unknown reason code {code!r}")
    return _new(Reason, (code, point, FrozenDict(values)))


Message = Reason
"""The one message shape: a code of a closed set, the rule-book point, frozen values."""


_new = tuple.__new__


def _flat(v: tuple[Any, ...]) -> Iterator[Any]:
    for x in v:
        if isinstance(x, tuple):
            yield from _flat(x)
        else:
            yield x


def _encode(v: Any) -> Any:
    if isinstance(v, Card):
        return {"card": str(v)}
    if isinstance(v, tuple):
        return [_encode(x) for x in v]
    return v


def _decode(v: Any) -> Any:
    if isinstance(v, dict) and set(v) == {"card"}:
        return Card.parse(v["card"])
    if isinstance(v, list):
        return tuple(_decode(x) for x in v)
    return v
