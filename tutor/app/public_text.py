"""Messages fit for visitors: no file path or server address reaches the page."""

from __future__ import annotations

import re
from pathlib import Path

from sqlalchemy.exc import ArgumentError

from tutor.store.db import db_target
from tutor.store.postgres import shown_url
from tutor.store.progress import StoreUnavailable
from tutor.words import t

_PATH = re.compile(r"(?<![\w.])(?:[A-Za-z]:)?[/\\](?:[\w .~-]+[/\\])*[\w.~-]+")

_SPACES = re.compile(r" {2,}")


def public(reason: object) -> str:
    """A message fit for visitors: the database file's location (or any other file path)
    becomes "file"/"folder" in the visitor's language; the rest of the reason is kept."""
    text = str(reason)
    try:
        path = db_target()
    except StoreUnavailable:  # an unusable address: its message names no password
        return text
    if isinstance(path, str):  # a server: its address (without the password) is not shown
        try:
            return text.replace(shown_url(path), t("learner-public-server"))
        except ArgumentError:
            return text
    text = text.replace(str(path), t("learner-public-file"))
    text = text.replace(str(Path(path).parent), t("learner-public-folder"))
    return _SPACES.sub(" ", _PATH.sub("…", text)).strip()  # a word may be left out
