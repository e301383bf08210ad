"""The words of the payout checker and the game ledger (tutor.words.ledger).

Every code of every closed set the module renders is produced here, through the page that
shows it (AppTest) or the public function that words it, and ``renders(set, code)`` holds
for each. A few sentences are pinned on purpose: they are what the pages said before their
words moved into the explainer, so users read the same."""

from __future__ import annotations

import dataclasses
import html
import json
import random
from collections import defaultdict
from pathlib import Path

import pytest
from apptest import markdown_sources, open_page, run, shown, texts
from streamlit.testing.v1 import AppTest
from test_charts import SIX_SEATS
from test_ledger import play, random_game, stock_round

from tutor.app.charts import money_flow
from tutor.app.citations import cite
from tutor.app.compare import field_label, switch_change
from tutor.app.round_model import checked_settlement, parse_record_file
from tutor.app.safe import plain
from tutor.engine.errors import RecordError
from tutor.engine.ledger import deciding_order, ledger
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.settlement import Settlement, settle
from tutor.engine.switches import switches_that_change
from tutor.store.ledger_store import LedgerStore
from tutor.teach.examples import EXAMPLES
from tutor.words import ledger as words
from tutor.words import t, using
from tutor.words.engine import doubling_short, preset_name, renders
from tutor.words.ledger import (
    compared_winner,
    deal_line,
    dropout_line,
    flow_link,
    flow_node,
    flow_summary,
    flow_title,
    hand_count,
    hand_label,
    ledger_message,
    melded_note,
    net_summary,
    payment_summary,
    payment_title,
    rules_summary,
    stakes_line,
    switch_effect,
    winner_count,
    winner_line,
)
from tutor.words.money import money_text, stakes_text

PAYOUT = "tutor/app/pages/payout.py"
GAME = "tutor/app/pages/game.py"

PRODUCED: dict[str, set[str]] = defaultdict(set)
"""The codes each test below saw produced, by closed set (checked by the last test)."""


def produced(closed_set: str, code: str) -> str:
    """Note that ``code`` of ``closed_set`` was produced, and that the explainer words it."""
    assert renders(closed_set, code), (closed_set, code)
    PRODUCED[closed_set].add(code)
    return code


def settle_under(record: RoundRecord, rules: Rules) -> Settlement:
    """The round settled under ``rules``, as the payout checker settles it."""
    return checked_settlement(record.model_copy(update={"rules": rules.to_spec()}))


def flash(at: AppTest) -> str:
    """The success messages on the page, as shown."""
    return "\n".join(shown(m.value) for m in at.success)


# -- pinned sentences -----------------------------------------------------------------------------


def test_a_few_sentences_read_as_the_pages_always_said() -> None:
    assert ledger_message("round-saved", number=1, winner="Ann") == "Round 1 saved: Ann wins."
    assert ledger_message("round-saved", number=2, winner="You") == "Round 2 saved: You win."
    assert ledger_message("game-started", dealer="Bo", seed=1234) == (
        "Game started. Bo deals first (drawn with seed 1234)."
    )
    assert winner_line("You", 2) == "You win and collect 2 stakes"
    assert compared_winner("Ann", 1) == "Winner: Ann, collects 1 stake"
    assert hand_label("as-entered", "Ann", 20) == "Ann: 20 points (as entered)"
    assert hand_label("as-entered", "Ann", 20, 1) == "Ann: 20 points, 1 seven held (as entered)"
    assert hand_count(3, 28) == "3 cards · 28 points in hand"
    assert hand_count(1, 1) == "1 card · 1 point in hand"
    assert deal_line("Ann", "won-last", 1, "clockwise", ["Ann", "Bo"]) == (
        "Ann deals (won round 1) and plays first. Turn order (clockwise): Ann → Bo."
    )
    assert rules_summary("result-same", 1, "the settlement") == (
        "1 switch differs, but the settlement is the same under both."
    )
    assert rules_summary("result-differs", 3, "the settlement").startswith("3 switches differ")
    assert flow_title("Ann", 4) == "Who pays whom: Ann collects 4"
    assert flow_node("pays", "You", 1) == "You pay 1 stake"
    assert flow_node("gets", "Bo", 3, short=True) == "Bo gets 3"
    assert flow_link("paid-for", "Bo", "Ann", 2, "Cy") == "Bo → Ann: 2 stakes (Cy's payment)"
    assert payment_title("Cy", 1, 4, 4) == "Cy: 1 × 4 = 4 stakes"
    assert payment_summary("Cy", 1, [2, 2], 4) == "Cy's payment: 1 × 2 × 2 = 4 stakes."
    assert flow_summary([]) == "Who pays whom: nothing is paid."
    assert net_summary({"Ann": 2, "Bo": -2}) == "Net result per player: Ann +2, Bo -2."


# -- the payout checker ---------------------------------------------------------------------------


def test_loading_an_example_says_so_with_the_rules_it_brings() -> None:
    at = open_page(PAYOUT)
    ex = EXAMPLES["s0-tie"]
    rules = ex.load().rules_in_force()
    assert rules != Rules.preset("s1-short")
    at.session_state["rules_spec"] = Rules.preset("s1-short").to_spec()
    at = run(at.selectbox(key="payout_example").set_value("s0-tie"))
    at = run(at.button(key="payout_load_example").click())
    changed = [plain(field_label(k)) for k in rules.to_spec() if k != "preset"]
    preset = at.session_state["rules_spec"]["preset"]
    said = ledger_message(
        produced("ledger-message", "example-loaded"),
        title=t("payout-example-title", example="s0-tie"),
        preset=f"**{preset_name(preset)}**",
        changed=changed,
        button="**Settle**",
    )
    assert [m.value for m in at.success] == [said]


def test_an_uploaded_record_is_loaded_or_refused_by_name() -> None:
    at = open_page(PAYOUT)
    record = json.dumps(EXAMPLES["s0-24"].record).encode()
    upload = at.file_uploader(key="payout_upload")
    at = run(upload.set_value(("round [1].json", record, "application/json")))
    said = ledger_message(
        produced("ledger-message", "record-loaded"),
        file=plain("round [1].json"),
        button="**Settle**",
    )
    assert said in [m.value for m in at.success]  # the file's name escaped, as before
    at = run(at.file_uploader(key="payout_upload").set_value(("x.json", b"{no", "text/plain")))
    (error,) = at.error
    assert "x.json" in shown(error.value)
    with pytest.raises(RecordError) as bad:
        parse_record_file(b"{no")
    refused = ledger_message(
        produced("ledger-message", "record-refused"), file="x.json", error=bad.value
    )
    assert shown(error.value) == refused


@pytest.mark.parametrize("name", ["s0-tie", "s0-24", "perfect-fed"])
def test_the_winner_and_each_hand_are_labelled_by_the_explainer(name: str) -> None:
    at = open_page(PAYOUT)
    at = run(at.selectbox(key="payout_example").set_value(name))
    at = run(at.button(key="payout_load_example").click())
    at = run(at.button(key="payout_settle").click())
    s = settle(EXAMPLES[name].record)
    assert winner_line(s.winner, s.collected) in [shown(h.value) for h in at.subheader]
    body = "".join(h.proto.body for h in at.get("html"))
    rules = EXAMPLES[name].load().rules_in_force()
    for p in s.players:
        if p.by_count:
            code = "winner" if p.name == s.winner else "as-entered"
        else:
            code = "counted" if p.hand.strip() else "no-cards"
        assert html.escape(
            hand_label(produced("hand-label", code), p.name, p.points, p.sevens)
        ) in (body), (p.name, code, rules.preset)


def knocked_round(melded: tuple[bool, ...] = (True, True, True, True)) -> AppTest:
    """The payout checker (quick entry, its default): Bo knocks with 9; Ann 20, Cy 30 with
    a seven, Di 8; "had melded" answered per player as ``melded`` says."""
    at = open_page(PAYOUT)
    assert at.toggle(key="payout_form_quick").value
    for i, name in enumerate(["Ann", "Bo", "Cy", "Di"]):
        at = run(at.text_input(key=f"payout_form_p{i}_name").input(name))
    at = run(at.pills(key="payout_form_qending").set_value("knock"))
    at = run(at.pills(key="payout_form_qknocker").set_value(1))
    for i, points in enumerate([20, 9, 30, 8]):
        at = run(at.number_input(key=f"payout_form_p{i}_points").set_value(points))
    assert melded_note(produced("melded-note", "ask")) in texts(at, "caption")
    assert at.button(key="payout_settle").disabled  # "had melded" is asked, never assumed
    for i, said in enumerate(melded):
        at = run(at.pills(key=f"payout_form_p{i}_melded").set_value(said))
    return run(at.number_input(key="payout_form_p2_sevens").set_value(1))


def test_had_melded_is_asked_and_its_doubling_shown_before_settle() -> None:
    at = knocked_round((True, True, False, True))
    assert melded_note(produced("melded-note", "never")) in texts(at, "caption")
    record = RoundRecord.load(json.loads(at.session_state["payout_form__valid"]))
    s = settle(record)
    cy = s.line_for("Cy")
    why = ", ".join(f"×{d.factor} {doubling_short(d)}" for d in cy.doublings)
    said = melded_note(produced("melded-note", "doubles"), name="Cy", total=cy.total, why=why)
    assert said in texts(at, "caption").splitlines()
    at = run(at.button(key="payout_settle").click())
    assert not RoundRecord.load(at.session_state["payout_record"]).players[2].melded


def test_had_melded_follows_the_cards_and_the_ending() -> None:
    at = open_page(PAYOUT)
    at = run(at.toggle(key="payout_form_quick").set_value(False))
    at = run(at.number_input(key="payout_form_count").set_value(2))
    for i, (name, hand) in enumerate([("Ann", ""), ("Bo", "Kh Qd 9s 5c 2c 3c 4d")]):
        at.text_input(key=f"payout_form_p{i}_name").input(name)
        at.text_input(key=f"payout_form_p{i}_hand").input(hand)
    at = run(at)
    said = melded_note(produced("melded-note", "from-cards"), melded=False, cards=7)
    assert said in texts(at, "caption")
    at = run(at.selectbox(key="payout_form_ending").set_value("going-out"))
    box = next(b for b in at.selectbox if b.label == "Winner")
    at = run(box.set_value(0))
    assert melded_note(produced("melded-note", "went-out")) in texts(at, "caption")
    at = run(at.button(key="payout_settle").click())
    players = RoundRecord.load(at.session_state["payout_record"]).players
    assert [p.melded for p in players] == [True, False]  # no tap on "had melded"
    line = settle(json.loads(at.session_state["payout_record"])).line_for("Bo")
    assert [d.kind for d in line.doublings] == ["never-melded"]
    at = run(at.selectbox(key="payout_form_ending").set_value("blast"))
    box = next(b for b in at.selectbox if b.label == "Winner")
    at = run(box.set_value(1))
    assert melded_note(produced("melded-note", "blast")) in texts(at, "caption")


def test_the_verdict_names_the_rules_and_a_change_settles_again() -> None:
    at = run(knocked_round().button(key="payout_settle").click())
    pagat = ledger_message(
        produced("ledger-message", "settled-under"), rules=f"**{preset_name('pagat')}**"
    )
    assert pagat in texts(at)
    at.session_state["rules_spec"] = Rules.preset("s1-short").to_spec()
    at = run(at)  # the form holds the same round: settled again under the new rules
    said = ledger_message(
        produced("ledger-message", "rules-changed"), rules=f"**{preset_name('s1-short')}**"
    )
    assert shown(said) in [shown(i.value) for i in at.info]
    assert json.loads(at.session_state["payout_record"])["rules"]["preset"] == "s1-short"
    at = run(at.number_input(key="payout_form_p0_points").set_value(None))  # form incomplete
    at.session_state["rules_spec"] = Rules.preset("pagat").to_spec()
    at = run(at)
    said = ledger_message(
        produced("ledger-message", "rules-changed-unsettled"),
        rules=f"**{preset_name('pagat')}**",
        old=f"**{preset_name('s1-short')}**",
        button="**Settle**",
    )
    assert shown(said) in [shown(i.value) for i in at.info]


def test_hands_entered_as_counts_are_labelled_so() -> None:
    at = knocked_round()
    at = run(at.button(key="payout_settle").click())
    s = settle(json.loads(at.session_state["payout_record"]))
    assert s.winner == "Di" and s.undercut and all(p.by_count for p in s.players)
    body = "".join(h.proto.body for h in at.get("html"))
    assert html.escape(hand_label(produced("hand-label", "winner"), "Di")) in body
    for p in s.players[:3]:
        label = hand_label(produced("hand-label", "as-entered"), p.name, p.points, p.sevens)
        assert html.escape(label) in body


def test_the_winners_count_is_not_asked_and_why() -> None:
    at = open_page(PAYOUT)
    at = run(at.toggle(key="payout_form_quick").set_value(True))
    for ending in ("going-out", "blast", "four-sevens"):
        at = run(at.pills(key="payout_form_qending").set_value(ending))
        at = run(at.pills(key="payout_form_qwinner").set_value(1))
        assert winner_count(produced("winner-count", ending)) in texts(at, "caption")


def test_money_flow_words_every_kind_of_payment() -> None:
    penalty = {**EXAMPLES["undercut-knock"].record}
    penalty["rules"] = {**Rules.from_spec(penalty["rules"]).to_spec(), "undercut_penalty": 5}
    fed = settle(EXAMPLES["perfect-fed"].record)
    labels: list[str] = []
    for s in (settle(SIX_SEATS), settle(penalty), fed, settle(EXAMPLES["s0-tie"].record)):
        t = money_flow(s).to_plotly_json()["data"][0]
        labels += list(t["link"]["label"])
        for line in s.lines:
            code = "paid-for" if line.payer != line.name else "payment"
            assert (
                flow_link(produced("flow-link", code), line.payer, s.winner, line.total, line.name)
                in labels
            )
        for p in s.penalty:
            assert flow_link(produced("flow-link", "penalty"), p.payer, p.payee, p.stakes) in labels
        for c in s.compensation:
            assert (
                flow_link(produced("flow-link", "compensation"), c.payer, c.payee, c.stakes)
                in labels
            )
        nodes = [hover for _, hover in t["node"]["customdata"]]
        got = s.collected + sum(
            x.stakes for x in [*s.penalty, *s.compensation] if x.payee == s.winner
        )
        if s.lines:
            assert flow_node(produced("flow-node", "gets"), s.winner, got) in nodes
        payer = s.lines[0].payer if s.lines else s.penalty[0].payer
        paid = sum(x.total for x in s.lines if x.payer == payer) + sum(
            x.stakes for x in [*s.penalty, *s.compensation] if x.payer == payer
        )
        assert flow_node(produced("flow-node", "pays"), payer, paid) in nodes


def test_nothing_paid_is_said_on_the_flow_chart() -> None:
    s = settle(EXAMPLES["s0-tie"].record)
    empty = dataclasses.replace(s, lines=(), penalty=(), compensation=())
    fig = money_flow(empty)
    assert [a.text for a in fig.layout.annotations] == [
        ledger_message(produced("ledger-message", "nothing-paid"))
    ]


def test_comparing_rules_says_whether_the_result_differs() -> None:
    """On the endings page (the payout checker words it the same, with "the settlement")."""
    at = open_page("tutor/app/pages/endings.py")
    at = run(at.text_input(key="end_text").input("Ah 2c 3d 2h 4s Ac 2d"))
    at = run(at.toggle(key="end_cmp_on").set_value(True))
    at = run(at.selectbox(key="end_cmp_preset").set_value("pagat"))
    what = "the verdict for this hand"
    said = rules_summary(produced("rules-compare", "same-rules"), 0, what)
    assert [shown(i.value) for i in at.info] == [said]
    at = run(at.selectbox(key="end_cmp_sw_sopang_max").set_value(15))
    said = rules_summary(produced("rules-compare", "result-differs"), 1, what)
    assert [shown(w.value) for w in at.warning] == [said]
    at = run(at.selectbox(key="end_cmp_sw_sopang_max").set_value(14))
    at = run(at.selectbox(key="end_cmp_sw_direction").set_value("clockwise"))
    said = rules_summary(produced("rules-compare", "result-same"), 1, what)
    assert [shown(i.value) for i in at.info] == [said] and not at.warning


def test_a_switch_that_changes_the_settlement_alone_is_named() -> None:
    at = open_page(PAYOUT)
    at = run(at.selectbox(key="payout_example").set_value("s0-tie"))
    at = run(at.button(key="payout_load_example").click())
    at = run(at.button(key="payout_settle").click())
    at = run(at.toggle(key="payout_cmp_on").set_value(True))
    at = run(at.selectbox(key="payout_cmp_preset").set_value("s2-casual"))
    record = EXAMPLES["s0-tie"].load()
    effects = switches_that_change(
        record, record.rules_in_force(), Rules.preset("s2-casual"), settle_with=settle_under
    )
    assert effects and all(e.error is None for e in effects)
    body = "\n".join(markdown_sources(at, "markdown"))
    for e in effects:
        name = switch_change(e.switch, record.rules_in_force(), Rules.preset("s2-casual"))
        assert f"`{e.switch}`" not in body and f"({e.switch}" not in body  # no internal name
        assert "- " + switch_effect(produced("switch-effect", "alone"), name) in body


def test_a_switch_that_stops_the_settlement_and_switches_only_together() -> None:
    """Words only: no worked example has a switch that alone makes it unsettleable."""
    said = switch_effect(produced("switch-effect", "unsettled"), "Knock limit", "no winner")
    assert said == "Knock limit changes the result: the round cannot be settled with it (no winner)"
    assert switch_effect(produced("switch-effect", "together")) == (
        "No single switch changes the result alone: it takes them together."
    )


# -- the game ledger ------------------------------------------------------------------------------


def start(players: str, dealer: str | None = None, stake: float | None = 1.0) -> AppTest:
    at = open_page(GAME)
    at = run(at.text_area(key="game_new_players").input(players))
    if dealer:
        at = run(at.radio(key="game_new_dealer_mode").set_value("choose"))
        at = run(at.selectbox(key="game_new_dealer").set_value(dealer))
    if stake is None:
        at = run(at.number_input(key="game_new_stake").set_value(None))
    return run(at.button(key="game_create").click())


def test_a_game_needs_a_stake(db: Path) -> None:
    at = start("Ann\nBo", stake=None)
    said = ledger_message(produced("ledger-message", "stake-missing"))
    assert said in [shown(e.value) for e in at.error]
    assert LedgerStore(db).list_games() == []


def test_a_game_night_in_messages(db: Path) -> None:
    store = LedgerStore(db)
    at = start("Ann\nBo\nCy", dealer="Bo")
    (summary,) = store.list_games()
    game = store.load_game(summary.id)
    code = produced("ledger-message", "game-started")
    assert ledger_message(code, dealer="Bo", seed=None) in flash(at)
    view = ledger(game)
    line = deal_line(
        "**Bo**", produced("deal-why", "first-dealer"), 0, view.rules.direction, view.next_order
    )
    assert line in texts(at, "markdown")
    stakes = stakes_line(produced("stakes-note", "may-double"), "**×1**", "")
    assert stakes.split(" (")[0] in texts(at, "markdown")
    at = run(at.text_area(key="game_round_json").input(json.dumps(stock_round(game, "Ann"))))
    at = run(at.button(key="game_round_json_add").click())
    said = ledger_message(produced("ledger-message", "round-saved"), number=1, winner="Ann")
    assert said in flash(at)
    payments = ledger(store.load_game(summary.id)).payments
    said = ledger_message(produced("ledger-message", "transfers"), count=len(payments))
    assert said in texts(at, "caption")
    for p in payments:
        said = ledger_message(
            produced("ledger-message", "payment"),
            payer=f"**{p.payer}**",
            payee=f"**{p.payee}**",
            amount=stakes_text(p.stakes),
            stakes=p.stakes,
            money=money_text(p.money, game.currency),
        )
        assert said in texts(at, "markdown")
    view = ledger(store.load_game(summary.id))
    line = deal_line(
        "**Ann**", produced("deal-why", "won-last"), 1, view.rules.direction, view.next_order
    )
    assert line in texts(at, "markdown")
    at = run(at.button(key="game_undo").click())
    at = run(at.button(key="game_undo_confirm").click())
    said = ledger_message(produced("ledger-message", "round-removed"), number=1)
    assert said in flash(at)
    at = run(at.button(key="game_delete").click())
    code = produced("ledger-message", "delete-game")
    assert [shown(w.value) for w in at.warning] == [
        ledger_message(code, name=f"**{game.name}**", rounds=0)
    ]
    assert ledger_message(code, name="Night", rounds=1) == (
        "Delete Night and its 1 round? This cannot be undone (export it first to keep a copy)."
    )
    at = run(at.button(key="game_delete_confirm").click())
    said = ledger_message(produced("ledger-message", "game-deleted"), name=game.name)
    assert said in flash(at)


def test_an_edited_round_and_an_imported_game_are_reported(db: Path) -> None:
    store = LedgerStore(db)
    rng = random.Random(3)
    game = store.create_game(play(random_game(rng, 3), rng, 2))
    at = open_page(GAME, link={"game": game.id})
    at.session_state["game_edit_folder"] = True  # "Edit a round" opened: its form is built
    at = run(at)
    at = run(at.selectbox(key="game_edit_pick").set_value(1))
    at = run(at.button(key="game_edit_save").click())
    said = ledger_message(produced("ledger-message", "round-changed"), number=1)
    assert said in flash(at)

    at = open_page(GAME)
    at = run(
        at.file_uploader(key="game_import_file").set_value(
            ("night.json", store.export_json(game.id).encode(), "application/json")
        )
    )
    at = run(at.checkbox(key="game_import_copy").check())
    at = run(at.button(key="game_import").click())
    (copy,) = [g for g in store.list_games() if g.id != game.id]
    said = ledger_message(produced("ledger-message", "game-imported"), name=copy.name, rounds=2)
    assert said in flash(at)


def test_six_at_the_table_say_who_drops_out(db: Path) -> None:
    store = LedgerStore(db)
    at = start("A\nB\nC\nD\nE\nF", dealer="A")
    (summary,) = store.list_games()
    game = store.load_game(summary.id)
    deciders = list(deciding_order(game, "A"))
    body = "\n".join(markdown_sources(at, "markdown"))
    assert dropout_line(1, deciders, cite("7.6")) in body
    stakes = stakes_line(produced("stakes-note", "doubling-off"), "**×1**", cite("6.5"))
    assert stakes in body  # pagat, the rules in force: Hoola doubles is off


def test_the_stakes_with_hoola_doubles_and_after_a_perfect(db: Path) -> None:
    at = open_page(GAME)
    at = run(at.text_area(key="game_new_players").input("Ann\nBo"))
    at = run(at.toggle(key="game_new_hoola_doubles").set_value(True))
    at = run(at.button(key="game_create").click())
    body = "\n".join(markdown_sources(at, "markdown"))
    assert stakes_line(produced("stakes-note", "may-double"), "**×1**", cite("6.5")) in body
    # the ledger's ×2 after a Perfect (tests/test_ledger.py plays one): the words
    said = stakes_line(produced("stakes-note", "after-perfect"), "×2", "rule 6.5")
    assert said == "Stakes this round: ×2 after a Perfect (rule 6.5)."


def test_a_broken_game_says_how_to_mend_it() -> None:
    assert ledger_message(
        produced("ledger-message", "game-broken"), error="round 2: bad"
    ).startswith("This game cannot be worked out: round 2: bad.")


def test_an_unusable_database_says_saved_games_are_not_available(tmp_path, monkeypatch) -> None:
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"not a database" * 200)
    monkeypatch.setenv("HOOLA_TUTOR_DB", str(junk))
    at = open_page(GAME)
    said = ledger_message(produced("ledger-message", "games-unavailable"))
    assert said == "Saved games are not available: "
    assert any(shown(e.value).startswith(said) for e in at.error)


def test_the_endings_explainer_asks_for_a_hand() -> None:
    """Shown by the Endings page before a hand is given (tests/test_app_endings.py)."""
    said = ledger_message(produced("ledger-message", "endings-ask-hand"))
    assert said == "Type, pick or deal a hand to see which endings are open."


def test_a_renamed_player_is_reported_with_both_names(db: Path) -> None:
    store = LedgerStore(db)
    rng = random.Random(4)
    game = store.create_game(play(random_game(rng, 3), rng, 1))
    old = game.players[1]
    at = open_page(GAME, link={"game": game.id})
    at = run(at.selectbox(key="game_rename_who").set_value(old))
    at = run(at.text_input(key="game_rename_new").input("Zoe"))
    at = run(at.button(key="game_rename_save").click())
    said = ledger_message(produced("ledger-message", "player-renamed"), old=old, new="Zoe")
    assert said == f"Renamed {old} to Zoe in the seating and every round."
    assert said in flash(at)
    with using("ko"):
        korean = ledger_message("player-renamed", old="지영", new="철수")
    assert korean == "지영을 철수로 바꿨어요. 자리와 모든 판에 반영했어요."


def test_meld_practice_says_other_arrangements_are_just_as_good() -> None:
    """Shown by Meld practice beside the best arrangements (tests/test_app_meld_practice.py)."""
    said = ledger_message(produced("ledger-message", "just-as-good"), points=3)
    assert said == "**Just as good**: these leave 3 points too."


def test_a_refused_round_quotes_the_engine() -> None:
    said = ledger_message(produced("ledger-message", "round-refused"), error="no winner")
    assert said == "This round cannot be settled as entered: no winner"


def test_every_code_of_every_closed_set_was_produced() -> None:
    """Runs last (pytest keeps the file's order): each closed set's codes were all seen."""
    for name, codes in words.CODES.items():
        assert all(renders(name, c) for c in codes), name
        assert PRODUCED[name] == set(codes), (name, set(codes) - PRODUCED[name])
