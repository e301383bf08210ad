"""The engine's reasons and titles in both catalogs: every code of the engine's closed sets
has a message in English and Korean, and each message is formatted with the values a real
engine result carries (enumerated per code, not sampled). A few English sentences are pinned
where a player named "You" must read right, and a few Korean ones for the particles."""

from __future__ import annotations

from typing import Any

import pytest
from positions import verdict_examples
from test_reasons import meld_cases, reason_records

from tutor.engine.arrangement import best_arrangement, grade_choice, grade_melds
from tutor.engine.cards import parse_cards
from tutor.engine.melds import check_meld
from tutor.engine.reasons import CLOSED_SETS, Reason, because
from tutor.engine.rule_lines import RULE_LINE_CODES, rule_line
from tutor.engine.rules import Rules
from tutor.engine.settlement import Settlement, settle
from tutor.words import catalog, t, using
from tutor.words.engine import (
    as_entered,
    compensation_item,
    doubling_short,
    ending_title,
    knock_needs_text,
    meld_headline,
    preset_description,
    preset_name,
    rule_line_sentence,
    sentence,
    showdown_sentence,
    step_title,
    switch_description,
    verdict_number,
    verdict_title,
)
from tutor.words.locale import LOCALES

PAGAT = Rules.preset("pagat")
REASON_SETS = ("meld", "arrangement", "ending", "settle")


def _settlements() -> list[Settlement]:
    return [settle(rec) for rec in reason_records()]


def _verdict_reasons() -> list[Reason]:
    verdicts = verdict_examples()
    return [r for v in verdicts for r in v.why]


def _real_reasons() -> list[Reason]:
    """One or more real reasons of every code of the engine's reason sets."""
    out: list[Reason] = []
    for cards, rules in meld_cases():
        out += check_meld(cards, rules).why
    for cards in ("3h 4h 5h 9c", "Kc", "3h 4h 5h", "3h 4h 5h 4c 4d"):
        out += best_arrangement(cards, PAGAT).why
    hand = parse_cards("3h 4h 5h 9c 2d")
    out += [grade_choice(hand, keep, PAGAT).why for keep in ({3, 4}, {0, 1, 2, 3, 4}, {0})]
    for laid in (["3h 4h 9c"], ["3h 4h 5h", "3h 4h 5h"], ["Kh Kd Kc"], ["3h 4h 5h"]):
        out.append(grade_melds(hand, laid, PAGAT).why)  # not a meld, twice, not held, best
    out += _verdict_reasons()
    for s in _settlements():
        out += s.winner_why
        for player in s.players:
            out += player.why
        for line in s.lines:
            out += [line.position_why, line.payer_why, *(d.why for d in line.doublings)]
        out += [tr.why for tr in (*s.transfers, *s.penalty, *s.compensation)]
        for step in s.steps():
            out += step.why
    return out


REASONS = _real_reasons()


@pytest.mark.parametrize("closed_set", REASON_SETS)
@pytest.mark.parametrize("loc", LOCALES)
def test_every_reason_code_has_a_message_in_both_languages(closed_set: str, loc: str) -> None:
    missing = [c for c in CLOSED_SETS[closed_set] if not catalog.has(f"{closed_set}-{c}", loc)]
    assert not missing, (loc, missing)


@pytest.mark.parametrize("code", [f"{s}-{c}" for s in REASON_SETS for c in CLOSED_SETS[s]], ids=str)
def test_each_code_renders_from_what_the_engine_produces(code: str) -> None:
    made = [r for r in REASONS if f"{r.closed_set}-{r.code}" == code]
    assert made, f"no engine result produced {code}"
    for loc in LOCALES:
        with using(loc):
            for r in made:
                said = sentence(r)
                assert said.strip() and "{" not in said, (loc, code, said)


@pytest.mark.parametrize("loc", LOCALES)
def test_every_kind_title_and_label_has_words(loc: str) -> None:
    s_all = _settlements()
    with using(loc):
        for kind in CLOSED_SETS["verdict"]:
            assert verdict_title(kind).strip()
        for ending in ("blast", "knock", "going-out", "four-sevens", "stock"):
            assert ending_title(ending).strip()
        for needs in ("other-melded", "knocker-and-other", "none"):
            assert knock_needs_text(needs).strip()
        for key in ("total", "sopang_max", "daepang_min", "points", "limit", "sevens", "cards"):
            assert verdict_number(key).strip()
        assert meld_headline(None) != meld_headline("run")
        doublings = {d.kind: d for s in s_all for line in s.lines for d in line.doublings}
        assert set(doublings) == set(CLOSED_SETS["doubling"])
        assert all(doubling_short(d).strip() for d in doublings.values())
        for kind in CLOSED_SETS["compensation"]:
            assert compensation_item(kind, parse_cards("7h")).strip()
        stages = {step.stage: step for s in s_all for step in s.steps()}
        assert set(stages) == set(CLOSED_SETS["step-stage"])
        assert all(step_title(step).strip() for step in stages.values())
        entered = {a.code: a for s in s_all for a in s.as_entered}
        assert set(entered) == set(CLOSED_SETS["as-entered"])
        assert all(as_entered(a).startswith(a.player) for a in entered.values())
        for name in Rules.model_fields:
            assert switch_description(name).strip(), name
        for preset in Rules.presets():
            assert preset_name(preset).strip() and preset_description(preset).strip()


def _rule_sets() -> list[Rules]:
    presets = [Rules.preset(p) for p in Rules.presets()]
    return [
        *presets,
        PAGAT.with_changes(picture_cards_ten=True),
        PAGAT.with_changes(jokers=1, undercut_penalty=1, knock_limit={2: 5, 3: 10}),
        PAGAT.with_changes(jokers=2, claim="tame", hoola_doubles=True, six_seven_players=True),
        PAGAT.with_changes(sevens_double=False, undercut_doubles=False, undercut_penalty=5),
    ]


@pytest.mark.parametrize("loc", LOCALES)
def test_every_rule_line_is_stated_under_every_rule_set(loc: str) -> None:
    seen = set()
    with using(loc):
        for rules in _rule_sets():
            for code in RULE_LINE_CODES:
                line = rule_line(code, rules)
                seen.add(line.code)
                said = rule_line_sentence(line)
                assert said.strip() and catalog.has(f"rule-line-{line.code}", loc), code
    assert seen == set(RULE_LINE_CODES) | {"no-blast"}


def test_you_reads_right_in_english() -> None:
    """The learner is named "You": the catalog chooses the verb, no regex rewrites it."""
    pays = because("pays", "6.4", payer="You", name="You", total=4, winner="Ann")
    assert sentence(pays) == "You pay 4 to Ann."
    assert sentence(because("pays", "6.4", payer="Bo", name="Bo", total=1, winner="You")) == (
        "Bo pays 1 to You."
    )
    pos = because("position", "6.2", name="You", points=12, fewer=1, position=2)
    assert sentence(pos) == (
        "You have 12 points; 1 loser has fewer, so You are number 2 and pay 2 stakes."
    )
    seven = because("doubling-seven", "6.3", name="You", seven=1, of=2)
    assert sentence(seven) == "A seven left in your hand doubles the payment (seven 1 of 2)."
    laid = because("showdown-lays", "5.5", melds=(parse_cards("7h"), parse_cards("2c 3c 4c")))
    assert showdown_sentence("You", laid) == "You lay 7♥, 2♣ 3♣ 4♣ at the showdown."
    assert sentence(laid) == "Lays 7♥, 2♣ 3♣ 4♣ at the showdown."


def test_korean_particles_follow_the_name() -> None:
    with using("ko"):
        won = because("fewest-wins", "5.2", winner="지영")
        assert sentence(won) == "지영이 점수가 가장 적어서 이겨요."
        assert sentence(won._replace(values=won.values.__class__(winner="철수"))).startswith(
            "철수가"
        )
        assert sentence(because("fewest-wins", "5.2", winner="You")).startswith("내가")
        assert verdict_title("perfect") == "퍼펙트 (훌라)"
        assert ending_title("knock") == "스톱"
        assert t("cards-view-card-name", rank=12, suit="h") == "하트 Q"


def test_english_wording_of_a_few_engine_messages_is_unchanged() -> None:
    """The catalog keeps the sentences the tutor showed before (list joins, plural forms)."""
    gap = check_meld("3h 6h 9h", PAGAT).why[0]
    assert sentence(gap).startswith("3♥ and 6♥ are not consecutive: the run needs 4♥ 5♥")
    assert sentence(check_meld("Qh Qc", PAGAT).why[0]) == (
        "Q♥ Q♣ is only 2 cards: a set needs three or four Queens (only sevens meld in twos "
        "or alone)."
    )
    line = rule_line("knock-limits", PAGAT.with_changes(knock_limit={2: 5, 3: 10}))
    assert rule_line_sentence(line) == (
        "Knock limits by table size (rules 5.2 and 7.7): 5 for 2 players, 10 for 3 players; "
        "a player may knock holding at most the limit for the number playing."
    )
    assert doubling_short(_first_doubling("never-melded")) == "never melded"


def _first_doubling(kind: str) -> Any:
    return next(
        d for s in _settlements() for line in s.lines for d in line.doublings if d.kind == kind
    )


def test_a_player_named_by_one_letter_takes_the_particle_of_its_name() -> None:
    """B is read 비 and D 디 (open), L 엘, M 엠 and N 엔 (closed): B가, L이."""
    with using("ko"):
        assert sentence(because("fewest-wins", "5.2", winner="B")).startswith("B가 ")
        assert sentence(because("fewest-wins", "5.2", winner="L")).startswith("L이 ")
        assert sentence(because("fewest-wins", "5.2", winner="Ann")).startswith("Ann이 ")
