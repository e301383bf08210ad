"""The last English below the words layer, worded in the catalogs: a quoted piece of input
(tutor.engine.inputs.Quoted), the round record's fields, the rule book's sources, what the
store found wrong with a database, and the rule-book points a message cites."""

from __future__ import annotations

import re

import pytest

from tutor.engine import rulebook
from tutor.engine.errors import RulesError
from tutor.engine.inputs import Quoted, quote
from tutor.engine.ledger import Game
from tutor.engine.reasons import Reason
from tutor.engine.records import PlayerRecord, RoundRecord
from tutor.engine.rules import Rules
from tutor.store.db import DAMAGE_CODES, StoreDamaged, damage
from tutor.words import catalog, t, using
from tutor.words.catalog import CITE_CLOSE, CITE_OPEN, cited
from tutor.words.values import quoted

HUGE = 10**200


@pytest.mark.parametrize(
    ("value", "kind", "english", "korean"),
    [
        ("Ann", "text", "'Ann'", "'Ann'"),
        ("x" * 50, "text", repr("x" * 40) + "…", repr("x" * 40) + "…"),
        (dict.fromkeys("abcde", 1), "collection", "a dict of 5", "항목 5개짜리 딕셔너리"),
        (list(range(12_345)), "collection", "a list of 12345", "항목 12345개짜리 리스트"),
        ([[[[1]]]], "nested", "a deeply nested list", "너무 깊이 중첩된 리스트"),
        (HUGE, "number", "a number of about 201 digits", "약 201자리 숫자"),
    ],
)  # fmt: skip
def test_a_quoted_value_is_data_the_words_layer_writes_in_each_language(
    value: object, kind: str, english: str, korean: str
) -> None:
    q = quote(value)
    assert isinstance(q, Quoted) and q.kind == kind
    assert not q.text if kind != "text" else q.text == english
    assert quoted(q) == english
    with using("ko"):
        assert quoted(q) == korean


def test_every_kind_of_quoted_value_has_a_message_in_english_and_korean() -> None:
    for kind in ("collection", "nested", "number"):
        for loc in ("en", "ko"):
            assert f"quoted-{kind}" in catalog.ids(loc), (kind, loc)


def test_an_error_quoting_a_big_value_says_what_it_is_in_either_language() -> None:
    with pytest.raises(RulesError) as info:
        Rules.from_spec(list(range(10)))
    assert info.value["value"] == Quoted("collection", type="list", size=10)
    assert str(info.value) == "rules must be a preset name or an object, not a list of 10"
    with using("ko"):
        assert "항목 10개짜리 리스트" in str(info.value)
        assert "list of" not in str(info.value)


def test_record_fields_hold_codes_and_values_not_sentences() -> None:
    """What a person reads about a field is the round form's help, in the catalogs."""
    for model in (PlayerRecord, RoundRecord, Game):
        for name, field in model.model_fields.items():
            assert field.description is None and field.title is None, (model.__name__, name)
    for help_id in ("hand", "points", "melded", "turn", "status"):
        for loc in ("en", "ko"):
            assert f"round-form-{help_id}-help" in catalog.ids(loc), (help_id, loc)


def test_every_source_is_named_and_described_in_both_languages() -> None:
    for s in rulebook.SOURCES:
        for part in ("name", "title", "about"):
            for loc in ("en", "ko"):
                assert f"rulebook-source-{s.key}-{part}" in catalog.ids(loc), (s.key, part, loc)


@pytest.mark.parametrize(
    ("found", "english", "korean"),
    [
        (damage("integrity-problems", count=1, more=False, first="row 3"), "1 problem: row 3",
         "문제 1건: row 3"),
        (damage("integrity-problems", count=100, more=True, first="x"), "100+ problems: x",
         "문제 100+건: x"),
        (damage("meta-missing"), "tables without hoola_meta", "hoola_meta 없이 테이블만 있음"),
        (damage("other-program"), "hoola_meta names another program", "다른 프로그램"),
        (damage("no-schema-version"), "no schema version", "스키마 버전이 없음"),
    ],
)  # fmt: skip
def test_what_the_store_found_wrong_is_data_worded_in_each_language(
    found: Reason, english: str, korean: str
) -> None:
    assert found.closed_set == "store-damage" and found.code in DAMAGE_CODES
    error = StoreDamaged(path="p.db", detail=found)
    assert f"({english})" in str(error)
    with using("ko"):
        assert korean in str(error) and english not in str(error)


def test_every_store_damage_code_has_a_message_in_english_and_korean() -> None:
    for code in DAMAGE_CODES:
        for loc in ("en", "ko"):
            assert f"store-damage-{code}" in catalog.ids(loc), (code, loc)


def test_a_marked_citation_keeps_the_korean_particle_of_its_number() -> None:
    """``JOSA(POINT($point), "을/를")`` picks the particle by the number, marks aside."""
    with using("ko"):
        for point, particle in (("5.2", "를"), ("3", "을"), ("6.1", "을")):
            plain_hint = t("quiz-hint-knock", point=point, player="Ann")
            assert plain_hint.startswith(f"규칙 {point}{particle} ")
            with cited():
                marked = t("quiz-hint-knock", point=point, player="Ann")
            assert marked.startswith(f"규칙 {CITE_OPEN}{point}{CITE_CLOSE}{particle} ")


def test_catalogs_cite_rule_points_explicitly_and_only_points_that_exist() -> None:
    """A message cites a point as ``{ POINT("5.2") }`` or ``{ POINT($point) }``, never as a
    bare "rule 5.2" a page would have to find again; each number names a point."""
    cited_numbers = 0
    for loc in ("en", "ko"):
        for path in catalog.files(loc):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if line.lstrip().startswith("#"):
                    continue
                where = f"{loc}/{path.name}:{number}"
                assert not re.search(r"\b[Rr]ules? \d|규칙 \d", line), where
                for point in re.findall(r'POINT\("([^"]+)"\)', line):
                    assert rulebook.is_point(point), (where, point)
                    cited_numbers += 1
    assert cited_numbers > 50
