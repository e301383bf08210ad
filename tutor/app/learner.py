"""The learner shared by the practice pages: who is practising, and where answers are saved.

Progress lives in the same SQLite file as the game ledger (``tutor.store.progress``; the path is
``HOOLA_TUTOR_DB`` or the user data folder). Profiles have a name and no password: they
keep practice apart on a shared computer, they do not protect anything.

* :func:`progress_store` opens the file once per path; when it cannot be used (locked,
  read-only, damaged, written by a newer version) it warns that the app goes on without
  saving progress. The file is never deleted or overwritten.
* :func:`learner_panel` picks or creates a learner (with a confirmation; the "New learner"
  popover closes once the learner is made); the name is kept in the session.
* :func:`save_answer` records one answer for that learner. Nobody chosen yet? The answer is
  saved for the shared **Guest** profile, which becomes the learner, and a note says so:
  a first answer is never lost. The lessons follow the same rule (:func:`become_guest`).

In club mode (``HOOLA_TUTOR_CLUB=1``, :mod:`tutor.app.club`) the learner box is a sign-in box
with a PIN, the learner is the one signed in in this session (never a name in a link), and
an answer made before signing in is not saved.

Visitors never see where the file lives: :func:`public` takes the path out of messages. It
is the one way a storage error reaches a page: :func:`show_store_error` shows one, and a page
that words its own message puts the error through :func:`public` first.
"""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from tutor.app.club import club_mode, sign_in_panel, signed_in
from tutor.app.lang import language, set_language
from tutor.app.public_text import public
from tutor.app.safe import plain, show_error, show_message
from tutor.app.state import LEARNER_KEY, LEARNER_PARAM
from tutor.store.db import db_target
from tutor.store.learners import NAME_MAX, clean_name
from tutor.store.progress import ProgressStore, StoreUnavailable, open_store_safely
from tutor.words import t
from tutor.words.progress import learner_message

__all__ = [
    "LEARNER_KEY",
    "become_guest",
    "learner_panel",
    "learner_param",
    "progress_store",
    "public",
    "save_answer",
    "selected_learner",
    "show_store_error",
    "store_quietly",
]

PICK_KEY = "learner_pick"
NEW_KEY = "learner_new_name"
CREATE_KEY = "learner_create"
POPOVER_KEY = "learner_popover"
GUEST = "Guest"
"""The profile a first answer is saved for when nobody has been chosen (its stored name;
shown in the visitor's language: :func:`shown_name`)."""
_ERROR_KEY = "learner_error"
_NOTE_KEY = "learner_note"
_MADE_KEY = "learner_made"
"""Set once a learner is created from the box (by Enter), until a name is typed again: a
tap on Create just after, with the box emptied, makes nobody and says nothing."""

ss = st.session_state


class _Closed(Exception):
    """The store could not be opened; carries the reason, a ``StoreUnavailable`` worded
    when shown (never cached)."""


@st.cache_resource(show_spinner=False, max_entries=8)
def _open(path: str) -> ProgressStore:
    """One store per database path, shared by every session. A failure raises, so it is
    not cached and the next run tries again (a lock may have gone)."""
    store, reason = open_store_safely(path)
    if store is None:
        raise _Closed(reason)
    return store


def _try_open() -> tuple[ProgressStore | None, str | None]:
    try:
        return _open(str(db_target())), None
    except StoreUnavailable as e:  # HOOLA_TUTOR_DB an address the tutor cannot use
        return None, str(e)
    except _Closed as e:
        reason = e.args[0] if e.args else None
        return None, str(reason) if reason else None


def shown_name(name: str) -> str:
    """A learner's name as shown: the shared Guest profile in the visitor's language."""
    return t("learner-guest") if name == GUEST else name


def show_store_error(error: object, *, before: str = "") -> None:
    """A storage error (e.g. ``StoreUnavailable``) in an error box, with no file path in it;
    ``before`` is a plain sentence put in front."""
    show_error(public(error), before=before)


def _warn(reason: object) -> None:
    st.warning(learner_message("not-saving", reason=plain(public(reason))), icon="⚠️")


def progress_store() -> ProgressStore | None:
    """The progress store for ``HOOLA_TUTOR_DB`` (or the default path), or ``None`` after a
    warning that the app keeps working without saving progress."""
    store, reason = _try_open()
    if store is None:
        _warn(reason or t("learner-unknown-problem"))
    elif store.read_only:  # a damaged file, open for reading only
        _warn(store.read_only)
    return store


def store_quietly() -> ProgressStore | None:
    """Like :func:`progress_store` but shows nothing; for use after :func:`learner_panel`,
    which has already shown any warning."""
    return _try_open()[0]


def selected_learner() -> str | None:
    """The learner chosen in this session, if any (no database access); in club mode the
    learner signed in with their PIN, or nobody."""
    if club_mode():
        return signed_in()
    name = ss.get(LEARNER_KEY)
    return name if isinstance(name, str) and name else None


def learner_param() -> dict[str, str]:
    """The chosen learner as a link's query parameter (``{}`` for nobody), so that every
    link the app draws keeps the learner."""
    name = selected_learner()
    return {LEARNER_PARAM: name} if name else {}


def _create_on_enter(store: ProgressStore) -> None:
    """Enter in the name box creates the learner, as Create does (a box left empty, or
    left by a tap elsewhere with nothing typed, does nothing)."""
    if str(ss.get(NEW_KEY) or "").strip():
        _create(store)


def _create(store: ProgressStore) -> None:
    """Button callback: add the typed learner, choose them, close the popover, confirm."""
    text = str(ss.get(NEW_KEY) or "")
    made = ss.get(_MADE_KEY)
    if not text.strip() and made:  # the box's Enter (or its blur on this tap) made them
        ss[_NOTE_KEY] = learner_message("hello", name=made)  # said again, not an error
        return
    ss.pop(_MADE_KEY, None)
    try:
        store.add_learner(text)
    except (ValueError, StoreUnavailable) as e:
        ss[_ERROR_KEY] = public(e)
        ss[POPOVER_KEY] = True  # kept open, with the name typed, for the fix
        return
    name = clean_name(text)  # as the store keeps it: normalised, zero-width characters gone
    ss[LEARNER_KEY] = name
    remember_language(language())  # a new learner keeps the language they started in
    ss[NEW_KEY] = ""
    ss[POPOVER_KEY] = False
    ss[_MADE_KEY] = name
    ss[_NOTE_KEY] = learner_message("hello", name=name)


def _too_long(typed: object) -> str | None:
    """The store's own words for a name typed past the limit (how long, and the limit),
    before Create is pressed; nothing for any other name."""
    if not isinstance(typed, str) or len(typed.strip()) <= NAME_MAX:
        return None
    try:
        clean_name(typed)
    except ValueError as e:
        return str(e)
    return None


def _pick() -> None:
    ss[LEARNER_KEY] = ss.get(PICK_KEY)
    if ss[LEARNER_KEY]:
        _their_language(ss[LEARNER_KEY])
        ss[_NOTE_KEY] = learner_message("saved-for", name=ss[LEARNER_KEY])


def _their_language(name: str) -> None:
    """A learner just chosen: the language they chose last comes back with them."""
    store = store_quietly()
    if store is None or name == GUEST:
        return
    try:
        lang = store.learner_language(name)
    except (ValueError, StoreUnavailable):
        return
    if lang:
        set_language(lang)


def remember_language(lang: str) -> None:
    """Keep ``lang`` in the chosen learner's profile (the shared Guest aside), so that it
    follows them to another browser; quietly nothing when the file cannot be written."""
    name = selected_learner()
    store = store_quietly()
    if name is None or name == GUEST or store is None:
        return
    try:
        store.set_learner_language(name, lang)
    except (ValueError, StoreUnavailable):
        return


def _reconcile(names: list[str]) -> str | None:
    """The learner in force: the session's, else the link's (a reload), if on file."""
    chosen = selected_learner()
    if chosen is None and st.query_params.get(LEARNER_PARAM) in names:
        chosen = ss[LEARNER_KEY] = st.query_params[LEARNER_PARAM]  # a reload
    if chosen not in names:  # e.g. a link naming a learner not on this computer
        chosen = None
        ss.pop(LEARNER_KEY, None)
        st.query_params.pop(LEARNER_PARAM, None)
    # Written back on every run: the learner is the session's, never the box's. After a
    # page switch the browser may send the box's value from an earlier page (a Guest
    # made by an answer there) without a change event; a real choice goes through
    # _pick first, so what is written here is already the new name.
    ss[PICK_KEY] = chosen
    return chosen


def learner_panel(*, fold: bool | None = None) -> str | None:
    """Choose or create the learner whose answers are saved; return the name or ``None``.

    Once a learner (other than Guest) is chosen the panel folds under "Learner: <name>"
    (``fold=True`` folds it always, ``False`` never), so the page's own content starts in the
    first screen."""
    store = progress_store()
    if club_mode():
        return sign_in_panel(store)
    if store is None:
        with st.container(border=True):
            st.caption(learner_message("profiles-off"))
        return None
    try:
        names = store.learners()
    except StoreUnavailable as e:
        _warn(str(e))
        return None
    chosen = _reconcile(names)
    # Guest (made by a first answer) keeps the panel open: the visitor is invited to give a
    # name, and a "New learner" box opened meanwhile is not folded away under them.
    folded = chosen not in (None, GUEST) if fold is None else fold
    if chosen:
        label = t("learner-label", name=plain(shown_name(chosen), one_line=True))
    else:
        label = t("learner-label-nobody")
    box = st.expander(label) if folded else st.container(border=True)
    with box:
        # One fixed slot for the question, drawn or not: the widgets below keep their place
        # in the page when a Guest answer (saved after this panel was drawn) hides it, so an
        # open "New learner" box is not redrawn as a new one and a name being typed is kept.
        prompt = st.container()
        if chosen is None:
            prompt.markdown(learner_message("who-practises", guest=plain(shown_name(GUEST))))
        left, right = st.columns([3, 2], vertical_alignment="bottom")
        shown = {n: shown_name(n) for n in names}  # written now: see layout.preset_picker
        left.selectbox(
            t("learner-box"),
            names,
            key=PICK_KEY,
            format_func=shown.__getitem__,
            on_change=_pick,
            placeholder=t("learner-choose") if names else t("learner-none-yet"),
            help=t("learner-box-help"),
        )
        new = t("learner-new")
        with right.popover(new, width="stretch", key=POPOVER_KEY, on_change="rerun"):
            # No max_chars: the box would cut a long name silently (a pasted one came out
            # empty); the name is checked as typed and on Create, and never taken away.
            typed = st.text_input(
                t("learner-name", most=NAME_MAX),
                key=NEW_KEY,
                on_change=_create_on_enter,
                args=(store,),
            )
            st.button(t("learner-create"), key=CREATE_KEY, on_click=_create, args=(store,))
            # The problem is shown here, under the button pressed: below the popover it
            # was hidden by the popover itself on a phone.
            error = ss.pop(_ERROR_KEY, None) or _too_long(typed)
            if error:
                show_error(error)
        st.caption(learner_message("no-password"))
    note = ss.pop(_NOTE_KEY, None)  # outside the fold: a confirmation is always seen
    if note:
        show_message(note, kind="success")
    ss[LEARNER_KEY] = ss.get(PICK_KEY)
    return selected_learner()


def save_answer(kind: str, tags: Sequence[str], seed: int, correct: bool, seconds: float) -> bool:
    """Record one answer for the chosen learner, or for the Guest profile (with a note) when
    nobody is chosen yet; ``False`` (after a short note) when the file cannot be written."""
    name = selected_learner()
    if name is None and club_mode():
        st.caption(learner_message("sign-in-to-save"))
        return False
    guest = name is None
    if name is None:
        name = GUEST
    store = store_quietly()
    if store is None:
        st.caption(learner_message("not-saved-store"))
        return False
    try:
        store.record_answer(name, kind, list(tags), int(seed), bool(correct), max(0.0, seconds))
    except (StoreUnavailable, ValueError) as e:
        st.caption(learner_message("not-saved", reason=plain(public(e))))
        return False
    if guest:
        become_guest(toast=False)  # said under the answer: a toast covered the question
        st.caption(learner_message("saved-for-guest", guest=plain(shown_name(GUEST))))
    return True


def become_guest(*, toast: bool = True) -> str:
    """The one rule for a visitor who has chosen nobody, on every page: their first answer
    that counts (a quiz or drill answer, a lesson check solved) is saved for the shared
    **Guest** profile, which becomes the learner from then on (a short note says so)."""
    ss[LEARNER_KEY] = GUEST
    if toast:  # else the caller says so beside the answer
        st.toast(learner_message("guest-toast", guest=shown_name(GUEST)), icon="✅")
    return GUEST
