"""Lessons: one rule at a time, with checks graded by the engine on the spot.

The lessons live in ``lessons/*.yaml`` (see :mod:`tutor.teach.lessons`). This page shows one step
at a time; the learner's place and answers in every lesson are kept in the session, so
going back, or visiting another page and returning, loses nothing. The page holds no rule
logic: verdicts, reasons and numbers all come from :func:`tutor.teach.lessons.grade`,
:func:`tutor.teach.lessons.solve` and :func:`tutor.teach.lessons.compare`.
"""

from __future__ import annotations

import html
from typing import Any

import streamlit as st

from tutor.app.cards_view import CARD_CSS, hand_html, show_groups, show_hand
from tutor.app.safe import plain, show_error
from tutor.app.state import current_rules
from tutor.app.widgets import pill_text
from tutor.engine.cards import Card, parse_cards
from tutor.engine.rules import Rules
from tutor.teach import lessons as L
from tutor.teach.quiz import KIND_TAGS, KIND_TITLES, kinds_for_tag

PROGRESS_KEY = "lessons_progress"
CURRENT_KEY = "lessons_current"
PICK_KEY = "lesson_pick"
ANSWER_PREFIX = "lesson_answer"


# --------------------------------------------------------------------------- state


@st.cache_resource(show_spinner=False, max_entries=2)
def _load_cached(version: tuple[object, ...]) -> tuple[L.Lesson, ...]:
    return tuple(L.load_lessons())


def _load() -> tuple[L.Lesson, ...]:
    """The lessons, read once; read again when a lesson file changes or the lesson models
    are reloaded (Streamlit reloads edited modules, and old objects would no longer be
    instances of the new classes)."""
    files = tuple((p.name, p.stat().st_mtime_ns) for p in sorted(L.LESSONS_DIR.glob("*.y*ml")))
    return _load_cached((id(L.Lesson), files))


def _progress(lesson_id: str) -> dict[str, Any]:
    """This session's place and answers in one lesson: ``step`` (0-based), ``answers``
    {step name: graded answer}, ``revealed`` [step names whose answer was shown]."""
    store = st.session_state.setdefault(PROGRESS_KEY, {})
    return store.setdefault(lesson_id, {"step": 0, "answers": {}, "revealed": []})


def _mark(lesson: L.Lesson) -> str:
    graded = L.graded_steps(lesson)
    prog = st.session_state.get(PROGRESS_KEY, {}).get(lesson.id)
    if not prog or not graded:
        return ""
    names = [lesson.step_name(i) for i, _ in graded]
    right = sum(1 for n in names if prog["answers"].get(n, {}).get("correct"))
    answered = sum(1 for n in names if n in prog["answers"])
    if right == len(names):
        return " ✅"
    if answered or prog["step"]:
        return f" ◐ {right}/{len(names)}"
    return ""


def _move(lesson_id: str, delta: int, size: int) -> None:
    prog = _progress(lesson_id)
    prog["step"] = max(0, min(size - 1, prog["step"] + delta))


def _open_lesson(lesson_id: str) -> None:
    st.session_state[CURRENT_KEY] = lesson_id
    st.session_state[PICK_KEY] = lesson_id
    _progress(lesson_id)


def _picked() -> None:
    st.session_state[CURRENT_KEY] = st.session_state[PICK_KEY]


def _answer_key(lesson: L.Lesson, index: int) -> str:
    return f"{ANSWER_PREFIX}_{lesson.id}_{lesson.step_name(index)}"


# --------------------------------------------------------------------------- small views


def _bullets(lines: list[str]) -> str:
    return "\n".join(f"- {plain(line)}" for line in lines)


def _yes_no(flag: bool) -> str:
    return "yes" if flag else "no"


def _record_html(record: dict[str, Any], rules: Rules | None) -> str:
    """Every player's hand in a round record, with what the record says about them."""
    rows = []
    dealer = record.get("dealer") or record["players"][0]["name"]
    for p in record["players"]:
        name = p["name"]
        tags = []
        if name == dealer:
            tags.append("dealer")
        if name == record.get("winner"):
            tags.append("went out" if record["ending"] == "going-out" else "winner")
        if name == record.get("knocker"):
            tags.append("knocked")
        if name == record.get("perfect_discard_by"):
            tags.append("discarded the card that completed the Perfect")
        if p.get("dropped_out"):
            tags.append(f"dropped out ({'forced' if p['dropped_out'] == 'forced' else 'chose'})")
        else:
            tags.append("melded" if p.get("melded") else "never melded")
            if not p.get("had_turn", True):
                tags.append("no turn yet")
        cards = parse_cards(p.get("hand", ""), rules)
        rows.append(hand_html(cards, label=f"{name} ({', '.join(tags)})"))
    ending = html.escape(str(record["ending"]))
    extra = " — a Perfect" if record.get("perfect") else ""
    head = f"<div style='font:500 .9rem system-ui,sans-serif'>Round ended by: {ending}{extra}</div>"
    return CARD_CSS + head + "".join(rows)


def _show_probe(probe: Any, rules: Rules | None) -> None:
    """What a question is about: the hand or cards, or the round record(s)."""
    if isinstance(probe, L.PayoutProbe):
        st.html(_record_html(probe.record, rules))
        return
    if isinstance(probe, L.SeriesProbe):
        for n, rec in enumerate(probe.rounds, 1):
            st.caption(f"Round {n}")
            st.html(_record_html(rec, rules))
        return
    if isinstance(probe, L.NextPlayerProbe):
        st.markdown(
            "Seats, going clockwise: "
            + " → ".join(f"**{plain(n)}**" for n in probe.seating)
            + f". Current player: **{plain(probe.current)}**."
        )
        return
    if isinstance(probe, L.MeldProbe):
        show_hand(parse_cards(probe.cards), label="Cards")
        return
    show_hand(parse_cards(probe.hand), label="Hand")
    if isinstance(probe, L.KnockProbe):
        st.caption(
            f"{probe.players} players · the knocker has melded: {_yes_no(probe.melded)} · "
            f"another player has melded: {_yes_no(probe.others_melded)}"
        )
    elif isinstance(probe, L.BlastProbe) and probe.melded:
        st.caption("This player has already melded.")
    elif isinstance(probe, L.GoingOutProbe):
        st.caption(
            f"Hand after the draw · melded before: {_yes_no(probe.melded_before)} · every "
            f"other player has had a turn: {_yes_no(probe.others_had_turn)}"
        )


# --------------------------------------------------------------------------- steps


def _text_step(step: L.TextStep) -> None:
    if step.title:
        st.markdown(f"#### {step.title}")
    st.markdown(step.body)
    if step.cards:
        show_hand(parse_cards(step.cards))
    if step.groups:
        show_groups([parse_cards(g) for g in step.groups])


def _rules_note(step: L.GradedStep, in_force: Rules) -> None:
    if step.rules is not None:
        st.info(
            f"This step uses the {L.rules_label(step.rules)} rules, whatever rules are in force."
        )
    else:
        st.caption(f"This step uses the rules in force: {L.rules_label(in_force.to_spec())}.")


def _answer_widget(step: L.GradedStep, key: str, saved: dict[str, Any] | None) -> Any:
    """The widget for this kind of question; returns the learner's answer (or None)."""
    restore = saved is not None and key not in st.session_state
    if restore:
        st.session_state[key] = saved["answer"]  # type: ignore[index]
    fresh = {} if key in st.session_state else {"index": None}
    if isinstance(step, L.PickMeldStep):
        cards = [str(c) for c in step.hand_cards()]
        picked = st.pills(
            "Pick the cards of one meld",
            options=cards,
            format_func=lambda c: pill_text(Card.parse(c)),
            selection_mode="multi",
            key=key,
        )
        return list(picked or []) or None
    if isinstance(
        step, L.IsMeldStep | L.BlastStep | L.KnockStep | L.FourSevensStep | L.GoingOutStep
    ):
        choice = st.radio("Your answer", ["Yes", "No"], key=key, horizontal=True, **fresh)
        return None if choice is None else choice == "Yes"
    choices = step.choices() if hasattr(step, "choices") else None
    if choices:
        return st.radio("Your answer", choices, key=key, horizontal=True, **fresh)
    quarter = isinstance(step, L.PayoutStep) and step.ask == "compensation"
    value_kw = {} if key in st.session_state else {"value": None}
    number = st.number_input(
        "Your answer",
        min_value=0.0 if quarter else 0,
        step=0.25 if quarter else 1,
        key=key,
        **value_kw,
    )
    return number


def _graded_step(lesson: L.Lesson, index: int, step: L.GradedStep, in_force: Rules) -> None:
    name = lesson.step_name(index)
    prog = _progress(lesson.id)
    if step.title:
        st.markdown(f"#### {step.title}")
    _rules_note(step, in_force)
    used = L.rules_for(step, in_force)
    st.markdown(step.prompt)
    if isinstance(step, L.PickMeldStep):
        show_hand(step.hand_cards(), label="Hand")
    else:
        try:
            _show_probe(step, used)
        except ValueError as e:  # e.g. jokers in a hand, but not in play under these rules
            show_error(e, before="These cards cannot be shown under the rules in force: ")
    key = _answer_key(lesson, index)
    saved = prog["answers"].get(name)
    answer = _answer_widget(step, key, saved)
    check = st.button("Check", key="lesson_check", type="primary")
    show = st.button("Show answer", key="lesson_show")
    if check:
        if answer is None:
            st.warning("Choose an answer first.")
        else:
            g = L.grade(step, answer, in_force)
            saved = {
                "answer": st.session_state.get(key),
                "correct": g.correct,
                "title": g.title,
                "expected_text": g.expected_text,
                "reasons": g.reasons,
                "rules": used.to_spec(),
            }
            prog["answers"][name] = saved
    if show and name not in prog["revealed"]:
        prog["revealed"].append(name)
    if saved is not None and saved.get("rules", used.to_spec()) != used.to_spec():
        # graded under other rules (changed since): that verdict may no longer hold
        st.info("The rules in force changed since you checked this answer: press **Check** "
                "to have it graded under the rules now in force.")  # fmt: skip
        saved = None
    if saved is not None:
        verdict = "Right" if saved["correct"] else "Not quite"
        body = f"{verdict}: {plain(saved['title'])}.\n\n{_bullets(saved['reasons'])}"
        if saved["correct"]:
            st.success(body, icon="✅")
        else:
            st.error(body, icon="❌")
        if step.explain:
            st.markdown(step.explain)
    if name in prog["revealed"]:
        out = L.solve(step, used)
        if out.error is not None:
            st.warning(f"The engine has no answer under these rules: {plain(out.error)}")
        else:
            st.info(f"The engine's answer: **{plain(out.shown)}** ({plain(out.title)}).")
            if isinstance(step, L.PickMeldStep) and isinstance(out.value, str):
                show_hand(parse_cards(out.value), label="One meld")
            if saved is None:
                st.markdown(_bullets(out.reasons))
        if out.details and out.details != out.reasons:
            with st.expander("Every settlement step"):
                st.markdown(_bullets(out.details))


def _compare_step(step: L.CompareStep) -> None:
    if step.title:
        st.markdown(f"#### {step.title}")
    st.markdown(step.body)
    try:
        _show_probe(step.show, None)
    except ValueError as e:
        show_error(e)
    for switch in step.switches:
        rows = "\n".join(
            f"| {plain(src)} | {plain(text)} |" for src, text in L.switch_sources(switch).items()
        )
        st.markdown(
            f"**`{switch}`** — {plain(L.switch_description(switch))}\n\n"
            f"| Source | What it says |\n|---|---|\n{rows}"
        )
    columns = L.compare(step)
    for col, column in zip(st.columns(len(columns)), columns, strict=True):
        with col:
            st.markdown(f"**{plain(column.label)}**")
            st.caption(plain(" · ".join(f"{k} = {v}" for k, v in column.values.items())))
            out = column.outcome
            if out.error is not None:
                st.warning(f"Refused: {plain(out.error)}")
            else:
                st.markdown(f"### {plain(out.shown)}")
                st.markdown(f"*{plain(out.title)}*")
                with st.expander("Why"):
                    st.markdown(_bullets(out.reasons))
    if step.note:
        st.markdown(step.note)


# --------------------------------------------------------------------------- page


def render() -> None:
    st.title("Lessons")
    st.caption(
        "Short lessons, one step at a time. The checks are graded by the rules engine, "
        "which also says why. Your place in each lesson is kept while you browse."
    )
    try:
        lessons = _load()
    except ValueError as e:
        show_error(e, before="The lessons could not be loaded: ")
        return
    if not lessons:
        st.info("No lessons yet.")
        return
    by_id = {les.id: les for les in lessons}
    current = st.session_state.get(CURRENT_KEY)
    if current not in by_id:
        current = lessons[0].id
        st.session_state[CURRENT_KEY] = current
    if st.session_state.get(PICK_KEY) not in by_id:
        st.session_state[PICK_KEY] = current
    numbers = {les.id: n for n, les in enumerate(lessons, 1)}
    # The browser sends a select box's choice back as its label, so labels never change
    # (a label with a progress mark in it would not match next time, and the box would
    # jump back to the first lesson): the marks are shown beside the box instead.
    labels = {les.id: f"{numbers[les.id]}. {les.title}" for les in lessons}
    st.selectbox(
        "Lesson",
        list(by_id),
        key=PICK_KEY,
        on_change=_picked,
        format_func=labels.__getitem__,
    )
    lesson = by_id[st.session_state[PICK_KEY]]
    st.session_state[CURRENT_KEY] = lesson.id
    prog = _progress(lesson.id)
    size = len(lesson.steps)
    index = max(0, min(size - 1, prog["step"]))
    prog["step"] = index

    marks = [f"{numbers[les.id]}{m}" for les in lessons if (m := _mark(les))]
    if marks:
        st.caption("Your lessons so far: " + " · ".join(marks))
    st.subheader(lesson.title)
    st.caption(lesson.summary)
    st.progress((index + 1) / size, text=f"Step {index + 1} of {size}")

    step = lesson.steps[index]
    in_force = current_rules()
    if isinstance(step, L.TextStep):
        _text_step(step)
    elif isinstance(step, L.CompareStep):
        _compare_step(step)
    else:
        _graded_step(lesson, index, step, in_force)

    st.divider()
    back, nxt = st.columns(2)
    with back:
        st.button(
            "← Back",
            key="lesson_back",
            disabled=index == 0,
            on_click=_move,
            args=(lesson.id, -1, size),
            width="stretch",
        )
    with nxt:
        last = index == size - 1
        following = numbers[lesson.id] < len(lessons)
        if last and following:
            nxt_id = lessons[numbers[lesson.id]].id
            st.button(
                "Next lesson →",
                key="lesson_next",
                on_click=_open_lesson,
                args=(nxt_id,),
                width="stretch",
            )
        else:
            st.button(
                "Next →",
                key="lesson_next",
                disabled=last,
                on_click=_move,
                args=(lesson.id, 1, size),
                width="stretch",
            )
    if index == size - 1:
        practise(lesson)
    parts = [s for s in lesson.sections if s.startswith("§")]
    switches = lesson.switches
    covers = "Covers RULES.md " + ", ".join(parts) if parts else "A side lesson"
    if switches:
        covers += " · switches: " + ", ".join(f"`{s}`" for s in switches)
    st.caption(covers + ".")


def practice_kinds(lesson: L.Lesson) -> list[str]:
    """The kinds of quiz question on the rule points a lesson teaches: first the kinds whose
    main rule point (the first of their tags) the lesson covers, then the others, the
    narrowest points first. (A lesson on payment also covers §6.1, points in hand, which
    many kinds touch; its own kind, "who pays what", must not be crowded out.)"""
    sections = [s for s in lesson.sections if s.startswith("§")]
    kinds: list[str] = []
    for section in sorted(sections, key=lambda s: "." not in s):  # the narrowest points first
        kinds += [k for k in kinds_for_tag(section) if k not in kinds]

    def main_point(kind: str) -> bool:
        first = KIND_TAGS[kind][0]
        return any(first == s or first.startswith(s + ".") for s in sections)

    return sorted(kinds, key=lambda k: not main_point(k))  # stable: keeps the order within


def practise(lesson: L.Lesson) -> None:
    """At a lesson's end: links to quiz questions on the rule points it taught."""
    kinds = practice_kinds(lesson)
    if not kinds:
        return
    st.markdown("**Practise what this lesson taught:** quiz questions marked by the engine.")
    with st.container(horizontal=True):
        for kind in kinds[:3]:
            st.page_link(
                "tutor/app/pages/quiz.py", label=KIND_TITLES[kind], icon="❓",
                query_params={"kind": kind},
            )  # fmt: skip


render()
