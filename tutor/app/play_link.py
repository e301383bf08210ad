"""The practice table's link: the seed, the table and the learner's moves, replayed move by
move with the computer players in between. Reading a link is bounded: every value is
checked (its length first) before any card is dealt, and at most :data:`MOVES_MAX` moves
are replayed; anything else raises :class:`LinkError` (a ``ValueError``) or the engine's
own error.

A dealt round has a secret (:func:`new_setup`): the cards are shuffled by the seed and the
secret together (``tutor.play.round.secret_seed``), so the seed alone rebuilds no hand.
While the round is played the link carries only a token (``play_round``) that the server
turns back into the secret with its key (:func:`round_secret`: an HMAC-SHA256 under
:data:`LINK_KEY_ENV`, or a key drawn when the app starts): a reload comes back to the
round, and nobody reading the link can deal it. Once the round is over the link carries
the secret itself (``play_secret``), so it replays exactly anywhere."""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, NotRequired, TypedDict

from tutor.app.state import RULES_PARAM, spec_to_text
from tutor.engine.cast import cast_all
from tutor.engine.rules import Rules
from tutor.play import LEVELS, Bot, Round, deal
from tutor.play.bots import Level
from tutor.play.lesson_play import lesson_round
from tutor.play.reasons import CodedError
from tutor.play.round import max_opponents
from tutor.teach import lessons as L

ME = "You"
"""The learner's seat: a name, never shown as such (the catalog's ``player-name`` and every
message naming a player select on it)."""
BOT_NAMES = cast_all(("Bo", "Cy", "Di", "Ed", "Flo", "Gus"))
"""The computer players: names of the cast (:mod:`tutor.engine.cast`)."""
SEED_MAX = 999_999
MOVES_MAX = 400
PARAMS = (
    "play_seed",
    "play_opp",
    "play_level",
    "play_dealer",
    "play_moves",
    "play_round",
    "play_secret",
)
LINK_KEY_ENV = "HOOLA_TUTOR_LINK_KEY"
"""The environment variable holding the key that turns a round's token into its secret
(every replica of a deployment sets the same one); unset, a key is drawn at start-up and a
mid-round link is restored only by the same running app."""
_TOKEN_HEX = 16
"""A round's token: 64 random bits as hex digits; its secret too."""
_CHECK_HEX = 8
"""Hex digits of the token's check: a token sealed under another key is refused."""

LESSON_PARAMS = ("play_lesson", "play_step", "play_moves")
"""A lesson's position played out: the lesson's id, the step's number (from 1), the moves."""
_LESSON_ID_MAX = 40


class Setup(TypedDict):
    """A practice game as its link replays it: the table (``names``, the learner first), the
    bots' level and seed, the dealer's seat, the learner's moves so far and the rules' spec;
    the round's token (``round``) or secret, ``over`` once it ended; for a lesson's position,
    the lesson's id and the step's number (from 1)."""

    names: list[str]
    level: Level
    seed: int
    dealer: int
    moves: list[int]
    rules: dict[str, Any]
    round: NotRequired[str]
    secret: NotRequired[int]
    over: NotRequired[bool]
    lesson: NotRequired[str]
    step: NotRequired[int]


_MOVES_TEXT_MAX = 4 * MOVES_MAX
"""Longest ``play_moves`` read: each move is an index of at most three digits and a dot."""


class LinkError(CodedError):
    """A link whose game cannot be replayed (a ``HoolaError``, so a ``ValueError``): its
    ``code`` is one of the closed set ``play-link`` (catalog ids ``play-link-<code>``)."""

    closed_set: ClassVar[str] = "play-link"
    closed_codes: ClassVar[frozenset[str]] = frozenset(
        {"out-of-range", "moves-misfit", "no-such-lesson", "not-a-play-step", "other-key"}
    )


_DRAWN_KEY = secrets.token_bytes(32)


def _key() -> bytes:
    own = os.environ.get(LINK_KEY_ENV, "")
    return own.encode() if own else _DRAWN_KEY


def _mac(label: str, token: str) -> str:
    return hmac.new(_key(), f"{label}:{token}".encode(), hashlib.sha256).hexdigest()


def new_token() -> str:
    """A new round's token for the link: random hex, then its check under the key."""
    token = secrets.token_hex(_TOKEN_HEX // 2)
    return token + _mac("check", token)[:_CHECK_HEX]


def round_secret(token: object) -> int:
    """The secret of the round whose link carries ``token`` (:func:`new_token`), from the
    server's key: ``other-key`` (:class:`LinkError`) for a token made under another key,
    ``out-of-range`` for one that is not a token."""
    if not isinstance(token, str) or len(token) != _TOKEN_HEX + _CHECK_HEX:
        raise LinkError("out-of-range")
    if not all(c in "0123456789abcdef" for c in token):
        raise LinkError("out-of-range")
    body, check = token[:_TOKEN_HEX], token[_TOKEN_HEX:]
    if not hmac.compare_digest(check, _mac("check", body)[:_CHECK_HEX]):
        raise LinkError("other-key")
    return int(_mac("secret", body)[:_TOKEN_HEX], 16)


def _secret_text(text: object) -> int:
    """A secret as a finished round's link shows it (hex digits)."""
    if not isinstance(text, str) or not 0 < len(text) <= _TOKEN_HEX:
        raise LinkError("out-of-range")
    if not all(c in "0123456789abcdef" for c in text):
        raise LinkError("out-of-range")
    return int(text, 16)


def new_setup(
    rules: Rules, opponents: int, level: Level, seed: int, dealer: int = 0
) -> tuple[Setup, Round]:
    """A new practice game: its setup (with a new round token) and the round dealt from the
    seed and the token's secret, advanced to the learner's first move."""
    names = [ME, *BOT_NAMES[:opponents]]
    token = new_token()
    setup: Setup = {"names": names, "level": level, "seed": seed, "dealer": dealer, "moves": [],
                    "rules": rules.to_spec(), "round": token}  # fmt: skip
    r = deal(rules, names, seed, dealer=names[dealer], secret=round_secret(token))
    return setup, advance(r, setup)


def bots_for(setup: Setup) -> dict[str, Bot]:
    names = setup["names"]
    return {n: Bot(setup["level"], setup["seed"] * 10 + i) for i, n in enumerate(names) if n != ME}


def advance(r: Round, setup: Setup) -> Round:
    """Let the computer players move until it is the learner's move or the round is over
    (``setup["over"]`` then says so: the link shows the round's secret)."""
    bots = bots_for(setup)
    while not r.over and (mover := r.to_move) is not None and mover != ME:
        r = r.apply(bots[mover].choose(r))
    setup["over"] = r.over
    return r


def _number(text: object, most: int) -> int:
    """A small whole number from the link (``out-of-range`` if it is anything else)."""
    if not isinstance(text, str) or not text.isascii() or not text.isdigit():
        raise LinkError("out-of-range")
    if len(text) > len(str(most)) or int(text) > most:
        raise LinkError("out-of-range")
    return int(text)


def _moves(params: Mapping[str, object]) -> list[int]:
    text = params.get("play_moves", "")
    if not isinstance(text, str) or len(text) > _MOVES_TEXT_MAX:
        raise LinkError("out-of-range")
    moves = [_number(x, 999) for x in text.split(".")] if text else []
    if len(moves) > MOVES_MAX:
        raise LinkError("out-of-range")
    return moves


def _replay_moves(r: Round, setup: Setup, moves: list[int]) -> Round:
    for i in moves:
        legal = r.legal_actions()
        if r.to_move != ME or not 0 <= i < len(legal):
            raise LinkError("moves-misfit")
        r = advance(r.apply(legal[i]), setup)
        setup["moves"].append(i)
    return r


def lesson_step(
    lessons: Sequence[L.Lesson], lesson_id: object, number: object
) -> tuple[L.Lesson, int]:
    """The lesson and the 0-based index of its ``play`` step numbered ``number`` (from 1) in
    a link: ``no-such-lesson`` or ``not-a-play-step`` (:class:`LinkError`) otherwise."""
    if not isinstance(lesson_id, str) or len(lesson_id) > _LESSON_ID_MAX:
        raise LinkError("no-such-lesson")
    lesson = next((les for les in lessons if les.id == lesson_id), None)
    if lesson is None:
        raise LinkError("no-such-lesson")
    index = _number(number, len(lesson.steps)) - 1
    if index < 0:
        raise LinkError("out-of-range")
    if not isinstance(lesson.steps[index], L.PlayStep):
        raise LinkError("not-a-play-step")
    return lesson, index


def lesson_game(lesson: L.Lesson, index: int, in_force: Rules) -> tuple[Setup, Round]:
    """A new game at the position of ``lesson``'s play step ``index``, under the step's
    rules (its own or its lesson's, else ``in_force``), bots at the step's level and seed."""
    step = lesson.steps[index]
    assert isinstance(step, L.PlayStep)
    rules = Rules.from_spec(step.rules) if step.rules is not None else in_force
    names = [ME, *BOT_NAMES[: len(step.others)]]
    setup: Setup = {"names": names, "level": step.level, "seed": step.seed, "dealer": 0,
                    "moves": [], "rules": rules.to_spec(), "lesson": lesson.id,
                    "step": index + 1}  # fmt: skip
    return setup, advance(lesson_round(step, rules, names), setup)


def replay_lesson(
    params: Mapping[str, object], lessons: Sequence[L.Lesson], in_force: Rules
) -> tuple[Setup, Round]:
    """The lesson game a link's ``params`` (:data:`LESSON_PARAMS`) describe, replayed to the
    learner's move (:class:`LinkError` for a link that names no play step or whose moves
    do not fit)."""
    lesson, index = lesson_step(lessons, params.get("play_lesson"), params.get("play_step"))
    moves = _moves(params)
    setup, r = lesson_game(lesson, index, in_force)
    return setup, _replay_moves(r, setup, moves)


def replay(params: Mapping[str, object], rules: Rules) -> tuple[Setup, Round]:
    """The game a link's ``params`` (:data:`PARAMS`) describe, as its setup and the round
    replayed to the learner's move. :class:`LinkError` for a link out of range or whose
    moves do not fit the game."""
    seed = _number(params.get("play_seed"), SEED_MAX)
    opponents = _number(params.get("play_opp", "3"), max_opponents(rules))
    asked = params.get("play_level", "beginner")
    level = next((lv for lv in LEVELS if lv == asked), None)
    dealer = _number(params.get("play_dealer", "0"), opponents)
    moves = _moves(params)
    if opponents < 1 or level is None:
        raise LinkError("out-of-range")
    token = params.get("play_round")
    secret = None
    if params.get("play_secret") is not None:
        secret = _secret_text(params.get("play_secret"))
    elif token is not None:
        secret = round_secret(token)
    names = [ME, *BOT_NAMES[:opponents]]
    setup: Setup = {"names": names, "level": level, "seed": seed, "dealer": dealer,
                    "moves": [], "rules": rules.to_spec()}  # fmt: skip
    if secret is not None:
        setup["secret"] = secret
        if isinstance(token, str):  # round_secret read it: a token
            setup["round"] = token
    r = advance(deal(rules, names, seed, dealer=names[dealer], secret=secret), setup)
    return setup, _replay_moves(r, setup, moves)


def link_params(setup: Setup) -> dict[str, str]:
    """The query parameters that replay ``setup``: the seed, the table, the learner's moves
    (indices into the legal moves, in order) and the rules the round is played under; the
    round's token while it is played, its secret once it is over (never mid-round); for a
    lesson's position, the lesson, the step and the moves."""
    moves = ".".join(str(i) for i in setup["moves"])
    if setup.get("lesson"):
        return {
            RULES_PARAM: spec_to_text(Rules.from_spec(setup["rules"]).to_spec()),
            "play_lesson": setup["lesson"],
            "play_step": str(setup["step"]),
            "play_moves": moves,
        }
    out = {
        RULES_PARAM: spec_to_text(Rules.from_spec(setup["rules"]).to_spec()),
        "play_seed": str(setup["seed"]),
        "play_opp": str(len(setup["names"]) - 1),
        "play_level": setup["level"],
        "play_dealer": str(setup["dealer"]),
        "play_moves": ".".join(str(i) for i in setup["moves"]),
    }
    if setup.get("round"):
        out["play_round"] = setup["round"]
    if setup.get("over") and (setup.get("round") or "secret" in setup):
        secret = setup.get("secret")
        if secret is None:
            secret = round_secret(setup["round"])
        out["play_secret"] = format(secret, "x")
    return out
