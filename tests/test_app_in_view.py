"""Issue 40 through the app's interface (AppTest): nothing carried or lost unseen.

The payout checker takes a round with no names (seats A, B, C, D) and keeps it in the link
(``?round=``), read back after a reload and refused with a note when edited into nonsense;
the money defaults are the same on the ledger and the payout checker and follow the
language; Enter in the new-learner box creates the learner; a lesson's stage ends only
once its last step is answered. (The results' place on screen is the browser walk's:
tests/browser/test_in_view.py.)"""

from __future__ import annotations

import base64
import json
from pathlib import Path

from apptest import open_page, run, scrolls_to, shown, start

from tutor.engine.settlement import settle
from tutor.words import t
from tutor.words.progress import learner_message

PAYOUT = "tutor/app/pages/payout.py"
GAME = "tutor/app/pages/game.py"


def knock_unnamed(at) -> None:
    """A four-player round knocked by seat D, counts typed, nobody named."""
    run(at.pills(key="payout_form_qending").set_value("knock"))
    run(at.pills(key="payout_form_qknocker").set_value(3))
    for i, points in enumerate((20, 12, 30, 5)):
        run(at.number_input(key=f"payout_form_p{i}_points").set_value(points))
        run(at.pills(key=f"payout_form_p{i}_melded").set_value(True))


def test_a_round_without_names_settles_with_seat_letters(db: Path) -> None:
    at = open_page(PAYOUT)
    knock_unnamed(at)
    assert [o for o in at.pills(key="payout_form_qknocker").options] == ["A", "B", "C", "D"]
    still = " ".join(c.value for c in at.caption)
    assert t("round-form-missing", what="name", number=1) not in still  # names optional
    at = run(at.button(key="payout_settle").click())
    record = json.loads(at.session_state["payout_record"])
    assert [p["name"] for p in record["players"]] == ["A", "B", "C", "D"]
    assert record["knocker"] == "D" and settle(record).winner == "D"
    assert scrolls_to(at) == ["payout_verdict"]


def test_the_round_is_kept_in_the_link_and_read_back(db: Path) -> None:
    at = open_page(PAYOUT)
    knock_unnamed(at)
    run(at.text_input(key="payout_form_p0_name").input("Mina"))
    at = run(at.button(key="payout_settle").click())
    link = at.query_params["round"]
    link = link[0] if isinstance(link, list) else link
    # a reload: a new session with the same link
    again = open_page(PAYOUT, round=link)
    assert [again.number_input(key=f"payout_form_p{i}_points").value for i in range(4)] == [
        20,
        12,
        30,
        5,
    ]
    assert again.text_input(key="payout_form_p0_name").value == "Mina"
    assert again.pills(key="payout_form_qknocker").value == 3
    assert json.loads(again.session_state["payout_record"])["knocker"] == "D"  # settled again


def test_a_link_edited_into_nonsense_fills_nothing_and_says_so(db: Path) -> None:
    bad = {"count": 4, "name": ["A"] * 4, "points": [1, 2]}  # rows of the wrong length
    text = base64.urlsafe_b64encode(json.dumps(bad).encode()).decode()
    for link in (text, "not base64 at all!", "e30"):
        at = open_page(PAYOUT, round=link)
        assert t("payout-round-link-unread") in [w.value for w in at.warning]
        assert at.number_input(key="payout_form_p0_points").value is None


def test_money_defaults_are_the_same_on_both_pages_and_follow_the_language(db: Path) -> None:
    for lang, stake, currency in (("ko", 1000.0, "₩"), ("en", 1000.0, "₩")):
        game = open_page(GAME, lang=lang)
        payout = open_page(PAYOUT, lang=lang)
        assert game.number_input(key="game_new_stake").value == stake
        assert game.text_input(key="game_new_currency").value == currency
        assert payout.number_input(key="payout_stake").value == stake
        assert payout.text_input(key="payout_currency").value == currency


def test_enter_in_the_new_learner_box_creates_the_learner(db: Path) -> None:
    at = start()
    at = run(at.text_input(key="learner_new_name").input("Sora"))  # typed, then Enter
    assert at.selectbox(key="learner_pick").value == "Sora"
    hello = learner_message("hello", name="Sora")
    assert any(hello in shown(s.value) for s in at.success)
    at = run(at.button(key="learner_create").click())  # Create tapped just after: no error
    assert not at.error


def test_the_payout_charts_speak_in_money_once_a_stake_value_is_set(db: Path) -> None:
    at = open_page(PAYOUT)
    knock_unnamed(at)
    at = run(at.button(key="payout_settle").click())
    specs = [json.loads(el.proto.spec) for el in at.get("plotly_chart")]
    net = next(f for f in specs if f["data"][0]["type"] == "bar")
    assert net["data"][0]["text"] == ["-₩2,000", "-₩1,000", "-₩3,000", "+₩6,000"]
    fall = next(f for f in specs if f["data"][0]["type"] == "waterfall")
    first = settle(json.loads(at.session_state["payout_record"])).lines[0]
    assert fall["data"][0]["text"][-1] == f"{first.total} = ₩{first.total * 1000:,}"
