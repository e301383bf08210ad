"""The Drill page (AppTest): groups drawn from the seed, graded by check_meld, timed,
summarised and saved for the chosen learner."""

from __future__ import annotations

import json

from apptest import create_learner, open_page, shown
from streamlit.testing.v1 import AppTest

from tutor.app.learner import GUEST
from tutor.engine.melds import check_meld
from tutor.engine.rules import Rules
from tutor.store.progress import ProgressStore
from tutor.teach.drill import DRILL_KIND, answer_seed, drill_feedback, drill_items
from tutor.words import quiz as wq
from tutor.words.progress import learner_message
from tutor.words.quiz import say

PAGE = "tutor/app/pages/drill.py"


def play(at: AppTest, seed: int, answers: list[bool]) -> list:
    """Start a drill with ``seed`` and give ``answers`` (True = "Meld"); return the items."""
    at.number_input(key="drill_seed").set_value(seed).run()
    at.button(key="drill_start").click().run()
    assert not at.exception
    items = drill_items(seed, 10, Rules())
    for n, (item, said) in enumerate(zip(items, answers, strict=True)):
        cards = [h.proto.body for h in at.get("html") if "hc-card" in h.proto.body][-1]
        for card in item.cards:
            assert card.pretty[-1] in cards or card.is_joker
        assert f"Group {n + 1} of 10" in at.get("progress")[0].proto.text
        at.button(key="drill_meld" if said else "drill_not").click().run()
        assert not at.exception
        verdict = at.success if said == item.valid else at.error
        reply = at.session_state["drill_run"]["answers"][-1]
        fb = drill_feedback(item, reply)
        assert (fb.code, fb["correct"], fb["valid"]) == (
            "feedback-drill-verdict",
            said == item.valid,
            item.valid,
        )
        assert verdict[0].value == say(fb)  # the explainer's words
        reasons = wq.explain(check_meld(item.cards, Rules()).why)
        assert shown(at.markdown[-1].value) == "\n".join(f"- {r}" for r in reasons)
        at.button(key="drill_next").click().run()
        assert not at.exception
    return items


def test_page_renders_with_seed_and_start(db):
    at = open_page(PAGE)
    assert at.title[0].value == "Drill"
    assert 0 <= at.number_input(key="drill_seed").value <= 999_999
    assert at.button(key="drill_start")


def test_a_drill_runs_to_the_summary_and_is_saved(db):
    at = open_page(PAGE)
    create_learner(at, "Ann")
    truth = [i.valid for i in drill_items(2024, 10, Rules())]
    said = [v if n < 7 else not v for n, v in enumerate(truth)]  # three wrong on purpose
    items = play(at, 2024, said)
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Score"] == "7 / 10"
    assert metrics["Accuracy"] == "70%"
    assert metrics["Median answer time"].endswith(" s")
    fig = json.loads(at.get("plotly_chart")[0].proto.spec)
    assert fig["layout"]["title"]["text"] == "Answer time per group"
    assert "Seed 2024" in " ".join(c.value for c in at.caption)

    rows = ProgressStore(db).answers("Ann")
    assert len(rows) == 10
    assert [r.correct for r in rows] == [s == t for s, t in zip(said, truth, strict=True)]
    assert {r.question_kind for r in rows} == {DRILL_KIND}
    assert [r.seed for r in rows] == [answer_seed(2024, i) for i in range(10)]
    assert [list(r.rule_tags) for r in rows] == [list(i.tags) for i in items]
    assert all(r.time_taken is not None and r.time_taken >= 0 for r in rows)

    at.button(key="drill_restart").click().run()
    assert not at.exception
    assert at.button(key="drill_start")


def test_without_a_learner_the_answers_are_saved_for_guest(db):
    """As in the quiz: the learner panel promises that answers count from the first one, for
    Guest when nobody is chosen (the drill used to drop them)."""
    at = open_page(PAGE)
    play(at, 7, [True] * 10)
    assert at.metric[0].label == "Score"
    store = ProgressStore(db)
    assert store.learners() == [GUEST]
    assert len(store.answers(GUEST)) == 10


def test_stop_returns_to_the_start(db):
    at = open_page(PAGE)
    at.button(key="drill_start").click().run()
    at.button(key="drill_meld").click().run()
    at.button(key="drill_stop").click().run()
    assert not at.exception
    assert at.button(key="drill_start")


def test_a_damaged_database_warns_and_the_drill_still_works(db):
    garbage = b"this is not an SQLite file \x00\x01\x02" * 40
    db.write_bytes(garbage)
    at = open_page(PAGE)
    before, after = learner_message("not-saving", reason="\x00").split("\x00")
    warned = [shown(w.value) for w in at.warning]
    assert any(w.startswith(before) and w.endswith(after) for w in warned), warned
    assert not [s for s in at.selectbox if s.key == "learner_pick"]  # no picker without a DB
    play(at, 55, [True] * 10)
    assert at.metric[0].label == "Score"
    assert db.read_bytes() == garbage
