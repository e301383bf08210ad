"""A lesson's "Play this position" step through the pages (AppTest): the lesson page links
to the practice table at the step's position, the learner plays it out, the review comes
back to the lesson as the step's feedback with its stars; a bad link says so."""

from __future__ import annotations

from urllib.parse import parse_qs

from apptest import open_page, run, shown
from streamlit.testing.v1 import AppTest

from tutor.app.play_link import ME
from tutor.engine.cards import sort_cards
from tutor.play import Action
from tutor.play.lesson_play import played_out, stars_for
from tutor.teach import lessons as L
from tutor.words import t
from tutor.words.play import action_text

LESSONS = {les.id: les for les in L.load_lessons()}
PLAY = "tutor/app/pages/play.py"
LESSON_PAGE = "tutor/app/pages/lessons.py"


def _knock_step() -> tuple[L.Lesson, int, L.PlayStep]:
    lesson = LESSONS["knock"]
    index = next(i for i, s in enumerate(lesson.steps) if isinstance(s, L.PlayStep))
    return lesson, index, lesson.steps[index]


def sorted_hand(r):
    return sort_cards(r.hand_of[ME])


def _table(at: AppTest):
    return at.session_state["play_game"]["round"]


def test_the_lesson_page_links_the_play_step_to_the_table() -> None:
    lesson, index, step = _knock_step()
    at = open_page(LESSON_PAGE)
    at.session_state["lessons_current"] = lesson.id
    at.session_state["lesson_pick"] = lesson.id
    run(at)
    at.session_state["lesson_books"][""][lesson.id].place = index  # the learner is at the step
    run(at)
    (link,) = [el.proto for el in at.get("page_link") if el.proto.label == t("lesson-play-button")]
    assert link.page.endswith("play")
    assert parse_qs(link.query_string) == {
        "play_lesson": [lesson.id],
        "play_step": [str(index + 1)],
    }
    assert t("lesson-play-not-played") in [c.value for c in at.caption]
    assert step.title in [m.value.removeprefix("### ") for m in at.markdown]


def test_a_play_step_is_played_and_its_review_is_the_feedback() -> None:
    lesson, index, step = _knock_step()
    at = open_page(PLAY, play_lesson=lesson.id, play_step=str(index + 1))
    r = _table(at)
    assert (
        r.to_move == ME
        and r.phase == "draw"
        and sorted(map(str, r.hand_of[ME])) == sorted(step.hand.split())
    )
    assert at.query_params["play_lesson"] == lesson.id
    knock = next(b for b in at.button if b.label == action_text(Action("knock")))
    knock.click()
    run(at)
    r = _table(at)
    assert played_out(r, step, ME)
    rv = at.session_state["play_review_cache"][1]
    assert [i.played for i in rv.items] == [Action("knock")]
    assert t("lesson-play-review-title") in [h.value for h in at.subheader]
    # no settlement review button: the review is already there, as the step's feedback
    assert "play_grade" not in [b.key for b in at.button]
    (book,) = at.session_state["lesson_books"].values()  # the stars made the visitor Guest
    name = lesson.step_name(index)
    assert book[lesson.id].verdicts[name]["verdict"] == "played"
    at.button(key="play_lesson_back").click()
    run(at)
    texts = shown("\n".join(str(s.value) for s in at.success))
    assert t("lesson-play-feedback") in texts
    assert book[lesson.id].stars[name] == stars_for(rv)
    # the lesson page shows the step with the review as its feedback, and the stars
    assert any(step.title == m.value.removeprefix("### ") for m in at.markdown)
    assert "★" * stars_for(rv) in texts


LESSON_PLAY_MESSAGES = {
    "lesson-play-banner": {"lesson": "The knock", "step": "Knock or play on"},
    "lesson-play-position": {},
    "lesson-play-review-title": {},
    "lesson-play-stars": {"stars": "★★☆", "count": 2, "over": True},
    "lesson-play-explain": {},
    "lesson-play-back": {},
    "lesson-play-again": {},
    "lesson-play-button": {},
    "lesson-play-help": {},
    "lesson-play-facts": {"players": 3, "level": "careful", "turns": 1},
    "lesson-play-others": {"counts": "7, 7"},
    "lesson-play-discard": {},
    "lesson-play-melds": {"who": 2},
    "lesson-play-not-played": {},
    "lesson-play-done": {},
    "lesson-play-feedback": {},
    "play-link-no-such-lesson": {},
    "play-link-not-a-play-step": {},
}
"""Every message of the lesson's play, with the values the pages pass."""


def test_every_lesson_play_message_is_worded_in_both_languages() -> None:
    from tutor.words import catalog, using

    mine = {i for i in catalog.ids() if i.startswith("lesson-play-")}
    assert mine == {i for i in LESSON_PLAY_MESSAGES if i.startswith("lesson-play-")}
    for lang in ("en", "ko"):
        with using(lang):
            for msg_id, values in LESSON_PLAY_MESSAGES.items():
                assert catalog.has(msg_id, lang), (lang, msg_id)
                text = t(msg_id, **values)
                assert text and "{" not in text, (lang, msg_id, text)
                for v in values.values():
                    if isinstance(v, str) and msg_id != "lesson-play-stars":
                        assert v in text, (lang, msg_id)
    with using("en"):
        assert t("lesson-play-melds", who=0) == "Your melds on the table"
        assert t("lesson-play-melds", who=1) == "Melds of the next player"
        assert "2 stars" in t("lesson-play-stars", stars="★★☆", count=2, over=False)


def test_a_turn_is_played_out_and_the_table_stops_offering_moves() -> None:
    lesson = LESSONS["turn"]
    index = next(i for i, s in enumerate(lesson.steps) if isinstance(s, L.PlayStep))
    at = open_page(PLAY, play_lesson=lesson.id, play_step=str(index + 1))
    next(b for b in at.button if b.label == action_text(Action("take-discard"))).click()
    run(at)
    r = _table(at)
    (meld,) = [a for a in r.legal_actions() if a.kind == "meld"]
    hand = list(at.pills(key="play_hand").options)
    picked = [i for i, c in enumerate(sorted_hand(r)) if c in meld.cards]
    at.pills(key="play_hand").set_value(picked)
    run(at)
    next(b for b in at.button if b.label == action_text(meld)).click()
    run(at)
    at.pills(key="play_hand").set_value([len(at.pills(key="play_hand").options) - 1])
    run(at)
    throw = [b for b in at.button if b.key and b.key.startswith("play_card_")]
    throw[-1].click()  # the discard comes last
    run(at)
    r = _table(at)
    assert played_out(r, lesson.steps[index], ME) and hand
    assert f"**{t('lesson-play-done')}**" in [shown(m.value) for m in at.markdown]
    assert not [b for b in at.button if b.key and b.key.startswith(("play_do_", "play_card_"))]
    rv = at.session_state["play_review_cache"][1]
    assert [i.played.kind for i in rv.items] == ["take-discard", "discard"]
    at.button(key="play_lesson_again").click()  # the same position, dealt the same way
    run(at)
    again = _table(at)
    assert again.moves == () and again.hand_of == r.start.hand_of
