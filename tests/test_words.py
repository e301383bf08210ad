"""The words layer's machinery: catalogs that parse and agree, the language per visitor,
the pseudo language, Korean particles, and numbers, money and lists by CLDR rules."""

from __future__ import annotations

import threading
from decimal import Decimal

import pytest

from tutor.engine.cards import parse_cards
from tutor.engine.errors import CardError
from tutor.engine.reasons import because
from tutor.words import catalog, listing, money_text, number, render, t, using
from tutor.words import locale as words_locale
from tutor.words.korean import attach, particle


@pytest.mark.parametrize("loc", words_locale.LOCALES)
def test_every_catalog_parses_without_repeated_ids(loc: str) -> None:
    assert catalog.ids(loc), loc  # parsed() raises on junk or an id given twice


def test_korean_messages_take_the_same_arguments_as_english() -> None:
    extra = catalog.ids("ko") - catalog.ids("en")
    assert not extra, f"Korean messages with no English one: {sorted(extra)}"
    differ = {
        i: (sorted(catalog.variables(i, "en")), sorted(catalog.variables(i, "ko")))
        for i in catalog.ids("ko")
        if not catalog.variables(i, "ko") <= catalog.variables(i, "en") | {"point"}
    }
    assert not differ, differ


def test_a_reason_is_written_in_the_language_in_force() -> None:
    r = because("counted", "6.1", cards=parse_cards("7h 8h Ks"), values=(14, 8, 10), total=32)
    assert render(r) == "7♥ 8♥ K♠: 14 + 8 + 10 = 32."
    with using("ko"):
        assert render(r) == "7♥ 8♥ K♠: 14 + 8 + 10 = 32점."
    with using(words_locale.PSEUDO):
        assert render(r) == "⟦7♥ 8♥ K♠: 14 + 8 + 10 = 32.⟧"


def test_plural_forms_come_from_the_catalog() -> None:
    one = because("jokers-fixed", "6.1", jokers=1, each=20)
    two = because("jokers-fixed", "6.1", jokers=2, each=20)
    assert render(one).startswith("A joker left in hand counts 20")
    assert render(two).startswith("2 jokers left in hand count 20")


def test_the_language_belongs_to_one_thread_not_the_process() -> None:
    seen: dict[str, str] = {}

    def visitor(lang: str) -> None:
        with using(lang):
            barrier.wait()
            seen[lang] = t("nav-home")

    barrier = threading.Barrier(2)
    threads = [threading.Thread(target=visitor, args=(x,)) for x in ("en", "ko")]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert seen == {"en": "Home", "ko": "홈"}
    assert words_locale.current() == "en"


def test_a_resolver_gives_each_served_visitor_their_language() -> None:
    previous = words_locale.set_resolver(lambda: "ko-KR")  # the app's, once it is loaded
    try:
        assert t("nav-home") == "홈"
        with using("en"):
            assert t("nav-home") == "Home"
    finally:
        words_locale.set_resolver(previous)
    assert t("nav-home") == "Home"
    words_locale.set_resolver(previous)


def test_an_unknown_language_is_refused_and_tags_are_matched() -> None:
    with pytest.raises(ValueError, match="no catalog"), using("fr"):
        pass
    assert words_locale.supported("ko_KR") == "ko"
    assert words_locale.supported("fr-FR") is None
    assert words_locale.supported(None) is None


def test_an_unknown_message_or_missing_argument_is_a_words_error() -> None:
    with pytest.raises(catalog.WordsError, match="no message"):
        t("no-such-message")
    with pytest.raises(catalog.WordsError, match="count-total"):
        t("count-total")


def test_errors_are_written_by_the_words_layer() -> None:
    with pytest.raises(CardError) as info:
        parse_cards("Zx")
    assert "is not a card" in str(info.value)


@pytest.mark.parametrize(
    ("word", "subject", "object_", "direction", "topic", "with_"),
    [
        ("지영", "지영이", "지영을", "지영으로", "지영은", "지영과"),
        ("민준", "민준이", "민준을", "민준으로", "민준은", "민준과"),
        ("철수", "철수가", "철수를", "철수로", "철수는", "철수와"),
        ("서울", "서울이", "서울을", "서울로", "서울은", "서울과"),
        ("Ann", "Ann이", "Ann을", "Ann으로", "Ann은", "Ann과"),
        ("Di", "Di가", "Di를", "Di로", "Di는", "Di와"),
        ("Paul", "Paul이", "Paul을", "Paul로", "Paul은", "Paul과"),
        ("Ed", "Ed가", "Ed를", "Ed로", "Ed는", "Ed와"),
        ("Jack", "Jack이", "Jack을", "Jack으로", "Jack은", "Jack과"),
        ("Mark", "Mark가", "Mark를", "Mark로", "Mark는", "Mark와"),
        ("Jane", "Jane이", "Jane을", "Jane으로", "Jane은", "Jane과"),
        ("Kyle", "Kyle이", "Kyle을", "Kyle로", "Kyle은", "Kyle과"),
        ("Kang", "Kang이", "Kang을", "Kang으로", "Kang은", "Kang과"),
        ("Joon", "Joon이", "Joon을", "Joon으로", "Joon은", "Joon과"),
        ("Fay", "Fay가", "Fay를", "Fay로", "Fay는", "Fay와"),
        ("7", "7이", "7을", "7로", "7은", "7과"),
        ("2", "2가", "2를", "2로", "2는", "2와"),
        ("10", "10이", "10을", "10으로", "10은", "10과"),
        ("1,000", "1,000이", "1,000을", "1,000으로", "1,000은", "1,000과"),
        ("20000", "20000이", "20000을", "20000으로", "20000은", "20000과"),
    ],
)
def test_korean_particles_follow_the_last_sound(
    word: str, subject: str, object_: str, direction: str, topic: str, with_: str
) -> None:
    assert attach(word, "이/가") == subject
    assert attach(word, "을/를") == object_
    assert attach(word, "으로/로") == direction
    assert attach(word, "은/는") == topic
    assert attach(word, "와/과") == with_
    assert particle(word, "이/가") == subject[len(word) :]


def test_a_call_before_a_particle_is_quoted() -> None:
    """The claim's call, 땡큐!, before a particle is quoted as Korean writes an utterance
    (“땡큐!”가), in a catalog's JOSA too (the puzzle's verdict names the best move so)."""
    assert attach("땡큐!", "이/가") == "“땡큐!”가"
    assert attach("**땡큐!**", "을/를") == "“**땡큐!**”를"
    assert attach("땡큐", "이/가") == "땡큐가"  # a word, not a call: as it is
    with using("ko"):
        said = t("puzzle-verdict", right=True, action="땡큐!")
    assert "“땡큐!”가 가장 좋은 수예요" in said and "!가" not in said


def test_numbers_money_and_lists_follow_the_locale() -> None:
    assert number(1234.0) == "1,234"
    assert number(2.5) == "2.5"
    assert money_text(1000) == "₩1,000"
    assert money_text(-1250, sign=True) == "-₩1,250"
    assert money_text(Decimal("2.5"), "€", locale="ko") == "€2.50"
    assert listing(["Ann", "Di", "Mina"]) == "Ann, Di, and Mina"
    with using("ko"):
        assert money_text(1000) == "1,000원"  # the catalog's money-won: won after the amount
        assert money_text(-1250) == "-1,250원"
        assert money_text(Decimal("12.5"), "won", sign=True) == "+12.5원"  # never rounded
        assert money_text(Decimal("3"), "EUR") == "€3.00"  # by CLDR's Korean conventions
        assert listing(["지영", "민준", "보람"]) == "지영, 민준, 보람"  # not CLDR's 및 (issue 41)
        assert listing(["지영", "민준"], "or") == "지영 또는 민준"


def test_cards_can_be_typed_with_korean_suit_names() -> None:
    assert parse_cards("하트7 7스페이드 다이아10 클로버A K하트 조커") == parse_cards(
        "7h 7s 10d Ac Kh JK"
    )
    assert parse_cards("다이아몬드Q 클럽2") == parse_cards("Qd 2c")
    with pytest.raises(CardError) as info:
        parse_cards("하트Z")
    assert info.value.code == "not-a-suit"


def test_a_catalog_file_is_parsed_when_first_needed_and_once() -> None:
    """A page needs a few of the catalog files: knowing a message exists parses nothing,
    formatting it parses its file alone, and the bundle formats from the very trees the
    checks read (parsing is the costly part of a page's first open)."""
    for loc in catalog.LOCALES:
        fresh = catalog.Bundle(loc)
        assert fresh.has_message("payout-settle-button") and not fresh.loaded
        assert not fresh.has_message("payout-no-such-message")
        fresh.get_message("payout-settle-button")
        assert fresh.loaded == {catalog.index(loc)["payout-settle-button"]}
        tree = catalog.parsed(loc)["payout-settle-button"]
        assert fresh._messages["payout-settle-button"] is tree
        assert catalog.entry("payout-settle-button", loc) is tree


def _look_up_at_once(fresh: catalog.Bundle, msg_id: str, threads: int) -> list[object]:
    """``threads`` threads asking ``fresh`` for ``msg_id`` at the same moment: what each
    found (True) or the error it met."""
    start = threading.Barrier(threads)
    found: list[object] = []

    def look() -> None:
        start.wait()
        try:
            found.append(fresh.get_message(msg_id).value is not None)
        except Exception as e:
            found.append(e)

    running = [threading.Thread(target=look) for _ in range(threads)]
    for th in running:
        th.start()
    for th in running:
        th.join()
    return found


def test_sessions_opening_pages_at_once_all_find_their_messages() -> None:
    """Each session runs in its own thread: while one parses a catalog file for a message,
    another asking for a message of the same file waits for it instead of missing it (a
    load of 4 sessions opened at once failed with KeyError 'nav-app-title')."""
    for loc in catalog.LOCALES:
        catalog.resource.cache_clear()  # the first look-up parses, as in a new process
        assert _look_up_at_once(catalog.Bundle(loc), "nav-app-title", 8) == [True] * 8


@pytest.mark.parametrize(
    "number",
    [1e25, -1e25, 10**40, 10**5000, float("nan"), float("inf")],
    ids=["1e25", "-1e25", "10^40", "10^5000", "nan", "inf"],
)
def test_a_number_no_format_can_write_is_written_as_text(number: float) -> None:
    """A hostile input may carry a number a number format gives up on (the fuzz test found
    ``{1e+25: False}`` as the rules): the message is still written."""
    from tutor.words.catalog import fluent_args

    arg = fluent_args({"n": number})["n"]
    assert isinstance(arg, str) and arg
    assert fluent_args({"n": 12.0})["n"] == 12 and fluent_args({"n": 2.5})["n"] == 2.5


def test_the_answer_line_adds_no_full_stop_after_a_title_that_asks() -> None:
    """The shown answer names the question's title after a dash; a title that is a question
    ("빵일까요?") is not followed by a full stop ("?." read as a typo on the quiz page)."""
    for lang, title in (("en", "Is it a Blast?"), ("ko", "빵일까요?")):
        with using(lang):
            line = t("feedback-answer", answer="x", title=title)
        assert line.endswith(title) and "?." not in line, line
