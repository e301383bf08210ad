"""The end of a round at the practice table: the settlement, the review of every decision
(worked out when asked for), play again, into the ledger or the payout checker, and a
lesson's short play ending with its review as the step's feedback."""

from __future__ import annotations

import random
from datetime import datetime
from decimal import Decimal

import pandas as pd
import streamlit as st

from tutor.app import lesson_book as book
from tutor.app.charts import money_flow, waterfall
from tutor.app.club import games_for
from tutor.app.learner import public
from tutor.app.play_link import (
    ME,
    SEED_MAX,
)
from tutor.app.play_session import (
    GAME,
    LEDGER,
    MESSAGE,
    REVIEW,
    TOP,
    back_to_lesson,
    new_game,
    note,
    ss,
    start_lesson,
)
from tutor.app.plots import show_chart
from tutor.app.puzzle_keep import keep_mistakes, kept_note
from tutor.app.review_view import show_review
from tutor.app.round_model import load_into_form
from tutor.app.safe import plain
from tutor.app.state import set_rules
from tutor.app.table_view import who
from tutor.engine.cards import format_cards, parse_cards
from tutor.engine.errors import HoolaError
from tutor.engine.ledger import Game
from tutor.engine.rules import Rules
from tutor.engine.settlement import Settlement, settle
from tutor.play import Round, review
from tutor.play.lesson_play import step_attempt
from tutor.store.db import db_target
from tutor.store.ledger_store import LedgerStore
from tutor.store.progress import StoreUnavailable
from tutor.teach import lessons as L
from tutor.words import render_all, t
from tutor.words.play import (
    outcome_text,
)
from tutor.words.progress import learner_message


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


def mine(r: Round) -> list[int]:
    """The indices of the round's moves that were the learner's."""
    return [i for i, _ in enumerate(r.moves) if _mover(r, i) == ME]


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
    record = r.record()  # settled and offered for download: built once a run
    s = settle(record)
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
        record.to_json(),
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
    assert isinstance(step, L.PlayStep)  # the table plays a lesson's play step only
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
