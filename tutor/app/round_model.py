"""The round form's model: what was typed, kept in ``st.session_state`` under keys starting
with the form's ``key`` (``f"{key}__form"``), so a rerun, a failed upload or a page switch
never loses it; filling it from a record, clearing it, and the record it describes
(:func:`record_from_model`), what is still missing, and the record checked by the engine.
No widget is drawn here: :mod:`tutor.app.round_form` draws the form bound to this model.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import streamlit as st

from tutor.engine.cards import SUITS, parse_cards
from tutor.engine.endings import WINNER_ENDINGS
from tutor.engine.errors import HoolaError, RecordError
from tutor.engine.records import RoundRecord, implied_melded
from tutor.engine.rules import Rules
from tutor.engine.settlement import Settlement, settle
from tutor.words import t
from tutor.words.values import name_text

MAX_ROWS = 7
"""Most players the form can hold (the six-or-seven-player variant)."""

OUT_OPTIONS = ("plays", "chose", "forced")
"""A player's part in the round with six or seven at the table (``round-form-status``)."""
NOBODY = -1
PLAYER_FIELDS = ("name", "hand", "melded", "turn", "out", "bycards", "points", "sevens", "jokers")
ROUND_FIELDS = ("count", "ending", "winner", "knocker", "perfect", "fed", "dealer")
QUICK_FIELDS = ("qending", "qwinner", "qknocker")
"""Quick mode's big buttons, kept apart from the select boxes of the full form."""
CARRIED = ("bycards",)
"""What a cleared form keeps: each player's choice of count or card entry. Never an answer
about the round: "had melded" is told by the round's cards and ending or asked again each
round (a last round's "never melded" carried over changed who paid what, unseen)."""

ss = st.session_state

# -- the model kept in the session ------------------------------------------------------------


def _blank_model() -> dict[str, Any]:
    return {
        "count": 4,
        "name": [""] * MAX_ROWS,
        "hand": [""] * MAX_ROWS,
        "bycards": [False] * MAX_ROWS,
        "points": [None] * MAX_ROWS,
        "sevens": [0] * MAX_ROWS,
        "jokers": [0] * MAX_ROWS,
        "melded": [None] * MAX_ROWS,  # None: not said (the cards or the ending may tell)
        "turn": [True] * MAX_ROWS,
        "out": ["plays"] * MAX_ROWS,
        "ending": None,
        "winner": None,
        "knocker": None,
        "perfect": False,
        "fed": NOBODY,
        "dealer": 0,
    }


def model_key(key: str) -> str:
    return f"{key}__form"


def valid_key(key: str) -> str:
    return f"{key}__valid"


def _widget_keys(key: str) -> list[str]:
    keys = [f"{key}_{f}" for f in (*ROUND_FIELDS, *QUICK_FIELDS)]
    keys += [f"{key}_p{i}_{f}" for i in range(MAX_ROWS) for f in PLAYER_FIELDS]
    keys += [f"{key}_p{i}_pick_{suit}" for i in range(MAX_ROWS) for suit in SUITS]
    keys += [f"{key}_p{i}_pick_jokers" for i in range(MAX_ROWS)]
    return keys


def quick_key(key: str) -> str:
    return f"{key}_quick"


def session_model(key: str) -> dict[str, Any]:
    mk = model_key(key)
    if mk not in ss:
        ss[mk] = _blank_model()
    return ss[mk]


def model_from_record(record: RoundRecord) -> dict[str, Any]:
    """The form's values for ``record`` (players beyond the record keep blank rows)."""
    model = _blank_model()
    names = [p.name for p in record.players]
    n = len(names)
    if n > MAX_ROWS:
        raise HoolaError("too-many-players", point="1.1", players=n, most=MAX_ROWS, variant=True)
    for i, p in enumerate(record.players):
        model["name"][i] = name_text(p.name)  # a name of the cast as the visitor reads it
        model["hand"][i] = p.hand
        model["bycards"][i] = not p.by_count
        model["points"][i] = p.points
        model["sevens"][i] = p.sevens or 0
        model["jokers"][i] = p.jokers or 0
        model["melded"][i] = p.melded
        model["turn"][i] = p.had_turn
        model["out"][i] = p.dropped_out or "plays"

    def index(name: str | None) -> int | None:
        return names.index(name) if name in names else None

    model.update(
        count=max(2, n),
        ending=record.ending,
        winner=index(record.winner),
        knocker=index(record.knocker),
        perfect=record.perfect,
        fed=index(record.perfect_discard_by) if record.perfect_discard_by else NOBODY,
        dealer=index(record.dealer) or 0,
    )
    if model["fed"] is None:
        model["fed"] = NOBODY
    return model


def load_into_form(key: str, record: RoundRecord | dict[str, Any] | str | bytes) -> None:
    """Fill the form ``key`` from a record (a model, a dict or JSON text).

    Call it before the form is drawn in this run, e.g. in a button's ``on_click`` callback
    or above the call to :func:`round_form`. Raises :class:`~tutor.engine.errors.RecordError` if
    ``record`` cannot be read; then the form keeps what it had. The record's rules are not
    part of the form: the caller decides which rules are in force."""
    rec = RoundRecord.load(record)
    model = model_from_record(rec)
    ss[model_key(key)] = model
    for wkey in _widget_keys(key):
        ss.pop(wkey, None)
    ss.pop(valid_key(key), None)
    if any(p.by_count for p in rec.players):
        ss[quick_key(key)] = True


def rename_in_form(key: str, old: str, new: str) -> None:
    """Call a player of the form ``key`` by a new name, keeping what was typed for them
    (the rows of a game's form are matched by name, :func:`_align_fixed`)."""
    model = ss.get(model_key(key))
    if model:
        model["name"] = [new if " ".join(str(n).split()) == old else n for n in model["name"]]


def clear_form(key: str) -> None:
    """Empty the form ``key`` (call before it is drawn in this run). The players' names,
    seating and choice of count or card entry are carried over to the next round."""
    old = ss.get(model_key(key))
    model = _blank_model()
    if old:
        for field in ("name", *CARRIED):
            model[field] = list(old[field])
        model["count"] = old["count"]
    ss[model_key(key)] = model
    for wkey in _widget_keys(key):
        ss.pop(wkey, None)
    ss.pop(valid_key(key), None)


def form_model(key: str) -> dict[str, Any] | None:
    """What the form ``key`` holds (its model), or ``None`` before it is first drawn."""
    return ss.get(model_key(key))


def blank_model() -> dict[str, Any]:
    """An empty form's model (``MAX_ROWS`` rows)."""
    return _blank_model()


def put_form_model(key: str, model: dict[str, Any], *, quick: bool) -> None:
    """Fill the form ``key`` with ``model`` (checked by the caller), before it is drawn in
    this run: its widgets take their values afresh."""
    ss[model_key(key)] = model
    for wkey in _widget_keys(key):
        ss.pop(wkey, None)
    ss.pop(valid_key(key), None)
    ss[quick_key(key)] = quick


def form_quick(key: str) -> bool:
    """Whether the form ``key`` is in quick entry."""
    return bool(ss.get(quick_key(key)))


def form_record(key: str) -> RoundRecord | None:
    """The record the form ``key`` held when last drawn, if it was complete and valid."""
    text = ss.get(valid_key(key))
    return RoundRecord.load(text) if text else None


MAX_RECORD_BYTES = 64_000


def parse_record_file(data: bytes) -> RoundRecord:
    """A round record from an uploaded file's bytes, checked by the engine (it must
    settle). Raises :class:`~tutor.engine.errors.RecordError` saying exactly what is wrong."""
    if not isinstance(data, bytes | bytearray | str):
        raise RecordError("input-not-text", what="file", kind=type(data).__name__)
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(
            "input-too-large", what="file", size=len(data), unit="bytes", limit=MAX_RECORD_BYTES
        )
    rec = RoundRecord.load(data)  # not UTF-8, not JSON: the engine's error
    if len(rec.players) > MAX_ROWS:
        raise RecordError(
            "too-many-players", point="1.1", players=len(rec.players), most=MAX_ROWS, variant=True
        )
    try:
        rec.rules_in_force()
    except HoolaError as e:
        raise RecordError("in-rules", point="8", cause=e) from None
    checked_settlement(rec)
    return rec


@lru_cache(maxsize=512)
def _settle_json(text: str) -> Settlement:
    return settle(text)


def checked_settlement(record: RoundRecord) -> Settlement:
    """``settle(record)``, remembered by the record's JSON (the form, the payout page and
    the comparison settle the same record many times over reruns). Raises like ``settle``."""
    return _settle_json(record.model_dump_json())


def seat_letter(i: int) -> str:
    """The name of seat ``i`` (0-based) until a name is typed: A, B, C…"""
    return chr(ord("A") + i)


def player_label(model: dict[str, Any], i: int) -> str:
    name = " ".join(str(model["name"][i]).split())
    if name:
        return name
    return seat_letter(i) if model.get("seats") else t("round-form-player", number=i + 1)


def went_out_or_won(model: dict[str, Any], i: int) -> bool:
    """The winner of an ending that names one: no count is asked of them."""
    return model["ending"] in WINNER_ENDINGS and model["winner"] == i


def is_named_winner(model: dict[str, Any], i: int) -> bool:
    return model["ending"] in WINNER_ENDINGS and model["winner"] == i


def round_implies(model: dict[str, Any], i: int, rules: Rules, quick: bool) -> bool | None:
    """What the round says about player ``i`` having melded (the engine's
    :func:`~tutor.engine.records.implied_melded`): the ending, or the cards typed."""
    held = None
    text = str(model["hand"][i]).strip()
    if text and not by_count(model, i, quick):
        try:
            held = len(parse_cards(text, rules))
        except HoolaError:
            held = None
    return implied_melded(held, ending=model["ending"], won=is_named_winner(model, i))


def melded(model: dict[str, Any], i: int, rules: Rules, quick: bool) -> bool | None:
    """Player ``i`` had melded: as answered, else as the round implies, else ``None``
    (still to be asked). A winner of an ending that names one is never asked."""
    said = model["melded"][i]
    if said is not None:
        return bool(said)
    implied = round_implies(model, i, rules, quick)
    if implied is None and is_named_winner(model, i):
        return False  # four sevens: the winner pays nothing, whatever they laid
    return implied


def align_fixed(model: dict[str, Any], fixed: list[str]) -> None:
    """Put the model's rows in the order of ``fixed`` (rows are matched by name)."""
    n = len(model["name"])
    current = [" ".join(str(x).split()) for x in model["name"][: model["count"]]]
    if current == fixed:
        return
    old = {name: i for i, name in enumerate(current)}
    blank = _blank_model()
    new = {f: list(blank[f]) for f in PLAYER_FIELDS}
    for j, name in enumerate(fixed):
        i = old.get(name)
        for f in PLAYER_FIELDS:
            new[f][j] = model[f][i] if i is not None else blank[f][j]
        new["name"][j] = name
    for f in PLAYER_FIELDS:
        model[f] = new[f][:n]

    def moved(i: int | None) -> int | None:
        if i is None or i == NOBODY or i >= len(current):
            return i if i == NOBODY else None
        return fixed.index(current[i]) if current[i] in fixed else None

    for f in ("winner", "knocker", "fed", "dealer"):
        model[f] = moved(model[f])
    if model["fed"] is None:
        model["fed"] = NOBODY
    if model["dealer"] is None:
        model["dealer"] = 0
    model["count"] = len(fixed)


def missing_fields(
    model: dict[str, Any], rules: Rules, count: int, playing: list[int], quick: bool
) -> list[str]:
    """What still has to be filled in before the record can be checked."""

    def what(item: str, name: str = "", number: int = 0) -> str:
        return t("round-form-missing", what=item, name=name, number=number)

    unnamed = [] if model.get("seats") else [i for i in range(count) if not _label_typed(model, i)]
    missing = [what("name", number=i + 1) for i in unnamed]
    ending = model["ending"]
    if ending is None:
        missing.append(what("ending"))
    elif ending in WINNER_ENDINGS and model["winner"] is None:
        missing.append(what("winner"))
    elif ending == "knock" and model["knocker"] is None:
        missing.append(what("knocker"))
    for i in playing:
        if by_count(model, i, quick):
            if model["points"][i] is None and not went_out_or_won(model, i):
                missing.append(what("points", player_label(model, i)))
            continue
        went_out = ending == "going-out" and model["winner"] == i
        if not went_out and not str(model["hand"][i]).strip():
            missing.append(what("hand", player_label(model, i)))
    return missing + [
        what("melded", player_label(model, i))
        for i in playing
        if model["turn"][i] and melded(model, i, rules, quick) is None
    ]


def by_count(model: dict[str, Any], i: int, quick: bool) -> bool:
    return quick and not model["bycards"][i]


def typed_name(model: dict[str, Any], i: int) -> str:
    return " ".join(str(model["name"][i]).split())


def _label_typed(model: dict[str, Any], i: int) -> bool:
    return bool(typed_name(model, i))


def record_from_model(
    model: dict[str, Any], rules: Rules, *, dealer: str | None = None, quick: bool = False
) -> dict[str, Any]:
    """The round record (as a dict) that the form's values describe; in ``quick`` mode a
    player not switched to card entry is given by count."""
    count = model["count"]
    six_seven = rules.six_seven_players
    names = [
        player_label(model, i) if model.get("seats") else typed_name(model, i) for i in range(count)
    ]
    players = []
    for i in range(count):
        out = model["out"][i] if six_seven else "plays"
        p: dict[str, Any] = {"name": names[i], "hand": " ".join(str(model["hand"][i]).split())}
        if out == "plays" and by_count(model, i, quick):
            del p["hand"]
            won = went_out_or_won(model, i)
            p["points"] = 0 if won else int(model["points"][i] or 0)
            p["sevens"] = (
                4
                if won and model["ending"] == "four-sevens"
                else 0
                if won
                else int(model["sevens"][i] or 0)
            )
            if rules.jokers:
                p["jokers"] = 0 if won else int(model["jokers"][i] or 0)
        if out == "plays":
            said = melded(model, i, rules, quick)
            p.update(melded=bool(said), had_turn=bool(model["turn"][i]))
        else:
            p["dropped_out"] = out
        players.append(p)
    data: dict[str, Any] = {
        "rules": rules.to_spec(),
        "ending": model["ending"],
        "players": players,
        "dealer": dealer if dealer is not None else names[model["dealer"] or 0],
    }
    ending = model["ending"]
    if ending in WINNER_ENDINGS and model["winner"] is not None:
        data["winner"] = names[model["winner"]]
    if ending == "knock" and model["knocker"] is not None:
        data["knocker"] = names[model["knocker"]]
    if ending == "going-out" and model["perfect"]:
        data["perfect"] = True
        if model["fed"] not in (None, NOBODY):
            data["perfect_discard_by"] = names[model["fed"]]
    return data


# -- widgets' values kept in the session --------------------------------------------------


def bind(wkey: str, value: Any) -> None:
    """Give a widget its value from the model unless the session already holds one."""
    if wkey not in ss:
        ss[wkey] = value


def fix_choice(wkey: str, options: list[Any], fallback: Any) -> None:
    """A selectbox's value must be one of its options (players may have been removed).

    The value is written back on every run, even when unchanged: these boxes are labelled
    with player names, and the browser sends a choice back as its label. Written back, the
    browser is sent the current label, so renaming a player keeps the choice."""
    value = ss.get(wkey)
    ss[wkey] = value if value in options else fallback
