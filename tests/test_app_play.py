"""The "Play a round" page through Streamlit's AppTest: a whole round played by clicking,
only legal moves offered, the hint ladder, the end of the round (settlement, review,
download, play again) and a game restored from its link."""

from __future__ import annotations

import functools
import json
import math
import re
import statistics
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from apptest import open_page, run, start
from apptest import shown as shown_text
from streamlit.testing.v1 import AppTest

from tutor import settle
from tutor.app.learner import public
from tutor.app.play_link import link_params
from tutor.app.review_view import review_lines
from tutor.app.safe import plain
from tutor.app.table_view import seats_html
from tutor.engine.cards import parse_cards, sort_cards
from tutor.engine.reasons import because
from tutor.engine.rules import Rules
from tutor.play import actions as A
from tutor.play.actions import Action
from tutor.play.coach import (
    COACH_SAMPLES,
    Review,
    ReviewItem,
    arrangement,
    discard_dangers,
    discardable,
)
from tutor.play.lesson_play import lesson_round
from tutor.play.reasons import PlayError
from tutor.play.round import IllegalAction
from tutor.store.ledger_store import LedgerStore
from tutor.store.progress import StoreUnavailable
from tutor.teach import lessons as L
from tutor.words import catalog, render, t, using
from tutor.words.play import action_text, event_text, outcome_text, status_text

PAGE = "tutor/app/pages/play.py"


MESSAGES_MADE = {
    "play-link-out-of-range": "test_a_broken_link_says_so_and_offers_a_new_deal",
    "play-link-moves-misfit": "test_a_broken_link_says_so_and_offers_a_new_deal",
    "play-link-other-key": "test_a_mid_round_link_from_another_run_says_so",
    "link-not-restored": "test_a_broken_link_says_so_and_offers_a_new_deal",
    "play-link-no-such-lesson": "test_a_broken_lesson_link_names_its_problem",
    "play-link-not-a-play-step": "test_a_broken_lesson_link_names_its_problem",
    "ledger-new": "test_the_finished_round_goes_to_a_ledger_and_the_payout_checker",
    "ledger-added": "test_the_finished_round_goes_to_a_ledger_and_the_payout_checker",
    "tap-cards": "test_tapping_cards_that_make_no_move_says_why",
    "no-move-with": "test_tapping_cards_that_make_no_move_says_why",
    "move-gone": "test_a_move_the_table_has_moved_past_is_refused",
    "ledger-failed": "test_a_round_that_cannot_be_dealt_or_saved_says_so",
    "not-dealt": "test_a_round_that_cannot_be_dealt_or_saved_says_so",
    "coach-agrees": "test_following_the_coach_leaves_nothing_to_review",
    "review-marks": "test_following_the_coach_leaves_nothing_to_review",
    "risk-note": "test_the_coach_warns_about_every_card_the_learner_may_throw",
    "review-cost": "test_the_review_numbers_decisions_and_says_what_a_mark_counts",
    "review-close": "test_the_review_numbers_decisions_and_says_what_a_mark_counts",
    "review-coach": "test_the_review_numbers_decisions_and_says_what_a_mark_counts",
    "review-line": "test_the_review_numbers_decisions_and_says_what_a_mark_counts",
    "level-help": "test_the_levels_say_what_they_measured",
}
"""Each of the page's messages (``play-page-<code>``; the link's errors by their id), and
the test below that makes the page show it."""


def says(elements: object, code: str, **values: object) -> bool:
    """Whether one of ``elements`` shows the page's message ``play-page-<code>`` with
    ``values``, whole."""
    text = t(f"play-page-{code}", **values)
    return any(text in shown_text(el.value) for el in elements)  # type: ignore[attr-defined]


def keys(at: AppTest) -> list[str]:
    return [b.key for b in at.button if b.key]


def deal_page(seed: int = 42, opponents: int = 2, level: str = "beginner") -> AppTest:
    at = open_page(PAGE)
    at.number_input(key="play_seed_in").set_value(seed)
    at.number_input(key="play_opp_in").set_value(opponents)
    at.selectbox(key="play_level_in").set_value(level)
    at.button(key="play_deal").click()
    return run(at)


def learner_move(at: AppTest) -> None:
    """One move as a learner would make it: end the round when offered, draw, discard the
    highest card of the hand by tapping it."""
    ks = keys(at)
    for k in (
        "play_do_go-out_",
        "play_do_blast_",
        "play_do_four-sevens_",
        "play_do_draw-stock_",
        "play_do_stay-in_",
        "play_do_pass_",
    ):
        hit = [x for x in ks if x.startswith(k)]
        if hit:
            at.button(key=hit[0]).click()
            run(at)
            return
    pills = at.pills(key="play_hand")
    last = len(pills.options) - 1
    # tap the last card (the hand is sorted by suit and rank) and throw it
    pills.set_value([last])
    run(at)
    discards = [x for x in keys(at) if x.startswith("play_card_")]
    if not discards:  # the tapped card only melds (e.g. a seven): tap another one
        at.pills(key="play_hand").set_value([0])
        run(at)
        discards = [x for x in keys(at) if x.startswith("play_card_")]
    labels = {b.key: b.label for b in at.button}
    r = at.session_state["play_game"]["round"]
    tapped = sort_cards(r.hand_of["You"])[at.pills(key="play_hand").value[0]]
    throw = action_text(Action("discard", (tapped,)))
    discard = next((k for k in discards if labels[k] == throw), discards[0])
    at.button(key=discard).click()
    run(at)


@functools.cache
def finished_link() -> tuple[tuple[str, str], ...]:
    """The link of a heads-up round (seed 3) played to its end through the page, tap by tap
    (:func:`learner_move`), once for the tests that start from a finished round."""
    at = deal_page(seed=3, opponents=1)
    for _ in range(80):
        if at.session_state["play_game"]["round"].over:
            break
        learner_move(at)
    assert at.session_state["play_game"]["round"].over
    return tuple(link_params(at.session_state["play_game"]["setup"]).items())


def finished_page() -> AppTest:
    """The page opened at the end of :func:`finished_link`'s round, as its link restores it."""
    at = open_page(PAGE, link=dict(finished_link()))
    assert at.session_state["play_game"]["round"].over
    return at


def test_a_whole_round_is_played_through_the_page() -> None:
    at = deal_page(seed=42)
    assert "play_do_draw-stock_0" in keys(at) or at.session_state["play_game"]["round"].over
    for _ in range(80):
        r = at.session_state["play_game"]["round"]
        if r.over:
            break
        assert r.to_move == "You"
        # only legal moves are offered
        offered = [b.label for b in at.button if b.key and b.key.startswith("play_do_")]
        assert len(offered) <= len(r.legal_actions())
        learner_move(at)
    r = at.session_state["play_game"]["round"]
    assert r.over
    s = settle(r.record())
    o = r.outcome
    ender = o.knocker if o.ending == "knock" else o.winner
    said = outcome_text(o.ending, o.perfect, ender, s.winner, s.collected)
    shown = [m.value for m in at.markdown]
    assert plain(said) in shown
    assert f"**{plain(status_text('over'))}**" in shown
    # the whole log, in the explainer's words
    log = [event_text(e) for e in r.view("You").log]
    assert "\n".join(f"{i + 1}. {plain(line)}" for i, line in enumerate(log)) in shown
    assert at.subheader and {"Settlement", "Review"} <= {h.value for h in at.subheader}
    assert {"play_again", "play_ledger", "play_payout"} <= set(keys(at))
    # play again deals a fresh round with the winner dealing
    at.button(key="play_again").click()
    run(at)
    again = at.session_state["play_game"]["round"]
    assert again.dealer == s.winner and not (again.over and again.moves == r.moves)


def test_the_hint_escalates_and_its_move_can_be_played() -> None:
    at = deal_page(seed=7)
    at.button(key="play_hint").click()
    run(at)
    first = at.info[-1].value
    at.button(key="play_hint").click()
    run(at)
    second = at.info[-1].value
    at.button(key="play_hint").click()
    run(at)
    assert "play_hint_do" in keys(at)
    assert len({first, second, at.info[-1].value}) == 3
    before = len(at.session_state["play_game"]["setup"]["moves"])
    at.button(key="play_hint_do").click()
    run(at)
    assert len(at.session_state["play_game"]["setup"]["moves"]) == before + 1


def test_a_tapped_card_offers_only_its_legal_moves() -> None:
    at = deal_page(seed=11)
    at.button(key=next(k for k in keys(at) if k.startswith("play_do_draw-stock"))).click()
    run(at)
    r = at.session_state["play_game"]["round"]
    if r.to_move != "You" or r.phase != "play":
        return
    at.pills(key="play_hand").set_value([0])
    run(at)
    labels = [b.label for b in at.button if b.key and b.key.startswith("play_card_")]
    tapped = sort_cards(r.hand_of["You"])[:1]
    legal = [a for a in r.legal_actions() if a.kind in ("meld", "lay-off", "discard")]
    fits = [action_text(a) for a in legal if a.cards == tapped]
    assert labels and labels == fits


def test_a_game_survives_a_reload_through_its_link() -> None:
    at = deal_page(seed=5)
    learner_move(at)
    learner_move(at)
    params = dict(at.query_params)
    r = at.session_state["play_game"]["round"]
    link = {k: v[0] if isinstance(v, list) else v for k, v in params.items()}
    fresh = open_page(PAGE, link=link)
    restored = fresh.session_state["play_game"]["round"]
    assert restored.moves == r.moves and restored.hands == r.hands


def test_a_broken_link_says_so_and_offers_a_new_deal() -> None:
    fresh = open_page(PAGE, link={"play_seed": "12", "play_moves": "99.99"})
    misfit = t("play-link-moves-misfit")
    assert says(fresh.warning, "link-not-restored", detail=misfit)
    assert "play_deal" in keys(fresh)
    fresh = open_page(PAGE, link={"play_seed": "12", "play_opp": "99"})
    assert says(fresh.warning, "link-not-restored", detail=t("play-link-out-of-range"))


def test_a_mid_round_link_from_another_run_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """A round's token (``play_round``) is turned into its secret with the running app's
    key: a token made under another key is refused with its own message, and no deal."""
    from tutor.app.play_link import LINK_KEY_ENV, new_setup

    setup, _ = new_setup(Rules.preset("pagat"), 1, "beginner", 12)
    link = {k: v for k, v in link_params(setup).items() if k != "rules"}
    monkeypatch.setenv(LINK_KEY_ENV, "another run's key")
    fresh = open_page(PAGE, link=link)
    assert says(fresh.warning, "link-not-restored", detail=t("play-link-other-key"))
    assert "play_deal" in keys(fresh)


def test_the_levels_say_what_they_measured() -> None:
    """The level's help says what the strength bench measured against Intermediate, with the
    bots as they play now (the undercut map of 3a91fab in): 2,000 fresh rounds heads up
    (bench/out/expert2_map.jsonl) and 2,000 at four players (bench/out/expert4_map.jsonl),
    each logged by bench/tools/strength_log.py: the mean over deal pairs, +-1.96 standard
    errors."""
    at = open_page(PAGE)
    level = at.selectbox(key="play_level_in")
    assert level.help == t("play-page-level-help")
    with using("ko"):
        korean = t("play-page-level-help")
    for players, said, said_ko in (
        (2, "heads up", "둘이 할 때"),
        (4, "at four players", "넷이 할 때"),
    ):
        log = Path(__file__).resolve().parents[1] / f"bench/out/expert{players}_map.jsonl"
        rows = [json.loads(line) for line in log.read_text().splitlines()]
        assert {(r["pair"], r["players"], r["preset"]) for r in rows} == {
            ("expert:careful", players, "pagat")
        }
        values = [r["value"] for r in rows]
        mean = statistics.fmean(values)
        half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
        rounds = f"{2 * len(rows):,}"
        low, high = f"{mean - half:.2f}", f"{mean + half:.2f}"
        assert f"{mean:.2f}" in level.help and f"{said} over {rounds} rounds" in level.help
        assert f"{low} to {high})" in level.help
        assert f"{said_ko} {rounds}판에서" in korean and f"{low}~{high})" in korean
    # Intermediate against Beginner: the 4,000 rounds of bench/out/undercut_map.txt
    summary = (Path(__file__).resolve().parents[1] / "bench/out/undercut_map.txt").read_text()
    found = re.search(r"heads up \+(\d\.\d\d) \[\+(\d\.\d\d), \+(\d\.\d\d)\] both", summary)
    assert found, "bench/out/undercut_map.txt: no heads-up figure for careful against beginner"
    figure, low, high = found.groups()
    assert f"{figure} against Beginner heads up over 4,000 rounds ({low} to {high})" in level.help
    assert f"4,000판에서 약 {figure}배({low}~{high})" in korean


def test_a_broken_lesson_link_names_its_problem() -> None:
    """A lesson's position in the link (``play_lesson``, ``play_step`` from 1) is checked
    before anything is dealt: a lesson there is not, a step that is no position to play, a
    step number out of range or not a number, moves that do not fit."""
    cases = [
        ({"play_lesson": "no-such", "play_step": "1"}, "play-link-no-such-lesson"),
        ({"play_lesson": "x" * 500, "play_step": "1"}, "play-link-no-such-lesson"),
        ({"play_lesson": "knock", "play_step": "1"}, "play-link-not-a-play-step"),
        ({"play_lesson": "knock", "play_step": "0"}, "play-link-out-of-range"),
        ({"play_lesson": "knock", "play_step": "99999"}, "play-link-out-of-range"),
        ({"play_lesson": "knock", "play_step": "-3"}, "play-link-out-of-range"),
        ({"play_step": "3"}, "play-link-no-such-lesson"),
    ]
    for link, msg_id in cases:
        fresh = open_page(PAGE, link=link)
        assert says(fresh.warning, "link-not-restored", detail=t(msg_id)), link
        assert "play_game" not in fresh.session_state and "play_deal" in keys(fresh)
    from tutor.app.play_link import LinkError, lesson_step, replay_lesson
    from tutor.engine.rules import Rules
    from tutor.teach.lessons import load_lessons

    lessons = load_lessons()
    knock = next(les for les in lessons if les.id == "knock")
    step = next(i for i, s in enumerate(knock.steps) if type(s).__name__ == "PlayStep") + 1
    assert lesson_step(lessons, "knock", str(step)) == (knock, step - 1)
    with pytest.raises(LinkError) as err:
        replay_lesson(
            {"play_lesson": "knock", "play_step": str(step), "play_moves": "7"},
            lessons,
            Rules.preset("pagat"),
        )
    assert err.value.code == "moves-misfit"


def test_the_finished_round_goes_to_a_ledger_and_the_payout_checker() -> None:
    at = finished_page()
    r = at.session_state["play_game"]["round"]
    at.button(key="play_ledger").click()
    run(at)
    assert says(at.info, "ledger-new")
    at.button(key="play_ledger").click()
    run(at)
    assert says(at.info, "ledger-added")
    from tutor.store.progress import default_db_path

    store = LedgerStore(default_db_path())
    game = store.load_game(at.session_state["play_ledger_game"])
    assert len(game.rounds) == 2 and game.players == r.seating
    at.button(key="play_payout").click()
    run(at)
    assert at.session_state["payout_record"] == r.record().to_json()
    assert any("Payout checker" in t.value for t in at.title)


def test_the_finished_round_downloads_as_a_record_that_settles() -> None:
    at = finished_page()
    assert at.get("download_button")[0].proto.label == "Download the round (JSON)"
    r = at.session_state["play_game"]["round"]
    assert r.over
    assert json.loads(r.record().to_json())["ending"] == r.outcome.ending


def test_the_replay_link_is_shown_next_to_the_seed_and_deals_the_same_round() -> None:
    at = deal_page(seed=5)
    learner_move(at)
    learner_move(at)
    r = at.session_state["play_game"]["round"]
    caption = next(c.value for c in at.caption if "Replay this deal" in c.value)
    assert "Seed 5" in caption
    url = re.search(r"\]\(([^)\s]+)\)", caption).group(1)
    assert url in [c.value for c in at.code]  # the same link, copyable
    params = {k: v[0] for k, v in parse_qs(urlsplit(url).query).items()}
    assert params["play_seed"] == "5" and params["rules"] == "pagat"
    assert len(params["play_moves"].split(".")) == len(
        at.session_state["play_game"]["setup"]["moves"]
    )
    fresh = start(link=params)
    fresh.switch_page(PAGE)
    run(fresh)
    restored = fresh.session_state["play_game"]["round"]
    assert restored.moves == r.moves and restored.hands == r.hands


def test_the_coach_warns_about_every_card_the_learner_may_throw() -> None:
    at = deal_page(seed=11)
    draw = [k for k in keys(at) if k.startswith("play_do_draw-stock")]
    if draw:
        at.button(key=draw[0]).click()
        run(at)
    r = at.session_state["play_game"]["round"]
    assert r.to_move == "You" and r.phase == "play"
    table = at.table[-1].value
    assert list(table.columns) == ["Melds for them", "95% range", "Perfect"]
    assert list(table.index) == [c.pretty for c in discardable(r, "You")]
    assert len(table.index) == len(set(r.hand_of["You"]))
    # one line per card, the numbers of the coach's one estimate; the explanation said once
    view = r.view("You")
    dangers = discard_dangers(view, discardable(r, "You"), COACH_SAMPLES, r.seed, perfect=True)
    assert list(table["Melds for them"]) == [f"{d.p:.0%}" for d in dangers.values()]
    assert says(at.caption, "risk-note", claimants=1, samples=COACH_SAMPLES)
    why = arrangement(view)[1]
    assert plain(render(why)) in [c.value for c in at.caption]


def _to_play_phase(seed: int) -> AppTest:
    at = deal_page(seed=seed)
    at.button(key=next(k for k in keys(at) if k.startswith("play_do_draw-stock"))).click()
    return run(at)


def test_a_card_tap_reuses_the_coachs_estimates_for_the_position(monkeypatch) -> None:
    """Tapping a card changes nothing on the table: the coach's danger table is the same
    and is not sampled again; a move brings a new position and new estimates."""
    from tutor.app import play_coach_view as coach  # the coach's panel on the page

    calls: list[int] = []
    real = coach.discard_dangers

    def counted(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(coach, "discard_dangers", counted)
    at = _to_play_phase(11)
    assert len(calls) == 1
    table = at.table[-1].value
    at.pills(key="play_hand").set_value([0])
    run(at)
    assert len(calls) == 1
    assert at.table[-1].value.equals(table)
    discard = next(k for k in keys(at) if k.startswith("play_card_"))
    at.button(key=discard).click()
    run(at)  # the bots move, and the learner draws: no danger table until the next play
    r = at.session_state["play_game"]["round"]
    draw = [k for k in keys(at) if k.startswith("play_do_draw-stock")]
    if draw and not r.over:
        at.button(key=draw[0]).click()
        run(at)
        assert len(calls) == 2


def test_tapping_cards_that_make_no_move_says_why() -> None:
    at = _to_play_phase(11)
    r = at.session_state["play_game"]["round"]
    assert r.to_move == "You" and r.phase == "play"
    assert says(at.caption, "tap-cards")
    assert f"**{plain(status_text('play'))}**" in [m.value for m in at.markdown]
    hand = sort_cards(r.hand_of["You"])
    legal = {a.cards for a in r.legal_actions()}
    pair = next(
        (i, j)
        for i in range(len(hand))
        for j in range(i + 1, len(hand))
        if sort_cards((hand[i], hand[j])) not in legal
    )
    chosen = sort_cards(hand[i] for i in pair)
    at.pills(key="play_hand").set_value(list(pair))
    run(at)
    try:
        r.apply(Action("meld", chosen))
    except IllegalAction as e:
        why = e.reason
    assert says(at.caption, "no-move-with", cards=chosen, why=why)


def test_a_move_the_table_has_moved_past_is_refused() -> None:
    at = deal_page(seed=11)
    draw = next(k for k in keys(at) if k.startswith("play_do_draw-stock"))
    game = at.session_state["play_game"]
    game["round"] = game["round"].apply(game["round"].legal_actions()[0])  # moved on
    at.button(key=draw).click()
    run(at)
    assert says(at.info, "move-gone")


def test_a_round_that_cannot_be_dealt_or_saved_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    at = finished_page()
    error = StoreUnavailable("locked", path="x.db", detail="database is locked")

    def refuse(*args: object, **kwargs: object) -> None:
        raise error

    monkeypatch.setattr(LedgerStore, "create_game", refuse)
    at.button(key="play_ledger").click()
    run(at)
    assert says(at.info, "ledger-failed", detail=public(error))
    refused = PlayError("too-few-players", count=1)
    import tutor.app.play_link

    def no_deal(*args: object, **kwargs: object) -> None:
        raise refused

    monkeypatch.setattr(tutor.app.play_link, "deal", no_deal)  # the page deals through it
    fresh = open_page(PAGE)  # no game, none in the link
    fresh.button(key="play_deal").click()
    run(fresh)
    assert says(fresh.warning, "not-dealt", detail=refused)


def test_following_the_coach_leaves_nothing_to_review() -> None:
    at = deal_page(seed=42, opponents=1)
    for _ in range(60):
        if at.session_state["play_game"]["round"].over:
            break
        for _ in range(3):
            if at.button(key="play_hint").disabled:
                break
            at.button(key="play_hint").click()
            run(at)
        at.button(key="play_hint_do").click()
        run(at)
    assert at.session_state["play_game"]["round"].over
    at.button(key="play_grade").click()
    run(at)
    assert says(at.success, "coach-agrees")
    assert says(at.caption, "review-marks", small=0.1, clear=0.4, serious=1.0)


def test_the_review_numbers_decisions_and_says_what_a_mark_counts() -> None:
    """Decisions numbered as the summary counts them; a move the coach would have changed
    but about as good says so before the coach's reason (no praise beside a correction
    unexplained); a mistake gives its cautious cost and the average gap it came from."""
    seven = parse_cards("7s", Rules())[0]
    king, two = parse_cards("Ks 2c", Rules())
    expected = {"deals": 64.0}
    items = (
        ReviewItem(0, A.draw_stock(), A.draw_stock(), -0.5, -0.5, "best",
                   because("review-same", "4", value=-0.5)),
        ReviewItem(3, A.draw_stock(), A.take_discard(), -0.62, -0.58, "good",
                   because("review-took-stock", "4.1", card=seven, played=-0.62, better=-0.58,
                           **expected)),
        ReviewItem(5, A.discard(king), A.discard(two), -2.42, -0.58, "small",
                   because("review-expected", "6", played=-2.42, better=-0.58, **expected),
                   cost=0.31, margin=1.53, line=(A.meld((seven,)), A.discard(two))),
    )  # fmt: skip
    rv = Review(items)
    for lang in ("en", "ko"):
        with using(lang):
            lines = review_lines(rv).splitlines()
            assert [re.match(r"- \S+ (\d+)\.", line)[1] for line in lines] == ["1", "2", "3"]
            assert plain(t("play-page-review-close")) in lines[1]
            assert plain(t("play-page-review-coach")) not in lines[1]
            cost = t("play-page-review-cost", cost=0.31, gap=1.84)
            assert plain(cost) in lines[2] and plain(t("play-page-review-coach")) in lines[2]
            line = " → ".join(plain(action_text(a)) for a in items[2].line)
            assert f"{plain(t('play-page-review-line'))} *{line}*" in lines[2]
            assert plain(t("play-page-review-line")) not in lines[1]  # about as good: no line
            summary = render(rv.summary())  # the move about as good counted apart
            assert rv.summary().code == "review-summary-close" and rv.summary()["even"] == 1
            assert t("coach-summary-mark", mark="good", count=1) not in summary
            assert t("coach-summary-mark", mark="small", count=1) in summary
            assert "0.31" in cost and "1.84" in cost


def test_every_page_message_has_words_and_a_test_that_shows_it() -> None:
    links = {i for i in catalog.ids() if i.startswith("play-link-")}
    assert links == {k for k in MESSAGES_MADE if k.startswith("play-link-")}
    for code in MESSAGES_MADE:
        msg_id = code if code.startswith("play-link-") else f"play-page-{code}"
        assert catalog.has(msg_id, "en") and catalog.has(msg_id, "ko"), msg_id
    assert set(MESSAGES_MADE.values()) <= set(globals())  # each names a test of this file


def test_switching_language_mid_round_keeps_the_round_and_the_place() -> None:
    at = _to_play_phase(11)
    r = at.session_state["play_game"]["round"]
    at.pills(key="play_hand").set_value([0])
    run(at)
    at.button(key="play_hint").click()
    run(at)
    tapped = sort_cards(r.hand_of["You"])[:1]
    for before, lang in (("en", "ko"), ("ko", "en")):
        at.query_params["lang"] = lang
        with using(before):  # AppTest sends the level picker's choice as the page showed it
            run(at)
        with using(lang):
            assert at.session_state["play_game"]["round"] is r  # the same round, not redealt
            assert (
                at.pills(key="play_hand").value == [0] and at.session_state["play_hint_level"] == 1
            )
            assert at.title[0].value == t("play-page-title")
            assert f"**{plain(status_text('play'))}**" in [m.value for m in at.markdown]
            labels = [b.label for b in at.button if b.key and b.key.startswith("play_card_")]
            assert action_text(Action("discard", tapped)) in labels
            assert at.button(key="play_hint").label == t("play-page-hint", level=1)
    with using("ko"):
        assert t("play-page-title") == "한 판 두기"


def test_the_table_mid_round_writes_every_word_from_the_catalog() -> None:
    """The pseudo language: at the learner's play (the hand, the moves, the log, the coach's
    panel and a hint), nothing is visible outside a catalog message that a fresh page (the
    sidebar's and the rules picker's words, not this page's) does not show already; a piece
    citing the rule book is the rule book's own text, in the visitor's language."""
    from test_words_pseudo import ALLOWED_WORDS, WORD, outside_catalog, unwrap, visible

    fresh = open_page(PAGE, link={"lang": "pseudo"})
    known = set(outside_catalog(fresh))
    at = open_page(PAGE, link={"lang": "pseudo"})
    with using("pseudo"):  # AppTest sends the level picker's choice as the page shows it
        at.number_input(key="play_seed_in").set_value(11)
        at.number_input(key="play_opp_in").set_value(2)
        at.button(key="play_deal").click()
        run(at)
        at.button(key=next(k for k in keys(at) if k.startswith("play_do_draw-stock"))).click()
        run(at)
        at.pills(key="play_hand").set_value([0, 1])
        run(at)
        for _ in range(3):
            at.button(key="play_hint").click()
            run(at)
    assert at.session_state["play_game"]["round"].phase == "play"
    cites = re.compile(r"\[[^\]]*\]\(rulebook\?[^)]*\)")  # the rule book's own words
    bad = [
        part
        for part in visible(at)
        if part[:120] not in known
        and [w for w in WORD.findall(unwrap(cites.sub(" ", part))) if w not in ALLOWED_WORDS]
    ]
    assert not bad, bad


def test_a_link_error_is_coded_and_written_in_both_languages() -> None:
    import pickle

    from tutor.app.play_link import LinkError, replay
    from tutor.engine.errors import HoolaError
    from tutor.engine.rules import Rules

    for params, code in (
        ({"play_seed": "x"}, "out-of-range"),
        ({"play_seed": "12", "play_moves": "99"}, "moves-misfit"),
    ):
        with pytest.raises(LinkError) as info:
            replay(params, Rules.preset("pagat"))
        err = info.value
        assert isinstance(err, HoolaError) and err.code == code
        assert str(err) == t(f"play-link-{code}")
        english = str(err)
        with using("ko"):
            assert str(err) == t(f"play-link-{code}") != english
        again = pickle.loads(pickle.dumps(err))
        assert again.code == code and str(again) == str(err)
    with pytest.raises(TypeError):
        LinkError("no-such-problem")


_SAMPLE = {"count": 3, "level": 1, "claimants": 2, "samples": 200, "seed": "42", "small": 0.1,
           "clear": 0.4, "serious": 1.0, "cost": 0.25, "gap": 1.5, "base": 2, "total": 8,
           "clockwise": True, "dealer": False, "endings": None, "why": None}  # fmt: skip
"""A value of the kind the page passes, for each argument its messages take (the rest are
text: names, cards, a rule preset, an address, an error)."""


def test_every_message_of_the_page_formats_in_both_languages() -> None:
    ids = sorted(i for i in catalog.ids() if i.startswith(("play-page-", "play-level-")))
    assert len(ids) > 50
    for msg_id in ids:
        values = {v: _SAMPLE.get(v, "Bo") for v in catalog.variables(msg_id)}
        english = t(msg_id, **values)
        with using("ko"):
            korean = t(msg_id, **values)
        assert english and korean and "{" not in english + korean, msg_id
        assert not re.findall(r"[A-Za-z]{2,}", korean.replace("Bo", "")) or msg_id in {
            "play-page-download"  # the file format's name, JSON
        }, (msg_id, korean)


def test_a_meld_on_the_table_is_numbered_as_the_lay_off_buttons_name_it() -> None:
    """The table shows each meld's number as #1 (named "meld 1" / "1번 등록" to a reader of
    the label), so a number after the dealer's mark (선) never reads as the dealer's."""
    knock = next(lesson for lesson in L.load_lessons() if lesson.id == "knock")
    step = next(s for s in knock.steps if isinstance(s, L.PlayStep))
    r = lesson_round(
        step, L.rules_for(step, Rules()), ("You", "Bo", "Cy", "Di", "Ed")[: step.players]
    )
    assert r.table_melds
    for lang, label in (("en", "meld 1"), ("ko", "1번 등록")):
        with using(lang):
            drawn = seats_html(r, "You")
        assert f'title="{label}"><b>#1</b>' in drawn
        assert not re.search(r"<b>\d", drawn)  # no bare number after the seat's words
    # the first meld's button says the same number: index 0 is meld 1
    assert action_text(A.lay_off(r.hand_of["You"][0], 0)).endswith("on meld 1")
