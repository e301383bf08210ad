"""The learner's own pages' messages: the progress page's, the learner box's and the number
feedback's codes; their words are the catalog's (``locales/*/progress.ftl``).

* :func:`progress_message` — the Progress page (closed set ``progress-message``);
* :func:`learner_message` — the learner box and the notes on saving an answer
  (``learner-message``);
* :func:`number_note` — a number answer that is too high or too low (``number-feedback``).

Some sentences hold Markdown emphasis (``**Drill**``): a page that shows them as Markdown
passes the values already escaped (names a user typed), the rest as they are.
"""

from __future__ import annotations

from typing import Any, Literal, get_args

from tutor.words.catalog import text

__all__ = [
    "LEARNER_MESSAGE_CODES",
    "NUMBER_NOTE_CODES",
    "PROGRESS_MESSAGE_CODES",
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
    "sign-in-no-match",  # unknown name or wrong PIN, told alike
    "sign-in-wait",  # seconds: too many wrong tries, the next is checked after a delay
    "sign-in-busy",  # no argon2 turn: try again
    "session-ended",  # the sign-in ended in the database (PIN reset, profile removed)
    "database-down",  # reason: the database cannot be reached (a signed-in learner too)
    "pins-differ",  # the two PINs typed for a new profile differ
    "sign-in-to-save",  # an answer not saved: nobody signed in
]
"""What the learner box and the saving of an answer say."""

NumberNote = Literal["too-high", "too-low", "look-again"]
"""A number answer that is too high or too low; or nothing to say about a wrong answer."""

PROGRESS_MESSAGE_CODES: frozenset[str] = frozenset(get_args(ProgressMessage))
LEARNER_MESSAGE_CODES: frozenset[str] = frozenset(get_args(LearnerMessage))
NUMBER_NOTE_CODES: frozenset[str] = frozenset(get_args(NumberNote))


def progress_message(code: ProgressMessage, **values: Any) -> str:
    """A Progress page message (``code`` of :data:`ProgressMessage`) from its values."""
    return text(f"progress-message-{code}", **values)


def learner_message(code: LearnerMessage, **values: Any) -> str:
    """A learner box message (``code`` of :data:`LearnerMessage`) from its values."""
    return text(f"learner-message-{code}", **values)


def number_note(code: NumberNote) -> str:
    """What is said about a wrong number answer (``code`` of :data:`NumberNote`)."""
    return text(f"number-feedback-{code}")
