"""Lessons' reasons and problems as data: every code of the closed sets GradeCode
(tutor.teach.lessons) and LessonErrorCode (tutor.teach.errors) is produced here, through the
public interface, and each lesson-worded reason has its sentence (a few sentences are
checked whole, as rendered sentences)."""

from __future__ import annotations

import pickle
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic import ValidationError

from tutor.engine.cards import parse_cards
from tutor.engine.rules import Rules
from tutor.teach import lessons as L
from tutor.teach.errors import LESSON_ERROR_CODES, LessonError, problem_code

PAGAT = Rules.preset("pagat")
LESSONS = L.load_lessons()


def _step(step_id: str) -> dict[str, Any]:
    step = next(s for les in LESSONS for s in les.steps if s.id == step_id)
    return step.model_dump(exclude_defaults=True)


def _lesson(**changes: Any) -> dict[str, Any]:
    step = {"type": "is_meld", "prompt": "?", "cards": "6h 7h", "answer": True}
    base = {"id": "demo", "title": "Demo", "summary": "A demo.", "sections": ["§3"],
            "steps": [step]}  # fmt: skip
    return {**base, **changes}


def _in_lesson(step: dict[str, Any]) -> Callable[[], object]:
    return lambda: L.Lesson.model_validate(_lesson(steps=[step]))


def _files(tmp: Path, files: dict[str, object]) -> Callable[[], object]:
    def load() -> object:
        folder = tmp / str(len(list(tmp.iterdir())))
        folder.mkdir()
        for name, content in files.items():
            text = content if isinstance(content, str | bytes) else yaml.safe_dump(content)
            path = folder / name
            path.write_bytes(text) if isinstance(text, bytes) else path.write_text(text)
        return L.load_lessons(folder)

    return load


def _changed(step_id: str, **changes: Any) -> Callable[[], object]:
    return _in_lesson({**_step(step_id), **changes})


def test_every_lesson_error_code_is_produced(tmp_path: Path) -> None:
    nxt, pays = _step("ccw"), _step("claim-pays")
    pos = {"type": "position", "prompt": "?", "hand": "Ac 2d 3h", "ask": "knock-or-draw",
           "answer": L.KNOCK, "seen": "", "others": [3]}  # fmt: skip
    series = _step("next-dealer")
    two_rounds = [series["rounds"][0], {**series["rounds"][0], "players": [
        {**p, "name": p["name"] + "x"} for p in series["rounds"][0]["players"]]}]  # fmt: skip
    attempts: dict[str, Callable[[], object]] = {
        "file-unreadable": _files(tmp_path, {"01_a.yaml": b"\xff\xfe\x00bad"}),
        "file-not-yaml": _files(tmp_path, {"01_a.yaml": "id: [unclosed"}),
        "file-not-mapping": _files(tmp_path, {"01_a.yaml": "- a list"}),
        "file-invalid": _files(tmp_path, {"01_a.yaml": _lesson(colour="red")}),
        "file-name": _files(tmp_path, {"intro.yaml": _lesson()}),
        "number-twice": _files(tmp_path, {"1_a.yaml": _lesson(), "01_b.yaml": _lesson(id="b")}),
        "id-twice": _files(tmp_path, {"1_a.yaml": _lesson(), "2_b.yaml": _lesson()}),
        "no-lessons-folder": lambda: L.load_lessons(tmp_path / "missing"),
        "section-not-a-switch": lambda: L.Lesson.model_validate(_lesson(sections=["switch:x"])),
        "not-a-section": lambda: L.Lesson.model_validate(_lesson(sections=["chapter 3"])),
        "step-id-twice": lambda: L.Lesson.model_validate(_lesson(steps=[
            {"type": "text", "body": "a", "id": "x"}, {"type": "text", "body": "b", "id": "x"}])),
        "stage-too-long": lambda: L.Lesson.model_validate(
            _lesson(steps=[{"type": "text", "body": str(i)} for i in range(L.STAGE_MAX + 1)])),
        "not-a-switch": _in_lesson({"type": "compare", "body": "x", "switches": ["colour"],
                                    "rules": ["pagat", "s1-short"],
                                    "show": {"type": "is_meld", "cards": "7h"}}),
        "record-rules": _changed("claim-pays", record={**pays["record"], "rules": "pagat"}),
        "seating-twice": _changed("ccw", seating=["Ann", "Ann", "Bo"]),
        "current-not-seated": _changed("ccw", current="Zed"),
        "claimants-not-seated": _changed("ccw", claimants=[nxt["current"]]),
        "player-needed": _changed("claim-pays", player="Zed"),
        "player-not-taken": _changed("undercut-winner", player="Cy"),
        "round-players": _changed("next-dealer", rounds=two_rounds),
        "discard-needed": _in_lesson({**pos, "ask": "take-or-draw", "answer": L.TAKE,
                                      "seen": None, "others": None}),
        "discard-not-one-card": _changed("take-or-draw", discard="2c"),
        "discard-not-taken": _in_lesson({**pos, "discard": "9s"}),
        "hand-too-small": _in_lesson({**_step("which-discard"), "hand": "Kc", "answer": "Kc"}),
        "table-not-taken": _in_lesson({**_step("which-discard"), "others": [3]}),
        "others-needed": _in_lesson({**pos, "others": None}),
        "others-range": _in_lesson({**pos, "others": [9]}),
        "seen-twice": _in_lesson({**pos, "seen": "Ac"}),
        "others-over-unseen": _in_lesson({**pos, "others": [8, 8, 8, 8], "seen": " ".join(
            str(c) for c in parse_cards("4c 5c 6c 7c 8c 9c 10c Jc Qc Kc 4d 5d 6d 7d 8d 9d "
                                        "10d Jd Qd Kd 4h 5h 6h 7h 8h 9h"))}),
        "too-many-deals": _in_lesson({**pos, "others": [7, 7]}),
        "answer-not-seated": _changed("ccw", answer="Zed"),
        "answer-not-a-player": _changed("undercut-winner", answer="Zed"),
        "answer-not-a-number": _changed("claim-pays", answer="lots"),
        "answer-kind": _changed("next-dealer", answer=3),
        "answer-not-a-choice": _changed("take-or-draw", answer="Shuffle"),
        "pick-outside-hand": _changed("find-one", answer="8h"),
        "must-include-bad": _changed("find-one", must_include="Ac"),
    }  # fmt: skip
    assert set(attempts) == LESSON_ERROR_CODES
    for code, attempt in attempts.items():
        with pytest.raises((LessonError, ValidationError)) as info:
            attempt()
        err = info.value
        if isinstance(err, ValidationError):  # a model's check, kept by pydantic
            found = problem_code(err.errors()[0])
            cause = err.errors()[0]["ctx"]["error"]
            assert isinstance(cause, LessonError)
        else:
            found, cause = err.code, err
            assert pickle.loads(pickle.dumps(err)).code == err.code
        assert found == code, (code, str(err))
        assert 0 < len(str(cause)) < 300


def test_every_grade_code_is_produced_and_worded() -> None:
    step = L.PickMeldStep.model_validate(_step("find-one"))
    discard = L.PickMeldStep.model_validate(_step("use-the-discard"))
    knock = L.KnockStep.model_validate({**_step("nine-points"), "players": 5, "rules": None})
    winner = L.settle({**_step("showdown-melder")["record"], "rules": "pagat"}).winner
    owes = L.PayoutStep.model_validate({**_step("showdown-melder"), "player": winner})
    no_meld = L.PickMeldStep(type="pick_meld", prompt="?", hand="Kh Ah 2h 9c 5d", answer="Kh Ah 2h")
    low = PAGAT.with_changes(ace="low")
    grades = {
        "refused": L.grade(knock, True, PAGAT.with_changes(knock_limit={2: 7, 3: 10, 4: 15})),
        "no-meld": L.solve(no_meld, low),  # the engine's answer: an Outcome
        "owes-nothing": L.grade(owes, 0, PAGAT),
        "not-cards": L.grade(step, "3z", PAGAT),
        "not-in-hand": L.grade(step, "6h 7h", PAGAT),
        "discard-used": L.grade(discard, "8h 9h 10h", PAGAT),
        "discard-left-out": L.grade(discard, "5d 5s 5c", PAGAT),
    }
    assert set(grades) == L.GRADE_CODES
    for code, g in grades.items():
        assert g.code == code, (code, g)
        assert getattr(g, "correct", False) == (code == "discard-used")
        if code in ("refused", "not-cards"):  # the engine error's own code and words
            assert g.values["error"] is not None
        else:
            assert L.grade_sentence(code, g.values) in g.reasons
    assert grades["refused"].values["error"] == "knock-table-missing"
    assert grades["not-cards"].values["error"] == "not-a-suit"
    assert grades["not-in-hand"].values["cards"] == parse_cards("6h 7h")
    assert grades["owes-nothing"].values == {"player": winner, "winner": winner}


def test_lesson_reason_rendered_sentences() -> None:
    """A few of the lesson's own sentences, checked whole (rendered-sentence test)."""
    (card,) = parse_cards("10h")
    assert L.grade_sentence("not-in-hand", {"cards": parse_cards("6h 7h")}) == (
        "6♥ 7♥: not in this hand."
    )
    assert L.grade_sentence("discard-left-out", {"card": card}) == (
        "10♥ came from the discard pile, so it must go into the new meld laid at once: this "
        "pick leaves it out."
    )
    assert (
        L.grade_sentence("no-meld", {}) == "No meld can be laid from this hand under these rules."
    )
