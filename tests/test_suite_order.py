"""The suite's order: the files ``make test`` hands out first (tests/budget.py
LONGEST_FIRST) are test files that exist, each named once, so a renamed file cannot drop out
of the order unnoticed."""

from __future__ import annotations

from pathlib import Path

from budget import LONGEST_FIRST

TESTS = Path(__file__).resolve().parent


def test_every_file_handed_out_first_is_one_test_file() -> None:
    assert len(set(LONGEST_FIRST)) == len(LONGEST_FIRST)
    for name in LONGEST_FIRST:
        found = list(TESTS.rglob(name))
        assert len(found) == 1, (name, found)
