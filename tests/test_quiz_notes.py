"""The quiz says things as data: facts, hints, feedback and errors are codes of closed sets
with values and a rule-book point; every code is produced by the quiz and worded by the
explainer (tutor.words.quiz), and a few sentences are pinned here."""

from __future__ import annotations

import pickle
from typing import Any

import pytest
import test_app_quiz

from tutor.engine import rulebook
from tutor.engine.cards import Card, parse_cards
from tutor.engine.rules import Rules
from tutor.teach import quiz
from tutor.teach.drill import MAX_LENGTH, DrillAnswer, drill_feedback, drill_item, drill_items
from tutor.teach.practice import starter_question
from tutor.teach.quiz.notes import (
    CLOSED_SETS,
    Fact,
    Feedback,
    Hint,
    fact,
    feedback,
    hint,
    note,
)
from tutor.words.engine import renders
from tutor.words.quiz import CLOSED_SETS as WORDED
from tutor.words.quiz import REVIEW_MESSAGE_CODES, review_message, say

PRESETS = [Rules.preset(name) for name in Rules.presets()]
SEEDS = range(40)


SPARING = Rules.preset("pagat").with_changes(
    sevens_double=False, undercut_doubles=False, stock_melds_spare_doubling=True
)
"""Rules under which sevens and an undercut do not double, and melds at the showdown count
as melding: the doublings questions then say why those doublings do not apply."""


def _questions() -> list[quiz.Question]:
    return [
        *(
            quiz.generate(seed, PRESETS[seed % len(PRESETS)], kind=kind)
            for kind in quiz.QUESTION_KINDS
            for seed in SEEDS
        ),
        *(quiz.generate(seed, SPARING, kind="doublings") for seed in range(80)),
        quiz.generate(1, PRESETS[0], kind="ending"),  # needs-last-discard (pinned seed)
    ]


def _errors() -> list[quiz.QuizError]:
    rules = PRESETS[0]
    meld = quiz.generate(1, rules, kind="meld")
    calls: list[Any] = [
        lambda: quiz.generate(1, rules, kind="trivia"),
        lambda: quiz.generate(1, rules, tag="§8"),
        lambda: quiz.grade(quiz.Question(**{**meld.__dict__, "answer_form": "cards"}), "7h"),
        lambda: starter_question(1, rules, [], answered=0),
        lambda: drill_items(-1, 5, rules),
        lambda: drill_item(1, MAX_LENGTH, rules),
        lambda: drill_items(1, 0, rules),
    ]
    out = []
    for call in calls:
        with pytest.raises(quiz.QuizError) as raised:
            call()
        out.append(raised.value)
    return out


def _produced() -> dict[str, set[str]]:
    produced: dict[str, set[str]] = {name: set() for name in CLOSED_SETS}
    for q in _questions():
        produced["quiz-fact"].update(f.code for f in q.facts)
        produced["quiz-hint"].add(q.hint.code)
        produced["quiz-note"].update(n.code for n in q.said)
        right, wrong = quiz.grade(q, q.answer), quiz.grade(q, None)
        produced["quiz-feedback"].update((right.feedback.code, wrong.feedback.code))
        produced["quiz-feedback"].update(n.code for n in quiz.grade(q, "2s 3s 4s Kh").said)
    for item in drill_items(7, 4, PRESETS[0]):
        answer = DrillAnswer(said_meld=True, valid=item.valid, seconds=1.5)
        produced["quiz-feedback"].add(drill_feedback(item, answer).code)
    produced["quiz-error"].update(e.code for e in _errors())
    return produced


def test_every_quiz_code_is_produced_and_worded() -> None:
    produced = _produced()
    assert set(WORDED) == set(CLOSED_SETS) | {"review-message"}
    for name, members in CLOSED_SETS.items():
        missing = set(members) - produced[name]
        assert not missing, f"{name}: never produced: {sorted(missing)}"
        unworded = [c for c in members if not renders(name, c)]
        assert not unworded, f"{name}: no words for {unworded}"
        assert set(WORDED[name]) == set(members), name


REVIEW_PRODUCED = {
    "nothing-yet": "test_review_of_a_new_learner",
    "nothing-due": "test_review_with_nothing_due_says_when_the_next_review_is",
    "next-review": "test_review_with_nothing_due_says_when_the_next_review_is",
    "due-elsewhere": "test_review_names_rule_points_due_on_other_pages",
}
"""The Review page's messages, each produced by the page in the named test of
tests/test_app_quiz.py (the Review page is its own closed set, not a quiz note)."""


def test_every_review_message_is_produced_by_the_page_and_worded() -> None:
    assert set(REVIEW_PRODUCED) == REVIEW_MESSAGE_CODES == set(WORDED["review-message"])
    assert all(renders("review-message", code) for code in REVIEW_MESSAGE_CODES)
    for test in REVIEW_PRODUCED.values():
        assert callable(getattr(test_app_quiz, test)), test


def test_a_few_review_sentences_read_as_before() -> None:
    assert review_message("nothing-due") == "Nothing is due for review right now. Well done."
    said = review_message("next-review", hours=23.9, stamp="2026-01-02 10:00 UTC", tags="X")
    assert said == "Next review in about 24 hours (2026-01-02 10:00 UTC): X."
    assert review_message("next-review", hours=0.25, stamp="s", tags="X").startswith(
        "Next review in 15 minutes (s)"
    )
    said = review_message("next-review", hours=70, stamp="s", tags="X")
    assert said == "Next review in about 3 days (s): X."


def test_a_card_outside_the_hand_is_said_as_data() -> None:
    q = next(
        q
        for s in SEEDS
        if (q := quiz.generate(s, PRESETS[0], kind="arrangement")).answer_form == "cards"
    )
    outside = next(c for c in parse_cards("2s 3s 4s Kh") if c not in q.cards)
    g = quiz.grade(q, [outside, q.cards[0]])
    assert g.problem == "not-in-hand" and g.response == (outside, q.cards[0])
    assert g.said == (feedback("not-in-hand", "6.1", cards=(outside,)),)
    assert g.explanation[1] == say(g.said[0])
    assert g.feedback["problem"] == "not-in-hand"


def test_every_note_rests_on_a_rule_book_point_and_renders() -> None:
    for q in _questions():
        for said in (*q.facts, q.hint, *q.said, quiz.grade(q, q.answer).feedback):
            assert said.point is None or rulebook.is_point(said.point), said
            assert say(said)  # every value the renderer needs is there
        assert q.hint.point is not None


def test_the_quizs_own_lines_of_an_explanation_are_its_notes_in_words() -> None:
    """Every note a question carries is worded in its explanation, in order, after the
    rule's statement (a note may open a line the engine's reasons finish)."""
    for q in _questions():
        lines = iter(q.explanation[1:])
        for n in q.said:
            words = say(n)
            assert any(line.startswith(words) for line in lines), (q.kind, q.seed, n)


def test_errors_carry_their_code_and_values_and_the_explainers_message() -> None:
    from tutor.words.quiz import quiz_error_sentence

    codes = [e.code for e in _errors()]
    assert codes == [
        "no-such-kind",
        "tag-not-tested",
        "cannot-mark",
        "no-kinds",
        "drill-seed",
        "drill-group",
        "drill-length",
    ]
    for e in _errors():
        assert isinstance(e, ValueError) and str(e) == quiz_error_sentence(e.code, e.values)


def test_notes_are_immutable_hashable_values() -> None:
    f = fact("knocked", "5.2", knocker="Min")
    assert isinstance(f, Fact) and f == fact("knocked", "5.2", knocker="Min")
    assert hash(f) == hash(fact("knocked", "5.2", knocker="Min"))
    assert f != fact("knocked", "5.2", knocker="Jae")
    assert f["knocker"] == "Min" and f.get("nobody") is None
    with pytest.raises(TypeError):
        f.values["knocker"] = "Jae"  # type: ignore[index]
    with pytest.raises(AttributeError):
        f.code = "went-out"  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(f)) == f
    assert isinstance(hint("knock", "5.2", player="Min"), Hint)
    assert isinstance(feedback("right", "3", praise=0, answer="A set"), Feedback)
    with pytest.raises(ValueError):
        fact("no-such-fact")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        hint("knocked", "5.2")  # type: ignore[arg-type]  # a fact's code is no hint's


def test_a_few_sentences_of_the_quiz() -> None:
    """The explainer's words for a handful of notes, pinned whole."""
    card = Card.parse("8s")
    assert say(fact("tie-rule", "5.6", tie="turn-order")) == (
        "Ties for the fewest points: under these rules a tie goes to the tied player whose "
        "turn comes first, counting from the dealer in the direction of play (rule 5.6)."
    )
    assert say(fact("claim-rule", "7.2", claim="tame")) == (
        "This table plays Tame Battle Hoola (rule 7.2)."
    )
    assert say(fact("perfect-out", "5.3", winner="Min", feeder="Jae")) == (
        "Min went out with a Perfect: all seven cards laid in one turn, the last card being "
        "Jae's discard."
    )
    assert say(fact("seats", None, names=("Min", "Jae", "Soo"))) == (
        "Seats, going clockwise: Min → Jae → Soo → back to Min."
    )
    assert say(hint("take-discard", "4.1", player="Min", card=card)) == (
        "Think of rule 4.1: which cards in Min's hand would form a new meld with the 8♠?"
    )
    assert say(hint("joker-points", "7.9", real=1, jokers=2)) == (
        "Count the 1 real card first, then see what each joker adds or multiplies under this "
        "table's version of rule 7.9."
    )
    assert say(feedback("right", "3", praise=2, answer="A set")) == "Well done. A set."
    assert say(feedback("not-quite", "3", form="choice", response=None, answer="A run")) == (
        "Not quite: you gave no answer; the answer is A run."
    )
    assert say(feedback("not-quite", "5", form="multi", response=("Knock",), answer="None")) == (
        "Not quite: you answered Knock; the answer is None."
    )
    assert say(feedback("not-quite", "6.1", form="number", response=12.0, answer="9")) == (
        "Not quite: you answered 12; the answer is 9."
    )
    assert say(note("winner-deals", "1.3", winner="Jae", dealer="Jae")) == (
        "The last round was won by Jae, so Jae deals next."
    )
    drill = feedback("drill-verdict", "3", correct=False, valid=False, seconds=2.46)
    assert say(drill) == "Wrong: it is not a meld (2.5 s)."
    verdict = note("ending-verdict", "5.2", ending="knock", allowed=False, verdict="no-knock")
    assert say(verdict) == "Knock (rule 5.2), not open: No knock."
    assert say(note("hand-count", "6.1", name="Soo", points=1, melds=("7♥ 7♠",))) == (
        "Soo: 1 point (lays 7♥ 7♠ at the showdown)."
    )
    with pytest.raises(quiz.QuizError) as e:
        quiz.generate(1, PRESETS[0], kind="meld", tag="§5.1")
    assert str(e.value) == "no question kind 'meld' tests '§5.1'"


def test_a_quiz_error_pickles_with_its_code_and_values() -> None:
    """A refused question crosses a pickle (as the store's and the lessons' errors do): the
    copy has the same code, values and words, and its values cannot be changed."""
    from tutor.teach.quiz.question import QuizError

    err = QuizError("tag-not-tested", kind="meld", tag="§5.1")
    copy = pickle.loads(pickle.dumps(err))
    assert (copy.code, dict(copy.values), str(copy)) == (err.code, dict(err.values), str(err))
    with pytest.raises(TypeError):
        copy.values["tag"] = "§6"  # type: ignore[index]
