"""Property tests (Hypothesis): card text round-trips, settlements add up, the best
arrangement is valid and never beaten by brute force, and bad input only ever raises
ValueError."""

from __future__ import annotations

import contextlib
import json
from collections import Counter
from typing import Any

from arrangement_brute import brute_force_meld_all, brute_force_points
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from tutor import (
    ENDINGS,
    FULL_DECK,
    Card,
    Rules,
    Settlement,
    best_arrangement,
    blast,
    can_meld_all,
    check_meld,
    format_cards,
    four_sevens,
    hand_points,
    knock,
    parse_cards,
    play_order,
    settle,
)
from tutor.words.engine import sentences, step_title

JOKER = Card.joker()
cards = st.sampled_from(FULL_DECK)
separators = st.sampled_from([" ", ",", ", ", " , ", "  ", "\t", "\n", ";", ",,"])


# -- card text -------------------------------------------------------------------------------


@given(cards)
def test_str_of_a_card_parses_back(card: Card) -> None:
    assert parse_cards(str(card)) == (card,)
    assert parse_cards(card.pretty) == (card,)
    assert Card.parse(str(card).swapcase()) == card


@given(st.lists(cards, unique=True, max_size=20), separators, st.booleans(), st.booleans())
def test_a_hand_round_trips_through_text(
    hand: list[Card], sep: str, pretty: bool, upper: bool
) -> None:
    text = sep.join(c.pretty if pretty else str(c) for c in hand)
    if upper:
        text = text.upper()
    assert parse_cards(text) == tuple(hand)
    assert parse_cards(format_cards(hand, pretty=pretty)) == tuple(hand)


@given(st.lists(cards, unique=True, max_size=5), st.integers(0, 2), separators)
def test_jokers_round_trip(hand: list[Card], jokers: int, sep: str) -> None:
    full = [*hand, *[JOKER] * jokers]
    rules = Rules().model_copy(update={"jokers": 2})
    assert parse_cards(sep.join(map(str, full)), rules) == tuple(full)


# -- fuzzing: only ValueError ------------------------------------------------------------------

CARDISH = st.text(alphabet="A23456789TJQK10achdsxZ ,;♠♥♦♣*<>🃏\ufe0f\t", max_size=30)


@given(st.one_of(st.text(max_size=40), CARDISH))
def test_parse_cards_raises_only_value_error(text: str) -> None:
    try:
        parsed = parse_cards(text)
    except ValueError:
        return
    assert parse_cards(format_cards(parsed)) == parsed


@given(st.one_of(st.text(max_size=40), CARDISH), st.sampled_from(["pagat", "s1-short"]))
def test_check_meld_raises_only_value_error(text: str, preset: str) -> None:
    rules = Rules.preset(preset).model_copy(update={"jokers": 2})
    try:
        check = check_meld(text, rules)
    except ValueError:
        return
    assert check.valid == (check.meld is not None)
    assert sentences(check.why)


@given(st.lists(cards, unique=True, min_size=1, max_size=14), st.integers(0, 2))
def test_check_meld_on_any_group_of_real_cards(group: list[Card], jokers: int) -> None:
    rules = Rules().model_copy(update={"jokers": 2})
    check = check_meld([*group, *[JOKER] * jokers], rules)
    assert check.valid == (check.meld is not None) == (check.kind is not None)
    if check.meld is not None:
        assert Counter(check.meld.cards) == Counter([*group, *[JOKER] * jokers])


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 100) | st.floats() | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
HAND_TEXT = st.sampled_from(
    ["", "7h", "2c 3d", "Ac 2c 3d 2h 3s Ad 2d", "7c 7d 7h 7s", "Kc Kd Kh Ks Qc Qd Qh", "JK", "7x"]
)
NAMES = st.sampled_from(["A", "B", "C", "a", " ", ""])
FUZZ_PLAYER = st.fixed_dictionaries(
    {"name": NAMES | JSON_VALUES},
    optional={
        "hand": HAND_TEXT | JSON_VALUES,
        "melded": st.booleans() | JSON_VALUES,
        "had_turn": st.booleans() | JSON_VALUES,
        "dropped_out": st.sampled_from([None, "chose", "forced"]) | JSON_VALUES,
    },
)
FUZZ_RULES = (
    st.sampled_from(["pagat", "s1-short", "s2-casual", "nope"])
    | JSON_VALUES
    | st.fixed_dictionaries(
        {},
        optional={
            "preset": st.sampled_from(["pagat", "s2-casual"]) | JSON_VALUES,
            "knock_limit": st.dictionaries(st.text(max_size=2), st.integers(-1, 30)) | JSON_VALUES,
            "jokers": st.integers(-1, 3) | JSON_VALUES,
            "six_seven_players": st.booleans() | JSON_VALUES,
            "undercut_penalty": st.integers(-1, 6) | JSON_VALUES,
            "tie": JSON_VALUES,
            "dropout_compensation": st.floats() | JSON_VALUES,
        },
    )
)
FUZZ_RECORD = st.fixed_dictionaries(
    {
        "ending": st.sampled_from(ENDINGS) | JSON_VALUES,
        "players": st.lists(FUZZ_PLAYER, max_size=8) | JSON_VALUES,
    },
    optional={
        "rules": FUZZ_RULES,
        "winner": NAMES | JSON_VALUES,
        "knocker": NAMES | JSON_VALUES,
        "dealer": NAMES | JSON_VALUES,
        "perfect": st.booleans() | JSON_VALUES,
        "perfect_discard_by": NAMES | JSON_VALUES,
        "extra": JSON_VALUES,
    },
)


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(FUZZ_RECORD, JSON_VALUES, st.text(max_size=40)))
def test_settle_of_random_data_raises_only_value_error(data: Any) -> None:
    try:
        s = settle(data)
    except ValueError:
        return
    assert sum(s.net.values()) == 0


@given(FUZZ_RECORD)
def test_settle_of_random_json_text_raises_only_value_error(data: dict) -> None:
    text = json.dumps(data)  # NaN and Infinity are written as such: JSON the parser refuses
    with contextlib.suppress(ValueError):
        settle(text)


# -- valid random records: settlements add up -------------------------------------------------

RULE_CHANGES = st.fixed_dictionaries(
    {},
    optional={
        "seven_in_hand": st.sampled_from([7, 14]),
        "sevens_double": st.booleans(),
        "meld_at_stock_end": st.booleans(),
        "stock_melds_spare_doubling": st.booleans(),
        "undercut_doubles": st.booleans(),
        "undercut_penalty": st.sampled_from([None, 5]),
        "tie": st.sampled_from(["turn-order", "fewest-cards"]),
        "direction": st.sampled_from(["clockwise", "counter-clockwise"]),
        "knock_needs": st.sampled_from(["other-melded", "knocker-and-other", "none"]),
        "knock_limit": st.sampled_from([10, 5, {2: 7, 3: 10, 4: 15, 5: 15}]),
        "ace": st.sampled_from(["wrap", "high-or-low", "low"]),
        "picture_cards_ten": st.booleans(),
        "perfect_needs_all_turns": st.booleans(),
        "jokers": st.integers(0, 2),
        "joker_in_hand": st.sampled_from(
            ["double", "quintuple", "zero", "fourteen-triple", "twenty", "thirty"]
        ),
    },
)


@st.composite
def valid_records(  # noqa: C901 - draws a record field by field, each consistent with the last
    draw: st.DrawFn, preset: str | None = None
) -> tuple[dict[str, Any], bool]:
    """A round record whose hands, flags and roles are consistent, and whether the engine
    may still refuse it for a reason the generator does not control (a knocker over the
    limit or without the melds the rules ask, a hand that is no Blast, a Perfect before
    everyone had a turn). Returns (record, may_be_refused). ``preset`` fixes the preset."""
    preset = preset or draw(st.sampled_from(["pagat", "s1-short", "s2-casual"]))
    changes = draw(RULE_CHANGES)
    six_seven = draw(st.booleans()) and draw(st.booleans())  # about one in four
    if six_seven:
        changes["six_seven_players"] = True
    rules = Rules.preset(preset).model_copy(update=changes)
    spec: dict[str, Any] = {"preset": preset, **changes}
    if isinstance(spec.get("knock_limit"), dict):
        spec["knock_limit"] = {str(k): v for k, v in spec["knock_limit"].items()}

    deck = list(draw(st.permutations([*FULL_DECK, *[JOKER] * rules.jokers])))
    seated = draw(st.integers(6, 7)) if six_seven else draw(st.integers(2, 5))
    names = [f"P{i}" for i in range(seated)]
    dealer = draw(st.sampled_from(names))
    ending = draw(
        st.sampled_from(["knock", "knock", "stock", "stock", "going-out", "blast", "four-sevens"])
    )

    status: dict[str, str | None] = dict.fromkeys(names)
    if seated > 5:  # rule book 7.6: decide in turn after the dealer.
        playing, dropped = 0, 0
        for name in play_order(names, dealer, rules.direction)[1:]:
            if playing == 4:
                status[name], dropped = "forced", dropped + 1
            elif dropped == seated - 5 or draw(st.booleans()):  # must play, or chooses to
                playing += 1
            else:
                status[name], dropped = "chose", dropped + 1
    players_in = [n for n in names if status[n] is None]
    winner = draw(st.sampled_from(players_in))

    def take(n: int, pool: list[Card] | None = None) -> list[Card]:
        out = []
        for card in list(pool if pool is not None else deck)[:n]:
            deck.remove(card)
            out.append(card)
        return out

    # Who had a turn (rules 1.5, 7.1): without claims out of turn, turns pass in the order of
    # play from the dealer, so those who had one are the first few of that order.
    order = play_order(
        players_in, dealer if dealer in players_in else players_in[0], rules.direction
    )
    first_lap = draw(st.booleans())
    at = order.index(winner)
    if ending == "stock":
        turns = set(order[: draw(st.integers(1, len(order)))] if first_lap else order)
    elif first_lap and ending in ("blast", "going-out"):  # the winner's first turn
        turns = set(order[:at]) | ({winner} if ending == "going-out" else set())
    else:
        turns = set(order)

    def had(name: str) -> bool:
        return name in turns if rules.claim == "none" else draw(st.integers(0, 5)) > 0

    hands: dict[str, list[Card]] = {}
    flags: dict[str, dict[str, bool]] = {}
    # The roles first, so that their special cards are still in the deck.
    if ending == "four-sevens":
        hands[winner] = take(4, [c for c in deck if c.rank == 7])
        # 4-7 cards after melding (7 only just after drawing the fourth seven, S1), or 7
        # or 8 (just after the draw) for a player who never melded.
        # Without a turn yet the four sevens came in the deal: seven cards, none melded.
        turn = had(winner)
        extra = draw(st.integers(0, 4)) if turn else 3
        hands[winner] += take(extra, [c for c in deck if c.rank != 7 and not c.is_joker])
        melded = turn and (extra < 3 or (extra == 3 and draw(st.booleans())))
        flags[winner] = {"melded": melded, "had_turn": turn}
    elif ending == "blast":
        low = draw(st.booleans())
        pool = [c for c in deck if (c.rank <= 3 if low else c.rank >= 11)]
        hands[winner] = take(7, pool)
        flags[winner] = {"melded": False, "had_turn": had(winner)}
    elif ending == "going-out":
        hands[winner] = []
        flags[winner] = {"melded": draw(st.booleans()), "had_turn": True}
    elif ending == "knock":
        small = [c for c in deck if not c.is_joker and c.rank <= 3]
        melded = draw(st.integers(0, 3)) > 0
        hands[winner] = take(draw(st.integers(0, 3)) if melded else 7, small)
        flags[winner] = {"melded": melded or len(hands[winner]) != 7, "had_turn": True}
    for name in names:
        if name in hands:
            continue
        if status[name] is not None:
            hands[name] = take(7)
            flags[name] = {"melded": False, "had_turn": False}
            continue
        had_turn = had(name)
        melded = had_turn and draw(st.booleans())
        size = draw(st.integers(0, 6)) if melded else 7
        hands[name] = take(size)
        flags[name] = {"melded": melded, "had_turn": had_turn}

    players = []
    for name in names:
        entry: dict[str, Any] = {"name": name, "hand": format_cards(hands[name]), **flags[name]}
        if status[name] is not None:
            entry["dropped_out"] = status[name]
        players.append(entry)
    rec: dict[str, Any] = {"rules": spec, "ending": ending, "players": players, "dealer": dealer}

    refusable = False
    others = [n for n in players_in if n != winner]
    if ending == "knock":
        rec["knocker"] = winner
        try:
            verdict = knock(
                hands[winner],
                rules,
                players=len(players_in),
                knocker_melded=flags[winner]["melded"],
                others_melded=any(flags[n]["melded"] for n in others),
            )
            refusable = not verdict.allowed
        except ValueError:  # a knock-limit table without this player count
            refusable = True
    elif ending in ("blast", "going-out", "four-sevens"):
        rec["winner"] = winner
    if ending == "blast":
        refusable = not blast(hands[winner], rules, melded=False).allowed
    if ending == "four-sevens":
        assert four_sevens(hands[winner], rules).allowed
    if ending == "going-out" and not flags[winner]["melded"] and draw(st.booleans()):
        rec["perfect"] = True
        fed = [n for n in others if flags[n]["had_turn"]]
        if rules.claim == "none":  # only the player just before the winner (rule 6.4)
            fed = [n for n in fed if n == order[at - 1]]
        if fed and draw(st.booleans()):
            rec["perfect_discard_by"] = draw(st.sampled_from(fed))
        if rules.perfect_needs_all_turns and not all(flags[n]["had_turn"] for n in others):
            refusable = True
    return rec, refusable


@settings(suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(valid_records())
def test_settle_is_zero_sum_on_valid_records(generated: tuple[dict[str, Any], bool]) -> None:
    rec, refusable = generated
    try:
        s = settle(rec)
    except ValueError as e:
        assert refusable, f"a consistent record was refused: {e}"
        event("refused")
        return
    assert not refusable, "a record the rules refuse was settled"
    assert sum(s.net.values()) == 0
    assert abs(sum(s.compensation_net.values())) < 1e-9
    assert s.net[s.winner] == s.collected >= 0
    if s.penalty:  # the undercut penalty: the knocker pays each opponent, nothing else
        event("undercut penalty")
        knocker = rec["knocker"]
        assert not s.lines and not s.transfers
        assert all(t.payer == knocker for t in s.penalty)
        assert all(v > 0 for n, v in s.net.items() if n != knocker)
    else:
        assert all(v <= 0 for n, v in s.net.items() if n != s.winner)
    event(f"settled: {rec['ending']}" + (", undercut" if s.undercut else ""))
    assert s.collected == sum(t.stakes for t in s.transfers) + sum(
        t.stakes for t in s.penalty if t.payee == s.winner
    )
    for line in s.lines:
        assert line.base * line.multiplier == line.total
        assert 1 <= line.position <= len(s.lines)
    assert Settlement.from_json(s.to_json()) == s
    steps = s.steps()
    collect = f"{s.winner} collects {s.collected}"
    tail = [st for st in steps if step_title(st) == collect]
    assert tail, "the steps end with the winner's collection"
    if not s.compensation:
        assert step_title(steps[-1]) == collect
    # Each hand is counted with the settlement count of what is left in it.
    for p in s.players:
        if not p.melds:
            assert (
                p.points
                == hand_points(
                    parse_cards(p.hand, Rules.from_spec(s.rules)), Rules.from_spec(s.rules)
                ).total
            )


# -- best arrangement against brute force -------------------------------------------------------


DENSE_POOLS = [
    [c for c in FULL_DECK if c.suit in "hs" and 3 <= c.rank <= 9],
    [c for c in FULL_DECK if 4 <= c.rank <= 8 and c.suit != "c"],
    [c for c in FULL_DECK if c.rank in (1, 2, 3, 12, 13)],
    [c for c in FULL_DECK if 5 <= c.rank <= 9],
]
ARRANGE_RULES = st.fixed_dictionaries(
    {
        "ace": st.sampled_from(["wrap", "high-or-low", "low"]),
        "jokers": st.integers(0, 2),
        "joker_in_hand": st.sampled_from(
            ["double", "quintuple", "zero", "fourteen-triple", "twenty", "thirty"]
        ),
    },
    optional={"seven_in_hand": st.sampled_from([7, 14]), "picture_cards_ten": st.booleans()},
)


@st.composite
def hands_and_rules(draw: st.DrawFn, max_size: int = 8) -> tuple[tuple[Card, ...], Rules]:
    rules = Rules().model_copy(update=draw(ARRANGE_RULES))
    pool = draw(st.sampled_from([list(FULL_DECK), *DENSE_POOLS]))
    jokers = draw(st.integers(0, rules.jokers))
    naturals = draw(st.lists(st.sampled_from(pool), unique=True, max_size=max_size - jokers))
    hand = draw(st.permutations([*naturals, *[JOKER] * jokers]))
    return tuple(hand), rules


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hands_and_rules())
def test_best_arrangement_is_valid_and_never_beaten_by_brute_force(
    generated: tuple[tuple[Card, ...], Rules],
) -> None:
    hand, rules = generated
    arr = best_arrangement(hand, rules)
    used: list[Card] = []
    for meld in arr.melds:
        check = check_meld(meld.cards, rules)
        assert check.valid, (meld, sentences(check.why))
        used.extend(meld.cards)
    assert Counter(used) + Counter(arr.deadwood) == Counter(hand)
    assert arr.points == hand_points(arr.deadwood, rules).total
    assert arr.points == brute_force_points(hand, rules)


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hands_and_rules())
def test_can_meld_all_agrees_with_brute_force(generated: tuple[tuple[Card, ...], Rules]) -> None:
    hand, rules = generated
    melds = can_meld_all(hand, rules)
    assert (melds is not None) == brute_force_meld_all(hand, rules)
    if melds is not None:
        assert Counter(c for m in melds for c in m.cards) == Counter(hand)
        assert all(check_meld(m.cards, rules).valid for m in melds)


@settings(deadline=None)
@given(hands_and_rules(max_size=14))
def test_best_arrangement_of_big_hands_is_valid(generated: tuple[tuple[Card, ...], Rules]) -> None:
    hand, rules = generated
    arr = best_arrangement(hand, rules)
    used = [c for m in arr.melds for c in m.cards]
    assert Counter(used) + Counter(arr.deadwood) == Counter(hand)
    assert all(check_meld(m.cards, rules).valid for m in arr.melds)
    assert arr.points == hand_points(arr.deadwood, rules).total
    assert arr.points <= hand_points(hand, rules).total or any(c.is_joker for c in hand)
