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
from tutor.app.state import current_rules, preset_of, set_rules
from tutor.engine.rules import Rules
from tutor.words.engine import preset_description

TOPICS: dict[str, list[str]] = {
    "Table and turns": ["direction", "claim", "six_seven_players", "dropout_compensation"],
    "Cards and melds": ["ace", "seven_in_hand", "picture_cards_ten", "jokers", "joker_in_hand"],
    "How a round ends": [
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
    "Payment": [
        "sevens_double",
        "undercut_doubles",
        "undercut_penalty",
        "hoola_doubles",
        "stock_melds_spare_doubling",
    ],
}
# The switches grouped by topic; a field missing here is shown under "Other switches".

HIGHLIGHT = "background-color: #fff3c4; font-weight: 600"


def reset_to_preset() -> None:
    set_rules(Rules.preset(preset_of(current_rules())))


def topics() -> dict[str, list[str]]:
    listed = {f for fields in TOPICS.values() for f in fields}
    rest = [f for f in rules_fields() if f not in listed]
    return {**TOPICS, **({"Other switches": rest} if rest else {})}


def in_force(rules: Rules) -> None:
    st.header("The rules in force")
    preset_picker("rules_preset")
    preset = preset_of(rules)
    changed = [k for k in rules.to_spec() if k != "preset"]
    if changed:
        names = ", ".join(f"**{field_label(k)}**" for k in changed)
        count = "1 switch" if len(changed) == 1 else f"{len(changed)} switches"
        st.markdown(f"Preset **{preset}** with {count} changed: {names}.")
    else:
        st.markdown(f"Preset **{preset}**, unchanged.")
    st.button(
        f"Reset to preset {preset}",
        key="rules_reset",
        on_click=reset_to_preset,
        disabled=not changed,
        help="Undo every switch changed here and go back to the preset's values.",
    )


def switches() -> None:
    st.header("Change any switch")
    st.caption(
        f"Each switch shows what it does, its point in the [Rule book]({RULEBOOK_PAGE}), "
        "and what each source says. A change applies on every page and is kept in the "
        "page's link."
    )
    for topic, fields in topics().items():
        with st.expander(topic, expanded=True):
            switch_controls("rules", current_rules, set_rules, fields, details=True)


def presets_table(rules: Rules) -> None:
    st.header("The presets side by side")
    presets = Rules.presets()
    in_force_name = preset_of(rules)
    columns = {n: f"{n} ★ in force" if n == in_force_name else n for n in presets}
    changed = rules.differences(Rules.preset(in_force_name))
    rows = []
    for name in rules_fields():
        row = {"Switch": field_label(name)}
        for preset in presets:
            row[columns[preset]] = format_value(name, getattr(Rules.preset(preset), name))
        if changed:
            row["Yours"] = format_value(name, getattr(rules, name))
        rows.append(row)
    frame = pd.DataFrame(rows)
    styler = frame.style.set_properties(subset=[columns[in_force_name]], **_css(HIGHLIGHT))
    if changed:
        marks = [HIGHLIGHT if f in changed else "" for f in rules_fields()]
        styler = styler.apply(lambda _: marks, subset=["Yours"])
    st.table(styler.hide(axis="index"))  # a table wraps long switch names; a grid cuts them
    st.caption(
        "★ marks the preset in force (highlighted). "
        + (
            "The column “Yours” shows your rules; highlighted cells differ from the preset. "
            if changed
            else ""
        )
        + " ".join(f"**{n}**: {preset_description(n)}" for n in presets)
    )


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _css(text: str) -> dict[str, str]:
    return dict(part.split(": ", 1) for part in text.split("; "))


def disagreements() -> None:
    st.header("Where the sources disagree")
    rows: list[dict[str, str]] = []
    silent: list[str] = []
    cited: list[str] = []
    for name in rules_fields():
        said = field_sources(name)
        named = {s.name: said[s.name] for s in HOOLA_SOURCES[:3] if s.name in said}
        if len(named) >= 2 and len(set(named.values())) > 1:
            row = {"Switch": field_label(name)}
            row.update({_capital(s.name): said.get(s.name, "—") for s in HOOLA_SOURCES})
            rows.append(row)
            cited.append(name)
        elif named and all(t == "silent" for t in named.values()):
            silent.append(name)
    st.table(pd.DataFrame(rows).set_index("Switch"))
    st.markdown(
        "In the Rule book: " + " · ".join(f"{field_label(n)}: {field_citation(n)}" for n in cited)
    )
    st.caption(
        "“—”: that source does not mention the point. Where the wording differs but the "
        "numbers agree (such as 83 or more and more than 82), the row shows the wording."
    )
    if silent:
        names = ", ".join(f"**{field_label(n)}**" for n in silent)
        st.markdown(
            f"No source settles these: {names}. The tutor picks a documented default, "
            "shown with each switch above, and you can change it."
        )


def glossary() -> None:
    st.header("Words of the game: English and Korean")
    st.caption(
        "📜 the names the written sources print; 🇰🇷 a Korean name. A Korean name marked "
        "“tutor's note” is the tutor's own: no source prints it."
    )
    parts = []
    for t in GLOSSARY:
        lines = [f"**{t.term}** ({cite_all(t.rule)}): {t.meaning}"]
        lines.append(f"📜 In the sources: {t.in_sources}")
        if t.korean:
            note = " (tutor's note, not in the sources)" if t.korean_from == "own" else ""
            lines.append(f"🇰🇷 {t.korean}{note}")
        parts.append("  \n".join(lines))
    st.markdown("\n\n".join(parts))


def name_alikes() -> None:
    st.header("Not Hoola: two games with similar names")
    st.markdown("\n".join(f"- **{name}** is {text}" for name, text in NAME_ALIKES))
    st.page_link(
        "tutor/app/pages/lessons.py",
        label="Learn the real Hoola: lessons",
        icon="📖",
        query_params=learner_param(),
    )


def render() -> None:
    st.title("Rules & variants")
    st.markdown(
        "Hoola is played differently from table to table, and the written sources disagree "
        "on several points. Each such point is a **switch**. Start from a preset and change "
        "any switch: every page then uses your rules."
    )
    rules = current_rules()
    in_force(rules)
    presets_table(rules)
    disagreements()
    switches()
    glossary()
    name_alikes()


render()
