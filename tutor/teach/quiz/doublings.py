"""Question kind 'doublings': rule 6.3: which doublings apply to this loser's payment?"""

from __future__ import annotations

import random

from tutor.engine.cards import parse_cards
from tutor.engine.reasons import Reason
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.settlement import LoserLine, Settlement
from tutor.teach.quiz.common import merged_tags, switch_tags
from tutor.teach.quiz.notes import hint as quiz_hint
from tutor.teach.quiz.notes import note, prompt
from tutor.teach.quiz.question import DOUBLING_CHOICES, Question, QuizKind, question
from tutor.teach.quiz.rounds import (
    ending_facts,
    ending_tag,
    pick_loser,
    resettle,
    round_switches,
    round_with_lines,
)

_DOUBLING_KINDS = ("seven", "never-melded", "perfect", "undercut")


def doubling_choice(kind: str) -> str:
    """The choice for a kind of doubling (``Doubling.kind``, rule book 6.3)."""
    return DOUBLING_CHOICES[_DOUBLING_KINDS.index(kind)]


def _doublings_of(line: LoserLine) -> tuple[str, ...]:
    present = {doubling_choice(d.kind) for d in line.doublings}
    return tuple(c for c in DOUBLING_CHOICES if c in present)


def _doubling_notes(s: Settlement, record: RoundRecord, name: str, rules: Rules) -> list[Reason]:
    """Why each doubling that does not apply to ``name`` does not (rule 6.3)."""
    present = _doublings_of(s.line_for(name))
    rec = next(p for p in record.players if p.name == name)
    held = sum(c.rank == 7 for c in parse_cards(rec.hand))
    left = next(p for p in s.players if p.name == name).sevens
    notes = []
    if DOUBLING_CHOICES[0] not in present:
        if held and not rules.sevens_double:
            notes.append(note("sevens-no-double", "6.3"))
        elif held and not left:
            notes.append(note("sevens-went-down", "6.3", name=name, sevens=held))
        else:
            notes.append(note("no-seven-left", "6.3", name=name))
    if DOUBLING_CHOICES[1] not in present:
        if not rec.had_turn:
            notes.append(note("never-had-turn", "6.3", name=name))
        elif rec.melded:
            notes.append(note("melded-in-play", "6.3", name=name))
        else:
            notes.append(note("showdown-melds-count", "6.3", name=name))
    if DOUBLING_CHOICES[2] not in present:
        notes.append(note("not-perfect", "6.3"))
    if DOUBLING_CHOICES[3] not in present:
        if s.undercut:
            notes.append(note("undercut-no-double", "6.3"))
        else:
            notes.append(note("no-undercut", "6.3"))
    return notes


def _q_doublings(rng: random.Random, rules: Rules) -> Question:
    """rule 6.3: which doublings apply to this loser's payment?"""
    record, s = round_with_lines(rng, rules)
    line = pick_loser(rng, s)
    name = line.name
    answer = _doublings_of(line)

    def answer_for(r: Rules) -> tuple[str, ...]:
        return _doublings_of(resettle(record, r).line_for(name))

    fields = [f for f in round_switches(record, s, name) if f != "seven_in_hand"]
    switches = switch_tags(rules, fields, answer_for)
    tags = merged_tags(["§6.3", ending_tag(record)], switches)
    reasons = [d.why for d in line.doublings]
    none = [] if reasons else [note("no-doubling", "6.3", name=name)]
    said = (*none, *_doubling_notes(s, record, name, rules))
    difficulty = 1 + (len(answer) >= 2) + (record.ending == "stock" or not answer)
    return question(
        "doublings",
        "§6.3",
        rules,
        difficulty=min(3, difficulty),
        tags=tags,
        prompt=prompt("doublings", name=name),
        answer_form="multi",
        answer=answer,
        hint=quiz_hint("doublings", "6.3", name=name),
        why=(*s.winner_why[:1], *reasons, *said),
        said=said,
        record=record,
        facts=ending_facts(record, rules),
        choices=DOUBLING_CHOICES,
        player=name,
    )


KIND = QuizKind(
    name="doublings",
    tags=(
        "§6.3",
        "§5.1",
        "§5.2",
        "§5.3",
        "§5.5",
        "switch:sevens_double",
        "switch:undercut_doubles",
        "switch:stock_melds_spare_doubling",
        "switch:meld_at_stock_end",
    ),
    generate=_q_doublings,
)
