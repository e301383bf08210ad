"""The rule book in Korean (tutor/engine/rulebook.ko.md): the same points and anchors as the
English book, chosen by locale, and refused at load time when it drifts from the English."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from korean_text import english_words

from tutor.engine import rulebook
from tutor.engine.inputs import quote
from tutor.engine.rulebook import RuleBookError, point
from tutor.words import has, using
from tutor.words.rulebook import source_about, source_name

LATIN_ALLOWED = {
    # preset keys and names the rule book quotes as written
    "Hoola", "pagat", "s1-short", "s2-casual", "bga", "short", "casual", "wrap",
    "Kam", "sa", "hap", "nida",
}  # fmt: skip


def test_both_books_hold_the_same_points_and_anchors() -> None:
    english, korean = rulebook.points(), rulebook.points("ko")
    assert [(p.id, p.anchor) for p in korean] == [(p.id, p.anchor) for p in english]
    assert rulebook.differences(english, korean) is None
    assert len(korean) == 56 and len(rulebook.sections("ko")) == 8
    for en, ko in zip(english, korean, strict=True):
        assert ko.locale == "ko" and en.locale == "en"
        assert bool(ko.body) == bool(en.body), en.id
        assert re.search("[가-힣]", ko.title + ko.body), en.id


def test_a_korean_point_is_chosen_by_locale_and_english_stays_the_default() -> None:
    stop = point("5.2", locale="ko")
    assert (stop.id, stop.title, stop.anchor) == ("5.2", "스톱", "knock")
    assert point("규칙 5.2", locale="ko-KR") == point("§5.2", locale="ko_KR") == stop
    assert point("5.2").title == point("5.2", locale="en").title == "Knock"
    assert point("5.2", locale="fr") == point("5.2")  # no French book: the English one
    assert rulebook.points_in("5", locale="ko")[0].title == "소빵과 대빵"
    assert rulebook.intro("ko").startswith("훌라 튜터가")
    assert rulebook.text("ko") == rulebook.text_file("ko").read_text(encoding="utf-8")
    assert rulebook.text_file("ko").name == "rulebook.ko.md"
    assert rulebook.text() == rulebook.TEXT_FILE.read_text(encoding="utf-8")
    with pytest.raises(RuleBookError) as info:
        point("9.9", locale="ko")
    assert info.value.code == "no-such-point"


def test_each_point_cites_the_same_points_in_both_languages() -> None:
    for en, ko in zip(rulebook.points(), rulebook.points("ko"), strict=True):
        assert set(rulebook.cited(ko.body)) == set(rulebook.cited(en.body)), en.id


def test_no_english_is_left_in_the_korean_book() -> None:
    """Only preset keys, a quoted source word and card runs such as Q-K-A stay in letters."""
    text = re.sub(r"\{#[a-z0-9-]+\}", "", rulebook.text("ko"))  # anchors stay English
    text = "".join(rulebook.split_citations(text)[::2])  # {rule 5.2}: markup, not words
    assert not english_words(text, LATIN_ALLOWED), english_words(text, LATIN_ALLOWED)
    with using("ko"):
        for s in rulebook.SOURCES:
            assert re.search("[가-힣]", source_about(s.key)), s.key


def test_the_korean_book_uses_the_table_words() -> None:
    text = rulebook.text("ko")
    for word in (
        "등록",
        "붙이기",
        "땡큐",
        "스톱박",
        "소빵",
        "대빵",
        "훌라",
        "퍼펙트",
        "세븐 포카드",
        "가져오기",
        "버리기",
        "판돈",
        "세트",
        "런",
        "선",
    ):
        assert word in text, word
    for foreign in ("노크", "블라스트", "멜드", "스테이크", "언더컷"):
        assert foreign not in text, foreign
    assert point("5.4", locale="ko").title == "세븐 포카드"


def test_sources_have_the_same_keys_in_both_languages() -> None:
    for s in rulebook.SOURCES:
        for part in ("name", "title", "about"):
            assert has(f"rulebook-source-{s.key}-{part}", "ko"), (s.key, part)
    with using("ko"):
        assert source_name("detailed") == "상세 규칙 페이지"


# -- the load-time check -----------------------------------------------------------------


@pytest.fixture
def books(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of both books the rule book reads instead of its own (caches cleared)."""
    for lang in rulebook.LOCALES:
        src = rulebook.text_file(lang)
        (tmp_path / src.name).write_text(src.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(rulebook, "TEXT_FILE", tmp_path / rulebook.TEXT_FILE.name)
    rulebook.reread()
    yield tmp_path / "rulebook.ko.md"
    rulebook.reread()


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize(
    ("old", "new", "named"),
    [
        ("### 5.2 스톱 {#knock}", "### 5.2 스톱 {#stop}", "5.2 {#knock}"),  # anchor renamed
        ("### 5.6 가장 적은 점수가 동점일 때 {#ties}\n", "", "5.6 {#ties}"),  # point lost
        ("### 7.11 스톱박 벌칙", "### 7.12 스톱박 벌칙", "7.11 {#undercut-penalty}"),
        (
            "## 8. 프리셋 {#presets}",
            "### 7.12 덤 {#extra}\n\n## 8. 프리셋 {#presets}",
            "7.12 {#extra}",
        ),
        ("끝에서 소개한다.\n", "끝에서 소개한다.\n\n## 0. 머리말 {#preface}\n", "0 {#preface}"),
    ],
)
def test_a_korean_book_that_drifts_is_refused_naming_the_point(
    books: Path, old: str, new: str, named: str
) -> None:
    _edit(books, old, new)
    assert point("5.2").title == "Knock"  # the English book still loads
    with pytest.raises(RuleBookError) as info:
        rulebook.check_books()
    assert info.value.code == "no-such-point"
    assert info.value["ref"] == quote(named)
    assert (info.value["book"], info.value["locale"]) == ("rulebook.ko.md", "ko")
    assert named in str(info.value)
    with pytest.raises(RuleBookError):
        point("5.2", locale="ko")


def test_an_extra_point_at_the_end_is_refused(books: Path) -> None:
    _edit(books, "표준 프리셋과 같다.\n", "표준 프리셋과 같다.\n\n### 8.5 덤 {#extra}\n덤이다.\n")
    with pytest.raises(RuleBookError) as info:
        point("8.5", locale="ko")
    assert info.value["ref"] == quote("8.5 {#extra}")


def test_the_books_as_shipped_pass_the_check() -> None:
    rulebook.check_books()
