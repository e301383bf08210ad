"""The rule book in words: its sources named for a reader, its points named by title and
number, and the citations written in authored text (``{rule 5.2}``) in the language in
force. The engine (:mod:`tutor.engine.rulebook`) holds the keys, numbers and anchors."""

from __future__ import annotations

from collections.abc import Callable

from tutor.engine import rulebook
from tutor.words.catalog import text
from tutor.words.locale import current


def source_name(key: str) -> str:
    """How a sentence names a source: "the detailed rules page"."""
    return text(f"rulebook-source-{rulebook.source(key).key}-name")


def source_title(key: str) -> str:
    """A source's name at the head of a list item: "The detailed rules page"."""
    return text(f"rulebook-source-{rulebook.source(key).key}-title")


def source_about(key: str) -> str:
    """What a source is, a sentence or two."""
    return text(f"rulebook-source-{rulebook.source(key).key}-about")


def point_label(ref: str) -> str:
    """A point by its title and number in the language in force: "Knock (rule 5.2)",
    "스톱 (규칙 5.2)"."""
    point = rulebook.point(ref, locale=current())
    return text("rulebook-point-label", title=point.title, number=point.id)


def with_citations(content: str, link: Callable[[str], str] | None = None) -> str:
    """Authored text with each citation (``{rule 5.2}``) written in the language in force
    ("rule 5.2", "규칙 5.2"); ``link`` turns the number into a Markdown link when given."""
    parts = rulebook.split_citations(content)
    return "".join(
        part if i % 2 == 0 else text("rulebook-mention", number=link(part) if link else part)
        for i, part in enumerate(parts)
    )
