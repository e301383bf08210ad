"""The kinds of decision a puzzle asks (rule book §4, §5, §7) and the choices it offers.

A puzzle's theme is read from the legal moves of its position alone:

* ``take-or-draw`` — the start of a turn with the face-up discard usable (§4.1), no knock;
* ``knock`` — the start of a turn when a knock is allowed (§5.2): knock or play on;
* ``discard`` — the end of a turn with nothing left to lay: which loose card to throw
  (§4.4);
* ``hold-melds`` — a player who has laid no meld may lay one now, or hold it back (§5.2,
  §5.3);
* ``claim`` — a discard offered to claim out of turn (§7.1);
* ``lay-off`` — a player who has melded may lay a loose card off on the table (§4.3);
* ``go-out`` — going out (a Perfect or not) is open now (§5.3).

:func:`choices` lists the moves the puzzle offers, each a different answer to the question.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Literal, get_args

from tutor.engine.arrangement import best_arrangement
from tutor.engine.cards import Card, sort_cards
from tutor.play.actions import Action
from tutor.play.bots import Bot
from tutor.play.round import Round

Theme = Literal["take-or-draw", "discard", "knock", "hold-melds", "claim", "lay-off", "go-out"]
THEMES: tuple[Theme, ...] = get_args(Theme)
RULE_OF: dict[str, str] = {
    "take-or-draw": "4.1", "discard": "4.4", "knock": "5.2", "hold-melds": "5.2",
    "claim": "7.1", "lay-off": "4.3", "go-out": "5.3",
}  # fmt: skip
"""The rule-book point each theme rests on (the hint ladder's second step)."""
MOST_THROWS = 5
"""At most this many loose cards are offered to throw."""
MOST_LAY_OFFS = 3
"""At most this many lay-offs are offered beside keeping the cards."""


def theme_of(r: Round) -> Theme | None:
    """The decision the player to move faces, or ``None`` when it is none of the themes
    (one legal move, a drop-out, a taken discard that must be melded, a second meld)."""
    legal = r.legal_actions()
    if len(legal) < 2 or r.phase in ("over", "dropout"):
        return None
    kinds = {a.kind for a in legal}
    if r.phase == "claim":
        return "claim"
    if kinds & {"blast", "four-sevens"}:
        return None
    if r.phase == "draw":
        if "knock" in kinds:
            return "knock"
        return "take-or-draw" if "take-discard" in kinds else None
    if r.turn is not None and r.turn.must_use is not None:
        return None
    if "go-out" in kinds:
        return "go-out"
    p = r.to_move
    if p not in r.melded and "meld" in kinds:
        return "hold-melds"
    if p in r.melded and "lay-off" in kinds:
        return "lay-off"
    if kinds == {"discard"} and len(choices(r, "discard")) > 1:
        return "discard"
    return None


def choices(r: Round, theme: Theme) -> list[Action]:
    """The moves a puzzle of ``theme`` at ``r`` offers (all legal, no two alike)."""
    legal = r.legal_actions()
    by_kind: dict[str, list[Action]] = {}
    for a in legal:
        by_kind.setdefault(a.kind, []).append(a)
    if theme == "claim":
        return [*by_kind["claim"], *by_kind["pass"]]
    if theme in ("knock", "take-or-draw"):
        order = ("knock", "take-discard", "draw-stock")
        return [by_kind[k][0] for k in order if k in by_kind]
    if theme == "discard":  # the loose cards: throwing a card of a meld is no question
        loose = set(best_arrangement(_hand_to_move(r), r.rules).deadwood)
        return [a for a in by_kind["discard"] if a.cards[0] in loose][:MOST_THROWS]
    plain = _play_on(r)
    if theme == "go-out":
        outs = sorted(by_kind["go-out"], key=lambda a: (not a.perfect, -len(a.cards)))
        return list(dict.fromkeys([*outs[:3], plain]))
    if theme == "hold-melds":
        best = best_arrangement(_hand_to_move(r), r.rules)
        planned = {sort_cards(m.cards) for m in best.melds}
        lay = [a for a in by_kind["meld"] if a.cards in planned] or by_kind["meld"][:1]
        return list(dict.fromkeys([lay[0], plain]))
    # lay-off: each loose card's lay-off, or keep them and throw
    return list(dict.fromkeys([*by_kind["lay-off"][:MOST_LAY_OFFS], plain]))


def _hand_to_move(r: Round) -> tuple[Card, ...]:
    """The hand of the player to move (a turn's theme: someone is)."""
    mover = r.to_move
    assert mover is not None
    return r.hand_of[mover]


def _play_on(r: Round) -> Action:
    """The careful player's throw (no meld, no lay-off, no going out): the move that
    answers "no" to the question."""
    mover = r.to_move
    assert mover is not None  # a turn's theme: someone is to move
    view = r.view(mover)
    throws = replace(view, legal=tuple(a for a in view.legal if a.kind == "discard"))
    return Bot("careful", 0, estimate_seed=0).plain(throws)
