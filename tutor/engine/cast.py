"""The tutor's cast: the made-up names of its quiz, lessons, examples and practice table.

A cast name is a :class:`Cast`, a ``str`` whose value is the English spelling (``"Min"``):
it compares, hashes and sorts as that text, so the rules never see a difference. The words
layer can tell it from a name a person typed (a plain ``str``, always shown as typed) and
writes it in the language in force (catalog ``cast-<code>``: ``Min`` in English, ``민지`` in
Korean). Records and lessons keep a cast name a cast name through validation
(:data:`Name`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

from pydantic import WrapValidator


class Cast(str):
    """A name of the cast; its :attr:`code` names its catalog message (``cast-min``)."""

    __slots__ = ()

    @property
    def code(self) -> str:
        return str.lower(self)

    def __reduce__(self) -> tuple[Any, ...]:  # pickled (a cached question) as a cast name
        return (Cast, (str(self),))


NAMES: tuple[str, ...] = (
    # the quiz's players
    "Min", "Jae", "Soo", "Hana", "Tae", "Dae", "Eun",
    # the practice table's computer players (and the lessons' tables)
    "Bo", "Cy", "Di", "Ed", "Flo", "Gus",
    # the lessons' and the examples' other players
    "Ann", "Fay", "Mina", "Joon", "Seo", "Dee",
)  # fmt: skip
"""Every name of the cast, as the English catalog writes it."""
_CAST = frozenset(NAMES)


def cast(name: Any) -> Any:
    """``name`` as a :class:`Cast` when it is one of :data:`NAMES` (authored data: a
    lesson file, a quiz, the practice table), anything else as it is."""
    if isinstance(name, str) and not isinstance(name, Cast) and name in _CAST:
        return Cast(name)
    return name


def cast_all(names: tuple[str, ...]) -> tuple[str, ...]:
    """Each name through :func:`cast`."""
    return tuple(cast(n) for n in names)


def cast_data(data: Any) -> Any:
    """Authored data (a lesson read from its file) with every string that is a cast name
    made a :class:`Cast`, dicts and lists rebuilt, anything else as it is."""
    if isinstance(data, dict):
        return {k: cast_data(v) for k, v in data.items()}
    if isinstance(data, list):
        return [cast_data(v) for v in data]
    return cast(data)


def tidy(name: Any) -> str:
    """A name with its spaces tidied as a typed name is; a cast name as it is."""
    if isinstance(name, Cast):
        return name
    return " ".join(str(name).split())


def _keep(value: Any, handler: Callable[[Any], Any]) -> Any:
    return value if isinstance(value, Cast) else handler(value)


Name = Annotated[str, WrapValidator(_keep)]
"""A name field of a model: a cast name stays a :class:`Cast` (pydantic would make it a
plain ``str``), anything else is validated as ``str``."""


__all__ = ["NAMES", "Cast", "Name", "cast", "cast_all", "cast_data", "tidy"]
