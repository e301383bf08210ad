"""What a lesson shows beside its question: a worked probe (the hands or the round it asks
about, the seats and what each player was seen to do), a text step, and the comparison of
rules under the switches a step names. Drawn for :mod:`tutor.app.pages.lessons`; every fact
comes from :mod:`tutor.teach.lessons`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import streamlit as st

from tutor.app.cards_view import CARD_CSS, hand_html, show_groups, show_hand
from tutor.app.citations import link_citations
from tutor.app.compare import field_sources
from tutor.app.safe import html_text, plain, show_error
from tutor.app.terms import show_with_terms
from tutor.engine.cards import parse_cards
from tutor.engine.rules import Rules
from tutor.teach import lessons as L
from tutor.words import t
from tutor.words.engine import switch_description
from tutor.words.lessons import rules_label, say, switch_value
from tutor.words.switch_values import switch_label
from tutor.words.values import name_text


def bullets(lines: Sequence[Any]) -> str:
    return "\n".join(f"- {plain(say(line))}" for line in lines)


def record_tags(record: Mapping[str, Any], p: Mapping[str, Any], dealer: str) -> list[str]:
    """What a round record says about one player (message ids ``lessons-tag-…``)."""
    name = p["name"]
    tags = []
    if name == dealer:
        tags.append(t("lessons-tag-dealer"))
    if name == record.get("winner"):
        went_out = record["ending"] == "going-out"
        tags.append(t("lessons-tag-went-out" if went_out else "lessons-tag-winner"))
    if name == record.get("knocker"):
        tags.append(t("lessons-tag-knocked"))
    if name == record.get("perfect_discard_by"):
        tags.append(t("lessons-tag-fed-perfect"))
    if p.get("dropped_out"):
        tags.append(t("lessons-tag-dropped-out", how=str(p["dropped_out"])))
    else:
        tags.append(t("lessons-tag-melded" if p.get("melded") else "lessons-tag-never-melded"))
        if not p.get("had_turn", True):
            tags.append(t("lessons-tag-no-turn"))
    return tags


def record_html(record: Mapping[str, Any], rules: Rules | None) -> str:
    """Every player's hand in a round record, with what the record says about them."""
    rows = []
    dealer = record.get("dealer") or record["players"][0]["name"]
    for p in record["players"]:
        cards = parse_cards(p.get("hand", ""), rules)
        tags = t("lesson-sep-comma").join(record_tags(record, p, dealer))
        rows.append(hand_html(cards, label=t("lessons-record-player", name=p["name"], tags=tags)))
    ending = t(
        "lessons-record-ending",
        ending=str(record["ending"]),
        perfect=bool(record.get("perfect")),
    )
    head = f"<div style='font:500 .9rem system-ui,sans-serif'>{html_text(ending)}</div>"
    return CARD_CSS + head + "".join(rows)


def show_probe(probe: Any, rules: Rules | None) -> None:
    """What a question is about: the hand or cards, or the round record(s)."""
    if isinstance(probe, L.PayoutProbe):
        st.html(record_html(probe.record, rules))
        return
    if isinstance(probe, L.SeriesProbe):
        for n, rec in enumerate(probe.rounds, 1):
            st.caption(t("lessons-round", number=n))
            st.html(record_html(rec, rules))
        return
    if isinstance(probe, L.NextPlayerProbe):
        seats = " → ".join(f"**{plain(name_text(n))}**" for n in probe.seating)
        current = f"**{plain(name_text(probe.current))}**"
        st.markdown(t("lessons-seats", seats=seats, current=current))
        return
    if isinstance(probe, L.MeldProbe):
        show_hand(parse_cards(probe.cards), label=t("lessons-cards"))
        return
    show_hand(parse_cards(probe.hand), label=t("lessons-hand"))
    if isinstance(probe, L.PositionProbe) and probe.ask in L.TABLE_ASKS:
        show_seen(probe)
    if isinstance(probe, L.KnockProbe):
        st.caption(
            t(
                "lessons-knock-facts",
                players=probe.players,
                melded=probe.melded,
                others=probe.others_melded,
            )
        )
    elif isinstance(probe, L.BlastProbe) and probe.melded:
        st.caption(t("lessons-already-melded"))
    elif isinstance(probe, L.GoingOutProbe):
        st.caption(
            t(
                "lessons-going-out-facts",
                melded=probe.melded_before,
                others=probe.others_had_turn,
            )
        )


def show_seen(probe: L.PositionProbe) -> None:
    """A table position: the cards seen face up and how many cards each other player holds."""
    show_hand(parse_cards(probe.seen or ""), label=t("lessons-seen"))
    counts = t("lesson-sep-comma").join(str(n) for n in probe.others or [])
    st.caption(t("lessons-other-hands", counts=counts))


def text_step(step: L.TextStep) -> None:
    if step.title:
        st.markdown(f"### {step.title}")
    show_with_terms(link_citations(step.body))
    if step.cards:
        show_hand(parse_cards(step.cards))
    if step.groups:
        show_groups([parse_cards(g) for g in step.groups])


def compare_step(step: L.CompareStep) -> None:
    if step.title:
        st.markdown(f"### {step.title}")
    show_with_terms(link_citations(step.body))
    try:
        show_probe(step.show, None)
    except ValueError as e:
        show_error(e)
    for switch in step.switches:
        rows = "\n".join(
            f"| {plain(src)} | {plain(text)} |" for src, text in field_sources(switch).items()
        )
        st.markdown(
            f"**{plain(switch_label(switch))}** — {plain(switch_description(switch))}\n\n"
            f"| {t('lessons-source')} | {t('lessons-source-says')} |\n|---|---|\n{rows}"
        )
    columns = L.compare(step)
    for col, column in zip(st.columns(len(columns)), columns, strict=True):
        with col:
            st.markdown(f"**{plain(rules_label(column.rules))}**")
            values = (
                t("switch-setting", name=switch_label(k), value=switch_value(v, k))
                for k, v in column.values.items()
            )
            st.caption(plain(" · ".join(values)))
            out = column.outcome
            if out.error is not None:
                st.warning(t("lessons-refused", why=plain(say(out.error))))
            else:
                st.markdown(f"### {plain(say(out.shown))}")
                st.markdown(f"*{plain(say(out.heading))}*")
                with st.expander(t("lessons-why")):
                    st.markdown(bullets(out.why))
    if step.note:
        st.markdown(step.note)
