"""Guided lessons: the lesson models, the loader and the grading helpers.

A lesson is one YAML file under ``lessons/`` (``01_table.yaml``, ``02_values.yaml``, …),
loaded in the order of its numeric prefix. It names the rule-book sections it covers
(``"§5.2"``) and the switches it shows (``"switch:knock_limit"``), and holds a list of steps:

* ``text``: a few sentences in the project's own words, maybe with cards or melds drawn;
* graded steps, each a question the engine answers: ``pick_meld`` (pick the cards of one
  meld from a hand), the yes/no questions ``is_meld``, ``blast``, ``knock_ok``,
  ``four_sevens`` and ``going_out``, the numbers ``points``, ``payout`` and ``series``, and
  the name questions ``next_player`` (and ``payout`` asking for the winner);
* ``compare``: one hand or round under two or more rule sets, side by side, with what each
  source says about the switches that differ. Not graded.

A graded step stores an ``answer``. The learner is never graded against it:
:func:`grade` asks the engine under the rules the step uses (its own ``rules`` when it
names them, else the rules in force). The stored answer is what the tests hold against the
engine (:func:`answer_problems`), so a lesson cannot drift from the rules it teaches.

This module is engine side: it never imports Streamlit.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal, get_args

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import FULL_DECK, Card, format_cards, parse_cards
from tutor.engine.counting import hand_points
from tutor.engine.endings import blast, four_sevens, going_out, knock
from tutor.engine.errors import HoolaError
from tutor.engine.explain.lessons import say, say_all
from tutor.engine.melds import Meld, build_meld, candidate_melds, check_meld
from tutor.engine.odds import NextHands, undercut_exact
from tutor.engine.records import RoundRecord
from tutor.engine.rules import KNOCK_LIMIT_TABLES, PRESETS, Rules, switch_sources_named
from tutor.engine.settlement import Step as SettlementStep
from tutor.engine.settlement import settle
from tutor.engine.table import claim_taker, play_order
from tutor.teach.errors import LessonError, problem_code
from tutor.teach.lesson_positions import check_position
from tutor.teach.lesson_reasons import (
    GRADE_CODES,
    GradeCode,
    LessonReason,
    Said,
    TitleCode,
    said,
)

__all__ = [
    "LESSONS_DIR",
    "CompareStep",
    "Column",
    "GRADE_CODES",
    "Grade",
    "GradeCode",
    "Lesson",
    "Outcome",
    "Said",
    "STAGE_MAX",
    "KNOCK",
    "PLAY_ON",
    "KNOCK_RISK_MAX",
    "PickMeldStep",
    "PositionStep",
    "Stage",
    "TextStep",
    "answer_problems",
    "choice_reasons",
    "compare",
    "grade",
    "graded_steps",
    "is_graded",
    "load_lesson",
    "load_lessons",
    "rules_for",
    "rules_label",
    "solve",
]

LESSONS_DIR = Path(__file__).resolve().parents[2] / "lessons"
"""The project's lessons folder (``lessons/`` at the repository root)."""

RulesSpec = str | dict[str, Any]
"""A preset name, or ``{"preset": name, <switch>: value, ...}`` (see :meth:`Rules.from_spec`)."""

Answer = bool | int | float | str
_SECTION = re.compile(r"^§\d+(\.\d+)?$")
_SWITCH = re.compile(r"^switch:([a-z_]+)$")
_TAGS = ("name-alikes",)
_FILE = re.compile(r"^(\d+)_[\w-]+\.ya?ml$")


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


# --------------------------------------------------------------------------- results


_GRADE_POINTS: dict[str, str] = {
    "refused": "", "no-meld": "3", "owes-nothing": "6.4", "not-cards": "2",
    "not-in-hand": "3", "discard-used": "4.1", "discard-left-out": "4.1",
}  # fmt: skip
"""The rule-book point of each :data:`GradeCode` (none for the engine's refusal)."""


def _grade_reason(code: GradeCode, values: dict[str, Any]) -> LessonReason:
    return said(code, _GRADE_POINTS[code], **values)


class Outcome(_Frozen):
    """The engine's answer to one question under one rule set. ``why``: what it rests on,
    as data (the engine's reasons and the lesson's own, :data:`Said`); ``reasons``: the same
    in words. ``value`` is ``None`` when the engine refuses the question under these rules;
    ``error`` then says why, ``code`` (``refused``, ``no-meld`` or ``owes-nothing``) and
    ``values`` (``error``: the engine's code) say it as data. ``more``: every settlement
    step of a payout, where ``why`` holds only those about the player asked about.
    ``heading``: the ``title`` as data (a ``lesson-title`` reason, worded by the explainer),
    ``None`` when the title is the engine's own verdict title."""

    value: Answer | None
    shown: str
    title: str
    why: tuple[Said, ...]
    heading: LessonReason | None = None
    more: tuple[Said, ...] = ()
    error: str | None = None
    code: GradeCode | None = None
    values: dict[str, Any] = {}

    @property
    def reasons(self) -> list[str]:
        """The reasons in words (:func:`tutor.engine.explain.lessons.say`)."""
        return list(say_all(self.why))

    @property
    def details(self) -> list[str]:
        """Every settlement step in words (a payout's, else none)."""
        return list(say_all(self.more))


class Grade(_Frozen):
    """A learner's answer graded by the engine: right or wrong, the engine's answer, and the
    engine's reasons (given whether the learner was right or not). ``code`` and ``values``:
    what the lesson itself says about the answer (:data:`GradeCode`), ``None`` when the
    engine's reasons say it all."""

    correct: bool
    expected: Answer | None
    expected_text: str
    title: str
    why: tuple[Said, ...]
    heading: LessonReason | None = None
    code: GradeCode | None = None
    values: dict[str, Any] = {}

    @property
    def reasons(self) -> list[str]:
        """The reasons in words (:func:`tutor.engine.explain.lessons.say`)."""
        return list(say_all(self.why))


def _titled(code: TitleCode, **values: Any) -> dict[str, Any]:
    """An answer's ``title`` in the explainer's words and its ``heading`` (the same as
    data), to pass to :class:`Outcome` or :class:`Grade`."""
    heading = said(code, "", **values)
    return {"title": say(heading), "heading": heading}


def _shown(code: TitleCode) -> str:
    """The answer shown when there is none (``shown-none``, ``shown-no-meld``)."""
    return say(said(code, ""))


def _yes_no(value: bool) -> str:
    return "Yes" if value else "No"


def _error_values(error: Exception) -> dict[str, Any]:
    """An engine error as values: its ``code`` as ``error``, and its own values."""
    values = dict(getattr(error, "values", {}) or {})
    return {**values, "error": getattr(error, "code", None)}


def _refused(error: Exception) -> Outcome:
    """The engine's refusal (``error``, kept as ``cause`` in the reason)."""
    return _refusal(_grade_reason("refused", {"cause": error}), _error_values(error))


def _refusal(reason: LessonReason, values: dict[str, Any]) -> Outcome:
    """No answer under these rules, for ``reason`` (its code is the outcome's ``code``)."""
    return Outcome(
        value=None,
        shown=_shown("shown-none"),
        **_titled("title-refused"),
        why=(reason,),
        error=say(reason),
        code=reason.code,  # type: ignore[arg-type]
        values=values,
    )


# --------------------------------------------------------------------------- validators


def _cards_text(v: str) -> str:
    parse_cards(v)  # raises CardError (a ValueError) naming the bad token
    return v


def _melds_text(v: list[str]) -> list[str]:
    for meld in v:
        Meld.parse(meld)  # raises CardError (a ValueError) when the cards are no meld
    return v


def _spec(v: RulesSpec | None) -> RulesSpec | None:
    if v is not None:
        Rules.from_spec(v)  # RulesError is a ValueError
    return v


def _record(v: dict[str, Any]) -> dict[str, Any]:
    if "rules" in v:
        raise LessonError("record-rules")
    RoundRecord.load(v)
    return v


def _names(record: dict[str, Any]) -> list[str]:
    return [p["name"] for p in record.get("players", [])]


# --------------------------------------------------------------------------- probes
# A probe is one question the engine can answer under any rule set. Graded steps add a
# prompt and a stored answer; a compare step shows one probe under several rule sets.


class MeldProbe(_Frozen):
    """Do these cards form one meld? (rule book 3)"""

    type: Literal["is_meld"]
    cards: str

    _cards = field_validator("cards")(lambda cls, v: _cards_text(v))

    def shown_cards(self) -> list[tuple[Card, ...]]:
        return [parse_cards(self.cards)]

    def evaluate(self, rules: Rules) -> Outcome:
        check = check_meld(parse_cards(self.cards), rules)
        title = (
            _titled("title-meld", meld=check.meld)
            if check.valid and check.meld
            else _titled("title-not-a-meld")
        )
        return Outcome(value=check.valid, shown=_yes_no(check.valid), why=check.why, **title)


class BlastProbe(_Frozen):
    """May this player stop with a Blast at the start of the turn? (rule book 5.1)"""

    type: Literal["blast"]
    hand: str
    melded: bool = False

    _hand = field_validator("hand")(lambda cls, v: _cards_text(v))

    def shown_cards(self) -> list[tuple[Card, ...]]:
        return [parse_cards(self.hand)]

    def evaluate(self, rules: Rules) -> Outcome:
        v = blast(parse_cards(self.hand, rules), rules, melded=self.melded)
        return Outcome(value=v.allowed, shown=_yes_no(v.allowed), title=v.title, why=v.why)


class KnockProbe(_Frozen):
    """May this player knock at the start of the turn? (rule book 5.2)"""

    type: Literal["knock_ok"]
    hand: str
    players: int = Field(4, ge=2, le=7)
    melded: bool = False
    others_melded: bool = True

    _hand = field_validator("hand")(lambda cls, v: _cards_text(v))

    def shown_cards(self) -> list[tuple[Card, ...]]:
        return [parse_cards(self.hand)]

    def evaluate(self, rules: Rules) -> Outcome:
        v = knock(
            parse_cards(self.hand, rules),
            rules,
            players=self.players,
            knocker_melded=self.melded,
            others_melded=self.others_melded,
        )
        return Outcome(value=v.allowed, shown=_yes_no(v.allowed), title=v.title, why=v.why)


class FourSevensProbe(_Frozen):
    """May this player stop with four sevens? (rule book 5.4)"""

    type: Literal["four_sevens"]
    hand: str

    _hand = field_validator("hand")(lambda cls, v: _cards_text(v))

    def shown_cards(self) -> list[tuple[Card, ...]]:
        return [parse_cards(self.hand)]

    def evaluate(self, rules: Rules) -> Outcome:
        v = four_sevens(parse_cards(self.hand, rules), rules)
        return Outcome(value=v.allowed, shown=_yes_no(v.allowed), title=v.title, why=v.why)


class GoingOutProbe(_Frozen):
    """Holding ``hand`` after the draw, can the player go out this turn (``ask: out``), and
    would it be a Perfect (``ask: perfect``)? (rule book 4, 5.3)"""

    type: Literal["going_out"]
    hand: str
    melded_before: bool = False
    others_had_turn: bool = True
    ask: Literal["out", "perfect"] = "out"
    table: list[str] = []
    """Melds already on the table, which cards may be laid off onto once the player has
    melded from the hand (rule book 4.3)."""

    _hand = field_validator("hand")(lambda cls, v: _cards_text(v))
    _table = field_validator("table")(lambda cls, v: _melds_text(v))

    def shown_cards(self) -> list[tuple[Card, ...]]:
        return [parse_cards(self.hand)]

    def evaluate(self, rules: Rules) -> Outcome:
        try:
            v = going_out(
                parse_cards(self.hand, rules),
                rules,
                melded_before=self.melded_before,
                others_had_turn=self.others_had_turn,
                table=self.table,
            )
        except HoolaError as e:
            return _refused(e)
        value = v.allowed if self.ask == "out" else v.allowed and v.perfect
        return Outcome(value=value, shown=_yes_no(value), title=v.title, why=v.why)


class PointsProbe(_Frozen):
    """Points in hand: the hand as it is (``count: as-is``), or left after the best
    arrangement of melds (``count: best``) (rule book 2, 6.1)."""

    type: Literal["points"]
    hand: str
    count: Literal["as-is", "best"] = "as-is"

    _hand = field_validator("hand")(lambda cls, v: _cards_text(v))

    def shown_cards(self) -> list[tuple[Card, ...]]:
        return [parse_cards(self.hand)]

    def evaluate(self, rules: Rules) -> Outcome:
        cards = parse_cards(self.hand, rules)
        if self.count == "best":
            arr = best_arrangement(cards, rules)
            return Outcome(
                value=arr.points,
                shown=str(arr.points),
                **_titled("title-points-left", points=arr.points),
                why=arr.why,
            )
        count = hand_points(cards, rules)
        return Outcome(
            value=count.total,
            shown=str(count.total),
            **_titled("title-points-in-hand", points=count.total),
            why=count.why,
        )


class NextPlayerProbe(_Frozen):
    """Players seated clockwise: who plays after ``current``? (rule book 1)"""

    type: Literal["next_player"]
    seating: list[str] = Field(min_length=2, max_length=7)
    current: str
    claimants: list[str] = []
    """Players who claim ``current``'s discard out of turn, in the order they slapped it
    (rules 7.1, 7.2); empty when nobody does."""

    @model_validator(mode="after")
    def _seat(self) -> NextPlayerProbe:
        if len(set(self.seating)) != len(self.seating):
            raise LessonError("seating-twice")
        if self.current not in self.seating:
            raise LessonError(
                "current-not-seated",
                current=self.current,
            )
        if any(c not in self.seating or c == self.current for c in self.claimants):
            raise LessonError("claimants-not-seated")
        return self

    def choices(self) -> list[str]:
        return list(self.seating)

    def evaluate(self, rules: Rules) -> Outcome:
        order = play_order(self.seating, self.current, rules.direction)
        taker = claim_taker(self.seating, self.current, self.claimants, rules)
        seated = said("seated", "1.5", seating=tuple(self.seating))
        if self.claimants:
            claimants = tuple(self.claimants)
            if taker is None:
                why = said("claim-refused", "7.1", claimants=claimants)
            elif rules.claim == "battle":
                why = said("claim-first-slap", "7.1", claimants=claimants, taker=taker)
            else:
                why = said("claim-turn-order", "7.2", claimants=claimants, taker=taker,
                           current=self.current)  # fmt: skip
            name = taker or order[1]
            return Outcome(value=name, shown=name, why=(seated, why),
                           **_titled("title-plays-next", name=name))  # fmt: skip
        goes = said("play-goes", "1.5", direction=rules.direction, order=tuple(order))
        return Outcome(value=order[1], shown=order[1], why=(seated, goes),
                       **_titled("title-plays-next", name=order[1]))  # fmt: skip


PayoutAsk = Literal["pays", "owes", "collects", "winner", "compensation"]


class PayoutProbe(_Frozen):
    """A round record settled by the engine (rule book 5, 6). ``ask``: the stakes
    ``player`` hands over (``pays``), that player's payment whoever pays it (``owes``), what
    the winner collects (``collects``), who wins (``winner``), or what a player forced to
    drop out receives (``compensation``)."""

    type: Literal["payout"]
    record: dict[str, Any]
    ask: PayoutAsk
    player: str | None = None

    _record = field_validator("record")(lambda cls, v: _record(v))

    @model_validator(mode="after")
    def _player(self) -> PayoutProbe:
        needs = self.ask in ("pays", "owes", "compensation")
        if needs and self.player not in _names(self.record):
            raise LessonError(
                "player-needed",
                ask=self.ask,
            )
        if not needs and self.player is not None:
            raise LessonError("player-not-taken", ask=self.ask)
        return self

    def choices(self) -> list[str] | None:
        return _names(self.record) if self.ask == "winner" else None

    def evaluate(self, rules: Rules) -> Outcome:
        try:
            s = settle({**self.record, "rules": rules.to_spec()})
        except HoolaError as e:
            return _refused(e)
        showdown = _showdown_lines(s)
        steps = _with_showdown([_step_reason(st) for st in s.steps()], showdown)
        p = self.player or ""
        if self.ask == "winner":
            value: Answer = s.winner
            title = _titled("title-wins", player=s.winner)
        elif self.ask == "collects":
            value = s.collected
            title = _titled("title-collects", player=s.winner, stakes=value)
        elif self.ask == "pays":
            value = int(sum(t.stakes for t in s.transfers + s.penalty if t.payer == p))
            title = _titled("title-pays", player=p, stakes=value)
        elif self.ask == "owes":
            try:
                line = s.line_for(p)
            except KeyError:
                values = {"player": p, "winner": s.winner}
                return _refusal(_grade_reason("owes-nothing", values), values)
            value = line.total
            title = _titled("title-payment", player=p, stakes=value)
        else:
            got = s.compensation_net.get(p, 0.0)
            value = int(got) if float(got).is_integer() else float(got)
            title = _titled("title-compensation", player=p, stakes=value)
        reasons = steps
        if self.ask in ("pays", "owes"):
            # The player's own line, and every line the player pays for someone else.
            about = {p} | {ln.name for ln in s.lines if ln.payer == p}
            reasons = _with_showdown([
                _step_reason(st)
                for st in s.steps()
                if st.stage in ("winner", "points")
                or st.loser in about
                or (st.stage == "penalty" and st.payer == p)
            ], showdown)  # fmt: skip
        return Outcome(
            value=value,
            shown=f"{value:g}" if not isinstance(value, str) else value,
            why=tuple(reasons),
            **title,
            more=tuple(steps),
        )


def _showdown_lines(s: Any) -> list[LessonReason]:
    """What the engine laid for each player at an end-of-stock showdown (rule book 5.5),
    one reason a player, as the payout page and ``hoola settle`` show it."""
    return [said("showdown", "5.5", name=p.name, reason=r) for p in s.players for r in p.why
            if r.code == "showdown-lays"]  # fmt: skip


def _with_showdown(steps: list[LessonReason], showdown: list[LessonReason]) -> list[LessonReason]:
    """The showdown's melds after the first step (who won), before the counts."""
    return [*steps[:1], *showdown, *steps[1:]]


def _step_reason(step: SettlementStep) -> LessonReason:
    """One settlement step (worded with the running payment after a doubling and the total
    collected at the end)."""
    return said("settle-step", step.why[0].point if step.why else "6", step=step)


class SeriesProbe(_Frozen):
    """Several rounds in a row, worked out by the game ledger: who deals the round after
    them (``next_dealer``, rule book 1), its stake multiplier (``next_multiplier``, §6.5),
    or what ``player`` pays in the last round, in stakes, multiplier included (``pays``)."""

    type: Literal["series"]
    rounds: list[dict[str, Any]] = Field(min_length=1, max_length=6)
    ask: Literal["next_dealer", "next_multiplier", "pays"]
    player: str | None = None

    @field_validator("rounds")
    @classmethod
    def _rounds(cls, v: list[dict[str, Any]]) -> list[dict[str, Any]]:
        names = None
        for i, r in enumerate(v):
            _record(r)
            if names is None:
                names = _names(r)
            elif _names(r) != names:
                raise LessonError("round-players", round=i + 1)
        return v

    @model_validator(mode="after")
    def _player(self) -> SeriesProbe:
        if self.ask == "pays" and self.player not in _names(self.rounds[0]):
            raise LessonError("player-needed", ask="pays")
        return self

    def choices(self) -> list[str] | None:
        return _names(self.rounds[0]) if self.ask == "next_dealer" else None

    def evaluate(self, rules: Rules) -> Outcome:
        from tutor.engine.ledger import Game, ledger, replace_rounds  # the ledger builds on settle

        first = self.rounds[0]
        names = _names(first)
        try:
            game = Game.new(
                players=names,
                rules=rules,
                name="Lesson",
                first_dealer=first.get("dealer") or names[0],
            )
            view = ledger(replace_rounds(game, self.rounds))
        except HoolaError as e:
            return _refused(e)
        reasons = [
            said("series-round", "6.5", number=r.number, winner=r.winner, perfect=r.perfect,
                 multiplier=r.multiplier)
            for r in view.rounds
        ]  # fmt: skip
        value: Answer
        if self.ask == "next_dealer":
            value = view.next_dealer
            reasons.append(said("next-dealer", "1.3", name=value))
            title = _titled("title-deals-next", name=value)
        elif self.ask == "next_multiplier":
            value = int(view.next_multiplier)
            reasons.append(said("next-multiplier", "6.5", multiplier=value))
            title = _titled("title-next-multiplier", multiplier=value)
        else:
            last = view.rounds[-1]
            p = self.player or ""
            value = int(max(-last.stakes[p], 0))
            reasons.append(said("series-pays", "6.2", number=last.number, player=p,
                                base=last.base[p], multiplier=last.multiplier,
                                stakes=last.stakes[p]))  # fmt: skip
            title = _titled("title-pays", player=p, stakes=value)
        return Outcome(value=value, shown=str(value), why=tuple(reasons), **title)


PositionAsk = Literal["take-or-draw", "discard", "knock-or-draw", "safe-discard"]
TABLE_ASKS = ("knock-or-draw", "safe-discard")
"""The positions read the way the practice table's coach reads them: from what this player
has seen (their hand, the cards face up) and how many cards each other player holds."""

KNOCK_RISK_MAX = 0.12
"""Knock when the chance of being undercut is at most this (the careful computer player's
limit at the practice table)."""
POSITION_DEALS_MAX = 60_000
"""A table position is counted over every deal of the unseen cards: at most this many."""


class Undercut(_Frozen):
    """A knock's risk counted over every deal of the unseen cards into the other hands
    (rule 5.2: anyone holding as few points as the knocker, or fewer, undercuts)."""

    points: int
    hits: int
    deals: int

    @property
    def chance(self) -> float:
        return self.hits / self.deals if self.deals else 0.0


class Feed(_Frozen):
    """What throwing ``card`` may give the next player (rule 4.1: a discard is taken only to
    lay it at once in a new meld): the new melds it makes with cards this player has not
    seen, and in how many of the hands the next player may hold (``hits`` of ``hands``)
    such a meld can be laid."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    card: Card
    melds: tuple[Meld, ...]
    hits: int
    hands: int

    @property
    def chance(self) -> float:
        return self.hits / self.hands if self.hands else 0.0


class PositionProbe(_Frozen):
    """A position at the table, for the learner to decide and the engine to grade.

    * ``ask: take-or-draw``: at the start of the turn the top discard is ``discard``. It
      may be taken only to go at once into a new meld laid from hand (rule book 4.1), so
      the answer is to take it exactly when it makes a new meld with cards in hand.
    * ``ask: discard``: holding ``hand`` after the draw, which card to throw away? The
      right discards are those that leave the fewest points once the rest is laid in the
      best melds (rule book 4.4, 6.1).

    Two positions are read as the practice table's coach reads them, from what this player
    has seen: ``seen`` (the discard pile and the melds on the table) and ``others`` (how many
    cards each other player holds, in turn order from the next player). The unseen cards are
    the pack less the hand and ``seen``; every deal of them is counted.

    * ``ask: knock-or-draw``: at the start of the turn, knock now or draw and play on? Knock
      when the engine allows it (rule 5.2) and the undercut chance (:meth:`undercut`) is at
      most :data:`KNOCK_RISK_MAX`.
    * ``ask: safe-discard``: holding ``hand`` after the draw, which discard is safe? The
      right discards feed the next player in the fewest of the hands they may hold (none,
      when some card has no unseen partners: :meth:`feed`).
    """

    type: Literal["position"]
    hand: str
    ask: PositionAsk
    discard: str | None = None
    seen: str | None = None
    others: list[int] | None = None
    melded: bool = True
    others_melded: bool = True
    table: list[str] | None = None

    _hand = field_validator("hand")(lambda cls, v: _cards_text(v))
    _seen = field_validator("seen")(lambda cls, v: None if v is None else _cards_text(v))

    @model_validator(mode="after")
    def _position(self) -> PositionProbe:
        hand = parse_cards(self.hand)
        if self.ask == "take-or-draw":
            if self.discard is None:
                raise LessonError(
                    "discard-needed",
                    ask=self.ask,
                )
            top = parse_cards(self.discard)
            if len(top) != 1 or top[0] in hand:
                raise LessonError("discard-not-one-card")
        elif self.discard is not None:
            raise LessonError("discard-not-taken", ask=self.ask)
        elif len(hand) < 2 and self.ask != "knock-or-draw":
            raise LessonError(
                "hand-too-small",
                ask=self.ask,
            )
        if self.ask not in TABLE_ASKS:
            if self.seen is not None or self.others is not None:
                raise LessonError("table-not-taken", ask=self.ask)
            return self
        if self.others is None or not 1 <= len(self.others) <= 4:
            raise LessonError(
                "others-needed",
                ask=self.ask,
            )
        if any(n < 1 or n > 8 for n in self.others):
            raise LessonError("others-range")
        seen = parse_cards(self.seen or "")
        twice = [c for c in seen if c in hand or seen.count(c) > 1]
        if twice:
            raise LessonError(
                "seen-twice",
                card=twice[0],
            )
        unseen = len(FULL_DECK) - len(hand) - len(seen)
        if sum(self.others) > unseen:
            raise LessonError(
                "others-over-unseen",
                unseen=unseen,
            )
        if self._deals(unseen) > POSITION_DEALS_MAX:
            raise LessonError(
                "too-many-deals",
                unseen=unseen,
            )
        return self

    _possible = model_validator(mode="after")(check_position)

    def _deals(self, unseen: int) -> int:
        if self.ask == "safe-discard":
            return math.comb(unseen, (self.others or [0])[0])
        total, left = 1, unseen
        for k in self.others or []:
            total *= math.comb(left, k)
            left -= k
        return total

    def unseen(self, rules: Rules) -> tuple[Card, ...]:
        """The cards this player has not seen: in the stock or in the other hands."""
        known = [*parse_cards(self.hand, rules), *parse_cards(self.seen or "", rules)]
        jokers = rules.jokers - sum(c.is_joker for c in known)
        return tuple(c for c in FULL_DECK if c not in known) + (Card.joker(),) * max(jokers, 0)

    def undercut(self, rules: Rules) -> Undercut:
        """The knock's undercut chance counted over every deal of the unseen cards into the
        other hands: the share of deals in which some hand counts as few points as the
        knocker, or fewer (hands counted as they are, rule 5.2)."""
        points = hand_points(parse_cards(self.hand, rules), rules).total
        count = undercut_exact(points, self.unseen(rules), self.others or [], rules)
        return Undercut(points=points, hits=count.hits, deals=count.samples)

    def feed(self, card: Card, rules: Rules, hands: NextHands | None = None) -> Feed:
        """What throwing ``card`` may give the next player: the new melds it makes with
        unseen cards, and in how many of the hands the next player may hold (every choice
        of their cards among the unseen) the other cards of such a meld are all held.
        ``hands``: the next player's hands when already counted (:meth:`next_hands`)."""
        hands = hands or self.next_hands(rules)
        f = hands.feed(card, count_sevens=True)
        melds = sorted((_meld_of(card, g, rules) for g in f.groups), key=_sets_first)
        return Feed(card=card, melds=tuple(melds), hits=round(f.hits), hands=hands.count)

    def next_hands(self, rules: Rules) -> NextHands:
        """Every hand the next player may hold: their cards among the unseen, all counted."""
        pool = self.unseen(rules)
        k = min((self.others or [0])[0], len(pool))
        return NextHands(pool, k, rules, samples=math.comb(len(pool), k))

    def shown_cards(self) -> list[tuple[Card, ...]]:
        return [parse_cards(self.hand)]

    def top(self) -> Card:
        return parse_cards(self.discard or "")[0]

    def choices(self) -> list[str]:
        if self.ask == "take-or-draw":
            return [TAKE, DRAW]
        if self.ask == "knock-or-draw":
            return [KNOCK, PLAY_ON]
        return [str(c) for c in parse_cards(self.hand)]

    def knock_verdict(self, rules: Rules) -> Any:
        """The engine's verdict on a knock now (rule 5.2)."""
        return knock(
            parse_cards(self.hand, rules),
            rules,
            players=len(self.others or []) + 1,
            knocker_melded=self.melded,
            others_melded=self.others_melded,
        )

    def knock_reasons(self, rules: Rules) -> tuple[Answer, list[Said]]:
        """Knock now or play on, and why: the engine's knock verdict, then the undercut
        chance counted over every deal (rule 5.2)."""
        verdict = self.knock_verdict(rules)
        if not verdict.allowed:
            return PLAY_ON, [*verdict.why, said("no-knock-open", "5.2")]
        u = self.undercut(rules)
        line = said("undercut-count", "5.2", others=tuple(self.others or ()), hits=u.hits,
                    deals=u.deals, points=u.points, chance=u.chance)  # fmt: skip
        if u.chance <= KNOCK_RISK_MAX:
            return KNOCK, [*verdict.why, line, said("knock-now", "5.2", limit=KNOCK_RISK_MAX)]
        return PLAY_ON, [*verdict.why, line, said("knock-risky", "5.2", limit=KNOCK_RISK_MAX)]

    def feed_line(self, f: Feed) -> LessonReason:
        """Which discard feeds what: one reason on one card (rule 4.1)."""
        if not f.melds:
            return said("feeds-nothing", "4.1", card=f.card)
        if any(len(m.cards) == 1 for m in f.melds):
            return said("feeds-always", "3.3", card=f.card)
        return said("feeds", "4.1", card=f.card, hits=f.hits, hands=f.hands, chance=f.chance,
                    melds=tuple(m.cards for m in f.melds))  # fmt: skip

    def discard_points(self, card: Card, rules: Rules) -> int:
        """Points left in hand after throwing ``card`` and laying the best melds."""
        rest = list(parse_cards(self.hand, rules))
        rest.remove(card)
        return best_arrangement(rest, rules).points

    def evaluate(self, rules: Rules) -> Outcome:
        hand = parse_cards(self.hand, rules)
        if self.ask == "knock-or-draw":
            value, reasons = self.knock_reasons(rules)
            title = _titled("title-knock-now" if value == KNOCK else "title-play-on")
            return Outcome(value=value, shown=str(value), why=tuple(reasons), **title)
        if self.ask == "safe-discard":
            hands = self.next_hands(rules)
            feeds = [self.feed(c, rules, hands) for c in dict.fromkeys(hand)]
            least = min(f.hits for f in feeds)
            safe = [f.card for f in feeds if f.hits == least]
            shown = format_cards(safe, pretty=True)
            return Outcome(
                value=format_cards(safe),
                shown=shown,
                **_titled("title-discard", cards=tuple(safe)),
                why=tuple(self.feed_line(f) for f in sorted(feeds, key=lambda f: -f.hits)),
            )
        if self.ask == "discard":
            left = {c: self.discard_points(c, rules) for c in hand}
            fewest = min(left.values())
            best = [c for c in hand if left[c] == fewest]
            rest = list(hand)
            rest.remove(best[0])
            arr = best_arrangement(rest, rules)
            shown = format_cards(best, pretty=True)
            return Outcome(
                value=format_cards(best),
                shown=shown,
                **_titled("title-discard", cards=tuple(best)),
                why=(said("discard-fewest", "6.1", cards=tuple(best), points=fewest), *arr.why),
            )
        top = self.top()
        melds = [
            m for m in best_arrangement((*hand, top), rules).melds if top in m.cards
        ] or melds_with(top, hand, rules)
        if melds:
            return Outcome(
                value=TAKE,
                shown=TAKE,
                **_titled("title-take", card=top),
                why=(
                    said("take-discard", "4.1", card=top, kind=melds[0].kind, meld=melds[0].cards),
                ),  # fmt: skip
            )
        return Outcome(
            value=DRAW,
            shown=DRAW,
            why=(said("draw-stock", "4.1", card=top),),
            **_titled("title-draw"),
        )


TAKE = "Take the discard"
DRAW = "Draw from the stock"
KNOCK = "Knock now"
PLAY_ON = "Draw and play on"


def _meld_of(card: Card, partners: Iterable[Card], rules: Rules) -> Meld:
    """The new meld ``card`` makes with ``partners`` (a group the engine found)."""
    meld = check_meld(sorted((card, *partners), key=lambda c: (c.is_joker, c)), rules).meld
    assert meld is not None, "a partner group makes a meld"
    return meld


def _sets_first(meld: Meld) -> tuple[bool, list[Card]]:
    return meld.kind == "run", sorted(meld.cards)


def melds_with(card: Card, hand: Sequence[Card], rules: Rules) -> list[Meld]:
    """Every new meld ``card`` can make with cards from ``hand`` (jokers aside)."""
    naturals = tuple(c for c in (*hand, card) if not c.is_joker)
    i = naturals.index(card)
    return [build_meld(c, naturals) for c in candidate_melds(naturals, 0, rules) if c.mask >> i & 1]


Probe = Annotated[
    MeldProbe
    | BlastProbe
    | KnockProbe
    | FourSevensProbe
    | GoingOutProbe
    | PointsProbe
    | NextPlayerProbe
    | PayoutProbe
    | SeriesProbe
    | PositionProbe,
    Field(discriminator="type"),
]


# --------------------------------------------------------------------------- steps


class _StepBase(_Frozen):
    id: str | None = Field(None, pattern=r"^[a-z0-9][a-z0-9_-]*$", max_length=40)
    title: str | None = Field(None, max_length=80)
    stage: str | None = Field(None, min_length=1, max_length=60)
    """A new stage of the lesson starts at this step, with this title."""


class _Graded(_StepBase):
    prompt: str = Field(min_length=1)
    rules: RulesSpec | None = None
    explain: str | None = None
    nudge: str | None = Field(None, min_length=1, max_length=300)
    """The first hint, in the lesson's words: where to look, without the answer. Without
    it the hint is made from the step's cards and the engine's answer
    (:func:`tutor.teach.attempts.hint_ladder`)."""

    _rules = field_validator("rules")(lambda cls, v: _spec(v))


class IsMeldStep(_Graded, MeldProbe):
    answer: bool


class BlastStep(_Graded, BlastProbe):
    answer: bool


class KnockStep(_Graded, KnockProbe):
    answer: bool


class FourSevensStep(_Graded, FourSevensProbe):
    answer: bool


class GoingOutStep(_Graded, GoingOutProbe):
    answer: bool


class PointsStep(_Graded, PointsProbe):
    answer: int


class NextPlayerStep(_Graded, NextPlayerProbe):
    answer: str

    @model_validator(mode="after")
    def _answer(self) -> NextPlayerStep:
        if self.answer not in self.seating:
            raise LessonError(
                "answer-not-seated",
                answer=self.answer,
            )
        return self


class PayoutStep(_Graded, PayoutProbe):
    answer: int | float | str

    @model_validator(mode="after")
    def _answer(self) -> PayoutStep:
        if self.ask == "winner":
            if not isinstance(self.answer, str) or self.answer not in _names(self.record):
                raise LessonError(
                    "answer-not-a-player",
                    ask=self.ask,
                )
        elif isinstance(self.answer, str):
            raise LessonError(
                "answer-not-a-number",
                ask=self.ask,
            )
        return self


class SeriesStep(_Graded, SeriesProbe):
    answer: int | str

    @model_validator(mode="after")
    def _answer(self) -> SeriesStep:
        if (self.ask == "next_dealer") != isinstance(self.answer, str):
            raise LessonError(
                "answer-kind",
                ask=self.ask,
            )
        return self


class PositionStep(_Graded, PositionProbe):
    answer: str

    @model_validator(mode="after")
    def _answer(self) -> PositionStep:
        if self.ask == "take-or-draw" and self.answer not in (TAKE, DRAW):
            raise LessonError("answer-not-a-choice", choices=(TAKE, DRAW))
        if self.ask == "knock-or-draw" and self.answer not in (KNOCK, PLAY_ON):
            raise LessonError(
                "answer-not-a-choice",
                choices=(KNOCK, PLAY_ON),
            )
        if self.ask in ("discard", "safe-discard"):
            _cards_text(self.answer)
        return self


class PickMeldStep(_Graded):
    """A hand is shown; the learner picks the cards of one meld (rule book 3). Any valid meld
    is right; with ``must_include`` the meld must use that card (e.g. a card just taken from
    the discard pile, which may only be taken to meld it at once, rule book 4.1)."""

    type: Literal["pick_meld"]
    hand: str
    answer: str
    must_include: str | None = None

    _cards = field_validator("hand", "answer")(lambda cls, v: _cards_text(v))

    @model_validator(mode="after")
    def _within(self) -> PickMeldStep:
        hand = set(parse_cards(self.hand))
        outside = [c for c in parse_cards(self.answer) if c not in hand]
        if outside:
            raise LessonError("pick-outside-hand", card=outside[0])
        if self.must_include is not None:
            need = parse_cards(self.must_include)
            if len(need) != 1 or need[0] not in hand:
                raise LessonError("must-include-bad")
        return self

    def shown_cards(self) -> list[tuple[Card, ...]]:
        return [parse_cards(self.hand)]

    def hand_cards(self) -> tuple[Card, ...]:
        return parse_cards(self.hand)


class TextStep(_StepBase):
    """Words in the project's own voice (markdown), maybe with a hand or melds drawn."""

    type: Literal["text"]
    body: str = Field(min_length=1)
    cards: str | None = None
    groups: list[str] | None = None

    @field_validator("cards")
    @classmethod
    def _cards(cls, v: str | None) -> str | None:
        return None if v is None else _cards_text(v)

    @field_validator("groups")
    @classmethod
    def _groups(cls, v: list[str] | None) -> list[str] | None:
        for g in v or []:
            _cards_text(g)
        return v


class CompareStep(_StepBase):
    """One probe under two or more rule sets, side by side, with each source's position on
    the ``switches`` the rule sets set differently (the rule book's switches)."""

    type: Literal["compare"]
    body: str = Field(min_length=1)
    switches: list[str] = Field(min_length=1)
    rules: list[RulesSpec] = Field(min_length=2, max_length=4)
    show: Probe
    note: str | None = None

    @field_validator("switches")
    @classmethod
    def _switches(cls, v: list[str]) -> list[str]:
        for name in v:
            if name not in Rules.model_fields:
                raise LessonError("not-a-switch", name=name)
        return v

    @field_validator("rules")
    @classmethod
    def _rule_sets(cls, v: list[RulesSpec]) -> list[RulesSpec]:
        for spec in v:
            _spec(spec)
        return v


GradedStep = (
    PickMeldStep
    | IsMeldStep
    | BlastStep
    | KnockStep
    | FourSevensStep
    | GoingOutStep
    | PointsStep
    | NextPlayerStep
    | PayoutStep
    | SeriesStep
    | PositionStep
)
Step = Annotated[TextStep | CompareStep | GradedStep, Field(discriminator="type")]


STAGE_MAX = 6
"""A stage holds at most this many steps: short stretches with a clear end."""


class Stage(_Frozen):
    """One stage of a lesson: its number (from 1), title and the steps it holds."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    number: int
    title: str
    steps: range


class Lesson(_Frozen):
    """One lesson: what it covers and its steps, shown one at a time. ``rules``, when
    given, is used by every graded step that names no rules of its own."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=40)
    title: str = Field(min_length=1, max_length=80)
    summary: str = Field(min_length=1)
    sections: list[str] = Field(min_length=1)
    rules: RulesSpec | None = None
    steps: list[Step] = Field(min_length=1, max_length=30)

    _rules = field_validator("rules")(lambda cls, v: _spec(v))

    @model_validator(mode="before")
    @classmethod
    def _lesson_rules(cls, data: Any) -> Any:
        """Graded steps without rules of their own take the lesson's."""
        if isinstance(data, dict) and data.get("rules") is not None:
            steps = data.get("steps")
            if isinstance(steps, list):
                data = {
                    **data,
                    "steps": [
                        {**s, "rules": s.get("rules", data["rules"])}
                        if isinstance(s, dict) and s.get("type") not in ("text", "compare", None)
                        else s
                        for s in steps
                    ],
                }
        return data

    @field_validator("sections")
    @classmethod
    def _sections(cls, v: list[str]) -> list[str]:
        for s in v:
            m = _SWITCH.match(s)
            if m:
                if m.group(1) not in Rules.model_fields:
                    raise LessonError(
                        "section-not-a-switch",
                        section=s,
                    )
            elif not _SECTION.match(s) and s not in _TAGS:
                raise LessonError("not-a-section", section=s, tags=_TAGS)
        return v

    @model_validator(mode="after")
    def _step_ids(self) -> Lesson:
        ids = [s.id for s in self.steps if s.id]
        dup = {i for i in ids if ids.count(i) > 1}
        if dup:
            raise LessonError("step-id-twice", id=sorted(dup)[0])
        return self

    @model_validator(mode="after")
    def _stage_sizes(self) -> Lesson:
        for stage in self.stages:
            if len(stage.steps) > STAGE_MAX:
                raise LessonError(
                    "stage-too-long",
                    stage=stage.title,
                    size=len(stage.steps),
                    limit=STAGE_MAX,
                )
        return self

    @property
    def stages(self) -> list[Stage]:
        """The lesson's stages: a new one starts at each step that names a ``stage``; the
        first stage is named by the first step, or else after the lesson."""
        starts = [i for i, s in enumerate(self.steps) if i == 0 or s.stage]
        ends = [*starts[1:], len(self.steps)]
        return [
            Stage(
                number=n,
                title=self.steps[a].stage or self.title,
                steps=range(a, b),
            )
            for n, (a, b) in enumerate(zip(starts, ends, strict=True), 1)
        ]

    def stage_of(self, index: int) -> Stage:
        """The stage holding the step at ``index`` (0-based)."""
        return next(s for s in self.stages if index in s.steps)

    def step_name(self, index: int) -> str:
        """A name for the step at ``index`` (0-based): its id, else ``step<n>``."""
        return self.steps[index].id or f"step{index + 1}"

    @property
    def switches(self) -> list[str]:
        return [s.removeprefix("switch:") for s in self.sections if s.startswith("switch:")]


# --------------------------------------------------------------------------- loading


def _where(loc: Sequence[Any]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part in _STEP_TYPES and out.endswith("]"):
            out += f" ({part})"
        else:
            out += f".{part}"
    return out.lstrip(".")


_STEP_TYPES = {
    "text",
    "compare",
    "pick_meld",
    "is_meld",
    "blast",
    "knock_ok",
    "four_sevens",
    "going_out",
    "points",
    "next_player",
    "payout",
    "series",
    "position",
}


def load_lesson(path: Path) -> Lesson:
    """One lesson from its YAML file; a ``ValueError`` naming the file and field if not."""
    name = path.name
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as e:
        raise LessonError("file-unreadable", file=name, detail=str(e)) from None
    except yaml.YAMLError as e:
        raise LessonError("file-not-yaml", file=name, detail=str(e)) from None
    if not isinstance(data, dict):
        raise LessonError(
            "file-not-mapping",
            file=name,
        )
    try:
        return Lesson.model_validate(data)
    except ValidationError as e:
        errors = e.errors()[:3]
        problems = tuple((_where(err["loc"]), problem_code(err)) for err in errors)
        # pydantic's own words for a problem of its own, the lesson's or the engine's error
        details = tuple((*p, err["msg"].removeprefix("Value error, "))
                        for p, err in zip(problems, errors, strict=True))  # fmt: skip
        raise LessonError("file-invalid", file=name, problems=problems, details=details) from None


def load_lessons(folder: Path | str | None = None) -> list[Lesson]:
    """Every lesson in ``folder`` (default: the project's ``lessons/``), ordered by the
    number the file name starts with (``01_table.yaml``). Raises ``ValueError`` naming the
    file (and field) for a badly named file, bad content or a lesson id used twice."""
    root = Path(folder) if folder is not None else LESSONS_DIR
    if not root.is_dir():
        raise LessonError("no-lessons-folder", folder=str(root))
    numbered: list[tuple[int, Path]] = []
    for path in sorted(root.iterdir()):
        if path.suffix not in (".yaml", ".yml"):
            continue
        m = _FILE.match(path.name)
        if not m:
            raise LessonError(
                "file-name",
                file=path.name,
            )
        numbered.append((int(m.group(1)), path))
    numbers = [n for n, _ in numbered]
    for n, path in numbered:
        if numbers.count(n) > 1:
            raise LessonError(
                "number-twice",
                file=path.name,
                number=n,
            )
    lessons = [load_lesson(p) for _, p in sorted(numbered)]
    seen: dict[str, str] = {}
    for (_, path), lesson in zip(sorted(numbered), lessons, strict=True):
        if lesson.id in seen:
            raise LessonError(
                "id-twice",
                file=path.name,
                id=lesson.id,
                other=seen[lesson.id],
            )
        seen[lesson.id] = path.name
    return lessons


# --------------------------------------------------------------------------- grading


def is_graded(step: Any) -> bool:
    return not isinstance(step, TextStep | CompareStep)


def graded_steps(lesson: Lesson) -> list[tuple[int, GradedStep]]:
    """The graded steps of a lesson with their 0-based positions."""
    return [(i, s) for i, s in enumerate(lesson.steps) if is_graded(s)]


def rules_for(step: GradedStep, in_force: Rules) -> Rules:
    """The rules a graded step uses: its own (or its lesson's) when it names them, else the
    rules in force."""
    return Rules.from_spec(step.rules) if step.rules is not None else in_force


def rules_label(spec: RulesSpec) -> str:
    """A short label for a rule set as written: ``pagat``, ``pagat, ace = low``."""
    if isinstance(spec, str):
        return spec
    rest = {k: v for k, v in spec.items() if k != "preset"}
    base = str(spec.get("preset", "pagat"))
    return ", ".join([base, *(f"{k} = {_value_text(v)}" for k, v in rest.items())])


def _value_text(v: Any) -> str:
    if isinstance(v, bool):
        return "on" if v else "off"
    if v is None:
        return "none"
    if isinstance(v, dict):
        counts = sorted(v)
        return (
            "/".join(str(v[n]) for n in counts) + " for " + "/".join(map(str, counts)) + " players"
        )
    return str(v)


def _pick_expected(
    step: PickMeldStep, rules: Rules
) -> tuple[tuple[Card, ...] | None, tuple[Said, ...]]:
    """The meld to show when asked: the stored one if it is a meld under these rules, else
    the first one the engine finds in the hand."""
    need = parse_cards(step.must_include) if step.must_include else ()
    stored = parse_cards(step.answer)
    check = check_meld(stored, rules)
    if check.valid and all(c in stored for c in need):
        return stored, check.why
    for meld in best_arrangement(step.hand_cards(), rules).melds:
        if all(c in meld.cards for c in need):
            return meld.cards, check_meld(meld.cards, rules).why
    return None, (_grade_reason("no-meld", {}),)


def solve(step: GradedStep, rules: Rules) -> Outcome:
    """The engine's answer to a graded step under ``rules`` (use :func:`rules_for` first).
    A question the engine refuses under these rules gives an outcome with ``error`` set."""
    try:
        if isinstance(step, PickMeldStep):
            cards, reasons = _pick_expected(step, rules)
            if cards is None:
                return Outcome(
                    value=None,
                    shown=_shown("shown-no-meld"),
                    **_titled("title-no-meld"),
                    why=reasons,
                    error=say(reasons[0]),
                    code="no-meld",
                )
            text = format_cards(cards)
            return Outcome(
                value=text,
                shown=format_cards(cards, pretty=True),
                **_titled("title-one-meld"),
                why=reasons,
            )
        return step.evaluate(rules)
    except HoolaError as e:
        return _refused(e)


def _same(answer: Answer, expected: Answer | None) -> bool:
    if expected is None:
        return False
    if isinstance(expected, bool):
        return isinstance(answer, bool) and answer is expected
    if isinstance(expected, str):
        return isinstance(answer, str) and answer.strip().casefold() == expected.casefold()
    if isinstance(answer, bool) or not isinstance(answer, int | float):
        return False
    return float(answer) == float(expected)


def _learner_value(step: GradedStep, answer: Any) -> Any:
    if isinstance(answer, str) and isinstance(
        step, IsMeldStep | BlastStep | KnockStep | FourSevensStep | GoingOutStep
    ):
        low = answer.strip().casefold()
        if low in ("yes", "y", "true"):
            return True
        if low in ("no", "n", "false"):
            return False
    return answer


def grade(step: GradedStep, learner_answer: Any, rules: Rules) -> Grade:
    """Grade a learner's answer with the engine, under the rules the step uses (its own, or
    ``rules``, the rules in force). The stored ``answer`` plays no part. The reasons are the
    engine's: meld checks, verdict reasons or settlement steps."""
    used = rules_for(step, rules)
    if isinstance(step, PickMeldStep):
        return _grade_pick(step, learner_answer, used)
    out = solve(step, used)
    if out.error is not None:
        return Grade(
            correct=False,
            expected=None,
            expected_text=out.shown,
            title=out.title,
            heading=out.heading,
            why=out.why,
            code=out.code,
            values=out.values,
        )
    if isinstance(step, PositionStep) and step.ask in ("discard", "safe-discard"):
        correct = _one_of(learner_answer, str(out.value))
    else:
        correct = _same(_learner_value(step, learner_answer), out.value)
    return Grade(
        correct=correct,
        expected=out.value,
        expected_text=out.shown,
        title=out.title,
        heading=out.heading,
        why=out.why,
    )


def _one_of(answer: Any, cards: str) -> bool:
    """Whether ``answer`` names one card among ``cards`` (any of several right discards)."""
    try:
        picked = parse_cards(str(answer))
    except HoolaError:
        return False
    return len(picked) == 1 and picked[0] in parse_cards(cards)


def choice_reasons(step: GradedStep, learner_answer: Any, rules: Rules) -> list[Said]:
    """What the engine says about the learner's own (wrong) choice, without the right answer,
    as data (:data:`~tutor.teach.lesson_reasons.ChoiceCode`, or the engine's and the lesson's
    reasons): why the picked cards are no meld, or how many points a discard leaves. Empty
    when the engine can say nothing about the choice that would not give the answer away (a
    yes or no question, a name). Words: :func:`tutor.engine.explain.lessons.say`."""
    used = rules_for(step, rules)
    if isinstance(step, PickMeldStep):
        return list(_grade_pick(step, learner_answer, used).why)
    if isinstance(step, NextPlayerStep) and learner_answer in step.seating:
        return [_seat_reason(step, str(learner_answer))]
    if isinstance(step, PositionStep) and step.ask == "discard":
        try:
            (card,) = parse_cards(str(learner_answer))
            left = step.discard_points(card, used)
        except (HoolaError, ValueError):
            return []
        return [said("discard-leaves", "6.1", card=card, points=left)]
    if isinstance(step, PositionStep) and step.ask == "safe-discard":
        try:
            (card,) = parse_cards(str(learner_answer))
        except (HoolaError, ValueError):
            return []
        if card not in parse_cards(step.hand):
            return [said("card-not-in-hand", "4.4", card=card)]
        return [step.feed_line(step.feed(card, used))]
    if isinstance(step, PositionStep) and step.ask == "knock-or-draw":
        return _knock_choice(step, learner_answer, used)
    return []


def _knock_choice(step: PositionStep, answer: Any, rules: Rules) -> list[Said]:
    """What the engine and the count say about the learner's choice: the knock verdict when
    no knock is open, else the undercut chance that choice runs or passes up."""
    verdict = step.knock_verdict(rules)
    if answer == KNOCK and not verdict.allowed:
        return list(verdict.why[:1])
    if answer not in (KNOCK, PLAY_ON) or not verdict.allowed:
        return []
    u = step.undercut(rules)
    code = "knock-undercut" if answer == KNOCK else "knock-passed-up"
    return [said(code, "5.2", points=u.points, hits=u.hits, deals=u.deals, chance=u.chance)]


def _seat_reason(step: NextPlayerStep, name: str) -> LessonReason:
    """Where the seat of ``name`` lies from the current player (rule book 1)."""
    current = step.current
    if name == current:
        return said("seat-just-played", "1.5", current=current)
    for direction in ("clockwise", "counter-clockwise"):
        if play_order(step.seating, current, direction)[1] == name:
            return said("seat-other-direction", "1.5", name=name, current=current,
                        direction=direction)  # fmt: skip
    return said("seat-not-next", "1.5", name=name, current=current)


def _grade_pick(step: PickMeldStep, answer: Any, rules: Rules) -> Grade:
    expected = solve(step, rules)
    exp_value = expected.value if expected.error is None else None

    def result(
        correct: bool,
        title: dict[str, Any],
        reasons: Iterable[Said],
        code: GradeCode | None = None,
        values: dict[str, Any] | None = None,
    ) -> Grade:
        return Grade(
            correct=correct,
            expected=exp_value,
            expected_text=expected.shown,
            **title,
            why=tuple(reasons),
            code=code,
            values=values or {},
        )

    try:
        if answer is None:
            picked: tuple[Card, ...] = ()
        elif isinstance(answer, str):
            picked = parse_cards(answer)
        else:
            picked = parse_cards([str(c) for c in answer])
    except HoolaError as e:
        reason = _grade_reason("not-cards", {"cause": e})
        return result(False, _titled("title-not-cards"), [reason], "not-cards",
                      _error_values(e))  # fmt: skip
    hand = step.hand_cards()
    outside = [c for c in picked if c not in hand]
    if outside:
        values = {"cards": tuple(outside)}
        return result(
            False,
            _titled("title-not-in-hand"),
            [_grade_reason("not-in-hand", values)],
            "not-in-hand",
            values,
        )
    check = check_meld(picked, rules)
    reasons: list[Said] = list(check.why)
    correct = check.valid
    code: GradeCode | None = None
    values: dict[str, Any] = {}
    if step.must_include:
        need = parse_cards(step.must_include)[0]
        values = {"card": need}
        if need in picked:
            if correct:
                code = "discard-used"
                reasons.append(_grade_reason(code, values))
        else:
            correct = False
            code = "discard-left-out"
            reasons.append(_grade_reason(code, values))
    title = (
        _titled("title-meld", meld=check.meld)
        if correct and check.meld
        else _titled("title-not-a-meld")
        if not check.valid
        else _titled("title-other-meld")
    )
    return result(correct, title, reasons, code, values if code else None)


# --------------------------------------------------------------------------- compare


class Column(_Frozen):
    """One rule set of a compare step: its label, its values of the switches shown, and the
    engine's outcome."""

    label: str
    values: dict[str, str]
    outcome: Outcome


def compare(step: CompareStep) -> list[Column]:
    """The compare step's probe under each of its rule sets."""
    out = []
    for spec in step.rules:
        rules = Rules.from_spec(spec)
        try:
            outcome = step.show.evaluate(rules)
        except HoolaError as e:
            outcome = _refused(e)
        values = {name: _value_text(getattr(rules, name)) for name in step.switches}
        out.append(Column(label=rules_label(spec), values=values, outcome=outcome))
    return out


switch_sources = switch_sources_named
"""What each source says about a switch, by the source's name for a reader."""


def switch_description(name: str) -> str:
    return Rules.model_fields[name].description or name


# --------------------------------------------------------------------------- checking


def _stored_matches(step: GradedStep, rules: Rules) -> LessonReason | None:
    """A problem with the stored answer under ``rules``, or ``None`` if it agrees."""
    label = rules_label(rules.to_spec())
    if isinstance(step, PickMeldStep):
        picked = parse_cards(step.answer)
        check = check_meld(picked, rules)
        if not check.valid:
            return said("stored-not-a-meld", check.why[0].point, rules=label, answer=step.answer,
                        why=check.why[0])  # fmt: skip
        if step.must_include and parse_cards(step.must_include)[0] not in picked:
            return said("stored-leaves-out", "4.1", answer=step.answer,
                        card=parse_cards(step.must_include)[0])  # fmt: skip
        return None
    out = solve(step, rules)
    if out.error is not None:
        return said("engine-refuses", out.why[0].point, rules=label, why=out.why[0])
    if isinstance(step, PositionStep) and step.ask in ("discard", "safe-discard"):
        if not _one_of(step.answer, str(out.value)):
            return said("stored-discard-differs", "", rules=label, answer=step.answer,
                        engine=out.value)  # fmt: skip
        return None
    if not _same(step.answer, out.value):
        return said("stored-answer-differs", "", rules=label, answer=step.answer,
                    engine=out.value)  # fmt: skip
    return None


def answer_problems(step: Any) -> list[LessonReason]:
    """What is wrong with a step's stored content, checked by the engine (empty if nothing),
    as data: a code of :data:`~tutor.teach.lesson_reasons.ProblemCode` each, with the rule
    set (``rules``, its label) and the answers involved; words:
    :func:`tutor.engine.explain.lessons.say`.

    * A graded step that names its rules: the stored answer must equal the engine's answer
      under them.
    * A graded step that names none uses the rules in force, which the learner may set to
      any preset: its stored answer must hold under every preset. (A step whose answer
      depends on a switch must name its rules.)
    * A compare step: each switch it names must really differ between its rule sets, and the
      engine's outcome must differ between at least two of them.
    """
    if isinstance(step, TextStep):
        return []
    if isinstance(step, CompareStep):
        return _compare_problems(step)
    candidates = [Rules.from_spec(step.rules)] if step.rules is not None else list(rule_variants())
    problems = []
    for rules in candidates:
        problem = _stored_matches(step, rules)
        if problem:
            problems.append(problem)
    return problems


_OTHER_VALUES: dict[str, tuple[Any, ...]] = {
    "daepang_min": (80, 83),
    "knock_limit": tuple(KNOCK_LIMIT_TABLES.values()),
    "undercut_penalty": (None, 5),
    "jokers": (0, 1, 2),
    "dropout_compensation": (0.25, 0.5),
}
"""Values tried for the switches that are numbers (the others try every option)."""


@cache
def rule_variants() -> tuple[Rules, ...]:
    """Every preset, and every preset with any one switch set another way: the rule sets a
    learner can reach from a preset with one change. A step without rules of its own must
    give the same answer under all of them."""
    out: dict[str, Rules] = {}
    for name in PRESETS:
        base = Rules.preset(name)
        out[base.model_dump_json()] = base
        for field, info in Rules.model_fields.items():
            options = _OTHER_VALUES.get(field)
            if options is None:
                options = (True, False) if info.annotation is bool else get_args(info.annotation)
            for value in options:
                if value == getattr(base, field):
                    continue
                try:
                    changed = base.with_changes(**{field: value})
                except HoolaError:
                    continue
                out.setdefault(changed.model_dump_json(), changed)
    return tuple(out.values())


def _compare_problems(step: CompareStep) -> list[LessonReason]:
    problems = []
    sets = [Rules.from_spec(s) for s in step.rules]
    for name in step.switches:
        if len({repr(getattr(r, name)) for r in sets}) < 2:
            problems.append(said("switch-same", "7", switch=name))
    columns = compare(step)
    shown = {(c.outcome.value, c.outcome.error) for c in columns}
    if len(shown) < 2:
        problems.append(said("same-outcome", "7"))
    return problems
