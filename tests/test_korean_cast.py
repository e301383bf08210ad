"""Korean, round 2 (issue 41): the cast of made-up names in each language, particles after
every value (numbers too), one name for each thing, and the slips a native reader trips on.

The cast (:mod:`tutor.engine.cast`) is the quiz's, the lessons', the examples' and the
practice table's players: a :class:`~tutor.engine.cast.Cast` is written in the visitor's
language (민지 for Min); a name a person typed is a plain ``str`` and stays as typed."""

from __future__ import annotations

import csv
import io
import pickle
import re
import tomllib

import pytest
from budget import sweep
from fluent.syntax.serializer import FluentSerializer

from tutor.engine import rulebook
from tutor.engine.cards import parse_cards
from tutor.engine.cast import NAMES, Cast, cast
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules
from tutor.play import deal
from tutor.play.puzzles import pool
from tutor.teach import lessons as L
from tutor.teach import quiz
from tutor.teach.examples import EXAMPLES
from tutor.teach.quiz.question import NAMES as QUIZ_NAMES
from tutor.words import korean, t, using
from tutor.words import quiz as wq
from tutor.words.catalog import FOLDER, parsed
from tutor.words.lessons import say_all
from tutor.words.values import name_text

PAGAT = Rules.preset("pagat")
LATIN_CAST = re.compile(r"(?<![A-Za-z])(" + "|".join(NAMES) + r")(?![A-Za-z])")
"""A name of the cast in letters, as a word of its own."""


def latin_cast(text: str) -> list[str]:
    return LATIN_CAST.findall(text)


# -- the cast -----------------------------------------------------------------------------


def test_a_cast_name_is_written_in_the_language_and_a_typed_name_as_typed() -> None:
    with using("ko"):
        assert t("player-name", name=Cast("Min")) == "민지"
        assert t("player-name", name="Min") == "Min"  # typed: as typed
        assert t("settle-knocked", knocker=Cast("Bo"), points=3, limit=10).startswith("보람이 ")
        assert t("settle-knocked", knocker=Cast("Ed"), points=3, limit=10).startswith("영호가 ")
        korean_cast = {name_text(Cast(n)) for n in NAMES}
    with using("en"):
        assert t("player-name", name=Cast("Min")) == "Min"
    assert len(korean_cast) == len(NAMES)  # one Korean name each
    assert all(re.fullmatch("[가-힣]+", n) for n in korean_cast)


def test_a_cast_name_stays_one_through_records_rounds_lessons_and_pickling() -> None:
    rec = RoundRecord.load(
        {"ending": "knock", "knocker": Cast("Bo"), "players": [
            {"name": Cast("Bo"), "hand": "2c"}, {"name": "Ann", "hand": "Kc"}]}
    )  # fmt: skip
    assert isinstance(rec.knocker, Cast) and isinstance(rec.players[0].name, Cast)
    assert not isinstance(rec.players[1].name, Cast)  # typed, even when it is a cast name
    r = deal(PAGAT, ["You", Cast("Bo"), Cast("Cy")], seed=3, dealer="Bo")
    assert [isinstance(n, Cast) for n in r.seating] == [False, True, True]
    assert isinstance(r.dealer, Cast)  # the seat's own name, though "Bo" was given
    assert pickle.loads(pickle.dumps(Cast("Di"))).code == "di"
    assert cast("Zed") == "Zed" and not isinstance(cast("Zed"), Cast)
    assert all(isinstance(n, Cast) for n in QUIZ_NAMES)
    ko = L.load_lessons(locale="ko")
    knock = next(les for les in ko if les.id == "knock")
    step = next(s for s in knock.steps if s.id == "undercut-winner")
    assert isinstance(step.answer, Cast)
    assert all(isinstance(p["name"], Cast) for p in step.record["players"])
    assert all(isinstance(p.name, Cast) for p in EXAMPLES["undercut-knock"].load().players)


def _question_texts(q: quiz.Question) -> list[str]:
    """Everything a page shows of a question and its answer."""
    out = [wq.prompt(q), wq.answer(q), wq.say(q.hint), *wq.explain(q.explanation)]
    out += [wq.say(f) for f in q.facts] + [wq.group_label(label) for label, _ in q.groups]
    out += [wq.choice_text(c) for c in getattr(q, "choices", ()) or ()]
    out += [t("player-name", name=name) for name, _ in q.hands]
    if q.player:
        out.append(t("player-name", name=q.player))
    return out


@pytest.mark.parametrize("kind", quiz.KINDS)
def test_no_latin_cast_name_in_korean_questions(kind: str) -> None:
    """100 questions of each kind in "ci" (1,000 in "nightly")."""
    found: list[tuple[int, str]] = []
    with using("ko"):
        for seed in range(sweep(100)):
            q = quiz.generate(seed, PAGAT, kind=kind)
            found += [(seed, s) for s in _question_texts(q) if latin_cast(s)]
    assert not found, found[:3]


def test_no_latin_cast_name_in_a_korean_lesson_or_its_graded_answers() -> None:
    found = []
    with using("ko"):
        for les in L.load_lessons(locale="ko"):
            texts = [les.title, les.summary]
            for step in les.steps:
                texts += [
                    getattr(step, f, None) or ""
                    for f in ("title", "body", "prompt", "note", "nudge", "explain")
                ]
                if L.is_graded(step) and getattr(step, "answer", None) is not None:
                    g = L.grade(step, step.answer, PAGAT)
                    texts += list(say_all([g.shown, g.heading, *g.why]))
            found += [(les.id, s[:80]) for s in texts if latin_cast(s)]
    assert not found, found[:3]


# -- particles ------------------------------------------------------------------------------

NUMBER_PARTICLES = {
    # number: (이/가, 은/는, 을/를, 와/과, 으로/로, 이에요/예요), as Korean reads it
    0: ("이", "은", "을", "과", "으로", "이에요"),  # 영
    1: ("이", "은", "을", "과", "로", "이에요"),  # 일: ㄹ takes 로
    2: ("가", "는", "를", "와", "로", "예요"),  # 이
    3: ("이", "은", "을", "과", "으로", "이에요"),  # 삼
    4: ("가", "는", "를", "와", "로", "예요"),  # 사
    5: ("가", "는", "를", "와", "로", "예요"),  # 오
    6: ("이", "은", "을", "과", "으로", "이에요"),  # 육
    7: ("이", "은", "을", "과", "로", "이에요"),  # 칠
    8: ("이", "은", "을", "과", "로", "이에요"),  # 팔
    9: ("가", "는", "를", "와", "로", "예요"),  # 구
    10: ("이", "은", "을", "과", "으로", "이에요"),  # 십
    603210: ("이", "은", "을", "과", "으로", "이에요"),  # …이백십
    1000: ("이", "은", "을", "과", "으로", "이에요"),  # 천
}
PAIRS = ("이/가", "은/는", "을/를", "와/과", "으로/로", "이에요/예요")


@pytest.mark.parametrize("number", list(NUMBER_PARTICLES))
def test_a_number_takes_the_particle_of_its_korean_reading(number: int) -> None:
    """Through :func:`korean.particle`, the catalog's ``JOSA`` with a number and with a
    ``NUMBER()`` (grouping on and off), and as written text ("1,000")."""
    want = NUMBER_PARTICLES[number]
    for pair, particle in zip(PAIRS, want, strict=True):
        assert korean.particle(str(number), pair) == particle, (number, pair)
        assert korean.particle(f"{number:,}", pair) == particle, (number, pair)
    with using("ko"):
        assert t("quiz-note-next-multiplier", multiplier=number) == (
            f"다음 판은 ×{number:,}{want[4]} 해요."
        )
        said = t("ledger-error-first-dealer-not-drawn", name=Cast("Bo"), seed=number)
        assert said == f"첫 선 보람은 시드 {number}{want[4]} 뽑은 사람이 아니에요"
        assert t("quiz-error-drill-seed", most=9, value=number).endswith(
            f"({number:,}{want[1]} 안 돼요)"
        )


_PLACEABLE_THEN_PARTICLE = re.compile(
    r"\{ *(?:\$[\w-]+|NUMBER\([^{}]*\)) *\}"
    r"(이에요|예요|이고|으로|이나|이|가|은|는|을|를|와|과|로|나)(?![가-힣])"
)
"""A value, then a particle whose form depends on it, written after it by hand."""


def test_every_value_before_a_particle_goes_through_josa() -> None:
    wrong = []
    for path in sorted((FOLDER / "ko").glob("*.ftl")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            wrong += [
                f"{path.name}:{n}: {m.group(0)}" for m in _PLACEABLE_THEN_PARTICLE.finditer(line)
            ]
    assert not wrong, wrong


def test_counters_say_what_they_count() -> None:
    """판돈 2배 (not 판돈 2), and the doublings line takes 스톱박이 after 퍼펙트, 스톱박."""
    with using("ko"):
        from tutor.words.engine import preset_name  # noqa: F401  (the words layer loaded)

        penalty = t("rule-line-undercut-penalty", undercut_penalty=2)
        assert "판돈 2배를 주고" in penalty
        both = t("rule-line-doublings", sevens_double="true", undercut_doubles="true")
        assert "퍼펙트, 스톱박이 각각" in both
        assert "퍼펙트가 각각" in t("rule-line-doublings", sevens_double="false",
                                    undercut_doubles="false")  # fmt: skip
        deal_line = t("rule-line-deal", six_seven_players="false", jokers=0)
        assert "두 명에서 다섯 명이 해요. 카드는 52장이에요." in deal_line


# -- one name for each thing ------------------------------------------------------------------

TERMS = tomllib.loads((FOLDER / "ko" / "terms.toml").read_text(encoding="utf-8"))["term"]


def _pattern(variant: str) -> re.Pattern[str]:
    if variant.startswith("/") and variant.endswith("/"):
        return re.compile(variant[1:-1])
    return re.compile(r"(?<![가-힣])" + re.escape(variant))


def _korean_sources() -> list[tuple[str, str]]:
    """Every Korean text the tutor ships, by where it is: each catalog message (the glossary's
    ``.korean`` attributes aside: they list what tables also say), each lesson, the rule book."""
    out = []
    serializer = FluentSerializer()
    for msg_id, entry in parsed("ko").items():
        if msg_id.startswith("glossary-"):
            entry = entry.__class__(entry.id, entry.value, [a for a in entry.attributes
                                                            if a.id.name != "korean"])  # fmt: skip
        out.append((msg_id, serializer.serialize_entry(entry)))
    for path in sorted((L.LESSONS_DIR / "ko").glob("*.yaml")):
        out.append((path.name, path.read_text(encoding="utf-8")))
    out.append(("rulebook.ko.md", rulebook.text("ko")))
    return out


def test_one_name_for_each_thing_the_glossarys_variants_only_in_the_glossary() -> None:
    sources = _korean_sources()
    everything = "\n".join(s for _, s in sources)
    wrong = []
    for term in TERMS:
        for name in term["ko"]:
            assert name in everything, f"{name} ({term['en']}) is used nowhere"
        for variant in term["also"]:
            pattern = _pattern(variant)
            wrong += [(variant, where) for where, s in sources if pattern.search(s)]
    assert not wrong, wrong


def test_the_glossary_page_names_each_term_as_the_term_list_does() -> None:
    with using("ko"):
        for term in (x for x in TERMS if "code" in x):
            assert t(f"glossary-{term['code']}") == term["ko"][0]
            korean = t(f"glossary-{term['code']}", attribute="korean") if term["code"] != "knock" \
                else ""  # fmt: skip
            for variant in term["also"]:
                if term["code"] in ("sopang", "daepang", "four-sevens", "perfect"):
                    assert variant in korean, (term["code"], variant)


def test_the_checker_finds_a_variant() -> None:
    assert _pattern("패자").search("패자가 내요") and not _pattern("패자").search("연패자")
    yes = _pattern("/(?<![가-힣])예(?![가-힣:])/")
    assert yes.search("[true] 예\n") and not yes.search("예: 7h") and not yes.search("예요")


# -- input, files, the command line ----------------------------------------------------------


def test_a_korean_suit_name_may_stand_apart_from_its_rank() -> None:
    assert parse_cards("하트 7 스페이드 10") == parse_cards("7h 10s")
    assert parse_cards("7 하트, K 클로버") == parse_cards("7h Kc")
    assert parse_cards("하트7 다이아 A") == parse_cards("7h Ad")


def test_a_korean_csv_export_writes_its_coded_cells_in_korean() -> None:
    from tutor.app.ledger_view import csv_heading, csv_value
    from tutor.engine.ledger import Game, add_round, ledger
    from tutor.store.game_file import export_csv

    game = Game.new(players=["Ann", "Bo"], stake=1000, currency="₩", first_dealer="Ann")
    game = add_round(game, {"ending": "knock", "knocker": "Ann", "players": [
        {"name": "Ann", "hand": "2c", "melded": True},
        {"name": "Bo", "points": 30, "melded": True}]})  # fmt: skip
    with using("ko"):
        text = export_csv(game, ledger(game), csv_heading, csv_value)
    rows = list(csv.reader(io.StringIO(text.removeprefix("\ufeff"))))
    head = rows[0]
    first = dict(zip(head, rows[1], strict=False))
    assert first["끝내기"] == "스톱" and first["퍼펙트"] == "아니요"
    assert {dict(zip(head, r, strict=False))["입력 방식"] for r in rows[1:3]} == {"카드", "점수"}
    plain = export_csv(game, ledger(game))
    assert "knock" in plain and "count" in plain  # the store alone writes the codes


def test_the_command_lines_rules_help_names_each_preset(capsys: pytest.CaptureFixture) -> None:
    from tutor.cli import build_parser

    with using("ko"):
        help_text = build_parser()._subparsers._group_actions[0].choices["meld"].format_help()
    assert "pagat (표준)" in help_text and "s2-casual (캐주얼 규칙)" in help_text
    assert "{pagat" not in help_text


def test_a_puzzles_players_are_the_cast_named_in_korean() -> None:
    """A shipped puzzle's seats are the tutor's cast (Bo is 보라 on a Korean page, not a
    Latin name in a Korean sentence); the learner's own seat stays as it is."""
    p = next(q for q in pool() if "Bo" in q.names)
    assert isinstance(p.names[p.names.index("Bo")], Cast) and isinstance(p.dealer, str)
    with using("ko"):
        shown = name_text(p.names[p.names.index("Bo")])
    assert shown != "Bo" and all("\uac00" <= ch <= "\ud7a3" for ch in shown), shown
