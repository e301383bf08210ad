"""Quick round entry (AppTest): a round entered by each player's count on the payout
checker and the game ledger, a player switched to card entry ("count it for me") with the
tap picker, and an invalid count shown in the block of the player it is about."""

from __future__ import annotations

import csv
import html
import io
import json
from pathlib import Path
from typing import Any

import pytest
from apptest import open_page, scrolls_to, shown, shows_winner, texts
from streamlit.testing.v1 import AppTest

from tutor.engine.cards import Card
from tutor.engine.errors import HoolaError
from tutor.engine.ledger import ledger
from tutor.engine.settlement import settle
from tutor.store.game_file import export_csv
from tutor.store.ledger_store import LedgerStore
from tutor.words import t
from tutor.words.ledger import hand_count, hand_label, ledger_message

PAYOUT = "tutor/app/pages/payout.py"
GAME = "tutor/app/pages/game.py"
NAMES = ["Ann", "Bo", "Cy", "Di"]


def do(at: AppTest, widget: Any) -> AppTest:
    widget.run()
    assert not at.exception, at.exception
    return at


def block(at: AppTest, key: str) -> Any:
    """The container drawn with ``key``."""

    def find(node: Any) -> Any:
        for child in getattr(node, "children", {}).values():
            if str(getattr(getattr(child, "proto", None), "id", "")).endswith(f"-{key}"):
                return child
            if (found := find(child)) is not None:
                return found
        return None

    found = find(at.main)
    assert found is not None, key
    return found


def errors_in(node: Any) -> list[str]:
    out = []
    for child in getattr(node, "children", {}).values():
        if getattr(child, "type", None) == "error":
            out.append(child.value)
        out += errors_in(child)
    return out


def enter_counts(at: AppTest, form: str, points: dict[int, int], sevens: dict[int, int]) -> None:
    for i, value in points.items():
        do(at, at.number_input(key=f"{form}_p{i}_points").set_value(value))
        do(at, at.pills(key=f"{form}_p{i}_melded").set_value(True))
    for i, value in sevens.items():
        do(at, at.number_input(key=f"{form}_p{i}_sevens").set_value(value))


@pytest.fixture
def payout() -> AppTest:
    at = open_page(PAYOUT)
    assert at.toggle(key="payout_form_quick").value  # quick entry is the default here too
    for i, name in enumerate(NAMES):
        do(at, at.text_input(key=f"payout_form_p{i}_name").input(name))
    return at


def test_a_knock_by_count_is_settled_like_the_engine_says(payout: AppTest) -> None:
    at = payout
    assert at.text_input(key="payout_form_p0_name").placeholder  # names are not pre-filled
    do(at, at.pills(key="payout_form_qending").set_value("knock"))
    do(at, at.pills(key="payout_form_qknocker").set_value(1))
    enter_counts(at, "payout_form", {0: 20, 1: 12, 2: 30, 3: 8}, {2: 1})
    # Bo's 12 is over the knock limit: said in Bo's block, naming Bo and the number.
    (error,) = errors_in(block(at, "payout_form_p1"))
    assert not errors_in(block(at, "payout_form_p0"))
    assert at.button(key="payout_settle").disabled
    do(at, at.number_input(key="payout_form_p1_points").set_value(9))
    do(at, at.button(key="payout_settle").click())
    assert scrolls_to(at) == ["payout_verdict"]  # the verdict is brought into view …
    record = json.loads(at.session_state["payout_record"])
    assert [p.get("points") for p in record["players"]] == [20, 9, 30, 8]
    assert "hand" not in record["players"][0]
    s = settle(record)
    assert s.winner == "Di" and s.undercut  # Di's 8 undercuts Bo's 9
    # The error shown for 12 was the engine's own, for the same round with Bo's 12.
    record["players"][1]["points"] = 12
    with pytest.raises(HoolaError) as refused:
        settle(record)
    assert getattr(refused.value, "player", None) == "Bo"
    assert ledger_message("round-refused", error=refused.value) in shown(error)
    shows_winner(at, s)
    assert list(at.table[0].value.index) == [line.name for line in s.lines]
    label = html.escape(hand_label("as-entered", "Ann", 20))  # Ann's count, typed in
    assert any(label in h.proto.body for h in at.get("html"))
    cards = block(at, "payout_cards")
    assert len(cards.children) == len(s.lines)  # the narrow screen's stacked cards
    do(at, at.button(key="step_next").click())
    assert scrolls_to(at) == []  # … once, not on every later click


def test_count_it_for_me_types_or_taps_the_cards(payout: AppTest) -> None:
    at = payout
    do(at, at.pills(key="payout_form_qending").set_value("stock"))
    do(at, at.toggle(key="payout_form_p0_bycards").set_value(True))
    do(at, at.text_input(key="payout_form_p0_hand").input("Kh Qd 3c"))
    assert hand_count(3, 13 + 12 + 3) in texts(at)
    at.session_state["payout_form_p0_tap"] = True  # the picker's folder opened: it is built
    do(at, at)
    # The picker shows what was typed …
    assert at.session_state["payout_form_p0_pick_h"] == [Card(13, "h")]
    # … and a tapped card goes into the text.
    do(at, at.pills(key="payout_form_p0_pick_s").set_value([Card(2, "s")]))
    assert at.text_input(key="payout_form_p0_hand").value.split() == ["3c", "Qd", "Kh", "2s"]
    assert hand_count(4, 13 + 12 + 3 + 2) in texts(at)


def test_a_going_out_winner_is_asked_no_count(payout: AppTest) -> None:
    at = payout
    do(at, at.pills(key="payout_form_qending").set_value("going-out"))
    do(at, at.pills(key="payout_form_qwinner").set_value(2))
    assert not any(w.key == "payout_form_p2_points" for w in at.number_input)
    enter_counts(at, "payout_form", {0: 5, 1: 14, 3: 40}, {1: 1})
    do(at, at.button(key="payout_settle").click())
    s = settle(json.loads(at.session_state["payout_record"]))
    assert s.winner == "Cy" and [ln.name for ln in s.lines] == ["Ann", "Bo", "Di"]


# -- the game ledger ------------------------------------------------------------------------


def test_a_four_player_round_by_count_goes_into_the_ledger(db: Path) -> None:
    at = open_page(GAME)
    do(at, at.text_area(key="game_new_players").input("\n".join(NAMES)))
    do(at, at.radio(key="game_new_dealer_mode").set_value("choose"))
    do(at, at.selectbox(key="game_new_dealer").set_value("Ann"))
    do(at, at.text_input(key="game_new_currency").input("₩"))
    do(at, at.number_input(key="game_new_stake").set_value(1000.0))
    do(at, at.button(key="game_create").click())
    assert at.toggle(key="game_round_quick").value  # quick entry is the ledger's default
    do(at, at.pills(key="game_round_qending").set_value("going-out"))
    do(at, at.pills(key="game_round_qwinner").set_value(0))
    enter_counts(at, "game_round", {1: 12, 2: 30, 3: 5}, {2: 1})
    do(at, at.toggle(key="game_round_p3_bycards").set_value(True))  # Di counts by cards
    do(at, at.text_input(key="game_round_p3_hand").input("2c 3d"))
    do(at, at.button(key="game_round_save").click())

    assert scrolls_to(at) == ["game_status"]
    (summary,) = LedgerStore(db).list_games()
    game = LedgerStore(db).load_game(summary.id)
    (rec,) = game.rounds
    assert [p.by_count for p in rec.players] == [True, True, True, False]
    assert [p.points for p in rec.players] == [0, 12, 30, None]
    view = ledger(game)
    # The confirmation and the totals sit together above the next round's form.
    status = block(at, "game_status")
    said = shown("\n".join(str(getattr(c, "value", "")) for c in status.children.values()))
    assert ledger_message("round-saved", number=1, winner="Ann") in said
    assert "Running totals" in said
    assert at.session_state["game_round_p1_points"] is None  # ready for the next round
    assert at.toggle(key="game_round_p3_bycards").value  # Di's choice is carried over
    # No answer about the last round is carried: "had melded" is asked again (a carried
    # "never melded" changed who paid what, unseen), and "Still to fill in" lists it.
    assert [at.pills(key=f"game_round_p{i}_melded").value for i in (1, 2, 3)] == [None] * 3
    still = next(c.value for c in at.caption if "Still to fill in" in c.value)
    for name in ("Bo", "Cy"):  # counted by hand: the round does not tell
        assert t("round-form-missing", what="melded", name=name, number=0) in still
    totals = next(d.value for d in at.dataframe if "Money" in d.value.columns)
    assert list(totals["Money"]) == ["+₩9,000", "-₩2,000", "-₩6,000", "-₩1,000"]  # no .00
    text = export_csv(game, view)
    assert text.startswith("\ufeff")  # spreadsheet programs read the names as UTF-8
    rows = list(csv.DictReader(io.StringIO(text.removeprefix("\ufeff").split("\n\n")[0])))
    assert [r["money"] for r in rows] == ["9000", "-2000", "-6000", "-1000"]  # won: whole
    assert [(r["player"], r["entered"], r["points"]) for r in rows] == [
        ("Ann", "count", "0"),
        ("Bo", "count", "12"),
        ("Cy", "count", "30"),
        ("Di", "cards", "5"),
    ]


def test_a_round_entered_by_count_is_edited_by_count(db: Path) -> None:
    from tutor.engine.ledger import Game

    store = LedgerStore(db)
    rules = {"preset": "pagat", "meld_at_stock_end": False}
    game = store.create_game(Game.new(players=NAMES, first_dealer="Ann", rules=rules))
    store.add_round(
        game.id,
        {
            "ending": "stock",
            "players": [
                {"name": "Ann", "points": 3, "melded": True},
                {"name": "Bo", "points": 12, "melded": True},
                {"name": "Cy", "points": 30, "sevens": 1, "melded": True},
                {"name": "Di", "hand": "2c 9d", "melded": True},
            ],
        },
    )
    at = open_page(GAME, link={"game": game.id})
    at.session_state["game_edit_folder"] = True  # "Edit a round" opened: its form is built
    do(at, at)
    do(at, at.selectbox(key="game_edit_pick").set_value(1))
    assert at.toggle(key="game_edit_form_quick").value  # opened in quick entry
    assert at.number_input(key="game_edit_form_p1_points").value == 12
    assert at.text_input(key="game_edit_form_p3_hand").value == "2c 9d"  # Di gave cards
    do(at, at.number_input(key="game_edit_form_p1_points").set_value(2))  # Bo now wins
    do(at, at.button(key="game_edit_save").click())
    (edited,) = ledger(LedgerStore(db).load_game(game.id)).rounds
    assert edited.winner == "Bo"
    assert [p.points for p in edited.record.players] == [3, 2, 30, None]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_count_out_of_range_is_shown_as_typed_and_stops_settle(lang: str) -> None:
    """Sevens held = 6 (or points, jokers out of range): the box keeps the 6 (it has no
    bound of its own that would keep the old 0 behind it), the engine's message in the
    visitor's language names the player, the field and the range in that player's block,
    and Settle stays disabled until it is fixed; what is settled is what is shown."""
    from tutor.engine.records import check_count_range
    from tutor.words.locale import using

    at = open_page(PAYOUT, link={"lang": lang})
    for i, name in enumerate(NAMES):
        do(at, at.text_input(key=f"payout_form_p{i}_name").input(name))
    do(at, at.pills(key="payout_form_qending").set_value("going-out"))
    do(at, at.pills(key="payout_form_qwinner").set_value(0))
    enter_counts(at, "payout_form", {1: 20, 2: 25, 3: 30}, {})
    do(at, at.number_input(key="payout_form_p1_sevens").set_value(6))
    box = at.number_input(key="payout_form_p1_sevens")
    assert box.value == 6 and box.max is None and box.min is None
    with pytest.raises(HoolaError) as six:
        check_count_range("Bo", 20, 6, None)
    with using(lang):
        said = str(six.value)
    (error,) = errors_in(block(at, "payout_form_p1"))
    assert said in shown(error) and "Bo" in said and "4" in said
    assert at.button(key="payout_settle").disabled
    do(at, at.number_input(key="payout_form_p2_points").set_value(-5))
    assert errors_in(block(at, "payout_form_p2")) and at.button(key="payout_settle").disabled
    do(at, at.number_input(key="payout_form_p2_points").set_value(25))
    do(at, at.number_input(key="payout_form_p1_sevens").set_value(1))
    assert not errors_in(block(at, "payout_form_p1"))
    do(at, at.button(key="payout_settle").click())
    record = json.loads(at.session_state["payout_record"])
    assert [p.get("sevens") for p in record["players"]] == [0, 1, 0, 0]  # as shown


def test_jokers_beyond_the_rules_are_refused_before_the_round_is_settled() -> None:
    from tutor.app.state import RULES_KEY
    from tutor.engine.counts import check_entry
    from tutor.engine.rules import Rules

    at = open_page(PAYOUT)
    spec = {"preset": "pagat", "jokers": 1}
    at.session_state[RULES_KEY] = spec
    at = do(at, at)
    for i, name in enumerate(NAMES):
        do(at, at.text_input(key=f"payout_form_p{i}_name").input(name))
    do(at, at.pills(key="payout_form_qending").set_value("stock"))
    enter_counts(at, "payout_form", {0: 20, 1: 20, 2: 25, 3: 30}, {})
    for jokers in (2, 5):  # more than the rules use, more than any hand holds
        do(at, at.number_input(key="payout_form_p3_jokers").set_value(jokers))
        assert at.number_input(key="payout_form_p3_jokers").value == jokers
        with pytest.raises(HoolaError) as refused:
            check_entry("Di", 30, 0, jokers, Rules.from_spec(spec))
        (error,) = errors_in(block(at, "payout_form_p3"))
        assert str(refused.value) in shown(error)
        assert at.button(key="payout_settle").disabled


def test_a_preset_changed_after_settle_says_which_typed_counts_to_check(payout: AppTest) -> None:
    """Counts typed under one preset stay as typed when another is chosen after Settle
    (only the player can recount a hand): beside the verdict, the counting switch that
    changed, its rule, and the players whose counts it may change; no other player."""
    from tutor.app.state import RULES_KEY
    from tutor.engine.counts import counts_to_recheck
    from tutor.engine.records import RoundRecord
    from tutor.engine.rules import Rules
    from tutor.words.switch_values import switch_label

    at = payout
    do(at, at.pills(key="payout_form_qending").set_value("knock"))
    do(at, at.pills(key="payout_form_qknocker").set_value(0))
    enter_counts(at, "payout_form", {0: 5, 1: 23, 2: 40, 3: 12}, {2: 1})
    do(at, at.button(key="payout_settle").click())
    assert not at.warning  # settled under the rules the counts were typed under
    at.session_state[RULES_KEY] = Rules.preset("bga").to_spec()  # a seven now counts 14
    do(at, at)
    record = json.loads(at.session_state["payout_record"])
    assert record["rules"] == Rules.preset("bga").to_spec()  # settled again under bga …
    assert [p["points"] for p in record["players"]] == [5, 23, 40, 12]  # … counts as typed
    assert at.number_input(key="payout_form_p2_points").value == 40  # as the box shows
    recheck = counts_to_recheck(
        RoundRecord.load(record), Rules.preset("pagat"), Rules.preset("bga")
    )
    assert recheck == (("seven_in_hand", ("Cy",)),)  # Bo and Di hold no seven
    (note,) = [shown(w.value) for w in at.warning]
    assert switch_label("seven_in_hand") in note and "Cy" in note
    assert "Bo" not in note and "Di" not in note and "14" in note and "2.2" in note
    do(at, at.button(key="payout_settle").click())  # settled by the player, under bga
    assert not at.warning


def test_a_name_over_the_limit_is_refused_in_full_not_cut(payout: AppTest) -> None:
    """The name box has no limit of its own that would cut a pasted name: a long name is
    refused in that player's block with its length, and Settle stays disabled."""
    from tutor.engine.records import RoundRecord

    long_name = '=HYPERLINK("http://e.vil","hi")'
    at = payout
    do(at, at.text_input(key="payout_form_p2_name").input(long_name))
    assert at.text_input(key="payout_form_p2_name").value == long_name  # kept whole
    assert errors_in(block(at, "payout_form_p2"))  # said at once, under the box
    do(at, at.pills(key="payout_form_qending").set_value("going-out"))
    do(at, at.pills(key="payout_form_qwinner").set_value(0))
    enter_counts(at, "payout_form", {1: 20, 2: 25, 3: 30}, {})
    with pytest.raises(HoolaError) as refused:
        RoundRecord.load({"ending": "stock", "players": [{"name": long_name}, {"name": "B"}]})
    assert refused.value.codes[-1] == "name-too-long" and long_name in str(refused.value)
    (error,) = errors_in(block(at, "payout_form_p2"))
    assert str(refused.value) in shown(error)
    assert at.button(key="payout_settle").disabled
