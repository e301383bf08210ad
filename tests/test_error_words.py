"""Every coded error is worded in English and Korean (issue 22, 24): the engine's
(``error-…``), the store's (``store-error-…``), the progress store's (``progress-error-…``)
and storage failures (``store-unavailable-…``). Each engine error is made by its producer
(the cases of ``tests/test_reasons.py``) and written in both languages, with every error it
wraps; the store's producers are enumerated in test_progress.py, test_ledger_store.py and
test_store_db.py, which write each in both languages too."""

from __future__ import annotations

import re

import pytest

from tests.test_reasons import _error_cases
from tutor.engine.errors import ERROR_CODES, HoolaError
from tutor.store.db import STORE_UNAVAILABLE_CODES, StoreTooNew, StoreUnavailable
from tutor.store.errors import PROGRESS_ERROR_CODES, STORE_ERROR_CODES
from tutor.words import catalog, using

HANGUL = re.compile("[가-힣]")

SETS = {
    "error": ERROR_CODES,
    "store-error": STORE_ERROR_CODES,
    "progress-error": PROGRESS_ERROR_CODES,
    "store-unavailable": STORE_UNAVAILABLE_CODES,
}


@pytest.mark.parametrize("loc", ["en", "ko"])
def test_every_error_code_has_a_message_in_each_language(loc: str) -> None:
    ids = catalog.ids(loc)
    missing = [
        f"{name}-{c}" for name, codes in SETS.items() for c in codes if f"{name}-{c}" not in ids
    ]
    assert not missing, missing


def _chain(err: HoolaError) -> list[HoolaError]:
    out: list[HoolaError] = []
    while err is not None:
        out.append(err)
        for _, problem in err.values.get("problems", ()):
            out.append(problem)
        err = err.cause
    return out


def test_every_engine_error_its_producer_raises_reads_in_english_and_korean() -> None:
    seen: set[str] = set()
    for code, call in _error_cases():
        with pytest.raises(HoolaError) as info:
            call()
        for err in _chain(info.value):
            english = str(err)
            with using("ko"):
                korean = str(err)
            assert english and korean != english, (err.code, korean)
            assert HANGUL.search(korean), (err.code, korean)
            seen.add(err.code)
        assert code in seen
    assert seen >= ERROR_CODES - {None}, sorted(ERROR_CODES - seen)


def test_an_error_wrapping_another_words_both_in_the_language_in_force() -> None:
    from tutor.engine.cards import check_distinct, parse_cards
    from tutor.engine.errors import RecordError

    with pytest.raises(HoolaError) as info:
        check_distinct(parse_cards("7h 7h"))
    wrapped = RecordError("in-hand", player="민준", name="민준", cause=info.value)
    assert str(wrapped) == "민준's hand: 7h appears 2 times, but there is only one 7h in the deck"
    with using("ko"):
        assert str(wrapped) == (
            "민준의 손패: 7h 카드가 2번 나왔는데, 한 벌에 7h 카드는 한 장뿐이에요."
        )


def test_a_newer_database_names_its_file_only_when_known() -> None:
    with using("ko"):
        assert str(StoreTooNew(found=9, known=4)).startswith("이 데이터베이스는")
        assert str(StoreTooNew(found=9, known=4, path="p.db")).startswith(
            "p.db 파일을 쓸 수 없어요."
        )
    assert str(StoreUnavailable("disk-full", path="p.db")) == (
        "the disk holding the progress database p.db is full"
    )


UNAVAILABLE_VALUES = {
    "locked": {"path": "p.db", "detail": "database is locked"},
    "read-only": {"path": "p.db", "detail": "attempt to write a readonly database"},
    "damaged": {"path": "p.db", "detail": "file is not a database"},
    "not-hoola": {"path": "p.db", "found": 12},
    "opened-read-only": {"path": "p.db", "detail": "integrity_check"},
    "cannot-open": {"path": "p.db", "detail": "unable to open database file"},
    "no-folder": {"path": "p.db", "detail": "Permission denied"},
    "disk-full": {"path": "p.db", "detail": "database or disk is full"},
    "unusable": {"path": "p.db", "detail": "disk I/O error"},
    "server-unreachable": {"path": "db.example", "detail": "connection refused"},
    "server-read-only": {"path": "db.example", "detail": "transaction_read_only = on"},
    "bad-url": {"scheme": "postgresql+foo", "problem": "driver"},
    "extra-missing": {"package": "argon2-cffi", "purpose": "pins"},
}
"""The values each producer of tutor/store/db.py and postgres.py passes (game-damaged and
too-new take two sets each: below)."""


@pytest.mark.parametrize(
    ("code", "values"),
    [
        *UNAVAILABLE_VALUES.items(),
        ("game-damaged", {"game_id": "0a", "path": "p.db", "numbers": (1, 3)}),
        ("game-damaged", {"game_id": "0a", "path": "p.db", "detail": "not JSON"}),
        ("too-new", {"found": 9, "known": 4}),
        ("too-new", {"found": 9, "known": 4, "path": "p.db"}),
    ],
)
def test_every_storage_failure_reads_in_english_and_korean(code: str, values: dict) -> None:
    err = StoreUnavailable(code, **values)
    english = str(err)
    with using("ko"):
        korean = str(err)
    assert english != korean and HANGUL.search(korean)
    assert set(UNAVAILABLE_VALUES) | {"game-damaged", "too-new"} == STORE_UNAVAILABLE_CODES
