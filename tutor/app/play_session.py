"""The practice table's game in the session and the link: the session keys, the page's
messages kept as data (an id and values, written in the visitor's language when shown), a new
game, the link that replays it, the learner's move (:func:`play`, a button callback), and a
lesson's position set up at the table. The page is :mod:`tutor.app.pages.play`."""

from __future__ import annotations

import time
from urllib.parse import quote, urlencode, urlsplit, urlunsplit

import streamlit as st

from tutor.app import lesson_book as book
from tutor.app.play_link import (
    LESSON_PARAMS,
    ME,
    PARAMS,
    Setup,
    advance,
    lesson_game,
    lesson_step,
    link_params,
    new_setup,
    replay,
    replay_lesson,
)
from tutor.app.state import RULES_PARAM, current_rules
from tutor.engine.errors import HoolaError
from tutor.engine.rules import Rules
from tutor.play import Round
from tutor.play.actions import Action
from tutor.play.bots import Level
from tutor.play.lesson_play import played_out
from tutor.teach import lessons as L
from tutor.words import render as say
from tutor.words import t

ss = st.session_state
GAME = "play_game"  # the current game: setup and the round
HAND = "play_hand"  # the tapped cards (indices into the sorted hand)
HINT = "play_hint_level"
LEDGER = "play_ledger_game"
MESSAGE = "play_message"
TIMING = "play_timing"
COACH = "play_coach_on"
REVIEW = "play_review_cache"  # the graded review of the finished round, once asked for
HINTS = "play_hint_cache"  # the coach's hints for the position on the table
TOP = "play_top"  # a new game: the page shown from its top
COACH_CACHE = "play_coach_cache"  # (round on the table, the coach's figures for it)
VIEW_CACHE = "play_view_cache"  # (round on the table, language, its texts: play.py)
SCROLL = "play_scroll"  # a move was made: bring the hand and the moves back into view


def level_text(level: str) -> str:
    """A computer players' level, as the level picker shows it."""
    return t(f"play-level-{level}")


def note(msg_id: str, **values: object) -> tuple[str, dict[str, object]]:
    """A page message kept as its id and values (the session keeps it in no language)."""
    return (msg_id, values)


def note_text(message: object) -> str:
    """A kept message in the visitor's language now: a page message or a reason."""
    if isinstance(message, tuple):
        msg_id, values = message
        return t(msg_id, **values)
    return say(message)


def new_game(rules: Rules, opponents: int, level: Level, seed: int, dealer: int = 0) -> None:
    setup, r = new_setup(rules, opponents, level, seed, dealer)
    ss[GAME] = {"setup": setup, "round": r}
    ss[HINT] = 0
    ss[HAND] = []
    ss.pop(MESSAGE, None)
    write_link(setup)


def write_link(setup: Setup) -> None:
    """The game into the address bar (the rules are kept there by the app's state); the
    parameters of the other kind of game (a lesson's position, or a dealt round) go."""
    params = link_params(setup)
    for p in (*PARAMS, *LESSON_PARAMS):
        if p not in params and p in st.query_params:
            del st.query_params[p]
    st.query_params.update({k: v for k, v in params.items() if k != RULES_PARAM})


def replay_link(setup: Setup) -> str:
    """The address of this page that deals the same round and replays the learner's moves:
    absolute when the browser's address is known, else relative to the app."""
    base = "play"
    try:
        url = st.context.url
    except (AttributeError, RuntimeError):
        url = None
    if url:
        parts = urlsplit(url)
        base = urlunsplit((parts.scheme, parts.netloc, quote(parts.path), "", ""))
    return f"{base}?{urlencode(link_params(setup))}"


def game_from_link(rules: Rules) -> dict | None:
    """The game the link describes, replayed move by move; ``None`` if there is none. A
    link that cannot be replayed leaves a message and no game. A lesson's position
    (``play_lesson`` and ``play_step``) is set up from the lesson."""
    q = st.query_params
    lesson = "play_lesson" in q or "play_step" in q
    if "play_seed" not in q and not lesson:
        return None
    try:
        if lesson:
            params = {p: q.get(p) for p in LESSON_PARAMS if p in q}
            setup, r = replay_lesson(params, book.load(), rules)
        else:
            setup, r = replay({p: q.get(p) for p in PARAMS if p in q}, rules)
    except (ValueError, HoolaError) as e:
        ss[MESSAGE] = note("play-page-link-not-restored", detail=e)
        for p in (*PARAMS, *LESSON_PARAMS):
            if p in q:
                del q[p]
        return None
    return {"setup": setup, "round": r}


def linked_lesson_changed() -> bool:
    """Whether the link names a lesson's position other than the game in the session (the
    learner came from a lesson's "Play this position")."""
    q = st.query_params
    if "play_lesson" not in q and "play_step" not in q:
        return False
    setup = (ss.get(GAME) or {}).get("setup", {})
    return (q.get("play_lesson"), q.get("play_step")) != (
        setup.get("lesson"),
        str(setup.get("step")),
    )


def play(action: Action) -> None:
    """Button callback: the learner's move, then the computer players' moves."""
    game = ss.get(GAME)
    if game is None:
        return
    r: Round = game["round"]
    legal = r.legal_actions()
    if r.to_move == ME and r.phase == "claim" and action not in legal:
        why = r.refusal(action)  # a claim with a card that melds with nothing in hand
        ss[MESSAGE] = why if why is not None else note("play-page-move-gone")
        return
    if r.to_move != ME or action not in legal or lesson_done(game):
        ss[MESSAGE] = note("play-page-move-gone")
        return
    start = time.perf_counter()
    game["setup"]["moves"].append(legal.index(action))
    game["round"] = advance(r.apply(action), game["setup"])
    ss[TIMING] = {"move": (time.perf_counter() - start) * 1000, "table": 0.0}
    ss[HINT] = 0
    ss[HAND] = []
    ss[SCROLL] = True
    ss.pop(MESSAGE, None)
    write_link(game["setup"])


def lesson_of(game: dict) -> tuple[L.Lesson, int] | None:
    """The lesson and the index of its play step, when the game is a lesson's position."""
    setup = game["setup"]
    if not setup.get("lesson"):
        return None
    try:
        return lesson_step(book.load(), setup["lesson"], str(setup["step"]))
    except (ValueError, HoolaError):
        return None


def lesson_done(game: dict) -> bool:
    """Whether the game is a lesson's position and its short play is over."""
    found = lesson_of(game)
    if found is None:
        return False
    step = found[0].steps[found[1]]
    return isinstance(step, L.PlayStep) and played_out(game["round"], step, ME)


def start_lesson(lesson_id: str, number: int) -> None:
    """Set the table up at a lesson's position again (a button callback)."""
    lesson, index = lesson_step(book.load(), lesson_id, str(number))
    setup, r = lesson_game(lesson, index, current_rules())
    ss[GAME] = {"setup": setup, "round": r}
    ss[HINT] = 0
    ss[HAND] = []
    ss.pop(MESSAGE, None)
    write_link(setup)


def back_to_lesson(lesson_id: str, index: int) -> None:
    """Button callback: open the lesson at the played step."""
    book.go_to(lesson_id, index)
    ss["play_goto_lesson"] = True


def more_hint() -> None:
    ss[HINT] = min(int(ss.get(HINT, 0)) + 1, 3)
