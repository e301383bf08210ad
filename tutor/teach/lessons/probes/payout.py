"""The ``payout`` probe: one round record settled by the engine (rule book 5, 6)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import field_validator, model_validator

from tutor.engine.cast import Name
from tutor.engine.errors import HoolaError
from tutor.engine.rules import Rules
from tutor.engine.settlement import Step as SettlementStep
from tutor.engine.settlement import settle
from tutor.teach.errors import LessonError
from tutor.teach.lesson_reasons import Said, said
from tutor.teach.lessons.fields import FrozenRecord, player_names, valid_record
from tutor.teach.lessons.outcome import (
    Answer,
    Frozen,
    Outcome,
    grade_reason,
    refusal,
    refused,
    shown_value,
    titled,
)

PayoutAsk = Literal["pays", "owes", "collects", "winner", "compensation"]


class PayoutProbe(Frozen):
    """A round record settled by the engine (rule book 5, 6). ``ask``: the stakes
    ``player`` hands over (``pays``), that player's payment whoever pays it (``owes``), what
    the winner collects (``collects``), who wins (``winner``), or what a player forced to
    drop out receives (``compensation``)."""

    type: Literal["payout"]
    record: FrozenRecord
    ask: PayoutAsk
    player: Name | None = None

    _record = field_validator("record")(lambda cls, v: valid_record(v))

    @model_validator(mode="after")
    def _player(self) -> PayoutProbe:
        needs = self.ask in ("pays", "owes", "compensation")
        if needs and self.player not in player_names(self.record):
            raise LessonError(
                "player-needed",
                ask=self.ask,
            )
        if not needs and self.player is not None:
            raise LessonError("player-not-taken", ask=self.ask)
        return self

    def choices(self) -> list[str] | None:
        return player_names(self.record) if self.ask == "winner" else None

    def evaluate(self, rules: Rules) -> Outcome:
        try:
            s = settle({**self.record, "rules": rules.to_spec()})
        except HoolaError as e:
            return refused(e)
        showdown = _showdown_lines(s)
        steps = _with_showdown([_step_reason(st) for st in s.steps()], showdown)
        p = self.player or ""
        if self.ask == "winner":
            value: Answer = s.winner
            title = titled("title-wins", player=s.winner)
        elif self.ask == "collects":
            value = s.collected
            title = titled("title-collects", player=s.winner, stakes=value)
        elif self.ask == "pays":
            value = int(sum(t.stakes for t in s.transfers + s.penalty if t.payer == p))
            title = titled("title-pays", player=p, stakes=value)
        elif self.ask == "owes":
            try:
                line = s.line_for(p)
            except KeyError:
                values = {"player": p, "winner": s.winner}
                return refusal(grade_reason("owes-nothing", values), values)
            value = line.total
            title = titled("title-payment", player=p, stakes=value)
        else:
            got = s.compensation_net.get(p, 0.0)
            value = int(got) if float(got).is_integer() else float(got)
            title = titled("title-compensation", player=p, stakes=value)
        reasons = steps
        if self.ask in ("pays", "owes"):
            # The player's own line, and every line the player pays for someone else.
            about = {p} | {ln.name for ln in s.lines if ln.payer == p}
            reasons = _with_showdown(
                [
                    _step_reason(st)
                    for st in s.steps()
                    if st.stage in ("winner", "points")
                    or st.loser in about
                    or (st.stage == "penalty" and st.payer == p)
                ],
                showdown,
            )
        return Outcome(
            value=value,
            shown=shown_value(value),
            why=tuple(reasons),
            **title,
            more=tuple(steps),
        )


def _showdown_lines(s: Any) -> list[Said]:
    """What the engine laid for each player at an end-of-stock showdown (rule book 5.5),
    one reason a player, as the payout page and ``hoola settle`` show it."""
    return [
        said("reason-showdown", "5.5", name=p.name, reason=r)
        for p in s.players
        for r in p.why
        if r.code == "showdown-lays"
    ]


def _with_showdown(steps: list[Said], showdown: list[Said]) -> list[Said]:
    """The showdown's melds after the first step (who won), before the counts."""
    return [*steps[:1], *showdown, *steps[1:]]


def _step_reason(step: SettlementStep) -> Said:
    """One settlement step (worded with the running payment after a doubling and the total
    collected at the end)."""
    return said("reason-settle-step", step.why[0].point if step.why else "6", step=step)
