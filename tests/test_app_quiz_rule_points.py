"""The Quiz page (AppTest) with the new kinds (the deal, card values, money balances, six
or seven players, the undercut penalty, knock-limit tables) and the ending question's melds
on the table: each opens from its link, shows its prompt and facts, and praises the
engine's answer."""

from __future__ import annotations

from html import escape
from pathlib import Path

import pytest
from apptest import open_page, shown, texts
from test_app_quiz import QUIZ, answer, question_on

from tutor.app.quiz_view import engine_text
from tutor.engine.cards import format_cards
from tutor.words import quiz as wq


@pytest.mark.parametrize(
    "kind", ["deal", "values", "balance", "six-seven", "undercut-penalty", "knock-table"]
)
def test_a_new_kind_is_asked_and_marked(db: Path, kind: str) -> None:
    at = open_page(QUIZ, q="5", kind=kind)
    q = question_on(at)
    assert q.kind == kind and not at.exception
    body = texts(at)
    assert wq.prompt(q) in body
    for fact in q.facts:
        assert shown(engine_text(fact)) in body
    answer(at, q, q.answer)
    assert at.success and not at.exception, texts(at)


def test_the_ending_question_shows_the_melds_on_the_table(db: Path) -> None:
    from tutor.engine.rules import Rules
    from tutor.teach import quiz

    seed = next(
        s for s in range(200) if quiz.generate(s, Rules.preset("pagat"), kind="ending").groups
    )
    at = open_page(QUIZ, q=str(seed), kind="ending")
    q = question_on(at)
    html = "".join(h.proto.body for h in at.get("html"))
    for label, cards in q.groups:
        assert escape(wq.group_label(label)) in html, (label, format_cards(cards))
