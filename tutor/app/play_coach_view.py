"""The coach at the practice table: its panel (the endings open now, the knock's risk, the best
arrangement, each discard's danger; worked out once per position) and the hint box (three
levels, each a reason from :mod:`tutor.play`, with its move to play)."""

from __future__ import annotations

from typing import Any

import pandas as pd
import streamlit as st

from tutor.app.cards_view import CARD_CSS, groups_html
from tutor.app.citations import cite
from tutor.app.play_link import (
    ME,
)
from tutor.app.play_session import (
    COACH_CACHE,
    HINT,
    HINTS,
    more_hint,
    play,
    ss,
)
from tutor.app.safe import plain
from tutor.app.table_view import who
from tutor.play import Round, hint
from tutor.play.coach import (
    COACH_SAMPLES,
    arrangement,
    discard_dangers,
    discardable,
    endings_now,
    knock_risk,
)
from tutor.words import listing, render_all, t
from tutor.words import render as say
from tutor.words.engine import verdict_title
from tutor.words.play import (
    action_text,
)


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
