"""Play a round: a whole round of Hoola against computer players, with a coach.

Everything about the game comes from ``tutor.play`` (the round, the bots, the coach) and
the settlement from the engine; this page only draws it. The table is a fragment, so a
click redraws the table and not the page. The game in progress is kept in the session and
in the link (seed, opponents, level and the learner's moves), so a reload comes back to it.
"""

from __future__ import annotations

import random
import time
from datetime import datetime
from decimal import Decimal
from typing import Any
from urllib.parse import quote, urlencode, urlsplit, urlunsplit

import pandas as pd
import streamlit as st

from tutor.app import lesson_book as book
from tutor.app.cards_view import CARD_CSS, groups_html
from tutor.app.charts import money_flow, waterfall
from tutor.app.citations import cite
from tutor.app.club import games_for
from tutor.app.lang import localized
from tutor.app.layout import mark_run, preset_picker
from tutor.app.learner import public
from tutor.app.page_paths import page_file
from tutor.app.phone import scroll_into_view, scroll_to_top
from tutor.app.play_link import (
    LESSON_PARAMS,
    ME,
    PARAMS,
    SEED_MAX,
    advance,
    lesson_game,
    lesson_step,
    link_params,
    new_setup,
    replay,
    replay_lesson,
)
from tutor.app.plots import show_chart
from tutor.app.puzzle_keep import keep_mistakes, kept_note
from tutor.app.review_view import show_review
from tutor.app.round_model import load_into_form
from tutor.app.safe import plain
from tutor.app.state import RULES_PARAM, current_rules, preset_of, set_rules
from tutor.app.table_view import TABLE_CSS, piles_html, who
from tutor.app.table_view import seats_html as table_seats
from tutor.app.widgets import pill_text, touch_pills
from tutor.engine.cards import format_cards, parse_cards, sort_cards
from tutor.engine.errors import HoolaError
from tutor.engine.ledger import Game
from tutor.engine.rules import Rules
from tutor.engine.settlement import Settlement, settle
from tutor.play import LEVELS, IllegalAction, Round, hint, review
from tutor.play.actions import Action
from tutor.play.coach import (
    COACH_SAMPLES,
    arrangement,
    discard_dangers,
    discardable,
    endings_now,
    knock_risk,
)
from tutor.play.lesson_play import played_out, step_attempt
from tutor.play.round import max_opponents
from tutor.store.db import db_target
from tutor.store.ledger_store import LedgerStore
from tutor.store.progress import StoreUnavailable
from tutor.teach import lessons as L
from tutor.words import listing, render_all, t
from tutor.words import render as say
from tutor.words.engine import preset_name, verdict_title
from tutor.words.play import (
    action_text,
    event_text,
    outcome_text,
    status_code,
    status_text,
)
from tutor.words.progress import learner_message

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
SCROLL = "play_scroll"  # a move was made: bring the hand and the moves back into view


# -- words: every message is kept as data and written when shown -------------------------------


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


# -- the game in the session and the link ------------------------------------------------------


def new_game(rules: Rules, opponents: int, level: str, seed: int, dealer: int = 0) -> None:
    setup, r = new_setup(rules, opponents, level, seed, dealer)
    ss[GAME] = {"setup": setup, "round": r}
    ss[HINT] = 0
    ss[HAND] = []
    ss.pop(MESSAGE, None)
    write_link(setup)


def write_link(setup: dict) -> None:
    """The game into the address bar (the rules are kept there by the app's state); the
    parameters of the other kind of game (a lesson's position, or a dealt round) go."""
    params = link_params(setup)
    for p in (*PARAMS, *LESSON_PARAMS):
        if p not in params and p in st.query_params:
            del st.query_params[p]
    st.query_params.update({k: v for k, v in params.items() if k != RULES_PARAM})


def replay_link(setup: dict) -> str:
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


# -- a lesson's position played out ---------------------------------------------------------


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


def mine(r: Round) -> list[int]:
    """The indices of the round's moves that were the learner's."""
    return [i for i, _ in enumerate(r.moves) if _mover(r, i) == ME]


def record_lesson(lesson: L.Lesson, index: int, r: Round, rv) -> None:  # rv: Review
    """The review as the step's feedback, and its stars, in the learner's lesson book."""
    name = lesson.step_name(index)
    book.state(lesson.id).verdicts[name] = {
        "verdict": "played", "review": rv, "mine": mine(r), "moves": list(r.moves),
    }  # fmt: skip
    book.save_stars(lesson.id, name, step_attempt(rv))


def lesson_banner(game: dict, lesson: L.Lesson, index: int) -> None:
    """Which lesson step this table plays, and its prompt while nothing is played yet."""
    step = lesson.steps[index]
    title = step.title or lesson.title
    st.caption(plain(t("lesson-play-banner", lesson=lesson.title, step=title)))
    if not game["setup"]["moves"]:
        with st.expander(t("lesson-play-position"), expanded=False):
            st.markdown(step.prompt)


def lesson_end_section(r: Round, lesson: L.Lesson, index: int) -> None:
    """The short play is over: its review (worked out at once) is the step's feedback, with
    the stars it earns, and the way back to the lesson."""
    step = lesson.steps[index]
    with st.container(key="play_lesson_result"):
        st.subheader(t("lesson-play-review-title"))
        rv = graded(r)
        if rv is None:
            with st.spinner(t("play-page-thinking")):
                grade(r)
            rv = graded(r)
            record_lesson(lesson, index, r, rv)
        stars = step_attempt(rv).stars
        st.markdown(
            plain(
                t(
                    "lesson-play-stars",
                    stars="★" * stars + "☆" * (3 - stars),
                    count=stars,
                    over=r.over,
                )
            )
        )
        show_review(rv)
        if isinstance(step, L.PlayStep) and step.explain:
            with st.expander(t("lesson-play-explain")):
                st.markdown(step.explain)
        cols = st.columns(2)
        cols[0].button(
            t("lesson-play-back"),
            key="play_lesson_back",
            type="primary",
            on_click=back_to_lesson,
            args=(lesson.id, index),
            width="stretch",
        )
        cols[1].button(
            t("lesson-play-again"),
            key="play_lesson_again",
            on_click=start_lesson,
            args=(lesson.id, index + 1),
            width="stretch",
        )


def more_hint() -> None:
    ss[HINT] = min(int(ss.get(HINT, 0)) + 1, 3)


# -- the table -----------------------------------------------------------------------------------


def seats_html(r: Round) -> str:
    """The seats round the table as the learner sees them (:mod:`tutor.app.table_view`)."""
    return table_seats(r, ME)


def status_line(r: Round) -> str:
    """Whose move it is and what they may do, as safe Markdown."""
    draws_only = all(a.kind in ("draw-stock", "take-discard") for a in r.legal_actions())
    code = status_code(r.phase, r.to_move, ME, draws_only=draws_only)
    window = r.window  # set while a discard may be claimed
    values = {"discarder": window.discarder, "card": window.card} if window else {}
    return plain(status_text(code, name=r.to_move or "", **values))


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


# -- the learner's moves ---------------------------------------------------------------------------


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
        kind = "discard" if len(chosen) == 1 else "meld"
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


# -- the coach -------------------------------------------------------------------------------------


def coach_figures(r: Round) -> dict[str, Any]:
    """The coach's estimates for the position on the table (the endings open now, the
    knock's risk, the best arrangement, each discard's danger), worked out once per
    position: a card tap changes nothing on the table, so its run reuses them (the danger
    sampling was two thirds of a tap's server time)."""
    held = ss.get(COACH_CACHE)
    if held is not None and held[0] is r:  # the round on the table is replaced on every move
        return held[1]
    view = r.view(ME)
    figures: dict[str, Any] = {"verdicts": None, "knock": None, "dangers": None}
    if r.phase == "draw" and r.to_move == ME:
        figures["verdicts"] = endings_now(view)
        if any(a.kind == "knock" for a in r.legal_actions()):
            figures["knock"] = knock_risk(view, COACH_SAMPLES, r.seed)[1]
    figures["best"], figures["why"] = arrangement(view)
    cards = discardable(r, ME) if r.phase == "play" and r.to_move == ME else ()
    if cards:
        figures["dangers"] = discard_dangers(view, cards, COACH_SAMPLES, r.seed, perfect=True)
    ss[COACH_CACHE] = (r, figures)
    return figures


def coach_panel(r: Round) -> None:
    figures = coach_figures(r)
    with st.container(border=True, key="play_coach"):
        st.markdown(f"**{plain(t('play-page-coach'))}**")
        verdicts = figures["verdicts"]
        if verdicts is not None:
            open_now = [verdict_title(v.kind) for v in verdicts if v.allowed]
            st.markdown(plain(t("play-page-open-now", endings=listing(open_now) or None)))
            with st.expander(t("play-page-endings-why")):
                for v in verdicts:
                    why = " ".join(plain(x) for x in render_all(v.why))
                    st.markdown(f"**{plain(verdict_title(v.kind))}** ({cite(v.point)}): {why}")
            if figures["knock"] is not None:
                st.markdown(plain(say(figures["knock"])))
        best, why = figures["best"], figures["why"]
        if best.melds:
            label = t("play-page-best-melds")
            st.html(CARD_CSS + groups_html([m.cards for m in best.melds], label=label))
        st.caption(plain(say(why)))
        dangers = figures["dangers"]
        if dangers:
            col = {k: t(f"play-page-col-{k}") for k in ("card", "melds", "range", "perfect")}
            rows = [{col["card"]: d.card.pretty, col["melds"]: f"{d.p:.0%}",
                     col["range"]: _range(d), col["perfect"]: f"{d.perfect:.0%}"}
                    for d in dangers.values()]  # fmt: skip
            takers = next(iter(dangers.values())).reason["players"]
            names = listing([who(n) for n in takers])
            st.markdown(t("play-page-throw-each", who=plain(names)))
            st.table(pd.DataFrame(rows).set_index(col["card"]))
            risk = t("play-page-risk-note", claimants=len(takers), samples=COACH_SAMPLES)
            st.caption(plain(risk))


def _range(d) -> str:  # d: Danger
    low, high = d.reason.get("low", d.p), d.reason.get("high", d.p)
    return f"{low:.0%}" if round(low, 2) == round(high, 2) else f"{low:.0%}–{high:.0%}"


def hint_box(r: Round) -> None:
    level = int(ss.get(HINT, 0))
    if r.to_move != ME:
        return
    st.button(
        t("play-page-hint", level=level), key="play_hint", on_click=more_hint, disabled=level >= 3
    )
    if level:
        cache = ss.setdefault(HINTS, {})
        key = (r.seed, len(r.moves), level)
        if key not in cache:
            with st.spinner(t("play-page-thinking")):
                if len(cache) > 8:  # a statement, not an expression: Streamlit shows those
                    cache.clear()
                cache[key] = hint(r, ME, level, seed=r.seed)
        h = cache[key]
        with st.container(key="play_hint_box"):
            link = f" ({cite(h.reason.point)})" if h.level >= 2 else ""
            st.info(plain(say(h.reason)) + link, icon="💡")
            if h.move is not None:
                st.button(
                    t("play-page-play-it", action=action_text(h.move)),
                    key="play_hint_do",
                    on_click=play,
                    args=(h.move,),
                )


# -- the end of the round --------------------------------------------------------------------------


def outcome_words(r: Round, s: Settlement) -> str:
    o = r.outcome
    assert o is not None
    ender = o.knocker if o.ending == "knock" else o.winner
    return plain(outcome_text(o.ending, o.perfect, ender, s.winner, s.collected))


@st.cache_resource(show_spinner=False)
def _store(path: str) -> LedgerStore:
    return LedgerStore(path)


def add_to_ledger(r: Round) -> None:
    record = r.record()
    try:
        store = games_for(_store(str(db_target())))
        if store is None:  # club mode, nobody signed in
            detail = learner_message("sign-in-to-save")
            ss[MESSAGE] = note("play-page-ledger-failed", detail=detail)
            return
        game_id = ss.get(LEDGER)
        if game_id and store.has_game(game_id):
            try:
                store.add_round(game_id, record)
                ss[MESSAGE] = note("play-page-ledger-added")
                return
            except (HoolaError, ValueError):
                pass  # a different table or rotation: start a new game below
        name = t("play-page-ledger-game", when=f"{datetime.now():%Y-%m-%d %H:%M}")
        game = Game(
            name=name,
            players=r.seating,
            rules=r.rules.to_spec(),
            stake=Decimal(1),
            first_dealer=r.dealer,
        )
        game = store.create_game(game)
        store.add_round(game.id, record)
        ss[LEDGER] = game.id
        ss[MESSAGE] = note("play-page-ledger-new")
    except (StoreUnavailable, HoolaError, ValueError) as e:
        ss[MESSAGE] = note("play-page-ledger-failed", detail=public(e))


def open_in_payout(r: Round) -> None:
    record = r.record()
    set_rules(r.rules)
    load_into_form("payout_form", record)
    ss["payout_record"] = record.to_json()
    ss["payout_step"] = 0
    ss["play_goto_payout"] = True


def play_again(r: Round) -> None:
    ss[TOP] = True  # the new game's table from the page's top
    setup = ss[GAME]["setup"]
    if setup.get("lesson"):
        start_lesson(setup["lesson"], setup["step"])
        return
    winner = settle(r.record()).winner
    dealer = setup["names"].index(winner) if winner in setup["names"] else 0
    new_game(
        r.rules, len(setup["names"]) - 1, setup["level"], random.randrange(SEED_MAX + 1), dealer
    )


def pretty_hand(text: str, rules: Rules) -> str:
    return format_cards(parse_cards(text, rules), pretty=True) or "—"


def _mover(r: Round, i: int) -> str | None:
    """Who made move ``i`` of the round."""
    return r.movers[i] if i < len(r.movers) else None


def grade(r: Round) -> None:
    """Button callback: grade every decision of the round (a search for each, a few
    seconds in all) and keep the review for this round."""
    ss[REVIEW] = ((r.seed, r.moves), review(r, ME, seed=r.seed))
    keep_mistakes(r, ME, ss[REVIEW][1])  # the clear and serious ones become puzzles


def graded(r: Round):  # -> Review | None
    """The round's review, if it has been worked out."""
    done = ss.get(REVIEW)
    return done[1] if done is not None and done[0] == (r.seed, r.moves) else None


def review_section(r: Round) -> None:
    """Every decision of the learner graded against the coach's, with its expected cost
    (worked out when asked for: a search for each decision takes a few seconds)."""
    rv = graded(r)
    if rv is None:
        st.button(
            t("play-page-grade"),
            key="play_grade",
            on_click=grade,
            args=(r,),
            type="primary",
            help=t("play-page-grade-help"),
        )
        return
    show_review(rv)
    kept_note()


def end_section(r: Round, review: bool = True) -> None:
    s = settle(r.record())
    with st.container(key="play_result"):
        st.subheader(t("play-page-settlement"))
        st.markdown(outcome_words(r, s))
        st.markdown("\n".join(f"- {plain(x)}" for x in render_all(s.winner_why)))
        col = {k: t(f"play-page-col-{k}") for k in ("player", "hand", "laid", "points", "net")}
        rows = []
        for p in s.players:
            row = {col["player"]: who(p.name), col["hand"]: pretty_hand(p.hand, r.rules)}
            if any(q.melds for q in s.players):  # the showdown at the end of the stock
                row[col["laid"]] = " · ".join(p.melds) or "—"
            rows.append({**row, col["points"]: p.points, col["net"]: s.net.get(p.name, 0)})
        st.table(pd.DataFrame(rows).set_index(col["player"]))
        if ME in [line.name for line in s.lines]:
            line = s.line_for(ME)
            alt = t("play-page-your-payment", base=line.base, total=line.total)
            show_chart(waterfall(line), key="play_waterfall", alt=alt)
        elif s.transfers or s.penalty:
            show_chart(money_flow(s), key="play_flow", alt=t("play-page-who-pays"))
    if review:  # a lesson's position shows its review above, as the step's feedback
        with st.container(key="play_review"):
            st.subheader(t("play-page-review"))
            review_section(r)
    cols = st.columns(2)
    cols[0].button(
        t("play-page-again"),
        key="play_again",
        on_click=play_again,
        args=(r,),
        type="primary",
        width="stretch",
    )
    cols[1].button(
        t("play-page-to-ledger"),
        key="play_ledger",
        on_click=add_to_ledger,
        args=(r,),
        width="stretch",
    )
    cols = st.columns(2)
    cols[0].download_button(
        t("play-page-download"),
        r.record().to_json(),
        file_name=f"hoola-practice-{r.seed}.json",
        mime="application/json",
        key="play_download",
        width="stretch",
    )
    cols[1].button(
        t("play-page-to-payout"),
        key="play_payout",
        on_click=open_in_payout,
        args=(r,),
        width="stretch",
    )


# -- the page -------------------------------------------------------------------------------


@st.fragment
def table_fragment() -> None:
    start = time.perf_counter()
    draw_table()
    if TIMING in ss:  # server time of the last click, read by bench/bench_play.py
        ss[TIMING]["table"] = (time.perf_counter() - start) * 1000
    mark_run()  # a run of the table alone is counted too


def table_section(r: Round, done: bool) -> None:
    """The table: what the learner acts on first, so it fits one phone screen after every
    move (whose move, the piles, the hand and the moves open now; brought back to the top
    of the screen after a move), then the log, the seats and the coach. ``done``: a
    lesson's short play is over, and no move is offered."""
    with st.container(key="play_table"):
        status = plain(t("lesson-play-done")) if done and not r.over else status_line(r)
        st.markdown(f"**{status}**")
        st.html(CARD_CSS + TABLE_CSS + piles_html(r))
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
        lines = recent_log(r)
        if lines:
            st.markdown("\n".join(f"- {plain(x)}" for x in lines))
        st.html(seats_html(r))
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
        st.markdown(
            "\n".join(f"{i + 1}. {plain(event_text(e))}" for i, e in enumerate(r.view(ME).log))
        )
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
