"""The game ledger in Korean starts at 1,000원 a stake (issue 41: it started at "판돈 1배 =
1"): a game created on the Korean page without touching the stake or the currency is kept
at ₩1,000 a stake, and the page writes that stake, and every amount, in whole won the way
Korean writes it (1,000원), never as a bare 1 or as ₩1,000."""

from __future__ import annotations

from pathlib import Path

from apptest import TEXT_ELEMENTS, open_page, run, shown

from tutor.store.ledger_store import LedgerStore
from tutor.words import t, using

GAME = "tutor/app/pages/game.py"


def test_a_new_game_in_korean_is_kept_and_shown_at_1000_won_a_stake(db: Path) -> None:
    at = open_page(GAME, link={"lang": "ko"})
    with using("ko"):
        at = run(at.text_area(key="game_new_players").input("지영\n민준\n서연"))
        at = run(at.button(key="game_create").click())  # stake and currency as offered
    (summary,) = LedgerStore(db).list_games()
    game = LedgerStore(db).load_game(summary.id)
    assert (game.stake, game.currency) == (1000, "₩")
    LedgerStore(db).add_round(game.id, {
        "ending": "stock",
        "players": [
            {"name": "지영", "hand": "2c", "melded": True},
            {"name": "민준", "hand": "3d Kh", "melded": True},
            {"name": "서연", "hand": "4h", "melded": True},
        ],
    })  # fmt: skip
    with using("ko"):
        at = run(at)
        caption = t("game-totals-caption", stake="1,000원")
    texts = [shown(str(el.value)) for kind in TEXT_ELEMENTS for el in getattr(at.main, kind)]
    assert any("판돈 1배 = 1,000원" in text for text in texts), texts  # the game's facts
    assert caption in texts
    money = at.main.dataframe[0].value.iloc[:, -1].tolist()  # the totals, in whole won
    assert money == ["+3,000원", "-2,000원", "-1,000원"], money  # 16 points, then 4
    assert not [text for text in texts if "₩" in text or "판돈 1배 = 1 " in f"{text} "]
