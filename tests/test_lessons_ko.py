"""Lessons in Korean (lessons/data/ko/): a text overlay on each English lesson file, loaded with
``load_lessons(locale="ko")``. Every lesson exists in both languages with the same ids,
steps, positions and answers; a translation that drifts is refused naming file and field."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from korean_text import GAMES, PLAYERS, PRESETS, english_words

from tutor.engine import rulebook
from tutor.engine.rules import Rules
from tutor.teach import lessons as L
from tutor.teach.errors import LessonError
from tutor.teach.lessons.translation import LESSON_TEXTS, STEP_TEXTS
from tutor.words import using

ROOT = Path(__file__).resolve().parents[1]
EN = L.load_lessons()
KO = L.load_lessons(locale="ko")
PAIRS = list(zip(EN, KO, strict=True))
PAGAT = Rules.preset("pagat")

LATIN_ALLOWED = PLAYERS | PRESETS | GAMES | {
    "Jacques", "Zeimet", "Sedma",  # names of people and of another game
    "Kam", "sa", "hap", "nida",  # the detailed page's spelling of the claim, quoted
}  # fmt: skip
"""What a Korean lesson keeps in letters: players' names (data shared by both languages:
records, seats, answers), preset keys as the rules picker names them, names of games and
people, and a source's spelling of the claim."""


def _texts(lesson: L.Lesson) -> list[tuple[str, str]]:
    """Every piece of a lesson a learner reads, with where it is."""
    out = [(name, getattr(lesson, name)) for name in LESSON_TEXTS]
    for i, step in enumerate(lesson.steps):
        for name in STEP_TEXTS:
            value = getattr(step, name, None)
            if value is not None:  # a citation ({rule 5.2}) is markup, not words
                out.append((f"steps[{i}].{name}", "".join(rulebook.split_citations(value)[::2])))
    return out


def _without_words(lesson: L.Lesson) -> dict[str, Any]:
    data = lesson.model_dump(exclude=set(LESSON_TEXTS))
    for step in data["steps"]:
        for name in STEP_TEXTS:
            step.pop(name, None)
    return data


# --------------------------------------------------------------------------- completeness


def test_every_lesson_has_a_korean_file_and_no_other() -> None:
    english = sorted(p.name for p in L.LESSONS_DIR.glob("*.yaml"))
    korean = sorted(p.name for p in (L.LESSONS_DIR / "ko").glob("*.yaml"))
    assert korean == english and len(english) == 12
    assert [les.id for les in KO] == [les.id for les in EN]
    assert sum(len(les.steps) for les in KO) == sum(len(les.steps) for les in EN) == 123


@pytest.mark.parametrize(("en", "ko"), PAIRS, ids=[en.id for en in EN])
def test_same_steps_positions_and_answers_in_both(en: L.Lesson, ko: L.Lesson) -> None:
    """Everything but the words is the English lesson's: ids, sections, step types, cards,
    records, rules and stored answers."""
    assert _without_words(ko) == _without_words(en)
    assert [s.type for s in ko.steps] == [s.type for s in en.steps]
    assert [ko.step_name(i) for i in range(len(ko.steps))] == [
        en.step_name(i) for i in range(len(en.steps))
    ]
    assert [(s.number, list(s.steps)) for s in ko.stages] == [
        (s.number, list(s.steps)) for s in en.stages
    ]
    answers = [getattr(s, "answer", None) for s in ko.steps]
    assert answers == [getattr(s, "answer", None) for s in en.steps]


@pytest.mark.parametrize(("en", "ko"), PAIRS, ids=[en.id for en in EN])
def test_every_text_is_translated(en: L.Lesson, ko: L.Lesson) -> None:
    english, korean = _texts(en), _texts(ko)
    assert [where for where, _ in korean] == [where for where, _ in english]
    for (where, e), (_, k) in zip(english, korean, strict=True):
        if e in ("HULA-HOO!", "Hola"):  # a game's name is its own title
            assert k == e
            continue
        assert re.search("[가-힣]", k), (en.id, where, k)
        assert k != e


@pytest.mark.parametrize("ko", KO, ids=[les.id for les in KO])
def test_no_english_left_in_a_korean_lesson(ko: L.Lesson) -> None:
    """Names, card codes (A♣, 10-J-Q) and preset keys stay in letters; nothing else does."""
    for where, text in _texts(ko):
        words = english_words(text, LATIN_ALLOWED)
        assert not words, (ko.id, where, words)


@pytest.mark.parametrize(("en", "ko"), PAIRS, ids=[en.id for en in EN])
def test_players_and_cards_named_in_a_step_are_the_same(en: L.Lesson, ko: L.Lesson) -> None:
    for (where, e), (_, k) in zip(_texts(en), _texts(ko), strict=True):
        names = PLAYERS & set(re.findall(r"[A-Z][a-z]+", e))
        assert names == PLAYERS & set(re.findall(r"[A-Z][a-z]+", k)), (en.id, where)
        suited = set(re.findall(r"(?:10|[2-9AJQK])[♠♥♦♣]", e))
        assert suited == set(re.findall(r"(?:10|[2-9AJQK])[♠♥♦♣]", k)), (en.id, where)


def test_korean_lessons_use_the_table_words() -> None:
    text = "\n".join(t for les in KO for _, t in _texts(les))
    for word in (
        "등록",
        "붙이기",
        "땡큐",
        "스톱",
        "스톱박",
        "소빵",
        "대빵",
        "훌라",
        "퍼펙트",
        "세븐 포카드",
        "가져오기",
        "버리기",
        "판돈",
        "선",
        "세트",
        "런",
    ):
        assert word in text, word
    for foreign in ("노크", "블라스트", "멜드", "스테이크", "언더컷", "디스카드", "습니다"):
        assert foreign not in text, foreign  # 해요체 throughout, no loan words for the terms


FINAL_CONSONANT = {
    # how a Korean reader says the last character: True when the reading ends in a consonant
    **dict.fromkeys("013678", True), **dict.fromkeys("2459", False),  # 영일삼육칠팔 / 이사오구
    "A": False, "J": False, "Q": False, "K": False,  # 에이 제이 큐 케이
    "Ann": True, "Joon": True, "Bo": False, "Cy": False, "Di": False, "Ed": False,
    "Fay": False, "Jae": False, "Mina": False, "Seo": False, "Hana": False,
    "B": False, "C": False, "D": False, "E": False,
}  # fmt: skip
PARTICLES = {"이": True, "가": False, "은": True, "는": False, "을": True, "를": False,
             "과": True, "와": False}  # fmt: skip
AFTER = re.compile(
    r"(?<![A-Za-z0-9])((?:10|[0-9AJQK])(?:-(?:10|[0-9AJQK]))*[♠♥♦♣]?|"
    + "|".join(sorted((k for k in FINAL_CONSONANT if len(k) > 1), key=len, reverse=True))
    + r"|[A-E])(이|가|은|는|을|를|과|와)(?=[\s,.)!?]|$)"
)


def _last_sound(word: str) -> bool:
    if word in FINAL_CONSONANT:
        return FINAL_CONSONANT[word]
    core = word.rstrip("♠♥♦♣")
    return True if core.endswith("10") else FINAL_CONSONANT[core[-1]]


def test_particles_after_names_numbers_and_cards_follow_the_korean_reading() -> None:
    """Ann이 but Bo가, 7♠을 but 9♣를, 10♥이: the particle a Korean reader expects."""
    from tutor.engine import rulebook

    texts = [t for les in KO for _, t in _texts(les)] + [rulebook.text("ko")]
    checked = 0
    for text in texts:
        for word, particle in AFTER.findall(text):
            assert PARTICLES[particle] == _last_sound(word), f"{word}{particle}"
            checked += 1
    assert checked > 150


def test_a_korean_step_is_graded_as_the_english_one() -> None:
    ko = next(les for les in KO if les.id == "table")
    step = next(s for s in ko.steps if s.id == "ccw")
    assert step.prompt.startswith("Ann, Bo, Cy, Di가")
    assert L.grade(step, "Di", PAGAT).correct and not L.grade(step, "Bo", PAGAT).correct
    turn = next(les for les in KO if les.id == "turn")
    take = next(s for s in turn.steps if s.id == "take-or-draw")
    assert L.grade(take, L.DRAW, PAGAT).correct and not L.grade(take, L.TAKE, PAGAT).correct


def test_the_locale_is_read_as_a_language() -> None:
    assert L.lesson_locale("ko") == L.lesson_locale("ko-KR") == L.lesson_locale("ko_KR") == "ko"
    assert L.lesson_locale(None) == L.lesson_locale("en-GB") == "en"
    assert L.lesson_locale("fr") == "en"  # no French lessons: the English ones
    assert L.lesson_locale("../ko") == "en"
    assert [les.title for les in L.load_lessons(locale="fr")] == [les.title for les in EN]
    assert L.load_lessons(locale="ko-KR")[0].title == KO[0].title == "자리와 카드 나누기"


# --------------------------------------------------------------------------- refusals


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    root = tmp_path / "lessons"
    shutil.copytree(L.LESSONS_DIR, root)
    return root


def _edit(folder: Path, name: str, change: Callable[[dict[str, Any]], object]) -> None:
    path = folder / "ko" / name
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")


def _refused(folder: Path) -> LessonError:
    with pytest.raises(LessonError) as info:
        L.load_lessons(folder, locale="ko")
    return info.value


def _step(data: dict[str, Any], step_id: str) -> dict[str, Any]:
    return next(s for s in data["steps"] if s.get("id") == step_id)


CASES: list[tuple[str, str, Callable[[dict[str, Any]], object], tuple[str, str]]] = [
    ("an answer", "01_table.yaml",
     lambda d: _step(d, "ccw").update(answer="Bo"), ("steps[4].answer", "extra_forbidden")),
    ("a hand", "02_values.yaml",
     lambda d: _step(d, "plain-count").update(hand="Ah 2c"), ("steps[1].hand", "extra_forbidden")),
    ("rules", "05_blast.yaml",
     lambda d: d.update(rules="s1-short"), ("rules", "extra_forbidden")),
    ("sections", "06_knock.yaml",
     lambda d: d.update(sections=["§5.2"]), ("sections", "extra_forbidden")),
    ("a step's type", "03_melds.yaml",
     lambda d: _step(d, "lone-seven").update(type="blast"),
     ("steps[2].type", "translation-differs")),
    ("a step's id", "04_turn.yaml",
     lambda d: _step(d, "lay-off").update(id="lay-on"), ("steps[6].id", "translation-differs")),
    ("the lesson id", "07_going_out.yaml",
     lambda d: d.update(id="going-in"), ("id", "translation-differs")),
    ("a step dropped", "08_stock.yaml",
     lambda d: d["steps"].pop(), ("steps[9]", "translation-differs")),
    ("a step added", "09_payment.yaml",
     lambda d: d["steps"].append({"type": "text", "body": "덤"}),
     ("steps[8]", "translation-differs")),
    ("a prompt missing", "10_doublings.yaml",
     lambda d: _step(d, "one-seven").pop("prompt"), ("steps[1].prompt", "missing")),
    ("a nudge the English lacks", "11_options.yaml",
     lambda d: _step(d, "joker-run").update(nudge="힌트"), ("steps[3].nudge", "extra_forbidden")),
    ("a title that is not text", "12_name_alikes.yaml",
     lambda d: _step(d, "ace-ten").update(title=7), ("steps[5].title", "string_type")),
]  # fmt: skip


@pytest.mark.parametrize(("what", "name", "change", "problem"), CASES, ids=[c[0] for c in CASES])
def test_a_korean_file_that_drifts_is_refused_naming_file_and_field(
    folder: Path,
    what: str,
    name: str,
    change: Callable[[dict[str, Any]], object],
    problem: tuple[str, str],
) -> None:
    _edit(folder, name, change)
    assert [les.id for les in L.load_lessons(folder)] == [les.id for les in EN]  # English fine
    error = _refused(folder)
    assert (error.code, error.values["file"]) == ("file-invalid", f"ko/{name}")
    assert problem in error.values["problems"], error.values["problems"]
    assert f"ko/{name}" in str(error) and problem[0] in str(error)
    with using("ko"):  # the problems in Korean: only the file's own names stay as written
        korean = str(error)
    assert f"ko/{name}" in korean and problem[0] in korean
    quoted = " ".join(str(v) for *_, info in error.values["details"] for v in info.values())
    quoted += " ".join(where for where, _ in error.values["problems"])
    own = {*LESSON_TEXTS, *STEP_TEXTS, "steps", "id", "type", "ko", "yaml", *re.findall(
        r"[A-Za-z_]+", quoted + name)}  # fmt: skip
    assert not set(re.findall(r"[A-Za-z_]+", korean)) - own, korean


def test_a_missing_translation_is_refused(folder: Path) -> None:
    (folder / "ko" / "05_blast.yaml").unlink()
    error = _refused(folder)
    assert (error.code, error.values["file"]) == ("file-unreadable", "ko/05_blast.yaml")


def test_a_translation_of_no_lesson_is_refused(folder: Path) -> None:
    shutil.copy(folder / "ko" / "05_blast.yaml", folder / "ko" / "13_extra.yaml")
    error = _refused(folder)
    assert (error.code, error.values["file"]) == ("file-invalid", "ko/13_extra.yaml")
    assert error.values["problems"] == (("", "translation-differs"),)


@pytest.mark.parametrize(
    ("text", "code"),
    [("id: [unclosed", "file-not-yaml"), ("- a list", "file-not-mapping")],
)
def test_a_translation_that_is_no_lesson_at_all_is_refused(
    folder: Path, text: str, code: str
) -> None:
    (folder / "ko" / "02_values.yaml").write_text(text, encoding="utf-8")
    error = _refused(folder)
    assert (error.code, error.values["file"]) == (code, "ko/02_values.yaml")


def test_a_translated_text_breaking_the_lesson_schema_names_the_korean_file(
    folder: Path,
) -> None:
    _edit(folder, "01_table.yaml", lambda d: d.update(title="가" * 81))
    error = _refused(folder)
    assert (error.code, error.values["file"]) == ("file-invalid", "ko/01_table.yaml")
    assert error.values["problems"] == (("title", "string_too_long"),)


def test_three_problems_at_most_are_named(folder: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        for step in d["steps"]:
            step["answer"] = 1

    _edit(folder, "04_turn.yaml", change)
    error = _refused(folder)
    assert len(error.values["problems"]) == 3
