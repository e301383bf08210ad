"""A club's deployment in the browser (deploy/club.py): nginx with sticky sessions in front of
two app replicas sharing one PostgreSQL database, private profiles on. A learner signs in
and answers through the load balancer; the replica serving them is killed mid-session; no
saved answer is lost, and their next page load lands on the other replica with their
progress intact. And on one app server in club mode: a sign-in survives a reload (a cookie
holding a token), and signing out ends it."""

from __future__ import annotations

import gzip
import re
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import (
    WAIT,
    chromium_path,
    key,
    no_exception,
    open_app,
    reload,
    rerun,
    seen,
    serve,
    tap,
    type_in,
    unfold,
    wait_for,
)
from playwright.sync_api import expect

from tutor.app.club import COOKIE
from tutor.engine.rules import DEFAULT_PRESET, Rules
from tutor.store.club import SESSION_HOURS, Profiles
from tutor.store.progress import ProgressStore
from tutor.teach import quiz
from tutor.words.quiz import choice_text

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def club(club):  # tests/conftest.py's, once Chromium is known to be there
    chromium_path()
    return club


def serving_replica(ports: list[int]) -> list[int]:
    """The replica ports with an open TCP connection (nginx holds one per WebSocket)."""
    busy = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            local, state = fields[1], fields[3]
            port = int(local.rsplit(":", 1)[1], 16)
            if state == "01" and port in ports:  # ESTABLISHED
                busy.add(port)
    return sorted(busy)


def answer_meld_question(page, seed: int) -> None:
    """Answer the meld question of ``seed`` rightly (the engine's answer, tapped by its
    words) and check it: the answer is saved before its verdict is drawn."""
    q = quiz.generate(seed, Rules.preset(DEFAULT_PRESET), kind="meld")
    label = re.compile(rf"^{re.escape(choice_text(q.answer))}$")
    with rerun(page):
        page.locator(key("quiz_question", "[role='radiogroup'] label")).filter(
            has_text=label
        ).click()
    tap(page, key("quiz_check", "button"))
    right = key("quiz_question", "[data-testid='stAlertContentSuccess']")
    expect(page.locator(right).first).to_be_visible(timeout=WAIT)


def signed_in(page) -> None:
    """The page shows a learner signed in (the sign-out button in place of the form)."""
    expect(page.locator(key("club_sign_out", "button"))).to_be_visible(timeout=WAIT)
    expect(page.locator(key("club_sign_in", "button"))).to_have_count(0)


def test_the_balancer_sends_the_apps_scripts_compressed(club) -> None:
    """Streamlit serves its scripts uncompressed (2 MB of them before a page is usable);
    nginx compresses them for the phones on a club's network (a quarter of the size)."""
    with urllib.request.urlopen(f"{club.url}/", timeout=30) as r:
        script = re.search(r"/static/js/index\.[^\"']+\.js", r.read().decode()).group()
    ask = urllib.request.Request(f"{club.url}{script}", headers={"Accept-Encoding": "gzip"})
    with urllib.request.urlopen(ask, timeout=30) as r:
        assert r.headers["Content-Encoding"] == "gzip"
        sent = r.read()
    assert len(sent) < len(gzip.decompress(sent)) / 2


def test_a_replica_killed_mid_session_loses_no_answer(club, page) -> None:
    open_app(page, club.url, "quiz?q=9&kind=meld")
    create = page.locator(key("club_create", "button"))
    unfold(page.get_by_test_id("stExpander").filter(has=create))
    page.locator(key("club_new_name", "input")).fill("Mina")
    page.locator(key("club_new_pin", "input")).fill("246813")
    page.locator(key("club_new_pin2", "input")).fill("246813")
    tap(page, key("club_create", "button"))  # the tap sends the typed boxes with it
    signed_in(page)
    answer_meld_question(page, 9)
    saved = ProgressStore(club.database_url).answers("Mina")
    assert [(a.seed, a.correct) for a in saved] == [(9, True)]

    busy = serving_replica(club.replica_ports)
    assert len(busy) == 1, busy  # sticky: one replica holds this learner's session
    victim = club.replica_ports.index(busy[0])
    club.kill_replica(victim)

    reload(page)  # the next page load, through the same load balancer
    # Still signed in: the sign-in's token is in the shared database, so the other replica
    # knows it too.
    signed_in(page)
    assert serving_replica(club.replica_ports) == [club.replica_ports[1 - victim]]
    with rerun(page):
        page.get_by_test_id("stSidebarNav").locator("a[href$='/progress']").click()
    signed_in(page)
    no_exception(page)
    assert len(ProgressStore(club.database_url).answers("Mina")) == 1
    expect(page.locator(key("progress_export", "button"))).to_be_visible(timeout=WAIT)


@dataclass(frozen=True)
class ClubApp:
    url: str
    profiles: Profiles


@pytest.fixture(scope="module")
def club_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ClubApp]:
    """One app server in club mode with its own SQLite database, for the file's tests on
    one server: each signs in a learner of its own (Mina, Joon) in a browser context of its
    own (its own cookie), so none sees another's sign-in or progress, in any order."""
    chromium_path()
    folder = tmp_path_factory.mktemp("club_app")
    for url in serve(folder, HOOLA_TUTOR_CLUB="1"):
        yield ClubApp(url, Profiles(folder / "hoola.db"))


def sign_in_cookie(page) -> dict | None:
    return next((c for c in page.context.cookies() if c["name"] == COOKIE), None)


def test_a_sign_in_survives_a_reload_until_sign_out(club_app, page) -> None:
    profiles = club_app.profiles
    profiles.create("Mina", "246813")
    open_app(page, club_app.url)
    type_in(page, key("club_name", "input"), "Mina")
    type_in(page, key("club_pin", "input"), "246813")
    tap(page, key("club_sign_in", "button"))
    expect(page.locator(key("club_sign_out", "button"))).to_be_visible(timeout=WAIT)
    wait_for(page, f"() => document.cookie.includes('{COOKIE}=')")
    cookie = sign_in_cookie(page)
    assert cookie is not None and cookie["sameSite"] == "Strict" and cookie["path"] == "/"
    assert 0 < cookie["expires"] - time.time() <= SESSION_HOURS * 3600
    assert profiles.session_learner(cookie["value"]) == "Mina"
    assert cookie["value"] not in page.url  # never in the address

    reload(page)  # a new session of the app: signed in from the cookie
    expect(page.locator(key("club_sign_out", "button"))).to_be_visible(timeout=WAIT)
    expect(page.locator(key("club_sign_in", "button"))).to_have_count(0)

    tap(page, key("club_sign_out", "button"))
    expect(page.locator(key("club_sign_in", "button"))).to_be_visible(timeout=WAIT)
    wait_for(page, f"() => !document.cookie.includes('{COOKIE}=')")
    assert profiles.session_learner(cookie["value"]) is None
    reload(page)
    expect(page.locator(key("club_sign_in", "button"))).to_be_visible(timeout=WAIT)
    expect(page.locator(key("club_sign_out", "button"))).to_have_count(0)

    # The old token put back by hand (a copied cookie) opens nothing: it was ended.
    page.context.add_cookies([{**cookie, "expires": -1}])
    reload(page)
    expect(page.locator(key("club_sign_in", "button"))).to_be_visible(timeout=WAIT)


def test_a_pin_reset_ends_a_live_browser_session(club_app, page) -> None:
    """The admin resets Joon's PIN while his tab is open and signed in: his next action
    signs him out, with a note in view, and his progress is no longer shown."""
    profiles = club_app.profiles
    profiles.create("Joon", "246813")
    open_app(page, club_app.url, "progress")
    type_in(page, key("club_name", "input"), "Joon")
    type_in(page, key("club_pin", "input"), "246813")
    tap(page, key("club_sign_in", "button"))
    signed_in(page)
    profiles.reset_pin("Joon", "a new pin 7")
    with rerun(page):
        page.get_by_test_id("stSidebarNav").locator("a[href$='/quiz']").click()
    expect(page.locator(key("club_sign_in", "button"))).to_be_visible(timeout=WAIT)
    expect(page.locator(key("club_sign_out", "button"))).to_have_count(0)
    seen(page, page.get_by_text("Your sign-in has ended"), "sign-in ended")
    no_exception(page)
