"""The Game ledger page (AppTest) and its chart builder (tested alone)."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from apptest import markdown_sources, open_page, run, shown, shows_error, texts
from streamlit.testing.v1 import AppTest
from test_app_quick import block, scrolls_to
from test_ledger import play, random_game, stock_round

from tutor.app.ledger_charts import cumulative_figure
from tutor.engine.errors import HoolaError
from tutor.engine.inputs import quote
from tutor.engine.ledger import (
    Game,
    LedgerView,
    add_round,
    ledger,
    parse_stake,
)
from tutor.store.ledger_store import LedgerStore
from tutor.words.ledger import deal_line, ledger_message
from tutor.words.money import money_text, stakes_text

PAGE = "tutor/app/pages/game.py"


def next_dealer_line(view: LedgerView) -> str:
    """The explainer's line on who deals the next round, as the page shows it (without its
    markdown escapes): the dealer in bold, why, and the turn order."""
    why = "won-last" if view.rounds else "first-dealer"
    return deal_line(
        f"**{view.next_dealer}**", why, len(view.rounds), view.rules.direction, view.next_order
    )


# --------------------------------------------------------------------------- the chart


def test_cumulative_figure_follows_the_running_totals():
    rng = random.Random(8)
    game = play(random_game(rng, 4), rng, 5)
    view = ledger(game)
    fig = cumulative_figure(view)
    assert [t.name for t in fig.data] == list(game.players)
    for trace in fig.data:
        assert list(trace.x) == list(range(len(view.rounds) + 1))
        expected = [0.0, *(float(r.running_stakes[trace.name]) for r in view.rounds)]
        assert list(trace.y) == pytest.approx(expected)
        assert trace.customdata[-1] == stakes_text(view.totals[trace.name])
    for i in range(len(view.rounds) + 1):
        assert sum(t.y[i] for t in fig.data) == pytest.approx(0)
    assert fig.layout.yaxis.title.text == "Stakes"


def test_cumulative_figure_in_money_and_names_are_escaped():
    game = Game.new(
        players=["<b>Ann</b>", "Bo", "Cy"], first_dealer="Bo", stake="0.25", currency="EUR"
    )
    game = add_round(game, stock_round(game, "Cy"))
    view = ledger(game)
    fig = cumulative_figure(view, money=True)
    assert fig.data[0].name == "&lt;b&gt;Ann&lt;/b&gt;"
    assert "%{fullData.name}" in fig.data[0].hovertemplate
    assert "<b>Ann" not in fig.data[0].hovertemplate
    assert list(fig.data[2].y) == [0.0, float(view.money["Cy"])]
    assert "EUR" in fig.layout.yaxis.title.text


# --------------------------------------------------------------------------- the page


def table(at: AppTest, column: str):
    """The table (a DataFrame) with this column."""
    (found,) = [d.value for d in at.dataframe if column in d.value.columns]
    return found


def block_text(at: AppTest, key: str) -> str:
    """Every text inside the container drawn with ``key``, nested ones too, as shown."""

    def walk(node: Any) -> list[str]:
        found = [str(node.value)] if hasattr(node, "value") and isinstance(node.value, str) else []
        for child in getattr(node, "children", {}).values():
            found += walk(child)
        return found

    return shown("\n".join(walk(block(at, key))))


def open_edit_folder(at: AppTest) -> AppTest:
    """Open "Edit a round" as a tap on it does: its form is built only while it is open."""
    at.session_state["game_edit_folder"] = True
    return run(at)


def fill_round_form(at: AppTest, key: str, rec: dict) -> AppTest:
    """Type an end-of-stock record into the round form ``key``, card by card."""
    if at.toggle(key=f"{key}_quick").value:
        at = run(at.toggle(key=f"{key}_quick").set_value(False))
    for i, p in enumerate(rec["players"]):
        at = run(at.text_input(key=f"{key}_p{i}_hand").input(p["hand"]))
        at = run(at.pills(key=f"{key}_p{i}_melded").set_value(p["melded"]))
    return run(at.selectbox(key=f"{key}_ending").set_value(rec["ending"]))


def start_game(at: AppTest, players: str = "Ann\nBo\nCy", dealer: str = "Bo") -> AppTest:
    at = run(at.text_area(key="game_new_players").input(players))
    at = run(at.radio(key="game_new_dealer_mode").set_value("choose"))
    at = run(at.selectbox(key="game_new_dealer").set_value(dealer))
    at = run(at.number_input(key="game_new_stake").set_value(0.5))
    at = run(at.text_input(key="game_new_currency").input("EUR"))
    return run(at.button(key="game_create").click())


def test_start_a_game_add_a_round_undo_and_delete(db):
    at = start_game(open_page(PAGE))
    (summary,) = LedgerStore(db).list_games()
    assert at.query_params["game"] == summary.id
    game = LedgerStore(db).load_game(summary.id)
    assert ledger_message("game-started", dealer="Bo", seed=None) in texts(at)
    assert next_dealer_line(ledger(game)) in texts(at)

    at = fill_round_form(at, "game_round", stock_round(game, "Ann"))
    assert "Dealer: Bo" in texts(at)
    at = run(at.button(key="game_round_save").click())
    saved = LedgerStore(db).load_game(summary.id)
    assert at.text_input(key="game_round_p0_hand").value == ""  # ready for the next round
    view = ledger(saved)
    assert len(saved.rounds) == 1 and saved.rounds[0].dealer == "Bo"
    assert ledger_message("round-saved", number=1, winner="Ann") in texts(at)
    assert view.next_dealer == "Ann" and next_dealer_line(view) in texts(at)
    # The totals table shows the ledger's numbers.
    totals = table(at, "Player")
    assert list(totals["Player"]) == ["Ann", "Bo", "Cy"]
    assert list(totals["Stakes"]) == [stakes_text(view.totals[n], sign=True) for n in game.players]
    assert list(totals["Money"]) == [
        money_text(view.money[n], "EUR", sign=True) for n in game.players
    ]
    rounds = table(at, "Winner")
    assert list(rounds["Winner"]) == ["Ann"]
    assert len(at.get("plotly_chart")) == 1
    for p in view.payments:
        said = ledger_message(
            "payment",
            payer=f"**{p.payer}**",
            payee=f"**{p.payee}**",
            amount=stakes_text(p.stakes),
            stakes=p.stakes,
            money=money_text(p.money, "EUR"),
        )
        assert said in texts(at)

    # Undo asks first, beside the button; after it, the round can be put back.
    at = run(at.button(key="game_undo").click())
    assert len(LedgerStore(db).load_game(summary.id).rounds) == 1  # not at one tap
    assert at.button(key="game_undo").disabled
    at = run(at.button(key="game_undo_cancel").click())
    assert len(LedgerStore(db).load_game(summary.id).rounds) == 1
    at = run(at.button(key="game_undo").click())
    at = run(at.button(key="game_undo_confirm").click())
    assert LedgerStore(db).load_game(summary.id).rounds == ()
    # The result shows beside the button (not at the top of the page), brought into view.
    assert ledger_message("round-removed", number=1) in block_text(at, "game_undo_status")
    assert ledger_message("round-removed", number=1) not in block_text(at, "game_status")
    assert scrolls_to(at) == ["game_undo_status"]
    at = run(at.button(key="game_undo_restore").click())
    assert LedgerStore(db).load_game(summary.id).rounds == saved.rounds  # back, as it was
    at = run(at.button(key="game_undo").click())
    at = run(at.button(key="game_undo_confirm").click())
    assert LedgerStore(db).load_game(summary.id).rounds == ()

    at = run(at.button(key="game_delete").click())
    assert LedgerStore(db).has_game(summary.id)  # not before the confirmation
    at = run(at.button(key="game_delete_cancel").click())
    assert LedgerStore(db).has_game(summary.id)
    at = run(at.button(key="game_delete").click())
    at = run(at.button(key="game_delete_confirm").click())
    assert LedgerStore(db).list_games() == []
    assert "game" not in at.query_params


def test_a_bad_round_shows_an_error_and_saves_nothing(db):
    at = start_game(open_page(PAGE))
    (summary,) = LedgerStore(db).list_games()
    game = LedgerStore(db).load_game(summary.id)
    rec = stock_round(game, "Ann")
    rec["players"][1]["name"] = "Zed"
    at = run(at.text_area(key="game_round_json").input(json.dumps(rec)))
    at = run(at.button(key="game_round_json_add").click())
    with pytest.raises(HoolaError) as refused:
        add_round(game, json.dumps(rec))
    assert refused.value.codes == ("in-round", "round-extra-player")
    assert refused.value.root["name"] == quote("Zed")
    assert shows_error(at, refused.value)
    assert LedgerStore(db).load_game(summary.id).rounds == ()


def test_bad_start_values_show_errors_next_to_the_inputs(db):
    at = open_page(PAGE)
    at = run(at.number_input(key="game_new_stake").set_value(0.0))
    with pytest.raises(HoolaError) as zero:
        parse_stake("0")
    assert zero.value.code == "stake-not-positive"
    assert shows_error(at, zero.value)
    at = run(at.number_input(key="game_new_stake").set_value(1.0))
    at = run(at.text_area(key="game_new_players").input("Ann\nann"))
    at = run(at.button(key="game_create").click())
    with pytest.raises(HoolaError) as twice:
        Game.new(players=["Ann", "ann"], first_dealer="Ann")
    assert twice.value.codes == ("not-valid", "name-twice")
    assert shows_error(at, twice.value)
    assert LedgerStore(db).list_games() == []


def test_a_saved_game_reopens_from_the_link_and_the_list(db):
    store = LedgerStore(db)
    rng = random.Random(3)
    game = store.create_game(play(random_game(rng, 4), rng, 3))
    at = open_page(PAGE, link={"game": game.id})
    assert at.header[0].value == game.name
    assert len(table(at, "Winner")) == 3
    at = run(at.button(key="game_close").click())
    assert "game" not in at.query_params
    at = run(at.button(key=f"game_open_{game.id}").click())
    assert at.query_params["game"] == game.id
    assert at.header[0].value == game.name


def test_the_random_first_dealer_shows_its_seed(db):
    at = open_page(PAGE)
    at = run(at.text_area(key="game_new_players").input("Ann\nBo\nCy\nDi"))
    at = run(at.number_input(key="game_new_seed").set_value(1234))
    at = run(at.button(key="game_create").click())
    (summary,) = LedgerStore(db).list_games()
    game = LedgerStore(db).load_game(summary.id)
    assert game.dealer_seed == 1234
    assert ledger_message("game-started", dealer=game.first_dealer, seed=1234) in texts(at)
    assert "seed 1234" in texts(at)


def test_user_text_is_never_markup(db):
    store = LedgerStore(db)
    game = store.create_game(
        Game.new(
            players=["[x](javascript:alert(1))", "**Bo**"],
            first_dealer="**Bo**",
            name="<script>alert(1)</script>",
        )
    )
    at = open_page(PAGE, link={"game": game.id})
    body = "\n".join(markdown_sources(at))
    assert "[x](javascript" not in body and "\\[x\\]\\(javascript" in body
    assert "**\\*\\*Bo\\*\\***" in body
    assert all(not getattr(m.proto, "allow_html", False) for m in at.markdown)


def test_edit_an_earlier_round_recomputes_what_follows(db):
    at = start_game(open_page(PAGE))
    (summary,) = LedgerStore(db).list_games()
    game = LedgerStore(db).load_game(summary.id)
    for winner in ("Ann", "Cy"):
        at = fill_round_form(at, "game_round", stock_round(game, winner))
        at = run(at.button(key="game_round_save").click())
    assert [r.dealer for r in ledger(LedgerStore(db).load_game(summary.id)).rounds] == [
        "Bo",
        "Ann",
    ]
    at = open_edit_folder(at)
    at = run(at.selectbox(key="game_edit_pick").set_value(1))
    assert at.text_input(key="game_edit_form_p0_hand").value == "Ac"  # prefilled
    # Make Bo the winner of round 1: Bo then deals round 2.
    at = run(at.text_input(key="game_edit_form_p0_hand").input("10s Ks"))
    at = run(at.text_input(key="game_edit_form_p1_hand").input("Ad"))
    at = run(at.button(key="game_edit_save").click())
    edited = ledger(LedgerStore(db).load_game(summary.id))
    assert [r.winner for r in edited.rounds] == ["Bo", "Cy"]
    assert [r.dealer for r in edited.rounds] == ["Bo", "Bo"]
    assert ledger_message("round-changed", number=1) in texts(at)
    assert list(table(at, "Player")["Stakes"]) == [
        stakes_text(edited.totals[n], sign=True) for n in game.players
    ]


def test_rename_a_player_everywhere_keeping_a_half_typed_round(db):
    at = start_game(open_page(PAGE))
    (summary,) = LedgerStore(db).list_games()
    game = LedgerStore(db).load_game(summary.id)
    at = fill_round_form(at, "game_round", stock_round(game, "Bo"))
    at = run(at.button(key="game_round_save").click())
    at = run(at.text_input(key="game_round_p1_hand").input("Ad"))  # Bo's hand, not yet saved
    at = run(at.selectbox(key="game_rename_who").set_value("Bo"))
    at = run(at.text_input(key="game_rename_new").input("ann"))  # another player's name
    at = run(at.button(key="game_rename_save").click())
    assert any("ann" in shown(e.value) for e in at.error)
    assert LedgerStore(db).load_game(summary.id).players == ("Ann", "Bo", "Cy")
    at = run(at.text_input(key="game_rename_new").input("**Bob**"))
    at = run(at.button(key="game_rename_save").click())
    renamed = LedgerStore(db).load_game(summary.id)
    assert renamed.players == ("Ann", "**Bob**", "Cy")
    assert ledger(renamed).rounds[0].winner == "**Bob**"
    assert ledger_message("player-renamed", old="Bo", new="**Bob**") in texts(at, "success")
    assert list(table(at, "Player")["Player"]) == list(renamed.players)
    assert at.text_input(key="game_round_p1_hand").value == "Ad"  # still Bo's, now Bob's
    body = "\n".join(markdown_sources(at))
    assert "\\*\\*Bob\\*\\*" in body and "**Bob**" not in body
    assert at.text_input(key="game_rename_new").value == ""


def test_an_unusable_database_shows_an_error_not_a_traceback(tmp_path, monkeypatch):
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"not a database" * 200)
    monkeypatch.setenv("HOOLA_TUTOR_DB", str(junk))
    at = open_page(PAGE)
    unavailable = ledger_message("games-unavailable")
    assert any(shown(e.value).startswith(unavailable) for e in at.error)
    assert junk.read_bytes() == b"not a database" * 200


def test_two_saved_games_with_the_same_name_each_open(db):
    """A game imported as a copy has the same name, players and rounds as the original:
    the saved-game picker must still open the one chosen (the browser sends a choice back
    as its label, so two equal labels would open the same game)."""
    store = LedgerStore(db)
    rng = random.Random(5)
    first = store.create_game(play(random_game(rng, 3), rng, 2))
    copy = store.import_json(store.export_json(first.id), as_copy=True)
    at = open_page(PAGE)
    lines = [shown(m.value) for m in at.markdown if first.name in shown(m.value)]
    assert len(lines) == 2 and len(set(lines)) == 2  # told apart (started, id)
    for game in (first, copy):
        assert any(", ".join(game.players) in line and "2 rounds" in line for line in lines)
        at = run(at.button(key=f"game_open_{game.id}").click())
        assert at.query_params["game"] == game.id
        at = run(at.button(key="game_close").click())


def test_six_or_seven_players_switch_the_variant_on(db):
    """Typing six or seven players turns the 6–7 player variant on, so the game starts."""
    at = open_page(PAGE)
    assert at.toggle(key="game_new_six_seven").value is False
    at = run(at.text_area(key="game_new_players").input("A\nB\nC\nD\nE\nF\nG"))
    assert at.toggle(key="game_new_six_seven").value is True
    at = run(at.button(key="game_create").click())
    (summary,) = LedgerStore(db).list_games()
    assert LedgerStore(db).load_game(summary.id).rules_in_force().six_seven_players


def test_a_pasted_round_is_cleared_once_saved(db):
    """After "Add this round" saves a pasted record, the box is emptied: pressing the
    button again must not add the same round twice."""
    at = start_game(open_page(PAGE))
    (summary,) = LedgerStore(db).list_games()
    game = LedgerStore(db).load_game(summary.id)
    at = run(at.text_area(key="game_round_json").input(json.dumps(stock_round(game, "Ann"))))
    at = run(at.button(key="game_round_json_add").click())
    assert len(LedgerStore(db).load_game(summary.id).rounds) == 1
    assert at.text_area(key="game_round_json").value == ""
    assert at.button(key="game_round_json_add").disabled


ONE_ROUNDS = re.compile(r"\b1 rounds\b")


def test_one_round_is_one_round_everywhere(db):
    """A game of one round: the saved-games line, the import note and the delete question
    count it as one round (no "1 rounds")."""
    store = LedgerStore(db)
    rng = random.Random(3)
    game = store.create_game(play(random_game(rng, 3), rng, 1))
    at = open_page(PAGE)
    assert [line for line in texts(at).splitlines() if ", ".join(game.players) in line]
    assert not ONE_ROUNDS.search(texts(at))
    at = run(
        at.file_uploader(key="game_import_file").set_value(
            ("night.json", store.export_json(game.id).encode(), "application/json")
        )
    )
    at = run(at.checkbox(key="game_import_copy").check())
    at = run(at.button(key="game_import").click())
    assert len(store.list_games()) == 2 and at.success  # imported: the note is shown
    assert not ONE_ROUNDS.search(texts(at))
    at = run(at.button(key="game_delete").click())
    assert at.warning and not ONE_ROUNDS.search(texts(at, "warning"))


def test_players_are_one_a_line_and_a_long_name_is_refused_not_cut(db):
    """The review's table: a comma is part of a name, never a split that seats more
    players (and quietly turns on the six-or-seven variant); a name over the limit is
    refused, named in full with its length, and nothing is started."""
    long_name = '=HYPERLINK("http://e.vil","hi")'  # 31 characters
    at = open_page(PAGE)
    at = run(at.text_area(key="game_new_players").input(f"{long_name}\nKim, Jr.\n+Cy\n-Di"))
    assert at.toggle(key="game_new_six_seven").value is False  # four names, not six
    at = run(at.button(key="game_create").click())
    assert LedgerStore(db).list_games() == []
    with pytest.raises(HoolaError) as too_long:
        Game.new(players=[long_name, "Kim, Jr.", "+Cy", "-Di"], first_dealer="+Cy")
    said = str(too_long.value)
    assert long_name in said and "31" in said and "30" in said and "not valid" not in said
    assert shows_error(at, too_long.value)

    short = '=HYPERLINK("e.vil","hi")'
    at = run(at.text_area(key="game_new_players").input(f"{short}\nKim, Jr.\n+Cy\n-Di"))
    at = run(at.button(key="game_create").click())
    (summary,) = LedgerStore(db).list_games()
    assert LedgerStore(db).load_game(summary.id).players == (short, "Kim, Jr.", "+Cy", "-Di")
    assert at.toggle(key="game_round_quick")  # the game is open: four seats


def test_a_refused_start_reads_as_a_sentence_in_korean(db):
    """A refusal names the problem and the fix in the visitor's language: no English
    field name ("players:") and no "not valid" wrapper in front of it."""
    from tutor.words.locale import using

    at = open_page(PAGE, link={"lang": "ko"})
    at = run(at.text_area(key="game_new_players").input("민수\n민수\n지훈"))
    at = run(at.button(key="game_create").click())
    with pytest.raises(HoolaError) as twice, using("ko"):
        Game.new(players=["민수", "민수", "지훈"], first_dealer="지훈")
    with using("ko"):
        said = str(twice.value)
    assert "players" not in said and "올바르지" not in said and "민수" in said
    (error,) = [shown(e.value) for e in at.error]
    assert said in error and "players" not in error
    assert LedgerStore(db).list_games() == []


def test_a_game_the_engine_refuses_still_undoes_after_asking(db, monkeypatch):
    """A stored game the engine no longer works out (here: as if its rules had changed)
    offers Undo, asked first as on a working game, so nothing goes at one tap."""
    import tutor.engine.ledger as lg

    store = LedgerStore(db)
    rng = random.Random(5)
    game = store.create_game(play(random_game(rng, 3), rng, 2))

    def refuse(g):
        raise lg.LedgerError("nothing-to-undo")

    monkeypatch.setattr(lg, "ledger", refuse)
    at = open_page(PAGE, link={"game": game.id})
    at = run(at.button(key="game_undo").click())
    assert len(store.load_game(game.id).rounds) == 2  # asked, not removed
    at = run(at.button(key="game_undo_cancel").click())
    assert len(store.load_game(game.id).rounds) == 2
    at = run(at.button(key="game_undo").click())
    at = run(at.button(key="game_undo_confirm").click())
    assert len(store.load_game(game.id).rounds) == 1


def test_a_seed_out_of_range_is_shown_as_typed_and_stops_the_start(db):
    """The seed box has no bound of its own (a bounded box keeps the old seed behind the
    one shown): the engine's range error is shown and Start waits until it is fixed."""
    from tutor.engine.ledger import SEED_LIMIT, check_seed

    at = open_page(PAGE)
    at = run(at.text_area(key="game_new_players").input("Ann\nBo\nCy"))
    at = run(at.number_input(key="game_new_seed").set_value(SEED_LIMIT))
    assert at.number_input(key="game_new_seed").value == SEED_LIMIT
    with pytest.raises(HoolaError) as refused:
        check_seed(SEED_LIMIT)
    assert shows_error(at, refused.value) and "999999" in str(refused.value)
    assert at.button(key="game_create").disabled
    at = run(at.number_input(key="game_new_seed").set_value(7))
    at = run(at.button(key="game_create").click())
    (summary,) = LedgerStore(db).list_games()
    assert LedgerStore(db).load_game(summary.id).dealer_seed == 7  # the seed shown
