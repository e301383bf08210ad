"""The "meld or not?" drill: a reproducible stream of card groups to judge at speed.

Each group is either a meld (rule book 3: a set, a run, sevens alone or in twos, a two-card
run through a seven, and with jokers in play (§7.9) a meld holding a joker) or a near miss
(a gap in a run, one card of another suit, a rank that does not match, a pair that is not
sevens, a run going around the corner when the ace switch (§3, §7.5) forbids it). About
half the groups are melds. The answer key is never the generator's intention: every group
is graded by :func:`tutor.engine.melds.check_meld` under the rules in force, and its reason is
the engine's. The same seed, length and rules always give the same groups.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tutor.engine.cards import SUITS, Card
from tutor.engine.melds import MeldCheck, check_meld, run_windows
from tutor.engine.reasons import Reason
from tutor.engine.rules import Rules
from tutor.teach.quiz.notes import QuizError, feedback

__all__ = [
    "DRILL_KIND",
    "DRILL_LENGTHS",
    "DrillAnswer",
    "DrillItem",
    "DrillSummary",
    "answer_seed",
    "drill_feedback",
    "drill_item",
    "drill_items",
    "item_from_answer_seed",
    "summarize",
]

DRILL_KIND = "drill-meld"
"""The question kind recorded for drill answers in the progress store."""
DRILL_LENGTHS = (10, 20)
MAX_LENGTH = 100
SEED_MAX = 999_999
_TRIES = 20


@dataclass(frozen=True, slots=True)
class DrillItem:
    """One group to judge: the cards as shown, what the generator built, and the engine's
    verdict (which alone decides the right answer)."""

    index: int
    cards: tuple[Card, ...]
    pattern: str
    check: MeldCheck

    @property
    def valid(self) -> bool:
        """True when the group is one meld under the rules in force."""
        return self.check.valid

    @property
    def reason(self) -> Reason:
        """The engine's first reason for its verdict, as data."""
        return self.check.why[0]

    @property
    def tags(self) -> tuple[str, ...]:
        """Rule points the group tests: always §3; §7.5 (the ace switch) when an Ace sits
        among other ranks, as in a run; §7.9 when a joker is in the group."""
        tags = ["§3"]
        ranks = {c.rank for c in self.cards if not c.is_joker}
        if self.pattern in ACE_PATTERNS or (1 in ranks and len(ranks) > 1):
            tags.append("§7.5")
        if any(c.is_joker for c in self.cards):
            tags.append("§7.9")
        return tuple(tags)


@dataclass(frozen=True, slots=True)
class DrillAnswer:
    """What the learner said about one group, and how long it took."""

    said_meld: bool
    valid: bool
    seconds: float

    @property
    def correct(self) -> bool:
        return self.said_meld == self.valid


@dataclass(frozen=True, slots=True)
class DrillSummary:
    """Score (right answers), accuracy (right / answered) and median answer time."""

    answered: int
    right: int
    accuracy: float
    median_seconds: float | None
    fastest: float | None
    slowest: float | None


def summarize(answers: Sequence[DrillAnswer]) -> DrillSummary:
    """Score, accuracy and median time of a finished (or partly finished) drill."""
    times = [a.seconds for a in answers]
    right = sum(a.correct for a in answers)
    return DrillSummary(
        answered=len(answers),
        right=right,
        accuracy=right / len(answers) if answers else 0.0,
        median_seconds=statistics.median(times) if times else None,
        fastest=min(times) if times else None,
        slowest=max(times) if times else None,
    )


# --------------------------------------------------------------------------- builders

Builder = Callable[[random.Random, Rules], tuple[Card, ...] | None]


def _suits(rng: random.Random, n: int) -> list[str]:
    return rng.sample(SUITS, n)


def _windows(rules: Rules, lengths: Sequence[int]) -> list[tuple[int, ...]]:
    return [w for w in run_windows(rules.ace) if len(w) in lengths]


def _run(rng: random.Random, rules: Rules) -> tuple[Card, ...]:
    window = rng.choice(_windows(rules, (3, 4, 5)))
    suit = rng.choice(SUITS)
    return tuple(Card(r, suit) for r in window)


def _set(rng: random.Random, rules: Rules) -> tuple[Card, ...]:
    rank = rng.choice([r for r in range(1, 14) if r != 7])
    return tuple(Card(rank, s) for s in _suits(rng, rng.choice((3, 4))))


def _sevens(rng: random.Random, rules: Rules) -> tuple[Card, ...]:
    return tuple(Card(7, s) for s in _suits(rng, rng.choice((1, 2, 2, 3))))


def _seven_pair_run(rng: random.Random, rules: Rules) -> tuple[Card, ...]:
    suit = rng.choice(SUITS)
    other = rng.choice((6, 8))
    return (Card(7, suit), Card(other, suit))


def _ace_run(rng: random.Random, rules: Rules) -> tuple[Card, ...]:
    """A run using the ace in a way the rules allow: A-2-3 always, Q-K-A, K-A-2 by switch."""
    options = [w for w in _windows(rules, (3,)) if 1 in w]
    suit = rng.choice(SUITS)
    return tuple(Card(r, suit) for r in rng.choice(options))


def _joker_meld(rng: random.Random, rules: Rules) -> tuple[Card, ...] | None:
    if rules.jokers == 0:
        return None
    base = list(_run(rng, rules) if rng.random() < 0.5 else _set(rng, rules))
    base[rng.randrange(len(base))] = Card.joker()
    return tuple(base)


def _gap(rng: random.Random, rules: Rules) -> tuple[Card, ...]:
    """A run with one rank skipped: 4-5-7 of one suit."""
    window = rng.choice(_windows(rules, (4, 5)))
    drop = rng.randrange(1, len(window) - 1)
    suit = rng.choice(SUITS)
    return tuple(Card(r, suit) for i, r in enumerate(window) if i != drop)


def _mixed_suits(rng: random.Random, rules: Rules) -> tuple[Card, ...]:
    """Consecutive ranks with one card of another suit."""
    cards = list(_run(rng, rules))
    i = rng.randrange(len(cards))
    other = rng.choice([s for s in SUITS if s != cards[i].suit])
    cards[i] = Card(cards[i].rank, other)
    return tuple(cards)


def _odd_rank(rng: random.Random, rules: Rules) -> tuple[Card, ...]:
    """A set with one card of a neighbouring rank: Q Q K."""
    rank = rng.choice([r for r in range(1, 14) if r != 7])
    size = rng.choice((3, 4))
    suits = _suits(rng, 4)
    cards = [Card(rank, s) for s in suits[: size - 1]]
    odd = rank + 1 if rank < 13 else rank - 1
    cards.append(Card(odd, rng.choice(SUITS)))
    return tuple(cards)


def _pair(rng: random.Random, rules: Rules) -> tuple[Card, ...]:
    """Two of a rank that is not seven (only sevens meld in twos)."""
    rank = rng.choice([r for r in range(1, 14) if r != 7])
    return tuple(Card(rank, s) for s in _suits(rng, 2))


def _short_run(rng: random.Random, rules: Rules) -> tuple[Card, ...]:
    """Two suited neighbours without a seven, or 6-8 around a missing seven."""
    suit = rng.choice(SUITS)
    if rng.random() < 0.3:
        return (Card(6, suit), Card(8, suit))
    low = rng.choice([r for r in range(1, 13) if r not in (6, 7)])
    return (Card(low, suit), Card(low + 1, suit))


def _single(rng: random.Random, rules: Rules) -> tuple[Card, ...]:
    """One card that is not a seven."""
    return (Card(rng.choice([r for r in range(1, 14) if r != 7]), rng.choice(SUITS)),)


def _corner(rng: random.Random, rules: Rules) -> tuple[Card, ...] | None:
    """A run the ace switch forbids: K-A-2 unless it wraps, Q-K-A when the ace is only low."""
    banned = {frozenset(w) for w in run_windows("wrap") if len(w) == 3 and 1 in w}
    banned -= {frozenset(w) for w in _windows(rules, (3,))}
    if not banned:
        return None
    suit = rng.choice(SUITS)
    ranks = rng.choice(sorted(sorted(b) for b in banned))
    return tuple(Card(r, suit) for r in ranks)


VALID_BUILDERS: dict[str, tuple[Builder, int]] = {
    "run": (_run, 4),
    "set": (_set, 4),
    "sevens": (_sevens, 2),
    "seven-run": (_seven_pair_run, 2),
    "ace-run": (_ace_run, 2),
    "joker": (_joker_meld, 1),
}
"""Builders meant to give a meld, with their weights."""

MISS_BUILDERS: dict[str, tuple[Builder, int]] = {
    "gap": (_gap, 4),
    "mixed-suits": (_mixed_suits, 4),
    "odd-rank": (_odd_rank, 3),
    "pair": (_pair, 2),
    "short-run": (_short_run, 2),
    "single": (_single, 1),
    "corner": (_corner, 3),
}
"""Builders meant to give a near miss, with their weights."""

ACE_PATTERNS = frozenset({"ace-run", "corner"})


def _build(rng: random.Random, rules: Rules, want_valid: bool, index: int) -> DrillItem:
    """Draw groups from the wanted family until the engine agrees (a builder that cannot
    work under these rules returns None); the engine's verdict is kept either way."""
    builders = VALID_BUILDERS if want_valid else MISS_BUILDERS
    names = list(builders)
    weights = [builders[n][1] for n in names]
    item: DrillItem | None = None
    for _ in range(_TRIES):
        name = rng.choices(names, weights)[0]
        cards = builders[name][0](rng, rules)
        if cards is None:
            continue
        shown = list(cards)
        rng.shuffle(shown)
        item = DrillItem(index, tuple(shown), name, check_meld(shown, rules))
        if item.valid == want_valid:
            return item
    if item is None:  # pragma: no cover - "gap" and "run" always build
        raise RuntimeError("no drill group could be built")
    return item


def _wants_meld(seed: int, index: int) -> bool:
    """Groups come in pairs, one meld and one near miss, in an order drawn from the seed;
    so a drill of even length is exactly half melds, and an odd one is one off."""
    first = random.Random(f"hoola-drill:{seed}:pair:{index // 2}").random() < 0.5
    return first if index % 2 == 0 else not first


def drill_item(seed: int, index: int, rules: Rules) -> DrillItem:
    """Group ``index`` (0-based) of the drill with this seed; it depends only on the seed,
    the index and the rules, never on the drill's length."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= SEED_MAX:
        raise QuizError("drill-seed", value=seed, most=SEED_MAX)
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < MAX_LENGTH:
        raise QuizError("drill-group", value=index, most=MAX_LENGTH - 1)
    rng = random.Random(f"hoola-drill:{seed}:group:{index}")
    return _build(rng, rules, _wants_meld(seed, index), index)


def drill_items(seed: int, count: int, rules: Rules) -> list[DrillItem]:
    """The first ``count`` groups of the drill with this seed (the same every time)."""
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_LENGTH:
        raise QuizError("drill-length", value=count, most=MAX_LENGTH)
    return [drill_item(seed, i, rules) for i in range(count)]


def drill_feedback(item: DrillItem, answer: DrillAnswer) -> Reason:
    """The verdict on one judged group, as data (``drill-verdict``: right or wrong, whether
    the group is a meld, the seconds taken), worded by the words layer."""
    return feedback(
        "drill-verdict", "3", correct=answer.correct, valid=item.valid, seconds=answer.seconds
    )


def answer_seed(seed: int, index: int) -> int:
    """The number saved with a drill answer: it names the seed and the group together."""
    return seed * MAX_LENGTH + index


def item_from_answer_seed(code: int, rules: Rules) -> DrillItem:
    """The group a saved drill answer was about (inverse of :func:`answer_seed`)."""
    seed, index = divmod(code, MAX_LENGTH)
    return drill_item(seed, index, rules)
