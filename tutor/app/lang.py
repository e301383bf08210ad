"""The visitor's language: chosen with the switch every page shows, kept in the link
(``?lang=ko``), in the session and in the chosen learner's profile (choosing the learner
brings it back: :mod:`tutor.app.learner`); on a first visit it follows the browser
(``st.context.locale``), else English. Each visitor has their own: the words layer asks this
module's resolver for the session it is serving, never a process-wide setting."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

from tutor.words import locale as words_locale
from tutor.words.locale import LOCALES, NAMES, PSEUDO, supported

LANG_KEY = "lang"
"""Session state: the language in force for this visitor."""

LANG_PARAM = "lang"
"""The link's query parameter (``?lang=ko``)."""

_SWITCH_KEY = "lang_switch"


def _session_language() -> str | None:
    try:
        return st.session_state.get(LANG_KEY)
    except Exception:  # no session (a thread outside a script run): the default
        return None


def language() -> str:
    """The visitor's language, settled once a run: the link's, else the session's, else
    the browser's, else English. A link naming a language without a catalog is ignored."""
    from_link = supported(st.query_params.get(LANG_PARAM))
    if from_link:
        st.session_state[LANG_KEY] = from_link
    elif LANG_KEY not in st.session_state:
        st.session_state[LANG_KEY] = supported(_browser_locale()) or words_locale.DEFAULT
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
    st.session_state[LANG_KEY] = found
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
