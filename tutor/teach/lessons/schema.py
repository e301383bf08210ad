"""The lesson schema: the steps a lesson holds (text, compare and the graded steps, each a
probe with a prompt and a stored answer), its stages and the lesson itself."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, field_validator, model_validator

from tutor.engine.cards import Card, parse_cards
from tutor.engine.cast import Name
from tutor.engine.rulebook import check_citations
from tutor.engine.rules import Rules
from tutor.teach.errors import LessonError
from tutor.teach.lessons.fields import RulesSpec, player_names, valid_cards, valid_spec
from tutor.teach.lessons.outcome import Frozen
from tutor.teach.lessons.play_step import PlayStep
from tutor.teach.lessons.probes import (
    DRAW,
    KNOCK,
    PLAY_ON,
    TAKE,
    BlastProbe,
    FourSevensProbe,
    GoingOutProbe,
    KnockProbe,
    MeldProbe,
    NextPlayerProbe,
    PayoutProbe,
    PointsProbe,
    PositionProbe,
    Probe,
    SeriesProbe,
)
from tutor.teach.tags import SECTION_TAG, SWITCH_TAG

_TAGS = ("name-alikes",)


class _StepBase(Frozen):
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

    _rules = field_validator("rules")(lambda cls, v: valid_spec(v))


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
    answer: Name

    @model_validator(mode="after")
    def _answer(self) -> NextPlayerStep:
        if self.answer not in self.seating:
            raise LessonError(
                "answer-not-seated",
                answer=self.answer,
            )
        return self


class PayoutStep(_Graded, PayoutProbe):
    answer: int | float | Name

    @model_validator(mode="after")
    def _answer(self) -> PayoutStep:
        if self.ask == "winner":
            if not isinstance(self.answer, str) or self.answer not in player_names(self.record):
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
    answer: int | Name

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
            valid_cards(self.answer)
        return self


class PickMeldStep(_Graded):
    """A hand is shown; the learner picks the cards of one meld (rule book 3). Any valid meld
    is right; with ``must_include`` the meld must use that card (e.g. a card just taken from
    the discard pile, which may only be taken to meld it at once, rule book 4.1)."""

    type: Literal["pick_meld"]
    hand: str
    answer: str
    must_include: str | None = None

    _cards = field_validator("hand", "answer")(lambda cls, v: valid_cards(v))

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
    groups: tuple[str, ...] | None = None

    @field_validator("body")
    @classmethod
    def _citations(cls, v: str) -> str:
        return check_citations(v)  # {rule 5.2} must name a point of the rule book

    @field_validator("cards")
    @classmethod
    def _cards(cls, v: str | None) -> str | None:
        return None if v is None else valid_cards(v)

    @field_validator("groups")
    @classmethod
    def _groups(cls, v: tuple[str, ...] | None) -> tuple[str, ...] | None:
        for g in v or []:
            valid_cards(g)
        return v


class CompareStep(_StepBase):
    """One probe under two or more rule sets, side by side, with each source's position on
    the ``switches`` the rule sets set differently (the rule book's switches)."""

    type: Literal["compare"]
    body: str = Field(min_length=1)
    switches: tuple[str, ...] = Field(min_length=1)
    rules: tuple[RulesSpec, ...] = Field(min_length=2, max_length=4)
    show: Probe
    note: str | None = None

    @field_validator("body")
    @classmethod
    def _citations(cls, v: str) -> str:
        return check_citations(v)  # {rule 5.2} must name a point of the rule book

    @field_validator("switches")
    @classmethod
    def _switches(cls, v: tuple[str, ...]) -> tuple[str, ...]:
        for name in v:
            if name not in Rules.model_fields:
                raise LessonError("not-a-switch", name=name)
        return v

    @field_validator("rules")
    @classmethod
    def _rule_sets(cls, v: tuple[RulesSpec, ...]) -> tuple[RulesSpec, ...]:
        for spec in v:
            valid_spec(spec)
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
Step = Annotated[TextStep | CompareStep | PlayStep | GradedStep, Field(discriminator="type")]


STAGE_MAX = 6
"""A stage holds at most this many steps: short stretches with a clear end."""


class Stage(Frozen):
    """One stage of a lesson: its number (from 1), title and the steps it holds."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    number: int
    title: str
    steps: range


class Lesson(Frozen):
    """One lesson: what it covers and its steps, shown one at a time. ``rules``, when
    given, is used by every graded step that names no rules of its own."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=40)
    title: str = Field(min_length=1, max_length=80)
    summary: str = Field(min_length=1)
    sections: tuple[str, ...] = Field(min_length=1)
    rules: RulesSpec | None = None
    steps: tuple[Step, ...] = Field(min_length=1, max_length=30)

    _rules = field_validator("rules")(lambda cls, v: valid_spec(v))

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
    def _sections(cls, v: tuple[str, ...]) -> tuple[str, ...]:
        for s in v:
            m = SWITCH_TAG.match(s)
            if m:
                if m.group(1) not in Rules.model_fields:
                    raise LessonError(
                        "section-not-a-switch",
                        section=s,
                    )
            elif not SECTION_TAG.match(s) and s not in _TAGS:
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
