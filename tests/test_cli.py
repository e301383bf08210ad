"""The command line: ``python -m tutor meld|best|endings|settle``."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

import pytest

from tutor import RecordError, Settlement, settle
from tutor.cli import main
from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import Card, parse_cards
from tutor.engine.endings import endings_open
from tutor.engine.errors import CardError
from tutor.engine.inputs import quote
from tutor.engine.melds import check_meld
from tutor.engine.rules import Rules
from tutor.teach.quiz import generate, grade
from tutor.words import quiz as wq
from tutor.words.engine import sentences, showdown_sentence, step_title, verdict_title
from tutor.words.quiz import say
from tutor.words.rulebook import point_label

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


def shows_each(lines: Iterable[str], out: str) -> bool:
    """Every line (the explainer's words for a result's reasons) is printed, indented."""
    printed = [line.strip() for line in out.splitlines()]
    return all(line in printed for line in lines)


def test_meld_valid(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "meld", "6h 7h 8h")
    assert code == 0
    check = check_meld("6h 7h 8h", Rules.preset("pagat"))
    assert check.kind == "run" and out.startswith("6♥ 7♥ 8♥: a run\n")
    assert sentences(check.why) and shows_each(sentences(check.why), out)


def test_meld_invalid_explains_and_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "meld", "6h 8h")
    assert code == 1
    check = check_meld("6h 8h", Rules.preset("pagat"))
    assert not check.valid and out.startswith("6♥ 8♥: not a meld\n")
    assert [(r.code, r["needs"]) for r in check.why] == [("run-gap", (Card.parse("7h"),))]
    assert shows_each(sentences(check.why), out)


def test_meld_follows_the_rules_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "meld", "Kh Ah 2h")[0] == 0
    assert run(capsys, "meld", "Kh Ah 2h", "--rules", "s1-short")[0] == 0


def test_best(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "best", "3h 4h 5h 4c 4d 9s Kd")
    assert code == 0
    arr = best_arrangement("3h 4h 5h 4c 4d 9s Kd", Rules.preset("pagat"))
    assert arr.points == 30 and out.startswith("Best arrangement: 30 points left\n")
    assert len(sentences(arr.why)) >= 2 and shows_each(sentences(arr.why), out)
    code, out, _ = run(capsys, "best", "7c 2d", "--rules", "s1-short")
    assert out.startswith("Best arrangement: 2 points left\n")


def test_endings(capsys: pytest.CaptureFixture[str]) -> None:
    cases = [
        (("Ah 2c 3d 2h 4s Ac 2d",), "pagat", {}, {"no-blast", "no-knock", "no-four-sevens"}),
        (("Ah 2c 3d 2h 4s Ac 2d", "--rules", "s1-short"), "s1-short", {}, {"sopang"}),
        (("Ah 2c 3d", "--melded", "--others-melded"), "pagat",
         {"melded": True, "others_melded": True}, {"knock"}),
    ]  # fmt: skip
    for argv, rules, options, kinds in cases:
        code, out, _ = run(capsys, "endings", *argv)
        assert code == 0
        verdicts = endings_open(argv[0], Rules.preset(rules), **options)
        assert kinds <= {v.kind for v in verdicts}
        for v in verdicts:  # the verdict's title, the rule book's name for it, its reasons
            title, label = verdict_title(v.kind), point_label(v.rule)
            head = f"{'yes' if v.allowed else 'no '}  {title} — {label}"
            assert head in out.splitlines() and shows_each(sentences(v.why), out)
        assert "§" not in out and "RULES.md" not in out
    (blast,) = [
        v for v in endings_open(cases[0][0][0], Rules.preset("pagat")) if v.kind == "no-blast"
    ]
    assert (blast.numbers["total"], blast.numbers["sopang_max"]) == (15, 14)  # 15 is above 14


def test_settle_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "round.json"
    path.write_text(json.dumps(TIE_RECORD), encoding="utf-8")
    code, out, _ = run(capsys, "settle", str(path))
    assert code == 0
    result = settle(TIE_RECORD)
    steps = result.steps()
    assert out.splitlines()[::2] == [f"* {step_title(step)}" for step in steps]
    assert out.splitlines()[1::2] == [f"  {' '.join(sentences(step.why))}" for step in steps]
    assert step_title(steps[0]) == "B wins" and step_title(steps[-1]) == "B collects 12"
    assert any(r.code == "position-tied" for step in steps for r in step.why)
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
    line = err.strip()  # the engine's sentence, cut so the line stays under 300 characters
    assert line.startswith("error: ") and len(err) <= 300
    assert str(refused.value).startswith(line.removeprefix("error: ").removesuffix("…"))
    code, _, err = run(capsys, "settle", str(tmp_path / "missing.json"))
    assert code == 2 and "missing.json" in err


@pytest.mark.parametrize("command", ["meld", "best", "endings"])
def test_a_bad_card_exits_non_zero_naming_it(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    code, out, err = run(capsys, command, "6h 7x 8h")
    assert code != 0
    with pytest.raises(CardError) as refused:
        parse_cards("6h 7x 8h")
    assert (refused.value.code, refused.value["token"]) == ("not-a-suit", quote("7x"))
    assert err == f"error: {refused.value}\n"


def test_a_rules_command_starts_without_the_database_layer() -> None:
    """Only the club admin's commands open a database: ``hoola meld`` does not load the store
    or SQLAlchemy (a third of a second of every start)."""
    probe = (
        "import sys, tutor.cli; "
        "print(sorted(m for m in sys.modules if m.startswith(('tutor.store', 'sqlalchemy'))))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, cwd=REPO, check=True
    )
    assert loaded.stdout.strip() == "[]"


def test_python_m_tutor_subprocess(tmp_path: Path) -> None:
    ok = subprocess.run(
        [sys.executable, "-m", "tutor", "meld", "Qc Qd Qh"],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=60,
    )
    assert ok.returncode == 0
    assert shows_each(sentences(check_meld("Qc Qd Qh", Rules.preset("pagat")).why), ok.stdout)
    bad = subprocess.run(
        [sys.executable, "-m", "tutor", "best", "Zh 2c"],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=60,
    )
    assert bad.returncode != 0
    with pytest.raises(CardError) as refused:
        parse_cards("Zh 2c")
    assert refused.value["token"] == quote("Zh") and bad.stderr == f"error: {refused.value}\n"
    path = tmp_path / "round.json"
    path.write_text(json.dumps(TIE_RECORD), encoding="utf-8")
    settled = subprocess.run(
        [sys.executable, "-m", "tutor", "settle", str(path)],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=60,
    )
    assert settled.returncode == 0
    assert f"* {step_title(settle(TIE_RECORD).steps()[-1])}" in settled.stdout.splitlines()


def test_quiz_with_the_right_answer(capsys: pytest.CaptureFixture[str]) -> None:
    q = generate(12, Rules.preset("pagat"), kind="meld")
    told = wq.answer(q)  # the answer as the learner reads it, typed back
    code, out, _ = run(capsys, "quiz", "--kind", "meld", "--seed", "12", "--answer", told)
    assert code == 0
    again = re.search(r"to see it again: (--seed \S+ --kind \S+ --rules \S+)\)", out)
    assert again and again[1] == f"--seed {q.seed} --kind meld --rules pagat"
    assert wq.prompt(q) in out
    for line in wq.explain(q.explanation):
        assert line in out
    # the command it names asks the same question again
    code, out_again, _ = run(capsys, "quiz", *again[1].split(), "--answer", told)
    assert (code, out_again) == (0, out)


def test_quiz_with_a_wrong_answer_gives_the_answer_and_the_rule(
    capsys: pytest.CaptureFixture[str],
) -> None:
    q = generate(3, Rules.preset("s1-short"), kind="knock")
    wrong = next(c for c in q.choices if c != q.answer)
    code, out, _ = run(
        capsys, "quiz", "--kind", "knock", "--seed", "3", "--rules", "s1-short", "--answer", wrong
    )
    assert code == 1
    result = grade(q, wrong)
    assert (result.correct, result.feedback.code) == (False, "feedback-not-quite")
    assert result.feedback["answer"] == q.answer_said
    assert say(result.feedback) in out.splitlines()
    assert wq.line(q.explanation[0]) in out


def test_quiz_reads_the_answer_at_the_prompt() -> None:
    q = generate(7, Rules.preset("pagat"), kind="blast")
    proc = subprocess.run(
        [sys.executable, "-m", "tutor", "quiz", "--kind", "blast", "--seed", "7"],
        input=wq.answer(q) + "\n",
        capture_output=True,
        text=True,
        cwd=REPO,
        check=False,
    )
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
    (ann,) = [p for p in settle(record).players if p.name == "Ann"]
    (laid,) = [r for r in ann.why if r.code == "showdown-lays"]
    assert laid["melds"] == ((Card.parse("2c"), Card.parse("3c"), Card.parse("4c")),)
    assert f"  {showdown_sentence('Ann', laid)}" in out.splitlines()
    assert "0 losers" not in out


def test_the_command_line_speaks_korean_with_lang_ko(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--lang", "ko", "meld", "6h 8h")
    assert code == 1 and out.startswith("6♥ 8♥: 등록할 수 없어요\n")
    code, out, _ = run(capsys, "--lang", "ko", "best", "7c 2d", "--rules", "s1-short")
    assert out.startswith("가장 좋은 배치: 남는 점수 2점\n")
    code, _, err = run(capsys, "--lang", "ko", "meld", "6h 6h")
    with pytest.raises(CardError) as refused:
        check_meld("6h 6h", Rules.preset("pagat"))
    assert code == 2 and err.startswith("오류: 6h 카드가 2번 나왔는데")
    assert "appears" in str(refused.value)  # English outside the --lang block
    code, _, err = run(capsys, "--lang", "ko", "endings", "7h", "--players", "9")
    assert code == 2 and err == "오류: 인수 --players: 9: 2에서 7 사이가 아니에요\n"
    code, _, err = run(capsys, "--lang", "ko", "meld")
    assert code == 2 and err == "오류: 다음 인수가 필요해요: cards\n"
    code, out, _ = run(capsys, "--lang", "ko", "meld", "--help")
    assert code == 0 and out.startswith("사용법: hoola meld") and "규칙 프리셋" in out


def test_english_stays_the_default_and_lang_is_checked(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "endings", "7h", "--players", "9")
    assert code == 2 and err == "error: argument --players: 9 is not from 2 to 7\n"
    code, _, err = run(capsys, "--lang", "fr", "meld", "7h")
    assert code == 2 and err.startswith("error: argument --lang: invalid choice: 'fr'")


def test_cards_may_be_given_as_separate_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    """``hoola meld 7h 8h 9h`` reads as ``hoola meld "7h 8h 9h"`` (and so do best, endings)."""
    assert run(capsys, "meld", "7h", "8h", "9h") == run(capsys, "meld", "7h 8h 9h")
    assert run(capsys, "best", "3h", "4h 5h", "Kd") == run(capsys, "best", "3h 4h 5h Kd")


def test_a_reader_that_leaves_early_ends_the_command_quietly(tmp_path: Path) -> None:
    """``hoola settle r.json --json | head -c 10``: the reader may close the pipe before the
    command writes (``head -c 0`` always does: it leaves at once); the command then ends
    without a word on standard error, with a shell's exit code for SIGPIPE."""
    path = tmp_path / "round.json"
    path.write_text(json.dumps(TIE_RECORD), encoding="utf-8")
    for head, code in (("10", (0, 141)), ("0", (141,))):
        cmd = f"'{sys.executable}' -m tutor settle '{path}' --json | head -c {head}"
        done = subprocess.run(
            ["bash", "-c", f"{cmd}; exit ${{PIPESTATUS[0]}}"],
            capture_output=True,
            text=True,
            cwd=REPO,
            timeout=60,
        )
        assert done.stdout == settle(TIE_RECORD).to_json()[: int(head)]
        assert (done.stderr, done.returncode in code) == ("", True)
