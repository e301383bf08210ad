"""Command line: check a meld, find a hand's best arrangement, settle a round record, or
answer a quiz question.

python -m tutor meld "6h 7h 8h"
python -m tutor best "3h 4h 5h 4c 4d 9s Kd" --rules s1-short
python -m tutor endings "Ah 2c 3d 2h 4s Ac 2d"
python -m tutor settle round.json
python -m tutor quiz --kind meld           # a question; answer at the prompt (or --answer)
python -m tutor --lang ko meld "6h 7h 8h"  # in Korean (한국어)

Every sentence printed is the catalog's (:mod:`tutor.words`), in the language of
``--lang`` (English by default); argparse's own messages too (:func:`_argparse_words`).
Every error is one line on standard error, ``error: …``, under :data:`LINE_MAX`
characters, quoting at most :data:`EXCERPT_MAX` characters of what was given, and the exit
code is 2: a bad option or argument as much as a bad card or record.
"""

from __future__ import annotations

import argparse
import functools
import os
import random
import re
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import format_cards
from tutor.engine.endings import endings_open
from tutor.engine.errors import HoolaError, InputError
from tutor.engine.inputs import MAX_JSON_CHARS, Quoted, quote, to_text
from tutor.engine.melds import check_meld
from tutor.engine.rules import Rules
from tutor.engine.settlement import settle
from tutor.serve import serve_command
from tutor.teach.quiz import QUESTION_KINDS, SEED_SPACE, Question, generate, grade
from tutor.words import quiz as wq
from tutor.words import render, t, using
from tutor.words.engine import preset_name, showdown_sentence, step_title, verdict_title
from tutor.words.locale import LOCALES
from tutor.words.quiz import say, say_all
from tutor.words.rulebook import point_label

LINE_MAX = 300
"""Longest error line printed, ``error: `` and the newline included."""
EXCERPT_MAX = 40
"""Most characters of a given value quoted back in an error."""
PLAYERS = (2, 7)
_QUOTED = re.compile(rf"'([^']{{{EXCERPT_MAX}}})[^']+'")


def _rules(name: str) -> Rules:
    return Rules.preset(name)


def _whole_number(least: int, most: int) -> Callable[[str], int]:
    """An option's type: a whole number from ``least`` to ``most``, read without Python's
    own messages (a 5,000-digit number is refused by its length)."""

    def read(text: str) -> int:
        digits = text.strip().removeprefix("-")
        if not digits.isascii() or not digits.isdigit() or len(digits) > len(str(most)):
            raise argparse.ArgumentTypeError(
                t("cli-not-whole-number", text=_excerpt(text), least=least, most=most)
            )
        value = int(text)
        if not least <= value <= most:
            raise argparse.ArgumentTypeError(
                t("cli-out-of-range", value=str(value), least=least, most=most)
            )
        return value

    read.__name__ = t("cli-type-whole-number")
    return read


def _excerpt(text: str) -> Quoted:
    return quote(text, EXCERPT_MAX)


class _Parser(argparse.ArgumentParser):
    """argparse with the command's own error line instead of a usage block."""

    def error(self, message: str) -> NoReturn:
        error_line(_QUOTED.sub(r"'\1…'", message))
        raise SystemExit(2)


def error_line(message: str) -> None:
    """Print one error line (spaces and line breaks folded, cut to :data:`LINE_MAX`)."""
    text = " ".join(str(message).split())
    most = LINE_MAX - len(t("cli-error", message="")) - 1
    if len(text) > most:
        text = text[: most - 1] + "…"
    print(t("cli-error", message=text), file=sys.stderr)


def _cmd_meld(args: argparse.Namespace) -> int:
    check = check_meld(args.cards, _rules(args.rules))
    kind = check.kind if check.valid and check.kind else None
    print(t("cli-meld", cards=" ".join(c.pretty for c in check.cards), kind=kind))
    for reason in check.why:
        print(f"  {_said(reason)}")
    return 0 if check.valid else 1


def _cmd_best(args: argparse.Namespace) -> int:
    arr = best_arrangement(args.cards, _rules(args.rules))
    print(t("cli-best", points=arr.points))
    for line in arr.why:
        print(f"  {_said(line)}")
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
        said = t("cli-ending", allowed=v.allowed, title=title, rule=point_label(v.rule))
        print(said)
        for reason in v.why:
            print(f"     {_said(reason)}")
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
        print(f"  {' '.join(render(r) for r in step.why)}")
        if i == 0:  # what the engine laid at an end-of-stock showdown, as the payout page shows
            for p in result.players:
                for reason in p.why:
                    if reason.code == "showdown-lays":
                        print(f"  {showdown_sentence(p.name, reason)}")
    return 0


def _show_question(q: Question) -> None:
    preset = q.rules.to_spec()["preset"]
    title = wq.kind_title(q.kind)
    print(t("cli-question", title=title, seed=str(q.seed), kind=q.kind, rules=preset))
    print(wq.prompt(q))
    for fact in say_all(q.facts):
        print(f"  - {fact}")
    if q.cards:
        print("  " + t("cli-cards", cards=format_cards(q.cards, pretty=True)))
    for label, group in q.groups:
        print(f"  {wq.group_label(label)}: {format_cards(group, pretty=True)}")
    for name, hand in q.hands:
        print(f"  {name}: {format_cards(hand, pretty=True) or t('cli-no-cards')}")
    if q.choices:
        choices = " | ".join(wq.choice_text(c) for c in q.choices)
        print("  " + t("cli-choices", multi=q.answer_form == "multi", choices=choices))
    elif q.answer_form == "cards":
        print("  " + t("cli-answer-cards"))
    else:
        print("  " + t("cli-answer-number"))


def _cmd_quiz(args: argparse.Namespace) -> int:
    seed = args.seed if args.seed is not None else random.randrange(SEED_SPACE)
    q = generate(seed, _rules(args.rules), kind=args.kind)
    _show_question(q)
    if args.answer is None:
        try:
            args.answer = input(t("cli-your-answer"))
        except EOFError:
            args.answer = ""
    result = grade(q, wq.read_choice(q, args.answer))
    print(say(result.feedback))
    for line in wq.explain(result.explanation):
        print(f"  {line}")
    return 0 if result.correct else 1


def _store_errors(
    command: Callable[[argparse.Namespace], int],
) -> Callable[[argparse.Namespace], int]:
    """A club admin's command: a database that refuses (``StoreUnavailable``) gives one line
    and exit code 2, like bad input. The store is imported only by these commands, so the
    others start without the database layer."""

    @functools.wraps(command)
    def run(args: argparse.Namespace) -> int:
        from tutor.store.db import StoreUnavailable

        try:
            return command(args)
        except StoreUnavailable as e:
            error_line(str(e))
            return 2

    return run


@_store_errors
def _cmd_reset_pin(args: argparse.Namespace) -> int:
    """A club admin sets a learner's new PIN on the server (unlocking the profile)."""
    import getpass

    from tutor.store.club import Profiles

    if sys.stdin.isatty():
        pin = getpass.getpass(t("cli-new-pin", name=args.name))
        if getpass.getpass(t("cli-pin-again")) != pin:
            error_line(t("cli-pins-differ"))
            return 2
    else:
        pin = sys.stdin.readline().rstrip("\r\n")
    Profiles(args.db).reset_pin(args.name, pin)
    print(t("cli-pin-set", name=args.name))
    return 0


@_store_errors
def _cmd_sign_out(args: argparse.Namespace) -> int:
    """A club admin ends every sign-in of a learner (a lost phone, a shared computer): each
    open tab of theirs is signed out at its next action."""
    from tutor.store.club import Profiles

    ended = Profiles(args.db).sign_out_everywhere(args.name)
    print(t("cli-signed-out", name=args.name, count=ended))
    return 0


def _cmd_serve(args: argparse.Namespace) -> int:
    """Serve the installed tutor: this process becomes Streamlit's server."""
    cmd = serve_command(args.address, args.port)
    sys.stdout.flush()
    os.execv(cmd[0], cmd)
    return 0  # not reached: execv replaces this process


def _said(value: object) -> str:
    """A message value in the language in force; text as it is (a part of another layer
    not yet converted to message values)."""
    return value if isinstance(value, str) else render(value)


def build_parser() -> argparse.ArgumentParser:
    """The parser, its descriptions and help in the language in force."""
    parser = _Parser(prog="hoola", description=t("cli-description"))
    parser.add_argument("--lang", choices=LOCALES, default="en", help=t("cli-lang-help"))
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    presets = list(Rules.presets())
    presets_said = ", ".join(t("cli-rules-preset", code=p, name=preset_name(p)) for p in presets)

    def add(name: str, help_text: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_text)
        p.add_argument(
            "--rules",
            default="pagat",
            choices=presets,
            metavar=t("cli-rules-metavar"),
            help=t("cli-rules-help", presets=presets_said),
        )
        return p

    p = add("meld", t("cli-meld-help"))
    p.add_argument("cards", nargs="+", help=t("cli-cards-help"))
    p.set_defaults(run=_cmd_meld)
    p = add("best", t("cli-best-help"))
    p.add_argument("cards", nargs="+")
    p.set_defaults(run=_cmd_best)
    p = add("endings", t("cli-endings-help"))
    p.add_argument("cards", nargs="+")
    p.add_argument(
        "--players",
        type=_whole_number(*PLAYERS),
        default=4,
        help=t("cli-players-help", least=PLAYERS[0], most=PLAYERS[1]),
    )
    p.add_argument("--melded", action="store_true", help=t("cli-melded-help"))
    p.add_argument("--others-melded", action="store_true", help=t("cli-others-melded-help"))
    p.set_defaults(run=_cmd_endings)
    p = sub.add_parser("settle", help=t("cli-settle-help"))
    p.add_argument("file")
    p.add_argument("--json", action="store_true", help=t("cli-json-help"))
    p.set_defaults(run=_cmd_settle)
    p = add("quiz", t("cli-quiz-help"))
    p.add_argument("--kind", choices=QUESTION_KINDS, help=t("cli-kind-help"))
    p.add_argument(
        "--seed",
        type=_whole_number(0, SEED_SPACE - 1),
        help=t("cli-seed-help"),
    )
    p.add_argument("--answer", help=t("cli-answer-help"))
    p.set_defaults(run=_cmd_quiz)
    p = sub.add_parser("reset-pin", help=t("cli-reset-pin-help"))
    p.add_argument("name", help=t("cli-name-help"))
    p.add_argument("--db", help=t("cli-db-help"))
    p.set_defaults(run=_cmd_reset_pin)
    p = sub.add_parser("sign-out", help=t("cli-sign-out-help"))
    p.add_argument("name", help=t("cli-name-help"))
    p.add_argument("--db", help=t("cli-db-help"))
    p.set_defaults(run=_cmd_sign_out)
    p = sub.add_parser("serve", help=t("cli-serve-help"))
    p.add_argument("--address", help=t("cli-serve-address-help"))
    p.add_argument("--port", type=_whole_number(1, 65535), help=t("cli-serve-port-help"))
    p.set_defaults(run=_cmd_serve)
    return parser


_ARGPARSE_IDS: dict[str, str] = {
    "usage: ": "cli-argparse-usage",
    "positional arguments": "cli-argparse-positional",
    "options": "cli-argparse-options",
    "show this help message and exit": "cli-argparse-help",
    "the following arguments are required: %s": "cli-argparse-required",
    "unrecognized arguments: %s": "cli-argparse-unrecognized",
    "argument %(argument_name)s: %(message)s": "cli-argparse-argument",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli-argparse-choice",
    "invalid %(type)s value: %(value)r": "cli-argparse-invalid",
    "expected one argument": "cli-argparse-one",
    "ambiguous option: %(option)s could match %(matches)s": "cli-argparse-ambiguous",
    "not allowed with argument %s": "cli-argparse-not-allowed",
}
"""argparse's own messages (gettext msgids: argparse looks its words up through gettext)
and the catalog's message for each; its placeholders are kept, as a translation keeps
them."""


def _argparse_words(msgid: str) -> str:
    """argparse's gettext hook: its message in the language in force."""
    msg_id = _ARGPARSE_IDS.get(msgid)
    return t(msg_id) if msg_id else msgid


def _lang_of(argv: list[str]) -> str:
    """The ``--lang`` given (before the command), else English; a bad one is refused by
    the full parser later."""
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument("--lang", default="en")
    known, _ = pre.parse_known_args(argv)
    return known.lang if known.lang in LOCALES else "en"


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    # argparse words its messages with its module's gettext alias ``_``, replaced for the run;
    # typeshed's argparse stub does not declare ``_`` (a private name), hence the ignores.
    words = argparse._  # type: ignore[attr-defined]
    with using(_lang_of(argv)):
        argparse._ = _argparse_words  # type: ignore[attr-defined]
        try:
            return _main(argv)
        finally:
            argparse._ = words  # type: ignore[attr-defined]


def _main(argv: list[str]) -> int:
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as e:  # --help (0), or a bad option: its line is printed
        return int(e.code or 0)
    if isinstance(getattr(args, "cards", None), list):  # `meld 7h 8h 9h` as `meld "7h 8h 9h"`
        args.cards = " ".join(args.cards)
    try:
        code = args.run(args)
        sys.stdout.flush()  # a reader that has left is found here, not at exit
        return code
    except BrokenPipeError:  # the reader left (`hoola settle r.json --json | head -c 10`)
        return _reader_gone()
    except (HoolaError, OSError) as e:  # one line, never a traceback
        if isinstance(e, HoolaError):
            error_line(str(e))
        else:
            name = str(e.filename)  # its end names the file: a long path is cut at the start
            name = name if len(name) <= 2 * EXCERPT_MAX else "…" + name[-2 * EXCERPT_MAX :]
            error_line(f"{name}: {e.strerror or e}")
        return 2
    except ValueError as e:  # reset-pin: a PIN refused
        error_line(str(e))
        return 2


def _reader_gone() -> int:
    """Quiet end when standard output's reader has closed the pipe: what is still buffered
    goes nowhere (not a second error at exit), and the exit code is a shell's for SIGPIPE."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)
    return 128 + signal.SIGPIPE


if __name__ == "__main__":
    sys.exit(main())
