"""Puzzles in words (``locales/*/puzzles.ftl``): a puzzle's reason (closed set ``puzzle``,
written by :func:`tutor.words.render`), its theme, its question, the hint ladder and the
verdict. This module gives the catalog the plain values its messages take: the moves as
their buttons read, stakes with their sign, chances as percentages."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from babel.numbers import format_decimal

from tutor.words.catalog import text
from tutor.words.derived import ARGS
from tutor.words.locale import babel_locale
from tutor.words.play import action_text

if TYPE_CHECKING:
    from tutor.play.puzzles.puzzle import Puzzle

__all__ = ["choice_text", "hint_text", "theme_label", "verdict_text", "worth_text"]


def choice_text(move: str) -> str:
    """A puzzle's choice (a move's text form) as its button reads."""
    from tutor.play.actions import parse_action

    return action_text(parse_action(move))


def theme_label(theme: str | None) -> str:
    """A theme's name (``None``: every theme; ``mine``: the learner's own mistakes)."""
    return text("puzzle-theme", theme=theme or "any")


def question(p: Puzzle) -> str:
    """What the puzzle asks."""
    return text("puzzle-ask", theme=p.theme)


def hint_text(p: Puzzle, level: int) -> str:
    """The hint ladder: 1 a nudge, 2 the rule, 3 the answer."""
    if level <= 1:
        return text("puzzle-hint-nudge", theme=p.theme)
    if level == 2:
        return text("puzzle-hint-rule", theme=p.theme)
    return text("puzzle-hint-answer", action=choice_text(p.choices[p.best]))


def verdict_text(p: Puzzle, choice: int) -> str:
    """Right or not, and the best move."""
    return text("puzzle-verdict", right=choice == p.best, action=choice_text(p.choices[p.best]))


def worth_text(value: float) -> str:
    """A choice's worth: its average stakes a round, signed."""
    return text("puzzle-worth", value=_signed(value))


def _signed(x: float) -> str:
    """Stakes with their sign and two decimals, as the locale writes numbers."""
    return format_decimal(x, format="+#,##0.00;-#,##0.00", locale=babel_locale())


def _pc(x: float) -> int:
    return round(100 * x)


def _reason(v: Any) -> dict[str, Any]:
    out: dict[str, Any] = {
        "best_text": choice_text(v["best"]),
        "second_text": choice_text(v["second"]),
        "gain_signed": _signed(v["gain"]),
        "low_signed": _signed(v["low"]),
    }
    for k in ("p", "other_p"):
        if k in v:
            out[f"{k}_pc"] = _pc(v[k])
    if "perfect" in v:
        out["perfect"] = "yes" if v["perfect"] else "no"
    return out


def _register() -> None:
    from tutor.play.puzzles.reasons import PUZZLE_CODES

    ARGS.update({f"puzzle-{code}": _reason for code in PUZZLE_CODES})


_register()
