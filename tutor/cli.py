"""Command line: check a meld, find a hand's best arrangement, settle a round record, or
answer a quiz question.

python -m tutor meld "6h 7h 8h"
python -m tutor best "3h 4h 5h 4c 4d 9s Kd" --rules s1-short
python -m tutor endings "Ah 2c 3d 2h 4s Ac 2d"
python -m tutor settle round.json
python -m tutor quiz --kind meld           # a question; answer at the prompt (or --answer)

Every error is one line on standard error, ``error: …``, under :data:`LINE_MAX`
characters, quoting at most :data:`EXCERPT_MAX` characters of what was given, and the exit
code is 2: a bad option or argument as much as a bad card or record.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from pathlib import Path
from typing import NoReturn

from tutor.engine import rulebook
from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import format_cards
from tutor.engine.endings import endings_open
from tutor.engine.errors import HoolaError, InputError
from tutor.engine.inputs import MAX_JSON_CHARS, quote, to_text
from tutor.engine.melds import check_meld
from tutor.engine.rules import Rules
from tutor.engine.settlement import settle
from tutor.store.db import StoreUnavailable
from tutor.teach.quiz import QUESTION_KINDS, SEED_SPACE, Question, generate, grade
from tutor.words import quiz as wq
from tutor.words.engine import (
    meld_kind_name,
    sentences,
    showdown_sentence,
    step_title,
    verdict_title,
)
from tutor.words.quiz import say, say_all

LINE_MAX = 300
"""Longest error line printed, ``error: `` and the newline included."""
EXCERPT_MAX = 40
"""Most characters of a given value quoted back in an error."""
PLAYERS = (2, 7)
_QUOTED = re.compile(rf"'([^']{{{EXCERPT_MAX}}})[^']+'")


def _rules(name: str) -> Rules:
    return Rules.preset(name)


def _whole_number(least: int, most: int) -> argparse._ActionsContainer:
    """An option's type: a whole number from ``least`` to ``most``, read without Python's
    own messages (a 5,000-digit number is refused by its length)."""

    def read(text: str) -> int:
        digits = text.strip().removeprefix("-")
        if not digits.isascii() or not digits.isdigit() or len(digits) > len(str(most)):
            raise argparse.ArgumentTypeError(
                f"{_excerpt(text)} is not a whole number from {least} to {most:,}"
            )
        value = int(text)
        if not least <= value <= most:
            raise argparse.ArgumentTypeError(f"{value} is not from {least} to {most:,}")
        return value

    read.__name__ = "whole number"
    return read  # type: ignore[return-value]


def _excerpt(text: str) -> str:
    return quote(text, EXCERPT_MAX)


class _Parser(argparse.ArgumentParser):
    """argparse with the command's own error line instead of a usage block."""

    def error(self, message: str) -> NoReturn:
        error_line(_QUOTED.sub(r"'\1…'", message))
        raise SystemExit(2)


def error_line(message: str) -> None:
    """Print one error line (spaces and line breaks folded, cut to :data:`LINE_MAX`)."""
    text = " ".join(str(message).split())
    most = LINE_MAX - len("error: \n")
    if len(text) > most:
        text = text[: most - 1] + "…"
    print(f"error: {text}", file=sys.stderr)


def _cmd_meld(args: argparse.Namespace) -> int:
    check = check_meld(args.cards, _rules(args.rules))
    verdict = f"a {meld_kind_name(check.kind)}" if check.valid and check.kind else "not a meld"
    print(f"{' '.join(c.pretty for c in check.cards)}: {verdict}")
    for reason in sentences(check.why):
        print(f"  {reason}")
    return 0 if check.valid else 1


def _cmd_best(args: argparse.Namespace) -> int:
    arr = best_arrangement(args.cards, _rules(args.rules))
    print(f"Best arrangement: {arr.points} points left")
    for line in sentences(arr.why):
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
        title = verdict_title(v.kind)
        print(f"{'yes' if v.allowed else 'no '}  {title} — {rulebook.point(v.rule).label}")
        for reason in sentences(v.why):
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
        print(f"* {step_title(step)}")
        print(f"  {' '.join(sentences(step.why))}")
        if i == 0:  # what the engine laid at an end-of-stock showdown, as the payout page shows
            for p in result.players:
                for reason in p.why:
                    if reason.code == "showdown-lays":
                        print(f"  {showdown_sentence(p.name, reason)}")
    return 0


def _show_question(q: Question) -> None:
    title = wq.kind_title(q.kind)
    print(f"{title} (question {q.seed}, kind {q.kind}, rules {q.rules.to_spec()['preset']})")
    print(wq.prompt(q))
    for fact in say_all(q.facts):
        print(f"  - {fact}")
    if q.cards:
        print(f"  Cards: {format_cards(q.cards, pretty=True)}")
    for label, group in q.groups:
        print(f"  {wq.group_label(label)}: {format_cards(group, pretty=True)}")
    for name, hand in q.hands:
        print(f"  {name}: {format_cards(hand, pretty=True) or '(no cards)'}")
    if q.choices:
        how = "one or more, separated by commas" if q.answer_form == "multi" else "one"
        print(f"  Choices ({how}): " + " | ".join(wq.choice_text(c) for c in q.choices))
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
    result = grade(q, wq.read_choice(q, args.answer))
    print(say(result.feedback))
    for line in wq.explain(result.explanation):
        print(f"  {line}")
    return 0 if result.correct else 1


def _cmd_reset_pin(args: argparse.Namespace) -> int:
    """A club admin sets a learner's new PIN on the server (unlocking the profile)."""
    import getpass

    from tutor.store.club import Profiles

    if sys.stdin.isatty():
        pin = getpass.getpass(f"New PIN or password for {args.name}: ")
        if getpass.getpass("The same again: ") != pin:
            error_line("the two PINs differ; nothing was changed")
            return 2
    else:
        pin = sys.stdin.readline().rstrip("\r\n")
    Profiles(args.db).reset_pin(args.name, pin)
    print(f"New PIN set for {args.name}; wrong tries, any lock and every sign-in cleared.")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="hoola", description="Hoola (훌라) rules checks.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
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
    p.add_argument(
        "--players", type=_whole_number(*PLAYERS), default=4, help="players at the table (2 to 7)"
    )
    p.add_argument("--melded", action="store_true", help="this player has melded")
    p.add_argument("--others-melded", action="store_true", help="another player has melded")
    p.set_defaults(run=_cmd_endings)
    p = sub.add_parser("settle", help="settle a round record (JSON file, or - for stdin)")
    p.add_argument("file")
    p.add_argument("--json", action="store_true", help="print the settlement as JSON")
    p.set_defaults(run=_cmd_settle)
    p = add("quiz", "answer a quiz question made and marked by the engine")
    p.add_argument("--kind", choices=QUESTION_KINDS, help="kind of question (default: any)")
    p.add_argument(
        "--seed",
        type=_whole_number(0, SEED_SPACE - 1),
        help="question number: the same one asks the same",
    )
    p.add_argument("--answer", help="the answer (default: asked at the prompt)")
    p.set_defaults(run=_cmd_quiz)
    p = sub.add_parser("reset-pin", help="club admin: give a learner a new PIN (read from stdin)")
    p.add_argument("name", help="the learner's name")
    p.add_argument("--db", help="database file or postgresql:// URL (default: HOOLA_TUTOR_DB)")
    p.set_defaults(run=_cmd_reset_pin)
    return parser


def main(argv: list[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as e:  # --help (0), or a bad option: its line is printed
        return int(e.code or 0)
    try:
        return args.run(args)
    except (HoolaError, OSError) as e:  # one line, never a traceback
        if isinstance(e, HoolaError):
            error_line(str(e))
        else:
            name = str(e.filename)  # its end names the file: a long path is cut at the start
            name = name if len(name) <= 2 * EXCERPT_MAX else "…" + name[-2 * EXCERPT_MAX :]
            error_line(f"{name}: {e.strerror or e}")
        return 2
    except (ValueError, StoreUnavailable) as e:  # reset-pin: a PIN or the database refused
        error_line(str(e))
        return 2


if __name__ == "__main__":
    sys.exit(main())
