"""The practice table's words (issues 11, 22, 24): every code of its closed sets (the
refusals and the coach's reasons, the kinds of move, the log events, the status lines, the
marks) is produced through the public interface of ``tutor.play`` and written from the
catalog in English and Korean with the values its producer passes; the table's errors
carry the catalog's sentence; a few English sentences are pinned; a whole seeded round's log
reads in Korean with no English left."""

from __future__ import annotations

import pickle
import random
from collections.abc import Callable

import pytest
from korean_text import PLAYERS, english_words
from play_sim import CONFIGS, play_checked
from positions import C
from positions import rest as _rest

from tutor import Rules
from tutor.engine.reasons import Reason
from tutor.play import Bot, IllegalAction, Review, Round, deal, hint, play_out, review
from tutor.play import actions as A
from tutor.play.actions import ACTION_KINDS
from tutor.play.coach import MARKS, arrangement, discard_dangers, knock_risk
from tutor.play.reasons import (
    COACH_CODES,
    PLAY_ERROR_CODES,
    REASON_CODES,
    REFUSAL_CODES,
    PlayError,
    because,
)
from tutor.play.round import EVENT_KINDS, Event, position
from tutor.words import catalog, render, using
from tutor.words.locale import LOCALES
from tutor.words.play import (
    STATUS_CODES,
    action_text,
    closed_sets,
    event_text,
    mark_label,
    outcome_text,
    status_code,
    status_text,
)


def english_in(korean: str) -> list[str]:
    """The Latin words of a Korean text other than players' names (a name stays as it is
    in Korean; "You" does not: it is 나)."""
    return english_words(korean, PLAYERS)


def in_both(write, *args, **kwargs) -> dict[str, str]:
    """What ``write`` writes in each language: never empty, no placeholder left, no English
    word in the Korean (names and cards aside)."""
    out = {}
    for loc in LOCALES:
        with using(loc):
            out[loc] = write(*args, **kwargs)
        assert 0 < len(out[loc]) < 400 and "{" not in out[loc], (loc, out[loc])
    assert not english_in(out["ko"]), out
    return out


def has_message(msg_id: str) -> None:
    for loc in LOCALES:
        assert catalog.has(msg_id, loc), (loc, msg_id)


PAGAT = Rules.preset("pagat")
START = {"Ann": "9c 9d 3h 4c Jd Qs Kh", "Bo": "4d 5d 6h 8c 10d Js Ks"}


def _start() -> Round:
    return position(PAGAT, START, "9h", stock="2s")


def _drawn() -> Round:
    return _start().apply(A.draw_stock())


def _melded() -> Round:
    """Ann has melded 3♣ 4♣ 5♣ and drawn: she may lay off."""
    hands = {"Ann": "9d Kh Qs", "Bo": "4d 5d 6h"}
    r = position(PAGAT, hands, "10c", melds=[("Ann", "3c 4c 5c")], melded=["Ann"], stock="2s")
    return r.apply(A.draw_stock())


def _out_now() -> Round:
    """Ann can go out: 3♣ 4♣ 5♣ 6♣ and a last discard."""
    hands = {"Ann": "3c 4c 5c Kd", "Bo": "6d 8d 2h"}
    r = position(PAGAT, hands, "10c", stock="6c", melded=["Ann", "Bo"])
    return r.apply(A.draw_stock())


def _perfect_now() -> Round:
    hands = {"Ann": "3c 4c 5c 9d 9h 9s Kd", "Bo": "2d 2h 5h 8c 10d Js Ks", "Cy": "Jc"}
    return position(PAGAT, hands, "6c", melded=["Cy"]).apply(A.take_discard())


def _all_passed() -> Round:
    """Under Tame Battle Hoola everyone asked passes on Q♠: Bo may not take it now."""
    rules = PAGAT.with_changes(claim="tame", direction="clockwise")
    hands = {"Ann": "2c 3d 5h 9c Jd Qs Kh", "Bo": "4c 4d 6h 8c 10d Jh Kc",
             "Cy": "Qc Qd 2h 3h 5d 8s Ah", "Di": "Qh 4s Js 10s 2s 3s 6s"}  # fmt: skip
    r = position(rules, hands, "5s", stock="Ad As")
    r = r.apply(A.draw_stock()).apply(A.discard(C("Qs")[0]))
    return r.apply(A.pass_claim()).apply(A.pass_claim()).apply(A.pass_claim())


def _over() -> Round:
    return play_out(deal(PAGAT, ["Ann", "Bo"], 1), {"Ann": Bot(), "Bo": Bot()})


def _go_out_marked_wrong(r: Round) -> A.Action:
    out = next(a for a in r.legal_actions() if a.kind == "go-out")
    return A.go_out(list(out.melds), out.cards[0] if out.cards else None, not out.perfect)


REFUSED: dict[str, tuple[Callable[[], Round], Callable[[Round], object]]] = {
    "round-over": (_over, lambda r: A.knock()),
    "wrong-phase": (_start, lambda r: A.claim()),
    "unknown-move": (_start, lambda r: "knock"),  # text, not an Action
    "not-in-hand": (_drawn, lambda r: A.parse_action("go-out 9c 9d 9h / Kh")),
    "not-a-meld": (_drawn, lambda r: A.parse_action("meld 9c 9d")),
    "discard-must-be-used": (
        lambda: _start().apply(A.take_discard()),
        lambda r: A.parse_action("discard Kh"),
    ),
    "needs-meld-first": (_drawn, lambda r: A.parse_action("lay-off Kh 0")),
    "no-such-meld": (_melded, lambda r: A.parse_action("lay-off Kh 5")),
    "does-not-fit": (_melded, lambda r: A.parse_action("lay-off Kh 0")),
    "keep-a-card": (
        lambda: position(
            PAGAT, {"Ann": "3c 4c 5c", "Bo": "6d 8d"}, "10c", stock="6c", melded=["Ann"]
        ).apply(A.draw_stock()),
        lambda r: A.parse_action("meld 3c 4c 5c 6c"),
    ),
    "no-discard-to-go-out": (_out_now, lambda r: A.parse_action("go-out 3c 4c 5c 6c")),
    "not-out": (_out_now, lambda r: A.parse_action("go-out 3c 4c 5c / Kd")),
    "no-blast": (_start, lambda r: A.blast()),
    "no-knock": (_start, lambda r: A.knock()),
    "no-four-sevens": (_start, lambda r: A.four_sevens()),
    "nothing-to-claim": (
        lambda: position(PAGAT, START, "", stock="2s"),
        lambda r: A.take_discard(),
    ),
    "cannot-use-discard": (
        lambda: position(PAGAT, {"Ann": "2c 3d 5h 9c Jd Qs Kh", "Bo": "9d"}, "8s"),
        lambda r: A.take_discard(),
    ),
    "discard-declined": (_all_passed, lambda r: A.take_discard()),
    "not-perfect": (_out_now, _go_out_marked_wrong),
    "is-perfect": (_perfect_now, _go_out_marked_wrong),
}
"""Each reason a move is refused with, and a position and move that make it happen."""


def _random_learner(seed: int, names: list[str]) -> Round:
    """A round where Ann plays random legal moves against careful bots."""
    r, rng = deal(PAGAT, names, seed), random.Random(seed)
    bots = {n: Bot("careful", i) for i, n in enumerate(names)}
    while not r.over:
        mover = r.to_move
        r = r.apply(rng.choice(r.legal_actions()) if mover == "Ann" else bots[mover].choose(r))
    return r


def _coach_reasons() -> list[Reason]:
    """What the coach says on a few positions and about a few whole rounds (the rounds were
    found by playing: the bots and the random learner decide what the review finds)."""
    out: list[Reason] = []
    view = _drawn().view("Ann")
    out += [d.reason for d in discard_dangers(view, C("7h 2s Kh"), 60, 1).values()]
    dead = position(PAGAT, {"Ann": "2c 3d", "Bo": "Kc"}, "2d 2h 2s Ac 3c 4c")
    out += [d.reason for d in discard_dangers(dead.view("Ann"), C("2c"), 60, 1).values()]
    out.append(knock_risk(view, 50, 1)[1])
    out.append(arrangement(view)[1])
    blast_open = position(
        PAGAT, {"Ann": "Ac Ad Ah As 2c 3d 5c", "Bo": "9c 9d 9h Kc Kd Qh Js"}, "5s"
    )
    out += [hint(blast_open, "Ann", level).reason for level in (1, 2, 3)]
    out.append(hint(blast_open, "Bo", 3).reason)  # not Bo's turn: wait
    # a safe knock passed up: every card Ann has not seen is a king or a queen, and Bo's one
    # card lays off on his kings, so playing on lets him go out
    safe = position(
        PAGAT,
        {"Ann": "2c 3d 3h", "Bo": "Kh"},
        _rest("2c 3d 3h Kh Kc Kd Ks 8c 8d 8h", "Qs Qh Qc"),
        stock="Qs Qh Qc",
        melds=[("Bo", "Kc Kd Ks"), ("Ann", "8c 8d 8h")],
        melded=["Ann", "Bo"],
    )
    passed_up = safe.apply(A.draw_stock()).apply(A.discard(C("3h")[0]))
    out += [item.reason for item in review(passed_up, "Ann", deals=16).items]
    # the discard passed up for the stock although it melds, and then Ann would be out
    took = (
        position(
            PAGAT,
            {"Ann": "9c 9d 2h 3h 4h 5h Kh", "Bo": "3c 5d 6h 8c 10d Js Ks"},
            "9h",
            stock="2s Ad",
        )
        .apply(A.draw_stock())
        .apply(A.discard(C("Kh")[0]))
    )
    out += [item.reason for item in review(took, "Ann", deals=40).items[:1]]
    # a seven thrown (it always melds) while Bo, melded, holds one card: he takes it, lays
    # it and goes out; the coach lays the seven and throws K♥
    stock = "2s Ad 6c"
    fed = position(
        PAGAT,
        {"Ann": "7h 2c 3d 4s 9c Jd Kh", "Bo": "5d"},
        _rest("7h 2c 3d 4s 9c Jd Kh 5d Qc Qd Qh", stock),
        stock=stock,
        melds=[("Bo", "Qc Qd Qh")],
        melded=["Bo"],
    ).apply(A.draw_stock())
    out += [item.reason for item in review(fed.apply(A.discard(C("7h")[0])), "Ann", deals=40).items]
    # a knock certainly undercut: every card Ann has not seen is an ace or a two
    doomed = position(
        PAGAT,
        {"Ann": "2c 3d 3h", "Bo": "Ac Ad"},
        _rest("2c 3d 3h Ac Ad Kc Kd Kh Qc Qd Qh", "As 2d 2h"),
        stock="As 2d 2h",
        melds=[("Bo", "Kc Kd Kh"), ("Ann", "Qc Qd Qh")],
        melded=["Ann", "Bo"],
    )
    out += [item.reason for item in review(doomed.apply(A.knock()), "Ann", deals=3).items]
    rounds = [(_random_learner(seed, ["Ann", "Bo"]), seed) for seed in (0, 17, 35)]
    for r, seed in rounds:
        rv = review(r, "Ann", seed=seed, deals=3)
        out += [item.reason for item in rv.items] + [rv.summary()]
    out.append(Review(()).summary())  # no decision: nothing about as good either
    return out


def test_every_reason_code_is_produced_and_rendered() -> None:
    produced: dict[str, Reason] = {}
    for code, (make, move) in REFUSED.items():
        r = make()
        with pytest.raises(IllegalAction) as info:
            r.apply(move(r))  # type: ignore[arg-type]
        why = info.value.reason
        assert why.code == code and why.closed_set == "play", (code, why)
        # the error's message is the catalog's sentence for its reason
        assert str(info.value) == render(why)
        with using("ko"):
            assert str(info.value) == render(why) != ""
        again = pickle.loads(pickle.dumps(info.value))
        assert again.reason == why and str(again) == str(info.value)
        produced[code] = why
    for why in _coach_reasons():
        assert why.closed_set == "coach", why
        produced.setdefault(why.code, why)
    assert set(produced) == REASON_CODES, sorted(REASON_CODES ^ set(produced))
    assert closed_sets()["play"] == REFUSAL_CODES and closed_sets()["coach"] == COACH_CODES
    for code, why in produced.items():
        has_message(f"{why.closed_set}-{code}")
        said = in_both(render, why)
        assert said["en"] != said["ko"], said


def test_every_kind_of_move_and_log_event_is_produced_and_rendered() -> None:
    actions: dict[str, A.Action] = {}
    events = {}
    rounds = [
        play_checked(CONFIGS[label][0], n, seed, "mixed", check_every=False)[0]
        for label, n in (("pagat", 4), ("tame", 4), ("six-seven", 7), ("s1-short", 2))
        for seed in range(4)
    ]
    blast_open = position(
        PAGAT, {"Ann": "Ac Ad Ah As 2c 3d 5c", "Bo": "9c 9d 9h Kc Kd Qh Js"}, "5s"
    )
    sevens = position(PAGAT, {"Ann": "7c 7d 7h 7s 2c 9d Kd", "Bo": "9c 9h 9s Kc Kh Qh Js"}, "5s")
    out = _out_now()
    going = next(a for a in out.legal_actions() if a.kind == "go-out")
    rounds += [blast_open.apply(A.blast()), sevens.apply(A.four_sevens()), out.apply(going)]
    for end in rounds:
        r = end.start
        assert r is not None
        for move in end.moves:
            actions.update((a.kind, a) for a in r.legal_actions())
            r = r.apply(move)
        events.update((e.kind, e) for e in end.view(end.seating[0]).log)
    assert set(actions) == ACTION_KINDS == closed_sets()["play-action"]
    assert set(events) == EVENT_KINDS == closed_sets()["play-event"]
    for kind, a in actions.items():
        has_message(f"play-action-{kind}")
        in_both(action_text, a)
    for kind, e in events.items():
        has_message(f"play-event-{kind}")
        said = in_both(event_text, e)
        assert said["en"] != said["ko"], said


def test_every_input_problem_has_a_message_in_both_languages() -> None:
    """tests/test_play_errors.py makes each problem happen and writes it in both; here: the
    catalog has exactly that closed set."""
    assert closed_sets()["play-error"] == PLAY_ERROR_CODES
    for code in PLAY_ERROR_CODES:
        has_message(f"play-error-{code}")
    assert not catalog.has("play-error-no-such-problem")


def test_a_few_english_sentences_and_their_korean() -> None:
    why = because("no-knock", "5.2", points=12, limit=10, needs="other-melded")
    assert render(why) == (
        "No knock: 12 points in hand; the limit is 10, and at least one other player must "
        "have melded."
    )
    with using("ko"):
        assert render(why) == (
            "스톱할 수 없어요: 손패는 12점이고 한도는 10점이에요. 그리고 다른 플레이어가 적어도 "
            "한 명은 등록했어야 해요."
        )
    chance = because(
        "meld-chance",
        "4.1",
        card=C("9h")[0],
        players=("Bo", "Cy", "Di"),
        p=0.256,
        low=0.2,
        high=0.31,
        samples=120,
        perfect=0.04,
    )
    assert render(chance) == (
        "9♥ completes a meld for Bo, Cy, or Di about 26% of the time (120 deals that fit what "
        "they did, 95% interval 20–31%). It gives Bo, Cy, or Di a Perfect about 4% of the time."
    )
    assert render(because("review-missed-ending", "5", ending="go-out")) == (
        "Going out was open and you played on."
    )
    out = A.parse_action("go-out 3c 4c 5c 6c / Kd")
    assert action_text(out) == "Go out: 3♣ 4♣ 5♣ 6♣, discard K♦"
    with using("ko"):
        assert action_text(out) == "훌라: 3♣ 4♣ 5♣ 6♣, K♦ 버리기"
    why = hint(_out_now(), "Ann", 3).reason  # the suggested move travels as data
    assert render(why) == "The coach would play: Go out: 3♣ 4♣ 5♣ 6♣, discard K♦."
    assert event_text(Event("lay-off", "Bo", C("6c"), 0, detail=("Ann",))) == (
        "Bo laid off 6♣ on meld 1."
    )
    # the learner is "You": the verbs agree, and the catalog says "나" in Korean
    won = Event("claim-won", "You", C("Qs"))
    assert event_text(won) == "You get Q♠ (thank you!)."
    assert event_text(Event("claim-won", "Di", C("Qs"))) == "Di gets Q♠ (thank you!)."
    with using("ko"):
        assert event_text(won) == "땡큐! 내가 가져와요: Q♠."
        assert event_text(Event("claim-won", "Di", C("Qs"))) == "땡큐! Di가 가져가요: Q♠."
    assert event_text(Event("stay-in", "You")) == "You chose to play this round."
    assert event_text(Event("draw-stock", "Bo")) == "Bo drew from the stock."  # unseen card
    assert outcome_text("going-out", True, "You", "You", 6) == (
        "You ended the round: Perfect (Hoola). You win and collect 6 stakes."
    )
    assert outcome_text("stock", False, None, "Bo", 1) == (
        "End of stock. Bo wins and collects 1 stake."
    )
    with using("ko"):
        assert outcome_text("knock", False, "Bo", "You", 3) == (
            "Bo가 판을 끝냈어요: 스톱. 내가 이겨서 판돈 3배를 받아요."
        )
    err = PlayError("too-many-players", count=8, limit=5, six_seven=False)
    assert str(err) == "8 players: Hoola is for at most 5 (7 with the six-or-seven-player variant)"


def test_every_mark_and_status_line_has_a_message_in_both_languages() -> None:
    assert closed_sets()["coach-mark"] == frozenset(MARKS)
    labels = {m: in_both(mark_label, m) for m in MARKS}
    assert labels["serious"] == {"en": "Serious mistake", "ko": "큰 실수"}
    assert closed_sets()["play-status"] == STATUS_CODES


def test_every_status_line_is_produced_and_rendered() -> None:
    """The table's status line, from each seat of whole rounds (claims under Tame Battle
    Hoola, drop-outs at seven) and a draw where an ending may be called instead."""
    rounds = [
        play_checked(CONFIGS[label][0], n, seed, "mixed", check_every=False)[0]
        for label, n in (("pagat", 2), ("tame", 4), ("six-seven", 7))
        for seed in range(2)
    ]
    blast_open = position(
        PAGAT, {"Ann": "Ac Ad Ah As 2c 3d 5c", "Bo": "9c 9d 9h Kc Kd Qh Js"}, "5s"
    )
    lines: dict[str, str] = {}

    def see(r: Round) -> None:
        for viewer in r.seating:
            draws_only = all(a.kind in ("draw-stock", "take-discard") for a in r.legal_actions())
            code = status_code(r.phase, r.to_move, viewer, draws_only=draws_only)
            w = r.window
            values = {"discarder": w.discarder, "card": w.card} if w else {}
            lines[code] = in_both(status_text, code, name=r.to_move or "", **values)["en"]

    for end in rounds:
        r = end.start
        assert r is not None
        for move in end.moves:
            see(r)
            r = r.apply(move)
        see(r)
    see(blast_open)
    assert set(lines) == STATUS_CODES
    assert lines["draw-or-stop"] == "Your turn: stop the round, or draw."


@pytest.mark.parametrize(("label", "players", "seed"), [("pagat", 4, 3), ("tame", 4, 1),
                                                         ("six-seven", 7, 2)])  # fmt: skip
def test_a_whole_seeded_round_reads_in_korean(label: str, players: int, seed: int) -> None:
    """Every line of a bot round's log (claims under Tame Battle Hoola, drop-outs at seven),
    seen from the first seat and written in Korean: no English outside names and cards, and
    the learner's seat named "You" reads 나 (내가)."""
    end = play_checked(CONFIGS[label][0], players, seed, "mixed", check_every=False)[0]
    names = ["You", *end.seating[1:]]
    rename = dict(zip(end.seating, names, strict=True))
    log = end.view(end.seating[0]).log
    kinds = set()
    with using("ko"):
        for e in log:
            line = event_text(
                Event(e.kind, rename.get(e.player, e.player), e.cards, e.target, e.hidden, e.detail)
            )
            assert line and not english_in(line) and "You" not in line, line
            kinds.add(e.kind)
        o = end.outcome
        assert o is not None
        said = outcome_text(o.ending, o.perfect, rename.get(o.knocker or o.winner or ""), "You", 2)
        assert not english_in(said) and "내가 이겨서 판돈 2배를 받아요." in said, said
    assert len(kinds) >= 4, kinds
