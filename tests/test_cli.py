"""The command line: ``python -m tutor meld|best|endings|settle``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tutor import RecordError, Settlement, settle
from tutor.cli import main
from tutor.engine.rules import Rules
from tutor.teach.quiz import generate

REPO = Path(__file__).resolve().parents[1]

TIE_RECORD = {
    "rules": "pagat",
    "ending": "knock",
    "knocker": "B",
    "players": [
        {"name": "A", "hand": "2c 9d", "melded": True},
        {"name": "B", "hand": "Ac 2d", "melded": True},
        {"name": "C", "hand": "Kc Qd 9h", "melded": True},
        {"name": "D", "hand": "Kd Qh 9s", "melded": True},
        {"name": "E", "hand": "5h 6s", "melded": True},
    ],
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_meld_valid(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "meld", "6h 7h 8h")
    assert code == 0
    assert "6♥ 7♥ 8♥: a run" in out
    assert "hearts in sequence make a run" in out


def test_meld_invalid_explains_and_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "meld", "6h 8h")
    assert code == 1
    assert "not a meld" in out
    assert "needs 7♥" in out


def test_meld_follows_the_rules_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "meld", "Kh Ah 2h")[0] == 0
    assert run(capsys, "meld", "Kh Ah 2h", "--rules", "s1-short")[0] == 0


def test_best(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "best", "3h 4h 5h 4c 4d 9s Kd")
    assert code == 0
    assert "Best arrangement: 30 points left" in out
    assert "Lay the" in out and "Left in hand" in out
    code, out, _ = run(capsys, "best", "7c 2d", "--rules", "s1-short")
    assert "Best arrangement: 2 points left" in out


def test_endings(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "endings", "Ah 2c 3d 2h 4s Ac 2d")
    assert code == 0
    assert "no   No Blast — Blast (rule 5.1)" in out
    assert "15 is above 14" in out
    assert "No knock — Knock (rule 5.2)" in out and "No four sevens — Four sevens (rule 5.4)" in out
    _, out, _ = run(capsys, "endings", "Ah 2c 3d 2h 4s Ac 2d", "--rules", "s1-short")
    assert "yes  Sopang (minor Blast) — Blast (rule 5.1)" in out
    _, out, _ = run(capsys, "endings", "Ah 2c 3d", "--melded", "--others-melded")
    assert "yes  Knock — Knock (rule 5.2)" in out
    assert "§" not in out and "RULES.md" not in out


def test_settle_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "round.json"
    path.write_text(json.dumps(TIE_RECORD), encoding="utf-8")
    code, out, _ = run(capsys, "settle", str(path))
    assert code == 0
    assert "* B wins" in out
    assert "tied losers all pay the higher position" in out
    assert "* B collects 12" in out
    code, out, _ = run(capsys, "settle", str(path), "--json")
    assert code == 0
    assert Settlement.from_json(out).collected == 12


def test_settle_inconsistent_record(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "round.json"
    path.write_text(json.dumps({**TIE_RECORD, "knocker": "C"}), encoding="utf-8")
    code, out, err = run(capsys, "settle", str(path))
    assert code == 2
    with pytest.raises(RecordError) as refused:
        settle({**TIE_RECORD, "knocker": "C"})
    assert refused.value.code == "could-not-knock" and refused.value["name"] == "C"
    assert err.strip() == f"error: {refused.value}"  # the CLI shows the engine's sentence
    code, _, err = run(capsys, "settle", str(tmp_path / "missing.json"))
    assert code == 2 and "missing.json" in err


@pytest.mark.parametrize("command", ["meld", "best", "endings"])
def test_a_bad_card_exits_non_zero_naming_it(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    code, out, err = run(capsys, command, "6h 7x 8h")
    assert code != 0
    assert "'7x'" in err
    assert "not a card" in err


def test_python_m_tutor_subprocess(tmp_path: Path) -> None:
    ok = subprocess.run(
        [sys.executable, "-m", "tutor", "meld", "Qc Qd Qh"],
        capture_output=True, text=True, cwd=REPO, timeout=60,
    )  # fmt: skip
    assert ok.returncode == 0
    assert "three Queens make a set" in ok.stdout
    bad = subprocess.run(
        [sys.executable, "-m", "tutor", "best", "Zh 2c"],
        capture_output=True, text=True, cwd=REPO, timeout=60,
    )  # fmt: skip
    assert bad.returncode != 0
    assert "'Zh'" in bad.stderr
    path = tmp_path / "round.json"
    path.write_text(json.dumps(TIE_RECORD), encoding="utf-8")
    settled = subprocess.run(
        [sys.executable, "-m", "tutor", "settle", str(path)],
        capture_output=True, text=True, cwd=REPO, timeout=60,
    )  # fmt: skip
    assert settled.returncode == 0
    assert "B collects 12" in settled.stdout


def test_quiz_with_the_right_answer(capsys: pytest.CaptureFixture[str]) -> None:
    q = generate(12, Rules.preset("pagat"), kind="meld")
    code, out, _ = run(capsys, "quiz", "--kind", "meld", "--seed", "12", "--answer", q.answer_text)
    assert code == 0
    assert f"(question {q.seed}, kind meld, rules pagat)" in out
    assert q.prompt in out
    for line in q.explanation:
        assert line in out


def test_quiz_with_a_wrong_answer_gives_the_answer_and_the_rule(
    capsys: pytest.CaptureFixture[str],
) -> None:
    q = generate(3, Rules.preset("s1-short"), kind="knock")
    wrong = next(c for c in q.choices if c != q.answer)
    code, out, _ = run(
        capsys, "quiz", "--kind", "knock", "--seed", "3", "--rules", "s1-short", "--answer", wrong
    )
    assert code == 1
    assert "Not quite" in out and q.answer_text in out
    assert q.explanation[0] in out


def test_quiz_reads_the_answer_at_the_prompt() -> None:
    q = generate(7, Rules.preset("pagat"), kind="blast")
    proc = subprocess.run(
        [sys.executable, "-m", "tutor", "quiz", "--kind", "blast", "--seed", "7"],
        input=q.answer_text + "\n", capture_output=True, text=True, cwd=REPO, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Your answer:" in proc.stdout


def test_settle_shows_the_melds_laid_at_the_showdown(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record = {
        "rules": "pagat",
        "ending": "stock",
        "players": [
            {"name": "Ann", "hand": "2c 3c 4c Kd", "melded": True},
            {"name": "Bo", "hand": "9h 5d", "melded": True},
        ],
    }
    path = tmp_path / "stock.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code, out, _ = run(capsys, "settle", str(path))
    assert code == 0
    assert "Ann lays 2♣ 3♣ 4♣ at the showdown." in out
    assert "0 losers" not in out
