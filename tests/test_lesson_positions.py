"""Lesson positions that can happen (tutor.teach.lesson_positions, rule book 1.4, 4.3): each
hand holds seven cards less those its owner laid on the table (one more just after the
draw), every card is in one place, and the four positions an audit found impossible are
refused as they were first written."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from tutor.engine.cards import parse_cards
from tutor.teach import lessons as L
from tutor.teach.errors import problem_code
from tutor.teach.lesson_positions import DEALT, check_position, table_melds

LESSONS = L.load_lessons()
POSITIONS = {s.id: s for les in LESSONS for s in les.steps if s.type == "position"}


def _refused(step_id: str, **changes: Any) -> tuple[str, dict[str, Any]]:
    data = {**POSITIONS[step_id].model_dump(exclude_defaults=True), **changes}
    with pytest.raises(ValidationError) as info:
        L.PositionStep.model_validate(data)
    err = info.value.errors()[0]
    return problem_code(err), dict(err["ctx"]["error"].values)


def test_every_position_in_the_lessons_fits_the_deal() -> None:
    assert set(POSITIONS) >= {"take-or-draw", "safe-discard", "knock-now", "knock-or-play-on"}
    for step in POSITIONS.values():
        assert check_position(step) is step
        if step.table is not None:
            laid = [sum(len(m.cards) for m in table_melds(t)) for t in step.table]
            drawn = 1 if step.ask in ("discard", "safe-discard") else 0
            assert len(parse_cards(step.hand)) - drawn == DEALT - laid[0]
            assert list(step.others or []) == [DEALT - n for n in laid[1:]]


def test_the_four_positions_as_first_written_are_refused() -> None:
    # take-or-draw: a run of yours on the table and seven cards in hand
    code, v = _refused("take-or-draw", hand="2c 3d 9h Jc Qd Kh 4s")
    assert code == "hand-size-impossible" and (v["size"], v["expected"]) == (7, 4)
    code, v = _refused("take-or-draw", hand="2c 3d 9h Jc Qd Kh 4s", table=None)
    assert code == "hand-size-impossible" and v["expected"] == 6  # melded: at most six
    # safe-discard: nine cards on the table where six fit (you hold 5 after the draw, Jae 4)
    code, v = _refused("safe-discard", table=["3s 4s 5s, 8h 9h 10h", "Kc Kd Kh"])
    assert code == "hand-size-impossible" and (v["who"], v["laid"], v["expected"]) == ("you", 6, 2)
    code, _ = _refused("safe-discard", table=None)
    assert code == "table-needed"
    # knock-now: six cards on the table where eight fit (three cards each)
    code, v = _refused(
        "knock-now", seen="9s 10s Js Qc Qd Qh 4c 5c 6c 8d Kh 2s", table=["9s 10s Js", "Qc Qd Qh"]
    )
    assert code == "hand-size-impossible" and (v["size"], v["expected"]) == (3, 4)
    # knock-or-play-on: six where eleven fit (two cards and one)
    code, v = _refused(
        "knock-or-play-on",
        seen="9s 10s Js Qc Qd Qh 4c 2c 6c 8d Kh 2s",
        table=["9s 10s Js", "Qc Qd Qh"],
    )
    assert code == "hand-size-impossible" and v["laid"] == 3


def test_a_card_in_two_places_or_a_false_melded_flag_is_refused() -> None:
    code, v = _refused("take-or-draw", table=["6s 7s 8s"])  # the 8♠ is the top discard
    assert code == "position-card-twice" and v["card"] == parse_cards("8s")[0]
    code, v = _refused("knock-now", others_melded=False)
    assert code == "melded-mismatch" and v["who"] == "others"
    code, v = _refused("which-discard", melded=True)
    assert code == "hand-size-impossible" and v["expected"] == 7
