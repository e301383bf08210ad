"""Lessons: one rule at a time, with checks graded by the engine on the spot.

The lessons live in ``lessons/data/*.yaml`` (:mod:`tutor.teach.lessons`). This page shows one step
at a time; the learner's place and answers in every lesson are kept in the session, so
going back, or visiting another page and returning, loses nothing. The page holds no rule
logic: verdicts, reasons and numbers all come from :func:`tutor.teach.lessons.grade`,
:func:`tutor.teach.lessons.solve` and :func:`tutor.teach.lessons.compare`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import streamlit as st

from tutor.app import feedback_view as fv
from tutor.app import lesson_book as book
from tutor.app.cards_view import show_groups, show_hand
from tutor.app.citations import cite_all
from tutor.app.compare import field_label
from tutor.app.course_map import show_map
from tutor.app.fragments import rerun_page
from tutor.app.layout import mark_fragment_run
from tutor.app.learner import learner_panel, learner_param
from tutor.app.lesson_answers import answer_value, answer_widget, same_answer
from tutor.app.lesson_shows import bullets, compare_step, show_probe, text_step
from tutor.app.page_paths import page_file
from tutor.app.phone import scroll_into_view, side_by_side, sticky_bottom
from tutor.app.review_view import show_review
from tutor.app.safe import plain, show_error
from tutor.app.state import current_rules
from tutor.app.terms import show_with_terms
from tutor.engine import rulebook
from tutor.engine.cards import parse_cards
from tutor.engine.rules import Rules
from tutor.teach import lessons as L
from tutor.teach.attempts import (
    MASTERY,
    MAX_STARS,
    Attempt,
    Feedback,
    answer_feedback,
    check,
    mastered,
    safe_hint_ladder,
)
from tutor.teach.practice import lesson_kinds
from tutor.words import t
from tutor.words.lessons import rules_label, say
from tutor.words.quiz import kind_title

ANSWER_PREFIX = "lesson_answer"

ss = st.session_state
_FEEDBACK = set(Feedback.__dataclass_fields__)


# --------------------------------------------------------------------------- state


MOVED_KEY = "_lesson_moved"
"""Set by Back and Next: the run they start brings the step to the top of a phone's screen."""


def _move(lesson_id: str, delta: int, size: int) -> None:
    les = book.state(lesson_id)
    book.save_place(lesson_id, max(0, min(size - 1, les.step + delta)))
    ss[MOVED_KEY] = True


def _next_lesson(lesson_id: str, index: int) -> None:
    book.go_to(lesson_id, index)
    ss[MOVED_KEY] = True


def _picked() -> None:
    lesson_id = ss[book.PICK_KEY]
    ss[book.CURRENT_KEY] = lesson_id
    book.save_place(lesson_id, book.state(lesson_id).step)


def _answer_key(lesson: L.Lesson, index: int) -> str:
    return f"{ANSWER_PREFIX}_{lesson.id}_{lesson.step_name(index)}"


def _stars(n: int, top: int = MAX_STARS) -> str:
    return "★" * n + "☆" * (top - n)


# --------------------------------------------------------------------------- small views


# --------------------------------------------------------------------------- steps


def _rules_note(step: L.GradedStep, in_force: Rules) -> None:
    if step.rules is not None:
        st.info(t("lessons-rules-own", rules=rules_label(step.rules)))
    else:
        st.caption(t("lessons-rules-in-force", rules=rules_label(in_force.to_spec())))


def _on_check(lesson: L.Lesson, index: int) -> None:
    step = lesson.steps[index]
    assert L.is_graded(step)  # the Check button is drawn for a graded step only
    name = lesson.step_name(index)
    les = book.state(lesson.id)
    answer = answer_value(step, ss.get(_answer_key(lesson, index)))
    ss[_SCROLL_KEY] = True
    if answer is None:
        les.verdicts[name] = {"verdict": "empty"}
        return
    in_force = current_rules()
    before = les.attempt(name)
    after, feedback = check(step, answer, in_force, before)
    les.attempts[name] = after.to_dict()
    les.verdicts[name] = {
        **{k: getattr(feedback, k) for k in _FEEDBACK},  # the reasons kept as data
        "rules": L.rules_for(step, in_force).to_spec(),
        "answer": ss.get(_answer_key(lesson, index)),
    }
    if after.solved and not before.solved:
        book.save_stars(lesson.id, name, after)
        ss[_PAGE_KEY] = True  # the course map's stars (and maybe the learner) changed
    book.save_place(lesson.id, index)


def _on_hint(lesson: L.Lesson, index: int) -> None:
    les = book.state(lesson.id)
    name = lesson.step_name(index)
    les.attempts[name] = les.attempt(name).hinted().to_dict()


def _on_show(lesson: L.Lesson, index: int) -> None:
    les = book.state(lesson.id)
    name = lesson.step_name(index)
    les.attempts[name] = les.attempt(name).shown().to_dict()
    ss[_SCROLL_KEY] = True  # the answer shown in the first screen, as a verdict is


def _show_answer(fb: Feedback, step: L.GradedStep, solved: bool) -> None:
    fv.show_answer(fb, fv.written)
    if step.explain:
        st.markdown(step.explain)
    if not solved:
        st.caption(t("lessons-give-answer"))


def _graded_step(lesson: L.Lesson, index: int, step: L.GradedStep, in_force: Rules) -> None:
    name = lesson.step_name(index)
    les = book.state(lesson.id)
    attempt = les.attempt(name)
    if step.title:
        st.markdown(f"### {step.title}")
    _rules_note(step, in_force)
    used = L.rules_for(step, in_force)
    show_with_terms(step.prompt)
    if isinstance(step, L.PickMeldStep):
        show_hand(step.hand_cards(), label=t("lessons-hand"))
    else:
        try:
            show_probe(step, used)
        except ValueError as e:  # e.g. jokers in a hand, but not in play under these rules
            show_error(e, before=t("lessons-cannot-show"))
    key = _answer_key(lesson, index)
    fb = les.verdicts.get(name)
    if key not in ss and fb and fb.get("answer") is not None:
        ss[key] = fb["answer"]  # the widget's value is dropped while the step is off screen
    answer_widget(step, key)
    hints = safe_hint_ladder(step, in_force)
    with st.container(horizontal=True):
        st.button(
            t("lessons-check"),
            key="lesson_check",
            type="primary",
            on_click=_on_check,
            args=(lesson, index),
        )
        st.button(
            t("lessons-hint" if attempt.hints == 0 else "lessons-next-hint"),
            key="lesson_hint",
            disabled=attempt.hints >= len(hints) or attempt.solved,
            on_click=_on_hint,
            args=(lesson, index),
            help=t("lessons-hint-help"),
        )
        st.button(
            t("lessons-show-answer"),
            key="lesson_show",
            disabled=attempt.revealed or attempt.solved,
            on_click=_on_show,
            args=(lesson, index),
        )
    with st.container(key="lesson_hints"):
        fv.show_hints(hints, attempt.hints, fv.written)
    _verdict_section(lesson, index, step, in_force)


def _verdict_section(lesson: L.Lesson, index: int, step: L.GradedStep, in_force: Rules) -> None:
    """The verdict on the answer checked last, while it is still about the answer and the
    rules on screen; the answer once shown; the stars of an earlier visit."""
    name = lesson.step_name(index)
    les = book.state(lesson.id)
    attempt = les.attempt(name)
    key = _answer_key(lesson, index)
    used = L.rules_for(step, in_force)
    fb = les.verdicts.get(name)
    if fb is not None and not same_answer(fb.get("answer"), ss.get(key)):
        # the answer changed since it was checked: that verdict is about another answer
        les.verdicts.pop(name, None)
        fb = None
    if fb is not None and fb.get("rules", used.to_spec()) != used.to_spec():
        # graded under other rules (changed since): that verdict may no longer hold
        st.info(t("lessons-rules-changed"))
        fb = None
    verdict = fb.get("verdict") if fb else None
    with st.container(key="lesson_verdict"):
        _verdict(lesson, index, step, in_force, fb, verdict, attempt, used)
    if ss.pop(_SCROLL_KEY, False):  # Check was pressed: its answer in the first screen
        scroll_into_view("lesson_verdict")


_SCROLL_KEY = "_lesson_scroll"


def _verdict(
    lesson: L.Lesson,
    index: int,
    step: L.GradedStep,
    in_force: Rules,
    fb: dict | None,
    verdict: str | None,
    attempt: Attempt,
    used: Rules,
) -> None:
    """The verdict on the answer checked, the answer when shown, and the stars earned."""
    les = book.state(lesson.id)
    name = lesson.step_name(index)
    shown = Feedback(**{k: v for k, v in fb.items() if k in _FEEDBACK}) if fb and verdict else None
    if verdict == "empty":
        st.warning(t("lessons-choose-first"), icon="👆")
    elif verdict == "right" and shown is not None:
        fv.show_right(shown, fv.written, attempt.stars)
        if step.explain:
            with st.expander(t("lessons-more")):
                st.markdown(step.explain)
    elif verdict == "try-again" and shown is not None:
        left = attempt.hints < len(safe_hint_ladder(step, in_force))
        fv.show_retry(shown, fv.written, hints_left=left, answer_shown=attempt.revealed)
    if attempt.revealed and verdict != "right":
        _show_answer(answer_feedback(step, in_force), step, attempt.solved)
    if verdict == "right" or attempt.revealed:
        _under_your_rules(step, in_force)
    if verdict is None and not attempt.solved and name in les.stars:
        st.caption(t("lessons-done-before", stars=_stars(les.stars[name])))
    if isinstance(step, L.PayoutStep) and attempt.revealed:
        out_full = L.solve(step, used)
        if out_full.more and out_full.more != out_full.why:
            with st.expander(t("lessons-every-step")):
                st.markdown(bullets(out_full.more))


def _under_your_rules(step: L.GradedStep, in_force: Rules) -> None:
    """Once a step pinned to its own rules is answered: whether the learner's own rules
    give another answer, and which (``L.under_your_rules``)."""
    other = L.under_your_rules(step, in_force)
    if other is None:
        return
    yours = rules_label(in_force.to_spec())
    if other.value is None and other.error is not None:
        st.info(t("lessons-rules-yours-refused", rules=yours, why=say(other.error)))
    else:
        st.info(t("lessons-rules-yours-differ", rules=yours, answer=say(other.shown)))


def _play_step(lesson: L.Lesson, index: int, step: L.PlayStep, in_force: Rules) -> None:
    """A position to play out: the position drawn, "Play this position" (the practice
    table at that position), and the review of the last play as the step's feedback."""
    name = lesson.step_name(index)
    les = book.state(lesson.id)
    if step.title:
        st.markdown(f"### {step.title}")
    if step.rules is not None:
        st.info(t("lessons-rules-own", rules=rules_label(step.rules)))
    else:
        st.caption(t("lessons-rules-in-force", rules=rules_label(in_force.to_spec())))
    st.markdown(step.prompt)
    used = Rules.from_spec(step.rules) if step.rules is not None else in_force
    try:
        show_hand(parse_cards(step.hand, used), label=t("lessons-hand"))
        show_hand(parse_cards(step.discard, used)[-1:], label=t("lesson-play-discard"))
        for seat in range(step.players):
            melds = step.melds_of(seat)
            if melds:
                show_groups(melds, label=t("lesson-play-melds", who=seat))
    except ValueError as e:  # e.g. jokers in a hand, but not in play under these rules
        show_error(e, before=t("lessons-cannot-show"))
    counts = [h if isinstance(h, int) else len(parse_cards(h)) for h in step.others]
    st.caption(t("lesson-play-others", counts=t("lesson-sep-comma").join(map(str, counts))))
    level = t(f"play-level-{step.level}")
    st.caption(t("lesson-play-facts", players=step.players, level=level, turns=step.turns))
    st.page_link(
        page_file("play"),
        label=t("lesson-play-button"),
        icon="🃏",
        query_params={"play_lesson": lesson.id, "play_step": str(index + 1), **learner_param()},
        help=t("lesson-play-help"),
    )
    fb = les.verdicts.get(name)
    with st.container(key="lesson_verdict"):
        if fb is not None and fb.get("verdict") == "played":
            stars = les.attempt(name).stars
            st.success(t("lesson-play-feedback") + f" {_stars(stars)}", icon="🃏")
            show_review(fb["review"])
            if step.explain:
                with st.expander(t("lessons-more")):
                    st.markdown(step.explain)
        elif name in les.stars:
            st.caption(t("lessons-done-before", stars=_stars(les.stars[name])))
        else:
            st.caption(t("lesson-play-not-played"))


# --------------------------------------------------------------------------- page


def _stage_end(lesson: L.Lesson, index: int) -> None:
    """At the last step of a stage: the stars of its checks; at the lesson's end, mastery."""
    les = book.state(lesson.id)
    stage = lesson.stage_of(index)
    last = index == len(lesson.steps) - 1
    if index != stage.steps[-1]:
        return
    step = lesson.steps[index]
    done = les.attempt(lesson.step_name(index))
    if L.is_scored(step) and not (done.solved or done.revealed):
        return  # the stage ends once its last step is answered
    names = [lesson.step_name(i) for i, _ in L.scored_steps(lesson)]
    if last:
        stars = [les.stars.get(n, 0) for n in names]
        most = MAX_STARS * len(names)
        if not names:
            st.success(t("lessons-lesson-done"), icon="🏁")
        elif mastered(stars):
            st.success(t("lessons-mastered", stars=sum(stars), most=most), icon="🏆")
        else:
            todo = sum(1 for s in stars if not s)
            st.info(
                t(
                    "lessons-lesson-end-not-mastered",
                    stars=sum(stars),
                    most=most,
                    todo=todo,
                    mastery=round(MASTERY * 100),
                ),
                icon="🏁",
            )
        return
    in_stage = [
        lesson.step_name(i)
        for i, s in enumerate(lesson.steps)
        if i in stage.steps and L.is_scored(s)
    ]
    got = sum(les.stars.get(n, 0) for n in in_stage)
    following = lesson.stages[stage.number]
    st.success(
        t(
            "lessons-stage-end",
            stage=stage.number,
            graded=bool(in_stage),
            stars=got,
            most=MAX_STARS * len(in_stage),
            next=following.number,
            title=plain(following.title),
        ),
        icon="🚩",
    )


def render() -> None:
    st.title(t("lessons-title"))
    st.caption(t("lessons-intro"))
    try:
        lessons = book.load()
    except ValueError as e:
        show_error(e, before=t("lessons-load-failed"))
        return
    if not lessons:
        st.info(t("lessons-none"))
        return
    learner_panel(fold=True)  # its label is escaped there (a label renders markdown)
    by_id = {les.id: les for les in lessons}
    current = ss.get(book.CURRENT_KEY)
    if current not in by_id:
        target = book.next_place(lessons)
        current = target[0] if target else lessons[0].id
        ss[book.CURRENT_KEY] = current
    if ss.get(book.PICK_KEY) not in by_id:
        ss[book.PICK_KEY] = current
    show_map(lessons, compact=True, showing=current)
    note = book.take_note()
    if note:
        st.warning(plain(note), icon="⚠️")
    numbers = {les.id: n for n, les in enumerate(lessons, 1)}
    # The options are the lesson ids (the labels follow the language; the choice stays).
    labels = {
        les.id: t("lessons-pick-option", number=numbers[les.id], title=les.title) for les in lessons
    }
    st.selectbox(
        t("lessons-pick"),
        list(by_id),
        key=book.PICK_KEY,
        on_change=_picked,
        format_func=labels.__getitem__,
    )
    lesson = by_id[ss[book.PICK_KEY]]
    ss[book.CURRENT_KEY] = lesson.id
    les = book.state(lesson.id)
    size = len(lesson.steps)
    index = max(0, min(size - 1, les.step))
    les.place = index
    stage = lesson.stage_of(index)
    stages = lesson.stages

    st.header(lesson.title)
    st.caption(lesson.summary)
    # After Back or Next the step starts at the top of a phone's screen (the title, the
    # picker and the map above it filled the first screen): no scrolling after every Next.
    with st.container(key="lesson_step"):
        _step_fragment(lesson, index, stage, len(stages))
    if ss.pop(MOVED_KEY, False):
        scroll_into_view("lesson_step", narrow_only=True, top=True)

    st.divider()
    sticky_bottom("lesson_nav")  # on a phone, Back and Next stay in reach at the bottom
    side_by_side("lesson_nav")
    with st.container(key="lesson_nav"):
        _nav(lessons, lesson, numbers, index, size, stage)
    if index == size - 1:
        practise(lesson)
    parts = [s for s in lesson.sections if rulebook.is_point(s)]
    covers = t("lessons-covers", links=cite_all(parts)) if parts else t("lessons-side")
    if lesson.switches:
        names = t("lesson-sep-comma").join(field_label(s) for s in lesson.switches)
        covers += t("lessons-covers-switches", switches=names)
    st.caption(covers + t("lessons-covers-end"))


_PAGE_KEY = "_lesson_page_changed"
"""A step was solved: the course map above shows its stars, so the whole page runs again."""


@st.fragment
def _step_fragment(lesson: L.Lesson, index: int, stage: Any, stages: int) -> None:
    """:func:`_step` as a fragment: Check, a hint or Show answer reruns the step alone, not
    the map, the picker and the learner panel; a step solved reruns the whole page."""
    if ss.pop(_PAGE_KEY, False):
        rerun_page()
    _step(lesson, index, stage, stages)
    mark_fragment_run()


def _step(lesson: L.Lesson, index: int, stage: Any, stages: int) -> None:
    """Where the step stands (its stage, its number), the step itself, and a stage's end."""
    within = index - stage.steps[0]
    st.progress(
        (within + 1) / len(stage.steps),
        text=t(
            "lessons-progress",
            stage=stage.number,
            stages=stages,
            title=stage.title,
            step=within + 1,
            steps=len(stage.steps),
        ),
    )

    step = lesson.steps[index]
    in_force = current_rules()
    if isinstance(step, L.TextStep):
        text_step(step)
    elif isinstance(step, L.CompareStep):
        compare_step(step)
    elif isinstance(step, L.PlayStep):
        _play_step(lesson, index, step, in_force)
    else:
        _graded_step(lesson, index, step, in_force)
    _stage_end(lesson, index)


def _nav(lessons: Sequence[L.Lesson], lesson: L.Lesson, numbers: dict[str, int], index: int,
         size: int, stage: Any) -> None:  # fmt: skip
    """Back and Next (Next stage, Next lesson at a lesson's end)."""
    back, nxt = st.columns(2)
    with back:
        st.button(
            t("lessons-back"),
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
                t("lessons-next-lesson"),
                key="lesson_next",
                on_click=_next_lesson,
                args=(nxt_id, book.state(nxt_id).step),
                width="stretch",
            )
        else:
            st.button(
                t(
                    "lessons-next-stage"
                    if index == stage.steps[-1] and not last
                    else "lessons-next"
                ),
                key="lesson_next",
                disabled=last,
                on_click=_move,
                args=(lesson.id, 1, size),
                width="stretch",
            )


def practice_kinds(lesson: L.Lesson) -> list[str]:
    """The kinds of quiz question on what has been taught once this lesson is done."""
    return lesson_kinds(book.load(), lesson.id)


def practise(lesson: L.Lesson) -> None:
    """At a lesson's end: links to quiz questions on the rule points it taught."""
    kinds = practice_kinds(lesson)
    if not kinds:
        return
    st.markdown(t("lessons-practise"))
    with st.container(horizontal=True):
        for kind in kinds[:3]:
            st.page_link(
                page_file("quiz"),
                label=kind_title(kind),
                icon="❓",
                query_params={"kind": kind, **learner_param()},
            )


render()
