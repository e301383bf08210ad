"""Rules & variants: every switch with its sources, the presets side by side, where the
sources disagree, controls to change any switch, and the game's words in English and Korean."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from tutor.app.citations import RULEBOOK_PAGE, cite_all
from tutor.app.compare import (
    HOOLA_SOURCES,
    field_citation,
    field_label,
    field_sources,
    format_value,
    rules_fields,
    switch_controls,
)
from tutor.app.glossary import GLOSSARY, NAME_ALIKES
from tutor.app.layout import preset_picker
from tutor.app.learner import learner_param
from tutor.app.page_paths import page_file
from tutor.app.state import current_rules, preset_of, set_rules
from tutor.engine.rules import SILENT, Rules, switch_sources
from tutor.words import t
from tutor.words.catalog import text
from tutor.words.engine import preset_description, preset_name
from tutor.words.rulebook import source_name, source_title

TOPICS: dict[str, list[str]] = {
    "table": ["direction", "claim", "six_seven_players", "dropout_compensation"],
    "cards": ["ace", "seven_in_hand", "picture_cards_ten", "jokers", "joker_in_hand"],
    "ending": [
        "sopang_max",
        "daepang_min",
        "picture_blast",
        "knock_limit",
        "knock_needs",
        "discard_to_go_out",
        "perfect_needs_all_turns",
        "meld_at_stock_end",
        "tie",
    ],
    "payment": [
        "sevens_double",
        "undercut_doubles",
        "undercut_penalty",
        "hoola_doubles",
        "stock_melds_spare_doubling",
    ],
}
# The switches grouped by topic (each named rules-topic-<code>); a field missing here is
# shown under "other".

HIGHLIGHT = "background-color: #fff3c4; font-weight: 600"


def reset_to_preset() -> None:
    set_rules(Rules.preset(preset_of(current_rules())))


def topics() -> dict[str, list[str]]:
    listed = {f for fields in TOPICS.values() for f in fields}
    rest = [f for f in rules_fields() if f not in listed]
    return {**TOPICS, **({"other": rest} if rest else {})}


def in_force(rules: Rules) -> None:
    st.header(t("rules-in-force-title"))
    preset_picker("rules_preset")
    preset = preset_of(rules)
    changed = [k for k in rules.to_spec() if k != "preset"]
    if changed:
        names = ", ".join(f"**{field_label(k)}**" for k in changed)
        st.markdown(
            t("rules-preset-changed", preset=preset_name(preset), count=len(changed), names=names)
        )
    else:
        st.markdown(t("rules-preset-unchanged", preset=preset_name(preset)))
    st.button(
        t("rules-reset", preset=preset_name(preset)),
        key="rules_reset",
        on_click=reset_to_preset,
        disabled=not changed,
        help=t("rules-reset-help"),
    )


def switches() -> None:
    st.header(t("rules-switches-title"))
    st.caption(t("rules-switches-caption", url=RULEBOOK_PAGE))
    for topic, fields in topics().items():
        with st.expander(t(f"rules-topic-{topic}"), expanded=True):
            switch_controls("rules", current_rules, set_rules, fields, details=True)


def presets_table(rules: Rules) -> None:
    st.header(t("rules-presets-title"))
    presets = Rules.presets()
    in_force_name = preset_of(rules)
    columns = {
        n: t("rules-column-in-force", preset=preset_name(n))
        if n == in_force_name
        else preset_name(n)
        for n in presets
    }
    switch, yours = t("rules-column-switch"), t("rules-column-yours")
    changed = rules.differences(Rules.preset(in_force_name))
    rows = []
    for name in rules_fields():
        row = {switch: field_label(name)}
        for preset in presets:
            row[columns[preset]] = format_value(name, getattr(Rules.preset(preset), name))
        if changed:
            row[yours] = format_value(name, getattr(rules, name))
        rows.append(row)
    frame = pd.DataFrame(rows)
    styler = frame.style.set_properties(subset=[columns[in_force_name]], **_css(HIGHLIGHT))
    if changed:
        marks = [HIGHLIGHT if f in changed else "" for f in rules_fields()]
        styler = styler.apply(lambda _: marks, subset=[yours])
    st.table(styler.hide(axis="index"))  # a table wraps long switch names; a grid cuts them
    described = " ".join(f"**{preset_name(n)}**: {preset_description(n)}" for n in presets)
    st.caption(t("rules-presets-caption", changed=bool(changed), presets=described))


def _css(text: str) -> dict[str, str]:
    return dict(part.split(": ", 1) for part in text.split("; "))


def disagreements() -> None:
    st.header(t("rules-disagree-title"))
    rows: list[dict[str, str]] = []
    silent: list[str] = []
    cited: list[str] = []
    book = {s.key: source_name(s.key) for s in HOOLA_SOURCES}
    for name in rules_fields():
        codes = switch_sources(name)  # the same code, the same saying
        named = {s.key: codes[s.key] for s in HOOLA_SOURCES[:3] if s.key in codes}
        if len(named) >= 2 and len(set(named.values())) > 1:
            said = field_sources(name)
            row = {t("rules-column-switch"): field_label(name)}
            row.update({source_title(k): said.get(book[k], "—") for k in book})
            rows.append(row)
            cited.append(name)
        elif named and all(code == SILENT for code in named.values()):
            silent.append(name)
    st.table(pd.DataFrame(rows).set_index(t("rules-column-switch")))
    cites = " · ".join(f"{field_label(n)}: {field_citation(n)}" for n in cited)
    st.markdown(t("rules-disagree-cited", cites=cites))
    st.caption(t("rules-disagree-caption"))
    if silent:
        names = ", ".join(f"**{field_label(n)}**" for n in silent)
        st.markdown(t("rules-silent", names=names))


def glossary() -> None:
    st.header(t("rules-glossary-title"))
    st.caption(t("rules-glossary-caption"))
    parts = []
    for term in GLOSSARY:
        lines = [f"**{term.term}** ({cite_all(term.rule)}): {term.meaning}"]
        lines.append(t("rules-glossary-in-sources", said=term.in_sources))
        if term.korean:
            lines.append(t("rules-glossary-korean", korean=term.korean, own=term.korean_from))
        parts.append("  \n".join(lines))
    st.markdown("\n\n".join(parts))


def name_alikes() -> None:
    st.header(t("rules-alikes-title"))
    st.markdown(
        "\n".join(
            t(
                "rules-alike",
                name=text(f"glossary-alike-{code}"),
                about=text(f"glossary-alike-{code}", attribute="about"),
            )
            for code in NAME_ALIKES
        )
    )
    st.page_link(
        page_file("lessons"),
        label=t("rules-learn-link"),
        icon="📖",
        query_params=learner_param(),
    )


def render() -> None:
    st.title(t("rules-title"))
    st.markdown(t("rules-intro"))
    rules = current_rules()
    in_force(rules)
    presets_table(rules)
    disagreements()
    switches()
    glossary()
    name_alikes()


render()
