"""Session state helpers: the rules in force, kept in the session and in the URL.

Every page reads the rules through :func:`current_rules`. The rules are stored as a spec
(``{"preset": name, <changed switch>: value}``) so that a shared link (``?rules=...``)
opens with the same rules.
"""

from __future__ import annotations

import json
from typing import Any

import streamlit as st

from tutor.engine.errors import HoolaError
from tutor.engine.inputs import load_json, quote, to_text
from tutor.engine.rules import DEFAULT_PRESET, Rules
from tutor.words import t

RULES_KEY = "rules_spec"
RULES_PARAM = "rules"
LEARNER_KEY = "learner_name"
"""Session key holding the chosen learner's name (survives page switches)."""
LEARNER_PARAM = "learner"
NOTICE_KEY = "rules_notice"


LINK_MAX = 2_000
"""Longest ``?rules=`` value read (every switch changed fits in under 1,000 characters)."""


def spec_from_text(text: str) -> dict[str, Any]:
    """The rules spec in a link: a preset name or bounded JSON; :class:`HoolaError` if not."""
    text = to_text(text, "rules-link", max_chars=LINK_MAX).strip()
    if text.startswith("{"):
        spec = load_json(text, "rules-link", max_chars=LINK_MAX)
        if not isinstance(spec, dict):
            raise HoolaError("rules-not-object", point="8", value=quote(spec))
        return spec
    return {"preset": text}


def spec_to_text(spec: dict[str, Any]) -> str:
    """The compact form used in the URL: a preset name alone, or JSON with the changes."""
    if set(spec) == {"preset"}:
        return str(spec["preset"])
    return json.dumps(spec, separators=(",", ":"), sort_keys=True)


def current_rules() -> Rules:
    """The rules in force for this session; read once from the URL, then from the session."""
    if RULES_KEY not in st.session_state:
        spec: dict[str, Any] = {"preset": DEFAULT_PRESET}
        text = st.query_params.get(RULES_PARAM)
        if text:
            try:
                spec = Rules.from_spec(spec_from_text(text)).to_spec()
            except (HoolaError, ValueError) as e:
                st.session_state[NOTICE_KEY] = e  # worded when shown, in the language then
                st.query_params[RULES_PARAM] = spec_to_text(spec)  # the address bar, corrected
        st.session_state[RULES_KEY] = spec
    return Rules.from_spec(st.session_state[RULES_KEY])


def set_rules(rules: Rules) -> None:
    """Make ``rules`` the rules in force on every page, and put them in the URL."""
    spec = rules.to_spec()
    st.session_state[RULES_KEY] = spec
    st.query_params[RULES_PARAM] = spec_to_text(spec)


def sync_query_params() -> None:
    """Write the rules in force and the chosen learner into the URL (page switches may drop
    query parameters), so that a reload or a bookmark comes back to the same place."""
    spec = current_rules().to_spec()
    text = spec_to_text(spec)
    if st.query_params.get(RULES_PARAM) != text:
        st.query_params[RULES_PARAM] = text
    learner = st.session_state.get(LEARNER_KEY)
    if learner and st.query_params.get(LEARNER_PARAM) != learner:
        st.query_params[LEARNER_PARAM] = learner
    elif not learner and st.query_params.get(LEARNER_PARAM):
        # a page without the learner panel: keep the name for the pages that check it
        st.session_state[LEARNER_KEY] = st.query_params[LEARNER_PARAM]


def preset_of(rules: Rules) -> str:
    return str(rules.to_spec()["preset"])


def take_notice() -> str | None:
    """A one-time message about the rules (a bad link), removed once read."""
    error = st.session_state.pop(NOTICE_KEY, None)
    return None if error is None else t("state-rules-link-refused", reason=str(error))
