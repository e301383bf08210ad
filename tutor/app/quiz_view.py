"""Asking one quiz question on a page: what is shown, the answer widgets, Check and Hint,
the engine's grade, and saving the answer for the learner. Shared by the Quiz and Review
pages; each passes its own key prefix so the two keep separate state.

Every verdict and explanation comes from ``tutor.teach.quiz`` (the engine); the question is
data (codes and values), worded in the visitor's language by ``tutor.words.quiz``, so
switching the language mid-question keeps the question and the answer given. Text is
shown with markdown escaped and its rule points linked into the Rule book, and cards are drawn
by ``cards_view`` (which escapes its labels).
"""

from __future__ import annotations

import time
from typing import Any
from urllib.parse import urlencode

import streamlit as st

from tutor.app import feedback_view as fv
from tutor.app.cards_view import CARD_CSS, hand_html
from tutor.app.citations import cite, link_marked
from tutor.app.compare import field_label
from tutor.app.learner import save_answer, selected_learner
from tutor.app.meld_builder import meld_builder
from tutor.app.meld_builder import reset as reset_builder
from tutor.app.phone import scroll_into_view
from tutor.app.safe import plain
from tutor.app.state import LEARNER_PARAM, RULES_PARAM, spec_to_text
from tutor.app.widgets import touch_pills
from tutor.engine import rulebook
from tutor.engine.cards import sort_cards
from tutor.teach.attempts import Attempt, quiz_answer, quiz_check, quiz_hints
from tutor.teach.quiz import QUESTION_KINDS, Question, QuizGrade, grade
from tutor.words import current, t
from tutor.words.catalog import cited
from tutor.words.quiz import choice_text, group_label, kind_title, prompt

ss = st.session_state
ANSWER_KEYS = ("choice", "multi", "number", "cards")
PARTS_KEY = "_question_parts"
"""Session state: the last question drawn, as :func:`question_parts` wrote it."""


def token(q: Question) -> str:
    """Identifies one question on screen: its kind, seed and rules."""
    return f"{q.kind}:{q.seed}:{q.rules.model_dump_json()}"


def reset(prefix: str) -> None:
    """Forget the answer, grade, hint and timer of the question shown under ``prefix``."""
    for name in ANSWER_KEYS:
        ss.pop(f"{prefix}_{name}", None)
    # The box is written empty (not only forgotten): a forgotten value is kept by the
    # browser, and the next number question opened with the last answer in its box.
    ss[f"{prefix}_number"] = None
    reset_builder(f"{prefix}_cards")
    for name in ("result", "attempt", "started", "saved_for", "token"):
        ss.pop(f"_{prefix}_{name}", None)


SEED_LIMIT = 2**63
"""Question numbers in a link run from 0 up to this, exclusive."""


def read_quiz_link(seed_text: object, kind: object) -> tuple[int | None, str | None, str | None]:
    """``?q=<seed>&kind=<kind>`` as ``(seed, kind, problem)``: ``problem`` is ``None``,
    ``"seed-not-number"``, ``"seed-out-of-range"`` (the seed is then ``None``) or
    ``"kind-unknown"`` (the kind is then ``None``). The seed's length is checked before it is
    read as a number, so any text answers at once."""
    text = seed_text.strip() if isinstance(seed_text, str) else ""
    digits = text.removeprefix("-")
    if not digits or not digits.isascii() or not digits.isdigit():
        return None, None, "seed-not-number"
    if len(digits) > len(str(SEED_LIMIT)) or not 0 <= int(text) < SEED_LIMIT:
        return None, None, "seed-out-of-range"
    if kind is not None and kind not in QUESTION_KINDS:
        return int(text), None, "kind-unknown"
    return int(text), kind if isinstance(kind, str) else None, None


def link(q: Question) -> str:
    """A relative link that reopens this question, with the rules in force and the
    learner chosen."""
    params = {RULES_PARAM: spec_to_text(q.rules.to_spec()), "q": str(q.seed), "kind": q.kind}
    learner = selected_learner()
    if learner:  # the learner stays chosen in every link (a link opens a new session)
        params[LEARNER_PARAM] = learner
    return "?" + urlencode(params)


def engine_text(said: Any) -> str:
    """One thing the quiz says (a note, a reason, a rule line, a sentence) as Markdown:
    escaped, with each rule-book point its message cites linked to the rule book."""
    with cited():
        text = fv.words(said)
    return link_marked(plain(text))


def tag_label(tag: str) -> str:
    """A question's tag as Markdown: a rule point as a link into the Rule book, a switch by
    its label."""
    if tag.startswith("switch:"):
        return t("quiz-tag-switch", label=field_label(tag.removeprefix("switch:")))
    return cite(tag) if rulebook.is_point(tag) else plain(tag)


def show_question(q: Question) -> None:
    for kind, text in question_parts(q):
        if kind == "header":
            st.header(text)
        elif kind == "caption":
            st.caption(text)
        elif kind == "markdown":
            st.markdown(text)
        else:
            st.html(text)


def question_parts(q: Question) -> list[tuple[str, str]]:
    """What :func:`show_question` draws, in order, as (element, text): written once per
    question and language and kept for the session, since Check, a hint or a typed answer
    redraws the same question (its words and cards were a tenth of a run)."""
    key = (token(q), current())
    held = ss.get(PARTS_KEY)
    if held is not None and held[0] == key:
        return held[1]
    dots = "●" * q.difficulty + "○" * (3 - q.difficulty)
    tags = t("quiz-list-sep").join(tag_label(tag) for tag in q.tags)
    parts = [
        ("header", kind_title(q.kind)),
        ("caption", t("quiz-caption", dots=dots, tags=tags, seed=str(q.seed))),
        ("markdown", f"**{plain(prompt(q))}**"),
    ]
    if q.facts:
        parts.append(("markdown", "\n".join(f"- {engine_text(fact)}" for fact in q.facts)))
    for label, cards in q.groups:
        parts.append(("html", CARD_CSS + hand_html(cards, label=f"{group_label(label)}:")))
    if q.cards:
        who = t("player-name", name=q.player) if q.player else t("quiz-hand-label")
        shown = f"{t('quiz-cards-label') if q.kind == 'meld' else who}:"
        parts.append(("html", CARD_CSS + hand_html(q.cards, label=shown)))
    for name, hand in q.hands:
        if hand:
            shown = f"{t('player-name', name=name)}:"
            parts.append(("html", CARD_CSS + hand_html(sort_cards(hand), label=shown)))
        else:
            parts.append(("markdown", plain(t("quiz-went-out", name=name))))
    ss[PARTS_KEY] = (key, parts)
    return parts


def answer_widget(q: Question, prefix: str) -> Any:
    """The widget for the question's answer form; returns the current response."""
    if q.answer_form == "choice":
        return st.radio(
            t("quiz-your-answer"),
            q.choices,
            index=None,
            key=f"{prefix}_choice",
            format_func=choice_text,
        )
    if q.answer_form == "multi":
        picked = touch_pills(
            t("quiz-your-answer-multi"), q.choices, f"{prefix}_multi", format_func=choice_text
        )
        return list(picked or [])
    if q.answer_form == "number":
        return st.number_input(
            t("quiz-your-answer"), min_value=0, step=1, value=None, key=f"{prefix}_number"
        )
    st.markdown(t("quiz-your-answer-cards"))
    return meld_builder(list(q.cards), f"{prefix}_cards")  # the melds, in the order laid


def _on_hint(prefix: str) -> None:
    ss[f"_{prefix}_attempt"] = _attempt(prefix).hinted()
    ss[f"_{prefix}_scroll"] = "hints"


def _on_show(prefix: str) -> None:
    ss[f"_{prefix}_attempt"] = _attempt(prefix).shown()
    ss[f"_{prefix}_scroll"] = "verdict"


def _attempt(prefix: str) -> Attempt:
    return ss.get(f"_{prefix}_attempt") or Attempt()


def ask(q: Question, prefix: str) -> QuizGrade | None:
    """Show ``q`` with its answer widgets and buttons. Check marks the response: right gets
    short praise; a first miss gets "try again" with what is wrong with the response, never
    the answer; a second miss (or "Show answer", or the last hint) gives the full answer.
    The first graded answer is saved for the learner. Returns the grade once the question
    is solved or its answer shown."""
    current = token(q)
    if ss.get(f"_{prefix}_token") != current:
        reset(prefix)
        ss[f"_{prefix}_token"] = current
        ss[f"_{prefix}_started"] = time.monotonic()
    show_question(q)
    response = answer_widget(q, prefix)
    attempt = _attempt(prefix)
    hints = quiz_hints(q)
    with st.container(horizontal=True):
        check = st.button(t("quiz-check"), key=f"{prefix}_check", type="primary")
        st.button(
            t("quiz-hint") if attempt.hints == 0 else t("quiz-next-hint"),
            key=f"{prefix}_hint",
            disabled=attempt.hints >= len(hints) or attempt.solved or attempt.revealed,
            on_click=_on_hint,
            args=(prefix,),
        )
        st.button(
            t("quiz-show-answer"),
            key=f"{prefix}_show",
            disabled=attempt.revealed or attempt.solved,
            on_click=_on_show,
            args=(prefix,),
        )
    with st.container(key=f"{prefix}_hints"):
        fv.show_hints(hints, attempt.hints, engine_text)
    with st.container(key=f"{prefix}_verdict"):
        stored = _verdict(q, prefix, check, response, current, len(hints))
    # The result of the tap on screen: the hint taken, or the verdict and the answer.
    scroll = "verdict" if check else ss.pop(f"_{prefix}_scroll", None)
    if scroll:
        scroll_into_view(f"{prefix}_{scroll}")
    attempt = _attempt(prefix)
    if attempt.solved or attempt.revealed:
        return stored[2] if stored and stored[0] == current else None
    return None


def _verdict(q: Question, prefix: str, check: bool, response: Any, current: str, hints: int) -> Any:
    """Grade the response when Check was pressed; show the verdict on the answer on screen
    and the answer once shown. Returns what was stored for the last answer checked."""
    attempt = _attempt(prefix)
    if check:
        if response is None:
            st.warning(t("quiz-answer-first"), icon="👆")
        else:
            result = grade(q, response)
            attempt, feedback = quiz_check(q, response, attempt)
            ss[f"_{prefix}_attempt"] = attempt
            ss[f"_{prefix}_result"] = (current, repr(response), result, feedback)
            if ss.get(f"_{prefix}_saved_for") != current:
                ss[f"_{prefix}_saved_for"] = current
                seconds = time.monotonic() - ss.get(f"_{prefix}_started", time.monotonic())
                save_answer(q.kind, q.tags, q.seed, result.correct, seconds)
    stored = ss.get(f"_{prefix}_result")
    # a verdict is about the answer checked: once the answer changes, it goes
    verdict = None
    if stored and stored[:2] == (current, repr(response)):
        verdict = stored[3]
        if verdict.verdict == "right":
            fv.show_right(verdict, engine_text)
            with st.expander(t("quiz-why")):
                st.markdown(fv.bullets(q.explanation, engine_text))
        elif verdict.verdict == "try-again":
            fv.show_retry(
                verdict,
                engine_text,
                hints_left=attempt.hints < hints,
                answer_shown=attempt.revealed,
            )
    if attempt.revealed and (verdict is None or verdict.verdict != "right"):
        fv.show_answer(quiz_answer(q), engine_text)
    return stored
