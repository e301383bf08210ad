"""Sentences for the practice table: the one place in ``tutor.play`` that turns reasons,
moves and log events into words. It moves into the engine's explainer once that lands."""

from __future__ import annotations

from tutor.engine.cards import Card, format_cards
from tutor.engine.endings import ENDING_TITLES
from tutor.play.actions import Action, parse_action
from tutor.play.reasons import Reason

_PHASES = {
    "dropout": "deciding who drops out",
    "draw": "the start of a turn",
    "play": "melding and discarding",
    "claim": "claiming a discard",
    "over": "the end of the round",
}
_NEEDS = {
    "other-melded": "at least one other player must have melded",
    "knocker-and-other": "the knocker and at least one other player must have melded",
    "none": "",
}


def _cards(cards: tuple[Card, ...]) -> str:
    return format_cards(cards, pretty=True)


def _n(x: float) -> str:
    return f"{x:g}"


def _perfect(n: dict[str, float], who: str) -> str:
    return f" It gives {who} a Perfect about {_n(round(100 * n['perfect']))}% of the time."


def say(r: Reason) -> str:
    """One reason as a sentence."""
    n, c, t = r.numbers, r.cards, r.text
    code = r.code
    if code == "round-over":
        return "The round is over: no more moves."
    if code == "not-your-turn":
        return f"It is {t[0]}'s move, not yours."
    if code == "wrong-phase":
        who, phase, kind = t
        return f"'{kind}' is not a move during {_PHASES.get(phase, phase)} ({who} to move)."
    if code == "unknown-move":
        return "That is not a move of this game."
    if code == "not-in-hand":
        return f"{_cards(c)} {'is' if len(c) == 1 else 'are'} not in the hand."
    if code == "not-a-meld":
        return f"{_cards(c)} is not a meld under these rules."
    if code == "discard-must-be-used":
        return f"The discard {_cards(c)} was taken to meld it: lay a new meld with it first."
    if code == "needs-meld-first":
        return "Laying off is allowed only after laying a meld of your own from hand."
    if code == "no-such-meld":
        return f"There is no meld number {int(n['target'])} on the table."
    if code == "does-not-fit":
        return f"{_cards(c[:1])} does not fit the meld {_cards(c[1:])}."
    if code == "keep-a-card":
        return "Keep one card in hand for the final discard: these rules need it to go out."
    if code == "no-discard-to-go-out":
        return "These rules need a final discard to go out."
    if code == "not-out":
        return "Those melds and that discard do not use exactly the cards in hand."
    if code == "no-blast":
        return (
            f"No Blast: the hand totals {int(n.get('total', 0))}; a Blast needs at most "
            f"{int(n.get('sopang_max', 0))} or at least {int(n.get('daepang_min', 0))}, seven "
            "cards and no meld laid."
        )
    if code == "no-knock":
        need = _NEEDS.get(t[0] if t else "none", "")
        tail = f", and {need}" if need else ""
        return (
            f"No knock: {int(n.get('points', 0))} points in hand; the limit is "
            f"{int(n.get('limit', 0))}{tail}."
        )
    if code == "no-four-sevens":
        return f"Four sevens needs all four in hand; this hand has {int(n.get('sevens', 0))}."
    if code == "nothing-to-claim":
        return "The discard pile is empty."
    if code == "cannot-use-discard":
        return f"{_cards(c)} can be taken only to lay a new meld with it at once, and no meld fits."
    if code == "discard-declined":
        return f"{_cards(c)} was passed on when it could be claimed: take from the stock."
    if code == "dealer-stays":
        return "The dealer may not drop out."
    if code in ("must-drop-out", "must-play"):
        return "This choice is already made by the others' decisions."
    if code == "stock-empty":
        return "The stock is empty."
    if code in ("not-perfect", "is-perfect"):
        return "That going out is marked the wrong way: " + (
            "it is a Perfect." if code == "is-perfect" else "it is not a Perfect."
        )
    return _coach(r)


def _coach(r: Reason) -> str:
    n, c, t = r.numbers, r.cards, r.text
    code = r.code
    if code == "ending-open":
        return f"{t[0]} is open to you now."
    if code == "ending-closed":
        return f"{t[0]} is not open now."
    if code == "draw-wins":
        return f"{int(n['draws'])} possible draws would let you go out this turn."
    if code == "seven-always-melds":
        return f"{_cards(c[:1])} is a seven: anyone can take it and lay it alone as a meld." + (
            _perfect(n, t[0]) if n.get("perfect") else ""
        )
    if code == "dead-card":
        return f"{_cards(c)} cannot make a meld for {t[0]}: the cards it would need are seen."
    if code == "meld-chance":
        how = (
            f"counted over all {int(n['samples'])} hands they may hold"
            if n.get("exact")
            else f"{int(n['samples'])} samples"
        )
        passed = f"; they passed over {_cards(c[1:])}" if len(c) > 1 else ""
        return (
            f"{_cards(c[:1])} completes a meld for {t[0]} about {_n(round(100 * n['p']))}% of "
            f"the time ({how}{passed})." + (_perfect(n, t[0]) if n.get("perfect") else "")
        )
    if code == "perfect-chance":
        return f"{_cards(c)} could give {t[0]} a Perfect (about {_n(round(100 * n['p']))}%)."
    if code == "undercut-risk":
        return (
            f"A knock with {int(n['points'])} points is undercut about "
            f"{_n(round(100 * n['p']))}% of the time ({int(n['samples'])} samples, 95% interval "
            f"{_n(round(100 * n['low']))}–{_n(round(100 * n['high']))}%)."
        )
    if code == "best-arrangement":
        return f"Best arrangement leaves {int(n['points'])} points in hand."
    if code == "hint-nudge":
        return (
            "Something is open to you now: look again before you move."
            if n.get("open")
            else ("Nothing special is open: think about which card is safest to throw.")
        )
    if code == "hint-rule":
        return "The rule: " + _HINT_RULES.get(t[0], _HINT_RULES["wait"]).format(
            sopang=int(n.get("sopang_max", 14)), daepang=int(n.get("daepang_min", 83))
        )
    if code == "hint-move":
        if not t:
            return "Wait for your turn."
        return f"The coach would play: {describe_action(parse_action(t[0]))}."
    if code == "review-knock-risky":
        return f"You knocked with about a {_n(round(100 * n['p']))}% chance of being undercut."
    if code == "review-missed-ending":
        return f"{t[0]} was open and you played on."
    if code == "review-missed-knock":
        risk = _n(round(100 * n["p"]))
        return f"You could have knocked with {int(n['points'])} points (undercut risk {risk}%)."
    if code == "review-fed-meld":
        safer = f"; {_cards(c[1:])} was safer" if len(c) > 1 else ""
        return (
            f"Your discard {_cards(c[:1])} let {t[0]} meld it (about "
            f"{_n(round(100 * n['p']))}% of the time{safer})."
        )
    if code == "review-kept-high":
        return f"You discarded {_cards(c[:1])} but kept the higher loose {_cards(c[1:])}."
    if code == "review-took-stock":
        return f"You drew from the stock, but the discard {_cards(c)} would have made a meld."
    return code


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


def describe_action(a: Action) -> str:
    """A button label for a move."""
    k = a.kind
    if k == "meld":
        return f"Meld {_cards(a.cards)}"
    if k == "lay-off":
        return f"Lay off {_cards(a.cards)} on meld {a.target + 1}"
    if k == "discard":
        return f"Discard {_cards(a.cards)}"
    if k == "go-out":
        word = "Perfect (Hoola)!" if a.perfect else "Go out"
        tail = f", discard {_cards(a.cards)}" if a.cards else ""
        return f"{word}: {' · '.join(_cards(m) for m in a.melds)}{tail}"
    return {
        "stay-in": "Play this round",
        "drop-out": "Drop out",
        "blast": "Blast!",
        "knock": "Knock",
        "four-sevens": "Four sevens!",
        "draw-stock": "Draw from the stock",
        "take-discard": "Take the discard",
        "claim": "Claim it (thank you!)",
        "pass": "Pass",
    }.get(k, k)


def describe_event(e, viewer: str | None = None) -> str:  # e: tutor.play.round.Event
    """One line of the log, as ``viewer`` may see it."""
    who = e.player
    k = e.kind
    cards = _cards(e.cards)
    if k == "deal":
        return f"{who} dealt; {cards} is face up on the discard pile."
    if k == "draw-stock":
        return f"{who} drew {cards} from the stock." if e.cards else f"{who} drew from the stock."
    if k == "take-discard":
        return f"{who} took {cards} from the discard pile."
    if k == "meld":
        return f"{who} laid {cards}."
    if k == "lay-off":
        return f"{who} laid off {cards} on meld {e.target + 1}."
    if k == "discard":
        return f"{who} discarded {cards}."
    if k == "claim":
        return f"{who} claimed {cards}."
    if k == "pass":
        return f"{who} passed on {cards}."
    if k == "claim-won":
        return f"{who} gets {cards} (thank you!)."
    if k == "knock":
        return f"{who} knocked."
    if k == "blast":
        return f"{who} stopped with a Blast: {cards}."
    if k == "four-sevens":
        return f"{who} showed four sevens."
    if k == "go-out":
        return f"{who} went out" + (" with a Perfect (Hoola)!" if e.detail else ".")
    if k == "stock-end":
        return "The stock ran out: hands are shown."
    if k == "drop-out":
        return f"{who} dropped out."
    if k == "stay-in":
        return f"{who} plays this round."
    if k == "forced-out":
        return f"{who} had to drop out (four others already play)."
    if k == "must-play":
        return f"{who} must play (enough have dropped out)."
    if k == "dropouts-done":
        return "Five play this round; the dropped hands go back into the stock."
    return f"{who}: {k}"


def ending_title(ending: str) -> str:
    return ENDING_TITLES.get(ending, ending)
