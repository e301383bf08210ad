"""The game ledger (tutor.engine.ledger): rotation, Hoola doubles, compensation, totals, the
fewest-transfers reckoning, edits, and the JSON and CSV files."""

from __future__ import annotations

import csv
import io
import json
import random
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.app.ledger_view import summary_rows
from tutor.engine.cards import FULL_DECK, format_cards
from tutor.engine.errors import HoolaError
from tutor.engine.inputs import quote
from tutor.engine.ledger import (
    Game,
    LedgerError,
    add_round,
    deciding_order,
    draw_first_dealer,
    edit_round,
    fewest_transfers,
    ledger,
    replace_rounds,
    undo_last_round,
)
from tutor.engine.records import RoundRecord
from tutor.engine.settlement import settle
from tutor.engine.table import play_order
from tutor.store.game_file import (
    CSV_HEADERS,
    EXPORT_FORMAT,
    TRANSFER_HEADERS,
    checksum,
    export_csv,
    export_json,
    import_json,
)
from tutor.words.money import money_text, stakes_text

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"]


# --------------------------------------------------------------------------- helpers


def random_game(rng: random.Random, players: int | None = None, **switches) -> Game:
    n = players or rng.randint(2, 7)
    spec = {"preset": rng.choice(["pagat", "s1-short", "s2-casual"]), **switches}
    if n > 5:
        spec["six_seven_players"] = True
    spec.setdefault("hoola_doubles", rng.random() < 0.5)
    return Game.new(
        players=NAMES[:n],
        rules=spec,
        stake=rng.choice(["1", "0.5", "0.25", "2.10", "100"]),
        currency="EUR",
        seed=rng.randrange(1000),
        name="Test night",
    )


def _dropouts(rng: random.Random, game: Game, dealer: str) -> dict[str, str | None]:
    """Who drops out with six or seven at the table, following rule book 7.6."""
    status: dict[str, str | None] = {n: None for n in game.players}
    need = len(game.players) - 5
    played = out = 0
    for name in deciding_order(game, dealer):
        if played == 4:
            status[name], out = "forced", out + 1
        elif out == need:
            played += 1
        elif rng.random() < 0.3:
            status[name], out = "chose", out + 1
        else:
            played += 1
    return status


def random_record(rng: random.Random, game: Game, dealer: str) -> dict:
    """A random round the engine accepts: end of stock, going out (some Perfects), or a
    knock (falling back to the end of stock when the knock would not be allowed)."""
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    status = _dropouts(rng, game, dealer) if len(game.players) > 5 else {}
    hands = {n: deck[i * 7 : (i + 1) * 7] for i, n in enumerate(game.players)}
    playing = [n for n in game.players if not status.get(n)]
    ending = rng.choice(["stock", "going-out", "knock"])
    winner = rng.choice(playing)
    perfect = ending == "going-out" and rng.random() < 0.4
    rows = []
    for n in game.players:
        hand = hands[n]
        if status.get(n):
            rows.append(
                {"name": n, "hand": format_cards(hand), "had_turn": False, "dropped_out": status[n]}
            )
        elif ending == "going-out" and n == winner:
            rows.append({"name": n, "hand": "", "melded": not perfect})
        elif ending == "knock" and n == winner:
            low = sorted(hand, key=lambda c: c.rank)[:1]
            rows.append({"name": n, "hand": format_cards(low), "melded": True})
        elif ending == "knock" or rng.random() < 0.6:
            rows.append(
                {"name": n, "hand": format_cards(hand[: rng.randint(1, 6)]), "melded": True}
            )
        else:
            rows.append({"name": n, "hand": format_cards(hand), "melded": False})
    rec: dict = {"ending": ending, "players": rows}
    if ending == "going-out":
        rec |= {"winner": winner, "perfect": perfect}
        others = [n for n in playing if n != winner]
        if perfect and rng.random() < 0.3:
            # Only the player just before the winner can have fed it, without claims (6.4).
            rules = game.rules_in_force()
            order = play_order(playing, dealer, rules.direction)
            feeders = others if rules.claim != "none" else [order[order.index(winner) - 1]]
            rec["perfect_discard_by"] = rng.choice(feeders)
    if ending == "knock":
        rec["knocker"] = winner
    try:
        settle({**rec, "rules": game.rules, "dealer": dealer})
    except HoolaError:
        for row in rows:
            if not row.get("dropped_out") and not row["hand"]:
                row["hand"] = format_cards(hands[row["name"]][:3])
                row["melded"] = True
        rec = {"ending": "stock", "players": rows}
    return rec


def play(game: Game, rng: random.Random, rounds: int) -> Game:
    for _ in range(rounds):
        game = add_round(game, random_record(rng, game, ledger(game).next_dealer))
    return game


OTHER_HANDS = ["10c Kc", "10d Kd", "10h Kh", "10s Ks", "Jc Qc", "Jd Qd"]
NO_ITEMS = "2c 4d 6h 8s 10c Qd Ks"  # no seven, set or sequence: no compensation


def _sitting_out(name: str, out: dict[str, tuple[str, str]]) -> dict:
    status, hand = out[name]
    return {"name": name, "hand": hand, "had_turn": False, "dropped_out": status}


def stock_round(game: Game, low: str, out: dict[str, tuple[str, str]] | None = None) -> dict:
    """An end-of-stock round that ``low`` wins holding one Ace; the others hold a ten and
    a picture card. ``out`` maps players who dropped out to (how, hand)."""
    out = out or {}
    hands = iter(OTHER_HANDS)
    rows = []
    for n in game.players:
        if n in out:
            rows.append(_sitting_out(n, out))
        elif n == low:
            rows.append({"name": n, "hand": "Ac", "melded": True})
        else:
            rows.append({"name": n, "hand": next(hands), "melded": True})
    return {"ending": "stock", "players": rows}


def perfect_round(game: Game, winner: str, out: dict[str, tuple[str, str]] | None = None) -> dict:
    """``winner`` goes out with a Perfect; the others have melded and hold two cards."""
    out = out or {}
    hands = iter(OTHER_HANDS)
    rows = []
    for n in game.players:
        if n in out:
            rows.append(_sitting_out(n, out))
        elif n == winner:
            rows.append({"name": n, "hand": "", "melded": False})
        else:
            rows.append({"name": n, "hand": next(hands), "melded": True})
    return {"ending": "going-out", "winner": winner, "perfect": True, "players": rows}


def apply(balances: dict[str, Fraction], payments) -> dict[str, Fraction]:
    out = dict(balances)
    for p in payments:
        out[p.payer] += p.stakes
        out[p.payee] -= p.stakes
    return out


def brute_min_transfers(balances: list[Fraction]) -> int:
    """The classic exact search: settle the first open balance against each later one of
    the opposite sign, in every way, and keep the fewest transfers."""
    debts = [b for b in balances if b]

    def search(i: int) -> int:
        while i < len(debts) and debts[i] == 0:
            i += 1
        if i == len(debts):
            return 0
        best = len(debts)
        for j in range(i + 1, len(debts)):
            if debts[j] * debts[i] < 0:
                debts[j] += debts[i]
                best = min(best, 1 + search(i + 1))
                debts[j] -= debts[i]
        return best

    return search(0)


# --------------------------------------------------------------------------- the game


def test_new_game_draws_the_first_dealer_from_the_shown_seed():
    game = Game.new(players=["Ann", "Bo", "Cy"], seed=42)
    assert game.dealer_seed == 42
    assert game.first_dealer == draw_first_dealer(["Ann", "Bo", "Cy"], 42)
    dealers = {Game.new(players=NAMES[:5], seed=s).first_dealer for s in range(40)}
    assert dealers == set(NAMES[:5])  # every player can be drawn
    chosen = Game.new(players=["Ann", "Bo", "Cy"], first_dealer="Cy", seed=42)
    assert chosen.first_dealer == "Cy" and chosen.dealer_seed is None


@pytest.mark.parametrize(
    ("kwargs", "codes", "values"),
    [
        ({"players": ["Ann"]}, ("too-few-players",), {"players": 1}),
        ({"players": ["Ann", "ann"]}, ("name-twice",), {"name": quote("ann")}),
        ({"players": NAMES[:6]}, ("too-many-players",), {"players": 6, "most": 5}),
        ({"players": ["Ann", "Bo"], "first_dealer": "Cy"}, ("first-dealer-not-player",),
         {"name": quote("Cy")}),
        ({"players": ["Ann", "Bo"], "stake": "0"}, ("stake-not-positive",), {}),
        ({"players": ["Ann", "Bo"], "stake": "0.00001"}, ("stake-decimals",), {"places": 4}),
        ({"players": ["Ann", "Bo"], "rules": "nope"}, ("no-such-preset",), {}),
        ({"players": ["Ann", "Bo"], "currency": "x" * 13}, ("label-too-long",),
         {"limit": 12, "length": 13}),
        ({"players": ["Ann", "Bo"], "name": "N" * 61}, ("label-too-long",),
         {"limit": 60, "length": 61}),
    ],
)  # fmt: skip
def test_bad_games_are_refused_with_a_clear_message(kwargs, codes, values):
    with pytest.raises(LedgerError) as info:
        Game.new(**kwargs)
    err = info.value
    assert err.code == "not-valid" and err["what"] == "game"
    problem = err.cause
    assert problem.codes == codes
    assert {k: problem[k] for k in values} == values


def test_a_seed_that_does_not_give_the_first_dealer_is_refused():
    game = Game.new(players=["Ann", "Bo", "Cy"], seed=5)
    other = next(n for n in game.players if n != game.first_dealer)
    with pytest.raises(LedgerError) as info:
        Game.load({**game.model_dump(), "first_dealer": other})
    assert info.value.cause.code == "first-dealer-not-drawn" and info.value.cause["seed"] == 5


# --------------------------------------------------------------------------- rotation


def test_dealer_rotation_follows_the_winners_and_the_dealer_plays_first():
    rng = random.Random(11)
    for players in (3, 4, 6, 7):
        game = play(random_game(rng, players), rng, 6)
        view = ledger(game)
        rules = game.rules_in_force()
        assert view.rounds[0].dealer == game.first_dealer
        for before, after in zip(view.rounds, view.rounds[1:], strict=False):
            assert after.dealer == before.winner == before.settlement.winner
        for r in view.rounds:
            assert r.record.dealer == r.dealer
            playing = [p.name for p in r.record.players if p.dropped_out is None]
            assert r.order == tuple(play_order(playing, r.dealer, rules.direction))
            assert r.order[0] == r.dealer
        assert view.next_dealer == view.rounds[-1].winner
        assert view.next_order == tuple(play_order(game.players, view.next_dealer, rules.direction))


def test_direction_decides_who_plays_second():
    game = Game.new(players=["Ann", "Bo", "Cy", "Di"], first_dealer="Bo")
    assert ledger(game).next_order == ("Bo", "Ann", "Di", "Cy")  # counter-clockwise (S0)
    game = Game.new(players=["Ann", "Bo", "Cy", "Di"], first_dealer="Bo", rules="s2-casual")
    assert ledger(game).next_order == ("Bo", "Cy", "Di", "Ann")  # clockwise (S2)


def test_round_records_take_dealer_players_and_rules_from_the_game():
    game = Game.new(players=["Ann", "Bo", "Cy"], first_dealer="Cy", rules="s1-short")
    rec = stock_round(game, "Bo")
    rec["players"] = list(reversed(rec["players"]))  # any order: the game's seating is kept
    rec["dealer"] = "Ann"  # the rotation decides
    game = add_round(game, rec)
    kept = game.rounds[0]
    assert [p.name for p in kept.players] == ["Ann", "Bo", "Cy"]
    assert kept.dealer == "Cy"
    assert kept.rules == game.rules


def test_an_invalid_round_is_refused_and_the_game_is_unchanged():
    game = Game.new(players=["Ann", "Bo", "Cy"], first_dealer="Ann")
    game = add_round(game, stock_round(game, "Bo"))
    bad = stock_round(game, "Cy")
    bad["players"][0]["hand"] = "2d 3d"
    bad["players"][0]["melded"] = False  # never melded, so must hold 7 cards
    with pytest.raises(LedgerError) as info:
        add_round(game, bad)
    assert info.value.codes == ("in-round", "unmelded-hand-size") and info.value["number"] == 2
    assert info.value.root["name"] == "Ann"
    stranger = stock_round(game, "Cy")
    stranger["players"][0]["name"] = "Zed"
    with pytest.raises(LedgerError) as info:
        add_round(game, stranger)
    assert info.value.root.code == "round-extra-player" and info.value.root["name"] == quote("Zed")
    short = stock_round(game, "Cy")
    short["players"].pop()
    with pytest.raises(LedgerError) as info:
        add_round(game, short)
    assert info.value.root.code == "round-missing-player" and info.value.root["name"] == quote("Cy")
    assert len(game.rounds) == 1 and ledger(game).next_dealer == "Bo"


# --------------------------------------------------------------------------- multiplier


def test_hoola_doubles_perfect_perfect_ordinary_ordinary_gives_1_2_4_1():
    game = Game.new(
        players=["Ann", "Bo", "Cy"],
        first_dealer="Ann",
        rules={"preset": "pagat", "hoola_doubles": True},
    )
    game = add_round(game, perfect_round(game, "Bo"))
    game = add_round(game, perfect_round(game, "Cy"))
    game = add_round(game, stock_round(game, "Ann"))
    game = add_round(game, stock_round(game, "Bo"))
    view = ledger(game)
    assert [r.perfect for r in view.rounds] == [True, True, False, False]
    assert [r.multiplier for r in view.rounds] == [1, 2, 4, 1]
    assert view.next_multiplier == 1  # the last round was ordinary
    for r in view.rounds:
        engine = settle(r.record)
        for name in game.players:
            assert r.stakes[name] == engine.net[name] * r.multiplier
    # Without the switch every round is played for one stake.
    plain = replace_rounds(game.model_copy(update={"rules": {"preset": "pagat"}}), game.rounds)
    assert [r.multiplier for r in ledger(plain).rounds] == [1, 1, 1, 1]


def test_next_multiplier_after_a_perfect():
    game = Game.new(
        players=["Ann", "Bo"], first_dealer="Ann", rules={"preset": "pagat", "hoola_doubles": True}
    )
    assert ledger(game).next_multiplier == 1
    game = add_round(game, perfect_round(game, "Bo"))
    assert ledger(game).next_multiplier == 2
    game = add_round(game, perfect_round(game, "Bo"))
    assert ledger(game).next_multiplier == 4
    game = undo_last_round(game)
    assert ledger(game).next_multiplier == 2


# --------------------------------------------------------------------------- 6-7 players


def six_player_compensation_round(game: Game) -> dict:
    """rule book 7.6 worked example: six at the table, Ann deals (counter-clockwise, so Flo, Ed,
    Di and Cy decide first). The four of them choose to play, so Bo is forced out, holding
    a seven and a set of three nines: 2 items."""
    assert deciding_order(game, "Ann") == ("Flo", "Ed", "Di", "Cy", "Bo")
    return {
        "ending": "going-out",
        "winner": "Ann",
        "players": [
            {"name": "Ann", "hand": "", "melded": True},
            {
                "name": "Bo",
                "hand": "7c 9d 9h 9s 2c 4d Kh",
                "had_turn": False,
                "dropped_out": "forced",
            },
            {"name": "Cy", "hand": "2h 3h", "melded": True},
            {"name": "Di", "hand": "4s", "melded": True},
            {"name": "Ed", "hand": "Qd Kd", "melded": True},
            {"name": "Flo", "hand": "5c 6c Js", "melded": True},
        ],
    }


def test_compensation_for_a_forced_drop_out_s0_worked_example():
    game = Game.new(
        players=["Ann", "Bo", "Cy", "Di", "Ed", "Flo"],
        first_dealer="Ann",
        rules={"preset": "pagat", "six_seven_players": True},
    )
    game = add_round(game, six_player_compensation_round(game))
    r = ledger(game).rounds[0]
    quarter = Fraction(1, 4)
    # 2 items × ¼ stake from each of the four non-dealer players who chose to play.
    assert r.compensation == {
        "Ann": 0,
        "Bo": 4 * 2 * quarter,
        "Cy": -2 * quarter,
        "Di": -2 * quarter,
        "Ed": -2 * quarter,
        "Flo": -2 * quarter,
    }
    assert r.compensation["Bo"] == 2
    assert r.stakes["Bo"] == 2  # Bo did not play, so that is all Bo gets
    assert r.order == ("Ann", "Flo", "Ed", "Di", "Cy")
    assert r.dropped_out == {"Bo": "forced"}
    for name in ("Cy", "Di", "Ed", "Flo"):
        assert r.stakes[name] == r.settlement.net[name] - Fraction(1, 2)
    assert sum(r.stakes.values()) == 0
    # Money: ½ stake of 0.10 is 0.05.
    priced = add_round(
        game.model_copy(update={"stake": Decimal("0.10"), "rounds": ()}),
        six_player_compensation_round(game),
    )
    assert ledger(priced).rounds[0].money["Bo"] == Decimal("0.2")


def test_compensation_is_played_at_the_multiplier_in_force():
    game = Game.new(
        players=["Ann", "Bo", "Cy", "Di", "Ed", "Flo"],
        first_dealer="Bo",
        rules={"preset": "pagat", "six_seven_players": True, "hoola_doubles": True},
    )
    # Bo deals; Ann, Flo, Ed and Di choose to play, so Cy is forced out (holding nothing
    # worth compensation); Ann wins with a Perfect and deals next, for double stakes.
    game = add_round(game, perfect_round(game, "Ann", {"Cy": ("forced", NO_ITEMS)}))
    first = ledger(game).rounds[0]
    assert all(v == 0 for v in first.compensation.values())
    assert ledger(game).next_dealer == "Ann"
    game = add_round(game, six_player_compensation_round(game))
    r = ledger(game).rounds[1]
    assert r.multiplier == 2
    assert r.compensation["Bo"] == 2 * 2
    assert r.stakes["Bo"] == 4


def test_an_edit_that_breaks_a_later_round_is_refused():
    game = Game.new(
        players=["Ann", "Bo", "Cy", "Di", "Ed", "Flo"],
        first_dealer="Ann",
        rules={"preset": "pagat", "six_seven_players": True},
    )
    # Round 1: Ann deals, Flo (first to decide) drops out by choice, Bo wins.
    game = add_round(game, stock_round(game, "Bo", {"Flo": ("chose", NO_ITEMS)}))
    # Round 2: Bo deals, Ann (first to decide) drops out by choice.
    assert deciding_order(game, "Bo")[0] == "Ann"
    game = add_round(game, stock_round(game, "Cy", {"Ann": ("chose", NO_ITEMS)}))
    # Had Ann won round 1, Ann would deal round 2, and a dealer may not drop out.
    with pytest.raises(LedgerError) as info:
        edit_round(game, 1, stock_round(game, "Ann", {"Flo": ("chose", NO_ITEMS)}))
    assert info.value.codes == ("in-round", "dealer-dropped") and info.value["number"] == 2
    assert info.value.root["name"] == "Ann"
    assert [r.dealer for r in ledger(game).rounds] == ["Ann", "Bo"]
    # An edit that keeps round 2 valid recomputes its dealer.
    edited = edit_round(game, 1, stock_round(game, "Di", {"Flo": ("chose", NO_ITEMS)}))
    assert [r.dealer for r in ledger(edited).rounds] == ["Ann", "Di"]


# --------------------------------------------------------------------------- totals


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), rounds=st.integers(1, 7))
def test_totals_sum_to_zero_and_the_reckoning_pays_every_balance(seed, rounds):
    rng = random.Random(seed)
    game = play(random_game(rng), rng, rounds)
    view = ledger(game)
    running = {n: Fraction(0) for n in game.players}
    for r in view.rounds:
        assert sum(r.stakes.values()) == 0
        assert sum(r.compensation.values()) == 0
        for n in game.players:
            assert r.stakes[n] == r.base[n] * r.multiplier
            assert r.money[n] == r.stakes[n] * Fraction(game.stake)
            running[n] += r.stakes[n]
        assert r.running_stakes == running
        assert sum(r.running_money.values()) == 0
    assert view.totals == running
    assert sum(view.money.values()) == 0
    settled = apply(view.totals, view.payments)
    assert all(v == 0 for v in settled.values())
    owing = [v for v in view.totals.values() if v]
    assert len(view.payments) <= max(len(owing) - 1, 0) <= len(game.players) - 1
    assert len(view.payments) == brute_min_transfers(list(view.totals.values()))
    for p in view.payments:
        assert p.stakes > 0 and p.payer != p.payee
        assert view.totals[p.payer] < 0 < view.totals[p.payee]
        assert p.money == p.stakes * Fraction(game.stake)


@settings(max_examples=120, deadline=None)
@given(
    st.lists(st.integers(-40, 40).map(lambda q: Fraction(q, 4)), min_size=1, max_size=6),
    st.booleans(),
)
def test_fewest_transfers_matches_a_brute_force_minimum(values, pair):
    balances = [*values, -sum(values)]
    if pair:  # zero-sum pairs make the grouping matter
        balances += [Fraction(3), Fraction(-3)]
    balances = balances[:7]
    balances[-1] -= sum(balances)
    named = dict(zip(NAMES, balances, strict=False))
    payments = fewest_transfers(named)
    assert all(v == 0 for v in apply(named, payments).values())
    assert len(payments) == brute_min_transfers(balances)
    assert len(payments) <= max(sum(1 for b in balances if b) - 1, 0)


def test_fewest_transfers_finds_zero_sum_groups():
    # A greedy reckoning pays 3 transfers here; two separate pairs need only 2.
    payments = fewest_transfers({"Ann": 5, "Bo": -3, "Cy": 3, "Di": -5})
    assert {(p.payer, p.payee, p.stakes) for p in payments} == {("Di", "Ann", 5), ("Bo", "Cy", 3)}
    assert fewest_transfers({"Ann": 0, "Bo": 0}) == []
    with pytest.raises(LedgerError) as info:
        fewest_transfers({"Ann": 1, "Bo": 0})
    assert info.value.code == "balances-not-zero" and info.value["total"] == "1"


# --------------------------------------------------------------------------- edits


def test_editing_round_2_of_5_equals_entering_the_corrected_rounds_afresh():
    rng = random.Random(2024)
    game = play(random_game(rng, 4, hoola_doubles=True), rng, 5)
    view = ledger(game)
    for attempt in range(200):
        fix = random_record(random.Random(attempt), game, view.rounds[1].dealer)
        trial = add_round(replace_rounds(game, game.rounds[:1]), fix)
        if ledger(trial).rounds[1].winner != view.rounds[1].winner:
            break
    edited = edit_round(game, 2, fix)
    fresh = Game.new(
        players=game.players,
        rules=game.rules,
        stake=game.stake,
        currency=game.currency,
        seed=game.dealer_seed,
        name=game.name,
    )
    for rec in [game.rounds[0], fix, *game.rounds[2:]]:
        fresh = add_round(fresh, rec)
    a, b = ledger(edited), ledger(fresh)
    assert a.totals == b.totals and a.money == b.money
    assert [r.stakes for r in a.rounds] == [r.stakes for r in b.rounds]
    assert [(r.dealer, r.multiplier) for r in a.rounds] == [
        (r.dealer, r.multiplier) for r in b.rounds
    ]
    assert a.rounds[2].dealer == a.rounds[1].winner != view.rounds[1].winner
    assert a.payments == b.payments
    assert edited.rounds[0] == game.rounds[0] and len(edited.rounds) == 5


def test_undo_and_bad_edits():
    game = Game.new(players=["Ann", "Bo"], first_dealer="Ann")
    with pytest.raises(LedgerError) as info:
        undo_last_round(game)
    assert info.value.code == "nothing-to-undo"
    game = add_round(game, stock_round(game, "Bo"))
    game = add_round(game, stock_round(game, "Ann"))
    assert undo_last_round(game).rounds == game.rounds[:1]
    with pytest.raises(LedgerError) as info:
        edit_round(game, 3, stock_round(game, "Ann"))
    assert info.value.code == "no-such-round" and (info.value["number"], info.value["rounds"]) == (
        3,
        2,
    )


# --------------------------------------------------------------------------- files


def test_json_export_then_import_gives_an_identical_game():
    rng = random.Random(7)
    for players in (2, 5, 7):
        game = play(random_game(rng, players), rng, 4)
        text = export_json(game)
        assert json.loads(text)["format"] == EXPORT_FORMAT
        back = import_json(text)
        assert back == game
        assert ledger(back).totals == ledger(game).totals
        assert import_json(text.encode()) == game


def _reseal(doc: dict) -> str:
    """A changed file with a checksum that matches it again."""
    doc["checksum"] = checksum(doc["game"])
    return json.dumps(doc)


def test_tampered_and_invalid_files_are_refused_with_clear_messages():
    rng = random.Random(3)
    game = play(random_game(rng, 3), rng, 3)
    doc = json.loads(export_json(game))

    tampered = json.loads(json.dumps(doc))
    tampered["game"]["stake"] = "1000"
    with pytest.raises(LedgerError) as info:
        import_json(json.dumps(tampered))
    assert info.value.code == "checksum-mismatch"

    round_changed = json.loads(json.dumps(doc))
    round_changed["game"]["rounds"][0]["players"][0]["hand"] = "Ac Ad"
    round_changed["game"]["rounds"][0]["players"][0]["melded"] = False
    with pytest.raises(LedgerError) as info:
        import_json(_reseal(round_changed))
    assert info.value.code == "in-round" and info.value["number"] == 1

    bad_field = json.loads(json.dumps(doc))
    bad_field["game"]["players"] = ["Ann"]
    with pytest.raises(LedgerError) as info:
        import_json(_reseal(bad_field))
    assert info.value.code == "not-valid" and info.value["what"] == "game"
    (field, problem), *_ = info.value["problems"]
    assert field == "players" and problem.code == "too-few-players" and problem["least"] == 2

    extra = json.loads(json.dumps(doc))
    extra["game"]["rounds"][0]["cheat"] = True
    with pytest.raises(LedgerError) as info:
        import_json(_reseal(extra))
    assert info.value.codes[:2] == ("in-round", "not-valid") and info.value["number"] == 1
    (field, problem), *_ = info.value.cause["problems"]
    assert field == "cheat" and problem.code == "field-unknown"

    cases = [
        ("{not json", "input-not-json", {}),
        ("[]", "not-an-export", {"what": "game", "fmt": "hoola-tutor-game"}),
        (json.dumps({**doc, "format": "hoola-tutor-progress"}), "not-an-export", {}),
        (json.dumps({**doc, "version": 99}), "export-version", {"found": quote(99), "version": 1}),
        (json.dumps({k: v for k, v in doc.items() if k != "checksum"}), "no-checksum", {}),
        (json.dumps({**doc, "game": []}), "no-game", {}),
        (_reseal({**doc, "game": {**doc["game"], "rounds": {}}}), "rounds-not-list", {}),
        (b"\xff\xfe", "input-not-utf8", {}),
    ]
    for text, code, values in cases:
        with pytest.raises(LedgerError) as info:
            import_json(text)
        assert info.value.code == code, (text, info.value)
        assert {k: info.value[k] for k in values} == values
        assert 0 < len(str(info.value)) < 300


def test_csv_has_one_row_per_player_per_round():
    rng = random.Random(9)
    game = play(random_game(rng, 4), rng, 3)
    game = game.model_copy(update={"name": "=SUM(A1)"})
    view = ledger(game)
    text = export_csv(game)
    assert text.encode("utf-8").startswith(b"\xef\xbb\xbf")  # a byte-order mark for Excel
    rounds_part, transfers_part = text.removeprefix("\ufeff").split("\n\n")
    rows = list(csv.DictReader(io.StringIO(rounds_part)))
    assert tuple(rows[0]) == CSV_HEADERS
    assert len(rows) == len(game.rounds) * len(game.players)
    transfers = list(csv.DictReader(io.StringIO(transfers_part)))
    assert tuple(transfers[0]) == TRANSFER_HEADERS
    assert [
        (t["payer"], t["payee"], Fraction(t["stakes"]), Decimal(t["money"])) for t in transfers
    ] == [(p.payer, p.payee, p.stakes, p.money) for p in view.payments]
    assert rows[0]["game"] == "'=SUM(A1)"  # never read as a formula
    for row in rows:
        r = view.rounds[int(row["round"]) - 1]
        name = row["player"]
        assert row["dealer"] == r.dealer and row["winner"] == r.winner
        assert int(row["multiplier"]) == r.multiplier
        assert Fraction(row["stakes"]) == r.stakes[name]
        assert Decimal(row["money"]) == r.money[name]
        assert Fraction(row["running_stakes"]) == r.running_stakes[name]
        assert Decimal(row["running_money"]) == r.running_money[name]
        assert row["entered"] in ("cards", "")
        if row["entered"]:
            assert int(row["points"]) == {p.name: p.points for p in r.settlement.players}[name]
    last = [row for row in rows if int(row["round"]) == len(game.rounds)]
    assert sum(Decimal(row["running_money"]) for row in last) == 0


def test_text_forms():
    assert stakes_text(Fraction(9, 4), sign=True) == "+2.25"
    assert stakes_text(Fraction(-3, 2)) == "-1.5"
    assert stakes_text(Fraction(12)) == "12"
    assert money_text(Decimal("0.025"), "EUR") == "€0.025"  # a quarter stake is not rounded
    assert money_text(Decimal("1234.5"), "", sign=True) == "+1,234.50"
    assert money_text(Decimal("200.00"), "") == "200"
    assert money_text(Decimal("5000"), "₩") == "₩5,000"  # won has no cents
    assert money_text(Decimal("1000"), "원") == "₩1,000"
    assert money_text(Decimal("-1250"), "KRW") == "-₩1,250"
    assert money_text(Decimal("12.5"), "won") == "₩12.5"  # a fraction is still shown
    assert money_text(Decimal("3"), "EUR") == "€3.00"
    assert money_text(Decimal("3"), "chips", sign=True) == "+3 chips"  # not a currency


def test_summary_rows_show_each_players_result():
    game = Game.new(players=["Ann", "Winner", "Cy"], first_dealer="Ann")
    game = add_round(game, stock_round(game, "Cy"))
    (row,) = summary_rows(ledger(game))
    r = ledger(game).rounds[0]
    assert row["Winner"] == "Cy" and row["Dealer"] == "Ann"
    assert row["Winner (player)"] == stakes_text(r.stakes["Winner"], sign=True)
    assert row["Cy"] == stakes_text(r.stakes["Cy"], sign=True)


def test_round_record_validation_errors_are_ledger_errors():
    game = Game.new(players=["Ann", "Bo"], first_dealer="Ann")
    with pytest.raises(LedgerError) as info:
        add_round(game, "{oops")
    assert info.value.codes == ("in-round", "input-not-json") and info.value["number"] == 1
    with pytest.raises(ValueError):
        add_round(game, {"ending": "stock"})
    assert isinstance(RoundRecord.load(stock_round(game, "Bo")), RoundRecord)


# --------------------------------------------------------------------------- renaming a player


@pytest.mark.parametrize("seed", range(12))
def test_a_renamed_player_keeps_every_round_and_the_totals(seed):
    from tutor.engine.ledger import rename_player

    rng = random.Random(seed)
    game = play(random_game(rng), rng, rng.randint(1, 6))
    old = rng.choice(game.players)
    renamed = rename_player(game, old, "  Zoë   Q ")
    assert renamed.players == tuple("Zoë Q" if p == old else p for p in game.players)
    assert renamed.first_dealer == ("Zoë Q" if game.first_dealer == old else game.first_dealer)
    assert renamed.dealer_seed == game.dealer_seed
    before, after = ledger(game), ledger(renamed)

    def to(name):
        return "Zoë Q" if name == old else name

    assert after.totals == {to(n): v for n, v in before.totals.items()}
    assert after.money == {to(n): v for n, v in before.money.items()}
    for b, a in zip(before.rounds, after.rounds, strict=True):
        assert (a.winner, a.dealer) == (to(b.winner), to(b.dealer))
        assert a.record.knocker == to(b.record.knocker)
        assert a.record.perfect_discard_by == to(b.record.perfect_discard_by)
        assert [p.name for p in a.record.players] == [to(p.name) for p in b.record.players]
    assert [(to(p.payer), to(p.payee), p.stakes) for p in before.payments] == [
        (p.payer, p.payee, p.stakes) for p in after.payments
    ]
    assert old not in json.dumps(renamed.model_dump(mode="json")["rounds"])


def test_a_rename_is_checked_as_a_new_name_and_a_case_fix_is_allowed():
    from tutor.engine.ledger import rename_player

    game = Game.new(players=["ann", "Bo", "Cy"], first_dealer="Bo")
    game = add_round(game, stock_round(game, "ann"))
    assert rename_player(game, "ann", "Ann").players == ("Ann", "Bo", "Cy")
    for new, code in (("bo", "name-twice"), ("   ", "name-blank")):
        with pytest.raises(LedgerError) as info:  # refused as a new game's players would be
            rename_player(game, "ann", new)
        ((_, problem),) = info.value.values["problems"]
        assert problem.code == code
        with pytest.raises(LedgerError) as fresh:
            Game.new(players=[new, "Bo", "Cy"], first_dealer="Bo")
        assert str(fresh.value) == str(info.value)
    with pytest.raises(LedgerError) as info:
        rename_player(game, "ann", " ann ")
    assert info.value.code == "rename-same"
    with pytest.raises(LedgerError) as info:
        rename_player(game, "Zed", "Zoe")
    assert info.value.code == "no-such-player"
    with pytest.raises(LedgerError) as info:
        rename_player(game, "Cy", "C" * 31)
    ((_, problem),) = info.value.values["problems"]
    assert problem.code == "label-too-long"
