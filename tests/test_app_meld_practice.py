"""AppTest for Meld practice: the meld check (text box and picker) and the best
arrangement (answer and grading), each compared with the engine's own result."""

from __future__ import annotations

import pytest
from apptest import rules_in_force, run, shown, shows_error, shows_reasons, texts
from streamlit.testing.v1 import AppTest

from tutor.app.cards_view import card_name
from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import Card, parse_cards
from tutor.engine.counting import hand_points
from tutor.engine.errors import CardError
from tutor.engine.melds import check_meld
from tutor.teach.deal import deal_for_arrangement
from tutor.words.engine import meld_headline, sentence, sentences
from tutor.words.ledger import ledger_message

PAGE = "tutor/app/pages/meld_practice.py"


def check_text(at: AppTest, text: str) -> AppTest:
    at.text_input(key="meld_text").input(text)
    run(at)
    at.button(key="meld_check").click()
    return run(at)


def assert_verdict(at: AppTest, cards: str) -> None:
    """The page shows exactly the engine's verdict and reasons for ``cards``: a meld in a
    success box naming its kind, no meld in an error box, and the explainer's sentence for
    each reason."""
    verdict = check_meld(parse_cards(cards), rules_in_force(at))
    headline = meld_headline(verdict.kind if verdict.valid else None)
    if verdict.valid:
        assert any(headline in shown(s.value) for s in at.success)
        assert not at.error
    else:
        assert len(at.error) == 1 and not at.success and headline in shown(at.error[0].value)
    shows_reasons(at, verdict.why, "markdown", "caption")


def test_renders(at: AppTest) -> None:
    assert at.title[0].value == "Meld practice"
    assert at.segmented_control(key="meld_mode").value == "meld"


def test_right_meld_through_the_text_box(at: AppTest) -> None:
    check_text(at, "6h 7h")
    assert check_meld(parse_cards("6h 7h"), rules_in_force(at)).valid
    assert_verdict(at, "6h 7h")


def test_wrong_meld_through_the_text_box_names_the_missing_card(at: AppTest) -> None:
    check_text(at, "6h 8h")
    assert_verdict(at, "6h 8h")
    (gap,) = check_meld(parse_cards("6h 8h"), rules_in_force(at)).why
    assert gap.code == "run-gap" and gap["needs"] == (Card(7, "h"),)  # shown by assert_verdict


def test_through_the_picker(at: AppTest) -> None:
    six, seven, eight = parse_cards("6h 7h 8h")
    at.pills(key="meld_picker_h").set_value([six, seven])
    run(at)
    at.button(key="meld_check").click()
    run(at)
    assert_verdict(at, "6h 7h")

    at.pills(key="meld_picker_h").set_value([six, eight])
    run(at)
    at.button(key="meld_check").click()
    run(at)
    assert_verdict(at, "6h 8h")


def test_text_box_wins_over_the_picker(at: AppTest) -> None:
    at.pills(key="meld_picker_h").set_value(list(parse_cards("6h 8h")))
    run(at)
    check_text(at, "Qc Qd Qh")
    assert "text box wins" in texts(at, "markdown", "caption")
    assert_verdict(at, "Qc Qd Qh")


def test_bad_card_shows_an_error_and_no_verdict(at: AppTest) -> None:
    check_text(at, "6h 8x")
    with pytest.raises(CardError) as bad:
        parse_cards("6h 8x")
    assert bad.value.code == "not-a-suit"
    assert shows_error(at, bad.value)
    assert "Verdict" not in [h.value for h in at.header]  # no verdict, right or wrong
    assert not at.success


def test_clear(at: AppTest) -> None:
    at.pills(key="meld_picker_h").set_value(list(parse_cards("6h 7h")))
    check_text(at, "6h 7h")
    assert at.success
    at.button(key="meld_clear").click()
    run(at)
    assert at.text_input(key="meld_text").value == ""
    assert at.pills(key="meld_picker_h").value == []
    assert not at.success and not at.error


def open_arrangement(at: AppTest, seed: int, size: int) -> tuple:
    at.segmented_control(key="meld_mode").set_value("arrangement")
    run(at)
    at.segmented_control(key="arr_size").set_value(size)
    run(at)
    at.number_input(key="arr_seed").set_value(seed)
    run(at)
    shown = next(c.value for c in at.caption if c.value.startswith("As text"))
    hand = parse_cards(shown.split("`")[1])
    assert len(hand) == size
    return hand


def test_best_arrangement_answer_shows_the_engine_points(at: AppTest) -> None:
    hand = open_arrangement(at, seed=2024, size=8)
    assert not at.metric  # nothing shown before asking
    at.button(key="arr_answer").click()
    run(at)
    best = best_arrangement(hand, rules_in_force(at))
    assert at.metric[0].value == str(best.points)
    for line in sentences(best.why):
        assert line in texts(at, "markdown", "caption")

    # The same seed deals the same hand after a trip to the other mode.
    at.segmented_control(key="meld_mode").set_value("meld")
    run(at)
    at.segmented_control(key="meld_mode").set_value("arrangement")
    run(at)
    assert at.number_input(key="arr_seed").value == 2024
    assert at.segmented_control(key="arr_size").value == 8


def test_deal_changes_the_seed_and_forgets_the_answer(at: AppTest) -> None:
    open_arrangement(at, seed=5, size=7)
    at.button(key="arr_answer").click()
    run(at)
    assert at.metric
    at.button(key="arr_deal").click()
    run(at)
    assert not at.metric


def lay(at: AppTest, hand: tuple, melds) -> None:
    """Lay ``melds`` with the builder, one at a time, in order."""
    for meld in melds:
        at.pills(key="arr_pick").set_value([hand.index(c) for c in meld])
        run(at)
        at.button(key="arr_lay").click()
        run(at)


def grade(at: AppTest, hand: tuple, melds) -> None:
    melds = [tuple(m) for m in melds]
    lay(at, hand, melds)
    at.button(key="arr_check").click()
    run(at)


def take_back_all(at: AppTest) -> None:
    while not at.button(key="arr_back").disabled:
        at.button(key="arr_back").click()
        run(at)


@pytest.mark.parametrize("size", [7, 8])
def test_grading_the_melds_laid_uses_the_engine(at: AppTest, size: int) -> None:
    hand = open_arrangement(at, seed=11, size=size)
    rules = rules_in_force(at)
    best = best_arrangement(hand, rules)

    # Laying the engine's melds: the leftover is the result, its points the best.
    grade(at, hand, [m.cards for m in best.melds])
    assert any(str(best.points) in shown(s.value) for s in at.success)
    shows_reasons(at, hand_points(best.deadwood, rules).why, "markdown", "caption")
    html = group_labels(at)
    assert "Your melds, in the order laid:" in html

    # Laying nothing: the whole hand is the leftover, not the answer asked for.
    take_back_all(at)
    at.button(key="arr_check").click()
    run(at)
    assert not at.success
    assert any(str(hand_points(hand, rules).total) in shown(w.value) for w in at.warning)

    # A group that is no meld is named as such.
    take_back_all(at)
    lone = next(c for c in hand if c.rank != 7)
    grade(at, hand, [(lone,)])
    assert any(f"{lone.pretty}" in shown(e.value) for e in at.error)


def test_picker_draws_red_suits_in_red(at: AppTest) -> None:
    hearts = at.pills(key="meld_picker_h").options
    clubs = at.pills(key="meld_picker_c").options
    assert hearts[0] == ":red[A♥]" and all(o.startswith(":red[") for o in hearts)
    assert clubs[0] == "A♣" and not any(":red[" in o for o in clubs)


def test_a_verdict_goes_when_the_cards_change(at: AppTest) -> None:
    """An old verdict must not stay under a different selection (it read as the verdict
    on the new cards)."""
    at.pills(key="meld_picker_h").set_value(list(parse_cards("6h 7h 8h")))
    run(at)
    at.button(key="meld_check").click()
    run(at)
    assert at.success
    at.pills(key="meld_picker_h").set_value(list(parse_cards("6h 8h")))
    run(at)
    assert not at.success and not at.error and not at.header
    at.button(key="meld_check").click()
    run(at)
    assert_verdict(at, "6h 8h")


def test_deal_clears_the_melds_laid_and_a_changed_choice_clears_the_grade(
    at: AppTest,
) -> None:
    hand = open_arrangement(at, seed=11, size=8)
    best = best_arrangement(hand, rules_in_force(at))
    grade(at, hand, [m.cards for m in best.melds])
    assert at.success
    at.button(key="arr_back").click()  # another choice: the old grade goes
    run(at)
    assert not at.success and not at.warning and not at.error
    at.pills(key="arr_pick").set_value([0, 1])
    run(at)
    at.button(key="arr_deal").click()
    run(at)
    assert at.pills(key="arr_pick").value == []
    assert at.button(key="arr_back").disabled


def test_card_pickers_are_touch_sized_and_marked_when_chosen(at: AppTest) -> None:
    """The picker's pills sit in containers styled for fingers (44 px) with a selected
    state unlike a red suit; the browser suite measures the pixels."""
    css = " ".join(h.proto.body for h in at.get("html"))
    assert "min-height:44px" in css and 'aria-pressed="true"' in css


def equally_good_deal(size: int, rules) -> tuple[int, tuple]:
    """The first seed whose dealt hand has more than one best arrangement."""
    for seed in range(500):
        hand = deal_for_arrangement(seed, size, rules)
        if best_arrangement(hand, rules).equally_good:
            return seed, hand
    raise AssertionError("no hand with two best arrangements in 500 seeds")


def group_labels(at: AppTest) -> str:
    return " ".join(h.proto.body for h in at.get("html"))


def test_equally_good_arrangements_are_shown_in_the_answer_and_the_feedback(
    at: AppTest,
) -> None:
    """Rule 3.5: when two arrangements leave as few points, the answer and a right choice's
    feedback show both (the engine's Arrangement carries them)."""
    rules = rules_in_force(at)
    seed, hand = equally_good_deal(7, rules)
    assert open_arrangement(at, seed=seed, size=7) == hand
    best = best_arrangement(hand, rules)
    at.button(key="arr_answer").click()
    run(at)
    html = group_labels(at)
    assert html.count("Just as good:") == len(best.equally_good)
    for melds in (best.melds, *best.equally_good):
        for meld in melds:  # each meld of each best arrangement is drawn as a group
            assert f'aria-label="{", ".join(card_name(c) for c in meld.cards)}"' in html
    line = next(r for r in best.why if r.code == "equally-good")
    assert sentence(line) in texts(at, "markdown")  # one rendered sentence

    # A right choice that differs from the engine's: the feedback shows the engine's too.
    other = best.equally_good[0]
    grade(at, hand, [m.cards for m in other])
    assert at.success
    assert ledger_message("just-as-good", points=best.points) in texts(at, "markdown")
    html = group_labels(at)
    assert html.count("Or lay:") == len(best.equally_good)  # the best ones but the learner's
