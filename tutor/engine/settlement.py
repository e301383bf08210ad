"""Settling a round in stakes (rule book 5, 6, 7.6).

:func:`settle` checks a :class:`RoundRecord` against the rules, finds the winner, counts
every hand, ranks the losers (ties pay the higher position), applies each doubling with its
reason, decides who pays, and returns a :class:`Settlement` whose numbers add up and whose
:meth:`Settlement.steps` a learner can walk through one at a time.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, get_args

from pydantic import TypeAdapter

from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import format_cards
from tutor.engine.counting import hand_points
from tutor.engine.endings import (
    blast,
    four_sevens,
    knock,
    knock_melding_met,
)
from tutor.engine.errors import HoolaError, RecordError
from tutor.engine.payment import (
    doubling_kinds,
    lowest,
    payer_of,
    pays_never_melded,
    position,
    showdown_spares,
    tie_winner,
    undercutters,
)
from tutor.engine.reasons import (
    AsEnteredCode,
    DoublingKind,
    FrozenDict,
    Reason,
    StepStage,
    Value,
    because,
)
from tutor.engine.record_checks import Entered, check_play, check_table
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.table import (
    compensation_units,
    play_order,
)

_DOUBLING_OF: dict[str, DoublingKind] = {f"doubling-{k}": k for k in get_args(DoublingKind)}
"""A doubling's kind by the code of its reason (``doubling-seven`` → ``seven``)."""


@dataclass(frozen=True, slots=True)
class Doubling:
    """One ×2 on a loser's payment and why (rule book 6.3): ``why.code`` is
    ``doubling-<kind>``, ``kind`` one of ``seven | never-melded | perfect | undercut``."""

    why: Reason
    factor: int = 2

    @property
    def kind(self) -> DoublingKind:
        return _DOUBLING_OF[self.why.code]

    @property
    def rule(self) -> str:
        return f"§{self.why.point}"


@dataclass(frozen=True, slots=True)
class PlayerResult:
    """How one player's hand was counted: ``why`` as data, ``lines`` as sentences."""

    name: str
    hand: str
    points: int
    melds: tuple[str, ...]
    why: tuple[Reason, ...]
    sevens: int
    by_count: bool = False


@dataclass(frozen=True, slots=True)
class AsEntered:
    """Something a count could not prove, taken as the player entered it."""

    code: AsEnteredCode
    player: str


@dataclass(frozen=True, slots=True)
class LoserLine:
    """One loser's payment: position among the losers, base stakes, doublings, total, who
    pays, each with its reason (``position_why``, ``payer_why``)."""

    name: str
    points: int
    position: int
    base: int
    doublings: tuple[Doubling, ...]
    total: int
    payer: str
    position_why: Reason
    payer_why: Reason

    @property
    def multiplier(self) -> int:
        m = 1
        for d in self.doublings:
            m *= d.factor
        return m


@dataclass(frozen=True, slots=True)
class Transfer:
    """Stakes paid by one player to another, and why."""

    payer: str
    payee: str
    stakes: float
    why: Reason


@dataclass(frozen=True, slots=True)
class Step:
    """One step of the settlement as a learner walks through it: its ``stage``, its reasons
    (``why``) and the numbers its title shows. ``loser`` and ``doubling`` say which part of
    that loser's chart the step is about; ``payer``/``payee`` name a payment's two sides."""

    stage: StepStage
    why: tuple[Reason, ...]
    loser: str | None = None
    doubling: int | None = None
    running: int | None = None
    payer: str | None = None
    payee: str | None = None
    factor: int | None = None


@dataclass(frozen=True, slots=True)
class Settlement:
    """The settled round: winner and why, each hand's count, each loser's line, the
    transfers, and the net result per player (whole stakes, summing to zero).
    Compensation for players forced out (6–7 players) is kept apart, in quarter stakes.
    Immutable all the way down (tuples and read-only mappings), so caches may share it."""

    rules: FrozenDict[str, Any]
    ending: str
    winner: str
    winner_why: tuple[Reason, ...]
    perfect: bool
    undercut: bool
    players: tuple[PlayerResult, ...]
    lines: tuple[LoserLine, ...]
    transfers: tuple[Transfer, ...]
    penalty: tuple[Transfer, ...]
    compensation: tuple[Transfer, ...]
    net: FrozenDict[str, int]
    compensation_net: FrozenDict[str, float]
    as_entered: tuple[AsEntered, ...] = ()

    @property
    def collected(self) -> int:
        """What the winner collects."""
        return self.net[self.winner]

    def line_for(self, name: str) -> LoserLine:
        for line in self.lines:
            if line.name == name:
                return line
        raise KeyError(name)

    def to_json(self) -> str:
        return _ADAPTER().dump_json(self, indent=2).decode()

    @classmethod
    def from_json(cls, text: str) -> Settlement:
        return _ADAPTER().validate_json(text)

    def steps(self) -> list[Step]:
        """The settlement in order: who won, the counts, then each loser's payment built up
        doubling by doubling, then who pays whom."""
        out = [Step("winner", self.winner_why, payee=self.winner)]
        counts = tuple((p.name, p.points, p.by_count) for p in self.players)
        out.append(Step("points", (because("points-counted", "6.1", counts=counts),)))
        for t in self.penalty:
            out.append(Step("penalty", (t.why,), payer=t.payer, payee=t.payee))
        for line in self.lines:
            running = line.base
            out.append(Step("position", (line.position_why,), loser=line.name, running=running))
            for i, d in enumerate(line.doublings):
                running *= d.factor
                out.append(
                    Step(
                        "doubling",
                        (d.why,),
                        loser=line.name,
                        doubling=i,
                        running=running,
                        factor=d.factor,
                    )
                )
            out.append(Step("total", (line.payer_why,), loser=line.name, running=line.total))
        net = tuple(self.net.items())
        out.append(
            Step(
                "summary",
                (because("net-result", "6.6", net=net),),
                payee=self.winner,
                running=self.collected,
            )
        )
        for t in self.compensation:
            out.append(Step("summary", (t.why,), payer=t.payer, payee=t.payee))
        return out


@cache
def _ADAPTER() -> TypeAdapter[Settlement]:
    return TypeAdapter(Settlement)


def _frozen_spec(spec: dict[str, Any]) -> FrozenDict[str, Any]:
    """The rules spec as JSON gives it back (a knock-limit table's keys become text), so a
    settlement read back from its JSON equals the original; read-only all through."""
    return FrozenDict(
        {
            k: FrozenDict({str(n): v for n, v in val.items()}) if isinstance(val, dict) else val
            for k, val in spec.items()
        }
    )


def settle(record: RoundRecord | Mapping[str, Any] | str) -> Settlement:
    """Settle one round. ``record`` is a :class:`RoundRecord`, a mapping or JSON text.
    Raises :class:`RecordError` (a ``ValueError``) naming what is inconsistent."""
    rec = RoundRecord.load(record)
    try:
        rules = rec.rules_in_force()
    except HoolaError as e:
        raise RecordError("in-rules", point="8", cause=e) from None
    seating = [p.name for p in rec.players]
    table = check_table(rec, rules)
    playing = [p for p in table if p.rec.dropped_out is None]
    dealer = rec.dealer or seating[0]
    order = play_order([p.name for p in playing], dealer, rules.direction)
    by_name = {p.name: p for p in playing}
    check_play(rec, order, by_name, rules)
    return _Settler(rec, rules, table, playing, order).run()


class _Settler:
    """Builds the settlement from values the engine made itself (frozen dataclasses: no
    validation to pay for)."""

    def __init__(
        self,
        rec: RoundRecord,
        rules: Rules,
        table: list[Entered],
        playing: list[Entered],
        order: list[str],
    ) -> None:
        self.rec, self.rules, self.table, self.order = rec, rules, table, order
        self.by_name = {p.name: p for p in playing}
        self.results: dict[str, PlayerResult] = {}
        self.spared: set[str] = set()
        self.as_entered: list[AsEntered] = [
            AsEntered("points", p.name) for p in playing if p.rec.by_count
        ]

    # -- counting ---------------------------------------------------------------------
    def count(self, p: Entered, meld: bool) -> PlayerResult:
        if p.rec.points is not None:
            sevens = p.rec.sevens or 0
            entered = because(
                "as-entered-count",
                "6.1",
                points=p.rec.points,
                sevens=sevens,
                jokers=p.rec.jokers or 0,
            )
            return PlayerResult(p.name, "", p.rec.points, (), (entered,), sevens, True)
        if meld:
            arr = best_arrangement(p.cards, self.rules)
            left, melds = arr.deadwood, tuple(m.pretty for m in arr.melds)
            counted = hand_points(left, self.rules)  # as arr.count, which is not kept
            why = counted.why
            if melds:
                laid = tuple(m.cards for m in arr.melds)
                why = (because("showdown-lays", "5.5", melds=laid), *why)
            if showdown_spares(self.rules, bool(melds)):
                self.spared.add(p.name)
        else:
            left, melds = p.cards, ()
            counted = hand_points(p.cards, self.rules)
            why = counted.why
        sevens = [c.rank for c in left].count(7)
        return PlayerResult(p.name, format_cards(p.cards), counted.total, melds, why, sevens)

    # -- winner -----------------------------------------------------------------------
    def run(self) -> Settlement:
        rec, rules = self.rec, self.rules
        meld_all = rec.ending == "stock" and rules.meld_at_stock_end
        for name in self.order:
            self.results[name] = self.count(self.by_name[name], meld_all)
        undercut = False
        if rec.ending == "blast":
            winner, why = self.blast_winner()
        elif rec.ending == "four-sevens":
            winner, why = self.four_sevens_winner()
        elif rec.ending == "going-out":
            winner, why = self.going_out_winner()
        elif rec.ending == "knock":
            winner, why, undercut = self.knock_winner()
        else:
            winner, why = self.stock_winner()
        return self.pay(winner, tuple(why), undercut)

    def blast_winner(self) -> tuple[str, list[Reason]]:
        w = self.by_name[self.rec.winner or ""]
        if w.rec.by_count:
            if w.rec.melded:
                raise RecordError("blast-melded", point="5.1", player=w.name, name=w.name)
            if not self.rules.blast_allowed():
                raise RecordError("no-blast-rules", point="7.3")
            self.as_entered.append(AsEntered("blast-total", w.name))
            return w.name, [because("won-blast-as-entered", "5.1", winner=w.name)]
        v = blast(w.cards, self.rules, melded=w.rec.melded)
        if not v.allowed:
            raise RecordError("not-a-blast", point="5.1", name=w.name, why=v.why[-1])
        return w.name, [because("won-blast", "5.1", winner=w.name, kind=v.kind), *v.why]

    def four_sevens_winner(self) -> tuple[str, list[Reason]]:
        w = self.by_name[self.rec.winner or ""]
        if w.rec.by_count:
            self.as_entered.append(AsEntered("four-sevens", w.name))
            return w.name, [because("won-four-sevens-as-entered", "5.4", winner=w.name)]
        v = four_sevens(w.cards, self.rules)
        if not v.allowed:
            raise RecordError("four-sevens-missing", point="5.4", name=w.name, why=v.why[0])
        return w.name, [because("won-four-sevens", "5.4", winner=w.name), *v.why]

    def going_out_winner(self) -> tuple[str, list[Reason]]:
        rec, rules = self.rec, self.rules
        w = self.by_name[rec.winner or ""]
        why = [because("went-out", "5.3", winner=w.name, discard=rules.discard_to_go_out)]
        if rec.perfect:
            if w.rec.melded:
                raise RecordError("perfect-melded", point="5.3", name=w.name)
            waiting = [n for n in self.order if n != w.name and not self.by_name[n].rec.had_turn]
            if waiting and rules.perfect_needs_all_turns:
                raise RecordError("perfect-turns-waiting", point="5.3", waiting=tuple(waiting))
            why.append(because("perfect-won", "5.3"))
            if rec.perfect_discard_by:
                why.append(because("perfect-fed", "5.3", feeder=rec.perfect_discard_by))
        return w.name, why

    def check_counted_knock(self, k: Entered, others_melded: bool) -> None:
        """The knock limit and the melding condition, checked on the entered points."""
        rules, points = self.rules, k.rec.points or 0
        limit = rules.knock_limit_for(len(self.order))
        if points > limit:
            over = because(
                "over-knock-limit", "5.2", points=points, limit=limit, players=len(self.order)
            )
            raise RecordError("could-not-knock", point="5.2", player=k.name, name=k.name, why=over)
        if not knock_melding_met(
            rules, knocker_melded=bool(k.rec.melded), others_melded=others_melded
        ):
            unmet = because("melding-not-met", "5.2", needs=rules.knock_needs)
            raise RecordError("could-not-knock", point="5.2", name=k.name, why=unmet)

    def tie_break(self, tied: list[str], start: str, include_start: bool) -> tuple[str, Reason]:
        # self.order is already the order of play (from the dealer).
        points = self.results[tied[0]].points
        if self.rules.tie == "fewest-cards":
            counted = [n for n in tied if self.by_name[n].rec.by_count]
            if counted:
                raise RecordError(
                    "tie-needs-cards", point="5.6", names=tuple(tied), counted=tuple(counted)
                )
            cards = {n: len(self.by_name[n].cards) for n in tied}
            winner = tie_winner(tied, self.order, start, include_start, cards)
            return winner, because("tie-fewest-cards", "5.6", names=tuple(tied), points=points)
        winner = tie_winner(tied, self.order, start, include_start)
        return winner, because(
            "tie-turn-order", "5.6", names=tuple(tied), points=points, from_dealer=include_start
        )

    def knock_winner(self) -> tuple[str, list[Reason], bool]:
        rec, rules = self.rec, self.rules
        k = self.by_name[rec.knocker or ""]
        others_melded = any(p.rec.melded for n, p in self.by_name.items() if n != k.name)
        if k.rec.by_count:
            self.check_counted_knock(k, others_melded)
        try:
            v = knock(
                k.cards,
                rules,
                players=len(self.order),
                knocker_melded=k.rec.melded,
                others_melded=others_melded,
            )
        except HoolaError as e:
            raise RecordError.like(e) from None
        if not v.allowed:
            raise RecordError("could-not-knock", point="5.2", name=k.name, why=v.failed[0])
        mine = self.results[k.name].points
        points = {n: r.points for n, r in self.results.items()}
        under = undercutters(points, self.order, k.name)
        why = [because("knocked", "5.2", knocker=k.name, points=mine, limit=v.numbers["limit"])]
        if not under:
            why.append(because("knock-wins", "5.2", points=mine))
            return k.name, why, False
        tied = lowest(under, points)
        under_by = tuple((n, self.results[n].points) for n in under)
        why.append(because("undercut-by", "5.2", knocker=k.name, under=under_by))
        winner = tied[0]
        if len(tied) > 1:
            winner, tie_why = self.tie_break(tied, k.name, include_start=False)
            why.append(tie_why)
        why.append(because("fewest-wins", "5.2", winner=winner))
        return winner, why, True

    def stock_winner(self) -> tuple[str, list[Reason]]:
        why = [because("stock-ran-out", "5.5", meld=self.rules.meld_at_stock_end)]
        tied = lowest(self.order, {n: r.points for n, r in self.results.items()})
        low = self.results[tied[0]].points
        winner = tied[0]
        if len(tied) > 1:
            winner, tie_why = self.tie_break(tied, self.order[0], include_start=True)
            why.append(tie_why)
        why.append(because("stock-fewest-wins", "5.5", winner=winner, points=low))
        return winner, why

    # -- payment ----------------------------------------------------------------------
    def pay(self, winner: str, why: tuple[Reason, ...], undercut: bool) -> Settlement:
        rec, rules = self.rec, self.rules
        losers = [n for n in self.order if n != winner]
        pts = {n: self.results[n].points for n in losers}
        perfect = rec.ending == "going-out" and rec.perfect
        lines: list[LoserLine] = []
        transfers: list[Transfer] = []
        penalty: list[Transfer] = []
        knocker = rec.knocker if undercut else None
        if undercut and rules.undercut_penalty is not None:
            stakes = rules.undercut_penalty
            penalty = [
                Transfer(
                    knocker or "",
                    n,
                    stakes,
                    because("undercut-penalty", "7.11", knocker=knocker, stakes=stakes, payee=n),
                )
                for n in self.order
                if n != knocker
            ]
        else:
            ranked = sorted(losers, key=lambda n: (pts[n], self.order.index(n)))
            lines = [self.loser_line(n, pts, winner, perfect, undercut, knocker) for n in ranked]
            transfers = [Transfer(ln.payer, winner, ln.total, ln.payer_why) for ln in lines]
        seating = [p.name for p in self.table if p.name in self.by_name]
        net = dict.fromkeys(seating, 0)
        for t in transfers + penalty:
            net[t.payer] -= int(t.stakes)
            net[t.payee] += int(t.stakes)
        compensation = self.compensation()
        comp_net = {p.name: 0.0 for p in self.table}
        for t in compensation:
            comp_net[t.payer] -= t.stakes
            comp_net[t.payee] += t.stakes
        return Settlement(
            _frozen_spec(rules.to_spec()),
            rec.ending,
            winner,
            why,
            perfect,
            undercut,
            tuple(self.results[n] for n in seating),
            tuple(lines),
            tuple(transfers),
            tuple(penalty),
            tuple(compensation),
            FrozenDict(net),
            FrozenDict(comp_net),
            tuple(self.as_entered),
        )

    def loser_line(
        self,
        name: str,
        pts: dict[str, int],
        winner: str,
        perfect: bool,
        undercut: bool,
        knocker: str | None,
    ) -> LoserLine:
        rec, rules = self.rec, self.rules
        mine = pts[name]
        place = position(mine, list(pts.values()))
        tied = tuple(n for n, v in pts.items() if v == mine and n != name)
        if tied:
            pos_why = because(
                "position-tied", "6.2", name=name, points=mine, tied=tied, position=place
            )
        else:
            fewer = sum(1 for v in pts.values() if v < mine)
            pos_why = because(
                "position", "6.2", name=name, points=mine, fewer=fewer, position=place
            )
        sevens = self.results[name].sevens
        p = self.by_name[name].rec
        never = pays_never_melded(p.had_turn, bool(p.melded), name in self.spared)
        kinds = doubling_kinds(rules, sevens, never, perfect, undercut)
        values: dict[str, dict[str, Value]] = {
            "never-melded": {"name": name},
            "perfect": {"winner": winner},
            "undercut": {"knocker": knocker},
        }
        doublings = tuple(
            Doubling(
                because("doubling-seven", "6.3", name=name, seven=i + 1, of=sevens)
                if kind == "seven"
                else because(f"doubling-{kind}", "6.3", **values[kind])
            )
            for i, kind in enumerate(kinds)
        )
        total = place
        for d in doublings:
            total *= d.factor
        feeder = rec.perfect_discard_by if perfect else None
        pays = payer_of(name, feeder, knocker if undercut else None)
        code = "pays" if pays == name else "feeder-pays" if pays == feeder else "knocker-pays"
        payer_why = because(code, "6.4", payer=pays, name=name, total=total, winner=winner)
        return LoserLine(name, mine, place, place, doublings, total, pays, pos_why, payer_why)

    def compensation(self) -> list[Transfer]:
        forced = [p for p in self.table if p.rec.dropped_out == "forced"]
        if not forced:
            return []
        dealer = self.rec.dealer or self.table[0].name
        payers = [n for n in self.order if n != dealer]
        out = []
        each = self.rules.dropout_compensation
        for p in forced:
            units, items = compensation_units(p.cards, self.rules)
            if not units:
                continue
            for payer in payers:
                why = because(
                    "forced-out-compensation",
                    "7.6",
                    name=p.name,
                    units=units,
                    items=items,
                    payer=payer,
                    each=each,
                )
                out.append(Transfer(payer, p.name, units * each, why))
        return out
