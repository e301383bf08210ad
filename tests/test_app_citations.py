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


@pytest.mark.parametrize("name", ["s0-24", "undercut-knock"])
def test_the_payout_checkers_reasons_link_their_rule(name: str) -> None:
    """Every reason the payout checker gives (why the winner won, why each loser pays that
    much, each step of the step-through) ends with its rule-book point as a link."""
    from apptest import markdown_sources

    from tutor.app.citations import rule_url
    from tutor.engine.settlement import settle
    from tutor.teach.examples import EXAMPLES
    from tutor.words.engine import sentence
    from tutor.words.rulebook import point_label

    example = EXAMPLES[name]
    at = open_page("tutor/app/pages/payout.py")
    at.selectbox(key="payout_example").set_value(name)
    run(at)
    at = run(at.button(key="payout_load_example").click())
    at = run(at.button(key="payout_settle").click())
    sources = "\n".join(markdown_sources(at, "markdown"))
    s = settle(example.record)
    reasons = [*s.winner_why, *(t.why for t in s.penalty)]
    for line in s.lines:
        reasons += [line.position_why, *(d.why for d in line.doublings), line.payer_why]
    assert reasons
    for r in reasons:
        link = f"[{point_label(r.point)}]({rule_url(r.point)})"
        assert link in sources, sentence(r)
    step = s.steps()[0]
    box = "\n".join(markdown_sources(at, "markdown"))
    assert all(f"({rule_url(r.point)})" in box for r in step.why)
    assert "rulebook?point=" in visible_text(at)


def test_preset_descriptions_link_their_rule_points() -> None:
    """The Home page's preset choice and the sidebar's caption link each preset to its point
    of the rule book (8.1 to 8.4)."""
    from apptest import markdown_sources

    from tutor.app.citations import rule_url
    from tutor.engine import rulebook
    from tutor.engine.rules import Rules

    at = open_page("tutor/app/pages/home.py")
    options = at.radio(key="home_preset").options
    points = {p.anchor: p.id for p in rulebook.points_in("8")}
    assert len(options) == len(Rules.presets())
    for name, option in zip(Rules.presets(), options, strict=True):
        assert f"({rule_url(points[f'preset-{name}'])})" in option, name
    caption = "\n".join(markdown_sources(at, "caption"))
    assert f"({rule_url(points['preset-pagat'])})" in caption  # the preset in force
