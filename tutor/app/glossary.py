"""The game's words in English and Korean, and where each name comes from.

Each entry is a code; its words are in the catalog (``glossary-<code>``: the name, with
``.meaning``, ``.sources``, the names the written sources use, and ``.korean``, the Korean
name with the variants tables use, where there is one). A Korean name is either the Korean
spelling of a word a source prints, or marked as the tutor's own note: no source prints it.
``rule`` is the rule-book point that covers the term.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tutor.words.catalog import has, text


@dataclass(frozen=True)
class Term:
    """One glossary entry: its code, the rule-book points that cover it (``"5.3, 6.3"``)
    and where its Korean name comes from (``"source"``: the Korean spelling of a name a
    source prints; ``"own"``: a word used at tables that no source prints)."""

    code: str
    rule: str
    korean_from: Literal["source", "own"] = "source"

    @property
    def term(self) -> str:
        """The name the tutor uses, in the language in force."""
        return text(f"glossary-{self.code}")

    @property
    def meaning(self) -> str:
        return text(f"glossary-{self.code}", attribute="meaning")

    @property
    def in_sources(self) -> str:
        return text(f"glossary-{self.code}", attribute="sources")

    @property
    def korean(self) -> str:
        """The Korean name and its variants; empty when the catalog gives none."""
        msg_id = f"glossary-{self.code}"
        has_korean = has(msg_id, "en") and _has_attribute(msg_id, "korean")
        return text(msg_id, attribute="korean") if has_korean else ""


def _has_attribute(msg_id: str, attribute: str) -> bool:
    from tutor.words.catalog import entry

    return any(a.id.name == attribute for a in entry(msg_id, "en").attributes)


GLOSSARY: tuple[Term, ...] = (
    Term("hoola", "1"),
    Term("perfect", "5.3, 6.3", "own"),
    Term("blast", "5.1", "own"),
    Term("sopang", "5.1", "own"),
    Term("daepang", "5.1", "own"),
    Term("thank-you", "4.1, 7.1, 7.2", "own"),
    Term("meld", "3, 4.2"),
    Term("lay-off", "4.3", "own"),
    Term("knock", "5.2"),
    Term("undercut", "5.2, 6.3", "own"),
    Term("pay-for-all", "6.4"),
    Term("four-sevens", "5.4", "own"),
    Term("stake", "6", "own"),
    Term("deadwood", "6.1"),
)
"""The glossary, in the order a learner meets the terms."""

NAME_ALIKES: tuple[str, ...] = ("hula-hoo", "hola")
"""Games with names like Hoola's that are different games (see the rule book's Sources):
``glossary-alike-<code>`` names each, its ``.about`` says what it is."""
