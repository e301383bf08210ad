"""AppTest for the Rules & variants page: every switch shown with its sources, the presets
side by side, switches changed through widgets (and kept across pages), reset, errors."""

from __future__ import annotations

import json

import pytest
from apptest import rules_in_force, run, shown, texts
from streamlit.testing.v1 import AppTest

from tutor.app.citations import cite
from tutor.app.compare import field_label, field_sources
from tutor.app.glossary import GLOSSARY
from tutor.engine.cards import parse_cards
from tutor.engine.melds import check_meld
from tutor.engine.rules import KNOCK_LIMIT_TABLES, Rules, switch_rule
from tutor.words.engine import preset_name, sentences, switch_description

PAGE = "tutor/app/pages/rules_page.py"


def test_every_switch_shows_its_description_rule_link_and_sources(at: AppTest) -> None:
    assert at.title[0].value == "Rules & variants"
    captions = "\n".join(c.value for c in at.caption)
    for name in Rules.model_fields:
        assert switch_description(name) in captions, name
        assert cite(switch_rule(name)) in captions, name
        for source, said in field_sources(name).items():
            assert f"**{source}**: {said}" in captions, (name, source)


def test_presets_side_by_side_with_the_preset_in_force_marked(at: AppTest) -> None:
    """Presets are shown by their plain names (issue 24), the one in force marked."""
    name = {p: preset_name(p) for p in Rules.presets()}
    frame = at.table[0].value
    assert f"{name['pagat']} ★ in force" in frame.columns
    assert {name["s1-short"], name["s2-casual"], name["bga"]} <= set(frame.columns)
    assert len(frame) == len(Rules.model_fields)
    row = frame[frame["Switch"] == field_label("seven_in_hand")].iloc[0]
    assert row[name["s1-short"]] == str(Rules.preset("s1-short").seven_in_hand)
    assert row[f"{name['pagat']} ★ in force"] == str(Rules.preset("pagat").seven_in_hand)

    at.selectbox(key="sidebar_preset").set_value("s2-casual")
    run(at)
    frame = at.table[0].value
    assert f"{name['s2-casual']} ★ in force" in frame.columns
    assert name["pagat"] in frame.columns


def test_disagreement_table_names_each_source_for_a_reader(at: AppTest) -> None:
    table = at.table[1].value
    columns = ["The detailed rules page", "The short summary", "The casual rules page"]
    assert set(columns) <= set(table.columns)
    for name in ("ace", "seven_in_hand", "sopang_max", "knock_needs", "discard_to_go_out"):
        row = table.loc[field_label(name)]
        said = field_sources(name)
        for column in columns:
            assert row[column] == said.get(column[0].lower() + column[1:], "—")
        assert cite(switch_rule(name)) in texts(at)


def test_glossary_and_name_alikes(at: AppTest) -> None:
    body = texts(at)
    for word in ("훌라", "소뻥", "대뻥", "땡큐", "감사합니다", "등록", "붙이기", "스톱"):
        assert word in body, word
    for term in GLOSSARY:
        assert f"**{term.term}**" in body
    assert "📜" in body and "🇰🇷" in body
    # Korean words that no source prints are marked as the tutor's own.
    own = [t for t in GLOSSARY if t.korean_from == "own"]
    assert own and all(f"{t.korean} (tutor's note, not in the sources)" in body for t in own)
    assert "독박" not in body  # a Go-Stop word no Hoola source or rule page uses
    claim = next(t for t in GLOSSARY if "땡큐" in t.korean)
    assert "in turn" in claim.meaning and "in turn" in claim.korean
    assert "HULA-HOO!" in body and "**Hola**" in body
    assert any("lessons" in link.proto.page for link in at.get("page_link"))


def test_change_a_switch_applies_everywhere_and_in_the_link(at: AppTest) -> None:
    at.selectbox(key="rules_ace").set_value("low")
    run(at)
    assert at.session_state["rules_spec"] == {"preset": "pagat", "ace": "low"}
    assert json.loads(at.query_params["rules"]) == {"preset": "pagat", "ace": "low"}
    # The presets table gains a column with the learner's rules.
    assert "Yours" in at.table[0].value.columns

    # Another page uses the changed rules: Q-K-A is no run when the Ace is only low.
    at.switch_page("tutor/app/pages/meld_practice.py")
    run(at)
    assert rules_in_force(at).ace == "low"
    at.text_input(key="meld_text").input("Qh Kh Ah")
    at.button(key="meld_check").click()
    run(at)
    verdict = check_meld(parse_cards("Qh Kh Ah"), rules_in_force(at))
    assert not verdict.valid
    assert sentences(verdict.why)[0] in texts(at)

    # Coming back, the widget shows the rules in force.
    at.switch_page(PAGE)
    run(at)
    assert at.selectbox(key="rules_ace").value == "low"


def test_reset_to_preset(at: AppTest) -> None:
    assert at.button(key="rules_reset").disabled
    at.selectbox(key="sidebar_preset").set_value("s1-short")
    run(at)
    at.toggle(key="rules_hoola_doubles").set_value(True)
    run(at)
    at.number_input(key="rules_daepang_min").set_value(81)
    run(at)
    assert at.session_state["rules_spec"] == {
        "preset": "s1-short",
        "hoola_doubles": True,
        "daepang_min": 81,
    }
    at.button(key="rules_reset").click()
    run(at)
    assert at.session_state["rules_spec"] == {"preset": "s1-short"}
    assert rules_in_force(at) == Rules.preset("s1-short")
    assert at.toggle(key="rules_hoola_doubles").value is False
    assert at.number_input(key="rules_daepang_min").value == 83


def test_refused_change_shows_the_engine_error(at: AppTest) -> None:
    at.number_input(key="rules_daepang_min").set_value(20)
    run(at)
    with pytest.raises(ValueError) as refused:
        Rules().with_changes(daepang_min=20)
    errors = [shown(e.value) for e in at.error]
    assert any(str(refused.value) in e for e in errors), errors
    assert at.session_state["rules_spec"] == {"preset": "pagat"}
    assert at.number_input(key="rules_daepang_min").value == 83


def test_knock_limit_tables_and_own_number(at: AppTest) -> None:
    label = next(k for k, v in KNOCK_LIMIT_TABLES.items() if isinstance(v, dict))
    at.selectbox(key="rules_knock_limit").set_value(label)
    run(at)
    assert rules_in_force(at).knock_limit == KNOCK_LIMIT_TABLES[label]
    at.number_input(key="rules_knock_limit_custom").set_value(7)
    run(at)
    assert rules_in_force(at).knock_limit == 7
    assert at.selectbox(key="rules_knock_limit").value == "own:7"


def test_undercut_penalty_jokers_and_six_seven_players(at: AppTest) -> None:
    at.toggle(key="rules_undercut_penalty_on").set_value(True)
    run(at)
    assert rules_in_force(at).undercut_penalty == 5
    at.number_input(key="rules_undercut_penalty").set_value(8)
    run(at)
    assert rules_in_force(at).undercut_penalty == 8
    at.toggle(key="rules_undercut_penalty_on").set_value(False)
    run(at)
    assert rules_in_force(at).undercut_penalty is None

    at.number_input(key="rules_jokers").set_value(2)
    run(at)
    at.selectbox(key="rules_joker_in_hand").set_value("fourteen-triple")
    run(at)
    at.toggle(key="rules_six_seven_players").set_value(True)
    run(at)
    at.number_input(key="rules_dropout_compensation").set_value(0.5)
    run(at)
    rules = rules_in_force(at)
    assert (rules.jokers, rules.joker_in_hand) == (2, "fourteen-triple")
    assert (rules.six_seven_players, rules.dropout_compensation) == (True, 0.5)
