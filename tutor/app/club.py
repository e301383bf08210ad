"""The tutor run for a club (``HOOLA_TUTOR_CLUB=1``): profiles with a PIN, signed in per session.

In club mode the learner box becomes a sign-in box (:func:`sign_in_panel`): a learner signs
in with their name and PIN, or makes a new protected profile. Nothing in a link
(``?learner=``, ``?game=``) stands for a sign-in: every page reads the learner through
:func:`tutor.app.learner.selected_learner`, which in club mode is the signed-in learner or
nobody. Games go through :func:`games_for`, which limits the ledger to the signed-in
learner's own games. The PIN checks, hashes and try limit live in :mod:`tutor.store.club`;
this module holds the widgets.

**A refusal tells nothing about the name:** an unknown name and a wrong PIN get the same
sentence (and take as long, see :mod:`tutor.store.club`). Wrong tries are slowed per client
(:func:`client`), per name and per both (:mod:`tutor.store.sign_in_limits`); nobody is
locked out.

**A sign-in is checked against the database on every page run** (:func:`restore`): a PIN
reset, a removed profile or a sign-out in another tab ends it at the next action. While the
database cannot be reached, a signed-in learner stays signed in and is told so.

**A sign-in survives a reload** for :data:`~tutor.store.club.SESSION_HOURS` hours: a right
PIN gives the browser a random token (:meth:`Profiles.open_session`, kept in the database
only as its hash) in the cookie :data:`COOKIE` (``SameSite=Strict``, ``Secure`` over HTTPS,
never in a link, so a copied address or a server log holds no sign-in). Streamlit can read
cookies (``st.context.cookies``, sent when a page loads) but not set them, so the cookie is
written by a one-line script drawn once, holding only the token we made. A new page load
signs in from the cookie (:func:`restore`); signing out ends the token in the database and
clears the cookie.
"""

from __future__ import annotations

import ipaddress
import os
import re

import streamlit as st

from tutor.app.public_text import public
from tutor.app.safe import plain, show_error, show_message
from tutor.store.club import PIN_MAX, SESSION_HOURS, ClubLedger, Profiles
from tutor.store.club_games import Games
from tutor.store.db import Store, StoreUnavailable
from tutor.store.ledger_store import LedgerStore
from tutor.words import t
from tutor.words.progress import learner_message

__all__ = [
    "CLUB_VAR",
    "COOKIE",
    "PROXIES_VAR",
    "client",
    "club_mode",
    "games_for",
    "restore",
    "sign_in_panel",
    "signed_in",
]

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
TOKEN_KEY = "club_token"
_TRIED_KEY = "club_cookie_tried"
_COOKIE_KEY = "club_cookie_write"
_DOWN_KEY = "club_database_down"
_ENDED_KEY = "club_session_ended"
PROXIES_VAR = "HOOLA_TUTOR_PROXIES"
"""Addresses of the load balancers in front of the app (comma-separated), whose
``X-Real-IP`` header names the client; nginx on the same machine (loopback) is trusted
without it."""
COOKIE = "hoola_club_sign_in"
"""The cookie that keeps a browser's sign-in token."""
_TOKEN_TEXT = re.compile(r"[A-Za-z0-9_-]{0,64}")

ss = st.session_state


def club_mode() -> bool:
    """Whether the tutor runs for a club (private profiles with PINs)."""
    return os.environ.get(CLUB_VAR, "").strip().lower() in ("1", "yes", "true", "on")


def signed_in() -> str | None:
    """The learner signed in in this session (club mode), or ``None``."""
    name = ss.get(SIGNED_KEY)
    return name if isinstance(name, str) and name else None


def games_for(store: LedgerStore) -> Games | None:
    """The ledger a page may use: every game outside club mode; in club mode only the
    signed-in learner's games, and ``None`` when nobody is signed in."""
    if not club_mode():
        return store
    restore(store)
    who = signed_in()
    return ClubLedger(store, who) if who else None


def restore(store: Store) -> None:
    """Check this session's sign-in against the database: a sign-in whose token the database
    no longer holds (a PIN reset, a removed profile, signed out elsewhere) ends here, with a
    note. Nobody signed in: sign in from the browser's remembered sign-in (the
    :data:`COOKIE` sent with the page load), once per session and token; an ended, expired or
    made-up token signs nobody in. Called on every run of a page with the sign-in box and
    by :func:`games_for`. A database that cannot be reached ends nothing: the learner is
    told (:func:`sign_in_panel`) and the check runs again at the next action."""
    ss.pop(_DOWN_KEY, None)
    profiles = Profiles(store.db)
    name = signed_in()
    if name:
        token = ss.get(TOKEN_KEY)
        try:
            who = profiles.session_learner(token) if token else None
        except StoreUnavailable as e:
            ss[_DOWN_KEY] = public(e)
            return
        if who != name:
            ss.pop(SIGNED_KEY, None)
            ss.pop(TOKEN_KEY, None)
            ss[_COOKIE_KEY] = ""
            ss[_ENDED_KEY] = True
        return
    token = st.context.cookies.get(COOKIE)
    if not token or ss.get(_TRIED_KEY) == token:
        return
    try:
        who = profiles.session_learner(token)
    except StoreUnavailable as e:
        ss[_DOWN_KEY] = public(e)  # tried again at the next action
        return
    ss[_TRIED_KEY] = token
    if who:
        ss[SIGNED_KEY], ss[TOKEN_KEY] = who, token


def client() -> str:
    """The address sign-in tries are counted by: the ``X-Real-IP`` header nginx sets when
    the connection comes from a trusted load balancer (loopback, or one listed in
    :data:`PROXIES_VAR`), else the connection's own address; ``""`` when neither is known.
    A client cannot choose its key by sending the header itself to a replica it reaches
    directly: the header counts only from a trusted address."""
    peer = st.context.ip_address  # None for loopback
    trusted = {p.strip() for p in os.environ.get(PROXIES_VAR, "").split(",") if p.strip()}
    if peer is None or peer in trusted:
        forwarded = str(st.context.headers.get("X-Real-Ip") or "").strip()[:64]
        try:
            return str(ipaddress.ip_address(forwarded))
        except ValueError:
            return peer or ""
    return peer


def _remember(profiles: Profiles, name: str) -> None:
    """After a right PIN or a new profile: a token for this browser's cookie. Without one
    (the database busy) the sign-in still holds for this session."""
    try:
        token = profiles.open_session(name)
    except (ValueError, StoreUnavailable):
        return
    ss[TOKEN_KEY] = ss[_COOKIE_KEY] = token


def _cookie_script(token: str) -> str:
    """A script that keeps ``token`` in the :data:`COOKIE` (``""`` clears it); the token is
    ours (URL-safe characters only), never text a user typed."""
    if not _TOKEN_TEXT.fullmatch(token):
        raise ValueError("a sign-in token holds URL-safe characters only")
    age = SESSION_HOURS * 3600 if token else 0
    return (
        f"<script>document.cookie = '{COOKIE}={token}; Path=/; Max-Age={age}; SameSite=Strict'"
        " + (location.protocol === 'https:' ? '; Secure' : '');</script>"
    )


def _sign_in(profiles: Profiles) -> None:
    name, pin = str(ss.get(NAME_KEY) or ""), str(ss.get(PIN_KEY) or "")
    ss[PIN_KEY] = ""
    try:
        result = profiles.sign_in(name, pin, client=client())
    except (ValueError, StoreUnavailable) as e:
        ss[_ERROR_KEY] = public(e)
        return
    if result.ok:
        ss[SIGNED_KEY] = result.name
        _remember(profiles, result.name)
        ss[_NOTE_KEY] = learner_message("signed-in", name=plain(result.name))
        return
    if result.code == "wait":
        ss[_ERROR_KEY] = learner_message("sign-in-wait", seconds=result.wait)
    elif result.code == "busy":
        ss[_ERROR_KEY] = learner_message("sign-in-busy")
    else:  # unknown name or wrong PIN: one sentence, so the name's existence stays unknown
        ss[_ERROR_KEY] = learner_message("sign-in-no-match")


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
        ss[_ERROR_KEY] = public(e)
        return
    ss[SIGNED_KEY] = made
    _remember(profiles, made)
    ss[NEW_NAME_KEY] = ""
    ss[_NOTE_KEY] = learner_message("hello", name=plain(made))


def _sign_out(profiles: Profiles) -> None:
    """Sign out: the token ends in the database (if it can be reached) and the browser's
    cookie is cleared."""
    ss.pop(SIGNED_KEY, None)
    token = ss.pop(TOKEN_KEY, None)
    if token:
        try:
            profiles.close_session(token)
        except StoreUnavailable as e:
            ss[_ERROR_KEY] = public(e)
    ss[_COOKIE_KEY] = ""
    ss[_NOTE_KEY] = learner_message("signed-out")


def sign_in_panel(store: Store | None) -> str | None:
    """The club's sign-in box (drawn in a bordered container): sign in, make a profile or
    sign out. Returns the signed-in learner, or ``None``."""
    with st.container(border=True):
        if store is None:  # the database could not be opened (a warning above says why)
            who = signed_in()
            if who:  # still signed in: the sign-in comes back with the database
                st.markdown(learner_message("signed-in-as", name=plain(who)))
            else:
                st.caption(learner_message("profiles-off"))
            return who
        profiles = Profiles(store.db)
        restore(store)
        who = signed_in()
        note = ss.pop(_NOTE_KEY, None)
        if who:
            left, right = st.columns([3, 1], vertical_alignment="center")
            left.markdown(learner_message("signed-in-as", name=plain(who)))
            sign_out = t("club-sign-out")
            right.button(sign_out, key="club_sign_out", on_click=_sign_out, args=(profiles,))
        else:
            st.markdown(learner_message("club-who"))
            left, mid, right = st.columns([3, 2, 1], vertical_alignment="bottom")
            left.text_input(t("club-your-name"), key=NAME_KEY, max_chars=40)
            mid.text_input(t("club-pin"), key=PIN_KEY, type="password", max_chars=PIN_MAX)
            right.button(t("club-sign-in"), key="club_sign_in", on_click=_sign_in, args=(profiles,))
            with st.expander(t("club-new-profile")):
                st.text_input(t("learner-name", most=40), key=NEW_NAME_KEY, max_chars=40)
                st.text_input(
                    t("club-new-pin"), key=NEW_PIN_KEY, type="password", max_chars=PIN_MAX
                )
                st.text_input(
                    t("club-pin-again"), key=NEW_PIN2_KEY, type="password", max_chars=PIN_MAX
                )
                st.button(t("club-create"), key="club_create", on_click=_create, args=(profiles,))
        error = ss.pop(_ERROR_KEY, None)
        if error:
            show_error(error)
        down = ss.get(_DOWN_KEY)
        if down:
            show_error(learner_message("database-down", reason=down))
        if ss.pop(_ENDED_KEY, None):
            show_message(learner_message("session-ended"), kind="warning")
        if note:
            show_message(note, kind="success")
        st.caption(learner_message("club-note"))
        cookie = ss.pop(_COOKIE_KEY, None)
        if cookie is not None:  # drawn once: the script runs when it reaches the browser
            st.html(_cookie_script(cookie), unsafe_allow_javascript=True)
    return signed_in()
