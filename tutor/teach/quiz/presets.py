"""Question kind 'presets': rule book 8.1–8.4. A preset is a complete choice of every switch
(rule 8); the presets differ only on the switches their sources decide. Three questions,
answered from the presets themselves (``Rules.preset``) and the engine, whatever rules are
in force:

* which preset does a table play, given some of its settings (each stated setting rules out
  a preset still possible, until one is left; now and then one more, true but ruling out
  nobody)?
  The explanation rules out each other preset by a stated setting it plays differently.
* which switches does one preset set differently from another (``Rules.differences``)?
  The explanation gives both settings of each.
* which switch decides a case the two settle differently (a knock, a Blast, a hand's count:
  :mod:`.preset_cases`)? The engine's :func:`~tutor.engine.switches.switches_that_change`
  finds the one switch that, changed alone, changes the answer; the explanation names it
  and each other switch the two set differently, which alone changes nothing.

A learner needs the rules behind those switches first (:attr:`QuizKind.needs`)."""

from __future__ import annotations

import random

from tutor.engine.reasons import Reason
from tutor.engine.rules import PRESET_RULES, PRESETS, Rules, switch_rule
from tutor.engine.switches import switches_that_change
from tutor.teach.quiz.notes import choice, fact, note, prompt
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.preset_cases import BUILDERS, SITUATION_SWITCHES, Case
from tutor.teach.quiz.question import ASKED, Question, QuizKind, question

SWITCHES: tuple[str, ...] = tuple(
    f for f in Rules.model_fields if len({getattr(p, f) for p in PRESETS.values()}) > 1
)
"""The switches on which the presets differ, in the rules' field order (rule 8)."""


def preset_point(name: str) -> str:
    """The tag of the preset ``name``'s rule-book point (``"§8.2"`` for ``s1-short``)."""
    return f"§{PRESET_RULES[name]}"


def preset_choice(name: str) -> Reason:
    """A preset as a choice (worded by its name)."""
    return choice("preset", PRESET_RULES[name], preset=name)


def switch_choice(field: str) -> Reason:
    """A switch as a choice (worded by its label)."""
    return choice("switch", switch_rule(field), switch=field)


def _which(rng: random.Random, rules: Rules) -> Question:
    """Which preset plays the settings stated: facts are added in a random order, each
    ruling out a preset still possible, until one is left."""
    name = rng.choice(Rules.presets())
    plays = PRESETS[name]
    left = set(PRESETS)
    stated: list[str] = []
    for field in rng.sample(SWITCHES, len(SWITCHES)):
        value = getattr(plays, field)
        if any(getattr(PRESETS[p], field) != value for p in left):
            stated.append(field)
            left = {p for p in left if getattr(PRESETS[p], field) == value}
        if left == {name}:
            break
    extra = [f for f in SWITCHES if f not in stated]
    if extra and rng.random() < 0.3:  # a setting that rules out nobody left
        stated.insert(rng.randrange(len(stated) + 1), rng.choice(extra))
    said = []
    for other in Rules.presets():
        if other == name:
            continue
        field = next(f for f in stated if getattr(PRESETS[other], f) != getattr(plays, f))
        value = getattr(PRESETS[other], field)
        said.append(note("preset-ruled-out", PRESET_RULES[other], preset=other,
                         switch=field, value=value))  # fmt: skip
    said.append(note("preset-fits", PRESET_RULES[name], preset=name))
    point = preset_point(name)
    answer = preset_choice(name)
    return question(
        "presets",
        point,
        rules,
        difficulty=min(3, len(stated)),
        tags=(point,),
        prompt=prompt("preset-which"),
        answer_form="choice",
        answer=answer,
        hint=quiz_hint("presets", "8", ask="which"),
        why=said,
        said=tuple(said),
        facts=tuple(
            fact("table-plays", switch_rule(f), switch=f, value=getattr(plays, f)) for f in stated
        ),
        choices=tuple(preset_choice(p) for p in Rules.presets()),
    )


def _differ(rng: random.Random, rules: Rules) -> Question:
    """Which switches one preset sets differently from another (rule 8)."""
    first, second = rng.sample(Rules.presets(), 2)
    a, b = PRESETS[first], PRESETS[second]
    fields = a.differences(b)
    said = tuple(
        note(
            "presets-differ-on",
            switch_rule(f),
            first=first,
            second=second,
            switch=f,
            value_first=getattr(a, f),
            value_second=getattr(b, f),
        )  # fmt: skip
        for f in fields
    ) + (note("presets-same-otherwise", "8", first=first, second=second),)
    answer = tuple(switch_choice(f) for f in fields)
    main = second if second != "pagat" else first  # the preset that changes the standard game
    point = preset_point(main)
    return question(
        "presets",
        point,
        rules,
        difficulty=2 if len(fields) <= 2 else 3,
        tags=(point, preset_point(first if main == second else second)),
        prompt=prompt("presets-differ", first=first, second=second),
        answer_form="multi",
        answer=answer,
        hint=quiz_hint("presets", "8", ask="differ"),
        why=said,
        said=said,
        choices=tuple(switch_choice(f) for f in SWITCHES),
    )


CASE_TRIES = 200


def _deciding_case(rng: random.Random, a: Rules, b: Rules) -> tuple[Case, str] | None:
    """A case ``a`` and ``b`` settle differently where exactly one switch decides, and that
    switch: the situations their switches bear on, in a random order, each tried
    :data:`CASE_TRIES` times; ``None`` when none turns up."""
    differ = set(a.differences(b))
    situations = [s for s, fields in SITUATION_SWITCHES.items() if differ & set(fields)]
    for situation in rng.sample(situations, len(situations)):
        for _ in range(CASE_TRIES):
            case = BUILDERS[situation](rng, a)
            if case.answer(a) == case.answer(b):
                continue
            effects = switches_that_change(case.answer, a, b)
            if len(effects) == 1 and effects[0].problem is None:
                return case, effects[0].switch
    return None


def _case_facts(case: Case) -> tuple[Reason, ...]:
    ctx = dict(case.context)
    if case.situation != "knock":
        return ()
    return (
        fact("players-at-table", None, players=ctx["players"]),
        fact("melded-this-round", None, player=ASKED, melded=ctx["knocker_melded"], cards=None),
        fact("others-melded", None, melded=ctx["others_melded"]),
    )


def _decides(rng: random.Random, rules: Rules) -> Question:
    """Which switch decides a case two presets settle differently (rule 8); the question
    which switches they set differently when no such case turns up."""
    first, second = rng.sample(Rules.presets(), 2)
    a, b = PRESETS[first], PRESETS[second]
    found = _deciding_case(rng, a, b)
    if found is None:
        return _differ(rng, rules)
    case, deciding = found
    fields = a.differences(b)

    decides = note(
        "preset-decides",
        switch_rule(deciding),
        first=first,
        second=second,
        switch=deciding,
        value_first=getattr(a, deciding),
        value_second=getattr(b, deciding),
    )
    others = tuple(f for f in fields if f != deciding)
    notes = (
        (decides, note("switches-change-nothing", "8", switches=others)) if others else (decides,)
    )
    answer = switch_choice(deciding)
    main = second if second != "pagat" else first
    point = preset_point(main)
    return question(
        "presets",
        point,
        rules,
        difficulty=3,
        tags=(point, preset_point(first if main == second else second)),
        prompt=prompt(
            "preset-decides",
            situation=case.situation,
            player=ASKED,
            first=first,
            second=second,
            answer_first=case.answer(a),
            answer_second=case.answer(b),
        ),  # fmt: skip
        answer_form="choice",
        answer=answer,
        hint=quiz_hint("presets", "8", ask="decides"),
        why=notes,
        said=notes,
        cards=case.cards,
        facts=_case_facts(case),
        choices=tuple(switch_choice(f) for f in fields),
        player=ASKED,
        context=case.context,
    )


def _q_presets(rng: random.Random, rules: Rules) -> Question:
    """Rule book 8.1–8.4: one of the three questions."""
    ask = rng.random()
    if ask < 0.4:
        return _which(rng, rules)
    return _differ(rng, rules) if ask < 0.7 else _decides(rng, rules)


KIND = QuizKind(
    name="presets",
    tags=tuple(preset_point(p) for p in Rules.presets()),
    generate=_q_presets,
    needs=tuple(dict.fromkeys(f"§{switch_rule(f)}" for f in SWITCHES)),
)
