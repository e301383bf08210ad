"""The project's own rule book (tutor/engine/rulebook.md): numbered points with anchors, a
lookup by citation, the sources named for a reader, and citations rendered as links."""

from __future__ import annotations

import re

import pytest

from tutor.app.citations import cite, cite_all, link_mentions, rule_url
from tutor.engine import rulebook
from tutor.engine.rulebook import RuleBookError, point
from tutor.engine.rules import PRESET_RULES, Rules, switch_rule


def test_a_point_is_found_by_any_way_of_citing_it() -> None:
    knock = point("5.2")
    assert (knock.id, knock.title, knock.anchor) == ("5.2", "Knock", "knock")
    assert point("§5.2") == point("rule 5.2") == point(" 5.2 ") == knock
    assert knock.label == "Knock (rule 5.2)"
    assert knock.section == "5" and not knock.is_section
    assert point("5").is_section and point("5").title == "How a round ends"


@pytest.mark.parametrize("ref", ["5.9", "12", "", "knock", "§", "5.2.1", "S0"])
def test_an_unknown_point_is_refused_with_its_name(ref: str) -> None:
    with pytest.raises(RuleBookError) as info:
        point(ref)
    assert (info.value.code, info.value["ref"]) == ("no-such-point", repr(ref))
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
    assert len(rulebook.points_in("7")) == 11  # the eleven variations, in order


def test_every_cross_reference_in_the_text_names_a_point() -> None:
    for p in rulebook.points():
        for match in re.finditer(r"\brules? (\d+(?:\.\d+)?)", p.body):
            assert rulebook.is_point(match.group(1)), (p.id, match.group(0))


def test_every_switch_and_preset_has_its_point() -> None:
    for name in Rules.model_fields:
        assert name and point(switch_rule(name))
    assert set(PRESET_RULES) == set(Rules.presets())
    for name, number in PRESET_RULES.items():
        assert point(number).title == name


def test_no_text_names_a_source_by_a_bare_id_or_the_digest() -> None:
    text = rulebook.TEXT_FILE.read_text(encoding="utf-8")
    texts = [text] + [f"{s.name} {s.about}" for s in rulebook.SOURCES]
    for t in texts:
        assert "RULES.md" not in t
        assert not re.search(r"\bS[0-4]\b", t), t


def test_sources_are_named_for_a_reader() -> None:
    names = {s.key: s.name for s in rulebook.SOURCES}
    assert names["detailed"] == "the detailed rules page"
    assert {s.key for s in rulebook.SOURCES if not s.hoola} == {"hula-hoo", "hola"}
    assert rulebook.source("casual").name == "the casual rules page"
    with pytest.raises(RuleBookError) as info:
        rulebook.source("S2")
    assert (info.value.code, info.value["key"]) == ("no-such-source", "'S2'")


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


def test_mentions_in_text_become_links_keeping_the_words() -> None:
    text = "See rule 6.4, and rules 4.5 and 7.4; rule 99 is not one."
    assert link_mentions(text) == (
        "See rule [6.4](rulebook?point=who-pays#who-pays), "
        "and rules [4.5](rulebook?point=no-discard#no-discard) and "
        "[7.4](rulebook?point=variation-no-discard#variation-no-discard); rule 99 is not one."
    )
