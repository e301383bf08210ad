"""Command line: check a meld, find a hand's best arrangement, settle a round record, or
answer a quiz question.

python -m tutor meld "6h 7h 8h"
python -m tutor best "3h 4h 5h 4c 4d 9s Kd" --rules s1-short
python -m tutor endings "Ah 2c 3d 2h 4s Ac 2d"
python -m tutor settle round.json
python -m tutor quiz --kind meld           # a question; answer at the prompt (or --answer)
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from tutor.engine import rulebook
from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import format_cards
from tutor.engine.endings import endings_open
from tutor.engine.errors import MESSAGE_MAX, HoolaError, InputError
from tutor.engine.explain import meld_kind_name, showdown_sentence
from tutor.engine.explain.quiz import say, say_all
from tutor.engine.inputs import MAX_JSON_CHARS, to_text
from tutor.engine.melds import check_meld
from tutor.engine.rules import Rules
from tutor.engine.settlement import settle
from tutor.teach.quiz import QUESTION_KINDS, SEED_SPACE, Question, generate, grade


def _rules(name: str) -> Rules:
    return Rules.preset(name)


def _cmd_meld(args: argparse.Namespace) -> int:
    check = check_meld(args.cards, _rules(args.rules))
    verdict = f"a {meld_kind_name(check.kind)}" if check.valid and check.kind else "not a meld"
    print(f"{' '.join(c.pretty for c in check.cards)}: {verdict}")
    for reason in check.reasons:
        print(f"  {reason}")
    return 0 if check.valid else 1


def _cmd_best(args: argparse.Namespace) -> int:
    arr = best_arrangement(args.cards, _rules(args.rules))
    print(f"Best arrangement: {arr.points} points left")
    for line in arr.explanation:
        print(f"  {line}")
    return 0


def _cmd_endings(args: argparse.Namespace) -> int:
    rules = _rules(args.rules)
    for v in endings_open(
        args.cards,
        rules,
        players=args.players,
        melded=args.melded,
        others_melded=args.others_melded,
    ):
        print(f"{'yes' if v.allowed else 'no '}  {v.title} — {rulebook.point(v.rule).label}")
        for reason in v.reasons:
            print(f"     {reason}")
    return 0


def read_input(name: str) -> str:
    """The text of a file (``-`` for standard input), read as bytes up to
    :data:`MAX_JSON_CHARS` (so ``/dev/zero`` stops there), UTF-8 with or without a BOM."""
    if name == "-":
        data = sys.stdin.buffer.read(MAX_JSON_CHARS + 1)
    else:
        with Path(name).open("rb") as f:
            data = f.read(MAX_JSON_CHARS + 1)
    if len(data) > MAX_JSON_CHARS:
        raise InputError("input-too-large", what=name, unit="bytes", limit=MAX_JSON_CHARS)
    return to_text(data, name)


def _cmd_settle(args: argparse.Namespace) -> int:
    result = settle(read_input(args.file))
    if args.json:
        print(result.to_json())
        return 0
    for i, step in enumerate(result.steps()):
        print(f"* {step.title}")
        print(f"  {step.text}")
        if i == 0:  # what the engine laid at an end-of-stock showdown, as the payout page shows
            for p in result.players:
                for reason in p.why:
                    if reason.code == "showdown-lays":
                        print(f"  {showdown_sentence(p.name, reason)}")
    return 0


def _show_question(q: Question) -> None:
    print(f"{q.title} (question {q.seed}, kind {q.kind}, rules {q.rules.to_spec()['preset']})")
    print(q.prompt)
    for fact in say_all(q.facts):
        print(f"  - {fact}")
    if q.cards:
        print(f"  Cards: {format_cards(q.cards, pretty=True)}")
    for label, group in q.groups:
        print(f"  {label}: {format_cards(group, pretty=True)}")
    for name, hand in q.hands:
        print(f"  {name}: {format_cards(hand, pretty=True) or '(no cards)'}")
    if q.choices:
        how = "one or more, separated by commas" if q.answer_form == "multi" else "one"
        print(f"  Choices ({how}): " + " | ".join(q.choices))
    elif q.answer_form == "cards":
        print("  Answer with cards, e.g. 7h 10s (nothing if none).")
    else:
        print("  Answer with a number.")


def _cmd_quiz(args: argparse.Namespace) -> int:
    seed = args.seed if args.seed is not None else random.randrange(SEED_SPACE)
    q = generate(seed, _rules(args.rules), kind=args.kind)
    _show_question(q)
    if args.answer is None:
        try:
            args.answer = input("Your answer: ")
        except EOFError:
            args.answer = ""
    result = grade(q, args.answer)
    print(say(result.feedback))
    for line in result.explanation:
        print(f"  {line}")
    return 0 if result.correct else 1


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="hoola", description="Hoola (훌라) rules checks.")
    sub = parser.add_subparsers(dest="command", required=True)
    presets = list(Rules.presets())

    def add(name: str, help_text: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_text)
        p.add_argument("--rules", default="pagat", choices=presets, help="rule preset")
        return p

    p = add("meld", "is this group of cards a meld, and why")
    p.add_argument("cards", help='cards, e.g. "6h 7h 8h"')
    p.set_defaults(run=_cmd_meld)
    p = add("best", "a hand's best arrangement and the points left")
    p.add_argument("cards")
    p.set_defaults(run=_cmd_best)
    p = add("endings", "which endings are open to a hand at the start of a turn")
    p.add_argument("cards")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--melded", action="store_true", help="this player has melded")
    p.add_argument("--others-melded", action="store_true", help="another player has melded")
    p.set_defaults(run=_cmd_endings)
    p = sub.add_parser("settle", help="settle a round record (JSON file, or - for stdin)")
    p.add_argument("file")
    p.add_argument("--json", action="store_true", help="print the settlement as JSON")
    p.set_defaults(run=_cmd_settle)
    p = add("quiz", "answer a quiz question made and marked by the engine")
    p.add_argument("--kind", choices=QUESTION_KINDS, help="kind of question (default: any)")
    p.add_argument("--seed", type=int, help="question number: the same one asks the same")
    p.add_argument("--answer", help="the answer (default: asked at the prompt)")
    p.set_defaults(run=_cmd_quiz)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except (HoolaError, OSError) as e:  # one line, never a traceback
        message = " ".join(str(e).split())
        print(f"error: {message[: MESSAGE_MAX - 1]}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
