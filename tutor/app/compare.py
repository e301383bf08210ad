"""Rule switches as widgets, and a second rule set to compare with the rules in force.

* :func:`switch_controls` draws one widget per :class:`Rules` field, bound to a rule set
  kept somewhere (the rules in force, or a second rule set in the session). Every change
  goes through ``Rules.with_changes``, so the engine validates it; a refused change shows
  as ``st.error`` under its widget.
* :func:`second_rules_picker` lets a learner pick a second rule set (a preset, optionally
  with switches changed) and returns it, or ``None`` while comparing is off.
* :func:`show_switch_differences` lists the switches two rule sets set differently.

The UI holds no rule logic: descriptions, sources and validation all come from the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Literal, get_args, get_origin

import streamlit as st

from tutor.app.citations import cite
from tutor.app.lang import localized
from tutor.app.safe import plain, show_error
from tutor.engine import rulebook
from tutor.engine.errors import HoolaError
from tutor.engine.rules import (
    KNOCK_LIMIT_TABLES,
    Rules,
    switch_rule,
    switch_sources,
)
from tutor.words import t
from tutor.words.engine import preset_description, preset_name, switch_description
from tutor.words.ledger import rules_summary
from tutor.words.rulebook import source_name
from tutor.words.switch_values import switch_label, value_name

OPTION_FIELDS = (
    "direction", "ace", "knock_needs", "claim", "tie", "picture_blast", "joker_in_hand",
)  # fmt: skip
"""The switches whose named values have words of their own (``compare-option-<field>``)."""

HOOLA_SOURCES = tuple(s for s in rulebook.SOURCES if s.hoola)
"""The sources that describe Hoola itself, in the rule book's order."""

CUSTOM_TABLE = "custom-table"
"""The knock-limit box's value for a table of one's own (shown as ``compare-custom-table``)."""


def field_label(name: str) -> str:
    """A switch's short label (:func:`tutor.words.switch_values.switch_label`)."""
    return switch_label(name)


def option_text(name: str, value: Any) -> str:
    """A switch's named value in words (``compare-option-<field>``), else the value."""
    if name in OPTION_FIELDS:
        return t(f"compare-option-{name.replace('_', '-')}", value=str(value))
    return str(value)


def switch_change(name: str, a: Rules, b: Rules) -> str:
    """A switch and how it changes from ``a`` to ``b``, in words (markdown, escaped):
    ``**Knock needs** (a meld laid → nothing laid)``."""
    va, vb = (plain(format_value(name, getattr(r, name))) for r in (a, b))
    return f"**{plain(field_label(name))}** ({va} → {vb})"


def field_citation(name: str) -> str:
    """A switch's rule-book point as a Markdown link:
    ``[Knock (rule 5.2)](rulebook?point=knock#knock)``."""
    return cite(switch_rule(name))


def field_sources(name: str) -> dict[str, str]:
    """What each source says about a switch (``rules-source-<code>``), keyed by the source's
    name for a reader in the rule book's language ("the detailed rules page"), in the rule
    book's order of sources."""
    said = switch_sources(name)
    return {
        source_name(s.key): t(f"rules-source-{said[s.key]}")
        for s in rulebook.SOURCES
        if s.key in said
    }


def knock_limit_label(value: int | Mapping[int, int]) -> str | None:
    """The code of a knock-limit table the sources give, or ``None`` for another value."""
    for code, table in KNOCK_LIMIT_TABLES.items():
        if table == value:
            return code
    return None


def format_value(name: str, value: Any) -> str:
    """A switch's value as short text for tables (:func:`tutor.words.switch_values.value_name`)."""
    return value_name(name, value)


def rules_fields() -> list[str]:
    return list(Rules.model_fields)


# -- switch widgets -------------------------------------------------------------------------

Getter = Callable[[], Rules]
Putter = Callable[[Rules], None]


def _error_key(key: str, name: str) -> str:
    return f"{key}_{name}_error"


def _apply(key: str, name: str, get: Getter, put: Putter, value: Callable[[], Any]) -> None:
    """Widget callback: change one switch through the engine, or keep the error to show."""
    try:
        put(get().with_changes(**{name: value()}))
    except HoolaError as e:
        st.session_state[_error_key(key, name)] = str(e)


def switch_controls(
    key: str,
    get: Getter,
    put: Putter,
    fields: Iterable[str] | None = None,
    *,
    details: bool = False,
) -> None:
    """One widget per switch in ``fields`` (all by default), showing the value of ``get()``
    and writing changes with ``put(get().with_changes(...))``. Widget keys are
    ``f"{key}_{field}"``. With ``details``, each widget is followed by the field's
    description, its rule-book point (a link) and what each source says."""
    rules = get()
    for name in fields or rules_fields():
        _switch_widget(key, name, rules, get, put, with_help=not details)
        error = st.session_state.pop(_error_key(key, name), None)
        if error:
            show_error(error, before=t("compare-refused"))
        if details:
            st.caption(field_details(name))


def field_details(name: str) -> str:
    """A field's description, rule-book point and sources as one Markdown paragraph."""
    said = " · ".join(
        t("rules-source-said", source=source, said=text)
        for source, text in field_sources(name).items()
    )
    return f"{switch_description(name)}  \n{field_citation(name)} · {said}"


def _switch_widget(
    key: str, name: str, rules: Rules, get: Getter, put: Putter, *, with_help: bool = True
) -> None:
    wkey = f"{key}_{name}"
    value = getattr(rules, name)
    label = field_label(name)
    help_text = switch_description(name) if with_help else None
    ss = st.session_state

    def apply(reader: Callable[[], Any]) -> Callable[[], None]:
        return lambda: _apply(key, name, get, put, reader)

    if name == "knock_limit":
        _knock_limit_widgets(key, rules, get, put, help_text)
        return
    if name == "undercut_penalty":
        on_key, num_key = f"{wkey}_on", wkey
        ss[on_key] = value is not None
        ss[num_key] = value if value is not None else ss.get(f"{num_key}_last", 5)
        st.toggle(
            label,
            key=on_key,
            help=help_text,
            on_change=apply(lambda: ss[num_key] if ss[on_key] else None),
        )
        st.number_input(
            t("compare-penalty-label"),
            min_value=0,
            max_value=1000,
            step=1,
            key=num_key,
            disabled=value is None,
            on_change=apply(lambda: ss[num_key]),
        )
        ss[f"{num_key}_last"] = ss[num_key]
        return

    annotation = Rules.model_fields[name].annotation
    if annotation in (bool, int, float) or get_origin(annotation) is Literal:
        ss[wkey] = value
    if get_origin(annotation) is Literal:
        options = list(get_args(annotation))
        st.selectbox(
            label,
            options,
            key=wkey,
            help=help_text,
            format_func=localized(lambda o: option_text(name, o)),
            on_change=apply(lambda: ss[wkey]),
        )
    elif annotation is bool:
        st.toggle(label, key=wkey, help=help_text, on_change=apply(lambda: ss[wkey]))
    elif annotation is float:
        st.number_input(
            label,
            min_value=0.0,
            max_value=100.0,
            step=0.25,
            format="%.2f",
            key=wkey,
            help=help_text,
            on_change=apply(lambda: ss[wkey]),
        )
    elif annotation is int:
        bounds = {"jokers": (0, 2)}.get(name, (0, 1000))
        st.number_input(
            label,
            min_value=bounds[0],
            max_value=bounds[1],
            step=1,
            key=wkey,
            help=help_text,
            on_change=apply(lambda: ss[wkey]),
        )
    else:  # a field type these controls do not know: show it, read-only
        st.markdown(f"{label}: `{format_value(name, value)}`")


def _knock_limit_widgets(
    key: str, rules: Rules, get: Getter, put: Putter, help_text: str | None
) -> None:
    """The knock limit: one of the sources' tables, or a number of one's own."""
    ss = st.session_state
    name = "knock_limit"
    wkey, num_key = f"{key}_{name}", f"{key}_{name}_custom"
    value = rules.knock_limit
    labels = list(KNOCK_LIMIT_TABLES)
    current = knock_limit_label(value)
    if current is None and isinstance(value, Mapping):
        labels.append(CUSTOM_TABLE)
        current = CUSTOM_TABLE
    elif current is None:
        own = f"own:{value}"
        labels.append(own)
        current = own
    ss[wkey] = current
    ss[num_key] = value if isinstance(value, int) else None

    def pick() -> Any:
        chosen = ss[wkey]
        if chosen in KNOCK_LIMIT_TABLES:
            return KNOCK_LIMIT_TABLES[chosen]
        return get().knock_limit

    st.selectbox(
        field_label(name),
        labels,
        key=wkey,
        help=help_text,
        on_change=lambda: _apply(key, name, get, put, pick),
        format_func=localized(knock_limit_text),
    )
    st.number_input(
        t("compare-own-limit-label"),
        min_value=0,
        max_value=1000,
        step=1,
        key=num_key,
        placeholder=t("compare-own-limit-placeholder"),
        on_change=lambda: _apply(
            key, name, get, put, lambda: ss[num_key] if ss[num_key] is not None else value
        ),
    )


# -- a second rule set ----------------------------------------------------------------------


def knock_limit_text(label: str) -> str:
    """A knock-limit box's option as shown: a table the sources name (by its label, the
    engine's), a table of one's own, or a number of one's own."""
    if label == CUSTOM_TABLE:
        return t("compare-custom-table")
    if label.startswith("own:"):
        return t("compare-own-number", value=label.removeprefix("own:"))
    return t("rules-knock-table", table=label)


def second_rules_picker(
    key: str, *, label: str | None = None, base: Rules | None = None
) -> Rules | None:
    """A toggle to compare; when on, a preset picker and (in an expander) every switch of
    the second rule set. Returns the second rule set, or ``None`` while the toggle is off.
    Widget keys: ``{key}_on`` (toggle), ``{key}_preset`` (preset), ``{key}_sw_<field>``."""
    ss = st.session_state
    on = st.toggle(label or t("compare-toggle"), key=f"{key}_on")
    if not on:
        return None
    spec_key, preset_key = f"{key}_spec", f"{key}_preset"
    names = list(Rules.presets())
    if spec_key not in ss:
        first = base.to_spec()["preset"] if base is not None else None
        ss[spec_key] = {"preset": next((n for n in names if n != first), names[0])}

    def get() -> Rules:
        return Rules.from_spec(ss[spec_key])

    def put(rules: Rules) -> None:
        ss[spec_key] = _spec_from_preset(rules, ss[spec_key].get("preset", names[0]))

    def choose_preset() -> None:
        ss[spec_key] = {"preset": ss[preset_key]}

    ss[preset_key] = ss[spec_key].get("preset", names[0])
    st.selectbox(
        t("compare-preset-label"),
        names,
        key=preset_key,
        on_change=choose_preset,
        format_func=localized(lambda n: f"{preset_name(n)}: {preset_description(n)}"),
    )
    second = get()
    changed = [k for k in ss[spec_key] if k != "preset"]
    title = t("compare-switches-expander", changed=len(changed), preset=preset_name(ss[preset_key]))
    with st.expander(title, expanded=False):
        switch_controls(f"{key}_sw", get, put)
    return second


def _spec_from_preset(rules: Rules, preset: str) -> dict[str, Any]:
    """``rules`` written as changes from the named preset (the one the learner chose)."""
    base = Rules.preset(preset)
    dump = rules.model_dump()
    return {"preset": preset, **{k: dump[k] for k in base.differences(rules)}}


def switch_differences(a: Rules, b: Rules) -> list[tuple[str, str, str]]:
    """(field, value in ``a``, value in ``b``) for every switch the two set differently."""
    return [
        (n, format_value(n, getattr(a, n)), format_value(n, getattr(b, n)))
        for n in a.differences(b)
    ]


def show_switch_differences(
    a: Rules,
    b: Rules,
    changed_result: bool,
    *,
    names: Sequence[str] | None = None,
    what: str | None = None,
) -> None:
    """List the switches ``a`` and ``b`` set differently. ``changed_result`` says whether
    the caller found that the result it shows differs between the two (it compared the
    engine's results under both); then the differing switches are highlighted as the
    cause, since only they can change it."""
    diffs = switch_differences(a, b)
    what = what or t("compare-what-result")
    names = names or (t("compare-rules-in-force"), t("compare-second-rules"))
    if not diffs:
        st.info(rules_summary("same-rules", 0, what), icon="🟰")
        return
    lines = [  # the switch's label and its values in words: no internal name
        f"- {'⚡ ' if changed_result else ''}**{plain(field_label(n))}** ({field_citation(n)}): "
        f"{names[0]} **{plain(va)}**, {names[1]} **{plain(vb)}**"
        for n, va, vb in diffs
    ]
    if changed_result:
        st.warning(rules_summary("result-differs", len(diffs), what), icon="⚡")
    else:
        st.info(rules_summary("result-same", len(diffs), what), icon="🟰")
    st.markdown("\n".join(lines))
