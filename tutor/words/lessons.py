"""The lessons' words: the arguments their catalog messages derive from a reason's values
(``locales/*/lessons.ftl``, ``lesson-errors.ftl``, ``lesson-pages.ftl``), and the few
writers the lesson pages use.

A lesson's reasons (:mod:`tutor.teach.lesson_reasons`, the set ``lesson``) and a lesson
file's problems (:class:`tutor.teach.errors.LessonError`, the set ``lesson-error``) are
written by :func:`tutor.words.render` and ``str(err)`` from the catalog; this module adds
only what a message cannot take as it is: a percentage, a count, a separator-joined list,
a rule set written out (:func:`rules_label`). :func:`say` writes anything a lesson page
shows as a message (a lesson reason, an engine reason, a rule line, a quiz note, a lesson's
own words).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tutor.engine.rules import Rules
from tutor.teach.lessons.grading import rules_key
from tutor.words.catalog import CLOSE, OPEN, has, text
from tutor.words.derived import ARGS, Values
from tutor.words.engine import step_title, verdict_title
from tutor.words.locale import PSEUDO, current
from tutor.words.messages import render, render_all
from tutor.words.switch_values import switch_label, value_name
from tutor.words.values import as_text, name_text

__all__ = [
    "content_locale",
    "marked",
    "rules_label",
    "say",
    "say_all",
    "switch_value",
]


def _pct(x: float) -> int:
    """A share as a whole percentage, rounded as ``f"{x:.0%}"`` rounds it."""
    return int(format(x, ".0%")[:-1])


def _joined(items: Iterable[Any], separator: str) -> str:
    """Items joined by a separator the catalog words (``lesson-sep-or``, …)."""
    return text(separator).join(as_text(i) for i in items)


def _cause(v: Values) -> dict[str, Any]:
    """An error a message quotes: the words layer's sentence for it, the first letter
    capitalised for the start of a sentence."""
    cause = v["cause"]
    said = str(cause)
    return {"cause": said, "Cause": said[:1].upper() + said[1:]}


def _settle_step(v: Values) -> dict[str, Any]:
    step = v["step"]
    kind = step.stage if step.stage == "doubling" else "other"
    if step.stage == "summary" and step.payer is None:
        kind = "summary"
    return {"kind": kind, "title": step_title(step), "text": " ".join(render_all(step.why))}


def _showdown(v: Values) -> dict[str, Any]:
    return {"melds": _joined(v["reason"]["melds"], "lesson-sep-comma")}


def _feeds(v: Values) -> dict[str, Any]:
    melds = v["melds"]
    return {
        "percent": _pct(v["chance"]),
        "first": melds[0],
        "second": melds[1] if len(melds) > 1 else None,
        "more": max(len(melds) - 2, 0),
    }


def _counts(v: Values) -> dict[str, Any]:
    others = v["others"]
    counts = _joined((text("lesson-hand-cards", count=n) for n in others), "lesson-sep-comma")
    return {"counts": counts, "hands": len(others), "percent": _pct(v["chance"])}


def _chance(v: Values) -> dict[str, Any]:
    return {"percent": _pct(v["chance"])}


def _limit(v: Values) -> dict[str, Any]:
    return {"percent": _pct(v["limit"])}


def _count(key: str) -> Any:
    return lambda v: {"count": len(v[key])}


def _claim(v: Values) -> dict[str, Any]:
    return {"claimed": _joined(v["claimants"], "lesson-sep-then")}


def _problem_rules(v: Values) -> dict[str, Any]:
    out: dict[str, Any] = {"rules": rules_label(v["rules"])} if "rules" in v else {}
    for key in ("answer", "engine"):
        if key in v:
            out[key] = repr(v[key])
    if "why" in v:
        out["why"] = say(v["why"])
    if "card" in v:
        out["card"] = str(v["card"])
    return out


def _card_as_written(v: Values) -> dict[str, Any]:
    """A card as a lesson file writes it (``7h``)."""
    return {"card": str(v["card"])}


def _file_invalid(v: Values) -> dict[str, Any]:
    parts = []
    for where, code, info in v["details"]:
        place = where or text("lesson-error-where-lesson")
        parts.append(text("lesson-error-detail", where=place, detail=_detail(code, info)))
    return {"problems": text("lesson-sep-semicolon").join(parts)}


def _detail(code: str, info: Any) -> str:
    """One problem of a lesson file: an error's own words, the catalog's for the problems
    it words, else the library's own message."""
    if isinstance(info, Mapping):
        msg_id = f"lesson-error-field-{code.replace('_', '-')}"
        if has(msg_id):
            return text(msg_id, **{"what": "none", **info})
        return code
    return str(info)


def _choices(v: Values) -> dict[str, Any]:
    return {"choices": text("lesson-sep-or").join(repr(c) for c in v["choices"])}


def _tags(v: Values) -> dict[str, Any]:
    return {"tags": _joined(v["tags"], "lesson-sep-comma")}


def _hand_size(v: Values) -> dict[str, Any]:
    return {"other": v["who"] != "you", "laid": "none" if v["laid"] is None else v["laid"]}


def _mismatch(v: Values) -> dict[str, Any]:
    return {"mine": v["who"] == "you"}


def _title_discard(v: Values) -> dict[str, Any]:
    return {"cards": _joined(v["cards"], "lesson-sep-or")}


def _verdict(v: Values) -> dict[str, Any]:
    msg_id = f"verdict-{v['kind']}"
    if has(msg_id):
        return {"title": text(msg_id)}
    return {"title": verdict_title(v["kind"])}


def _nudge_cards(v: Values) -> dict[str, Any]:
    return {"count": len(v["cards"])}


ARGS.update(
    {
        "lesson-reason-seated": lambda v: {"seats": _joined(v["seating"], "lesson-sep-comma")},
        "lesson-reason-play-goes": lambda v: {
            "path": " → ".join(map(name_text, v["order"])),
            "first": v["order"][0],
        },
        "lesson-reason-claim-refused": _claim,
        "lesson-reason-claim-first-slap": _claim,
        "lesson-reason-claim-turn-order": _claim,
        "lesson-reason-showdown": _showdown,
        "lesson-reason-settle-step": _settle_step,
        "lesson-reason-undercut-count": _counts,
        "lesson-reason-knock-now": _limit,
        "lesson-reason-knock-risky": _limit,
        "lesson-reason-feeds": _feeds,
        "lesson-reason-discard-fewest": _count("cards"),
        "lesson-choice-knock-undercut": _chance,
        "lesson-choice-knock-passed-up": _chance,
        "lesson-grade-refused": _cause,
        "lesson-grade-not-cards": _cause,
        "lesson-nudge-refused": _cause,
        "lesson-nudge-is-meld": _nudge_cards,
        "lesson-title-discard": _title_discard,
        "lesson-title-verdict": _verdict,
        **{
            f"lesson-problem-{c}": _problem_rules
            for c in (
                "stored-not-a-meld",
                "stored-leaves-out",
                "engine-refuses",
                "stored-discard-differs",
                "stored-answer-differs",
            )
        },
        "lesson-error-file-invalid": _file_invalid,
        "lesson-error-answer-not-a-choice": _choices,
        "lesson-error-not-a-section": _tags,
        "lesson-error-hand-size-impossible": _hand_size,
        "lesson-error-melded-mismatch": _mismatch,
        **{
            f"lesson-error-{c}": _card_as_written
            for c in ("seen-twice", "table-not-seen", "position-card-twice", "pick-outside-hand")
        },
    }
)


# -- what the lesson pages show ------------------------------------------------------------


def say(said: Any) -> str:
    """One thing a lesson page shows as a message, in the language in force: a lesson's or
    the engine's reason, a rule line, a quiz note (:func:`tutor.words.messages.render`),
    or a lesson's own words (text from the lesson file, as it is)."""
    return render(said)


def say_all(said: Iterable[Any]) -> tuple[str, ...]:
    """Each thing said, in order (:func:`say`)."""
    return tuple(say(s) for s in said)


def switch_value(value: Any, switch: str | None = None) -> str:
    """A switch's setting as a lesson shows it: on/off, none, a knock-limit table, a named
    value by its plain name when the ``switch`` is given (:func:`value_name`)."""
    if isinstance(value, bool):
        return text("lesson-switch-on" if value else "lesson-switch-off")
    if value is None:
        return text("lesson-switch-none")
    if isinstance(value, Mapping):
        counts = sorted(value)
        return text(
            "lesson-switch-table",
            limits="/".join(str(value[n]) for n in counts),
            players="/".join(map(str, counts)),
        )
    if switch in Rules.model_fields and isinstance(value, str | int | float):
        return value_name(switch, value)
    return str(value)


def rules_label(rules: Any) -> str:
    """A rule set as written in a lesson: the preset's plain name, then each switch set
    another way by its label and value (``Standard, Ace in runs: low only (A-2-3)``).
    ``rules`` is a :func:`~tutor.teach.lessons.grading.rules_key` or a spec (a preset name
    or a mapping)."""
    pairs = rules if isinstance(rules, tuple) else rules_key(rules)
    parts = [
        text("rules-preset-name", preset=str(v))
        if k == "preset"
        else text("switch-setting", name=switch_label(k), value=switch_value(v, k))
        for k, v in pairs
    ]
    return text("lesson-sep-comma").join(parts)


# -- the lessons' own words in the language in force ---------------------------------------

_LESSON_TEXTS = ("title", "summary")
_STEP_TEXTS = ("title", "stage", "body", "prompt", "explain", "nudge", "note")


def content_locale() -> str:
    """The language of the lesson files to read for the language in force (the pseudo
    language reads the English ones, :func:`marked`)."""
    loc = current()
    return "en" if loc == PSEUDO else loc


def marked(lessons: Iterable[Any]) -> list[Any]:
    """The lessons as the language in force shows them: in the pseudo language every text a
    learner reads is wrapped as a catalog message is (a lesson's words are content written
    for that language, as a catalog's are); otherwise unchanged."""
    if current() != PSEUDO:
        return list(lessons)

    def wrap(model: Any, names: tuple[str, ...], **more: Any) -> Any:
        update = {n: f"{OPEN}{getattr(model, n)}{CLOSE}" for n in names if getattr(model, n, None)}
        return model.model_copy(update={**update, **more})

    return [
        wrap(les, _LESSON_TEXTS, steps=[wrap(s, _STEP_TEXTS) for s in les.steps]) for les in lessons
    ]
