"""Stakes in money and the final reckoning (rule book 6.6): what stakes are worth at a
stake's value, exactly; a stake typed as a number; who pays whom with the fewest transfers.
Amounts stay numbers here (``Decimal`` money, ``Fraction`` stakes): the words layer writes
them (:mod:`tutor.words.money`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation, localcontext
from fractions import Fraction
from functools import cache

from tutor.engine.inputs import quote
from tutor.engine.ledger_errors import LedgerError


@dataclass(frozen=True)
class Payment:
    """One transfer of the final reckoning: ``payer`` gives ``payee`` so many stakes."""

    payer: str
    payee: str
    stakes: Fraction
    money: Decimal


def to_money(stakes: Fraction, stake: Decimal) -> Decimal:
    """Stakes × the value of a stake, exactly (quarter stakes of a finite decimal are a
    finite decimal)."""
    value = stakes * Fraction(stake)
    with localcontext() as ctx:
        ctx.prec = 60
        out = Decimal(value.numerator) / Decimal(value.denominator)
    if Fraction(out) != value:  # pragma: no cover - only with a non-decimal stake
        raise LedgerError("inexact-money", stakes=str(stakes), stake=str(stake))
    return out.normalize() if out != 0 else Decimal(0)


def stakes_money(stakes: Fraction | int | float, stake: Decimal) -> Decimal:
    """What ``stakes`` are worth when one stake is worth ``stake`` (rule 6.6), exactly."""
    return to_money(Fraction(stakes), stake)


def fewest_transfers(balances: Mapping[str, Fraction | int]) -> list[Payment]:
    """Who pays whom so that every balance is settled with the fewest transfers.

    Positive balances are owed money, negative ones owe. The fewest transfers is the
    number of players with a balance less the largest number of disjoint groups whose
    balances each sum to zero (each group settles among itself with one transfer fewer than
    its size). Finding those groups is hard in general; with at most seven players an
    exact search over subsets is instant. ``money`` is left at 0: :func:`ledger` fills it in.

    >>> [(p.payer, p.payee, p.stakes) for p in fewest_transfers({"A": 3, "B": -1, "C": -2})]
    [('B', 'A', Fraction(1, 1)), ('C', 'A', Fraction(2, 1))]
    """
    values = {n: Fraction(v) for n, v in balances.items()}
    if sum(values.values()) != 0:
        raise LedgerError("balances-not-zero", total=str(sum(values.values())))
    names = [n for n, v in values.items() if v != 0]
    if len(names) > 16:
        raise LedgerError("too-many-to-settle", most=16)
    out: list[Payment] = []
    for group in sorted(_zero_sum_groups([values[n] for n in names])):
        members = [names[i] for i in range(len(names)) if group >> i & 1]
        out += _settle_group({n: values[n] for n in members})
    return out


def _zero_sum_groups(values: list[Fraction]) -> tuple[int, ...]:
    """The most disjoint groups (bit masks over ``values``) that each sum to zero and
    together hold every value: an exact search over subsets."""
    sums = [Fraction(0)] * (1 << len(values))
    for mask in range(1, 1 << len(values)):
        low = (mask & -mask).bit_length() - 1
        sums[mask] = sums[mask & (mask - 1)] + values[low]

    @cache
    def groups(mask: int) -> tuple[int, ...]:
        """The most zero-sum groups that split ``mask`` (itself summing to zero)."""
        if not mask:
            return ()
        low = mask & -mask
        best: tuple[int, ...] | None = None
        rest = mask ^ low
        sub = rest
        while True:
            group = sub | low
            if sums[group] == 0 and (group == mask or sums[mask ^ group] == 0):
                found = (group, *groups(mask ^ group))
                if best is None or len(found) > len(best):
                    best = found
            if not sub:
                break
            sub = (sub - 1) & rest
        assert best is not None  # mask itself sums to zero
        return best

    return groups((1 << len(values)) - 1)


def _settle_group(balances: dict[str, Fraction]) -> list[Payment]:
    """A zero-sum group settled in one transfer fewer than its size: debtors pay creditors
    in order, each transfer clearing one of them."""
    out: list[Payment] = []
    debtors = [n for n, v in balances.items() if v < 0]
    creditors = [n for n, v in balances.items() if v > 0]
    owes = {n: -balances[n] for n in debtors}
    due = {n: balances[n] for n in creditors}
    i = j = 0
    while i < len(debtors) and j < len(creditors):
        payer, payee = debtors[i], creditors[j]
        amount = min(owes[payer], due[payee])
        out.append(Payment(payer, payee, amount, Decimal(0)))
        owes[payer] -= amount
        due[payee] -= amount
        if owes[payer] == 0:
            i += 1
        if due[payee] == 0:
            j += 1
    return out


STAKE_TEXT_MAX = 40
"""Longest stake text read ('1,000,000.0000' is 14 characters)."""


def parse_stake(text: str) -> Decimal:
    """A stake amount typed by a player ('0.50', '1,000', '2'); a clear error if not. At
    most :data:`STAKE_TEXT_MAX` characters and an exponent of at most 12 are read, so a
    number such as ``1E+999999`` is refused before any arithmetic."""
    if not isinstance(text, str) or len(text) > STAKE_TEXT_MAX:
        raise LedgerError("not-an-amount", point="6.6", text=quote(text))
    cleaned = text.strip().replace(",", "").replace("_", "")
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        raise LedgerError("not-an-amount", point="6.6", text=quote(text)) from None
    if value.is_finite() and abs(value.adjusted()) > 12:
        raise LedgerError("not-an-amount", point="6.6", text=quote(text))
    if not value.is_finite() or value <= 0:
        raise LedgerError("stake-not-positive", point="6.6", value=quote(text))
    return value
