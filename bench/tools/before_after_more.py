"""Issue 40's findings, before and after, round 2: the findings bench/tools/before_after.py
had no pair for (a lesson's details, Progress, the CSV's won, the payout charts' money, the
tap count of a knocked round, a Korean verdict, the practice table's hand, the Lessons
page's circles, the ledger's edit folder, the guest toast). Its scenes, findings and facts
are merged into before_after.py's at run time (``--only lesson,progress,...``); the steps
are taken as there: by the widgets' keys, the same on both sides, a viewport screenshot
right after the action, the result's box measured.

Not run alone: bench/tools/before_after_more.py is read by before_after.py, which runs it:
.venv/bin/python bench/tools/before_after.py --before /work/wt/40-before --only lesson,progress
"""

from __future__ import annotations

import html
import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from before_after import (
    ALERT,
    HAD,
    VERDICT,
    Side,
    buttons,
    chosen,
    open_folder,
    question,
    tap_and_wait,
    type_box,
)
from before_after import (
    knocked_round as _knocked_round,
)
from conftest import PHONE, PILL, WAIT, Thumb, idle, key, open_app, rerun
from playwright.sync_api import expect
from test_in_view import press

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "tests" / "axe" / "axe.min.js"


def in_checkout(root: Path, code: str) -> Any:
    """What ``code`` prints (JSON) when run by the checkout at ``root`` (its own tutor)."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout)


STEP = """\
import json
from tutor.engine.rules import Rules
from tutor.teach import lessons as L
lessons = L.load_lessons()
n, les = next((n, x) for n, x in enumerate(lessons, 1) if x.id == {lesson!r})
i = next(i for i, s in enumerate(les.steps) if s.id == {step!r})
step = les.steps[i]
value = L.solve(step, Rules.preset("pagat")).value if L.is_graded(step) else None
print(json.dumps({{"number": n, "title": les.title, "index": i, "name": les.step_name(i),
                  "right": value if isinstance(value, (bool, int, float)) else None}}))
"""
"""Where a lesson's step lies as the checkout has it (the lesson's number and title, the
step's place and name) and its right answer when a yes/no or a number."""


def lesson_step(side: Side, lesson: str, step: str) -> dict[str, Any]:
    return in_checkout(side.root, STEP.format(lesson=lesson, step=step))


def open_step(
    page, side: Side, lesson: str, step: str, size: dict, lang: str = "en"
) -> dict[str, Any]:
    """The Lessons page, the lesson picked in its box (its title typed, or in Korean its
    number, then Enter) and Next tapped until the step is on screen."""
    where = lesson_step(side, lesson, step)
    open_app(page, side.url, "lessons" + ("?lang=ko" if lang == "ko" else ""), size)
    pick = page.locator(key("lesson_pick")).get_by_role("combobox").first
    pick.evaluate("e => e.scrollIntoView({block: 'center'})")
    pick.click()
    page.keyboard.type(where["title"] if lang == "en" else f"{where['number']}. ")
    with rerun(page):
        page.keyboard.press("Enter")
    for _ in range(where["index"]):
        press(page, key("lesson_next", "button"))
    return where


def alert_with(page, pattern: str, scope: str = "lesson_step"):
    """The first note under ``scope`` whose words match ``pattern``."""
    return page.locator(key(scope, ALERT)).filter(has_text=re.compile(pattern)).first


# -- a lesson's details ---------------------------------------------------------------------


def lesson(page, side: Side, size: dict, tag: str) -> None:
    """The stage's end before its last step is answered; the hand after Check; the miss's
    words once every hint is taken; the lesson's end when not mastered."""
    where = open_step(page, side, "melds", "find-one", size)
    stage_end = alert_with(page, "End of stage")
    side.shoot(page, "lesson-stage-end-early", stage_end, answered=False)
    answer = f"lesson_answer_melds_{where['name']}"
    for card in ("3♥", "5♥"):  # not a meld: a miss (the AppTest's)
        target = page.locator(key(answer, PILL)).filter(has_text=re.compile(rf"^\s*{card}\s*$"))
        press(page, key(answer, PILL), nth=_index(target, page.locator(key(answer, PILL))))
    press(page, key("lesson_check", "button"))
    pills = page.locator(key(answer))
    hand = page.locator(key("lesson_step", ".hc-hand")).first
    side.shoot(
        page,
        "lesson-check-hand",
        hand,
        pills_top=_top(pills),
        verdict_top=_top(page.locator(key("lesson_verdict", ALERT)).first),
    )
    # the knock: a miss, then every hint
    where = open_step(page, side, "knock", "twelve-points", size)
    wrong = 1 if where["right"] else 0  # yes, no
    press(page, key(f"lesson_answer_knock_{where['name']}", "[role='radiogroup'] label"), nth=wrong)
    press(page, key("lesson_check", "button"))
    hint = page.locator(key("lesson_hint", "button")).first
    taken = 0
    while hint.is_enabled() and taken < 5:
        press(page, key("lesson_hint", "button"))
        taken += 1
    retry = alert_with(page, "Not yet", "lesson_verdict")
    retry.evaluate("e => e.scrollIntoView({block: 'center'})")
    said = retry.inner_text() if retry.count() else ""
    side.shoot(
        page,
        "lesson-hints-used",
        retry,
        hints_taken=taken,
        says_take_a_hint="take a hint" in said,
        last_line=said.strip().splitlines()[-1] if said.strip() else None,
    )
    # the lesson's last step: Show answer (no star)
    open_step(page, side, "knock", "knock-or-play-on", size)
    press(page, key("lesson_show", "button"))
    end = alert_with(page, "of the lesson|stars")
    end.evaluate("e => e.scrollIntoView({block: 'center'})")
    side.shoot(page, "lesson-not-mastered", end, note_says=_first_line(end))


def _index(target, every) -> int:
    """The place of ``target`` among ``every`` (both locators)."""
    expect(target.first).to_be_visible(timeout=WAIT)
    text = target.first.inner_text().strip()
    return [t.strip() for t in every.all_inner_texts()].index(text)


def _top(locator) -> int | None:
    box = locator.bounding_box() if locator.count() else None
    return None if box is None else round(box["y"])


def _first_line(locator) -> str | None:
    """The first line of a note's words (not its icon), cut at 120 characters."""
    if not locator.count():
        return None
    lines = [s.strip() for s in locator.inner_text().splitlines() if re.search(r"\w", s)]
    return lines[0][:120] if lines else None


# -- Progress: the lessons' stars, the chart title at 390 px -----------------------------------


def progress(page, side: Side, size: dict, tag: str) -> None:
    """A learner made (Home), a lesson step answered right and two quiz answers, then
    Progress: its lessons section (stars) and the review boxes' chart title."""
    open_app(page, side.url, "", size)
    tap_and_wait(page, page.locator(key("learner_popover", "button")).first)
    box = page.locator(key("learner_new_name", "input"))
    expect(box).to_be_visible(timeout=WAIT)
    box.fill("Mina")
    tap_and_wait(page, page.locator(key("learner_create", "button")).first)
    expect(page).to_have_url(re.compile("learner=Mina"), timeout=WAIT)
    # lesson 2's first count, answered right: its stars
    where = lesson_step(side, "values", "plain-count")
    open_app(page, side.url, "lessons?learner=Mina", size)
    pick = page.locator(key("lesson_pick")).get_by_role("combobox").first
    pick.click()
    page.keyboard.type(where["title"])
    with rerun(page):
        page.keyboard.press("Enter")
    for _ in range(where["index"]):
        press(page, key("lesson_next", "button"))
    type_box(page, key(f"lesson_answer_values_{where['name']}", "input"), str(where["right"]))
    press(page, key("lesson_check", "button"))
    expect(page.locator(key("lesson_verdict", ALERT)).first).to_contain_text("Right")
    # two quiz answers: the charts have something to draw
    for seed in (5, 6):
        q = question(side.root, seed, "knock")
        open_app(page, side.url, f"quiz?q={seed}&kind=knock&learner=Mina", size)
        press(page, key("quiz_choice", "[role='radiogroup'] label"), nth=q["right"])
        press(page, key("quiz_check", "button"))
    open_app(page, side.url, "progress?learner=Mina", size)
    export = page.locator("[data-testid='stMain'] h2").filter(has_text="Export").first
    expect(export).to_be_visible(timeout=WAIT)
    export.evaluate("e => e.scrollIntoView({block: 'end'})")
    idle(page)
    course = page.locator(key("course_map"))
    main = page.locator("[data-testid='stMain']").inner_text()
    side.shoot(
        page,
        "progress-stars",
        course,
        lesson_stars=bool(re.search("★", main)),
        lessons_listed=page.get_by_text(re.compile(r"What the cards are worth")).count(),
    )
    chart = page.locator(key("progress_leitner_chart"))
    chart.evaluate("e => e.scrollIntoView({block: 'center'})")
    idle(page)
    title = chart.locator(".gtitle").first
    expect(title).to_be_attached(timeout=WAIT)
    edges = title.evaluate(
        """e => { const r = e.getBoundingClientRect();
          const s = e.closest('svg').getBoundingClientRect();
          const lines = [...e.querySelectorAll('tspan.line')].map(t => t.textContent);
          return [Math.round(r.right), Math.round(s.right),
                  lines.length ? lines.join(' / ') : e.textContent]; }"""
    )
    side.shoot(
        page,
        "progress-chart-title",
        title,
        title_right=edges[0],
        chart_right=edges[1],
        title_text=edges[2],
    )


# -- the ledger: the CSV's won, the edit folder after a round is picked ---------------------------


PLAYERS = ("Mina", "Sora", "Hyun", "Jun")


def new_game(page, side: Side, size: dict, stake: str | None, currency: str | None) -> None:
    open_app(page, side.url, "game", size)
    box = page.locator(key("game_new_players", "textarea"))
    box.fill("\n".join(PLAYERS))
    with rerun(page):
        box.blur()
    if stake is not None:
        type_box(page, key("game_new_stake", "input"), stake)
    if currency is not None:
        type_box(page, key("game_new_currency", "input"), currency)
    press(page, key("game_create", "button"))


def save_round(page, number: int, counts: tuple[str, ...]) -> None:
    form = "game_round"
    _knocked_round(page, form, counts, dict.fromkeys(range(4), HAD))
    press(page, key("game_round_save", "button"))
    status = page.locator(key("game_status", ALERT)).first
    expect(status).to_contain_text(f"Round {number}", timeout=WAIT)


def ledger_csv(page, side: Side, size: dict, tag: str) -> None:
    """A game at ₩1,000 a stake, one knocked round, the CSV exported: its text shown in a
    blank page by this tool (the app never shows the file), the money cells measured."""
    new_game(page, side, size, "1000", "₩")
    save_round(page, 1, ("20", "12", "30", "5"))
    button = page.locator(key("game_export_csv", "button")).first
    button.evaluate("e => e.scrollIntoView({block: 'center'})")
    with page.expect_download(timeout=WAIT) as got:
        button.click()
    text = Path(got.value.path()).read_text(encoding="utf-8-sig")
    lines = text.splitlines()
    head = lines[0].split(",")
    money_col = next(
        (i for i, h in enumerate(head) if "money" in h.lower() and "running" not in h.lower()),
        None,
    )
    cells = [
        line.split(",")[money_col]
        for line in lines[1:]
        if money_col is not None and line.count(",") >= money_col
    ]
    rows = "".join(
        f"<div>{_marked(line, money_col if i else None)}</div>" for i, line in enumerate(lines)
    )
    page.set_content(
        "<html><body style='font:12px/1.5 monospace;margin:12px'>"
        "<p style='font:13px sans-serif;color:#555'>The exported CSV file's text, shown by "
        "bench/tools/before_after_more.py (the app does not show the file)</p>"
        f"<div id='csv' style='white-space:pre-wrap;word-break:break-all'>{rows}</div>"
        "</body></html>"
    )
    side.shoot(
        page,
        "ledger-csv-won",
        page.locator("#csv"),
        app=False,
        money_heading=head[money_col] if money_col is not None else None,
        money_cells=cells[:4],
    )


def _marked(line: str, col: int | None) -> str:
    """A CSV line escaped, its ``col``-th cell marked (a round's money)."""
    cells = [html.escape(c) for c in line.split(",")]
    if col is not None and col < len(cells) and not line.startswith("transfer"):
        cells[col] = f"<mark>{cells[col]}</mark>"
    return ",".join(cells)


def ledger_pick(page, side: Side, size: dict, tag: str) -> None:
    """Two rounds saved, *Edit an earlier round* opened, round 2 picked in its box."""
    new_game(page, side, size, None, None)
    save_round(page, 1, ("20", "12", "30", "5"))
    save_round(page, 2, ("25", "8", "40", "3"))
    open_folder(page, "Edit an earlier round")
    pick = page.locator(key("game_edit_pick")).get_by_role("combobox").first
    pick.click()
    page.keyboard.type("2")
    tap_and_wait(page, pick, press="Enter")
    folder = page.locator("[data-testid='stExpander'] details").filter(
        has=page.locator("summary", has_text="Edit an earlier round")
    )
    side.shoot(
        page,
        "ledger-edit-pick",
        pick,
        folder_open=folder.first.get_attribute("open") is not None,
        round_picked=pick.input_value() if pick.is_visible() else None,
    )


# -- the payout checker: taps of a knocked round, the charts in money -----------------------------


def payout_taps(page, side: Side, size: dict, tag: str) -> None:
    """A knocked four-player round by taps, every tap and key press counted; names typed
    only when the screen asks for them (before, Settle waits for four names); then the
    net chart's words."""
    form = "payout_form"
    open_app(page, side.url, "payout", size)
    thumb = Thumb(page)
    thumb.tap(key(f"{form}_qending", PILL), "Knock")
    thumb.tap(key(f"{form}_qknocker", PILL), nth=3)
    for i, points in enumerate(("20", "12", "30", "5")):
        thumb.type(key(f"{form}_p{i}_points", "input"), points)
        if chosen(page, f"{form}_p{i}_melded") != HAD:
            thumb.tap(key(f"{form}_p{i}_melded", PILL), HAD)
    settle = page.locator(key("payout_settle", "button")).last
    if not settle.is_enabled():  # before: "Still to fill in: a name for player 1…"
        for i, name in enumerate(PLAYERS):
            thumb.type(key(f"{form}_p{i}_name", "input"), name)
    expect(settle).to_be_enabled(timeout=WAIT)
    settle.evaluate(
        """e => { const r = e.getBoundingClientRect();
          if (r.top < 60 || r.bottom > innerHeight) e.scrollIntoView({block: 'end'}); }"""
    )
    thumb.tap(key("payout_settle", "button"))
    verdict = page.locator(key("payout_verdict", "h3")).first
    side.shoot(
        page,
        "payout-taps",
        verdict,
        taps=thumb.taps,
        keys=thumb.keys,
        names_typed=any(s.startswith("type") and not s[6:-1].isdigit() for s in thumb.log),
        knocker=buttons(page, f"{form}_qknocker")[3],
    )
    net = page.locator(key("payout_net"))
    net.evaluate("e => e.scrollIntoView({block: 'center'})")
    idle(page)
    labels = net.locator("svg text").all_text_contents()
    money = page.locator("[data-testid='stExpander'] summary").filter(has_text="Money")
    side.shoot(
        page,
        "payout-charts-money",
        net,
        stake_value=money.first.inner_text().strip().splitlines()[-1] if money.count() else None,
        bar_labels=[s for s in labels if re.search(r"\d", s) and re.search(r"[+−-]", s)][:4],
    )


# -- Korean: a quiz verdict below the edge --------------------------------------------------------


def korean(page, side: Side, size: dict, tag: str) -> None:
    """The quiz in Korean (``?lang=ko``): a meld question missed, Check."""
    seed, kind = 7, "meld"
    q = question(side.root, seed, kind)
    open_app(page, side.url, f"quiz?q={seed}&kind={kind}&lang=ko", size)
    press(page, key("quiz_choice", "[role='radiogroup'] label"), nth=(q["right"] + 1) % q["count"])
    press(page, key("quiz_check", "button"))
    verdict = page.locator(VERDICT).last
    side.shoot(
        page,
        "quiz-check-miss-ko",
        verdict,
        note_says=_first_line(verdict),
        page_lang=page.locator("html").get_attribute("lang"),
    )


def korean_lesson(page, side: Side, size: dict, tag: str) -> None:
    """The Lessons page in Korean: lesson 3's *Find a meld*, 3♥ and 5♥ tapped, Check."""
    where = open_step(page, side, "melds", "find-one", size, lang="ko")
    answer = f"lesson_answer_melds_{where['name']}"
    for card in ("3♥", "5♥"):
        target = page.locator(key(answer, PILL)).filter(has_text=re.compile(rf"^\s*{card}\s*$"))
        press(page, key(answer, PILL), nth=_index(target, page.locator(key(answer, PILL))))
    press(page, key("lesson_check", "button"))
    verdict = page.locator(key("lesson_verdict", ALERT)).first
    side.shoot(
        page,
        "lesson-check-hand-ko",
        page.locator(key("lesson_step", ".hc-hand")).first,
        verdict_top=_top(verdict),
        note_says=_first_line(verdict),
        page_lang=page.locator("html").get_attribute("lang"),
    )


# -- the practice table: one drawing of the hand --------------------------------------------------


def play_hand(page, side: Side, size: dict, tag: str) -> None:
    """A new game dealt (three computer players), the hand before the draw; then the draw
    from the stock and the hand after it."""
    open_app(page, side.url, "play", size)
    press(page, key("play_deal", "button"))
    box = page.locator(key("play_hand_box"))
    expect(box).to_be_visible(timeout=WAIT)
    box.evaluate("e => e.scrollIntoView({block: 'center'})")
    idle(page)
    side.shoot(page, "play-hand-before-draw", box, **_drawn_as(box))
    draw = page.locator("[class*='st-key-play_do_draw'] button").filter(visible=True).first
    draw.evaluate(
        """e => { const r = e.getBoundingClientRect();
          if (r.top < 60 || r.bottom > innerHeight) e.scrollIntoView({block: 'end'}); }"""
    )
    with rerun(page):
        draw.click(timeout=WAIT)
    box.evaluate("e => e.scrollIntoView({block: 'center'})")
    idle(page)
    side.shoot(page, "play-hand-after-draw", box, **_drawn_as(box))


def _drawn_as(box) -> dict[str, object]:
    faces = box.locator(".hc-hand .hc, .hc-hand span[role='img']").count()
    pills = box.locator(PILL).count()
    return {"card_faces": faces, "pills": pills}


# -- the Lessons page's circles; the guest toast --------------------------------------------------


def lesson_circles(page, side: Side, size: dict, tag: str) -> None:
    """The Lessons page: the sixth circle at its top (The knock) tapped."""
    open_app(page, side.url, "lessons", size)
    circle = page.locator(key("course_path")).get_by_role("button", name=re.compile(r"^6\. "))
    if not circle.count():  # before: the circles are drawn, not buttons
        circle = page.locator("[data-testid='course-path'] span[title^='6. ']")
    circle = circle.first
    expect(circle).to_be_visible(timeout=WAIT)
    circle.evaluate("e => e.scrollIntoView({block: 'center'})")
    tap_and_wait(page, circle)
    heading = page.locator("[data-testid='stMain'] h2").first
    side.shoot(
        page,
        "lesson-circle-tap",
        page.locator("[data-testid='stMain'] h2").filter(has_text="The knock").first,
        lesson_open=heading.inner_text().strip(),
    )


def guest(page, side: Side, size: dict, tag: str) -> None:
    """A visitor with no learner: the first quiz answer, Check; where the note that it was
    saved for Guest lies, whether a toast covers the question, and axe's aria-dialog-name."""
    seed, kind = 5, "knock"
    q = question(side.root, seed, kind)
    open_app(page, side.url, f"quiz?q={seed}&kind={kind}", size)
    page.locator("[data-testid='stMain']").evaluate("e => e.scrollTo(0, 0)")
    press(page, key("quiz_choice", "[role='radiogroup'] label"), nth=q["right"])
    press(page, key("quiz_check", "button"))
    toast = page.locator("[data-testid='stToast']")
    note = toast if toast.count() else page.get_by_text(re.compile("Saved for")).first
    covers = page.evaluate(
        """() => { const toast = document.querySelector('[data-testid="stToast"]');
          if (!toast) return [];
          const t = toast.getBoundingClientRect();
          return [...document.querySelectorAll(
              '[data-testid="stMain"] :is(p, button, input, label, h1, h2, h3)')]
            .filter(e => { const r = e.getBoundingClientRect();
              return r.width && r.height && r.top < t.bottom && r.bottom > t.top
                && r.left < t.right && r.right > t.left; })
            .map(e => (e.innerText || e.value || '').trim()).filter(Boolean)
            .filter((s, i, all) => all.indexOf(s) === i); }"""
    )
    page.add_script_tag(path=str(AXE))
    found = page.evaluate(
        """async () => (await axe.run(document, {runOnly: ['aria-dialog-name']}))
          .violations.reduce((n, v) => n + v.nodes.length, 0)"""
    )
    side.shoot(
        page,
        "guest-note",
        note,
        a_toast=bool(toast.count()),
        under_the_toast=covers,
        axe_aria_dialog_name=found,
    )


SCENES: dict[str, tuple[Callable, list[tuple[dict, str]]]] = {
    "lesson": (lesson, [(PHONE, "phone")]),
    "progress": (progress, [(PHONE, "phone")]),
    "ledger_csv": (ledger_csv, [(PHONE, "phone")]),
    "ledger_pick": (ledger_pick, [(PHONE, "phone")]),
    "payout_taps": (payout_taps, [(PHONE, "phone")]),
    "korean": (korean, [(PHONE, "phone")]),
    "korean_lesson": (korean_lesson, [(PHONE, "phone")]),
    "play_hand": (play_hand, [(PHONE, "phone")]),
    "lesson_circles": (lesson_circles, [(PHONE, "phone")]),
    "guest": (guest, [(PHONE, "phone")]),
}


FINDINGS: dict[str, tuple[str, str, str, str, str]] = {
    "lesson-stage-end-early": (
        "Lesson: *End of stage* before the step is answered",
        "Lessons: lesson 3 (*Melds*) picked in the *Lesson* box, *Next* tapped seven times to "
        "*Find a meld* (the lesson's 8th step, the last of stage 2), nothing answered yet",
        "the note *End of stage 2…*",
        "*End of stage 2. 0 of 18 stars…* under the unanswered question",
        "no end of the stage until the step is answered (the question, then Back and Next)",
    ),
    "lesson-check-hand": (
        "Lesson: after Check the hand scrolls off the top",
        "Then 3♥ and 5♥ tapped (not a meld) and *Check*",
        "the hand drawn above the pills (the cards the question is about; the pills' and the "
        "verdict's tops are in the figures too)",
        "the page scrolled so far down that the hand is off the top (all but its last 4 px, "
        "which lie under the header bar) and the pills just under the header; the verdict "
        "and *End of stage* below them",
        "the hand, the pills just tapped and the verdict together on screen",
    ),
    "lesson-hints-used": (
        "Lesson: with every hint taken the feedback still says 'take a hint'",
        "Lesson 6 (*The knock*), step 3 (*twelve points*): the wrong answer, *Check*, then "
        "*Hint* until it greys out (three hints); the miss's note brought to the middle of the "
        "screen",
        "the miss's note *Not yet — try again*",
        "the note still ending '…press **Check**, or take a hint.' with no hint left (Hint "
        "greyed out, the third hint showing the answer)",
        "the note ending '…press **Check**: the answer is shown below.'",
    ),
    "lesson-not-mastered": (
        "Lesson: the lesson's end never says it is not mastered",
        "Lesson 6's last step (*knock or play on*): *Show answer*; the lesson's end note "
        "brought to the middle of the screen",
        "the note at the lesson's end",
        "'End of the lesson: 0 of 27 stars. 9 checks still to do; a lesson is mastered "
        "with…' (not saying that this one is not)",
        "'End of the lesson: not mastered yet. 0 of 27 stars…'",
    ),
    "progress-stars": (
        "Progress: no lesson stars",
        "A learner (Mina) made on Home, lesson 2's first count answered right (3 stars), two "
        "quiz answers; then Progress, scrolled down until *Export* shows at the screen's foot",
        "the lessons with their stars (the course map)",
        "the charts and then *Export*: no lesson, no star anywhere on the page",
        "the course map above *Export*: each lesson, its state and its stars (lesson 2: ★ 3/12)",
    ),
    "progress-chart-title": (
        "Progress: the chart title cut at the edge (390 px)",
        "Then the review boxes' chart brought to the middle of the screen",
        "the chart's title (its right edge beside the chart's)",
        "'Review boxes: what you miss comes back sooner (b' cut at the chart's right edge",
        "the title on two lines, whole",
    ),
    "ledger-csv-won": (
        "Money: the ledger's CSV writes -2000.00 for won",
        "A new game in the ledger with the stake typed as 1000 and the currency as ₩, one "
        "knocked round saved, *Export CSV* tapped. The screenshots are NOT the app's: the app "
        "does not show the file, so the tool shows the downloaded file's text in a blank page "
        "at 390 px, each player's money cell marked",
        "the file's text (its *money* cells)",
        "won with two decimals: -2000.00, -1000.00, -3000.00, 6000.00 (and 2000.00… in the "
        "transfers)",
        "won whole: -2000, -1000, -3000, 6000",
    ),
    "ledger-edit-pick": (
        "Ledger: the edit folder closes when a round is picked",
        "After two rounds, *Edit an earlier round* opened and round 2 picked in its *Round* "
        "box (typed, Enter)",
        "the *Round* box in the folder",
        "the folder closed: nothing of the edit form shown (the user must open it again)",
        "the folder still open on round 2's form",
    ),
    "payout-taps": (
        "Payout checker: the taps and key presses of a knocked four-player round",
        "A knocked round entered as a person does, every tap and key press counted: Knock, "
        "the fourth seat, four counts typed (a tap, the digits, Enter), *Melded* tapped where "
        "not already chosen; before, Settle stayed greyed out asking for names, so the four "
        "names were typed too (Mina, Sora, Hyun, Jun); then *Settle*",
        "the verdict *… wins and collects 6 stakes* (the counts are in the figures)",
        "the verdict after 15 taps and 30 key presses (the issue counted 16 and 31 with its names)",
        "the verdict after 11 taps and 11 key presses (the issue asks at most 12 and 11)",
    ),
    "payout-charts-money": (
        "Money: the payout charts speak only in stakes",
        "Then the net chart brought to the middle of the screen (the stake's value is set: "
        "the *Money* folder's default)",
        "the net chart (its bar labels)",
        "bars labelled -2, -1, -3, +6 (stakes) although one stake = ₩1,000 is set",
        "bars labelled in money: -$2.00, -$1.00, -$3.00, +$6.00 (one stake = $1.00, the "
        "en-US browser's default)",
    ),
    "quiz-check-miss-ko": (
        "Korean: a quiz verdict below the edge",
        "The quiz in Korean (`?lang=ko`), question 7 (*등록이 될까요?*): a wrong answer, "
        "*채점* (Check)",
        "the verdict *아직이에요. 다시 해 보세요.*",
        "no verdict in view (the guest toast over the top of the page)",
        "the verdict with its rule on screen, under the guest note",
    ),
    "lesson-check-hand-ko": (
        "Korean: after Check in a lesson the hand scrolls off the top",
        "The Lessons page in Korean (`?lang=ko`): lesson 3 picked in its box, *Next* tapped to "
        "its 8th step (*Find a meld*), 3♥ and 5♥ tapped, *채점* (Check)",
        "the hand drawn above the pills (the verdict's top is in the figures)",
        "the hand off the top (its last rows under the header bar), the pills just under the "
        "header, the verdict *아직이에요. 다시 해 보세요.* and *2스테이지 끝* (End of stage) "
        "under them",
        "the hand (손패), the pills just tapped and the verdict together on screen",
    ),
    "play-hand-before-draw": (
        "Practice table: the hand drawn as card faces before the draw",
        "The practice table: *Deal* (a random seed, three computer players); the hand "
        "brought to the middle of the screen before the draw",
        "*Your hand*",
        "the hand as card faces (7), though after the draw it is pills",
        "the hand as pills (7), not tappable until a card is to be chosen",
    ),
    "play-hand-after-draw": (
        "Practice table: the hand drawn as pills after the draw",
        "Then *Draw from the stock*",
        "*Your hand*",
        "the same hand as pills (8): a second drawing of it",
        "the same pills (8), now tappable",
    ),
    "lesson-circle-tap": (
        "Lessons: the course map's circles look tappable and are not",
        "The Lessons page: its sixth circle (*The knock*) tapped",
        "the heading *The knock*",
        "nothing opened: lesson 1 still shown (the circles are a picture)",
        "lesson 6 opened (its circle ringed, *6. The knock* in the box, its title on screen)",
    ),
    "guest-note": (
        "Quiz: the guest toast covers the page (axe: aria-dialog-name)",
        "A visitor who chose no learner: quiz question 5, the right answer, *Check*",
        "the note that the answer was saved for Guest",
        "a toast at the top of the screen over the question's kind box and *New question*; "
        "axe flags it (a dialog without a name)",
        "the note under the answer, in the page, no toast; axe finds nothing",
    ),
}
"""Each finding's title, what the user did, what was measured, and what the screenshots
show before and after (checked by eye against the images)."""

FACTS = {
    "answered": "the step answered",
    "pills_top": "the pills' top y",
    "verdict_top": "the verdict's top y",
    "hints_taken": "hints taken",
    "says_take_a_hint": "says 'take a hint'",
    "last_line": "its last line",
    "note_says": "the note says",
    "lesson_stars": "a star on the page",
    "lessons_listed": "lines naming lesson 2",
    "title_right": "the title's right edge x",
    "chart_right": "the chart's right edge x",
    "title_text": "the title's lines",
    "money_heading": "the column",
    "money_cells": "the money cells",
    "folder_open": "the folder open",
    "round_picked": "the round in the box",
    "taps": "taps",
    "keys": "key presses",
    "names_typed": "names typed",
    "knocker": "the knocker's button",
    "stake_value": "the stake's value",
    "bar_labels": "the bars' labels",
    "page_lang": "the page's language",
    "card_faces": "card faces",
    "pills": "pills",
    "lesson_open": "the lesson open",
    "a_toast": "a toast",
    "under_the_toast": "under the toast",
    "axe_aria_dialog_name": "axe aria-dialog-name violations",
}

WHY: list[tuple[str, list[str]]] = [
    (
        "Confirmations far off screen (ledger: Save changes, Rename)",
        ["ledger-edit-phone", "ledger-rename-phone", "ledger-edit-desk", "ledger-rename-desk"],
    ),
    (
        "Quiz verdicts below the edge (after a hint, Show answer, a meld question, Korean); "
        "the next number question opens with the last answer",
        [
            "quiz-hint",
            "quiz-check-after-hint",
            "quiz-check-miss",
            "quiz-show-answer",
            "quiz-check-miss-ko",
            "quiz-number-box",
        ],
    ),
    ("A carried answer changes money (ledger, round 2)", ["ledger-round2-melded"]),
    ("A reload loses the round (payout checker)", ["payout-reload"]),
    (
        "Names required on the payout checker; the knocker buttons lag one name behind; "
        "16 taps and 31 key presses",
        ["payout-no-names", "payout-knocker-names", "payout-taps"],
    ),
    (
        "The notes after a rules change above the screen; the endings explainer's result far below",
        ["payout-rules-notes", "endings-typed", "endings-deal"],
    ),
    (
        "The practice table's hand drawn two ways; after Play again the page stays down",
        ["play-hand-before-draw", "play-hand-after-draw", "play-again"],
    ),
    (
        "The course map's circles and Home's lesson list not tappable",
        ["lesson-circle-tap", "course-map-tap"],
    ),  # fmt: skip
    (
        "Lesson details: the hand off the top after Check; 'take a hint' with none left; "
        "*End of stage* before the step is answered; not mastered never said",
        [
            "lesson-check-hand",
            "lesson-check-hand-ko",
            "lesson-hints-used",
            "lesson-stage-end-early",
            "lesson-not-mastered",
        ],
    ),
    (
        "The ledger's edit folder closes when a round is picked; its points box 28 px wide",
        ["ledger-edit-pick", "ledger-points-box"],
    ),
    ("Progress: no lesson stars; its chart title cut", ["progress-stars", "progress-chart-title"]),
    ("Enter in the new-learner box does not create the learner", ["learner-enter"]),
    ("The guest toast covers the question (axe: aria-dialog-name)", ["guest-note"]),
    (
        "Money: the stake defaults differ; the CSV writes -2000.00 for won; the payout charts "
        "only in stakes",
        ["money-defaults", "ledger-csv-won", "payout-charts-money"],
    ),
]
"""The issue's *Why*, finding by finding, and the pairs that show each."""
