"""A puzzle: a position at one decision of a real round, its choices and their worth.

The position is never stored as cards: it is the round's rules, seats, seed and dealer and
the moves that led there (each as its index among the legal moves, as the practice
table's links keep them), so :func:`position` deals and replays it with the engine and a
position that cannot be reached cannot be stored. A puzzle also keeps those moves as text
(``path``): :func:`position` replays them with :meth:`~tutor.play.round.Round.apply`, which
judges each move as the indices' replay does without listing every legal move at every
step (a tenth of the time: the next puzzle is served cold in well under the issue's 200 ms);
the pool's tests check that both name the same moves. The pool (``pool.jsonl`` beside this
module, one puzzle a line) is mined by ``bench/tools/mine_puzzles.py``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from tutor.engine.cards import Card, parse_cards
from tutor.engine.cast import cast, cast_all
from tutor.engine.reasons import FrozenDict, Reason, because, freeze, thaw
from tutor.engine.rules import Rules
from tutor.play.actions import Action, parse_action
from tutor.play.puzzles.reasons import CARD_VALUES
from tutor.play.puzzles.themes import THEMES
from tutor.play.reasons import PlayError
from tutor.play.round import Round, deal

POOL_FILE = "pool.jsonl"
MOVES_MAX = 400
START_RATING = 1500.0


@dataclass(frozen=True)
class Puzzle:
    """One puzzle. ``choices`` are the moves offered (text forms), ``values`` each one's
    mean stakes over ``deals`` deals drawn with ``eval_seed``; ``best`` the index of the
    best; ``gain`` and ``low`` its gap to the runner-up and that gap's 95% interval's lower
    end; ``reason`` why (code and values, cards as text); ``rating`` its starting rating;
    ``source`` ``pool`` or ``mine`` (a learner's own mistake); ``path`` the ``moves`` as
    text (empty: replayed by index)."""

    id: str
    rules: FrozenDict[str, Any]
    names: tuple[str, ...]
    dealer: str
    seed: int
    moves: tuple[int, ...]
    theme: str
    choices: tuple[str, ...]
    values: tuple[float, ...]
    best: int
    gain: float
    low: float
    deals: int
    eval_seed: int
    reason_code: str
    reason_values: FrozenDict[str, Any] = field(default_factory=FrozenDict)
    rating: float = START_RATING
    source: str = "pool"
    path: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "rules", freeze(self.rules))
        object.__setattr__(self, "reason_values", freeze(self.reason_values))

    @property
    def solver(self) -> str:
        """The player to move at the position (the learner's seat)."""
        return position(self).to_move or ""

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(parse_action(c) for c in self.choices)

    @property
    def best_action(self) -> Action:
        return parse_action(self.choices[self.best])

    @property
    def reason(self) -> Reason:
        """Why the best choice is best, as a reason of the closed set ``puzzle``."""
        values = {
            k: (parse_cards(v)[0] if k in CARD_VALUES and isinstance(v, str) else v)
            for k, v in self.reason_values.items()
        }
        return because(self.reason_code, _POINTS.get(self.theme, "4"), **values)

    def to_json(self) -> str:
        return json.dumps(_record(self), separators=(",", ":"), ensure_ascii=False)


_POINTS = {
    "take-or-draw": "4.1", "discard": "4.4", "knock": "5.2", "hold-melds": "5.2",
    "claim": "7.1", "lay-off": "4.3", "go-out": "5.3",
}  # fmt: skip


def _record(p: Puzzle) -> dict[str, Any]:
    """The puzzle as a pool line: the gap and its interval's lower end to four places (a
    lower end of 0.10006 written 0.1 would read as not beyond the threshold)."""
    return {
        "id": p.id, "rules": thaw(p.rules), "names": list(p.names), "dealer": p.dealer,
        "seed": p.seed, "moves": list(p.moves), "theme": p.theme, "choices": list(p.choices),
        "values": [round(v, 3) for v in p.values], "best": p.best, "gain": round(p.gain, 4),
        "low": round(p.low, 4), "deals": p.deals, "eval_seed": p.eval_seed,
        "reason": {"code": p.reason_code, "values": thaw(p.reason_values)},
        "rating": round(p.rating, 1), "source": p.source,
    } | ({"path": list(p.path)} if p.path else {})  # fmt: skip


def from_json(text: str) -> Puzzle:
    """A puzzle from one line of the pool (or a stored personal puzzle); ``ValueError``
    naming the problem when the line is not one."""
    try:
        d = json.loads(text)
        p = Puzzle(
            id=str(d["id"]), rules=FrozenDict(d["rules"]),
            names=cast_all(tuple(map(str, d["names"]))),  # the cast, named in each language
            dealer=cast(str(d["dealer"])), seed=int(d["seed"]), moves=tuple(map(int, d["moves"])),
            theme=str(d["theme"]), choices=tuple(map(str, d["choices"])),
            values=tuple(map(float, d["values"])), best=int(d["best"]), gain=float(d["gain"]),
            low=float(d["low"]), deals=int(d["deals"]), eval_seed=int(d["eval_seed"]),
            reason_code=str(d["reason"]["code"]), reason_values=FrozenDict(d["reason"]["values"]),
            rating=float(d.get("rating", START_RATING)), source=str(d.get("source", "pool")),
            path=tuple(map(str, d.get("path", ()))),
        )  # fmt: skip
    except (KeyError, TypeError, ValueError, RecursionError) as e:
        raise ValueError(f"not a puzzle: {type(e).__name__} {e}") from None
    if p.theme not in THEMES or not 0 <= p.best < len(p.choices) or len(p.moves) > MOVES_MAX:
        raise ValueError(f"not a puzzle: theme {p.theme!r}, best {p.best}")
    if len(p.values) != len(p.choices):
        raise ValueError("not a puzzle: a value for each choice")
    if p.path and len(p.path) != len(p.moves):
        raise ValueError("not a puzzle: a path of the moves' length")
    return p


def position(p: Puzzle) -> Round:
    """The puzzle's position: the round dealt and replayed move by move (by its ``path``,
    else each move an index among the legal moves then); ``PlayError`` if they do not fit."""
    rules = Rules.from_spec(p.rules)
    if p.path:
        return replay_path(rules, p.names, p.seed, p.dealer, p.path)
    return replay_indices(rules, p.names, p.seed, p.dealer, p.moves)


@cache
def replay_path(
    rules: Rules, names: tuple[str, ...], seed: int, dealer: str, path: tuple[str, ...]
) -> Round:
    """A round dealt with ``seed`` and replayed by moves as text, each judged by
    :meth:`~tutor.play.round.Round.apply` (cached as :func:`replay_indices`)."""
    r = deal(rules, names, seed, dealer)
    for text in path:
        try:
            r = r.apply(parse_action(text))
        except ValueError:
            raise PlayError("no-move") from None
    return r


def path_of(r: Round) -> tuple[str, ...]:
    """The moves of ``r`` as text (a puzzle's ``path``)."""
    return tuple(str(a) for a in r.moves)


@cache
def replay_indices(
    rules: Rules, names: tuple[str, ...], seed: int, dealer: str, moves: tuple[int, ...]
) -> Round:
    """A round dealt with ``seed`` and replayed by legal-move indices (cached: a puzzle's
    position is asked for by the page on every run)."""
    r = deal(rules, names, seed, dealer)
    for i in moves:
        legal = r.legal_actions()
        if not 0 <= i < len(legal):
            raise PlayError("no-move")
        r = r.apply(legal[i])
    return r


def indices_of(r: Round) -> tuple[int, ...]:
    """The moves of ``r`` as indices among the legal moves at each step (from its start)."""
    state = r.start or deal(r.rules, r.seating, r.seed, r.dealer)
    out = []
    for a in r.moves:
        out.append(state.legal_actions().index(a))
        state = state.apply(a)
    return tuple(out)


def puzzle_id(rules: Mapping[str, Any], names, seed: int, moves) -> str:
    """A short id that names the position (the same position, the same id)."""
    key = json.dumps([thaw(rules), list(names), seed, list(moves)], sort_keys=True)
    return hashlib.sha1(key.encode()).hexdigest()[:10]


@cache
def pool() -> tuple[Puzzle, ...]:
    """The shipped puzzles (package data), in file order."""
    text = resources.files(__package__).joinpath(POOL_FILE).read_text(encoding="utf-8")
    return tuple(from_json(line) for line in text.splitlines() if line.strip())


def card_text(card: Card) -> str:
    return str(card)
