"""Every question kind, found by name, and the questions made from a seed."""

from __future__ import annotations

import random
from dataclasses import replace

from tutor.engine.rules import Rules
from tutor.teach.quiz import (
    arrangement,
    balances,
    blast,
    card_values,
    claims,
    dealing,
    doublings,
    ending,
    hoola_doubles,
    jokers,
    knock,
    knock_tables,
    meld,
    payment,
    perfect_feeder,
    presets,
    six_seven,
    stock_winner,
    table,
    turn,
    undercut,
    undercut_penalty,
)
from tutor.teach.quiz.common import implied_tags
from tutor.teach.quiz.question import SEED_SPACE, TAG_ATTEMPTS, Question, QuizError, QuizKind
from tutor.teach.tags import SECTION_TAG

KINDS: dict[str, QuizKind] = {
    k.name: k
    for k in (
        table.KIND,
        dealing.KIND,
        card_values.KIND,
        meld.KIND,
        turn.KIND,
        claims.KIND,
        arrangement.KIND,
        blast.KIND,
        knock.KIND,
        knock_tables.KIND,
        ending.KIND,
        undercut.KIND,
        undercut_penalty.KIND,
        stock_winner.KIND,
        presets.KIND,
        doublings.KIND,
        payment.KIND,
        balances.KIND,
        perfect_feeder.KIND,
        hoola_doubles.KIND,
        six_seven.KIND,
        jokers.KIND,
    )
}
"""Every kind of question, by name, in the order a learner meets them."""

QUESTION_KINDS: tuple[str, ...] = tuple(KINDS)
"""Every kind of question :func:`generate` makes."""

KIND_TAGS: dict[str, tuple[str, ...]] = {k.name: implied_tags(k.tags) for k in KINDS.values()}
"""Every tag a question of each kind may carry (a question carries those that apply),
with the rule points its switches imply (:func:`~.common.implied_tags`)."""


def _covers(question_tag: str, tag: str) -> bool:
    """``tag`` asks for ``question_tag``: the same, or ``rule 5`` asking for ``rule 5.1``."""
    return question_tag == tag or (
        SECTION_TAG.match(tag) is not None and question_tag.startswith(tag + ".")
    )


def kinds_for_tag(tag: str) -> tuple[str, ...]:
    """The kinds of question that can test ``tag`` (empty when none does)."""
    return tuple(k for k in QUESTION_KINDS if any(_covers(t, tag) for t in KIND_TAGS[k]))


def _build(kind: str, seed: int, rules: Rules) -> Question:
    rng = random.Random(f"hoola-quiz/{kind}/{seed}")
    return replace(KINDS[kind].generate(rng, rules), seed=seed)


def generate(
    seed: int, rules: Rules, *, kind: str | None = None, tag: str | None = None
) -> Question:
    """The question for ``seed`` under ``rules``: always the same for the same inputs.

    ``kind`` (one of :data:`QUESTION_KINDS`) picks the kind; without it the seed picks one.
    ``tag`` (a rule-book point such as ``"§5.2"`` or a switch such as ``"switch:ace"``) asks
    for a question testing it: the kinds that test the tag take turns, with seeds derived
    from ``seed``, until a question carries the tag (the last one tried is returned if none
    does: some tags matter only under some rules). The returned ``question.seed`` is the
    seed that built it, so ``generate(q.seed, rules, kind=q.kind)`` gives the question back.

    Raises :class:`QuizError` (a ``ValueError``) for an unknown kind (``no-such-kind``), or
    a tag no kind tests (``tag-not-tested``).
    """
    if kind is not None and kind not in KINDS:
        raise QuizError("no-such-kind", kind=kind, kinds=QUESTION_KINDS)
    if tag is None:
        if kind is None:
            kind = QUESTION_KINDS[random.Random(seed).randrange(len(QUESTION_KINDS))]
        return _build(kind, seed, rules)
    kinds = kinds_for_tag(tag)
    if kind is not None:
        kinds = tuple(k for k in kinds if k == kind)
    if not kinds:
        raise QuizError("tag-not-tested", kind=kind, tag=tag)
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
