"""The checks a round record passes before it is settled (rule book 1, 5, 6, 7.6): the
table (names, hands read, one deck, hand sizes, the dropouts), the roles of the ending
(winner, knocker, discarder), the Perfect's feeder and who can have had a turn. Each
problem is a :class:`~tutor.engine.errors.RecordError` naming what is inconsistent."""

from __future__ import annotations

from dataclasses import dataclass

from tutor.engine.cards import Card, check_distinct, parse_cards
from tutor.engine.counts import check_counts
from tutor.engine.endings import (
    WINNER_ENDINGS,
)
from tutor.engine.errors import HoolaError, RecordError
from tutor.engine.inputs import quote
from tutor.engine.records import PlayerRecord, RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.table import (
    PLAYING_AT_MOST,
    dropout_turn,
    perfect_feeders,
    play_order,
)

_JOKER = Card.joker()


@dataclass(frozen=True)
class Entered:
    """A player of the record, with the cards of the hand as read."""

    rec: PlayerRecord
    cards: tuple[Card, ...]

    @property
    def name(self) -> str:
        return self.rec.name


def check_table(rec: RoundRecord, rules: Rules) -> list[Entered]:
    names = [p.name for p in rec.players]
    n = len(names)
    if n < 2:
        raise RecordError("too-few-players", point="1.1", players=n, least=2)
    if n > rules.max_players:
        raise RecordError(
            "too-many-players",
            point="1.1",
            players=n,
            most=rules.max_players,
            variant=rules.six_seven_players,
        )
    seen: dict[str, str] = {}
    for name in names:
        key = name.casefold()
        if key in seen:
            raise RecordError("name-twice", point="1.1", name=quote(name))
        seen[key] = name
    if rec.dealer is not None and rec.dealer not in names:
        raise RecordError("dealer-not-player", point="1.3", name=quote(rec.dealer))
    players = []
    for entered in rec.players:
        try:
            cards = parse_cards(entered.hand, rules)
        except HoolaError as e:
            name = entered.name
            raise RecordError("in-hand", point="1.2", player=name, name=name, cause=e) from None
        players.append(Entered(entered, cards))
        if entered.by_count:
            _check_count(rec, entered, rules)
    # The hands of players who dropped out go back into the stock (rule book 7.6), so their
    # cards may turn up again in a playing hand: each group is checked against itself.
    four = rec.winner if rec.ending == "four-sevens" else None
    _check_one_deck([p for p in players if p.rec.dropped_out is None], rules, four)
    _check_one_deck([p for p in players if p.rec.dropped_out is not None], rules)
    _check_dropouts(rec, players, rules)
    for p in players:
        if p.rec.dropped_out is None and not p.rec.by_count:
            _check_hand_size(rec, p, rules)
    return players


def _check_count(rec: RoundRecord, p: PlayerRecord, rules: Rules) -> None:
    """A hand entered by count: numbers no hand could give are refused (see ``counts``)."""
    if p.dropped_out == "forced":
        raise RecordError("forced-out-by-count", point="7.6", player=p.name, name=p.name)
    if rec.ending == "going-out" and p.name == rec.winner:
        if p.points or p.sevens or p.jokers:
            raise RecordError(
                "went-out-with-points",
                point="5.3",
                player=p.name,
                name=p.name,
                points=p.points or 0,
                sevens=p.sevens or 0,
            )
        return
    four_sevens_winner = rec.ending == "four-sevens" and p.name == rec.winner
    if four_sevens_winner and p.sevens is not None and p.sevens != 4:
        raise RecordError(
            "four-sevens-count", point="5.4", player=p.name, name=p.name, sevens=p.sevens
        )
    held = 8 if four_sevens_winner else 6 if p.melded else 7
    showdown = rec.ending == "stock" and rules.meld_at_stock_end and p.dropped_out is None
    check_counts(p, rules, held=held, stock_showdown=showdown)


def _check_one_deck(players: list[Entered], rules: Rules, four: str | None = None) -> None:
    """No card in two hands, no more jokers than are in play (rule book 1); with hands
    entered by count, no more than four sevens and the jokers in play in all (``four``
    names a four-sevens winner, who holds all four)."""
    counted = [p for p in players if p.rec.by_count]
    if counted:
        _check_counted_deck(players, counted, rules, four)
    cards = [c for p in players for c in p.cards]
    distinct = set(cards)
    if len(distinct) == len(cards) and _JOKER not in distinct:
        return  # the usual case, checked with one pass
    owner: dict[Card, str] = {}
    for p in players:
        for c in p.cards:
            if not c.is_joker and c in owner:
                raise RecordError(
                    "card-in-two-hands", point="1.2", card=c, first=owner[c], second=p.name
                )
            owner[c] = p.name
    try:
        check_distinct(cards, rules)
    except HoolaError as e:
        raise RecordError("across-hands", point="1.2", cause=e) from None


def _check_counted_deck(
    players: list[Entered], counted: list[Entered], rules: Rules, four: str | None
) -> None:
    for what, rank, most in (("seven", 7, 4), ("joker", 0, rules.jokers)):
        held = {p.name: [c.rank for c in p.cards].count(rank) for p in players if p.cards}
        for p in counted:
            held[p.name] = (p.rec.sevens if rank == 7 else p.rec.jokers) or 0
        if rank == 7 and four is not None:
            held[four] = 4
        total = sum(held.values())
        if total > most:
            who = tuple((n, v) for n, v in held.items() if v)
            raise RecordError(
                "too-many-in-all",
                point="1.2" if rank == 7 else "7.9",
                what=what,
                total=total,
                held=who,
                most=most,
            )


def _check_dropouts(rec: RoundRecord, players: list[Entered], rules: Rules) -> None:
    n = len(players)
    dropped = [p for p in players if p.rec.dropped_out]
    if dropped and not rules.six_seven_players:
        raise RecordError("dropout-not-variant", point="7.6", name=dropped[0].name)
    if not rules.six_seven_players:
        return
    needed = n - PLAYING_AT_MOST
    if needed > 0 and len(dropped) != needed:
        raise RecordError(
            "dropouts-count", point="7.6", players=n, needed=needed, dropped=len(dropped)
        )
    if needed <= 0 and dropped:
        raise RecordError("dropout-five-or-fewer", point="7.6")
    if not dropped:
        return
    dealer = rec.dealer or players[0].name
    if any(p.name == dealer for p in dropped):
        raise RecordError("dealer-dropped", point="7.6", name=dealer)
    # The players after the dealer decide in turn (rule book 7.6).
    deciders = play_order([p.name for p in players], dealer, rules.direction)[1:]
    status = {p.name: p.rec.dropped_out for p in players}
    playing = sat_out = 0
    for name in deciders:
        forced_out = dropout_turn(playing, sat_out, n) == "out"
        s = status[name]
        if s == "forced" and not forced_out:
            raise RecordError("forced-out-early", point="7.6", name=name)
        if s == "chose" and forced_out:
            raise RecordError("chose-out-late", point="7.6", name=name)
        if s is None:
            playing += 1
        else:
            sat_out += 1


def _check_hand_size(rec: RoundRecord, p: Entered, rules: Rules) -> None:
    n = len(p.cards)
    name = p.name
    going_out_winner = rec.ending == "going-out" and name == rec.winner
    if going_out_winner:
        if n:
            raise RecordError(
                "went-out-with-cards", point="5.3", player=name, name=name, cards=p.cards
            )
        return
    # Four sevens may be shown at once after drawing the fourth (rule 5.4), holding 8 cards.
    drew = 1 if rec.ending == "four-sevens" and name == rec.winner else 0
    if n > 7 + drew:
        raise RecordError("held-too-many", point="1.4", player=name, name=name, size=n, most=7)
    if drew and n == 8 and not p.rec.melded:
        return
    if not p.rec.had_turn and p.rec.melded and rules.claim == "none":
        raise RecordError("melded-without-turn", point="4.2", player=name, name=name)
    if not p.rec.melded and n != 7:
        raise RecordError("unmelded-hand-size", point="1.4", player=name, name=name, size=n)
    # After melding a hand holds at most 6 cards, 7 just after a draw (four sevens).
    if p.rec.melded and n >= 7 and not (drew and n == 7):
        raise RecordError("melded-hand-size", point="4.2", player=name, name=name, size=n)


def _check_roles(rec: RoundRecord, by_name: dict[str, Entered], rules: Rules) -> None:
    ending = rec.ending
    if ending in WINNER_ENDINGS:
        if not rec.winner:
            raise RecordError("winner-missing", point="5", ending=ending)
        _check_playing(rec, by_name, "winner", rec.winner)
    elif rec.winner:
        raise RecordError("winner-given", point="5", ending=ending)
    if ending == "knock":
        if not rec.knocker:
            raise RecordError("knocker-missing", point="5.2")
        _check_playing(rec, by_name, "knocker", rec.knocker)
    elif rec.knocker:
        raise RecordError("knocker-not-knock", point="5.2", ending=ending)
    if rec.perfect and ending != "going-out":
        raise RecordError("perfect-not-going-out", point="5.3", ending=ending)
    if rec.perfect_discard_by is not None:
        _check_discarder(rec, by_name, rec.perfect_discard_by)


def _check_playing(rec: RoundRecord, by_name: dict[str, Entered], role: str, name: str) -> None:
    """The player named for ``role`` sits at the table (1.1) and still plays (7.6)."""
    if name not in {p.name for p in rec.players}:
        raise RecordError("role-not-player", point="1.1", role=role, name=quote(name))
    if name not in by_name:
        raise RecordError("role-dropped-out", point="7.6", role=role, name=quote(name))


def _check_discarder(rec: RoundRecord, by_name: dict[str, Entered], name: str) -> None:
    """Who fed a Perfect (6.4): a Perfect was made, by another player who had a turn."""
    if not rec.perfect:
        raise RecordError("feeder-not-perfect", point="6.4")
    _check_playing(rec, by_name, "discarder", name)
    if name == rec.winner:
        raise RecordError("feeder-is-winner", point="6.4", name=rec.winner)
    if not by_name[name].rec.had_turn:
        raise RecordError("feeder-no-turn", point="6.4", name=name)


def _check_perfect_feeder(rec: RoundRecord, order: list[str], rules: Rules) -> None:
    """Who can have discarded the card that completed a Perfect (rule 6.4)? Without a claim
    rule (rule 7.1) only the player just before the winner in the order of play took the turn
    whose discard the winner drew; with a claim rule any other player's discard can be
    claimed."""
    feeder, winner = rec.perfect_discard_by, rec.winner
    if feeder is None or winner is None:
        return
    feeders = perfect_feeders(order, winner, rules)
    if feeder not in feeders:
        raise RecordError(
            "feeder-not-before",
            point="6.4",
            feeder=feeder,
            winner=winner,
            before=feeders[0],
            direction=rules.direction,
        )


def _check_turns(
    rec: RoundRecord, order: list[str], by_name: dict[str, Entered], rules: Rules
) -> None:
    """Who can have had a turn (rules 1.5, 7.1). Without claims out of turn, turns pass in
    the order of play from the dealer, so the players who had one are always the first few
    of that order (a player going out is in the middle of a turn). A round that stops at the
    start of a player's turn (Blast, knock, four sevens) with that player yet to have one
    stopped in the first lap: exactly the players before had a turn; if that player had one
    already, a whole lap has passed and everyone has had one. Four sevens may also be shown
    straight after drawing the fourth seven (rule 5.4): then the winner is in the middle of
    a first turn, the last of the players who had one."""
    if rules.claim != "none":
        return
    had = {n for n in order if by_name[n].rec.had_turn}
    current = rec.knocker if rec.ending == "knock" else rec.winner
    if rec.ending == "going-out" and current is not None:
        had.add(current)
    first_missing = next((n for n in order if n not in had), None)
    if first_missing is None:
        return
    late = [n for n in order[order.index(first_missing) :] if n in had]
    if late:
        raise RecordError(
            "turn-order-gap",
            point="1.5",
            late=late[0],
            missing=first_missing,
            dealer=order[0],
            direction=rules.direction,
        )
    if current is None or rec.ending in ("going-out", "stock"):
        return
    if current in had:
        mid_turn = rec.ending == "four-sevens" and order.index(first_missing) == (
            order.index(current) + 1
        )
        if mid_turn:
            return
        raise RecordError("second-turn-early", point="1.5", missing=first_missing, current=current)
    if order.index(first_missing) < order.index(current):
        raise RecordError(
            "turn-not-reached",
            point="1.5",
            missing=first_missing,
            current=current,
            dealer=order[0],
            direction=rules.direction,
        )


def check_play(
    rec: RoundRecord, order: list[str], by_name: dict[str, Entered], rules: Rules
) -> None:
    """The round as played: the ending's roles, the Perfect's feeder, the turns taken."""
    _check_roles(rec, by_name, rules)
    _check_perfect_feeder(rec, order, rules)
    _check_turns(rec, order, by_name, rules)
