"""Shared test settings and fixtures.

Hypothesis profiles (no deadline in any: timings live in ``bench/``, and a busy machine must
not fail a test); the example counts of the tests that ask for more or fewer than the
profile's own follow it through tests/budget.py:

- "dev" (the default): 60 examples a property test, half a test's "ci" count where it sets
  its own; a fresh random start every run.
- "ci": what ``make test`` (so ``.ci/run``) selects with ``--hypothesis-profile=ci``, and
  what a ``CI`` environment variable selects: 60 examples a property test, a fuzz budget of
  2,500 examples shared among the fuzz tests of tests/test_hostile_input.py by their cost,
  a derandomized start, so a run fails only for a real fault and the next run fails the
  same way (no example database is kept). The costliest loops over generated cases run a
  "ci" share of their seeds (tests/budget.py ``sweep``). ``make test`` on a fresh clone
  takes longer than the four minutes asked (bench/out/suite.txt has the figures).
- "nightly" (``make test TEST_PROFILE=nightly``): derandomized too, ten times the "ci"
  counts (600 a property test, ten times each sweep's seeds), and a fuzz budget of 100,000
  (forty times "ci"'s).
"""

from __future__ import annotations

import gc
import itertools
import os
import sys
import tempfile
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest
from apptest import open_page
from budget import LONGEST_FIRST
from hypothesis import settings
from streamlit.testing.v1 import AppTest

gc.set_threshold(100_000, 50, 100)
"""A young garbage collection every 100,000 new objects, not 700, from here on: collecting
the tests (pytest rewriting each test module's asserts, the imports it triggers) makes many
objects and few cycles. A fresh clone's collection took 9.1-9.8 s of one core a test
process, 6.9-7.1 s so (a warm one 2.2-2.3 s, 2.0 s so; bench/out/suite.txt)."""

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


sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "deploy"))
from pgcluster import Cluster  # noqa: E402 - deploy/ is not a package

_SCHEMAS = itertools.count(1)


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[Cluster]:
    """One private PostgreSQL cluster for the whole run (deploy/pgcluster.py, fsync off).
    Skipped, with a warning, when PostgreSQL is not installed; a failure when the
    ``REQUIRE_POSTGRES`` variable is set (as CI sets it)."""
    if not Cluster.available():
        why = "PostgreSQL is not installed (apt-get install -y postgresql): PostgreSQL tests skip"
        if os.environ.get("REQUIRE_POSTGRES"):
            pytest.fail(f"REQUIRE_POSTGRES is set but {why}")
        warnings.warn(why, stacklevel=1)
        pytest.skip(why)
    cluster = Cluster(tempfile.mkdtemp(prefix="hoola-pg-"), durable=False)
    try:
        cluster.start()
    except RuntimeError as exc:
        cluster.stop()
        if os.environ.get("REQUIRE_POSTGRES"):
            pytest.fail(f"the PostgreSQL cluster did not start: {exc}")
        pytest.skip(f"the PostgreSQL cluster did not start: {exc}")
    yield cluster
    cluster.stop()


@pytest.fixture
def pg_url(pg_cluster: Cluster, monkeypatch: pytest.MonkeyPatch) -> str:
    """A fresh, empty PostgreSQL database for this test (its own schema in the session's
    cluster: as new as a new database, in milliseconds), also the app's ``HOOLA_TUTOR_DB``."""
    schema = f"t{os.getpid()}_{next(_SCHEMAS)}"
    pg_cluster.sql(f"CREATE SCHEMA {schema}")
    url = f"{pg_cluster.url()}?options=-csearch_path%3D{schema}"
    monkeypatch.setenv("HOOLA_TUTOR_DB", url)
    return url


@pytest.fixture(scope="module")
def club() -> Iterator[object]:
    """A club's deployment for a test file (deploy/club.py: nginx, two app replicas and
    PostgreSQL, started here, stopped after the file's last test): the attacks on it
    (test_club_deploy.py) and the browser's visit (browser/test_club.py). Skipped loudly
    without nginx or PostgreSQL; a failure when ``REQUIRE_POSTGRES`` is set."""
    from club import Club, available  # deploy/club.py
    from pgcluster import free_port

    if not available():
        why = "nginx or PostgreSQL is not installed (apt-get install -y nginx postgresql)"
        if os.environ.get("REQUIRE_POSTGRES"):
            pytest.fail(f"REQUIRE_POSTGRES is set but {why}")
        pytest.skip(f"SKIPPED LOUDLY: {why}: the club deployment cannot be tested")
    deployment = Club(
        Path(tempfile.mkdtemp(prefix="hoola-club-")), port=free_port(), keep_data=False
    )
    try:
        deployment.up()
        yield deployment
    finally:
        deployment.down()


@pytest.fixture(params=["sqlite", "postgresql"])
def target(request: pytest.FixtureRequest) -> Path | str:
    """The database of a store test, once an SQLite file and once a PostgreSQL database
    (also ``HOOLA_TUTOR_DB``): the store's behaviour must be the same on both."""
    if request.param == "sqlite":
        return request.getfixturevalue("db")
    return request.getfixturevalue("pg_url")


def pytest_collection_finish(session: pytest.Session) -> None:
    """The collector's garbage is left to fewer, cheaper collections: what is alive once the
    tests are collected (modules, fixtures' definitions, the items) is frozen out of every
    later collection, and young collections stay as rare as during collection (above: the
    engine's searches make many short-lived objects). It changes no test, only how often
    Python looks for cycles: 2-4% less processor time on the quiz, play and page files
    (bench/out/suite.txt)."""
    gc.collect()
    gc.freeze()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """A store test that also opens the SQLite file itself (the ``db`` fixture: its pragmas,
    its bytes) runs on SQLite only."""
    keep, drop = [], []
    for item in items:
        spec = getattr(item, "callspec", None)
        on_pg = spec is not None and spec.params.get("target") == "postgresql"
        (drop if on_pg and "db" in getattr(item, "fixturenames", ()) else keep).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep
    first = {name: place for place, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: first.get(item.path.name, len(first)))


@pytest.fixture
def fast_argon2(monkeypatch: pytest.MonkeyPatch) -> None:
    """Cheap argon2 settings for tests that hash many PINs (the real ones take a few hundred
    milliseconds a hash on a busy machine, on purpose); the hash stays argon2id."""
    from argon2 import PasswordHasher

    from tutor.store import club

    monkeypatch.setattr(club, "HASHER", PasswordHasher(time_cost=1, memory_cost=64, parallelism=1))


@pytest.fixture
def at(request: pytest.FixtureRequest) -> AppTest:
    """The test module's page (its ``PAGE``) opened in a new session (tests/apptest.py)."""
    return open_page(request.module.PAGE)
