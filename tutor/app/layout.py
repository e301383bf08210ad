"""What every page shares: the sidebar with the rules in force, and the preset picker."""

from __future__ import annotations

import streamlit as st

from tutor.app.safe import show_message
from tutor.app.state import current_rules, preset_of, set_rules, take_notice
from tutor.engine.rules import Rules


def preset_picker(key: str, *, radio: bool = False) -> Rules:
    """A preset picker bound to the rules in force: choosing a preset applies it on every
    page. Several pickers may be on screen; each shows the preset in force."""
    rules = current_rules()
    presets = Rules.presets()
    names = list(presets)
    st.session_state[key] = preset_of(rules)

    def apply() -> None:
        set_rules(Rules.preset(st.session_state[key]))

    if radio:
        st.radio(
            "Preset", names, key=key, on_change=apply,
            format_func=lambda n: f"**{n}** — {presets[n]}",
        )  # fmt: skip
    else:
        st.selectbox(
            "Rules in force", names, key=key, on_change=apply,
            help="Every page uses these rules. Change single switches on the Rules page.",
        )  # fmt: skip
    return current_rules()


def rules_sidebar() -> Rules:
    """The sidebar every page shows: the preset in force and any switch changed from it."""
    current_rules()  # reads the link first, which may leave a notice
    notice = take_notice()
    with st.sidebar:
        if notice:
            show_message(notice, kind="warning")
        rules = preset_picker("sidebar_preset")
        st.caption(Rules.presets()[preset_of(rules)])
        changed = {k: v for k, v in rules.to_spec().items() if k != "preset"}
        if changed:
            st.caption("Changed here: " + ", ".join(f"`{k}` = `{v}`" for k, v in changed.items()))
    return rules
