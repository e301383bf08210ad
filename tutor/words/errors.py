"""The words of every coded error: the engine's (``error-…``), the store's
(``store-error-…``), the progress store's (``progress-error-…``) and storage failures
(``store-unavailable-…``); the messages are in ``locales/*/errors.ftl`` and ``store.ftl``.

This module registers the arguments those messages derive from an error's values
(:mod:`tutor.words.derived`): a wrapped error worded, a value quoted as the input showed
it, numbers joined. No sentence is made here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tutor.engine.cards import format_cards
from tutor.words import derived
from tutor.words.catalog import text
from tutor.words.messages import write_error
from tutor.words.numbers import listing
from tutor.words.values import as_text, name_text

Values = derived.Values


def _error(value: Any) -> str:
    """A wrapped error in the language in force, never cut short."""
    return write_error(value) if getattr(value, "code", None) else str(value)


def _cause(v: Values) -> dict[str, Any]:
    return {"cause": _error(v["cause"])}


def _quoted(*keys: str) -> Callable[[Values], dict[str, Any]]:
    """The values of ``keys`` quoted as Python shows them (``'7x'``)."""
    return lambda v: {k: repr(v[k]) for k in keys}


def _joined(key: str, out: str | None = None) -> Callable[[Values], dict[str, Any]]:
    """The items of ``key`` joined with commas (numbers, names: no words)."""
    return lambda v: {out or key: ", ".join(map(str, v[key]))}


def _digits(*keys: str) -> Callable[[Values], dict[str, Any]]:
    """Whole numbers as their plain digits, as a user typed them (no grouping); a number
    too long to write raises ``ValueError``, which a model's validator reports as a value
    of the wrong kind."""
    return lambda v: {k: str(v[k]) for k in keys if k in v}


def _not_valid(v: Values) -> dict[str, Any]:
    """The problems, each after its field; a lone problem that a validator worded itself
    (it names what it is about: "a player's name … has 34 characters") stands alone
    (``own``), with no field name in the code's language in front of it."""
    problems = v["problems"]
    if len(problems) == 1 and not v["more"] and not problems[0][1].code.startswith("field-"):
        return {"problems": _error(problems[0][1]), "own": "true"}
    parts = [
        f"{where or text('error-not-valid-what', what=v['what'])}: {_error(problem)}"
        for where, problem in v["problems"]
    ]
    return {"problems": "; ".join(parts), "own": "false"}


_BOUNDS = ("ge", "gt", "le", "lt")


def _bounds(v: Values) -> dict[str, Any]:
    said = [text(f"error-bound-{k}", bound=as_text(v[k])) for k in _BOUNDS if k in v]
    return {"bounds": f" {text('error-and')} ".join(said) or text("error-bound-none")}


def _input_size(v: Values) -> dict[str, Any]:
    return {"sized": "size" in v}


def _input_digits(v: Values) -> dict[str, Any]:
    return {"counted": "digits" in v}


def _zero(*keys: str) -> Callable[[Values], dict[str, Any]]:
    """Counts given as ``None`` (not entered) read as 0."""
    return lambda v: {k: v.get(k) or 0 for k in keys}


def _in_all(v: Values) -> dict[str, Any]:
    return {"counted": ", ".join(f"{name_text(n)} {count}" for n, count in v["held"])}


def _tie(v: Values) -> dict[str, Any]:
    return {"tied": listing(v["names"]), "counted": ", ".join(v["counted"])}


derived.ARGS.update(
    {
        "error-input-too-large": _input_size,
        "error-input-number-too-long": _input_digits,
        "error-no-such-card": _quoted("rank", "suit"),
        "error-card-twice": lambda v: {"card": str(v["card"])},
        "error-not-valid": _not_valid,
        "error-field-out-of-range": _bounds,
        "error-knock-table-missing": _joined("counts"),
        "error-no-such-preset": _joined("presets"),
        "error-points-range": _digits("points"),
        "error-count-below-least": _zero("jokers"),
        "error-went-out-with-points": _zero("sevens"),
        "error-in-rules": _cause,
        "error-in-hand": _cause,
        "error-across-hands": _cause,
        "error-in-round": _cause,
        "error-too-many-in-all": _in_all,
        "error-went-out-with-cards": lambda v: {"cards": format_cards(v["cards"])},
        "error-perfect-turns-waiting": _joined("waiting"),
        "error-tie-needs-cards": _tie,
        "error-rulebook-heading": _quoted("line"),
    }
)


def _export_problems(v: Values) -> dict[str, Any]:
    problems = zip(v["problems"], v["causes"], strict=True)
    document = text("progress-error-document")
    return {
        "problems": "; ".join(
            f"{where or document}: {_error(cause)}" for (where, _), cause in problems
        )
    }


def _game_damaged(v: Values) -> dict[str, Any]:
    return {"detail": v.get("detail") or None}


derived.ARGS.update(
    {
        "store-error-game-saved": _quoted("name"),
        "store-error-game-id-saved": _quoted("game_id"),
        "store-error-no-such-game": _quoted("game_id"),
        "progress-error-name-too-long": _quoted("name"),
        "progress-error-name-control": _quoted("name"),
        "progress-error-no-such-learner": _quoted("name"),
        "progress-error-learner-has-answers": _quoted("name"),
        "progress-error-name-taken": _quoted("name"),
        "progress-error-no-such-profile": _quoted("name"),
        "progress-error-export-invalid": _export_problems,
        "store-unavailable-game-damaged": lambda v: {**_game_damaged(v), **_quoted("game_id")(v)},
        "store-unavailable-too-new": lambda v: {"where": "path" in v},
    }
)


def _game_changes(v: Values) -> dict[str, Any]:
    """What another screen changed in a game (``store-error-game-changed``): each kind of
    change worded (``game-change-…``) and listed."""
    parts = []
    if v.get("added"):
        parts.append(text("game-change-added", count=v["added"]))
    if v.get("removed"):
        parts.append(text("game-change-removed", count=v["removed"]))
    if v.get("edited"):
        edited = v["edited"]
        parts.append(
            text("game-change-edited", count=len(edited), numbers=listing(map(str, edited)))
        )
    for old, new in v.get("renamed") or ():
        parts.append(text("game-change-renamed", old=old, new=new))
    return {"what": listing(parts) if parts else text("game-change-same")}


derived.ARGS["store-error-game-changed"] = _game_changes
