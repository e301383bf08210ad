"""Sentences for the learner's own pages: the progress page's messages, the learner box and
the number feedback, from codes and values.

* :func:`progress_message` — the Progress page (closed set ``progress-message``);
* :func:`learner_message` — the learner box and the notes on saving an answer
  (``learner-message``);
* :func:`number_note` — a number answer that is too high or too low (``number-feedback``).

Some sentences hold Markdown emphasis (``**Drill**``): a page that shows them as Markdown
passes the values already escaped (names a user typed), the rest as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Literal, get_args

__all__ = [
    "CLOSED_SETS",
    "LEARNER_MESSAGES",
    "NUMBER_NOTES",
    "PROGRESS_MESSAGES",
    "learner_message",
    "number_note",
    "progress_message",
]

ProgressMessage = Literal[
    "no-answers-yet",  # name: the learner has answered nothing yet
    "file-holds",  # answers, boxes, name: what an export file holds
    "imported",  # name, replaced: the file was imported (over the learner's progress or not)
    "name-exists",  # name: a learner of the file's name exists here
    "name-unusable",  # the name in the file cannot be a learner's name here
    "name-taken-too",  # name: the other name typed is taken too
    "nothing-imported",  # before the reason an import failed
    "cannot-import",  # file: before the reason a file cannot be imported
    "store-off",  # the progress file cannot be used: no charts, export or import
    "choose-learner",  # nobody chosen yet
    "store-stopped",  # detail: the progress file stopped working
]
"""What the Progress page says, beyond its headings and labels."""

LearnerMessage = Literal[
    "hello",  # name: a new learner, chosen
    "saved-for",  # name: a learner chosen
    "not-saving",  # reason: the progress file cannot be used
    "profiles-off",  # no learner box while the progress file cannot be used
    "who-practises",  # guest: nobody chosen yet
    "no-password",  # what a profile is for
    "not-saved-store",  # an answer not saved: no progress file
    "not-saved",  # reason: an answer not saved
    "saved-for-guest",  # guest: the first answer was saved for the shared profile
    "guest-toast",  # guest: the same, in short
    # club mode (private profiles): the sign-in box
    "club-who",  # nobody signed in yet
    "club-note",  # what a club profile is
    "signed-in",  # name: a right PIN
    "signed-in-as",  # name
    "signed-out",
    "sign-in-refused",  # tries, minutes: unknown name, wrong PIN or locked, told alike
    "pins-differ",  # the two PINs typed for a new profile differ
    "sign-in-to-save",  # an answer not saved: nobody signed in
]
"""What the learner box and the saving of an answer say."""

NumberNote = Literal["too-high", "too-low", "look-again"]
"""A number answer that is too high or too low; or nothing to say about a wrong answer."""

PROGRESS_MESSAGES: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "no-answers-yet": lambda v: (
        f"No answers saved for {v['name']} yet. Judge some groups on the **Drill** page, or "
        "answer questions on **Quiz** or **Review**: every answer given while this learner "
        "is chosen is saved here, and the charts appear after the first one."
    ),
    "file-holds": lambda v: (
        f"The file holds **{v['answers']}** answers and **{v['boxes']}** Leitner boxes for "
        f"{v['name']}."
    ),
    "imported": lambda v: (
        f"Imported the progress file as {v['name']}"
        + (", replacing what was there." if v["replaced"] else ".")
    ),
    "name-exists": lambda v: (
        f"A learner named {v['name']} already exists here. Import under another name, or "
        "replace their progress with the file."
    ),
    "name-unusable": lambda v: "The name in the file cannot be used here: choose another.",
    "name-taken-too": lambda v: f"{v['name']} exists too: pick a name that is not taken.",
    "nothing-imported": lambda v: "Nothing was imported: ",
    "cannot-import": lambda v: f"{v['file']} cannot be imported: ",
    "store-off": lambda v: (
        "Charts, export and import need the progress file, which cannot be used right now "
        "(see the warning above). Practice pages still work; answers are just not saved."
    ),
    "choose-learner": lambda v: (
        "Choose a learner above, or create one with **New learner**, to see their accuracy "
        "per rule point, their answers over time and their review boxes. You can also import "
        "a progress file below."
    ),
    "store-stopped": lambda v: f"The progress file stopped working: {v['detail']}",
}
"""The words of each Progress page message, by code."""

LEARNER_MESSAGES: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "hello": lambda v: f"Hello, {v['name']}! Your answers are saved for {v['name']} from now on.",
    "saved-for": lambda v: f"Answers are saved for {v['name']}.",
    "not-saving": lambda v: (
        "Progress is not being saved right now; every page still works as usual. "
        f"Reason: {v['reason']}."
    ),
    "profiles-off": lambda v: "Learner profiles are off while the progress file cannot be used.",
    "who-practises": lambda v: (
        "**Who is practising?** Choose your name or create it, so that your answers count. "
        f"(Answer straight away and they are saved for **{v['guest']}**.)"
    ),
    "no-password": lambda v: (
        "No password: a profile only keeps practice apart, it protects nothing, so anyone "
        "using this computer can open it. Progress is kept on this computer. (A club "
        "runs the tutor with private profiles: see the README.)"
    ),
    "not-saved-store": lambda v: "Not saved: the progress file cannot be used right now.",
    "not-saved": lambda v: f"Not saved: {v['reason']}.",
    "saved-for-guest": lambda v: (
        f"✅ Saved for **{v['guest']}**: your answers count from now on. To keep them under "
        "your own name, choose **New learner** above."
    ),
    "guest-toast": lambda v: f"Saved for {v['guest']}.",
    "club-who": lambda v: (
        "**Sign in** with your name and PIN so that your answers count, or make a new profile."
    ),
    "club-note": lambda v: (
        "Private profiles: only you, with your PIN, see your progress and your games. Forgot "
        "your PIN? The club's admin can set a new one."
    ),
    "signed-in": lambda v: f"Signed in: your answers are saved for {v['name']}.",
    "signed-in-as": lambda v: f"Signed in as **{v['name']}**.",
    "signed-out": lambda v: "Signed out. Nothing more is saved until someone signs in.",
    "sign-in-refused": lambda v: (
        f"Wrong name or PIN. After {v['tries']} wrong PINs in a row a profile refuses every "
        f"PIN for {v['minutes']} minutes; the club's admin can set a new PIN."
    ),
    "pins-differ": lambda v: "The two PINs differ: type the same PIN twice.",
    "sign-in-to-save": lambda v: "Not saved: sign in (at the top of the page) to keep answers.",
}
"""The words of each learner box message, by code."""

NUMBER_NOTES: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "too-high": lambda v: "Your number is too high.",
    "too-low": lambda v: "Your number is too low.",
    "look-again": lambda v: "Look again at the question.",
}
"""The words of each note on a wrong number answer, by code."""

PROGRESS_MESSAGE_CODES: frozenset[str] = frozenset(get_args(ProgressMessage))
LEARNER_MESSAGE_CODES: frozenset[str] = frozenset(get_args(LearnerMessage))
NUMBER_NOTE_CODES: frozenset[str] = frozenset(get_args(NumberNote))


def progress_message(code: ProgressMessage, **values: Any) -> str:
    """A Progress page message (``code`` of :data:`ProgressMessage`) from its values."""
    return PROGRESS_MESSAGES[code](values)


def learner_message(code: LearnerMessage, **values: Any) -> str:
    """A learner box message (``code`` of :data:`LearnerMessage`) from its values."""
    return LEARNER_MESSAGES[code](values)


def number_note(code: NumberNote) -> str:
    """What is said about a wrong number answer (``code`` of :data:`NumberNote`)."""
    return NUMBER_NOTES[code]({})


CLOSED_SETS: dict[str, Mapping[str, Callable[..., str]]] = {
    "progress-message": PROGRESS_MESSAGES,
    "learner-message": LEARNER_MESSAGES,
    "number-feedback": NUMBER_NOTES,
}
"""Each closed set of codes this module renders, by name, with a renderer per code."""
