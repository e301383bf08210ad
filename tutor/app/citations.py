"""Citations of the rule book as links: one helper every page uses.

:func:`cite` turns a rule-book reference (``"5.2"``, ``"§5.2"``) into the Markdown link
``[Knock (rule 5.2)](rulebook?point=knock#knock)``, which opens the Rule book page at that point;
:func:`link_citations` writes the citations of authored text (``{rule 5.2}``, in the rule book
and the lessons) as links.
"""

from __future__ import annotations

import re

from tutor.engine import rulebook
from tutor.words import t
from tutor.words.locale import current
from tutor.words.rulebook import with_citations

RULEBOOK_PAGE = "rulebook"
"""The Rule book page's address (its ``url_path`` in the app's navigation)."""
POINT_PARAM = "point"
"""The query parameter naming the point the Rule book opens at. The page scrolls there
itself: the ``#anchor`` alone is lost when the app writes the rules into the address."""

_NUMBER = r"\d+(?:\\?\.\d+)?"  # "5.2", or "5\.2" in text whose Markdown is escaped
_MENTION = re.compile(rf"(?:\b[Rr]ules? |규칙 )({_NUMBER})((?:(?:, | and | to |–){_NUMBER})*)")


def rule_url(ref: str, *, same_page: bool = False) -> str:
    """The address of a rule point: ``rulebook?point=knock#knock`` (``#knock`` on the Rule
    book page itself)."""
    anchor = rulebook.point(ref).anchor
    return f"#{anchor}" if same_page else f"{RULEBOOK_PAGE}?{POINT_PARAM}={anchor}#{anchor}"


def cite(ref: str, *, same_page: bool = False) -> str:
    """A Markdown link naming the rule in words, in the language in force, built from the
    point itself (its title, number and address; never read back from a sentence):
    ``[Knock (rule 5.2)](rulebook?point=knock#knock)``, ``[스톱 (규칙 5.2)](…)``. An unknown
    reference raises :class:`rulebook.RuleBookError`."""
    point = rulebook.point(ref, locale=current())
    url = rule_url(ref, same_page=same_page)
    return t("citation-link", title=point.title, number=point.id, url=url)


def cite_all(refs: str | list[str] | tuple[str, ...], *, same_page: bool = False) -> str:
    """Several references (a list, or text such as ``"§2, §6.3"``) as links joined by commas.
    Tags that are not rule-book points (``"switch:ace"``) are left out."""
    items = re.split(r"[,;]\s*", refs) if isinstance(refs, str) else list(refs)
    links = [cite(r, same_page=same_page) for r in items if rulebook.is_point(r)]
    return ", ".join(links)


def link_citations(text: str, *, same_page: bool = False) -> str:
    """Authored Markdown ``text`` (a lesson's or the rule book's own) with each citation,
    written ``{rule 5.2}`` in the source, as the words in the language in force with the
    number linked to its point: ``rule [5.2](rulebook?point=knock#knock)``. The loaders
    refuse a citation of a point that does not exist."""
    return with_citations(text, lambda n: f"[{n}]({rule_url(n, same_page=same_page)})")


def link_mentions(text: str, *, same_page: bool = False) -> str:
    """A sentence the words layer wrote for the quiz (escaped by ``safe.plain``) with every
    "rule 5.2" (or "rules 4.5 and 7.4", "규칙 5.2") made a link to its point. Known debt:
    the quiz catalogs write their citations as words, so this reads them back; authored
    text cites explicitly (:func:`link_citations`)."""

    def one(written: str) -> str:
        number = written.replace("\\", "")
        if not rulebook.is_point(number):
            return written
        return f"[{number}]({rule_url(number, same_page=same_page)})"

    def replace(match: re.Match[str]) -> str:
        first, rest = match.group(1), match.group(2)
        word = match.group(0)[: match.start(1) - match.start(0)]
        rest = re.sub(_NUMBER, lambda m: one(m.group(0)), rest)
        return f"{word}{one(first)}{rest}"

    return _MENTION.sub(replace, text)
