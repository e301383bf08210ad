"""Quiz questions made from a seed, answered by the engine and graded by it (RULES.md §2–§6).

:func:`generate` builds one :class:`Question` from ``(seed, rules, kind, tag)``: the same
inputs always give the same question. Every stored answer is computed by the engine
(``check_meld``, ``best_arrangement``, ``blast``, ``knock``, ``settle``) under the rules in
force, and so are the explanations. :func:`grade` marks a learner's response against the
engine's answer and says why, naming the rule.

Questions aim to teach: near-miss melds, hands on either side of the Blast and knock limits,
ties, sevens that go down at the showdown. A question carries the RULES.md points it tests
(``"§5.1"``) and ``"switch:<field>"`` for each switch whose other setting would change its
answer, so a learner can be sent back to the rule points they miss.

This module is engine side: it never imports Streamlit.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from tutor.engine.arrangement import best_arrangement, can_meld_all
from tutor.engine.cards import FULL_DECK, SUITS, Card, format_cards, parse_cards, sort_cards
from tutor.engine.counting import blast_value, card_points, hand_points
from tutor.engine.endings import (
    ENDING_TITLES,
    KNOCK_NEEDS_TEXT,
    Verdict,
    blast,
    four_sevens,
    going_out,
    knock,
    winning_draws,
)
from tutor.engine.errors import HoolaError
from tutor.engine.melds import candidate_melds, check_meld
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.settlement import LoserLine, Settlement, settle

__all__ = [
    "ANSWER_FORMS",
    "BLAST_CHOICES",
    "DOUBLING_CHOICES",
    "ENDING_CHOICES",
    "KIND_TAGS",
    "KIND_TITLES",
    "MELD_CHOICES",
    "QUESTION_KINDS",
    "SECTION_TITLES",
    "Question",
    "QuizGrade",
    "doubling_label",
    "generate",
    "grade",
    "kinds_for_tag",
]

AnswerForm = Literal["cards", "number", "choice", "multi"]
ANSWER_FORMS: tuple[AnswerForm, ...] = ("cards", "number", "choice", "multi")
Answer = str | int | tuple[str, ...]

QUESTION_KINDS: tuple[str, ...] = (
    "meld",
    "arrangement",
    "blast",
    "knock",
    "ending",
    "undercut",
    "stock-winner",
    "doublings",
    "payment",
    "perfect-feeder",
)
"""Every kind of question :func:`generate` makes."""

KIND_TITLES: dict[str, str] = {
    "meld": "Is it a meld?",
    "arrangement": "Best arrangement",
    "blast": "Blast or not?",
    "knock": "May this player knock?",
    "ending": "Which ending is open?",
    "undercut": "Is the knock undercut?",
    "stock-winner": "Who wins at the end of the stock?",
    "doublings": "Which doublings apply?",
    "payment": "Who pays what?",
    "perfect-feeder": "Feeding a Perfect",
}

KIND_TAGS: dict[str, tuple[str, ...]] = {
    "meld": ("§3", "§7.9", "switch:ace"),
    "arrangement": ("§3", "§6.1", "switch:ace"),
    "blast": ("§5.1", "§2", "§6.1", "switch:sopang_max", "switch:daepang_min"),
    "knock": (
        "§5.2",
        "§6.1",
        "§2",
        "switch:seven_in_hand",
        "switch:knock_needs",
        "switch:knock_limit",
    ),
    "ending": (
        "§5.3",
        "§5.4",
        "§5.1",
        "§5.2",
        "§6.1",
        "§2",
        "switch:sopang_max",
        "switch:daepang_min",
        "switch:knock_needs",
        "switch:knock_limit",
        "switch:seven_in_hand",
        "switch:perfect_needs_all_turns",
        "switch:ace",
        "switch:discard_to_go_out",
    ),
    "undercut": ("§5.2", "§6.1", "switch:seven_in_hand"),
    "stock-winner": (
        "§5.5",
        "§6.1",
        "switch:meld_at_stock_end",
        "switch:tie",
        "switch:seven_in_hand",
    ),
    "doublings": (
        "§6.3",
        "§5.1",
        "§5.2",
        "§5.3",
        "§5.5",
        "switch:sevens_double",
        "switch:undercut_doubles",
        "switch:stock_melds_spare_doubling",
        "switch:meld_at_stock_end",
    ),
    "payment": (
        "§6.2",
        "§6.3",
        "§6.4",
        "§5.1",
        "§5.2",
        "§5.3",
        "§5.5",
        "switch:sevens_double",
        "switch:undercut_doubles",
        "switch:seven_in_hand",
        "switch:meld_at_stock_end",
        "switch:stock_melds_spare_doubling",
    ),
    "perfect-feeder": ("§6.4", "§5.3", "§6.2", "§6.3"),
}
"""Every tag a question of each kind may carry (a question carries those that apply)."""

SECTION_TITLES: dict[str, str] = {
    "§2": "Card values",
    "§3": "Melds",
    "§5.1": "Blast",
    "§5.2": "Knock",
    "§5.3": "Going out and the Perfect",
    "§5.4": "Four sevens",
    "§5.5": "End of stock",
    "§6.1": "Points in hand",
    "§6.2": "Base stakes by rank",
    "§6.3": "Doublings",
    "§6.4": "Who pays",
    "§7.9": "Jokers",
}

MELD_CHOICES: tuple[str, ...] = ("A set", "A run", "Not a meld")
BLAST_CHOICES: tuple[str, ...] = ("Sopang (minor Blast)", "Daepang (major Blast)", "No Blast")
YES_NO: tuple[str, ...] = ("Yes", "No")
UNDERCUT_CHOICES: tuple[str, ...] = ("Yes, the knock is undercut", "No, the knock wins")
DOUBLING_CHOICES: tuple[str, ...] = (
    "A seven left in hand",
    "Had a turn but never melded",
    "The winner made a Perfect",
    "The knocker was undercut",
)
NAMES: tuple[str, ...] = ("Min", "Jae", "Soo", "Hana", "Tae")
SEED_SPACE = 1_000_000
"""Seeds :func:`generate` derives for itself (when searching for a tag) lie below this."""
TAG_ATTEMPTS = 40

_SECTION = re.compile(r"^§\d+(\.\d+)?$")


# --------------------------------------------------------------------------- results


@dataclass(frozen=True)
class Question:
    """One quiz question. Everything a page needs to ask it and to explain its answer.

    ``cards`` is the hand or group shown; ``record`` the round shown (players in seating
    order, clockwise), with ``facts`` about the situation in words; ``context`` holds the
    same situation as values (``("players", 4)``, ``("melded", True)``) and ``player``
    names the player asked about. ``answer`` is the engine's answer: a choice label, a
    number, card texts (``cards``) or a tuple of labels (``multi``); ``answer_form`` says
    which. ``generate(q.seed, q.rules, kind=q.kind)`` gives the question back.
    """

    kind: str
    seed: int
    rules: Rules
    difficulty: int
    tags: tuple[str, ...]
    rule: str
    prompt: str
    answer_form: AnswerForm
    answer: Answer
    answer_text: str
    hint: str
    explanation: tuple[str, ...]
    cards: tuple[Card, ...] = ()
    record: RoundRecord | None = None
    facts: tuple[str, ...] = ()
    choices: tuple[str, ...] = ()
    player: str | None = None
    context: tuple[tuple[str, int | bool], ...] = ()

    @property
    def title(self) -> str:
        return KIND_TITLES[self.kind]

    @property
    def hands(self) -> tuple[tuple[str, tuple[Card, ...]], ...]:
        """Each player's hand in a round record, in seating order."""
        if self.record is None:
            return ()
        return tuple((p.name, parse_cards(p.hand)) for p in self.record.players)


@dataclass(frozen=True)
class QuizGrade:
    """A response marked by the engine: right or not, the engine's answer, a short praise or
    correction, and the full explanation (first line names the rule)."""

    correct: bool
    expected_text: str
    response_text: str
    feedback: str
    explanation: tuple[str, ...]
    rule: str


# --------------------------------------------------------------------------- helpers


def _pretty(cards: Iterable[Card]) -> str:
    return format_cards(cards, pretty=True)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _pick_worth(
    rng: random.Random, pool: Sequence[Card], k: int, total: int, value: Callable[[Card], int]
) -> tuple[Card, ...] | None:
    """``k`` distinct cards from ``pool`` whose values add up to ``total``, or ``None``."""
    if k <= 0:
        return () if total == 0 else None
    vals = [value(c) for c in pool]
    if len(vals) < k:
        return None
    lo_v, hi_v = min(vals), max(vals)
    for _ in range(30):
        chosen: list[Card] = []
        taken: set[int] = set()
        left = total
        for i in range(k):
            slots = k - i - 1
            lo, hi = left - slots * hi_v, left - slots * lo_v
            cands = [j for j, v in enumerate(vals) if lo <= v <= hi and j not in taken]
            if not cands:
                break
            j = rng.choice(cands)
            taken.add(j)
            chosen.append(pool[j])
            left -= vals[j]
        else:
            if left == 0:
                return tuple(chosen)
    return None


class _Deal:
    """Cards dealt from one deck for one question: no card twice."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.used: set[Card] = set()

    def free(self, keep: Callable[[Card], bool] | None = None) -> list[Card]:
        return [c for c in FULL_DECK if c not in self.used and (keep is None or keep(c))]

    def take(self, cards: Iterable[Card]) -> tuple[Card, ...]:
        out = tuple(cards)
        self.used.update(out)
        return out

    def random(self, k: int, keep: Callable[[Card], bool] | None = None) -> tuple[Card, ...]:
        pool = self.free(keep)
        return self.take(self.rng.sample(pool, min(k, len(pool))))

    def worth(
        self,
        k: int,
        total: int,
        value: Callable[[Card], int],
        keep: Callable[[Card], bool] | None = None,
    ) -> tuple[Card, ...] | None:
        found = _pick_worth(self.rng, self.free(keep), k, total, value)
        return None if found is None else self.take(found)

    def meld(self) -> tuple[Card, ...]:
        """Three cards that make a run or a set (not sevens), from what is left."""
        for _ in range(30):
            if self.rng.random() < 0.55:
                suit = self.rng.choice(SUITS)
                start = self.rng.randint(1, 11)
                cards = [Card(r, suit) for r in range(start, start + 3)]
            else:
                rank = self.rng.choice([r for r in range(1, 14) if r != 7])
                cards = [Card(rank, s) for s in self.rng.sample(SUITS, 3)]
            if not any(c in self.used or c.rank == 7 for c in cards):
                return self.take(cards)
        return self.random(3)


def _flipped(rules: Rules, field: str) -> list[Rules]:
    """The rules with ``field`` set to each other value a learner is likely to meet."""
    now = getattr(rules, field)
    options: dict[str, list[Any]] = {
        "ace": ["wrap", "high-or-low", "low"],
        "seven_in_hand": [7, 14],
        "sopang_max": [14, 15],
        "daepang_min": [83, 81],
        "knock_needs": ["other-melded", "knocker-and-other", "none"],
        "knock_limit": [10, {2: 7, 3: 10, 4: 15}],
        "meld_at_stock_end": [True, False],
        "tie": ["turn-order", "fewest-cards"],
        "sevens_double": [True, False],
        "undercut_doubles": [True, False],
        "stock_melds_spare_doubling": [True, False],
        "perfect_needs_all_turns": [True, False],
        "discard_to_go_out": [True, False],
    }
    out = []
    for value in options[field]:
        if value != now:
            try:
                out.append(rules.with_changes(**{field: value}))
            except HoolaError:
                continue
    return out


def _switch_tags(rules: Rules, fields: Iterable[str], answer: Callable[[Rules], Any]) -> list[str]:
    """``switch:<field>`` for each field whose other settings change the answer. A question
    the engine refuses under the other setting does not count as a change."""
    base = answer(rules)
    tags = []
    for field in fields:
        for other in _flipped(rules, field):
            try:
                if answer(other) != base:
                    tags.append(f"switch:{field}")
                    break
            except (HoolaError, KeyError):
                continue
    return tags


def _tags(*groups: Iterable[str]) -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for group in groups:
        for tag in group:
            seen.setdefault(tag, None)
    return tuple(seen)


def _seven_text(rules: Rules) -> str:
    return f"sevens count {rules.seven_in_hand}"


def _player_counts(rules: Rules) -> list[int]:
    """Table sizes (2–5) for which the rules state a knock limit."""
    out = []
    for n in range(2, 6):
        try:
            rules.knock_limit_for(n)
        except HoolaError:
            continue
        out.append(n)
    return out or [2]


# --------------------------------------------------------------------------- the rule lines


def _rule_line(rule: str, rules: Rules) -> str:
    """One sentence, in the project's words, stating the rule a question is about."""
    if rule == "§3":
        return (
            "§3 Melds: a set is three or four cards of one rank; a run is three or more cards "
            "of one suit in sequence. Sevens are special: one seven alone is a meld, and a run "
            "holding a seven needs only two cards (6-7 or 7-8)."
        )
    if rule == "§6.1":
        return (
            "§3 and §6.1: lay the melds that leave the fewest points in hand. What stays is "
            f"counted: {_seven_text(rules)}, four cards of one rank score nothing."
        )
    if rule == "§5.1":
        if not rules.blast_allowed():
            return "§5.1 Blast: with picture cards at 10, these rules play no Blast at all."
        return (
            "§5.1 Blast: at the start of your own turn, before you have laid any meld, add up "
            "all seven cards at face value (sevens 7, a quad in full). At most "
            f"{rules.sopang_max} is a Sopang, at least {rules.daepang_min} a Daepang; either "
            "wins at once."
        )
    if rule == "§5.2":
        return (
            "§5.2 Knock: at the start of your turn you may stop holding no more points than "
            "the knock limit, counted as a settlement counts them; under these rules "
            f"{KNOCK_NEEDS_TEXT[rules.knock_needs]}."
        )
    if rule == "§5.3":
        how = (
            "meld every card but one and discard the last"
            if rules.discard_to_go_out
            else "meld every card (a last discard is allowed but not needed)"
        )
        turns = ", once every other player has had a turn" if rules.perfect_needs_all_turns else ""
        return (
            f"§5.3 Going out: in your turn, after drawing, {how}. Laying the whole hand in one "
            f"turn with no meld laid before is a Perfect (Hoola){turns}."
        )
    if rule == "§5.4":
        return (
            "§5.4 Four sevens: a player holding all four sevens in hand, none melded, may stop "
            "and win."
        )
    if rule == "§5.2u":
        return (
            "§5.2 Knock: the knocker wins only with strictly the fewest points. Anyone holding "
            "the same or fewer undercuts the knock, and the knocker loses."
        )
    if rule == "§5.5":
        how = (
            "everyone first lays what melds they can"
            if rules.meld_at_stock_end
            else "nobody melds any more: hands count as they are"
        )
        return (
            f"§5.5 End of stock: when the stock runs out, {how}; the fewest points in hand "
            f"wins ({_seven_text(rules)}, a quad scores nothing)."
        )
    if rule == "§6.3":
        sevens = "each seven left in a loser's hand, " if rules.sevens_double else ""
        undercut = ", and an undercut knock" if rules.undercut_doubles else ""
        return (
            f"§6.3 Doublings: {sevens}a loser who had a turn but never melded, a Perfect"
            f"{undercut} each double a payment, all multiplied together."
        )
    if rule == "§6.2":
        return (
            "§6.2–§6.4 Payment: losers are ranked by points, fewest first, and pay 1, 2, 3 … "
            "stakes (tied losers pay the higher number); each doubling multiplies by 2. After "
            "an undercut knock the knocker pays every loser's payment; after a Perfect fed by "
            "a discard, the feeder does."
        )
    if rule == "§6.4":
        return (
            "§6.4 Who pays: when a Perfect is completed with another player's discard, that "
            "player pays every loser's payment, their own included, and the other losers pay "
            "nothing."
        )
    raise KeyError(rule)


def _rule_tag(rule: str) -> str:
    return rule.removesuffix("u")


# --------------------------------------------------------------------------- meld


def _ace_text(rules: Rules) -> str:
    return {
        "wrap": "the Ace may be low (A-2-3), high (Q-K-A) or around the corner (K-A-2)",
        "high-or-low": "the Ace may be low (A-2-3) or high (Q-K-A), but not around the corner",
        "low": "the Ace is always low (A-2-3 only)",
    }[rules.ace]


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
    if not check.valid:
        return MELD_CHOICES[2]
    return MELD_CHOICES[0] if check.kind == "set" else MELD_CHOICES[1]


def _q_meld(rng: random.Random, rules: Rules, seed: int) -> Question:
    """§3: is this group a meld, and which kind? Near misses are common on purpose."""
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
        extra.append(f"Under the rules in force {_ace_text(rules)}.")
    tags = _tags(
        ["§3"],
        ["§7.9"] if any(c.is_joker for c in group) else [],
        _switch_tags(rules, ["ace"], lambda r: _meld_answer(group, r)) if aces else [],
    )
    hint = (
        "Think of §3: do the cards share one rank, or one suit in an unbroken sequence? "
        "Count the cards, and remember what sevens may do."
    )
    if aces:
        hint += " Check how the Ace may sit in a run under the rules in force."
    return Question(
        kind="meld",
        seed=seed,
        rules=rules,
        difficulty=difficulty,
        tags=tags,
        rule="§3",
        prompt=f"Do these {len(group)} cards form one meld? If so, which kind?",
        answer_form="choice",
        answer=answer,
        answer_text=answer,
        hint=hint,
        explanation=(_rule_line("§3", rules), *check.reasons, *extra),
        cards=group,
        choices=MELD_CHOICES,
    )


# --------------------------------------------------------------------------- arrangement


def _arrangement_hand(rng: random.Random) -> tuple[tuple[Card, ...], bool]:
    """A seven-card hand with melds planted in it; ``True`` if two readings compete."""
    deal = _Deal(rng)
    plan = rng.choice(("overlap", "overlap", "run", "set", "seven", "two", "two"))
    overlap = plan == "overlap"
    if plan == "overlap":
        # RULES.md §3: 3-4-5 of one suit and two more 4s: the run or the set, not both.
        suit = rng.choice(SUITS)
        mid = rng.choice([r for r in range(2, 13) if r not in (6, 7, 8)])
        cards = [Card(mid - 1, suit), Card(mid, suit), Card(mid + 1, suit)]
        cards += [Card(mid, s) for s in rng.sample([s for s in SUITS if s != suit], 2)]
        deal.take(cards)
    elif plan == "run":
        suit = rng.choice(SUITS)
        start = rng.randint(1, 10)
        deal.take(Card(r, suit) for r in range(start, start + rng.choice((3, 4))))
    elif plan == "set":
        deal.meld()
    elif plan == "seven":
        suit = rng.choice(SUITS)
        deal.take([Card(7, suit), Card(rng.choice((6, 8)), suit)])
    else:
        deal.meld()
        deal.meld()
    deal.random(7 - len(deal.used))
    hand = list(deal.used)
    rng.shuffle(hand)
    return sort_cards(hand), overlap


def _q_arrangement(rng: random.Random, rules: Rules, seed: int) -> Question:
    """§3, §6.1: the best arrangement of a seven-card hand, as points or as the cards left."""
    hand, overlap = _arrangement_hand(rng)
    form: AnswerForm = "cards" if rng.random() < 0.5 else "number"
    arr = best_arrangement(hand, rules)

    def answer_for(r: Rules) -> Answer:
        a = best_arrangement(hand, r)
        if form == "number":
            return a.points
        return tuple(str(c) for c in sort_cards(a.deadwood))

    answer = answer_for(rules)
    # A seven always melds alone, so the seven_in_hand switch never changes this answer.
    sevens = any(c.rank == 7 for c in hand)
    aces = any(c.rank == 1 for c in hand)
    switches = _switch_tags(rules, ["ace"] if aces else [], answer_for)
    tags = _tags(["§3", "§6.1"], switches)
    difficulty = 1 + (len(arr.melds) >= 2) + (overlap or sevens)
    if form == "number":
        prompt = (
            "Lay the best melds you can from this hand. How many points are left in hand "
            "afterwards?"
        )
        answer_text = str(arr.points)
    else:
        prompt = (
            "Lay the best melds you can from this hand. Pick the cards you would leave in hand "
            "(every other card goes into a meld) so that the fewest points remain."
        )
        answer_text = (
            f"{_pretty(sort_cards(arr.deadwood))} ({_plural(arr.points, 'point')} left)"
            if arr.deadwood
            else "no cards: everything melds (0 points)"
        )
    hint = (
        "Think of §3 and §6.1: list the melds hiding in the hand, remember a card can go in "
        "only one meld, and compare what each choice leaves in hand."
    )
    return Question(
        kind="arrangement",
        seed=seed,
        rules=rules,
        difficulty=min(3, difficulty),
        tags=tags,
        rule="§6.1",
        prompt=prompt,
        answer_form=form,
        answer=answer,
        answer_text=answer_text,
        hint=hint,
        explanation=(_rule_line("§6.1", rules), *arr.explanation),
        cards=hand,
    )


# --------------------------------------------------------------------------- blast


def _blast_hand(rng: random.Random, rules: Rules, variant: str) -> tuple[Card, ...] | None:
    deal = _Deal(rng)
    value = lambda c: blast_value(c, rules)  # noqa: E731
    no_seven = lambda c: c.rank != 7  # noqa: E731
    if variant == "low":
        total = rng.randint(max(10, rules.sopang_max - 2), rules.sopang_max + 2)
        if total >= 15 and rng.random() < 0.3:
            seven = deal.take([Card(7, rng.choice(SUITS))])
            rest = deal.worth(6, total - 7, value, no_seven)
            return None if rest is None else (*seven, *rest)
        return deal.worth(7, total, value, no_seven)
    if variant == "high":
        if rules.picture_cards_ten:
            pictures = deal.random(rng.choice((6, 7)), lambda c: c.rank > 10)
            return (*pictures, *deal.random(7 - len(pictures), lambda c: 8 <= c.rank <= 10))
        total = min(88, rng.randint(rules.daepang_min - 3, rules.daepang_min + 2))
        return deal.worth(7, total, value)
    if variant == "melded":
        return deal.worth(5, rng.randint(5, rules.sopang_max), value, no_seven)
    return deal.random(7)


def _q_blast(rng: random.Random, rules: Rules, seed: int) -> Question:
    """§5.1: may this player stop with a Blast? Hands sit close to the Sopang and Daepang
    limits; a player who has melded never may."""
    hand = None
    while hand is None:
        variant = rng.choices(("low", "high", "melded", "middle"), weights=(5, 4, 1, 1))[0]
        hand = _blast_hand(rng, rules, variant)
    hand = sort_cards(hand)
    melded = variant == "melded"
    verdict = blast(hand, rules, melded=melded)
    total = verdict.numbers["total"]
    sevens = any(c.rank == 7 for c in hand)
    quad = any(sum(c.rank == r for c in hand) == 4 for r in {c.rank for c in hand})
    switches = _switch_tags(
        rules, ["sopang_max", "daepang_min"], lambda r: blast(hand, r, melded=melded).title
    )
    tags = _tags(["§5.1"], ["§2"] if sevens else [], ["§6.1"] if quad else [], switches)
    near = min(abs(total - rules.sopang_max), abs(total - rules.daepang_min)) <= 1
    difficulty = 1 if variant in ("melded", "middle") else 3 if (near or sevens or quad) else 2
    situation = (
        "Min has already laid a meld this round."
        if melded
        else "Min has not laid any meld yet this round."
    )
    extra = []
    if sevens and rules.seven_in_hand != 7:
        extra.append(
            f"Sevens count {rules.seven_in_hand} when hands are counted at the end, but "
            "never in the Blast test: there a seven is 7 (§2)."
        )
    if quad:
        extra.append(
            "A quad counts in full here, though it would score nothing in a settlement (§6.1)."
        )
    hint = "Think of §5.1: add up the cards the way the Blast test counts them"
    if rules.blast_allowed():
        hint += (
            f" and compare the total with the limits in force (Sopang at most "
            f"{rules.sopang_max}, Daepang at least {rules.daepang_min}). Has Min melded?"
        )
    else:
        hint += ", and ask whether these rules play a Blast at all."
    return Question(
        kind="blast",
        seed=seed,
        rules=rules,
        difficulty=difficulty,
        tags=tags,
        rule="§5.1",
        prompt=(
            "It is the start of Min's turn, before drawing. Can Min stop the round now with a "
            "Blast, and which one?"
        ),
        answer_form="choice",
        answer=verdict.title,
        answer_text=verdict.title,
        hint=hint,
        explanation=(_rule_line("§5.1", rules), *verdict.reasons, *extra),
        cards=hand,
        facts=(situation,),
        choices=BLAST_CHOICES,
        player="Min",
        context=(("melded", melded),),
    )


# --------------------------------------------------------------------------- knock


def _q_knock(rng: random.Random, rules: Rules, seed: int) -> Question:
    """§5.2: may this player knock now? Hands sit near the knock limit; the melding
    condition and the count (sevens, quads) decide the close calls."""
    value = lambda c: card_points(c, rules)  # noqa: E731
    players = rng.choice(_player_counts(rules))
    limit = rules.knock_limit_for(players)
    knocker_melded = rng.random() < 0.7
    others_melded = rng.random() < 0.75
    hand: tuple[Card, ...] | None = None
    while hand is None:
        deal = _Deal(rng)
        target = max(1, rng.randint(limit - 2, limit + 2))
        if knocker_melded:
            size = rng.choice((1, 2, 2, 3, 3, 4))
            if rng.random() < 0.3:
                seven = deal.take([Card(7, rng.choice(SUITS))])
                rest = deal.worth(size - 1, target - value(seven[0]), value, lambda c: c.rank != 7)
                hand = None if rest is None else (*seven, *rest)
            else:
                hand = deal.worth(size, target, value)
        else:
            quad_rank = rng.choice([r for r in range(1, 14) if r != 7])
            quad = deal.take(Card(quad_rank, s) for s in SUITS)
            rest = deal.worth(3, max(3, target), value, lambda c, q=quad_rank: c.rank != q)
            hand = None if rest is None else (*quad, *rest)
    hand = sort_cards(hand)

    def answer_for(r: Rules) -> str:
        v = knock(
            hand, r, players=players, knocker_melded=knocker_melded, others_melded=others_melded
        )
        return YES_NO[0] if v.allowed else YES_NO[1]

    verdict = knock(
        hand, rules, players=players, knocker_melded=knocker_melded, others_melded=others_melded
    )
    answer = YES_NO[0] if verdict.allowed else YES_NO[1]
    sevens = any(c.rank == 7 for c in hand)
    quad = not knocker_melded
    fields = ["knock_needs", "knock_limit"] + (["seven_in_hand"] if sevens else [])
    switches = _switch_tags(rules, fields, answer_for)
    tags = _tags(
        ["§5.2"],
        ["§6.1"] if quad else [],
        ["§2"] if "switch:seven_in_hand" in switches else [],
        switches,
    )
    points = verdict.numbers["points"]
    difficulty = 3 if abs(points - limit) <= 1 or quad or sevens else 2
    facts = (
        f"{players} players at the table.",
        "Min has laid a meld this round." if knocker_melded else "Min has not laid any meld.",
        "At least one other player has laid a meld."
        if others_melded
        else "No other player has laid a meld yet.",
    )
    return Question(
        kind="knock",
        seed=seed,
        rules=rules,
        difficulty=difficulty,
        tags=tags,
        rule="§5.2",
        prompt="It is the start of Min's turn, before drawing. May Min knock (stop) now?",
        answer_form="choice",
        answer=answer,
        answer_text=answer,
        hint=(
            "Think of §5.2: count Min's points the way a settlement counts them (§6.1), "
            "compare with the knock limit for this many players, and check who must have "
            "melded under the rules in force."
        ),
        explanation=(_rule_line("§5.2", rules), *verdict.reasons),
        cards=hand,
        facts=facts,
        choices=YES_NO,
        player="Min",
        context=(
            ("players", players),
            ("knocker_melded", knocker_melded),
            ("others_melded", others_melded),
        ),
    )


# --------------------------------------------------------------------------- ending

ENDING_CHOICES: tuple[str, ...] = (
    ENDING_TITLES["blast"],
    ENDING_TITLES["knock"],
    ENDING_TITLES["four-sevens"],
    f"{ENDING_TITLES['going-out']} with the right draw",
    "A Perfect (Hoola) with the right draw",
)
"""The endings a player may be open to at the start of a turn (RULES.md §5.1–§5.4): the
engine's ending names; going out is split into an ordinary going out and a Perfect. No
label holds a comma: ``grade`` reads a text answer as labels split at commas."""

_ENDING_LABEL = {"blast": 0, "knock": 1, "four-sevens": 2}
_ENDING_RULES = ("§5.1", "§5.2", "§5.4", "§5.3")

# (plan, weight): hands that teach one ending each, and their near misses.
_ENDING_PLANS: tuple[tuple[str, int], ...] = (
    ("four-sevens", 3),
    ("three-sevens", 2),
    ("perfect", 4),
    ("near-out", 3),
    ("exact", 2),
    ("blast-low", 2),
    ("blast-high", 1),
    ("knock", 3),
    ("random", 1),
)


@dataclass(frozen=True)
class _Turn:
    """The situation at the start of the asked player's turn (what ``endings_open`` takes)."""

    players: int
    melded: bool
    others_melded: bool
    others_had_turn: bool


def _related(card: Card, hand: Sequence[Card]) -> bool:
    """Could ``card`` share a meld with a card of ``hand``? A seven always could (it melds
    alone); otherwise only a card of the same rank, or of the same suit one rank away
    (Ace next to both 2 and King, whatever the ace rule)."""
    return card.rank == 7 or any(
        c.rank == card.rank or (c.suit == card.suit and (c.rank - card.rank) % 13 in (1, 12))
        for c in hand
    )


def _winning_draws(hand: tuple[Card, ...], rules: Rules) -> tuple[Card, ...]:
    """The engine's ``winning_draws(hand, rules)``, in the same order, checked faster.

    Every draw is still judged by the engine's ``going_out``, but (1) a draw that leaves
    two cards of the eight in no meld the engine can list (``candidate_melds``) cannot go
    out, and (2) every draw unrelated to the hand (see :func:`_related`) is in no meld at
    all, so it can only be the discard: all such draws share one verdict, checked once."""
    if any(c.is_joker for c in hand):
        return winning_draws(hand, rules)
    unrelated: bool | None = None
    out = []
    for card in FULL_DECK:
        if card in hand:
            continue
        eight = (*hand, card)
        if not _related(card, hand):
            if unrelated is None:
                unrelated = going_out(eight, rules).allowed
            ok = unrelated
        else:
            covered = 0
            for cand in candidate_melds(eight, 0, rules):
                covered |= cand.mask
            ok = len(eight) - covered.bit_count() <= 1 and going_out(eight, rules).allowed
        if ok:
            out.append(card)
    return tuple(out)


class _Endings:
    """The engine's verdicts on one hand in one situation, under any rules asked for. The
    draws that would let the hand go out depend only on the meld rules, so they are
    worked out once for each ace rule and discard rule."""

    def __init__(self, hand: tuple[Card, ...], turn: _Turn) -> None:
        self.hand = hand
        self.turn = turn
        self._draws: dict[tuple[str, bool], tuple[Card, ...]] = {}
        self._out: dict[tuple[str, bool, bool], Verdict | None] = {}

    def draws(self, rules: Rules) -> tuple[Card, ...]:
        key = (rules.ace, rules.discard_to_go_out)
        if key not in self._draws:
            self._draws[key] = _winning_draws(self.hand, rules)
        return self._draws[key]

    def verdicts(self, rules: Rules) -> tuple[Verdict, Verdict, Verdict, Verdict | None]:
        """Blast, knock and four sevens now, and going out with the first winning draw
        (``None`` when no draw lets the hand go out)."""
        t = self.turn
        key = (rules.ace, rules.discard_to_go_out, rules.perfect_needs_all_turns)
        if key not in self._out:
            draws = self.draws(rules)
            self._out[key] = (
                going_out(
                    (*self.hand, draws[0]),
                    rules,
                    melded_before=t.melded,
                    others_had_turn=t.others_had_turn,
                )
                if draws
                else None
            )
        out = self._out[key]
        return (
            blast(self.hand, rules, melded=t.melded),
            knock(
                self.hand,
                rules,
                players=t.players,
                knocker_melded=t.melded,
                others_melded=t.others_melded,
            ),
            four_sevens(self.hand, rules),
            out,
        )

    def answer(self, rules: Rules) -> tuple[str, ...]:
        *now, out = self.verdicts(rules)
        picked = {ENDING_CHOICES[_ENDING_LABEL[v.ending]] for v in now if v.allowed}
        if out is not None and out.allowed:
            picked.add(ENDING_CHOICES[4] if out.title.startswith("Perfect") else ENDING_CHOICES[3])
        return tuple(c for c in ENDING_CHOICES if c in picked)


def _ending_turn(rng: random.Random, rules: Rules, melded: bool, first_round: float) -> _Turn:
    """A situation that can happen: a player who has melded is past their first turn; in
    the first round of turns another player can have melded only with three or more
    players at the table."""
    players = rng.choice(_player_counts(rules))
    had_turn = melded or rng.random() >= first_round
    others = rng.random() < 0.6 if had_turn else players >= 3 and rng.random() < 0.3
    return _Turn(players, melded, others, had_turn)


def _partial(deal: _Deal, far: bool = False) -> tuple[Card, ...]:
    """Two cards one card short of a meld (a pair, or two of a run), no sevens; ``far``:
    no six or eight either, so that no seven drawn can join them."""
    rng = deal.rng
    banned = {6, 7, 8} if far else {7}
    for _ in range(30):
        if rng.random() < 0.5:
            rank = rng.choice([r for r in range(1, 14) if r not in banned])
            cards = [Card(rank, s) for s in rng.sample(SUITS, 2)]
        else:
            suit = rng.choice(SUITS)
            low = rng.randint(1, 12)
            gap = rng.choice((1, 1, 2)) if low <= 11 else 1
            cards = [Card(low, suit), Card(low + gap, suit)]
        if not any(c in deal.used or c.rank in banned for c in cards):
            return deal.take(cards)
    return deal.random(2, lambda c: c.rank not in banned)


def _near_out_hand(deal: _Deal, size: int) -> tuple[Card, ...]:
    """A hand of ``size`` cards built from melds, partial melds and strays, so that one
    draw often (not always) lets it go out."""
    rng = deal.rng
    shapes = {
        7: (
            ("meld", "meld", "stray"),
            ("meld4", "partial", "stray"),
            ("meld", "partial", "partial"),
        ),
        6: (("meld", "partial", "stray"), ("meld", "meld"), ("meld", "stray", "stray", "stray")),
        5: (("meld", "partial"), ("meld", "stray", "stray"), ("partial", "partial", "stray")),
        4: (("meld", "stray"), ("partial", "partial"), ("meld", "seven")),
        3: (("partial", "stray"), ("meld",), ("seven", "stray", "stray")),
        2: (("partial",), ("stray", "stray"), ("seven", "stray")),
        1: (("stray",), ("seven",)),
    }[size]
    hand: tuple[Card, ...] = ()
    for part in rng.choice(shapes):
        if part == "meld":
            hand += deal.meld()
        elif part == "meld4":
            suit = rng.choice(SUITS)
            start = rng.choice([r for r in range(1, 11) if not r <= 7 <= r + 3])
            four = [Card(r, suit) for r in range(start, start + 4)]
            hand += deal.take(four) if not any(c in deal.used for c in four) else deal.meld()
        elif part == "partial":
            hand += _partial(deal)
        elif part == "seven":
            hand += deal.random(1, lambda c: c.rank == 7)
        else:
            hand += deal.random(1, lambda c: c.rank != 7)
    return hand + deal.random(size - len(hand), lambda c: c.rank != 7)


def _ending_hand(
    rng: random.Random, rules: Rules, plan: str
) -> tuple[tuple[Card, ...], _Turn] | None:
    """A hand for ``plan`` and the situation it is met in (``None``: try again)."""
    deal = _Deal(rng)
    value = lambda c: card_points(c, rules)  # noqa: E731
    no_seven = lambda c: c.rank != 7  # noqa: E731
    if plan in ("four-sevens", "three-sevens"):
        count = 4 if plan == "four-sevens" else 3
        sevens = deal.take(rng.sample([Card(7, s) for s in SUITS], count))
        melded = rng.random() < 0.25
        turn = _ending_turn(rng, rules, melded, 0.25)
        if melded:
            return (*sevens, *deal.random(rng.randint(0, 6 - count), no_seven)), turn
        left = 7 - count
        style = rng.choice(("low", "meld", "random"))
        if style == "meld" and left >= 3:
            return (*sevens, *deal.meld(), *deal.random(left - 3, no_seven)), turn
        if style == "low":
            limit = rules.knock_limit_for(turn.players)
            rest = deal.worth(left, rng.randint(left, max(left, limit + 2)), value, no_seven)
            return None if rest is None else ((*sevens, *rest), turn)
        return (*sevens, *deal.random(left, no_seven)), turn
    if plan == "exact":  # two or five cards: the draw may make plain melds of everything
        turn = _ending_turn(rng, rules, True, 0)
        hand = _partial(deal, far=True)
        return (hand if rng.random() < 0.5 else (*deal.meld(), *hand)), turn
    if plan in ("perfect", "near-out"):
        melded = plan == "near-out"
        turn = _ending_turn(rng, rules, melded, 0.5)
        size = rng.choice((1, 2, 2, 3, 4, 4, 5, 5, 6)) if melded else 7
        return _near_out_hand(deal, size), turn
    if plan in ("blast-low", "blast-high"):
        turn = _ending_turn(rng, rules, False, 0.3)
        hand = _blast_hand(rng, rules, plan.removeprefix("blast-"))
        return None if hand is None else (hand, turn)
    if plan == "knock":
        melded = rng.random() < 0.75
        turn = _ending_turn(rng, rules, melded, 0.3)
        limit = rules.knock_limit_for(turn.players)
        target = max(1, rng.randint(limit - 2, limit + 2))
        if not melded:  # a quad scores nothing: seven cards, few points
            rank = rng.choice([r for r in range(1, 14) if r != 7])
            quad = deal.take(Card(rank, s) for s in SUITS)
            rest = deal.worth(3, max(3, target), value, lambda c: c.rank not in (7, rank))
            return None if rest is None else ((*quad, *rest), turn)
        size = rng.choice((1, 2, 2, 3, 3, 4))
        if rng.random() < 0.3:
            seven = deal.take([Card(7, rng.choice(SUITS))])
            rest = deal.worth(size - 1, target - value(seven[0]), value, no_seven)
            return None if rest is None else ((*seven, *rest), turn)
        hand = deal.worth(size, target, value)
        return None if hand is None else (hand, turn)
    melded = rng.random() < 0.3
    turn = _ending_turn(rng, rules, melded, 0.3)
    return deal.random(rng.randint(2, 6) if melded else 7), turn


def _turn_facts(turn: _Turn, size: int) -> tuple[str, ...]:
    return (
        f"{turn.players} players at the table.",
        f"Min has laid a meld this round and holds {_plural(size, 'card')}."
        if turn.melded
        else "Min has not laid any meld yet this round.",
        "At least one other player has laid a meld."
        if turn.others_melded
        else "No other player has laid a meld yet.",
        "Every other player has had a turn."
        if turn.others_had_turn
        else "This is Min's first turn: not every other player has had a turn yet.",
    )


def _ending_lines(endings: _Endings, rules: Rules) -> list[str]:
    """The engine's verdict on each ending, with its reasons, in the order of the choices."""
    turn = endings.turn
    b, k, f, out = endings.verdicts(rules)
    lines = []
    for v in (b, k, f):
        mark = "open" if v.allowed else "not open"
        lines.append(f"{ENDING_TITLES[v.ending]} ({v.rule}), {mark}: {v.title}.")
        lines.extend(v.reasons)
    draws = endings.draws(rules)
    if out is None:
        lines.append(
            f"{ENDING_TITLES['going-out']} (§5.3), not open: no card Min could draw lets the "
            "whole hand go down this turn."
        )
        if rules.discard_to_go_out and (len(endings.hand) + 1) % 3 == 0:
            free = endings.draws(rules.with_changes(discard_to_go_out=False))
            if free:
                lines.append(
                    f"Drawing {free[0].pretty} would let every card go into melds, but these "
                    "rules ask for a last discard (§4), and what is left after any discard "
                    "does not meld."
                )
        return lines
    shown = " ".join(c.pretty for c in draws[:12]) + (" …" if len(draws) > 12 else "")
    lines.append(
        f"{ENDING_TITLES['going-out']} (§5.3), open: {out.title}. Drawing any of "
        f"{_plural(len(draws), 'card')} would do it: {shown}. With {draws[0].pretty}, for one:"
    )
    lines.extend(out.reasons)
    if turn.melded:
        lines.append("Min has laid a meld before, so this would not be a Perfect.")
    return lines


def _q_ending(rng: random.Random, rules: Rules, seed: int) -> Question:
    """§5.1–§5.4: which endings are open to this hand at the start of the turn? Four
    sevens and three, hands one card from going out (a Perfect or not), hands near the
    Blast and knock limits."""
    plans = [p for p, _ in _ENDING_PLANS]
    found = None
    while found is None:
        plan = rng.choices(plans, weights=[w for _, w in _ENDING_PLANS])[0]
        found = _ending_hand(rng, rules, plan)
    hand, turn = sort_cards(found[0]), found[1]
    endings = _Endings(hand, turn)
    answer = endings.answer(rules)
    b, k, f, out = endings.verdicts(rules)

    # Switches: only those that can touch this hand are tried. The ace rule matters only
    # to a run holding a King and an Ace of one suit and a Queen or a 2 besides, so the
    # hand needs two of those four cards in one suit, one of them the King or the Ace.
    # The discard rule matters only when the hand and the draw make 3 or 6 cards, which
    # plain three-card melds can use up with nothing left to discard.
    fields = ["sopang_max", "daepang_min", "knock_needs", "knock_limit", "seven_in_hand"]
    fields.append("perfect_needs_all_turns")
    for suit in SUITS:
        near = {c.rank for c in hand if c.suit == suit} & {12, 13, 1, 2}
        if len(near) >= 2 and near & {13, 1}:
            fields.append("ace")
            break
    if (len(hand) + 1) % 3 == 0:
        fields.append("discard_to_go_out")
    switches = _switch_tags(rules, fields, endings.answer)

    total = b.numbers["total"]
    blast_near = (
        not turn.melded
        and len(hand) == 7
        and rules.blast_allowed()
        and (total - rules.sopang_max <= 2 or abs(total - rules.daepang_min) <= 3)
    )
    knock_near = abs(k.numbers["points"] - k.numbers["limit"]) <= 2
    sevens = f.numbers["sevens"]
    quad = any(sum(c.rank == r for c in hand) == 4 for r in {c.rank for c in hand})
    blast_switch = any(s in switches for s in ("switch:sopang_max", "switch:daepang_min"))
    knock_switch = any(s in switches for s in ("switch:knock_needs", "switch:knock_limit"))
    tags_by_rule = {
        "§5.1": b.allowed or blast_near or plan.startswith("blast") or blast_switch,
        "§5.2": k.allowed or knock_near or plan == "knock" or knock_switch,
        "§5.3": out is not None or plan in ("perfect", "near-out", "exact", "random"),
        "§5.4": sevens >= 3,
    }
    rule = {
        "four-sevens": "§5.4",
        "three-sevens": "§5.4",
        "perfect": "§5.3",
        "near-out": "§5.3",
        "exact": "§5.3",
        "blast-low": "§5.1",
        "blast-high": "§5.1",
        "knock": "§5.2",
    }.get(plan, "§5.3")
    points = [r for r in _ENDING_RULES if tags_by_rule[r]]
    tags = _tags(
        [rule],
        points,
        ["§6.1"] if tags_by_rule["§5.2"] and quad else [],
        ["§2"] if "switch:seven_in_hand" in switches else [],
        switches,
    )
    timing = out is not None and not turn.melded and not turn.others_had_turn
    difficulty = 1 + (len(answer) >= 2 or blast_near or knock_near or sevens == 3)
    difficulty += bool(switches) or timing or quad
    hint = (
        "Think of §5: test each ending in turn. The Blast total (§5.1) counts only before any "
        "meld; the knock (§5.2) counts points as a settlement does, against the limit, and "
        "asks who has melded; four sevens (§5.4) needs every seven; going out (§5.3) asks "
        "whether one card drawn would let the whole hand go down, and a Perfect also needs "
        "no meld laid before"
    )
    hint += ", after every other player has had a turn." if rules.perfect_needs_all_turns else "."
    return Question(
        kind="ending",
        seed=seed,
        rules=rules,
        difficulty=min(3, difficulty),
        tags=tags,
        rule=rule,
        prompt=(
            "It is the start of Min's turn, before drawing. Which endings are open to Min this "
            "turn? Choose every one: a Blast, a knock or four sevens taken now, and going out "
            "if some card Min could draw would let the whole hand go down (pick whether it "
            "would be a Perfect or an ordinary going out). Choose none if none is open."
        ),
        answer_form="multi",
        answer=answer,
        answer_text=", ".join(answer) if answer else "None of them",
        hint=hint,
        explanation=(_rule_line(rule, rules), *_ending_lines(endings, rules)),
        cards=hand,
        facts=_turn_facts(turn, len(hand)),
        choices=ENDING_CHOICES,
        player="Min",
        context=(
            ("players", turn.players),
            ("melded", turn.melded),
            ("others_melded", turn.others_melded),
            ("others_had_turn", turn.others_had_turn),
        ),
    )


# --------------------------------------------------------------------------- round records


def _player(name: str, hand: Sequence[Card], melded: bool, had_turn: bool = True) -> dict[str, Any]:
    return {"name": name, "hand": format_cards(hand), "melded": melded, "had_turn": had_turn}


def _loser_hand(deal: _Deal, melded: bool, seven: bool) -> tuple[Card, ...]:
    """A hand at the end of a round: up to six cards after melding, else all seven, with a
    seven in it when asked (and one is left)."""
    size = deal.rng.randint(1, 5) if melded else 7
    hand: tuple[Card, ...] = ()
    if seven:
        sevens = deal.free(lambda c: c.rank == 7)
        if sevens:
            hand = deal.take([deal.rng.choice(sevens)])
    if not melded and deal.rng.random() < 0.4:
        hand += deal.meld()
    return hand + deal.random(size - len(hand), lambda c: c.rank != 7)


def _base_record(rules: Rules, ending: str, players: list[dict[str, Any]], **extra: Any) -> dict:
    return {"rules": rules.to_spec(), "ending": ending, "players": players, **extra}


def _knock_record(rng: random.Random, rules: Rules, undercut: bool) -> dict | None:
    """A knock: the knocker within the limit, one other player steered to undercut (same
    or fewer points) or to miss by a little."""
    value = lambda c: card_points(c, rules)  # noqa: E731
    n = rng.choice(_player_counts(rules))
    limit = rules.knock_limit_for(n)
    names = rng.sample(NAMES, n)
    knocker = rng.choice(names)
    deal = _Deal(rng)
    size = rng.choice((1, 2, 2, 3))
    if limit < size:
        size = 1
    points = rng.randint(max(size, limit - 5), limit) if limit >= 1 else 0
    mine = deal.worth(size, points, value)
    if mine is None:
        return None
    others = [x for x in names if x != knocker]
    rival = rng.choice(others)
    target = points - rng.choice((0, 0, 1, 2)) if undercut else points + rng.choice((1, 1, 2, 4))
    target = max(1, target)
    rival_size = rng.randint(1, max(1, min(3, target)))
    rival_hand = deal.worth(rival_size, target, value)
    if rival_hand is None:
        return None
    players = []
    for name in names:
        if name == knocker:
            players.append(_player(name, mine, True))
        elif name == rival:
            players.append(_player(name, rival_hand, True))
        else:
            melded = rng.random() < 0.6
            if melded:
                hand = deal.worth(
                    rng.randint(1, 4),
                    points + rng.randint(3, 25),
                    value,
                )
                hand = hand if hand is not None else deal.random(4)
            else:
                hand = _loser_hand(deal, False, rng.random() < 0.4)
            players.append(_player(name, hand, melded))
    return _base_record(rules, "knock", players, knocker=knocker, dealer=names[0])


def _stock_record(rng: random.Random, rules: Rules) -> dict:
    """The stock ran out: some hands melded during play, some never did (a few with melds
    hidden in them for the showdown); now and then two hands tie."""
    value = lambda c: card_points(c, rules)  # noqa: E731
    n = rng.choice((2, 3, 3, 4, 4, 5))
    names = rng.sample(NAMES, n)
    deal = _Deal(rng)
    hands: dict[str, tuple[tuple[Card, ...], bool]] = {}
    tied = rng.sample(names, 2) if rng.random() < 0.3 else []
    if tied:
        # Two low hands of equal points and different sizes, and every other hand higher:
        # the tie rule in force decides.
        v = rng.randint(5, 9)
        no_seven = lambda c: c.rank != 7  # noqa: E731
        for name, size in zip(tied, (2, 3), strict=True):
            hand = deal.worth(size, v, value, no_seven)
            hands[name] = (hand if hand is not None else deal.random(size, no_seven), True)
        for name in names:
            if name not in hands:
                hand = deal.worth(rng.randint(2, 4), v + rng.randint(2, 20), value, no_seven)
                hands[name] = (hand if hand is not None else deal.random(4, no_seven), True)
    for name in names:
        if name in hands:
            continue
        melded = rng.random() < 0.5
        hands[name] = (_loser_hand(deal, melded, rng.random() < 0.3), melded)
    players = [_player(name, *hands[name]) for name in names]
    return _base_record(rules, "stock", players, dealer=names[0])


def _some_loser(name: str, deal: _Deal, rng: random.Random) -> dict[str, Any]:
    """A player who lost a round they played in: melded or not, maybe holding a seven."""
    melded = rng.random() < 0.5
    return _player(name, _loser_hand(deal, melded, rng.random() < 0.4), melded)


def _perfect_record(rng: random.Random, rules: Rules, fed: bool) -> dict:
    """A Perfect: the winner laid all seven cards in one turn; everyone else had a turn."""
    n = rng.choice((2, 3, 3, 4, 4, 5))
    names = rng.sample(NAMES, n)
    winner = rng.choice(names)
    deal = _Deal(rng)
    players = [
        _player(name, (), False) if name == winner else _some_loser(name, deal, rng)
        for name in names
    ]
    extra: dict[str, Any] = {"winner": winner, "perfect": True, "dealer": names[0]}
    if fed:
        extra["perfect_discard_by"] = rng.choice([x for x in names if x != winner])
    return _base_record(rules, "going-out", players, **extra)


def _going_out_record(rng: random.Random, rules: Rules) -> dict:
    n = rng.choice((2, 3, 4, 5))
    names = rng.sample(NAMES, n)
    winner = rng.choice(names)
    deal = _Deal(rng)
    players = [
        _player(name, (), True) if name == winner else _some_loser(name, deal, rng)
        for name in names
    ]
    return _base_record(rules, "going-out", players, winner=winner, dealer=names[0])


def _blast_record(rng: random.Random, rules: Rules) -> dict | None:
    """A Blast, sometimes by the dealer at the very first turn, before anyone else played."""
    if not rules.blast_allowed():
        return None
    n = rng.choice((2, 3, 4, 5))
    names = rng.sample(NAMES, n)
    winner = rng.choice(names)
    deal = _Deal(rng)
    value = lambda c: blast_value(c, rules)  # noqa: E731
    if rules.picture_cards_ten or rng.random() < 0.6:
        mine = deal.worth(7, rng.randint(10, rules.sopang_max), value, lambda c: c.rank != 7)
    else:
        mine = deal.worth(7, rng.randint(rules.daepang_min, 88), value)
    if mine is None:
        return None
    first_turn = rng.random() < 0.5
    players = []
    for name in names:
        if name == winner:
            players.append(_player(name, mine, False, had_turn=not first_turn))
        elif first_turn:
            players.append(
                _player(name, _loser_hand(deal, False, rng.random() < 0.4), False, False)
            )
        else:
            players.append(_some_loser(name, deal, rng))
    dealer = winner if first_turn else names[0]
    return _base_record(rules, "blast", players, winner=winner, dealer=dealer)


def _any_record(rng: random.Random, rules: Rules) -> dict:
    """A round that ended in one of the ways that lead to payments with doublings."""
    while True:
        ending = rng.choices(
            ("stock", "knock", "perfect", "going-out", "blast"), weights=(3, 3, 3, 1, 2)
        )[0]
        if ending == "stock":
            return _stock_record(rng, rules)
        if ending == "perfect":
            return _perfect_record(rng, rules, rng.random() < 0.4)
        if ending == "going-out":
            return _going_out_record(rng, rules)
        if ending == "knock":
            undercut = rules.undercut_penalty is None and rng.random() < 0.6
            record = _knock_record(rng, rules, undercut)
        else:
            record = _blast_record(rng, rules)
        if record is not None:
            return record


def _settled(rng: random.Random, rules: Rules, make: Callable[[], dict | None]) -> tuple:
    """Build records until one settles (the builders aim for valid rounds; a near miss,
    such as a knocker over the limit once sevens count 14, is simply built again)."""
    while True:
        data = make()
        if data is None:
            continue
        try:
            record = RoundRecord.load(data)
            return record, settle(record)
        except HoolaError:
            continue


def _resettle(record: RoundRecord, rules: Rules) -> Settlement:
    return settle(record.model_copy(update={"rules": rules.to_spec()}))


def _ending_facts(record: RoundRecord, rules: Rules) -> tuple[str, ...]:
    """What the learner is told about how the round ended (never who won by count)."""
    names = [p.name for p in record.players]
    dealer = record.dealer or names[0]
    facts = [f"Seated clockwise: {', '.join(names)}. {dealer} dealt; play goes {rules.direction}."]
    if record.ending == "stock":
        facts.append(
            "The stock ran out. The cards shown are what each player held at that moment"
            + (" (each may still lay melds from them)." if rules.meld_at_stock_end else ".")
        )
    elif record.ending == "knock":
        facts.append(f"{record.knocker} knocked at the start of their turn.")
    elif record.ending == "blast":
        first = not next(p for p in record.players if p.name == record.winner).had_turn
        when = "at the very first turn, before anyone else had played" if first else ""
        facts.append(f"{record.winner} stopped with a Blast {when}".rstrip() + ".")
    elif record.perfect:
        fed = (
            f", the last card being {record.perfect_discard_by}'s discard"
            if record.perfect_discard_by
            else ", with a card drawn from the stock"
        )
        facts.append(
            f"{record.winner} went out with a Perfect: all seven cards laid in one turn{fed}."
        )
    else:
        facts.append(f"{record.winner} went out, having melded earlier.")
    for p in record.players:
        if p.name == record.winner and record.ending == "going-out":
            continue
        state = "melded during play" if p.melded else "never melded"
        turn = "" if p.had_turn else ", never had a turn"
        facts.append(f"{p.name}: {state}{turn}.")
    return tuple(facts)


def _count_lines(s: Settlement) -> list[str]:
    out = []
    for p in s.players:
        laid = f" (lays {', '.join(p.melds)} at the showdown)" if p.melds else ""
        notes = [
            line
            for line in p.lines
            if "not counted" in line or "counts 14" in line or "count 10" in line
        ]
        out.append(
            f"{p.name}: {_plural(p.points, 'point')}{laid}." + "".join(f" {n}" for n in notes)
        )
    return out


def _step_line(step: Any) -> str:
    if step.stage == "doubling":
        return f"{step.text} ({step.title})"
    return step.text


def _loser_steps(s: Settlement, names: set[str]) -> list[str]:
    return [_step_line(st) for st in s.steps() if st.loser in names]


def _ending_tag(record: RoundRecord) -> str:
    return {"stock": "§5.5", "knock": "§5.2", "blast": "§5.1", "going-out": "§5.3"}.get(
        record.ending, "§5.3"
    )


def _has_seven(record: RoundRecord) -> bool:
    return any(c.rank == 7 for _, hand in _record_hands(record) for c in hand)


def _record_hands(record: RoundRecord) -> list[tuple[str, tuple[Card, ...]]]:
    return [(p.name, parse_cards(p.hand)) for p in record.players]


# --------------------------------------------------------------------------- undercut


def _q_undercut(rng: random.Random, rules: Rules, seed: int) -> Question:
    """§5.2: a knock and the hands shown; is the knocker undercut?"""
    want = rng.random() < 0.5
    record, s = _settled(rng, rules, lambda: _knock_record(rng, rules, want))

    def answer_for(r: Rules) -> str:
        return UNDERCUT_CHOICES[0] if _resettle(record, r).undercut else UNDERCUT_CHOICES[1]

    answer = UNDERCUT_CHOICES[0] if s.undercut else UNDERCUT_CHOICES[1]
    fields = ["seven_in_hand"] if _has_seven(record) else []
    switches = _switch_tags(rules, fields, answer_for)
    knocker_pts = next(p.points for p in s.players if p.name == record.knocker)
    others = [p.points for p in s.players if p.name != record.knocker]
    close = min(abs(o - knocker_pts) for o in others) <= 1
    return Question(
        kind="undercut",
        seed=seed,
        rules=rules,
        difficulty=3 if close and s.undercut else 2,
        tags=_tags(["§5.2", "§6.1"], switches),
        rule="§5.2",
        prompt=(
            f"{record.knocker} knocks. Nobody melds or lays off after a knock: every hand counts "
            f"as it is. Is {record.knocker} undercut?"
        ),
        answer_form="choice",
        answer=answer,
        answer_text=answer,
        hint=(
            "Think of §5.2: count every hand as it stands (§6.1) and compare each with the "
            "knocker's count. What happens on a tie?"
        ),
        explanation=(_rule_line("§5.2u", rules), *_count_lines(s), *s.winner_reasons),
        record=record,
        facts=_ending_facts(record, rules),
        choices=UNDERCUT_CHOICES,
        player=record.knocker,
    )


# --------------------------------------------------------------------------- end of stock


def _q_stock_winner(rng: random.Random, rules: Rules, seed: int) -> Question:
    """§5.5: the stock ran out; who has the fewest points and wins?"""
    record, s = _settled(rng, rules, lambda: _stock_record(rng, rules))
    names = tuple(p.name for p in record.players)
    fields = ["meld_at_stock_end", "tie"] + (["seven_in_hand"] if _has_seven(record) else [])
    switches = _switch_tags(rules, fields, lambda r: _resettle(record, r).winner)
    low = min(p.points for p in s.players)
    tie = sum(p.points == low for p in s.players) > 1
    difficulty = 3 if tie else 2 if rules.meld_at_stock_end else 1
    how = (
        "Each player first lays the best melds their hand allows"
        if rules.meld_at_stock_end
        else "Nobody melds any more"
    )
    return Question(
        kind="stock-winner",
        seed=seed,
        rules=rules,
        difficulty=difficulty,
        tags=_tags(["§5.5", "§6.1"], switches),
        rule="§5.5",
        prompt=f"The stock has run out. {how} under these rules. Who wins the round?",
        answer_form="choice",
        answer=s.winner,
        answer_text=s.winner,
        hint=(
            "Think of §5.5: decide whether hands are melded before counting under the rules "
            "in force, count each hand (§6.1), and know how a tie for the fewest is settled."
        ),
        explanation=(_rule_line("§5.5", rules), *_count_lines(s), *s.winner_reasons),
        record=record,
        facts=_ending_facts(record, rules),
        choices=names,
    )


# --------------------------------------------------------------------------- doublings


def doubling_label(reason: str) -> str:
    """The choice label for one of the engine's doubling reasons (RULES.md §6.3)."""
    if "seven left in" in reason:
        return DOUBLING_CHOICES[0]
    if "never laid a meld" in reason:
        return DOUBLING_CHOICES[1]
    if "Perfect" in reason:
        return DOUBLING_CHOICES[2]
    if "undercut" in reason:
        return DOUBLING_CHOICES[3]
    raise ValueError(f"no doubling choice matches {reason!r}")


def _doublings_of(line: LoserLine) -> tuple[str, ...]:
    present = {doubling_label(d.reason) for d in line.doublings}
    return tuple(c for c in DOUBLING_CHOICES if c in present)


def _doubling_notes(s: Settlement, record: RoundRecord, name: str, rules: Rules) -> list[str]:
    """Why each doubling that does not apply to ``name`` does not."""
    present = _doublings_of(s.line_for(name))
    rec = next(p for p in record.players if p.name == name)
    held = sum(c.rank == 7 for c in parse_cards(rec.hand))
    left = next(p for p in s.players if p.name == name).sevens
    notes = []
    if DOUBLING_CHOICES[0] not in present:
        if held and not rules.sevens_double:
            notes.append("Sevens in hand do not double payments under these rules.")
        elif held and not left:
            notes.append(
                f"{name}'s {'sevens' if held > 1 else 'seven'} went down in a meld at the "
                "showdown, so no seven is left in hand to double the payment."
            )
        else:
            notes.append(f"No seven is left in {name}'s hand.")
    if DOUBLING_CHOICES[1] not in present:
        if not rec.had_turn:
            notes.append(f"{name} never had a turn, so not melding costs nothing.")
        elif rec.melded:
            notes.append(f"{name} laid a meld during play.")
        else:
            notes.append(f"{name}'s melds at the showdown count as melding under these rules.")
    if DOUBLING_CHOICES[2] not in present:
        notes.append("The round was not won with a Perfect.")
    if DOUBLING_CHOICES[3] not in present:
        if s.undercut:
            notes.append("An undercut knock does not double payments under these rules.")
        else:
            notes.append("No knock was undercut.")
    return notes


def _pick_loser(rng: random.Random, s: Settlement) -> LoserLine:
    """A loser, leaning to those whose line has something to teach (doublings)."""
    lines = list(s.lines)
    weights = [1 + len(line.doublings) for line in lines]
    return rng.choices(lines, weights=weights)[0]


def _round_with_lines(rng: random.Random, rules: Rules) -> tuple[RoundRecord, Settlement]:
    while True:
        record, s = _settled(rng, rules, lambda: _any_record(rng, rules))
        if s.lines:
            return record, s


def _round_switches(record: RoundRecord, s: Settlement, name: str) -> list[str]:
    fields = []
    if _has_seven(record):
        fields += ["sevens_double", "seven_in_hand"]
    if s.undercut:
        fields.append("undercut_doubles")
    if record.ending == "stock":
        fields += ["meld_at_stock_end", "stock_melds_spare_doubling"]
    return fields


def _q_doublings(rng: random.Random, rules: Rules, seed: int) -> Question:
    """§6.3: which doublings apply to this loser's payment?"""
    record, s = _round_with_lines(rng, rules)
    line = _pick_loser(rng, s)
    name = line.name
    answer = _doublings_of(line)

    def answer_for(r: Rules) -> tuple[str, ...]:
        return _doublings_of(_resettle(record, r).line_for(name))

    fields = [f for f in _round_switches(record, s, name) if f != "seven_in_hand"]
    switches = _switch_tags(rules, fields, answer_for)
    tags = _tags(["§6.3", _ending_tag(record)], switches)
    reasons = [f"{d.reason}" for d in line.doublings]
    difficulty = 1 + (len(answer) >= 2) + (record.ending == "stock" or not answer)
    return Question(
        kind="doublings",
        seed=seed,
        rules=rules,
        difficulty=min(3, difficulty),
        tags=tags,
        rule="§6.3",
        prompt=(
            f"{name} loses this round. Which doublings apply to {name}'s payment? Choose every "
            "one that applies (none, if none does)."
        ),
        answer_form="multi",
        answer=answer,
        answer_text=", ".join(answer) if answer else "None of them",
        hint=(
            f"Think of §6.3: look at what {name} still holds once the round is counted, "
            f"whether {name} melded or even had a turn, and how the round ended."
        ),
        explanation=(
            _rule_line("§6.3", rules),
            *s.winner_reasons[:1],
            *(reasons or [f"No doubling applies to {name}."]),
            *_doubling_notes(s, record, name, rules),
        ),
        record=record,
        facts=_ending_facts(record, rules),
        choices=DOUBLING_CHOICES,
        player=name,
    )


# --------------------------------------------------------------------------- payment


def _payment_text(payer: str, total: int, winner: str) -> str:
    return f"{payer} pays {_plural(total, 'stake')} to {winner}"


def _q_payment(rng: random.Random, rules: Rules, seed: int) -> Question:
    """§6.2–§6.4: how many stakes is this loser's payment, and who pays it to whom?"""
    record, s = _round_with_lines(rng, rules)
    line = _pick_loser(rng, s)
    name, winner = line.name, s.winner
    answer = _payment_text(line.payer, line.total, winner)

    def answer_for(r: Rules) -> str:
        other = _resettle(record, r)
        if not other.lines or other.winner != winner:
            return f"{other.winner} wins"
        ln = other.line_for(name)
        return _payment_text(ln.payer, ln.total, other.winner)

    switches = _switch_tags(rules, _round_switches(record, s, name), answer_for)
    tags = _tags(
        ["§6.2", "§6.3"],
        ["§6.4"] if line.payer != name else [],
        [_ending_tag(record)],
        switches,
    )
    distractors = [
        _payment_text(line.payer, line.base, winner),
        _payment_text(line.payer, line.total * 2, winner),
        _payment_text(line.payer, max(1, line.total // 2), winner),
        _payment_text(line.payer, line.total + line.multiplier, winner),
        _payment_text(line.payer, line.total - line.multiplier, winner),
    ]
    if line.payer != name:
        distractors.insert(0, _payment_text(name, line.total, winner))
    elif record.knocker and record.knocker not in (name, winner):
        distractors.insert(0, _payment_text(record.knocker, line.total, winner))
    elif record.perfect_discard_by and record.perfect_discard_by != name:
        distractors.insert(0, _payment_text(record.perfect_discard_by, line.total, winner))
    options = [answer]
    for d in distractors:
        if d not in options and len(options) < 4 and " 0 stakes" not in d:
            options.append(d)
    rng.shuffle(options)
    difficulty = 1 + (len(line.doublings) >= 2) + (line.payer != name)
    return Question(
        kind="payment",
        seed=seed,
        rules=rules,
        difficulty=min(3, difficulty),
        tags=tags,
        rule="§6.2",
        prompt=f"{name} is a loser in this round. How many stakes is {name}'s payment, and "
        "who pays it to whom?",
        answer_form="choice",
        answer=answer,
        answer_text=answer,
        hint=(
            f"Think of §6.2–§6.4: find the winner, rank the losers by points to get {name}'s "
            "base stakes, multiply by each doubling, then ask who pays after this ending."
        ),
        explanation=(
            _rule_line("§6.2", rules),
            *s.winner_reasons[:1],
            *_count_lines(s),
            *_loser_steps(s, {name}),
        ),
        record=record,
        facts=_ending_facts(record, rules),
        choices=tuple(options),
        player=name,
    )


# --------------------------------------------------------------------------- perfect feeder


def _q_perfect_feeder(rng: random.Random, rules: Rules, seed: int) -> Question:
    """§6.4: a Perfect completed with someone's discard: whose payments does the feeder
    cover, or how many stakes does the feeder hand over in all?"""
    record, s = _settled(rng, rules, lambda: _perfect_record(rng, rules, True))
    feeder = record.perfect_discard_by or ""
    covered = tuple(line.name for line in s.lines if line.payer == feeder)
    losers = tuple(line.name for line in s.lines)
    form: AnswerForm = "multi" if rng.random() < 0.5 else "number"
    rule_line = _rule_line("§6.4", rules)
    steps = _loser_steps(s, set(losers))
    if form == "multi":
        answer: Answer = tuple(n for n in losers if n in covered)
        answer_text = ", ".join(answer)
        prompt = (
            f"{record.winner} made a Perfect with {feeder}'s discard. Whose payments does "
            f"{feeder} hand over to {record.winner}? Choose every one."
        )
        tags = _tags(["§6.4", "§5.3"])
        choices = losers
        difficulty = 1
    else:
        total = int(sum(t.stakes for t in s.transfers if t.payer == feeder))
        answer = total
        answer_text = _plural(total, "stake")
        prompt = (
            f"{record.winner} made a Perfect with {feeder}'s discard. How many stakes does "
            f"{feeder} hand over to {record.winner} in all?"
        )
        tags = _tags(["§6.4", "§5.3", "§6.2", "§6.3"])
        choices = ()
        difficulty = 3
    return Question(
        kind="perfect-feeder",
        seed=seed,
        rules=rules,
        difficulty=difficulty,
        tags=tags,
        rule="§6.4",
        prompt=prompt,
        answer_form=form,
        answer=answer,
        answer_text=answer_text,
        hint=(
            "Think of §6.4: after a Perfect, does each loser pay for themselves, or does one "
            "player pay for everyone? Every payment is doubled by the Perfect (§6.3)."
        ),
        explanation=(rule_line, *s.winner_reasons, *_count_lines(s), *steps),
        record=record,
        facts=_ending_facts(record, rules),
        choices=choices,
        player=feeder,
    )


# --------------------------------------------------------------------------- generate

_BUILDERS: dict[str, Callable[[random.Random, Rules, int], Question]] = {
    "meld": _q_meld,
    "arrangement": _q_arrangement,
    "blast": _q_blast,
    "knock": _q_knock,
    "ending": _q_ending,
    "undercut": _q_undercut,
    "stock-winner": _q_stock_winner,
    "doublings": _q_doublings,
    "payment": _q_payment,
    "perfect-feeder": _q_perfect_feeder,
}


def _covers(question_tag: str, tag: str) -> bool:
    """``tag`` asks for ``question_tag``: the same, or ``§5`` asking for ``§5.1``."""
    return question_tag == tag or (
        _SECTION.match(tag) is not None and question_tag.startswith(tag + ".")
    )


def kinds_for_tag(tag: str) -> tuple[str, ...]:
    """The kinds of question that can test ``tag`` (empty when none does)."""
    return tuple(k for k in QUESTION_KINDS if any(_covers(t, tag) for t in KIND_TAGS[k]))


def _build(kind: str, seed: int, rules: Rules) -> Question:
    rng = random.Random(f"hoola-quiz/{kind}/{seed}")
    return _BUILDERS[kind](rng, rules, seed)


def generate(
    seed: int, rules: Rules, *, kind: str | None = None, tag: str | None = None
) -> Question:
    """The question for ``seed`` under ``rules``: always the same for the same inputs.

    ``kind`` (one of :data:`QUESTION_KINDS`) picks the kind; without it the seed picks one.
    ``tag`` (a RULES.md point such as ``"§5.2"`` or a switch such as ``"switch:ace"``) asks
    for a question testing it: the kinds that test the tag take turns, with seeds derived
    from ``seed``, until a question carries the tag (the last one tried is returned if none
    does: some tags matter only under some rules). The returned ``question.seed`` is the
    seed that built it, so ``generate(q.seed, rules, kind=q.kind)`` gives the question back.

    Raises ``ValueError`` for an unknown kind, or a tag no kind tests.
    """
    if kind is not None and kind not in _BUILDERS:
        raise ValueError(f"there is no question kind {kind!r}: choose one of {QUESTION_KINDS}")
    if tag is None:
        if kind is None:
            kind = QUESTION_KINDS[random.Random(seed).randrange(len(QUESTION_KINDS))]
        return _build(kind, seed, rules)
    kinds = kinds_for_tag(tag)
    if kind is not None:
        kinds = tuple(k for k in kinds if k == kind)
    if not kinds:
        where = f"question kind {kind!r}" if kind else "question kind"
        raise ValueError(f"no {where} tests {tag!r}")
    rng = random.Random(f"hoola-quiz/tag/{tag}/{seed}")
    start = rng.randrange(len(kinds))
    current = seed
    question = _build(kinds[start], current, rules)
    for attempt in range(1, TAG_ATTEMPTS + 1):
        if any(_covers(t, tag) for t in question.tags):
            return question
        current = rng.randrange(SEED_SPACE)
        question = _build(kinds[(start + attempt) % len(kinds)], current, rules)
    return question


# --------------------------------------------------------------------------- grade


_PRAISE = ("Right.", "Correct.", "Well done.", "Exactly.")


def _number(response: Any) -> float | None:
    if isinstance(response, bool):
        return None
    if isinstance(response, int | float):
        return float(response)
    if isinstance(response, str):
        try:
            return float(response.strip())
        except ValueError:
            return None
    return None


def _choices_of(response: Any) -> tuple[str, ...]:
    if response is None:
        return ()
    if isinstance(response, str):
        return tuple(p.strip() for p in re.split(r"[;,]", response) if p.strip())
    return tuple(str(r).strip() for r in response)


def _cards_of(response: Any) -> tuple[Card, ...]:
    if response is None:
        return ()
    if isinstance(response, str):
        return parse_cards(response)
    return parse_cards([c if isinstance(c, Card) else str(c) for c in response])


def _grade_cards(question: Question, response: Any) -> tuple[bool, str, list[str]]:
    """An arrangement answer: the cards kept in hand must leave a hand whose rest melds in
    full, and count no more than the best the engine finds."""
    try:
        kept = _cards_of(response)
    except HoolaError as e:
        return False, "not cards", [str(e)]
    shown = _pretty(kept) if kept else "no cards"
    outside = [c for c in kept if c not in question.cards]
    if outside:
        return False, shown, [f"{_pretty(outside)}: not in this hand."]
    rest = [c for c in question.cards if c not in kept]
    if rest and can_meld_all(rest, question.rules) is None:
        stuck = best_arrangement(rest, question.rules)
        return (
            False,
            shown,
            [
                "The cards you would meld cannot all go into melds: the best the engine finds "
                f"for them still leaves {_pretty(stuck.deadwood)} over."
            ],
        )
    points = hand_points(kept, question.rules).total
    best = best_arrangement(question.cards, question.rules).points
    if points == best:
        return True, shown, []
    return (
        False,
        shown,
        [f"Keeping {shown} is a valid arrangement, but it leaves {points} points, not {best}."],
    )


def grade(question: Question, response: Any) -> QuizGrade:
    """Mark ``response`` against the engine's answer to ``question``.

    ``response`` is a choice label (``choice``), labels (``multi``: any iterable, or text
    split at commas), a number or number text (``number``), or cards (``cards``: text such
    as ``"7h 2c"`` or an iterable of cards). An arrangement answer is right when the cards
    kept leave as few points as the best arrangement, whichever melds are laid.
    """
    form = question.answer_form
    notes: list[str] = []
    if form == "choice":
        text = str(response or "").strip()
        correct = text.casefold() == str(question.answer).casefold()
        shown = text or "no answer"
    elif form == "multi":
        picked = _choices_of(response)
        expected = set(question.answer) if isinstance(question.answer, tuple) else set()
        correct = {p.casefold() for p in picked} == {e.casefold() for e in expected}
        shown = ", ".join(picked) if picked else "none"
    elif form == "number":
        value = _number(response)
        correct = value is not None and value == float(str(question.answer))
        shown = "no number" if value is None else f"{value:g}"
    else:
        correct, shown, notes = _grade_cards(question, response)
    if correct:
        feedback = f"{_PRAISE[question.seed % len(_PRAISE)]} {question.answer_text}."
    else:
        feedback = f"Not quite: you answered {shown}; the answer is {question.answer_text}."
    return QuizGrade(
        correct=correct,
        expected_text=question.answer_text,
        response_text=shown,
        feedback=feedback,
        explanation=(*question.explanation[:1], *notes, *question.explanation[1:]),
        rule=_rule_tag(question.rule),
    )
