"""Two screens editing one saved game (issue 39): every game has a version, one more on every
change; a change made from a page that showed an older version is refused with a message
naming what changed, and nothing is overwritten. In the store (SQLite and PostgreSQL, with
writers at once) and on the Game page (two AppTest sessions, as two phones)."""

from __future__ import annotations

import random
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from apptest import open_page, run, shown
from test_app_game import fill_round_form, open_edit_folder
from test_ledger import play, random_game, stock_round

from tutor.engine.ledger import Game
from tutor.store.errors import GameStoreError
from tutor.store.ledger_store import LedgerStore, changes
from tutor.words import using

PAGE = "tutor/app/pages/game.py"


def three(store: LedgerStore, rounds: int = 2) -> Game:
    game = Game.new(players=["Ann", "Bo", "Cy"], first_dealer="Bo")
    game = store.create_game(game)
    for winner in ("Ann", "Cy", "Bo")[:rounds]:
        store.add_round(game.id, stock_round(game, winner))
    return game


def test_each_change_moves_the_version_on(target) -> None:
    store = LedgerStore(target)
    game = three(store, 0)
    assert store.load_seen(game.id).version == 1
    store.add_round(game.id, stock_round(game, "Ann"))
    store.rename_player(game.id, "Bo", "Bob")
    store.undo_last_round(game.id)
    seen = store.load_seen(game.id)
    assert seen.version == 4 and seen.game == store.load_game(game.id)


def test_a_stale_edit_is_refused_naming_what_changed(target) -> None:
    store = LedgerStore(target)
    game = three(store)
    phone1 = store.load_seen(game.id)
    phone2 = store.load_seen(game.id)
    store.edit_round(game.id, 2, stock_round(game, "Bo"), expect=phone1)  # phone 1 wins
    after_first = store.load_game(game.id)
    with pytest.raises(GameStoreError) as info:  # phone 2's edit of round 2: refused
        store.edit_round(game.id, 2, stock_round(game, "Ann"), expect=phone2)
    err = info.value
    assert err.code == "game-changed" and err["edited"] == (2,) and err["added"] == 0
    assert str(err).startswith("this game was changed on another screen since this page")
    assert "round 2 edited" in str(err)
    with using("ko"):
        assert "2판 수정" in str(err)
    assert store.load_game(game.id) == after_first  # nothing overwritten


def test_an_undo_and_reentry_is_not_overwritten_by_a_stale_edit(target) -> None:
    """The issue's second loss: phone 1 undoes round 2 and enters it again (differently);
    phone 2, still showing the old round 2, edits round 1: refused, and says round 2."""
    store = LedgerStore(target)
    game = three(store)
    stale = store.load_seen(game.id)
    store.undo_last_round(game.id, expect=store.load_seen(game.id))
    store.add_round(game.id, stock_round(game, "Bo"), expect=store.load_seen(game.id))
    kept = store.load_game(game.id)
    with pytest.raises(GameStoreError) as info:
        store.edit_round(game.id, 1, stock_round(game, "Cy"), expect=stale)
    assert info.value["edited"] == (2,)
    assert store.load_game(game.id) == kept


def test_changes_names_each_kind() -> None:
    rng = random.Random(4)
    before = play(random_game(rng, 3), rng, 3)
    assert changes(before, before) == {"added": 0, "removed": 0, "edited": (), "renamed": ()}
    fewer = before.model_copy(update={"rounds": before.rounds[:1]})
    assert changes(before, fewer)["removed"] == 2 and changes(fewer, before)["added"] == 2
    err = GameStoreError("game-changed", **changes(before, before))
    assert "saved again with nothing different" in str(err)
    err = GameStoreError("game-changed", added=1, removed=0, edited=(1, 3), renamed=(("A", "B"),))
    assert "(a round added, rounds 1 and 3 edited, and A renamed B)" in str(err)


def test_writers_at_once_one_wins_the_others_are_told(target) -> None:
    """Eight writers, each with the game as it showed before any of them wrote, edit round
    1 at once: exactly one edit is saved, seven are refused, none is lost silently."""
    store = LedgerStore(target)
    game = three(store)
    seen = store.load_seen(game.id)
    start = threading.Barrier(8)
    winners = ["Ann", "Bo", "Cy"]

    def edit(i: int) -> str:
        start.wait()
        try:
            store.edit_round(game.id, 1, stock_round(game, winners[i % 3]), expect=seen)
        except GameStoreError as e:
            return e.code
        return "saved"

    with ThreadPoolExecutor(8) as pool:
        outcomes = list(pool.map(edit, range(8)))
    assert outcomes.count("saved") == 1 and outcomes.count("game-changed") == 7
    assert store.load_seen(game.id).version == seen.version + 1


def test_two_phones_on_the_game_page_one_wins_the_other_is_told(db) -> None:
    store = LedgerStore(db)
    game = three(store)
    phone1 = open_page(PAGE, link={"game": game.id})
    phone2 = open_page(PAGE, link={"game": game.id})
    for phone, winner in ((phone1, "Bo"), (phone2, "Ann")):
        open_edit_folder(phone)
        run(phone.selectbox(key="game_edit_pick").set_value(2))
        hand = stock_round(game, winner)["players"]
        for i, p in enumerate(hand):
            run(phone.text_input(key=f"game_edit_form_p{i}_hand").input(p["hand"]))
    run(phone1.button(key="game_edit_save").click())
    first = store.load_game(game.id)
    assert first != game and not phone1.error
    run(phone2.button(key="game_edit_save").click())
    (error,) = [shown(e.value) for e in phone2.error]
    assert "changed on another screen" in error and "round 2 edited" in error
    assert store.load_game(game.id) == first  # phone 1's edit kept
    # Phone 2 now shows the game as it is: the same edit again, made knowingly, is saved.
    run(phone2.selectbox(key="game_edit_pick").set_value(1))
    run(phone2.selectbox(key="game_edit_pick").set_value(2))
    hand = stock_round(game, "Ann")["players"]
    for i, p in enumerate(hand):
        run(phone2.text_input(key=f"game_edit_form_p{i}_hand").input(p["hand"]))
    run(phone2.button(key="game_edit_save").click())
    assert not phone2.error and store.load_game(game.id) != first


def test_a_new_round_from_a_stale_page_is_refused(db) -> None:
    store = LedgerStore(db)
    game = three(store, 1)
    phone1 = open_page(PAGE, link={"game": game.id})
    phone2 = open_page(PAGE, link={"game": game.id})
    for phone in (phone1, phone2):
        fill_round_form(phone, "game_round", stock_round(game, "Cy"))
    run(phone1.button(key="game_round_save").click())
    run(phone2.button(key="game_round_save").click())
    (error,) = [shown(e.value) for e in phone2.error]
    assert "a round added" in error
    assert len(store.load_game(game.id).rounds) == 2
