"""Reasons as data: every code of every closed set is produced by the engine and worded by
the explainer; results are immutable; tests read codes and numbers, and a few sentences."""

from __future__ import annotations

import pickle
from typing import Any

import pytest

from tutor.engine.arrangement import best_arrangement, grade_choice
from tutor.engine.cards import parse_cards
from tutor.engine.counting import blast_total, hand_points
from tutor.engine.endings import blast, endings_open, four_sevens, going_out, knock
from tutor.engine.errors import CardError
from tutor.engine.explain import renders, sentence, sentences, verdict_title
from tutor.engine.melds import check_meld
from tutor.engine.reasons import ALL_CODES, CLOSED_SETS, FrozenDict, Reason, because
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.settlement import Settlement, settle
from tutor.engine.switches import SwitchEffect, outcome, settle_under, switches_that_change
from tutor.teach.examples import EXAMPLES

PAGAT = Rules.preset("pagat")
JOKERS = PAGAT.with_changes(jokers=2)


def _meld_cases() -> list[tuple[str, Rules]]:
    return [
        ("", PAGAT),
        ("JK 3c 4c", PAGAT),
        ("JK JK 3c", JOKERS.with_changes(jokers=1)),
        ("JK", JOKERS),
        ("3c 4d 9h", PAGAT),
        ("Qc Qd Qh Qs", PAGAT.with_changes(jokers=1)),
        ("Qc Qd Qh Qs JK", JOKERS),
        ("7h", PAGAT),
        ("7h 7c", PAGAT),
        ("Qh", PAGAT),
        ("Qh Qc", PAGAT),
        ("Qh Qc Qd", PAGAT),
        ("6h 7h", PAGAT),
        ("3h 4h 5h", PAGAT),
        ("3h JK 5h", JOKERS),
        ("Kh Ah 2h", PAGAT.with_changes(ace="low")),
        ("Kh Ah 2h", PAGAT.with_changes(ace="high-or-low")),
        ("3h 6h JK", JOKERS.with_changes(jokers=1)),
        ("3h 6h 9h", PAGAT),
        ("3h 9h", PAGAT),
        ("3h 4h", PAGAT),
        ("Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh JK", JOKERS),
    ]


def _produced() -> dict[str, set[str]]:
    """Codes produced by engine calls, by closed set."""
    codes: set[str] = set()
    for cards, rules in _meld_cases():
        codes.update(r.code for r in check_meld(cards, rules).why)
    for cards, rules in [
        ("", PAGAT),
        ("9c 9d 9h 9s 7c Kh", PAGAT.with_changes(seven_in_hand=14, picture_cards_ten=True)),
        ("2c JK", JOKERS),
        ("2c JK", JOKERS.with_changes(joker_in_hand="twenty")),
    ]:
        codes.update(r.code for r in hand_points(parse_cards(cards, rules), rules).why)
    codes.update(r.code for r in blast_total(parse_cards("2c JK", JOKERS), JOKERS).why)
    for cards, rules in [("3h 4h 5h 9c", PAGAT), ("Kc", PAGAT), ("3h 4h 5h", PAGAT)]:
        codes.update(r.code for r in best_arrangement(cards, rules).why)
    hand = parse_cards("3h 4h 5h 9c 2d")
    for keep in ({3, 4}, {0, 1, 2, 3, 4}, {0}):
        codes.add(grade_choice(hand, keep, PAGAT).code)
    tens = PAGAT.with_changes(picture_cards_ten=True, picture_blast="all-pictures")
    verdicts = [
        blast("Ac 2c 3d 2h 3s Ad 2d", PAGAT.with_changes(picture_cards_ten=True)),
        blast("Ac 2c 3d 2h 3s Ad 2d", PAGAT, melded=True),
        blast("Ac 2c 3d", PAGAT),
        blast("Ac 2c 3d 2h 3s Ad 2d", PAGAT),
        blast("Jc Qc Kc Jd Qd Kd Jh", tens),
        blast("Jc Qc Kc Jd Qd Kd 2h", tens),
        blast("Kc Qc Kd Qd Kh Qh Ks", PAGAT),
        blast("Kc Qc 2d 3d 4h 5h 6s", PAGAT),
        knock("2c 3d", PAGAT, players=4, knocker_melded=True, others_melded=True),
        knock("Kc Qd", PAGAT, players=4, knocker_melded=True, others_melded=False),
        four_sevens("7c 7d 7h 7s", PAGAT),
        four_sevens("7c 2d", PAGAT),
        going_out("2c 5d 9h Kc", PAGAT),
        going_out("3h 4h 5h 9c", PAGAT),
        going_out(
            "3h 4h 5h 9c", PAGAT.with_changes(perfect_needs_all_turns=True), others_had_turn=False
        ),  # fmt: skip
        *endings_open("3h 4h 5h Qc Qd Qh 9c", PAGAT),
        *endings_open("3h 4h 5h Qc Qd Qh 9c", PAGAT, melded=True),
        *endings_open("2c 5d 9h Kc 4s 8d Jh", PAGAT),
    ]
    for v in verdicts:
        codes.add(v.kind)
        codes.update(r.code for r in v.why)
    for rec in _records():
        codes.update(_settle_codes(settle(rec)))
    return {name: codes & set(members) for name, members in CLOSED_SETS.items()}


def _player(name: str, hand: str = "", melded: bool = True, **extra: Any) -> dict[str, Any]:
    return {"name": name, "hand": hand, "melded": melded, **extra}


def _records() -> list[dict[str, Any]]:
    """Rounds that between them reach every settlement reason (with the worked examples)."""
    out = [example.record for example in EXAMPLES.values()]
    p = _player
    knock = [p("K", "2c 3d"), p("T", "5h"), p("X", "9c Kd"), p("Y", "7c 8d 9h Jc Qd Ks 2s", False)]
    out.append({"rules": {"preset": "pagat", "undercut_penalty": 5}, "ending": "knock",
                "players": knock, "knocker": "K"})  # fmt: skip
    out.append({"rules": "pagat", "ending": "knock", "knocker": "K",
                "players": [p("K", "2c 3d"), p("T", "6h"), p("X", "9c Kd")]})  # fmt: skip
    for tie in ("turn-order", "fewest-cards"):
        out.append({"rules": {"preset": "s1-short", "tie": tie}, "ending": "stock",
                    "players": [p("A", "Kc Qd"), p("B", "2c 3d"), p("C", "5h")]})  # fmt: skip
    out.append({"rules": "pagat", "ending": "stock",
                "players": [p("A", "2c 3c 4c Kd"), p("B", "9h"), p("C", "Qh Qs")]})  # fmt: skip
    six = [p("D", "2c 3c"), p("P1", "7h 9c 9d 9h Kc Qs Jd", False, dropped_out="forced"),
           p("P2", "4c 5c"), p("P3", "Ac"), p("P4", "6d 8h"), p("P5", "Kd Qh")]  # fmt: skip
    out.append({"rules": {"preset": "pagat", "six_seven_players": True}, "ending": "stock",
                "players": six, "dealer": "D"})  # fmt: skip
    six[1] = p("P1", "3s 4s 5s 9c 9d Kh Qd", False, dropped_out="forced")
    out.append({"rules": {"preset": "pagat", "six_seven_players": True}, "ending": "stock",
                "players": six, "dealer": "D"})  # fmt: skip
    counted = [{"name": "Kim", "points": 40}, {"name": "Bo", "points": 30, "melded": True}]
    out.append({"rules": "pagat", "ending": "blast", "winner": "Kim", "players": counted})
    counted = [{"name": "Kim", "points": 5, "sevens": 4, "melded": True},
               {"name": "Bo", "points": 30, "melded": True}]  # fmt: skip
    out.append({"rules": "pagat", "ending": "four-sevens", "winner": "Kim", "players": counted})
    return out


def _settle_codes(s: Settlement) -> set[str]:
    codes = {r.code for r in s.winner_why}
    for player in s.players:
        codes.update(r.code for r in player.why)
    for line in s.lines:
        codes.update((line.position_why.code, line.payer_why.code))
        codes.update(d.why.code for d in line.doublings)
        codes.update(d.kind for d in line.doublings)
    for t in (*s.transfers, *s.penalty, *s.compensation):
        codes.add(t.why.code)
        codes.update(kind for kind, _ in t.why.get("items", ()))
    for step in s.steps():
        codes.update(r.code for r in step.why)
    return codes


def test_every_code_is_produced_by_the_engine_and_rendered() -> None:
    produced = _produced()
    for name, members in CLOSED_SETS.items():
        missing = set(members) - produced[name]
        assert not missing, f"{name}: never produced: {sorted(missing)}"
        unworded = [c for c in members if not renders(name, c)]
        assert not unworded, f"{name}: no words for {unworded}"


def test_reason_codes_are_unique_across_sets() -> None:
    """A reason code names one thing: it never repeats across sets (verdict, doubling and
    compensation kinds name outcomes, and may share a name with a reason)."""
    seen: dict[str, str] = {}
    for name, members in CLOSED_SETS.items():
        if name in ("verdict", "doubling", "compensation"):
            continue
        for code in members:
            assert code not in seen, f"{code} in both {seen[code]} and {name}"
            seen[code] = name


def test_unknown_code_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown reason code"):
        because("over-the-limit", "5.2")


def test_reasons_carry_numbers_cards_and_the_rule_point() -> None:
    check = check_meld("3h 6h 9h", PAGAT)
    (why,) = check.why
    assert why.code == "run-gap" and why.point == "3.2"
    assert why["needs"] == parse_cards("4h 5h") and why["also"] == parse_cards("7h 8h")
    assert why.cards == parse_cards("3h 6h 4h 5h 7h 8h")
    v = knock("Kc Qd", PAGAT, players=4, knocker_melded=True, others_melded=False)
    assert [r.code for r in v.failed] == ["over-knock-limit", "melding-not-met"]
    over = v.failed[0]
    assert over.numbers == {"points": 25, "limit": 10, "players": 4}
    assert v.kind == "no-knock" and v.point == "5.2" and v.rule == "§5.2"


def test_a_few_rendered_sentences() -> None:
    assert check_meld("6h 8h", PAGAT).reasons == (
        "6♥ and 8♥ are not consecutive: the run needs 7♥.",
    )
    v = knock("Kc Qd", PAGAT, players=4, knocker_melded=True, others_melded=False)
    assert sentence(v.failed[0]) == "25 is over the knock limit of 10 for 4 players."
    assert verdict_title("perfect") == "Perfect (Hoola)"
    assert sentences(best_arrangement("Kc", PAGAT).why)[0] == (
        "No meld can be laid from these cards."
    )


def test_results_are_immutable() -> None:
    v = blast("Ac 2c 3d 2h 3s Ad 2d", PAGAT)
    with pytest.raises(TypeError):
        v.numbers["total"] = 99  # type: ignore[index]
    with pytest.raises(AttributeError):
        v.why[0].code = "sopang"  # type: ignore[misc]
    with pytest.raises(TypeError):
        v.why[0].values["total"] = 1  # type: ignore[index]
    assert hash(v.why) == hash(blast("Ac 2c 3d 2h 3s Ad 2d", PAGAT).why)


def test_frozen_dict_pickles_and_compares() -> None:
    d = FrozenDict(a=1, b=2)
    assert pickle.loads(pickle.dumps(d)) == d == {"a": 1, "b": 2}
    r = because("run-gap", "3", a=parse_cards("3h")[0], b=parse_cards("6h")[0],
               needs=parse_cards("4h 5h"), also=())  # fmt: skip
    assert pickle.loads(pickle.dumps(r)) == r
    assert Reason.from_data(r.to_data()) == r


# -- rule logic moved out of the pages -------------------------------------------------------


def test_eight_cards_are_read_as_just_after_drawing() -> None:
    hand = "7h 8h 9h 2c 2d 2s 7c Kd"
    last = endings_open(hand, PAGAT)[-1]
    assert last.kind == "perfect" and last.allowed and last.melds
    assert endings_open(hand, PAGAT, drawn=True)[-1] == last
    start = endings_open("7h 8h 9h 2c 2d 2s 3c", PAGAT)[-1]
    assert start.kind in ("perfect-possible", "going-out-possible")
    assert start.numbers["draws"] > 0


def test_hand_size_and_jokers_are_checked_under_the_rules() -> None:
    with pytest.raises(CardError, match="9 cards"):
        endings_open("Ac 2c 3c 4c 5c 6c 7c 8c 9c", PAGAT)
    with pytest.raises(CardError, match="8 cards"):
        endings_open("7h 8h 9h 2c 2d 2s 3c 4c", PAGAT, drawn=False)
    jokers = parse_cards("JK 2c 3c", JOKERS)
    assert len(endings_open(jokers, JOKERS)) == 4
    with pytest.raises(CardError, match="not in play"):
        endings_open(jokers, PAGAT)


def test_grade_choice() -> None:
    hand = parse_cards("3h 4h 5h 9c 2d")
    best = grade_choice(hand, {3, 4}, PAGAT)
    assert best.best and best.code == "choice-best"
    assert best.why.numbers == {"points": 11, "best": 11}
    assert best.melds is not None and best.kept == parse_cards("9c 2d")
    worse = grade_choice(hand, {0, 3, 4}, PAGAT)
    assert worse.code == "choice-cannot-meld" and worse.melds is None
    assert worse.stuck is not None and worse.why["cards"] == parse_cards("4h 5h")
    not_best = grade_choice(hand, {0, 1, 2, 3, 4}, PAGAT)
    assert not_best.code == "choice-not-best" and not_best.why["points"] == 23
    assert not not_best.best


def test_all_codes_are_the_reason_sets() -> None:
    kinds = ("verdict", "doubling", "compensation")
    reasons = {c for name, members in CLOSED_SETS.items() if name not in kinds for c in members}
    assert reasons == ALL_CODES


def test_switches_that_change_a_settlement() -> None:
    rec = RoundRecord.load(EXAMPLES["s0-24"].record)
    pagat = rec.rules_in_force()
    other = pagat.with_changes(sevens_double=False, direction="clockwise", knock_limit=5)
    effects = switches_that_change(rec, pagat, other)
    assert effects == (SwitchEffect("sevens_double", False),)
    assert outcome(settle_under(rec, other)) != outcome(settle(rec))
    knock = RoundRecord.load({"rules": "pagat", "ending": "knock", "knocker": "B", "players": [
        _player("A", "2c 9d"), _player("B", "Ac 2d"), _player("C", "Kc Qd 9h")]})  # fmt: skip
    (tight,) = switches_that_change(knock, PAGAT, PAGAT.with_changes(knock_limit=2))
    assert tight.switch == "knock_limit" and tight.value == 2 and "could not knock" in tight.error
    assert switches_that_change(knock, PAGAT, PAGAT.with_changes(direction="clockwise")) == ()


def test_every_reason_cites_a_point_of_the_rule_book() -> None:
    from tutor.engine.rulebook import is_point

    points: set[str] = set()
    for cards, rules in _meld_cases():
        points.update(r.point for r in check_meld(cards, rules).why)
    for rec in _records():
        s = settle(rec)
        points.update(r.point for r in s.winner_why)
        points.update(r.point for p in s.players for r in p.why)
        points.update(r.point for step in s.steps() for r in step.why)
    for v in endings_open("3h 4h 5h Qc Qd Qh 9c", JOKERS):
        points.update(r.point for r in v.why)
        points.add(v.point)
    assert points and all(is_point(p) for p in points), sorted(points)
