"""The envelope shared by Hoola Tutor's export files (progress, games): a JSON object with
``"format"`` and ``"version"``. Reading one checks the envelope and names what is wrong."""

from __future__ import annotations

from typing import Any

from tutor.engine.errors import HoolaError, InputError
from tutor.engine.inputs import load_json, quote


def read_envelope(
    text: str | bytes,
    *,
    fmt: str,
    version: int,
    what: str,
    max_chars: int,
    error: type[HoolaError],
) -> dict[str, Any]:
    """The export document in ``text`` after checking its format name and version.

    ``what`` names the kind of export in messages ("game", "progress"); every problem
    raises ``error`` (a :class:`HoolaError` of the store) with its code: the engine's for
    text that is no JSON (``input-not-json`` …), else ``not-an-export`` or
    ``export-version`` (:mod:`tutor.store.errors`)."""
    try:
        doc = load_json(text, f"{what}-file", max_chars=max_chars)
    except InputError as e:
        raise error.like(e) from None
    if not isinstance(doc, dict) or doc.get("format") != fmt:
        raise error("not-an-export", what=what, fmt=fmt)
    found = doc.get("version")
    if type(found) is not int or found != version:  # True == 1 in Python: refuse booleans
        raise error("export-version", what=what, found=quote(found), version=version)
    return doc
