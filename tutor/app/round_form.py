"""The round form: enter how one round ended, as a :class:`RoundRecord`.

Used by the payout checker and the game ledger. The form asks for the players (2 to 5,
or 7 with the six-or-seven-player variant), each player's hand as text, whether they had
melded and had a turn, the ending, the winner or knocker, a Perfect and who fed it, and
the dealer. Every hand is read with ``parse_cards`` as it is typed; the finished record is
checked by the engine (``RoundRecord.load`` and ``settle``), and whatever is wrong is shown
with ``st.error`` under the form. The form holds no rule logic.

What was typed is kept in ``st.session_state`` under keys starting with the form's
``key``: a model (``f"{key}__form"``) that outlives the widgets, so a rerun, a failed
upload or a page switch never loses it. Widget keys (stable, for tests and browser tests):

* ``{key}_count`` — number of players (hidden with ``fixed_players``);
* ``{key}_p{i}_name``, ``{key}_p{i}_hand``, ``{key}_p{i}_melded``, ``{key}_p{i}_turn``,
  ``{key}_p{i}_out`` — player ``i`` (0-based, seating order);
* ``{key}_ending``, ``{key}_winner``, ``{key}_knocker``, ``{key}_perfect``, ``{key}_fed``,
  ``{key}_dealer``;
* the submit button, ``{key}_submit`` unless another ``submit_key`` is given.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import streamlit as st

from tutor.app.safe import plain, show_error
from tutor.app.widgets import cards_input
from tutor.engine.endings import ENDING_TITLES, ENDINGS
from tutor.engine.errors import HoolaError, RecordError
from tutor.engine.records import RoundRecord
from tutor.engine.rules import Rules
from tutor.engine.settlement import Settlement, settle

MAX_ROWS = 7
"""Most players the form can hold (the six-or-seven-player variant)."""

WINNER_ENDINGS = ("blast", "going-out", "four-sevens")
OUT_OPTIONS = ("plays", "chose", "forced")
OUT_TEXT = {
    "plays": "plays the round",
    "chose": "chose to drop out",
    "forced": "forced to drop out",
}
NOBODY = -1
PLAYER_FIELDS = ("name", "hand", "melded", "turn", "out")
ROUND_FIELDS = ("count", "ending", "winner", "knocker", "perfect", "fed", "dealer")

ss = st.session_state


# -- the model kept in the session ------------------------------------------------------------


def _blank_model() -> dict[str, Any]:
    return {
        "count": 4,
        "name": [f"Player {i + 1}" for i in range(MAX_ROWS)],
        "hand": [""] * MAX_ROWS,
        "melded": [False] * MAX_ROWS,
        "turn": [True] * MAX_ROWS,
        "out": ["plays"] * MAX_ROWS,
        "ending": None,
        "winner": None,
        "knocker": None,
        "perfect": False,
        "fed": NOBODY,
        "dealer": 0,
    }


def _model_key(key: str) -> str:
    return f"{key}__form"


def _valid_key(key: str) -> str:
    return f"{key}__valid"


def _widget_keys(key: str) -> list[str]:
    keys = [f"{key}_{f}" for f in ROUND_FIELDS]
    keys += [f"{key}_p{i}_{f}" for i in range(MAX_ROWS) for f in PLAYER_FIELDS]
    return keys


def _model(key: str) -> dict[str, Any]:
    mk = _model_key(key)
    if mk not in ss:
        ss[mk] = _blank_model()
    return ss[mk]


def model_from_record(record: RoundRecord) -> dict[str, Any]:
    """The form's values for ``record`` (players beyond the record keep blank rows)."""
    model = _blank_model()
    names = [p.name for p in record.players]
    n = len(names)
    if n > MAX_ROWS:
        raise HoolaError(f"the form holds at most {MAX_ROWS} players, the record lists {n}")
    for i, p in enumerate(record.players):
        model["name"][i] = p.name
        model["hand"][i] = p.hand
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
    ss[_model_key(key)] = model
    for wkey in _widget_keys(key):
        ss.pop(wkey, None)
    ss.pop(_valid_key(key), None)


def clear_form(key: str) -> None:
    """Empty the form ``key`` (call before it is drawn in this run)."""
    ss[_model_key(key)] = _blank_model()
    for wkey in _widget_keys(key):
        ss.pop(wkey, None)
    ss.pop(_valid_key(key), None)


def form_record(key: str) -> RoundRecord | None:
    """The record the form ``key`` held when last drawn, if it was complete and valid."""
    text = ss.get(_valid_key(key))
    return RoundRecord.load(text) if text else None


MAX_RECORD_BYTES = 64_000


def parse_record_file(data: bytes) -> RoundRecord:
    """A round record from an uploaded file's bytes, checked by the engine (it must
    settle). Raises :class:`~tutor.engine.errors.RecordError` saying exactly what is wrong."""
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(
            f"the file is {len(data):,} bytes; a round record is a small JSON file "
            f"(at most {MAX_RECORD_BYTES:,} bytes)"
        )
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RecordError("the file is not text (UTF-8): upload a JSON round record") from None
    rec = RoundRecord.load(text)
    if len(rec.players) > MAX_ROWS:
        raise RecordError(f"the record lists {len(rec.players)} players; at most {MAX_ROWS}")
    try:
        rec.rules_in_force()
    except HoolaError as e:
        raise RecordError(f"rules: {e}") from None
    checked_settlement(rec)
    return rec


@lru_cache(maxsize=512)
def _settle_json(text: str) -> Settlement:
    return settle(text)


def checked_settlement(record: RoundRecord) -> Settlement:
    """``settle(record)``, remembered by the record's JSON (the form, the payout page and
    the comparison settle the same record many times over reruns). Raises like ``settle``."""
    return _settle_json(record.model_dump_json())


# -- widgets bound to the model ---------------------------------------------------------------


def _bind(wkey: str, value: Any) -> None:
    """Give a widget its value from the model unless the session already holds one."""
    if wkey not in ss:
        ss[wkey] = value


def _fix_choice(wkey: str, options: list[Any], fallback: Any) -> None:
    """A selectbox's value must be one of its options (players may have been removed).

    The value is written back on every run, even when unchanged: these boxes are labelled
    with player names, and the browser sends a choice back as its label. Written back, the
    browser is sent the current label, so renaming a player keeps the choice."""
    value = ss.get(wkey)
    ss[wkey] = value if value in options else fallback


def _label(model: dict[str, Any], i: int) -> str:
    name = " ".join(str(model["name"][i]).split())
    return name or f"Player {i + 1}"


def _player_rows(
    key: str,
    rules: Rules,
    model: dict[str, Any],
    count: int,
    fixed: bool,
) -> dict[int, bool]:
    """Draw one bordered block per player; returns {row: hand parsed without error}."""
    ok: dict[int, bool] = {}
    six_seven = rules.six_seven_players
    for i in range(count):
        p = f"{key}_p{i}"
        with st.container(border=True, key=p):
            if fixed:
                st.markdown(f"**{plain(_label(model, i), one_line=True)}**")
            else:
                _bind(f"{p}_name", model["name"][i])
                st.text_input(
                    f"Player {i + 1} (seating order, clockwise)",
                    key=f"{p}_name",
                    max_chars=30,
                )
                model["name"][i] = ss[f"{p}_name"]
            if six_seven:
                _bind(f"{p}_out", model["out"][i])
                _fix_choice(f"{p}_out", list(OUT_OPTIONS), "plays")
                st.selectbox(
                    "Status",
                    list(OUT_OPTIONS),
                    key=f"{p}_out",
                    format_func=OUT_TEXT.__getitem__,
                    help="With six or seven at the table, one or two drop out after the deal.",
                )
                model["out"][i] = ss[f"{p}_out"]
            out = six_seven and model["out"][i] != "plays"
            _bind(f"{p}_hand", model["hand"][i])
            cards = cards_input(
                "Cards still in hand" + (" (back into the stock)" if out else ""),
                f"{p}_hand",
                rules,
                placeholder="e.g. 2c 9d Kh (empty if the player went out)",
                help="Ranks A 2–10 J Q K, suits c d h s: '10h', 'Qs'. Jokers: 'JK'.",
            )
            model["hand"][i] = ss[f"{p}_hand"]
            ok[i] = cards is not None
            if cards:
                st.caption(f"{len(cards)} card{'s' if len(cards) != 1 else ''}")
            if out:
                continue
            cols = st.columns(2)
            with cols[0]:
                _bind(f"{p}_melded", model["melded"][i])
                st.checkbox(
                    "Had melded",
                    key=f"{p}_melded",
                    help="Had laid a meld from hand before the round ended.",
                )
                model["melded"][i] = ss[f"{p}_melded"]
            with cols[1]:
                _bind(f"{p}_turn", model["turn"][i])
                st.checkbox("Had a turn", key=f"{p}_turn", help="Had played at least one turn.")
                model["turn"][i] = ss[f"{p}_turn"]
    return ok


def _choice(
    wkey: str,
    label: str,
    options: list[int],
    model: dict[str, Any],
    field: str,
    *,
    placeholder: str,
    format_func: Any,
    help: str | None = None,
) -> Any:
    _bind(wkey, model[field])
    _fix_choice(wkey, options, None)
    st.selectbox(
        label,
        options,
        index=None,
        key=wkey,
        placeholder=placeholder,
        format_func=format_func,
        help=help,
    )
    model[field] = ss[wkey]
    return ss[wkey]


def _round_fields(
    key: str,
    model: dict[str, Any],
    count: int,
    playing: list[int],
    dealer: str | None,
) -> None:
    """The ending, the winner or knocker, the Perfect and the dealer."""

    def name(i: int) -> str:
        return "nobody: the last card came from the stock" if i == NOBODY else _label(model, i)

    _bind(f"{key}_ending", model["ending"])
    _fix_choice(f"{key}_ending", list(ENDINGS), None)
    st.selectbox(
        "How the round ended",
        list(ENDINGS),
        index=None,
        key=f"{key}_ending",
        placeholder="Choose the ending",
        format_func=ENDING_TITLES.__getitem__,
    )
    ending = model["ending"] = ss[f"{key}_ending"]
    if ending in WINNER_ENDINGS:
        winner = _choice(
            f"{key}_winner", "Winner", playing, model, "winner",
            placeholder="Who won?", format_func=name,
        )  # fmt: skip
        if ending == "going-out":
            _bind(f"{key}_perfect", model["perfect"])
            st.checkbox(
                "Perfect (Hoola): all seven cards laid in one turn, no meld laid before",
                key=f"{key}_perfect",
            )
            model["perfect"] = ss[f"{key}_perfect"]
            if model["perfect"]:
                feeders = [NOBODY] + [i for i in playing if i != winner]
                _bind(f"{key}_fed", model["fed"])
                _fix_choice(f"{key}_fed", feeders, NOBODY)
                st.selectbox(
                    "Completed with whose discard?",
                    feeders,
                    key=f"{key}_fed",
                    format_func=name,
                    help="A Perfect made with another player's discard: that player pays "
                    "every loser's payment.",
                )
                model["fed"] = ss[f"{key}_fed"]
    elif ending == "knock":
        _choice(
            f"{key}_knocker", "Who knocked", playing, model, "knocker",
            placeholder="Who knocked?", format_func=name,
        )  # fmt: skip
    if dealer is None:
        _bind(f"{key}_dealer", model["dealer"])
        _fix_choice(f"{key}_dealer", list(range(count)), 0)
        st.selectbox("Dealer", list(range(count)), key=f"{key}_dealer", format_func=name)
        model["dealer"] = ss[f"{key}_dealer"]
    else:
        st.caption(f"Dealer: {plain(dealer)}")


def _align_fixed(model: dict[str, Any], fixed: list[str]) -> None:
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


def _missing(model: dict[str, Any], count: int, playing: list[int]) -> list[str]:
    """What still has to be filled in before the record can be checked."""
    missing = [f"a name for player {i + 1}" for i in range(count) if not _label_typed(model, i)]
    ending = model["ending"]
    if ending is None:
        missing.append("how the round ended")
    elif ending in WINNER_ENDINGS and model["winner"] is None:
        missing.append("the winner")
    elif ending == "knock" and model["knocker"] is None:
        missing.append("who knocked")
    for i in playing:
        went_out = ending == "going-out" and model["winner"] == i
        if not went_out and not str(model["hand"][i]).strip():
            missing.append(f"{_label(model, i)}'s hand")
    return missing


def _label_typed(model: dict[str, Any], i: int) -> bool:
    return bool(" ".join(str(model["name"][i]).split()))


def record_from_model(
    model: dict[str, Any], rules: Rules, *, dealer: str | None = None
) -> dict[str, Any]:
    """The round record (as a dict) that the form's values describe."""
    count = model["count"]
    six_seven = rules.six_seven_players
    names = [" ".join(str(model["name"][i]).split()) for i in range(count)]
    players = []
    for i in range(count):
        out = model["out"][i] if six_seven else "plays"
        p: dict[str, Any] = {"name": names[i], "hand": " ".join(str(model["hand"][i]).split())}
        if out == "plays":
            p.update(melded=bool(model["melded"][i]), had_turn=bool(model["turn"][i]))
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


# -- the form ---------------------------------------------------------------------------------


def round_form(
    key: str,
    rules: Rules,
    *,
    initial: RoundRecord | None = None,
    fixed_players: list[str] | None = None,
    dealer: str | None = None,
    submit: str | None = "Save round",
    submit_key: str | None = None,
) -> RoundRecord | None:
    """Draw the round form ``key`` under ``rules`` and return the record it describes.

    ``initial`` fills a form seen for the first time in this session. ``fixed_players``
    fixes the names and their seating order (the player-count control is hidden);
    ``dealer`` fixes the dealer (shown, not asked).

    With a ``submit`` label (the default), a button (key ``submit_key`` or
    ``f"{key}_submit"``) ends the form and the record is returned only in the run in which
    it was pressed: a caller may save it at once. With ``submit=None`` the record is
    returned on every run in which the form is complete and valid.

    Returns ``None`` while the form is incomplete (what is missing is listed) or invalid
    (each hand's reading error is shown under that hand; the engine's ``RecordError`` is
    shown under the form)."""
    if _model_key(key) not in ss and initial is not None:
        ss[_model_key(key)] = model_from_record(RoundRecord.load(initial))
    model = _model(key)
    fixed = [" ".join(n.split()) for n in fixed_players] if fixed_players else None
    if fixed:
        _align_fixed(model, fixed)
        count = len(fixed)
    else:
        most = rules.max_players
        _bind(f"{key}_count", model["count"])
        ss[f"{key}_count"] = min(max(int(ss[f"{key}_count"] or 2), 2), most)
        st.number_input(
            "Players at the table",
            min_value=2,
            max_value=most,
            step=1,
            key=f"{key}_count",
            help="2 to 5 players"
            + (", up to 7 with the six-or-seven-player variant." if most > 5 else "."),
        )
        count = model["count"] = int(ss[f"{key}_count"])

    parsed = _player_rows(key, rules, model, count, bool(fixed))
    six_seven = rules.six_seven_players
    playing = [i for i in range(count) if not six_seven or model["out"][i] == "plays"]
    _round_fields(key, model, count, playing, dealer)

    record = _check(model, rules, count, playing, parsed, dealer)
    ss[_valid_key(key)] = record.to_json() if record is not None else None
    if submit is None:
        return record
    pressed = st.button(
        submit,
        key=submit_key or f"{key}_submit",
        type="primary",
        disabled=record is None,
        help=None if record is not None else "Complete the form first.",
    )
    return record if pressed and record is not None else None


def _check(
    model: dict[str, Any],
    rules: Rules,
    count: int,
    playing: list[int],
    parsed: dict[int, bool],
    dealer: str | None,
) -> RoundRecord | None:
    """The record when complete and accepted by the engine; else show why and ``None``."""
    if not all(parsed.values()):
        st.caption("Fix the hands marked above to go on.")
        return None
    missing = _missing(model, count, playing)
    if missing:
        st.caption("Still to fill in: " + plain(", ".join(missing)) + ".")
        return None
    try:
        record = RoundRecord.load(record_from_model(model, rules, dealer=dealer))
        checked_settlement(record)
    except HoolaError as e:
        show_error(e, before="This round cannot be settled as entered: ")
        return None
    return record
