"""The README's checkable claims hold: every project path it names exists, the input and
sign-in limits it gives are the code's constants, the tap counts it gives are asserted in
the tests it cites, and ``make bench`` lists every benchmark of ``bench/``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tutor.app.round_model import MAX_RECORD_BYTES
from tutor.app.state import LINK_MAX
from tutor.engine.cards import MAX_HAND_CARDS, MAX_HAND_CHARS
from tutor.engine.errors import MESSAGE_MAX
from tutor.engine.inputs import MAX_DEPTH, MAX_DIGITS, MAX_JSON_CHARS
from tutor.store.club import PIN_MAX, PIN_MIN, SESSION_HOURS
from tutor.store.progress import MAX_IMPORT_CHARS
from tutor.store.sign_in_limits import ARGON2_AT_ONCE, KNOWN_DAYS, LIMITS, NAME_CAP

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
TEXT = re.sub(r"\s+", " ", README)
"""The README with its line breaks as spaces (a claim may wrap)."""


def _number(text: str) -> int:
    return int(text.replace(",", ""))


def _paths() -> list[str]:
    """Every path of the project the README quotes: a quoted name with a slash whose first
    part is a folder at the top of the project, or a top-level file's name."""
    tops = {p.name for p in ROOT.iterdir() if not p.name.startswith(".venv")}
    out = []
    for quoted in re.findall(r"`([^`\s]+)`", README):
        path = quoted.rstrip(".,;:")
        first = path.split("/", 1)[0]
        made = path.startswith("tests/artifacts")  # what the tests write
        if re.fullmatch(r"[\w.-]+(/[\w.*-]+)*/?", path) and first in tops and not made:
            out.append(path)
    return sorted(set(out))


def test_the_readme_names_paths() -> None:
    assert {"tutor/engine/rulebook.md", "tutor/teach/lessons/data/"} <= set(_paths())


@pytest.mark.parametrize("path", _paths())
def test_every_path_the_readme_names_exists(path: str) -> None:
    found = list(ROOT.glob(path)) if "*" in path else (ROOT / path).exists()
    assert found, f"README.md names {path}, which is not in the project"


LIMITS = {
    r"a `ValueError` under ([\d,]+) characters": MESSAGE_MAX,
    r"JSON text at most ([\d,]+) characters": MAX_JSON_CHARS,
    r"the command line reads at most ([\d,]+) bytes": MAX_JSON_CHARS,
    r"progress imports ([\d,]+) characters": MAX_IMPORT_CHARS,
    r"an uploaded round file ([\d,]+) bytes": MAX_RECORD_BYTES,
    r"a `\?rules=` link ([\d,]+) characters": LINK_MAX,
    r"nested at most ([\d,]+) levels": MAX_DEPTH,
    r"numbers at most ([\d,]+) digits": MAX_DIGITS,
    r"card text at most ([\d,]+) characters": MAX_HAND_CHARS,
    r"or ([\d,]+) cards given as a list": MAX_HAND_CARDS,
    r"a PIN or password \(([\d,]+) to [\d,]+ characters": PIN_MIN,
    r"a PIN or password \([\d,]+ to ([\d,]+) characters": PIN_MAX,
    r"per client and name \(([\d,]+) free tries": LIMITS[0].free,
    r"per client and name \([\d,]+ free tries, then delays doubling up to ([\d,]+) minutes": (
        int(LIMITS[0].cap // 60)
    ),
    r"per client \(([\d,]+) free, up to": LIMITS[1].free,
    r"per client \([\d,]+ free, up to ([\d,]+) minutes": int(LIMITS[1].cap // 60),
    r"per name \(([\d,]+) free": LIMITS[2].free,
    r"per name \([\d,]+ free, at most ([\d,]+) seconds": int(NAME_CAP),
    r"signed in from in the last ([\d,]+) days": KNOWN_DAYS,
    r"at most ([\d,]+) checks run at once": ARGON2_AT_ONCE,
    r"A sign-in lasts ([\d,]+) hours": SESSION_HOURS,
}


@pytest.mark.parametrize("claim", LIMITS)
def test_every_limit_the_readme_gives_is_the_codes(claim: str) -> None:
    said = re.findall(claim, TEXT)
    assert said, f"README.md no longer says {claim!r}: update LIMITS here"
    assert {_number(n) for n in said} == {LIMITS[claim]}


TAPS = re.compile(r"takes (\d+) taps and (\d+) key presses[^`]*\(`(tests/[\w/]+\.py)`")


def test_every_tap_count_the_readme_gives_is_asserted_where_it_cites() -> None:
    """ "A round takes N taps and M key presses (`tests/…`)": the cited test asserts the
    pair, written out or with the taps of its first round from a table."""
    claims = TAPS.findall(TEXT)
    assert len(claims) >= 2
    for taps, keys, path in claims:
        source = (ROOT / path).read_text(encoding="utf-8")
        literal = f"assert (thumb.taps, thumb.keys) == ({taps}, {keys})" in source
        tabled = (
            f"assert (thumb.taps, thumb.keys) == (taps, {keys})" in source
            and f"((1, {taps})," in source
        )
        assert literal or tabled, f"{path} does not assert {taps} taps and {keys} keys"


def test_make_bench_lists_every_benchmark() -> None:
    """bench/benchmarks.txt (what ``make bench`` runs) names each script of bench/ (one may run
    with several arguments), and only scripts that exist; the tools live in bench/tools/."""
    runs = [
        line.split()[0]
        for line in (ROOT / "bench" / "benchmarks.txt").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert sorted(set(runs)) == sorted(f"bench/{p.name}" for p in (ROOT / "bench").glob("*.py"))
    whole = [
        line.strip()
        for line in (ROOT / "bench" / "benchmarks.txt").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert len(whole) == len(set(whole)), "a benchmark is listed twice with the same arguments"
    for tool in (ROOT / "bench" / "tools").glob("*.py"):
        doc = tool.read_text(encoding="utf-8").split('"""')[1]
        assert f"bench/tools/{tool.name}" in doc, f"{tool.name}: its docstring gives no usage"
