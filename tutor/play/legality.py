"""The one judge of a move at the table (rule book §3-§5, §7): :func:`refusal` says why an
action may not be played now, or ``None``. :meth:`Round.legal_actions` lists the moves it
lets through and :meth:`Round.apply` raises with the reason it gives."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from tutor.engine.cards import Card
from tutor.engine.endings import blast as blast_verdict
from tutor.engine.endings import four_sevens
from tutor.engine.endings import knock as knock_verdict
from tutor.play.actions import Action
from tutor.play.hand_melds import meld_of, meld_with
from tutor.play.reasons import Reason, because
from tutor.play.round_values import Phase, Turn

if TYPE_CHECKING:  # the round asks this module; it never asks the round back
    from tutor.play.round_state import Round

_PHASE_OF: dict[str, Phase] = {
    "stay-in": "dropout", "drop-out": "dropout", "claim": "claim", "pass": "claim",
    "blast": "draw", "knock": "draw", "four-sevens": "draw", "draw-stock": "draw",
    "take-discard": "draw", "meld": "play", "lay-off": "play", "discard": "play",
    "go-out": "play",
}  # fmt: skip


def refusal(r: Round, a: Action) -> Reason | None:
    """Why ``a`` may not be played now (rule book §3–§5, §7), or ``None`` when it may.
    The one judge of every move: :meth:`Round.legal_actions` lists the moves it lets through
    and :meth:`Round.apply` raises with the reason it gives."""
    if r.phase == "over":
        return because("round-over", "5")
    p = r.to_move or ""
    want = _PHASE_OF.get(a.kind)
    if a.kind == "four-sevens" and r.phase == "play":
        want = "play"
    if want != r.phase:
        return because("wrong-phase", "4", mover=p, phase=r.phase, move=a.kind)
    hand = r.hand_of.get(p, ())
    if r.phase == "dropout" or a.kind in ("pass", "draw-stock"):
        return None
    if a.kind == "claim":
        w = r.window
        assert w is not None
        if meld_with(w.card, hand, r.rules, r.keep):
            return None
        return because("cannot-use-discard", "7.1", card=w.card)
    if r.phase == "draw":
        return _start_refusal(r, a, p, hand)
    return _play_refusal(r, a, p, hand)


def _start_refusal(r: Round, a: Action, p: str, hand: tuple[Card, ...]) -> Reason | None:
    if a.kind == "blast":
        v = blast_verdict(hand, r.rules, melded=p in r.melded)
        if v.allowed and len(hand) == 7 and p not in r.melded:
            return None
        return because("no-blast", "5.1", **v.numbers)
    if a.kind == "knock":
        others = any(n in r.melded for n in r.order if n != p)
        v = knock_verdict(
            hand,
            r.rules,
            players=len(r.order),
            knocker_melded=p in r.melded,
            others_melded=others,
        )
        if v.allowed:
            return None
        return because("no-knock", "5.2", **v.numbers, needs=r.rules.knock_needs)
    if a.kind == "four-sevens":
        v = four_sevens(hand, r.rules)
        return None if v.allowed else because("no-four-sevens", "5.4", **v.numbers)
    # take-discard
    if not r.discard_pile:
        return because("nothing-to-claim", "4.1")
    if not r.discard_open:
        return because("discard-declined", "7.1", card=r.discard_pile[-1])
    if not meld_with(r.discard_pile[-1], hand, r.rules, r.keep):
        return because("cannot-use-discard", "4.1", card=r.discard_pile[-1])
    return None


def _play_refusal(r: Round, a: Action, p: str, hand: tuple[Card, ...]) -> Reason | None:
    """Why a move of the play phase is refused (rule book 4.1–4.5, 5.3, 5.4): first
    what every move needs (cards named in hand, the taken discard used), then the
    move's own rule."""
    turn = r.turn
    assert turn is not None
    if a.kind == "four-sevens":
        return _four_sevens_refusal(r, a, p, hand, turn)
    single = a.kind in ("lay-off", "discard") or (a.kind == "go-out" and a.cards)
    if (single and len(a.cards) != 1) or (a.kind == "meld" and not a.cards):
        return because("unknown-move", "4", move=str(a))
    used = (*a.cards, *(c for m in a.melds for c in m))
    if len(set(used)) == len(used):  # the usual case: no card named twice
        missing = tuple(c for c in used if c not in hand)
    else:
        missing = tuple((Counter(used) - Counter(hand)).elements())
    if missing:
        return because("not-in-hand", "4", cards=missing)
    if turn.must_use is not None and a.kind in ("lay-off", "discard"):
        return because("discard-must-be-used", "4.1", card=turn.must_use)
    if a.kind == "meld":
        return _meld_refusal(r, a, hand, turn)
    if a.kind == "lay-off":
        return _lay_off_refusal(r, a, p, hand)
    if a.kind == "discard":
        return None
    return _go_out_refusal(r, a, p, hand, used, turn)


def _four_sevens_refusal(
    r: Round, a: Action, p: str, hand: tuple[Card, ...], turn: Turn
) -> Reason | None:
    """Four sevens are shown right after drawing from the stock (rule book 5.4)."""
    v = four_sevens(hand, r.rules)
    if not v.allowed:
        return because("no-four-sevens", "5.4", **v.numbers)
    if turn.drew_stock and not turn.laid and turn.must_use is None:
        return None
    return because("wrong-phase", "5.4", mover=p, phase=r.phase, move=a.kind)


def _meld_refusal(r: Round, a: Action, hand: tuple[Card, ...], turn: Turn) -> Reason | None:
    """A meld is a valid group, uses a taken discard, and keeps a card to discard
    when the rules want one (rule book 3, 4.1, 4.5)."""
    if meld_of(a.cards, r.rules.ace, r.rules.jokers) is None:
        return because("not-a-meld", "3", cards=a.cards)
    if turn.must_use is not None and turn.must_use not in a.cards:
        return because("discard-must-be-used", "4.1", card=turn.must_use)
    if len(hand) - len(a.cards) < r.keep:
        return because("keep-a-card", "4.5", left=len(hand) - len(a.cards))
    return None


def _lay_off_refusal(r: Round, a: Action, p: str, hand: tuple[Card, ...]) -> Reason | None:
    """Only a player who has melded lays off, onto a meld on the table the card fits
    (rule book 4.3), keeping a card to discard (4.5)."""
    if p not in r.melded:
        return because("needs-meld-first", "4.3")
    if not 0 <= a.target < len(r.table_melds):
        return because("no-such-meld", "4.3", target=a.target)
    tm = r.table_melds[a.target]
    if meld_of((*tm.cards, a.cards[0]), r.rules.ace, r.rules.jokers) is None:
        return because("does-not-fit", "4.3", card=a.cards[0], meld=tm.cards)
    if len(hand) - 1 < r.keep:
        return because("keep-a-card", "4.5", left=len(hand) - 1)
    return None


def _go_out_refusal(
    r: Round, a: Action, p: str, hand: tuple[Card, ...], used: tuple[Card, ...], turn: Turn
) -> Reason | None:
    """Going out lays every card in valid melds, with the last discarded when the
    rules want it, and says whether it is a Perfect (rule book 5.3)."""
    rules = r.rules
    if not a.cards and rules.discard_to_go_out:
        return because("no-discard-to-go-out", "4.5")
    for m in a.melds:
        if meld_of(m, rules.ace, rules.jokers) is None:
            return because("not-a-meld", "3", cards=m)
    if len(used) != len(hand):  # every card named is in hand: the same cards if as many
        return because("not-out", "5.3", left=len(hand) - len(used))
    if turn.must_use is not None and turn.must_use in a.cards:
        return because("discard-must-be-used", "4.1", card=turn.must_use)
    if a.perfect != r.perfect_now(p):
        return because("is-perfect" if r.perfect_now(p) else "not-perfect", "5.3")
    return None
