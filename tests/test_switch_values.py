"""Every rule switch's every value has a plain name in English and Korean (issue 24): the
named values of a switch (``switch-value-<switch>``) have one variant per code in both
catalogs, every value shows without its code, and what a switch does is said without the
codes of its values."""

from __future__ import annotations

import re

import pytest

from tutor.engine.rules import Rules
from tutor.words import using
from tutor.words.catalog import has, parsed
from tutor.words.engine import switch_description
from tutor.words.switch_values import message, named_values, switch_label, value_name

SWITCHES = list(Rules.model_fields)
LATIN = re.compile(r"[A-Za-z]{2,}")
PLAIN_CODES = {"clockwise", "counter-clockwise"}
"""Codes that are plain English already."""


def variant_keys(msg_id: str, locale: str) -> set[str]:
    """The codes a message selects on (its one select expression's variant keys)."""
    expression = parsed(locale)[msg_id].value.elements[0].expression
    return {str(getattr(v.key, "name", getattr(v.key, "value", ""))) for v in expression.variants}


def test_every_named_value_has_its_own_variant_in_both_languages() -> None:
    named = [s for s in SWITCHES if any(isinstance(v, str) for v in named_values(s))]
    assert set(named) >= {"direction", "ace", "knock_needs", "claim", "tie", "joker_in_hand"}
    for switch in named:
        codes = set(named_values(switch))
        for locale in ("en", "ko"):
            assert has(message(switch), locale), (switch, locale)
            assert variant_keys(message(switch), locale) == codes, (switch, locale)


@pytest.mark.parametrize("switch", SWITCHES)
def test_every_value_of_every_switch_shows_by_a_name(switch: str) -> None:
    values = {getattr(Rules.preset(p), switch) for p in Rules.presets()} | set(named_values(switch))
    for value in values:
        english = value_name(switch, value)
        with using("ko"):
            korean = value_name(switch, value)
        assert english and korean, (switch, value)
        if isinstance(value, str) and value not in PLAIN_CODES:
            assert english != value, (switch, value)
            assert "-" not in value or value not in english, (switch, value, english)
        assert not LATIN.search(korean), (switch, value, korean)


def test_the_values_read_as_their_names() -> None:
    assert value_name("ace", "high-or-low") == "high or low (no K-A-2)"
    assert value_name("knock_limit", {2: 7, 3: 10, 4: 15}).startswith("7 / 10 / 15")
    assert value_name("sevens_double", True) == "yes"
    assert value_name("undercut_penalty", None) == "off"
    with using("ko"):
        assert value_name("direction", "counter-clockwise") == "시계 반대 방향"
        assert value_name("claim", "tame") == "차례가 먼저인 사람 (차례순 땡큐)"
        assert value_name("dropout_compensation", 0.25) == "0.25"
        assert switch_label("ace") == "런에서 A"


@pytest.mark.parametrize("switch", SWITCHES)
def test_what_a_switch_does_is_said_without_codes(switch: str) -> None:
    codes = [v for v in named_values(switch) if isinstance(v, str)]
    english = switch_description(switch)
    with using("ko"):
        korean = switch_description(switch)
    for code in codes:
        assert f"'{code}'" not in english and f"({code})" not in english, (switch, code)
    assert not LATIN.search(korean), (switch, korean)


CHANGED = '{"ace":"low","claim":"tame","preset":"pagat","undercut_penalty":5}'
"""A rule set from a link with three switches changed from its preset."""


def test_changed_switches_show_by_label_and_value_name_in_korean() -> None:
    """The sidebar lists each changed switch by its label and its value's name, and the
    Rules page's table shows the values by name (no codes, no English)."""
    from apptest import open_page, shown, texts
    from test_korean_pages import english, table_texts

    at = open_page("tutor/app/pages/rules_page.py", link={"lang": "ko", "rules": CHANGED})
    with using("ko"):
        ace = f"{switch_label('ace')}: {value_name('ace', 'low')}"
        claim = f"{switch_label('claim')}: {value_name('claim', 'tame')}"
        cells = table_texts(at)
    sidebar = texts(at.sidebar, "caption")
    assert ace in sidebar and claim in sidebar, sidebar
    assert "낮게만 (A-2-3)" in cells and "차례가 먼저인 사람 (차례순 땡큐)" in cells
    assert not [c for c in cells if english(shown(c))], cells
