"""Every page in Korean (issue 24): no English left on a page opened with ``?lang=ko``.

Each page is opened once (AppTest) and everything a visitor reads is collected: text
elements, widget labels, help, placeholders and options, and table cells. A word of two or
more Latin letters is English unless it is no language (a card code, a file format, a unit,
a currency code), a name from the data (players, learners, other games), or inside “…”
quotation marks (how an English source spells a term, shown on purpose). Link targets and
web addresses are not read."""

from __future__ import annotations

import re
from typing import Any

import pytest
from apptest import open_page, shown
from korean_text import GAMES, english_words
from test_words_pseudo import PAGES, visible

QUOTED = re.compile(r"“[^”]*”")
PROPER = re.compile(r"Board Game Arena")
"""A website's name."""

PENDING: dict[str, set[str]] = {"rulebook": {"bga"}}
"""Words another helper's open change removes (the online source's description names the
preset by its code, in rulebook-source-online-about): each must still be on its page, so a
fixed one must leave this list."""


def table_texts(at: Any) -> list[str]:
    """Every header and cell of the page's tables, as text."""
    out: list[str] = []
    for el in [*at.table, *at.dataframe]:
        frame = el.value
        out += [str(c) for c in frame.columns]
        out += [str(v) for v in frame.to_numpy().ravel()]
    return out


def english(part: str) -> list[str]:
    """The English words of one piece of visible text."""
    return english_words(PROPER.sub(" ", QUOTED.sub(" ", part)), GAMES)  # the cast in Korean


@pytest.mark.parametrize("name", list(PAGES))
def test_no_english_is_left_on_the_page_in_korean(name: str) -> None:
    at = open_page(PAGES[name], link={"lang": "ko"})
    parts = visible(at) + [shown(p) for p in table_texts(at)]
    found = {(w, p[:100]) for p in parts for w in english(p)}
    pending = PENDING.get(name, set())
    left = sorted((w, p) for w, p in found if w not in pending)
    assert not left, left
    assert pending <= {w for w, _ in found}, "a pending word is gone: drop it from PENDING"


def test_the_checker_flags_english_and_lets_the_rest_through() -> None:
    said = english("Knock 하면 Ann이 Qc를 내요 (“knock”) [스톱](rulebook#knock)")
    assert said == ["Knock", "Ann"]  # a fresh page's players are the cast, written in Korean
    assert english("JSON 파일, 10h 7♥, https://example.org/x") == []


HANGUL = re.compile(r"[가-힣]")
LATIN = re.compile(r"[A-Za-z]")


def hangul_share(parts: list[str]) -> float:
    """Hangul syllables over the letters (Hangul and Latin) of a page's visible text, cards
    (K♠, Qc), addresses and the games' own names aside (issue 41: ≥ 0.9)."""
    from korean_text import NOT_WORDS

    text = " ".join(NOT_WORDS.sub(" ", PROPER.sub(" ", p)) for p in parts)
    for game in GAMES:
        text = text.replace(game, " ")
    hangul, latin = len(HANGUL.findall(text)), len(LATIN.findall(text))
    return hangul / max(1, hangul + latin)


@pytest.mark.parametrize("name", list(PAGES))
def test_each_korean_page_reads_at_least_nine_tenths_hangul(name: str) -> None:
    """The cast's names in Korean (issue 41): the quiz and the practice table read 0.83 and
    0.85 with their players in letters."""
    at = open_page(PAGES[name], link={"lang": "ko"})
    parts = visible(at) + [shown(p) for p in table_texts(at)]
    assert hangul_share(parts) >= 0.9, (name, round(hangul_share(parts), 3))
