"""The catalogs: every message a person reads, in Project Fluent files, one folder a
language (``locales/en/*.ftl``, ``locales/ko/*.ftl``).

A message is found by its id, ``<closed set>-<code>`` (``meld-set-too-short``,
``page-home-title``), and given its values as named arguments. Grammar lives in the
catalog: plural forms and "You" versus a name are Fluent selectors, Korean particles the
``JOSA`` function. Values are turned into Fluent's types first (:func:`fluent_args`):
numbers stay numbers so that selectors can pick plural forms; cards, card lists and nested
messages become their text in the language in force.

Every formatting problem (an unknown id, a missing argument) raises :class:`WordsError`:
the tests enumerate every message with the values its producers pass, so none reaches a
user.
"""

from __future__ import annotations

import math
import re
import threading
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from decimal import Decimal
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from babel import Locale
from fluent.runtime import FluentBundle
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from tutor.words import korean
from tutor.words.locale import DEFAULT, LOCALES, PSEUDO, babel_locale, current

FOLDER = Path(__file__).with_name("locales")
OPEN, CLOSE = "⟦", "⟧"
"""The pseudo language's wrappers."""


class WordsError(LookupError):
    """A message that cannot be written: unknown id, missing or wrong argument, a catalog
    that does not parse."""


CITE_OPEN, CITE_CLOSE = "\ue000", "\ue001"
"""The marks around a cited rule-book number while citations are marked (:func:`cited`)."""
_marking: ContextVar[bool] = ContextVar("marking_citations", default=False)


@contextmanager
def cited() -> Iterator[None]:
    """Within, each rule-book number a message cites (``{ POINT("5.2") }``) is written
    between :data:`CITE_OPEN` and :data:`CITE_CLOSE`, so that a page can make it a link
    (:func:`tutor.app.citations.link_marked`); elsewhere it is the plain number."""
    token = _marking.set(True)
    try:
        yield
    finally:
        _marking.reset(token)


def _point(number: Any) -> str:
    """``POINT($point)``, ``POINT("5.2")``: a citation of a rule-book point, the number as
    written (marked while :func:`cited` is in force). The words around it ("rule", "규칙")
    are the message's own."""
    shown = str(number)
    return f"{CITE_OPEN}{shown}{CITE_CLOSE}" if _marking.get() else shown


def _josa(word: Any, pair: Any) -> str:
    """``JOSA($name, "이/가")``: the word followed by the right particle (a citation's
    marks aside). A number is written as the locale writes it (``NUMBER``'s options kept:
    ``JOSA(NUMBER($seed, useGrouping: 0), "으로/로")``) and read as Korean reads it
    (603210으로, 1,000으로, 7로); a call that ends in ``!`` is quoted (“땡큐!”가)."""
    if isinstance(word, int | float | Decimal) and not isinstance(word, bool):
        shown = fluent_number(word).format(Locale.parse(babel_locale(current())))
    else:
        shown = korean.called(str(word))
    bare = shown.replace(CITE_OPEN, "").replace(CITE_CLOSE, "")
    return shown + korean.particle(bare, str(pair))


FUNCTIONS: dict[str, Callable[..., Any]] = {"JOSA": _josa, "POINT": _point}
"""Functions a catalog may call besides Fluent's own (``NUMBER``)."""


def files(locale: str) -> list[Path]:
    """The catalog files of ``locale``, in name order."""
    return sorted((FOLDER / locale).glob("*.ftl"))


_ENTRY = re.compile(r"^(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.MULTILINE)
"""An entry's first line: its id at the start of a line (Fluent indents every other line)."""


@cache
def index(locale: str) -> dict[str, Path]:
    """The file that holds each message and term of ``locale`` (terms with their leading
    ``-``), read without parsing; an id given twice raises :class:`WordsError`."""
    out: dict[str, Path] = {}
    for path in files(locale):
        for key in _ENTRY.findall(path.read_text(encoding="utf-8")):
            if key in out:
                raise WordsError(f"{path.name}: {key} is given twice in {locale}")
            out[key] = path
    return out


@cache
def resource(path: Path) -> ast.Resource:
    """One catalog file parsed, once a process (parsing is the costly part of a page's first
    open); a file that does not parse raises :class:`WordsError`."""
    tree = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))
    for entry in tree.body:
        if isinstance(entry, ast.Junk):
            raise WordsError(f"{path.name}: cannot parse {(entry.content or '')[:80]!r}")
    return tree


def _key(entry: ast.Message | ast.Term) -> str:
    return ("-" if isinstance(entry, ast.Term) else "") + entry.id.name


@cache
def parsed(locale: str) -> dict[str, ast.Message | ast.Term]:
    """Every message and term of ``locale`` by id (terms with their leading ``-``); a file
    that does not parse, or an id given twice, raises :class:`WordsError`."""
    index(locale)  # refuses an id given twice
    return {
        _key(entry): entry
        for path in files(locale)
        for entry in resource(path).body
        if isinstance(entry, ast.Message | ast.Term)
    }


def entry(key: str, locale: str = DEFAULT) -> ast.Message | ast.Term:
    """One message or term (``-name``) of ``locale``, its file parsed alone."""
    path = index(locale).get(key)
    if path is None:
        raise WordsError(f"no message {key!r} in {locale}")
    return next(e for e in resource(path).body if isinstance(e, ast.Message | ast.Term)
                and _key(e) == key)  # fmt: skip


class Bundle(FluentBundle):
    """A Fluent bundle that adds a catalog file the first time one of its messages or terms
    is looked up (a page needs a few of the files): :func:`index` says which file holds
    what, so knowing whether a message exists parses nothing."""

    def __init__(self, locale: str) -> None:
        super().__init__([locale], functions=FUNCTIONS, use_isolating=False)
        self.locale = locale
        self.loaded: set[Path] = set()
        self._adding = threading.Lock()

    def has_message(self, message_id: str) -> bool:
        return not message_id.startswith("-") and message_id in index(self.locale)

    def _lookup(self, entry_id: str, term: bool = False) -> Any:
        path = index(self.locale).get(("-" if term else "") + entry_id)
        if path is not None and path not in self.loaded:
            # Sessions run in threads: a file counts as loaded once its messages are in,
            # so a page opened at the same moment waits here instead of missing one.
            with self._adding:
                if path not in self.loaded:
                    self.add_resource(resource(path))
                    self.loaded.add(path)
        return super()._lookup(entry_id, term)


@cache
def bundle(locale: str) -> Bundle:
    """The Fluent bundle of ``locale``: every file, each parsed when first needed (Fluent
    compiles from the trees without changing them)."""
    index(locale)  # refuses an id given twice
    return Bundle(locale)


def has(msg_id: str, locale: str | None = None) -> bool:
    """Whether ``locale`` (the one in force by default; the pseudo language reads English)
    has a message ``msg_id``."""
    loc = locale or current()
    return bundle(DEFAULT if loc == PSEUDO else loc).has_message(msg_id)


_value_writer: Callable[[Any], str] = str
"""Writes a value that is neither a number nor a flag (a card, a name of the cast, a
nested message): :func:`tutor.words.values.as_text`, set by the words package as it loads
(:func:`write_values_with`), since those writers format with this catalog."""


def write_values_with(writer: Callable[[Any], str]) -> None:
    """Make ``writer`` the one that writes a message's other values (:func:`fluent_args`)."""
    global _value_writer
    _value_writer = writer


def fluent_args(values: Mapping[str, Any]) -> dict[str, Any]:
    """Values as Fluent arguments: numbers (not booleans) as numbers; ``True``/``False`` as
    ``"true"``/``"false"`` and ``None`` as ``"none"`` for selectors; anything else (cards,
    names, nested messages) as its text in the language in force (the value writer)."""
    as_text = _value_writer
    out: dict[str, Any] = {}
    for key, value in values.items():
        if isinstance(value, bool):
            out[key] = "true" if value else "false"
        elif value is None:
            out[key] = "none"
        elif isinstance(value, int | float):
            out[key] = _number(value)
        else:
            out[key] = as_text(value)
    return out


NUMBER_MAX = 10**15
"""Numbers this large (or not finite) are written as text, as Python writes them: a number
format would give up on them (a hostile input may carry one)."""


def _number(value: int | float) -> int | float | str:
    """A number as a Fluent argument: a whole float as an int; one beyond :data:`NUMBER_MAX`
    as text (an int of thousands of digits as its order of magnitude)."""
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if abs(value) >= NUMBER_MAX:
        if isinstance(value, int) and value.bit_length() > 1000:
            return f"~1e{int(value.bit_length() * math.log10(2))}"
        return f"{value:.6g}"
    return int(value) if isinstance(value, float) and value.is_integer() else value


def text(msg_id: str, /, *, attribute: str | None = None, **values: Any) -> str:
    """The message ``msg_id`` (or one of its ``attribute``s) in the language in force, with
    ``values`` as its arguments. English stands in for a message Korean lacks (the
    catalog test lists any such gap)."""
    lang = loc = current()
    pseudo = loc == PSEUDO
    if pseudo or not bundle(loc).has_message(msg_id):
        loc = DEFAULT
    b = bundle(loc)
    if not b.has_message(msg_id):
        raise WordsError(f"no message {msg_id!r}")
    args = fluent_args(values)
    key = tuple(sorted(args.items()))
    if sum(len(v) for _, v in key if isinstance(v, str)) > MEMO_TEXT_MAX:
        return _format(b, msg_id, attribute, pseudo, key)  # long typed text: not kept
    return _formatted(b, lang, msg_id, attribute, _marking.get(), key)


Args = tuple[tuple[str, Any], ...]
"""A message's Fluent arguments as a key: (name, number or text) pairs in name order."""

MEMO_TEXT_MAX = 300
"""Messages whose text arguments together run longer than this are written afresh each
time (not kept by :func:`_formatted`): a person's long input is not held in memory."""


@lru_cache(maxsize=8192)
def _formatted(
    b: Bundle, lang: str, msg_id: str, attribute: str | None, marking: bool, key: Args
) -> str:
    """:func:`_format`, kept: a message written with the same arguments (numbers and text
    only, after :func:`fluent_args`) from the same bundle, in the same language and
    citation marking reads the same, and a page run writes the same few dozen messages
    again on every tap (Fluent's resolver was about a fifth of a run). The language and
    ``marking`` are in the key because ``JOSA`` and ``POINT`` read them (:func:`cited`)."""
    del marking  # in the key only
    return _format(b, msg_id, attribute, lang == PSEUDO, key)


def _format(b: Bundle, msg_id: str, attribute: str | None, pseudo: bool, key: Args) -> str:
    message = b.get_message(msg_id)
    pattern = message.attributes.get(attribute) if attribute else message.value
    if pattern is None:
        raise WordsError(
            f"message {msg_id!r} has no {'attribute ' + attribute if attribute else 'value'}"
        )
    out, errors = b.format_pattern(pattern, dict(key))
    if errors:
        raise WordsError(f"{msg_id}: {'; '.join(str(e) for e in errors)}")
    return f"{OPEN}{out}{CLOSE}" if pseudo else str(out)


def ids(locale: str = DEFAULT) -> frozenset[str]:
    """Every message id of ``locale`` (terms left out)."""
    return frozenset(k for k in parsed(locale) if not k.startswith("-"))


def variables(msg_id: str, locale: str = DEFAULT) -> frozenset[str]:
    """The argument names a message uses (``$name``), its terms' and attributes' included."""
    names: set[str] = set()

    class _Visit(Visitor):
        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            names.add(node.id.name)

    _Visit().visit(parsed(locale)[msg_id])
    return frozenset(names)


__all__ = ["LOCALES", "WordsError", "bundle", "has", "ids", "text", "variables"]
