"""AppTest for the Payout checker: worked examples, typed rounds, uploads, the step-through,
the charts and the rules comparison, each checked against the engine's own settlement."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from apptest import run, shown, shows_error, shows_winner, texts
from streamlit.testing.v1 import AppTest

from tutor.app.round_model import parse_record_file
from tutor.engine.cards import parse_cards
from tutor.engine.errors import CardError, RecordError
from tutor.engine.rules import Rules
from tutor.engine.settlement import settle
from tutor.teach.examples import EXAMPLES
from tutor.words import t
from tutor.words.engine import preset_name, step_title
from tutor.words.ledger import compared_winner

PAGE = "tutor/app/pages/payout.py"


def load_example(at: AppTest, name: str) -> AppTest:
    at.selectbox(key="payout_example").set_value(name)
    run(at)
    at.button(key="payout_load_example").click()
    run(at)
    at.button(key="payout_settle").click()
    return run(at)


def figures(at: AppTest) -> list[dict]:
    return [json.loads(el.proto.spec) for el in at.get("plotly_chart")]


def test_renders_with_the_form_and_the_examples(at: AppTest) -> None:
    assert at.title[0].value == "Payout checker"
    assert set(at.selectbox(key="payout_example").options) == {
        t("payout-example-title", example=key) for key in EXAMPLES
    }
    assert at.button(key="payout_settle").disabled  # the blank form is incomplete
    assert "Still to fill in" in texts(at)


def test_s0_tie_example_shows_b_collecting_12(at: AppTest) -> None:
    load_example(at, "s0-tie")
    s = settle(EXAMPLES["s0-tie"].record)
    assert (s.winner, s.collected) == ("B", 12)
    shows_winner(at, s)
    table = at.table[0].value
    assert list(table.index) == [line.name for line in s.lines]
    for line in s.lines:
        row = table.loc[line.name]
        assert (row["Points"], row["Position"], row["Base"]) == (
            line.points,
            line.position,
            line.base,
        )
        assert (row["Total"], row["Paid by"]) == (line.total, line.payer)
    # the waterfall, the money flow and the net result, plus the step chart
    names = [t.get("type") for fig in figures(at) for t in fig["data"]]
    assert "waterfall" in names
    assert "Net result: " in texts(at)


def test_every_worked_example_settles_as_the_engine_says(at: AppTest) -> None:
    for key, ex in EXAMPLES.items():
        load_example(at, key)
        s = settle(ex.record)
        shows_winner(at, s)
        for name, net in s.net.items():
            assert f"{name} **{net:+d}**" in texts(at), key


def test_step_through_advances_and_goes_back(at: AppTest) -> None:
    load_example(at, "s0-24")
    steps = settle(EXAMPLES["s0-24"].record).steps()
    assert f"Step 1 of {len(steps)}" in texts(at)
    assert at.button(key="step_back").disabled
    at.button(key="step_next").click()
    run(at)
    assert f"Step 2 of {len(steps)}" in texts(at)
    assert f"**{step_title(steps[1])}**" in texts(at)
    at.button(key="step_back").click()
    run(at)
    assert f"Step 1 of {len(steps)}" in texts(at)
    for _ in range(len(steps) - 1):
        at.button(key="step_next").click()
        run(at)
    assert f"Step {len(steps)} of {len(steps)}" in texts(at)
    assert at.button(key="step_next").disabled


def full_form(at: AppTest) -> None:
    """Switch quick entry (the payout checker's default) off: hands typed as cards."""
    assert at.toggle(key="payout_form_quick").value
    run(at.toggle(key="payout_form_quick").set_value(False))


def test_a_typed_round_is_settled(at: AppTest) -> None:
    full_form(at)
    at.number_input(key="payout_form_count").set_value(2)
    run(at)
    for i, (name, hand) in enumerate([("Ann", "2c 3d"), ("Bo", "Kh Qd 9s 5c")]):
        at.text_input(key=f"payout_form_p{i}_name").input(name)
        at.text_input(key=f"payout_form_p{i}_hand").input(hand)
    run(at)  # "had melded" follows the cards: both hold fewer than seven
    at.selectbox(key="payout_form_ending").set_value("stock")
    run(at)
    at.button(key="payout_settle").click()
    run(at)
    record = json.loads(at.session_state["payout_record"])
    s = settle(record)
    assert s.winner == "Ann"
    assert s.collected == 1  # Bo alone, first among the losers: 1 stake, no doubling
    shows_winner(at, s)


def test_a_bad_card_is_named_next_to_the_input(at: AppTest) -> None:
    full_form(at)
    at.text_input(key="payout_form_p0_hand").input("7x 2c")
    run(at)
    with pytest.raises(CardError) as bad:
        parse_cards("7x 2c")
    assert bad.value.code == "not-a-suit"
    assert shows_error(at, bad.value)
    assert at.button(key="payout_settle").disabled


def test_the_same_round_under_a_second_rule_set(at: AppTest) -> None:
    load_example(at, "s0-tie")
    at.toggle(key="payout_cmp_on").set_value(True)
    run(at)
    at.selectbox(key="payout_cmp_preset").set_value("s1-short")
    run(at)
    body = texts(at)
    assert f"Rules in force ({preset_name('pagat')})" in body
    assert f"Second rules ({preset_name('s1-short')})" in body
    second = Rules.preset("s1-short")
    theirs = settle({**EXAMPLES["s0-tie"].record, "rules": second.to_spec()})
    bold = compared_winner(theirs.winner, theirs.collected, mark=lambda t: f"**{t}**")
    assert bold in body
    for line in theirs.lines:
        assert f"{line.name}: **{line.total} stake" in body
        assert f"base {line.base}, " in body


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_compared_switches_are_named_by_label_and_value_never_by_code(lang: str) -> None:
    """The review saw "(seven_in_hand, …)", `sopang_max`, `knock_needs`: each differing
    switch shows its label and its values in the visitor's words, no internal name."""
    from apptest import open_page

    from tutor.words.locale import using
    from tutor.words.switch_values import switch_label, value_name

    at = open_page(PAGE, link={"lang": lang})
    load_example(at, "s0-tie")
    at = run(at.toggle(key="payout_cmp_on").set_value(True))
    at = run(at.selectbox(key="payout_cmp_preset").set_value("s2-casual"))
    body = re.sub(r"\]\([^)]*\)", "]", texts(at, "markdown", "caption", "warning", "info"))
    first, second = Rules.preset("pagat"), Rules.preset("s2-casual")
    names = first.differences(second)
    assert names
    with using(lang):
        for name in names:
            assert f"`{name}`" not in body and f"({name}" not in body, name
            assert "_" not in name or name not in body, name  # no seven_in_hand …
            assert f"**{switch_label(name)}**" in body
            for rules in (first, second):
                assert f"**{value_name(name, getattr(rules, name))}**" in body


def test_rules_changed_elsewhere_are_reported_not_raised(at: AppTest) -> None:
    load_example(at, "s0-tie")
    at.session_state["rules_spec"] = Rules.preset("s1-short").to_spec()
    run(at)
    shows_winner(at, settle(EXAMPLES["s0-tie"].record))


@pytest.mark.parametrize(
    ("data", "codes"),
    [
        (b"\xff\xfe\x00garbage", ("input-not-utf8",)),
        (b"{not json", ("input-not-json",)),
        (json.dumps({"ending": "stock", "players": [{"name": "A", "hand": "7x"},
                                                     {"name": "B", "hand": "2c"}]}).encode(),
         ("in-hand", "not-a-suit")),
        (json.dumps({**EXAMPLES["s0-tie"].record, "winner": "Zed", "ending": "blast"}).encode(),
         ("role-not-player",)),
        (b" " * 70_000, ("input-too-large",)),
    ],
)  # fmt: skip
def test_an_uploaded_file_that_is_not_a_record_says_what_is_wrong(data: bytes, codes: tuple):
    with pytest.raises(RecordError) as info:
        parse_record_file(data)
    assert info.value.codes == codes


def test_an_uploaded_record_round_trips() -> None:
    rec = parse_record_file(json.dumps(EXAMPLES["s0-24"].record).encode("utf-8-sig"))
    assert settle(rec).to_json() == settle(EXAMPLES["s0-24"].record).to_json()


def test_player_names_are_never_markup(at: AppTest) -> None:
    evil = "<img src=x onerror=alert(1)>"
    full_form(at)
    at.number_input(key="payout_form_count").set_value(2)
    run(at)
    for i, (name, hand) in enumerate([(evil, "2c 3d"), ("**Bo**", "Kh Qd 9s 5c")]):
        at.text_input(key=f"payout_form_p{i}_name").input(name)
        at.text_input(key=f"payout_form_p{i}_hand").input(hand)
    run(at)  # "had melded" follows the cards: both hold fewer than seven
    at.selectbox(key="payout_form_ending").set_value("stock")
    run(at)
    at.button(key="payout_settle").click()
    run(at)
    for el in at.get("html"):
        assert "<img" not in el.proto.body
        assert "&lt;img" in el.proto.body or evil not in el.proto.body
    assert any("\\<img" in h.value or "&lt;img" in h.value for h in at.subheader)
    assert [shown(i) for i in at.table[0].value.index] == ["**Bo**"]  # escaped: shown as typed


_FIRST_OPEN = """
import sys
from streamlit.testing.v1 import AppTest
at = AppTest.from_file(sys.argv[1], default_timeout=120)
at.switch_page("tutor/app/pages/payout.py").run()
assert not at.exception and at.button(key="payout_settle")
print(sorted(m for m in ("pandas", "numpy") if m in sys.modules))
"""


def test_the_first_open_loads_no_table_library() -> None:
    """Opening the payout checker first (a fresh process, as a new server's first visitor)
    draws the form without pandas: it is loaded for the first settlement's table only
    (bench/bench_payout_open.py times the open)."""
    app = Path(__file__).resolve().parents[1] / "streamlit_app.py"
    out = subprocess.run([sys.executable, "-c", _FIRST_OPEN, str(app)], capture_output=True,
                         text=True, env=dict(os.environ), timeout=300, check=True)  # fmt: skip
    assert out.stdout.strip().splitlines()[-1] == "[]"


_SERVER_SETTINGS = """
from streamlit import config
from streamlit.watcher.path_watcher import NoOpPathWatcher, get_default_path_watcher_class
config.get_config_options(force_reparse=True)  # as `streamlit run` reads them, from here
print(get_default_path_watcher_class() is NoOpPathWatcher,
      config.get_option("runner.magicEnabled"), config.get_option("runner.postScriptGC"))
"""


def test_the_server_watches_no_files_and_runs_pages_as_written() -> None:
    """The settings `streamlit run` reads from the project (.streamlit/config.toml): a
    visitor's connection watches no files (Streamlit walked the project's folders, the .venv
    too, for every visitor: a third of a second of the server's time), pages are compiled
    without magic and no full garbage collection follows each run."""
    root = Path(__file__).resolve().parents[1]
    out = subprocess.run([sys.executable, "-c", _SERVER_SETTINGS], cwd=root, capture_output=True,
                         text=True, env=dict(os.environ), timeout=120, check=True)  # fmt: skip
    assert out.stdout.split() == ["True", "False", "False"]
