"""English left in Korean text: one finder for every test that reads a Korean page, catalog,
lesson or book (:func:`english_words`).

What may stay in letters in a given text is data its test names (players, preset keys,
switch codes, a source's spelling); what is never a word is said here once: cards as shown
(``K♠``) and as typed (``Qc``, ``10h``), runs (``Q-K-A``), a link's target or a web
address, a term's English tooltip, and names of formats, units and currencies."""

from __future__ import annotations

import re
from collections.abc import Iterable

from tutor.teach.quiz.question import NAMES as QUIZ_NAMES

PLAYERS = frozenset(
    {"Ann", "Bo", "Cy", "Di", "Ed", "Fay", "Flo", "Gus", "Jae", "Mina", "Joon", "Seo", "Hana"}
    | set(QUIZ_NAMES)
)
"""Players and learners of the quiz and of the test data: a name stays as it is written."""
PRESETS = frozenset({"pagat", "s1-short", "s2-casual", "bga"})
"""Preset keys, as the rules picker and a rule set's text name them."""
GAMES = frozenset({"Hoola", "HULA-HOO", "Hola"})
"""The game's own name as the sources spell it, and a game with a similar name."""
NO_LANGUAGE = frozenset({"JK", "PIN", "CSV", "JSON", "README", "UTC", "KRW", "EUR", "USD"})
"""The joker's card text, file formats and names of files, units and currency codes."""

_RANK = r"(?:10|[2-9AJQK])"
NOT_WORDS = re.compile(
    rf"(?<![A-Za-z0-9]){_RANK}(?:[♠♥♦♣]|(?:-{_RANK})+)?(?![A-Za-z0-9])"  # K♠, Q-K-A, a rank
    r"|(?<![A-Za-z0-9])(?:10|[2-9TJQKA])[shdc](?![A-Za-z0-9])"  # a card as typed: Qc, 10h
    r"|\]\([^)\s]*\)|https?://\S+"  # a link's target, a web address
    r"|<abbr title=\"[^\"]*\">|</abbr>"  # a term's English tooltip (tutor/app/terms.py)
)
"""What is read as no word at all."""
WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)*")
"""A word in letters, with its digits and inner hyphens (``s1-short``, ``high-or-low``)."""


def english_words(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The words in Latin letters of ``text`` (a Korean text), in order: two characters or
    more, neither cards nor addresses (:data:`NOT_WORDS`), nor formats or units
    (:data:`NO_LANGUAGE`), nor in ``allowed``."""
    allowed = set(allowed) | NO_LANGUAGE
    return [w for w in WORD.findall(NOT_WORDS.sub(" ", text)) if len(w) > 1 and w not in allowed]
