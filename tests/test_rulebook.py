"""The project's own rule book (tutor/engine/rulebook.md): numbered points with anchors, a
lookup by citation, the sources named for a reader, and citations rendered as links."""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

import pytest

from tutor.app.citations import cite, cite_all, link_citations, link_marked, rule_url
from tutor.engine import rulebook
from tutor.engine.inputs import quote
from tutor.engine.rulebook import RuleBookError, point
from tutor.engine.rules import PRESET_RULES, Rules, switch_rule
from tutor.teach.errors import LessonError
from tutor.teach.lessons.loading import LESSONS_DIR, load_lesson
from tutor.teach.lessons.schema import TextStep
from tutor.words import t, using
from tutor.words.catalog import cited
from tutor.words.rulebook import point_label, source_about, source_name, source_title


def test_a_point_is_found_by_any_way_of_citing_it() -> None:
    knock = point("5.2")
    assert (knock.id, knock.title, knock.anchor) == ("5.2", "Knock", "knock")
    assert point("§5.2") == point("rule 5.2") == point(" 5.2 ") == knock
    assert point_label("§5.2") == "Knock (rule 5.2)"
    assert knock.section == "5" and not knock.is_section
    assert point("5").is_section and point("5").title == "How a round ends"


@pytest.mark.parametrize("ref", ["5.9", "12", "", "knock", "§", "5.2.1", "S0"])
def test_an_unknown_point_is_refused_with_its_name(ref: str) -> None:
    with pytest.raises(RuleBookError) as info:
        point(ref)
    assert (info.value.code, info.value["ref"]) == ("no-such-point", quote(ref))
    assert not rulebook.is_point(ref)


def test_every_point_has_text_and_a_unique_anchor() -> None:
    points = rulebook.points()
    anchors = [p.anchor for p in points]
    assert len(set(anchors)) == len(anchors)
    assert rulebook.SOURCES_ANCHOR not in anchors
    assert len(set(p.id for p in points)) == len(points)
    for p in points:
        assert p.is_section or p.body, p.id
    assert [p.id for p in rulebook.sections()] == [str(n) for n in range(1, 9)]
    assert [p.id for p in rulebook.points_in("5")] == [f"5.{n}" for n in range(1, 7)]
    assert len(rulebook.points_in("7")) == 12  # the eleven variations in order, then 7.12


def test_every_cross_reference_in_the_text_is_an_explicit_citation_of_a_point() -> None:
    """The rule book cites its points as ``{rule 5.2}``; no "rule 5.2" is left as words."""
    for lang in rulebook.LOCALES:
        for p in rulebook.points(lang):
            for number in rulebook.cited(p.body):
                assert rulebook.is_point(number), (p.id, number)
            plain_text = "".join(rulebook.split_citations(p.body)[::2])
            assert not re.search(r"\b[Rr]ules? \d|규칙 ?\d", plain_text), (lang, p.id)
    assert rulebook.cited(rulebook.point("5.3").body) == ("4.5",)


def test_a_citation_of_a_point_that_does_not_exist_is_refused_at_load(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for lang in rulebook.LOCALES:
        src = rulebook.text_file(lang)
        (tmp_path / src.name).write_text(src.read_text(encoding="utf-8"), encoding="utf-8")
    book = tmp_path / rulebook.TEXT_FILE.name
    text = book.read_text(encoding="utf-8")
    book.write_text(text.replace("{rule 4.5}", "{rule 4.9}", 1), encoding="utf-8")
    monkeypatch.setattr(rulebook, "TEXT_FILE", book)
    rulebook.reread()
    try:
        with pytest.raises(RuleBookError) as info:
            rulebook.points()
        assert (info.value.code, info.value["ref"]) == ("no-such-point", quote("4.9"))
        assert "4.9" in str(info.value)
    finally:
        rulebook.reread()


def test_a_lesson_file_citing_a_point_that_does_not_exist_is_refused(tmp_path: Path) -> None:
    source = LESSONS_DIR / "01_table.yaml"
    bad = tmp_path / source.name
    bad.write_text(source.read_text(encoding="utf-8").replace("{rule 8}", "{rule 9.9}"), "utf-8")
    assert "{rule 8}" in source.read_text(encoding="utf-8")
    with pytest.raises(LessonError) as info:
        load_lesson(bad)
    assert info.value.code == "file-invalid" and "01_table.yaml" in str(info.value)
    assert "the rule book has no point '9.9'" in str(info.value)


def test_a_lesson_step_citing_a_point_that_does_not_exist_is_refused() -> None:
    assert TextStep(type="text", id="ok", title="t", body="See {rule 5.2}.").body
    with pytest.raises(ValueError) as info:
        TextStep(type="text", id="bad", title="t", body="See {rule 5.9}.")
    assert "the rule book has no point '5.9'" in str(info.value)
    assert not isinstance(info.value, LessonError)  # pydantic's, read by the lesson loader


def test_every_switch_and_preset_has_its_point() -> None:
    for name in Rules.model_fields:
        assert name and point(switch_rule(name))
    assert set(PRESET_RULES) == set(Rules.presets())
    for name, number in PRESET_RULES.items():
        assert point(number).title == name


def test_no_text_names_a_source_by_a_bare_id_or_the_digest() -> None:
    text = rulebook.TEXT_FILE.read_text(encoding="utf-8")
    texts = [text] + [f"{source_name(s.key)} {source_about(s.key)}" for s in rulebook.SOURCES]
    for text in texts:
        assert "RULES.md" not in text
        assert not re.search(r"\bS[0-4]\b", text), text


def test_sources_are_named_for_a_reader() -> None:
    names = {s.key: source_name(s.key) for s in rulebook.SOURCES}
    assert names["detailed"] == "the detailed rules page"
    assert {s.key for s in rulebook.SOURCES if not s.hoola} == {"hula-hoo", "hola"}
    assert source_name(rulebook.source("casual").key) == "the casual rules page"
    assert source_title("casual") == "The casual rules page"
    assert source_about("online").endswith("the bga preset follows it (rule 8.4).")
    with using("ko"):
        assert source_name("detailed") == "상세 규칙 페이지"
        assert point_label("5.2") == "스톱 (규칙 5.2)"
    with pytest.raises(RuleBookError) as info:
        rulebook.source("S2")
    assert (info.value.code, info.value["key"]) == ("no-such-source", quote("S2"))


def test_the_lone_seven_is_a_kind_of_its_own_with_its_lay_offs() -> None:
    body = point("3.3").body
    assert "**lone seven**" in body and "set of one" not in body
    assert "another seven" in body and "the 6 or the 8 of its own suit" in body


def test_bga_preset_is_described_with_its_silence() -> None:
    body = point("8.4").body
    for fact in ("15", "83", "14", "tie", "pagat"):
        assert fact in body


# -- citations in the app --------------------------------------------------------------


def test_a_citation_is_a_link_to_the_points_anchor() -> None:
    assert cite("5.2") == "[Knock (rule 5.2)](rulebook?point=knock#knock)"
    assert cite("§6.3", same_page=True) == "[Doublings (rule 6.3)](#doublings)"
    assert rule_url("1.5") == "rulebook?point=direction#direction"
    with pytest.raises(RuleBookError):
        cite("9.9")


def test_several_citations_skip_tags_that_are_not_points() -> None:
    assert cite_all("§2, §6.3") == (
        "[Card values (rule 2)](rulebook?point=values#values), "
        "[Doublings (rule 6.3)](rulebook?point=doublings#doublings)"
    )
    assert cite_all(["§5.1", "switch:ace", "name-alikes"]) == cite("5.1")


def test_citations_in_authored_text_become_links_in_the_language_in_force() -> None:
    text = "See {rule 6.4}, and {rule 4.5}; rule 99 is words."
    assert link_citations(text) == (
        "See rule [6.4](rulebook?point=who-pays#who-pays), "
        "and rule [4.5](rulebook?point=no-discard#no-discard); rule 99 is words."
    )
    assert link_citations("({rule 2})", same_page=True) == "(rule [2](#values))"
    with using("ko"):
        assert link_citations("{rule 6.4}를 따른다") == (
            "규칙 [6.4](rulebook?point=who-pays#who-pays)를 따른다"
        )


def test_a_catalog_message_cites_its_points_and_the_page_links_them() -> None:
    """A message cites with ``{ POINT(...) }``: plain words by default, marked numbers
    inside ``cited()``, which a page makes links; no sentence is searched for "rule"."""
    plain_text = t("rule-line-card-points", picture_cards_ten=False, seven_in_hand=14)
    assert plain_text.startswith("Points per card (rules 2.1 and 6.1): Ace 1")
    with cited():
        marked = t("rule-line-card-points", picture_cards_ten=False, seven_in_hand=14)
    assert link_marked(marked) == plain_text.replace(
        "rules 2.1 and 6.1",
        "rules [2.1](rulebook?point=card-points#card-points) and "
        "[6.1](rulebook?point=points-in-hand#points-in-hand)",
    )
    assert "rule" in link_marked("rule 5.2") and "[" not in link_marked("rule 5.2")
    with using("ko"):
        hint = t("quiz-hint-knock", point="5.2", player="Ann")
        assert hint.startswith("규칙 5.2를 떠올려 보세요")
        with cited():
            linked = link_marked(t("quiz-hint-knock", point="5.2", player="Ann"))
        assert linked.startswith("규칙 [5.2](rulebook?point=knock#knock)를 떠올려 보세요")


# -- coverage: every rule point is taught by a lesson step and asked by a quiz kind -----

COVERAGE: dict[str, tuple[str, str, str]] = {
    # point: (lesson, step title, quiz kind)
    "1.1": ("table", "What you need", "deal"),
    "1.2": ("table", "What you need", "deal"),
    "1.3": ("table", "The next dealer", "table"),
    "1.4": ("table", "Dealing the cards", "deal"),
    "1.5": ("table", "Counter-clockwise", "table"),
    "1.6": ("table", "Dealing the cards", "deal"),
    "2.1": ("values", "Count a hand", "values"),
    "2.2": ("values", "Sevens at 14", "values"),
    "2.3": ("doublings", "Do sevens double?", "doublings"),
    "2.4": ("values", "Picture cards at ten", "values"),
    "3.1": ("melds", "A pair?", "meld"),
    "3.2": ("melds", "In order, but…", "meld"),
    "3.3": ("melds", "One seven", "meld"),
    "3.4": ("melds", "Where does the Ace go?", "meld"),
    "3.5": ("melds", "All five at once?", "arrangement"),
    "4.1": ("turn", "Take it or draw?", "turn"),
    "4.2": ("turn", "Use it at once", "ending"),
    "4.3": ("turn", "Laying off", "turn"),
    "4.4": ("turn", "Which card goes?", "ending"),
    "4.5": ("going-out", "Out without a discard", "ending"),
    "5.1": ("blast", "Small enough?", "blast"),
    "5.2": ("knock", "Nine points", "knock"),
    "5.3": ("going-out", "Is it a Perfect?", "ending"),
    "5.4": ("going-out", "Big luck?", "ending"),
    "5.5": ("stock", "Melding at the showdown", "stock-winner"),
    "5.6": ("stock", "Turn order, clockwise", "stock-winner"),
    "6.1": ("values", "Four of a kind is free", "arrangement"),
    "6.2": ("payment", "Five players, no ties", "payment"),
    "6.3": ("doublings", "The 24-stake example", "doublings"),
    "6.4": ("doublings", "Feeding a Perfect", "perfect-feeder"),
    "6.5": ("doublings", "Two in a row", "hoola-doubles"),
    "6.6": ("payment", "Nothing lost, nothing made up", "balance"),
    "7.1": ("turn", 'The "thank you" claim', "claims"),
    "7.2": ("turn", "The tame claim", "claims"),
    "7.3": ("values", "Picture cards at ten", "values"),
    "7.4": ("going-out", "Is a last discard needed?", "ending"),
    "7.5": ("melds", "Where does the Ace go?", "meld"),
    "7.6": ("options", "Forced out", "six-seven"),
    "7.7": ("knock", "Other knock limits", "knock-table"),
    "7.8": ("doublings", "Hoola doubles", "hoola-doubles"),
    "7.9": ("options", "A joker in a run", "jokers"),
    "7.10": ("table", "Clockwise", "table"),
    "7.11": ("doublings", "A fixed penalty instead", "undercut-penalty"),
    "7.12": ("options", "Six or seven at the table", "six-seven"),
    "8.1": ("table", "Presets", "presets"),
    "8.2": ("blast", "Fifteen in the short summary", "presets"),
    "8.3": ("knock", "The casual page's condition", "presets"),
    "8.4": ("blast", "Fifteen in the short summary", "presets"),
}
"""Where each rule-book point is taught (a lesson step) and asked (a quiz kind)."""

SEE_ALSO = {"7.4": "4.5", "7.5": "3.4", "7.8": "6.5", "7.10": "1.5", "7.11": "6.4"}
"""Variations the rule book states elsewhere ("See rule 4.5")."""


def _points_of(tags: Iterable[str], point: str) -> bool:
    """Do ``tags`` (a lesson's sections or a quiz kind's tags) cover ``point``: the point,
    its section, the point it refers to, a switch of it, or (a preset) a switch the preset
    sets differently from another preset?"""
    section = point.split(".")[0]
    wanted = {point, SEE_ALSO.get(point, point)}
    if any(t.removeprefix("§") in (point, section) for t in tags):
        return True
    if section == "8":
        name = rulebook.point(point).title
        other = "s1-short" if name == "pagat" else "pagat"
        preset, base = Rules.preset(name), Rules.preset(other)
        changed = {f for f in Rules.model_fields if getattr(preset, f) != getattr(base, f)}
        return any(t.removeprefix("switch:") in changed for t in tags if t.startswith("switch:"))
    for tag in tags:
        if tag.startswith("switch:"):
            if switch_rule(tag.removeprefix("switch:")) in wanted:
                return True
        elif tag.removeprefix("§") in wanted or tag.removeprefix("§") == section:
            return True
    return False


def test_every_rule_point_has_a_lesson_step_and_a_quiz_kind() -> None:
    from tutor.teach import quiz
    from tutor.teach.lessons import load_lessons

    numbered = {p.id for p in rulebook.points() if not p.is_section}
    assert set(COVERAGE) == numbered, "a rule point needs a lesson step and a quiz kind"
    lessons = {lesson.id: lesson for lesson in load_lessons()}
    for ref, (lesson_id, title, kind) in COVERAGE.items():
        lesson = lessons[lesson_id]
        assert any(getattr(s, "title", None) == title for s in lesson.steps), (ref, title)
        assert _points_of(lesson.sections, ref), (ref, lesson_id)
        assert kind in quiz.QUESTION_KINDS and _points_of(quiz.KIND_TAGS[kind], ref), (
            ref,
            kind,
        )
        if ref in ("1.1", "1.2", "1.4", "1.6", "2.4", "6.6", "7.6", "7.7", "7.11", "7.12"):
            assert f"§{ref}" in quiz.KIND_TAGS[kind]  # asked for itself, not as a section


def test_no_code_cites_the_digest_or_a_bare_source_id() -> None:
    """Docstrings and comments cite the rule book's points, never the rules digest (a file
    outside the repository) or a source by its bare id."""
    root = rulebook.TEXT_FILE.parents[1]
    for path in root.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "RULES.md" not in text, path
        assert not re.search(r"\((?:S[0-4])(?:[,/ ]+S[0-4])*\)", text), path
