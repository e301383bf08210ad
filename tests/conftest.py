"""Shared test settings and fixtures.

Hypothesis: the "dev" profile (60 examples a test, no deadline: timings live in ``bench/``,
and a busy machine must not fail a test) applies unless the ``CI`` environment variable is
set, in which case Hypothesis's built-in "ci" profile applies (it has no deadline either).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

settings.register_profile("dev", max_examples=60, deadline=None)
if not os.environ.get("CI"):
    settings.load_profile("dev")


@pytest.fixture(autouse=True)
def _private_database(tmp_path_factory: pytest.TempPathFactory, monkeypatch) -> None:  # noqa: ANN001
    """No test writes to the user's real progress file: unless a test picks its own path,
    HOOLA_TUTOR_DB points into a temporary folder."""
    if "HOOLA_TUTOR_DB" not in os.environ:
        path = tmp_path_factory.mktemp("userdb") / "hoola.db"
        monkeypatch.setenv("HOOLA_TUTOR_DB", str(path))


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh database path for this test, also the app's (``HOOLA_TUTOR_DB``)."""
    path = tmp_path / "hoola.db"
    monkeypatch.setenv("HOOLA_TUTOR_DB", str(path))
    return path
