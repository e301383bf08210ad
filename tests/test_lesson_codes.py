"""Lessons' reasons and problems as data: every code of the closed set ``lesson``
(tutor.teach.lesson_reasons: reason-, choice-, problem-, grade-, title-, shown-, nudge-) and
of LessonErrorCode (tutor.teach.errors, lesson-error) is produced here, through the public
interface, and each one so produced is written from the catalog in English and in Korean
with the values its producer passed (a few English sentences are checked whole)."""

from __future__ import annotations

import pickle
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest
import yaml
from positions import take_or_draw_step
from pydantic import ValidationError

from tutor.engine.cards import parse_cards
from tutor.engine.errors import HoolaError
from tutor.engine.reasons import Reason
from tutor.engine.rules import Rules
from tutor.engine.settlement import settle
from tutor.teach import lessons as L
from tutor.teach.attempts import hint_ladder, nudge, safe_hint_ladder
from tutor.teach.errors import LESSON_ERROR_CODES, LessonError, problem_code
from tutor.teach.lesson_reasons import (
    CHOICE_CODES,
    LESSON_CODES,
    NUDGE_CODES,
    PROBLEM_CODES,
    REASON_CODES,
    SHOWN_CODES,
    TITLE_CODES,
    said,
)
from tutor.words import render, using, write_error
from tutor.words.catalog import has
from tutor.words.derived import arguments
from tutor.words.lessons import say

PAGAT = Rules.preset("pagat")
LESSONS = L.load_lessons()
WRITTEN: set[str] = set()
"""Every lesson code written in both languages by the tests of this module."""
_LATIN = re.compile(r"[A-Za-z][A-Za-z_]+")
FILE_WORDS = {
    "JK", "YAML", "id", "title", "summary", "type", "stage", "switch", "Rules", "rules",
    "seating", "current", "claimants", "ask", "player", "discard", "seen", "others", "table",
    "melded", "others_melded", "true", "false", "answer", "must_include", "yaml",
}  # fmt: skip
"""Words that are no language: the joker's card text, and a lesson file's format (its
keys and values, which a lesson's author writes as they are, like JSON keys)."""


def _leaves(value: Any) -> list[str]:
    """Every piece of text a value holds (names, rule labels, cards as written)."""
    if isinstance(value, Mapping):
        return [t for v in value.values() for t in _leaves(v)]
    if isinstance(value, tuple | list):
        return [t for v in value for t in _leaves(v)]
    return [str(value)]


def _in_korean_only(text: str, values: Mapping[str, Any], msg_id: str = "") -> None:
    """``text`` (a Korean message) holds no English word but those of its own values (names,
    rule labels, what a nested engine message says: the engine's catalogs are converted
    apart from this one)."""
    with using("ko"):
        derived = arguments(msg_id, values)
    allowed = set(_LATIN.findall(" ".join(_leaves(values) + _leaves(derived))))
    for v in values.values():
        if isinstance(v, Reason | HoolaError) or hasattr(v, "why"):
            with using("en"):
                allowed |= set(_LATIN.findall(say(v) if isinstance(v, Reason) else str(v)))
            with using("ko"):
                allowed |= set(_LATIN.findall(say(v) if isinstance(v, Reason) else str(v)))
            if hasattr(v, "why"):  # a settlement step: its reasons are the engine's
                allowed |= {w for r in v.why for w in _LATIN.findall(say(r))}
    allowed = {w.casefold() for w in allowed | FILE_WORDS}
    stray = {w for w in _LATIN.findall(text) if w.casefold() not in allowed}
    assert not stray, (text, stray)


def written(message: Reason) -> str:
    """``message`` (a lesson reason) written in both languages from the catalog, the Korean
    without English; its English."""
    msg_id = f"{message.closed_set}-{message.code}"
    assert message.closed_set == "lesson" and has(msg_id, "en") and has(msg_id, "ko"), msg_id
    with using("ko"):
        korean = render(message)
    _in_korean_only(korean, message.values, msg_id)
    WRITTEN.add(message.code)
    with using("en"):
        return render(message)


def written_error(err: LessonError) -> str:
    msg_id = f"lesson-error-{err.code}"
    assert has(msg_id, "en") and has(msg_id, "ko"), msg_id
    with using("ko"):
        korean = str(err)
    _in_korean_only(korean, dict(err.values), msg_id)
    with using("en"):
        return str(err)


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
    laid = {**pos, "seen": "9s 10s Js Qs Kc Kd Kh Ks", "table": ["9s 10s Js Qs", "Kc Kd Kh Ks"]}
    assert _in_lesson(laid)()  # a position that can happen loads
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
        "table-needed": _in_lesson(pos),
        "table-players": _in_lesson({**laid, "table": laid["table"][:1]}),
        "table-not-seen": _in_lesson({**laid, "seen": "9s 10s Js Qs Kc Kd Kh"}),
        "position-card-twice": _in_lesson({**laid, "table": ["9s 10s Js Qs", "Ac Ad Ah As"]}),
        "hand-size-impossible": _in_lesson({**laid, "others": [2]}),
        "melded-mismatch": _in_lesson({**laid, "melded": False}),
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
        assert str(cause) == write_error(cause) == written_error(cause)  # the catalog's words
        assert 0 < len(str(cause)) < 300


def test_every_grade_code_is_produced_and_worded() -> None:
    step = L.PickMeldStep.model_validate(_step("find-one"))
    discard = L.PickMeldStep.model_validate(_step("use-the-discard"))
    knock = L.KnockStep.model_validate({**_step("nine-points"), "players": 5, "rules": None})
    winner = settle({**_step("showdown-melder")["record"], "rules": "pagat"}).winner
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
        (reason,) = [r for r in g.why if r.code == f"grade-{code}"]
        written(reason)
        if code in ("refused", "not-cards"):  # the engine error's own code and words
            assert g.values["error"] is not None
        else:
            assert reason.values == g.values
    assert grades["refused"].values["error"] == "knock-table-missing"
    assert grades["not-cards"].values["error"] == "not-a-suit"
    assert grades["not-in-hand"].values["cards"] == parse_cards("6h 7h")
    assert grades["owes-nothing"].values == {"player": winner, "winner": winner}


def _said(code: str, **values: Any) -> Reason:
    return said(code, "", **values)


def test_lesson_reason_rendered_sentences() -> None:
    """A few of the lesson's own sentences, checked whole (rendered-sentence test)."""
    (card,) = parse_cards("10h")
    assert written(_said("grade-not-in-hand", cards=parse_cards("6h 7h"))) == (
        "6♥ 7♥: not in this hand."
    )
    assert written(_said("grade-discard-left-out", card=card)) == (
        "10♥ came from the discard pile, so it must go into the new meld laid at once: this "
        "pick leaves it out."
    )
    assert written(_said("grade-no-meld")) == (
        "No meld can be laid from this hand under these rules."
    )
    assert written(_said("choice-discard-leaves", card=card, points=12)) == (
        "Throwing 10♥ leaves 12 points in hand after the best melds."
    )
    knock = _said("choice-knock-undercut", points=6, hits=1234, deals=5000, chance=0.2468)
    assert written(knock) == (
        "A knock now with 6 points is undercut in 1,234 of 5,000 deals of the unseen cards (25%)."
    )
    goes = _said("reason-play-goes", direction="clockwise", order=("Ann", "Bo", "Cy"))
    assert written(goes) == "Play goes clockwise: Ann → Bo → Cy, then Ann again."
    differs = _said(
        "problem-stored-answer-differs", rules=(("preset", "bga"),), answer=False, engine=True
    )
    assert written(differs) == "under Online table the stored answer is False, the engine says True"
    err = LessonError("stage-too-long", stage="Melds", size=7, limit=6)
    assert written_error(err) == (
        "stage 'Melds' has 7 steps; a stage holds at most 6: start a new stage with "
        "'stage: <title>' on a later step"
    )


def _by_id(step_id: str) -> Any:
    return next(s for les in LESSONS for s in les.steps if s.id == step_id)


def _codes(said_things: Any) -> set[str]:
    """The lesson codes among the reasons, each written in both languages."""
    return {written(r) and r.code for r in said_things if r.closed_set == "lesson"}


def test_every_lesson_reason_choice_and_problem_code_is_produced_and_rendered() -> None:
    """Each code of the closed sets lesson-reason, lesson-choice and lesson-problem comes out
    of the public interface here, and the explainer has words for it."""
    reasons: set[str] = set()
    for les in LESSONS:  # every step's answer under the rules it uses
        for _, step in L.graded_steps(les):
            out = L.solve(step, L.rules_for(step, PAGAT))
            reasons |= _codes(out.why) | _codes(out.more)
    ccw = L.NextPlayerStep.model_validate(_step("ccw"))
    for claim in ("battle", "tame", "none"):
        claimed = ccw.model_copy(
            update={"claimants": [n for n in ccw.seating if n != ccw.current][-2:]}
        )
        reasons |= _codes(L.solve(claimed, PAGAT.with_changes(claim=claim)).why)
    series = L.SeriesStep.model_validate(_step("next-dealer"))
    for ask, answer in (("next_multiplier", 1), ("pays", 0)):
        player = _names(series) if ask == "pays" else None
        asked = series.model_copy(update={"ask": ask, "answer": answer, "player": player})
        reasons |= _codes(L.solve(asked, PAGAT).why)
    for step_id, hand in (("knock-now", None), ("knock-or-play-on", None), ("knock-now", "Kc Jd")):
        step = _by_id(step_id)
        step = step.model_copy(update={"hand": hand}) if hand else step
        reasons |= _codes(L.solve(step, PAGAT).why)
    take = take_or_draw_step()
    for top in ("6d", "6h"):
        reasons |= _codes(L.solve(take.model_copy(update={"discard": top}), PAGAT).why)
    assert reasons == REASON_CODES

    choices: set[str] = set()
    ccw_plain = ccw.model_copy(update={"claimants": []})
    for name in ccw_plain.seating:
        choices |= _codes(L.choice_reasons(ccw_plain, name, PAGAT))
    for step_id in ("knock-now", "knock-or-play-on"):
        for answer in (L.KNOCK, L.PLAY_ON):
            choices |= _codes(L.choice_reasons(_by_id(step_id), answer, PAGAT))
    choices |= _codes(L.choice_reasons(_by_id("which-discard"), "2s", PAGAT))
    choices |= _codes(L.choice_reasons(_by_id("safe-discard"), "Ah", PAGAT))
    assert choices == CHOICE_CODES

    problems: set[str] = set()
    pick = L.PickMeldStep(type="pick_meld", prompt="?", hand="Kh Ah 2h 9c 5d", answer="Kh Ah 2h")
    problems |= _codes(L.answer_problems(pick))
    use = _by_id("use-the-discard")
    problems |= _codes(L.answer_problems(use.model_copy(update={"answer": "5d 5s 5c"})))
    knock = L.KnockStep.model_validate({**_step("nine-points"), "players": 5, "rules": None})
    problems |= _codes(
        L.answer_problems(
            knock.model_copy(
                update={"rules": {"preset": "pagat", "knock_limit": {2: 7, 3: 10, 4: 15}}}
            )
        )
    )
    which = _by_id("which-discard")
    problems |= _codes(L.answer_problems(which.model_copy(update={"answer": "2s"})))
    blast = L.BlastStep(type="blast", prompt="?", hand="Ac 2d 3h 2s Ad 3c 3s", answer=False)
    problems |= _codes(L.answer_problems(blast))
    compare = next(s for les in LESSONS for s in les.steps if isinstance(s, L.CompareStep))
    problems |= _codes(L.answer_problems(compare.model_copy(update={"rules": ["pagat", "pagat"]})))
    assert problems == PROBLEM_CODES


def _names(step: Any) -> str:
    return str(step.rounds[0]["players"][0]["name"])


def test_lesson_results_are_data_and_pickle() -> None:
    """A result holds no words: its heading, answer shown and reasons are messages, written
    in the language of whoever reads them; results (kept in the app's caches) pickle."""
    for les in LESSONS[:6]:
        for _, step in L.graded_steps(les):
            out = L.solve(step, L.rules_for(step, PAGAT))
            assert all(isinstance(m, Reason) for m in (out.heading, out.shown, *out.why))
            assert pickle.loads(pickle.dumps(out)) == out
    err = LessonError("id-twice", file="02_b.yaml", id="a", other="01_a.yaml")
    again = pickle.loads(pickle.dumps(err))
    assert (again.code, dict(again.values), str(again)) == (err.code, dict(err.values), str(err))
    assert isinstance(err, HoolaError) and type(err).closed_set == "lesson-error"


def test_every_title_and_nudge_code_is_produced_and_worded(monkeypatch: Any) -> None:
    """An answer's heading (lesson-title) and a hint's nudge (lesson-nudge) are data: every
    code comes out of the lessons or a made step, and the title and the hint are the
    explainer's words for it."""
    titles: dict[str, Any] = {}
    shown: dict[str, Any] = {}
    nudges: dict[str, Any] = {}
    for les in LESSONS:
        for _, step in L.graded_steps(les):
            used = L.rules_for(step, PAGAT)
            out = L.solve(step, used)
            titles.setdefault(out.heading.code, out.heading)
            shown.setdefault(out.shown.code, out.shown)
            reason = nudge(step, used)
            nudges.setdefault(reason.code, reason)
            assert hint_ladder(step, PAGAT)[0].text == (step.nudge or reason)
    low = PAGAT.with_changes(ace="low")
    no_meld = L.PickMeldStep(type="pick_meld", prompt="?", hand="Kh Ah 2h 9c 5d", answer="Kh Ah 2h")
    fives = L.PickMeldStep(type="pick_meld", prompt="?", hand="5c 5d 5h 9s Kd", answer="5c 5d 5h")
    pick = L.PickMeldStep.model_validate(_step("find-one"))
    discard = L.PickMeldStep.model_validate(_step("use-the-discard"))
    knock = L.KnockStep.model_validate({**_step("nine-points"), "players": 5, "rules": None})
    no_table = PAGAT.with_changes(knock_limit={2: 7, 3: 10, 4: 15})
    take = take_or_draw_step()
    loose = L.PointsStep(type="points", prompt="?", hand="2c 5d 9h Jc Kd", count="best", answer=26)
    dealer = L.SeriesStep.model_validate(_step("next-dealer"))
    pays = dealer.model_copy(update={"ask": "pays", "player": _names(dealer)})
    made = {
        "title-no-meld": L.solve(no_meld, low).heading,
        "title-refused": L.solve(knock, no_table).heading,
        "title-take": L.solve(take, PAGAT).heading,
        "title-not-cards": L.grade(pick, "3z", PAGAT).heading,
        "title-not-in-hand": L.grade(pick, "6h 7h", PAGAT).heading,
        "title-other-meld": L.grade(discard, "5d 5s 5c", PAGAT).heading,
    }
    for code, heading in made.items():
        assert heading is not None and heading.code == code
        titles[code] = heading
    assert L.grade(pick, "3z", PAGAT).heading == made["title-not-cards"]
    assert titles["title-take"]["card"] == parse_cards("6d")[0]
    # the answers shown when there is none
    none_shown = {
        "shown-no-meld": L.solve(no_meld, low).shown,
        "shown-none": L.solve(knock, no_table).shown,
        "shown-refused": hint_ladder(knock, no_table)[2].answer,
    }
    for code, answer in none_shown.items():
        assert answer == said(code, ""), code
    shown.update(none_shown)
    shown["shown-choice"] = L.solve(take, PAGAT).shown
    for step, rules in ((no_meld, low), (fives, PAGAT), (loose, PAGAT), (pays, PAGAT)):
        reason = nudge(step, rules)
        nudges[reason.code] = reason
    assert nudges["nudge-rank"]["rank"] == 5
    assert nudges["nudge-any-meld-first"].code == "nudge-any-meld-first"

    def refuse(step: Any, rules: Any) -> Any:
        raise HoolaError("knock-table-missing", players=5, counts=(2, 3, 4))

    monkeypatch.setattr(L, "rules_for", refuse)
    ladder = safe_hint_ladder(knock, PAGAT)
    cause = HoolaError("knock-table-missing", players=5, counts=(2, 3, 4))
    refused = said("nudge-refused", "", cause=cause)
    assert [(h.text.code, str(h.text["cause"])) for h in ladder] == [(refused.code, str(cause))] * 3
    nudges["nudge-refused"] = refused

    assert set(titles) == TITLE_CODES
    assert set(shown) == SHOWN_CODES
    assert set(nudges) == NUDGE_CODES
    for message in (*titles.values(), *shown.values(), *nudges.values()):
        written(message)
    # a few whole sentences, as the catalog words them
    assert written(said("title-collects", "", player="Ann", stakes=1)) == "Ann collects 1 stake"
    assert written(said("title-plays-next", "", name="Bo")) == "Bo plays next"
    assert written(nudges["nudge-rank"]) == "Look at the 5s in this hand."
    with using("ko"):
        assert render(said("shown-choice", "", choice=L.TAKE)) == "버린 카드 가져오기"


def test_every_lesson_code_was_written_in_both_languages() -> None:
    """The tests above produced every code of the set ``lesson`` through the public
    interface and wrote each in English and Korean (this test runs after them)."""
    assert WRITTEN == LESSON_CODES, sorted(LESSON_CODES ^ WRITTEN)
