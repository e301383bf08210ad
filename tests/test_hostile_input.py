"""Hostile and clumsy input at every public entry point: cards, rules, round records, export
files, the ``?rules=`` link and the command line. Whatever the text, size, nesting, type or
number, the answer is a ``ValueError`` subclass with a message under 300 characters, never a
traceback. The fuzz tests run 10,000 examples each in CI (``CI`` set) and a few hundred here.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from apptest import APP, markdown_sources, open_page, run, shown
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from streamlit.testing.v1 import AppTest

from tutor.app.round_form import parse_record_file
from tutor.app.safe import plain
from tutor.engine.cards import parse_cards
from tutor.engine.errors import MESSAGE_MAX, HoolaError
from tutor.engine.inputs import MAX_DEPTH, load_json
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.settlement import settle
from tutor.store import game_file
from tutor.store.progress import ProgressStore, parse_export
from tutor.teach.examples import EXAMPLES

ROOT = Path(__file__).resolve().parents[1]
FUZZ = settings(
    max_examples=10_000 if os.environ.get("CI") else 300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
DEEP = "[" * 1_200 + "]" * 1_200
RECORD = EXAMPLES["s0-tie"].record


def deep_list(levels: int) -> list:
    top: list = []
    inner = top
    for _ in range(levels):
        inner.append([])
        inner = inner[0]
    return top


def refused(call, *args) -> str:  # noqa: ANN001 - any entry point
    """The message of the ValueError ``call(*args)`` raises (any other exception fails)."""
    with pytest.raises(ValueError) as info:
        call(*args)
    message = str(info.value)
    assert 0 < len(message) < MESSAGE_MAX, message
    return message


# --------------------------------------------------------------------------- each defect


def test_deep_json_is_refused_at_every_json_entry_point() -> None:
    deep_rules = '{"preset": "pagat", "knock_limit": ' + DEEP + "}"
    assert "nested" in refused(settle, '{"rules": ' + deep_rules + "}")
    assert "nested" in refused(RoundRecord.load, DEEP)
    assert "nested" in refused(parse_record_file, DEEP.encode())
    assert "nested" in refused(game_file.import_json, DEEP)
    assert "nested" in refused(parse_export, DEEP)
    assert "nested" in refused(load_json, deep_rules, "the link")


def test_a_deep_knock_limit_table_in_a_dict_is_refused_before_its_message_is_built() -> None:
    spec = {"preset": "pagat", "knock_limit": {"3": deep_list(1_200)}}
    assert "nested" in refused(Rules.from_spec, spec)
    assert "nested" in refused(settle, {**RECORD, "rules": spec})


def test_numbers_too_long_or_not_finite_are_refused() -> None:
    huge = json.dumps(RECORD)[:-1] + ', "dealer": ' + "9" * 5_000 + "}"
    assert "digits" in refused(settle, huge)
    assert "digits" in refused(parse_record_file, huge.encode())
    assert "not finite" in refused(settle, {**RECORD, "rules": {"knock_limit": {float("inf"): 5}}})
    assert "player counts" in refused(lambda: Rules().with_changes(knock_limit={"x": 5}))
    assert "JSON allows" in refused(settle, json.dumps(RECORD).replace("false", "NaN", 1))


def test_a_game_import_refuses_a_boolean_version() -> None:
    doc = json.loads(game_file.export_json(game_file.import_json(_a_game_file())))
    doc["version"] = True
    assert "version True" in refused(game_file.import_json, json.dumps(doc))


def _a_game_file() -> str:
    from tutor.engine.ledger import Game, add_round

    game = Game.new(players=["Ann", "Bo", "Cy"], first_dealer="Ann")
    rec = {"ending": "stock", "players": [
        {"name": "Ann", "hand": "Ac", "melded": True},
        {"name": "Bo", "hand": "2c 3c", "melded": True},
        {"name": "Cy", "hand": "Kh", "melded": True}]}  # fmt: skip
    return game_file.export_json(add_round(game, rec))


@pytest.mark.parametrize(
    ("field", "value"), [("rule_tags", ["a\nb"]), ("question_kind", "  quiz\t")]
)
def test_a_progress_import_refuses_what_record_answer_would_refuse(tmp_path, field, value) -> None:  # noqa: ANN001
    store = ProgressStore(tmp_path / "p.db")
    store.record_answer("Ann", "quiz", ["§3"], 1, True, 1.0)
    doc = json.loads(store.export_json("Ann"))
    doc["answers"][0][field] = value
    assert refused(lambda: store.import_json(json.dumps(doc), as_name="Bea"))
    assert store.learners() == ["Ann"]


def test_a_huge_token_gives_a_short_message() -> None:
    message = refused(parse_cards, "x" * 1_000_000)
    assert "10,000" in message
    assert len(refused(parse_cards, "7x" + "y" * 5_000)) < MESSAGE_MAX


def test_parse_cards_refuses_rules_that_are_not_rules_and_cards_that_are_not_text() -> None:
    assert "Rules object" in refused(parse_cards, "7h 7h", "pagat")
    assert refused(parse_cards, None)
    assert refused(parse_cards, [7, 8])
    assert "only one 7h" in refused(parse_cards, "7h 7h")


def test_every_message_is_cut_to_the_limit() -> None:
    assert len(str(HoolaError("x" * 10_000))) == MESSAGE_MAX - 1


# --------------------------------------------------------------------------- the command line


def cli(tmp_path: Path, data: bytes | None, *argv: str) -> subprocess.CompletedProcess:
    path = tmp_path / "round.json"
    if data is not None:
        path.write_bytes(data)
    args = argv or ("settle", str(path))
    return subprocess.run([sys.executable, "-m", "tutor", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)  # fmt: skip


@pytest.mark.parametrize(
    "data",
    [
        b"\x00\x01\x02\xff" * 100,  # binary
        "{'ending': 'stock', 'players': 'é'}".encode("latin-1"),
        json.dumps(RECORD).encode("utf-16"),
        DEEP.encode(),
        (json.dumps(RECORD)[:-1] + ', "dealer": ' + "9" * 5_000 + "}").encode(),
    ],
    ids=["binary", "latin-1", "utf-16", "deep", "5000-digits"],
)
def test_the_cli_gives_one_line_and_exit_code_2(tmp_path, data) -> None:  # noqa: ANN001
    done = cli(tmp_path, data)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: ")
    assert "Traceback" not in done.stderr


def test_the_cli_stops_reading_dev_zero_and_accepts_a_bom(tmp_path) -> None:  # noqa: ANN001
    done = cli(tmp_path, None, "settle", "/dev/zero")
    assert done.returncode == 2 and "larger than" in done.stderr
    done = cli(tmp_path, b"\xef\xbb\xbf" + json.dumps(RECORD).encode())
    assert done.returncode == 0, done.stderr


# --------------------------------------------------------------------------- the app


def test_a_deep_rules_link_shows_one_message_and_is_corrected() -> None:
    link = '{"preset":"pagat","knock_limit":' + DEEP + "}"
    at = AppTest.from_file(APP, default_timeout=30)
    at.query_params["rules"] = link
    at = run(at)  # the home page, first: one message, the default rules
    assert len(at.warning) == 1 and "default rules apply" in shown(at.warning[0].value)
    assert at.query_params["rules"] in ("pagat", ["pagat"])  # the address bar, corrected
    assert at.session_state["rules_spec"] == {"preset": "pagat"}
    for page in ("tutor/app/pages/payout.py", "tutor/app/pages/endings.py"):
        at = run(at.switch_page(page))  # every other page works, with no second message
        assert not at.warning
        assert at.query_params["rules"] in ("pagat", ["pagat"])


def test_an_uploaded_round_with_a_5000_digit_number_gets_a_message() -> None:
    at = open_page("tutor/app/pages/payout.py")
    data = (json.dumps(RECORD)[:-1] + ', "dealer": ' + "9" * 5_000 + "}").encode()
    at = run(at.get("file_uploader")[0].set_value(("round.json", data, "application/json")))
    (error,) = at.error
    assert "digits" in shown(error.value) and len(shown(error.value)) < MESSAGE_MAX


HOSTILE = ["[c](https://example.org)", "![t](https://ex.org/t.png)", "<img src=x>", "**b**"]
PAYLOADS = [
    r"(?<!\\)\[c(?<!\\)\]",
    r"(?<!\\)!(?<!\\)\[t",
    r"(?<!\\)<img",
    r"(?<!\\)\*\*b",
    r"https://",
]
"""What each hostile name would need to become markup: its characters unescaped."""


def assert_never_markup(at) -> None:  # noqa: ANN001
    for source in markdown_sources(at):
        for payload in PAYLOADS:
            assert not re.search(payload, source), (payload, source)


def test_hostile_names_never_reach_markdown_on_any_page(db) -> None:  # noqa: ANN001
    """Names a user typed (players, a game, a learner) go everywhere: the game ledger's
    header, turn order and messages, the payout checker's settlement, the learner panel."""
    from tutor.engine.ledger import Game
    from tutor.store.ledger_store import LedgerStore

    store = LedgerStore(db)
    game = store.create_game(Game.new(players=HOSTILE[:3], first_dealer=HOSTILE[0],
                                      name="![g](https://ex.org/g.png) www.ex.org"))  # fmt: skip
    ProgressStore(db).add_learner("[l](https://ex.org)")
    at = open_page("tutor/app/pages/game.py", game=game.id)
    assert_never_markup(at)
    at = open_page("tutor/app/pages/payout.py")
    at = run(at.number_input(key="payout_form_count").set_value(2))
    for i, (name, hand) in enumerate([(HOSTILE[0], "2c 3d"), (HOSTILE[1], "Kh Qd 9s 5c")]):
        at.text_input(key=f"payout_form_p{i}_name").input(name)
        at.text_input(key=f"payout_form_p{i}_hand").input(hand)
        at.checkbox(key=f"payout_form_p{i}_melded").check()
    at = run(at)
    at = run(at.selectbox(key="payout_form_ending").set_value("stock"))
    at = run(at.button(key="payout_settle").click())
    assert any("wins and collects" in shown(h.value) for h in at.subheader)
    assert_never_markup(at)
    for page in ("progress", "quiz", "drill", "lessons", "meld_practice", "endings"):
        at = open_page(f"tutor/app/pages/{page}.py", learner="[l](https://ex.org)")
        assert_never_markup(at)
    at = open_page("tutor/app/pages/meld_practice.py")
    at = run(at.text_input(key="meld_text").input("[x](https://ex.org) ![i](https://ex.org/i)"))
    assert at.error
    assert_never_markup(at)


def test_the_escaper_leaves_no_markdown_and_shows_the_text() -> None:
    for text in HOSTILE + ["www.ex.org a@ex.org :red[x] $x$ `c` # h", "x\n\n    code"]:
        out = plain(text)
        assert shown(out) == text
        for payload in PAYLOADS:
            assert not re.search(payload, out), (payload, out)


# --------------------------------------------------------------------------- fuzzing

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner,
                                                                  max_size=4),
    max_leaves=20,
)  # fmt: skip
record_keys = st.sampled_from(
    ["rules", "ending", "players", "dealer", "winner", "knocker", "perfect", "name", "hand",
     "melded", "points", "sevens", "jokers", "knock_limit", "preset", "format", "version"]
)  # fmt: skip
hostile_json = st.recursive(
    json_values,
    lambda inner: st.dictionaries(record_keys, inner, max_size=6) | st.lists(inner, max_size=6),
    max_leaves=30,
)
hostile_text = st.one_of(
    st.text(max_size=200),
    st.builds(json.dumps, hostile_json),
    st.builds(lambda n: "[" * n + "]" * n, st.integers(0, 3_000)),
    st.builds(
        lambda n, s: s * n, st.integers(0, 5_000), st.sampled_from(["9", "{", '{"a":', "7h "])
    ),
    st.binary(max_size=200).map(lambda b: b.decode("latin-1")),
)


def _only_value_errors(call, arg) -> None:  # noqa: ANN001
    try:
        call(arg)
    except ValueError as e:
        assert len(str(e)) < MESSAGE_MAX


@FUZZ
@given(hostile_text)
def test_fuzz_text_at_every_text_entry_point(text: str) -> None:
    calls = [settle, RoundRecord.load, parse_cards, parse_export, game_file.import_json,
             lambda t: load_json(t, "the link"),
             lambda t: parse_record_file(t.encode())]  # fmt: skip
    for call in calls:
        _only_value_errors(call, text)


@FUZZ
@given(hostile_json)
def test_fuzz_data_at_every_object_entry_point(value: object) -> None:
    first = RECORD["players"][0]
    calls = [settle, RoundRecord.load, Rules.from_spec, parse_cards,
             lambda v: settle({**RECORD, "rules": v}),
             lambda v: settle({**RECORD, "players": [{**first, "hand": v}]})]  # fmt: skip
    for call in calls:
        _only_value_errors(call, value)


def test_depth_limit_is_generous_for_real_files() -> None:
    assert MAX_DEPTH >= 8
    assert settle(json.dumps(RECORD)).winner
