"""The practice table in words: the moves, the log, the status line, the end of a round,
the refusals, the coach and the review, each from the catalog (``locales/*/play.ftl``,
``coach.ftl``, ``play-page.ftl``).

The table (``tutor.play``) keeps everything as data: a refusal or a piece of advice is a
:class:`~tutor.engine.reasons.Reason` (closed sets ``play`` and ``coach``, written by
:func:`tutor.words.render`), an action its kind and cards, a log event its kind and player,
an input problem a :class:`~tutor.play.reasons.PlayError` (``play-error``). This module
gives the catalog the plain values each message takes (:func:`action_text`,
:func:`event_text`, :func:`status_text`, :func:`outcome_text`, :func:`mark_label`) and
registers the arguments derived from a reason's values (percentages, a list of names, a
signed number of stakes). Grammar, "You" and plural forms are chosen in the catalog.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from babel.numbers import format_decimal

from tutor.engine.cards import Card, format_cards
from tutor.words.catalog import text
from tutor.words.derived import ARGS
from tutor.words.locale import babel_locale
from tutor.words.numbers import listing

if TYPE_CHECKING:  # the table is imported when first needed: the engine loads this layer
    from tutor.play.actions import Action
    from tutor.play.round import Event

__all__ = [
    "closed_sets",
    "MARK_ICONS",
    "STATUS_CODES",
    "action_text",
    "event_text",
    "mark_label",
    "outcome_text",
    "status_code",
    "status_text",
]

STATUS_CODES = frozenset({"over", "draw", "draw-or-stop", "play", "claim", "dropout", "to-move"})
"""The table's status lines (whose move it is, and what they may do)."""

MARK_ICONS: dict[str, str] = {"best": "✅", "good": "👍", "small": "⚠️", "clear": "❌",
                              "serious": "⛔"}  # fmt: skip
"""The icon of each mark of the review (:data:`tutor.play.coach.MARKS`): symbols, no words."""


def closed_sets() -> dict[str, frozenset[str]]:
    """Each closed set of the practice table, by name (the catalog id is ``<set>-<code>``)."""
    from tutor.play.actions import ACTION_KINDS
    from tutor.play.coach import MARKS
    from tutor.play.reasons import COACH_CODES, PLAY_ERROR_CODES, REFUSAL_CODES
    from tutor.play.round import EVENT_KINDS

    return {
        "play": REFUSAL_CODES,
        "coach": COACH_CODES,
        "play-action": ACTION_KINDS,
        "play-event": EVENT_KINDS,
        "play-error": PLAY_ERROR_CODES,
        "play-status": STATUS_CODES,
        "coach-mark": frozenset(MARKS),
    }


def _cards(value: Sequence[Card]) -> str:
    return format_cards(value, pretty=True)


# -- moves, the log, the status line, the end of a round ---------------------------------------


def action_text(action: Action) -> str:
    """A move as its button reads (``play-action-<kind>``)."""
    a = action
    return text(
        f"play-action-{a.kind}",
        cards=_cards(a.cards),
        meld=a.target + 1,
        melds=" · ".join(_cards(m) for m in a.melds),
        discard=_cards(a.cards) if a.cards else None,
        perfect=a.perfect,
    )


def event_text(event: Event) -> str:
    """One line of the log (``play-event-<kind>``): the cards the viewer may see (none for
    another player's draw from the stock), the meld laid off on, a Perfect."""
    e = event
    return text(
        f"play-event-{e.kind}",
        player=e.player,
        cards=_cards(e.cards),
        shown=bool(e.cards),
        meld=e.target + 1,
        perfect="perfect" in e.detail,
    )


def status_code(phase: str, mover: str | None, viewer: str, *, draws_only: bool = True) -> str:
    """Which status line the table shows ``viewer`` (a code of :data:`STATUS_CODES`): the
    round's ``phase`` and whose move it is; at the draw, ``draws_only`` when no ending may
    be called instead."""
    if phase == "over":
        return "over"
    if mover != viewer:
        return "to-move"
    if phase == "draw":
        return "draw" if draws_only else "draw-or-stop"
    return phase  # play, claim, dropout


def status_text(code: str, *, name: str = "", discarder: str = "", card: Any = "") -> str:
    """The table's status line for ``code``: the player to move, the discard to claim."""
    return text(f"play-status-{code}", name=name, discarder=discarder, card=card)


def outcome_text(
    ending: str, perfect: bool, ender: str | None, winner: str, collected: float
) -> str:
    """The round's end in one line: who ended it and how (``ender``: the knocker or the
    winner who stopped the round; none at the stock), who wins and what they collect."""
    return text(
        "play-outcome",
        ending=ending,
        perfect=perfect and ending == "going-out",
        ender=ender,
        winner=winner,
        collected=collected,
    )


def mark_label(mark: str) -> str:
    """The label of a mark of the review (``coach-mark-<mark>``)."""
    return text(f"coach-mark-{mark}")


# -- the arguments the reasons' messages derive from their values -----------------------------

Values = Mapping[str, Any]


def _pc(x: float) -> int:
    """A chance as a whole percentage: ``0.256`` → ``26``."""
    return round(100 * x)


def _signed(x: float) -> str:
    """Stakes with their sign and two decimals, as the locale writes numbers: ``+0.25``."""
    return format_decimal(x, format="+#,##0.00;-#,##0.00", locale=babel_locale())


def _who(v: Values) -> str:
    return listing(v.get("players") or (), style="or")


def _chance(v: Values) -> dict[str, Any]:
    p = v["p"]
    return {
        "who": _who(v),
        "p_pc": _pc(p),
        "low_pc": _pc(v.get("low", p)),
        "high_pc": _pc(v.get("high", p)),
        "perfect_shown": bool(v.get("perfect")),
        "perfect_pc": _pc(v.get("perfect") or 0),
    }


def _hint_move(v: Values) -> dict[str, Any]:
    from tutor.play.actions import parse_action

    move = v.get("move")
    risk = v.get("risk")
    return {
        "action": action_text(parse_action(move)) if move else "",
        "has_risk": risk is not None,
        "risk_pc": _pc(risk) if risk is not None else 0,
    }


def _stakes(*keys: str) -> Callable[[Values], dict[str, Any]]:
    def derive(v: Values) -> dict[str, Any]:
        return {f"{k}_signed": _signed(v[k]) for k in keys if k in v}

    return derive


def _with_p(
    extra: Callable[[Values], dict[str, Any]] | None = None,
) -> Callable[[Values], dict[str, Any]]:
    def derive(v: Values) -> dict[str, Any]:
        out = {"p_pc": _pc(v["p"])} if "p" in v else {}
        return {**out, **(extra(v) if extra else {}), **_stakes("played", "better")(v)}

    return derive


def _summary(v: Values) -> dict[str, Any]:
    marks = [
        text("coach-summary-mark", mark=m, count=v[m])
        for m in ("serious", "clear", "small", "good")
        if v.get(m)
    ]
    return {
        "marks": listing(marks) if marks else None,
        "loss_text": format_decimal(v["loss"], format="#,##0.00", locale=babel_locale()),
    }


def _quoted(*keys: str) -> Callable[[Values], dict[str, Any]]:
    """The input as the learner typed it, quoted (``'dance'``), so that spaces show."""

    def derive(v: Values) -> dict[str, Any]:
        return {f"{k}_q": repr(v[k]) for k in keys if k in v}

    return derive


def _levels(v: Values) -> dict[str, Any]:
    return {**_quoted("level")(v), "levels_list": listing(v.get("levels", ()), style="or")}


ARGS.update(
    {
        "play-not-in-hand": lambda v: {"count": len(v["cards"])},
        "coach-seven-always-melds": _chance,
        "coach-dead-card": _chance,
        "coach-meld-chance": _chance,
        "coach-undercut-risk": _chance,
        "coach-hint-move": _hint_move,
        "coach-review-knock-risky": _with_p(),
        "coach-review-missed-knock": _with_p(),
        "coach-review-fed-meld": _with_p(lambda v: {"who": _who(v)}),
        "coach-review-missed-ending": _with_p(),
        "coach-review-kept-high": _with_p(),
        "coach-review-took-stock": _with_p(),
        "coach-review-expected": _with_p(),
        "coach-review-same": _stakes("value"),
        "coach-review-held-meld": _with_p(lambda v: {"laid": _cards(v["laid"])}),
        "coach-review-about-as-good": lambda v: {
            **_stakes("gap")(v),
            "half_text": format_decimal(v["half"], format="#,##0.00", locale=babel_locale()),
        },
        "coach-review-summary-close": lambda v: _summary({**v, "good": 0}),
        "coach-review-summary": _summary,
        "play-error-not-a-move": _quoted("text"),
        "play-error-meld-needs-cards": _quoted("text"),
        "play-error-lay-off-form": _quoted("text"),
        "play-error-one-card": _quoted("text"),
        "play-error-not-a-meld-here": _quoted("text"),
        "play-error-no-bot-level": _levels,
        "play-error-not-at-table": _quoted("name"),
        "play-error-bad-name": _quoted("name"),
        "play-error-name-twice": _quoted("name"),
        "play-error-bad-fill": _quoted("name"),
        "play-error-dealer-not-player": _quoted("dealer"),
        "play-error-bad-seed": _quoted("seed"),
    }
)
