"""Issue 40's findings, before and after: the same user steps on two checkouts of the app, a
screenshot of the screen as the user sees it right after each action (the viewport, not the
whole page: what is in view or not is the point), and where the action's result lies.

Usage:
    git worktree add /work/wt/40-before 0778602    # 15813d1's parent: before #40's work
    .venv/bin/python bench/tools/before_after.py --before /work/wt/40-before
        [--after .] [--out docs/issue-40] [--only ledger,quiz,payout,endings,play,money,learner,
        course_map,lesson,progress,ledger_csv,ledger_pick,payout_taps,korean,korean_lesson,
        play_hand,lesson_circles,guest]
    .venv/bin/python bench/tools/before_after.py --before /work/wt/40-before --index
        (the index alone, rewritten from measures.json)

Each checkout is served in turn (``streamlit run`` as bench/bench_first_load.py starts it,
with a database of its own in a temporary folder and the checkout first on the import
path, so it runs its own ``tutor``) and driven by the system Chromium (never a downloaded
one) at 390x844 with touch, and at 1280x900 for the ledger's confirmations. A step is found
by the key the app gives its widget where both sides have it, else by English words both
sides show (a folder's title, a pill's, the rules box's name). Where the BEFORE page needs
a step the AFTER page does not (a folder that closed itself is opened again), the step is
taken only when the screen asks for it, as a person would. The results' places are
measured from their boxes: ``top`` is the y of the result's top edge relative to the
viewport's (negative: above the screen; over the viewport's height: below it). Writes
``<finding>-before.png`` and ``<finding>-after.png``, ``measures.json`` and the index
``README.md`` into ``--out``. The scenes from ``lesson`` on live in before_after_more.py
(merged in at run time); ``--only`` runs some, and measures.json keeps the others' figures.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "bench"), str(ROOT / "tests" / "browser")]

from bench_first_load import free_port, start_server  # noqa: E402
from conftest import (  # noqa: E402
    CHROMIUM_ARGS,
    DESK,
    PHONE,
    PILL,
    RUNS,
    WAIT,
    idle,
    key,
    open_app,
    rerun,
    runs,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout  # noqa: E402
from playwright.sync_api import expect, sync_playwright  # noqa: E402
from test_in_view import press  # noqa: E402

from tutor.words.progress import learner_message  # noqa: E402

ALERT = "[data-testid='stAlert']"
CHOSEN_ONE = "button[aria-checked='true']"
SIDES = ("before", "after")


@dataclass
class Seen:
    """Where an action's result lay on the screen right after the action (None: not drawn
    at all), with what else the screen said (``facts``)."""

    top: int | None
    bottom: int | None
    height: int
    facts: dict[str, object] = field(default_factory=dict)

    @property
    def where(self) -> str:
        if self.top is None:
            return "not on the page"
        if self.bottom is not None and self.bottom <= 0:
            return f"{-self.bottom:,} px above the screen"
        if self.top >= self.height:
            return f"{self.top - self.height:,} px below the screen"
        if self.top >= 0 and (self.bottom or 0) <= self.height:
            return "in view"
        return "cut off at the screen's edge"


@dataclass
class Side:
    name: str
    root: Path
    url: str
    out: Path
    seen: dict[str, Seen] = field(default_factory=dict)

    def shoot(self, page, finding: str, result, *, app: bool = True, **facts: object) -> Seen:
        """The viewport as the user sees it now, and where ``result`` (a locator) lies
        (``app``: the app's page, waited for until it is idle; else a page of the tool's)."""
        if app:
            idle(page)
        height = page.viewport_size["height"]
        box = result.bounding_box() if result is not None and result.count() else None
        seen = Seen(
            top=None if box is None else round(box["y"]),
            bottom=None if box is None else round(box["y"] + box["height"]),
            height=height,
            facts=facts,
        )
        page.screenshot(path=str(self.out / f"{finding}-{self.name}.png"))
        self.seen[finding] = seen
        print(f"  {finding:22} {self.name:6} {seen.where:32} {facts}", flush=True)
        return seen


@contextmanager
def serving(root: Path) -> Iterator[str]:
    """The app of the checkout at ``root`` on a free port, with a database of its own."""
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        env = {**os.environ, "HOOLA_TUTOR_DB": str(Path(folder) / "hoola.db")}
        env["PYTHONPATH"] = str(root)  # its own tutor, not the one installed in the venv
        env.pop("HOOLA_TUTOR_CLUB", None)
        proc = start_server(port, env, root)
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 120
            while True:
                try:
                    with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as r:
                        if r.read().decode().strip() == "ok":
                            break
                except OSError:
                    if proc.poll() is not None or time.monotonic() > deadline:
                        raise RuntimeError(f"the app at {root} did not start") from None
                    time.sleep(0.3)
            yield url
        finally:
            proc.kill()  # nothing worth a graceful stop
            proc.wait(timeout=10)


def question(root: Path, seed: int, kind: str) -> dict[str, Any]:
    """The quiz question ``seed`` of ``kind`` as the checkout at ``root`` asks it (its own
    generator): its answer form, and the right answer (a choice's place, or the number)."""
    code = (
        "import json, sys\n"
        "from tutor.engine.rules import Rules\n"
        "from tutor.teach.quiz import generate\n"
        f"q = generate({seed}, Rules.preset('pagat'), kind={kind!r})\n"
        "right = q.choices.index(q.answer) if q.answer_form == 'choice' else q.answer\n"
        "print(json.dumps({'form': q.answer_form, 'right': right, 'count': len(q.choices)}))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(root)}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout)


def words(text: str) -> re.Pattern[str]:
    return re.compile(rf"^\s*{re.escape(text)}\s*$")


def pill(page, form: str, field_: str, text: str | None = None, nth: int = 0):
    target = page.locator(key(f"{form}_{field_}", PILL))
    if text is not None:
        target = target.filter(has_text=words(text))
    return target.filter(visible=True).nth(nth)


def tap_pill(page, form: str, field_: str, text: str | None = None, nth: int = 0) -> None:
    """Tap a pill (by its words, or its place) as a person does (scrolled to the foot)."""
    target = pill(page, form, field_, text, nth)
    expect(target).to_be_visible(timeout=WAIT)
    target.evaluate(
        """e => { const r = e.getBoundingClientRect();
          if (r.top < 60 || r.bottom > innerHeight) e.scrollIntoView({block: 'end'}); }"""
    )
    with rerun(page):
        target.click(timeout=WAIT)


def type_box(page, selector: str, text: str) -> None:
    """Tap a box (scrolled to the screen's foot when out of view), type, press Enter."""
    box = page.locator(selector).filter(visible=True).first
    expect(box).to_be_visible(timeout=WAIT)
    box.evaluate(
        """e => { const r = e.getBoundingClientRect();
          if (r.top < 60 || r.bottom > innerHeight) e.scrollIntoView({block: 'end'}); }"""
    )
    box.click()
    with rerun(page):
        box.fill(text)
        box.press("Enter")


def chosen(page, selector: str) -> str | None:
    """The words of the chosen single-choice pill under ``selector`` (None: none chosen)."""
    picked = page.locator(key(selector, CHOSEN_ONE))
    return picked.first.inner_text().strip() if picked.count() else None


def tap_and_wait(page, target, press: str | None = None) -> None:
    """Tap ``target`` (or press a key in it) and wait for the run it starts, a moment only:
    the same tap may start a run on one side and none on the other."""
    before = runs(page)
    if press:
        target.press(press)
    else:
        target.click(timeout=WAIT)
    with suppress(PlaywrightTimeout):
        page.wait_for_function(f"n => ({RUNS})() > n", arg=before, timeout=5_000)
    idle(page)


def buttons(page, name: str) -> list[str]:
    """The words on the pills of the widget ``name``, in order."""
    return [b.strip().lstrip("✓").strip() for b in page.locator(key(name, PILL)).all_inner_texts()]


def open_folder(page, title: str) -> None:
    """Open a folder (an expander) by its title, as a person does: scrolled to the foot. A
    folder open already is left as it is (before, a folder closed itself when a box in it
    was typed in or a round picked: the user opens it again)."""
    summary = page.locator("[data-testid='stExpander'] summary").filter(has_text=title).first
    details = summary.locator("xpath=..")
    if details.get_attribute("open") is not None:
        return
    summary.evaluate("e => e.scrollIntoView({block: 'end'})")
    before = runs(page)
    summary.click()
    # a folder that keeps its state runs the app as it opens (after); one that does not,
    # not (before): a run waited for a moment only
    with suppress(PlaywrightTimeout):
        page.wait_for_function(f"n => ({RUNS})() > n", arg=before, timeout=5_000)
    expect(details).to_have_attribute("open", "", timeout=WAIT)
    idle(page)


# -- the ledger: a carried "had melded", the confirmations of Save changes and Rename ---------

PLAYERS = ("Mina", "Sora", "Hyun", "Jun")
HAD, NEVER = "Melded", "Never melded"


def knocked_round(page, form: str, counts: tuple[str, ...], melded: dict[int, str]) -> None:
    """A knocked round by Jun in quick entry: Knock, Jun, the counts typed; "had melded"
    tapped for the players in ``melded`` where the form does not already say so."""
    tap_pill(page, form, "qending", "Knock")
    tap_pill(page, form, "qknocker", nth=3)
    for i, points in enumerate(counts):
        type_box(page, key(f"{form}_p{i}_points", "input"), points)
    for i, said in melded.items():
        if chosen(page, f"{form}_p{i}_melded") != said:
            tap_pill(page, form, f"p{i}_melded", said)


def ledger(page, side: Side, size: dict, tag: str) -> None:
    page.set_viewport_size(size)
    open_app(page, side.url, "game", size)
    box = page.locator(key("game_new_players", "textarea"))
    box.fill("\n".join(PLAYERS))
    with rerun(page):
        box.blur()
    press(page, key("game_create", "button"))
    form = "game_round"
    # round 1: Sora never melded
    knocked_round(page, form, ("20", "12", "30", "5"), {0: HAD, 1: NEVER, 2: HAD, 3: HAD})
    press(page, key("game_round_save", "button"))
    status = page.locator(key("game_status", ALERT)).first
    expect(status).to_contain_text("Round 1", timeout=WAIT)
    # round 2: the ending, the knocker and the counts entered; "had melded" not yet touched
    tap_pill(page, form, "qending", "Knock")
    tap_pill(page, form, "qknocker", nth=3)
    for i, points in enumerate(("25", "8", "40", "3")):
        type_box(page, key(f"{form}_p{i}_points", "input"), points)
    sora = page.locator(key(f"{form}_p1_melded"))
    sora.evaluate("e => e.scrollIntoView({block: 'center'})")
    missing = page.locator(key("game_add_round")).inner_text()
    if tag == "phone":
        side.shoot(
            page,
            "ledger-round2-melded",
            sora,
            sora_said=chosen(page, f"{form}_p1_melded"),
            listed_to_fill=bool(re.search(r"Sora.{0,12}melded|melded.{0,12}Sora", missing)),
            save_enabled=page.locator(key("game_round_save", "button")).first.is_enabled(),
        )
    for i, said in {0: HAD, 1: HAD, 2: HAD, 3: HAD}.items():  # Sora melded this time
        if chosen(page, f"{form}_p{i}_melded") != said:
            tap_pill(page, form, f"p{i}_melded", said)
    press(page, key("game_round_save", "button"))
    expect(status).to_contain_text("Round 2", timeout=WAIT)
    # edit round 1 (the folder opens on it): a count changed, Save changes
    open_folder(page, "Edit an earlier round")
    points = page.locator(key("game_edit_form_p1_points", "input"))
    type_box(page, key("game_edit_form_p1_points", "input"), "14")
    open_folder(page, "Edit an earlier round")
    expect(points).to_have_value("14")
    if tag == "phone":  # the points box, wide enough for its count
        points.evaluate("e => e.scrollIntoView({block: 'center'})")
        side.shoot(page, "ledger-points-box", points, width=round(points.bounding_box()["width"]))
    press(page, key("game_edit_save", "button"))
    expect(status).to_contain_text(re.compile("changed", re.I), timeout=WAIT)
    side.shoot(page, f"ledger-edit-{tag}", status, said=status.inner_text().strip()[:60])
    # rename Mina to Sora K
    open_folder(page, "Rename a player")
    who = page.locator(key("game_rename_who")).get_by_role("combobox").first
    if who.input_value() != "Mina":  # the first player is picked already
        who.click()
        page.keyboard.type("Mina")
        with rerun(page):
            page.keyboard.press("Enter")
    open_folder(page, "Rename a player")
    type_box(page, key("game_rename_new", "input"), "Sora K")
    open_folder(page, "Rename a player")
    press(page, key("game_rename_save", "button"))
    expect(status).to_contain_text(re.compile("renamed", re.I), timeout=WAIT)
    side.shoot(
        page,
        f"ledger-rename-{tag}",
        status,
        said=status.inner_text().strip()[:60],
        new_name_box=page.locator(key("game_rename_new", "input")).input_value(),
    )


# -- the quiz: verdicts after Check, Hint, Show answer; the number box on a new question ------

KNOCK = (5, "knock")  # a choice question ("can this hand knock?") with a tall hand above
MELD = (7, "meld")
NUMBER = (3, "values")


VERDICT = ", ".join(
    f"{key('quiz_question')} [data-testid='stAlertContent{kind}']"
    for kind in ("Success", "Warning", "Error")
)
"""A verdict: a green, amber or red note in the question's box (both sides have the box;
before, the verdicts had no box of their own)."""
HINT = key("quiz_question", "[data-testid='stAlertContentInfo']")


def quiz(page, side: Side, size: dict, tag: str) -> None:
    verdict = page.locator(VERDICT).last
    choice = key("quiz_choice", "[role='radiogroup'] label")
    # a hint, then the right answer, Check
    seed, kind = KNOCK
    q = question(side.root, seed, kind)
    open_app(page, side.url, f"quiz?q={seed}&kind={kind}", size)
    press(page, key("quiz_hint", "button"))
    hint = page.locator(HINT).last
    side.shoot(page, "quiz-hint", hint)
    press(page, choice, nth=q["right"])
    press(page, key("quiz_check", "button"))
    side.shoot(page, "quiz-check-after-hint", verdict, said=verdict.inner_text().strip()[:40])
    # a meld question missed, then Show answer
    seed, kind = MELD
    q = question(side.root, seed, kind)
    open_app(page, side.url, f"quiz?q={seed}&kind={kind}", size)
    press(page, choice, nth=(q["right"] + 1) % q["count"])
    press(page, key("quiz_check", "button"))
    side.shoot(page, "quiz-check-miss", verdict, said=verdict.inner_text().strip()[:40])
    press(page, key("quiz_show", "button"))
    side.shoot(page, "quiz-show-answer", verdict, said=verdict.inner_text().strip()[:40])
    # a number answered 22, then New question: the next number question's box
    seed, kind = NUMBER
    open_app(page, side.url, f"quiz?q={seed}&kind={kind}", size)
    type_box(page, key("quiz_number", "input"), "22")
    press(page, key("quiz_check", "button"))
    press(page, key("quiz_new", "button"))
    box = page.locator(key("quiz_number", "input"))
    expect(box).to_be_visible(timeout=WAIT)
    box.evaluate("e => e.scrollIntoView({block: 'center'})")
    side.shoot(page, "quiz-number-box", box, box_holds=box.input_value())


# -- the payout checker: names, the knocker buttons, a reload, the notes after a rules change --


def payout(page, side: Side, size: dict, tag: str) -> None:
    form = "payout_form"
    open_app(page, side.url, "payout", size)
    # no names typed: a knocked round by the fourth seat
    knocked_round(page, form, ("20", "12", "30", "5"), {0: HAD, 1: NEVER, 2: HAD, 3: HAD})
    settle = page.locator(key("payout_settle", "button")).last
    missing = page.get_by_text(re.compile(r"^Still to fill in")).last
    to_fill = missing.inner_text() if missing.count() else ""
    side.shoot(
        page,
        "payout-no-names",
        settle,
        settle_enabled=settle.is_enabled(),
        knocker_buttons=buttons(page, f"{form}_qknocker"),
        names_asked="name" in to_fill.lower(),
    )
    # the names typed, one by one: the knocker buttons after the last one
    for i, name in enumerate(PLAYERS):
        type_box(page, key(f"{form}_p{i}_name", "input"), name)
    knockers = page.locator(key(f"{form}_qknocker"))
    knockers.evaluate("e => e.scrollIntoView({block: 'center'})")
    side.shoot(
        page,
        "payout-knocker-names",
        knockers,
        knocker_buttons=buttons(page, f"{form}_qknocker"),
    )
    type_box(page, key(f"{form}_p2_sevens", "input"), "1")  # Hyun's 30 holds a seven
    expect(settle).to_be_enabled(timeout=WAIT)
    press(page, key("payout_settle", "button"))
    # the rules changed in the sidebar to the short summary's (a seven counts 14 in hand)
    page.get_by_test_id("stExpandSidebarButton").click(timeout=WAIT)
    rules = page.get_by_test_id("stSidebar").get_by_role("combobox", name="Rules in force")
    expect(rules).to_be_visible(timeout=WAIT)
    rules.click()
    page.keyboard.type("Short summary")  # the box filters its options as one types
    with rerun(page):
        page.keyboard.press("Enter")
    note = page.locator(ALERT).filter(has_text=re.compile("^\\W*Rules changed")).first
    expect(note).to_be_visible(timeout=WAIT)
    kept = page.locator(ALERT).filter(has_text=re.compile("kept|check it", re.I)).first
    side.shoot(
        page,
        "payout-rules-notes",
        note,
        kept_note_top=round(kept.bounding_box()["y"]) if kept.count() else None,
    )
    # a reload
    page.reload()
    page.wait_for_function("() => document.querySelector('[data-hoola-run]')", timeout=WAIT)
    idle(page)
    side.shoot(
        page,
        "payout-reload",
        page.locator(key(f"{form}_qending")),
        ending=chosen(page, f"{form}_qending"),
        counts=[
            page.locator(key(f"{form}_p{i}_points", "input")).first.input_value()
            if page.locator(key(f"{form}_p{i}_points", "input")).count()
            else None
            for i in range(4)
        ],
        settle_enabled=settle.is_enabled(),
    )


# -- the endings explainer: Deal -------------------------------------------------------------


def endings(page, side: Side, size: dict, tag: str) -> None:
    """A hand typed (Enter), then a hand dealt (the Deal tab, then Deal): where the first
    verdict's card lies (before, the result had no box of its own; the first card is the
    same on both sides)."""
    open_app(page, side.url, "endings", size)
    first = page.locator(key("end_verdict_0"))
    type_box(page, key("end_text", "input"), "7c 7d 7h 2s 3s 4s 9d")
    side.shoot(page, "endings-typed", first, cards=page.locator(key("end_verdict_*")).count())
    press(page, key("end_source", "button"), nth=2)  # the third way: Deal
    press(page, key("end_deal", "button"))
    side.shoot(page, "endings-deal", first, cards=page.locator(key("end_verdict_*")).count())


def learner(page, side: Side, size: dict, tag: str) -> None:
    """A new learner's name typed in its box and Enter pressed (the phone keyboard's Go)."""
    open_app(page, side.url, "", size)
    tap_and_wait(page, page.locator(key("learner_popover", "button")).first)
    box = page.locator(key("learner_new_name", "input"))
    expect(box).to_be_visible(timeout=WAIT)
    box.click()
    box.fill("Mina")
    tap_and_wait(page, box, press="Enter")
    hello = page.get_by_text(learner_message("hello", name="Mina"))
    side.shoot(
        page,
        "learner-enter",
        hello,
        learner_in_link="learner=Mina" in page.url,
        name_box_open=box.is_visible(),
    )


def course_map(page, side: Side, size: dict, tag: str) -> None:
    """Home's course map: the third lesson's row tapped."""
    open_app(page, side.url, "", size)
    row = page.get_by_text("Melds — sets, runs and sevens").first
    row.evaluate("e => e.scrollIntoView({block: 'center'})")
    tap_and_wait(page, row)
    with suppress(PlaywrightTimeout):  # a page opened: its first run drawn
        page.wait_for_function(f"() => ({RUNS})() > 0", timeout=5_000)
    idle(page)
    title = page.locator("[data-testid='stMain'] h1").first
    side.shoot(
        page,
        "course-map-tap",
        page.locator(key("lesson_next", "button")).first,
        page_now=page.url.split("?")[0].rsplit("/", 1)[-1] or "home",
        title=title.inner_text().strip(),
    )


def money(page, side: Side, size: dict, tag: str) -> None:
    """A new game in the ledger: the stake and currency it offers, beside the payout
    checker's money (the browser in en-US)."""
    open_app(page, side.url, "payout", size)
    folder = page.locator("[data-testid='stExpander'] summary").filter(has_text="Money")
    payout_money = folder.first.inner_text().strip().splitlines()[-1]  # not the arrow icon
    open_app(page, side.url, "game", size)
    stake = page.locator(key("game_new_stake", "input"))
    stake.evaluate("e => e.scrollIntoView({block: 'center'})")
    side.shoot(
        page,
        "money-defaults",
        stake,
        ledger_stake=stake.input_value(),
        ledger_currency=page.locator(key("game_new_currency", "input")).input_value(),
        payout_money=payout_money,
    )


FINISHED = """\
from urllib.parse import urlencode
from tutor.app import play_link as pl
from tutor.engine.rules import Rules
from tutor.play import Bot, deal
rules = Rules.preset("pagat")
if hasattr(pl, "new_setup"):
    setup, r = pl.new_setup(rules, 1, "beginner", 3)
else:  # before: the page built the setup itself (pages/play.py new_game)
    names = [pl.ME, *pl.BOT_NAMES[:1]]
    setup = {"names": names, "level": "beginner", "seed": 3, "dealer": 0, "moves": [],
             "rules": rules.to_spec()}
    r = pl.advance(deal(rules, names, 3, dealer=names[0]), setup)
me = Bot("beginner", 1)
while not r.over:
    action = me.choose(r)
    setup["moves"].append(r.legal_actions().index(action))
    r = pl.advance(r.apply(action), setup)
print("play?" + urlencode({k: v for k, v in pl.link_params(setup).items() if k != "play_round"}))
"""
"""The link of a heads-up round (seed 3) played to its end by a beginner bot in the
learner's seat, as the checkout writes its links (the link's form changed with #40)."""


def play(page, side: Side, size: dict, tag: str) -> None:
    """A round over: Play again, tapped at the foot of the screen; where the page's title
    is after it (the new round starts at the top of the page)."""
    env = {**os.environ, "PYTHONPATH": str(side.root)}
    path = subprocess.run(
        [sys.executable, "-c", FINISHED],
        cwd=side.root,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    open_app(page, side.url, path, size)
    again = page.locator(key("play_again", "button"))
    again.evaluate("e => e.scrollIntoView({block: 'end'})")
    with rerun(page):
        again.click()
    title = page.locator("[data-testid='stMain'] h1").first
    side.shoot(page, "play-again", title, round_over_shown=page.locator(key("play_result")).count())


SCENES: dict[str, tuple[Callable, list[tuple[dict, str]]]] = {
    "ledger": (ledger, [(PHONE, "phone"), (DESK, "desk")]),
    "quiz": (quiz, [(PHONE, "phone")]),
    "payout": (payout, [(PHONE, "phone")]),
    "endings": (endings, [(PHONE, "phone")]),
    "play": (play, [(PHONE, "phone")]),
    "money": (money, [(PHONE, "phone")]),
    "learner": (learner, [(PHONE, "phone")]),
    "course_map": (course_map, [(PHONE, "phone")]),
}


FINDINGS: dict[str, tuple[str, str, str, str, str]] = {
    "ledger-round2-melded": (
        "A carried answer changes money (ledger, round 2)",
        "Round 1 saved with Sora *Never melded*; in round 2 the user taps Knock, Jun and "
        "types the four counts, and looks at Sora's *Had melded*",
        "Sora's *Had melded* row",
        "round 1's *Never melded* already chosen for Sora (and *Melded* for the others), "
        "'Sora pays 2 stakes, doubled' under it, Save open: saved as it stood, the doubling "
        "was carried unseen",
        "nothing chosen, 'Tap one' under the row, Sora listed in *Still to fill in*, Save "
        "closed until every player's answer is given",
    ),
    "ledger-points-box": (
        "Ledger: the edit form's points box too narrow for its count",
        "*Edit an earlier round* (round 1): Sora's count typed as 14",
        "the points box (its width)",
        "a box too narrow for two digits beside its clear, minus and plus buttons: 14 cut "
        "off after its first digit",
        "the count whole in a box as wide as the others",
    ),
    "ledger-edit-phone": (
        "Confirmation far off screen: Save changes (ledger, 390×844)",
        "After two rounds, *Edit an earlier round*: Sora's count in round 1 typed as 14, "
        "then *Save changes to round 1* (before, the folder closed itself when the count "
        "was typed: the user opened it again)",
        "the confirmation *Round 1 changed…*",
        "the edit form as it was, as if nothing happened; the confirmation thousands of "
        "pixels above",
        "the confirmation at the top of the screen, the running totals under it",
    ),
    "ledger-rename-phone": (
        "Confirmation far off screen: Rename (ledger, 390×844)",
        "*Rename a player*: Mina, new name *Sora K*, then *Rename*",
        "the confirmation *Renamed Mina to Sora K…*",
        "the form still reading 'Player: Sora K / New name: Sora K' with Rename greyed out, "
        "the confirmation far above",
        "the confirmation at the top of the screen; the *New name* box emptied",
    ),
    "ledger-edit-desk": (
        "Confirmation far off screen: Save changes (ledger, 1280×900)",
        "The same steps as at 390×844, in a desktop window",
        "the confirmation *Round 1 changed…*",
        "the edit form; the confirmation far above",
        "the confirmation on screen, the totals under it",
    ),
    "ledger-rename-desk": (
        "Confirmation far off screen: Rename (ledger, 1280×900)",
        "The same steps as at 390×844, in a desktop window",
        "the confirmation *Renamed Mina to Sora K…*",
        "the rename form still filled in; the confirmation far above",
        "the confirmation on screen",
    ),
    "quiz-hint": (
        "Quiz: the hint below the edge",
        "Quiz question 5 (*May this player knock?*): *Hint*",
        "the hint",
        "the question as before the tap; the hint just under the screen's foot",
        "the hint on screen under the buttons",
    ),
    "quiz-check-after-hint": (
        "Quiz: the verdict below the edge after a hint",
        "Then the right answer chosen and *Check*",
        "the verdict *Right!*",
        "no verdict in view (the guest toast over the top of the page)",
        "*Right!* on screen",
    ),
    "quiz-check-miss": (
        "Quiz: a meld question's verdict below the edge",
        "Quiz question 7 (*Is it a meld?*): a wrong answer, *Check*",
        "the verdict *Not yet — try again*",
        "no verdict in view",
        "*Not yet — try again* with the rule, on screen",
    ),
    "quiz-show-answer": (
        "Quiz: the answer below the edge after Show answer",
        "Then *Show answer*",
        "the answer *The answer: …*",
        "only *Show answer* greyed out; the answer below the screen",
        "the answer on screen",
    ),
    "quiz-number-box": (
        "Quiz: the next number question opens with the last answer",
        "A *What do these cards count?* question answered 22, *Check*, then *New question*",
        "the new question's number box",
        "the new question's box already holding 22",
        "the new question's box empty",
    ),
    "payout-no-names": (
        "Payout checker: names required",
        "A knocked round entered by taps without typing any name: Knock, the fourth seat, "
        "four counts, *Had melded* for each",
        "the Settle button",
        "Settle greyed out, *Still to fill in: a name for player 1 … player 4*",
        "Settle open; the seats named A, B, C, D ('a name is optional')",
    ),
    "payout-knocker-names": (
        "Payout checker: the knocker buttons lag one name behind",
        "Then the four names typed, Mina, Sora, Hyun, Jun (each with Enter)",
        "the *Who knocked* buttons",
        "*Who knocked* reads Mina, Sora, Hyun, *Player 4*: the last name typed not on its button",
        "*Who knocked* reads Mina, Sora, Hyun, *Jun*",
    ),
    "payout-rules-notes": (
        "Payout checker: the notes after a rules change above the screen",
        "Hyun's sevens set to 1, *Settle*, then the rules in force changed to the short "
        "summary's in the sidebar",
        "the note *Rules changed…* (and the note that Hyun's typed count is kept)",
        "the settled-again verdict; both notes above the screen",
        "both notes on screen, the verdict under them",
    ),
    "payout-reload": (
        "Payout checker: a reload loses the round",
        "Then the page reloaded",
        "*How the round ended*",
        "an empty form: no ending, no counts, Settle greyed out",
        "the round as entered (Knock, Jun, the counts, the names), Settle open",
    ),
    "endings-typed": (
        "Endings explainer: the result far below after a hand typed",
        "The hand `7c 7d 7h 2s 3s 4s 9d` typed, Enter",
        "the first verdict's card",
        "the top of the page, no sign that anything happened",
        "the hand and its verdicts on screen",
    ),
    "endings-deal": (
        "Endings explainer: the result far below after Deal",
        "The *Deal* tab, then *Deal*",
        "the first verdict's card",
        "the top of the page and the form; the verdicts far below",
        "the dealt hand and its verdicts on screen",
    ),
    "play-again": (
        "Practice table: after Play again the page stays far down",
        "A heads-up round played to its end (seed 3); *Play again*, tapped at the foot of "
        "the screen (the new round's seed is random, so the distance varies run to run)",
        "the page's title (the new round starts at the page's top)",
        "the new round's page scrolled down to the coach and the log: the title and the new "
        "hand above the screen (by the deal, the hand's last row may show at the top)",
        "the page's top: the title, the discard and the new hand",
    ),
    "course-map-tap": (
        "Home's course map looks tappable and is not",
        "Home: the row *3. Melds — sets, runs and sevens* tapped",
        "the opened lesson's *Next* button",
        "Home as it was: the row is text, the tap does nothing",
        "the Lessons page open on lesson 3 (its circle marked, its title on screen), *Next* "
        "at the screen's foot",
    ),
    "learner-enter": (
        "Enter in the new-learner box does not create the learner",
        "Home: *New learner*, the name Mina typed, Enter (the phone keyboard's Go)",
        "the greeting *Hello, Mina…*",
        "the box still open with Mina typed in it; no learner made",
        "the learner made and greeted, the box closed",
    ),
    "money-defaults": (
        "Money: the ledger's stake and the payout checker's differ",
        "The payout checker opened, then a new game in the ledger (the browser in en-US)",
        "the ledger's *Stake* box, and the payout checker's *Money* folder",
        "a stake of 1 with no currency in the ledger, while the payout checker says one "
        "stake = ₩1,000",
        "the same money on both pages, by the browser's country: $1 in the ledger, $1.00 on "
        "the payout checker",
    ),
}
"""Each finding's title, what the user did, what was measured (the result's box), and what
the screenshots show before and after (checked by eye against the images)."""

FACTS = {
    "sora_said": "Sora's answer shown",
    "listed_to_fill": "listed in *Still to fill in*",
    "save_enabled": "Save enabled",
    "new_name_box": "*New name* box holds",
    "box_holds": "the box holds",
    "settle_enabled": "Settle enabled",
    "knocker_buttons": "knocker buttons",
    "names_asked": "names in *Still to fill in*",
    "kept_note_top": "the *count kept* note's top y",
    "ending": "ending chosen",
    "counts": "counts",
    "cards": "verdict cards",
    "page_now": "the page now",
    "title": "its title",
    "learner_in_link": "the learner in the link",
    "name_box_open": "the name box still open",
    "ledger_stake": "the ledger's stake",
    "ledger_currency": "its currency",
    "payout_money": "the payout checker's",
    "width": "the box's width in px",
    "round_over_shown": "the last round's result still drawn",
}


WHY: list[tuple[str, list[str]]] = []
"""The issue's findings and the pairs that show each (filled by :func:`with_round_two`)."""


def with_round_two() -> None:
    """The scenes, findings and facts of bench/tools/before_after_more.py beside these."""
    import before_after_more as more

    SCENES.update(more.SCENES)
    FINDINGS.update(more.FINDINGS)
    FACTS.update(more.FACTS)
    WHY[:] = more.WHY


def anchor(title: str) -> str:
    """A heading's link within the page, as GitHub writes it."""
    return re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")


def shown(value: object) -> str:
    """A measured value in the index's words."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return ", ".join(shown(v) for v in value) or "none"
    return f"'{value}'" if isinstance(value, str) else str(value)


def said(side: dict[str, object]) -> str:
    """One side's measure in words: where the result lay, and the facts beside it."""
    top, bottom = side["top"], side["bottom"]
    place = (
        str(side["where"])
        if top is None
        else f"{side['where']} (top y={top}, bottom y={bottom}, screen {side['viewport_height']})"
    )
    facts = [f"{FACTS.get(k, k)}: {shown(v)}" for k, v in side.items() if k in FACTS]
    return place + ("; " + "; ".join(facts) if facts else "")


def index(found: dict[str, dict[str, dict[str, object]]], out: Path, before: str) -> None:
    """docs/issue-40/README.md: each finding, what the user did, both sides measured, the
    two screenshots."""
    lines = [
        "# Issue 40: each finding before and after",
        "",
        f"BEFORE is `{before}` (the parent of 15813d1, the first commit of #40's work); "
        "AFTER is the tree this folder was written from. Written by "
        "`bench/tools/before_after.py` (its docstring says how to run it): the same user "
        "steps on both sides, at 390×844 with touch unless said, a screenshot of the "
        "viewport right after the action. *y* is the result's edge relative to the top of "
        "the viewport, from its bounding box: below 0 is above the screen, over the "
        "screen's height is below it. The figures are in `measures.json`.",
        "",
    ]
    if WHY:
        lines += ["## Each finding of the issue and its pairs", ""]
        for why, pairs in WHY:
            links = [
                f"[{FINDINGS[p][0]}](#{anchor(FINDINGS[p][0])})"
                for p in pairs
                if p in FINDINGS and p in found
            ]
            lines.append(f"- {why}: " + ("; ".join(links) or "no pair"))
        lines.append("")
    for finding, (title, did, what, before_saw, after_sees) in FINDINGS.items():
        if finding not in found or set(SIDES) - set(found[finding]):
            continue
        lines += [
            f"## {title}",
            "",
            f"- Did: {did}. Measured: {what}.",
            f"- BEFORE showed {before_saw}. Measured: {said(found[finding]['before'])}.",
            f"- AFTER shows {after_sees}. Measured: {said(found[finding]['after'])}.",
            "",
            "| before | after |",
            "|---|---|",
            f"| ![before]({finding}-before.png) | ![after]({finding}-after.png) |",
            "",
        ]
    (out / "README.md").write_text("\n".join(lines))


def run_side(side: Side, only: list[str], chromium: str) -> None:
    with serving(side.root) as url, sync_playwright() as p:
        side.url = url
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        for name in only:
            scene, sizes = SCENES[name]
            for size, tag in sizes:
                touch = size is PHONE
                context = browser.new_context(
                    viewport={"width": size["width"], "height": size["height"]},
                    has_touch=touch,
                    locale="en-US",
                )
                page = context.new_page()
                try:
                    scene(page, side, size, tag)
                finally:
                    context.close()
        browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, required=True, help="checkout of the commit before")
    parser.add_argument("--after", type=Path, default=ROOT, help="checkout of now (this one)")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "issue-40")
    with_round_two()
    parser.add_argument("--only", default=",".join(SCENES), help="scenes, comma-separated")
    parser.add_argument(
        "--index", action="store_true", help="only write README.md from measures.json"
    )
    args = parser.parse_args()
    from conftest import chromium_path

    chromium = chromium_path()
    args.out.mkdir(parents=True, exist_ok=True)
    only = [s for s in args.only.split(",") if s]
    found: dict[str, dict[str, dict[str, object]]] = {}
    path = args.out / "measures.json"
    if path.exists():
        found = json.loads(path.read_text())
    for name, root in () if args.index else (("before", args.before), ("after", args.after)):
        print(f"{name}: {root.resolve()}", flush=True)
        side = Side(name, root.resolve(), "", args.out)
        run_side(side, only, chromium)
        for finding, seen in side.seen.items():
            found.setdefault(finding, {})[name] = {
                "top": seen.top,
                "bottom": seen.bottom,
                "viewport_height": seen.height,
                "where": seen.where,
                **seen.facts,
            }
    path.write_text(json.dumps(found, indent=2, ensure_ascii=False) + "\n")
    head = subprocess.run(
        ["git", "-C", str(args.before), "rev-parse", "--short", "HEAD"],
        capture_output=True,
        text=True,
    ).stdout.strip()
    index(found, args.out, head or str(args.before))


if __name__ == "__main__":
    main()
