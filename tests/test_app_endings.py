"""AppTest for the Endings explainer: verdicts as the engine gives them, rules changed on
other pages, input errors, the knock-limit error, going out after drawing, and comparing
two rule sets."""

from __future__ import annotations

import pytest
from apptest import rules_in_force, run, shown, shows_error, texts
from streamlit.testing.v1 import AppTest

from tutor.app.citations import cite_all
from tutor.app.compare import field_label
from tutor.engine.cards import parse_cards, sort_cards
from tutor.engine.counting import blast_total
from tutor.engine.endings import NEXT_DRAW_KINDS, endings_open, going_out, winning_draws
from tutor.engine.errors import CardError, RulesError
from tutor.engine.inputs import quote
from tutor.engine.reasons import because
from tutor.engine.rules import KNOCK_LIMIT_TABLES, Rules
from tutor.words.engine import sentence, sentences, verdict_title
from tutor.words.ledger import ledger_message

PAGE = "tutor/app/pages/endings.py"
FIFTEEN = "Ah 2c 3d 2h 4s Ac 2d"


def type_hand(at: AppTest, text: str) -> AppTest:
    at.text_input(key="end_text").input(text)
    return run(at)


def headline(verdict) -> str:
    return f"{'✅' if verdict.allowed else '❌'} **{verdict_title(verdict.kind)}**"


def assert_shows(at: AppTest, verdicts) -> None:
    text = texts(at, "markdown", "caption")
    for v in verdicts:
        assert headline(v) in text, verdict_title(v.kind)
        assert cite_all(v.rule) in text  # the rule book's point, as a link
        for reason in sentences(v.why):
            assert reason in text


def test_renders_and_asks_for_a_hand(at: AppTest) -> None:
    assert at.title[0].value == "Endings explainer"
    assert [shown(i.value) for i in at.info] == [ledger_message("endings-ask-hand")]


def test_verdicts_are_the_engines(at: AppTest) -> None:
    type_hand(at, FIFTEEN)
    assert_shows(at, endings_open(FIFTEEN, rules_in_force(at)))
    at.toggle(key="end_others_melded").set_value(True)
    at.number_input(key="end_players").set_value(3)
    run(at)
    assert_shows(at, endings_open(FIFTEEN, rules_in_force(at), players=3, others_melded=True))


def test_s1_short_makes_fifteen_points_a_sopang(at: AppTest) -> None:
    assert blast_total(parse_cards(FIFTEEN), Rules()).total == 15
    type_hand(at, FIFTEEN)
    pagat = endings_open(FIFTEEN, Rules.preset("pagat"))[0]
    assert not pagat.allowed
    assert headline(pagat) in texts(at, "markdown", "caption")

    at.selectbox(key="sidebar_preset").set_value("s1-short")
    run(at)
    sopang = endings_open(FIFTEEN, Rules.preset("s1-short"))[0]
    assert sopang.allowed and sopang.kind == "sopang"
    assert headline(sopang) in texts(at, "markdown", "caption")


def test_a_switch_changed_on_the_rules_page_applies_here(at: AppTest) -> None:
    at.switch_page("tutor/app/pages/rules_page.py")
    run(at)
    at.selectbox(key="rules_sopang_max").set_value(15)
    run(at)
    at.switch_page(PAGE)
    run(at)
    type_hand(at, FIFTEEN)
    verdict = endings_open(FIFTEEN, Rules().with_changes(sopang_max=15))[0]
    assert verdict.allowed
    assert headline(verdict) in texts(at, "markdown", "caption")


def test_bad_card_shows_an_error(at: AppTest) -> None:
    type_hand(at, "Ah 2c 3x")
    with pytest.raises(CardError) as bad:
        parse_cards("Ah 2c 3x")
    assert bad.value.code == "not-a-suit" and bad.value["token"] == quote("3x")
    assert shows_error(at, bad.value)
    assert "✅" not in texts(at, "markdown", "caption") and "❌" not in texts(
        at, "markdown", "caption"
    )


def test_too_many_cards_is_refused(at: AppTest) -> None:
    hand = "Ah 2h 3h 4h 5h 6h 7h 8h 9h"
    type_hand(at, hand)
    with pytest.raises(CardError) as big:
        endings_open(hand, rules_in_force(at))
    assert big.value.code == "hand-too-big" and big.value["size"] == 9
    assert shows_error(at, big.value)


def test_knock_limit_table_without_the_player_count(at: AppTest) -> None:
    label, table = next(
        (k, v) for k, v in KNOCK_LIMIT_TABLES.items() if isinstance(v, dict) and 5 not in v
    )
    at.switch_page("tutor/app/pages/rules_page.py")
    run(at)
    at.selectbox(key="rules_knock_limit").set_value(label)
    run(at)
    at.switch_page(PAGE)
    run(at)
    type_hand(at, FIFTEEN)
    at.number_input(key="end_players").set_value(5)
    run(at)
    with pytest.raises(RulesError) as refused:
        Rules(knock_limit=table).knock_limit_for(5)
    assert any(str(refused.value) in shown(e.value) for e in at.error)
    at.number_input(key="end_players").set_value(4)
    run(at)
    assert not at.error
    assert_shows(at, endings_open(FIFTEEN, rules_in_force(at), players=4))


def test_eight_cards_also_check_going_out_now(at: AppTest) -> None:
    hand = "3c 3d 3s 4h 5h 6h 7h Kd"
    type_hand(at, hand)
    now = going_out(hand, rules_in_force(at))
    assert now.allowed
    assert headline(now) in texts(at, "markdown", "caption")
    assert "Going out now (after drawing)" in texts(at, "markdown", "caption")
    at.toggle(key="end_melded").set_value(True)
    run(at)
    assert headline(going_out(hand, rules_in_force(at), melded_before=True)) in texts(
        at, "markdown", "caption"
    )


def test_eight_cards_never_offer_a_ninth_draw(at: AppTest) -> None:
    """After drawing (8 cards) the player draws no more: the page must not say that some
    further draw would let the hand go out (the engine counts draws for a 7-card hand)."""
    hand = "7h 8h 9h 2c 2d 2s 3c 4c"
    rules = rules_in_force(at)
    draws = winning_draws(hand, rules)
    assert draws  # a ninth card would do, which is moot
    type_hand(at, hand)
    text = texts(at, "markdown", "caption")
    assert "Going out with the next draw" not in text  # the label of a 7-card hand's check
    # neither a next-draw verdict nor the sentence naming the draws that would do
    assert not any(f"**{verdict_title(kind)}**" in text for kind in NEXT_DRAW_KINDS)
    assert sentence(because("winning-draws", "5.3", draws=len(draws), cards=draws)) not in text
    assert headline(going_out(hand, rules)) in text
    assert "Going out now (after drawing)" in text


def test_dealt_hand_with_a_shown_seed(at: AppTest) -> None:
    at.segmented_control(key="end_source").set_value("deal")
    run(at)
    at.number_input(key="end_seed").set_value(77)
    run(at)
    shown = next(c.value for c in at.caption if c.value.startswith("Hand #77"))
    hand = parse_cards(shown.split("`")[1])
    assert len(hand) == 7
    assert_shows(at, endings_open(hand, rules_in_force(at)))
    at.button(key="end_deal").click()
    run(at)
    seed = at.number_input(key="end_seed").value
    assert f"Hand #{seed}:" in texts(at, "markdown", "caption")


def test_picked_hand(at: AppTest) -> None:
    at.segmented_control(key="end_source").set_value("pick")
    run(at)
    hand = parse_cards("7c 7d 7h 7s 2c")
    for suit in "cdhs":
        at.pills(key=f"end_picker_{suit}").set_value([c for c in hand if c.suit == suit])
    run(at)
    verdicts = endings_open(sort_cards(hand), rules_in_force(at))
    assert verdicts[2].ending == "four-sevens" and verdicts[2].allowed
    assert_shows(at, verdicts)


def test_compare_pagat_with_s1_short(at: AppTest) -> None:
    type_hand(at, FIFTEEN)
    at.toggle(key="end_cmp_on").set_value(True)
    run(at)
    at.selectbox(key="end_cmp_preset").set_value("s1-short")
    run(at)
    pagat, short = Rules.preset("pagat"), Rules.preset("s1-short")
    mine, theirs = endings_open(FIFTEEN, pagat), endings_open(FIFTEEN, short)
    changed = [
        i
        for i, (a, b) in enumerate(zip(mine, theirs, strict=True))
        if (a.allowed, a.kind) != (b.allowed, b.kind)
    ]
    assert changed  # the Blast differs: 15 is no Sopang under pagat, one under s1-short
    assert len(at.warning) == 1  # the result differs: a warning, not an info box
    text = texts(at, "markdown", "caption")
    for name in pagat.differences(short):  # each switch by its label, never its code
        assert f"**{field_label(name)}**" in text and f"`{name}`" not in text
    for i in changed:
        assert f"{verdict_title(mine[i].kind)} → {verdict_title(theirs[i].kind)}" in text
    assert_shows(at, mine)
    assert_shows(at, theirs)


def test_compare_with_one_switch_changed_and_with_the_same_rules(at: AppTest) -> None:
    type_hand(at, FIFTEEN)
    at.toggle(key="end_cmp_on").set_value(True)
    run(at)
    at.selectbox(key="end_cmp_preset").set_value("pagat")
    run(at)
    assert len(at.info) == 1 and not at.warning  # the same rules: said in an info box
    listed = texts(at, "markdown", "caption")
    assert f"**{field_label('sopang_max')}**" not in listed  # and no switch listed

    at.selectbox(key="end_cmp_sw_sopang_max").set_value(15)
    run(at)
    assert at.session_state["end_cmp_spec"] == {"preset": "pagat", "sopang_max": 15}
    assert len(at.warning) == 1
    listed = texts(at, "markdown", "caption")
    assert f"**{field_label('sopang_max')}**" in listed  # the one switch, listed
    assert f"**{field_label('direction')}**" not in texts(at, "markdown", "caption")
    assert at.session_state["rules_spec"] == {"preset": "pagat"}  # the rules in force stay

    # A switch that changes no verdict for this hand: said so, not highlighted.
    at.selectbox(key="end_cmp_sw_sopang_max").set_value(14)
    run(at)
    at.selectbox(key="end_cmp_sw_direction").set_value("clockwise")
    run(at)
    assert not at.warning and len(at.info) == 1  # the switches differ, the verdicts not
    assert f"**{field_label('direction')}**" in texts(at, "markdown", "caption")


def test_a_lay_off_onto_the_table_opens_going_out(at: AppTest) -> None:
    """Rule 4.3: at the start of a turn only the 7♠ lets 8♠ K♦ go out; with 5♠ 6♠ 7♠ and
    Q♣ Q♦ Q♥ typed as melds on the table, more draws do, as the 8♠ and the draw are laid
    off, but only once the player has melded from the hand (the toggle)."""
    hand, table = "8s Kd", "5s 6s 7s, Qc Qd Qh"
    type_hand(at, hand)
    rules = rules_in_force(at)
    at.toggle(key="end_melded").set_value(True)
    run(at)
    alone = endings_open(hand, rules, melded=True)[-1]
    assert alone.numbers["draws"] == 1  # only the 7♠ (7♠ 8♠), with nothing on the table
    assert all(r in texts(at, "markdown", "caption") for r in sentences(alone.why))
    at.text_input(key="end_table").input(table)
    run(at)
    assert not at.error
    start = endings_open(hand, rules, melded=True, table=table)[-1]
    assert start.numbers["draws"] > alone.numbers["draws"]  # 4♠ 9♠ Q♠ and the sevens too
    text = texts(at, "markdown", "caption")
    assert headline(start) in text
    for reason in sentences(start.why):
        assert reason in text
    html = " ".join(h.proto.body for h in at.get("html"))
    assert "On the table:" in html

    # Not melded from the hand: no lay-off without a meld laid first, so fewer draws do.
    at.toggle(key="end_melded").set_value(False)
    run(at)
    blocked = endings_open(hand, rules, table=table)[-1]
    assert all(r in texts(at, "markdown", "caption") for r in sentences(blocked.why))
    assert blocked.numbers["draws"] < start.numbers["draws"]


def test_going_out_now_with_a_lay_off(at: AppTest) -> None:
    hand, table = "2c 2d 2h 8s 4s 4h 4d Kd", "5s 6s 7s"
    type_hand(at, hand)
    rules = rules_in_force(at)
    before = going_out(hand, rules)
    assert not before.allowed and headline(before) in texts(at, "markdown", "caption")
    at.text_input(key="end_table").input(table)
    run(at)
    now = going_out(hand, rules, table=table)
    assert now.allowed and now.layoffs
    text = texts(at, "markdown", "caption")
    assert headline(now) in text and "Going out now (after drawing)" in text
    for reason in sentences(now.why):
        assert reason in text


def test_a_table_that_is_no_meld_shows_an_error(at: AppTest) -> None:
    type_hand(at, FIFTEEN)
    at.text_input(key="end_table").input("5s 6s 9s, [x](https://example.org)")
    run(at)
    assert at.error and "✅" not in texts(at, "markdown", "caption")
    assert "](https" not in at.error[0].value  # the typed text is escaped
    at.text_input(key="end_table").input("Ah 2h 3h")  # shares a card with the hand
    run(at)
    with pytest.raises(CardError) as twice:
        endings_open(FIFTEEN, rules_in_force(at), table="Ah 2h 3h")
    assert twice.value.code == "card-twice"
    assert any(str(twice.value) in shown(e.value) for e in at.error)
