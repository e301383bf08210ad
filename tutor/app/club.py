"""The tutor run for a club (``HOOLA_TUTOR_CLUB=1``): profiles with a PIN, signed in per session.

In club mode the learner box becomes a sign-in box (:func:`sign_in_panel`): a learner signs
in with their name and PIN, or makes a new protected profile; the name is kept in this
session only. Nothing in a link (``?learner=``, ``?game=``) stands for a sign-in: every page
reads the learner through :func:`tutor.app.learner.selected_learner`, which in club mode is
the signed-in learner or nobody. Games go through :func:`games_for`, which limits the ledger
to the signed-in learner's own games. The PIN checks, hashes and try limit live in
:mod:`tutor.store.club`; this module holds the widgets.
"""

from __future__ import annotations

import os

import streamlit as st

from tutor.app.safe import plain, show_error, show_message
from tutor.store.club import PIN_MAX, ClubLedger, Profiles
from tutor.store.db import StoreUnavailable
from tutor.store.ledger_store import LedgerStore
from tutor.words import t
from tutor.words.progress import learner_message

__all__ = ["CLUB_VAR", "club_mode", "games_for", "sign_in_panel", "signed_in"]

CLUB_VAR = "HOOLA_TUTOR_CLUB"
"""The setting that turns club mode on (``1``, ``yes``, ``true`` or ``on``)."""
SIGNED_KEY = "club_signed_in"
NAME_KEY = "club_name"
PIN_KEY = "club_pin"
NEW_NAME_KEY = "club_new_name"
NEW_PIN_KEY = "club_new_pin"
NEW_PIN2_KEY = "club_new_pin2"
_NOTE_KEY = "club_note"
_ERROR_KEY = "club_error"

ss = st.session_state


def club_mode() -> bool:
    """Whether the tutor runs for a club (private profiles with PINs)."""
    return os.environ.get(CLUB_VAR, "").strip().lower() in ("1", "yes", "true", "on")


def signed_in() -> str | None:
    """The learner signed in in this session (club mode), or ``None``."""
    name = ss.get(SIGNED_KEY)
    return name if isinstance(name, str) and name else None


def games_for(store: LedgerStore) -> LedgerStore | ClubLedger | None:
    """The ledger a page may use: every game outside club mode; in club mode only the
    signed-in learner's games, and ``None`` when nobody is signed in."""
    if not club_mode():
        return store
    who = signed_in()
    return ClubLedger(store, who) if who else None


def _public(error: object) -> str:
    from tutor.app.learner import public

    return public(error)


def _sign_in(profiles: Profiles) -> None:
    name, pin = str(ss.get(NAME_KEY) or ""), str(ss.get(PIN_KEY) or "")
    ss[PIN_KEY] = ""
    try:
        result = profiles.sign_in(name, pin)
    except (ValueError, StoreUnavailable) as e:
        ss[_ERROR_KEY] = _public(e)
        return
    if result.ok:
        ss[SIGNED_KEY] = result.name
        ss[_NOTE_KEY] = learner_message("signed-in", name=plain(result.name))
        return
    ss[_ERROR_KEY] = learner_message(
        result.code, name=result.name, tries=result.tries_left, until=result.until[11:16]
    )


def _create(profiles: Profiles) -> None:
    name = str(ss.get(NEW_NAME_KEY) or "")
    pin, again = str(ss.get(NEW_PIN_KEY) or ""), str(ss.get(NEW_PIN2_KEY) or "")
    ss[NEW_PIN_KEY] = ss[NEW_PIN2_KEY] = ""
    if pin != again:
        ss[_ERROR_KEY] = learner_message("pins-differ")
        return
    try:
        made = profiles.create(name, pin)
    except (ValueError, StoreUnavailable) as e:
        ss[_ERROR_KEY] = _public(e)
        return
    ss[SIGNED_KEY] = made
    ss[NEW_NAME_KEY] = ""
    ss[_NOTE_KEY] = learner_message("hello", name=plain(made))


def _sign_out() -> None:
    ss.pop(SIGNED_KEY, None)
    ss[_NOTE_KEY] = learner_message("signed-out")


def sign_in_panel(store: object | None) -> str | None:
    """The club's sign-in box (drawn in a bordered container): sign in, make a profile or
    sign out. Returns the signed-in learner, or ``None``."""
    with st.container(border=True):
        if store is None:
            st.caption(learner_message("profiles-off"))
            return None
        profiles = Profiles(store.db)  # type: ignore[attr-defined]
        who = signed_in()
        note = ss.pop(_NOTE_KEY, None)
        if who:
            left, right = st.columns([3, 1], vertical_alignment="center")
            left.markdown(learner_message("signed-in-as", name=plain(who)))
            right.button(t("club-sign-out"), key="club_sign_out", on_click=_sign_out)
        else:
            st.markdown(learner_message("club-who"))
            left, mid, right = st.columns([3, 2, 1], vertical_alignment="bottom")
            left.text_input(t("club-your-name"), key=NAME_KEY, max_chars=40)
            mid.text_input(t("club-pin"), key=PIN_KEY, type="password", max_chars=PIN_MAX)
            right.button(t("club-sign-in"), key="club_sign_in", on_click=_sign_in, args=(profiles,))
            with st.expander(t("club-new-profile")):
                st.text_input(t("learner-name", most=40), key=NEW_NAME_KEY, max_chars=40)
                st.text_input(t("club-new-pin"), key=NEW_PIN_KEY,
                              type="password", max_chars=PIN_MAX)  # fmt: skip
                st.text_input(t("club-pin-again"), key=NEW_PIN2_KEY, type="password",
                              max_chars=PIN_MAX)  # fmt: skip
                st.button(t("club-create"), key="club_create", on_click=_create,
                          args=(profiles,))  # fmt: skip
        error = ss.pop(_ERROR_KEY, None)
        if error:
            show_error(error)
        if note:
            show_message(note, kind="success")
        st.caption(learner_message("club-note"))
    return signed_in()
