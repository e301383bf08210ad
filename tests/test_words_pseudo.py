"""Every page in the pseudo language: each catalog message is wrapped in ``⟦…⟧``, so any
visible text outside a wrapper bypassed the catalogs (names, cards, numbers and symbols
aside). The Korean tutor reuses this test with ``ko``: no English left outside them.

Widget labels, options, help texts and placeholders count as visible text, not only the
text elements."""

from __future__ import annotations

import re
from typing import Any

import pytest
from apptest import TEXT_ELEMENTS, open_page, shown

PAGES = {
    "home": "tutor/app/pages/home.py",
    "lessons": "tutor/app/pages/lessons.py",
    "rules": "tutor/app/pages/rules_page.py",
    "rulebook": "tutor/app/pages/rulebook.py",
    "meld_practice": "tutor/app/pages/meld_practice.py",
    "endings": "tutor/app/pages/endings.py",
    "play": "tutor/app/pages/play.py",
    "quiz": "tutor/app/pages/quiz.py",
    "drill": "tutor/app/pages/drill.py",
    "review": "tutor/app/pages/review.py",
    "progress": "tutor/app/pages/progress.py",
    "payout": "tutor/app/pages/payout.py",
    "puzzles": "tutor/app/pages/puzzles.py",
    "game": "tutor/app/pages/game.py",
}

_WRAPPED = re.compile(r"⟦[^⟦⟧]*⟧")
_LINK_TARGET = re.compile(r"\]\([^)\s]*\)")
"""A Markdown link's address (``](#table)``, ``](rulebook?point=knock)``): not read."""
WORD = re.compile(r"[^\W\d_]{2,}")
ALLOWED_WORDS = {"JK"}
"""Words that are no language: the joker's card text."""

WIDGETS = (
    "button", "checkbox", "toggle", "radio", "selectbox", "multiselect", "text_input",
    "text_area", "number_input", "slider", "select_slider", "date_input", "time_input",
    "color_picker", "tabs", "expander", "popover",
)  # fmt: skip


def unwrap(text: str) -> str:
    """The text with every wrapped message removed (innermost first)."""
    while True:
        out = _WRAPPED.sub(" ", text)
        if out == text:
            return out
        text = out


def widget_texts(el: Any) -> list[str]:
    out = []
    for attr in ("label", "help", "placeholder"):
        value = getattr(el, attr, None)
        if isinstance(value, str) and value:
            out.append(value)
    options = getattr(el, "options", None) or ()
    out += [str(o) for o in options]
    return out


def visible(at: Any) -> list[str]:
    """Every piece of text a visitor can read on the page, as shown."""
    parts = [shown(str(el.value)) for kind in TEXT_ELEMENTS for el in getattr(at, kind)]
    for kind in WIDGETS:
        for el in getattr(at, kind, ()):
            parts += [shown(p) for p in widget_texts(el)]
    for side in (at.sidebar,):
        for kind in TEXT_ELEMENTS:
            parts += [shown(str(el.value)) for el in getattr(side, kind)]
    return parts


def outside_catalog(at: Any) -> list[str]:
    """The pieces of visible text with a word outside every wrapped message."""
    bad = []
    for part in visible(at):
        text = unwrap(_LINK_TARGET.sub("]", part))
        words = [w for w in WORD.findall(text) if w not in ALLOWED_WORDS]
        if words:
            bad.append(part[:120])
    return bad


@pytest.mark.parametrize("name", list(PAGES))
def test_every_word_on_the_page_comes_from_a_catalog(name: str) -> None:
    at = open_page(PAGES[name], link={"lang": "pseudo"})
    bad = outside_catalog(at)
    assert not bad, bad


def test_the_checker_finds_words_outside_the_wrappers() -> None:
    assert unwrap("⟦Points: ⟦7♥⟧ 12⟧ Ann") == "  Ann"
    assert WORD.findall(unwrap("⟦a⟧ 7♥ 10 ₩1,000 JK")) == ["JK"]
