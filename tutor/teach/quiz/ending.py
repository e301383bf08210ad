"""Question kind 'ending': §5.1–§5.4: which endings are open to this hand at the start of the
turn? Four sevens and three, hands one card from going out (a Perfect or not), hands near
the Blast and knock limits."""

from __future__ import annotations

import random
from dataclasses import dataclass

from tutor.engine.cards import SUITS, Card, sort_cards
from tutor.engine.counting import card_points
from tutor.engine.endings import (
    Verdict,
    blast,
    four_sevens,
    going_out,
    knock,
    winning_draws,
)
from tutor.engine.reasons import Reason
from tutor.engine.rules import Rules
from tutor.teach.quiz.blast import blast_hand
from tutor.teach.quiz.common import Deal, merged_tags, player_counts, switch_tags
from tutor.teach.quiz.notes import fact, note, prompt
from tutor.teach.quiz.notes import group as card_group
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.question import ASKED, NAMES, Question, QuizKind, question

ENDING_CHOICES: tuple[str, ...] = (
    "ending-blast",
    "ending-knock",
    "ending-four-sevens",
    "ending-going-out",
    "ending-perfect",
)
"""The endings a player may be open to at the start of a turn (rule 5.1–§5.4): the
engine's endings; going out is split into an ordinary going out and a Perfect."""

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


class _Endings:
    """The engine's verdicts on one hand in one situation, under any rules asked for. The
    draws that would let the hand go out depend only on the meld rules, so they are
    worked out once for each ace rule and discard rule."""

    def __init__(
        self, hand: tuple[Card, ...], turn: _Turn, table: tuple[tuple[Card, ...], ...] = ()
    ) -> None:
        self.hand = hand
        self.turn = turn
        self.table = table
        self._draws: dict[tuple[str, bool], tuple[Card, ...]] = {}
        self._out: dict[tuple[str, bool, bool], Verdict | None] = {}

    def draws(self, rules: Rules) -> tuple[Card, ...]:
        key = (rules.ace, rules.discard_to_go_out)
        if key not in self._draws:
            self._draws[key] = winning_draws(
                self.hand, rules, table=self.table, melded_before=self.turn.melded
            )
        return self._draws[key]

    def verdicts(self, rules: Rules) -> tuple[Verdict, Verdict, Verdict, Verdict | None]:
        """Blast, knock and four sevens now, and going out with the first winning draw
        (``None`` when no draw lets the hand go out)."""
        t = self.turn
        key = (rules.ace, rules.discard_to_go_out, rules.perfect_needs_all_turns)
        if key not in self._out:
            found = None
            for draw in self.draws(rules):  # the first draw, or the first that is a Perfect
                v = going_out(
                    (*self.hand, draw),
                    rules,
                    melded_before=t.melded,
                    others_had_turn=t.others_had_turn,
                    table=self.table,
                )
                found = v if found is None or v.perfect else found
                if v.perfect or t.melded or not v.layoffs:
                    break  # only a lay-off can keep one draw from a Perfect another makes
            self._out[key] = found
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
            picked.add(ENDING_CHOICES[4] if out.perfect else ENDING_CHOICES[3])
        return tuple(c for c in ENDING_CHOICES if c in picked)


def _ending_turn(rng: random.Random, rules: Rules, melded: bool, first_round: float) -> _Turn:
    """A situation that can happen: a player who has melded is past their first turn; in
    the first round of turns another player can have melded only with three or more
    players at the table."""
    players = rng.choice(player_counts(rules))
    had_turn = melded or rng.random() >= first_round
    others = rng.random() < 0.6 if had_turn else players >= 3 and rng.random() < 0.3
    return _Turn(players, melded, others, had_turn)


def _partial(deal: Deal, far: bool = False) -> tuple[Card, ...]:
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


def _near_out_hand(deal: Deal, size: int) -> tuple[Card, ...]:
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
    deal = Deal(rng)
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
        blast = blast_hand(rng, rules, plan.removeprefix("blast-"))
        return None if blast is None else (blast, turn)
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
        worth = deal.worth(size, target, value)
        return None if worth is None else (worth, turn)
    melded = rng.random() < 0.3
    turn = _ending_turn(rng, rules, melded, 0.3)
    return deal.random(rng.randint(2, 6) if melded else 7), turn


def _run(deal: Deal, size: int) -> tuple[Card, ...] | None:
    """A run of ``size`` cards of one suit (no Ace, so it is a run under every ace rule)."""
    rng = deal.rng
    for _ in range(20):
        suit, start = rng.choice(SUITS), rng.randint(2, 14 - size)
        cards = [Card(r, suit) for r in range(start, start + size)]
        if not any(c in deal.used for c in cards):
            return deal.take(cards)
    return None


def _short_seven(deal: Deal, size: int) -> tuple[Card, ...] | None:
    """A meld of one or two cards, which only a seven makes (rule 3.3): a lone seven, a
    pair of sevens, or a seven with the six or eight of its suit."""
    rng = deal.rng
    sevens = deal.free(lambda c: c.rank == 7)
    if not sevens:
        return None
    seven = rng.choice(sevens)
    if size == 1:
        return deal.take([seven])
    partners = [c for c in sevens if c != seven]
    partners += [Card(r, seven.suit) for r in (6, 8) if Card(r, seven.suit) not in deal.used]
    return deal.take([seven, rng.choice(partners)]) if partners else None


def _table(
    rng: random.Random, hand: tuple[Card, ...], turn: _Turn
) -> tuple[tuple[tuple[Reason, tuple[Card, ...]], ...], tuple[tuple[Card, ...], ...]] | None:
    """The melds on the table the question shows (rule 4.3: cards may be laid off onto
    them): Min's own, the cards Min's hand lacks of the seven dealt, when Min has melded;
    one or two of other players' when they have melded. Returns the groups shown with
    their labels, and the melds; ``None`` when the cards left cannot make them."""
    deal = Deal(rng)
    deal.take(hand)
    own = 7 - len(hand) if turn.melded else 0
    sizes = {0: (), 1: (1,), 2: (2,), 3: (3,), 4: (4,), 5: (3, 2), 6: (3, 3)}[own]
    melds: list[tuple[Reason, tuple[Card, ...]]] = []
    for size in sizes:
        meld = _short_seven(deal, size) if size < 3 else _run(deal, size)
        if meld is None and size == 3:
            meld = deal.meld()
        if meld is None:
            return None
        melds.append((card_group("meld-of", name=ASKED), meld))
    if turn.others_melded:
        for name in rng.sample(NAMES[1:], rng.choice((1, 1, 2))):
            meld = _run(deal, rng.choice((3, 3, 4))) if rng.random() < 0.5 else deal.meld()
            if meld is None:
                return None
            melds.append((card_group("meld-of", name=name), meld))
    return tuple(melds), tuple(m for _, m in melds)


def _turn_facts(turn: _Turn, size: int) -> tuple[Reason, ...]:
    return (
        fact("players-at-table", None, players=turn.players),
        fact("melded-this-round", None, player=ASKED, melded=turn.melded, cards=size),
        fact("others-melded", None, melded=turn.others_melded),
        fact("others-had-turn", None, player=ASKED, had_turn=turn.others_had_turn),
    )


def _ending_lines(endings: _Endings, rules: Rules) -> tuple[list[Reason], list[Reason]]:
    """The engine's verdict on each ending, with its reasons, in the order of the choices:
    the lines, and the quiz's own notes among them as data."""
    turn = endings.turn
    b, k, f, out = endings.verdicts(rules)
    lines: list[Reason] = []
    said: list[Reason] = []

    def add(n: Reason) -> None:
        said.append(n)
        lines.append(n)

    for v in (b, k, f):
        add(note("ending-verdict", v.point, ending=v.ending, allowed=v.allowed, verdict=v.kind))
        lines.extend(v.why)
    draws = endings.draws(rules)
    if out is None:
        add(note("no-going-out", "5.3", player=ASKED))
        if rules.discard_to_go_out and (len(endings.hand) + 1) % 3 == 0:
            free = endings.draws(rules.with_changes(discard_to_go_out=False))
            if free:
                add(note("needs-last-discard", "4.5", card=free[0]))
        return lines, said
    add(note("going-out-open", "5.3", verdict=out.kind, draws=tuple(draws)))
    lines.extend(out.why)
    if turn.melded:
        add(note("melded-not-perfect", "5.3", player=ASKED))
    return lines, said


def _q_ending(rng: random.Random, rules: Rules) -> Question:
    """§5.1–§5.4: which endings are open to this hand at the start of the turn? Four
    sevens and three, hands one card from going out (a Perfect or not), hands near the
    Blast and knock limits."""
    plans = [p for p, _ in _ENDING_PLANS]
    found = table = None
    while found is None or table is None:
        plan = rng.choices(plans, weights=[w for _, w in _ENDING_PLANS])[0]
        found = _ending_hand(rng, rules, plan)
        table = None if found is None else _table(rng, found[0], found[1])
    hand, turn = sort_cards(found[0]), found[1]
    groups, melds = table
    endings = _Endings(hand, turn, melds)
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
    switches = switch_tags(rules, fields, endings.answer)

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
    bare = winning_draws(hand, rules, melded_before=turn.melded) if melds else ()
    lay_offs = bool(melds) and bare != endings.draws(rules)  # the table changes the draws
    tags = merged_tags(
        [rule],
        points,
        ["§4.3"] if lay_offs else [],
        ["§4.2"] if out is not None and out.allowed and out.melds else [],
        ["§4.4"] if out is not None and out.allowed and out.why[0]["discard"] else [],
        ["§6.1"] if tags_by_rule["§5.2"] and quad else [],
        ["§2"] if "switch:seven_in_hand" in switches else [],
        switches,
    )
    timing = out is not None and not turn.melded and not turn.others_had_turn
    difficulty = 1 + (len(answer) >= 2 or blast_near or knock_near or sevens == 3)
    difficulty += bool(switches) or timing or quad
    hint = quiz_hint("ending", "5", all_turns=rules.perfect_needs_all_turns)
    lines, said = _ending_lines(endings, rules)
    return question(
        "ending",
        rule,
        rules,
        difficulty=min(3, difficulty),
        tags=tags,
        prompt=prompt("ending", player=ASKED),
        answer_form="multi",
        answer=answer,
        hint=hint,
        why=lines,
        said=tuple(said),
        cards=hand,
        facts=_turn_facts(turn, len(hand)),
        choices=ENDING_CHOICES,
        groups=groups,
        player=ASKED,
        context=(
            ("players", turn.players),
            ("melded", turn.melded),
            ("others_melded", turn.others_melded),
            ("others_had_turn", turn.others_had_turn),
        ),
    )


KIND = QuizKind(
    name="ending",
    tags=(
        "§5.3",
        "§5.4",
        "§5.1",
        "§5.2",
        "§6.1",
        "§2",
        "§4.3",
        "§4.2",
        "§4.4",
        "switch:sopang_max",
        "switch:daepang_min",
        "switch:knock_needs",
        "switch:knock_limit",
        "switch:seven_in_hand",
        "switch:perfect_needs_all_turns",
        "switch:ace",
        "switch:discard_to_go_out",
    ),
    generate=_q_ending,
)
