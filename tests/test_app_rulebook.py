"""AppTest for the Rule book page: one anchor per point, every switch with what each source
says and each preset's value, and a Sources section naming each source for a reader."""

from __future__ import annotations

import pytest
from apptest import markdown_sources, open_page, run, start
from streamlit.testing.v1 import AppTest

from tutor.app.compare import field_label, field_sources
from tutor.engine import rulebook
from tutor.engine.rules import Rules
from tutor.words import using
from tutor.words.engine import preset_name
from tutor.words.rulebook import source_about

PAGE = "tutor/app/pages/rulebook.py"


@pytest.fixture(scope="module")
def at() -> AppTest:
    return open_page(PAGE)


def _markdown(at: AppTest) -> str:
    """The page's markdown as written (bold and links kept, as the page means them)."""
    return "\n".join(markdown_sources(at, "markdown"))


def test_one_heading_with_its_anchor_per_point(at: AppTest) -> None:
    assert at.title[0].value == "Rule book"
    headings = {h.proto.anchor: h.value for h in [*at.header, *at.subheader]}
    for p in rulebook.points():
        assert p.anchor in headings, p.id
        assert headings[p.anchor].startswith(p.id), p.id
    assert headings[rulebook.SOURCES_ANCHOR] == "Sources"


def test_every_switch_shows_what_each_source_says_and_each_preset(at: AppTest) -> None:
    text = _markdown(at)
    for name in Rules.model_fields:
        assert f"**Switch — {field_label(name)}.**" in text, name
        for source, said in field_sources(name).items():
            assert f"According to {source}: {said}" in text, (name, source)
    assert f"{preset_name('bga')} **14**" in text  # the bga preset's seven in hand


def test_sources_section_says_what_each_source_is(at: AppTest) -> None:
    text = _markdown(at)
    for s in rulebook.SOURCES:
        assert source_about(s.key) in text, s.key
    assert "Not Hoola" in text


def test_the_korean_rule_book_is_shown_in_korean() -> None:
    at = open_page(PAGE, link={"lang": "ko"})
    assert at.title[0].value == "규칙서"
    headings = {h.proto.anchor: h.value for h in [*at.header, *at.subheader]}
    for p in rulebook.points("ko"):
        assert headings[p.anchor].startswith(p.id) and p.title in headings[p.anchor], p.id
    assert headings[rulebook.SOURCES_ANCHOR] == "출처"
    text = _markdown(at)
    with using("ko"):
        assert all(source_about(s.key) in text for s in rulebook.SOURCES)
    assert "**설정 — " in text


def test_cross_references_link_within_the_page(at: AppTest) -> None:
    assert "(#who-pays)" in _markdown(at)


def test_home_and_sidebar_offer_the_bga_preset() -> None:
    at = start()
    name = preset_name("bga")  # "Online table": presets have plain names (issue 24)
    assert any(o.startswith(f"**{name}**") for o in at.radio(key="home_preset").options)
    assert name in at.selectbox(key="sidebar_preset").options
    at = run(at.selectbox(key="sidebar_preset").set_value("bga"))
    assert at.session_state["rules_spec"] == {"preset": "bga"}
