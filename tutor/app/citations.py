"""Citations of the rule book as links: one helper every page uses.

:func:`cite` turns a rule-book reference (``"5.2"``, ``"§5.2"``) into the Markdown link
``[Knock (rule 5.2)](rulebook?point=knock#knock)``, which opens the Rule book page at that point;
:func:`link_citations` writes the citations of authored text (``{rule 5.2}``, in the rule book
and the lessons) as links, :func:`link_marked` those of catalog messages (``{ POINT($point) }``).
No sentence is searched for the words "rule 5.2".
"""

from __future__ import annotations

import re

from tutor.engine import rulebook
from tutor.words import t
from tutor.words.catalog import CITE_CLOSE, CITE_OPEN
from tutor.words.locale import current
from tutor.words.rulebook import with_citations

RULEBOOK_PAGE = "rulebook"
"""The Rule book page's address (its ``url_path`` in the app's navigation)."""
POINT_PARAM = "point"
"""The query parameter naming the point the Rule book opens at. The page scrolls there
itself: the ``#anchor`` alone is lost when the app writes the rules into the address."""


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


def link_marked(text: str, *, same_page: bool = False) -> str:
    """Markdown written while citations were marked (:func:`tutor.words.catalog.cited`:
    a catalog message cites a point as ``{ POINT($point) }``) with each marked number made
    a link to its point, the words around it as the message wrote them:
    ``rule [5.2](rulebook?point=knock#knock)``. A number escaped for Markdown (``5\\.2``)
    is read without its backslashes."""
    head, *rest = text.split(CITE_OPEN)
    out = [head]
    for part in rest:
        number, _, after = part.partition(CITE_CLOSE)
        bare = number.replace("\\", "")
        out.append(
            f"[{bare}]({rule_url(bare, same_page=same_page)})"
            if rulebook.is_point(bare)
            else number
        )
        out.append(after)
    return "".join(out)
