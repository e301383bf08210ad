"""The words of the payout checker and the game ledger, from the catalogs
(``locales/*/ledger.ftl``, ``payout.ftl``, ``charts.ftl``, ``round-form.ftl``).

The pages hold these as data (a code and the names and numbers involved) and ask here for
the words. Each closed set is a ``Literal`` whose codes (:data:`CODES`) are catalog ids
``<set>-<code>`` (``ledger-message-round-saved``, ``hand-label-as-entered``); the other
functions are single messages (``ledger-winner-line``, ``ledger-flow-title``, …). Grammar
(plurals, "You" versus a name, Korean particles) lives in the catalog; here numbers are only
made plain (a :class:`~fractions.Fraction` of stakes becomes a number) and lists joined by
the locale.

The text returned is plain: a page that shows it as markdown escapes what came from the
user before passing it in (a name may be passed already marked up, e.g. in bold, and is put
in as given).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any, Literal, get_args

from tutor.words.catalog import text
from tutor.words.derived import ARGS, Values
from tutor.words.messages import write_error
from tutor.words.numbers import listing, number
from tutor.words.values import name_text

__all__ = [
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
    "amount",
    "compared_winner",
    "deal_line",
    "dropout_line",
    "flow_link",
    "flow_node",
    "flow_summary",
    "flow_title",
    "hand_count",
    "hand_label",
    "ledger_message",
    "melded_note",
    "net_summary",
    "payment_summary",
    "payment_title",
    "rules_summary",
    "stakes",
    "stakes_line",
    "switch_effect",
    "winner_count",
    "winner_line",
]

LedgerMessageCode = Literal[
    "game-started", "game-imported", "game-deleted", "game-broken", "stake-missing",
    "round-saved", "round-changed", "round-removed", "round-refused",
    "example-loaded", "record-loaded", "record-refused", "nothing-paid", "transfers",
    "delete-game", "payment", "games-unavailable", "endings-ask-hand",
    "just-as-good", "rules-changed", "rules-changed-unsettled",
    "settled-under", "player-renamed",
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
"""Each closed set's codes (the values of its ``Literal``), by the set's name; each code
is the catalog message ``<set>-<code>``."""


def amount(value: Fraction | float) -> float | int:
    """A number of stakes as a plain number for a message (a ``Fraction`` of quarter
    stakes becomes ``0.25``; whole values stay whole)."""
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else float(value)
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def stakes(value: Any) -> str:
    """A number of stakes with its word: "1 stake", "2 stakes", "0.25 stakes"."""
    return text("ledger-stakes", stakes=amount(value))


# -- derived arguments (never words: numbers made plain, lists joined) ----------------------------


def _error_text(v: Values) -> dict[str, Any]:
    """An error quoted in a message, as its own sentence (written by the words layer)."""
    return {"error": str(v["error"])} if "error" in v else {}


def _loaded(v: Values) -> dict[str, Any]:
    changed = list(v.get("changed") or ())
    return {
        "preset": v.get("preset") or "none",
        "changed": ", ".join(changed),
        "changes": len(changed),
    }


def _payment(v: Values) -> dict[str, Any]:
    return {"stakes": amount(v["stakes"])}


def _error_cause(v: Values) -> dict[str, Any]:
    return {"cause": write_error(v["cause"])}


ARGS.update(
    {
        "ledger-message-game-broken": _error_text,
        "ledger-message-record-refused": _error_text,
        "ledger-message-round-refused": _error_text,
        "ledger-message-example-loaded": _loaded,
        "ledger-message-record-loaded": _loaded,
        "ledger-message-payment": _payment,
        "switch-effect-unsettled": _error_text,
        "ledger-error-in-round": _error_cause,
    }
)


def ledger_message(code: LedgerMessageCode, **values: Any) -> str:
    """A message of the game ledger or the payout checker: its ``code`` and the names and
    numbers it quotes (``values``, e.g. ``number=1, winner="Ann"`` for ``round-saved``)."""
    msg_id = f"ledger-message-{code}"
    extra = ARGS.get(msg_id)
    values.setdefault("seed", None)
    values.setdefault("rounds", 0)
    return text(msg_id, **{**values, **(extra(values) if extra else {})})


# -- the settlement's winner and hands ----------------------------------------------------------


def winner_line(winner: str, collected: float) -> str:
    """Who wins the round and what they collect: "Ann wins and collects 4 stakes"."""
    return text("ledger-winner-line", winner=winner, stakes=amount(collected))


def compared_winner(
    winner: str, collected: float, mark: Callable[[str], str] = lambda words: words
) -> str:
    """One side of a rules comparison: "Winner: Ann, collects 4 stakes"; ``mark`` wraps the
    name and the amount (a page passes its own emphasis, the name already escaped)."""
    return text("ledger-compared-winner", winner=mark(winner), amount=mark(stakes(collected)))


def hand_label(code: HandLabelCode, name: str, points: float = 0, sevens: int = 0) -> str:
    """One player's hand as the payout checker labels it: "Ann: 20 points (as entered)"."""
    return text(f"hand-label-{code}", name=name, points=amount(points), sevens=sevens)


def hand_count(cards: int, points: float) -> str:
    """The round form's count of the hand typed so far: "3 cards · 28 points in hand"."""
    return text("ledger-hand-count", cards=cards, points=amount(points))


def winner_count(ending: WinnerEnding) -> str:
    """Why the winner of ``ending`` (going out, a Blast, four sevens) enters no count."""
    return text(f"winner-count-{ending}")


# -- the next round (game ledger) ---------------------------------------------------------------


def deal_line(
    dealer: str, why: DealWhy, last_round: int, direction: str, order: Sequence[str]
) -> str:
    """Who deals the next round and why (``why``: a ``deal-why`` code; ``last_round``, the
    round they won), then the turn order (``direction``: the rules' ``direction`` value):
    "Ann deals (won round 1) and plays first. Turn order (clockwise): Ann → Bo → Cy."."""
    return text(
        "ledger-deal-line",
        dealer=dealer,
        why=text(f"deal-why-{why}", last=last_round),
        direction=direction,
        order=" → ".join(map(name_text, order)),
    )


def dropout_line(count: int, deciders: Sequence[str] | str, rule: str) -> str:
    """With six or seven at the table: how many drop out after the deal, and who decides in
    turn (``deciders``, names listed by the locale; ``rule``, the rule-book point)."""
    names = deciders if isinstance(deciders, str) else listing(deciders)
    return text("ledger-dropout-line", count=count, deciders=names, rule=rule)


def stakes_line(why: StakesNote, multiplier: str, rule: str) -> str:
    """The next round's stakes (``multiplier``, as the page shows it, e.g. "×2") and why
    (a ``stakes-note`` code; ``rule``, the rule-book point on a Perfect's doubling)."""
    note = text(f"stakes-note-{why}", rule=rule)
    return text("ledger-stakes-line", multiplier=multiplier, note=note)


# -- the money-flow chart and a loser's payment ---------------------------------------------------


def flow_link(code: FlowLinkCode, payer: str, payee: str, stakes: float, loser: str = "") -> str:
    """One payment of the money flow: "Ann → Bo: 2 stakes (Cy's payment)"."""
    return text(f"flow-link-{code}", payer=payer, payee=payee, stakes=amount(stakes), loser=loser)


def flow_node(code: FlowNodeCode, name: str, stakes: float, *, short: bool = False) -> str:
    """A player of the money flow and their amount: "Ann pays 4 stakes", or with
    ``short`` the number alone ("Ann pays 4", the chart's label)."""
    return text(
        f"flow-node-{code}", name=name, stakes=amount(stakes), short="true" if short else "false"
    )


def flow_title(winner: str, collected: float) -> str:
    """The money flow's title: "Who pays whom: Ann collects 4"."""
    return text("ledger-flow-title", winner=winner, collected=amount(collected))


def flow_summary(payments: Sequence[tuple[str, str, float]]) -> str:
    """The money flow in one sentence (the chart's text for screen readers): each
    ``(payer, payee, stakes)``, or that nothing is paid."""
    flow = [text("ledger-flow-pays", payer=a, payee=b, stakes=amount(x)) for a, b, x in payments]
    return text("ledger-flow-summary", flow="; ".join(flow) or "none")


def payment_title(name: str, base: float, multiplier: float, total: float) -> str:
    """One loser's payment, as the waterfall's title: "Cy: 1 × 4 = 4 stakes"."""
    return text(
        "ledger-payment-title",
        name=name,
        base=amount(base),
        multiplier=amount(multiplier),
        stakes=amount(total),
    )


def payment_summary(name: str, base: float, factors: Sequence[float], total: float) -> str:
    """One loser's payment in one sentence (the waterfall's text for screen readers):
    "Cy's payment: 1 × 2 × 2 = 4 stakes."."""
    sums = " × ".join(_plain(x) for x in (base, *factors))
    return text("ledger-payment-summary", name=name, sum=sums, stakes=amount(total))


def _plain(x: Any) -> str:
    return number(amount(x))


def net_summary(net: Mapping[str, int]) -> str:
    """Each player's net result in one sentence (the chart's text for screen readers)."""
    results = ", ".join(f"{name_text(n)} {v:+d}" for n, v in net.items())
    return text("ledger-net-summary", results=results)


# -- two rule sets compared (rules-compare) -----------------------------------------------------


def rules_summary(code: RulesCompareCode, switches: int, what: str) -> str:
    """Two rule sets compared in one sentence: how many ``switches`` differ and whether
    ``what`` the page compares differs (``what``: the page's words, e.g. "the settlement")."""
    return text(f"rules-compare-{code}", switches=switches, what=what)


def switch_effect(code: SwitchEffectCode, switch: str = "", error: object = "") -> str:
    """What ``switch`` (as the page names it), changed alone, does to the result."""
    return text(f"switch-effect-{code}", switch=switch, error=str(error))


# -- had melded (melded-note) --------------------------------------------------------------------


def melded_note(code: MeldedNote, **values: Any) -> str:
    """The note beside a player's "had melded" on the round form."""
    if "total" in values:
        values["stakes"] = amount(values.pop("total"))
    return text(f"melded-note-{code}", **values)
