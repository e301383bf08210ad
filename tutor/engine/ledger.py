"""The game ledger: a real game night settled round by round (rule book 1, 6, 7.6).

A :class:`Game` holds what the table agreed before the first deal (players in seating
order, the rules, the value of one stake, the first dealer) and the :class:`RoundRecord`
of every round played. Everything else is computed from those facts by :func:`ledger`
and never stored, so editing an old round recomputes all that follows:

- the dealer: the first dealer, then the winner of the previous round (§1);
- who plays first: the dealer, then the direction in force (§1);
- the stake multiplier in force: with ``hoola_doubles`` each Perfect doubles the next
  round's stakes again, any other win returns to 1 (§6.5);
- each round's settlement (:func:`tutor.engine.settlement.settle`), the compensation for players
  forced to drop out with six or seven at the table (§7.6), and each player's result in
  stakes and money, with running totals;
- who pays whom at the end, with the fewest transfers (:func:`fewest_transfers`).

Stakes are exact :class:`~fractions.Fraction` values (compensation comes in quarter
stakes); money is an exact :class:`~decimal.Decimal`.

>>> game = Game.new(players=["Ann", "Bo", "Cy"], stake="0.50", currency="EUR",
...                 first_dealer="Bo", name="Friday")
>>> ledger(game).next_dealer
'Bo'
"""

from __future__ import annotations

import json
import random
import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache
from typing import Any, Literal

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from tutor.engine.errors import HoolaError, InputError
from tutor.engine.inputs import CONTROL, check_depth, not_valid, quote
from tutor.engine.ledger_errors import LEDGER_ERROR_CODES, LedgerError, LedgerErrorCode
from tutor.engine.reasons import FrozenDict, freeze, freeze_fields
from tutor.engine.records import NAME_MAX, RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.settlement import Settlement, settle
from tutor.engine.stakes import (
    STAKE_TEXT_MAX,
    Payment,
    fewest_transfers,
    parse_stake,
    stakes_money,
    to_money,
)
from tutor.engine.table import play_order

__all__ = [
    "LEDGER_ERROR_CODES",
    "STAKE_TEXT_MAX",
    "Game",
    "LedgerErrorCode",
    "LedgerError",
    "LedgerView",
    "Payment",
    "RoundView",
    "add_round",
    "check_seed",
    "deciding_order",
    "draw_first_dealer",
    "edit_round",
    "fewest_transfers",
    "ledger",
    "stakes_money",
    "new_game_id",
    "parse_stake",
    "rename_player",
    "replace_rounds",
    "undo_last_round",
]

MAX_ROUNDS = 500
SEED_LIMIT = 1_000_000

_ID = re.compile(r"^[0-9a-f]{12}$")

LabelField = Literal["game-name", "currency", "player-name"]
"""The labels a game holds (an error names which one is wrong)."""


def new_game_id() -> str:
    """A fresh game id: 12 lower-case hex digits (safe in a URL)."""
    return secrets.token_hex(6)


def draw_first_dealer(players: Sequence[str], seed: int) -> str:
    """The first dealer drawn at random (rule book 1), reproducible from ``seed``.

    >>> draw_first_dealer(["Ann", "Bo", "Cy"], 7) == draw_first_dealer(["Ann", "Bo", "Cy"], 7)
    True
    """
    if not players:
        raise LedgerError("nobody-to-draw", point="1.3")
    return players[random.Random(seed).randrange(len(players))]


def check_seed(seed: int) -> int:
    """The seed of the first dealer's draw (rule book 1.3), a whole number from 0 to
    ``SEED_LIMIT - 1``; a :class:`LedgerError` naming the range otherwise."""
    if not 0 <= seed < SEED_LIMIT:
        raise LedgerError("seed-range", point="1.3", seed=seed, most=SEED_LIMIT - 1)
    return seed


def _clean_label(value: str, what: LabelField, limit: int) -> str:
    value = " ".join(value.split())
    if len(value) > limit:  # named in full (up to a long line), never cut to fit
        raise LedgerError(
            "label-too-long", field=what, value=quote(value, 80), length=len(value), limit=limit
        )
    if CONTROL.search(value):
        raise LedgerError("label-control", field=what, value=quote(value))
    return value


# --------------------------------------------------------------------------- the game


class Game(BaseModel):
    """A game night: the table's agreements and the rounds played, in order.

    ``players`` are in seating order, clockwise round the table. ``rules`` is a spec (a
    preset plus the switches changed). ``stake`` is what one stake is worth in
    ``currency``. ``first_dealer`` dealt the first round; when it was drawn at random,
    ``dealer_seed`` is the seed of the draw (:func:`draw_first_dealer`).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(default_factory=new_game_id)
    """12 hex digits (:func:`new_game_id`)."""
    name: str = Field(min_length=1)
    """At most 60 characters (refused with its length, never cut: :func:`_clean_label`)."""
    players: tuple[str, ...]
    rules: FrozenDict[str, Any]
    stake: Decimal
    currency: str = ""
    """At most 12 characters (refused with its length, never cut)."""
    first_dealer: str
    dealer_seed: int | None = Field(None, ge=0, lt=SEED_LIMIT)
    created_at: AwareDatetime = Field(default_factory=lambda: datetime.now(UTC))
    rounds: tuple[RoundRecord, ...] = Field((), max_length=MAX_ROUNDS)

    @field_validator("rules", mode="before")
    @classmethod
    def _frozen_rules(cls, v: Any) -> Any:
        """The rule spec read-only all the way down (a knock-limit table included)."""
        return freeze(v) if isinstance(v, Mapping) else v

    @field_validator("id")
    @classmethod
    def _id(cls, v: str) -> str:
        if not _ID.match(v):
            raise LedgerError("game-id", value=quote(v))
        return v

    @field_validator("name")
    @classmethod
    def _name(cls, v: str) -> str:
        v = _clean_label(v, "game-name", 60)
        if not v:
            raise LedgerError("game-name-blank")
        return v

    @field_validator("currency")
    @classmethod
    def _currency(cls, v: str) -> str:
        return _clean_label(v, "currency", 12)

    @field_validator("players")
    @classmethod
    def _players(cls, v: tuple[str, ...]) -> tuple[str, ...]:
        names = []
        seen: dict[str, str] = {}
        for raw in v:
            name = _clean_label(raw, "player-name", NAME_MAX)
            if not name:
                raise LedgerError("name-blank", point="1.1")
            if name.casefold() in seen:
                raise LedgerError("name-twice", point="1.1", name=quote(name))
            seen[name.casefold()] = name
            names.append(name)
        if len(names) < 2:
            raise LedgerError("too-few-players", point="1.1", players=len(names), least=2)
        return tuple(names)

    @field_validator("rules", mode="before")
    @classmethod
    def _rules(cls, v: Any) -> dict[str, Any]:
        try:
            spec = Rules.from_spec(v).to_spec()
        except HoolaError:
            raise  # a ValueError: the game's "rules" field names it
        # As JSON gives it back (a knock-limit table's keys become text), so a game read
        # back from its export equals the original.
        written: dict[str, Any] = json.loads(json.dumps(spec))
        return written

    @field_validator("stake", mode="before")
    @classmethod
    def _stake_in(cls, v: Any) -> Any:
        if isinstance(v, float):
            return str(v)  # 0.1 means 0.1, not the binary float
        return v

    @field_validator("stake")
    @classmethod
    def _stake(cls, v: Decimal) -> Decimal:
        if not v.is_finite() or v <= 0:
            raise LedgerError("stake-not-positive", point="6.6", value=str(v))
        if v > 1_000_000:
            raise LedgerError("stake-too-large", point="6.6", value=str(v), most=1_000_000)
        exponent = v.as_tuple().exponent  # a whole number: the stake is finite
        if isinstance(exponent, int) and exponent < -4:
            raise LedgerError("stake-decimals", point="6.6", value=str(v), places=4)
        return v

    @model_validator(mode="after")
    def _table(self) -> Game:
        rules = self.rules_in_force()
        if len(self.players) > rules.max_players:
            raise LedgerError(
                "too-many-players",
                point="1.1",
                players=len(self.players),
                most=rules.max_players,
                variant=rules.six_seven_players,
            )
        if self.first_dealer not in self.players:
            raise LedgerError("first-dealer-not-player", point="1.3", name=quote(self.first_dealer))
        if self.dealer_seed is not None and (
            draw_first_dealer(self.players, self.dealer_seed) != self.first_dealer
        ):
            raise LedgerError(
                "first-dealer-not-drawn",
                point="1.3",
                name=quote(self.first_dealer),
                seed=self.dealer_seed,
            )
        return self

    @classmethod
    def new(
        cls,
        *,
        players: Sequence[str],
        stake: Decimal | int | str = 1,
        currency: str = "",
        rules: str | dict[str, Any] | Rules | None = None,
        first_dealer: str | None = None,
        seed: int | None = None,
        name: str | None = None,
    ) -> Game:
        """A new game with no rounds. With no ``first_dealer`` the first dealer is drawn at
        random with ``seed`` (a fresh one when not given, kept in ``dealer_seed`` so it can
        be shown). With no ``name`` the game is named by today's date (a page passes the
        name in the visitor's words). Bad values raise :class:`LedgerError` naming the
        problem."""
        if first_dealer is None:
            seed = secrets.randbelow(SEED_LIMIT) if seed is None else seed
            cleaned = [" ".join(p.split()) for p in players]
            first_dealer = draw_first_dealer(cleaned, seed) if cleaned else ""
        else:
            first_dealer = " ".join(first_dealer.split())
            seed = None
        data = {
            "name": name or datetime.now().strftime("%Y-%m-%d"),
            "players": tuple(players),
            "rules": rules if not isinstance(rules, Rules) else rules.to_spec(),
            "stake": stake,
            "currency": currency,
            "first_dealer": first_dealer,
            "dealer_seed": seed,
        }
        return cls.load(data)

    @classmethod
    def load(cls, data: Mapping[str, Any]) -> Game:
        """A game from a dict; a plain :class:`LedgerError` when the data is not valid (its
        size and nesting are checked before anything else, :func:`check_depth`)."""
        try:
            check_depth(data, "game")
        except InputError as e:
            raise LedgerError.like(e) from None
        try:
            return cls.model_validate(dict(data) if isinstance(data, Mapping) else data)
        except ValidationError as e:
            raise not_valid(LedgerError, e, "game") from None

    def rules_in_force(self) -> Rules:
        return Rules.from_spec(self.rules)


# --------------------------------------------------------------------------- computed views


@dataclass(frozen=True)
class RoundView:
    """One round as the ledger sees it (computed, never stored).

    ``base`` is each player's result from the settlement (transfers and any compensation)
    before the multiplier; ``stakes`` the same × ``multiplier``; ``compensation`` the part
    of ``stakes`` paid for forced drop-outs. Every mapping lists all players, in seating
    order, and sums to zero."""

    number: int
    record: RoundRecord
    dealer: str
    order: tuple[str, ...]
    multiplier: int
    settlement: Settlement
    base: FrozenDict[str, Fraction]
    compensation: FrozenDict[str, Fraction]
    stakes: FrozenDict[str, Fraction]
    money: FrozenDict[str, Decimal]
    running_stakes: FrozenDict[str, Fraction]
    running_money: FrozenDict[str, Decimal]

    def __post_init__(self) -> None:
        freeze_fields(
            self, "base", "compensation", "stakes", "money", "running_stakes", "running_money"
        )

    @property
    def winner(self) -> str:
        return self.settlement.winner

    @property
    def ending(self) -> str:
        return self.settlement.ending

    @property
    def perfect(self) -> bool:
        return self.settlement.perfect

    @property
    def dropped_out(self) -> dict[str, str]:
        return {p.name: p.dropped_out for p in self.record.players if p.dropped_out}


@dataclass(frozen=True)
class LedgerView:
    """The whole game worked out: every round, the totals, the next round's dealer, turn
    order and multiplier, and who pays whom to settle up (fewest transfers)."""

    game: Game
    rounds: tuple[RoundView, ...]
    totals: FrozenDict[str, Fraction]
    money: FrozenDict[str, Decimal]
    next_dealer: str
    next_order: tuple[str, ...]
    next_multiplier: int
    payments: tuple[Payment, ...]

    def __post_init__(self) -> None:
        freeze_fields(self, "totals", "money")

    @property
    def rules(self) -> Rules:
        return self.game.rules_in_force()


def deciding_order(game: Game, dealer: str) -> tuple[str, ...]:
    """With six or seven at the table, who decides to play or drop out, in turn: the
    players after the dealer in the direction of play (rule book 7.6)."""
    rules = game.rules_in_force()
    return tuple(play_order(game.players, dealer, rules.direction)[1:])


def _prepare(game: Game, record: RoundRecord | Mapping[str, Any] | str, dealer: str) -> RoundRecord:
    """The record as the ledger keeps it: the game's rules, the players in seating order
    and the dealer from the rotation."""
    try:
        rec = RoundRecord.load(record if not isinstance(record, Mapping) else dict(record))
    except HoolaError as e:
        raise LedgerError.like(e) from None
    by_name = {p.name: p for p in rec.players}
    if len(by_name) != len(rec.players):
        raise LedgerError("round-lists-twice")
    missing = [n for n in game.players if n not in by_name]
    extra = [n for n in by_name if n not in game.players]
    if extra:
        raise LedgerError("round-extra-player", name=quote(extra[0]))
    if missing:
        raise LedgerError("round-missing-player", name=quote(missing[0]))
    return rec.model_copy(
        update={
            "rules": freeze(game.rules),
            "players": tuple(by_name[n] for n in game.players),
            "dealer": dealer,
        }
    )


@lru_cache(maxsize=4096)
def _settle(record_json: str) -> Settlement:
    """The engine's settlement, remembered: a page recomputes the whole game on every
    rerun, and a settlement is immutable."""
    return settle(record_json)


def _compute(
    game: Game, records: Sequence[RoundRecord | Mapping[str, Any] | str]
) -> tuple[tuple[RoundRecord, ...], LedgerView]:
    rules = game.rules_in_force()
    seating = list(game.players)
    dealer = game.first_dealer
    multiplier = 1
    running = {n: Fraction(0) for n in seating}
    kept: list[RoundRecord] = []
    views: list[RoundView] = []
    for number, raw in enumerate(records, start=1):
        try:
            rec = _prepare(game, raw, dealer)
            result = _settle(rec.model_dump_json())
        except HoolaError as e:
            raise LedgerError("in-round", number=number, cause=e, player=e.player) from None
        playing = [p.name for p in rec.players if p.dropped_out is None]
        comp = {n: Fraction(result.compensation_net.get(n, 0)) * multiplier for n in seating}
        base = {
            n: Fraction(result.net.get(n, 0)) + Fraction(result.compensation_net.get(n, 0))
            for n in seating
        }
        stakes = {n: base[n] * multiplier for n in seating}
        running = {n: running[n] + stakes[n] for n in seating}
        views.append(
            RoundView(
                number=number,
                record=rec,
                dealer=dealer,
                order=tuple(play_order(playing, dealer, rules.direction)),
                multiplier=multiplier,
                settlement=result,
                base=FrozenDict(base),
                compensation=FrozenDict(comp),
                stakes=FrozenDict(stakes),
                money=FrozenDict({n: to_money(stakes[n], game.stake) for n in seating}),
                running_stakes=FrozenDict(running),
                running_money=FrozenDict({n: to_money(running[n], game.stake) for n in seating}),
            )
        )
        kept.append(rec)
        dealer = result.winner
        if rules.hoola_doubles:
            multiplier = multiplier * 2 if result.perfect else 1
    payments = fewest_transfers(running)
    view = LedgerView(
        game=game,
        rounds=tuple(views),
        totals=FrozenDict(running),
        money=FrozenDict({n: to_money(running[n], game.stake) for n in seating}),
        next_dealer=dealer,
        next_order=tuple(play_order(seating, dealer, rules.direction)),
        next_multiplier=multiplier,
        payments=tuple(
            Payment(p.payer, p.payee, p.stakes, to_money(p.stakes, game.stake)) for p in payments
        ),
    )
    return tuple(kept), view


def ledger(game: Game) -> LedgerView:
    """Work the whole game out from its rounds. A round the engine refuses raises
    :class:`LedgerError` naming the round."""
    return _compute(game, game.rounds)[1]


# --------------------------------------------------------------------------- operations


def replace_rounds(game: Game, records: Sequence[RoundRecord | Mapping[str, Any] | str]) -> Game:
    """The game with these rounds, each checked by the engine with the dealer and
    multiplier that the rounds before it give. Any invalid round raises
    :class:`LedgerError` naming it; the game passed in is unchanged (it is frozen)."""
    if len(records) > MAX_ROUNDS:
        raise LedgerError("too-many-rounds", most=MAX_ROUNDS)
    kept, _ = _compute(game, records)
    return game.model_copy(update={"rounds": kept})


def add_round(game: Game, record: RoundRecord | Mapping[str, Any] | str) -> Game:
    """The game with one more round. The record's dealer is set from the rotation and its
    players from the game (seating order); the game's rules apply."""
    return replace_rounds(game, [*game.rounds, record])


def undo_last_round(game: Game) -> Game:
    """The game without its last round."""
    if not game.rounds:
        raise LedgerError("nothing-to-undo")
    return game.model_copy(update={"rounds": game.rounds[:-1]})


def edit_round(game: Game, number: int, record: RoundRecord | Mapping[str, Any] | str) -> Game:
    """The game with round ``number`` (1 = the first) replaced; every later round is
    recomputed (dealer, multiplier, totals) and must still be valid."""
    if not 1 <= number <= len(game.rounds):
        raise LedgerError("no-such-round", number=number, rounds=len(game.rounds))
    rounds: list[RoundRecord | Mapping[str, Any] | str] = list(game.rounds)
    rounds[number - 1] = record
    return replace_rounds(game, rounds)


def rename_player(game: Game, old: str, new: str) -> Game:
    """The game with the player ``old`` called ``new`` everywhere: the seating, the first
    dealer and every round played (its players, dealer, winner, knocker and the player
    whose discard made a Perfect), so the totals and payments are the same under the new
    name. The new name is checked as any player's (rule book 1.1: tidied, not blank, not
    too long, not another player's); only its case may match the old one's. Seats and the
    first dealer's draw are unchanged (the draw picks a seat)."""
    if old not in game.players:
        raise LedgerError("no-such-player", point="1.1", name=quote(old))
    tidy = " ".join(new.split())
    if tidy == old:
        raise LedgerError("rename-same", point="1.1", name=quote(old))

    def to(name: str | None) -> str | None:
        return tidy if name == old else name

    players = tuple(tidy if p == old else p for p in game.players)
    rounds = []
    for r in game.rounds:
        people = tuple(p.model_copy(update={"name": to(p.name)}) for p in r.players)
        rounds.append(
            r.model_copy(
                update={
                    "players": people,
                    "dealer": to(r.dealer),
                    "winner": to(r.winner),
                    "knocker": to(r.knocker),
                    "perfect_discard_by": to(r.perfect_discard_by),
                }
            )
        )
    data = game.model_dump(exclude={"rounds"})
    data.update(players=players, first_dealer=to(game.first_dealer))
    renamed = Game.load(data)  # checks the new name as any player's (and every other field)
    return replace_rounds(renamed, [r.model_dump(exclude_defaults=True) for r in rounds])
