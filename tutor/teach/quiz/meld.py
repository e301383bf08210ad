"""Question kind 'meld': §3: is this group a meld, and which kind? Near misses are common on
purpose."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tutor.engine.cards import SUITS, Card
from tutor.engine.melds import check_meld
from tutor.engine.rules import Rules
from tutor.teach.quiz.common import merged_tags, switch_tags
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.notes import note, prompt
from tutor.teach.quiz.question import MELD_CHOICES, MELD_KIND_CHOICES, Question, QuizKind, question

_MELD_PATTERNS: tuple[tuple[str, int, int], ...] = (
    # (pattern, weight, difficulty)
    ("set3", 2, 1),
    ("set4", 1, 1),
    ("pair", 2, 2),
    ("sevens", 2, 2),
    ("run", 3, 1),
    ("gap", 3, 2),
    ("offsuit", 2, 2),
    ("run-seven", 2, 2),
    ("two-no-seven", 2, 2),
    ("seven-offsuit", 1, 3),
    ("ace", 3, 3),
    ("set-plus", 1, 2),
)


def _meld_cards(rng: random.Random, pattern: str) -> tuple[Card, ...]:
    suit = rng.choice(SUITS)
    other = rng.choice([s for s in SUITS if s != suit])
    plain = [r for r in range(1, 14) if r != 7]
    if pattern == "set3":
        rank = rng.choice(plain)
        return tuple(Card(rank, s) for s in rng.sample(SUITS, 3))
    if pattern == "set4":
        return tuple(Card(rng.choice(plain), s) for s in SUITS)
    if pattern == "pair":
        rank = rng.choice(plain)
        return tuple(Card(rank, s) for s in rng.sample(SUITS, 2))
    if pattern == "sevens":
        return tuple(Card(7, s) for s in rng.sample(SUITS, rng.choice((1, 1, 2, 3))))
    if pattern == "run":
        length = rng.choice((3, 3, 4, 5))
        start = rng.randint(1, 14 - length)
        return tuple(Card(r, suit) for r in range(start, start + length))
    if pattern == "gap":
        length = rng.choice((4, 4, 5))
        start = rng.randint(2, 14 - length)
        hole = rng.randint(start + 1, start + length - 2)
        return tuple(Card(r, suit) for r in range(start, start + length) if r != hole)
    if pattern == "offsuit":
        start = rng.randint(1, 11)
        cards = [Card(r, suit) for r in range(start, start + 3)]
        i = rng.randrange(3)
        cards[i] = Card(cards[i].rank, other)
        return tuple(cards)
    if pattern == "run-seven":
        low = rng.choice((6, 7))
        return (Card(low, suit), Card(low + 1, suit))
    if pattern == "two-no-seven":
        low = rng.choice([r for r in range(1, 13) if r not in (6, 7)])
        return (Card(low, suit), Card(low + 1, suit))
    if pattern == "seven-offsuit":
        return (Card(7, suit), Card(rng.choice((6, 8)), other))
    if pattern == "ace":
        shape = rng.choice(((1, 2, 3), (12, 13, 1), (13, 1, 2), (11, 12, 13, 1), (13, 1, 2, 3)))
        return tuple(Card(r, suit) for r in shape)
    # set-plus: three of a rank and one stray card
    rank = rng.choice(plain)
    suits = rng.sample(SUITS, 3)
    stray = rng.choice([r for r in plain if abs(r - rank) > 1])
    return (*(Card(rank, s) for s in suits), Card(stray, suits[0]))


def _meld_answer(cards: Sequence[Card], rules: Rules) -> str:
    check = check_meld(cards, rules)
    if not check.valid or check.kind is None:
        return MELD_CHOICES[-1]
    return MELD_KIND_CHOICES[check.kind]


def _shape_points(group: tuple[Card, ...]) -> list[str]:
    """The points of rule 3 a group asks about, by its shape: one rank (sets, 3.1), one suit
    (runs, 3.2), a seven in it (3.3), an Ace among cards of one suit (the Ace in a run, 3.4)."""
    real = [c for c in group if not c.is_joker]
    same_rank = len({c.rank for c in real}) == 1
    same_suit = len({c.suit for c in real}) == 1
    out = []
    if same_rank and len(real) > 1:
        out.append("§3.1")
    if same_suit and len(real) > 1:
        out.append("§3.2")
    if any(c.rank == 7 for c in real):
        out.append("§3.3")
    if same_suit and len(real) > 1 and any(c.rank == 1 for c in real):
        out += ["§3.4", "§7.5"]  # the Ace in a run, and the tables that restrict it
    return out


def _q_meld(rng: random.Random, rules: Rules) -> Question:
    """rule 3: is this group a meld, and which kind? Near misses are common on purpose."""
    patterns = list(_MELD_PATTERNS)
    if rules.jokers:
        patterns.append(("joker", 2, 3))
    pattern, _, difficulty = rng.choices(patterns, weights=[w for _, w, _ in patterns])[0]
    if pattern == "joker":
        base = _meld_cards(rng, rng.choice(("run", "set3", "gap")))
        i = rng.randrange(len(base))
        cards = [*base[:i], Card.joker(), *base[i + 1 :]]
    else:
        cards = list(_meld_cards(rng, pattern))
    rng.shuffle(cards)
    group = tuple(cards)
    check = check_meld(group, rules)
    answer = _meld_answer(group, rules)
    extra = []
    aces = any(c.rank == 1 for c in group)
    if aces:
        extra.append(note("ace-rule", "3", ace=rules.ace))
    tags = merged_tags(
        ["§3"],
        _shape_points(group),
        ["§7.9"] if any(c.is_joker for c in group) else [],
        switch_tags(rules, ["ace"], lambda r: _meld_answer(group, r)) if aces else [],
    )
    hint = quiz_hint("meld", "3", aces=aces)
    return question(
        "meld",
        "§3",
        rules,
        difficulty=difficulty,
        tags=tags,
        prompt=prompt("meld-one") if len(group) == 1 else prompt("meld-group", size=len(group)),
        answer_form="choice",
        answer=answer,
        hint=hint,
        why=(*check.why, *extra),
        said=tuple(extra),
        cards=group,
        choices=MELD_CHOICES,
    )


KIND = QuizKind(
    name="meld",
    tags=("§3", "§3.1", "§3.2", "§3.3", "§3.4", "§7.5", "§7.9", "switch:ace"),
    generate=_q_meld,
)
