"""Rule book: the project's own rules of Hoola in the visitor's language (``rulebook.md``,
or ``rulebook.ko.md`` in Korean), one anchor per point, every switch with what each source
says and what each preset sets, and a Sources section naming each source."""

from __future__ import annotations

import streamlit as st

from tutor.app.citations import POINT_PARAM, link_citations
from tutor.app.compare import field_label, field_sources, format_value, rules_fields
from tutor.app.phone import scroll_into_view
from tutor.app.state import current_rules
from tutor.app.terms import show_with_terms
from tutor.engine import rulebook
from tutor.engine.rules import Rules, switch_rule
from tutor.words import authored, t
from tutor.words.engine import preset_name, switch_description
from tutor.words.locale import current
from tutor.words.rulebook import source_about, source_name, source_title

BOOK = current()
# the rule book's language: the visitor's (the Korean book in Korean; English otherwise)


def switches_at(number: str) -> list[str]:
    """The switches whose home is this rule point, in the model's order."""
    return [name for name in rules_fields() if switch_rule(name) == number]


def switch_block(name: str, rules: Rules) -> str:
    """One switch as Markdown: what it does, each preset's value, what each source says."""
    presets = " · ".join(
        f"{preset_name(p)} **{format_value(name, getattr(Rules.preset(p), name))}**"
        for p in Rules.presets()
    )
    said = field_sources(name)
    lines = [
        t("rulebook-switch", label=field_label(name), description=switch_description(name)),
        t("rulebook-in-force", value=format_value(name, getattr(rules, name))),
        t("rulebook-presets", presets=presets),
    ]
    lines += [t("rulebook-according", source=source, said=text) for source, text in said.items()]
    if not said:
        lines.append(t("rulebook-no-source"))
    return "\n".join(lines)


def point_key(anchor: str) -> str:
    return f"rb-{anchor}"


def open_at_point() -> None:
    """A link ``rulebook?point=knock`` opens the book at that point: scrolled there once per
    point asked for, so later reruns (a preset changed) leave the reader where they are. The
    point's heading goes to the top of the screen, under the fixed header, with its text below
    it (not at the foot, where only the heading would show)."""
    anchor = st.query_params.get(POINT_PARAM)
    known = {p.anchor for p in rulebook.points(BOOK)} | {p.anchor for p in rulebook.sections(BOOK)}
    if anchor in known and st.session_state.get("rulebook_opened_at") != anchor:
        st.session_state["rulebook_opened_at"] = anchor
        scroll_into_view(point_key(anchor), top=True)


def contents() -> None:
    # "1\." so that the line does not start a numbered list
    items = [f"{p.id}\\. [{authored(p.title)}](#{p.anchor})" for p in rulebook.sections(BOOK)]
    items.append(f"[{t('rulebook-sources')}](#{rulebook.SOURCES_ANCHOR})")
    st.markdown(" · ".join(items))


def section(part: rulebook.RulePoint, rules: Rules) -> None:
    with st.container(key=point_key(part.anchor)):
        st.header(f"{part.id}. {authored(part.title)}", anchor=part.anchor)
    if part.body:
        show_with_terms(authored(link_citations(part.body, same_page=True)))
    for p in rulebook.points_in(part.id, BOOK):
        with st.container(key=point_key(p.anchor)):
            st.subheader(f"{p.id} {authored(p.title)}", anchor=p.anchor)
        show_with_terms(authored(link_citations(p.body, same_page=True)))
        for name in switches_at(p.id):
            with st.container(border=True):
                st.markdown(switch_block(name, rules))


def sources() -> None:
    st.header(t("rulebook-sources"), anchor=rulebook.SOURCES_ANCHOR)
    st.markdown(t("rulebook-sources-intro"))
    hoola = [s.key for s in rulebook.SOURCES if s.hoola]
    others = [s.key for s in rulebook.SOURCES if not s.hoola]
    st.markdown("\n".join(f"- **{source_title(k)}**: {source_about(k)}" for k in hoola))
    st.markdown(t("rulebook-not-hoola"))
    st.markdown("\n".join(f"- **{source_name(k)}**: {source_about(k)}" for k in others))


def render() -> None:
    st.title(t("rulebook-title"))
    st.markdown(authored(link_citations(rulebook.intro(BOOK), same_page=True)))
    contents()
    rules = current_rules()
    for part in rulebook.sections(BOOK):
        section(part, rules)
    sources()
    open_at_point()


render()
