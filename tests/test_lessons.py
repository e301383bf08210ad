"""Guided lessons (tutor.teach.lessons, lessons/data/*.yaml): every file loads, every stored answer
is the engine's answer, every point of the rule book's sections 1-7 and every switch is
taught, and grading comes from the engine, never from the stored answer."""

from __future__ import annotations

import hashlib
import itertools
import re
import shutil
from pathlib import Path

import pytest
import yaml
from pydantic import ValidationError

from tutor.engine import rulebook
from tutor.engine.cards import format_cards, parse_cards
from tutor.engine.endings import blast
from tutor.engine.melds import check_meld
from tutor.engine.rules import PRESETS, Rules
from tutor.engine.settlement import settle
from tutor.engine.table import claim_taker
from tutor.teach import lessons as L
from tutor.teach.errors import LessonError, problem_code
from tutor.words import render
from tutor.words.lessons import rules_label, say, say_all
from tutor.words.rulebook import source_about

ROOT = Path(__file__).resolve().parent.parent
LESSONS = L.load_lessons()
PAGAT = Rules.preset("pagat")


def _steps(kind: str) -> list[tuple[L.Lesson, int, object]]:
    out = []
    for lesson in LESSONS:
        for i, step in enumerate(lesson.steps):
            wanted = {
                "graded": L.is_graded(step),
                "compare": step.type == "compare",
                "all": True,
            }[kind]
            if wanted:
                out.append((lesson, i, step))
    return out


def step_ids(rows: list[tuple[L.Lesson, int, object]]) -> list[str]:
    return [f"{les.id}:{les.step_name(i)}:{step.type}" for les, i, step in rows]


GRADED = _steps("graded")
COMPARES = _steps("compare")
ALL_STEPS = _steps("all")


def _by_id(lesson_id: str, step_id: str) -> object:
    lesson = next(les for les in LESSONS if les.id == lesson_id)
    return next(s for s in lesson.steps if s.id == step_id)


# --------------------------------------------------------------------------- loading


def test_all_lesson_files_load_in_numeric_order() -> None:
    files = sorted((int(p.name.split("_", 1)[0]), p) for p in L.LESSONS_DIR.glob("*.yaml"))
    assert [L.load_lesson(p).id for _, p in files] == [les.id for les in LESSONS]
    assert 10 <= len(LESSONS) <= 14
    assert len({les.id for les in LESSONS}) == len(LESSONS)


@pytest.mark.parametrize("lesson", LESSONS, ids=[les.id for les in LESSONS])
def test_lesson_shape(lesson: L.Lesson) -> None:
    assert 4 <= len(lesson.steps) <= 3 * L.STAGE_MAX
    assert all(1 <= len(stage.steps) <= L.STAGE_MAX for stage in lesson.stages)
    assert [i for s in lesson.stages for i in s.steps] == list(range(len(lesson.steps)))
    assert L.graded_steps(lesson), "every lesson has at least one check graded by the engine"
    names = [lesson.step_name(i) for i in range(len(lesson.steps))]
    assert len(set(names)) == len(names)


# --------------------------------------------------------------------------- answers


@pytest.mark.parametrize(("lesson", "index", "step"), GRADED, ids=step_ids(GRADED))
def test_stored_answer_is_the_engines(lesson: L.Lesson, index: int, step: object) -> None:
    """Recomputed by the engine under the step's rules (or, for a step that names none,
    under every preset a learner might have in force)."""
    assert L.answer_problems(step) == []


@pytest.mark.parametrize(("lesson", "index", "step"), COMPARES, ids=step_ids(COMPARES))
def test_compare_step_shows_a_real_difference(lesson: L.Lesson, index: int, step: object) -> None:
    assert L.answer_problems(step) == []
    for switch in step.switches:
        assert L.switch_sources(switch), f"{switch} records no source positions"


def wrong_answer(step: object) -> object:
    """An answer the engine disagrees with, for tampering."""
    if isinstance(step, L.PickMeldStep):
        rules = [L.rules_for(step, r) for r in PRESETS.values()]
        for a, b in itertools.combinations(step.hand_cards(), 2):
            if not any(check_meld((a, b), r).valid for r in rules):
                return format_cards((a, b))
        raise AssertionError("no non-meld pair in the hand")
    answer = step.answer
    if isinstance(answer, bool):
        return not answer
    if isinstance(answer, str):
        return next(c for c in step.choices() if c != answer)
    return answer + 1


@pytest.mark.parametrize(("lesson", "index", "step"), GRADED, ids=step_ids(GRADED))
def test_tampered_answer_is_caught(lesson: L.Lesson, index: int, step: object) -> None:
    altered = step.model_copy(update={"answer": wrong_answer(step)})
    assert L.answer_problems(altered)


def test_tampered_lesson_file_is_caught(tmp_path: Path) -> None:
    """Edit one answer in a copy of the lesson files: the same check finds that step, and
    only that step."""
    folder = tmp_path / "lessons"
    shutil.copytree(L.LESSONS_DIR, folder)
    path = folder / "09_payment.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    step = next(s for s in data["steps"] if s.get("id") == "s0-tie-collects")
    step["answer"] = step["answer"] + 2
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    found = [
        (les.id, les.step_name(i))
        for les in L.load_lessons(folder)
        for i, s in enumerate(les.steps)
        if L.answer_problems(s)
    ]
    assert found == [("payment", "s0-tie-collects")]


def test_unpinned_step_that_depends_on_a_switch_is_caught() -> None:
    """A step without rules of its own follows the rules in force, so its stored answer
    must hold under every preset and every single change of a switch: a hand worth exactly
    15 is a Blast only where the Sopang allows 15 (s1-short, bga, or any preset so changed)."""
    step = L.BlastStep(type="blast", prompt="Blast?", hand="Ac 2d 3h 2s Ad 3c 3s", answer=False)
    problems = L.answer_problems(step)
    assert {p.code for p in problems} == {"problem-stored-answer-differs"}
    assert all(p["answer"] is False and p["engine"] is True for p in problems)
    sets = {p["rules"] for p in problems}  # the rule sets, as codes
    sopang_15 = (("preset", "pagat"), ("sopang_max", 15))
    assert {(("preset", "s1-short"),), (("preset", "bga"),), sopang_15} <= sets
    for spec in map(dict, sets):
        assert spec["preset"] in ("s1-short", "bga") or spec.get("sopang_max") == 15, spec
    assert rules_label(sopang_15) == "Standard, Sopang (minor Blast) up to: 15"
    pinned = step.model_copy(update={"rules": "pagat"})
    assert L.answer_problems(pinned) == []


def test_compare_without_a_difference_is_caught() -> None:
    step = _by_id("blast", "sopang-line")
    same = step.model_copy(update={"rules": ["pagat", {"preset": "pagat"}]})
    problems = L.answer_problems(same)
    assert [(p.code, dict(p.values)) for p in problems] == [
        *(("problem-switch-same", {"switch": name}) for name in step.switches),
        ("problem-same-outcome", {}),
    ]


@pytest.mark.parametrize(("lesson", "index", "step"), ALL_STEPS, ids=step_ids(ALL_STEPS))
def test_each_step_answers(lesson: L.Lesson, index: int, step: object) -> None:
    """What a page does when a learner reaches the step gives an answer: a column with an
    outcome for each rule set of a compare step; for a graded step, the engine's answer under
    the rules in force, and the stored answer graded right. (Its time: bench/bench_lessons.py.)"""
    if isinstance(step, L.CompareStep):
        columns = L.compare(step)
        assert len(columns) == len(step.rules)
        assert all(say(c.outcome.shown) for c in columns)
    elif L.is_graded(step):
        outcome = L.solve(step, L.rules_for(step, PAGAT))
        assert say(outcome.shown) and say(outcome.heading)
        graded = L.grade(step, step.answer, PAGAT)
        assert graded.correct, graded
        assert graded.shown == outcome.shown
    elif isinstance(step, L.PlayStep):  # played at the table: tests/test_lesson_play.py
        assert step.prompt.strip() and L.is_scored(step)
    else:
        assert isinstance(step, L.TextStep) and step.body.strip()


# --------------------------------------------------------------------------- coverage


TAUGHT_SECTIONS = range(1, 8)
"""Sections of the rule book every lesson set must teach: 1 to 7 (8 lists the presets)."""


def rulebook_points() -> set[str]:
    """Every section and numbered point of sections 1 to 7 of the project's rule book, as
    the tags lessons use ("§5", "§5.2")."""
    return {f"§{p.id}" for p in rulebook.points() if int(p.section) in TAUGHT_SECTIONS}


def test_every_rule_book_point_is_taught() -> None:
    points = rulebook_points()
    assert {f"§{n}" for n in TAUGHT_SECTIONS} <= points
    assert {"§1.5", "§3.3", "§5.6"} <= points
    taught = {s for les in LESSONS for s in les.sections}
    assert sorted(points - taught) == []
    named = {s for s in taught if s.startswith("§")}
    assert sorted(s for s in named if not rulebook.is_point(s)) == []


def test_every_switch_is_taught_side_by_side() -> None:
    """Every field of the Rules model is listed by some lesson, and shown by a compare step
    in a lesson that lists it."""
    listed = {name for les in LESSONS for name in les.switches}
    compared = {
        name
        for les in LESSONS
        for s in les.steps
        if isinstance(s, L.CompareStep)
        for name in s.switches
        if name in les.switches
    }
    fields = set(Rules.model_fields)
    assert sorted(fields - listed) == []
    assert sorted(fields - compared) == []


@pytest.mark.parametrize(("lesson", "index", "step"), COMPARES, ids=step_ids(COMPARES))
def test_compare_switches_are_in_the_lesson_sections(
    lesson: L.Lesson, index: int, step: object
) -> None:
    assert set(step.switches) <= set(lesson.switches)


def test_name_alikes_lesson_tells_the_games_apart() -> None:
    lesson = next(les for les in LESSONS if "name-alikes" in les.sections)
    text = " ".join(s.body for s in lesson.steps if isinstance(s, L.TextStep))
    for fact in ("HULA-HOO!", "84", "higher", "lower", "Hola", "wild", "trick"):
        assert fact in text
    assert L.graded_steps(lesson)


FINGERPRINTS = ROOT / "tests" / "data" / "source_fingerprints.txt"
"""SHA-1 prefixes of every eight-word run of the written sources (made once from them; the
sources themselves are not part of the repository)."""


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())


def copied_runs(text: str, prints: set[str], size: int = 8) -> list[str]:
    """The runs of ``size`` words of ``text`` whose fingerprint is a source's."""
    w = _words(text)
    runs = (w[i : i + size] for i in range(len(w) - size + 1))
    wordy = (r for r in runs if sum(x.isalpha() for x in r) >= 5)  # numbers are facts
    return [" ".join(r) for r in wordy if _print(" ".join(r)) in prints]


def _print(run: str) -> str:
    return hashlib.sha1(run.encode()).hexdigest()[:12]


def _fingerprints() -> set[str]:
    lines = FINGERPRINTS.read_text(encoding="utf-8").splitlines()
    return {x for x in lines if x and not x.startswith("#")}


def test_fingerprints_find_a_copied_run() -> None:
    prints = _fingerprints()
    assert len(prints) > 5000
    made_up = "the owl of the north ate nine blue chairs on sunday"
    assert copied_runs(made_up, prints) == []
    fake = {hashlib.sha1(b"ate nine blue chairs on sunday at noon").hexdigest()[:12]}
    assert copied_runs("the owl ate nine blue chairs on sunday at noon", fake) != []


def test_lesson_text_is_in_the_projects_own_words() -> None:
    """No run of eight words of a lesson appears word for word in a source."""
    prints = _fingerprints()
    fields = ("title", "body", "prompt", "note", "explain")
    copied = []
    for les in LESSONS:
        texts = [les.title, les.summary]
        texts += [getattr(s, f) or "" for s in les.steps for f in fields if hasattr(s, f)]
        copied += [f"{les.id}: {run}" for text in texts for run in copied_runs(text, prints)]
    assert copied == []


def test_rule_book_is_in_the_projects_own_words() -> None:
    """The rule book states the sources' facts; no run of eight words is theirs."""
    prints = _fingerprints()
    text = rulebook.TEXT_FILE.read_text(encoding="utf-8")
    text += " ".join(source_about(s.key) for s in rulebook.SOURCES)
    assert copied_runs(text, prints) == []


# --------------------------------------------------------------------------- grading


def test_grade_ignores_the_stored_answer() -> None:
    step = _by_id("melds", "two-queens")
    tampered = step.model_copy(update={"answer": True})
    engine = check_meld(parse_cards("Qc Qd"), PAGAT)
    right = L.grade(tampered, False, PAGAT)
    wrong = L.grade(tampered, True, PAGAT)
    assert right.correct and not wrong.correct
    assert right.expected is False
    assert right.why == wrong.why == engine.why


def test_grade_gives_the_verdict_reasons_right_or_wrong() -> None:
    step = _by_id("blast", "sopang-14")
    verdict = blast(parse_cards(step.hand), PAGAT)
    for answer in (True, False, "yes"):
        g = L.grade(step, answer, PAGAT)
        assert g.correct is (answer in (True, "yes"))
        assert g.why == verdict.why
        assert (g.heading.code, g.heading["kind"]) == ("title-verdict", verdict.kind)


def test_step_rules_win_over_the_rules_in_force() -> None:
    step = _by_id("blast", "fifteen-s1")
    assert step.rules == "s1-short"
    assert L.grade(step, True, PAGAT).correct
    assert L.rules_for(step, PAGAT) == Rules.preset("s1-short")


def test_unpinned_step_follows_the_rules_in_force() -> None:
    step = L.BlastStep(type="blast", prompt="Blast?", hand="Ac 2d 3h 2s Ad 3c 3s", answer=False)
    assert L.grade(step, False, PAGAT).correct
    assert L.grade(step, True, Rules.preset("s1-short")).correct
    assert L.grade(step, True, Rules.preset("s1-short")).expected is True


def test_lesson_rules_reach_its_steps() -> None:
    lesson = L.Lesson.model_validate(
        {
            "id": "x",
            "title": "X",
            "summary": "x",
            "sections": ["§5.1"],
            "rules": "s1-short",
            "steps": [
                {"type": "text", "body": "Hi"},
                {"type": "blast", "prompt": "?", "hand": "Ac 2d 3h 2s Ad 3c 3s", "answer": True},
                {
                    "type": "blast",
                    "prompt": "?",
                    "hand": "Ac 2d 3h 2s Ad 3c 3s",
                    "answer": False,
                    "rules": "pagat",
                },
            ],
        }
    )
    assert [getattr(s, "rules", None) for s in lesson.steps] == [None, "s1-short", "pagat"]
    assert all(L.answer_problems(s) == [] for s in lesson.steps)


def test_payout_grade_gives_the_settlement_steps() -> None:
    step = _by_id("payment", "s0-tie-a")
    s = settle(step.record)
    g = L.grade(step, 2, PAGAT)
    assert g.correct and g.expected == s.line_for("A").total == 2
    assert render(s.line_for("A").position_why) in say_all(g.why)
    assert render(s.line_for("C").position_why) not in say_all(g.why)  # only A's own line
    assert not L.grade(step, 1, PAGAT).correct


def test_undercut_knocker_reasons_cover_every_line_paid() -> None:
    step = _by_id("knock", "undercut-pays")
    s = settle(step.record)
    g = L.grade(step, 18, PAGAT)
    assert g.correct
    for line in s.lines:
        assert line.payer == "Cy"
        assert render(line.position_why) in say_all(g.why)


def test_payout_winner_and_collects() -> None:
    winner = _by_id("knock", "undercut-winner")
    assert L.grade(winner, "ann", PAGAT).correct
    assert not L.grade(winner, "Cy", PAGAT).correct
    collects = _by_id("payment", "s0-tie-collects")
    assert L.grade(collects, 12, PAGAT).expected == settle(collects.record).collected


def test_engine_refusal_is_a_graded_answer_not_a_crash() -> None:
    step = _by_id("knock", "nine-points").model_copy(update={"players": 5, "rules": None})
    table = Rules.preset("pagat").with_changes(knock_limit={2: 7, 3: 10, 4: 15})
    g = L.grade(step, True, table)
    assert not g.correct and g.expected is None
    assert g.code == "refused" and g.values["error"] == "knock-table-missing"
    assert g.values["players"] == 5


def test_pick_meld_grading() -> None:
    step = _by_id("melds", "find-one")
    assert L.grade(step, ["3h", "4h", "5h"], PAGAT).correct
    assert L.grade(step, "4h 4c 4d", PAGAT).correct  # any valid meld
    g = L.grade(step, "3h 4c", PAGAT)
    assert not g.correct and g.why == check_meld(parse_cards("3h 4c"), PAGAT).why
    outside = L.grade(step, "3h 4h 5h 6h", PAGAT)
    assert not outside.correct and outside.code == "not-in-hand"
    assert outside.values["cards"] == parse_cards("6h")
    assert not L.grade(step, None, PAGAT).correct
    assert not L.grade(step, "3z", PAGAT).correct
    assert L.grade(step, [], PAGAT).expected == "3h 4h 5h"


def test_pick_meld_must_use_the_discard() -> None:
    step = _by_id("turn", "use-the-discard")
    assert L.grade(step, "8h 9h 10h", PAGAT).correct
    g = L.grade(step, "5d 5s 5c", PAGAT)
    assert not g.correct
    assert g.code == "discard-left-out" and g.values["card"] == parse_cards("10h")[0]


def test_pick_meld_answer_follows_the_rules_in_force() -> None:
    step = L.PickMeldStep(type="pick_meld", prompt="?", hand="Kh Ah 2h 9c 5d", answer="Kh Ah 2h")
    assert L.solve(step, PAGAT).value == "Kh Ah 2h"
    low = PAGAT.with_changes(ace="low")
    assert L.solve(step, low).error is not None
    # Every preset lets runs wrap round the Ace, but one change of the ace switch does not:
    # such a step must name its rules.
    problems = L.answer_problems(step)
    assert problems and all(p.code == "problem-stored-not-a-meld" for p in problems)
    assert all("ace" in dict(p["rules"]) and p["answer"] == "Kh Ah 2h" for p in problems)
    assert {p["why"].code for p in problems} <= {"ace-low-only", "no-round-the-corner"}
    assert L.answer_problems(step.model_copy(update={"rules": "pagat"})) == []
    assert not L.grade(step, "Kh Ah 2h", low).correct


def test_compare_columns_come_from_the_engine() -> None:
    step = _by_id("melds", "ace")
    columns = L.compare(step)
    assert [c.values["ace"] for c in columns] == ["wrap", "high-or-low", "low"]
    for c, spec in zip(columns, step.rules, strict=True):
        assert c.outcome.value == check_meld(parse_cards("Kh Ah 2h"), Rules.from_spec(spec)).valid
    assert L.switch_sources("ace")["short"] == "ace-short"  # its words: rules-source-ace-short


# --------------------------------------------------------------------------- loader errors


def _write(folder: Path, name: str, data: object) -> Path:
    folder.mkdir(exist_ok=True)
    path = folder / name
    text = data if isinstance(data, str) else yaml.safe_dump(data, allow_unicode=True)
    path.write_text(text, encoding="utf-8")
    return path


def _lesson(**changes: object) -> dict[str, object]:
    base: dict[str, object] = {
        "id": "demo",
        "title": "Demo",
        "summary": "A demo.",
        "sections": ["§3"],
        "steps": [{"type": "is_meld", "prompt": "?", "cards": "6h 7h", "answer": True}],
    }
    base.update(changes)
    return base


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("id: [unclosed", ("file-not-yaml", None)),
        ("- a list", ("file-not-mapping", None)),
        (
            {k: v for k, v in _lesson().items() if k != "title"},
            ("file-invalid", ("title", "missing")),
        ),
        (_lesson(colour="red"), ("file-invalid", ("colour", "extra_forbidden"))),
        (
            _lesson(sections=["switch:colour"]),
            ("file-invalid", ("sections", "section-not-a-switch")),
        ),
        (_lesson(sections=["chapter 3"]), ("file-invalid", ("sections", "not-a-section"))),
        (
            _lesson(steps=[{"type": "blast", "prompt": "?", "hand": "9x 2c", "answer": True}]),
            ("file-invalid", ("steps[0] (blast).hand", "not-a-suit")),
        ),
        (
            _lesson(steps=[{"type": "dance", "body": "x"}]),
            ("file-invalid", ("steps[0]", "union_tag_invalid")),
        ),
        (
            _lesson(steps=[{"type": "pick_meld", "prompt": "?", "hand": "6h 7h", "answer": "8h"}]),
            ("file-invalid", ("steps[0] (pick_meld)", "pick-outside-hand")),
        ),
        (
            _lesson(
                steps=[
                    {
                        "type": "payout",
                        "prompt": "?",
                        "ask": "collects",
                        "answer": 1,
                        "record": {"rules": "pagat", "ending": "stock", "players": []},
                    }
                ]
            ),
            ("file-invalid", ("steps[0] (payout).record", "record-rules")),
        ),
        (
            _lesson(
                steps=[
                    {
                        "type": "compare",
                        "body": "x",
                        "switches": ["colour"],
                        "rules": ["pagat", "s1-short"],
                        "show": {"type": "is_meld", "cards": "7h"},
                    }
                ]
            ),
            ("file-invalid", ("steps[0] (compare).switches", "not-a-switch")),
        ),
        (
            _lesson(
                steps=[
                    {
                        "type": "is_meld",
                        "prompt": "?",
                        "cards": "7h",
                        "answer": True,
                        "rules": "casual",
                    }
                ]
            ),
            ("file-invalid", ("steps[0] (is_meld).rules", "no-such-preset")),
        ),
    ],
    ids=[
        "yaml",
        "not-a-mapping",
        "missing-title",
        "extra-field",
        "bad-switch",
        "bad-section",
        "bad-card",
        "unknown-step",
        "pick-outside-hand",
        "record-rules",
        "compare-switch",
        "bad-preset",
    ],
)
def test_invalid_lesson_names_file_and_field(
    tmp_path: Path, content: object, expected: tuple[str, tuple[str, str] | None]
) -> None:
    _write(tmp_path, "03_demo.yaml", content)
    with pytest.raises(LessonError) as err:
        L.load_lessons(tmp_path)
    code, problem = expected
    assert err.value.code == code and err.value.values["file"] == "03_demo.yaml"
    if problem is not None:  # where in the file, and the code of what is wrong there
        assert err.value.values["problems"][0] == problem


def test_loader_orders_by_number_and_refuses_bad_names(tmp_path: Path) -> None:
    _write(tmp_path, "10_b.yaml", _lesson(id="b"))
    _write(tmp_path, "2_a.yaml", _lesson(id="a"))
    (tmp_path / "README.txt").write_text("not a lesson", encoding="utf-8")
    assert [les.id for les in L.load_lessons(tmp_path)] == ["a", "b"]
    _write(tmp_path, "02_c.yaml", _lesson(id="c"))
    with pytest.raises(LessonError) as err:
        L.load_lessons(tmp_path)
    assert err.value.code == "number-twice" and err.value.values["number"] == 2
    (tmp_path / "02_c.yaml").unlink()
    _write(tmp_path, "11_a.yaml", _lesson(id="a"))
    with pytest.raises(LessonError) as err:
        L.load_lessons(tmp_path)
    assert (err.value.code, dict(err.value.values)) == (
        "id-twice",
        {"file": "11_a.yaml", "id": "a", "other": "2_a.yaml"},
    )
    (tmp_path / "11_a.yaml").unlink()
    _write(tmp_path, "intro.yaml", _lesson(id="d"))
    with pytest.raises(LessonError) as err:
        L.load_lessons(tmp_path)
    assert (err.value.code, err.value.values["file"]) == ("file-name", "intro.yaml")
    with pytest.raises(LessonError) as err:
        L.load_lessons(tmp_path / "missing")
    assert err.value.code == "no-lessons-folder"


def test_claim_comparison_shows_battle_and_tame_differ() -> None:
    """Rules 7.1 and 7.2: two players claim one discard; the first to slap takes it under
    Battle Hoola, the one whose turn comes first under Tame Battle Hoola."""
    step = _by_id("turn", "tame-or-battle")
    takers = {c.rules: c.outcome.value for c in L.compare(step)}
    casual = ("preset", "s2-casual")
    assert takers == {
        (casual,): "Di",
        (casual, ("claim", "tame")): "Cy",
        (casual, ("claim", "none")): "Bo",
    }


def test_claim_taker_follows_the_claim_rule() -> None:
    seats = ["Ann", "Bo", "Cy", "Di"]
    clockwise = PAGAT.with_changes(direction="clockwise")
    assert claim_taker(seats, "Ann", ["Di", "Cy"], clockwise) is None
    assert claim_taker(seats, "Ann", ["Di", "Cy"], clockwise.with_changes(claim="battle")) == "Di"
    assert claim_taker(seats, "Ann", ["Di", "Cy"], clockwise.with_changes(claim="tame")) == "Cy"
    # Counter-clockwise from Ann the order is Ann, Di, Cy, Bo: Di's turn comes first.
    assert claim_taker(seats, "Ann", ["Cy", "Di"], PAGAT.with_changes(claim="tame")) == "Di"


# --------------------------------------------------------------------------- table positions


def _coach_view(step: L.PositionStep, rules: Rules):
    """The same position as the practice table's coach sees it: the seen cards face up, the
    other players' card counts, nothing passed over."""
    from tutor.play.round import PlayerView

    names = ("You", "Jae", "Soo", "Tae", "Hana")[: len(step.others or []) + 1]
    hand = parse_cards(step.hand)
    return PlayerView(
        name="You",
        rules=rules,
        seating=names,
        order=names,
        dealer="You",
        hand=hand,
        counts={"You": len(hand), **dict(zip(names[1:], step.others or [], strict=True))},
        table_melds=(),
        discard_pile=parse_cards(step.seen or ""),
        stock_count=10,
        to_move="You",
        phase="draw",
        melded=frozenset(names),
        had_turn=frozenset(names),
        log=(),
        outcome=None,
    )


def test_knock_now_or_draw_is_graded_with_the_undercut_chance() -> None:
    """Knock now (6 points, Jae holds three cards): undercut in few deals; play on (8 points
    against one card): undercut in most. Right and wrong through the lesson model, the
    first miss giving the undercut count of the learner's choice."""
    from tutor.teach.attempts import Attempt, check

    for step_id, right, wrong in (
        ("knock-now", L.KNOCK, L.PLAY_ON),
        ("knock-or-play-on", L.PLAY_ON, L.KNOCK),
    ):
        step = _by_id("knock", step_id)
        assert isinstance(step, L.PositionStep) and step.ask == "knock-or-draw"
        u = step.undercut(PAGAT)
        assert (u.chance <= L.KNOCK_RISK_MAX) == (right == L.KNOCK)
        assert L.grade(step, right, PAGAT).correct
        assert not L.grade(step, wrong, PAGAT).correct
        after, fb = check(step, wrong, PAGAT, Attempt())
        counted = {"points": u.points, "hits": u.hits, "deals": u.deals, "chance": u.chance}
        assert fb.verdict == "try-again"
        (choice,) = fb.choice
        assert choice.code == (
            "choice-knock-undercut" if wrong == L.KNOCK else "choice-knock-passed-up"
        )
        assert choice.values == counted
        after, fb = check(step, right, PAGAT, after)
        assert fb.verdict == "right" and after.stars == 2
        why = L.grade(step, right, PAGAT).why
        (count,) = [r for r in why if r.code == "reason-undercut-count"]
        assert count.values == {**counted, "others": tuple(step.others or ())}
        assert why[-1].code == ("reason-knock-now" if right == L.KNOCK else "reason-knock-risky")


def test_the_knock_counts_are_the_coachs() -> None:
    from tutor.play.bots import Bot
    from tutor.play.coach import undercut_exact

    assert Bot("careful").knock_risk_max == L.KNOCK_RISK_MAX
    for step_id in ("knock-now", "knock-or-play-on"):
        step = _by_id("knock", step_id)
        view = _coach_view(step, PAGAT)
        u = step.undercut(PAGAT)
        est = undercut_exact(u.points, view.unseen, step.others, PAGAT)
        assert (u.hits, u.deals) == (est.hits, est.samples)


def test_a_knock_that_is_not_open_is_never_right() -> None:
    step = _by_id("knock", "knock-now").model_copy(update={"hand": "Kc Jd"})
    assert L.solve(step, PAGAT).value == L.PLAY_ON
    assert not L.grade(step, L.KNOCK, PAGAT).correct
    assert L.choice_reasons(step, L.KNOCK, PAGAT)  # the engine's knock verdict on 24 points


def test_which_discard_is_safe_is_graded_with_what_each_card_feeds() -> None:
    """K♠ cannot feed Jae (its partners are all seen); 7♦ always can (a seven melds alone);
    the others in a few of Jae's possible hands. The numbers are the coach's."""
    from tutor.play.coach import discard_dangers
    from tutor.teach.attempts import Attempt, check

    step = _by_id("turn", "safe-discard")
    assert isinstance(step, L.PositionStep) and step.ask == "safe-discard"
    assert L.grade(step, "Ks", PAGAT).correct
    for card in ("7d", "Jh", "9c"):
        assert not L.grade(step, card, PAGAT).correct
    after, fb = check(step, "7d", PAGAT, Attempt())
    assert fb.verdict == "try-again" and [(r.code, r["card"]) for r in fb.choice] == [
        ("reason-feeds-always", parse_cards("7d")[0])  # a seven melds alone; nothing about K♠
    ]
    after, fb = check(step, "Jh", PAGAT, after)
    assert fb.verdict == "answer" and say(fb.expected) == "K♠"
    # the coach's opponent model deals at random when the others have done nothing yet:
    # its sampled chances agree with the lesson's exact counts within sampling error
    dangers = discard_dangers(_coach_view(step, PAGAT), parse_cards(step.hand), samples=20_000)
    for card in parse_cards(step.hand):
        f = step.feed(card, PAGAT)
        assert f.chance == pytest.approx(dangers[card].p, abs=0.006)
        assert (f.hits == 0) == (dangers[card].reason.code == "dead-card")
        for meld in f.melds:
            assert check_meld(meld.cards, PAGAT).valid and card in meld.cards


def test_a_table_position_too_big_to_count_or_without_counts_is_refused(tmp_path: Path) -> None:
    base = {"type": "position", "prompt": "?", "hand": "Ac 2d", "ask": "knock-or-draw",
            "answer": L.KNOCK, "rules": "pagat"}  # fmt: skip
    for change, code in [
        ({}, "others-needed"),
        ({"seen": "", "others": [7, 7]}, "too-many-deals"),
        ({"seen": "Ac", "others": [1]}, "seen-twice"),
    ]:
        with pytest.raises(ValidationError) as err:
            L.PositionStep.model_validate({**base, **change})
        assert problem_code(err.value.errors()[0]) == code
