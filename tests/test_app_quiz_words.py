"""The Quiz, Drill and Review pages in the visitor's language: every word of a question,
its choices, hints, answer and verdict comes from the catalogs (checked in the pseudo
language, kind by kind), and switching the language mid-question keeps the question and
the answer given.

AppTest formats a widget's options outside the script run when it replays the widgets, so
these tests run inside ``using(<language>)``: the formatting then matches the page's (a
browser never formats outside the run)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from apptest import TEXT_ELEMENTS, open_page, run, shown, texts
from test_words_pseudo import ALLOWED_WORDS, PAGES, WIDGETS, WORD, unwrap, widget_texts

from tutor.app import feedback_view
from tutor.engine.reasons import Reason
from tutor.engine.rules import Rules
from tutor.teach import quiz
from tutor.words import quiz as wq
from tutor.words import using
from tutor.words.catalog import CLOSE, OPEN

PAGAT = Rules.preset("pagat")


@pytest.fixture
def engine_words_wrapped(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The engine's own sentences (rule lines, reasons, settlement steps) are other closed
    sets' words, converted with the engine: here they count as catalog text, so that what
    is checked is the quiz's own words and the pages'."""
    plain = wq.line

    def line(item: Any) -> str:
        out = plain(item)
        quiz_said = isinstance(item, Reason) and item.closed_set == "quiz"
        return out if isinstance(item, str) or quiz_said else f"{OPEN}{out}{CLOSE}"

    monkeypatch.setattr(wq, "line", line)
    monkeypatch.setattr(feedback_view, "line", line)
    yield


OURS = ("quiz_", "drill_", "review_")
"""The keys of the widgets the Quiz, Drill and Review pages own (the learner box and the
rules in force are other pages' words)."""


def outside_catalog(at: Any) -> list[str]:
    """The pieces of visible text with a word outside every wrapped message: every text
    element, and the labels, options and help of this page's own widgets."""
    parts = [shown(str(el.value)) for kind in TEXT_ELEMENTS for el in getattr(at, kind)]
    for kind in WIDGETS:
        for el in getattr(at, kind, ()):
            if str(getattr(el, "key", "") or "").startswith(OURS):
                parts += [shown(p) for p in widget_texts(el)]
    return [
        p[:120] for p in parts if [w for w in WORD.findall(unwrap(p)) if w not in ALLOWED_WORDS]
    ]


def _chrome(answered: bool = False) -> set[str]:
    """What the shared panels (the learner box, the rules in force) leave outside the
    catalogs: the Drill page shows them and nothing else of its own before a drill; once
    an answer is saved, the learner box says so (as on the Quiz page after a Check)."""
    out = set(outside_catalog(open_page(PAGES["drill"], link={"lang": "pseudo"})))
    if answered:
        with using("pseudo"):
            at = open_page(PAGES["quiz"], link={"lang": "pseudo", "kind": "knock", "q": "8"})
            at.radio(key="quiz_choice").set_value("yes")
            run(at)
            at.button(key="quiz_check").click()
            run(at)
        out |= set(outside_catalog(at))
    return out


@pytest.mark.parametrize("kind", quiz.QUESTION_KINDS)
def test_every_kind_on_the_quiz_page_comes_from_the_catalogs(
    db: Path, kind: str, engine_words_wrapped: None
) -> None:
    chrome = _chrome()
    with using("pseudo"):
        at = open_page(PAGES["quiz"], link={"lang": "pseudo", "kind": kind, "q": "8"})
        bad = [t for t in outside_catalog(at) if t not in chrome]
        for _ in range(3):  # the nudge, the rule, the answer with every reason
            at.button(key="quiz_hint").click()
            run(at)
        bad += [t for t in outside_catalog(at) if t not in chrome]
    assert not bad, bad
    assert at.error and "The answer:" in at.error[0].value


def test_the_drill_and_review_pages_come_from_the_catalogs(
    db: Path, engine_words_wrapped: None
) -> None:
    chrome = _chrome(answered=True)
    with using("pseudo"):
        at = open_page(PAGES["drill"], link={"lang": "pseudo"})
        at.button(key="drill_start").click()
        run(at)
        bad = [t for t in outside_catalog(at) if t not in chrome]
        at.button(key="drill_meld").click()
        run(at)
        bad += [t for t in outside_catalog(at) if t not in chrome]
        review = open_page(PAGES["review"], link={"lang": "pseudo"})
        bad += [t for t in outside_catalog(review) if t not in chrome]
    assert not bad, bad


def test_switching_language_mid_question_keeps_the_question_and_the_answer(db: Path) -> None:
    seed = next(s for s in range(50) if quiz.generate(s, PAGAT, kind="meld").answer != "run")
    q = quiz.generate(seed, PAGAT, kind="meld")
    at = open_page(PAGES["quiz"], q=str(seed), kind="meld")
    assert at.title[0].value == "Quiz" and wq.prompt(q) in texts(at)
    at.radio(key="quiz_choice").set_value(q.answer)
    run(at)
    at.query_params["lang"] = "ko"
    run(at)  # the switch: the widgets replayed as they were shown, in English
    with using("ko"):
        assert at.title[0].value == "퀴즈"
        assert (at.session_state["_quiz_seed"], at.session_state["_quiz_kind"]) == (seed, "meld")
        assert at.radio(key="quiz_choice").value == q.answer  # the answer given stays
        assert wq.choice_text(q.answer) in at.radio(key="quiz_choice").options
        assert wq.prompt(q) in texts(at)
        at.button(key="quiz_check").click()
        run(at)
        assert at.success and wq.answer(q) in at.success[0].value
        assert re.search("[가-힣]", at.success[0].value)
        at.query_params["lang"] = "en"
        run(at)
    with using("en"):
        assert at.title[0].value == "Quiz" and at.success  # the verdict stays, in English
        assert wq.answer(q) in at.success[0].value
