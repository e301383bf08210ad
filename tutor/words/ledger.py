"""Sentences for the payout checker and the game ledger: the winner line, the round and
game messages, the charts' titles and the rules comparison, from codes and values.

The pages hold these as data (a code and the names and numbers involved) and ask here for
the words:

* :func:`ledger_message` — a message of the ledger or the payout checker
  (``ledger-message``: a game started, a round saved, a file refused, …);
* :func:`winner_line` — who wins the round and what they collect;
* :func:`hand_label` — one hand's count as the payout checker labels it (``hand-label``);
* :func:`hand_count` — the round form's running count of a hand;
* :func:`deal_line` — who deals the next round and why (``deal-why``), and the turn order;
* :func:`flow_link`, :func:`flow_node`, :func:`flow_title` — the money-flow chart
  (``flow-link``, ``flow-node``); :func:`payment_title` — one loser's payment;
* :func:`rules_summary` — two rule sets compared (``rules-compare``), and
  :func:`switch_effect` — what one differing switch does alone (``switch-effect``);
* :func:`dropout_line`, :func:`stakes_line` — the next round's drop-outs and stakes
  (``stakes-note``); :func:`winner_count` — why the round form asks no count of a winner
  (``winner-count``); :func:`flow_summary`, :func:`payment_summary`, :func:`net_summary` —
  the charts in one sentence each, for screen readers.

Each closed set is a ``Literal`` (its values in :data:`CODES`) with a renderer per code in
:data:`CLOSED_SETS`.

The text returned is plain: a page that shows it as markdown escapes what came from the
user before passing it in (a name may be passed already marked up, e.g. in bold, and is put
in as given). Sentences naming a player pass through :func:`~tutor.words.engine.agree`,
so a player named "You" reads "You win", not "You wins".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal, get_args

from tutor.words.engine import agree, plural

__all__ = [
    "CLOSED_SETS",
    "CODES",
    "DealWhy",
    "FlowLinkCode",
    "FlowNodeCode",
    "HandLabelCode",
    "LedgerMessageCode",
    "MeldedNote",
    "RulesCompareCode",
    "StakesNote",
    "SwitchEffectCode",
    "WinnerEnding",
    "DEAL_WHY",
    "FLOW_LINKS",
    "FLOW_NODES",
    "HAND_LABELS",
    "LEDGER_MESSAGES",
    "MELDED_NOTES",
    "RULES_COMPARE",
    "STAKES_NOTES",
    "SWITCH_EFFECTS",
    "WINNER_COUNTS",
    "deal_line",
    "dropout_line",
    "flow_link",
    "flow_node",
    "flow_summary",
    "flow_title",
    "compared_winner",
    "hand_count",
    "hand_label",
    "ledger_message",
    "melded_note",
    "net_summary",
    "payment_summary",
    "payment_title",
    "rules_summary",
    "stakes_line",
    "switch_effect",
    "winner_count",
    "winner_line",
]

Values = Mapping[str, Any]

LedgerMessageCode = Literal[
    "game-started", "game-imported", "game-deleted", "game-broken", "stake-missing",
    "round-saved", "round-changed", "round-removed", "round-refused",
    "example-loaded", "record-loaded", "record-refused", "nothing-paid", "transfers",
    "delete-game", "payment", "games-unavailable", "endings-ask-hand",
    "just-as-good", "rules-changed", "rules-changed-unsettled",
    "settled-under",
]  # fmt: skip
"""A message of the game ledger, the payout checker, the endings explainer or meld
practice."""
HandLabelCode = Literal["counted", "as-entered", "no-cards", "winner"]
"""How a hand was counted, as the payout checker labels it."""
DealWhy = Literal["first-dealer", "won-last"]
"""Why a player deals the next round."""
StakesNote = Literal["doubling-off", "after-perfect", "may-double"]
"""Why the next round is played for its stakes."""
FlowLinkCode = Literal["payment", "paid-for", "penalty", "compensation"]
"""What a link of the money flow carries."""
FlowNodeCode = Literal["pays", "gets"]
"""A player of the money flow: one who pays or one who gets."""
RulesCompareCode = Literal["same-rules", "result-differs", "result-same"]
"""Two rule sets compared, and whether the result shown differs."""
SwitchEffectCode = Literal["alone", "unsettled", "together"]
"""What one differing switch, changed alone, does to the settlement."""
MeldedNote = Literal["from-cards", "went-out", "blast", "ask", "never", "doubles"]
"""What the round form says beside a player's "had melded": where the answer came from,
that it is still to give, or that it doubles a loser's payment."""
WinnerEnding = Literal["going-out", "blast", "four-sevens"]
"""The endings that name their winner, who enters no count on the round form."""

CODES: dict[str, frozenset[str]] = {
    "ledger-message": frozenset(get_args(LedgerMessageCode)),
    "hand-label": frozenset(get_args(HandLabelCode)),
    "deal-why": frozenset(get_args(DealWhy)),
    "stakes-note": frozenset(get_args(StakesNote)),
    "flow-link": frozenset(get_args(FlowLinkCode)),
    "flow-node": frozenset(get_args(FlowNodeCode)),
    "rules-compare": frozenset(get_args(RulesCompareCode)),
    "switch-effect": frozenset(get_args(SwitchEffectCode)),
    "winner-count": frozenset(get_args(WinnerEnding)),
    "melded-note": frozenset(get_args(MeldedNote)),
}
"""Each closed set's codes (the values of its ``Literal``), by the set's name."""


# -- messages (ledger-message) ------------------------------------------------------------------


def _game_started(v: Values) -> str:
    seed = v.get("seed")
    drawn = f" (drawn with seed {seed})" if seed is not None else ""
    return f"Game started. {v['dealer']} deals first{drawn}."


def _rules_note(v: Values) -> str:
    """What loading a round did to the rules in force: nothing, or the preset (and the
    switches changed from it) now in force."""
    preset = v.get("preset")
    if not preset:
        return ""
    changed = v.get("changed") or ()
    tail = f" with {', '.join(changed)} changed." if changed else "."
    return f" Its rules are now in force: {preset}{tail}"


def _loaded(what: str) -> Callable[[Values], str]:
    def render(v: Values) -> str:
        return f"Loaded {what.format(**v)}.{_rules_note(v)} Press {v['button']} to settle it."

    return render


LEDGER_MESSAGES: dict[str, Callable[[Values], str]] = {
    "game-started": _game_started,
    "game-imported": lambda v: f"Imported {v['name']} ({plural(v['rounds'], 'round')}).",
    "game-deleted": lambda v: f"Deleted {v['name']}.",
    "game-broken": lambda v: (
        f"This game cannot be worked out: {v['error']}. Undo the last round, or edit the "
        "round named."
    ),
    "stake-missing": lambda v: "Give the value of one stake first.",
    "round-saved": lambda v: f"Round {v['number']} saved: {v['winner']} wins.",
    "round-changed": lambda v: f"Round {v['number']} changed; everything after it was recomputed.",
    "round-removed": lambda v: f"Round {v['number']} removed.",
    "example-loaded": _loaded("the example “{title}”"),
    "record-loaded": _loaded("the record from {file}"),
    "record-refused": lambda v: (
        f"{v['file']} was not loaded: {v['error']}. The form keeps what it had."
    ),
    "nothing-paid": lambda v: "Nothing is paid.",
    "transfers": lambda v: (
        f"{v['count']} transfer{'' if v['count'] == 1 else 's'}: the fewest that settle every "
        "balance."
    ),
    "delete-game": lambda v: (
        f"Delete {v['name']}"
        + (f" and its {plural(v['rounds'], 'round')}" if v.get("rounds") else "")
        + "? This cannot be undone (export it first to keep a copy)."
    ),
    "round-refused": lambda v: f"This round cannot be settled as entered: {v['error']}",
    "payment": lambda v: (
        f"{v['payer']} pays {v['payee']} {v['amount']} "
        f"{'stake' if v['stakes'] == 1 else 'stakes'} = {v['money']}"
    ),
    "games-unavailable": lambda v: "Saved games are not available: ",
    "endings-ask-hand": lambda v: "Type, pick or deal a hand to see which endings are open.",
    "just-as-good": lambda v: f"**Just as good**: these leave {plural(v['points'], 'point')} too.",
    "rules-changed": lambda v: (
        f"Rules changed to {v['rules']}: the round was settled again under them."
    ),
    "rules-changed-unsettled": lambda v: (
        f"Rules changed to {v['rules']}: the round below was settled under {v['old']}. "
        f"Press {v['button']} to settle what the form holds under the new rules."
    ),
    "settled-under": lambda v: f"Settled under {v['rules']}.",
}
"""The words of each message of the ledger and the payout checker, by its code."""


def ledger_message(code: LedgerMessageCode, **values: Any) -> str:
    """A message of the game ledger or the payout checker: its ``code`` and the names and
    numbers it quotes (``values``, e.g. ``number=1, winner="Ann"`` for ``round-saved``)."""
    return agree(LEDGER_MESSAGES[code](values))


# -- the settlement's winner and hands ----------------------------------------------------------


def winner_line(winner: str, collected: float) -> str:
    """Who wins the round and what they collect: "Ann wins and collects 4 stakes"."""
    return agree(f"{winner} wins and collects {plural(collected)}")


def compared_winner(
    winner: str, collected: float, mark: Callable[[str], str] = lambda text: text
) -> str:
    """One side of a rules comparison: "Winner: Ann, collects 4 stakes"; ``mark`` wraps the
    name and the amount (a page passes its own emphasis, the name already escaped)."""
    return f"Winner: {mark(winner)}, collects {mark(plural(collected))}"


def _count(v: Values) -> str:
    return f"{v['name']}: {plural(v['points'], 'point')}"


def _as_entered(v: Values) -> str:
    sevens = f", {plural(v['sevens'], 'seven')} held" if v.get("sevens") else ""
    return f"{_count(v)}{sevens} (as entered)"


HAND_LABELS: dict[str, Callable[[Values], str]] = {
    "counted": _count,
    "as-entered": _as_entered,
    "no-cards": lambda v: f"{_count(v)} (no cards left)",
    "winner": lambda v: f"{v['name']} wins",
}
"""How the payout checker labels a hand: counted from its cards, as entered (a count typed
in), a hand with no cards left, or the winner's (whose count is not needed)."""


def hand_label(code: HandLabelCode, name: str, points: float = 0, sevens: int = 0) -> str:
    """One player's hand as the payout checker labels it: "Ann: 20 points (as entered)"."""
    return agree(HAND_LABELS[code]({"name": name, "points": points, "sevens": sevens}))


def hand_count(cards: int, points: float) -> str:
    """The round form's count of the hand typed so far: "3 cards · 28 points in hand"."""
    return f"{plural(cards, 'card')} · {plural(points, 'point')} in hand"


WINNER_COUNTS: dict[str, Callable[[], str]] = {
    "going-out": lambda: "Went out: no cards left to count.",
    "blast": lambda: "Won with a Blast: the winner's count is not needed.",
    "four-sevens": lambda: "Won with four sevens: the winner's count is not needed.",
}
"""Why the round form asks no count of the winner, by the ending that names one."""


def winner_count(ending: WinnerEnding) -> str:
    """Why the winner of ``ending`` (going out, a Blast, four sevens) enters no count."""
    return WINNER_COUNTS[ending]()


# -- the next round (game ledger) ---------------------------------------------------------------


DEAL_WHY: dict[str, Callable[[int], str]] = {
    "first-dealer": lambda last: "the first dealer",
    "won-last": lambda last: f"won round {last}",
}
"""Why a player deals: the game's first dealer, or the winner of the round before."""


def deal_line(
    dealer: str, why: DealWhy, last_round: int, direction: str, order: Sequence[str]
) -> str:
    """Who deals the next round and why (``why``: a ``deal-why`` code; ``last_round``, the
    round they won), then the turn order: "Ann deals (won round 1) and plays first. Turn
    order (clockwise): Ann → Bo → Cy."."""
    return agree(
        f"{dealer} deals ({DEAL_WHY[why](last_round)}) and plays first. "
        f"Turn order ({direction}): {' → '.join(order)}."
    )


def dropout_line(count: int, deciders: str, rule: str) -> str:
    """With six or seven at the table: how many drop out after the deal, and who decides in
    turn (``deciders``, already listed; ``rule``, the rule-book point)."""
    return agree(
        f"After the deal {count} must drop out so that five play. The dealer plays; "
        f"{deciders} decide in turn ({rule})."
    )


STAKES_NOTES: dict[str, Callable[[str], str]] = {
    "doubling-off": lambda rule: " (Hoola doubles is off: every round is played for one stake)",
    "after-perfect": lambda rule: f" after a Perfect ({rule})",
    "may-double": lambda rule: " (a Perfect would double the next round's stakes)",
}
"""Why the next round is played for its stakes: Hoola doubles off, doubled after a
Perfect, or single with a Perfect able to double the next."""


def stakes_line(why: StakesNote, multiplier: str, rule: str) -> str:
    """The next round's stakes (``multiplier``, as the page shows it, e.g. "×2") and why
    (a ``stakes-note`` code; ``rule``, the rule-book point on a Perfect's doubling)."""
    return f"Stakes this round: {multiplier}{STAKES_NOTES[why](rule)}."


# -- the money-flow chart and a loser's payment ---------------------------------------------------


FLOW_LINKS: dict[str, Callable[[str, str, str, str], str]] = {
    "payment": lambda payer, payee, amount, loser: f"{payer} → {payee}: {amount}",
    "paid-for": lambda payer, payee, amount, loser: (
        f"{payer} → {payee}: {amount} ({loser}'s payment)"
    ),
    "penalty": lambda payer, payee, amount, loser: (
        f"{payer} → {payee}: {amount} (undercut penalty)"
    ),
    "compensation": lambda payer, payee, amount, loser: (
        f"{payer} → {payee}: {amount} (drop-out compensation)"
    ),
}
"""What one link of the money flow carries: a loser's own payment, a payment made for
another loser, the undercut penalty or drop-out compensation."""


def flow_link(code: FlowLinkCode, payer: str, payee: str, stakes: float, loser: str = "") -> str:
    """One payment of the money flow: "Ann → Bo: 2 stakes (Cy's payment)"."""
    return FLOW_LINKS[code](payer, payee, plural(stakes), loser)


FLOW_NODES: dict[str, Callable[[str, str], str]] = {
    "pays": lambda name, amount: f"{name} pays {amount}",
    "gets": lambda name, amount: f"{name} gets {amount}",
}
"""A player of the money flow: one who pays (left) or one who gets (right)."""


def flow_node(code: FlowNodeCode, name: str, stakes: float, *, short: bool = False) -> str:
    """A player of the money flow and their amount: "Ann pays 4 stakes", or with
    ``short`` the number alone ("Ann pays 4", the chart's label)."""
    amount = f"{stakes:g}" if short else plural(stakes)
    return agree(FLOW_NODES[code](name, amount))


def flow_title(winner: str, collected: float) -> str:
    """The money flow's title: "Who pays whom: Ann collects 4"."""
    return agree(f"Who pays whom: {winner} collects {collected:g}")


def flow_summary(payments: Sequence[tuple[str, str, float]]) -> str:
    """The money flow in one sentence (the chart's text for screen readers): each
    ``(payer, payee, stakes)``, or that nothing is paid."""
    flow = "; ".join(agree(f"{a} pays {b} {x:g}") for a, b, x in payments)
    return f"Who pays whom: {flow or 'nothing is paid'}."


def payment_title(name: str, base: float, multiplier: float, total: float) -> str:
    """One loser's payment, as the waterfall's title: "Cy: 1 × 4 = 4 stakes"."""
    return f"{name}: {base:g} × {multiplier:g} = {plural(total)}"


def payment_summary(name: str, base: float, factors: Sequence[float], total: float) -> str:
    """One loser's payment in one sentence (the waterfall's text for screen readers):
    "Cy's payment: 1 × 2 × 2 = 4 stakes."."""
    times = "".join(f" × {f:g}" for f in factors)
    return f"{name}'s payment: {base:g}{times} = {plural(total)}."


def net_summary(net: Mapping[str, int]) -> str:
    """Each player's net result in one sentence (the chart's text for screen readers)."""
    return "Net result per player: " + ", ".join(f"{n} {v:+d}" for n, v in net.items()) + "."


# -- two rule sets compared (rules-compare) -----------------------------------------------------


def _switches(n: int) -> str:
    return "1 switch differs" if n == 1 else f"{n} switches differ"


RULES_COMPARE: dict[str, Callable[[int, str], str]] = {
    "same-rules": lambda n, what: f"The two rule sets are the same: {what} cannot differ.",
    "result-differs": lambda n, what: (
        f"{_switches(n)}, and {what} differs: one or more of these switches (⚡) changes it."
    ),
    "result-same": lambda n, what: f"{_switches(n)}, but {what} is the same under both.",
}
"""Two rule sets compared: no switch differs, or some do and the result shown (``what``:
"the settlement", "the verdict for this hand") differs or not."""


def rules_summary(code: RulesCompareCode, switches: int, what: str) -> str:
    """Two rule sets compared in one sentence: how many ``switches`` differ and whether
    ``what`` the page compares differs."""
    return RULES_COMPARE[code](switches, what)


SWITCH_EFFECTS: dict[str, Callable[[str, str], str]] = {
    "alone": lambda switch, error: f"{switch} changes the result on its own",
    "unsettled": lambda switch, error: (
        f"{switch} changes the result: the round cannot be settled with it ({error})"
    ),
    "together": lambda switch, error: (
        "No single switch changes the result alone: it takes them together."
    ),
}
"""What a differing switch does when changed alone: changes the settlement, makes the
round impossible to settle, or (no switch alone) only the switches together change it."""


def switch_effect(code: SwitchEffectCode, switch: str = "", error: object = "") -> str:
    """What ``switch`` (as the page names it), changed alone, does to the result."""
    return SWITCH_EFFECTS[code](switch, str(error))


# -- had melded (melded-note) --------------------------------------------------------------------


MELDED_NOTES: dict[str, Callable[[Values], str]] = {
    "from-cards": lambda v: (
        f"{'Melded' if v['melded'] else 'Never melded'}: {plural(v['cards'], 'card')} in hand "
        f"({'fewer than' if v['melded'] else 'at least'} seven)."
    ),
    "went-out": lambda v: "Melded: went out.",
    "blast": lambda v: "Never melded: a Blast is called before any meld.",
    "ask": lambda v: "Tap one: never melding doubles a loser's payment.",
    "never": lambda v: "Never melded: a loss costs this player double (×2).",
    "doubles": lambda v: (
        f"As entered: {v['name']} pays {plural(v['total'])}, doubled ({v['why']})."
    ),
}
"""Beside a player's "had melded": where the answer came from (the cards held, the
ending), that it is still to be given, or the doubling it brings."""


def melded_note(code: MeldedNote, **values: Any) -> str:
    """The note beside a player's "had melded" on the round form."""
    return MELDED_NOTES[code](values)


CLOSED_SETS: dict[str, Mapping[str, Callable[..., str]]] = {
    "ledger-message": LEDGER_MESSAGES,
    "hand-label": HAND_LABELS,
    "deal-why": DEAL_WHY,
    "flow-link": FLOW_LINKS,
    "flow-node": FLOW_NODES,
    "rules-compare": RULES_COMPARE,
    "winner-count": WINNER_COUNTS,
    "stakes-note": STAKES_NOTES,
    "switch-effect": SWITCH_EFFECTS,
    "melded-note": MELDED_NOTES,
}
"""Each closed set of codes this module renders, by name, with a renderer per code."""
