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
from tutor.words import current, listing, render_all, t
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
    parts = panel_parts(coach_figures(r))
    with st.container(border=True, key="play_coach"):
        st.markdown(parts["title"])
        if parts["open_now"] is not None:
            st.markdown(parts["open_now"])
            with st.expander(t("play-page-endings-why")):
                for line in parts["endings"]:
                    st.markdown(line)
            if parts["knock"] is not None:
                st.markdown(parts["knock"])
        if parts["best"] is not None:
            st.html(parts["best"])
        st.caption(parts["why"])
        if parts["table"] is not None:
            st.markdown(parts["throw"])
            st.table(parts["table"])
            st.caption(parts["risk"])


def panel_parts(figures: dict[str, Any]) -> dict[str, Any]:
    """The coach panel's text, HTML and table for the position's figures, written once per
    language and kept with the figures (a card tap redraws the panel from them: building
    the danger table's frame was a sixth of a tap)."""
    lang = current()
    kept = figures.get("parts")
    if kept is not None and kept[0] == lang:
        return kept[1]
    parts: dict[str, Any] = {"title": f"**{plain(t('play-page-coach'))}**", "open_now": None}
    verdicts = figures["verdicts"]
    if verdicts is not None:
        open_now = [verdict_title(v.kind) for v in verdicts if v.allowed]
        parts["open_now"] = plain(t("play-page-open-now", endings=listing(open_now) or None))
        parts["endings"] = [
            f"**{plain(verdict_title(v.kind))}** ({cite(v.point)}): "
            + " ".join(plain(x) for x in render_all(v.why))
            for v in verdicts
        ]
    parts["knock"] = plain(say(figures["knock"])) if figures["knock"] is not None else None
    best, why = figures["best"], figures["why"]
    label = t("play-page-best-melds")
    parts["best"] = (
        CARD_CSS + groups_html([m.cards for m in best.melds], label=label) if best.melds else None
    )
    parts["why"] = plain(say(why))
    parts["table"] = None
    dangers = figures["dangers"]
    if dangers:
        col = {k: t(f"play-page-col-{k}") for k in ("card", "melds", "range", "perfect")}
        rows = [{col["card"]: d.card.pretty, col["melds"]: f"{d.p:.0%}",
                 col["range"]: _range(d), col["perfect"]: f"{d.perfect:.0%}"}
                for d in dangers.values()]  # fmt: skip
        takers = next(iter(dangers.values())).reason["players"]
        names = listing([who(n) for n in takers])
        parts["throw"] = t("play-page-throw-each", who=plain(names))
        parts["table"] = pd.DataFrame(rows).set_index(col["card"])
        risk = t("play-page-risk-note", claimants=len(takers), samples=COACH_SAMPLES)
        parts["risk"] = plain(risk)
    figures["parts"] = (lang, parts)
    return parts


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
