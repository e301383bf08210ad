"""Cards and hands: parsing, canonical text, pretty text (rule book 1, 2)."""

from __future__ import annotations

import pytest

from tutor import FULL_DECK, Card, CardError, Rules, format_cards, parse_cards, sort_cards
from tutor.engine.inputs import quote

SEVEN_H = Card(7, "h")
TEN_S = Card(10, "s")
QUEEN_D = Card(12, "d")


# -- accepted input ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "7h 10s Qd",
        "7h,10s,Qd",
        "7h, 10s, Qd",
        " 7h ,10s ,  Qd ",
        "7h\t10s\nQd",
        "7h;10s;Qd",
        "7H 10S QD",
        "7h 10S qD",
        "7♥ 10♠ Q♦",
        "7♥,T♠,q♦",
        "7h Ts Qd",
        "7H tS qd",
    ],
)
def test_parse_cards_accepts_spaces_commas_any_case_and_symbols(text: str) -> None:
    assert parse_cards(text) == (SEVEN_H, TEN_S, QUEEN_D)


@pytest.mark.parametrize("text", ["T♠", "10♠", "t♠", "10s", "Ts", "TS", "10S", "10♤"])
def test_ten_of_spades_in_every_spelling(text: str) -> None:
    assert parse_cards(text) == (TEN_S,)
    assert Card.parse(text) == TEN_S


def test_parse_keeps_the_order_given() -> None:
    assert [str(c) for c in parse_cards("Kc 2d Ah 10s")] == ["Kc", "2d", "Ah", "10s"]


def test_parse_empty_text_is_an_empty_hand() -> None:
    assert parse_cards("") == ()
    assert parse_cards("  , ") == ()


def test_parse_accepts_cards_and_card_text_in_a_list() -> None:
    assert parse_cards([SEVEN_H, "10s", "Q♦"]) == (SEVEN_H, TEN_S, QUEEN_D)


def test_emoji_variation_selector_is_ignored() -> None:
    assert parse_cards("7♥\ufe0f") == (SEVEN_H,)


# -- rejected input ----------------------------------------------------------------------


@pytest.mark.parametrize("token", ["7x", "Zh", "0s", "7hh", "h", "10", "<script>", "1h", "11c"])
def test_bad_token_raises_value_error_naming_it(token: str) -> None:
    with pytest.raises(ValueError) as info:
        parse_cards(token)
    assert info.value.code in {"card-too-short", "not-a-suit", "not-a-rank"}
    assert info.value["token"] == quote(token)


@pytest.mark.parametrize("token", ["7x", "Zh", "0s", "7hh", "h", "10", "<script>"])
def test_bad_token_inside_a_hand_is_named(token: str) -> None:
    with pytest.raises(CardError) as info:
        parse_cards(f"2c 3d, {token} Kd")
    assert info.value.code in {"card-too-short", "not-a-suit", "not-a-rank"}
    assert info.value["token"] == quote(token)


def test_bad_token_error_is_a_value_error() -> None:
    assert issubclass(CardError, ValueError)


def test_reason_for_a_bad_suit_and_a_bad_rank() -> None:
    with pytest.raises(CardError) as info:
        parse_cards("7x")
    assert info.value.code == "not-a-suit" and info.value["suit"] == quote("x")
    with pytest.raises(CardError) as info:
        parse_cards("Zh")
    assert info.value.code == "not-a-rank" and info.value["rank"] == quote("Z")


@pytest.mark.parametrize(
    ("text", "card"), [("7h 7h", "7h"), ("7h 10s 7H", "7h"), ("T♠ 10s", "10s"), ("Qd,q♦", "Qd")]
)
def test_a_card_given_twice_is_refused(text: str, card: str) -> None:
    with pytest.raises(CardError) as info:
        parse_cards(text)
    assert info.value.code == "card-twice"
    assert info.value["card"] == Card.parse(card) and info.value["times"] == 2


# -- jokers ------------------------------------------------------------------------------


def test_jokers_repeat_only_as_many_as_the_rules_allow() -> None:
    one = Rules().model_copy(update={"jokers": 1})
    two = Rules().model_copy(update={"jokers": 2})
    assert parse_cards("JK", one) == (Card.joker(),)
    assert parse_cards("JK jk", two) == (Card.joker(), Card.joker())
    with pytest.raises(CardError) as info:
        parse_cards("JK JK", one)
    assert info.value.code == "jokers-over"
    assert (info.value["count"], info.value["allowed"]) == (2, 1)
    with pytest.raises(CardError) as info:
        parse_cards("JK JK JK", two)
    assert info.value.code == "jokers-over" and info.value["count"] == 3


def test_jokers_not_in_play_are_refused() -> None:
    with pytest.raises(CardError) as info:
        parse_cards("7h JK", Rules())
    assert info.value.code == "jokers-off" and info.value["allowed"] == 0


def test_without_rules_at_most_two_jokers() -> None:
    assert len(parse_cards("JK, joker")) == 2
    with pytest.raises(CardError) as info:
        parse_cards("JK JK JK")
    assert info.value.code == "jokers-over" and info.value["allowed"] == 2


def test_joker_text_forms() -> None:
    joker = Card.joker()
    assert str(joker) == "JK"
    assert joker.pretty == "🃏"
    assert joker.is_joker and not Card(7, "h").is_joker
    assert parse_cards("🃏 *") == (joker, joker)


# -- canonical text ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "text", "pretty"),
    [
        (Card(7, "h"), "7h", "7♥"),
        (Card(10, "s"), "10s", "10♠"),
        (Card(12, "d"), "Qd", "Q♦"),
        (Card(1, "h"), "Ah", "A♥"),
        (Card(11, "c"), "Jc", "J♣"),
        (Card(13, "s"), "Ks", "K♠"),
    ],
)
def test_str_and_pretty(card: Card, text: str, pretty: str) -> None:
    assert str(card) == text
    assert card.pretty == pretty
    assert parse_cards(text) == (card,)
    assert parse_cards(pretty) == (card,)


def test_str_is_canonical_whatever_the_input() -> None:
    assert [str(c) for c in parse_cards("T♠ qD aH 7♥")] == ["10s", "Qd", "Ah", "7h"]


@pytest.mark.parametrize("card", FULL_DECK, ids=str)
def test_every_card_parses_back_from_str_and_pretty(card: Card) -> None:
    assert Card.parse(str(card)) == card
    assert Card.parse(card.pretty) == card
    assert Card.parse(str(card).lower()) == card
    assert Card.parse(str(card).upper()) == card


def test_full_deck() -> None:
    assert len(FULL_DECK) == 52
    assert len(set(FULL_DECK)) == 52
    assert {c.suit for c in FULL_DECK} == {"c", "d", "h", "s"}
    assert {c.rank for c in FULL_DECK} == set(range(1, 14))


def test_face_values_follow_rules_section_2() -> None:
    values = {str(c): c.face_value for c in parse_cards("Ah 2c 9d 10s Jh Qd Ks")}
    assert values == {"Ah": 1, "2c": 2, "9d": 9, "10s": 10, "Jh": 11, "Qd": 12, "Ks": 13}


def test_no_such_card() -> None:
    with pytest.raises(ValueError):
        Card(14, "h")
    with pytest.raises(ValueError):
        Card(7, "x")


def test_format_and_sort() -> None:
    hand = parse_cards("Ks JK 2c 10h 3c")
    assert format_cards(hand) == "Ks JK 2c 10h 3c"
    assert format_cards(hand, pretty=True) == "K♠ 🃏 2♣ 10♥ 3♣"
    assert format_cards(sort_cards(hand)) == "2c 3c 10h Ks JK"
    assert parse_cards(format_cards(hand)) == hand


def test_a_card_hashes_and_compares_as_its_rank_and_suit() -> None:
    """A card keeps the hash a plain dataclass gives it (so a set of cards iterates in the
    same order, and a seeded bot plays the same moves), through a copy, a pickle and
    ``replace``; it equals only a card of the same rank and suit, and never its text."""
    import copy
    import dataclasses
    import pickle

    for card in (*FULL_DECK, Card.joker()):
        assert hash(card) == hash((card.rank, card.suit))
        for same in (Card(card.rank, card.suit), copy.deepcopy(card)):
            assert same == card and hash(same) == hash(card)
        back = pickle.loads(pickle.dumps(card))
        assert back == card and hash(back) == hash(card)
    moved = dataclasses.replace(Card.parse("7h"), suit="s")
    assert moved == Card.parse("7s") and hash(moved) == hash((7, "s"))
    assert Card.parse("7h") != Card.parse("7s") and Card.parse("7h") != "7h"
    assert Card.parse("7h") != (7, "h") and Card.parse("7h") < Card.parse("8c")
    assert repr(Card.parse("7h")) == "Card.parse('7h')"
    assert [f.name for f in dataclasses.fields(Card) if f.compare] == ["rank", "suit"]
    assert set(FULL_DECK) == {Card.parse(str(c)) for c in FULL_DECK}
