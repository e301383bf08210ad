"""Sentences for the practice table: why a move is not allowed, the coach's advice, the
review, the moves' labels, the log and the table's input problems, each rendered from its
code, numbers, cards and names.

The practice table (``tutor.play``) keeps all of these as data: a reason's code with its
numbers, cards and names, an action's kind and cards, a log event's kind and player, an
error's code and values. This module reads only those plain values (it imports nothing of
``tutor.play``), so each function takes them as arguments:

* :func:`reason_sentence` — one reason (``tutor.play.reasons.ReasonCode``);
* :func:`action_label` — a move, as its button reads (``tutor.play.actions.ActionKind``);
* :func:`event_line` — one line of the log (``tutor.play.round.EventKind``);
* :func:`play_error_sentence` — input the table refuses (``tutor.play.reasons.PlayErrorCode``);
* :func:`outcome_title` and :func:`outcome_sentence` — how the round ended and who collects;
* :func:`status_code` and :func:`status_sentence` — the table's status line (closed set
  ``play-status``);
* :func:`play_message` — the practice page's own messages (``play-message``).

Sentences naming a player pass through :func:`~tutor.words.engine.agree`, so the learner
(named "You") reads "You get", not "You gets".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

from tutor.engine.cards import Card
from tutor.words.engine import ENDING_TITLES, KNOCK_NEEDS_TEXT, agree, plural
from tutor.words.engine import cards as _cards

__all__ = [
    "ACTIONS",
    "CLOSED_SETS",
    "EVENTS",
    "MARK_ICONS",
    "MARK_LABELS",
    "MESSAGES",
    "PLAY_ERRORS",
    "STATUS",
    "REASONS",
    "action_label",
    "event_line",
    "outcome_sentence",
    "outcome_title",
    "play_error_sentence",
    "play_message",
    "reason_sentence",
    "status_code",
    "status_sentence",
]


def _pc(x: float) -> str:
    """A chance as a whole percentage: ``0.256`` → ``26``."""
    return str(round(100 * x))


# -- reasons (tutor.play.reasons.ReasonCode) ---------------------------------------------------


class _Why(NamedTuple):
    """A reason's data as the renderers read it: numbers, cards, names and melds."""

    n: Mapping[str, float]
    c: tuple[Card, ...]
    t: tuple[str, ...]
    melds: tuple[tuple[Card, ...], ...]


_PHASES = {
    "dropout": "deciding who drops out",
    "draw": "the start of a turn",
    "play": "melding and discarding",
    "claim": "claiming a discard",
    "over": "the end of the round",
}

_MISSED = {"blast": "blast", "four-sevens": "four-sevens", "go-out": "going-out"}
"""The ending a move makes, for a missed one named in the review."""

_HINT_RULES = {
    "blast": "a Blast stops the round at the start of a turn when the seven cards total at "
    "most {sopang} or at least {daepang}.",
    "knock": "you may knock at the start of your turn with few enough points, but anyone "
    "with the same or fewer undercuts you.",
    "four-sevens": "all four sevens in hand win the round at once.",
    "go-out": "meld every card but one and discard the last to go out; all seven at once "
    "with no meld before is a Perfect.",
    "take-discard": "take the discard only when you can lay a new meld with it at once.",
    "meld": "laying melds lowers the points you would pay, but gives up a Perfect.",
    "lay-off": "once you have melded, add cards to any meld on the table.",
    "discard": "throw your highest loose card that the next player cannot meld.",
    "draw-stock": "draw from the stock when the discard makes no meld for you.",
    "claim": "a discard you can meld at once may be claimed out of turn.",
    "pass": "claim a discard only when the meld it makes is worth the turn.",
    "stay-in": "with six or seven at the table, play when your hand is good enough.",
    "drop-out": "with six or seven at the table, a poor hand may drop out.",
    "wait": "wait for your turn.",
}
"""The rule behind each move the coach may suggest (``wait``: it is not the player's turn)."""


def _perfect(w: _Why) -> str:
    if not w.n.get("perfect"):
        return ""
    return f" It gives {_names(w.t)} a Perfect about {_pc(w.n['perfect'])}% of the time."


def _wrong_phase(w: _Why) -> str:
    who, phase, kind = w.t
    return f"'{kind}' is not a move during {_PHASES.get(phase, phase)} ({who} to move)."


def _no_blast(w: _Why) -> str:
    n = w.n
    return (
        f"No Blast: the hand totals {int(n.get('total', 0))}; a Blast needs at most "
        f"{int(n.get('sopang_max', 0))} or at least {int(n.get('daepang_min', 0))}, seven "
        "cards and no meld laid."
    )


def _no_knock(w: _Why) -> str:
    needs = w.t[0] if w.t else "none"
    tail = (
        f", and {KNOCK_NEEDS_TEXT[needs]}" if needs in KNOCK_NEEDS_TEXT and needs != "none" else ""
    )
    return (
        f"No knock: {int(w.n.get('points', 0))} points in hand; the limit is "
        f"{int(w.n.get('limit', 0))}{tail}."
    )


def _meld_chance(w: _Why) -> str:
    n, c = w.n, w.c
    return (
        f"{_cards(c[:1])} completes a meld for {_names(w.t)} about {_pc(n['p'])}% of the time "
        f"({int(n['samples'])} deals that fit what they did, 95% interval "
        f"{_pc(n.get('low', n['p']))}–{_pc(n.get('high', n['p']))}%)." + _perfect(w)
    )


def _names(names: Sequence[str]) -> str:
    """Player names joined with "or" (one player, or any of those who may claim)."""
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def _undercut_risk(w: _Why) -> str:
    n = w.n
    return (
        f"A knock with {int(n['points'])} points is undercut about {_pc(n['p'])}% of the time "
        f"({int(n['samples'])} samples, 95% interval {_pc(n['low'])}–{_pc(n['high'])}%)."
    )


def _hint_nudge(w: _Why) -> str:
    if w.n.get("open"):
        return "Something is open to you now: look again before you move."
    return "Nothing special is open: think about which card is safest to throw."


def _hint_rule(w: _Why) -> str:
    rule = _HINT_RULES.get(w.t[0] if w.t else "wait", _HINT_RULES["wait"])
    return "The rule: " + rule.format(
        sopang=int(w.n.get("sopang_max", 14)), daepang=int(w.n.get("daepang_min", 83))
    )


def _hint_move(w: _Why) -> str:
    if not w.t:
        return "Wait for your turn."
    move = action_label(w.t[0], w.c, int(w.n.get("target", -1)), w.melds, bool(w.n.get("perfect")))
    risk = (
        f" (it melds for a player who may take it {_pc(w.n['risk'])}% of the time)"
        if ("risk" in w.n)
        else ""
    )
    return f"The coach would play: {move}{risk}."


def _review_fed_meld(w: _Why) -> str:
    safer = f"; {_cards(w.c[1:])} was safer" if len(w.c) > 1 else ""
    return (
        f"Your discard {_cards(w.c[:1])} let {w.t[0]} meld it (about {_pc(w.n['p'])}% of the "
        f"time{safer})."
    )


def _stakes(v: float) -> str:
    return f"{v:+.2f} stakes"


MARK_LABELS: dict[str, str] = {
    "best": "Best",
    "good": "Good",
    "small": "Small mistake",
    "clear": "Clear mistake",
    "serious": "Serious mistake",
}
"""The label of each mark of the review (:data:`tutor.play.coach.MARKS`)."""

MARK_ICONS: dict[str, str] = {"best": "✅", "good": "👍", "small": "⚠️", "clear": "❌",
                              "serious": "⛔"}  # fmt: skip


def _review_summary(w: _Why) -> str:
    n = w.n
    decisions, differ = int(n["decisions"]), int(n["differ"])
    if not decisions:
        return "You had no decisions to make this round."
    if not differ:
        return f"The coach would have played all {plural(decisions, 'decision')} the same way."
    marks = ", ".join(
        f"{int(n[m])} {MARK_LABELS[m].lower()}" for m in ("serious", "clear", "small") if n.get(m)
    )
    return (
        f"{plural(decisions, 'decision')}: the coach would have played {differ} differently"
        f"{f' ({marks})' if marks else ', none of them a costly mistake'}; you lost about "
        f"{n['loss']:.2f} stakes a decision on average against its moves."
    )


REASONS: dict[str, Callable[[_Why], str]] = {
    # why a move is not allowed now
    "round-over": lambda w: "The round is over: no more moves.",
    "wrong-phase": _wrong_phase,
    "unknown-move": lambda w: "That is not a move of this game.",
    "not-in-hand": lambda w: f"{_cards(w.c)} {'is' if len(w.c) == 1 else 'are'} not in the hand.",
    "not-a-meld": lambda w: f"{_cards(w.c)} is not a meld under these rules.",
    "discard-must-be-used": lambda w: (
        f"The discard {_cards(w.c)} was taken to meld it: lay a new meld with it first."
    ),
    "needs-meld-first": lambda w: (
        "Laying off is allowed only after laying a meld of your own from hand."
    ),
    "no-such-meld": lambda w: f"There is no meld number {int(w.n['target'])} on the table.",
    "does-not-fit": lambda w: f"{_cards(w.c[:1])} does not fit the meld {_cards(w.c[1:])}.",
    "keep-a-card": lambda w: (
        "Keep one card in hand for the final discard: these rules need it to go out."
    ),
    "no-discard-to-go-out": lambda w: "These rules need a final discard to go out.",
    "not-out": lambda w: "Those melds and that discard do not use exactly the cards in hand.",
    "no-blast": _no_blast,
    "no-knock": _no_knock,
    "no-four-sevens": lambda w: (
        f"Four sevens needs all four in hand; this hand has {int(w.n.get('sevens', 0))}."
    ),
    "nothing-to-claim": lambda w: "The discard pile is empty.",
    "cannot-use-discard": lambda w: (
        f"{_cards(w.c)} can be taken only to lay a new meld with it at once, and no meld fits."
    ),
    "discard-declined": lambda w: (
        f"{_cards(w.c)} was passed on when it could be claimed: take from the stock."
    ),
    "not-perfect": lambda w: "That going out is marked the wrong way: it is not a Perfect.",
    "is-perfect": lambda w: "That going out is marked the wrong way: it is a Perfect.",
    # the coach
    "seven-always-melds": lambda w: (
        f"{_cards(w.c[:1])} is a seven: anyone can take it and lay it alone as a meld."
        + _perfect(w)
    ),
    "dead-card": lambda w: (
        f"{_cards(w.c)} cannot make a meld for {_names(w.t)}: the cards it would need are seen."
    ),
    "meld-chance": _meld_chance,
    "undercut-risk": _undercut_risk,
    "best-arrangement": lambda w: f"Best arrangement leaves {int(w.n['points'])} points in hand.",
    "hint-nudge": _hint_nudge,
    "hint-rule": _hint_rule,
    "hint-move": _hint_move,
    # the review
    "review-knock-risky": lambda w: (
        f"You knocked with about a {_pc(w.n['p'])}% chance of being undercut."
    ),
    "review-missed-ending": lambda w: (
        f"{ENDING_TITLES[_MISSED[w.t[0]]]} was open and you played on."
    ),
    "review-missed-knock": lambda w: (
        f"You could have knocked with {int(w.n['points'])} points (undercut risk {_pc(w.n['p'])}%)."
    ),
    "review-fed-meld": _review_fed_meld,
    "review-kept-high": lambda w: (
        f"You discarded {_cards(w.c[:1])} but kept the higher loose {_cards(w.c[1:])}."
    ),
    "review-took-stock": lambda w: (
        f"You drew from the stock, but the discard {_cards(w.c)} would have made a meld."
    ),
    "review-expected": lambda w: (
        f"Played out on {int(w.n['deals'])} deals of the hidden cards, the coach's move brings "
        f"{_stakes(w.n['better'])} on average and yours {_stakes(w.n['played'])}."
    ),
    "review-same": lambda w: f"The coach's move too (about {_stakes(w.n['value'])} on average).",
    "review-summary": _review_summary,
}
"""The words of each reason of the practice table, by its code."""


def reason_sentence(
    code: str,
    numbers: Mapping[str, float] | None = None,
    cards: Sequence[Card] = (),
    text: Sequence[str] = (),
    melds: Sequence[Sequence[Card]] = (),
) -> str:
    """One reason of the practice table in plain English: its ``code``, the ``numbers``
    and ``cards`` that decide it, the names it refers to (``text``: players, a phase, a
    move's kind) and, for a move the coach suggests, that move's ``melds``."""
    why = _Why(numbers or {}, tuple(cards), tuple(text), tuple(tuple(m) for m in melds))
    return agree(REASONS[code](why))


# -- moves (tutor.play.actions.ActionKind) -----------------------------------------------------


def _go_out_label(
    cards: tuple[Card, ...], melds: tuple[tuple[Card, ...], ...], perfect: bool
) -> str:
    word = "Perfect (Hoola)!" if perfect else "Go out"
    tail = f", discard {_cards(cards)}" if cards else ""
    return f"{word}: {' · '.join(_cards(m) for m in melds)}{tail}"


ACTIONS: dict[str, Callable[[tuple[Card, ...], int, tuple[tuple[Card, ...], ...], bool], str]] = {
    "stay-in": lambda c, t, m, p: "Play this round",
    "drop-out": lambda c, t, m, p: "Drop out",
    "blast": lambda c, t, m, p: "Blast!",
    "knock": lambda c, t, m, p: "Knock",
    "four-sevens": lambda c, t, m, p: "Four sevens!",
    "draw-stock": lambda c, t, m, p: "Draw from the stock",
    "take-discard": lambda c, t, m, p: "Take the discard",
    "meld": lambda c, t, m, p: f"Meld {_cards(c)}",
    "lay-off": lambda c, t, m, p: f"Lay off {_cards(c)} on meld {t + 1}",
    "discard": lambda c, t, m, p: f"Discard {_cards(c)}",
    "go-out": lambda c, t, m, p: _go_out_label(c, m, p),
    "claim": lambda c, t, m, p: "Claim it (thank you!)",
    "pass": lambda c, t, m, p: "Pass",
}
"""The label of each kind of move (a button, the coach's suggestion, the review)."""


def action_label(
    kind: str,
    cards: Sequence[Card] = (),
    target: int = -1,
    melds: Sequence[Sequence[Card]] = (),
    perfect: bool = False,
) -> str:
    """A move as its button reads: its ``kind``, the ``cards`` laid, laid off or
    discarded, the ``target`` table meld (counted from 0) and a going out's ``melds``
    and ``perfect`` mark, as :class:`tutor.play.actions.Action` holds them."""
    return ACTIONS[kind](tuple(cards), target, tuple(tuple(m) for m in melds), perfect)


# -- the log (tutor.play.round.EventKind) ------------------------------------------------------


EVENTS: dict[str, Callable[[str, str, int, tuple[str, ...], bool], str]] = {
    "deal": lambda who, c, t, d, shown: f"{who} dealt; {c} is face up on the discard pile.",
    "draw-stock": lambda who, c, t, d, shown: (
        f"{who} drew {c} from the stock." if shown else f"{who} drew from the stock."
    ),
    "take-discard": lambda who, c, t, d, shown: f"{who} took {c} from the discard pile.",
    "meld": lambda who, c, t, d, shown: f"{who} laid {c}.",
    "lay-off": lambda who, c, t, d, shown: f"{who} laid off {c} on meld {t + 1}.",
    "discard": lambda who, c, t, d, shown: f"{who} discarded {c}.",
    "claim": lambda who, c, t, d, shown: f"{who} claimed {c}.",
    "pass": lambda who, c, t, d, shown: f"{who} passed on {c}.",
    "claim-won": lambda who, c, t, d, shown: f"{who} gets {c} (thank you!).",
    "knock": lambda who, c, t, d, shown: f"{who} knocked.",
    "blast": lambda who, c, t, d, shown: f"{who} stopped with a Blast: {c}.",
    "four-sevens": lambda who, c, t, d, shown: f"{who} showed four sevens.",
    "go-out": lambda who, c, t, d, shown: (
        f"{who} went out" + (" with a Perfect (Hoola)!" if d else ".")
    ),
    "stock-end": lambda who, c, t, d, shown: "The stock ran out: hands are shown.",
    "drop-out": lambda who, c, t, d, shown: f"{who} dropped out.",
    "stay-in": lambda who, c, t, d, shown: f"{who} chose to play this round.",
    "forced-out": lambda who, c, t, d, shown: f"{who} had to drop out (four others already play).",
    "must-play": lambda who, c, t, d, shown: f"{who} must play (enough have dropped out).",
    "dropouts-done": lambda who, c, t, d, shown: (
        "Five play this round; the dropped hands go back into the stock."
    ),
}
"""The words of each kind of log event."""


def event_line(
    kind: str,
    player: str,
    cards: Sequence[Card] = (),
    target: int = -1,
    detail: Sequence[str] = (),
) -> str:
    """One line of the log: what ``player`` did (``kind``), with the ``cards`` the viewer
    may see (none for another player's card drawn from the stock), the ``target`` table
    meld and the event's ``detail`` (a going out's ``"perfect"``)."""
    line = EVENTS[kind](player, _cards(cards), target, tuple(detail), bool(cards))
    return agree(line)


# -- the table's input problems (tutor.play.reasons.PlayErrorCode) ----------------------------


def _too_many_players(v: Mapping[str, Any]) -> str:
    extra = "" if v.get("six_seven") else " (7 with the six-or-seven-player variant)"
    return f"{v['count']} players: Hoola is for at most {v['limit']}{extra}"


PLAY_ERRORS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "not-a-move": lambda v: f"{v['text']!r} is not a move",
    "meld-needs-cards": lambda v: f"{v['text']!r}: name the cards of the meld",
    "lay-off-form": lambda v: f"{v['text']!r}: a lay-off names a card and the meld's number",
    "one-card": lambda v: f"{v['text']!r}: name exactly one card",
    "no-bot-level": lambda v: (
        f"there is no bot level {v['level']!r}: choose one of {', '.join(v['levels'])}"
    ),
    "no-move": lambda v: "the round is over: there is no move to choose",
    "round-too-long": lambda v: f"the round did not end within {v['limit']} moves",
    "not-at-table": lambda v: f"{v['name']!r} is not at this table",
    "too-few-players": lambda v: f"a round needs at least 2 players, not {v['count']}",
    "too-many-players": _too_many_players,
    "bad-name": lambda v: f"{v['name']!r} cannot be a player's name: use 1 to 30 characters",
    "name-twice": lambda v: f"the name {v['name']!r} is used twice: every player needs their own",
    "dealer-not-player": lambda v: f"the dealer {v['dealer']!r} is not one of the players",
    "bad-seed": lambda v: f"the seed must be a whole number from 0, not {v['seed']!r}",
    "not-a-meld-here": lambda v: f"{v['text']!r} is not a meld under these rules",
    "card-twice": lambda v: "a card is used twice in this position",
    "bad-fill": lambda v: f"the cards filled in for {v['name']!r} do not match their card count",
}
"""The words of each problem with the practice table's input, by its code."""


def play_error_sentence(code: str, values: Mapping[str, Any]) -> str:
    """A problem with the practice table's input (``code`` and its ``values``) in plain
    English, quoting the input."""
    return PLAY_ERRORS[code](values)


# -- the end of the round ----------------------------------------------------------------------


def outcome_title(ending: str, perfect: bool = False) -> str:
    """How a round of the table ended: the ending's title, or a Perfect's."""
    if ending == "going-out" and perfect:
        return "Perfect (Hoola)"
    return ENDING_TITLES[ending]


def outcome_sentence(
    ending: str, perfect: bool, ender: str | None, winner: str, collected: float
) -> str:
    """The round's end in one line: who ended it and how, who wins and what they collect
    (``ender``: the knocker or the winner who stopped the round; none at the stock)."""
    title = outcome_title(ending, perfect)
    lead = f"{ender} ended the round: {title}." if ender else f"{title}."
    return agree(f"{lead} {winner} wins and collects {plural(collected)}.")


# -- the table's status line and the page's messages ------------------------------------------

STATUS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "over": lambda v: "The round is over.",
    "draw": lambda v: "Your turn: draw a card.",
    "draw-or-stop": lambda v: "Your turn: stop the round, or draw.",
    "play": lambda v: "Meld, lay off, then discard.",
    "claim": lambda v: f"{v['discarder']} threw {v['card'].pretty}: claim it?",
    "dropout": lambda v: "Six or seven at the table: play this round or drop out?",
    "to-move": lambda v: f"{v['name']} to move.",
}
"""The words of the table's status line (whose move it is, and what it may do), by code."""


def status_code(phase: str, mover: str | None, viewer: str, *, draws_only: bool = True) -> str:
    """Which status line the table shows ``viewer``: the round's ``phase`` and whose move it
    is (``mover``); at the draw, ``draws_only`` when no ending may be called instead."""
    if phase == "over":
        return "over"
    if mover != viewer:
        return "to-move"
    if phase == "draw":
        return "draw" if draws_only else "draw-or-stop"
    return phase  # play, claim, dropout


def status_sentence(code: str, **values: Any) -> str:
    """The table's status line for ``code`` (a code of :data:`STATUS`) and its values."""
    return STATUS[code](values)


def _no_move_with(v: Mapping[str, Any]) -> str:
    why = f" {v['why']}" if v.get("why") else ""
    return f"No move with {' '.join(c.pretty for c in v['cards'])} now.{why}"


MESSAGES: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "link-out-of-range": lambda v: "a value in the link is out of range",
    "link-moves-misfit": lambda v: "the moves in the link do not fit this deal",
    "link-not-restored": lambda v: (
        f"The game in the link could not be restored ({v['detail']}); deal a new one."
    ),
    "move-gone": lambda v: "That move is no longer open: the table has moved on.",
    "ledger-added": lambda v: "Added to your practice game in the ledger.",
    "ledger-new": lambda v: "Saved as a new game in the ledger: open it on the Game ledger page.",
    "ledger-failed": lambda v: f"The round could not be added to a ledger: {v['detail']}",
    "not-dealt": lambda v: f"No round was dealt: {v['detail']}",
    "coach-agrees": lambda v: "The coach would have played every one of your moves the same way.",
    "risk-note": lambda v: (
        f"The chance {'the next player' if v['claimants'] == 1 else 'any player who may claim it'}"
        f" can lay a new meld with the card, over {v['samples']} deals of the cards you have not "
        "seen that fit what the others did (the low cards they keep, the discards they passed). "
        "A seven always melds; a card whose partners you have all seen never does."
    ),
    "review-marks": lambda v: (
        "Each decision is played out by the coach (고수, the expert) on deals of the cards you "
        "could not see, yours and its own over the same deals. Marks by the stakes your move "
        "loses against the coach's, counted cautiously (less one standard error): under "
        f"{v['small']:g} good, from {v['small']:g} a small mistake, from {v['clear']:g} a clear "
        f"mistake, from {v['serious']:g} a serious one."
    ),
    "tap-cards": lambda v: "Tap cards in your hand to meld, lay off or discard them.",
    "no-move-with": _no_move_with,
}
"""The words of the practice page's own messages (a link that cannot be replayed, the
ledger, the review), by code."""


def play_message(code: str, **values: Any) -> str:
    """One of the practice page's messages (a code of :data:`MESSAGES`) from its values."""
    return MESSAGES[code](values)


CLOSED_SETS: dict[str, Mapping[str, Callable[..., str]]] = {
    "play-reason": REASONS,
    "play-action": ACTIONS,
    "play-event": EVENTS,
    "play-error": PLAY_ERRORS,
    "play-status": STATUS,
    "play-message": MESSAGES,
}
"""Each closed set of codes this module renders, by name, with a renderer per code."""
