"""The parts only a club's deployment needs, installed by the ``club`` extra (README
"Installing"; ``make club``): argon2 hashes private profiles' PINs, psycopg talks to a
PostgreSQL server. Without them the tutor serves one person on SQLite; asking for either
part raises :class:`~tutor.store.db.StoreUnavailable` ``extra-missing``, naming the package
and what needs it, instead of an import traceback."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Literal

from tutor.store.db import StoreUnavailable

Purpose = Literal["pins", "postgresql"]
"""What needs the optional package: private profiles' PINs, or a PostgreSQL database."""

PACKAGES: dict[Purpose, tuple[str, str]] = {
    "pins": ("argon2", "argon2-cffi"),
    "postgresql": ("psycopg", "psycopg"),
}
"""Each purpose's module and the distribution that provides it."""


def need(purpose: Purpose) -> ModuleType:
    """The module ``purpose`` needs, imported; ``extra-missing`` when it is not installed."""
    module, package = PACKAGES[purpose]
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise StoreUnavailable("extra-missing", package=package, purpose=purpose) from exc
