"""The quiz and the drill in words: every message is in the catalogs (``quiz*.ftl``); this
module only says how a question's data reads.

A question (:class:`tutor.teach.quiz.Question`) holds codes and values: its prompt, facts,
hint, group labels and answer are messages of the set ``quiz`` (``quiz-<code>`` in the
catalog), its choices codes (``quiz-choice-<code>``), names or card texts, its explanation
the rule line, the engine's reasons and settlement steps and the quiz's notes. The
functions here render them in the visitor's language, and read back a choice a learner
typed (:func:`read_choice`). The derived arguments of the quiz's messages (lists joined,
counts) are registered in :data:`tutor.words.derived.ARGS` when this module loads.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tutor.engine.rule_lines import RuleLine
from tutor.engine.settlement import Step
from tutor.words import derived
from tutor.words.catalog import has, text
from tutor.words.engine import cards, rule_line_sentence, sentences, step_title
from tutor.words.locale import LOCALES, using
from tutor.words.messages import render
from tutor.words.numbers import listing
from tutor.words.values import as_text

__all__ = [
    "answer",
    "choice_text",
    "explain",
    "group_label",
    "kind_title",
    "line",
    "next_review",
    "prompt",
    "read_choice",
    "say",
    "say_all",
]

# -- rendering ---------------------------------------------------------------------------------


def say(message: Any) -> str:
    """One message of the quiz (or any message value) in the language in force."""
    return render(message)


def say_all(messages: Iterable[Any]) -> tuple[str, ...]:
    """Each message, in order."""
    return tuple(say(m) for m in messages)


def kind_title(kind: str) -> str:
    """The title of a kind of question (``quiz-kind-<kind>``)."""
    return text(f"quiz-kind-{kind}")


def choice_text(choice: Any) -> str:
    """A choice as the learner reads it: a code by the catalog, a choice message rendered,
    a name or a card's text as it is."""
    if not isinstance(choice, str):
        return say(choice)
    if has(f"quiz-choice-{choice}"):
        return text(f"quiz-choice-{choice}")
    return text("player-name", name=choice)  # a name (or a card) as it is


def prompt(question: Any) -> str:
    """The question asked."""
    return say(question.prompt)


def answer(question: Any) -> str:
    """The engine's answer to ``question`` as it is told."""
    return say(question.answer_said)


def group_label(label: Any) -> str:
    """The label of a card group shown beside the hand."""
    return say(label)


def line(item: Any) -> str:
    """One line of an explanation: the rule's statement, an engine reason, a step of a
    settlement, one of the quiz's notes, an error, or a tuple of these read as one line."""
    if isinstance(item, str):
        return item
    if isinstance(item, tuple) and not hasattr(item, "code"):
        return " ".join(line(x) for x in item)
    if isinstance(item, RuleLine):
        return rule_line_sentence(item)
    if isinstance(item, Step):
        said = " ".join(sentences(item.why))
        return f"{said} ({step_title(item)})" if item.stage == "doubling" else said
    if isinstance(item, BaseException):
        return str(item)
    return say(item)


def explain(items: Iterable[Any]) -> tuple[str, ...]:
    """Every line of an explanation, in order."""
    return tuple(line(x) for x in items)


def read_choice(question: Any, typed: Any) -> Any:
    """What a learner typed as a question's answer, read back as its choices: each part (a
    choice answer is one part, several are split at commas) matched against every choice's
    code and its words in every language, regardless of case. Text that matches nothing is
    returned as typed (and marked wrong); a number or cards are returned unchanged."""
    if question.answer_form not in ("choice", "multi") or not isinstance(typed, str):
        return typed
    by_words: dict[str, Any] = {}
    for c in question.choices:
        keys = {c.casefold()} if isinstance(c, str) else set()
        for loc in LOCALES:
            with using(loc):
                keys.add(choice_text(c).casefold())
        for k in keys:
            by_words.setdefault(k.strip(), c)
    if question.answer_form == "choice":
        return by_words.get(typed.strip().casefold(), typed.strip())
    whole = by_words.get(typed.strip().casefold())
    if whole is not None:
        return (whole,)
    parts = [p.strip() for p in typed.replace(";", ",").split(",") if p.strip()]
    return tuple(by_words.get(p.casefold(), p) for p in parts)


def next_review(hours: float, stamp: str, tags: str) -> str:
    """When the next review is, ``hours`` from now, rounded for a reader: minutes under an
    hour, hours under two days, then days (the Review page's ``review-next-review``)."""
    if hours < 1:
        unit, wait = "minutes", max(1, round(hours * 60))
    elif hours < 48:
        unit, wait = "hours", round(hours)
    else:
        unit, wait = "days", round(hours / 24)
    return text("review-next-review", unit=unit, wait=wait, stamp=stamp, tags=tags)


# -- derived arguments (joins and counts; the words are the catalog's) ----------------------


def _sep(items: Iterable[str]) -> str:
    return text("quiz-list-sep").join(map(as_text, items))


def _then(items: Iterable[str]) -> str:
    return text("quiz-list-then").join(map(as_text, items))


def _arrows(items: Iterable[str]) -> str:
    return " → ".join(map(as_text, items))  # names of the cast in the visitor's language


def _limits(v: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "shown": _sep(text("quiz-knock-limit-for", players=p, limit=lim) for p, lim in v["limits"])
    }


def _decided(v: Mapping[str, Any]) -> dict[str, Any]:
    said = [text("quiz-decided", name=n, how=how) for n, how in v["decisions"]]
    return {"count": len(said), "said": _sep(said)}


def _seats(v: Mapping[str, Any]) -> dict[str, Any]:
    names = v["names"]
    return {"order": _arrows(names), "arrows": _arrows(names), "first": names[0]}


def _balance(v: Mapping[str, Any]) -> dict[str, Any]:
    paid = (text("quiz-paid", name=n, stakes=s) for n, s in v["paid"])
    return {"paid_list": _sep(paid)}


def _money_balance(v: Mapping[str, Any]) -> dict[str, Any]:
    return {"shown": _sep(text("quiz-pays-part", name=n, stakes=s) for n, s in v["paid"])}


def _going_out(v: Mapping[str, Any]) -> dict[str, Any]:
    draws = tuple(v["draws"])
    return {"count": len(draws), "first": draws[0], "shown": draws[:12], "more": len(draws) > 12}


def _hand_count(v: Mapping[str, Any]) -> dict[str, Any]:
    melds = tuple(v["melds"])
    return {"laid_count": len(melds), "laid": _sep(melds)}


def _answer_choice(v: Mapping[str, Any]) -> dict[str, Any]:
    return {"label": choice_text(v["choice"])}


def _answer_choices(v: Mapping[str, Any]) -> dict[str, Any]:
    choices = tuple(v["choices"])
    return {"count": len(choices), "labels": _sep(choice_text(c) for c in choices)}


def _quoted(v: Mapping[str, Any]) -> dict[str, Any]:
    """An error quotes what was asked as it was given (``'trivia'``)."""
    out: dict[str, Any] = {k: repr(x) for k, x in v.items() if k != "most"}
    if "kinds" in v:
        out["kinds"] = repr(tuple(v["kinds"]))
    if "most" in v:
        out["most"] = str(v["most"])
    if v.get("kind") is None and "kind" in v:
        out["kind"] = None
    return out


def _melds_told(v: Mapping[str, Any]) -> dict[str, Any]:
    """The melds of an arrangement answer listed (in the order laid), how many, and the
    cards left (``none`` when nothing is left: a code the catalog selects on)."""
    melds = tuple(v["melds"])
    left = tuple(v.get("cards") or ())
    return {
        "laid": listing(cards(m) for m in melds),
        "count": len(melds),
        "left": cards(left) if left else "none",
    }


def _switch_label(switch: str) -> str:
    from tutor.words.switch_values import switch_label

    return switch_label(switch)


def _presets(v: Mapping[str, Any]) -> dict[str, Any]:
    """The names of the presets and the labels and settings of the switches a presets
    question names (rule 8), each the words layer's one way to say them."""
    from tutor.words.engine import preset_name
    from tutor.words.switch_values import switch_label, value_name

    out: dict[str, Any] = {}
    for key in ("preset", "first", "second"):
        if key in v:
            out["named" if key == "preset" else f"{key}_named"] = preset_name(v[key])
    if "switch" in v:
        switch = v["switch"]
        out["label"] = switch_label(switch)
        for key in ("value", "value_first", "value_second"):
            if key in v:
                out[key] = value_name(switch, v[key])
        if "value" in v:
            out["setting"] = text("switch-setting", name=out["label"], value=out["value"])
    return out


derived.ARGS.update(
    {
        **{
            f"quiz-{code}": _presets
            for code in (
                "prompt-presets-differ",
                "fact-table-plays",
                "choice-preset",
                "choice-switch",
                "note-preset-ruled-out",
                "note-preset-fits",
                "note-presets-differ-on",
                "note-presets-same-otherwise",
                "prompt-preset-decides",
                "note-preset-decides",
            )
        },
        "quiz-note-switches-change-nothing": lambda v: {
            "labels": _sep(_switch_label(f) for f in v["switches"])
        },
        "quiz-answer-melds": _melds_told,
        "quiz-answer-laid": _melds_told,
        "quiz-fact-knock-table": _limits,
        "quiz-fact-decided-so-far": _decided,
        "quiz-fact-seats": _seats,
        "quiz-fact-seated-dealt": lambda v: {"listed": _sep(v["names"])},
        "quiz-fact-claimants": lambda v: {"then": _then(v["claimants"])},
        "quiz-note-claimed-in-order": lambda v: {"then": _then(v["claimants"])},
        "quiz-note-first-turn-takes": lambda v: {"arrows": _arrows(v["order"])},
        "quiz-note-play-order": lambda v: {"arrows": _arrows(v["order"])},
        "quiz-note-seats": _seats,
        "quiz-note-balance": _balance,
        "quiz-note-deal-count": lambda v: {"dealt": 7 * v["players"]},
        "quiz-note-going-out-open": _going_out,
        "quiz-note-hand-count": _hand_count,
        "quiz-prompt-money-balance": _money_balance,
        "quiz-answer-choice": _answer_choice,
        "quiz-answer-choices": _answer_choices,
        "quiz-feedback-right": lambda v: {"praise": v["praise"] % 4},
        **{
            f"quiz-error-{code}": _quoted
            for code in ("no-such-kind", "tag-not-tested", "cannot-mark", "drill-seed")
        },
        "quiz-error-drill-group": _quoted,
        "quiz-error-drill-length": _quoted,
    }
)
