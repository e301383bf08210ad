"""Fragments: the part of a page an action changes reruns alone (``st.fragment``), and the
whole page only when what it shows elsewhere changed."""

from __future__ import annotations

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx


def fragment_run() -> bool:
    """This run is a fragment's alone (a tap inside it): the page around it is as the last
    whole run drew it."""
    ctx = get_script_run_ctx()
    return bool(ctx and ctx.fragment_ids_this_run)


def rerun_page() -> None:
    """Run the whole page now when this run is a fragment's alone (what the action changed
    shows outside the fragment too); a whole run goes on as it is."""
    if fragment_run():
        st.rerun(scope="app")
