"""The first use of a game term on a page shows its English name in a tooltip (issue 24).

A Korean reader meets 등록, 스톱, 땡큐 … as Korean tables say them; the first time a page
uses one of the glossary's terms (:data:`tutor.app.glossary.GLOSSARY`), the word is marked
``<abbr title="Meld (register)">등록</abbr>``, so a reader who learnt the game in English,
or reads an English source beside the tutor, can point at it. Later uses on the same page
stay plain. Other languages are left as they are.

Only text the project wrote (lessons, the rule book, catalog messages) goes through
:func:`show_with_terms`: it is shown with HTML allowed, and the one thing added is the
tooltip, whose English is escaped with :func:`tutor.app.safe.html_text`.
"""

from __future__ import annotations

import re

import streamlit as st

from tutor.app.glossary import GLOSSARY
from tutor.app.safe import html_text
from tutor.words import text, using
from tutor.words.locale import current

SEEN = "_terms_seen"
"""Session key: the terms already marked on the page being drawn."""

_SKIP = re.compile(r"`[^`]*`|\]\([^)]*\)|<[^>]*>")
"""Where a term is not marked: code, a link's target, an HTML tag."""


def new_page() -> None:
    """Start a page: every term's next use is its first (called before each page run)."""
    st.session_state[SEEN] = set()


def terms() -> list[tuple[str, str]]:
    """Each glossary term as (its name in the language in force, its English name),
    longest first, so 스톱박 is found before 스톱 and 세븐 포카드 before anything shorter."""
    with using("en"):
        english = {t.code: text(f"glossary-{t.code}") for t in GLOSSARY}
    pairs = [(text(f"glossary-{t.code}"), english[t.code]) for t in GLOSSARY]
    return sorted(pairs, key=lambda p: -len(p[0]))


def _starts_word(source: str, at: int) -> bool:
    """Whether ``at`` starts a word: 등록 in 등록해요, not in 미등록."""
    return at == 0 or not ("가" <= source[at - 1] <= "힣")


def first_uses(source: str, seen: set[str]) -> list[tuple[int, str, str]]:
    """(position, term, English) of the first use in ``source`` of each term not in
    ``seen``, none inside code, a link's target, a tag or a longer term's use."""
    blocked = [m.span() for m in _SKIP.finditer(source)]
    found: list[tuple[int, str, str]] = []
    for term, english in terms():
        if term in seen:
            continue
        for m in re.finditer(re.escape(term), source):
            start, end = m.span()
            taken = [(p, p + len(t)) for p, t, _ in found] + blocked
            if _starts_word(source, start) and all(end <= a or start >= b for a, b in taken):
                found.append((start, term, english))
                break
    return sorted(found)


def mark_first_use(source: str) -> str:
    """``source`` (Markdown) with each term's first use on this page marked with its English
    name, in Korean; unchanged in any other language."""
    if current() != "ko":
        return source
    seen: set[str] = st.session_state.setdefault(SEEN, set())
    out = source
    for at, term, english in reversed(first_uses(source, seen)):
        seen.add(term)
        start, end = with_emphasis(out, at, at + len(term))
        marked = f'<abbr title="{html_text(english)}">{out[start:end]}</abbr>'
        out = out[:start] + marked + out[end:]
    return out


def with_emphasis(source: str, start: int, end: int) -> tuple[int, int]:
    """The span of a term with the emphasis marks around it (``**훌라**``): the tag goes
    outside them, or a mark next to a tag would no longer close the emphasis."""
    while start > 0 and end < len(source) and source[start - 1] == source[end] in "*_":
        start, end = start - 1, end + 1
    return start, end


def show_with_terms(source: str) -> None:
    """Project-written Markdown on the page, each term's first use marked."""
    st.markdown(mark_first_use(source), unsafe_allow_html=True)
