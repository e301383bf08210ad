"""Hands entered by count (points, sevens, jokers) settle exactly like their cards.

The property test takes random card rounds (the generator of ``test_properties``), derives
from each hand the counts a player would read off it (points with the rules' counting,
sevens and jokers held; after laying melds at a stock showdown), and checks that both
records settle to the same result under every preset. Where the rules need the cards
themselves the derived record keeps them, and the test names the case:

* ``forced-out``: a player forced to drop out is paid for the sevens, sets and runs in
  hand (§7.6), which a count cannot show;
* ``fewest-cards-tie``: the tie rule "fewest cards" compares how many cards the tied
  players hold;
* ``showdown-melds``: with melds laid at a stock showdown sparing the "never melded"
  doubling, a player who laid one is entered as having melded.
"""

from __future__ import annotations

from typing import Any

import pytest
from budget import examples
from hypothesis import HealthCheck, event, given, settings

from tests.test_properties import valid_records
from tutor import Rules, best_arrangement, hand_points, parse_cards, settle
from tutor.engine.errors import RecordError
from tutor.engine.rules import PRESETS
from tutor.engine.settlement import Settlement


def derive_counts(rec: dict[str, Any]) -> tuple[dict[str, Any], set[str]]:
    """The record with each hand replaced by its counts, and the named cases met."""
    rules = Rules.from_spec(rec["rules"])
    showdown = rec["ending"] == "stock" and rules.meld_at_stock_end
    cases: set[str] = set()
    counted: dict[str, int] = {}
    players = []
    for p in rec["players"]:
        cards = parse_cards(p["hand"], rules)
        q = {k: v for k, v in p.items() if k != "hand"}
        if p.get("dropped_out") == "forced":
            cases.add("forced-out")
            players.append(p)
            continue
        left = cards
        if showdown and p.get("dropped_out") is None:
            arr = best_arrangement(cards, rules)
            left = arr.deadwood
            if arr.melds and rules.stock_melds_spare_doubling and not p.get("melded"):
                cases.add("showdown-melds")
                q["melded"] = True
        q["points"] = counted[p["name"]] = hand_points(left, rules).total
        q["sevens"] = sum(1 for c in left if c.rank == 7)
        if rules.jokers:
            q["jokers"] = sum(1 for c in left if c.is_joker)
        players.append(q)
    out = {**rec, "players": players}
    tied = _fewest_cards_tie(rec, rules, counted)
    if tied:
        cases.add("fewest-cards-tie")
        out["players"] = [
            p if p["name"] in tied else q for p, q in zip(rec["players"], players, strict=True)
        ]
    return out, cases


def _fewest_cards_tie(rec: dict[str, Any], rules: Rules, points: dict[str, int]) -> set[str]:
    """The players in a tie for the fewest points that the tie rule "fewest cards" breaks."""
    if rules.tie != "fewest-cards" or rec["ending"] not in ("stock", "knock"):
        return set()
    playing = [p["name"] for p in rec["players"] if p.get("dropped_out") is None]
    if rec["ending"] == "knock":
        k = rec["knocker"]
        playing = [n for n in playing if n != k and points[n] <= points[k]]
    if not playing:
        return set()
    low = min(points[n] for n in playing)
    tied = {n for n in playing if points[n] == low}
    return tied if len(tied) > 1 else set()


def outcome(s: Settlement) -> tuple[Any, ...]:
    """Everything a settlement decides, as numbers and names (no sentences)."""
    return (
        s.winner,
        s.perfect,
        s.undercut,
        tuple((p.name, p.points, p.sevens) for p in s.players),
        tuple(
            (
                ln.name,
                ln.points,
                ln.position,
                ln.base,
                tuple((d.factor, d.rule) for d in ln.doublings),
                ln.total,
                ln.payer,
            )
            for ln in s.lines
        ),
        tuple((t.payer, t.payee, t.stakes) for t in [*s.transfers, *s.penalty, *s.compensation]),
        tuple(s.net.items()),
        tuple(s.compensation_net.items()),
    )


@pytest.mark.parametrize("preset", list(PRESETS))
def test_counts_settle_like_cards(preset: str) -> None:
    @settings(max_examples=examples(100), suppress_health_check=[HealthCheck.too_slow])
    @given(valid_records(preset))
    def check(generated: tuple[dict[str, Any], bool]) -> None:
        rec, _ = generated
        try:
            by_cards = settle(rec)
        except RecordError:
            event("refused with the cards")
            return
        counts, cases = derive_counts(rec)
        by_counts = settle(counts)
        for case in sorted(cases):
            event(f"needs the cards: {case}")
        assert outcome(by_counts) == outcome(by_cards)
        assert {a.player for a in by_counts.as_entered if a.code == "points"} == {
            p["name"] for p in counts["players"] if "points" in p and p.get("dropped_out") is None
        }

    check()


# -- records from counts: checked where counts can be checked ---------------------------------


def four(*players: dict[str, Any], ending: str = "stock", **extra: Any) -> dict[str, Any]:
    return {
        "rules": {"preset": "pagat", "meld_at_stock_end": False},
        "ending": ending,
        "players": list(players),
        **extra,
    }


MIXED = four(
    {"name": "Ann", "points": 12, "sevens": 1, "melded": True},
    {"name": "Bo", "hand": "3c", "melded": True},
    {"name": "Cy", "points": 30, "melded": False},
    {"name": "Di", "hand": "2d 9d", "melded": True},
)


def test_a_mixed_round_settles_and_marks_the_counts_as_entered() -> None:
    s = settle(MIXED)
    assert s.winner == "Bo"
    assert [(ln.name, ln.position, ln.total) for ln in s.lines] == [
        ("Di", 1, 1),  # 11 points
        ("Ann", 2, 4),  # 12 points, one seven: × 2
        ("Cy", 3, 6),  # 30 points, never melded: × 2
    ]
    by = {p.name: p for p in s.players}
    assert by["Ann"].by_count and by["Cy"].by_count and not by["Bo"].by_count
    assert by["Ann"].points == 12 and by["Ann"].sevens == 1
    assert [(a.code, a.player) for a in s.as_entered] == [("points", "Ann"), ("points", "Cy")]
    assert sum(s.net.values()) == 0


@pytest.mark.parametrize(
    ("player", "code", "values"),
    [
        ({"name": "Kim", "points": -3}, "points-range", {"points": -3}),
        ({"name": "Kim", "points": 5000}, "count-above-most", {"points": 5000}),
        ({"name": "Kim", "points": 10, "sevens": 5}, "sevens-range", {"sevens": 5}),
        ({"name": "Kim", "points": 10, "sevens": -1}, "sevens-range", {"sevens": -1}),
        # no jokers in these rules
        ({"name": "Kim", "points": 10, "jokers": 1}, "count-jokers-off", {"jokers": 1}),
        # one seven alone counts 7
        ({"name": "Kim", "points": 3, "sevens": 1}, "count-below-least", {"points": 3, "least": 7}),
        # seven cards count at most 86; six at most 75
        ({"name": "Kim", "points": 120, "sevens": 0}, "count-above-most",
         {"points": 120, "most": 86}),
        ({"name": "Kim", "points": 80, "sevens": 0, "melded": True}, "count-above-most",
         {"points": 80, "most": 75}),
    ],
)  # fmt: skip
def test_invalid_counts_are_refused_naming_player_and_number(
    player: dict[str, Any], code: str, values: dict[str, int]
) -> None:
    rec = four(player, {"name": "Bo", "hand": "3c", "melded": True})
    with pytest.raises(RecordError) as err:
        settle(rec)
    assert err.value.player == "Kim"
    problem = err.value.root
    assert problem.code == code and problem["name"] == "Kim"
    assert {k: problem[k] for k in values} == values


def test_more_than_four_sevens_in_the_round_are_refused() -> None:
    rec = four(
        {"name": "Kim", "points": 21, "sevens": 3},
        {"name": "Lee", "points": 14, "sevens": 1, "melded": True},
        {"name": "Bo", "hand": "7c 2d", "melded": True},
    )
    with pytest.raises(RecordError) as err:
        settle(rec)
    assert err.value.code == "too-many-in-all" and err.value["what"] == "seven"
    assert err.value["total"] == 5
    assert sorted(err.value["held"]) == [("Bo", 1), ("Kim", 3), ("Lee", 1)]


def test_cards_and_counts_together_are_refused() -> None:
    with pytest.raises(RecordError) as err:
        settle(four({"name": "Kim", "hand": "2c", "points": 2}, {"name": "Bo", "hand": "3c"}))
    assert err.value.player == "Kim"


def test_a_knocker_by_count_over_the_limit_is_refused() -> None:
    rec = four(
        {"name": "Kim", "points": 11, "melded": True},
        {"name": "Bo", "points": 30, "melded": True},
        ending="knock",
        knocker="Kim",
    )
    with pytest.raises(RecordError) as err:
        settle(rec)
    assert err.value.player == "Kim" and err.value.code == "could-not-knock"
    assert err.value["why"].code == "over-knock-limit" and err.value["why"]["points"] == 11
    ok = settle({**rec, "players": [{**rec["players"][0], "points": 10}, rec["players"][1]]})
    assert ok.winner == "Kim" and not ok.undercut


def test_an_undercut_knock_by_count() -> None:
    rec = four(
        {"name": "Kim", "points": 8, "melded": True},
        {"name": "Bo", "points": 5, "melded": True},
        {"name": "Cy", "points": 20, "melded": True},
        ending="knock",
        knocker="Kim",
    )
    s = settle(rec)
    assert s.winner == "Bo" and s.undercut
    assert all(ln.payer == "Kim" for ln in s.lines)


def test_a_going_out_winner_by_count_holds_nothing() -> None:
    rec = four(
        {"name": "Kim", "points": 4, "melded": True},
        {"name": "Bo", "points": 30, "melded": True},
        ending="going-out",
        winner="Kim",
    )
    with pytest.raises(RecordError) as err:
        settle(rec)
    assert err.value.player == "Kim" and err.value.code == "went-out-with-points"
    assert err.value["points"] == 4
    rec["players"][0]["points"] = 0
    assert settle(rec).winner == "Kim"


def test_a_perfect_by_count_needs_a_winner_who_had_not_melded() -> None:
    rec = four(
        {"name": "Kim", "points": 0, "melded": True},
        {"name": "Bo", "points": 30, "melded": True},
        ending="going-out",
        winner="Kim",
        perfect=True,
    )
    with pytest.raises(RecordError):
        settle(rec)
    rec["players"][0]["melded"] = False
    s = settle(rec)
    assert s.perfect and s.lines[0].total == 2


def test_what_counts_cannot_prove_is_taken_as_entered() -> None:
    blast = settle(
        four(
            {"name": "Kim", "points": 40},
            {"name": "Bo", "points": 30, "melded": True},
            ending="blast",
            winner="Kim",
        )
    )
    assert ("blast-total", "Kim") in {(a.code, a.player) for a in blast.as_entered}
    sevens = settle(
        four(
            {"name": "Kim", "points": 5, "sevens": 4, "melded": True},
            {"name": "Bo", "points": 30, "melded": True},
            ending="four-sevens",
            winner="Kim",
        )
    )
    assert ("four-sevens", "Kim") in {(a.code, a.player) for a in sevens.as_entered}
    with pytest.raises(RecordError):  # another hand holds a seven: not all four are Kim's
        settle(
            four(
                {"name": "Kim", "points": 5, "melded": True},
                {"name": "Bo", "points": 30, "sevens": 1, "melded": True},
                ending="four-sevens",
                winner="Kim",
            )
        )


def test_sevens_left_at_a_stock_showdown_are_refused() -> None:
    rec = {
        "rules": "pagat",  # every player lays what melds they can when the stock runs out
        "ending": "stock",
        "players": [
            {"name": "Kim", "points": 9, "sevens": 1, "melded": True},
            {"name": "Bo", "points": 3, "melded": True},
        ],
    }
    with pytest.raises(RecordError) as err:
        settle(rec)
    assert err.value.player == "Kim"


def test_jokers_by_count_multiply_nothing_twice() -> None:
    rules = {"preset": "pagat", "meld_at_stock_end": False, "jokers": 2}
    rec = {
        "rules": rules,
        "ending": "stock",
        "players": [
            {"name": "Kim", "points": 24, "jokers": 1, "melded": True},  # e.g. 5 7 ×2
            {"name": "Bo", "points": 3, "melded": True},
        ],
    }
    assert settle(rec).line_for("Kim").points == 24
    rec["players"][0]["jokers"] = 3
    with pytest.raises(RecordError) as err:
        settle(rec)
    assert err.value.code == "count-jokers-over" and err.value["jokers"] == 3


def test_a_fewest_cards_tie_needs_the_cards() -> None:
    rec = four(
        {"name": "Kim", "points": 5, "melded": True},
        {"name": "Bo", "points": 5, "melded": True},
        {"name": "Cy", "points": 30, "melded": True},
    )
    rec["rules"] = {**rec["rules"], "tie": "fewest-cards"}
    with pytest.raises(RecordError) as err:
        settle(rec)
    assert err.value.code == "tie-needs-cards"
    assert err.value["names"] == ("Kim", "Bo") and err.value["counted"] == ("Kim", "Bo")


def test_the_record_with_counts_round_trips_through_json() -> None:
    from tutor.engine.records import RoundRecord

    rec = RoundRecord.load(MIXED)
    again = RoundRecord.load(rec.to_json())
    assert again == rec
    assert [p.by_count for p in again.players] == [True, False, True, False]


def test_the_command_line_settles_a_record_with_counts(
    capsys: pytest.CaptureFixture[str], tmp_path: Any
) -> None:
    import json

    from tutor.cli import main

    path = tmp_path / "round.json"
    path.write_text(json.dumps(MIXED), encoding="utf-8")
    assert main(["settle", str(path), "--json"]) == 0
    s = Settlement.from_json(capsys.readouterr().out)
    assert s.winner == "Bo" and s.net == settle(MIXED).net
    assert {p.name for p in s.players if p.by_count} == {"Ann", "Cy"}


def test_a_game_file_keeps_who_was_entered_by_count() -> None:
    from tutor.engine.ledger import Game, add_round
    from tutor.store.game_file import export_csv, export_json, import_json

    rules = {"preset": "pagat", "meld_at_stock_end": False}
    game = Game.new(players=["Ann", "Bo", "Cy", "Di"], first_dealer="Ann", rules=rules)
    game = add_round(game, {k: v for k, v in MIXED.items() if k != "rules"})
    again = import_json(export_json(game))
    assert again.rounds == game.rounds
    assert [p.by_count for p in again.rounds[0].players] == [True, False, True, False]
    assert [p.points for p in again.rounds[0].players] == [12, None, 30, None]
    rows = export_csv(game).split("\n\n")[0].splitlines()[1:]
    assert [row.split(",")[8:10] for row in rows] == [
        ["count", "12"],
        ["cards", "3"],
        ["count", "30"],
        ["cards", "11"],
    ]
