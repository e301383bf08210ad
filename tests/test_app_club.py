"""Club mode in the app (AppTest, ``HOOLA_TUTOR_CLUB=1``): the sign-in box with a PIN, the try
limit, and one learner never reading, exporting or changing another's progress or games
through a page or a link parameter; read-only share links."""

from __future__ import annotations

import json
import random
import re
from datetime import UTC, datetime, timedelta

import pytest
from apptest import open_page, run, shown, texts
from streamlit.testing.v1 import AppTest
from test_app_quiz import QUIZ, answer, question_on
from test_ledger import play, random_game

from tutor.app.club import COOKIE
from tutor.store.club import ClubLedger, Profiles
from tutor.store.ledger_store import LedgerStore
from tutor.store.progress import ProgressStore
from tutor.store.sign_in_limits import LIMITS
from tutor.words.progress import learner_message

HOME = "tutor/app/pages/home.py"
PROGRESS = "tutor/app/pages/progress.py"
GAME = "tutor/app/pages/game.py"
T0 = datetime(2025, 5, 2, 9, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def _club(monkeypatch: pytest.MonkeyPatch, fast_argon2: None) -> None:
    monkeypatch.setenv("HOOLA_TUTOR_CLUB", "1")


def says(at: AppTest, sentence: str) -> bool:
    return sentence in texts(at)


def sign_in(at: AppTest, name: str, pin: str) -> AppTest:
    at.text_input(key="club_name").input(name)
    at.text_input(key="club_pin").input(pin)
    run(at)
    at.button(key="club_sign_in").click()
    return run(at)


def two_learners(target) -> ProgressStore:
    profiles = Profiles(target)
    profiles.create("Ann", "246813")
    profiles.create("Bo", "135792")
    store = ProgressStore(target)
    for i in range(3):
        store.record_answer("Ann", "meld", ["§3"], i, True, 1.0, answered_at=T0 + timedelta(i))
    store.record_answer("Bo", "meld", ["§5.2"], 99, False, 1.0, answered_at=T0)
    return store


def test_the_box_asks_for_a_pin_and_a_name_in_a_link_signs_nobody_in(db) -> None:
    two_learners(db)
    at = open_page(HOME, link={"learner": "Ann"})
    assert says(at, learner_message("club-who")) and says(at, learner_message("club-note"))
    assert "learner_pick" not in [w.key for w in at.selectbox]
    assert at.text_input(key="club_pin").proto.type == 1  # a password field
    assert learner_message("no-password") not in texts(at)
    quiz = open_page(QUIZ, link={"learner": "Ann"}, q="9", kind="meld")
    q = question_on(quiz)
    answer(quiz, q, q.answer)
    assert says(quiz, learner_message("sign-in-to-save"))
    assert len(ProgressStore(db).answers("Ann")) == 3  # nothing saved for Ann, no Guest made
    assert ProgressStore(db).learners() == ["Ann", "Bo"]


def test_a_new_profile_then_sign_out_and_in_again(db) -> None:
    at = open_page(HOME)
    at.text_input(key="club_new_name").input("Cy")
    at.text_input(key="club_new_pin").input("483920")
    at.text_input(key="club_new_pin2").input("483921")
    run(at)
    run(at.button(key="club_create").click())
    assert any(learner_message("pins-differ") in shown(e.value) for e in at.error)
    at.text_input(key="club_new_pin").input("483920")
    at.text_input(key="club_new_pin2").input("483920")
    run(at)
    run(at.button(key="club_create").click())
    assert says(at, learner_message("hello", name="Cy"))
    assert says(at, learner_message("signed-in-as", name="Cy"))
    run(at.button(key="club_sign_out").click())
    assert says(at, learner_message("signed-out")) and says(at, learner_message("club-who"))
    sign_in(at, "Cy", "483920")
    assert says(at, learner_message("signed-in", name="Cy"))
    assert Profiles(db).has_pin("Cy")


def errors(at: AppTest) -> list[str]:
    return [shown(e.value) for e in at.error]


def test_a_refusal_says_the_same_for_an_unknown_name_and_a_wrong_pin(db) -> None:
    two_learners(db)
    ProgressStore(db).add_learner("Old")  # a learner without a PIN
    refused = learner_message("sign-in-no-match")
    at = open_page(HOME)
    seen = set()
    for name in ("Nobody", "Old", "Ann"):
        sign_in(at, name, "000000")
        seen.add(tuple(errors(at)))
    assert seen == {(refused,)}  # one sentence, whichever the name
    # Eight wrong tries at Bo from this browser, as fast as the delays let them (1, 2, 4 … s
    # after the free ones): its next try waits, told how long, nothing checked.
    start = datetime.now(UTC)
    offsets = (0, 0, 0, 1, 3, 7, 15, 31)
    assert LIMITS[0].free == 3
    for offset in offsets:
        got = Profiles(db).sign_in("Bo", "000000", now=start + timedelta(seconds=offset))
        assert got.code == "wrong-pin"
    sign_in(at, "Bo", "135792")
    (error,) = errors(at)
    assert error.startswith("Too many wrong tries: the next one is checked in ")
    assert learner_message("signed-in-as", name="Bo") not in texts(at)
    # Nobody is locked out: another computer signs in to Bo at once.
    later = start + timedelta(seconds=31)
    assert Profiles(db).sign_in("Bo", "135792", now=later, client="192.168.1.20").ok


def cookie_token(at: AppTest) -> str | None:
    """The token the page's script puts in the sign-in cookie ("" clears it), if drawn."""
    for el in at.get("html"):
        found = re.search(
            rf"{COOKIE}=([\w-]*); Path=/; Max-Age=(\d+); SameSite=Strict", el.proto.body
        )
        if found:
            assert (found[2] == "0") == (found[1] == "")
            return found[1]
    return None


def test_a_sign_in_gives_the_browser_a_token_and_signing_out_ends_it(db) -> None:
    two_learners(db)
    at = open_page(HOME)
    sign_in(at, "Ann", "0000")
    assert cookie_token(at) is None  # a refusal remembers nothing
    sign_in(at, "Ann", "246813")
    token = cookie_token(at)
    assert token and len(token) >= 32 and Profiles(db).session_learner(token) == "Ann"
    run(at)
    assert cookie_token(at) is None  # the script is drawn once
    run(at.button(key="club_sign_out").click())
    assert cookie_token(at) == ""  # the cookie is cleared ...
    assert Profiles(db).session_learner(token) is None  # ... and the token is dead


def test_a_learner_sees_and_exports_only_their_own_progress(target) -> None:
    two_learners(target)
    at = open_page(PROGRESS, link={"learner": "Bo"})
    assert not at.get("download_button")
    assert "Bo" not in texts(at, "subheader", "markdown")
    sign_in(at, "Ann", "246813")
    exported = next(el for el in at.get("download_button") if "progress" in str(el.proto.label))
    assert exported is not None
    at.query_params["learner"] = "Bo"  # a link parameter changes nothing
    run(at)
    assert "Bo" not in texts(at, "subheader", "markdown")
    assert says(at, learner_message("signed-in-as", name="Ann"))


def test_an_import_goes_into_the_signed_in_profile_only(db) -> None:
    store = two_learners(db)
    bos_file = store.export_json("Bo").encode()
    at = open_page(PROGRESS)
    sign_in(at, "Ann", "246813")
    at.file_uploader[0].set_value(("bo.json", bos_file, "application/json"))
    run(at)
    assert not [
        b for b in at.button if b.key in ("progress_import_rename", "progress_import_overwrite")
    ]
    assert at.button(key="progress_import_own").disabled  # Ann has answers: confirm first
    run(at.checkbox[-1].check())
    run(at.button(key="progress_import_own").click())
    assert [a.seed for a in ProgressStore(db).answers("Ann")] == [99]  # Bo's file, in Ann's
    assert [a.seed for a in ProgressStore(db).answers("Bo")] == [99]  # Bo's own, untouched


def _game(seed: int):
    rng = random.Random(seed)
    return play(random_game(rng, players=3), rng, 2)


def test_a_game_is_its_owners_and_a_share_link_only_shows_it(db) -> None:
    two_learners(db)
    ledger = LedgerStore(db)
    anns = ClubLedger(ledger, "Ann").create_game(_game(5))
    # Bo, signed in, follows a link naming Ann's game: not there for him.
    at = open_page(GAME, game=anns.id)
    assert says(at, "Sign in above to see and keep your games.")
    sign_in(at, "Bo", "135792")
    at.query_params["game"] = anns.id
    run(at)
    assert any("not saved here" in shown(w.value) for w in at.warning)
    assert anns.name not in texts(at, "header", "markdown")
    assert not [b for b in at.button if b.key in ("game_undo", "game_delete")]
    # Ann shares it; the link shows the game read-only to anyone, signed in or not.
    token = ClubLedger(ledger, "Ann").share(anns.id)
    shared = open_page(GAME, share=token)
    assert [h.value for h in shared.header][:1] == [anns.name]
    assert not [b for b in shared.button if b.key in ("game_undo", "game_delete", "game_share")]
    wrong = open_page(GAME, share=token[:-2] + "zz")
    assert any("does not open any game" in shown(w.value) for w in wrong.warning)
    assert ledger.load_game(anns.id) == anns


def test_the_owner_makes_the_share_link_on_the_game_page(db) -> None:
    two_learners(db)
    ledger = LedgerStore(db)
    anns = ClubLedger(ledger, "Ann").create_game(_game(6))
    at = open_page(GAME)
    sign_in(at, "Ann", "246813")
    run(at.button(key=f"game_open_{anns.id}").click())
    run(at.button(key="game_share").click())
    token = ClubLedger(ledger, "Ann").share(anns.id)
    assert any(f"?share={token}" in c.value for c in at.code)
    run(at.button(key="game_unshare").click())
    assert ClubLedger(ledger, "Ann").share(anns.id) != token
    assert json.loads(ledger.export_json(anns.id))["game"]["id"] == anns.id
