"""The envelope shared by Hoola Tutor's export files (progress, games): a JSON object with
``"format"`` and ``"version"``. Reading one checks the envelope and names what is wrong."""

from __future__ import annotations

import json
from typing import Any


def read_envelope(
    text: str | bytes,
    *,
    fmt: str,
    version: int,
    what: str,
    max_chars: int,
    error: type[ValueError] = ValueError,
) -> dict[str, Any]:
    """The export document in ``text`` after checking its format name and version.

    ``what`` names the kind of export in messages ("game", "progress"); every problem
    raises ``error`` with a message a user can act on."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise error(f"the file is not UTF-8 text, so not a {what} export") from None
    if not isinstance(text, str):
        raise error(f"a {what} import expects JSON text, not {type(text).__name__}")
    if len(text) > max_chars:
        raise error(f"the file is too large for a {what} export ({len(text):,} characters)")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise error(
            f"the file is not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})"
        ) from None
    if not isinstance(doc, dict) or doc.get("format") != fmt:
        raise error(f'this is not a Hoola Tutor {what} export (expected "format": "{fmt}")')
    if doc.get("version") != version:
        raise error(
            f"unsupported {what} export version {doc.get('version')!r}: this version of Hoola "
            f"Tutor reads version {version}"
        )
    return doc
