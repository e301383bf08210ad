"""The engine's reasons and titles in the language in force, from the catalogs.

Every result of the engine carries :class:`~tutor.engine.reasons.Reason` values (a code, the
rule-book point, the numbers, cards and names involved). Their messages are in the catalog
files ``melds.ftl``, ``arrangement.ftl``, ``count.ftl``, ``endings.ftl``, ``settlement.ftl``
and ``rule-lines.ftl`` (id ``<closed set>-<code>``): :func:`sentence` renders one reason,
:func:`sentences` a sequence, :func:`verdict_title` names what an ending's verdict found,
:func:`rule_line_sentence` states one rule under the rules in force. The arguments a message
derives from a reason's values (a list of melds, the first card of a kind) are registered in
:data:`tutor.words.derived.ARGS` below: numbers, cards and names only, never words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

from tutor.engine.cards import Card, format_cards
from tutor.engine.errors import HoolaError
from tutor.engine.reasons import Reason
from tutor.engine.rules import DEFAULT_PRESET, PRESETS
from tutor.words import derived
from tutor.words.catalog import has, text
from tutor.words.derived import arguments
from tutor.words.numbers import listing
from tutor.words.values import name_text


class Titles(Mapping[str, str]):
    """Read-only words for each code of a closed set, written when read (so in the language
    in force): ``ENDING_TITLES["knock"]`` is the catalog's ``ending-title`` for ``knock``."""

    def __init__(self, codes: Iterable[str], write: Callable[[str], str]) -> None:
        self._codes = tuple(codes)
        self._write = write

    def __getitem__(self, code: str) -> str:
        if code not in self._codes:
            raise KeyError(code)
        return self._write(code)

    def __iter__(self) -> Iterator[str]:
        return iter(self._codes)

    def __len__(self) -> int:
        return len(self._codes)


def ending_title(ending: str) -> str:
    """An ending's name (rule book 5): ``"going-out"`` → ``"Going out"``."""
    return text("ending-title", ending=ending)


def knock_needs_text(needs: str) -> str:
    """The melding condition of a knock for a value of the ``knock_needs`` switch (5.2)."""
    return text("knock-needs", needs=needs)


def joker_in_hand_text(option: str) -> str:
    """What a joker left in hand is worth under an option of rule 7.9."""
    return text("rules-joker-in-hand", option=option)


ENDING_TITLES: Mapping[str, str] = Titles(
    ("blast", "knock", "going-out", "four-sevens", "stock"), ending_title
)
"""Each ending's name."""

KNOCK_NEEDS_TEXT: Mapping[str, str] = Titles(
    ("other-melded", "knocker-and-other", "none"), knock_needs_text
)
"""The melding condition of a knock, for each value of the ``knock_needs`` switch."""

JOKER_IN_HAND_TEXT: Mapping[str, str] = Titles(
    ("double", "quintuple", "zero", "fourteen-triple", "twenty", "thirty"), joker_in_hand_text
)
"""What a joker left in hand is worth under each option of rule 7.9."""


def meld_headline(kind: str | None) -> str:
    """What a meld check found, in one line: ``"A meld: a run."`` for the kind of a valid
    meld, ``"Not a meld."`` for ``None``."""
    return text("meld-headline", kind=kind)


def verdict_title(kind: str) -> str:
    """The title of a verdict kind (``"perfect"`` → ``"Perfect (Hoola)"``)."""
    return text(f"verdict-{kind}")


def verdict_number(key: str) -> str:
    """The name of a verdict's number: ``sopang_max`` is "Sopang up to"."""
    return text(f"verdict-number-{key}")


def cards(value: Iterable[Card]) -> str:
    """Cards as the tutor shows them: ``7♥ 8♥``."""
    return format_cards(value, pretty=True)


def doubling_short(doubling: Any) -> str:
    """A doubling in a few words: ``seven 1/2``, ``never melded``, ``Perfect``, ``undercut``."""
    return text(f"doubling-{doubling.kind}", **doubling.why.values)


def compensation_item(kind: str, held: Sequence[Card]) -> str:
    """One item a player forced out is paid for: "the seven 7♥", "the set 9♣ 9♦ 9♥"."""
    return text(f"compensation-{kind}", cards=tuple(held))


def step_title(step: Any) -> str:
    """The title of a settlement step (``Ann wins``, ``Bo: ×2 → 4``, ``Bo owes 4``)."""
    return text(
        f"step-stage-{step.stage}",
        payee=step.payee,
        payer=step.payer,
        loser=step.loser,
        running=step.running,
        factor=step.factor,
    )


def as_entered(item: Any) -> str:
    """One thing taken on trust: ``Kim: the four sevens, as entered``."""
    return text(f"as-entered-{item.code}", player=item.player)


def showdown_sentence(name: str, reason: Reason) -> str:
    """A ``showdown-lays`` reason told of the player who laid the melds (rule book 5.5)."""
    return text("settle-showdown-lays-by", name=name, melds=_comma_melds(reason.values["melds"]))


def rule_line_sentence(line: Any) -> str:
    """A :class:`~tutor.engine.rule_lines.RuleLine` in words, named as the rule book names
    the rule ("Knock (rule 5.2): …")."""
    msg_id = f"rule-line-{line.code}"
    return text(msg_id, **arguments(msg_id, line.values))


def sentence(reason: Reason) -> str:
    """One reason in the language in force: the catalog's message ``<set>-<code>``."""
    msg_id = f"{reason.closed_set}-{reason.code}"
    return text(msg_id, point=reason.point, **arguments(msg_id, reason.values))


def sentences(reasons: Iterable[Reason]) -> tuple[str, ...]:
    """Each reason in the language in force, in order."""
    return tuple(sentence(r) for r in reasons)


# -- the arguments the messages derive (numbers, cards and names; never words) -------------

V = Mapping[str, Any]


def _comma_melds(melds: Iterable[Iterable[Card]]) -> str:
    return ", ".join(cards(m) for m in melds)


def _listed_melds(melds: Iterable[Iterable[Card]]) -> str:
    return listing([cards(m) for m in melds])


def _mixed(v: V) -> dict[str, Any]:
    """Two pairs that really differ: one in rank, one in suit (never a pair of one rank
    offered as the rank mismatch)."""
    real = [c for c in v["cards"] if not c.is_joker]
    first = real[0]
    a = next((c for c in real[1:] if c.rank != first.rank), v["a"])
    b = next((c for c in real[1:] if c.suit != first.suit), v["b"])
    return {"first": first, "a": a, "b": b, "first_suit": first.suit, "b_suit": b.suit}


def _go_out_parts(v: V) -> dict[str, Any]:
    parts = []
    if v["melds"]:
        parts.append(text("ending-part-lay", first=True, melds=_listed_melds(v["melds"])))
    for added, meld in v.get("layoffs", ()):
        parts.append(
            text("ending-part-lay-off", first=not parts, added=tuple(added), meld=tuple(meld))
        )
    return {"parts": ", ".join(parts)}


def _winning_draws(v: V) -> dict[str, Any]:
    drawn: Sequence[Card] = v["cards"]
    shown = cards(drawn[:12]) + (" …" if len(drawn) > 12 else "")
    return {"first": drawn[0] if drawn else "", "shown": shown}


def _compensation(v: V) -> dict[str, Any]:
    return {"items": "; ".join(compensation_item(k, held) for k, held in v["items"])}


def _points_counted(v: V) -> dict[str, Any]:
    entries = (
        text("settle-counted-entry", name=n, points=p, by_count=by) for n, p, by in v["counts"]
    )
    return {"counts": "; ".join(entries)}


def _knock_limits(v: V) -> dict[str, Any]:
    limit = v["knock_limit"]
    if not isinstance(limit, tuple):
        return {"table": None, "limit": limit}
    entries = (text("rule-line-knock-limit-entry", players=k, limit=x) for k, x in limit)
    return {"table": ", ".join(entries), "limit": 0}


def _presets_named() -> dict[str, Any]:
    """The default preset's name and the others', listed (rule 8)."""
    others = (preset_name(p) for p in PRESETS if p != DEFAULT_PRESET)
    return {"standard_named": preset_name(DEFAULT_PRESET), "others_named": listing(others)}


derived.ARGS.update(
    {
        "meld-mixed": _mixed,
        "meld-run-gap": lambda v: {"also_count": len(v["also"]), "also": cards(v["also"])},
        "meld-joker-stands-for": lambda v: {"stands": ", ".join(c.pretty for c in v["cards"])},
        "arrangement-equally-good": lambda v: {"melds": _listed_melds(v["melds"])},
        "ending-go-out-lay": _go_out_parts,
        "ending-winning-draws": _winning_draws,
        "settle-showdown-lays": lambda v: {"melds": _comma_melds(v["melds"])},
        "settle-undercut-by": lambda v: {
            "under": ", ".join(f"{name_text(n)} ({p})" for n, p in v["under"]),
            "under_count": len(v["under"]),
            "first_under": v["under"][0][0] if v["under"] else "",
        },
        "settle-tie-fewest-cards": lambda v: {"names": listing(v["names"])},
        "settle-tie-turn-order": lambda v: {"names": listing(v["names"])},
        "settle-points-counted": _points_counted,
        "settle-position-tied": lambda v: {"tied": ", ".join(map(name_text, v["tied"]))},
        "settle-forced-out-compensation": _compensation,
        "settle-net-result": lambda v: {
            "net": ", ".join(f"{name_text(n)} {x:+d}" for n, x in v["net"])
        },
        "rule-line-knock": lambda v: {"needs": v["knock_needs"]},
        "rule-line-jokers": lambda v: {"option": v["joker_in_hand"]},
        "rule-line-knock-limits": _knock_limits,
        "rule-line-presets": lambda v: _presets_named(),
    }
)


# -- errors (what the engine refuses, and why): the catalog's errors.ftl --------------------


# -- the store's problems (tutor.store.errors) ----------------------------------------------

STORE_SETS = ("store-error", "progress-error", "store-unavailable")
"""The store's closed sets of problems: :data:`tutor.store.errors.StoreErrorCode`,
:data:`~tutor.store.errors.ProgressErrorCode`, :data:`tutor.store.db.StoreUnavailableCode`
(the three never share a code)."""


def store_error_sentence(code: str, values: Any) -> str:
    """One of the store's problems in the language in force, from its ``code`` and
    values."""
    for closed_set in STORE_SETS:
        msg_id = f"{closed_set}-{code}"
        if has(msg_id):
            return text(msg_id, point="", **arguments(msg_id, values))
    raise KeyError(code)


def renders(closed_set: str, code: str) -> bool:
    """Whether the words layer has words for ``code`` of the named closed set (a test checks
    every code of every set): an English catalog message ``<set>-<code>``, or for an engine
    code (``error``) one of an error class that writes it in a set of its own."""
    if has(f"{closed_set}-{code}", "en"):
        return True
    return closed_set == "error" and any(has(f"{name}-{code}", "en") for name in _error_sets())


def _error_sets() -> set[str]:
    """The closed sets the engine's coded errors name (``ledger-error`` …)."""
    found, todo = set(), [HoolaError]
    while todo:
        cls = todo.pop()
        todo += cls.__subclasses__()
        found.add(getattr(cls, "closed_set", "error"))
    return found


def switch_description(name: str) -> str:
    """What a rule switch does (``knock_limit`` → "Most points a player may hold …")."""
    return text(f"rules-switch-{name.replace('_', '-')}")


def preset_name(preset: str) -> str:
    """A preset's plain name in the language in force ("Standard" for ``pagat``)."""
    return text("rules-preset-name", preset=preset)


def preset_description(preset: str) -> str:
    """A preset's one-line description (rule book 8)."""
    return text(f"rules-preset-{preset}")
