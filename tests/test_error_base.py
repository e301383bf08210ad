"""The one coded-error base (issue 22): every layer's refusal is a ``HoolaError`` (a
``ValueError``), storage failure a ``StoreUnavailable`` (not one); both carry a code of
their class's closed set and values, are written by the words layer, and pickle."""

from __future__ import annotations

import pickle

import pytest

from tutor.engine.errors import CardError, Coded, HoolaError, RecordError, RulesError
from tutor.store.db import StoreDamaged, StoreLocked, StoreUnavailable
from tutor.store.errors import ExportError, GameStoreError, ProgressError
from tutor.words import using


@pytest.mark.parametrize(
    "err",
    [
        HoolaError("card-twice", point="1.2", card="7h", times=2),
        RecordError("in-hand", player="Ann", name="Ann", cause=HoolaError("jokers-off")),
        GameStoreError("no-such-game", game_id="abc"),
        GameStoreError("input-not-json", what="game-file", line=1, column=2, detail="x"),
        ExportError("export-version", what="progress", found="'9'", version=1),
        ProgressError("name-too-long", name="Ann", size=90, limit=80),
        StoreLocked(path="/tmp/x.db", detail="database is locked"),
        StoreUnavailable("too-new", found=9, known=3),
    ],
)
def test_a_coded_error_pickles_with_its_code_and_values(err: Coded) -> None:
    back = pickle.loads(pickle.dumps(err))
    assert type(back) is type(err)
    assert (back.code, back.point, back.player) == (err.code, err.point, err.player)
    assert back.values.keys() == err.values.keys()
    assert str(back) == str(err)
    with using("ko"):
        assert str(back) == str(err)


def test_refusals_are_value_errors_and_storage_failures_are_not() -> None:
    for cls in (GameStoreError, ExportError, ProgressError):
        assert issubclass(cls, HoolaError) and issubclass(cls, ValueError)
    assert issubclass(StoreUnavailable, Coded) and not issubclass(StoreUnavailable, ValueError)
    assert StoreDamaged().code == "damaged"


def test_a_layer_error_carries_the_engines_codes_under_the_engines_set() -> None:
    own = GameStoreError("no-such-game", game_id="abc")
    engine = GameStoreError("input-not-json", what="f", line=1, column=1, detail="d")
    assert (own.error_set, engine.error_set) == ("store-error", "error")


def test_an_unknown_code_of_a_closed_set_is_a_programming_slip() -> None:
    with pytest.raises(TypeError):
        ProgressError("no-such-code")
    with pytest.raises(TypeError):
        StoreUnavailable("card-twice")


@pytest.mark.parametrize("cls", [HoolaError, CardError, RecordError, RulesError])
def test_the_engines_errors_take_codes_only_never_a_sentence(cls: type[HoolaError]) -> None:
    """A misspelt code or an English sentence is a programming slip, never a message."""
    for text in ("hand-too-bigg", "the hand is too big"):
        with pytest.raises(TypeError, match="unknown error code"):
            cls(text)
    assert cls("hand-too-big", count=9, limit=8).code == "hand-too-big"
