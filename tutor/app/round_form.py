"""The round form: enter how one round ended, as a :class:`RoundRecord`.

Used by the payout checker and the game ledger. The form asks for the players (2 to 5,
or 7 with the six-or-seven-player variant), each player's hand as text, whether they had
melded and had a turn, the ending, the winner or knocker, a Perfect and who fed it, and
the dealer. Every hand is read with ``parse_cards`` as it is typed; the finished record is
checked by the engine (``RoundRecord.load`` and ``settle``), and whatever is wrong is shown
with ``st.error`` under the form. The form holds no rule logic.

What was typed is kept in ``st.session_state`` under keys starting with the form's
``key``: a model (``f"{key}__form"``, :mod:`tutor.app.round_model`) that outlives the
widgets, so a rerun, a failed upload or a page switch never loses it. Widget keys (stable,
for tests and browser tests):

* ``{key}_count`` — number of players (hidden with ``fixed_players``);
* ``{key}_p{i}_name``, ``{key}_p{i}_hand``, ``{key}_p{i}_melded``, ``{key}_p{i}_turn``,
  ``{key}_p{i}_out`` — player ``i`` (0-based, seating order);
* ``{key}_p{i}_tap`` — the folder of player ``i``'s card picker (``{key}_p{i}_pick_…``),
  built only while it is open;
* ``{key}_ending``, ``{key}is_named_winner``, ``{key}_knocker``, ``{key}_perfect``, ``{key}_fed``,
  ``{key}_dealer``;
* the submit button, ``{key}_submit`` unless another ``submit_key`` is given.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from tutor.app.lang import localized
from tutor.app.phone import big_buttons, side_by_side_css
from tutor.app.round_model import (
    NOBODY,
    OUT_OPTIONS,
    QUICK_FIELDS,
    align_fixed,
    bind,
    checked_settlement,
    fix_choice,
    is_named_winner,
    melded,
    missing_fields,
    model_from_record,
    model_key,
    player_label,
    quick_key,
    record_from_model,
    round_implies,
    seat_letter,
    session_model,
    typed_name,
    valid_key,
    went_out_or_won,
)
from tutor.app.safe import plain, show_error
from tutor.app.widgets import (
    PICKER_CSS,
    card_picker,
    cards_input,
    picked_cards,
    set_picker,
    touch_pills,
)
from tutor.engine.cards import SUITS, format_cards, parse_cards
from tutor.engine.counting import hand_points
from tutor.engine.counts import check_entry
from tutor.engine.endings import ENDINGS, WINNER_ENDINGS
from tutor.engine.errors import HoolaError
from tutor.engine.records import RoundRecord, check_player_name
from tutor.engine.rules import Rules
from tutor.engine.settlement import Settlement
from tutor.words import t
from tutor.words.engine import doubling_short
from tutor.words.ledger import MeldedNote, hand_count, ledger_message, melded_note, winner_count

ss = st.session_state


# -- widgets bound to the model ---------------------------------------------------------------


def _player_rows(
    key: str,
    rules: Rules,
    model: dict[str, Any],
    count: int,
    fixed: bool,
    quick: bool,
) -> tuple[dict[int, bool], dict[int, Any]]:
    """Draw one bordered block per player. Returns {row: hand parsed without error} and
    {row: an empty slot at the bottom of the block, for an error about that player}."""
    ok: dict[int, bool] = {}
    slots: dict[int, Any] = {}
    six_seven = rules.six_seven_players
    for i in range(count):
        p = f"{key}_p{i}"
        named = True
        with st.container(border=True, key=p):
            if fixed:
                st.markdown(f"**{plain(player_label(model, i), one_line=True)}**")
            else:
                bind(f"{p}_name", model["name"][i])
                st.text_input(  # no max_chars: a pasted name is refused, never cut
                    t("round-form-name-label", number=i + 1),
                    key=f"{p}_name",
                    placeholder=t("round-form-seat-placeholder", seat=seat_letter(i))
                    if model.get("seats")
                    else t("round-form-name-placeholder", number=i + 1),
                )
                model["name"][i] = ss[f"{p}_name"]
                named = _name_ok(model["name"][i])
            if six_seven:
                bind(f"{p}_out", model["out"][i])
                fix_choice(f"{p}_out", list(OUT_OPTIONS), "plays")
                st.selectbox(
                    t("round-form-status-label"),
                    list(OUT_OPTIONS),
                    key=f"{p}_out",
                    format_func=localized(lambda o: t("round-form-status", status=o)),
                    help=t("round-form-status-help"),
                )
                model["out"][i] = ss[f"{p}_out"]
            out = six_seven and model["out"][i] != "plays"
            bind(f"{p}_bycards", model["bycards"][i])
            model["bycards"][i] = ss[f"{p}_bycards"]  # the toggle is drawn below the entry
            by_cards = not quick or out or model["bycards"][i]
            if went_out_or_won(model, i) and quick and not out:
                st.caption(winner_count(model["ending"]))
                ok[i] = True
            elif by_cards:
                ok[i] = _hand_entry(p, rules, model, i, out)
            else:
                ok[i] = _count_entry(p, rules, model, i)
            ok[i] = ok[i] and named
            if quick and not out:
                st.toggle(
                    t("round-form-by-cards"),
                    key=f"{p}_bycards",
                    help=t("round-form-by-cards-help"),
                )
                model["bycards"][i] = ss[f"{p}_bycards"]
            if not out:
                _flags(key, p, rules, model, i, quick)
            slots[i] = st.empty()
    return ok, slots


def _name_ok(name: str) -> bool:
    """A typed name the engine takes (:func:`~tutor.engine.records.check_player_name`);
    else its error under the box. A blank name is still to be typed, not an error."""
    if not name.strip():
        return True
    try:
        check_player_name(name)
    except HoolaError as e:
        show_error(e)
        return False
    return True


def ending_title(ending: str) -> str:
    """An ending's name in the visitor's language ("Going out")."""
    return t("ledger-ending", ending=ending, perfect=False)


def _flags(key: str, p: str, rules: Rules, model: dict[str, Any], i: int, quick: bool) -> None:
    """Had melded (asked, or told by the cards or the ending) and had a turn."""
    _melded_choice(key, p, rules, model, i, quick)
    bind(f"{p}_turn", model["turn"][i])
    st.checkbox(t("round-form-turn"), key=f"{p}_turn", help=t("round-form-turn-help"))
    model["turn"][i] = ss[f"{p}_turn"]
    if (
        model["turn"][i]
        and melded(model, i, rules, quick) is False
        and not is_named_winner(model, i)
    ):
        st.caption(melded_note("never"))


def _melded_picked(key: str, i: int) -> None:
    session_model(key)["melded"][i] = ss.get(f"{key}_p{i}_melded")


def _melded_choice(key: str, p: str, rules: Rules, model: dict[str, Any], i: int,
                   quick: bool) -> None:  # fmt: skip
    """The "had melded" choice: no default that could double a payment unseen. Shown as
    the round implies it (cards held, the ending) until tapped; else asked."""
    implied = round_implies(model, i, rules, quick)
    if is_named_winner(model, i):
        notes: dict[str, MeldedNote] = {"going-out": "went-out", "blast": "blast"}
        code = notes.get(model["ending"])
        if code:
            st.caption(melded_note(code))
        return
    said = model["melded"][i]
    shown = said if said is not None else implied
    # Written only on a change (a value written on every run is sent again and could undo a
    # tap on its way), and when the form was cleared: a pill left unwritten kept its last
    # choice in the browser, and a cleared round showed (and sent back) the last "melded".
    if f"{p}_melded" not in ss or ss[f"{p}_melded"] != shown:
        ss[f"{p}_melded"] = shown
    touch_pills(
        t("round-form-melded"),
        [True, False],
        f"{p}_melded",
        selection_mode="single",
        format_func=localized(lambda v: t("round-form-melded-option", melded=v)),
        on_change=_melded_picked,
        args=(key, i),
        help=t("round-form-melded-help"),
        css=False,  # drawn once above the player blocks (round_form)
    )
    if said is None and implied is not None:
        cards = len(parse_cards(str(model["hand"][i]), rules))
        st.caption(melded_note("from-cards", melded=implied, cards=cards))
    elif said is None:
        st.caption(melded_note("ask"))


def _count_entry(p: str, rules: Rules, model: dict[str, Any], i: int) -> bool:
    """Quick mode: the player's own count, with steppers. The boxes have no bounds of
    their own (a bounded box keeps its old value behind the one shown): each number as
    typed is checked by the engine (:func:`~tutor.engine.counts.check_entry`) and an
    error is shown under the boxes. Returns whether the numbers are in range."""
    cols = st.columns([3, 2, 2] if rules.jokers else [3, 2])
    with cols[0]:
        bind(f"{p}_points", model["points"][i])
        st.number_input(
            t("round-form-points"),
            step=1,
            value=None,
            key=f"{p}_points",
            placeholder=t("round-form-points-placeholder"),
            help=t("round-form-points-help", stock_melds=rules.meld_at_stock_end),
        )
        model["points"][i] = ss[f"{p}_points"]
    with cols[1]:
        bind(f"{p}_sevens", model["sevens"][i])
        st.number_input(t("round-form-sevens"), step=1, key=f"{p}_sevens")
        model["sevens"][i] = ss[f"{p}_sevens"]
    if rules.jokers:
        with cols[2]:
            bind(f"{p}_jokers", model["jokers"][i])
            st.number_input(t("round-form-jokers"), step=1, key=f"{p}_jokers")
            model["jokers"][i] = ss[f"{p}_jokers"]
    jokers = model["jokers"][i] if rules.jokers else None
    try:
        check_entry(player_label(model, i), model["points"][i], model["sevens"][i], jokers, rules)
    except HoolaError as e:
        show_error(e)
        return False
    return True


def _hand_entry(p: str, rules: Rules, model: dict[str, Any], i: int, out: bool) -> bool:
    """The cards, typed or tapped, with the card count and the points as they are entered.
    Returns whether the text reads as cards."""
    bind(f"{p}_hand", model["hand"][i])
    cards = cards_input(
        t("round-form-hand", out=out),
        f"{p}_hand",
        rules,
        placeholder=t("round-form-hand-placeholder"),
        help=t("round-form-hand-help"),
        on_change=_typed_to_picker,
        args=(p, rules),
    )
    model["hand"][i] = ss[f"{p}_hand"]
    # The picker (52 pills or more) is built only while its folder is open; opened again,
    # it shows the cards typed.
    with st.expander(t("round-form-tap"), key=f"{p}_tap", on_change="rerun") as folder:
        if folder.open:
            if f"{p}_pick_{SUITS[0]}" not in ss:
                _typed_to_picker(p, rules)
            card_picker(
                f"{p}_pick",
                rules,
                label=t("round-form-tap-label"),
                on_change=_picked_to_text,
                args=(p, rules),
            )
    if cards:
        points = hand_points(cards, rules).total
        st.caption(hand_count(len(cards), points))
    return cards is not None


def _picked_to_text(p: str, rules: Rules) -> None:
    ss[f"{p}_hand"] = format_cards(picked_cards(f"{p}_pick", rules))


def _typed_to_picker(p: str, rules: Rules) -> None:
    try:
        cards = parse_cards(ss.get(f"{p}_hand", ""), rules)
    except HoolaError:
        return  # the error shows under the box; the picker keeps what it had
    set_picker(f"{p}_pick", cards, rules)


def _name_box(
    label: str,
    options: list[int],
    model: dict[str, Any],
    field: str,
    *,
    fallback: Any,
    format_func: Any,
    **kwargs: Any,
) -> Any:
    """A select box whose options show player names, with the model as its only memory.

    The browser sends a choice back as its label, so a box keyed across a rename could
    send a label that no longer exists and lose the choice (or, between two quick
    reruns, take a stale one). This box has no key: its identity is its labels and its
    choice, so a rename or a choice made elsewhere makes a new box that shows the model."""
    current = model[field] if model[field] in options else fallback
    index = options.index(current) if current in options else None
    value = st.selectbox(label, options, index=index, format_func=localized(format_func), **kwargs)
    model[field] = value
    return value


def _round_fields(
    key: str,
    model: dict[str, Any],
    count: int,
    playing: list[int],
    dealer: str | None,
    quick: bool,
) -> None:
    """The ending, the winner or knocker, the Perfect and the dealer (in quick mode the
    ending and the winner or knocker are asked above the players, as big buttons)."""

    def name(i: int) -> str:
        return t("round-form-nobody") if i == NOBODY else player_label(model, i)

    if quick:
        ending = model["ending"]
    else:
        for old in QUICK_FIELDS:
            ss.pop(f"{key}_{old}", None)
        ending = _ending_box(key, model)
    if quick and ending == "going-out" or not quick:
        _winner_fields(key, model, playing, ending, quick, name)
    if dealer is None:
        _name_box(
            t("round-form-dealer"),
            list(range(count)),
            model,
            "dealer",
            fallback=0,
            format_func=localized(name),
        )
    else:
        st.caption(t("round-form-dealer-is", dealer=plain(dealer)))


def _ending_box(key: str, model: dict[str, Any]) -> Any:
    bind(f"{key}_ending", model["ending"])
    fix_choice(f"{key}_ending", list(ENDINGS), None)
    st.selectbox(
        t("round-form-ending"),
        list(ENDINGS),
        index=None,
        key=f"{key}_ending",
        placeholder=t("round-form-ending-placeholder"),
        format_func=localized(ending_title),
    )
    model["ending"] = ss[f"{key}_ending"]
    return model["ending"]


def _winner_fields(
    key: str, model: dict[str, Any], playing: list[int], ending: Any, quick: bool, name: Any
) -> None:
    """The winner or knocker (full form only) and the Perfect with who fed it."""
    if ending in WINNER_ENDINGS:
        winner = model["winner"]
        if not quick:
            winner = _name_box(
                t("round-form-winner"),
                playing,
                model,
                "winner",
                fallback=None,
                placeholder=t("round-form-winner-placeholder"),
                format_func=localized(name),
            )
        if ending == "going-out":
            bind(f"{key}_perfect", model["perfect"])
            st.checkbox(
                t("round-form-perfect"),
                key=f"{key}_perfect",
            )
            model["perfect"] = ss[f"{key}_perfect"]
            if model["perfect"]:
                feeders = [NOBODY] + [i for i in playing if i != winner]
                _name_box(
                    t("round-form-fed"),
                    feeders,
                    model,
                    "fed",
                    fallback=NOBODY,
                    format_func=localized(name),
                    help=t("round-form-fed-help"),
                )
    elif ending == "knock" and not quick:
        _name_box(
            t("round-form-knocker"),
            playing,
            model,
            "knocker",
            fallback=None,
            placeholder=t("round-form-knocker-placeholder"),
            format_func=localized(name),
        )


def _quick_round_fields(key: str, model: dict[str, Any], playing: list[int]) -> None:
    """Quick mode: the ending and the winner or knocker as big buttons, above the players."""
    ss.pop(f"{key}_ending", None)  # the full form's ending box takes it up afresh
    big_buttons(f"{key}_big")
    with st.container(key=f"{key}_big"):
        bind(f"{key}_qending", model["ending"])
        fix_choice(f"{key}_qending", list(ENDINGS), None)
        st.pills(
            t("round-form-ending"),
            list(ENDINGS),
            key=f"{key}_qending",
            format_func=localized(ending_title),
        )
        ending = model["ending"] = ss[f"{key}_qending"]
        field = "winner" if ending in WINNER_ENDINGS else "knocker" if ending == "knock" else None
        if field is None:
            return
        wkey = f"{key}_q{field}"
        bind(wkey, model[field])
        fix_choice(wkey, playing, None)
        st.pills(
            t("round-form-who", field=field),
            playing,
            key=wkey,
            format_func=localized(lambda i: plain(player_label(model, i), one_line=True)),
        )
        model[field] = ss[wkey]


# -- the form ---------------------------------------------------------------------------------


def round_form(
    key: str,
    rules: Rules,
    *,
    initial: RoundRecord | None = None,
    fixed_players: list[str] | None = None,
    dealer: str | None = None,
    submit: str | None = "",  # "": the catalog's "Save round"
    submit_key: str | None = None,
    quick_default: bool = False,
    seats: bool = False,
) -> RoundRecord | None:
    """Draw the round form ``key`` under ``rules`` and return the record it describes.

    ``initial`` fills a form seen for the first time in this session. ``fixed_players``
    fixes the names and their seating order (the player-count control is hidden);
    ``dealer`` fixes the dealer (shown, not asked). With ``seats`` names are optional: a
    seat left unnamed is called by its letter (A, B, C…) on the buttons and in the record.

    With a ``submit`` label (the default), a button (key ``submit_key`` or
    ``f"{key}_submit"``) ends the form and the record is returned only in the run in which
    it was pressed: a caller may save it at once. With ``submit=None`` the record is
    returned on every run in which the form is complete and valid.

    A toggle (key ``f"{key}_quick"``, on at first when ``quick_default``) switches quick
    entry: the ending and the winner or knocker as big buttons, then per player the points
    and sevens held (steppers) and a "had melded" toggle, or, per player, the cards
    ("count it for me").

    Returns ``None`` while the form is incomplete (what is missing is listed) or invalid
    (each hand's reading error is shown under that hand; the engine's ``RecordError`` is
    shown in the block of the player it is about, else under the form)."""
    if model_key(key) not in ss and initial is not None:
        ss[model_key(key)] = model_from_record(RoundRecord.load(initial))
    model = session_model(key)
    model["seats"] = seats
    fixed = [" ".join(n.split()) for n in fixed_players] if fixed_players else None
    if fixed:
        align_fixed(model, fixed)
        count = len(fixed)
    else:
        most = rules.max_players
        bind(f"{key}_count", model["count"])
        ss[f"{key}_count"] = min(max(int(ss[f"{key}_count"] or 2), 2), most)
        st.number_input(
            t("round-form-count"),
            min_value=2,
            max_value=most,
            step=1,
            key=f"{key}_count",
            help=t("round-form-count-help", most=most),
        )
        count = model["count"] = int(ss[f"{key}_count"])

    ss.setdefault(quick_key(key), quick_default)
    quick = st.toggle(
        t("round-form-quick"),
        key=quick_key(key),
        help=t("round-form-quick-help"),
    )
    six_seven = rules.six_seven_players
    playing = [i for i in range(count) if not six_seven or model["out"][i] == "plays"]
    if not fixed:  # the names as typed, for the buttons drawn above the name boxes
        for i in range(count):
            model["name"][i] = ss.get(f"{key}_p{i}_name", model["name"][i])
    if quick:
        _quick_round_fields(key, model, playing)
    # The ending and who won come first: each player's block depends on them.
    _round_fields(key, model, count, playing, dealer, quick)
    # One style sheet for the player blocks: side by side on a phone, the points boxes
    # wide, the "had melded" pills (drawn without their own: one element, not five).
    st.html(side_by_side_css(f"{key}_p") + points_wide_css(key) + PICKER_CSS)
    parsed, slots = _player_rows(key, rules, model, count, bool(fixed), quick)

    record = _check(model, rules, count, playing, parsed, dealer, quick, slots)
    ss[valid_key(key)] = record.to_json() if record is not None else None
    if submit is None:
        return record
    pressed = st.button(
        submit or t("round-form-save"),
        key=submit_key or f"{key}_submit",
        type="primary",
        disabled=record is None,
        help=None if record is not None else t("round-form-complete-first"),
    )
    return record if pressed and record is not None else None


def points_wide_css(key: str) -> str:
    """A player's points box without its - and + buttons: a count is typed (steps of one
    are no help for 33), and beside the sevens the steppers left a box 28 px wide."""
    box = f'[class*="st-key-{key}_p"][class*="_points"]'
    return (
        f"<style>{box} [data-testid='stNumberInputStepDown'], "
        f"{box} [data-testid='stNumberInputStepUp'] {{ display: none; }}</style>"
    )


def _check(
    model: dict[str, Any],
    rules: Rules,
    count: int,
    playing: list[int],
    parsed: dict[int, bool],
    dealer: str | None,
    quick: bool,
    slots: dict[int, Any],
) -> RoundRecord | None:
    """The record when complete and accepted by the engine; else show why and ``None``:
    an error about one player in that player's block, any other under the form."""
    if not all(parsed.values()):
        st.caption(t("round-form-fix-hands"))
        return None
    missing = missing_fields(model, rules, count, playing, quick)
    if missing:
        st.caption(t("round-form-still-missing", missing=plain(", ".join(missing))))
        return None
    try:
        record = RoundRecord.load(record_from_model(model, rules, dealer=dealer, quick=quick))
        settled = checked_settlement(record)
    except HoolaError as e:
        about = getattr(e, "player", None)
        names = [
            player_label(model, i) if model.get("seats") else typed_name(model, i)
            for i in range(count)
        ]
        if about in names:
            with slots[names.index(about)].container():
                show_error(ledger_message("round-refused", error=e))
            st.caption(t("round-form-fix-player", name=plain(about)))
        else:
            show_error(ledger_message("round-refused", error=e))
        return None
    _doublings_beside(settled, record, slots)
    return record


def _doublings_beside(s: Settlement, record: RoundRecord, slots: dict[int, Any]) -> None:
    """Each doubled loser's payment as entered, in that player's block, before it is saved
    or settled: no doubling goes unseen."""
    rows = {p.name: i for i, p in enumerate(record.players)}
    for line in s.lines:
        if line.doublings and line.name in rows:
            why = ", ".join(f"×{d.factor} {doubling_short(d)}" for d in line.doublings)
            slots[rows[line.name]].caption(
                melded_note("doubles", name=plain(line.name), total=line.total, why=why)
            )
