"""Round records for the questions about a settled round: rounds that can happen, built
until the engine settles them, and what the learner is told about each."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from tutor.engine.cards import Card, format_cards, parse_cards
from tutor.engine.counting import blast_value, card_points
from tutor.engine.errors import HoolaError
from tutor.engine.reasons import Reason
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.settlement import LoserLine, Settlement, Step, settle
from tutor.engine.switches import settle_under
from tutor.engine.table import perfect_feeders, play_order
from tutor.teach.quiz.common import Deal, player_counts
from tutor.teach.quiz.notes import fact, note
from tutor.teach.quiz.question import NAMES

if TYPE_CHECKING:
    from tutor.engine.ledger import LedgerView


def _player(name: str, hand: Sequence[Card], melded: bool, had_turn: bool = True) -> dict[str, Any]:
    return {"name": name, "hand": format_cards(hand), "melded": melded, "had_turn": had_turn}


def _loser_hand(deal: Deal, melded: bool, seven: bool) -> tuple[Card, ...]:
    """A hand at the end of a round: up to six cards after melding, else all seven, with a
    seven in it when asked (and one is left)."""
    size = deal.rng.randint(1, 5) if melded else 7
    hand: tuple[Card, ...] = ()
    if seven and melded and deal.rng.random() < 0.15:
        # Now and then all four sevens, never called: no points, four doublings (6.1, 6.3).
        sevens = deal.free(lambda c: c.rank == 7)
        if len(sevens) == 4:
            return deal.take(sevens)
    if seven:
        sevens = deal.free(lambda c: c.rank == 7)
        if sevens:
            hand = deal.take([deal.rng.choice(sevens)])
    if not melded and deal.rng.random() < 0.4:
        hand += deal.meld()
    return hand + deal.random(size - len(hand), lambda c: c.rank != 7)


def _base_record(rules: Rules, ending: str, players: list[dict[str, Any]], **extra: Any) -> dict:
    return {"rules": rules.to_spec(), "ending": ending, "players": players, **extra}


def knock_record(rng: random.Random, rules: Rules, undercut: bool) -> dict | None:
    """A knock: the knocker within the limit, one other player steered to undercut (same
    or fewer points) or to miss by a little."""
    value = lambda c: card_points(c, rules)  # noqa: E731
    n = rng.choice(player_counts(rules))
    limit = rules.knock_limit_for(n)
    names = rng.sample(NAMES, n)
    knocker = rng.choice(names)
    deal = Deal(rng)
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


def stock_record(rng: random.Random, rules: Rules) -> dict:
    """The stock ran out: some hands melded during play, some never did (a few with melds
    hidden in them for the showdown); now and then two hands tie."""
    value = lambda c: card_points(c, rules)  # noqa: E731
    n = rng.choice((2, 3, 3, 4, 4, 5))
    names = rng.sample(NAMES, n)
    deal = Deal(rng)
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


def _some_loser(name: str, deal: Deal, rng: random.Random) -> dict[str, Any]:
    """A player who lost a round they played in: melded or not, maybe holding a seven."""
    melded = rng.random() < 0.5
    return _player(name, _loser_hand(deal, melded, rng.random() < 0.4), melded)


def perfect_record(rng: random.Random, rules: Rules, fed: bool) -> dict:
    """A Perfect: the winner laid all seven cards in one turn; everyone else had a turn."""
    n = rng.choice((2, 3, 3, 4, 4, 5))
    names = rng.sample(NAMES, n)
    winner = rng.choice(names)
    deal = Deal(rng)
    players = [
        _player(name, (), False) if name == winner else _some_loser(name, deal, rng)
        for name in names
    ]
    extra: dict[str, Any] = {"winner": winner, "perfect": True, "dealer": names[0]}
    if fed:
        extra["perfect_discard_by"] = rng.choice(possible_feeders(names, names[0], winner, rules))
    return _base_record(rules, "going-out", players, **extra)


def possible_feeders(seating: list[str], dealer: str, winner: str, rules: Rules) -> list[str]:
    """Who can have discarded the card that completed ``winner``'s Perfect, in seating
    order: the engine's :func:`perfect_feeders` (rule 6.4)."""
    feeders = perfect_feeders(play_order(seating, dealer, rules.direction), winner, rules)
    return [x for x in seating if x in feeders]


def _going_out_record(rng: random.Random, rules: Rules) -> dict:
    n = rng.choice((2, 3, 4, 5))
    names = rng.sample(NAMES, n)
    winner = rng.choice(names)
    deal = Deal(rng)
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
    deal = Deal(rng)
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
            return stock_record(rng, rules)
        if ending == "perfect":
            return perfect_record(rng, rules, rng.random() < 0.4)
        if ending == "going-out":
            return _going_out_record(rng, rules)
        if ending == "knock":
            undercut = rules.undercut_penalty is None and rng.random() < 0.6
            record = knock_record(rng, rules, undercut)
        else:
            record = _blast_record(rng, rules)
        if record is not None:
            return record


def settled_round(rng: random.Random, rules: Rules, make: Callable[[], dict | None]) -> tuple:
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


resettle = settle_under  # the round settled under other rules (the engine's)


def ending_facts(record: RoundRecord, rules: Rules) -> tuple[Reason, ...]:
    """What the learner is told about how the round ended (never who won by count)."""
    names = tuple(p.name for p in record.players)
    dealer = record.dealer or names[0]
    facts = [fact("seated-dealt", None, names=names, dealer=dealer, direction=rules.direction)]
    if record.ending == "stock":
        facts.append(fact("stock-ran-out", "5.5", meld=rules.meld_at_stock_end))
    elif record.ending == "knock":
        facts.append(fact("knocked", "5.2", knocker=record.knocker))
    elif record.ending == "blast":
        first = not next(p for p in record.players if p.name == record.winner).had_turn
        facts.append(fact("blast-stop", "5.1", winner=record.winner, first=first))
    elif record.perfect:
        feeder = record.perfect_discard_by or None
        facts.append(fact("perfect-out", "5.3", winner=record.winner, feeder=feeder))
    else:
        facts.append(fact("went-out", "5.3", winner=record.winner))
    for p in record.players:
        if p.name == record.winner and record.ending == "going-out":
            continue
        facts.append(fact("player-state", None, name=p.name, melded=p.melded, had_turn=p.had_turn))
    return tuple(facts)


_COUNT_NOTES = frozenset({"quad-not-counted", "seven-counts-14", "pictures-count-10"})
"""Reasons of a count worth telling the learner beside the total."""


def count_lines(
    s: Settlement, *, losers_only: bool = False
) -> tuple[tuple[tuple[Reason, ...], ...], tuple[Reason, ...]]:
    """Each hand's count as one line (the quiz's ``note-hand-count``, then the engine's
    reasons worth telling), and the notes alone; with ``losers_only``, the losers' hands
    (the winner's count says nothing about who pays what)."""
    lines, said = [], []
    for p in s.players:
        if losers_only and p.name == s.winner:
            continue
        n = note("hand-count", "6.1", name=p.name, points=p.points, melds=tuple(p.melds))
        lines.append((n, *(r for r in p.why if r.code in _COUNT_NOTES)))
        said.append(n)
    return tuple(lines), tuple(said)


def loser_steps(s: Settlement, names: set[str]) -> list[Step]:
    """The settlement's steps about these losers (each a line of an explanation)."""
    return [st for st in s.steps() if st.loser in names]


def ending_tag(record: RoundRecord) -> str:
    return {"stock": "§5.5", "knock": "§5.2", "blast": "§5.1", "going-out": "§5.3"}.get(
        record.ending, "§5.3"
    )


def has_seven(record: RoundRecord) -> bool:
    return any(c.rank == 7 for _, hand in _record_hands(record) for c in hand)


def _record_hands(record: RoundRecord) -> list[tuple[str, tuple[Card, ...]]]:
    return [(p.name, parse_cards(p.hand)) for p in record.players]


def pick_loser(rng: random.Random, s: Settlement) -> LoserLine:
    """A loser, leaning to those whose line has something to teach (doublings)."""
    lines = list(s.lines)
    weights = [1 + len(line.doublings) for line in lines]
    return rng.choices(lines, weights=weights)[0]


def round_with_lines(rng: random.Random, rules: Rules) -> tuple[RoundRecord, Settlement]:
    while True:
        record, s = settled_round(rng, rules, lambda: _any_record(rng, rules))
        if s.lines:
            return record, s


def round_switches(record: RoundRecord, s: Settlement, name: str) -> list[str]:
    fields = []
    if has_seven(record):
        fields += ["sevens_double", "seven_in_hand"]
    if s.undercut:
        fields.append("undercut_doubles")
    if record.ending == "stock":
        fields += ["meld_at_stock_end", "stock_melds_spare_doubling"]
    return fields


def _cast(seat: dict[str, str], name: str | None) -> str | None:
    """A name the ledger gave back as the cast's own (``None`` stays ``None``)."""
    return None if name is None else seat.get(name)


def series_rounds(
    rng: random.Random, rules: Rules, names: Sequence[str], count: int, perfect: float
) -> tuple[tuple[RoundRecord, ...], LedgerView]:
    """``count`` rounds in a row at one table (seats ``names``, clockwise), each won by going
    out, a Perfect with chance ``perfect``; the first dealer is ``names[0]``. Returns the
    records and the engine's ledger of them (who deals next, the next multiplier)."""
    from tutor.engine.ledger import Game, ledger, replace_rounds  # the ledger builds on settle

    records = []
    dealer = names[0]
    for _ in range(count):
        winner = rng.choice(list(names))
        is_perfect = rng.random() < perfect
        deal = Deal(rng)
        players = [
            _player(n, (), not is_perfect) if n == winner else _some_loser(n, deal, rng)
            for n in names
        ]
        extra: dict[str, Any] = {"winner": winner, "dealer": dealer}
        if is_perfect:
            extra["perfect"] = True
        records.append(_base_record(rules, "going-out", players, **extra))
        dealer = winner
    game = Game.new(players=list(names), rules=rules, name="Quiz", first_dealer=names[0])
    view = ledger(replace_rounds(game, records))
    seat = {str(n): n for n in names}  # the ledger's names back as the cast's
    shown = tuple(
        r.record.model_copy(
            update={"dealer": _cast(seat, r.record.dealer), "winner": _cast(seat, r.record.winner)}
        )
        for r in view.rounds
    )
    return shown, view


def series_facts(rounds: Sequence[RoundRecord]) -> tuple[Reason, ...]:
    """Each round of a series: who dealt, who won, and whether with a Perfect."""
    return tuple(
        fact("series-round", None, number=n, dealer=r.dealer, winner=r.winner, perfect=r.perfect)
        for n, r in enumerate(rounds, 1)
    )
