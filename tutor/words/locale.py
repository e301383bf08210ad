"""Which language a sentence is written in: one value per visitor, never per process.

The language in force is, in order: the one a ``with using("ko"):`` block set (a context
value, so it stays inside one thread or task), else what the app's resolver answers for the
visitor being served (the app registers one reading the session: :func:`set_resolver`), else
English. A language is one of :data:`LOCALES`, or :data:`PSEUDO`, the test language that
wraps every message so that text bypassing the catalogs shows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

DEFAULT = "en"
LOCALES: tuple[str, ...] = ("en", "ko")
"""The languages with a catalog, English first."""

PSEUDO = "pseudo"
"""The test language: English with every message wrapped in ``⟦…⟧``."""

NAMES: dict[str, str] = {"en": "English", "ko": "한국어"}
"""Each language's name in its own language (the switch shows these)."""

_chosen: ContextVar[str | None] = ContextVar("tutor_words_locale", default=None)
_resolver: Callable[[], str | None] | None = None


def supported(tag: str | None) -> str | None:
    """The catalog language for a language tag (``"ko-KR"`` → ``"ko"``, ``"en_GB"`` →
    ``"en"``), or ``None`` when the tutor has no catalog for it."""
    if not tag or not isinstance(tag, str):
        return None
    if tag == PSEUDO:
        return PSEUDO
    base = tag.replace("_", "-").split("-")[0].lower()
    return base if base in LOCALES else None


def set_resolver(
    resolver: Callable[[], str | None] | None,
) -> Callable[[], str | None] | None:
    """Register how to find the language of the visitor being served (the app's session).
    The resolver returns a language of :data:`LOCALES` or ``None``. Returns the resolver it
    replaces, to put back."""
    global _resolver
    previous, _resolver = _resolver, resolver
    return previous


def current() -> str:
    """The language in force (see the module's docstring)."""
    chosen = _chosen.get()
    if chosen:
        return chosen
    if _resolver is not None:
        found = supported(_resolver())
        if found:
            return found
    return DEFAULT


@contextmanager
def using(locale: str) -> Iterator[str]:
    """Write in ``locale`` inside the block (in this thread only)."""
    found = supported(locale)
    if found is None:
        raise ValueError(f"no catalog for language {locale!r}")
    token = _chosen.set(found)
    try:
        yield found
    finally:
        _chosen.reset(token)


def babel_locale(locale: str | None = None) -> str:
    """The CLDR locale for formatting numbers, money and lists (the pseudo language formats
    as English)."""
    loc = locale or current()
    return {"ko": "ko_KR", "en": "en_US"}.get(loc, "en_US")
