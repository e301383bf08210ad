"""The quiz generator (tutor.teach.quiz): every stored answer is recomputed here through the public
engine API, grading accepts the answer and refuses a wrong one, seeds reproduce questions,
and tags name real rule-book points and switches."""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path
from typing import Any

import pytest
from budget import examples, sweep
from hypothesis import given
from hypothesis import strategies as st
from quiz_brute import KINDS as RULE_POINT_KINDS
from quiz_brute import brute_answer

from tutor.engine import rulebook
from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import Card, parse_cards
from tutor.engine.counting import blast_total, hand_points
from tutor.engine.endings import blast, endings_open, four_sevens, going_out, knock, winning_draws
from tutor.engine.errors import HoolaError
from tutor.engine.ledger import Game, ledger, replace_rounds
from tutor.engine.melds import check_meld
from tutor.engine.reasons import Reason
from tutor.engine.rule_lines import RULE_LINE_CODES, rule_line
from tutor.engine.rules import PRESETS, Rules
from tutor.engine.settlement import settle
from tutor.engine.table import claim_taker, next_player
from tutor.teach import quiz
from tutor.teach.lessons import melds_with
from tutor.teach.quiz.notes import FACT_CODES, HINT_CODES, feedback, name_of
from tutor.teach.quiz.notes import choice as quiz_choice
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.rule_lines import RULE_LINES, line_for
from tutor.words import quiz as wq
from tutor.words.engine import renders, rule_line_sentence

PRESET_RULES = {name: Rules.preset(name) for name in PRESETS}
VARIANTS = {
    "jokers": Rules.preset("pagat").with_changes(jokers=2),
    "pictures-10": Rules.preset("pagat").with_changes(picture_cards_ten=True),
    "pictures-10-blast": Rules.preset("pagat").with_changes(
        picture_cards_ten=True, picture_blast="all-pictures"
    ),
    "ace-low": Rules.preset("s2-casual").with_changes(ace="low"),
    "knock-table": Rules.preset("pagat").with_changes(knock_limit={2: 5, 3: 15, 4: 21}),
    "undercut-penalty": Rules.preset("pagat").with_changes(undercut_penalty=5),
    "no-seven-doubling": Rules.preset("s1-short").with_changes(sevens_double=False),
    "spare": Rules.preset("pagat").with_changes(stock_melds_spare_doubling=True),
}
SEEDS_PER_KIND = examples(20)  # x every kind x 4 presets: 1,760 questions in "ci"
VARIANT_SEEDS = sweep(6)

# The rule book's sections and numbered points, as tags.
RULES_POINTS = {f"§{p.id}" for p in rulebook.points()}
DOUBLING_KINDS = {
    "doubling-seven": "seven",
    "doubling-never-melded": "never-melded",
    "doubling-perfect": "perfect",
    "doubling-undercut": "undercut",
}
"""Each answer choice of a doublings question, and the engine's doubling kind it names."""


def stakes(n: int) -> str:
    return f"{n} stake" if n == 1 else f"{n} stakes"


# --------------------------------------------------------------------------- the engine's view


def expected(q: quiz.Question, rules: Rules) -> Any:  # noqa: C901 - the oracle: a branch a kind
    """The answer to ``q`` under ``rules``, worked out here from the public engine API."""
    ctx = dict(q.context)
    if q.kind in RULE_POINT_KINDS:  # brute force, under the rules asked
        return brute_answer(dataclasses.replace(q, rules=rules))
    if q.kind == "meld":
        check = check_meld(q.cards, rules)
        return "not-meld" if not check.valid else check.kind
    if q.kind == "arrangement":
        return best_arrangement(q.cards, rules).points
    if q.kind == "blast":
        return blast(q.cards, rules, melded=bool(ctx["melded"])).kind
    if q.kind == "knock":
        v = knock(
            q.cards,
            rules,
            players=int(ctx["players"]),
            knocker_melded=bool(ctx["knocker_melded"]),
            others_melded=bool(ctx["others_melded"]),
        )
        return "yes" if v.allowed else "no"
    if q.kind == "ending":
        return ending_labels(endings_open(q.cards, rules, **ending_turn(q)))
    if q.kind == "presets":  # from the presets themselves (rule book 8), whatever the rules
        return _presets_expected(q)
    if q.kind == "table":
        if q.rounds:
            return _ledger(q, rules).next_dealer
        return next_player(q.seating, q.player or "", rules.direction)
    if q.kind == "hoola-doubles":
        return _ledger(q, rules).next_multiplier
    if q.kind == "turn":
        ((label, group),) = q.groups
        if label.code == "group-discard-top":
            may = bool(melds_with(group[0], q.cards, rules))
        else:
            may = (ctx["melded_before"] or ctx["melded_now"]) and check_meld(
                (*group, *q.cards), rules
            ).valid
        return "yes" if may else "no"
    if q.kind in ("claims", "jokers"):
        return _variant_expected(q, rules)
    assert q.record is not None
    s = settle(q.record.model_copy(update={"rules": rules.to_spec()}))
    if q.kind == "undercut":
        return "undercut" if s.undercut else "knock-wins"
    if q.kind == "stock-winner":
        return s.winner
    if q.kind == "doublings":
        line = s.line_for(q.player or "")
        return {
            label
            for label, kind in DOUBLING_KINDS.items()
            if any(d.kind == kind for d in line.doublings)
        }
    if q.kind == "payment":
        line = s.line_for(q.player or "")
        return quiz_choice("pays", "6.4", payer=line.payer, stakes=line.total, winner=s.winner)
    if q.kind == "perfect-feeder":
        # The payer asked about: the discarder of a fed Perfect, else one of the losers.
        feeder = q.record.perfect_discard_by or q.player
        assert feeder == q.player
        if q.answer_form == "multi":
            return {ln.name for ln in s.lines if ln.payer == feeder}
        return int(sum(t.stakes for t in s.transfers if t.payer == feeder))
    raise AssertionError(q.kind)


def _variant_expected(q: quiz.Question, rules: Rules) -> Any:
    """Claims (rules 7.1, 7.2) and jokers (rule 7.9); tests/test_quiz_new_kinds.py also
    recomputes them by brute force."""
    ((_, group),) = q.groups or (("", q.cards),)
    if q.kind == "claims":
        slaps = [name.removeprefix("slap:") for name, _ in sorted(q.context, key=lambda c: c[1])]
        if slaps:
            return claim_taker(q.seating, q.player or "", slaps, rules)
        if q.cards:
            may = rules.claim != "none" and bool(melds_with(group[0], q.cards, rules))
            return "yes" if may else "no"
        return next_player(q.seating, q.player or "", rules.direction)
    if q.answer_form == "number":
        return hand_points(q.cards, rules).total
    check = check_meld(group, rules)
    if q.choices == ("yes", "no"):
        return "yes" if check.valid else "no"
    assert check.meld is not None
    return next(c.pretty for c in check.meld.stands_for if c is not None)


def _presets_expected(q: quiz.Question) -> Any:
    """Rule book 8, worked out from the presets' settings: the one preset that plays every
    setting stated; every switch two presets set to different values (a switch compared
    value by value, not through ``Rules.differences``); or the one switch that, set alone
    from the first preset to the second, changes the engine's answer to the case shown."""
    if q.prompt.code == "prompt-preset-which":
        stated = [(f["switch"], f["value"]) for f in q.facts]
        (name,) = [n for n, r in PRESET_RULES.items() if all(getattr(r, s) == v for s, v in stated)]
        return quiz_choice("preset", rulebook_point(name), preset=name)
    a, b = PRESET_RULES[q.prompt["first"]], PRESET_RULES[q.prompt["second"]]
    if q.prompt.code == "prompt-presets-differ":
        return {c for c in q.choices if getattr(a, c["switch"]) != getattr(b, c["switch"])}
    ctx, situation = dict(q.context), q.prompt["situation"]

    def case(r: Rules) -> Any:
        if situation == "knock":
            turn = {k: ctx[k] for k in ("players", "knocker_melded", "others_melded")}
            return "yes" if knock(q.cards, r, **turn).allowed else "no"
        if situation == "blast":
            return blast(q.cards, r, melded=False).kind
        return hand_points(q.cards, r).total

    assert (case(a), case(b)) == (q.prompt["answer_first"], q.prompt["answer_second"])
    fields = [f for f in Rules.model_fields if getattr(a, f) != getattr(b, f)]
    assert {c["switch"] for c in q.choices} == set(fields)
    (deciding,) = [f for f in fields if case(a.with_changes(**{f: getattr(b, f)})) != case(a)]
    return next(c for c in q.choices if c["switch"] == deciding)


def rulebook_point(preset: str) -> str:
    """The rule-book point titled with the preset's name (rule book 8.1-8.4)."""
    (point,) = [p.id for p in rulebook.points_in("8", "en") if p.title == preset]
    return point


def _ledger(q: quiz.Question, rules: Rules) -> Any:
    """The engine's ledger of the rounds a question shows."""
    game = Game.new(players=list(q.seating), rules=rules, name="Check", first_dealer=q.seating[0])
    return ledger(replace_rounds(game, list(q.rounds)))


def ending_labels(verdicts: Any) -> set[str]:
    """The ending choices the engine's verdicts open (rule book 5.1–5.4)."""
    blast_c, knock_c, sevens_c, out_c, perfect_c = quiz.ENDING_CHOICES
    labels = {"blast": blast_c, "knock": knock_c, "four-sevens": sevens_c}
    out = set()
    for v in verdicts:
        if v.allowed:
            if v.ending == "going-out":
                out.add(perfect_c if v.kind in ("perfect", "perfect-possible") else out_c)
            else:
                out.add(labels[v.ending])
    return out


def ending_turn(q: quiz.Question) -> dict[str, Any]:
    ctx = dict(q.context)
    return {
        "players": int(ctx["players"]),
        "melded": bool(ctx["melded"]),
        "others_melded": bool(ctx["others_melded"]),
        "others_had_turn": bool(ctx["others_had_turn"]),
        "table": tuple(cards for label, cards in q.groups if label.code == "group-meld-of"),
    }


def check_stored(q: quiz.Question) -> None:
    rules = q.rules
    want = expected(q, rules)
    if q.kind == "arrangement" and q.answer_form == "cards":
        melds = [parse_cards(" ".join(m)) for m in q.answer]
        laid = [c for m in melds for c in m]
        assert len(laid) == len(set(laid)) and all(c in q.cards for c in laid)
        assert all(check_meld(m, rules).valid for m in melds)
        assert hand_points([c for c in q.cards if c not in laid], rules).total == want
        assert len(q.cards) in (7, 8)
    elif q.answer_form == "multi":
        assert set(q.answer) == want
        assert set(q.answer) <= set(q.choices)
    else:
        assert q.answer == want, (q.kind, q.seed, q.answer, want)
    if q.answer_form == "choice":
        assert q.answer in q.choices
        assert len(set(q.choices)) == len(q.choices)
    if q.record is not None:
        assert Rules.from_spec(q.record.rules) == rules
        settle(q.record)  # the record passes every check of the settlement


def wrong_answer(q: quiz.Question) -> Any:
    if q.answer_form == "choice":
        return next(c for c in q.choices if c != q.answer)
    if q.answer_form == "multi":
        first = q.choices[0]
        picked = set(q.answer)
        return [c for c in q.choices if (c in picked) != (c == first)]
    if q.answer_form == "number":
        return int(q.answer) + 1
    best = best_arrangement(q.cards, q.rules)
    if best.melds:
        return []  # laying nothing leaves more points than the best
    return [q.cards[:1]]  # a lone card other than a seven is no meld


def check_tags(q: quiz.Question) -> None:
    assert q.tags and len(set(q.tags)) == len(q.tags)
    assert set(q.tags) <= set(quiz.KIND_TAGS[q.kind])
    for tag in q.tags:
        if tag.startswith("switch:"):
            assert tag.removeprefix("switch:") in Rules.model_fields
        else:
            assert re.fullmatch(r"§\d+(\.\d+)?", tag) and tag in RULES_POINTS, tag
    assert q.rule in q.tags
    assert 1 <= q.difficulty <= 3
    assert wq.prompt(q) and q.explanation and wq.answer(q)
    # The first line is the explainer's statement of the question's rule, which rests on
    # the rule-book point the question tests.
    line = q.rule_line
    assert line is not None and line.code in RULE_LINE_CODES
    assert q.explanation[0] == line
    assert q.rule.removeprefix("§") in line.points
    # The hint rests on the rule the question tests (or the section holding it) and does
    # not give the answer away; the facts rest on rule-book points, or on none.
    hint = q.hint
    assert isinstance(hint, Reason) and name_of(hint) in HINT_CODES, hint
    assert rulebook.is_point(hint.point), hint
    point = q.rule.removeprefix("§").removesuffix("u")
    assert hint.point == point or point.startswith(hint.point + "."), (hint, q.rule)
    told = wq.answer(q)
    if q.answer_form == "choice" and len(told) > 3:
        assert told not in [str(v) for v in hint.values.values()]
    for f in q.facts:
        assert isinstance(f, Reason) and name_of(f) in FACT_CODES, f
        assert f.point == "" or rulebook.is_point(f.point), f
    for text in (wq.prompt(q), *wq.explain(q.explanation)):
        assert "§" not in text and "RULES.md" not in text, text


def check_question(q: quiz.Question) -> None:
    check_stored(q)
    check_tags(q)
    right = quiz.grade(q, q.answer)
    assert right.correct, right
    assert right.explanation[0] == q.explanation[0]
    wrong = quiz.grade(q, wrong_answer(q))
    assert not wrong.correct, (q.kind, q.seed, q.answer)
    said = wrong.feedback
    assert said.code == "feedback-not-quite" and said["answer"] == q.answer_said, said
    assert said["form"] == q.answer_form and said.point == right.feedback.point
    assert wrong.explanation == (
        wrong.explanation[0],
        *wrong.explanation[1 : len(wrong.explanation) - len(q.explanation) + 1],
        *q.explanation[1:],
    )


# --------------------------------------------------------------------------- the big loop


@pytest.mark.parametrize("preset", list(PRESET_RULES))
@pytest.mark.parametrize("kind", quiz.QUESTION_KINDS)
def test_stored_answers_agree_with_the_engine(preset: str, kind: str) -> None:
    rules = PRESET_RULES[preset]
    for seed in range(SEEDS_PER_KIND):
        q = quiz.generate(seed * 7919 + 13, rules, kind=kind)
        # a Hoola doubles, claims or jokers question may be set at a table that agreed to
        # play the switch the rules in force leave off
        agreed = {
            "hoola-doubles": q.rules == rules.with_changes(hoola_doubles=True),
            "claims": (rules.claim == "none" and q.rules.with_changes(claim="none") == rules)
            or (rules.claim == "battle" and q.rules == rules.with_changes(claim="tame")),
            "jokers": rules.jokers == 0 and q.rules.with_changes(jokers=0) == rules,
            "values": q.rules.with_changes(picture_cards_ten=rules.picture_cards_ten) == rules,
            "six-seven": q.rules.with_changes(knock_limit=rules.knock_limit)
            == rules.with_changes(six_seven_players=True),
            "undercut-penalty": q.rules.with_changes(undercut_penalty=rules.undercut_penalty)
            == rules,
            "knock-table": q.rules.with_changes(
                knock_limit=rules.knock_limit, knock_needs=rules.knock_needs
            )
            == rules,
        }.get(kind, False)
        assert q.kind == kind and (q.rules == rules or agreed)
        check_question(q)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_variant_rules(variant: str) -> None:
    rules = VARIANTS[variant]
    for kind in quiz.QUESTION_KINDS:
        for seed in range(VARIANT_SEEDS):
            check_question(quiz.generate(seed, rules, kind=kind))


def test_questions_vary_and_teach() -> None:
    """Across seeds a kind gives every kind of answer, not the same one again and again."""
    rules = PRESET_RULES["pagat"]
    answers: dict[str, set[str]] = {k: set() for k in quiz.QUESTION_KINDS}
    for kind in quiz.QUESTION_KINDS:
        for seed in range(120):
            answers[kind].add(str(quiz.generate(seed, rules, kind=kind).answer))
    assert answers["meld"] == set(quiz.MELD_CHOICES)
    assert answers["blast"] == set(quiz.BLAST_CHOICES)
    assert answers["knock"] == {"yes", "no"}
    assert len(answers["undercut"]) == 2
    assert len(answers["stock-winner"]) >= 4
    assert len(answers["payment"]) > 30
    assert len(answers["ending"]) >= 8


def test_blast_hands_sit_near_the_limits() -> None:
    rules = PRESET_RULES["pagat"]
    totals = [
        blast_total(q.cards, rules).total
        for q in (quiz.generate(s, rules, kind="blast") for s in range(200))
    ]
    near = [t for t in totals if abs(t - 14) <= 2 or abs(t - 83) <= 3]
    assert len(near) > len(totals) * 0.6


def test_a_fifteen_point_sopang_only_where_sopang_max_is_15() -> None:
    for name, rules in PRESET_RULES.items():
        for seed in range(300):
            q = quiz.generate(seed, rules, kind="blast")
            if blast_total(q.cards, rules).total == 15 and not dict(q.context)["melded"]:
                sopang = q.answer == "sopang"
                assert sopang == (rules.sopang_max == 15), name
                assert "switch:sopang_max" in q.tags


def test_switch_tags_mean_the_switch_changes_the_answer() -> None:
    """For the single-hand kinds: a switch tag is there exactly when another setting of
    that switch changes the engine's answer."""
    others = {
        "ace": ["wrap", "high-or-low", "low"],
        "sopang_max": [14, 15],
        "daepang_min": [83, 81],
        "knock_needs": ["other-melded", "knocker-and-other", "none"],
        "seven_in_hand": [7, 14],
    }
    fields = {"meld": ["ace"], "blast": ["sopang_max", "daepang_min"], "knock": ["knock_needs"]}
    for rules in PRESET_RULES.values():
        for kind, names in fields.items():
            for seed in range(80):
                q = quiz.generate(seed, rules, kind=kind)
                base = expected(q, rules)
                for name in names:
                    changes = any(
                        expected(q, rules.with_changes(**{name: v})) != base
                        for v in others[name]
                        if v != getattr(rules, name)
                    )
                    assert (f"switch:{name}" in q.tags) == changes, (kind, seed, name)


# --------------------------------------------------------------------------- seeds


def test_same_seed_same_question() -> None:
    for rules in PRESET_RULES.values():
        for seed in (0, 1, 42, 10**6, -5, 2**40):
            assert quiz.generate(seed, rules) == quiz.generate(seed, rules)
            for kind in quiz.QUESTION_KINDS:
                assert quiz.generate(seed, rules, kind=kind) == quiz.generate(
                    seed, rules, kind=kind
                )


def test_the_seed_and_kind_reopen_the_question() -> None:
    rules = PRESET_RULES["s1-short"]
    kinds = set()
    for seed in range(60):
        q = quiz.generate(seed, rules)
        kinds.add(q.kind)
        assert q.seed == seed
        assert quiz.generate(q.seed, rules, kind=q.kind) == q
    assert kinds == set(quiz.QUESTION_KINDS)


def test_rules_change_the_question() -> None:
    a = [quiz.generate(s, PRESET_RULES["pagat"], kind="knock") for s in range(40)]
    b = [quiz.generate(s, PRESET_RULES["s2-casual"], kind="knock") for s in range(40)]
    assert [q.answer for q in a] != [q.answer for q in b]


# --------------------------------------------------------------------------- tags


TAG_SEEDS = max(6, sweep(6))  # six at least: two in three of a few seeds is luck
TAG_PRESETS = min(len(PRESET_RULES), sweep(2))
"""Under how many presets each tag is asked for: two in the "ci" profile, each tag under
the preset of its turn and the next (every preset asks for half the tags, every tag is asked
under two presets), every preset in "nightly" (tests/budget.py)."""


@pytest.mark.parametrize("preset", list(PRESET_RULES))
def test_generate_by_tag(preset: str) -> None:
    rules = PRESET_RULES[preset]
    tags = sorted({t for ts in quiz.KIND_TAGS.values() for t in ts})
    turn, presets = list(PRESET_RULES).index(preset), len(PRESET_RULES)
    for tag in (t for i, t in enumerate(tags) if (turn - i) % presets < TAG_PRESETS):
        kinds = quiz.kinds_for_tag(tag)
        assert kinds
        hits = 0
        for seed in range(TAG_SEEDS):
            q = quiz.generate(seed, rules, tag=tag)
            assert q.kind in kinds
            hits += any(t == tag or t.startswith(f"{tag}.") for t in q.tags)  # as generate
            if seed == 0:  # the same seed and tag, or its seed and kind, ask it again
                assert quiz.generate(seed, rules, tag=tag) == q
                assert quiz.generate(q.seed, rules, kind=q.kind) == q
        impossible = (
            tag == "§7.9"
            or (tag == "switch:stock_melds_spare_doubling" and not rules.meld_at_stock_end)
            or (tag == "§7.2" and rules.claim == "battle")  # Tame Battle Hoola is not played
        )
        if not impossible:  # two seeds in three find it
            assert 3 * hits >= 2 * TAG_SEEDS, (tag, hits)


def test_a_section_tag_finds_its_points() -> None:
    rules = PRESET_RULES["pagat"]
    assert set(quiz.kinds_for_tag("§5")) >= {
        "blast",
        "knock",
        "ending",
        "undercut",
        "stock-winner",
    }
    for seed in range(10):
        q = quiz.generate(seed, rules, tag="§6")
        assert any(t.startswith("§6.") for t in q.tags)


def test_unknown_kind_or_untested_tag_is_refused() -> None:
    rules = PRESET_RULES["pagat"]
    with pytest.raises(quiz.QuizError) as unknown:
        quiz.generate(1, rules, kind="trivia")
    assert unknown.value.code == "no-such-kind" and unknown.value.values["kind"] == "trivia"
    with pytest.raises(ValueError) as untested:  # a QuizError is a ValueError
        quiz.generate(1, rules, tag="name-alikes")  # the last lesson's: no question asks it
    assert untested.value.code == "tag-not-tested"
    assert untested.value.values["tag"] == "name-alikes"
    with pytest.raises(quiz.QuizError) as not_this_kind:
        quiz.generate(1, rules, kind="meld", tag="§5.1")
    assert not_this_kind.value.code == "tag-not-tested"
    assert not_this_kind.value.values == {"kind": "meld", "tag": "§5.1"}
    assert quiz.kinds_for_tag("name-alikes") == ()
    assert quiz.kinds_for_tag("§8") == ("presets",)


# --------------------------------------------------------------------------- grading


def test_grading_melds_accepts_any_best_arrangement() -> None:
    rules = PRESET_RULES["pagat"]
    # 3-4-5 of hearts and two more 4s (rule book 3.5): run or set, with the same points left.
    q = quiz.Question(
        kind="arrangement",
        seed=0,
        rules=rules,
        difficulty=3,
        tags=("§3", "§6.1"),
        rule="§6.1",
        prompt=quiz.notes.prompt("arrangement-melds", cards=7),
        answer_form="cards",
        answer=(("3h", "4h", "5h"),),
        answer_said=quiz.notes.answer("melds", melds=(parse_cards("3h 4h 5h"),), points=33),
        hint=quiz_hint("arrangement", "6.1"),
        explanation=("§3 and §6.1: x",),
        cards=parse_cards("3h 4h 5h 4c 4d Kc Qs"),
    )
    assert best_arrangement(q.cards, rules).points == 33
    assert quiz.grade(q, "3h 4h 5h").correct  # lay the run
    assert quiz.grade(q, [parse_cards("4c 4d 4h")]).correct  # or the set
    leftover = quiz.grade(q, "4c 4d Kc Qs")  # the cards to keep are not the melds to lay
    assert not leftover.correct and [r.code for r in leftover.why] == ["choice-not-a-meld"]
    nothing = quiz.grade(q, "")
    assert not nothing.correct
    (why,) = nothing.why
    assert (why.code, why["points"], why["best"]) == ("choice-not-best", 45, 33)
    assert nothing.explanation[1] == why  # the note is the engine's reason
    twice = quiz.grade(q, "3h 4h 5h; 4h 4c 4d")
    assert not twice.correct and [r.code for r in twice.why] == ["choice-card-twice"]
    assert twice.why[0]["cards"] == parse_cards("4h")
    outside = quiz.grade(q, "2s 3s 4s; 3h 4h 5h")
    assert not outside.correct and outside.problem == "not-in-hand" and outside.why == ()
    assert outside.explanation[1] == feedback("not-in-hand", "6.1", cards=parse_cards("2s 3s 4s"))
    assert wq.line(outside.explanation[1]) == "2♠ 3♠ 4♠: not in this hand."
    bad = quiz.grade(q, "banana")
    assert not bad.correct and bad.problem == "not-cards" and bad.error_code is not None
    assert bad.response is None and bad.feedback["problem"] == "not-cards"
    right = quiz.grade(q, "3h 4h 5h")
    assert [r.code for r in right.why] == ["choice-best"] and right.why[0]["points"] == 33


def test_grading_numbers_and_choices_is_forgiving_about_form() -> None:
    rules = PRESET_RULES["pagat"]
    q = next(
        q
        for s in range(50)
        if (q := quiz.generate(s, rules, kind="arrangement")).answer_form == "number"
    )
    assert quiz.grade(q, str(q.answer)).correct
    assert quiz.grade(q, f" {q.answer}.0 ").correct
    assert not quiz.grade(q, "lots").correct
    assert not quiz.grade(q, True).correct
    m = quiz.generate(3, rules, kind="meld")
    assert quiz.grade(m, str(m.answer).upper()).correct
    assert not quiz.grade(m, None).correct


def test_grade_names_the_rule_and_praises_or_corrects() -> None:
    rules = PRESET_RULES["pagat"]
    for kind in quiz.QUESTION_KINDS:
        q = quiz.generate(11, rules, kind=kind)
        right = quiz.grade(q, q.answer)
        assert right.rule == q.rule
        assert q.rule_line is not None and right.explanation[0] == q.rule_line
        assert wq.line(right.explanation[0]) == rule_line_sentence(q.rule_line)
        assert right.feedback.code == "feedback-right"
        assert right.feedback["answer"] == q.answer_said
        assert right.feedback.point == q.rule.removeprefix("§").removesuffix("u")
        wrong = quiz.grade(q, wrong_answer(q))
        assert wrong.feedback.code == "feedback-not-quite" and wrong.response is not None
        response = wrong.feedback["response"]
        if q.answer_form in ("choice", "multi"):
            assert response == quiz.notes.told(q.answer_form, wrong.response)
        else:
            assert response == wrong.response


def test_the_quiz_package_never_imports_streamlit() -> None:
    imported = set()
    for path in Path(quiz.__file__).parent.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported |= _top_imports(tree)
    assert not imported & {"streamlit", "plotly"}


def test_every_kind_has_its_own_module_in_the_registry() -> None:
    modules = {k.generate.__module__ for k in quiz.KINDS.values()}
    assert len(modules) == len(quiz.KINDS) == len(quiz.QUESTION_KINDS)
    for name, kind in quiz.KINDS.items():
        assert kind.name == name and wq.kind_title(name)
        q = quiz.generate(3, PRESET_RULES["pagat"], kind=name)
        assert q.kind == name and q.seed == 3


def _top_imports(tree: ast.AST) -> set[str]:
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            imported.add(node.module.split(".")[0])
    return imported


def test_questions_are_immutable() -> None:
    q = quiz.generate(5, PRESET_RULES["pagat"])
    with pytest.raises(AttributeError):
        q.seed = 6  # type: ignore[misc]


# --------------------------------------------------------------------------- properties


@given(
    seed=st.integers(),
    preset=st.sampled_from(sorted(PRESET_RULES)),
    kind=st.sampled_from([None, *quiz.QUESTION_KINDS]),
)
def test_generate_never_raises(seed: int, preset: str, kind: str | None) -> None:
    rules = PRESET_RULES[preset]
    q = quiz.generate(seed, rules, kind=kind)
    try:
        check_question(q)
    except HoolaError as e:  # pragma: no cover - a record the settlement refuses
        raise AssertionError(f"seed {seed}: {e}") from e


@given(seed=st.integers(min_value=0, max_value=10**9), tag=st.sampled_from(["§5.2", "switch:ace"]))
def test_generate_by_tag_never_raises(seed: int, tag: str) -> None:
    q = quiz.generate(seed, PRESET_RULES["pagat"], tag=tag)
    assert q.kind in quiz.kinds_for_tag(tag)


# --------------------------------------------------------------------------- which ending


ENDING_SEEDS = sweep(50)
ENDING_SWITCHES = {
    "sopang_max": [14, 15],
    "daepang_min": [83, 81],
    "knock_needs": ["other-melded", "knocker-and-other", "none"],
    "knock_limit": [10, {2: 7, 3: 10, 4: 15}],
    "seven_in_hand": [7, 14],
    "perfect_needs_all_turns": [True, False],
    "ace": ["wrap", "high-or-low", "low"],
    "discard_to_go_out": [True, False],
}


def endings_one_by_one(
    q: quiz.Question, rules: Rules, draws: tuple[Card, ...] | None = None
) -> set[str]:
    """The open endings, asked of the engine one ending at a time (not via endings_open):
    Blast, knock and four sevens now; going out with some draw, a Perfect when no meld was
    laid before and (if the rules ask it) every other player has had a turn."""
    turn = ending_turn(q)
    verdicts = [
        blast(q.cards, rules, melded=turn["melded"]),
        knock(
            q.cards,
            rules,
            players=turn["players"],
            knocker_melded=turn["melded"],
            others_melded=turn["others_melded"],
        ),
        four_sevens(q.cards, rules),
    ]
    table = turn["table"]
    if draws is None:
        draws = winning_draws(q.cards, rules, table=table, melded_before=turn["melded"])
    if draws:
        # A Perfect when some draw goes out with no lay-off (rule book 5.3): one that goes
        # out at a bare table, if any, else the last.
        bare = set(winning_draws(q.cards, rules, melded_before=turn["melded"])) & set(draws)
        verdicts.append(
            going_out(
                (*q.cards, max(bare) if bare else draws[-1]),
                rules,
                melded_before=turn["melded"],
                others_had_turn=turn["others_had_turn"],
                table=table,
            )
        )
    return ending_labels(verdicts)


@pytest.mark.parametrize("preset", list(PRESET_RULES))
def test_ending_answers_are_the_engines_verdicts(preset: str) -> None:
    rules = PRESET_RULES[preset]
    for seed in range(ENDING_SEEDS):
        q = quiz.generate(seed * 104729 + 7, rules, kind="ending")
        assert q.answer_form == "multi" and q.choices == quiz.ENDING_CHOICES
        turn = ending_turn(q)
        verdicts = endings_open(q.cards, rules, **turn)
        draws = winning_draws(q.cards, rules, table=turn["table"], melded_before=turn["melded"])
        want = ending_labels(verdicts)
        assert set(q.answer) == want == endings_one_by_one(q, rules, draws), (seed, q.cards)
        # A Perfect and an ordinary going out never both.
        assert not {quiz.ENDING_CHOICES[3], quiz.ENDING_CHOICES[4]} <= set(q.answer)
        # Answers are listed in the order of the choices.
        assert list(q.answer) == [c for c in quiz.ENDING_CHOICES if c in q.answer]
        # The situation can happen: a player who has melded is past their first turn.
        turn = ending_turn(q)
        assert turn["players"] in range(2, 6)
        assert not (turn["melded"] and not turn["others_had_turn"])
        assert len(q.cards) == 7 if not turn["melded"] else 1 <= len(q.cards) <= 6
        # Min's melds on the table are the cards the hand lacks; every card once.
        own = [c for label, g in q.groups if label == quiz.notes.group("meld-of", name="Min")
               for c in g]  # fmt: skip
        assert len(q.cards) + len(own) == 7
        shown = [*q.cards, *(c for g in turn["table"] for c in g)]
        assert len(set(shown)) == len(shown)
        assert bool(turn["table"]) >= turn["others_melded"]
        # The explanation gives every verdict of the engine, with its reasons.
        for v in verdicts[:3]:
            assert all(reason in q.explanation for reason in v.why)
        if draws:
            lines = wq.explain(q.explanation)
            assert any(draws[0].pretty in line for line in lines)  # the draws are shown


@pytest.mark.parametrize("variant", ["jokers", "pictures-10", "pictures-10-blast", "ace-low"])
def test_ending_answers_under_variants(variant: str) -> None:
    rules = VARIANTS[variant]
    for seed in range(40):
        q = quiz.generate(seed, rules, kind="ending")
        assert set(q.answer) == endings_one_by_one(q, rules), (seed, q.cards)


def test_ending_hands_teach_every_ending() -> None:  # noqa: C901 - a check an ending
    rules = PRESET_RULES["pagat"]
    seen: dict[str, int] = {}

    def note(what: str) -> None:
        seen[what] = seen.get(what, 0) + 1

    for seed in range(300):
        q = quiz.generate(seed, rules, kind="ending")
        sevens = sum(c.rank == 7 for c in q.cards)
        turn = ending_turn(q)
        for label in q.answer:
            note(label)
        if not q.answer:
            note("none")
        if sevens == 4:
            note("four sevens in hand")
            assert quiz.ENDING_CHOICES[2] in q.answer and "§5.4" in q.tags
        if sevens == 3:
            note("three sevens")
            assert quiz.ENDING_CHOICES[2] not in q.answer and "§5.4" in q.tags
        if winning_draws(q.cards, rules, table=turn["table"], melded_before=turn["melded"]):
            note("one card from going out")
            assert "§5.3" in q.tags
        if (
            not turn["melded"]
            and not turn["others_had_turn"]
            and quiz.ENDING_CHOICES[3] in q.answer
        ):
            note("no Perfect before everyone has had a turn")
            assert "switch:perfect_needs_all_turns" in q.tags
        total = blast_total(q.cards, rules).total
        if not turn["melded"] and (abs(total - 14) <= 2 or abs(total - 83) <= 3):
            note("near a Blast limit")
            assert "§5.1" in q.tags
        points = hand_points(q.cards, rules).total
        limit = rules.knock_limit_for(turn["players"])
        if abs(points - limit) <= 2:
            note("near the knock limit")
            assert "§5.2" in q.tags
        if "switch:discard_to_go_out" in q.tags:
            note("the last discard decides")
        assert len(q.tags) == len(set(q.tags)) and q.rule in q.tags
    for what in (
        *quiz.ENDING_CHOICES,
        "none",
        "four sevens in hand",
        "three sevens",
        "one card from going out",
        "no Perfect before everyone has had a turn",
        "near a Blast limit",
        "near the knock limit",
        "the last discard decides",
    ):
        assert seen.get(what, 0) >= 5, (what, seen)
    assert seen["four sevens in hand"] >= 30


@pytest.mark.parametrize("preset", list(PRESET_RULES))
def test_ending_switch_tags_mean_the_switch_changes_the_answer(preset: str) -> None:
    rules = PRESET_RULES[preset]
    for seed in range(sweep(15)):
        q = quiz.generate(seed, rules, kind="ending")
        base = expected(q, rules)
        for name, values in ENDING_SWITCHES.items():
            changes = False
            for v in values:
                if v == getattr(rules, name):
                    continue
                try:
                    changes |= expected(q, rules.with_changes(**{name: v})) != base
                except HoolaError:
                    continue
            assert (f"switch:{name}" in q.tags) == changes, (seed, name, q.cards)


def test_ending_grading() -> None:
    rules = PRESET_RULES["pagat"]
    blast_c, knock_c, sevens_c, out_c, perfect_c = quiz.ENDING_CHOICES
    q = next(
        q
        for s in range(200)
        if len((q := quiz.generate(s, rules, kind="ending")).answer) >= 2 and sevens_c in q.answer
    )
    right = quiz.grade(q, list(reversed(q.answer)))
    assert right.correct and right.rule == q.rule
    assert quiz.grade(q, ", ".join(q.answer)).correct
    assert not quiz.grade(q, q.answer[:1]).correct  # one missing
    extra = next(c for c in quiz.ENDING_CHOICES if c not in q.answer)
    wrong = quiz.grade(q, [*q.answer, extra])
    assert not wrong.correct and wrong.feedback["answer"] == q.answer_said
    assert wrong.response == (*q.answer, extra)
    assert wrong.explanation[0] == q.explanation[0]
    assert not quiz.grade(q, []).correct
    nothing = next(
        q for s in range(200) if not (q := quiz.generate(s, rules, kind="ending")).answer
    )
    assert quiz.grade(nothing, []).correct and wq.answer(nothing) == "None of them"
    assert not quiz.grade(nothing, [out_c]).correct
    perfect = next(
        q for s in range(200) if perfect_c in (q := quiz.generate(s, rules, kind="ending")).answer
    )
    swapped = [out_c if a == perfect_c else a for a in perfect.answer]
    assert not quiz.grade(perfect, swapped).correct  # a Perfect is not an ordinary going out


def test_a_four_sevens_tag_finds_the_ending_question() -> None:
    assert quiz.kinds_for_tag("§5.4") == ("ending",)
    assert "ending" in quiz.kinds_for_tag("§5.3")
    for rules in PRESET_RULES.values():
        for seed in range(8):
            q = quiz.generate(seed, rules, tag="§5.4")
            assert q.kind == "ending" and "§5.4" in q.tags
            assert sum(c.rank == 7 for c in q.cards) >= 3
            assert quiz.generate(q.seed, rules, kind="ending") == q


# --------------------------------------------------------------------------- rule lines


def test_rule_lines_are_data_the_rules_in_force_fill_in() -> None:
    """Each rule key of the quiz and the lessons names one rule line: its code, the
    rule-book points it rests on and the settings of the switches it names."""
    pagat = PRESET_RULES["pagat"]
    for key, code in RULE_LINES.items():
        line = line_for(key, pagat)
        assert line.code == code and line == rule_line(code, pagat)
        assert line.points and all(rulebook.is_point(p) for p in line.points), key
        if code != "claim":  # the claim line follows the claim switch (the next test)
            assert key.removeprefix("§").removesuffix("u") in line.points
        for name, value in line.values.items():
            assert getattr(pagat, name) == value, (key, name)
    knock = line_for("§5.2", pagat.with_changes(knock_needs="none"))
    assert (knock.code, knock.points, dict(knock.values)) == (
        "knock",
        ("5.2",),
        {"knock_needs": "none"},
    )
    assert line_for("§5.2u", pagat).values == {}
    stock = line_for("§5.5", pagat.with_changes(meld_at_stock_end=False, seven_in_hand=14))
    assert dict(stock.values) == {"meld_at_stock_end": False, "seven_in_hand": 14}
    assert line_for("1.5", pagat.with_changes(direction="clockwise"))["direction"] == "clockwise"
    with pytest.raises(KeyError):
        line_for("§9.9", pagat)


def test_rule_lines_that_change_with_the_rules() -> None:
    """No Blast at all with picture cards at 10 and no picture Blast (rules 5.1, 7.3); the
    claim rule rests on the point of the claim switch in force (7.1, 7.2; none: 7.1 and 4.1)."""
    pictures = PRESET_RULES["pagat"].with_changes(picture_cards_ten=True, picture_blast="none")
    assert not pictures.blast_allowed()
    no_blast = line_for("§5.1", pictures)
    assert (no_blast.code, no_blast.points) == ("no-blast", ("5.1", "7.3"))
    blast_line = line_for("§5.1", PRESET_RULES["pagat"])
    assert blast_line.code == "blast"
    assert dict(blast_line.values) == {"sopang_max": 14, "daepang_min": 83}
    points = {
        claim: line_for("§7.1", PRESET_RULES["pagat"].with_changes(claim=claim)).points
        for claim in ("none", "battle", "tame")
    }
    assert points == {"none": ("7.1", "4.1"), "battle": ("7.1",), "tame": ("7.2",)}
    jokers = line_for("§7.9", PRESET_RULES["pagat"].with_changes(jokers=2, joker_in_hand="zero"))
    assert dict(jokers.values) == {"jokers": 2, "joker_in_hand": "zero"}


def test_every_rule_line_code_is_produced_and_rendered() -> None:
    produced = {line_for(key, r).code for key in RULE_LINES for r in PRESET_RULES.values()}
    produced.add(
        line_for(
            "§5.1", PRESET_RULES["pagat"].with_changes(picture_cards_ten=True, picture_blast="none")
        ).code
    )
    assert produced == set(RULE_LINE_CODES)
    assert all(renders("rule-line", code) for code in RULE_LINE_CODES)


def test_a_few_rendered_rule_lines() -> None:
    """The rendered-sentence test of the rule lines: the explainer's words, checked whole."""
    pagat = PRESET_RULES["pagat"]
    assert rule_line_sentence(line_for("§5.2", pagat.with_changes(knock_needs="none"))) == (
        "Knock (rule 5.2): at the start of your turn you may stop holding no more points than "
        "the knock limit, counted as a settlement counts them; under these rules nobody needs "
        "to have melded."
    )
    assert rule_line_sentence(line_for("1.5", pagat.with_changes(direction="clockwise"))) == (
        "Direction of play (rule 1.5): the dealer plays first; under these rules turns then "
        "pass clockwise round the table."
    )
    assert rule_line_sentence(
        line_for("§6.3", pagat.with_changes(sevens_double=False, undercut_doubles=False))
    ) == (
        "Doublings (rule 6.3): a loser who had a turn but never melded, a Perfect each double "
        "a payment, all multiplied together."
    )
