"""No page shows the rules digest's name or a bare source id: every page of the app (AppTest),
and every text of every lesson, cites the project's own rule book instead."""

from __future__ import annotations

import re

import pytest
from apptest import open_page, run, visible_text

from tutor.teach import lessons as L
from tutor.teach import quiz

PAGES = [
    "tutor/app/pages/home.py",
    "tutor/app/pages/lessons.py",
    "tutor/app/pages/rules_page.py",
    "tutor/app/pages/rulebook.py",
    "tutor/app/pages/meld_practice.py",
    "tutor/app/pages/endings.py",
    "tutor/app/pages/play.py",
    "tutor/app/pages/quiz.py",
    "tutor/app/pages/drill.py",
    "tutor/app/pages/review.py",
    "tutor/app/pages/progress.py",
    "tutor/app/pages/payout.py",
    "tutor/app/pages/game.py",
]

FORBIDDEN = re.compile(r"RULES\.md|\bS[0-4]\b|§")
"""The digest's file name, a bare source id (S0 to S4), or a section sign of the digest."""


def offending(text: str) -> list[str]:
    return sorted({text[max(0, m.start() - 40) : m.end() + 40] for m in FORBIDDEN.finditer(text)})


@pytest.mark.parametrize("page", PAGES)
def test_no_page_shows_the_digest_or_a_source_id(page: str) -> None:
    at = open_page(page)
    text = visible_text(at)
    assert text.strip()
    assert offending(text) == []


@pytest.mark.parametrize("kind", quiz.QUESTION_KINDS)
def test_quiz_hints_cite_the_rule_book(kind: str) -> None:
    at = open_page("tutor/app/pages/quiz.py", kind=kind, q="3")
    at = run(at.button(key="quiz_hint").click())
    text = visible_text(at)
    assert "rulebook?point=" in text  # the hint's rule, linked into the Rule book
    assert offending(text) == [], kind


def test_no_lesson_text_shows_the_digest_or_a_source_id() -> None:
    fields = ("title", "body", "prompt", "note", "explain", "nudge", "stage")
    for lesson in L.load_lessons():
        texts = [lesson.title, lesson.summary]
        texts += [str(getattr(s, f) or "") for s in lesson.steps for f in fields if hasattr(s, f)]
        for text in texts:
            assert offending(text) == [], (lesson.id, text)
