"""The quiz says things as data: its prompts, facts, hints, group labels, choices, answers,
feedback, notes and errors are codes of the registered set ``quiz`` (and ``quiz-error``)
with values and a rule-book point. Every code is produced by the quiz and has a message in
the English and the Korean catalog; a few sentences are pinned here, and every kind's
words render in Korean with no English left but names, cards and numbers."""

from __future__ import annotations

import pickle
import re
from typing import Any

import pytest
import test_app_quiz
from budget import sweep

from tutor.engine import rulebook
from tutor.engine.cards import Card, parse_cards
from tutor.engine.reasons import Reason, set_of
from tutor.engine.rules import Rules
from tutor.teach import quiz
from tutor.teach.drill import MAX_LENGTH, DrillAnswer, drill_feedback, drill_item, drill_items
from tutor.teach.practice import starter_question
from tutor.teach.quiz.notes import (
    CHOICE_CODES,
    PARTS,
    QUIZ_CODES,
    QUIZ_ERROR_CODES,
    answer,
    fact,
    feedback,
    hint,
    kind_title,
    note,
    part_of,
    told,
)
from tutor.words import catalog, using
from tutor.words import quiz as wq
from tutor.words.locale import LOCALES
from tutor.words.quiz import say

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
        quiz.generate(67, PRESETS[0], kind="arrangement"),  # everything melds (pinned seed)
    ]


def _errors() -> list[quiz.QuizError]:
    rules = PRESETS[0]
    meld = quiz.generate(1, rules, kind="meld")
    calls: list[Any] = [
        lambda: quiz.generate(1, rules, kind="trivia"),
        lambda: quiz.generate(1, rules, tag="name-alikes"),
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


def _said(q: quiz.Question) -> list[Reason]:
    """Every message of the quiz a question and its grades carry."""
    out: list[Reason] = [q.prompt, q.hint, q.answer_said, *q.facts, *q.said]
    out += [label for label, _ in q.groups]
    out += [c for c in q.choices if isinstance(c, Reason)]
    for response in (q.answer, None, "2s 3s 4s Kh"):
        g = quiz.grade(q, response)
        out += [g.feedback, *g.said]
        if isinstance(g.feedback.get("response"), Reason):
            out.append(g.feedback["response"])
    return out


def _produced() -> set[str]:
    produced = {kind_title(k).code for k in quiz.QUESTION_KINDS}
    for q in _questions():
        produced.update(m.code for m in _said(q))
    for item in drill_items(7, 4, PRESETS[0]):
        reply = DrillAnswer(said_meld=True, valid=item.valid, seconds=1.5)
        produced.add(drill_feedback(item, reply).code)
    return produced


def test_every_quiz_code_is_produced_and_has_a_message_in_every_language() -> None:
    produced = _produced()
    missing = QUIZ_CODES - produced
    assert not missing, f"never produced: {sorted(missing)}"
    assert all(set_of(code) == "quiz" for code in QUIZ_CODES)
    ids = [f"quiz-{code}" for code in QUIZ_CODES]
    ids += [f"quiz-choice-{c}" for c in CHOICE_CODES]
    ids += [f"quiz-error-{c}" for c in QUIZ_ERROR_CODES]
    for locale in LOCALES:
        lacking = [i for i in ids if i not in catalog.ids(locale)]
        assert not lacking, (locale, lacking)
    assert set(PARTS) == {code.split("-", 1)[0] for code in QUIZ_CODES}


def test_every_choice_code_is_a_choice_of_some_question() -> None:
    seen = {c for q in _questions() for c in q.choices if isinstance(c, str)}
    assert set(CHOICE_CODES) <= seen, set(CHOICE_CODES) - seen


def test_every_quiz_error_is_produced_and_written_in_both_languages() -> None:
    errors = _errors()
    assert [e.code for e in errors] == [
        "no-such-kind",
        "tag-not-tested",
        "cannot-mark",
        "no-kinds",
        "drill-seed",
        "drill-group",
        "drill-length",
    ]
    assert {e.code for e in errors} == QUIZ_ERROR_CODES
    for e in errors:
        assert isinstance(e, ValueError) and type(e).closed_set == "quiz-error"
        english = str(e)
        with using("ko"):
            korean = str(e)
        assert english and korean and english != korean
        assert re.search("[가-힣]", korean), korean


REVIEW_PRODUCED = {
    "review-nothing-yet": "test_review_of_a_new_learner",
    "review-nothing-due": "test_review_with_nothing_due_says_when_the_next_review_is",
    "review-next-review": "test_review_with_nothing_due_says_when_the_next_review_is",
    "review-due-elsewhere": "test_review_names_rule_points_due_on_other_pages",
}
"""The Review page's messages, each produced by the page in the named test of
tests/test_app_quiz.py."""


def test_every_review_message_is_produced_by_the_page_and_in_both_catalogs() -> None:
    for msg_id, test in REVIEW_PRODUCED.items():
        assert all(msg_id in catalog.ids(loc) for loc in LOCALES), msg_id
        assert callable(getattr(test_app_quiz, test)), test


def test_a_few_review_sentences_read_as_before() -> None:
    assert wq.next_review(23.9, "2026-01-02 10:00 UTC", "X") == (
        "Next review in about 24 hours (2026-01-02 10:00 UTC): X."
    )
    assert wq.next_review(0.25, "s", "X").startswith("Next review in 15 minutes (s)")
    assert wq.next_review(70, "s", "X") == "Next review in about 3 days (s): X."
    with using("ko"):
        assert wq.next_review(70, "s", "X") == "다음 복습은 약 3일 뒤예요 (s): X."


def test_a_card_outside_the_hand_is_said_as_data() -> None:
    q = next(
        q
        for s in SEEDS
        if (q := quiz.generate(s, PRESETS[0], kind="arrangement")).answer_form == "cards"
    )
    outside = next(c for c in parse_cards("2s 3s 4s Kh") if c not in q.cards)
    g = quiz.grade(q, [outside, q.cards[0]])
    assert g.problem == "not-in-hand" and g.response == ((outside, q.cards[0]),)
    assert g.said == (feedback("not-in-hand", "6.1", cards=(outside,)),)
    assert g.explanation[1] == g.said[0]
    assert g.feedback["problem"] == "not-in-hand"


def test_every_message_rests_on_a_rule_book_point_and_renders_in_every_language() -> None:
    for q in _questions()[::3]:
        for said in _said(q):
            assert said.point == "" or rulebook.is_point(said.point), said
            for locale in LOCALES:
                with using(locale):
                    assert say(said)  # every value the catalog needs is there
        assert q.hint.point


def test_the_quizs_own_lines_of_an_explanation_are_its_notes() -> None:
    """Every note a question carries is a line of its explanation, in order, after the
    rule's statement (a note may open a line the engine's reasons finish)."""
    for q in _questions():
        heads = iter(line[0] if type(line) is tuple else line for line in q.explanation[1:])
        for n in q.said:
            assert part_of(n) == "note" and any(h == n for h in heads), (q.kind, q.seed, n)


def test_notes_are_immutable_hashable_values() -> None:
    f = fact("knocked", "5.2", knocker="Min")
    assert isinstance(f, Reason) and f == fact("knocked", "5.2", knocker="Min")
    assert hash(f) == hash(fact("knocked", "5.2", knocker="Min"))
    assert f != fact("knocked", "5.2", knocker="Jae")
    assert f["knocker"] == "Min" and f.get("nobody") is None
    assert f.closed_set == "quiz" and f.code == "fact-knocked"
    with pytest.raises(TypeError):
        f.values["knocker"] = "Jae"  # type: ignore[index]
    with pytest.raises(AttributeError):
        f.code = "went-out"  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(f)) == f
    assert isinstance(hint("knock", "5.2", player="Min"), Reason)
    assert isinstance(feedback("right", "3", praise=0, answer=told("choice", "set")), Reason)
    with pytest.raises(ValueError):
        fact("no-such-fact")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        hint("knocked", "5.2")  # type: ignore[arg-type]  # a fact's code is no hint's


def test_a_few_sentences_of_the_quiz() -> None:
    """The words for a handful of notes, pinned whole, in English as before and in Korean."""
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
    a_set, a_run = told("choice", "set"), told("choice", "run")
    assert say(feedback("right", "3", praise=2, answer=a_set)) == "Well done. A set."
    assert say(
        feedback("not-quite", "3", form="choice", response=None, answer=a_run, problem=None)
    ) == ("Not quite: you gave no answer; the answer is A run.")
    knock, nothing = told("multi", ("ending-knock",)), told("multi", ())
    assert say(
        feedback("not-quite", "5", form="multi", response=knock, answer=nothing, problem=None)
    ) == ("Not quite: you answered Knock; the answer is None of them.")
    nine = told("number", 9)
    assert say(
        feedback("not-quite", "6.1", form="number", response=12.0, answer=nine, problem=None)
    ) == ("Not quite: you answered 12; the answer is 9.")
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
    melds = answer("melds", melds=(parse_cards("9d 10d Jd"), parse_cards("7h")),
                   cards=parse_cards("2c 5s"), points=7)  # fmt: skip
    assert say(melds) == "lay 9♦ 10♦ J♦ and 7♥, leaving 2♣ 5♠ (7 points)"
    assert say(answer("melds", melds=(), cards=parse_cards("Kc"), points=13)) == (
        "no meld to lay, leaving K♣ (13 points)"
    )
    laid = answer("laid", melds=(parse_cards("3h 4h 5h"),))
    assert say(
        feedback("not-quite", "6.1", form="cards", response=laid, answer=melds, problem=None)
    ) == (
        "Not quite: you answered 3♥ 4♥ 5♥; the answer is lay 9♦ 10♦ J♦ and 7♥, leaving "
        "2♣ 5♠ (7 points)."
    )
    with pytest.raises(quiz.QuizError) as e:
        quiz.generate(1, PRESETS[0], kind="meld", tag="§5.1")
    assert str(e.value) == "no question kind 'meld' tests '§5.1'"
    with using("ko"):
        assert say(feedback("right", "3", praise=2, answer=a_set)) == "잘했어요. 세트."
        assert say(
            feedback("not-quite", "3", form="choice", response=None, answer=a_run, problem=None)
        ) == ("아쉬워요: 답을 하지 않았어요. 정답: 런.")
        assert say(note("winner-deals", "1.3", winner="Jae", dealer="Min")) == (
            "지난 판은 Jae가 이겼으니 다음 선은 Min이에요."
        )
        assert (
            say(fact("knocked", "5.2", knocker="Min")) == "Min이 자기 차례를 시작하며 스톱했어요."
        )
        assert say(drill) == "틀렸어요: 등록이 안 돼요 (2.5초)."


def test_a_quiz_error_pickles_with_its_code_and_values() -> None:
    """A refused question crosses a pickle (as the store's and the lessons' errors do): the
    copy has the same code, values and words, and its values cannot be changed."""
    err = quiz.QuizError("tag-not-tested", kind="meld", tag="§5.1")
    copy = pickle.loads(pickle.dumps(err))
    assert (copy.code, dict(copy.values), str(copy)) == (err.code, dict(err.values), str(err))
    with pytest.raises(TypeError):
        copy.values["tag"] = "§6"  # type: ignore[index]


# -- every kind in Korean -----------------------------------------------------------------

KOREAN_QUESTIONS = sweep(100)
"""Questions of every kind rendered in Korean (seeded; the same every run): 100 in "ci",
1,000 in "nightly"."""
_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
_ALLOWED = {"JK"}


def _english_left(text: str, names: set[str]) -> list[str]:
    """Latin words in ``text`` that are not a player's name or a card (A, J, Q, K, JK)."""
    return [w for w in _LATIN_WORD.findall(text) if w not in names and w not in _ALLOWED]


def korean_words(q: quiz.Question) -> list[str]:
    """Everything the quiz itself says about ``q`` (its messages, choices, title, answer
    and feedback), in Korean."""
    with using("ko"):
        out = [wq.kind_title(q.kind), wq.prompt(q), wq.answer(q), say(q.hint)]
        out += [say(f) for f in q.facts] + [say(n) for n in q.said]
        out += [wq.choice_text(c) for c in q.choices]
        out += [wq.group_label(label) for label, _ in q.groups]
        for response in (q.answer, None):
            out.append(say(quiz.grade(q, response).feedback))
    return out


@pytest.mark.parametrize("kind", quiz.QUESTION_KINDS)
def test_every_kind_reads_in_korean_with_no_english_left(kind: str) -> None:
    names = {*quiz.question.NAMES, *quiz.six_seven.SEATS}
    for seed in range(KOREAN_QUESTIONS):
        q = quiz.generate(seed, PRESETS[seed % len(PRESETS)], kind=kind)
        for text in korean_words(q):
            assert not _english_left(text, names), (kind, seed, text)
