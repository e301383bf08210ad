"""The project's own rule book: every rule point with its number, title and anchor.

The text lives in ``rulebook.md`` beside this module, in the tutor's own words. Headings give
the structure: ``## 5. How a round ends {#endings}`` opens a section and
``### 5.2 Knock {#knock}`` a numbered point. Code cites a point by its number::

    >>> point("5.2").title
    'Knock'
    >>> point("§5.2").label
    'Knock (rule 5.2)'
    >>> point("5.2").anchor
    'knock'

The written sources behind the rule book are named here for a reader (:data:`SOURCES`),
never by a bare id.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from tutor.engine.errors import HoolaError
from tutor.engine.inputs import quote

TEXT_FILE = Path(__file__).with_name("rulebook.md")

_SECTION = re.compile(r"^## (\d+)\. (.+?) \{#([a-z0-9-]+)\}$")
_POINT = re.compile(r"^### (\d+\.\d+) (.+?) \{#([a-z0-9-]+)\}$")
_REF = re.compile(r"^(?:rule\s+|§\s*)?(\d+(?:\.\d+)?)$", re.IGNORECASE)


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

    @property
    def section(self) -> str:
        """The number of the section holding this point (``"5"`` for ``"5.2"``)."""
        return self.id.split(".")[0]

    @property
    def is_section(self) -> bool:
        return "." not in self.id

    @property
    def label(self) -> str:
        """How the tutor cites the point in words: ``"Knock (rule 5.2)"``."""
        return f"{self.title} (rule {self.id})"


@dataclass(frozen=True)
class Source:
    """A written source the rule book rests on, named for a reader."""

    key: str
    name: str
    """How the tutor names it in a sentence: "the detailed rules page"."""
    about: str
    """What the source is, one or two sentences."""
    hoola: bool = True
    """False for a different game that only has a similar name."""


SOURCES: tuple[Source, ...] = (
    Source(
        "detailed",
        "the detailed rules page",
        "The fullest English description of Hoola, on a card-game rules website, with eleven "
        "optional variations (section 7). Its standard game is the tutor's default preset.",
    ),
    Source(
        "short",
        "the short summary",
        "A one-page summary of Hoola: a seven left in hand counts 14, the minor Blast allows "
        "15, and the round may end when the stock runs out.",
    ),
    Source(
        "casual",
        "the casual rules page",
        "An informal how-to-play page: clockwise play, and claiming a discard with a "
        '"thank you" as a standard rule.',
    ),
    Source(
        "online",
        "the online table's help page",
        "The help page of the largest online Hoola table (Board Game Arena); the bga preset "
        "follows it (rule 8.4).",
    ),
    Source(
        "hula-hoo",
        "HULA-HOO!",
        "A different game with a similar name: a shedding card game for two to six played "
        "with its own 84-card deck, where you play a card higher, lower or equal. It is not "
        "a variant of Hoola.",
        hoola=False,
    ),
    Source(
        "hola",
        "Hola",
        "A different game with a similar name: a Slavic trick-taking game where sevens and "
        "twos are wild and aces and tens score. It is not a variant of Hoola.",
        hoola=False,
    ),
)
"""Every source, in the order the rule book's Sources section lists them."""

SOURCES_ANCHOR = "sources"
"""The anchor of the Sources section (after the numbered rules)."""


@cache
def _parse() -> tuple[str, tuple[RulePoint, ...]]:
    return parse_text(TEXT_FILE.read_text(encoding="utf-8"))


def parse_text(text: str) -> tuple[str, tuple[RulePoint, ...]]:
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
        RulePoint(number, title, anchor, "\n".join(body).strip())
        for number, title, anchor, body in found
    )
    return "\n".join(intro).strip(), points


def intro() -> str:
    """The rule book's opening paragraph, Markdown."""
    return _parse()[0]


def points() -> tuple[RulePoint, ...]:
    """Every section and point, in reading order."""
    return _parse()[1]


def sections() -> tuple[RulePoint, ...]:
    """The numbered sections (``"1"`` to ``"8"``)."""
    return tuple(p for p in points() if p.is_section)


def points_in(section: str) -> tuple[RulePoint, ...]:
    """The numbered points of one section, in order."""
    return tuple(p for p in points() if not p.is_section and p.section == section)


@cache
def _by_id() -> dict[str, RulePoint]:
    return {p.id: p for p in points()}


def point(ref: str) -> RulePoint:
    """The point a citation names: ``"5.2"``, ``"§5.2"``, ``"rule 5.2"``, or a section
    (``"5"``). An unknown point raises :class:`RuleBookError` naming it."""
    match = _REF.match(str(ref).strip())
    found = _by_id().get(match.group(1)) if match else None
    if found is None:
        raise RuleBookError("no-such-point", ref=quote(ref))
    return found


def is_point(ref: str) -> bool:
    """Whether ``ref`` names a point or section of the rule book."""
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
