"""The visitor's language: chosen with the switch every page shows, kept in the link
(``?lang=ko``), in the session and in the chosen learner's profile (choosing the learner
brings it back: :mod:`tutor.app.learner`); on a first visit it follows the browser
(``st.context.locale``), else English. Each visitor has their own: the words layer asks this
module's resolver for the session it is serving, never a process-wide setting."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx

from tutor.words import locale as words_locale
from tutor.words.locale import LOCALES, NAMES, PSEUDO, supported

LANG_KEY = "lang"
"""Session state: the language in force for this visitor."""

LANG_PARAM = "lang"
"""The link's query parameter (``?lang=ko``)."""

_SWITCH_KEY = "lang_switch"


_RUN_LANGUAGE = "_hoola_language"
"""Attribute of the script run's context: ``(the run's cursors, language)``, the session's
language as read in this run. The words layer asks for it with every message (dozens a
run); session state is read once a run, and again after this module writes it."""


def _session_language() -> str | None:
    ctx = get_script_run_ctx(suppress_warning=True)
    if ctx is None:  # a thread outside a script run serves no session: the default
        return None
    held = getattr(ctx, _RUN_LANGUAGE, None)
    if held is not None and held[0] is ctx.cursors:
        return held[1]
    try:
        lang = st.session_state.get(LANG_KEY)
    except Exception:  # a run whose session is gone: the default
        return None
    setattr(ctx, _RUN_LANGUAGE, (ctx.cursors, lang))  # a new run has new cursors
    return lang


def _write_language(lang: str) -> None:
    """The one write of the session's language (the run's copy follows it)."""
    st.session_state[LANG_KEY] = lang
    ctx = get_script_run_ctx(suppress_warning=True)
    if ctx is not None:
        setattr(ctx, _RUN_LANGUAGE, (ctx.cursors, lang))


def language() -> str:
    """The visitor's language, settled once a run: the link's, else the session's, else
    the browser's, else English. A link naming a language without a catalog is ignored."""
    from_link = supported(st.query_params.get(LANG_PARAM))
    if from_link:
        _write_language(from_link)
    elif LANG_KEY not in st.session_state:
        _write_language(supported(_browser_locale()) or words_locale.DEFAULT)
    return st.session_state[LANG_KEY]


def _browser_locale() -> str | None:
    try:
        return st.context.locale
    except Exception:  # older Streamlit or no browser (AppTest)
        return None


def set_language(lang: str) -> None:
    """Make ``lang`` the visitor's language and put it in the link."""
    found = supported(lang)
    if found is None:
        return
    _write_language(found)
    st.query_params[LANG_PARAM] = found


_CHANGED: list[Callable[[str], None]] = []
"""Called with the new language when the visitor switches (the learner's profile keeps it:
:mod:`tutor.app.learner` registers with :func:`when_language_changes`)."""


def when_language_changes(call: Callable[[str], None]) -> None:
    """Have ``call`` told the language the visitor switches to (once per ``call``)."""
    if call not in _CHANGED:
        _CHANGED.append(call)


def language_switch() -> None:
    """The switch between the languages with a catalog, each named in its own language."""
    current = language()
    if current == PSEUDO:  # the test language has no place on the switch
        return
    st.session_state[_SWITCH_KEY] = current

    def apply() -> None:
        set_language(st.session_state[_SWITCH_KEY])
        for call in _CHANGED:
            call(st.session_state[LANG_KEY])

    st.segmented_control(
        "🌐",
        LOCALES,
        key=_SWITCH_KEY,
        format_func=NAMES.__getitem__,
        on_change=apply,
        label_visibility="collapsed",
        selection_mode="single",
    )


def sync_language_param() -> None:
    """Keep ``?lang=`` in the link once a language other than the browser's default was
    chosen (page switches may drop query parameters)."""
    lang = st.session_state.get(LANG_KEY)
    if lang and lang != words_locale.DEFAULT and st.query_params.get(LANG_PARAM) != lang:
        st.query_params[LANG_PARAM] = lang


words_locale.set_resolver(_session_language)


def localized(func: Callable[[Any], str]) -> Callable[[Any], str]:
    """``func`` (a widget's ``format_func``) writing in the language in force now, even
    when called outside the script run (AppTest formats a widget's value after the run,
    where no session says which language the visitor reads)."""
    lang = words_locale.current()

    def in_language(value: Any) -> str:
        with words_locale.using(lang):
            return func(value)

    return in_language
