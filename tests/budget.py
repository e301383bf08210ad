"""The suite's time: how many examples a property test tries, tied to the Hypothesis
profile in force (tests/conftest.py registers the profiles; ``--hypothesis-profile`` picks
one), and the order ``make test`` hands the files out in (:data:`LONGEST_FIRST`).

A test written for ``n`` examples in the "ci" profile runs :func:`examples` ``(n)``: half in
"dev" (a quick local run, a fresh random start each time), ``n`` in "ci" (what ``make test``
runs, derandomized) and ten times ``n`` in "nightly" (the deep run)."""

from __future__ import annotations

from hypothesis import settings

SCALE = {"dev": 0.5, "ci": 1.0, "nightly": 10.0}
"""Examples in each profile, as a share of the "ci" count."""


def examples(ci: int) -> int:
    """``ci`` scaled to the profile in force (at least 10; an unknown profile counts as "ci")."""
    return max(10, sweep(ci))


def sweep(ci: int) -> int:
    """How many seeds a loop over generated cases runs: ``ci`` scaled to the profile in force
    (at least 1). The loops that cost the suite most run a "ci" share sized to keep ``make
    test`` short, and "nightly" ten times that (bench/out/suite.txt lists which)."""
    return max(1, round(ci * SCALE.get(settings.get_current_profile_name(), 1.0)))


LONGEST_FIRST = (
    "test_in_view.py",
    "test_pages.py",
    "test_lesson_journey.py",
    "test_phone_journeys.py",
    "test_table_round2.py",
    "test_club.py",
    "test_puzzle_page.py",
    "test_play.py",
    "test_play_from_a_lesson.py",
    "test_quiz.py",
    "test_play_sim.py",
)
"""The files that take longest, longest first; the rest follow in their usual order. ``make
test`` hands whole files to its test processes in this order (``--no-loadscope-reorder``),
so the last minute is spent on short files and no process is left with a long one while the
others wait (bench/out/suite.txt: a run's timeline). The order changes how long the suite
takes, never what a test does: each file runs whole on one process, in its own order."""
