"""The project's own rule book: every rule point with its number, title and anchor.

The text lives in ``rulebook.md`` beside this module, in the tutor's own words. Headings give
the structure: ``## 5. How a round ends {#endings}`` opens a section and
``### 5.2 Knock {#knock}`` a numbered point. Code cites a point by its number::

    >>> point("5.2").title
    'Knock'
    >>> point("§5.2").id
    '5.2'
    >>> point("5.2").anchor
    'knock'

The rule book is written once per language, as a file beside this module
(``rulebook.ko.md`` for Korean, :data:`LOCALES`); every function takes ``locale`` (English
by default)::

    >>> point("5.2", locale="ko").title
    '스톱'

Each translation holds exactly the English book's sections, points and anchors, in the same
order: loading one that differs raises :class:`RuleBookError` naming the first point that has
no counterpart (:func:`differences`). A locale without a book of its own reads the English one.

The written sources behind the rule book are listed here by key (:data:`SOURCES`); the
words layer names each for a reader, never by a bare id.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from tutor.engine.errors import HoolaError
from tutor.engine.inputs import quote

TEXT_FILE = Path(__file__).with_name("rulebook.md")
"""The English rule book, the one every translation follows point for point."""
LOCALES: tuple[str, ...] = ("en", "ko")
"""The languages the rule book is written in, English first."""
DEFAULT_LOCALE = "en"

_SECTION = re.compile(r"^## (\d+)\. (.+?) \{#([a-z0-9-]+)\}$")
_POINT = re.compile(r"^### (\d+\.\d+) (.+?) \{#([a-z0-9-]+)\}$")
_CITATION = re.compile(r"\{rule (\d+(?:\.\d+)?)\}")
_REF = re.compile(r"^(?:rule\s+|규칙\s*|§\s*)?(\d+(?:\.\d+)?)$", re.IGNORECASE)


class RuleBookError(HoolaError, KeyError):
    """A citation that names no point of the rule book."""

    __str__ = HoolaError.__str__  # KeyError's would quote the message


@dataclass(frozen=True)
class RulePoint:
    """One point of the rule book (``"5.2"``) or a whole section (``"5"``)."""

    id: str
    title: str
    anchor: str
    body: str
    """The point's text, Markdown, in the rule book's words."""
    locale: str = DEFAULT_LOCALE
    """The language of ``title`` and ``body``."""

    @property
    def section(self) -> str:
        """The number of the section holding this point (``"5"`` for ``"5.2"``)."""
        return self.id.split(".")[0]

    @property
    def is_section(self) -> bool:
        return "." not in self.id


@dataclass(frozen=True)
class Source:
    """A written source the rule book rests on, by key; the words layer names it and says
    what it is (catalog ids ``rulebook-source-<key>-name``, ``-title``, ``-about``)."""

    key: str
    hoola: bool = True
    """False for a different game that only has a similar name."""


SOURCES: tuple[Source, ...] = (
    Source("detailed"),
    Source("short"),
    Source("casual"),
    Source("online"),
    Source("hula-hoo", hoola=False),
    Source("hola", hoola=False),
)
"""Every source, in the order the rule book's Sources section lists them."""

SOURCES_ANCHOR = "sources"
"""The anchor of the Sources section (after the numbered rules)."""


def book_locale(locale: str | None = None) -> str:
    """The rule book's language for ``locale``: ``"ko"`` for ``"ko"``, ``"ko-KR"`` or
    ``"ko_KR"``; English for ``None`` and for a language with no book of its own."""
    lang = (locale or DEFAULT_LOCALE).replace("_", "-").split("-")[0].lower()
    return lang if lang in LOCALES else DEFAULT_LOCALE


def text_file(locale: str | None = None) -> Path:
    """The Markdown file holding the rule book in ``locale``'s language."""
    lang = book_locale(locale)
    return TEXT_FILE if lang == DEFAULT_LOCALE else TEXT_FILE.with_suffix(f".{lang}.md")


def text(locale: str | None = None) -> str:
    """The whole rule book in ``locale``'s language, Markdown (English by default)."""
    return text_file(locale).read_text(encoding="utf-8")


@cache
def _parse(lang: str = DEFAULT_LOCALE) -> tuple[str, tuple[RulePoint, ...]]:
    found = parse_text(text(lang), locale=lang)
    known = {p.id for p in found[1]}
    for body in (found[0], *(p.body for p in found[1])):
        for number in cited(body):
            if number not in known:
                raise RuleBookError(
                    "no-such-point", ref=quote(number), book=text_file(lang).name, locale=lang
                )
    if lang != DEFAULT_LOCALE:
        problem = differences(_parse(DEFAULT_LOCALE)[1], found[1])
        if problem is not None:
            raise RuleBookError(
                "no-such-point", ref=quote(problem), book=text_file(lang).name, locale=lang
            )
    return found


def differences(english: Sequence[RulePoint], other: Sequence[RulePoint]) -> str | None:
    """Where two books part, as ``"5.2 {#knock}"`` (number and anchor): reading both in
    order, at the first place they differ, the English point if ``other`` lacks it, else
    ``other``'s point there (one the English book lacks or holds elsewhere); ``None`` when
    both hold the same points with the same anchors in the same order."""
    ours = [f"{p.id} {{#{p.anchor}}}" for p in english]
    theirs = [f"{p.id} {{#{p.anchor}}}" for p in other]
    for a, b in zip(ours, theirs, strict=False):
        if a != b:
            return a if a not in theirs else b
    if len(ours) != len(theirs):
        return (ours if len(ours) > len(theirs) else theirs)[min(len(ours), len(theirs))]
    return None


def parse_text(text: str, locale: str = DEFAULT_LOCALE) -> tuple[str, tuple[RulePoint, ...]]:
    """The opening paragraph and the numbered points of a rule book in Markdown (each point
    a ``### 5.2 Title {#anchor}`` heading); a heading without number or anchor after the
    first point raises :class:`RuleBookError`."""
    intro: list[str] = []
    found: list[tuple[str, str, str, list[str]]] = []
    for line in text.splitlines():
        head = _SECTION.match(line) or _POINT.match(line)
        if head:
            found.append((head.group(1), head.group(2), head.group(3), []))
        elif line.startswith("#"):
            if found:
                raise RuleBookError("rulebook-heading", line=line[:60])
        elif found:
            found[-1][3].append(line)
        else:
            intro.append(line)
    points = tuple(
        RulePoint(number, title, anchor, "\n".join(body).strip(), locale)
        for number, title, anchor, body in found
    )
    return "\n".join(intro).strip(), points


def check_books() -> None:
    """Load every translation of the rule book; a :class:`RuleBookError` names the first
    point whose number or anchor differs from the English book's."""
    for lang in LOCALES:
        _parse(lang)


def intro(locale: str | None = None) -> str:
    """The rule book's opening paragraph, Markdown."""
    return _parse(book_locale(locale))[0]


def points(locale: str | None = None) -> tuple[RulePoint, ...]:
    """Every section and point, in reading order."""
    return _parse(book_locale(locale))[1]


def sections(locale: str | None = None) -> tuple[RulePoint, ...]:
    """The numbered sections (``"1"`` to ``"8"``)."""
    return tuple(p for p in points(locale) if p.is_section)


def points_in(section: str, locale: str | None = None) -> tuple[RulePoint, ...]:
    """The numbered points of one section, in order."""
    return tuple(p for p in points(locale) if not p.is_section and p.section == section)


@cache
def _by_id(lang: str) -> dict[str, RulePoint]:
    return {p.id: p for p in points(lang)}


def reread() -> None:
    """Forget the books read, so that the next question reads (and checks) the files again:
    after :data:`TEXT_FILE` points at another copy of the books."""
    _parse.cache_clear()
    _by_id.cache_clear()


def point(ref: str, locale: str | None = None) -> RulePoint:
    """The point a citation names: ``"5.2"``, ``"§5.2"``, ``"rule 5.2"``, ``"규칙 5.2"``
    or a section (``"5"``). An unknown point raises :class:`RuleBookError` naming it."""
    match = _REF.match(str(ref).strip())
    found = _by_id(book_locale(locale)).get(match.group(1)) if match else None
    if found is None:
        raise RuleBookError("no-such-point", ref=quote(ref))
    return found


def is_point(ref: str) -> bool:
    """Whether ``ref`` names a point or section of the rule book (the same in every
    language)."""
    try:
        point(ref)
    except RuleBookError:
        return False
    return True


def source(key: str) -> Source:
    """A source by its key (``"detailed"``); an unknown key raises :class:`RuleBookError`."""
    for s in SOURCES:
        if s.key == key:
            return s
    raise RuleBookError("no-such-source", key=quote(key))


# -- citations in authored text ----------------------------------------------------------


def split_citations(text: str) -> tuple[str, ...]:
    """Authored Markdown (the rule book's, a lesson's) cut at its citations, written
    ``{rule 5.2}``: the text between them at even places, each cited number at odd places
    (``"See {rule 5.2}."`` → ``("See ", "5.2", ".")``). The words layer writes each
    citation in the language in force."""
    return tuple(_CITATION.split(text))


def cited(text: str) -> tuple[str, ...]:
    """The numbers ``text`` cites (``{rule 5.2}``), in order."""
    return split_citations(text)[1::2]


def check_citations(text: str) -> str:
    """``text`` unchanged when every point it cites exists; else a :class:`RuleBookError`
    naming the first that does not."""
    for number in cited(text):
        if not is_point(number):
            raise RuleBookError("no-such-point", ref=quote(number))
    return text
