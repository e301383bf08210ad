"""The practice table's input problems as data: every code of the closed set PlayErrorCode
(tutor.play.reasons) is produced through the public interface, carries its values, pickles,
and has a short message in English and Korean: the catalog's sentence for its code and
values."""

from __future__ import annotations

import pickle
from collections.abc import Callable

import pytest

from tutor.engine.errors import HoolaError
from tutor.engine.rules import Rules
from tutor.play import actions as A
from tutor.play import bots
from tutor.play import round as R
from tutor.play.reasons import PLAY_ERROR_CODES, PlayError
from tutor.words import catalog, using

PAGAT = Rules.preset("pagat")


def _over() -> R.Round:
    r = R.deal(PAGAT, ["Ann", "Bo"], seed=1)
    return bots.play_out(r, {n: bots.Bot(seed=i) for i, n in enumerate(r.order)})


def test_every_play_error_code_is_produced() -> None:
    attempts: dict[str, tuple[Callable[[], object], dict[str, object]]] = {
        "not-a-move": (lambda: A.parse_action("dance"), {"text": "dance"}),
        "meld-needs-cards": (lambda: A.parse_action("meld "), {}),
        "lay-off-form": (lambda: A.parse_action("lay-off 9c x"), {"text": "lay-off 9c x"}),
        "one-card": (lambda: A.parse_action("discard 9c 8c"), {"text": "discard 9c 8c"}),
        "no-bot-level": (lambda: bots.Bot("master"), {"level": "master"}),  # type: ignore[arg-type]
        "no-move": (lambda: bots.Bot().choose(_over()), {}),
        "round-too-long": (
            lambda: bots.play_out(
                R.deal(PAGAT, ["Ann", "Bo"], seed=1), {"Ann": bots.Bot(), "Bo": bots.Bot()}, limit=1
            ),
            {"limit": 1},
        ),  # fmt: skip
        "not-at-table": (lambda: R.deal(PAGAT, ["Ann", "Bo"], seed=1).view("Zed"), {"name": "Zed"}),
        "too-few-players": (lambda: R.deal(PAGAT, ["Ann"], seed=1), {"count": 1}),
        "too-many-players": (
            lambda: R.deal(PAGAT, list("ABCDEFGH"), seed=1),
            {"count": 8, "limit": 5, "six_seven": False},
        ),
        "bad-name": (lambda: R.deal(PAGAT, ["Ann", "x" * 31], seed=1), {"name": "x" * 31}),
        "name-twice": (lambda: R.deal(PAGAT, ["Ann", "ann"], seed=1), {"name": "Ann"}),
        "dealer-not-player": (lambda: R.deal(PAGAT, ["Ann", "Bo"], 1, "Cy"), {"dealer": "Cy"}),
        "bad-seed": (lambda: R.deal(PAGAT, ["Ann", "Bo"], seed=-1), {"seed": -1}),
        "not-a-meld-here": (
            lambda: R.position(PAGAT, {"Ann": "2c", "Bo": "3d"}, melds=[("Ann", "4h 9s")]),
            {"text": "4h 9s"},
        ),
        "card-twice": (lambda: R.position(PAGAT, {"Ann": "2c", "Bo": "2c"}), {}),
        "bad-fill": (
            lambda: R.rebuild(R.deal(PAGAT, ["Ann", "Bo"], seed=1).view("Ann"), {"Bo": ()}, ()),
            {"name": "Bo"},
        ),
    }
    assert set(attempts) == PLAY_ERROR_CODES
    for code, (attempt, values) in attempts.items():
        with pytest.raises(PlayError) as info:
            attempt()
        err = info.value
        assert isinstance(err, HoolaError) and err.code == code, (code, str(err))
        assert {k: err.values[k] for k in values} == values
        again = pickle.loads(pickle.dumps(err))
        assert (again.code, dict(again.values), str(again)) == (code, dict(err.values), str(err))
        assert err.closed_set == "play-error" and catalog.has(f"play-error-{code}", "ko")
        english = str(err)
        with using("ko"):
            korean = str(err)
        assert 0 < len(english) < 300 and 0 < len(korean) < 300 and english != korean
        assert "{" not in english + korean, (english, korean)


def test_an_unknown_code_is_a_programming_slip() -> None:
    with pytest.raises(TypeError):
        PlayError("no-such-problem")  # type: ignore[arg-type]


def test_a_few_problems_read_as_before() -> None:
    assert str(PlayError("not-a-move", text="dance")) == "'dance' is not a move"
    assert str(PlayError("bad-seed", seed=-1)) == "the seed must be a whole number from 0, not -1"
    with using("ko"):
        assert str(PlayError("too-few-players", count=1)) == (
            "한 판에는 플레이어가 적어도 2명 필요해요. 지금은 1명이에요"
        )
