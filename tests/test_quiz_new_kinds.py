"""The quiz kinds on the table and deal, the turn, Hoola doubles, the claims and the jokers:
over 1,000 seeds (the presets in turn) every answer is recomputed by the engine from what the
question shows, by another way than the kind's own."""

from __future__ import annotations

from itertools import combinations

import pytest

from tutor.engine.cards import FULL_DECK, Card
from tutor.engine.ledger import Game, ledger, replace_rounds
from tutor.engine.melds import check_meld
from tutor.engine.rules import PRESETS, Rules
from tutor.engine.settlement import settle
from tutor.engine.table import next_player
from tutor.teach import quiz
from tutor.teach.attempts import quiz_hints
from tutor.teach.quiz.notes import fact, note
from tutor.words.quiz import kind_title, say

SEEDS = range(1000)
PRESET_RULES = [Rules.preset(name) for name in PRESETS]


def _questions(kind: str):
    for seed in SEEDS:
        yield quiz.generate(seed, PRESET_RULES[seed % len(PRESET_RULES)], kind=kind)


def _ledger(q: quiz.Question):
    game = Game.new(players=list(q.seating), rules=q.rules, name="Check", first_dealer=q.seating[0])
    return ledger(replace_rounds(game, list(q.rounds)))


def test_table_answers_are_the_engines() -> None:
    asked = {"next player": 0, "next dealer": 0}
    for q in _questions("table"):
        assert q.answer in q.choices == q.seating
        if q.rounds:
            asked["next dealer"] += 1
            assert q.answer == q.rounds[-1].winner == _ledger(q).next_dealer
            winner = q.rounds[-1].winner
            assert q.said == (note("winner-deals", "1.3", winner=winner, dealer=q.answer),)
        else:
            asked["next player"] += 1
            assert q.answer == next_player(q.seating, q.player, q.rules.direction)
            assert q.said[-1] == note("comes-after", "1.5", current=q.player, next=q.answer)
            assert q.facts[-1] == fact("direction", "1.5", direction=q.rules.direction)
    assert min(asked.values()) > 300


def _can_take(top, hand, rules: Rules) -> bool:
    """Brute force: some cards of the hand make a new meld with the discard."""
    return any(
        check_meld((*group, top), rules).valid
        for k in range(0, 4)
        for group in combinations(hand, k)
    )


def test_turn_answers_are_the_engines() -> None:
    seen = {("take", "yes"): 0, ("take", "no"): 0, ("lay off", "yes"): 0, ("lay off", "no"): 0}
    for q in _questions("turn"):
        ((label, group),) = q.groups
        if label.code == "group-discard-top":
            right = _can_take(group[0], q.cards, q.rules)
            seen[("take", q.answer)] += 1
        else:
            context = dict(q.context)
            melded = context["melded_before"] or context["melded_now"]
            right = melded and check_meld((*group, *q.cards), q.rules).valid
            seen[("lay off", q.answer)] += 1
        assert q.answer == ("yes" if right else "no"), (q.seed, q.prompt, q.facts)
    assert min(seen.values()) > 50, seen


def test_hoola_doubles_answers_are_the_engines() -> None:
    answers = set()
    for q in _questions("hoola-doubles"):
        view = _ledger(q)
        assert q.answer == view.next_multiplier
        streak = 0
        for r in reversed(q.rounds):
            if not r.perfect:
                break
            streak += 1
        assert q.answer == (2**streak if q.rules.hoola_doubles else 1)
        assert q.facts[-1] == fact("hoola-doubles", "6.5", played=q.rules.hoola_doubles)
        answers.add(q.answer)
    assert {1, 2, 4} <= answers


@pytest.mark.parametrize("kind", ["table", "turn", "hoola-doubles", "claims", "jokers"])
def test_a_question_comes_back_from_its_seed_and_rules(kind: str) -> None:
    for seed in range(30):
        q = quiz.generate(seed, PRESET_RULES[0], kind=kind)
        assert quiz.generate(q.seed, q.rules, kind=kind) == q
        assert quiz.grade(q, q.answer).correct


def test_tie_questions_state_the_tie_rule() -> None:
    ties = 0
    for seed in range(300):
        rules = PRESET_RULES[seed % len(PRESET_RULES)]
        q = quiz.generate(seed, rules, kind="stock-winner")
        s = settle(q.record)
        low = min(p.points for p in s.players)
        if sum(p.points == low for p in s.players) > 1:
            ties += 1
            assert fact("tie-rule", "5.6", tie=q.rules.tie) in q.facts
    assert ties > 5


def _seat_after(seating: tuple[str, ...], name: str, direction: str) -> str:
    """One seat on from ``name``: the next name in the clockwise list, or the one before."""
    step = 1 if direction == "clockwise" else -1
    return seating[(seating.index(name) + step) % len(seating)]


def _turns_from(seating: tuple[str, ...], first: str, direction: str) -> list[str]:
    out = [first]
    while len(out) < len(seating):
        out.append(_seat_after(seating, out[-1], direction))
    return out


def test_claims_answers_are_the_engines() -> None:
    """Who takes a claimed discard (rule 7.1: the first hand on it; rule 7.2: the claimant
    whose turn comes first after the discarder), whether a player may claim (a claim rule is
    in force and the card makes a new meld with cards from hand), and who plays after the
    claimer (the seat after the claimer's)."""
    seen: dict[tuple[str, str], int] = {}
    for q in _questions("claims"):
        ((label, (card,)),) = q.groups
        slaps = sorted((i, key.removeprefix("slap:")) for key, i in q.context)
        if slaps:
            form = "taker"
            assert q.rules.claim in ("battle", "tame")
            claimants = [name for _, name in slaps]
            if q.rules.claim == "battle":
                right = claimants[0]
            else:
                order = _turns_from(q.seating, q.player, q.rules.direction)
                right = min(claimants, key=order.index)
            assert q.answer == right, (q.seed, q.facts)
            assert q.player not in q.choices and set(claimants) <= set(q.choices)
        elif q.cards:
            form = "may-claim"
            right = q.rules.claim != "none" and _can_take(card, q.cards, q.rules)
            assert q.answer == ("yes" if right else "no"), (q.seed, q.prompt, q.facts)
        else:
            form = "after"
            assert q.rules.claim in ("battle", "tame")
            assert q.answer == _seat_after(q.seating, q.player, q.rules.direction)
        assert q.rule == ("§7.2" if q.rules.claim == "tame" else "§7.1")
        (claim,) = [f for f in q.facts if f.code in ("fact-claim-rule", "fact-no-claims")]
        assert claim.point == q.rule[1:] and claim.get("claim", "none") == q.rules.claim
        key = (form, q.rules.claim)
        seen[key] = seen.get(key, 0) + 1
    forms = {form for form, _ in seen}
    assert forms == {"taker", "may-claim", "after"}
    assert seen[("may-claim", "none")] > 20 and seen[("taker", "tame")] > 50, seen


def test_claims_are_asked_under_every_preset_and_keep_a_claim_rule_in_force() -> None:
    for rules in PRESET_RULES:
        for seed in range(40):
            q = quiz.generate(seed, rules, kind="claims")
            if rules.claim == "tame":
                assert q.rules == rules
            elif rules.claim == "battle":  # or a table that agreed the tame claim (7.2)
                assert q.rules in (rules, rules.with_changes(claim="tame"))
            else:
                assert q.rules.with_changes(claim="none") == rules
            if q.rules.claim == "none":
                assert q.answer == "no"


def _fills(group: tuple[Card, ...], rules: Rules) -> list[tuple[Card, ...]]:
    """Every way of giving the jokers of ``group`` real cards (one deck, no repeats) that
    makes a meld of real cards."""
    real = [c for c in group if not c.is_joker]
    jokers = len(group) - len(real)
    free = [c for c in FULL_DECK if c not in real]
    plain = rules.with_changes(jokers=0)
    return [pick for pick in combinations(free, jokers) if check_meld((*real, *pick), plain).valid]


_JOKER_TIMES = {"double": (0, 2), "quintuple": (0, 5), "zero": (0, 1),
                "fourteen-triple": (14, 3), "twenty": (20, 1), "thirty": (30, 1)}  # fmt: skip
"""Rule 7.9's options: what a joker left in hand counts, and what it multiplies the rest by."""


def _count(hand: tuple[Card, ...], rules: Rules) -> int:
    """Rule 6.1 and 7.9 from the rule book: Ace 1, 2-10 face value, pictures 11-13 (or 10),
    a seven as the rules say, a quad nothing; jokers as the table agreed."""
    real = [c for c in hand if not c.is_joker]
    jokers = len(hand) - len(real)
    ranks = [c.rank for c in real]
    rest = 0
    for r in ranks:
        if ranks.count(r) == 4:
            continue
        if r == 7:
            rest += rules.seven_in_hand
        elif r > 10 and rules.picture_cards_ten:
            rest += 10
        else:
            rest += r
    each, times = _JOKER_TIMES[rules.joker_in_hand]
    return rest * times**jokers + each * jokers


def test_jokers_answers_are_the_engines() -> None:
    """What a joker stands for (the one card that makes the group a meld of real cards),
    whether a group with jokers is a meld (some real cards for the jokers make one, and one
    card at least is real), and what a hand with jokers counts (rules 6.1 and 7.9)."""
    seen = {"stands-for": 0, "is-meld yes": 0, "is-meld no": 0, "points": 0}
    multiplied = 0
    for q in _questions("jokers"):
        assert q.rules.jokers in (1, 2)
        assert [(f.code, f.point) for f in q.facts] == [
            ("fact-jokers-in-play", "7.9"),
            ("fact-joker-in-hand", "7.9"),
        ]
        assert q.facts[0]["jokers"] == q.rules.jokers
        assert q.facts[1]["counts"] == q.rules.joker_in_hand
        if q.answer_form == "number":
            assert q.answer == _count(q.cards, q.rules), (q.seed, q.cards)
            jokers = sum(c.is_joker for c in q.cards)
            assert 1 <= jokers <= q.rules.jokers
            multiplied += _JOKER_TIMES[q.rules.joker_in_hand][1] > 1
            seen["points"] += 1
            continue
        ((label, group),) = q.groups
        fills = _fills(group, q.rules)
        if q.choices == ("yes", "no"):
            has_real = any(not c.is_joker for c in group)
            right = has_real and bool(fills)
            assert q.answer == ("yes" if right else "no"), (q.seed, group)
            seen[f"is-meld {q.answer}"] += 1
        else:
            assert sum(c.is_joker for c in group) == 1
            assert [f[0].pretty for f in fills] == [q.answer], (q.seed, group)
            assert q.answer in q.choices and len(q.choices) >= 3
            seen["stands-for"] += 1
    assert min(seen.values()) > 100, seen
    assert multiplied > 100


def test_jokers_keep_the_rules_in_force_and_add_jokers_only_where_there_are_none() -> None:
    for rules in PRESET_RULES:
        for seed in range(30):
            q = quiz.generate(seed, rules, kind="jokers")
            assert q.rules.with_changes(jokers=rules.jokers) == rules
    two = PRESET_RULES[0].with_changes(jokers=2, joker_in_hand="thirty")
    for seed in range(30):
        assert quiz.generate(seed, two, kind="jokers").rules == two


@pytest.mark.parametrize("kind", ["claims", "jokers"])
def test_the_new_kinds_climb_a_hint_ladder_into_the_rule_book(kind: str) -> None:
    """Nudge (never the answer), the rule (its point in the rule book), the answer."""
    for seed in range(60):
        q = quiz.generate(seed, PRESET_RULES[seed % len(PRESET_RULES)], kind=kind)
        nudge, rule, answer = quiz_hints(q)
        assert (nudge.rung, rule.rung, answer.rung) == ("nudge", "rule", "answer")
        if q.answer_form == "choice" and q.answer not in ("yes", "no"):
            assert str(q.answer) not in say(nudge.text), (seed, nudge.text)
        assert rule.point in ("7.1", "7.2", "7.9") and rule.point == q.hint.point
        assert rule.text == q.explanation[0] == q.rule_line
        assert nudge.text == q.hint
        assert answer.answer == q.answer_said


@pytest.mark.parametrize("kind", ["claims", "jokers"])
def test_the_new_kinds_are_listed_and_belong_to_a_lesson(kind: str) -> None:
    from tutor.teach.lessons import load_lessons
    from tutor.teach.practice import lesson_kinds

    assert kind in quiz.QUESTION_KINDS and kind_title(kind)
    lessons = load_lessons()
    assert sum(kind in lesson_kinds(lessons, lesson.id) for lesson in lessons) == 1
    assert kind in quiz.kinds_for_tag("§7.9" if kind == "jokers" else "§7.1")
