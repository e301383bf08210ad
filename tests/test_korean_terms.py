"""Korean game terms (issue 24): one word for each thing, as Korean tables say it."""

from __future__ import annotations

import re

from apptest import open_page, run
from fluent.syntax.serializer import FluentSerializer

from tutor.app.glossary import GLOSSARY
from tutor.app.terms import first_uses
from tutor.words import t, using
from tutor.words.catalog import ids, parsed
from tutor.words.progress import learner_message

STOCK = re.compile(r"\bstock\b", re.IGNORECASE)
PILE = re.compile(r"(?<!버린 카드 )더미")
"""더미 not as part of 버린 카드 더미 (the discard pile)."""


def source(msg_id: str, locale: str) -> str:
    """A message as written in the catalog (its variants and attributes too)."""
    return FluentSerializer().serialize_entry(parsed(locale)[msg_id])


def test_the_stock_is_always_deck_in_korean() -> None:
    """The lessons call the stock 덱; every message about the stock says so too, and 더미
    only ever names the discard pile (버린 카드 더미)."""
    about_stock = [i for i in ids("en") if STOCK.search(source(i, "en"))]
    assert len(about_stock) > 30  # the stock is talked about across the tutor
    korean = ids("ko")
    wrong = [i for i in about_stock if i in korean and PILE.search(source(i, "ko"))]
    assert not wrong, wrong
    assert not [i for i in korean if PILE.search(source(i, "ko"))]
    assert "덱" in source("play-action-draw-stock", "ko")


# -- the first use of a term on a page (tutor/app/terms.py) ----------------------------------

ABBR = re.compile(r'<abbr title="([^"]*)">([^<]*)</abbr>')


def test_a_terms_first_use_is_found_at_a_word_start_and_outside_code_and_links() -> None:
    source = "미등록이면 `등록` [스톱](rulebook#등록) 스톱박을 당해요. 등록하고 스톱해요. 등록."
    with using("ko"):
        found = first_uses(source, seen=set())
    where = {term: at for at, term, _ in found}
    assert where["등록"] == source.index("등록하고")  # not in 미등록, code or a link
    assert where["스톱박"] == source.index("스톱박")
    assert where["스톱"] == source.index("[스톱]") + 1  # a link's text is read
    assert ("스톱", "Knock (stop)") in {(t, e) for _, t, e in found}
    with using("ko"):
        assert first_uses(source, seen={"등록", "스톱", "스톱박"}) == []


def _marked(at: object) -> list[tuple[str, str]]:
    return [m for el in at.markdown for m in ABBR.findall(str(el.value))]


def test_the_rule_book_marks_each_terms_first_use_once_in_korean_only() -> None:
    at = open_page("tutor/app/pages/rulebook.py", link={"lang": "ko"})
    marked = _marked(at)
    terms = [term for _, term in marked]
    assert len(terms) == len(set(terms)) >= 8  # each term once, most of them used
    assert ("Meld (register)", "등록") in marked and ("Knock (stop)", "스톱") in marked
    mark = '<abbr title="Meld (register)">등록</abbr>'
    before = next(str(el.value) for el in at.markdown if mark in str(el.value)).split(mark)[0]
    with using("ko"):  # the mark is on the first use in its paragraph
        assert "등록" not in {term for _, term, _ in first_uses(before, seen=set())}
    for _ in range(2):  # a rerun of the same page marks the first use again
        at = run(at)
        assert _marked(at) == marked
    english = open_page("tutor/app/pages/rulebook.py")
    assert not _marked(english)


def test_the_glossary_shows_the_variants_tables_use() -> None:
    with using("ko"):
        korean = {t.code: t.korean for t in GLOSSARY}
    assert "소뻥" in korean["sopang"] and "대뻥" in korean["daepang"]
    assert "땡" in korean["thank-you"].replace("땡큐", "")
    assert "7 포카드" in korean["four-sevens"] and "퍼펙트 훌라" in korean["perfect"]
    assert "미등록" in korean["meld"]


def test_a_marked_term_keeps_its_emphasis() -> None:
    from tutor.app.terms import with_emphasis

    source = "**훌라**는 *빵*이에요"
    assert source[slice(*with_emphasis(source, 2, 4))] == "**훌라**"
    assert source[slice(*with_emphasis(source, 9, 10))] == "*빵*"
    assert with_emphasis("훌라**", 0, 2) == (0, 2)


CHECK_BUTTONS = ("quiz-check", "lessons-check", "meld-practice-check")
NAMES_THE_CHECK = (
    "quiz-intro", "quiz-answer-first", "feedback-retry", "lessons-give-answer",
    "lessons-rules-changed", "meld-practice-meld-intro",
)  # fmt: skip
"""Messages that tell the learner to press the check button, by its name."""


def test_the_check_button_has_one_name_and_the_text_that_names_it_matches() -> None:
    """Quiz, lessons and meld practice call their check button the same (채점 in Korean),
    and every sentence that says to press it uses that word."""
    for lang in ("en", "ko"):
        with using(lang):
            names = {t(i) for i in CHECK_BUTTONS}
            assert len(names) == 1, (lang, names)
            (name,) = names
            for i in NAMES_THE_CHECK:
                assert name in source(i, lang), (lang, i)
    with using("ko"):
        assert t("quiz-check") == "채점"
    assert not [i for i in ids("ko") if "확인을 누르" in source(i, "ko")]


def test_a_rule_switch_is_called_one_thing_in_korean() -> None:
    """The rules' switches are 설정 everywhere (as the Korean rule book and lessons say);
    스위치 is not used for them."""
    assert not [i for i in ids("ko") if "스위치" in source(i, "ko")]
    assert "설정" in source("quiz-tag-switch", "ko")
    assert "설정" in source("rules-switches-title", "ko")


def test_no_message_ends_in_doubled_punctuation_after_a_title() -> None:
    """A stage's title may end in "?" (누구 차례일까요?): the end of a stage puts no full
    stop after it."""
    with using("ko"):
        said = t("lessons-stage-end", stage=1, graded="false", stars=0, most=0, next=2,
                 title="누구 차례일까요?")  # fmt: skip
    assert said.endswith("누구 차례일까요?")
    with using("en"):
        said = t("lessons-stage-end", stage=1, graded="false", stars=0, most=0, next=2,
                 title="Whose turn?")  # fmt: skip
    assert said.endswith("Whose turn?") and "?." not in said


def test_the_learner_note_names_no_file_a_user_cannot_see() -> None:
    """The note under the learner box says how a club runs private profiles in plain words,
    not "see the README"."""
    for lang in ("en", "ko"):
        assert "README" not in source("learner-message-no-password", lang)
        with using(lang):
            assert "PIN" in learner_message("no-password")


FORMAL = re.compile(r"니다(?=[.!?)]|$|\s)")
"""A 합니다-style ending (됩니다, 시작합니다)."""


def test_the_app_speaks_to_its_user_in_one_polite_style() -> None:
    """Every message the app says to its user ends in 해요 (돼요, 시작해요), never 합니다:
    one voice on every page. The rule book and its sources are written as a book is (한다),
    and a source's own words quoted in the glossary stay as written."""
    book = ("rulebook-", "glossary-")
    formal = [i for i in ids("ko") if not i.startswith(book) and FORMAL.search(source(i, "ko"))]
    assert formal == []
