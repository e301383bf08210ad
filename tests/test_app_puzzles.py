"""The Puzzles page through AppTest (issue 45): a puzzle solved right, wrong, with the hint
ladder, in English and Korean; the rating saved for a learner; Home's daily puzzle."""

from __future__ import annotations

import re

import pytest
from apptest import create_learner, open_page, run, start, texts

from tutor.play.puzzles import pool
from tutor.play.puzzles.progress import skill
from tutor.store.progress import ProgressStore
from tutor.words import render, t
from tutor.words.locale import using
from tutor.words.puzzles import choice_text, hint_text, verdict_text

PAGE = "tutor/app/pages/puzzles.py"


def _on(p, lang: str = "en", learner: str | None = None):
    at = open_page(PAGE, lang=lang)
    if learner:
        at = create_learner(at, learner)
    at.session_state["puzzle_current"] = p.to_json()
    at.session_state["puzzle_hint_level"] = 0
    return run(at)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_puzzle_solved_right_shows_the_verdict_reason_worth_and_rating(lang: str) -> None:
    p = pool()[0]
    at = _on(p, lang)
    with using(lang):
        labels = [choice_text(c) for c in p.choices]
        assert [b.label for b in at.button if b.key.startswith("puzzle_choice_")] == labels
        at = run(at.button(key=f"puzzle_choice_{p.best}").click())
        shown = texts(at)
        assert verdict_text(p, p.best) in shown and render(p.reason) in shown
    assert at.success and not at.error
    table = at.table[0].value
    assert len(table) == len(p.choices)
    assert all(b.disabled for b in at.button if b.key.startswith("puzzle_choice_"))
    at = run(at.button(key="puzzle_next").click())
    assert not at.success and at.button(key="puzzle_choice_0").disabled is False


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_wrong_answer_after_the_hint_ladder(lang: str) -> None:
    p = pool()[0]
    wrong = (p.best + 1) % len(p.choices)
    at = _on(p, lang)
    for level in (1, 2, 3):
        at = run(at.button(key="puzzle_hint").click())
        with using(lang):
            assert hint_text(p, level) in texts(at, "info")
    assert at.button(key="puzzle_hint").disabled
    at = run(at.button(key=f"puzzle_choice_{wrong}").click())
    with using(lang):
        assert verdict_text(p, wrong) in texts(at, "error")
    assert at.error and not at.success


def test_a_learners_answers_move_their_rating_in_the_store(db) -> None:
    p = pool()[0]
    at = _on(p, learner="Mina")
    at = run(at.button(key=f"puzzle_choice_{p.best}").click())
    store = ProgressStore(db)
    (answer,) = store.puzzle_answers("Mina")
    assert answer.puzzle_id == p.id and answer.solved
    rating = skill(store, "Mina").rating
    assert rating > 1500 and str(rating) in texts(at).replace(",", "")


def test_my_mistakes_without_any_says_how_to_make_some() -> None:
    at = open_page(PAGE)
    at = run(at.selectbox(key="puzzle_theme").select("mine"))
    assert "practice table" in texts(at, "info")


def test_home_links_the_daily_puzzle_and_it_opens() -> None:
    at = start()
    assert at.get("page_link") and any("daily" in str(pl.proto) for pl in at.get("page_link"))
    at = open_page(PAGE, daily="1")
    assert "Puzzle of the day" in texts(at)


def test_the_korean_reason_says_the_gain_in_stakes_as_the_english_does() -> None:
    """ "worth +0.77 stakes a round more": in Korean the number is a number of 판돈 too (판돈
    +0.77배), not a bare "+0.77만큼"; and so is the least it is surely worth."""
    p = pool()[0]
    at = _on(p, "ko")
    at = run(at.button(key=f"puzzle_choice_{p.best}").click())
    with using("ko"):
        reason = render(p.reason)
    assert reason in texts(at)
    assert re.search(r"판돈 [+-][\d.,]+배만큼 더 나아요", reason), reason
    assert re.search(r"적어도 [+-][\d.,]+배\)", reason), reason


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_worth_table_names_the_move_the_learner_chose(lang: str) -> None:
    """Once answered every move's button is greyed: the table of worths says which move was
    the learner's, the best one starred."""
    p = pool()[0]
    wrong = (p.best + 1) % len(p.choices)
    at = _on(p, lang)
    at = run(at.button(key=f"puzzle_choice_{wrong}").click())
    rows = list(at.table[0].value.index)
    with using(lang):
        mine = t("puzzle-your-move", move=choice_text(p.choices[wrong]))
        best = "★ " + choice_text(p.choices[p.best])
    assert rows[wrong] == mine and rows[p.best] == best
