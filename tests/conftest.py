"""Shared test settings and fixtures.

Hypothesis profiles (no deadline in any: timings live in ``bench/``, and a busy machine must
not fail a test); the example counts of the tests that ask for more or fewer than the
profile's own follow it through tests/budget.py:

- "dev" (the default): 60 examples a property test, half a test's "ci" count where it sets
  its own; a fresh random start every run.
- "ci": what ``make test`` (so ``.ci/run``) selects with ``--hypothesis-profile=ci``, and
  what a ``CI`` environment variable selects: 60 examples a property test, a fuzz budget of
  10,000 examples shared among the fuzz tests of tests/test_hostile_input.py by their cost,
  a derandomized start, so a run fails only for a real fault and the next run fails the
  same way (no example database is kept). Sized so ``make test`` stays under four minutes
  on two cores.
- "nightly" (``make test TEST_PROFILE=nightly``): derandomized too, ten times the "ci"
  counts (600 a property test, a fuzz budget of 100,000).
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
settings.register_profile("nightly", settings.get_profile("ci"), max_examples=600)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


@pytest.fixture(autouse=True)
def _private_database(tmp_path_factory: pytest.TempPathFactory, monkeypatch) -> None:
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
