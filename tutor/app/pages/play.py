"""Play a round: a whole round of Hoola against computer players, with a coach.

Everything about the game comes from ``tutor.play`` (the round, the bots, the coach) and
the settlement from the engine; this page only draws it. The table is a fragment, so a
click redraws the table and not the page. The game in progress is kept in the session and
in the link (seed, opponents, level and the learner's moves), so a reload comes back to it.
"""

from __future__ import annotations

import random
import time

import streamlit as st

from tutor.app.cards_view import CARD_CSS
from tutor.app.lang import localized
from tutor.app.layout import mark_fragment_run, preset_picker
from tutor.app.page_paths import page_file
from tutor.app.phone import scroll_into_view, scroll_to_top
from tutor.app.play_coach_view import (
    coach_panel,
    hint_box,
)
from tutor.app.play_end import (
    end_section,
    lesson_banner,
    lesson_end_section,
)
from tutor.app.play_link import (
    ME,
    SEED_MAX,
)
from tutor.app.play_session import (
    COACH,
    GAME,
    HAND,
    MESSAGE,
    SCROLL,
    TIMING,
    TOP,
    VIEW_CACHE,
    game_from_link,
    lesson_done,
    lesson_of,
    level_text,
    linked_lesson_changed,
    new_game,
    note,
    note_text,
    play,
    replay_link,
    ss,
)
from tutor.app.safe import plain
from tutor.app.state import current_rules, preset_of
from tutor.app.table_view import TABLE_CSS, piles_html
from tutor.app.table_view import seats_html as table_seats
from tutor.app.widgets import pill_text, touch_pills
from tutor.engine.cards import sort_cards
from tutor.engine.errors import HoolaError
from tutor.engine.rules import Rules
from tutor.play import LEVELS, IllegalAction, Round
from tutor.play.actions import Action, ActionKind
from tutor.play.round import max_opponents
from tutor.words import current, t
from tutor.words.engine import preset_name
from tutor.words.play import (
    action_text,
    event_text,
    status_code,
    status_text,
)


def seats_html(r: Round) -> str:
    """The seats round the table as the learner sees them (:mod:`tutor.app.table_view`)."""
    return table_seats(r, ME)


def status_line(r: Round) -> str:
    """Whose move it is and what they may do, as safe Markdown."""
    draws_only = all(a.kind in ("draw-stock", "take-discard") for a in r.legal_actions())
    code = status_code(r.phase, r.to_move, ME, draws_only=draws_only)
    window = r.window  # set while a discard may be claimed
    if window is None:
        return plain(status_text(code, name=r.to_move or ""))
    return plain(
        status_text(code, name=r.to_move or "", discarder=window.discarder, card=window.card)
    )


def recent_log(r: Round, n: int = 8) -> list[str]:
    """What happened since the learner's last move (at most ``n`` lines)."""
    view = r.view(ME)
    events = list(view.log)
    ends = ("discard", "pass", "stay-in", "drop-out")
    last_mine = max(
        (i for i, e in enumerate(events) if e.player == ME and e.kind in ends), default=-1
    )
    shown = events[last_mine + 1 :] if last_mine >= 0 else events
    return [event_text(e) for e in shown[-n:]]


def position_view(r: Round) -> dict[str, str]:
    """What the table shows of the position ``r`` that a card tap leaves as it is (whose
    move, the piles, the recent log, the seats, the whole log), written once per position
    and language: a tap reruns the table and reuses them (the round is replaced on every
    move, so the round itself is the key)."""
    lang = current()
    held = ss.get(VIEW_CACHE)
    if held is not None and held[0] is r and held[1] == lang:
        return held[2]
    lines = recent_log(r)
    view = {
        "status": status_line(r),
        "piles": CARD_CSS + TABLE_CSS + piles_html(r),
        "recent": "\n".join(f"- {plain(x)}" for x in lines),
        "seats": seats_html(r),
        "log": "\n".join(f"{i + 1}. {plain(event_text(e))}" for i, e in enumerate(r.view(ME).log)),
    }
    ss[VIEW_CACHE] = (r, lang, view)
    return view


def action_buttons(r: Round, coach_on: bool) -> None:
    legal = r.legal_actions()
    simple = [a for a in legal if a.kind not in ("meld", "lay-off", "discard")]
    if r.phase == "claim" and Action("claim") not in simple:
        simple.insert(0, Action("claim"))  # offered whether or not it melds: asking tells nothing
    if simple:
        cols = st.columns(min(len(simple), 3))
        for i, a in enumerate(simple):
            cols[i % len(cols)].button(
                action_text(a),
                key=f"play_do_{a.kind}_{i}",
                on_click=play,
                args=(a,),
                type="primary" if a.kind in ("go-out", "blast", "four-sevens") else "secondary",
                width="stretch",
            )
    if r.phase != "play":
        return
    hand = sort_cards(r.hand_of[ME])
    picked = [i for i in ss.get(HAND, []) if 0 <= i < len(hand)]
    chosen = sort_cards(hand[i] for i in picked)
    if not chosen:
        st.caption(plain(t("play-page-tap-cards")))
        return
    fits = [a for a in legal if a.kind in ("meld", "lay-off", "discard") and a.cards == chosen]
    if fits:
        cols = st.columns(min(len(fits), 3))
        for i, a in enumerate(fits):
            cols[i % len(cols)].button(
                action_text(a), key=f"play_card_{i}", on_click=play, args=(a,), width="stretch"
            )
        return
    why = None
    if coach_on:
        kind: ActionKind = "discard" if len(chosen) == 1 else "meld"
        try:
            r.apply(Action(kind, chosen))
        except IllegalAction as e:
            why = e.reason
    st.caption(plain(t("play-page-no-move-with", cards=chosen, why=why)))


def hand_picker(r: Round) -> None:
    hand = sort_cards(r.hand_of.get(ME, ()))
    if not hand:
        return
    # One drawing of the hand before and after the draw: the same pills, tappable only
    # when a card is to be chosen (faces before the draw and pills after read as two hands).
    waiting = r.phase != "play" or r.to_move != ME
    touch_pills(
        t("play-page-your-hand"),
        list(range(len(hand))),
        key=HAND,
        format_func=lambda i: pill_text(hand[i]),
        disabled=waiting,
    )


@st.fragment
def table_fragment() -> None:
    start = time.perf_counter()
    draw_table()
    if TIMING in ss:  # server time of the last click, read by bench/bench_play.py
        ss[TIMING]["table"] = (time.perf_counter() - start) * 1000
    mark_fragment_run()  # a run of the table alone is counted too


def table_section(r: Round, done: bool) -> None:
    """The table: what the learner acts on first, so it fits one phone screen after every
    move (whose move, the piles, the hand and the moves open now; brought back to the top
    of the screen after a move), then the log, the seats and the coach. ``done``: a
    lesson's short play is over, and no move is offered."""
    view = position_view(r)
    with st.container(key="play_table"):
        status = plain(t("lesson-play-done")) if done and not r.over else view["status"]
        st.markdown(f"**{status}**")
        st.html(view["piles"])
        with st.container(key="play_hand_box"):
            hand_picker(r)
        coach_on = False
        if not r.over and r.to_move == ME and not done:
            ss.setdefault(COACH, True)
            action_buttons(r, bool(ss.get(COACH)))
            coach_on = st.toggle(
                t("play-page-coach-toggle"), key=COACH, help=t("play-page-coach-toggle-help")
            )
            if coach_on:
                hint_box(r)
        if not done and ss.pop(SCROLL, False):
            scroll_into_view("play_table")
        if view["recent"]:
            st.markdown(view["recent"])
        st.html(view["seats"])
        if coach_on:
            coach_panel(r)


def draw_table() -> None:
    game = ss.get(GAME)
    if game is None:
        return
    if ss.pop("play_goto_payout", False):
        st.switch_page(page_file("payout"))
    if ss.pop("play_goto_lesson", False):
        st.switch_page(page_file("lessons"))
    r: Round = game["round"]
    setup = game["setup"]
    if ss.pop(TOP, False):
        scroll_to_top()
    message = ss.get(MESSAGE)
    if message:
        st.info(plain(note_text(message)), icon="ℹ️")
    found = lesson_of(game)
    done = lesson_done(game)
    if found is not None:
        lesson_banner(game, *found)
    table_section(r, done)
    if found is not None and done:
        lesson_end_section(r, *found)
        if ss.pop(SCROLL, False):  # the short play is over: its review in the first screen
            scroll_into_view("play_lesson_result")
    if r.over:
        end_section(r, review=found is None)
    with st.expander(t("play-page-whole-log")):
        st.markdown(position_view(r)["log"])
    url = replay_link(setup)
    preset = plain(preset_name(preset_of(r.rules)))
    st.caption(
        t(
            "play-page-link-caption",
            seed=str(setup["seed"]),
            level=plain(level_text(setup["level"])),
            preset=preset,
            url=url,
        )
    )
    with st.expander(t("play-page-copy-link")):
        st.code(url, language=None, wrap_lines=True)


def setup_section(rules: Rules) -> None:
    game = ss.get(GAME)
    with st.expander(t("play-page-setup"), expanded=game is None):
        rules = preset_picker("play_preset")
        cols = st.columns(3)
        top = max_opponents(rules)
        cols[0].number_input(t("play-page-opponents"), 1, top, value=min(3, top), key="play_opp_in")
        cols[1].selectbox(
            t("play-page-level"),
            LEVELS,
            key="play_level_in",
            format_func=localized(level_text),
            help=t("play-page-level-help"),
        )
        ss.setdefault("play_seed_in", random.randrange(SEED_MAX + 1))
        cols[2].number_input(
            t("play-page-seed"), 0, SEED_MAX, key="play_seed_in", help=t("play-page-seed-help")
        )
        st.button(t("play-page-deal"), key="play_deal", type="primary", on_click=deal_clicked)


def deal_clicked() -> None:
    rules = current_rules()
    try:
        new_game(rules, int(ss["play_opp_in"]), ss["play_level_in"], int(ss["play_seed_in"]))
    except HoolaError as e:
        ss.pop(GAME, None)
        ss[MESSAGE] = note("play-page-not-dealt", detail=e)
        return
    ss["play_seed_in"] = random.randrange(SEED_MAX + 1)


def render() -> None:
    st.title(t("play-page-title"))
    st.markdown(plain(t("play-page-intro")))
    rules = current_rules()
    if GAME not in ss or linked_lesson_changed():
        restored = game_from_link(rules)
        if restored is not None:
            ss[GAME] = restored
    game = ss.get(GAME)
    if game is not None and Rules.from_spec(game["setup"]["rules"]) != rules:
        dealt = preset_of(Rules.from_spec(game["setup"]["rules"]))
        st.caption(plain(t("play-page-dealt-rules", preset=dealt)))
    if game is None and ss.get(MESSAGE):
        st.warning(plain(note_text(ss.pop(MESSAGE))), icon="⚠️")
    setup_section(rules)
    table_fragment()


render()
