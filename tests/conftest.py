"""Shared test settings and fixtures.

Hypothesis profiles (no deadline in either: timings live in ``bench/``, and a busy machine
must not fail a test):

- "dev" (the default): 60 examples a property test, and the fuzz tests of
  tests/test_hostile_input.py a few hundred each; a fresh random start every run.
- "ci": what ``make test`` (so ``.ci/run``) selects with ``--hypothesis-profile=ci``, and
  what a ``CI`` environment variable selects: the same 60 examples a property test, 10,000
  examples for each fuzz test, and a derandomized start, so a run fails only for a real
  fault and the next run fails the same way (no example database is kept).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from apptest import open_page
from hypothesis import settings
from streamlit.testing.v1 import AppTest

settings.register_profile("dev", max_examples=60, deadline=None)
settings.register_profile(
    "ci", max_examples=60, deadline=None, derandomize=True, database=None, print_blob=True
)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


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


@pytest.fixture
def at(request: pytest.FixtureRequest) -> AppTest:
    """The test module's page (its ``PAGE``) opened in a new session (tests/apptest.py)."""
    return open_page(request.module.PAGE)
