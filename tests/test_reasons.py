"""Reasons as data: every code of every closed set is produced by the engine and worded by
the explainer; results are immutable; tests read codes and numbers, and a few sentences."""

from __future__ import annotations

import pickle
from typing import Any

import pytest
from positions import verdict_examples

from tutor.engine.arrangement import best_arrangement, grade_choice, grade_melds
from tutor.engine.cards import parse_cards
from tutor.engine.counting import blast_total, hand_points
from tutor.engine.endings import blast, endings_open, going_out, knock
from tutor.engine.errors import MESSAGE_MAX, CardError, HoolaError, RecordError
from tutor.engine.inputs import quote
from tutor.engine.melds import check_meld
from tutor.engine.odds import undercut_chance
from tutor.engine.reasons import ALL_CODES, CLOSED_SETS, KIND_SETS, FrozenDict, Reason, because
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.settlement import Settlement, settle
from tutor.engine.switches import SwitchEffect, outcome, settle_under, switches_that_change
from tutor.teach.examples import EXAMPLES
from tutor.words.engine import (
    meld_headline,
    renders,
    sentence,
    sentences,
    step_title,
    verdict_title,
)
from tutor.words.locale import LOCALES

PAGAT = Rules.preset("pagat")
JOKERS = PAGAT.with_changes(jokers=2)


def meld_cases() -> list[tuple[str, Rules]]:
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
    for cards, rules in meld_cases():
        codes.update(r.code for r in check_meld(cards, rules).why)
    for cards, rules in [
        ("", PAGAT),
        ("9c 9d 9h 9s 7c Kh", PAGAT.with_changes(seven_in_hand=14, picture_cards_ten=True)),
        ("2c JK", JOKERS),
        ("2c JK", JOKERS.with_changes(joker_in_hand="twenty")),
    ]:
        codes.update(r.code for r in hand_points(parse_cards(cards, rules), rules).why)
    codes.update(r.code for r in blast_total(parse_cards("2c JK", JOKERS), JOKERS).why)
    for cards, rules in [
        ("3h 4h 5h 9c", PAGAT),
        ("Kc", PAGAT),
        ("3h 4h 5h", PAGAT),
        ("3h 4h 5h 4c 4d", PAGAT),
    ]:
        codes.update(r.code for r in best_arrangement(cards, rules).why)
    hand = parse_cards("3h 4h 5h 9c 2d")
    for keep in ({3, 4}, {0, 1, 2, 3, 4}, {0}):
        codes.add(grade_choice(hand, keep, PAGAT).code)
    for melds in ("3h 4h 5h", "9c 2d", "3h 4h 5h; 5h", "2s 3s 4s"):
        codes.add(grade_melds(hand, [parse_cards(m) for m in melds.split(";")], PAGAT).code)
    verdicts = verdict_examples()
    for v in verdicts:
        codes.add(v.kind)
        codes.update(r.code for r in v.why)
    for rec in reason_records():
        codes.update(_settle_codes(settle(rec)))
    codes |= _produced_errors()
    return {name: codes & set(members) for name, members in CLOSED_SETS.items()}


def _player(name: str, hand: str = "", melded: bool = True, **extra: Any) -> dict[str, Any]:
    return {"name": name, "hand": hand, "melded": melded, **extra}


def reason_records() -> list[dict[str, Any]]:
    """Rounds that between them reach every settlement reason (with the worked examples)."""
    out = [example.record for example in EXAMPLES.values()]
    p = _player
    knock = [p("K", "2c 3d"), p("T", "5h"), p("X", "9c Kd"), p("Y", "7c 8d 9h Jc Qd Ks 2s", False)]
    out.append(
        {
            "rules": {"preset": "pagat", "undercut_penalty": 5},
            "ending": "knock",
            "players": knock,
            "knocker": "K",
        }
    )
    out.append(
        {
            "rules": "pagat",
            "ending": "knock",
            "knocker": "K",
            "players": [p("K", "2c 3d"), p("T", "6h"), p("X", "9c Kd")],
        }
    )
    for tie in ("turn-order", "fewest-cards"):
        out.append(
            {
                "rules": {"preset": "s1-short", "tie": tie},
                "ending": "stock",
                "players": [p("A", "Kc Qd"), p("B", "2c 3d"), p("C", "5h")],
            }
        )
    out.append(
        {
            "rules": "pagat",
            "ending": "stock",
            "players": [p("A", "2c 3c 4c Kd"), p("B", "9h"), p("C", "Qh Qs")],
        }
    )
    six = [p("D", "2c 3c"), p("P1", "7h 9c 9d 9h Kc Qs Jd", False, dropped_out="forced"),
           p("P2", "4c 5c"), p("P3", "Ac"), p("P4", "6d 8h"), p("P5", "Kd Qh")]  # fmt: skip
    out.append(
        {
            "rules": {"preset": "pagat", "six_seven_players": True},
            "ending": "stock",
            "players": six,
            "dealer": "D",
        }
    )
    six[1] = p("P1", "3s 4s 5s 9c 9d Kh Qd", False, dropped_out="forced")
    out.append(
        {
            "rules": {"preset": "pagat", "six_seven_players": True},
            "ending": "stock",
            "players": six,
            "dealer": "D",
        }
    )
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
        codes.add(step.stage)
    codes.update(item.code for item in s.as_entered)
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
        if name in KIND_SETS:
            continue
        for code in members:
            assert code not in seen, f"{code} in both {seen[code]} and {name}"
            seen[code] = name


def test_unknown_code_is_refused() -> None:
    with pytest.raises(ValueError) as info:
        because("over-the-limit", "5.2")
    assert not isinstance(info.value, HoolaError)  # a mistake in the engine, not in input


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
    """These pin the explainer's wording on purpose: the one place outside the explainer
    where sentences are written out (every other test reads codes and values, or compares
    a page with what the explainer renders for the same data). Keep the set small."""
    assert sentences(check_meld("6h 8h", PAGAT).why) == (
        "6♥ and 8♥ are not consecutive: the run needs 7♥.",
    )
    v = knock("Kc Qd", PAGAT, players=4, knocker_melded=True, others_melded=False)
    assert sentence(v.failed[0]) == "25 is over the knock limit of 10 for 4 players."
    assert verdict_title("perfect") == "Perfect (Hoola)"
    assert meld_headline("run") == "A meld: a run." and meld_headline(None) == "Not a meld."
    assert sentences(best_arrangement("Kc", PAGAT).why)[0] == (
        "No meld can be laid from these cards."
    )
    with pytest.raises(CardError) as info:
        parse_cards("7h 7h")
    assert str(info.value) == "7h appears 2 times, but there is only one 7h in the deck"
    with pytest.raises(RecordError) as rec_info:
        settle(
            {
                "rules": "pagat",
                "ending": "knock",
                "knocker": "K",
                "players": [_player("K", "9c 3d"), _player("T", "6h")],
            }
        )
    assert str(rec_info.value) == (
        "K could not knock: 12 is over the knock limit of 10 for 2 players."
    )
    assert rec_info.value.codes == ("could-not-knock",)
    (draws,) = [
        r
        for r in endings_open("7d 7c 7s 7h Kh 6d 9c", PAGAT, players=3)[-1].why
        if r.code == "winning-draws"
    ]
    assert sentence(draws) == "Drawing 8♣ would let this hand go out this turn."
    (stuck,) = going_out("2c 5d 9h Js Qd Kc 4s Ah", PAGAT).why
    assert sentence(stuck) == "No arrangement melds all but one of 2♣ 5♦ 9♥ J♠ Q♦ K♣ 4♠ A♥."
    (same,) = [r for r in best_arrangement("3h 4h 5h 4c 4d", PAGAT).why if r.code == "equally-good"]
    assert sentence(same) == "Just as good: lay 3♥ 4♥ 5♥ instead; that leaves 8 points too."


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
    r = because(
        "run-gap",
        "3",
        a=parse_cards("3h")[0],
        b=parse_cards("6h")[0],
        needs=parse_cards("4h 5h"),
        also=(),
    )
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
    with pytest.raises(CardError) as info:
        endings_open("Ac 2c 3c 4c 5c 6c 7c 8c 9c", PAGAT)
    assert info.value.code == "hand-too-big" and info.value["size"] == 9
    with pytest.raises(CardError) as info:
        endings_open("7h 8h 9h 2c 2d 2s 3c 4c", PAGAT, drawn=False)
    assert info.value.code == "hand-too-big" and info.value["size"] == 8
    jokers = parse_cards("JK 2c 3c", JOKERS)
    assert len(endings_open(jokers, JOKERS)) == 4
    with pytest.raises(CardError) as info:
        endings_open(jokers, PAGAT)
    assert info.value.code == "jokers-off"


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
    reasons = {c for name, members in CLOSED_SETS.items() if name not in KIND_SETS for c in members}
    assert reasons == ALL_CODES


def test_switches_that_change_a_settlement() -> None:
    rec = RoundRecord.load(EXAMPLES["s0-24"].record)
    pagat = rec.rules_in_force()
    other = pagat.with_changes(sevens_double=False, direction="clockwise", knock_limit=5)
    effects = switches_that_change(rec, pagat, other)
    assert effects == (SwitchEffect("sevens_double", False),)
    assert outcome(settle_under(rec, other)) != outcome(settle(rec))
    knock = RoundRecord.load(
        {
            "rules": "pagat",
            "ending": "knock",
            "knocker": "B",
            "players": [_player("A", "2c 9d"), _player("B", "Ac 2d"), _player("C", "Kc Qd 9h")],
        }
    )
    (tight,) = switches_that_change(knock, PAGAT, PAGAT.with_changes(knock_limit=2))
    assert tight.switch == "knock_limit" and tight.value == 2 and tight.code == "could-not-knock"
    assert tight.problem is not None and tight.problem["why"].code == "over-knock-limit"
    assert tight.problem["why"].numbers == {"points": 3, "limit": 2, "players": 3}
    assert switches_that_change(knock, PAGAT, PAGAT.with_changes(direction="clockwise")) == ()


def test_every_reason_cites_a_point_of_the_rule_book() -> None:
    from tutor.engine.rulebook import is_point

    points: set[str] = set()
    for cards, rules in meld_cases():
        points.update(r.point for r in check_meld(cards, rules).why)
    for rec in reason_records():
        s = settle(rec)
        points.update(r.point for r in s.winner_why)
        points.update(r.point for p in s.players for r in p.why)
        points.update(r.point for step in s.steps() for r in step.why)
    for v in endings_open("3h 4h 5h Qc Qd Qh 9c", JOKERS):
        points.update(r.point for r in v.why)
        points.add(v.point)
    assert points and all(is_point(p) for p in points), sorted(points)


# -- errors as data ----------------------------------------------------------------------------


def _game(**changes: Any) -> dict[str, Any]:
    return {
        "name": "Friday",
        "players": ("Ann", "Bo", "Cy"),
        "rules": {"preset": "pagat"},
        "stake": 1,
        "first_dealer": "Ann",
        **changes,
    }


def _rec(ending: str, players: list[dict[str, Any]], rules: Any = "pagat", **extra: Any) -> dict:
    return {"rules": rules, "ending": ending, "players": players, **extra}


P = _player
SIX = {"preset": "pagat", "six_seven_players": True}
TWO = [P("A", "2c"), P("B", "4d")]
PERFECT_A = [P("A", "", False), P("B", "4c 5d 6h 8s 9c 10d Jh", False, had_turn=False)]


def _six(status: list[str | None], dealer: str = "D") -> dict[str, Any]:
    hands = ["2c 3c", "4c 5c", "Ac", "6d 8h", "Kd Qh", "9s 10s", "2h 3h"]
    names = ["D", "P1", "P2", "P3", "P4", "P5", "P6"][: len(status)]
    players = [P(n, h, dropped_out=s) for n, h, s in zip(names, hands, status, strict=False)]
    return _rec("stock", players, SIX, dealer=dealer)


def _ledger_game() -> Any:
    from tutor.engine.ledger import Game

    return Game.new(players=["Ann", "Bo", "Cy"], first_dealer="Ann", name="Friday")


def _round() -> dict[str, Any]:
    return _rec("stock", [P("Ann", "2c"), P("Bo", "3d"), P("Cy", "4h")])


def ledger_cases() -> list[tuple[str, Any]]:
    from decimal import Decimal
    from fractions import Fraction

    from tutor.engine import ledger as lg

    g = _ledger_game
    return [
        ("nobody-to-draw", lambda: lg.draw_first_dealer([], 1)),
        ("seed-range", lambda: lg.check_seed(lg.SEED_LIMIT)),
        ("label-too-long", lambda: lg.Game.load(_game(players=("Ann", "B" * 31)))),
        ("label-control", lambda: lg.Game.load(_game(currency="a\x01"))),
        ("game-id", lambda: lg.Game.load(_game(id="nope"))),
        ("game-name-blank", lambda: lg.Game.load(_game(name="   "))),
        ("name-blank", lambda: lg.Game.load(_game(players=("Ann", " ")))),
        ("name-twice", lambda: lg.Game.load(_game(players=("Ann", "ann")))),
        ("too-few-players", lambda: lg.Game.load(_game(players=("Ann",)))),
        ("no-such-preset", lambda: lg.Game.load(_game(rules="house"))),
        ("stake-not-positive", lambda: lg.Game.load(_game(stake=0))),
        ("stake-too-large", lambda: lg.Game.load(_game(stake=2_000_000))),
        ("stake-decimals", lambda: lg.Game.load(_game(stake="0.00001"))),
        (
            "too-many-players",
            lambda: lg.Game.load(_game(players=tuple("ABCDEF"), first_dealer="A")),
        ),
        ("first-dealer-not-player", lambda: lg.Game.load(_game(first_dealer="Zed"))),
        (
            "first-dealer-not-drawn",
            lambda: lg.Game.load(
                _game(
                    first_dealer=next(
                        n
                        for n in ("Ann", "Bo", "Cy")
                        if n != lg.draw_first_dealer(["Ann", "Bo", "Cy"], 5)
                    ),
                    dealer_seed=5,
                )
            ),
        ),
        ("inexact-money", lambda: lg.stakes_money(Fraction(1, 7), Decimal("0.1"))),
        (
            "round-lists-twice",
            lambda: lg.add_round(
                g(), _rec("stock", [P("Ann", "2c"), P("Ann", "3d"), P("Cy", "4h")])
            ),
        ),
        (
            "round-extra-player",
            lambda: lg.add_round(
                g(), _rec("stock", [P("Ann", "2c"), P("Bo", "3d"), P("Cy", "4h"), P("Zed", "5h")])
            ),
        ),
        (
            "round-missing-player",
            lambda: lg.add_round(g(), _rec("stock", [P("Ann", "2c"), P("Bo", "3d")])),
        ),
        (
            "in-round",
            lambda: lg.add_round(
                g(), _rec("stock", [P("Ann", "2c"), P("Bo", "2c"), P("Cy", "4h")])
            ),
        ),
        ("too-many-rounds", lambda: lg.replace_rounds(g(), [_round()] * (lg.MAX_ROUNDS + 1))),
        ("nothing-to-undo", lambda: lg.undo_last_round(g())),
        ("no-such-round", lambda: lg.edit_round(g(), 3, _round())),
        ("balances-not-zero", lambda: lg.fewest_transfers({"A": 1, "B": 0})),
        (
            "too-many-to-settle",
            lambda: lg.fewest_transfers({f"P{i}": (1 if i < 9 else -1) for i in range(18)}),
        ),
        ("not-an-amount", lambda: lg.parse_stake("lots")),
        ("no-such-player", lambda: lg.rename_player(g(), "Zed", "Zoe")),
        ("rename-same", lambda: lg.rename_player(g(), "Bo", " Bo ")),
        ("stake-not-positive", lambda: lg.parse_stake("-1")),
    ]


def _error_cases() -> list[tuple[str, Any]]:
    from decimal import Decimal

    from tutor.engine import ledger as lg
    from tutor.engine import rulebook
    from tutor.engine.cards import Card
    from tutor.engine.inputs import check_depth, load_json, to_text
    from tutor.engine.melds import Meld

    deep: Any = []
    for _ in range(40):
        deep = [deep]
    return [
        ("input-too-large", lambda: to_text("x" * 20, "the file", max_chars=10)),
        ("input-not-utf8", lambda: to_text(b"\xff\xfe\x00", "the file")),
        ("input-not-text", lambda: to_text(12, "the file")),  # type: ignore[arg-type]
        ("input-number-too-long", lambda: load_json("1" * 40, "the file")),
        ("input-number-not-allowed", lambda: load_json("NaN", "the file")),
        ("input-too-deep", lambda: load_json("[" * 40 + "]" * 40, "the file")),
        ("input-not-json", lambda: load_json("{not json", "the file")),
        ("input-not-finite", lambda: check_depth([float("inf")], "the value")),
        ("input-too-many", lambda: load_json("[" + "0," * 20 + "0]", "the file", max_items=10)),
        ("no-such-card", lambda: Card(14, "h")),
        ("card-not-text", lambda: parse_cards([7])),  # type: ignore[list-item]
        ("card-too-short", lambda: parse_cards("7")),
        ("not-a-suit", lambda: parse_cards("7x")),
        ("not-a-rank", lambda: parse_cards("1h")),
        ("rules-not-rules", lambda: parse_cards("7h", "pagat")),  # type: ignore[arg-type]
        ("cards-too-long", lambda: parse_cards("7h " * 4000)),
        ("too-many-cards", lambda: parse_cards(["7h"] * 300)),
        ("cards-not-text", lambda: parse_cards(7)),  # type: ignore[arg-type]
        ("jokers-off", lambda: parse_cards("JK", PAGAT)),
        ("jokers-over", lambda: parse_cards("JK JK JK")),
        ("card-twice", lambda: parse_cards("7h 7h")),
        ("hand-too-big", lambda: endings_open("Ac 2c 3c 4c 5c 6c 7c 8c 9c", PAGAT)),
        ("not-a-meld", lambda: Meld.parse("2c 9d")),
        ("field-missing", lambda: RoundRecord.load({"ending": "stock"})),
        ("field-unknown", lambda: RoundRecord.load(_rec("stock", TWO, colour="red"))),
        ("field-too-long", lambda: RoundRecord.load(_rec("stock", [P("A", "2c " * 70), P("B")]))),
        ("name-too-long", lambda: RoundRecord.load(_rec("stock", [P("A" * 31), P("B")]))),
        ("field-too-short", lambda: RoundRecord.load(_rec("stock", [P(""), P("B")]))),
        ("field-not-whole-number", lambda: Rules(jokers="two")),
        ("field-not-number", lambda: Rules(dropout_compensation="a quarter")),
        ("field-not-true-false", lambda: Rules(sevens_double="perhaps")),
        ("field-not-text", lambda: RoundRecord.load(_rec("stock", [P("A", 7), P("B")]))),
        ("field-not-list", lambda: RoundRecord.load(_rec("stock", 7))),  # type: ignore[arg-type]
        ("field-not-object", lambda: RoundRecord.load(_rec("stock", [7, P("B")]))),
        ("field-not-one-of", lambda: Rules(ace="sometimes")),
        ("field-out-of-range", lambda: lg.Game.load(_game(dealer_seed=-1))),
        ("field-read-only", lambda: setattr(Rules(), "jokers", 1)),
        ("field-invalid", lambda: lg.Game.load(_game(created_at="yesterday"))),
        ("daepang-range", lambda: Rules(daepang_min=95)),
        ("knock-table-empty", lambda: Rules(knock_limit={})),
        ("knock-table-count", lambda: Rules(knock_limit={6: 5})),
        ("knock-limit-range", lambda: Rules(knock_limit=95)),
        ("penalty-range", lambda: Rules(undercut_penalty=500)),
        ("jokers-range", lambda: Rules(jokers=3)),
        ("compensation-range", lambda: Rules(dropout_compensation=0.3)),
        ("knock-table-missing", lambda: Rules(knock_limit={2: 10}).knock_limit_for(3)),
        ("no-such-preset", lambda: Rules.preset("house")),
        ("rules-not-object", lambda: Rules.from_spec(7)),  # type: ignore[arg-type]
        ("no-such-rule", lambda: PAGAT.with_changes(colour="red")),
        ("knock-table-keys", lambda: PAGAT.with_changes(knock_limit={"two": 5})),
        ("not-valid", lambda: Rules.model_validate({"jokers": 9})),
        ("name-blank", lambda: RoundRecord.load(_rec("stock", [P("  "), P("B")]))),
        (
            "counts-without-points",
            lambda: RoundRecord.load(_rec("stock", [{"name": "A", "sevens": 1}, P("B")])),
        ),
        (
            "hand-and-points",
            lambda: RoundRecord.load(
                _rec("stock", [{"name": "A", "hand": "2c", "points": 2}, P("B")])
            ),
        ),
        (
            "points-range",
            lambda: RoundRecord.load(_rec("stock", [{"name": "A", "points": -1}, P("B")])),
        ),
        (
            "sevens-range",
            lambda: RoundRecord.load(
                _rec("stock", [{"name": "A", "points": 14, "sevens": 5}, P("B")])
            ),
        ),
        (
            "jokers-range-entered",
            lambda: RoundRecord.load(
                _rec("stock", [{"name": "A", "points": 14, "jokers": 5}, P("B")])
            ),
        ),
        ("record-not-object", lambda: RoundRecord.load("[1, 2]")),
        (
            "record-wrong-kind",
            lambda: RoundRecord.load(_rec("stock", [{"name": "A", "points": Decimal("1e999999")}])),
        ),
        (
            "count-jokers-off",
            lambda: settle(
                _rec(
                    "stock",
                    [{"name": "A", "points": 20, "jokers": 1, "melded": True}, P("B", "2c")],
                    {"preset": "pagat", "meld_at_stock_end": False},
                )
            ),
        ),
        (
            "count-jokers-over",
            lambda: settle(
                _rec(
                    "stock",
                    [{"name": "A", "points": 40, "jokers": 2, "melded": True}, P("B", "2c")],
                    {"preset": "pagat", "jokers": 1, "meld_at_stock_end": False},
                )
            ),
        ),
        (
            "count-sevens-at-showdown",
            lambda: settle(
                _rec(
                    "stock", [{"name": "A", "points": 7, "sevens": 1, "melded": True}, P("B", "2c")]
                )
            ),
        ),
        (
            "count-below-least",
            lambda: settle(
                _rec(
                    "knock",
                    [{"name": "A", "points": 3, "sevens": 1, "melded": True}, P("B", "2c")],
                    knocker="B",
                )
            ),
        ),
        (
            "count-above-most",
            lambda: settle(
                _rec(
                    "knock",
                    [{"name": "A", "points": 500, "melded": True}, P("B", "2c")],
                    knocker="B",
                )
            ),
        ),
        ("in-rules", lambda: settle(_rec("stock", TWO, "house"))),
        ("in-hand", lambda: settle(_rec("stock", [P("A", "2c"), P("B", "3x")]))),
        ("too-few-players", lambda: settle(_rec("stock", [P("A", "2c")]))),
        (
            "too-many-players",
            lambda: settle(_rec("stock", [P(f"P{i}", f"{i + 1}c") for i in range(6)])),
        ),
        ("name-twice", lambda: settle(_rec("stock", [P("Ann", "2c"), P("ann", "3c")]))),
        ("dealer-not-player", lambda: settle(_rec("stock", TWO, dealer="Zed"))),
        (
            "forced-out-by-count",
            lambda: settle(
                _rec(
                    "stock",
                    [
                        P("D", "2c 3c"),
                        {"name": "P1", "points": 30, "dropped_out": "forced"},
                        P("P2", "4c 5c"),
                        P("P3", "Ac"),
                        P("P4", "6d 8h"),
                        P("P5", "Kd Qh"),
                    ],
                    SIX,
                    dealer="D",
                )
            ),
        ),
        (
            "went-out-with-points",
            lambda: settle(
                _rec(
                    "going-out",
                    [{"name": "A", "points": 5, "melded": True}, P("B", "2c")],
                    winner="A",
                )
            ),
        ),
        (
            "four-sevens-count",
            lambda: settle(
                _rec(
                    "four-sevens",
                    [{"name": "A", "points": 5, "sevens": 3, "melded": True}, P("B", "2c")],
                    winner="A",
                )
            ),
        ),
        ("card-in-two-hands", lambda: settle(_rec("stock", [P("A", "2c"), P("B", "3c 2C")]))),
        (
            "jokers-over",
            lambda: settle(
                _rec("stock", [P("A", "JK 2c"), P("B", "JK JK")], {"preset": "pagat", "jokers": 2})
            ),
        ),
        (
            "too-many-in-all",
            lambda: settle(
                _rec(
                    "knock",
                    [
                        {"name": "A", "points": 28, "sevens": 2, "melded": True},
                        P("B", "7c 7d 7h"),
                        P("C", "2c"),
                    ],
                    knocker="C",
                )
            ),
        ),
        (
            "dropout-not-variant",
            lambda: settle(
                _rec("stock", [P("A", "2c"), P("B", "3c", dropped_out="chose"), P("C", "4c")])
            ),
        ),
        ("dropouts-count", lambda: settle(_six([None] * 6))),
        ("dropout-five-or-fewer", lambda: settle(_six([None, "chose", None, None, None]))),
        ("dealer-dropped", lambda: settle(_six(["chose", None, None, None, None, None]))),
        ("forced-out-early", lambda: settle(_six([None, None, None, None, None, "forced"]))),
        ("chose-out-late", lambda: settle(_six([None, "chose", None, None, None, None]))),
        (
            "went-out-with-cards",
            lambda: settle(_rec("going-out", [P("A", "2c 3d"), P("B", "4c")], winner="A")),
        ),
        (
            "held-too-many",
            lambda: settle(
                _rec("stock", [P("A", "2c 3c 4c 5c 6c 8c 9c 10c", False), P("B", "4d")])
            ),
        ),
        (
            "melded-without-turn",
            lambda: settle(_rec("stock", [P("A", "2c", had_turn=False), P("B", "4d")])),
        ),
        (
            "unmelded-hand-size",
            lambda: settle(_rec("stock", [P("A", "2c 3c", False), P("B", "4c")])),
        ),
        (
            "melded-hand-size",
            lambda: settle(_rec("stock", [P("A", "2c 3c 4c 5c 6c 8c 9c"), P("B", "4d")])),
        ),
        ("role-not-player", lambda: settle(_rec("knock", TWO, knocker="Zed"))),
        (
            "role-dropped-out",
            lambda: settle(
                {
                    **_six([None, "forced", None, None, None, None]),
                    "ending": "blast",
                    "winner": "P1",
                }
            ),
        ),
        ("winner-missing", lambda: settle(_rec("blast", TWO))),
        ("winner-given", lambda: settle(_rec("stock", TWO, winner="A"))),
        ("knocker-missing", lambda: settle(_rec("knock", TWO))),
        ("knocker-not-knock", lambda: settle(_rec("stock", TWO, knocker="A"))),
        ("perfect-not-going-out", lambda: settle(_rec("stock", TWO, perfect=True))),
        (
            "feeder-not-perfect",
            lambda: settle(
                _rec(
                    "going-out",
                    [P("A", "", False), P("B", "4c")],
                    winner="A",
                    perfect_discard_by="B",
                )
            ),
        ),
        (
            "feeder-is-winner",
            lambda: settle(
                _rec(
                    "going-out",
                    [P("A", "", False), P("B", "4c")],
                    winner="A",
                    perfect=True,
                    perfect_discard_by="A",
                )
            ),
        ),
        (
            "feeder-no-turn",
            lambda: settle(
                _rec(
                    "going-out",
                    [*PERFECT_A, P("C", "2s")],
                    {"preset": "pagat", "perfect_needs_all_turns": False},
                    winner="A",
                    perfect=True,
                    perfect_discard_by="B",
                )
            ),
        ),
        (
            "feeder-not-before",
            lambda: settle(
                _rec(
                    "going-out",
                    [P("Ann", "2c"), P("Bo", "3d"), P("Cy", "", False), P("Di", "4h")],
                    winner="Cy",
                    perfect=True,
                    perfect_discard_by="Bo",
                )
            ),
        ),
        # counter-clockwise from the dealer Ann: Ann, Cy, Bo
        (
            "turn-order-gap",
            lambda: settle(
                _rec(
                    "stock",
                    [
                        P("Ann", "2c"),
                        P("Bo", "4h"),
                        P("Cy", "3c 4c 5c 6c 8c 9c 10c", False, had_turn=False),
                    ],
                )
            ),
        ),
        (
            "second-turn-early",
            lambda: settle(
                _rec(
                    "knock",
                    [
                        P("Ann", "2c"),
                        P("Bo", "3d 4c 5c 6c 8c 9c 10c", False, had_turn=False),
                        P("Cy", "3c"),
                    ],
                    knocker="Ann",
                )
            ),
        ),
        (
            "turn-not-reached",
            lambda: settle(
                _rec(
                    "knock",
                    [
                        P("Ann", "2c"),
                        P("Bo", "3c 4d 5c 6c 8c 9c 10c", False, had_turn=False),
                        P("Cy", "3d 4h 5s 6d 8d 9h 10s", False, had_turn=False),
                    ],
                    knocker="Bo",
                )
            ),
        ),
        (
            "blast-melded",
            lambda: settle(
                _rec(
                    "blast", [{"name": "A", "points": 10, "melded": True}, P("B", "2c")], winner="A"
                )
            ),
        ),
        (
            "no-blast-rules",
            lambda: settle(
                _rec(
                    "blast",
                    [{"name": "A", "points": 10}, P("B", "2c")],
                    {"preset": "pagat", "picture_cards_ten": True},
                    winner="A",
                )
            ),
        ),
        (
            "not-a-blast",
            lambda: settle(
                _rec("blast", [P("A", "Ac 2c 3c 4c 5c 6c 8c", False), P("B", "2d")], winner="A")
            ),
        ),
        (
            "four-sevens-missing",
            lambda: settle(_rec("four-sevens", [P("A", "7c 7d 7h"), P("B", "7s 2c")], winner="A")),
        ),
        (
            "perfect-melded",
            lambda: settle(_rec("going-out", [P("A", ""), P("B", "4c")], winner="A", perfect=True)),
        ),
        (
            "perfect-turns-waiting",
            lambda: settle(_rec("going-out", PERFECT_A, winner="A", perfect=True)),
        ),
        (
            "could-not-knock",
            lambda: settle(_rec("knock", [P("K", "9c 3d"), P("T", "6h")], knocker="K")),
        ),
        (
            "tie-needs-cards",
            lambda: settle(
                _rec(
                    "stock",
                    [{"name": "A", "points": 5, "melded": True}, P("B", "5c"), P("C", "Kc")],
                    {"preset": "pagat", "tie": "fewest-cards", "meld_at_stock_end": False},
                )
            ),
        ),
        *ledger_cases(),
        ("rulebook-heading", lambda: rulebook.parse_text("### 1.1 A {#a}\n# stray\n")),
        ("no-such-point", lambda: rulebook.point("99.9")),
        ("no-such-source", lambda: rulebook.source("nowhere")),
        ("too-few-unseen", lambda: undercut_chance(5, parse_cards("Ac 2d"), [3], PAGAT)),
    ]


def _error_codes(err: HoolaError) -> set[str]:
    """Every code of an error: the chain of causes and each problem of a ``not-valid``."""
    codes = {c for c in err.codes if c}
    for e in (err, *(e for e in [err.cause] if e)):
        for _, problem in e.values.get("problems", ()):
            codes |= _error_codes(problem)
    return codes


@pytest.mark.parametrize(
    ("code", "call"), _error_cases(), ids=lambda x: x if isinstance(x, str) else ""
)
def test_each_error_is_refused_with_its_code(code: str, call: Any) -> None:
    with pytest.raises(HoolaError) as info:
        call()
    err = info.value
    assert code in _error_codes(err), repr(err)
    assert 0 < len(str(err)) < MESSAGE_MAX


def _produced_errors() -> set[str]:
    codes: set[str] = set()
    for _, call in _error_cases():
        try:
            call()
        except HoolaError as e:
            codes |= _error_codes(e)
    return codes


def test_errors_carry_the_values_and_pickle() -> None:
    with pytest.raises(RecordError) as info:
        settle(
            {
                "rules": "pagat",
                "ending": "stock",
                "players": [_player("Ann", "2c"), _player("Bo", "3x")],
            }
        )
    err = info.value
    assert err.codes == ("in-hand", "not-a-suit") and err.player == "Bo"
    assert err["name"] == "Bo" and err.root["suit"] == quote("x") and err.point == "1.2"
    again = pickle.loads(pickle.dumps(err))
    assert type(again) is RecordError and again.codes == err.codes and str(again) == str(err)
    with pytest.raises(TypeError):  # a sentence is no code of the closed set
        HoolaError("a sentence of a page")


def test_rules_never_give_pydantics_validation_error() -> None:
    """Every way into Rules gives a RulesError naming each field (issue 10)."""
    from tutor.engine.errors import RulesError

    deep: dict[str, Any] = {}
    inner = deep
    for _ in range(200):
        inner["x"] = inner = {}
    for call in (
        lambda: Rules(knock_limit=deep, jokers=5),
        lambda: Rules.model_validate({"ace": "x" * 5000, "jokers": [[[]]]}),
        lambda: Rules.model_validate_json('{"ace": 1}'),
        lambda: setattr(PAGAT, "jokers", 1),
    ):
        with pytest.raises(RulesError) as info:
            call()
        assert info.value.code == "not-valid" and len(str(info.value)) < MESSAGE_MAX
    with pytest.raises(RulesError) as info:
        Rules(jokers=5)
    (where, problem), *_ = info.value["problems"]
    assert where == "jokers" and problem.code == "jokers-range" and problem["value"] == 5


def test_verbs_agree_with_a_player_named_you() -> None:
    """The learner at the practice table is "You": "You win", never "You wins" (the
    catalog selects on the name; no regex rewrites a sentence)."""
    s = settle(
        {
            "rules": "pagat",
            "ending": "knock",
            "knocker": "You",
            "players": [
                {"name": "You", "hand": "2c 3d", "melded": True},
                {"name": "Bo", "hand": "Kh Kd Kc 9s", "melded": True},
            ],
        }
    )
    assert all("You wins" not in t and "You pays" not in t for t in sentences(s.winner_why))
    assert step_title(s.steps()[0]) == "You win"


def test_every_number_of_an_ending_verdict_has_a_name() -> None:
    """The Endings explainer shows each verdict's numbers by name ("Sopang up to"), never a
    raw key such as ``sopang_max``."""
    from tutor.words.catalog import has
    from tutor.words.engine import verdict_number

    rules = Rules.preset("pagat")
    seen = set()
    for text in ("2c 3d Ah 2h 3s Ad 2s", "7c 7d 7h 7s 2c 3c 4c", "Ac 2c 3c 5d 5h 5s 9c"):
        hand = parse_cards(text, rules)
        for melded in (False, True):
            for v in endings_open(hand, rules, melded=melded):
                seen |= set(v.numbers)
    assert seen and all(has(f"verdict-number-{k}", loc) for k in seen for loc in LOCALES)
    assert verdict_number("sopang_max") == "Sopang up to"
