"""Small pieces of wording shared by pages and charts."""

from __future__ import annotations


def plural(n: float, word: str = "stake") -> str:
    """``n`` and the word, in the singular for exactly one: '1 stake', '2 stakes', '0.5 stakes'."""
    return f"{n:g} {word}{'' if n == 1 else 's'}"
